//! Encodings that real code uses but whose definitions have not landed yet (none at
//! present: SDWA was the last). Decoding their words is an error; this
//! tells a disassembler how many dwords such an instruction spans, so that it can step
//! over it whole instead of reading its second dword as an instruction.
//!
//! Each entry leaves this list when its encoding is defined in `isa-defs/`; a test checks
//! that no entry matches a word the generation decodes.

use crate::Generation;

/// An instruction of an encoding gcn-isa does not define yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unimplemented {
    /// The encoding's name (formerly `VINTRP`, `SDWA`, `DPP`).
    pub encoding: &'static str,
    /// How many dwords the instruction spans.
    pub dwords: usize,
}

/// (mask, bits, name, dwords) of the first dword, per generation family.
type Pattern = (u32, u32, &'static str, usize);

const GFX6_7: &[Pattern] = &[];

// VOP1, VOP2 and VOPC with SRC0 = 0xF9 (SDWA) and 0xFA (DPP) are defined:
// `isa-defs/vop.rs`.
const GFX8_PLUS: &[Pattern] = &[];

/// The encoding of `first` (an instruction's first dword) if it is one gcn-isa does not
/// define yet on `gen`.
///
/// ```
/// use gcn_isa::{unimplemented_encoding, Generation, Unimplemented};
/// // v_mov_b32_sdwa v0, v1 …: src0 = 0xF9 escapes to a second dword, which gcn-isa decodes
/// assert_eq!(unimplemented_encoding(Generation::Gfx9, 0x7e00_02f9), None);
/// # let _: Option<Unimplemented> = None;
/// assert_eq!(unimplemented_encoding(Generation::Gfx9, 0xbf81_0000), None); // s_endpgm
/// ```
pub fn unimplemented_encoding(gen: Generation, first: u32) -> Option<Unimplemented> {
    let list = if gen < Generation::Gfx8 {
        GFX6_7
    } else {
        GFX8_PLUS
    };
    list.iter()
        .find(|&&(mask, bits, _, _)| first & mask == bits)
        .map(|&(_, _, encoding, dwords)| Unimplemented { encoding, dwords })
}
