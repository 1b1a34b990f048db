//! Every possible first dword, for every generation: decoding never panics, printing never
//! panics, and every accepted word re-encodes to exactly the words it used.
//!
//! The dwords after the first (the second half of 64-bit encodings, a literal) are derived
//! from the first by a mixing function, so their fields vary across the sweep too.
//!
//! Exhaustive (2^32 words per generation, minutes each even in release mode), so opt-in: the
//! tests are `#[ignore]`d, `cargo test --workspace --release` skips them, and
//! `cargo test --release -p gcn-isa-tests --test sweep -- --ignored` runs them (`.ci/run`
//! does, as its own step). Run them in release mode only: a debug build is far slower.

use gcn_isa::Generation;
use std::fmt::{self, Write};
use std::sync::atomic::{AtomicU64, Ordering};

/// A `fmt::Write` that keeps only the length, so printing costs no allocation.
struct Discard(usize);

impl Write for Discard {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0 += s.len();
        Ok(())
    }
}

fn mix(x: u32) -> u32 {
    let mut x = x.wrapping_mul(0x9e37_79b9);
    x ^= x >> 15;
    x = x.wrapping_mul(0x85eb_ca6b);
    x ^ (x >> 13)
}

/// Words per unit of work. Words cost unevenly across the space (split in halves, one thread
/// finished gfx9's about a minute before the other), so the threads take small blocks in
/// turn, and none is left working alone at the end.
const BLOCK: u64 = 1 << 22;

fn sweep(gen: Generation) {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let accepted = AtomicU64::new(0);
    let next_block = AtomicU64::new(0);
    std::thread::scope(|s| {
        for _ in 0..threads {
            let (accepted, next_block) = (&accepted, &next_block);
            s.spawn(move || {
                let mut count = 0u64;
                let mut sink = Discard(0);
                loop {
                    let start = next_block.fetch_add(BLOCK, Ordering::Relaxed);
                    if start >= 1 << 32 {
                        break;
                    }
                    for first in start..start + BLOCK {
                        count += u64::from(check_word(gen, first as u32, &mut sink));
                    }
                }
                accepted.fetch_add(count, Ordering::Relaxed);
                assert!(sink.0 >= count as usize);
            });
        }
    });
    let accepted = accepted.into_inner();
    eprintln!("{gen}: {accepted} of 2^32 first dwords decode, all re-encode losslessly");
    assert!(accepted > 0, "{gen}: nothing decodes");
}

/// Decodes the words starting with `first`; if they are an instruction, prints it into `sink`
/// and panics unless it re-encodes to exactly the words it used. Whether it decoded.
#[inline(always)]
fn check_word(gen: Generation, first: u32, sink: &mut Discard) -> bool {
    let words = [first, mix(first), mix(!first)];
    let Ok((insn, used)) = gcn_isa::decode(gen, &words) else {
        return false;
    };
    write!(sink, "{insn}").expect("Display never fails");
    match insn.encode() {
        // Element by element: a slice comparison calls `memcmp`, a tenth of the sweep's time
        // for one to three words.
        Ok(enc) if enc.len() == used && enc.words().iter().zip(&words).all(|(a, b)| a == b) => {}
        Ok(enc) => panic!(
            "{gen}: {:08x?} decodes to `{insn}` but re-encodes to {:08x?}",
            &words[..used],
            enc.words()
        ),
        Err(e) => panic!(
            "{gen}: {:08x?} decodes to `{insn}` but does not re-encode: {e}",
            &words[..used]
        ),
    }
    true
}

macro_rules! sweep_tests {
    ($($name:ident => $gen:ident),* $(,)?) => {$(
        #[test]
        #[ignore = "exhaustive 2^32 sweep (minutes): \
                    cargo test --release -p gcn-isa-tests --test sweep -- --ignored"]
        fn $name() {
            sweep(Generation::$gen);
        }
    )*};
}

sweep_tests!(
    gfx6 => Gfx6,
    gfx7 => Gfx7,
    gfx8 => Gfx8,
    gfx810 => Gfx810,
    gfx9 => Gfx9,
    gfx904 => Gfx904,
    gfx906 => Gfx906,
    gfx908 => Gfx908,
);
