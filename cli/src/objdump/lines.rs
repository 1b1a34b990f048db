//! `-l` (`--line-numbers`) and `-S` (`--source`): the function, source line and source text
//! of each instruction, printed before it as llvm-objdump 19 prints them.
//!
//! llvm-objdump asks LLVM's symbolizer, once per instruction, for the address's line info,
//! and prints `; FUNCTION():` when the function changes and `; FILE:LINE` (`-l`) or the
//! source line itself (`-S`) when the line changes. What the symbolizer answers, and what
//! this module reproduces:
//!
//! * The function: the innermost subprogram or inlined subroutine of the DWARF whose
//!   address ranges hold the address (its linkage name, else its name, following
//!   `DW_AT_specification` and `DW_AT_abstract_origin`); then overridden by the symbol
//!   table, whenever a symbol holds the address: the last function, object or untyped
//!   symbol of an allocated section at or below it, if its size reaches the address (or
//!   it has none). That lookup, like the DWARF's, ignores sections: in a relocatable object
//!   a kernel descriptor in `.rodata` names the code at the same offset of `.text`. With
//!   `-C` the name is demangled; `()` follows unless it already ends so.
//! * The file and line: the line-table row for the address, in the sequence of the
//!   address's section (a relocatable object's `DW_LNE_set_address` is relocated against
//!   a section), else in any; the file's path made absolute from the compilation
//!   directory and the include directory.
//!
//! Relocatable objects carry their DWARF unrelocated: the `R_AMDGPU_ABS32`/`ABS64`
//! relocations of the debug sections are applied to copies here.

use super::debug_vars::LiveVariables;
use super::elf::symbol_address;
use super::Diagnostic;
use crate::json::Place;
use gimli::{AttributeValue, EndianSlice, LittleEndian};
use object::elf;
use object::read::elf::{ElfFile64, FileHeader as _, SectionHeader as _, Sym as _};
use object::LittleEndian as LE;
use std::collections::{BTreeMap, HashMap, HashSet};

/// A line-table address relocated against section `n` carries `n + 1` from this bit up, so
/// that its sequence knows its section (as LLVM's `SectionedAddress` does).
const SECTION_SHIFT: u32 = 48;
const ADDRESS_MASK: u64 = (1 << SECTION_SHIFT) - 1;

/// An address as `debug_sections` leaves it: the address, and the index of the section a
/// relocation marked it with (`None`: not marked).
pub(super) fn unmark(raw: u64) -> (u64, Option<u64>) {
    match raw >> SECTION_SHIFT {
        0 => (raw, None),
        tag => (raw & ADDRESS_MASK, Some(tag - 1)),
    }
}

/// Which relocated 8-byte values `debug_sections` marks with their section (see
/// `SECTION_SHIFT`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Marked {
    /// The line table's addresses: what the symbolizer needs.
    LineTable,
    /// Every DWARF section's (DIE addresses, `.debug_addr`, location lists).
    Everywhere,
}
/// No section: an address that was not relocated (a linked object's).
const ANY_SECTION: u64 = u64::MAX;

/// What the symbolizer says of one address (`DILineInfo`): `None` is LLVM's `<invalid>`.
#[derive(Clone, Default, PartialEq, Eq)]
struct LineInfo {
    function: Option<Vec<u8>>,
    file: Option<Vec<u8>>,
    line: u64,
}

/// What a code object's DWARF and symbol table say of its addresses, looked up as LLVM's
/// symbolizer looks them up.
pub struct DebugInfo {
    demangle: bool,
    /// `--prefix` and `--prefix-strip`.
    prefix: Option<(Vec<u8>, u32)>,
    symbols: Vec<SymbolDesc>,
    units: Vec<UnitInfo>,
}

/// The source printer of one code object, as llvm-objdump keeps one per object: the line
/// info printed last carries over from one instruction, block and section to the next.
pub struct SourcePrinter {
    info: DebugInfo,
    lines: bool,
    source: bool,
    old: LineInfo,
    /// Each source file's lines (`None`: it could not be read).
    texts: HashMap<Vec<u8>, Option<Vec<Vec<u8>>>>,
    missing: HashSet<Vec<u8>>,
    /// The last function name demangled, and how it reads.
    last_demangled: Option<(Vec<u8>, Vec<u8>)>,
    /// What reading the DWARF reported: LLVM's symbolizer reads it, and says so, when it
    /// first looks an address up.
    reading: Option<Vec<Diagnostic>>,
    /// What each message starts with (the object's name).
    prefix: String,
    /// Messages not taken yet (missing sources, line numbers past a file's end), each with
    /// where it goes in the text printed onto.
    notes: Vec<(usize, Diagnostic)>,
    /// Where in that text llvm-objdump last flushed the stream a block's lines go through
    /// (its start, the end of an instruction's line), and its buffer's size (0: none).
    flushed: usize,
    granule: usize,
}

struct SymbolDesc {
    address: u64,
    size: u64,
    name: Vec<u8>,
}

/// What one compile unit contributes.
struct UnitInfo {
    /// Its address ranges (`DW_AT_ranges`, or `DW_AT_low_pc`/`DW_AT_high_pc`).
    ranges: Vec<(u64, u64)>,
    /// Subprograms and inlined subroutines by address, as LLVM's `AddrDieMap`: start ->
    /// (end, index into `names`), the innermost DIE covering each stretch.
    subroutines: BTreeMap<u64, (u64, usize)>,
    names: Vec<Option<Vec<u8>>>,
    /// Line-table sequences, ordered by (section, end address).
    sequences: Vec<Sequence>,
    /// Each file index's path, as LLVM makes it absolute (`None`: no such entry).
    files: Vec<Option<Vec<u8>>>,
    /// Sources embedded in the line table (`DW_LNCT_LLVM_source`), by file index.
    embedded: Vec<Option<Vec<u8>>>,
}

struct Sequence {
    section: u64,
    low: u64,
    high: u64,
    /// (address, file index, line) of each row, the end-of-sequence row last.
    rows: Vec<(u64, u64, u64)>,
}

type Reader<'a> = EndianSlice<'a, LittleEndian>;

impl DebugInfo {
    /// The DWARF and symbols of the code object `file` (`demangle`: `-C`). DWARF that
    /// cannot be read is left out, as LLVM leaves it: the symbol table still names the
    /// functions. `notes` gets the warnings of the DWARF sections' relocations, which
    /// LLVM's symbolizer gives as `--dwarf=frames` gives them.
    pub fn new(
        file: &ElfFile64<'_, LE>,
        demangle: bool,
        prefix: Option<(Vec<u8>, u32)>,
        notes: &mut super::frames::Notes,
    ) -> Self {
        DebugInfo {
            demangle,
            prefix,
            symbols: symbols(file),
            units: units(file, notes).unwrap_or_default(),
        }
    }

    /// Where the instruction at `address` of section `section` comes from.
    pub fn place(&self, address: u64, section: usize) -> Place {
        let info = self.lookup(address, section as u64);
        let function = match (self.demangle, info.function) {
            (true, Some(name)) => Some(demangled(&name)),
            (_, function) => function,
        };
        let known = info.line != 0;
        Place {
            function,
            file: info.file.filter(|_| known),
            line: info.line,
        }
    }

    /// The symbolizer's answer for `address` of section `section`, the function's name as
    /// stored.
    fn lookup(&self, address: u64, section: u64) -> LineInfo {
        let mut info = LineInfo::default();
        if let Some(unit) = self.unit(address) {
            info.function = unit.function(address);
            if let Some((file, line)) = unit.row(address, section) {
                if let Some(path) = unit.files.get(file as usize).cloned().flatten() {
                    info.file = Some(self.prefixed(path));
                    info.line = line;
                }
            }
        }
        // The symbol table overrides the DWARF's name for the symbol that holds the address.
        let at = self.symbols.partition_point(|s| s.address <= address);
        if let Some(s) = at.checked_sub(1).map(|k| &self.symbols[k]) {
            if s.size == 0 || address < s.address + s.size {
                info.function = Some(s.name.clone());
            }
        }
        info
    }

    /// `path` with `--prefix` before it (its first `--prefix-strip` directories dropped),
    /// if it is absolute, as llvm-objdump does it.
    fn prefixed(&self, path: Vec<u8>) -> Vec<u8> {
        let Some((prefix, strip)) = &self.prefix else {
            return path;
        };
        if path.first() != Some(&b'/') {
            return path;
        }
        // From the separator that ends the `strip`-th directory on (GNU objdump's count:
        // repeated separators each count).
        let start = path
            .iter()
            .enumerate()
            .skip(1)
            .filter(|&(_, &b)| b == b'/')
            .map(|(i, _)| i)
            .take(*strip as usize)
            .last()
            .unwrap_or(0);
        let mut out = Vec::new();
        append(&mut out, prefix);
        append(&mut out, &path[start..]);
        out
    }

    /// The compile unit whose ranges hold `address`.
    fn unit(&self, address: u64) -> Option<&UnitInfo> {
        self.units
            .iter()
            .find(|u| u.ranges.iter().any(|&(lo, hi)| (lo..hi).contains(&address)))
    }

    /// The source embedded in the line table for the file of `address`'s row.
    fn embedded_source(&self, address: u64, section: u64) -> Option<Vec<u8>> {
        let unit = self.unit(address)?;
        let (index, _) = unit.row(address, section)?;
        unit.embedded.get(index as usize).cloned().flatten()
    }
}

/// `name` demangled as LLVM's symbolizer demangles function names (as stored when it is
/// not a mangled name it reads).
fn demangled(name: &[u8]) -> Vec<u8> {
    std::str::from_utf8(name)
        .ok()
        .and_then(gcn_isa_demangle::demangle_for_symbolizer)
        .map_or_else(|| name.to_vec(), String::into_bytes)
}

impl SourcePrinter {
    /// The printer for a code object's `info` (`-l` prints function names and lines, `-S`
    /// source text); `reading` is what reading it reported; `granule` the size of
    /// llvm-objdump's output buffers (`Output::granule`).
    pub fn new(
        info: DebugInfo,
        lines: bool,
        source: bool,
        reading: super::frames::Notes,
        granule: usize,
    ) -> Self {
        SourcePrinter {
            info,
            lines,
            source,
            old: LineInfo::default(),
            texts: HashMap::new(),
            missing: HashSet::new(),
            last_demangled: None,
            prefix: reading.prefix().to_owned(),
            reading: Some(reading.into_list()),
            notes: Vec::new(),
            flushed: 0,
            granule,
        }
    }

    /// llvm-objdump flushed the block's stream where the text is `at` long.
    pub(super) fn stream_flushed(&mut self, at: usize) {
        self.flushed = at;
    }

    /// Where a message arising where the text is `at` long comes out: after what the
    /// stream has flushed (whole buffers since it last flushed; on a terminal, everything).
    fn place(&self, at: usize) -> usize {
        match self.granule {
            0 => at,
            g => {
                let from = self.flushed.min(at);
                from + (at - from) / g * g
            }
        }
    }

    /// How much of a text `len` long may be written out: no message yet to come goes
    /// before it.
    pub(super) fn drainable(&self, len: usize) -> usize {
        self.place(len)
    }

    /// The first `by` bytes of the text were written out and removed.
    pub(super) fn text_drained(&mut self, by: usize) {
        self.flushed = self.flushed.saturating_sub(by);
    }

    /// The messages given since the last call, each with where it goes in the text printed
    /// onto (`place`).
    pub(super) fn take_notes(&mut self) -> Vec<(usize, Diagnostic)> {
        std::mem::take(&mut self.notes)
    }

    /// Appends what llvm-objdump prints before the instruction at `address` of section
    /// `section` (its index in the section table); with `--debug-vars`, the columns of
    /// `vars` (and the names of the variables they start) after each line of it.
    pub(super) fn before(
        &mut self,
        text: &mut Vec<u8>,
        address: u64,
        section: usize,
        mut vars: Option<&mut LiveVariables>,
    ) {
        if let Some(reading) = self.reading.take() {
            let at = self.place(text.len());
            self.notes.extend(reading.into_iter().map(|n| (at, n)));
        }
        let mut end_line = |text: &mut Vec<u8>| match vars.as_deref_mut() {
            Some(vars) => vars.after_source_line(text),
            None => text.push(b'\n'),
        };
        let info = self.line_info(address, section as u64);
        if self.lines {
            let new_function = info.function.is_some() && info.function != self.old.function;
            if let Some(name) = info.function.as_deref().filter(|_| new_function) {
                text.extend_from_slice(b"; ");
                text.extend_from_slice(name);
                if !name.ends_with(b"()") {
                    text.extend_from_slice(b"()");
                }
                text.extend_from_slice(b":\n");
            }
            if let Some(file) = info.file.as_deref() {
                if info.line != 0
                    && (self.old.line != info.line || self.old.file != info.file || new_function)
                {
                    text.extend_from_slice(b"; ");
                    text.extend_from_slice(file);
                    text.extend_from_slice(format!(":{}", info.line).as_bytes());
                    end_line(text);
                }
            }
        }
        if self.source {
            if let Some(file) = info.file.as_deref() {
                if info.line != 0 && (self.old.line != info.line || self.old.file != info.file) {
                    let at = self.place(text.len());
                    if let Some(line) = self.source_line(file, info.line, address, section, at) {
                        if !line.is_empty() {
                            text.extend_from_slice(b"; ");
                            text.extend_from_slice(&line);
                            end_line(text);
                        }
                    }
                }
            }
        }
        self.old = info;
    }

    /// The symbolizer's answer for `address` of section `section`.
    fn line_info(&mut self, address: u64, section: u64) -> LineInfo {
        let mut info = self.info.lookup(address, section);
        if self.info.demangle {
            if let Some(name) = info.function.take() {
                info.function = Some(self.demangled(name));
            }
        }
        info
    }

    /// `name` demangled; the last one is kept, as consecutive instructions mostly share
    /// their function.
    fn demangled(&mut self, name: Vec<u8>) -> Vec<u8> {
        if let Some((raw, shown)) = &self.last_demangled {
            if *raw == name {
                return shown.clone();
            }
        }
        let shown = demangled(&name);
        self.last_demangled = Some((name, shown.clone()));
        shown
    }

    /// Line `line` of the source `file` (the line table's embedded source, else the file on
    /// disk), with llvm-objdump's warnings when it cannot be had (at `at` in the text).
    fn source_line(
        &mut self,
        file: &[u8],
        line: u64,
        address: u64,
        section: usize,
        at: usize,
    ) -> Option<Vec<u8>> {
        if !self.texts.contains_key(file) {
            let read = self
                .info
                .embedded_source(address, section as u64)
                .or_else(|| read_file(file));
            if read.is_none() && self.missing.insert(file.to_vec()) {
                let message = format!(
                    "{}failed to find source {}",
                    self.prefix,
                    String::from_utf8_lossy(file)
                );
                self.notes.push((at, Diagnostic::Warning(message)));
            }
            self.texts
                .insert(file.to_vec(), read.map(|t| split_lines(&t)));
        }
        let lines = self.texts.get(file)?.as_ref()?;
        match lines.get(line as usize - 1) {
            Some(text) => Some(text.clone()),
            None => {
                let message = format!(
                    "{}debug info line number {line} exceeds the number of lines in {}",
                    self.prefix,
                    String::from_utf8_lossy(file)
                );
                self.notes.push((at, Diagnostic::Warning(message)));
                None
            }
        }
    }
}

fn read_file(path: &[u8]) -> Option<Vec<u8>> {
    #[cfg(unix)]
    let path =
        std::path::Path::new(<std::ffi::OsStr as std::os::unix::ffi::OsStrExt>::from_bytes(path));
    #[cfg(not(unix))]
    let owned = String::from_utf8_lossy(path).into_owned();
    #[cfg(not(unix))]
    let path = std::path::Path::new(&owned);
    // Only a regular file: a path in the DWARF may name a device or a FIFO.
    match std::fs::metadata(path) {
        Ok(m) if m.is_file() => std::fs::read(path).ok(),
        _ => None,
    }
}

/// A file's lines as LLVM cuts them: at each `\n`, a `\r` before it dropped; the text
/// after the last `\n` is a line if not empty.
fn split_lines(text: &[u8]) -> Vec<Vec<u8>> {
    let mut lines = Vec::new();
    let mut start = 0;
    for (i, &b) in text.iter().enumerate() {
        if b == b'\n' {
            let end = if i > start && text[i - 1] == b'\r' {
                i - 1
            } else {
                i
            };
            lines.push(text[start..end].to_vec());
            start = i + 1;
        }
    }
    if start < text.len() {
        lines.push(text[start..].to_vec());
    }
    lines
}

impl UnitInfo {
    /// The name of the innermost subroutine whose ranges hold `address`.
    fn function(&self, address: u64) -> Option<Vec<u8>> {
        let (_, &(end, die)) = self.subroutines.range(..=address).next_back()?;
        if address >= end {
            return None;
        }
        self.names[die].clone()
    }

    /// The (file index, line) of the row for `address`: in the sequence of its section,
    /// else (an address in a linked object) in any.
    fn row(&self, address: u64, section: u64) -> Option<(u64, u64)> {
        self.row_in(address, section)
            .or_else(|| self.row_in(address, ANY_SECTION))
    }

    fn row_in(&self, address: u64, section: u64) -> Option<(u64, u64)> {
        // The first sequence after (section, address), by (section, end).
        let at = self
            .sequences
            .partition_point(|s| (s.section, s.high) <= (section, address));
        let seq = self.sequences.get(at).filter(|s| s.section == section)?;
        if !(seq.low..seq.high).contains(&address) {
            return None;
        }
        // The last row at or before the address, searching rows [1, last) as LLVM does.
        let inner = &seq.rows[1..seq.rows.len() - 1];
        let index = inner.partition_point(|r| r.0 <= address);
        let (_, file, line) = seq.rows[index];
        Some((file, line))
    }
}

/// The symbols the symbolizer names functions by: functions, objects and untyped symbols of
/// allocated sections, sorted by address, one per address (the largest, then the last in
/// the symbol table).
fn symbols(file: &ElfFile64<'_, LE>) -> Vec<SymbolDesc> {
    let data = file.data();
    let table = file.elf_section_table();
    let relocatable = file.elf_header().e_type(LE) == elf::ET_REL;
    // As LLVM's `computeSymbolSizes`: the symbol table, or the dynamic one when the symbol
    // table has no symbol (a stripped library).
    let Some(symtab) = [elf::SHT_SYMTAB, elf::SHT_DYNSYM]
        .into_iter()
        .filter_map(|kind| table.symbols(LE, data, kind).ok())
        .find(|t| t.len() > 1)
    else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (index, s) in symtab.iter().enumerate().skip(1) {
        let kind = s.st_type();
        if !matches!(
            kind,
            elf::STT_NOTYPE | elf::STT_FUNC | elf::STT_OBJECT | elf::STT_GNU_IFUNC
        ) {
            continue;
        }
        let Ok(Some(section)) = symtab.symbol_section(LE, s, object::SymbolIndex(index)) else {
            continue;
        };
        let Ok(header) = table.section(section) else {
            continue;
        };
        if header.sh_flags(LE).0 & elf::SHF_ALLOC.0 == 0 {
            continue;
        }
        let Ok(name) = s.name(LE, symtab.strings()) else {
            continue;
        };
        out.push(SymbolDesc {
            address: symbol_address(s.st_value(LE), Some(header), relocatable),
            size: s.st_size(LE),
            name: name.to_vec(),
        });
    }
    // As LLVM's symbolizer: a stable sort by (address, size), names not compared, so that
    // of symbols alike the last in the symbol table comes last.
    out.sort_by_key(|s| (s.address, s.size));
    // For each address, the last: the largest size (LLVM: symbols without a size lose).
    let mut kept: Vec<SymbolDesc> = Vec::with_capacity(out.len());
    for s in out {
        match kept.last_mut() {
            Some(last) if last.address == s.address => *last = s,
            _ => kept.push(s),
        }
    }
    kept
}

/// The DWARF sections of `file`, relocated if it is a relocatable object, the 8-byte
/// addresses `marked` says carrying their section; `notes` gets the relocations' warnings.
pub(super) fn debug_sections(
    file: &ElfFile64<'_, LE>,
    notes: &mut super::frames::Notes,
    marked: Marked,
) -> HashMap<String, Vec<u8>> {
    let data = file.data();
    let table = file.elf_section_table();
    let mut sections = HashMap::new();
    let mut indices = HashMap::new();
    for (index, header) in table.iter().enumerate() {
        let Ok(name) = table.section_name(LE, header) else {
            continue;
        };
        let Ok(name) = std::str::from_utf8(name) else {
            continue;
        };
        if !name.starts_with(".debug_") {
            continue;
        }
        if header.sh_type(LE) == elf::SHT_NOBITS {
            continue;
        }
        if let Ok(bytes) = super::frames::debug_section_contents(header, data) {
            sections.insert(name.to_owned(), bytes);
            indices.insert(index, name.to_owned());
        }
    }
    // Offsets in the code of a relocatable object are per section: a line-table address
    // relocated against an allocated section carries that section, as LLVM's
    // `SectionedAddress` does.
    let relocatable = file.elf_header().e_type(LE) == elf::ET_REL;
    for (target, relocated) in super::frames::dwarf_relocations(file, notes) {
        let Some(name) = indices.get(&target) else {
            continue;
        };
        let mark = marked == Marked::Everywhere || name == ".debug_line";
        let Some(bytes) = sections.get_mut(name.as_str()) else {
            continue;
        };
        for (offset, r) in relocated {
            let mut value = r.value;
            if let (true, true, 8, Some(section)) = (relocatable, mark, r.width, r.section) {
                value = (value & ADDRESS_MASK) | ((section as u64 + 1) << SECTION_SHIFT);
            }
            let Ok(at) = usize::try_from(offset) else {
                continue;
            };
            if let Some(field) = at
                .checked_add(r.width)
                .and_then(|end| bytes.get_mut(at..end))
            {
                field.copy_from_slice(&value.to_le_bytes()[..r.width]);
            }
        }
    }
    sections
}

/// Every compile unit's ranges, subroutines and line table.
fn units(
    file: &ElfFile64<'_, LE>,
    notes: &mut super::frames::Notes,
) -> Result<Vec<UnitInfo>, gimli::Error> {
    let sections = debug_sections(file, notes, Marked::LineTable);
    if !sections.contains_key(".debug_info") {
        return Ok(Vec::new());
    }
    let dwarf = gimli::Dwarf::load(|id| -> Result<Reader<'_>, gimli::Error> {
        Ok(EndianSlice::new(
            sections.get(id.name()).map_or(&[][..], |v| &v[..]),
            LittleEndian,
        ))
    })?;
    let described = arange_sets(&dwarf);
    let mut out = Vec::new();
    let mut headers = dwarf.units();
    while let Ok(Some(header)) = headers.next() {
        let offset = header.offset().0;
        let Ok(unit) = dwarf.unit(header) else {
            continue;
        };
        let mut info = unit_info(&dwarf, &unit);
        // LLVM's `DWARFDebugAranges`: a unit `.debug_aranges` describes has those ranges
        // (plain addresses), not its own.
        if let Some(ranges) = described.get(&offset) {
            info.ranges.clone_from(ranges);
        }
        out.push(info);
    }
    Ok(out)
}

/// The ranges `.debug_aranges` gives, by the offset of the unit they describe, as LLVM
/// reads them: sets up to the first it cannot read.
fn arange_sets(dwarf: &gimli::Dwarf<Reader<'_>>) -> HashMap<usize, Vec<(u64, u64)>> {
    let mut out: HashMap<usize, Vec<(u64, u64)>> = HashMap::new();
    let mut headers = dwarf.debug_aranges.headers();
    while let Ok(Some(header)) = headers.next() {
        let ranges = out.entry(header.debug_info_offset().0).or_default();
        let mut entries = header.entries();
        while let Ok(Some(entry)) = entries.next() {
            ranges.push((
                entry.address(),
                entry.address().wrapping_add(entry.length()),
            ));
        }
    }
    out
}

fn unit_info(dwarf: &gimli::Dwarf<Reader<'_>>, unit: &gimli::Unit<Reader<'_>>) -> UnitInfo {
    let mut info = UnitInfo {
        ranges: Vec::new(),
        subroutines: BTreeMap::new(),
        names: Vec::new(),
        sequences: Vec::new(),
        files: Vec::new(),
        embedded: Vec::new(),
    };
    if let Ok(mut ranges) = dwarf.unit_ranges(unit) {
        while let Ok(Some(r)) = ranges.next() {
            info.ranges.push((r.begin, r.end));
        }
    }
    let mut entries = unit.entries();
    while let Ok(Some(entry)) = entries.next_dfs() {
        if !matches!(
            entry.tag(),
            gimli::DW_TAG_subprogram | gimli::DW_TAG_inlined_subroutine
        ) {
            continue;
        }
        let mut ranges = Vec::new();
        if let Ok(mut iter) = dwarf.die_ranges(unit, entry) {
            while let Ok(Some(r)) = iter.next() {
                ranges.push((r.begin, r.end));
            }
        }
        if ranges.is_empty() {
            continue;
        }
        let die = info.names.len();
        info.names
            .push(subroutine_name(dwarf, unit, entry.offset()));
        for (low, high) in ranges {
            add_subroutine(&mut info.subroutines, low, high, die);
        }
    }
    let comp_dir = unit
        .comp_dir
        .map(|d| d.slice().to_vec())
        .unwrap_or_default();
    if let Some(program) = unit.line_program.clone() {
        let header = program.header().clone();
        line_files(dwarf, unit, &header, &comp_dir, &mut info);
        let mut rows = program.rows();
        let mut current: Vec<(u64, u64, u64)> = Vec::new();
        let mut section = ANY_SECTION;
        while let Ok(Some((_, row))) = rows.next_row() {
            let raw = row.address();
            let (address, marked) = unmark(raw);
            if current.is_empty() {
                section = marked.unwrap_or(ANY_SECTION);
            }
            current.push((address, row.file_index(), row.line().map_or(0, |l| l.get())));
            if row.end_sequence() {
                let rows = std::mem::take(&mut current);
                let (low, high) = (rows[0].0, address);
                if low < high {
                    info.sequences.push(Sequence {
                        section,
                        low,
                        high,
                        rows,
                    });
                }
            }
        }
        info.sequences.sort_by_key(|s| (s.section, s.high));
    }
    info
}

/// Adds the range `low..high` of subroutine `die` to `map` as LLVM's `updateAddressDieMap`
/// does (parents come before their children, whose ranges split theirs).
fn add_subroutine(map: &mut BTreeMap<u64, (u64, usize)>, low: u64, high: u64, die: usize) {
    if low == high {
        return;
    }
    if let Some((&start, &(end, outer))) = map.range(..=low).next_back() {
        if low < end {
            if high < end {
                map.insert(high, (end, outer));
            }
            if low > start {
                map.insert(start, (low, outer));
            }
        }
    }
    map.insert(low, (high, die));
}

/// The name LLVM gives a subroutine DIE: its linkage name, else its name, each looked for
/// through `DW_AT_abstract_origin` and `DW_AT_specification`.
fn subroutine_name(
    dwarf: &gimli::Dwarf<Reader<'_>>,
    unit: &gimli::Unit<Reader<'_>>,
    offset: gimli::UnitOffset,
) -> Option<Vec<u8>> {
    find_recursively(
        dwarf,
        unit,
        offset,
        &[gimli::DW_AT_MIPS_linkage_name, gimli::DW_AT_linkage_name],
    )
    .or_else(|| find_recursively(dwarf, unit, offset, &[gimli::DW_AT_name]))
}

fn find_recursively(
    dwarf: &gimli::Dwarf<Reader<'_>>,
    unit: &gimli::Unit<Reader<'_>>,
    offset: gimli::UnitOffset,
    names: &[gimli::DwAt],
) -> Option<Vec<u8>> {
    let mut seen = HashSet::new();
    let mut work = vec![offset];
    while let Some(offset) = work.pop() {
        if !seen.insert(offset) {
            continue;
        }
        let Ok(entry) = unit.entry(offset) else {
            continue;
        };
        // The first of `names` in the DIE's own attribute order.
        if let Some(attr) = entry.attrs().iter().find(|a| names.contains(&a.name())) {
            return dwarf
                .attr_string(unit, attr.value())
                .ok()
                .map(|s| s.slice().to_vec());
        }
        for link in [gimli::DW_AT_abstract_origin, gimli::DW_AT_specification] {
            match entry.attr_value(link) {
                Some(AttributeValue::UnitRef(o)) => work.push(o),
                Some(AttributeValue::DebugInfoRef(o)) => {
                    if let Some(o) = o.to_unit_offset(&unit.header) {
                        work.push(o);
                    }
                }
                _ => {}
            }
        }
    }
    None
}

/// Each file index's path as LLVM's `getFileNameByIndex` makes it absolute, and any source
/// embedded for it.
fn line_files(
    dwarf: &gimli::Dwarf<Reader<'_>>,
    unit: &gimli::Unit<Reader<'_>>,
    header: &gimli::LineProgramHeader<Reader<'_>>,
    comp_dir: &[u8],
    info: &mut UnitInfo,
) {
    let version = header.version();
    let string =
        |v: AttributeValue<Reader<'_>>| dwarf.attr_string(unit, v).ok().map(|s| s.slice().to_vec());
    let dirs: Vec<Option<Vec<u8>>> = header
        .include_directories()
        .iter()
        .map(|d| string(*d))
        .collect();
    let count = header.file_names().len() + usize::from(version <= 4);
    for index in 0..count as u64 {
        let entry = match (version <= 4, index) {
            (true, 0) => None,
            _ => header.file(index),
        };
        let path = entry.and_then(|e| {
            let name = string(e.path_name())?;
            if is_absolute(&name) {
                return Some(name);
            }
            let dir_index = e.directory_index();
            let include: &[u8] = if version >= 5 {
                dirs.get(dir_index as usize)
            } else {
                (dir_index as usize)
                    .checked_sub(1)
                    .and_then(|i| dirs.get(i))
            }
            .and_then(|d| d.as_deref())
            .unwrap_or_default();
            let mut path = Vec::new();
            if (version < 5 || dir_index != 0) && !comp_dir.is_empty() && !is_absolute(include) {
                append(&mut path, comp_dir);
            }
            append(&mut path, include);
            append(&mut path, &name);
            Some(path)
        });
        info.files.push(path);
        info.embedded
            .push(entry.and_then(|e| e.source()).and_then(&string));
    }
}

/// Whether `path` is absolute on POSIX or Windows, as LLVM asks.
fn is_absolute(path: &[u8]) -> bool {
    path.first() == Some(&b'/')
        || path.first() == Some(&b'\\')
        || (path.len() >= 3
            && path[0].is_ascii_alphabetic()
            && path[1] == b':'
            && matches!(path[2], b'/' | b'\\'))
}

/// LLVM's `sys::path::append` (POSIX style): a `/` between components unless one is there.
fn append(path: &mut Vec<u8>, component: &[u8]) {
    if component.is_empty() {
        return;
    }
    if path.last() == Some(&b'/') {
        let start = component
            .iter()
            .position(|&b| b != b'/')
            .unwrap_or(component.len());
        path.extend_from_slice(&component[start..]);
        return;
    }
    if !path.is_empty() && component[0] != b'/' {
        path.push(b'/');
    }
    path.extend_from_slice(component);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prefixed(prefix: &str, strip: u32, path: &str) -> String {
        let info = DebugInfo {
            demangle: false,
            prefix: Some((prefix.as_bytes().to_vec(), strip)),
            symbols: Vec::new(),
            units: Vec::new(),
        };
        String::from_utf8(info.prefixed(path.as_bytes().to_vec())).unwrap()
    }

    /// `--prefix`/`--prefix-strip` as llvm-objdump 19 applies them (compared with it on
    /// compiled objects, here and in scripts/debug_lines.py; repeated separators, which
    /// clang does not write, each count, as its source says GNU objdump counts them).
    #[test]
    fn prefix_and_strip() {
        assert_eq!(prefixed("/src", 0, "/tmp/dl/k.cl"), "/src/tmp/dl/k.cl");
        assert_eq!(prefixed("/src", 1, "/tmp/dl/k.cl"), "/src/dl/k.cl");
        assert_eq!(prefixed("/src/", 2, "/tmp/dl/k.cl"), "/src/k.cl");
        assert_eq!(prefixed("rel", 5, "/tmp/dl/k.cl"), "rel/k.cl");
        assert_eq!(prefixed("/", 0, "/tmp/dl/k.cl"), "/tmp/dl/k.cl");
        assert_eq!(prefixed("/a//b", 9, "/tmp//dl/k.cl"), "/a//b/k.cl");
        // Relative paths are left as they are.
        assert_eq!(prefixed("/src", 1, "./kernels.cl"), "./kernels.cl");
    }
}
