//! Generation chosen at run time: one enum over the per-generation `Instruction`s.

use crate::{DecodeError, EncodeError, Encoded, Generation};
use core::fmt;

/// An instruction of a generation chosen at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum AnyInstruction {
    /// A gfx6 instruction.
    #[cfg(feature = "gfx6")]
    Gfx6(crate::gfx6::Instruction),
    /// A gfx7 instruction.
    #[cfg(feature = "gfx7")]
    Gfx7(crate::gfx7::Instruction),
    /// A gfx8 instruction.
    #[cfg(feature = "gfx8")]
    Gfx8(crate::gfx8::Instruction),
    /// A gfx9 instruction.
    #[cfg(feature = "gfx9")]
    Gfx9(crate::gfx9::Instruction),
    /// A gfx906 instruction.
    #[cfg(feature = "gfx906")]
    Gfx906(crate::gfx906::Instruction),
    /// A gfx908 instruction.
    #[cfg(feature = "gfx908")]
    Gfx908(crate::gfx908::Instruction),
}

macro_rules! each_generation {
    ($self:expr, $i:ident => $e:expr) => {
        // By value, so that with every generation feature off the empty match is exhaustive.
        match *$self {
            #[cfg(feature = "gfx6")]
            AnyInstruction::Gfx6(ref $i) => $e,
            #[cfg(feature = "gfx7")]
            AnyInstruction::Gfx7(ref $i) => $e,
            #[cfg(feature = "gfx8")]
            AnyInstruction::Gfx8(ref $i) => $e,
            #[cfg(feature = "gfx9")]
            AnyInstruction::Gfx9(ref $i) => $e,
            #[cfg(feature = "gfx906")]
            AnyInstruction::Gfx906(ref $i) => $e,
            #[cfg(feature = "gfx908")]
            AnyInstruction::Gfx908(ref $i) => $e,
        }
    };
}

#[cfg(feature = "testing")]
macro_rules! each_generation_mut {
    ($self:expr, $i:ident => $e:expr) => {
        match $self {
            #[cfg(feature = "gfx6")]
            AnyInstruction::Gfx6($i) => $e,
            #[cfg(feature = "gfx7")]
            AnyInstruction::Gfx7($i) => $e,
            #[cfg(feature = "gfx8")]
            AnyInstruction::Gfx8($i) => $e,
            #[cfg(feature = "gfx9")]
            AnyInstruction::Gfx9($i) => $e,
            #[cfg(feature = "gfx906")]
            AnyInstruction::Gfx906($i) => $e,
            #[cfg(feature = "gfx908")]
            AnyInstruction::Gfx908($i) => $e,
        }
    };
}

impl AnyInstruction {
    /// Encodes the instruction for its generation.
    pub fn encode(&self) -> Result<Encoded, EncodeError> {
        each_generation!(self, i => i.encode())
    }

    /// The instruction's mnemonic.
    pub fn mnemonic(&self) -> &'static str {
        each_generation!(self, i => i.mnemonic())
    }

    /// The instruction's opcode (the value of its encoding's `OP` field).
    pub fn opcode(&self) -> u32 {
        each_generation!(self, i => i.opcode())
    }

    /// The name of the instruction's encoding (`SOP2`, `SMEM`, …).
    pub fn encoding(&self) -> &'static str {
        each_generation!(self, i => i.encoding())
    }

    /// The instruction's generation.
    pub fn generation(&self) -> Generation {
        match *self {
            #[cfg(feature = "gfx6")]
            AnyInstruction::Gfx6(_) => Generation::Gfx6,
            #[cfg(feature = "gfx7")]
            AnyInstruction::Gfx7(_) => Generation::Gfx7,
            #[cfg(feature = "gfx8")]
            AnyInstruction::Gfx8(_) => Generation::Gfx8,
            #[cfg(feature = "gfx9")]
            AnyInstruction::Gfx9(_) => Generation::Gfx9,
            #[cfg(feature = "gfx906")]
            AnyInstruction::Gfx906(_) => Generation::Gfx906,
            #[cfg(feature = "gfx908")]
            AnyInstruction::Gfx908(_) => Generation::Gfx908,
        }
    }

    /// How many dwords the instruction encodes to (its literal included), or why it does
    /// not encode.
    pub fn encoded_len(&self) -> Result<usize, EncodeError> {
        self.encode().map(|e| e.len())
    }

    /// Test support: sets operand `index` (row order) to what its fields' decoder makes of
    /// `raw` and `literal`; the operand's name, or `None` if there is no such operand or the
    /// fields decode to nothing.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    #[allow(unused_variables)]
    pub fn __vary_operand(
        &mut self,
        index: usize,
        raw: [u32; 4],
        literal: u32,
    ) -> Option<&'static str> {
        each_generation_mut!(self, i => i.__vary_operand(index, raw, literal))
    }

    /// Test support: forgets the ignored bits.
    #[cfg(feature = "testing")]
    #[doc(hidden)]
    pub fn __clear_ignored_bits(&mut self) {
        each_generation_mut!(self, i => i.__clear_ignored_bits())
    }
}

impl fmt::Display for AnyInstruction {
    // With every generation feature off there is nothing to print.
    #[allow(unused_variables)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each_generation!(self, i => fmt::Display::fmt(i, f))
    }
}

/// Decodes the instruction at the start of `words` for `gen`: the instruction and how
/// many dwords it used. A generation whose cargo feature is off decodes nothing.
#[allow(unused_variables)] // with every generation feature off, nothing reads `words`
pub fn decode(gen: Generation, words: &[u32]) -> Result<(AnyInstruction, usize), DecodeError> {
    #[allow(unreachable_patterns)]
    match gen {
        #[cfg(feature = "gfx6")]
        Generation::Gfx6 => crate::gfx6::decode(words).map(|(i, n)| (AnyInstruction::Gfx6(i), n)),
        #[cfg(feature = "gfx7")]
        Generation::Gfx7 => crate::gfx7::decode(words).map(|(i, n)| (AnyInstruction::Gfx7(i), n)),
        #[cfg(feature = "gfx8")]
        Generation::Gfx8 => crate::gfx8::decode(words).map(|(i, n)| (AnyInstruction::Gfx8(i), n)),
        #[cfg(feature = "gfx9")]
        Generation::Gfx9 => crate::gfx9::decode(words).map(|(i, n)| (AnyInstruction::Gfx9(i), n)),
        #[cfg(feature = "gfx906")]
        Generation::Gfx906 => {
            crate::gfx906::decode(words).map(|(i, n)| (AnyInstruction::Gfx906(i), n))
        }
        #[cfg(feature = "gfx908")]
        Generation::Gfx908 => {
            crate::gfx908::decode(words).map(|(i, n)| (AnyInstruction::Gfx908(i), n))
        }
        _ => Err(DecodeError::GenerationDisabled { generation: gen }),
    }
}
