//! Code objects embedded as plain data in a host binary, with nothing naming them: ROCr
//! (`libhsa-runtime64`) keeps its blit kernels so, as byte arrays in `.rodata`. Found by
//! their ELF headers, as a person would find them with a hex editor, and checked so that a
//! stray `\x7fELF` in data is not taken for one.

/// ELF64, little-endian, version 1: how every AMDGPU code object starts.
const HEADER_START: &[u8] = b"\x7fELF\x02\x01\x01";
const EM_AMDGPU: u16 = 224;
const HEADER_SIZE: usize = 64;
const SECTION_HEADER_SIZE: usize = 64;
const SHT_NOBITS: u32 = 8;

/// Each AMDGPU code object found in `data[range]` for each of `ranges` (a host file's
/// sections): its offset in `data`, and its bytes up to the end of its last section or
/// header table.
pub fn code_objects<'a>(
    data: &'a [u8],
    ranges: &[std::ops::Range<usize>],
) -> Vec<(usize, &'a [u8])> {
    let mut found = Vec::new();
    for range in ranges {
        let Some(area) = data.get(range.clone()) else {
            continue;
        };
        let mut from = 0;
        while let Some(hit) = memchr::memmem::find(&area[from..], HEADER_START) {
            let at = from + hit;
            match extent(&area[at..]) {
                Some(len) => {
                    found.push((range.start + at, &area[at..at + len]));
                    from = at + len;
                }
                None => from = at + 1,
            }
        }
    }
    found
}

/// The length of the AMDGPU code object at the start of `data`, if its header is one and
/// everything it describes lies within `data`.
fn extent(data: &[u8]) -> Option<usize> {
    let u16_at = |at: usize| Some(u16::from_le_bytes(data.get(at..at + 2)?.try_into().ok()?));
    let u32_at = |at: usize| Some(u32::from_le_bytes(data.get(at..at + 4)?.try_into().ok()?));
    let u64_at = |at: usize| Some(u64::from_le_bytes(data.get(at..at + 8)?.try_into().ok()?));
    if u16_at(18)? != EM_AMDGPU || u32_at(20)? != 1 || usize::from(u16_at(52)?) != HEADER_SIZE {
        return None;
    }
    let (phoff, shoff) = (u64_at(32)?, u64_at(40)?);
    let (phentsize, phnum) = (u64::from(u16_at(54)?), u64::from(u16_at(56)?));
    let (shentsize, shnum) = (usize::from(u16_at(58)?), usize::from(u16_at(60)?));
    if shnum == 0 || shentsize != SECTION_HEADER_SIZE {
        return None;
    }
    let mut end = shoff.checked_add(shnum as u64 * SECTION_HEADER_SIZE as u64)?;
    end = end.max(phoff.checked_add(phentsize * phnum)?);
    let table = usize::try_from(shoff).ok()?;
    for i in 0..shnum {
        let at = table.checked_add(i * SECTION_HEADER_SIZE)?;
        if u32_at(at + 4)? != SHT_NOBITS {
            end = end.max(u64_at(at + 24)?.checked_add(u64_at(at + 32)?)?);
        }
    }
    let end = usize::try_from(end).ok()?;
    (HEADER_SIZE..=data.len()).contains(&end).then_some(end)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The code objects in the first `len` bytes of `data`.
    fn in_first(data: &[u8], len: usize) -> Vec<(usize, &[u8])> {
        code_objects(&data[..len], std::slice::from_ref(&(0..len)))
    }

    #[test]
    fn finds_code_objects_in_data_and_nothing_else() {
        let object = std::fs::read(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/objects/reduce.gfx900.o"),
        )
        .unwrap();
        let mut data = b"some data \x7fELF\x02\x01\x01 not a header".to_vec();
        let at = data.len();
        data.extend_from_slice(&object);
        data.extend_from_slice(b"more data");
        let found = in_first(&data, data.len());
        assert_eq!(found, vec![(at, &object[..])]);
        // Cut short, it is not there; outside the ranges, neither.
        assert!(in_first(&data, at + object.len() - 1).is_empty());
        assert!(in_first(&data, at).is_empty());
        // Every field pointing anywhere: found or not, never a panic.
        for field in (16..64).step_by(2) {
            for value in [0u8, 1, 0x40, 0xff] {
                let mut bad = data.clone();
                bad[at + field] = value;
                bad[at + field + 1] = value;
                let _ = in_first(&bad, bad.len());
            }
        }
    }
}
