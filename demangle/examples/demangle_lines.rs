//! Reads one name per line on stdin and prints what `llvm-cxxfilt` would:
//! the demangled text, or the name unchanged. With `--objdump`, prints what
//! `llvm-objdump -C` would instead (the two accept different prefixes); with
//! `--symbolizer`, what `llvm-objdump -l -C` prints as a function's name. With
//! `--undname`, demangles Microsoft names only, as `llvm-undname` does, and
//! prints its failure message (`error: Invalid mangled name`) for names it
//! rejects. In the last two modes, a Microsoft name left alone because of the
//! crate's limits (not because LLVM rejects it) gets a tab and `<beyond limits>`
//! after it, which the harness counts separately.
//! Used by `scripts/demangle_harness.py` (behind the `diff_demangle*.py`
//! scripts) to compare against the real tools.

use std::io::{self, BufRead, BufWriter, Write};

fn main() -> io::Result<()> {
    // Per mode: the demangler, what a name it leaves alone prints as (`None`: the name
    // itself), and whether a Microsoft name left alone for the crate's limits is marked.
    type Demangle = fn(&str) -> Option<String>;
    let mode = std::env::args().nth(1);
    let (demangle, rejected, marks_limits): (Demangle, Option<&str>, bool) = match mode.as_deref() {
        None => (gcn_isa_demangle::demangle_as_cxxfilt, None, false),
        Some("--objdump") => (gcn_isa_demangle::demangle, None, true),
        Some("--symbolizer") => (gcn_isa_demangle::demangle_for_symbolizer, None, true),
        Some("--undname") => (
            gcn_isa_demangle::demangle_microsoft,
            Some("error: Invalid mangled name"),
            true,
        ),
        Some(other) => {
            eprintln!(
                "usage: demangle_lines [--objdump | --symbolizer | --undname] < names (unknown \
                 argument {other:?})"
            );
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
            None => {
                let unchanged = rejected.unwrap_or(&name);
                if marks_limits && gcn_isa_demangle::microsoft_beyond_limits(&name) {
                    writeln!(out, "{unchanged}\t<beyond limits>")?;
                } else {
                    writeln!(out, "{unchanged}")?;
                }
            }
        }
    }
    out.flush()
}
