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
/// (`<gen>.pending-sdwa-dpp`, which LLVM decodes or rejects): each decodes as LLVM decodes
/// it (same text, same canonical re-encoding, and it re-encodes to its input) or is
/// rejected where LLVM rejects it, never a VOP instruction with a strange source.
#[test]
fn sdwa_and_dpp_words_decode_as_llvm() {
    let mut wrong = Vec::new();
    let lines = lines_of("pending-sdwa-dpp");
    let total = lines.len();
    let (mut dpp, mut sdwa) = (0, 0);
    for (_, gen, line) in &lines {
        let gen = *gen;
        let mut cols = line.split('\t');
        let words = parse_bytes(cols.next().unwrap().trim()).unwrap();
        let llvm = cols.next();
        let canonical = cols.next().map(|c| parse_bytes(c.trim()).unwrap());
        let is_dpp = words[0] & 0x1ff == 0xfa;
        dpp += usize::from(is_dpp);
        sdwa += usize::from(!is_dpp);
        match gcn_isa::decode(gen, &words) {
            // `v_nop` ignores src0: LLVM decodes that word as plain `v_nop` too.
            Ok((insn, _)) if llvm == Some(insn.to_string().as_str()) => {
                if insn.encode().map(|e| e.words().to_vec()).ok() != Some(words.clone()) {
                    wrong.push(format!("{gen} {line}: does not re-encode to its input"));
                }
                let Some(canonical) = canonical else { continue };
                // LLVM's re-encoding of `src_lds_direct` and of half-float hex in an SDWA
                // source means another word (docs/DEVIATIONS.md).
                if !is_dpp && (line.contains("src_lds_direct") || canonical.len() < 2) {
                    continue;
                }
                match gcn_isa::decode(gen, &canonical) {
                    Ok((c, _)) if llvm == Some(c.to_string().as_str()) => {}
                    Err(_) if !is_dpp && canonical[1] & 0x80ff == 0x80ff => {}
                    Err(_) if !is_dpp && canonical[0] >> 9 & 0xff == 0xff => {}
                    other => wrong.push(format!("{gen} {line}: canonical gives {other:?}")),
                }
            }
            Ok((insn, _)) => wrong.push(format!("{gen} {line}: `{insn}`")),
            Err(e) if llvm != Some("<invalid>") => wrong.push(format!("{gen} {line}: {e}")),
            Err(_) => {}
        }
    }
    assert!(total > 1000, "only {total} SDWA/DPP words");
    assert!(dpp > 500, "only {dpp} DPP words");
    assert!(sdwa > 500, "only {sdwa} SDWA words");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Words llvm-mc 19 crashes on (`<gen>.crashes`). The SDWA ones (src0 = 0xF9, here and
/// in the VOP1/VOP2/VOPC samples) all select code 7 for a source or the destination,
/// which means nothing: a decode error naming the select here, never a panic. The others
/// (MFMA inputs with inline constants, docs/DEVIATIONS.md) decode.
#[test]
fn words_llvm_crashes_on_decode_or_fail_cleanly() {
    let lines = lines_of("crashes");
    let mut sdwa = 0;
    let mut wrong = Vec::new();
    for (family, gen, line) in &lines {
        let words = parse_bytes(line.trim()).unwrap();
        let is_sdwa = words.len() == 2 && words[0] >> 31 == 0 && words[0] & 0x1ff == 0xf9;
        let decoded = std::panic::catch_unwind(|| {
            gcn_isa::decode(*gen, &words).map(|(insn, _)| insn.to_string())
        });
        match decoded {
            Err(_) => wrong.push(format!("{family} {gen} {line}: panics")),
            Ok(Err(e)) if is_sdwa && e.to_string().contains("select 7") => sdwa += 1,
            Ok(Ok(_)) if !is_sdwa => {}
            Ok(other) => wrong.push(format!("{family} {gen} {line}: {other:?}")),
        }
    }
    assert!(sdwa > 100, "only {sdwa} SDWA words llvm-mc crashes on");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// `v_nop`'s DPP and SDWA forms (VOP1 opcode 0 with src0 = 0xFA / 0xF9, gfx8+): LLVM 19
/// reads the 8-byte form only while the fields of the operands it lacks are 0 (the
/// encodings' `zero_when_unused`); otherwise it falls back to the 4-byte `v_nop`, which
/// ignores src0, and leaves the second dword to the next instruction. A VDST makes both
/// fail. Probed one bit of the second dword at a time with llvm-mc 19 on tonga, stoney,
/// gfx900, gfx904, gfx906 and gfx908 (the vectors hold the 8-byte words; these are the
/// fallbacks).
#[test]
fn v_nop_dpp_and_sdwa_fall_back_to_the_4_byte_form_as_llvm() {
    // Per escape and generation, the second-dword bits that keep the 8-byte form: DPP's
    // dpp_ctrl, bound_ctrl, the ignored bits 50:49 and the masks; SDWA's ignored
    // dst_sel/dst_unused and the bits the generation's layout leaves unused.
    let gfx8 = [Generation::Gfx8, Generation::Gfx810];
    let gfx9 = [
        Generation::Gfx9,
        Generation::Gfx904,
        Generation::Gfx906,
        Generation::Gfx908,
    ];
    let mut cases = Vec::new();
    for gen in gfx8 {
        cases.push((0xf9u32, gen, 0xc0c0_df00u32));
    }
    for gen in gfx9 {
        cases.push((0xf9, gen, 0x4040_1f00));
    }
    for gen in gfx8.into_iter().chain(gfx9) {
        cases.push((0xfa, gen, 0xff0f_ff00));
    }
    let mut wrong = Vec::new();
    for (escape, gen, kept) in cases {
        let first = 0x7e00_0000 | escape;
        for bit in 0..32 {
            let words = [first, 1 << bit];
            let want = if kept >> bit & 1 == 1 { 2 } else { 1 };
            match gcn_isa::decode(gen, &words) {
                Ok((insn, n)) if n == want && insn.mnemonic() == "v_nop" => {}
                other => wrong.push(format!(
                    "{gen} {words:08x?}: {other:?}, want {want} dword(s)"
                )),
            }
        }
        for bit in 17..25 {
            let words = [first | 1 << bit, 0];
            if let Ok(other) = gcn_isa::decode(gen, &words) {
                wrong.push(format!("{gen} {words:08x?}: {other:?}, LLVM rejects it"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
