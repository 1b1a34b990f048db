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

/// Starts `line` with a tab followed by the instruction's text (written directly, without
/// `core::fmt`'s argument machinery).
pub fn start_insn_line(line: &mut String, insn: &gcn_isa::AnyInstruction) {
    line.clear();
    line.push('\t');
    // Writing to a String cannot fail.
    let _ = insn.write_to(line);
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
    line.push_str("// ");
    for shift in (0..48).step_by(8).rev() {
        push_hex_byte(line, (address >> shift) as u8);
    }
    line.push(':');
    for &w in words {
        line.push(' ');
        for b in w.to_be_bytes() {
            push_hex_byte(line, b);
        }
    }
}

/// "00" to "FF": every byte's two uppercase hex digits, as one `str`, so that appending
/// them needs no UTF-8 check (that check was a tenth of objdump's time).
const HEX_PAIRS: &str = match std::str::from_utf8(&HEX_PAIR_BYTES) {
    Ok(text) => text,
    Err(_) => panic!("hex digits are ASCII"),
};

const HEX_PAIR_BYTES: [u8; 512] = {
    let mut bytes = [0u8; 512];
    let mut i = 0;
    while i < 256 {
        bytes[2 * i] = HEX_UPPER[i >> 4];
        bytes[2 * i + 1] = HEX_UPPER[i & 15];
        i += 1;
    }
    bytes
};

/// Appends `byte` as two uppercase hex digits.
#[inline]
fn push_hex_byte(line: &mut String, byte: u8) {
    let at = 2 * byte as usize;
    line.push_str(&HEX_PAIRS[at..at + 2]);
}

/// Appends llvm-objdump's ` ; Warning: …` comment for the SGPR and TTMP tuples whose field
/// holds a misaligned register number (LLVM's disassembler aligns it down, as the library
/// does, and says so), in operand order; nothing when there are none.
///
/// LLVM warns once per machine operand it decodes from the field. An atomic that returns
/// its old value (an `inout` operand with `glc` set: LLVM's `_RTN` instructions) has two,
/// the result and the data, so its warning comes twice.
pub fn push_objdump_warnings(line: &mut String, insn: &gcn_isa::AnyInstruction) {
    use gcn_isa::operand::{RegName, Role};
    // A misaligned tuple leaves its dropped low bits among the ignored bits.
    let ignored = insn.ignored_bits().bits();
    if ignored == 0 {
        return;
    }
    let mut warnings: Vec<(String, Role)> = Vec::new();
    insn.registers_by_operand(&mut |index, reg, _| {
        let (class, first, width) = match reg {
            RegName::Sgpr { first, width } => ("SGPR", first, width),
            RegName::Ttmp { first, width } => ("TTMP", first, width),
            _ => return,
        };
        // The field the register number came from (implicit operands have none).
        let Some(info) = insn.operand(index) else {
            return;
        };
        let Some(&(lo, bits)) = info.bits.first() else {
            return;
        };
        let dropped = (ignored >> lo & ((1u64 << bits) - 1)) << info.shift;
        if width < 2 || dropped == 0 {
            return;
        }
        let text = format!(
            "Warning: {class}_{}: scalar reg isn't aligned {}",
            32 * width,
            first as u64 + dropped
        );
        warnings.push((text, info.role));
    });
    if warnings.is_empty() {
        return;
    }
    let returns = warnings.iter().any(|(_, r)| *r == Role::ReadWrite) && glc_set(insn);
    line.push_str(" ; ");
    for (text, role) in &warnings {
        line.push_str(text);
        if returns && *role == Role::ReadWrite {
            line.push_str(text);
        }
    }
}

/// Whether the instruction's `glc` modifier is set (it prints).
fn glc_set(insn: &gcn_isa::AnyInstruction) -> bool {
    let mut text = String::new();
    let mut set = false;
    let _ = insn.write_with_spans(&mut text, &mut |index, _| {
        set |= insn.operand(index).is_some_and(|o| o.name == "glc");
    });
    set
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

    /// Starts `line` with a tab followed by `text`: a line as `start_insn_line` starts it.
    fn start_line(line: &mut String, text: &str) {
        line.clear();
        line.push('\t');
        line.push_str(text);
    }

    #[test]
    fn hex_pairs_are_uppercase_hex() {
        for b in 0..=255u8 {
            let mut l = String::new();
            push_hex_byte(&mut l, b);
            assert_eq!(l, format!("{b:02X}"));
        }
    }

    /// llvm-objdump 19's `; Warning:` notes for gfx900 words with misaligned SGPR/TTMP
    /// tuples (from `llvm-objdump-19 -d` of objects holding these words).
    #[test]
    fn misaligned_tuple_warnings_as_llvm_objdump_prints_them() {
        const W: &str = "Warning: ";
        let cases: &[(&[u32], String)] = &[
            (
                &[0xC006_0042, 0],
                format!(" ; {W}SGPR_64: scalar reg isn't aligned 1"),
            ),
            (
                &[0x8681_0503],
                format!(
                    " ; {W}SGPR_64: scalar reg isn't aligned 1{W}SGPR_64: scalar reg isn't \
                     aligned 3{W}SGPR_64: scalar reg isn't aligned 5"
                ),
            ),
            (
                &[0xBEF0_0103],
                format!(" ; {W}SGPR_64: scalar reg isn't aligned 3"),
            ),
            (&[0xD100_0001, 0x0002_0503], String::new()),
            (
                &[0xD280_0001, 0x0000_0403],
                format!(" ; {W}SGPR_64: scalar reg isn't aligned 3"),
            ),
            (
                &[0xBE80_016D],
                format!(" ; {W}TTMP_64: scalar reg isn't aligned 1"),
            ),
            (
                &[0xC00A_0182, 0],
                format!(" ; {W}SGPR_128: scalar reg isn't aligned 6"),
            ),
            // sbase holds the register number / 2: field 1 is s2.
            (
                &[0xC029_4C01, 0x5C46_0CBF],
                format!(" ; {W}SGPR_128: scalar reg isn't aligned 2"),
            ),
            // An atomic that returns (glc) decodes its data twice, one that does not once.
            (
                &[0xC29B_2940, 0xCA87_3911],
                format!(
                    " ; {W}SGPR_64: scalar reg isn't aligned 37{W}SGPR_64: scalar reg isn't \
                     aligned 37"
                ),
            ),
            (
                &[0xC29A_2940, 0xCA87_3911],
                format!(" ; {W}SGPR_64: scalar reg isn't aligned 37"),
            ),
        ];
        for (words, expected) in cases {
            let (insn, _) = gcn_isa::decode(gcn_isa::Generation::Gfx9, words).unwrap();
            let mut line = String::new();
            push_objdump_warnings(&mut line, &insn);
            assert_eq!(&line, expected, "{insn} ({words:08X?})");
        }
    }

    // Lines printed by llvm-mc 19.1.7 / llvm-objdump 19.1.7 for gfx900.
    #[test]
    fn llvm_mc_encoding_column() {
        let mut l = String::new();
        start_line(&mut l, "s_load_dword s12, s[2:3], 0x5");
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
        start_line(&mut l, "s_load_dwordx2 s[0:1], s[4:5], 0x0");
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
