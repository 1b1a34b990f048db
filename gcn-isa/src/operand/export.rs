//! Export operands (EXP): the target and the four sources, each enabled by a bit of `EN`.

use super::{DecodeCx, EncodeCx, Operand, Printer, RegName, VReg};
use crate::OperandError;
use core::fmt;

/// Where an export writes (`TGT`, 6 bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExpTarget {
    /// `mrt0`…`mrt7`: a colour render target.
    Mrt(u8),
    /// `mrtz`: depth, stencil, coverage.
    MrtZ,
    /// `null`: no data; a pixel shader's `done` without colour.
    Null,
    /// `pos0`…`pos3`: a vertex position.
    Pos(u8),
    /// `param0`…`param31`: a vertex parameter.
    Param(u8),
    /// A code no target has (10, 11, 16–31): LLVM prints `invalid_target_N` and its
    /// assembler refuses it.
    Reserved(u8),
}

impl ExpTarget {
    /// The target of field value `code` (6 bits).
    pub const fn from_code(code: u32) -> Option<Self> {
        Some(match code {
            0..=7 => ExpTarget::Mrt(code as u8),
            8 => ExpTarget::MrtZ,
            9 => ExpTarget::Null,
            12..=15 => ExpTarget::Pos(code as u8 - 12),
            32..=63 => ExpTarget::Param(code as u8 - 32),
            10 | 11 | 16..=31 => ExpTarget::Reserved(code as u8),
            _ => return None,
        })
    }

    /// The field value, or why there is none.
    pub const fn code(self) -> Result<u32, OperandError> {
        match self {
            ExpTarget::Mrt(n @ 0..=7) => Ok(n as u32),
            ExpTarget::MrtZ => Ok(8),
            ExpTarget::Null => Ok(9),
            ExpTarget::Pos(n @ 0..=3) => Ok(12 + n as u32),
            ExpTarget::Param(n @ 0..=31) => Ok(32 + n as u32),
            ExpTarget::Reserved(n @ (10 | 11 | 16..=31)) => Ok(n as u32),
            ExpTarget::Mrt(n) => Err(OperandError::invalid("there are mrt0 to mrt7", n as i64)),
            ExpTarget::Pos(n) => Err(OperandError::invalid("there are pos0 to pos3", n as i64)),
            ExpTarget::Param(n) => Err(OperandError::invalid(
                "there are param0 to param31",
                n as i64,
            )),
            ExpTarget::Reserved(n) => Err(OperandError::invalid(
                "the reserved target codes are 10, 11 and 16 to 31",
                n as i64,
            )),
        }
    }
}

impl Operand<1> for ExpTarget {
    fn decode([code]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        ExpTarget::from_code(code).ok_or(OperandError::invalid("TGT has 6 bits", code as i64))
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        let code = self.code()?;
        if let ExpTarget::Reserved(_) = self {
            cx.refuse(OperandError::refused(
                "LLVM's assembler refuses a reserved export target",
            ));
        }
        Ok([code])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let f = p.prefix()?;
        let (name, n) = match *self {
            ExpTarget::Mrt(n) => ("mrt", n),
            ExpTarget::MrtZ => return f.push_str("mrtz"),
            ExpTarget::Null => return f.push_str("null"),
            ExpTarget::Pos(n) => ("pos", n),
            ExpTarget::Param(n) => ("param", n),
            ExpTarget::Reserved(n) => ("invalid_target_", n),
        };
        f.push_str(name)?;
        f.push_dec(n as u64)
    }
}

/// One export source: a VGPR, or `off` where its `EN` bit is clear.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExpSrc(pub Option<VReg<1>>);

impl ExpSrc {
    /// A disabled source.
    pub const OFF: ExpSrc = ExpSrc(None);
}

impl Operand<2> for ExpSrc {
    fn decode([vsrc, en]: [u32; 2], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if en == 0 {
            // A disabled source's register field is not read.
            cx.ignore(0, vsrc);
            return Ok(ExpSrc::OFF);
        }
        Ok(ExpSrc(Some(VReg::new(vsrc)?)))
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        Ok(match self.0 {
            Some(v) => [v.first(), 1],
            None => [0, 0],
        })
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        write_source(p, self.0)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        if let Some(v) = self.0 {
            f(v.name());
        }
    }
}

/// Two sources of a compressed export (`compr`): one VGPR holding two packed 16-bit
/// values, printed at two positions, each enabled by its own `EN` bit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ExpSrcPair {
    /// Both positions `off`.
    Off,
    /// Only the first position enabled.
    First(VReg<1>),
    /// Only the second position enabled.
    Second(VReg<1>),
    /// Both positions enabled.
    Both(VReg<1>),
}

impl ExpSrcPair {
    fn reg(self) -> Option<VReg<1>> {
        match self {
            ExpSrcPair::Off => None,
            ExpSrcPair::First(v) | ExpSrcPair::Second(v) | ExpSrcPair::Both(v) => Some(v),
        }
    }
}

impl Operand<3> for ExpSrcPair {
    fn decode(
        [vsrc, first, second]: [u32; 3],
        cx: &mut DecodeCx<'_>,
    ) -> Result<Self, OperandError> {
        if first == 0 && second == 0 {
            cx.ignore(0, vsrc);
            return Ok(ExpSrcPair::Off);
        }
        let v = VReg::new(vsrc)?;
        Ok(match (first != 0, second != 0) {
            (true, true) => ExpSrcPair::Both(v),
            (true, false) => ExpSrcPair::First(v),
            _ => ExpSrcPair::Second(v),
        })
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 3], OperandError> {
        Ok(match *self {
            ExpSrcPair::Off => [0, 0, 0],
            ExpSrcPair::First(v) => [v.first(), 1, 0],
            ExpSrcPair::Second(v) => [v.first(), 0, 1],
            ExpSrcPair::Both(v) => [v.first(), 1, 1],
        })
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let (first, second) = match *self {
            ExpSrcPair::Off => (None, None),
            ExpSrcPair::First(v) => (Some(v), None),
            ExpSrcPair::Second(v) => (None, Some(v)),
            ExpSrcPair::Both(v) => (Some(v), Some(v)),
        };
        write_source(p, first)?;
        write_source(p, second)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        if let Some(v) = self.reg() {
            f(v.name());
        }
    }
}

fn write_source(p: &mut Printer<'_, '_>, reg: Option<VReg<1>>) -> fmt::Result {
    match reg {
        Some(v) => v.write(p.operand()?),
        None => p.operand()?.push_str("off"),
    }
}
