//! Scalar source operands: registers, inline constants and (where allowed) literals.

use super::{DecodeCx, EncodeCx, Operand, Printer, SReg};
use crate::OperandError;
use core::fmt;

/// A buffer instruction's `SOFFSET`: a 32-bit scalar register or an inline integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SOffset {
    /// A scalar register.
    Reg(SReg<1>),
    /// An inline integer constant, -16..=64.
    Int(i8),
}

impl Operand<1> for SOffset {
    fn decode([code]: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        match code {
            0..=127 => Ok(SOffset::Reg(SReg::from_code(cx.gen, code)?)),
            128..=192 => Ok(SOffset::Int((code - 128) as i8)),
            193..=208 => Ok(SOffset::Int((192 - code as i32) as i8)),
            _ => Err(OperandError::invalid("not a valid SOFFSET", code as i64)),
        }
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        match *self {
            SOffset::Reg(r) => Ok([r.code(cx.gen)?]),
            SOffset::Int(v @ 0..=64) => Ok([128 + v as u32]),
            SOffset::Int(v @ -16..=-1) => Ok([(192 - v as i32) as u32]),
            SOffset::Int(v) => Err(OperandError::invalid("not an inline constant", v as i64)),
        }
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let f = p.operand()?;
        match *self {
            SOffset::Reg(r) => write!(f, "{r}"),
            SOffset::Int(v) => write!(f, "{v}"),
        }
    }
}
