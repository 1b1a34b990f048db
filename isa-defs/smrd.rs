// SMRD: scalar memory reads of GCN 1.0 and 1.1 (gfx6, gfx7).
// Source: seed 000 (CLRX SMRD), checked against llvm-mc 19.

isa! {
    /// Scalar memory read: loads through the constant cache into SGPRs.
    encoding Smrd {
        layout gfx6, gfx7 = 32 {
            ENCODING[31:27] = 0b11000,
            OP[26:22],
            SDST[21:15],
            SBASE[14:9],
            IMM[8],
            OFFSET[7:0],
        }
        operands {
            out sdst: SDST,
            sbase: SBASE,
            offset: (IMM, OFFSET),
        }
    }

    instructions Smrd {
        /// Load one dword from a 64-bit address.
        s_load_dword { gfx6: 0 } (sdst: sdst<1>, sbase: sbase<2>, offset: smrd_offset),
        /// Load two dwords from a 64-bit address.
        s_load_dwordx2 { gfx6: 1 } (sdst: sdst<2>, sbase: sbase<2>, offset: smrd_offset),
        /// Load four dwords from a 64-bit address.
        s_load_dwordx4 { gfx6: 2 } (sdst: sdst<4>, sbase: sbase<2>, offset: smrd_offset),
        /// Load eight dwords from a 64-bit address.
        s_load_dwordx8 { gfx6: 3 } (sdst: sdst<8>, sbase: sbase<2>, offset: smrd_offset),
        /// Load sixteen dwords from a 64-bit address.
        s_load_dwordx16 { gfx6: 4 } (sdst: sdst<16>, sbase: sbase<2>, offset: smrd_offset),
        /// Load one dword through a buffer descriptor.
        s_buffer_load_dword { gfx6: 8 } (sdst: sdst<1>, sbase: sbase<4>, offset: smrd_offset),
        /// Load two dwords through a buffer descriptor.
        s_buffer_load_dwordx2 { gfx6: 9 } (sdst: sdst<2>, sbase: sbase<4>, offset: smrd_offset),
        /// Load four dwords through a buffer descriptor.
        s_buffer_load_dwordx4 { gfx6: 10 } (sdst: sdst<4>, sbase: sbase<4>, offset: smrd_offset),
        /// Load eight dwords through a buffer descriptor.
        s_buffer_load_dwordx8 { gfx6: 11 } (sdst: sdst<8>, sbase: sbase<4>, offset: smrd_offset),
        /// Load sixteen dwords through a buffer descriptor.
        s_buffer_load_dwordx16 { gfx6: 12 } (sdst: sdst<16>, sbase: sbase<4>, offset: smrd_offset),
        /// Invalidate the volatile lines of the scalar data cache.
        s_dcache_inv_vol { gfx7: 29 } (),
        /// Read the 64-bit shader clock.
        s_memtime { gfx6: 30 } (sdst: sdst<2>),
        /// Invalidate the scalar data cache.
        s_dcache_inv { gfx6: 31 } (),
    }
}
