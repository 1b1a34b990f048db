// `d16_packed` says that an image row's 16-bit data packs two to a register; the data
// width reads the operand named `d16` beside `dmask`, so the kind elsewhere would say nothing.

gcn_isa_macros::isa! {
    /// Buffer memory access.
    encoding Mubuf {
        layout gfx9 = 64 {
            ENCODING[31:26] = 0b111000,
            OP[24:18],
            SLC[17],
            LDS[16],
            _[25],
            _[15:0],
            _[63:40],
            VDATA[39:32],
        }
        operands {
            vdata: VDATA,
            slc: SLC,
            lds: LDS,
        }
    }

    instructions Mubuf {
        buffer_load_d16 { gfx9: 0 } (vdata: out vreg<1>, slc: flag, lds: d16_packed),
    }
}

fn main() {}
