//! The line layouts of llvm-mc and llvm-objdump 19, byte for byte.
//!
//! Every line starts with a tab, then the instruction text (which is ASCII).
//!
//! * llvm-mc `-show-encoding`: the text is padded with spaces so that `; encoding:` starts
//!   at byte 41 of the line (counting the tab as one byte: 40 bytes of tab + text + spaces,
//!   then a space); a text of 40 bytes or more is followed by a single space.
//!   `\ts_nop 0                                 ; encoding: [0x00,0x00,0x80,0xbf]`
//! * llvm-objdump `-d` (AMDGPU): the text is padded so that `//` starts at byte 60; a longer
//!   text is followed directly by `//` with no space (as LLVM does). Then the address as 12
//!   uppercase hex digits, `: `, and the instruction's dwords as 8 uppercase hex digits
//!   separated by spaces:
//!   `\ts_nop 0                                                    // 000000000008: BF800000`

use std::fmt::Write as _;

/// Byte column (tab = 1) at which llvm-mc's ` ; encoding:` begins.
const MC_PAD: usize = 40;
/// Byte column (tab = 1) at which llvm-objdump's `//` begins.
const OBJDUMP_PAD: usize = 60;

const HEX_LOWER: &[u8; 16] = b"0123456789abcdef";
const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Starts `line` with a tab followed by `text`'s `Display`.
pub fn start_line(line: &mut String, text: &impl std::fmt::Display) {
    line.clear();
    line.push('\t');
    // Writing to a String cannot fail.
    let _ = write!(line, "{text}");
}

fn pad_to(line: &mut String, width: usize) {
    let len = line.len();
    if len < width {
        // Whole runs of spaces at once: char-by-char padding showed up in profiles.
        const SPACES: &str = "                                                                ";
        let mut missing = width - len;
        while missing > 0 {
            let n = missing.min(SPACES.len());
            line.push_str(&SPACES[..n]);
            missing -= n;
        }
    }
}

fn push_hex(line: &mut String, value: u64, digits: u32, table: &[u8; 16]) {
    for i in (0..digits).rev() {
        line.push(table[((value >> (4 * i)) & 0xf) as usize] as char);
    }
}

/// Appends ` ; encoding: [0x01,0x02,…]` at llvm-mc's column, and a newline.
pub fn push_mc_encoding(line: &mut String, bytes: impl IntoIterator<Item = u8>) {
    pad_to(line, MC_PAD);
    line.push_str(" ; encoding: [");
    for (i, b) in bytes.into_iter().enumerate() {
        if i > 0 {
            line.push(',');
        }
        line.push_str("0x");
        push_hex(line, b.into(), 2, HEX_LOWER);
    }
    line.push_str("]\n");
}

/// Appends ` ; <note>` at llvm-mc's encoding column, and a newline.
pub fn push_mc_note(line: &mut String, note: &impl std::fmt::Display) {
    pad_to(line, MC_PAD);
    let _ = writeln!(line, " ; {note}");
}

/// Appends llvm-objdump's `// ADDRESS: WORD WORD` comment, and a newline.
pub fn push_objdump_comment(line: &mut String, address: u64, words: &[u32]) {
    push_objdump_comment_open(line, address, words);
    line.push('\n');
}

/// Appends llvm-objdump's `// ADDRESS: WORD WORD` comment, without the newline (a branch
/// target annotation may follow).
pub fn push_objdump_comment_open(line: &mut String, address: u64, words: &[u32]) {
    pad_to(line, OBJDUMP_PAD);
    // Built as bytes and appended once: char-by-char pushes dominated the profile.
    let mut buf = [b' '; 3 + 12 + 1 + 9 * 4];
    buf[..3].copy_from_slice(b"// ");
    hex_digits(&mut buf[3..15], address);
    buf[15] = b':';
    let mut len = 16;
    for chunk in words.chunks(4) {
        for &w in chunk {
            buf[len] = b' ';
            hex_digits(&mut buf[len + 1..len + 9], w.into());
            len += 9;
        }
        // ASCII by construction.
        line.push_str(std::str::from_utf8(&buf[..len]).unwrap_or_default());
        len = 0;
    }
    if words.is_empty() {
        line.push_str(std::str::from_utf8(&buf[..16]).unwrap_or_default());
    }
}

/// `value`'s low `out.len()` hex digits, uppercase, into `out`.
#[inline]
fn hex_digits(out: &mut [u8], value: u64) {
    let n = out.len();
    for (i, d) in out.iter_mut().enumerate() {
        *d = HEX_UPPER[((value >> (4 * (n - 1 - i))) & 0xf) as usize];
    }
}

/// llvm-objdump's line for the 1 to 3 bytes after a section's last whole dword:
/// `\t.byte 0x01, 0x02` at the comment column, `// ADDRESS: 01 02`, a newline.
pub fn tail_bytes(line: &mut String, address: u64, bytes: &[u8]) {
    line.clear();
    line.push_str("\t.byte ");
    for (i, &b) in bytes.iter().enumerate() {
        if i > 0 {
            line.push_str(", ");
        }
        line.push_str("0x");
        push_hex(line, b.into(), 2, HEX_LOWER);
    }
    pad_to(line, OBJDUMP_PAD);
    line.push_str("// ");
    push_hex(line, address, 12, HEX_UPPER);
    line.push(':');
    for &b in bytes {
        line.push(' ');
        push_hex(line, b.into(), 2, HEX_UPPER);
    }
    line.push('\n');
}

/// Starts `line` with llvm-objdump's text for a dword it cannot decode: `\t.long 0x1234abcd`.
pub fn start_long(line: &mut String, word: u32) {
    line.clear();
    line.push_str("\t.long 0x");
    push_hex(line, word.into(), 8, HEX_LOWER);
}

#[cfg(test)]
mod tests {
    use super::*;

    // Lines printed by llvm-mc 19.1.7 / llvm-objdump 19.1.7 for gfx900.
    #[test]
    fn llvm_mc_encoding_column() {
        let mut l = String::new();
        start_line(&mut l, &"s_load_dword s12, s[2:3], 0x5");
        push_mc_encoding(&mut l, [0x01, 0x03, 0x02, 0xc0, 0x05, 0x00, 0x00, 0x00]);
        assert_eq!(
            l,
            "\ts_load_dword s12, s[2:3], 0x5           ; encoding: \
             [0x01,0x03,0x02,0xc0,0x05,0x00,0x00,0x00]\n"
        );
        // 39 characters of text: one space; 40: still one space.
        let t39 = "x".repeat(39);
        start_line(&mut l, &t39);
        push_mc_encoding(&mut l, [0xff]);
        assert_eq!(l, format!("\t{t39} ; encoding: [0xff]\n"));
        let t40 = "x".repeat(40);
        start_line(&mut l, &t40);
        push_mc_encoding(&mut l, [0xff]);
        assert_eq!(l, format!("\t{t40} ; encoding: [0xff]\n"));
    }

    #[test]
    fn llvm_objdump_comment_column() {
        let mut l = String::new();
        start_line(&mut l, &"s_load_dwordx2 s[0:1], s[4:5], 0x0");
        push_objdump_comment(&mut l, 0, &[0xC0060002, 0]);
        assert_eq!(
            l,
            "\ts_load_dwordx2 s[0:1], s[4:5], 0x0                         \
             // 000000000000: C0060002 00000000\n"
        );
        start_long(&mut l, 0xffffffff);
        push_objdump_comment(&mut l, 0xc, &[0xffffffff]);
        assert_eq!(
            l,
            "\t.long 0xffffffff                                           \
             // 00000000000C: FFFFFFFF\n"
        );
        // 59 characters and more: no space before `//`.
        let t59 = "x".repeat(59);
        start_line(&mut l, &t59);
        push_objdump_comment(&mut l, 0x18, &[1]);
        assert_eq!(l, format!("\t{t59}// 000000000018: 00000001\n"));
        let t58 = "x".repeat(58);
        start_line(&mut l, &t58);
        push_objdump_comment(&mut l, 0x18, &[1]);
        assert_eq!(l, format!("\t{t58} // 000000000018: 00000001\n"));
    }
}
