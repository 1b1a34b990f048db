//! Checks the Microsoft demangler against `msvc_corpus.tsv`: mangled name TAB what
//! `llvm-undname-19` prints for it (regenerate with `gen_msvc_corpus.py`), where
//! `error: Invalid mangled name` means LLVM rejects the name. `demangle` (what
//! `llvm-objdump -C` prints) must agree for `?` names, and `demangle_as_cxxfilt` must
//! leave them alone, as `llvm-cxxfilt` does.

use gcn_isa_demangle::{
    demangle, demangle_as_cxxfilt, demangle_microsoft, microsoft_beyond_limits,
};

const INVALID: &str = "error: Invalid mangled name";

#[test]
fn corpus_matches_llvm_undname() {
    let corpus = include_str!("msvc_corpus.tsv");
    let mut checked = 0;
    let mut beyond_limits = 0;
    let mut failures = Vec::new();
    for (line_number, line) in corpus.lines().enumerate() {
        let (name, expected) = line
            .split_once('\t')
            .unwrap_or_else(|| panic!("msvc_corpus.tsv:{}: no tab", line_number + 1));
        let ours = demangle_microsoft(name);
        let ok = if expected == INVALID {
            ours.is_none()
        } else if ours.is_none() && microsoft_beyond_limits(name) {
            // Deeper than the crate's nesting limit: left alone (documented).
            beyond_limits += 1;
            true
        } else {
            ours.as_deref() == Some(expected)
        };
        if !ok {
            failures.push(format!(
                "{name}\n  expected: {expected}\n  got:      {ours:?}"
            ));
        }
        if name.starts_with('?') {
            if demangle(name) != ours {
                failures.push(format!("{name}: demangle differs from demangle_microsoft"));
            }
            if demangle_as_cxxfilt(name).is_some() {
                failures.push(format!("{name}: llvm-cxxfilt leaves Microsoft names alone"));
            }
        }
        checked += 1;
    }
    assert!(checked >= 500, "corpus too small: {checked}");
    assert!(
        beyond_limits <= 10,
        "{beyond_limits} names beyond the limits"
    );
    assert!(
        failures.is_empty(),
        "{} of {checked} differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// What `llvm-objdump-19 -t -C` printed for these names (`llvm::demangle`): the other
/// demanglers first, then the Microsoft one on the whole name, including a leading `.`
/// (RTTI type descriptor names); `_` and `.` do not start a Microsoft name otherwise.
#[test]
fn objdump_tries_microsoft_last() {
    let cases = [
        (
            "?vector_add@@YAXPEAM00H@Z",
            Some("void __cdecl vector_add(float *, float *, float *, int)"),
        ),
        (".?AVfoo@@", Some("class foo `RTTI Type Descriptor Name'")),
        ("._Z3foov", Some(".foo()")),
        ("_?x@@3HA", None),
        ("_.?AVfoo@@", None),
        (".?x@@3HA", None),
        ("?x@@3HAjunk", Some("int x")),
        (
            "??@8ba8d245c9eca390356129098dbe9f73@",
            Some("??@8ba8d245c9eca390356129098dbe9f73@"),
        ),
    ];
    for (name, expected) in cases {
        assert_eq!(demangle(name).as_deref(), expected, "{name}");
        if name != "._Z3foov" {
            assert_eq!(demangle_as_cxxfilt(name), None, "{name}");
        }
    }
}
