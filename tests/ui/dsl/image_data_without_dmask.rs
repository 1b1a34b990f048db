// An image data range's width follows the row's `dmask` and `tfe`: a row that has neither
// cannot use the kind.

gcn_isa_macros::isa! {
    /// Image memory access.
    encoding Mimg {
        layout gfx8 = 64 {
            ENCODING[31:26] = 0b111100,
            SLC[25],
            OP[24:18],
            LWE[17],
            TFE[16],
            R128[15],
            DA[14],
            GLC[13],
            UNORM[12],
            DMASK[11:8],
            _[7:0],
            D16[63],
            _[62:58],
            SSAMP[57:53],
            SRSRC[52:48],
            VDATA[47:40],
            VADDR[39:32],
        }
        operands {
            vdata: VDATA,
            vaddr: VADDR,
            srsrc: SRSRC,
            dmask: DMASK,
            tfe: TFE,
        }
    }

    instructions Mimg {
        image_load { gfx8: 0 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc),
    }
}

fn main() {}
