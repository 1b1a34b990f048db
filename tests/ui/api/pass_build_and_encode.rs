// The typed API and the checked constructors, used correctly: the same constructions the
// fail_* cases break one at a time. Expected words are worked out by hand from the
// manuals' layouts, the text is what llvm-mc 19 prints.
use gcn_isa::operand::{BufAddr, BufOffset, SOffset, SmemOffset, SmrdOffset};
use gcn_isa::{imm, sgpr, simm, vgpr};

fn main() {
    // gfx9 SMEM: s_load_dwordx2 s[12:13], s[2:3], 0x5
    let load = gcn_isa::gfx9::S_LOAD_DWORDX2.with(sgpr!(2, 12), sgpr!(2, 2), SmemOffset::Imm(5));
    assert_eq!(load.encode().unwrap().words(), &[0xc006_0301, 0x0000_0005]);
    assert_eq!(load.to_string(), "s_load_dwordx2 s[12:13], s[2:3], 0x5");
    // gfx9 SMEM with the most negative 21-bit offset: s_load_dword s4, s[2:3], -0x100000
    let load = gcn_isa::gfx9::S_LOAD_DWORD.with(
        sgpr!(1, 4),
        sgpr!(2, 2),
        SmemOffset::Imm(simm!(21, -(1 << 20)).get()),
    );
    assert_eq!(load.encode().unwrap().words(), &[0xc002_0101, 0x0010_0000]);
    assert_eq!(load.to_string(), "s_load_dword s4, s[2:3], -0x100000");
    // gfx6 SMRD: s_load_dword s1, s[2:3], 0xff (the largest 8-bit dword offset)
    let load = gcn_isa::gfx6::S_LOAD_DWORD.with(sgpr!(1, 1), sgpr!(2, 2), SmrdOffset::Imm(imm!(8, 255)));
    assert_eq!(load.encode().unwrap().words(), &[0xc000_83ff]);
    assert_eq!(load.to_string(), "s_load_dword s1, s[2:3], 0xff");
    // gfx9 MTBUF: tbuffer_load_format_xyzw v[252:255], v0, s[8:11], s4 offen offset:16
    let mut tload = gcn_isa::gfx9::TBUFFER_LOAD_FORMAT_XYZW.with(
        vgpr!(4, 252),
        BufAddr::Offen(vgpr!(1, 0)),
        sgpr!(4, 8),
        SOffset::reg(sgpr!(1, 4)),
    );
    tload.offset = BufOffset(imm!(12, 16));
    assert_eq!(tload.encode().unwrap().words(), &[0xe809_9010, 0x0402_fc00]);
    assert_eq!(
        tload.to_string(),
        "tbuffer_load_format_xyzw v[252:255], v0, s[8:11], s4 offen offset:16"
    );
    // The same instruction through the generation's `Instruction` enum.
    let any: gcn_isa::gfx9::Instruction = tload.into();
    assert_eq!(any.mnemonic(), "tbuffer_load_format_xyzw");
    // The instructions the fail_*_on_* cases name do exist, on their own generations.
    let _ = gcn_isa::gfx8::S_STORE_DWORD;
    let _ = gcn_isa::gfx9::S_SCRATCH_LOAD_DWORD;
    let _ = gcn_isa::gfx8::TBUFFER_LOAD_FORMAT_D16_X;
    let _ = gcn_isa::gfx8::S_MEMREALTIME;
    let _ = gcn_isa::gfx7::S_MEMTIME;
    // Scalar ALU: the fail_waitcnt_* and fail_sop_b64_* cases minus their one mistake
    // (words and text from llvm-mc 19).
    let wait = gcn_isa::gfx8::S_WAITCNT.with(gcn_isa::waitcnt!(Gfx8, 15, 7, 0));
    assert_eq!(wait.encode().unwrap().words(), &[0xbf8c_007f]);
    assert_eq!(wait.to_string(), "s_waitcnt lgkmcnt(0)");
    let mov = gcn_isa::gfx9::S_MOV_B64.with(
        gcn_isa::sgpr!(2, 4),
        gcn_isa::operand::SSrc::Reg(gcn_isa::sgpr!(2, 6)),
    );
    assert_eq!(mov.encode().unwrap().words(), &[0xbe84_0106]);
    assert_eq!(mov.to_string(), "s_mov_b64 s[4:5], s[6:7]");
    // Another instruction of the same shape: only `op` changes (llvm-mc 19: s_not_b64
    // s[4:5], s[6:7] → [0x06,0x05,0x84,0xbe]).
    let mut not = mov;
    not.op = gcn_isa::gfx9::S_NOT_B64;
    assert_eq!(not.encode().unwrap().words(), &[0xbe84_0506]);
    assert_eq!(not.to_string(), "s_not_b64 s[4:5], s[6:7]");
    let _ = gcn_isa::gfx9::S_CALL_B64;
    // MIMG, the fail_mimg_* cases minus their mistake (words and text from llvm-mc 19):
    // image_sample_c v[4:7], v[2:3], s[4:11], s[8:11] dmask:0xf
    let sample = gcn_isa::gfx9::IMAGE_SAMPLE_C.with(
        gcn_isa::operand::ImageData::new_const(4),
        vgpr!(2, 2),
        sgpr!(8, 4),
        sgpr!(4, 8),
        gcn_isa::operand::DMask::XYZW,
    );
    assert_eq!(sample.encode().unwrap().words(), &[0xf0a0_0f00, 0x0041_0402]);
    assert_eq!(sample.to_string(), "image_sample_c v[4:7], v[2:3], s[4:11], s[8:11] dmask:0xf");
    // The data width follows dmask and d16 (packed on gfx9): image_load v[4:5], v2,
    // s[4:11] dmask:0xf d16
    let mut load = gcn_isa::gfx9::IMAGE_LOAD.with(
        gcn_isa::operand::ImageData::new_const(4),
        vgpr!(1, 2),
        sgpr!(8, 4),
        gcn_isa::operand::DMask::XYZW,
    );
    load.d16 = true;
    assert_eq!(load.encode().unwrap().words(), &[0xf000_0f00, 0x8001_0402]);
    assert_eq!(load.to_string(), "image_load v[4:5], v2, s[4:11] dmask:0xf d16");
    // VOP3-encoded interpolation, fail_interp_high_on_f32 minus its mistake (llvm-mc 19):
    // v_interp_p1ll_f16 v1, -|v2|, attr32.w high clamp div:2
    let mut p1ll = gcn_isa::gfx9::V_INTERP_P1LL_F16.with(
        vgpr!(1, 1),
        gcn_isa::operand::VRegSrcMods { src: vgpr!(1, 2).into(), neg: true, abs: true },
        gcn_isa::operand::InterpAttr::new(32, gcn_isa::operand::AttrChan::W),
    );
    p1ll.high = true;
    p1ll.clamp = true;
    p1ll.omod = gcn_isa::operand::OMod::Div2;
    assert_eq!(p1ll.encode().unwrap().words(), &[0xd274_8201, 0x5802_05e0]);
    assert_eq!(p1ll.to_string(), "v_interp_p1ll_f16 v1, -|v2|, attr32.w high clamp div:2");
}
