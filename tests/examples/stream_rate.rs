//! Decodes and prints a file of little-endian words ROUNDS times, alternating the two, and
//! prints the median rate of each: the same words for any version of the library, so that
//! `scripts/issue_baseline.py` can compare today's code with the code an issue's targets
//! were stated against, built from that commit with this same file.
//!
//! ```text
//! stream_rate CPU WORDS_FILE ROUNDS [decode|display]
//! ```
//! With `decode` or `display` it does only that (for `valgrind --tool=callgrind`, where the
//! difference of two round counts gives the machine instructions of one decode or Display).
//! Only `Generation::from_cpu`, `decode` and `Display` are used: the API every version has.

use std::fmt::Write;
use std::hint::black_box;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let (cpu, file, rounds, only) = match &args[..] {
        [_, cpu, file, rounds] => (cpu, file, rounds, None),
        [_, cpu, file, rounds, only] if only == "decode" || only == "display" => {
            (cpu, file, rounds, Some(only.as_str()))
        }
        _ => {
            eprintln!("usage: stream_rate CPU WORDS_FILE ROUNDS [decode|display]");
            std::process::exit(2);
        }
    };
    let gen = gcn_isa::Generation::from_cpu(cpu).expect("a known cpu");
    let rounds: usize = rounds.parse().expect("ROUNDS is a number");
    let bytes = std::fs::read(file).expect("the words file can be read");
    let words: Vec<u32> = bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect();
    let mut insns = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let (insn, used) = gcn_isa::decode(gen, &words[at..]).expect("every word decodes");
        insns.push(insn);
        at += used;
    }
    let mut decode_seconds = Vec::with_capacity(rounds);
    let mut display_seconds = Vec::with_capacity(rounds);
    let mut text = String::with_capacity(128);
    for _ in 0..rounds {
        let start = Instant::now();
        let stream = black_box(&words[..]);
        let mut at = if only == Some("display") {
            stream.len()
        } else {
            0
        };
        while at < stream.len() {
            let (insn, used) = gcn_isa::decode(gen, &stream[at..]).expect("every word decodes");
            black_box(insn);
            at += used;
        }
        decode_seconds.push(start.elapsed().as_secs_f64());
        let start = Instant::now();
        let printed = if only == Some("decode") {
            &[][..]
        } else {
            &insns[..]
        };
        for insn in black_box(printed) {
            text.clear();
            write!(text, "{insn}").expect("a String takes any text");
            black_box(&text);
        }
        display_seconds.push(start.elapsed().as_secs_f64());
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
    };
    let n = insns.len() as f64;
    println!(
        "instructions {} decode_mps {:.3} display_mps {:.3}",
        insns.len(),
        n / median(decode_seconds) / 1e6,
        n / median(display_seconds) / 1e6
    );
}
