//! Generation chosen at run time: what every `AnyInstruction` answers, whatever its
//! generation. The enum itself, `decode` and `each_generation!` are generated from the list
//! of generations (`gcn_isa_macros::generations!`).

use crate::operand::{OperandInfo, RegName, Role};
use crate::{AnyInstruction, EncodeError, Encoded};
use core::fmt;
use core::ops::Range;

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

    /// Operand `index` (in the order of the instruction's fields, implicit ones such as
    /// `vcc` included): its name and whether the instruction reads or writes it.
    // With every generation feature off there is no operand to name.
    #[allow(unused_variables)]
    pub fn operand(&self, index: usize) -> Option<OperandInfo> {
        each_generation!(self, ref i => i.operand(index))
    }

    /// Calls `f` with every register the instruction names (implicit `vcc` included) and
    /// whether it reads or writes it.
    ///
    /// ```
    /// # #[cfg(feature = "gfx9")] {
    /// use gcn_isa::operand::{RegName, Role};
    /// use gcn_isa::{decode, Generation};
    /// // v_addc_co_u32_e32 v0, vcc, s0, v0, vcc
    /// let (insn, _) = decode(Generation::Gfx9, &[0x3800_0000]).unwrap();
    /// let mut seen = Vec::new();
    /// insn.registers(&mut |reg, role| seen.push(format!("{reg}:{role:?}")));
    /// assert_eq!(seen, ["v0:Write", "vcc:Write", "s0:Read", "v0:Read", "vcc:Read"]);
    /// # }
    /// ```
    #[allow(unused_variables)]
    pub fn registers(&self, f: &mut dyn FnMut(RegName, Role)) {
        self.registers_by_operand(&mut |_, reg, role| f(reg, role))
    }

    /// Calls `f` with each operand's index (as [`AnyInstruction::operand`] numbers them)
    /// and every register that operand names, and whether the instruction reads or writes
    /// it: which field a register came from, for tools that relate registers to bits.
    #[allow(unused_variables)]
    pub fn registers_by_operand(&self, f: &mut dyn FnMut(usize, RegName, Role)) {
        each_generation!(self, ref i => i.registers_by_operand(f))
    }

    /// The bits of the decoded words that no operand expresses (LLVM and the hardware
    /// ignore them); kept so that the instruction encodes back to the same words.
    #[allow(unused_variables)]
    pub fn ignored_bits(&self) -> crate::IgnoredBits {
        each_generation!(self, ref i => i.ignored_bits())
    }

    /// The layout of the instruction's encoding (named fields, fixed bits, opcode field).
    #[allow(unused_variables)]
    pub fn layout(&self) -> crate::operand::Layout {
        each_generation!(self, ref i => i.layout())
    }

    /// The branch target operand (SOPP branches, `s_call_b64`, `s_cbranch_i_fork`), if the
    /// instruction has one.
    ///
    /// ```
    /// # #[cfg(feature = "gfx9")] {
    /// use gcn_isa::{decode, Generation};
    /// // s_branch 65534 at byte 0x10 goes to 0x10 + 4 - 2 * 4
    /// let (insn, _) = decode(Generation::Gfx9, &[0xbf82_fffe]).unwrap();
    /// let branch = insn.branch().unwrap();
    /// assert_eq!((branch.operand, branch.target(0x10)), (0, 0xc));
    /// # }
    /// ```
    #[allow(unused_variables)]
    #[inline]
    pub fn branch(&self) -> Option<crate::operand::Branch> {
        each_generation!(self, ref i => i.branch())
    }

    /// Writes the instruction's text to `out`, calling `spans` with the index of each
    /// operand that prints (as [`AnyInstruction::operand`] numbers them) and the byte range
    /// of its text, counted from the start of the instruction's text (separators not
    /// included). An operand whose text is split (a source and, after the positional
    /// operands, its modifiers) is reported once per part.
    ///
    /// ```
    /// # #[cfg(feature = "gfx9")] {
    /// use gcn_isa::{decode, Generation};
    /// // v_add_f32_e32 v0, s1, v2
    /// let (insn, _) = decode(Generation::Gfx9, &[0x0200_0401]).unwrap();
    /// let mut text = String::new();
    /// let mut parts = Vec::new();
    /// insn.write_with_spans(&mut text, &mut |index, range| parts.push((index, range)))
    ///     .unwrap();
    /// assert_eq!(text, "v_add_f32_e32 v0, s1, v2");
    /// let shown: Vec<_> = parts.iter().map(|(i, r)| (*i, &text[r.clone()])).collect();
    /// assert_eq!(shown, [(0, "v0"), (1, "s1"), (2, "v2")]);
    /// # }
    /// ```
    #[allow(unused_variables)]
    pub fn write_with_spans(
        &self,
        out: &mut dyn fmt::Write,
        spans: &mut dyn FnMut(usize, Range<usize>),
    ) -> fmt::Result {
        each_generation!(self, ref i => i.__print_to(out, Some(spans)))
    }

    /// Writes the instruction's text (what `Display` prints) to `out`, without going
    /// through `core::fmt`'s argument machinery: the fastest way to many lines of text.
    #[allow(unused_variables)]
    pub fn write_to(&self, out: &mut dyn fmt::Write) -> fmt::Result {
        each_generation!(self, ref i => i.__print_to(out, None))
    }

    /// Writes the instruction's text (what `Display` prints, all ASCII) into `out` from its
    /// start, and returns its length; `None` if it is longer than
    /// [`TEXT_CAPACITY`](crate::TEXT_CAPACITY) bytes (a few with LLVM's
    /// `/*Invalid register*/` notes are). No formatter and no copy in between: the fastest
    /// way to text in a buffer of the caller's. Bytes of `out` past the text (up to 24 of
    /// them) may be overwritten as well.
    ///
    /// ```
    /// # #[cfg(feature = "gfx9")] {
    /// use gcn_isa::{decode, Generation};
    /// // v_add_f32_e32 v0, s1, v2
    /// let (insn, _) = decode(Generation::Gfx9, &[0x0200_0401]).unwrap();
    /// let mut buf = [0u8; gcn_isa::TEXT_CAPACITY];
    /// let len = insn.write_ascii(&mut buf).unwrap();
    /// assert_eq!(&buf[..len], b"v_add_f32_e32 v0, s1, v2");
    /// # }
    /// ```
    #[allow(unused_variables)]
    #[inline]
    pub fn write_ascii(&self, out: &mut [u8; crate::TEXT_CAPACITY]) -> Option<usize> {
        each_generation!(self, ref i => i.__write_ascii(out))
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
        self.write_to(f)
    }
}
