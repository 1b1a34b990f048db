// MUBUF: untyped buffer loads, stores and atomics, all generations.
// Source: CLRX's MUBUF doc (reference/clrx-docs/GcnInstrsMubuf.md), checked against llvm-mc 19.
// The layout is MTBUF's without the format: gfx8 moved SLC into the first dword and dropped
// ADDR64. Loads of at most a dword can write LDS instead of VGPRs (LDS = 1): LLVM prints
// that form without the data register and with `lds`, so it is a variant in the `MubufLds`
// encoding, at the same opcode. Atomics return the old value in `vdata` when `glc` is set
// and take no `tfe`. gfx8 kept ADDR64's bit: LLVM ignores it except on the cache
// invalidations, which require it (like their other address and cache bits) to be 0.

isa! {
    /// Untyped buffer access through a buffer resource.
    encoding Mubuf {
        layout gfx6, gfx7 = 64 {
            ENCODING[31:26] = 0b111000,
            _[25],
            OP[24:18],
            _[17],
            LDS[16] = 0,
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
            ENCODING[31:26] = 0b111000,
            _[25],
            OP[24:18],
            SLC[17],
            LDS[16] = 0,
            ADDR64[15],
            GLC[14],
            IDXEN[13],
            OFFEN[12],
            OFFSET[11:0],
            SOFFSET[63:56],
            TFE[55],
            _[54:53],
            SRSRC[52:48],
            VDATA[47:40],
            VADDR[39:32],
        }
        operands {
            vdata: VDATA,
            vaddr: (VADDR, OFFEN, IDXEN, ADDR64),
            srsrc: SRSRC,
            soffset: SOFFSET,
            offset: OFFSET,
            glc: GLC,
            slc: SLC,
            tfe: TFE,
        }
        variant lds in MubufLds (lds: marker)
    }

    /// A buffer load whose data goes to LDS (at M0's address) instead of VGPRs.
    encoding MubufLds {
        layouts of Mubuf { LDS[16] = 1, TFE[55] = 0 }
        operands {
            vaddr: (VADDR, OFFEN, IDXEN, ADDR64),
            srsrc: SRSRC,
            soffset: SOFFSET,
            offset: OFFSET,
            glc: GLC,
            slc: SLC,
            lds: (),
        }
    }

    instructions Mubuf {
        /// Load one formatted component (x).
        buffer_load_format_x { gfx6: 0 } (vdata: out vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag) also lds,
        /// Load two formatted components (xy).
        buffer_load_format_xy { gfx6: 1 } (vdata: out vdata<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load three formatted components (xyz).
        buffer_load_format_xyz { gfx6: 2 } (vdata: out vdata<3>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load four formatted components (xyzw).
        buffer_load_format_xyzw { gfx6: 3 } (vdata: out vdata<4>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store one formatted component (x).
        buffer_store_format_x { gfx6: 4 } (vdata: vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store two formatted components (xy).
        buffer_store_format_xy { gfx6: 5 } (vdata: vdata<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store three formatted components (xyz).
        buffer_store_format_xyz { gfx6: 6 } (vdata: vdata<3>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store four formatted components (xyzw).
        buffer_store_format_xyzw { gfx6: 7 } (vdata: vdata<4>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load one 16-bit formatted component.
        buffer_load_format_d16_x { gfx8: 8 } (vdata: out vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load 2 16-bit components (one VGPR each on gfx8, packed from gfx9).
        buffer_load_format_d16_xy { gfx8: 9 } (vdata: out { gfx8: vdata<2>, gfx810: vdata<1> }, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load 3 16-bit components (one VGPR each on gfx8, packed from gfx9).
        buffer_load_format_d16_xyz { gfx8: 10 } (vdata: out { gfx8: vdata<3>, gfx810: vdata<2> }, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load 4 16-bit components (one VGPR each on gfx8, packed from gfx9).
        buffer_load_format_d16_xyzw { gfx8: 11 } (vdata: out { gfx8: vdata<4>, gfx810: vdata<2> }, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store one 16-bit formatted component.
        buffer_store_format_d16_x { gfx8: 12 } (vdata: vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store 2 16-bit components (one VGPR each on gfx8, packed from gfx9).
        buffer_store_format_d16_xy { gfx8: 13 } (vdata: { gfx8: vdata<2>, gfx810: vdata<1> }, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store 3 16-bit components (one VGPR each on gfx8, packed from gfx9).
        buffer_store_format_d16_xyz { gfx8: 14 } (vdata: { gfx8: vdata<3>, gfx810: vdata<2> }, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store 4 16-bit components (one VGPR each on gfx8, packed from gfx9).
        buffer_store_format_d16_xyzw { gfx8: 15 } (vdata: { gfx8: vdata<4>, gfx810: vdata<2> }, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load an unsigned byte, zero-extended.
        buffer_load_ubyte { gfx6: 8, gfx8: 16 } (vdata: out vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag) also lds,
        /// Load a signed byte, sign-extended.
        buffer_load_sbyte { gfx6: 9, gfx8: 17 } (vdata: out vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag) also lds,
        /// Load an unsigned 16-bit value, zero-extended.
        buffer_load_ushort { gfx6: 10, gfx8: 18 } (vdata: out vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag) also lds,
        /// Load a signed 16-bit value, sign-extended.
        buffer_load_sshort { gfx6: 11, gfx8: 19 } (vdata: out vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag) also lds,
        /// Load a dword.
        buffer_load_dword { gfx6: 12, gfx8: 20 } (vdata: out vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag) also lds,
        /// Load two dwords.
        buffer_load_dwordx2 { gfx6: 13, gfx8: 21 } (vdata: out vdata<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load three dwords.
        buffer_load_dwordx3 { gfx6: 15, gfx8: 22 } (vdata: out vdata<3>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load four dwords.
        buffer_load_dwordx4 { gfx6: 14, gfx8: 23 } (vdata: out vdata<4>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store the low byte.
        buffer_store_byte { gfx6: 24 } (vdata: vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store byte 2 (the high half's low byte).
        buffer_store_byte_d16_hi { gfx9: 25 } (vdata: vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store the low 16 bits.
        buffer_store_short { gfx6: 26 } (vdata: vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store the high 16 bits.
        buffer_store_short_d16_hi { gfx9: 27 } (vdata: vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store a dword.
        buffer_store_dword { gfx6: 28 } (vdata: vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store two dwords.
        buffer_store_dwordx2 { gfx6: 29 } (vdata: vdata<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store three dwords.
        buffer_store_dwordx3 { gfx6: 31, gfx8: 30 } (vdata: vdata<3>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store four dwords.
        buffer_store_dwordx4 { gfx6: 30, gfx8: 31 } (vdata: vdata<4>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load an unsigned byte into the low half, keeping the high half.
        buffer_load_ubyte_d16 { gfx9: 32 } (vdata: inout vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load an unsigned byte into the high half, keeping the low half.
        buffer_load_ubyte_d16_hi { gfx9: 33 } (vdata: inout vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load a signed byte into the low half, keeping the high half.
        buffer_load_sbyte_d16 { gfx9: 34 } (vdata: inout vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load a signed byte into the high half, keeping the low half.
        buffer_load_sbyte_d16_hi { gfx9: 35 } (vdata: inout vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load 16 bits into the low half, keeping the high half.
        buffer_load_short_d16 { gfx9: 36 } (vdata: inout vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load 16 bits into the high half, keeping the low half.
        buffer_load_short_d16_hi { gfx9: 37 } (vdata: inout vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Load one formatted 16-bit component into the high half, keeping the low half.
        buffer_load_format_d16_hi_x { gfx9: 38 } (vdata: inout vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Store one formatted 16-bit component from the high half.
        buffer_store_format_d16_hi_x { gfx9: 39 } (vdata: vdata<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag, tfe: flag),
        /// Write back and invalidate the shader L1 cache, scalar data included.
        buffer_wbinvl1_sc { gfx6: 112, gfx7: removed } () where OFFEN = 0, IDXEN = 0, ADDR64 = 0, GLC = 0, TFE = 0,
        /// Write back and invalidate the shader L1 cache.
        buffer_wbinvl1 { gfx6: 113, gfx8: 62 } () where OFFEN = 0, IDXEN = 0, ADDR64 = 0, GLC = 0, TFE = 0,
        /// Write back and invalidate the volatile lines of the shader L1 cache.
        buffer_wbinvl1_vol { gfx7: 112, gfx8: 63 } () where OFFEN = 0, IDXEN = 0, ADDR64 = 0, GLC = 0, TFE = 0,
        /// Swap (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_swap { gfx6: 48, gfx8: 64 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Compare and swap (data, then compare value) (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_cmpswap { gfx6: 49, gfx8: 65 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Add (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_add { gfx6: 50, gfx8: 66 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Subtract (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_sub { gfx6: 51, gfx8: 67 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Signed minimum (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_smin { gfx6: 53, gfx8: 68 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Unsigned minimum (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_umin { gfx6: 54, gfx8: 69 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Signed maximum (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_smax { gfx6: 55, gfx8: 70 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Unsigned maximum (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_umax { gfx6: 56, gfx8: 71 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Bitwise and (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_and { gfx6: 57, gfx8: 72 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Bitwise or (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_or { gfx6: 58, gfx8: 73 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Bitwise xor (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_xor { gfx6: 59, gfx8: 74 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Increment, wrapping at the data value (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_inc { gfx6: 60, gfx8: 75 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Decrement, wrapping at the data value (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_dec { gfx6: 61, gfx8: 76 } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Float compare and swap (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_fcmpswap { gfx6: 62, gfx8: removed } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Float minimum (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_fmin { gfx6: 63, gfx8: removed } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Float maximum (32-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_fmax { gfx6: 64, gfx8: removed } (vdata: inout vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Swap (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_swap_x2 { gfx6: 80, gfx8: 96 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Compare and swap (data, then compare value) (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_cmpswap_x2 { gfx6: 81, gfx8: 97 } (vdata: inout vreg<4>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Add (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_add_x2 { gfx6: 82, gfx8: 98 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Subtract (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_sub_x2 { gfx6: 83, gfx8: 99 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Signed minimum (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_smin_x2 { gfx6: 85, gfx8: 100 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Unsigned minimum (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_umin_x2 { gfx6: 86, gfx8: 101 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Signed maximum (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_smax_x2 { gfx6: 87, gfx8: 102 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Unsigned maximum (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_umax_x2 { gfx6: 88, gfx8: 103 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Bitwise and (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_and_x2 { gfx6: 89, gfx8: 104 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Bitwise or (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_or_x2 { gfx6: 90, gfx8: 105 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Bitwise xor (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_xor_x2 { gfx6: 91, gfx8: 106 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Increment, wrapping at the data value (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_inc_x2 { gfx6: 92, gfx8: 107 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Decrement, wrapping at the data value (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_dec_x2 { gfx6: 93, gfx8: 108 } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Float compare and swap (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_fcmpswap_x2 { gfx6: 94, gfx8: removed } (vdata: inout vreg<4>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Float minimum (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_fmin_x2 { gfx6: 95, gfx8: removed } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Float maximum (64-bit); with `glc` the old value is returned in `vdata`.
        buffer_atomic_fmax_x2 { gfx6: 96, gfx8: removed } (vdata: inout vreg<2>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, glc: flag, slc: flag) where TFE = 0,
        /// Add 32-bit floats (no return).
        buffer_atomic_add_f32 { gfx908: 77 } (vdata: vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, slc: flag) where TFE = 0, GLC = 0,
        /// Add packed 16-bit floats (no return).
        buffer_atomic_pk_add_f16 { gfx908: 78 } (vdata: vreg<1>, vaddr: buf_addr, srsrc: srsrc, soffset: soffset, offset: buf_offset, slc: flag) where TFE = 0, GLC = 0,
    }

    instructions MubufLds {
        /// Store a dword from LDS (at M0's address) to the buffer.
        buffer_store_lds_dword { gfx8: 61 } (srsrc: srsrc, soffset: soffset, offset: buf_offset, lds: marker, glc: flag, slc: flag) where OFFEN = 0, IDXEN = 0,
    }
}
