//! Relocations as llvm-objdump 19 prints them: `-r` alone, a table per relocated section
//! (`RELOCATION RECORDS FOR [.text]:`); with disassembly (`-d -r`), one line after each
//! instruction whose bytes a relocation patches.

use super::elf::ObjectError;
use super::private;
use super::Options;
use object::elf;
use object::read::elf::{ElfFile64, Rel as _, Rela as _, SectionHeader as _, Sym as _};
use object::LittleEndian as LE;
use std::io::Write;

/// One relocation of a section.
pub struct Reloc {
    /// From the section's start (as the entry gives it).
    pub offset: u64,
    /// `R_AMDGPU_…`, or `Unknown`.
    pub kind: &'static str,
    /// The symbol (a section symbol by its section's name, `*ABS*` for none) and a nonzero
    /// addend as `+0x…`/`-0x…`.
    pub value: String,
    /// `--adjust-vma`: what moves the relocation's line, the offset of its symbol's
    /// section (as llvm-objdump has it, whatever section the relocation patches).
    pub shown_offset: u64,
}

/// LLVM's name of an AMDGPU relocation type (`llvm/BinaryFormat/ELFRelocs/AMDGPU.def`).
pub(super) fn type_name(kind: u32) -> &'static str {
    match kind {
        0 => "R_AMDGPU_NONE",
        1 => "R_AMDGPU_ABS32_LO",
        2 => "R_AMDGPU_ABS32_HI",
        3 => "R_AMDGPU_ABS64",
        4 => "R_AMDGPU_REL32",
        5 => "R_AMDGPU_REL64",
        6 => "R_AMDGPU_ABS32",
        7 => "R_AMDGPU_GOTPCREL",
        8 => "R_AMDGPU_GOTPCREL32_LO",
        9 => "R_AMDGPU_GOTPCREL32_HI",
        10 => "R_AMDGPU_REL32_LO",
        11 => "R_AMDGPU_REL32_HI",
        13 => "R_AMDGPU_RELATIVE64",
        14 => "R_AMDGPU_REL16",
        _ => "Unknown",
    }
}

/// (offset, symbol index, type, addend) of each entry of a relocation section (`SHT_RELA`,
/// or `SHT_REL` whose entries add nothing), in its order; `None` if they run past the end
/// of the file.
pub(super) fn raw_entries(
    data: &[u8],
    section: &elf::SectionHeader64<LE>,
) -> Option<Vec<(u64, u32, u32, i64)>> {
    Some(match section.sh_type(LE) {
        elf::SHT_RELA => section
            .rela(LE, data)
            .ok()?
            .map_or_else(Vec::new, |(list, _)| {
                list.iter()
                    .map(|r| {
                        (
                            r.r_offset(LE),
                            r.r_sym(LE, false),
                            r.r_type(LE, false).0,
                            r.r_addend(LE),
                        )
                    })
                    .collect()
            }),
        _ => section
            .rel(LE, data)
            .ok()?
            .map_or_else(Vec::new, |(list, _)| {
                list.iter()
                    .map(|r| (r.r_offset(LE), r.r_sym(LE), r.r_type(LE).0, 0))
                    .collect()
            }),
    })
}

/// The relocations of one relocation section (`SHT_REL` or `SHT_RELA`), in its order.
fn entries(
    file: &ElfFile64<'_, LE>,
    section: &elf::SectionHeader64<LE>,
    opts: &Options,
) -> Result<Vec<Reloc>, ObjectError> {
    let data = file.data();
    let table = file.elf_section_table();
    let name = || {
        table
            .section_name(LE, section)
            .map(|n| String::from_utf8_lossy(n).into_owned())
            .unwrap_or_default()
    };
    let malformed =
        |what: &str| ObjectError::Malformed(format!("relocation section {}: {what}", name()));
    let raw = raw_entries(data, section)
        .ok_or_else(|| malformed("entries run past the end of the file"))?;
    let symbols = match raw.iter().any(|&(_, sym, _, _)| sym != 0) {
        true => Some(
            table
                .symbol_table_by_index(LE, data, object::SectionIndex(section.sh_link(LE) as usize))
                .map_err(|_| malformed("its symbol table (sh_link) is not one"))?,
        ),
        false => None,
    };
    let mut out = Vec::with_capacity(raw.len());
    for (offset, sym, kind, addend) in raw {
        let mut shown_offset = 0;
        let mut value = match (sym, &symbols) {
            (0, _) | (_, None) => "*ABS*".to_owned(),
            (index, Some(symbols)) => {
                let index = object::SymbolIndex(index as usize);
                let s = symbols
                    .symbol(index)
                    .map_err(|_| malformed(&format!("symbol {} is not in its table", index.0)))?;
                shown_offset = symbols
                    .symbol_section(LE, s, index)
                    .ok()
                    .flatten()
                    .and_then(|i| table.section(i).ok())
                    .map_or(0, |h| super::elf::shown_offset(h, opts));
                // A section symbol by its section's name; others demangled with -C.
                let bytes = if s.st_type() == elf::STT_SECTION {
                    std::borrow::Cow::Borrowed(
                        symbols
                            .symbol_section(LE, s, index)
                            .ok()
                            .flatten()
                            .and_then(|i| table.section(i).ok())
                            .and_then(|h| table.section_name(LE, h).ok())
                            .unwrap_or_default(),
                    )
                } else {
                    opts.shown_name(s.name(LE, symbols.strings()).map_err(|_| {
                        malformed(&format!("symbol {}'s name is not in its table", index.0))
                    })?)
                };
                String::from_utf8_lossy(&bytes).into_owned()
            }
        };
        if addend != 0 {
            let sign = if addend < 0 { '-' } else { '+' };
            value.push_str(&format!("{sign}0x{:x}", addend.unsigned_abs()));
        }
        out.push(Reloc {
            offset,
            kind: type_name(kind),
            value,
            shown_offset,
        });
    }
    Ok(out)
}

fn is_relocation_section(header: &elf::SectionHeader64<LE>) -> bool {
    matches!(header.sh_type(LE), elf::SHT_REL | elf::SHT_RELA)
}

/// The relocations that patch section `index`, for `-d -r`: those of every relocation
/// section whose `sh_info` names it, in section-table order, then stably by offset.
pub fn of_section(
    file: &ElfFile64<'_, LE>,
    index: usize,
    opts: &Options,
) -> Result<Vec<Reloc>, ObjectError> {
    let mut all = Vec::new();
    for header in file.elf_section_table().iter() {
        if is_relocation_section(header) && header.sh_info(LE) as usize == index {
            all.extend(entries(file, header, opts)?);
        }
    }
    all.sort_by_key(|r| r.offset);
    Ok(all)
}

/// `-r` without disassembly: per relocated section, the entries of its relocation sections
/// that are not loaded (`SHF_ALLOC`: a linked object's dynamic relocations are `-R`'s), in
/// their order, within the address window (its stop address included, as llvm-objdump has
/// it). With `-j`, only relocation sections so named.
pub fn print_records(
    file: &ElfFile64<'_, LE>,
    opts: &Options,
    out: &mut dyn Write,
) -> Result<(), ObjectError> {
    let table = file.elf_section_table();
    // The relocated sections in order of first appearance, each with its relocation sections.
    let mut groups: Vec<(usize, Vec<&elf::SectionHeader64<LE>>)> = Vec::new();
    for header in table.iter() {
        if !is_relocation_section(header)
            || header.sh_flags(LE).0 & elf::SHF_ALLOC.0 != 0
            || header.sh_size(LE) == 0
        {
            continue;
        }
        if !opts.sections.is_empty() {
            let name = table.section_name(LE, header).unwrap_or_default();
            if !opts.sections.iter().any(|s| s == name) {
                continue;
            }
        }
        let target = header.sh_info(LE) as usize;
        match groups.iter_mut().find(|(t, _)| *t == target) {
            Some((_, list)) => list.push(header),
            None => groups.push((target, vec![header])),
        }
    }
    let io = ObjectError::Output;
    for (target, list) in groups {
        let name = table
            .section(object::SectionIndex(target))
            .ok()
            .and_then(|h| table.section_name(LE, h).ok())
            .unwrap_or_default();
        let mut text = Vec::new();
        text.extend_from_slice(b"\nRELOCATION RECORDS FOR [");
        text.extend_from_slice(name);
        text.extend_from_slice(b"]:\n");
        text.extend_from_slice(RECORDS_HEADING);
        for header in list {
            for r in entries(file, header, opts)? {
                if opts.lists(r.offset) {
                    push_record(&mut text, &r);
                }
            }
        }
        out.write_all(&text).map_err(io)?;
    }
    Ok(())
}

/// The column heads of the `-r` and `-R` tables.
const RECORDS_HEADING: &[u8] = b"OFFSET           TYPE                     VALUE\n";

/// One line of the `-r` and `-R` tables: offset, type, value.
fn push_record(text: &mut Vec<u8>, r: &Reloc) {
    text.extend_from_slice(format!("{:016x} {:<24} {}\n", r.offset, r.kind, r.value).as_bytes());
}

/// `-d -r`: the line after an instruction for one relocation at `address`.
pub fn push_inline(text: &mut Vec<u8>, r: &Reloc, address: u64, leading_addr: bool) {
    text.extend_from_slice(b"\t\t");
    if leading_addr {
        text.extend_from_slice(&crate::format::hex16_lower(address));
        text.extend_from_slice(b":  ");
    }
    text.extend_from_slice(r.kind.as_bytes());
    text.push(b'\t');
    text.extend_from_slice(r.value.as_bytes());
    text.push(b'\n');
}

/// `-R`: the relocations of the sections the dynamic section names (`DT_REL`, `DT_RELA`,
/// `DT_JMPREL`, found by their file offsets, in section-table order) as `DYNAMIC
/// RELOCATION RECORDS`; nothing more when it names none. A file without a dynamic section
/// is an error that ends the run, as llvm-objdump has it.
pub fn print_dynamic(
    file: &ElfFile64<'_, LE>,
    opts: &Options,
    out: &mut dyn Write,
) -> Result<(), ObjectError> {
    let table = file.elf_section_table();
    let dynamic: Vec<_> = table
        .iter()
        .filter(|h| h.sh_type(LE) == elf::SHT_DYNAMIC)
        .collect();
    if dynamic.is_empty() {
        return Err(ObjectError::Fatal("not a dynamic object".into()));
    }
    // The file offsets of the tables the dynamic entries point at (a set: a crafted file
    // may repeat an entry many times).
    let mut offsets = std::collections::BTreeSet::new();
    for section in dynamic {
        let Ok(bytes) = section.data(LE, file.data()) else {
            continue;
        };
        for (tag, value) in private::dynamic_words(bytes) {
            match tag {
                private::DT_NULL => break,
                private::DT_RELA | private::DT_REL | private::DT_JMPREL => {
                    offsets.extend(private::file_offset(file, value))
                }
                _ => {}
            }
        }
    }
    let tables: Vec<_> = table
        .iter()
        .filter(|h| offsets.contains(&h.sh_offset(LE)))
        .collect();
    if tables.is_empty() {
        return Ok(());
    }
    let mut text = b"\nDYNAMIC RELOCATION RECORDS\n".to_vec();
    text.extend_from_slice(RECORDS_HEADING);
    for header in tables {
        for r in entries(file, header, opts)? {
            push_record(&mut text, &r);
        }
    }
    out.write_all(&text).map_err(ObjectError::Output)
}
