// A generation given twice in one row: for the opcode and for an operand kind.
gcn_isa_macros::isa! {
    encoding Smrd {
        layout gfx6, gfx7 = 32 {
            ENCODING[31:27] = 0b11000,
            OP[26:22],
            SDST[21:15],
            SBASE[14:9],
            IMM[8],
            OFFSET[7:0],
        }
        operands {
            sdst: SDST,
            sbase: SBASE,
            offset: (IMM, OFFSET),
        }
    }
    instructions Smrd {
        s_load_dword { gfx6: 0, gfx6: 1 } (sdst: sdst<1>, sbase: sbase<2>, offset: smrd_offset),
        s_load_dwordx2 { gfx6: 2 } (sdst: { gfx6: sdst<2>, gfx6: sdst<1> }, sbase: sbase<2>, offset: smrd_offset),
    }
}

fn main() {}
