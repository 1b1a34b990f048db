//! The validated model of an `isa!` block, resolved per generation: what `generate` reads.

use crate::kinds::Kind;
use proc_macro2::Ident;

/// The generations, oldest first: opcodes and operand kinds carry forward in this order. A
/// processor whose instructions LLVM defines otherwise than its generation's (gfx810's packed
/// `d16` data, gfx904's FMA mix instructions) is a generation of its own, after the one it
/// varies.
pub const GENERATIONS: [&str; GEN_COUNT] = [
    "gfx6", "gfx7", "gfx8", "gfx810", "gfx9", "gfx904", "gfx906", "gfx908",
];

/// How many generations there are.
pub const GEN_COUNT: usize = 8;

/// Per generation: the `Generation` variant's doc and the module's doc.
pub const GENERATION_DOCS: [(&str, &str); GEN_COUNT] = [
    (
        "GCN 1.0, Southern Islands.",
        "GCN 1.0 (Southern Islands): tahiti, pitcairn, verde, oland, hainan.",
    ),
    (
        "GCN 1.1, Sea Islands.",
        "GCN 1.1 (Sea Islands): kaveri, hawaii, kabini, mullins, bonaire.",
    ),
    (
        "GCN 1.2, Volcanic Islands.",
        "GCN 1.2 (Volcanic Islands): carrizo, iceland, tonga, fiji, polaris, gfx805.",
    ),
    (
        "GCN 1.2, Stoney: gfx8 with 16-bit data packed as on gfx9.",
        "GCN 1.2 (Stoney): gfx810, gfx8's instructions with `d16` data packed two to a \
         register, as on gfx9.",
    ),
    (
        "GCN 1.4, Vega.",
        "GCN 1.4 (Vega): gfx900, gfx902, gfx909, gfx90c.",
    ),
    (
        "GCN 1.4, Vega 12: gfx9 with the FMA mix instructions.",
        "GCN 1.4 (Vega 12): gfx904, gfx9's instructions with `v_fma_mix_*` in place of \
         `v_mad_mix_*`.",
    ),
    ("GCN 1.4.1, Vega 20.", "GCN 1.4.1 (Vega 20): gfx906."),
    ("CDNA1, MI100.", "CDNA1 (MI100): gfx908."),
];

/// The runtime `Generation` variant of a generation name.
pub fn variant_name(gen: &str) -> String {
    let mut s = String::from("Gfx");
    s.push_str(&gen[3..]);
    s
}

pub struct Model {
    pub gens: Vec<GenModel>,
}

pub struct GenModel {
    pub gen: &'static str,
    pub encodings: Vec<EncodingModel>,
}

pub struct EncodingModel {
    pub name: Ident,
    pub attrs: Vec<crate::parse::Attr>,
    pub layout: Layout,
    pub instructions: Vec<InstructionModel>,
}

#[derive(Clone)]
pub struct Layout {
    pub width: u32,
    pub fields: Vec<Field>,
    pub fixed_mask: u64,
    pub fixed_bits: u64,
    pub opcode: Field,
}

#[derive(Clone)]
pub struct Field {
    pub name: String,
    pub lo: u32,
    pub width: u32,
}

impl Field {
    pub fn mask(&self) -> u64 {
        (((1u128 << self.width) - 1) as u64) << self.lo
    }
}

pub struct InstructionModel {
    pub mnemonic: Ident,
    /// What LLVM prints, where it differs from `mnemonic` (which names the type).
    pub printed: Option<String>,
    pub attrs: Vec<crate::parse::Attr>,
    pub opcode: u64,
    /// Bits this instruction requires beyond the encoding's fixed bits and opcode.
    pub pinned_mask: u64,
    pub pinned_bits: u64,
    pub operands: Vec<OperandModel>,
}

impl InstructionModel {
    /// The name LLVM prints for the instruction.
    pub fn printed_name(&self) -> String {
        self.printed
            .clone()
            .unwrap_or_else(|| self.mnemonic.to_string())
    }
}

/// Whether an instruction reads an operand, writes it, or both.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Role {
    Read,
    Write,
    ReadWrite,
}

impl Role {
    pub fn variant(self) -> &'static str {
        match self {
            Role::Read => "Read",
            Role::Write => "Write",
            Role::ReadWrite => "ReadWrite",
        }
    }
}

pub struct OperandModel {
    pub name: Ident,
    pub kind: &'static Kind,
    pub params: Vec<u64>,
    pub role: Role,
    /// The value type whose constants the operand prints (`ValueType` variant).
    pub value: Option<&'static str>,
    /// The slot's fields in this generation's layout; `None` where the layout lacks one.
    pub fields: Vec<Option<Field>>,
}
