//! Reads one name per line on stdin and prints what `llvm-cxxfilt` would:
//! the demangled text, or the name unchanged. With `--objdump`, prints what
//! `llvm-objdump -C` would instead (the two accept different prefixes).
//! Used by `scripts/demangle_harness.py` (behind the `diff_demangle*.py`
//! scripts) to compare against the real tools.

use std::io::{self, BufRead, BufWriter, Write};

fn main() -> io::Result<()> {
    let demangle = match std::env::args().nth(1).as_deref() {
        None => gcn_isa_demangle::demangle_as_cxxfilt,
        Some("--objdump") => gcn_isa_demangle::demangle,
        Some(other) => {
            eprintln!("usage: demangle_lines [--objdump] < names (unknown argument {other:?})");
            std::process::exit(2);
        }
    };
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in stdin.lock().lines() {
        let name = line?;
        match demangle(&name) {
            Some(text) => writeln!(out, "{text}")?,
            None => writeln!(out, "{name}")?,
        }
    }
    out.flush()
}
