//! `-f` (architecture and start address), `-h` (the section table, `Sections:`) and `-s`
//! (each section's bytes, `Contents of section`), as llvm-objdump 19 prints them for an
//! ELF file.

use super::elf::ObjectError;
use super::Options;
use object::elf;
use object::read::elf::{ElfFile64, FileHeader as _, ProgramHeader as _, SectionHeader as _};
use object::LittleEndian as LE;
use std::io::Write;

type Header = elf::SectionHeader64<LE>;

/// The sections `-j` lets through, each with its index in the section table (which counts
/// every section, shown or not), the null section at index 0 included.
fn shown_sections<'a>(
    file: &'a ElfFile64<'_, LE>,
    opts: &'a Options,
) -> impl Iterator<Item = Result<(usize, &'a [u8], &'a Header), ObjectError>> + 'a {
    let table = file.elf_section_table();
    table.iter().enumerate().filter_map(move |(index, header)| {
        match table.section_name(LE, header) {
            Ok(name) if opts.sections.is_empty() || opts.sections.iter().any(|s| s == name) => {
                Some(Ok((index, name, header)))
            }
            Ok(_) => None,
            // As llvm-objdump: without -j a name that cannot be read is an error; with it,
            // such a section is simply not one of those asked for.
            Err(_) if !opts.sections.is_empty() => None,
            Err(_) => Some(Err(ObjectError::Malformed(format!(
                "section {index}: its name is not in the section name table"
            )))),
        }
    })
}

/// A section's load address: its address moved as the `PT_LOAD` segment holding it is
/// moved between `p_vaddr` and `p_paddr` (its address when no segment holds it).
fn load_address(file: &ElfFile64<'_, LE>, header: &Header) -> u64 {
    let address = header.sh_addr(LE);
    file.elf_program_headers()
        .iter()
        .find(|p| {
            let start = p.p_vaddr(LE);
            p.p_type(LE) == elf::PT_LOAD
                && start <= address
                && start.wrapping_add(p.p_memsz(LE)) > address
        })
        .map_or(address, |p| {
            address
                .wrapping_sub(p.p_vaddr(LE))
                .wrapping_add(p.p_paddr(LE))
        })
}

/// A section LLVM calls BSS: no file contents (`NOBITS`), loaded or executable.
fn is_bss(header: &Header) -> bool {
    let flags = header.sh_flags(LE).0;
    header.sh_type(LE) == elf::SHT_NOBITS && flags & (elf::SHF_ALLOC.0 | elf::SHF_EXECINSTR.0) != 0
}

/// The `Type` column: what LLVM's object library says the section holds.
fn kinds(name: &[u8], header: &Header) -> String {
    let flags = header.sh_flags(LE).0;
    let kind = header.sh_type(LE);
    let alloc = flags & elf::SHF_ALLOC.0 != 0;
    let exec = flags & elf::SHF_EXECINSTR.0 != 0;
    let debug =
        name.starts_with(b".debug") || name.starts_with(b".zdebug") || name == b".gdb_index";
    let found = [
        (exec, "TEXT"),
        (kind == elf::SHT_PROGBITS && alloc && !exec, "DATA"),
        (is_bss(header), "BSS"),
        (debug, "DEBUG"),
    ];
    let names: Vec<&str> = found
        .iter()
        .filter(|(is, _)| *is)
        .map(|&(_, n)| n)
        .collect();
    names.join(", ")
}

/// `-h`: `Sections:`, then per section its index, name, size, address (and load address,
/// when one differs from its address) and kind.
pub fn print_headers(
    file: &ElfFile64<'_, LE>,
    opts: &Options,
    out: &mut dyn Write,
) -> Result<(), ObjectError> {
    let sections = shown_sections(file, opts).collect::<Result<Vec<_>, _>>()?;
    // Names are padded to the longest, and at least 13 wide.
    let width = sections
        .iter()
        .map(|(_, n, _)| n.len())
        .fold(13, usize::max);
    let show_load = opts.show_lma
        || sections
            .iter()
            .any(|(_, _, h)| load_address(file, h) != h.sh_addr(LE));
    let mut text = b"\nSections:\n".to_vec();
    let pad = |text: &mut Vec<u8>, name: &[u8]| {
        text.extend_from_slice(name);
        text.resize(text.len() + width.saturating_sub(name.len()), b' ');
    };
    text.extend_from_slice(b"Idx ");
    pad(&mut text, b"Name");
    text.extend_from_slice(b" Size     VMA              ");
    if show_load {
        text.extend_from_slice(b"LMA              ");
    }
    text.extend_from_slice(b"Type\n");
    for (index, name, header) in sections {
        text.extend_from_slice(format!("{index:3} ").as_bytes());
        pad(&mut text, name);
        let size = header.sh_size(LE);
        let address = header
            .sh_addr(LE)
            .wrapping_add(super::elf::shown_offset(header, opts));
        text.extend_from_slice(format!(" {size:08x} {address:016x} ").as_bytes());
        if show_load {
            let load = load_address(file, header);
            text.extend_from_slice(format!("{load:016x} ").as_bytes());
        }
        text.extend_from_slice(kinds(name, header).as_bytes());
        text.push(b'\n');
    }
    out.write_all(&text).map_err(ObjectError::Output)
}

/// `-s`: every section with a size, as `Contents of section NAME:` and lines of 16 bytes
/// (address, the bytes in hex in groups of four, the printable ones as text); a section
/// that occupies no file space (`.bss`) is only named.
pub fn print_contents(
    file: &ElfFile64<'_, LE>,
    opts: &Options,
    out: &mut dyn Write,
) -> Result<(), ObjectError> {
    let data = file.data();
    for shown in shown_sections(file, opts) {
        let (_, name, header) = shown?;
        let size = header.sh_size(LE);
        if size == 0 {
            continue;
        }
        let mut text = b"Contents of section ".to_vec();
        text.extend_from_slice(name);
        text.extend_from_slice(b":\n");
        let address = header.sh_addr(LE);
        if is_bss(header) {
            let end = address.wrapping_add(size);
            let line =
                format!("<skipping contents of bss section at [{address:04x}, {end:04x})>\n");
            text.extend_from_slice(line.as_bytes());
            out.write_all(&text).map_err(ObjectError::Output)?;
            continue;
        }
        let bytes = header.data(LE, data).map_err(|_| {
            ObjectError::Malformed(format!(
                "section {}: its contents run past the end of the file",
                String::from_utf8_lossy(name)
            ))
        })?;
        for (k, chunk) in bytes.chunks(16).enumerate() {
            let at = address.wrapping_add(16 * k as u64);
            text.extend_from_slice(format!(" {at:04x} ").as_bytes());
            for i in 0..16 {
                if i != 0 && i % 4 == 0 {
                    text.push(b' ');
                }
                match chunk.get(i) {
                    Some(&b) => crate::format::push_lower_hex_byte(&mut text, b),
                    None => text.extend_from_slice(b"  "),
                }
            }
            text.extend_from_slice(b"  ");
            text.extend(chunk.iter().map(|&b| match b {
                0x20..=0x7e => b,
                _ => b'.',
            }));
            text.push(b'\n');
        }
        out.write_all(&text).map_err(ObjectError::Output)?;
    }
    Ok(())
}

/// `-f`: the architecture and the entry address, under the file header line.
pub fn print_file_header(file: &ElfFile64<'_, LE>, out: &mut dyn Write) -> Result<(), ObjectError> {
    let entry = file.elf_header().e_entry(LE);
    let architecture = super::machine::llvm_architecture(super::machine::machine(file));
    let text = format!("architecture: {architecture}\nstart address: 0x{entry:016x}\n");
    out.write_all(text.as_bytes()).map_err(ObjectError::Output)
}
