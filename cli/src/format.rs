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

use std::io::Write as _;

/// A line of output, as bytes: the instruction text is ASCII and a symbol name need not be
/// UTF-8, and bytes need no UTF-8 check per piece appended (which `String` pays).
pub type Line = Vec<u8>;

/// `fmt::Write` appending to a [`Line`]: how the library's printer writes into one.
pub struct Append<'a>(pub &'a mut Line);

impl std::fmt::Write for Append<'_> {
    #[inline]
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.0.extend_from_slice(s.as_bytes());
        Ok(())
    }
}

/// Byte column (tab = 1) at which llvm-mc's ` ; encoding:` begins.
const MC_PAD: usize = 40;
/// Byte column (tab = 1) at which llvm-objdump's `//` begins.
const OBJDUMP_PAD: usize = 60;

const HEX_LOWER: &[u8; 16] = b"0123456789abcdef";
const HEX_UPPER: &[u8; 16] = b"0123456789ABCDEF";

/// Starts `line` with a tab followed by the instruction's text (written directly, without
/// `core::fmt`'s argument machinery).
pub fn start_insn_line(line: &mut Line, insn: &gcn_isa::AnyInstruction) {
    line.clear();
    push_insn_text(line, insn);
}

/// Appends a tab and the instruction's text: a new line begun at the end of `text`.
pub fn push_insn_text(text: &mut Line, insn: &gcn_isa::AnyInstruction) {
    text.push(b'\t');
    // Appending to a Line cannot fail.
    let _ = insn.write_to(&mut Append(text));
}

fn pad_to(line: &mut Line, width: usize) {
    if line.len() < width {
        line.resize(width, b' ');
    }
}

fn push_hex(line: &mut Line, value: u64, digits: u32, table: &[u8; 16]) {
    for i in (0..digits).rev() {
        line.push(table[((value >> (4 * i)) & 0xf) as usize]);
    }
}

/// `value` as 16 lowercase hex digits, as `{:016x}` prints it.
pub fn hex16_lower(value: u64) -> [u8; 16] {
    let mut digits = [b'0'; 16];
    for (i, d) in digits.iter_mut().enumerate() {
        *d = HEX_LOWER[(value >> (60 - 4 * i) & 0xf) as usize];
    }
    digits
}

/// Appends `value` in lowercase hex without leading zeros (`0` for zero), as `{:x}` does.
pub fn push_lower_hex(line: &mut Line, value: u64) {
    let digits = (64 - value.leading_zeros()).div_ceil(4).max(1);
    push_hex(line, value, digits, HEX_LOWER);
}

/// Appends `byte` as two lowercase hex digits.
pub fn push_lower_hex_byte(line: &mut Line, byte: u8) {
    push_hex(line, byte.into(), 2, HEX_LOWER);
}

/// Appends ` ; encoding: [0x01,0x02,…]` at llvm-mc's column, and a newline.
pub fn push_mc_encoding(line: &mut Line, bytes: impl IntoIterator<Item = u8>) {
    pad_to(line, MC_PAD);
    line.extend_from_slice(b" ; encoding: [");
    for (i, b) in bytes.into_iter().enumerate() {
        if i > 0 {
            line.push(b',');
        }
        line.extend_from_slice(b"0x");
        push_hex(line, b.into(), 2, HEX_LOWER);
    }
    line.extend_from_slice(b"]\n");
}

/// Appends ` ; <note>` at llvm-mc's encoding column, and a newline.
pub fn push_mc_note(line: &mut Line, note: &impl std::fmt::Display) {
    pad_to(line, MC_PAD);
    let _ = writeln!(line, " ; {note}");
}

/// Appends llvm-objdump's `// ADDRESS: WORD WORD` comment, and a newline.
pub fn push_objdump_comment(line: &mut Line, address: u64, words: &[u32]) {
    push_objdump_comment_open(line, address, words);
    line.push(b'\n');
}

/// Appends llvm-objdump's `// ADDRESS: WORD WORD` comment, without the newline (a branch
/// target annotation may follow).
pub fn push_objdump_comment_open(line: &mut Line, address: u64, words: &[u32]) {
    push_objdump_comment_open_from(line, 0, address, words);
}

/// [`push_objdump_comment_open`] for a line that begins at `line_start` in `text`.
pub fn push_objdump_comment_open_from(
    text: &mut Line,
    line_start: usize,
    address: u64,
    words: &[u32],
) {
    // Spaces for the padding and the comment in one fixed-size copy, the comment written
    // over them, and the rest cut off: appending piece by piece, `resize` (a byte at a
    // time) or a copy of variable length each cost more than the rest of the comment.
    let pad = OBJDUMP_PAD.saturating_sub(text.len() - line_start);
    let at = text.len() + pad;
    text.extend_from_slice(&SPACES[..OBJDUMP_PAD + COMMENT]);
    let end = write_objdump_comment::<false>(&mut text[at..], address, words);
    text.truncate(at + end);
    // No instruction has more than three dwords; kept general all the same.
    for &w in words.iter().skip(COMMENT_WORDS) {
        text.push(b' ');
        text.extend_from_slice(&hex8(w));
    }
}

const fn max(a: usize, b: usize) -> usize {
    if a > b {
        a
    } else {
        b
    }
}

/// The longest instruction text [`push_objdump_insn_open`] writes in place.
const TEXT_ROOM: usize = gcn_isa::TEXT_CAPACITY;
/// Bytes of the comment column with its three words: `// ADDRESS:` and ` WORD` each.
const COMMENT_WORDS: usize = 3;
const COMMENT: usize = 4 + 16 + 9 * COMMENT_WORDS;
/// Spaces for the longest line written in place: tab, text, comment.
static SPACES: [u8; 1 + TEXT_ROOM + COMMENT + PAD_STORE] =
    [b' '; 1 + TEXT_ROOM + COMMENT + PAD_STORE];

/// Appends a tab, the instruction's text and llvm-objdump's `// ADDRESS: WORDS` comment
/// (without the newline): one instruction line, begun at the end of `text`.
///
/// The text is printed straight into the line (`AnyInstruction::write_ascii`), over spaces
/// that are also the comment's padding: no formatter, no copy of the text, one fixed-size
/// copy of spaces per line.
#[inline(always)]
pub fn push_objdump_insn_open(
    text: &mut Line,
    insn: &gcn_isa::AnyInstruction,
    address: u64,
    words: &[u32],
) {
    push_objdump_insn_open_at::<false>(text, insn, address, words);
}

/// [`push_objdump_insn_open`] for an `address` the caller knows to be below 2^48 (12 hex
/// digits), as every address of a block it checked is: the comment's path then has no
/// test for longer ones.
///
/// Returns the length of the instruction's text when it was printed in place (the line
/// then holds it at its second byte), `None` when it took the general way.
#[inline(always)]
pub fn push_objdump_insn_open_short(
    text: &mut Line,
    insn: &gcn_isa::AnyInstruction,
    address: u64,
    words: &[u32],
) -> Option<usize> {
    debug_assert!(address >> 48 == 0);
    push_objdump_insn_open_at::<true>(text, insn, address, words)
}

/// One instruction line, its text from [`crate::text_cache`] (`cached`: `len` bytes of
/// text, then what followed them in the line they were taken from), for an `address` below
/// 2^48 and at most [`COMMENT_WORDS`] words; with the newline. The same bytes as
/// [`push_objdump_insn_open_short`] and a newline.
#[inline(always)]
pub fn push_objdump_cached_line_short(
    text: &mut Line,
    cached: &[u8; crate::text_cache::CACHED_TEXT],
    len: usize,
    address: u64,
    words: &[u32],
) {
    debug_assert!(address >> 48 == 0 && len <= cached.len() && words.len() <= COMMENT_WORDS);
    // What followed the text in its line: spaces up to the comment column, then part of
    // the comment, which starts at the same column here (the text's length decides it) and
    // is longer than what is left of `cached` there: all of that is written over below.
    const _: () = assert!(crate::text_cache::CACHED_TEXT < OBJDUMP_PAD + 16 + 9);
    let start = text.len();
    // The comment starts at the padding's column or right after a longer text.
    const ROOM: usize = max(OBJDUMP_PAD, 1 + crate::text_cache::CACHED_TEXT) + COMMENT;
    text.extend_from_slice(&SPACES[..ROOM]);
    let line = &mut text[start..];
    line[0] = b'\t';
    line[1..1 + cached.len()].copy_from_slice(cached);
    let at = (1 + len).max(OBJDUMP_PAD);
    let comment = write_objdump_comment::<true>(&mut line[at..], address, words);
    text.truncate(start + at + comment);
    text.push(b'\n');
}

#[inline(always)]
fn push_objdump_insn_open_at<const SHORT_ADDRESS: bool>(
    text: &mut Line,
    insn: &gcn_isa::AnyInstruction,
    address: u64,
    words: &[u32],
) -> Option<usize> {
    let start = text.len();
    text.extend_from_slice(&SPACES);
    let line = &mut text[start..];
    line[0] = b'\t';
    let written = match words.len() <= COMMENT_WORDS {
        true => line[1..]
            .first_chunk_mut::<TEXT_ROOM>()
            .and_then(|room| insn.write_ascii(room)),
        false => None,
    };
    let Some(n) = written else {
        // Longer than the room (or more words than the comment holds): the general way.
        text.truncate(start);
        push_insn_text(text, insn);
        push_objdump_comment_open_from(text, start, address, words);
        return None;
    };
    let end = 1 + n;
    // The printer may store up to 24 bytes past the text's end (`write_ascii`): spaces
    // there again; the rest of the padding up to the comment is the spaces copied above.
    let at = end.max(OBJDUMP_PAD);
    if let Some(clobbered) = line
        .get_mut(end..)
        .and_then(|l| l.first_chunk_mut::<PAD_STORE>())
    {
        *clobbered = [b' '; PAD_STORE];
    }
    let len = write_objdump_comment::<SHORT_ADDRESS>(&mut line[at..], address, words);
    text.truncate(start + at + len);
    Some(n)
}

/// Spaces stored after the text in one go: at least what the printer may store past it.
const PAD_STORE: usize = 32;

/// Writes `// ADDRESS: WORD…` (at most [`COMMENT_WORDS`] words) at the start of `comment`
/// (at least [`COMMENT`] bytes long); returns the bytes written. Inlined into the line's
/// path (a call there was a measurable part of it).
/// `SHORT_ADDRESS`: the caller knows `address` is below 2^48.
#[inline(always)]
fn write_objdump_comment<const SHORT_ADDRESS: bool>(
    comment: &mut [u8],
    address: u64,
    words: &[u32],
) -> usize {
    let shown = words.len().min(COMMENT_WORDS);
    let Some(comment) = comment.first_chunk_mut::<COMMENT>() else {
        return 0;
    };
    if !SHORT_ADDRESS && address >> 48 != 0 {
        return write_long_address_comment(comment, address, &words[..shown]);
    }
    comment[..3].copy_from_slice(b"// ");
    // Code addresses fit in 32 bits but for the odd relocated section.
    match address >> 32 {
        0 => comment[3..7].copy_from_slice(b"0000"),
        high => comment[3..7].copy_from_slice(&hex8(high as u32)[4..]),
    }
    comment[7..15].copy_from_slice(&hex8(address as u32));
    comment[15] = b':';
    for (slot, &w) in comment[16..].chunks_exact_mut(9).zip(&words[..shown]) {
        // The space too: what lies under the comment need not be spaces.
        slot[0] = b' ';
        slot[1..].copy_from_slice(&hex8(w));
    }
    16 + 9 * shown
}

/// [`write_objdump_comment`] for an address of more than 12 hex digits (`--adjust-vma`, a
/// crafted section address): as many as it needs, as LLVM's `%012X` prints it.
#[cold]
#[inline(never)]
fn write_long_address_comment(comment: &mut [u8; COMMENT], address: u64, words: &[u32]) -> usize {
    let digits = address_digits(address);
    comment[..3].copy_from_slice(b"// ");
    for (i, d) in comment[3..3 + digits].iter_mut().enumerate() {
        *d = HEX_UPPER[(address >> (4 * (digits - 1 - i)) & 0xf) as usize];
    }
    let colon = 3 + digits;
    comment[colon] = b':';
    for (slot, &w) in comment[colon + 1..].chunks_exact_mut(9).zip(words) {
        slot[0] = b' ';
        slot[1..].copy_from_slice(&hex8(w));
    }
    colon + 1 + 9 * words.len()
}

/// How many hex digits llvm-objdump's `// ADDRESS:` comment gives `address`: 12, or as
/// many as it needs (`%012X`).
fn address_digits(address: u64) -> usize {
    ((64 - address.leading_zeros() as usize).div_ceil(4)).max(12)
}

/// `value` as 8 uppercase hex digits, a byte's two digits at a time from a table (fewer
/// instructions than computing them: this runs for every word objdump prints), gathered in
/// one `u64`.
#[inline]
fn hex8(value: u32) -> [u8; 8] {
    let pair = |shift: u32| u64::from(HEX_PAIRS[(value >> shift) as usize & 0xff]);
    (pair(24) | pair(16) << 16 | pair(8) << 32 | pair(0) << 48).to_le_bytes()
}

/// Each byte's two uppercase hex digits, the first in the low byte.
static HEX_PAIRS: [u16; 256] = {
    let mut table = [0; 256];
    let mut i = 0;
    while i < 256 {
        table[i] = u16::from_le_bytes([HEX_UPPER[i >> 4], HEX_UPPER[i & 15]]);
        i += 1;
    }
    table
};

/// Appends llvm-objdump's ` ; Warning: …` comment for the SGPR and TTMP tuples whose field
/// holds a misaligned register number (LLVM's disassembler aligns it down, as the library
/// does, and says so), in operand order; nothing when there are none.
///
/// LLVM warns once per machine operand it decodes from the field. An atomic that returns
/// its old value (an `inout` operand with `glc` set: LLVM's `_RTN` instructions) has two,
/// the result and the data, so its warning comes twice.
#[inline]
pub fn push_objdump_warnings(line: &mut Line, insn: &gcn_isa::AnyInstruction) {
    // A misaligned tuple leaves its dropped low bits among the ignored bits; almost every
    // instruction has none, so only that test is on the path of every line.
    let ignored = insn.ignored_bits().bits();
    if ignored != 0 {
        push_misaligned_tuple_warnings(line, insn, ignored);
    }
}

#[cold]
#[inline(never)]
fn push_misaligned_tuple_warnings(line: &mut Line, insn: &gcn_isa::AnyInstruction, ignored: u64) {
    let start = line.len();
    // Written straight into the line; an instruction with a returning atomic's warning is
    // written again with those doubled once its `glc` is known (rare: `glc_set` prints it).
    if push_tuple_warnings(line, insn, ignored, false) && glc_set(insn) {
        line.truncate(start);
        push_tuple_warnings(line, insn, ignored, true);
    }
}

/// Appends ` ; ` and the warnings, if any; whether one of them is for an `inout` operand
/// (written twice with `double_inout`).
fn push_tuple_warnings(
    line: &mut Line,
    insn: &gcn_isa::AnyInstruction,
    ignored: u64,
    double_inout: bool,
) -> bool {
    use gcn_isa::operand::{RegName, Role};
    let mut any = false;
    let mut inout = false;
    insn.registers_by_operand(&mut |index, reg, _| {
        let (class, first, width): (&[u8], _, _) = match reg {
            RegName::Sgpr { first, width } if width >= 2 => (b"SGPR_", first, width),
            RegName::Ttmp { first, width } if width >= 2 => (b"TTMP_", first, width),
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
        if dropped == 0 {
            return;
        }
        if !any {
            line.extend_from_slice(b" ; ");
            any = true;
        }
        let is_inout = info.role == Role::ReadWrite;
        inout |= is_inout;
        for _ in 0..1 + usize::from(double_inout && is_inout) {
            line.extend_from_slice(b"Warning: ");
            line.extend_from_slice(class);
            push_decimal(line, 32 * u64::from(width));
            line.extend_from_slice(b": scalar reg isn't aligned ");
            push_decimal(line, u64::from(first) + dropped);
        }
    });
    inout
}

/// Appends `value` in decimal.
fn push_decimal(line: &mut Line, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b'0' + (value % 10) as u8;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    line.extend_from_slice(&digits[at..]);
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
pub fn tail_bytes(line: &mut Line, address: u64, bytes: &[u8]) {
    line.clear();
    line.extend_from_slice(b"\t.byte ");
    for (i, &b) in bytes.iter().enumerate() {
        if i > 0 {
            line.extend_from_slice(b", ");
        }
        line.extend_from_slice(b"0x");
        push_hex(line, b.into(), 2, HEX_LOWER);
    }
    pad_to(line, OBJDUMP_PAD);
    line.extend_from_slice(b"// ");
    push_hex(line, address, address_digits(address) as u32, HEX_UPPER);
    line.push(b':');
    for &b in bytes {
        line.push(b' ');
        push_hex(line, b.into(), 2, HEX_UPPER);
    }
    line.push(b'\n');
}

/// Starts `line` with llvm-objdump's text for a dword it cannot decode: `\t.long 0x1234abcd`.
pub fn start_long(line: &mut Line, word: u32) {
    line.clear();
    line.extend_from_slice(b"\t.long 0x");
    push_hex(line, word.into(), 8, HEX_LOWER);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Starts `line` with a tab followed by `text`: a line as `start_insn_line` starts it.
    fn start_line(line: &mut Line, text: &str) {
        line.clear();
        line.push(b'\t');
        line.extend_from_slice(text.as_bytes());
    }

    #[test]
    fn hex8_is_uppercase_hex_with_leading_zeros() {
        // Every nibble value in every position, and a spread of other words.
        let mut values = vec![
            0,
            u32::MAX,
            0x0123_4567,
            0x89ab_cdef,
            0x9999_9999,
            0xaaaa_aaaa,
        ];
        values.extend((0..8).flat_map(|i| (0..16u32).map(move |n| n << (4 * i))));
        let mut x = 0x2545_f491_u32;
        for _ in 0..10_000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            values.push(x);
        }
        for v in values {
            assert_eq!(std::str::from_utf8(&hex8(v)).unwrap(), format!("{v:08X}"));
        }
    }

    fn text(line: &Line) -> &str {
        std::str::from_utf8(line).unwrap()
    }

    #[test]
    fn hex16_lower_is_core_fmts() {
        for v in [
            0u64,
            1,
            0xabc,
            0x1000,
            u64::MAX,
            1 << 63,
            0x0123_4567_89ab_cdef,
        ] {
            assert_eq!(hex16_lower(v), format!("{v:016x}").as_bytes());
        }
    }

    #[test]
    fn lower_hex_is_core_fmts() {
        for v in [
            0u64,
            1,
            9,
            10,
            15,
            16,
            0xabc,
            0x1000,
            u64::MAX,
            1 << 63,
            0x0123_4567_89ab,
        ] {
            let mut line = Line::new();
            push_lower_hex(&mut line, v);
            assert_eq!(line, format!("{v:x}").as_bytes());
        }
    }

    #[test]
    fn hex8_is_uppercase_hex() {
        let mut v = 0u32;
        for step in 0..100_000u32 {
            assert_eq!(hex8(v), format!("{v:08X}").as_bytes());
            v = v.wrapping_mul(2_654_435_761).wrapping_add(step);
        }
        for v in [0, 9, 10, 15, 0x9a9a_9a9a, 0xffff_ffff] {
            assert_eq!(hex8(v), format!("{v:08X}").as_bytes());
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
            let mut line = Line::new();
            push_objdump_warnings(&mut line, &insn);
            assert_eq!(text(&line), expected, "{insn} ({words:08X?})");
        }
    }

    // Lines printed by llvm-mc 19.1.7 / llvm-objdump 19.1.7 for gfx900.
    #[test]
    fn llvm_mc_encoding_column() {
        let mut l = Line::new();
        start_line(&mut l, "s_load_dword s12, s[2:3], 0x5");
        push_mc_encoding(&mut l, [0x01, 0x03, 0x02, 0xc0, 0x05, 0x00, 0x00, 0x00]);
        assert_eq!(
            text(&l),
            "\ts_load_dword s12, s[2:3], 0x5           ; encoding: \
             [0x01,0x03,0x02,0xc0,0x05,0x00,0x00,0x00]\n"
        );
        // 39 characters of text: one space; 40: still one space.
        let t39 = "x".repeat(39);
        start_line(&mut l, &t39);
        push_mc_encoding(&mut l, [0xff]);
        assert_eq!(text(&l), format!("\t{t39} ; encoding: [0xff]\n"));
        let t40 = "x".repeat(40);
        start_line(&mut l, &t40);
        push_mc_encoding(&mut l, [0xff]);
        assert_eq!(text(&l), format!("\t{t40} ; encoding: [0xff]\n"));
    }

    #[test]
    fn llvm_objdump_comment_column() {
        let mut l = Line::new();
        start_line(&mut l, "s_load_dwordx2 s[0:1], s[4:5], 0x0");
        push_objdump_comment(&mut l, 0, &[0xC0060002, 0]);
        assert_eq!(
            text(&l),
            "\ts_load_dwordx2 s[0:1], s[4:5], 0x0                         \
             // 000000000000: C0060002 00000000\n"
        );
        start_long(&mut l, 0xffffffff);
        push_objdump_comment(&mut l, 0xc, &[0xffffffff]);
        assert_eq!(
            text(&l),
            "\t.long 0xffffffff                                           \
             // 00000000000C: FFFFFFFF\n"
        );
        // 59 characters and more: no space before `//`.
        let t59 = "x".repeat(59);
        start_line(&mut l, &t59);
        push_objdump_comment(&mut l, 0x18, &[1]);
        assert_eq!(text(&l), format!("\t{t59}// 000000000018: 00000001\n"));
        let t58 = "x".repeat(58);
        start_line(&mut l, &t58);
        push_objdump_comment(&mut l, 0x18, &[1]);
        assert_eq!(text(&l), format!("\t{t58} // 000000000018: 00000001\n"));
        // Addresses past 48 bits take the digits they need (`%012X`).
        for (address, shown) in [
            (0xffff_ffff_fff0, "FFFFFFFFFFF0"),
            (0x1_0000_0000_0000, "1000000000000"),
            (0xffff_ffff_ffff_fff0, "FFFFFFFFFFFFFFF0"),
        ] {
            start_long(&mut l, 1);
            push_objdump_comment(&mut l, address, &[1, 2, 3]);
            let expected = format!("// {shown}: 00000001 00000002 00000003\n");
            assert!(text(&l).ends_with(&expected), "{}", text(&l));
            tail_bytes(&mut l, address, &[0xab]);
            assert!(
                text(&l).ends_with(&format!("// {shown}: AB\n")),
                "{}",
                text(&l)
            );
        }
    }
}
