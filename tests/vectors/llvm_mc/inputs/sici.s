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
