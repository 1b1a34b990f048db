//! Reading a Rust v0 mangling: single bytes, the three kinds of numbers and
//! identifiers, with LLVM's rules for what is malformed (every overflow is).

use super::{Reject, Result};

pub(super) struct Cursor<'a> {
    input: &'a [u8],
    pub(super) pos: usize,
}

/// `<undisambiguated-identifier>`: the raw bytes, punycode-encoded when
/// `punycode` (the `u` prefix) is set.
#[derive(Clone, Copy)]
pub(super) struct Identifier<'a> {
    pub(super) name: &'a [u8],
    pub(super) punycode: bool,
}

/// A `<hex-number>` with its digits as written, because LLVM prints long
/// integers and non-printable chars from the digits rather than the value.
pub(super) struct HexNumber<'a> {
    /// Only meaningful for at most 16 digits (it wraps beyond).
    pub(super) value: u64,
    pub(super) digits: &'a [u8],
}

impl<'a> Cursor<'a> {
    pub(super) fn new(input: &'a [u8]) -> Self {
        Cursor { input, pos: 0 }
    }

    pub(super) fn len(&self) -> usize {
        self.input.len()
    }

    pub(super) fn at_end(&self) -> bool {
        self.pos >= self.input.len()
    }

    fn peek(&self) -> Option<u8> {
        self.input.get(self.pos).copied()
    }

    pub(super) fn next(&mut self) -> Result<u8> {
        let byte = self.peek().ok_or(Reject)?;
        self.pos += 1;
        Ok(byte)
    }

    /// Consumes `byte` if it comes next.
    pub(super) fn eat(&mut self, byte: u8) -> bool {
        let found = self.peek() == Some(byte);
        if found {
            self.pos += 1;
        }
        found
    }

    /// `<base-62-number>`: `_` is 0, `0_` is 1, `z_` is 36, `Z_` is 62, ...
    pub(super) fn base62(&mut self) -> Result<u64> {
        if self.eat(b'_') {
            return Ok(0);
        }
        let mut value: u64 = 0;
        loop {
            let digit = match self.next()? {
                b'_' => break,
                c @ b'0'..=b'9' => c - b'0',
                c @ b'a'..=b'z' => 10 + (c - b'a'),
                c @ b'A'..=b'Z' => 36 + (c - b'A'),
                _ => return Err(Reject),
            };
            value = value
                .checked_mul(62)
                .and_then(|v| v.checked_add(u64::from(digit)))
                .ok_or(Reject)?;
        }
        value.checked_add(1).ok_or(Reject)
    }

    /// `[<tag> <base-62-number>]` as used by disambiguators and binders:
    /// 0 when the tag is absent, the number plus one otherwise.
    pub(super) fn optional_base62(&mut self, tag: u8) -> Result<u64> {
        if !self.eat(tag) {
            return Ok(0);
        }
        self.base62()?.checked_add(1).ok_or(Reject)
    }

    /// `<decimal-number>`: a `0` is a whole number, so `01` reads as 0 then `1`.
    fn decimal(&mut self) -> Result<u64> {
        match self.peek() {
            Some(b'0') => {
                self.pos += 1;
                Ok(0)
            }
            Some(b'1'..=b'9') => {
                let mut value: u64 = 0;
                while let Some(c @ b'0'..=b'9') = self.peek() {
                    self.pos += 1;
                    value = value
                        .checked_mul(10)
                        .and_then(|v| v.checked_add(u64::from(c - b'0')))
                        .ok_or(Reject)?;
                }
                Ok(value)
            }
            _ => Err(Reject),
        }
    }

    /// `<hex-number>`: `0_`, or lowercase hex digits without leading zeros and a `_`.
    pub(super) fn hex(&mut self) -> Result<HexNumber<'a>> {
        let start = self.pos;
        let mut value: u64 = 0;
        match self.peek() {
            Some(b'0') => {
                self.pos += 1;
                if !self.eat(b'_') {
                    return Err(Reject);
                }
            }
            Some(b'1'..=b'9' | b'a'..=b'f') => loop {
                let digit = match self.next()? {
                    b'_' => break,
                    c @ b'0'..=b'9' => c - b'0',
                    c @ b'a'..=b'f' => 10 + (c - b'a'),
                    _ => return Err(Reject),
                };
                value = value.wrapping_mul(16) | u64::from(digit);
            },
            _ => return Err(Reject),
        }
        Ok(HexNumber {
            value,
            digits: &self.input[start..self.pos - 1],
        })
    }

    /// `<undisambiguated-identifier> = ["u"] <decimal-number> ["_"] <bytes>`,
    /// where the bytes must be `[0-9A-Za-z_]`.
    pub(super) fn identifier(&mut self) -> Result<Identifier<'a>> {
        let punycode = self.eat(b'u');
        let length = self.decimal()?;
        // The `_` separates the length from a name that starts with a digit or `_`.
        self.eat(b'_');
        let available = self.input.len() - self.pos;
        let length = usize::try_from(length)
            .ok()
            .filter(|&length| length <= available)
            .ok_or(Reject)?;
        let name = &self.input[self.pos..self.pos + length];
        self.pos += length;
        if !name.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_') {
            return Err(Reject);
        }
        Ok(Identifier { name, punycode })
    }
}
