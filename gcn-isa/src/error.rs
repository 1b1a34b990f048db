//! What can go wrong when decoding or encoding, said precisely.

use crate::operand::RegName;
use core::fmt;

/// Why a word sequence is not an instruction of the generation asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DecodeError {
    /// The input ends before the instruction does.
    Truncated {
        /// Dwords the instruction needs.
        needed: usize,
        /// Dwords that were available.
        available: usize,
    },
    /// No encoding of this generation has these fixed bits.
    UnknownEncoding {
        /// The first dword.
        word: u32,
    },
    /// The encoding is recognised but its opcode names no instruction on this generation.
    UnknownOpcode {
        /// The encoding's name, e.g. `SMEM`.
        encoding: &'static str,
        /// The opcode field's value.
        opcode: u32,
    },
    /// The generation's cargo feature is off, so it has no decoder in this build.
    GenerationDisabled {
        /// The generation asked for.
        generation: crate::Generation,
    },
    /// An operand field holds a value the generation reserves.
    InvalidOperand {
        /// The instruction's mnemonic.
        mnemonic: &'static str,
        /// The operand's name.
        operand: &'static str,
        /// What is wrong with it.
        reason: &'static str,
        /// The offending raw value.
        value: u32,
    },
}

impl DecodeError {
    /// The error for fixed bits of `mnemonic`'s words that hold other values: `bad` has
    /// the offending bits (bit 32 is the second dword's bit 0).
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn reserved_bits(mnemonic: &'static str, bad: u64) -> Self {
        let (value, reason) = if bad as u32 != 0 {
            (
                bad as u32,
                "bits of the first dword that this instruction requires to hold fixed values",
            )
        } else {
            (
                (bad >> 32) as u32,
                "bits of the second dword that this instruction requires to hold fixed values",
            )
        };
        DecodeError::InvalidOperand {
            mnemonic,
            operand: "reserved bits",
            reason,
            value,
        }
    }
}

impl DecodeError {
    /// Of the errors of the encodings a word was tried as, keeps in `kept` the one to
    /// report: the first, unless it only says the opcode is unknown and a later encoding
    /// knows the opcode but not the rest of the word. An encoding the word turned out not
    /// to be (`UnknownEncoding`) says nothing.
    // Out of line: one copy instead of one per encoding tried in each generation's decoder.
    #[doc(hidden)]
    #[inline(never)]
    pub fn keep_most_telling(kept: &mut Option<DecodeError>, error: DecodeError) {
        let unknown = |e: &DecodeError| matches!(e, DecodeError::UnknownOpcode { .. });
        if matches!(error, DecodeError::UnknownEncoding { .. }) {
            return;
        }
        if kept.as_ref().is_none_or(|k| unknown(k) && !unknown(&error)) {
            *kept = Some(error);
        }
    }

    /// The error with the instruction's mnemonic, which the shared operand code leaves for
    /// the decoder to name (looking it up only when decoding fails).
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn of_instruction(self, name: &'static str) -> Self {
        match self {
            DecodeError::InvalidOperand {
                operand,
                reason,
                value,
                ..
            } => DecodeError::InvalidOperand {
                mnemonic: name,
                operand,
                reason,
                value,
            },
            other => other,
        }
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DecodeError::Truncated { needed, available } => write!(
                f,
                "truncated instruction: needs {needed} dword(s), {available} available"
            ),
            DecodeError::UnknownEncoding { word } => {
                write!(f, "no encoding of this generation matches {word:#010x}")
            }
            DecodeError::UnknownOpcode { encoding, opcode } => {
                write!(f, "unknown {encoding} opcode {opcode} ({opcode:#x})")
            }
            DecodeError::GenerationDisabled { generation } => write!(
                f,
                "{generation} is not compiled in: enable the `{generation}` feature of gcn-isa"
            ),
            DecodeError::InvalidOperand {
                mnemonic,
                operand,
                reason,
                value,
            } => write!(
                f,
                "{mnemonic}: invalid {operand} {value} ({value:#x}): {reason}"
            ),
        }
    }
}

/// Why an instruction value cannot be expressed as words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum EncodeError {
    /// An operand value has no encoding in this instruction on this generation.
    InvalidOperand {
        /// The instruction's mnemonic.
        mnemonic: &'static str,
        /// The operand's name.
        operand: &'static str,
        /// What is wrong with it.
        reason: &'static str,
        /// The offending value.
        value: i64,
    },
    /// Two operands want different 32-bit literals; an instruction carries at most one.
    TwoLiterals {
        /// The instruction's mnemonic.
        mnemonic: &'static str,
        /// The literal already placed.
        first: u32,
        /// The literal that does not fit.
        second: u32,
    },
    /// The operand's value does not exist in this instruction on this generation.
    Unsupported {
        /// The instruction's mnemonic.
        mnemonic: &'static str,
        /// The operand's name.
        operand: &'static str,
        /// Why.
        reason: &'static str,
    },
    /// A register this operand cannot take on this generation.
    InvalidRegister {
        /// The instruction's mnemonic.
        mnemonic: &'static str,
        /// The operand's name.
        operand: &'static str,
        /// The register.
        register: RegName,
        /// The rule it breaks.
        reason: &'static str,
    },
    /// A value LLVM's disassembler decodes but its assembler refuses for this operand (a
    /// scalar register where only VGPRs go, a constant as a destination): it re-encodes
    /// only as decoded and unchanged.
    Refused {
        /// The instruction's mnemonic.
        mnemonic: &'static str,
        /// The operand's name.
        operand: &'static str,
        /// The rule it breaks.
        reason: &'static str,
    },
    /// The output buffer is too small.
    BufferTooSmall {
        /// Dwords the instruction needs.
        needed: usize,
    },
}

impl fmt::Display for EncodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            EncodeError::InvalidOperand {
                mnemonic,
                operand,
                reason,
                value,
            } => write!(f, "{mnemonic}: cannot encode {operand} = {value}: {reason}"),
            EncodeError::TwoLiterals {
                mnemonic,
                first,
                second,
            } => write!(
                f,
                "{mnemonic}: needs two different literals ({first:#x} and {second:#x}); \
                 an instruction carries at most one"
            ),
            EncodeError::Unsupported {
                mnemonic,
                operand,
                reason,
            } => write!(f, "{mnemonic}: cannot encode {operand}: {reason}"),
            EncodeError::InvalidRegister {
                mnemonic,
                operand,
                register,
                reason,
            } => write!(
                f,
                "{mnemonic}: cannot encode {operand} = {register}: {reason}"
            ),
            EncodeError::Refused {
                mnemonic,
                operand,
                reason,
            } => write!(f, "{mnemonic}: cannot encode {operand}: {reason}"),
            EncodeError::BufferTooSmall { needed } => {
                write!(f, "output buffer too small: {needed} dword(s) needed")
            }
        }
    }
}

/// An operand-level failure, before the generated code names the instruction and operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OperandError {
    /// The value is not valid here.
    Invalid {
        /// What is wrong.
        reason: &'static str,
        /// The offending value.
        value: i64,
    },
    /// A value that does not exist here (no number would say more than the reason).
    Unsupported {
        /// Why.
        reason: &'static str,
    },
    /// A register the operand cannot take.
    Register {
        /// The register.
        register: RegName,
        /// The rule it breaks.
        reason: &'static str,
    },
    /// A value the operand's decoder accepts and LLVM's assembler refuses.
    Refused {
        /// The rule it breaks.
        reason: &'static str,
    },
    /// The operand needs a literal dword that the input does not have.
    MissingLiteral,
    /// Two operands need different literals.
    LiteralConflict {
        /// The literal already placed.
        first: u32,
        /// The literal that does not fit.
        second: u32,
    },
}

impl OperandError {
    /// An invalid-value error.
    pub const fn invalid(reason: &'static str, value: i64) -> Self {
        OperandError::Invalid { reason, value }
    }

    /// A value that does not exist here, and why.
    pub const fn unsupported(reason: &'static str) -> Self {
        OperandError::Unsupported { reason }
    }

    /// A decodable value LLVM's assembler refuses here, and why.
    pub const fn refused(reason: &'static str) -> Self {
        OperandError::Refused { reason }
    }

    /// A register the operand cannot take, and why.
    pub const fn register(register: RegName, reason: &'static str) -> Self {
        OperandError::Register { register, reason }
    }

    /// Names the operand in a decode failure (the decoder names the instruction:
    /// [`DecodeError::of_instruction`]).
    #[doc(hidden)]
    pub fn into_decode(self, operand: &'static str, words: usize, available: usize) -> DecodeError {
        match self {
            OperandError::Invalid { reason, value } => DecodeError::InvalidOperand {
                mnemonic: "",
                operand,
                reason,
                value: value as u32,
            },
            OperandError::Register { reason, .. }
            | OperandError::Unsupported { reason }
            | OperandError::Refused { reason } => DecodeError::InvalidOperand {
                mnemonic: "",
                operand,
                reason,
                value: 0,
            },
            OperandError::MissingLiteral => DecodeError::Truncated {
                needed: words + 1,
                available,
            },
            OperandError::LiteralConflict { first, .. } => DecodeError::InvalidOperand {
                mnemonic: "",
                operand,
                reason: "conflicting literal",
                value: first,
            },
        }
    }

    /// Names the operand in an encode failure.
    #[doc(hidden)]
    pub fn into_encode(self, mnemonic: &'static str, operand: &'static str) -> EncodeError {
        match self {
            OperandError::Invalid { reason, value } => EncodeError::InvalidOperand {
                mnemonic,
                operand,
                reason,
                value,
            },
            OperandError::Unsupported { reason } => EncodeError::Unsupported {
                mnemonic,
                operand,
                reason,
            },
            OperandError::Refused { reason } => EncodeError::Refused {
                mnemonic,
                operand,
                reason,
            },
            OperandError::Register { register, reason } => EncodeError::InvalidRegister {
                mnemonic,
                operand,
                register,
                reason,
            },
            OperandError::MissingLiteral => EncodeError::InvalidOperand {
                mnemonic,
                operand,
                reason: "missing literal",
                value: 0,
            },
            OperandError::LiteralConflict { first, second } => EncodeError::TwoLiterals {
                mnemonic,
                first,
                second,
            },
        }
    }
}

impl core::error::Error for DecodeError {}
impl core::error::Error for EncodeError {}
impl core::error::Error for OperandError {}

impl fmt::Display for OperandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            OperandError::Invalid { reason, value } => write!(f, "{reason} ({value})"),
            OperandError::Register { register, reason } => write!(f, "{register}: {reason}"),
            OperandError::Unsupported { reason } | OperandError::Refused { reason } => {
                f.write_str(reason)
            }
            OperandError::MissingLiteral => f.write_str("missing literal dword"),
            OperandError::LiteralConflict { first, second } => write!(
                f,
                "two different literals ({first:#x} and {second:#x}); an instruction carries at most one"
            ),
        }
    }
}
