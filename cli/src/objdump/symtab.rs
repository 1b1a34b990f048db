//! `-t` and `-T`: the symbol table and the dynamic one, as llvm-objdump 19 prints an ELF
//! file's (`SYMBOL TABLE:`, `DYNAMIC SYMBOL TABLE:`).

use super::elf::ObjectError;
use super::Options;
use object::elf;
use object::elf::FileHeader64;
use object::read::elf::{ElfFile64, FileHeader as _, Sym as _, SymbolTable};
use object::LittleEndian as LE;
use std::io::Write;

/// `st_type` 10: `STT_GNU_IFUNC`, which llvm-objdump marks `i` whatever the machine (an
/// AMDGPU code object v2 kernel's `STT_AMDGPU_HSA_KERNEL` has the same value).
const STT_GNU_IFUNC: u8 = 10;

/// Which symbol table to print.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Table {
    /// `.symtab` (`-t`).
    Static,
    /// `.dynsym` (`-T`): its entries are marked `D`.
    Dynamic,
}

/// Every entry of the table but the first, in table order, whose address lies in the
/// address window (both ends included): address, flags, section, size (a common symbol's
/// alignment), visibility and name. A file without the table prints its heading only.
pub fn print(
    file: &ElfFile64<'_, LE>,
    which: Table,
    opts: &Options,
    out: &mut dyn Write,
) -> Result<(), ObjectError> {
    let data = file.data();
    let table = file.elf_section_table();
    let malformed = |what: String| ObjectError::Malformed(format!("symbol table: {what}"));
    let (section_type, heading): (_, &[u8]) = match which {
        Table::Static => (elf::SHT_SYMTAB, b"\nSYMBOL TABLE:\n"),
        Table::Dynamic => (elf::SHT_DYNSYM, b"\nDYNAMIC SYMBOL TABLE:\n"),
    };
    let symbols = table
        .symbols(LE, data, section_type)
        .map_err(|e| malformed(e.to_string()))?;
    let relocatable = file.elf_header().e_type(LE) == elf::ET_REL;
    let versions = match which {
        Table::Dynamic => symbol_versions(file, &symbols),
        Table::Static => None,
    };
    let mut text = heading.to_vec();
    for (index, sym) in symbols.iter().enumerate().skip(1) {
        let shndx = sym.st_shndx(LE);
        let kind = sym.st_type();
        let binding = sym.st_bind();
        let (absolute, common, undefined) = (
            shndx == elf::SHN_ABS,
            shndx == elf::SHN_COMMON,
            shndx == elf::SHN_UNDEF,
        );
        let section = match (
            absolute || common || undefined,
            symbols.symbol_section(LE, sym, object::SymbolIndex(index)),
        ) {
            (false, Ok(Some(i))) => table.section(i).ok(),
            _ => None,
        };
        let value = sym.st_value(LE);
        let size = sym.st_size(LE);
        // A common symbol's "address" is its size and its size column its alignment.
        // --adjust-vma moves a symbol of an allocated section, before the address window
        // is applied, as llvm-objdump has it.
        let address = match (common, section) {
            (true, _) => size,
            (false, section) => super::elf::symbol_address(value, section, relocatable)
                .wrapping_add(section.map_or(0, |h| super::elf::shown_offset(h, opts))),
        };
        if !opts.lists(address) {
            continue;
        }
        let weak = binding == elf::STB_WEAK;
        let in_section = section.is_some() || absolute;
        let glob_loc = match binding {
            _ if weak || !in_section => ' ',
            elf::STB_GNU_UNIQUE => 'u',
            elf::STB_LOCAL => 'l',
            _ => 'g',
        };
        let file_func = match kind {
            elf::STT_FILE => 'f',
            elf::STT_FUNC => 'F',
            elf::STT_OBJECT | elf::STT_COMMON => 'O',
            _ => ' ',
        };
        let flags = [
            glob_loc,
            if weak { 'w' } else { ' ' },
            ' ',
            ' ',
            if kind.0 == STT_GNU_IFUNC { 'i' } else { ' ' },
            match (which, kind) {
                (Table::Dynamic, _) => 'D',
                (_, elf::STT_SECTION) => 'd',
                _ => ' ',
            },
            file_func,
        ];
        let section_name: Vec<u8> = if absolute {
            b"*ABS*".to_vec()
        } else if common {
            b"*COM*".to_vec()
        } else {
            match section {
                Some(h) => table.section_name(LE, h).unwrap_or_default().to_vec(),
                None => b"*UND*".to_vec(),
            }
        };
        let mut name = sym
            .name(LE, symbols.strings())
            .map_err(|_| malformed(format!("symbol {index}'s name is not in its string table")))?
            .to_vec();
        // A section symbol is named after its section, whatever name it has (llvm-objdump
        // prints a "debug" symbol by its section's name: a legacy HSA code object's
        // `__hsa_section.hsatext` prints as `.hsatext`).
        if kind == elf::STT_SECTION {
            if let Some(h) = section {
                name = table.section_name(LE, h).unwrap_or_default().to_vec();
            }
        }
        text.extend_from_slice(format!("{address:016x} ").as_bytes());
        text.extend(flags.iter().map(|&c| c as u8));
        text.push(b' ');
        text.extend_from_slice(&section_name);
        let column = if common { value } else { size };
        text.extend_from_slice(format!("\t{column:016x}").as_bytes());
        if let Some(versions) = &versions {
            let version = versions.get(index).map_or(&[][..], Vec::as_slice);
            text.push(b' ');
            text.extend_from_slice(version);
            text.resize(text.len() + 12usize.saturating_sub(version.len()), b' ');
        }
        // The whole `st_other` byte, as llvm-objdump compares it.
        match sym.st_other.0 {
            0 => {}
            1 => text.extend_from_slice(b" .internal"),
            2 => text.extend_from_slice(b" .hidden"),
            3 => text.extend_from_slice(b" .protected"),
            other => text.extend_from_slice(format!(" 0x{other:02x}").as_bytes()),
        }
        text.push(b' ');
        text.extend_from_slice(&opts.shown_name(&name));
        text.push(b'\n');
    }
    out.write_all(&text).map_err(ObjectError::Output)
}

/// The version column of `-T`, per symbol index: ` NAME` for a defined symbol's default
/// version, `(NAME)` for any other, nothing for an unversioned symbol. `None` when the
/// file has no `.gnu.version` or it cannot be read (llvm-objdump then prints no column).
fn symbol_versions(
    file: &ElfFile64<'_, LE>,
    symbols: &SymbolTable<'_, FileHeader64<LE>>,
) -> Option<Vec<Vec<u8>>> {
    let versions = file.elf_section_table().versions(LE, file.data()).ok()??;
    let mut column = vec![Vec::new(); symbols.len()];
    for (index, sym) in symbols.iter().enumerate().skip(1) {
        let versym = versions.version_index(LE, object::SymbolIndex(index));
        let Some(version) = versions.version(versym.index()).ok()? else {
            continue; // local or global: unversioned
        };
        // Only a version the file defines can be a defined symbol's default (`@@`) one.
        let defined_here = version.file().is_none();
        let default = defined_here && sym.st_shndx(LE) != elf::SHN_UNDEF && !versym.is_hidden();
        column[index] = match default {
            true => [b" ", version.name()].concat(),
            false => [b"(", version.name(), b")"].concat(),
        };
    }
    Some(column)
}
