// MIMG: image loads, stores, atomics, samples and gathers, all generations.
// Source: CLRX's MIMG doc (reference/clrx-docs/GcnInstrsMimg.md), checked against llvm-mc 19
// (which decides: gfx7 keeps `image_atomic_rsub`, which the doc drops).
//
// The encoding names only the first VGPR of the data and of the address. The data width
// follows `dmask`, `tfe` and `d16` (halved where `d16` is `d16_packed`: gfx810 (stoney) and
// gfx9 on pack 16-bit data two to a register) within the variants LLVM has for the kind of
// instruction: the `image_*data` kinds (see `gcn_isa::operand::ImageData`). The
// address width is LLVM 19's disassembler's: the variant its decoder table registers for
// the opcode, the fewest address dwords any dimension and `a16` combination needs (one for
// loads, stores, atomics and `get_resinfo`), whatever the instruction really reads; the
// rows carry it as `vaddr: vreg<N>` (docs/DEVIATIONS.md). The resource is 8 SGPRs (`r128`
// does not change how LLVM prints it), the sampler 4. gfx8 added D16 (bit 63); gfx9
// renamed R128 (bit 15) to A16. Bit 0 and, where a row has no sampler or no `d16`,
// SSAMP and D16 must be 0, as llvm-mc requires; bits [7:1] and [62:58] are ignored.

isa! {
    /// Image memory access through an image resource (and a sampler).
    encoding Mimg {
        layout gfx6, gfx7 = 64 {
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
            _[7:1],
            RESERVED[0],
            _[63:58],
            SSAMP[57:53],
            SRSRC[52:48],
            VDATA[47:40],
            VADDR[39:32],
        }
        layout gfx8, gfx810 = 64 {
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
            _[7:1],
            RESERVED[0],
            D16[63],
            _[62:58],
            SSAMP[57:53],
            SRSRC[52:48],
            VDATA[47:40],
            VADDR[39:32],
        }
        layout gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:26] = 0b111100,
            SLC[25],
            OP[24:18],
            LWE[17],
            TFE[16],
            A16[15],
            DA[14],
            GLC[13],
            UNORM[12],
            DMASK[11:8],
            _[7:1],
            RESERVED[0],
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
            ssamp: SSAMP,
            dmask: DMASK,
            unorm: UNORM,
            glc: GLC,
            slc: SLC,
            r128: R128,
            a16: A16,
            tfe: TFE,
            lwe: LWE,
            da: DA,
            d16: D16,
        }
        zero_when_unused { RESERVED, SSAMP, D16 }
    }

    instructions Mimg {
        /// Load formatted data (the dmask channels) from an image, without a sampler.
        image_load { gfx6: 0 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Load formatted data from a given mip level.
        image_load_mip { gfx6: 1 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Load raw data, packed (no format conversion).
        image_load_pck { gfx6: 2 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Load raw data, packed, sign-extended.
        image_load_pck_sgn { gfx6: 3 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Load raw data from a given mip level, packed.
        image_load_mip_pck { gfx6: 4 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Load raw data from a given mip level, packed, sign-extended.
        image_load_mip_pck_sgn { gfx6: 5 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Store formatted data (the dmask channels) to an image.
        image_store { gfx6: 8 } (vdata: image_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Store formatted data to a given mip level.
        image_store_mip { gfx6: 9 } (vdata: image_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Store raw data, packed (no format conversion).
        image_store_pck { gfx6: 10 } (vdata: image_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Store raw data to a given mip level, packed.
        image_store_mip_pck { gfx6: 11 } (vdata: image_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Return the image resource's size and mip count for the mip level in the address.
        image_get_resinfo { gfx6: 14 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: Swap: write the data, return the old value (with glc).
        image_atomic_swap { gfx6: 15, gfx8: 16 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: Compare and swap: write the first half of the data where the value equals the second half; return the old value (with glc).
        image_atomic_cmpswap { gfx6: 16, gfx8: 17 } (vdata: inout image_cmpswap_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: integer add.
        image_atomic_add { gfx6: 17, gfx8: 18 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: integer subtract.
        image_atomic_sub { gfx6: 18, gfx8: 19 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: reverse integer subtract (data minus memory).
        image_atomic_rsub { gfx6: 19, gfx8: removed } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: signed integer minimum.
        image_atomic_smin { gfx6: 20 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: unsigned integer minimum.
        image_atomic_umin { gfx6: 21 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: signed integer maximum.
        image_atomic_smax { gfx6: 22 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: unsigned integer maximum.
        image_atomic_umax { gfx6: 23 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: bitwise and.
        image_atomic_and { gfx6: 24 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: bitwise or.
        image_atomic_or { gfx6: 25 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: bitwise xor.
        image_atomic_xor { gfx6: 26 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: increment, wrapping at the data value.
        image_atomic_inc { gfx6: 27 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: decrement, wrapping at the data value.
        image_atomic_dec { gfx6: 28 } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: floating-point compare and swap.
        image_atomic_fcmpswap { gfx6: 29, gfx8: removed } (vdata: inout image_cmpswap_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: floating-point minimum.
        image_atomic_fmin { gfx6: 30, gfx8: removed } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Image atomic: floating-point maximum.
        image_atomic_fmax { gfx6: 31, gfx8: removed } (vdata: inout image_atomic_data, vaddr: vreg<1>, srsrc: image_rsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Sample the image.
        image_sample { gfx6: 32 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with an LOD clamp.
        image_sample_cl { gfx6: 33 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with user derivatives.
        image_sample_d { gfx6: 34 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with user derivatives, with an LOD clamp.
        image_sample_d_cl { gfx6: 35 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, at a given LOD.
        image_sample_l { gfx6: 36 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with an LOD bias.
        image_sample_b { gfx6: 37 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with an LOD bias, with an LOD clamp.
        image_sample_b_cl { gfx6: 38 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, at LOD 0.
        image_sample_lz { gfx6: 39 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF).
        image_sample_c { gfx6: 40 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with an LOD clamp.
        image_sample_c_cl { gfx6: 41 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with user derivatives.
        image_sample_c_d { gfx6: 42 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with user derivatives, with an LOD clamp.
        image_sample_c_d_cl { gfx6: 43 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), at a given LOD.
        image_sample_c_l { gfx6: 44 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with an LOD bias.
        image_sample_c_b { gfx6: 45 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with an LOD bias, with an LOD clamp.
        image_sample_c_b_cl { gfx6: 46 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), at LOD 0.
        image_sample_c_lz { gfx6: 47 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with texel offsets.
        image_sample_o { gfx6: 48 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with an LOD clamp, with texel offsets.
        image_sample_cl_o { gfx6: 49 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with user derivatives, with texel offsets.
        image_sample_d_o { gfx6: 50 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with user derivatives, with an LOD clamp, with texel offsets.
        image_sample_d_cl_o { gfx6: 51 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, at a given LOD, with texel offsets.
        image_sample_l_o { gfx6: 52 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with an LOD bias, with texel offsets.
        image_sample_b_o { gfx6: 53 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with an LOD bias, with an LOD clamp, with texel offsets.
        image_sample_b_cl_o { gfx6: 54 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, at LOD 0, with texel offsets.
        image_sample_lz_o { gfx6: 55 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with texel offsets.
        image_sample_c_o { gfx6: 56 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with an LOD clamp, with texel offsets.
        image_sample_c_cl_o { gfx6: 57 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with user derivatives, with texel offsets.
        image_sample_c_d_o { gfx6: 58 } (vdata: out image_data, vaddr: vreg<4>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with user derivatives, with an LOD clamp, with texel offsets.
        image_sample_c_d_cl_o { gfx6: 59 } (vdata: out image_data, vaddr: vreg<4>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), at a given LOD, with texel offsets.
        image_sample_c_l_o { gfx6: 60 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with an LOD bias, with texel offsets.
        image_sample_c_b_o { gfx6: 61 } (vdata: out image_data, vaddr: vreg<4>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with an LOD bias, with an LOD clamp, with texel offsets.
        image_sample_c_b_cl_o { gfx6: 62 } (vdata: out image_data, vaddr: vreg<4>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), at LOD 0, with texel offsets.
        image_sample_c_lz_o { gfx6: 63 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads.
        image_gather4 { gfx6: 64 } (vdata: out image_gather_data, vaddr: vreg<1>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with an LOD clamp.
        image_gather4_cl { gfx6: 65 } (vdata: out image_gather_data, vaddr: vreg<1>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component of four texels (gather4h: the 4 texels of a 2x2 quad in one channel).
        image_gather4h { gfx9: 66 } (vdata: out image_gather_data, vaddr: vreg<1>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, at a given LOD.
        image_gather4_l { gfx6: 68 } (vdata: out image_gather_data, vaddr: vreg<1>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with an LOD bias.
        image_gather4_b { gfx6: 69 } (vdata: out image_gather_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with an LOD bias, with an LOD clamp.
        image_gather4_b_cl { gfx6: 70 } (vdata: out image_gather_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, at LOD 0.
        image_gather4_lz { gfx6: 71 } (vdata: out image_gather_data, vaddr: vreg<1>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF).
        image_gather4_c { gfx6: 72 } (vdata: out image_gather_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF), with an LOD clamp.
        image_gather4_c_cl { gfx6: 73 } (vdata: out image_gather_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF), at a given LOD.
        image_gather4_c_l { gfx6: 76 } (vdata: out image_gather_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF), with an LOD bias.
        image_gather4_c_b { gfx6: 77 } (vdata: out image_gather_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF), with an LOD bias, with an LOD clamp.
        image_gather4_c_b_cl { gfx6: 78 } (vdata: out image_gather_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF), at LOD 0.
        image_gather4_c_lz { gfx6: 79 } (vdata: out image_gather_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with texel offsets.
        image_gather4_o { gfx6: 80 } (vdata: out image_gather_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with an LOD clamp, with texel offsets.
        image_gather4_cl_o { gfx6: 81 } (vdata: out image_gather_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, at a given LOD, with texel offsets.
        image_gather4_l_o { gfx6: 84 } (vdata: out image_gather_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with an LOD bias, with texel offsets.
        image_gather4_b_o { gfx6: 85 } (vdata: out image_gather_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with an LOD bias, with an LOD clamp, with texel offsets.
        image_gather4_b_cl_o { gfx6: 86 } (vdata: out image_gather_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, at LOD 0, with texel offsets.
        image_gather4_lz_o { gfx6: 87 } (vdata: out image_gather_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF), with texel offsets.
        image_gather4_c_o { gfx6: 88 } (vdata: out image_gather_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF), with an LOD clamp, with texel offsets.
        image_gather4_c_cl_o { gfx6: 89 } (vdata: out image_gather_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF), at a given LOD, with texel offsets.
        image_gather4_c_l_o { gfx6: 92 } (vdata: out image_gather_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF), with an LOD bias, with texel offsets.
        image_gather4_c_b_o { gfx6: 93 } (vdata: out image_gather_data, vaddr: vreg<4>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF), with an LOD bias, with an LOD clamp, with texel offsets.
        image_gather4_c_b_cl_o { gfx6: 94 } (vdata: out image_gather_data, vaddr: vreg<4>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Gather one component (the dmask channel) of the four texels a bilinear sample reads, with depth comparison (PCF), at LOD 0, with texel offsets.
        image_gather4_c_lz_o { gfx6: 95 } (vdata: out image_gather_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Return the LOD the sampler would compute for the address (two channels: clamped and unclamped).
        image_get_lod { gfx6: 96 } (vdata: out image_data, vaddr: vreg<1>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag),
        /// Sample the image, with coarse user derivatives.
        image_sample_cd { gfx6: 104 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with coarse user derivatives, with an LOD clamp.
        image_sample_cd_cl { gfx6: 105 } (vdata: out image_data, vaddr: vreg<2>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with coarse user derivatives.
        image_sample_c_cd { gfx6: 106 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with coarse user derivatives, with an LOD clamp.
        image_sample_c_cd_cl { gfx6: 107 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with coarse user derivatives, with texel offsets.
        image_sample_cd_o { gfx6: 108 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with coarse user derivatives, with an LOD clamp, with texel offsets.
        image_sample_cd_cl_o { gfx6: 109 } (vdata: out image_data, vaddr: vreg<3>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with coarse user derivatives, with texel offsets.
        image_sample_c_cd_o { gfx6: 110 } (vdata: out image_data, vaddr: vreg<4>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
        /// Sample the image, with depth comparison (PCF), with coarse user derivatives, with an LOD clamp, with texel offsets.
        image_sample_c_cd_cl_o { gfx6: 111 } (vdata: out image_data, vaddr: vreg<4>, srsrc: image_rsrc, ssamp: srsrc, dmask: dmask, unorm: flag, glc: flag, slc: flag, r128: { gfx6: flag, gfx9: none }, a16: { gfx6: none, gfx9: flag }, tfe: flag, lwe: flag, da: flag, d16: { gfx6: none, gfx8: flag, gfx810: d16_packed }),
    }
}
