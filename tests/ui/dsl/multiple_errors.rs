// Three unrelated mistakes in one block (a layout, an operand, an opcode): all three are
// reported at once.

gcn_isa_macros::isa! {
    /// Scalar memory read.
    encoding Smrd {
        layout gfx6, gfx7 = 32 {
            ENCODING[31:27] = 0b110000,
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
        s_load_dword { gfx6: 0 } (sdata: sdst<1>, sbase: sbase<2>, offset: smrd_offset),
        s_dcache_inv { gfx6: 0x3f } (),
    }
}

fn main() {}
