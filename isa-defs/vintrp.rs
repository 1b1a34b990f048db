// VINTRP: parameter interpolation from LDS, all generations (gfx908 included: LLVM 19
// decodes and assembles it there). Source: CLRX's GcnInstrsVintrp.md, checked against
// llvm-mc 19. gfx8 moved the encoding from 0b110010 to 0b110101; the fields did not change.
//
// Every interpolation reads M0 (the LDS offset of the parameters and the primitive mask)
// without naming it: the `m0` operand prints nothing and is listed by `registers()`.
// LLVM prints the gfx8+ forms with `_e32` (they have a VOP3 form there, `_e64`: encoding
// Vop3Interp in isa-defs/vop.rs, with the f16 interpolations) and the gfx6/gfx7 ones bare.
// ATTR decodes 0 to 63; LLVM's assembler takes 0 to 32.

isa! {
    /// Interpolation of a pixel shader input from the parameters in LDS.
    encoding Vintrp {
        layout gfx6, gfx7 = 32 {
            ENCODING[31:26] = 0b110010,
            VDST[25:18],
            OP[17:16],
            ATTR[15:10],
            ATTRCHAN[9:8],
            VSRC[7:0],
        }
        layout gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 32 {
            ENCODING[31:26] = 0b110101,
            VDST[25:18],
            OP[17:16],
            ATTR[15:10],
            ATTRCHAN[9:8],
            VSRC[7:0],
        }
        operands {
            vdst: VDST,
            src: VSRC,
            attr: (ATTR, ATTRCHAN),
            m0: (),
        }
    }

    instructions Vintrp {
        /// First step: D = P0 + I * P10 (I in `src`).
        v_interp_p1_f32 { gfx6: 0, gfx8: 0 as v_interp_p1_f32_e32 } (vdst: out vreg<1>, src: vreg<1>, attr: interp_attr, m0: m0),
        /// Second step: D = D + J * P20 (J in `src`).
        v_interp_p2_f32 { gfx6: 1, gfx8: 1 as v_interp_p2_f32_e32 } (vdst: inout vreg<1>, src: vreg<1>, attr: interp_attr, m0: m0),
        /// Move one parameter (`p10`, `p20` or `p0`) of the attribute into D.
        v_interp_mov_f32 { gfx6: 2, gfx8: 2 as v_interp_mov_f32_e32 } (vdst: out vreg<1>, src: interp_param, attr: interp_attr, m0: m0),
    }
}
