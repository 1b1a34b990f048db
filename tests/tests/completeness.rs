//! Completeness against llvm-mc 19's opcode inventory (`tests/inventory/<family>.txt`):
//! every opcode × generation LLVM knows has vectors and decodes to the same mnemonic here,
//! and every opcode this library decodes is one LLVM knows.

use gcn_isa::Generation;
use gcn_isa_tests::{load_family, vectors_dir, FAMILIES};
use std::collections::{BTreeMap, BTreeSet};

/// `(generation, opcode) → mnemonic` as LLVM knows them.
fn inventory(family: &str) -> BTreeMap<(Generation, u32), String> {
    let path = vectors_dir()
        .join("../inventory")
        .join(format!("{family}.txt"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            let gen = Generation::from_cpu(cols[0]).unwrap();
            ((gen, cols[1].parse().unwrap()), cols[2].to_string())
        })
        .collect()
}

/// Decodes the bare word of every opcode value of one encoding on one generation.
fn decoded_opcodes(
    fixed: (u32, u32),
    opcode_field: (u32, u32),
    decode: impl Fn(&[u32]) -> Result<String, gcn_isa::DecodeError>,
) -> BTreeMap<u32, String> {
    let (lo, width) = opcode_field;
    let mut out = BTreeMap::new();
    for opcode in 0..1u32 << width {
        let first = fixed.1 | opcode << lo;
        match decode(&[first, 0, 0]) {
            Ok(m) => {
                out.insert(opcode, m);
            }
            Err(gcn_isa::DecodeError::UnknownOpcode { .. }) => {}
            Err(e) => panic!("{first:#010x}: opcode {opcode} neither decodes nor is unknown: {e}"),
        }
    }
    out
}

macro_rules! encodings {
    ($($family:literal => [$($gen:ident :: $enc:ident),*]),* $(,)?) => {
        /// Every opcode each (family, generation) decodes, with its mnemonic.
        fn ours() -> BTreeMap<(&'static str, Generation), BTreeMap<u32, String>> {
            let mut out = BTreeMap::new();
            $($(
                out.insert(
                    ($family, gcn_isa::$gen::GENERATION),
                    decoded_opcodes(gcn_isa::$gen::$enc::FIXED, gcn_isa::$gen::$enc::OPCODE_FIELD, |w| {
                        gcn_isa::$gen::$enc::decode(w).map(|(i, _)| i.mnemonic().to_string())
                    }),
                );
            )*)*
            out
        }
    };
}

encodings!(
    "smrd" => [gfx6::Smrd, gfx7::Smrd],
    "smem" => [gfx8::Smem, gfx9::Smem, gfx906::Smem, gfx908::Smem],
    "mtbuf" => [gfx6::Mtbuf, gfx7::Mtbuf, gfx8::Mtbuf, gfx9::Mtbuf, gfx906::Mtbuf, gfx908::Mtbuf],
    "sop2" => [gfx6::Sop2, gfx7::Sop2, gfx8::Sop2, gfx9::Sop2, gfx906::Sop2, gfx908::Sop2],
    "sopk" => [gfx6::Sopk, gfx7::Sopk, gfx8::Sopk, gfx9::Sopk, gfx906::Sopk, gfx908::Sopk],
    "sop1" => [gfx6::Sop1, gfx7::Sop1, gfx8::Sop1, gfx9::Sop1, gfx906::Sop1, gfx908::Sop1],
    "sopc" => [gfx6::Sopc, gfx7::Sopc, gfx8::Sopc, gfx9::Sopc, gfx906::Sopc, gfx908::Sopc],
    "sopp" => [gfx6::Sopp, gfx7::Sopp, gfx8::Sopp, gfx9::Sopp, gfx906::Sopp, gfx908::Sopp],
);

#[test]
fn every_llvm_opcode_has_vectors_and_decodes_alike() {
    let ours = ours();
    let mut problems = Vec::new();
    for family in FAMILIES {
        let llvm = inventory(family);
        let vectors = load_family(family);
        let covered: BTreeSet<(Generation, &str)> = vectors
            .iter()
            .map(|v| (v.gen, v.text.split_whitespace().next().unwrap_or("")))
            .collect();
        for ((gen, opcode), mnemonic) in &llvm {
            if !covered.contains(&(*gen, mnemonic.as_str())) {
                problems.push(format!("{family} {gen} {mnemonic}: no vector"));
            }
            match ours.get(&(family, *gen)).and_then(|m| m.get(opcode)) {
                Some(m) if m == mnemonic => {}
                Some(m) => problems.push(format!(
                    "{family} {gen} opcode {opcode}: ours `{m}`, llvm `{mnemonic}`"
                )),
                None => problems.push(format!(
                    "{family} {gen} opcode {opcode} (`{mnemonic}`): missing here"
                )),
            }
        }
        for ((fam, gen), opcodes) in &ours {
            if fam != family {
                continue;
            }
            for (opcode, m) in opcodes {
                if !llvm.contains_key(&(*gen, *opcode)) {
                    problems.push(format!(
                        "{family} {gen} opcode {opcode} (`{m}`): LLVM 19 does not know it"
                    ));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn every_family_with_vectors_is_checked() {
    let ours = ours();
    for family in FAMILIES {
        assert!(
            ours.keys().any(|(f, _)| f == family),
            "{family} is in FAMILIES but not in this test's encodings! list"
        );
    }
}
