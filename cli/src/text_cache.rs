//! Instruction texts remembered by the dwords they were decoded from.
//!
//! Compiled code repeats itself: `s_waitcnt`, `s_nop`, the same moves and address
//! arithmetic in every unrolled loop body and every instance of a template. On rocPRIM's
//! device code (115,223 instruction lines of gfx900, clang 19 -O2) a table of 4,096 texts
//! indexed by the first dword holds the text of 54 % of the lines when they come (1,024
//! slots: 47 %, 8,192: 56 %). A line found there skips decoding and printing (about two
//! thirds of a line's cost) for a comparison and two fixed-size copies.
//!
//! Only texts that depend on nothing but the dwords and the generation are kept: not
//! branches (`objdump` names their targets), not instructions with ignored bits (their
//! lines may carry warnings), not texts longer than [`CACHED_TEXT`].
//!
//! Tried and not kept: instructions of two or three dwords in a second slot, indexed by
//! their first two dwords (their second often differs where the first is the same: a VOP3
//! instruction's sources, a literal), a lookup looking in both: 10 % fewer machine
//! instructions on rocPRIM's code, but two slots' cache lines per line and a
//! misprediction choosing between them made it slower in wall time than one slot.

use gcn_isa::Generation;

/// The longest text kept: longer texts (1 % of rocPRIM's lines are past 48 bytes, none
/// past 64) are printed each time.
pub const CACHED_TEXT: usize = 48;

/// 4,096 slots of 64 bytes: 256 KiB per thread.
const SLOTS_LOG2: u32 = 12;

/// The most dwords an instruction has.
const MAX_DWORDS: usize = 3;

/// One cache line (a lookup reads one, where 80-byte entries straddled two).
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Entry {
    words: [u32; MAX_DWORDS],
    /// 0 in a slot never filled: no instruction has no dwords, so it never matches.
    dwords: u8,
    generation: u8,
    len: u8,
    /// The text, and what followed it in its line (see [`TextCache::put`]).
    text: [u8; CACHED_TEXT],
}

impl Entry {
    /// Whether the entry is the instruction of `generation` at the start of `stream` (its
    /// first three dwords, 0 past its end at `available`), under a mask rather than a
    /// branch on the length, which changes from one instruction to the next.
    #[inline(always)]
    fn holds(&self, generation: u8, stream: &[u32; MAX_DWORDS], available: usize) -> bool {
        let n = self.dwords as usize;
        let keep = |from: usize| 0u32.wrapping_sub((n > from) as u32);
        let differ = (stream[0] ^ self.words[0])
            | ((stream[1] ^ self.words[1]) & keep(1))
            | ((stream[2] ^ self.words[2]) & keep(2));
        differ == 0 && n != 0 && n <= available && self.generation == generation
    }
}

const _: () = assert!(std::mem::size_of::<Entry>() == 64);

const EMPTY: Entry = Entry {
    words: [0; MAX_DWORDS],
    dwords: 0,
    generation: 0,
    len: 0,
    text: [b' '; CACHED_TEXT],
};

/// A text found in the cache: the instruction's text and what followed it in its line
/// (see [`TextCache::put`]), its length, and how many dwords the instruction has.
struct Hit<'a> {
    text: &'a [u8; CACHED_TEXT],
    len: usize,
    dwords: usize,
}

/// Lookups counted before the hit rate is judged.
const WINDOW: u32 = 4096;
/// The fewest hits a window must have for the cache to stay in use: a miss costs its line
/// about 60 machine instructions, a hit saves about 450, so below one hit in eight looking
/// costs more than it saves.
const MIN_HITS: u32 = WINDOW / 8;
/// Dwords printed without the cache after a window with too few hits, before it is tried
/// again.
const BYPASS_DWORDS: usize = 1 << 16;

/// A direct-mapped table of instruction texts (one per thread: see [`with_cache`]).
///
/// Where lines seldom repeat (random words, data read as code with `-D`) the lookups and
/// stores only cost: after a window of lookups with too few hits, the cache is left alone
/// for a while and then tried again. The counting is done by the caller's loop in a
/// [`Tally`] (registers, not this table's memory), and settled after it.
pub struct TextCache {
    slots: Box<[Entry]>,
    /// Lookups and hits of the current window.
    lookups: u32,
    hits: u32,
    /// Dwords still to be printed without the cache.
    bypass: usize,
}

/// What a loop over lines did with the cache: whether it looks at all, and how many of
/// its lookups found their text.
#[derive(Clone, Copy)]
pub struct Tally {
    pub looking: bool,
    pub lookups: u32,
    pub hits: u32,
}

impl TextCache {
    fn new() -> Self {
        TextCache {
            slots: vec![EMPTY; 1 << SLOTS_LOG2].into_boxed_slice(),
            lookups: 0,
            hits: 0,
            bypass: 0,
        }
    }

    /// A tally for a loop about to print lines: looking unless the cache is left alone.
    pub fn tally(&self) -> Tally {
        Tally {
            looking: self.bypass == 0,
            lookups: 0,
            hits: 0,
        }
    }

    /// Takes what a loop that printed `dwords` dwords did: a window with too few hits
    /// starts a bypass, a bypass runs down by the dwords printed.
    pub fn settle(&mut self, tally: Tally, dwords: usize) {
        if !tally.looking {
            self.bypass = self.bypass.saturating_sub(dwords);
            return;
        }
        self.lookups += tally.lookups;
        self.hits += tally.hits;
        if self.lookups >= WINDOW {
            if self.hits < MIN_HITS * (self.lookups / WINDOW) {
                self.bypass = BYPASS_DWORDS;
            }
            self.lookups = 0;
            self.hits = 0;
        }
    }

    fn slot(first: u32) -> usize {
        // Fibonacci hashing: the opcode and register bits spread over the index.
        (first.wrapping_mul(0x9E37_79B1) >> (32 - SLOTS_LOG2)) as usize
    }

    /// Appends the line of the instruction of `generation` at the start of `words` (at
    /// `address`, below 2^48), with its newline, if `tally` says to look and its text is
    /// here; the lookup counted in `tally`. How many dwords the instruction has.
    #[inline(always)]
    pub fn push_line(
        &self,
        tally: &mut Tally,
        generation: Generation,
        words: &[u32],
        address: u64,
        text: &mut Vec<u8>,
    ) -> Option<usize> {
        if !tally.looking {
            return None;
        }
        tally.lookups += 1;
        let hit = self.get(generation, words)?;
        tally.hits += 1;
        let dwords = &words[..hit.dwords];
        crate::format::push_objdump_cached_line_short(text, hit.text, hit.len, address, dwords);
        Some(hit.dwords)
    }

    /// The text of the instruction of `generation` at the start of `words`, if this
    /// thread printed the same dwords before and it is still here.
    #[inline(always)]
    fn get(&self, generation: Generation, words: &[u32]) -> Option<Hit<'_>> {
        let first = *words.first()?;
        // Words past the end read as 0; an instruction that would run past it never
        // matches.
        let stream = [
            first,
            words.get(1).copied().unwrap_or(0),
            words.get(2).copied().unwrap_or(0),
        ];
        let entry = self.slots.get(Self::slot(first))?;
        entry
            .holds(generation as u8, &stream, words.len())
            .then_some(Hit {
                text: &entry.text,
                len: entry.len as usize,
                dwords: entry.dwords as usize,
            })
    }

    /// Remembers the first `len` bytes of `line` as the text of the instruction of
    /// `generation` encoded as `dwords` (replacing what its slot held). The first
    /// [`CACHED_TEXT`] bytes of `line` are kept as they are: a line of `objdump` has only
    /// spaces after the text up to its comment, which a line made from the cache writes over
    /// what lies beyond them (`format::push_objdump_cached_line_short`). One copy of a fixed
    /// size: padding the text here (a copy sized by it, a call of `memcpy`) cost a tenth of
    /// a line on code that rarely repeats.
    #[inline]
    pub fn put(&mut self, generation: Generation, dwords: &[u32], line: &[u8], len: usize) {
        let (Some(&first), true, Some(&text)) = (
            dwords.first(),
            dwords.len() <= MAX_DWORDS && len <= CACHED_TEXT,
            line.first_chunk::<CACHED_TEXT>(),
        ) else {
            return;
        };
        let Some(entry) = self.slots.get_mut(Self::slot(first)) else {
            return;
        };
        // Field by field: a whole `Entry` built first was copied by a call of `memcpy`.
        entry.words = [
            first,
            dwords.get(1).copied().unwrap_or(0),
            dwords.get(2).copied().unwrap_or(0),
        ];
        entry.dwords = dwords.len() as u8;
        entry.generation = generation as u8;
        entry.len = len as u8;
        entry.text = text;
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

    /// `text` remembered as a line holds it: followed by other bytes (`/`).
    fn put_text(cache: &mut TextCache, generation: Generation, dwords: &[u32], text: &[u8]) {
        let mut line = text.to_vec();
        line.resize(text.len() + CACHED_TEXT, b'/');
        cache.put(generation, dwords, &line, text.len());
    }

    #[test]
    fn a_text_is_found_only_for_the_same_dwords_and_generation() {
        let mut cache = TextCache::new();
        put_text(
            &mut cache,
            GEN,
            &[0x7e00_0280, 0x4000_0000],
            b"v_mov_b32_e32 v0, 2.0",
        );
        let hit = cache
            .get(GEN, &[0x7e00_0280, 0x4000_0000, 7])
            .expect("remembered");
        assert_eq!((hit.len, hit.dwords), (21, 2));
        assert_eq!(&hit.text[..21], b"v_mov_b32_e32 v0, 2.0");
        assert!(hit.text[21..].iter().all(|&b| b == b'/'));
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
        put_text(&mut cache, GEN, &[0xbf80_0000], b"s_nop 0");
        assert_eq!(cache.get(GEN, &[0xbf80_0000]).map(|h| h.dwords), Some(1));
        assert_eq!(cache.get(GEN, &[0xbf80_0000, 5, 6]).map(|h| h.len), Some(7));
        put_text(&mut cache, GEN, &[0xbf80_0000], b"other");
        assert_eq!(cache.get(GEN, &[0xbf80_0000]).map(|h| h.len), Some(5));
    }

    #[test]
    fn a_window_without_enough_hits_leaves_the_cache_alone_for_a_while() {
        let mut cache = TextCache::new();
        assert!(cache.tally().looking);
        // A window in two loops, with one hit too few.
        let half = Tally {
            looking: true,
            lookups: WINDOW / 2,
            hits: MIN_HITS / 2,
        };
        cache.settle(half, 5000);
        assert!(cache.tally().looking);
        cache.settle(
            Tally {
                hits: MIN_HITS / 2 - 1,
                ..half
            },
            5000,
        );
        // Left alone until the loops without it have printed enough dwords.
        for _ in 0..BYPASS_DWORDS / 1024 {
            let tally = cache.tally();
            assert!(!tally.looking);
            cache.settle(tally, 1024);
        }
        assert!(cache.tally().looking);
    }

    #[test]
    fn a_window_with_enough_hits_keeps_the_cache() {
        let mut cache = TextCache::new();
        for _ in 0..10 {
            let tally = Tally {
                looking: true,
                lookups: WINDOW,
                hits: MIN_HITS,
            };
            cache.settle(tally, 6000);
            assert!(cache.tally().looking);
        }
    }

    #[test]
    fn an_empty_slot_matches_nothing_and_long_texts_are_not_kept() {
        let mut cache = TextCache::new();
        // An empty slot holds zeros: a zero dword must not match it.
        assert!(cache.get(GEN, &[0]).is_none());
        assert!(cache.get(GEN, &[]).is_none());
        put_text(&mut cache, GEN, &[1], &[b'x'; CACHED_TEXT + 1]);
        assert!(cache.get(GEN, &[1]).is_none());
        put_text(&mut cache, GEN, &[1, 2, 3, 4], b"four dwords");
        assert!(cache.get(GEN, &[1, 2, 3, 4]).is_none());
    }
}
