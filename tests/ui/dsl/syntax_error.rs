// A field written without its square brackets: syn's own spanned error.

gcn_isa_macros::isa! {
    /// Scalar memory read.
    encoding Smrd {
        layout gfx6, gfx7 = 32 {
            ENCODING[31:27] = 0b11000,
            OP 26:22,
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
}

fn main() {}
