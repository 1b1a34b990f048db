//! Mutation ("fuzz-style") tests: every sample under `cli/tests/objects` (code objects,
//! bundles, compressed bundles, the HIP host executable, `ar` archives and the corrupt
//! ones), mutated in thousands of deterministic ways, goes through `objdump::objects`, what
//! `objdump::file` runs on a file's bytes (`container::archive`, `container::code_objects`,
//! `elf::generation`, `elf::disassemble`, `kd::print`), with several option sets. No input may panic, and none may make the code ask for an
//! absurd allocation (a size field of `u64::MAX` must be an error, not a request for that
//! many bytes): each case runs under `catch_unwind`, the largest single allocation it asks
//! for is recorded, and the test fails listing every case that did either.
//!
//! The mutations (a fixed-seed xorshift picks them, so every run tries the same inputs):
//! bit flips and byte overwrites (0x00, 0xFF, random) anywhere; fields of the headers set to
//! 0, all ones, values near the file's size and the like (the ELF header, the section and
//! program header tables, symbol table entries and the string table offsets they hold, a
//! bundle's entry count, offsets, sizes and id lengths, a compressed bundle's version,
//! method and sizes), in the file and in the code objects a bundle, host file or archive
//! carries; an archive member header's name, mode and terminator overwritten, and its size,
//! date, owner and group (decimal text) set to numbers near the file's size and what they
//! held, or to text that is not one;
//! truncations (anywhere, and inside those headers); overlapping, duplicated and oversized
//! sections and duplicated symbols; a few mutations at once; and, for zlib-compressed
//! bundles, mutations of the bundle inside, recompressed with a header that matches.
//! `mutations` (about 8600 inputs, each with 12 to 14 option sets) takes about 10 s in a
//! release build; `mutations_long` (ignored: run it with `--ignored`; some 300 000 inputs, 18
//! minutes) tries many more, sets every header field to every special value and truncates
//! inside every field.
//!
//! The allocation tracking is this test binary's global allocator: the system one, noting
//! each thread's largest request.

use super::{container, Diagnostic, Options};
use gcn_isa::Generation;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::{Cell, RefCell};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

// ----- Allocation tracking -----

/// The system allocator, noting the largest single request of each thread.
struct Tracking;

thread_local! {
    static LARGEST: Cell<usize> = const { Cell::new(0) };
}

fn note(size: usize) {
    // `try_with`: allocations made while a thread's locals are torn down are not noted.
    let _ = LARGEST.try_with(|l| {
        if size > l.get() {
            l.set(size);
        }
    });
}

// SAFETY: every call is passed on unchanged to the system allocator.
unsafe impl GlobalAlloc for Tracking {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        note(layout.size());
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        note(layout.size());
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        note(new_size);
        unsafe { System.realloc(ptr, layout, new_size) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Tracking = Tracking;

/// More than any sample (the largest is 23 KB) or what it decompresses to can need.
const ALLOCATION_LIMIT: usize = 64 << 20;

// ----- Panic capture -----

thread_local! {
    /// Whether this thread's panics are recorded (in `PANIC`) instead of printed.
    static CAPTURING: Cell<bool> = const { Cell::new(false) };
    static PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// A panic hook that records the message and place of the panics of capturing threads and
/// leaves every other panic to the hook there was (the test harness's other tests).
fn install_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !CAPTURING.with(Cell::get) {
                return previous(info);
            }
            let payload = info.payload();
            let message = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "(not a string)".to_owned());
            let place = info
                .location()
                .map_or_else(String::new, |l| format!(" at {}:{}", l.file(), l.line()));
            PANIC.with(|p| *p.borrow_mut() = Some(format!("{message}{place}")));
        }));
    });
}

// ----- Deterministic randomness -----

struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// Uniform in `0..n` (`n` > 0).
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// A stable seed per sample name (FNV-1a), so that samples get different mutations.
fn seed_of(name: &str, salt: u64) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64 ^ salt;
    for b in name.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
    }
    h
}

// ----- The structure of a sample: where its header fields are -----

/// A little-endian integer field of a header.
#[derive(Clone)]
struct Field {
    at: usize,
    width: usize,
    name: String,
}

/// A run of bytes worth overwriting (string tables, code, kernel descriptors, bundle ids).
#[derive(Clone)]
struct Region {
    at: usize,
    len: usize,
    name: String,
}

/// An ELF64 section header table (for the overlap and duplication mutations).
#[derive(Clone)]
struct Sections {
    /// Where the ELF starts in the file.
    base: usize,
    /// `e_shoff`, `e_shentsize`, `e_shnum` (as read; the table is within the file).
    table: usize,
    entsize: usize,
    count: usize,
    /// The sections' names.
    names: Vec<String>,
    /// Symbol tables: file offset of the first entry, entry count.
    symtabs: Vec<(usize, usize)>,
}

#[derive(Default)]
struct Map {
    fields: Vec<Field>,
    /// Fields of decimal text, padded with spaces (an archive member's size).
    decimal: Vec<Field>,
    regions: Vec<Region>,
    elves: Vec<(String, Sections)>,
}

impl Map {
    /// Records the field `name`, `width` bytes at `at`, if it lies within `data`.
    fn field(&mut self, data: &[u8], at: usize, width: usize, name: String) {
        if at.checked_add(width).is_some_and(|end| end <= data.len()) {
            self.fields.push(Field { at, width, name });
        }
    }
}

fn get(data: &[u8], at: usize, width: usize) -> Option<u64> {
    let bytes = data.get(at..at.checked_add(width)?)?;
    Some(
        bytes
            .iter()
            .rev()
            .fold(0u64, |v, &b| (v << 8) | u64::from(b)),
    )
}

fn put(data: &mut [u8], at: usize, width: usize, value: u64) {
    for k in 0..width {
        if let Some(b) = data.get_mut(at + k) {
            *b = (value >> (8 * k)) as u8;
        }
    }
}

const ELF_HEADER: [(&str, usize, usize); 18] = [
    ("EI_CLASS", 4, 1),
    ("EI_DATA", 5, 1),
    ("EI_VERSION", 6, 1),
    ("EI_OSABI", 7, 1),
    ("EI_ABIVERSION", 8, 1),
    ("e_type", 16, 2),
    ("e_machine", 18, 2),
    ("e_version", 20, 4),
    ("e_entry", 24, 8),
    ("e_phoff", 32, 8),
    ("e_shoff", 40, 8),
    ("e_flags", 48, 4),
    ("e_ehsize", 52, 2),
    ("e_phentsize", 54, 2),
    ("e_phnum", 56, 2),
    ("e_shentsize", 58, 2),
    ("e_shnum", 60, 2),
    ("e_shstrndx", 62, 2),
];

const SECTION_HEADER: [(&str, usize, usize); 10] = [
    ("sh_name", 0, 4),
    ("sh_type", 4, 4),
    ("sh_flags", 8, 8),
    ("sh_addr", 16, 8),
    ("sh_offset", 24, 8),
    ("sh_size", 32, 8),
    ("sh_link", 40, 4),
    ("sh_info", 44, 4),
    ("sh_addralign", 48, 8),
    ("sh_entsize", 56, 8),
];

const PROGRAM_HEADER: [(&str, usize, usize); 8] = [
    ("p_type", 0, 4),
    ("p_flags", 4, 4),
    ("p_offset", 8, 8),
    ("p_vaddr", 16, 8),
    ("p_paddr", 24, 8),
    ("p_filesz", 32, 8),
    ("p_memsz", 40, 8),
    ("p_align", 48, 8),
];

const SYMBOL: [(&str, usize, usize); 6] = [
    ("st_name", 0, 4),
    ("st_info", 4, 1),
    ("st_other", 5, 1),
    ("st_shndx", 6, 2),
    ("st_value", 8, 8),
    ("st_size", 16, 8),
];

const SHT_SYMTAB: u64 = 2;
const SHT_STRTAB: u64 = 3;
const SHT_DYNSYM: u64 = 11;
const SHF_EXECINSTR: u64 = 4;

/// Maps whatever starts at `base` of `data` (an ELF, a bundle, a compressed bundle or, at
/// the start of the file, an `ar` archive).
fn map_at(data: &[u8], base: usize, prefix: &str, map: &mut Map, depth: u32) {
    let Some(rest) = data.get(base..) else { return };
    if depth > 3 {
        return;
    }
    if rest.starts_with(b"\x7fELF") {
        map_elf(data, base, prefix, map, depth);
    } else if rest.starts_with(b"__CLANG_OFFLOAD_BUNDLE__") {
        map_bundle(data, base, prefix, map, depth);
    } else if rest.starts_with(b"CCOB") {
        map_ccob(data, base, prefix, map);
    } else if rest.starts_with(super::offloading::MAGIC) {
        map_offloading(data, base, prefix, map, depth);
    } else if base == 0 && (rest.starts_with(b"!<arch>\n") || rest.starts_with(b"!<thin>\n")) {
        map_archive(data, prefix, map, depth);
    } else if let Some(host) = super::container::HostFormat::of(rest) {
        map_coff(data, base, host, prefix, map, depth);
    }
}

/// A COFF object's or a PE image's headers, its section table, and what its `.hip_fat`,
/// `.hip_fatbin` and `.llvm.offloading` sections hold.
fn map_coff(
    data: &[u8],
    base: usize,
    host: super::container::HostFormat,
    prefix: &str,
    map: &mut Map,
    depth: u32,
) {
    use super::container::HostFormat;
    let read = |at: usize, width: usize| get(data, base + at, width).unwrap_or(0) as usize;
    let header = match host {
        HostFormat::Pe => {
            map.field(data, base + 0x3c, 4, format!("{prefix}e_lfanew"));
            read(0x3c, 4) + 4
        }
        _ => 0,
    };
    for (name, off, width) in [
        ("Machine", 0, 2),
        ("NumberOfSections", 2, 2),
        ("PointerToSymbolTable", 8, 4),
        ("NumberOfSymbols", 12, 4),
        ("SizeOfOptionalHeader", 16, 2),
    ] {
        map.field(data, base + header + off, width, format!("{prefix}{name}"));
    }
    let (count, optional) = (read(header + 2, 2), read(header + 16, 2));
    let (table, strings) = (
        header + 20 + optional,
        read(header + 8, 4) + read(header + 12, 4) * 18,
    );
    for i in 0..count.min(96) {
        let at = table + i * 40;
        let raw = data.get(base + at..base + at + 8).unwrap_or_default();
        let mut name = String::from_utf8_lossy(raw)
            .trim_end_matches('\0')
            .to_owned();
        if let Some(offset) = name.strip_prefix('/').and_then(|d| d.parse::<usize>().ok()) {
            // A long name, in the string table after the symbols (COFF objects).
            let bytes = data.get(base + strings + offset..).unwrap_or_default();
            let end = bytes.iter().position(|&b| b == 0).unwrap_or(0).min(64);
            name = String::from_utf8_lossy(&bytes[..end]).into_owned();
        }
        for (field_name, off, width) in [
            ("Name", 0, 8),
            ("VirtualSize", 8, 4),
            ("SizeOfRawData", 16, 4),
            ("PointerToRawData", 20, 4),
        ] {
            map.field(
                data,
                base + at + off,
                width,
                format!("{prefix}section {i} ({name}): {field_name}"),
            );
        }
        if matches!(name.as_str(), ".hip_fat" | ".hip_fatbin")
            || name.starts_with(".llvm.offloading")
        {
            let p = format!("{prefix}{name}+0x0: ");
            map_at(data, base + read(at + 20, 4), &p, map, depth + 1);
        }
    }
}

/// An `ar` archive: each member header's name, date, owner, group, mode, size (decimal
/// text) and terminator, the long-name table, and what each member holds.
fn map_archive(data: &[u8], prefix: &str, map: &mut Map, depth: u32) {
    let thin = data.starts_with(b"!<thin>\n");
    let mut at = 8;
    let mut k = 0;
    while let Some(header) = data.get(at..at + 60) {
        let name = String::from_utf8_lossy(&header[..16]).trim_end().to_owned();
        let size = std::str::from_utf8(&header[48..58])
            .ok()
            .and_then(|t| t.trim_end().parse::<usize>().ok())
            .unwrap_or(0);
        let what = format!("{prefix}member {k} ({name})");
        map.regions.push(Region {
            at,
            len: 16,
            name: format!("{what}: name"),
        });
        map.regions.push(Region {
            at: at + 58,
            len: 2,
            name: format!("{what}: terminator"),
        });
        map.decimal.push(Field {
            at: at + 48,
            width: 10,
            name: format!("{what}: size"),
        });
        // What `-a` prints: the date, owner and group (decimal) and the mode (octal).
        for (offset, width, field) in [(16, 12, "date"), (28, 6, "uid"), (34, 6, "gid")] {
            map.decimal.push(Field {
                at: at + offset,
                width,
                name: format!("{what}: {field}"),
            });
        }
        map.regions.push(Region {
            at: at + 40,
            len: 8,
            name: format!("{what}: mode"),
        });
        let special = matches!(name.as_str(), "/" | "//" | "/SYM64/");
        let len = if thin && !special { 0 } else { size };
        let start = at + 60;
        if len > 0 && start + len <= data.len() {
            if name == "//" {
                map.regions.push(Region {
                    at: start,
                    len,
                    name: format!("{what}: long names"),
                });
            } else {
                // A BSD name (`#1/LENGTH`) comes first in the data.
                let name_len = name
                    .strip_prefix("#1/")
                    .and_then(|n| n.parse::<usize>().ok())
                    .unwrap_or(0);
                map_at(data, start + name_len, &format!("{what}: "), map, depth + 1);
            }
        }
        at = start + len;
        at += at & 1;
        k += 1;
    }
}

fn map_elf(data: &[u8], base: usize, prefix: &str, map: &mut Map, depth: u32) {
    for (name, off, width) in ELF_HEADER {
        map.field(data, base + off, width, format!("{prefix}{name}"));
    }
    // Only ELF64 little-endian files are mapped further (the one ELF32, the R600 object, is
    // refused from its class byte).
    if data.get(base + 4) != Some(&2) || data.get(base + 5) != Some(&1) {
        return;
    }
    let read = |at: usize, width: usize| get(data, base + at, width).unwrap_or(0) as usize;
    let (phoff, phnum) = (read(32, 8), read(56, 2));
    for i in 0..phnum.min(64) {
        for (name, off, width) in PROGRAM_HEADER {
            map.field(
                data,
                base.saturating_add(phoff).saturating_add(i * 56 + off),
                width,
                format!("{prefix}program header {i}: {name}"),
            );
        }
    }
    let (shoff, entsize, shnum, shstrndx) = (read(40, 8), read(58, 2), read(60, 2), read(62, 2));
    let table_end = base.saturating_add(shoff).saturating_add(shnum * 64);
    if entsize != 64 || shnum == 0 || table_end > data.len() {
        return;
    }
    let header = |i: usize, off: usize, width: usize| read(shoff + i * 64 + off, width);
    let strtab = header(shstrndx, 24, 8);
    let name_of = |i: usize| -> String {
        let at = base.saturating_add(strtab).saturating_add(header(i, 0, 4));
        let bytes = data.get(at..).unwrap_or_default();
        let end = bytes.iter().position(|&b| b == 0).unwrap_or(0);
        String::from_utf8_lossy(&bytes[..end.min(64)]).into_owned()
    };
    let mut sections = Sections {
        base,
        table: base + shoff,
        entsize,
        count: shnum,
        names: Vec::new(),
        symtabs: Vec::new(),
    };
    let mut fatbin = None;
    let mut offloading = Vec::new();
    for i in 0..shnum {
        let name = name_of(i);
        for (field_name, off, width) in SECTION_HEADER {
            map.field(
                data,
                base + shoff + i * 64 + off,
                width,
                format!("{prefix}section {i} ({name}): {field_name}"),
            );
        }
        let (kind, flags, offset, size) = (
            header(i, 4, 4) as u64,
            header(i, 8, 8) as u64,
            header(i, 24, 8),
            header(i, 32, 8),
        );
        let in_file = base.saturating_add(offset).saturating_add(size) <= data.len();
        if in_file && (kind == SHT_SYMTAB || kind == SHT_DYNSYM) {
            let n = size / 24;
            sections.symtabs.push((base + offset, n));
            for s in 0..n {
                for (field_name, off, width) in SYMBOL {
                    map.field(
                        data,
                        base + offset + s * 24 + off,
                        width,
                        format!("{prefix}{name} symbol {s}: {field_name}"),
                    );
                }
            }
        }
        let interesting = kind == SHT_STRTAB
            || flags & SHF_EXECINSTR != 0
            || name == ".rodata"
            || name == ".hip_fatbin"
            || name.starts_with(".debug_");
        if in_file && interesting && size > 0 {
            map.regions.push(Region {
                at: base + offset,
                len: size,
                name: format!("{prefix}section {i} ({name}) contents"),
            });
        }
        if name == ".hip_fatbin" && in_file {
            fatbin = Some((base + offset, size));
        }
        if kind == u64::from(super::offloading::SHT_LLVM_OFFLOADING) && in_file {
            offloading.push((base + offset, name.clone()));
        }
        sections.names.push(name);
    }
    map.elves.push((prefix.to_owned(), sections));
    for (start, name) in offloading {
        map_at(data, start, &format!("{prefix}{name}: "), map, depth + 1);
    }
    if let Some((start, size)) = fatbin {
        for k in (0..size).step_by(4096) {
            let at = start + k;
            let p = format!("{prefix}.hip_fatbin+{k:#x}: ");
            map_at(data, at, &p, map, depth + 1);
        }
    }
}

fn map_bundle(data: &[u8], base: usize, prefix: &str, map: &mut Map, depth: u32) {
    map.field(data, base + 24, 8, format!("{prefix}bundle entry count"));
    let count = get(data, base + 24, 8).unwrap_or(0).min(64) as usize;
    let mut at = base + 32;
    for i in 0..count {
        map.field(data, at, 8, format!("{prefix}bundle entry {i}: offset"));
        map.field(data, at + 8, 8, format!("{prefix}bundle entry {i}: size"));
        map.field(
            data,
            at + 16,
            8,
            format!("{prefix}bundle entry {i}: id length"),
        );
        let (Some(offset), Some(id_len)) = (get(data, at, 8), get(data, at + 16, 8)) else {
            return;
        };
        let id_len = id_len.min(4096) as usize;
        if id_len > 0 && at + 24 + id_len <= data.len() {
            map.regions.push(Region {
                at: at + 24,
                len: id_len,
                name: format!("{prefix}bundle entry {i}: id"),
            });
        }
        let p = format!("{prefix}bundle entry {i}: ");
        if let Some(start) = base.checked_add(offset as usize) {
            map_at(data, start, &p, map, depth + 1);
        }
        at += 24 + id_len;
    }
}

/// An offloading binary: its header's size and entry offset, its entry's fields, what its
/// image holds, and the binaries after it.
fn map_offloading(data: &[u8], base: usize, prefix: &str, map: &mut Map, depth: u32) {
    let mut at = base;
    for k in 0..8 {
        let field = |map: &mut Map, off: usize, width: usize, name: &str| {
            let name = format!("{prefix}offloading binary {k}: {name}");
            map.field(data, at + off, width, name);
        };
        field(map, 4, 4, "version");
        field(map, 8, 8, "size");
        field(map, 16, 8, "entry offset");
        let entry = at + get(data, at + 16, 8).unwrap_or(0).min(1 << 20) as usize;
        for (name, off, width) in [
            ("image kind", 0, 2),
            ("offload kind", 2, 2),
            ("string offset", 8, 8),
            ("string count", 16, 8),
            ("image offset", 24, 8),
            ("image size", 32, 8),
        ] {
            field(map, entry - at + off, width, name);
        }
        if let Some(image) = get(data, entry + 24, 8) {
            if let Some(start) = at.checked_add(image as usize) {
                let p = format!("{prefix}offloading binary {k}: image: ");
                map_at(data, start, &p, map, depth + 1);
            }
        }
        let size = get(data, at + 8, 8).unwrap_or(0) as usize;
        match at.checked_add(size) {
            Some(next)
                if size > 0
                    && data
                        .get(next..)
                        .is_some_and(|r| r.starts_with(super::offloading::MAGIC)) =>
            {
                at = next
            }
            _ => break,
        }
    }
}

fn map_ccob(data: &[u8], base: usize, prefix: &str, map: &mut Map) {
    let version = get(data, base + 4, 2).unwrap_or(0);
    let mut fields = vec![("version", 4, 2), ("method", 6, 2)];
    fields.extend_from_slice(match version {
        1 => &[("uncompressed size", 8, 4), ("hash", 12, 8)][..],
        2 => &[
            ("total size", 8, 4),
            ("uncompressed size", 12, 4),
            ("hash", 16, 8),
        ][..],
        _ => &[
            ("total size", 8, 8),
            ("uncompressed size", 16, 8),
            ("hash", 24, 8),
        ][..],
    });
    for (name, off, width) in fields {
        if base + off + width <= data.len() {
            map.fields.push(Field {
                at: base + off,
                width,
                name: format!("{prefix}CCOB {name}"),
            });
        }
    }
}

fn map_of(data: &[u8]) -> Map {
    let mut map = Map::default();
    map_at(data, 0, "", &mut map, 0);
    map
}

// ----- Mutations -----

/// Values a field of `width` bytes is set to: the edges of its range, values near the size
/// of the file (`len`) and near what it held (`old`).
fn special_values(width: usize, len: u64, old: u64) -> Vec<u64> {
    let max = if width >= 8 {
        u64::MAX
    } else {
        (1u64 << (8 * width)) - 1
    };
    let top = 1u64 << (8 * width - 1);
    [
        0,
        1,
        max,
        max - 1,
        top,
        u64::from(u32::MAX),
        len,
        len.wrapping_sub(1),
        len + 1,
        len / 2,
        len.wrapping_sub(8),
        len.wrapping_sub(64),
        old.wrapping_add(1),
        old.wrapping_sub(1),
        old.wrapping_add(len),
        old.wrapping_mul(2),
        old.wrapping_add(0x1000),
    ]
    .into_iter()
    .map(|v| v & max)
    .collect()
}

/// A value for a field: a special one or a random one.
fn field_value(rng: &mut Rng, field: &Field, data: &[u8]) -> u64 {
    let old = get(data, field.at, field.width).unwrap_or(0);
    let len = data.len() as u64;
    match rng.below(4) {
        0 => rng.next(),
        1 => rng.below(data.len().max(1)) as u64,
        2 => old ^ (1 << rng.below(8 * field.width)),
        _ => *rng.pick(&special_values(field.width, len, old)),
    }
}

/// Texts for a decimal field: numbers near the file's size and what it held, too large
/// ones, and text that is not a number.
fn decimal_texts(field: &Field, data: &[u8]) -> Vec<String> {
    let old = data
        .get(field.at..field.at + field.width)
        .and_then(|b| std::str::from_utf8(b).ok())
        .and_then(|t| t.trim_end().parse::<u64>().ok())
        .unwrap_or(0);
    let len = data.len() as u64;
    let mut texts: Vec<String> = [
        0,
        1,
        len,
        len + 1,
        len.saturating_sub(1),
        len.saturating_sub(60),
        old + 1,
        old.saturating_sub(1),
        old * 2,
        old + len,
        9_999_999_999,
    ]
    .iter()
    .map(u64::to_string)
    .collect();
    texts.extend(["", "-1", " 12", "0x10", "12 34", "1e3", "\u{7f}"].map(String::from));
    texts
}

/// `text` in a decimal field: left-aligned, padded with spaces, cut to the field's width.
fn set_decimal(data: &mut [u8], field: &Field, text: &str) -> String {
    let padded = format!("{text:<width$}", width = field.width);
    for (k, b) in padded.bytes().take(field.width).enumerate() {
        if let Some(d) = data.get_mut(field.at + k) {
            *d = b;
        }
    }
    format!("{} (offset {:#x}) := {text:?}", field.name, field.at)
}

fn set_field(data: &mut [u8], field: &Field, value: u64) -> String {
    put(data, field.at, field.width, value);
    format!("{} (offset {:#x}) := {value:#x}", field.name, field.at)
}

/// One random mutation of `data` (given its `map`), in place; what it did.
fn mutate_once(rng: &mut Rng, data: &mut Vec<u8>, map: &Map) -> String {
    let len = data.len();
    let kind = rng.below(17);
    match kind {
        _ if len == 0 => {
            data.extend((0..1 + rng.below(80)).map(|_| rng.next() as u8));
            format!("{} random bytes", data.len())
        }
        0 | 1 => {
            let at = rng.below(len);
            let bit = rng.below(8);
            data[at] ^= 1 << bit;
            format!("bit {bit} of byte {at:#x} flipped")
        }
        2 | 3 => {
            let at = rng.below(len);
            let value = match rng.below(3) {
                0 => 0,
                1 => 0xff,
                _ => rng.next() as u8,
            };
            data[at] = value;
            format!("byte {at:#x} := {value:#04x}")
        }
        4..=8 if !map.decimal.is_empty() && rng.below(2) == 0 => {
            let field = rng.pick(&map.decimal).clone();
            let text = rng.pick(&decimal_texts(&field, data)).clone();
            set_decimal(data, &field, &text)
        }
        4..=8 if !map.fields.is_empty() => {
            let field = rng.pick(&map.fields).clone();
            let value = field_value(rng, &field, data);
            set_field(data, &field, value)
        }
        9 if !map.regions.is_empty() => {
            let region = rng.pick(&map.regions);
            let at = region.at + rng.below(region.len);
            let value = match rng.below(4) {
                0 => 0,
                1 => 0xff,
                2 => b'A',
                _ => rng.next() as u8,
            };
            if let Some(b) = data.get_mut(at) {
                *b = value;
            }
            format!("{} byte {at:#x} := {value:#04x}", region.name)
        }
        10 => {
            let cut = rng.below(len);
            data.truncate(cut);
            format!("truncated to {cut:#x} bytes")
        }
        11 if !map.fields.is_empty() => {
            // Inside (or right after) a header field.
            let field = rng.pick(&map.fields);
            let cut = (field.at + rng.below(field.width + 1)).min(len);
            let name = field.name.clone();
            data.truncate(cut);
            format!("truncated to {cut:#x} bytes (in {name})")
        }
        12 | 13 if !map.elves.is_empty() => {
            let (prefix, sections) = rng.pick(&map.elves).clone();
            sections_mutation(rng, data, &prefix, &sections)
        }
        14 if !map.elves.is_empty() => {
            let (prefix, sections) = rng.pick(&map.elves).clone();
            symbols_mutation(rng, data, &prefix, &sections)
        }
        15 if rng.below(16) == 0 && map.elves.first().is_some_and(|(_, s)| s.base == 0) => {
            grown(rng, data, &map.elves[0].1)
        }
        _ => {
            // Several at once.
            let n = 2 + rng.below(3);
            let mut done = Vec::new();
            for _ in 0..n {
                if data.is_empty() {
                    break;
                }
                let at = rng.below(data.len());
                if !map.fields.is_empty() && rng.below(2) == 0 {
                    let field = rng.pick(&map.fields).clone();
                    let value = field_value(rng, &field, data);
                    done.push(set_field(data, &field, value));
                } else {
                    let value = rng.next() as u8;
                    data[at] = value;
                    done.push(format!("byte {at:#x} := {value:#04x}"));
                }
            }
            done.join("; ")
        }
    }
}

/// Sections that overlap, duplicate one another, or run to or past the end of the file.
fn sections_mutation(rng: &mut Rng, data: &mut Vec<u8>, prefix: &str, s: &Sections) -> String {
    let len = data.len();
    let i = 1 + rng.below(s.count.max(2) - 1);
    let j = rng.below(s.count);
    let header = |k: usize| s.table + k * s.entsize;
    let read = |data: &[u8], k: usize, off: usize, w: usize| get(data, header(k) + off, w);
    let name = |k: usize| s.names.get(k).map_or("?", String::as_str);
    let what = format!("{prefix}section {i} ({})", name(i));
    let other = format!("section {j} ({})", name(j));
    match rng.below(7) {
        0 => {
            // A copy of another section's header.
            let from = header(j);
            if from + 64 <= len && header(i) + 64 <= len {
                let copy = data[from..from + 64].to_vec();
                data[header(i)..header(i) + 64].copy_from_slice(&copy);
            }
            format!("{what}: header := that of {other}")
        }
        1 => {
            // The same bytes as another section.
            let offset = read(data, j, 24, 8).unwrap_or(0);
            let size = read(data, j, 32, 8).unwrap_or(0);
            put(data, header(i) + 24, 8, offset);
            put(data, header(i) + 32, 8, size);
            format!("{what}: offset and size := those of {other}")
        }
        2 => {
            // Half inside another section.
            let offset = read(data, j, 24, 8).unwrap_or(0);
            let size = read(data, j, 32, 8).unwrap_or(0);
            let at = offset.wrapping_add(size / 2);
            put(data, header(i) + 24, 8, at);
            format!("{what}: offset := {at:#x}, half inside {other}")
        }
        3 => {
            // At another section's address (and executable).
            let address = read(data, j, 16, 8).unwrap_or(0);
            put(data, header(i) + 16, 8, address);
            let flags = read(data, i, 8, 8).unwrap_or(0) | SHF_EXECINSTR;
            put(data, header(i) + 8, 8, flags);
            format!("{what}: address := that of {other}, executable")
        }
        4 => {
            // To the end of the file, or one byte past it.
            let offset = read(data, i, 24, 8).unwrap_or(0);
            let past = rng.below(2) as u64;
            let size = (len as u64).wrapping_sub(offset).wrapping_add(past);
            put(data, header(i) + 32, 8, size);
            format!("{what}: size := {size:#x} (end of file + {past})")
        }
        5 => {
            // A section header table one entry longer, appended at the end of the file: the
            // last entry a copy of another.
            let table_len = s.count * s.entsize;
            if s.table + table_len > len {
                return format!("{what}: (table not in the file)");
            }
            let mut table = data[s.table..s.table + table_len].to_vec();
            table.extend_from_within(j * s.entsize..(j + 1) * s.entsize);
            let at = len - s.base;
            data.extend(table);
            put(data, s.base + 40, 8, at as u64);
            put(data, s.base + 60, 2, s.count as u64 + 1);
            format!("{prefix}section table moved to the end with a copy of {other} appended")
        }
        _ => {
            // An address near the top of the address space.
            let size = read(data, i, 32, 8).unwrap_or(0);
            let address = match rng.below(3) {
                0 => u64::MAX,
                1 => u64::MAX - size / 2,
                _ => (u64::MAX - size).wrapping_add(1),
            };
            put(data, header(i) + 16, 8, address);
            format!("{what}: address := {address:#x}")
        }
    }
}

/// `.text` moved to the end of the file and made long enough (32 to 40 KB) that its
/// instructions are formatted on several threads: copies of its code, or random words.
fn grown(rng: &mut Rng, data: &mut Vec<u8>, s: &Sections) -> String {
    let Some(i) = s.names.iter().position(|n| n == ".text") else {
        return "(no .text)".to_owned();
    };
    let header = s.table + i * s.entsize;
    let offset = get(data, header + 24, 8).unwrap_or(0) as usize;
    let size = get(data, header + 32, 8).unwrap_or(0) as usize;
    let code = data
        .get(offset..offset.saturating_add(size))
        .unwrap_or_default();
    let len = (32 << 10) + 4 * rng.below(2 << 10) + rng.below(4);
    let random = code.is_empty() || rng.below(2) == 0;
    let grown: Vec<u8> = if random {
        (0..len).map(|_| rng.next() as u8).collect()
    } else {
        code.iter().copied().cycle().take(len).collect()
    };
    let at = data.len();
    data.extend(grown);
    put(data, header + 24, 8, at as u64);
    put(data, header + 32, 8, len as u64);
    let what = if random {
        "random bytes"
    } else {
        "copies of its code"
    };
    format!(".text := {len} bytes of {what} at {at:#x}")
}

/// Duplicated symbols, and symbols moved to the edges of their sections.
fn symbols_mutation(rng: &mut Rng, data: &mut [u8], prefix: &str, s: &Sections) -> String {
    let Some(&(table, n)) = (!s.symtabs.is_empty()).then(|| rng.pick(&s.symtabs)) else {
        return format!("{prefix}(no symbol table)");
    };
    if n < 2 {
        return format!("{prefix}(symbol table of {n})");
    }
    let i = 1 + rng.below(n - 1);
    let j = 1 + rng.below(n - 1);
    let at = |k: usize| table + k * 24;
    if at(n) > data.len() {
        return format!("{prefix}(symbol table not in the file)");
    }
    match rng.below(3) {
        0 => {
            let copy = data[at(j)..at(j) + 24].to_vec();
            data[at(i)..at(i) + 24].copy_from_slice(&copy);
            format!("{prefix}symbol {i} := symbol {j}")
        }
        1 => {
            // The same place as another, other name kept.
            let copy = data[at(j) + 4..at(j) + 24].to_vec();
            data[at(i) + 4..at(i) + 24].copy_from_slice(&copy);
            format!("{prefix}symbol {i}: all but the name := those of symbol {j}")
        }
        _ => {
            let value = get(data, at(i) + 8, 8).unwrap_or(0);
            let delta = *rng.pick(&[1u64, 2, 3, 60, 63, 64, 65, 0x1000]);
            let value = if rng.below(2) == 0 {
                value.wrapping_add(delta)
            } else {
                value.wrapping_sub(delta)
            };
            put(data, at(i) + 8, 8, value);
            format!("{prefix}symbol {i}: st_value := {value:#x}")
        }
    }
}

/// A zlib CCOB's inner bundle mutated, then compressed again under a header that matches
/// it (so the mutation reaches the bundle and code object readers).
fn recompressed(rng: &mut Rng, data: &[u8]) -> Option<(String, Vec<u8>)> {
    let version = get(data, 4, 2)?;
    let (header_len, size_at, size_width, total) = match version {
        1 => (20, 8, 4, None),
        2 => (24, 12, 4, Some((8, 4))),
        3 => (32, 16, 8, Some((8, 8))),
        _ => return None,
    };
    if get(data, 6, 2)? != 0 {
        return None;
    }
    let mut inner = miniz_oxide::inflate::decompress_to_vec_zlib(data.get(header_len..)?).ok()?;
    let map = map_of(&inner);
    let what = mutate_once(rng, &mut inner, &map);
    let mut out = data[..header_len].to_vec();
    out.extend(miniz_oxide::deflate::compress_to_vec_zlib(&inner, 1));
    put(&mut out, size_at, size_width, inner.len() as u64);
    if let Some((at, width)) = total {
        let total = out.len() as u64;
        put(&mut out, at, width, total);
    }
    Some((format!("inside the compressed bundle: {what}"), out))
}

// ----- Running the chain -----

fn samples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/objects")
}

fn samples() -> Vec<(String, Vec<u8>)> {
    fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("read the samples directory") {
            let path = entry.expect("directory entry").path();
            if path.is_dir() {
                walk(&path, out);
            } else if matches!(
                path.extension().and_then(|e| e.to_str()),
                Some("o" | "so" | "bundle" | "exe" | "a" | "offload" | "obj" | "dll" | "lib")
            ) {
                out.push(path);
            }
        }
    }
    let root = samples_dir();
    let mut paths = Vec::new();
    walk(&root, &mut paths);
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let name = p.strip_prefix(&root).unwrap().display().to_string();
            (name, std::fs::read(&p).expect("read a sample"))
        })
        .collect()
}

/// The first kernel descriptor symbol (`NAME.kd`) of the code objects in `data`. (A panic
/// here is the unmutated sample's, which `check` reports.)
fn kd_symbol(data: &[u8]) -> Option<Vec<u8>> {
    use object::{Object, ObjectSymbol};
    // An archive's: those of its first member.
    let data = if container::is_archive(data) {
        container::archive(data).members.first()?.bytes?
    } else {
        data
    };
    CAPTURING.with(|c| c.set(true));
    let objects = catch_unwind(|| container::code_objects(data));
    CAPTURING.with(|c| c.set(false));
    for co in objects.ok()?.ok()? {
        let Ok(file) = object::File::parse(&*co.bytes) else {
            continue;
        };
        let kd = file
            .symbols()
            .filter_map(|s| s.name_bytes().ok())
            .find(|n| n.ends_with(b".kd"));
        if let Some(kd) = kd {
            return Some(kd.to_vec());
        }
    }
    None
}

/// The option sets every mutated input runs with.
fn option_sets(kd: Option<&[u8]>) -> Vec<(&'static str, Options)> {
    // Small pieces on two threads: every function of a few hundred bytes is split, and the
    // joins where an instruction crosses a piece's end are exercised everywhere.
    let base = || Options {
        leading_addr: true,
        split: crate::parallel::Split {
            threads: 2,
            chunk: 61,
        },
        ..Options::default()
    };
    let mut sets = vec![
        ("-d", base()),
        (
            "-d --symbolize-operands --pretty-pgo-analysis-map",
            Options {
                symbolize_operands: true,
                pretty_pgo: true,
                ..base()
            },
        ),
        (
            "--format json",
            Options {
                json: true,
                ..base()
            },
        ),
        (
            "-D --no-leading-addr",
            Options {
                disassemble_all: true,
                leading_addr: false,
                ..base()
            },
        ),
        (
            "-D --start-address=0x6 --stop-address=0x45",
            Options {
                disassemble_all: true,
                start_address: Some(0x6),
                stop_address: Some(0x45),
                ..base()
            },
        ),
        (
            "-d -r",
            Options {
                relocations: true,
                ..base()
            },
        ),
        (
            "-r -t",
            Options {
                relocations: true,
                symbol_table: true,
                no_disassembly: true,
                ..base()
            },
        ),
        (
            "-d -t",
            Options {
                symbol_table: true,
                ..base()
            },
        ),
        (
            "-l -S -C",
            Options {
                line_numbers: true,
                source: true,
                demangle: true,
                ..base()
            },
        ),
        (
            "-d --offloading",
            Options {
                offloading: super::Offloading::Also,
                ..base()
            },
        ),
        (
            "-h -s -t -C",
            Options {
                section_headers: true,
                section_contents: true,
                symbol_table: true,
                demangle: true,
                no_disassembly: true,
                ..base()
            },
        ),
        (
            "-a -u --fault-map-section --adjust-vma=0xffffffffffff0000 -d -r -t -h",
            Options {
                archive_headers: true,
                unwind_info: true,
                fault_map: true,
                dwarf_frames: true,
                adjust_vma: 0xffff_ffff_ffff_0000,
                relocations: true,
                symbol_table: true,
                section_headers: true,
                ..base()
            },
        ),
        (
            "-x -T -R -s",
            Options {
                archive_headers: true,
                file_headers: true,
                private_headers: true,
                section_headers: true,
                relocations: true,
                symbol_table: true,
                dynamic_symbol_table: true,
                dynamic_relocations: true,
                section_contents: true,
                no_disassembly: true,
                ..base()
            },
        ),
        (
            "-D -r -C",
            Options {
                disassemble_all: true,
                relocations: true,
                demangle: true,
                ..base()
            },
        ),
        (
            "-D --symbolize-operands --mcpu gfx906",
            Options {
                disassemble_all: true,
                symbolize_operands: true,
                mcpu: Some(Generation::Gfx906),
                ..base()
            },
        ),
    ];
    if let Some(kd) = kd {
        sets.push((
            "-D --disassemble-symbols=KD",
            Options {
                disassemble_all: true,
                symbols: vec![kd.to_vec()],
                ..base()
            },
        ));
        sets.push((
            "-D -j .rodata --format json",
            Options {
                disassemble_all: true,
                json: true,
                sections: vec![b".rodata".to_vec()],
                ..base()
            },
        ));
    }
    sets
}

/// Runs the chain on `data` with every option set; a line per panic or absurd allocation.
fn check(sample: &str, what: &str, data: &[u8], sets: &[(&str, Options)], bad: &mut Vec<String>) {
    // A thin archive's members are files next to it.
    let path = samples_dir().join(sample);
    for (flags, opts) in sets {
        LARGEST.with(|l| l.set(0));
        PANIC.with(|p| p.borrow_mut().take());
        CAPTURING.with(|c| c.set(true));
        let result = catch_unwind(AssertUnwindSafe(|| {
            let seen = &mut super::SectionsSeen::new(opts);
            let mut out = super::Captured::default();
            super::objects("fuzz", "fuzz", &path, data, opts, seen, &mut out).map(|()| out.notes)
        }));
        CAPTURING.with(|c| c.set(false));
        let largest = LARGEST.with(Cell::get);
        let case = format!("{sample} [{flags}] {what}");
        match result {
            Err(_) => {
                let message = PANIC
                    .with(|p| p.borrow_mut().take())
                    .unwrap_or_else(|| "(no message)".to_owned());
                bad.push(format!("{case}: PANIC: {message}"));
            }
            Ok(Err(e)) => bad.push(format!("{case}: output error: {e}")),
            Ok(Ok(notes)) => {
                for (_, note) in notes {
                    // `'fuzz': …`, `'fuzz(MEMBER)': …`
                    if let Diagnostic::Error(message) = note {
                        if !message.starts_with("'fuzz") || message.len() < 12 {
                            bad.push(format!("{case}: unclear error: {message:?}"));
                        }
                    }
                }
            }
        }
        if largest > ALLOCATION_LIMIT {
            bad.push(format!("{case}: asked for {largest} bytes at once"));
        }
    }
}

/// `per_sample` random mutations of every sample (and, with `sweep`, every header field set
/// to every special value); returns the number of inputs tried and fails listing every bad
/// case.
fn run(per_sample: usize, sweep: bool, salt: u64) -> usize {
    install_hook();
    let mut bad = Vec::new();
    let mut tried = 0;
    for (name, original) in samples() {
        let sets = option_sets(kd_symbol(&original).as_deref());
        let map = map_of(&original);
        let mut rng = Rng::new(seed_of(&name, salt));
        check(&name, "(unmutated)", &original, &sets, &mut bad);
        tried += 1;
        let compressed_zlib = original.starts_with(b"CCOB") && get(&original, 6, 2) == Some(0);
        for _ in 0..per_sample {
            if compressed_zlib && rng.below(3) == 0 {
                if let Some((what, data)) = recompressed(&mut rng, &original) {
                    check(&name, &what, &data, &sets, &mut bad);
                    tried += 1;
                    continue;
                }
            }
            let mut data = original.clone();
            let what = mutate_once(&mut rng, &mut data, &map);
            check(&name, &what, &data, &sets, &mut bad);
            tried += 1;
        }
        if sweep {
            for field in &map.fields {
                let old = get(&original, field.at, field.width).unwrap_or(0);
                for value in special_values(field.width, original.len() as u64, old) {
                    let mut data = original.clone();
                    let what = set_field(&mut data, field, value);
                    check(&name, &what, &data, &sets, &mut bad);
                    tried += 1;
                }
                for cut in field.at..field.at + field.width {
                    let what = format!("truncated to {cut:#x} bytes (in {})", field.name);
                    check(&name, &what, &original[..cut], &sets, &mut bad);
                    tried += 1;
                }
            }
            for field in &map.decimal {
                for text in decimal_texts(field, &original) {
                    let mut data = original.clone();
                    let what = set_decimal(&mut data, field, &text);
                    check(&name, &what, &data, &sets, &mut bad);
                    tried += 1;
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} runs panicked or over-allocated ({tried} inputs, each run with every option set):\n{}",
        bad.len(),
        bad.join("\n")
    );
    tried
}

#[test]
fn mutations() {
    let tried = run(150, false, 0);
    assert!(tried > 3000, "only {tried} inputs tried");
}

/// Many more random mutations, and every header field set to every special value: minutes.
#[test]
#[ignore]
fn mutations_long() {
    let tried = run(3000, true, 1);
    eprintln!("{tried} inputs");
}

#[test]
fn the_map_finds_the_headers() {
    // The mutations aim where they should: a sample's header fields are found, in the file
    // and in the code objects its containers carry.
    let samples = samples();
    let find = |name: &str| {
        let (_, data) = samples.iter().find(|(n, _)| n == name).expect("sample");
        map_of(data)
    };
    let has = |map: &Map, what: &str| map.fields.iter().any(|f| f.name.contains(what));
    let o = find("saxpy.gfx908.o");
    assert!(has(&o, "e_shoff") && has(&o, "(.text): sh_size") && has(&o, "st_value"));
    let bundle = find("bundles/hip.bundle");
    assert!(has(&bundle, "bundle entry 3: id length"));
    assert!(has(&bundle, "bundle entry 3: section"));
    let ccob = find("bundles/hip.ccob-v3-zlib.bundle");
    assert!(has(&ccob, "CCOB uncompressed size"));
    let host = find("host/host_hip.stripped.exe");
    assert!(has(&host, ".hip_fatbin+0x0: bundle entry 1: e_flags"));
    assert!(has(&host, ".hip_fatbin+0x3000: CCOB total size"));
    // Offloading sections and files: each binary's fields, and its image's.
    let program = find("offloading/saxpy.exe");
    assert!(has(
        &program,
        ".llvm.offloading: offloading binary 2: image size"
    ));
    assert!(has(&program, "offloading binary 2: image: e_flags"));
    // Windows: a PE image's and a COFF object's headers, and the bundle in each.
    let dll = find("offloading/hip.dll");
    assert!(has(&dll, "e_lfanew") && has(&dll, "section 6 (.hip_fat): PointerToRawData"));
    assert!(has(&dll, ".hip_fat+0x0: bundle entry 2: e_flags"));
    let obj = find("offloading/hip.obj");
    assert!(has(&obj, "(.hip_fatbin): SizeOfRawData"));
    assert!(has(&obj, ".hip_fatbin+0x0: bundle entry 1: e_shoff"));
    assert!(has(&find("offloading/hip.lib"), "(.hip_fatbin): Name"));
    let mixed = find("offloading/mixed.o");
    assert!(has(
        &mixed,
        ".llvm.offloading.more: offloading binary 1: string count"
    ));
    assert!(has(
        &find("offloading/saxpy.offload"),
        "offloading binary 1: entry offset"
    ));
    // Archives: each member header's size (decimal text), and the code objects inside.
    let gnu = find("archives/kernels.a");
    let size = |map: &Map, what: &str| map.decimal.iter().any(|f| f.name.contains(what));
    assert!(size(&gnu, "member 4 (/0): size"));
    assert!(has(&gnu, "member 4 (/0): section 2 (.text): sh_size"));
    let bsd = find("archives/kernels.bsd.a");
    assert!(size(&bsd, "member 3 (#1/20): size"));
    assert!(has(&bsd, "member 3 (#1/20): e_shoff"));
    assert!(size(
        &find("archives/kernels.thin.a"),
        "member 3 (/20): size"
    ));
}

/// The file `name` of the samples, and its map.
fn sample(name: &str) -> (Vec<u8>, Map) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/objects")
        .join(name);
    let data = std::fs::read(path).expect("read a sample");
    let map = map_of(&data);
    (data, map)
}

fn field_named<'a>(map: &'a Map, name: &str) -> &'a Field {
    map.fields
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no field {name}"))
}

/// What the chain prints for `data` with `-d`, or its error; and the largest allocation.
fn objdump_d(data: &[u8]) -> (Result<String, String>, usize) {
    let opts = Options {
        leading_addr: true,
        ..Options::default()
    };
    let mut out = super::Captured::default();
    LARGEST.with(|l| l.set(0));
    let seen = &mut super::SectionsSeen::new(&opts);
    super::objects(
        "fuzz",
        "fuzz",
        Path::new("fuzz"),
        data,
        &opts,
        seen,
        &mut out,
    )
    .expect("written");
    let largest = LARGEST.with(Cell::get);
    let text = String::from_utf8(out.text).expect("UTF-8");
    let error = out.notes.into_iter().find_map(|(_, n)| match n {
        Diagnostic::Error(m) | Diagnostic::Fatal(m) => Some(m),
        Diagnostic::Warning(_) | Diagnostic::Complaint(_) => None,
    });
    (error.map_or(Ok(text), Err), largest)
}

// The cases the mutations found, kept as plain tests.

#[test]
fn section_at_the_top_of_the_address_space_is_an_error() {
    // `.text` ending past 2^64 made its end address overflow (a panic in debug builds).
    let (mut data, map) = sample("saxpy.gfx908.o");
    set_field(
        &mut data,
        field_named(&map, "section 2 (.text): sh_addr"),
        u64::MAX - 0xf,
    );
    let (result, _) = objdump_d(&data);
    assert_eq!(
        result,
        Err(
            "'fuzz': section .text (168 bytes at address 0xfffffffffffffff0) runs past the end \
             of the address space"
                .to_owned()
        )
    );
}

#[test]
fn symbol_below_its_section_is_skipped() {
    // A symbol of `.text` below the section's start: the block named after the section was
    // put before it, out of order, and ended before it started (a panic). As llvm-objdump 19
    // prints it: the section's block, from its start to its end.
    let (mut data, map) = sample("reduce.gfx900.so");
    let text = get(&data, field_named(&map, "section 7 (.text): sh_addr").at, 8).unwrap();
    assert_eq!(text, 0x1900);
    let mut moved = 0;
    for f in map.fields.iter().filter(|f| f.name.ends_with("st_value")) {
        if get(&data, f.at, 8) == Some(text) {
            put(&mut data, f.at, 8, text - 8);
            moved += 1;
        }
    }
    assert_eq!(moved, 2, "block_reduce in .symtab and .dynsym");
    let (result, _) = objdump_d(&data);
    let printed = result.expect("printed");
    assert!(printed.contains("\n0000000000001900 <.text>:\n\ts_load_dword s4, s[6:7], 0x10 "));
    assert!(!printed.contains("block_reduce"), "{printed}");
    assert!(
        printed.ends_with("// 000000001A40: BF810000\n"),
        "{printed}"
    );
}

#[test]
fn compressed_size_field_is_not_allocated() {
    // A zstd CCOB claiming 4 GiB uncompressed: the decompressor reserved that much before
    // reading anything (up to 16 GiB with a version 3 header).
    let (mut data, map) = sample("bundles/hip.ccob-v2-zstd.bundle");
    set_field(
        &mut data,
        field_named(&map, "CCOB uncompressed size"),
        u64::from(u32::MAX),
    );
    let (result, largest) = objdump_d(&data);
    let message = result.expect_err("refused");
    assert!(
        message.starts_with("'fuzz': compressed bundle at offset 0x0: decompressed to "),
        "{message}"
    );
    assert!(largest < 1 << 20, "asked for {largest} bytes");
}
