// Packed math (VOP3P, gfx9+) and matrix cores (MAI, gfx908).
// Source: the CLRX GcnInstrsVop3p doc and AMD's MI100 ISA (MAI section); opcodes, operands
// and printing checked against llvm-mc 19 (tests/inventory/vop3p.txt).
//
// VOP3P and MAI share their fixed bits (0b110100111 in [31:23]); the opcode tells which of
// the three encodings below an instruction is. The packed instructions (`v_pk_*`, the dot
// products) carry per-source lane selects and negations printed as arrays after the
// operands; the mix instructions use the same bits as f16/f32 selects and float modifiers
// printed on each source (NEG_HI is their ABS).

isa! {
    /// Packed 16-bit math and dot products: two or three sources with per-lane selects
    /// (`op_sel`, `op_sel_hi`) and negations (`neg_lo`, `neg_hi`).
    encoding Vop3p {
        layout gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:23] = 0b110100111,
            OP[22:16],
            CLAMP[15],
            OP_SEL_HI2[14],
            OP_SEL[13:11],
            NEG_HI[10:8],
            VDST[7:0],
            NEG[63:61],
            OP_SEL_HI[60:59],
            SRC2[58:50],
            SRC1[49:41],
            SRC0[40:32],
        }
        operands {
            out vdst: VDST,
            src0: SRC0,
            src1: SRC1,
            src2: SRC2,
            pk: (OP_SEL, OP_SEL_HI, OP_SEL_HI2, NEG, NEG_HI),
            hi: (OP_SEL_HI, OP_SEL_HI2),
            clamp: CLAMP,
        }
        zero_when_unused { SRC1, SRC2, OP_SEL, NEG, NEG_HI }
    }

    /// The mix instructions: three sources, each an f32 or (with its `op_sel_hi` bit) one
    /// half of a dword as f16, with float modifiers (NEG_HI is ABS here).
    encoding Vop3pMix {
        layout gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:23] = 0b110100111,
            OP[22:16],
            CLAMP[15],
            OP_SEL_HI2[14],
            OP_SEL[13:11],
            ABS2[10],
            ABS1[9],
            ABS0[8],
            VDST[7:0],
            NEG2[63],
            NEG1[62],
            NEG0[61],
            OP_SEL_HI[60:59],
            SRC2[58:50],
            SRC1[49:41],
            SRC0[40:32],
        }
        operands {
            out vdst: VDST,
            src0: (SRC0, ABS0, NEG0),
            src1: (SRC1, ABS1, NEG1),
            src2: (SRC2, ABS2, NEG2),
            op_sel: (OP_SEL, OP_SEL_HI, OP_SEL_HI2),
            clamp: CLAMP,
        }
    }

    /// Matrix fused multiply-add (gfx908): a block of results in AGPRs from matrix inputs in
    /// VGPRs or AGPRs (ACC0/ACC1) and an accumulator in AGPRs; `cbsz`/`abid` broadcast srcA,
    /// `blgp` swizzles srcB. ACC_CD is ignored on gfx908 (results are always AGPRs).
    encoding Mai {
        layout gfx908 = 64 {
            ENCODING[31:23] = 0b110100111,
            OP[22:16],
            ACC_CD[15],
            ABID[14:11],
            CBSZ[10:8],
            VDST[7:0],
            BLGP[63:61],
            ACC1[60],
            ACC0[59],
            SRC2[58:50],
            SRC1[49:41],
            SRC0[40:32],
        }
        operands {
            out vdst: VDST,
            src0: (SRC0, ACC0),
            src1: (SRC1, ACC1),
            src2: SRC2,
            cbsz: CBSZ,
            abid: ABID,
            blgp: BLGP,
        }
    }

    instructions Vop3p {
        /// D.i16[i] = S0.i16[i] * S1.i16[i] + S2.i16[i] (two lanes).
        v_pk_mad_i16 { gfx9: 0x0 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, pk: pk_mods<3>, clamp: clamp),
        /// D.u16[i] = S0.u16[i] * S1.u16[i], low 16 bits.
        v_pk_mul_lo_u16 { gfx9: 0x1 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.i16[i] = S0.i16[i] + S1.i16[i].
        v_pk_add_i16 { gfx9: 0x2 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.i16[i] = S0.i16[i] - S1.i16[i].
        v_pk_sub_i16 { gfx9: 0x3 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.u16[i] = S1.u16[i] << S0.u16[i][3:0].
        v_pk_lshlrev_b16 { gfx9: 0x4 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.u16[i] = S1.u16[i] >> S0.u16[i][3:0].
        v_pk_lshrrev_b16 { gfx9: 0x5 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.i16[i] = S1.i16[i] >> S0.u16[i][3:0] (arithmetic).
        v_pk_ashrrev_i16 { gfx9: 0x6 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.i16[i] = max(S0.i16[i], S1.i16[i]).
        v_pk_max_i16 { gfx9: 0x7 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.i16[i] = min(S0.i16[i], S1.i16[i]).
        v_pk_min_i16 { gfx9: 0x8 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.u16[i] = S0.u16[i] * S1.u16[i] + S2.u16[i].
        v_pk_mad_u16 { gfx9: 0x9 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, pk: pk_mods<3>, clamp: clamp),
        /// D.u16[i] = S0.u16[i] + S1.u16[i].
        v_pk_add_u16 { gfx9: 0xa } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.u16[i] = S0.u16[i] - S1.u16[i].
        v_pk_sub_u16 { gfx9: 0xb } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.u16[i] = max(S0.u16[i], S1.u16[i]).
        v_pk_max_u16 { gfx9: 0xc } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.u16[i] = min(S0.u16[i], S1.u16[i]).
        v_pk_min_u16 { gfx9: 0xd } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, pk: pk_mods<2>, clamp: clamp),
        /// D.f16[i] = fma(S0.f16[i], S1.f16[i], S2.f16[i]).
        v_pk_fma_f16 { gfx9: 0xe } (vdst: out vreg<1>, src0: v2f16, src1: v2f16, src2: v2f16, pk: pk_mods<3>, clamp: clamp),
        /// D.f16[i] = S0.f16[i] + S1.f16[i].
        v_pk_add_f16 { gfx9: 0xf } (vdst: out vreg<1>, src0: v2f16, src1: v2f16, pk: pk_mods<2>, clamp: clamp),
        /// D.f16[i] = S0.f16[i] * S1.f16[i].
        v_pk_mul_f16 { gfx9: 0x10 } (vdst: out vreg<1>, src0: v2f16, src1: v2f16, pk: pk_mods<2>, clamp: clamp),
        /// D.f16[i] = min(S0.f16[i], S1.f16[i]).
        v_pk_min_f16 { gfx9: 0x11 } (vdst: out vreg<1>, src0: v2f16, src1: v2f16, pk: pk_mods<2>, clamp: clamp),
        /// D.f16[i] = max(S0.f16[i], S1.f16[i]).
        v_pk_max_f16 { gfx9: 0x12 } (vdst: out vreg<1>, src0: v2f16, src1: v2f16, pk: pk_mods<2>, clamp: clamp),
        /// D.f32 = S0.f16[0] * S1.f16[0] + S0.f16[1] * S1.f16[1] + S2.f32.
        v_dot2_f32_f16 { gfx906: 0x23 } (vdst: out vreg<1>, src0: v2f16, src1: v2f16, src2: f<32>, pk: pk_mods<3>, clamp: clamp),
        /// D.i32 = S0.i16[0] * S1.i16[0] + S0.i16[1] * S1.i16[1] + S2.i32.
        v_dot2_i32_i16 { gfx906: 0x26 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, pk: pk_mods<3>, clamp: clamp),
        /// D.u32 = S0.u16[0] * S1.u16[0] + S0.u16[1] * S1.u16[1] + S2.u32.
        v_dot2_u32_u16 { gfx906: 0x27 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, pk: pk_mods<3>, clamp: clamp),
        /// D.i32 = sum of the four S0.i8[i] * S1.i8[i], plus S2.i32.
        v_dot4_i32_i8 { gfx906: 0x28 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, pk: pk_mods<3>, clamp: clamp),
        /// D.u32 = sum of the four S0.u8[i] * S1.u8[i], plus S2.u32.
        v_dot4_u32_u8 { gfx906: 0x29 } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, pk: pk_mods<3>, clamp: clamp),
        /// D.i32 = sum of the eight S0.i4[i] * S1.i4[i], plus S2.i32.
        v_dot8_i32_i4 { gfx906: 0x2a } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, pk: pk_mods<3>, clamp: clamp),
        /// D.u32 = sum of the eight S0.u4[i] * S1.u4[i], plus S2.u32.
        v_dot8_u32_u4 { gfx906: 0x2b } (vdst: out vreg<1>, src0: b<32>, src1: b<32>, src2: b<32>, pk: pk_mods<3>, clamp: clamp),
        /// Copy an AGPR to a VGPR.
        v_accvgpr_read_b32 { gfx908: 0x58 } (vdst: out vreg<1>, src0: asrc<1>, hi: sel_hi_ones),
        /// Copy a VGPR, SGPR or inline constant to an AGPR.
        v_accvgpr_write_b32 { gfx908: 0x59 } (vdst: out areg<1>, src0: b<32>, hi: sel_hi_ones),
    }

    instructions Vop3pMix {
        /// D.f32 = S0 * S1 + S2 (multiply then add, unfused), each source an f32 or one half
        /// of a dword as f16.
        v_mad_mix_f32 { gfx9: 0x20, gfx904: removed } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, op_sel: mix_sel, clamp: clamp),
        /// D.f16[0] = S0 * S1 + S2 (unfused, mixed sources); D.f16[1] is kept.
        v_mad_mixlo_f16 { gfx9: 0x21, gfx904: removed } (vdst: inout vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, op_sel: mix_sel, clamp: clamp),
        /// D.f16[1] = S0 * S1 + S2 (unfused, mixed sources); D.f16[0] is kept.
        v_mad_mixhi_f16 { gfx9: 0x22, gfx904: removed } (vdst: inout vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, op_sel: mix_sel, clamp: clamp),
        /// D.f32 = fma(S0, S1, S2), each source an f32 or one half of a dword as f16.
        v_fma_mix_f32 { gfx904: 0x20 } (vdst: out vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, op_sel: mix_sel, clamp: clamp),
        /// D.f16[0] = fma(S0, S1, S2) (mixed sources); D.f16[1] is kept.
        v_fma_mixlo_f16 { gfx904: 0x21 } (vdst: inout vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, op_sel: mix_sel, clamp: clamp),
        /// D.f16[1] = fma(S0, S1, S2) (mixed sources); D.f16[0] is kept.
        v_fma_mixhi_f16 { gfx904: 0x22 } (vdst: inout vreg<1>, src0: f<32>, src1: f<32>, src2: f<32>, op_sel: mix_sel, clamp: clamp),
    }

    instructions Mai {
        /// 32x32x1 f32 matrix multiply-add, two blocks.
        v_mfma_f32_32x32x1f32 { gfx908: 0x40 } (vdst: out areg<32>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<32>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 16x16x1 f32 matrix multiply-add, four blocks.
        v_mfma_f32_16x16x1f32 { gfx908: 0x41 } (vdst: out areg<16>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<16>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 4x4x1 f32 matrix multiply-add, sixteen blocks.
        v_mfma_f32_4x4x1f32 { gfx908: 0x42 } (vdst: out areg<4>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<4>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 32x32x2 f32 matrix multiply-add.
        v_mfma_f32_32x32x2f32 { gfx908: 0x44 } (vdst: out areg<16>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<16>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 16x16x4 f32 matrix multiply-add.
        v_mfma_f32_16x16x4f32 { gfx908: 0x45 } (vdst: out areg<4>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<4>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 32x32x4 f16 matrix multiply-add, two blocks.
        v_mfma_f32_32x32x4f16 { gfx908: 0x48 } (vdst: out areg<32>, src0: avsrc<2>, src1: avsrc<2>, src2: asrc<32>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 16x16x4 f16 matrix multiply-add, four blocks.
        v_mfma_f32_16x16x4f16 { gfx908: 0x49 } (vdst: out areg<16>, src0: avsrc<2>, src1: avsrc<2>, src2: asrc<16>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 4x4x4 f16 matrix multiply-add, sixteen blocks.
        v_mfma_f32_4x4x4f16 { gfx908: 0x4a } (vdst: out areg<4>, src0: avsrc<2>, src1: avsrc<2>, src2: asrc<4>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 32x32x8 f16 matrix multiply-add.
        v_mfma_f32_32x32x8f16 { gfx908: 0x4c } (vdst: out areg<16>, src0: avsrc<2>, src1: avsrc<2>, src2: asrc<16>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 16x16x16 f16 matrix multiply-add.
        v_mfma_f32_16x16x16f16 { gfx908: 0x4d } (vdst: out areg<4>, src0: avsrc<2>, src1: avsrc<2>, src2: asrc<4>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 32x32x4 i8 matrix multiply-add, two blocks.
        v_mfma_i32_32x32x4i8 { gfx908: 0x50 } (vdst: out areg<32>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<32>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 16x16x4 i8 matrix multiply-add, four blocks.
        v_mfma_i32_16x16x4i8 { gfx908: 0x51 } (vdst: out areg<16>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<16>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 4x4x4 i8 matrix multiply-add, sixteen blocks.
        v_mfma_i32_4x4x4i8 { gfx908: 0x52 } (vdst: out areg<4>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<4>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 32x32x8 i8 matrix multiply-add.
        v_mfma_i32_32x32x8i8 { gfx908: 0x54 } (vdst: out areg<16>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<16>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 16x16x16 i8 matrix multiply-add.
        v_mfma_i32_16x16x16i8 { gfx908: 0x55 } (vdst: out areg<4>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<4>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 32x32x2 bf16 matrix multiply-add, two blocks.
        v_mfma_f32_32x32x2bf16 { gfx908: 0x68 } (vdst: out areg<32>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<32>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 16x16x2 bf16 matrix multiply-add, four blocks.
        v_mfma_f32_16x16x2bf16 { gfx908: 0x69 } (vdst: out areg<16>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<16>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 4x4x2 bf16 matrix multiply-add, sixteen blocks.
        v_mfma_f32_4x4x2bf16 { gfx908: 0x6b } (vdst: out areg<4>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<4>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 32x32x4 bf16 matrix multiply-add.
        v_mfma_f32_32x32x4bf16 { gfx908: 0x6c } (vdst: out areg<16>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<16>, cbsz: cbsz, abid: abid, blgp: blgp),
        /// 16x16x8 bf16 matrix multiply-add.
        v_mfma_f32_16x16x8bf16 { gfx908: 0x6d } (vdst: out areg<4>, src0: avsrc<1>, src1: avsrc<1>, src2: asrc<4>, cbsz: cbsz, abid: abid, blgp: blgp),
    }
}
