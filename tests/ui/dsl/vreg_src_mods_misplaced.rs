// `vreg_src_mods` is a VGPR with float modifiers in a 9-bit source field: neither the 8-bit
// VGPR field of a DPP dword (with its ABS/NEG bits) nor a source field without its modifier
// bits can hold it.

gcn_isa_macros::isa! {
    /// VOP1 with src0 = 0xFA: the source VGPR is in the DPP dword.
    encoding Vop1Dpp {
        layout gfx8 = 64 {
            ENCODING[31:25] = 0b0111111,
            VDST[24:17],
            OP[16:9],
            SRC0[8:0] = 0b011111010,
            DPP[63:42],
            ABS0[41],
            NEG0[40],
            VSRC0[39:32],
        }
        operands {
            out vdst: VDST,
            src0: (VSRC0, ABS0, NEG0),
        }
    }

    /// Interpolation in a 64-bit encoding.
    encoding Vop3Interp {
        layout gfx8 = 64 {
            ENCODING[31:26] = 0b110100,
            OP[25:16],
            _[15:8],
            VDST[7:0],
            _[63:50],
            SRC1[49:41],
            ATTR[40:32],
        }
        operands {
            out vdst: VDST,
            src0: SRC1,
            attr: ATTR,
        }
    }

    instructions Vop1Dpp {
        v_mov_b32_dpp { gfx8: 1 } (vdst: out vreg<1>, src0: vreg_src_mods<1>),
    }

    instructions Vop3Interp {
        v_interp_p1ll_f16 { gfx8: 0x274 } (vdst: out vreg<1>, src0: vreg_src_mods<1>, attr: uimm<9>),
    }
}

fn main() {}
