# Instruction texts extracted from LLVM's AMDGPU assembler tests (SICI/GCN/CI checks);
# assembled for gfx6 (tahiti) and gfx7 (bonaire) by scripts/llvm_mc_tests.py.
@ llvm/test/MC/AMDGPU/smrd.s
s_load_dword s1, s[2:3]
s_load_dword s1, s[2:3], 0xfc
s_load_dword s1, s[2:3], 0xff
s_load_dword s1, s[2:3], 1
s_load_dword s1, s[2:3], s4
s_load_dword tba_lo, s[2:3], s4
s_load_dword tba_hi, s[2:3], s4
s_load_dword tma_lo, s[2:3], s4
s_load_dword tma_hi, s[2:3], s4
s_load_dword ttmp0, s[2:3], s4
s_load_dwordx2 s[2:3], s[2:3], 1
s_load_dwordx2 s[2:3], s[2:3], s4
s_load_dwordx2 tba, s[2:3], s4
s_load_dwordx2 tma, s[2:3], s4
s_load_dwordx2 ttmp[2:3], s[2:3], s4
s_load_dwordx4 s[4:7], s[2:3], 1
s_load_dwordx4 s[4:7], s[2:3], s4
s_load_dwordx4 ttmp[4:7], ttmp[2:3], ttmp4
s_load_dwordx4 s[100:103], s[2:3], s4
s_load_dwordx8 s[8:15], s[2:3], 1
s_load_dwordx8 s[8:15], s[2:3], s4
s_load_dwordx8 s[96:103], s[2:3], s4
s_load_dwordx16 s[16:31], s[2:3], 1
s_load_dwordx16 s[16:31], s[2:3], s4
s_load_dwordx16 s[88:103], s[2:3], s4
s_buffer_load_dword s1, s[4:7], 1
s_buffer_load_dword s1, s[4:7], s4
s_buffer_load_dword tba_lo, s[4:7], s4
s_buffer_load_dword tba_hi, s[4:7], s4
s_buffer_load_dword tma_lo, s[4:7], s4
s_buffer_load_dword tma_hi, s[4:7], s4
s_buffer_load_dword ttmp1, ttmp[4:7], ttmp4
s_buffer_load_dwordx2 s[8:9], s[4:7], 1
s_buffer_load_dwordx2 s[8:9], s[4:7], s4
s_buffer_load_dwordx2 tba, s[4:7], s4
s_buffer_load_dwordx2 tma, s[4:7], s4
s_buffer_load_dwordx4 s[8:11], s[4:7], 1
s_buffer_load_dwordx4 s[8:11], s[4:7], s4
s_buffer_load_dwordx4 ttmp[8:11], ttmp[4:7], ttmp4
s_buffer_load_dwordx4 s[100:103], s[4:7], s4
s_buffer_load_dwordx8 s[8:15], s[4:7], 1
s_buffer_load_dwordx8 s[8:15], s[4:7], s4
s_buffer_load_dwordx8 s[96:103], s[4:7], s4
s_buffer_load_dwordx16 s[16:31], s[4:7], 1
s_buffer_load_dwordx16 s[16:31], s[4:7], s4
s_buffer_load_dwordx16 s[88:103], s[4:7], s4
s_dcache_inv
s_memtime s[4:5]
s_memtime tba
s_memtime tma
@ llvm/test/MC/AMDGPU/vop3.s
v_cmp_lt_f32_e64 s[2:3], v4, -v6
v_cmp_lt_f32_e64 vcc, v4, v6
v_cmp_lt_f32 s[2:3] -v4, v6
v_cmp_lt_f32 s[2:3] -v4, -v6
v_cmp_lt_f32 s[2:3] |v4|, v6
v_cmp_lt_f32 s[2:3] v4, |v6|
v_cmp_lt_f32 s[2:3] |v4|, |v6|
v_cmp_lt_f32 s[2:3] -|v4|, v6
v_cmp_lt_f32 s[2:3] v4, -abs(v6)
v_cmp_lt_f32 s[2:3] -abs(v4), -abs(v6)
v_cmp_f_f32 s[2:3], v4, v6
v_cmp_lt_f32 s[2:3], v4, v6
v_cmp_eq_f32 s[2:3], v4, v6
v_cmp_le_f32 s[2:3], v4, v6
v_cmp_gt_f32 s[2:3], v4, v6
v_cmp_lg_f32 s[2:3], v4, v6
v_cmp_ge_f32 s[2:3], v4, v6
v_cmp_f_f64 s[2:3], v[4:5], v[6:7]
v_cmp_f_i32 s[2:3], v4, v6
v_cmp_f_i64 s[2:3], v[4:5], v[6:7]
v_mov_b32_e64 v1, v2
v_nop_e64
v_clrexcp_e64
v_fract_f32 v1, -v2
v_fract_f32 v1, |v2|
v_fract_f32 v1, -abs(v2)
v_fract_f32 v1, v2 clamp
v_fract_f32 v1, v2 mul:2
v_fract_f32 v1, v2, clamp div:2
v_add_f32_e64 v1, v3, v5
v_cndmask_b32 v1, v3, v5, s[4:5]
v_cndmask_b32_e64 v1, v3, v5, vcc
v_cndmask_b32 v1, -v3, v5, s[4:5]
v_cndmask_b32_e64 v1, v3, |v5|, s[4:5]
v_cndmask_b32_e64 v1, -abs(v3), v5, vcc
v_add_f32 v1, v3, s5
v_sub_f32 v1, v3, s5
v_subrev_f32 v1, v3, s5
v_mac_legacy_f32 v1, v3, s5
v_mul_legacy_f32 v1, v3, s5
v_mul_f32 v1, v3, s5
v_mul_i32_i24 v1, v3, s5
v_mul_u32_u24 v1, v3, s5
v_mac_f32_e64 v0, v1, v2
v_mac_f32_e64 v0, v1, v2 clamp
v_mac_f32_e64 v0, v1, v2 mul:2
v_mac_f32_e64 v0, -v1, |v2|
@ llvm/test/MC/AMDGPU/sopp.s
s_nop 0
s_nop 0xffff
s_nop 1
s_endpgm
s_branch 2
s_cbranch_scc0 3
s_cbranch_scc1 4
s_cbranch_vccz 5
s_cbranch_vccnz 6
s_cbranch_execz 7
s_cbranch_execnz 8
s_cbranch_cdbgsys 9
s_cbranch_cdbgsys_and_user 10
s_cbranch_cdbgsys_or_user 11
s_cbranch_cdbguser 12
s_barrier
s_waitcnt 0
s_waitcnt vmcnt(0) & expcnt(0) & lgkmcnt(0)
s_waitcnt vmcnt(1)
s_waitcnt vmcnt(9)
s_waitcnt vmcnt(15)
s_waitcnt vmcnt_sat(16)
s_waitcnt expcnt(2)
s_waitcnt expcnt_sat(0xFFFF0000)
s_waitcnt lgkmcnt(3)
s_waitcnt lgkmcnt(9)
s_waitcnt vmcnt(0), expcnt(0)
s_sethalt 9
s_setkill 7
s_sleep 10
s_setprio 1
s_sendmsg 0x1
s_sendmsg 0x12
s_sendmsg sendmsg(MSG_GS, 1, 1)
s_sendmsg 0x122
s_sendmsg 0x232
s_sendmsg 0x3
s_sendmsg 0x4
s_sendmsg 0x1f
s_sendmsghalt 3
s_sendmsghalt sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_sendmsg 2
s_sendmsg 9
s_sendmsg 11
s_sendmsg 0x6f
s_sendmsg sendmsg(1, 3)
s_sendmsg sendmsg(1, 3, 2)
s_sendmsg sendmsg(2, 0, 1)
s_sendmsg sendmsg(15, 7, 3)
s_sendmsg 4567
s_trap 4
s_icache_inv
s_incperflevel 5
s_decperflevel 6
s_ttracedata
@ llvm/test/MC/AMDGPU/mubuf.s
buffer_load_dword v1, off, s[4:7], s1
buffer_load_dword v1, off, ttmp[4:7], s1
buffer_load_dword v1, off, s[4:7], s1 offset:4
buffer_load_dword v1, off, s[4:7], s1 offset:4 glc
buffer_load_dword v1, off, s[4:7], s1 offset:4 slc
buffer_load_dword v[1:2], off, s[4:7], s1 offset:4 tfe
buffer_load_dword v[1:2], off, s[4:7], s1 glc tfe
buffer_load_dword v[1:2], off, s[4:7], s1 offset:4 glc slc tfe
buffer_load_dword v[1:2], off, ttmp[4:7], s1 offset:4 glc slc tfe
buffer_load_dword v1, v2, s[4:7], s1 offen
buffer_load_dword v1, v2, s[4:7], s1 offen offset:4
buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 glc
buffer_load_dword v1, v2, s[4:7], s1 offen offset:4 slc
buffer_load_dword v[1:2], v2, s[4:7], s1 offen offset:4 tfe
buffer_load_dword v[1:2], v2, ttmp[4:7], s1 offen offset:4 glc slc tfe
buffer_load_dwordx2 v[1:3], v2, ttmp[4:7], s1 offen offset:4 glc slc tfe
buffer_load_dword v1, v2, s[4:7], s1 idxen
buffer_load_dword v1, v2, s[4:7], s1 idxen offset:4 glc
buffer_load_dword v[1:2], v2, s[4:7], s1 idxen glc tfe
buffer_load_dwordx4 v[1:5], v2, ttmp[4:7], s1 idxen offset:4 glc slc tfe
buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen
buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4 slc
buffer_load_dword v[1:2], v[2:3], ttmp[4:7], ttmp1 idxen offen offset:4 glc slc tfe
buffer_load_dword v1, v[2:3], s[4:7], s1 addr64
buffer_load_dword v1, v[2:3], s[4:7], s1 addr64 offset:4
buffer_load_dword v1, v[2:3], s[4:7], s1 addr64 offset:4 glc
buffer_load_dword v1, v[2:3], s[4:7], s1 addr64 offset:4 slc
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 addr64 offset:4 tfe
buffer_load_dword v[1:2], v[2:3], ttmp[4:7], ttmp1 addr64 offset:4 glc slc tfe
buffer_store_dword v1, off, s[4:7], s1
buffer_store_dword v1, off, s[4:7], s1 offset:4
buffer_store_dword v1, off, s[4:7], s1 offset:4 glc
buffer_store_dword v1, off, s[4:7], s1 offset:4 slc
@ llvm/test/MC/AMDGPU/sopk.s
s_movk_i32 s2, 0x6
s_cmovk_i32 s2, 0x6
s_cmpk_eq_i32 s2, 0x6
s_cmpk_lg_i32 s2, 0x6
s_cmpk_gt_i32 s2, 0x6
s_cmpk_ge_i32 s2, 0x6
s_cmpk_lt_i32 s2, 0x6
s_cmpk_le_i32 s2, 0x6
s_cmpk_eq_u32 s2, 0x6
s_cmpk_lg_u32 s2, 0x6
s_cmpk_gt_u32 s2, 0x6
s_cmpk_ge_u32 s2, 0x6
s_cmpk_lt_u32 s2, 0x6
s_cmpk_le_u32 s2, 0x6
s_cmpk_le_u32 s2, 0xFFFF
s_addk_i32 s2, 0x6
s_mulk_i32 s2, 0x6
s_mulk_i32 s2, -1
s_cbranch_i_fork s[2:3], 0x6
s_getreg_b32 s2, 0x6
s_getreg_b32 s2, hwreg(HW_REG_GPR_ALLOC, 1, 31)
s_getreg_b32 s2, hwreg(51, 1, 31)
s_getreg_b32 s2, hwreg(51)
s_getreg_b32 s2, hwreg(10)
s_getreg_b32 s2, hwreg(15)
s_getreg_b32 s2, hwreg(16)
s_getreg_b32 s2, hwreg(19)
s_getreg_b32 s2, hwreg(20)
s_getreg_b32 s2, hwreg(25)
s_setreg_b32 0x6, s2
s_setreg_b32 0x33, s2
s_setreg_b32 0xf803, s2
@ llvm/test/MC/AMDGPU/literals.s
v_fract_f64 v[0:1], 0.5
v_sqrt_f64 v[0:1], -4.0
v_log_clamp_f32 v1, 0.5
v_trunc_f32 v0, 0.5
v_fract_f64 v[0:1], -1.0
v_trunc_f32 v0, -1.0
v_fract_f64 v[0:1], 4.0
v_trunc_f32 v0, 4.0
v_fract_f64 v[0:1], 0.0
v_trunc_f32 v0, 0.0
v_fract_f64 v[0:1], 1.5
v_trunc_f32 v0, 1.5
v_fract_f64 v[0:1], -3.1415
v_trunc_f32 v0, -3.1415
v_fract_f64 v[0:1], 100000000000000000000000.0
v_trunc_f32 v0, 100000000000000000000000.0
v_fract_f64 v[0:1], 10000000.0
v_trunc_f32 v0, 10000000.0
v_fract_f64 v[0:1], 3.402823e+38
v_trunc_f32 v0, 3.402823e+38
v_fract_f64 v[0:1], 2.3509886e-38
v_trunc_f32 v0, 2.3509886e-38
v_fract_f64 v[0:1], 2.3509886e-70
v_fract_f64_e32 v[0:1], 1.0
@ llvm/test/MC/AMDGPU/ds.s
ds_add_u32 v2, v4 offset:16
ds_write_src2_b32 v2 offset:2052
ds_write_src2_b64 v2 offset:2052
ds_write2_b32 v2, v4, v6 offset0:4
ds_write2_b32 v2, v4, v6 offset0:4 offset1:8
ds_write2_b32 v2, v4, v6 offset1:8
ds_read2_b32 v[8:9], v2 offset0:4
ds_read2_b32 v[8:9], v2 offset0:4 offset1:8
ds_read2_b32 v[8:9], v2 offset1:8
ds_add_u32 v2, v4
ds_sub_u32 v2, v4
ds_rsub_u32 v2, v4
ds_inc_u32 v2, v4
ds_dec_u32 v2, v4
ds_min_i32 v2, v4
ds_max_i32 v2, v4
ds_min_u32 v2, v4
ds_max_u32 v2, v4
ds_and_b32 v2, v4
ds_or_b32 v2, v4
ds_xor_b32 v2, v4
ds_mskor_b32 v2, v4, v6
ds_write_b32 v2, v4
ds_write2_b32 v2, v4, v6
ds_write2st64_b32 v2, v4, v6
ds_cmpst_b32 v2, v4, v6
ds_cmpst_f32 v2, v4, v6
ds_min_f32 v2, v4
ds_max_f32 v2, v4
ds_gws_init v2 gds
ds_gws_init v3 offset:12345 gds
ds_gws_sema_v gds
ds_gws_sema_v offset:257 gds
ds_gws_sema_br v2 gds
ds_gws_sema_p gds
ds_gws_barrier v2 gds
ds_write_b8 v2, v4
ds_write_b16 v2, v4
ds_add_rtn_u32 v8, v2, v4
ds_sub_rtn_u32 v8, v2, v4
ds_rsub_rtn_u32 v8, v2, v4
ds_inc_rtn_u32 v8, v2, v4
ds_dec_rtn_u32 v8, v2, v4
ds_min_rtn_i32 v8, v2, v4
ds_max_rtn_i32 v8, v2, v4
ds_min_rtn_u32 v8, v2, v4
ds_max_rtn_u32 v8, v2, v4
ds_and_rtn_b32 v8, v2, v4
ds_or_rtn_b32 v8, v2, v4
ds_xor_rtn_b32 v8, v2, v4
ds_mskor_rtn_b32 v8, v2, v4, v6
ds_wrxchg_rtn_b32 v8, v2, v4
ds_wrxchg2_rtn_b32 v[8:9], v2, v4, v6
ds_wrxchg2_rtn_b32 v[0:1], v0, v0, v0 offset0:127 offset1:255
ds_wrxchg2st64_rtn_b32 v[8:9] v2, v4, v6
ds_wrxchg2st64_rtn_b32 v[0:1], v0, v255, v0 offset0:127 offset1:255
ds_cmpst_rtn_b32 v8, v2, v4, v6
ds_cmpst_rtn_f32 v8, v2, v4, v6
ds_min_rtn_f32 v8, v2, v4
ds_max_rtn_f32 v8, v2, v4
ds_read_b32 v8, v2
ds_read2_b32 v[8:9], v2
ds_read2st64_b32 v[8:9], v2
ds_read_i8 v8, v2
ds_read_u8 v8, v2
ds_read_i16 v8, v2
ds_read_u16 v8, v2
ds_consume v8
ds_append v8
@ llvm/test/MC/AMDGPU/exp.s
exp mrt0 off, off, off, off
exp mrt0 off, off, off, off done
exp mrt0 off, off, off, v1 done
exp mrt0 off, off, v2, off done
exp mrt0 off, v3, off, off done
exp mrt0 v4, off, off, off done
exp mrt0 v4, off, off, v1
exp mrt0 v4, off, v2, off done
exp mrt0 v4, v3, off, off done
exp mrt0 v4, v3, v2, v1
exp mrt0 v4, v3, v2, v1 done
exp mrt7 v1, v1, v1, v1
exp mrt7 v1, v1, v1, v1 done
exp mrtz v4, v3, v2, v1
exp mrtz v4, v3, v2, v1 done
exp pos0 v4, v3, v2, v1
exp pos0 v4, v3, v2, v1 done
exp pos3 v4, v3, v2, v1
exp pos3 v4, v3, v2, v1 done
@ llvm/test/MC/AMDGPU/vop2.s
v_add_f32_e32 v1, v2, v3
v_add_f32 v1, 1.0, v3
v_add_f32 v1, -1.0, v3
v_add_f32 v1, 100.0, v3
v_add_f32 v1, -100.0, v3
v_mul_i32_i24_e32 v1, v2, v3
v_mul_i32_i24_e64 v1, v2, v3
v_mul_i32_i24_e32 v1, 3, v3
v_mul_i32_i24_e32 v1, -3, v3
v_mul_i32_i24_e64 v1, v2, 3
v_mul_i32_i24_e64 v1, v2, -3
v_mul_i32_i24_e32 v1, 100, v3
v_mul_i32_i24_e32 v1, -100, v3
v_mul_i32_i24_e32 v1, s2, v3
v_mul_i32_i24_e64 v1, v2, s3
v_mul_i32_i24_e64 v1, s2, s2
v_mul_i32_i24_e64 v1, s2, 3
v_mul_i32_i24_e64 v1, 3, s3
v_add_i32_e32 v0, vcc, 0.5, v0
v_add_i32_e32 v0, vcc, 3.125, v0
v_cndmask_b32 v1, v2, v3, vcc
v_readlane_b32 s1, v2, s3
v_writelane_b32 v1, s2, 4
v_writelane_b32 v2, 1, s4
v_writelane_b32 v255, 0xaf123456, 2
v_sub_f32 v1, v2, v3
v_subrev_f32 v1, v2, v3
v_mac_legacy_f32 v1, v2, v3
v_mul_legacy_f32_e32 v1, v2, v3
v_mul_f32 v1, v2, v3
v_mul_hi_i32_i24_e32 v1, v2, v3
v_mul_u32_u24_e32 v1, v2, v3
v_mul_hi_u32_u24_e32 v1, v2, v3
v_min_legacy_f32_e32 v1, v2, v3
v_max_legacy_f32 v1, v2, v3
v_min_f32_e32 v1, v2, v3
v_max_f32 v1, v2 v3
v_min_i32_e32 v1, v2, v3
v_max_i32_e32 v1, v2, v3
v_min_u32_e32 v1, v2, v3
v_max_u32_e32 v1, v2, v3
v_lshr_b32_e32 v1, v2, v3
v_lshrrev_b32_e32 v1, v2, v3
v_ashr_i32_e32 v1, v2, v3
v_ashrrev_i32_e32 v1, v2, v3
v_lshl_b32_e32 v1, v2, v3
v_lshlrev_b32_e32 v1, v2, v3
v_and_b32_e32 v1, v2, v3
v_or_b32_e32 v1, v2, v3
v_xor_b32_e32 v1, v2, v3
v_bfm_b32_e64 v1, v2, v3
v_mac_f32_e32 v1, v2, v3
v_madmk_f32 v1, v2, 64.0, v3
v_madak_f32 v1, v2, v3, 64.0
v_madak_f32 v0, 0x11213141, v0, 0x11213141
v_madmk_f32 v0, 0x11213141, 0x11213141, v0
v_bcnt_u32_b32_e64 v1, v2, v3
v_mbcnt_lo_u32_b32_e64 v1, v2, v3
v_mbcnt_hi_u32_b32_e64 v1, v2, v3
v_add_i32_e32 v1, vcc, v2, v3
v_add_i32 v1, s[0:1], v2, v3
v_add_i32_e64 v1, vcc, v2, v3
v_sub_i32 v1, vcc, v2, v3
v_sub_i32 v1, s[0:1], v2, v3
v_subrev_i32 v1, vcc, v2, v3
v_subrev_i32 v1, s[0:1], v2, v3
@ llvm/test/MC/AMDGPU/vop1.s
v_mov_b32_e32 v1, v2
v_nop_e32
v_clrexcp_e32
v_nop
v_readfirstlane_b32 s1, v2
v_cvt_i32_f64_e32 v1, v[2:3]
v_cvt_f64_i32_e32 v[1:2], v2
v_cvt_f32_i32_e32 v1, v2
v_cvt_f32_u32_e32 v1, v2
v_cvt_u32_f32_e32 v1, v2
v_cvt_i32_f32_e32 v1, v2
v_cvt_f16_f32_e32 v1, v2
v_cvt_f32_f16_e32 v1, v2
v_cvt_rpi_i32_f32_e32 v1, v2
v_cvt_flr_i32_f32_e32 v1, v2
v_cvt_off_f32_i4_e32 v1, v2
v_cvt_f32_f64_e32 v1, v[2:3]
v_cvt_f64_f32_e32 v[1:2], v2
v_cvt_f32_ubyte0_e32 v1, v2
v_cvt_f32_ubyte1_e32 v1, v2
v_cvt_f32_ubyte2_e32 v1, v2
v_cvt_f32_ubyte3_e32 v1, v2
v_cvt_u32_f64_e32 v1, v[2:3]
v_cvt_f64_u32_e32 v[1:2], v2
v_fract_f32 v1, v2
v_trunc_f32 v1, v2
v_ceil_f32 v1, v2
v_rndne_f32 v1, v2
v_floor_f32_e32 v1, v2
v_exp_f32 v1, v2
v_log_clamp_f32 v1, v2
v_log_f32 v1, v2
v_rcp_clamp_f32 v1, v2
v_rcp_legacy_f32 v1, v2
v_rcp_f32 v1, v2
v_rcp_iflag_f32 v1, v2
v_rsq_clamp_f32 v1, v2
v_rsq_legacy_f32 v1, v2
v_rsq_f32_e32 v1, v2
v_rcp_f64 v[1:2], v[2:3]
v_rcp_clamp_f64 v[1:2], v[2:3]
v_rsq_f64 v[1:2], v[2:3]
v_rsq_clamp_f64 v[1:2], v[2:3]
v_sqrt_f32 v1, v2
v_sqrt_f64 v[1:2], v[2:3]
v_sin_f32 v1, v2
v_cos_f32 v1, v2
v_not_b32_e32 v1, v2
v_bfrev_b32_e32 v1, v2
v_ffbh_u32_e32 v1, v2
v_ffbl_b32_e32 v1, v2
v_ffbh_i32_e32 v1, v2
v_frexp_exp_i32_f64_e32 v1, v[2:3]
v_frexp_mant_f64_e32 v[1:2], v[2:3]
v_fract_f64_e32 v[1:2], v[2:3]
v_frexp_exp_i32_f32_e32 v1, v2
v_frexp_mant_f32 v1, v2
v_movreld_b32_e32 v1, v2
v_movrels_b32_e32 v1, v2
v_movrelsd_b32_e32 v1, v2
@ llvm/test/MC/AMDGPU/mtbuf.s
tbuffer_load_format_x v1, off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_load_format_xy v[1:2], off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_load_format_xyz v[1:3], off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_load_format_xyzw v[1:4], off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_store_format_x v1, off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_store_format_xy v[1:2], off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_store_format_xyzw v[1:4], off, s[4:7], dfmt:15, nfmt:2, s1
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], dfmt:15, nfmt:2, ttmp1
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], dfmt:15, ttmp1
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], nfmt:2, ttmp1
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], ttmp1
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], dfmt:0, nfmt:0, ttmp1
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], dfmt:15, nfmt:7, ttmp1
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], dfmt:1, nfmt:0, ttmp1
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:0
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:127
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_16,BUF_NUM_FORMAT_SSCALED]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_8,BUF_NUM_FORMAT_UNORM]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_NUM_FORMAT_SNORM, BUF_DATA_FORMAT_16]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[ BUF_DATA_FORMAT_8_8 ]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_NUM_FORMAT_USCALED]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_32]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_16_16]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_10_11_11]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_11_11_10]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_10_10_10_2]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_2_10_10_10]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_8_8_8_8]
@ llvm/test/MC/AMDGPU/vintrp.s
v_interp_mov_f32 v0, p10, attr0.x
v_interp_mov_f32 v1, p20, attr0.x
v_interp_mov_f32 v2, p0, attr0.x
v_interp_mov_f32 v4, p10, attr0.y
v_interp_mov_f32 v6, p10, attr0.w
v_interp_mov_f32 v9, p10, attr32.y
v_interp_p1_f32 v1, v0, attr0.x
v_interp_p1_f32 v10, v0, attr32.w
v_interp_p1_f32 v3, v0, attr0.z
v_interp_p1_f32 v7, v0, attr2.y
v_interp_p1_f32 v9, v0, attr4.w
v_interp_p2_f32 v2, v1, attr0.x
v_interp_p2_f32 v3, v1, attr0.y
v_interp_p2_f32 v7, v1, attr1.x
v_interp_p2_f32 v8, v1, attr32.x
@ llvm/test/MC/AMDGPU/mimg.s
image_load v[4:6], v[237:240], s[28:35] dmask:0x7 unorm
image_load v4, v237, s[28:35]
image_load v4, v[237:238], s[28:35]
image_load v4, v[237:239], s[28:35]
image_load v4, v[237:240], s[28:35]
image_load v[4:7], v[237:240], s[28:35] dmask:0x7 tfe
image_load v5, v[1:4], s[8:15] r128
image_store v[193:195], v[237:240], s[28:35] dmask:0x7 unorm
image_store v193, v237, s[28:35]
image_store v193, v[237:239], s[28:35]
image_store v[193:194], v[237:240], s[28:35] tfe
image_store v5, v[1:4], s[8:15] r128
image_load_mip_pck v5, v1, s[8:15] dmask:0x1
image_load_mip_pck v5, v[1:2], s[8:15] dmask:0x1
image_load_mip_pck v5, v[1:4], s[8:15] dmask:0x1
image_load_mip_pck v[5:6], v[1:4], s[8:15] dmask:0x3
@ llvm/test/MC/AMDGPU/vopc.s
v_cmp_lt_f32 vcc, s2, v4
v_cmp_lt_f32 vcc, 0, v4
v_cmp_lt_f32 vcc, 10.0, v4
v_cmp_lt_f32 vcc, v255, v255
v_cmp_lt_f32_e32 vcc, v2, v4
v_cmp_f_f32 vcc, v2, v4
v_cmp_f_f64 vcc, v[2:3], v[4:5]
v_cmp_f_i32 vcc, v2, v4
v_cmp_f_i64 vcc, v[2:3], v[4:5]
@ llvm/test/MC/AMDGPU/sop1.s
s_mov_b32 s1, s2
s_mov_b32 s1, 1
s_mov_b32 s1, 100
s_mov_b32 s1, 0x80000000
s_mov_b32 s0, 0xfe5163ab
s_mov_b64 s[2:3], s[4:5]
s_mov_b64 s[2:3], 0xffffffffffffffff
s_mov_b64 s[2:3], 0xffffffff
s_mov_b64 s[0:1], 0x80000000
s_mov_b64 s[102:103], -1
s_cmov_b32 s1, 200
s_cmov_b32 s1, 1.0
s_cmov_b32 s1, s2
s_cmov_b64 s[2:3], s[4:5]
s_not_b32 s1, s2
s_not_b64 s[2:3], s[4:5]
s_wqm_b32 s1, s2
s_wqm_b64 s[2:3], s[4:5]
s_brev_b32 s1, s2
s_brev_b64 s[2:3], s[4:5]
s_bcnt0_i32_b32 s1, s2
s_bcnt0_i32_b64 s1, s[2:3]
s_bcnt1_i32_b32 s1, s2
s_bcnt1_i32_b64 s1, s[2:3]
s_ff0_i32_b32 s1, s2
s_ff0_i32_b64 s1, s[2:3]
s_ff1_i32_b32 s1, s2
s_ff1_i32_b64 s1, s[2:3]
s_flbit_i32_b32 s1, s2
s_flbit_i32_b64 s1, s[2:3]
s_flbit_i32 s1, s2
s_flbit_i32_i64 s1, s[2:3]
s_sext_i32_i8 s1, s2
s_sext_i32_i16 s1, s2
s_bitset0_b32 s1, s2
s_bitset0_b64 s[2:3], s4
s_bitset1_b32 s1, s2
s_bitset1_b64 s[2:3], s4
s_getpc_b64 s[2:3]
s_setpc_b64 s[4:5]
s_swappc_b64 s[2:3], s[4:5]
s_rfe_b64 s[4:5]
s_and_saveexec_b64 s[2:3], s[4:5]
s_or_saveexec_b64 s[2:3], s[4:5]
s_xor_saveexec_b64 s[2:3], s[4:5]
s_andn2_saveexec_b64 s[2:3], s[4:5]
s_orn2_saveexec_b64 s[2:3], s[4:5]
s_nand_saveexec_b64 s[2:3], s[4:5]
s_nor_saveexec_b64 s[2:3], s[4:5]
s_xnor_saveexec_b64 s[2:3], s[4:5]
s_quadmask_b32 s1, s2
s_quadmask_b64 s[2:3], s[4:5]
s_movrels_b32 s1, s2
s_movrels_b64 s[2:3], s[4:5]
s_movreld_b32 s1, s2
s_movreld_b64 s[2:3], s[4:5]
s_cbranch_join s4
s_abs_i32 s1, s2
@ llvm/test/MC/AMDGPU/vop3.s (page 2)
v_mad_legacy_f32 v2, v4, v6, v8
v_add_f64 v[0:1], v[2:3], v[5:6]
v_add_f64 v[0:1], -v[2:3], v[5:6]
v_add_f64 v[0:1], v[2:3], -v[5:6]
v_add_f64 v[0:1], |v[2:3]|, v[5:6]
v_add_f64 v[0:1], v[2:3], |v[5:6]|
v_add_f64 v[0:1], -v[2:3], |v[5:6]| clamp mul:4
v_div_scale_f64  v[24:25], vcc, v[22:23], v[22:23], v[20:21]
v_div_scale_f64  v[24:25], s[10:11], -v[22:23], v[20:21], v[20:21] clamp
v_div_scale_f64  v[24:25], s[10:11], v[22:23], -v[20:21], v[20:21] clamp mul:2
v_div_scale_f64  v[24:25], s[10:11], v[22:23], v[20:21], -v[20:21]
v_div_scale_f32  v24, vcc, v22, v22, v20
v_div_scale_f32  v24, vcc, -v22, v22, v20
v_div_scale_f32  v24, vcc, v22, -v22, v20 clamp
v_div_scale_f32  v24, vcc, v22, v22, -v20 clamp div:2
v_div_scale_f32  v24, s[10:11], v22, v22, v20
v_div_scale_f32  v24, vcc, v22, 1.0, v22
v_div_scale_f32  v24, vcc, v22, v22, -2.0
v_div_scale_f32 v24, vcc, v22, v22, 0xc0000000
v_mad_f32 v9, 0.5, v5, -v8
v_cmp_class_f32_e64 s[10:11], -v1, s2
v_cmp_class_f64_e64 s[10:11], -v[254:255], s2
v_cmpx_class_f32_e64 s[10:11], 0, s101
v_cmpx_class_f64_e64 s[10:11], -v[1:2], s2
v_mul_f64 v[0:1], |0|, |0|
v_cubeid_f32 v0, |-1|, |-1.0|, |1.0|
@ llvm/test/MC/AMDGPU/sop2.s
s_add_u32 s1, s2, s3
s_sub_u32 s1, s2, s3
s_add_i32 s1, s2, s3
s_sub_i32 s1, s2, s3
s_addc_u32 s1, s2, s3
s_subb_u32 s1, s2, s3
s_min_i32 s1, s2, s3
s_min_u32 s1, s2, s3
s_max_i32 s1, s2, s3
s_max_u32 s1, s2, s3
s_cselect_b32 s1, s2, s3
s_cselect_b64 s[2:3], s[4:5], s[6:7]
s_and_b32 s2, s4, s6
s_and_b32 s2, 1234, 1234
s_and_b32 s2, 0xFFFF0000, -65536
s_and_b64 s[2:3], s[4:5], s[6:7]
s_or_b32 s2, s4, s6
s_or_b64 s[2:3], s[4:5], s[6:7]
s_xor_b32 s2, s4, s6
s_xor_b64 s[2:3], s[4:5], s[6:7]
s_andn2_b32 s2, s4, s6
s_andn2_b64 s[2:3], s[4:5], s[6:7]
s_orn2_b32 s2, s4, s6
s_orn2_b64 s[2:3], s[4:5], s[6:7]
s_nand_b32 s2, s4, s6
s_nand_b64 s[2:3], s[4:5], s[6:7]
s_nor_b32 s2, s4, s6
s_nor_b64 s[2:3], s[4:5], s[6:7]
s_xnor_b32 s2, s4, s6
s_xnor_b64 s[2:3], s[4:5], s[6:7]
s_lshl_b32 s2, s4, s6
s_lshl_b64 s[2:3], s[4:5], s6
s_lshr_b32 s2, s4, s6
s_lshr_b64 s[2:3], s[4:5], s6
s_ashr_i32 s2, s4, s6
s_ashr_i64 s[2:3], s[4:5], s6
s_ashr_i64 s[2:3], -65536, 0xFFFF0000
s_bfm_b32 s2, s4, s6
s_bfm_b64 s[2:3], s4, s6
s_mul_i32 s2, s4, s6
s_bfe_u32 s2, s4, s6
s_bfe_i32 s2, s4, s6
s_bfe_u64 s[2:3], s[4:5], s6
s_bfe_i64 s[2:3], s[4:5], s6
s_cbranch_g_fork s[4:5], s[6:7]
s_cbranch_g_fork 1, s[6:7]
s_cbranch_g_fork s[6:7], 2
s_absdiff_i32 s2, s4, s6
s_add_u32 s101, s102, s103
@ llvm/test/MC/AMDGPU/sopc.s
s_cmp_eq_i32 s1, s2
s_cmp_eq_i32 0xabcd1234, 0xabcd1234
s_cmp_eq_i32 0xFFFF0000, -65536
s_cmp_lg_i32 s1, s2
s_cmp_gt_i32 s1, s2
s_cmp_ge_i32 s1, s2
s_cmp_lt_i32 s1, s2
s_cmp_le_i32 s1, s2
s_cmp_eq_u32 s1, s2
s_cmp_lg_u32 s1, s2
s_cmp_gt_u32 s1, s2
s_cmp_ge_u32 s1, s2
s_cmp_lt_u32 s1, s2
s_cmp_le_u32 s1, s2
s_bitcmp0_b32 s1, s2
s_bitcmp1_b32 s1, s2
s_bitcmp0_b64 s[2:3], s4
s_bitcmp1_b64 s[2:3], s4
s_setvskip s3, s5
@ llvm/test/MC/AMDGPU/vop3-convert.s
v_mov_b32_e32 v0, 0x40480000
v_mov_b32_e32 v1, ttmp8
v_not_b32_e32 v1, v2
v_bfrev_b32_e32 v1, v2
v_ffbh_u32_e32 v1, v2
v_ffbl_b32_e32 v1, v2
v_ffbh_i32_e32 v1, v2
v_frexp_exp_i32_f64_e32 v1, v[2:3]
v_frexp_mant_f64_e32 v[1:2], v[2:3]
v_fract_f64_e32 v[1:2], v[2:3]
v_frexp_exp_i32_f32_e32 v1, v2
v_frexp_mant_f32_e32 v1, v2
v_clrexcp
v_movreld_b32_e32 v1, v2
v_movrels_b32_e32 v1, v2
v_movrelsd_b32_e32 v1, v2
v_mul_i32_i24_e32 v1, 3, v3
v_mul_i32_i24_e32 v1, -3, v3
v_mul_i32_i24_e64 v1, v2, 3
v_mul_i32_i24_e64 v1, v2, -3
v_cvt_flr_i32_f32_e32 v1, v2
v_cvt_off_f32_i4_e32 v1, v2
v_cvt_f32_f64_e32 v1, v[2:3]
v_cvt_f64_f32_e32 v[1:2], v2
v_cvt_f32_ubyte1_e32 v1, v2
v_cvt_u32_f64_e32 v1, v[2:3]
v_cvt_f64_u32_e32 v[1:2], v2
v_mul_hi_i32_i24_e32 v1, v2, v3
v_mul_u32_u24_e32 v1, v2, v3
v_mul_hi_u32_u24_e32 v1, v2, v3
v_min_i32_e32 v1, v2, v3
v_max_u32_e32 v1, v2, v3
v_lshr_b32_e32 v1, v2, v3
v_lshrrev_b32_e32 v1, v2, v3
v_ashr_i32_e32 v1, v2, v3
v_ashrrev_i32_e32 v1, v2, v3
v_lshl_b32_e32 v1, v2, v3
v_lshlrev_b32_e32 v1, v2, v3
v_xor_b32_e32 v1, v2, v3
v_bfm_b32_e32 v1, v2, v3
v_bcnt_u32_b32_e32 v1, v2, v3
v_mbcnt_lo_u32_b32_e32 v1, v2, v3
v_mbcnt_hi_u32_b32_e32 v1, v2, v3
v_cvt_pk_u16_u32_e32 v1, v2, v3
v_cvt_pk_i16_i32_e32 v1, v2, v3
@ llvm/test/MC/AMDGPU/reg-syntax-extra.s
s_mov_b32 ttmp5, ttmp3
s_mov_b64 ttmp[4:5], ttmp[2:3]
s_mov_b64 s[6:7], s[8:9]
s_mov_b64 exec, s[2:3]
s_mov_b64 vcc, s[2:3]
s_mov_b64 tba, s[2:3]
s_mov_b64 tma, s[2:3]
v_rcp_f64_e32 v[1:2], v[2:3]
buffer_load_dwordx4 v[1:4], off, s[4:7], s1
buffer_load_dword v1, off, ttmp[4:7], s1
buffer_store_format_xyzw v[1:4], off, ttmp[4:7], ttmp1
buffer_load_ubyte v1, off, ttmp[4:7], ttmp1
buffer_store_dwordx4 v[1:4], off, ttmp[4:7], ttmp1
s_load_dwordx4 ttmp[4:7], ttmp[2:3], ttmp4
s_buffer_load_dword ttmp1, ttmp[4:7], ttmp4
s_buffer_load_dwordx4 ttmp[8:11], ttmp[4:7], ttmp4
@ llvm/test/MC/AMDGPU/trap.s
s_add_u32 ttmp0, ttmp0, 4
s_add_u32 ttmp4, 8, ttmp4
s_add_u32 ttmp4, ttmp4, 0x100
s_add_u32 ttmp4, ttmp8, ttmp4
s_and_b32 ttmp10, ttmp8, 0x80
s_and_b32 ttmp9, tma_hi, 0xffff
s_and_b32 ttmp9, tma_lo, 0xffff0000
s_and_b32 ttmp8, ttmp1, 0x1000000
s_cmp_eq_i32 ttmp8, 0xfe
s_lshr_b32 ttmp8, ttmp8, 12
s_mov_b32 m0, ttmp8
s_mov_b32 ttmp10, 0
s_mov_b32 ttmp11, 0x1024fac
s_mov_b32 ttmp8, tma_lo
s_mul_i32 ttmp8, 0x324, ttmp8
s_or_b32 ttmp9, ttmp9, 0x280000
s_mov_b64 ttmp[4:5], exec
s_mov_b64 exec, ttmp[4:5]
s_mov_b64 tba, ttmp[4:5]
s_mov_b64 ttmp[4:5], tba
s_mov_b64 ttmp[4:5], tma
s_buffer_load_dwordx8 ttmp[0:7], s[0:3], s0
s_buffer_load_dwordx8 ttmp[4:11], s[0:3], s0
s_load_dwordx8 ttmp[0:7], s[0:1], s0
s_load_dwordx8 ttmp[4:11], s[0:1], s0
s_setpc_b64 ttmp[2:3]
v_readfirstlane_b32 ttmp8, v1
buffer_atomic_inc v1, off, ttmp[8:11], 56 glc
@ llvm/test/MC/AMDGPU/smem.s
s_buffer_load_dword s10, s[92:95], m0
s_buffer_load_dword tba_lo, s[92:95], m0
s_buffer_load_dword tba_hi, s[92:95], m0
s_buffer_load_dword tma_lo, s[92:95], m0
s_buffer_load_dword tma_hi, s[92:95], m0
s_buffer_load_dword ttmp0, s[92:95], m0
s_buffer_load_dwordx2 s[10:11], s[92:95], m0
s_buffer_load_dwordx2 tba, s[92:95], m0
s_buffer_load_dwordx2 tma, s[92:95], m0
s_buffer_load_dwordx2 ttmp[0:1], s[92:95], m0
@ llvm/test/MC/AMDGPU/mimg.s (page 2)
image_load_mip_pck_sgn v[5:6], v[1:4], s[8:15] dmask:0x5
image_load_pck v5, v[1:4], s[8:15] dmask:0x1 glc
image_load_pck_sgn v5, v[1:4], s[8:15] dmask:0x1 lwe
image_store_mip_pck v252, v2, s[12:19] dmask:0x1 unorm
image_store_mip_pck v1, v[2:5], s[12:19] dmask:0x1 unorm glc slc lwe da
image_store_pck v1, v[2:5], s[12:19] dmask:0x1 unorm da
image_sample v[193:195], v[237:240], s[28:35], s[4:7] dmask:0x7 unorm
image_sample v193, v237, s[28:35], s[4:7]
image_sample v[193:194], v[237:240], s[28:35], s[4:7] tfe
image_sample v193, v[237:240], s[28:35], s[4:7] r128
image_atomic_add v4, v192, s[28:35] dmask:0x1 unorm glc
image_atomic_add v252, v2, s[8:15] dmask:0x1 unorm
image_atomic_add v[6:7], v255, s[8:15] dmask:0x3
image_atomic_add v7, v3, s[0:7] dmask:0x1 glc
image_atomic_add v8, v4, s[8:15] dmask:0x1 slc
image_atomic_add v9, v5, s[8:15] dmask:0x1 unorm glc slc lwe da
image_atomic_add v10, v6, s[8:15] dmask:0x1 lwe
image_atomic_add v11, v7, s[8:15] dmask:0x1 da
image_atomic_swap v4, v[192:195], s[28:35] dmask:0x1 unorm glc
image_atomic_cmpswap v[4:5], v[192:195], s[28:35] dmask:0x3 unorm glc
image_atomic_cmpswap v[4:7], v[192:195], s[28:35] dmask:0xf unorm glc
image_atomic_add v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_add v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_swap v[4:5], v[192:195], s[28:35] dmask:0x1 tfe
image_atomic_swap v[4:6], v[192:195], s[28:35] dmask:0x3 tfe
image_atomic_sub v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_smin v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_umin v[4:5], v10, s[8:15] dmask:0x1 tfe
@ llvm/test/MC/AMDGPU/ds.s
ds_ordered_count v8, v2 gds
ds_add_u64 v2, v[4:5]
ds_sub_u64 v2, v[4:5]
ds_rsub_u64 v2, v[4:5]
ds_inc_u64 v2, v[4:5]
ds_dec_u64 v2, v[4:5]
ds_min_i64 v2, v[4:5]
ds_max_i64 v2, v[4:5]
ds_min_u64 v2, v[4:5]
ds_max_u64 v2, v[4:5]
ds_and_b64 v2, v[4:5]
ds_or_b64 v2, v[4:5]
ds_xor_b64 v2, v[4:5]
ds_mskor_b64 v2, v[4:5], v[6:7]
ds_write_b64 v2, v[4:5]
ds_write2_b64 v2, v[4:5], v[6:7]
ds_write2st64_b64 v2, v[4:5], v[6:7]
ds_cmpst_b64 v2, v[4:5], v[6:7]
ds_cmpst_f64 v2, v[4:5], v[6:7]
ds_min_f64 v2, v[4:5]
ds_max_f64 v2, v[4:5]
ds_add_rtn_u64 v[8:9], v2, v[4:5]
ds_sub_rtn_u64 v[8:9], v2, v[4:5]
ds_rsub_rtn_u64 v[8:9], v2, v[4:5]
ds_inc_rtn_u64 v[8:9], v2, v[4:5]
ds_dec_rtn_u64 v[8:9] v2, v[4:5]
ds_min_rtn_i64 v[8:9], v2, v[4:5]
ds_max_rtn_i64 v[8:9], v2, v[4:5]
ds_min_rtn_u64 v[8:9], v2, v[4:5]
ds_max_rtn_u64 v[8:9], v2, v[4:5]
ds_and_rtn_b64 v[8:9], v2, v[4:5]
ds_or_rtn_b64 v[8:9], v2, v[4:5]
ds_xor_rtn_b64 v[8:9], v2, v[4:5]
ds_mskor_rtn_b64 v[8:9], v2, v[4:5], v[6:7]
ds_wrxchg_rtn_b64 v[8:9], v2, v[4:5]
ds_wrxchg2_rtn_b64 v[8:11], v2, v[4:5], v[6:7]
ds_wrxchg2_rtn_b64 v[0:3], v0, v[1:2], v[0:1] offset0:127 offset1:255
ds_wrxchg2st64_rtn_b64 v[8:11], v2, v[4:5], v[6:7]
ds_wrxchg2st64_rtn_b64 v[0:3], v255, v[0:1], v[0:1] offset0:127 offset1:255
ds_cmpst_rtn_b64 v[8:9], v2, v[4:5], v[6:7]
ds_cmpst_rtn_f64 v[8:9], v2, v[4:5], v[6:7]
ds_min_rtn_f64 v[8:9], v2, v[4:5]
ds_max_rtn_f64 v[8:9], v2, v[4:5]
ds_read_b64 v[8:9], v2
ds_read2_b64 v[8:11], v2
ds_read2st64_b64 v[8:11], v2
ds_swizzle_b32 v8, v2
ds_swizzle_b32 v8, v2 gds
ds_swizzle_b32 v8, v2 offset:0xFFFF
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 0, 1, 2, 3)
ds_swizzle_b32 v8, v2 offset:swizzle(QUAD_PERM, 2, 1, 3, 3)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,1)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,2)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,4)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,8)
ds_swizzle_b32 v8, v2 offset:swizzle(SWAP,16)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,2)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,4)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,8)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,16)
ds_swizzle_b32 v8, v2 offset:swizzle(REVERSE,32)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,2,1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,4,1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,8,1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,16,1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,32,1)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,2,0)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,4,3)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,8,7)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,16,15)
ds_swizzle_b32 v8, v2 offset:swizzle(BROADCAST,32,31)
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "pppii")
ds_swizzle_b32 v8, v2 offset:swizzle(BITMASK_PERM, "01pip")
ds_swizzle_b32 v8, v2 offset:0x000
ds_swizzle_b32 v8, v2 offset:0x001
ds_swizzle_b32 v8, v2 offset:0x020
ds_swizzle_b32 v8, v2 offset:0x021
ds_swizzle_b32 v8, v2 offset:0x400
ds_swizzle_b32 v8, v2 offset:0x401
ds_swizzle_b32 v8, v2 offset:0x420
ds_swizzle_b32 v8, v2 offset:0x421
@ llvm/test/MC/AMDGPU/exp.s
exp mrt0 v4, off, off, v1 done
exp mrt0, off, off, off, off
@ llvm/test/MC/AMDGPU/gfx7_asm_all.s (sampled pages 1, 11, 21, 31, 41, 61, 81, 101, 141 of the carbon-lang copy)
ds_add_u32 v1, v2 offset:65535
ds_add_u32 v255, v2 offset:65535
ds_add_u32 v1, v255 offset:65535
ds_add_u32 v1, v2 offset:0
ds_add_u32 v1, v2 offset:65535 gds
ds_rsub_u32 v1, v2 offset:65535 gds
ds_mskor_b32 v1, v2, v255 offset:65535
ds_mskor_b32 v1, v2, v3 offset:65535 gds
ds_write2_b32 v1, v2, v3 offset0:127 offset1:255
ds_write2_b32 v255, v2, v3 offset0:127 offset1:255
ds_write2_b32 v1, v2, v255 offset0:127 offset1:255
ds_write2_b32 v1, v2, v3 offset0:0 offset1:255
ds_write2_b32 v1, v2, v3 offset0:16 offset1:255
ds_write2_b32 v1, v2, v3 offset0:127 offset1:0
ds_write2_b32 v1, v2, v3 offset0:127 offset1:1
ds_write2_b32 v1, v2, v3 offset0:127 offset1:255 gds
ds_write2st64_b32 v1, v2, v3 offset0:127 offset1:255 gds
ds_cmpst_f32 v1, v2, v255 offset:65535 gds
ds_max_f32 v1, v2 offset:65535 gds
ds_gws_init v1 offset:65535 gds
ds_gws_init v255 offset:65535 gds
ds_gws_init v1 offset:0 gds
ds_gws_sema_v offset:65535 gds
ds_gws_sema_br v255 offset:65535 gds
ds_gws_sema_p offset:4 gds
ds_gws_barrier v255 offset:65535 gds
ds_write_b8 v1, v2 offset:65535 gds
image_sample_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1
image_sample_lz v252, v[1:4], s[8:15], s[12:15] dmask:0x1
image_sample_lz v5, v[252:255], s[8:15], s[12:15] dmask:0x1
image_sample_lz v5, v[1:4], s[96:103], s[12:15] dmask:0x1
image_sample_lz v5, v[1:4], ttmp[4:11], s[12:15] dmask:0x1
image_sample_lz v5, v[1:4], s[8:15], s[100:103] dmask:0x1
image_sample_lz v5, v[1:4], s[8:15], ttmp[8:11] dmask:0x1
image_sample_lz v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x3
image_sample_lz v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xe
image_sample_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x0
image_sample_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1 unorm
image_sample_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1 glc
image_sample_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1 slc
image_sample_lz v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x1 tfe
image_sample_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1 lwe
image_sample_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1 da
image_sample_c v5, v[1:4], s[8:15], s[12:15] dmask:0x1
image_sample_c v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xb
image_sample_c v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x1 tfe
image_sample_c_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x1 da
image_sample_c_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x0
image_sample_c_d v5, v[252:255], s[8:15], s[12:15] dmask:0x1
image_sample_c_d v5, v[1:4], s[8:15], s[12:15] dmask:0x1 lwe
image_sample_c_l v5, v[1:4], ttmp[4:11], s[12:15] dmask:0x1
image_sample_c_l v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xd
image_sample_b_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x1 da
buffer_atomic_smin_x2 v[1:2], v[0:1], s[12:15], s4 addr64 offset:4095
buffer_atomic_umin_x2 v[254:255], off, s[12:15], s4 offset:4095
buffer_atomic_umin_x2 v[1:2], off, s[100:103], s4 offset:4095
buffer_atomic_umin_x2 v[1:2], off, ttmp[8:11], s4 offset:4095
buffer_atomic_umin_x2 v[1:2], off, s[12:15], s103 offset:4095
buffer_atomic_umin_x2 v[1:2], off, s[12:15], m0 offset:4095
buffer_atomic_umin_x2 v[1:2], off, s[12:15], 0 offset:4095
buffer_atomic_umin_x2 v[1:2], off, s[12:15], -1 offset:4095
buffer_atomic_smax_x2 v[1:2], v0, s[12:15], s4 idxen offset:4095
buffer_atomic_umax_x2 v[1:2], v0, s[12:15], s4 offen offset:4095
buffer_atomic_and_x2 v[1:2], off, s[12:15], s4 offset:7
buffer_atomic_or_x2 v[1:2], off, s[12:15], s4 offset:4095 glc
buffer_atomic_xor_x2 v[1:2], off, s[12:15], s4 offset:4095 slc
buffer_atomic_inc_x2 v[1:2], v[0:1], s[12:15], s4 addr64 offset:4095
buffer_atomic_dec_x2 v[1:2], off, s[12:15], -1 offset:4095
s_or_b64 s[10:11], s[2:3], 0x3f717273
s_xor_b32 s103, s1, s2
s_xor_b32 vcc_hi, s1, s2
s_xor_b32 tba_lo, s1, s2
s_xor_b32 tba_hi, s1, s2
s_xor_b32 tma_lo, s1, s2
s_xor_b32 tma_hi, s1, s2
s_xor_b32 ttmp11, s1, s2
s_xor_b32 m0, s1, s2
s_xor_b32 exec_lo, s1, s2
s_xor_b32 exec_hi, s1, s2
s_xor_b32 s5, tba_hi, s2
s_xor_b32 s5, tma_lo, s2
s_xor_b32 s5, ttmp11, s2
s_xor_b32 s5, m0, s2
s_xor_b32 s5, exec_hi, s2
s_xor_b32 s5, 0.5, s2
s_xor_b32 s5, -4.0, s2
s_xor_b32 s5, 0xaf123456, s2
s_xor_b32 s5, 0x3f717273, s2
s_xor_b32 s5, s1, tma_hi
s_xor_b32 s5, s1, exec_lo
s_xor_b32 s5, s1, -1
s_xor_b32 s5, s1, 0xaf123456
s_xor_b64 s[102:103], s[2:3], s[4:5]
s_xor_b64 tba, s[2:3], s[4:5]
s_xor_b64 tma, s[2:3], s[4:5]
s_xor_b64 ttmp[10:11], s[2:3], s[4:5]
s_xor_b64 exec, s[2:3], s[4:5]
s_xor_b64 s[10:11], tba, s[4:5]
s_xor_b64 s[10:11], ttmp[10:11], s[4:5]
s_xor_b64 s[10:11], 0.5, s[4:5]
s_xor_b64 s[10:11], 0xaf123456, s[4:5]
s_xor_b64 s[10:11], s[2:3], tma
s_xor_b64 s[10:11], s[2:3], -4.0
s_andn2_b32 s5, s1, 0x3f717273
s_orn2_b32 tba_lo, s1, s2
s_orn2_b64 vcc, s[2:3], s[4:5]
v_cvt_i32_f32 v255, v1
v_cvt_i32_f32 v5, v255
v_cvt_i32_f32 v5, tba_lo
v_cvt_i32_f32 v5, tma_hi
v_cvt_i32_f32 v5, ttmp11
v_cvt_i32_f32 v5, exec_hi
v_cvt_i32_f32 v5, 0xaf123456
v_cvt_i32_f32 v5, 0x3f717273
v_cvt_i32_f32_e64 v255, v1
v_cvt_i32_f32_e64 v5, tba_hi
v_cvt_i32_f32_e64 v5, tma_lo
v_cvt_i32_f32_e64 v5, m0
v_cvt_i32_f32_e64 v5, exec_lo
v_cvt_i32_f32_e64 v5, 0
v_cvt_i32_f32_e64 v5, -1
v_cvt_i32_f32_e64 v5, 0.5
v_cvt_i32_f32_e64 v5, -4.0
v_cvt_i32_f32_e64 v5, -v1
v_cvt_i32_f32_e64 v5, |v1|
v_cvt_f16_f32 v5, 0xaf123456
v_cvt_f16_f32 v5, -4.0
v_cvt_f16_f32_e64 v5, tma_hi
v_cvt_f16_f32_e64 v5, 0.5
v_cvt_f16_f32_e64 v5, -v1
v_cvt_f16_f32_e64 v5, |v1|
v_cvt_f32_f16 v5, v255
v_cvt_f32_f16 v5, s103
v_cvt_f32_f16 v5, -1
v_cvt_f32_f16 v5, 0.5
v_cvt_f32_f16_e64 v5, exec_hi
v_cvt_f32_f16_e64 v5, v1 clamp
v_cvt_f32_f16_e64 v5, v1 mul:2
v_cvt_f32_f16_e64 v5, v1 mul:4
v_cvt_f32_f16_e64 v5, v1 div:2
v_cvt_rpi_i32_f32 v5, 0x3f717273
v_cvt_rpi_i32_f32_e64 v5, ttmp11
v_cvt_rpi_i32_f32_e64 v5, -v1
v_xor_b32_e64 v5, v1, s103
v_xor_b32_e64 v5, v1, tba_lo
v_xor_b32_e64 v5, v1, tma_hi
v_xor_b32_e64 v5, v1, ttmp11
v_xor_b32_e64 v5, v1, m0
v_xor_b32_e64 v5, v1, exec_hi
v_xor_b32_e64 v5, v1, 0.5
v_xor_b32_e64 v5, v1, -4.0
v_bfm_b32 v5, v1, v2
v_bfm_b32 v255, v1, v2
v_bfm_b32 v5, tba_hi, v2
v_bfm_b32 v5, 0xaf123456, v2
v_bfm_b32 v5, v1, v255
v_bfm_b32_e64 v5, tma_lo, v2
v_bfm_b32_e64 v5, v1, exec_lo
v_bfm_b32_e64 v5, v1, -1
v_mac_f32 v5, 0x3f717273, v2
v_mac_f32 v255, v1, v2
v_mac_f32_e64 v5, tba_lo, v2
v_mac_f32_e64 v5, v1, vcc_hi
v_mac_f32_e64 v5, v1, 0.5
v_mac_f32_e64 v5, -v1, v2
v_mac_f32_e64 v5, v1, -v2
v_mac_f32_e64 v5, -v1, -v2
v_mac_f32_e64 v5, |v1|, v2
v_mac_f32_e64 v5, v1, |v2|
v_mac_f32_e64 v5, |v1|, |v2|
v_mac_f32_e64 v5, v1, v2 mul:4
v_mac_f32_e64 v5, v1, v2 div:2
v_madmk_f32 v5, v1, 0x11213141, v3
v_madmk_f32 v255, v1, 0x11213141, v3
v_madmk_f32 v5, 0, 0x11213141, v3
v_madmk_f32 v5, -4.0, 0x11213141, v3
v_madmk_f32 v5, v1, 0xa1b1c1d1, v3
v_madmk_f32 v5, v1, 0x11213141, v255
v_madak_f32 v5, v1, v2, 0x11213141
v_madak_f32 v5, 0.5, v2, 0x11213141
v_madak_f32 v5, v1, v255, 0x11213141
v_madak_f32 v5, v1, v2, 0xa1b1c1d1
v_bcnt_u32_b32 v5, m0, v2
v_bcnt_u32_b32 v5, 0x3f717273, v2
v_bcnt_u32_b32_e64 v5, tma_hi, v2
v_div_fmas_f32 v5, |v1|, |v2|, |v3|
v_div_fmas_f32 v5, v1, v2, v3 clamp
v_div_fmas_f32 v5, v1, v2, v3 div:2
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], v[3:4]
v_div_fmas_f64 v[254:255], v[1:2], v[2:3], v[3:4]
v_div_fmas_f64 v[5:6], vcc, v[2:3], v[3:4]
v_div_fmas_f64 v[5:6], 0.5, v[2:3], v[3:4]
v_div_fmas_f64 v[5:6], v[1:2], v[254:255], v[3:4]
v_div_fmas_f64 v[5:6], v[1:2], vcc, v[3:4]
v_div_fmas_f64 v[5:6], v[1:2], -4.0, v[3:4]
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], vcc
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], -1
v_div_fmas_f64 v[5:6], -v[1:2], -v[2:3], -v[3:4]
v_div_fmas_f64 v[5:6], |v[1:2]|, |v[2:3]|, |v[3:4]|
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], v[3:4] clamp
v_div_fmas_f64 v[5:6], v[1:2], v[2:3], v[3:4] mul:2
v_msad_u8 v5, v1, v2, v3
v_msad_u8 v5, tba_lo, v2, v3
v_msad_u8 v5, v1, -1, v3
v_msad_u8 v5, v1, v2, ttmp11
v_msad_u8 v5, v1, v2, exec_hi
v_msad_u8 v5, v1, v2, 0
v_mqsad_pk_u16_u8 v[5:6], v[1:2], v2, v[3:4]
v_mqsad_pk_u16_u8 v[5:6], tma, v2, v[3:4]
v_mqsad_pk_u16_u8 v[5:6], v[1:2], v2, exec
v_cmpx_le_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmpx_le_f64_e64 tba, v[1:2], v[2:3]
v_cmpx_le_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_le_f64_e64 s[10:11], tma, v[2:3]
v_cmpx_le_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_le_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_le_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmpx_le_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_le_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_le_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_gt_f64 vcc, v[254:255], v[2:3]
v_cmpx_gt_f64 vcc, s[102:103], v[2:3]
v_cmpx_gt_f64 vcc, vcc, v[2:3]
v_cmpx_gt_f64 vcc, tba, v[2:3]
v_cmpx_gt_f64 vcc, exec, v[2:3]
v_cmpx_gt_f64 vcc, -1, v[2:3]
v_cmpx_gt_f64 vcc, 0xaf123456, v[2:3]
v_cmpx_gt_f64 vcc, 0x3f717273, v[2:3]
v_cmpx_gt_f64 vcc, v[1:2], v[254:255]
v_cmpx_lg_f64 vcc, 0.5, v[2:3]
v_cmpx_lg_f64_e64 s[10:11], v[1:2], exec
v_cmpx_ge_f64 vcc, -4.0, v[2:3]
v_cmpx_ge_f64_e64 tma, v[1:2], v[2:3]
v_cmpx_eq_u32_e64 s[10:11], -4.0, v2
v_cmpx_eq_u32_e64 s[10:11], v1, tba_hi
v_cmpx_eq_u32_e64 s[10:11], v1, 0.5
v_cmpx_le_u32 vcc, 0xaf123456, v2
v_cmpx_le_u32 vcc, v1, v255
v_cmpx_le_u32_e64 tba, v1, v2
v_cmpx_le_u32_e64 s[10:11], tma_lo, v2
v_cmpx_gt_u32 vcc, ttmp11, v2
v_cmpx_gt_u32_e64 ttmp[10:11], v1, v2
v_cmpx_gt_u32_e64 s[10:11], v1, m0
v_cmpx_ne_u32 vcc, exec_hi, v2
v_cmpx_ne_u32_e64 s[102:103], v1, v2
@ llvm/test/MC/AMDGPU/literals.s (pages 1-6)
v_fract_f64_e32 v[0:1], lit(1.0)
v_trunc_f32_e32 v0, 1.0
v_trunc_f32_e32 v0, lit(1.0)
s_mov_b64_e32 s[0:1], 0.5
v_and_b32_e32 v0, 0.5, v1
v_and_b32_e64 v0, 0.5, v1
s_mov_b64_e32 s[0:1], -1.0
v_and_b32_e32 v0, -1.0, v1
v_and_b32_e64 v0, -1.0, v1
s_mov_b64_e32 s[0:1], 4.0
v_and_b32_e32 v0, 4.0, v1
v_and_b32_e64 v0, 4.0, v1
s_mov_b64_e32 s[0:1], 0.0
v_and_b32_e32 v0, 0.0, v1
v_and_b32_e64 v0, 0.0, v1
v_and_b32_e32 v0, 1.5, v1
v_and_b32_e32 v0, -3.1415, v1
v_and_b32_e32 v0, 100000000000000000000000.0, v1
v_and_b32_e32 v0, 10000000.0, v1
v_and_b32_e32 v0, 3.402823e+38, v1
v_and_b32_e32 v0, 2.3509886e-38, v1
v_and_b32_e32 v0, 1.0, v1
v_and_b32_e32 v0, lit(1.0), v1
v_trunc_f32_e32 v0, 0
v_fract_f64_e32 v[0:1], 1
v_fract_f64_e32 v[0:1], lit(1)
v_trunc_f32_e64 v0, 0
v_fract_f64_e64 v[0:1], 0
v_trunc_f32_e32 v0, -13
v_fract_f64_e32 v[0:1], -13
v_trunc_f32_e64 v0, -13
v_fract_f64_e64 v[0:1], -13
v_trunc_f32_e32 v0, 35
v_fract_f64_e32 v[0:1], 35
v_trunc_f32_e64 v0, 35
v_fract_f64_e64 v[0:1], 35
v_trunc_f32_e32 v0, 1234
v_fract_f64_e32 v[0:1], 1234
v_trunc_f32_e32 v0, -54321
v_fract_f64_e32 v[0:1], -54321
v_trunc_f32_e32 v0, 0xdeadbeef
v_fract_f64_e32 v[0:1], 0xdeadbeef
v_trunc_f32_e32 v0, 0xffffffff
v_fract_f64_e32 v[0:1], 0xffffffff
v_trunc_f32_e32 v0, 0xffffffffffffffff
v_fract_f64_e32 v[0:1], 0xffffffffffffffff
v_trunc_f32_e32 v0, 1
s_mov_b64_e32 s[0:1], 0
v_and_b32_e32 v0, 0, v1
v_and_b32_e64 v0, 0, v1
s_mov_b64_e32 s[0:1], -13
v_and_b32_e32 v0, -13, v1
v_and_b32_e64 v0, -13, v1
s_mov_b64_e32 s[0:1], 35
v_and_b32_e32 v0, 35, v1
v_and_b32_e64 v0, 35, v1
s_mov_b64_e32 s[0:1], 1234
v_and_b32_e32 v0, 1234, v1
s_mov_b64_e32 s[0:1], -54321
v_and_b32_e32 v0, -54321, v1
s_mov_b64_e32 s[0:1], 0xdeadbeef
v_and_b32_e32 v0, 0xdeadbeef, v1
s_mov_b64_e32 s[0:1], 0xffffffff
v_and_b32_e32 v0, 0xffffffff, v1
s_mov_b64_e32 s[0:1], 0xffffffffffffffff
v_and_b32_e32 v0, 0xffffffffffffffff, v1
s_mov_b64 s[0:1], 1
s_mov_b64 s[0:1], lit(1)
v_and_b32_e32 v0, 1, v1
v_and_b32_e32 v0, lit(1), v1
v_trunc_f32_e32 v0, 0x3e22f983
v_fract_f64_e32 v[0:1], 0x3e22f983
v_and_b32_e32 v0, 0.159154943091895317852646485335, v1
v_fract_f64 v[0:1], 0.159154943091895317852646485335
v_trunc_f32 v0, 0.159154943091895317852646485335
v_trunc_f32 v0, lit(0.159154943091895317852646485335)
buffer_atomic_add v0, off, s[0:3], scc offset:4095
s_add_i32 s0, vccz, s0
s_add_i32 s0, execz, s0
s_add_i32 s0, scc, s0
s_and_b64 s[0:1], s[0:1], src_vccz
s_and_b64 s[0:1], s[0:1], src_execz
s_and_b64 s[0:1], s[0:1], src_scc
v_cmp_eq_i64 vcc, scc, v[0:1]
v_max_f32 v0, vccz, v0
v_max_f64 v[0:1], scc, v[0:1]
v_ceil_f32 v0, -vccz
v_ceil_f32 v0, |execz|
@ llvm/test/MC/AMDGPU/mtbuf.s (pages 1-2)
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], nfmt:2, dfmt:15, ttmp1
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7] dfmt:15 nfmt:7 ttmp1
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:(2 + 3 * 16)
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_32_32]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_16_16_16_16]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_32_32_32]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_32_32_32_32]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_RESERVED_15]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_DATA_FORMAT_INVALID]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_NUM_FORMAT_SSCALED]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_NUM_FORMAT_UINT]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_NUM_FORMAT_SINT]
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_NUM_FORMAT_FLOAT]
tbuffer_store_format_xyzw v[1:4], v1, ttmp[4:7], s0, format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT], idxen
tbuffer_store_format_xyzw v[1:4], v1, ttmp[4:7], s0, format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] offen offset:52
tbuffer_store_format_xyzw v[1:4], v[1:2], ttmp[4:7], s0, format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] idxen offen offset:52
tbuffer_store_format_xyzw v[1:4], v[1:2], ttmp[4:7], s0, format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] addr64
tbuffer_store_format_xyzw v[1:4], off, ttmp[4:7], s0 format:[BUF_NUM_FORMAT_SNORM_OGL]
@ llvm/test/MC/AMDGPU/mubuf.s (all)
buffer_load_dword v[1:2], v2, s[4:7], s1 offen glc tfe
buffer_load_dword v[1:2], v2, s[4:7], s1 offen offset:4 glc slc tfe
buffer_load_dword v1, v2, s[4:7], s1 idxen offset:4
buffer_load_dword v1, v2, s[4:7], s1 idxen offset:4 slc
buffer_load_dword v[1:2], v2, s[4:7], s1 idxen offset:4 tfe
buffer_load_dword v[1:2], v2, s[4:7], s1 idxen offset:4 glc slc tfe
buffer_load_dword v[1:2], v2, ttmp[4:7], s1 idxen offset:4 glc slc tfe
buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4
buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4 glc
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 idxen offen offset:4 tfe
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 idxen offen glc tfe
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 idxen offen offset:4 glc slc tfe
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 addr64 glc tfe
buffer_load_dword v[1:2], v[2:3], s[4:7], s1 addr64 offset:4 glc slc tfe
buffer_store_dword v1, v2, s[4:7], s1 offen
buffer_store_dword v1, v2, s[4:7], s1 offen offset:4
buffer_store_dword v1, v2, s[4:7], s1 offen offset:4 glc
buffer_store_dword v1, v2, s[4:7], s1 offen offset:4 slc
buffer_store_dword v1, v2, s[4:7], s1 idxen
buffer_store_dword v1, v2, s[4:7], s1 idxen offset:4
buffer_store_dword v1, v2, s[4:7], s1 idxen offset:4 glc
buffer_store_dword v1, v2, s[4:7], s1 idxen offset:4 slc
buffer_store_dword v1, v[2:3], s[4:7], s1 idxen offen
buffer_store_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4
buffer_store_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4 glc
buffer_store_dword v1, v[2:3], s[4:7], s1 idxen offen offset:4 slc
buffer_store_dword v1, v[2:3], s[4:7], s1 addr64
buffer_store_dword v1, v[2:3], s[4:7], s1 addr64 offset:4
buffer_store_dword v1, v[2:3], s[4:7], s1 addr64 offset:4 glc
buffer_store_dword v1, v[2:3], s[4:7], s1 addr64 offset:4 slc
buffer_load_format_x v1, off, s[4:7], s1
buffer_load_format_xy v[1:2], off, s[4:7], s1
buffer_load_format_xyz v[1:3], off, s[4:7], s1
buffer_load_format_xyzw v[1:4], off, s[4:7], s1
buffer_store_format_x v1, off, s[4:7], s1
buffer_store_format_xy v[1:2], off, s[4:7], s1
buffer_store_format_xyz v[1:3], off, s[4:7], s1
buffer_store_format_xyzw v[1:4], off, s[4:7], s1
buffer_load_ubyte v1, off, s[4:7], s1
buffer_load_sbyte v1, off, s[4:7], s1
buffer_load_ushort v1, off, s[4:7], s1
buffer_load_sshort v1, off, s[4:7], s1
buffer_load_dword v1, off, ttmp[4:7], ttmp1
buffer_load_dwordx2 v[1:2], off, s[4:7], s1
buffer_load_dwordx3 v[0:2], off, s[4:7], s0 offset:4095
buffer_load_dwordx4 v[1:4], off, ttmp[4:7], ttmp1
buffer_store_byte v1, off, s[4:7], s1
buffer_store_byte v1, off, ttmp[4:7], ttmp1
buffer_store_short v1, off, s[4:7], s1
buffer_store_dwordx2 v[1:2], off, s[4:7], s1
buffer_store_dwordx3 v[0:2], off, s[4:7], s0 offset:4095
buffer_store_dwordx4 v[1:4], off, s[4:7], s1
buffer_wbinvl1
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64
buffer_atomic_inc v1, v[2:3], s[8:11], s4 addr64
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 offset:4
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 offset:4 slc
buffer_atomic_inc v1, off, s[8:11], 56
buffer_atomic_inc v1, off, s[8:11], 56 slc
buffer_atomic_inc v1, off, s[8:11], s4 slc
buffer_atomic_inc v1, off, s[8:11], 56 offset:4
buffer_atomic_inc v1, off, s[8:11], 56 offset:4 slc
buffer_atomic_inc v1, v2, s[8:11], 56 offen
buffer_atomic_inc v1, v2, s[8:11], 56 offen slc
buffer_atomic_inc v1, v2, s[8:11], 56 offen offset:4
buffer_atomic_inc v1, v2, s[8:11], s4 offen offset:4
buffer_atomic_inc v1, v2, s[8:11], 56 offen offset:4 slc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen
buffer_atomic_inc v1, v2, s[8:11], 56 idxen slc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen offset:4
buffer_atomic_inc v1, v2, s[8:11], 56 idxen offset:4 slc
buffer_atomic_inc v1, v2, s[8:11], s4 idxen offset:4 slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen
buffer_atomic_inc v1, v[2:3], s[8:11], s4 idxen offen
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen offset:4
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen offset:4 slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 glc
buffer_atomic_inc v1, v[2:3], s[8:11], s4 addr64 glc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 glc slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 offset:4 glc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 addr64 offset:4 glc slc
buffer_atomic_inc v1, off, s[8:11], 56 glc
buffer_atomic_inc v1, off, s[8:11], 56 glc slc
buffer_atomic_inc v1, off, s[8:11], s4 glc slc
buffer_atomic_inc v1, off, s[8:11], 56 offset:4 glc
buffer_atomic_inc v1, off, s[8:11], 56 offset:4 glc slc
buffer_atomic_inc v1, v2, s[8:11], 56 offen glc
buffer_atomic_inc v1, v2, s[8:11], 56 offen glc slc
buffer_atomic_inc v1, v2, s[8:11], 56 offen offset:4 glc
buffer_atomic_inc v1, v2, s[8:11], s4 offen offset:4 glc
buffer_atomic_inc v1, v2, s[8:11], 56 offen offset:4 glc slc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen glc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen glc slc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen offset:4 glc
buffer_atomic_inc v1, v2, s[8:11], 56 idxen offset:4 glc slc
buffer_atomic_inc v1, v2, s[8:11], s4 idxen offset:4 glc slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen glc
buffer_atomic_inc v1, v[2:3], s[8:11], s4 idxen offen glc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen glc slc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen offset:4 glc
buffer_atomic_inc v1, v[2:3], s[8:11], 56 idxen offen offset:4 glc slc
buffer_atomic_add v5, off, s[8:11], 0.5 offset:4095 glc
buffer_atomic_fcmpswap v[0:1], off, s[0:3], s0 offset:4095
buffer_atomic_fcmpswap v[0:1], v[0:1], s[0:3], s0 addr64 offset:4095
buffer_atomic_fcmpswap_x2 v[0:3], off, s[0:3], s0 offset:4095
buffer_atomic_fcmpswap_x2 v[0:3], v0, s[0:3], s0 idxen offset:4095
buffer_atomic_fmax v1, off, s[0:3], s0 offset:4095
buffer_atomic_fmax v0, off, s[0:3], s0 offset:7
buffer_atomic_fmax v0, off, s[0:3], s0 offset:4095 glc
buffer_atomic_fmax_x2 v[5:6], off, s[0:3], s0 offset:4095
buffer_atomic_fmax_x2 v[0:1], v0, s[0:3], s0 idxen offset:4095
buffer_atomic_fmin v0, v[0:1], s[0:3], s0 addr64 offset:4095
buffer_atomic_fmin v0, off, s[0:3], s0
buffer_atomic_fmin v0, off, s[0:3], s0 offset:0
buffer_atomic_fmin_x2 v[0:1], off, s[0:3], s0 offset:4095 slc
buffer_atomic_fmin_x2 v[0:1], v0, s[0:3], s0 idxen offset:4095
buffer_load_sbyte off, s[8:11], s3 lds
buffer_load_sbyte off, s[8:11], s3 glc slc lds
buffer_load_sbyte off, s[8:11], s3 offset:4095 glc slc lds
buffer_load_sbyte v0, s[8:11], s3 offen offset:4095 slc lds
buffer_load_sbyte v0, s[8:11], s3 offen lds
buffer_load_sbyte v0, s[8:11], s3 idxen glc slc lds
buffer_load_sbyte v[0:1], s[8:11], s3 idxen offen offset:4095 lds
buffer_load_sbyte v[0:1], s[8:11], s3 idxen offen offset:4095 glc slc lds
buffer_load_ubyte off, s[8:11], s3 offset:4095 lds
buffer_load_sshort v0, s[8:11], s3 offen offset:4095 glc slc lds
buffer_load_ushort v0, s[8:11], s3 idxen offset:4095 glc slc lds
buffer_load_dword v0, s[8:11], s101 offen lds
buffer_load_format_x v[0:1], s[8:11], s3 idxen offen offset:4095 glc slc lds
@ llvm/test/MC/AMDGPU/sopk.s (all)
s_mulk_i32 s2, 0xFFFF
s_getreg_b32 s2, {id: 51, offset: 1, size: 31}
s_getreg_b32 s2, {id: 51}
s_getreg_b32 s2, {size: 32, id: 51}
s_getreg_b32 s2, {}
s_getreg_b32 s2, hwreg(17)
s_getreg_b32 s2, hwreg(18)
s_getreg_b32 s2, hwreg(21)
s_getreg_b32 s2, hwreg(22)
s_getreg_b32 s2, hwreg(23)
s_getreg_b32 s2, hwreg(24)
s_setreg_b32 hwreg(HW_REG_HW_ID), s2
s_setreg_b32 hwreg(HW_REG_GPR_ALLOC, 1, 31), s2
s_setreg_b32 hwreg(10), s2
s_setreg_b32 hwreg(15), s2
s_setreg_b32 hwreg(16), s2
s_setreg_b32 hwreg(17), s2
s_setreg_b32 hwreg(18), s2
s_setreg_b32 hwreg(19), s2
s_setreg_b32 hwreg(20), s2
s_setreg_b32 hwreg(21), s2
s_setreg_b32 hwreg(22), s2
s_setreg_b32 hwreg(23), s2
s_setreg_b32 hwreg(24), s2
s_setreg_b32 hwreg(25), s2
s_setreg_b32 hwreg(5, 1, 31), s2
s_setreg_imm32_b32 0x6, 0xff
s_setreg_imm32_b32 hwreg(HW_REG_GPR_ALLOC, 1, 31), 0xff
@ llvm/test/MC/AMDGPU/sopp.s (all)
s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(0), expcnt(0), lgkmcnt(0)
s_waitcnt vmcnt_sat(9)
s_waitcnt vmcnt_sat(15)
s_waitcnt expcnt(7)
s_waitcnt expcnt_sat(2)
s_waitcnt expcnt_sat(7)
s_waitcnt lgkmcnt(15)
s_waitcnt lgkmcnt_sat(3)
s_waitcnt lgkmcnt_sat(9)
s_waitcnt lgkmcnt_sat(15)
s_waitcnt lgkmcnt_sat(16)
s_sendmsg sendmsg(1)
s_sendmsg sendmsg(MSG_INTERRUPT)
s_sendmsg sendmsg(2, 1)
s_sendmsg sendmsg(2, GS_OP_CUT)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT)
s_sendmsg sendmsg(MSG_GS, GS_OP_CUT, 0)
s_sendmsg sendmsg(MSG_GS, 1)
s_sendmsg sendmsg(2, 2, 1)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)
s_sendmsg sendmsg(2, 3, 2)
s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT_CUT, 2)
s_sendmsg sendmsg(3, 0)
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_sendmsg sendmsg(4)
s_sendmsg sendmsg(15, 1)
s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_ECC_ERR_INTERRUPT)
@ llvm/test/MC/AMDGPU/vop2.s (all)
v_cndmask_b32_e32 v1, v2, v3, vcc
v_add_f32 v1, v2, v3
v_add_i32_e64 v1, s[0:1], v2, v3
v_addc_u32 v1, vcc, v2, v3, vcc
v_addc_u32_e32 v1, vcc, v2, v3, vcc
v_addc_u32 v1, s[0:1], v2, v3, vcc
v_addc_u32 v1, s[0:1], v2, v3, s[2:3]
v_addc_u32_e64 v1, s[0:1], v2, v3, s[2:3]
v_addc_u32_e64 v1, vcc, v2, v3, vcc
v_subb_u32 v1, vcc, v2, v3, vcc
v_subb_u32 v1, s[0:1], v2, v3, vcc
v_subbrev_u32 v1, vcc, v2, v3, vcc
v_subbrev_u32 v1, s[0:1], v2, v3, vcc
v_ldexp_f32 v1, v2, v3
v_cvt_pkaccum_u8_f32 v1, v2, v3
v_cvt_pknorm_i16_f32 v1, v2, v3
v_cvt_pknorm_u16_f32 v1, v2, v3
v_cvt_pkrtz_f16_f32 v1, v2, v3
v_cvt_pk_u16_u32_e64 v1, v2, v3
v_cvt_pk_i16_i32_e64 v1, v2, v3
@ llvm/test/MC/AMDGPU/vop3.s (pages 1-2)
v_cmp_lt_f32 s[2:3]  v4, -v6
v_cmp_lt_f32 s[2:3] -abs(v4), v6
v_cmp_lt_f32 s[2:3] v4, -|v6|
v_cmp_lt_f32 s[2:3] -|v4|, -|v6|
v_fract_f32 v1, abs(v2)
v_fract_f32 v1, -|v2|
v_cndmask_b32_e64 v1, v3, v5, s[4:5]
v_add_f64_e64 v[0:1], v[2:3], v[5:6]
v_add_f64 v[0:1], abs(v[2:3]), v[5:6]
v_add_f64 v[0:1], v[2:3], abs(v[5:6])
v_add_f64_e64 v[0:1], -v[2:3], abs(v[5:6]) clamp mul:4
@ llvm/test/MC/AMDGPU/gfx7_asm_all.s (sampled pages 6, 26)
s_bitset1_b32 tma_lo, s1
s_bitset1_b32 ttmp11, s1
s_bitset1_b32 s5, tba_hi
s_bitset1_b32 s5, 0xaf123456
s_bitset1_b64 s[102:103], s1
s_bitset1_b64 tba, s1
s_bitset1_b64 ttmp[10:11], s1
s_bitset1_b64 exec, s1
s_bitset1_b64 s[10:11], tma_hi
s_bitset1_b64 s[10:11], -4.0
s_bitset1_b64 s[10:11], 0x3f717273
s_getpc_b64 s[102:103]
s_getpc_b64 tba
s_getpc_b64 tma
s_getpc_b64 ttmp[10:11]
s_getpc_b64 exec
s_setpc_b64 s[102:103]
s_setpc_b64 vcc
s_setpc_b64 tba
s_setpc_b64 tma
s_setpc_b64 ttmp[10:11]
s_swappc_b64 s[102:103], s[2:3]
s_swappc_b64 tba, s[2:3]
s_swappc_b64 exec, s[2:3]
s_swappc_b64 s[10:11], tma
s_swappc_b64 s[10:11], ttmp[10:11]
s_rfe_b64 s[102:103]
s_rfe_b64 tba
s_rfe_b64 ttmp[10:11]
s_and_saveexec_b64 tba, s[2:3]
s_and_saveexec_b64 s[10:11], exec
s_and_saveexec_b64 s[10:11], 0.5
s_and_saveexec_b64 s[10:11], 0xaf123456
s_or_saveexec_b64 tma, s[2:3]
s_or_saveexec_b64 s[10:11], ttmp[10:11]
s_xor_saveexec_b64 ttmp[10:11], s[2:3]
s_xor_saveexec_b64 s[10:11], 0x3f717273
s_orn2_saveexec_b64 s[10:11], -1
s_nand_saveexec_b64 s[10:11], tba
s_nor_saveexec_b64 s[10:11], vcc
ds_max_src2_u32 v1 offset:65535 gds
ds_and_src2_b32 v255 offset:65535
ds_or_src2_b32 v1 offset:4
ds_xor_src2_b32 v1 offset:65535 gds
ds_write_src2_b32 v255 offset:65535
ds_min_src2_f32 v1 offset:65535 gds
ds_max_src2_f32 v1
ds_add_src2_u64 v255 offset:65535
ds_sub_src2_u64 v1 offset:65535 gds
ds_rsub_src2_u64 v1
ds_inc_src2_u64 v1 offset:4
ds_dec_src2_u64 v1 offset:65535
ds_min_src2_i64 v1 offset:65535 gds
ds_max_src2_i64 v255 offset:65535
ds_min_src2_u64 v1
ds_max_src2_u64 v1 offset:65535 gds
ds_and_src2_b64 v1 offset:65535
ds_or_src2_b64 v255 offset:65535
ds_xor_src2_b64 v1 offset:4
ds_write_src2_b64 v1 offset:65535 gds
ds_min_src2_f64 v255 offset:65535
ds_max_src2_f64 v1 offset:65535 gds
exp mrt0 v0, v0, v0, v0
exp null v0, v0, v0, v0
exp param0 v0, v0, v0, v0
exp mrt0 v255, v0, v0, v0
exp mrt0 v0, v0, v0, v255
exp mrt0 v0, off, v0, off
exp mrt0 off, v0, v0, v0
exp mrt0 v0, v0, v0, v0 done
exp mrt0 v0, v0, v0, v0 compr
exp mrt0 v0, v0, v0, v0 vm
@ llvm/test/MC/AMDGPU/gfx7_asm_all.s (sampled page 36)
s_cmp_eq_i32 ttmp11, s2
s_cmp_eq_i32 m0, s2
s_cmp_eq_i32 0xaf123456, s2
s_cmp_eq_i32 s1, tba_lo
s_cmp_eq_i32 s1, 0x3f717273
s_cmp_lg_i32 s1, tma_hi
s_cmp_gt_i32 tba_hi, s2
s_cmp_gt_i32 s1, -4.0
s_cmp_ge_i32 exec_hi, s2
s_cmp_ge_i32 s1, 0.5
s_cmp_lt_i32 vcc_hi, s2
s_cmp_lt_i32 s1, ttmp11
s_cmp_le_i32 0.5, s2
s_cmp_le_i32 s1, exec_lo
s_cmp_eq_u32 tma_lo, s2
s_cmp_eq_u32 s1, 0xaf123456
s_cmp_lg_u32 tba_lo, s2
@ llvm/test/MC/AMDGPU/mimg.s (page 3)
image_atomic_smax v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_smax v[4:6], v10, s[8:15] dmask:0x3 tfe
image_atomic_umax v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_and v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_or v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_xor v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_inc v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_dec v[4:5], v10, s[8:15] dmask:0x1 tfe
image_atomic_cmpswap v[4:5], v[192:195], s[28:35] dmask:0x3
image_atomic_cmpswap v[4:6], v[192:195], s[28:35] dmask:0x3 tfe
image_atomic_cmpswap v[4:7], v[192:195], s[28:35] dmask:0xf
image_atomic_cmpswap v[4:8], v[192:195], s[28:35] dmask:0xf tfe
image_atomic_add v10, v6, s[8:15] dmask:0x1 r128
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x1
image_gather4 v[5:8], v[1:2], s[8:15], s[12:15] dmask:0x1
image_gather4 v[5:8], v[1:3], s[8:15], s[12:15] dmask:0x1
image_gather4 v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x2
image_gather4 v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x4
image_gather4 v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x8
@ llvm/test/MC/AMDGPU/gfx7_asm_all.s (sampled page 76)
v_sad_hi_u8 v5, v1, tma_hi, v3
v_sad_hi_u8 v5, v1, v2, ttmp11
v_sad_hi_u8 v5, v1, v2, 0.5
v_sad_hi_u8 v5, v1, v2, -4.0
v_sad_u16 v5, v255, v2, v3
v_sad_u16 v5, tba_lo, v2, v3
v_sad_u16 v5, v1, exec_hi, v3
v_sad_u16 v5, v1, v2, -1
v_sad_u32 v5, 0.5, v2, v3
v_sad_u32 v5, v1, -4.0, v3
v_sad_u32 v5, v1, v2, m0
v_cvt_pk_u8_f32 v5, v1, v2, v3
v_cvt_pk_u8_f32 v5, -4.0, v2, v3
v_cvt_pk_u8_f32 v5, v1, 0.5, v3
v_cvt_pk_u8_f32 v5, v1, v2, tba_hi
v_cvt_pk_u8_f32 v5, v1, v2, s103
