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
#[doc(hidden)]
#[inline]
pub fn place(value: u32, lo: u32, width: u32, shift: u32) -> Result<u64, OperandError> {
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
            Err(OperandError::invalid(
                "this form does not exist on this generation",
                value as i64,
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

/// The common end of every instruction's `encode`: `ignored_bits` may not touch the bits
/// that identify the instruction, and are XORed into the canonical word.
#[doc(hidden)]
#[inline]
pub fn finish_encode(
    mnemonic: &'static str,
    ignored_bits: u64,
    protected: u64,
    fixed_words: usize,
    canonical: Result<(u64, Option<u32>), crate::EncodeError>,
) -> Result<Encoded, crate::EncodeError> {
    if ignored_bits & protected != 0 {
        return Err(crate::EncodeError::IgnoredBitsOverlapOpcode {
            mnemonic,
            bits: ignored_bits & protected,
        });
    }
    let (w, literal) = canonical?;
    Ok(Encoded::new(w ^ ignored_bits, fixed_words, literal))
}
