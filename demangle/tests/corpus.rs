//! Checks `demangle_as_cxxfilt` against `corpus.tsv`: mangled name TAB what
//! `llvm-cxxfilt-19` prints for it (regenerate with `gen_corpus.py`), and
//! `demangle` against what `llvm-objdump-19 -t -C` printed for names whose
//! prefixes the two tools treat differently.

use gcn_isa_demangle::{demangle, demangle_as_cxxfilt};

#[test]
fn corpus_matches_llvm_cxxfilt() {
    let corpus = include_str!("corpus.tsv");
    let mut checked = 0;
    let mut failures = Vec::new();
    for (line_number, line) in corpus.lines().enumerate() {
        let (name, expected) = line
            .split_once('\t')
            .unwrap_or_else(|| panic!("corpus.tsv:{}: no tab", line_number + 1));
        let ours = demangle_as_cxxfilt(name);
        // Unchanged names must give None.
        let ok = if expected == name {
            ours.is_none()
        } else {
            ours.as_deref() == Some(expected)
        };
        if !ok {
            failures.push(format!(
                "{name}\n  expected: {expected}\n  got:      {ours:?}"
            ));
        }
        checked += 1;
    }
    assert!(checked >= 400, "corpus too small: {checked}");
    assert!(
        failures.is_empty(),
        "{} of {checked} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// What `llvm-objdump-19 -t -C` printed for these names (`llvm::demangle`): one more
/// leading `_` is tried without it (Mach-O style), but not after a `.`, for Itanium
/// and Rust names alike, and Windows import thunks are not demangled (llvm-cxxfilt
/// demangles those, and not `__Z…` or `__R…`).
#[test]
fn objdump_prefixes_match_llvm_objdump() {
    let cases = [
        ("__Z3foov", Some("foo()")),
        ("._Z3foov", Some(".foo()")),
        ("_._Z3foov", None),
        (
            "___Z3foov_block_invoke",
            Some("invocation function for block in foo()"),
        ),
        ("____Z3foov", None),
        ("__imp__Z3foov", None),
        ("__imp_i", None),
        ("_Z3fooPi.kd", Some("foo(int*) (.kd)")),
        (
            "_ZN12_GLOBAL__N_16helperEv",
            Some("(anonymous namespace)::helper()"),
        ),
        ("notmangled", None),
        ("_RNvC3foo3bar", Some("foo::bar")),
        ("__RNvC3foo3bar", Some("foo::bar")),
        ("._RNvC3foo3bar", Some(".foo::bar")),
        ("_._RNvC3foo3bar", None),
        (".__RNvC3foo3bar", None),
        ("___RNvC3foo3bar", None),
        ("__imp__RNvC3foo3bar", None),
        ("__RNvC3foo3bar.llvm.1", Some("foo::bar (.llvm.1)")),
        ("__RNvC3foo3bar_", None),
    ];
    for (name, expected) in cases {
        assert_eq!(demangle(name).as_deref(), expected, "{name}");
    }
}
