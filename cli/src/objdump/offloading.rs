//! LLVM's offloading binaries (magic `10 FF 10 AD`): how clang's new offload driver carries
//! device code. OpenMP offload programs and objects, and HIP or CUDA objects built with
//! `--offload-new-driver`, hold them in ELF sections of type `SHT_LLVM_OFFLOADING`
//! (`.llvm.offloading`); `clang-offload-packager` writes them as files of their own.
//!
//! A binary is a header, its entries (each an image's kind, its producer, a string map with
//! its `triple` and `arch`, and the image) and their images; a section holds several
//! binaries one after another. Version 1 is what LLVM 19 to 21 write (one entry, string
//! values NUL-terminated); version 2 (LLVM 22) holds several entries and gives each string
//! value's size; version 3 adds a compressed form (`InflatedSize`: the entries and images
//! zlib- or zstd-compressed). Read the way `llvm-objdump --offloading` reads them
//! (`llvm/Object/OffloadBinary.h`), with every offset checked against the bytes there are.

use super::container::ContainerError;
use std::borrow::Cow;
use std::fmt::Write as _;

/// The first bytes of every offloading binary.
pub const MAGIC: &[u8] = &[0x10, 0xFF, 0x10, 0xAD];
/// `sh_type` of the ELF sections that hold offloading binaries.
pub const SHT_LLVM_OFFLOADING: u32 = 0x6fff_4c0b;
/// The newest version read (LLVM 19 reads only version 1).
const LATEST: u32 = 3;
/// Magic, version, size, entries' offset, entry size (version 1) or count.
const HEADER_SIZE: usize = 32;
/// Version 3's header: the size before compression follows.
const HEADER_SIZE_V3: usize = 40;
/// Image kind (2 bytes), offload kind (2), flags (4), string offset, string count, image
/// offset, image size (8 each).
const ENTRY_SIZE: usize = 40;
/// A string map entry: key and value offsets; from version 2 also the value's size.
const STRING_ENTRY_V1: usize = 16;
const STRING_ENTRY: usize = 24;
/// `ImageKind::IMG_Object`: the image is an object file (for amdgcn, a code object).
const IMAGE_OBJECT: u16 = 1;
/// The first bytes of a zstd frame (a compressed binary's data is zlib otherwise).
const ZSTD_MAGIC: &[u8] = &[0x28, 0xB5, 0x2F, 0xFD];

/// One image of an offloading binary.
pub struct Image<'a> {
    /// Its place among the images of the file or section, counted from 0 as
    /// `llvm-objdump --offloading` numbers them.
    pub index: usize,
    /// The version of the binary it is in.
    pub version: u32,
    pub image_kind: u16,
    pub offload_kind: u16,
    pub triple: String,
    pub arch: String,
    /// Borrowed from the file, or decompressed.
    pub bytes: Cow<'a, [u8]>,
}

impl Image<'_> {
    /// The image kind as llvm-objdump names it (19 for version 1, the LLVM that writes
    /// them for later ones).
    pub fn kind_name(&self) -> &'static str {
        match (self.image_kind, self.version) {
            (IMAGE_OBJECT, _) => "elf",
            (2, _) => "llvm ir",
            (3, _) => "cubin",
            (4, _) => "fatbinary",
            (5, _) => "ptx",
            (6, 2..) => "spir-v",
            _ => "<none>",
        }
    }

    /// The producer (`OffloadKind`) as llvm-objdump names it: LLVM 19 numbered them 1 to
    /// 3, LLVM 21 made them bits (HIP 4, SYCL 8), which version 2 binaries carry.
    pub fn producer(&self) -> &'static str {
        match (self.offload_kind, self.version) {
            (1, _) => "openmp",
            (2, _) => "cuda",
            (3, 1) | (4, 2..) => "hip",
            (8, 2..) => "sycl",
            _ => "none",
        }
    }

    /// Whether the image is machine code for an AMD GPU (not LLVM IR, not another
    /// vendor's code).
    pub fn is_amdgcn(&self) -> bool {
        self.triple.starts_with("amdgcn-")
    }

    pub fn is_object(&self) -> bool {
        self.image_kind == IMAGE_OBJECT
    }

    /// How the image is named in headers and messages: its producer, triple and
    /// processor, as a bundle entry id names them (`openmp-amdgcn-amd-amdhsa-gfx908`).
    /// The producer as whichever LLVM wrote it means it: a version 1 binary of LLVM 21
    /// says HIP with 4, which llvm-objdump 19 lists as `none`.
    pub fn label(&self) -> String {
        let producer = match (self.offload_kind, self.version) {
            (4, 1) => "hip",
            (8, 1) => "sycl",
            _ => self.producer(),
        };
        format!("{producer}-{}-{}", self.triple, self.arch)
    }

    /// `llvm-objdump --offloading`'s lines for the image.
    pub fn describe(&self, text: &mut String) {
        let _ = write!(
            text,
            "\nOFFLOADING IMAGE [{}]:\n{:<16}{}\n{:<16}{}\n{:<16}{}\n{:<16}{}\n",
            self.index,
            "kind",
            self.kind_name(),
            "arch",
            self.arch,
            "triple",
            self.triple,
            "producer",
            self.producer()
        );
    }

    fn into_owned(self) -> Image<'static> {
        Image {
            bytes: Cow::Owned(self.bytes.into_owned()),
            ..self
        }
    }
}

fn err(message: String) -> ContainerError {
    ContainerError { message }
}

/// The images of the offloading binaries laid one after another in `data` (a section's
/// contents or a whole file), numbered from `first_index`.
pub fn images(data: &[u8], first_index: usize) -> Result<Vec<Image<'_>>, ContainerError> {
    let mut images = Vec::new();
    let mut at = 0;
    while at < data.len() {
        let (found, size) = binary(&data[at..]).map_err(|m| err(format!("offset {at:#x}: {m}")))?;
        for image in found {
            images.push(Image {
                index: first_index + images.len(),
                ..image
            });
        }
        at += size;
    }
    Ok(images)
}

/// The offloading binary at the start of `data`: its images, and how far the next binary
/// is (its size; from version 2 rounded up to 8 bytes, as LLVM steps).
fn binary(data: &[u8]) -> Result<(Vec<Image<'_>>, usize), String> {
    if !data.starts_with(MAGIC) {
        return Err(format!(
            "not an offloading binary (its first bytes are not {:02X?})",
            MAGIC
        ));
    }
    let version = match data.get(4..8) {
        Some(_) => u32_at(data, 4),
        None => 0,
    };
    let header = match version {
        3.. => HEADER_SIZE_V3,
        _ => HEADER_SIZE,
    };
    let least = header + ENTRY_SIZE;
    if data.len() < least {
        return Err(format!(
            "an offloading binary takes at least {least} bytes, {} are left",
            data.len()
        ));
    }
    if !(1..=LATEST).contains(&version) {
        return Err(format!(
            "offloading binary version {version}; gcn-isa reads versions 1 to {LATEST} (LLVM 19 \
             writes and reads version 1)"
        ));
    }
    let size = u64_at(data, 8);
    let size = usize::try_from(size)
        .ok()
        .filter(|&s| (least..=data.len()).contains(&s))
        .ok_or_else(|| {
            format!(
                "its size ({size} bytes) is not between {least} and the {} bytes left",
                data.len()
            )
        })?;
    let next = match version {
        1 => size,
        _ => size.next_multiple_of(8).min(data.len()),
    };
    let data = &data[..size];
    let entries = u64_at(data, 16);
    let count = if version == 1 { 1 } else { u64_at(data, 24) };
    let inflated = if version >= 3 { u64_at(data, 32) } else { 0 };
    if inflated == 0 {
        return Ok((entries_of(data, version, entries, count)?, next));
    }
    // Compressed: the entries, strings and images after the header, as one zlib or zstd
    // stream that inflates to the binary's `inflated` bytes less the header.
    let start = usize::try_from(entries)
        .ok()
        .filter(|&e| e >= header && e <= size)
        .ok_or_else(|| {
            format!("its compressed data at offset {entries:#x} lies outside it ({size:#x})")
        })?;
    let body_size = usize::try_from(inflated)
        .ok()
        .and_then(|n| n.checked_sub(start))
        .ok_or_else(|| {
            format!("its size before compression ({inflated}) is less than its header ({start})")
        })?;
    let packed = &data[start..];
    let body = match packed.starts_with(ZSTD_MAGIC) {
        true => super::container::unzstd(packed, body_size),
        false => super::container::inflate_zlib(packed, body_size),
    }
    .map_err(|e| format!("its compressed data at offset {start:#x}: {e}"))?;
    if body.len() != body_size {
        return Err(format!(
            "its compressed data inflates to {} bytes, not the {body_size} its header says",
            body.len()
        ));
    }
    let mut whole = data[..start].to_vec();
    whole.extend_from_slice(&body);
    let found =
        entries_of(&whole, version, entries, count).map_err(|e| format!("decompressed: {e}"))?;
    Ok((found.into_iter().map(Image::into_owned).collect(), next))
}

/// The `count` entries at offset `entries` of the (uncompressed) binary `data`, and their
/// images.
fn entries_of(
    data: &[u8],
    version: u32,
    entries: u64,
    count: u64,
) -> Result<Vec<Image<'_>>, String> {
    let size = data.len();
    let table = usize::try_from(entries)
        .ok()
        .zip(
            usize::try_from(count)
                .ok()
                .and_then(|c| c.checked_mul(ENTRY_SIZE)),
        )
        .filter(|&(e, n)| e.checked_add(n).is_some_and(|end| end <= size))
        .map(|(e, _)| e);
    let Some(table) = table else {
        return Err(match count {
            1 => format!("its entry at offset {entries:#x} runs past its end ({size:#x})"),
            _ => format!("its {count} entries at offset {entries:#x} run past its end ({size:#x})"),
        });
    };
    (0..count as usize)
        .map(|i| entry(data, version, table + i * ENTRY_SIZE))
        .collect()
}

/// The entry at `entry` of the binary `data`, and its image.
fn entry(data: &[u8], version: u32, entry: usize) -> Result<Image<'_>, String> {
    let size = data.len();
    let image_kind = u16::from_le_bytes([data[entry], data[entry + 1]]);
    let offload_kind = u16::from_le_bytes([data[entry + 2], data[entry + 3]]);
    let strings = u64_at(data, entry + 8);
    let string_count = u64_at(data, entry + 16);
    let image_offset = u64_at(data, entry + 24);
    let image_size = u64_at(data, entry + 32);
    let bytes = range(data, image_offset, image_size).ok_or_else(|| {
        format!("its image ({image_size} bytes at offset {image_offset:#x}) runs past its end ({size:#x})")
    })?;
    let pair_size = if version == 1 {
        STRING_ENTRY_V1
    } else {
        STRING_ENTRY
    };
    let map = string_count
        .checked_mul(pair_size as u64)
        .and_then(|n| range(data, strings, n))
        .ok_or_else(|| {
            format!(
                "its string map ({string_count} entries at offset {strings:#x}) runs past its \
                 end ({size:#x})"
            )
        })?;
    let (mut triple, mut arch) = (None, None);
    for pair in map.chunks_exact(pair_size) {
        let key = c_string(data, u64_at(pair, 0))?;
        let value = match version {
            1 => c_string(data, u64_at(pair, 8))?,
            _ => {
                let (at, len) = (u64_at(pair, 8), u64_at(pair, 16));
                range(data, at, len).ok_or_else(|| {
                    format!(
                        "a string ({len} bytes at offset {at:#x}) runs past its end ({size:#x})"
                    )
                })?
            }
        };
        // As LLVM's string map: the first of a repeated key is the one kept.
        match key {
            b"triple" => triple = triple.or(Some(value)),
            b"arch" => arch = arch.or(Some(value)),
            _ => {}
        }
    }
    let text = |s: Option<&[u8]>| String::from_utf8_lossy(s.unwrap_or_default()).into_owned();
    Ok(Image {
        index: 0,
        version,
        image_kind,
        offload_kind,
        triple: text(triple),
        arch: text(arch),
        bytes: Cow::Borrowed(bytes),
    })
}

fn u32_at(data: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(data[at..at + 4].try_into().expect("4 bytes"))
}

fn u64_at(data: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(data[at..at + 8].try_into().expect("8 bytes"))
}

/// `len` bytes at `offset` of `data`, if they are all there.
fn range(data: &[u8], offset: u64, len: u64) -> Option<&[u8]> {
    let start = usize::try_from(offset).ok()?;
    let end = start.checked_add(usize::try_from(len).ok()?)?;
    data.get(start..end)
}

/// The NUL-terminated string at `offset` of the binary `data`.
fn c_string(data: &[u8], offset: u64) -> Result<&[u8], String> {
    let rest = usize::try_from(offset)
        .ok()
        .and_then(|o| data.get(o..))
        .ok_or_else(|| {
            format!(
                "a string at offset {offset:#x} lies past its end ({:#x})",
                data.len()
            )
        })?;
    let end = rest.iter().position(|&b| b == 0).ok_or_else(|| {
        format!(
            "the string at offset {offset:#x} runs past its end ({:#x}) without a NUL",
            data.len()
        )
    })?;
    Ok(&rest[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An offloading binary as LLVM 19's `OffloadBinary::write` lays it out: header,
    /// entry, string map, strings, the image at an 8-byte boundary, the size a multiple
    /// of 8.
    pub fn make(kind: u16, producer: u16, triple: &str, arch: &str, image: &[u8]) -> Vec<u8> {
        let strings_at = HEADER_SIZE + ENTRY_SIZE + 2 * 16;
        let mut table = vec![0u8];
        let mut add = |s: &str| {
            let at = strings_at + table.len();
            table.extend_from_slice(s.as_bytes());
            table.push(0);
            at as u64
        };
        let pairs = [(add("arch"), add(arch)), (add("triple"), add(triple))];
        let image_at = (strings_at + table.len()).next_multiple_of(8);
        let size = (image_at + image.len()).next_multiple_of(8);
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&1u32.to_le_bytes());
        for n in [size, HEADER_SIZE, ENTRY_SIZE] {
            out.extend_from_slice(&(n as u64).to_le_bytes());
        }
        out.extend_from_slice(&kind.to_le_bytes());
        out.extend_from_slice(&producer.to_le_bytes());
        out.extend_from_slice(&0u32.to_le_bytes());
        for n in [HEADER_SIZE + ENTRY_SIZE, 2, image_at, image.len()] {
            out.extend_from_slice(&(n as u64).to_le_bytes());
        }
        for (k, v) in pairs {
            out.extend_from_slice(&k.to_le_bytes());
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&table);
        out.resize(image_at, 0);
        out.extend_from_slice(image);
        out.resize(size, 0);
        out
    }

    #[test]
    fn images_one_after_another() {
        let mut data = make(1, 1, "amdgcn-amd-amdhsa", "gfx908", b"\x7fELF code");
        data.extend(make(2, 3, "amdgcn-amd-amdhsa", "gfx906:xnack-", b"BC"));
        let images = images(&data, 3).unwrap();
        assert_eq!(images.len(), 2);
        assert_eq!(&images[0].bytes[..], b"\x7fELF code");
        assert_eq!(images[0].label(), "openmp-amdgcn-amd-amdhsa-gfx908");
        assert!(images[0].is_object() && images[0].is_amdgcn());
        assert_eq!(images[1].label(), "hip-amdgcn-amd-amdhsa-gfx906:xnack-");
        assert!(!images[1].is_object());
        let mut text = String::new();
        images[1].describe(&mut text);
        assert_eq!(
            text,
            "\nOFFLOADING IMAGE [4]:\nkind            llvm ir\narch            \
             gfx906:xnack-\ntriple          amdgcn-amd-amdhsa\nproducer        hip\n"
        );
    }

    #[test]
    fn corrupt_binaries_are_errors_naming_the_offset() {
        let good = make(1, 1, "amdgcn-amd-amdhsa", "gfx908", &[7; 40]);
        for cut in 1..good.len() {
            let e = images(&good[..cut], 0)
                .err()
                .expect("a truncated binary is an error");
            assert!(e.message.starts_with("offset 0x0: "), "{}", e.message);
        }
        let mut twice = good.clone();
        twice.extend_from_slice(&good[..50]);
        let e = images(&twice, 0).err().unwrap();
        assert!(
            e.message
                .starts_with(&format!("offset {:#x}: ", good.len())),
            "{}",
            e.message
        );
        // Every field pointing anywhere: an error or images, never a panic.
        for at in (8..HEADER_SIZE + ENTRY_SIZE).step_by(8) {
            for value in [0u64, 1, 0x7f, u64::MAX, u64::MAX / 2, good.len() as u64] {
                let mut bad = good.clone();
                bad[at..at + 8].copy_from_slice(&value.to_le_bytes());
                let _ = images(&bad, 0);
            }
        }
        let mut version = good.clone();
        version[4] = 4;
        assert!(images(&version, 0)
            .err()
            .unwrap()
            .message
            .contains("version 4"));
    }

    /// A version 2 (or, with `header` 40, version 3) binary as LLVM's
    /// `OffloadBinary::write` lays it out: header, entries, string maps (key and value
    /// offsets and the value's size), strings, the images from an 8-byte boundary.
    fn make_v2(header: usize, images: &[(u16, u16, &str, &str, &[u8])]) -> Vec<u8> {
        let strings_at = header + ENTRY_SIZE * images.len() + STRING_ENTRY * 2 * images.len();
        let mut table = vec![0u8];
        let mut add = |s: &str| {
            let at = strings_at + table.len();
            table.extend_from_slice(s.as_bytes());
            table.push(0);
            (at as u64, s.len() as u64)
        };
        let maps: Vec<_> = images
            .iter()
            .map(|&(_, _, triple, arch, _)| {
                [(add("arch"), add(arch)), (add("triple"), add(triple))]
            })
            .collect();
        let mut image_at = (strings_at + table.len()).next_multiple_of(8);
        let size = (image_at + images.iter().map(|i| i.4.len()).sum::<usize>()).next_multiple_of(8);
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&(if header == HEADER_SIZE { 2u32 } else { 3 }).to_le_bytes());
        for n in [size, header, images.len()] {
            out.extend_from_slice(&(n as u64).to_le_bytes());
        }
        out.resize(header, 0);
        for (k, &(kind, producer, _, _, image)) in images.iter().enumerate() {
            out.extend_from_slice(&kind.to_le_bytes());
            out.extend_from_slice(&producer.to_le_bytes());
            out.extend_from_slice(&0u32.to_le_bytes());
            let map = header + ENTRY_SIZE * images.len() + STRING_ENTRY * 2 * k;
            for n in [map, 2, image_at, image.len()] {
                out.extend_from_slice(&(n as u64).to_le_bytes());
            }
            image_at += image.len();
        }
        for ((key, _), (value, len)) in maps.iter().flatten() {
            for n in [key, value, len] {
                out.extend_from_slice(&n.to_le_bytes());
            }
        }
        out.extend_from_slice(&table);
        out.resize((strings_at + table.len()).next_multiple_of(8), 0);
        for image in images {
            out.extend_from_slice(image.4);
        }
        out.resize(size, 0);
        out
    }

    /// `binary` (version 3) compressed as LLVM compresses it: the header kept, its size
    /// and `InflatedSize` set, the rest one zlib or zstd stream.
    fn compress(binary: &[u8], zstd: bool) -> Vec<u8> {
        let body = &binary[HEADER_SIZE_V3..];
        let packed = match zstd {
            true => {
                ruzstd::encoding::compress_to_vec(body, ruzstd::encoding::CompressionLevel::Fastest)
            }
            false => miniz_oxide::deflate::compress_to_vec_zlib(body, 6),
        };
        let mut out = binary[..HEADER_SIZE_V3].to_vec();
        out.extend_from_slice(&packed);
        let size = out.len().next_multiple_of(8);
        out.resize(size, 0);
        out[8..16].copy_from_slice(&(size as u64).to_le_bytes());
        out[32..40].copy_from_slice(&(binary.len() as u64).to_le_bytes());
        out
    }

    #[test]
    fn version_2_binaries_hold_several_images() {
        let entries: [(u16, u16, &str, &str, &[u8]); 3] = [
            (1, 4, "amdgcn-amd-amdhsa", "gfx908", b"\x7fELF one"),
            (2, 1, "amdgcn-amd-amdhsa", "gfx906", b"BC"),
            (6, 8, "spirv64-intel", "", b"SPIR-V image"),
        ];
        let mut data = make_v2(HEADER_SIZE, &entries);
        // A version 1 binary after it, of LLVM 21 (HIP is 4 there): numbered on.
        data.extend(make(1, 4, "amdgcn-amd-amdhsa", "gfx900", b"\x7fELF two"));
        let found = images(&data, 0).unwrap();
        assert_eq!(found.len(), 4);
        assert_eq!(&found[0].bytes[..], b"\x7fELF one");
        assert_eq!(found[0].label(), "hip-amdgcn-amd-amdhsa-gfx908");
        assert_eq!(found[1].label(), "openmp-amdgcn-amd-amdhsa-gfx906");
        assert_eq!(
            (found[2].kind_name(), found[2].producer()),
            ("spir-v", "sycl")
        );
        assert_eq!(&found[2].bytes[..], b"SPIR-V image");
        // llvm-objdump 19 lists a version 1 binary's producer 4 as `none`; the label
        // names it as the LLVM that wrote it meant it.
        assert_eq!(found[3].producer(), "none");
        assert_eq!(found[3].label(), "hip-amdgcn-amd-amdhsa-gfx900");
        let mut text = String::new();
        found[1].describe(&mut text);
        assert_eq!(
            text,
            "\nOFFLOADING IMAGE [1]:\nkind            llvm ir\narch            \
             gfx906\ntriple          amdgcn-amd-amdhsa\nproducer        openmp\n"
        );
        // Entries that run past the binary, strings past its end: errors, no panic.
        let good = make_v2(HEADER_SIZE, &entries);
        let mut many = good.clone();
        many[24..32].copy_from_slice(&1000u64.to_le_bytes());
        let e = images(&many, 0).err().unwrap().message;
        assert!(
            e.contains("its 1000 entries at offset 0x20 run past its end"),
            "{e}"
        );
        for at in (8..good.len() - 8).step_by(4) {
            for value in [0u64, 1, 0x7f, u64::MAX, good.len() as u64] {
                let mut bad = good.clone();
                bad[at..at + 8].copy_from_slice(&value.to_le_bytes());
                let _ = images(&bad, 0);
            }
        }
    }

    #[test]
    fn version_3_binaries_compressed_with_zlib_or_zstd() {
        let entries: [(u16, u16, &str, &str, &[u8]); 2] = [
            (1, 4, "amdgcn-amd-amdhsa", "gfx908", &[0x7f; 300]),
            (1, 1, "amdgcn-amd-amdhsa", "gfx90a", b"\x7fELF"),
        ];
        let plain = make_v2(HEADER_SIZE_V3, &entries);
        let found = images(&plain, 0).unwrap();
        assert_eq!((found.len(), found[0].version), (2, 3));
        for zstd in [false, true] {
            let packed = compress(&plain, zstd);
            assert!(packed.len() < plain.len());
            let unpacked = images(&packed, 5).unwrap();
            assert_eq!(unpacked.len(), 2);
            assert_eq!((unpacked[0].index, unpacked[1].index), (5, 6));
            assert_eq!(&unpacked[0].bytes[..], &[0x7f; 300][..]);
            assert_eq!(unpacked[1].label(), "openmp-amdgcn-amd-amdhsa-gfx90a");
            // A wrong size before compression, a damaged stream, cuts: errors.
            let mut wrong = packed.clone();
            wrong[32..40].copy_from_slice(&(plain.len() as u64 + 8).to_le_bytes());
            assert!(images(&wrong, 0).is_err());
            let mut damaged = packed.clone();
            damaged[HEADER_SIZE_V3 + 4] ^= 0xff;
            assert!(images(&damaged, 0).is_err() || zstd);
            for cut in 1..packed.len() {
                assert!(images(&packed[..cut], 0).is_err());
            }
        }
    }
}
