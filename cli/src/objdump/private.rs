//! `-p`: the program headers, the dynamic section and the symbol version sections, as
//! llvm-objdump 19 prints them for an ELF file; and the virtual-address lookup `-R` shares.

use super::elf::ObjectError;
use object::elf;
use object::read::elf::{ElfFile64, ProgramHeader as _, SectionHeader as _};
use object::LittleEndian as LE;
use std::io::Write;

/// `-p`: the program headers, the dynamic section and the symbol version sections.
pub fn print(file: &ElfFile64<'_, LE>, out: &mut dyn Write) -> Result<(), ObjectError> {
    let mut text = b"\nProgram Header:\n".to_vec();
    for p in file.elf_program_headers() {
        let kind = match p.p_type(LE) {
            elf::PT_DYNAMIC => " DYNAMIC ",
            elf::PT_GNU_EH_FRAME => "EH_FRAME ",
            elf::PT_GNU_RELRO => "   RELRO ",
            elf::PT_GNU_PROPERTY => "PROPERTY ",
            elf::PT_GNU_STACK => "   STACK ",
            elf::PT_INTERP => "  INTERP ",
            elf::PT_LOAD => "    LOAD ",
            elf::PT_NOTE => "    NOTE ",
            elf::PT_PHDR => "    PHDR ",
            elf::PT_TLS => "    TLS ",
            _ => " UNKNOWN ",
        };
        let flags = p.p_flags(LE);
        let flag = |bit: elf::ProgramFlags, c: char| if flags.contains(bit) { c } else { '-' };
        text.extend_from_slice(
            format!(
                "{kind}off    0x{:016x} vaddr 0x{:016x} paddr 0x{:016x} align 2**{}\n         \
                 filesz 0x{:016x} memsz 0x{:016x} flags {}{}{}\n",
                p.p_offset(LE),
                p.p_vaddr(LE),
                p.p_paddr(LE),
                p.p_align(LE).trailing_zeros(),
                p.p_filesz(LE),
                p.p_memsz(LE),
                flag(elf::PF_R, 'r'),
                flag(elf::PF_W, 'w'),
                flag(elf::PF_X, 'x'),
            )
            .as_bytes(),
        );
    }
    print_dynamic_section(file, &mut text)?;
    print_versions(file, &mut text)?;
    out.write_all(&text).map_err(ObjectError::Output)
}

/// Dynamic tags the code asks for by name (object's `DynamicTag` values, as the `u64`s
/// a 64-bit dynamic entry holds).
const fn tag(t: elf::DynamicTag) -> u64 {
    t.0 as u64
}
pub const DT_NULL: u64 = tag(elf::DT_NULL);
pub const DT_RELA: u64 = tag(elf::DT_RELA);
pub const DT_REL: u64 = tag(elf::DT_REL);
pub const DT_JMPREL: u64 = tag(elf::DT_JMPREL);
const DT_STRTAB: u64 = tag(elf::DT_STRTAB);
/// The tags whose value is an offset into the dynamic string table (a library or path).
const STRING_TAGS: [u64; 6] = [
    tag(elf::DT_NEEDED),
    tag(elf::DT_RPATH),
    tag(elf::DT_RUNPATH),
    tag(elf::DT_SONAME),
    tag(elf::DT_AUXILIARY),
    tag(elf::DT_FILTER),
];

/// The (tag, value) pairs of a 64-bit dynamic section's bytes.
pub fn dynamic_words(bytes: &[u8]) -> impl Iterator<Item = (u64, u64)> + '_ {
    let word = |b: &[u8]| u64::from_le_bytes(b.try_into().unwrap_or_default());
    bytes
        .chunks_exact(16)
        .map(move |e| (word(&e[..8]), word(&e[8..])))
}

/// The name LLVM gives a dynamic tag (its generic tags: AMDGPU has no processor-specific
/// ones).
fn dynamic_tag_name(tag: u64) -> String {
    let name = match tag {
        0 => "NULL",
        1 => "NEEDED",
        2 => "PLTRELSZ",
        3 => "PLTGOT",
        4 => "HASH",
        5 => "STRTAB",
        6 => "SYMTAB",
        7 => "RELA",
        8 => "RELASZ",
        9 => "RELAENT",
        10 => "STRSZ",
        11 => "SYMENT",
        12 => "INIT",
        13 => "FINI",
        14 => "SONAME",
        15 => "RPATH",
        16 => "SYMBOLIC",
        17 => "REL",
        18 => "RELSZ",
        19 => "RELENT",
        20 => "PLTREL",
        21 => "DEBUG",
        22 => "TEXTREL",
        23 => "JMPREL",
        24 => "BIND_NOW",
        25 => "INIT_ARRAY",
        26 => "FINI_ARRAY",
        27 => "INIT_ARRAYSZ",
        28 => "FINI_ARRAYSZ",
        29 => "RUNPATH",
        30 => "FLAGS",
        32 => "PREINIT_ARRAY",
        33 => "PREINIT_ARRAYSZ",
        34 => "SYMTAB_SHNDX",
        35 => "RELRSZ",
        36 => "RELR",
        37 => "RELRENT",
        0x6000_000f => "ANDROID_REL",
        0x6000_0010 => "ANDROID_RELSZ",
        0x6000_0011 => "ANDROID_RELA",
        0x6000_0012 => "ANDROID_RELASZ",
        0x6fff_e000 => "ANDROID_RELR",
        0x6fff_e001 => "ANDROID_RELRSZ",
        0x6fff_e003 => "ANDROID_RELRENT",
        0x6fff_fef5 => "GNU_HASH",
        0x6fff_fef6 => "TLSDESC_PLT",
        0x6fff_fef7 => "TLSDESC_GOT",
        0x6fff_fff9 => "RELACOUNT",
        0x6fff_fffa => "RELCOUNT",
        0x6fff_fffb => "FLAGS_1",
        0x6fff_fff0 => "VERSYM",
        0x6fff_fffc => "VERDEF",
        0x6fff_fffd => "VERDEFNUM",
        0x6fff_fffe => "VERNEED",
        0x6fff_ffff => "VERNEEDNUM",
        0x7fff_fffd => "AUXILIARY",
        0x7fff_fffe => "USED",
        0x7fff_ffff => "FILTER",
        _ => return format!("<unknown:>0x{tag:x}"),
    };
    name.to_owned()
}

/// The file offset of virtual address `address`, through the `PT_LOAD` segment that maps
/// it (the last of those starting at or below it, as LLVM looks it up).
pub fn file_offset(file: &ElfFile64<'_, LE>, address: u64) -> Option<u64> {
    let segment = file
        .elf_program_headers()
        .iter()
        .filter(|p| p.p_type(LE) == elf::PT_LOAD && p.p_vaddr(LE) <= address)
        .max_by_key(|p| p.p_vaddr(LE))?;
    let delta = address - segment.p_vaddr(LE);
    if delta >= segment.p_filesz(LE) {
        return None;
    }
    segment.p_offset(LE).checked_add(delta)
}

/// The bytes at virtual address `address` on, read through the segment that maps it.
fn mapped<'a>(file: &ElfFile64<'a, LE>, address: u64) -> Option<&'a [u8]> {
    let offset = file_offset(file, address)?;
    file.data().get(usize::try_from(offset).ok()?..)
}

/// The NUL-terminated string at the start of `bytes` (all of it if there is no NUL).
fn c_string(bytes: &[u8]) -> &[u8] {
    bytes.split(|&b| b == 0).next().unwrap_or_default()
}

/// The dynamic section's entries (from `PT_DYNAMIC`, else the `SHT_DYNAMIC` section), each
/// as (tag, value).
fn dynamic_entries(file: &ElfFile64<'_, LE>) -> Result<Vec<(u64, u64)>, ObjectError> {
    let malformed =
        || ObjectError::Malformed("the dynamic section runs past the end of the file".into());
    let data = file.data();
    let range = match file
        .elf_program_headers()
        .iter()
        .find(|p| p.p_type(LE) == elf::PT_DYNAMIC)
    {
        Some(p) => Some((p.p_offset(LE), p.p_filesz(LE))),
        None => file
            .elf_section_table()
            .iter()
            .find(|h| h.sh_type(LE) == elf::SHT_DYNAMIC)
            .map(|h| (h.sh_offset(LE), h.sh_size(LE))),
    };
    let Some((offset, size)) = range else {
        return Ok(Vec::new());
    };
    let start = usize::try_from(offset).map_err(|_| malformed())?;
    let end = start
        .checked_add(usize::try_from(size).map_err(|_| malformed())?)
        .ok_or_else(malformed)?;
    let bytes = data.get(start..end).ok_or_else(malformed)?;
    Ok(dynamic_words(bytes).collect())
}

/// `Dynamic Section:`: each entry but the `NULL`s, its tag's name padded to the longest;
/// the entries that name a library or path print that string.
fn print_dynamic_section(file: &ElfFile64<'_, LE>, text: &mut Vec<u8>) -> Result<(), ObjectError> {
    let entries = dynamic_entries(file)?;
    let width = entries
        .iter()
        .map(|&(tag, _)| dynamic_tag_name(tag).len())
        .max()
        .unwrap_or(0);
    // The dynamic string table: DT_STRTAB's address, else the `.dynsym` section's strings.
    let strings = entries
        .iter()
        .find(|&&(tag, _)| tag == DT_STRTAB)
        .and_then(|&(_, address)| mapped(file, address))
        .or_else(|| {
            let table = file.elf_section_table();
            let dynsym = table.iter().find(|h| h.sh_type(LE) == elf::SHT_DYNSYM)?;
            let link = table
                .section(object::SectionIndex(dynsym.sh_link(LE) as usize))
                .ok()?;
            link.data(LE, file.data()).ok()
        });
    text.extend_from_slice(b"\nDynamic Section:\n");
    for (tag, value) in entries {
        if tag == DT_NULL {
            continue;
        }
        let name = dynamic_tag_name(tag);
        text.extend_from_slice(format!("  {name:<width$} ").as_bytes());
        let named = STRING_TAGS.contains(&tag);
        let string = strings.and_then(|s| s.get(usize::try_from(value).ok()?..));
        match (named, string) {
            (true, Some(s)) => text.extend_from_slice(c_string(s)),
            _ => text.extend_from_slice(format!("0x{value:016x}").as_bytes()),
        }
        text.push(b'\n');
    }
    Ok(())
}

/// `Version References:` and `Version definitions:`, for each `SHT_GNU_verneed` and
/// `SHT_GNU_verdef` section in order.
fn print_versions(file: &ElfFile64<'_, LE>, text: &mut Vec<u8>) -> Result<(), ObjectError> {
    let table = file.elf_section_table();
    let data = file.data();
    for header in table.iter() {
        let kind = header.sh_type(LE);
        if kind != elf::SHT_GNU_VERNEED && kind != elf::SHT_GNU_VERDEF {
            continue;
        }
        let bytes = header
            .data(LE, data)
            .map_err(|_| version_error("the section runs past the end of the file"))?;
        let strings = table
            .section(object::SectionIndex(header.sh_link(LE) as usize))
            .and_then(|h| h.data(LE, data))
            .map_err(|_| version_error("its string table (sh_link) cannot be read"))?;
        let section = VersionSection { bytes, strings };
        match kind == elf::SHT_GNU_VERNEED {
            true => section.print_needs(header.sh_info(LE), text)?,
            false => section.print_definitions(header.sh_info(LE), text)?,
        }
    }
    Ok(())
}

fn version_error(what: &str) -> ObjectError {
    ObjectError::Malformed(format!("symbol versions: {what}"))
}

/// A symbol version section's bytes and the strings its entries name, read with every
/// offset checked.
struct VersionSection<'a> {
    bytes: &'a [u8],
    strings: &'a [u8],
}

impl VersionSection<'_> {
    fn u16_at(&self, at: usize) -> Result<u16, ObjectError> {
        self.bytes
            .get(at..at + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
            .ok_or_else(Self::truncated)
    }

    fn u32_at(&self, at: usize) -> Result<u32, ObjectError> {
        self.bytes
            .get(at..at + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .ok_or_else(Self::truncated)
    }

    /// `at` moved on by an entry's offset to the next one.
    fn step(at: usize, by: u32) -> Result<usize, ObjectError> {
        at.checked_add(by as usize).ok_or_else(Self::truncated)
    }

    fn truncated() -> ObjectError {
        version_error("an entry runs past the end of its section")
    }

    fn string(&self, at: u32) -> &[u8] {
        c_string(self.strings.get(at as usize..).unwrap_or_default())
    }

    /// `Version References:`: per needed file (`sh_info` of them), its versions.
    fn print_needs(&self, count: u32, text: &mut Vec<u8>) -> Result<(), ObjectError> {
        text.extend_from_slice(b"\nVersion References:\n");
        let mut at = 0usize;
        for _ in 0..count {
            // Elf64_Verneed: version, count, file, aux offset, next offset.
            let needs = self.u16_at(at + 2)?;
            let file_name = self.u32_at(at + 4)?;
            let aux = self.u32_at(at + 8)?;
            let next = self.u32_at(at + 12)?;
            text.extend_from_slice(b"  required from ");
            text.extend_from_slice(self.string(file_name));
            text.extend_from_slice(b":\n");
            let mut a = Self::step(at, aux)?;
            for _ in 0..needs {
                // Elf64_Vernaux: hash, flags, other, name, next offset.
                let hash = self.u32_at(a)?;
                let flags = self.u16_at(a + 4)?;
                let other = self.u16_at(a + 6)?;
                let name = self.u32_at(a + 8)?;
                text.extend_from_slice(
                    format!("    0x{hash:08x} 0x{flags:02x} {other:02} ").as_bytes(),
                );
                text.extend_from_slice(self.string(name));
                text.push(b'\n');
                a = Self::step(a, self.u32_at(a + 12)?)?;
            }
            if next == 0 {
                break;
            }
            at = Self::step(at, next)?;
        }
        Ok(())
    }

    /// `Version definitions:`: each definition (index, flags, hash) with its names, the
    /// index as wide as `sh_info`'s digits and further names indented under the first.
    fn print_definitions(&self, count: u32, text: &mut Vec<u8>) -> Result<(), ObjectError> {
        text.extend_from_slice(b"\nVersion definitions:\n");
        let width = count.to_string().len();
        let (mut at, mut index) = (0usize, 1u32);
        loop {
            // Elf64_Verdef: version, flags, index, count, hash, aux offset, next offset.
            let flags = self.u16_at(at + 2)?;
            let hash = self.u32_at(at + 8)?;
            let aux = self.u32_at(at + 12)?;
            let next = self.u32_at(at + 16)?;
            text.extend_from_slice(
                format!("{index:>width$} 0x{flags:02x} 0x{hash:08x} ").as_bytes(),
            );
            index += 1;
            let mut a = Self::step(at, aux)?;
            let mut first = true;
            loop {
                // Elf64_Verdaux: name, next offset.
                let name = self.u32_at(a)?;
                let next_name = self.u32_at(a + 4)?;
                if !first {
                    text.resize(text.len() + width + 17, b' ');
                }
                first = false;
                text.extend_from_slice(self.string(name));
                text.push(b'\n');
                if next_name == 0 {
                    break;
                }
                a = Self::step(a, next_name)?;
            }
            if next == 0 {
                return Ok(());
            }
            at = Self::step(at, next)?;
        }
    }
}
