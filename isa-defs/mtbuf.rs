// MTBUF: typed buffer loads and stores, all generations.
// Source: seed 002 (CLRX MTBUF; no LDS bit exists, gfx9 = gfx8) and seed 003 (formats),
// checked against llvm-mc 19. gfx8 widened OP into the old ADDR64 bit and added d16 forms,
// whose data registers gfx9 packs two halves to a VGPR.

isa! {
    /// Typed buffer access: a format in the instruction converts each element.
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
        layout gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 64 {
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
            glc: GLC,
            slc: SLC,
            tfe: TFE,
        }
    }

    instructions Mtbuf {
        /// Load one formatted element component.
        tbuffer_load_format_x { gfx6: 0 } (vdata: out vdata<1>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load two formatted element components.
        tbuffer_load_format_xy { gfx6: 1 } (vdata: out vdata<2>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load three formatted element components.
        tbuffer_load_format_xyz { gfx6: 2 } (vdata: out vdata<3>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load four formatted element components.
        tbuffer_load_format_xyzw { gfx6: 3 } (vdata: out vdata<4>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store one formatted element component.
        tbuffer_store_format_x { gfx6: 4 } (vdata: vdata<1>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store two formatted element components.
        tbuffer_store_format_xy { gfx6: 5 } (vdata: vdata<2>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store three formatted element components.
        tbuffer_store_format_xyz { gfx6: 6 } (vdata: vdata<3>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store four formatted element components.
        tbuffer_store_format_xyzw { gfx6: 7 } (vdata: vdata<4>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load one 16-bit component.
        tbuffer_load_format_d16_x { gfx8: 8 } (vdata: out vdata<1>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load two 16-bit components (one VGPR each on gfx8, packed from gfx9).
        tbuffer_load_format_d16_xy { gfx8: 9 } (vdata: out { gfx8: vdata<2>, gfx810: vdata<1> }, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load three 16-bit components (one VGPR each on gfx8, packed from gfx9).
        tbuffer_load_format_d16_xyz { gfx8: 10 } (vdata: out { gfx8: vdata<3>, gfx810: vdata<2> }, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load four 16-bit components (one VGPR each on gfx8, packed from gfx9).
        tbuffer_load_format_d16_xyzw { gfx8: 11 } (vdata: out { gfx8: vdata<4>, gfx810: vdata<2> }, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store one 16-bit component.
        tbuffer_store_format_d16_x { gfx8: 12 } (vdata: vdata<1>, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store two 16-bit components (one VGPR each on gfx8, packed from gfx9).
        tbuffer_store_format_d16_xy { gfx8: 13 } (vdata: { gfx8: vdata<2>, gfx810: vdata<1> }, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store three 16-bit components (one VGPR each on gfx8, packed from gfx9).
        tbuffer_store_format_d16_xyz { gfx8: 14 } (vdata: { gfx8: vdata<3>, gfx810: vdata<2> }, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store four 16-bit components (one VGPR each on gfx8, packed from gfx9).
        tbuffer_store_format_d16_xyzw { gfx8: 15 } (vdata: { gfx8: vdata<4>, gfx810: vdata<2> }, format: buf_format, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
    }
}
