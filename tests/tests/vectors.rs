//! Every checked-in llvm-mc 19 vector: decoding prints LLVM's exact text, and re-encoding
//! gives back the input bytes (and LLVM's canonical bytes for its canonical input).

use gcn_isa_tests::{check_vector, load_family, FAMILIES};

fn check_family(family: &str) {
    let vectors = load_family(family);
    assert!(!vectors.is_empty(), "{family}: no vectors");
    let failures: Vec<String> = vectors
        .iter()
        .filter_map(|v| check_vector(v).err())
        .collect();
    if !failures.is_empty() {
        panic!(
            "{family}: {} of {} vectors fail; first ones:\n{}",
            failures.len(),
            vectors.len(),
            failures
                .iter()
                .take(40)
                .cloned()
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

#[test]
fn every_family_has_a_test() {
    for family in FAMILIES {
        assert!(
            ["smrd", "smem", "mtbuf"].contains(family),
            "add a #[test] for {family}"
        );
    }
}

#[test]
fn smrd() {
    check_family("smrd");
}

#[test]
fn smem() {
    check_family("smem");
}

#[test]
fn mtbuf() {
    check_family("mtbuf");
}
