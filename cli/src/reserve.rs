//! Disk space reserved ahead of a listing written to a regular file.
//!
//! Each page of text written to a file whose blocks are not allocated yet costs the kernel
//! an allocation of its own (ext4's delayed allocation, at write time and again at
//! writeback); blocks reserved beforehand with `fallocate` take that off the write path. A
//! 179 MB listing (`scripts/objdump_bench.py --source kernels`, ext4) took 0.077 s to a file
//! without a reservation and 0.061 s with one (medians of 20 alternated runs), against about
//! 0.05 s to `/dev/null` (docs/PERFORMANCE.md). The blocks are reserved past the end of the
//! file, so its size stays that of the text written, in steps as large as what has been
//! written so far; when the writer is dropped, the blocks left over past the end are given
//! back. Only on ext4, where it was measured: on tmpfs a reservation is pages of memory
//! cleared ahead of the text, which made the same listing slower (0.187 → 0.210 s, medians
//! of 15 alternated runs on `/dev/shm`).

use std::fs::File;
use std::io::{self, Write};

/// Nothing is reserved until this much has been written: a short listing gains nothing.
const FIRST: u64 = 1 << 20;

/// The most reserved ahead at once: what a run stopped by a signal leaves allocated past
/// the end of its file.
const MOST: u64 = 64 << 20;

/// `out`, whose text goes to `file`, with the blocks for the text reserved ahead of it.
pub struct Reserving<W: Write> {
    out: W,
    /// The file the text goes to, while reserving works on it.
    file: Option<File>,
    /// Bytes written through `out`.
    written: u64,
    /// `written` when the last reservation runs out; 0 until one is made.
    reserved_to: u64,
}

impl<W: Write> Reserving<W> {
    /// `out` writing to `file` (the same open file, or a duplicate of its descriptor);
    /// `None`: nothing is reserved.
    pub fn new(out: W, file: Option<File>) -> Self {
        Reserving {
            out,
            file,
            written: 0,
            reserved_to: 0,
        }
    }

    /// Whether blocks were reserved (what is left of them is given back when done).
    fn reserved_any(&self) -> bool {
        self.reserved_to > 0
    }

    /// Standard output, reserved ahead when it is a regular file.
    pub fn stdout(out: W) -> Self {
        Self::new(out, stdout_file())
    }

    /// Reserves room for at least `need` more bytes from the file's current position. A
    /// file that cannot have blocks reserved (a file system without `fallocate`, a full
    /// disk) is written without.
    fn reserve(&mut self, need: u64) {
        let Some(file) = &self.file else { return };
        let step = self.written.clamp(FIRST, MOST).max(need);
        let reserved =
            io::Seek::stream_position(&mut &*file).and_then(|at| allocate(file, at, step));
        match reserved {
            Ok(()) => self.reserved_to = self.written + step,
            Err(_) => self.file_done(),
        }
    }

    /// Gives back the blocks reserved past the end of the file, and reserves no more.
    fn file_done(&mut self) {
        let reserved_any = self.reserved_any();
        if let Some(file) = self.file.take() {
            if reserved_any {
                // Setting the size the file has frees its blocks past the end. Only when
                // the file ends where this text does: a size read while another process
                // writes past it would cut that process's text. Nothing is lost if it is
                // not done: the blocks stay allocated, the text is whole.
                let _ = file.metadata().and_then(|m| {
                    match io::Seek::stream_position(&mut &file)? == m.len() {
                        true => file.set_len(m.len()),
                        false => Ok(()),
                    }
                });
            }
        }
    }
}

impl<W: Write> Write for Reserving<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let end = self.written + buf.len() as u64;
        if self.file.is_some() && end > FIRST && end > self.reserved_to {
            self.reserve(buf.len() as u64);
        }
        let n = self.out.write(buf)?;
        self.written += n as u64;
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

impl<W: Write> Drop for Reserving<W> {
    fn drop(&mut self) {
        // What `out` still holds lands in blocks already reserved or allocated as usual.
        let _ = self.out.flush();
        self.file_done();
    }
}

/// Standard output as a file of its own (a duplicate descriptor, sharing its position),
/// if it is a regular file worth reserving blocks for.
#[cfg(target_os = "linux")]
fn stdout_file() -> Option<File> {
    use std::os::fd::AsFd;
    let file = File::from(io::stdout().as_fd().try_clone_to_owned().ok()?);
    (file.metadata().ok()?.is_file() && !appending(&file) && on_ext4(&file)).then_some(file)
}

/// Whether `file` was opened to append (`>>`): a file other processes may be writing too,
/// whose end this one's text does not decide.
#[cfg(target_os = "linux")]
fn appending(file: &File) -> bool {
    use std::os::fd::AsRawFd;
    // SAFETY: a descriptor `file` owns; no memory passed.
    let flags = unsafe { libc::fcntl(file.as_raw_fd(), libc::F_GETFL) };
    flags < 0 || flags & libc::O_APPEND != 0
}

/// Whether `file` is on ext4, the file system the reservation was measured on.
#[cfg(target_os = "linux")]
fn on_ext4(file: &File) -> bool {
    use std::os::fd::AsRawFd;
    // SAFETY: `statfs` is plain data, for which all zeroes is a valid value.
    let mut about: libc::statfs = unsafe { std::mem::zeroed() };
    // SAFETY: a descriptor `file` owns and a pointer to a `statfs` the call fills.
    if unsafe { libc::fstatfs(file.as_raw_fd(), &mut about) } != 0 {
        return false;
    }
    // The two types differ between targets (a `long` on x86_64, an `unsigned` on others).
    #[allow(clippy::unnecessary_cast)]
    let ext4 = about.f_type as i64 == libc::EXT4_SUPER_MAGIC as i64;
    ext4
}

#[cfg(not(target_os = "linux"))]
fn stdout_file() -> Option<File> {
    None
}

/// Allocates the blocks of `len` bytes from `at`, past the end of the file without moving
/// it (`FALLOC_FL_KEEP_SIZE`).
#[cfg(target_os = "linux")]
fn allocate(file: &File, at: u64, len: u64) -> io::Result<()> {
    use std::os::fd::AsRawFd;
    let (at, len) = (
        libc::off_t::try_from(at).map_err(io::Error::other)?,
        libc::off_t::try_from(len).map_err(io::Error::other)?,
    );
    // SAFETY: a system call on a descriptor `file` owns, with no memory passed.
    match unsafe { libc::fallocate(file.as_raw_fd(), libc::FALLOC_FL_KEEP_SIZE, at, len) } {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

#[cfg(not(target_os = "linux"))]
fn allocate(_: &File, _: u64, _: u64) -> io::Result<()> {
    Err(io::ErrorKind::Unsupported.into())
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::os::unix::fs::MetadataExt;

    fn scratch(name: &str) -> (std::path::PathBuf, File) {
        let path =
            std::env::temp_dir().join(format!("gcn-isa-reserve-{}-{name}", std::process::id()));
        let file = File::options()
            .read(true)
            .write(true)
            .create(true)
            .truncate(true)
            .open(&path)
            .unwrap();
        (path, file)
    }

    /// Whether the file system of the scratch files reserves blocks at all (tmpfs and ext4
    /// do; some overlay and network file systems do not).
    fn file_system_reserves() -> bool {
        let (path, file) = scratch("probe");
        let ok = allocate(&file, 0, 1 << 20).is_ok();
        std::fs::remove_file(path).unwrap();
        ok
    }

    #[test]
    fn text_is_whole_and_leftover_blocks_are_given_back() {
        let (path, file) = scratch("listing");
        let line: Vec<u8> = (0..=250u8).map(|i| b'a' + i % 26).chain([b'\n']).collect();
        let mut expected = Vec::new();
        let mut out = Reserving::new(file.try_clone().unwrap(), Some(file.try_clone().unwrap()));
        // 12 MB in writes of varied sizes, some larger than a reservation step.
        for i in 0..4000usize {
            let chunk = line.repeat(1 + i % 23);
            out.write_all(&chunk).unwrap();
            expected.extend_from_slice(&chunk);
        }
        if file_system_reserves() {
            assert!(
                out.reserved_any(),
                "nothing reserved for {} bytes",
                expected.len()
            );
            // While writing, blocks past the end are held.
            let held = file.metadata().unwrap().blocks() * 512;
            assert!(held > expected.len() as u64, "{held} bytes of blocks");
        }
        drop(out);
        assert_eq!(std::fs::read(&path).unwrap(), expected);
        let meta = file.metadata().unwrap();
        assert_eq!(meta.len(), expected.len() as u64);
        // Given back: no more than the text's own pages remain (plus a block of slack).
        assert!(
            meta.blocks() * 512 <= expected.len() as u64 + (64 << 10),
            "{} bytes of blocks for {} of text",
            meta.blocks() * 512,
            expected.len()
        );
        std::fs::remove_file(path).unwrap();
    }

    #[test]
    fn files_opened_to_append_are_left_alone() {
        let (path, file) = scratch("append");
        assert!(!appending(&file));
        let appended = File::options().append(true).open(&path).unwrap();
        assert!(appending(&appended));
        std::fs::remove_file(path).unwrap();
    }

    #[test]
    fn only_ext4_is_reserved_for() {
        // Memory-backed file systems are not worth it (the module's comment).
        if let Ok(file) = File::create("/dev/shm/gcn-isa-reserve-probe") {
            assert!(!on_ext4(&file));
            std::fs::remove_file("/dev/shm/gcn-isa-reserve-probe").unwrap();
        }
        let (path, file) = scratch("kind");
        let mounts = std::fs::read_to_string("/proc/self/mounts").unwrap_or_default();
        // The scratch directory's file system, as the mount table names it (the longest
        // mount point that holds it).
        let kind = mounts
            .lines()
            .filter_map(|l| {
                let mut parts = l.split_whitespace();
                let (_, at, kind) = (parts.next()?, parts.next()?, parts.next()?);
                path.starts_with(at).then_some((at.len(), kind == "ext4"))
            })
            .max();
        if let Some((_, ext4)) = kind {
            assert_eq!(on_ext4(&file), ext4, "{}", path.display());
        }
        std::fs::remove_file(path).unwrap();
    }

    #[test]
    fn short_text_reserves_nothing_and_pipes_are_left_alone() {
        let (path, file) = scratch("short");
        let mut out = Reserving::new(file.try_clone().unwrap(), Some(file.try_clone().unwrap()));
        out.write_all(&[b'x'; 4096]).unwrap();
        assert!(!out.reserved_any());
        drop(out);
        assert_eq!(std::fs::read(&path).unwrap(), vec![b'x'; 4096]);
        std::fs::remove_file(path).unwrap();
        // Not a file: written as given.
        let mut out = Reserving::new(Vec::new(), None);
        out.write_all(&vec![b'y'; 3 << 20]).unwrap();
        assert!(!out.reserved_any());
        assert_eq!(out.out.len(), 3 << 20);
    }
}
