//! Vector ALU operands: the 9-bit vector source (VGPRs plus the scalar code space), its
//! VOP3 modifiers, the lane-mask operands (`vcc` and its 64-bit forms), and the modifiers
//! `clamp`/`omod`/`op_sel`.
//!
//! How a constant prints depends on the type the instruction reads (f16, i16, f32, f64,
//! i64): the generated code tells the printer through [`Printer::value`], so one source
//! type serves every instruction.

use super::{write_hex, write_signed, DecodeCx, EncodeCx, InlineFloat, Operand, Printer};
use super::{RegName, SReg, SSrc, SrcValue, Text, VReg};
use crate::{Generation, OperandError};
use core::fmt;

/// The type an instruction reads from a source: it decides how constants print.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ValueType {
    /// Half-precision float.
    F16,
    /// 16-bit integer.
    I16,
    /// 32-bit integer or bits (constants print as for f32).
    #[default]
    B32,
    /// Single-precision float.
    F32,
    /// Double-precision float: a literal is the high dword.
    F64,
    /// 64-bit integer: a literal is zero-extended.
    I64,
    /// 128 bits (VGPR-only operands).
    B128,
    /// Two half-precision floats in one dword: a literal prints as 32-bit hex.
    V2F16,
}

const LITERAL_CODE: u32 = 255;
const SDWA_CODE: u32 = 0xf9;
const DPP_CODE: u32 = 0xfa;

/// A vector ALU source `N` dwords wide: a VGPR range, or anything a scalar source can be
/// (SGPRs, special registers, `src_*` values, inline constants, a literal).
///
/// ```
/// use gcn_isa::operand::{SSrc, VReg, VSrc};
/// let v: VSrc<1> = VReg::new(3).unwrap().into();
/// let c: VSrc<1> = SSrc::Int(-1).into();
/// assert_ne!(v, c);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VSrc<const N: usize> {
    /// A VGPR range (codes 256..=511).
    Vgpr(VReg<N>),
    /// A code of the scalar source space (0..=255).
    Scalar(SSrc<N>),
}

impl<const N: usize> From<VReg<N>> for VSrc<N> {
    fn from(r: VReg<N>) -> Self {
        VSrc::Vgpr(r)
    }
}

impl<const N: usize> From<SSrc<N>> for VSrc<N> {
    fn from(s: SSrc<N>) -> Self {
        VSrc::Scalar(s)
    }
}

impl<const N: usize> From<SReg<N>> for VSrc<N> {
    fn from(r: SReg<N>) -> Self {
        VSrc::Scalar(SSrc::Reg(r))
    }
}

impl<const N: usize> VSrc<N> {
    pub(crate) fn decode_code(code: u32, cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if code >= 256 {
            return VReg::new(code - 256).map(VSrc::Vgpr);
        }
        // The 32-bit forms' SDWA and DPP extensions: another dword of fields follows. A
        // DPP form is an encoding of its own (tried first); reaching here means none.
        match code {
            SDWA_CODE => {
                return Err(OperandError::unsupported(
                    "src0 0xF9 selects the SDWA form, which this instruction does not have",
                ))
            }
            DPP_CODE => {
                return Err(OperandError::unsupported(
                    "src0 0xFA selects the DPP form, which this instruction does not have",
                ))
            }
            _ => {}
        }
        if code == LITERAL_CODE && !cx.literal_ok {
            return Err(OperandError::invalid(
                "a 64-bit (VOP3) instruction takes no literal before gfx10",
                code as i64,
            ));
        }
        SSrc::decode_code(code, 0, cx, true).map(VSrc::Scalar)
    }

    pub(crate) fn encode_code(&self, cx: &mut EncodeCx) -> Result<u32, OperandError> {
        match self {
            VSrc::Vgpr(r) => Ok(256 + r.first()),
            VSrc::Scalar(SSrc::Literal(v)) if !cx.literal_ok => Err(OperandError::invalid(
                "a 64-bit (VOP3) instruction takes no literal before gfx10",
                *v as i64,
            )),
            VSrc::Scalar(s) => s.encode_code(cx, true),
        }
    }

    /// Whether the source is an immediate (inline constant or literal): LLVM writes a
    /// negated immediate as `neg(…)`.
    fn is_immediate(&self) -> bool {
        matches!(
            self,
            VSrc::Scalar(SSrc::Int(_) | SSrc::Float(_) | SSrc::Literal(_))
        )
    }

    pub(crate) fn write(
        &self,
        f: &mut Text<'_, '_>,
        gen: Generation,
        ty: ValueType,
    ) -> fmt::Result {
        match *self {
            VSrc::Vgpr(r) => r.write(f),
            VSrc::Scalar(SSrc::Reg(r)) => r.write(f),
            VSrc::Scalar(SSrc::Value(v)) => f.write_str(v.name()),
            VSrc::Scalar(SSrc::Int(v)) => write_signed(f, v as i64),
            VSrc::Scalar(SSrc::Float(fl)) => write_float(f, fl, ty),
            VSrc::Scalar(SSrc::Literal(v)) => write_literal(f, gen, v, ty),
        }
    }
}

/// The inline float `fl` as LLVM prints it for an operand of type `ty`.
fn write_float(f: &mut Text<'_, '_>, fl: InlineFloat, ty: ValueType) -> fmt::Result {
    match ty {
        ValueType::I16 => write_hex(f, half_bits(fl) as u64),
        ValueType::F64 | ValueType::I64 => f.write_str(fl.text(true)),
        _ => f.write_str(fl.text(false)),
    }
}

/// The IEEE half-precision bits of an inline float.
const fn half_bits(fl: InlineFloat) -> u16 {
    match fl {
        InlineFloat::Half => 0x3800,
        InlineFloat::NegHalf => 0xb800,
        InlineFloat::One => 0x3c00,
        InlineFloat::NegOne => 0xbc00,
        InlineFloat::Two => 0x4000,
        InlineFloat::NegTwo => 0xc000,
        InlineFloat::Four => 0x4400,
        InlineFloat::NegFour => 0xc400,
        InlineFloat::InvTwoPi => 0x3118,
    }
}

fn inline_half(gen: Generation, bits: u16) -> Option<InlineFloat> {
    (240..=248)
        .filter_map(InlineFloat::from_code)
        .find(|fl| half_bits(*fl) == bits && fl.exists_on(gen))
}

/// The high dword of the inline doubles.
fn inline_f64_high(gen: Generation, high: u32) -> Option<InlineFloat> {
    let f = match high {
        0x3fe0_0000 => InlineFloat::Half,
        0xbfe0_0000 => InlineFloat::NegHalf,
        0x3ff0_0000 => InlineFloat::One,
        0xbff0_0000 => InlineFloat::NegOne,
        0x4000_0000 => InlineFloat::Two,
        0xc000_0000 => InlineFloat::NegTwo,
        0x4010_0000 => InlineFloat::Four,
        0xc010_0000 => InlineFloat::NegFour,
        _ => return None,
    };
    f.exists_on(gen).then_some(f)
}

/// A literal dword as LLVM prints it for an operand of type `ty`.
fn write_literal(f: &mut Text<'_, '_>, gen: Generation, v: u32, ty: ValueType) -> fmt::Result {
    let low = v as u16;
    let low_signed = low as i16 as i64;
    match ty {
        ValueType::F16 => {
            if (-16..=64).contains(&low_signed) {
                write_signed(f, low_signed)
            } else if let Some(fl) = inline_half(gen, low) {
                f.write_str(fl.text(false))
            } else {
                write_hex(f, low as u64)
            }
        }
        ValueType::I16 => {
            if (-16..=64).contains(&(v as i32)) {
                write_signed(f, v as i32 as i64)
            } else if let Some(fl) = InlineFloat::from_f32_bits(gen, v) {
                f.write_str(fl.text(false))
            } else {
                write_hex(f, low as u64)
            }
        }
        ValueType::F64 => match inline_f64_high(gen, v) {
            Some(fl) => f.write_str(fl.text(true)),
            None if v == 0 => f.write_str("0"),
            None => write_hex(f, v as u64),
        },
        ValueType::I64 => super::write_unsigned_imm(f, v as u64),
        // LLVM prints a packed-half literal whose value is a 16-bit inline float's bits
        // (high half 0) by the float's name, as it prints that inline constant.
        ValueType::V2F16 if !(-16..=64).contains(&(v as i32)) => {
            match u16::try_from(v)
                .ok()
                .and_then(|half| inline_half(gen, half))
            {
                Some(fl) => f.write_str(fl.text(false)),
                None => write_hex(f, v as u64),
            }
        }
        _ => SSrc::<1>::fmt_imm32(f, gen, v),
    }
}

impl<const N: usize> Operand<1> for VSrc<N> {
    fn decode([code]: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Self::decode_code(code, cx)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.encode_code(cx)?])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let (gen, ty) = (p.gen, p.value);
        self.write(p.operand()?, gen, ty)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        match self {
            VSrc::Vgpr(r) => f(r.name()),
            VSrc::Scalar(s) => s.registers(f),
        }
    }
}

/// A VOP3 source with its float modifiers: `-x`, `|x|`, `-|x|` (`neg(c)` for a negated
/// constant, as LLVM writes it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mods<const N: usize> {
    /// The source.
    pub src: VSrc<N>,
    /// Negate (`NEG` bit).
    pub neg: bool,
    /// Absolute value (`ABS` bit).
    pub abs: bool,
}

impl<const N: usize> Mods<N> {
    /// The source without modifiers.
    pub const fn plain(src: VSrc<N>) -> Self {
        Mods {
            src,
            neg: false,
            abs: false,
        }
    }
}

impl<const N: usize, T: Into<VSrc<N>>> From<T> for Mods<N> {
    fn from(src: T) -> Self {
        Mods::plain(src.into())
    }
}

pub(crate) fn write_modified<const N: usize>(
    p: &mut Printer<'_, '_>,
    src: &VSrc<N>,
    neg: bool,
    abs: bool,
) -> fmt::Result {
    write_modified_flagged(p, src, neg, abs, None)
}

/// [`write_modified`] with LLVM's comment for a source outside the register class `class`
/// inside the modifiers (`-|s2/*Invalid register, …*/|`, `neg(0/*Invalid immediate*/)`).
fn write_modified_flagged<const N: usize>(
    p: &mut Printer<'_, '_>,
    src: &VSrc<N>,
    neg: bool,
    abs: bool,
    class: Option<&str>,
) -> fmt::Result {
    let (gen, ty) = (p.gen, p.value);
    let f = p.operand()?;
    let neg_call = neg && !abs && src.is_immediate();
    if neg {
        f.write_str(if neg_call { "neg(" } else { "-" })?;
    }
    if abs {
        f.push_byte(b'|')?;
    }
    src.write(f, gen, ty)?;
    if let Some(class) = class {
        write_class_comment(f, src, class)?;
    }
    if abs {
        f.push_byte(b'|')?;
    }
    if neg_call {
        f.push_byte(b')')?;
    }
    Ok(())
}

impl<const N: usize> Operand<3> for Mods<N> {
    fn decode([code, abs, neg]: [u32; 3], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(Mods {
            src: VSrc::decode_code(code, cx)?,
            neg: neg != 0,
            abs: abs != 0,
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 3], OperandError> {
        Ok([self.src.encode_code(cx)?, self.abs as u32, self.neg as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        write_modified(p, &self.src, self.neg, self.abs)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.src, f)
    }
}

/// A VOP3b source: only negation (the `ABS` bits hold the carry-out register there).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct NegMod<const N: usize> {
    /// The source.
    pub src: VSrc<N>,
    /// Negate (`NEG` bit).
    pub neg: bool,
}

impl<const N: usize, T: Into<VSrc<N>>> From<T> for NegMod<N> {
    fn from(src: T) -> Self {
        NegMod {
            src: src.into(),
            neg: false,
        }
    }
}

impl<const N: usize> Operand<2> for NegMod<N> {
    fn decode([code, neg]: [u32; 2], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(NegMod {
            src: VSrc::decode_code(code, cx)?,
            neg: neg != 0,
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        Ok([self.src.encode_code(cx)?, self.neg as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        write_modified(p, &self.src, self.neg, false)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.src, f)
    }
}

/// Writes `text` and LLVM's comment for an operand outside its register class.
pub(crate) fn write_flagged<const N: usize>(
    p: &mut Printer<'_, '_>,
    src: &VSrc<N>,
    class: Option<&str>,
) -> fmt::Result {
    let (gen, ty) = (p.gen, p.value);
    let f = p.operand()?;
    src.write(f, gen, ty)?;
    match class {
        Some(class) => write_class_comment(f, src, class),
        None => Ok(()),
    }
}

/// LLVM's comment after a source outside the register class `class`.
fn write_class_comment<const N: usize>(
    f: &mut Text<'_, '_>,
    src: &VSrc<N>,
    class: &str,
) -> fmt::Result {
    // LLVM prints the `src_*` values and `null` without a comment wherever they appear.
    let unflagged = match src {
        VSrc::Scalar(SSrc::Value(v)) => *v != SrcValue::LdsDirect,
        VSrc::Scalar(SSrc::Reg(SReg::Special(super::Special::Null))) => true,
        _ => false,
    };
    if unflagged {
        Ok(())
    } else if src.is_immediate() {
        f.write_str("/*Invalid immediate*/")
    } else {
        f.write_str("/*Invalid register, operand has '")?;
        f.write_str(class)?;
        f.write_str("' register class*/")
    }
}

/// A VGPR-only operand in a 9-bit source field (`v_mqsad_u32_u8`'s accumulator): LLVM
/// decodes any source there and flags what is not a VGPR.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VRegSrc<const N: usize>(pub VSrc<N>);

impl<const N: usize> From<VReg<N>> for VRegSrc<N> {
    fn from(r: VReg<N>) -> Self {
        VRegSrc(VSrc::Vgpr(r))
    }
}

impl<const N: usize> VRegSrc<N> {
    const fn class() -> &'static str {
        match N {
            1 => "VGPR_32",
            2 => "VReg_64",
            3 => "VReg_96",
            4 => "VReg_128",
            8 => "VReg_256",
            _ => "VReg_512",
        }
    }
}

impl<const N: usize> Operand<1> for VRegSrc<N> {
    fn decode(raw: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        VSrc::decode(raw, cx).map(VRegSrc)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        if !matches!(self.0, VSrc::Vgpr(_)) {
            cx.refuse(OperandError::refused("this operand takes VGPRs only"));
        }
        self.0.encode(cx)
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let class = (!matches!(self.0, VSrc::Vgpr(_))).then(Self::class);
        write_flagged(p, &self.0, class)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.0, f)
    }
}

/// A VGPR-only source with float modifiers in a 9-bit source field and its ABS/NEG bits
/// (`-|v2|`; the I/J coordinate and the second source of the VOP3-encoded `v_interp_*`,
/// LLVM's `FPVRegInputMods` on `VRegSrc_32`): LLVM decodes any source there and flags
/// what is not a VGPR, inside the modifiers (`|s2/*Invalid register, …*/|`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VRegSrcMods<const N: usize> {
    /// The source (a VGPR unless decoded otherwise).
    pub src: VRegSrc<N>,
    /// Negate (`NEG` bit).
    pub neg: bool,
    /// Absolute value (`ABS` bit).
    pub abs: bool,
}

impl<const N: usize> From<VReg<N>> for VRegSrcMods<N> {
    fn from(r: VReg<N>) -> Self {
        VRegSrcMods {
            src: r.into(),
            neg: false,
            abs: false,
        }
    }
}

impl<const N: usize> Operand<3> for VRegSrcMods<N> {
    fn decode([code, abs, neg]: [u32; 3], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(VRegSrcMods {
            src: Operand::<1>::decode([code], cx)?,
            neg: neg != 0,
            abs: abs != 0,
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 3], OperandError> {
        let [code] = self.src.encode(cx)?;
        Ok([code, self.abs as u32, self.neg as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let class = (!matches!(self.src.0, VSrc::Vgpr(_))).then(VRegSrc::<N>::class);
        write_modified_flagged(p, &self.src.0, self.neg, self.abs, class)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.src, f)
    }
}

/// The source of `v_readfirstlane_b32`/`v_readlane_b32`: a VGPR or `src_lds_direct`
/// (LLVM's `VRegOrLds_32`); anything else decodes flagged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VgprOrLds(pub VSrc<1>);

impl From<VReg<1>> for VgprOrLds {
    fn from(r: VReg<1>) -> Self {
        VgprOrLds(VSrc::Vgpr(r))
    }
}

impl VgprOrLds {
    fn in_class(&self) -> bool {
        matches!(
            self.0,
            VSrc::Vgpr(_) | VSrc::Scalar(SSrc::Value(SrcValue::LdsDirect))
        )
    }
}

impl Operand<1> for VgprOrLds {
    fn decode(raw: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        VSrc::decode(raw, cx).map(VgprOrLds)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        if !self.in_class() {
            cx.refuse(OperandError::refused(
                "this operand takes a VGPR or src_lds_direct only",
            ));
        }
        self.0.encode(cx)
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let class = (!self.in_class()).then_some("VRegOrLds_32");
        write_flagged(p, &self.0, class)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.0, f)
    }
}

/// A 32-bit scalar source without a literal (`v_writelane_b32`'s value, a lane select):
/// an SGPR, special register or inline constant. A VGPR decodes flagged. `src_lds_direct`
/// decodes flagged too and is refused when built, except where `LDS` says the operand
/// takes it (`ScalarOrLds`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ScalarSrc<const LDS: bool = false>(pub VSrc<1>);

/// `v_writelane_b32`'s value on gfx6/gfx7 (VOP2): a [`ScalarSrc`] or `src_lds_direct`,
/// which LLVM's assembler takes there (and prints without a comment), unlike in the VOP3
/// form of gfx8 and later or in a lane select.
pub type ScalarOrLds = ScalarSrc<true>;

impl<const LDS: bool> From<SReg<1>> for ScalarSrc<LDS> {
    fn from(r: SReg<1>) -> Self {
        ScalarSrc(r.into())
    }
}

impl<const LDS: bool> From<SSrc<1>> for ScalarSrc<LDS> {
    fn from(s: SSrc<1>) -> Self {
        ScalarSrc(s.into())
    }
}

impl<const LDS: bool> ScalarSrc<LDS> {
    fn is_lds_direct(&self) -> bool {
        matches!(self.0, VSrc::Scalar(SSrc::Value(SrcValue::LdsDirect)))
    }
}

impl<const LDS: bool> Operand<1> for ScalarSrc<LDS> {
    fn decode(raw: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        VSrc::decode(raw, cx).map(ScalarSrc)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        if matches!(self.0, VSrc::Vgpr(_)) {
            cx.refuse(OperandError::refused("this operand takes no VGPR"));
        } else if !LDS && self.is_lds_direct() {
            cx.refuse(OperandError::refused(
                "this operand takes no src_lds_direct",
            ));
        }
        self.0.encode(cx)
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let flagged = matches!(self.0, VSrc::Vgpr(_)) || (!LDS && self.is_lds_direct());
        write_flagged(p, &self.0, flagged.then_some("SReg_32"))
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.0, f)
    }
}

/// The implicit `vcc` of a 32-bit carry, compare or `v_cndmask_b32`: no bits, printed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Vcc;

impl Operand<0> for Vcc {
    fn decode(_: [u32; 0], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(Vcc)
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 0], OperandError> {
        Ok([])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        p.operand()?.write_str("vcc")
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        f(RegName::Special(super::Special::Vcc))
    }
}

/// A lane mask read from a 64-bit scalar source in VOP3 (`v_cndmask_b32_e64`'s selector,
/// a carry-in): LLVM's `SReg_1_XEXEC`; anything else decodes flagged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MaskSrc(pub VSrc<2>);

impl From<SReg<2>> for MaskSrc {
    fn from(r: SReg<2>) -> Self {
        MaskSrc(r.into())
    }
}

impl MaskSrc {
    fn in_class(&self) -> bool {
        matches!(self.0, VSrc::Scalar(SSrc::Reg(r)) if !matches!(r, SReg::Special(super::Special::Exec)))
    }
}

impl Operand<1> for MaskSrc {
    fn decode(raw: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        VSrc::decode(raw, cx).map(MaskSrc)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        if !self.in_class() {
            cx.refuse(OperandError::refused(
                "a lane mask is a 64-bit SGPR pair or special register other than exec",
            ));
        }
        self.0.encode(cx)
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        // No value type is set for a lane mask: a flagged constant prints as 32 bits.
        let class = (!self.in_class()).then_some("SReg_1_XEXEC");
        write_flagged(p, &self.0, class)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.0, f)
    }
}

/// A scalar destination held in a VOP field that can encode any scalar source code
/// (`v_readfirstlane_b32`'s SDST, a VOPC `_e64` or carry-out lane mask): LLVM decodes every
/// code there, flagging immediates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SDstCode<const N: usize>(pub SSrc<N>);

impl<const N: usize> From<SReg<N>> for SDstCode<N> {
    fn from(r: SReg<N>) -> Self {
        SDstCode(SSrc::Reg(r))
    }
}

impl<const N: usize> Operand<1> for SDstCode<N> {
    fn decode([code]: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        // LLVM decodes even a literal here (consuming the dword) and flags it.
        let literal = cx.literal_ok;
        SSrc::decode_code(code, 0, cx, literal).map(SDstCode)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        if !matches!(self.0, SSrc::Reg(_)) {
            cx.refuse(OperandError::refused("a destination is a scalar register"));
        }
        let literal = cx.literal_ok;
        Ok([self.0.encode_code(cx, literal)?])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        // No value type is set for a destination: a flagged constant prints as 32 bits,
        // whatever the width.
        let class = (!matches!(self.0, SSrc::Reg(_))).then_some("SReg_32");
        write_flagged(p, &VSrc::Scalar(self.0), class)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.0, f)
    }
}

/// The K constant of `v_madmk_*`/`v_madak_*`: the literal dword, printed as 32-bit hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct KConst(pub u32);

impl Operand<0> for KConst {
    fn decode(_: [u32; 0], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        cx.literal().map(KConst)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 0], OperandError> {
        cx.set_literal(self.0)?;
        Ok([])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        write_hex(p.operand()?, self.0 as u64)
    }
}

/// The VOP3 output modifier: multiply the result by 2 or 4, or divide it by 2.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OMod {
    /// No output modifier.
    #[default]
    None,
    /// `mul:2`
    Mul2,
    /// `mul:4`
    Mul4,
    /// `div:2`
    Div2,
}

impl Operand<1> for OMod {
    fn decode([v]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(match v & 3 {
            0 => OMod::None,
            1 => OMod::Mul2,
            2 => OMod::Mul4,
            _ => OMod::Div2,
        })
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([*self as u32])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let text = match self {
            OMod::None => return Ok(()),
            OMod::Mul2 => "mul:2",
            OMod::Mul4 => "mul:4",
            OMod::Div2 => "div:2",
        };
        p.modifier()?.write_str(text)
    }
}

/// gfx9's VOP3 `op_sel`: which half of each 16-bit source is read (one bit per source)
/// and which half of the destination is written. `N` is the number of printed bits: the
/// sources, then the destination.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OpSel<const N: usize> {
    /// Bit `i` selects the high half of source `i`.
    pub sources: u8,
    /// The destination's high half.
    pub dst: bool,
}

impl<const N: usize> OpSel<N> {
    /// No halves selected.
    pub const NONE: Self = OpSel {
        sources: 0,
        dst: false,
    };
    const SOURCES: u32 = N as u32 - 1;

    /// Refuses a bit for a source the instruction lacks (OP_SEL[2] of a two-source
    /// instruction), which LLVM 19's disassembler rejects and its assembler cannot write;
    /// `value` is what the error reports.
    fn check_sources(sources: u32, value: u32) -> Result<(), OperandError> {
        if sources >> Self::SOURCES != 0 {
            return Err(OperandError::invalid(
                "op_sel selects a source the instruction does not have",
                value as i64,
            ));
        }
        Ok(())
    }
}

impl<const N: usize> Operand<1> for OpSel<N> {
    fn decode([v]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        let sources = v & 0b111;
        Self::check_sources(sources, v)?;
        Ok(OpSel {
            sources: sources as u8,
            dst: v & 0b1000 != 0,
        })
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Self::check_sources(self.sources as u32, self.sources as u32)?;
        Ok([self.sources as u32 | (self.dst as u32) << 3])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        if self.sources == 0 && !self.dst {
            return Ok(());
        }
        let f = p.modifier()?;
        f.write_str("op_sel:[")?;
        for i in 0..Self::SOURCES {
            f.push_byte(b'0' + (self.sources >> i & 1))?;
            f.push_byte(b',')?;
        }
        f.push_byte(b'0' + self.dst as u8)?;
        f.push_byte(b']')
    }
}

/// An integer source that may be sign-extended, as LLVM prints it: `sext(SRC)` when `sext`
/// is set (VOP3, DPP and SDWA forms alike).
pub(crate) fn display_sext<const N: usize>(
    p: &mut Printer<'_, '_>,
    src: &VSrc<N>,
    sext: bool,
) -> fmt::Result {
    let (gen, ty) = (p.gen, p.value);
    let f = p.operand()?;
    if sext {
        f.write_str("sext(")?;
    }
    src.write(f, gen, ty)?;
    if sext {
        f.push_byte(b')')?;
    }
    Ok(())
}

/// A VOP3 integer source with LLVM's integer input modifier: the NEG bit sign-extends
/// (`sext(x)`); the ABS bit is decoded and kept but means nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sext<const N: usize> {
    /// The source.
    pub src: VSrc<N>,
    /// Sign-extend (`NEG` bit).
    pub sext: bool,
}

impl<const N: usize, T: Into<VSrc<N>>> From<T> for Sext<N> {
    fn from(src: T) -> Self {
        Sext {
            src: src.into(),
            sext: false,
        }
    }
}

impl<const N: usize> Operand<3> for Sext<N> {
    fn decode([code, abs, neg]: [u32; 3], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        cx.ignore(1, abs);
        Ok(Sext {
            src: VSrc::decode_code(code, cx)?,
            sext: neg != 0,
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 3], OperandError> {
        Ok([self.src.encode_code(cx)?, 0, self.sext as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        display_sext(p, &self.src, self.sext)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.src, f)
    }
}
