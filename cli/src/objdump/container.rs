//! Finding the AMDGPU code objects in a file: a code object itself, a clang offload bundle
//! (plain or compressed), or a host ELF that carries bundles in `.hip_fatbin`.
//!
//! Every length and offset read from the file is checked against the bytes there are: a
//! truncated or corrupt container is an error that says where, never a panic.

use std::borrow::Cow;
use std::fmt;

const ELF_MAGIC: &[u8] = b"\x7fELF";
const BUNDLE_MAGIC: &[u8] = b"__CLANG_OFFLOAD_BUNDLE__";
const COMPRESSED_MAGIC: &[u8] = b"CCOB";
const EM_AMDGPU: u16 = 224;
/// The section of a HIP host binary that holds its device code bundles.
const FATBIN_SECTION: &str = ".hip_fatbin";
/// Bundles in `.hip_fatbin` start at multiples of this (clang aligns each to 4096).
const FATBIN_ALIGN: usize = 4096;

/// One code object found in a file.
pub struct CodeObject<'a> {
    /// What names it inside its container (`hipv4-amdgcn-amd-amdhsa--gfx906`), if it is in one.
    pub label: Option<String>,
    /// Its bytes: borrowed from the file, or decompressed.
    pub bytes: Cow<'a, [u8]>,
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
            }]);
        }
        return host_elf(data);
    }
    if data.starts_with(BUNDLE_MAGIC) {
        return bundle(data, 0);
    }
    if data.starts_with(COMPRESSED_MAGIC) {
        let (inner, _) = decompress(data, 0)?;
        let entries = bundle(&inner, 0)?;
        // The entries borrow from `inner`: own them.
        return Ok(entries
            .into_iter()
            .map(|e| CodeObject {
                label: e.label,
                bytes: Cow::Owned(e.bytes.into_owned()),
            })
            .collect());
    }
    if data.is_empty() {
        return Err(err("the file is empty"));
    }
    Err(err(
        "not an ELF file, a clang offload bundle (__CLANG_OFFLOAD_BUNDLE__) or a compressed \
         bundle (CCOB)",
    ))
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
            entries.push(CodeObject {
                label: Some(id),
                bytes: Cow::Borrowed(body),
            });
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

fn inflate_zlib(payload: &[u8], size: usize) -> Result<Vec<u8>, String> {
    miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(payload, size)
        .map_err(|e| format!("zlib data does not decompress ({:?})", e.status))
}

fn unzstd(payload: &[u8], size: usize) -> Result<Vec<u8>, String> {
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

/// A host ELF: the bundles in its `.hip_fatbin` section.
fn host_elf(data: &[u8]) -> Result<Vec<CodeObject<'_>>, ContainerError> {
    use object::{Object, ObjectSection};
    let file = object::File::parse(data).map_err(|e| {
        err(format!(
            "not an AMDGPU code object (ELF machine {}), and its sections cannot be read: {e}",
            elf_machine(data).unwrap_or(0)
        ))
    })?;
    let Some(section) = file.section_by_name(FATBIN_SECTION) else {
        return Err(err(format!(
            "not an AMDGPU code object (ELF machine {}) and no {FATBIN_SECTION} section: no GPU \
             code found",
            elf_machine(data).unwrap_or(0)
        )));
    };
    let (start, size) = section.file_range().ok_or_else(|| {
        err(format!(
            "its {FATBIN_SECTION} section has no contents in the file"
        ))
    })?;
    let fatbin = usize::try_from(start)
        .ok()
        .zip(usize::try_from(size).ok())
        .and_then(|(s, n)| data.get(s..s.checked_add(n)?))
        .ok_or_else(|| {
            err(format!(
                "its {FATBIN_SECTION} section ({size} bytes at offset {start:#x}) runs past the \
                 end of the file ({:#x})",
                data.len()
            ))
        })?;
    fatbin_bundles(fatbin).map_err(|e| {
        err(format!(
            "in {FATBIN_SECTION} at file offset {start:#x}: {e}"
        ))
    })
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
            objects.extend(entries.into_iter().map(|e| CodeObject {
                label: e.label,
                bytes: Cow::Owned(e.bytes.into_owned()),
            }));
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
    if objects.is_empty() {
        return Err(err("no AMDGPU code object in its bundles"));
    }
    Ok(objects)
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

    #[test]
    fn other_files_are_refused() {
        assert!(code_objects(b"").is_err());
        assert!(code_objects(b"hello").is_err());
    }
}
