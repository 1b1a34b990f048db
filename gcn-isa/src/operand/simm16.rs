//! Plain 16-bit immediates of SOPK and SOPP, one type per way LLVM prints them.

use super::{DecodeCx, EncodeCx, Operand, Printer};
use crate::OperandError;
use core::fmt;

macro_rules! imm16 {
    ($(#[$doc:meta])* $name:ident, |$v:ident, $f:ident| $print:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u16);

        impl $name {
            /// The field value.
            pub const fn get(self) -> u16 {
                self.0
            }
        }

        impl Operand<1> for $name {
            fn decode([raw]: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
                match u16::try_from(raw) {
                    Ok(v) => Ok($name(v)),
                    Err(_) => Err(OperandError::invalid("immediate beyond 16 bits", raw as i64)),
                }
            }

            fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
                Ok([self.0 as u32])
            }

            fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
                let $v = self.0;
                #[allow(unused_mut)]
                let mut $f = p;
                $print
            }
        }
    };
}

imm16!(
    /// A 16-bit immediate LLVM prints in hex (`0x0`, `0xffff`): the SOPK `simm16` of
    /// `s_movk_i32`, `s_cmpk_*`, `s_addk_i32`, `s_mulk_i32`.
    Hex16,
    |v, p| p.operand()?.push_hex(v as u64)
);

imm16!(
    /// A 16-bit immediate printed in decimal and left out when zero (`s_endpgm`,
    /// `s_endpgm 2`).
    OptImm16,
    |v, p| {
        if v == 0 {
            Ok(())
        } else {
            p.operand()?.push_dec(v as u64)
        }
    }
);
