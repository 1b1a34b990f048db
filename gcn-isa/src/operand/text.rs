//! Instruction text built in a stack buffer: `core::fmt`'s machinery costs more than the
//! printing itself when an instruction is a dozen short pieces, so the pieces go into a
//! buffer that reaches the formatter in one write (or a few, for very long text).

use arrayvec::ArrayString;
use core::fmt;

/// "00" to "99": two decimal digits at a time.
const DIGIT_PAIRS: &str = "\
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899";

/// Bytes gathered before they are handed to the formatter; longer text is flushed.
const CAPACITY: usize = 160;

/// A `fmt::Write` that buffers what is written to a formatter (or any `fmt::Write`).
pub struct Text<'a, 'b> {
    f: &'a mut (dyn fmt::Write + 'b),
    buf: ArrayString<CAPACITY>,
    /// Bytes already handed to the formatter.
    written: usize,
}

impl<'a, 'b> Text<'a, 'b> {
    pub(crate) fn new(f: &'a mut (dyn fmt::Write + 'b)) -> Self {
        Text {
            f,
            buf: ArrayString::new(),
            written: 0,
        }
    }

    /// Appends `s`.
    #[inline]
    pub fn push_str(&mut self, s: &str) -> fmt::Result {
        // Register prefixes and separators: cheaper byte by byte than through `memcpy`.
        if s.len() <= 3 && self.buf.remaining_capacity() >= 3 {
            for &b in s.as_bytes() {
                self.buf.push(b as char);
            }
            return Ok(());
        }
        if self.buf.try_push_str(s).is_ok() {
            return Ok(());
        }
        self.flush()?;
        self.written += s.len();
        self.f.write_str(s)
    }

    /// How many bytes have been written so far.
    #[inline]
    pub fn position(&self) -> usize {
        self.written + self.buf.len()
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
        if self.buf.is_full() {
            self.flush()?;
        }
        self.buf.push(byte as char);
        Ok(())
    }

    /// Appends `value` in decimal.
    #[inline(always)]
    pub fn push_dec(&mut self, value: u64) -> fmt::Result {
        // Register numbers and most immediates have at most three digits: a digit pair at
        // a time, from a table, with one check for room.
        if value < 1000 && self.buf.remaining_capacity() >= 3 {
            let v = value as usize;
            let (high, low) = (v / 100, v % 100);
            let pair = &DIGIT_PAIRS[2 * low..2 * low + 2];
            let result = if high > 0 {
                self.buf.push((b'0' + high as u8) as char);
                self.buf.try_push_str(pair)
            } else if low >= 10 {
                self.buf.try_push_str(pair)
            } else {
                self.buf.try_push_str(&pair[1..])
            };
            return result.map_err(|_| fmt::Error);
        }
        self.push_long_dec(value)
    }

    /// Out of line, so that the short path above needs few registers and inlines.
    #[inline(never)]
    fn push_long_dec(&mut self, value: u64) -> fmt::Result {
        let (digits, start) = decimal(value);
        self.push_ascii(&digits[start..])
    }

    /// Appends `value` as LLVM prints hex immediates: `0x` and lowercase digits.
    #[inline]
    pub fn push_hex(&mut self, value: u64) -> fmt::Result {
        let (digits, start) = hex(value);
        self.push_ascii(&digits[start..])
    }

    /// Appends digits (ASCII).
    fn push_ascii(&mut self, ascii: &[u8]) -> fmt::Result {
        match core::str::from_utf8(ascii) {
            Ok(s) => self.push_str(s),
            Err(_) => Err(fmt::Error),
        }
    }

    /// Hands what is buffered to the formatter.
    pub(crate) fn flush(&mut self) -> fmt::Result {
        let result = self.f.write_str(&self.buf);
        self.written += self.buf.len();
        self.buf.clear();
        result
    }
}

impl fmt::Write for Text<'_, '_> {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.push_str(s)
    }
}

/// The decimal digits of `value`, right-aligned, and where they start.
#[inline]
fn decimal(value: u64) -> ([u8; 20], usize) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    // Register numbers and most immediates fit in 32 bits, where division is cheaper.
    if let Ok(mut v) = u32::try_from(value) {
        loop {
            at -= 1;
            digits[at] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                return (digits, at);
            }
        }
    }
    let mut v = value;
    loop {
        at -= 1;
        digits[at] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            return (digits, at);
        }
    }
}

/// `0x` and the lowercase hex digits of `value`, right-aligned, and where they start.
#[inline]
fn hex(mut value: u64) -> ([u8; 18], usize) {
    let mut digits = [0u8; 18];
    let mut at = digits.len();
    loop {
        at -= 1;
        digits[at] = b"0123456789abcdef"[(value & 0xf) as usize];
        value >>= 4;
        if value == 0 {
            break;
        }
    }
    digits[at - 2] = b'0';
    digits[at - 1] = b'x';
    (digits, at - 2)
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
    let mut text = Text::new(f);
    write(&mut text)?;
    text.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Show(u64);

    impl fmt::Display for Show {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            let mut t = Text::new(f);
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

    #[test]
    fn numbers_print_as_core_fmt_prints_them() {
        extern crate std;
        use std::string::ToString;
        for v in [0, 1, 9, 10, 15, 16, 64, 65, 0xdead_beef, u64::MAX] {
            let text = Show(v).to_string();
            let expected = std::format!("{v} {v:#x}{}", "0123456789".repeat(20));
            assert_eq!(text, expected);
        }
    }
}
