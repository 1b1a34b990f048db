//! The scalar-ALU opcodes each generation decodes are exactly those llvm-mc 19 knows
//! (`inventory/{sop2,sopk,sop1,sopc,sopp}.txt`): no missing opcode, no extra one.

use gcn_isa::{decode, Generation};
use std::collections::BTreeMap;

/// The first dword of each family with opcode `op` and every other field zero.
fn word(family: &str, op: u32) -> u32 {
    match family {
        "sop2" => 0x8000_0000 | op << 23,
        "sopk" => 0xb000_0000 | op << 23,
        "sop1" => 0xbe80_0000 | op << 8,
        "sopc" => 0xbf00_0000 | op << 16,
        "sopp" => 0xbf80_0000 | op << 16,
        _ => unreachable!(),
    }
}

#[test]
fn sop_opcodes_match_llvm_inventory() {
    let mut problems = Vec::new();
    for (family, ops) in [
        ("sop2", 96),
        ("sopk", 29),
        ("sop1", 256),
        ("sopc", 128),
        ("sopp", 128),
    ] {
        let path = gcn_isa_tests::vectors_dir()
            .join("../inventory")
            .join(format!("{family}.txt"));
        let text = std::fs::read_to_string(&path).unwrap();
        let mut expected: BTreeMap<(Generation, u32), String> = BTreeMap::new();
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            let cols: Vec<&str> = line.split('\t').collect();
            let gen = Generation::from_cpu(cols[0]).unwrap();
            expected.insert((gen, cols[1].parse().unwrap()), cols[2].to_string());
        }
        for gen in Generation::ALL {
            for op in 0..ops {
                let got = decode(gen, &[word(family, op), 0])
                    .ok()
                    .map(|(i, _)| i.mnemonic());
                let want = expected.get(&(gen, op)).map(String::as_str);
                if got != want {
                    problems.push(format!(
                        "{family} {gen} opcode {op}: decodes as {got:?}, llvm: {want:?}"
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
