//! Operands of the vector ALU's DPP forms (gfx8+): a VGPR source with float modifiers and
//! the data-parallel-primitive control of the second dword (`dpp_ctrl`, `row_mask`,
//! `bank_mask`, `bound_ctrl`).

use super::{DecodeCx, EncodeCx, Operand, Printer, RegName, VReg};
use crate::OperandError;
use core::fmt;

/// A VGPR source with float modifiers (`-v1`, `|v1|`, `-|v1|`), as the SDWA and DPP
/// dwords hold it: no constants, no scalar registers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VRegMods<const N: usize> {
    /// The register.
    pub reg: VReg<N>,
    /// Negate (`NEG` bit).
    pub neg: bool,
    /// Absolute value (`ABS` bit).
    pub abs: bool,
}

impl<const N: usize> From<VReg<N>> for VRegMods<N> {
    fn from(reg: VReg<N>) -> Self {
        VRegMods {
            reg,
            neg: false,
            abs: false,
        }
    }
}

impl<const N: usize> Operand<3> for VRegMods<N> {
    fn decode([reg, abs, neg]: [u32; 3], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(VRegMods {
            reg: Operand::<1>::decode([reg], cx)?,
            neg: neg != 0,
            abs: abs != 0,
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 3], OperandError> {
        let [reg] = self.reg.encode(cx)?;
        Ok([reg, self.abs as u32, self.neg as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let f = p.operand()?;
        if self.neg {
            f.push_byte(b'-')?;
        }
        if self.abs {
            f.push_byte(b'|')?;
        }
        f.push_byte(b'v')?;
        f.push_dec(u64::from(self.reg.first()))?;
        if self.abs {
            f.push_byte(b'|')?;
        }
        Ok(())
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.reg, f)
    }
}

/// A VGPR integer source with LLVM's `sext` (the `NEG` bit of an SDWA/DPP dword; `ABS`
/// is ignored and kept), as `v_ldexp_f16`'s exponent takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct VRegSext<const N: usize> {
    /// The register.
    pub reg: VReg<N>,
    /// Sign-extend (`NEG` bit).
    pub sext: bool,
}

impl<const N: usize> From<VReg<N>> for VRegSext<N> {
    fn from(reg: VReg<N>) -> Self {
        VRegSext { reg, sext: false }
    }
}

impl<const N: usize> Operand<3> for VRegSext<N> {
    fn decode([reg, abs, neg]: [u32; 3], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        cx.ignore(1, abs);
        Ok(VRegSext {
            reg: Operand::<1>::decode([reg], cx)?,
            sext: neg != 0,
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 3], OperandError> {
        let [reg] = self.reg.encode(cx)?;
        Ok([reg, 0, self.sext as u32])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let f = p.operand()?;
        if self.sext {
            f.push_str("sext(")?;
        }
        f.push_byte(b'v')?;
        f.push_dec(u64::from(self.reg.first()))?;
        if self.sext {
            f.push_byte(b')')?;
        }
        Ok(())
    }

    fn registers(&self, f: &mut dyn FnMut(RegName)) {
        Operand::<1>::registers(&self.reg, f)
    }
}

/// What a DPP instruction's source lane is: the `dpp_ctrl` field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DppCtrl {
    /// `quad_perm:[a,b,c,d]`: each lane of a quad reads lane `sel[i]` (0–3) of it.
    QuadPerm([u8; 4]),
    /// `row_shl:n` (1–15): shift left within a row of 16 lanes.
    RowShl(u8),
    /// `row_shr:n` (1–15).
    RowShr(u8),
    /// `row_ror:n` (1–15): rotate right within a row.
    RowRor(u8),
    /// `wave_shl:1`.
    WaveShl,
    /// `wave_rol:1`.
    WaveRol,
    /// `wave_shr:1`.
    WaveShr,
    /// `wave_ror:1`.
    WaveRor,
    /// `row_mirror`.
    RowMirror,
    /// `row_half_mirror`.
    RowHalfMirror,
    /// `row_bcast:15`.
    RowBcast15,
    /// `row_bcast:31`.
    RowBcast31,
    /// A reserved code (0x100, 0x110, 0x120, 0x131–0x133, …, 0x144–0x1FF): LLVM 19 decodes
    /// it and prints `/* Invalid dpp_ctrl value */`; its assembler cannot write it, so it
    /// encodes only unchanged from a decoded instruction.
    Reserved(u16),
}

impl DppCtrl {
    /// The 9-bit `dpp_ctrl` code.
    pub const fn code(self) -> u16 {
        match self {
            DppCtrl::QuadPerm(s) => {
                (s[0] & 3) as u16
                    | ((s[1] & 3) as u16) << 2
                    | ((s[2] & 3) as u16) << 4
                    | ((s[3] & 3) as u16) << 6
            }
            DppCtrl::RowShl(n) => 0x100 | (n & 0xf) as u16,
            DppCtrl::RowShr(n) => 0x110 | (n & 0xf) as u16,
            DppCtrl::RowRor(n) => 0x120 | (n & 0xf) as u16,
            DppCtrl::WaveShl => 0x130,
            DppCtrl::WaveRol => 0x134,
            DppCtrl::WaveShr => 0x138,
            DppCtrl::WaveRor => 0x13c,
            DppCtrl::RowMirror => 0x140,
            DppCtrl::RowHalfMirror => 0x141,
            DppCtrl::RowBcast15 => 0x142,
            DppCtrl::RowBcast31 => 0x143,
            DppCtrl::Reserved(c) => c & 0x1ff,
        }
    }

    /// The control a 9-bit code means (`Reserved` for the codes LLVM calls invalid).
    pub const fn from_code(code: u16) -> Self {
        let code = code & 0x1ff;
        let n = (code & 0xf) as u8;
        match code {
            0..=0xff => DppCtrl::QuadPerm([
                (code & 3) as u8,
                (code >> 2 & 3) as u8,
                (code >> 4 & 3) as u8,
                (code >> 6 & 3) as u8,
            ]),
            0x101..=0x10f => DppCtrl::RowShl(n),
            0x111..=0x11f => DppCtrl::RowShr(n),
            0x121..=0x12f => DppCtrl::RowRor(n),
            0x130 => DppCtrl::WaveShl,
            0x134 => DppCtrl::WaveRol,
            0x138 => DppCtrl::WaveShr,
            0x13c => DppCtrl::WaveRor,
            0x140 => DppCtrl::RowMirror,
            0x141 => DppCtrl::RowHalfMirror,
            0x142 => DppCtrl::RowBcast15,
            0x143 => DppCtrl::RowBcast31,
            _ => DppCtrl::Reserved(code),
        }
    }

    /// Whether LLVM's assembler can write it: a shift or rotation of 1–15 lanes, quad
    /// selects of 0–3, no reserved code.
    const fn is_valid(self) -> bool {
        match self {
            DppCtrl::QuadPerm(s) => s[0] < 4 && s[1] < 4 && s[2] < 4 && s[3] < 4,
            DppCtrl::RowShl(n) | DppCtrl::RowShr(n) | DppCtrl::RowRor(n) => n >= 1 && n <= 15,
            DppCtrl::Reserved(_) => false,
            _ => true,
        }
    }
}

/// The DPP dword's control: which lane each lane reads (`dpp_ctrl`), which rows and banks
/// write (`row_mask`, `bank_mask`), and `bound_ctrl`.
///
/// ```
/// use gcn_isa::operand::{Dpp, DppCtrl};
/// let d = Dpp { ctrl: DppCtrl::RowShr(1), ..Dpp::IDENTITY };
/// assert_eq!(d.ctrl.code(), 0x111);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dpp {
    /// The lane permutation.
    pub ctrl: DppCtrl,
    /// Rows (of 16 lanes) that write their result (4 bits; `0xf`: all).
    pub row_mask: u8,
    /// Banks (of 4 lanes within a row) that write their result (4 bits; `0xf`: all).
    pub bank_mask: u8,
    /// `bound_ctrl:1`: a lane whose source is out of range reads 0.
    pub bound_ctrl: bool,
}

impl Dpp {
    /// `quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf`: every lane reads itself.
    pub const IDENTITY: Dpp = Dpp {
        ctrl: DppCtrl::QuadPerm([0, 1, 2, 3]),
        row_mask: 0xf,
        bank_mask: 0xf,
        bound_ctrl: false,
    };
}

impl Operand<4> for Dpp {
    fn decode(
        [ctrl, row_mask, bank_mask, bound_ctrl]: [u32; 4],
        _: &mut DecodeCx<'_>,
    ) -> Result<Self, OperandError> {
        Ok(Dpp {
            ctrl: DppCtrl::from_code(ctrl as u16),
            row_mask: (row_mask & 0xf) as u8,
            bank_mask: (bank_mask & 0xf) as u8,
            bound_ctrl: bound_ctrl != 0,
        })
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 4], OperandError> {
        if self.row_mask > 0xf || self.bank_mask > 0xf {
            return Err(OperandError::invalid(
                "row_mask and bank_mask have 4 bits",
                self.row_mask.max(self.bank_mask) as i64,
            ));
        }
        if !self.ctrl.is_valid() {
            match self.ctrl {
                DppCtrl::Reserved(c) if c <= 0x1ff => cx.refuse(OperandError::refused(
                    "a reserved dpp_ctrl value, which LLVM's assembler cannot write",
                )),
                _ => {
                    return Err(OperandError::invalid(
                        "dpp_ctrl: quad_perm selects 0-3, row shifts and rotations 1-15",
                        self.ctrl.code() as i64,
                    ))
                }
            }
        }
        Ok([
            u32::from(self.ctrl.code()),
            u32::from(self.row_mask),
            u32::from(self.bank_mask),
            self.bound_ctrl as u32,
        ])
    }

    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }

    fn display_modifiers(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        if let DppCtrl::Reserved(0x150..=0x15f) = self.ctrl {
            p.space()?;
        }
        let f = p.modifier()?;
        let (name, n) = match self.ctrl {
            DppCtrl::QuadPerm(s) => {
                f.push_str("quad_perm:[")?;
                for (i, lane) in s.iter().enumerate() {
                    if i > 0 {
                        f.push_byte(b',')?;
                    }
                    f.push_dec(u64::from(*lane))?;
                }
                ("]", None)
            }
            DppCtrl::RowShl(n) => ("row_shl:", Some(n)),
            DppCtrl::RowShr(n) => ("row_shr:", Some(n)),
            DppCtrl::RowRor(n) => ("row_ror:", Some(n)),
            DppCtrl::WaveShl => ("wave_shl:1", None),
            DppCtrl::WaveRol => ("wave_rol:1", None),
            DppCtrl::WaveShr => ("wave_shr:1", None),
            DppCtrl::WaveRor => ("wave_ror:1", None),
            DppCtrl::RowMirror => ("row_mirror", None),
            DppCtrl::RowHalfMirror => ("row_half_mirror", None),
            DppCtrl::RowBcast15 => ("row_bcast:15", None),
            DppCtrl::RowBcast31 => ("row_bcast:31", None),
            // What LLVM 19 says about the codes later generations use, and the rest.
            DppCtrl::Reserved(0x150..=0x15f) => (
                "/* row_newbcast/row_share is not supported on ASICs earlier than GFX90A/GFX10 */",
                None,
            ),
            DppCtrl::Reserved(0x160..=0x16f) => (
                "/* row_xmask is not supported on ASICs earlier than GFX10 */",
                None,
            ),
            DppCtrl::Reserved(_) => ("/* Invalid dpp_ctrl value */", None),
        };
        f.push_str(name)?;
        if let Some(n) = n {
            f.push_dec(u64::from(n))?;
        }
        f.push_str(" row_mask:")?;
        f.push_hex(u64::from(self.row_mask))?;
        f.push_str(" bank_mask:")?;
        f.push_hex(u64::from(self.bank_mask))?;
        if self.bound_ctrl {
            f.push_str(" bound_ctrl:1")?;
        }
        Ok(())
    }
}
