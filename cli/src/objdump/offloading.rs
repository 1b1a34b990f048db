//! LLVM's offloading binaries (magic `10 FF 10 AD`): how clang's new offload driver carries
//! device code. OpenMP offload programs and objects, and HIP or CUDA objects built with
//! `--offload-new-driver`, hold them in ELF sections of type `SHT_LLVM_OFFLOADING`
//! (`.llvm.offloading`); `clang-offload-packager` writes them as files of their own.
//!
//! A binary is a header, one entry (the image's kind, its producer, a string map with its
//! `triple` and `arch`) and the image; a section holds several binaries one after another.
//! The layout is LLVM 19's (`llvm/Object/OffloadBinary.h`, version 1), read the way
//! `llvm-objdump --offloading` reads it, with every offset checked against the bytes there
//! are.

use super::container::ContainerError;
use std::fmt::Write as _;

/// The first bytes of every offloading binary.
pub const MAGIC: &[u8] = &[0x10, 0xFF, 0x10, 0xAD];
/// `sh_type` of the ELF sections that hold offloading binaries.
pub const SHT_LLVM_OFFLOADING: u32 = 0x6fff_4c0b;
/// The only version LLVM 19 writes and reads.
const VERSION: u32 = 1;
/// Magic, version, size, entry offset, entry size.
const HEADER_SIZE: usize = 32;
/// Image kind (2 bytes), offload kind (2), flags (4), string offset, string count, image
/// offset, image size (8 each).
const ENTRY_SIZE: usize = 40;
/// `ImageKind::IMG_Object`: the image is an object file (for amdgcn, a code object).
const IMAGE_OBJECT: u16 = 1;

/// One image of an offloading binary.
pub struct Image<'a> {
    /// Its place among the images of the file or section, counted from 0 as
    /// `llvm-objdump --offloading` numbers them.
    pub index: usize,
    pub image_kind: u16,
    pub offload_kind: u16,
    pub triple: String,
    pub arch: String,
    pub bytes: &'a [u8],
}

impl Image<'_> {
    /// The image kind as llvm-objdump 19 names it.
    pub fn kind_name(&self) -> &'static str {
        match self.image_kind {
            IMAGE_OBJECT => "elf",
            2 => "llvm ir",
            3 => "cubin",
            4 => "fatbinary",
            5 => "ptx",
            _ => "<none>",
        }
    }

    /// The producer (`OffloadKind`) as llvm-objdump 19 names it.
    pub fn producer(&self) -> &'static str {
        match self.offload_kind {
            1 => "openmp",
            2 => "cuda",
            3 => "hip",
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
    pub fn label(&self) -> String {
        format!("{}-{}-{}", self.producer(), self.triple, self.arch)
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
        let (image, size) = binary(&data[at..]).map_err(|m| err(format!("offset {at:#x}: {m}")))?;
        images.push(Image {
            index: first_index + images.len(),
            ..image
        });
        at += size;
    }
    Ok(images)
}

/// The offloading binary at the start of `data`: its image, and its size.
fn binary(data: &[u8]) -> Result<(Image<'_>, usize), String> {
    if !data.starts_with(MAGIC) {
        return Err(format!(
            "not an offloading binary (its first bytes are not {:02X?})",
            MAGIC
        ));
    }
    if data.len() < HEADER_SIZE + ENTRY_SIZE {
        return Err(format!(
            "an offloading binary takes at least {} bytes, {} are left",
            HEADER_SIZE + ENTRY_SIZE,
            data.len()
        ));
    }
    let version = u32_at(data, 4);
    if version != VERSION {
        return Err(format!(
            "offloading binary version {version}; LLVM 19 writes and reads version {VERSION}"
        ));
    }
    let size = u64_at(data, 8);
    let entry_offset = u64_at(data, 16);
    let size = usize::try_from(size)
        .ok()
        .filter(|&s| (HEADER_SIZE + ENTRY_SIZE..=data.len()).contains(&s))
        .ok_or_else(|| {
            format!(
                "its size ({size} bytes) is not between {} and the {} bytes left",
                HEADER_SIZE + ENTRY_SIZE,
                data.len()
            )
        })?;
    let data = &data[..size];
    let entry = usize::try_from(entry_offset)
        .ok()
        .filter(|&e| e.checked_add(ENTRY_SIZE).is_some_and(|end| end <= size))
        .ok_or_else(|| {
            format!("its entry at offset {entry_offset:#x} runs past its end ({size:#x})")
        })?;
    let image_kind = u16::from_le_bytes([data[entry], data[entry + 1]]);
    let offload_kind = u16::from_le_bytes([data[entry + 2], data[entry + 3]]);
    let strings = u64_at(data, entry + 8);
    let string_count = u64_at(data, entry + 16);
    let image_offset = u64_at(data, entry + 24);
    let image_size = u64_at(data, entry + 32);
    let bytes = range(data, image_offset, image_size).ok_or_else(|| {
        format!("its image ({image_size} bytes at offset {image_offset:#x}) runs past its end ({size:#x})")
    })?;
    let map = string_count
        .checked_mul(16)
        .and_then(|n| range(data, strings, n))
        .ok_or_else(|| {
            format!(
                "its string map ({string_count} entries at offset {strings:#x}) runs past its \
                 end ({size:#x})"
            )
        })?;
    let (mut triple, mut arch) = (None, None);
    for pair in map.chunks_exact(16) {
        let key = c_string(data, u64_at(pair, 0))?;
        let value = c_string(data, u64_at(pair, 8))?;
        // As LLVM's string map: the first of a repeated key is the one kept.
        match key {
            b"triple" => triple = triple.or(Some(value)),
            b"arch" => arch = arch.or(Some(value)),
            _ => {}
        }
    }
    let text = |s: Option<&[u8]>| String::from_utf8_lossy(s.unwrap_or_default()).into_owned();
    let image = Image {
        index: 0,
        image_kind,
        offload_kind,
        triple: text(triple),
        arch: text(arch),
        bytes,
    };
    Ok((image, size))
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
        out.extend_from_slice(&VERSION.to_le_bytes());
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
        assert_eq!(images[0].bytes, b"\x7fELF code");
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
        version[4] = 2;
        assert!(images(&version, 0)
            .err()
            .unwrap()
            .message
            .contains("version 2"));
    }
}
