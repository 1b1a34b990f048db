//! AMD GCN and CDNA instruction sets, gfx6 through gfx908: typed instructions, a decoder,
//! an encoder and LLVM-syntax printing for every generation, all generated from the
//! declarative definitions in `isa-defs/`.
//!
//! Each generation is a module ([`gfx6`], [`gfx7`], [`gfx8`], [`gfx9`], [`gfx906`],
//! [`gfx908`]) behind a cargo feature of the same name. An instruction a generation lacks
//! is absent from its module, so using it there does not compile.
//!
//! ```
//! # #[cfg(feature = "gfx9")] {
//! use gcn_isa::gfx9;
//! // s_load_dwordx2 s[12:13], s[2:3], 0x5
//! let (insn, used) = gfx9::decode(&[0xc0060301, 0x00000005]).unwrap();
//! assert_eq!(used, 2);
//! assert_eq!(insn.to_string(), "s_load_dwordx2 s[12:13], s[2:3], 0x5");
//! assert_eq!(insn.encode().unwrap().words(), &[0xc0060301, 0x00000005]);
//! # }
//! ```
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

extern crate self as gcn_isa;

#[macro_use]
mod macros;
mod encoded;
mod error;
mod generation;
pub mod operand;

pub use encoded::{Encoded, IgnoredBits};
pub use error::{DecodeError, EncodeError, OperandError};
pub use generation::{Generation, UnknownCpu};

#[doc(hidden)]
pub mod __private {
    pub use crate::encoded::{place, Encoded, IgnoredBits};
    pub use crate::error::{DecodeError, EncodeError};
}

/// The code generated from `isa-defs/`, one module per definition file.
#[doc(hidden)]
pub mod defs {
    #![allow(missing_docs)]
    pub mod smrd {
        use gcn_isa_macros::isa;
        include!("../isa-defs/smrd.rs");
    }
    pub mod smem {
        use gcn_isa_macros::isa;
        include!("../isa-defs/smem.rs");
    }
    pub mod mtbuf {
        use gcn_isa_macros::isa;
        include!("../isa-defs/mtbuf.rs");
    }
    pub mod sop {
        use gcn_isa_macros::isa;
        include!("../isa-defs/sop.rs");
    }
}

/// Assembles a generation's module: its encodings' items and the `Instruction` enum that
/// unites them. Encodings are listed most specific first, the order `decode` tries them.
macro_rules! generation {
    ($(#[$doc:meta])* $gen:ident, $feature:literal, $variant:ident: [$($family:ident :: $enc:ident),+ $(,)?]) => {
        $(#[$doc])*
        #[cfg(feature = $feature)]
        pub mod $gen {
            // A definition file with several encodings (sop) is glob-imported once per
            // encoding; the repeats are harmless.
            $(#[allow(unused_imports)] pub use crate::defs::$family::$gen::*;)+
            use crate::{DecodeError, EncodeError, Encoded, Generation};
            use core::fmt;

            /// This module's generation.
            pub const GENERATION: Generation = Generation::$variant;

            /// Any instruction of this generation.
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
            pub enum Instruction {
                $(
                    #[allow(missing_docs)]
                    $enc($enc),
                )+
            }

            /// Decodes the instruction at the start of `words`: the instruction and how many
            /// dwords it used. Only this generation's encodings are tried.
            #[inline]
            pub fn decode(words: &[u32]) -> Result<(Instruction, usize), DecodeError> {
                let Some(&first) = words.first() else {
                    return Err(DecodeError::Truncated { needed: 1, available: 0 });
                };
                let mut recognised: Option<DecodeError> = None;
                $(
                    // The fixed-bit test inline: a word is tried only by encodings it fits.
                    if first & $enc::FIXED.0 == $enc::FIXED.1 {
                        match $enc::decode(words) {
                            Ok((i, n)) => return Ok((Instruction::$enc(i), n)),
                            Err(DecodeError::UnknownEncoding { .. }) => {}
                            Err(e) => {
                                recognised.get_or_insert(e);
                            }
                        }
                    }
                )+
                Err(recognised.unwrap_or(DecodeError::UnknownEncoding { word: first }))
            }

            impl Instruction {
                /// Encodes the instruction.
                pub fn encode(&self) -> Result<Encoded, EncodeError> {
                    match self {
                        $(Instruction::$enc(i) => i.encode(),)+
                    }
                }

                /// The instruction's mnemonic.
                pub fn mnemonic(&self) -> &'static str {
                    match self {
                        $(Instruction::$enc(i) => i.mnemonic(),)+
                    }
                }

                /// The instruction's opcode (the value of its encoding's `OP` field).
                pub fn opcode(&self) -> u32 {
                    match self {
                        $(Instruction::$enc(i) => i.opcode(),)+
                    }
                }

                /// The name of the instruction's encoding (`SOP2`, `SMEM`, …).
                pub fn encoding(&self) -> &'static str {
                    match self {
                        $(Instruction::$enc(_) => $enc::NAME,)+
                    }
                }

                #[cfg(feature = "testing")]
                #[doc(hidden)]
                pub fn __vary_operand(&mut self, index: usize, raw: [u32; 4], literal: u32) -> Option<&'static str> {
                    match self {
                        $(Instruction::$enc(i) => i.__vary_operand(index, raw, literal),)+
                    }
                }

                #[cfg(feature = "testing")]
                #[doc(hidden)]
                pub fn __clear_ignored_bits(&mut self) {
                    match self {
                        $(Instruction::$enc(i) => i.__clear_ignored_bits(),)+
                    }
                }
            }

            impl fmt::Display for Instruction {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    match self {
                        $(Instruction::$enc(i) => fmt::Display::fmt(i, f),)+
                    }
                }
            }

            $(
                impl From<$enc> for Instruction {
                    fn from(i: $enc) -> Self {
                        Instruction::$enc(i)
                    }
                }
            )+
        }
    };
}

generation!(
    /// GCN 1.0 (Southern Islands): tahiti, pitcairn, verde, oland, hainan.
    gfx6, "gfx6", Gfx6: [sop::Sopp, sop::Sopc, sop::Sop1, sop::Sopk, sop::Sop2, smrd::Smrd, mtbuf::Mtbuf]
);
generation!(
    /// GCN 1.1 (Sea Islands): kaveri, hawaii, kabini, mullins, bonaire.
    gfx7, "gfx7", Gfx7: [sop::Sopp, sop::Sopc, sop::Sop1, sop::Sopk, sop::Sop2, smrd::Smrd, mtbuf::Mtbuf]
);
generation!(
    /// GCN 1.2 (Volcanic Islands): carrizo, iceland, tonga, fiji, polaris, stoney.
    gfx8, "gfx8", Gfx8: [sop::Sopp, sop::Sopc, sop::Sop1, sop::Sopk, sop::Sop2, smem::Smem, mtbuf::Mtbuf]
);
generation!(
    /// GCN 1.4 (Vega): gfx900, gfx902, gfx904, gfx909, gfx90c.
    gfx9, "gfx9", Gfx9: [sop::Sopp, sop::Sopc, sop::Sop1, sop::Sopk, sop::Sop2, smem::Smem, mtbuf::Mtbuf]
);
generation!(
    /// GCN 1.4.1 (Vega 20): gfx906.
    gfx906, "gfx906", Gfx906: [sop::Sopp, sop::Sopc, sop::Sop1, sop::Sopk, sop::Sop2, smem::Smem, mtbuf::Mtbuf]
);
generation!(
    /// CDNA1 (MI100): gfx908.
    gfx908, "gfx908", Gfx908: [sop::Sopp, sop::Sopc, sop::Sop1, sop::Sopk, sop::Sop2, smem::Smem, mtbuf::Mtbuf]
);

mod any;
mod decoder;
pub use any::{decode, AnyInstruction};
pub use decoder::{Decoded, Decoder, OnInvalid, Undecodable};

/// The README's examples (written for gfx9), compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(all(doctest, feature = "gfx9"))]
pub struct ReadmeDoctests;
