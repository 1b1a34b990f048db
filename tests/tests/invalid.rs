//! Words llvm-mc 19 rejects (`tests/vectors/<family>/<gen>.invalid`): we reject them too,
//! except for the deliberate deviations listed in docs/DEVIATIONS.md, which this test
//! names one by one so that a new one cannot slip in unnoticed.

use gcn_isa::Generation;
use gcn_isa_tests::{file_generation, parse_bytes, vectors_dir, FAMILIES};

/// Every non-comment line of the vector files with `extension`, with its family and
/// generation.
fn lines_of(extension: &str) -> Vec<(&'static str, Generation, String)> {
    let mut out = Vec::new();
    for family in FAMILIES {
        let dir = vectors_dir().join(family);
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|x| x != extension) {
                continue;
            }
            let gen = file_generation(&path).unwrap();
            for line in std::fs::read_to_string(&path).unwrap().lines() {
                if !line.starts_with('#') && !line.trim().is_empty() {
                    out.push((*family, gen, line.to_string()));
                }
            }
        }
    }
    out
}

/// Why we accept a word LLVM rejects, by the mnemonic we decode it to: each entry is a
/// deviation documented in docs/DEVIATIONS.md.
fn deliberate(text: &str, words: &[u32]) -> bool {
    let mnemonic = text.split_whitespace().next().unwrap_or("");
    // MTBUF with TFE set: LLVM 19 has no MTBUF TFE forms; the hardware bit is real.
    mnemonic.starts_with("tbuffer_") && text.ends_with(" tfe") && words.len() == 2
}

#[test]
fn llvm_rejects_we_reject() {
    let mut accepted = Vec::new();
    let lines = lines_of("invalid");
    let total = lines.len();
    for (family, gen, line) in &lines {
        let words = parse_bytes(line.trim()).unwrap();
        if let Ok((insn, used)) = gcn_isa::decode(*gen, &words) {
            let text = insn.to_string();
            if !deliberate(&text, &words[..used]) {
                accepted.push(format!("{family} {gen} {line}: `{text}`"));
            }
        }
    }
    assert!(total > 0);
    assert!(
        accepted.is_empty(),
        "{} of {total} words LLVM rejects decode here:\n{}",
        accepted.len(),
        accepted
            .iter()
            .take(60)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// SDWA (src0 = 0xF9) and DPP (src0 = 0xFA) words, which LLVM decodes or rejects, are an
/// error here until those forms exist: never a VOP instruction with a strange source.
#[test]
fn sdwa_and_dpp_words_are_not_decoded_yet() {
    let mut decoded = Vec::new();
    let lines = lines_of("pending-sdwa-dpp");
    let total = lines.len();
    for (_, gen, line) in &lines {
        let gen = *gen;
        let words = parse_bytes(line.split('\t').next().unwrap().trim()).unwrap();
        match gcn_isa::decode(gen, &words) {
            // `v_nop` ignores src0: LLVM decodes that word as plain `v_nop` too.
            Ok((insn, _)) if line.split('\t').nth(1) == Some(insn.to_string().as_str()) => {}
            Ok((insn, _)) => decoded.push(format!("{gen} {line}: `{insn}`")),
            // Words LLVM decodes fail here for the form alone; words LLVM rejects
            // may fail for another reason first.
            Err(e) if !line.contains("<invalid>") => {
                let msg = e.to_string();
                assert!(
                    msg.contains("SDWA") || msg.contains("DPP"),
                    "{gen} {line}: the error should name the form: {msg}"
                );
            }
            Err(_) => {}
        }
    }
    assert!(total > 1000, "only {total} SDWA/DPP words");
    assert!(decoded.is_empty(), "{}", decoded.join("\n"));
}
