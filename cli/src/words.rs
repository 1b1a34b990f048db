//! Reading instruction dwords from bytes without copying them where that is possible.

use std::borrow::Cow;

/// The whole dwords of `bytes` (trailing bytes that are not one are left out): the bytes
/// themselves where they are aligned little-endian dwords (a mapped file's sections are,
/// and so usually is a file read into memory), else a copy. A copy of a large input costs
/// more than decoding it: each of its fresh pages is faulted in and cleared.
pub fn words_of(bytes: &[u8]) -> Cow<'_, [u32]> {
    let whole = &bytes[..bytes.len() / 4 * 4];
    if cfg!(target_endian = "little") {
        if let Ok(words) = object::pod::slice_from_all_bytes::<u32>(whole) {
            return Cow::Borrowed(words);
        }
    }
    Cow::Owned(
        whole
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_the_section_bytes_where_aligned_and_a_copy_elsewhere() {
        let bytes: Vec<u8> = (1..=24).collect();
        // The first dword-aligned start, and one byte past it (never aligned).
        let at = bytes.as_ptr().align_offset(4);
        assert!(at < 4);
        let aligned = &bytes[at..at + 10];
        let words = words_of(aligned);
        let expected =
            |k: usize| u32::from_le_bytes([k as u8, k as u8 + 1, k as u8 + 2, k as u8 + 3]);
        // Two whole dwords; the two trailing bytes are not one.
        assert_eq!(&words[..], &[expected(at + 1), expected(at + 5)]);
        assert_eq!(
            matches!(words, Cow::Borrowed(_)),
            cfg!(target_endian = "little")
        );
        let shifted = &bytes[at + 1..at + 13];
        let words = words_of(shifted);
        assert!(matches!(words, Cow::Owned(_)));
        assert_eq!(
            &words[..],
            &[expected(at + 2), expected(at + 6), expected(at + 10)]
        );
    }
}
