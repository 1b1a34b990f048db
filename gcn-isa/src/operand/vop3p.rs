//! Packed-math (VOP3P) and matrix-core (MAI, gfx908) operands: the packed modifiers
//! (`op_sel`, `op_sel_hi`, `neg_lo`, `neg_hi`), the mix instructions' selects, the
//! accumulation registers (AGPRs, `a0`…`a255`) and the MFMA modifiers `cbsz`, `abid`, `blgp`.

use super::reg::write_range;
use super::vsrc::write_flagged;
use super::{DecodeCx, EncodeCx, Operand, Printer, RegName, SReg, SSrc, Text, VReg, VSrc};
use crate::OperandError;
use core::fmt;

/// Writes `name:[b0,b1,…]` for the low `n` bits of `bits`.
fn write_bits(f: &mut Text<'_, '_>, name: &str, bits: u8, n: usize) -> fmt::Result {
    f.write_str(name)?;
    f.push_str(":[")?;
    for i in 0..n {
        if i > 0 {
            f.push_byte(b',')?;
        }
        f.push_byte(b'0' + (bits >> i & 1))?;
    }
    f.push_byte(b']')
}

/// The modifiers of a packed instruction with `N` sources (2 or 3), one bit per source:
/// which half each source's low lane reads (`op_sel`), which half its high lane reads
/// (`op_sel_hi`, both halves' default is the natural one: low for the low lane, high for the
/// high lane), and the negation of each lane (`neg_lo`, `neg_hi`).
///
/// LLVM prints each array only where it differs from its default: `op_sel`, `neg_lo` and
/// `neg_hi` all zero, `op_sel_hi` all ones. A two-source instruction has no third bit: the
/// hardware ignores `op_sel_hi`'s (LLVM encodes it as 1) and LLVM rejects the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PkMods<const N: usize> {
    /// Bit `i`: source `i`'s low lane reads its high half.
    pub op_sel: u8,
    /// Bit `i`: source `i`'s high lane reads its high half.
    pub op_sel_hi: u8,
    /// Bit `i`: negate source `i`'s low lane.
    pub neg_lo: u8,
    /// Bit `i`: negate source `i`'s high lane.
    pub neg_hi: u8,
}

impl<const N: usize> Default for PkMods<N> {
    fn default() -> Self {
        Self::DEFAULT
    }
}

impl<const N: usize> PkMods<N> {
    const MASK: u8 = (1 << N) - 1;
    /// The natural lanes, nothing negated.
    pub const DEFAULT: Self = PkMods {
        op_sel: 0,
        op_sel_hi: Self::MASK,
        neg_lo: 0,
        neg_hi: 0,
    };
}

impl<const N: usize> Operand<5> for PkMods<N> {
    /// Fields: OP_SEL (3 bits), OP_SEL_HI (sources 0 and 1), OP_SEL_HI2, NEG, NEG_HI.
    fn decode(
        [op_sel, hi01, hi2, neg, neg_hi]: [u32; 5],
        cx: &mut DecodeCx<'_>,
    ) -> Result<Self, OperandError> {
        let extra = !(Self::MASK as u32) & 7;
        if (op_sel | neg | neg_hi) & extra != 0 {
            return Err(OperandError::invalid(
                "op_sel, neg_lo or neg_hi set for a source the instruction does not have",
                ((op_sel | neg | neg_hi) & extra) as i64,
            ));
        }
        let mut op_sel_hi = (hi01 | hi2 << 2) as u8;
        if N == 2 {
            // The third bit means nothing; its canonical value is 1.
            cx.ignore(2, !hi2 & 1);
            op_sel_hi &= Self::MASK;
        }
        Ok(PkMods {
            op_sel: op_sel as u8,
            op_sel_hi,
            neg_lo: neg as u8,
            neg_hi: neg_hi as u8,
        })
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 5], OperandError> {
        let all = self.op_sel | self.op_sel_hi | self.neg_lo | self.neg_hi;
        if all & !Self::MASK != 0 {
            return Err(OperandError::invalid(
                "a packed modifier bit for a source the instruction does not have",
                all as i64,
            ));
        }
        let hi2 = if N == 2 {
            1
        } else {
            (self.op_sel_hi >> 2) as u32 & 1
        };
        Ok([
            self.op_sel as u32,
            self.op_sel_hi as u32 & 3,
            hi2,
            self.neg_lo as u32,
            self.neg_hi as u32,
        ])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        if self.op_sel != 0 {
            write_bits(p.modifier()?, "op_sel", self.op_sel, N)?;
        }
        if self.op_sel_hi != Self::MASK {
            write_bits(p.modifier()?, "op_sel_hi", self.op_sel_hi, N)?;
        }
        if self.neg_lo != 0 {
            write_bits(p.modifier()?, "neg_lo", self.neg_lo, N)?;
        }
        if self.neg_hi != 0 {
            write_bits(p.modifier()?, "neg_hi", self.neg_hi, N)?;
        }
        Ok(())
    }
}

/// The selects of a mix instruction (`v_mad_mix*`, `v_fma_mix*`), one bit per source:
/// `op_sel_hi` says whether the source is an f16 (1) or an f32 (0), and for an f16 source
/// `op_sel` picks its high half. LLVM prints each array when any bit is set.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct MixSel {
    /// Bit `i`: source `i` is the high half (f16 sources).
    pub op_sel: u8,
    /// Bit `i`: source `i` is an f16.
    pub op_sel_hi: u8,
}

impl MixSel {
    /// All sources f32.
    pub const NONE: Self = MixSel {
        op_sel: 0,
        op_sel_hi: 0,
    };
}

impl Operand<3> for MixSel {
    /// Fields: OP_SEL (3 bits), OP_SEL_HI (sources 0 and 1), OP_SEL_HI2.
    fn decode([op_sel, hi01, hi2]: [u32; 3], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(MixSel {
            op_sel: op_sel as u8,
            op_sel_hi: (hi01 | hi2 << 2) as u8,
        })
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 3], OperandError> {
        if (self.op_sel | self.op_sel_hi) & !7 != 0 {
            return Err(OperandError::invalid(
                "a mix instruction has three sources",
                (self.op_sel | self.op_sel_hi) as i64,
            ));
        }
        Ok([
            self.op_sel as u32,
            self.op_sel_hi as u32 & 3,
            (self.op_sel_hi >> 2) as u32 & 1,
        ])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        if self.op_sel != 0 {
            write_bits(p.modifier()?, "op_sel", self.op_sel, 3)?;
        }
        if self.op_sel_hi != 0 {
            write_bits(p.modifier()?, "op_sel_hi", self.op_sel_hi, 3)?;
        }
        Ok(())
    }
}

/// The `op_sel_hi` bits of a VOP3P instruction without packed modifiers
/// (`v_accvgpr_read_b32`, `v_accvgpr_write_b32`): ignored by the hardware, 1 in LLVM's
/// encoding. Nothing to set and nothing printed; other values decode and are kept.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SelHiOnes;

impl Operand<2> for SelHiOnes {
    fn decode([hi01, hi2]: [u32; 2], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        cx.ignore(0, !hi01 & 3);
        cx.ignore(1, !hi2 & 1);
        Ok(SelHiOnes)
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        Ok([3, 1])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }
}

/// `N` consecutive accumulation registers (AGPRs, gfx908) starting at the wrapped index:
/// `a5`, `a[0:31]`. A type of its own, so that an AGPR cannot be passed where a VGPR goes.
///
/// ```
/// use gcn_isa::operand::AReg;
/// assert_eq!(AReg::<4>::new(8).unwrap().to_string(), "a[8:11]");
/// assert!(AReg::<32>::new(240).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AReg<const N: usize>(u8);

impl<const N: usize> AReg<N> {
    /// `a[first : first+N-1]`; the range must end at or before a255.
    pub const fn new(first: u32) -> Result<Self, OperandError> {
        if first as usize + N > 256 {
            return Err(OperandError::invalid(
                "AGPR range beyond a255",
                first as i64,
            ));
        }
        Ok(AReg(first as u8))
    }

    #[doc(hidden)]
    pub const fn new_const(first: u32) -> Self {
        match Self::new(first) {
            Ok(r) => r,
            Err(_) => panic!("invalid AGPR range: beyond a255"),
        }
    }

    /// The first register's index.
    pub const fn first(self) -> u32 {
        self.0 as u32
    }

    /// The range as text, for messages and register lists.
    pub const fn name(self) -> RegName {
        RegName::Agpr {
            first: self.0 as u16,
            width: N as u16,
        }
    }

    pub(crate) fn write(&self, f: &mut Text<'_, '_>) -> fmt::Result {
        write_range(f, "a", self.0 as u32, N as u32)
    }
}

impl<const N: usize> fmt::Display for AReg<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::text::display_with(f, |t| self.write(t))
    }
}

impl<const N: usize> Operand<1> for AReg<N> {
    fn decode([v]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Self::new(v)
    }

    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.0 as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        self.write(p.operand()?)
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        f(self.name())
    }
}

/// LLVM's register class name of an AGPR operand `N` dwords wide.
const fn agpr_class(n: usize) -> &'static str {
    match n {
        1 => "AGPR_32",
        2 => "AReg_64",
        4 => "AReg_128",
        16 => "AReg_512",
        _ => "AReg_1024",
    }
}

/// An AGPR source in a 9-bit source field (codes 256..=511 are `a0`…`a255`): MFMA's
/// accumulator input (srcC), which also takes an inline constant, and
/// `v_accvgpr_read_b32`'s source. Anything else decodes, flagged as LLVM flags it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ASrc<const N: usize> {
    /// An AGPR range.
    Agpr(AReg<N>),
    /// A code of the scalar source space.
    Other(VSrc<N>),
}

impl<const N: usize> From<AReg<N>> for ASrc<N> {
    fn from(r: AReg<N>) -> Self {
        ASrc::Agpr(r)
    }
}

impl<const N: usize> From<SSrc<N>> for ASrc<N> {
    fn from(s: SSrc<N>) -> Self {
        ASrc::Other(VSrc::Scalar(s))
    }
}

/// Decodes a scalar code for an operand of `N` dwords. LLVM has no SGPR or TTMP class of
/// 1024 bits: at that width it decodes single registers (`s0`), special registers at 64 bits.
fn decode_scalar<const N: usize>(
    code: u32,
    cx: &mut DecodeCx<'_>,
) -> Result<VSrc<N>, OperandError> {
    if N > 16 && code < 128 {
        let single = SReg::<1>::from_code(cx.gen, code)?;
        let reg = match single {
            SReg::Sgpr(s) => SReg::Sgpr(s),
            SReg::Ttmp(t) => SReg::Ttmp(t),
            SReg::Special(_) => SReg::<N>::from_code(cx.gen, code)?,
        };
        return Ok(VSrc::Scalar(SSrc::Reg(reg)));
    }
    VSrc::decode_code(code, cx)
}

fn encode_scalar<const N: usize>(src: &VSrc<N>, cx: &mut EncodeCx) -> Result<u32, OperandError> {
    match *src {
        VSrc::Scalar(SSrc::Reg(SReg::Sgpr(s))) if N > 16 => SReg::<1>::Sgpr(s).code(cx.gen),
        VSrc::Scalar(SSrc::Reg(SReg::Ttmp(t))) if N > 16 => SReg::<1>::Ttmp(t).code(cx.gen),
        _ => src.encode_code(cx),
    }
}

fn write_scalar<const N: usize>(
    p: &mut Printer<'_, '_>,
    src: &VSrc<N>,
    class: Option<&str>,
) -> fmt::Result {
    match *src {
        VSrc::Scalar(SSrc::Reg(SReg::Sgpr(s))) if N > 16 => {
            write_flagged(p, &VSrc::<1>::Scalar(SSrc::Reg(SReg::Sgpr(s))), class)
        }
        VSrc::Scalar(SSrc::Reg(SReg::Ttmp(t))) if N > 16 => {
            write_flagged(p, &VSrc::<1>::Scalar(SSrc::Reg(SReg::Ttmp(t))), class)
        }
        _ => write_flagged(p, src, class),
    }
}

impl<const N: usize> ASrc<N> {
    fn in_class(&self) -> bool {
        // MFMA's srcC (wider than one register) takes inline constants.
        match self {
            ASrc::Agpr(_) => true,
            ASrc::Other(VSrc::Scalar(SSrc::Int(_) | SSrc::Float(_))) => N > 1,
            ASrc::Other(_) => false,
        }
    }
}

impl<const N: usize> Operand<1> for ASrc<N> {
    fn decode([code]: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if code >= 256 {
            if code - 256 + N as u32 > 256 {
                return Err(OperandError::invalid(
                    "the AGPR range runs past a255",
                    code as i64,
                ));
            }
            return AReg::new(code - 256).map(ASrc::Agpr);
        }
        decode_scalar(code, cx).map(ASrc::Other)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        if !self.in_class() {
            cx.refuse(OperandError::refused(
                "this operand takes AGPRs (and, for MFMA's accumulator, inline constants)",
            ));
        }
        match self {
            ASrc::Agpr(r) => Ok([256 + r.first()]),
            ASrc::Other(s) => Ok([encode_scalar(s, cx)?]),
        }
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        match self {
            ASrc::Agpr(r) => r.write(p.operand()?),
            ASrc::Other(s) => {
                let class = (!self.in_class()).then_some(agpr_class(N));
                write_scalar(p, s, class)
            }
        }
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        match self {
            ASrc::Agpr(r) => f(r.name()),
            ASrc::Other(s) => Operand::<1>::registers(s, f),
        }
    }
}

/// An MFMA matrix input (srcA, srcB): a VGPR or, with the source's ACC bit, an AGPR range.
/// Other codes decode flagged (LLVM's `AV_*` classes); their ACC bit is ignored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AvSrc<const N: usize> {
    /// A VGPR range.
    Vgpr(VReg<N>),
    /// An AGPR range.
    Agpr(AReg<N>),
    /// A code of the scalar source space.
    Other(VSrc<N>),
}

impl<const N: usize> From<VReg<N>> for AvSrc<N> {
    fn from(r: VReg<N>) -> Self {
        AvSrc::Vgpr(r)
    }
}

impl<const N: usize> From<AReg<N>> for AvSrc<N> {
    fn from(r: AReg<N>) -> Self {
        AvSrc::Agpr(r)
    }
}

const fn av_class(n: usize) -> &'static str {
    match n {
        1 => "AV_32",
        2 => "AV_64",
        _ => "AV_128",
    }
}

impl<const N: usize> Operand<2> for AvSrc<N> {
    /// Fields: the 9-bit source code and the ACC bit.
    fn decode([code, acc]: [u32; 2], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if code >= 256 {
            if code - 256 + N as u32 > 256 {
                return Err(OperandError::invalid(
                    "the register range runs past 255",
                    code as i64,
                ));
            }
            return if acc != 0 {
                AReg::new(code - 256).map(AvSrc::Agpr)
            } else {
                VReg::new(code - 256).map(AvSrc::Vgpr)
            };
        }
        cx.ignore(1, acc);
        decode_scalar(code, cx).map(AvSrc::Other)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 2], OperandError> {
        match self {
            AvSrc::Vgpr(r) => Ok([256 + r.first(), 0]),
            AvSrc::Agpr(r) => Ok([256 + r.first(), 1]),
            AvSrc::Other(s) => {
                cx.refuse(OperandError::refused(
                    "a matrix input is a VGPR or AGPR range",
                ));
                Ok([encode_scalar(s, cx)?, 0])
            }
        }
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        match self {
            AvSrc::Vgpr(r) => r.write(p.operand()?),
            AvSrc::Agpr(r) => r.write(p.operand()?),
            AvSrc::Other(s) => write_scalar(p, s, Some(av_class(N))),
        }
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        match self {
            AvSrc::Vgpr(r) => f(r.name()),
            AvSrc::Agpr(r) => f(r.name()),
            AvSrc::Other(s) => Operand::<1>::registers(s, f),
        }
    }
}

macro_rules! mai_modifier {
    ($(#[$doc:meta])* $name:ident, $text:literal, $bits:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct $name(u8);

        impl $name {
            /// Zero: printed as nothing.
            pub const ZERO: Self = $name(0);

            #[doc = concat!("The value, checked to fit in ", stringify!($bits), " bits.")]
            pub const fn new(value: u32) -> Result<Self, OperandError> {
                if value >> $bits != 0 {
                    return Err(OperandError::invalid(
                        concat!($text, " has ", stringify!($bits), " bits"),
                        value as i64,
                    ));
                }
                Ok($name(value as u8))
            }

            /// The value.
            pub const fn get(self) -> u32 {
                self.0 as u32
            }
        }

        impl Operand<1> for $name {
            fn decode([v]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
                Self::new(v)
            }

            fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
                Ok([self.0 as u32])
            }

            fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
                Ok(())
            }

            fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
                if self.0 == 0 {
                    return Ok(());
                }
                let f = p.modifier()?;
                f.push_str(concat!($text, ":"))?;
                super::text::write_dec(f, self.0 as u64)
            }
        }
    };
}

mai_modifier!(
    /// MFMA `cbsz`: the control broadcast size (log2 of the number of blocks srcA is
    /// broadcast to).
    Cbsz, "cbsz", 3
);
mai_modifier!(
    /// MFMA `abid`: the block of srcA to broadcast.
    Abid, "abid", 4
);
mai_modifier!(
    /// MFMA `blgp`: the lane group pattern applied to srcB.
    Blgp, "blgp", 3
);
