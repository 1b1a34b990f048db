//! `gpr_idx(...)`: which operands VGPR indexing applies to (`s_set_gpr_idx_on`,
//! `s_set_gpr_idx_mode`).

use super::{DecodeCx, EncodeCx, Operand, Printer};
use crate::OperandError;
use core::fmt;

/// The index-mode bits: bit 0 `SRC0`, 1 `SRC1`, 2 `SRC2`, 3 `DST`. Other bits of the
/// field are kept; with any of them set LLVM prints the whole field in hex.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GprIdxMode(u16);

impl GprIdxMode {
    /// Index `src0`.
    pub const SRC0: GprIdxMode = GprIdxMode(1);
    /// Index `src1`.
    pub const SRC1: GprIdxMode = GprIdxMode(2);
    /// Index `src2`.
    pub const SRC2: GprIdxMode = GprIdxMode(4);
    /// Index the destination.
    pub const DST: GprIdxMode = GprIdxMode(8);

    /// No operand indexed.
    pub const fn empty() -> Self {
        GprIdxMode(0)
    }

    /// Both sets of modes.
    pub const fn union(self, other: GprIdxMode) -> Self {
        GprIdxMode(self.0 | other.0)
    }

    /// The raw field value, reserved bits included.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// A raw field value (reserved bits are allowed: LLVM accepts them).
    pub const fn from_bits(bits: u16) -> Self {
        GprIdxMode(bits)
    }
}

impl Operand<1> for GprIdxMode {
    fn decode([raw]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        match u16::try_from(raw) {
            Ok(v) => Ok(GprIdxMode(v)),
            Err(_) => Err(OperandError::invalid(
                "gpr_idx mode beyond 16 bits",
                raw as i64,
            )),
        }
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.0 as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let f = p.operand()?;
        if self.0 & !0xf != 0 {
            return write!(f, "{:#x}", self.0);
        }
        f.write_str("gpr_idx(")?;
        let mut sep = "";
        for (mode, name) in [
            (Self::SRC0, "SRC0"),
            (Self::SRC1, "SRC1"),
            (Self::SRC2, "SRC2"),
            (Self::DST, "DST"),
        ] {
            if self.0 & mode.0 != 0 {
                write!(f, "{sep}{name}")?;
                sep = ",";
            }
        }
        f.write_str(")")
    }
}
