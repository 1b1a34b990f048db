//! Decodes (and optionally prints or encodes) the benchmark stream of one generation N times, for
//! instruction-count profiling under `valgrind --tool=callgrind`, which is repeatable on a
//! shared machine where wall-clock timings are not:
//!
//! ```text
//! cargo build --release -p gcn-isa-tests --example profile_decode
//! valgrind --tool=callgrind target/release/examples/profile_decode gfx9 decode 0
//! valgrind --tool=callgrind target/release/examples/profile_decode gfx9 decode 10
//! ```
//! The difference of the two totals divided by 10 × the instruction count it prints is the
//! cost of one decode in instructions. The stream is the vectors in file order (each
//! encoding's together); with a fourth argument `interleaved` it is the throughput
//! benchmark's mixed stream instead, where consecutive instructions come from different
//! encodings (add `--branch-sim=yes` to see the mispredictions that costs).

use gcn_isa::Generation;
use gcn_isa_tests::{encoding_families, interleaved_words, load_family};
use std::fmt::Write;
use std::hint::black_box;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (cpu, what, times, interleaved) = match &args[..] {
        [_, cpu, what, times] => (cpu, what, times, false),
        [_, cpu, what, times, order] if order == "interleaved" => (cpu, what, times, true),
        _ => {
            eprintln!("usage: profile_decode CPU decode|display|encode TIMES [interleaved]");
            std::process::exit(2);
        }
    };
    let gen = Generation::from_cpu(cpu).expect("cpu");
    let times: usize = times.parse().expect("TIMES");
    let words: Vec<u32> = if interleaved {
        interleaved_words(gen)
    } else {
        encoding_families()
            .flat_map(load_family)
            .filter(|v| v.gen == gen)
            .flat_map(|v| v.input)
            .collect()
    };
    let mut insns = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let (insn, used) = gcn_isa::decode(gen, &words[at..]).expect("vectors decode");
        insns.push(insn);
        at += used;
    }
    let mut text = String::with_capacity(128);
    for _ in 0..times {
        match what.as_str() {
            "decode" => {
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
            }
            "encode" => {
                for insn in black_box(&insns) {
                    black_box(insn.encode().ok());
                }
            }
            _ => {
                for insn in black_box(&insns) {
                    text.clear();
                    write!(text, "{insn}").unwrap();
                    black_box(&text);
                }
            }
        }
    }
    println!("{} instructions", insns.len());
}
