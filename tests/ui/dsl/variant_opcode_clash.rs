// The LDS form derived from `buffer_load_dword` takes opcode 20 in `LoadLds`, which a
// row of `LoadLds` already has.

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
        buffer_load_dword { gfx8: 20 } (vdata: out vreg<1>, offset: uimm<9>) also lds,
    }

    instructions LoadLds {
        buffer_store_lds_dword { gfx8: 20 } (offset: uimm<9>, lds: marker),
    }
}

fn main() {}
