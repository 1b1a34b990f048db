//! Branch targets of SOPP branches, `s_call_b64` and `s_cbranch_i_fork`.

use super::{DecodeCx, EncodeCx, Operand, Printer};
use crate::OperandError;
use core::fmt;

/// A signed branch offset in dwords, relative to the instruction after the branch.
///
/// LLVM's disassembler prints the raw 16-bit field as an unsigned decimal (`-1` prints as
/// `65535`), and so does this type.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BranchOffset(i16);

impl BranchOffset {
    /// An offset of `dwords`.
    pub const fn new(dwords: i16) -> Self {
        BranchOffset(dwords)
    }

    /// An offset of `dwords`, or an error outside the signed 16-bit range.
    pub const fn try_new(dwords: i32) -> Result<Self, OperandError> {
        if dwords < i16::MIN as i32 || dwords > i16::MAX as i32 {
            return Err(OperandError::invalid(
                "branch offset beyond 16 signed bits",
                dwords as i64,
            ));
        }
        Ok(BranchOffset(dwords as i16))
    }

    /// The offset in dwords.
    pub const fn dwords(self) -> i16 {
        self.0
    }

    /// The byte address the branch goes to when the branch sits at byte address `pc`.
    pub const fn target(self, pc: u64) -> u64 {
        pc.wrapping_add(4).wrapping_add((self.0 as i64 * 4) as u64)
    }
}

/// The branch target operand of an instruction that has one (SOPP branches, `s_call_b64`,
/// `s_cbranch_i_fork`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Branch {
    /// Which operand holds the target (the index [`operand`](crate::AnyInstruction::operand)
    /// takes): tools that treat "the first operand is the target" specially can tell.
    pub operand: usize,
    /// The offset.
    pub offset: BranchOffset,
}

impl Branch {
    /// The byte address the branch goes to when the instruction sits at byte address `pc`.
    pub const fn target(self, pc: u64) -> u64 {
        self.offset.target(pc)
    }
}

impl Operand<1> for BranchOffset {
    fn decode([raw]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(BranchOffset(raw as u16 as i16))
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.0 as u16 as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        p.operand()?.push_dec(self.0 as u16 as u64)
    }
}
