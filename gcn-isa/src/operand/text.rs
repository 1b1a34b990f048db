//! Instruction text built in a stack buffer: `core::fmt`'s machinery costs more than the
//! printing itself when an instruction is a dozen short pieces, so the pieces go into a
//! buffer that reaches the formatter in one write (or a few, for very long text).

use core::fmt;

/// "00" to "99": two decimal digits at a time.
const DIGIT_PAIRS: &[u8; 200] = b"\
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899";

/// The lowercase hex digits, as LLVM prints immediates.
const HEX_DIGITS: &[u8; 16] = b"0123456789abcdef";

/// Bytes gathered before they are handed to the formatter; longer text is flushed.
pub const CAPACITY: usize = 160;

/// A `fmt::Write` that buffers what is written to a formatter (or any `fmt::Write`), or
/// that writes into a caller's byte buffer and fails when the text does not fit.
///
/// The buffer is plain bytes: only whole `&str`s and ASCII bytes go in, so it is UTF-8
/// whenever it is handed on (the crate's one `unsafe` block relies on that, in
/// `Text::as_str`).
pub struct Text<'a, 'b> {
    /// Where full buffers go; none when the text is the caller's buffer itself.
    f: Option<&'a mut (dyn fmt::Write + 'b)>,
    buf: &'a mut [u8; CAPACITY],
    len: usize,
    /// Bytes already handed to the formatter.
    written: usize,
    /// Whether text was lost (the caller's buffer was too short): the text is not whole.
    overflowed: bool,
}

impl<'a, 'b> Text<'a, 'b> {
    pub(crate) fn new(f: &'a mut (dyn fmt::Write + 'b), buf: &'a mut [u8; CAPACITY]) -> Self {
        Text {
            f: Some(f),
            buf,
            len: 0,
            written: 0,
            overflowed: false,
        }
    }

    /// Text written into `buf` itself, from its start; nothing is flushed anywhere.
    pub(crate) fn in_buffer(buf: &'a mut [u8; CAPACITY]) -> Self {
        Text {
            f: None,
            buf,
            len: 0,
            written: 0,
            overflowed: false,
        }
    }

    /// The length of the text written into the caller's buffer ([`Text::in_buffer`]), or
    /// `None` if any of it did not fit.
    pub(crate) fn buffered_len(&self) -> Option<usize> {
        (!self.overflowed && self.f.is_none()).then_some(self.len)
    }

    /// Appends `s`.
    #[inline]
    pub fn push_str(&mut self, s: &str) -> fmt::Result {
        let bytes = s.as_bytes();
        let n = bytes.len();
        let end = self.len + n;
        if let Some(room) = self.buf.get_mut(self.len..end) {
            // Mnemonics, register prefixes and modifier names are short: two overlapping
            // fixed-size copies are cheaper than a call of `memcpy`.
            match n {
                0 => {}
                1..=3 => {
                    // First, middle and last byte: all of a string of one to three.
                    room[0] = bytes[0];
                    room[n / 2] = bytes[n / 2];
                    room[n - 1] = bytes[n - 1];
                }
                4..=7 => {
                    room[..4].copy_from_slice(&bytes[..4]);
                    room[n - 4..].copy_from_slice(&bytes[n - 4..]);
                }
                8..=16 => {
                    room[..8].copy_from_slice(&bytes[..8]);
                    room[n - 8..].copy_from_slice(&bytes[n - 8..]);
                }
                17..=32 => {
                    room[..16].copy_from_slice(&bytes[..16]);
                    room[n - 16..].copy_from_slice(&bytes[n - 16..]);
                }
                _ => room.copy_from_slice(bytes),
            }
            self.len = end;
            return Ok(());
        }
        self.push_str_flushing(s)
    }

    /// Appends the first `len` bytes of `padded` (an instruction's name, padded with
    /// NULs), copying all of a 32-byte `padded` at once, whatever `len` is: two moves of a
    /// fixed size, where copies sized by the length mispredict on mixed code.
    #[inline(always)]
    pub(crate) fn push_padded(&mut self, padded: &str, len: usize) -> fmt::Result {
        const ASCII: u128 = u128::from_ne_bytes([0x7f; 16]);
        let whole: Option<&[u8; 32]> = padded.as_bytes().try_into().ok();
        let start = self.len;
        if let (Some(whole), Some(room), true) =
            (whole, self.buf.get_mut(start..start + 32), len <= 32)
        {
            // Masked to ASCII (which names are: the macro checks), so that any prefix of
            // what is stored is text.
            // Both chunks of a 32-byte array exist: the `else` is never taken.
            let (Some(head), Some(tail)) = (whole.first_chunk::<16>(), whole.last_chunk::<16>())
            else {
                return Err(fmt::Error);
            };
            let head = u128::from_ne_bytes(*head) & ASCII;
            let tail = u128::from_ne_bytes(*tail) & ASCII;
            room[..16].copy_from_slice(&head.to_ne_bytes());
            room[16..].copy_from_slice(&tail.to_ne_bytes());
            self.len = start + len;
            return Ok(());
        }
        self.push_str(padded.get(..len).unwrap_or(padded))
    }

    /// Appends a register name: `prefix` and `first` for one register, `prefix[first:last]`
    /// for a range of `width` (what most operands print).
    #[inline]
    pub(crate) fn push_reg(&mut self, prefix: &str, first: u32, width: u32) -> fmt::Result {
        // Register numbers are at most 16 bits: no overflow.
        let last = first.wrapping_add(width.max(1) - 1);
        let bytes = prefix.as_bytes();
        let head = match *bytes {
            [a] => a as u32,
            [a, b, c, d] => u32::from_le_bytes([a, b, c, d]),
            _ => return self.push_reg_long(bytes, first, last, width),
        };
        let start = self.len;
        let Some(room) = self.buf.get_mut(start..start + 24) else {
            return self.push_reg_long(bytes, first, last, width);
        };
        let room: &mut [u8; 24] = room.try_into().map_err(|_| fmt::Error)?;
        if last >= 256 {
            return self.push_reg_long(bytes, first, last, width);
        }
        // Each piece is stored as a whole dword at its offset; the next piece overwrites
        // what lies beyond the last one's end. Offsets stay below 16 by construction (the
        // masks only tell the compiler so).
        let mut at = bytes.len() & 7;
        put4(room, 0, head);
        let (digits, n) = dec3(first);
        if width <= 1 {
            put4(room, at, digits);
            self.len = start + at + n;
            return Ok(());
        }
        put4(room, at, b'[' as u32 | digits << 8);
        at = (at + 1 + n) & 15;
        let (digits, m) = dec3(last);
        put4(room, at, b':' as u32 | digits << 8);
        at = (at + 1 + m) & 15;
        room[at] = b']';
        self.len = start + at + 1;
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn push_reg_long(&mut self, prefix: &[u8], first: u32, last: u32, width: u32) -> fmt::Result {
        self.push_ascii(prefix)?;
        if width <= 1 {
            return self.push_dec(first as u64);
        }
        self.push_byte(b'[')?;
        self.push_dec(first as u64)?;
        self.push_byte(b':')?;
        self.push_dec(last as u64)?;
        self.push_byte(b']')
    }

    /// Appends `", "` before every operand but the first, `" "` before the first.
    #[inline(always)]
    pub(crate) fn push_separator(&mut self, first: bool) -> fmt::Result {
        if let Some(room) = self.buf.get_mut(self.len..self.len + 2) {
            let (pair, n) = if first { (*b"  ", 1) } else { (*b", ", 2) };
            room.copy_from_slice(&pair);
            self.len += n;
            return Ok(());
        }
        self.push_separator_flushing(first)
    }

    /// [`Text::push_separator`] at the end of the buffer. Out of line, so that the
    /// operands' printers, which inline the separator, need no registers for this path.
    #[cold]
    #[inline(never)]
    fn push_separator_flushing(&mut self, first: bool) -> fmt::Result {
        if !first {
            self.push_byte(b',')?;
        }
        self.push_byte(b' ')
    }

    #[cold]
    #[inline(never)]
    fn push_str_flushing(&mut self, s: &str) -> fmt::Result {
        self.flush_for(true)?;
        if let Some(room) = self.buf.get_mut(..s.len()) {
            room.copy_from_slice(s.as_bytes());
            self.len = s.len();
            return Ok(());
        }
        self.written += s.len();
        match self.f.as_mut() {
            Some(f) => f.write_str(s),
            None => Err(fmt::Error),
        }
    }

    /// How many bytes have been written so far.
    #[inline]
    pub fn position(&self) -> usize {
        self.written + self.len
    }

    /// Appends `s` (the same as [`Text::push_str`], so code written for a `Formatter` works).
    #[inline]
    pub fn write_str(&mut self, s: &str) -> fmt::Result {
        self.push_str(s)
    }

    /// Appends formatted text: what `write!` calls.
    #[inline]
    pub fn write_fmt(&mut self, args: fmt::Arguments<'_>) -> fmt::Result {
        fmt::Write::write_fmt(self, args)
    }

    /// Appends one ASCII character.
    #[inline]
    pub fn push_byte(&mut self, byte: u8) -> fmt::Result {
        debug_assert!(byte.is_ascii());
        if let Some(slot) = self.buf.get_mut(self.len) {
            *slot = byte & 0x7f;
            self.len += 1;
            return Ok(());
        }
        self.push_byte_flushing(byte)
    }

    /// [`Text::push_byte`] at the end of the buffer, out of line (as the separator's).
    #[cold]
    #[inline(never)]
    fn push_byte_flushing(&mut self, byte: u8) -> fmt::Result {
        self.push_ascii(&[byte])
    }

    /// Appends `value` in decimal.
    #[inline(always)]
    pub fn push_dec(&mut self, value: u64) -> fmt::Result {
        // Register numbers, offsets and most immediates are below 10,000: their digits
        // come from the tables, stored as one dword.
        if value < 10_000 {
            if let Some(room) = self.buf.get_mut(self.len..self.len + 4) {
                let (digits, n) = dec4(value as u32);
                room.copy_from_slice(&(digits & 0x7f7f_7f7f).to_le_bytes());
                self.len += n;
                return Ok(());
            }
        }
        self.push_long_dec(value)
    }

    /// Out of line, so that the short path above needs few registers and inlines.
    #[cold]
    #[inline(never)]
    fn push_long_dec(&mut self, value: u64) -> fmt::Result {
        let (digits, n) = decimal(value);
        self.push_digits(&digits, n)
    }

    /// Appends `value` as LLVM prints hex immediates: `0x` and lowercase digits.
    #[inline]
    pub fn push_hex(&mut self, value: u64) -> fmt::Result {
        // Masks and small fields (`dmask:0xf`, `row_mask:0xf`): one dword store.
        if value < 256 {
            if let Some(room) = self.buf.get_mut(self.len..self.len + 4) {
                let (high, low) = (
                    HEX_DIGITS[(value >> 4) as usize & 0xf],
                    HEX_DIGITS[value as usize & 0xf],
                );
                let n = 3 + (value >= 16) as usize;
                let digits = if value >= 16 {
                    [b'0', b'x', high, low]
                } else {
                    [b'0', b'x', low, 0]
                };
                room.copy_from_slice(&digits);
                self.len += n;
                return Ok(());
            }
        }
        let (digits, n) = hex(value);
        self.push_digits(&digits, n)
    }

    /// Appends the first `n` bytes of `digits` (ASCII), storing all of them when there
    /// is room: one fixed-size copy.
    #[inline]
    fn push_digits(&mut self, digits: &[u8; 24], n: usize) -> fmt::Result {
        let n = n.min(24);
        if let Some(room) = self.buf.get_mut(self.len..self.len + 24) {
            room.copy_from_slice(digits);
            self.len += n;
            return Ok(());
        }
        self.push_ascii(&digits[..n])
    }

    /// Appends ASCII bytes (digits).
    fn push_ascii(&mut self, ascii: &[u8]) -> fmt::Result {
        debug_assert!(ascii.is_ascii());
        if self.len + ascii.len() > CAPACITY {
            self.flush_for(true)?;
        }
        let end = self.len + ascii.len();
        match self.buf.get_mut(self.len..end) {
            Some(room) => {
                for (to, &from) in room.iter_mut().zip(ascii) {
                    // Masked so that the buffer stays ASCII whatever a caller passes.
                    *to = from & 0x7f;
                }
                self.len = end;
                Ok(())
            }
            None => Err(fmt::Error),
        }
    }

    /// The buffered text.
    #[allow(unsafe_code)]
    fn as_str(buf: &[u8; CAPACITY], len: usize) -> &str {
        let bytes = &buf[..len];
        debug_assert!(core::str::from_utf8(bytes).is_ok());
        // SAFETY: `buf[..len]` only ever holds whole `&str`s (`push_str`, which never
        // splits one across a flush), bytes masked to ASCII (`push_padded`, `push_byte`, `push_ascii`,
        // `push_dec`, `push_reg`) and digits made in this file from ASCII tables (`hex`,
        // `decimal`, `push_hex`), each appended at `len`; `len` only grows over bytes just
        // written. A concatenation of UTF-8 strings is UTF-8.
        // Checking it again here cost about 2 machine instructions per byte, more than
        // building the text did.
        unsafe { core::str::from_utf8_unchecked(bytes) }
    }

    /// Hands what is buffered to the formatter. Text in the caller's buffer stays there;
    /// `full` says the buffer has no room for what comes next, which is then lost.
    fn flush_for(&mut self, full: bool) -> fmt::Result {
        let Some(f) = self.f.as_mut() else {
            if full {
                self.overflowed = true;
                return Err(fmt::Error);
            }
            return Ok(());
        };
        let result = f.write_str(Self::as_str(self.buf, self.len));
        self.written += self.len;
        self.len = 0;
        result
    }

    /// Hands what is buffered to the formatter (the end of the text).
    pub(crate) fn flush(&mut self) -> fmt::Result {
        self.flush_for(false)
    }
}

impl fmt::Write for Text<'_, '_> {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.push_str(s)
    }
}

/// The decimal digits of 0 to 255 (every register number), each as ASCII bytes packed
/// first digit lowest, with the digit count in the top byte: one load per number.
const DEC_U8: [u32; 256] = {
    let mut table = [0u32; 256];
    let mut v = 0;
    while v < 256 {
        let (high, tens, ones) = (v as u32 / 100, v as u32 / 10 % 10, v as u32 % 10);
        let all = (b'0' as u32 + high) | (b'0' as u32 + tens) << 8 | (b'0' as u32 + ones) << 16;
        let n = 1 + (v >= 10) as u32 + (v >= 100) as u32;
        table[v] = all >> (8 * (3 - n)) | n << 24;
        v += 1;
    }
    table
};

/// The decimal digits of `value` (below 256) as ASCII bytes packed first digit lowest,
/// and how many there are.
#[inline(always)]
fn dec3(value: u32) -> (u32, usize) {
    let entry = DEC_U8[(value & 0xff) as usize];
    (entry & 0x00ff_ffff, (entry >> 24) as usize)
}

/// The decimal digits of `value` (below 10,000: offsets and most immediates) as ASCII
/// bytes packed first digit lowest, and how many there are (at most 4, which `push_dec`
/// relies on).
#[inline(always)]
fn dec4(value: u32) -> (u32, usize) {
    if value < 256 {
        return dec3(value);
    }
    let (high, low) = ((value / 100) % 100, (value % 100) as usize);
    let (digits, n) = dec3(high);
    let pair = DIGIT_PAIRS[2 * low] as u32 | (DIGIT_PAIRS[2 * low + 1] as u32) << 8;
    (digits | pair << (8 * n), n + 2)
}

/// Stores `value`'s four bytes (ASCII: masked so whatever a caller passes) at `at & 15`.
#[inline(always)]
fn put4(room: &mut [u8; 24], at: usize, value: u32) {
    let at = at & 15;
    room[at..at + 4].copy_from_slice(&(value & 0x7f7f_7f7f).to_le_bytes());
}

/// The decimal digits of `value` (ASCII, from the first byte) and how many there are.
#[inline]
fn decimal(value: u64) -> ([u8; 24], usize) {
    let mut n = 1;
    let mut power = 10u64;
    while n < 20 && value >= power {
        n += 1;
        power = power.saturating_mul(10);
    }
    let mut digits = [b'0'; 24];
    let (mut v, mut at) = (value, n);
    // Two digits per division, from the pair table.
    while at >= 2 {
        let pair = (v % 100) as usize * 2;
        v /= 100;
        at -= 2;
        digits[at] = DIGIT_PAIRS[pair];
        digits[at + 1] = DIGIT_PAIRS[pair + 1];
    }
    if at == 1 {
        digits[0] = b'0' + (v % 10) as u8;
    }
    (digits, n)
}

/// `0x` and the lowercase hex digits of `value` (ASCII, from the first byte) and how many
/// bytes that is.
#[inline]
fn hex(value: u64) -> ([u8; 24], usize) {
    let n = (64 - (value | 1).leading_zeros() as usize).div_ceil(4);
    let mut digits = [b'0'; 24];
    digits[1] = b'x';
    let mut v = value;
    for at in (2..n.min(16) + 2).rev() {
        digits[at] = HEX_DIGITS[(v & 0xf) as usize];
        v >>= 4;
    }
    (digits, n + 2)
}

/// Writes `value` in decimal.
#[inline]
pub(crate) fn write_dec(t: &mut Text<'_, '_>, value: u64) -> fmt::Result {
    t.push_dec(value)
}

/// Writes a signed `value` in decimal.
#[inline]
pub(crate) fn write_signed(t: &mut Text<'_, '_>, value: i64) -> fmt::Result {
    if value < 0 {
        t.push_str("-")?;
    }
    t.push_dec(value.unsigned_abs())
}

/// Writes `0x…` (lowercase).
#[inline]
pub(crate) fn write_hex(t: &mut Text<'_, '_>, value: u64) -> fmt::Result {
    t.push_hex(value)
}

/// Runs `write` on a [`Text`] over `f`: how the operand types' own `Display` impls reuse
/// the instruction printer's code.
pub(crate) fn display_with(
    f: &mut fmt::Formatter<'_>,
    write: impl FnOnce(&mut Text<'_, '_>) -> fmt::Result,
) -> fmt::Result {
    let mut buf = [0; CAPACITY];
    let mut text = Text::new(f, &mut buf);
    write(&mut text)?;
    text.flush()
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;

    struct Show(u64);

    impl fmt::Display for Show {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let mut buf = [0; CAPACITY];
            let mut t = Text::new(f, &mut buf);
            t.push_dec(self.0)?;
            t.push_str(" ")?;
            t.push_hex(self.0)?;
            // Longer than the buffer: flushed, order kept.
            for _ in 0..20 {
                t.push_str("0123456789")?;
            }
            t.flush()
        }
    }

    struct Reg(&'static str, u32, u32);

    impl fmt::Display for Reg {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let mut buf = [0; CAPACITY];
            let mut t = Text::new(f, &mut buf);
            // Near the end of the buffer too, where the fast paths have no room.
            for _ in 0..15 {
                t.push_str("0123456789")?;
            }
            t.push_reg(self.0, self.1, self.2)?;
            t.push_byte(b'|')?;
            t.push_reg(self.0, self.1, self.2)?;
            t.flush()
        }
    }

    #[test]
    fn register_names_print_as_core_fmt_prints_them() {
        extern crate std;
        use std::string::ToString;
        for prefix in ["v", "s", "a", "ttmp", "xy"] {
            for first in [0, 1, 9, 10, 99, 100, 101, 254, 255, 256, 999, 1000, 70000] {
                for width in [0, 1, 2, 4, 16] {
                    let last = first + u32::max(width, 1) - 1;
                    let one = if width <= 1 {
                        std::format!("{prefix}{first}")
                    } else {
                        std::format!("{prefix}[{first}:{last}]")
                    };
                    let expected = std::format!("{}{one}|{one}", "0123456789".repeat(15));
                    assert_eq!(Reg(prefix, first, width).to_string(), expected);
                }
            }
        }
    }

    /// One call of a `Text` writer.
    enum Piece {
        Str(&'static str),
        Byte(u8),
        Dec(u64),
        Hex(u64),
        Reg(&'static str, u32, u32),
    }

    /// 200 pseudo-random pieces: every writer, multi-byte strings, and more text than the
    /// buffer holds (so it flushes).
    fn pieces(seed: u64) -> impl Iterator<Item = Piece> {
        let strs = [
            "é",
            "v_add_f32_e32",
            "",
            "→x",
            "abcdefghijklmnopqrstuvwxyz0123456789",
        ];
        let mut x = seed;
        (0..200).map(move |_| {
            x = x
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            // Numbers of every size: small ones take the writers' fast paths.
            let v = (x >> 8) >> ((x >> 2) % 56);
            match x >> 61 {
                0 => Piece::Str(strs[v as usize % strs.len()]),
                1 => Piece::Byte(b' ' + (v % 90) as u8),
                2 => Piece::Dec(v),
                3 => Piece::Hex(v),
                _ => {
                    let (first, width) = ((v % 300) as u32, (v >> 10) as u32 % 5);
                    Piece::Reg(if width <= 1 { "ttmp" } else { "v" }, first, width)
                }
            }
        })
    }

    /// The pieces of a seed written through `Text`.
    struct Mixture(u64);

    impl fmt::Display for Mixture {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let mut buf = [0; CAPACITY];
            let mut t = Text::new(f, &mut buf);
            for piece in pieces(self.0) {
                match piece {
                    Piece::Str(s) => t.push_str(s)?,
                    Piece::Byte(b) => t.push_byte(b)?,
                    Piece::Dec(v) => t.push_dec(v)?,
                    Piece::Hex(v) => t.push_hex(v)?,
                    Piece::Reg(prefix, first, width) => t.push_reg(prefix, first, width)?,
                }
            }
            t.flush()
        }
    }

    /// The same pieces written with `core::fmt` into a `String`.
    fn expected(seed: u64) -> std::string::String {
        let mut out = std::string::String::new();
        for piece in pieces(seed) {
            match piece {
                Piece::Str(s) => out.push_str(s),
                Piece::Byte(b) => out.push(char::from(b)),
                Piece::Dec(v) => out += &std::format!("{v}"),
                Piece::Hex(v) => out += &std::format!("{v:#x}"),
                Piece::Reg(prefix, first, width) if width <= 1 => {
                    out += &std::format!("{prefix}{first}")
                }
                Piece::Reg(prefix, first, width) => {
                    out += &std::format!("{prefix}[{first}:{}]", first + width - 1)
                }
            }
        }
        out
    }

    #[test]
    fn every_writer_keeps_the_text_exact_across_flushes() {
        extern crate std;
        use std::string::ToString;
        for seed in 0..300 {
            assert_eq!(Mixture(seed).to_string(), expected(seed), "seed {seed}");
        }
    }

    #[test]
    fn numbers_print_as_core_fmt_prints_them() {
        extern crate std;
        use std::string::ToString;
        for v in [
            0,
            1,
            9,
            10,
            15,
            16,
            64,
            65,
            99,
            100,
            255,
            256,
            999,
            1000,
            4095,
            0xdead_beef,
            u64::MAX,
        ] {
            let text = Show(v).to_string();
            let expected = std::format!("{v} {v:#x}{}", "0123456789".repeat(20));
            assert_eq!(text, expected);
        }
    }
}
