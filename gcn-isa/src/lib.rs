//! AMD GCN and CDNA instruction sets, gfx6 through gfx908: typed instructions, a decoder,
//! an encoder and LLVM-syntax printing for every generation, all generated from the
//! declarative definitions in `isa-defs/`.
//!
//! Each generation is a module ([`gfx6`], [`gfx7`], [`gfx8`], [`gfx810`], [`gfx9`],
//! [`gfx904`], [`gfx906`], [`gfx908`]) behind a cargo feature of the same name; gfx810
//! (stoney) and gfx904 are processors whose instructions LLVM defines otherwise than their
//! generation's (packed `d16` data; `v_fma_mix_*`), so each has an instruction set of its
//! own. An instruction a generation lacks is absent from its module, so using it there does
//! not compile.
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
// One audited exception: `operand::text::Text::as_str`.
#![deny(unsafe_code)]
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
pub use generation::UnknownCpu;

#[doc(hidden)]
pub mod __private {
    pub use crate::encoded::{Encoded, IgnoredBits};
    pub use crate::error::{DecodeError, EncodeError};
}

// Everything generated from the definition files: `Generation`, the `defs` modules, one
// module per generation (`gfx6` … `gfx908`) with its `Opcode`, `Instruction` and decoder, and
// `AnyInstruction`/`decode`. A new file in `isa-defs/` is picked up when this file is
// rebuilt (touch it); edits to existing files are tracked by cargo.
gcn_isa_macros::generations!("isa-defs");

mod any;
mod decoder;
mod pending;
pub use decoder::{Decoded, Decoder, OnInvalid, Undecodable};
/// The size of the buffer [`AnyInstruction::write_ascii`] writes an instruction's text into.
pub use operand::TEXT_CAPACITY;
pub use pending::{unimplemented_encoding, Unimplemented};

/// The README's examples (written for gfx9), compiled and run as doctests.
#[doc = include_str!("../README.md")]
#[cfg(all(doctest, feature = "gfx9"))]
pub struct ReadmeDoctests;
