// A row asks for a variant its encoding does not declare (a typo of `lds`).

gcn_isa_macros::isa! {
    /// Buffer loads to VGPRs.
    encoding Load {
        layout gfx8 = 32 {
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
        layout gfx8 = 32 {
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
        buffer_load_dword { gfx8: 20 } (vdata: out vreg<1>, offset: uimm<9>) also lsd,
    }
}

fn main() {}
