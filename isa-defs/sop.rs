// Scalar ALU: SOP2, SOPK, SOP1, SOPC and SOPP, all generations, in one block so that the
// ambiguity check sees them together: SOP1/SOPC/SOPP sit in SOPK opcodes 29-31, which
// sit in SOP2 opcodes 96-127.
// Source: the CLRX GcnInstrs docs, opcodes and operand forms checked against llvm-mc 19
// (tests/inventory/sop*.txt). gfx8 renumbered most SOP2, SOPK and SOP1 opcodes.

isa! {
    /// Scalar instruction with no destination and no source registers: program control,
    /// waits, messages.
    encoding Sopp {
        layout gfx6, gfx7, gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 32 {
            ENCODING[31:23] = 0b101111111,
            OP[22:16],
            SIMM16[15:0],
        }
        operands {
            simm16: SIMM16,
        }
    }

    /// Scalar compare of two sources, setting SCC.
    encoding Sopc {
        layout gfx6, gfx7, gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 32 {
            ENCODING[31:23] = 0b101111110,
            OP[22:16],
            SSRC1[15:8],
            SSRC0[7:0],
        }
        operands {
            ssrc0: SSRC0,
            ssrc1: SSRC1,
        }
    }

    /// Scalar instruction with one source.
    encoding Sop1 {
        layout gfx6, gfx7, gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 32 {
            ENCODING[31:23] = 0b101111101,
            SDST[22:16],
            OP[15:8],
            SSRC0[7:0],
        }
        operands {
            out sdst: SDST,
            ssrc0: SSRC0,
        }
    }

    /// Scalar instruction with a 16-bit immediate.
    encoding Sopk {
        layout gfx6, gfx7, gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 32 {
            ENCODING[31:28] = 0b1011,
            OP[27:23],
            SDST[22:16],
            SIMM16[15:0],
        }
        operands {
            out sdst: SDST,
            simm16: SIMM16,
            imm32: (),
        }
    }

    /// Scalar instruction with two sources.
    encoding Sop2 {
        layout gfx6, gfx7, gfx8, gfx810, gfx9, gfx904, gfx906, gfx908 = 32 {
            ENCODING[31:30] = 0b10,
            OP[29:23],
            SDST[22:16],
            SSRC1[15:8],
            SSRC0[7:0],
        }
        operands {
            out sdst: SDST,
            ssrc0: SSRC0,
            ssrc1: SSRC1,
        }
    }

    instructions Sopp {
        /// Do nothing for SIMM16[3:0] + 1 cycles.
        s_nop { gfx6: 0x0 } (simm16: uimm<16>),
        /// End the program.
        s_endpgm { gfx6: 0x1 } (simm16: opt_imm16),
        /// Jump by SIMM16 dwords.
        s_branch { gfx6: 0x2 } (simm16: branch),
        /// Branch if SCC is 0.
        s_cbranch_scc0 { gfx6: 0x4 } (simm16: branch),
        /// Branch if SCC is 1.
        s_cbranch_scc1 { gfx6: 0x5 } (simm16: branch),
        /// Branch if VCC is zero.
        s_cbranch_vccz { gfx6: 0x6 } (simm16: branch),
        /// Branch if VCC is not zero.
        s_cbranch_vccnz { gfx6: 0x7 } (simm16: branch),
        /// Branch if EXEC is zero.
        s_cbranch_execz { gfx6: 0x8 } (simm16: branch),
        /// Branch if EXEC is not zero.
        s_cbranch_execnz { gfx6: 0x9 } (simm16: branch),
        /// Synchronise the waves of the work-group.
        s_barrier { gfx6: 0xa } () where SIMM16 = 0,
        /// Set the kill bit (SIMM16[0]).
        s_setkill { gfx6: 0xb } (simm16: uimm<16>),
        /// Wait until the outstanding-operation counters drop to the given values.
        s_waitcnt { gfx6: 0xc } (simm16: waitcnt),
        /// Set or clear the halt bit (SIMM16[0]).
        s_sethalt { gfx6: 0xd } (simm16: uimm<16>),
        /// Sleep for about 64 * SIMM16[2:0] cycles.
        s_sleep { gfx6: 0xe } (simm16: uimm<16>),
        /// Set the wave priority to SIMM16[1:0].
        s_setprio { gfx6: 0xf } (simm16: uimm<16>),
        /// Send a message to the upstream controller.
        s_sendmsg { gfx6: 0x10 } (simm16: sendmsg),
        /// Send a message, then halt.
        s_sendmsghalt { gfx6: 0x11 } (simm16: sendmsg),
        /// Enter the trap handler with trap id SIMM16[7:0].
        s_trap { gfx6: 0x12 } (simm16: uimm<16>),
        /// Invalidate the instruction cache.
        s_icache_inv { gfx6: 0x13 } () where SIMM16 = 0,
        /// Increment the performance counter given by SIMM16[3:0].
        s_incperflevel { gfx6: 0x14 } (simm16: uimm<16>),
        /// Decrement the performance counter given by SIMM16[3:0].
        s_decperflevel { gfx6: 0x15 } (simm16: uimm<16>),
        /// Send M0 as user data to the thread trace.
        s_ttracedata { gfx6: 0x16 } () where SIMM16 = 0,
        /// Branch if the system debug flag is set.
        s_cbranch_cdbgsys { gfx6: 0x17 } (simm16: branch),
        /// Branch if the user debug flag is set.
        s_cbranch_cdbguser { gfx6: 0x18 } (simm16: branch),
        /// Branch if either debug flag is set.
        s_cbranch_cdbgsys_or_user { gfx6: 0x19 } (simm16: branch),
        /// Branch if both debug flags are set.
        s_cbranch_cdbgsys_and_user { gfx6: 0x1a } (simm16: branch),
        /// Wake the other waves of the work-group (gfx8+).
        s_wakeup { gfx8: 0x3 } () where SIMM16 = 0,
        /// End the program of a wave whose context was saved (gfx8+).
        s_endpgm_saved { gfx8: 0x1b } () where SIMM16 = 0,
        /// Disable VGPR indexing (gfx8+).
        s_set_gpr_idx_off { gfx8: 0x1c } () where SIMM16 = 0,
        /// Set the VGPR indexing modes (gfx8+).
        s_set_gpr_idx_mode { gfx8: 0x1d } (simm16: gpr_idx),
        /// End the program, signalling ordered pixel-shader completion (gfx9+).
        s_endpgm_ordered_ps_done { gfx9: 0x1e } () where SIMM16 = 0,
    }

    instructions Sopc {
        /// SCC = S0 == S1 (signed).
        s_cmp_eq_i32 { gfx6: 0x0 } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = S0 != S1 (signed).
        s_cmp_lg_i32 { gfx6: 0x1 } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = S0 > S1 (signed).
        s_cmp_gt_i32 { gfx6: 0x2 } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = S0 >= S1 (signed).
        s_cmp_ge_i32 { gfx6: 0x3 } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = S0 < S1 (signed).
        s_cmp_lt_i32 { gfx6: 0x4 } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = S0 <= S1 (signed).
        s_cmp_le_i32 { gfx6: 0x5 } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = S0 == S1 (unsigned).
        s_cmp_eq_u32 { gfx6: 0x6 } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = S0 != S1 (unsigned).
        s_cmp_lg_u32 { gfx6: 0x7 } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = S0 > S1 (unsigned).
        s_cmp_gt_u32 { gfx6: 0x8 } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = S0 >= S1 (unsigned).
        s_cmp_ge_u32 { gfx6: 0x9 } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = S0 < S1 (unsigned).
        s_cmp_lt_u32 { gfx6: 0xa } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = S0 <= S1 (unsigned).
        s_cmp_le_u32 { gfx6: 0xb } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = bit S1[4:0] of S0 is 0.
        s_bitcmp0_b32 { gfx6: 0xc } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = bit S1[4:0] of S0 is 1.
        s_bitcmp1_b32 { gfx6: 0xd } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// SCC = bit S1[5:0] of the 64-bit S0 is 0.
        s_bitcmp0_b64 { gfx6: 0xe } (ssrc0: ssrc<2>, ssrc1: ssrc<1>),
        /// SCC = bit S1[5:0] of the 64-bit S0 is 1.
        s_bitcmp1_b64 { gfx6: 0xf } (ssrc0: ssrc<2>, ssrc1: ssrc<1>),
        /// Enable or disable vector-instruction skipping: VSKIP = bit S1[4:0] of S0.
        s_setvskip { gfx6: 0x10 } (ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Enable VGPR indexing: M0[7:0] = S0, modes from the immediate (gfx8+).
        s_set_gpr_idx_on { gfx8: 0x11 } (ssrc0: ssrc<1>, ssrc1: gpr_idx),
        /// SCC = S0 == S1, 64 bits (gfx8+).
        s_cmp_eq_u64 { gfx8: 0x12 } (ssrc0: ssrc<2>, ssrc1: ssrc<2>),
        /// SCC = S0 != S1, 64 bits (gfx8+).
        s_cmp_lg_u64 { gfx8: 0x13 } (ssrc0: ssrc<2>, ssrc1: ssrc<2>),
    }

    instructions Sop1 {
        /// `D = S0`.
        s_mov_b32 { gfx6: 0x3, gfx8: 0x0 } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// `D = S0`, 64 bits.
        s_mov_b64 { gfx6: 0x4, gfx8: 0x1 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `if SCC: D = S0`.
        s_cmov_b32 { gfx6: 0x5, gfx8: 0x2 } (sdst: inout sreg<1>, ssrc0: ssrc<1>),
        /// `if SCC: D = S0`, 64 bits.
        s_cmov_b64 { gfx6: 0x6, gfx8: 0x3 } (sdst: inout sreg<2>, ssrc0: ssrc<2>),
        /// `D = ~S0`; SCC = result != 0.
        s_not_b32 { gfx6: 0x7, gfx8: 0x4 } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// `D = ~S0`, 64 bits; SCC = result != 0.
        s_not_b64 { gfx6: 0x8, gfx8: 0x5 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// Whole-quad mode: each quad of bits becomes all ones if any bit is set.
        s_wqm_b32 { gfx6: 0x9, gfx8: 0x6 } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Whole-quad mode, 64 bits.
        s_wqm_b64 { gfx6: 0xa, gfx8: 0x7 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// Reverse the bits.
        s_brev_b32 { gfx6: 0xb, gfx8: 0x8 } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Reverse the bits, 64 bits.
        s_brev_b64 { gfx6: 0xc, gfx8: 0x9 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// Count zero bits.
        s_bcnt0_i32_b32 { gfx6: 0xd, gfx8: 0xa } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Count zero bits of a 64-bit value.
        s_bcnt0_i32_b64 { gfx6: 0xe, gfx8: 0xb } (sdst: sreg<1>, ssrc0: ssrc<2>),
        /// Count one bits.
        s_bcnt1_i32_b32 { gfx6: 0xf, gfx8: 0xc } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Count one bits of a 64-bit value.
        s_bcnt1_i32_b64 { gfx6: 0x10, gfx8: 0xd } (sdst: sreg<1>, ssrc0: ssrc<2>),
        /// Index of the first zero bit from the LSB, or -1.
        s_ff0_i32_b32 { gfx6: 0x11, gfx8: 0xe } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Index of the first zero bit of a 64-bit value, or -1.
        s_ff0_i32_b64 { gfx6: 0x12, gfx8: 0xf } (sdst: sreg<1>, ssrc0: ssrc<2>),
        /// Index of the first one bit from the LSB, or -1.
        s_ff1_i32_b32 { gfx6: 0x13, gfx8: 0x10 } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Index of the first one bit of a 64-bit value, or -1.
        s_ff1_i32_b64 { gfx6: 0x14, gfx8: 0x11 } (sdst: sreg<1>, ssrc0: ssrc<2>),
        /// Index of the first one bit from the MSB, or -1.
        s_flbit_i32_b32 { gfx6: 0x15, gfx8: 0x12 } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Index of the first one bit from the MSB of a 64-bit value, or -1.
        s_flbit_i32_b64 { gfx6: 0x16, gfx8: 0x13 } (sdst: sreg<1>, ssrc0: ssrc<2>),
        /// Index of the first bit from the MSB that differs from the sign bit, or -1.
        s_flbit_i32 { gfx6: 0x17, gfx8: 0x14 } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Index of the first bit from the MSB that differs from the sign bit, 64 bits.
        s_flbit_i32_i64 { gfx6: 0x18, gfx8: 0x15 } (sdst: sreg<1>, ssrc0: ssrc<2>),
        /// Sign-extend the low byte.
        s_sext_i32_i8 { gfx6: 0x19, gfx8: 0x16 } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Sign-extend the low half.
        s_sext_i32_i16 { gfx6: 0x1a, gfx8: 0x17 } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Clear bit `S0[4:0]` of D.
        s_bitset0_b32 { gfx6: 0x1b, gfx8: 0x18 } (sdst: inout sreg<1>, ssrc0: ssrc<1>),
        /// Clear bit `S0[5:0]` of the 64-bit D.
        s_bitset0_b64 { gfx6: 0x1c, gfx8: 0x19 } (sdst: inout sreg<2>, ssrc0: ssrc<1>),
        /// Set bit `S0[4:0]` of D.
        s_bitset1_b32 { gfx6: 0x1d, gfx8: 0x1a } (sdst: inout sreg<1>, ssrc0: ssrc<1>),
        /// Set bit `S0[5:0]` of the 64-bit D.
        s_bitset1_b64 { gfx6: 0x1e, gfx8: 0x1b } (sdst: inout sreg<2>, ssrc0: ssrc<1>),
        /// `D = PC + 4`.
        s_getpc_b64 { gfx6: 0x1f, gfx8: 0x1c } (sdst: sreg<2>),
        /// Jump to the address in S0.
        s_setpc_b64 { gfx6: 0x20, gfx8: 0x1d } (ssrc0: sreg_src<2>),
        /// `D = PC + 4`, then jump to S0.
        s_swappc_b64 { gfx6: 0x21, gfx8: 0x1e } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// Return from exception to the address in S0.
        s_rfe_b64 { gfx6: 0x22, gfx8: 0x1f } (ssrc0: sreg_src<2>),
        /// `D = EXEC; EXEC = S0 & EXEC`.
        s_and_saveexec_b64 { gfx6: 0x24, gfx8: 0x20 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `D = EXEC; EXEC = S0 | EXEC`.
        s_or_saveexec_b64 { gfx6: 0x25, gfx8: 0x21 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `D = EXEC; EXEC = S0 ^ EXEC`.
        s_xor_saveexec_b64 { gfx6: 0x26, gfx8: 0x22 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `D = EXEC; EXEC = S0 & ~EXEC`.
        s_andn2_saveexec_b64 { gfx6: 0x27, gfx8: 0x23 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `D = EXEC; EXEC = S0 | ~EXEC`.
        s_orn2_saveexec_b64 { gfx6: 0x28, gfx8: 0x24 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `D = EXEC; EXEC = ~(S0 & EXEC)`.
        s_nand_saveexec_b64 { gfx6: 0x29, gfx8: 0x25 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `D = EXEC; EXEC = ~(S0 | EXEC)`.
        s_nor_saveexec_b64 { gfx6: 0x2a, gfx8: 0x26 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `D = EXEC; EXEC = ~(S0 ^ EXEC)`.
        s_xnor_saveexec_b64 { gfx6: 0x2b, gfx8: 0x27 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// Bit i of D = any bit of quad i of S0.
        s_quadmask_b32 { gfx6: 0x2c, gfx8: 0x28 } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Bit i of D = any bit of quad i of S0, 64 bits.
        s_quadmask_b64 { gfx6: 0x2d, gfx8: 0x29 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `D = SGPR[S0 + M0]`.
        s_movrels_b32 { gfx6: 0x2e, gfx8: 0x2a } (sdst: sreg<1>, ssrc0: sreg_src<1>),
        /// `D = SGPR pair[S0 + M0]`.
        s_movrels_b64 { gfx6: 0x2f, gfx8: 0x2b } (sdst: sreg<2>, ssrc0: sreg_src<2>),
        /// `SGPR[D + M0] = S0`.
        s_movreld_b32 { gfx6: 0x30, gfx8: 0x2c } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// `SGPR pair[D + M0] = S0`.
        s_movreld_b64 { gfx6: 0x31, gfx8: 0x2d } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// Join point of the stack-based control flow of gfx6-gfx8 compilers.
        s_cbranch_join { gfx6: 0x32, gfx8: 0x2e } (ssrc0: sreg_src<1>),
        /// `D = |S0|`; SCC = result != 0.
        s_abs_i32 { gfx6: 0x34, gfx8: 0x30 } (sdst: sreg<1>, ssrc0: ssrc<1>),
        /// Set the VGPR index in M0[7:0] to S0 (gfx8+).
        s_set_gpr_idx_idx { gfx8: 0x32 } (ssrc0: ssrc<1>),
        /// `D = EXEC; EXEC = ~S0 & EXEC` (gfx9+).
        s_andn1_saveexec_b64 { gfx9: 0x33 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `D = EXEC; EXEC = ~S0 | EXEC` (gfx9+).
        s_orn1_saveexec_b64 { gfx9: 0x34 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `EXEC = D = ~S0 & EXEC` (gfx9+).
        s_andn1_wrexec_b64 { gfx9: 0x35 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// `EXEC = D = S0 & ~EXEC` (gfx9+).
        s_andn2_wrexec_b64 { gfx9: 0x36 } (sdst: sreg<2>, ssrc0: ssrc<2>),
        /// Each bit of S0 becomes two bits of D (gfx9+).
        s_bitreplicate_b64_b32 { gfx9: 0x37 } (sdst: sreg<2>, ssrc0: ssrc<1>),
    }

    instructions Sopk {
        /// `D = sign-extended SIMM16`.
        s_movk_i32 { gfx6: 0x0 } (sdst: sreg<1>, simm16: hex16),
        /// `if SCC: D = sign-extended SIMM16`.
        s_cmovk_i32 { gfx6: 0x2, gfx8: 0x1 } (sdst: inout sreg<1>, simm16: hex16),
        /// SCC = D == SIMM16 (signed).
        s_cmpk_eq_i32 { gfx6: 0x3, gfx8: 0x2 } (sdst: in sreg<1>, simm16: hex16),
        /// SCC = D != SIMM16 (signed).
        s_cmpk_lg_i32 { gfx6: 0x4, gfx8: 0x3 } (sdst: in sreg<1>, simm16: hex16),
        /// SCC = D > SIMM16 (signed).
        s_cmpk_gt_i32 { gfx6: 0x5, gfx8: 0x4 } (sdst: in sreg<1>, simm16: hex16),
        /// SCC = D >= SIMM16 (signed).
        s_cmpk_ge_i32 { gfx6: 0x6, gfx8: 0x5 } (sdst: in sreg<1>, simm16: hex16),
        /// SCC = D < SIMM16 (signed).
        s_cmpk_lt_i32 { gfx6: 0x7, gfx8: 0x6 } (sdst: in sreg<1>, simm16: hex16),
        /// SCC = D <= SIMM16 (signed).
        s_cmpk_le_i32 { gfx6: 0x8, gfx8: 0x7 } (sdst: in sreg<1>, simm16: hex16),
        /// SCC = D == SIMM16 (unsigned).
        s_cmpk_eq_u32 { gfx6: 0x9, gfx8: 0x8 } (sdst: in sreg<1>, simm16: hex16),
        /// SCC = D != SIMM16 (unsigned).
        s_cmpk_lg_u32 { gfx6: 0xa, gfx8: 0x9 } (sdst: in sreg<1>, simm16: hex16),
        /// SCC = D > SIMM16 (unsigned).
        s_cmpk_gt_u32 { gfx6: 0xb, gfx8: 0xa } (sdst: in sreg<1>, simm16: hex16),
        /// SCC = D >= SIMM16 (unsigned).
        s_cmpk_ge_u32 { gfx6: 0xc, gfx8: 0xb } (sdst: in sreg<1>, simm16: hex16),
        /// SCC = D < SIMM16 (unsigned).
        s_cmpk_lt_u32 { gfx6: 0xd, gfx8: 0xc } (sdst: in sreg<1>, simm16: hex16),
        /// SCC = D <= SIMM16 (unsigned).
        s_cmpk_le_u32 { gfx6: 0xe, gfx8: 0xd } (sdst: in sreg<1>, simm16: hex16),
        /// `D = D + sign-extended SIMM16`; SCC = overflow.
        s_addk_i32 { gfx6: 0xf, gfx8: 0xe } (sdst: inout sreg<1>, simm16: hex16),
        /// `D = D * sign-extended SIMM16`.
        s_mulk_i32 { gfx6: 0x10, gfx8: 0xf } (sdst: inout sreg<1>, simm16: hex16),
        /// Conditional fork with an immediate target (SDST holds the mask pair).
        s_cbranch_i_fork { gfx6: 0x11, gfx8: 0x10 } (sdst: in sreg<2>, simm16: branch),
        /// Read bits of a hardware register.
        s_getreg_b32 { gfx6: 0x12, gfx8: 0x11 } (sdst: sreg<1>, simm16: hwreg),
        /// Write bits of a hardware register from SDST.
        s_setreg_b32 { gfx6: 0x13, gfx8: 0x12 } (simm16: hwreg, sdst: in sreg<1>),
        /// Write bits of a hardware register from a 32-bit literal.
        s_setreg_imm32_b32 { gfx6: 0x15, gfx8: 0x14 } (simm16: hwreg, imm32: lit32),
        /// Call: `D = PC + 4`, then branch by SIMM16 dwords (gfx9+).
        s_call_b64 { gfx9: 0x15 } (sdst: sreg<2>, simm16: branch),
    }

    instructions Sop2 {
        /// `D = S0 + S1` unsigned; SCC = carry out.
        s_add_u32 { gfx6: 0x0 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = S0 - S1` unsigned; SCC = borrow.
        s_sub_u32 { gfx6: 0x1 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = S0 + S1` signed; SCC = overflow.
        s_add_i32 { gfx6: 0x2 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = S0 - S1` signed; SCC = overflow.
        s_sub_i32 { gfx6: 0x3 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = S0 + S1 + SCC`; SCC = carry out.
        s_addc_u32 { gfx6: 0x4 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = S0 - S1 - SCC`; SCC = borrow.
        s_subb_u32 { gfx6: 0x5 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Signed minimum; SCC = S0 < S1.
        s_min_i32 { gfx6: 0x6 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Unsigned minimum; SCC = S0 < S1.
        s_min_u32 { gfx6: 0x7 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Signed maximum; SCC = S0 > S1.
        s_max_i32 { gfx6: 0x8 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Unsigned maximum; SCC = S0 > S1.
        s_max_u32 { gfx6: 0x9 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = SCC ? S0 : S1`.
        s_cselect_b32 { gfx6: 0xa } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = SCC ? S0 : S1`, 64 bits.
        s_cselect_b64 { gfx6: 0xb } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<2>),
        /// Bitwise and, 32 bits; SCC = result != 0.
        s_and_b32 { gfx6: 0xe, gfx8: 0xc } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Bitwise and, 64 bits; SCC = result != 0.
        s_and_b64 { gfx6: 0xf, gfx8: 0xd } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<2>),
        /// Bitwise or, 32 bits; SCC = result != 0.
        s_or_b32 { gfx6: 0x10, gfx8: 0xe } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Bitwise or, 64 bits; SCC = result != 0.
        s_or_b64 { gfx6: 0x11, gfx8: 0xf } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<2>),
        /// Bitwise xor, 32 bits; SCC = result != 0.
        s_xor_b32 { gfx6: 0x12, gfx8: 0x10 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Bitwise xor, 64 bits; SCC = result != 0.
        s_xor_b64 { gfx6: 0x13, gfx8: 0x11 } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<2>),
        /// Bitwise andn2 (S0 & ~ S1), 32 bits; SCC = result != 0.
        s_andn2_b32 { gfx6: 0x14, gfx8: 0x12 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Bitwise andn2 (S0 & ~ S1), 64 bits; SCC = result != 0.
        s_andn2_b64 { gfx6: 0x15, gfx8: 0x13 } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<2>),
        /// Bitwise orn2 (S0 | ~ S1), 32 bits; SCC = result != 0.
        s_orn2_b32 { gfx6: 0x16, gfx8: 0x14 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Bitwise orn2 (S0 | ~ S1), 64 bits; SCC = result != 0.
        s_orn2_b64 { gfx6: 0x17, gfx8: 0x15 } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<2>),
        /// Bitwise nand, 32 bits; SCC = result != 0.
        s_nand_b32 { gfx6: 0x18, gfx8: 0x16 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Bitwise nand, 64 bits; SCC = result != 0.
        s_nand_b64 { gfx6: 0x19, gfx8: 0x17 } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<2>),
        /// Bitwise nor, 32 bits; SCC = result != 0.
        s_nor_b32 { gfx6: 0x1a, gfx8: 0x18 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Bitwise nor, 64 bits; SCC = result != 0.
        s_nor_b64 { gfx6: 0x1b, gfx8: 0x19 } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<2>),
        /// Bitwise xnor, 32 bits; SCC = result != 0.
        s_xnor_b32 { gfx6: 0x1c, gfx8: 0x1a } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Bitwise xnor, 64 bits; SCC = result != 0.
        s_xnor_b64 { gfx6: 0x1d, gfx8: 0x1b } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<2>),
        /// Logical left shift of S0 by S1[4:0]; SCC = result != 0.
        s_lshl_b32 { gfx6: 0x1e, gfx8: 0x1c } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Logical left shift of the 64-bit S0 by S1[5:0]; SCC = result != 0.
        s_lshl_b64 { gfx6: 0x1f, gfx8: 0x1d } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<1>),
        /// Logical right shift of S0 by S1[4:0]; SCC = result != 0.
        s_lshr_b32 { gfx6: 0x20, gfx8: 0x1e } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Logical right shift of the 64-bit S0 by S1[5:0]; SCC = result != 0.
        s_lshr_b64 { gfx6: 0x21, gfx8: 0x1f } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<1>),
        /// Arithmetic right shift of S0 by S1[4:0]; SCC = result != 0.
        s_ashr_i32 { gfx6: 0x22, gfx8: 0x20 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Arithmetic right shift of the 64-bit S0 by S1[5:0]; SCC = result != 0.
        s_ashr_i64 { gfx6: 0x23, gfx8: 0x21 } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<1>),
        /// Bit-field mask: `D = ((1 << S0) - 1) << S1`.
        s_bfm_b32 { gfx6: 0x24, gfx8: 0x22 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Bit-field mask, 64 bits: `D = ((1 << S0) - 1) << S1`.
        s_bfm_b64 { gfx6: 0x25, gfx8: 0x23 } (sdst: sreg<2>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = S0 * S1`, low 32 bits.
        s_mul_i32 { gfx6: 0x26, gfx8: 0x24 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Unsigned bit-field extract; S1 holds offset [4:0] and width [22:16].
        s_bfe_u32 { gfx6: 0x27, gfx8: 0x25 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Signed bit-field extract; S1 holds offset [4:0] and width [22:16].
        s_bfe_i32 { gfx6: 0x28, gfx8: 0x26 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Unsigned bit-field extract from 64 bits; S1 holds offset [5:0] and width [22:16].
        s_bfe_u64 { gfx6: 0x29, gfx8: 0x27 } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<1>),
        /// Signed bit-field extract from 64 bits; S1 holds offset [5:0] and width [22:16].
        s_bfe_i64 { gfx6: 0x2a, gfx8: 0x28 } (sdst: sreg<2>, ssrc0: ssrc<2>, ssrc1: ssrc<1>),
        /// Conditional fork for the stack-based control flow of gfx6-gfx8 compilers (S0 mask, S1 target).
        s_cbranch_g_fork { gfx6: 0x2b, gfx8: 0x29 } (ssrc0: ssrc<2>, ssrc1: ssrc<2>),
        /// `D = |S0 - S1|`; SCC = result != 0.
        s_absdiff_i32 { gfx6: 0x2c, gfx8: 0x2a } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// Return from exception, restoring the state in S1 (gfx8+).
        s_rfe_restore_b64 { gfx8: 0x2b } (ssrc0: ssrc<2>, ssrc1: ssrc<1>),
        /// High 32 bits of the unsigned 64-bit product (gfx9+).
        s_mul_hi_u32 { gfx9: 0x2c } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// High 32 bits of the signed 64-bit product (gfx9+).
        s_mul_hi_i32 { gfx9: 0x2d } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = (S0 << 1) + S1`; SCC = carry out (gfx9+).
        s_lshl1_add_u32 { gfx9: 0x2e } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = (S0 << 2) + S1`; SCC = carry out (gfx9+).
        s_lshl2_add_u32 { gfx9: 0x2f } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = (S0 << 3) + S1`; SCC = carry out (gfx9+).
        s_lshl3_add_u32 { gfx9: 0x30 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = (S0 << 4) + S1`; SCC = carry out (gfx9+).
        s_lshl4_add_u32 { gfx9: 0x31 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = {S1[15:0], S0[15:0]}` (gfx9+).
        s_pack_ll_b32_b16 { gfx9: 0x32 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = {S1[31:16], S0[15:0]}` (gfx9+).
        s_pack_lh_b32_b16 { gfx9: 0x33 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
        /// `D = {S1[31:16], S0[31:16]}` (gfx9+).
        s_pack_hh_b32_b16 { gfx9: 0x34 } (sdst: sreg<1>, ssrc0: ssrc<1>, ssrc1: ssrc<1>),
    }
}
