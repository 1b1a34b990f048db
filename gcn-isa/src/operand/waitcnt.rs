//! `s_waitcnt`'s counters, with each generation's bit layout.

use super::{DecodeCx, EncodeCx, Operand, Printer};
use crate::{Generation, OperandError};
use core::fmt;

/// The counter limits of `s_waitcnt`: vmcnt is 4 bits until gfx9 splits it into
/// bits [3:0] and [15:14] (6 bits); expcnt is bits [6:4]; lgkmcnt bits [11:8].
const fn vmcnt_max(gen: Generation) -> u8 {
    if gen.at_least(Generation::Gfx9) {
        63
    } else {
        15
    }
}
const EXPCNT_MAX: u8 = 7;
const LGKMCNT_MAX: u8 = 15;

/// `s_waitcnt vmcnt(N) expcnt(N) lgkmcnt(N)`: wait until each counter is at most its value.
/// A counter at its maximum does not wait and is left out of the text, as LLVM does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WaitCnt {
    vmcnt: u8,
    expcnt: u8,
    lgkmcnt: u8,
}

impl WaitCnt {
    /// Waits for nothing on `gen` (every counter at its maximum).
    pub const fn none(gen: Generation) -> Self {
        WaitCnt {
            vmcnt: vmcnt_max(gen),
            expcnt: EXPCNT_MAX,
            lgkmcnt: LGKMCNT_MAX,
        }
    }

    /// The three counters, each checked against `gen`'s field widths.
    pub const fn new(
        gen: Generation,
        vmcnt: u8,
        expcnt: u8,
        lgkmcnt: u8,
    ) -> Result<Self, OperandError> {
        if vmcnt > vmcnt_max(gen) {
            return Err(OperandError::invalid(
                "vmcnt too large for this generation",
                vmcnt as i64,
            ));
        }
        if expcnt > EXPCNT_MAX {
            return Err(OperandError::invalid("expcnt is at most 7", expcnt as i64));
        }
        if lgkmcnt > LGKMCNT_MAX {
            return Err(OperandError::invalid(
                "lgkmcnt is at most 15",
                lgkmcnt as i64,
            ));
        }
        Ok(WaitCnt {
            vmcnt,
            expcnt,
            lgkmcnt,
        })
    }

    #[doc(hidden)]
    pub const fn new_const(gen: Generation, vmcnt: u8, expcnt: u8, lgkmcnt: u8) -> Self {
        match Self::new(gen, vmcnt, expcnt, lgkmcnt) {
            Ok(w) => w,
            Err(_) => panic!("s_waitcnt counter too large for this generation"),
        }
    }

    /// Vector memory operations outstanding.
    pub const fn vmcnt(self) -> u8 {
        self.vmcnt
    }

    /// Exports and GDS operations outstanding.
    pub const fn expcnt(self) -> u8 {
        self.expcnt
    }

    /// LDS, GDS, constant and message operations outstanding.
    pub const fn lgkmcnt(self) -> u8 {
        self.lgkmcnt
    }

    /// The field value on `gen` (bits no counter uses are zero).
    pub const fn to_field(self, gen: Generation) -> Result<u32, OperandError> {
        match Self::new(gen, self.vmcnt, self.expcnt, self.lgkmcnt) {
            Ok(_) => {}
            Err(e) => return Err(e),
        }
        let vm = self.vmcnt as u32;
        Ok((vm & 0xf) | (vm >> 4) << 14 | (self.expcnt as u32) << 4 | (self.lgkmcnt as u32) << 8)
    }

    /// The counters of a field value on `gen`; bits no counter uses are not read.
    pub const fn from_field(gen: Generation, raw: u32) -> Self {
        let mut vmcnt = (raw & 0xf) as u8;
        if vmcnt_max(gen) > 15 {
            vmcnt |= ((raw >> 14) & 3) as u8 * 16;
        }
        WaitCnt {
            vmcnt,
            expcnt: ((raw >> 4) & 7) as u8,
            lgkmcnt: ((raw >> 8) & 0xf) as u8,
        }
    }
}

impl Operand<1> for WaitCnt {
    fn decode([raw]: [u32; 1], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        let counters = Self::from_field(cx.gen, raw);
        // Bits no counter uses (and vmcnt's high bits before gfx9) are not read.
        let used = if vmcnt_max(cx.gen) > 15 {
            0xcf7f
        } else {
            0x0f7f
        };
        cx.ignore(0, raw & !used);
        Ok(counters)
    }

    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([self.to_field(cx.gen)?])
    }

    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
        let all = Self::none(p.gen);
        let print_all = *self == all;
        let f = p.operand()?;
        // The text's own writers, not `write!`: `s_waitcnt` is in every kernel, and
        // `core::fmt` cost more than the rest of its line.
        let mut sep = "";
        for (name, count, none) in [
            ("vmcnt(", self.vmcnt, all.vmcnt),
            ("expcnt(", self.expcnt, all.expcnt),
            ("lgkmcnt(", self.lgkmcnt, all.lgkmcnt),
        ] {
            if count != none || print_all {
                f.push_str(sep)?;
                f.push_str(name)?;
                f.push_dec(count.into())?;
                f.push_byte(b')')?;
                sep = " ";
            }
        }
        Ok(())
    }
}
