//! `--fault-map-section`: the `.llvm_faultmaps` section (implicit null checks' fault
//! handlers, as LLVM's `FaultMaps` writes them) printed as llvm-objdump 19 prints it, after
//! everything else of a code object. AMDGPU code has none; llvm-objdump then says
//! `<not found>`.

use super::elf::ObjectError;
use super::Options;
use object::read::elf::{ElfFile64, SectionHeader as _};
use object::LittleEndian as LE;
use std::fmt::Write as _;

/// The table for the ELF file `data`: `FaultMap table:` and `<not found>` or the map. The
/// first section so named among those `-j` lets through is read, as llvm-objdump reads it.
pub fn print(data: &[u8], opts: &Options) -> Result<String, ObjectError> {
    let file = ElfFile64::<LE>::parse(data)
        .map_err(|e| ObjectError::Malformed(format!("malformed ELF: {e}")))?;
    let table = file.elf_section_table();
    let found = table.iter().find(|header| {
        table.section_name(LE, header).is_ok_and(|name| {
            name == b".llvm_faultmaps"
                && (opts.sections.is_empty() || opts.sections.iter().any(|s| s == name))
        })
    });
    let mut text = String::from("FaultMap table:\n");
    let Some(header) = found else {
        text.push_str("<not found>\n");
        return Ok(text);
    };
    let bytes = header.data(LE, data).map_err(|_| {
        ObjectError::Malformed(".llvm_faultmaps: its contents run past the end of the file".into())
    })?;
    describe(bytes, &mut text).map_err(ObjectError::Malformed)?;
    Ok(text)
}

/// Appends LLVM's text for the fault map `bytes` (version 1: a header, then per function
/// its address and faulting instructions). LLVM reads past the section's end when a count
/// says more than it holds; here that is an error saying where.
fn describe(bytes: &[u8], text: &mut String) -> Result<(), String> {
    let read = |at: usize, size: usize| -> Result<u64, String> {
        let field = bytes.get(at..at + size).ok_or_else(|| {
            format!(
                ".llvm_faultmaps: truncated: {size} bytes wanted at offset {at:#x}, the \
                 section has {:#x}",
                bytes.len()
            )
        })?;
        Ok(field
            .iter()
            .rev()
            .fold(0u64, |value, &b| value << 8 | u64::from(b)))
    };
    const FUNCTION_HEADER: usize = 16;
    const FAULT: usize = 12;
    let version = read(0, 1)?;
    let functions = read(4, 4)?;
    let _ = writeln!(text, "Version: {}", format_hex(version, 2));
    let _ = writeln!(text, "NumFunctions: {functions}");
    let mut at = 8;
    for _ in 0..functions {
        let address = read(at, 8)?;
        let faults = read(at + 8, 4)?;
        let _ = writeln!(
            text,
            "FunctionAddress: {}, NumFaultingPCs: {faults}",
            format_hex(address, 8)
        );
        for k in 0..faults as usize {
            let fault = at + FUNCTION_HEADER + FAULT * k;
            let kind = match read(fault, 4)? {
                1 => "FaultingLoad",
                2 => "FaultingLoadStore",
                3 => "FaultingStore",
                other => {
                    return Err(format!(
                        ".llvm_faultmaps: fault kind {other} at offset {fault:#x} is none of \
                         LLVM's (1 to 3)"
                    ))
                }
            };
            let faulting = read(fault + 4, 4)?;
            let handler = read(fault + 8, 4)?;
            let _ = writeln!(
                text,
                "Fault kind: {kind}, faulting PC offset: {faulting}, handling PC offset: \
                 {handler}"
            );
        }
        at += FUNCTION_HEADER + FAULT * faults as usize;
    }
    Ok(())
}

/// LLVM's `format_hex(value, width)`: `0x` and the digits, zero-padded to `width`
/// characters in all.
fn format_hex(value: u64, width: usize) -> String {
    format!("{value:#0width$x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fault_map_prints_as_llvm_prints_it() {
        let mut map = vec![1, 0, 0, 0, 2, 0, 0, 0];
        // A function at 0x1234 with two faulting PCs, then one at 0 with none.
        map.extend_from_slice(&0x1234u64.to_le_bytes());
        map.extend_from_slice(&[2, 0, 0, 0, 0, 0, 0, 0]);
        for fault in [[1u32, 8, 16], [3, 24, 32]] {
            for v in fault {
                map.extend_from_slice(&v.to_le_bytes());
            }
        }
        map.extend_from_slice(&[0; 16]);
        let mut text = String::new();
        describe(&map, &mut text).unwrap();
        assert_eq!(
            text,
            "Version: 0x1\nNumFunctions: 2\n\
             FunctionAddress: 0x001234, NumFaultingPCs: 2\n\
             Fault kind: FaultingLoad, faulting PC offset: 8, handling PC offset: 16\n\
             Fault kind: FaultingStore, faulting PC offset: 24, handling PC offset: 32\n\
             FunctionAddress: 0x000000, NumFaultingPCs: 0\n"
        );
    }

    #[test]
    fn a_short_or_odd_map_is_an_error() {
        let mut text = String::new();
        let short = describe(&[1, 0, 0, 0, 1, 0, 0, 0], &mut text).unwrap_err();
        assert!(
            short.contains("truncated: 8 bytes wanted at offset 0x8"),
            "{short}"
        );
        let mut odd = vec![1, 0, 0, 0, 1, 0, 0, 0];
        odd.extend_from_slice(&[0; 8]);
        odd.extend_from_slice(&[1, 0, 0, 0, 0, 0, 0, 0]);
        odd.extend_from_slice(&[9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
        let kind = describe(&odd, &mut String::new()).unwrap_err();
        assert!(kind.contains("fault kind 9"), "{kind}");
    }
}
