//! `gcn-isa objdump`: code objects, bundles and HIP host binaries, printed as
//! `llvm-objdump -d` (LLVM 19) prints code objects.

mod container;
mod elf;
mod kd;
#[cfg(test)]
mod mutations;

use crate::escape::escape_bytes;
use gcn_isa::Generation;
use std::io::Write;
use std::path::Path;

/// What `objdump` prints.
#[derive(Debug, Default)]
pub struct Options {
    /// `--mcpu`: overrides the processor the ELF header names.
    pub mcpu: Option<Generation>,
    /// `-D`: every section with contents, not only executable ones.
    pub disassemble_all: bool,
    /// `--symbolize-operands`.
    pub symbolize_operands: bool,
    /// Print the address before a symbol's name (off with `--no-leading-addr`).
    pub leading_addr: bool,
    /// `--disassemble-symbols=`: only these symbols (all when empty).
    pub symbols: Vec<Vec<u8>>,
    /// `--format json`.
    pub json: bool,
    /// `-j`/`--section`: only these sections (all when empty).
    pub sections: Vec<Vec<u8>>,
}

impl Options {
    fn selects(&self, name: &[u8]) -> bool {
        self.symbols.is_empty() || self.symbols.iter().any(|s| s == name)
    }
}

/// How a file went.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Printed.
    Done,
    /// Not printed: the message says why (file and where).
    Failed(String),
}

/// Prints every code object in `path`. Errors name the file (as given, escaped) and, for
/// containers, the code object.
pub fn file(path: &Path, opts: &Options, out: &mut dyn Write) -> std::io::Result<Outcome> {
    let name = crate::escape::escape_os(path.as_os_str());
    let fail = |m: String| Ok(Outcome::Failed(format!("'{name}': {m}")));
    let map = match std::fs::File::open(path).and_then(|f| map_file(&f)) {
        Ok(m) => m,
        Err(e) => return fail(format!("cannot read: {e}")),
    };
    // The header names the file exactly as llvm-objdump does: as given on the command line.
    let shown = path.to_string_lossy();
    let found = match objects(&name, &shown, &map, opts, out)? {
        Ok(found) => found,
        Err(message) => return Ok(Outcome::Failed(message)),
    };
    // As llvm-objdump: a warning (not an error) per requested symbol the file lacks.
    for (wanted, found) in opts.symbols.iter().zip(&found) {
        if !found {
            eprintln!(
                "gcn-isa: warning: '{name}': failed to disassemble missing symbol {}",
                escape_bytes(wanted)
            );
        }
    }
    Ok(Outcome::Done)
}

/// Prints the code objects in `data`, the bytes of the file `name` (escaped; `shown` is the
/// name as llvm-objdump prints it in headers). Which of `opts.symbols` were found, or why
/// the file (or one of its code objects) cannot be printed.
fn objects(
    name: &str,
    shown: &str,
    data: &[u8],
    opts: &Options,
    out: &mut dyn Write,
) -> std::io::Result<Result<Vec<bool>, String>> {
    let objects = match container::code_objects(data) {
        Ok(o) => o,
        Err(e) => return Ok(Err(format!("'{name}': {e}"))),
    };
    let mut found = vec![false; opts.symbols.len()];
    for object in &objects {
        let label = object.label.as_deref();
        let where_ = |m: &dyn std::fmt::Display| match label {
            Some(l) => format!("'{name}' ({}): {m}", escape_bytes(l.as_bytes())),
            None => format!("'{name}': {m}"),
        };
        let gen = match elf::generation(&object.bytes, opts.mcpu) {
            Ok(g) => g,
            Err(e) => return Ok(Err(where_(&e))),
        };
        let target = elf::Target {
            file: shown,
            object: label,
        };
        match elf::disassemble(&target, &object.bytes, gen, opts, &mut found, out) {
            Ok(()) => {}
            Err(elf::ObjectError::Output(e)) => return Err(e),
            Err(e) => return Ok(Err(where_(&e))),
        }
    }
    Ok(Ok(found))
}

/// The file's bytes, memory-mapped: a large file is paged in as it is read, not copied.
fn map_file(file: &std::fs::File) -> std::io::Result<Mapped> {
    let len = file.metadata()?.len();
    if len == 0 {
        // Mapping an empty file fails on some systems; there is nothing to map.
        return Ok(Mapped::Empty);
    }
    // SAFETY: the map is only read. If another process truncates the file while we read
    // it, the OS may deliver SIGBUS; llvm-objdump and every mmap-based reader share that
    // risk, and the speed of reading large binaries in place is the point of this tool.
    let map = unsafe { memmap2::Mmap::map(file)? };
    Ok(Mapped::Map(map))
}

enum Mapped {
    Empty,
    Map(memmap2::Mmap),
}

impl std::ops::Deref for Mapped {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Mapped::Empty => &[],
            Mapped::Map(m) => m,
        }
    }
}
