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

fn sweep(gen: Generation) {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get()) as u64;
    let accepted = AtomicU64::new(0);
    let chunk = (1u64 << 32) / threads;
    std::thread::scope(|s| {
        for t in 0..threads {
            let accepted = &accepted;
            s.spawn(move || {
                let start = t * chunk;
                let end = if t + 1 == threads {
                    1 << 32
                } else {
                    start + chunk
                };
                let mut count = 0u64;
                let mut sink = Discard(0);
                for first in start..end {
                    let first = first as u32;
                    let words = [first, mix(first), mix(!first)];
                    let Ok((insn, used)) = gcn_isa::decode(gen, &words) else {
                        continue;
                    };
                    count += 1;
                    write!(sink, "{insn}").expect("Display never fails");
                    match insn.encode() {
                        Ok(enc) if enc.words() == &words[..used] => {}
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
