//! Checks the Rust v0 demangler against `rust_corpus.tsv`: mangled name TAB
//! what `llvm-cxxfilt-19` prints for it (regenerate with `gen_rust_corpus.py`).

use gcn_isa_demangle::{demangle, demangle_as_cxxfilt};

#[test]
fn rust_corpus_matches_llvm_cxxfilt() {
    let corpus = include_str!("rust_corpus.tsv");
    let mut checked = 0;
    let mut demangled = 0;
    let mut failures = Vec::new();
    for (line_number, line) in corpus.lines().enumerate() {
        let (name, expected) = line
            .split_once('\t')
            .unwrap_or_else(|| panic!("rust_corpus.tsv:{}: no tab", line_number + 1));
        let expected = (expected != name).then_some(expected);
        let ours = demangle_as_cxxfilt(name);
        if ours.as_deref() != expected {
            failures.push(format!(
                "{name}\n  expected: {expected:?}\n  got:      {ours:?}"
            ));
        }
        // llvm-objdump's extra attempts (one more leading `_`, Microsoft names)
        // never apply to a name that starts with `_R`: scripts/diff_demangle_rust.py
        // --objdump found it printing what llvm-cxxfilt prints for all of them.
        if name.starts_with("_R") && demangle(name) != ours {
            failures.push(format!("{name}: demangle and demangle_as_cxxfilt differ"));
        }
        checked += 1;
        demangled += usize::from(expected.is_some());
    }
    assert!(
        checked >= 400 && demangled >= 300,
        "corpus too small: {checked}"
    );
    assert!(
        failures.is_empty(),
        "{} of {checked} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
