// FLAT (gfx7+), GLOBAL and SCRATCH (gfx9+): vector memory through a flat address.
// Sources: CLRX's FLAT doc (reference/clrx-docs/GcnInstrsFlat.md), checked against llvm-mc 19.
//
// One row per FLAT instruction; its GLOBAL and SCRATCH forms (gfx9's SEG field, same
// opcode, a `saddr` scalar base and a signed offset) are variants of the row, renamed by
// `prefix`. Loads of at most a dword also have an LDS form on gfx9 (LDS = 1, no `vdst`,
// printed with `lds`), like MUBUF's. An atomic returns the old value only with GLC = 1: its
// returning form (`rtn`, with `vdst` and a fixed `glc`) is a variant too, and the row's
// `vdst` goes only there.
//
// The encodings that differ only in fixed bits (GLC for the atomics, SEG and LDS for the
// segments) copy their layouts with `layouts of`.
//
// gfx7 has no offset field (bits 15:0 are ignored, as are 55:48). LLVM 19 decodes gfx8's
// bits 12:0 as an offset, as on gfx9, though its assembler takes none there; it requires
// SEG, LDS and SADDR to be 0 in FLAT words, and ignores bits 25 and 55 (NV on gfx9), except
// that it rejects NV = 1 in the LDS forms and bit 25 (SCC, gfx90a's cache bit, which its gfx9
// decoder reads and re-encodes but does not print) in gfx908's two float atomics.

isa! {
    /// A FLAT load or store (and, from gfx9, the SEG = 0 segment).
    encoding Flat {
        layout gfx7 = 64 {
            ENCODING[31:26] = 0b110111,
            _[25],
            OP[24:18],
            SLC[17],
            GLC[16],
            _[15:0],
            VDST[63:56],
            _[55:48],
            DATA[47:40],
            ADDR[39:32],
        }
        layout gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:26] = 0b110111,
            _[25],
            OP[24:18],
            SLC[17],
            GLC[16],
            SEG[15:14] = 0,
            LDS[13] = 0,
            OFFSET[12:0],
            VDST[63:56],
            _[55],
            SADDR[54:48] = 0,
            DATA[47:40],
            ADDR[39:32],
        }
        operands {
            out vdst: VDST,
            vaddr: ADDR,
            vdata: DATA,
            offset: OFFSET,
            glc: GLC,
            slc: SLC,
        }
        variant global in Global prefix global (vaddr: global_vaddr, saddr: global_saddr, offset: global_offset)
        variant global_lds in GlobalLds prefix global (vaddr: global_vaddr, saddr: global_saddr, offset: global_offset, lds: marker)
        variant scratch in Scratch prefix scratch (vaddr: scratch_vaddr, saddr: scratch_saddr, offset: global_offset)
        variant scratch_lds in ScratchLds prefix scratch (vaddr: scratch_vaddr, saddr: scratch_saddr, offset: global_offset, lds: marker)
    }

    /// A FLAT atomic that returns nothing (GLC = 0).
    encoding FlatAtomic {
        layouts of Flat { GLC[16] = 0 }
        operands {
            vaddr: ADDR,
            vdata: DATA,
            offset: OFFSET,
            slc: SLC,
        }
        variant rtn in FlatAtomicRtn (glc: marker)
        variant global in GlobalAtomic prefix global (vaddr: global_vaddr, saddr: global_saddr, offset: global_offset)
        variant global_rtn in GlobalAtomicRtn prefix global (vaddr: global_vaddr, saddr: global_saddr, offset: global_offset, glc: marker)
    }

    /// A FLAT atomic that returns the memory's old value in `vdst` (GLC = 1).
    encoding FlatAtomicRtn {
        layouts of Flat { GLC[16] = 1 }
        operands {
            out vdst: VDST,
            vaddr: ADDR,
            vdata: DATA,
            offset: OFFSET,
            glc: (),
            slc: SLC,
        }
    }

    /// A GLOBAL load or store (SEG = 2): a 64-bit VGPR address, or an SGPR-pair base plus a VGPR offset.
    encoding Global {
        layout gfx9, gfx904, gfx906, gfx908 = 64 {
            ENCODING[31:26] = 0b110111,
            SCC[25],
            OP[24:18],
            SLC[17],
            GLC[16],
            SEG[15:14] = 0b10,
            LDS[13] = 0,
            OFFSET[12:0],
            VDST[63:56],
            NV[55],
            SADDR[54:48],
            DATA[47:40],
            ADDR[39:32],
        }
        operands {
            out vdst: VDST,
            vaddr: ADDR,
            vdata: DATA,
            saddr: SADDR,
            offset: OFFSET,
            glc: GLC,
            slc: SLC,
        }
    }

    /// A GLOBAL load whose data goes to LDS (at M0's address) instead of VGPRs.
    encoding GlobalLds {
        layouts of Global { LDS[13] = 1, NV[55] = 0 }
        operands {
            vaddr: ADDR,
            saddr: SADDR,
            offset: OFFSET,
            glc: GLC,
            slc: SLC,
            lds: (),
        }
    }

    /// A SCRATCH (private) load or store (SEG = 1): a VGPR or an SGPR offset.
    encoding Scratch {
        layouts of Global { SEG[15:14] = 0b01 }
        operands {
            out vdst: VDST,
            vaddr: ADDR,
            vdata: DATA,
            saddr: SADDR,
            offset: OFFSET,
            glc: GLC,
            slc: SLC,
        }
    }

    /// A SCRATCH load whose data goes to LDS (at M0's address) instead of VGPRs.
    encoding ScratchLds {
        layouts of Global { SEG[15:14] = 0b01, LDS[13] = 1, NV[55] = 0 }
        operands {
            vaddr: ADDR,
            saddr: SADDR,
            offset: OFFSET,
            glc: GLC,
            slc: SLC,
            lds: (),
        }
    }

    /// A GLOBAL atomic that returns nothing (GLC = 0).
    encoding GlobalAtomic {
        layouts of Global { GLC[16] = 0 }
        operands {
            vaddr: ADDR,
            vdata: DATA,
            saddr: SADDR,
            offset: OFFSET,
            slc: SLC,
        }
    }

    /// A GLOBAL atomic that returns the memory's old value in `vdst` (GLC = 1).
    encoding GlobalAtomicRtn {
        layouts of Global { GLC[16] = 1 }
        operands {
            out vdst: VDST,
            vaddr: ADDR,
            vdata: DATA,
            saddr: SADDR,
            offset: OFFSET,
            glc: (),
            slc: SLC,
        }
    }

    instructions Flat {
        /// Load an unsigned byte, zero-extended.
        flat_load_ubyte { gfx7: 8, gfx8: 16 } (vdst: out vreg<1>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, global_lds, scratch, scratch_lds,
        /// Load a signed byte, sign-extended.
        flat_load_sbyte { gfx7: 9, gfx8: 17 } (vdst: out vreg<1>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, global_lds, scratch, scratch_lds,
        /// Load an unsigned short, zero-extended.
        flat_load_ushort { gfx7: 10, gfx8: 18 } (vdst: out vreg<1>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, global_lds, scratch, scratch_lds,
        /// Load a signed short, sign-extended.
        flat_load_sshort { gfx7: 11, gfx8: 19 } (vdst: out vreg<1>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, global_lds, scratch, scratch_lds,
        /// Load a dword.
        flat_load_dword { gfx7: 12, gfx8: 20 } (vdst: out vreg<1>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, global_lds, scratch, scratch_lds,
        /// Load two dwords.
        flat_load_dwordx2 { gfx7: 13, gfx8: 21 } (vdst: out vreg<2>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Load three dwords.
        flat_load_dwordx3 { gfx7: 15, gfx8: 22 } (vdst: out vreg<3>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Load four dwords.
        flat_load_dwordx4 { gfx7: 14, gfx8: 23 } (vdst: out vreg<4>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Load an unsigned byte into the low half of a VGPR, keeping the high half.
        flat_load_ubyte_d16 { gfx9: 32 } (vdst: inout vreg<1>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Load an unsigned byte into the high half of a VGPR, keeping the low half.
        flat_load_ubyte_d16_hi { gfx9: 33 } (vdst: inout vreg<1>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Load a signed byte into the low half of a VGPR, keeping the high half.
        flat_load_sbyte_d16 { gfx9: 34 } (vdst: inout vreg<1>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Load a signed byte into the high half of a VGPR, keeping the low half.
        flat_load_sbyte_d16_hi { gfx9: 35 } (vdst: inout vreg<1>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Load a short into the low half of a VGPR, keeping the high half.
        flat_load_short_d16 { gfx9: 36 } (vdst: inout vreg<1>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Load a short into the high half of a VGPR, keeping the low half.
        flat_load_short_d16_hi { gfx9: 37 } (vdst: inout vreg<1>, vaddr: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Store the low byte of a VGPR.
        flat_store_byte { gfx7: 24 } (vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Store the low byte of a VGPR's high half.
        flat_store_byte_d16_hi { gfx9: 25 } (vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Store the low short of a VGPR.
        flat_store_short { gfx7: 26 } (vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Store the high short of a VGPR.
        flat_store_short_d16_hi { gfx9: 27 } (vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Store a dword.
        flat_store_dword { gfx7: 28 } (vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Store two dwords.
        flat_store_dwordx2 { gfx7: 29 } (vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Store three dwords.
        flat_store_dwordx3 { gfx7: 31, gfx8: 30 } (vaddr: vreg<2>, vdata: vreg<3>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
        /// Store four dwords.
        flat_store_dwordx4 { gfx7: 30, gfx8: 31 } (vaddr: vreg<2>, vdata: vreg<4>, offset: flat_offset, glc: flag, slc: flag) also global, scratch,
    }

    instructions FlatAtomic {
        /// Swap the memory value with the data.
        flat_atomic_swap { gfx7: 48, gfx8: 64 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Compare the memory value with the data's second dword and, if equal, store its first.
        flat_atomic_cmpswap { gfx7: 49, gfx8: 65 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Add the data to the memory value.
        flat_atomic_add { gfx7: 50, gfx8: 66 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Subtract the data from the memory value.
        flat_atomic_sub { gfx7: 51, gfx8: 67 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Signed minimum.
        flat_atomic_smin { gfx7: 53, gfx8: 68 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Unsigned minimum.
        flat_atomic_umin { gfx7: 54, gfx8: 69 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Signed maximum.
        flat_atomic_smax { gfx7: 55, gfx8: 70 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Unsigned maximum.
        flat_atomic_umax { gfx7: 56, gfx8: 71 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Bitwise and.
        flat_atomic_and { gfx7: 57, gfx8: 72 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Bitwise or.
        flat_atomic_or { gfx7: 58, gfx8: 73 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Bitwise exclusive or.
        flat_atomic_xor { gfx7: 59, gfx8: 74 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Increment, wrapping to 0 past the data.
        flat_atomic_inc { gfx7: 60, gfx8: 75 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Decrement, wrapping to the data at 0 or past it.
        flat_atomic_dec { gfx7: 61, gfx8: 76 } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Float compare-and-swap (gfx7).
        flat_atomic_fcmpswap { gfx7: 62, gfx8: removed } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn,
        /// Float minimum (gfx7).
        flat_atomic_fmin { gfx7: 63, gfx8: removed } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn,
        /// Float maximum (gfx7).
        flat_atomic_fmax { gfx7: 64, gfx8: removed } (vdst: out vreg<1>, vaddr: vreg<2>, vdata: vreg<1>, offset: flat_offset, slc: flag) also rtn,
        /// Swap the memory value with the data, 64-bit.
        flat_atomic_swap_x2 { gfx7: 80, gfx8: 96 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Compare the memory value with the data's second dword and, if equal, store its first, 64-bit.
        flat_atomic_cmpswap_x2 { gfx7: 81, gfx8: 97 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<4>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Add the data to the memory value, 64-bit.
        flat_atomic_add_x2 { gfx7: 82, gfx8: 98 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Subtract the data from the memory value, 64-bit.
        flat_atomic_sub_x2 { gfx7: 83, gfx8: 99 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Signed minimum, 64-bit.
        flat_atomic_smin_x2 { gfx7: 85, gfx8: 100 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Unsigned minimum, 64-bit.
        flat_atomic_umin_x2 { gfx7: 86, gfx8: 101 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Signed maximum, 64-bit.
        flat_atomic_smax_x2 { gfx7: 87, gfx8: 102 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Unsigned maximum, 64-bit.
        flat_atomic_umax_x2 { gfx7: 88, gfx8: 103 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Bitwise and, 64-bit.
        flat_atomic_and_x2 { gfx7: 89, gfx8: 104 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Bitwise or, 64-bit.
        flat_atomic_or_x2 { gfx7: 90, gfx8: 105 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Bitwise exclusive or, 64-bit.
        flat_atomic_xor_x2 { gfx7: 91, gfx8: 106 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Increment, wrapping to 0 past the data, 64-bit.
        flat_atomic_inc_x2 { gfx7: 92, gfx8: 107 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Decrement, wrapping to the data at 0 or past it, 64-bit.
        flat_atomic_dec_x2 { gfx7: 93, gfx8: 108 } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn, global, global_rtn,
        /// Float compare-and-swap (gfx7), 64-bit (gfx7).
        flat_atomic_fcmpswap_x2 { gfx7: 94, gfx8: removed } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<4>, offset: flat_offset, slc: flag) also rtn,
        /// Float minimum (gfx7), 64-bit (gfx7).
        flat_atomic_fmin_x2 { gfx7: 95, gfx8: removed } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn,
        /// Float maximum (gfx7), 64-bit (gfx7).
        flat_atomic_fmax_x2 { gfx7: 96, gfx8: removed } (vdst: out vreg<2>, vaddr: vreg<2>, vdata: vreg<2>, offset: flat_offset, slc: flag) also rtn,
    }

    instructions GlobalAtomic {
        /// Add the data to the memory's float value (gfx908; no returning form).
        global_atomic_add_f32 { gfx908: 77 } (vaddr: global_vaddr, vdata: vreg<1>, saddr: global_saddr, offset: global_offset, slc: flag) where SCC = 0,
        /// Add the data's two halves to the memory's packed halves (gfx908; no returning form).
        global_atomic_pk_add_f16 { gfx908: 78 } (vaddr: global_vaddr, vdata: vreg<1>, saddr: global_saddr, offset: global_offset, slc: flag) where SCC = 0,
    }
}
