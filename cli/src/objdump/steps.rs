//! The lines of a section's blocks, printed on every core: each instruction's line (text,
//! comment column, branch target), `...` for runs of zeros, `.long` for what does not
//! decode, and with `-r`, `-l`, `-S` or `--format json` what goes with each.

use super::bb_addr_map::BlockLabels;
use super::debug_vars::LiveVariables;
use super::elf::{untyped_symbol_at, Section, TargetSymbols};
use super::lines;
use super::relocs;
use super::{Diagnostic, Options, Output};
use crate::format::{self, Line};
use crate::json::{self, Origin};
use crate::parallel;
use crate::text_cache::{self, Tally, TextCache};
use gcn_isa::{AnyInstruction, Generation};
use std::collections::BTreeMap;
use std::io;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// Prints each block after the text before it, on every core.
pub(super) fn print_blocks(
    blocks: &[(Vec<u8>, Block<'_>, std::ops::Range<usize>)],
    opts: &Options,
    relocated: &AtomicU64,
    source: Sources<'_>,
    pool: &mut parallel::Pool,
    out: &mut dyn Output,
) -> io::Result<()> {
    let segments: Vec<_> = blocks.iter().map(|(_, _, range)| range.clone()).collect();
    let steps = SectionSteps {
        blocks,
        opts,
        relocated,
        source,
    };
    // Which relocations an instruction shows depends on the instructions printed before
    // it (an instruction that runs into the next block takes that block's first ones),
    // and which source lines it shows on the line info printed before it: with -r, -l or
    // -S the steps run in order, on one thread.
    // With --debug-vars, which columns a line shows depends on every instruction before it.
    let split = match opts.relocations || source.printer.is_some() || source.vars.is_some() {
        true => parallel::Split {
            threads: 1,
            ..opts.split
        },
        false => opts.split,
    };
    parallel::print(&steps, &segments, split, pool, out, |out, note| {
        out.diagnose(note)
    })?;
    // llvm-objdump flushes standard output where the last block's stream ends.
    match blocks.is_empty() {
        true => Ok(()),
        false => out.flushed(),
    }
}

/// A section's blocks (the text before each, the block, its dwords), for
/// `parallel::print`.
struct SectionSteps<'a> {
    blocks: &'a [(Vec<u8>, Block<'a>, std::ops::Range<usize>)],
    opts: &'a Options,
    /// `-d -r`: the offset in the section up to which relocations are done with.
    relocated: &'a AtomicU64,
    /// `-l`, `-S`: the object's source printer, or its places for JSON.
    source: Sources<'a>,
}

/// `-l`, `-S`: the object's source printer (text), or where its instructions come from
/// (`--format json`).
#[derive(Clone, Copy)]
pub(super) struct Sources<'a> {
    pub(super) printer: Option<&'a Mutex<lines::SourcePrinter>>,
    pub(super) places: Option<&'a lines::DebugInfo>,
    /// `--debug-vars`: the object's variable columns.
    pub(super) vars: Option<&'a Mutex<LiveVariables>>,
}

/// What the lines `--debug-vars` draws its columns after are.
#[derive(Clone, Copy)]
enum Lines {
    /// An instruction's line and its comment lines.
    Instruction,
    /// `-r`'s relocation lines.
    Relocations,
}

fn locked<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl SectionSteps<'_> {
    /// `-d -r`: after the line of what lies at `at..at + size` (offsets in the section),
    /// the relocations there not shown yet, as llvm-objdump prints them.
    fn push_relocations(&self, text: &mut Vec<u8>, section: &Section<'_>, at: u64, size: u64) {
        let end = at + size;
        let first = self.first_unshown(section, at);
        for r in section.relocs[first..]
            .iter()
            .take_while(|r| r.offset < end)
        {
            let address = (section.address + r.offset).wrapping_add(r.shown_offset);
            relocs::push_inline(text, r, address, self.opts.leading_addr);
        }
        self.relocated.fetch_max(end, Ordering::Relaxed);
    }

    /// `-l`, `-S`: what llvm-objdump prints before the instruction at `address`. It looks
    /// the line up at the address it shows, so with --adjust-vma at the adjusted one.
    fn source_lines(&self, text: &mut Vec<u8>, section: &Section<'_>, address: u64) {
        if let Some(source) = self.source.printer {
            let mut printer = locked(source);
            let mut vars = self.source.vars.map(locked);
            let shown = address.wrapping_add(section.shown_offset);
            printer.before(text, shown, section.index, vars.as_deref_mut());
        }
    }

    /// `--debug-vars`: the columns' state at the instruction (or bytes) at `offset..offset
    /// + size` of `block`'s section, before anything of it is printed.
    fn vars_update(&self, block: &Block<'_>, offset: u64, size: u64) {
        if let Some(vars) = self.source.vars {
            let next = offset + size;
            locked(vars).update(offset, next, block.section.index, next != block.end);
        }
    }

    /// After the line of an instruction (or of bytes) begun at `from`: `--debug-vars`'s
    /// columns, and the end of what llvm-objdump prints after it before it flushes the
    /// block's stream (`emitPostInstructionInfo`), where a message that arises next goes.
    fn instruction_end(&self, text: &mut Vec<u8>, from: usize) {
        self.vars_after(text, from, Lines::Instruction);
        if let Some(source) = self.source.printer {
            locked(source).stream_flushed(text.len());
        }
    }

    /// `--debug-vars`: the columns at the end of each line of `text` from `from` on.
    fn vars_after(&self, text: &mut Vec<u8>, from: usize, lines: Lines) {
        let Some(vars) = self.source.vars else {
            return;
        };
        let vars = locked(vars);
        let printed = text.split_off(from);
        for line in printed.split_inclusive(|&b| b == b'\n') {
            let Some(body) = line.strip_suffix(b"\n") else {
                text.extend_from_slice(line);
                continue;
            };
            text.extend_from_slice(body);
            match lines {
                Lines::Instruction => {
                    vars.after_instruction(text);
                    text.push(b'\n');
                }
                Lines::Relocations => vars.after_other_line(text, true),
            }
        }
    }

    /// `-d -r`: [`Self::push_relocations`], then the `--debug-vars` columns after them.
    fn relocation_lines(&self, text: &mut Vec<u8>, section: &Section<'_>, at: u64, size: u64) {
        let from = text.len();
        self.push_relocations(text, section, at, size);
        self.vars_after(text, from, Lines::Relocations);
    }

    /// `-d -r`: the offset of the next relocation not shown, at or after `at`, where a run
    /// of zeros must stop.
    fn next_relocation(&self, section: &Section<'_>, at: u64) -> Option<u64> {
        let first = self.first_unshown(section, at);
        section.relocs.get(first).map(|r| r.offset)
    }

    /// `-d -r`: the index of the first relocation at or after `at` not shown yet.
    fn first_unshown(&self, section: &Section<'_>, at: u64) -> usize {
        let from = at.max(self.relocated.load(Ordering::Relaxed));
        section.relocs.partition_point(|r| r.offset < from)
    }
}

impl parallel::Step for SectionSteps<'_> {
    type Note = Diagnostic;

    /// `-S`'s warnings (sources it cannot read) where they arose between the lines.
    fn take_notes(&self) -> Vec<(usize, Diagnostic)> {
        self.source
            .printer
            .map(|p| locked(p).take_notes())
            .unwrap_or_default()
    }

    fn drainable(&self, len: usize) -> usize {
        match self.source.printer {
            Some(p) => locked(p).drainable(len),
            None => len,
        }
    }

    fn text_drained(&self, by: usize) {
        if let Some(p) = self.source.printer {
            locked(p).text_drained(by);
        }
    }

    /// The text before a block: its symbol line, a kernel descriptor, data shown as bytes.
    fn header(&self, segment: usize, text: &mut Vec<u8>) {
        text.extend_from_slice(&self.blocks[segment].0);
    }

    /// Without JSON, relocations or source lines, the instructions that decode are printed
    /// here, with what is the same for every line of the block read once; every other step
    /// (and every step with those options) is [`step`](parallel::Step::step)'s.
    fn steps(&self, segment: usize, mut pos: usize, end: usize, text: &mut Vec<u8>) -> usize {
        let opts = self.opts;
        let (_, block, _) = &self.blocks[segment];
        let plain = !opts.json
            && !opts.relocations
            && self.source.printer.is_none()
            && self.source.vars.is_none()
            && block.block_labels.is_empty();
        let words = block.words;
        let start = block.section.address + block.phase as u64;
        // Read once: the text's stores might, as far as the compiler knows, change it.
        let shown_offset = block.section.shown_offset;
        // Every address shown in the block has 12 hex digits (not so only with a large
        // --adjust-vma or a crafted section address; those lines take the general path).
        let short = start
            .wrapping_add(shown_offset)
            .checked_add(4 * words.len() as u64)
            .is_some_and(|last| last >> 48 == 0);
        text_cache::with_cache(|cache| {
            let (from, mut tally) = (pos, cache.tally());
            while pos < end {
                let fast = plain
                    && short
                    && words
                        .get(pos)
                        .is_some_and(|&w| w != 0 || opts.disassemble_zeroes);
                pos += match fast {
                    true => block.fast_line(cache, &mut tally, text, pos, shown_offset, start),
                    false => None,
                }
                .unwrap_or_else(|| self.step(segment, pos, text).max(1));
            }
            cache.settle(tally, pos - from);
            pos
        })
    }

    /// One step: an instruction, a run of zero dwords (`...`), the bytes after the last whole
    /// dword, or dwords that do not decode (`.long`).
    fn step(&self, segment: usize, pos: usize, text: &mut Vec<u8>) -> usize {
        let opts = self.opts;
        let (_, block, _) = &self.blocks[segment];
        let words = block.words;
        let start = block.section.address + block.phase as u64;
        let relocating = opts.relocations && !opts.json;
        let offset = (block.phase + pos * 4) as u64;
        if pos == self.blocks[segment].2.start {
            // llvm-objdump flushes its output as a block's stream starts.
            if let Some(source) = self.source.printer {
                locked(source).stream_flushed(text.len());
            }
        }
        if pos >= words.len() {
            // Not an instruction: the JSON stream has none of the text lines.
            if !opts.json {
                let bytes = &block.section.bytes[block.phase + pos * 4..];
                block.push_block_label(text, start + pos as u64 * 4);
                self.vars_update(block, offset, bytes.len() as u64);
                self.source_lines(text, block.section, start + pos as u64 * 4);
                let mut line = Line::new();
                let shown = block.shown(start + pos as u64 * 4);
                format::tail_bytes(&mut line, shown, bytes);
                let from = text.len();
                text.extend_from_slice(&line);
                self.instruction_end(text, from);
                if relocating {
                    self.relocation_lines(text, block.section, offset, bytes.len() as u64);
                }
            }
            return 1;
        }
        // llvm-objdump shows a run of 8 or more zero bytes up to the block's end as `...`
        // (whole dwords), unless told -z.
        if words[pos] == 0 && !opts.json && !opts.disassemble_zeroes {
            // With -r, the run stops at the next relocation (zeros it patches are shown).
            let mut zeros_end = block.zeros_end;
            if relocating {
                if let Some(next) = self.next_relocation(block.section, offset) {
                    zeros_end = zeros_end.min(pos + (next.saturating_sub(offset) / 4) as usize);
                }
            }
            let zeros = words[pos..zeros_end.clamp(pos, words.len())]
                .iter()
                .take_while(|&&w| w == 0)
                .count();
            if zeros >= 2 {
                text.extend_from_slice(b"\t\t...\n");
                return zeros;
            }
        }
        // Matched by reference: moving the instruction out of the result copies it.
        match &gcn_isa::decode(block.gen, &words[pos..]) {
            &Ok((ref insn, used)) => {
                let n = used.clamp(1, words.len() - pos);
                let address = start + pos as u64 * 4;
                let dwords = &words[pos..pos + n];
                if opts.json {
                    let place = self
                        .source
                        .places
                        .map(|d| d.place(address, block.section.index));
                    let origin = Origin {
                        place: place.as_ref(),
                        ..block.origin()
                    };
                    let shown = block.shown(address);
                    parallel::with_scratch_line(|line| {
                        json::instruction(line, &origin, shown, dwords, Ok(insn));
                        text.extend_from_slice(line);
                    });
                } else {
                    block.push_block_label(text, address);
                    self.vars_update(block, offset, 4 * n as u64);
                    self.source_lines(text, block.section, address);
                    let shown_offset = block.section.shown_offset;
                    let from = text.len();
                    block.text_line(text, insn, address, shown_offset, dwords);
                    self.instruction_end(text, from);
                    if relocating {
                        self.relocation_lines(text, block.section, offset, 4 * n as u64);
                    }
                }
                n
            }
            // An encoding not defined yet: each of its dwords as `.long`, so that its
            // second dword is not read as an instruction.
            Err(error) => {
                let n = gcn_isa::unimplemented_encoding(block.gen, words[pos])
                    .map_or(1, |u| u.dwords)
                    .min(words.len() - pos);
                for k in pos..pos + n {
                    let address = start + k as u64 * 4;
                    let dword = &words[k..k + 1];
                    let at = (block.phase + k * 4) as u64;
                    if !opts.json {
                        block.push_block_label(text, address);
                        self.vars_update(block, at, 4);
                        self.source_lines(text, block.section, address);
                    }
                    let from = text.len();
                    let place = (opts.json)
                        .then(|| {
                            self.source
                                .places
                                .map(|d| d.place(address, block.section.index))
                        })
                        .flatten();
                    parallel::with_scratch_line(|line| {
                        if opts.json {
                            let origin = Origin {
                                place: place.as_ref(),
                                ..block.origin()
                            };
                            let shown = block.shown(address);
                            json::instruction(line, &origin, shown, dword, Err(error));
                        } else {
                            format::start_long(line, dword[0]);
                            format::push_objdump_comment(line, block.shown(address), dword);
                        }
                        text.extend_from_slice(line);
                    });
                    if !opts.json {
                        self.instruction_end(text, from);
                    }
                    if relocating {
                        self.relocation_lines(text, block.section, at, 4);
                    }
                }
                n
            }
        }
    }
}

pub(super) struct Block<'a> {
    pub(super) file: &'a str,
    pub(super) member: Option<&'a str>,
    pub(super) object: Option<&'a str>,
    pub(super) section: &'a Section<'a>,
    /// The sections printed so far, this block's last (branch targets are named from them).
    pub(super) printed: &'a [Section<'a>],
    pub(super) targets: &'a TargetSymbols<'a>,
    pub(super) symbol: &'a [u8],
    pub(super) gen: Generation,
    pub(super) labels: &'a BTreeMap<u64, Vec<u8>>,
    /// The dwords the block is decoded from: the section's, from byte `phase` on.
    pub(super) words: &'a [u32],
    pub(super) phase: usize,
    /// Where a run of zero dwords (`...`) must end: the block's last whole dword.
    pub(super) zeros_end: usize,
    /// The block's end, an offset in its section.
    pub(super) end: u64,
    /// `--symbolize-operands`: the basic-block label lines of the block's function (from
    /// its `.llvm_bb_addr_map`), printed before the instructions at their addresses.
    pub(super) block_labels: BlockLabels,
}

impl Block<'_> {
    fn origin(&self) -> Origin<'_> {
        Origin {
            file: Some(self.file),
            member: self.member,
            object: self.object,
            section: Some(self.section.name),
            symbol: Some(self.symbol),
            place: None,
            line: None,
        }
    }

    /// `--symbolize-operands`: the basic-block labels at `address`, if any.
    fn push_block_label(&self, text: &mut Vec<u8>, address: u64) {
        for label in self.block_labels.get(&address).into_iter().flatten() {
            label.push_line(text);
        }
    }

    /// The address shown for `address` (`--adjust-vma`).
    #[inline(always)]
    fn shown(&self, address: u64) -> u64 {
        address.wrapping_add(self.section.shown_offset)
    }

    /// The line of the instruction at dword `pos` of a block whose addresses all have 12
    /// hex digits (its text from `cache` if this thread printed the same dwords before);
    /// how many dwords it used, or `None` if they do not decode.
    #[inline(always)]
    fn fast_line(
        &self,
        cache: &mut TextCache,
        tally: &mut Tally,
        text: &mut Line,
        pos: usize,
        shown_offset: u64,
        start: u64,
    ) -> Option<usize> {
        let words = &self.words[pos..];
        let shown = (start + pos as u64 * 4).wrapping_add(shown_offset);
        if let Some(n) = cache.push_line(tally, self.gen, words, shown, text) {
            return Some(n);
        }
        // The result matched where it was returned: moving it (into an `Option`, out of
        // the `Result`) copies it, and reading it back whole right after the decoder's
        // piecewise stores stalls on every line.
        match &gcn_isa::decode(self.gen, words) {
            &Ok((ref insn, used)) => {
                let n = used.clamp(1, words.len());
                let dwords = &words[..n];
                if let Some(branch) = insn.branch() {
                    self.branch_line(text, insn, start + pos as u64 * 4, dwords, branch);
                    return Some(n);
                }
                let line_start = text.len();
                let in_place = format::push_objdump_insn_open_short(text, insn, shown, dwords);
                // Only a text that is all the line says about the instruction is kept: with
                // ignored bits, warnings may follow it.
                match (in_place, insn.ignored_bits().bits()) {
                    (Some(len), 0) => {
                        if tally.looking {
                            cache.put(self.gen, dwords, &text[line_start + 1..], len);
                        }
                    }
                    _ => format::push_objdump_warnings(text, insn),
                }
                text.push(b'\n');
                Some(n)
            }
            Err(_) => None,
        }
    }

    /// Appends the instruction's line to `text` (`address` is where it is; the line shows
    /// it moved by `shown_offset`, the section's).
    fn text_line(
        &self,
        text: &mut Line,
        insn: &AnyInstruction,
        address: u64,
        shown_offset: u64,
        dwords: &[u32],
    ) {
        match insn.branch() {
            None => {
                let shown = address.wrapping_add(shown_offset);
                format::push_objdump_insn_open(text, insn, shown, dwords);
                format::push_objdump_warnings(text, insn);
                text.push(b'\n');
            }
            Some(branch) => self.branch_line(text, insn, address, dwords, branch),
        }
    }

    /// [`Self::text_line`] of a branch: its target may be named in the operand or after it.
    #[inline(never)]
    fn branch_line(
        &self,
        line: &mut Line,
        insn: &AnyInstruction,
        address: u64,
        dwords: &[u32],
        branch: gcn_isa::operand::Branch,
    ) {
        let line_start = line.len();
        let target = branch.target(address);
        // LLVM's AMDGPU symbolizer prints a branch target that is an untyped symbol of the
        // section (or, with --symbolize-operands, a label) by name; such an operand is then
        // no longer an immediate, and gets no `<sym+off>` annotation.
        let name = match self.targets.symbolizer {
            true => self
                .labels
                .get(&target)
                .map(Vec::as_slice)
                .or_else(|| untyped_symbol_at(&self.section.symbols, target)),
            false => None,
        };
        let mut named = false;
        match name {
            Some(name) => {
                format::push_insn_text(line, insn);
                named = replace_branch_operand(line, branch.offset.dwords() as u16, name);
                let shown = self.shown(address);
                format::push_objdump_comment_open_from(line, line_start, shown, dwords);
            }
            None => format::push_objdump_insn_open(line, insn, self.shown(address), dwords),
        }
        format::push_objdump_warnings(line, insn);
        // llvm-objdump names the target only of a branch whose first operand it is.
        if !named && branch.operand == 0 {
            // Of several symbols at one address, the last in name order.
            // A basic-block label names a target that no symbol starts at.
            let block_label = self
                .block_labels
                .get(&target)
                .and_then(|labels| labels.first())
                .map(|label| label.name.as_bytes());
            match (self.targets.symbol_for(target, self.printed), block_label) {
                (Some(s), label) => {
                    line.extend_from_slice(b" <");
                    match (target.wrapping_sub(s.address), label) {
                        (0, _) => {
                            line.extend_from_slice(String::from_utf8_lossy(&s.shown).as_bytes())
                        }
                        (_, Some(label)) => line.extend_from_slice(label),
                        (offset, None) => {
                            line.extend_from_slice(String::from_utf8_lossy(&s.shown).as_bytes());
                            line.extend_from_slice(b"+0x");
                            format::push_lower_hex(line, offset);
                        }
                    }
                    line.push(b'>');
                }
                (None, Some(label)) => {
                    line.extend_from_slice(b" <");
                    line.extend_from_slice(label);
                    line.push(b'>');
                }
                (None, None) => {}
            }
        }
        line.push(b'\n');
    }
}

/// Replaces the branch operand (printed as its raw 16-bit value, in decimal, last on the
/// line) by `name`. Whether it was.
fn replace_branch_operand(line: &mut Line, raw: u16, name: &[u8]) -> bool {
    let digits = raw.to_string();
    if line.ends_with(digits.as_bytes()) {
        let cut = line.len() - digits.len();
        let before = line.get(cut.wrapping_sub(1)).copied();
        if matches!(before, Some(b' ' | b',' | b'\t')) {
            line.truncate(cut);
            line.extend_from_slice(String::from_utf8_lossy(name).as_bytes());
            return true;
        }
    }
    false
}
