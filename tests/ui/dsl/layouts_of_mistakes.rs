// `layouts of` copies another encoding's layouts with some fields written anew. Each
// mistake is reported at once: an encoding the block lacks, a field the base lacks, and a
// field rewritten with other bits than the base gives it.

gcn_isa_macros::isa! {
    /// Scalar memory read.
    encoding Smrd {
        layout gfx6 = 32 {
            ENCODING[31:27] = 0b11000,
            OP[26:22],
            SDST[21:15],
            SBASE[14:9],
            IMM[8],
            OFFSET[7:0],
        }
        operands { sdst: SDST, sbase: SBASE, offset: (IMM, OFFSET) }
    }

    /// SMRD with an immediate offset only.
    encoding SmrdImm {
        layouts of Smrd { IMM[8] = 1, GLC[16] = 1, OFFSET[7:1] = 0 }
        operands { sdst: SDST, sbase: SBASE }
    }

    /// Copies from nowhere.
    encoding SmrdLost {
        layouts of Smem { IMM[8] = 0 }
        operands { sdst: SDST }
    }
}

fn main() {}
