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

macro_rules! encodings {
    ($($family:literal => [$($gen:ident :: $enc:ident),*]),* $(,)?) => {
        /// Every opcode each (family, generation) decodes, with its mnemonic.
        fn ours() -> BTreeMap<(&'static str, Generation), BTreeMap<u32, String>> {
            let mut out = BTreeMap::new();
            $($(
                out.entry(($family, gcn_isa::$gen::GENERATION)).or_insert_with(BTreeMap::new).extend(
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
    "smem" => [gfx8::Smem, gfx810::Smem, gfx9::Smem, gfx904::Smem, gfx906::Smem, gfx908::Smem],
    "mtbuf" => [gfx6::Mtbuf, gfx7::Mtbuf, gfx8::Mtbuf, gfx810::Mtbuf, gfx9::Mtbuf, gfx904::Mtbuf, gfx906::Mtbuf, gfx908::Mtbuf],
    "sop2" => [gfx6::Sop2, gfx7::Sop2, gfx8::Sop2, gfx810::Sop2, gfx9::Sop2, gfx904::Sop2, gfx906::Sop2, gfx908::Sop2],
    "sopk" => [gfx6::Sopk, gfx7::Sopk, gfx8::Sopk, gfx810::Sopk, gfx9::Sopk, gfx904::Sopk, gfx906::Sopk, gfx908::Sopk],
    "sop1" => [gfx6::Sop1, gfx7::Sop1, gfx8::Sop1, gfx810::Sop1, gfx9::Sop1, gfx904::Sop1, gfx906::Sop1, gfx908::Sop1],
    "sopc" => [gfx6::Sopc, gfx7::Sopc, gfx8::Sopc, gfx810::Sopc, gfx9::Sopc, gfx904::Sopc, gfx906::Sopc, gfx908::Sopc],
    "sopp" => [gfx6::Sopp, gfx7::Sopp, gfx8::Sopp, gfx810::Sopp, gfx9::Sopp, gfx904::Sopp, gfx906::Sopp, gfx908::Sopp],
    "vop1" => [gfx6::Vop1, gfx7::Vop1, gfx8::Vop1, gfx810::Vop1, gfx9::Vop1, gfx904::Vop1, gfx906::Vop1, gfx908::Vop1],
    "vop2" => [gfx6::Vop2, gfx7::Vop2, gfx8::Vop2, gfx810::Vop2, gfx9::Vop2, gfx904::Vop2, gfx906::Vop2, gfx908::Vop2],
    "vopc" => [gfx6::Vopc, gfx7::Vopc, gfx8::Vopc, gfx810::Vopc, gfx9::Vopc, gfx904::Vopc, gfx906::Vopc, gfx908::Vopc],
    "vop3" => [
        gfx6::Vop3, gfx7::Vop3, gfx8::Vop3, gfx810::Vop3, gfx9::Vop3, gfx904::Vop3, gfx906::Vop3, gfx908::Vop3,
        gfx6::Vop3b, gfx7::Vop3b, gfx8::Vop3b, gfx810::Vop3b, gfx9::Vop3b, gfx904::Vop3b, gfx906::Vop3b, gfx908::Vop3b
    ],
    "mubuf" => [
        gfx6::Mubuf, gfx7::Mubuf, gfx8::Mubuf, gfx810::Mubuf, gfx9::Mubuf, gfx904::Mubuf, gfx906::Mubuf, gfx908::Mubuf,
        gfx6::MubufLds, gfx7::MubufLds, gfx8::MubufLds, gfx810::MubufLds, gfx9::MubufLds, gfx904::MubufLds, gfx906::MubufLds,
        gfx908::MubufLds
    ],
    "ds" => [gfx6::Ds, gfx7::Ds, gfx8::Ds, gfx810::Ds, gfx9::Ds, gfx904::Ds, gfx906::Ds, gfx908::Ds],
    "exp" => [gfx6::Exp, gfx7::Exp, gfx8::Exp, gfx810::Exp, gfx9::Exp, gfx904::Exp, gfx906::Exp, gfx908::Exp],
    "flat" => [
        gfx7::Flat, gfx8::Flat, gfx810::Flat, gfx9::Flat, gfx904::Flat, gfx906::Flat, gfx908::Flat,
        gfx7::FlatAtomic, gfx8::FlatAtomic, gfx810::FlatAtomic, gfx9::FlatAtomic, gfx904::FlatAtomic, gfx906::FlatAtomic, gfx908::FlatAtomic,
        gfx7::FlatAtomicRtn, gfx8::FlatAtomicRtn, gfx810::FlatAtomicRtn, gfx9::FlatAtomicRtn, gfx904::FlatAtomicRtn, gfx906::FlatAtomicRtn,
        gfx908::FlatAtomicRtn,
        gfx9::Global, gfx904::Global, gfx906::Global, gfx908::Global, gfx9::GlobalLds, gfx904::GlobalLds, gfx906::GlobalLds,
        gfx908::GlobalLds, gfx9::GlobalAtomic, gfx904::GlobalAtomic, gfx906::GlobalAtomic, gfx908::GlobalAtomic,
        gfx9::GlobalAtomicRtn, gfx904::GlobalAtomicRtn, gfx906::GlobalAtomicRtn, gfx908::GlobalAtomicRtn,
        gfx9::Scratch, gfx904::Scratch, gfx906::Scratch, gfx908::Scratch, gfx9::ScratchLds, gfx904::ScratchLds, gfx906::ScratchLds,
        gfx908::ScratchLds
    ],
    "mimg" => [gfx6::Mimg, gfx7::Mimg, gfx8::Mimg, gfx810::Mimg, gfx9::Mimg, gfx904::Mimg, gfx906::Mimg, gfx908::Mimg],
    "vop3p" => [
        gfx9::Vop3p, gfx904::Vop3p, gfx906::Vop3p, gfx908::Vop3p, gfx9::Vop3pMix, gfx904::Vop3pMix, gfx906::Vop3pMix,
        gfx908::Vop3pMix, gfx908::Mai
    ],
    "vintrp" => [
        gfx6::Vintrp, gfx7::Vintrp, gfx8::Vintrp, gfx810::Vintrp, gfx9::Vintrp, gfx904::Vintrp, gfx906::Vintrp, gfx908::Vintrp,
        gfx8::Vop3Interp, gfx810::Vop3Interp, gfx9::Vop3Interp, gfx904::Vop3Interp, gfx906::Vop3Interp, gfx908::Vop3Interp
    ],
    "vop1_dpp" => [gfx8::Vop1Dpp, gfx810::Vop1Dpp, gfx9::Vop1Dpp, gfx904::Vop1Dpp, gfx906::Vop1Dpp, gfx908::Vop1Dpp],
    "vop2_dpp" => [gfx8::Vop2Dpp, gfx810::Vop2Dpp, gfx9::Vop2Dpp, gfx904::Vop2Dpp, gfx906::Vop2Dpp, gfx908::Vop2Dpp],
    "vop1_sdwa" => [gfx8::Vop1Sdwa, gfx810::Vop1Sdwa, gfx9::Vop1Sdwa, gfx904::Vop1Sdwa, gfx906::Vop1Sdwa, gfx908::Vop1Sdwa],
    "vop2_sdwa" => [gfx8::Vop2Sdwa, gfx810::Vop2Sdwa, gfx9::Vop2Sdwa, gfx904::Vop2Sdwa, gfx906::Vop2Sdwa, gfx908::Vop2Sdwa],
    "vopc_sdwa" => [gfx8::VopcSdwa, gfx810::VopcSdwa, gfx9::VopcSdwa, gfx904::VopcSdwa, gfx906::VopcSdwa, gfx908::VopcSdwa],
);

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
            "{family} is in FAMILIES but not in this test's encodings! list"
        );
    }
}
