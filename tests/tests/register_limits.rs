//! Registers LLVM's assembler refuses are `Err` when built (each with a message naming the
//! register and the rule), and what it accepts encodes: ranges end inside the
//! generation's register file, each operand takes exactly the classes LLVM gives it.

use gcn_isa::operand::{BufAddr, SOffset, SReg, SSrc, SmemOffset, Special, VReg};
use gcn_isa::{gfx6, gfx7, gfx9, sgpr, vgpr, EncodeError};

fn load_dword(sdata: SReg<1>) -> gfx9::Instruction {
    gfx9::S_LOAD_DWORD
        .with(sdata, sgpr!(2, 2), SmemOffset::Imm(0))
        .into()
}

fn refused(result: Result<gcn_isa::Encoded, EncodeError>) -> String {
    match result {
        Err(e @ EncodeError::InvalidRegister { .. }) => e.to_string(),
        other => panic!("expected a refused register, got {other:?}"),
    }
}

#[test]
fn smem_destination_ranges_end_at_s101_on_gfx9() {
    // s[96:111] runs past the last SGPR of every generation: the constructor refuses it,
    // and the encoder refuses the variant built directly.
    assert!(SReg::<16>::sgpr(96).is_err());
    let x16 = gfx9::S_LOAD_DWORDX16.with(SReg::Sgpr(96), sgpr!(2, 2), SmemOffset::Imm(0));
    assert_eq!(
        refused(x16.encode()),
        "s_load_dwordx16: cannot encode sdata = s[96:111]: the range runs past the \
         generation's last SGPR (s101 on gfx8 and later, s103 before)"
    );
    let x4 = gfx9::S_LOAD_DWORDX4.with(SReg::sgpr(100).unwrap(), sgpr!(2, 2), SmemOffset::Imm(0));
    assert!(refused(x4.encode()).contains("s[100:103]"));
    // s[100:101] ends at s101: llvm-mc accepts it.
    let x2 = gfx9::S_LOAD_DWORDX2.with(SReg::sgpr(100).unwrap(), sgpr!(2, 2), SmemOffset::Imm(0));
    assert_eq!(x2.encode().unwrap().words(), &[0xc006_1901, 0]); // llvm-mc: sbase s[2:3] is field 1
}

#[test]
fn smem_destination_class_excludes_m0_and_exec() {
    for (reg, name) in [(Special::M0, "m0"), (Special::ExecLo, "exec_lo")] {
        let err = refused(load_dword(SReg::Special(reg)).encode());
        assert!(err.contains(&format!("sdata = {name}:")), "{err}");
        assert!(err.contains("SReg_32_XM0_XEXEC"), "{err}");
    }
    assert!(load_dword(SReg::Special(Special::VccLo)).encode().is_ok());
}

#[test]
fn null_is_not_an_operand_before_gfx10() {
    let mov = gfx9::S_MOV_B32.with(SReg::Special(Special::Null), SSrc::Int(0));
    assert!(refused(mov.encode()).contains("`null`"));
}

#[test]
fn vdata_with_tfe_ends_at_v255() {
    let load = |first: u32, tfe: bool| {
        let mut load = gfx9::TBUFFER_LOAD_FORMAT_XYZW.with(
            VReg::new(first).unwrap(),
            BufAddr::Off,
            sgpr!(4, 8),
            SOffset::int(0).unwrap(),
        );
        load.tfe = tfe;
        load
    };
    assert!(load(252, false).encode().is_ok());
    assert!(load(251, true).encode().is_ok());
    assert_eq!(
        refused(load(252, true).encode()),
        "tbuffer_load_format_xyzw: cannot encode vdata = v[252:256]: the range (one more \
         register with tfe) runs past v255"
    );
}

#[test]
fn gfx6_and_gfx7_have_s102_and_s103() {
    // llvm-mc 19, tahiti: s_mov_b32 s102, 0 → [0x80,0x03,0xe6,0xbe]
    let mov = gfx6::S_MOV_B32.with(sgpr!(1, 102), SSrc::Int(0));
    assert_eq!(mov.encode().unwrap().words(), &[0xbee6_0380]);
    // bonaire: s_mov_b32 s103, s102 → [0x66,0x03,0xe7,0xbe]
    let mov = gfx7::S_MOV_B32.with(sgpr!(1, 103), SSrc::Reg(sgpr!(1, 102)));
    assert_eq!(mov.encode().unwrap().words(), &[0xbee7_0366]);
    assert_eq!(mov.to_string(), "s_mov_b32 s103, s102");
    // tahiti: s_mov_b64 s[102:103], 0 → [0x80,0x04,0xe6,0xbe]
    let mov = gfx6::S_MOV_B64.with(sgpr!(2, 102), SSrc::Int(0));
    assert_eq!(mov.encode().unwrap().words(), &[0xbee6_0480]);
    // gfx9 has no s102: its code means flat_scratch_lo there.
    let mov = gfx9::S_MOV_B32.with(sgpr!(1, 102), SSrc::Int(0));
    assert!(refused(mov.encode()).contains("s102"));
}

#[test]
fn constructors_check_what_holds_on_every_generation() {
    assert!(SReg::<1>::sgpr(103).is_ok());
    assert!(SReg::<1>::sgpr(104).is_err());
    assert!(SReg::<4>::sgpr(100).is_ok());
    assert!(SReg::<2>::sgpr(101).is_err(), "misaligned");
    assert!(VReg::<4>::new(253).is_err());
    let v: VReg<4> = vgpr!(4, 252);
    assert_eq!(v.to_string(), "v[252:255]");
}
