//! Floating-point literals (`Lf...E`, `Ld...E`, `Le...E`).
//!
//! LLVM reinterprets the hex digits as the value's bytes (most significant
//! first) and prints it with glibc's `printf("%a")` (`%af` for float,
//! `%LaL` for x86-64's 80-bit long double). This module reproduces glibc's
//! hexadecimal formatting exactly, without using floating-point arithmetic.

use crate::ast::FloatKind;

/// Formats the literal into `out` and returns the length used (at most 32).
pub(crate) fn format_literal(kind: FloatKind, digits: &[u8], out: &mut [u8; 48]) -> usize {
    let mut writer = Writer { out, len: 0 };
    match kind {
        FloatKind::Float => {
            let bits = hex_value(digits) as u32;
            write_double(&mut writer, float_to_double_bits(bits));
            writer.push(b"f");
        }
        FloatKind::Double => write_double(&mut writer, hex_value(digits) as u64),
        FloatKind::LongDouble => {
            let (high, low) = digits.split_at(digits.len().saturating_sub(16));
            write_x87(&mut writer, hex_value(high) as u16, hex_value(low) as u64);
            writer.push(b"L");
        }
    }
    writer.len
}

struct Writer<'o> {
    out: &'o mut [u8; 48],
    len: usize,
}

impl Writer<'_> {
    fn push(&mut self, text: &[u8]) {
        for &byte in text {
            if self.len < self.out.len() {
                self.out[self.len] = byte;
                self.len += 1;
            }
        }
    }

    fn push_decimal(&mut self, value: u32) {
        let mut digits = [0u8; 20];
        self.push(crate::decimal(u64::from(value), &mut digits));
    }

    /// `p+N` / `p-N`.
    fn push_exponent(&mut self, exponent: i32) {
        self.push(if exponent < 0 { b"p-" } else { b"p+" });
        self.push_decimal(exponent.unsigned_abs());
    }

    /// The hex digits of `fraction` (`nibbles` of them), without trailing
    /// zeros, preceded by a point when any remain.
    fn push_fraction(&mut self, fraction: u64, nibbles: u32) {
        let mut count = nibbles;
        while count > 0 && (fraction >> (4 * (nibbles - count))) & 0xf == 0 {
            count -= 1;
        }
        if count == 0 {
            return;
        }
        self.push(b".");
        for i in 0..count {
            let shift = 4 * (nibbles - 1 - i);
            self.push(&[HEX[((fraction >> shift) & 0xf) as usize]]);
        }
    }
}

const HEX: &[u8; 16] = b"0123456789abcdef";

/// The digits are validated as lower-case hex by the parser.
fn hex_value(digits: &[u8]) -> u128 {
    digits.iter().fold(0u128, |acc, &c| {
        let nibble = if c.is_ascii_digit() {
            c - b'0'
        } else {
            c - b'a' + 10
        };
        (acc << 4) | u128::from(nibble)
    })
}

/// C promotes a float passed to printf to double; this is that conversion,
/// done on the bits (exact for every float, NaN sign kept as on x86).
fn float_to_double_bits(bits: u32) -> u64 {
    let sign = u64::from(bits >> 31) << 63;
    let exponent = (bits >> 23) & 0xff;
    let mantissa = u64::from(bits & 0x7f_ffff);
    if exponent == 0xff {
        let quiet = if mantissa != 0 { 1u64 << 51 } else { 0 };
        return sign | (0x7ffu64 << 52) | quiet | (mantissa << 29);
    }
    if exponent == 0 {
        if mantissa == 0 {
            return sign;
        }
        // Subnormal float: normalise, since every float is a normal double.
        let shift = mantissa.leading_zeros() - (64 - 24);
        let normalised = (mantissa << shift) & 0x7f_ffff;
        let double_exponent = u64::from(1023 - 126 - shift);
        return sign | (double_exponent << 52) | (normalised << 29);
    }
    let double_exponent = u64::from(exponent) + (1023 - 127);
    sign | (double_exponent << 52) | (mantissa << 29)
}

/// glibc `%a` for an IEEE double.
fn write_double(w: &mut Writer<'_>, bits: u64) {
    let negative = bits >> 63 != 0;
    let exponent = ((bits >> 52) & 0x7ff) as i32;
    let mantissa = bits & ((1u64 << 52) - 1);
    if exponent == 0x7ff {
        if negative {
            w.push(b"-");
        }
        w.push(if mantissa != 0 { b"nan" } else { b"inf" });
        return;
    }
    if negative {
        w.push(b"-");
    }
    w.push(if exponent == 0 { b"0x0" } else { b"0x1" });
    w.push_fraction(mantissa, 13);
    let printed_exponent = match (exponent, mantissa) {
        (0, 0) => 0,
        (0, _) => -1022,
        _ => exponent - 1023,
    };
    w.push_exponent(printed_exponent);
}

/// glibc `%La` for the x87 80-bit format, whose explicit integer bit makes
/// the leading hex digit a whole nibble of the mantissa (1.0 is `0x8p-3`).
fn write_x87(w: &mut Writer<'_>, sign_exponent: u16, mantissa: u64) {
    let negative = sign_exponent >> 15 != 0;
    let exponent = i32::from(sign_exponent & 0x7fff);
    let integer_bit = mantissa >> 63 != 0;
    // glibc tests for NaN with an x87 comparison, which is unordered for
    // real NaNs and also for the encodings the x87 rejects: unnormals and
    // pseudo-NaN/infinity (a clear integer bit with a non-zero exponent).
    let is_nan = (exponent == 0x7fff && (mantissa << 1) != 0) || (exponent != 0 && !integer_bit);
    if is_nan {
        if negative {
            w.push(b"-");
        }
        w.push(b"nan");
        return;
    }
    if exponent == 0x7fff {
        w.push(if negative { b"-inf" } else { b"inf" });
        return;
    }
    if negative {
        w.push(b"-");
    }
    w.push(b"0x");
    w.push(&[HEX[(mantissa >> 60) as usize]]);
    w.push_fraction(mantissa & ((1u64 << 60) - 1), 15);
    const BIAS_PLUS_3: i32 = 16383 + 3;
    let printed_exponent = match (exponent, mantissa) {
        (0, 0) => 0,
        (0, _) => -(16382 + 3),
        _ => exponent - BIAS_PLUS_3,
    };
    w.push_exponent(printed_exponent);
}
