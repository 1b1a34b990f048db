// Vector ALU: VOP1, VOP2, VOPC (32-bit forms) and VOP3 (64-bit forms), all generations, in
// one block so that the derived VOP3 forms and the VOP3-only rows share one opcode space.
// Source: the CLRX GcnInstrsVop* docs; opcodes, names, operand types and modifiers checked
// against llvm-mc 19 (tests/inventory/vop*.txt, scripts/vop_rows.py).
//
// A VOP1/VOP2/VOPC row stands for its 32-bit form and its VOP3 form, whose opcode is the
// row's plus the `e64` offset of the generation. Where both forms exist LLVM prints `_e32`
// and `_e64`; a row with one form prints its bare name.

isa! {
    /// Vector ALU instruction with one source.
    encoding Vop1 {
        layout gfx6, gfx7, gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 32 {
            ENCODING[31:25] = 0b0111111,
            VDST[24:17],
            OP[16:9],
            SRC0[8:0],
        }
        operands {
            out vdst: VDST,
            src0: SRC0,
        }
        e64 Vop3 { gfx6: 0x180, gfx8: 0x140 }
        derive dpp in Vop1Dpp (dpp: dpp_ctrl)
        derive sdwa in Vop1Sdwa (clamp: clamp, dst_sel: sdwa_dst, src0_sel: src_sel<0>)
        zero_when_unused { VDST }
    }

    /// VOP1 with src0 = 0xFA: a second dword reads src0 from another lane (DPP, gfx8+).
    encoding Vop1Dpp {
        layout gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:25] = 0b0111111,
            VDST[24:17],
            OP[16:9],
            SRC0[8:0] = 0b011111010,
            ROW_MASK[63:60],
            BANK_MASK[59:56],
            ABS1[55],
            NEG1[54],
            ABS0[53],
            NEG0[52],
            BOUND_CTRL[51],
            _[50:49],
            DPP_CTRL[48:40],
            VSRC0[39:32],
        }
        operands {
            out vdst: VDST,
            src0: (VSRC0, ABS0, NEG0),
            dpp: (DPP_CTRL, ROW_MASK, BANK_MASK, BOUND_CTRL),
        }
        // `v_nop`'s form has neither a destination nor a source: LLVM wants them 0.
        zero_when_unused { VDST, VSRC0, ABS0, NEG0, ABS1, NEG1 }
    }

    /// VOP1 with src0 = 0xF9: a second dword selects a byte or word of the source and of
    /// the destination (SDWA, gfx8+). From gfx9 a source may be an SGPR or a constant (S0)
    /// and float forms have an output modifier. VOP1 has no src1: LLVM wants its fields 0.
    encoding Vop1Sdwa {
        layout gfx8, gfx810 = 64 {
            ENCODING[31:25] = 0b0111111,
            VDST[24:17],
            OP[16:9],
            SRC0[8:0] = 0b011111001,
            _[63],
            _[62],
            ABS1[61],
            NEG1[60],
            SEXT1[59],
            SEL1[58:56],
            _[55],
            _[54],
            ABS0[53],
            NEG0[52],
            SEXT0[51],
            SEL0[50:48],
            _[47:46],
            CLAMP[45],
            DST_UNUSED[44:43],
            DST_SEL[42:40],
            VSRC0[39:32],
        }
        layout gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:25] = 0b0111111,
            VDST[24:17],
            OP[16:9],
            SRC0[8:0] = 0b011111001,
            S1[63],
            _[62],
            ABS1[61],
            NEG1[60],
            SEXT1[59],
            SEL1[58:56],
            S0[55],
            _[54],
            ABS0[53],
            NEG0[52],
            SEXT0[51],
            SEL0[50:48],
            OMOD[47:46],
            CLAMP[45],
            DST_UNUSED[44:43],
            DST_SEL[42:40],
            VSRC0[39:32],
        }
        operands {
            out vdst: VDST,
            src0: (VSRC0, S0, NEG0, ABS0, SEXT0),
            clamp: CLAMP,
            omod: OMOD,
            dst_sel: (DST_SEL, DST_UNUSED),
            src0_sel: SEL0,
        }
        // `v_nop`'s form has no operands: LLVM wants the fields of the destination, the
        // source, `clamp` and `src0_sel` 0 and ignores `dst_sel` and `dst_unused`.
        zero_when_unused {
            VDST, VSRC0, S0, NEG0, ABS0, SEXT0, CLAMP, SEL0, OMOD, S1, ABS1, NEG1, SEXT1, SEL1,
        }
    }

    /// Vector ALU instruction with two sources (the second a VGPR).
    encoding Vop2 {
        layout gfx6, gfx7, gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 32 {
            ENCODING[31] = 0,
            OP[30:25],
            VDST[24:17],
            VSRC1[16:9],
            SRC0[8:0],
        }
        operands {
            out vdst: VDST,
            src0: SRC0,
            src1: VSRC1,
            k: (),
        }
        e64 Vop3 { gfx6: 0x100 }
        derive dpp in Vop2Dpp (dpp: dpp_ctrl)
        derive sdwa in Vop2Sdwa (
            clamp: clamp,
            dst_sel: sdwa_dst,
            src0_sel: src_sel<0>,
            src1_sel: src_sel<1>,
        )
    }

    /// VOP2 with src0 = 0xFA: a second dword reads src0 from another lane (DPP, gfx8+).
    encoding Vop2Dpp {
        layout gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31] = 0,
            OP[30:25],
            VDST[24:17],
            VSRC1[16:9],
            SRC0[8:0] = 0b011111010,
            ROW_MASK[63:60],
            BANK_MASK[59:56],
            ABS1[55],
            NEG1[54],
            ABS0[53],
            NEG0[52],
            BOUND_CTRL[51],
            _[50:49],
            DPP_CTRL[48:40],
            VSRC0[39:32],
        }
        operands {
            out vdst: VDST,
            src0: (VSRC0, ABS0, NEG0),
            src1: (VSRC1, ABS1, NEG1),
            dpp: (DPP_CTRL, ROW_MASK, BANK_MASK, BOUND_CTRL),
        }
        zero_when_unused { ABS0, NEG0, ABS1, NEG1 }
    }

    /// VOP2 with src0 = 0xF9: a second dword selects a byte or word of each source and of
    /// the destination (SDWA, gfx8+). From gfx9 a source may be an SGPR or a constant
    /// (S0, S1) and float forms have an output modifier.
    encoding Vop2Sdwa {
        layout gfx8, gfx810 = 64 {
            ENCODING[31] = 0,
            OP[30:25],
            VDST[24:17],
            VSRC1[16:9],
            SRC0[8:0] = 0b011111001,
            _[63],
            _[62],
            ABS1[61],
            NEG1[60],
            SEXT1[59],
            SEL1[58:56],
            _[55],
            _[54],
            ABS0[53],
            NEG0[52],
            SEXT0[51],
            SEL0[50:48],
            _[47:46],
            CLAMP[45],
            DST_UNUSED[44:43],
            DST_SEL[42:40],
            VSRC0[39:32],
        }
        layout gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31] = 0,
            OP[30:25],
            VDST[24:17],
            VSRC1[16:9],
            SRC0[8:0] = 0b011111001,
            S1[63],
            _[62],
            ABS1[61],
            NEG1[60],
            SEXT1[59],
            SEL1[58:56],
            S0[55],
            _[54],
            ABS0[53],
            NEG0[52],
            SEXT0[51],
            SEL0[50:48],
            OMOD[47:46],
            CLAMP[45],
            DST_UNUSED[44:43],
            DST_SEL[42:40],
            VSRC0[39:32],
        }
        operands {
            out vdst: VDST,
            src0: (VSRC0, S0, NEG0, ABS0, SEXT0),
            src1: (VSRC1, S1, NEG1, ABS1, SEXT1),
            clamp: CLAMP,
            omod: OMOD,
            dst_sel: (DST_SEL, DST_UNUSED),
            src0_sel: SEL0,
            src1_sel: SEL1,
        }
        zero_when_unused { OMOD }
    }

    /// Vector compare, writing one bit per lane to `vcc`.
    encoding Vopc {
        layout gfx6, gfx7, gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 32 {
            ENCODING[31:25] = 0b0111110,
            OP[24:17],
            VSRC1[16:9],
            SRC0[8:0],
        }
        operands {
            src0: SRC0,
            src1: VSRC1,
        }
        e64 Vop3 { gfx6: 0 }
        // LLVM prints the gfx8 forms without `_sdwa`.
        derive sdwa in VopcSdwa (clamp: clamp, src0_sel: src_sel<0>, src1_sel: src_sel<1>) bare { gfx8, gfx810 }
    }

    /// VOPC with src0 = 0xF9: a second dword selects a byte or word of each source (SDWA,
    /// gfx8+). gfx8 writes `vcc` and has `clamp`; from gfx9 the result goes to `vcc` or,
    /// with SD set, to the SGPR pair in SDST, and a source may be an SGPR or a constant.
    encoding VopcSdwa {
        layout gfx8, gfx810 = 64 {
            ENCODING[31:25] = 0b0111110,
            OP[24:17],
            VSRC1[16:9],
            SRC0[8:0] = 0b011111001,
            _[63],
            _[62],
            ABS1[61],
            NEG1[60],
            SEXT1[59],
            SEL1[58:56],
            _[55],
            _[54],
            ABS0[53],
            NEG0[52],
            SEXT0[51],
            SEL0[50:48],
            _[47:46],
            CLAMP[45],
            _[44:40],
            VSRC0[39:32],
        }
        layout gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:25] = 0b0111110,
            OP[24:17],
            VSRC1[16:9],
            SRC0[8:0] = 0b011111001,
            S1[63],
            _[62],
            ABS1[61],
            NEG1[60],
            SEXT1[59],
            SEL1[58:56],
            S0[55],
            _[54],
            ABS0[53],
            NEG0[52],
            SEXT0[51],
            SEL0[50:48],
            SD[47],
            SDST[46:40],
            VSRC0[39:32],
        }
        operands {
            out sdst: (SDST, SD),
            src0: (VSRC0, S0, NEG0, ABS0, SEXT0),
            src1: (VSRC1, S1, NEG1, ABS1, SEXT1),
            clamp: CLAMP,
            src0_sel: SEL0,
            src1_sel: SEL1,
        }
    }

    /// Vector ALU instruction in the 64-bit encoding: up to three sources with float
    /// modifiers, clamp and output modifier (VOP3a).
    encoding Vop3 {
        layout gfx6, gfx7 = 64 {
            ENCODING[31:26] = 0b110100,
            OP[25:17],
            _[16:12],
            CLAMP[11],
            ABS2[10],
            ABS1[9],
            ABS0[8],
            VDST[7:0],
            NEG2[63],
            NEG1[62],
            NEG0[61],
            OMOD[60:59],
            SRC2[58:50],
            SRC1[49:41],
            SRC0[40:32],
        }
        layout gfx8, gfx810 = 64 {
            ENCODING[31:26] = 0b110100,
            OP[25:16],
            CLAMP[15],
            _[14:11],
            ABS2[10],
            ABS1[9],
            ABS0[8],
            VDST[7:0],
            NEG2[63],
            NEG1[62],
            NEG0[61],
            OMOD[60:59],
            SRC2[58:50],
            SRC1[49:41],
            SRC0[40:32],
        }
        layout gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:26] = 0b110100,
            OP[25:16],
            CLAMP[15],
            OP_SEL[14:11],
            ABS2[10],
            ABS1[9],
            ABS0[8],
            VDST[7:0],
            NEG2[63],
            NEG1[62],
            NEG0[61],
            OMOD[60:59],
            SRC2[58:50],
            SRC1[49:41],
            SRC0[40:32],
        }
        operands {
            out vdst: VDST,
            out sdst: VDST,
            src0: (SRC0, ABS0, NEG0),
            src1: (SRC1, ABS1, NEG1),
            src2: (SRC2, ABS2, NEG2),
            op_sel: OP_SEL,
            clamp: CLAMP,
            omod: OMOD,
        }
        zero_when_unused {
            VDST, SRC0, SRC1, SRC2, ABS0, ABS1, ABS2, NEG0, NEG1, NEG2, CLAMP, OMOD,
        }
    }

    /// Vector ALU instruction in the 64-bit encoding with a scalar destination for a
    /// carry-out or lane mask in place of the ABS bits (VOP3b).
    encoding Vop3b {
        layout gfx6, gfx7 = 64 {
            ENCODING[31:26] = 0b110100,
            OP[25:17],
            _[16:15],
            SDST[14:8],
            VDST[7:0],
            NEG2[63],
            NEG1[62],
            NEG0[61],
            OMOD[60:59],
            SRC2[58:50],
            SRC1[49:41],
            SRC0[40:32],
        }
        layout gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:26] = 0b110100,
            OP[25:16],
            CLAMP[15],
            SDST[14:8],
            VDST[7:0],
            NEG2[63],
            NEG1[62],
            NEG0[61],
            OMOD[60:59],
            SRC2[58:50],
            SRC1[49:41],
            SRC0[40:32],
        }
        operands {
            out vdst: VDST,
            out sdst: SDST,
            src0: (SRC0, NEG0),
            src1: (SRC1, NEG1),
            src2: (SRC2, NEG2),
            clamp: CLAMP,
            omod: OMOD,
        }
        zero_when_unused {
            VDST, SDST, SRC0, SRC1, SRC2, NEG0, NEG1, NEG2, CLAMP, OMOD,
        }
    }

    instructions Vop1 {
        /// Do nothing.
        v_nop { gfx6: 0x0 } () nosuffix no sdwa (clamp, dst_sel, src0_sel),
        /// Move SRC0 into VDST.
        v_mov_b32 { gfx6: 0x1 } (vdst: out vreg<1>, src0: b<32>),
        /// Copy one VSRC0 lane value to one SDST.
        v_readfirstlane_b32 { gfx6: e32 0x2 } (vdst: out sdst<1>, src0: vgpr_or_lds),
        /// Convert 64-bit floating point value from SRC0 to signed 32-bit integer, and store result
        /// to VDST.
        v_cvt_i32_f64 { gfx6: 0x3 } (vdst: out vreg<1>, src0: f<64>, clamp: { gfx6: none, gfx8: clamp }, omod: omod),
        /// Convert signed 32-bit integer to double FP value, and store it to VDST.
        v_cvt_f64_i32 { gfx6: 0x4 } (vdst: out vreg<2>, src0: b<32>, clamp: clamp, omod: omod),
        /// Convert signed 32-bit integer to single FP value, and store it to VDST.
        v_cvt_f32_i32 { gfx6: 0x5 } (vdst: out vreg<1>, src0: b<32>, clamp: clamp, omod: omod),
        /// Convert unsigned 32-bit integer to single FP value, and store it to VDST.
        v_cvt_f32_u32 { gfx6: 0x6 } (vdst: out vreg<1>, src0: b<32>, clamp: clamp, omod: omod),
        /// Convert 32-bit floating point value from SRC0 to unsigned 32-bit integer, and store
        /// result to VDST.
        v_cvt_u32_f32 { gfx6: 0x7 } (vdst: out vreg<1>, src0: f<32>, clamp: { gfx6: none, gfx8: clamp }, omod: omod) no sdwa (omod),
        /// Convert 32-bit floating point value from SRC0 to signed 32-bit integer, and store result
        /// to VDST.
        v_cvt_i32_f32 { gfx6: 0x8 } (vdst: out vreg<1>, src0: f<32>, clamp: { gfx6: none, gfx8: clamp }, omod: omod) no sdwa (omod),
        /// Convert single FP value to half floating point value with rounding from MODE register
        /// (single FP rounding mode for GCN 1.0, double FP rounding modefor GCN 1.2), and store
        /// result to VDST.
        v_cvt_f16_f32 { gfx6: 0xa } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Convert half FP value to single FP value, and store result to VDST.
        v_cvt_f32_f16 { gfx6: 0xb } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Convert 32-bit floating point value from SRC0 to signed 32-bit integer, and store result
        /// to VDST.
        v_cvt_rpi_i32_f32 { gfx6: 0xc } (vdst: out vreg<1>, src0: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Convert 32-bit floating point value from SRC0 to signed 32-bit integer, and store result
        /// to VDST.
        v_cvt_flr_i32_f32 { gfx6: 0xd } (vdst: out vreg<1>, src0: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Convert 4-bit signed value from SRC0 to floating point value, normalize that value to
        /// range -0.5:0.4375 and store result to VDST.
        v_cvt_off_f32_i4 { gfx6: 0xe } (vdst: out vreg<1>, src0: b<32>, clamp: clamp, omod: omod),
        /// Convert double FP value to single floating point value with rounding from MODE register
        /// (single FP rounding mode), and store result to VDST.
        v_cvt_f32_f64 { gfx6: 0xf } (vdst: out vreg<1>, src0: f<64>, clamp: clamp, omod: omod),
        /// Convert single FP value to double FP value, and store result to VDST.
        v_cvt_f64_f32 { gfx6: 0x10 } (vdst: out vreg<2>, src0: f<32>, clamp: clamp, omod: omod),
        /// Convert the first unsigned 8-bit byte from SRC0 to single FP value, and store it to VDST.
        v_cvt_f32_ubyte0 { gfx6: 0x11 } (vdst: out vreg<1>, src0: b<32>, clamp: clamp, omod: omod),
        /// Convert the second unsigned 8-bit byte from SRC0 to single FP value, and store it to VDST.
        v_cvt_f32_ubyte1 { gfx6: 0x12 } (vdst: out vreg<1>, src0: b<32>, clamp: clamp, omod: omod),
        /// Convert the third unsigned 8-bit byte from SRC0 to single FP value, and store it to VDST.
        v_cvt_f32_ubyte2 { gfx6: 0x13 } (vdst: out vreg<1>, src0: b<32>, clamp: clamp, omod: omod),
        /// Convert the fourth unsigned 8-bit byte from SRC0 to single FP value, and store it to VDST.
        v_cvt_f32_ubyte3 { gfx6: 0x14 } (vdst: out vreg<1>, src0: b<32>, clamp: clamp, omod: omod),
        /// Convert 64-bit floating point value from SRC0 to unsigned 32-bit integer, and store
        /// result to VDST.
        v_cvt_u32_f64 { gfx6: 0x15 } (vdst: out vreg<1>, src0: f<64>, clamp: { gfx6: none, gfx8: clamp }, omod: omod),
        /// Convert unsigned 32-bit integer to double FP value, and store it to VDST.
        v_cvt_f64_u32 { gfx6: 0x16 } (vdst: out vreg<2>, src0: b<32>, clamp: clamp, omod: omod),
        /// Get integer value from double floating point value SRC0, and store (as float) it to VDST.
        v_trunc_f64 { gfx7: 0x17 } (vdst: out vreg<2>, src0: f<64>, clamp: clamp, omod: omod),
        /// Truncate double floating point value from SRC0 with rounding to positive infinity
        /// (ceilling), and store result to VDST.
        v_ceil_f64 { gfx7: 0x18 } (vdst: out vreg<2>, src0: f<64>, clamp: clamp, omod: omod),
        /// Round double floating point value SRC0 to nearest even integer, and store result to VDST.
        v_rndne_f64 { gfx7: 0x19 } (vdst: out vreg<2>, src0: f<64>, clamp: clamp, omod: omod),
        /// Truncate double floating point value SRC0 with rounding to negative infinity (flooring),
        /// and store result to VDST.
        v_floor_f64 { gfx7: 0x1a } (vdst: out vreg<2>, src0: f<64>, clamp: clamp, omod: omod),
        /// Get fractional from floating point value SRC0 and store it to VDST.
        v_fract_f32 { gfx6: 0x20, gfx8: 0x1b } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Get integer value from floating point value SRC0, and store (as float) it to VDST.
        v_trunc_f32 { gfx6: 0x21, gfx8: 0x1c } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Truncate floating point value from SRC0 with rounding to positive infinity (ceilling),
        /// and store result to VDST.
        v_ceil_f32 { gfx6: 0x22, gfx8: 0x1d } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Round floating point value SRC0 to nearest even integer, and store result to VDST.
        v_rndne_f32 { gfx6: 0x23, gfx8: 0x1e } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Truncate floating point value SRC0 with rounding to negative infinity (flooring), and
        /// store result to VDST.
        v_floor_f32 { gfx6: 0x24, gfx8: 0x1f } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate power of two from FP value SRC0 and store it to VDST.
        v_exp_f32 { gfx6: 0x25, gfx8: 0x20 } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate logarithm of the base 2 from floating point value SRC0 with clamping
        /// infinities to -MAX_FLOAT.
        v_log_clamp_f32 { gfx6: 0x26, gfx8: removed } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate logarithm of base the 2 from floating point value SRC0, and store result to
        /// VDST.
        v_log_f32 { gfx6: 0x27, gfx8: 0x21 } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate reciprocal from floating point value SRC0 and store it to VDST.
        v_rcp_clamp_f32 { gfx6: 0x28, gfx8: removed } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate reciprocal from floating point value SRC0 and store it to VDST.
        v_rcp_legacy_f32 { gfx6: 0x29, gfx8: removed } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate reciprocal from floating point value SRC0 and store it to VDST.
        v_rcp_f32 { gfx6: 0x2a, gfx8: 0x22 } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate reciprocal from floating point value SRC0 and store it to VDST.
        v_rcp_iflag_f32 { gfx6: 0x2b, gfx8: 0x23 } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate reciprocal square root from floating point value SRC0 with clamping to
        /// MAX_FLOAT, and store result to VDST.
        v_rsq_clamp_f32 { gfx6: 0x2c, gfx8: removed } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate reciprocal square root from floating point value SRC0, and store result to VDST.
        v_rsq_legacy_f32 { gfx6: 0x2d, gfx8: removed } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate reciprocal square root from floating point value SRC0 and store it to VDST.
        v_rsq_f32 { gfx6: 0x2e, gfx8: 0x24 } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate reciprocal from double FP value SRC0 and store it to VDST.
        v_rcp_f64 { gfx6: 0x2f, gfx8: 0x25 } (vdst: out vreg<2>, src0: f<64>, clamp: clamp, omod: omod),
        /// Approximate reciprocal from double FP value SRC0 and store it to VDST.
        v_rcp_clamp_f64 { gfx6: 0x30, gfx8: removed } (vdst: out vreg<2>, src0: f<64>, clamp: clamp, omod: omod),
        /// Approximate reciprocal square root from double floating point value SRC0 and store it to
        /// VDST.
        v_rsq_f64 { gfx6: 0x31, gfx8: 0x26 } (vdst: out vreg<2>, src0: f<64>, clamp: clamp, omod: omod),
        /// Approximate reciprocal square root from double floating point value SRC0 with clamping
        /// to MAX_DOUBLE ,and store it to VDST.
        v_rsq_clamp_f64 { gfx6: 0x32, gfx8: removed } (vdst: out vreg<2>, src0: f<64>, clamp: clamp, omod: omod),
        /// Compute square root of floating point value SRC0, and store result to VDST.
        v_sqrt_f32 { gfx6: 0x33, gfx8: 0x27 } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Compute square root of double floating point value SRC0, and store result to VDST.
        v_sqrt_f64 { gfx6: 0x34, gfx8: 0x28 } (vdst: out vreg<2>, src0: f<64>, clamp: clamp, omod: omod),
        /// Compute sine of FP value from SRC0.
        v_sin_f32 { gfx6: 0x35, gfx8: 0x29 } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Compute cosine of FP value from SRC0.
        v_cos_f32 { gfx6: 0x36, gfx8: 0x2a } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Do bitwise negation on 32-bit SRC0, and store result to VDST.
        v_not_b32 { gfx6: 0x37, gfx8: 0x2b } (vdst: out vreg<1>, src0: b<32>),
        /// Screen-partition mask for four shader engines (gfx9+).
        v_screen_partition_4se_b32 { gfx9: 0x37 } (vdst: out vreg<1>, src0: b<32>),
        /// v_bfrev_b32.
        v_bfrev_b32 { gfx6: 0x38, gfx8: 0x2c } (vdst: out vreg<1>, src0: b<32>),
        /// Convert 16-bit unsigned valut to half floating point value.
        v_cvt_f16_u16 { gfx8: 0x39 } (vdst: out vreg<1>, src0: b<16>, clamp: clamp, omod: omod),
        /// Find last one bit in SRC0.
        v_ffbh_u32 { gfx6: 0x39, gfx8: 0x2d } (vdst: out vreg<1>, src0: b<32>),
        /// Convert 16-bit signed valut to half floating point value.
        v_cvt_f16_i16 { gfx8: 0x3a } (vdst: out vreg<1>, src0: b<16>, clamp: clamp, omod: omod),
        /// Find first one bit in SRC0.
        v_ffbl_b32 { gfx6: 0x3a, gfx8: 0x2e } (vdst: out vreg<1>, src0: b<32>),
        /// Convert 32-bit half floating point value from SRC0 to unsigned 16-bit integer, and store
        /// result to VDST.
        v_cvt_u16_f16 { gfx8: 0x3b } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod) no sdwa (omod),
        /// Find last opposite bit to sign in SRC0.
        v_ffbh_i32 { gfx6: 0x3b, gfx8: 0x2f } (vdst: out vreg<1>, src0: b<32>),
        /// Convert 16-bit floating point value from SRC0 to signed 16-bit integer, and store result
        /// to VDST.
        v_cvt_i16_f16 { gfx8: 0x3c } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod) no sdwa (omod),
        /// Get exponent plus 1 from double FP value SRC0, and store that exponent to VDST.
        v_frexp_exp_i32_f64 { gfx6: 0x3c, gfx8: 0x30 } (vdst: out vreg<1>, src0: f<64>, clamp: { gfx6: none, gfx8: clamp }, omod: omod),
        /// Get mantisa from double FP value SRC0, and store it to VDST.
        v_frexp_mant_f64 { gfx6: 0x3d, gfx8: 0x31 } (vdst: out vreg<2>, src0: f<64>, clamp: clamp, omod: omod),
        /// Approximate reciprocal from half floating point value SRC0 and store it to VDST.
        v_rcp_f16 { gfx8: 0x3d } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Get fractional from double floating point value SRC0 and store it to VDST.
        v_fract_f64 { gfx6: 0x3e, gfx8: 0x32 } (vdst: out vreg<2>, src0: f<64>, clamp: clamp, omod: omod),
        /// Compute square root of half floating point value SRC0, and store result to VDST.
        v_sqrt_f16 { gfx8: 0x3e } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Get exponent plus 1 from single FP value SRC0, and store that exponent to VDST.
        v_frexp_exp_i32_f32 { gfx6: 0x3f, gfx8: 0x33 } (vdst: out vreg<1>, src0: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Approximate reciprocal square root from half floating point value SRC0 and store it to VDST.
        v_rsq_f16 { gfx8: 0x3f } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Get mantisa from single FP value SRC0, and store it to VDST.
        v_frexp_mant_f32 { gfx6: 0x40, gfx8: 0x34 } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Approximate logarithm of the base 2 from half floating point value SRC0, and store
        /// result to VDST.
        v_log_f16 { gfx8: 0x40 } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Clear the wave's exception state.
        v_clrexcp { gfx6: 0x41, gfx8: 0x35 } () nosuffix no dpp no sdwa,
        /// Approximate power of two from half FP value SRC0 and store it to VDST.
        v_exp_f16 { gfx8: 0x41 } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Get mantisa from half FP value SRC0, and store it to VDST.
        v_frexp_mant_f16 { gfx8: 0x42 } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Move SRC0 to VGPR[VDST_NUMBER+M0].
        v_movreld_b32 { gfx6: 0x42, gfx8: 0x36, gfx9: removed } (vdst: out vreg<1>, src0: b<32>) no dpp no sdwa,
        /// Get exponent plus 1 from half FP value SRC0, and store that exponent to VDST as 16-bit
        /// signed integer.
        v_frexp_exp_i16_f16 { gfx8: 0x43 } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod) no sdwa (omod),
        /// Move SRC0[SRC0_NUMBER+M0] to VDST.
        v_movrels_b32 { gfx6: 0x43, gfx8: 0x37, gfx9: removed } (vdst: out vreg<1>, src0: vreg<1>),
        /// Truncate half floating point value SRC0 with rounding to negative infinity (flooring),
        /// and store result to VDST.
        v_floor_f16 { gfx8: 0x44 } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Move SRC0[SRC0_NUMBER+M0] to VGPR[VDST_NUMBER+M0].
        v_movrelsd_b32 { gfx6: 0x44, gfx8: 0x38, gfx9: removed } (vdst: out vreg<1>, src0: vreg<1>),
        /// Truncate half floating point value from SRC0 with rounding to positive infinity
        /// (ceilling), and store result to VDST.
        v_ceil_f16 { gfx8: 0x45 } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Approximate logarithm of the base 2 from floating point value SRC0, and store result to
        /// VDST.
        v_log_legacy_f32 { gfx7: 0x45, gfx8: 0x4c } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// v_exp_legacy_f32.
        v_exp_legacy_f32 { gfx7: 0x46, gfx8: 0x4b } (vdst: out vreg<1>, src0: f<32>, clamp: clamp, omod: omod),
        /// Get integer value from half floating point value SRC0, and store (as half) it to VDST.
        v_trunc_f16 { gfx8: 0x46 } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Round half floating point value SRC0 to nearest even integer, and store result to VDST.
        v_rndne_f16 { gfx8: 0x47 } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// v_fract_f16.
        v_fract_f16 { gfx8: 0x48 } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Compute sine of half FP value from SRC0.
        v_sin_f16 { gfx8: 0x49 } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Compute cosine of half FP value from SRC0.
        v_cos_f16 { gfx8: 0x4a } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod),
        /// Convert f16 to a normalized i16 (gfx9+).
        v_cvt_norm_i16_f16 { gfx9: 0x4d } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod) no sdwa (omod),
        /// Convert f16 to a normalized u16 (gfx9+).
        v_cvt_norm_u16_f16 { gfx9: 0x4e } (vdst: out vreg<1>, src0: f<16>, clamp: clamp, omod: omod) no sdwa (omod),
        /// Saturate the two i16 halves of S0 to u8 and pack them into D[15:0] (gfx9+).
        v_sat_pk_u8_i16 { gfx9: 0x4f } (vdst: out vreg<1>, src0: b<32>),
        /// Swap the VGPRs VDST and SRC0 (gfx9+).
        v_swap_b32 { gfx9: e32 0x51 } (vdst: inout vreg<1>, src0: inout vreg<1>),
    }

    instructions Vop2 {
        /// If bit for current lane of VCC or SDST is set then store SRC1 to VDST, otherwise store
        /// SRC0 to VDST.
        v_cndmask_b32 { gfx6: 0x0 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: vcc_src),
        /// Copy one VSRC0 lane value to one SDST.
        v_readlane_b32 { gfx6: e32 0x1, gfx8: e64 0x289 } (vdst: out sdst<1>, src0: vgpr_or_lds, src1: scalar),
        /// Copy SGPR to one lane of VDST.
        v_writelane_b32 { gfx6: e32 0x2, gfx8: e64 0x28a } (vdst: inout vreg<1>, src0: { gfx6: scalar_or_lds, gfx8: scalar }, src1: scalar),
        /// Add two FP values from SRC0 and SRC1 and store result to VDST.
        v_add_f32 { gfx6: 0x3, gfx8: 0x1 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod),
        /// Subtract FP value of SRC1 from FP value of SRC0 and store result to VDST.
        v_sub_f32 { gfx6: 0x4, gfx8: 0x2 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod),
        /// Subtract FP value of SRC0 from FP value of SRC1 and store result to VDST.
        v_subrev_f32 { gfx6: 0x5, gfx8: 0x3 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod),
        /// Multiply FP value from SRC0 by FP value from SRC1 and add result to VDST.
        v_mac_legacy_f32 { gfx6: 0x6, gfx8: removed } (vdst: inout vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod),
        /// Multiply FP value from SRC0 by FP value from SRC1 and store result to VDST.
        v_mul_legacy_f32 { gfx6: 0x7, gfx8: 0x4 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod),
        /// Multiply FP value from SRC0 by FP value from SRC1 and store result to VDST.
        v_mul_f32 { gfx6: 0x8, gfx8: 0x5 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod),
        /// Multiply 24-bit signed integer value from SRC0 by 24-bit signed value from SRC1 and
        /// store result to VDST.
        v_mul_i32_i24 { gfx6: 0x9, gfx8: 0x6 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Multiply 24-bit signed integer value from SRC0 by 24-bit signed value from SRC1 and
        /// store higher 16-bit of the result to VDST with sign extension.
        v_mul_hi_i32_i24 { gfx6: 0xa, gfx8: 0x7 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Multiply 24-bit unsigned integer value from SRC0 by 24-bit unsigned value from SRC1 and
        /// store result to VDST.
        v_mul_u32_u24 { gfx6: 0xb, gfx8: 0x8 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Multiply 24-bit unsigned integer value from SRC0 by 24-bit unsigned value from SRC1 and
        /// store higher 16-bit of the result to VDST.
        v_mul_hi_u32_u24 { gfx6: 0xc, gfx8: 0x9 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Choose smallest floating point value from SRC0 and SRC1, and store result to VDST.
        v_min_legacy_f32 { gfx6: 0xd, gfx8: removed } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod),
        /// Choose largest floating point value from SRC0 and SRC1, and store result to VDST.
        v_max_legacy_f32 { gfx6: 0xe, gfx8: removed } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod),
        /// Choose smallest floating point value from SRC0 and SRC1, and store result to VDST.
        v_min_f32 { gfx6: 0xf, gfx8: 0xa } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod),
        /// Choose largest floating point value from SRC0 and SRC1, and store result to VDST.
        v_max_f32 { gfx6: 0x10, gfx8: 0xb } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod),
        /// Choose smallest signed value from SRC0 and SRC1, and store result to VDST.
        v_min_i32 { gfx6: 0x11, gfx8: 0xc } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Choose largest signed value from SRC0 and SRC1, and store result to VDST.
        v_max_i32 { gfx6: 0x12, gfx8: 0xd } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Choose smallest unsigned value from SRC0 and SRC1, and store result to VDST.
        v_min_u32 { gfx6: 0x13, gfx8: 0xe } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Choose largest unsigned value from SRC0 and SRC1, and store result to VDST.
        v_max_u32 { gfx6: 0x14, gfx8: 0xf } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Shift right SRC0 by (SRC1&31) bits and store result into VDST.
        v_lshr_b32 { gfx6: 0x15, gfx8: removed } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Shift right SRC1 by (SRC0&31) bits and store result into VDST.
        v_lshrrev_b32 { gfx6: 0x16, gfx8: 0x10 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Arithmetic shift right SRC0 by (SRC1&31) bits and store result into VDST.
        v_ashr_i32 { gfx6: 0x17, gfx8: removed } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Arithmetic shift right SRC1 by (SRC0&31) bits and store result into VDST.
        v_ashrrev_i32 { gfx6: 0x18, gfx8: 0x11 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Shift left SRC0 by (SRC1&31) bits and store result into VDST.
        v_lshl_b32 { gfx6: 0x19, gfx8: removed } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Shift left SRC1 by (SRC0&31) bits and store result into VDST.
        v_lshlrev_b32 { gfx6: 0x1a, gfx8: 0x12 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Do bitwise AND on SRC0 and SRC1, store result to VDST.
        v_and_b32 { gfx6: 0x1b, gfx8: 0x13 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Do bitwise OR operation on SRC0 and SRC1, store result to VDST.
        v_or_b32 { gfx6: 0x1c, gfx8: 0x14 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Do bitwise XOR operation on SRC0 and SRC1, store result to VDST.
        v_xor_b32 { gfx6: 0x1d, gfx8: 0x15 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Make 32-bit bitmask from (SRC1 & 31) bit that has length (SRC0 & 31) and store it to VDST.
        v_bfm_b32 { gfx6: 0x1e, gfx8: e64 0x293 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Add two FP16 values from SRC0 and SRC1 and store result to VDST.
        v_add_f16 { gfx8: 0x1f } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, clamp: clamp, omod: omod),
        /// Multiply FP value from SRC0 by FP value from SRC1 and add result to VDST.
        v_mac_f32 { gfx6: 0x1f, gfx8: 0x16 } (vdst: inout vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod) no sdwa from gfx9,
        /// Multiply FP value from SRC0 with the constant literal FLOATLIT and add FP value from
        /// SRC1; and store result to VDST.
        v_madmk_f32 { gfx6: e32 0x20, gfx8: e32 0x17 } (vdst: out vreg<1>, src0: f<32>, k: k32, src1: f<32>),
        /// Subtract FP16 value of SRC1 from FP16 value of SRC0 and store result to VDST.
        v_sub_f16 { gfx8: 0x20 } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, clamp: clamp, omod: omod),
        /// Multiply FP value from SRC0 with FP value from SRC1 and add the constant literal
        /// FLOATLIT; and store result to VDST.
        v_madak_f32 { gfx6: e32 0x21, gfx8: e32 0x18 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, k: k32),
        /// Subtract FP16 value of SRC0 from FP16 value of SRC1 and store result to VDST.
        v_subrev_f16 { gfx8: 0x21 } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, clamp: clamp, omod: omod),
        /// Count bits in SRC0, adds SSRC1, and store result to VDST.
        v_bcnt_u32_b32 { gfx6: 0x22, gfx8: e64 0x28b } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Multiply FP16 value from SRC0 by FP16 value from SRC1 and store result to VDST.
        v_mul_f16 { gfx8: 0x22 } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, clamp: clamp, omod: omod),
        /// Multiply FP16 value from SRC0 by FP16 value from SRC1 and add result to VDST.
        v_mac_f16 { gfx8: 0x23 } (vdst: inout vreg<1>, src0: f<16>, src1: f<16>, clamp: clamp, omod: omod) no sdwa from gfx9,
        /// Make mask for all lanes ending at current lane, get from that mask lower 32-bits, use it
        /// to mask SSRC0, count bits in that value, and store result to VDST.
        v_mbcnt_lo_u32_b32 { gfx6: 0x23, gfx8: e64 0x28c } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Multiply FP16 value from SRC0 with the constant literal FLOAT16LIT and add FP16 value
        /// from SRC1; and store result to VDST.
        v_madmk_f16 { gfx8: e32 0x24 } (vdst: out vreg<1>, src0: f<16>, k: k32, src1: f<16>),
        /// Make mask for all lanes ending at current lane, get from that mask higher 32-bits, use
        /// it to mask SSRC0, count bits in that value, and store result to VDST.
        v_mbcnt_hi_u32_b32 { gfx6: 0x24, gfx8: e64 0x28d } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// D = S0 + S1 (unsigned), carry-out to SDST.
        v_add_co_u32 { gfx6: 0x25 as v_add_i32, gfx8: 0x19 as v_add_u32, gfx9: 0x19 } (vdst: out vreg<1>, sdst: out vcc_dst, src0: b<32>, src1: b<32>, clamp: { gfx6: none, gfx8: clamp }) in Vop3b,
        /// Multiply FP16 value from SRC0 with FP16 value from SRC1 and add the constant literal
        /// FLOATLIT16; and store result to VDST.
        v_madak_f16 { gfx8: e32 0x25 } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, k: k32),
        /// Add two 16-bit unsigned values from SRC0 and SRC1 and store 16-bit unsigned result to VDST.
        v_add_u16 { gfx8: 0x26 } (vdst: out vreg<1>, src0: b<16>, src1: b<16>, clamp: clamp),
        /// D = S0 - S1 (unsigned), borrow-out to SDST.
        v_sub_co_u32 { gfx6: 0x26 as v_sub_i32, gfx8: 0x1a as v_sub_u32, gfx9: 0x1a } (vdst: out vreg<1>, sdst: out vcc_dst, src0: b<32>, src1: b<32>, clamp: { gfx6: none, gfx8: clamp }) in Vop3b,
        /// Subtract unsigned 16-bit value of SRC1 from SRC0 and store 16-bit unsigned result to VDST.
        v_sub_u16 { gfx8: 0x27 } (vdst: out vreg<1>, src0: b<16>, src1: b<16>, clamp: clamp),
        /// D = S1 - S0 (unsigned), borrow-out to SDST.
        v_subrev_co_u32 { gfx6: 0x27 as v_subrev_i32, gfx8: 0x1b as v_subrev_u32, gfx9: 0x1b } (vdst: out vreg<1>, sdst: out vcc_dst, src0: b<32>, src1: b<32>, clamp: { gfx6: none, gfx8: clamp }) in Vop3b,
        /// D = S0 + S1 + carry-in (SRC2 mask), carry-out to SDST.
        v_addc_co_u32 { gfx6: 0x28 as v_addc_u32, gfx8: 0x1c as v_addc_u32, gfx9: 0x1c } (vdst: out vreg<1>, sdst: out vcc_dst, src0: b<32>, src1: b<32>, src2: vcc_src, clamp: { gfx6: none, gfx8: clamp }) in Vop3b,
        /// Subtract unsigned 16-bit value of SRC0 from SRC1 and store 16-bit unsigned result to VDST.
        v_subrev_u16 { gfx8: 0x28 } (vdst: out vreg<1>, src0: b<16>, src1: b<16>, clamp: clamp),
        /// Multiply 16-bit unsigned value from SRC0 by 16-bit unsigned value from SRC1 and store
        /// 16-bit result to VDST.
        v_mul_lo_u16 { gfx8: 0x29 } (vdst: out vreg<1>, src0: b<16>, src1: b<16>),
        /// D = S0 - S1 - borrow-in (SRC2 mask), borrow-out to SDST.
        v_subb_co_u32 { gfx6: 0x29 as v_subb_u32, gfx8: 0x1d as v_subb_u32, gfx9: 0x1d } (vdst: out vreg<1>, sdst: out vcc_dst, src0: b<32>, src1: b<32>, src2: vcc_src, clamp: { gfx6: none, gfx8: clamp }) in Vop3b,
        /// Shift left unsigned 16-bit value from SRC1 by (SRC0&15) bits and store 16-bit unsigned
        /// result into VDST.
        v_lshlrev_b16 { gfx8: 0x2a } (vdst: out vreg<1>, src0: b<16>, src1: b<16>),
        /// D = S1 - S0 - borrow-in (SRC2 mask), borrow-out to SDST.
        v_subbrev_co_u32 { gfx6: 0x2a as v_subbrev_u32, gfx8: 0x1e as v_subbrev_u32, gfx9: 0x1e } (vdst: out vreg<1>, sdst: out vcc_dst, src0: b<32>, src1: b<32>, src2: vcc_src, clamp: { gfx6: none, gfx8: clamp }) in Vop3b,
        /// Do ldexp operation on SRC0 and SRC1 (multiply SRC0 by 2**(SRC1)).
        v_ldexp_f32 { gfx6: 0x2b, gfx8: e64 0x288 } (vdst: out vreg<1>, src0: f<32>, src1: i<32>, clamp: clamp, omod: omod),
        /// Shift right unsigned 16-bit value from SRC1 by (SRC0&15) bits and store 16-bit unsigned
        /// result into VDST.
        v_lshrrev_b16 { gfx8: 0x2b } (vdst: out vreg<1>, src0: b<16>, src1: b<16>),
        /// v_ashrrev_i16.
        v_ashrrev_i16 { gfx8: 0x2c } (vdst: out vreg<1>, src0: b<16>, src1: b<16>),
        /// Convert floating point value from SRC0 to unsigned byte value with rounding mode from
        /// MODE register, and store this byte to (SRC1&3)'th byte of VDST.
        v_cvt_pkaccum_u8_f32 { gfx6: 0x2c, gfx8: e64 0x1f0 } (vdst: inout vreg<1>, src0: f<32>, src1: i<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Convert normalized FP value from SRC0 and SRC1 to signed 16-bit integers with rounding
        /// to nearest to even (??), and store first value to low 16-bit and second to high 16-bit
        /// of the VDST.
        v_cvt_pknorm_i16_f32 { gfx6: 0x2d, gfx8: e64 0x294 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Choose largest half floating point value from SRC0 and SRC1, and store result to VDST.
        v_max_f16 { gfx8: 0x2d } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, clamp: clamp, omod: omod),
        /// Convert normalized FP value from SRC0 and SRC1 to unsigned 16-bit integers with rounding
        /// to nearest to even (??), and store first value to low 16-bit and second to high 16-bit
        /// of the VDST.
        v_cvt_pknorm_u16_f32 { gfx6: 0x2e, gfx8: e64 0x295 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Choose smallest half floating point value from SRC0 and SRC1, and store result to VDST.
        v_min_f16 { gfx8: 0x2e } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, clamp: clamp, omod: omod),
        /// Convert normalized FP value from SRC0 and SRC1 to half floating points with rounding to
        /// zero, and store first value to low 16-bit and second to high 16-bit of the VDST.
        v_cvt_pkrtz_f16_f32 { gfx6: 0x2f, gfx8: e64 0x296 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod),
        /// Choose largest unsigned 16-bit value from SRC0 and SRC1, and store result to VDST.
        v_max_u16 { gfx8: 0x2f } (vdst: out vreg<1>, src0: b<16>, src1: b<16>),
        /// Convert unsigned value from SRC0 and SRC1 to unsigned 16-bit values with clamping, and
        /// store first value to low 16-bit and second to high 16-bit of the VDST.
        v_cvt_pk_u16_u32 { gfx6: 0x30, gfx8: e64 0x297 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Choose largest signed 16-bit value from SRC0 and SRC1, and store result to VDST.
        v_max_i16 { gfx8: 0x30 } (vdst: out vreg<1>, src0: b<16>, src1: b<16>),
        /// Convert signed value from SRC0 and SRC1 to signed 16-bit values with clamping, and store
        /// first value to low 16-bit and second to high 16-bit of the VDST.
        v_cvt_pk_i16_i32 { gfx6: 0x31, gfx8: e64 0x298 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Choose smallest unsigned 16-bit value from SRC0 and SRC1, and store result to VDST.
        v_min_u16 { gfx8: 0x31 } (vdst: out vreg<1>, src0: b<16>, src1: b<16>),
        /// Choose smallest signed 16-bit value from SRC0 and SRC1, and store result to VDST.
        v_min_i16 { gfx8: 0x32 } (vdst: out vreg<1>, src0: b<16>, src1: b<16>),
        /// Do ldexp operation on SRC0 and SRC1 (multiply SRC0 by 2**(SRC1)).
        v_ldexp_f16 { gfx8: 0x33 } (vdst: out vreg<1>, src0: f<16>, src1: i_as_f<16>, clamp: clamp, omod: omod),
        /// D = S0 + S1 (unsigned, no carry) (gfx9+).
        v_add_u32 { gfx9: 0x34 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, clamp: clamp),
        /// D = S0 - S1 (unsigned, no carry) (gfx9+).
        v_sub_u32 { gfx9: 0x35 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, clamp: clamp),
        /// D = S1 - S0 (unsigned, no carry) (gfx9+).
        v_subrev_u32 { gfx9: 0x36 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, clamp: clamp),
        /// D = D + dot product of the two f16 pairs of S0 and S1 (gfx908).
        v_dot2c_f32_f16 { gfx908: 0x37 } (vdst: inout vreg<1>, src0: v2f16, src1: v2f16, clamp: clamp, omod: omod) no sdwa,
        /// D = D + dot product of the two i16 pairs of S0 and S1 (gfx908).
        v_dot2c_i32_i16 { gfx908: 0x38 } (vdst: inout vreg<1>, src0: b_mods<32>, src1: b_mods<32>, clamp: clamp) no sdwa,
        /// D = D + dot product of the four i8 of S0 and S1 (gfx908).
        v_dot4c_i32_i8 { gfx908: 0x39 } (vdst: inout vreg<1>, src0: b_mods<32>, src1: b_mods<32>, clamp: clamp) no sdwa,
        /// D = D + dot product of the eight i4 of S0 and S1 (gfx908).
        v_dot8c_i32_i4 { gfx908: 0x3a } (vdst: inout vreg<1>, src0: b_mods<32>, src1: b_mods<32>, clamp: clamp) no sdwa,
        /// D = fma(S0, S1, D) (f32) (gfx906+).
        v_fmac_f32 { gfx906: 0x3b } (vdst: inout vreg<1>, src0: f<32>, src1: f<32>, clamp: clamp, omod: omod) no sdwa,
        /// D = fma(S0, S1, D) on both f16 halves (gfx908).
        v_pk_fmac_f16 { gfx908: e32 0x3c } (vdst: inout vreg<1>, src0: v2f16, src1: v2f16) e32suffix,
        /// D = ~(S0 ^ S1) (gfx906+).
        v_xnor_b32 { gfx906: 0x3d } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
    }

    instructions Vopc {
        /// Per lane: false (f32); write the lane mask to SDST.
        v_cmp_f_f32 { gfx6: 0x0, gfx8: 0x40 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 < S1 (f32); write the lane mask to SDST.
        v_cmp_lt_f32 { gfx6: 0x1, gfx8: 0x41 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 == S1 (f32); write the lane mask to SDST.
        v_cmp_eq_f32 { gfx6: 0x2, gfx8: 0x42 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 <= S1 (f32); write the lane mask to SDST.
        v_cmp_le_f32 { gfx6: 0x3, gfx8: 0x43 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 > S1 (f32); write the lane mask to SDST.
        v_cmp_gt_f32 { gfx6: 0x4, gfx8: 0x44 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 <> S1 (f32); write the lane mask to SDST.
        v_cmp_lg_f32 { gfx6: 0x5, gfx8: 0x45 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 >= S1 (f32); write the lane mask to SDST.
        v_cmp_ge_f32 { gfx6: 0x6, gfx8: 0x46 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: ordered (neither is NaN) (f32); write the lane mask to SDST.
        v_cmp_o_f32 { gfx6: 0x7, gfx8: 0x47 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: unordered (either is NaN) (f32); write the lane mask to SDST.
        v_cmp_u_f32 { gfx6: 0x8, gfx8: 0x48 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 >= S1) (f32); write the lane mask to SDST.
        v_cmp_nge_f32 { gfx6: 0x9, gfx8: 0x49 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 <> S1) (f32); write the lane mask to SDST.
        v_cmp_nlg_f32 { gfx6: 0xa, gfx8: 0x4a } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 > S1) (f32); write the lane mask to SDST.
        v_cmp_ngt_f32 { gfx6: 0xb, gfx8: 0x4b } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 <= S1) (f32); write the lane mask to SDST.
        v_cmp_nle_f32 { gfx6: 0xc, gfx8: 0x4c } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 == S1) (f32); write the lane mask to SDST.
        v_cmp_neq_f32 { gfx6: 0xd, gfx8: 0x4d } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 < S1) (f32); write the lane mask to SDST.
        v_cmp_nlt_f32 { gfx6: 0xe, gfx8: 0x4e } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: true (f32); write the lane mask to SDST.
        v_cmp_tru_f32 { gfx6: 0xf, gfx8: 0x4f } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: false (f32); write the lane mask to SDST and EXEC.
        v_cmpx_f_f32 { gfx6: 0x10, gfx8: 0x50 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 < S1 (f32); write the lane mask to SDST and EXEC.
        v_cmpx_lt_f32 { gfx6: 0x11, gfx8: 0x51 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 == S1 (f32); write the lane mask to SDST and EXEC.
        v_cmpx_eq_f32 { gfx6: 0x12, gfx8: 0x52 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 <= S1 (f32); write the lane mask to SDST and EXEC.
        v_cmpx_le_f32 { gfx6: 0x13, gfx8: 0x53 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 (f16) is in one of the float classes selected by the mask S1; write the lane mask to SDST.
        v_cmp_class_f16 { gfx8: 0x14 } (sdst: out vcc_dst, src0: f<16>, src1: b<32>),
        /// Per lane: S0 > S1 (f32); write the lane mask to SDST and EXEC.
        v_cmpx_gt_f32 { gfx6: 0x14, gfx8: 0x54 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 (f16) is in one of the float classes selected by the mask S1; write the lane mask to SDST and EXEC.
        v_cmpx_class_f16 { gfx8: 0x15 } (sdst: out vcc_dst, src0: f<16>, src1: b<32>),
        /// Per lane: S0 <> S1 (f32); write the lane mask to SDST and EXEC.
        v_cmpx_lg_f32 { gfx6: 0x15, gfx8: 0x55 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 >= S1 (f32); write the lane mask to SDST and EXEC.
        v_cmpx_ge_f32 { gfx6: 0x16, gfx8: 0x56 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: ordered (neither is NaN) (f32); write the lane mask to SDST and EXEC.
        v_cmpx_o_f32 { gfx6: 0x17, gfx8: 0x57 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: unordered (either is NaN) (f32); write the lane mask to SDST and EXEC.
        v_cmpx_u_f32 { gfx6: 0x18, gfx8: 0x58 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 >= S1) (f32); write the lane mask to SDST and EXEC.
        v_cmpx_nge_f32 { gfx6: 0x19, gfx8: 0x59 } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 <> S1) (f32); write the lane mask to SDST and EXEC.
        v_cmpx_nlg_f32 { gfx6: 0x1a, gfx8: 0x5a } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 > S1) (f32); write the lane mask to SDST and EXEC.
        v_cmpx_ngt_f32 { gfx6: 0x1b, gfx8: 0x5b } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 <= S1) (f32); write the lane mask to SDST and EXEC.
        v_cmpx_nle_f32 { gfx6: 0x1c, gfx8: 0x5c } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 == S1) (f32); write the lane mask to SDST and EXEC.
        v_cmpx_neq_f32 { gfx6: 0x1d, gfx8: 0x5d } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 < S1) (f32); write the lane mask to SDST and EXEC.
        v_cmpx_nlt_f32 { gfx6: 0x1e, gfx8: 0x5e } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: true (f32); write the lane mask to SDST and EXEC.
        v_cmpx_tru_f32 { gfx6: 0x1f, gfx8: 0x5f } (sdst: out vcc_dst, src0: f<32>, src1: f<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: false (f16); write the lane mask to SDST.
        v_cmp_f_f16 { gfx8: 0x20 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: false (f64); write the lane mask to SDST.
        v_cmp_f_f64 { gfx6: 0x20, gfx8: 0x60 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 < S1 (f16); write the lane mask to SDST.
        v_cmp_lt_f16 { gfx8: 0x21 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 < S1 (f64); write the lane mask to SDST.
        v_cmp_lt_f64 { gfx6: 0x21, gfx8: 0x61 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 == S1 (f16); write the lane mask to SDST.
        v_cmp_eq_f16 { gfx8: 0x22 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 == S1 (f64); write the lane mask to SDST.
        v_cmp_eq_f64 { gfx6: 0x22, gfx8: 0x62 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 <= S1 (f16); write the lane mask to SDST.
        v_cmp_le_f16 { gfx8: 0x23 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 <= S1 (f64); write the lane mask to SDST.
        v_cmp_le_f64 { gfx6: 0x23, gfx8: 0x63 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 > S1 (f16); write the lane mask to SDST.
        v_cmp_gt_f16 { gfx8: 0x24 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 > S1 (f64); write the lane mask to SDST.
        v_cmp_gt_f64 { gfx6: 0x24, gfx8: 0x64 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 <> S1 (f16); write the lane mask to SDST.
        v_cmp_lg_f16 { gfx8: 0x25 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 <> S1 (f64); write the lane mask to SDST.
        v_cmp_lg_f64 { gfx6: 0x25, gfx8: 0x65 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 >= S1 (f16); write the lane mask to SDST.
        v_cmp_ge_f16 { gfx8: 0x26 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 >= S1 (f64); write the lane mask to SDST.
        v_cmp_ge_f64 { gfx6: 0x26, gfx8: 0x66 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: ordered (neither is NaN) (f16); write the lane mask to SDST.
        v_cmp_o_f16 { gfx8: 0x27 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: ordered (neither is NaN) (f64); write the lane mask to SDST.
        v_cmp_o_f64 { gfx6: 0x27, gfx8: 0x67 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: unordered (either is NaN) (f16); write the lane mask to SDST.
        v_cmp_u_f16 { gfx8: 0x28 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: unordered (either is NaN) (f64); write the lane mask to SDST.
        v_cmp_u_f64 { gfx6: 0x28, gfx8: 0x68 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 >= S1) (f16); write the lane mask to SDST.
        v_cmp_nge_f16 { gfx8: 0x29 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 >= S1) (f64); write the lane mask to SDST.
        v_cmp_nge_f64 { gfx6: 0x29, gfx8: 0x69 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 <> S1) (f16); write the lane mask to SDST.
        v_cmp_nlg_f16 { gfx8: 0x2a } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 <> S1) (f64); write the lane mask to SDST.
        v_cmp_nlg_f64 { gfx6: 0x2a, gfx8: 0x6a } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 > S1) (f16); write the lane mask to SDST.
        v_cmp_ngt_f16 { gfx8: 0x2b } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 > S1) (f64); write the lane mask to SDST.
        v_cmp_ngt_f64 { gfx6: 0x2b, gfx8: 0x6b } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 <= S1) (f16); write the lane mask to SDST.
        v_cmp_nle_f16 { gfx8: 0x2c } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 <= S1) (f64); write the lane mask to SDST.
        v_cmp_nle_f64 { gfx6: 0x2c, gfx8: 0x6c } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 == S1) (f16); write the lane mask to SDST.
        v_cmp_neq_f16 { gfx8: 0x2d } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 == S1) (f64); write the lane mask to SDST.
        v_cmp_neq_f64 { gfx6: 0x2d, gfx8: 0x6d } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 < S1) (f16); write the lane mask to SDST.
        v_cmp_nlt_f16 { gfx8: 0x2e } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 < S1) (f64); write the lane mask to SDST.
        v_cmp_nlt_f64 { gfx6: 0x2e, gfx8: 0x6e } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: true (f16); write the lane mask to SDST.
        v_cmp_tru_f16 { gfx8: 0x2f } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: true (f64); write the lane mask to SDST.
        v_cmp_tru_f64 { gfx6: 0x2f, gfx8: 0x6f } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: false (f16); write the lane mask to SDST and EXEC.
        v_cmpx_f_f16 { gfx8: 0x30 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: false (f64); write the lane mask to SDST and EXEC.
        v_cmpx_f_f64 { gfx6: 0x30, gfx8: 0x70 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 < S1 (f16); write the lane mask to SDST and EXEC.
        v_cmpx_lt_f16 { gfx8: 0x31 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 < S1 (f64); write the lane mask to SDST and EXEC.
        v_cmpx_lt_f64 { gfx6: 0x31, gfx8: 0x71 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 == S1 (f16); write the lane mask to SDST and EXEC.
        v_cmpx_eq_f16 { gfx8: 0x32 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 == S1 (f64); write the lane mask to SDST and EXEC.
        v_cmpx_eq_f64 { gfx6: 0x32, gfx8: 0x72 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 <= S1 (f16); write the lane mask to SDST and EXEC.
        v_cmpx_le_f16 { gfx8: 0x33 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 <= S1 (f64); write the lane mask to SDST and EXEC.
        v_cmpx_le_f64 { gfx6: 0x33, gfx8: 0x73 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 > S1 (f16); write the lane mask to SDST and EXEC.
        v_cmpx_gt_f16 { gfx8: 0x34 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 > S1 (f64); write the lane mask to SDST and EXEC.
        v_cmpx_gt_f64 { gfx6: 0x34, gfx8: 0x74 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 <> S1 (f16); write the lane mask to SDST and EXEC.
        v_cmpx_lg_f16 { gfx8: 0x35 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 <> S1 (f64); write the lane mask to SDST and EXEC.
        v_cmpx_lg_f64 { gfx6: 0x35, gfx8: 0x75 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: S0 >= S1 (f16); write the lane mask to SDST and EXEC.
        v_cmpx_ge_f16 { gfx8: 0x36 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: S0 >= S1 (f64); write the lane mask to SDST and EXEC.
        v_cmpx_ge_f64 { gfx6: 0x36, gfx8: 0x76 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: ordered (neither is NaN) (f16); write the lane mask to SDST and EXEC.
        v_cmpx_o_f16 { gfx8: 0x37 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: ordered (neither is NaN) (f64); write the lane mask to SDST and EXEC.
        v_cmpx_o_f64 { gfx6: 0x37, gfx8: 0x77 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: unordered (either is NaN) (f16); write the lane mask to SDST and EXEC.
        v_cmpx_u_f16 { gfx8: 0x38 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: unordered (either is NaN) (f64); write the lane mask to SDST and EXEC.
        v_cmpx_u_f64 { gfx6: 0x38, gfx8: 0x78 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 >= S1) (f16); write the lane mask to SDST and EXEC.
        v_cmpx_nge_f16 { gfx8: 0x39 } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 >= S1) (f64); write the lane mask to SDST and EXEC.
        v_cmpx_nge_f64 { gfx6: 0x39, gfx8: 0x79 } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 <> S1) (f16); write the lane mask to SDST and EXEC.
        v_cmpx_nlg_f16 { gfx8: 0x3a } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 <> S1) (f64); write the lane mask to SDST and EXEC.
        v_cmpx_nlg_f64 { gfx6: 0x3a, gfx8: 0x7a } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 > S1) (f16); write the lane mask to SDST and EXEC.
        v_cmpx_ngt_f16 { gfx8: 0x3b } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 > S1) (f64); write the lane mask to SDST and EXEC.
        v_cmpx_ngt_f64 { gfx6: 0x3b, gfx8: 0x7b } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 <= S1) (f16); write the lane mask to SDST and EXEC.
        v_cmpx_nle_f16 { gfx8: 0x3c } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 <= S1) (f64); write the lane mask to SDST and EXEC.
        v_cmpx_nle_f64 { gfx6: 0x3c, gfx8: 0x7c } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 == S1) (f16); write the lane mask to SDST and EXEC.
        v_cmpx_neq_f16 { gfx8: 0x3d } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 == S1) (f64); write the lane mask to SDST and EXEC.
        v_cmpx_neq_f64 { gfx6: 0x3d, gfx8: 0x7d } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: !(S0 < S1) (f16); write the lane mask to SDST and EXEC.
        v_cmpx_nlt_f16 { gfx8: 0x3e } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: !(S0 < S1) (f64); write the lane mask to SDST and EXEC.
        v_cmpx_nlt_f64 { gfx6: 0x3e, gfx8: 0x7e } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: true (f16); write the lane mask to SDST and EXEC.
        v_cmpx_tru_f16 { gfx8: 0x3f } (sdst: out vcc_dst, src0: f<16>, src1: f<16>, clamp: clamp),
        /// Per lane: true (f64); write the lane mask to SDST and EXEC.
        v_cmpx_tru_f64 { gfx6: 0x3f, gfx8: 0x7f } (sdst: out vcc_dst, src0: f<64>, src1: f<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// Per lane: false (f32, signalling); write the lane mask to SDST.
        v_cmps_f_f32 { gfx6: 0x40, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 < S1 (f32, signalling); write the lane mask to SDST.
        v_cmps_lt_f32 { gfx6: 0x41, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 == S1 (f32, signalling); write the lane mask to SDST.
        v_cmps_eq_f32 { gfx6: 0x42, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 <= S1 (f32, signalling); write the lane mask to SDST.
        v_cmps_le_f32 { gfx6: 0x43, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 > S1 (f32, signalling); write the lane mask to SDST.
        v_cmps_gt_f32 { gfx6: 0x44, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 <> S1 (f32, signalling); write the lane mask to SDST.
        v_cmps_lg_f32 { gfx6: 0x45, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 >= S1 (f32, signalling); write the lane mask to SDST.
        v_cmps_ge_f32 { gfx6: 0x46, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: ordered (neither is NaN) (f32, signalling); write the lane mask to SDST.
        v_cmps_o_f32 { gfx6: 0x47, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: unordered (either is NaN) (f32, signalling); write the lane mask to SDST.
        v_cmps_u_f32 { gfx6: 0x48, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 >= S1) (f32, signalling); write the lane mask to SDST.
        v_cmps_nge_f32 { gfx6: 0x49, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 <> S1) (f32, signalling); write the lane mask to SDST.
        v_cmps_nlg_f32 { gfx6: 0x4a, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 > S1) (f32, signalling); write the lane mask to SDST.
        v_cmps_ngt_f32 { gfx6: 0x4b, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 <= S1) (f32, signalling); write the lane mask to SDST.
        v_cmps_nle_f32 { gfx6: 0x4c, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 == S1) (f32, signalling); write the lane mask to SDST.
        v_cmps_neq_f32 { gfx6: 0x4d, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 < S1) (f32, signalling); write the lane mask to SDST.
        v_cmps_nlt_f32 { gfx6: 0x4e, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: true (f32, signalling); write the lane mask to SDST.
        v_cmps_tru_f32 { gfx6: 0x4f, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: false (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_f_f32 { gfx6: 0x50, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 < S1 (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_lt_f32 { gfx6: 0x51, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 == S1 (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_eq_f32 { gfx6: 0x52, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 <= S1 (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_le_f32 { gfx6: 0x53, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 > S1 (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_gt_f32 { gfx6: 0x54, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 <> S1 (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_lg_f32 { gfx6: 0x55, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: S0 >= S1 (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_ge_f32 { gfx6: 0x56, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: ordered (neither is NaN) (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_o_f32 { gfx6: 0x57, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: unordered (either is NaN) (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_u_f32 { gfx6: 0x58, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 >= S1) (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_nge_f32 { gfx6: 0x59, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 <> S1) (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_nlg_f32 { gfx6: 0x5a, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 > S1) (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_ngt_f32 { gfx6: 0x5b, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 <= S1) (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_nle_f32 { gfx6: 0x5c, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 == S1) (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_neq_f32 { gfx6: 0x5d, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: !(S0 < S1) (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_nlt_f32 { gfx6: 0x5e, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: true (f32, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_tru_f32 { gfx6: 0x5f, gfx8: removed } (sdst: out vcc_dst, src0: f<32>, src1: f<32>),
        /// Per lane: false (f64, signalling); write the lane mask to SDST.
        v_cmps_f_f64 { gfx6: 0x60, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 < S1 (f64, signalling); write the lane mask to SDST.
        v_cmps_lt_f64 { gfx6: 0x61, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 == S1 (f64, signalling); write the lane mask to SDST.
        v_cmps_eq_f64 { gfx6: 0x62, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 <= S1 (f64, signalling); write the lane mask to SDST.
        v_cmps_le_f64 { gfx6: 0x63, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 > S1 (f64, signalling); write the lane mask to SDST.
        v_cmps_gt_f64 { gfx6: 0x64, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 <> S1 (f64, signalling); write the lane mask to SDST.
        v_cmps_lg_f64 { gfx6: 0x65, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 >= S1 (f64, signalling); write the lane mask to SDST.
        v_cmps_ge_f64 { gfx6: 0x66, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: ordered (neither is NaN) (f64, signalling); write the lane mask to SDST.
        v_cmps_o_f64 { gfx6: 0x67, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: unordered (either is NaN) (f64, signalling); write the lane mask to SDST.
        v_cmps_u_f64 { gfx6: 0x68, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 >= S1) (f64, signalling); write the lane mask to SDST.
        v_cmps_nge_f64 { gfx6: 0x69, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 <> S1) (f64, signalling); write the lane mask to SDST.
        v_cmps_nlg_f64 { gfx6: 0x6a, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 > S1) (f64, signalling); write the lane mask to SDST.
        v_cmps_ngt_f64 { gfx6: 0x6b, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 <= S1) (f64, signalling); write the lane mask to SDST.
        v_cmps_nle_f64 { gfx6: 0x6c, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 == S1) (f64, signalling); write the lane mask to SDST.
        v_cmps_neq_f64 { gfx6: 0x6d, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 < S1) (f64, signalling); write the lane mask to SDST.
        v_cmps_nlt_f64 { gfx6: 0x6e, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: true (f64, signalling); write the lane mask to SDST.
        v_cmps_tru_f64 { gfx6: 0x6f, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: false (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_f_f64 { gfx6: 0x70, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 < S1 (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_lt_f64 { gfx6: 0x71, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 == S1 (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_eq_f64 { gfx6: 0x72, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 <= S1 (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_le_f64 { gfx6: 0x73, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 > S1 (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_gt_f64 { gfx6: 0x74, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 <> S1 (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_lg_f64 { gfx6: 0x75, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: S0 >= S1 (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_ge_f64 { gfx6: 0x76, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: ordered (neither is NaN) (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_o_f64 { gfx6: 0x77, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: unordered (either is NaN) (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_u_f64 { gfx6: 0x78, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 >= S1) (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_nge_f64 { gfx6: 0x79, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 <> S1) (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_nlg_f64 { gfx6: 0x7a, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 > S1) (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_ngt_f64 { gfx6: 0x7b, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 <= S1) (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_nle_f64 { gfx6: 0x7c, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 == S1) (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_neq_f64 { gfx6: 0x7d, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: !(S0 < S1) (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_nlt_f64 { gfx6: 0x7e, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: true (f64, signalling); write the lane mask to SDST and EXEC.
        v_cmpsx_tru_f64 { gfx6: 0x7f, gfx8: removed } (sdst: out vcc_dst, src0: f<64>, src1: f<64>),
        /// Per lane: false (i32); write the lane mask to SDST.
        v_cmp_f_i32 { gfx6: 0x80, gfx8: 0xc0 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 < S1 (i32); write the lane mask to SDST.
        v_cmp_lt_i32 { gfx6: 0x81, gfx8: 0xc1 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 == S1 (i32); write the lane mask to SDST.
        v_cmp_eq_i32 { gfx6: 0x82, gfx8: 0xc2 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 <= S1 (i32); write the lane mask to SDST.
        v_cmp_le_i32 { gfx6: 0x83, gfx8: 0xc3 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 > S1 (i32); write the lane mask to SDST.
        v_cmp_gt_i32 { gfx6: 0x84, gfx8: 0xc4 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 != S1 (i32); write the lane mask to SDST.
        v_cmp_ne_i32 { gfx6: 0x85, gfx8: 0xc5 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 >= S1 (i32); write the lane mask to SDST.
        v_cmp_ge_i32 { gfx6: 0x86, gfx8: 0xc6 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: true (i32); write the lane mask to SDST.
        v_cmp_t_i32 { gfx6: 0x87, gfx8: 0xc7 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 (f32) is in one of the float classes selected by the mask S1; write the lane mask to SDST.
        v_cmp_class_f32 { gfx6: 0x88, gfx8: 0x10 } (sdst: out vcc_dst, src0: f<32>, src1: b<32>),
        /// Per lane: false (i32); write the lane mask to SDST and EXEC.
        v_cmpx_f_i32 { gfx6: 0x90, gfx8: 0xd0 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 < S1 (i32); write the lane mask to SDST and EXEC.
        v_cmpx_lt_i32 { gfx6: 0x91, gfx8: 0xd1 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 == S1 (i32); write the lane mask to SDST and EXEC.
        v_cmpx_eq_i32 { gfx6: 0x92, gfx8: 0xd2 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 <= S1 (i32); write the lane mask to SDST and EXEC.
        v_cmpx_le_i32 { gfx6: 0x93, gfx8: 0xd3 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 > S1 (i32); write the lane mask to SDST and EXEC.
        v_cmpx_gt_i32 { gfx6: 0x94, gfx8: 0xd4 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 != S1 (i32); write the lane mask to SDST and EXEC.
        v_cmpx_ne_i32 { gfx6: 0x95, gfx8: 0xd5 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 >= S1 (i32); write the lane mask to SDST and EXEC.
        v_cmpx_ge_i32 { gfx6: 0x96, gfx8: 0xd6 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: true (i32); write the lane mask to SDST and EXEC.
        v_cmpx_t_i32 { gfx6: 0x97, gfx8: 0xd7 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 (f32) is in one of the float classes selected by the mask S1; write the lane mask to SDST and EXEC.
        v_cmpx_class_f32 { gfx6: 0x98, gfx8: 0x11 } (sdst: out vcc_dst, src0: f<32>, src1: b<32>),
        /// Per lane: false (i16); write the lane mask to SDST.
        v_cmp_f_i16 { gfx8: 0xa0 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: false (i64); write the lane mask to SDST.
        v_cmp_f_i64 { gfx6: 0xa0, gfx8: 0xe0 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 < S1 (i16); write the lane mask to SDST.
        v_cmp_lt_i16 { gfx8: 0xa1 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 < S1 (i64); write the lane mask to SDST.
        v_cmp_lt_i64 { gfx6: 0xa1, gfx8: 0xe1 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 == S1 (i16); write the lane mask to SDST.
        v_cmp_eq_i16 { gfx8: 0xa2 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 == S1 (i64); write the lane mask to SDST.
        v_cmp_eq_i64 { gfx6: 0xa2, gfx8: 0xe2 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 <= S1 (i16); write the lane mask to SDST.
        v_cmp_le_i16 { gfx8: 0xa3 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 <= S1 (i64); write the lane mask to SDST.
        v_cmp_le_i64 { gfx6: 0xa3, gfx8: 0xe3 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 > S1 (i16); write the lane mask to SDST.
        v_cmp_gt_i16 { gfx8: 0xa4 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 > S1 (i64); write the lane mask to SDST.
        v_cmp_gt_i64 { gfx6: 0xa4, gfx8: 0xe4 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 != S1 (i16); write the lane mask to SDST.
        v_cmp_ne_i16 { gfx8: 0xa5 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 != S1 (i64); write the lane mask to SDST.
        v_cmp_ne_i64 { gfx6: 0xa5, gfx8: 0xe5 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 >= S1 (i16); write the lane mask to SDST.
        v_cmp_ge_i16 { gfx8: 0xa6 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 >= S1 (i64); write the lane mask to SDST.
        v_cmp_ge_i64 { gfx6: 0xa6, gfx8: 0xe6 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: true (i16); write the lane mask to SDST.
        v_cmp_t_i16 { gfx8: 0xa7 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: true (i64); write the lane mask to SDST.
        v_cmp_t_i64 { gfx6: 0xa7, gfx8: 0xe7 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 (f64) is in one of the float classes selected by the mask S1; write the lane mask to SDST.
        v_cmp_class_f64 { gfx6: 0xa8, gfx8: 0x12 } (sdst: out vcc_dst, src0: f<64>, src1: b<32>),
        /// Per lane: false (u16); write the lane mask to SDST.
        v_cmp_f_u16 { gfx8: 0xa8 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 < S1 (u16); write the lane mask to SDST.
        v_cmp_lt_u16 { gfx8: 0xa9 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 == S1 (u16); write the lane mask to SDST.
        v_cmp_eq_u16 { gfx8: 0xaa } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 <= S1 (u16); write the lane mask to SDST.
        v_cmp_le_u16 { gfx8: 0xab } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 > S1 (u16); write the lane mask to SDST.
        v_cmp_gt_u16 { gfx8: 0xac } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 != S1 (u16); write the lane mask to SDST.
        v_cmp_ne_u16 { gfx8: 0xad } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 >= S1 (u16); write the lane mask to SDST.
        v_cmp_ge_u16 { gfx8: 0xae } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: true (u16); write the lane mask to SDST.
        v_cmp_t_u16 { gfx8: 0xaf } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: false (i16); write the lane mask to SDST and EXEC.
        v_cmpx_f_i16 { gfx8: 0xb0 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: false (i64); write the lane mask to SDST and EXEC.
        v_cmpx_f_i64 { gfx6: 0xb0, gfx8: 0xf0 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 < S1 (i16); write the lane mask to SDST and EXEC.
        v_cmpx_lt_i16 { gfx8: 0xb1 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 < S1 (i64); write the lane mask to SDST and EXEC.
        v_cmpx_lt_i64 { gfx6: 0xb1, gfx8: 0xf1 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 == S1 (i16); write the lane mask to SDST and EXEC.
        v_cmpx_eq_i16 { gfx8: 0xb2 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 == S1 (i64); write the lane mask to SDST and EXEC.
        v_cmpx_eq_i64 { gfx6: 0xb2, gfx8: 0xf2 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 <= S1 (i16); write the lane mask to SDST and EXEC.
        v_cmpx_le_i16 { gfx8: 0xb3 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 <= S1 (i64); write the lane mask to SDST and EXEC.
        v_cmpx_le_i64 { gfx6: 0xb3, gfx8: 0xf3 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 > S1 (i16); write the lane mask to SDST and EXEC.
        v_cmpx_gt_i16 { gfx8: 0xb4 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 > S1 (i64); write the lane mask to SDST and EXEC.
        v_cmpx_gt_i64 { gfx6: 0xb4, gfx8: 0xf4 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 != S1 (i16); write the lane mask to SDST and EXEC.
        v_cmpx_ne_i16 { gfx8: 0xb5 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 != S1 (i64); write the lane mask to SDST and EXEC.
        v_cmpx_ne_i64 { gfx6: 0xb5, gfx8: 0xf5 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 >= S1 (i16); write the lane mask to SDST and EXEC.
        v_cmpx_ge_i16 { gfx8: 0xb6 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 >= S1 (i64); write the lane mask to SDST and EXEC.
        v_cmpx_ge_i64 { gfx6: 0xb6, gfx8: 0xf6 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: true (i16); write the lane mask to SDST and EXEC.
        v_cmpx_t_i16 { gfx8: 0xb7 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: true (i64); write the lane mask to SDST and EXEC.
        v_cmpx_t_i64 { gfx6: 0xb7, gfx8: 0xf7 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 (f64) is in one of the float classes selected by the mask S1; write the lane mask to SDST and EXEC.
        v_cmpx_class_f64 { gfx6: 0xb8, gfx8: 0x13 } (sdst: out vcc_dst, src0: f<64>, src1: b<32>),
        /// Per lane: false (u16); write the lane mask to SDST and EXEC.
        v_cmpx_f_u16 { gfx8: 0xb8 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 < S1 (u16); write the lane mask to SDST and EXEC.
        v_cmpx_lt_u16 { gfx8: 0xb9 } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 == S1 (u16); write the lane mask to SDST and EXEC.
        v_cmpx_eq_u16 { gfx8: 0xba } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 <= S1 (u16); write the lane mask to SDST and EXEC.
        v_cmpx_le_u16 { gfx8: 0xbb } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 > S1 (u16); write the lane mask to SDST and EXEC.
        v_cmpx_gt_u16 { gfx8: 0xbc } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 != S1 (u16); write the lane mask to SDST and EXEC.
        v_cmpx_ne_u16 { gfx8: 0xbd } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: S0 >= S1 (u16); write the lane mask to SDST and EXEC.
        v_cmpx_ge_u16 { gfx8: 0xbe } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: true (u16); write the lane mask to SDST and EXEC.
        v_cmpx_t_u16 { gfx8: 0xbf } (sdst: out vcc_dst, src0: b<16>, src1: b<16>),
        /// Per lane: false (u32); write the lane mask to SDST.
        v_cmp_f_u32 { gfx6: 0xc0, gfx8: 0xc8 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 < S1 (u32); write the lane mask to SDST.
        v_cmp_lt_u32 { gfx6: 0xc1, gfx8: 0xc9 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 == S1 (u32); write the lane mask to SDST.
        v_cmp_eq_u32 { gfx6: 0xc2, gfx8: 0xca } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 <= S1 (u32); write the lane mask to SDST.
        v_cmp_le_u32 { gfx6: 0xc3, gfx8: 0xcb } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 > S1 (u32); write the lane mask to SDST.
        v_cmp_gt_u32 { gfx6: 0xc4, gfx8: 0xcc } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 != S1 (u32); write the lane mask to SDST.
        v_cmp_ne_u32 { gfx6: 0xc5, gfx8: 0xcd } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 >= S1 (u32); write the lane mask to SDST.
        v_cmp_ge_u32 { gfx6: 0xc6, gfx8: 0xce } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: true (u32); write the lane mask to SDST.
        v_cmp_t_u32 { gfx6: 0xc7, gfx8: 0xcf } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: false (u32); write the lane mask to SDST and EXEC.
        v_cmpx_f_u32 { gfx6: 0xd0, gfx8: 0xd8 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 < S1 (u32); write the lane mask to SDST and EXEC.
        v_cmpx_lt_u32 { gfx6: 0xd1, gfx8: 0xd9 } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 == S1 (u32); write the lane mask to SDST and EXEC.
        v_cmpx_eq_u32 { gfx6: 0xd2, gfx8: 0xda } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 <= S1 (u32); write the lane mask to SDST and EXEC.
        v_cmpx_le_u32 { gfx6: 0xd3, gfx8: 0xdb } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 > S1 (u32); write the lane mask to SDST and EXEC.
        v_cmpx_gt_u32 { gfx6: 0xd4, gfx8: 0xdc } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 != S1 (u32); write the lane mask to SDST and EXEC.
        v_cmpx_ne_u32 { gfx6: 0xd5, gfx8: 0xdd } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: S0 >= S1 (u32); write the lane mask to SDST and EXEC.
        v_cmpx_ge_u32 { gfx6: 0xd6, gfx8: 0xde } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: true (u32); write the lane mask to SDST and EXEC.
        v_cmpx_t_u32 { gfx6: 0xd7, gfx8: 0xdf } (sdst: out vcc_dst, src0: b<32>, src1: b<32>),
        /// Per lane: false (u64); write the lane mask to SDST.
        v_cmp_f_u64 { gfx6: 0xe0, gfx8: 0xe8 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 < S1 (u64); write the lane mask to SDST.
        v_cmp_lt_u64 { gfx6: 0xe1, gfx8: 0xe9 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 == S1 (u64); write the lane mask to SDST.
        v_cmp_eq_u64 { gfx6: 0xe2, gfx8: 0xea } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 <= S1 (u64); write the lane mask to SDST.
        v_cmp_le_u64 { gfx6: 0xe3, gfx8: 0xeb } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 > S1 (u64); write the lane mask to SDST.
        v_cmp_gt_u64 { gfx6: 0xe4, gfx8: 0xec } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 != S1 (u64); write the lane mask to SDST.
        v_cmp_ne_u64 { gfx6: 0xe5, gfx8: 0xed } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 >= S1 (u64); write the lane mask to SDST.
        v_cmp_ge_u64 { gfx6: 0xe6, gfx8: 0xee } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: true (u64); write the lane mask to SDST.
        v_cmp_t_u64 { gfx6: 0xe7, gfx8: 0xef } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: false (u64); write the lane mask to SDST and EXEC.
        v_cmpx_f_u64 { gfx6: 0xf0, gfx8: 0xf8 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 < S1 (u64); write the lane mask to SDST and EXEC.
        v_cmpx_lt_u64 { gfx6: 0xf1, gfx8: 0xf9 } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 == S1 (u64); write the lane mask to SDST and EXEC.
        v_cmpx_eq_u64 { gfx6: 0xf2, gfx8: 0xfa } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 <= S1 (u64); write the lane mask to SDST and EXEC.
        v_cmpx_le_u64 { gfx6: 0xf3, gfx8: 0xfb } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 > S1 (u64); write the lane mask to SDST and EXEC.
        v_cmpx_gt_u64 { gfx6: 0xf4, gfx8: 0xfc } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 != S1 (u64); write the lane mask to SDST and EXEC.
        v_cmpx_ne_u64 { gfx6: 0xf5, gfx8: 0xfd } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: S0 >= S1 (u64); write the lane mask to SDST and EXEC.
        v_cmpx_ge_u64 { gfx6: 0xf6, gfx8: 0xfe } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
        /// Per lane: true (u64); write the lane mask to SDST and EXEC.
        v_cmpx_t_u64 { gfx6: 0xf7, gfx8: 0xff } (sdst: out vcc_dst, src0: b<64>, src1: b<64>),
    }

    instructions Vop3 {
        /// Multiply FP value from SRC0 by FP value from SRC1 and add result to SRC2, and store
        /// result to VDST.
        v_mad_legacy_f32 { gfx6: 0x140, gfx8: 0x1c0 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Multiply FP value from SRC0 by FP value from SRC1 and add SRC2, and store result to VDST.
        v_mad_f32 { gfx6: 0x141, gfx8: 0x1c1 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Multiply 24-bit signed integer value from SRC0 by 24-bit signed value from SRC1, add
        /// SRC2 to this product, and and store result to VDST.
        v_mad_i32_i24 { gfx6: 0x142, gfx8: 0x1c2 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Multiply 24-bit unsigned integer value from SRC0 by 24-bit unsigned value from SRC1, add
        /// SRC2 to this product and store result to VDST.
        v_mad_u32_u24 { gfx6: 0x143, gfx8: 0x1c3 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Cubemap face identification.
        v_cubeid_f32 { gfx6: 0x144, gfx8: 0x1c4 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Cubemap S coordination.
        v_cubesc_f32 { gfx6: 0x145, gfx8: 0x1c5 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Cubemap T coordination.
        v_cubetc_f32 { gfx6: 0x146, gfx8: 0x1c6 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Cubemap Major Axis.
        v_cubema_f32 { gfx6: 0x147, gfx8: 0x1c7 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Extracts bits in SRC0 from range SRC1&31 with length SRC2&31, and store result to VDST.
        v_bfe_u32 { gfx6: 0x148, gfx8: 0x1c8 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Extracts bits in SRC0 from range (SRC1&31) with length (SRC2&31) and extend sign from
        /// last bit of extracted value, and store result to VDST.
        v_bfe_i32 { gfx6: 0x149, gfx8: 0x1c9 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Replace bits in SRC2 by bits from SRC1 marked by bits in SRC0, and store result to VDST.
        v_bfi_b32 { gfx6: 0x14a, gfx8: 0x1ca } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Fused multiply addition on single floating point values from SRC0, SRC1 and SRC2.
        v_fma_f32 { gfx6: 0x14b, gfx8: 0x1cb } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Fused multiply addition on double floating point values from SRC0, SRC1 and SRC2.
        v_fma_f64 { gfx6: 0x14c, gfx8: 0x1cc } (vdst: out vreg<2>, src0: f<64>, src1: f<64>, src2: f<64>, clamp: clamp, omod: omod),
        /// For each byte of dword, calculate average from SRC0 byte and SRC1 byte with rounding
        /// mode defined in first of the byte SRC2.
        v_lerp_u8 { gfx6: 0x14d, gfx8: 0x1cd } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Align bit.
        v_alignbit_b32 { gfx6: 0x14e, gfx8: 0x1ce } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Align bit.
        v_alignbyte_b32 { gfx6: 0x14f, gfx8: 0x1cf } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Multiply FP value SRC0 and FP value SRC1, and store it to VDST if FP value in SRC2 is
        /// greater than zero, otherwise, store -MAX_FLOAT to VDST.
        v_mullit_f32 { gfx6: 0x150, gfx8: removed } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Choose smallest value from FP values SRC0, SRC1, SRC2, and store it to VDST.
        v_min3_f32 { gfx6: 0x151, gfx8: 0x1d0 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Choose smallest value from signed integer values SRC0, SRC1, SRC2, and store it to VDST.
        v_min3_i32 { gfx6: 0x152, gfx8: 0x1d1 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Choose smallest value from unsigned integer values SRC0, SRC1, SRC2, and store it to VDST.
        v_min3_u32 { gfx6: 0x153, gfx8: 0x1d2 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Choose largest value from FP values SRC0, SRC1, SRC2, and store it to VDST.
        v_max3_f32 { gfx6: 0x154, gfx8: 0x1d3 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Choose largest value from signed integer values SRC0, SRC1, SRC2, and store it to VDST.
        v_max3_i32 { gfx6: 0x155, gfx8: 0x1d4 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Choose largest value from unsigned integer values SRC0, SRC1, SRC2, and store it to VDST.
        v_max3_u32 { gfx6: 0x156, gfx8: 0x1d5 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Choose medium value from FP values SRC0, SRC1, SRC2, and store it to VDST.
        v_med3_f32 { gfx6: 0x157, gfx8: 0x1d6 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Choose medium value from signed integer values SRC0, SRC1, SRC2, and store it to VDST.
        v_med3_i32 { gfx6: 0x158, gfx8: 0x1d7 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Choose medium value from unsigned integer values SRC0, SRC1, SRC2, and store it to VDST.
        v_med3_u32 { gfx6: 0x159, gfx8: 0x1d8 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Calculate sum of absolute differences for all four bytes in SRC0 and SRC1, add SRC2 to
        /// result, and store result to VDST.
        v_sad_u8 { gfx6: 0x15a, gfx8: 0x1d9 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Calculate sum of absolute differences for all four bytes in SRC0 and SRC1, shift result
        /// to high 16-bits, add SRC2 to result, and store result to VDST.
        v_sad_hi_u8 { gfx6: 0x15b, gfx8: 0x1da } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Calculate sum of absolute differences for two 16-bit words in SRC0 and SRC1, add SRC2 to
        /// result, and store result to VDST.
        v_sad_u16 { gfx6: 0x15c, gfx8: 0x1db } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Calculate sum of absolute difference for SRC0 and SRC1, add SRC2 to result, and store
        /// result to VDST.
        v_sad_u32 { gfx6: 0x15d, gfx8: 0x1dc } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Convert floating point value from SRC0 to unsigned byte value with rounding mode from
        /// MODE register, and store this byte to (SRC1&3)'th byte with other bytes of SRC2 of VDST.
        v_cvt_pk_u8_f32 { gfx6: 0x15e, gfx8: 0x1dd } (vdst: out vreg<1>, src0: f<32>, src1: i<32>, src2: i<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// Handle all exceptions requires for single floating point division.
        v_div_fixup_f32 { gfx6: 0x15f, gfx8: 0x1de } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Handle all exceptions requires for double floating point division.
        v_div_fixup_f64 { gfx6: 0x160, gfx8: 0x1df } (vdst: out vreg<2>, src0: f<64>, src1: f<64>, src2: f<64>, clamp: clamp, omod: omod),
        /// Shift left SRC0 by (SRC1&63) bits and store result into VDST.
        v_lshl_b64 { gfx6: 0x161, gfx8: removed } (vdst: out vreg<2>, src0: b<64>, src1: b<32>),
        /// Shift right SRC0 by (SRC1&63) bits and store result into VDST.
        v_lshr_b64 { gfx6: 0x162, gfx8: removed } (vdst: out vreg<2>, src0: b<64>, src1: b<32>),
        /// Arithmetic shift right SRC0 by (SRC1&63) bits and store result into VDST.
        v_ashr_i64 { gfx6: 0x163, gfx8: removed } (vdst: out vreg<2>, src0: b<64>, src1: b<32>),
        /// Add two double FP value from SRC0 and SRC1 and store result to VDST.
        v_add_f64 { gfx6: 0x164, gfx8: 0x280 } (vdst: out vreg<2>, src0: f<64>, src1: f<64>, clamp: clamp, omod: omod),
        /// Multiply two double FP values from SRC0 and SRC1 and store result to VDST.
        v_mul_f64 { gfx6: 0x165, gfx8: 0x281 } (vdst: out vreg<2>, src0: f<64>, src1: f<64>, clamp: clamp, omod: omod),
        /// Choose smallest double FP value from SRC0 and SRC1, and store result to VDST.
        v_min_f64 { gfx6: 0x166, gfx8: 0x282 } (vdst: out vreg<2>, src0: f<64>, src1: f<64>, clamp: clamp, omod: omod),
        /// Choose largest double FP value from SRC0 and SRC1, and store result to VDST.
        v_max_f64 { gfx6: 0x167, gfx8: 0x283 } (vdst: out vreg<2>, src0: f<64>, src1: f<64>, clamp: clamp, omod: omod),
        /// Do ldexp operation on SRC0 and SRC1 (multiply SRC0 by 2**(SRC1)).
        v_ldexp_f64 { gfx6: 0x168, gfx8: 0x284 } (vdst: out vreg<2>, src0: f<64>, src1: i<32>, clamp: clamp, omod: omod),
        /// Multiply 32-bit unsigned value SRC0 and SRC1, and store lower part of the result to VDST.
        v_mul_lo_u32 { gfx6: 0x169, gfx8: 0x285 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Multiply 32-bit unsigned value SRC0 and SRC1, and store higher part of the result to VDST.
        v_mul_hi_u32 { gfx6: 0x16a, gfx8: 0x286 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Multiply 32-bit signed value SRC0 and SRC1, and store lower part of the result to VDST.
        v_mul_lo_i32 { gfx6: 0x16b, gfx8: removed } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Multiply 32-bit signed value SRC0 and SRC1, and store higher part of the result to VDST.
        v_mul_hi_i32 { gfx6: 0x16c, gfx8: 0x287 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>),
        /// Special case divide FMA with scale and flags.
        v_div_fmas_f32 { gfx6: 0x16f, gfx8: 0x1e2 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, clamp: clamp, omod: omod),
        /// Special case divide FMA with scale and flags.
        v_div_fmas_f64 { gfx6: 0x170, gfx8: 0x1e3 } (vdst: out vreg<2>, src0: f<64>, src1: f<64>, src2: f<64>, clamp: clamp, omod: omod),
        /// Calculate sum of absolute differences in SRC0 and SRC1 for bytes that have non-zero
        /// value in SRC1; add SRC2 to result, and store result to VDST.
        v_msad_u8 { gfx6: 0x171, gfx8: 0x1e4 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, clamp: { gfx6: none, gfx8: clamp }),
        /// v_qsad_pk_u16_u8.
        v_qsad_pk_u16_u8 { gfx7: 0x172, gfx8: 0x1e5 } (vdst: out vreg<2>, src0: b<64>, src1: b<32>, src2: b<64>, clamp: { gfx7: none, gfx8: clamp }),
        /// v_mqsad_pk_u16_u8.
        v_mqsad_pk_u16_u8 { gfx6: 0x173, gfx8: 0x1e6 } (vdst: out vreg<2>, src0: b<64>, src1: b<32>, src2: b<64>, clamp: { gfx6: none, gfx8: clamp }),
        /// D.d = Look Up 2/PI (S0.d) with segment select S1.u[4:0].
        v_trig_preop_f64 { gfx6: 0x174, gfx8: 0x292 } (vdst: out vreg<2>, src0: f<64>, src1: i<32>, clamp: clamp, omod: omod),
        /// Compute four masked sum of absolute differences with accumulation.
        v_mqsad_u32_u8 { gfx7: 0x175, gfx8: 0x1e7 } (vdst: out vreg<4>, src0: b<64>, src1: b<32>, src2: vreg<4>, clamp: { gfx7: none, gfx8: clamp }),
        /// D = S0 * S1 + S2 (f16), gfx8 semantics (named v_mad_f16 on gfx8).
        v_mad_legacy_f16 { gfx8: 0x1ea as v_mad_f16, gfx9: 0x1ea } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, src2: f<16>, clamp: clamp, omod: omod),
        /// D = S0 * S1 + S2 (u16), gfx8 semantics (named v_mad_u16 on gfx8).
        v_mad_legacy_u16 { gfx8: 0x1eb as v_mad_u16, gfx9: 0x1eb } (vdst: out vreg<1>, src0: b<16>, src1: b<16>, src2: b<16>, clamp: clamp),
        /// D = S0 * S1 + S2 (i16), gfx8 semantics (named v_mad_i16 on gfx8).
        v_mad_legacy_i16 { gfx8: 0x1ec as v_mad_i16, gfx9: 0x1ec } (vdst: out vreg<1>, src0: b<16>, src1: b<16>, src2: b<16>, clamp: clamp),
        /// Permute bytes.
        v_perm_b32 { gfx8: 0x1ed } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// D = fma(S0, S1, S2) (f16), gfx8 semantics (named v_fma_f16 on gfx8).
        v_fma_legacy_f16 { gfx8: 0x1ee as v_fma_f16, gfx9: 0x1ee } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, src2: f<16>, clamp: clamp, omod: omod),
        /// Division fix-up (f16), gfx8 semantics (named v_div_fixup_f16 on gfx8).
        v_div_fixup_legacy_f16 { gfx8: 0x1ef as v_div_fixup_f16, gfx9: 0x1ef } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, src2: f<16>, clamp: clamp, omod: omod),
        /// Multiply 16-bit unsigned value from SRC0 by 16-bit unsigned value from SRC1 and add
        /// 32-bit unsigned value from SRC2, and store 32-bit result to VDST.
        v_mad_u32_u16 { gfx9: 0x1f1 } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, src2: b_mods<32>, op_sel: op_sel<4>, clamp: clamp),
        /// Multiply 16-bit signed value from SRC0 by 16-bit signed value from SRC1 and add 32-bit
        /// value from SRC2, and store 32-bit result to VDST.
        v_mad_i32_i16 { gfx9: 0x1f2 } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, src2: b_mods<32>, op_sel: op_sel<4>, clamp: clamp),
        /// Make XOR bitwise operation on SRC0 and SRC1, add SRC2 and store result to VDST.
        v_xad_u32 { gfx9: 0x1f3 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Choose smallest value from half FP values SRC0, SRC1, SRC2, and store it to VDST.
        v_min3_f16 { gfx9: 0x1f4 } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, src2: f<16>, op_sel: op_sel<4>, clamp: clamp, omod: omod),
        /// Choose smallest value from signed 16-bit integer values SRC0, SRC1, SRC2, and store it
        /// to VDST.
        v_min3_i16 { gfx9: 0x1f5 } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, src2: b_mods<16>, op_sel: op_sel<4>, clamp: clamp),
        /// Choose smallest value from unsigned 16-bit integer values SRC0, SRC1, SRC2, and store it
        /// to VDST.
        v_min3_u16 { gfx9: 0x1f6 } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, src2: b_mods<16>, op_sel: op_sel<4>, clamp: clamp),
        /// Choose largest value from half FP values SRC0, SRC1, SRC2, and store it to VDST.
        v_max3_f16 { gfx9: 0x1f7 } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, src2: f<16>, op_sel: op_sel<4>, clamp: clamp, omod: omod),
        /// Choose largest value from signed 16-bit integer values SRC0, SRC1, SRC2, and store it to
        /// VDST.
        v_max3_i16 { gfx9: 0x1f8 } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, src2: b_mods<16>, op_sel: op_sel<4>, clamp: clamp),
        /// Choose largest value from unsigned 16-bit integer values SRC0, SRC1, SRC2, and store it
        /// to VDST.
        v_max3_u16 { gfx9: 0x1f9 } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, src2: b_mods<16>, op_sel: op_sel<4>, clamp: clamp),
        /// Choose medium value from half FP values SRC0, SRC1, SRC2, and store it to VDST.
        v_med3_f16 { gfx9: 0x1fa } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, src2: f<16>, op_sel: op_sel<4>, clamp: clamp, omod: omod),
        /// Choose medium value from signed 16-bit integer values SRC0, SRC1, SRC2, and store it to
        /// VDST.
        v_med3_i16 { gfx9: 0x1fb } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, src2: b_mods<16>, op_sel: op_sel<4>, clamp: clamp),
        /// Choose medium value from unsigned 16-bit integer values SRC0, SRC1, SRC2, and store it
        /// to VDST.
        v_med3_u16 { gfx9: 0x1fc } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, src2: b_mods<16>, op_sel: op_sel<4>, clamp: clamp),
        /// Shift left SRC0 by (SRC1&31) bits and add to SRC2 and store result to VDST.
        v_lshl_add_u32 { gfx9: 0x1fd } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Add SRC0 and SRC1 and shift left by (SRC2&31) bits and store result to VDST.
        v_add_lshl_u32 { gfx9: 0x1fe } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Make sum from SRC0, SRC1, and SRC2 and store final result to VDST.
        v_add3_u32 { gfx9: 0x1ff } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Shift left SRC0 by (SRC1&31) bits and make bitwise OR with SRC2 and store result to VDST.
        v_lshl_or_b32 { gfx9: 0x200 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Make btwise AND with SRC0 and SRC1, make bitwise OR with result and SRC2 and store
        /// result to VDST.
        v_and_or_b32 { gfx9: 0x201 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Make bitwise OR with SRC0, SRC1 and SRC2 and store result to VDST.
        v_or3_b32 { gfx9: 0x202 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>),
        /// Multiply half FP value from SRC0 by half FP value from SRC1 and add SRC2, and store
        /// result to VDST.
        v_mad_f16 { gfx9: 0x203 } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, src2: f<16>, op_sel: op_sel<4>, clamp: clamp, omod: omod),
        /// Multiply 16-bit unsigned value from SRC0 by 16-bit unsigned value from SRC1 and add
        /// 16-bit unsigned value from SRC2, and store 16-bit unsigned result to VDST.
        v_mad_u16 { gfx9: 0x204 } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, src2: b_mods<16>, op_sel: op_sel<4>, clamp: clamp),
        /// Multiply 16-bit signed value from SRC0 by 16-bit signed value from SRC1 and add 16-bit
        /// signed value from SRC2, and store 16-bit signed result to VDST.
        v_mad_i16 { gfx9: 0x205 } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, src2: b_mods<16>, op_sel: op_sel<4>, clamp: clamp),
        /// Fused multiply addition on half floating point values from SRC0, SRC1 and SRC2.
        v_fma_f16 { gfx9: 0x206 } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, src2: f<16>, op_sel: op_sel<4>, clamp: clamp, omod: omod),
        /// Handle all exceptions requires for half floating point division.
        v_div_fixup_f16 { gfx9: 0x207 } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, src2: f<16>, op_sel: op_sel<4>, clamp: clamp, omod: omod),
        /// Shift left SRC1 by (SRC0&63) bits and store result into VDST.
        v_lshlrev_b64 { gfx8: 0x28f } (vdst: out vreg<2>, src0: b<32>, src1: b<64>),
        /// Shift right SRC1 by (SRC0&63) bits and store result into VDST.
        v_lshrrev_b64 { gfx8: 0x290 } (vdst: out vreg<2>, src0: b<32>, src1: b<64>),
        /// Arithmetic shift right SRC1 by (SRC0&63) bits and store result into VDST.
        v_ashrrev_i64 { gfx8: 0x291 } (vdst: out vreg<2>, src0: b<32>, src1: b<64>),
        /// Convert normalized half FP value from SRC0 and SRC1 to signed 16-bit integers with
        /// rounding to nearest to even (??), and store first value to low 16-bit and second to high
        /// 16-bit of the VDST.
        v_cvt_pknorm_i16_f16 { gfx9: 0x299 } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, op_sel: op_sel<3>, clamp: clamp),
        /// Convert normalized half FP value from SRC0 and SRC1 to unsigned 16-bit integers with
        /// rounding to nearest to even (??), and store first value to low 16-bit and second to high
        /// 16-bit of the VDST.
        v_cvt_pknorm_u16_f16 { gfx9: 0x29a } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, op_sel: op_sel<3>, clamp: clamp),
        /// D = S0 + S1 (signed, no carry-out) (gfx9+).
        v_add_i32 { gfx9: 0x29c } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, clamp: clamp),
        /// D = S0 - S1 (signed, no carry-out) (gfx9+).
        v_sub_i32 { gfx9: 0x29d } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, clamp: clamp),
        /// Add 16-bit signed value from SRC0 to 16-bit signed value from SRC1 and store result to VDST.
        v_add_i16 { gfx9: 0x29e } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, op_sel: op_sel<3>, clamp: clamp),
        /// Subtract 16-bit signed value from SRC1 from 16-bit signed value from SRC0 and store
        /// result to VDST.
        v_sub_i16 { gfx9: 0x29f } (vdst: out vreg<1>, src0: b_mods<16>, src1: b_mods<16>, op_sel: op_sel<3>, clamp: clamp),
        /// Get lower 16-bits from SRC0 and put to lower 16-bits in VDST, get lower 16-bits from
        /// SRC1 and put to higher 16-bits in VDST.
        v_pack_b32_f16 { gfx9: 0x2a0 } (vdst: out vreg<1>, src0: f<16>, src1: f<16>, op_sel: op_sel<3>, clamp: clamp),
    }

    instructions Vop3b {
        /// Special case divide preop and flags.
        v_div_scale_f32 { gfx6: 0x16d, gfx8: 0x1e0 } (vdst: out vreg<1>, sdst: out vcc_dst, src0: f<32>, src1: f<32>, src2: f<32>, clamp: { gfx6: none, gfx8: clamp }, omod: omod),
        /// Special case divide preop and flags.
        v_div_scale_f64 { gfx6: 0x16e, gfx8: 0x1e1 } (vdst: out vreg<2>, sdst: out vcc_dst, src0: f<64>, src1: f<64>, src2: f<64>, clamp: { gfx6: none, gfx8: clamp }, omod: omod),
        /// Multiply 32-bit unsigned integer value from SRC0 by 32-bit unsigned value from SRC1 and
        /// add 64-bit unsigned value to this result, and store final result into VDST and store
        /// carry bits to SDST.
        v_mad_u64_u32 { gfx7: 0x176, gfx8: 0x1e8 } (vdst: out vreg<2>, sdst: out vcc_dst, src0: b<32>, src1: b<32>, src2: b<64>, clamp: { gfx7: none, gfx8: clamp }),
        /// Multiply 32-bit signed integer value from SRC0 by 32-bit signed value from SRC1 and add
        /// 64-bit unsigned value to this result, and store final result into VDST and store some
        /// value of bits to SDST (unknown behavior).
        v_mad_i64_i32 { gfx7: 0x177, gfx8: 0x1e9 } (vdst: out vreg<2>, sdst: out vcc_dst, src0: b<32>, src1: b<32>, src2: b<64>, clamp: { gfx7: none, gfx8: clamp }),
    }

    /// The VOP3 encoding of the interpolation instructions (gfx8+): SRC0 holds the
    /// attribute, its channel and `high` (which half of the f16 parameters is read); the
    /// I/J coordinate is in SRC1, with SRC1's modifiers, and a second source in SRC2.
    ///
    /// LLVM 19 ignores bits 14:11 on every generation (no `op_sel`, though gfx9 hardware
    /// reads OP_SEL[3] of `v_interp_p2_f16` as the destination half, as Mesa's ACO writes
    /// it for `v_interp_p2_hi_f16`); they are kept as ignored bits. SRC0's modifier bits
    /// (ABS0, NEG0) must be 0, and so must every field an instruction leaves unbound:
    /// LLVM's decoder rejects such words.
    encoding Vop3Interp {
        layout gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:26] = 0b110100,
            OP[25:16],
            CLAMP[15],
            _[14:11],
            ABS2[10],
            ABS1[9],
            ABS0[8],
            VDST[7:0],
            NEG2[63],
            NEG1[62],
            NEG0[61],
            OMOD[60:59],
            SRC2[58:50],
            SRC1[49:41],
            HIGH[40],
            ATTRCHAN[39:38],
            ATTR[37:32],
        }
        operands {
            out vdst: VDST,
            src0: (SRC1, ABS1, NEG1),
            attr: (ATTR, ATTRCHAN),
            src2: (SRC2, ABS2, NEG2),
            high: HIGH,
            clamp: CLAMP,
            omod: OMOD,
            m0: (),
        }
        zero_when_unused { ABS0, NEG0, ABS1, NEG1, SRC2, ABS2, NEG2, HIGH, OMOD }
    }

    // LLVM names the f32 forms, which VINTRP also has (isa-defs/vintrp.rs), with `_e64`,
    // and the f16 ones, which only this encoding has, bare. VOP3 opcode 0x273 is unknown to
    // LLVM 19 (CLRX lists no instruction there either).
    instructions Vop3Interp {
        /// First step of interpolation in the VOP3 encoding: D = P0 + I * P10 (I in `src0`).
        v_interp_p1_f32_e64 { gfx8: 0x270 } (vdst: out vreg<1>, src0: vreg_src_mods<1>, attr: interp_attr, clamp: clamp, omod: omod, m0: m0),
        /// Second step of interpolation in the VOP3 encoding: D = D + J * P20 (J in `src0`).
        v_interp_p2_f32_e64 { gfx8: 0x271 } (vdst: inout vreg<1>, src0: vreg_src_mods<1>, attr: interp_attr, clamp: clamp, omod: omod, m0: m0),
        /// Move one parameter (`p10`, `p20` or `p0`) of the attribute into D (VOP3 encoding).
        v_interp_mov_f32_e64 { gfx8: 0x272 } (vdst: out vreg<1>, src0: interp_param, attr: interp_attr, clamp: clamp, omod: omod, m0: m0),
        /// First step of f16 interpolation, P0 and P10 from LDS: D.f32 = P0 + I * P10, with
        /// the f16 parameters from the low or (`high`) high half.
        v_interp_p1ll_f16 { gfx8: 0x274 } (vdst: out vreg<1>, src0: vreg_src_mods<1>, attr: interp_attr, high: flag, clamp: clamp, omod: omod, m0: m0),
        /// First step of f16 interpolation, P10 from LDS and P0 from `src2`:
        /// D.f32 = P0 + I * P10.
        v_interp_p1lv_f16 { gfx8: 0x275 } (vdst: out vreg<1>, src0: vreg_src_mods<1>, attr: interp_attr, src2: vreg_src_mods<1>, high: flag, clamp: clamp, omod: omod, m0: m0),
        /// Second step of f16 interpolation: D.f16 = S2.f32 + J * P20, gfx8 semantics
        /// (named v_interp_p2_f16 on gfx8).
        v_interp_p2_legacy_f16 { gfx8: 0x276 as v_interp_p2_f16, gfx9: 0x276 } (vdst: out vreg<1>, src0: vreg_src_mods<1>, attr: interp_attr, src2: vreg_src_mods<1>, high: flag, clamp: clamp, m0: m0),
        /// Second step of f16 interpolation: D.f16 = S2.f32 + J * P20 (gfx9+).
        v_interp_p2_f16 { gfx9: 0x277 } (vdst: out vreg<1>, src0: vreg_src_mods<1>, attr: interp_attr, src2: vreg_src_mods<1>, high: flag, clamp: clamp, m0: m0),
    }
}
