// A variant prints the row's name, so the row cannot rename itself per generation.

gcn_isa_macros::isa! {
    /// Buffer loads to VGPRs.
    encoding Load {
        layout gfx8, gfx9 = 32 {
            ENCODING[31:26] = 0b111000,
            OP[25:18],
            LDS[17] = 0,
            VDATA[16:9],
            OFFSET[8:0],
        }
        operands {
            vdata: VDATA,
            offset: OFFSET,
        }
        variant lds in LoadLds (lds: marker)
    }

    /// Buffer loads to LDS.
    encoding LoadLds {
        layout gfx8, gfx9 = 32 {
            ENCODING[31:26] = 0b111000,
            OP[25:18],
            LDS[17] = 1,
            VDATA[16:9],
            OFFSET[8:0],
        }
        operands {
            offset: OFFSET,
            lds: (),
        }
    }

    instructions Load {
        buffer_load_dword { gfx8: 20, gfx9: 20 as buffer_load_b32 } (vdata: out vreg<1>, offset: uimm<9>) also lds,
    }
}

fn main() {}
