//! `hwreg(...)`: the hardware register, bit offset and bit count of `s_getreg_b32`,
//! `s_setreg_b32` and `s_setreg_imm32_b32`.

use super::{DecodeCx, EncodeCx, Operand, Printer};
use crate::{Generation, OperandError};
use core::fmt;

/// LLVM's name of hardware register `id` on `gen`, if it has one.
pub const fn hwreg_name(gen: Generation, id: u8) -> Option<&'static str> {
    let gfx9 = gen.at_least(Generation::Gfx9);
    Some(match id {
        1 => "HW_REG_MODE",
        2 => "HW_REG_STATUS",
        3 => "HW_REG_TRAPSTS",
        4 => "HW_REG_HW_ID",
        5 => "HW_REG_GPR_ALLOC",
        6 => "HW_REG_LDS_ALLOC",
        7 => "HW_REG_IB_STS",
        15 if gfx9 => "HW_REG_SH_MEM_BASES",
        16 if gfx9 => "HW_REG_TBA_LO",
        17 if gfx9 => "HW_REG_TBA_HI",
        18 if gfx9 => "HW_REG_TMA_LO",
        19 if gfx9 => "HW_REG_TMA_HI",
        _ => return None,
    })
}

/// `hwreg(id, offset, size)`: bits `offset .. offset+size` of hardware register `id`.
/// Field layout: id `[5:0]`, offset `[10:6]`, size-1 `[15:11]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HwReg {
    id: u8,
    offset: u8,
    size: u8,
}

impl HwReg {
    /// `hwreg(id, offset, size)`; `id` < 64, `offset` < 32, `size` in 1..=32.
    pub const fn new(id: u8, offset: u8, size: u8) -> Result<Self, OperandError> {
        if id > 63 {
            return Err(OperandError::invalid("hwreg id is at most 63", id as i64));
        }
        if offset > 31 {
            return Err(OperandError::invalid(
                "hwreg offset is at most 31",
                offset as i64,
            ));
        }
        if size == 0 || size > 32 {
            return Err(OperandError::invalid("hwreg size is 1..=32", size as i64));
        }
        Ok(HwReg { id, offset, size })
    }

    #[doc(hidden)]
    pub const fn new_const(id: u8, offset: u8, size: u8) -> Self {
        match Self::new(id, offset, size) {
            Ok(h) => h,
            Err(_) => panic!("hwreg id, offset or size out of range"),
        }
    }

    /// The whole register `id`.
    pub const fn whole(id: u8) -> Result<Self, OperandError> {
        Self::new(id, 0, 32)
    }

    /// The register id.
    pub const fn id(self) -> u8 {
        self.id
    }

    /// The first bit.
    pub const fn offset(self) -> u8 {
        self.offset
    }

    /// The number of bits.
    pub const fn size(self) -> u8 {
        self.size
    }

    /// The 16-bit field value.
    pub const fn to_field(self) -> u32 {
        self.id as u32 | (self.offset as u32) << 6 | (self.size as u32 - 1) << 11
    }

    /// The fields of a 16-bit value.
    pub const fn from_field(raw: u32) -> Self {
        HwReg {
            id: (raw & 63) as u8,
            offset: ((raw >> 6) & 31) as u8,
            size: ((raw >> 11) & 31) as u8 + 1,
        }
    }
}

impl Operand<1> for HwReg {
    fn decode([raw]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if raw > 0xffff {
            return Err(OperandError::invalid(
                "hwreg field beyond 16 bits",
                raw as i64,
            ));
        }
        Ok(Self::from_field(raw))
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Self::new(self.id, self.offset, self.size)?;
        Ok([self.to_field()])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let gen = p.gen;
        let f = p.operand()?;
        f.write_str("hwreg(")?;
        match hwreg_name(gen, self.id) {
            Some(name) => f.write_str(name)?,
            None => f.push_dec(self.id.into())?,
        }
        if self.offset != 0 || self.size != 32 {
            f.push_str(", ")?;
            f.push_dec(self.offset.into())?;
            f.push_str(", ")?;
            f.push_dec(self.size.into())?;
        }
        f.write_str(")")
    }
}
