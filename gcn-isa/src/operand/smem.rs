//! Scalar-memory offsets: SMRD (gfx6/7) and SMEM (gfx8+).

use super::{write_hex, DecodeCx, EncodeCx, Imm, Operand, Printer, SImm, SReg, SSrc, Text};
use crate::{Generation, OperandError};
use core::fmt;

/// The offset of an SMRD load: fields `IMM` and `OFFSET`, and on gfx7 a literal dword.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SmrdOffset {
    /// `IMM=1`: a dword offset.
    Imm(Imm<8>),
    /// `IMM=0`: a scalar source holding a byte offset (a register, or any other 8-bit
    /// source code LLVM decodes there: inline constants, `src_vccz`, …).
    Src(SSrc<1>),
    /// `IMM=0, OFFSET=0xff` (gfx7): a 32-bit dword offset in the following literal.
    Literal(u32),
}

const SMRD_LITERAL_CODE: u32 = 0xff;

impl Operand<2> for SmrdOffset {
    fn decode([imm, offset]: [u32; 2], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if imm != 0 {
            return Ok(SmrdOffset::Imm(Imm::new(offset)?));
        }
        if offset == SMRD_LITERAL_CODE && cx.gen == Generation::Gfx7 {
            return Ok(SmrdOffset::Literal(cx.literal()?));
        }
        Ok(SmrdOffset::Src(SSrc::decode_code(offset, 1, cx, false)?))
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        match *self {
            SmrdOffset::Imm(v) => Ok([1, v.get()]),
            SmrdOffset::Src(src) => Ok([0, src.encode_code(cx, false)?]),
            SmrdOffset::Literal(v) => {
                if cx.gen != Generation::Gfx7 {
                    return Err(OperandError::invalid(
                        "32-bit literal offsets exist only on gfx7",
                        v as i64,
                    ));
                }
                cx.set_literal(v)?;
                Ok([0, SMRD_LITERAL_CODE])
            }
        }
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        match *self {
            SmrdOffset::Imm(v) => write_hex(p.operand()?, v.get() as u64),
            SmrdOffset::Src(src) => src.display(p),
            SmrdOffset::Literal(v) => write_hex(p.operand()?, v as u64),
        }
    }

    fn registers(&self, f: &mut dyn FnMut(super::RegName)) {
        if let SmrdOffset::Src(s) = self {
            s.registers(f)
        }
    }
}

/// The offset of an SMEM instruction: fields `IMM`, `SOE`, `OFFSET` and `SOFFSET`
/// (gfx8 has no `SOE`/`SOFFSET` and a 20-bit unsigned offset; gfx9 a 21-bit signed one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SmemOffset {
    /// `IMM=1`: a byte offset; gfx8 takes 0..=0xfffff, gfx9 -0x100000..=0xfffff.
    Imm(i32),
    /// `IMM=0`: a register from the `OFFSET` field.
    Sgpr(SReg<1>),
    /// `SOE=1, IMM=0` (gfx9): a register from the `SOFFSET` field.
    Soffset(SReg<1>),
    /// `SOE=1, IMM=1` (gfx9): a register from `SOFFSET` plus an immediate byte offset.
    SoffsetImm(SReg<1>, i32),
}

fn smem_imm_from_field(gen: Generation, raw: u32) -> i32 {
    if !gen.at_least(Generation::Gfx9) {
        (raw & 0xf_ffff) as i32
    } else {
        SImm::<21>::from_field(raw).get()
    }
}

fn smem_imm_to_field(gen: Generation, value: i32) -> Result<u32, OperandError> {
    if !gen.at_least(Generation::Gfx9) {
        u32::try_from(value)
            .ok()
            .and_then(|v| Imm::<20>::new(v).ok())
            .map(Imm::get)
            .ok_or(OperandError::invalid(
                "gfx8 SMEM offsets are 20-bit unsigned",
                value as i64,
            ))
    } else {
        SImm::<21>::new(value).map(SImm::to_field)
    }
}

impl Operand<4> for SmemOffset {
    fn decode(
        [imm, soe, offset, soffset]: [u32; 4],
        cx: &mut DecodeCx<'_>,
    ) -> Result<Self, OperandError> {
        const OFFSET: usize = 2;
        const SOFFSET: usize = 3;
        // The fields a form does not use are ignored by the hardware and LLVM alike.
        if soe == 0 {
            cx.ignore(SOFFSET, soffset);
        }
        match (soe != 0, imm != 0) {
            (false, false) => cx.ignore(OFFSET, offset & !0x7f),
            (true, false) => cx.ignore(OFFSET, offset),
            _ => {}
        }
        Ok(match (soe != 0, imm != 0) {
            (false, true) => SmemOffset::Imm(smem_imm_from_field(cx.gen, offset)),
            (false, false) => SmemOffset::Sgpr(SReg::from_code(cx.gen, offset & 0x7f)?),
            (true, false) => SmemOffset::Soffset(SReg::from_code(cx.gen, soffset)?),
            (true, true) => SmemOffset::SoffsetImm(
                SReg::from_code(cx.gen, soffset)?,
                smem_imm_from_field(cx.gen, offset),
            ),
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 4], OperandError> {
        let gen = cx.gen;
        Ok(match *self {
            SmemOffset::Imm(v) => [1, 0, smem_imm_to_field(gen, v)?, 0],
            SmemOffset::Sgpr(r) => [0, 0, r.encode_in(cx)?, 0],
            SmemOffset::Soffset(r) => [0, 1, 0, r.encode_in(cx)?],
            SmemOffset::SoffsetImm(r, v) => [1, 1, smem_imm_to_field(gen, v)?, r.encode_in(cx)?],
        })
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let f = p.operand()?;
        match *self {
            SmemOffset::Imm(v) => write_signed_hex(f, v),
            SmemOffset::Sgpr(r) | SmemOffset::Soffset(r) | SmemOffset::SoffsetImm(r, _) => {
                r.write(f)
            }
        }
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        if let SmemOffset::SoffsetImm(_, v) = *self {
            let f = p.modifier()?;
            f.write_str("offset:")?;
            write_signed_hex(f, v)?;
        }
        Ok(())
    }

    fn registers(&self, f: &mut dyn FnMut(super::RegName)) {
        match self {
            SmemOffset::Imm(_) => {}
            SmemOffset::Sgpr(r) | SmemOffset::Soffset(r) | SmemOffset::SoffsetImm(r, _) => {
                f(r.name())
            }
        }
    }
}

/// LLVM's `formatHex` of a signed value: `-0x10` for negatives.
fn write_signed_hex(f: &mut Text<'_, '_>, v: i32) -> fmt::Result {
    if v < 0 {
        f.write_str("-")?;
        write_hex(f, (v as i64).unsigned_abs())
    } else {
        write_hex(f, v as u64)
    }
}
