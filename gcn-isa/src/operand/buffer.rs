//! Buffer operands: data and number formats, address modes, offsets (MUBUF/MTBUF).

use super::{DecodeCx, EncodeCx, Imm, Operand, Printer, VReg};
use crate::{Generation, OperandError};
use core::fmt;

macro_rules! field_enum {
    ($(#[$doc:meta])* $name:ident, $bits:literal { $($(#[$vdoc:meta])* $variant:ident = $code:literal),* $(,)? }) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum $name {
            $($(#[$vdoc])* $variant = $code),*
        }

        impl $name {
            /// The format with field value `code`; every value of the field names one.
            pub const fn from_code(code: u32) -> Option<Self> {
                match code {
                    $($code => Some($name::$variant),)*
                    _ => None,
                }
            }

            /// The field value.
            pub const fn code(self) -> u32 {
                self as u32
            }
        }
    };
}

field_enum!(
    /// A buffer data format (`DFMT`, 4 bits), seed 003's table with LLVM's names.
    DataFormat, 4 {
        /// `BUF_DATA_FORMAT_INVALID`
        Invalid = 0,
        /// `BUF_DATA_FORMAT_8`
        F8 = 1,
        /// `BUF_DATA_FORMAT_16`
        F16 = 2,
        /// `BUF_DATA_FORMAT_8_8`
        F8_8 = 3,
        /// `BUF_DATA_FORMAT_32`
        F32 = 4,
        /// `BUF_DATA_FORMAT_16_16`
        F16_16 = 5,
        /// `BUF_DATA_FORMAT_10_11_11`
        F10_11_11 = 6,
        /// `BUF_DATA_FORMAT_11_11_10`
        F11_11_10 = 7,
        /// `BUF_DATA_FORMAT_10_10_10_2`
        F10_10_10_2 = 8,
        /// `BUF_DATA_FORMAT_2_10_10_10`
        F2_10_10_10 = 9,
        /// `BUF_DATA_FORMAT_8_8_8_8`
        F8_8_8_8 = 10,
        /// `BUF_DATA_FORMAT_32_32`
        F32_32 = 11,
        /// `BUF_DATA_FORMAT_16_16_16_16`
        F16_16_16_16 = 12,
        /// `BUF_DATA_FORMAT_32_32_32`
        F32_32_32 = 13,
        /// `BUF_DATA_FORMAT_32_32_32_32`
        F32_32_32_32 = 14,
        /// `BUF_DATA_FORMAT_RESERVED_15`
        Reserved15 = 15,
    }
);

field_enum!(
    /// A buffer number format (`NFMT`, 3 bits).
    NumFormat, 3 {
        /// `BUF_NUM_FORMAT_UNORM`
        Unorm = 0,
        /// `BUF_NUM_FORMAT_SNORM`
        Snorm = 1,
        /// `BUF_NUM_FORMAT_USCALED`
        Uscaled = 2,
        /// `BUF_NUM_FORMAT_SSCALED`
        Sscaled = 3,
        /// `BUF_NUM_FORMAT_UINT`
        Uint = 4,
        /// `BUF_NUM_FORMAT_SINT`
        Sint = 5,
        /// `BUF_NUM_FORMAT_SNORM_OGL` on gfx6/7, `BUF_NUM_FORMAT_RESERVED_6` from gfx8.
        SnormOgl = 6,
        /// `BUF_NUM_FORMAT_FLOAT`
        Float = 7,
    }
);

impl DataFormat {
    /// LLVM's symbolic name.
    pub const fn name(self) -> &'static str {
        match self {
            DataFormat::Invalid => "BUF_DATA_FORMAT_INVALID",
            DataFormat::F8 => "BUF_DATA_FORMAT_8",
            DataFormat::F16 => "BUF_DATA_FORMAT_16",
            DataFormat::F8_8 => "BUF_DATA_FORMAT_8_8",
            DataFormat::F32 => "BUF_DATA_FORMAT_32",
            DataFormat::F16_16 => "BUF_DATA_FORMAT_16_16",
            DataFormat::F10_11_11 => "BUF_DATA_FORMAT_10_11_11",
            DataFormat::F11_11_10 => "BUF_DATA_FORMAT_11_11_10",
            DataFormat::F10_10_10_2 => "BUF_DATA_FORMAT_10_10_10_2",
            DataFormat::F2_10_10_10 => "BUF_DATA_FORMAT_2_10_10_10",
            DataFormat::F8_8_8_8 => "BUF_DATA_FORMAT_8_8_8_8",
            DataFormat::F32_32 => "BUF_DATA_FORMAT_32_32",
            DataFormat::F16_16_16_16 => "BUF_DATA_FORMAT_16_16_16_16",
            DataFormat::F32_32_32 => "BUF_DATA_FORMAT_32_32_32",
            DataFormat::F32_32_32_32 => "BUF_DATA_FORMAT_32_32_32_32",
            DataFormat::Reserved15 => "BUF_DATA_FORMAT_RESERVED_15",
        }
    }
}

impl NumFormat {
    /// LLVM's symbolic name on `gen` (code 6 was renamed on gfx8).
    pub const fn name(self, gen: Generation) -> &'static str {
        match self {
            NumFormat::Unorm => "BUF_NUM_FORMAT_UNORM",
            NumFormat::Snorm => "BUF_NUM_FORMAT_SNORM",
            NumFormat::Uscaled => "BUF_NUM_FORMAT_USCALED",
            NumFormat::Sscaled => "BUF_NUM_FORMAT_SSCALED",
            NumFormat::Uint => "BUF_NUM_FORMAT_UINT",
            NumFormat::Sint => "BUF_NUM_FORMAT_SINT",
            NumFormat::SnormOgl => match gen {
                Generation::Gfx6 | Generation::Gfx7 => "BUF_NUM_FORMAT_SNORM_OGL",
                _ => "BUF_NUM_FORMAT_RESERVED_6",
            },
            NumFormat::Float => "BUF_NUM_FORMAT_FLOAT",
        }
    }
}

/// The `DFMT`/`NFMT` pair of an MTBUF instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BufFormat {
    /// Data format.
    pub dfmt: DataFormat,
    /// Number format.
    pub nfmt: NumFormat,
}

impl BufFormat {
    /// The format LLVM leaves unprinted: `BUF_DATA_FORMAT_8`, `BUF_NUM_FORMAT_UNORM`.
    pub const DEFAULT: BufFormat = BufFormat {
        dfmt: DataFormat::F8,
        nfmt: NumFormat::Unorm,
    };
}

impl Default for BufFormat {
    fn default() -> Self {
        Self::DEFAULT
    }
}

impl Operand<2> for BufFormat {
    fn decode([dfmt, nfmt]: [u32; 2], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(BufFormat {
            dfmt: DataFormat::from_code(dfmt)
                .ok_or(OperandError::invalid("DFMT has 4 bits", dfmt as i64))?,
            nfmt: NumFormat::from_code(nfmt)
                .ok_or(OperandError::invalid("NFMT has 3 bits", nfmt as i64))?,
        })
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        Ok([self.dfmt.code(), self.nfmt.code()])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let show_dfmt = self.dfmt != BufFormat::DEFAULT.dfmt;
        let show_nfmt = self.nfmt != BufFormat::DEFAULT.nfmt;
        if !show_dfmt && !show_nfmt {
            return Ok(());
        }
        let gen = p.gen;
        let f = p.modifier()?;
        f.write_str("format:[")?;
        if show_dfmt {
            f.write_str(self.dfmt.name())?;
        }
        if show_dfmt && show_nfmt {
            f.write_str(",")?;
        }
        if show_nfmt {
            f.write_str(self.nfmt.name(gen))?;
        }
        f.write_str("]")
    }
}

/// Where a buffer instruction's address comes from: fields `VADDR`, `OFFEN`, `IDXEN` and
/// (gfx6/7) `ADDR64`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BufAddr {
    /// No VGPR address (`off`).
    Off,
    /// `offen`: the VGPR holds an offset.
    Offen(VReg<1>),
    /// `idxen`: the VGPR holds an index.
    Idxen(VReg<1>),
    /// `idxen offen`: a VGPR pair holds index then offset.
    IdxenOffen(VReg<2>),
    /// `addr64` (gfx6/7): a VGPR pair holds a 64-bit address.
    Addr64(VReg<2>),
}

impl Operand<4> for BufAddr {
    fn decode(
        [vaddr, offen, idxen, addr64]: [u32; 4],
        cx: &mut DecodeCx<'_>,
    ) -> Result<Self, OperandError> {
        // gfx8 kept MUBUF's ADDR64 bit but not the mode: the bit is ignored.
        let addr64 = if cx.gen > Generation::Gfx7 {
            cx.ignore(3, addr64);
            0
        } else {
            addr64
        };
        if (addr64, idxen, offen) == (0, 0, 0) {
            // `off`: no address VGPR is read, whatever VADDR holds.
            cx.ignore(0, vaddr);
        }
        if addr64 != 0 {
            // `addr64` overrides the index and offset modes.
            cx.ignore(1, offen);
            cx.ignore(2, idxen);
        }
        Ok(match (addr64 != 0, idxen != 0, offen != 0) {
            (true, _, _) => BufAddr::Addr64(VReg::new(vaddr)?),
            (false, true, true) => BufAddr::IdxenOffen(VReg::new(vaddr)?),
            (false, true, false) => BufAddr::Idxen(VReg::new(vaddr)?),
            (false, false, true) => BufAddr::Offen(VReg::new(vaddr)?),
            (false, false, false) => BufAddr::Off,
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 4], OperandError> {
        Ok(match *self {
            BufAddr::Off => [0, 0, 0, 0],
            BufAddr::Offen(v) => [v.first(), 1, 0, 0],
            BufAddr::Idxen(v) => [v.first(), 0, 1, 0],
            BufAddr::IdxenOffen(v) => [v.first(), 1, 1, 0],
            BufAddr::Addr64(v) => {
                if cx.gen > Generation::Gfx7 {
                    return Err(OperandError::unsupported("addr64 exists only on gfx6/gfx7"));
                }
                [v.first(), 0, 0, 1]
            }
        })
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        match *self {
            BufAddr::Off => p.operand()?.write_str("off"),
            BufAddr::Offen(v) | BufAddr::Idxen(v) => v.write(p.operand()?),
            BufAddr::IdxenOffen(v) | BufAddr::Addr64(v) => v.write(p.operand()?),
        }
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        match *self {
            BufAddr::Off => Ok(()),
            BufAddr::Offen(_) => p.modifier()?.write_str("offen"),
            BufAddr::Idxen(_) => p.modifier()?.write_str("idxen"),
            BufAddr::IdxenOffen(_) => p.modifier()?.write_str("idxen offen"),
            BufAddr::Addr64(_) => p.modifier()?.write_str("addr64"),
        }
    }

    fn registers(&self, f: &mut dyn FnMut(super::RegName)) {
        match self {
            BufAddr::Off => {}
            BufAddr::Offen(v) | BufAddr::Idxen(v) => f(v.name()),
            BufAddr::IdxenOffen(v) | BufAddr::Addr64(v) => f(v.name()),
        }
    }
}

/// A buffer instruction's 12-bit unsigned byte offset, printed `offset:N` when not zero.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BufOffset(pub Imm<12>);

impl BufOffset {
    /// No offset.
    pub const ZERO: BufOffset = BufOffset(Imm::<12>::new_const(0));
}

impl Operand<1> for BufOffset {
    fn decode([raw]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(BufOffset(Imm::new(raw)?))
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.0.get()])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        p.offset_modifier(self.0.get() as i64)
    }
}
