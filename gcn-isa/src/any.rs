//! Generation chosen at run time: what every `AnyInstruction` answers, whatever its
//! generation. The enum itself, `decode` and `each_generation!` are generated from the list
//! of generations (`gcn_isa_macros::generations!`).

use crate::{AnyInstruction, EncodeError, Encoded};
use core::fmt;

impl AnyInstruction {
    /// Encodes the instruction for its generation.
    pub fn encode(&self) -> Result<Encoded, EncodeError> {
        each_generation!(self, ref i => i.encode())
    }

    /// The instruction's mnemonic.
    pub fn mnemonic(&self) -> &'static str {
        each_generation!(self, ref i => i.mnemonic())
    }

    /// The instruction's opcode (the value of its encoding's `OP` field).
    pub fn opcode(&self) -> u32 {
        each_generation!(self, ref i => i.opcode())
    }

    /// The name of the instruction's encoding (`SOP2`, `SMEM`, …).
    pub fn encoding(&self) -> &'static str {
        each_generation!(self, ref i => i.encoding())
    }

    /// How many dwords the instruction encodes to (its literal included), or why it does
    /// not encode.
    pub fn encoded_len(&self) -> Result<usize, EncodeError> {
        self.encode().map(|e| e.len())
    }
}

impl fmt::Display for AnyInstruction {
    // With every generation feature off there is nothing to print.
    #[allow(unused_variables)]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        each_generation!(self, ref i => fmt::Display::fmt(i, f))
    }
}
