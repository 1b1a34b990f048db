//! Completeness against llvm-mc 19's opcode inventory (`tests/inventory/<family>.txt`):
//! every opcode × generation LLVM knows has vectors and decodes to the same mnemonic here,
//! and every opcode this library decodes is one LLVM knows.

use gcn_isa::Generation;
use gcn_isa_tests::{encoding_families, load_family, vectors_dir};
use std::collections::{BTreeMap, BTreeSet};

/// `(generation, opcode) → mnemonics` as LLVM knows them: more than one where the
/// assembler accepts an alias (gfx8+ `v_mul_lo_i32` for `v_mul_lo_u32`).
fn inventory(family: &str) -> BTreeMap<(Generation, u32), Vec<String>> {
    let path = vectors_dir()
        .join("../inventory")
        .join(format!("{family}.txt"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut out: BTreeMap<(Generation, u32), Vec<String>> = BTreeMap::new();
    for l in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let cols: Vec<&str> = l.split('\t').collect();
        let gen = Generation::from_cpu(cols[0]).unwrap();
        out.entry((gen, cols[1].parse().unwrap()))
            .or_default()
            .push(cols[2].to_string());
    }
    for (family_name, gen, opcode, mnemonic) in INVENTORY_OMITS {
        if *family_name == family {
            out.entry((*gen, *opcode))
                .or_default()
                .push(mnemonic.to_string());
        }
    }
    out
}

/// Instructions LLVM 19 decodes that `scripts/gen_vectors.py` leaves out of the inventory:
/// it gives every VOP3-encoded `v_dot*` to the VOP3P family, but these four are the 64-bit
/// forms of gfx908's VOP2 `v_dot*c` (VOP2 opcode + 0x100), which the VOP2 rows derive.
/// `llvm-mc -disassemble -mcpu=gfx908` prints e.g. `v_dot2c_f32_f16_e64 v1, v2, v3`
/// (probed by `scripts/vop_rows.py`). They have no vectors.
const INVENTORY_OMITS: &[(&str, Generation, u32, &str)] = &[
    ("vop3", Generation::Gfx908, 0x137, "v_dot2c_f32_f16_e64"),
    ("vop3", Generation::Gfx908, 0x138, "v_dot2c_i32_i16_e64"),
    ("vop3", Generation::Gfx908, 0x139, "v_dot4c_i32_i8_e64"),
    ("vop3", Generation::Gfx908, 0x13a, "v_dot8c_i32_i4_e64"),
];

/// Decodes the bare word of every opcode value of one encoding on one generation: the
/// mnemonic it decodes to, or names in its operand error.
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
            // Known, but not with every other field 0 (`ds_gws_*` exist only with GDS set).
            Err(gcn_isa::DecodeError::InvalidOperand { mnemonic, .. }) => {
                out.insert(opcode, mnemonic.to_string());
            }
            Err(e) => panic!("{first:#010x}: opcode {opcode} neither decodes nor is unknown: {e}"),
        }
    }
    out
}

/// The inventory family of each encoding (its `NAME`): LLVM's inventory groups some
/// encodings (VOP3a and VOP3b are both `vop3`). Every encoding a generation defines must be
/// here, so that none escapes the comparison ([`ours`] fails otherwise).
const FAMILY_OF_ENCODING: &[(&str, &str)] = &[
    ("SMRD", "smrd"),
    ("SMEM", "smem"),
    ("MTBUF", "mtbuf"),
    ("SOP2", "sop2"),
    ("SOPK", "sopk"),
    ("SOP1", "sop1"),
    ("SOPC", "sopc"),
    ("SOPP", "sopp"),
    ("VOP1", "vop1"),
    ("VOP2", "vop2"),
    ("VOPC", "vopc"),
    ("VOP3", "vop3"),
    ("VOP3B", "vop3"),
    ("MUBUF", "mubuf"),
    ("MUBUFLDS", "mubuf"),
    ("DS", "ds"),
    ("EXP", "exp"),
    ("FLAT", "flat"),
    ("FLATATOMIC", "flat"),
    ("FLATATOMICRTN", "flat"),
    ("GLOBAL", "flat"),
    ("GLOBALLDS", "flat"),
    ("GLOBALATOMIC", "flat"),
    ("GLOBALATOMICRTN", "flat"),
    ("SCRATCH", "flat"),
    ("SCRATCHLDS", "flat"),
    ("MIMG", "mimg"),
    ("VOP3P", "vop3p"),
    ("VOP3PMIX", "vop3p"),
    ("MAI", "vop3p"),
    ("VINTRP", "vintrp"),
    ("VOP3INTERP", "vintrp"),
    ("VOP1DPP", "vop1_dpp"),
    ("VOP2DPP", "vop2_dpp"),
    ("VOP1SDWA", "vop1_sdwa"),
    ("VOP2SDWA", "vop2_sdwa"),
    ("VOPCSDWA", "vopc_sdwa"),
];

/// Every opcode each (family, generation) decodes, with its mnemonic: every encoding of
/// every generation, as the generated code lists them.
fn ours() -> BTreeMap<(&'static str, Generation), BTreeMap<u32, String>> {
    let mut out = BTreeMap::new();
    let mut unmapped = Vec::new();
    for gen in Generation::ALL {
        let mut listed = 0;
        gcn_isa::__each_encoding(gen, &mut |name, fixed, opcode_field, decode| {
            listed += 1;
            let Some(&(_, family)) = FAMILY_OF_ENCODING.iter().find(|(n, _)| *n == name) else {
                unmapped.push(format!("{gen} {name}"));
                return;
            };
            out.entry((family, gen))
                .or_insert_with(BTreeMap::new)
                .extend(decoded_opcodes(fixed, opcode_field, |w| {
                    decode(w).map(|(i, _)| i.mnemonic().to_string())
                }));
        });
        assert!(
            listed > 0,
            "{gen}: no encodings listed (is its feature on?)"
        );
    }
    assert!(
        unmapped.is_empty(),
        "encodings with no inventory family in FAMILY_OF_ENCODING: {unmapped:?}"
    );
    out
}

#[test]
fn every_llvm_opcode_has_vectors_and_decodes_alike() {
    let ours = ours();
    let mut problems = Vec::new();
    for family in encoding_families() {
        let llvm = inventory(family);
        let vectors = load_family(family);
        let covered: BTreeSet<(Generation, &str)> = vectors
            .iter()
            .map(|v| (v.gen, v.text.split_whitespace().next().unwrap_or("")))
            .collect();
        for ((gen, opcode), names) in &llvm {
            let omitted = INVENTORY_OMITS
                .iter()
                .any(|(f, g, o, _)| *f == family && g == gen && o == opcode);
            if !omitted && !names.iter().any(|n| covered.contains(&(*gen, n.as_str()))) {
                problems.push(format!("{family} {gen} {names:?}: no vector"));
            }
            let mnemonic = names.join(" or ");
            match ours.get(&(family, *gen)).and_then(|m| m.get(opcode)) {
                Some(m) if names.contains(m) => {}
                Some(m) => problems.push(format!(
                    "{family} {gen} opcode {opcode}: ours `{m}`, llvm `{mnemonic}`"
                )),
                None => problems.push(format!(
                    "{family} {gen} opcode {opcode} (`{mnemonic}`): missing here"
                )),
            }
        }
        for ((fam, gen), opcodes) in &ours {
            if *fam != family {
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
    for family in encoding_families() {
        assert!(
            ours.keys().any(|(f, _)| *f == family),
            "{family} is in FAMILIES but no encoding of any generation maps to it"
        );
    }
}
