//! Decoding a byte buffer: an iterator of instructions with their offsets and lengths.

use crate::{decode, AnyInstruction, DecodeError, Generation};

/// What a [`Decoder`] does at bytes that are not an instruction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OnInvalid {
    /// Yield the error for one dword and go on at the next one, as `llvm-objdump` prints
    /// a `.long` and continues.
    #[default]
    SkipDword,
    /// Yield the error and end.
    Stop,
}

/// One decoded instruction and where it was.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Decoded {
    /// The instruction.
    pub instruction: AnyInstruction,
    /// Its byte offset in the buffer.
    pub offset: usize,
    /// Its length in bytes (4, 8 or 12: a literal dword included).
    pub len: usize,
}

/// Bytes that are not an instruction, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undecodable {
    /// Why they do not decode.
    pub error: DecodeError,
    /// Their byte offset in the buffer.
    pub offset: usize,
    /// How many bytes the decoder passes over: one dword, or what is left at the end of
    /// a buffer that is not a whole number of dwords.
    pub len: usize,
}

impl core::fmt::Display for Undecodable {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "at byte offset {:#x}: {}", self.offset, self.error)
    }
}

impl core::error::Error for Undecodable {}

/// Decodes the little-endian machine code in a byte buffer, one instruction after another,
/// without allocating.
///
/// ```
/// # #[cfg(feature = "gfx9")] {
/// use gcn_isa::{Decoder, Generation, OnInvalid};
///
/// // s_mov_b32 s0, 0x12345678; a word that is no instruction; s_endpgm
/// let code = [0xff, 0x00, 0x80, 0xbe, 0x78, 0x56, 0x34, 0x12,
///             0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x81, 0xbf];
/// let mut lines = Vec::new();
/// for item in Decoder::new(Generation::Gfx9, &code, OnInvalid::SkipDword) {
///     match item {
///         Ok(d) => lines.push(format!("{:#x} ({} bytes): {}", d.offset, d.len, d.instruction)),
///         Err(e) => lines.push(format!("{:#x}: .long {}", e.offset, e.error)),
///     }
/// }
/// assert_eq!(lines[0], "0x0 (8 bytes): s_mov_b32 s0, 0x12345678");
/// assert!(lines[1].starts_with("0x8: .long"));
/// assert_eq!(lines[2], "0xc (4 bytes): s_endpgm");
/// # }
/// ```
#[derive(Clone, Debug)]
pub struct Decoder<'a> {
    gen: Generation,
    bytes: &'a [u8],
    offset: usize,
    on_invalid: OnInvalid,
    done: bool,
}

/// The most dwords an instruction takes (a 64-bit encoding and a literal).
const MAX_DWORDS: usize = 3;

impl<'a> Decoder<'a> {
    /// A decoder for `gen` over `bytes`, starting at offset 0.
    pub fn new(gen: Generation, bytes: &'a [u8], on_invalid: OnInvalid) -> Self {
        Decoder {
            gen,
            bytes,
            offset: 0,
            on_invalid,
            done: false,
        }
    }

    /// The byte offset of the next instruction.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// Continues at byte `offset` (e.g. a branch target); the end if it lies past the buffer.
    pub fn set_offset(&mut self, offset: usize) {
        self.offset = offset.min(self.bytes.len());
        self.done = false;
    }
}

impl Iterator for Decoder<'_> {
    type Item = Result<Decoded, Undecodable>;

    fn next(&mut self) -> Option<Self::Item> {
        let rest = self.bytes.get(self.offset..)?;
        if self.done || rest.is_empty() {
            return None;
        }
        let offset = self.offset;
        let mut words = [0u32; MAX_DWORDS];
        let mut available = 0;
        for (word, chunk) in words.iter_mut().zip(rest.chunks_exact(4)) {
            *word = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
            available += 1;
        }
        if available == 0 {
            // Fewer than four bytes left: not even one dword.
            self.done = true;
            return Some(Err(Undecodable {
                error: DecodeError::Truncated {
                    needed: 1,
                    available: 0,
                },
                offset,
                len: rest.len(),
            }));
        }
        match decode(self.gen, &words[..available]) {
            Ok((instruction, used)) => {
                self.offset += used * 4;
                Some(Ok(Decoded {
                    instruction,
                    offset,
                    len: used * 4,
                }))
            }
            Err(error) => {
                self.offset += 4;
                self.done = self.on_invalid == OnInvalid::Stop;
                Some(Err(Undecodable {
                    error,
                    offset,
                    len: 4,
                }))
            }
        }
    }
}
