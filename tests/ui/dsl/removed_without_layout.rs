// `removed` on a generation the encoding has no layout for is as wrong as an opcode there.
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
        }
    }
    instructions Smrd {
        s_dcache_inv_vol { gfx7: 0x1d, gfx8: removed } (),
    }
}

fn main() {}
