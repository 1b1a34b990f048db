//! Punycode (RFC 3492) as Rust v0 uses it for non-ASCII identifiers (`_`
//! instead of `-` as the delimiter), with the failure cases of LLVM's decoder:
//! any arithmetic overflow of its 64-bit `size_t`, a digit outside `[a-z0-9]`,
//! a truncated variable-length integer, or a code point that is not a Unicode
//! scalar value.

use alloc::vec::Vec;

const BASE: u64 = 36;
const T_MIN: u64 = 1;
const T_MAX: u64 = 26;
const SKEW: u64 = 38;
const INITIAL_BIAS: u64 = 72;
const INITIAL_N: u64 = 0x80;
const INITIAL_DAMP: u64 = 700;

/// Decodes `encoded` into UTF-8; `None` when LLVM rejects it.
pub(super) fn decode(encoded: &[u8]) -> Option<Vec<u8>> {
    // Everything before the last delimiter is copied as is (the caller has
    // checked it is `[0-9A-Za-z_]`); with no delimiter, everything is digits.
    let (basic, mut digits) = match encoded.iter().rposition(|&c| c == b'_') {
        Some(delimiter) => (&encoded[..delimiter], &encoded[delimiter + 1..]),
        None => (&encoded[..0], encoded),
    };
    let mut points: Vec<char> = basic.iter().map(|&c| char::from(c)).collect();

    let mut n = INITIAL_N;
    let mut bias = INITIAL_BIAS;
    let mut damp = INITIAL_DAMP;
    let mut i: u64 = 0;
    while !digits.is_empty() {
        let old_i = i;
        let mut weight: u64 = 1;
        let mut k = BASE;
        loop {
            let (&c, rest) = digits.split_first()?;
            digits = rest;
            let digit = digit_value(c)?;
            i = digit
                .checked_mul(weight)
                .and_then(|step| i.checked_add(step))?;
            let threshold = k.saturating_sub(bias).clamp(T_MIN, T_MAX);
            if digit < threshold {
                break;
            }
            weight = weight.checked_mul(BASE - threshold)?;
            k += BASE;
        }
        let count = points.len() as u64 + 1;
        bias = adapt(i - old_i, count, damp);
        damp = 2;
        n = n.checked_add(i / count)?;
        i %= count;
        points.insert(i as usize, char::from_u32(u32::try_from(n).ok()?)?);
        i += 1;
    }

    let mut utf8 = Vec::with_capacity(points.len() * 4);
    for point in points {
        utf8.extend_from_slice(point.encode_utf8(&mut [0; 4]).as_bytes());
    }
    Some(utf8)
}

fn digit_value(c: u8) -> Option<u64> {
    match c {
        b'a'..=b'z' => Some(u64::from(c - b'a')),
        b'0'..=b'9' => Some(26 + u64::from(c - b'0')),
        _ => None,
    }
}

fn adapt(delta: u64, count: u64, damp: u64) -> u64 {
    let mut delta = delta / damp;
    delta += delta / count;
    let mut k = 0;
    while delta > (BASE - T_MIN) * T_MAX / 2 {
        delta /= BASE - T_MIN;
        k += BASE;
    }
    k + (BASE - T_MIN + 1) * delta / (delta + SKEW)
}
