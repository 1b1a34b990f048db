//! Typed operands: registers, immediates, and the trait that binds them to encoding fields.
//!
//! Every operand kind an `isa!` row names maps to one type here. The generated code calls
//! [`Operand::decode`] with the raw values of the fields the operand is bound to,
//! [`Operand::encode`] to get them back, and [`Operand::display`] to print LLVM syntax.

mod branch;
mod buffer;
mod dpp;
mod ds;
mod export;
mod flat;
mod gpr_idx;
mod hwreg;
mod image;
mod imm;
mod interp;
mod reg;
mod sdwa;
mod sendmsg;
mod simm16;
mod smem;
mod ssrc;
mod text;
mod vop3p;
mod vsrc;
mod waitcnt;

pub use branch::{Branch, BranchOffset};
pub use buffer::{BufAddr, BufFormat, BufOffset, DataFormat, NumFormat};
pub use dpp::{Dpp, DppCtrl, VRegMods, VRegSext};
pub use ds::{DsOffset, DsOffsets, Set, Swizzle};
pub use export::{ExpSrc, ExpSrcPair, ExpTarget};
#[doc(hidden)]
pub use flat::saddr_is_off;
pub use flat::{FlatOffset, GlobalOffset, GlobalVAddr, SAddr, ScratchVAddr};
pub use gpr_idx::GprIdxMode;
pub use hwreg::{hwreg_name, HwReg};
pub use image::{DMask, ImageClass, ImageData, ImageShape};
pub use imm::{Imm, SImm};
pub use interp::{AttrChan, ImplicitM0, InterpAttr, InterpParam};
pub use reg::{RegClass, RegName, SReg, Special, VReg};
pub use sdwa::{DstUnused, SdwaDst, SdwaMods, SdwaSdst, SdwaSext, Sel, SrcSel};
pub use sendmsg::{msg_name, op_name, SendMsg};
pub use simm16::{Hex16, OptImm16};
pub use smem::{SmemOffset, SmrdOffset};
pub use ssrc::{InlineFloat, Literal32, RegSrc, SOffset, SSrc, SrcValue};
pub use text::Text;
#[doc(hidden)]
pub use text::CAPACITY as TEXT_CAPACITY;
pub use vop3p::{AReg, ASrc, Abid, AvSrc, Blgp, Cbsz, MixSel, PkMods, SelHiOnes};
pub use vsrc::{
    KConst, MaskSrc, Mods, NegMod, OMod, OpSel, SDstCode, ScalarOrLds, ScalarSrc, Sext, VRegSrc,
    VRegSrcMods, VSrc, ValueType, Vcc, VgprOrLds,
};
pub use waitcnt::WaitCnt;

use crate::encoded::{place, IgnoredBits};
use crate::{DecodeError, EncodeError, Encoded, Generation, OperandError};
use core::fmt;
use core::ops::Range;

/// Decoding state shared by the operands of one instruction: the generation and the literal.
pub struct DecodeCx<'a> {
    /// The generation being decoded.
    pub gen: Generation,
    literal: Option<&'a u32>,
    literal_used: bool,
    /// Bits of the current operand's fields (indexed as its raw values) that its value
    /// does not express.
    ignored: [u32; 4],
    has_ignored: bool,
    /// Whether the operand being decoded may take the literal (VOP3 sources may not).
    pub literal_ok: bool,
    /// Registers the range being decoded grows by (one more VGPR when `tfe` is set).
    pub extra_regs: u8,
    /// Whether the instruction's `saddr` is `off` (a GLOBAL/SCRATCH address's VGPR part
    /// depends on it).
    pub saddr_off: bool,
    /// What decides an image instruction's data width (its `dmask`, `tfe`, `d16`).
    pub image: ImageShape,
    /// The instruction's ignored bits so far (in its first one or two dwords).
    ignored_word: u64,
    n_words: usize,
    available: usize,
}

impl<'a> DecodeCx<'a> {
    #[doc(hidden)]
    pub fn new(gen: Generation, literal: Option<&'a u32>) -> Self {
        DecodeCx {
            gen,
            literal,
            literal_used: false,
            ignored: [0; 4],
            has_ignored: false,
            literal_ok: true,
            extra_regs: 0,
            saddr_off: false,
            image: ImageShape::new(ImageClass::Plain, 0, false, false, false),
            ignored_word: 0,
            n_words: 0,
            available: 0,
        }
    }

    /// The state for decoding an instruction's operands from `words`, whose first
    /// `n_words` are the instruction's fixed words; `unbound` holds the bits of those words
    /// that no operand binds and that do not identify the instruction. (Errors leave the
    /// mnemonic for the decoder to name: `DecodeError::of_instruction`.)
    #[doc(hidden)]
    #[inline]
    pub fn for_instruction(
        gen: Generation,
        words: &'a [u32],
        n_words: usize,
        literal_ok: bool,
        unbound: u64,
    ) -> Self {
        DecodeCx {
            gen,
            literal: words.get(n_words),
            literal_used: false,
            ignored: [0; 4],
            has_ignored: false,
            literal_ok,
            extra_regs: 0,
            saddr_off: false,
            image: ImageShape::new(ImageClass::Plain, 0, false, false, false),
            ignored_word: unbound,
            n_words,
            available: words.len(),
        }
    }

    /// Reports bits of the operand's raw field `field` that its decoded value does not
    /// express (a misaligned register's low bits, a field the value does not use): they
    /// become the instruction's ignored bits, so that it re-encodes losslessly.
    #[inline]
    pub fn ignore(&mut self, field: usize, bits: u32) {
        if bits != 0 {
            if let Some(slot) = self.ignored.get_mut(field) {
                *slot |= bits;
                self.has_ignored = true;
            }
        }
    }

    /// After an operand decoded from `fields` ((lowest bit, width) per raw value, whose
    /// low `shift` bits the field does not store): what it reported ignored becomes
    /// ignored bits of the instruction.
    #[doc(hidden)]
    #[inline]
    pub fn settle(&mut self, fields: &[(u8, u8)], shift: u32) {
        if self.has_ignored {
            self.absorb(fields, shift);
        }
    }

    #[inline(never)]
    fn absorb(&mut self, fields: &[(u8, u8)], shift: u32) {
        self.has_ignored = false;
        let reported = core::mem::take(&mut self.ignored);
        for (&(lo, width), bits) in fields.iter().zip(reported) {
            let mask = (1u64 << width) - 1;
            self.ignored_word |= ((bits >> shift) as u64 & mask) << lo;
        }
    }

    /// The decode error for operand `operand` failing with `error`.
    #[doc(hidden)]
    #[cold]
    #[inline(never)]
    pub fn fail(&self, error: OperandError, operand: &'static str) -> DecodeError {
        error.into_decode(operand, self.n_words, self.available)
    }

    /// The instruction's ignored bits (of `w`, its fixed words) and the dwords it used.
    #[doc(hidden)]
    #[inline]
    pub fn finish(&self, w: u64) -> (IgnoredBits, usize) {
        (
            IgnoredBits::from_decode(w, self.ignored_word),
            self.n_words + self.literal_used as usize,
        )
    }

    /// The 32-bit literal that follows the instruction's fixed words.
    pub fn literal(&mut self) -> Result<u32, OperandError> {
        self.literal_used = true;
        self.literal.copied().ok_or(OperandError::MissingLiteral)
    }
}

/// Encoding state shared by the operands of one instruction: the generation, the literal,
/// and what the operand being encoded is (its register class, extra registers).
pub struct EncodeCx {
    /// The generation being encoded.
    pub gen: Generation,
    literal: Option<u32>,
    /// The register class of the operand being encoded.
    pub reg_class: RegClass,
    /// Registers the operand's range grows by (one more VGPR when `tfe` is set).
    pub extra_regs: u8,
    /// Whether the instruction's `saddr` is `off` (a GLOBAL/SCRATCH address's VGPR part
    /// depends on it).
    pub saddr_off: bool,
    /// What decides an image instruction's data width (its `dmask`, `tfe`, `d16`).
    pub image: ImageShape,
    /// Whether refusals count: off while the decoder finds a word's canonical encoding.
    strict: bool,
    refusal: Option<OperandError>,
    /// Whether the operand being encoded may take the literal (VOP3 sources may not).
    pub literal_ok: bool,
    /// The instruction's fixed words so far.
    word: u64,
    /// The bits of `prior`'s ignored bits that come back.
    keep: u64,
    /// The canonical encoding the ignored bits were decoded with, if they belong to this
    /// instruction.
    decoded: Option<u64>,
    mnemonic: &'static str,
    /// The first operand that failed to encode.
    failed: Option<EncodeError>,
}

impl EncodeCx {
    #[doc(hidden)]
    pub fn new(gen: Generation, strict: bool) -> Self {
        EncodeCx {
            gen,
            literal: None,
            reg_class: RegClass::All,
            extra_regs: 0,
            saddr_off: false,
            image: ImageShape::new(ImageClass::Plain, 0, false, false, false),
            strict,
            refusal: None,
            literal_ok: true,
            word: 0,
            keep: 0,
            decoded: None,
            mnemonic: "",
            failed: None,
        }
    }

    /// The state for encoding `mnemonic`'s operands onto `base` (its identifying bits,
    /// `protected`, already set): the ignored bits of `prior` outside every operand's
    /// fields (`operand_mask`) come back whenever they were decoded for this instruction.
    #[doc(hidden)]
    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    pub fn for_instruction(
        gen: Generation,
        strict: bool,
        literal_ok: bool,
        mnemonic: &'static str,
        base: u64,
        protected: u64,
        operand_mask: u64,
        prior: &IgnoredBits,
    ) -> Self {
        let decoded = prior.decoded_as(base, protected);
        EncodeCx {
            literal_ok,
            word: base,
            keep: if decoded.is_some() {
                !(protected | operand_mask)
            } else {
                0
            },
            decoded,
            mnemonic,
            ..EncodeCx::new(gen, strict)
        }
    }

    /// Places the raw values an operand encoded to into its `fields` ((lowest bit, width);
    /// width 0 for a field this generation lacks), the low `shift` bits dropped. An operand
    /// that still encodes as decoded gets its ignored bits back and its refusal excused.
    #[inline(never)]
    fn put<const N: usize>(
        &mut self,
        operand: &'static str,
        raw: Result<[u32; N], OperandError>,
        fields: [(u8, u8); N],
        shift: u32,
    ) -> Result<(), EncodeError> {
        let raw = match raw {
            Ok(raw) => raw,
            Err(e) => return Err(self.operand_error(e, operand)),
        };
        // Every field at once, without a branch per field; a value that does not fit (or
        // drops set low bits) is found again by `place`, which says how.
        let (mut bits, mut mask, mut misfit) = (0u64, 0u64, 0u64);
        let dropped = (1u32 << shift) - 1;
        for (value, (lo, width)) in raw.into_iter().zip(fields) {
            let field = (1u64 << width) - 1;
            let v = (value >> shift) as u64;
            misfit |= (v & !field) | (value & dropped) as u64;
            bits |= v << lo;
            mask |= field << lo;
        }
        if misfit != 0 {
            return Err(self.misfit(operand, &raw, &fields, shift));
        }
        self.word |= bits;
        let unchanged = matches!(self.decoded, Some(d) if (d ^ self.word) & mask == 0);
        if let Some(e) = self.refusal.take() {
            if !unchanged {
                return Err(e.into_encode(self.mnemonic, operand));
            }
        }
        if unchanged {
            self.keep |= mask;
        }
        Ok(())
    }

    #[cold]
    #[inline(never)]
    fn operand_error(&self, error: OperandError, operand: &'static str) -> EncodeError {
        error.into_encode(self.mnemonic, operand)
    }

    /// Why a value does not fit its fields: the first field `place` refuses.
    #[cold]
    #[inline(never)]
    fn misfit(
        &self,
        operand: &'static str,
        raw: &[u32],
        fields: &[(u8, u8)],
        shift: u32,
    ) -> EncodeError {
        let refused = raw
            .iter()
            .zip(fields)
            .find_map(|(&value, &(lo, width))| place(value, lo as u32, width as u32, shift).err());
        // `put` found a misfit, so `place` refuses one of the fields.
        let error = refused.unwrap_or(OperandError::invalid("value too wide for its field", 0));
        self.operand_error(error, operand)
    }

    /// Encodes `operand` and places it into its `fields` (as `put` says). The first
    /// failure is kept for [`EncodeCx::finish`], and the operands after it are skipped:
    /// one call per operand, and no error handling, in each generated body.
    #[doc(hidden)]
    #[inline(never)]
    pub fn encode_operand<const N: usize, T: Operand<N>>(
        &mut self,
        operand: &T,
        name: &'static str,
        fields: [(u8, u8); N],
        shift: u32,
    ) {
        if self.failed.is_some() {
            return;
        }
        let raw = operand.encode(self);
        if let Err(e) = self.put(name, raw, fields, shift) {
            self.failed = Some(e);
        }
    }

    /// The encoded instruction: `n_words` fixed words with `prior`'s ignored bits restored
    /// where they may be, and the literal; or the first operand's failure.
    #[doc(hidden)]
    #[inline(never)]
    pub fn finish(&mut self, prior: &IgnoredBits, n_words: usize) -> Result<Encoded, EncodeError> {
        if let Some(e) = self.failed.take() {
            return Err(e);
        }
        Ok(Encoded::new(
            self.word ^ (prior.bits() & self.keep),
            n_words,
            self.literal,
        ))
    }

    /// Claims the instruction's single literal slot. Two operands may share one literal
    /// only when they want the same value.
    pub fn set_literal(&mut self, value: u32) -> Result<(), OperandError> {
        match self.literal {
            Some(first) if first != value => Err(OperandError::LiteralConflict {
                first,
                second: value,
            }),
            _ => {
                self.literal = Some(value);
                Ok(())
            }
        }
    }

    /// Reports a value that has a code but that LLVM's assembler refuses for this
    /// operand (a register outside its class, a range past the register file). Encoding
    /// fails with it unless the operand was decoded from a word and left unchanged: what
    /// LLVM's disassembler accepts must re-encode.
    pub fn refuse(&mut self, error: OperandError) {
        if self.strict && self.refusal.is_none() {
            self.refusal = Some(error);
        }
    }
}

/// Calls `f` with every register `operand` (operand `index` of its instruction) names,
/// used as `role`.
#[doc(hidden)]
pub fn visit_registers<const N: usize, T: Operand<N>>(
    operand: &T,
    index: usize,
    role: Role,
    f: &mut dyn FnMut(usize, RegName, Role),
) {
    operand.registers(&mut |r| f(index, r, role));
}

/// Where each operand's text went: called with the operand's index (as
/// `AnyInstruction::operand` numbers them) and the byte range of the text it printed.
pub type SpanSink<'a> = dyn FnMut(usize, Range<usize>) + 'a;

/// Writes an instruction's operands with LLVM's separators: a space before the first
/// operand, `, ` between operands, and a space before each modifier.
pub struct Printer<'a, 'b> {
    text: Text<'a, 'b>,
    /// The generation whose names to print.
    pub gen: Generation,
    started: bool,
    /// Registers an operand's range grows by (e.g. one more VGPR when `tfe` is set).
    pub extra_regs: u8,
    /// What decides an image instruction's data width (its `dmask`, `tfe`, `d16`).
    pub image: ImageShape,
    /// The register class of the operand being printed.
    pub reg_class: RegClass,
    /// The type the instruction reads from the operand being printed.
    pub value: ValueType,
    spans: Option<&'a mut SpanSink<'b>>,
    /// The operand whose text comes next (set by [`Printer::at`]); its span opens when it
    /// prints something, so that `at` is one store in every generated body.
    next: Option<usize>,
    /// The operand whose span is open and where its text started, when spans are recorded.
    current: Option<(usize, usize)>,
}

impl<'a, 'b> Printer<'a, 'b> {
    /// A printer (the mnemonic comes next) that writes through `buf` to `f`, and also
    /// reports where each operand's text is when given `spans`.
    #[doc(hidden)]
    pub fn with_spans(
        f: &'a mut (dyn fmt::Write + 'b),
        buf: &'a mut [u8; text::CAPACITY],
        gen: Generation,
        spans: Option<&'a mut SpanSink<'b>>,
    ) -> Self {
        Self::of_text(Text::new(f, buf), gen, spans)
    }

    /// A printer (the mnemonic comes next) that writes into `buf` itself, from its start.
    #[doc(hidden)]
    pub fn in_buffer(buf: &'a mut [u8; text::CAPACITY], gen: Generation) -> Self {
        Self::of_text(Text::in_buffer(buf), gen, None)
    }

    fn of_text(text: Text<'a, 'b>, gen: Generation, spans: Option<&'a mut SpanSink<'b>>) -> Self {
        Printer {
            text,
            gen,
            started: false,
            extra_regs: 0,
            image: ImageShape::new(ImageClass::Plain, 0, false, false, false),
            reg_class: RegClass::All,
            value: ValueType::B32,
            spans,
            next: None,
            current: None,
        }
    }

    /// Writes the mnemonic: the text's start.
    #[doc(hidden)]
    #[inline]
    pub fn mnemonic(&mut self, mnemonic: &str) {
        // Cannot fail but in a caller's short buffer, where the loss is recorded (and
        // the text then reported as not fitting).
        let _ = self.text.push_str(mnemonic);
    }

    /// Writes the mnemonic, given as its generation stores it: padded with NULs, and
    /// the length of the name.
    #[doc(hidden)]
    #[inline(always)]
    pub fn padded_mnemonic(&mut self, (padded, len): (&'static str, usize)) {
        let _ = self.text.push_padded(padded, len);
    }

    /// What follows is operand `index`'s text.
    #[doc(hidden)]
    #[inline]
    pub fn at(&mut self, index: usize) {
        self.next = Some(index);
    }

    /// Before text that is not the open span's (a separator, another operand): the span
    /// ends here if another operand has been named since it opened.
    #[inline]
    fn end_span(&mut self) {
        if self.spans.is_some() && self.next.is_some() {
            self.close_span();
        }
    }

    fn close_span(&mut self) {
        let end = self.text.position();
        if let (Some((index, start)), Some(spans)) = (self.current.take(), &mut self.spans) {
            spans(index, start..end);
        }
    }

    /// Where the named operand's text starts (after its separator): its span opens.
    #[inline]
    fn begin(&mut self) {
        if self.spans.is_some() {
            if let Some(index) = self.next.take() {
                self.current = Some((index, self.text.position()));
            }
        }
    }

    /// Starts a positional operand and returns the text to write it to.
    // Always: the check for spans is all the printing path adds around the separator.
    #[inline(always)]
    pub fn operand(&mut self) -> Result<&mut Text<'a, 'b>, fmt::Error> {
        if self.spans.is_some() {
            return self.operand_in_span();
        }
        self.text.push_separator(!self.started)?;
        self.started = true;
        Ok(&mut self.text)
    }

    #[inline(never)]
    fn operand_in_span(&mut self) -> Result<&mut Text<'a, 'b>, fmt::Error> {
        self.end_span();
        self.text.push_separator(!self.started)?;
        self.started = true;
        self.begin();
        Ok(&mut self.text)
    }

    /// Starts an operand LLVM prints as if it belonged to the mnemonic (an export's
    /// target): a space before it, and no comma between it and the next operand.
    pub fn prefix(&mut self) -> Result<&mut Text<'a, 'b>, fmt::Error> {
        self.end_span();
        self.text.push_byte(b' ')?;
        self.begin();
        Ok(&mut self.text)
    }

    /// An extra space before the next operand, outside its span (LLVM 19 prints two before
    /// some DPP comments).
    pub(crate) fn space(&mut self) -> fmt::Result {
        self.end_span();
        self.text.push_byte(b' ')
    }

    /// Starts a modifier (`glc`, `offset:4`) and returns the text to write it to.
    // Always: the check for spans is all the printing path adds around the separator.
    #[inline(always)]
    pub fn modifier(&mut self) -> Result<&mut Text<'a, 'b>, fmt::Error> {
        if self.spans.is_some() {
            return self.modifier_in_span();
        }
        self.text.push_byte(b' ')?;
        self.started = true;
        Ok(&mut self.text)
    }

    #[inline(never)]
    fn modifier_in_span(&mut self) -> Result<&mut Text<'a, 'b>, fmt::Error> {
        self.end_span();
        self.text.push_byte(b' ')?;
        self.started = true;
        self.begin();
        Ok(&mut self.text)
    }

    /// Writes the modifier `offset:N` (signed decimal) unless `value` is 0, as LLVM prints
    /// every memory instruction's byte offset.
    pub fn offset_modifier(&mut self, value: i64) -> fmt::Result {
        if value == 0 {
            return Ok(());
        }
        let f = self.modifier()?;
        f.push_str("offset:")?;
        write_signed(f, value)
    }

    /// Hands the text to the formatter.
    #[doc(hidden)]
    pub fn finish(&mut self) -> fmt::Result {
        self.close_span();
        self.text.flush()
    }

    /// The length of the text written into the buffer of [`Printer::in_buffer`], or
    /// `None` if it did not fit.
    #[doc(hidden)]
    pub fn finish_in_buffer(&self) -> Option<usize> {
        self.text.buffered_len()
    }
}

/// Whether an instruction reads an operand, writes it, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// Read.
    Read,
    /// Written.
    Write,
    /// Read and written (`v_mac_f32`'s accumulator, `v_swap_b32`'s operands).
    ReadWrite,
}

impl Role {
    /// Whether the instruction reads the operand.
    pub const fn reads(self) -> bool {
        matches!(self, Role::Read | Role::ReadWrite)
    }

    /// Whether the instruction writes the operand.
    pub const fn writes(self) -> bool {
        matches!(self, Role::Write | Role::ReadWrite)
    }
}

/// An operand as the definition row names it: its name, whether it is read or written,
/// and the encoding bits it comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OperandInfo {
    /// The operand's name in the row (`vdst`, `src0`, `clamp`, …).
    pub name: &'static str,
    /// How the instruction uses it.
    pub role: Role,
    /// The fields it is decoded from, as (lowest bit, width) in the instruction's words
    /// (bit 32 is the second dword's bit 0); empty for implicit operands such as `vcc`.
    pub bits: &'static [(u8, u8)],
    /// Low bits of the operand's value that its fields do not store: 1 for an SMEM `sbase`
    /// field, which holds the SGPR number divided by two.
    pub shift: u8,
}

/// An encoding's layout: what each bit of its words is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Layout {
    /// The named fields that are not fixed (the opcode field, `OP`, included).
    pub fields: &'static [FieldInfo],
    /// The bits that identify the encoding: (mask, value).
    pub fixed: (u64, u64),
    /// The opcode field: (lowest bit, width).
    pub opcode: (u32, u32),
    /// The width of the layout in bits (32 or 64; a literal dword comes on top).
    pub bits: u32,
}

/// A shape of a generation, as a type: the marker `S` of the generation's `Op<S>` (such as
/// `gfx9::Vop2F32F32Shape`), which says which instructions the `Op` may hold. Implemented
/// by the generated markers only.
pub trait Shape {
    /// The encoding's name (`VOP2`, `SMEM`, …).
    const ENCODING: &'static str;
}

/// The instructions of one shape of one generation (`gfxN::Op<S>`, aliased per shape as
/// `gfx9::Vop2F32F32Op`): what the shape's typed struct needs of its `op` to encode and
/// print itself. Implemented by the generations' `Op` only.
pub trait ShapeOp: Copy {
    /// The generation whose operand rules the instructions follow.
    const GENERATION: crate::Generation;
    /// The encoding's name (`VOP2`, `SMEM`, …).
    const ENCODING: &'static str;
    /// The instruction's mnemonic.
    fn mnemonic(self) -> &'static str;
    /// The instruction's opcode (the value of the encoding's `OP` field).
    fn opcode(self) -> u32;
    /// The instruction's words with every operand 0, and the bits no operand may change.
    #[doc(hidden)]
    fn base_and_protected(self) -> (u64, u64);
    /// The instruction with these operands, as its generation's `Instruction`.
    #[doc(hidden)]
    fn __any(
        self,
        operands: crate::Operands,
        ignored_bits: crate::IgnoredBits,
    ) -> crate::AnyInstruction;
}

/// A typed struct of one operand form (`defs::vop::Vop2F32F32<Op>`) as its parts, from
/// which its generation's `Instruction` converts it: one generic `From` per generation
/// instead of one per shape. Implemented by the generated structs only.
#[doc(hidden)]
pub trait TypedForm {
    /// The struct's opcode type (a generation's `Op<S>`).
    type Op: ShapeOp;
    /// Which instruction, its operands as an `Instruction` holds them, its ignored bits.
    fn __parts(&self) -> (Self::Op, crate::Operands, crate::IgnoredBits);
}

/// A named field of an encoding's layout, as the definitions write it (`SDST[22:16]`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FieldInfo {
    /// The field's name (`SDST`, `OP`, `SIMM16`, …).
    pub name: &'static str,
    /// Its lowest bit (bit 32 is the second dword's bit 0).
    pub lo: u8,
    /// Its width in bits.
    pub width: u8,
}

/// An operand type bound to `N` encoding fields.
pub trait Operand<const N: usize>: Sized {
    /// Builds the operand from its fields' raw values.
    fn decode(raw: [u32; N], cx: &mut DecodeCx<'_>) -> Result<Self, OperandError>;
    /// The raw field values that express the operand.
    fn encode(&self, cx: &mut EncodeCx) -> Result<[u32; N], OperandError>;
    /// Prints the positional part of the operand, if any.
    fn display(&self, p: &mut Printer<'_, '_>) -> fmt::Result;
    /// Prints the modifiers the operand contributes; they follow all positional operands.
    fn display_modifiers(&self, _p: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }
    /// Calls `f` with every register the operand names (none for immediates and modifiers).
    fn registers(&self, _f: &mut dyn FnMut(RegName)) {}
}

/// A one-bit modifier such as `glc`: its name is the operand's name in the row.
impl Operand<1> for bool {
    fn decode(raw: [u32; 1], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(raw[0] != 0)
    }
    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 1], OperandError> {
        Ok([*self as u32])
    }
    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }
}

/// A marker: no bits of its own, printed as the operand's name (the `lds` of a buffer
/// load's LDS form, whose bit the form's encoding fixes).
impl Operand<0> for () {
    fn decode(_: [u32; 0], _: &mut DecodeCx<'_>) -> Result<Self, OperandError> {
        Ok(())
    }
    fn encode(&self, _: &mut EncodeCx) -> Result<[u32; 0], OperandError> {
        Ok([])
    }
    fn display(&self, _: &mut Printer<'_, '_>) -> fmt::Result {
        Ok(())
    }
}

/// Writes `value` the way LLVM prints unsigned hex immediates: `0x` and lowercase digits.
pub(crate) use text::write_signed;

pub(crate) fn write_hex(f: &mut Text<'_, '_>, value: u64) -> fmt::Result {
    text::write_hex(f, value)
}

/// Writes an unsigned immediate as LLVM prints generic ones: decimal up to 64 (the
/// inline-constant range), hex above.
pub(crate) fn write_unsigned_imm(f: &mut Text<'_, '_>, value: u64) -> fmt::Result {
    if value <= 64 {
        text::write_dec(f, value)
    } else {
        write_hex(f, value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Generation;

    /// `put` checks all fields at once and asks `place` why only when one does not fit:
    /// the error is the first refused field's, as `place` words it.
    #[test]
    fn put_places_fitting_values_and_names_the_first_misfit() {
        let mut cx = EncodeCx::new(Generation::Gfx9, true);
        cx.put("a", Ok([5, 1]), [(4, 3), (10, 1)], 0).unwrap();
        assert_eq!(cx.word, 5 << 4 | 1 << 10);
        // A 64-bit register pair's field stores the index without its low bit.
        cx.put("b", Ok([6]), [(16, 4)], 1).unwrap();
        assert_eq!(cx.word >> 16 & 0xf, 3);

        let refused = |raw: [u32; 2], fields: [(u8, u8); 2], shift: u32| {
            let mut cx = EncodeCx::new(Generation::Gfx9, true);
            match cx.put("x", Ok(raw), fields, shift) {
                Err(EncodeError::InvalidOperand { reason, value, .. }) => (reason, Some(value)),
                Err(EncodeError::Unsupported { reason, .. }) => (reason, None),
                other => panic!("{other:?}"),
            }
        };
        assert_eq!(
            refused([1, 8], [(0, 2), (2, 3)], 0),
            ("value too wide for its field", Some(8))
        );
        assert_eq!(
            refused([4, 9], [(0, 2), (2, 3)], 0),
            ("value too wide for its field", Some(4))
        );
        assert_eq!(
            refused([2, 3], [(0, 4), (4, 4)], 1),
            ("register is not aligned as this field requires", Some(3))
        );
        assert_eq!(
            refused([0, 1], [(0, 4), (0, 0)], 0),
            (
                "the value needs a field this generation's encoding lacks",
                None
            )
        );
    }
}
