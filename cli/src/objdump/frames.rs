//! `--dwarf=frames`: the call frame information of `.debug_frame` and `.eh_frame`, printed
//! as llvm-objdump 19 prints it (LLVM's `DWARFDebugFrame`): each CIE and FDE with its
//! header fields, its call frame instructions, and the unwind table rows they make.
//!
//! AMDGPU code from LLVM 19 carries little here (CIEs and FDEs of `DW_CFA_nop`s), but
//! hand-written `.cfi_*` directives, other compilers and other LLVM versions put anything
//! there, so every instruction and DWARF expression operation LLVM 19 reads is read, with
//! its quirks: registers are numbers (`reg16`: LLVM has no AMDGPU register names here),
//! reads past the end of the section are LLVM's zeros, offsets in the rows are 32-bit.
//!
//! What LLVM reports as errors while printing (a section it cannot read, rows it cannot
//! compute) does not change the exit status, as with llvm-objdump; a section that does not
//! parse prints nothing, as with LLVM.

mod expression;

use super::elf::ObjectError;
use super::{Diagnostic, Output};
pub(super) use expression::operation_name;
use expression::{print_expression, Expression};
use object::elf;
use object::read::elf::Sym as _;
use object::read::elf::{ElfFile64, FileHeader as _, SectionHeader as _};
use object::LittleEndian as LE;
use std::collections::{BTreeMap, HashMap};
use std::io::Write;

/// `R_AMDGPU_ABS32` and `R_AMDGPU_ABS64`, the relocations LLVM's resolver applies to AMDGPU
/// DWARF; every other type is a warning and the field is read as it is.
const R_AMDGPU_ABS64: u32 = 3;
const R_AMDGPU_ABS32: u32 = 6;

/// What reading an object's DWARF reported, in the order it arose: warnings, and errors
/// that leave the exit status 0 (complaints), each naming the object.
pub struct Notes {
    /// What each message starts with (the object's name).
    prefix: String,
    list: Vec<Diagnostic>,
}

impl Notes {
    pub fn new(prefix: &str) -> Self {
        Notes {
            prefix: prefix.to_owned(),
            list: Vec::new(),
        }
    }

    fn warn(&mut self, message: &str) {
        let note = Diagnostic::Warning(format!("{}{message}", self.prefix));
        self.list.push(note);
    }

    fn complain(&mut self, message: &str) {
        let note = Diagnostic::Complaint(format!("{}{message}", self.prefix));
        self.list.push(note);
    }

    /// What each message starts with.
    pub fn prefix(&self) -> &str {
        &self.prefix
    }

    /// The messages, in order.
    pub fn into_list(self) -> Vec<Diagnostic> {
        self.list
    }

    /// Writes the messages now, as LLVM's DWARF reader writes them: without flushing
    /// standard output.
    pub fn write(self, out: &mut dyn Output) -> std::io::Result<()> {
        self.list
            .into_iter()
            .try_for_each(|n| out.diagnose_unflushed(n))
    }
}

/// Prints `.debug_frame contents:` and `.eh_frame contents:` with their entries; messages
/// begin with `prefix`.
pub fn print(
    file: &ElfFile64<'_, LE>,
    prefix: &str,
    out: &mut dyn Output,
) -> Result<(), ObjectError> {
    // LLVM reports the relocations and compressed sections as it reads the DWARF, before it
    // prints any of it.
    let mut notes = Notes::new(prefix);
    let sections = Sections::read(file, &mut notes);
    notes.write(out).map_err(ObjectError::Output)?;
    // The rest as it prints: each error after the text before it.
    let mut complaints = Vec::new();
    let mut text = Vec::new();
    for (name, section, is_eh) in [
        (".debug_frame", &sections.debug_frame, false),
        (".eh_frame", &sections.eh_frame, true),
    ] {
        let _ = write!(text, "\n{name} contents:\n");
        let empty = Section::default();
        let section = section.as_ref().unwrap_or(&empty);
        let data = Extractor {
            bytes: &section.bytes,
            relocs: &section.relocs,
            address_size: 8,
        };
        match parse(data, is_eh, section.address) {
            Ok(entries) => {
                text.push(b'\n');
                for entry in &entries {
                    entry.dump(&entries, is_eh, &mut text, &mut complaints);
                }
            }
            Err(e) => complaints.push((text.len(), e)),
        }
    }
    // Each message after the text before it (which standard output may still hold).
    let mut written = 0;
    for (at, message) in complaints {
        out.write_all(&text[written..at])
            .map_err(ObjectError::Output)?;
        written = at;
        out.diagnose_unflushed(Diagnostic::Complaint(format!("{prefix}{message}")))
            .map_err(ObjectError::Output)?;
    }
    out.write_all(&text[written..]).map_err(ObjectError::Output)
}

/// A frame section as LLVM reads it: its bytes, its address, and the values its supported
/// relocations give the fields at their offsets.
#[derive(Default)]
struct Section {
    bytes: Vec<u8>,
    address: u64,
    relocs: HashMap<u64, u64>,
}

struct Sections {
    debug_frame: Option<Section>,
    eh_frame: Option<Section>,
}

/// The names LLVM's DWARF reader knows (after leading `.`, `_` and `z`): the relocations of
/// these sections are applied, or warned about, whatever is printed.
const DWARF_SECTIONS: [&str; 30] = [
    "debug_info",
    "debug_types",
    "debug_loc",
    "debug_loclists",
    "debug_loclists.dwo",
    "debug_line",
    "debug_frame",
    "eh_frame",
    "debug_str_offsets",
    "debug_ranges",
    "debug_rnglists",
    "debug_loc.dwo",
    "debug_line.dwo",
    "debug_names",
    "debug_rnglists.dwo",
    "debug_str_offsets.dwo",
    "debug_addr",
    "apple_names",
    "debug_pubnames",
    "debug_pubtypes",
    "debug_gnu_pubnames",
    "debug_gnu_pubtypes",
    "apple_types",
    "apple_namespaces",
    "apple_namespac",
    "apple_objc",
    "debug_cu_index",
    "debug_tu_index",
    "gdb_index",
    "debug_line_str",
];

impl Sections {
    /// The last section named `.debug_frame` and the last named `.eh_frame` (LLVM keeps the
    /// last of each name), with their relocations resolved.
    fn read(file: &ElfFile64<'_, LE>, notes: &mut Notes) -> Self {
        let data = file.data();
        let table = file.elf_section_table();
        let mut relocations = dwarf_relocations(file, notes);
        let mut found: [Option<Section>; 2] = [None, None];
        for (index, header) in table.iter().enumerate() {
            let slot = match table.section_name(LE, header) {
                Ok(b".debug_frame") => 0,
                Ok(b".eh_frame") => 1,
                _ => continue,
            };
            if header.sh_type(LE) == elf::SHT_NOBITS {
                continue;
            }
            let bytes = match debug_section_contents(header, data) {
                Ok(bytes) => bytes,
                Err(e) => {
                    let name = String::from_utf8_lossy(if slot == 0 {
                        b".debug_frame"
                    } else {
                        b".eh_frame"
                    });
                    notes.complain(&format!("failed to decompress '{name}', {e}"));
                    continue;
                }
            };
            found[slot] = Some(Section {
                bytes,
                address: header.sh_addr(LE),
                relocs: relocations
                    .remove(&index)
                    .unwrap_or_default()
                    .into_iter()
                    .map(|(offset, r)| (offset, r.value))
                    .collect(),
            });
        }
        let [debug_frame, eh_frame] = found;
        Sections {
            debug_frame,
            eh_frame,
        }
    }
}

/// A DWARF section's contents as LLVM's reader takes them: decompressed when the section is
/// `SHF_COMPRESSED` (`clang -gz`: an `Elf64_Chdr`, then zlib or zstd data); what could not
/// be read is empty, as LLVM leaves it.
pub(super) fn debug_section_contents(
    header: &elf::SectionHeader64<LE>,
    data: &[u8],
) -> Result<Vec<u8>, String> {
    let bytes = header.data(LE, data).unwrap_or_default();
    if header.sh_flags(LE).0 & elf::SHF_COMPRESSED.0 == 0 {
        return Ok(bytes.to_vec());
    }
    let field = |at: usize, width: usize| {
        bytes
            .get(at..at + width)
            .map(|b| b.iter().rev().fold(0u64, |v, &x| v << 8 | u64::from(x)))
    };
    let (Some(kind), Some(size)) = (field(0, 4), field(8, 8)) else {
        return Err("corrupted compressed section header".into());
    };
    let size = usize::try_from(size).map_err(|_| "its size does not fit in memory")?;
    let payload = &bytes[24.min(bytes.len())..];
    let out = match kind {
        1 => super::container::inflate_zlib(payload, size)?,
        2 => super::container::unzstd(payload, size)?,
        other => return Err(format!("unsupported compression type ({other})")),
    };
    if out.len() != size {
        return Err(format!(
            "decompressed to {} bytes where its header says {size}",
            out.len()
        ));
    }
    Ok(out)
}

/// What a DWARF section reads at a relocated offset, as LLVM's resolver computes it.
pub(super) struct Relocated {
    /// The symbol's address (with its section's in a relocatable object) plus the addend.
    pub value: u64,
    /// The relocated field's size in bytes: 4 for `R_AMDGPU_ABS32`, 8 for `ABS64`.
    pub width: usize,
    /// The symbol's section when that section is allocated: the value is an address in it.
    pub section: Option<usize>,
}

/// The relocations of the DWARF sections, as LLVM's DWARF reader applies them: per
/// relocated section (by index), what each relocated offset reads as. `notes` gets a
/// warning for each relocation of a DWARF section LLVM does not apply (any but
/// `R_AMDGPU_ABS32`/`ABS64`); llvm-objdump reads the DWARF, and warns, for `-l` and `-S`
/// as for `--dwarf=frames`.
pub(super) fn dwarf_relocations(
    file: &ElfFile64<'_, LE>,
    notes: &mut Notes,
) -> HashMap<usize, HashMap<u64, Relocated>> {
    let data = file.data();
    let table = file.elf_section_table();
    let relocatable = file.elf_header().e_type(LE) == elf::ET_REL;
    let mut out: HashMap<usize, HashMap<u64, Relocated>> = HashMap::new();
    for header in table.iter() {
        let kind = header.sh_type(LE);
        if kind != elf::SHT_RELA && kind != elf::SHT_REL {
            continue;
        }
        let target_index = header.sh_info(LE) as usize;
        let Ok(target) = table.section(object::SectionIndex(target_index)) else {
            continue;
        };
        let target_name = table.section_name(LE, target).unwrap_or_default();
        let stripped = strip_prefix_chars(target_name);
        if !DWARF_SECTIONS.iter().any(|n| n.as_bytes() == stripped) {
            continue;
        }
        let symbols = table
            .symbol_table_by_index(LE, data, object::SectionIndex(header.sh_link(LE) as usize))
            .ok();
        let Some(entries) = super::relocs::raw_entries(data, header) else {
            continue;
        };
        let values = out.entry(target_index).or_default();
        let mut per_offset = HashMap::new();
        for (offset, sym, kind, addend) in entries {
            if kind != R_AMDGPU_ABS32 && kind != R_AMDGPU_ABS64 {
                notes.warn(&format!(
                    "failed to compute relocation: {}, Invalid data was encountered while \
                     parsing the file",
                    super::relocs::type_name(kind)
                ));
                continue;
            }
            let (symbol_value, section) = match (sym, &symbols) {
                (0, _) | (_, None) => (0, None),
                (index, Some(symbols)) => {
                    let index = object::SymbolIndex(index as usize);
                    let Ok(s) = symbols.symbol(index) else {
                        continue;
                    };
                    let section = match s.st_shndx(LE) {
                        elf::SHN_UNDEF | elf::SHN_ABS | elf::SHN_COMMON => None,
                        _ => symbols
                            .symbol_section(LE, s, index)
                            .ok()
                            .flatten()
                            .and_then(|i| Some((i.0, table.section(i).ok()?))),
                    };
                    let address = super::elf::symbol_address(
                        s.st_value(LE),
                        section.map(|(_, header)| header),
                        relocatable,
                    );
                    let allocated = section
                        .filter(|(_, h)| h.sh_flags(LE).0 & elf::SHF_ALLOC.0 != 0)
                        .map(|(i, _)| i);
                    (address, allocated)
                }
            };
            // LLVM keeps two relocations of one offset (the second wins on AMDGPU) and
            // complains of a third.
            let count = per_offset.entry(offset).or_insert(0u32);
            *count += 1;
            if *count > 2 {
                notes.complain("At most two relocations per offset are supported");
            }
            values.insert(
                offset,
                Relocated {
                    value: symbol_value.wrapping_add(addend as u64),
                    width: if kind == R_AMDGPU_ABS64 { 8 } else { 4 },
                    section,
                },
            );
        }
    }
    out
}

/// `name` without its leading `.`, `_` and `z` characters, as LLVM matches relocated
/// sections (`.zdebug_frame` is `debug_frame`).
fn strip_prefix_chars(name: &[u8]) -> &[u8] {
    let start = name
        .iter()
        .position(|b| !matches!(b, b'.' | b'_' | b'z'))
        .unwrap_or(name.len());
    &name[start..]
}

/// LLVM's `DWARFDataExtractor` over a frame section: fixed-size reads that give 0 and move
/// nothing past the end, LEB128 reads that give 0 and move nothing when malformed, values
/// at relocated offsets replaced by what their relocations resolve to.
#[derive(Clone, Copy)]
struct Extractor<'a> {
    bytes: &'a [u8],
    relocs: &'a HashMap<u64, u64>,
    address_size: u8,
}

/// Why a read failed, in LLVM's words.
fn end_of_data(size: usize, offset: u64, width: u64) -> String {
    if offset <= size as u64 {
        format!(
            "unexpected end of data at offset {size:#x} while reading [{offset:#x}, {:#x})",
            offset.wrapping_add(width)
        )
    } else {
        format!("offset {offset:#x} is beyond the end of data at {size:#x}")
    }
}

impl Extractor<'_> {
    fn fits(&self, offset: u64, width: u64) -> bool {
        offset
            .checked_add(width)
            .is_some_and(|end| end <= self.bytes.len() as u64)
    }

    /// A little-endian unsigned value of `width` bytes (1 to 8).
    fn unsigned(&self, offset: &mut u64, width: u64) -> Result<u64, String> {
        if !self.fits(*offset, width) {
            return Err(end_of_data(self.bytes.len(), *offset, width));
        }
        let at = *offset as usize;
        let value = self.bytes[at..at + width as usize]
            .iter()
            .rev()
            .fold(0u64, |v, &b| v << 8 | u64::from(b));
        *offset += width;
        Ok(value)
    }

    /// [`Extractor::unsigned`], or the relocated value where a relocation patches the field
    /// (LLVM applies it even to a field past the end, when it reads without an error out).
    fn relocated(&self, offset: &mut u64, width: u64) -> Result<u64, String> {
        let at = *offset;
        let raw = self.unsigned(offset, width)?;
        Ok(self.relocs.get(&at).copied().unwrap_or(raw))
    }

    fn relocated_or_zero(&self, offset: &mut u64, width: u64) -> u64 {
        let at = *offset;
        let raw = self.unsigned(offset, width).unwrap_or(0);
        self.relocs.get(&at).copied().unwrap_or(raw)
    }

    fn u8_or_zero(&self, offset: &mut u64) -> u64 {
        self.unsigned(offset, 1).unwrap_or(0)
    }

    fn uleb(&self, offset: &mut u64) -> Result<u64, String> {
        let (value, read) = decode_uleb(self.bytes.get(*offset as usize..).unwrap_or_default())
            .map_err(|e| format!("unable to decode LEB128 at offset {:#010x}: {e}", *offset))?;
        *offset += read;
        Ok(value)
    }

    fn sleb(&self, offset: &mut u64) -> Result<i64, String> {
        let (value, read) = decode_sleb(self.bytes.get(*offset as usize..).unwrap_or_default())
            .map_err(|e| format!("unable to decode LEB128 at offset {:#010x}: {e}", *offset))?;
        *offset += read;
        Ok(value)
    }

    /// A NUL-terminated string: empty, and the offset unmoved, if there is no NUL.
    fn cstr(&self, offset: &mut u64) -> Vec<u8> {
        let rest = self.bytes.get(*offset as usize..).unwrap_or_default();
        match rest.iter().position(|&b| b == 0) {
            Some(n) => {
                *offset += n as u64 + 1;
                rest[..n].to_vec()
            }
            None => Vec::new(),
        }
    }

    /// LLVM's `getEncodedPointer`: a pointer in a DW_EH_PE encoding, `None` for `omit` and
    /// the encodings it does not read (datarel and the others: the offset unmoved).
    fn encoded_pointer(&self, offset: &mut u64, encoding: u8, pc: u64) -> Option<u64> {
        if encoding == 0xff {
            return None;
        }
        let old = *offset;
        let value = match encoding & 0x0f {
            0x00 => match self.address_size {
                2 | 4 | 8 => self
                    .unsigned(offset, u64::from(self.address_size))
                    .unwrap_or(0),
                _ => return None,
            },
            0x01 => self.uleb(offset).unwrap_or(0),
            0x09 => self.sleb(offset).unwrap_or(0) as u64,
            0x02 => self.unsigned(offset, 2).unwrap_or(0),
            0x03 => self.unsigned(offset, 4).unwrap_or(0),
            0x04 => self.unsigned(offset, 8).unwrap_or(0),
            0x0a => self.unsigned(offset, 2).unwrap_or(0) as u16 as i16 as u64,
            0x0b => self.relocated_or_zero(offset, 4) as u32 as i32 as u64,
            0x0c => self.relocated_or_zero(offset, 8),
            _ => return None,
        };
        match encoding & 0x70 {
            0x00 => Some(value),
            0x10 => Some(value.wrapping_add(pc)),
            _ => {
                *offset = old;
                None
            }
        }
    }
}

/// LLVM's `decodeULEB128`: the value and the bytes it took.
pub(super) fn decode_uleb(bytes: &[u8]) -> Result<(u64, u64), &'static str> {
    let (mut value, mut shift) = (0u64, 0u32);
    for (i, &byte) in bytes.iter().enumerate() {
        let slice = u64::from(byte & 0x7f);
        if shift >= 63
            && ((shift == 63 && (slice << 63 >> 63) != slice) || (shift > 63 && slice != 0))
        {
            return Err("uleb128 too big for uint64");
        }
        if shift < 64 {
            value = value.wrapping_add(slice << shift);
        }
        shift += 7;
        if byte < 0x80 {
            return Ok((value, i as u64 + 1));
        }
    }
    Err("malformed uleb128, extends past end")
}

/// LLVM's `decodeSLEB128`.
pub(super) fn decode_sleb(bytes: &[u8]) -> Result<(i64, u64), &'static str> {
    let (mut value, mut shift) = (0i64, 0u32);
    for (i, &byte) in bytes.iter().enumerate() {
        let slice = u64::from(byte & 0x7f);
        if shift >= 63
            && ((shift == 63 && slice != 0 && slice != 0x7f)
                || (shift > 63 && slice != if value < 0 { 0x7f } else { 0 }))
        {
            return Err("sleb128 too big for int64");
        }
        if shift < 64 {
            value |= (slice << shift) as i64;
        }
        shift += 7;
        if byte < 0x80 {
            if shift < 64 && byte & 0x40 != 0 {
                value |= -1i64 << shift;
            }
            return Ok((value, i as u64 + 1));
        }
    }
    Err("malformed sleb128, extends past end")
}

/// A CIE or an FDE.
struct Entry {
    offset: u64,
    length: u64,
    dwarf64: bool,
    kind: EntryKind,
    program: Program,
}

enum EntryKind {
    Cie(Cie),
    Fde(Fde),
}

struct Cie {
    version: u8,
    augmentation: Vec<u8>,
    address_size: u8,
    segment_size: u8,
    code_align: u64,
    data_align: i64,
    return_register: u64,
    augmentation_data: Vec<u8>,
    fde_encoding: u8,
    lsda_encoding: u8,
    personality: Option<u64>,
}

struct Fde {
    cie_pointer: u64,
    /// The entry index of its CIE, if one is at the offset it names.
    cie: Option<usize>,
    initial_location: u64,
    address_range: u64,
    lsda: Option<u64>,
}

/// A call frame instruction: its opcode, operands, and its expression if it has one.
struct Instruction {
    opcode: u8,
    operands: Vec<u64>,
    expression: Option<Expression>,
}

/// An entry's instructions and the factors they are read with.
struct Program {
    code_align: u64,
    data_align: i64,
    instructions: Vec<Instruction>,
}

/// LLVM's `DWARFDebugFrame::parse`: every entry, or the first error (then LLVM prints none).
fn parse(mut data: Extractor<'_>, is_eh: bool, section_address: u64) -> Result<Vec<Entry>, String> {
    let mut entries: Vec<Entry> = Vec::new();
    let mut cies: BTreeMap<u64, usize> = BTreeMap::new();
    let mut offset = 0u64;
    while offset < data.bytes.len() as u64 {
        let start = offset;
        let (length, dwarf64) = initial_length(&data, &mut offset);
        if length == 0 {
            // A terminator (or a length LLVM cannot read): the last entry.
            cies.insert(start, entries.len());
            entries.push(Entry {
                offset: start,
                length: 0,
                dwarf64,
                kind: EntryKind::Cie(Cie {
                    version: 0,
                    augmentation: Vec::new(),
                    address_size: 0,
                    segment_size: 0,
                    code_align: 0,
                    data_align: 0,
                    return_register: 0,
                    augmentation_data: Vec::new(),
                    fde_encoding: 0,
                    lsda_encoding: 0,
                    personality: None,
                }),
                program: Program {
                    code_align: 0,
                    data_align: 0,
                    instructions: Vec::new(),
                },
            });
            break;
        }
        let structure_start = offset;
        let end = offset.wrapping_add(length);
        let id_width = if dwarf64 && !is_eh { 8 } else { 4 };
        let id = data.relocated(&mut offset, id_width)?;
        let cie_id = match (is_eh, dwarf64) {
            (true, _) => 0,
            (false, true) => u64::MAX,
            (false, false) => 0xffff_ffff,
        };
        let (kind, code_align, data_align) = if id == cie_id {
            let cie = parse_cie(&mut data, &mut offset, is_eh, start, section_address)?;
            let factors = (cie.code_align, cie.data_align);
            cies.insert(start, entries.len());
            (EntryKind::Cie(cie), factors.0, factors.1)
        } else {
            let key = if is_eh {
                structure_start.wrapping_sub(id)
            } else {
                id
            };
            let cie = cies.get(&key).copied();
            let (mut initial_location, mut address_range, mut lsda) = (0, 0, None);
            if is_eh {
                let Some(EntryKind::Cie(c)) = cie.map(|i| &entries[i].kind) else {
                    return Err(format!(
                        "parsing FDE data at {start:#x} failed due to missing CIE"
                    ));
                };
                let pc = section_address.wrapping_add(offset);
                if let Some(v) = data.encoded_pointer(&mut offset, c.fde_encoding, pc) {
                    initial_location = v;
                }
                if let Some(v) = data.encoded_pointer(&mut offset, c.fde_encoding, 0) {
                    address_range = v;
                }
                if !c.augmentation.is_empty() {
                    let length = data.uleb(&mut offset).unwrap_or(0);
                    let augmentation_end = offset.wrapping_add(length);
                    if c.lsda_encoding != 0xff {
                        let pc = match section_address {
                            0 => 0,
                            a => offset.wrapping_add(a),
                        };
                        lsda = data.encoded_pointer(&mut offset, c.lsda_encoding, pc);
                    }
                    if offset != augmentation_end {
                        return Err(format!("parsing augmentation data at {start:#x} failed"));
                    }
                }
            } else {
                let width = u64::from(data.address_size);
                initial_location = data.relocated_or_zero(&mut offset, width);
                address_range = data.relocated_or_zero(&mut offset, width);
            }
            let (code_align, data_align) = match cie.map(|i| &entries[i].kind) {
                Some(EntryKind::Cie(c)) => (c.code_align, c.data_align),
                _ => (0, 0),
            };
            let fde = Fde {
                cie_pointer: id,
                cie,
                initial_location,
                address_range,
                lsda,
            };
            (EntryKind::Fde(fde), code_align, data_align)
        };
        let instructions = parse_program(&data, &mut offset, end)?;
        if offset != end {
            return Err(format!("parsing entry instructions at {start:#x} failed"));
        }
        entries.push(Entry {
            offset: start,
            length,
            dwarf64,
            kind,
            program: Program {
                code_align,
                data_align,
                instructions,
            },
        });
    }
    Ok(entries)
}

/// LLVM's `getInitialLength` without an error out: (0, DWARF32) and the offset unmoved for
/// a truncated or reserved length.
fn initial_length(data: &Extractor<'_>, offset: &mut u64) -> (u64, bool) {
    let mut at = *offset;
    let Ok(length) = data.relocated(&mut at, 4) else {
        return (0, false);
    };
    if length == 0xffff_ffff {
        return match data.relocated(&mut at, 8) {
            Ok(length) => {
                *offset = at;
                (length, true)
            }
            Err(_) => (0, false),
        };
    }
    if length >= 0xffff_fff0 {
        return (0, false);
    }
    *offset = at;
    (length, false)
}

fn parse_cie(
    data: &mut Extractor<'_>,
    offset: &mut u64,
    is_eh: bool,
    start: u64,
    section_address: u64,
) -> Result<Cie, String> {
    let version = data.u8_or_zero(offset) as u8;
    let augmentation = data.cstr(offset);
    let address_size = match version {
        0..4 => data.address_size,
        _ => data.u8_or_zero(offset) as u8,
    };
    data.address_size = address_size;
    let segment_size = match version {
        0..4 => 0,
        _ => data.u8_or_zero(offset) as u8,
    };
    let code_align = data.uleb(offset).unwrap_or(0);
    let data_align = data.sleb(offset).unwrap_or(0);
    let return_register = match version {
        1 => data.u8_or_zero(offset),
        _ => data.uleb(offset).unwrap_or(0),
    };
    let mut cie = Cie {
        version,
        augmentation,
        address_size,
        segment_size,
        code_align,
        data_align,
        return_register,
        augmentation_data: Vec::new(),
        fde_encoding: 0,
        lsda_encoding: 0xff,
        personality: None,
    };
    if !is_eh {
        return Ok(cie);
    }
    let mut augmentation_span = None;
    for (i, &c) in cie.augmentation.clone().iter().enumerate() {
        match c {
            b'L' => cie.lsda_encoding = data.u8_or_zero(offset) as u8,
            b'P' => {
                if cie.personality.is_some() {
                    return Err(format!("duplicate personality in entry at {start:#x}"));
                }
                let encoding = data.u8_or_zero(offset) as u8;
                let pc = match section_address {
                    0 => 0,
                    a => a.wrapping_add(*offset),
                };
                cie.personality = data.encoded_pointer(offset, encoding, pc);
            }
            b'R' => cie.fde_encoding = data.u8_or_zero(offset) as u8,
            b'S' | b'B' | b'G' => {}
            b'z' => {
                if i != 0 {
                    return Err(format!("'z' must be the first character at {start:#x}"));
                }
                let length = data.uleb(offset).unwrap_or(0);
                augmentation_span = Some((*offset, offset.wrapping_add(length)));
            }
            other => {
                return Err(format!(
                    "unknown augmentation character {} in entry at {start:#x}",
                    String::from_utf8_lossy(&[other])
                ))
            }
        }
    }
    if let Some((from, to)) = augmentation_span {
        if *offset != to {
            return Err(format!("parsing augmentation data at {start:#x} failed"));
        }
        cie.augmentation_data = data.bytes[from as usize..to as usize].to_vec();
    }
    Ok(cie)
}

/// LLVM's `CFIProgram::parse`: the instructions from `offset` while they start before `end`
/// (the last one's operands may run past it: the caller then fails the entry).
fn parse_program(
    data: &Extractor<'_>,
    offset: &mut u64,
    end: u64,
) -> Result<Vec<Instruction>, String> {
    let mut out = Vec::new();
    while *offset < end {
        let opcode = data.relocated(offset, 1)? as u8;
        let mut add = |operands: Vec<u64>| {
            out.push(Instruction {
                opcode,
                operands,
                expression: None,
            })
        };
        let primary = opcode & 0xc0;
        if primary != 0 {
            let low = u64::from(opcode & 0x3f);
            match primary {
                0x80 => {
                    let value = data.uleb(offset)?;
                    out.push(Instruction {
                        opcode: primary,
                        operands: vec![low, value],
                        expression: None,
                    });
                }
                _ => out.push(Instruction {
                    opcode: primary,
                    operands: vec![low],
                    expression: None,
                }),
            }
            continue;
        }
        match opcode {
            0x00 | 0x0a | 0x0b | 0x2d => add(Vec::new()),
            0x01 => {
                let width = u64::from(data.address_size);
                let address = data.relocated(offset, width)?;
                add(vec![address]);
            }
            0x02 => {
                let v = data.relocated(offset, 1)?;
                add(vec![v]);
            }
            0x03 => {
                let v = data.relocated(offset, 2)?;
                add(vec![v]);
            }
            0x04 => {
                let v = data.relocated(offset, 4)?;
                add(vec![v]);
            }
            0x06 | 0x07 | 0x08 | 0x0d | 0x0e | 0x2e => {
                let v = data.uleb(offset)?;
                add(vec![v]);
            }
            0x13 => {
                let v = data.sleb(offset)? as u64;
                add(vec![v]);
            }
            0x30 | 0x31 => {
                let register = data.uleb(offset)?;
                let cfa_offset = match opcode {
                    0x30 => data.uleb(offset)?,
                    _ => data.sleb(offset)? as u64,
                };
                let space = data.uleb(offset)?;
                add(vec![register, cfa_offset, space]);
            }
            0x05 | 0x09 | 0x0c | 0x14 => {
                let a = data.uleb(offset)?;
                let b = data.uleb(offset)?;
                add(vec![a, b]);
            }
            0x11 | 0x12 | 0x15 => {
                let a = data.uleb(offset)?;
                let b = data.sleb(offset)? as u64;
                add(vec![a, b]);
            }
            0x0f => {
                let length = data.uleb(offset)?;
                let expression = expression(data, offset, length)?;
                out.push(Instruction {
                    opcode,
                    operands: vec![0],
                    expression: Some(expression),
                });
            }
            0x10 | 0x16 => {
                let register = data.uleb(offset)?;
                let length = data.uleb(offset)?;
                let expression = expression(data, offset, length)?;
                out.push(Instruction {
                    opcode,
                    operands: vec![register, 0],
                    expression: Some(expression),
                });
            }
            _ => return Err(format!("invalid extended CFI opcode {opcode:#x}")),
        }
    }
    Ok(out)
}

fn expression(data: &Extractor<'_>, offset: &mut u64, length: u64) -> Result<Expression, String> {
    if !data.fits(*offset, length) {
        return Err(end_of_data(data.bytes.len(), *offset, length));
    }
    let at = *offset as usize;
    *offset += length;
    Ok(Expression {
        bytes: data.bytes[at..at + length as usize].to_vec(),
        address_size: data.address_size,
    })
}

/// How LLVM reads and prints each operand of a call frame instruction.
#[derive(Clone, Copy, PartialEq)]
enum OperandType {
    Address,
    Offset,
    FactoredCodeOffset,
    SignedFactDataOffset,
    UnsignedFactDataOffset,
    Register,
    AddressSpace,
    Expression,
}

/// LLVM's operand types per opcode (`CFIProgram::getOperandTypes`).
fn operand_types(opcode: u8) -> &'static [OperandType] {
    use OperandType::*;
    match opcode {
        0x01 => &[Address],
        0x40 | 0x02 | 0x03 | 0x04 | 0x1d => &[FactoredCodeOffset],
        0x0c => &[Register, Offset],
        0x12 => &[Register, SignedFactDataOffset],
        0x0d | 0x07 | 0x08 | 0xc0 | 0x06 => &[Register],
        0x30 => &[Register, Offset, AddressSpace],
        0x31 => &[Register, SignedFactDataOffset, AddressSpace],
        0x0e | 0x2e => &[Offset],
        0x13 => &[SignedFactDataOffset],
        0x0f => &[Expression],
        0x80 | 0x05 | 0x14 => &[Register, UnsignedFactDataOffset],
        0x11 | 0x15 => &[Register, SignedFactDataOffset],
        0x09 => &[Register, Register],
        0x10 | 0x16 => &[Register, Expression],
        _ => &[],
    }
}

/// LLVM's name of a call frame instruction on AMDGPU (0x2d and 0x2e are named only for the
/// architectures that have them).
fn opcode_name(opcode: u8) -> &'static str {
    match opcode {
        0x00 => "DW_CFA_nop",
        0x40 => "DW_CFA_advance_loc",
        0x80 => "DW_CFA_offset",
        0xc0 => "DW_CFA_restore",
        0x01 => "DW_CFA_set_loc",
        0x02 => "DW_CFA_advance_loc1",
        0x03 => "DW_CFA_advance_loc2",
        0x04 => "DW_CFA_advance_loc4",
        0x05 => "DW_CFA_offset_extended",
        0x06 => "DW_CFA_restore_extended",
        0x07 => "DW_CFA_undefined",
        0x08 => "DW_CFA_same_value",
        0x09 => "DW_CFA_register",
        0x0a => "DW_CFA_remember_state",
        0x0b => "DW_CFA_restore_state",
        0x0c => "DW_CFA_def_cfa",
        0x0d => "DW_CFA_def_cfa_register",
        0x0e => "DW_CFA_def_cfa_offset",
        0x0f => "DW_CFA_def_cfa_expression",
        0x10 => "DW_CFA_expression",
        0x11 => "DW_CFA_offset_extended_sf",
        0x12 => "DW_CFA_def_cfa_sf",
        0x13 => "DW_CFA_def_cfa_offset_sf",
        0x14 => "DW_CFA_val_offset",
        0x15 => "DW_CFA_val_offset_sf",
        0x16 => "DW_CFA_val_expression",
        0x1d => "DW_CFA_MIPS_advance_loc8",
        0x2f => "DW_CFA_GNU_negative_offset_extended",
        0x30 => "DW_CFA_LLVM_def_aspace_cfa",
        0x31 => "DW_CFA_LLVM_def_aspace_cfa_sf",
        _ => "",
    }
}

impl Program {
    /// LLVM's `CFIProgram::dump`: one line per instruction; `address` (an FDE's initial
    /// location) is followed through advances and shown after each.
    fn dump(&self, text: &mut Vec<u8>, mut address: Option<u64>) {
        for insn in &self.instructions {
            let _ = write!(text, "  {}:", opcode_name(insn.opcode));
            let types = operand_types(insn.opcode);
            for (i, &operand) in insn.operands.iter().enumerate() {
                let Some(&kind) = types.get(i) else {
                    let which = if i == 0 { "first" } else { "second" };
                    let _ = write!(text, " Unsupported {which} operand to");
                    match opcode_name(insn.opcode) {
                        "" => {
                            let _ = write!(text, " Opcode {:x}", insn.opcode);
                        }
                        name => {
                            let _ = write!(text, " {name}");
                        }
                    }
                    continue;
                };
                self.print_operand(text, insn, kind, operand, &mut address);
            }
            text.push(b'\n');
        }
    }

    fn print_operand(
        &self,
        text: &mut Vec<u8>,
        insn: &Instruction,
        kind: OperandType,
        operand: u64,
        address: &mut Option<u64>,
    ) {
        use OperandType::*;
        let data_align = self.data_align;
        let _ = match kind {
            Address => {
                *address = Some(operand);
                write!(text, " {operand:x}")
            }
            Offset => write!(text, " {:+}", operand as i64),
            FactoredCodeOffset => {
                let r = match self.code_align {
                    0 => write!(text, " {}*code_alignment_factor", operand as i64),
                    align => write!(text, " {}", operand.wrapping_mul(align) as i64),
                };
                if let (Some(a), align @ 1..) = (address.as_mut(), self.code_align) {
                    *a = a.wrapping_add(operand.wrapping_mul(align));
                    let _ = write!(text, " to {:#x}", *a);
                }
                r
            }
            SignedFactDataOffset => match data_align {
                0 => write!(text, " {}*data_alignment_factor", operand as i64),
                _ => write!(text, " {}", (operand as i64).wrapping_mul(data_align)),
            },
            UnsignedFactDataOffset => match data_align {
                0 => write!(text, " {}*data_alignment_factor", operand as i64),
                _ => write!(text, " {}", operand.wrapping_mul(data_align as u64) as i64),
            },
            Register => write!(text, " reg{}", operand as u32),
            AddressSpace => write!(text, " in addrspace{}", operand as i64),
            Expression => {
                text.push(b' ');
                print_expression(text, &insn.expression.clone().unwrap_or_default());
                Ok(())
            }
        };
    }

    /// LLVM's `getOperandAsUnsigned`.
    fn unsigned(&self, insn: &Instruction, index: usize) -> Result<u64, String> {
        let kind = operand_types(insn.opcode).get(index).copied();
        let operand = insn.operands.get(index).copied().unwrap_or(0);
        match kind {
            Some(OperandType::Address | OperandType::Register | OperandType::AddressSpace) => {
                Ok(operand)
            }
            Some(OperandType::FactoredCodeOffset) => match self.code_align {
                0 => Err(format!(
                    "op[{index}] has type OT_FactoredCodeOffset but code alignment is zero"
                )),
                align => Ok(operand.wrapping_mul(align)),
            },
            Some(
                OperandType::Offset
                | OperandType::SignedFactDataOffset
                | OperandType::UnsignedFactDataOffset,
            ) => Err(format!(
                "op[{index}] has OperandType OT_Offset which produces a signed result, call \
                 getOperandAsSigned instead"
            )),
            Some(OperandType::Expression) => Err(format!(
                "op[{index}] has type OT_Expression which has no value"
            )),
            None => Err(format!("op[{index}] has type OT_None which has no value")),
        }
    }

    /// LLVM's `getOperandAsSigned`.
    fn signed(&self, insn: &Instruction, index: usize) -> Result<i64, String> {
        let kind = operand_types(insn.opcode).get(index).copied();
        let operand = insn.operands.get(index).copied().unwrap_or(0);
        match kind {
            Some(OperandType::Offset) => Ok(operand as i64),
            Some(OperandType::FactoredCodeOffset | OperandType::SignedFactDataOffset) => {
                match self.data_align {
                    0 => Err(format!(
                        "op[{index}] has type {} but data alignment is zero",
                        if kind == Some(OperandType::FactoredCodeOffset) {
                            "OT_FactoredCodeOffset"
                        } else {
                            "OT_SignedFactDataOffset"
                        }
                    )),
                    align => Ok((operand as i64).wrapping_mul(align)),
                }
            }
            Some(OperandType::UnsignedFactDataOffset) => match self.data_align {
                0 => Err(format!(
                    "op[{index}] has type OT_UnsignedFactDataOffset but data alignment is zero"
                )),
                align => Ok(operand.wrapping_mul(align as u64) as i64),
            },
            Some(
                kind @ (OperandType::Address | OperandType::Register | OperandType::AddressSpace),
            ) => {
                let name = match kind {
                    OperandType::Address => "OT_Address",
                    OperandType::Register => "OT_Register",
                    _ => "OT_AddressSpace",
                };
                Err(format!(
                    "op[{index}] has OperandType {name} which produces an unsigned result, call \
                     getOperandAsUnsigned instead"
                ))
            }
            Some(OperandType::Expression) => Err(format!(
                "op[{index}] has type OT_Expression which has no value"
            )),
            None => Err(format!("op[{index}] has type OT_None which has no value")),
        }
    }
}

/// Where a register (or the CFA) is, in an unwind row (LLVM's `UnwindLocation`; its offsets
/// are 32-bit).
#[derive(Clone, PartialEq)]
enum Location {
    Unspecified,
    Undefined,
    Same,
    CfaPlus {
        offset: i32,
        deref: bool,
    },
    RegPlus {
        reg: u32,
        offset: i32,
        space: Option<u32>,
        deref: bool,
    },
    Expression {
        expression: Expression,
        deref: bool,
    },
}

impl Location {
    fn dump(&self, text: &mut Vec<u8>) {
        let deref = matches!(
            self,
            Location::CfaPlus { deref: true, .. }
                | Location::RegPlus { deref: true, .. }
                | Location::Expression { deref: true, .. }
        );
        if deref {
            text.push(b'[');
        }
        match self {
            Location::Unspecified => text.extend_from_slice(b"unspecified"),
            Location::Undefined => text.extend_from_slice(b"undefined"),
            Location::Same => text.extend_from_slice(b"same"),
            Location::CfaPlus { offset, .. } => {
                text.extend_from_slice(b"CFA");
                if *offset != 0 {
                    let _ = write!(text, "{offset:+}");
                }
            }
            Location::RegPlus {
                reg, offset, space, ..
            } => {
                let _ = write!(text, "reg{reg}");
                if *offset != 0 || space.is_some() {
                    let _ = write!(text, "{offset:+}");
                    if let Some(space) = space {
                        let _ = write!(text, " in addrspace{space}");
                    }
                }
            }
            Location::Expression { expression, .. } => print_expression(text, expression),
        }
        if deref {
            text.push(b']');
        }
    }
}

/// One row of an unwind table.
#[derive(Clone)]
struct Row {
    address: Option<u64>,
    cfa: Location,
    registers: BTreeMap<u32, Location>,
}

impl Row {
    fn dump(&self, text: &mut Vec<u8>) {
        text.extend_from_slice(b"  ");
        if let Some(address) = self.address {
            let _ = write!(text, "{address:#x}: ");
        }
        text.extend_from_slice(b"CFA=");
        self.cfa.dump(text);
        if !self.registers.is_empty() {
            text.extend_from_slice(b": ");
            for (i, (reg, location)) in self.registers.iter().enumerate() {
                if i > 0 {
                    text.extend_from_slice(b", ");
                }
                let _ = write!(text, "reg{reg}=");
                location.dump(text);
            }
        }
        text.push(b'\n');
    }
}

/// LLVM's `UnwindTable::parseRows`: runs `program` on `row`, pushing a row at each advance.
/// `initial` are the CIE's register rules (`None` while running the CIE itself).
fn run(
    program: &Program,
    row: &mut Row,
    initial: Option<&BTreeMap<u32, Location>>,
    rows: &mut Vec<Row>,
) -> Result<(), String> {
    let mut states: Vec<(Location, BTreeMap<u32, Location>)> = Vec::new();
    for insn in &program.instructions {
        let name = opcode_name(insn.opcode);
        let register = |i| program.unsigned(insn, i).map(|r| r as u32);
        match insn.opcode {
            0x01 => {
                let new = program.unsigned(insn, 0)?;
                let current = row.address.unwrap_or(0);
                if new <= current {
                    return Err(format!(
                        "{name} with adrress {new:#x} which must be greater than the current \
                         row address {current:#x}"
                    ));
                }
                rows.push(row.clone());
                row.address = Some(new);
            }
            0x40 | 0x02 | 0x03 | 0x04 => {
                rows.push(row.clone());
                let delta = program.unsigned(insn, 0)?;
                if let Some(a) = row.address.as_mut() {
                    *a = a.wrapping_add(delta);
                }
            }
            0xc0 | 0x06 => {
                let Some(initial) = initial else {
                    return Err(format!("{name} encountered while parsing a CIE"));
                };
                let reg = register(0)?;
                match initial.get(&reg) {
                    Some(location) => {
                        row.registers.insert(reg, location.clone());
                    }
                    None => {
                        row.registers.remove(&reg);
                    }
                }
            }
            0x80 | 0x05 | 0x11 => {
                let reg = register(0)?;
                let offset = program.signed(insn, 1)?;
                row.registers.insert(
                    reg,
                    Location::CfaPlus {
                        offset: offset as i32,
                        deref: true,
                    },
                );
            }
            0x00 | 0x2e => {}
            0x0a => states.push((row.cfa.clone(), row.registers.clone())),
            0x0b => {
                let Some((cfa, registers)) = states.pop() else {
                    return Err("DW_CFA_restore_state without a matching previous \
                                DW_CFA_remember_state"
                        .into());
                };
                row.cfa = cfa;
                row.registers = registers;
            }
            0x2d => {
                return Err(format!(
                    "DW_CFA opcode {:#x} is not supported for architecture amdgcn",
                    insn.opcode
                ))
            }
            0x07 => {
                row.registers.insert(register(0)?, Location::Undefined);
            }
            0x08 => {
                row.registers.insert(register(0)?, Location::Same);
            }
            0x09 => {
                let reg = register(0)?;
                let other = register(1)?;
                row.registers.insert(
                    reg,
                    Location::RegPlus {
                        reg: other,
                        offset: 0,
                        space: None,
                        deref: false,
                    },
                );
            }
            0x14 | 0x15 => {
                let reg = register(0)?;
                let offset = program.signed(insn, 1)?;
                row.registers.insert(
                    reg,
                    Location::CfaPlus {
                        offset: offset as i32,
                        deref: false,
                    },
                );
            }
            0x10 | 0x16 => {
                let reg = register(0)?;
                row.registers.insert(
                    reg,
                    Location::Expression {
                        expression: insn.expression.clone().unwrap_or_default(),
                        deref: insn.opcode == 0x10,
                    },
                );
            }
            0x0d => {
                let reg = register(0)?;
                match &mut row.cfa {
                    Location::RegPlus { reg: r, .. } => *r = reg,
                    cfa => {
                        *cfa = Location::RegPlus {
                            reg,
                            offset: 0,
                            space: None,
                            deref: false,
                        }
                    }
                }
            }
            0x0e | 0x13 => {
                let offset = program.signed(insn, 0)?;
                match &mut row.cfa {
                    Location::RegPlus { offset: o, .. } => *o = offset as i32,
                    _ => return Err(format!("{name} found when CFA rule was not RegPlusOffset")),
                }
            }
            0x0c | 0x12 => {
                let reg = register(0)?;
                let offset = program.signed(insn, 1)?;
                row.cfa = Location::RegPlus {
                    reg,
                    offset: offset as i32,
                    space: None,
                    deref: false,
                };
            }
            0x30 | 0x31 => {
                let reg = register(0)?;
                let offset = program.signed(insn, 1)?;
                let space = program.unsigned(insn, 2)? as u32;
                row.cfa = Location::RegPlus {
                    reg,
                    offset: offset as i32,
                    space: Some(space),
                    deref: false,
                };
            }
            0x0f => {
                row.cfa = Location::Expression {
                    expression: insn.expression.clone().unwrap_or_default(),
                    deref: false,
                };
            }
            _ => {}
        }
    }
    Ok(())
}

impl Entry {
    /// LLVM's `CIE::dump` and `FDE::dump`; the rows' errors go to `complaints`, each with
    /// the length of `text` when it arose.
    fn dump(
        &self,
        entries: &[Entry],
        is_eh: bool,
        text: &mut Vec<u8>,
        complaints: &mut Vec<(usize, String)>,
    ) {
        let width = if self.dwarf64 { 16 } else { 8 };
        let id_width = if self.dwarf64 && !is_eh { 16 } else { 8 };
        match &self.kind {
            EntryKind::Cie(cie) => {
                if is_eh && self.length == 0 {
                    let _ = writeln!(text, "{:08x} ZERO terminator", self.offset);
                    return;
                }
                let id = match (is_eh, self.dwarf64) {
                    (true, _) => 0,
                    (false, true) => u64::MAX,
                    (false, false) => 0xffff_ffff,
                };
                let _ = writeln!(
                    text,
                    "{:08x} {:0width$x} {id:0id_width$x} CIE",
                    self.offset, self.length
                );
                let _ = writeln!(
                    text,
                    "  Format:                {}",
                    format_name(self.dwarf64)
                );
                if is_eh && cie.version != 1 {
                    text.extend_from_slice(b"WARNING: unsupported CIE version\n");
                }
                let _ = writeln!(text, "  Version:               {}", cie.version);
                text.extend_from_slice(b"  Augmentation:          \"");
                text.extend_from_slice(&cie.augmentation);
                text.extend_from_slice(b"\"\n");
                if cie.version >= 4 {
                    let _ = writeln!(text, "  Address size:          {}", cie.address_size);
                    let _ = writeln!(text, "  Segment desc size:     {}", cie.segment_size);
                }
                let _ = writeln!(text, "  Code alignment factor: {}", cie.code_align as u32);
                let _ = writeln!(text, "  Data alignment factor: {}", cie.data_align as i32);
                let _ = writeln!(
                    text,
                    "  Return address column: {}",
                    cie.return_register as i32
                );
                if let Some(personality) = cie.personality {
                    let _ = writeln!(text, "  Personality Address: {personality:016x}");
                }
                if !cie.augmentation_data.is_empty() {
                    text.extend_from_slice(b"  Augmentation data:    ");
                    for b in &cie.augmentation_data {
                        let _ = write!(text, " {b:02X}");
                    }
                    text.push(b'\n');
                }
                text.push(b'\n');
                self.program.dump(text, None);
                text.push(b'\n');
                if !self.program.instructions.is_empty() {
                    let mut row = Row {
                        address: None,
                        cfa: Location::Unspecified,
                        registers: BTreeMap::new(),
                    };
                    let mut rows = Vec::new();
                    match run(&self.program, &mut row, None, &mut rows) {
                        Ok(()) => {
                            if !row.registers.is_empty() || row.cfa != Location::Unspecified {
                                rows.push(row);
                            }
                            rows.iter().for_each(|r| r.dump(text));
                        }
                        Err(e) => {
                            let at = text.len();
                            complaints
                                .push((at, "decoding the CIE opcodes into rows failed".into()));
                            complaints.push((at, e));
                        }
                    }
                }
                text.push(b'\n');
            }
            EntryKind::Fde(fde) => {
                let _ = write!(
                    text,
                    "{:08x} {:0width$x} {:0id_width$x} FDE cie=",
                    self.offset, self.length, fde.cie_pointer
                );
                match fde.cie {
                    Some(i) => {
                        let _ = write!(text, "{:08x}", entries[i].offset);
                    }
                    None => text.extend_from_slice(b"<invalid offset>"),
                }
                let _ = writeln!(
                    text,
                    " pc={:08x}...{:08x}",
                    fde.initial_location,
                    fde.initial_location.wrapping_add(fde.address_range)
                );
                let _ = writeln!(text, "  Format:       {}", format_name(self.dwarf64));
                if let Some(lsda) = fde.lsda {
                    let _ = writeln!(text, "  LSDA Address: {lsda:016x}");
                }
                self.program.dump(text, Some(fde.initial_location));
                text.push(b'\n');
                match self.rows(entries, fde) {
                    Ok(rows) => rows.iter().for_each(|r| r.dump(text)),
                    Err(e) => {
                        let at = text.len();
                        complaints.push((at, "decoding the FDE opcodes into rows failed".into()));
                        complaints.push((at, e));
                    }
                }
                text.push(b'\n');
            }
        }
    }

    /// LLVM's `UnwindTable::create` for an FDE: its CIE's instructions, then its own.
    fn rows(&self, entries: &[Entry], fde: &Fde) -> Result<Vec<Row>, String> {
        let Some(cie) = fde.cie.map(|i| &entries[i]) else {
            return Err(format!(
                "unable to get CIE for FDE at offset {:#x}",
                self.offset
            ));
        };
        if cie.program.instructions.is_empty() && self.program.instructions.is_empty() {
            return Ok(Vec::new());
        }
        let mut row = Row {
            address: Some(fde.initial_location),
            cfa: Location::Unspecified,
            registers: BTreeMap::new(),
        };
        let mut rows = Vec::new();
        run(&cie.program, &mut row, None, &mut rows)?;
        let initial = row.registers.clone();
        run(&self.program, &mut row, Some(&initial), &mut rows)?;
        if !row.registers.is_empty() || row.cfa != Location::Unspecified {
            rows.push(row);
        }
        Ok(rows)
    }
}

fn format_name(dwarf64: bool) -> &'static str {
    if dwarf64 {
        "DWARF64"
    } else {
        "DWARF32"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leb128_as_llvm_decodes_it() {
        assert_eq!(decode_uleb(&[0xe5, 0x8e, 0x26]), Ok((624_485, 3)));
        assert_eq!(
            decode_uleb(&[0x80]),
            Err("malformed uleb128, extends past end")
        );
        // Zero bits past 64 are read; others are too big.
        let mut long = vec![0xff; 9];
        long.extend([0x81, 0x00]);
        assert_eq!(decode_uleb(&long), Ok((u64::MAX, 11)));
        let mut big = vec![0xff; 9];
        big.push(0x02);
        assert_eq!(decode_uleb(&big), Err("uleb128 too big for uint64"));
        assert_eq!(decode_sleb(&[0x7f]), Ok((-1, 1)));
        assert_eq!(decode_sleb(&[0x80, 0x7f]), Ok((-128, 2)));
        assert_eq!(
            decode_sleb(&[0xc0]),
            Err("malformed sleb128, extends past end")
        );
    }

    /// A `.debug_frame` of one CIE and one FDE.
    fn section(cie_program: &[u8], fde_program: &[u8]) -> Vec<u8> {
        let mut cie = vec![0xff, 0xff, 0xff, 0xff, 4, 0, 8, 0, 4, 4, 16];
        cie.extend(cie_program);
        let mut out = (cie.len() as u32).to_le_bytes().to_vec();
        out.extend(cie);
        let mut fde = 0u32.to_le_bytes().to_vec();
        fde.extend(0x100u64.to_le_bytes());
        fde.extend(0x40u64.to_le_bytes());
        fde.extend(fde_program);
        out.extend((fde.len() as u32).to_le_bytes());
        out.extend(fde);
        out
    }

    fn dump(bytes: &[u8]) -> (String, Vec<(usize, String)>) {
        let relocs = HashMap::new();
        let data = Extractor {
            bytes,
            relocs: &relocs,
            address_size: 8,
        };
        let mut text = Vec::new();
        let mut complaints = Vec::new();
        let entries = parse(data, false, 0).map_err(|e| vec![e]).unwrap();
        for entry in &entries {
            entry.dump(&entries, false, &mut text, &mut complaints);
        }
        (String::from_utf8(text).unwrap(), complaints)
    }

    #[test]
    fn rows_remember_the_cfa_and_the_registers() {
        // def_cfa r32+0; advance 1; remember; def_cfa r33+8; offset r5; advance 1; restore;
        // advance 1.
        let (text, complaints) = dump(&section(
            &[],
            &[
                0x0c, 32, 0, 0x41, 0x0a, 0x0c, 33, 8, 0x85, 2, 0x41, 0x0b, 0x41,
            ],
        ));
        assert!(complaints.is_empty(), "{complaints:?}");
        assert!(
            text.contains(
                "  0x100: CFA=reg32\n  0x104: CFA=reg33+8: reg5=[CFA+8]\n  0x108: CFA=reg32\n  \
                 0x10c: CFA=reg32\n"
            ),
            "{text}"
        );
    }

    #[test]
    fn rows_that_cannot_be_made_are_complaints_and_the_rest_prints() {
        let (text, complaints) = dump(&section(&[0xc5], &[0x0e, 8]));
        // Each after its entry's instructions, where LLVM writes it.
        let fde = text.find(" FDE cie=").expect(&text);
        assert!(
            complaints[0].0 < fde && complaints[2].0 > fde,
            "{complaints:?}"
        );
        assert!(
            text[..complaints[0].0].ends_with("  DW_CFA_restore: reg5\n\n"),
            "{text}"
        );
        let messages: Vec<&str> = complaints.iter().map(|(_, m)| m.as_str()).collect();
        assert_eq!(
            messages,
            [
                "decoding the CIE opcodes into rows failed",
                "DW_CFA_restore encountered while parsing a CIE",
                "decoding the FDE opcodes into rows failed",
                "DW_CFA_restore encountered while parsing a CIE",
            ]
        );
        assert!(text.contains("  DW_CFA_def_cfa_offset: +8\n"), "{text}");
    }

    #[test]
    fn an_entry_that_runs_past_its_end_fails_the_section() {
        let mut bytes = section(&[], &[0x0c, 0x80]);
        let relocs = HashMap::new();
        let data = Extractor {
            bytes: &bytes,
            relocs: &relocs,
            address_size: 8,
        };
        assert_eq!(
            parse(data, false, 0).err().as_deref(),
            Some(
                "unable to decode LEB128 at offset 0x00000028: malformed uleb128, extends past end"
            )
        );
        bytes.truncate(bytes.len() - 2);
        bytes.extend([0x2f, 0x00]);
        let data = Extractor {
            bytes: &bytes,
            relocs: &relocs,
            address_size: 8,
        };
        assert_eq!(
            parse(data, false, 0).err().as_deref(),
            Some("invalid extended CFI opcode 0x2f")
        );
    }
}
