// An operand kind that does not exist; the help lists the known ones.

gcn_isa_macros::isa! {
    /// Scalar memory read.
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
        s_load_dword { gfx6: 0 } (sdst: sdest<1>, sbase: sbase<2>, offset: smrd_offset),
    }
}

fn main() {}
