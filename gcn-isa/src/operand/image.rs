//! Image (MIMG) operands: the data register range whose width `dmask`, `tfe` and `d16`
//! decide, and `dmask` itself.
//!
//! The MIMG encoding holds only the first data VGPR. How many registers follow is LLVM 19's
//! rule (`AMDGPUDisassembler::convertMIMGInst`): the enabled `dmask` channels (at least one;
//! always four for gather4), halved rounding up for `d16` where the row's `d16` operand says
//! the generation packs 16-bit data (`d16_packed`: gfx810 and gfx9 on), plus one for `tfe`. The instruction is then re-targeted to LLVM's
//! variant with that many data registers; where the instruction has no such variant, or
//! the range would run past v255, LLVM keeps the variant its decoder table registers (one
//! register; four for gather4; two for cmpswap). Which variants exist depends on the kind
//! of instruction ([`ImageClass`]).

use super::reg::write_range;
use super::{DecodeCx, EncodeCx, Operand, Printer, RegName};
use crate::OperandError;
use core::fmt;

/// Which data-register variants LLVM 19 defines for an image instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ImageClass {
    /// Loads, stores, samples, `get_resinfo`, `get_lod`: 1 to 5 registers.
    #[default]
    Plain,
    /// Gathers: always four channels; 2, 4 or 5 registers, four when no variant fits.
    Gather4,
    /// Atomics other than compare-and-swap: 1 or 2 registers, and 5 for four channels;
    /// one when no variant fits.
    Atomic,
    /// Compare-and-swap atomics (data and compare value): 2 or 4 registers; two when no
    /// variant fits.
    CmpSwap,
}

impl ImageClass {
    /// The width of LLVM's variant for `wanted` registers, if there is one.
    const fn variant(self, wanted: u32) -> Option<u32> {
        match (self, wanted) {
            (ImageClass::Plain, 1..=5)
            | (ImageClass::Gather4, 2 | 4 | 5)
            | (ImageClass::Atomic, 1 | 2)
            | (ImageClass::CmpSwap, 2 | 4) => Some(wanted),
            // LLVM 19's four-channel atomic variant has a five-register class.
            (ImageClass::Atomic, 4) => Some(5),
            _ => None,
        }
    }

    /// The width of the variant LLVM's decoder table registers.
    const fn registered(self) -> u32 {
        match self {
            ImageClass::Plain | ImageClass::Atomic => 1,
            ImageClass::Gather4 => 4,
            ImageClass::CmpSwap => 2,
        }
    }
}

/// What decides an image instruction's data width: its `dmask`, `tfe` and `d16` and the
/// kind of instruction. The generated code fills it from the instruction's operands.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ImageShape {
    /// The kind of instruction.
    pub class: ImageClass,
    /// The `dmask` field (4 bits).
    pub dmask: u8,
    /// `tfe` is set.
    pub tfe: bool,
    /// `d16` is set.
    pub d16: bool,
    /// 16-bit data packs two to a register (the definition row's fact for the generation).
    pub packs_d16: bool,
}

impl ImageShape {
    /// The shape of an instruction of `class` with these modifiers.
    #[doc(hidden)]
    #[inline]
    pub const fn new(class: ImageClass, dmask: u32, tfe: bool, d16: bool, packs_d16: bool) -> Self {
        ImageShape {
            class,
            dmask: (dmask & 0xf) as u8,
            tfe,
            d16,
            packs_d16,
        }
    }

    /// The registers `dmask`, `d16` and `tfe` ask for (LLVM's `DstSize`).
    pub const fn wanted(self) -> u32 {
        let channels = match self.class {
            ImageClass::Gather4 => 4,
            _ => {
                let n = self.dmask.count_ones();
                if n == 0 {
                    1
                } else {
                    n
                }
            }
        };
        let regs = if self.d16 && self.packs_d16 {
            channels.div_ceil(2)
        } else {
            channels
        };
        regs + self.tfe as u32
    }

    /// Whether LLVM decodes data starting at `first`: its decoder reads the register
    /// as the variant it registers (one register; four for gather4, two for cmpswap)
    /// before it widens or narrows the range, so that range must exist.
    pub const fn decodable(self, first: u32) -> bool {
        first + self.class.registered() <= 256
    }

    /// The width LLVM prints for data starting at `first`, and whether it is the width the
    /// modifiers ask for (LLVM's assembler accepts only that).
    pub const fn width(self, first: u32) -> (u32, bool) {
        let wanted = self.wanted();
        match self.class.variant(wanted) {
            Some(w) if first + w <= 256 => (w, w == wanted),
            _ => (self.class.registered(), false),
        }
    }

    /// Whether LLVM's assembler accepts this `dmask` for the instruction: gathers take
    /// exactly one channel, atomics one or two channels (cmpswap two or four).
    const fn dmask_accepted(self) -> bool {
        match self.class {
            ImageClass::Plain => true,
            ImageClass::Gather4 => self.dmask.count_ones() == 1,
            ImageClass::Atomic | ImageClass::CmpSwap => matches!(self.dmask, 0x1 | 0x3 | 0xf),
        }
    }
}

/// The data VGPRs of an image instruction: its first register. How many follow is not a
/// choice: `dmask`, `tfe` and `d16` decide it (see the module documentation), so a range
/// that disagrees with them cannot be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ImageData(u8);

impl ImageData {
    /// Data starting at `v{first}`.
    pub const fn new(first: u32) -> Result<Self, OperandError> {
        if first > 255 {
            return Err(OperandError::invalid("no such VGPR", first as i64));
        }
        Ok(ImageData(first as u8))
    }

    #[doc(hidden)]
    pub const fn new_const(first: u32) -> Self {
        match Self::new(first) {
            Ok(r) => r,
            Err(_) => panic!("invalid VGPR: beyond v255"),
        }
    }

    /// The first register's index.
    pub const fn first(self) -> u32 {
        self.0 as u32
    }

    /// The registers, for an instruction of `shape`.
    pub const fn name(self, shape: ImageShape) -> RegName {
        RegName::Vgpr {
            first: self.0 as u16,
            width: shape.width(self.0 as u32).0 as u16,
        }
    }

    #[doc(hidden)]
    pub fn visit(
        &self,
        shape: ImageShape,
        index: usize,
        role: super::Role,
        f: &mut dyn FnMut(usize, RegName, super::Role),
    ) {
        f(index, self.name(shape), role)
    }
}

impl Operand<1> for ImageData {
    fn decode([raw]: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if !cx.image.decodable(raw) {
            return Err(OperandError::invalid(
                "the data VGPR range (as LLVM first decodes it) runs past v255",
                raw as i64,
            ));
        }
        ImageData::new(raw)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        let shape = cx.image;
        let (_, wanted) = shape.width(self.0 as u32);
        if !shape.decodable(self.0 as u32) {
            // Never excused: the decoder rejects such a word too.
            return Err(OperandError::register(
                self.name(shape),
                "the data VGPR range runs past v255",
            ));
        }
        if !wanted {
            cx.refuse(OperandError::register(
                self.name(shape),
                "image data size does not match dmask, d16 and tfe (LLVM has no variant \
                 with that many data registers, or they run past v255)",
            ));
        } else if !shape.dmask_accepted() {
            cx.refuse(OperandError::refused(
                "invalid dmask: a gather takes exactly one channel, an atomic 0x1 or 0x3 \
                 (cmpswap 0x3 or 0xf)",
            ));
        }
        Ok([self.0 as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let (width, _) = p.image.width(self.0 as u32);
        write_range(p.operand()?, "v", self.0 as u32, width)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        // Without the instruction's shape: the first register (the generated code
        // reports the whole range through `visit`).
        f(RegName::Vgpr {
            first: self.0 as u16,
            width: 1,
        })
    }
}

/// An image instruction's channel mask (`DMASK`, 4 bits), printed `dmask:0xN` when not 0.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct DMask(u8);

impl DMask {
    /// No channel.
    pub const NONE: DMask = DMask(0);
    /// Channel x.
    pub const X: DMask = DMask(0x1);
    /// Channels x and y.
    pub const XY: DMask = DMask(0x3);
    /// Channels x, y and z.
    pub const XYZ: DMask = DMask(0x7);
    /// All four channels.
    pub const XYZW: DMask = DMask(0xf);

    /// The mask `bits` (bit 0 = x … bit 3 = w).
    pub const fn new(bits: u32) -> Result<Self, OperandError> {
        if bits > 0xf {
            return Err(OperandError::invalid("dmask has 4 bits", bits as i64));
        }
        Ok(DMask(bits as u8))
    }

    /// The mask's bits.
    pub const fn bits(self) -> u32 {
        self.0 as u32
    }
}

impl Operand<1> for DMask {
    fn decode([raw]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        DMask::new(raw)
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.0 as u32])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        if self.0 != 0 {
            let f = p.modifier()?;
            f.push_str("dmask:")?;
            f.push_hex(self.0 as u64)?;
        }
        Ok(())
    }
}
