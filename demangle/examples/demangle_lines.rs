//! Reads one name per line on stdin and prints what `llvm-cxxfilt` would:
//! the demangled text, or the name unchanged. Used by
//! `scripts/diff_demangle.py` to compare against the real tool.

use std::io::{self, BufRead, BufWriter, Write};

fn main() -> io::Result<()> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    for line in stdin.lock().lines() {
        let name = line?;
        match gcn_isa_demangle::demangle_as_cxxfilt(&name) {
            Some(text) => writeln!(out, "{text}")?,
            None => writeln!(out, "{name}")?,
        }
    }
    out.flush()
}
