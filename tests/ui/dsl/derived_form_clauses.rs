// A derived form's clauses name what exists: `bare { … }` lists generations (there is no
// gfx10 here), and `no dpp (OPERAND)` removes an operand the form would have (the row has
// no `op_sel`).

gcn_isa_macros::isa! {
    /// Vector ALU instruction with two sources (the second a VGPR).
    encoding Vop2 {
        layout gfx8 = 32 {
            ENCODING[31] = 0,
            OP[30:25],
            VDST[24:17],
            VSRC1[16:9],
            SRC0[8:0],
        }
        operands {
            out vdst: VDST,
            src0: SRC0,
            src1: VSRC1,
        }
        e64 Vop3 { gfx8: 0x100 }
        derive dpp in Vop2Dpp (dpp: dpp_ctrl) bare { gfx10 }
    }

    /// VOP2 with a DPP dword.
    encoding Vop2Dpp {
        layout gfx8 = 64 {
            ENCODING[31] = 0,
            OP[30:25],
            VDST[24:17],
            VSRC1[16:9],
            SRC0[8:0] = 0b011111010,
            ROW_MASK[63:60],
            BANK_MASK[59:56],
            ABS1[55],
            NEG1[54],
            ABS0[53],
            NEG0[52],
            BOUND_CTRL[51],
            _[50:49],
            DPP_CTRL[48:40],
            VSRC0[39:32],
        }
        operands {
            out vdst: VDST,
            src0: (VSRC0, ABS0, NEG0),
            src1: (VSRC1, ABS1, NEG1),
            dpp: (DPP_CTRL, ROW_MASK, BANK_MASK, BOUND_CTRL),
        }
    }

    /// The 64-bit encoding.
    encoding Vop3 {
        layout gfx8 = 64 {
            ENCODING[31:26] = 0b110100,
            OP[25:16],
            CLAMP[15],
            _[14:11],
            ABS2[10],
            ABS1[9],
            ABS0[8],
            VDST[7:0],
            NEG2[63],
            NEG1[62],
            NEG0[61],
            OMOD[60:59],
            SRC2[58:50],
            SRC1[49:41],
            SRC0[40:32],
        }
        operands {
            out vdst: VDST,
            src0: (SRC0, ABS0, NEG0),
            src1: (SRC1, ABS1, NEG1),
            src2: (SRC2, ABS2, NEG2),
            clamp: CLAMP,
            omod: OMOD,
        }
    }

    instructions Vop2 {
        v_add_f32 { gfx8: 1 } (vdst: vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod) no dpp (op_sel),
    }
}

fn main() {}
