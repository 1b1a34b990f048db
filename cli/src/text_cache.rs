//! Instruction texts remembered by the dwords they were decoded from.
//!
//! Compiled code repeats itself: `s_waitcnt`, `s_nop`, the same moves and address
//! arithmetic in every unrolled loop body and every instance of a template. On rocPRIM's
//! device code (115,223 instruction lines of gfx900) a table of 4,096 texts, indexed by the
//! first dword, already holds the text of 54 % of the lines when they come. A line found
//! there skips decoding and printing (about two thirds of a line's cost) for a comparison
//! and a fixed-size copy.
//!
//! Only texts that depend on nothing but the dwords and the generation are kept: not
//! branches (`objdump` names their targets), not instructions with ignored bits (their
//! lines may carry warnings), not texts longer than [`CACHED_TEXT`].

use gcn_isa::Generation;

/// The longest text kept: longer texts (1 % of rocPRIM's lines are past 48 bytes, none
/// past 64) are printed each time.
pub const CACHED_TEXT: usize = 64;

/// 4,096 slots of 80 bytes: 320 KiB per thread, within a core's L2.
const SLOTS_LOG2: u32 = 12;

/// The most dwords an instruction has.
const MAX_DWORDS: usize = 3;

#[derive(Clone, Copy)]
struct Entry {
    words: [u32; MAX_DWORDS],
    /// 0 in a slot never filled: no instruction has no dwords, so it never matches.
    dwords: u8,
    generation: u8,
    len: u8,
    /// The text, padded with spaces (what a line has after it anyway).
    text: [u8; CACHED_TEXT],
}

const EMPTY: Entry = Entry {
    words: [0; MAX_DWORDS],
    dwords: 0,
    generation: 0,
    len: 0,
    text: [b' '; CACHED_TEXT],
};

/// A text found in the cache: the instruction's text padded with spaces, its length, and
/// how many dwords the instruction has.
pub struct Hit<'a> {
    pub text: &'a [u8; CACHED_TEXT],
    pub len: usize,
    pub dwords: usize,
}

/// A direct-mapped table of instruction texts (one per thread: see [`with_cache`]).
pub struct TextCache {
    slots: Box<[Entry]>,
}

impl TextCache {
    fn new() -> Self {
        TextCache {
            slots: vec![EMPTY; 1 << SLOTS_LOG2].into_boxed_slice(),
        }
    }

    fn slot(first: u32) -> usize {
        // Fibonacci hashing: the opcode and register bits spread over the index.
        (first.wrapping_mul(0x9E37_79B1) >> (32 - SLOTS_LOG2)) as usize
    }

    /// The text of the instruction of `generation` at the start of `words`, if this
    /// thread printed the same dwords before and it is still here.
    #[inline(always)]
    pub fn get(&self, generation: Generation, words: &[u32]) -> Option<Hit<'_>> {
        let first = *words.first()?;
        let entry = self.slots.get(Self::slot(first))?;
        let n = entry.dwords as usize;
        // The dwords past the first compared under a mask (no branch on the length, which
        // changes from one instruction to the next); words past the end read as 0 and an
        // instruction that would run past it never matches.
        let second = words.get(1).copied().unwrap_or(0);
        let third = words.get(2).copied().unwrap_or(0);
        let keep = |from: usize| 0u32.wrapping_sub((n > from) as u32);
        let differ = (first ^ entry.words[0])
            | ((second ^ entry.words[1]) & keep(1))
            | ((third ^ entry.words[2]) & keep(2));
        let same =
            differ == 0 && n != 0 && n <= words.len() && entry.generation == generation as u8;
        same.then_some(Hit {
            text: &entry.text,
            len: entry.len as usize,
            dwords: n,
        })
    }

    /// Remembers `text` as the text of the instruction of `generation` encoded as
    /// `dwords` (replacing what its slot held).
    #[inline]
    pub fn put(&mut self, generation: Generation, dwords: &[u32], text: &[u8]) {
        let (Some(&first), true, true) = (
            dwords.first(),
            dwords.len() <= MAX_DWORDS,
            text.len() <= CACHED_TEXT,
        ) else {
            return;
        };
        let Some(entry) = self.slots.get_mut(Self::slot(first)) else {
            return;
        };
        let mut words = [0; MAX_DWORDS];
        words[..dwords.len()].copy_from_slice(dwords);
        let mut padded = [b' '; CACHED_TEXT];
        padded[..text.len()].copy_from_slice(text);
        *entry = Entry {
            words,
            dwords: dwords.len() as u8,
            generation: generation as u8,
            len: text.len() as u8,
            text: padded,
        };
    }
}

std::thread_local! {
    static CACHE: std::cell::RefCell<Option<TextCache>> = const { std::cell::RefCell::new(None) };
}

/// Runs `f` with this thread's cache (made on first use: each of `parallel`'s workers has
/// its own, so nothing is shared or locked).
pub fn with_cache<R>(f: impl FnOnce(&mut TextCache) -> R) -> R {
    CACHE.with_borrow_mut(|cache| f(cache.get_or_insert_with(TextCache::new)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const GEN: Generation = Generation::Gfx9;

    #[test]
    fn a_text_is_found_only_for_the_same_dwords_and_generation() {
        let mut cache = TextCache::new();
        cache.put(GEN, &[0x7e00_0280, 0x4000_0000], b"v_mov_b32_e32 v0, 2.0");
        let hit = cache
            .get(GEN, &[0x7e00_0280, 0x4000_0000, 7])
            .expect("remembered");
        assert_eq!((hit.len, hit.dwords), (21, 2));
        assert_eq!(&hit.text[..21], b"v_mov_b32_e32 v0, 2.0");
        assert!(hit.text[21..].iter().all(|&b| b == b' '));
        // Another literal, another generation, or the literal cut off: not the same.
        assert!(cache.get(GEN, &[0x7e00_0280, 0x4000_0001]).is_none());
        assert!(cache
            .get(Generation::Gfx8, &[0x7e00_0280, 0x4000_0000])
            .is_none());
        assert!(cache.get(GEN, &[0x7e00_0280]).is_none());
    }

    #[test]
    fn words_past_an_instruction_do_not_matter_and_a_slot_keeps_the_last_text() {
        let mut cache = TextCache::new();
        cache.put(GEN, &[0xbf80_0000], b"s_nop 0");
        assert_eq!(cache.get(GEN, &[0xbf80_0000]).map(|h| h.dwords), Some(1));
        assert_eq!(cache.get(GEN, &[0xbf80_0000, 5, 6]).map(|h| h.len), Some(7));
        cache.put(GEN, &[0xbf80_0000], b"other");
        assert_eq!(cache.get(GEN, &[0xbf80_0000]).map(|h| h.len), Some(5));
    }

    #[test]
    fn an_empty_slot_matches_nothing_and_long_texts_are_not_kept() {
        let mut cache = TextCache::new();
        // An empty slot holds zeros: a zero dword must not match it.
        assert!(cache.get(GEN, &[0]).is_none());
        assert!(cache.get(GEN, &[]).is_none());
        cache.put(GEN, &[1], &[b'x'; CACHED_TEXT + 1]);
        assert!(cache.get(GEN, &[1]).is_none());
        cache.put(GEN, &[1, 2, 3, 4], b"four dwords");
        assert!(cache.get(GEN, &[1, 2, 3, 4]).is_none());
    }
}
