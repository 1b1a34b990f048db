//! Scalar and vector registers, with each generation's numbering of the special registers.

use super::text::{display_with, Text};
use super::{DecodeCx, EncodeCx, Operand, Printer};
use crate::{Generation, OperandError};
use core::fmt;

/// A special scalar register. The 64-bit ones (`Vcc`, `Exec`, …) are register pairs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Special {
    /// `vcc_lo`
    VccLo,
    /// `vcc_hi`
    VccHi,
    /// `vcc`, 64 bits
    Vcc,
    /// `exec_lo`
    ExecLo,
    /// `exec_hi`
    ExecHi,
    /// `exec`, 64 bits
    Exec,
    /// `m0`
    M0,
    /// `flat_scratch_lo` (gfx7+)
    FlatScratchLo,
    /// `flat_scratch_hi` (gfx7+)
    FlatScratchHi,
    /// `flat_scratch`, 64 bits (gfx7+)
    FlatScratch,
    /// `xnack_mask_lo` (gfx8+)
    XnackMaskLo,
    /// `xnack_mask_hi` (gfx8+)
    XnackMaskHi,
    /// `xnack_mask`, 64 bits (gfx8+)
    XnackMask,
    /// `tba_lo` (gfx6..gfx8)
    TbaLo,
    /// `tba_hi` (gfx6..gfx8)
    TbaHi,
    /// `tba`, 64 bits (gfx6..gfx8)
    Tba,
    /// `tma_lo` (gfx6..gfx8)
    TmaLo,
    /// `tma_hi` (gfx6..gfx8)
    TmaHi,
    /// `tma`, 64 bits (gfx6..gfx8)
    Tma,
    /// `null` (code 125): LLVM 19 decodes it at every width and every generation.
    Null,
}

impl Special {
    /// Registers (dwords) the special register spans.
    pub const fn width(self) -> usize {
        match self {
            Special::Vcc
            | Special::Exec
            | Special::FlatScratch
            | Special::XnackMask
            | Special::Tba
            | Special::Tma => 2,
            Special::Null => 0,
            _ => 1,
        }
    }

    /// LLVM's name for it.
    pub const fn name(self) -> &'static str {
        match self {
            Special::VccLo => "vcc_lo",
            Special::VccHi => "vcc_hi",
            Special::Vcc => "vcc",
            Special::ExecLo => "exec_lo",
            Special::ExecHi => "exec_hi",
            Special::Exec => "exec",
            Special::M0 => "m0",
            Special::FlatScratchLo => "flat_scratch_lo",
            Special::FlatScratchHi => "flat_scratch_hi",
            Special::FlatScratch => "flat_scratch",
            Special::XnackMaskLo => "xnack_mask_lo",
            Special::XnackMaskHi => "xnack_mask_hi",
            Special::XnackMask => "xnack_mask",
            Special::TbaLo => "tba_lo",
            Special::TbaHi => "tba_hi",
            Special::Tba => "tba",
            Special::TmaLo => "tma_lo",
            Special::TmaHi => "tma_hi",
            Special::Tma => "tma",
            Special::Null => "null",
        }
    }

    /// The operand code of the register (its low half for pairs) on `gen`, if it has one.
    pub const fn code(self, gen: Generation) -> Option<u32> {
        let gfx7 = matches!(gen, Generation::Gfx7);
        let gfx8_up = !matches!(gen, Generation::Gfx6 | Generation::Gfx7);
        let has_tba = !gen.at_least(Generation::Gfx9);
        let code = match self {
            Special::FlatScratchLo | Special::FlatScratch if gfx8_up => 102,
            Special::FlatScratchHi if gfx8_up => 103,
            Special::FlatScratchLo | Special::FlatScratch if gfx7 => 104,
            Special::FlatScratchHi if gfx7 => 105,
            Special::XnackMaskLo | Special::XnackMask if gfx8_up => 104,
            Special::XnackMaskHi if gfx8_up => 105,
            Special::VccLo | Special::Vcc => 106,
            Special::VccHi => 107,
            Special::TbaLo | Special::Tba if has_tba => 108,
            Special::TbaHi if has_tba => 109,
            Special::TmaLo | Special::Tma if has_tba => 110,
            Special::TmaHi if has_tba => 111,
            Special::M0 => 124,
            Special::Null => 125,
            Special::ExecLo | Special::Exec => 126,
            Special::ExecHi => 127,
            _ => return None,
        };
        Some(code)
    }

    /// The special register of `width` dwords with operand code `code` on `gen`.
    /// `width` 1 finds the 32-bit registers; any wider one the 64-bit registers, the way
    /// LLVM decodes a special code into a wider register class.
    pub fn from_code(gen: Generation, code: u32, width: usize) -> Option<Special> {
        if code == 125 {
            return Some(Special::Null);
        }
        let wide = width >= 2;
        let gfx7 = gen == Generation::Gfx7;
        let gfx8_up = gen >= Generation::Gfx8;
        let has_tba = gen < Generation::Gfx9;
        let special = match (code, wide) {
            (102, false) if gfx8_up => Special::FlatScratchLo,
            (102, true) if gfx8_up => Special::FlatScratch,
            (103, false) if gfx8_up => Special::FlatScratchHi,
            (104, false) if gfx7 => Special::FlatScratchLo,
            (104, true) if gfx7 => Special::FlatScratch,
            (105, false) if gfx7 => Special::FlatScratchHi,
            (104, false) if gfx8_up => Special::XnackMaskLo,
            (104, true) if gfx8_up => Special::XnackMask,
            (105, false) if gfx8_up => Special::XnackMaskHi,
            (106, false) => Special::VccLo,
            (106, true) => Special::Vcc,
            (107, false) => Special::VccHi,
            (108, false) if has_tba => Special::TbaLo,
            (108, true) if has_tba => Special::Tba,
            (109, false) if has_tba => Special::TbaHi,
            (110, false) if has_tba => Special::TmaLo,
            (110, true) if has_tba => Special::Tma,
            (111, false) if has_tba => Special::TmaHi,
            (124, false) => Special::M0,
            (126, false) => Special::ExecLo,
            (126, true) => Special::Exec,
            (127, false) => Special::ExecHi,
            _ => return None,
        };
        Some(special)
    }
}

/// The SGPRs a generation addresses directly: s0..s103 on gfx6/7, s0..s101 from gfx8.
pub const fn sgpr_count(gen: Generation) -> u32 {
    match gen {
        Generation::Gfx6 | Generation::Gfx7 => MAX_SGPRS,
        _ => 102,
    }
}

/// The most SGPRs any generation has (gfx6/gfx7).
const MAX_SGPRS: u32 = 104;

/// The operand codes of ttmp0 and of the last TTMP: gfx9 moved them and added four.
pub const fn ttmp_codes(gen: Generation) -> (u32, u32) {
    if gen.at_least(Generation::Gfx9) {
        (108, 123)
    } else {
        (112, 123)
    }
}

/// Register-range alignment the hardware needs: pairs on even, wider ranges on 4.
const fn alignment(width: usize) -> u32 {
    match width {
        1 => 1,
        2 => 2,
        _ => 4,
    }
}

/// Which registers an operand's LLVM register class admits. LLVM decodes any register
/// code but flags one outside the class with a comment; printing the same needs the class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RegClass {
    /// Every scalar register of the width (`SReg_32`, `SReg_64`, `SReg_128`, …).
    #[default]
    All,
    /// Destinations that must not be M0 or EXEC (`SReg_32_XM0_XEXEC`, `SReg_64_XEXEC`).
    ExcludingM0Exec,
}

/// A scalar register operand `N` dwords wide: SGPRs, TTMPs or a special register.
///
/// Wider operands (`N` ≥ 3) hold a special register only when decoded from such a word:
/// LLVM then prints the 64-bit register at that code and flags it as outside the class.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SReg<const N: usize> {
    /// SGPRs starting at this index.
    Sgpr(u8),
    /// TTMPs starting at this index.
    Ttmp(u8),
    /// A special register.
    Special(Special),
}

impl<const N: usize> SReg<N> {
    /// `s[first : first+N-1]`, checked for alignment and for ending at or before s103, the
    /// last SGPR of any generation (gfx6/gfx7; gfx8 and later end at s101, which `encode`
    /// checks against the instruction's generation).
    pub const fn sgpr(first: u32) -> Result<Self, OperandError> {
        if !first.is_multiple_of(alignment(N)) {
            return Err(OperandError::invalid("misaligned SGPR range", first as i64));
        }
        if first as usize + N > MAX_SGPRS as usize {
            return Err(OperandError::invalid(
                "SGPR range beyond s103, the last SGPR of any generation",
                first as i64,
            ));
        }
        Ok(SReg::Sgpr(first as u8))
    }

    /// `ttmp[first : first+N-1]`, checked for alignment and range (gfx9 has 16 TTMPs,
    /// earlier generations 12: [`SReg::code`] checks the generation).
    pub const fn ttmp(first: u32) -> Result<Self, OperandError> {
        if !first.is_multiple_of(alignment(N)) {
            return Err(OperandError::invalid("misaligned TTMP range", first as i64));
        }
        if first as usize + N > 16 {
            return Err(OperandError::invalid(
                "TTMP range beyond ttmp15",
                first as i64,
            ));
        }
        Ok(SReg::Ttmp(first as u8))
    }

    #[doc(hidden)]
    pub const fn sgpr_const(first: u32) -> Self {
        match Self::sgpr(first) {
            Ok(r) => r,
            Err(_) => panic!("invalid SGPR range: misaligned or beyond s103"),
        }
    }

    #[doc(hidden)]
    pub const fn ttmp_const(first: u32) -> Self {
        match Self::ttmp(first) {
            Ok(r) => r,
            Err(_) => panic!("invalid TTMP range: misaligned or beyond ttmp15"),
        }
    }

    /// The special register `reg`, which must be `N` dwords wide.
    pub const fn special(reg: Special) -> Result<Self, OperandError> {
        if reg.width() != N && !matches!(reg, Special::Null) {
            return Err(OperandError::register(
                RegName::Special(reg),
                "the special register is not as wide as the operand",
            ));
        }
        Ok(SReg::Special(reg))
    }

    /// Decodes an operand code the way LLVM does: a misaligned range is rounded down to
    /// its alignment (the dropped bits survive in the instruction's `ignored_bits`), and a
    /// range may run past the last register of the generation, as LLVM prints it.
    pub fn from_code(gen: Generation, code: u32) -> Result<Self, OperandError> {
        let aligned = code & !(alignment(N) - 1);
        let (ttmp_first, ttmp_last) = ttmp_codes(gen);
        // LLVM's register file ends at s105 and ttmp15: a range past those has no name.
        if code < sgpr_count(gen) {
            if aligned as usize + N > 106 {
                return Err(OperandError::invalid("SGPR range beyond s105", code as i64));
            }
            return Ok(SReg::Sgpr(aligned as u8));
        }
        if (ttmp_first..=ttmp_last).contains(&code) {
            if (aligned - ttmp_first) as usize + N > 16 {
                return Err(OperandError::invalid(
                    "TTMP range beyond ttmp15",
                    code as i64,
                ));
            }
            return Ok(SReg::Ttmp((aligned - ttmp_first) as u8));
        }
        match Special::from_code(gen, code, N) {
            Some(s) => Ok(SReg::Special(s)),
            None => Err(OperandError::invalid(
                "no scalar register of this width has this code",
                code as i64,
            )),
        }
    }

    /// [`SReg::from_code`], reporting the low bits of a misaligned code as ignored bits of
    /// raw field `field`.
    pub(crate) fn decode_in(
        cx: &mut DecodeCx<'_>,
        field: usize,
        code: u32,
    ) -> Result<Self, OperandError> {
        let reg = Self::from_code(cx.gen, code)?;
        if matches!(reg, SReg::Sgpr(_) | SReg::Ttmp(_)) {
            cx.ignore(field, code & (alignment(N) - 1));
        }
        Ok(reg)
    }

    /// The operand code on `gen`, or why there is none. A register that has a code may
    /// still be one LLVM's assembler refuses for an operand: see [`SReg::check`].
    pub fn code(&self, gen: Generation) -> Result<u32, OperandError> {
        let wrong = |reason| Err(OperandError::register(self.name(), reason));
        match *self {
            SReg::Sgpr(first) => {
                let first = first as u32;
                if !first.is_multiple_of(alignment(N)) {
                    return wrong(
                        "a register range must start on a multiple of 2 (pairs) or 4 (wider)",
                    );
                }
                if first >= sgpr_count(gen) {
                    return wrong("this generation has no such SGPR (gfx8 and later end at s101)");
                }
                Ok(first)
            }
            SReg::Ttmp(first) => {
                let (lo, hi) = ttmp_codes(gen);
                let first = first as u32;
                if !first.is_multiple_of(alignment(N)) {
                    return wrong(
                        "a register range must start on a multiple of 2 (pairs) or 4 (wider)",
                    );
                }
                if lo + first > hi {
                    return wrong("this generation has no such TTMP (gfx6..gfx8 end at ttmp11)");
                }
                Ok(lo + first)
            }
            SReg::Special(s) => {
                let fits = match N {
                    1 => s.width() <= 1,
                    _ => s.width() != 1,
                };
                if !fits {
                    return wrong(if N == 1 {
                        "a 64-bit register where the operand is 32 bits wide"
                    } else {
                        "a 32-bit register where the operand is 64 bits or wider"
                    });
                }
                match s.code(gen) {
                    Some(code) => Ok(code),
                    None => wrong("this special register does not exist on this generation"),
                }
            }
        }
    }

    /// What LLVM's assembler refuses beyond a missing code: a range running past the
    /// generation's last SGPR or TTMP, a register outside the operand's class, `null`
    /// (an operand only from gfx10). The decoder accepts such words, as LLVM's
    /// disassembler does; `encode` refuses them unless the operand was decoded and kept.
    pub fn check(&self, gen: Generation, class: RegClass) -> Result<(), OperandError> {
        let wrong = |reason| Err(OperandError::register(self.name(), reason));
        match *self {
            SReg::Sgpr(first) if first as u32 + N as u32 > sgpr_count(gen) => wrong(
                "the range runs past the generation's last SGPR (s101 on gfx8 and later, s103 before)",
            ),
            SReg::Ttmp(first) => {
                let (lo, hi) = ttmp_codes(gen);
                if lo + first as u32 + N as u32 - 1 > hi {
                    wrong("the range runs past the generation's last TTMP")
                } else {
                    Ok(())
                }
            }
            SReg::Special(Special::Null) => {
                wrong("`null` is an operand only from gfx10 in LLVM's assembler")
            }
            _ if !self.in_class(class) => wrong(match (N, class) {
                (1, RegClass::ExcludingM0Exec) => {
                    "this operand's register class (SReg_32_XM0_XEXEC) excludes m0 and exec"
                }
                (2, RegClass::ExcludingM0Exec) => {
                    "this operand's register class (SReg_64_XEXEC) excludes exec"
                }
                _ => "operands of 96 bits and wider take SGPRs or TTMPs only",
            }),
            _ => Ok(()),
        }
    }

    /// The code, with [`SReg::check`]'s refusals reported to `cx` (which excuses them for
    /// an operand decoded and left unchanged).
    pub(crate) fn encode_in(&self, cx: &mut EncodeCx) -> Result<u32, OperandError> {
        let code = self.code(cx.gen)?;
        if let Err(e) = self.check(cx.gen, cx.reg_class) {
            cx.refuse(e);
        }
        Ok(code)
    }

    /// The register as text, for messages.
    pub const fn name(&self) -> RegName {
        match *self {
            SReg::Sgpr(first) => RegName::Sgpr {
                first: first as u16,
                width: N as u16,
            },
            SReg::Ttmp(first) => RegName::Ttmp {
                first: first as u16,
                width: N as u16,
            },
            SReg::Special(s) => RegName::Special(s),
        }
    }

    /// Whether LLVM's register class for this operand admits the register.
    fn in_class(&self, class: RegClass) -> bool {
        let SReg::Special(s) = *self else {
            return true;
        };
        if s == Special::Null {
            return true;
        }
        let excluded = class == RegClass::ExcludingM0Exec;
        match N {
            1 => !(excluded && matches!(s, Special::M0 | Special::ExecLo | Special::ExecHi)),
            2 => !(excluded && s == Special::Exec),
            _ => false,
        }
    }

    /// LLVM's name for the operand's register class.
    fn class_name(class: RegClass) -> &'static str {
        match (N, class) {
            (1, RegClass::All) => "SReg_32",
            (1, RegClass::ExcludingM0Exec) => "SReg_32_XM0_XEXEC",
            (2, RegClass::All) => "SReg_64",
            (2, RegClass::ExcludingM0Exec) => "SReg_64_XEXEC",
            (3, _) => "SReg_96",
            (4, _) => "SReg_128",
            (8, _) => "SReg_256",
            _ => "SReg_512",
        }
    }

    /// Prints the register, flagged the way LLVM flags one outside the operand's class.
    pub fn fmt_in(&self, f: &mut Text<'_, '_>, class: RegClass) -> fmt::Result {
        self.write(f)?;
        if !self.in_class(class) {
            f.write_str("/*Invalid register, operand has '")?;
            f.write_str(Self::class_name(class))?;
            f.write_str("' register class*/")?;
        }
        Ok(())
    }
}

impl<const N: usize> SReg<N> {
    /// Writes LLVM's name of the register.
    pub(crate) fn write(&self, f: &mut Text<'_, '_>) -> fmt::Result {
        match *self {
            SReg::Sgpr(first) => write_range(f, "s", first as u32, N as u32),
            SReg::Ttmp(first) => write_range(f, "ttmp", first as u32, N as u32),
            SReg::Special(s) => f.write_str(s.name()),
        }
    }
}

impl<const N: usize> fmt::Display for SReg<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        display_with(f, |t| self.write(t))
    }
}

impl<const N: usize> Operand<1> for SReg<N> {
    fn decode(raw: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Self::decode_in(cx, 0, raw[0])
    }
    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.encode_in(cx)?])
    }
    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let class = p.reg_class;
        self.fmt_in(p.operand()?, class)
    }
    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        f(self.name())
    }
}

/// Prints `prefix{first}` or `prefix[first:last]`.
#[inline]
pub(crate) fn write_range(
    f: &mut Text<'_, '_>,
    prefix: &str,
    first: u32,
    width: u32,
) -> fmt::Result {
    f.push_reg(prefix, first, width)
}

/// `N` consecutive VGPRs starting at the wrapped index.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VReg<const N: usize>(u8);

impl<const N: usize> VReg<N> {
    /// `v[first : first+N-1]`; the range must end at or before v255.
    pub const fn new(first: u32) -> Result<Self, OperandError> {
        if first as usize + N > 256 {
            return Err(OperandError::invalid(
                "VGPR range beyond v255",
                first as i64,
            ));
        }
        Ok(VReg(first as u8))
    }

    #[doc(hidden)]
    pub const fn new_const(first: u32) -> Self {
        match Self::new(first) {
            Ok(r) => r,
            Err(_) => panic!("invalid VGPR range: beyond v255"),
        }
    }

    /// The first register's index.
    pub const fn first(self) -> u32 {
        self.0 as u32
    }

    /// The range as text, for messages and register lists.
    pub const fn name(self) -> RegName {
        RegName::Vgpr {
            first: self.0 as u16,
            width: N as u16,
        }
    }
}

impl<const N: usize> Operand<1> for VReg<N> {
    fn decode(raw: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        if raw[0] + N as u32 + cx.extra_regs as u32 > 256 {
            return Err(OperandError::invalid(
                "the VGPR range (one more register with tfe) runs past v255",
                raw[0] as i64,
            ));
        }
        Self::new(raw[0])
    }
    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        let width = N as u32 + cx.extra_regs as u32;
        if self.0 as u32 + width > 256 {
            // Never excused: the decoder rejects such a word too.
            return Err(OperandError::register(
                RegName::Vgpr {
                    first: self.0 as u16,
                    width: width as u16,
                },
                "the range (one more register with tfe) runs past v255",
            ));
        }
        Ok([self.0 as u32])
    }
    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let width = N as u32 + p.extra_regs as u32;
        write_range(p.operand()?, "v", self.0 as u32, width)
    }
    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        f(self.name())
    }
}

impl<const N: usize> VReg<N> {
    /// Writes LLVM's name of the range.
    pub(crate) fn write(&self, f: &mut Text<'_, '_>) -> fmt::Result {
        write_range(f, "v", self.0 as u32, N as u32)
    }
}

impl<const N: usize> fmt::Display for VReg<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        display_with(f, |t| self.write(t))
    }
}

/// A register or register range, as LLVM writes it: what error messages name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RegName {
    /// `s[first : first+width-1]`
    Sgpr {
        /// First register.
        first: u16,
        /// Registers in the range.
        width: u16,
    },
    /// `ttmp[first : first+width-1]`
    Ttmp {
        /// First register.
        first: u16,
        /// Registers in the range.
        width: u16,
    },
    /// `v[first : first+width-1]`
    Vgpr {
        /// First register.
        first: u16,
        /// Registers in the range.
        width: u16,
    },
    /// `a[first : first+width-1]` (gfx908 accumulation registers)
    Agpr {
        /// First register.
        first: u16,
        /// Registers in the range.
        width: u16,
    },
    /// A special register.
    Special(Special),
}

impl fmt::Display for RegName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        display_with(f, |t| match *self {
            RegName::Sgpr { first, width } => write_range(t, "s", first as u32, width as u32),
            RegName::Ttmp { first, width } => write_range(t, "ttmp", first as u32, width as u32),
            RegName::Vgpr { first, width } => write_range(t, "v", first as u32, width as u32),
            RegName::Agpr { first, width } => write_range(t, "a", first as u32, width as u32),
            RegName::Special(s) => t.push_str(s.name()),
        })
    }
}
