# Instruction texts extracted from LLVM's AMDGPU assembler tests (CI checks only);
# assembled for gfx7 (bonaire) by scripts/llvm_mc_tests.py.
@ llvm/test/MC/AMDGPU/smrd.s
s_load_dword s1, s[2:3], 0x100
s_load_dword s1, s[2:3], 0xfffff
s_load_dword s1, s[2:3], 0x100000
s_load_dword s1, s[2:3], 0xffffffff
s_dcache_inv_vol
@ llvm/test/MC/AMDGPU/flat.s
flat_load_dword v1, v[3:4]
flat_load_dword v1, v[3:4] glc
flat_load_dword v1, v[3:4] glc slc
flat_store_dword v[3:4], v1
flat_store_dword v[3:4], v1 glc
flat_store_dword v[3:4], v1 glc slc
flat_store_dword v[3:4], v1 slc
flat_atomic_add v1, v[3:4], v5 offset:0 glc slc
flat_atomic_add v[3:4], v5 slc
flat_load_ubyte v1, v[3:4]
flat_load_sbyte v1, v[3:4]
flat_load_ushort v1, v[3:4]
flat_load_sshort v1, v[3:4]
flat_load_dwordx2 v[1:2], v[3:4]
flat_load_dwordx4 v[5:8], v[3:4]
flat_load_dwordx3 v[5:7], v[3:4]
flat_store_byte v[3:4], v1
flat_store_short v[3:4], v1
flat_store_dwordx2 v[3:4], v[1:2]
flat_store_dwordx4 v[3:4], v[5:8]
flat_store_dwordx3 v[3:4], v[5:7]
flat_atomic_swap v[3:4], v5
flat_atomic_swap v1, v[3:4], v5 glc
flat_atomic_cmpswap v[3:4], v[5:6]
flat_atomic_cmpswap v1, v[3:4], v[5:6] glc
flat_atomic_add v[3:4], v5
flat_atomic_add v1, v[3:4], v5 glc
flat_atomic_sub v1, v[3:4], v5 glc
flat_atomic_smin v[3:4], v5
flat_atomic_umin v1, v[3:4], v5 glc
flat_atomic_smax v[3:4], v5,
flat_atomic_umax v1, v[3:4], v5 glc
flat_atomic_and v[3:4], v5
flat_atomic_or v1, v[3:4], v5 glc
flat_atomic_xor v[3:4], v5
flat_atomic_inc v1, v[3:4], v5 glc
flat_atomic_dec v[3:4], v5
flat_atomic_fcmpswap v[3:4], v[5:6]
flat_atomic_fcmpswap v1, v[3:4], v[5:6] glc
flat_atomic_swap_x2 v[3:4], v[5:6]
flat_atomic_swap_x2 v[1:2], v[3:4], v[5:6] glc
@ llvm/test/MC/AMDGPU/vop1.s
v_trunc_f64_e32 v[1:2], v[2:3]
v_ceil_f64_e32 v[1:2], v[2:3]
v_rndne_f64_e32 v[1:2], v[2:3]
v_floor_f64_e32 v[1:2], v[2:3]
v_log_legacy_f32 v1, v2
v_exp_legacy_f32 v1, v2
@ llvm/test/MC/AMDGPU/vop3.s (page 2)
v_mqsad_u32_u8 v[5:8], s[2:3], v4, v[0:3]
v_mad_u64_u32 v[5:6], s[12:13], s1, 0, 0
v_mad_i64_i32 v[5:6], s[12:13], s1, 0, v[254:255]
@ llvm/test/MC/AMDGPU/gfx7_asm_all.s (sampled pages 1, 11, 21, 31, 41, 61, 81, 101, 141 of the carbon-lang copy)
ds_nop
ds_gws_sema_release_all offset:65535 gds
ds_gws_sema_release_all gds
s_xor_b32 flat_scratch_lo, s1, s2
s_xor_b32 flat_scratch_hi, s1, s2
s_xor_b32 s5, flat_scratch_hi, s2
s_xor_b32 s5, s1, flat_scratch_lo
s_xor_b64 flat_scratch, s[2:3], s[4:5]
s_xor_b64 s[10:11], flat_scratch, s[4:5]
s_andn2_b64 s[10:11], s[2:3], flat_scratch
v_cvt_i32_f32 v5, flat_scratch_lo
v_cvt_i32_f32_e64 v5, flat_scratch_hi
v_xor_b32_e64 v5, v1, flat_scratch_hi
v_mac_f32 v5, flat_scratch_lo, v2
v_msad_u8 v5, v1, flat_scratch_hi, v3
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, v[3:4]
v_qsad_pk_u16_u8 v[254:255], v[1:2], v2, v[3:4]
v_qsad_pk_u16_u8 v[5:6], s[102:103], v2, v[3:4]
v_qsad_pk_u16_u8 v[5:6], flat_scratch, v2, v[3:4]
v_qsad_pk_u16_u8 v[5:6], tba, v2, v[3:4]
v_qsad_pk_u16_u8 v[5:6], ttmp[10:11], v2, v[3:4]
v_qsad_pk_u16_u8 v[5:6], exec, v2, v[3:4]
v_qsad_pk_u16_u8 v[5:6], -1, v2, v[3:4]
v_qsad_pk_u16_u8 v[5:6], v[1:2], m0, v[3:4]
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, tma
v_qsad_pk_u16_u8 v[5:6], v[1:2], v2, 0
v_cmpx_le_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_gt_f64 vcc, flat_scratch, v[2:3]
v_cmpx_le_u32 vcc, flat_scratch_hi, v2
v_cmpx_le_u32_e64 flat_scratch, v1, v2
@ llvm/test/MC/AMDGPU/vop3.s, vop1.s, ds.s, mubuf.s, literals.s (CI lines)
buffer_wbinvl1_vol
ds_read_b128 v[8:11], v2
ds_write_b128 v2, v[4:7]
v_ceil_f64 v[5:6], |execz|
v_ceil_f64 v[5:6], -vcc
@ llvm/test/MC/AMDGPU/gfx7_asm_all.s (sampled pages 6, 26)
s_bitset1_b32 s5, flat_scratch_hi
s_bitset1_b64 flat_scratch, s1
s_getpc_b64 flat_scratch
s_setpc_b64 flat_scratch
s_swappc_b64 flat_scratch, s[2:3]
s_rfe_b64 flat_scratch
s_and_saveexec_b64 flat_scratch, s[2:3]
s_andn2_saveexec_b64 s[10:11], flat_scratch
ds_write_b96 v1, v[2:4] offset:65535
ds_write_b96 v1, v[253:255] offset:65535
ds_write_b96 v1, v[2:4] offset:65535 gds
ds_write_b128 v1, v[252:255] offset:65535
ds_write_b128 v1, v[2:5] offset:65535 gds
ds_read_b96 v[5:7], v1 offset:65535
ds_read_b96 v[253:255], v1 offset:65535
ds_read_b96 v[5:7], v1 offset:65535 gds
ds_read_b128 v[252:255], v1 offset:65535
ds_read_b128 v[5:8], v1 offset:65535 gds
flat_load_ubyte v5, v[1:2]
flat_load_ubyte v255, v[1:2]
flat_load_ubyte v5, v[254:255]
flat_load_ubyte v5, v[1:2] glc
flat_load_ubyte v5, v[1:2] slc
flat_load_sbyte v255, v[1:2]
@ llvm/test/MC/AMDGPU/gfx7_asm_all.s (sampled page 36)
s_cmp_lg_i32 flat_scratch_hi, s2
