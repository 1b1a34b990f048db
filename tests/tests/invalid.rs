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

/// The SDWA (src0 = 0xF9) and DPP (src0 = 0xFA) words of the VOP1/VOP2/VOPC samples
/// (`<gen>.pending-sdwa-dpp`, which LLVM decodes or rejects): a DPP word decodes as LLVM
/// decodes it (same text, same canonical re-encoding) or is rejected where LLVM rejects it;
/// an SDWA word is an error naming the form until that form exists, never a VOP
/// instruction with a strange source.
#[test]
fn dpp_words_decode_as_llvm_and_sdwa_words_are_not_decoded_yet() {
    let mut wrong = Vec::new();
    let lines = lines_of("pending-sdwa-dpp");
    let total = lines.len();
    let mut dpp = 0;
    for (_, gen, line) in &lines {
        let gen = *gen;
        let mut cols = line.split('\t');
        let words = parse_bytes(cols.next().unwrap().trim()).unwrap();
        let llvm = cols.next();
        let canonical = cols.next().map(|c| parse_bytes(c.trim()).unwrap());
        let is_dpp = words[0] & 0x1ff == 0xfa;
        dpp += usize::from(is_dpp);
        match gcn_isa::decode(gen, &words) {
            // `v_nop` ignores src0: LLVM decodes that word as plain `v_nop` too.
            Ok((insn, _)) if llvm == Some(insn.to_string().as_str()) => {
                let Some(canonical) = canonical else { continue };
                match gcn_isa::decode(gen, &canonical) {
                    Ok((c, _)) if llvm == Some(c.to_string().as_str()) => {
                        if insn.encode().map(|e| e.words().to_vec()).ok() != Some(words.clone()) {
                            wrong.push(format!("{gen} {line}: does not re-encode to its input"));
                        }
                    }
                    other => wrong.push(format!("{gen} {line}: canonical gives {other:?}")),
                }
            }
            Ok((insn, _)) => wrong.push(format!("{gen} {line}: `{insn}`")),
            Err(e) if is_dpp && llvm != Some("<invalid>") => {
                wrong.push(format!("{gen} {line}: {e}"))
            }
            // Words LLVM decodes fail here for the form alone; words LLVM rejects
            // may fail for another reason first.
            Err(e) if !line.contains("<invalid>") => {
                let msg = e.to_string();
                assert!(
                    msg.contains("SDWA"),
                    "{gen} {line}: the error should name the form: {msg}"
                );
            }
            Err(_) => {}
        }
    }
    assert!(total > 1000, "only {total} SDWA/DPP words");
    assert!(dpp > 500, "only {dpp} DPP words");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
