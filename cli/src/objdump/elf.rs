//! One AMDGPU code object printed as `llvm-objdump -d` (LLVM 19) prints it.
//!
//! The layout, as llvm-objdump builds it for AMDGPU:
//! * `\n<name>:\tfile format elf64-amdgpu\n`, then per disassembled section
//!   `\nDisassembly of section <name>:\n` (only once a symbol of it is printed);
//! * the section's symbols (named, of any type) sorted by address then name; a section
//!   without a symbol at its start gets one named after the section. Each address starts a
//!   block `\n<16 hex digits> <name>:\n` (with several symbols at one address, the last in
//!   name order names it) running to the next symbol's address or the section's end;
//! * one line per instruction (`format.rs`), a dword that does not decode as `.long`;
//! * after a branch whose target is its first operand, ` <sym+0xoff>`: the last symbol at
//!   or before the target (no `+0x…` when the target is the symbol);
//! * `--symbolize-operands`: every branch target of the section that is not the address of
//!   an untyped symbol becomes a label `L<n>`, numbered in address order, that starts a
//!   block like a symbol, and branch operands print the label (or that symbol's name).

use super::bb_addr_map;
use super::debug_vars;
use super::frames;
use super::headers;
use super::kd;
use super::lines;
use super::machine::{llvm_architecture, machine};
use super::private;
use super::relocs;
use super::steps::{print_blocks, Block, Sources};
use super::symtab;
use super::{Diagnostic, Options, Output, SectionsSeen};
use crate::features;
use crate::format;
use crate::parallel;
use crate::words::words_of;
use gcn_isa::Generation;
use object::elf;
use object::read::elf::{ElfFile64, FileHeader as _, SectionHeader as _, Sym as _};
use object::LittleEndian as LE;
use std::borrow::Cow;
use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::io::{self, Write};
use std::sync::atomic::AtomicU64;
use std::sync::Mutex;

/// Why a code object cannot be disassembled.
#[derive(Debug)]
pub enum ObjectError {
    /// The ELF structure is broken.
    Malformed(String),
    /// An AMDGPU processor this tool does not cover.
    Unsupported(String),
    /// The output could not be written.
    Output(io::Error),
    /// What ends the whole run, as it ends llvm-objdump's (a disassembler option AMDGPU
    /// does not have: every object would fail the same way).
    Fatal(String),
}

impl fmt::Display for ObjectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ObjectError::Malformed(m) | ObjectError::Unsupported(m) | ObjectError::Fatal(m) => {
                f.write_str(m)
            }
            ObjectError::Output(e) => write!(f, "cannot write: {e}"),
        }
    }
}

/// One symbol of a section, as llvm-objdump sorts them (by its name as stored).
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct Symbol<'a> {
    pub(super) address: u64,
    name: &'a [u8],
    kind: elf::SymbolType,
    /// Its name as printed (demangled with `-C`).
    pub(super) shown: Cow<'a, [u8]>,
}

/// A symbol's address as LLVM gives it (`ELFObjectFile::getSymbolAddress`): its value, plus
/// its section's address in a relocatable object, whose values count from the section's
/// start (nonzero in legacy HSA code objects, whose `.hsatext` sits at 0xb00).
pub fn symbol_address(
    value: u64,
    section: Option<&elf::SectionHeader64<LE>>,
    relocatable: bool,
) -> u64 {
    match section {
        Some(h) if relocatable => value.wrapping_add(h.sh_addr(LE)),
        _ => value,
    }
}

/// The code object being printed: the file as named on the command line, the archive
/// member it is (or is in), and its name in a bundle. The header names it `FILE`,
/// `FILE(MEMBER)` (as llvm-objdump names archive members), `FILE(ENTRY)` or
/// `FILE(MEMBER)(ENTRY)`.
pub struct Target<'a> {
    pub file: &'a str,
    pub member: Option<&'a str>,
    pub object: Option<&'a str>,
    /// `-a`: the archive member's header line, or why it cannot be read (an error for the
    /// code object after its file line, as llvm-objdump stops there).
    pub archive_child: Option<&'a ArchiveChild>,
}

/// `-a`: an archive member's header line, or the part of it printed and the error that
/// ends it.
pub type ArchiveChild = Result<Vec<u8>, (Vec<u8>, String)>;

/// A section to disassemble.
pub(super) struct Section<'a> {
    /// Its index in the section header table.
    pub(super) index: usize,
    pub(super) name: &'a [u8],
    pub(super) address: u64,
    /// The contents (none for a section that occupies no file space, `SHT_NOBITS`).
    pub(super) bytes: &'a [u8],
    /// The size in memory: the contents' length, or a `SHT_NOBITS` section's size.
    size: u64,
    /// `SHT_NOBITS` (`.bss`): llvm-objdump prints its symbols with `...` and no contents.
    nobits: bool,
    /// The file from the section's start on (LLVM shows a rejected kernel descriptor's
    /// bytes from there, even past the section's end).
    from_start: &'a [u8],
    executable: bool,
    /// `--adjust-vma`: what is added to the addresses shown in it (in an allocated
    /// section; 0 in others).
    pub(super) shown_offset: u64,
    pub(super) symbols: Vec<Symbol<'a>>,
    /// `-d -r`: the relocations that patch it, by offset (none otherwise).
    pub(super) relocs: Vec<relocs::Reloc>,
}

/// Where a branch target's `<symbol+offset>` comes from, as llvm-objdump 19 looks it up: in
/// a relocatable object, the branch's own section; in a linked one, the sections with the
/// greatest start address not above the target (their symbols, and a printed section's
/// name at its start). Then the symbols of no section (undefined, absolute, common).
pub(super) struct TargetSymbols<'a> {
    relocatable: bool,
    /// Whether LLVM's AMDGPU symbolizer runs, which names a branch target that is an
    /// untyped symbol (and makes `--symbolize-operands` labels): only when the ELF header's
    /// machine is an amdgcn one. A legacy HSA code object's `e_flags` machine of 0 makes
    /// the object's architecture unknown to LLVM (it disassembles it only when told
    /// `--triple` and `--mcpu`, as gcn-isa only with `--mcpu`), and no symbolizer is made.
    pub(super) symbolizer: bool,
    /// Every section as (address, size, index), by address, then size.
    by_address: Vec<(u64, u64, usize)>,
    /// Each section's named symbols, sorted.
    in_section: BTreeMap<usize, Vec<Symbol<'a>>>,
    /// The named symbols of no section, sorted.
    elsewhere: Vec<Symbol<'a>>,
}

impl<'a> TargetSymbols<'a> {
    /// The symbol to name `target` by, for a branch in the last of `printed` (the sections
    /// printed so far, in order).
    pub(super) fn symbol_for<'s>(
        &'s self,
        target: u64,
        printed: &'s [Section<'a>],
    ) -> Option<&'s Symbol<'a>> {
        let last_below = |list: &'s [Symbol<'a>]| {
            let at = list.partition_point(|s| s.address <= target);
            at.checked_sub(1).map(|k| &list[k])
        };
        let found = if self.relocatable {
            printed.last().and_then(|s| last_below(&s.symbols))
        } else {
            let end = self.by_address.partition_point(|&(a, _, _)| a <= target);
            let first = end.checked_sub(1).map(|k| self.by_address[k].0);
            self.by_address[..end]
                .iter()
                .rev()
                .take_while(|&&(a, _, _)| Some(a) == first)
                .find_map(|&(_, _, index)| {
                    let list = match printed.iter().find(|s| s.index == index) {
                        Some(s) => &s.symbols[..],
                        None => self.in_section.get(&index).map_or(&[][..], Vec::as_slice),
                    };
                    last_below(list)
                })
        };
        found.or_else(|| last_below(&self.elsewhere))
    }
}

/// `--adjust-vma`: what llvm-objdump adds to the addresses it shows in the section of
/// `header`: the offset in an allocated section (`SHF_ALLOC`), nothing in others.
pub(super) fn shown_offset(header: &elf::SectionHeader64<LE>, opts: &Options) -> u64 {
    match header.sh_flags(LE).0 & elf::SHF_ALLOC.0 != 0 {
        true => opts.adjust_vma,
        false => 0,
    }
}

fn sections<'a>(
    file: &ElfFile64<'a, LE>,
    opts: &Options,
) -> Result<(Vec<Section<'a>>, TargetSymbols<'a>), ObjectError> {
    let malformed = |e: object::Error| ObjectError::Malformed(format!("malformed ELF: {e}"));
    let data = file.data();
    let table = file.elf_section_table();
    let mut sections: Vec<Section<'a>> = Vec::new();
    for (index, header) in table.iter().enumerate() {
        let flags = header.sh_flags(LE);
        let executable = flags.0 & elf::SHF_EXECINSTR.0 != 0;
        let nobits = header.sh_type(LE) == elf::SHT_NOBITS;
        let shown_offset = shown_offset(header, opts);
        // As llvm-objdump: with -j, every section named (of any kind, with -d too); else
        // with -D every section, with -d the executable ones that have contents.
        let only = &opts.sections;
        if index == 0 || only.is_empty() && !opts.disassemble_all && (!executable || nobits) {
            continue;
        }
        let name = table.section_name(LE, header).map_err(malformed)?;
        if !only.is_empty() && !only.iter().any(|o| o == name) || header.sh_size(LE) == 0 {
            continue;
        }
        let bytes = if nobits {
            &[]
        } else {
            header.data(LE, data).map_err(|_| {
                ObjectError::Malformed(format!(
                    "section {} runs past the end of the file",
                    String::from_utf8_lossy(name)
                ))
            })?
        };
        let size = if nobits {
            header.sh_size(LE)
        } else {
            bytes.len() as u64
        };
        // Every address of the section must be one: its end is computed.
        let address = header.sh_addr(LE);
        if address.checked_add(size).is_none() {
            return Err(ObjectError::Malformed(format!(
                "section {} ({size} bytes at address {address:#x}) runs past the end of the \
                 address space",
                String::from_utf8_lossy(name),
            )));
        }
        sections.push(Section {
            index,
            name,
            address,
            bytes,
            size,
            nobits,
            from_start: data
                .get(header.sh_offset(LE) as usize..)
                .unwrap_or_default(),
            executable,
            shown_offset,
            symbols: Vec::new(),
            relocs: Vec::new(),
        });
    }
    let mut targets = TargetSymbols {
        relocatable: file.elf_header().e_type(LE) == elf::ET_REL,
        symbolizer: llvm_architecture(machine(file)) == "amdgcn",
        by_address: table
            .iter()
            .enumerate()
            .map(|(i, h)| (h.sh_addr(LE), h.sh_size(LE), i))
            .collect(),
        in_section: BTreeMap::new(),
        elsewhere: Vec::new(),
    };
    targets.by_address.sort_by_key(|&(a, size, _)| (a, size));
    // Every named symbol defined in one of those sections; the dynamic ones when there is
    // no symbol table.
    let mut symbols = table
        .symbols(LE, data, elf::SHT_SYMTAB)
        .map_err(malformed)?;
    let dynamic = symbols.is_empty();
    if dynamic {
        symbols = table
            .symbols(LE, data, elf::SHT_DYNSYM)
            .map_err(malformed)?;
    }
    for (index, sym) in symbols.iter().enumerate() {
        let index = object::SymbolIndex(index);
        let kind = sym.st_type();
        if kind == elf::STT_SECTION || kind == elf::STT_FILE {
            continue;
        }
        let Ok(shndx) = symbols.symbol_section(LE, sym, index) else {
            continue;
        };
        let name = sym.name(LE, symbols.strings()).map_err(malformed)?;
        if name.is_empty() {
            continue;
        }
        let section = shndx.and_then(|i| table.section(i).ok());
        let symbol = Symbol {
            address: symbol_address(sym.st_value(LE), section, targets.relocatable),
            name,
            kind,
            shown: opts.shown_name(name),
        };
        let Some(shndx) = shndx else {
            if !dynamic {
                targets.elsewhere.push(symbol);
            }
            continue;
        };
        if let Some(s) = sections.iter_mut().find(|s| s.index == shndx.0) {
            s.symbols.push(symbol.clone());
        }
        targets.in_section.entry(shndx.0).or_default().push(symbol);
    }
    targets.elsewhere.sort();
    for list in targets.in_section.values_mut() {
        list.sort();
    }
    for s in &mut sections {
        s.symbols.sort();
    }
    Ok((sections, targets))
}

/// A symbol named after the section at its start, as llvm-objdump adds one when it comes
/// to the section, if the first of its symbols (`--symbolize-operands` labels included: a
/// branch back out of the section makes one below its start) is not at its start.
fn add_section_symbol(s: &mut Section<'_>, opts: &Options) {
    if s.symbols.first().is_some_and(|f| f.address == s.address) {
        return;
    }
    let kind = if s.executable {
        elf::STT_FUNC
    } else {
        elf::STT_OBJECT
    };
    let symbol = Symbol {
        address: s.address,
        name: s.name,
        kind,
        shown: opts.shown_name(s.name),
    };
    // In order, as LLVM inserts it (`lower_bound`): first, unless symbols lie below the
    // section's start (labels, a corrupt file), where inserting it first would leave the
    // list unsorted and a block ending before it starts.
    let at = s.symbols.partition_point(|x| *x < symbol);
    s.symbols.insert(at, symbol);
}

/// `st_type` of a code object v2 kernel (`STT_LOOS`): its code starts with an
/// `amd_kernel_code_t`.
const STT_AMDGPU_HSA_KERNEL: elf::SymbolType = elf::SymbolType(10);

/// Objects and common symbols: data, not code.
fn is_data(kind: elf::SymbolType) -> bool {
    kind == elf::STT_OBJECT || kind == elf::STT_COMMON
}

/// Prints the disassembly of one code object, and the messages about it where they arise
/// (each begins with `prefix`, which names the object).
#[allow(clippy::too_many_arguments)]
pub fn disassemble(
    target: &Target<'_>,
    data: &[u8],
    gen: Generation,
    opts: &Options,
    found: &mut [bool],
    seen: &mut SectionsSeen,
    prefix: &str,
    out: &mut dyn Output,
) -> Result<(), ObjectError> {
    let io = ObjectError::Output;
    let warn = |out: &mut dyn Output, m: &str| {
        out.diagnose(Diagnostic::Warning(format!("{prefix}{m}")))
            .map_err(io)
    };
    let file = ElfFile64::<LE>::parse(data)
        .map_err(|e| ObjectError::Malformed(format!("malformed ELF: {e}")))?;
    // As llvm-objdump: -t, -T, -f, -p and -R alone do not look at the sections -j names;
    // --fault-map-section looks for its section among them.
    let sections_looked_at = opts.relocations
        || opts.section_headers
        || opts.section_contents
        || opts.fault_map
        || !opts.no_disassembly;
    if !opts.sections.is_empty() && sections_looked_at {
        // As llvm-objdump: any section of a printed object counts, whatever its kind.
        let table = file.elf_section_table();
        for header in table.iter().skip(1) {
            if let Ok(name) = table.section_name(LE, header) {
                seen.saw(opts, name);
            }
        }
    }
    let (mut sections, targets) = sections(&file, opts)?;
    if opts.relocations && !opts.no_disassembly {
        // A relocatable object's offsets count from the section's start, a linked one's
        // are addresses.
        let linked = file.elf_header().e_type(LE) != elf::ET_REL;
        for s in &mut sections {
            s.relocs = relocs::of_section(&file, s.index, opts)?;
            if linked {
                for r in &mut s.relocs {
                    r.offset = r.offset.wrapping_sub(s.address);
                }
                s.relocs.sort_by_key(|r| r.offset);
            }
        }
    }
    // EI_ABIVERSION: the code object version, which decides some kernel descriptor lines.
    let abi_version = data.get(8).copied().unwrap_or(0);
    if !opts.json {
        let mut header = format!("\n{}", target.file);
        for part in [target.member, target.object].into_iter().flatten() {
            header.push('(');
            header.push_str(part);
            header.push(')');
        }
        header.push_str(":\tfile format elf64-amdgpu\n");
        out.write_all(header.as_bytes()).map_err(io)?;
    }
    // After the file's line, as llvm-objdump checks the address window.
    if let Some(warning) = window_outside_sections(&file, opts) {
        warn(out, &warning)?;
    }
    if !opts.json {
        match target.archive_child {
            Some(Ok(line)) => out.write_all(line).map_err(io)?,
            Some(Err((printed, message))) => {
                out.write_all(printed).map_err(io)?;
                return Err(ObjectError::Malformed(message.clone()));
            }
            None => {}
        }
    }
    // In llvm-objdump's order: file header, program headers and dynamic section, section
    // table, symbol tables, relocation tables (without a disassembly), dynamic relocations,
    // section contents, disassembly.
    if opts.file_headers {
        headers::print_file_header(&file, out)?;
    }
    if opts.private_headers {
        private::print(&file, out)?;
    }
    if opts.section_headers {
        headers::print_headers(&file, opts, out)?;
    }
    if opts.symbol_table {
        symtab::print(&file, symtab::Table::Static, opts, out)?;
    }
    if opts.dynamic_symbol_table {
        symtab::print(&file, symtab::Table::Dynamic, opts, out)?;
    }
    if opts.dwarf_frames {
        frames::print(&file, prefix, out)?;
    }
    if opts.no_disassembly && opts.relocations {
        relocs::print_records(&file, opts, out)?;
    }
    if opts.dynamic_relocations {
        relocs::print_dynamic(&file, opts, out)?;
    }
    if opts.section_contents {
        headers::print_contents(&file, opts, out)?;
    }
    if opts.no_disassembly {
        return Ok(());
    }
    // --mattr is read where llvm-objdump reads it, for each object to be disassembled (as
    // its subtarget is made, before the disassembler options are looked at).
    // The subtarget writes these itself, without flushing standard output.
    for warning in features::check(&opts.target_features, gen).map_err(ObjectError::Fatal)? {
        out.diagnose_unflushed(Diagnostic::Warning(format!("{prefix}{warning}")))
            .map_err(io)?;
    }
    // As llvm-objdump: AMDGPU's disassembler takes no target-specific options, and the
    // first one given is an error when an object is to be disassembled.
    if let Some(option) = opts.disassembler_options.first() {
        return Err(ObjectError::Fatal(format!(
            "Unrecognized disassembler option: {option}"
        )));
    }
    // --debug-vars: one printer for the object, as llvm-objdump keeps one (no columns in
    // the JSON stream). LLVM reads the DWARF for it before the symbolizer does, and warns
    // of its relocations each time.
    let vars = match opts.debug_vars.filter(|_| !opts.json) {
        Some(style) => {
            let mut notes = frames::Notes::new(prefix);
            let vars = debug_vars::LiveVariables::new(&file, style, opts.raw_insn, &mut notes);
            notes.write(out).map_err(io)?;
            Some(Mutex::new(vars))
        }
        None => None,
    };
    // -l, -S: one source printer for the whole object, as llvm-objdump keeps one; with
    // --format json, each instruction's place, looked up on its own.
    let debug_info = (opts.line_numbers || opts.source).then(|| {
        // LLVM's symbolizer reads the DWARF as `--dwarf=frames` does, and says so again,
        // when it first looks an address up.
        let mut notes = frames::Notes::new(prefix);
        let path_prefix = opts.prefix.clone().map(|p| (p, opts.prefix_strip));
        let info = lines::DebugInfo::new(&file, opts.demangle, path_prefix, &mut notes);
        (info, notes)
    });
    let (source, places) = match (debug_info, opts.json) {
        (Some((info, notes)), false) => (
            Some(Mutex::new(lines::SourcePrinter::new(
                info,
                opts.line_numbers,
                opts.source,
                notes,
                out.granule(),
            ))),
            None,
        ),
        (Some((info, notes)), true) => {
            notes.write(out).map_err(io)?;
            (None, Some(info))
        }
        (None, _) => (None, None),
    };
    // --symbolize-operands: basic-block labels from the object's address maps, read once
    // for a linked object and per section for a relocatable one, as llvm-objdump reads them.
    let relocatable = file.elf_header().e_type(LE) == elf::ET_REL;
    let read_maps = |text: Option<usize>, out: &mut dyn Output| match bb_addr_map::BbAddrMaps::read(
        &file, text,
    ) {
        Ok(maps) => Ok(maps),
        Err(e) => warn(out, &e).map(|()| bb_addr_map::BbAddrMaps::default()),
    };
    let mut maps = match opts.symbolize_operands && !relocatable {
        true => read_maps(None, out)?,
        false => bb_addr_map::BbAddrMaps::default(),
    };
    for current in 0..sections.len() {
        if opts.symbolize_operands && relocatable {
            maps = read_maps(Some(sections[current].index), out)?;
        }
        let phases = Phases::new(sections[current].bytes);
        let labels = if opts.symbolize_operands && targets.symbolizer {
            add_labels(gen, phases.words(0), &mut sections[current], opts.split)
        } else {
            BTreeMap::new()
        };
        add_section_symbol(&mut sections[current], opts);
        print_section(
            target,
            gen,
            abi_version,
            &sections[..=current],
            &targets,
            &phases,
            &labels,
            &maps,
            opts,
            Sources {
                printer: source.as_ref(),
                places: places.as_ref(),
                vars: vars.as_ref(),
            },
            found,
            out,
        )
        .map_err(io)?;
    }
    Ok(())
}

/// llvm-objdump's warning when `--start-address`/`--stop-address` overlap no allocated
/// section of a linked object (a relocatable one's sections all start at 0: no warning).
fn window_outside_sections(file: &ElfFile64<'_, LE>, opts: &Options) -> Option<String> {
    let relocatable = file.elf_header().e_type(LE) == elf::ET_REL;
    if relocatable || (opts.start_address.is_none() && opts.stop_address.is_none()) {
        return None;
    }
    let window = opts.window();
    let overlaps = file.elf_section_table().iter().any(|h| {
        let start = h.sh_addr(LE);
        h.sh_flags(LE).0 & elf::SHF_ALLOC.0 != 0
            && window.start < start.wrapping_add(h.sh_size(LE))
            && window.end > start
    });
    if overlaps {
        return None;
    }
    Some(match (opts.start_address, opts.stop_address) {
        (None, _) => format!(
            "no section has address less than {:#x} specified by --stop-address",
            window.end
        ),
        (_, None) => format!(
            "no section has address greater than or equal to {:#x} specified by \
             --start-address",
            window.start
        ),
        _ => format!(
            "no section overlaps the range [{:#x},{:#x}) specified by \
             --start-address/--stop-address",
            window.start, window.end
        ),
    })
}

/// A section's dwords as read from each byte offset modulo 4 (the first, from its start,
/// is what nearly every block uses): llvm-objdump decodes a block from its symbol's
/// address, or from `--start-address`, and neither need be a multiple of 4 from the
/// section's start.
struct Phases<'a> {
    bytes: &'a [u8],
    words: [OnceCell<Cow<'a, [u32]>>; 4],
}

impl<'a> Phases<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Phases {
            bytes,
            words: Default::default(),
        }
    }

    /// The whole dwords from byte `phase` (0 to 3) of the section on.
    fn words(&self, phase: usize) -> &[u32] {
        self.words[phase].get_or_init(|| words_of(self.bytes.get(phase..).unwrap_or_default()))
    }
}

/// `--symbolize-operands`: labels for the section's branch targets (not already an untyped
/// symbol), added to its symbols. Returns every target's name (label or symbol).
fn add_labels<'a>(
    gen: Generation,
    words: &[u32],
    section: &mut Section<'a>,
    split: parallel::Split,
) -> BTreeMap<u64, Vec<u8>> {
    // The section decoded as one stream on every core; each branch's target "printed" as
    // 8 bytes, read back below.
    let finder = BranchTargets {
        gen,
        words,
        address: section.address,
    };
    let mut found = Vec::new();
    let whole = 0..words.len();
    parallel::print_plain(
        &finder,
        std::slice::from_ref(&whole),
        split,
        &mut parallel::Pool::default(),
        &mut found,
    )
    .expect("writing to a Vec cannot fail");
    let targets: BTreeSet<u64> = found
        .chunks_exact(8)
        .map(|b| u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
        .collect();
    let mut names = BTreeMap::new();
    let mut labels = Vec::new();
    for target in targets {
        if let Some(name) = untyped_symbol_at(&section.symbols, target) {
            names.insert(target, name.to_vec());
        } else {
            labels.push(target);
        }
    }
    for (n, target) in labels.into_iter().enumerate() {
        let name = format!("L{n}").into_bytes();
        names.insert(target, name);
    }
    // Binary searches in the sorted symbols (a linear search per target was quadratic: 3.3 s
    // of a 2M-instruction object's 3.4 s with --symbolize-operands).
    let existing = section.symbols.len();
    for (&address, name) in &names {
        let sorted = &section.symbols[..existing];
        let at = sorted.partition_point(|s| (s.address, s.name) < (address, &name[..]));
        if sorted
            .get(at)
            .is_none_or(|s| (s.address, s.name) != (address, &name[..]))
        {
            // Leaked once per label: a section's labels live as long as its symbols.
            let name: &'a [u8] = Box::leak(name.clone().into_boxed_slice());
            section.symbols.push(Symbol {
                address,
                name,
                kind: elf::STT_NOTYPE,
                shown: Cow::Borrowed(name),
            });
        }
    }
    section.symbols.sort();
    names
}

/// The steps of `add_labels`' pass: each branch's target, as 8 little-endian bytes.
struct BranchTargets<'a> {
    gen: Generation,
    words: &'a [u32],
    /// The section's address.
    address: u64,
}

impl parallel::Step for BranchTargets<'_> {
    type Note = std::convert::Infallible;

    fn step(&self, _: usize, pos: usize, found: &mut Vec<u8>) -> usize {
        match gcn_isa::decode(self.gen, &self.words[pos..]) {
            Ok((insn, used)) => {
                if let Some(b) = insn.branch() {
                    let target = b.target(self.address + pos as u64 * 4);
                    found.extend_from_slice(&target.to_le_bytes());
                }
                used
            }
            Err(_) => {
                gcn_isa::unimplemented_encoding(self.gen, self.words[pos]).map_or(1, |u| u.dwords)
            }
        }
    }
}

/// The first untyped symbol at `address` in `symbols` (sorted, as llvm-objdump orders them).
pub(super) fn untyped_symbol_at<'a>(symbols: &[Symbol<'a>], address: u64) -> Option<&'a [u8]> {
    let from = symbols.partition_point(|s| s.address < address);
    symbols[from..]
        .iter()
        .take_while(|s| s.address == address)
        .find(|s| s.kind == elf::STT_NOTYPE)
        .map(|s| s.name)
}

#[allow(clippy::too_many_arguments)]
fn print_section(
    target: &Target<'_>,
    gen: Generation,
    abi_version: u8,
    printed: &[Section<'_>],
    targets: &TargetSymbols<'_>,
    phases: &Phases<'_>,
    labels: &BTreeMap<u64, Vec<u8>>,
    maps: &bb_addr_map::BbAddrMaps,
    opts: &Options,
    source: Sources<'_>,
    found: &mut [bool],
    out: &mut dyn Output,
) -> io::Result<()> {
    let window = opts.window();
    // `-d -r`: how far into the section relocations have been printed (or passed over).
    let relocated = AtomicU64::new(0);
    // The section printed, the last of those printed so far.
    let section = &printed[printed.len() - 1];
    let end_address = section.address + section.size;
    let symbols = &section.symbols;
    let mut printed_header = false;
    // The blocks to disassemble, each with the text before it (its symbol line, a kernel
    // descriptor, data shown as bytes), printed together on every core afterwards.
    let mut blocks: Vec<(Vec<u8>, Block<'_>, std::ops::Range<usize>)> = Vec::new();
    let mut pending: Vec<u8> = Vec::new();
    let mut pool = parallel::Pool::default();
    let mut i = 0;
    while i < symbols.len() {
        // Data shown as bytes can be large: what is held is printed once it is 4 MB.
        if pending.len() >= 4 << 20 {
            print_blocks(&blocks, opts, &relocated, source, &mut pool, out)?;
            blocks.clear();
            out.write_all(&pending)?;
            pending.clear();
        }
        let start = symbols[i].address;
        let mut j = i;
        while j < symbols.len() && symbols[j].address == start {
            j += 1;
        }
        let here = &symbols[i..j];
        // The block runs to the next symbol, the section's end or --stop-address. It is
        // left out when it starts at or after --stop-address (its symbol then counts as
        // missing for --disassemble-symbols) or ends at or before --start-address (found),
        // as llvm-objdump orders those tests.
        let end = symbols
            .get(j)
            .map_or(end_address, |s| s.address)
            .min(end_address);
        i = j;
        if start < section.address || start >= window.end {
            continue;
        }
        // With --disassemble-symbols, only the listed symbols. Of several at one address,
        // the last in (address, name, type) order names the block; with -d in a code
        // section, the last that is not data (the last one if all are).
        let selected = || here.iter().filter(|s| opts.selects(&s.shown));
        let prefer_code = section.executable && !opts.disassemble_all;
        let Some(symbol) = selected()
            .rfind(|s| prefer_code && !is_data(s.kind))
            .or_else(|| selected().next_back())
        else {
            continue;
        };
        for s in selected() {
            for (k, wanted) in opts.symbols.iter().enumerate() {
                found[k] |= wanted.as_slice() == &s.shown[..];
            }
        }
        if start >= end_address {
            continue; // a label at the section's end: found, but no block
        }
        let end = end.min(window.end);
        if end <= window.start {
            continue;
        }
        if !printed_header && !opts.json {
            pending.extend_from_slice(b"\nDisassembly of section ");
            pending.extend_from_slice(section.name);
            pending.extend_from_slice(b":\n");
            printed_header = true;
        }
        if !opts.json {
            // A line per symbol shown: every one here with --show-all-symbols, every one
            // requested with --disassemble-symbols, else the one that names the block.
            let shown: Vec<&Symbol<'_>> = if opts.show_all_symbols {
                here.iter().collect()
            } else if !opts.symbols.is_empty() {
                selected().collect()
            } else {
                vec![symbol]
            };
            pending.push(b'\n');
            for s in shown {
                if opts.leading_addr {
                    let shown = start.wrapping_add(section.shown_offset);
                    pending.extend_from_slice(&format::hex16_lower(shown));
                    pending.push(b' ');
                }
                pending.push(b'<');
                pending.extend_from_slice(&s.shown);
                pending.extend_from_slice(b">:\n");
            }
        }
        // A section without contents: its symbols, each with `...` (none in JSON).
        if section.nobits {
            if !opts.json {
                pending.extend_from_slice(b"...\n");
            }
            continue;
        }
        let lo = (start - section.address) as usize;
        let hi = (end - section.address) as usize;
        let mut code_start = start;
        // A kernel descriptor (in any section): its `.amdhsa_*` block; LLVM then always
        // moves 64 bytes on, and disassembles what follows up to the next symbol.
        // A code object v2 kernel (Mesa's `amdgcn-mesa-mesa3d`) starts with the 256-byte
        // `amd_kernel_code_t`, which LLVM 19 does not decode: it says so, shows those bytes
        // and disassembles what follows. Either way the JSON stream holds instructions only.
        // As LLVM asks each symbol here in turn, the first of either kind decides, whichever
        // symbol names the block.
        let special = here.iter().find(|s| {
            s.kind == STT_AMDGPU_HSA_KERNEL || s.kind == elf::STT_OBJECT && s.name.ends_with(b".kd")
        });
        let header = if let Some(kd) = special.filter(|s| s.kind == elf::STT_OBJECT) {
            if !opts.json {
                let name = &kd.name[..kd.name.len() - 3];
                let bytes = &section.bytes[lo..hi];
                kd::print(
                    gen,
                    abi_version,
                    name,
                    &kd.shown,
                    bytes,
                    start,
                    section.from_start,
                    &mut pending,
                )?;
            }
            Some(kd::SIZE as u64)
        } else if let Some(kernel) = special {
            if !opts.json {
                let message = "code object v2 is not supported";
                kd::print_failed_region(
                    &kernel.shown,
                    message,
                    section.from_start,
                    256,
                    &mut pending,
                )?;
            }
            Some(256)
        } else {
            None
        };
        if let Some(size) = header {
            code_start = start.saturating_add(size);
        }
        // What comes before --start-address is not shown; what is left may be nothing: a
        // block of no instructions, still one (llvm-objdump flushes its output at each
        // block's start and end, which decides where messages go).
        code_start = code_start.max(window.start).min(end);
        let from = (code_start - section.address) as usize;
        if code_start < end
            && header.is_none()
            && prefer_code
            && here.iter().all(|s| is_data(s.kind))
        {
            // `-d` shows data in code sections as bytes.
            if !opts.json {
                hex_dump(code_start, &section.bytes[from..hi], &mut pending)?;
            }
            continue;
        }
        // Dwords counted from the block's first byte on: `phase` bytes into one of the
        // section's.
        let phase = from % 4;
        let block = Block {
            file: target.file,
            member: target.member,
            object: target.object,
            section,
            printed,
            targets,
            symbol: &symbol.shown,
            gen,
            labels,
            words: phases.words(phase),
            phase,
            block_labels: match maps.is_empty() || opts.json {
                true => bb_addr_map::BlockLabels::new(),
                false => maps.labels(code_start, end, opts.pretty_pgo),
            },
            // A run of zeros counts only whole dwords before the block's end.
            zeros_end: (hi - phase) / 4,
            end: hi as u64,
        };
        // Every dword that starts before the block's end starts an instruction.
        blocks.push((
            std::mem::take(&mut pending),
            block,
            from / 4..(hi - phase).div_ceil(4),
        ));
    }
    print_blocks(&blocks, opts, &relocated, source, &mut pool, out)?;
    out.write_all(&pending)
}

/// llvm-objdump's dump of a data block in a code section: per 8 bytes, the address
/// (`%8x:`), the bytes in hex, and the printable ones as text.
fn hex_dump(start: u64, bytes: &[u8], out: &mut dyn Write) -> io::Result<()> {
    use std::fmt::Write as _;
    let mut line = String::with_capacity(64);
    for (k, chunk) in bytes.chunks(8).enumerate() {
        line.clear();
        let _ = write!(line, "{:8x}:", start + 8 * k as u64);
        for b in chunk {
            let _ = write!(line, " {b:02x}");
        }
        for _ in chunk.len()..8 {
            line.push_str("   ");
        }
        line.push_str("         ");
        line.extend(chunk.iter().map(|&b| {
            if (0x20..0x7f).contains(&b) {
                b as char
            } else {
                '.'
            }
        }));
        line.push('\n');
        out.write_all(line.as_bytes())?;
    }
    Ok(())
}
