//! Bounded immediates: a value that fits its field by construction.

use crate::OperandError;
use core::fmt;

/// An unsigned immediate of at most `BITS` bits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Imm<const BITS: u32>(u32);

impl<const BITS: u32> Imm<BITS> {
    /// The largest value.
    pub const MAX: u32 = if BITS >= 32 {
        u32::MAX
    } else {
        (1 << BITS) - 1
    };

    /// `value`, or an error if it needs more than `BITS` bits.
    pub const fn new(value: u32) -> Result<Self, OperandError> {
        if value > Self::MAX {
            return Err(OperandError::invalid("immediate too wide", value as i64));
        }
        Ok(Imm(value))
    }

    #[doc(hidden)]
    pub const fn new_const(value: u32) -> Self {
        match Self::new(value) {
            Ok(v) => v,
            Err(_) => panic!("immediate does not fit its field"),
        }
    }

    /// The value.
    pub const fn get(self) -> u32 {
        self.0
    }
}

impl<const BITS: u32> fmt::Display for Imm<BITS> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

/// A signed immediate of at most `BITS` bits (two's complement in its field).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SImm<const BITS: u32>(i32);

impl<const BITS: u32> SImm<BITS> {
    /// The smallest value.
    pub const MIN: i32 = -(1 << (BITS - 1));
    /// The largest value.
    pub const MAX: i32 = (1 << (BITS - 1)) - 1;

    /// `value`, or an error if it does not fit `BITS` signed bits.
    pub const fn new(value: i32) -> Result<Self, OperandError> {
        if value < Self::MIN || value > Self::MAX {
            return Err(OperandError::invalid(
                "signed immediate too wide",
                value as i64,
            ));
        }
        Ok(SImm(value))
    }

    #[doc(hidden)]
    pub const fn new_const(value: i32) -> Self {
        match Self::new(value) {
            Ok(v) => v,
            Err(_) => panic!("signed immediate does not fit its field"),
        }
    }

    /// Sign-extends the low `BITS` bits of a raw field.
    pub const fn from_field(raw: u32) -> Self {
        let shift = 32 - BITS;
        SImm(((raw << shift) as i32) >> shift)
    }

    /// The field bits.
    pub const fn to_field(self) -> u32 {
        (self.0 as u32) & (u32::MAX >> (32 - BITS))
    }

    /// The value.
    pub const fn get(self) -> i32 {
        self.0
    }
}

/// A plain unsigned immediate as a positional operand, printed as LLVM prints generic
/// immediates: decimal up to 64 (the inline-constant range), hex above.
impl<const BITS: u32> super::Operand<1> for Imm<BITS> {
    fn decode([raw]: [u32; 1], _: &mut super::DecodeCx<'_>) -> Result<Self, OperandError> {
        Imm::new(raw)
    }
    fn encode(&self, _: &mut super::EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.0])
    }
    fn display(&self, p: &mut super::Printer<'_, '_>) -> fmt::Result {
        super::write_unsigned_imm(p.operand()?, self.0 as u64)
    }
}
