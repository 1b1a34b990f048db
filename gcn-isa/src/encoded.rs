//! The words an instruction encodes to, held inline: encoding never allocates.

use crate::OperandError;

/// An encoded instruction: one to three dwords (fixed words, then an optional literal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Encoded {
    words: [u32; 3],
    len: u8,
}

impl Encoded {
    #[doc(hidden)]
    pub fn new(w: u64, fixed_words: usize, literal: Option<u32>) -> Self {
        let mut words = [w as u32, (w >> 32) as u32, 0];
        let mut len = fixed_words;
        if let Some(lit) = literal {
            words[len] = lit;
            len += 1;
        }
        Encoded {
            words,
            len: len as u8,
        }
    }

    /// The dwords.
    pub fn words(&self) -> &[u32] {
        &self.words[..self.len as usize]
    }

    /// Number of dwords.
    pub fn len(&self) -> usize {
        self.len as usize
    }

    /// Always false: every instruction has at least one dword.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The little-endian bytes, as they appear in a code object.
    pub fn bytes(&self) -> impl Iterator<Item = u8> + '_ {
        self.words().iter().flat_map(|w| w.to_le_bytes())
    }
}

/// Puts an operand's raw field value into place. `shift` drops low bits the field does not
/// store (they must be zero); a field of `width` 0 is absent on this generation.
#[inline]
pub(crate) fn place(value: u32, lo: u32, width: u32, shift: u32) -> Result<u64, OperandError> {
    if value & ((1 << shift) - 1) != 0 {
        return Err(OperandError::invalid(
            "register is not aligned as this field requires",
            value as i64,
        ));
    }
    let value = value >> shift;
    if width == 0 {
        return if value == 0 {
            Ok(0)
        } else {
            Err(OperandError::unsupported(
                "the value needs a field this generation's encoding lacks",
            ))
        };
    }
    if width < 32 && value >> width != 0 {
        return Err(OperandError::invalid(
            "value too wide for its field",
            value as i64,
        ));
    }
    Ok((value as u64) << lo)
}

/// Bits of a decoded instruction that no operand value expresses: a misaligned register's
/// dropped low bits, reserved fields, anything LLVM ignores. They are kept so that a decoded
/// instruction re-encodes to its exact input, and restored only where they cannot change
/// what an operand means: bits inside an operand's fields come back only while that operand
/// still encodes as it was decoded, so an edited operand encodes exactly as if the
/// instruction had been built from scratch.
///
/// Built instructions have none ([`IgnoredBits::NONE`], the default); decoding is the only
/// source of others. Two values are equal when they hold the same bits.
#[derive(Clone, Copy, Debug)]
pub struct IgnoredBits {
    bits: u64,
    /// The canonical encoding of the operands as decoded; [`NOT_DECODED`] when built.
    canonical: u64,
}

/// No instruction encodes to all ones (every encoding's fixed bits hold a zero), so this
/// marks ignored bits that did not come from decoding.
const NOT_DECODED: u64 = u64::MAX;

impl IgnoredBits {
    /// No ignored bits: what every instruction built by hand has.
    pub const NONE: IgnoredBits = IgnoredBits {
        bits: 0,
        canonical: NOT_DECODED,
    };

    /// The bits (of the instruction's first one or two dwords) that differ from the
    /// canonical encoding of its operands.
    pub const fn bits(&self) -> u64 {
        self.bits
    }

    /// Whether there are none.
    pub const fn is_empty(&self) -> bool {
        self.bits == 0
    }

    #[doc(hidden)]
    pub const fn from_decode(input: u64, bits: u64) -> Self {
        IgnoredBits {
            bits,
            canonical: input ^ bits,
        }
    }

    /// The canonical encoding at decode time, if these bits were decoded for the
    /// instruction whose identifying bits (`protected`) are those of `base`.
    #[doc(hidden)]
    #[inline]
    pub const fn decoded_as(&self, base: u64, protected: u64) -> Option<u64> {
        // NOT_DECODED never matches: `protected` covers fixed bits that are zero in `base`.
        if (self.canonical ^ base) & protected == 0 {
            Some(self.canonical)
        } else {
            None
        }
    }
}

impl Default for IgnoredBits {
    fn default() -> Self {
        IgnoredBits::NONE
    }
}

impl PartialEq for IgnoredBits {
    fn eq(&self, other: &Self) -> bool {
        self.bits == other.bits
    }
}

impl Eq for IgnoredBits {}

impl core::hash::Hash for IgnoredBits {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.bits.hash(state);
    }
}
