// SMEM: scalar memory access of GCN 1.2 onward (gfx8, gfx9, gfx906, gfx908).
// Source: seed 001 (CLRX SMEM) with the guide's errata, checked against llvm-mc 19.
// LLVM 19 neither prints nor accepts `nv`; the bit is kept as a typed, unprinted flag.

isa! {
    /// Scalar memory access: loads, stores, atomics and cache control on SGPRs.
    encoding Smem {
        layout gfx8, gfx810 = 64 {
            ENCODING[31:26] = 0b110000,
            OP[25:18],
            IMM[17],
            GLC[16],
            _[15:13],
            SDATA[12:6],
            SBASE[5:0],
            _[63:52],
            OFFSET[51:32],
        }
        layout gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:26] = 0b110000,
            OP[25:18],
            IMM[17],
            GLC[16],
            NV[15],
            SOE[14],
            _[13],
            SDATA[12:6],
            SBASE[5:0],
            SOFFSET[63:57],
            _[56:53],
            OFFSET[52:32],
        }
        operands {
            out sdata: SDATA,
            sbase: SBASE,
            offset: (IMM, SOE, OFFSET, SOFFSET),
            glc: GLC,
            nv: NV,
        }
    }

    instructions Smem {
        /// Load 1 dword(s) from a 64-bit address.
        s_load_dword { gfx8: 0 } (sdata: sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 2 dword(s) from a 64-bit address.
        s_load_dwordx2 { gfx8: 1 } (sdata: sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 4 dword(s) from a 64-bit address.
        s_load_dwordx4 { gfx8: 2 } (sdata: sdst<4>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 8 dword(s) from a 64-bit address.
        s_load_dwordx8 { gfx8: 3 } (sdata: sdst<8>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 16 dword(s) from a 64-bit address.
        s_load_dwordx16 { gfx8: 4 } (sdata: sdst<16>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 1 dword(s) from scratch memory.
        s_scratch_load_dword { gfx9: 5 } (sdata: sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 2 dword(s) from scratch memory.
        s_scratch_load_dwordx2 { gfx9: 6 } (sdata: sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 4 dword(s) from scratch memory.
        s_scratch_load_dwordx4 { gfx9: 7 } (sdata: sdst<4>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 1 dword(s) through a buffer descriptor.
        s_buffer_load_dword { gfx8: 8 } (sdata: sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 2 dword(s) through a buffer descriptor.
        s_buffer_load_dwordx2 { gfx8: 9 } (sdata: sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 4 dword(s) through a buffer descriptor.
        s_buffer_load_dwordx4 { gfx8: 10 } (sdata: sdst<4>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 8 dword(s) through a buffer descriptor.
        s_buffer_load_dwordx8 { gfx8: 11 } (sdata: sdst<8>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Load 16 dword(s) through a buffer descriptor.
        s_buffer_load_dwordx16 { gfx8: 12 } (sdata: sdst<16>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Store 1 dword(s) to a 64-bit address.
        s_store_dword { gfx8: 16 } (sdata: in sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Store 2 dword(s) to a 64-bit address.
        s_store_dwordx2 { gfx8: 17 } (sdata: in sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Store 4 dword(s) to a 64-bit address.
        s_store_dwordx4 { gfx8: 18 } (sdata: in sdst<4>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Store 1 dword(s) to scratch memory.
        s_scratch_store_dword { gfx9: 21 } (sdata: in sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Store 2 dword(s) to scratch memory.
        s_scratch_store_dwordx2 { gfx9: 22 } (sdata: in sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Store 4 dword(s) to scratch memory.
        s_scratch_store_dwordx4 { gfx9: 23 } (sdata: in sdst<4>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Store 1 dword(s) through a buffer descriptor.
        s_buffer_store_dword { gfx8: 24 } (sdata: in sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Store 2 dword(s) through a buffer descriptor.
        s_buffer_store_dwordx2 { gfx8: 25 } (sdata: in sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Store 4 dword(s) through a buffer descriptor.
        s_buffer_store_dwordx4 { gfx8: 26 } (sdata: in sdst<4>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Invalidate the scalar data cache.
        s_dcache_inv { gfx8: 32 } () where IMM = 0,
        /// Write back the scalar data cache.
        s_dcache_wb { gfx8: 33 } () where IMM = 0,
        /// Invalidate the volatile lines of the scalar data cache.
        s_dcache_inv_vol { gfx8: 34 } () where IMM = 0,
        /// Write back the volatile lines of the scalar data cache.
        s_dcache_wb_vol { gfx8: 35 } () where IMM = 0,
        /// Read the 64-bit shader clock.
        s_memtime { gfx8: 36 } (sdata: sdst<2>) where IMM = 0,
        /// Read the 64-bit real-time clock.
        s_memrealtime { gfx8: 37 } (sdata: sdst<2>) where IMM = 0,
        /// Probe the address translation cache for a 64-bit address.
        s_atc_probe { gfx8: 38 } (sdata: in uimm<7>, sbase: sbase<2>, offset: smem_offset, nv: unprinted_flag),
        /// Probe the address translation cache for a buffer.
        s_atc_probe_buffer { gfx8: 39 } (sdata: in uimm<7>, sbase: sbase<4>, offset: smem_offset, nv: unprinted_flag),
        /// Discard one scalar data cache line.
        s_dcache_discard { gfx9: 40 } (sbase: sbase<2>, offset: smem_offset, nv: unprinted_flag),
        /// Discard two scalar data cache lines.
        s_dcache_discard_x2 { gfx9: 41 } (sbase: sbase<2>, offset: smem_offset, nv: unprinted_flag),
        /// Atomic swap (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_swap { gfx9: 64 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic cmpswap (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_cmpswap { gfx9: 65 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic add (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_add { gfx9: 66 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic sub (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_sub { gfx9: 67 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic smin (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_smin { gfx9: 68 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic umin (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_umin { gfx9: 69 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic smax (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_smax { gfx9: 70 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic umax (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_umax { gfx9: 71 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic and (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_and { gfx9: 72 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic or (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_or { gfx9: 73 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic xor (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_xor { gfx9: 74 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic inc (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_inc { gfx9: 75 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic dec (32-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_dec { gfx9: 76 } (sdata: inout sdst<1>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic swap (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_swap_x2 { gfx9: 96 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic cmpswap (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_cmpswap_x2 { gfx9: 97 } (sdata: inout sdst<4>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic add (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_add_x2 { gfx9: 98 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic sub (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_sub_x2 { gfx9: 99 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic smin (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_smin_x2 { gfx9: 100 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic umin (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_umin_x2 { gfx9: 101 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic smax (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_smax_x2 { gfx9: 102 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic umax (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_umax_x2 { gfx9: 103 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic and (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_and_x2 { gfx9: 104 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic or (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_or_x2 { gfx9: 105 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic xor (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_xor_x2 { gfx9: 106 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic inc (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_inc_x2 { gfx9: 107 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic dec (64-bit) on a buffer; `glc` returns the old value.
        s_buffer_atomic_dec_x2 { gfx9: 108 } (sdata: inout sdst<2>, sbase: sbase<4>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic swap (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_swap { gfx9: 128 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic cmpswap (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_cmpswap { gfx9: 129 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic add (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_add { gfx9: 130 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic sub (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_sub { gfx9: 131 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic smin (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_smin { gfx9: 132 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic umin (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_umin { gfx9: 133 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic smax (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_smax { gfx9: 134 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic umax (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_umax { gfx9: 135 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic and (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_and { gfx9: 136 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic or (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_or { gfx9: 137 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic xor (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_xor { gfx9: 138 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic inc (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_inc { gfx9: 139 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic dec (32-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_dec { gfx9: 140 } (sdata: inout sdst<1>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic swap (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_swap_x2 { gfx9: 160 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic cmpswap (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_cmpswap_x2 { gfx9: 161 } (sdata: inout sdst<4>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic add (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_add_x2 { gfx9: 162 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic sub (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_sub_x2 { gfx9: 163 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic smin (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_smin_x2 { gfx9: 164 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic umin (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_umin_x2 { gfx9: 165 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic smax (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_smax_x2 { gfx9: 166 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic umax (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_umax_x2 { gfx9: 167 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic and (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_and_x2 { gfx9: 168 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic or (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_or_x2 { gfx9: 169 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic xor (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_xor_x2 { gfx9: 170 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic inc (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_inc_x2 { gfx9: 171 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
        /// Atomic dec (64-bit) on a 64-bit address; `glc` returns the old value.
        s_atomic_dec_x2 { gfx9: 172 } (sdata: inout sdst<2>, sbase: sbase<2>, offset: smem_offset, glc: flag, nv: unprinted_flag),
    }
}
