//! Finding the AMDGPU code objects in a file: a code object itself, a clang offload bundle
//! (plain or compressed), an offloading binary, or a host binary (ELF, or Windows' COFF
//! objects and PE images) that carries bundles in `.hip_fatbin` or images in
//! `.llvm.offloading`; and the members of an `ar` archive (GNU, BSD or thin, Windows'
//! `.lib` among them), each of which is one of those.
//!
//! Every length and offset read from the file is checked against the bytes there are: a
//! truncated or corrupt container is an error that says where, never a panic.

use super::offloading;
use crate::escape::escape_bytes;
use std::borrow::Cow;
use std::fmt;

const ELF_MAGIC: &[u8] = b"\x7fELF";
const BUNDLE_MAGIC: &[u8] = b"__CLANG_OFFLOAD_BUNDLE__";
const COMPRESSED_MAGIC: &[u8] = b"CCOB";
const ARCHIVE_MAGIC: &[u8] = b"!<arch>\n";
const THIN_ARCHIVE_MAGIC: &[u8] = b"!<thin>\n";
/// An archive member's header: name (16 bytes), date (12), uid (6), gid (6), mode (8),
/// size (10, decimal), then "`\n".
const MEMBER_HEADER: usize = 60;
const EM_AMDGPU: u16 = 224;
/// The section of a HIP host binary that holds its device code bundles.
const FATBIN_SECTION: &str = ".hip_fatbin";
/// Its name in a PE image: linkers for Windows cut image section names to 8 bytes.
const PE_FATBIN_SECTION: &str = ".hip_fat";
/// The prefix of an offloading section's name in a COFF file, which has no section types
/// (LLVM's `extractFromObject` goes by it).
const COFF_OFFLOADING_SECTION: &str = ".llvm.offloading";
/// Bundles in `.hip_fatbin` start at multiples of this (clang aligns each to 4096).
const FATBIN_ALIGN: usize = 4096;

/// One code object found in a file.
pub struct CodeObject<'a> {
    /// What names it inside its container (`hipv4-amdgcn-amd-amdhsa--gfx906`), if it is in one.
    pub label: Option<String>,
    /// Its bytes: borrowed from the file, or decompressed.
    pub bytes: Cow<'a, [u8]>,
    /// For an offloading image for an AMD GPU that is not machine code: what it holds
    /// (`llvm ir`, as llvm-objdump names the kind).
    pub not_code: Option<&'static str>,
    /// What kind of entry of its container it is.
    pub kind: EntryKind,
}

/// Where in a container a code object was found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum EntryKind {
    /// A clang offload bundle's entry (or the file itself).
    Bundle,
    /// An LLVM offloading binary's image.
    Offloading,
    /// Data of a host binary that is a code object (ROCr's blit kernels).
    Embedded,
}

impl EntryKind {
    /// How messages name `n` entries of this kind.
    pub fn noun(self, n: usize) -> &'static str {
        match (self, n) {
            (EntryKind::Bundle, 1) => "bundle entry",
            (EntryKind::Bundle, _) => "bundle entries",
            (EntryKind::Offloading, 1) => "offloading image",
            (EntryKind::Offloading, _) => "offloading images",
            (EntryKind::Embedded, 1) => "embedded code object",
            (EntryKind::Embedded, _) => "embedded code objects",
        }
    }
}

impl<'a> CodeObject<'a> {
    /// The same entry, owning its bytes (they borrowed from a decompressed buffer).
    fn owned<'b>(self) -> CodeObject<'b> {
        CodeObject {
            label: self.label,
            bytes: Cow::Owned(self.bytes.into_owned()),
            not_code: self.not_code,
            kind: self.kind,
        }
    }

    fn entry(label: String, bytes: Cow<'a, [u8]>) -> Self {
        CodeObject {
            label: Some(label),
            bytes,
            not_code: None,
            kind: EntryKind::Bundle,
        }
    }
}

/// Why a file holds no code object we can read.
#[derive(Debug, PartialEq, Eq)]
pub struct ContainerError {
    pub message: String,
}

impl fmt::Display for ContainerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

fn err(message: impl Into<String>) -> ContainerError {
    ContainerError {
        message: message.into(),
    }
}

/// The code objects in `data`, in file order.
pub fn code_objects(data: &[u8]) -> Result<Vec<CodeObject<'_>>, ContainerError> {
    if data.starts_with(ELF_MAGIC) {
        if elf_machine(data) == Some(EM_AMDGPU) {
            return Ok(vec![CodeObject {
                label: None,
                bytes: Cow::Borrowed(data),
                not_code: None,
                kind: EntryKind::Bundle,
            }]);
        }
        return host_binary(data, HostFormat::Elf);
    }
    if data.starts_with(BUNDLE_MAGIC) {
        return bundle(data, 0);
    }
    if data.starts_with(COMPRESSED_MAGIC) {
        let (inner, _) = decompress(data, 0)?;
        let entries = bundle(&inner, 0)?;
        // The entries borrow from `inner`: own them.
        return Ok(entries.into_iter().map(CodeObject::owned).collect());
    }
    if data.starts_with(offloading::MAGIC) {
        let images = offloading::images(data, 0)?;
        return amdgcn_images(&images, "its offloading images");
    }
    if let Some(host) = HostFormat::of(data) {
        return host_binary(data, host);
    }
    if data.is_empty() {
        return Err(err("the file is empty"));
    }
    Err(err(
        "not an ELF file, a COFF object, a PE image, a clang offload bundle \
         (__CLANG_OFFLOAD_BUNDLE__), a compressed bundle (CCOB) or an offloading binary \
         (10 FF 10 AD)",
    ))
}

/// The object file formats a host binary with device code can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostFormat {
    Elf,
    /// A COFF object file (Windows' `.obj`, plain or `/bigobj`).
    Coff,
    /// A PE image (Windows' `.exe`, `.dll`).
    Pe,
}

impl HostFormat {
    /// The format of `data`, if it is one of these (an AMDGPU code object is an ELF file).
    pub fn of(data: &[u8]) -> Option<HostFormat> {
        use object::FileKind;
        if data.starts_with(ELF_MAGIC) {
            return Some(HostFormat::Elf);
        }
        match FileKind::parse(data).ok()? {
            FileKind::Coff | FileKind::CoffBig => Some(HostFormat::Coff),
            FileKind::Pe32 | FileKind::Pe64 => Some(HostFormat::Pe),
            _ => None,
        }
    }

    /// The file as messages name it: `ELF machine 62`, `COFF object (machine 0x8664)`.
    fn describe(self, data: &[u8]) -> String {
        match self {
            HostFormat::Elf => format!("ELF machine {}", elf_machine(data).unwrap_or(0)),
            HostFormat::Coff => format!("COFF object, machine {:#x}", coff_machine(data, self)),
            HostFormat::Pe => format!("PE image, machine {:#x}", coff_machine(data, self)),
        }
    }

    /// Whether `name` is the section that holds a HIP binary's bundles.
    fn is_fatbin(self, name: &str) -> bool {
        name == FATBIN_SECTION || (self == HostFormat::Pe && name == PE_FATBIN_SECTION)
    }

    /// The name messages give the fat binary section.
    fn fatbin_name(self) -> &'static str {
        match self {
            HostFormat::Pe => ".hip_fat (.hip_fatbin)",
            _ => FATBIN_SECTION,
        }
    }
}

/// The `Machine` field of a COFF file header: at the start of a COFF object, after the
/// `PE\0\0` signature of a PE image (0 if it is not there; a bigobj's is at offset 6).
fn coff_machine(data: &[u8], format: HostFormat) -> u16 {
    let at = match format {
        HostFormat::Pe => data
            .get(0x3c..0x40)
            .map(|b| u32::from_le_bytes(b.try_into().expect("4 bytes")) as usize + 4),
        _ if data.starts_with(&[0, 0, 0xff, 0xff]) => Some(6),
        _ => Some(0),
    };
    at.and_then(|at| data.get(at..at.checked_add(2)?))
        .map_or(0, |b| u16::from_le_bytes([b[0], b[1]]))
}

/// `e_machine` of an ELF header (either class, either byte order), if the header is there.
pub fn elf_machine(data: &[u8]) -> Option<u16> {
    let bytes: [u8; 2] = data.get(18..20)?.try_into().ok()?;
    Some(match data.get(5)? {
        2 => u16::from_be_bytes(bytes),
        _ => u16::from_le_bytes(bytes),
    })
}

fn read_u64(data: &[u8], at: usize, what: &str) -> Result<u64, ContainerError> {
    data.get(at..at + 8)
        .map(|b| u64::from_le_bytes(b.try_into().expect("8 bytes")))
        .ok_or_else(|| {
            err(format!(
                "truncated at offset {at:#x}: the {what} needs 8 bytes, the data ends at {:#x}",
                data.len()
            ))
        })
}

/// An uncompressed bundle at `base` of `data`: its AMDGPU entries. Returns entries that
/// borrow from `data`.
fn bundle(data: &[u8], base: usize) -> Result<Vec<CodeObject<'_>>, ContainerError> {
    let (entries, _) = bundle_entries(data, base)?;
    Ok(entries)
}

/// The entries of the bundle at `base`, and the offset just past its last byte.
fn bundle_entries(
    data: &[u8],
    base: usize,
) -> Result<(Vec<CodeObject<'_>>, usize), ContainerError> {
    let mut at = base + BUNDLE_MAGIC.len();
    let count = read_u64(data, at, "bundle's entry count")?;
    at += 8;
    // Each entry header takes at least 24 bytes: a count beyond that is corrupt.
    if count > (data.len() as u64) / 24 {
        return Err(err(format!(
            "bundle at offset {base:#x} claims {count} entries, more than its {} bytes can hold",
            data.len() - base
        )));
    }
    let mut entries = Vec::new();
    let mut end = at;
    for index in 0..count {
        let offset = read_u64(data, at, "bundle entry's offset")?;
        let size = read_u64(data, at + 8, "bundle entry's size")?;
        let id_len = read_u64(data, at + 16, "bundle entry's id length")?;
        at += 24;
        let id = usize::try_from(id_len)
            .ok()
            .and_then(|n| data.get(at..at.checked_add(n)?))
            .ok_or_else(|| {
                err(format!(
                    "bundle entry {index} at offset {:#x}: its id of {id_len} bytes runs past the \
                     end of the data ({:#x})",
                    at - 24,
                    data.len()
                ))
            })?;
        at += id.len();
        let id = String::from_utf8_lossy(id).into_owned();
        let start = (base as u64).checked_add(offset);
        let stop = start.and_then(|s| s.checked_add(size));
        let body = match (start, stop) {
            (Some(s), Some(e)) if e <= data.len() as u64 => &data[s as usize..e as usize],
            _ => {
                return Err(err(format!(
                    "bundle entry {index} ({}): {size} bytes at offset {:#x} run past the end \
                     of the data ({:#x})",
                    crate::escape::escape_bytes(id.as_bytes()),
                    base as u64 + offset,
                    data.len()
                )))
            }
        };
        end = end.max(base + (offset + size) as usize).max(at);
        // Host entries (and empty ones) carry no GPU code.
        if is_amdgcn_entry(&id) && !body.is_empty() {
            entries.push(CodeObject::entry(id, Cow::Borrowed(body)));
        }
    }
    Ok((entries, end))
}

/// Bundle entry ids look like `hipv4-amdgcn-amd-amdhsa--gfx906:xnack-` or
/// `openmp-amdgcn-amd-amdhsa--gfx908`: the kind, then the target triple.
fn is_amdgcn_entry(id: &str) -> bool {
    id.split_once('-')
        .is_some_and(|(_, triple)| triple.starts_with("amdgcn-"))
}

/// The target ID of a bundle entry: what follows the triple in its id
/// (`hipv4-amdgcn-amd-amdhsa--gfx908:xnack-` → `gfx908:xnack-`; the older
/// `hip-amdgcn-amd-amdhsa-gfx906` → `gfx906`). Every amdgcn processor name starts with
/// `gfx`, and no triple component or target feature contains `-gfx`.
pub fn target_id(id: &str) -> Option<&str> {
    id.rfind("-gfx").map(|at| &id[at + 1..])
}

/// Decompresses the compressed bundle (`CCOB`) at `base`: the bundle, and the offset just
/// past the compressed one.
fn decompress(data: &[u8], base: usize) -> Result<(Vec<u8>, usize), ContainerError> {
    let header = |n: usize| {
        data.get(base..base + n).ok_or_else(|| {
            err(format!(
                "compressed bundle at offset {base:#x}: truncated header ({} bytes, {n} needed)",
                data.len() - base
            ))
        })
    };
    let h = header(8)?;
    let version = u16::from_le_bytes([h[4], h[5]]);
    let method = u16::from_le_bytes([h[6], h[7]]);
    // Version 1: magic, version, method, u32 uncompressed size, u64 hash. Version 2 adds a
    // u32 total size after the method; version 3 widens both sizes to u64.
    let (header_len, total, uncompressed) = match version {
        1 => {
            let h = header(20)?;
            (
                20,
                None,
                u32::from_le_bytes(h[8..12].try_into().unwrap()) as u64,
            )
        }
        2 => {
            let h = header(24)?;
            (
                24,
                Some(u32::from_le_bytes(h[8..12].try_into().unwrap()) as u64),
                u32::from_le_bytes(h[12..16].try_into().unwrap()) as u64,
            )
        }
        3 => {
            let h = header(32)?;
            (
                32,
                Some(u64::from_le_bytes(h[8..16].try_into().unwrap())),
                u64::from_le_bytes(h[16..24].try_into().unwrap()),
            )
        }
        v => {
            return Err(err(format!(
            "compressed bundle at offset {base:#x}: unknown format version {v} (1 to 3 are read)"
        )))
        }
    };
    let end = match total {
        Some(t) => {
            let end = (base as u64)
                .checked_add(t)
                .filter(|&e| e <= data.len() as u64);
            match end {
                Some(e) if t >= header_len as u64 => e as usize,
                _ => {
                    return Err(err(format!(
                        "compressed bundle at offset {base:#x}: its header says {t} bytes, the \
                         data holds {}",
                        data.len() - base
                    )))
                }
            }
        }
        None => data.len(),
    };
    let payload = &data[base + header_len..end];
    // Refuse sizes no real bundle has before allocating for them.
    const LIMIT: u64 = 1 << 34;
    if uncompressed > LIMIT {
        return Err(err(format!(
            "compressed bundle at offset {base:#x}: an uncompressed size of {uncompressed} bytes \
             is beyond what is read ({LIMIT})"
        )));
    }
    let out = match method {
        0 => inflate_zlib(payload, uncompressed as usize),
        1 => unzstd(payload, uncompressed as usize),
        m => {
            return Err(err(format!(
                "compressed bundle at offset {base:#x}: unknown compression method {m} \
                 (0 = zlib, 1 = zstd)"
            )))
        }
    }
    .map_err(|e| err(format!("compressed bundle at offset {base:#x}: {e}")))?;
    if out.len() as u64 != uncompressed {
        return Err(err(format!(
            "compressed bundle at offset {base:#x}: decompressed to {} bytes, its header says \
             {uncompressed}",
            out.len()
        )));
    }
    if !out.starts_with(BUNDLE_MAGIC) {
        return Err(err(format!(
            "compressed bundle at offset {base:#x}: what it decompresses to is not a bundle"
        )));
    }
    Ok((out, end))
}

pub(super) fn inflate_zlib(payload: &[u8], size: usize) -> Result<Vec<u8>, String> {
    miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(payload, size)
        .map_err(|e| format!("zlib data does not decompress ({:?})", e.status))
}

pub(super) fn unzstd(payload: &[u8], size: usize) -> Result<Vec<u8>, String> {
    use std::io::Read as _;
    let mut decoder = ruzstd::decoding::StreamingDecoder::new(payload)
        .map_err(|e| format!("zstd data does not decompress ({e})"))?;
    // Room for what the stream will likely hold, not for what the header says: a corrupt
    // size field (up to 4 GiB in version 2, more in version 3) must not be allocated before
    // the data is seen to decompress. The vector grows as the stream really delivers.
    let mut out = Vec::with_capacity(size.min(payload.len().saturating_mul(16)));
    // One byte more than announced: a longer stream is reported, not truncated.
    (&mut decoder)
        .take(size as u64 + 1)
        .read_to_end(&mut out)
        .map_err(|e| format!("zstd data does not decompress ({e})"))?;
    Ok(out)
}

/// A host binary: the bundles in its `.hip_fatbin` section (`.hip_fat` in a PE image) and
/// the images of its offloading sections, in section order; failing those, code objects
/// kept in it as data.
fn host_binary(data: &[u8], host: HostFormat) -> Result<Vec<CodeObject<'_>>, ContainerError> {
    use object::ObjectSection;
    let file = object::File::parse(data).map_err(|e| {
        err(format!(
            "not an AMDGPU code object ({}), and its sections cannot be read: {e}",
            host.describe(data)
        ))
    })?;
    let mut objects = Vec::new();
    let (mut fatbin, mut images) = (false, Vec::new());
    let mut data_ranges = Vec::new();
    for section in object::Object::sections(&file) {
        if let Some((start, size)) = section.file_range() {
            if let (Ok(s), Ok(n)) = (usize::try_from(start), usize::try_from(size)) {
                data_ranges.push(s..s.saturating_add(n).min(data.len()));
            }
        }
        let name = section.name().unwrap_or("");
        if host.is_fatbin(name) {
            fatbin = true;
            let (start, contents) = section_contents(data, &section, name)?;
            objects.extend(fatbin_bundles(contents).map_err(|e| within(name, start, e))?);
        } else if is_offloading_section(&file, &section, name) {
            let found = section_images(data, &section, name, images.len())?;
            objects.extend(amdgcn_images(&found, "")?);
            images.extend(found);
        }
    }
    let what = match (fatbin, images.is_empty()) {
        (false, true) => {
            // Nothing names GPU code: code objects kept as plain data, if any.
            let embedded = super::embedded::code_objects(data, &data_ranges);
            if embedded.is_empty() {
                return Err(err(format!(
                    "not an AMDGPU code object ({}), and no {} section, offloading section \
                     (.llvm.offloading) or code object in its data: no GPU code found",
                    host.describe(data),
                    host.fatbin_name()
                )));
            }
            return Ok(embedded
                .into_iter()
                .map(|(offset, bytes)| CodeObject {
                    label: Some(match super::machine::processor(bytes) {
                        Some(p) => format!("embedded-{offset:#x}-{p}"),
                        None => format!("embedded-{offset:#x}"),
                    }),
                    bytes: Cow::Borrowed(bytes),
                    not_code: None,
                    kind: EntryKind::Embedded,
                })
                .collect());
        }
        (true, true) => format!("its {} bundles", host.fatbin_name()),
        (false, false) => "its offloading images".to_owned(),
        (true, false) => format!("its {} bundles or offloading images", host.fatbin_name()),
    };
    if objects.is_empty() {
        return Err(no_amdgcn(&what, &images));
    }
    Ok(objects)
}

/// Whether `section` (named `name`) holds offloading binaries: by its type in an ELF file
/// (`SHT_LLVM_OFFLOADING`), by its name in a COFF or PE file, as LLVM tells them.
fn is_offloading_section(
    file: &object::File<'_>,
    section: &object::Section<'_, '_>,
    name: &str,
) -> bool {
    use object::ObjectSection;
    match file.format() {
        object::BinaryFormat::Elf => {
            section_type(file, section.index()) == Some(offloading::SHT_LLVM_OFFLOADING)
        }
        _ => name.starts_with(COFF_OFFLOADING_SECTION),
    }
}

/// `--offloading`: the images of every offloading section of the ELF, COFF or PE file
/// `data` (any machine), numbered as llvm-objdump numbers them.
pub fn offloading_images(data: &[u8]) -> Result<Vec<offloading::Image<'_>>, ContainerError> {
    use object::ObjectSection;
    let file =
        object::File::parse(data).map_err(|e| err(format!("its sections cannot be read: {e}")))?;
    let mut images = Vec::new();
    for section in object::Object::sections(&file) {
        let name = section.name().unwrap_or("");
        if !is_offloading_section(&file, &section, name) {
            continue;
        }
        let found = section_images(data, &section, name, images.len())?;
        images.extend(found);
    }
    Ok(images)
}

/// The images of the offloading section `section` (named `name`), numbered from `first`:
/// as llvm-objdump numbers them, on from one section to the next.
fn section_images<'a>(
    data: &'a [u8],
    section: &object::Section<'a, '_>,
    name: &str,
    first: usize,
) -> Result<Vec<offloading::Image<'a>>, ContainerError> {
    let (start, contents) = section_contents(data, section, name)?;
    offloading::images(contents, first).map_err(|e| within(name, start, e))
}

/// `e`, found in section `name` at file offset `start`.
fn within(name: &str, start: u64, e: ContainerError) -> ContainerError {
    err(format!(
        "in {} at file offset {start:#x}: {e}",
        escape_bytes(name.as_bytes())
    ))
}

/// The file format llvm-objdump 19 names in its `FILE:\tfile format …` line for the ELF,
/// COFF or PE file `data` (`getFileFormatName`, lower-cased as llvm-objdump prints it).
pub fn file_format(data: &[u8]) -> &'static str {
    match HostFormat::of(data) {
        Some(HostFormat::Elf) | None => elf_file_format(data),
        Some(coff) => match coff_machine(data, coff) {
            0x14c => "coff-i386",
            0x8664 => "coff-x86-64",
            0x1c4 => "coff-arm",
            0xaa64 => "coff-arm64",
            0xa641 => "coff-arm64ec",
            0xa64e => "coff-arm64x",
            _ => "coff-<unknown arch>",
        },
    }
}

/// [`file_format`] of an ELF file (`ELFObjectFile::getFileFormatName`).
fn elf_file_format(data: &[u8]) -> &'static str {
    let little = data.get(5) != Some(&2);
    let machine = elf_machine(data).unwrap_or(0);
    match data.get(4) {
        Some(1) => match machine {
            3 => "elf32-i386",
            4 => "elf32-m68k",
            6 => "elf32-iamcu",
            62 => "elf32-x86-64",
            83 => "elf32-avr",
            94 => "elf32-xtensa",
            105 => "elf32-msp430",
            164 => "elf32-hexagon",
            244 => "elf32-lanai",
            252 => "elf32-csky",
            40 if little => "elf32-littlearm",
            40 => "elf32-bigarm",
            8 => "elf32-mips",
            20 if little => "elf32-powerpcle",
            20 => "elf32-powerpc",
            243 => "elf32-littleriscv",
            2 | 18 => "elf32-sparc",
            224 => "elf32-amdgpu",
            258 => "elf32-loongarch",
            _ => "elf32-unknown",
        },
        _ => match machine {
            3 => "elf64-i386",
            62 => "elf64-x86-64",
            183 if little => "elf64-littleaarch64",
            183 => "elf64-bigaarch64",
            21 if little => "elf64-powerpcle",
            21 => "elf64-powerpc",
            243 => "elf64-littleriscv",
            22 => "elf64-s390",
            43 => "elf64-sparc",
            8 => "elf64-mips",
            224 => "elf64-amdgpu",
            247 => "elf64-bpf",
            251 => "elf64-ve",
            258 => "elf64-loongarch",
            _ => "elf64-unknown",
        },
    }
}

/// Whether `data` is an AMDGPU ELF code object.
pub fn is_code_object(data: &[u8]) -> bool {
    data.starts_with(ELF_MAGIC) && elf_machine(data) == Some(EM_AMDGPU)
}

/// Whether `data` is an offloading binary (one, or several one after another).
pub fn is_offloading_binary(data: &[u8]) -> bool {
    data.starts_with(offloading::MAGIC)
}

/// The `sh_type` of section `index`, for an ELF file.
fn section_type(file: &object::File<'_>, index: object::SectionIndex) -> Option<u32> {
    use object::{read::elf::SectionHeader, Object};
    match file {
        object::File::Elf32(f) => Some(
            f.section_by_index(index)
                .ok()?
                .elf_section_header()
                .sh_type(f.endian())
                .0,
        ),
        object::File::Elf64(f) => Some(
            f.section_by_index(index)
                .ok()?
                .elf_section_header()
                .sh_type(f.endian())
                .0,
        ),
        _ => None,
    }
}

/// A section's file offset and bytes, checked against the file.
fn section_contents<'a>(
    data: &'a [u8],
    section: &object::Section<'a, '_>,
    name: &str,
) -> Result<(u64, &'a [u8]), ContainerError> {
    use object::ObjectSection;
    let name = escape_bytes(name.as_bytes());
    let (start, size) = section
        .file_range()
        .ok_or_else(|| err(format!("its {name} section has no contents in the file")))?;
    let bytes = usize::try_from(start)
        .ok()
        .zip(usize::try_from(size).ok())
        .and_then(|(s, n)| data.get(s..s.checked_add(n)?))
        .ok_or_else(|| {
            err(format!(
                "its {name} section ({size} bytes at offset {start:#x}) runs past the end of the \
                 file ({:#x})",
                data.len()
            ))
        })?;
    Ok((start, bytes))
}

/// The images for AMD GPUs among `images`: code objects, or (LLVM IR and the like) entries
/// saying what they hold. Images for other targets carry no code gcn-isa reads and are
/// left out, as a bundle's host entries are. With `what` (which images these are) none
/// for AMD GPUs is an error.
fn amdgcn_images<'a>(
    images: &[offloading::Image<'a>],
    what: &str,
) -> Result<Vec<CodeObject<'a>>, ContainerError> {
    let objects: Vec<_> = images
        .iter()
        .filter(|image| image.is_amdgcn())
        .map(|image| CodeObject {
            label: Some(image.label()),
            bytes: image.bytes.clone(),
            not_code: (!image.is_object()).then(|| image.kind_name()),
            kind: EntryKind::Offloading,
        })
        .collect();
    if objects.is_empty() && !what.is_empty() {
        return Err(no_amdgcn(what, images));
    }
    Ok(objects)
}

/// No image or bundle entry for an AMD GPU among what `what` names.
fn no_amdgcn(what: &str, images: &[offloading::Image<'_>]) -> ContainerError {
    let mut triples: Vec<&str> = images.iter().map(|i| i.triple.as_str()).collect();
    triples.sort_unstable();
    triples.dedup();
    match triples.is_empty() {
        true => err(format!("no AMDGPU code object in {what}")),
        false => err(format!(
            "no AMDGPU code object in {what} (the offloading images are for {})",
            escape_bytes(triples.join(", ").as_bytes())
        )),
    }
}

/// The bundles laid one after another in a `.hip_fatbin` section (each at a multiple of
/// 4096 bytes from the section's start; zero padding between them).
fn fatbin_bundles(fatbin: &[u8]) -> Result<Vec<CodeObject<'_>>, ContainerError> {
    let mut objects = Vec::new();
    let mut at = 0usize;
    while at < fatbin.len() {
        let rest = &fatbin[at..];
        let end = if rest.starts_with(BUNDLE_MAGIC) {
            let (entries, end) = bundle_entries(fatbin, at)?;
            objects.extend(entries);
            end
        } else if rest.starts_with(COMPRESSED_MAGIC) {
            let (inner, end) = decompress(fatbin, at)?;
            let entries = bundle(&inner, 0)?;
            objects.extend(entries.into_iter().map(CodeObject::owned));
            end
        } else if rest.iter().all(|&b| b == 0) {
            break;
        } else {
            return Err(err(format!(
                "offset {at:#x}: neither a bundle, a compressed bundle nor zero padding"
            )));
        };
        // The next bundle starts at the next aligned offset after this one.
        at = end.div_ceil(FATBIN_ALIGN) * FATBIN_ALIGN;
        while at < fatbin.len()
            && !fatbin[at..].starts_with(BUNDLE_MAGIC)
            && !fatbin[at..].starts_with(COMPRESSED_MAGIC)
            && fatbin[at..].iter().take(FATBIN_ALIGN).all(|&b| b == 0)
        {
            at += FATBIN_ALIGN;
        }
    }
    Ok(objects)
}

/// Whether `data` is an `ar` archive (`!<arch>`, or `!<thin>` for a thin one).
pub fn is_archive(data: &[u8]) -> bool {
    data.starts_with(ARCHIVE_MAGIC) || data.starts_with(THIN_ARCHIVE_MAGIC)
}

/// One member of an `ar` archive (not the symbol table or the long-name table).
pub struct Member<'a> {
    /// Its name, as llvm-objdump prints it in `ARCHIVE(NAME)`.
    pub name: &'a [u8],
    /// Its bytes; `None` in a thin archive, whose members are the files `name` names
    /// (relative to the archive's directory).
    pub bytes: Option<&'a [u8]>,
    /// Its 60-byte header (for `-a`), and where that is in the archive.
    pub header: &'a [u8],
    pub header_offset: usize,
}

/// The members of an archive, in order, and why the rest cannot be read (a corrupt header,
/// or a member running past the end of the archive) if they cannot: the members before the
/// corruption are still there to print, as llvm-objdump prints them.
pub struct Archive<'a> {
    pub members: Vec<Member<'a>>,
    pub error: Option<ContainerError>,
}

/// The members of the archive `data` (see [`is_archive`]). Names are read as LLVM 19's
/// `object::Archive` reads them: GNU (`NAME/`, `/OFFSET` into the `//` table), BSD
/// (`#1/LENGTH`, the name first in the data) and thin archives.
pub fn archive(data: &[u8]) -> Archive<'_> {
    let thin = data.starts_with(THIN_ARCHIVE_MAGIC);
    let mut members = Vec::new();
    // The GNU table of names too long for a header, and whether the archive is BSD-style
    // (its first member says so: a `#1/` name or the `__.SYMDEF` symbol table).
    let mut long_names: &[u8] = &[];
    let mut bsd = false;
    // A COFF archive (Windows' `.lib`: a second `/` symbol table follows the first, as LLVM
    // tells them) ends its long names with a NUL instead of "/\n".
    let (mut coff, mut first_is_symbols) = (false, false);
    let mut at = ARCHIVE_MAGIC.len();
    let mut index = 0;
    while at < data.len() {
        let style = match (bsd, coff) {
            (true, _) => NameStyle::Bsd,
            (_, true) => NameStyle::Coff,
            _ => NameStyle::Gnu,
        };
        let member = match archive_member(data, at, thin, style, long_names) {
            Ok(m) => m,
            Err(e) => {
                return Archive {
                    members,
                    error: Some(e),
                }
            }
        };
        if index == 0 {
            bsd = member.raw_name.starts_with(b"#1/")
                || member.raw_name == b"__.SYMDEF"
                || member.raw_name == b"__.SYMDEF_64";
            first_is_symbols = member.raw_name == b"/";
        } else if index == 1 {
            coff = first_is_symbols && member.raw_name == b"/";
        }
        index += 1;
        match member.raw_name {
            // The long-name table (before the first member, as LLVM reads it).
            b"//" if long_names.is_empty() && members.is_empty() && !bsd => {
                long_names = member.bytes
            }
            _ if is_special_name(member.raw_name) => {}
            _ if member.name.starts_with(b"__.SYMDEF") => {}
            _ => members.push(Member {
                name: member.name,
                bytes: (!member.thin).then_some(member.bytes),
                header: &data[at..at + MEMBER_HEADER],
                header_offset: at,
            }),
        }
        // The next header starts at an even offset from this one.
        match member.end.checked_add(member.end & 1) {
            Some(next) if next <= data.len() => at = next,
            _ => {
                return Archive {
                    members,
                    error: Some(err(format!(
                        "member {} (header at offset {at:#x}): the padding byte after its \
                         {} bytes is missing (the archive ends at {:#x})",
                        crate::escape::escape_bytes(member.name),
                        member.end - at - MEMBER_HEADER,
                        data.len()
                    ))),
                }
            }
        }
    }
    Archive {
        members,
        error: None,
    }
}

/// A member header as read.
struct RawMember<'a> {
    /// The name field up to its end (LLVM's "raw name": `/`, `//`, `#1/12`, `a.o/`, …).
    raw_name: &'a [u8],
    /// The member's name (long names looked up).
    name: &'a [u8],
    /// Its data in the archive (without a BSD name); empty for a thin member.
    bytes: &'a [u8],
    /// Whether its data is a file outside the archive.
    thin: bool,
    /// Where its data ends (the header's end for a thin member).
    end: usize,
}

/// How an archive writes the names of its members.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NameStyle {
    /// GNU: short names end with `/`, long ones with "/\n" in the `//` table.
    Gnu,
    /// BSD: names end at a space; long ones (`#1/LENGTH`) start the member's data.
    Bsd,
    /// COFF (Windows' `.lib`): as GNU, but long names end with a NUL.
    Coff,
}

/// The member whose header is at `at`, its names written in `style`.
fn archive_member<'a>(
    data: &'a [u8],
    at: usize,
    thin: bool,
    style: NameStyle,
    long_names: &'a [u8],
) -> Result<RawMember<'a>, ContainerError> {
    let bsd = style == NameStyle::Bsd;
    let header = data.get(at..at + MEMBER_HEADER).ok_or_else(|| {
        err(format!(
            "archive member header at offset {at:#x} is truncated: {} bytes, {MEMBER_HEADER} \
             needed",
            data.len() - at
        ))
    })?;
    let bad = |what: String| err(format!("archive member header at offset {at:#x}: {what}"));
    let show = |b: &[u8]| crate::escape::escape_bytes(b);
    // A space-padded decimal field that indexes the archive (a length or an offset).
    let index_field = |digits: &[u8], what: &str| {
        let digits = trim_end(digits, b' ');
        decimal(digits)
            .and_then(|n| usize::try_from(n).ok())
            .ok_or_else(|| {
                bad(format!(
                    "{what} \"{}\" is not a decimal number",
                    show(digits)
                ))
            })
    };
    if &header[58..60] != b"`\n" {
        return Err(bad(format!(
            "its terminator is \"{}\", not \"`\\n\"",
            show(&header[58..60])
        )));
    }
    let size_field = trim_end(&header[48..58], b' ');
    let size = decimal(size_field).ok_or_else(|| {
        bad(format!(
            "size \"{}\" is not a decimal number",
            show(size_field)
        ))
    })?;
    // The raw name: as LLVM reads it, up to a space for special and BSD names, else up to
    // a slash.
    let field = &header[..16];
    let end_at = if bsd || field[0] == b'/' || field[0] == b'#' {
        b' '
    } else {
        b'/'
    };
    let raw_name = &field[..field.iter().position(|&b| b == end_at).unwrap_or(16)];
    if raw_name.is_empty() {
        return Err(bad("its name starts with a space".into()));
    }
    // Thin archives hold the symbol and name tables, not the members' data.
    let thin = thin && !matches!(raw_name, b"/" | b"//" | b"/SYM64/");
    let start = at + MEMBER_HEADER;
    let end = if thin {
        start
    } else {
        usize::try_from(size)
            .ok()
            .and_then(|n| start.checked_add(n))
            .filter(|&e| e <= data.len())
            .ok_or_else(|| {
                bad(format!(
                    "its {size} bytes of data at offset {start:#x} run past the end of the \
                     archive ({:#x})",
                    data.len()
                ))
            })?
    };
    let mut bytes = &data[start..end];
    let name = if let Some(digits) = raw_name.strip_prefix(b"#1/") {
        // BSD: the name is the first LENGTH bytes of the data (NUL-padded).
        let len = index_field(digits, "its name length")?;
        if len > bytes.len() {
            return Err(bad(format!(
                "its name of {len} bytes is longer than its {} bytes of data",
                bytes.len()
            )));
        }
        let (name, rest) = bytes.split_at(len);
        bytes = rest;
        trim_end(name, 0)
    } else if raw_name[0] == b'/' && !is_special_name(raw_name) {
        // GNU: `/OFFSET` into the `//` table, where the name ends with "/\n".
        let offset = index_field(&raw_name[1..], "its long name offset")?;
        let rest = long_names
            .get(offset..)
            .filter(|r| !r.is_empty())
            .ok_or_else(|| {
                bad(format!(
                    "its long name offset {offset} is past the end of the name table ({} bytes)",
                    long_names.len()
                ))
            })?;
        let (end, ending) = match style {
            NameStyle::Coff => (rest.iter().position(|&b| b == 0), "a NUL"),
            _ => (
                rest.iter()
                    .position(|&b| b == b'\n')
                    .filter(|&n| n > 0 && rest[n - 1] == b'/')
                    .map(|n| n - 1),
                "\"/\\n\"",
            ),
        };
        let end = end.ok_or_else(|| {
            bad(format!(
                "its long name at offset {offset} of the name table does not end with {ending}"
            ))
        })?;
        &rest[..end]
    } else if raw_name[0] != b'/' && raw_name.last() == Some(&b'/') {
        &raw_name[..raw_name.len() - 1]
    } else if raw_name[0] != b'/' {
        trim_end(raw_name, b' ')
    } else {
        raw_name
    };
    Ok(RawMember {
        raw_name,
        name,
        bytes,
        thin,
        end,
    })
}

/// The symbol tables (GNU, 64-bit GNU, COFF) and the other special members, whose names
/// start with a slash but are not `/OFFSET` long names.
fn is_special_name(raw_name: &[u8]) -> bool {
    matches!(
        raw_name,
        b"/" | b"//" | b"/SYM64/" | b"/<ECSYMBOLS>/" | b"/<XFGHASHMAP>/"
    )
}

fn trim_end(bytes: &[u8], pad: u8) -> &[u8] {
    let n = bytes.iter().rposition(|&b| b != pad).map_or(0, |p| p + 1);
    &bytes[..n]
}

/// A decimal number of ASCII digits (at least one), if it fits in a `u64`.
fn decimal(digits: &[u8]) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    digits.iter().try_fold(0u64, |n, &d| {
        if d.is_ascii_digit() {
            n.checked_mul(10)?.checked_add(u64::from(d - b'0'))
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn make_bundle(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let mut header = BUNDLE_MAGIC.to_vec();
        header.extend((entries.len() as u64).to_le_bytes());
        let header_len: usize =
            header.len() + entries.iter().map(|(id, _)| 24 + id.len()).sum::<usize>();
        let mut offset = header_len;
        let mut body: Vec<u8> = Vec::new();
        for (id, bytes) in entries {
            header.extend((offset as u64).to_le_bytes());
            header.extend((bytes.len() as u64).to_le_bytes());
            header.extend((id.len() as u64).to_le_bytes());
            header.extend(id.as_bytes());
            body.extend(*bytes);
            offset += bytes.len();
        }
        header.extend(body);
        header
    }

    const ELF_AMDGPU: &[u8] = b"\x7fELF\x02\x01\x01\x40\x04\0\0\0\0\0\0\0\x03\0\xe0\0";

    #[test]
    fn bundle_entries_for_amdgcn_only() {
        let b = make_bundle(&[
            ("host-x86_64-unknown-linux-gnu", b""),
            ("hipv4-amdgcn-amd-amdhsa--gfx906", ELF_AMDGPU),
        ]);
        let objects = code_objects(&b).unwrap();
        assert_eq!(objects.len(), 1);
        assert_eq!(
            objects[0].label.as_deref(),
            Some("hipv4-amdgcn-amd-amdhsa--gfx906")
        );
        assert_eq!(&*objects[0].bytes, ELF_AMDGPU);
    }

    #[test]
    fn corrupt_bundles_are_errors_naming_the_offset() {
        let b = make_bundle(&[("hipv4-amdgcn-amd-amdhsa--gfx906", ELF_AMDGPU)]);
        for cut in [30, 40, 60, b.len() - 1] {
            let e = code_objects(&b[..cut])
                .err()
                .expect("truncated bundle refused");
            assert!(
                e.message.contains("offset") || e.message.contains("truncated"),
                "{e}"
            );
        }
        let mut huge = b.clone();
        huge[24..32].copy_from_slice(&u64::MAX.to_le_bytes());
        assert!(code_objects(&huge).is_err());
    }

    #[test]
    fn compressed_zlib_bundle_round_trip() {
        let b = make_bundle(&[("hipv4-amdgcn-amd-amdhsa--gfx908", ELF_AMDGPU)]);
        let z = miniz_oxide::deflate::compress_to_vec_zlib(&b, 6);
        let mut c = COMPRESSED_MAGIC.to_vec();
        c.extend(2u16.to_le_bytes());
        c.extend(0u16.to_le_bytes());
        c.extend(((24 + z.len()) as u32).to_le_bytes());
        c.extend((b.len() as u32).to_le_bytes());
        c.extend(0u64.to_le_bytes());
        c.extend(&z);
        let objects = code_objects(&c).unwrap();
        assert_eq!(
            objects[0].label.as_deref(),
            Some("hipv4-amdgcn-amd-amdhsa--gfx908")
        );
        // A wrong uncompressed size is refused.
        let mut wrong = c.clone();
        wrong[12..16].copy_from_slice(&((b.len() + 1) as u32).to_le_bytes());
        assert!(code_objects(&wrong).is_err());
        // Every truncation is refused without a panic.
        for cut in 0..c.len() {
            let _ = code_objects(&c[..cut]);
        }
    }

    /// An archive member header: `name` as written in the field, `size` in decimal.
    fn ar_header(name: &str, size: usize) -> Vec<u8> {
        let h = format!("{name:<16}{:<12}{:<6}{:<6}{:<8}{size:<10}`\n", 0, 0, 0, 644);
        assert_eq!(h.len(), MEMBER_HEADER);
        h.into_bytes()
    }

    /// An archive of `(header name, data)` members (data padded to even lengths).
    fn make_archive(magic: &[u8], members: &[(&str, &[u8])]) -> Vec<u8> {
        let mut a = magic.to_vec();
        for (name, data) in members {
            a.extend(ar_header(name, data.len()));
            a.extend(*data);
            if data.len() % 2 == 1 {
                a.push(b'\n');
            }
        }
        a
    }

    fn names<'a>(archive: &Archive<'a>) -> Vec<&'a [u8]> {
        archive.members.iter().map(|m| m.name).collect()
    }

    #[test]
    fn gnu_archive_members_and_long_names() {
        let long = "a_member_name_longer_than_16.o";
        let table = format!("{long}/\n");
        let a = make_archive(
            ARCHIVE_MAGIC,
            &[
                ("/", b"\0\0\0\0"),
                ("//", table.as_bytes()),
                ("a.o/", ELF_AMDGPU),
                ("/0", b"odd"),
                ("x y.o", b""),
            ],
        );
        let ar = archive(&a);
        assert!(ar.error.is_none());
        assert_eq!(
            names(&ar),
            [&b"a.o"[..], long.as_bytes(), b"x y.o"],
            "the symbol and name tables are not members"
        );
        assert_eq!(ar.members[0].bytes, Some(ELF_AMDGPU));
        assert_eq!(ar.members[1].bytes, Some(&b"odd"[..]));
        assert_eq!(ar.members[2].bytes, Some(&b""[..]));
        assert!(ar.members[0].bytes.is_some() && is_archive(&a));
    }

    #[test]
    fn coff_archive_long_names_end_with_a_nul() {
        // Windows' `.lib` (llvm-lib, link.exe): two `/` symbol tables, then `//`.
        let long = "a_member_name_longer_than_16.obj";
        let table = format!("{long}\0b_long_name_of_a_second_member.obj\0");
        let a = make_archive(
            ARCHIVE_MAGIC,
            &[
                ("/", b"\0\0\0\0"),
                ("/", b"\0\0\0\0"),
                ("//", table.as_bytes()),
                ("/0", b"one"),
                (&format!("/{}", long.len() + 1), b"two"),
            ],
        );
        let ar = archive(&a);
        assert!(ar.error.is_none(), "{:?}", ar.error);
        assert_eq!(
            names(&ar),
            [long.as_bytes(), b"b_long_name_of_a_second_member.obj"]
        );
        // Without the second symbol table the names are GNU's, which end with "/\n".
        let gnu = make_archive(
            ARCHIVE_MAGIC,
            &[("/", b"\0\0\0\0"), ("//", table.as_bytes()), ("/0", b"one")],
        );
        let message = archive(&gnu).error.expect("not a GNU name").message;
        assert!(message.ends_with("does not end with \"/\\n\""), "{message}");
        // A COFF name table whose last name runs to its end.
        let cut = make_archive(
            ARCHIVE_MAGIC,
            &[
                ("/", b""),
                ("/", b""),
                ("//", long.as_bytes()),
                ("/0", b"one"),
            ],
        );
        let message = archive(&cut).error.expect("no NUL").message;
        assert!(message.ends_with("does not end with a NUL"), "{message}");
    }

    #[test]
    fn coff_and_pe_hosts_without_gpu_code_are_errors() {
        // The smallest COFF object (x86-64, no sections) and a PE image cut after its
        // signature: errors that say what the file is, no panic.
        let mut coff = vec![0u8; 20];
        coff[..2].copy_from_slice(&0x8664u16.to_le_bytes());
        assert_eq!(HostFormat::of(&coff), Some(HostFormat::Coff));
        assert_eq!(file_format(&coff), "coff-x86-64");
        let e = code_objects(&coff).err().expect("no GPU code").message;
        assert!(
            e.starts_with("not an AMDGPU code object (COFF object, machine 0x8664)"),
            "{e}"
        );
        let mut pe = vec![0u8; 0x40];
        pe[..2].copy_from_slice(b"MZ");
        pe[0x3c] = 0x40;
        pe.extend(b"PE\0\0");
        pe.extend(0xaa64u16.to_le_bytes());
        for cut in 0..pe.len() {
            let _ = code_objects(&pe[..cut]);
        }
        assert!(code_objects(&pe).is_err());
    }

    #[test]
    fn bsd_and_thin_archives() {
        let mut named = b"long name.o\0".to_vec();
        named.extend(ELF_AMDGPU);
        let a = make_archive(
            ARCHIVE_MAGIC,
            &[("#1/12", &named), ("b.o/", b"xy"), ("c d.o", b"z")],
        );
        let ar = archive(&a);
        assert!(ar.error.is_none());
        // BSD style (the first name says so): a name ends at a space.
        assert_eq!(names(&ar), [&b"long name.o"[..], b"b.o", b"c"]);
        assert_eq!(ar.members[0].bytes, Some(ELF_AMDGPU));
        // Thin: the members' data are files, the name table is in the archive.
        let table = b"dir/a_member_name_longer_than_16.o/\n";
        let mut t = THIN_ARCHIVE_MAGIC.to_vec();
        t.extend(ar_header("//", table.len()));
        t.extend(table);
        t.extend(ar_header("/0", 1234));
        t.extend(ar_header("b.o/", 99));
        let ar = archive(&t);
        assert!(ar.error.is_none());
        assert_eq!(
            names(&ar),
            [&b"dir/a_member_name_longer_than_16.o"[..], b"b.o"]
        );
        assert!(ar.members.iter().all(|m| m.bytes.is_none()));
        // Empty.
        let ar = archive(ARCHIVE_MAGIC);
        assert!(ar.members.is_empty() && ar.error.is_none());
    }

    #[test]
    fn corrupt_archives_are_errors_naming_the_offset() {
        let a = make_archive(ARCHIVE_MAGIC, &[("a.o/", ELF_AMDGPU), ("b.o/", b"abc")]);
        let message = |data: &[u8]| {
            let ar = archive(data);
            ar.error.map(|e| e.message)
        };
        // Truncated in the second header: the first member is still there.
        let cut = &a[..8 + 60 + ELF_AMDGPU.len() + 30];
        assert_eq!(archive(cut).members.len(), 1);
        assert_eq!(
            message(cut).unwrap(),
            "archive member header at offset 0x58 is truncated: 30 bytes, 60 needed"
        );
        // A size past the end.
        let mut big = a.clone();
        big[8 + 48..8 + 58].copy_from_slice(b"99999     ");
        assert_eq!(
            message(&big).unwrap(),
            "archive member header at offset 0x8: its 99999 bytes of data at offset 0x44 run \
             past the end of the archive (0x98)"
        );
        // Sizes that are not numbers, a bad terminator, bad long names.
        for (at, bytes, what) in [
            (
                8 + 48,
                &b"-1        "[..],
                "size \"-1\" is not a decimal number",
            ),
            (8 + 48, b"          ", "size \"\" is not a decimal number"),
            (
                8 + 48,
                b"99999999999999999999"[..10].as_ref(),
                "run past the end",
            ),
            (8 + 58, b"x\n", "its terminator is \"x\\x0a\", not \"`\\n\""),
            (
                8,
                b"/12             ",
                "long name offset 12 is past the end",
            ),
            (
                8,
                b"/x              ",
                "long name offset \"x\" is not a decimal",
            ),
            (
                8,
                b"#1/99           ",
                "name of 99 bytes is longer than its 20 bytes",
            ),
        ] {
            let mut bad = a.clone();
            bad[at..at + bytes.len()].copy_from_slice(bytes);
            let m = message(&bad).unwrap_or_default();
            assert!(m.contains(what) && m.contains("offset 0x8"), "{what}: {m}");
        }
        // Every truncation is an error or a shorter list, never a panic.
        for cut in 0..a.len() {
            let _ = archive(&a[..cut]);
        }
        // The padding byte after an odd member, missing at the end.
        let odd = &a[..a.len() - 1];
        assert_eq!(archive(odd).members.len(), 2);
        assert!(message(odd).unwrap().contains("padding byte"));
    }

    #[test]
    fn other_files_are_refused() {
        assert!(code_objects(b"").is_err());
        assert!(code_objects(b"hello").is_err());
    }
}
