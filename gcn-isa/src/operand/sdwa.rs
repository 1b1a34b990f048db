//! Operands of the vector ALU's SDWA forms (gfx8+): which byte or word of each source and
//! of the destination an instruction works on (`src0_sel`, `src1_sel`, `dst_sel`,
//! `dst_unused`), its sources with their modifiers, and the compare destination of gfx9+.
//!
//! gfx8 SDWA sources are VGPRs; from gfx9 the `S0`/`S1` bits make the 8-bit code a scalar
//! source (an SGPR, a special register or an inline constant, never a literal).

use super::vsrc::display_sext;
use super::{DecodeCx, EncodeCx, Operand, Printer, RegName, SReg, SSrc, VReg, VSrc};
use crate::{Generation, OperandError};
use core::fmt;

/// A part of a dword: what `src0_sel`, `src1_sel` and `dst_sel` select.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Sel {
    /// Bits 7:0.
    Byte0 = 0,
    /// Bits 15:8.
    Byte1 = 1,
    /// Bits 23:16.
    Byte2 = 2,
    /// Bits 31:24.
    Byte3 = 3,
    /// Bits 15:0.
    Word0 = 4,
    /// Bits 31:16.
    Word1 = 5,
    /// The whole dword.
    Dword = 6,
}

impl Sel {
    /// The select a 3-bit code means; code 7 is reserved (LLVM 19 crashes on it).
    pub const fn from_code(code: u32) -> Option<Sel> {
        Some(match code {
            0 => Sel::Byte0,
            1 => Sel::Byte1,
            2 => Sel::Byte2,
            3 => Sel::Byte3,
            4 => Sel::Word0,
            5 => Sel::Word1,
            6 => Sel::Dword,
            _ => return None,
        })
    }

    /// LLVM's name: `BYTE_0` … `WORD_1`, `DWORD`.
    pub const fn name(self) -> &'static str {
        match self {
            Sel::Byte0 => "BYTE_0",
            Sel::Byte1 => "BYTE_1",
            Sel::Byte2 => "BYTE_2",
            Sel::Byte3 => "BYTE_3",
            Sel::Word0 => "WORD_0",
            Sel::Word1 => "WORD_1",
            Sel::Dword => "DWORD",
        }
    }
}

fn decode_sel(code: u32) -> Result<Sel, OperandError> {
    Sel::from_code(code).ok_or(OperandError::invalid(
        "SDWA select 7 is reserved (BYTE_0-BYTE_3, WORD_0, WORD_1, DWORD are 0-6)",
        code as i64,
    ))
}

/// What happens to the destination bits `dst_sel` leaves out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DstUnused {
    /// `UNUSED_PAD`: zeroed.
    Pad,
    /// `UNUSED_SEXT`: the result's sign bit extended.
    Sext,
    /// `UNUSED_PRESERVE`: kept from the destination's old value.
    Preserve,
    /// Code 3, reserved: LLVM 19 decodes it and prints `UNUSED_PAD`; its assembler cannot
    /// write it, so it encodes only unchanged from a decoded instruction.
    Reserved,
}

impl DstUnused {
    /// The 2-bit code.
    pub const fn code(self) -> u32 {
        match self {
            DstUnused::Pad => 0,
            DstUnused::Sext => 1,
            DstUnused::Preserve => 2,
            DstUnused::Reserved => 3,
        }
    }

    const fn name(self) -> &'static str {
        match self {
            DstUnused::Sext => "UNUSED_SEXT",
            DstUnused::Preserve => "UNUSED_PRESERVE",
            // LLVM prints the reserved code as the default.
            DstUnused::Pad | DstUnused::Reserved => "UNUSED_PAD",
        }
    }
}

/// The destination select of a VOP1/VOP2 SDWA form: `dst_sel:… dst_unused:…`, printed
/// always.
///
/// ```
/// use gcn_isa::operand::{DstUnused, Sel, SdwaDst};
/// let d = SdwaDst { sel: Sel::Word1, unused: DstUnused::Preserve };
/// assert_ne!(d, SdwaDst::DWORD);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SdwaDst {
    /// The part of the destination written (`DST_SEL`).
    pub sel: Sel,
    /// What the rest of the destination becomes (`DST_UNUSED`).
    pub unused: DstUnused,
}

impl SdwaDst {
    /// `dst_sel:DWORD dst_unused:UNUSED_PAD`: the whole dword.
    pub const DWORD: SdwaDst = SdwaDst {
        sel: Sel::Dword,
        unused: DstUnused::Pad,
    };
}

impl Default for SdwaDst {
    fn default() -> Self {
        SdwaDst::DWORD
    }
}

impl Operand<2> for SdwaDst {
    fn decode([sel, unused]: [u32; 2], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(SdwaDst {
            sel: decode_sel(sel)?,
            unused: match unused & 3 {
                0 => DstUnused::Pad,
                1 => DstUnused::Sext,
                2 => DstUnused::Preserve,
                _ => DstUnused::Reserved,
            },
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        if self.unused == DstUnused::Reserved {
            cx.refuse(OperandError::refused(
                "dst_unused code 3 is reserved; LLVM's assembler cannot write it",
            ));
        }
        Ok([self.sel as u32, self.unused.code()])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let f = p.modifier()?;
        f.push_str("dst_sel:")?;
        f.push_str(self.sel.name())?;
        f.push_str(" dst_unused:")?;
        f.push_str(self.unused.name())
    }
}

/// The select of source `N` (`src0_sel:…`, `src1_sel:…`), printed always.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SrcSel<const N: usize>(pub Sel);

impl<const N: usize> SrcSel<N> {
    /// `srcN_sel:DWORD`.
    pub const DWORD: Self = SrcSel(Sel::Dword);
}

impl<const N: usize> Default for SrcSel<N> {
    fn default() -> Self {
        Self::DWORD
    }
}

impl<const N: usize> From<Sel> for SrcSel<N> {
    fn from(sel: Sel) -> Self {
        SrcSel(sel)
    }
}

impl<const N: usize> Operand<1> for SrcSel<N> {
    fn decode([sel]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        decode_sel(sel).map(SrcSel)
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.0 as u32])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let f = p.modifier()?;
        f.push_str(if N == 0 { "src0_sel:" } else { "src1_sel:" })?;
        f.push_str(self.0.name())
    }
}

const LITERAL: u32 = 255;

/// An SDWA source from its 8-bit code and its `S` bit (absent, so 0, on gfx8).
fn decode_src(code: u32, scalar: u32, cx: &mut DecodeCx<'_>) -> Result<VSrc<1>, OperandError> {
    if scalar == 0 {
        return VReg::new(code).map(VSrc::Vgpr);
    }
    if code == LITERAL {
        return Err(OperandError::invalid(
            "an SDWA source takes no literal",
            code as i64,
        ));
    }
    VSrc::decode_code(code, cx)
}

/// The code and `S` bit of an SDWA source.
fn encode_src(src: &VSrc<1>, cx: &mut EncodeCx) -> Result<(u32, u32), OperandError> {
    match src {
        VSrc::Vgpr(r) => Ok((r.first(), 0)),
        VSrc::Scalar(_) if cx.gen < Generation::Gfx9 => Err(OperandError::unsupported(
            "gfx8 SDWA sources are VGPRs (scalar sources and constants need gfx9)",
        )),
        VSrc::Scalar(SSrc::Literal(v)) => Err(OperandError::invalid(
            "an SDWA source takes no literal",
            *v as i64,
        )),
        VSrc::Scalar(_) => Ok((src.encode_code(cx)?, 1)),
    }
}

/// An SDWA float source with its modifiers: `-v1`, `|v1|`, `-|s1|`, `neg(17)` (scalars
/// and constants from gfx9). The `SEXT` bit must be 0, as LLVM requires.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SdwaMods {
    /// The source.
    pub src: VSrc<1>,
    /// Negate (`NEG` bit).
    pub neg: bool,
    /// Absolute value (`ABS` bit).
    pub abs: bool,
}

impl<T: Into<VSrc<1>>> From<T> for SdwaMods {
    fn from(src: T) -> Self {
        SdwaMods {
            src: src.into(),
            neg: false,
            abs: false,
        }
    }
}

impl Operand<5> for SdwaMods {
    fn decode(
        [code, scalar, neg, abs, sext]: [u32; 5],
        cx: &mut DecodeCx<'_>,
    ) -> Result<Self, OperandError> {
        if sext != 0 {
            return Err(OperandError::invalid(
                "a float SDWA source takes neg/abs, not sext",
                sext as i64,
            ));
        }
        Ok(SdwaMods {
            src: decode_src(code, scalar, cx)?,
            neg: neg != 0,
            abs: abs != 0,
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 5], OperandError> {
        let (code, scalar) = encode_src(&self.src, cx)?;
        Ok([code, scalar, self.neg as u32, self.abs as u32, 0])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        super::vsrc::write_modified(p, &self.src, self.neg, self.abs)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.src, f)
    }
}

/// An SDWA integer source with LLVM's `sext(…)` (the `SEXT` bit); the `NEG` and `ABS`
/// bits must be 0, as LLVM requires.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SdwaSext {
    /// The source.
    pub src: VSrc<1>,
    /// Sign-extend the selected part (`SEXT` bit).
    pub sext: bool,
}

impl<T: Into<VSrc<1>>> From<T> for SdwaSext {
    fn from(src: T) -> Self {
        SdwaSext {
            src: src.into(),
            sext: false,
        }
    }
}

impl Operand<5> for SdwaSext {
    fn decode(
        [code, scalar, neg, abs, sext]: [u32; 5],
        cx: &mut DecodeCx<'_>,
    ) -> Result<Self, OperandError> {
        if neg | abs != 0 {
            return Err(OperandError::invalid(
                "an integer SDWA source takes sext, not neg/abs",
                (neg | abs << 1) as i64,
            ));
        }
        Ok(SdwaSext {
            src: decode_src(code, scalar, cx)?,
            sext: sext != 0,
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 5], OperandError> {
        let (code, scalar) = encode_src(&self.src, cx)?;
        Ok([code, scalar, 0, 0, self.sext as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        display_sext(p, &self.src, self.sext)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.src, f)
    }
}

/// Where a gfx9+ SDWA compare writes its lane mask: `vcc` (`SD` = 0, `SDST` ignored) or
/// the 64-bit scalar destination in `SDST` (`SD` = 1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SdwaSdst {
    /// `vcc`.
    #[default]
    Vcc,
    /// An SGPR pair, a TTMP pair, `exec`, `flat_scratch`, `xnack_mask` (or `null`).
    Reg(SReg<2>),
}

impl From<SReg<2>> for SdwaSdst {
    fn from(r: SReg<2>) -> Self {
        SdwaSdst::Reg(r)
    }
}

const VCC_CODE: u32 = 106;

/// SDST codes LLVM 19 refuses: the high halves of the 64-bit specials, `m0`, code 127.
const fn refused_sdst(code: u32) -> bool {
    matches!(code, 103 | 105 | 107 | 124 | 127)
}

impl Operand<2> for SdwaSdst {
    fn decode([sdst, sd]: [u32; 2], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if sd == 0 || sdst == VCC_CODE {
            // `vcc` either way; its canonical form is SD = 0, SDST = 0.
            cx.ignore(0, sdst);
            cx.ignore(1, sd);
            return Ok(SdwaSdst::Vcc);
        }
        if refused_sdst(sdst) {
            return Err(OperandError::invalid(
                "not a 64-bit scalar destination",
                sdst as i64,
            ));
        }
        match SSrc::<2>::decode_code(sdst, 0, cx, false)? {
            SSrc::Reg(r) => Ok(SdwaSdst::Reg(r)),
            _ => Err(OperandError::invalid(
                "not a 64-bit scalar destination",
                sdst as i64,
            )),
        }
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        let SdwaSdst::Reg(r) = self else {
            return Ok([0, 0]);
        };
        let code = SSrc::Reg(*r).encode_code(cx, false)?;
        if code == VCC_CODE {
            return Ok([0, 0]);
        }
        if refused_sdst(code) {
            return Err(OperandError::invalid(
                "not a 64-bit scalar destination",
                code as i64,
            ));
        }
        Ok([code, 1])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let f = p.operand()?;
        match self {
            SdwaSdst::Vcc => f.write_str("vcc"),
            SdwaSdst::Reg(r) => r.write(f),
        }
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        match self {
            SdwaSdst::Vcc => f(RegName::Special(super::Special::Vcc)),
            SdwaSdst::Reg(r) => Operand::<1>::registers(r, f),
        }
    }
}
