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
