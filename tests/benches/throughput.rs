//! Decode, encode and Display throughput on a mixed stream of every implemented encoding,
//! built from the inputs of the checked-in llvm-mc 19 vectors (random-field words for
//! gfx8+, assembled code for gfx6/7). Run: `cargo bench -p gcn-isa-tests`.

use divan::counter::{BytesCount, ItemsCount};
use divan::{black_box, Bencher};
use gcn_isa::{AnyInstruction, Generation};
use gcn_isa_tests::interleaved_words;
use std::fmt::Write;

fn main() {
    divan::main();
}

/// The canonical words of every vector of `gen`, interleaved across families so that
/// consecutive instructions come from different encodings, as in real code.
fn stream(gen: Generation) -> Vec<u32> {
    interleaved_words(gen)
}

fn decoded(gen: Generation, words: &[u32]) -> Vec<AnyInstruction> {
    let mut out = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let (insn, used) =
            gcn_isa::decode(gen, &words[at..]).expect("the benchmark streams decode");
        out.push(insn);
        at += used;
    }
    out
}

const GENS: [Generation; 2] = [Generation::Gfx7, Generation::Gfx9];

/// Compiled code instead: the kernels of `cli/tests/objects/src` as llc 19 emits them for
/// bonaire (gfx7) and gfx900 (gfx9), their `.text`s joined (`scripts/gen_bench_kernels.py`).
/// Consecutive words often share an encoding and shape here, as they do in real code.
fn compiled(gen: Generation) -> Vec<u32> {
    let bytes: &[u8] = match gen {
        Generation::Gfx7 => include_bytes!("kernels/bonaire.text"),
        Generation::Gfx9 => include_bytes!("kernels/gfx900.text"),
        _ => unreachable!("compiled kernels are kept for gfx7 and gfx9"),
    };
    bytes
        .chunks_exact(4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect()
}

#[divan::bench(args = GENS)]
fn decode(bencher: Bencher, gen: Generation) {
    decode_words(bencher, gen, stream(gen));
}

#[divan::bench(args = GENS)]
fn decode_compiled(bencher: Bencher, gen: Generation) {
    decode_words(bencher, gen, compiled(gen));
}

fn decode_words(bencher: Bencher, gen: Generation, words: Vec<u32>) {
    let count = decoded(gen, &words).len();
    bencher
        .counter(BytesCount::new(words.len() * 4))
        .counter(ItemsCount::new(count))
        .bench(|| {
            let mut at = 0;
            let words = black_box(&words[..]);
            while at < words.len() {
                match gcn_isa::decode(gen, &words[at..]) {
                    Ok((insn, used)) => {
                        black_box(insn);
                        at += used;
                    }
                    Err(_) => at += 1,
                }
            }
        });
}

/// The ceiling for `decode`: a loop that only reads the same stream's words, one
/// instruction's worth at a time.
#[divan::bench(args = GENS)]
fn read_only(bencher: Bencher, gen: Generation) {
    let words = stream(gen);
    let insns = decoded(gen, &words);
    let lengths: Vec<usize> = insns.iter().map(|i| i.encoded_len().unwrap()).collect();
    bencher
        .counter(BytesCount::new(words.len() * 4))
        .counter(ItemsCount::new(lengths.len()))
        .bench(|| {
            let words = black_box(&words[..]);
            let mut at = 0;
            for &len in black_box(&lengths) {
                black_box(&words[at..at + len]);
                at += len;
            }
        });
}

#[divan::bench(args = GENS)]
fn encode(bencher: Bencher, gen: Generation) {
    let insns = decoded(gen, &stream(gen));
    bencher.counter(ItemsCount::new(insns.len())).bench(|| {
        for insn in black_box(&insns) {
            black_box(insn.encode().ok());
        }
    });
}

#[divan::bench(args = GENS)]
fn display(bencher: Bencher, gen: Generation) {
    display_all(bencher, decoded(gen, &stream(gen)));
}

#[divan::bench(args = GENS)]
fn display_compiled(bencher: Bencher, gen: Generation) {
    display_all(bencher, decoded(gen, &compiled(gen)));
}

fn display_all(bencher: Bencher, insns: Vec<AnyInstruction>) {
    bencher.counter(ItemsCount::new(insns.len())).bench(|| {
        let mut text = String::with_capacity(128);
        for insn in black_box(&insns) {
            text.clear();
            write!(text, "{insn}").unwrap();
            black_box(&text);
        }
    });
}
