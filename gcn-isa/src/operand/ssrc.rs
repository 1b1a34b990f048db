//! Scalar source operands: the 8-bit `SSRC` code space shared by SOP1/SOP2/SOPC (and,
//! without literals, MTBUF/MUBUF `SOFFSET`): registers, inline constants, the read-only
//! `src_*` values, and a 32-bit literal.

use super::{DecodeCx, EncodeCx, Operand, Printer, RegName, SReg, Text};
use crate::{Generation, OperandError};
use core::fmt;

const LITERAL_CODE: u32 = 255;

/// A floating-point inline constant (codes 240..=248).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InlineFloat {
    /// `0.5`
    Half,
    /// `-0.5`
    NegHalf,
    /// `1.0`
    One,
    /// `-1.0`
    NegOne,
    /// `2.0`
    Two,
    /// `-2.0`
    NegTwo,
    /// `4.0`
    Four,
    /// `-4.0`
    NegFour,
    /// `1/(2π)`, gfx8 and later.
    InvTwoPi,
}

impl InlineFloat {
    /// The constant with operand code `code` (240..=248).
    pub const fn from_code(code: u32) -> Option<Self> {
        Some(match code {
            240 => InlineFloat::Half,
            241 => InlineFloat::NegHalf,
            242 => InlineFloat::One,
            243 => InlineFloat::NegOne,
            244 => InlineFloat::Two,
            245 => InlineFloat::NegTwo,
            246 => InlineFloat::Four,
            247 => InlineFloat::NegFour,
            248 => InlineFloat::InvTwoPi,
            _ => return None,
        })
    }

    /// The operand code.
    pub const fn code(self) -> u32 {
        240 + self as u32
    }

    /// Whether `gen` has this constant (1/(2π) arrived with gfx8).
    pub const fn exists_on(self, gen: Generation) -> bool {
        !matches!(self, InlineFloat::InvTwoPi)
            || !matches!(gen, Generation::Gfx6 | Generation::Gfx7)
    }

    /// The IEEE single-precision bits: what a 32-bit operand reads.
    pub const fn f32_bits(self) -> u32 {
        match self {
            InlineFloat::Half => 0x3f00_0000,
            InlineFloat::NegHalf => 0xbf00_0000,
            InlineFloat::One => 0x3f80_0000,
            InlineFloat::NegOne => 0xbf80_0000,
            InlineFloat::Two => 0x4000_0000,
            InlineFloat::NegTwo => 0xc000_0000,
            InlineFloat::Four => 0x4080_0000,
            InlineFloat::NegFour => 0xc080_0000,
            InlineFloat::InvTwoPi => 0x3e22_f983,
        }
    }

    /// LLVM's spelling in a 32-bit (`wide == false`) or 64-bit operand.
    pub const fn text(self, wide: bool) -> &'static str {
        match self {
            InlineFloat::Half => "0.5",
            InlineFloat::NegHalf => "-0.5",
            InlineFloat::One => "1.0",
            InlineFloat::NegOne => "-1.0",
            InlineFloat::Two => "2.0",
            InlineFloat::NegTwo => "-2.0",
            InlineFloat::Four => "4.0",
            InlineFloat::NegFour => "-4.0",
            InlineFloat::InvTwoPi if wide => "0.15915494309189532",
            InlineFloat::InvTwoPi => "0.15915494",
        }
    }

    pub(crate) fn from_f32_bits(gen: Generation, bits: u32) -> Option<Self> {
        let f = match bits {
            0x3f00_0000 => InlineFloat::Half,
            0xbf00_0000 => InlineFloat::NegHalf,
            0x3f80_0000 => InlineFloat::One,
            0xbf80_0000 => InlineFloat::NegOne,
            0x4000_0000 => InlineFloat::Two,
            0xc000_0000 => InlineFloat::NegTwo,
            0x4080_0000 => InlineFloat::Four,
            0xc080_0000 => InlineFloat::NegFour,
            0x3e22_f983 => InlineFloat::InvTwoPi,
            _ => return None,
        };
        f.exists_on(gen).then_some(f)
    }
}

/// A read-only value register of the source code space (never a destination).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SrcValue {
    /// `src_shared_base` (235), gfx8 and later in LLVM's disassembler.
    SharedBase,
    /// `src_shared_limit` (236)
    SharedLimit,
    /// `src_private_base` (237)
    PrivateBase,
    /// `src_private_limit` (238)
    PrivateLimit,
    /// `src_pops_exiting_wave_id` (239)
    PopsExitingWaveId,
    /// `src_vccz` (251)
    Vccz,
    /// `src_execz` (252)
    Execz,
    /// `src_scc` (253)
    Scc,
    /// `src_lds_direct` (254): 32-bit operands only, and outside every scalar register
    /// class, so LLVM flags it.
    LdsDirect,
}

impl SrcValue {
    /// The operand code.
    pub const fn code(self) -> u32 {
        match self {
            SrcValue::SharedBase => 235,
            SrcValue::SharedLimit => 236,
            SrcValue::PrivateBase => 237,
            SrcValue::PrivateLimit => 238,
            SrcValue::PopsExitingWaveId => 239,
            SrcValue::Vccz => 251,
            SrcValue::Execz => 252,
            SrcValue::Scc => 253,
            SrcValue::LdsDirect => 254,
        }
    }

    /// LLVM's name.
    pub const fn name(self) -> &'static str {
        match self {
            SrcValue::SharedBase => "src_shared_base",
            SrcValue::SharedLimit => "src_shared_limit",
            SrcValue::PrivateBase => "src_private_base",
            SrcValue::PrivateLimit => "src_private_limit",
            SrcValue::PopsExitingWaveId => "src_pops_exiting_wave_id",
            SrcValue::Vccz => "src_vccz",
            SrcValue::Execz => "src_execz",
            SrcValue::Scc => "src_scc",
            SrcValue::LdsDirect => "src_lds_direct",
        }
    }

    /// Whether an operand `width` dwords wide on `gen` can name it.
    pub const fn valid(self, gen: Generation, width: usize) -> bool {
        let old = matches!(gen, Generation::Gfx6 | Generation::Gfx7);
        match self {
            SrcValue::LdsDirect => width == 1,
            SrcValue::Vccz | SrcValue::Execz | SrcValue::Scc => true,
            _ => !old,
        }
    }

    fn from_code(code: u32) -> Option<Self> {
        Some(match code {
            235 => SrcValue::SharedBase,
            236 => SrcValue::SharedLimit,
            237 => SrcValue::PrivateBase,
            238 => SrcValue::PrivateLimit,
            239 => SrcValue::PopsExitingWaveId,
            251 => SrcValue::Vccz,
            252 => SrcValue::Execz,
            253 => SrcValue::Scc,
            254 => SrcValue::LdsDirect,
            _ => return None,
        })
    }
}

/// A scalar source operand `N` dwords wide (1 or 2): what the 8-bit `SSRC0`/`SSRC1`
/// fields encode.
///
/// ```
/// # #[cfg(feature = "gfx9")] {
/// use gcn_isa::gfx9::{Instruction, S_ADD_U32, S_AND_B64};
/// use gcn_isa::operand::{SReg, SSrc, Special};
/// let add = S_ADD_U32.with(
///     SReg::sgpr(1).unwrap(),
///     SSrc::Reg(SReg::Special(Special::M0)),
///     SSrc::Literal(0x1234_5678),
/// );
/// assert_eq!(add.to_string(), "s_add_u32 s1, m0, 0x12345678");
/// assert_eq!(add.encode().unwrap().words(), &[0x8001_ff7c, 0x1234_5678]);
/// // A 64-bit operation takes register pairs and 64-bit sources.
/// let and = S_AND_B64.with(
///     SReg::sgpr(2).unwrap(),
///     SSrc::Reg(SReg::Special(Special::Exec)),
///     SSrc::int(-1).unwrap(),
/// );
/// assert_eq!(Instruction::from(and).to_string(), "s_and_b64 s[2:3], exec, -1");
/// # }
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SSrc<const N: usize> {
    /// An SGPR/TTMP range or special register (codes 0..=127).
    Reg(SReg<N>),
    /// A read-only value (`src_vccz`, `src_shared_base`, …).
    Value(SrcValue),
    /// An inline integer, -16..=64.
    Int(i8),
    /// An inline float.
    Float(InlineFloat),
    /// A 32-bit literal dword following the instruction. A 64-bit operand reads it
    /// zero-extended. Kept apart from the inline forms so that a decoded literal equal to
    /// an inline constant re-encodes to the same words.
    Literal(u32),
}

impl<const N: usize> SSrc<N> {
    /// An inline integer, or an error outside -16..=64.
    pub const fn int(value: i32) -> Result<Self, OperandError> {
        if value < -16 || value > 64 {
            return Err(OperandError::invalid(
                "not an inline integer (-16..=64)",
                value as i64,
            ));
        }
        Ok(SSrc::Int(value as i8))
    }

    /// The shortest form of a 32-bit value: an inline constant where one reads the same
    /// value on `gen`, else a literal.
    pub fn value(gen: Generation, value: u32) -> Self {
        let wide = N == 2;
        let signed = value as i32;
        if (-16..=64).contains(&signed) && !(wide && signed < 0) {
            return SSrc::Int(signed as i8);
        }
        if !wide {
            if let Some(f) = InlineFloat::from_f32_bits(gen, value) {
                return SSrc::Float(f);
            }
        }
        SSrc::Literal(value)
    }

    /// Decodes the source code held by raw field `field`.
    pub(crate) fn decode_code(
        code: u32,
        field: usize,
        cx: &mut DecodeCx<'_>,
        literal: bool,
    ) -> Result<Self, OperandError> {
        match code {
            0..=127 => Ok(SSrc::Reg(SReg::decode_in(cx, field, code)?)),
            128..=192 => Ok(SSrc::Int((code - 128) as i8)),
            193..=208 => Ok(SSrc::Int((192 - code as i32) as i8)),
            240..=248 => {
                let f = InlineFloat::from_code(code)
                    .ok_or(OperandError::invalid("not an inline float", code as i64))?;
                if !f.exists_on(cx.gen) {
                    return Err(OperandError::invalid(
                        "1/(2*pi) is inline only from gfx8",
                        code as i64,
                    ));
                }
                Ok(SSrc::Float(f))
            }
            LITERAL_CODE if literal => Ok(SSrc::Literal(cx.literal()?)),
            _ => match SrcValue::from_code(code) {
                Some(v) if v.valid(cx.gen, N) => Ok(SSrc::Value(v)),
                _ => Err(OperandError::invalid(
                    "not a scalar source code here",
                    code as i64,
                )),
            },
        }
    }

    pub(crate) fn encode_code(
        &self,
        cx: &mut EncodeCx,
        literal: bool,
    ) -> Result<u32, OperandError> {
        match *self {
            SSrc::Reg(r) => r.encode_in(cx),
            SSrc::Value(v) if v.valid(cx.gen, N) => Ok(v.code()),
            SSrc::Value(SrcValue::LdsDirect) => Err(OperandError::unsupported(
                "src_lds_direct is a 32-bit source only",
            )),
            SSrc::Value(_) => Err(OperandError::unsupported(
                "src_shared_base/limit, src_private_base/limit and src_pops_exiting_wave_id \
                 are sources only from gfx8",
            )),
            SSrc::Int(v @ 0..=64) => Ok(128 + v as u32),
            SSrc::Int(v @ -16..=-1) => Ok((192 - v as i32) as u32),
            SSrc::Int(v) => Err(OperandError::invalid(
                "not an inline integer (-16..=64)",
                v as i64,
            )),
            SSrc::Float(f) if f.exists_on(cx.gen) => Ok(f.code()),
            SSrc::Float(f) => Err(OperandError::invalid(
                "1/(2*pi) is inline only from gfx8",
                f.code() as i64,
            )),
            SSrc::Literal(v) if literal => {
                cx.set_literal(v)?;
                Ok(LITERAL_CODE)
            }
            SSrc::Literal(v) => Err(OperandError::invalid(
                "this operand takes no literal",
                v as i64,
            )),
        }
    }

    /// Prints the immediate forms as LLVM prints a 32-bit immediate.
    pub(crate) fn fmt_imm32(f: &mut Text<'_, '_>, gen: Generation, value: u32) -> fmt::Result {
        let signed = value as i32;
        if (-16..=64).contains(&signed) {
            return super::write_signed(f, signed as i64);
        }
        match InlineFloat::from_f32_bits(gen, value) {
            Some(fl) => f.write_str(fl.text(false)),
            None => super::write_hex(f, value as u64),
        }
    }

    /// The 32-bit immediate an immediate form stands for (LLVM's view of it when it
    /// prints one in a register-only operand).
    fn imm32(&self) -> Option<u32> {
        match *self {
            SSrc::Int(v) => Some(v as i32 as u32),
            SSrc::Float(fl) => Some(fl.f32_bits()),
            SSrc::Literal(v) => Some(v),
            _ => None,
        }
    }

    fn fmt_gen(&self, f: &mut Text<'_, '_>, gen: Generation) -> fmt::Result {
        let wide = N == 2;
        match *self {
            SSrc::Reg(r) => r.write(f),
            SSrc::Value(v) => {
                f.write_str(v.name())?;
                if v == SrcValue::LdsDirect {
                    f.write_str("/*Invalid register, operand has 'SReg_32' register class*/")?;
                }
                Ok(())
            }
            SSrc::Int(v) => super::write_signed(f, v as i64),
            SSrc::Float(fl) => f.write_str(fl.text(wide)),
            // A 64-bit operand reads the literal zero-extended: only 0..=64 is inline.
            SSrc::Literal(v) if wide => super::write_unsigned_imm(f, v as u64),
            SSrc::Literal(v) => Self::fmt_imm32(f, gen, v),
        }
    }
}

impl<const N: usize> From<SReg<N>> for SSrc<N> {
    fn from(r: SReg<N>) -> Self {
        SSrc::Reg(r)
    }
}

impl<const N: usize> Operand<1> for SSrc<N> {
    fn decode([code]: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Self::decode_code(code, 0, cx, true)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.encode_code(cx, true)?])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let gen = p.gen;
        self.fmt_gen(p.operand()?, gen)
    }
    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        if let SSrc::Reg(r) = self {
            f(r.name())
        }
    }
}

/// A register operand (`SReg_32`/`SReg_64` in LLVM) encoded in an `SSRC` field. The field
/// can still hold an inline constant or a literal; LLVM decodes those and flags them
/// `/*Invalid immediate*/`, so they are kept and printed the same way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RegSrc<const N: usize>(pub SSrc<N>);

impl<const N: usize> From<SReg<N>> for RegSrc<N> {
    fn from(r: SReg<N>) -> Self {
        RegSrc(SSrc::Reg(r))
    }
}

impl<const N: usize> Operand<1> for RegSrc<N> {
    fn decode(raw: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        SSrc::decode(raw, cx).map(RegSrc)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        self.0.encode(cx)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        self.0.registers(f)
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let gen = p.gen;
        let f = p.operand()?;
        match self.0.imm32() {
            Some(v) => {
                SSrc::<1>::fmt_imm32(f, gen, v)?;
                f.write_str("/*Invalid immediate*/")
            }
            None => self.0.fmt_gen(f, gen),
        }
    }
}

/// A buffer instruction's `SOFFSET`: a 32-bit scalar source without a literal (the
/// instruction has no room for one).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SOffset(pub SSrc<1>);

impl SOffset {
    /// A register offset.
    pub const fn reg(r: SReg<1>) -> Self {
        SOffset(SSrc::Reg(r))
    }

    /// An inline-integer offset, -16..=64.
    pub const fn int(value: i32) -> Result<Self, OperandError> {
        match SSrc::int(value) {
            Ok(s) => Ok(SOffset(s)),
            Err(e) => Err(e),
        }
    }
}

impl Operand<1> for SOffset {
    fn decode([code]: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        SSrc::decode_code(code, 0, cx, false).map(SOffset)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.0.encode_code(cx, false)?])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        self.0.display(p)
    }
    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        self.0.registers(f)
    }
}

/// The 32-bit literal of `s_setreg_imm32_b32`: always present, bound to no field, printed
/// as LLVM prints a 32-bit immediate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Literal32(pub u32);

impl Operand<0> for Literal32 {
    fn decode(_: [u32; 0], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        cx.literal().map(Literal32)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 0], OperandError> {
        cx.set_literal(self.0)?;
        Ok([])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let gen = p.gen;
        SSrc::<1>::fmt_imm32(p.operand()?, gen, self.0)
    }
}
