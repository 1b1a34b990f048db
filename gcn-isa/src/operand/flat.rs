//! Operands of FLAT, GLOBAL and SCRATCH instructions: offsets, and the address that is
//! either VGPRs alone or an SGPR base (`saddr`) with a VGPR offset.

use super::{DecodeCx, EncodeCx, Operand, Printer, RegName, SReg, VReg};
use crate::{Generation, OperandError};
use core::fmt;

/// `SADDR`'s code for "no scalar base" (`off`).
const SADDR_OFF: u32 = 0x7f;

/// Whether `SADDR`'s raw value says `off`: how a GLOBAL or SCRATCH address's VGPR part is
/// read.
#[doc(hidden)]
#[inline]
pub const fn saddr_is_off(raw: u32) -> bool {
    raw == SADDR_OFF
}

/// A FLAT instruction's unsigned byte offset, printed `offset:N` when not zero.
///
/// LLVM 19 decodes the 13-bit field on gfx8 and gfx9 alike, but its assembler takes no
/// offset on gfx8 and at most 4095 on gfx9: larger values only round-trip a decoded word.
/// gfx7 has no offset field.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FlatOffset(u16);

impl FlatOffset {
    /// No offset.
    pub const ZERO: FlatOffset = FlatOffset(0);

    /// An offset of 0..=8191 bytes (13 bits; the assembler takes up to 4095, on gfx9 only).
    pub const fn new(bytes: u32) -> Result<Self, OperandError> {
        if bytes >= 1 << 13 {
            return Err(OperandError::invalid(
                "a FLAT offset is 13 bits unsigned",
                bytes as i64,
            ));
        }
        Ok(FlatOffset(bytes as u16))
    }

    /// The offset in bytes.
    pub const fn get(self) -> u32 {
        self.0 as u32
    }
}

impl Operand<1> for FlatOffset {
    fn decode([raw]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        FlatOffset::new(raw)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        if self.0 != 0 && cx.gen < Generation::Gfx9 {
            cx.refuse(OperandError::refused(
                "FLAT instructions take an offset from gfx9 on",
            ));
        } else if self.0 >= 1 << 12 {
            cx.refuse(OperandError::refused(
                "a FLAT offset is at most 4095 (12 bits unsigned)",
            ));
        }
        Ok([self.0 as u32])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        p.offset_modifier(self.0 as i64)
    }
}

/// A GLOBAL or SCRATCH instruction's signed 13-bit byte offset (-4096..=4095), printed
/// `offset:N` when not zero.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct GlobalOffset(i16);

impl GlobalOffset {
    /// No offset.
    pub const ZERO: GlobalOffset = GlobalOffset(0);

    /// An offset of -4096..=4095 bytes.
    pub const fn new(bytes: i32) -> Result<Self, OperandError> {
        if bytes < -(1 << 12) || bytes >= 1 << 12 {
            return Err(OperandError::invalid(
                "a GLOBAL or SCRATCH offset is 13 bits signed",
                bytes as i64,
            ));
        }
        Ok(GlobalOffset(bytes as i16))
    }

    /// The offset in bytes.
    pub const fn get(self) -> i32 {
        self.0 as i32
    }
}

impl Operand<1> for GlobalOffset {
    fn decode([raw]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        // Sign-extend the 13-bit field.
        GlobalOffset::new(((raw << 19) as i32) >> 19)
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.0 as u32 & 0x1fff])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        p.offset_modifier(self.0 as i64)
    }
}

/// The scalar base of a GLOBAL or SCRATCH address (`SADDR`): `N` SGPRs (a pair for
/// GLOBAL, one for SCRATCH) or `off`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SAddr<const N: usize> {
    /// No scalar base: the VGPRs hold the whole address.
    Off,
    /// A scalar base register.
    Reg(SReg<N>),
}

impl<const N: usize> SAddr<N> {
    /// Whether there is no scalar base.
    #[doc(hidden)]
    #[inline]
    pub const fn is_off(&self) -> bool {
        matches!(self, SAddr::Off)
    }
}

impl<const N: usize> From<SReg<N>> for SAddr<N> {
    fn from(r: SReg<N>) -> Self {
        SAddr::Reg(r)
    }
}

impl<const N: usize> Operand<1> for SAddr<N> {
    fn decode([raw]: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if saddr_is_off(raw) {
            return Ok(SAddr::Off);
        }
        SReg::decode([raw], cx).map(SAddr::Reg)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        match self {
            SAddr::Off => Ok([SADDR_OFF]),
            SAddr::Reg(r) => r.encode(cx),
        }
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        match self {
            SAddr::Off => p.operand()?.write_str("off"),
            SAddr::Reg(r) => r.display(p),
        }
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        if let SAddr::Reg(r) = self {
            r.registers(f)
        }
    }
}

/// The VGPR part of a GLOBAL address: the whole 64-bit address when `saddr` is `off`, a
/// 32-bit offset from the scalar base otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GlobalVAddr {
    /// A VGPR pair holds the 64-bit address (`saddr` is `off`).
    Addr64(VReg<2>),
    /// A VGPR holds an unsigned offset from `saddr`.
    Offset(VReg<1>),
}

impl Operand<1> for GlobalVAddr {
    fn decode([raw]: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(if cx.saddr_off {
            GlobalVAddr::Addr64(VReg::new(raw)?)
        } else {
            GlobalVAddr::Offset(VReg::new(raw)?)
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        match (*self, cx.saddr_off) {
            (GlobalVAddr::Addr64(v), true) => Ok([v.first()]),
            (GlobalVAddr::Offset(v), false) => Ok([v.first()]),
            (GlobalVAddr::Addr64(_), false) => Err(OperandError::unsupported(
                "a 64-bit VGPR address goes with saddr `off`; with a scalar base the VGPR is a 32-bit offset",
            )),
            (GlobalVAddr::Offset(_), true) => Err(OperandError::unsupported(
                "a 32-bit VGPR offset needs a scalar base in saddr; with `off` the VGPRs hold a 64-bit address",
            )),
        }
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        match self {
            GlobalVAddr::Addr64(v) => v.write(p.operand()?),
            GlobalVAddr::Offset(v) => v.write(p.operand()?),
        }
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        match self {
            GlobalVAddr::Addr64(v) => f(v.name()),
            GlobalVAddr::Offset(v) => f(v.name()),
        }
    }
}

/// The VGPR part of a SCRATCH address: a VGPR offset when `saddr` is `off`, else `off`
/// (the scalar base is the whole offset; the hardware ignores the VGPR field).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScratchVAddr {
    /// No VGPR: `saddr` holds the offset.
    Off,
    /// A VGPR holds the offset (`saddr` is `off`).
    Vgpr(VReg<1>),
}

impl Operand<1> for ScratchVAddr {
    fn decode([raw]: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if cx.saddr_off {
            Ok(ScratchVAddr::Vgpr(VReg::new(raw)?))
        } else {
            cx.ignore(0, raw);
            Ok(ScratchVAddr::Off)
        }
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        match (*self, cx.saddr_off) {
            (ScratchVAddr::Vgpr(v), true) => Ok([v.first()]),
            (ScratchVAddr::Off, false) => Ok([0]),
            (ScratchVAddr::Vgpr(_), false) => Err(OperandError::unsupported(
                "a SCRATCH address has a VGPR offset or a scalar one (saddr), not both",
            )),
            (ScratchVAddr::Off, true) => Err(OperandError::unsupported(
                "a SCRATCH address needs a VGPR offset or a scalar one (saddr)",
            )),
        }
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        match self {
            ScratchVAddr::Off => p.operand()?.write_str("off"),
            ScratchVAddr::Vgpr(v) => v.write(p.operand()?),
        }
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        if let ScratchVAddr::Vgpr(v) = self {
            f(v.name())
        }
    }
}
