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
            [
                "smrd",
                "smem",
                "mtbuf",
                "sop2",
                "sopk",
                "sop1",
                "sopc",
                "sopp",
                "vop1",
                "vop2",
                "vopc",
                "vop3",
                "mubuf",
                "ds",
                "exp",
                "flat",
                "mimg",
                "vop3p",
                "vintrp",
                "vop1_dpp",
                "vop2_dpp",
                "vop1_sdwa",
                "vop2_sdwa",
                "vopc_sdwa",
                "llvm_mc"
            ]
            .contains(family),
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

#[test]
fn sop2() {
    check_family("sop2");
}

#[test]
fn sopk() {
    check_family("sopk");
}

#[test]
fn sop1() {
    check_family("sop1");
}

#[test]
fn sopc() {
    check_family("sopc");
}

#[test]
fn sopp() {
    check_family("sopp");
}

#[test]
fn vop1() {
    check_family("vop1");
}

#[test]
fn vop2() {
    check_family("vop2");
}

#[test]
fn vopc() {
    check_family("vopc");
}

#[test]
fn vop3() {
    check_family("vop3");
}

#[test]
fn mubuf() {
    check_family("mubuf");
}

#[test]
fn ds() {
    check_family("ds");
}

#[test]
fn exp() {
    check_family("exp");
}

#[test]
fn flat() {
    check_family("flat");
}

#[test]
fn mimg() {
    check_family("mimg");
}

#[test]
fn vop3p() {
    check_family("vop3p");
}

#[test]
fn vintrp() {
    check_family("vintrp");
}

#[test]
fn vop1_dpp() {
    check_family("vop1_dpp");
}

#[test]
fn vop2_dpp() {
    check_family("vop2_dpp");
}

#[test]
fn vop1_sdwa() {
    check_family("vop1_sdwa");
}

#[test]
fn vop2_sdwa() {
    check_family("vop2_sdwa");
}

#[test]
fn vopc_sdwa() {
    check_family("vopc_sdwa");
}

/// The instructions of LLVM's own AMDGPU MC tests, as llvm-mc 19 prints and re-encodes them
/// (`scripts/llvm_mc_tests.py`).
#[test]
fn llvm_mc() {
    check_family("llvm_mc");
}

/// LLVM's MC-test words of encodings gcn-isa does not implement yet
/// (`vectors/llvm_mc_pending/`: SDWA, gfx8+ VOP3 interpolation): each is either refused as
/// such (`unimplemented_encoding` names it) or, once its form exists, decodes exactly as
/// LLVM decodes it. Move the file into `llvm_mc` when the form lands.
#[test]
fn llvm_mc_pending_words_are_refused_or_decode_as_llvm() {
    let vectors = load_family("llvm_mc_pending");
    assert!(!vectors.is_empty(), "llvm_mc_pending: no vectors");
    let wrong: Vec<String> = vectors
        .iter()
        .filter_map(|v| match gcn_isa::decode(v.gen, &v.input) {
            Err(_) if gcn_isa::unimplemented_encoding(v.gen, v.input[0]).is_some() => None,
            Err(e) => Some(format!("{}: {e}; llvm: {}", v.origin, v.text)),
            Ok(_) => check_vector(v).err(),
        })
        .collect();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
