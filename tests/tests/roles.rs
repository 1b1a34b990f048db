//! Operand roles from the definition rows: what analysis tools ask of an instruction.

use gcn_isa::operand::{RegName, Role};
use gcn_isa::{decode, Generation};

fn registers(gen: Generation, words: &[u32]) -> Vec<String> {
    let (insn, _) = decode(gen, words).unwrap();
    let mut out = Vec::new();
    insn.registers(&mut |reg: RegName, role: Role| out.push(format!("{reg} {role:?}")));
    out
}

#[test]
fn vector_alu_roles() {
    // v_mac_f32_e32 v0, s0, v0: the accumulator is read and written.
    assert_eq!(
        registers(Generation::Gfx9, &[0x2c00_0000]),
        ["v0 ReadWrite", "s0 Read", "v0 Read"]
    );
    // v_cmp_eq_f32_e32 vcc, s0, v0 (gfx8 opcode 0x42): the implicit vcc is written.
    assert_eq!(
        registers(Generation::Gfx8, &[0x7c84_0000]),
        ["vcc Write", "s0 Read", "v0 Read"]
    );
    // v_cndmask_b32_e64 v0, s0, s0, s[0:1]: the lane mask is read.
    assert_eq!(
        registers(Generation::Gfx9, &[0xd100_0000, 0]),
        ["v0 Write", "s0 Read", "s0 Read", "s[0:1] Read"]
    );
    // v_readlane_b32 s1, v2, s3 (gfx8+ VOP3 only): an SGPR written, a VGPR and SGPR read.
    assert_eq!(
        registers(Generation::Gfx9, &[0xd289_0001, 0x0000_0702]),
        ["s1 Write", "v2 Read", "s3 Read"]
    );
}

#[test]
fn interpolation_roles() {
    // v_interp_p2_f32_e32 v0, v1, attr0.y: the accumulator is read and written, and the
    // M0 every interpolation reads (not printed) is listed.
    assert_eq!(
        registers(Generation::Gfx9, &[0xd401_0101]),
        ["v0 ReadWrite", "v1 Read", "m0 Read"]
    );
    // v_interp_mov_f32 v2, p20, attr31.w (gfx6 encoding): no VGPR read.
    assert_eq!(
        registers(Generation::Gfx6, &[0xc80a_7f01]),
        ["v2 Write", "m0 Read"]
    );
    let (insn, _) = decode(Generation::Gfx7, &[0xc800_0001]).unwrap();
    assert_eq!(insn.to_string(), "v_interp_p1_f32 v0, v1, attr0.x");
    let m0 = insn.operand(3).unwrap();
    assert_eq!((m0.name, m0.role), ("m0", Role::Read));
}

#[test]
fn vop3_interpolation_roles() {
    // v_interp_p2_f32_e64 v1, -v2, attr5.z: the accumulator is read and written, M0 read.
    assert_eq!(
        registers(Generation::Gfx8, &[0xd271_0001, 0x4002_0485]),
        ["v1 ReadWrite", "v2 Read", "m0 Read"]
    );
    // v_interp_p2_f16 v1, v2, attr5.z, v3 high (gfx9 opcode 0x277): both sources read.
    let words = [0xd277_0001, 0x040e_0585];
    assert_eq!(
        registers(Generation::Gfx9, &words),
        ["v1 Write", "v2 Read", "v3 Read", "m0 Read"]
    );
    let (insn, _) = decode(Generation::Gfx9, &words).unwrap();
    assert_eq!(insn.to_string(), "v_interp_p2_f16 v1, v2, attr5.z, v3 high");
    // v_interp_mov_f32_e64 v1, p0, attr32.w clamp mul:2: no VGPR read.
    assert_eq!(
        registers(Generation::Gfx908, &[0xd272_8001, 0x0800_04e0]),
        ["v1 Write", "m0 Read"]
    );
}

#[test]
fn scalar_and_memory_roles() {
    // s_add_u32 s1, m0, s2.
    assert_eq!(
        registers(Generation::Gfx9, &[0x8001_027c]),
        ["s1 Write", "m0 Read", "s2 Read"]
    );
    let (insn, _) = decode(Generation::Gfx9, &[0x8001_027c]).unwrap();
    let first = insn.operand(0).unwrap();
    assert_eq!((first.name, first.role), ("sdst", Role::Write));
    assert!(insn.operand(3).is_none());
}

#[test]
fn image_roles_and_data_widths() {
    // image_sample_c v[4:7], v[2:3], s[4:11], s[8:11] dmask:0xf: the whole data range
    // (four channels) is written, the address pair and both resources read.
    assert_eq!(
        registers(Generation::Gfx9, &[0xf0a0_0f00, 0x0041_0402]),
        [
            "v[4:7] Write",
            "v[2:3] Read",
            "s[4:11] Read",
            "s[8:11] Read"
        ]
    );
    // The same with d16: packed on gfx9 (two registers), one per channel on gfx8.
    assert_eq!(
        registers(Generation::Gfx9, &[0xf0a0_0f00, 0x8041_0402])[0],
        "v[4:5] Write"
    );
    assert_eq!(
        registers(Generation::Gfx8, &[0xf0a0_0f00, 0x8041_0402])[0],
        "v[4:7] Write"
    );
    // image_store v[4:6], v2, s[4:11] dmask:0x7: stores read their data.
    assert_eq!(
        registers(Generation::Gfx8, &[0xf020_0700, 0x0001_0402])[0],
        "v[4:6] Read"
    );
    // image_atomic_cmpswap v[4:5], v2, s[4:11] dmask:0x3 glc (gfx8 opcode 17): data and
    // compare value read, the old value returned.
    let words = [0xf044_2300, 0x0001_0402];
    assert_eq!(registers(Generation::Gfx8, &words)[0], "v[4:5] ReadWrite");
    let (insn, _) = decode(Generation::Gfx8, &words).unwrap();
    assert_eq!(
        insn.to_string(),
        "image_atomic_cmpswap v[4:5], v2, s[4:11] dmask:0x3 glc"
    );
}

#[test]
fn packed_and_matrix_roles() {
    // v_mfma_f32_32x32x1f32 a[5:36], a1, v2, a[3:34]: the accumulator (srcC) is read, the
    // result block written; AGPRs are registers of their own.
    assert_eq!(
        registers(Generation::Gfx908, &[0xd3c0_0005, 0x0c0e_0501]),
        ["a[5:36] Write", "a1 Read", "v2 Read", "a[3:34] Read"]
    );
    // v_accvgpr_read_b32 v5, a1 and v_accvgpr_write_b32 a255, v0.
    assert_eq!(
        registers(Generation::Gfx908, &[0xd3d8_4005, 0x1800_0101]),
        ["v5 Write", "a1 Read"]
    );
    assert_eq!(
        registers(Generation::Gfx908, &[0xd3d9_40ff, 0x1800_0100]),
        ["a255 Write", "v0 Read"]
    );
    // v_fma_mixhi_f16 v5, v1, v2, v3: the low half of the destination is kept.
    assert_eq!(
        registers(Generation::Gfx906, &[0xd3a2_0005, 0x040e_0501]),
        ["v5 ReadWrite", "v1 Read", "v2 Read", "v3 Read"]
    );
}
