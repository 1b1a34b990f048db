//! Reading input files: memory-mapped where they are regular files, so that a large file is
//! paged in as it is read rather than copied into memory first.

use std::io::Read as _;
use std::path::Path;

/// A file's bytes: mapped, or read (standard input, pipes, devices).
pub enum Mapped {
    Empty,
    Map(memmap2::Mmap),
    Read(Vec<u8>),
}

impl std::ops::Deref for Mapped {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Mapped::Empty => &[],
            Mapped::Map(m) => m,
            Mapped::Read(v) => v,
        }
    }
}

/// The file's bytes, memory-mapped: a large file is paged in as it is read, not copied.
pub fn map_file(file: &std::fs::File) -> std::io::Result<Mapped> {
    map_of_len(file, file.metadata()?.len())
}

/// [`map_file`] of a file whose length the caller has read already.
fn map_of_len(file: &std::fs::File, len: u64) -> std::io::Result<Mapped> {
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

/// The bytes at `path`: mapped if it is a regular file, else read to its end (a pipe, a
/// process substitution's `/dev/fd/N` or a device such as `/dev/stdin` cannot be mapped,
/// and their length is not known before they are read).
pub fn read_path(path: &Path) -> std::io::Result<Mapped> {
    let mut file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_file() {
        return map_of_len(&file, meta.len());
    }
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes)?;
    Ok(Mapped::Read(bytes))
}

/// Whether `path` names standard input: `-`, as for llvm-objdump and llvm-mc.
pub fn is_stdin(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// Standard input, read to its end.
pub fn read_stdin() -> std::io::Result<Mapped> {
    let mut bytes = Vec::new();
    std::io::stdin().lock().read_to_end(&mut bytes)?;
    Ok(Mapped::Read(bytes))
}
