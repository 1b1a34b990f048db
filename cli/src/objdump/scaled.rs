//! LLVM's printing of a block's frequency relative to its function's entry
//! (`printRelativeBlockFreq`: a `ScaledNumber<uint64_t>` quotient printed with ten
//! significant digits, through `APFloat`'s scientific notation when the quotient is too
//! small for `ScaledNumber`'s own digits) and of a branch probability
//! (`BranchProbability::print`), for `--pretty-pgo-analysis-map`.

/// `printRelativeBlockFreq(OS, entry, frequency)`.
pub(super) fn relative_frequency(entry: u64, frequency: u64) -> String {
    if frequency == 0 {
        return "0".into();
    }
    if entry == 0 {
        return "<invalid BFI>".into();
    }
    let (digits, scale) = divide64(frequency, entry);
    to_string(digits, scale, 10)
}

/// `BranchProbability::print` of a raw numerator over LLVM's fixed denominator, 2^31.
pub(super) fn probability(numerator: u32) -> String {
    const DENOMINATOR: u32 = 1 << 31;
    if numerator == u32::MAX {
        return "?%".into();
    }
    let percent =
        ((f64::from(numerator) / f64::from(DENOMINATOR)) * 100.0 * 100.0).round_ties_even() / 100.0;
    format!("{numerator:#010x} / {DENOMINATOR:#010x} = {percent:.2}%")
}

/// `ScaledNumbers::getRounded`.
fn rounded(digits: u64, scale: i32, round: bool) -> (u64, i32) {
    match (round, digits.checked_add(1)) {
        (false, _) => (digits, scale),
        (true, Some(d)) => (d, scale),
        (true, None) => (1 << 63, scale + 1),
    }
}

/// `ScaledNumbers::divide64`: `dividend / divisor` as digits and a binary scale.
fn divide64(mut dividend: u64, mut divisor: u64) -> (u64, i32) {
    let mut shift = 0i32;
    let zeros = divisor.trailing_zeros();
    if zeros != 0 {
        shift -= zeros as i32;
        divisor >>= zeros;
    }
    if divisor == 1 {
        return (dividend, shift);
    }
    let zeros = dividend.leading_zeros();
    if zeros != 0 {
        shift -= zeros as i32;
        dividend <<= zeros;
    }
    let mut quotient = dividend / divisor;
    dividend %= divisor;
    // Long division for the quotient's remaining bits.
    while quotient >> 63 == 0 && dividend != 0 {
        let overflow = dividend >> 63 != 0;
        dividend <<= 1;
        shift -= 1;
        quotient <<= 1;
        if overflow || divisor <= dividend {
            quotient |= 1;
            dividend = dividend.wrapping_sub(divisor);
        }
    }
    let half = (divisor >> 1) + (divisor & 1);
    rounded(quotient, shift, dividend >= half)
}

/// `ScaledNumberBase::toString(digits, scale, 64, precision)`.
fn to_string(mut digits: u64, mut scale: i32, precision: usize) -> String {
    if digits == 0 {
        return "0.0".into();
    }
    let (mut above, mut below, mut extra, mut extra_shift) = (0u64, 0u64, 0u64, 0i32);
    if scale == 0 {
        above = digits;
    } else if scale > 0 {
        let shift = (digits.leading_zeros() as i32).min(scale);
        if shift != 0 {
            digits <<= shift;
            scale -= shift;
            if scale == 0 {
                above = digits;
            }
        }
    } else if scale > -64 {
        above = digits >> -scale;
        below = digits << (64 + scale);
    } else if scale == -64 {
        below = digits;
    } else if scale > -120 {
        below = digits >> (-scale - 64);
        extra = digits << (128 + scale);
        extra_shift = -64 - scale;
    }
    if above == 0 && below == 0 {
        return scientific(digits, scale, precision);
    }
    let mut text: Vec<u8> = match above {
        0 => b"0".to_vec(),
        n => n.to_string().into_bytes(),
    };
    let mut digits_out = if above == 0 { 0 } else { text.len() };
    if below == 0 {
        text.extend_from_slice(b".0");
        return String::from_utf8(text).unwrap_or_default();
    }
    text.push(b'.');
    let mut error: u64 = 1;
    extra = (below & 0xf) << 56 | (extra >> 8);
    below >>= 4;
    let (mut since_dot, after_dot) = (0usize, text.len());
    loop {
        if extra_shift != 0 {
            extra_shift -= 1;
            error = error.wrapping_mul(5);
        } else {
            error = error.wrapping_mul(10);
        }
        below = below.wrapping_mul(10);
        extra = extra.wrapping_mul(10);
        below = below.wrapping_add(extra >> 60);
        extra &= u64::MAX >> 4;
        let digit = (below >> 60) as u8;
        text.push(b'0' + digit);
        below &= u64::MAX >> 4;
        if digits_out != 0 || digit != 0 {
            digits_out += 1;
        }
        since_dot += 1;
        let more = error != 0
            && (below << 4 | extra >> 60) >= error / 2
            && (precision == 0 || digits_out <= precision || since_dot < 2);
        if !more {
            break;
        }
    }
    if precision == 0 || digits_out <= precision {
        return strip_trailing_zeros(text);
    }
    let truncate = (text.len() - (digits_out - precision)).max(after_dot + 1);
    if truncate >= text.len() {
        return strip_trailing_zeros(text);
    }
    if !matches!(text[truncate], b'5'..=b'9') {
        text.truncate(truncate);
        return strip_trailing_zeros(text);
    }
    text.truncate(truncate);
    let mut carry = true;
    for digit in text.iter_mut().rev() {
        match *digit {
            b'.' => continue,
            b'9' => *digit = b'0',
            _ => {
                *digit += 1;
                carry = false;
                break;
            }
        }
    }
    if carry {
        text.insert(0, b'1');
    }
    strip_trailing_zeros(text)
}

/// `stripTrailingZeros`: no trailing zeros, but one after a bare decimal point.
fn strip_trailing_zeros(mut text: Vec<u8>) -> String {
    let last = text.iter().rposition(|&b| b != b'0').unwrap_or(0);
    let keep = if text[last] == b'.' {
        last + 2
    } else {
        last + 1
    };
    text.truncate(keep.min(text.len()));
    String::from_utf8(text).unwrap_or_default()
}

/// `toStringAPFloat`: `digits * 2^scale` through an x87 `APFloat`, printed by
/// `APFloat::toString(precision, 0)` (scientific notation, `E`, the digits it keeps rounded
/// half up after an exact decimal expansion that drops some tens by truncation first).
fn scientific(digits: u64, scale: i32, precision: usize) -> String {
    let zeros = digits.trailing_zeros();
    let mut exp = scale + zeros as i32;
    let mut significand = Big::from(digits >> zeros);
    if exp > 0 {
        for _ in 0..exp {
            significand.mul_small(2);
        }
        exp = 0;
    } else {
        for _ in 0..-exp {
            significand.mul_small(5);
        }
    }
    // `AdjustToPrecision` of the integer: tens removed by truncating division.
    let bits = significand.bits();
    let required = (precision as u64 * 196).div_ceil(59);
    if bits > required {
        let removable = (bits - required) * 59 / 196;
        for _ in 0..removable {
            significand.div_small(10);
        }
        exp += removable as i32;
    }
    // The decimal digits, least significant first, trailing zeros moved into `exp`.
    let mut buffer: Vec<u8> = Vec::new();
    while !significand.is_zero() {
        let digit = significand.div_small(10) as u8;
        if buffer.is_empty() && digit == 0 {
            exp += 1;
        } else {
            buffer.push(b'0' + digit);
        }
    }
    // `AdjustToPrecision` of the digits: rounded half up.
    let n = buffer.len();
    if n > precision {
        let mut first = n - precision;
        if buffer[first - 1] < b'5' {
            while first < n && buffer[first] == b'0' {
                first += 1;
            }
            exp += first as i32;
            buffer.drain(..first);
        } else {
            // A decimal add with carry: the nines carried through are dropped.
            let mut nines = 0;
            for digit in &mut buffer[first..] {
                if *digit == b'9' {
                    nines += 1;
                } else {
                    *digit += 1;
                    break;
                }
            }
            first += nines;
            exp += first as i32;
            if first == n {
                buffer = vec![b'1'];
            } else {
                buffer.drain(..first);
            }
        }
    }
    let n = buffer.len();
    exp += n as i32 - 1;
    let mut text = String::new();
    text.push(buffer[n - 1] as char);
    text.push('.');
    if n == 1 {
        text.push('0');
    } else {
        text.extend(buffer[..n - 1].iter().rev().map(|&b| b as char));
    }
    text.push('E');
    text.push(if exp >= 0 { '+' } else { '-' });
    text.push_str(&exp.unsigned_abs().to_string());
    text
}

/// An unsigned integer of any size, little-endian 32-bit limbs: what `scientific` needs of
/// `APInt`.
struct Big(Vec<u32>);

impl Big {
    fn from(value: u64) -> Big {
        Big(vec![value as u32, (value >> 32) as u32])
    }

    fn mul_small(&mut self, factor: u32) {
        let mut carry = 0u64;
        for limb in &mut self.0 {
            let product = u64::from(*limb) * u64::from(factor) + carry;
            *limb = product as u32;
            carry = product >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    /// Divides in place; returns the remainder.
    fn div_small(&mut self, divisor: u32) -> u32 {
        let mut remainder = 0u64;
        for limb in self.0.iter_mut().rev() {
            let value = remainder << 32 | u64::from(*limb);
            *limb = (value / u64::from(divisor)) as u32;
            remainder = value % u64::from(divisor);
        }
        remainder as u32
    }

    fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }

    /// `getActiveBits`.
    fn bits(&self) -> u64 {
        match self.0.iter().rposition(|&l| l != 0) {
            Some(i) => 32 * i as u64 + u64::from(32 - self.0[i].leading_zeros()),
            None => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frequencies_print_as_llvm_prints_them() {
        // From llvm-objdump 19 on llc's maps of control_flow.ll.
        assert_eq!(relative_frequency(23456248059221, 23456248059221), "1.0");
        assert_eq!(relative_frequency(23456248059221, 11728124029610), "0.5");
        assert_eq!(relative_frequency(23456248059221, 1466015503701), "0.0625");
        assert_eq!(relative_frequency(5, 0), "0");
        assert_eq!(relative_frequency(0, 5), "<invalid BFI>");
        assert_eq!(relative_frequency(3, 1), "0.3333333333");
        assert_eq!(relative_frequency(1, 3), "3.0");
        // Too small for ScaledNumber's digits: APFloat's scientific notation, or not.
        assert_eq!(relative_frequency(u64::MAX, 1), "5.421010862E-20");
        assert_eq!(
            relative_frequency(u64::MAX, 0x1_2345_6789),
            "0.0000000002649095323"
        );
        assert_eq!(relative_frequency(1 << 63, 1), "0.0000000000000000001");
        assert_eq!(relative_frequency(1_000_000_000_000_000_000, 7), "7.0E-18");
        assert_eq!(
            relative_frequency(1_000_000_000_000_000_000, 999),
            "0.000000000000000999"
        );
        assert_eq!(relative_frequency(7, 5), "0.7142857143");
    }

    #[test]
    fn probabilities_print_as_llvm_prints_them() {
        assert_eq!(probability(0x4000_0000), "0x40000000 / 0x80000000 = 50.00%");
        assert_eq!(
            probability(0x8000_0000),
            "0x80000000 / 0x80000000 = 100.00%"
        );
        assert_eq!(probability(u32::MAX), "?%");
    }
}
