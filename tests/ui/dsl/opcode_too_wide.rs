// A d16 opcode (gfx8+) given for gfx6, whose OP field has only 3 bits.

gcn_isa_macros::isa! {
    /// Typed buffer access.
    encoding Mtbuf {
        layout gfx6, gfx7 = 64 {
            ENCODING[31:26] = 0b111010,
            NFMT[25:23],
            DFMT[22:19],
            OP[18:16],
            ADDR64[15],
            GLC[14],
            IDXEN[13],
            OFFEN[12],
            OFFSET[11:0],
            SOFFSET[63:56],
            TFE[55],
            SLC[54],
            _[53],
            SRSRC[52:48],
            VDATA[47:40],
            VADDR[39:32],
        }
        layout gfx8, gfx9, gfx906, gfx908 = 64 {
            ENCODING[31:26] = 0b111010,
            NFMT[25:23],
            DFMT[22:19],
            OP[18:15],
            GLC[14],
            IDXEN[13],
            OFFEN[12],
            OFFSET[11:0],
            SOFFSET[63:56],
            TFE[55],
            SLC[54],
            _[53],
            SRSRC[52:48],
            VDATA[47:40],
            VADDR[39:32],
        }
        operands {
            vdata: VDATA,
            format: (DFMT, NFMT),
            vaddr: (VADDR, OFFEN, IDXEN, ADDR64),
            srsrc: SRSRC,
            soffset: SOFFSET,
            offset: OFFSET,
            tfe: TFE,
        }
    }

    instructions Mtbuf {
        tbuffer_load_format_x { gfx6: 0 } (vdata: vdata<1>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, tfe: flag),
        tbuffer_load_format_d16_x { gfx6: 8 } (vdata: vdata<1>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, tfe: flag),
    }
}

fn main() {}
