// EXP: exports from pixel and vertex shaders to render targets, depth, positions and
// parameters, all generations. Source: CLRX's GcnIsa.md (EXP), checked against llvm-mc 19.
// gfx8 moved the encoding from 0b111110 to 0b110001; the fields did not change.
//
// The encoding has no opcode. Its COMPR bit is the `OP` field here: it makes a different
// instruction of the same name, whose VSRC0 and VSRC1 each hold two packed 16-bit values
// printed at two positions (`exp mrt0 v0, v0, v1, v1 compr`) and whose VSRC2/VSRC3 are
// not read. A source whose EN bit is clear prints `off` and its register field is ignored.
// Bits 25:13 are ignored (LLVM decodes any value and re-encodes 0).

isa! {
    /// Export to a render target, depth, a position or a parameter.
    encoding Exp {
        layout gfx6, gfx7 = 64 {
            ENCODING[31:26] = 0b111110,
            _[25:13],
            VM[12],
            DONE[11],
            OP[10],
            TGT[9:4],
            EN3[3],
            EN2[2],
            EN1[1],
            EN0[0],
            VSRC3[63:56],
            VSRC2[55:48],
            VSRC1[47:40],
            VSRC0[39:32],
        }
        layout gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:26] = 0b110001,
            _[25:13],
            VM[12],
            DONE[11],
            OP[10],
            TGT[9:4],
            EN3[3],
            EN2[2],
            EN1[1],
            EN0[0],
            VSRC3[63:56],
            VSRC2[55:48],
            VSRC1[47:40],
            VSRC0[39:32],
        }
        operands {
            target: TGT,
            src0: (VSRC0, EN0),
            src1: (VSRC1, EN1),
            src2: (VSRC2, EN2),
            src3: (VSRC3, EN3),
            src01: (VSRC0, EN0, EN1),
            src23: (VSRC1, EN2, EN3),
            done: DONE,
            compr: (),
            vm: VM,
        }
    }

    instructions Exp {
        /// Export four 32-bit values (`done`: the last export of its kind; `vm`: the
        /// valid mask is in EXEC).
        exp { gfx6: 0 } (target: exp_target, src0: exp_src, src1: exp_src, src2: exp_src, src3: exp_src, done: flag, vm: flag),
        /// Export four 16-bit values packed in two VGPRs.
        exp_compr { gfx6: 1 } (target: exp_target, src01: exp_src_pair, src23: exp_src_pair, done: flag, compr: marker, vm: flag) prints exp,
    }
}
