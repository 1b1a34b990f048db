//! Interpolation operands (VINTRP and the VOP3-encoded `v_interp_*`): the attribute and
//! its channel (`attr5.y`), the parameter `v_interp_mov_f32` moves (`p10`, `p20`, `p0`),
//! and the M0 register every interpolation reads without naming it. The VOP3 forms' I/J
//! coordinate and second source are [`super::VRegSrcMods`]; their `high` is a flag.

use super::{DecodeCx, EncodeCx, Operand, Printer, RegName, Special};
use crate::OperandError;
use core::fmt;

/// An attribute channel (`ATTRCHAN`, 2 bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttrChan {
    /// `.x` (0).
    X,
    /// `.y` (1).
    Y,
    /// `.z` (2).
    Z,
    /// `.w` (3).
    W,
}

impl AttrChan {
    const fn from_code(code: u32) -> Self {
        match code & 3 {
            0 => AttrChan::X,
            1 => AttrChan::Y,
            2 => AttrChan::Z,
            _ => AttrChan::W,
        }
    }

    const fn code(self) -> u32 {
        self as u32
    }

    const fn letter(self) -> &'static str {
        match self {
            AttrChan::X => ".x",
            AttrChan::Y => ".y",
            AttrChan::Z => ".z",
            AttrChan::W => ".w",
        }
    }
}

/// The attribute an interpolation reads from LDS and its channel (`ATTR`, 6 bits, and
/// `ATTRCHAN`): `attr0.x` … `attr63.w`. LLVM decodes every attribute number but its
/// assembler accepts only `attr0` to `attr32`: a larger one encodes only as decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct InterpAttr {
    /// The attribute number (0 to 63; LLVM's assembler takes 0 to 32).
    pub attr: u8,
    /// The channel.
    pub chan: AttrChan,
}

impl InterpAttr {
    /// `attr{attr}.{chan}`.
    pub const fn new(attr: u8, chan: AttrChan) -> Self {
        InterpAttr { attr, chan }
    }
}

impl Operand<2> for InterpAttr {
    fn decode([attr, chan]: [u32; 2], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if attr > 63 || chan > 3 {
            return Err(OperandError::invalid(
                "ATTR has 6 bits and ATTRCHAN 2",
                (attr.max(chan)) as i64,
            ));
        }
        Ok(InterpAttr {
            attr: attr as u8,
            chan: AttrChan::from_code(chan),
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        if self.attr > 63 {
            return Err(OperandError::invalid(
                "there are attr0 to attr63",
                self.attr as i64,
            ));
        }
        if self.attr > 32 {
            cx.refuse(OperandError::refused(
                "LLVM's assembler takes attribute numbers 0 to 32",
            ));
        }
        Ok([self.attr as u32, self.chan.code()])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let f = p.operand()?;
        f.push_str("attr")?;
        f.push_dec(self.attr as u64)?;
        f.push_str(self.chan.letter())
    }
}

/// What `v_interp_mov_f32` moves (VINTRP's `VSRC` field, 8 bits; `SRC1`, 9 bits, in the
/// VOP3 form `v_interp_mov_f32_e64`): `p10` (0), `p20` (1) or `p0` (2). Other codes print
/// as LLVM does (`invalid_param_3`, up to `invalid_param_511` in the VOP3 form) and its
/// assembler refuses them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InterpParam {
    /// `p10` (0).
    P10,
    /// `p20` (1).
    P20,
    /// `p0` (2).
    P0,
    /// A code no parameter has (3 to 255 in VINTRP, to 511 in the VOP3 form).
    Invalid(u16),
}

impl Operand<1> for InterpParam {
    fn decode([code]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(match code {
            0 => InterpParam::P10,
            1 => InterpParam::P20,
            2 => InterpParam::P0,
            3..=511 => InterpParam::Invalid(code as u16),
            _ => {
                return Err(OperandError::invalid(
                    "the field has at most 9 bits",
                    code as i64,
                ))
            }
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([match *self {
            InterpParam::P10 => 0,
            InterpParam::P20 => 1,
            InterpParam::P0 => 2,
            // The field's width (8 bits in VINTRP) is checked where the value is placed.
            InterpParam::Invalid(n @ 3..=511) => {
                cx.refuse(OperandError::refused(
                    "LLVM's assembler knows the parameters p10, p20 and p0 only",
                ));
                n as u32
            }
            InterpParam::Invalid(n) => {
                return Err(OperandError::invalid(
                    "p10, p20 and p0 have codes 0 to 2: Invalid holds 3 to 511",
                    n as i64,
                ))
            }
        }])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let f = p.operand()?;
        match *self {
            InterpParam::P10 => f.push_str("p10"),
            InterpParam::P20 => f.push_str("p20"),
            InterpParam::P0 => f.push_str("p0"),
            InterpParam::Invalid(n) => {
                f.push_str("invalid_param_")?;
                f.push_dec(n as u64)
            }
        }
    }
}

/// The M0 register an interpolation reads without naming it (its LDS parameter offset
/// and primitive mask): not printed, but listed by `registers()`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct ImplicitM0;

impl Operand<0> for ImplicitM0 {
    fn decode(_: [u32; 0], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(ImplicitM0)
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 0], OperandError> {
        Ok([])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        f(RegName::Special(Special::M0))
    }
}
