//! LDS/GDS operands (DS): the 16-bit offset, the two 8-bit offsets of the two-address
//! forms, `ds_swizzle_b32`'s pattern, and a bit an instruction exists only with.

use super::{DecodeCx, EncodeCx, Operand, Printer};
use crate::OperandError;
use core::fmt;

/// A DS instruction's byte offset (`OFFSET1:OFFSET0`), printed `offset:N` when not zero.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DsOffset(pub u16);

impl DsOffset {
    /// No offset.
    pub const ZERO: DsOffset = DsOffset(0);
}

impl Operand<2> for DsOffset {
    fn decode([lo, hi]: [u32; 2], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(DsOffset((lo | hi << 8) as u16))
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        Ok([self.0 as u32 & 0xff, self.0 as u32 >> 8])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        p.offset_modifier(self.0 as i64)
    }
}

/// The two offsets of a two-address DS instruction (`ds_read2_b32`, `ds_write2st64_b64`),
/// in elements (or 64-element strides for `st64`), each printed when not zero.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DsOffsets {
    /// The first address's offset.
    pub offset0: u8,
    /// The second address's offset.
    pub offset1: u8,
}

impl DsOffsets {
    /// Both offsets zero.
    pub const ZERO: DsOffsets = DsOffsets {
        offset0: 0,
        offset1: 0,
    };
}

impl Operand<2> for DsOffsets {
    fn decode([offset0, offset1]: [u32; 2], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(DsOffsets {
            offset0: offset0 as u8,
            offset1: offset1 as u8,
        })
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        Ok([self.offset0 as u32, self.offset1 as u32])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        for (name, value) in [("offset0:", self.offset0), ("offset1:", self.offset1)] {
            if value != 0 {
                let f = p.modifier()?;
                f.push_str(name)?;
                f.push_dec(value as u64)?;
            }
        }
        Ok(())
    }
}

/// `ds_swizzle_b32`'s pattern (its 16-bit offset), printed as LLVM prints it: nothing for
/// 0, `swizzle(QUAD_PERM,…)`, `swizzle(SWAP,…)`, `swizzle(REVERSE,…)`,
/// `swizzle(BROADCAST,…)` or `swizzle(BITMASK_PERM,"…")` for the patterns those name, and
/// the plain number for the rest.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Swizzle(pub u16);

impl Swizzle {
    /// No swizzle (offset 0).
    pub const NONE: Swizzle = Swizzle(0);
}

impl Operand<2> for Swizzle {
    fn decode([lo, hi]: [u32; 2], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(Swizzle((lo | hi << 8) as u16))
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        Ok([self.0 as u32 & 0xff, self.0 as u32 >> 8])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let imm = self.0;
        if imm == 0 {
            return Ok(());
        }
        let f = p.modifier()?;
        f.push_str("offset:")?;
        if imm & 0xff00 == 0x8000 {
            f.push_str("swizzle(QUAD_PERM")?;
            for lane in 0..4 {
                f.push_str(",")?;
                f.push_dec((imm >> (2 * lane) & 3) as u64)?;
            }
            return f.push_str(")");
        }
        if imm & 0x8000 != 0 {
            return f.push_dec(imm as u64);
        }
        let (and, or, xor) = (imm & 0x1f, imm >> 5 & 0x1f, imm >> 10 & 0x1f);
        let group = 0x1f - and + 1;
        if and == 0x1f && or == 0 && xor.count_ones() == 1 {
            f.push_str("swizzle(SWAP,")?;
            f.push_dec(xor as u64)?;
        } else if and == 0x1f && or == 0 && xor > 0 && (xor + 1).is_power_of_two() {
            f.push_str("swizzle(REVERSE,")?;
            f.push_dec(xor as u64 + 1)?;
        } else if group > 1 && group.is_power_of_two() && or < group && xor == 0 {
            f.push_str("swizzle(BROADCAST,")?;
            f.push_dec(group as u64)?;
            f.push_str(",")?;
            f.push_dec(or as u64)?;
        } else {
            // Per lane-id bit, highest first: what a lane whose bit is 0, and one whose
            // bit is 1, read from: 0, 1, the bit itself (p) or its inverse (i).
            let probe0 = or ^ xor;
            let probe1 = (and | or) ^ xor;
            f.push_str("swizzle(BITMASK_PERM,\"")?;
            for bit in (0..5).rev() {
                let (p0, p1) = (probe0 >> bit & 1, probe1 >> bit & 1);
                f.push_str(match (p0, p1) {
                    (0, 0) => "0",
                    (1, 1) => "1",
                    (0, _) => "p",
                    _ => "i",
                })?;
            }
            f.push_str("\"")?;
        }
        f.push_str(")")
    }
}

/// A one-bit field an instruction exists only with set (`gds` of `ds_gws_*` and
/// `ds_ordered_count`): printed as its name, never cleared.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Set;

impl Operand<1> for Set {
    fn decode([bit]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if bit == 0 {
            return Err(OperandError::invalid(
                "the instruction exists only with this bit set",
                0,
            ));
        }
        Ok(Set)
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([1])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }
}
