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
# --- mc5: pages transcribed from the carbon-language/carbon-lang copy ---
# 18 of 148 pages (16,000-character pages, numbered from 0: 7,15,23,31,39,47,55,63,71,79,87,95,103,111,119,127,135,143);
# lines already listed above are left out.
# (gfx7: the pages sampled earlier, 1-based 1,6,11,21,26,31,36,41,61,76,81,101,141, are in sici.s;
#  together 31 of 148 pages.)
# Further LLVM test files follow under their own `@` lines.
@ llvm/test/MC/AMDGPU/gfx7_asm_all.s (18 of 148 pages)
flat_atomic_and_x2 v[1:2], v[254:255]
flat_atomic_and_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_and_x2 v[1:2], v[2:3] slc
flat_atomic_or_x2 v[1:2], v[2:3]
flat_atomic_or_x2 v[254:255], v[2:3]
flat_atomic_or_x2 v[1:2], v[254:255]
flat_atomic_or_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_or_x2 v[1:2], v[2:3] slc
flat_atomic_xor_x2 v[1:2], v[2:3]
flat_atomic_xor_x2 v[254:255], v[2:3]
flat_atomic_xor_x2 v[1:2], v[254:255]
flat_atomic_xor_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_xor_x2 v[1:2], v[2:3] slc
flat_atomic_inc_x2 v[1:2], v[2:3]
flat_atomic_inc_x2 v[254:255], v[2:3]
flat_atomic_inc_x2 v[1:2], v[254:255]
flat_atomic_inc_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_inc_x2 v[1:2], v[2:3] slc
flat_atomic_dec_x2 v[1:2], v[2:3]
flat_atomic_dec_x2 v[254:255], v[2:3]
flat_atomic_dec_x2 v[1:2], v[254:255]
flat_atomic_dec_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_dec_x2 v[1:2], v[2:3] slc
flat_atomic_fcmpswap_x2 v[1:2], v[2:5]
flat_atomic_fcmpswap_x2 v[254:255], v[2:5]
flat_atomic_fcmpswap_x2 v[1:2], v[252:255]
flat_atomic_fcmpswap_x2 v[0:1], v[1:2], v[2:5] glc
flat_atomic_fcmpswap_x2 v[1:2], v[2:5] slc
flat_atomic_fmin_x2 v[1:2], v[2:3]
flat_atomic_fmin_x2 v[254:255], v[2:3]
flat_atomic_fmin_x2 v[1:2], v[254:255]
flat_atomic_fmin_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_fmin_x2 v[1:2], v[2:3] slc
flat_atomic_fmax_x2 v[1:2], v[2:3]
flat_atomic_fmax_x2 v[254:255], v[2:3]
flat_atomic_fmax_x2 v[1:2], v[254:255]
flat_atomic_fmax_x2 v[0:1], v[1:2], v[2:3] glc
flat_atomic_fmax_x2 v[1:2], v[2:3] slc
image_load v5, v[1:4], s[8:15] dmask:0x1
image_load v252, v[1:4], s[8:15] dmask:0x1
image_load v5, v[252:255], s[8:15] dmask:0x1
image_load v5, v[1:4], s[12:19] dmask:0x1
image_load v5, v[1:4], s[96:103] dmask:0x1
image_load v5, v[1:4], ttmp[4:11] dmask:0x1
image_load v5, v[1:4], s[8:15] dmask:0x2
image_load v[5:6], v[1:4], s[8:15] dmask:0x3
image_load v5, v[1:4], s[8:15] dmask:0x4
image_load v[5:6], v[1:4], s[8:15] dmask:0x5
image_load v[5:6], v[1:4], s[8:15] dmask:0x6
image_load v[5:7], v[1:4], s[8:15] dmask:0x7
image_load v5, v[1:4], s[8:15] dmask:0x8
image_load v[5:6], v[1:4], s[8:15] dmask:0x9
image_load v[5:6], v[1:4], s[8:15] dmask:0xa
image_load v[5:7], v[1:4], s[8:15] dmask:0xb
image_load v[5:6], v[1:4], s[8:15] dmask:0xc
image_load v[5:7], v[1:4], s[8:15] dmask:0xd
image_load v[5:7], v[1:4], s[8:15] dmask:0xe
image_load v5, v[1:4], s[8:15] dmask:0x0
image_load v5, v[1:4], s[8:15] dmask:0x1 unorm
image_load v5, v[1:4], s[8:15] dmask:0x1 glc
image_load v5, v[1:4], s[8:15] dmask:0x1 slc
image_load v[5:6], v[1:4], s[8:15] dmask:0x1 tfe
image_load v5, v[1:4], s[8:15] dmask:0x1 lwe
image_load v5, v[1:4], s[8:15] dmask:0x1 da
image_load_mip v5, v[1:4], s[8:15] dmask:0x1
image_load_mip v252, v[1:4], s[8:15] dmask:0x1
image_load_mip v5, v[252:255], s[8:15] dmask:0x1
image_load_mip v5, v[1:4], s[12:19] dmask:0x1
image_load_mip v5, v[1:4], s[96:103] dmask:0x1
image_load_mip v5, v[1:4], ttmp[4:11] dmask:0x1
image_load_mip v5, v[1:4], s[8:15] dmask:0x2
image_load_mip v[5:6], v[1:4], s[8:15] dmask:0x3
image_load_mip v5, v[1:4], s[8:15] dmask:0x4
image_load_mip v[5:6], v[1:4], s[8:15] dmask:0x5
image_load_mip v[5:6], v[1:4], s[8:15] dmask:0x6
image_load_mip v[5:7], v[1:4], s[8:15] dmask:0x7
image_load_mip v5, v[1:4], s[8:15] dmask:0x8
image_load_mip v[5:6], v[1:4], s[8:15] dmask:0x9
image_load_mip v[5:6], v[1:4], s[8:15] dmask:0xa
image_load_mip v[5:7], v[1:4], s[8:15] dmask:0xb
image_load_mip v[5:6], v[1:4], s[8:15] dmask:0xc
image_load_mip v[5:7], v[1:4], s[8:15] dmask:0xd
image_load_mip v[5:7], v[1:4], s[8:15] dmask:0xe
image_load_mip v5, v[1:4], s[8:15] dmask:0x0
image_load_mip v5, v[1:4], s[8:15] dmask:0x1 unorm
image_load_mip v5, v[1:4], s[8:15] dmask:0x1 glc
image_load_mip v5, v[1:4], s[8:15] dmask:0x1 slc
image_load_mip v[5:6], v[1:4], s[8:15] dmask:0x1 tfe
image_load_mip v5, v[1:4], s[8:15] dmask:0x1 lwe
image_load_mip v5, v[1:4], s[8:15] dmask:0x1 da
image_store v1, v[2:5], s[12:19] dmask:0x1 unorm
image_store v252, v[2:5], s[12:19] dmask:0x1 unorm
image_store v1, v[252:255], s[12:19] dmask:0x1 unorm
image_store v1, v[2:5], s[16:23] dmask:0x1 unorm
image_store v1, v[2:5], s[96:103] dmask:0x1 unorm
image_store v1, v[2:5], ttmp[4:11] dmask:0x1 unorm
image_store v1, v[2:5], s[12:19] dmask:0x2 unorm
image_store v[1:2], v[2:5], s[12:19] dmask:0x3 unorm
image_store v1, v[2:5], s[12:19] dmask:0x4 unorm
image_store v[1:2], v[2:5], s[12:19] dmask:0x5 unorm
image_store v[1:2], v[2:5], s[12:19] dmask:0x6 unorm
image_store v[1:3], v[2:5], s[12:19] dmask:0x7 unorm
image_store v1, v[2:5], s[12:19] dmask:0x8 unorm
image_store v[1:2], v[2:5], s[12:19] dmask:0x9 unorm
image_store v[1:2], v[2:5], s[12:19] dmask:0xa unorm
image_store v[1:3], v[2:5], s[12:19] dmask:0xb unorm
image_store v[1:2], v[2:5], s[12:19] dmask:0xc unorm
image_store v[1:3], v[2:5], s[12:19] dmask:0xd unorm
image_store v[1:3], v[2:5], s[12:19] dmask:0xe unorm
image_store v[1:4], v[2:5], s[12:19] dmask:0xf unorm
image_store v1, v[2:5], s[12:19] dmask:0x0 unorm
image_store v1, v[2:5], s[12:19] dmask:0x1 unorm glc
image_store v1, v[2:5], s[12:19] dmask:0x1 unorm slc
image_store v1, v[2:5], s[12:19] dmask:0x1 unorm lwe
image_store v1, v[2:5], s[12:19] dmask:0x1 unorm da
image_store_mip v1, v[2:5], s[12:19] dmask:0x1 unorm
image_store_mip v252, v[2:5], s[12:19] dmask:0x1 unorm
image_store_mip v1, v[252:255], s[12:19] dmask:0x1 unorm
image_store_mip v1, v[2:5], s[16:23] dmask:0x1 unorm
image_store_mip v1, v[2:5], s[96:103] dmask:0x1 unorm
image_store_mip v1, v[2:5], ttmp[4:11] dmask:0x1 unorm
image_store_mip v1, v[2:5], s[12:19] dmask:0x2 unorm
image_store_mip v[1:2], v[2:5], s[12:19] dmask:0x3 unorm
image_store_mip v1, v[2:5], s[12:19] dmask:0x4 unorm
image_store_mip v[1:2], v[2:5], s[12:19] dmask:0x5 unorm
image_store_mip v[1:2], v[2:5], s[12:19] dmask:0x6 unorm
image_store_mip v[1:3], v[2:5], s[12:19] dmask:0x7 unorm
image_store_mip v1, v[2:5], s[12:19] dmask:0x8 unorm
image_store_mip v[1:2], v[2:5], s[12:19] dmask:0x9 unorm
image_store_mip v[1:2], v[2:5], s[12:19] dmask:0xa unorm
image_store_mip v[1:3], v[2:5], s[12:19] dmask:0xb unorm
image_store_mip v[1:2], v[2:5], s[12:19] dmask:0xc unorm
image_store_mip v[1:3], v[2:5], s[12:19] dmask:0xd unorm
image_store_mip v[1:3], v[2:5], s[12:19] dmask:0xe unorm
image_store_mip v[1:4], v[2:5], s[12:19] dmask:0xf unorm
image_store_mip v1, v[2:5], s[12:19] dmask:0x0 unorm
image_store_mip v1, v[2:5], s[12:19] dmask:0x1 unorm glc
image_store_mip v1, v[2:5], s[12:19] dmask:0x1 unorm slc
image_store_mip v1, v[2:5], s[12:19] dmask:0x1 unorm lwe
image_store_mip v1, v[2:5], s[12:19] dmask:0x1 unorm da
image_get_resinfo v5, v[1:4], s[8:15] dmask:0x1
image_get_resinfo v252, v[1:4], s[8:15] dmask:0x1
image_get_resinfo v5, v[252:255], s[8:15] dmask:0x1
image_get_resinfo v5, v[1:4], s[12:19] dmask:0x1
image_get_resinfo v5, v[1:4], s[96:103] dmask:0x1
image_get_resinfo v5, v[1:4], ttmp[4:11] dmask:0x1
image_get_resinfo v5, v[1:4], s[8:15] dmask:0x2
image_get_resinfo v[5:6], v[1:4], s[8:15] dmask:0x3
image_get_resinfo v5, v[1:4], s[8:15] dmask:0x4
image_get_resinfo v[5:6], v[1:4], s[8:15] dmask:0x5
image_get_resinfo v[5:6], v[1:4], s[8:15] dmask:0x6
image_get_resinfo v[5:7], v[1:4], s[8:15] dmask:0x7
image_get_resinfo v5, v[1:4], s[8:15] dmask:0x8
image_get_resinfo v[5:6], v[1:4], s[8:15] dmask:0x9
image_get_resinfo v[5:6], v[1:4], s[8:15] dmask:0xa
image_get_resinfo v[5:7], v[1:4], s[8:15] dmask:0xb
image_get_resinfo v[5:6], v[1:4], s[8:15] dmask:0xc
image_get_resinfo v[5:7], v[1:4], s[8:15] dmask:0xd
image_sample_c_cd v5, v[1:4], s[8:15], s[12:15] dmask:0x1 glc
image_sample_c_cd v5, v[1:4], s[8:15], s[12:15] dmask:0x1 slc
image_sample_c_cd v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x1 tfe
image_sample_c_cd v5, v[1:4], s[8:15], s[12:15] dmask:0x1 lwe
image_sample_c_cd v5, v[1:4], s[8:15], s[12:15] dmask:0x1 da
buffer_load_format_x v5, off, s[8:11], s3 offset:4095
buffer_load_format_x v255, off, s[8:11], s3 offset:4095
buffer_load_format_x v5, off, s[12:15], s3 offset:4095
buffer_load_format_x v5, off, s[100:103], s3 offset:4095
buffer_load_format_x v5, off, ttmp[8:11], s3 offset:4095
buffer_load_format_x v5, off, s[8:11], s103 offset:4095
buffer_load_format_x v5, off, s[8:11], m0 offset:4095
buffer_load_format_x v5, off, s[8:11], 0 offset:4095
buffer_load_format_x v5, off, s[8:11], -1 offset:4095
buffer_load_format_x v5, off, s[8:11], 0.5 offset:4095
buffer_load_format_x v5, off, s[8:11], -4.0 offset:4095
buffer_load_format_x v5, v0, s[8:11], s3 idxen offset:4095
buffer_load_format_x v5, v0, s[8:11], s3 offen offset:4095
buffer_load_format_x v5, v[0:1], s[8:11], s3 addr64 offset:4095
buffer_load_format_x v5, off, s[8:11], s3
buffer_load_format_x v5, off, s[8:11], s3 offset:0
buffer_load_format_x v5, off, s[8:11], s3 offset:7
buffer_load_format_x v5, off, s[8:11], s3 offset:4095 glc
buffer_load_format_x v5, off, s[8:11], s3 offset:4095 slc
buffer_load_format_x v5, off, s[8:11], s3 offset:4095 lds
buffer_load_format_xy v[5:6], off, s[8:11], s3 offset:4095
buffer_load_format_xy v[254:255], off, s[8:11], s3 offset:4095
buffer_load_format_xy v[5:6], off, s[12:15], s3 offset:4095
buffer_load_format_xy v[5:6], off, s[100:103], s3 offset:4095
buffer_load_format_xy v[5:6], off, ttmp[8:11], s3 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], s103 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], m0 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], 0 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], -1 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], 0.5 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], -4.0 offset:4095
buffer_load_format_xy v[5:6], v0, s[8:11], s3 idxen offset:4095
buffer_load_format_xy v[5:6], v0, s[8:11], s3 offen offset:4095
buffer_load_format_xy v[5:6], v[0:1], s[8:11], s3 addr64 offset:4095
buffer_load_format_xy v[5:6], off, s[8:11], s3
buffer_load_format_xy v[5:6], off, s[8:11], s3 offset:0
buffer_load_format_xy v[5:6], off, s[8:11], s3 offset:7
buffer_load_format_xy v[5:6], off, s[8:11], s3 offset:4095 glc
buffer_load_format_xy v[5:6], off, s[8:11], s3 offset:4095 slc
buffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:4095
buffer_load_format_xyz v[253:255], off, s[8:11], s3 offset:4095
buffer_load_format_xyz v[5:7], off, s[12:15], s3 offset:4095
buffer_load_format_xyz v[5:7], off, s[100:103], s3 offset:4095
buffer_load_format_xyz v[5:7], off, ttmp[8:11], s3 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], s103 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], m0 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], 0 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], -1 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], 0.5 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], -4.0 offset:4095
buffer_load_format_xyz v[5:7], v0, s[8:11], s3 idxen offset:4095
buffer_load_format_xyz v[5:7], v0, s[8:11], s3 offen offset:4095
buffer_load_format_xyz v[5:7], v[0:1], s[8:11], s3 addr64 offset:4095
buffer_load_format_xyz v[5:7], off, s[8:11], s3
buffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:0
buffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:7
buffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:4095 glc
buffer_load_format_xyz v[5:7], off, s[8:11], s3 offset:4095 slc
buffer_load_format_xyzw v[5:8], off, s[8:11], s3 offset:4095
buffer_load_format_xyzw v[252:255], off, s[8:11], s3 offset:4095
buffer_load_format_xyzw v[5:8], off, s[12:15], s3 offset:4095
buffer_load_format_xyzw v[5:8], off, s[100:103], s3 offset:4095
buffer_load_format_xyzw v[5:8], off, ttmp[8:11], s3 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], s103 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], m0 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], 0 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], -1 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], 0.5 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], -4.0 offset:4095
buffer_load_format_xyzw v[5:8], v0, s[8:11], s3 idxen offset:4095
buffer_load_format_xyzw v[5:8], v0, s[8:11], s3 offen offset:4095
buffer_load_format_xyzw v[5:8], v[0:1], s[8:11], s3 addr64 offset:4095
buffer_load_format_xyzw v[5:8], off, s[8:11], s3
buffer_load_format_xyzw v[5:8], off, s[8:11], s3 offset:0
buffer_load_format_xyzw v[5:8], off, s[8:11], s3 offset:7
buffer_load_format_xyzw v[5:8], off, s[8:11], s3 offset:4095 glc
buffer_load_format_xyzw v[5:8], off, s[8:11], s3 offset:4095 slc
buffer_store_format_x v1, off, s[12:15], s4 offset:4095
buffer_store_format_x v255, off, s[12:15], s4 offset:4095
buffer_store_format_x v1, off, s[16:19], s4 offset:4095
buffer_store_format_x v1, off, s[100:103], s4 offset:4095
buffer_store_format_x v1, off, ttmp[8:11], s4 offset:4095
buffer_store_format_x v1, off, s[12:15], s103 offset:4095
buffer_store_format_x v1, off, s[12:15], m0 offset:4095
buffer_store_format_x v1, off, s[12:15], 0 offset:4095
buffer_store_format_x v1, off, s[12:15], -1 offset:4095
buffer_store_format_x v1, off, s[12:15], 0.5 offset:4095
buffer_store_format_x v1, off, s[12:15], -4.0 offset:4095
buffer_store_format_x v1, v0, s[12:15], s4 idxen offset:4095
buffer_store_format_x v1, v0, s[12:15], s4 offen offset:4095
buffer_store_format_x v1, v[0:1], s[12:15], s4 addr64 offset:4095
buffer_store_format_x v1, off, s[12:15], s4
buffer_store_format_x v1, off, s[12:15], s4 offset:0
buffer_store_format_x v1, off, s[12:15], s4 offset:7
buffer_store_format_x v1, off, s[12:15], s4 offset:4095 glc
buffer_store_format_x v1, off, s[12:15], s4 offset:4095 slc
buffer_store_format_xy v[1:2], off, s[12:15], s4 offset:4095
buffer_store_format_xy v[254:255], off, s[12:15], s4 offset:4095
buffer_store_format_xy v[1:2], off, s[16:19], s4 offset:4095
buffer_store_format_xy v[1:2], off, s[100:103], s4 offset:4095
buffer_store_format_xy v[1:2], off, ttmp[8:11], s4 offset:4095
buffer_store_format_xy v[1:2], off, s[12:15], s103 offset:4095
buffer_store_format_xy v[1:2], off, s[12:15], m0 offset:4095
buffer_store_format_xy v[1:2], off, s[12:15], 0 offset:4095
buffer_store_format_xy v[1:2], off, s[12:15], -1 offset:4095
buffer_store_format_xy v[1:2], off, s[12:15], 0.5 offset:4095
buffer_store_format_xy v[1:2], off, s[12:15], -4.0 offset:4095
buffer_store_format_xy v[1:2], v0, s[12:15], s4 idxen offset:4095
buffer_store_format_xy v[1:2], v0, s[12:15], s4 offen offset:4095
buffer_store_format_xy v[1:2], v[0:1], s[12:15], s4 addr64 offset:4095
buffer_store_format_xy v[1:2], off, s[12:15], s4
buffer_store_format_xy v[1:2], off, s[12:15], s4 offset:0
buffer_store_format_xy v[1:2], off, s[12:15], s4 offset:7
buffer_store_format_xy v[1:2], off, s[12:15], s4 offset:4095 glc
buffer_store_format_xy v[1:2], off, s[12:15], s4 offset:4095 slc
buffer_store_format_xyz v[1:3], off, s[12:15], s4 offset:4095
buffer_store_format_xyz v[253:255], off, s[12:15], s4 offset:4095
buffer_store_format_xyz v[1:3], off, s[16:19], s4 offset:4095
buffer_store_format_xyz v[1:3], off, s[100:103], s4 offset:4095
buffer_store_format_xyz v[1:3], off, ttmp[8:11], s4 offset:4095
buffer_store_format_xyz v[1:3], off, s[12:15], s103 offset:4095
buffer_store_format_xyz v[1:3], off, s[12:15], m0 offset:4095
buffer_store_format_xyz v[1:3], off, s[12:15], 0 offset:4095
buffer_store_format_xyz v[1:3], off, s[12:15], -1 offset:4095
buffer_store_format_xyz v[1:3], off, s[12:15], 0.5 offset:4095
buffer_store_format_xyz v[1:3], off, s[12:15], -4.0 offset:4095
buffer_store_format_xyz v[1:3], v0, s[12:15], s4 idxen offset:4095
buffer_store_format_xyz v[1:3], v0, s[12:15], s4 offen offset:4095
buffer_store_format_xyz v[1:3], v[0:1], s[12:15], s4 addr64 offset:4095
buffer_store_format_xyz v[1:3], off, s[12:15], s4
buffer_store_format_xyz v[1:3], off, s[12:15], s4 offset:0
buffer_store_format_xyz v[1:3], off, s[12:15], s4 offset:7
buffer_store_format_xyz v[1:3], off, s[12:15], s4 offset:4095 glc
buffer_store_format_xyz v[1:3], off, s[12:15], s4 offset:4095 slc
buffer_store_format_xyzw v[1:4], off, s[12:15], s4 offset:4095
s_brev_b64 s[10:11], s[2:3]
s_brev_b64 s[12:13], s[2:3]
s_brev_b64 s[102:103], s[2:3]
s_brev_b64 flat_scratch, s[2:3]
s_brev_b64 vcc, s[2:3]
s_brev_b64 tba, s[2:3]
s_brev_b64 tma, s[2:3]
s_brev_b64 ttmp[10:11], s[2:3]
s_brev_b64 exec, s[2:3]
s_brev_b64 s[10:11], s[4:5]
s_brev_b64 s[10:11], s[102:103]
s_brev_b64 s[10:11], flat_scratch
s_brev_b64 s[10:11], vcc
s_brev_b64 s[10:11], tba
s_brev_b64 s[10:11], tma
s_brev_b64 s[10:11], ttmp[10:11]
s_brev_b64 s[10:11], exec
s_brev_b64 s[10:11], 0
s_brev_b64 s[10:11], -1
s_brev_b64 s[10:11], 0.5
s_brev_b64 s[10:11], -4.0
s_brev_b64 s[10:11], 0xaf123456
s_brev_b64 s[10:11], 0x3f717273
s_bcnt0_i32_b32 s5, s1
s_bcnt0_i32_b32 s103, s1
s_bcnt0_i32_b32 flat_scratch_lo, s1
s_bcnt0_i32_b32 flat_scratch_hi, s1
s_bcnt0_i32_b32 vcc_lo, s1
s_bcnt0_i32_b32 vcc_hi, s1
s_bcnt0_i32_b32 tba_lo, s1
s_bcnt0_i32_b32 tba_hi, s1
s_bcnt0_i32_b32 tma_lo, s1
s_bcnt0_i32_b32 tma_hi, s1
s_bcnt0_i32_b32 ttmp11, s1
s_bcnt0_i32_b32 m0, s1
s_bcnt0_i32_b32 exec_lo, s1
s_bcnt0_i32_b32 exec_hi, s1
s_bcnt0_i32_b32 s5, s103
s_bcnt0_i32_b32 s5, flat_scratch_lo
s_bcnt0_i32_b32 s5, flat_scratch_hi
s_bcnt0_i32_b32 s5, vcc_lo
s_bcnt0_i32_b32 s5, vcc_hi
s_bcnt0_i32_b32 s5, tba_lo
s_bcnt0_i32_b32 s5, tba_hi
s_bcnt0_i32_b32 s5, tma_lo
s_bcnt0_i32_b32 s5, tma_hi
s_bcnt0_i32_b32 s5, ttmp11
s_bcnt0_i32_b32 s5, m0
s_bcnt0_i32_b32 s5, exec_lo
s_bcnt0_i32_b32 s5, exec_hi
s_bcnt0_i32_b32 s5, 0
s_bcnt0_i32_b32 s5, -1
s_bcnt0_i32_b32 s5, 0.5
s_bcnt0_i32_b32 s5, -4.0
s_bcnt0_i32_b32 s5, 0xaf123456
s_bcnt0_i32_b32 s5, 0x3f717273
s_bcnt0_i32_b64 s5, s[2:3]
s_bcnt0_i32_b64 s103, s[2:3]
s_bcnt0_i32_b64 flat_scratch_lo, s[2:3]
s_bcnt0_i32_b64 flat_scratch_hi, s[2:3]
s_bcnt0_i32_b64 vcc_lo, s[2:3]
s_bcnt0_i32_b64 vcc_hi, s[2:3]
s_bcnt0_i32_b64 tba_lo, s[2:3]
s_bcnt0_i32_b64 tba_hi, s[2:3]
s_bcnt0_i32_b64 tma_lo, s[2:3]
s_bcnt0_i32_b64 tma_hi, s[2:3]
s_bcnt0_i32_b64 ttmp11, s[2:3]
s_bcnt0_i32_b64 m0, s[2:3]
s_bcnt0_i32_b64 exec_lo, s[2:3]
s_bcnt0_i32_b64 exec_hi, s[2:3]
s_bcnt0_i32_b64 s5, s[4:5]
s_bcnt0_i32_b64 s5, s[102:103]
s_bcnt0_i32_b64 s5, flat_scratch
s_bcnt0_i32_b64 s5, vcc
s_bcnt0_i32_b64 s5, tba
s_bcnt0_i32_b64 s5, tma
s_bcnt0_i32_b64 s5, ttmp[10:11]
s_bcnt0_i32_b64 s5, exec
s_bcnt0_i32_b64 s5, 0
s_bcnt0_i32_b64 s5, -1
s_bcnt0_i32_b64 s5, 0.5
s_bcnt0_i32_b64 s5, -4.0
s_bcnt0_i32_b64 s5, 0xaf123456
s_bcnt0_i32_b64 s5, 0x3f717273
s_bcnt1_i32_b32 s5, s1
s_bcnt1_i32_b32 s103, s1
s_bcnt1_i32_b32 flat_scratch_lo, s1
s_bcnt1_i32_b32 flat_scratch_hi, s1
s_bcnt1_i32_b32 vcc_lo, s1
s_bcnt1_i32_b32 vcc_hi, s1
s_bcnt1_i32_b32 tba_lo, s1
s_bcnt1_i32_b32 tba_hi, s1
s_bcnt1_i32_b32 tma_lo, s1
s_bcnt1_i32_b32 tma_hi, s1
s_bcnt1_i32_b32 ttmp11, s1
s_bcnt1_i32_b32 m0, s1
s_bcnt1_i32_b32 exec_lo, s1
s_bcnt1_i32_b32 exec_hi, s1
s_bcnt1_i32_b32 s5, s103
s_bcnt1_i32_b32 s5, flat_scratch_lo
s_bcnt1_i32_b32 s5, flat_scratch_hi
s_bcnt1_i32_b32 s5, vcc_lo
s_bcnt1_i32_b32 s5, vcc_hi
s_bcnt1_i32_b32 s5, tba_lo
s_bcnt1_i32_b32 s5, tba_hi
s_bcnt1_i32_b32 s5, tma_lo
s_bcnt1_i32_b32 s5, tma_hi
s_bcnt1_i32_b32 s5, ttmp11
s_bcnt1_i32_b32 s5, m0
s_bcnt1_i32_b32 s5, exec_lo
s_bcnt1_i32_b32 s5, exec_hi
s_bcnt1_i32_b32 s5, 0
s_bcnt1_i32_b32 s5, -1
s_bcnt1_i32_b32 s5, 0.5
s_bcnt1_i32_b32 s5, -4.0
s_bcnt1_i32_b32 s5, 0xaf123456
s_bcnt1_i32_b32 s5, 0x3f717273
s_bcnt1_i32_b64 s5, s[2:3]
s_bcnt1_i32_b64 s103, s[2:3]
s_bcnt1_i32_b64 flat_scratch_lo, s[2:3]
s_bcnt1_i32_b64 flat_scratch_hi, s[2:3]
s_bcnt1_i32_b64 vcc_lo, s[2:3]
s_bcnt1_i32_b64 vcc_hi, s[2:3]
s_bcnt1_i32_b64 tba_lo, s[2:3]
s_bcnt1_i32_b64 tba_hi, s[2:3]
s_bcnt1_i32_b64 tma_lo, s[2:3]
s_bcnt1_i32_b64 tma_hi, s[2:3]
s_bcnt1_i32_b64 ttmp11, s[2:3]
s_bcnt1_i32_b64 m0, s[2:3]
s_bcnt1_i32_b64 exec_lo, s[2:3]
s_bcnt1_i32_b64 exec_hi, s[2:3]
s_bcnt1_i32_b64 s5, s[4:5]
s_bcnt1_i32_b64 s5, s[102:103]
s_bcnt1_i32_b64 s5, flat_scratch
s_bcnt1_i32_b64 s5, vcc
s_bcnt1_i32_b64 s5, tba
s_bcnt1_i32_b64 s5, tma
s_bcnt1_i32_b64 s5, ttmp[10:11]
s_bcnt1_i32_b64 s5, exec
s_bcnt1_i32_b64 s5, 0
s_bcnt1_i32_b64 s5, -1
s_bcnt1_i32_b64 s5, 0.5
s_bcnt1_i32_b64 s5, -4.0
s_bcnt1_i32_b64 s5, 0xaf123456
s_bcnt1_i32_b64 s5, 0x3f717273
s_ff0_i32_b32 s5, s1
s_ff0_i32_b32 s103, s1
s_ff0_i32_b32 flat_scratch_lo, s1
s_ff0_i32_b32 flat_scratch_hi, s1
s_ff0_i32_b32 vcc_lo, s1
s_ff0_i32_b32 vcc_hi, s1
s_ff0_i32_b32 tba_lo, s1
s_ff0_i32_b32 tba_hi, s1
s_ff0_i32_b32 tma_lo, s1
s_ff0_i32_b32 tma_hi, s1
s_ff0_i32_b32 ttmp11, s1
s_ff0_i32_b32 m0, s1
s_ff0_i32_b32 exec_lo, s1
s_ff0_i32_b32 exec_hi, s1
s_ff0_i32_b32 s5, s103
s_ff0_i32_b32 s5, flat_scratch_lo
s_ff0_i32_b32 s5, flat_scratch_hi
s_ff0_i32_b32 s5, vcc_lo
s_ff0_i32_b32 s5, vcc_hi
s_ff0_i32_b32 s5, tba_lo
s_ff0_i32_b32 s5, tba_hi
s_ff0_i32_b32 s5, tma_lo
s_ff0_i32_b32 s5, tma_hi
s_ff0_i32_b32 s5, ttmp11
s_ff0_i32_b32 s5, m0
s_ff0_i32_b32 s5, exec_lo
s_ff0_i32_b32 s5, exec_hi
s_ff0_i32_b32 s5, 0
s_ff0_i32_b32 s5, -1
s_ff0_i32_b32 s5, 0.5
s_ff0_i32_b32 s5, -4.0
s_ff0_i32_b32 s5, 0xaf123456
s_ff0_i32_b32 s5, 0x3f717273
s_ff0_i32_b64 s5, s[2:3]
s_ff0_i32_b64 s103, s[2:3]
s_ff0_i32_b64 flat_scratch_lo, s[2:3]
s_ff0_i32_b64 flat_scratch_hi, s[2:3]
s_ff0_i32_b64 vcc_lo, s[2:3]
s_ff0_i32_b64 vcc_hi, s[2:3]
s_ff0_i32_b64 tba_lo, s[2:3]
s_ff0_i32_b64 tba_hi, s[2:3]
s_ff0_i32_b64 tma_lo, s[2:3]
s_ff0_i32_b64 tma_hi, s[2:3]
s_ff0_i32_b64 ttmp11, s[2:3]
s_ff0_i32_b64 m0, s[2:3]
s_ff0_i32_b64 exec_lo, s[2:3]
s_ff0_i32_b64 exec_hi, s[2:3]
s_ff0_i32_b64 s5, s[4:5]
s_ff0_i32_b64 s5, s[102:103]
s_ff0_i32_b64 s5, flat_scratch
s_ff0_i32_b64 s5, vcc
s_ff0_i32_b64 s5, tba
s_ff0_i32_b64 s5, tma
s_ff0_i32_b64 s5, ttmp[10:11]
s_ff0_i32_b64 s5, exec
s_ff0_i32_b64 s5, 0
s_ff0_i32_b64 s5, -1
s_ff0_i32_b64 s5, 0.5
s_ff0_i32_b64 s5, -4.0
s_ff0_i32_b64 s5, 0xaf123456
s_ff0_i32_b64 s5, 0x3f717273
s_ff1_i32_b32 s5, s1
s_ff1_i32_b32 s103, s1
s_ff1_i32_b32 flat_scratch_lo, s1
s_ff1_i32_b32 flat_scratch_hi, s1
s_ff1_i32_b32 vcc_lo, s1
s_ff1_i32_b32 vcc_hi, s1
s_ff1_i32_b32 tba_lo, s1
s_ff1_i32_b32 tba_hi, s1
s_ff1_i32_b32 tma_lo, s1
s_ff1_i32_b32 tma_hi, s1
s_ff1_i32_b32 ttmp11, s1
s_ff1_i32_b32 m0, s1
s_ff1_i32_b32 exec_lo, s1
s_ff1_i32_b32 exec_hi, s1
s_ff1_i32_b32 s5, s103
s_ff1_i32_b32 s5, flat_scratch_lo
s_ff1_i32_b32 s5, flat_scratch_hi
s_ff1_i32_b32 s5, vcc_lo
s_ff1_i32_b32 s5, vcc_hi
s_ff1_i32_b32 s5, tba_lo
s_ff1_i32_b32 s5, tba_hi
s_ff1_i32_b32 s5, tma_lo
s_ff1_i32_b32 s5, tma_hi
s_ff1_i32_b32 s5, ttmp11
s_ff1_i32_b32 s5, m0
s_ff1_i32_b32 s5, exec_lo
s_ff1_i32_b32 s5, exec_hi
s_ff1_i32_b32 s5, 0
s_ff1_i32_b32 s5, -1
s_ff1_i32_b32 s5, 0.5
s_ff1_i32_b32 s5, -4.0
s_ff1_i32_b32 s5, 0xaf123456
s_ff1_i32_b32 s5, 0x3f717273
s_ff1_i32_b64 s5, s[2:3]
s_ff1_i32_b64 s103, s[2:3]
s_ff1_i32_b64 flat_scratch_lo, s[2:3]
s_ff1_i32_b64 flat_scratch_hi, s[2:3]
s_ff1_i32_b64 vcc_lo, s[2:3]
s_ff1_i32_b64 vcc_hi, s[2:3]
s_ff1_i32_b64 tba_lo, s[2:3]
s_ff1_i32_b64 tba_hi, s[2:3]
s_ff1_i32_b64 tma_lo, s[2:3]
s_ff1_i32_b64 tma_hi, s[2:3]
s_ff1_i32_b64 ttmp11, s[2:3]
s_ff1_i32_b64 m0, s[2:3]
s_ff1_i32_b64 exec_lo, s[2:3]
s_ff1_i32_b64 exec_hi, s[2:3]
s_ff1_i32_b64 s5, s[4:5]
s_ff1_i32_b64 s5, s[102:103]
s_ff1_i32_b64 s5, flat_scratch
s_ff1_i32_b64 s5, vcc
s_ff1_i32_b64 s5, tba
s_orn2_b64 s[10:11], tba, s[4:5]
s_orn2_b64 s[10:11], tma, s[4:5]
s_orn2_b64 s[10:11], ttmp[10:11], s[4:5]
s_orn2_b64 s[10:11], exec, s[4:5]
s_orn2_b64 s[10:11], 0, s[4:5]
s_orn2_b64 s[10:11], -1, s[4:5]
s_orn2_b64 s[10:11], 0.5, s[4:5]
s_orn2_b64 s[10:11], -4.0, s[4:5]
s_orn2_b64 s[10:11], 0xaf123456, s[4:5]
s_orn2_b64 s[10:11], 0x3f717273, s[4:5]
s_orn2_b64 s[10:11], s[2:3], s[6:7]
s_orn2_b64 s[10:11], s[2:3], s[102:103]
s_orn2_b64 s[10:11], s[2:3], flat_scratch
s_orn2_b64 s[10:11], s[2:3], vcc
s_orn2_b64 s[10:11], s[2:3], tba
s_orn2_b64 s[10:11], s[2:3], tma
s_orn2_b64 s[10:11], s[2:3], ttmp[10:11]
s_orn2_b64 s[10:11], s[2:3], exec
s_orn2_b64 s[10:11], s[2:3], 0
s_orn2_b64 s[10:11], s[2:3], -1
s_orn2_b64 s[10:11], s[2:3], 0.5
s_orn2_b64 s[10:11], s[2:3], -4.0
s_orn2_b64 s[10:11], s[2:3], 0xaf123456
s_orn2_b64 s[10:11], s[2:3], 0x3f717273
s_nand_b32 s5, s1, s2
s_nand_b32 s103, s1, s2
s_nand_b32 flat_scratch_lo, s1, s2
s_nand_b32 flat_scratch_hi, s1, s2
s_nand_b32 vcc_lo, s1, s2
s_nand_b32 vcc_hi, s1, s2
s_nand_b32 tba_lo, s1, s2
s_nand_b32 tba_hi, s1, s2
s_nand_b32 tma_lo, s1, s2
s_nand_b32 tma_hi, s1, s2
s_nand_b32 ttmp11, s1, s2
s_nand_b32 m0, s1, s2
s_nand_b32 exec_lo, s1, s2
s_nand_b32 exec_hi, s1, s2
s_nand_b32 s5, s103, s2
s_nand_b32 s5, flat_scratch_lo, s2
s_nand_b32 s5, flat_scratch_hi, s2
s_nand_b32 s5, vcc_lo, s2
s_nand_b32 s5, vcc_hi, s2
s_nand_b32 s5, tba_lo, s2
s_nand_b32 s5, tba_hi, s2
s_nand_b32 s5, tma_lo, s2
s_nand_b32 s5, tma_hi, s2
s_nand_b32 s5, ttmp11, s2
s_nand_b32 s5, m0, s2
s_nand_b32 s5, exec_lo, s2
s_nand_b32 s5, exec_hi, s2
s_nand_b32 s5, 0, s2
s_nand_b32 s5, -1, s2
s_nand_b32 s5, 0.5, s2
s_nand_b32 s5, -4.0, s2
s_nand_b32 s5, 0xaf123456, s2
s_nand_b32 s5, 0x3f717273, s2
s_nand_b32 s5, s1, s103
s_nand_b32 s5, s1, flat_scratch_lo
s_nand_b32 s5, s1, flat_scratch_hi
s_nand_b32 s5, s1, vcc_lo
s_nand_b32 s5, s1, vcc_hi
s_nand_b32 s5, s1, tba_lo
s_nand_b32 s5, s1, tba_hi
s_nand_b32 s5, s1, tma_lo
s_nand_b32 s5, s1, tma_hi
s_nand_b32 s5, s1, ttmp11
s_nand_b32 s5, s1, m0
s_nand_b32 s5, s1, exec_lo
s_nand_b32 s5, s1, exec_hi
s_nand_b32 s5, s1, 0
s_nand_b32 s5, s1, -1
s_nand_b32 s5, s1, 0.5
s_nand_b32 s5, s1, -4.0
s_nand_b32 s5, s1, 0xaf123456
s_nand_b32 s5, s1, 0x3f717273
s_nand_b64 s[10:11], s[2:3], s[4:5]
s_nand_b64 s[12:13], s[2:3], s[4:5]
s_nand_b64 s[102:103], s[2:3], s[4:5]
s_nand_b64 flat_scratch, s[2:3], s[4:5]
s_nand_b64 vcc, s[2:3], s[4:5]
s_nand_b64 tba, s[2:3], s[4:5]
s_nand_b64 tma, s[2:3], s[4:5]
s_nand_b64 ttmp[10:11], s[2:3], s[4:5]
s_nand_b64 exec, s[2:3], s[4:5]
s_nand_b64 s[10:11], s[4:5], s[4:5]
s_nand_b64 s[10:11], s[102:103], s[4:5]
s_nand_b64 s[10:11], flat_scratch, s[4:5]
s_nand_b64 s[10:11], vcc, s[4:5]
s_nand_b64 s[10:11], tba, s[4:5]
s_nand_b64 s[10:11], tma, s[4:5]
s_nand_b64 s[10:11], ttmp[10:11], s[4:5]
s_nand_b64 s[10:11], exec, s[4:5]
s_nand_b64 s[10:11], 0, s[4:5]
s_nand_b64 s[10:11], -1, s[4:5]
s_nand_b64 s[10:11], 0.5, s[4:5]
s_nand_b64 s[10:11], -4.0, s[4:5]
s_nand_b64 s[10:11], 0xaf123456, s[4:5]
s_nand_b64 s[10:11], 0x3f717273, s[4:5]
s_nand_b64 s[10:11], s[2:3], s[6:7]
s_nand_b64 s[10:11], s[2:3], s[102:103]
s_nand_b64 s[10:11], s[2:3], flat_scratch
s_nand_b64 s[10:11], s[2:3], vcc
s_nand_b64 s[10:11], s[2:3], tba
s_nand_b64 s[10:11], s[2:3], tma
s_nand_b64 s[10:11], s[2:3], ttmp[10:11]
s_nand_b64 s[10:11], s[2:3], exec
s_nand_b64 s[10:11], s[2:3], 0
s_nand_b64 s[10:11], s[2:3], -1
s_nand_b64 s[10:11], s[2:3], 0.5
s_nand_b64 s[10:11], s[2:3], -4.0
s_nand_b64 s[10:11], s[2:3], 0xaf123456
s_nand_b64 s[10:11], s[2:3], 0x3f717273
s_nor_b32 s5, s1, s2
s_nor_b32 s103, s1, s2
s_nor_b32 flat_scratch_lo, s1, s2
s_nor_b32 flat_scratch_hi, s1, s2
s_nor_b32 vcc_lo, s1, s2
s_nor_b32 vcc_hi, s1, s2
s_nor_b32 tba_lo, s1, s2
s_nor_b32 tba_hi, s1, s2
s_nor_b32 tma_lo, s1, s2
s_nor_b32 tma_hi, s1, s2
s_nor_b32 ttmp11, s1, s2
s_nor_b32 m0, s1, s2
s_nor_b32 exec_lo, s1, s2
s_nor_b32 exec_hi, s1, s2
s_nor_b32 s5, s103, s2
s_nor_b32 s5, flat_scratch_lo, s2
s_nor_b32 s5, flat_scratch_hi, s2
s_nor_b32 s5, vcc_lo, s2
s_nor_b32 s5, vcc_hi, s2
s_nor_b32 s5, tba_lo, s2
s_nor_b32 s5, tba_hi, s2
s_nor_b32 s5, tma_lo, s2
s_nor_b32 s5, tma_hi, s2
s_nor_b32 s5, ttmp11, s2
s_nor_b32 s5, m0, s2
s_nor_b32 s5, exec_lo, s2
s_nor_b32 s5, exec_hi, s2
s_nor_b32 s5, 0, s2
s_nor_b32 s5, -1, s2
s_nor_b32 s5, 0.5, s2
s_nor_b32 s5, -4.0, s2
s_nor_b32 s5, 0xaf123456, s2
s_nor_b32 s5, 0x3f717273, s2
s_nor_b32 s5, s1, s103
s_nor_b32 s5, s1, flat_scratch_lo
s_nor_b32 s5, s1, flat_scratch_hi
s_nor_b32 s5, s1, vcc_lo
s_nor_b32 s5, s1, vcc_hi
s_nor_b32 s5, s1, tba_lo
s_nor_b32 s5, s1, tba_hi
s_nor_b32 s5, s1, tma_lo
s_nor_b32 s5, s1, tma_hi
s_nor_b32 s5, s1, ttmp11
s_nor_b32 s5, s1, m0
s_nor_b32 s5, s1, exec_lo
s_nor_b32 s5, s1, exec_hi
s_nor_b32 s5, s1, 0
s_nor_b32 s5, s1, -1
s_nor_b32 s5, s1, 0.5
s_nor_b32 s5, s1, -4.0
s_nor_b32 s5, s1, 0xaf123456
s_nor_b32 s5, s1, 0x3f717273
s_nor_b64 s[10:11], s[2:3], s[4:5]
s_nor_b64 s[12:13], s[2:3], s[4:5]
s_nor_b64 s[102:103], s[2:3], s[4:5]
s_nor_b64 flat_scratch, s[2:3], s[4:5]
s_nor_b64 vcc, s[2:3], s[4:5]
s_nor_b64 tba, s[2:3], s[4:5]
s_nor_b64 tma, s[2:3], s[4:5]
s_nor_b64 ttmp[10:11], s[2:3], s[4:5]
s_nor_b64 exec, s[2:3], s[4:5]
s_nor_b64 s[10:11], s[4:5], s[4:5]
s_nor_b64 s[10:11], s[102:103], s[4:5]
s_nor_b64 s[10:11], flat_scratch, s[4:5]
s_nor_b64 s[10:11], vcc, s[4:5]
s_nor_b64 s[10:11], tba, s[4:5]
s_nor_b64 s[10:11], tma, s[4:5]
s_nor_b64 s[10:11], ttmp[10:11], s[4:5]
s_nor_b64 s[10:11], exec, s[4:5]
s_nor_b64 s[10:11], 0, s[4:5]
s_nor_b64 s[10:11], -1, s[4:5]
s_nor_b64 s[10:11], 0.5, s[4:5]
s_nor_b64 s[10:11], -4.0, s[4:5]
s_nor_b64 s[10:11], 0xaf123456, s[4:5]
s_nor_b64 s[10:11], 0x3f717273, s[4:5]
s_nor_b64 s[10:11], s[2:3], s[6:7]
s_nor_b64 s[10:11], s[2:3], s[102:103]
s_nor_b64 s[10:11], s[2:3], flat_scratch
s_nor_b64 s[10:11], s[2:3], vcc
s_nor_b64 s[10:11], s[2:3], tba
s_nor_b64 s[10:11], s[2:3], tma
s_nor_b64 s[10:11], s[2:3], ttmp[10:11]
s_nor_b64 s[10:11], s[2:3], exec
s_nor_b64 s[10:11], s[2:3], 0
s_nor_b64 s[10:11], s[2:3], -1
s_nor_b64 s[10:11], s[2:3], 0.5
s_nor_b64 s[10:11], s[2:3], -4.0
s_nor_b64 s[10:11], s[2:3], 0xaf123456
s_nor_b64 s[10:11], s[2:3], 0x3f717273
s_xnor_b32 s5, s1, s2
s_xnor_b32 s103, s1, s2
s_xnor_b32 flat_scratch_lo, s1, s2
s_xnor_b32 flat_scratch_hi, s1, s2
s_xnor_b32 vcc_lo, s1, s2
s_xnor_b32 vcc_hi, s1, s2
s_xnor_b32 tba_lo, s1, s2
s_xnor_b32 tba_hi, s1, s2
s_xnor_b32 tma_lo, s1, s2
s_xnor_b32 tma_hi, s1, s2
s_xnor_b32 ttmp11, s1, s2
s_xnor_b32 m0, s1, s2
s_xnor_b32 exec_lo, s1, s2
s_xnor_b32 exec_hi, s1, s2
s_xnor_b32 s5, s103, s2
s_xnor_b32 s5, flat_scratch_lo, s2
s_xnor_b32 s5, flat_scratch_hi, s2
s_xnor_b32 s5, vcc_lo, s2
s_xnor_b32 s5, vcc_hi, s2
s_xnor_b32 s5, tba_lo, s2
s_xnor_b32 s5, tba_hi, s2
s_xnor_b32 s5, tma_lo, s2
s_xnor_b32 s5, tma_hi, s2
s_xnor_b32 s5, ttmp11, s2
s_xnor_b32 s5, m0, s2
s_xnor_b32 s5, exec_lo, s2
s_xnor_b32 s5, exec_hi, s2
s_xnor_b32 s5, 0, s2
s_xnor_b32 s5, -1, s2
s_xnor_b32 s5, 0.5, s2
s_xnor_b32 s5, -4.0, s2
s_xnor_b32 s5, 0xaf123456, s2
s_xnor_b32 s5, 0x3f717273, s2
s_xnor_b32 s5, s1, s103
s_xnor_b32 s5, s1, flat_scratch_lo
s_xnor_b32 s5, s1, flat_scratch_hi
s_xnor_b32 s5, s1, vcc_lo
s_xnor_b32 s5, s1, vcc_hi
s_xnor_b32 s5, s1, tba_lo
s_xnor_b32 s5, s1, tba_hi
s_xnor_b32 s5, s1, tma_lo
s_xnor_b32 s5, s1, tma_hi
s_xnor_b32 s5, s1, ttmp11
s_xnor_b32 s5, s1, m0
v_cvt_i32_f64 v5, s[2:3]
v_cvt_i32_f64 v5, s[4:5]
v_cvt_i32_f64 v5, s[102:103]
v_cvt_i32_f64 v5, flat_scratch
v_cvt_i32_f64 v5, vcc
v_cvt_i32_f64 v5, tba
v_cvt_i32_f64 v5, tma
v_cvt_i32_f64 v5, ttmp[10:11]
v_cvt_i32_f64 v5, exec
v_cvt_i32_f64 v5, 0
v_cvt_i32_f64 v5, -1
v_cvt_i32_f64 v5, 0.5
v_cvt_i32_f64 v5, -4.0
v_cvt_i32_f64 v5, 0xaf123456
v_cvt_i32_f64 v5, 0x3f717273
v_cvt_i32_f64_e64 v5, v[1:2]
v_cvt_i32_f64_e64 v255, v[1:2]
v_cvt_i32_f64_e64 v5, v[254:255]
v_cvt_i32_f64_e64 v5, s[2:3]
v_cvt_i32_f64_e64 v5, s[4:5]
v_cvt_i32_f64_e64 v5, s[102:103]
v_cvt_i32_f64_e64 v5, flat_scratch
v_cvt_i32_f64_e64 v5, vcc
v_cvt_i32_f64_e64 v5, tba
v_cvt_i32_f64_e64 v5, tma
v_cvt_i32_f64_e64 v5, ttmp[10:11]
v_cvt_i32_f64_e64 v5, exec
v_cvt_i32_f64_e64 v5, 0
v_cvt_i32_f64_e64 v5, -1
v_cvt_i32_f64_e64 v5, 0.5
v_cvt_i32_f64_e64 v5, -4.0
v_cvt_i32_f64_e64 v5, -v[1:2]
v_cvt_i32_f64_e64 v5, |v[1:2]|
v_cvt_f64_i32 v[5:6], v1
v_cvt_f64_i32 v[254:255], v1
v_cvt_f64_i32 v[5:6], v255
v_cvt_f64_i32 v[5:6], s1
v_cvt_f64_i32 v[5:6], s103
v_cvt_f64_i32 v[5:6], flat_scratch_lo
v_cvt_f64_i32 v[5:6], flat_scratch_hi
v_cvt_f64_i32 v[5:6], vcc_lo
v_cvt_f64_i32 v[5:6], vcc_hi
v_cvt_f64_i32 v[5:6], tba_lo
v_cvt_f64_i32 v[5:6], tba_hi
v_cvt_f64_i32 v[5:6], tma_lo
v_cvt_f64_i32 v[5:6], tma_hi
v_cvt_f64_i32 v[5:6], ttmp11
v_cvt_f64_i32 v[5:6], m0
v_cvt_f64_i32 v[5:6], exec_lo
v_cvt_f64_i32 v[5:6], exec_hi
v_cvt_f64_i32 v[5:6], 0
v_cvt_f64_i32 v[5:6], -1
v_cvt_f64_i32 v[5:6], 0.5
v_cvt_f64_i32 v[5:6], -4.0
v_cvt_f64_i32 v[5:6], 0xaf123456
v_cvt_f64_i32 v[5:6], 0x3f717273
v_cvt_f64_i32_e64 v[5:6], v1
v_cvt_f64_i32_e64 v[254:255], v1
v_cvt_f64_i32_e64 v[5:6], v255
v_cvt_f64_i32_e64 v[5:6], s1
v_cvt_f64_i32_e64 v[5:6], s103
v_cvt_f64_i32_e64 v[5:6], flat_scratch_lo
v_cvt_f64_i32_e64 v[5:6], flat_scratch_hi
v_cvt_f64_i32_e64 v[5:6], vcc_lo
v_cvt_f64_i32_e64 v[5:6], vcc_hi
v_cvt_f64_i32_e64 v[5:6], tba_lo
v_cvt_f64_i32_e64 v[5:6], tba_hi
v_cvt_f64_i32_e64 v[5:6], tma_lo
v_cvt_f64_i32_e64 v[5:6], tma_hi
v_cvt_f64_i32_e64 v[5:6], ttmp11
v_cvt_f64_i32_e64 v[5:6], m0
v_cvt_f64_i32_e64 v[5:6], exec_lo
v_cvt_f64_i32_e64 v[5:6], exec_hi
v_cvt_f64_i32_e64 v[5:6], 0
v_cvt_f64_i32_e64 v[5:6], -1
v_cvt_f64_i32_e64 v[5:6], 0.5
v_cvt_f64_i32_e64 v[5:6], -4.0
v_cvt_f64_i32_e64 v[5:6], v1 clamp
v_cvt_f64_i32_e64 v[5:6], v1 mul:2
v_cvt_f64_i32_e64 v[5:6], v1 mul:4
v_cvt_f64_i32_e64 v[5:6], v1 div:2
v_cvt_f32_i32 v5, v1
v_cvt_f32_i32 v255, v1
v_cvt_f32_i32 v5, v255
v_cvt_f32_i32 v5, s1
v_cvt_f32_i32 v5, s103
v_cvt_f32_i32 v5, flat_scratch_lo
v_cvt_f32_i32 v5, flat_scratch_hi
v_cvt_f32_i32 v5, vcc_lo
v_cvt_f32_i32 v5, vcc_hi
v_cvt_f32_i32 v5, tba_lo
v_cvt_f32_i32 v5, tba_hi
v_cvt_f32_i32 v5, tma_lo
v_cvt_f32_i32 v5, tma_hi
v_cvt_f32_i32 v5, ttmp11
v_cvt_f32_i32 v5, m0
v_cvt_f32_i32 v5, exec_lo
v_cvt_f32_i32 v5, exec_hi
v_cvt_f32_i32 v5, 0
v_cvt_f32_i32 v5, -1
v_cvt_f32_i32 v5, 0.5
v_cvt_f32_i32 v5, -4.0
v_cvt_f32_i32 v5, 0xaf123456
v_cvt_f32_i32 v5, 0x3f717273
v_cvt_f32_i32_e64 v5, v1
v_cvt_f32_i32_e64 v255, v1
v_cvt_f32_i32_e64 v5, v255
v_cvt_f32_i32_e64 v5, s1
v_cvt_f32_i32_e64 v5, s103
v_cvt_f32_i32_e64 v5, flat_scratch_lo
v_cvt_f32_i32_e64 v5, flat_scratch_hi
v_cvt_f32_i32_e64 v5, vcc_lo
v_cvt_f32_i32_e64 v5, vcc_hi
v_cvt_f32_i32_e64 v5, tba_lo
v_cvt_f32_i32_e64 v5, tba_hi
v_cvt_f32_i32_e64 v5, tma_lo
v_cvt_f32_i32_e64 v5, tma_hi
v_cvt_f32_i32_e64 v5, ttmp11
v_cvt_f32_i32_e64 v5, m0
v_cvt_f32_i32_e64 v5, exec_lo
v_cvt_f32_i32_e64 v5, exec_hi
v_cvt_f32_i32_e64 v5, 0
v_cvt_f32_i32_e64 v5, -1
v_cvt_f32_i32_e64 v5, 0.5
v_cvt_f32_i32_e64 v5, -4.0
v_cvt_f32_i32_e64 v5, v1 clamp
v_cvt_f32_i32_e64 v5, v1 mul:2
v_cvt_f32_i32_e64 v5, v1 mul:4
v_cvt_f32_i32_e64 v5, v1 div:2
v_cvt_f32_u32 v5, v1
v_cvt_f32_u32 v255, v1
v_cvt_f32_u32 v5, v255
v_cvt_f32_u32 v5, s1
v_cvt_f32_u32 v5, s103
v_cvt_f32_u32 v5, flat_scratch_lo
v_cvt_f32_u32 v5, flat_scratch_hi
v_cvt_f32_u32 v5, vcc_lo
v_cvt_f32_u32 v5, vcc_hi
v_cvt_f32_u32 v5, tba_lo
v_cvt_f32_u32 v5, tba_hi
v_cvt_f32_u32 v5, tma_lo
v_cvt_f32_u32 v5, tma_hi
v_cvt_f32_u32 v5, ttmp11
v_cvt_f32_u32 v5, m0
v_cvt_f32_u32 v5, exec_lo
v_cvt_f32_u32 v5, exec_hi
v_cvt_f32_u32 v5, 0
v_cvt_f32_u32 v5, -1
v_cvt_f32_u32 v5, 0.5
v_cvt_f32_u32 v5, -4.0
v_cvt_f32_u32 v5, 0xaf123456
v_cvt_f32_u32 v5, 0x3f717273
v_cvt_f32_u32_e64 v5, v1
v_cvt_f32_u32_e64 v255, v1
v_cvt_f32_u32_e64 v5, v255
v_cvt_f32_u32_e64 v5, s1
v_cvt_f32_u32_e64 v5, s103
v_cvt_f32_u32_e64 v5, flat_scratch_lo
v_cvt_f32_u32_e64 v5, flat_scratch_hi
v_cvt_f32_u32_e64 v5, vcc_lo
v_cvt_f32_u32_e64 v5, vcc_hi
v_cvt_f32_u32_e64 v5, tba_lo
v_cvt_f32_u32_e64 v5, tba_hi
v_cvt_f32_u32_e64 v5, tma_lo
v_cvt_f32_u32_e64 v5, tma_hi
v_cvt_f32_u32_e64 v5, ttmp11
v_cvt_f32_u32_e64 v5, m0
v_cvt_f32_u32_e64 v5, exec_lo
v_cvt_f32_u32_e64 v5, exec_hi
v_cvt_f32_u32_e64 v5, 0
v_cvt_f32_u32_e64 v5, -1
v_cvt_f32_u32_e64 v5, 0.5
v_cvt_f32_u32_e64 v5, -4.0
v_cvt_f32_u32_e64 v5, v1 clamp
v_cvt_f32_u32_e64 v5, v1 mul:2
v_cvt_f32_u32_e64 v5, v1 mul:4
v_cvt_f32_u32_e64 v5, v1 div:2
v_cvt_u32_f32 v5, v1
v_cvt_u32_f32 v255, v1
v_cvt_u32_f32 v5, v255
v_cvt_u32_f32 v5, s1
v_cvt_u32_f32 v5, s103
v_cvt_u32_f32 v5, flat_scratch_lo
v_cvt_u32_f32 v5, flat_scratch_hi
v_cvt_u32_f32 v5, vcc_lo
v_cvt_u32_f32 v5, vcc_hi
v_cvt_u32_f32 v5, tba_lo
v_cvt_u32_f32 v5, tba_hi
v_cvt_u32_f32 v5, tma_lo
v_cvt_u32_f32 v5, tma_hi
v_cvt_u32_f32 v5, ttmp11
v_cvt_u32_f32 v5, m0
v_cvt_u32_f32 v5, exec_lo
v_cvt_u32_f32 v5, exec_hi
v_cvt_u32_f32 v5, 0
v_cvt_u32_f32 v5, -1
v_cvt_u32_f32 v5, 0.5
v_cvt_u32_f32 v5, -4.0
v_cvt_u32_f32 v5, 0xaf123456
v_cvt_u32_f32 v5, 0x3f717273
v_cvt_u32_f32_e64 v5, v1
v_cvt_u32_f32_e64 v255, v1
v_cvt_u32_f32_e64 v5, v255
v_cvt_u32_f32_e64 v5, s1
v_cvt_u32_f32_e64 v5, s103
v_cvt_u32_f32_e64 v5, flat_scratch_lo
v_cvt_u32_f32_e64 v5, flat_scratch_hi
v_cvt_u32_f32_e64 v5, vcc_lo
v_cvt_u32_f32_e64 v5, vcc_hi
v_cvt_u32_f32_e64 v5, tba_lo
v_cvt_u32_f32_e64 v5, tba_hi
v_cvt_u32_f32_e64 v5, tma_lo
v_cvt_u32_f32_e64 v5, tma_hi
v_cvt_u32_f32_e64 v5, ttmp11
v_cvt_u32_f32_e64 v5, m0
v_cvt_u32_f32_e64 v5, exec_lo
v_cvt_u32_f32_e64 v5, exec_hi
v_cvt_u32_f32_e64 v5, 0
v_cvt_u32_f32_e64 v5, -1
v_cvt_u32_f32_e64 v5, 0.5
v_cvt_u32_f32_e64 v5, -4.0
v_rsq_f32_e64 v5, -4.0
v_rsq_f32_e64 v5, -v1
v_rsq_f32_e64 v5, |v1|
v_rsq_f32_e64 v5, v1 clamp
v_rsq_f32_e64 v5, v1 mul:2
v_rsq_f32_e64 v5, v1 mul:4
v_rsq_f32_e64 v5, v1 div:2
v_rcp_f64 v[5:6], v[1:2]
v_rcp_f64 v[254:255], v[1:2]
v_rcp_f64 v[5:6], v[254:255]
v_rcp_f64 v[5:6], s[2:3]
v_rcp_f64 v[5:6], s[4:5]
v_rcp_f64 v[5:6], s[102:103]
v_rcp_f64 v[5:6], flat_scratch
v_rcp_f64 v[5:6], vcc
v_rcp_f64 v[5:6], tba
v_rcp_f64 v[5:6], tma
v_rcp_f64 v[5:6], ttmp[10:11]
v_rcp_f64 v[5:6], exec
v_rcp_f64 v[5:6], 0
v_rcp_f64 v[5:6], -1
v_rcp_f64 v[5:6], 0.5
v_rcp_f64 v[5:6], -4.0
v_rcp_f64 v[5:6], 0xaf123456
v_rcp_f64 v[5:6], 0x3f717273
v_rcp_f64_e64 v[5:6], v[1:2]
v_rcp_f64_e64 v[254:255], v[1:2]
v_rcp_f64_e64 v[5:6], v[254:255]
v_rcp_f64_e64 v[5:6], s[2:3]
v_rcp_f64_e64 v[5:6], s[4:5]
v_rcp_f64_e64 v[5:6], s[102:103]
v_rcp_f64_e64 v[5:6], flat_scratch
v_rcp_f64_e64 v[5:6], vcc
v_rcp_f64_e64 v[5:6], tba
v_rcp_f64_e64 v[5:6], tma
v_rcp_f64_e64 v[5:6], ttmp[10:11]
v_rcp_f64_e64 v[5:6], exec
v_rcp_f64_e64 v[5:6], 0
v_rcp_f64_e64 v[5:6], -1
v_rcp_f64_e64 v[5:6], 0.5
v_rcp_f64_e64 v[5:6], -4.0
v_rcp_f64_e64 v[5:6], -v[1:2]
v_rcp_f64_e64 v[5:6], |v[1:2]|
v_rcp_f64_e64 v[5:6], v[1:2] clamp
v_rcp_f64_e64 v[5:6], v[1:2] mul:2
v_rcp_f64_e64 v[5:6], v[1:2] mul:4
v_rcp_f64_e64 v[5:6], v[1:2] div:2
v_rcp_clamp_f64 v[5:6], v[1:2]
v_rcp_clamp_f64 v[254:255], v[1:2]
v_rcp_clamp_f64 v[5:6], v[254:255]
v_rcp_clamp_f64 v[5:6], s[2:3]
v_rcp_clamp_f64 v[5:6], s[4:5]
v_rcp_clamp_f64 v[5:6], s[102:103]
v_rcp_clamp_f64 v[5:6], flat_scratch
v_rcp_clamp_f64 v[5:6], vcc
v_rcp_clamp_f64 v[5:6], tba
v_rcp_clamp_f64 v[5:6], tma
v_rcp_clamp_f64 v[5:6], ttmp[10:11]
v_rcp_clamp_f64 v[5:6], exec
v_rcp_clamp_f64 v[5:6], 0
v_rcp_clamp_f64 v[5:6], -1
v_rcp_clamp_f64 v[5:6], 0.5
v_rcp_clamp_f64 v[5:6], -4.0
v_rcp_clamp_f64 v[5:6], 0xaf123456
v_rcp_clamp_f64 v[5:6], 0x3f717273
v_rcp_clamp_f64_e64 v[5:6], v[1:2]
v_rcp_clamp_f64_e64 v[254:255], v[1:2]
v_rcp_clamp_f64_e64 v[5:6], v[254:255]
v_rcp_clamp_f64_e64 v[5:6], s[2:3]
v_rcp_clamp_f64_e64 v[5:6], s[4:5]
v_rcp_clamp_f64_e64 v[5:6], s[102:103]
v_rcp_clamp_f64_e64 v[5:6], flat_scratch
v_rcp_clamp_f64_e64 v[5:6], vcc
v_rcp_clamp_f64_e64 v[5:6], tba
v_rcp_clamp_f64_e64 v[5:6], tma
v_rcp_clamp_f64_e64 v[5:6], ttmp[10:11]
v_rcp_clamp_f64_e64 v[5:6], exec
v_rcp_clamp_f64_e64 v[5:6], 0
v_rcp_clamp_f64_e64 v[5:6], -1
v_rcp_clamp_f64_e64 v[5:6], 0.5
v_rcp_clamp_f64_e64 v[5:6], -4.0
v_rcp_clamp_f64_e64 v[5:6], -v[1:2]
v_rcp_clamp_f64_e64 v[5:6], |v[1:2]|
v_rcp_clamp_f64_e64 v[5:6], v[1:2] clamp
v_rcp_clamp_f64_e64 v[5:6], v[1:2] mul:2
v_rcp_clamp_f64_e64 v[5:6], v[1:2] mul:4
v_rcp_clamp_f64_e64 v[5:6], v[1:2] div:2
v_rsq_f64 v[5:6], v[1:2]
v_rsq_f64 v[254:255], v[1:2]
v_rsq_f64 v[5:6], v[254:255]
v_rsq_f64 v[5:6], s[2:3]
v_rsq_f64 v[5:6], s[4:5]
v_rsq_f64 v[5:6], s[102:103]
v_rsq_f64 v[5:6], flat_scratch
v_rsq_f64 v[5:6], vcc
v_rsq_f64 v[5:6], tba
v_rsq_f64 v[5:6], tma
v_rsq_f64 v[5:6], ttmp[10:11]
v_rsq_f64 v[5:6], exec
v_rsq_f64 v[5:6], 0
v_rsq_f64 v[5:6], -1
v_rsq_f64 v[5:6], 0.5
v_rsq_f64 v[5:6], -4.0
v_rsq_f64 v[5:6], 0xaf123456
v_rsq_f64 v[5:6], 0x3f717273
v_rsq_f64_e64 v[5:6], v[1:2]
v_rsq_f64_e64 v[254:255], v[1:2]
v_rsq_f64_e64 v[5:6], v[254:255]
v_rsq_f64_e64 v[5:6], s[2:3]
v_rsq_f64_e64 v[5:6], s[4:5]
v_rsq_f64_e64 v[5:6], s[102:103]
v_rsq_f64_e64 v[5:6], flat_scratch
v_rsq_f64_e64 v[5:6], vcc
v_rsq_f64_e64 v[5:6], tba
v_rsq_f64_e64 v[5:6], tma
v_rsq_f64_e64 v[5:6], ttmp[10:11]
v_rsq_f64_e64 v[5:6], exec
v_rsq_f64_e64 v[5:6], 0
v_rsq_f64_e64 v[5:6], -1
v_rsq_f64_e64 v[5:6], 0.5
v_rsq_f64_e64 v[5:6], -4.0
v_rsq_f64_e64 v[5:6], -v[1:2]
v_rsq_f64_e64 v[5:6], |v[1:2]|
v_rsq_f64_e64 v[5:6], v[1:2] clamp
v_rsq_f64_e64 v[5:6], v[1:2] mul:2
v_rsq_f64_e64 v[5:6], v[1:2] mul:4
v_rsq_f64_e64 v[5:6], v[1:2] div:2
v_rsq_clamp_f64 v[5:6], v[1:2]
v_rsq_clamp_f64 v[254:255], v[1:2]
v_rsq_clamp_f64 v[5:6], v[254:255]
v_rsq_clamp_f64 v[5:6], s[2:3]
v_rsq_clamp_f64 v[5:6], s[4:5]
v_rsq_clamp_f64 v[5:6], s[102:103]
v_rsq_clamp_f64 v[5:6], flat_scratch
v_rsq_clamp_f64 v[5:6], vcc
v_rsq_clamp_f64 v[5:6], tba
v_rsq_clamp_f64 v[5:6], tma
v_rsq_clamp_f64 v[5:6], ttmp[10:11]
v_rsq_clamp_f64 v[5:6], exec
v_rsq_clamp_f64 v[5:6], 0
v_rsq_clamp_f64 v[5:6], -1
v_rsq_clamp_f64 v[5:6], 0.5
v_rsq_clamp_f64 v[5:6], -4.0
v_rsq_clamp_f64 v[5:6], 0xaf123456
v_rsq_clamp_f64 v[5:6], 0x3f717273
v_rsq_clamp_f64_e64 v[5:6], v[1:2]
v_rsq_clamp_f64_e64 v[254:255], v[1:2]
v_rsq_clamp_f64_e64 v[5:6], v[254:255]
v_rsq_clamp_f64_e64 v[5:6], s[2:3]
v_rsq_clamp_f64_e64 v[5:6], s[4:5]
v_rsq_clamp_f64_e64 v[5:6], s[102:103]
v_rsq_clamp_f64_e64 v[5:6], flat_scratch
v_rsq_clamp_f64_e64 v[5:6], vcc
v_rsq_clamp_f64_e64 v[5:6], tba
v_rsq_clamp_f64_e64 v[5:6], tma
v_rsq_clamp_f64_e64 v[5:6], ttmp[10:11]
v_rsq_clamp_f64_e64 v[5:6], exec
v_rsq_clamp_f64_e64 v[5:6], 0
v_rsq_clamp_f64_e64 v[5:6], -1
v_rsq_clamp_f64_e64 v[5:6], 0.5
v_rsq_clamp_f64_e64 v[5:6], -4.0
v_rsq_clamp_f64_e64 v[5:6], -v[1:2]
v_rsq_clamp_f64_e64 v[5:6], |v[1:2]|
v_rsq_clamp_f64_e64 v[5:6], v[1:2] clamp
v_rsq_clamp_f64_e64 v[5:6], v[1:2] mul:2
v_rsq_clamp_f64_e64 v[5:6], v[1:2] mul:4
v_rsq_clamp_f64_e64 v[5:6], v[1:2] div:2
v_sqrt_f32 v5, v1
v_sqrt_f32 v255, v1
v_sqrt_f32 v5, v255
v_sqrt_f32 v5, s1
v_sqrt_f32 v5, s103
v_sqrt_f32 v5, flat_scratch_lo
v_sqrt_f32 v5, flat_scratch_hi
v_sqrt_f32 v5, vcc_lo
v_sqrt_f32 v5, vcc_hi
v_sqrt_f32 v5, tba_lo
v_sqrt_f32 v5, tba_hi
v_sqrt_f32 v5, tma_lo
v_sqrt_f32 v5, tma_hi
v_sqrt_f32 v5, ttmp11
v_sqrt_f32 v5, m0
v_sqrt_f32 v5, exec_lo
v_sqrt_f32 v5, exec_hi
v_sqrt_f32 v5, 0
v_sqrt_f32 v5, -1
v_sqrt_f32 v5, 0.5
v_sqrt_f32 v5, -4.0
v_sqrt_f32 v5, 0xaf123456
v_sqrt_f32 v5, 0x3f717273
v_sqrt_f32_e64 v5, v1
v_sqrt_f32_e64 v255, v1
v_sqrt_f32_e64 v5, v255
v_sqrt_f32_e64 v5, s1
v_sqrt_f32_e64 v5, s103
v_sqrt_f32_e64 v5, flat_scratch_lo
v_sqrt_f32_e64 v5, flat_scratch_hi
v_sqrt_f32_e64 v5, vcc_lo
v_sqrt_f32_e64 v5, vcc_hi
v_sqrt_f32_e64 v5, tba_lo
v_sqrt_f32_e64 v5, tba_hi
v_sqrt_f32_e64 v5, tma_lo
v_sqrt_f32_e64 v5, tma_hi
v_sqrt_f32_e64 v5, ttmp11
v_sqrt_f32_e64 v5, m0
v_sqrt_f32_e64 v5, exec_lo
v_sqrt_f32_e64 v5, exec_hi
v_sqrt_f32_e64 v5, 0
v_sqrt_f32_e64 v5, -1
v_sqrt_f32_e64 v5, 0.5
v_sqrt_f32_e64 v5, -4.0
v_sqrt_f32_e64 v5, -v1
v_sqrt_f32_e64 v5, |v1|
v_sqrt_f32_e64 v5, v1 clamp
v_sqrt_f32_e64 v5, v1 mul:2
v_min_legacy_f32_e64 v5, v1, v255
v_min_legacy_f32_e64 v5, v1, s2
v_min_legacy_f32_e64 v5, v1, s103
v_min_legacy_f32_e64 v5, v1, flat_scratch_lo
v_min_legacy_f32_e64 v5, v1, flat_scratch_hi
v_min_legacy_f32_e64 v5, v1, vcc_lo
v_min_legacy_f32_e64 v5, v1, vcc_hi
v_min_legacy_f32_e64 v5, v1, tba_lo
v_min_legacy_f32_e64 v5, v1, tba_hi
v_min_legacy_f32_e64 v5, v1, tma_lo
v_min_legacy_f32_e64 v5, v1, tma_hi
v_min_legacy_f32_e64 v5, v1, ttmp11
v_min_legacy_f32_e64 v5, v1, m0
v_min_legacy_f32_e64 v5, v1, exec_lo
v_min_legacy_f32_e64 v5, v1, exec_hi
v_min_legacy_f32_e64 v5, v1, 0
v_min_legacy_f32_e64 v5, v1, -1
v_min_legacy_f32_e64 v5, v1, 0.5
v_min_legacy_f32_e64 v5, v1, -4.0
v_min_legacy_f32_e64 v5, -v1, v2
v_min_legacy_f32_e64 v5, v1, -v2
v_min_legacy_f32_e64 v5, -v1, -v2
v_min_legacy_f32_e64 v5, |v1|, v2
v_min_legacy_f32_e64 v5, v1, |v2|
v_min_legacy_f32_e64 v5, |v1|, |v2|
v_min_legacy_f32_e64 v5, v1, v2 clamp
v_min_legacy_f32_e64 v5, v1, v2 mul:2
v_min_legacy_f32_e64 v5, v1, v2 mul:4
v_min_legacy_f32_e64 v5, v1, v2 div:2
v_max_legacy_f32 v5, v1, v2
v_max_legacy_f32 v255, v1, v2
v_max_legacy_f32 v5, v255, v2
v_max_legacy_f32 v5, s1, v2
v_max_legacy_f32 v5, s103, v2
v_max_legacy_f32 v5, flat_scratch_lo, v2
v_max_legacy_f32 v5, flat_scratch_hi, v2
v_max_legacy_f32 v5, vcc_lo, v2
v_max_legacy_f32 v5, vcc_hi, v2
v_max_legacy_f32 v5, tba_lo, v2
v_max_legacy_f32 v5, tba_hi, v2
v_max_legacy_f32 v5, tma_lo, v2
v_max_legacy_f32 v5, tma_hi, v2
v_max_legacy_f32 v5, ttmp11, v2
v_max_legacy_f32 v5, m0, v2
v_max_legacy_f32 v5, exec_lo, v2
v_max_legacy_f32 v5, exec_hi, v2
v_max_legacy_f32 v5, 0, v2
v_max_legacy_f32 v5, -1, v2
v_max_legacy_f32 v5, 0.5, v2
v_max_legacy_f32 v5, -4.0, v2
v_max_legacy_f32 v5, 0xaf123456, v2
v_max_legacy_f32 v5, 0x3f717273, v2
v_max_legacy_f32 v5, v1, v255
v_max_legacy_f32_e64 v5, v1, v2
v_max_legacy_f32_e64 v255, v1, v2
v_max_legacy_f32_e64 v5, v255, v2
v_max_legacy_f32_e64 v5, s1, v2
v_max_legacy_f32_e64 v5, s103, v2
v_max_legacy_f32_e64 v5, flat_scratch_lo, v2
v_max_legacy_f32_e64 v5, flat_scratch_hi, v2
v_max_legacy_f32_e64 v5, vcc_lo, v2
v_max_legacy_f32_e64 v5, vcc_hi, v2
v_max_legacy_f32_e64 v5, tba_lo, v2
v_max_legacy_f32_e64 v5, tba_hi, v2
v_max_legacy_f32_e64 v5, tma_lo, v2
v_max_legacy_f32_e64 v5, tma_hi, v2
v_max_legacy_f32_e64 v5, ttmp11, v2
v_max_legacy_f32_e64 v5, m0, v2
v_max_legacy_f32_e64 v5, exec_lo, v2
v_max_legacy_f32_e64 v5, exec_hi, v2
v_max_legacy_f32_e64 v5, 0, v2
v_max_legacy_f32_e64 v5, -1, v2
v_max_legacy_f32_e64 v5, 0.5, v2
v_max_legacy_f32_e64 v5, -4.0, v2
v_max_legacy_f32_e64 v5, v1, v255
v_max_legacy_f32_e64 v5, v1, s2
v_max_legacy_f32_e64 v5, v1, s103
v_max_legacy_f32_e64 v5, v1, flat_scratch_lo
v_max_legacy_f32_e64 v5, v1, flat_scratch_hi
v_max_legacy_f32_e64 v5, v1, vcc_lo
v_max_legacy_f32_e64 v5, v1, vcc_hi
v_max_legacy_f32_e64 v5, v1, tba_lo
v_max_legacy_f32_e64 v5, v1, tba_hi
v_max_legacy_f32_e64 v5, v1, tma_lo
v_max_legacy_f32_e64 v5, v1, tma_hi
v_max_legacy_f32_e64 v5, v1, ttmp11
v_max_legacy_f32_e64 v5, v1, m0
v_max_legacy_f32_e64 v5, v1, exec_lo
v_max_legacy_f32_e64 v5, v1, exec_hi
v_max_legacy_f32_e64 v5, v1, 0
v_max_legacy_f32_e64 v5, v1, -1
v_max_legacy_f32_e64 v5, v1, 0.5
v_max_legacy_f32_e64 v5, v1, -4.0
v_max_legacy_f32_e64 v5, -v1, v2
v_max_legacy_f32_e64 v5, v1, -v2
v_max_legacy_f32_e64 v5, -v1, -v2
v_max_legacy_f32_e64 v5, |v1|, v2
v_max_legacy_f32_e64 v5, v1, |v2|
v_max_legacy_f32_e64 v5, |v1|, |v2|
v_max_legacy_f32_e64 v5, v1, v2 clamp
v_max_legacy_f32_e64 v5, v1, v2 mul:2
v_max_legacy_f32_e64 v5, v1, v2 mul:4
v_max_legacy_f32_e64 v5, v1, v2 div:2
v_min_f32 v5, v1, v2
v_min_f32 v255, v1, v2
v_min_f32 v5, v255, v2
v_min_f32 v5, s1, v2
v_min_f32 v5, s103, v2
v_min_f32 v5, flat_scratch_lo, v2
v_min_f32 v5, flat_scratch_hi, v2
v_min_f32 v5, vcc_lo, v2
v_min_f32 v5, vcc_hi, v2
v_min_f32 v5, tba_lo, v2
v_min_f32 v5, tba_hi, v2
v_min_f32 v5, tma_lo, v2
v_min_f32 v5, tma_hi, v2
v_min_f32 v5, ttmp11, v2
v_min_f32 v5, m0, v2
v_min_f32 v5, exec_lo, v2
v_min_f32 v5, exec_hi, v2
v_min_f32 v5, 0, v2
v_min_f32 v5, -1, v2
v_min_f32 v5, 0.5, v2
v_min_f32 v5, -4.0, v2
v_min_f32 v5, 0xaf123456, v2
v_min_f32 v5, 0x3f717273, v2
v_min_f32 v5, v1, v255
v_min_f32_e64 v5, v1, v2
v_min_f32_e64 v255, v1, v2
v_min_f32_e64 v5, v255, v2
v_min_f32_e64 v5, s1, v2
v_min_f32_e64 v5, s103, v2
v_min_f32_e64 v5, flat_scratch_lo, v2
v_min_f32_e64 v5, flat_scratch_hi, v2
v_min_f32_e64 v5, vcc_lo, v2
v_min_f32_e64 v5, vcc_hi, v2
v_min_f32_e64 v5, tba_lo, v2
v_min_f32_e64 v5, tba_hi, v2
v_min_f32_e64 v5, tma_lo, v2
v_min_f32_e64 v5, tma_hi, v2
v_min_f32_e64 v5, ttmp11, v2
v_min_f32_e64 v5, m0, v2
v_min_f32_e64 v5, exec_lo, v2
v_min_f32_e64 v5, exec_hi, v2
v_min_f32_e64 v5, 0, v2
v_min_f32_e64 v5, -1, v2
v_min_f32_e64 v5, 0.5, v2
v_min_f32_e64 v5, -4.0, v2
v_min_f32_e64 v5, v1, v255
v_min_f32_e64 v5, v1, s2
v_min_f32_e64 v5, v1, s103
v_min_f32_e64 v5, v1, flat_scratch_lo
v_min_f32_e64 v5, v1, flat_scratch_hi
v_min_f32_e64 v5, v1, vcc_lo
v_min_f32_e64 v5, v1, vcc_hi
v_min_f32_e64 v5, v1, tba_lo
v_min_f32_e64 v5, v1, tba_hi
v_min_f32_e64 v5, v1, tma_lo
v_min_f32_e64 v5, v1, tma_hi
v_min_f32_e64 v5, v1, ttmp11
v_min_f32_e64 v5, v1, m0
v_min_f32_e64 v5, v1, exec_lo
v_min_f32_e64 v5, v1, exec_hi
v_min_f32_e64 v5, v1, 0
v_min_f32_e64 v5, v1, -1
v_min_f32_e64 v5, v1, 0.5
v_min_f32_e64 v5, v1, -4.0
v_min_f32_e64 v5, -v1, v2
v_min_f32_e64 v5, v1, -v2
v_min_f32_e64 v5, -v1, -v2
v_min_f32_e64 v5, |v1|, v2
v_min_f32_e64 v5, v1, |v2|
v_min_f32_e64 v5, |v1|, |v2|
v_min_f32_e64 v5, v1, v2 clamp
v_min_f32_e64 v5, v1, v2 mul:2
v_min_f32_e64 v5, v1, v2 mul:4
v_min_f32_e64 v5, v1, v2 div:2
v_max_f32 v5, v1, v2
v_max_f32 v255, v1, v2
v_max_f32 v5, v255, v2
v_max_f32 v5, s1, v2
v_max_f32 v5, s103, v2
v_max_f32 v5, flat_scratch_lo, v2
v_max_f32 v5, flat_scratch_hi, v2
v_max_f32 v5, vcc_lo, v2
v_max_f32 v5, vcc_hi, v2
v_max_f32 v5, tba_lo, v2
v_max_f32 v5, tba_hi, v2
v_max_f32 v5, tma_lo, v2
v_max_f32 v5, tma_hi, v2
v_max_f32 v5, ttmp11, v2
v_max_f32 v5, m0, v2
v_max_f32 v5, exec_lo, v2
v_max_f32 v5, exec_hi, v2
v_max_f32 v5, 0, v2
v_max_f32 v5, -1, v2
v_max_f32 v5, 0.5, v2
v_max_f32 v5, -4.0, v2
v_max_f32 v5, 0xaf123456, v2
v_max_f32 v5, 0x3f717273, v2
v_max_f32 v5, v1, v255
v_max_f32_e64 v5, v1, v2
v_max_f32_e64 v255, v1, v2
v_max_f32_e64 v5, v255, v2
v_max_f32_e64 v5, s1, v2
v_max_f32_e64 v5, s103, v2
v_addc_u32_e64 v5, s[12:13], -1, v2, s[6:7]
v_addc_u32_e64 v5, s[12:13], 0.5, v2, s[6:7]
v_addc_u32_e64 v5, s[12:13], -4.0, v2, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, v255, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, 0, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, -1, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, 0.5, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, -4.0, s[6:7]
v_addc_u32_e64 v5, s[12:13], v1, v2, s[8:9]
v_addc_u32_e64 v5, s[12:13], v1, v2, s[102:103]
v_addc_u32_e64 v5, s[12:13], v1, v2, flat_scratch
v_addc_u32_e64 v5, s[12:13], v1, v2, vcc
v_addc_u32_e64 v5, s[12:13], v1, v2, tba
v_addc_u32_e64 v5, s[12:13], v1, v2, tma
v_addc_u32_e64 v5, s[12:13], v1, v2, ttmp[10:11]
v_subb_u32 v5, vcc, v1, v2, vcc
v_subb_u32 v255, vcc, v1, v2, vcc
v_subb_u32 v5, vcc, v255, v2, vcc
v_subb_u32 v5, vcc, 0, v2, vcc
v_subb_u32 v5, vcc, -1, v2, vcc
v_subb_u32 v5, vcc, 0.5, v2, vcc
v_subb_u32 v5, vcc, -4.0, v2, vcc
v_subb_u32 v5, vcc, v1, v255, vcc
v_subb_u32_e64 v5, s[12:13], v1, v2, s[6:7]
v_subb_u32_e64 v255, s[12:13], v1, v2, s[6:7]
v_subb_u32_e64 v5, s[14:15], v1, v2, s[6:7]
v_subb_u32_e64 v5, s[102:103], v1, v2, s[6:7]
v_subb_u32_e64 v5, flat_scratch, v1, v2, s[6:7]
v_subb_u32_e64 v5, vcc, v1, v2, s[6:7]
v_subb_u32_e64 v5, tba, v1, v2, s[6:7]
v_subb_u32_e64 v5, tma, v1, v2, s[6:7]
v_subb_u32_e64 v5, ttmp[10:11], v1, v2, s[6:7]
v_subb_u32_e64 v5, s[12:13], v255, v2, s[6:7]
v_subb_u32_e64 v5, s[12:13], 0, v2, s[6:7]
v_subb_u32_e64 v5, s[12:13], -1, v2, s[6:7]
v_subb_u32_e64 v5, s[12:13], 0.5, v2, s[6:7]
v_subb_u32_e64 v5, s[12:13], -4.0, v2, s[6:7]
v_subb_u32_e64 v5, s[12:13], v1, v255, s[6:7]
v_subb_u32_e64 v5, s[12:13], v1, 0, s[6:7]
v_subb_u32_e64 v5, s[12:13], v1, -1, s[6:7]
v_subb_u32_e64 v5, s[12:13], v1, 0.5, s[6:7]
v_subb_u32_e64 v5, s[12:13], v1, -4.0, s[6:7]
v_subb_u32_e64 v5, s[12:13], v1, v2, s[8:9]
v_subb_u32_e64 v5, s[12:13], v1, v2, s[102:103]
v_subb_u32_e64 v5, s[12:13], v1, v2, flat_scratch
v_subb_u32_e64 v5, s[12:13], v1, v2, vcc
v_subb_u32_e64 v5, s[12:13], v1, v2, tba
v_subb_u32_e64 v5, s[12:13], v1, v2, tma
v_subb_u32_e64 v5, s[12:13], v1, v2, ttmp[10:11]
v_subbrev_u32 v5, vcc, v1, v2, vcc
v_subbrev_u32 v255, vcc, v1, v2, vcc
v_subbrev_u32 v5, vcc, v255, v2, vcc
v_subbrev_u32 v5, vcc, 0, v2, vcc
v_subbrev_u32 v5, vcc, -1, v2, vcc
v_subbrev_u32 v5, vcc, 0.5, v2, vcc
v_subbrev_u32 v5, vcc, -4.0, v2, vcc
v_subbrev_u32 v5, vcc, v1, v255, vcc
v_subbrev_u32_e64 v5, s[12:13], v1, v2, s[6:7]
v_subbrev_u32_e64 v255, s[12:13], v1, v2, s[6:7]
v_subbrev_u32_e64 v5, s[14:15], v1, v2, s[6:7]
v_subbrev_u32_e64 v5, s[102:103], v1, v2, s[6:7]
v_subbrev_u32_e64 v5, flat_scratch, v1, v2, s[6:7]
v_subbrev_u32_e64 v5, vcc, v1, v2, s[6:7]
v_subbrev_u32_e64 v5, tba, v1, v2, s[6:7]
v_subbrev_u32_e64 v5, tma, v1, v2, s[6:7]
v_subbrev_u32_e64 v5, ttmp[10:11], v1, v2, s[6:7]
v_subbrev_u32_e64 v5, s[12:13], v255, v2, s[6:7]
v_subbrev_u32_e64 v5, s[12:13], 0, v2, s[6:7]
v_subbrev_u32_e64 v5, s[12:13], -1, v2, s[6:7]
v_subbrev_u32_e64 v5, s[12:13], 0.5, v2, s[6:7]
v_subbrev_u32_e64 v5, s[12:13], -4.0, v2, s[6:7]
v_subbrev_u32_e64 v5, s[12:13], v1, v255, s[6:7]
v_subbrev_u32_e64 v5, s[12:13], v1, 0, s[6:7]
v_subbrev_u32_e64 v5, s[12:13], v1, -1, s[6:7]
v_subbrev_u32_e64 v5, s[12:13], v1, 0.5, s[6:7]
v_subbrev_u32_e64 v5, s[12:13], v1, -4.0, s[6:7]
v_subbrev_u32_e64 v5, s[12:13], v1, v2, s[8:9]
v_subbrev_u32_e64 v5, s[12:13], v1, v2, s[102:103]
v_subbrev_u32_e64 v5, s[12:13], v1, v2, flat_scratch
v_subbrev_u32_e64 v5, s[12:13], v1, v2, vcc
v_subbrev_u32_e64 v5, s[12:13], v1, v2, tba
v_subbrev_u32_e64 v5, s[12:13], v1, v2, tma
v_subbrev_u32_e64 v5, s[12:13], v1, v2, ttmp[10:11]
v_ldexp_f32 v5, v1, v2
v_ldexp_f32 v255, v1, v2
v_ldexp_f32 v5, v255, v2
v_ldexp_f32 v5, s1, v2
v_ldexp_f32 v5, s103, v2
v_ldexp_f32 v5, flat_scratch_lo, v2
v_ldexp_f32 v5, flat_scratch_hi, v2
v_ldexp_f32 v5, vcc_lo, v2
v_ldexp_f32 v5, vcc_hi, v2
v_ldexp_f32 v5, tba_lo, v2
v_ldexp_f32 v5, tba_hi, v2
v_ldexp_f32 v5, tma_lo, v2
v_ldexp_f32 v5, tma_hi, v2
v_ldexp_f32 v5, ttmp11, v2
v_ldexp_f32 v5, m0, v2
v_ldexp_f32 v5, exec_lo, v2
v_ldexp_f32 v5, exec_hi, v2
v_ldexp_f32 v5, 0, v2
v_ldexp_f32 v5, -1, v2
v_ldexp_f32 v5, 0.5, v2
v_ldexp_f32 v5, -4.0, v2
v_ldexp_f32 v5, 0xaf123456, v2
v_ldexp_f32 v5, 0x3f717273, v2
v_ldexp_f32 v5, v1, v255
v_ldexp_f32_e64 v5, v1, v2
v_ldexp_f32_e64 v255, v1, v2
v_ldexp_f32_e64 v5, v255, v2
v_ldexp_f32_e64 v5, s1, v2
v_ldexp_f32_e64 v5, s103, v2
v_ldexp_f32_e64 v5, flat_scratch_lo, v2
v_ldexp_f32_e64 v5, flat_scratch_hi, v2
v_ldexp_f32_e64 v5, vcc_lo, v2
v_ldexp_f32_e64 v5, vcc_hi, v2
v_ldexp_f32_e64 v5, tba_lo, v2
v_ldexp_f32_e64 v5, tba_hi, v2
v_ldexp_f32_e64 v5, tma_lo, v2
v_ldexp_f32_e64 v5, tma_hi, v2
v_ldexp_f32_e64 v5, ttmp11, v2
v_ldexp_f32_e64 v5, m0, v2
v_ldexp_f32_e64 v5, exec_lo, v2
v_ldexp_f32_e64 v5, exec_hi, v2
v_ldexp_f32_e64 v5, 0, v2
v_ldexp_f32_e64 v5, -1, v2
v_ldexp_f32_e64 v5, 0.5, v2
v_ldexp_f32_e64 v5, -4.0, v2
v_ldexp_f32_e64 v5, v1, v255
v_ldexp_f32_e64 v5, v1, s2
v_ldexp_f32_e64 v5, v1, s103
v_ldexp_f32_e64 v5, v1, flat_scratch_lo
v_ldexp_f32_e64 v5, v1, flat_scratch_hi
v_ldexp_f32_e64 v5, v1, vcc_lo
v_ldexp_f32_e64 v5, v1, vcc_hi
v_ldexp_f32_e64 v5, v1, tba_lo
v_ldexp_f32_e64 v5, v1, tba_hi
v_ldexp_f32_e64 v5, v1, tma_lo
v_ldexp_f32_e64 v5, v1, tma_hi
v_ldexp_f32_e64 v5, v1, ttmp11
v_ldexp_f32_e64 v5, v1, m0
v_ldexp_f32_e64 v5, v1, exec_lo
v_ldexp_f32_e64 v5, v1, exec_hi
v_ldexp_f32_e64 v5, v1, 0
v_ldexp_f32_e64 v5, v1, -1
v_ldexp_f32_e64 v5, v1, 0.5
v_ldexp_f32_e64 v5, v1, -4.0
v_cvt_pkaccum_u8_f32 v5, v1, v2
v_cvt_pkaccum_u8_f32 v255, v1, v2
v_cvt_pkaccum_u8_f32 v5, v255, v2
v_cvt_pkaccum_u8_f32 v5, s1, v2
v_cvt_pkaccum_u8_f32 v5, s103, v2
v_cvt_pkaccum_u8_f32 v5, flat_scratch_lo, v2
v_cvt_pkaccum_u8_f32 v5, flat_scratch_hi, v2
v_cvt_pkaccum_u8_f32 v5, vcc_lo, v2
v_cvt_pkaccum_u8_f32 v5, vcc_hi, v2
v_cvt_pkaccum_u8_f32 v5, tba_lo, v2
v_cvt_pkaccum_u8_f32 v5, tba_hi, v2
v_cvt_pkaccum_u8_f32 v5, tma_lo, v2
v_cvt_pkaccum_u8_f32 v5, tma_hi, v2
v_cvt_pkaccum_u8_f32 v5, ttmp11, v2
v_cvt_pkaccum_u8_f32 v5, m0, v2
v_cvt_pkaccum_u8_f32 v5, exec_lo, v2
v_cvt_pkaccum_u8_f32 v5, exec_hi, v2
v_cvt_pkaccum_u8_f32 v5, 0, v2
v_cvt_pkaccum_u8_f32 v5, -1, v2
v_cvt_pkaccum_u8_f32 v5, 0.5, v2
v_cvt_pkaccum_u8_f32 v5, -4.0, v2
v_cvt_pkaccum_u8_f32 v5, 0xaf123456, v2
v_cvt_pkaccum_u8_f32 v5, 0x3f717273, v2
v_cvt_pkaccum_u8_f32 v5, v1, v255
v_cvt_pkaccum_u8_f32_e64 v5, v1, v2
v_cvt_pkaccum_u8_f32_e64 v255, v1, v2
v_cvt_pkaccum_u8_f32_e64 v5, v255, v2
v_cvt_pkaccum_u8_f32_e64 v5, s1, v2
v_cvt_pkaccum_u8_f32_e64 v5, s103, v2
v_cvt_pkaccum_u8_f32_e64 v5, flat_scratch_lo, v2
v_cvt_pkaccum_u8_f32_e64 v5, flat_scratch_hi, v2
v_cvt_pkaccum_u8_f32_e64 v5, vcc_lo, v2
v_cvt_pkaccum_u8_f32_e64 v5, vcc_hi, v2
v_cvt_pkaccum_u8_f32_e64 v5, tba_lo, v2
v_cvt_pkaccum_u8_f32_e64 v5, tba_hi, v2
v_cvt_pkaccum_u8_f32_e64 v5, tma_lo, v2
v_cvt_pkaccum_u8_f32_e64 v5, tma_hi, v2
v_cvt_pkaccum_u8_f32_e64 v5, ttmp11, v2
v_cvt_pkaccum_u8_f32_e64 v5, m0, v2
v_cvt_pkaccum_u8_f32_e64 v5, exec_lo, v2
v_cvt_pkaccum_u8_f32_e64 v5, exec_hi, v2
v_cvt_pkaccum_u8_f32_e64 v5, 0, v2
v_alignbyte_b32 v5, vcc_hi, v2, v3
v_alignbyte_b32 v5, tba_lo, v2, v3
v_alignbyte_b32 v5, tba_hi, v2, v3
v_alignbyte_b32 v5, tma_lo, v2, v3
v_alignbyte_b32 v5, tma_hi, v2, v3
v_alignbyte_b32 v5, ttmp11, v2, v3
v_alignbyte_b32 v5, m0, v2, v3
v_alignbyte_b32 v5, exec_lo, v2, v3
v_alignbyte_b32 v5, exec_hi, v2, v3
v_alignbyte_b32 v5, 0, v2, v3
v_alignbyte_b32 v5, -1, v2, v3
v_alignbyte_b32 v5, 0.5, v2, v3
v_alignbyte_b32 v5, -4.0, v2, v3
v_alignbyte_b32 v5, v1, v255, v3
v_alignbyte_b32 v5, v1, s2, v3
v_alignbyte_b32 v5, v1, s103, v3
v_alignbyte_b32 v5, v1, flat_scratch_lo, v3
v_alignbyte_b32 v5, v1, flat_scratch_hi, v3
v_alignbyte_b32 v5, v1, vcc_lo, v3
v_alignbyte_b32 v5, v1, vcc_hi, v3
v_alignbyte_b32 v5, v1, tba_lo, v3
v_alignbyte_b32 v5, v1, tba_hi, v3
v_alignbyte_b32 v5, v1, tma_lo, v3
v_alignbyte_b32 v5, v1, tma_hi, v3
v_alignbyte_b32 v5, v1, ttmp11, v3
v_alignbyte_b32 v5, v1, m0, v3
v_alignbyte_b32 v5, v1, exec_lo, v3
v_alignbyte_b32 v5, v1, exec_hi, v3
v_alignbyte_b32 v5, v1, 0, v3
v_alignbyte_b32 v5, v1, -1, v3
v_alignbyte_b32 v5, v1, 0.5, v3
v_alignbyte_b32 v5, v1, -4.0, v3
v_alignbyte_b32 v5, v1, v2, v255
v_alignbyte_b32 v5, v1, v2, s3
v_alignbyte_b32 v5, v1, v2, s103
v_alignbyte_b32 v5, v1, v2, flat_scratch_lo
v_alignbyte_b32 v5, v1, v2, flat_scratch_hi
v_alignbyte_b32 v5, v1, v2, vcc_lo
v_alignbyte_b32 v5, v1, v2, vcc_hi
v_alignbyte_b32 v5, v1, v2, tba_lo
v_alignbyte_b32 v5, v1, v2, tba_hi
v_alignbyte_b32 v5, v1, v2, tma_lo
v_alignbyte_b32 v5, v1, v2, tma_hi
v_alignbyte_b32 v5, v1, v2, ttmp11
v_alignbyte_b32 v5, v1, v2, m0
v_alignbyte_b32 v5, v1, v2, exec_lo
v_alignbyte_b32 v5, v1, v2, exec_hi
v_alignbyte_b32 v5, v1, v2, 0
v_alignbyte_b32 v5, v1, v2, -1
v_alignbyte_b32 v5, v1, v2, 0.5
v_alignbyte_b32 v5, v1, v2, -4.0
v_mullit_f32 v5, v1, v2, v3
v_mullit_f32 v255, v1, v2, v3
v_mullit_f32 v5, v255, v2, v3
v_mullit_f32 v5, s1, v2, v3
v_mullit_f32 v5, s103, v2, v3
v_mullit_f32 v5, flat_scratch_lo, v2, v3
v_mullit_f32 v5, flat_scratch_hi, v2, v3
v_mullit_f32 v5, vcc_lo, v2, v3
v_mullit_f32 v5, vcc_hi, v2, v3
v_mullit_f32 v5, tba_lo, v2, v3
v_mullit_f32 v5, tba_hi, v2, v3
v_mullit_f32 v5, tma_lo, v2, v3
v_mullit_f32 v5, tma_hi, v2, v3
v_mullit_f32 v5, ttmp11, v2, v3
v_mullit_f32 v5, m0, v2, v3
v_mullit_f32 v5, exec_lo, v2, v3
v_mullit_f32 v5, exec_hi, v2, v3
v_mullit_f32 v5, 0, v2, v3
v_mullit_f32 v5, -1, v2, v3
v_mullit_f32 v5, 0.5, v2, v3
v_mullit_f32 v5, -4.0, v2, v3
v_mullit_f32 v5, v1, v255, v3
v_mullit_f32 v5, v1, s2, v3
v_mullit_f32 v5, v1, s103, v3
v_mullit_f32 v5, v1, flat_scratch_lo, v3
v_mullit_f32 v5, v1, flat_scratch_hi, v3
v_mullit_f32 v5, v1, vcc_lo, v3
v_mullit_f32 v5, v1, vcc_hi, v3
v_mullit_f32 v5, v1, tba_lo, v3
v_mullit_f32 v5, v1, tba_hi, v3
v_mullit_f32 v5, v1, tma_lo, v3
v_mullit_f32 v5, v1, tma_hi, v3
v_mullit_f32 v5, v1, ttmp11, v3
v_mullit_f32 v5, v1, m0, v3
v_mullit_f32 v5, v1, exec_lo, v3
v_mullit_f32 v5, v1, exec_hi, v3
v_mullit_f32 v5, v1, 0, v3
v_mullit_f32 v5, v1, -1, v3
v_mullit_f32 v5, v1, 0.5, v3
v_mullit_f32 v5, v1, -4.0, v3
v_mullit_f32 v5, v1, v2, v255
v_mullit_f32 v5, v1, v2, s3
v_mullit_f32 v5, v1, v2, s103
v_mullit_f32 v5, v1, v2, flat_scratch_lo
v_mullit_f32 v5, v1, v2, flat_scratch_hi
v_mullit_f32 v5, v1, v2, vcc_lo
v_mullit_f32 v5, v1, v2, vcc_hi
v_mullit_f32 v5, v1, v2, tba_lo
v_mullit_f32 v5, v1, v2, tba_hi
v_mullit_f32 v5, v1, v2, tma_lo
v_mullit_f32 v5, v1, v2, tma_hi
v_mullit_f32 v5, v1, v2, ttmp11
v_mullit_f32 v5, v1, v2, m0
v_mullit_f32 v5, v1, v2, exec_lo
v_mullit_f32 v5, v1, v2, exec_hi
v_mullit_f32 v5, v1, v2, 0
v_mullit_f32 v5, v1, v2, -1
v_mullit_f32 v5, v1, v2, 0.5
v_mullit_f32 v5, v1, v2, -4.0
v_mullit_f32 v5, -v1, v2, v3
v_mullit_f32 v5, v1, -v2, v3
v_mullit_f32 v5, v1, v2, -v3
v_mullit_f32 v5, -v1, -v2, -v3
v_mullit_f32 v5, |v1|, v2, v3
v_mullit_f32 v5, v1, |v2|, v3
v_mullit_f32 v5, v1, v2, |v3|
v_mullit_f32 v5, |v1|, |v2|, |v3|
v_mullit_f32 v5, v1, v2, v3 clamp
v_mullit_f32 v5, v1, v2, v3 mul:2
v_mullit_f32 v5, v1, v2, v3 mul:4
v_mullit_f32 v5, v1, v2, v3 div:2
v_min3_f32 v5, v1, v2, v3
v_min3_f32 v255, v1, v2, v3
v_min3_f32 v5, v255, v2, v3
v_min3_f32 v5, s1, v2, v3
v_min3_f32 v5, s103, v2, v3
v_min3_f32 v5, flat_scratch_lo, v2, v3
v_min3_f32 v5, flat_scratch_hi, v2, v3
v_min3_f32 v5, vcc_lo, v2, v3
v_min3_f32 v5, vcc_hi, v2, v3
v_min3_f32 v5, tba_lo, v2, v3
v_min3_f32 v5, tba_hi, v2, v3
v_min3_f32 v5, tma_lo, v2, v3
v_min3_f32 v5, tma_hi, v2, v3
v_min3_f32 v5, ttmp11, v2, v3
v_min3_f32 v5, m0, v2, v3
v_min3_f32 v5, exec_lo, v2, v3
v_min3_f32 v5, exec_hi, v2, v3
v_min3_f32 v5, 0, v2, v3
v_min3_f32 v5, -1, v2, v3
v_min3_f32 v5, 0.5, v2, v3
v_min3_f32 v5, -4.0, v2, v3
v_min3_f32 v5, v1, v255, v3
v_min3_f32 v5, v1, s2, v3
v_min3_f32 v5, v1, s103, v3
v_min3_f32 v5, v1, flat_scratch_lo, v3
v_min3_f32 v5, v1, flat_scratch_hi, v3
v_min3_f32 v5, v1, vcc_lo, v3
v_min3_f32 v5, v1, vcc_hi, v3
v_min3_f32 v5, v1, tba_lo, v3
v_min3_f32 v5, v1, tba_hi, v3
v_min3_f32 v5, v1, tma_lo, v3
v_min3_f32 v5, v1, tma_hi, v3
v_min3_f32 v5, v1, ttmp11, v3
v_min3_f32 v5, v1, m0, v3
v_min3_f32 v5, v1, exec_lo, v3
v_min3_f32 v5, v1, exec_hi, v3
v_min3_f32 v5, v1, 0, v3
v_min3_f32 v5, v1, -1, v3
v_min3_f32 v5, v1, 0.5, v3
v_min3_f32 v5, v1, -4.0, v3
v_min3_f32 v5, v1, v2, v255
v_min3_f32 v5, v1, v2, s3
v_min3_f32 v5, v1, v2, s103
v_min3_f32 v5, v1, v2, flat_scratch_lo
v_min3_f32 v5, v1, v2, flat_scratch_hi
v_min3_f32 v5, v1, v2, vcc_lo
v_min3_f32 v5, v1, v2, vcc_hi
v_min3_f32 v5, v1, v2, tba_lo
v_min3_f32 v5, v1, v2, tba_hi
v_min3_f32 v5, v1, v2, tma_lo
v_min3_f32 v5, v1, v2, tma_hi
v_min3_f32 v5, v1, v2, ttmp11
v_min3_f32 v5, v1, v2, m0
v_min3_f32 v5, v1, v2, exec_lo
v_min3_f32 v5, v1, v2, exec_hi
v_min3_f32 v5, v1, v2, 0
v_min3_f32 v5, v1, v2, -1
v_min3_f32 v5, v1, v2, 0.5
v_min3_f32 v5, v1, v2, -4.0
v_min3_f32 v5, -v1, v2, v3
v_min3_f32 v5, v1, -v2, v3
v_min3_f32 v5, v1, v2, -v3
v_min3_f32 v5, -v1, -v2, -v3
v_min3_f32 v5, |v1|, v2, v3
v_min3_f32 v5, v1, |v2|, v3
v_min3_f32 v5, v1, v2, |v3|
v_mul_lo_i32 v5, v1, ttmp11
v_mul_lo_i32 v5, v1, m0
v_mul_lo_i32 v5, v1, exec_lo
v_mul_lo_i32 v5, v1, exec_hi
v_mul_lo_i32 v5, v1, 0
v_mul_lo_i32 v5, v1, -1
v_mul_lo_i32 v5, v1, 0.5
v_mul_lo_i32 v5, v1, -4.0
v_mul_hi_i32 v5, v1, v2
v_mul_hi_i32 v255, v1, v2
v_mul_hi_i32 v5, v255, v2
v_mul_hi_i32 v5, s1, v2
v_mul_hi_i32 v5, s103, v2
v_mul_hi_i32 v5, flat_scratch_lo, v2
v_mul_hi_i32 v5, flat_scratch_hi, v2
v_mul_hi_i32 v5, vcc_lo, v2
v_mul_hi_i32 v5, vcc_hi, v2
v_mul_hi_i32 v5, tba_lo, v2
v_mul_hi_i32 v5, tba_hi, v2
v_mul_hi_i32 v5, tma_lo, v2
v_mul_hi_i32 v5, tma_hi, v2
v_mul_hi_i32 v5, ttmp11, v2
v_mul_hi_i32 v5, m0, v2
v_mul_hi_i32 v5, exec_lo, v2
v_mul_hi_i32 v5, exec_hi, v2
v_mul_hi_i32 v5, 0, v2
v_mul_hi_i32 v5, -1, v2
v_mul_hi_i32 v5, 0.5, v2
v_mul_hi_i32 v5, -4.0, v2
v_mul_hi_i32 v5, v1, v255
v_mul_hi_i32 v5, v1, s2
v_mul_hi_i32 v5, v1, s103
v_mul_hi_i32 v5, v1, flat_scratch_lo
v_mul_hi_i32 v5, v1, flat_scratch_hi
v_mul_hi_i32 v5, v1, vcc_lo
v_mul_hi_i32 v5, v1, vcc_hi
v_mul_hi_i32 v5, v1, tba_lo
v_mul_hi_i32 v5, v1, tba_hi
v_mul_hi_i32 v5, v1, tma_lo
v_mul_hi_i32 v5, v1, tma_hi
v_mul_hi_i32 v5, v1, ttmp11
v_mul_hi_i32 v5, v1, m0
v_mul_hi_i32 v5, v1, exec_lo
v_mul_hi_i32 v5, v1, exec_hi
v_mul_hi_i32 v5, v1, 0
v_mul_hi_i32 v5, v1, -1
v_mul_hi_i32 v5, v1, 0.5
v_mul_hi_i32 v5, v1, -4.0
v_div_scale_f32 v5, vcc, v1, v2, v3
v_div_scale_f32 v255, vcc, v1, v2, v3
v_div_scale_f32 v5, vcc, v255, v2, v3
v_div_scale_f32 v5, vcc, s1, v2, v3
v_div_scale_f32 v5, vcc, s103, v2, v3
v_div_scale_f32 v5, vcc, flat_scratch_lo, v2, v3
v_div_scale_f32 v5, vcc, flat_scratch_hi, v2, v3
v_div_scale_f32 v5, vcc, vcc_lo, v2, v3
v_div_scale_f32 v5, vcc, vcc_hi, v2, v3
v_div_scale_f32 v5, vcc, tba_lo, v2, v3
v_div_scale_f32 v5, vcc, tba_hi, v2, v3
v_div_scale_f32 v5, vcc, tma_lo, v2, v3
v_div_scale_f32 v5, vcc, tma_hi, v2, v3
v_div_scale_f32 v5, vcc, ttmp11, v2, v3
v_div_scale_f32 v5, vcc, m0, v2, v3
v_div_scale_f32 v5, vcc, exec_lo, v2, v3
v_div_scale_f32 v5, vcc, exec_hi, v2, v3
v_div_scale_f32 v5, vcc, 0, v2, v3
v_div_scale_f32 v5, vcc, -1, v2, v3
v_div_scale_f32 v5, vcc, 0.5, v2, v3
v_div_scale_f32 v5, vcc, -4.0, v2, v3
v_div_scale_f32 v5, vcc, v1, v255, v3
v_div_scale_f32 v5, vcc, v1, s2, v3
v_div_scale_f32 v5, vcc, v1, s103, v3
v_div_scale_f32 v5, vcc, v1, flat_scratch_lo, v3
v_div_scale_f32 v5, vcc, v1, flat_scratch_hi, v3
v_div_scale_f32 v5, vcc, v1, vcc_lo, v3
v_div_scale_f32 v5, vcc, v1, vcc_hi, v3
v_div_scale_f32 v5, vcc, v1, tba_lo, v3
v_div_scale_f32 v5, vcc, v1, tba_hi, v3
v_div_scale_f32 v5, vcc, v1, tma_lo, v3
v_div_scale_f32 v5, vcc, v1, tma_hi, v3
v_div_scale_f32 v5, vcc, v1, ttmp11, v3
v_div_scale_f32 v5, vcc, v1, m0, v3
v_div_scale_f32 v5, vcc, v1, exec_lo, v3
v_div_scale_f32 v5, vcc, v1, exec_hi, v3
v_div_scale_f32 v5, vcc, v1, 0, v3
v_div_scale_f32 v5, vcc, v1, -1, v3
v_div_scale_f32 v5, vcc, v1, 0.5, v3
v_div_scale_f32 v5, vcc, v1, -4.0, v3
v_div_scale_f32 v5, vcc, v1, v2, v255
v_div_scale_f32 v5, vcc, v1, v2, s3
v_div_scale_f32 v5, vcc, v1, v2, s103
v_div_scale_f32 v5, vcc, v1, v2, flat_scratch_lo
v_div_scale_f32 v5, vcc, v1, v2, flat_scratch_hi
v_div_scale_f32 v5, vcc, v1, v2, vcc_lo
v_div_scale_f32 v5, vcc, v1, v2, vcc_hi
v_div_scale_f32 v5, vcc, v1, v2, tba_lo
v_div_scale_f32 v5, vcc, v1, v2, tba_hi
v_div_scale_f32 v5, vcc, v1, v2, tma_lo
v_div_scale_f32 v5, vcc, v1, v2, tma_hi
v_div_scale_f32 v5, vcc, v1, v2, ttmp11
v_div_scale_f32 v5, vcc, v1, v2, m0
v_div_scale_f32 v5, vcc, v1, v2, exec_lo
v_div_scale_f32 v5, vcc, v1, v2, exec_hi
v_div_scale_f32 v5, vcc, v1, v2, 0
v_div_scale_f32 v5, vcc, v1, v2, -1
v_div_scale_f32 v5, vcc, v1, v2, 0.5
v_div_scale_f32 v5, vcc, v1, v2, -4.0
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], v[3:4]
v_div_scale_f64 v[254:255], vcc, v[1:2], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, v[254:255], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, s[2:3], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, s[4:5], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, s[102:103], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, flat_scratch, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, vcc, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, tba, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, tma, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, ttmp[10:11], v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, exec, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, 0, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, -1, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, 0.5, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, -4.0, v[2:3], v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], v[254:255], v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], s[4:5], v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], s[6:7], v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], s[102:103], v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], flat_scratch, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], vcc, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], tba, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], tma, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], ttmp[10:11], v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], exec, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], 0, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], -1, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], 0.5, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], -4.0, v[3:4]
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], v[254:255]
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], s[6:7]
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], s[8:9]
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], s[102:103]
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], flat_scratch
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], vcc
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], tba
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], tma
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], ttmp[10:11]
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], exec
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], 0
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], -1
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], 0.5
v_div_scale_f64 v[5:6], vcc, v[1:2], v[2:3], -4.0
v_div_fmas_f32 v5, v1, v2, v3
v_div_fmas_f32 v255, v1, v2, v3
v_div_fmas_f32 v5, v255, v2, v3
v_div_fmas_f32 v5, 0, v2, v3
v_div_fmas_f32 v5, -1, v2, v3
v_div_fmas_f32 v5, 0.5, v2, v3
v_div_fmas_f32 v5, -4.0, v2, v3
v_div_fmas_f32 v5, v1, v255, v3
v_div_fmas_f32 v5, v1, 0, v3
v_div_fmas_f32 v5, v1, -1, v3
v_div_fmas_f32 v5, v1, 0.5, v3
v_div_fmas_f32 v5, v1, -4.0, v3
v_div_fmas_f32 v5, v1, v2, v255
v_div_fmas_f32 v5, v1, v2, 0
v_div_fmas_f32 v5, v1, v2, -1
v_div_fmas_f32 v5, v1, v2, 0.5
v_div_fmas_f32 v5, v1, v2, -4.0
v_div_fmas_f32 v5, -v1, v2, v3
v_div_fmas_f32 v5, v1, -v2, v3
v_div_fmas_f32 v5, v1, v2, -v3
v_div_fmas_f32 v5, -v1, -v2, -v3
v_div_fmas_f32 v5, |v1|, v2, v3
v_div_fmas_f32 v5, v1, |v2|, v3
v_div_fmas_f32 v5, v1, v2, |v3|
v_cmp_neq_f32 vcc, flat_scratch_lo, v2
v_cmp_neq_f32 vcc, flat_scratch_hi, v2
v_cmp_neq_f32 vcc, vcc_lo, v2
v_cmp_neq_f32 vcc, vcc_hi, v2
v_cmp_neq_f32 vcc, tba_lo, v2
v_cmp_neq_f32 vcc, tba_hi, v2
v_cmp_neq_f32 vcc, tma_lo, v2
v_cmp_neq_f32 vcc, tma_hi, v2
v_cmp_neq_f32 vcc, ttmp11, v2
v_cmp_neq_f32 vcc, m0, v2
v_cmp_neq_f32 vcc, exec_lo, v2
v_cmp_neq_f32 vcc, exec_hi, v2
v_cmp_neq_f32 vcc, 0, v2
v_cmp_neq_f32 vcc, -1, v2
v_cmp_neq_f32 vcc, 0.5, v2
v_cmp_neq_f32 vcc, -4.0, v2
v_cmp_neq_f32 vcc, 0xaf123456, v2
v_cmp_neq_f32 vcc, 0x3f717273, v2
v_cmp_neq_f32 vcc, v1, v255
v_cmp_neq_f32_e64 s[10:11], v1, v2
v_cmp_neq_f32_e64 s[12:13], v1, v2
v_cmp_neq_f32_e64 s[102:103], v1, v2
v_cmp_neq_f32_e64 flat_scratch, v1, v2
v_cmp_neq_f32_e64 vcc, v1, v2
v_cmp_neq_f32_e64 tba, v1, v2
v_cmp_neq_f32_e64 tma, v1, v2
v_cmp_neq_f32_e64 ttmp[10:11], v1, v2
v_cmp_neq_f32_e64 s[10:11], v255, v2
v_cmp_neq_f32_e64 s[10:11], s1, v2
v_cmp_neq_f32_e64 s[10:11], s103, v2
v_cmp_neq_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_neq_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_neq_f32_e64 s[10:11], vcc_lo, v2
v_cmp_neq_f32_e64 s[10:11], vcc_hi, v2
v_cmp_neq_f32_e64 s[10:11], tba_lo, v2
v_cmp_neq_f32_e64 s[10:11], tba_hi, v2
v_cmp_neq_f32_e64 s[10:11], tma_lo, v2
v_cmp_neq_f32_e64 s[10:11], tma_hi, v2
v_cmp_neq_f32_e64 s[10:11], ttmp11, v2
v_cmp_neq_f32_e64 s[10:11], m0, v2
v_cmp_neq_f32_e64 s[10:11], exec_lo, v2
v_cmp_neq_f32_e64 s[10:11], exec_hi, v2
v_cmp_neq_f32_e64 s[10:11], 0, v2
v_cmp_neq_f32_e64 s[10:11], -1, v2
v_cmp_neq_f32_e64 s[10:11], 0.5, v2
v_cmp_neq_f32_e64 s[10:11], -4.0, v2
v_cmp_neq_f32_e64 s[10:11], v1, v255
v_cmp_neq_f32_e64 s[10:11], v1, s2
v_cmp_neq_f32_e64 s[10:11], v1, s103
v_cmp_neq_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_neq_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmp_neq_f32_e64 s[10:11], v1, vcc_lo
v_cmp_neq_f32_e64 s[10:11], v1, vcc_hi
v_cmp_neq_f32_e64 s[10:11], v1, tba_lo
v_cmp_neq_f32_e64 s[10:11], v1, tba_hi
v_cmp_neq_f32_e64 s[10:11], v1, tma_lo
v_cmp_neq_f32_e64 s[10:11], v1, tma_hi
v_cmp_neq_f32_e64 s[10:11], v1, ttmp11
v_cmp_neq_f32_e64 s[10:11], v1, m0
v_cmp_neq_f32_e64 s[10:11], v1, exec_lo
v_cmp_neq_f32_e64 s[10:11], v1, exec_hi
v_cmp_neq_f32_e64 s[10:11], v1, 0
v_cmp_neq_f32_e64 s[10:11], v1, -1
v_cmp_neq_f32_e64 s[10:11], v1, 0.5
v_cmp_neq_f32_e64 s[10:11], v1, -4.0
v_cmp_neq_f32_e64 s[10:11], -v1, v2
v_cmp_neq_f32_e64 s[10:11], v1, -v2
v_cmp_neq_f32_e64 s[10:11], -v1, -v2
v_cmp_nlt_f32 vcc, v1, v2
v_cmp_nlt_f32 vcc, v255, v2
v_cmp_nlt_f32 vcc, s1, v2
v_cmp_nlt_f32 vcc, s103, v2
v_cmp_nlt_f32 vcc, flat_scratch_lo, v2
v_cmp_nlt_f32 vcc, flat_scratch_hi, v2
v_cmp_nlt_f32 vcc, vcc_lo, v2
v_cmp_nlt_f32 vcc, vcc_hi, v2
v_cmp_nlt_f32 vcc, tba_lo, v2
v_cmp_nlt_f32 vcc, tba_hi, v2
v_cmp_nlt_f32 vcc, tma_lo, v2
v_cmp_nlt_f32 vcc, tma_hi, v2
v_cmp_nlt_f32 vcc, ttmp11, v2
v_cmp_nlt_f32 vcc, m0, v2
v_cmp_nlt_f32 vcc, exec_lo, v2
v_cmp_nlt_f32 vcc, exec_hi, v2
v_cmp_nlt_f32 vcc, 0, v2
v_cmp_nlt_f32 vcc, -1, v2
v_cmp_nlt_f32 vcc, 0.5, v2
v_cmp_nlt_f32 vcc, -4.0, v2
v_cmp_nlt_f32 vcc, 0xaf123456, v2
v_cmp_nlt_f32 vcc, 0x3f717273, v2
v_cmp_nlt_f32 vcc, v1, v255
v_cmp_nlt_f32_e64 s[10:11], v1, v2
v_cmp_nlt_f32_e64 s[12:13], v1, v2
v_cmp_nlt_f32_e64 s[102:103], v1, v2
v_cmp_nlt_f32_e64 flat_scratch, v1, v2
v_cmp_nlt_f32_e64 vcc, v1, v2
v_cmp_nlt_f32_e64 tba, v1, v2
v_cmp_nlt_f32_e64 tma, v1, v2
v_cmp_nlt_f32_e64 ttmp[10:11], v1, v2
v_cmp_nlt_f32_e64 s[10:11], v255, v2
v_cmp_nlt_f32_e64 s[10:11], s1, v2
v_cmp_nlt_f32_e64 s[10:11], s103, v2
v_cmp_nlt_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_nlt_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_nlt_f32_e64 s[10:11], vcc_lo, v2
v_cmp_nlt_f32_e64 s[10:11], vcc_hi, v2
v_cmp_nlt_f32_e64 s[10:11], tba_lo, v2
v_cmp_nlt_f32_e64 s[10:11], tba_hi, v2
v_cmp_nlt_f32_e64 s[10:11], tma_lo, v2
v_cmp_nlt_f32_e64 s[10:11], tma_hi, v2
v_cmp_nlt_f32_e64 s[10:11], ttmp11, v2
v_cmp_nlt_f32_e64 s[10:11], m0, v2
v_cmp_nlt_f32_e64 s[10:11], exec_lo, v2
v_cmp_nlt_f32_e64 s[10:11], exec_hi, v2
v_cmp_nlt_f32_e64 s[10:11], 0, v2
v_cmp_nlt_f32_e64 s[10:11], -1, v2
v_cmp_nlt_f32_e64 s[10:11], 0.5, v2
v_cmp_nlt_f32_e64 s[10:11], -4.0, v2
v_cmp_nlt_f32_e64 s[10:11], v1, v255
v_cmp_nlt_f32_e64 s[10:11], v1, s2
v_cmp_nlt_f32_e64 s[10:11], v1, s103
v_cmp_nlt_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_nlt_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmp_nlt_f32_e64 s[10:11], v1, vcc_lo
v_cmp_nlt_f32_e64 s[10:11], v1, vcc_hi
v_cmp_nlt_f32_e64 s[10:11], v1, tba_lo
v_cmp_nlt_f32_e64 s[10:11], v1, tba_hi
v_cmp_nlt_f32_e64 s[10:11], v1, tma_lo
v_cmp_nlt_f32_e64 s[10:11], v1, tma_hi
v_cmp_nlt_f32_e64 s[10:11], v1, ttmp11
v_cmp_nlt_f32_e64 s[10:11], v1, m0
v_cmp_nlt_f32_e64 s[10:11], v1, exec_lo
v_cmp_nlt_f32_e64 s[10:11], v1, exec_hi
v_cmp_nlt_f32_e64 s[10:11], v1, 0
v_cmp_nlt_f32_e64 s[10:11], v1, -1
v_cmp_nlt_f32_e64 s[10:11], v1, 0.5
v_cmp_nlt_f32_e64 s[10:11], v1, -4.0
v_cmp_nlt_f32_e64 s[10:11], -v1, v2
v_cmp_nlt_f32_e64 s[10:11], v1, -v2
v_cmp_nlt_f32_e64 s[10:11], -v1, -v2
v_cmp_tru_f32 vcc, v1, v2
v_cmp_tru_f32 vcc, v255, v2
v_cmp_tru_f32 vcc, s1, v2
v_cmp_tru_f32 vcc, s103, v2
v_cmp_tru_f32 vcc, flat_scratch_lo, v2
v_cmp_tru_f32 vcc, flat_scratch_hi, v2
v_cmp_tru_f32 vcc, vcc_lo, v2
v_cmp_tru_f32 vcc, vcc_hi, v2
v_cmp_tru_f32 vcc, tba_lo, v2
v_cmp_tru_f32 vcc, tba_hi, v2
v_cmp_tru_f32 vcc, tma_lo, v2
v_cmp_tru_f32 vcc, tma_hi, v2
v_cmp_tru_f32 vcc, ttmp11, v2
v_cmp_tru_f32 vcc, m0, v2
v_cmp_tru_f32 vcc, exec_lo, v2
v_cmp_tru_f32 vcc, exec_hi, v2
v_cmp_tru_f32 vcc, 0, v2
v_cmp_tru_f32 vcc, -1, v2
v_cmp_tru_f32 vcc, 0.5, v2
v_cmp_tru_f32 vcc, -4.0, v2
v_cmp_tru_f32 vcc, 0xaf123456, v2
v_cmp_tru_f32 vcc, 0x3f717273, v2
v_cmp_tru_f32 vcc, v1, v255
v_cmp_tru_f32_e64 s[10:11], v1, v2
v_cmp_tru_f32_e64 s[12:13], v1, v2
v_cmp_tru_f32_e64 s[102:103], v1, v2
v_cmp_tru_f32_e64 flat_scratch, v1, v2
v_cmp_tru_f32_e64 vcc, v1, v2
v_cmp_tru_f32_e64 tba, v1, v2
v_cmp_tru_f32_e64 tma, v1, v2
v_cmp_tru_f32_e64 ttmp[10:11], v1, v2
v_cmp_tru_f32_e64 s[10:11], v255, v2
v_cmp_tru_f32_e64 s[10:11], s1, v2
v_cmp_tru_f32_e64 s[10:11], s103, v2
v_cmp_tru_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_tru_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_tru_f32_e64 s[10:11], vcc_lo, v2
v_cmp_tru_f32_e64 s[10:11], vcc_hi, v2
v_cmp_tru_f32_e64 s[10:11], tba_lo, v2
v_cmp_tru_f32_e64 s[10:11], tba_hi, v2
v_cmp_tru_f32_e64 s[10:11], tma_lo, v2
v_cmp_tru_f32_e64 s[10:11], tma_hi, v2
v_cmp_tru_f32_e64 s[10:11], ttmp11, v2
v_cmp_tru_f32_e64 s[10:11], m0, v2
v_cmp_tru_f32_e64 s[10:11], exec_lo, v2
v_cmp_tru_f32_e64 s[10:11], exec_hi, v2
v_cmp_tru_f32_e64 s[10:11], 0, v2
v_cmp_tru_f32_e64 s[10:11], -1, v2
v_cmp_tru_f32_e64 s[10:11], 0.5, v2
v_cmp_tru_f32_e64 s[10:11], -4.0, v2
v_cmp_tru_f32_e64 s[10:11], v1, v255
v_cmp_tru_f32_e64 s[10:11], v1, s2
v_cmp_tru_f32_e64 s[10:11], v1, s103
v_cmp_tru_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_le_f64 vcc, tba, v[2:3]
v_cmp_le_f64 vcc, tma, v[2:3]
v_cmp_le_f64 vcc, ttmp[10:11], v[2:3]
v_cmp_le_f64 vcc, exec, v[2:3]
v_cmp_le_f64 vcc, 0, v[2:3]
v_cmp_le_f64 vcc, -1, v[2:3]
v_cmp_le_f64 vcc, 0.5, v[2:3]
v_cmp_le_f64 vcc, -4.0, v[2:3]
v_cmp_le_f64 vcc, 0xaf123456, v[2:3]
v_cmp_le_f64 vcc, 0x3f717273, v[2:3]
v_cmp_le_f64 vcc, v[1:2], v[254:255]
v_cmp_le_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmp_le_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmp_le_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmp_le_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmp_le_f64_e64 vcc, v[1:2], v[2:3]
v_cmp_le_f64_e64 tba, v[1:2], v[2:3]
v_cmp_le_f64_e64 tma, v[1:2], v[2:3]
v_cmp_le_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmp_le_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmp_le_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmp_le_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmp_le_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmp_le_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmp_le_f64_e64 s[10:11], vcc, v[2:3]
v_cmp_le_f64_e64 s[10:11], tba, v[2:3]
v_cmp_le_f64_e64 s[10:11], tma, v[2:3]
v_cmp_le_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmp_le_f64_e64 s[10:11], exec, v[2:3]
v_cmp_le_f64_e64 s[10:11], 0, v[2:3]
v_cmp_le_f64_e64 s[10:11], -1, v[2:3]
v_cmp_le_f64_e64 s[10:11], 0.5, v[2:3]
v_cmp_le_f64_e64 s[10:11], -4.0, v[2:3]
v_cmp_le_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmp_le_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmp_le_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmp_le_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmp_le_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmp_le_f64_e64 s[10:11], v[1:2], vcc
v_cmp_le_f64_e64 s[10:11], v[1:2], tba
v_cmp_le_f64_e64 s[10:11], v[1:2], tma
v_cmp_le_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmp_le_f64_e64 s[10:11], v[1:2], exec
v_cmp_le_f64_e64 s[10:11], v[1:2], 0
v_cmp_le_f64_e64 s[10:11], v[1:2], -1
v_cmp_le_f64_e64 s[10:11], v[1:2], 0.5
v_cmp_le_f64_e64 s[10:11], v[1:2], -4.0
v_cmp_le_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmp_le_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmp_le_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmp_gt_f64 vcc, v[1:2], v[2:3]
v_cmp_gt_f64 vcc, v[254:255], v[2:3]
v_cmp_gt_f64 vcc, s[2:3], v[2:3]
v_cmp_gt_f64 vcc, s[4:5], v[2:3]
v_cmp_gt_f64 vcc, s[102:103], v[2:3]
v_cmp_gt_f64 vcc, flat_scratch, v[2:3]
v_cmp_gt_f64 vcc, vcc, v[2:3]
v_cmp_gt_f64 vcc, tba, v[2:3]
v_cmp_gt_f64 vcc, tma, v[2:3]
v_cmp_gt_f64 vcc, ttmp[10:11], v[2:3]
v_cmp_gt_f64 vcc, exec, v[2:3]
v_cmp_gt_f64 vcc, 0, v[2:3]
v_cmp_gt_f64 vcc, -1, v[2:3]
v_cmp_gt_f64 vcc, 0.5, v[2:3]
v_cmp_gt_f64 vcc, -4.0, v[2:3]
v_cmp_gt_f64 vcc, 0xaf123456, v[2:3]
v_cmp_gt_f64 vcc, 0x3f717273, v[2:3]
v_cmp_gt_f64 vcc, v[1:2], v[254:255]
v_cmp_gt_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmp_gt_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmp_gt_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmp_gt_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmp_gt_f64_e64 vcc, v[1:2], v[2:3]
v_cmp_gt_f64_e64 tba, v[1:2], v[2:3]
v_cmp_gt_f64_e64 tma, v[1:2], v[2:3]
v_cmp_gt_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmp_gt_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmp_gt_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmp_gt_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmp_gt_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmp_gt_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmp_gt_f64_e64 s[10:11], vcc, v[2:3]
v_cmp_gt_f64_e64 s[10:11], tba, v[2:3]
v_cmp_gt_f64_e64 s[10:11], tma, v[2:3]
v_cmp_gt_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmp_gt_f64_e64 s[10:11], exec, v[2:3]
v_cmp_gt_f64_e64 s[10:11], 0, v[2:3]
v_cmp_gt_f64_e64 s[10:11], -1, v[2:3]
v_cmp_gt_f64_e64 s[10:11], 0.5, v[2:3]
v_cmp_gt_f64_e64 s[10:11], -4.0, v[2:3]
v_cmp_gt_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmp_gt_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmp_gt_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmp_gt_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmp_gt_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmp_gt_f64_e64 s[10:11], v[1:2], vcc
v_cmp_gt_f64_e64 s[10:11], v[1:2], tba
v_cmp_gt_f64_e64 s[10:11], v[1:2], tma
v_cmp_gt_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmp_gt_f64_e64 s[10:11], v[1:2], exec
v_cmp_gt_f64_e64 s[10:11], v[1:2], 0
v_cmp_gt_f64_e64 s[10:11], v[1:2], -1
v_cmp_gt_f64_e64 s[10:11], v[1:2], 0.5
v_cmp_gt_f64_e64 s[10:11], v[1:2], -4.0
v_cmp_gt_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmp_gt_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmp_gt_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmp_lg_f64 vcc, v[1:2], v[2:3]
v_cmp_lg_f64 vcc, v[254:255], v[2:3]
v_cmp_lg_f64 vcc, s[2:3], v[2:3]
v_cmp_lg_f64 vcc, s[4:5], v[2:3]
v_cmp_lg_f64 vcc, s[102:103], v[2:3]
v_cmp_lg_f64 vcc, flat_scratch, v[2:3]
v_cmp_lg_f64 vcc, vcc, v[2:3]
v_cmp_lg_f64 vcc, tba, v[2:3]
v_cmp_lg_f64 vcc, tma, v[2:3]
v_cmp_lg_f64 vcc, ttmp[10:11], v[2:3]
v_cmp_lg_f64 vcc, exec, v[2:3]
v_cmp_lg_f64 vcc, 0, v[2:3]
v_cmp_lg_f64 vcc, -1, v[2:3]
v_cmp_lg_f64 vcc, 0.5, v[2:3]
v_cmp_lg_f64 vcc, -4.0, v[2:3]
v_cmp_lg_f64 vcc, 0xaf123456, v[2:3]
v_cmp_lg_f64 vcc, 0x3f717273, v[2:3]
v_cmp_lg_f64 vcc, v[1:2], v[254:255]
v_cmp_lg_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmp_lg_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmp_lg_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmp_lg_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmp_lg_f64_e64 vcc, v[1:2], v[2:3]
v_cmp_lg_f64_e64 tba, v[1:2], v[2:3]
v_cmp_lg_f64_e64 tma, v[1:2], v[2:3]
v_cmp_lg_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmp_lg_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmp_lg_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmp_lg_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmp_lg_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmp_lg_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmp_lg_f64_e64 s[10:11], vcc, v[2:3]
v_cmp_lg_f64_e64 s[10:11], tba, v[2:3]
v_cmp_lg_f64_e64 s[10:11], tma, v[2:3]
v_cmp_lg_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmp_lg_f64_e64 s[10:11], exec, v[2:3]
v_cmp_lg_f64_e64 s[10:11], 0, v[2:3]
v_cmp_lg_f64_e64 s[10:11], -1, v[2:3]
v_cmp_lg_f64_e64 s[10:11], 0.5, v[2:3]
v_cmp_lg_f64_e64 s[10:11], -4.0, v[2:3]
v_cmp_lg_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmp_lg_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmp_lg_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmp_lg_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmp_lg_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmp_lg_f64_e64 s[10:11], v[1:2], vcc
v_cmp_lg_f64_e64 s[10:11], v[1:2], tba
v_cmp_lg_f64_e64 s[10:11], v[1:2], tma
v_cmp_lg_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmp_lg_f64_e64 s[10:11], v[1:2], exec
v_cmp_lg_f64_e64 s[10:11], v[1:2], 0
v_cmp_lg_f64_e64 s[10:11], v[1:2], -1
v_cmp_lg_f64_e64 s[10:11], v[1:2], 0.5
v_cmp_lg_f64_e64 s[10:11], v[1:2], -4.0
v_cmp_lg_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmp_lg_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmp_lg_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmp_ge_f64 vcc, v[1:2], v[2:3]
v_cmp_ge_f64 vcc, v[254:255], v[2:3]
v_cmp_ge_f64 vcc, s[2:3], v[2:3]
v_cmp_ge_f64 vcc, s[4:5], v[2:3]
v_cmp_ge_f64 vcc, s[102:103], v[2:3]
v_cmp_ge_f64 vcc, flat_scratch, v[2:3]
v_cmp_ge_f64 vcc, vcc, v[2:3]
v_cmp_ge_f64 vcc, tba, v[2:3]
v_cmp_ge_f64 vcc, tma, v[2:3]
v_cmp_ge_f64 vcc, ttmp[10:11], v[2:3]
v_cmp_ge_f64 vcc, exec, v[2:3]
v_cmp_ge_f64 vcc, 0, v[2:3]
v_cmp_ge_f64 vcc, -1, v[2:3]
v_cmp_ge_f64 vcc, 0.5, v[2:3]
v_cmp_ge_f64 vcc, -4.0, v[2:3]
v_cmp_ge_f64 vcc, 0xaf123456, v[2:3]
v_cmp_ge_f64 vcc, 0x3f717273, v[2:3]
v_cmp_ge_f64 vcc, v[1:2], v[254:255]
v_cmp_ge_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmp_ge_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmp_ge_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmp_ge_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], 0
v_cmpx_nle_f64_e64 s[10:11], v[1:2], -1
v_cmpx_nle_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_nle_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_nle_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_nle_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_nle_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_neq_f64 vcc, v[1:2], v[2:3]
v_cmpx_neq_f64 vcc, v[254:255], v[2:3]
v_cmpx_neq_f64 vcc, s[2:3], v[2:3]
v_cmpx_neq_f64 vcc, s[4:5], v[2:3]
v_cmpx_neq_f64 vcc, s[102:103], v[2:3]
v_cmpx_neq_f64 vcc, flat_scratch, v[2:3]
v_cmpx_neq_f64 vcc, vcc, v[2:3]
v_cmpx_neq_f64 vcc, tba, v[2:3]
v_cmpx_neq_f64 vcc, tma, v[2:3]
v_cmpx_neq_f64 vcc, ttmp[10:11], v[2:3]
v_cmpx_neq_f64 vcc, exec, v[2:3]
v_cmpx_neq_f64 vcc, 0, v[2:3]
v_cmpx_neq_f64 vcc, -1, v[2:3]
v_cmpx_neq_f64 vcc, 0.5, v[2:3]
v_cmpx_neq_f64 vcc, -4.0, v[2:3]
v_cmpx_neq_f64 vcc, 0xaf123456, v[2:3]
v_cmpx_neq_f64 vcc, 0x3f717273, v[2:3]
v_cmpx_neq_f64 vcc, v[1:2], v[254:255]
v_cmpx_neq_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_neq_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_neq_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmpx_neq_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_neq_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_neq_f64_e64 tba, v[1:2], v[2:3]
v_cmpx_neq_f64_e64 tma, v[1:2], v[2:3]
v_cmpx_neq_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_neq_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_neq_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_neq_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_neq_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmpx_neq_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_neq_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_neq_f64_e64 s[10:11], tba, v[2:3]
v_cmpx_neq_f64_e64 s[10:11], tma, v[2:3]
v_cmpx_neq_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpx_neq_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_neq_f64_e64 s[10:11], 0, v[2:3]
v_cmpx_neq_f64_e64 s[10:11], -1, v[2:3]
v_cmpx_neq_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_neq_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_neq_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_neq_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_neq_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_neq_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmpx_neq_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_neq_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_neq_f64_e64 s[10:11], v[1:2], tba
v_cmpx_neq_f64_e64 s[10:11], v[1:2], tma
v_cmpx_neq_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_neq_f64_e64 s[10:11], v[1:2], exec
v_cmpx_neq_f64_e64 s[10:11], v[1:2], 0
v_cmpx_neq_f64_e64 s[10:11], v[1:2], -1
v_cmpx_neq_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_neq_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_neq_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_neq_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_neq_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_nlt_f64 vcc, v[1:2], v[2:3]
v_cmpx_nlt_f64 vcc, v[254:255], v[2:3]
v_cmpx_nlt_f64 vcc, s[2:3], v[2:3]
v_cmpx_nlt_f64 vcc, s[4:5], v[2:3]
v_cmpx_nlt_f64 vcc, s[102:103], v[2:3]
v_cmpx_nlt_f64 vcc, flat_scratch, v[2:3]
v_cmpx_nlt_f64 vcc, vcc, v[2:3]
v_cmpx_nlt_f64 vcc, tba, v[2:3]
v_cmpx_nlt_f64 vcc, tma, v[2:3]
v_cmpx_nlt_f64 vcc, ttmp[10:11], v[2:3]
v_cmpx_nlt_f64 vcc, exec, v[2:3]
v_cmpx_nlt_f64 vcc, 0, v[2:3]
v_cmpx_nlt_f64 vcc, -1, v[2:3]
v_cmpx_nlt_f64 vcc, 0.5, v[2:3]
v_cmpx_nlt_f64 vcc, -4.0, v[2:3]
v_cmpx_nlt_f64 vcc, 0xaf123456, v[2:3]
v_cmpx_nlt_f64 vcc, 0x3f717273, v[2:3]
v_cmpx_nlt_f64 vcc, v[1:2], v[254:255]
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_nlt_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_nlt_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmpx_nlt_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_nlt_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_nlt_f64_e64 tba, v[1:2], v[2:3]
v_cmpx_nlt_f64_e64 tma, v[1:2], v[2:3]
v_cmpx_nlt_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], tba, v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], tma, v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], 0, v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], -1, v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], tba
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], tma
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], exec
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], 0
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], -1
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_nlt_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_nlt_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_tru_f64 vcc, v[1:2], v[2:3]
v_cmpx_tru_f64 vcc, v[254:255], v[2:3]
v_cmpx_tru_f64 vcc, s[2:3], v[2:3]
v_cmpx_tru_f64 vcc, s[4:5], v[2:3]
v_cmpx_tru_f64 vcc, s[102:103], v[2:3]
v_cmpx_tru_f64 vcc, flat_scratch, v[2:3]
v_cmpx_tru_f64 vcc, vcc, v[2:3]
v_cmpx_tru_f64 vcc, tba, v[2:3]
v_cmpx_tru_f64 vcc, tma, v[2:3]
v_cmpx_tru_f64 vcc, ttmp[10:11], v[2:3]
v_cmpx_tru_f64 vcc, exec, v[2:3]
v_cmpx_tru_f64 vcc, 0, v[2:3]
v_cmpx_tru_f64 vcc, -1, v[2:3]
v_cmpx_tru_f64 vcc, 0.5, v[2:3]
v_cmpx_tru_f64 vcc, -4.0, v[2:3]
v_cmpx_tru_f64 vcc, 0xaf123456, v[2:3]
v_cmpx_tru_f64 vcc, 0x3f717273, v[2:3]
v_cmpx_tru_f64 vcc, v[1:2], v[254:255]
v_cmpx_tru_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_tru_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_tru_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmpx_tru_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_tru_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_tru_f64_e64 tba, v[1:2], v[2:3]
v_cmpx_tru_f64_e64 tma, v[1:2], v[2:3]
v_cmpx_tru_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_tru_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_tru_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_tru_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_tru_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmpx_tru_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_tru_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_tru_f64_e64 s[10:11], tba, v[2:3]
v_cmpx_tru_f64_e64 s[10:11], tma, v[2:3]
v_cmpx_tru_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpx_tru_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_tru_f64_e64 s[10:11], 0, v[2:3]
v_cmpx_tru_f64_e64 s[10:11], -1, v[2:3]
v_cmpx_tru_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_tru_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_tru_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_tru_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_tru_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_tru_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmpx_tru_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_tru_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_tru_f64_e64 s[10:11], v[1:2], tba
v_cmpx_tru_f64_e64 s[10:11], v[1:2], tma
v_cmpx_tru_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_tru_f64_e64 s[10:11], v[1:2], exec
v_cmpx_tru_f64_e64 s[10:11], v[1:2], 0
v_cmpx_tru_f64_e64 s[10:11], v[1:2], -1
v_cmpx_tru_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_tru_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_tru_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_tru_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_tru_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmps_f_f32 vcc, v1, v2
v_cmps_f_f32 vcc, v255, v2
v_cmpsx_eq_f32_e64 s[10:11], v1, ttmp11
v_cmpsx_eq_f32_e64 s[10:11], v1, m0
v_cmpsx_eq_f32_e64 s[10:11], v1, exec_lo
v_cmpsx_eq_f32_e64 s[10:11], v1, exec_hi
v_cmpsx_eq_f32_e64 s[10:11], v1, 0
v_cmpsx_eq_f32_e64 s[10:11], v1, -1
v_cmpsx_eq_f32_e64 s[10:11], v1, 0.5
v_cmpsx_eq_f32_e64 s[10:11], v1, -4.0
v_cmpsx_eq_f32_e64 s[10:11], -v1, v2
v_cmpsx_eq_f32_e64 s[10:11], v1, -v2
v_cmpsx_eq_f32_e64 s[10:11], -v1, -v2
v_cmpsx_le_f32 vcc, v1, v2
v_cmpsx_le_f32 vcc, v255, v2
v_cmpsx_le_f32 vcc, s1, v2
v_cmpsx_le_f32 vcc, s103, v2
v_cmpsx_le_f32 vcc, flat_scratch_lo, v2
v_cmpsx_le_f32 vcc, flat_scratch_hi, v2
v_cmpsx_le_f32 vcc, vcc_lo, v2
v_cmpsx_le_f32 vcc, vcc_hi, v2
v_cmpsx_le_f32 vcc, tba_lo, v2
v_cmpsx_le_f32 vcc, tba_hi, v2
v_cmpsx_le_f32 vcc, tma_lo, v2
v_cmpsx_le_f32 vcc, tma_hi, v2
v_cmpsx_le_f32 vcc, ttmp11, v2
v_cmpsx_le_f32 vcc, m0, v2
v_cmpsx_le_f32 vcc, exec_lo, v2
v_cmpsx_le_f32 vcc, exec_hi, v2
v_cmpsx_le_f32 vcc, 0, v2
v_cmpsx_le_f32 vcc, -1, v2
v_cmpsx_le_f32 vcc, 0.5, v2
v_cmpsx_le_f32 vcc, -4.0, v2
v_cmpsx_le_f32 vcc, 0xaf123456, v2
v_cmpsx_le_f32 vcc, 0x3f717273, v2
v_cmpsx_le_f32 vcc, v1, v255
v_cmpsx_le_f32_e64 s[10:11], v1, v2
v_cmpsx_le_f32_e64 s[12:13], v1, v2
v_cmpsx_le_f32_e64 s[102:103], v1, v2
v_cmpsx_le_f32_e64 flat_scratch, v1, v2
v_cmpsx_le_f32_e64 vcc, v1, v2
v_cmpsx_le_f32_e64 tba, v1, v2
v_cmpsx_le_f32_e64 tma, v1, v2
v_cmpsx_le_f32_e64 ttmp[10:11], v1, v2
v_cmpsx_le_f32_e64 s[10:11], v255, v2
v_cmpsx_le_f32_e64 s[10:11], s1, v2
v_cmpsx_le_f32_e64 s[10:11], s103, v2
v_cmpsx_le_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpsx_le_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpsx_le_f32_e64 s[10:11], vcc_lo, v2
v_cmpsx_le_f32_e64 s[10:11], vcc_hi, v2
v_cmpsx_le_f32_e64 s[10:11], tba_lo, v2
v_cmpsx_le_f32_e64 s[10:11], tba_hi, v2
v_cmpsx_le_f32_e64 s[10:11], tma_lo, v2
v_cmpsx_le_f32_e64 s[10:11], tma_hi, v2
v_cmpsx_le_f32_e64 s[10:11], ttmp11, v2
v_cmpsx_le_f32_e64 s[10:11], m0, v2
v_cmpsx_le_f32_e64 s[10:11], exec_lo, v2
v_cmpsx_le_f32_e64 s[10:11], exec_hi, v2
v_cmpsx_le_f32_e64 s[10:11], 0, v2
v_cmpsx_le_f32_e64 s[10:11], -1, v2
v_cmpsx_le_f32_e64 s[10:11], 0.5, v2
v_cmpsx_le_f32_e64 s[10:11], -4.0, v2
v_cmpsx_le_f32_e64 s[10:11], v1, v255
v_cmpsx_le_f32_e64 s[10:11], v1, s2
v_cmpsx_le_f32_e64 s[10:11], v1, s103
v_cmpsx_le_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmpsx_le_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmpsx_le_f32_e64 s[10:11], v1, vcc_lo
v_cmpsx_le_f32_e64 s[10:11], v1, vcc_hi
v_cmpsx_le_f32_e64 s[10:11], v1, tba_lo
v_cmpsx_le_f32_e64 s[10:11], v1, tba_hi
v_cmpsx_le_f32_e64 s[10:11], v1, tma_lo
v_cmpsx_le_f32_e64 s[10:11], v1, tma_hi
v_cmpsx_le_f32_e64 s[10:11], v1, ttmp11
v_cmpsx_le_f32_e64 s[10:11], v1, m0
v_cmpsx_le_f32_e64 s[10:11], v1, exec_lo
v_cmpsx_le_f32_e64 s[10:11], v1, exec_hi
v_cmpsx_le_f32_e64 s[10:11], v1, 0
v_cmpsx_le_f32_e64 s[10:11], v1, -1
v_cmpsx_le_f32_e64 s[10:11], v1, 0.5
v_cmpsx_le_f32_e64 s[10:11], v1, -4.0
v_cmpsx_le_f32_e64 s[10:11], -v1, v2
v_cmpsx_le_f32_e64 s[10:11], v1, -v2
v_cmpsx_le_f32_e64 s[10:11], -v1, -v2
v_cmpsx_gt_f32 vcc, v1, v2
v_cmpsx_gt_f32 vcc, v255, v2
v_cmpsx_gt_f32 vcc, s1, v2
v_cmpsx_gt_f32 vcc, s103, v2
v_cmpsx_gt_f32 vcc, flat_scratch_lo, v2
v_cmpsx_gt_f32 vcc, flat_scratch_hi, v2
v_cmpsx_gt_f32 vcc, vcc_lo, v2
v_cmpsx_gt_f32 vcc, vcc_hi, v2
v_cmpsx_gt_f32 vcc, tba_lo, v2
v_cmpsx_gt_f32 vcc, tba_hi, v2
v_cmpsx_gt_f32 vcc, tma_lo, v2
v_cmpsx_gt_f32 vcc, tma_hi, v2
v_cmpsx_gt_f32 vcc, ttmp11, v2
v_cmpsx_gt_f32 vcc, m0, v2
v_cmpsx_gt_f32 vcc, exec_lo, v2
v_cmpsx_gt_f32 vcc, exec_hi, v2
v_cmpsx_gt_f32 vcc, 0, v2
v_cmpsx_gt_f32 vcc, -1, v2
v_cmpsx_gt_f32 vcc, 0.5, v2
v_cmpsx_gt_f32 vcc, -4.0, v2
v_cmpsx_gt_f32 vcc, 0xaf123456, v2
v_cmpsx_gt_f32 vcc, 0x3f717273, v2
v_cmpsx_gt_f32 vcc, v1, v255
v_cmpsx_gt_f32_e64 s[10:11], v1, v2
v_cmpsx_gt_f32_e64 s[12:13], v1, v2
v_cmpsx_gt_f32_e64 s[102:103], v1, v2
v_cmpsx_gt_f32_e64 flat_scratch, v1, v2
v_cmpsx_gt_f32_e64 vcc, v1, v2
v_cmpsx_gt_f32_e64 tba, v1, v2
v_cmpsx_gt_f32_e64 tma, v1, v2
v_cmpsx_gt_f32_e64 ttmp[10:11], v1, v2
v_cmpsx_gt_f32_e64 s[10:11], v255, v2
v_cmpsx_gt_f32_e64 s[10:11], s1, v2
v_cmpsx_gt_f32_e64 s[10:11], s103, v2
v_cmpsx_gt_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpsx_gt_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpsx_gt_f32_e64 s[10:11], vcc_lo, v2
v_cmpsx_gt_f32_e64 s[10:11], vcc_hi, v2
v_cmpsx_gt_f32_e64 s[10:11], tba_lo, v2
v_cmpsx_gt_f32_e64 s[10:11], tba_hi, v2
v_cmpsx_gt_f32_e64 s[10:11], tma_lo, v2
v_cmpsx_gt_f32_e64 s[10:11], tma_hi, v2
v_cmpsx_gt_f32_e64 s[10:11], ttmp11, v2
v_cmpsx_gt_f32_e64 s[10:11], m0, v2
v_cmpsx_gt_f32_e64 s[10:11], exec_lo, v2
v_cmpsx_gt_f32_e64 s[10:11], exec_hi, v2
v_cmpsx_gt_f32_e64 s[10:11], 0, v2
v_cmpsx_gt_f32_e64 s[10:11], -1, v2
v_cmpsx_gt_f32_e64 s[10:11], 0.5, v2
v_cmpsx_gt_f32_e64 s[10:11], -4.0, v2
v_cmpsx_gt_f32_e64 s[10:11], v1, v255
v_cmpsx_gt_f32_e64 s[10:11], v1, s2
v_cmpsx_gt_f32_e64 s[10:11], v1, s103
v_cmpsx_gt_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmpsx_gt_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmpsx_gt_f32_e64 s[10:11], v1, vcc_lo
v_cmpsx_gt_f32_e64 s[10:11], v1, vcc_hi
v_cmpsx_gt_f32_e64 s[10:11], v1, tba_lo
v_cmpsx_gt_f32_e64 s[10:11], v1, tba_hi
v_cmpsx_gt_f32_e64 s[10:11], v1, tma_lo
v_cmpsx_gt_f32_e64 s[10:11], v1, tma_hi
v_cmpsx_gt_f32_e64 s[10:11], v1, ttmp11
v_cmpsx_gt_f32_e64 s[10:11], v1, m0
v_cmpsx_gt_f32_e64 s[10:11], v1, exec_lo
v_cmpsx_gt_f32_e64 s[10:11], v1, exec_hi
v_cmpsx_gt_f32_e64 s[10:11], v1, 0
v_cmpsx_gt_f32_e64 s[10:11], v1, -1
v_cmpsx_gt_f32_e64 s[10:11], v1, 0.5
v_cmpsx_gt_f32_e64 s[10:11], v1, -4.0
v_cmpsx_gt_f32_e64 s[10:11], -v1, v2
v_cmpsx_gt_f32_e64 s[10:11], v1, -v2
v_cmpsx_gt_f32_e64 s[10:11], -v1, -v2
v_cmpsx_lg_f32 vcc, v1, v2
v_cmpsx_lg_f32 vcc, v255, v2
v_cmpsx_lg_f32 vcc, s1, v2
v_cmpsx_lg_f32 vcc, s103, v2
v_cmpsx_lg_f32 vcc, flat_scratch_lo, v2
v_cmpsx_lg_f32 vcc, flat_scratch_hi, v2
v_cmpsx_lg_f32 vcc, vcc_lo, v2
v_cmpsx_lg_f32 vcc, vcc_hi, v2
v_cmpsx_lg_f32 vcc, tba_lo, v2
v_cmpsx_lg_f32 vcc, tba_hi, v2
v_cmpsx_lg_f32 vcc, tma_lo, v2
v_cmpsx_lg_f32 vcc, tma_hi, v2
v_cmpsx_lg_f32 vcc, ttmp11, v2
v_cmpsx_lg_f32 vcc, m0, v2
v_cmpsx_lg_f32 vcc, exec_lo, v2
v_cmpsx_lg_f32 vcc, exec_hi, v2
v_cmpsx_lg_f32 vcc, 0, v2
v_cmpsx_lg_f32 vcc, -1, v2
v_cmpsx_lg_f32 vcc, 0.5, v2
v_cmpsx_lg_f32 vcc, -4.0, v2
v_cmpsx_lg_f32 vcc, 0xaf123456, v2
v_cmpsx_lg_f32 vcc, 0x3f717273, v2
v_cmpsx_lg_f32 vcc, v1, v255
v_cmpsx_lg_f32_e64 s[10:11], v1, v2
v_cmpsx_lg_f32_e64 s[12:13], v1, v2
v_cmpsx_lg_f32_e64 s[102:103], v1, v2
v_cmpsx_lg_f32_e64 flat_scratch, v1, v2
v_cmpsx_lg_f32_e64 vcc, v1, v2
v_cmpsx_lg_f32_e64 tba, v1, v2
v_cmpsx_lg_f32_e64 tma, v1, v2
v_cmpsx_lg_f32_e64 ttmp[10:11], v1, v2
v_cmpsx_lg_f32_e64 s[10:11], v255, v2
v_cmpsx_lg_f32_e64 s[10:11], s1, v2
v_cmpsx_lg_f32_e64 s[10:11], s103, v2
v_cmpsx_lg_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpsx_lg_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpsx_lg_f32_e64 s[10:11], vcc_lo, v2
v_cmpsx_lg_f32_e64 s[10:11], vcc_hi, v2
v_cmps_nge_f64_e64 s[10:11], v[1:2], vcc
v_cmps_nge_f64_e64 s[10:11], v[1:2], tba
v_cmps_nge_f64_e64 s[10:11], v[1:2], tma
v_cmps_nge_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmps_nge_f64_e64 s[10:11], v[1:2], exec
v_cmps_nge_f64_e64 s[10:11], v[1:2], 0
v_cmps_nge_f64_e64 s[10:11], v[1:2], -1
v_cmps_nge_f64_e64 s[10:11], v[1:2], 0.5
v_cmps_nge_f64_e64 s[10:11], v[1:2], -4.0
v_cmps_nge_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmps_nge_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmps_nge_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmps_nlg_f64 vcc, v[1:2], v[2:3]
v_cmps_nlg_f64 vcc, v[254:255], v[2:3]
v_cmps_nlg_f64 vcc, s[2:3], v[2:3]
v_cmps_nlg_f64 vcc, s[4:5], v[2:3]
v_cmps_nlg_f64 vcc, s[102:103], v[2:3]
v_cmps_nlg_f64 vcc, flat_scratch, v[2:3]
v_cmps_nlg_f64 vcc, vcc, v[2:3]
v_cmps_nlg_f64 vcc, tba, v[2:3]
v_cmps_nlg_f64 vcc, tma, v[2:3]
v_cmps_nlg_f64 vcc, ttmp[10:11], v[2:3]
v_cmps_nlg_f64 vcc, exec, v[2:3]
v_cmps_nlg_f64 vcc, 0, v[2:3]
v_cmps_nlg_f64 vcc, -1, v[2:3]
v_cmps_nlg_f64 vcc, 0.5, v[2:3]
v_cmps_nlg_f64 vcc, -4.0, v[2:3]
v_cmps_nlg_f64 vcc, 0xaf123456, v[2:3]
v_cmps_nlg_f64 vcc, 0x3f717273, v[2:3]
v_cmps_nlg_f64 vcc, v[1:2], v[254:255]
v_cmps_nlg_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmps_nlg_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmps_nlg_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmps_nlg_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmps_nlg_f64_e64 vcc, v[1:2], v[2:3]
v_cmps_nlg_f64_e64 tba, v[1:2], v[2:3]
v_cmps_nlg_f64_e64 tma, v[1:2], v[2:3]
v_cmps_nlg_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmps_nlg_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmps_nlg_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmps_nlg_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmps_nlg_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmps_nlg_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmps_nlg_f64_e64 s[10:11], vcc, v[2:3]
v_cmps_nlg_f64_e64 s[10:11], tba, v[2:3]
v_cmps_nlg_f64_e64 s[10:11], tma, v[2:3]
v_cmps_nlg_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmps_nlg_f64_e64 s[10:11], exec, v[2:3]
v_cmps_nlg_f64_e64 s[10:11], 0, v[2:3]
v_cmps_nlg_f64_e64 s[10:11], -1, v[2:3]
v_cmps_nlg_f64_e64 s[10:11], 0.5, v[2:3]
v_cmps_nlg_f64_e64 s[10:11], -4.0, v[2:3]
v_cmps_nlg_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmps_nlg_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmps_nlg_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmps_nlg_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmps_nlg_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmps_nlg_f64_e64 s[10:11], v[1:2], vcc
v_cmps_nlg_f64_e64 s[10:11], v[1:2], tba
v_cmps_nlg_f64_e64 s[10:11], v[1:2], tma
v_cmps_nlg_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmps_nlg_f64_e64 s[10:11], v[1:2], exec
v_cmps_nlg_f64_e64 s[10:11], v[1:2], 0
v_cmps_nlg_f64_e64 s[10:11], v[1:2], -1
v_cmps_nlg_f64_e64 s[10:11], v[1:2], 0.5
v_cmps_nlg_f64_e64 s[10:11], v[1:2], -4.0
v_cmps_nlg_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmps_nlg_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmps_nlg_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmps_ngt_f64 vcc, v[1:2], v[2:3]
v_cmps_ngt_f64 vcc, v[254:255], v[2:3]
v_cmps_ngt_f64 vcc, s[2:3], v[2:3]
v_cmps_ngt_f64 vcc, s[4:5], v[2:3]
v_cmps_ngt_f64 vcc, s[102:103], v[2:3]
v_cmps_ngt_f64 vcc, flat_scratch, v[2:3]
v_cmps_ngt_f64 vcc, vcc, v[2:3]
v_cmps_ngt_f64 vcc, tba, v[2:3]
v_cmps_ngt_f64 vcc, tma, v[2:3]
v_cmps_ngt_f64 vcc, ttmp[10:11], v[2:3]
v_cmps_ngt_f64 vcc, exec, v[2:3]
v_cmps_ngt_f64 vcc, 0, v[2:3]
v_cmps_ngt_f64 vcc, -1, v[2:3]
v_cmps_ngt_f64 vcc, 0.5, v[2:3]
v_cmps_ngt_f64 vcc, -4.0, v[2:3]
v_cmps_ngt_f64 vcc, 0xaf123456, v[2:3]
v_cmps_ngt_f64 vcc, 0x3f717273, v[2:3]
v_cmps_ngt_f64 vcc, v[1:2], v[254:255]
v_cmps_ngt_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmps_ngt_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmps_ngt_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmps_ngt_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmps_ngt_f64_e64 vcc, v[1:2], v[2:3]
v_cmps_ngt_f64_e64 tba, v[1:2], v[2:3]
v_cmps_ngt_f64_e64 tma, v[1:2], v[2:3]
v_cmps_ngt_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmps_ngt_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmps_ngt_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmps_ngt_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmps_ngt_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmps_ngt_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmps_ngt_f64_e64 s[10:11], vcc, v[2:3]
v_cmps_ngt_f64_e64 s[10:11], tba, v[2:3]
v_cmps_ngt_f64_e64 s[10:11], tma, v[2:3]
v_cmps_ngt_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmps_ngt_f64_e64 s[10:11], exec, v[2:3]
v_cmps_ngt_f64_e64 s[10:11], 0, v[2:3]
v_cmps_ngt_f64_e64 s[10:11], -1, v[2:3]
v_cmps_ngt_f64_e64 s[10:11], 0.5, v[2:3]
v_cmps_ngt_f64_e64 s[10:11], -4.0, v[2:3]
v_cmps_ngt_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmps_ngt_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmps_ngt_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmps_ngt_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmps_ngt_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmps_ngt_f64_e64 s[10:11], v[1:2], vcc
v_cmps_ngt_f64_e64 s[10:11], v[1:2], tba
v_cmps_ngt_f64_e64 s[10:11], v[1:2], tma
v_cmps_ngt_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmps_ngt_f64_e64 s[10:11], v[1:2], exec
v_cmps_ngt_f64_e64 s[10:11], v[1:2], 0
v_cmps_ngt_f64_e64 s[10:11], v[1:2], -1
v_cmps_ngt_f64_e64 s[10:11], v[1:2], 0.5
v_cmps_ngt_f64_e64 s[10:11], v[1:2], -4.0
v_cmps_ngt_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmps_ngt_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmps_ngt_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmps_nle_f64 vcc, v[1:2], v[2:3]
v_cmps_nle_f64 vcc, v[254:255], v[2:3]
v_cmps_nle_f64 vcc, s[2:3], v[2:3]
v_cmps_nle_f64 vcc, s[4:5], v[2:3]
v_cmps_nle_f64 vcc, s[102:103], v[2:3]
v_cmps_nle_f64 vcc, flat_scratch, v[2:3]
v_cmps_nle_f64 vcc, vcc, v[2:3]
v_cmps_nle_f64 vcc, tba, v[2:3]
v_cmps_nle_f64 vcc, tma, v[2:3]
v_cmps_nle_f64 vcc, ttmp[10:11], v[2:3]
v_cmps_nle_f64 vcc, exec, v[2:3]
v_cmps_nle_f64 vcc, 0, v[2:3]
v_cmps_nle_f64 vcc, -1, v[2:3]
v_cmps_nle_f64 vcc, 0.5, v[2:3]
v_cmps_nle_f64 vcc, -4.0, v[2:3]
v_cmps_nle_f64 vcc, 0xaf123456, v[2:3]
v_cmps_nle_f64 vcc, 0x3f717273, v[2:3]
v_cmps_nle_f64 vcc, v[1:2], v[254:255]
v_cmps_nle_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmps_nle_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmps_nle_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmps_nle_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmps_nle_f64_e64 vcc, v[1:2], v[2:3]
v_cmps_nle_f64_e64 tba, v[1:2], v[2:3]
v_cmps_nle_f64_e64 tma, v[1:2], v[2:3]
v_cmps_nle_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmps_nle_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmps_nle_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmps_nle_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmps_nle_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmps_nle_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmps_nle_f64_e64 s[10:11], vcc, v[2:3]
v_cmps_nle_f64_e64 s[10:11], tba, v[2:3]
v_cmps_nle_f64_e64 s[10:11], tma, v[2:3]
v_cmps_nle_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmps_nle_f64_e64 s[10:11], exec, v[2:3]
v_cmps_nle_f64_e64 s[10:11], 0, v[2:3]
v_cmps_nle_f64_e64 s[10:11], -1, v[2:3]
v_cmps_nle_f64_e64 s[10:11], 0.5, v[2:3]
v_cmps_nle_f64_e64 s[10:11], -4.0, v[2:3]
v_cmps_nle_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmps_nle_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmps_nle_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmps_nle_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmps_nle_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmps_nle_f64_e64 s[10:11], v[1:2], vcc
v_cmps_nle_f64_e64 s[10:11], v[1:2], tba
v_cmps_nle_f64_e64 s[10:11], v[1:2], tma
v_cmps_nle_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmps_nle_f64_e64 s[10:11], v[1:2], exec
v_cmps_nle_f64_e64 s[10:11], v[1:2], 0
v_cmps_nle_f64_e64 s[10:11], v[1:2], -1
v_cmps_nle_f64_e64 s[10:11], v[1:2], 0.5
v_cmp_eq_i32_e64 s[10:11], v1, tba_hi
v_cmp_eq_i32_e64 s[10:11], v1, tma_lo
v_cmp_eq_i32_e64 s[10:11], v1, tma_hi
v_cmp_eq_i32_e64 s[10:11], v1, ttmp11
v_cmp_eq_i32_e64 s[10:11], v1, m0
v_cmp_eq_i32_e64 s[10:11], v1, exec_lo
v_cmp_eq_i32_e64 s[10:11], v1, exec_hi
v_cmp_eq_i32_e64 s[10:11], v1, 0
v_cmp_eq_i32_e64 s[10:11], v1, -1
v_cmp_eq_i32_e64 s[10:11], v1, 0.5
v_cmp_eq_i32_e64 s[10:11], v1, -4.0
v_cmp_le_i32 vcc, v1, v2
v_cmp_le_i32 vcc, v255, v2
v_cmp_le_i32 vcc, s1, v2
v_cmp_le_i32 vcc, s103, v2
v_cmp_le_i32 vcc, flat_scratch_lo, v2
v_cmp_le_i32 vcc, flat_scratch_hi, v2
v_cmp_le_i32 vcc, vcc_lo, v2
v_cmp_le_i32 vcc, vcc_hi, v2
v_cmp_le_i32 vcc, tba_lo, v2
v_cmp_le_i32 vcc, tba_hi, v2
v_cmp_le_i32 vcc, tma_lo, v2
v_cmp_le_i32 vcc, tma_hi, v2
v_cmp_le_i32 vcc, ttmp11, v2
v_cmp_le_i32 vcc, m0, v2
v_cmp_le_i32 vcc, exec_lo, v2
v_cmp_le_i32 vcc, exec_hi, v2
v_cmp_le_i32 vcc, 0, v2
v_cmp_le_i32 vcc, -1, v2
v_cmp_le_i32 vcc, 0.5, v2
v_cmp_le_i32 vcc, -4.0, v2
v_cmp_le_i32 vcc, 0xaf123456, v2
v_cmp_le_i32 vcc, 0x3f717273, v2
v_cmp_le_i32 vcc, v1, v255
v_cmp_le_i32_e64 s[10:11], v1, v2
v_cmp_le_i32_e64 s[12:13], v1, v2
v_cmp_le_i32_e64 s[102:103], v1, v2
v_cmp_le_i32_e64 flat_scratch, v1, v2
v_cmp_le_i32_e64 vcc, v1, v2
v_cmp_le_i32_e64 tba, v1, v2
v_cmp_le_i32_e64 tma, v1, v2
v_cmp_le_i32_e64 ttmp[10:11], v1, v2
v_cmp_le_i32_e64 s[10:11], v255, v2
v_cmp_le_i32_e64 s[10:11], s1, v2
v_cmp_le_i32_e64 s[10:11], s103, v2
v_cmp_le_i32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_le_i32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_le_i32_e64 s[10:11], vcc_lo, v2
v_cmp_le_i32_e64 s[10:11], vcc_hi, v2
v_cmp_le_i32_e64 s[10:11], tba_lo, v2
v_cmp_le_i32_e64 s[10:11], tba_hi, v2
v_cmp_le_i32_e64 s[10:11], tma_lo, v2
v_cmp_le_i32_e64 s[10:11], tma_hi, v2
v_cmp_le_i32_e64 s[10:11], ttmp11, v2
v_cmp_le_i32_e64 s[10:11], m0, v2
v_cmp_le_i32_e64 s[10:11], exec_lo, v2
v_cmp_le_i32_e64 s[10:11], exec_hi, v2
v_cmp_le_i32_e64 s[10:11], 0, v2
v_cmp_le_i32_e64 s[10:11], -1, v2
v_cmp_le_i32_e64 s[10:11], 0.5, v2
v_cmp_le_i32_e64 s[10:11], -4.0, v2
v_cmp_le_i32_e64 s[10:11], v1, v255
v_cmp_le_i32_e64 s[10:11], v1, s2
v_cmp_le_i32_e64 s[10:11], v1, s103
v_cmp_le_i32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_le_i32_e64 s[10:11], v1, flat_scratch_hi
v_cmp_le_i32_e64 s[10:11], v1, vcc_lo
v_cmp_le_i32_e64 s[10:11], v1, vcc_hi
v_cmp_le_i32_e64 s[10:11], v1, tba_lo
v_cmp_le_i32_e64 s[10:11], v1, tba_hi
v_cmp_le_i32_e64 s[10:11], v1, tma_lo
v_cmp_le_i32_e64 s[10:11], v1, tma_hi
v_cmp_le_i32_e64 s[10:11], v1, ttmp11
v_cmp_le_i32_e64 s[10:11], v1, m0
v_cmp_le_i32_e64 s[10:11], v1, exec_lo
v_cmp_le_i32_e64 s[10:11], v1, exec_hi
v_cmp_le_i32_e64 s[10:11], v1, 0
v_cmp_le_i32_e64 s[10:11], v1, -1
v_cmp_le_i32_e64 s[10:11], v1, 0.5
v_cmp_le_i32_e64 s[10:11], v1, -4.0
v_cmp_gt_i32 vcc, v1, v2
v_cmp_gt_i32 vcc, v255, v2
v_cmp_gt_i32 vcc, s1, v2
v_cmp_gt_i32 vcc, s103, v2
v_cmp_gt_i32 vcc, flat_scratch_lo, v2
v_cmp_gt_i32 vcc, flat_scratch_hi, v2
v_cmp_gt_i32 vcc, vcc_lo, v2
v_cmp_gt_i32 vcc, vcc_hi, v2
v_cmp_gt_i32 vcc, tba_lo, v2
v_cmp_gt_i32 vcc, tba_hi, v2
v_cmp_gt_i32 vcc, tma_lo, v2
v_cmp_gt_i32 vcc, tma_hi, v2
v_cmp_gt_i32 vcc, ttmp11, v2
v_cmp_gt_i32 vcc, m0, v2
v_cmp_gt_i32 vcc, exec_lo, v2
v_cmp_gt_i32 vcc, exec_hi, v2
v_cmp_gt_i32 vcc, 0, v2
v_cmp_gt_i32 vcc, -1, v2
v_cmp_gt_i32 vcc, 0.5, v2
v_cmp_gt_i32 vcc, -4.0, v2
v_cmp_gt_i32 vcc, 0xaf123456, v2
v_cmp_gt_i32 vcc, 0x3f717273, v2
v_cmp_gt_i32 vcc, v1, v255
v_cmp_gt_i32_e64 s[10:11], v1, v2
v_cmp_gt_i32_e64 s[12:13], v1, v2
v_cmp_gt_i32_e64 s[102:103], v1, v2
v_cmp_gt_i32_e64 flat_scratch, v1, v2
v_cmp_gt_i32_e64 vcc, v1, v2
v_cmp_gt_i32_e64 tba, v1, v2
v_cmp_gt_i32_e64 tma, v1, v2
v_cmp_gt_i32_e64 ttmp[10:11], v1, v2
v_cmp_gt_i32_e64 s[10:11], v255, v2
v_cmp_gt_i32_e64 s[10:11], s1, v2
v_cmp_gt_i32_e64 s[10:11], s103, v2
v_cmp_gt_i32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_gt_i32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_gt_i32_e64 s[10:11], vcc_lo, v2
v_cmp_gt_i32_e64 s[10:11], vcc_hi, v2
v_cmp_gt_i32_e64 s[10:11], tba_lo, v2
v_cmp_gt_i32_e64 s[10:11], tba_hi, v2
v_cmp_gt_i32_e64 s[10:11], tma_lo, v2
v_cmp_gt_i32_e64 s[10:11], tma_hi, v2
v_cmp_gt_i32_e64 s[10:11], ttmp11, v2
v_cmp_gt_i32_e64 s[10:11], m0, v2
v_cmp_gt_i32_e64 s[10:11], exec_lo, v2
v_cmp_gt_i32_e64 s[10:11], exec_hi, v2
v_cmp_gt_i32_e64 s[10:11], 0, v2
v_cmp_gt_i32_e64 s[10:11], -1, v2
v_cmp_gt_i32_e64 s[10:11], 0.5, v2
v_cmp_gt_i32_e64 s[10:11], -4.0, v2
v_cmp_gt_i32_e64 s[10:11], v1, v255
v_cmp_gt_i32_e64 s[10:11], v1, s2
v_cmp_gt_i32_e64 s[10:11], v1, s103
v_cmp_gt_i32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_gt_i32_e64 s[10:11], v1, flat_scratch_hi
v_cmp_gt_i32_e64 s[10:11], v1, vcc_lo
v_cmp_gt_i32_e64 s[10:11], v1, vcc_hi
v_cmp_gt_i32_e64 s[10:11], v1, tba_lo
v_cmp_gt_i32_e64 s[10:11], v1, tba_hi
v_cmp_gt_i32_e64 s[10:11], v1, tma_lo
v_cmp_gt_i32_e64 s[10:11], v1, tma_hi
v_cmp_gt_i32_e64 s[10:11], v1, ttmp11
v_cmp_gt_i32_e64 s[10:11], v1, m0
v_cmp_gt_i32_e64 s[10:11], v1, exec_lo
v_cmp_gt_i32_e64 s[10:11], v1, exec_hi
v_cmp_gt_i32_e64 s[10:11], v1, 0
v_cmp_gt_i32_e64 s[10:11], v1, -1
v_cmp_gt_i32_e64 s[10:11], v1, 0.5
v_cmp_gt_i32_e64 s[10:11], v1, -4.0
v_cmp_ne_i32 vcc, v1, v2
v_cmp_ne_i32 vcc, v255, v2
v_cmp_ne_i32 vcc, s1, v2
v_cmp_ne_i32 vcc, s103, v2
v_cmp_ne_i32 vcc, flat_scratch_lo, v2
v_cmp_ne_i32 vcc, flat_scratch_hi, v2
v_cmp_ne_i32 vcc, vcc_lo, v2
v_cmp_ne_i32 vcc, vcc_hi, v2
v_cmp_ne_i32 vcc, tba_lo, v2
v_cmp_ne_i32 vcc, tba_hi, v2
v_cmp_ne_i32 vcc, tma_lo, v2
v_cmp_ne_i32 vcc, tma_hi, v2
v_cmp_ne_i32 vcc, ttmp11, v2
v_cmp_ne_i32 vcc, m0, v2
v_cmp_ne_i32 vcc, exec_lo, v2
v_cmp_ne_i32 vcc, exec_hi, v2
v_cmp_ne_i32 vcc, 0, v2
v_cmp_ne_i32 vcc, -1, v2
v_cmp_ne_i32 vcc, 0.5, v2
v_cmp_ne_i32 vcc, -4.0, v2
v_cmp_ne_i32 vcc, 0xaf123456, v2
v_cmp_ne_i32 vcc, 0x3f717273, v2
v_cmp_ne_i32 vcc, v1, v255
v_cmp_ne_i32_e64 s[10:11], v1, v2
v_cmp_ne_i32_e64 s[12:13], v1, v2
v_cmp_ne_i32_e64 s[102:103], v1, v2
v_cmp_ne_i32_e64 flat_scratch, v1, v2
v_cmp_ne_i32_e64 vcc, v1, v2
v_cmp_ne_i32_e64 tba, v1, v2
v_cmp_ne_i32_e64 tma, v1, v2
v_cmp_ne_i32_e64 ttmp[10:11], v1, v2
v_cmp_ne_i32_e64 s[10:11], v255, v2
v_cmp_ne_i32_e64 s[10:11], s1, v2
v_cmp_ne_i32_e64 s[10:11], s103, v2
v_cmp_ne_i32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_ne_i32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_ne_i32_e64 s[10:11], vcc_lo, v2
v_cmp_ne_i32_e64 s[10:11], vcc_hi, v2
v_cmp_ne_i32_e64 s[10:11], tba_lo, v2
v_cmp_ne_i32_e64 s[10:11], tba_hi, v2
v_cmp_ne_i32_e64 s[10:11], tma_lo, v2
v_cmp_ne_i32_e64 s[10:11], tma_hi, v2
v_cmp_ne_i32_e64 s[10:11], ttmp11, v2
v_cmp_ne_i32_e64 s[10:11], m0, v2
v_cmp_ne_i32_e64 s[10:11], exec_lo, v2
v_cmp_ne_i32_e64 s[10:11], exec_hi, v2
v_cmp_ne_i32_e64 s[10:11], 0, v2
v_cmp_ne_i32_e64 s[10:11], -1, v2
v_cmp_ne_i32_e64 s[10:11], 0.5, v2
v_cmpx_le_i64_e64 s[10:11], exec, v[2:3]
v_cmpx_le_i64_e64 s[10:11], 0, v[2:3]
v_cmpx_le_i64_e64 s[10:11], -1, v[2:3]
v_cmpx_le_i64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_le_i64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_le_i64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_le_i64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_le_i64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_le_i64_e64 s[10:11], v[1:2], s[102:103]
v_cmpx_le_i64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_le_i64_e64 s[10:11], v[1:2], vcc
v_cmpx_le_i64_e64 s[10:11], v[1:2], tba
v_cmpx_le_i64_e64 s[10:11], v[1:2], tma
v_cmpx_le_i64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_le_i64_e64 s[10:11], v[1:2], exec
v_cmpx_le_i64_e64 s[10:11], v[1:2], 0
v_cmpx_le_i64_e64 s[10:11], v[1:2], -1
v_cmpx_le_i64_e64 s[10:11], v[1:2], 0.5
v_cmpx_le_i64_e64 s[10:11], v[1:2], -4.0
v_cmpx_gt_i64 vcc, v[1:2], v[2:3]
v_cmpx_gt_i64 vcc, v[254:255], v[2:3]
v_cmpx_gt_i64 vcc, s[2:3], v[2:3]
v_cmpx_gt_i64 vcc, s[4:5], v[2:3]
v_cmpx_gt_i64 vcc, s[102:103], v[2:3]
v_cmpx_gt_i64 vcc, flat_scratch, v[2:3]
v_cmpx_gt_i64 vcc, vcc, v[2:3]
v_cmpx_gt_i64 vcc, tba, v[2:3]
v_cmpx_gt_i64 vcc, tma, v[2:3]
v_cmpx_gt_i64 vcc, ttmp[10:11], v[2:3]
v_cmpx_gt_i64 vcc, exec, v[2:3]
v_cmpx_gt_i64 vcc, 0, v[2:3]
v_cmpx_gt_i64 vcc, -1, v[2:3]
v_cmpx_gt_i64 vcc, 0.5, v[2:3]
v_cmpx_gt_i64 vcc, -4.0, v[2:3]
v_cmpx_gt_i64 vcc, 0xaf123456, v[2:3]
v_cmpx_gt_i64 vcc, 0x3f717273, v[2:3]
v_cmpx_gt_i64 vcc, v[1:2], v[254:255]
v_cmpx_gt_i64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_gt_i64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_gt_i64_e64 s[102:103], v[1:2], v[2:3]
v_cmpx_gt_i64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_gt_i64_e64 vcc, v[1:2], v[2:3]
v_cmpx_gt_i64_e64 tba, v[1:2], v[2:3]
v_cmpx_gt_i64_e64 tma, v[1:2], v[2:3]
v_cmpx_gt_i64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_gt_i64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_gt_i64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_gt_i64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_gt_i64_e64 s[10:11], s[102:103], v[2:3]
v_cmpx_gt_i64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_gt_i64_e64 s[10:11], vcc, v[2:3]
v_cmpx_gt_i64_e64 s[10:11], tba, v[2:3]
v_cmpx_gt_i64_e64 s[10:11], tma, v[2:3]
v_cmpx_gt_i64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpx_gt_i64_e64 s[10:11], exec, v[2:3]
v_cmpx_gt_i64_e64 s[10:11], 0, v[2:3]
v_cmpx_gt_i64_e64 s[10:11], -1, v[2:3]
v_cmpx_gt_i64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_gt_i64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_gt_i64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_gt_i64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_gt_i64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_gt_i64_e64 s[10:11], v[1:2], s[102:103]
v_cmpx_gt_i64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_gt_i64_e64 s[10:11], v[1:2], vcc
v_cmpx_gt_i64_e64 s[10:11], v[1:2], tba
v_cmpx_gt_i64_e64 s[10:11], v[1:2], tma
v_cmpx_gt_i64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_gt_i64_e64 s[10:11], v[1:2], exec
v_cmpx_gt_i64_e64 s[10:11], v[1:2], 0
v_cmpx_gt_i64_e64 s[10:11], v[1:2], -1
v_cmpx_gt_i64_e64 s[10:11], v[1:2], 0.5
v_cmpx_gt_i64_e64 s[10:11], v[1:2], -4.0
v_cmpx_ne_i64 vcc, v[1:2], v[2:3]
v_cmpx_ne_i64 vcc, v[254:255], v[2:3]
v_cmpx_ne_i64 vcc, s[2:3], v[2:3]
v_cmpx_ne_i64 vcc, s[4:5], v[2:3]
v_cmpx_ne_i64 vcc, s[102:103], v[2:3]
v_cmpx_ne_i64 vcc, flat_scratch, v[2:3]
v_cmpx_ne_i64 vcc, vcc, v[2:3]
v_cmpx_ne_i64 vcc, tba, v[2:3]
v_cmpx_ne_i64 vcc, tma, v[2:3]
v_cmpx_ne_i64 vcc, ttmp[10:11], v[2:3]
v_cmpx_ne_i64 vcc, exec, v[2:3]
v_cmpx_ne_i64 vcc, 0, v[2:3]
v_cmpx_ne_i64 vcc, -1, v[2:3]
v_cmpx_ne_i64 vcc, 0.5, v[2:3]
v_cmpx_ne_i64 vcc, -4.0, v[2:3]
v_cmpx_ne_i64 vcc, 0xaf123456, v[2:3]
v_cmpx_ne_i64 vcc, 0x3f717273, v[2:3]
v_cmpx_ne_i64 vcc, v[1:2], v[254:255]
v_cmpx_ne_i64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_ne_i64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_ne_i64_e64 s[102:103], v[1:2], v[2:3]
v_cmpx_ne_i64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_ne_i64_e64 vcc, v[1:2], v[2:3]
v_cmpx_ne_i64_e64 tba, v[1:2], v[2:3]
v_cmpx_ne_i64_e64 tma, v[1:2], v[2:3]
v_cmpx_ne_i64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_ne_i64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_ne_i64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_ne_i64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_ne_i64_e64 s[10:11], s[102:103], v[2:3]
v_cmpx_ne_i64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_ne_i64_e64 s[10:11], vcc, v[2:3]
v_cmpx_ne_i64_e64 s[10:11], tba, v[2:3]
v_cmpx_ne_i64_e64 s[10:11], tma, v[2:3]
v_cmpx_ne_i64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpx_ne_i64_e64 s[10:11], exec, v[2:3]
v_cmpx_ne_i64_e64 s[10:11], 0, v[2:3]
v_cmpx_ne_i64_e64 s[10:11], -1, v[2:3]
v_cmpx_ne_i64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_ne_i64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_ne_i64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_ne_i64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_ne_i64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_ne_i64_e64 s[10:11], v[1:2], s[102:103]
v_cmpx_ne_i64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_ne_i64_e64 s[10:11], v[1:2], vcc
v_cmpx_ne_i64_e64 s[10:11], v[1:2], tba
v_cmpx_ne_i64_e64 s[10:11], v[1:2], tma
v_cmpx_ne_i64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_ne_i64_e64 s[10:11], v[1:2], exec
v_cmpx_ne_i64_e64 s[10:11], v[1:2], 0
v_cmpx_ne_i64_e64 s[10:11], v[1:2], -1
v_cmpx_ne_i64_e64 s[10:11], v[1:2], 0.5
v_cmpx_ne_i64_e64 s[10:11], v[1:2], -4.0
v_cmpx_ge_i64 vcc, v[1:2], v[2:3]
v_cmpx_ge_i64 vcc, v[254:255], v[2:3]
v_cmpx_ge_i64 vcc, s[2:3], v[2:3]
v_cmpx_ge_i64 vcc, s[4:5], v[2:3]
v_cmpx_ge_i64 vcc, s[102:103], v[2:3]
v_cmpx_ge_i64 vcc, flat_scratch, v[2:3]
v_cmpx_ge_i64 vcc, vcc, v[2:3]
v_cmpx_ge_i64 vcc, tba, v[2:3]
v_cmpx_ge_i64 vcc, tma, v[2:3]
v_cmpx_ge_i64 vcc, ttmp[10:11], v[2:3]
v_cmpx_ge_i64 vcc, exec, v[2:3]
v_cmpx_ge_i64 vcc, 0, v[2:3]
v_cmpx_ge_i64 vcc, -1, v[2:3]
v_cmpx_ge_i64 vcc, 0.5, v[2:3]
v_cmpx_ge_i64 vcc, -4.0, v[2:3]
v_cmpx_ge_i64 vcc, 0xaf123456, v[2:3]
v_cmpx_ge_i64 vcc, 0x3f717273, v[2:3]
v_cmpx_ge_i64 vcc, v[1:2], v[254:255]
v_cmpx_ge_i64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_ge_i64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_ge_i64_e64 s[102:103], v[1:2], v[2:3]
v_cmpx_ge_i64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_ge_i64_e64 vcc, v[1:2], v[2:3]
v_cmpx_ge_i64_e64 tba, v[1:2], v[2:3]
v_cmpx_ge_i64_e64 tma, v[1:2], v[2:3]
v_cmpx_ge_i64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_ge_i64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_ge_i64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_ge_i64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_ge_i64_e64 s[10:11], s[102:103], v[2:3]
v_cmpx_ge_i64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_ge_i64_e64 s[10:11], vcc, v[2:3]
v_cmpx_ge_i64_e64 s[10:11], tba, v[2:3]
v_cmpx_ge_i64_e64 s[10:11], tma, v[2:3]
v_cmpx_ge_i64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpx_ge_i64_e64 s[10:11], exec, v[2:3]
v_cmpx_ge_i64_e64 s[10:11], 0, v[2:3]
v_cmpx_ge_i64_e64 s[10:11], -1, v[2:3]
v_cmpx_ge_i64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_ge_i64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_ge_i64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_ge_i64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_ge_i64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_ge_i64_e64 s[10:11], v[1:2], s[102:103]
v_cmpx_ge_i64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_ge_i64_e64 s[10:11], v[1:2], vcc
v_cmpx_ge_i64_e64 s[10:11], v[1:2], tba
v_cmpx_ge_i64_e64 s[10:11], v[1:2], tma
v_cmpx_ge_i64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_ge_i64_e64 s[10:11], v[1:2], exec
v_cmpx_ge_i64_e64 s[10:11], v[1:2], 0
v_cmpx_ge_i64_e64 s[10:11], v[1:2], -1
v_cmpx_ge_i64_e64 s[10:11], v[1:2], 0.5
v_cmpx_ge_i64_e64 s[10:11], v[1:2], -4.0
v_cmpx_t_i64 vcc, v[1:2], v[2:3]
v_cmp_le_u64_e64 s[10:11], v[1:2], vcc
v_cmp_le_u64_e64 s[10:11], v[1:2], tba
v_cmp_le_u64_e64 s[10:11], v[1:2], tma
v_cmp_le_u64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmp_le_u64_e64 s[10:11], v[1:2], exec
v_cmp_le_u64_e64 s[10:11], v[1:2], 0
v_cmp_le_u64_e64 s[10:11], v[1:2], -1
v_cmp_le_u64_e64 s[10:11], v[1:2], 0.5
v_cmp_le_u64_e64 s[10:11], v[1:2], -4.0
v_cmp_gt_u64 vcc, v[1:2], v[2:3]
v_cmp_gt_u64 vcc, v[254:255], v[2:3]
v_cmp_gt_u64 vcc, s[2:3], v[2:3]
v_cmp_gt_u64 vcc, s[4:5], v[2:3]
v_cmp_gt_u64 vcc, s[102:103], v[2:3]
v_cmp_gt_u64 vcc, flat_scratch, v[2:3]
v_cmp_gt_u64 vcc, vcc, v[2:3]
v_cmp_gt_u64 vcc, tba, v[2:3]
v_cmp_gt_u64 vcc, tma, v[2:3]
v_cmp_gt_u64 vcc, ttmp[10:11], v[2:3]
v_cmp_gt_u64 vcc, exec, v[2:3]
v_cmp_gt_u64 vcc, 0, v[2:3]
v_cmp_gt_u64 vcc, -1, v[2:3]
v_cmp_gt_u64 vcc, 0.5, v[2:3]
v_cmp_gt_u64 vcc, -4.0, v[2:3]
v_cmp_gt_u64 vcc, 0xaf123456, v[2:3]
v_cmp_gt_u64 vcc, 0x3f717273, v[2:3]
v_cmp_gt_u64 vcc, v[1:2], v[254:255]
v_cmp_gt_u64_e64 s[10:11], v[1:2], v[2:3]
v_cmp_gt_u64_e64 s[12:13], v[1:2], v[2:3]
v_cmp_gt_u64_e64 s[102:103], v[1:2], v[2:3]
v_cmp_gt_u64_e64 flat_scratch, v[1:2], v[2:3]
v_cmp_gt_u64_e64 vcc, v[1:2], v[2:3]
v_cmp_gt_u64_e64 tba, v[1:2], v[2:3]
v_cmp_gt_u64_e64 tma, v[1:2], v[2:3]
v_cmp_gt_u64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmp_gt_u64_e64 s[10:11], v[254:255], v[2:3]
v_cmp_gt_u64_e64 s[10:11], s[2:3], v[2:3]
v_cmp_gt_u64_e64 s[10:11], s[4:5], v[2:3]
v_cmp_gt_u64_e64 s[10:11], s[102:103], v[2:3]
v_cmp_gt_u64_e64 s[10:11], flat_scratch, v[2:3]
v_cmp_gt_u64_e64 s[10:11], vcc, v[2:3]
v_cmp_gt_u64_e64 s[10:11], tba, v[2:3]
v_cmp_gt_u64_e64 s[10:11], tma, v[2:3]
v_cmp_gt_u64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmp_gt_u64_e64 s[10:11], exec, v[2:3]
v_cmp_gt_u64_e64 s[10:11], 0, v[2:3]
v_cmp_gt_u64_e64 s[10:11], -1, v[2:3]
v_cmp_gt_u64_e64 s[10:11], 0.5, v[2:3]
v_cmp_gt_u64_e64 s[10:11], -4.0, v[2:3]
v_cmp_gt_u64_e64 s[10:11], v[1:2], v[254:255]
v_cmp_gt_u64_e64 s[10:11], v[1:2], s[4:5]
v_cmp_gt_u64_e64 s[10:11], v[1:2], s[6:7]
v_cmp_gt_u64_e64 s[10:11], v[1:2], s[102:103]
v_cmp_gt_u64_e64 s[10:11], v[1:2], flat_scratch
v_cmp_gt_u64_e64 s[10:11], v[1:2], vcc
v_cmp_gt_u64_e64 s[10:11], v[1:2], tba
v_cmp_gt_u64_e64 s[10:11], v[1:2], tma
v_cmp_gt_u64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmp_gt_u64_e64 s[10:11], v[1:2], exec
v_cmp_gt_u64_e64 s[10:11], v[1:2], 0
v_cmp_gt_u64_e64 s[10:11], v[1:2], -1
v_cmp_gt_u64_e64 s[10:11], v[1:2], 0.5
v_cmp_gt_u64_e64 s[10:11], v[1:2], -4.0
v_cmp_ne_u64 vcc, v[1:2], v[2:3]
v_cmp_ne_u64 vcc, v[254:255], v[2:3]
v_cmp_ne_u64 vcc, s[2:3], v[2:3]
v_cmp_ne_u64 vcc, s[4:5], v[2:3]
v_cmp_ne_u64 vcc, s[102:103], v[2:3]
v_cmp_ne_u64 vcc, flat_scratch, v[2:3]
v_cmp_ne_u64 vcc, vcc, v[2:3]
v_cmp_ne_u64 vcc, tba, v[2:3]
v_cmp_ne_u64 vcc, tma, v[2:3]
v_cmp_ne_u64 vcc, ttmp[10:11], v[2:3]
v_cmp_ne_u64 vcc, exec, v[2:3]
v_cmp_ne_u64 vcc, 0, v[2:3]
v_cmp_ne_u64 vcc, -1, v[2:3]
v_cmp_ne_u64 vcc, 0.5, v[2:3]
v_cmp_ne_u64 vcc, -4.0, v[2:3]
v_cmp_ne_u64 vcc, 0xaf123456, v[2:3]
v_cmp_ne_u64 vcc, 0x3f717273, v[2:3]
v_cmp_ne_u64 vcc, v[1:2], v[254:255]
v_cmp_ne_u64_e64 s[10:11], v[1:2], v[2:3]
v_cmp_ne_u64_e64 s[12:13], v[1:2], v[2:3]
v_cmp_ne_u64_e64 s[102:103], v[1:2], v[2:3]
v_cmp_ne_u64_e64 flat_scratch, v[1:2], v[2:3]
v_cmp_ne_u64_e64 vcc, v[1:2], v[2:3]
v_cmp_ne_u64_e64 tba, v[1:2], v[2:3]
v_cmp_ne_u64_e64 tma, v[1:2], v[2:3]
v_cmp_ne_u64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmp_ne_u64_e64 s[10:11], v[254:255], v[2:3]
v_cmp_ne_u64_e64 s[10:11], s[2:3], v[2:3]
v_cmp_ne_u64_e64 s[10:11], s[4:5], v[2:3]
v_cmp_ne_u64_e64 s[10:11], s[102:103], v[2:3]
v_cmp_ne_u64_e64 s[10:11], flat_scratch, v[2:3]
v_cmp_ne_u64_e64 s[10:11], vcc, v[2:3]
v_cmp_ne_u64_e64 s[10:11], tba, v[2:3]
v_cmp_ne_u64_e64 s[10:11], tma, v[2:3]
v_cmp_ne_u64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmp_ne_u64_e64 s[10:11], exec, v[2:3]
v_cmp_ne_u64_e64 s[10:11], 0, v[2:3]
v_cmp_ne_u64_e64 s[10:11], -1, v[2:3]
v_cmp_ne_u64_e64 s[10:11], 0.5, v[2:3]
v_cmp_ne_u64_e64 s[10:11], -4.0, v[2:3]
v_cmp_ne_u64_e64 s[10:11], v[1:2], v[254:255]
v_cmp_ne_u64_e64 s[10:11], v[1:2], s[4:5]
v_cmp_ne_u64_e64 s[10:11], v[1:2], s[6:7]
v_cmp_ne_u64_e64 s[10:11], v[1:2], s[102:103]
v_cmp_ne_u64_e64 s[10:11], v[1:2], flat_scratch
v_cmp_ne_u64_e64 s[10:11], v[1:2], vcc
v_cmp_ne_u64_e64 s[10:11], v[1:2], tba
v_cmp_ne_u64_e64 s[10:11], v[1:2], tma
v_cmp_ne_u64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmp_ne_u64_e64 s[10:11], v[1:2], exec
v_cmp_ne_u64_e64 s[10:11], v[1:2], 0
v_cmp_ne_u64_e64 s[10:11], v[1:2], -1
v_cmp_ne_u64_e64 s[10:11], v[1:2], 0.5
v_cmp_ne_u64_e64 s[10:11], v[1:2], -4.0
v_cmp_ge_u64 vcc, v[1:2], v[2:3]
v_cmp_ge_u64 vcc, v[254:255], v[2:3]
v_cmp_ge_u64 vcc, s[2:3], v[2:3]
v_cmp_ge_u64 vcc, s[4:5], v[2:3]
v_cmp_ge_u64 vcc, s[102:103], v[2:3]
v_cmp_ge_u64 vcc, flat_scratch, v[2:3]
v_cmp_ge_u64 vcc, vcc, v[2:3]
v_cmp_ge_u64 vcc, tba, v[2:3]
v_cmp_ge_u64 vcc, tma, v[2:3]
v_cmp_ge_u64 vcc, ttmp[10:11], v[2:3]
v_cmp_ge_u64 vcc, exec, v[2:3]
v_cmp_ge_u64 vcc, 0, v[2:3]
v_cmp_ge_u64 vcc, -1, v[2:3]
v_cmp_ge_u64 vcc, 0.5, v[2:3]
v_cmp_ge_u64 vcc, -4.0, v[2:3]
v_cmp_ge_u64 vcc, 0xaf123456, v[2:3]
v_cmp_ge_u64 vcc, 0x3f717273, v[2:3]
v_cmp_ge_u64 vcc, v[1:2], v[254:255]
v_cmp_ge_u64_e64 s[10:11], v[1:2], v[2:3]
v_cmp_ge_u64_e64 s[12:13], v[1:2], v[2:3]
v_cmp_ge_u64_e64 s[102:103], v[1:2], v[2:3]
v_cmp_ge_u64_e64 flat_scratch, v[1:2], v[2:3]
v_cmp_ge_u64_e64 vcc, v[1:2], v[2:3]
v_cmp_ge_u64_e64 tba, v[1:2], v[2:3]
v_cmp_ge_u64_e64 tma, v[1:2], v[2:3]
v_cmp_ge_u64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmp_ge_u64_e64 s[10:11], v[254:255], v[2:3]
v_cmp_ge_u64_e64 s[10:11], s[2:3], v[2:3]
v_cmp_ge_u64_e64 s[10:11], s[4:5], v[2:3]
v_cmp_ge_u64_e64 s[10:11], s[102:103], v[2:3]
v_cmp_ge_u64_e64 s[10:11], flat_scratch, v[2:3]
v_cmp_ge_u64_e64 s[10:11], vcc, v[2:3]
v_cmp_ge_u64_e64 s[10:11], tba, v[2:3]
v_cmp_ge_u64_e64 s[10:11], tma, v[2:3]
v_cmp_ge_u64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmp_ge_u64_e64 s[10:11], exec, v[2:3]
v_cmp_ge_u64_e64 s[10:11], 0, v[2:3]
v_cmp_ge_u64_e64 s[10:11], -1, v[2:3]
v_cmp_ge_u64_e64 s[10:11], 0.5, v[2:3]
v_cmp_ge_u64_e64 s[10:11], -4.0, v[2:3]
v_cmp_ge_u64_e64 s[10:11], v[1:2], v[254:255]
v_cmp_ge_u64_e64 s[10:11], v[1:2], s[4:5]
v_cmp_ge_u64_e64 s[10:11], v[1:2], s[6:7]
v_cmp_ge_u64_e64 s[10:11], v[1:2], s[102:103]
v_cmp_ge_u64_e64 s[10:11], v[1:2], flat_scratch
v_cmp_ge_u64_e64 s[10:11], v[1:2], vcc
v_cmp_ge_u64_e64 s[10:11], v[1:2], tba
v_cmp_ge_u64_e64 s[10:11], v[1:2], tma
v_cmp_ge_u64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmp_ge_u64_e64 s[10:11], v[1:2], exec
v_cmp_ge_u64_e64 s[10:11], v[1:2], 0
v_cmp_ge_u64_e64 s[10:11], v[1:2], -1
v_cmp_ge_u64_e64 s[10:11], v[1:2], 0.5
v_cmp_ge_u64_e64 s[10:11], v[1:2], -4.0
v_cmp_t_u64 vcc, v[1:2], v[2:3]
v_cmp_t_u64 vcc, v[254:255], v[2:3]
v_cmp_t_u64 vcc, s[2:3], v[2:3]
v_cmp_t_u64 vcc, s[4:5], v[2:3]
v_cmp_t_u64 vcc, s[102:103], v[2:3]
v_cmp_t_u64 vcc, flat_scratch, v[2:3]
v_cmp_t_u64 vcc, vcc, v[2:3]
v_cmp_t_u64 vcc, tba, v[2:3]
v_cmp_t_u64 vcc, tma, v[2:3]
v_cmp_t_u64 vcc, ttmp[10:11], v[2:3]
v_cmp_t_u64 vcc, exec, v[2:3]
v_cmp_t_u64 vcc, 0, v[2:3]
v_cmp_t_u64 vcc, -1, v[2:3]
v_cmp_t_u64 vcc, 0.5, v[2:3]
v_cmp_t_u64 vcc, -4.0, v[2:3]
v_cmp_t_u64 vcc, 0xaf123456, v[2:3]
v_cmp_t_u64 vcc, 0x3f717273, v[2:3]
v_cmp_t_u64 vcc, v[1:2], v[254:255]
@ llvm/test/MC/AMDGPU/gfx7_asm_sopp.s (all)
s_nop 0x3141
s_nop 0xc1d1
s_branch 12609
s_branch 49617
s_cbranch_scc0 12609
s_cbranch_scc0 49617
s_cbranch_scc1 12609
s_cbranch_scc1 49617
s_cbranch_vccz 12609
s_cbranch_vccz 49617
s_cbranch_vccnz 12609
s_cbranch_vccnz 49617
s_cbranch_execz 12609
s_cbranch_execz 49617
s_cbranch_execnz 12609
s_cbranch_execnz 49617
s_setkill 0x3141
s_setkill 0xc1d1
s_waitcnt 0x3141
s_waitcnt 0xc1d1
s_sethalt 0x3141
s_sethalt 0xc1d1
s_sleep 0x3141
s_sleep 0xc1d1
s_setprio 0x3141
s_setprio 0xc1d1
s_sendmsg 0x3141
s_sendmsg 0xc1d1
s_sendmsghalt 0x3141
s_sendmsghalt 0xc1d1
s_trap 0x3141
s_trap 0xc1d1
s_incperflevel 0x3141
s_incperflevel 0xc1d1
s_decperflevel 0x3141
s_decperflevel 0xc1d1
s_cbranch_cdbgsys 12609
s_cbranch_cdbgsys 49617
s_cbranch_cdbguser 12609
s_cbranch_cdbguser 49617
s_cbranch_cdbgsys_or_user 12609
s_cbranch_cdbgsys_or_user 49617
s_cbranch_cdbgsys_and_user 12609
s_cbranch_cdbgsys_and_user 49617
@ llvm/test/MC/AMDGPU/gfx7_asm_sopk.s (page 1 of 2)
s_movk_i32 s5, 0x3141
s_movk_i32 s103, 0x3141
s_movk_i32 flat_scratch_lo, 0x3141
s_movk_i32 flat_scratch_hi, 0x3141
s_movk_i32 vcc_lo, 0x3141
s_movk_i32 vcc_hi, 0x3141
s_movk_i32 tba_lo, 0x3141
s_movk_i32 tba_hi, 0x3141
s_movk_i32 tma_lo, 0x3141
s_movk_i32 tma_hi, 0x3141
s_movk_i32 ttmp11, 0x3141
s_movk_i32 m0, 0x3141
s_movk_i32 exec_lo, 0x3141
s_movk_i32 exec_hi, 0x3141
s_movk_i32 s5, 0xc1d1
s_cmovk_i32 s5, 0x3141
s_cmovk_i32 s103, 0x3141
s_cmovk_i32 flat_scratch_lo, 0x3141
s_cmovk_i32 flat_scratch_hi, 0x3141
s_cmovk_i32 vcc_lo, 0x3141
s_cmovk_i32 vcc_hi, 0x3141
s_cmovk_i32 tba_lo, 0x3141
s_cmovk_i32 tba_hi, 0x3141
s_cmovk_i32 tma_lo, 0x3141
s_cmovk_i32 tma_hi, 0x3141
s_cmovk_i32 ttmp11, 0x3141
s_cmovk_i32 m0, 0x3141
s_cmovk_i32 exec_lo, 0x3141
s_cmovk_i32 exec_hi, 0x3141
s_cmovk_i32 s5, 0xc1d1
s_cmpk_eq_i32 s1, 0x3141
s_cmpk_eq_i32 s103, 0x3141
s_cmpk_eq_i32 flat_scratch_lo, 0x3141
s_cmpk_eq_i32 flat_scratch_hi, 0x3141
s_cmpk_eq_i32 vcc_lo, 0x3141
s_cmpk_eq_i32 vcc_hi, 0x3141
s_cmpk_eq_i32 tba_lo, 0x3141
s_cmpk_eq_i32 tba_hi, 0x3141
s_cmpk_eq_i32 tma_lo, 0x3141
s_cmpk_eq_i32 tma_hi, 0x3141
s_cmpk_eq_i32 ttmp11, 0x3141
s_cmpk_eq_i32 m0, 0x3141
s_cmpk_eq_i32 exec_lo, 0x3141
s_cmpk_eq_i32 exec_hi, 0x3141
s_cmpk_eq_i32 s1, 0xc1d1
s_cmpk_lg_i32 s1, 0x3141
s_cmpk_lg_i32 s103, 0x3141
s_cmpk_lg_i32 flat_scratch_lo, 0x3141
s_cmpk_lg_i32 flat_scratch_hi, 0x3141
s_cmpk_lg_i32 vcc_lo, 0x3141
s_cmpk_lg_i32 vcc_hi, 0x3141
s_cmpk_lg_i32 tba_lo, 0x3141
s_cmpk_lg_i32 tba_hi, 0x3141
s_cmpk_lg_i32 tma_lo, 0x3141
s_cmpk_lg_i32 tma_hi, 0x3141
s_cmpk_lg_i32 ttmp11, 0x3141
s_cmpk_lg_i32 m0, 0x3141
s_cmpk_lg_i32 exec_lo, 0x3141
s_cmpk_lg_i32 exec_hi, 0x3141
s_cmpk_lg_i32 s1, 0xc1d1
s_cmpk_gt_i32 s1, 0x3141
s_cmpk_gt_i32 s103, 0x3141
s_cmpk_gt_i32 flat_scratch_lo, 0x3141
s_cmpk_gt_i32 flat_scratch_hi, 0x3141
s_cmpk_gt_i32 vcc_lo, 0x3141
s_cmpk_gt_i32 vcc_hi, 0x3141
s_cmpk_gt_i32 tba_lo, 0x3141
s_cmpk_gt_i32 tba_hi, 0x3141
s_cmpk_gt_i32 tma_lo, 0x3141
s_cmpk_gt_i32 tma_hi, 0x3141
s_cmpk_gt_i32 ttmp11, 0x3141
s_cmpk_gt_i32 m0, 0x3141
s_cmpk_gt_i32 exec_lo, 0x3141
s_cmpk_gt_i32 exec_hi, 0x3141
s_cmpk_gt_i32 s1, 0xc1d1
s_cmpk_ge_i32 s1, 0x3141
s_cmpk_ge_i32 s103, 0x3141
s_cmpk_ge_i32 flat_scratch_lo, 0x3141
s_cmpk_ge_i32 flat_scratch_hi, 0x3141
s_cmpk_ge_i32 vcc_lo, 0x3141
s_cmpk_ge_i32 vcc_hi, 0x3141
s_cmpk_ge_i32 tba_lo, 0x3141
s_cmpk_ge_i32 tba_hi, 0x3141
s_cmpk_ge_i32 tma_lo, 0x3141
s_cmpk_ge_i32 tma_hi, 0x3141
s_cmpk_ge_i32 ttmp11, 0x3141
s_cmpk_ge_i32 m0, 0x3141
s_cmpk_ge_i32 exec_lo, 0x3141
s_cmpk_ge_i32 exec_hi, 0x3141
s_cmpk_ge_i32 s1, 0xc1d1
s_cmpk_lt_i32 s1, 0x3141
s_cmpk_lt_i32 s103, 0x3141
s_cmpk_lt_i32 flat_scratch_lo, 0x3141
s_cmpk_lt_i32 flat_scratch_hi, 0x3141
s_cmpk_lt_i32 vcc_lo, 0x3141
s_cmpk_lt_i32 vcc_hi, 0x3141
s_cmpk_lt_i32 tba_lo, 0x3141
s_cmpk_lt_i32 tba_hi, 0x3141
s_cmpk_lt_i32 tma_lo, 0x3141
s_cmpk_lt_i32 tma_hi, 0x3141
s_cmpk_lt_i32 ttmp11, 0x3141
s_cmpk_lt_i32 m0, 0x3141
s_cmpk_lt_i32 exec_lo, 0x3141
s_cmpk_lt_i32 exec_hi, 0x3141
s_cmpk_lt_i32 s1, 0xc1d1
s_cmpk_le_i32 s1, 0x3141
s_cmpk_le_i32 s103, 0x3141
s_cmpk_le_i32 flat_scratch_lo, 0x3141
s_cmpk_le_i32 flat_scratch_hi, 0x3141
s_cmpk_le_i32 vcc_lo, 0x3141
s_cmpk_le_i32 vcc_hi, 0x3141
s_cmpk_le_i32 tba_lo, 0x3141
s_cmpk_le_i32 tba_hi, 0x3141
s_cmpk_le_i32 tma_lo, 0x3141
s_cmpk_le_i32 tma_hi, 0x3141
s_cmpk_le_i32 ttmp11, 0x3141
s_cmpk_le_i32 m0, 0x3141
s_cmpk_le_i32 exec_lo, 0x3141
s_cmpk_le_i32 exec_hi, 0x3141
s_cmpk_le_i32 s1, 0xc1d1
s_cmpk_eq_u32 s1, 0x3141
s_cmpk_eq_u32 s103, 0x3141
s_cmpk_eq_u32 flat_scratch_lo, 0x3141
s_cmpk_eq_u32 flat_scratch_hi, 0x3141
s_cmpk_eq_u32 vcc_lo, 0x3141
s_cmpk_eq_u32 vcc_hi, 0x3141
s_cmpk_eq_u32 tba_lo, 0x3141
s_cmpk_eq_u32 tba_hi, 0x3141
s_cmpk_eq_u32 tma_lo, 0x3141
s_cmpk_eq_u32 tma_hi, 0x3141
s_cmpk_eq_u32 ttmp11, 0x3141
s_cmpk_eq_u32 m0, 0x3141
s_cmpk_eq_u32 exec_lo, 0x3141
s_cmpk_eq_u32 exec_hi, 0x3141
s_cmpk_eq_u32 s1, 0xc1d1
s_cmpk_lg_u32 s1, 0x3141
s_cmpk_lg_u32 s103, 0x3141
s_cmpk_lg_u32 flat_scratch_lo, 0x3141
s_cmpk_lg_u32 flat_scratch_hi, 0x3141
s_cmpk_lg_u32 vcc_lo, 0x3141
s_cmpk_lg_u32 vcc_hi, 0x3141
s_cmpk_lg_u32 tba_lo, 0x3141
s_cmpk_lg_u32 tba_hi, 0x3141
s_cmpk_lg_u32 tma_lo, 0x3141
s_cmpk_lg_u32 tma_hi, 0x3141
s_cmpk_lg_u32 ttmp11, 0x3141
s_cmpk_lg_u32 m0, 0x3141
s_cmpk_lg_u32 exec_lo, 0x3141
s_cmpk_lg_u32 exec_hi, 0x3141
s_cmpk_lg_u32 s1, 0xc1d1
s_cmpk_gt_u32 s1, 0x3141
s_cmpk_gt_u32 s103, 0x3141
s_cmpk_gt_u32 flat_scratch_lo, 0x3141
s_cmpk_gt_u32 flat_scratch_hi, 0x3141
s_cmpk_gt_u32 vcc_lo, 0x3141
s_cmpk_gt_u32 vcc_hi, 0x3141
s_cmpk_gt_u32 tba_lo, 0x3141
s_cmpk_gt_u32 tba_hi, 0x3141
s_cmpk_gt_u32 tma_lo, 0x3141
s_cmpk_gt_u32 tma_hi, 0x3141
s_cmpk_gt_u32 ttmp11, 0x3141
s_cmpk_gt_u32 m0, 0x3141
s_cmpk_gt_u32 exec_lo, 0x3141
s_cmpk_gt_u32 exec_hi, 0x3141
s_cmpk_gt_u32 s1, 0xc1d1
s_cmpk_ge_u32 s1, 0x3141
s_cmpk_ge_u32 s103, 0x3141
s_cmpk_ge_u32 flat_scratch_lo, 0x3141
s_cmpk_ge_u32 flat_scratch_hi, 0x3141
s_cmpk_ge_u32 vcc_lo, 0x3141
s_cmpk_ge_u32 vcc_hi, 0x3141
s_cmpk_ge_u32 tba_lo, 0x3141
s_cmpk_ge_u32 tba_hi, 0x3141
s_cmpk_ge_u32 tma_lo, 0x3141
s_cmpk_ge_u32 tma_hi, 0x3141
s_cmpk_ge_u32 ttmp11, 0x3141
s_cmpk_ge_u32 m0, 0x3141
s_cmpk_ge_u32 exec_lo, 0x3141
s_cmpk_ge_u32 exec_hi, 0x3141
s_cmpk_ge_u32 s1, 0xc1d1
s_cmpk_lt_u32 s1, 0x3141
s_cmpk_lt_u32 s103, 0x3141
s_cmpk_lt_u32 flat_scratch_lo, 0x3141
s_cmpk_lt_u32 flat_scratch_hi, 0x3141
s_cmpk_lt_u32 vcc_lo, 0x3141
s_cmpk_lt_u32 vcc_hi, 0x3141
s_cmpk_lt_u32 tba_lo, 0x3141
s_cmpk_lt_u32 tba_hi, 0x3141
s_cmpk_lt_u32 tma_lo, 0x3141
s_cmpk_lt_u32 tma_hi, 0x3141
s_cmpk_lt_u32 ttmp11, 0x3141
s_cmpk_lt_u32 m0, 0x3141
s_cmpk_lt_u32 exec_lo, 0x3141
s_cmpk_lt_u32 exec_hi, 0x3141
s_cmpk_lt_u32 s1, 0xc1d1
s_cmpk_le_u32 s1, 0x3141
s_cmpk_le_u32 s103, 0x3141
s_cmpk_le_u32 flat_scratch_lo, 0x3141
s_cmpk_le_u32 flat_scratch_hi, 0x3141
s_cmpk_le_u32 vcc_lo, 0x3141
s_cmpk_le_u32 vcc_hi, 0x3141
s_cmpk_le_u32 tba_lo, 0x3141
s_cmpk_le_u32 tba_hi, 0x3141
s_cmpk_le_u32 tma_lo, 0x3141
s_cmpk_le_u32 tma_hi, 0x3141
s_cmpk_le_u32 ttmp11, 0x3141
s_cmpk_le_u32 m0, 0x3141
s_cmpk_le_u32 exec_lo, 0x3141
s_cmpk_le_u32 exec_hi, 0x3141
s_cmpk_le_u32 s1, 0xc1d1
s_addk_i32 s5, 0x3141
s_addk_i32 s103, 0x3141
s_addk_i32 flat_scratch_lo, 0x3141
s_addk_i32 flat_scratch_hi, 0x3141
s_addk_i32 vcc_lo, 0x3141
s_addk_i32 vcc_hi, 0x3141
s_addk_i32 tba_lo, 0x3141
s_addk_i32 tba_hi, 0x3141
s_addk_i32 tma_lo, 0x3141
s_addk_i32 tma_hi, 0x3141
s_addk_i32 ttmp11, 0x3141
s_addk_i32 m0, 0x3141
s_addk_i32 exec_lo, 0x3141
s_addk_i32 exec_hi, 0x3141
s_addk_i32 s5, 0xc1d1
s_mulk_i32 s5, 0x3141
s_mulk_i32 s103, 0x3141
s_mulk_i32 flat_scratch_lo, 0x3141
s_mulk_i32 flat_scratch_hi, 0x3141
s_mulk_i32 vcc_lo, 0x3141
s_mulk_i32 vcc_hi, 0x3141
s_mulk_i32 tba_lo, 0x3141
s_mulk_i32 tba_hi, 0x3141
s_mulk_i32 tma_lo, 0x3141
s_mulk_i32 tma_hi, 0x3141
s_mulk_i32 ttmp11, 0x3141
s_mulk_i32 m0, 0x3141
s_mulk_i32 exec_lo, 0x3141
s_mulk_i32 exec_hi, 0x3141
s_mulk_i32 s5, 0xc1d1
s_cbranch_i_fork s[2:3], 12609
s_cbranch_i_fork s[4:5], 12609
s_cbranch_i_fork s[102:103], 12609
s_cbranch_i_fork flat_scratch, 12609
s_cbranch_i_fork vcc, 12609
s_cbranch_i_fork tba, 12609
s_cbranch_i_fork tma, 12609
s_cbranch_i_fork ttmp[10:11], 12609
s_cbranch_i_fork exec, 12609
s_cbranch_i_fork s[2:3], 49617
s_getreg_b32 s5, 0x3141
s_getreg_b32 s103, 0x3141
s_getreg_b32 flat_scratch_lo, 0x3141
s_getreg_b32 flat_scratch_hi, 0x3141
s_getreg_b32 vcc_lo, 0x3141
s_getreg_b32 vcc_hi, 0x3141
s_getreg_b32 tba_lo, 0x3141
s_getreg_b32 tba_hi, 0x3141
@ llvm/test/MC/AMDGPU/gfx7_asm_sop2.s (page 1 of 10)
s_add_u32 s5, s1, s2
s_add_u32 s103, s1, s2
s_add_u32 flat_scratch_lo, s1, s2
s_add_u32 flat_scratch_hi, s1, s2
s_add_u32 vcc_lo, s1, s2
s_add_u32 vcc_hi, s1, s2
s_add_u32 tba_lo, s1, s2
s_add_u32 tba_hi, s1, s2
s_add_u32 tma_lo, s1, s2
s_add_u32 tma_hi, s1, s2
s_add_u32 ttmp11, s1, s2
s_add_u32 m0, s1, s2
s_add_u32 exec_lo, s1, s2
s_add_u32 exec_hi, s1, s2
s_add_u32 s5, s103, s2
s_add_u32 s5, flat_scratch_lo, s2
s_add_u32 s5, flat_scratch_hi, s2
s_add_u32 s5, vcc_lo, s2
s_add_u32 s5, vcc_hi, s2
s_add_u32 s5, tba_lo, s2
s_add_u32 s5, tba_hi, s2
s_add_u32 s5, tma_lo, s2
s_add_u32 s5, tma_hi, s2
s_add_u32 s5, ttmp11, s2
s_add_u32 s5, m0, s2
s_add_u32 s5, exec_lo, s2
s_add_u32 s5, exec_hi, s2
s_add_u32 s5, 0, s2
s_add_u32 s5, -1, s2
s_add_u32 s5, 0.5, s2
s_add_u32 s5, -4.0, s2
s_add_u32 s5, src_vccz, s2
s_add_u32 s5, src_execz, s2
s_add_u32 s5, src_scc, s2
s_add_u32 s5, 0xaf123456, s2
s_add_u32 s5, 0x3f717273, s2
s_add_u32 s5, s1, s103
s_add_u32 s5, s1, flat_scratch_lo
s_add_u32 s5, s1, flat_scratch_hi
s_add_u32 s5, s1, vcc_lo
s_add_u32 s5, s1, vcc_hi
s_add_u32 s5, s1, tba_lo
s_add_u32 s5, s1, tba_hi
s_add_u32 s5, s1, tma_lo
s_add_u32 s5, s1, tma_hi
s_add_u32 s5, s1, ttmp11
s_add_u32 s5, s1, m0
s_add_u32 s5, s1, exec_lo
s_add_u32 s5, s1, exec_hi
s_add_u32 s5, s1, 0
s_add_u32 s5, s1, -1
s_add_u32 s5, s1, 0.5
s_add_u32 s5, s1, -4.0
s_add_u32 s5, s1, src_vccz
s_add_u32 s5, s1, src_execz
s_add_u32 s5, s1, src_scc
s_add_u32 s5, s1, 0xaf123456
s_add_u32 s5, s1, 0x3f717273
s_sub_u32 s5, s1, s2
s_sub_u32 s103, s1, s2
s_sub_u32 flat_scratch_lo, s1, s2
s_sub_u32 flat_scratch_hi, s1, s2
s_sub_u32 vcc_lo, s1, s2
s_sub_u32 vcc_hi, s1, s2
s_sub_u32 tba_lo, s1, s2
s_sub_u32 tba_hi, s1, s2
s_sub_u32 tma_lo, s1, s2
s_sub_u32 tma_hi, s1, s2
s_sub_u32 ttmp11, s1, s2
s_sub_u32 m0, s1, s2
s_sub_u32 exec_lo, s1, s2
s_sub_u32 exec_hi, s1, s2
s_sub_u32 s5, s103, s2
s_sub_u32 s5, flat_scratch_lo, s2
s_sub_u32 s5, flat_scratch_hi, s2
s_sub_u32 s5, vcc_lo, s2
s_sub_u32 s5, vcc_hi, s2
s_sub_u32 s5, tba_lo, s2
s_sub_u32 s5, tba_hi, s2
s_sub_u32 s5, tma_lo, s2
s_sub_u32 s5, tma_hi, s2
s_sub_u32 s5, ttmp11, s2
s_sub_u32 s5, m0, s2
s_sub_u32 s5, exec_lo, s2
s_sub_u32 s5, exec_hi, s2
s_sub_u32 s5, 0, s2
s_sub_u32 s5, -1, s2
s_sub_u32 s5, 0.5, s2
s_sub_u32 s5, -4.0, s2
s_sub_u32 s5, src_vccz, s2
s_sub_u32 s5, src_execz, s2
s_sub_u32 s5, src_scc, s2
s_sub_u32 s5, 0xaf123456, s2
s_sub_u32 s5, 0x3f717273, s2
s_sub_u32 s5, s1, s103
s_sub_u32 s5, s1, flat_scratch_lo
s_sub_u32 s5, s1, flat_scratch_hi
s_sub_u32 s5, s1, vcc_lo
s_sub_u32 s5, s1, vcc_hi
s_sub_u32 s5, s1, tba_lo
s_sub_u32 s5, s1, tba_hi
s_sub_u32 s5, s1, tma_lo
s_sub_u32 s5, s1, tma_hi
s_sub_u32 s5, s1, ttmp11
s_sub_u32 s5, s1, m0
s_sub_u32 s5, s1, exec_lo
s_sub_u32 s5, s1, exec_hi
s_sub_u32 s5, s1, 0
s_sub_u32 s5, s1, -1
s_sub_u32 s5, s1, 0.5
s_sub_u32 s5, s1, -4.0
s_sub_u32 s5, s1, src_vccz
s_sub_u32 s5, s1, src_execz
s_sub_u32 s5, s1, src_scc
s_sub_u32 s5, s1, 0xaf123456
s_sub_u32 s5, s1, 0x3f717273
s_add_i32 s5, s1, s2
s_add_i32 s103, s1, s2
s_add_i32 flat_scratch_lo, s1, s2
s_add_i32 flat_scratch_hi, s1, s2
s_add_i32 vcc_lo, s1, s2
s_add_i32 vcc_hi, s1, s2
s_add_i32 tba_lo, s1, s2
s_add_i32 tba_hi, s1, s2
s_add_i32 tma_lo, s1, s2
s_add_i32 tma_hi, s1, s2
s_add_i32 ttmp11, s1, s2
s_add_i32 m0, s1, s2
s_add_i32 exec_lo, s1, s2
s_add_i32 exec_hi, s1, s2
s_add_i32 s5, s103, s2
s_add_i32 s5, flat_scratch_lo, s2
s_add_i32 s5, flat_scratch_hi, s2
s_add_i32 s5, vcc_lo, s2
s_add_i32 s5, vcc_hi, s2
s_add_i32 s5, tba_lo, s2
s_add_i32 s5, tba_hi, s2
s_add_i32 s5, tma_lo, s2
s_add_i32 s5, tma_hi, s2
s_add_i32 s5, ttmp11, s2
s_add_i32 s5, m0, s2
s_add_i32 s5, exec_lo, s2
s_add_i32 s5, exec_hi, s2
s_add_i32 s5, 0, s2
s_add_i32 s5, -1, s2
s_add_i32 s5, 0.5, s2
s_add_i32 s5, -4.0, s2
s_add_i32 s5, src_vccz, s2
s_add_i32 s5, src_execz, s2
s_add_i32 s5, src_scc, s2
s_add_i32 s5, 0xaf123456, s2
s_add_i32 s5, 0x3f717273, s2
s_add_i32 s5, s1, s103
s_add_i32 s5, s1, flat_scratch_lo
s_add_i32 s5, s1, flat_scratch_hi
s_add_i32 s5, s1, vcc_lo
s_add_i32 s5, s1, vcc_hi
s_add_i32 s5, s1, tba_lo
s_add_i32 s5, s1, tba_hi
s_add_i32 s5, s1, tma_lo
s_add_i32 s5, s1, tma_hi
s_add_i32 s5, s1, ttmp11
s_add_i32 s5, s1, m0
s_add_i32 s5, s1, exec_lo
s_add_i32 s5, s1, exec_hi
s_add_i32 s5, s1, 0
s_add_i32 s5, s1, -1
s_add_i32 s5, s1, 0.5
s_add_i32 s5, s1, -4.0
s_add_i32 s5, s1, src_vccz
s_add_i32 s5, s1, src_execz
s_add_i32 s5, s1, src_scc
s_add_i32 s5, s1, 0xaf123456
s_add_i32 s5, s1, 0x3f717273
s_sub_i32 s5, s1, s2
s_sub_i32 s103, s1, s2
s_sub_i32 flat_scratch_lo, s1, s2
s_sub_i32 flat_scratch_hi, s1, s2
s_sub_i32 vcc_lo, s1, s2
s_sub_i32 vcc_hi, s1, s2
s_sub_i32 tba_lo, s1, s2
s_sub_i32 tba_hi, s1, s2
s_sub_i32 tma_lo, s1, s2
s_sub_i32 tma_hi, s1, s2
s_sub_i32 ttmp11, s1, s2
s_sub_i32 m0, s1, s2
s_sub_i32 exec_lo, s1, s2
s_sub_i32 exec_hi, s1, s2
s_sub_i32 s5, s103, s2
s_sub_i32 s5, flat_scratch_lo, s2
s_sub_i32 s5, flat_scratch_hi, s2
s_sub_i32 s5, vcc_lo, s2
s_sub_i32 s5, vcc_hi, s2
s_sub_i32 s5, tba_lo, s2
s_sub_i32 s5, tba_hi, s2
s_sub_i32 s5, tma_lo, s2
s_sub_i32 s5, tma_hi, s2
s_sub_i32 s5, ttmp11, s2
s_sub_i32 s5, m0, s2
s_sub_i32 s5, exec_lo, s2
s_sub_i32 s5, exec_hi, s2
s_sub_i32 s5, 0, s2
s_sub_i32 s5, -1, s2
s_sub_i32 s5, 0.5, s2
s_sub_i32 s5, -4.0, s2
s_sub_i32 s5, src_vccz, s2
s_sub_i32 s5, src_execz, s2
s_sub_i32 s5, src_scc, s2
s_sub_i32 s5, 0xaf123456, s2
s_sub_i32 s5, 0x3f717273, s2
s_sub_i32 s5, s1, s103
s_sub_i32 s5, s1, flat_scratch_lo
s_sub_i32 s5, s1, flat_scratch_hi
s_sub_i32 s5, s1, vcc_lo
s_sub_i32 s5, s1, vcc_hi
s_sub_i32 s5, s1, tba_lo
s_sub_i32 s5, s1, tba_hi
s_sub_i32 s5, s1, tma_lo
s_sub_i32 s5, s1, tma_hi
s_sub_i32 s5, s1, ttmp11
s_sub_i32 s5, s1, m0
s_sub_i32 s5, s1, exec_lo
s_sub_i32 s5, s1, exec_hi
s_sub_i32 s5, s1, 0
s_sub_i32 s5, s1, -1
s_sub_i32 s5, s1, 0.5
s_sub_i32 s5, s1, -4.0
s_sub_i32 s5, s1, src_vccz
s_sub_i32 s5, s1, src_execz
s_sub_i32 s5, s1, src_scc
s_sub_i32 s5, s1, 0xaf123456
s_sub_i32 s5, s1, 0x3f717273
s_addc_u32 s5, s1, s2
s_addc_u32 s103, s1, s2
s_addc_u32 flat_scratch_lo, s1, s2
s_addc_u32 flat_scratch_hi, s1, s2
s_addc_u32 vcc_lo, s1, s2
s_addc_u32 vcc_hi, s1, s2
s_addc_u32 tba_lo, s1, s2
s_addc_u32 tba_hi, s1, s2
s_addc_u32 tma_lo, s1, s2
s_addc_u32 tma_hi, s1, s2
s_addc_u32 ttmp11, s1, s2
s_addc_u32 m0, s1, s2
s_addc_u32 exec_lo, s1, s2
s_addc_u32 exec_hi, s1, s2
s_addc_u32 s5, s103, s2
s_addc_u32 s5, flat_scratch_lo, s2
s_addc_u32 s5, flat_scratch_hi, s2
s_addc_u32 s5, vcc_lo, s2
s_addc_u32 s5, vcc_hi, s2
s_addc_u32 s5, tba_lo, s2
s_addc_u32 s5, tba_hi, s2
s_addc_u32 s5, tma_lo, s2
s_addc_u32 s5, tma_hi, s2
s_addc_u32 s5, ttmp11, s2
s_addc_u32 s5, m0, s2
s_addc_u32 s5, exec_lo, s2
s_addc_u32 s5, exec_hi, s2
s_addc_u32 s5, 0, s2
s_addc_u32 s5, -1, s2
s_addc_u32 s5, 0.5, s2
s_addc_u32 s5, -4.0, s2
s_addc_u32 s5, src_vccz, s2
s_addc_u32 s5, src_execz, s2
s_addc_u32 s5, src_scc, s2

# --- mc7: pages transcribed from the carbon-language/carbon-lang copy (offset 3 of each stride of 8) ---
# 19 of 148 pages (16,000-character pages, numbered from 0: 3,11,19,27,35,43,51,59,67,75,83,91,99,107,115,123,131,139,147);
# lines already listed above (here or in sici.s) are left out. As in the mc5 block, every text of these
# pages goes here (gfx7 only), whether or not tahiti assembles it.
# Further LLVM test files follow under their own `@` lines.
@ llvm/test/MC/AMDGPU/gfx7_asm_all.s (mc7: 19 of 148 pages)
ds_mskor_b64 v255, v[2:3], v[3:4] offset:65535
ds_mskor_b64 v1, v[254:255], v[3:4] offset:65535
ds_mskor_b64 v1, v[2:3], v[254:255] offset:65535
ds_mskor_b64 v1, v[2:3], v[3:4]
ds_mskor_b64 v1, v[2:3], v[3:4] offset:0
ds_mskor_b64 v1, v[2:3], v[3:4] offset:4
ds_mskor_b64 v1, v[2:3], v[3:4] offset:65535 gds
ds_write_b64 v1, v[2:3] offset:65535
ds_write_b64 v255, v[2:3] offset:65535
ds_write_b64 v1, v[254:255] offset:65535
ds_write_b64 v1, v[2:3]
ds_write_b64 v1, v[2:3] offset:0
ds_write_b64 v1, v[2:3] offset:4
ds_write_b64 v1, v[2:3] offset:65535 gds
ds_write2_b64 v1, v[2:3], v[3:4] offset0:127 offset1:255
ds_write2_b64 v255, v[2:3], v[3:4] offset0:127 offset1:255
ds_write2_b64 v1, v[254:255], v[3:4] offset0:127 offset1:255
ds_write2_b64 v1, v[2:3], v[254:255] offset0:127 offset1:255
ds_write2_b64 v1, v[2:3], v[3:4] offset1:255
ds_write2_b64 v1, v[2:3], v[3:4] offset0:0 offset1:255
ds_write2_b64 v1, v[2:3], v[3:4] offset0:16 offset1:255
ds_write2_b64 v1, v[2:3], v[3:4] offset0:127
ds_write2_b64 v1, v[2:3], v[3:4] offset0:127 offset1:0
ds_write2_b64 v1, v[2:3], v[3:4] offset0:127 offset1:1
ds_write2_b64 v1, v[2:3], v[3:4] offset0:127 offset1:255 gds
ds_write2st64_b64 v1, v[2:3], v[3:4] offset0:127 offset1:255
ds_write2st64_b64 v255, v[2:3], v[3:4] offset0:127 offset1:255
ds_write2st64_b64 v1, v[254:255], v[3:4] offset0:127 offset1:255
ds_write2st64_b64 v1, v[2:3], v[254:255] offset0:127 offset1:255
ds_write2st64_b64 v1, v[2:3], v[3:4] offset1:255
ds_write2st64_b64 v1, v[2:3], v[3:4] offset0:0 offset1:255
ds_write2st64_b64 v1, v[2:3], v[3:4] offset0:16 offset1:255
ds_write2st64_b64 v1, v[2:3], v[3:4] offset0:127
ds_write2st64_b64 v1, v[2:3], v[3:4] offset0:127 offset1:0
ds_write2st64_b64 v1, v[2:3], v[3:4] offset0:127 offset1:1
ds_write2st64_b64 v1, v[2:3], v[3:4] offset0:127 offset1:255 gds
ds_cmpst_b64 v1, v[2:3], v[3:4] offset:65535
ds_cmpst_b64 v255, v[2:3], v[3:4] offset:65535
ds_cmpst_b64 v1, v[254:255], v[3:4] offset:65535
ds_cmpst_b64 v1, v[2:3], v[254:255] offset:65535
ds_cmpst_b64 v1, v[2:3], v[3:4]
ds_cmpst_b64 v1, v[2:3], v[3:4] offset:0
ds_cmpst_b64 v1, v[2:3], v[3:4] offset:4
ds_cmpst_b64 v1, v[2:3], v[3:4] offset:65535 gds
ds_cmpst_f64 v1, v[2:3], v[3:4] offset:65535
ds_cmpst_f64 v255, v[2:3], v[3:4] offset:65535
ds_cmpst_f64 v1, v[254:255], v[3:4] offset:65535
ds_cmpst_f64 v1, v[2:3], v[254:255] offset:65535
ds_cmpst_f64 v1, v[2:3], v[3:4]
ds_cmpst_f64 v1, v[2:3], v[3:4] offset:0
ds_cmpst_f64 v1, v[2:3], v[3:4] offset:4
ds_cmpst_f64 v1, v[2:3], v[3:4] offset:65535 gds
ds_min_f64 v1, v[2:3] offset:65535
ds_min_f64 v255, v[2:3] offset:65535
ds_min_f64 v1, v[254:255] offset:65535
ds_min_f64 v1, v[2:3]
ds_min_f64 v1, v[2:3] offset:0
ds_min_f64 v1, v[2:3] offset:4
ds_min_f64 v1, v[2:3] offset:65535 gds
ds_max_f64 v1, v[2:3] offset:65535
ds_max_f64 v255, v[2:3] offset:65535
ds_max_f64 v1, v[254:255] offset:65535
ds_max_f64 v1, v[2:3]
ds_max_f64 v1, v[2:3] offset:0
ds_max_f64 v1, v[2:3] offset:4
ds_max_f64 v1, v[2:3] offset:65535 gds
ds_add_rtn_u64 v[5:6], v1, v[2:3] offset:65535
ds_add_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_add_rtn_u64 v[5:6], v255, v[2:3] offset:65535
ds_add_rtn_u64 v[5:6], v1, v[254:255] offset:65535
ds_add_rtn_u64 v[5:6], v1, v[2:3]
ds_add_rtn_u64 v[5:6], v1, v[2:3] offset:0
ds_add_rtn_u64 v[5:6], v1, v[2:3] offset:4
ds_add_rtn_u64 v[5:6], v1, v[2:3] offset:65535 gds
ds_sub_rtn_u64 v[5:6], v1, v[2:3] offset:65535
ds_sub_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_sub_rtn_u64 v[5:6], v255, v[2:3] offset:65535
ds_sub_rtn_u64 v[5:6], v1, v[254:255] offset:65535
ds_sub_rtn_u64 v[5:6], v1, v[2:3]
ds_sub_rtn_u64 v[5:6], v1, v[2:3] offset:0
ds_sub_rtn_u64 v[5:6], v1, v[2:3] offset:4
ds_sub_rtn_u64 v[5:6], v1, v[2:3] offset:65535 gds
ds_rsub_rtn_u64 v[5:6], v1, v[2:3] offset:65535
ds_rsub_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_rsub_rtn_u64 v[5:6], v255, v[2:3] offset:65535
ds_rsub_rtn_u64 v[5:6], v1, v[254:255] offset:65535
ds_rsub_rtn_u64 v[5:6], v1, v[2:3]
ds_rsub_rtn_u64 v[5:6], v1, v[2:3] offset:0
ds_rsub_rtn_u64 v[5:6], v1, v[2:3] offset:4
ds_rsub_rtn_u64 v[5:6], v1, v[2:3] offset:65535 gds
ds_inc_rtn_u64 v[5:6], v1, v[2:3] offset:65535
ds_inc_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_inc_rtn_u64 v[5:6], v255, v[2:3] offset:65535
ds_inc_rtn_u64 v[5:6], v1, v[254:255] offset:65535
ds_inc_rtn_u64 v[5:6], v1, v[2:3]
ds_inc_rtn_u64 v[5:6], v1, v[2:3] offset:0
ds_inc_rtn_u64 v[5:6], v1, v[2:3] offset:4
ds_inc_rtn_u64 v[5:6], v1, v[2:3] offset:65535 gds
ds_dec_rtn_u64 v[5:6], v1, v[2:3] offset:65535
ds_dec_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_dec_rtn_u64 v[5:6], v255, v[2:3] offset:65535
ds_dec_rtn_u64 v[5:6], v1, v[254:255] offset:65535
ds_dec_rtn_u64 v[5:6], v1, v[2:3]
ds_dec_rtn_u64 v[5:6], v1, v[2:3] offset:0
ds_dec_rtn_u64 v[5:6], v1, v[2:3] offset:4
ds_dec_rtn_u64 v[5:6], v1, v[2:3] offset:65535 gds
ds_min_rtn_i64 v[5:6], v1, v[2:3] offset:65535
ds_min_rtn_i64 v[254:255], v1, v[2:3] offset:65535
ds_min_rtn_i64 v[5:6], v255, v[2:3] offset:65535
ds_min_rtn_i64 v[5:6], v1, v[254:255] offset:65535
ds_min_rtn_i64 v[5:6], v1, v[2:3]
ds_min_rtn_i64 v[5:6], v1, v[2:3] offset:0
ds_min_rtn_i64 v[5:6], v1, v[2:3] offset:4
ds_min_rtn_i64 v[5:6], v1, v[2:3] offset:65535 gds
ds_max_rtn_i64 v[5:6], v1, v[2:3] offset:65535
ds_max_rtn_i64 v[254:255], v1, v[2:3] offset:65535
ds_max_rtn_i64 v[5:6], v255, v[2:3] offset:65535
ds_max_rtn_i64 v[5:6], v1, v[254:255] offset:65535
ds_max_rtn_i64 v[5:6], v1, v[2:3]
ds_max_rtn_i64 v[5:6], v1, v[2:3] offset:0
ds_max_rtn_i64 v[5:6], v1, v[2:3] offset:4
ds_max_rtn_i64 v[5:6], v1, v[2:3] offset:65535 gds
ds_min_rtn_u64 v[5:6], v1, v[2:3] offset:65535
ds_min_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_min_rtn_u64 v[5:6], v255, v[2:3] offset:65535
ds_min_rtn_u64 v[5:6], v1, v[254:255] offset:65535
ds_min_rtn_u64 v[5:6], v1, v[2:3]
ds_min_rtn_u64 v[5:6], v1, v[2:3] offset:0
ds_min_rtn_u64 v[5:6], v1, v[2:3] offset:4
ds_min_rtn_u64 v[5:6], v1, v[2:3] offset:65535 gds
ds_max_rtn_u64 v[5:6], v1, v[2:3] offset:65535
ds_max_rtn_u64 v[254:255], v1, v[2:3] offset:65535
ds_max_rtn_u64 v[5:6], v255, v[2:3] offset:65535
ds_max_rtn_u64 v[5:6], v1, v[254:255] offset:65535
ds_max_rtn_u64 v[5:6], v1, v[2:3]
ds_max_rtn_u64 v[5:6], v1, v[2:3] offset:0
ds_max_rtn_u64 v[5:6], v1, v[2:3] offset:4
ds_max_rtn_u64 v[5:6], v1, v[2:3] offset:65535 gds
ds_and_rtn_b64 v[5:6], v1, v[2:3] offset:65535
ds_and_rtn_b64 v[254:255], v1, v[2:3] offset:65535
ds_and_rtn_b64 v[5:6], v255, v[2:3] offset:65535
ds_and_rtn_b64 v[5:6], v1, v[254:255] offset:65535
ds_and_rtn_b64 v[5:6], v1, v[2:3]
ds_and_rtn_b64 v[5:6], v1, v[2:3] offset:0
ds_and_rtn_b64 v[5:6], v1, v[2:3] offset:4
ds_and_rtn_b64 v[5:6], v1, v[2:3] offset:65535 gds
ds_or_rtn_b64 v[5:6], v1, v[2:3] offset:65535
ds_or_rtn_b64 v[254:255], v1, v[2:3] offset:65535
ds_or_rtn_b64 v[5:6], v255, v[2:3] offset:65535
ds_or_rtn_b64 v[5:6], v1, v[254:255] offset:65535
ds_or_rtn_b64 v[5:6], v1, v[2:3]
ds_or_rtn_b64 v[5:6], v1, v[2:3] offset:0
ds_or_rtn_b64 v[5:6], v1, v[2:3] offset:4
ds_or_rtn_b64 v[5:6], v1, v[2:3] offset:65535 gds
ds_xor_rtn_b64 v[5:6], v1, v[2:3] offset:65535
ds_xor_rtn_b64 v[254:255], v1, v[2:3] offset:65535
ds_xor_rtn_b64 v[5:6], v255, v[2:3] offset:65535
ds_xor_rtn_b64 v[5:6], v1, v[254:255] offset:65535
ds_xor_rtn_b64 v[5:6], v1, v[2:3]
ds_xor_rtn_b64 v[5:6], v1, v[2:3] offset:0
ds_xor_rtn_b64 v[5:6], v1, v[2:3] offset:4
image_sample_c_l v5, v[1:4], s[8:15], s[12:15] dmask:0x1 slc
image_sample_c_l v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x1 tfe
image_sample_c_l v5, v[1:4], s[8:15], s[12:15] dmask:0x1 lwe
image_sample_c_l v5, v[1:4], s[8:15], s[12:15] dmask:0x1 da
image_sample_c_b v5, v[1:4], s[8:15], s[12:15] dmask:0x1
image_sample_c_b v252, v[1:4], s[8:15], s[12:15] dmask:0x1
image_sample_c_b v5, v[252:255], s[8:15], s[12:15] dmask:0x1
image_sample_c_b v5, v[1:4], s[12:19], s[12:15] dmask:0x1
image_sample_c_b v5, v[1:4], s[96:103], s[12:15] dmask:0x1
image_sample_c_b v5, v[1:4], ttmp[4:11], s[12:15] dmask:0x1
image_sample_c_b v5, v[1:4], s[8:15], s[16:19] dmask:0x1
image_sample_c_b v5, v[1:4], s[8:15], s[100:103] dmask:0x1
image_sample_c_b v5, v[1:4], s[8:15], ttmp[8:11] dmask:0x1
image_sample_c_b v5, v[1:4], s[8:15], s[12:15] dmask:0x2
image_sample_c_b v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x3
image_sample_c_b v5, v[1:4], s[8:15], s[12:15] dmask:0x4
image_sample_c_b v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x5
image_sample_c_b v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x6
image_sample_c_b v[5:7], v[1:4], s[8:15], s[12:15] dmask:0x7
image_sample_c_b v5, v[1:4], s[8:15], s[12:15] dmask:0x8
image_sample_c_b v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x9
image_sample_c_b v[5:6], v[1:4], s[8:15], s[12:15] dmask:0xa
image_sample_c_b v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xb
image_sample_c_b v[5:6], v[1:4], s[8:15], s[12:15] dmask:0xc
image_sample_c_b v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xd
image_sample_c_b v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xe
image_sample_c_b v5, v[1:4], s[8:15], s[12:15] dmask:0x0
image_sample_c_b v5, v[1:4], s[8:15], s[12:15] dmask:0x1 unorm
image_sample_c_b v5, v[1:4], s[8:15], s[12:15] dmask:0x1 glc
image_sample_c_b v5, v[1:4], s[8:15], s[12:15] dmask:0x1 slc
image_sample_c_b v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x1 tfe
image_sample_c_b v5, v[1:4], s[8:15], s[12:15] dmask:0x1 lwe
image_sample_c_b v5, v[1:4], s[8:15], s[12:15] dmask:0x1 da
image_sample_c_b_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x1
image_sample_c_b_cl v252, v[1:4], s[8:15], s[12:15] dmask:0x1
image_sample_c_b_cl v5, v[252:255], s[8:15], s[12:15] dmask:0x1
image_sample_c_b_cl v5, v[1:4], s[12:19], s[12:15] dmask:0x1
image_sample_c_b_cl v5, v[1:4], s[96:103], s[12:15] dmask:0x1
image_sample_c_b_cl v5, v[1:4], ttmp[4:11], s[12:15] dmask:0x1
image_sample_c_b_cl v5, v[1:4], s[8:15], s[16:19] dmask:0x1
image_sample_c_b_cl v5, v[1:4], s[8:15], s[100:103] dmask:0x1
image_sample_c_b_cl v5, v[1:4], s[8:15], ttmp[8:11] dmask:0x1
image_sample_c_b_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x2
image_sample_c_b_cl v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x3
image_sample_c_b_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x4
image_sample_c_b_cl v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x5
image_sample_c_b_cl v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x6
image_sample_c_b_cl v[5:7], v[1:4], s[8:15], s[12:15] dmask:0x7
image_sample_c_b_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x8
image_sample_c_b_cl v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x9
image_sample_c_b_cl v[5:6], v[1:4], s[8:15], s[12:15] dmask:0xa
image_sample_c_b_cl v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xb
image_sample_c_b_cl v[5:6], v[1:4], s[8:15], s[12:15] dmask:0xc
image_sample_c_b_cl v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xd
image_sample_c_b_cl v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xe
image_sample_c_b_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x0
image_sample_c_b_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x1 unorm
image_sample_c_b_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x1 glc
image_sample_c_b_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x1 slc
image_sample_c_b_cl v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x1 tfe
image_sample_c_b_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x1 lwe
image_sample_c_b_cl v5, v[1:4], s[8:15], s[12:15] dmask:0x1 da
image_sample_c_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1
image_sample_c_lz v252, v[1:4], s[8:15], s[12:15] dmask:0x1
image_sample_c_lz v5, v[252:255], s[8:15], s[12:15] dmask:0x1
image_sample_c_lz v5, v[1:4], s[12:19], s[12:15] dmask:0x1
image_sample_c_lz v5, v[1:4], s[96:103], s[12:15] dmask:0x1
image_sample_c_lz v5, v[1:4], ttmp[4:11], s[12:15] dmask:0x1
image_sample_c_lz v5, v[1:4], s[8:15], s[16:19] dmask:0x1
image_sample_c_lz v5, v[1:4], s[8:15], s[100:103] dmask:0x1
image_sample_c_lz v5, v[1:4], s[8:15], ttmp[8:11] dmask:0x1
image_sample_c_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x2
image_sample_c_lz v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x3
image_sample_c_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x4
image_sample_c_lz v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x5
image_sample_c_lz v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x6
image_sample_c_lz v[5:7], v[1:4], s[8:15], s[12:15] dmask:0x7
image_sample_c_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x8
image_sample_c_lz v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x9
image_sample_c_lz v[5:6], v[1:4], s[8:15], s[12:15] dmask:0xa
image_sample_c_lz v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xb
image_sample_c_lz v[5:6], v[1:4], s[8:15], s[12:15] dmask:0xc
image_sample_c_lz v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xd
image_sample_c_lz v[5:7], v[1:4], s[8:15], s[12:15] dmask:0xe
image_sample_c_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x0
image_sample_c_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1 unorm
image_sample_c_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1 glc
image_sample_c_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1 slc
image_sample_c_lz v[5:6], v[1:4], s[8:15], s[12:15] dmask:0x1 tfe
image_sample_c_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1 lwe
image_sample_c_lz v5, v[1:4], s[8:15], s[12:15] dmask:0x1 da
image_gather4 v[252:255], v1, s[8:15], s[12:15] dmask:0x1
image_gather4 v[5:8], v255, s[8:15], s[12:15] dmask:0x1
image_gather4 v[5:8], v1, s[12:19], s[12:15] dmask:0x1
image_gather4 v[5:8], v1, s[96:103], s[12:15] dmask:0x1
image_gather4 v[5:8], v1, ttmp[4:11], s[12:15] dmask:0x1
image_gather4 v[5:8], v1, s[8:15], s[16:19] dmask:0x1
image_gather4 v[5:8], v1, s[8:15], s[100:103] dmask:0x1
image_gather4 v[5:8], v1, s[8:15], ttmp[8:11] dmask:0x1
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x2
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x4
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x8
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x1 unorm
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x1 glc
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x1 slc
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x1 lwe
image_gather4 v[5:8], v1, s[8:15], s[12:15] dmask:0x1 da
image_gather4_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x1
image_gather4_cl v[252:255], v[1:4], s[8:15], s[12:15] dmask:0x1
image_gather4_cl v[5:8], v[254:255], s[8:15], s[12:15] dmask:0x1
image_gather4_cl v[5:8], v[1:4], s[12:19], s[12:15] dmask:0x1
image_gather4_cl v[5:8], v[1:4], s[96:103], s[12:15] dmask:0x1
image_gather4_cl v[5:8], v[1:4], ttmp[4:11], s[12:15] dmask:0x1
image_gather4_cl v[5:8], v[1:4], s[8:15], s[16:19] dmask:0x1
image_gather4_cl v[5:8], v[1:4], s[8:15], s[100:103] dmask:0x1
image_gather4_cl v[5:8], v[1:4], s[8:15], ttmp[8:11] dmask:0x1
image_gather4_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x2
image_gather4_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x4
image_gather4_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x8
image_gather4_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x1 unorm
image_gather4_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x1 glc
image_gather4_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x1 slc
image_gather4_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x1 lwe
image_gather4_cl v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x1 da
image_gather4_l v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x1
image_gather4_l v[252:255], v[1:4], s[8:15], s[12:15] dmask:0x1
image_gather4_l v[5:8], v255, s[8:15], s[12:15] dmask:0x1
image_gather4_l v[5:8], v[1:4], s[12:19], s[12:15] dmask:0x1
image_gather4_l v[5:8], v[1:4], s[96:103], s[12:15] dmask:0x1
image_gather4_l v[5:8], v1, ttmp[4:11], s[12:15] dmask:0x1
image_gather4_l v[5:8], v[1:4], s[8:15], s[16:19] dmask:0x1
image_gather4_l v[5:8], v[1:4], s[8:15], s[100:103] dmask:0x1
image_gather4_l v[5:8], v[1:4], s[8:15], ttmp[8:11] dmask:0x1
image_gather4_l v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x2
image_gather4_l v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x4
image_gather4_l v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x8
image_gather4_l v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x1 unorm
image_gather4_l v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x1 glc
image_gather4_l v[5:8], v[1:4], s[8:15], s[12:15] dmask:0x1 slc
buffer_atomic_or v255, off, s[12:15], s4 offset:4095
buffer_atomic_or v1, off, s[16:19], s4 offset:4095
buffer_atomic_or v1, off, s[100:103], s4 offset:4095
buffer_atomic_or v1, off, ttmp[8:11], s4 offset:4095
buffer_atomic_or v1, off, s[12:15], s103 offset:4095
buffer_atomic_or v1, off, s[12:15], m0 offset:4095
buffer_atomic_or v1, off, s[12:15], 0 offset:4095
buffer_atomic_or v1, off, s[12:15], -1 offset:4095
buffer_atomic_or v1, v0, s[12:15], s4 idxen offset:4095
buffer_atomic_or v1, v0, s[12:15], s4 offen offset:4095
buffer_atomic_or v1, v[0:1], s[12:15], s4 addr64 offset:4095
buffer_atomic_or v1, off, s[12:15], s4
buffer_atomic_or v1, off, s[12:15], s4 offset:0
buffer_atomic_or v1, off, s[12:15], s4 offset:7
buffer_atomic_or v1, off, s[12:15], s4 offset:4095 glc
buffer_atomic_or v1, off, s[12:15], s4 offset:4095 slc
buffer_atomic_xor v1, off, s[12:15], s4 offset:4095
buffer_atomic_xor v255, off, s[12:15], s4 offset:4095
buffer_atomic_xor v1, off, s[16:19], s4 offset:4095
buffer_atomic_xor v1, off, s[100:103], s4 offset:4095
buffer_atomic_xor v1, off, ttmp[8:11], s4 offset:4095
buffer_atomic_xor v1, off, s[12:15], s103 offset:4095
buffer_atomic_xor v1, off, s[12:15], m0 offset:4095
buffer_atomic_xor v1, off, s[12:15], 0 offset:4095
buffer_atomic_xor v1, off, s[12:15], -1 offset:4095
buffer_atomic_xor v1, v0, s[12:15], s4 idxen offset:4095
buffer_atomic_xor v1, v0, s[12:15], s4 offen offset:4095
buffer_atomic_xor v1, v[0:1], s[12:15], s4 addr64 offset:4095
buffer_atomic_xor v1, off, s[12:15], s4
buffer_atomic_xor v1, off, s[12:15], s4 offset:0
buffer_atomic_xor v1, off, s[12:15], s4 offset:7
buffer_atomic_xor v1, off, s[12:15], s4 offset:4095 glc
buffer_atomic_xor v1, off, s[12:15], s4 offset:4095 slc
buffer_atomic_inc v1, off, s[12:15], s4 offset:4095
buffer_atomic_inc v255, off, s[12:15], s4 offset:4095
buffer_atomic_inc v1, off, s[16:19], s4 offset:4095
buffer_atomic_inc v1, off, s[100:103], s4 offset:4095
buffer_atomic_inc v1, off, ttmp[8:11], s4 offset:4095
buffer_atomic_inc v1, off, s[12:15], s103 offset:4095
buffer_atomic_inc v1, off, s[12:15], m0 offset:4095
buffer_atomic_inc v1, off, s[12:15], 0 offset:4095
buffer_atomic_inc v1, off, s[12:15], -1 offset:4095
buffer_atomic_inc v1, v0, s[12:15], s4 idxen offset:4095
buffer_atomic_inc v1, v0, s[12:15], s4 offen offset:4095
buffer_atomic_inc v1, v[0:1], s[12:15], s4 addr64 offset:4095
buffer_atomic_inc v1, off, s[12:15], s4
buffer_atomic_inc v1, off, s[12:15], s4 offset:0
buffer_atomic_inc v1, off, s[12:15], s4 offset:7
buffer_atomic_inc v1, off, s[12:15], s4 offset:4095 glc
buffer_atomic_inc v1, off, s[12:15], s4 offset:4095 slc
buffer_atomic_dec v1, off, s[12:15], s4 offset:4095
buffer_atomic_dec v255, off, s[12:15], s4 offset:4095
buffer_atomic_dec v1, off, s[16:19], s4 offset:4095
buffer_atomic_dec v1, off, s[100:103], s4 offset:4095
buffer_atomic_dec v1, off, ttmp[8:11], s4 offset:4095
buffer_atomic_dec v1, off, s[12:15], s103 offset:4095
buffer_atomic_dec v1, off, s[12:15], m0 offset:4095
buffer_atomic_dec v1, off, s[12:15], 0 offset:4095
buffer_atomic_dec v1, off, s[12:15], -1 offset:4095
buffer_atomic_dec v1, v0, s[12:15], s4 idxen offset:4095
buffer_atomic_dec v1, v0, s[12:15], s4 offen offset:4095
buffer_atomic_dec v1, v[0:1], s[12:15], s4 addr64 offset:4095
buffer_atomic_dec v1, off, s[12:15], s4
buffer_atomic_dec v1, off, s[12:15], s4 offset:0
buffer_atomic_dec v1, off, s[12:15], s4 offset:7
buffer_atomic_dec v1, off, s[12:15], s4 offset:4095 glc
buffer_atomic_dec v1, off, s[12:15], s4 offset:4095 slc
buffer_atomic_swap_x2 v[1:2], off, s[12:15], s4 offset:4095
buffer_atomic_swap_x2 v[254:255], off, s[12:15], s4 offset:4095
buffer_atomic_swap_x2 v[1:2], off, s[16:19], s4 offset:4095
buffer_atomic_swap_x2 v[1:2], off, s[100:103], s4 offset:4095
buffer_atomic_swap_x2 v[1:2], off, ttmp[8:11], s4 offset:4095
buffer_atomic_swap_x2 v[1:2], off, s[12:15], s103 offset:4095
buffer_atomic_swap_x2 v[1:2], off, s[12:15], m0 offset:4095
buffer_atomic_swap_x2 v[1:2], off, s[12:15], 0 offset:4095
buffer_atomic_swap_x2 v[1:2], off, s[12:15], -1 offset:4095
buffer_atomic_swap_x2 v[1:2], v0, s[12:15], s4 idxen offset:4095
buffer_atomic_swap_x2 v[1:2], v0, s[12:15], s4 offen offset:4095
buffer_atomic_swap_x2 v[1:2], v[0:1], s[12:15], s4 addr64 offset:4095
buffer_atomic_swap_x2 v[1:2], off, s[12:15], s4
buffer_atomic_swap_x2 v[1:2], off, s[12:15], s4 offset:0
buffer_atomic_swap_x2 v[1:2], off, s[12:15], s4 offset:7
buffer_atomic_swap_x2 v[1:2], off, s[12:15], s4 offset:4095 glc
buffer_atomic_swap_x2 v[1:2], off, s[12:15], s4 offset:4095 slc
buffer_atomic_cmpswap_x2 v[1:4], off, s[12:15], s4 offset:4095
buffer_atomic_cmpswap_x2 v[252:255], off, s[12:15], s4 offset:4095
buffer_atomic_cmpswap_x2 v[1:4], off, s[16:19], s4 offset:4095
buffer_atomic_cmpswap_x2 v[1:4], off, s[100:103], s4 offset:4095
buffer_atomic_cmpswap_x2 v[1:4], off, ttmp[8:11], s4 offset:4095
buffer_atomic_cmpswap_x2 v[1:4], off, s[12:15], s103 offset:4095
buffer_atomic_cmpswap_x2 v[1:4], off, s[12:15], m0 offset:4095
buffer_atomic_cmpswap_x2 v[1:4], off, s[12:15], 0 offset:4095
buffer_atomic_cmpswap_x2 v[1:4], off, s[12:15], -1 offset:4095
buffer_atomic_cmpswap_x2 v[1:4], v0, s[12:15], s4 idxen offset:4095
buffer_atomic_cmpswap_x2 v[1:4], v0, s[12:15], s4 offen offset:4095
buffer_atomic_cmpswap_x2 v[1:4], v[0:1], s[12:15], s4 addr64 offset:4095
buffer_atomic_cmpswap_x2 v[1:4], off, s[12:15], s4
buffer_atomic_cmpswap_x2 v[1:4], off, s[12:15], s4 offset:0
buffer_atomic_cmpswap_x2 v[1:4], off, s[12:15], s4 offset:7
buffer_atomic_cmpswap_x2 v[1:4], off, s[12:15], s4 offset:4095 glc
buffer_atomic_cmpswap_x2 v[1:4], off, s[12:15], s4 offset:4095 slc
buffer_atomic_add_x2 v[1:2], off, s[12:15], s4 offset:4095
buffer_atomic_add_x2 v[254:255], off, s[12:15], s4 offset:4095
buffer_atomic_add_x2 v[1:2], off, s[16:19], s4 offset:4095
buffer_atomic_add_x2 v[1:2], off, s[100:103], s4 offset:4095
buffer_atomic_add_x2 v[1:2], off, ttmp[8:11], s4 offset:4095
buffer_atomic_add_x2 v[1:2], off, s[12:15], s103 offset:4095
buffer_atomic_add_x2 v[1:2], off, s[12:15], m0 offset:4095
buffer_atomic_add_x2 v[1:2], off, s[12:15], 0 offset:4095
buffer_atomic_add_x2 v[1:2], off, s[12:15], -1 offset:4095
buffer_atomic_add_x2 v[1:2], v0, s[12:15], s4 idxen offset:4095
buffer_atomic_add_x2 v[1:2], v0, s[12:15], s4 offen offset:4095
buffer_atomic_add_x2 v[1:2], v[0:1], s[12:15], s4 addr64 offset:4095
buffer_atomic_add_x2 v[1:2], off, s[12:15], s4
buffer_atomic_add_x2 v[1:2], off, s[12:15], s4 offset:0
buffer_atomic_add_x2 v[1:2], off, s[12:15], s4 offset:7
buffer_atomic_add_x2 v[1:2], off, s[12:15], s4 offset:4095 glc
buffer_atomic_add_x2 v[1:2], off, s[12:15], s4 offset:4095 slc
buffer_atomic_sub_x2 v[1:2], off, s[12:15], s4 offset:4095
buffer_atomic_sub_x2 v[254:255], off, s[12:15], s4 offset:4095
buffer_atomic_sub_x2 v[1:2], off, s[16:19], s4 offset:4095
buffer_atomic_sub_x2 v[1:2], off, s[100:103], s4 offset:4095
buffer_atomic_sub_x2 v[1:2], off, ttmp[8:11], s4 offset:4095
buffer_atomic_sub_x2 v[1:2], off, s[12:15], s103 offset:4095
buffer_atomic_sub_x2 v[1:2], off, s[12:15], m0 offset:4095
buffer_atomic_sub_x2 v[1:2], off, s[12:15], 0 offset:4095
buffer_atomic_sub_x2 v[1:2], off, s[12:15], -1 offset:4095
buffer_atomic_sub_x2 v[1:2], v0, s[12:15], s4 idxen offset:4095
buffer_atomic_sub_x2 v[1:2], v0, s[12:15], s4 offen offset:4095
buffer_atomic_sub_x2 v[1:2], v[0:1], s[12:15], s4 addr64 offset:4095
buffer_atomic_sub_x2 v[1:2], off, s[12:15], s4
buffer_atomic_sub_x2 v[1:2], off, s[12:15], s4 offset:0
buffer_atomic_sub_x2 v[1:2], off, s[12:15], s4 offset:7
buffer_atomic_sub_x2 v[1:2], off, s[12:15], s4 offset:4095 glc
buffer_atomic_sub_x2 v[1:2], off, s[12:15], s4 offset:4095 slc
buffer_atomic_smin_x2 v[1:2], off, s[12:15], s4 offset:4095
buffer_atomic_smin_x2 v[254:255], off, s[12:15], s4 offset:4095
buffer_atomic_smin_x2 v[1:2], off, s[16:19], s4 offset:4095
buffer_atomic_smin_x2 v[1:2], off, s[100:103], s4 offset:4095
buffer_atomic_smin_x2 v[1:2], off, ttmp[8:11], s4 offset:4095
buffer_atomic_smin_x2 v[1:2], off, s[12:15], s103 offset:4095
buffer_atomic_smin_x2 v[1:2], off, s[12:15], m0 offset:4095
buffer_atomic_smin_x2 v[1:2], off, s[12:15], 0 offset:4095
buffer_atomic_smin_x2 v[1:2], off, s[12:15], -1 offset:4095
s_addc_u32 s5, 0xaf123456, s2
s_addc_u32 s5, 0x3f717273, s2
s_addc_u32 s5, s1, s103
s_addc_u32 s5, s1, flat_scratch_lo
s_addc_u32 s5, s1, flat_scratch_hi
s_addc_u32 s5, s1, vcc_lo
s_addc_u32 s5, s1, vcc_hi
s_addc_u32 s5, s1, tba_lo
s_addc_u32 s5, s1, tba_hi
s_addc_u32 s5, s1, tma_lo
s_addc_u32 s5, s1, tma_hi
s_addc_u32 s5, s1, ttmp11
s_addc_u32 s5, s1, m0
s_addc_u32 s5, s1, exec_lo
s_addc_u32 s5, s1, exec_hi
s_addc_u32 s5, s1, 0
s_addc_u32 s5, s1, -1
s_addc_u32 s5, s1, 0.5
s_addc_u32 s5, s1, -4.0
s_addc_u32 s5, s1, 0xaf123456
s_addc_u32 s5, s1, 0x3f717273
s_subb_u32 s5, s1, s2
s_subb_u32 s103, s1, s2
s_subb_u32 flat_scratch_lo, s1, s2
s_subb_u32 flat_scratch_hi, s1, s2
s_subb_u32 vcc_lo, s1, s2
s_subb_u32 vcc_hi, s1, s2
s_subb_u32 tba_lo, s1, s2
s_subb_u32 tba_hi, s1, s2
s_subb_u32 tma_lo, s1, s2
s_subb_u32 tma_hi, s1, s2
s_subb_u32 ttmp11, s1, s2
s_cmp_eq_i32 exec_lo, s2
s_cmp_eq_i32 exec_hi, s2
s_cmp_eq_i32 0, s2
s_cmp_eq_i32 -1, s2
s_cmp_eq_i32 0.5, s2
s_cmp_eq_i32 -4.0, s2
s_cmp_eq_i32 0x3f717273, s2
s_cmp_eq_i32 s1, s103
s_cmp_eq_i32 s1, flat_scratch_lo
s_cmp_eq_i32 s1, flat_scratch_hi
s_cmp_eq_i32 s1, vcc_lo
s_cmp_eq_i32 s1, vcc_hi
s_cmp_eq_i32 s1, tba_hi
s_cmp_eq_i32 s1, tma_lo
s_cmp_eq_i32 s1, tma_hi
s_cmp_eq_i32 s1, ttmp11
s_cmp_eq_i32 s1, m0
s_cmp_eq_i32 s1, exec_lo
s_cmp_eq_i32 s1, exec_hi
s_cmp_eq_i32 s1, 0
s_cmp_eq_i32 s1, -1
s_cmp_eq_i32 s1, 0.5
s_cmp_eq_i32 s1, -4.0
s_cmp_eq_i32 s1, 0xaf123456
s_cmp_lg_i32 s103, s2
s_cmp_lg_i32 flat_scratch_lo, s2
s_cmp_lg_i32 vcc_lo, s2
s_cmp_lg_i32 vcc_hi, s2
s_cmp_lg_i32 tba_lo, s2
s_cmp_lg_i32 tba_hi, s2
s_cmp_lg_i32 tma_lo, s2
s_cmp_lg_i32 tma_hi, s2
s_cmp_lg_i32 ttmp11, s2
s_cmp_lg_i32 m0, s2
s_cmp_lg_i32 exec_lo, s2
s_cmp_lg_i32 exec_hi, s2
s_cmp_lg_i32 0, s2
s_cmp_lg_i32 -1, s2
s_cmp_lg_i32 0.5, s2
s_cmp_lg_i32 -4.0, s2
s_cmp_lg_i32 0xaf123456, s2
s_cmp_lg_i32 0x3f717273, s2
s_cmp_lg_i32 s1, s103
s_cmp_lg_i32 s1, flat_scratch_lo
s_cmp_lg_i32 s1, flat_scratch_hi
s_cmp_lg_i32 s1, vcc_lo
s_cmp_lg_i32 s1, vcc_hi
s_cmp_lg_i32 s1, tba_lo
s_cmp_lg_i32 s1, tba_hi
s_cmp_lg_i32 s1, tma_lo
s_cmp_lg_i32 s1, ttmp11
s_cmp_lg_i32 s1, m0
s_cmp_lg_i32 s1, exec_lo
s_cmp_lg_i32 s1, exec_hi
s_cmp_lg_i32 s1, 0
s_cmp_lg_i32 s1, -1
s_cmp_lg_i32 s1, 0.5
s_cmp_lg_i32 s1, -4.0
s_cmp_lg_i32 s1, 0xaf123456
s_cmp_lg_i32 s1, 0x3f717273
s_cmp_gt_i32 s103, s2
s_cmp_gt_i32 flat_scratch_lo, s2
s_cmp_gt_i32 flat_scratch_hi, s2
s_cmp_gt_i32 vcc_lo, s2
s_cmp_gt_i32 vcc_hi, s2
s_cmp_gt_i32 tba_lo, s2
s_cmp_gt_i32 tma_lo, s2
s_cmp_gt_i32 tma_hi, s2
s_cmp_gt_i32 ttmp11, s2
s_cmp_gt_i32 m0, s2
s_cmp_gt_i32 exec_lo, s2
s_cmp_gt_i32 exec_hi, s2
s_cmp_gt_i32 0, s2
s_cmp_gt_i32 -1, s2
s_cmp_gt_i32 0.5, s2
s_cmp_gt_i32 -4.0, s2
s_cmp_gt_i32 0xaf123456, s2
s_cmp_gt_i32 0x3f717273, s2
s_cmp_gt_i32 s1, s103
s_cmp_gt_i32 s1, flat_scratch_lo
s_cmp_gt_i32 s1, flat_scratch_hi
s_cmp_gt_i32 s1, vcc_lo
s_cmp_gt_i32 s1, vcc_hi
s_cmp_gt_i32 s1, tba_lo
s_cmp_gt_i32 s1, tba_hi
s_cmp_gt_i32 s1, tma_lo
s_cmp_gt_i32 s1, tma_hi
s_cmp_gt_i32 s1, ttmp11
s_cmp_gt_i32 s1, m0
s_cmp_gt_i32 s1, exec_lo
s_cmp_gt_i32 s1, exec_hi
s_cmp_gt_i32 s1, 0
s_cmp_gt_i32 s1, -1
s_cmp_gt_i32 s1, 0.5
s_cmp_gt_i32 s1, 0xaf123456
s_cmp_gt_i32 s1, 0x3f717273
s_cmp_ge_i32 s103, s2
s_cmp_ge_i32 flat_scratch_lo, s2
s_cmp_ge_i32 flat_scratch_hi, s2
s_cmp_ge_i32 vcc_lo, s2
s_cmp_ge_i32 vcc_hi, s2
s_cmp_ge_i32 tba_lo, s2
s_cmp_ge_i32 tba_hi, s2
s_cmp_ge_i32 tma_lo, s2
s_cmp_ge_i32 tma_hi, s2
s_cmp_ge_i32 ttmp11, s2
s_cmp_ge_i32 m0, s2
s_cmp_ge_i32 exec_lo, s2
s_cmp_ge_i32 0, s2
s_cmp_ge_i32 -1, s2
s_cmp_ge_i32 0.5, s2
s_cmp_ge_i32 -4.0, s2
s_cmp_ge_i32 0xaf123456, s2
s_cmp_ge_i32 0x3f717273, s2
s_cmp_ge_i32 s1, s103
s_cmp_ge_i32 s1, flat_scratch_lo
s_cmp_ge_i32 s1, flat_scratch_hi
s_cmp_ge_i32 s1, vcc_lo
s_cmp_ge_i32 s1, vcc_hi
s_cmp_ge_i32 s1, tba_lo
s_cmp_ge_i32 s1, tba_hi
s_cmp_ge_i32 s1, tma_lo
s_cmp_ge_i32 s1, tma_hi
s_cmp_ge_i32 s1, ttmp11
s_cmp_ge_i32 s1, m0
s_cmp_ge_i32 s1, exec_lo
s_cmp_ge_i32 s1, exec_hi
s_cmp_ge_i32 s1, 0
s_cmp_ge_i32 s1, -1
s_cmp_ge_i32 s1, -4.0
s_cmp_ge_i32 s1, 0xaf123456
s_cmp_ge_i32 s1, 0x3f717273
s_cmp_lt_i32 s103, s2
s_cmp_lt_i32 flat_scratch_lo, s2
s_cmp_lt_i32 flat_scratch_hi, s2
s_cmp_lt_i32 vcc_lo, s2
s_cmp_lt_i32 tba_lo, s2
s_cmp_lt_i32 tba_hi, s2
s_cmp_lt_i32 tma_lo, s2
s_cmp_lt_i32 tma_hi, s2
s_cmp_lt_i32 ttmp11, s2
s_cmp_lt_i32 m0, s2
s_cmp_lt_i32 exec_lo, s2
s_cmp_lt_i32 exec_hi, s2
s_cmp_lt_i32 0, s2
s_cmp_lt_i32 -1, s2
s_cmp_lt_i32 0.5, s2
s_cmp_lt_i32 -4.0, s2
s_cmp_lt_i32 0xaf123456, s2
s_cmp_lt_i32 0x3f717273, s2
s_cmp_lt_i32 s1, s103
s_cmp_lt_i32 s1, flat_scratch_lo
s_cmp_lt_i32 s1, flat_scratch_hi
s_cmp_lt_i32 s1, vcc_lo
s_cmp_lt_i32 s1, vcc_hi
s_cmp_lt_i32 s1, tba_lo
s_cmp_lt_i32 s1, tba_hi
s_cmp_lt_i32 s1, tma_lo
s_cmp_lt_i32 s1, tma_hi
s_cmp_lt_i32 s1, m0
s_cmp_lt_i32 s1, exec_lo
s_cmp_lt_i32 s1, exec_hi
s_cmp_lt_i32 s1, 0
s_cmp_lt_i32 s1, -1
s_cmp_lt_i32 s1, 0.5
s_cmp_lt_i32 s1, -4.0
s_cmp_lt_i32 s1, 0xaf123456
s_cmp_lt_i32 s1, 0x3f717273
s_cmp_le_i32 s103, s2
s_cmp_le_i32 flat_scratch_lo, s2
s_cmp_le_i32 flat_scratch_hi, s2
s_cmp_le_i32 vcc_lo, s2
s_cmp_le_i32 vcc_hi, s2
s_cmp_le_i32 tba_lo, s2
s_cmp_le_i32 tba_hi, s2
s_cmp_le_i32 tma_lo, s2
s_cmp_le_i32 tma_hi, s2
s_cmp_le_i32 ttmp11, s2
s_cmp_le_i32 m0, s2
s_cmp_le_i32 exec_lo, s2
s_cmp_le_i32 exec_hi, s2
s_cmp_le_i32 0, s2
s_cmp_le_i32 -1, s2
s_cmp_le_i32 -4.0, s2
s_cmp_le_i32 0xaf123456, s2
s_cmp_le_i32 0x3f717273, s2
s_cmp_le_i32 s1, s103
s_cmp_le_i32 s1, flat_scratch_lo
s_cmp_le_i32 s1, flat_scratch_hi
s_cmp_le_i32 s1, vcc_lo
s_cmp_le_i32 s1, vcc_hi
s_cmp_le_i32 s1, tba_lo
s_cmp_le_i32 s1, tba_hi
s_cmp_le_i32 s1, tma_lo
s_cmp_le_i32 s1, tma_hi
s_cmp_le_i32 s1, ttmp11
s_cmp_le_i32 s1, m0
s_cmp_le_i32 s1, exec_hi
s_cmp_le_i32 s1, 0
s_cmp_le_i32 s1, -1
s_cmp_le_i32 s1, 0.5
s_cmp_le_i32 s1, -4.0
s_cmp_le_i32 s1, 0xaf123456
s_cmp_le_i32 s1, 0x3f717273
s_cmp_eq_u32 s103, s2
s_cmp_eq_u32 flat_scratch_lo, s2
s_cmp_eq_u32 flat_scratch_hi, s2
s_cmp_eq_u32 vcc_lo, s2
s_cmp_eq_u32 vcc_hi, s2
s_cmp_eq_u32 tba_lo, s2
s_cmp_eq_u32 tba_hi, s2
s_cmp_eq_u32 tma_hi, s2
s_cmp_eq_u32 ttmp11, s2
s_cmp_eq_u32 m0, s2
s_cmp_eq_u32 exec_lo, s2
s_cmp_eq_u32 exec_hi, s2
s_cmp_eq_u32 0, s2
s_cmp_eq_u32 -1, s2
s_cmp_eq_u32 0.5, s2
s_cmp_eq_u32 -4.0, s2
s_cmp_eq_u32 0xaf123456, s2
s_cmp_eq_u32 0x3f717273, s2
s_cmp_eq_u32 s1, s103
s_cmp_eq_u32 s1, flat_scratch_lo
s_cmp_eq_u32 s1, flat_scratch_hi
s_cmp_eq_u32 s1, vcc_lo
s_cmp_eq_u32 s1, vcc_hi
s_cmp_eq_u32 s1, tba_lo
s_cmp_eq_u32 s1, tba_hi
s_cmp_eq_u32 s1, tma_lo
s_cmp_eq_u32 s1, tma_hi
s_cmp_eq_u32 s1, ttmp11
s_cmp_eq_u32 s1, m0
s_cmp_eq_u32 s1, exec_lo
s_cmp_eq_u32 s1, exec_hi
s_cmp_eq_u32 s1, 0
s_cmp_eq_u32 s1, -1
s_cmp_eq_u32 s1, 0.5
s_cmp_eq_u32 s1, -4.0
s_cmp_eq_u32 s1, 0x3f717273
s_cmp_lg_u32 s103, s2
s_cmp_lg_u32 flat_scratch_lo, s2
s_cmp_lg_u32 flat_scratch_hi, s2
s_cmp_lg_u32 vcc_lo, s2
s_cmp_lg_u32 vcc_hi, s2
v_cvt_f64_u32_e64 v[5:6], -1
v_cvt_f64_u32_e64 v[5:6], 0.5
v_cvt_f64_u32_e64 v[5:6], -4.0
v_cvt_f64_u32_e64 v[5:6], v1 clamp
v_cvt_f64_u32_e64 v[5:6], v1 mul:2
v_cvt_f64_u32_e64 v[5:6], v1 mul:4
v_cvt_f64_u32_e64 v[5:6], v1 div:2
v_trunc_f64 v[5:6], v[1:2]
v_trunc_f64 v[254:255], v[1:2]
v_trunc_f64 v[5:6], v[254:255]
v_trunc_f64 v[5:6], s[2:3]
v_trunc_f64 v[5:6], s[4:5]
v_trunc_f64 v[5:6], s[102:103]
v_trunc_f64 v[5:6], flat_scratch
v_trunc_f64 v[5:6], vcc
v_trunc_f64 v[5:6], tba
v_trunc_f64 v[5:6], tma
v_trunc_f64 v[5:6], ttmp[10:11]
v_trunc_f64 v[5:6], exec
v_trunc_f64 v[5:6], 0
v_trunc_f64 v[5:6], -1
v_trunc_f64 v[5:6], 0.5
v_trunc_f64 v[5:6], -4.0
v_trunc_f64 v[5:6], 0xaf123456
v_trunc_f64 v[5:6], 0x3f717273
v_trunc_f64_e64 v[5:6], v[1:2]
v_trunc_f64_e64 v[254:255], v[1:2]
v_trunc_f64_e64 v[5:6], v[254:255]
v_trunc_f64_e64 v[5:6], s[2:3]
v_trunc_f64_e64 v[5:6], s[4:5]
v_trunc_f64_e64 v[5:6], s[102:103]
v_trunc_f64_e64 v[5:6], flat_scratch
v_trunc_f64_e64 v[5:6], vcc
v_trunc_f64_e64 v[5:6], tba
v_trunc_f64_e64 v[5:6], tma
v_trunc_f64_e64 v[5:6], ttmp[10:11]
v_trunc_f64_e64 v[5:6], exec
v_trunc_f64_e64 v[5:6], 0
v_trunc_f64_e64 v[5:6], -1
v_trunc_f64_e64 v[5:6], 0.5
v_trunc_f64_e64 v[5:6], -4.0
v_trunc_f64_e64 v[5:6], -v[1:2]
v_trunc_f64_e64 v[5:6], |v[1:2]|
v_trunc_f64_e64 v[5:6], v[1:2] clamp
v_trunc_f64_e64 v[5:6], v[1:2] mul:2
v_trunc_f64_e64 v[5:6], v[1:2] mul:4
v_trunc_f64_e64 v[5:6], v[1:2] div:2
v_ceil_f64 v[5:6], v[1:2]
v_ceil_f64 v[254:255], v[1:2]
v_ceil_f64 v[5:6], v[254:255]
v_ceil_f64 v[5:6], s[2:3]
v_ceil_f64 v[5:6], s[4:5]
v_ceil_f64 v[5:6], s[102:103]
v_ceil_f64 v[5:6], flat_scratch
v_ceil_f64 v[5:6], vcc
v_ceil_f64 v[5:6], tba
v_ceil_f64 v[5:6], tma
v_ceil_f64 v[5:6], ttmp[10:11]
v_ceil_f64 v[5:6], exec
v_ceil_f64 v[5:6], 0
v_ceil_f64 v[5:6], -1
v_ceil_f64 v[5:6], 0.5
v_ceil_f64 v[5:6], -4.0
v_ceil_f64 v[5:6], 0xaf123456
v_ceil_f64 v[5:6], 0x3f717273
v_ceil_f64_e64 v[5:6], v[1:2]
v_ceil_f64_e64 v[254:255], v[1:2]
v_ceil_f64_e64 v[5:6], v[254:255]
v_ceil_f64_e64 v[5:6], s[2:3]
v_ceil_f64_e64 v[5:6], s[4:5]
v_ceil_f64_e64 v[5:6], s[102:103]
v_ceil_f64_e64 v[5:6], flat_scratch
v_ceil_f64_e64 v[5:6], vcc
v_ceil_f64_e64 v[5:6], tba
v_ceil_f64_e64 v[5:6], tma
v_ceil_f64_e64 v[5:6], ttmp[10:11]
v_ceil_f64_e64 v[5:6], exec
v_ceil_f64_e64 v[5:6], 0
v_ceil_f64_e64 v[5:6], -1
v_ceil_f64_e64 v[5:6], 0.5
v_ceil_f64_e64 v[5:6], -4.0
v_ceil_f64_e64 v[5:6], -v[1:2]
v_ceil_f64_e64 v[5:6], |v[1:2]|
v_ceil_f64_e64 v[5:6], v[1:2] clamp
v_ceil_f64_e64 v[5:6], v[1:2] mul:2
v_ceil_f64_e64 v[5:6], v[1:2] mul:4
v_ceil_f64_e64 v[5:6], v[1:2] div:2
v_rndne_f64 v[5:6], v[1:2]
v_rndne_f64 v[254:255], v[1:2]
v_rndne_f64 v[5:6], v[254:255]
v_rndne_f64 v[5:6], s[2:3]
v_rndne_f64 v[5:6], s[4:5]
v_rndne_f64 v[5:6], s[102:103]
v_rndne_f64 v[5:6], flat_scratch
v_rndne_f64 v[5:6], vcc
v_rndne_f64 v[5:6], tba
v_rndne_f64 v[5:6], tma
v_rndne_f64 v[5:6], ttmp[10:11]
v_rndne_f64 v[5:6], exec
v_rndne_f64 v[5:6], 0
v_rndne_f64 v[5:6], -1
v_rndne_f64 v[5:6], 0.5
v_rndne_f64 v[5:6], -4.0
v_rndne_f64 v[5:6], 0xaf123456
v_rndne_f64 v[5:6], 0x3f717273
v_rndne_f64_e64 v[5:6], v[1:2]
v_rndne_f64_e64 v[254:255], v[1:2]
v_rndne_f64_e64 v[5:6], v[254:255]
v_rndne_f64_e64 v[5:6], s[2:3]
v_rndne_f64_e64 v[5:6], s[4:5]
v_rndne_f64_e64 v[5:6], s[102:103]
v_rndne_f64_e64 v[5:6], flat_scratch
v_rndne_f64_e64 v[5:6], vcc
v_rndne_f64_e64 v[5:6], tba
v_rndne_f64_e64 v[5:6], tma
v_rndne_f64_e64 v[5:6], ttmp[10:11]
v_rndne_f64_e64 v[5:6], exec
v_rndne_f64_e64 v[5:6], 0
v_rndne_f64_e64 v[5:6], -1
v_rndne_f64_e64 v[5:6], 0.5
v_rndne_f64_e64 v[5:6], -4.0
v_rndne_f64_e64 v[5:6], -v[1:2]
v_rndne_f64_e64 v[5:6], |v[1:2]|
v_rndne_f64_e64 v[5:6], v[1:2] clamp
v_rndne_f64_e64 v[5:6], v[1:2] mul:2
v_rndne_f64_e64 v[5:6], v[1:2] mul:4
v_rndne_f64_e64 v[5:6], v[1:2] div:2
v_floor_f64 v[5:6], v[1:2]
v_floor_f64 v[254:255], v[1:2]
v_floor_f64 v[5:6], v[254:255]
v_floor_f64 v[5:6], s[2:3]
v_floor_f64 v[5:6], s[4:5]
v_floor_f64 v[5:6], s[102:103]
v_floor_f64 v[5:6], flat_scratch
v_floor_f64 v[5:6], vcc
v_floor_f64 v[5:6], tba
v_floor_f64 v[5:6], tma
v_floor_f64 v[5:6], ttmp[10:11]
v_floor_f64 v[5:6], exec
v_floor_f64 v[5:6], 0
v_floor_f64 v[5:6], -1
v_floor_f64 v[5:6], 0.5
v_floor_f64 v[5:6], -4.0
v_floor_f64 v[5:6], 0xaf123456
v_floor_f64 v[5:6], 0x3f717273
v_floor_f64_e64 v[5:6], v[1:2]
v_floor_f64_e64 v[254:255], v[1:2]
v_floor_f64_e64 v[5:6], v[254:255]
v_floor_f64_e64 v[5:6], s[2:3]
v_floor_f64_e64 v[5:6], s[4:5]
v_floor_f64_e64 v[5:6], s[102:103]
v_floor_f64_e64 v[5:6], flat_scratch
v_floor_f64_e64 v[5:6], vcc
v_floor_f64_e64 v[5:6], tba
v_floor_f64_e64 v[5:6], tma
v_floor_f64_e64 v[5:6], ttmp[10:11]
v_floor_f64_e64 v[5:6], exec
v_floor_f64_e64 v[5:6], 0
v_floor_f64_e64 v[5:6], -1
v_floor_f64_e64 v[5:6], 0.5
v_floor_f64_e64 v[5:6], -4.0
v_floor_f64_e64 v[5:6], -v[1:2]
v_floor_f64_e64 v[5:6], |v[1:2]|
v_floor_f64_e64 v[5:6], v[1:2] clamp
v_floor_f64_e64 v[5:6], v[1:2] mul:2
v_floor_f64_e64 v[5:6], v[1:2] mul:4
v_floor_f64_e64 v[5:6], v[1:2] div:2
v_fract_f32 v5, v1
v_fract_f32 v255, v1
v_fract_f32 v5, v255
v_fract_f32 v5, s1
v_fract_f32 v5, s103
v_fract_f32 v5, flat_scratch_lo
v_fract_f32 v5, flat_scratch_hi
v_fract_f32 v5, vcc_lo
v_fract_f32 v5, vcc_hi
v_fract_f32 v5, tba_lo
v_fract_f32 v5, tba_hi
v_fract_f32 v5, tma_lo
v_fract_f32 v5, tma_hi
v_fract_f32 v5, ttmp11
v_fract_f32 v5, m0
v_fract_f32 v5, exec_lo
v_fract_f32 v5, exec_hi
v_fract_f32 v5, 0
v_fract_f32 v5, -1
v_fract_f32 v5, 0.5
v_fract_f32 v5, -4.0
v_fract_f32 v5, 0xaf123456
v_fract_f32 v5, 0x3f717273
v_fract_f32_e64 v5, v1
v_fract_f32_e64 v255, v1
v_fract_f32_e64 v5, v255
v_fract_f32_e64 v5, s1
v_fract_f32_e64 v5, s103
v_fract_f32_e64 v5, flat_scratch_lo
v_fract_f32_e64 v5, flat_scratch_hi
v_fract_f32_e64 v5, vcc_lo
v_fract_f32_e64 v5, vcc_hi
v_fract_f32_e64 v5, tba_lo
v_fract_f32_e64 v5, tba_hi
v_fract_f32_e64 v5, tma_lo
v_fract_f32_e64 v5, tma_hi
v_fract_f32_e64 v5, ttmp11
v_fract_f32_e64 v5, m0
v_fract_f32_e64 v5, exec_lo
v_fract_f32_e64 v5, exec_hi
v_fract_f32_e64 v5, 0
v_fract_f32_e64 v5, -1
v_fract_f32_e64 v5, 0.5
v_fract_f32_e64 v5, -4.0
v_fract_f32_e64 v5, -v1
v_fract_f32_e64 v5, |v1|
v_fract_f32_e64 v5, v1 clamp
v_fract_f32_e64 v5, v1 mul:2
v_fract_f32_e64 v5, v1 mul:4
v_fract_f32_e64 v5, v1 div:2
v_exp_legacy_f32_e64 v5, tba_lo
v_exp_legacy_f32_e64 v5, tba_hi
v_exp_legacy_f32_e64 v5, tma_lo
v_exp_legacy_f32_e64 v5, tma_hi
v_exp_legacy_f32_e64 v5, ttmp11
v_exp_legacy_f32_e64 v5, m0
v_exp_legacy_f32_e64 v5, exec_lo
v_exp_legacy_f32_e64 v5, exec_hi
v_exp_legacy_f32_e64 v5, 0
v_exp_legacy_f32_e64 v5, -1
v_exp_legacy_f32_e64 v5, 0.5
v_exp_legacy_f32_e64 v5, -4.0
v_exp_legacy_f32_e64 v5, -v1
v_exp_legacy_f32_e64 v5, |v1|
v_exp_legacy_f32_e64 v5, v1 clamp
v_exp_legacy_f32_e64 v5, v1 mul:2
v_exp_legacy_f32_e64 v5, v1 mul:4
v_exp_legacy_f32_e64 v5, v1 div:2
v_cndmask_b32 v5, v1, v2, vcc
v_cndmask_b32 v255, v1, v2, vcc
v_cndmask_b32 v5, v255, v2, vcc
v_cndmask_b32 v5, 0, v2, vcc
v_cndmask_b32 v5, -1, v2, vcc
v_cndmask_b32 v5, 0.5, v2, vcc
v_cndmask_b32 v5, -4.0, v2, vcc
v_cndmask_b32 v5, v1, v255, vcc
v_cndmask_b32_e64 v5, v1, v2, s[6:7]
v_cndmask_b32_e64 v255, v1, v2, s[6:7]
v_cndmask_b32_e64 v5, v255, v2, s[6:7]
v_cndmask_b32_e64 v5, 0, v2, s[6:7]
v_cndmask_b32_e64 v5, -1, v2, s[6:7]
v_cndmask_b32_e64 v5, 0.5, v2, s[6:7]
v_cndmask_b32_e64 v5, -4.0, v2, s[6:7]
v_cndmask_b32_e64 v5, v1, v255, s[6:7]
v_cndmask_b32_e64 v5, v1, 0, s[6:7]
v_cndmask_b32_e64 v5, v1, -1, s[6:7]
v_cndmask_b32_e64 v5, v1, 0.5, s[6:7]
v_cndmask_b32_e64 v5, v1, -4.0, s[6:7]
v_cndmask_b32_e64 v5, v1, v2, s[8:9]
v_cndmask_b32_e64 v5, v1, v2, s[102:103]
v_cndmask_b32_e64 v5, v1, v2, flat_scratch
v_cndmask_b32_e64 v5, v1, v2, vcc
v_cndmask_b32_e64 v5, v1, v2, tba
v_cndmask_b32_e64 v5, v1, v2, tma
v_cndmask_b32_e64 v5, v1, v2, ttmp[10:11]
v_readlane_b32 s5, v1, s2
v_readlane_b32 s103, v1, s2
v_readlane_b32 tba_lo, v1, s2
v_readlane_b32 tba_hi, v1, s2
v_readlane_b32 tma_lo, v1, s2
v_readlane_b32 tma_hi, v1, s2
v_readlane_b32 ttmp11, v1, s2
v_readlane_b32 s5, v255, s2
v_readlane_b32 s5, v1, s103
v_readlane_b32 s5, v1, flat_scratch_lo
v_readlane_b32 s5, v1, flat_scratch_hi
v_readlane_b32 s5, v1, vcc_lo
v_readlane_b32 s5, v1, vcc_hi
v_readlane_b32 s5, v1, tba_lo
v_readlane_b32 s5, v1, tba_hi
v_readlane_b32 s5, v1, tma_lo
v_readlane_b32 s5, v1, tma_hi
v_readlane_b32 s5, v1, ttmp11
v_readlane_b32 s5, v1, m0
v_readlane_b32 s5, v1, 0
v_writelane_b32 v5, 0, s2
v_writelane_b32 v255, 0, s2
v_writelane_b32 v5, -1, s2
v_writelane_b32 v5, 0.5, s2
v_writelane_b32 v5, -4.0, s2
v_writelane_b32 v5, 0, s103
v_writelane_b32 v5, 0, flat_scratch_lo
v_writelane_b32 v5, 0, flat_scratch_hi
v_writelane_b32 v5, 0, vcc_lo
v_writelane_b32 v5, 0, vcc_hi
v_writelane_b32 v5, 0, tba_lo
v_writelane_b32 v5, 0, tba_hi
v_writelane_b32 v5, 0, tma_lo
v_writelane_b32 v5, 0, tma_hi
v_writelane_b32 v5, 0, ttmp11
v_writelane_b32 v5, 0, m0
v_writelane_b32 v5, 0, 0
v_add_f32 v5, v1, v2
v_add_f32 v255, v1, v2
v_add_f32 v5, v255, v2
v_add_f32 v5, s1, v2
v_add_f32 v5, s103, v2
v_add_f32 v5, flat_scratch_lo, v2
v_add_f32 v5, flat_scratch_hi, v2
v_add_f32 v5, vcc_lo, v2
v_add_f32 v5, vcc_hi, v2
v_add_f32 v5, tba_lo, v2
v_add_f32 v5, tba_hi, v2
v_add_f32 v5, tma_lo, v2
v_add_f32 v5, tma_hi, v2
v_add_f32 v5, ttmp11, v2
v_add_f32 v5, m0, v2
v_add_f32 v5, exec_lo, v2
v_add_f32 v5, exec_hi, v2
v_add_f32 v5, 0, v2
v_add_f32 v5, -1, v2
v_add_f32 v5, 0.5, v2
v_add_f32 v5, -4.0, v2
v_add_f32 v5, 0xaf123456, v2
v_add_f32 v5, 0x3f717273, v2
v_add_f32 v5, v1, v255
v_add_f32_e64 v5, v1, v2
v_add_f32_e64 v255, v1, v2
v_add_f32_e64 v5, v255, v2
v_add_f32_e64 v5, s1, v2
v_add_f32_e64 v5, s103, v2
v_add_f32_e64 v5, flat_scratch_lo, v2
v_add_f32_e64 v5, flat_scratch_hi, v2
v_add_f32_e64 v5, vcc_lo, v2
v_add_f32_e64 v5, vcc_hi, v2
v_add_f32_e64 v5, tba_lo, v2
v_add_f32_e64 v5, tba_hi, v2
v_add_f32_e64 v5, tma_lo, v2
v_add_f32_e64 v5, tma_hi, v2
v_add_f32_e64 v5, ttmp11, v2
v_add_f32_e64 v5, m0, v2
v_add_f32_e64 v5, exec_lo, v2
v_add_f32_e64 v5, exec_hi, v2
v_add_f32_e64 v5, 0, v2
v_add_f32_e64 v5, -1, v2
v_add_f32_e64 v5, 0.5, v2
v_add_f32_e64 v5, -4.0, v2
v_add_f32_e64 v5, v1, v255
v_add_f32_e64 v5, v1, s2
v_add_f32_e64 v5, v1, s103
v_add_f32_e64 v5, v1, flat_scratch_lo
v_add_f32_e64 v5, v1, flat_scratch_hi
v_add_f32_e64 v5, v1, vcc_lo
v_add_f32_e64 v5, v1, vcc_hi
v_add_f32_e64 v5, v1, tba_lo
v_add_f32_e64 v5, v1, tba_hi
v_add_f32_e64 v5, v1, tma_lo
v_add_f32_e64 v5, v1, tma_hi
v_add_f32_e64 v5, v1, ttmp11
v_add_f32_e64 v5, v1, m0
v_add_f32_e64 v5, v1, exec_lo
v_add_f32_e64 v5, v1, exec_hi
v_add_f32_e64 v5, v1, 0
v_add_f32_e64 v5, v1, -1
v_add_f32_e64 v5, v1, 0.5
v_add_f32_e64 v5, v1, -4.0
v_add_f32_e64 v5, -v1, v2
v_add_f32_e64 v5, v1, -v2
v_add_f32_e64 v5, -v1, -v2
v_add_f32_e64 v5, |v1|, v2
v_add_f32_e64 v5, v1, |v2|
v_add_f32_e64 v5, |v1|, |v2|
v_add_f32_e64 v5, v1, v2 clamp
v_add_f32_e64 v5, v1, v2 mul:2
v_add_f32_e64 v5, v1, v2 mul:4
v_add_f32_e64 v5, v1, v2 div:2
v_sub_f32 v5, v1, v2
v_sub_f32 v255, v1, v2
v_sub_f32 v5, v255, v2
v_sub_f32 v5, s1, v2
v_sub_f32 v5, s103, v2
v_sub_f32 v5, flat_scratch_lo, v2
v_sub_f32 v5, flat_scratch_hi, v2
v_sub_f32 v5, vcc_lo, v2
v_sub_f32 v5, vcc_hi, v2
v_sub_f32 v5, tba_lo, v2
v_sub_f32 v5, tba_hi, v2
v_sub_f32 v5, tma_lo, v2
v_sub_f32 v5, tma_hi, v2
v_sub_f32 v5, ttmp11, v2
v_sub_f32 v5, m0, v2
v_sub_f32 v5, exec_lo, v2
v_sub_f32 v5, exec_hi, v2
v_sub_f32 v5, 0, v2
v_sub_f32 v5, -1, v2
v_sub_f32 v5, 0.5, v2
v_sub_f32 v5, -4.0, v2
v_sub_f32 v5, 0xaf123456, v2
v_sub_f32 v5, 0x3f717273, v2
v_sub_f32 v5, v1, v255
v_sub_f32_e64 v5, v1, v2
v_sub_f32_e64 v255, v1, v2
v_sub_f32_e64 v5, v255, v2
v_sub_f32_e64 v5, s1, v2
v_sub_f32_e64 v5, s103, v2
v_sub_f32_e64 v5, flat_scratch_lo, v2
v_sub_f32_e64 v5, flat_scratch_hi, v2
v_sub_f32_e64 v5, vcc_lo, v2
v_sub_f32_e64 v5, vcc_hi, v2
v_sub_f32_e64 v5, tba_lo, v2
v_sub_f32_e64 v5, tba_hi, v2
v_sub_f32_e64 v5, tma_lo, v2
v_sub_f32_e64 v5, tma_hi, v2
v_sub_f32_e64 v5, ttmp11, v2
v_sub_f32_e64 v5, m0, v2
v_sub_f32_e64 v5, exec_lo, v2
v_sub_f32_e64 v5, exec_hi, v2
v_sub_f32_e64 v5, 0, v2
v_sub_f32_e64 v5, -1, v2
v_sub_f32_e64 v5, 0.5, v2
v_sub_f32_e64 v5, -4.0, v2
v_sub_f32_e64 v5, v1, v255
v_sub_f32_e64 v5, v1, s2
v_sub_f32_e64 v5, v1, s103
v_sub_f32_e64 v5, v1, flat_scratch_lo
v_sub_f32_e64 v5, v1, flat_scratch_hi
v_sub_f32_e64 v5, v1, vcc_lo
v_sub_f32_e64 v5, v1, vcc_hi
v_sub_f32_e64 v5, v1, tba_lo
v_sub_f32_e64 v5, v1, tba_hi
v_sub_f32_e64 v5, v1, tma_lo
v_sub_f32_e64 v5, v1, tma_hi
v_sub_f32_e64 v5, v1, ttmp11
v_sub_f32_e64 v5, v1, m0
v_sub_f32_e64 v5, v1, exec_lo
v_sub_f32_e64 v5, v1, exec_hi
v_lshlrev_b32_e64 v5, v1, v2
v_lshlrev_b32_e64 v255, v1, v2
v_lshlrev_b32_e64 v5, v255, v2
v_lshlrev_b32_e64 v5, s1, v2
v_lshlrev_b32_e64 v5, s103, v2
v_lshlrev_b32_e64 v5, flat_scratch_lo, v2
v_lshlrev_b32_e64 v5, flat_scratch_hi, v2
v_lshlrev_b32_e64 v5, vcc_lo, v2
v_lshlrev_b32_e64 v5, vcc_hi, v2
v_lshlrev_b32_e64 v5, tba_lo, v2
v_lshlrev_b32_e64 v5, tba_hi, v2
v_lshlrev_b32_e64 v5, tma_lo, v2
v_lshlrev_b32_e64 v5, tma_hi, v2
v_lshlrev_b32_e64 v5, ttmp11, v2
v_lshlrev_b32_e64 v5, m0, v2
v_lshlrev_b32_e64 v5, exec_lo, v2
v_lshlrev_b32_e64 v5, exec_hi, v2
v_lshlrev_b32_e64 v5, 0, v2
v_lshlrev_b32_e64 v5, -1, v2
v_lshlrev_b32_e64 v5, 0.5, v2
v_lshlrev_b32_e64 v5, -4.0, v2
v_lshlrev_b32_e64 v5, v1, v255
v_lshlrev_b32_e64 v5, v1, s2
v_lshlrev_b32_e64 v5, v1, s103
v_lshlrev_b32_e64 v5, v1, flat_scratch_lo
v_lshlrev_b32_e64 v5, v1, flat_scratch_hi
v_lshlrev_b32_e64 v5, v1, vcc_lo
v_lshlrev_b32_e64 v5, v1, vcc_hi
v_lshlrev_b32_e64 v5, v1, tba_lo
v_lshlrev_b32_e64 v5, v1, tba_hi
v_lshlrev_b32_e64 v5, v1, tma_lo
v_lshlrev_b32_e64 v5, v1, tma_hi
v_lshlrev_b32_e64 v5, v1, ttmp11
v_lshlrev_b32_e64 v5, v1, m0
v_lshlrev_b32_e64 v5, v1, exec_lo
v_lshlrev_b32_e64 v5, v1, exec_hi
v_lshlrev_b32_e64 v5, v1, 0
v_lshlrev_b32_e64 v5, v1, -1
v_lshlrev_b32_e64 v5, v1, 0.5
v_lshlrev_b32_e64 v5, v1, -4.0
v_and_b32 v5, v1, v2
v_and_b32 v255, v1, v2
v_and_b32 v5, v255, v2
v_and_b32 v5, s1, v2
v_and_b32 v5, s103, v2
v_and_b32 v5, flat_scratch_lo, v2
v_and_b32 v5, flat_scratch_hi, v2
v_and_b32 v5, vcc_lo, v2
v_and_b32 v5, vcc_hi, v2
v_and_b32 v5, tba_lo, v2
v_and_b32 v5, tba_hi, v2
v_and_b32 v5, tma_lo, v2
v_and_b32 v5, tma_hi, v2
v_and_b32 v5, ttmp11, v2
v_and_b32 v5, m0, v2
v_and_b32 v5, exec_lo, v2
v_and_b32 v5, exec_hi, v2
v_and_b32 v5, 0, v2
v_and_b32 v5, -1, v2
v_and_b32 v5, 0.5, v2
v_and_b32 v5, -4.0, v2
v_and_b32 v5, 0xaf123456, v2
v_and_b32 v5, 0x3f717273, v2
v_and_b32 v5, v1, v255
v_and_b32_e64 v5, v1, v2
v_and_b32_e64 v255, v1, v2
v_and_b32_e64 v5, v255, v2
v_and_b32_e64 v5, s1, v2
v_and_b32_e64 v5, s103, v2
v_and_b32_e64 v5, flat_scratch_lo, v2
v_and_b32_e64 v5, flat_scratch_hi, v2
v_and_b32_e64 v5, vcc_lo, v2
v_and_b32_e64 v5, vcc_hi, v2
v_and_b32_e64 v5, tba_lo, v2
v_and_b32_e64 v5, tba_hi, v2
v_and_b32_e64 v5, tma_lo, v2
v_and_b32_e64 v5, tma_hi, v2
v_and_b32_e64 v5, ttmp11, v2
v_and_b32_e64 v5, m0, v2
v_and_b32_e64 v5, exec_lo, v2
v_and_b32_e64 v5, exec_hi, v2
v_and_b32_e64 v5, 0, v2
v_and_b32_e64 v5, -1, v2
v_and_b32_e64 v5, 0.5, v2
v_and_b32_e64 v5, -4.0, v2
v_and_b32_e64 v5, v1, v255
v_and_b32_e64 v5, v1, s2
v_and_b32_e64 v5, v1, s103
v_and_b32_e64 v5, v1, flat_scratch_lo
v_and_b32_e64 v5, v1, flat_scratch_hi
v_and_b32_e64 v5, v1, vcc_lo
v_and_b32_e64 v5, v1, vcc_hi
v_and_b32_e64 v5, v1, tba_lo
v_and_b32_e64 v5, v1, tba_hi
v_and_b32_e64 v5, v1, tma_lo
v_and_b32_e64 v5, v1, tma_hi
v_and_b32_e64 v5, v1, ttmp11
v_and_b32_e64 v5, v1, m0
v_and_b32_e64 v5, v1, exec_lo
v_and_b32_e64 v5, v1, exec_hi
v_and_b32_e64 v5, v1, 0
v_and_b32_e64 v5, v1, -1
v_and_b32_e64 v5, v1, 0.5
v_and_b32_e64 v5, v1, -4.0
v_or_b32 v5, v1, v2
v_or_b32 v255, v1, v2
v_or_b32 v5, v255, v2
v_or_b32 v5, s1, v2
v_or_b32 v5, s103, v2
v_or_b32 v5, flat_scratch_lo, v2
v_or_b32 v5, flat_scratch_hi, v2
v_or_b32 v5, vcc_lo, v2
v_or_b32 v5, vcc_hi, v2
v_or_b32 v5, tba_lo, v2
v_or_b32 v5, tba_hi, v2
v_or_b32 v5, tma_lo, v2
v_or_b32 v5, tma_hi, v2
v_or_b32 v5, ttmp11, v2
v_or_b32 v5, m0, v2
v_or_b32 v5, exec_lo, v2
v_or_b32 v5, exec_hi, v2
v_or_b32 v5, 0, v2
v_or_b32 v5, -1, v2
v_or_b32 v5, 0.5, v2
v_or_b32 v5, -4.0, v2
v_or_b32 v5, 0xaf123456, v2
v_or_b32 v5, 0x3f717273, v2
v_or_b32 v5, v1, v255
v_or_b32_e64 v5, v1, v2
v_or_b32_e64 v255, v1, v2
v_or_b32_e64 v5, v255, v2
v_or_b32_e64 v5, s1, v2
v_or_b32_e64 v5, s103, v2
v_or_b32_e64 v5, flat_scratch_lo, v2
v_or_b32_e64 v5, flat_scratch_hi, v2
v_or_b32_e64 v5, vcc_lo, v2
v_or_b32_e64 v5, vcc_hi, v2
v_or_b32_e64 v5, tba_lo, v2
v_or_b32_e64 v5, tba_hi, v2
v_or_b32_e64 v5, tma_lo, v2
v_or_b32_e64 v5, tma_hi, v2
v_or_b32_e64 v5, ttmp11, v2
v_or_b32_e64 v5, m0, v2
v_or_b32_e64 v5, exec_lo, v2
v_or_b32_e64 v5, exec_hi, v2
v_or_b32_e64 v5, 0, v2
v_or_b32_e64 v5, -1, v2
v_or_b32_e64 v5, 0.5, v2
v_or_b32_e64 v5, -4.0, v2
v_or_b32_e64 v5, v1, v255
v_or_b32_e64 v5, v1, s2
v_or_b32_e64 v5, v1, s103
v_or_b32_e64 v5, v1, flat_scratch_lo
v_or_b32_e64 v5, v1, flat_scratch_hi
v_or_b32_e64 v5, v1, vcc_lo
v_or_b32_e64 v5, v1, vcc_hi
v_or_b32_e64 v5, v1, tba_lo
v_or_b32_e64 v5, v1, tba_hi
v_or_b32_e64 v5, v1, tma_lo
v_or_b32_e64 v5, v1, tma_hi
v_or_b32_e64 v5, v1, ttmp11
v_or_b32_e64 v5, v1, m0
v_or_b32_e64 v5, v1, exec_lo
v_or_b32_e64 v5, v1, exec_hi
v_or_b32_e64 v5, v1, 0
v_or_b32_e64 v5, v1, -1
v_or_b32_e64 v5, v1, 0.5
v_or_b32_e64 v5, v1, -4.0
v_xor_b32 v5, v1, v2
v_xor_b32 v255, v1, v2
v_xor_b32 v5, v255, v2
v_xor_b32 v5, s1, v2
v_xor_b32 v5, s103, v2
v_xor_b32 v5, flat_scratch_lo, v2
v_xor_b32 v5, flat_scratch_hi, v2
v_xor_b32 v5, vcc_lo, v2
v_xor_b32 v5, vcc_hi, v2
v_xor_b32 v5, tba_lo, v2
v_xor_b32 v5, tba_hi, v2
v_xor_b32 v5, tma_lo, v2
v_xor_b32 v5, tma_hi, v2
v_xor_b32 v5, ttmp11, v2
v_xor_b32 v5, m0, v2
v_xor_b32 v5, exec_lo, v2
v_xor_b32 v5, exec_hi, v2
v_xor_b32 v5, 0, v2
v_xor_b32 v5, -1, v2
v_xor_b32 v5, 0.5, v2
v_xor_b32 v5, -4.0, v2
v_xor_b32 v5, 0xaf123456, v2
v_xor_b32 v5, 0x3f717273, v2
v_xor_b32 v5, v1, v255
v_xor_b32_e64 v5, v1, v2
v_xor_b32_e64 v255, v1, v2
v_xor_b32_e64 v5, v255, v2
v_xor_b32_e64 v5, s1, v2
v_xor_b32_e64 v5, s103, v2
v_xor_b32_e64 v5, flat_scratch_lo, v2
v_xor_b32_e64 v5, flat_scratch_hi, v2
v_xor_b32_e64 v5, vcc_lo, v2
v_xor_b32_e64 v5, vcc_hi, v2
v_xor_b32_e64 v5, tba_lo, v2
v_xor_b32_e64 v5, tba_hi, v2
v_xor_b32_e64 v5, tma_lo, v2
v_xor_b32_e64 v5, tma_hi, v2
v_xor_b32_e64 v5, ttmp11, v2
v_xor_b32_e64 v5, m0, v2
v_xor_b32_e64 v5, exec_lo, v2
v_xor_b32_e64 v5, exec_hi, v2
v_xor_b32_e64 v5, 0, v2
v_xor_b32_e64 v5, -1, v2
v_xor_b32_e64 v5, 0.5, v2
v_xor_b32_e64 v5, -4.0, v2
v_xor_b32_e64 v5, v1, v255
v_mad_u32_u24 v5, tba_lo, v2, v3
v_mad_u32_u24 v5, tba_hi, v2, v3
v_mad_u32_u24 v5, tma_lo, v2, v3
v_mad_u32_u24 v5, tma_hi, v2, v3
v_mad_u32_u24 v5, ttmp11, v2, v3
v_mad_u32_u24 v5, m0, v2, v3
v_mad_u32_u24 v5, exec_lo, v2, v3
v_mad_u32_u24 v5, exec_hi, v2, v3
v_mad_u32_u24 v5, 0, v2, v3
v_mad_u32_u24 v5, -1, v2, v3
v_mad_u32_u24 v5, 0.5, v2, v3
v_mad_u32_u24 v5, -4.0, v2, v3
v_mad_u32_u24 v5, v1, v255, v3
v_mad_u32_u24 v5, v1, s2, v3
v_mad_u32_u24 v5, v1, s103, v3
v_mad_u32_u24 v5, v1, flat_scratch_lo, v3
v_mad_u32_u24 v5, v1, flat_scratch_hi, v3
v_mad_u32_u24 v5, v1, vcc_lo, v3
v_mad_u32_u24 v5, v1, vcc_hi, v3
v_mad_u32_u24 v5, v1, tba_lo, v3
v_mad_u32_u24 v5, v1, tba_hi, v3
v_mad_u32_u24 v5, v1, tma_lo, v3
v_mad_u32_u24 v5, v1, tma_hi, v3
v_mad_u32_u24 v5, v1, ttmp11, v3
v_mad_u32_u24 v5, v1, m0, v3
v_mad_u32_u24 v5, v1, exec_lo, v3
v_mad_u32_u24 v5, v1, exec_hi, v3
v_mad_u32_u24 v5, v1, 0, v3
v_mad_u32_u24 v5, v1, -1, v3
v_mad_u32_u24 v5, v1, 0.5, v3
v_mad_u32_u24 v5, v1, -4.0, v3
v_mad_u32_u24 v5, v1, v2, v255
v_mad_u32_u24 v5, v1, v2, s3
v_mad_u32_u24 v5, v1, v2, s103
v_mad_u32_u24 v5, v1, v2, flat_scratch_lo
v_mad_u32_u24 v5, v1, v2, flat_scratch_hi
v_mad_u32_u24 v5, v1, v2, vcc_lo
v_mad_u32_u24 v5, v1, v2, vcc_hi
v_mad_u32_u24 v5, v1, v2, tba_lo
v_mad_u32_u24 v5, v1, v2, tba_hi
v_mad_u32_u24 v5, v1, v2, tma_lo
v_mad_u32_u24 v5, v1, v2, tma_hi
v_mad_u32_u24 v5, v1, v2, ttmp11
v_mad_u32_u24 v5, v1, v2, m0
v_mad_u32_u24 v5, v1, v2, exec_lo
v_mad_u32_u24 v5, v1, v2, exec_hi
v_mad_u32_u24 v5, v1, v2, 0
v_mad_u32_u24 v5, v1, v2, -1
v_mad_u32_u24 v5, v1, v2, 0.5
v_mad_u32_u24 v5, v1, v2, -4.0
v_cubeid_f32 v5, v1, v2, v3
v_cubeid_f32 v255, v1, v2, v3
v_cubeid_f32 v5, v255, v2, v3
v_cubeid_f32 v5, s1, v2, v3
v_cubeid_f32 v5, s103, v2, v3
v_cubeid_f32 v5, flat_scratch_lo, v2, v3
v_cubeid_f32 v5, flat_scratch_hi, v2, v3
v_cubeid_f32 v5, vcc_lo, v2, v3
v_cubeid_f32 v5, vcc_hi, v2, v3
v_cubeid_f32 v5, tba_lo, v2, v3
v_cubeid_f32 v5, tba_hi, v2, v3
v_cubeid_f32 v5, tma_lo, v2, v3
v_cubeid_f32 v5, tma_hi, v2, v3
v_cubeid_f32 v5, ttmp11, v2, v3
v_cubeid_f32 v5, m0, v2, v3
v_cubeid_f32 v5, exec_lo, v2, v3
v_cubeid_f32 v5, exec_hi, v2, v3
v_cubeid_f32 v5, 0, v2, v3
v_cubeid_f32 v5, -1, v2, v3
v_cubeid_f32 v5, 0.5, v2, v3
v_cubeid_f32 v5, -4.0, v2, v3
v_cubeid_f32 v5, v1, v255, v3
v_cubeid_f32 v5, v1, s2, v3
v_cubeid_f32 v5, v1, s103, v3
v_cubeid_f32 v5, v1, flat_scratch_lo, v3
v_cubeid_f32 v5, v1, flat_scratch_hi, v3
v_cubeid_f32 v5, v1, vcc_lo, v3
v_cubeid_f32 v5, v1, vcc_hi, v3
v_cubeid_f32 v5, v1, tba_lo, v3
v_cubeid_f32 v5, v1, tba_hi, v3
v_cubeid_f32 v5, v1, tma_lo, v3
v_cubeid_f32 v5, v1, tma_hi, v3
v_cubeid_f32 v5, v1, ttmp11, v3
v_cubeid_f32 v5, v1, m0, v3
v_cubeid_f32 v5, v1, exec_lo, v3
v_cubeid_f32 v5, v1, exec_hi, v3
v_cubeid_f32 v5, v1, 0, v3
v_cubeid_f32 v5, v1, -1, v3
v_cubeid_f32 v5, v1, 0.5, v3
v_cubeid_f32 v5, v1, -4.0, v3
v_cubeid_f32 v5, v1, v2, v255
v_cubeid_f32 v5, v1, v2, s3
v_cubeid_f32 v5, v1, v2, s103
v_cubeid_f32 v5, v1, v2, flat_scratch_lo
v_cubeid_f32 v5, v1, v2, flat_scratch_hi
v_cubeid_f32 v5, v1, v2, vcc_lo
v_cubeid_f32 v5, v1, v2, vcc_hi
v_cubeid_f32 v5, v1, v2, tba_lo
v_cubeid_f32 v5, v1, v2, tba_hi
v_cubeid_f32 v5, v1, v2, tma_lo
v_cubeid_f32 v5, v1, v2, tma_hi
v_cubeid_f32 v5, v1, v2, ttmp11
v_cubeid_f32 v5, v1, v2, m0
v_cubeid_f32 v5, v1, v2, exec_lo
v_cubeid_f32 v5, v1, v2, exec_hi
v_cubeid_f32 v5, v1, v2, 0
v_cubeid_f32 v5, v1, v2, -1
v_cubeid_f32 v5, v1, v2, 0.5
v_cubeid_f32 v5, v1, v2, -4.0
v_cubeid_f32 v5, -v1, v2, v3
v_cubeid_f32 v5, v1, -v2, v3
v_cubeid_f32 v5, v1, v2, -v3
v_cubeid_f32 v5, -v1, -v2, -v3
v_cubeid_f32 v5, |v1|, v2, v3
v_cubeid_f32 v5, v1, |v2|, v3
v_cubeid_f32 v5, v1, v2, |v3|
v_cubeid_f32 v5, |v1|, |v2|, |v3|
v_cubeid_f32 v5, v1, v2, v3 clamp
v_cubeid_f32 v5, v1, v2, v3 mul:2
v_cubeid_f32 v5, v1, v2, v3 mul:4
v_cubeid_f32 v5, v1, v2, v3 div:2
v_cubesc_f32 v5, v1, v2, v3
v_cubesc_f32 v255, v1, v2, v3
v_cubesc_f32 v5, v255, v2, v3
v_cubesc_f32 v5, s1, v2, v3
v_cubesc_f32 v5, s103, v2, v3
v_cubesc_f32 v5, flat_scratch_lo, v2, v3
v_cubesc_f32 v5, flat_scratch_hi, v2, v3
v_cubesc_f32 v5, vcc_lo, v2, v3
v_cubesc_f32 v5, vcc_hi, v2, v3
v_cubesc_f32 v5, tba_lo, v2, v3
v_cubesc_f32 v5, tba_hi, v2, v3
v_cubesc_f32 v5, tma_lo, v2, v3
v_cubesc_f32 v5, tma_hi, v2, v3
v_cubesc_f32 v5, ttmp11, v2, v3
v_cubesc_f32 v5, m0, v2, v3
v_cubesc_f32 v5, exec_lo, v2, v3
v_cubesc_f32 v5, exec_hi, v2, v3
v_cubesc_f32 v5, 0, v2, v3
v_cubesc_f32 v5, -1, v2, v3
v_cubesc_f32 v5, 0.5, v2, v3
v_cubesc_f32 v5, -4.0, v2, v3
v_cubesc_f32 v5, v1, v255, v3
v_cubesc_f32 v5, v1, s2, v3
v_cubesc_f32 v5, v1, s103, v3
v_cubesc_f32 v5, v1, flat_scratch_lo, v3
v_cubesc_f32 v5, v1, flat_scratch_hi, v3
v_cubesc_f32 v5, v1, vcc_lo, v3
v_cubesc_f32 v5, v1, vcc_hi, v3
v_cubesc_f32 v5, v1, tba_lo, v3
v_cubesc_f32 v5, v1, tba_hi, v3
v_cubesc_f32 v5, v1, tma_lo, v3
v_cubesc_f32 v5, v1, tma_hi, v3
v_cubesc_f32 v5, v1, ttmp11, v3
v_cubesc_f32 v5, v1, m0, v3
v_cubesc_f32 v5, v1, exec_lo, v3
v_cubesc_f32 v5, v1, exec_hi, v3
v_cubesc_f32 v5, v1, 0, v3
v_cubesc_f32 v5, v1, -1, v3
v_cubesc_f32 v5, v1, 0.5, v3
v_cubesc_f32 v5, v1, -4.0, v3
v_cubesc_f32 v5, v1, v2, v255
v_cubesc_f32 v5, v1, v2, s3
v_cubesc_f32 v5, v1, v2, s103
v_cubesc_f32 v5, v1, v2, flat_scratch_lo
v_cubesc_f32 v5, v1, v2, flat_scratch_hi
v_cubesc_f32 v5, v1, v2, vcc_lo
v_cubesc_f32 v5, v1, v2, vcc_hi
v_cubesc_f32 v5, v1, v2, tba_lo
v_cubesc_f32 v5, v1, v2, tba_hi
v_cubesc_f32 v5, v1, v2, tma_lo
v_cubesc_f32 v5, v1, v2, tma_hi
v_cubesc_f32 v5, v1, v2, ttmp11
v_cubesc_f32 v5, v1, v2, m0
v_cubesc_f32 v5, v1, v2, exec_lo
v_cubesc_f32 v5, v1, v2, exec_hi
v_cubesc_f32 v5, v1, v2, 0
v_cubesc_f32 v5, v1, v2, -1
v_cubesc_f32 v5, v1, v2, 0.5
v_cubesc_f32 v5, v1, v2, -4.0
v_cubesc_f32 v5, -v1, v2, v3
v_cubesc_f32 v5, v1, -v2, v3
v_cubesc_f32 v5, v1, v2, -v3
v_cubesc_f32 v5, -v1, -v2, -v3
v_cubesc_f32 v5, |v1|, v2, v3
v_cubesc_f32 v5, v1, |v2|, v3
v_cubesc_f32 v5, v1, v2, |v3|
v_cubesc_f32 v5, |v1|, |v2|, |v3|
v_sad_hi_u8 v5, v1, tba_hi, v3
v_sad_hi_u8 v5, v1, tma_lo, v3
v_sad_hi_u8 v5, v1, ttmp11, v3
v_sad_hi_u8 v5, v1, m0, v3
v_sad_hi_u8 v5, v1, exec_lo, v3
v_sad_hi_u8 v5, v1, exec_hi, v3
v_sad_hi_u8 v5, v1, 0, v3
v_sad_hi_u8 v5, v1, -1, v3
v_sad_hi_u8 v5, v1, v2, v255
v_sad_hi_u8 v5, v1, v2, s3
v_sad_hi_u8 v5, v1, v2, s103
v_sad_hi_u8 v5, v1, v2, flat_scratch_lo
v_sad_hi_u8 v5, v1, v2, flat_scratch_hi
v_sad_hi_u8 v5, v1, v2, vcc_lo
v_sad_hi_u8 v5, v1, v2, vcc_hi
v_sad_hi_u8 v5, v1, v2, tba_lo
v_sad_hi_u8 v5, v1, v2, tba_hi
v_sad_hi_u8 v5, v1, v2, tma_lo
v_sad_hi_u8 v5, v1, v2, tma_hi
v_sad_hi_u8 v5, v1, v2, m0
v_sad_hi_u8 v5, v1, v2, exec_lo
v_sad_hi_u8 v5, v1, v2, exec_hi
v_sad_hi_u8 v5, v1, v2, 0
v_sad_hi_u8 v5, v1, v2, -1
v_sad_u16 v5, v1, v2, v3
v_sad_u16 v255, v1, v2, v3
v_sad_u16 v5, s1, v2, v3
v_sad_u16 v5, s103, v2, v3
v_sad_u16 v5, flat_scratch_lo, v2, v3
v_sad_u16 v5, flat_scratch_hi, v2, v3
v_sad_u16 v5, vcc_lo, v2, v3
v_sad_u16 v5, vcc_hi, v2, v3
v_sad_u16 v5, tba_hi, v2, v3
v_sad_u16 v5, tma_lo, v2, v3
v_sad_u16 v5, tma_hi, v2, v3
v_sad_u16 v5, ttmp11, v2, v3
v_sad_u16 v5, m0, v2, v3
v_sad_u16 v5, exec_lo, v2, v3
v_sad_u16 v5, exec_hi, v2, v3
v_sad_u16 v5, 0, v2, v3
v_sad_u16 v5, -1, v2, v3
v_sad_u16 v5, v1, v255, v3
v_sad_u16 v5, v1, s2, v3
v_sad_u16 v5, v1, s103, v3
v_sad_u16 v5, v1, flat_scratch_lo, v3
v_sad_u16 v5, v1, flat_scratch_hi, v3
v_sad_u16 v5, v1, vcc_lo, v3
v_sad_u16 v5, v1, vcc_hi, v3
v_sad_u16 v5, v1, tba_lo, v3
v_sad_u16 v5, v1, tba_hi, v3
v_sad_u16 v5, v1, tma_lo, v3
v_sad_u16 v5, v1, tma_hi, v3
v_sad_u16 v5, v1, ttmp11, v3
v_sad_u16 v5, v1, m0, v3
v_sad_u16 v5, v1, exec_lo, v3
v_sad_u16 v5, v1, 0, v3
v_sad_u16 v5, v1, -1, v3
v_sad_u16 v5, v1, v2, v255
v_sad_u16 v5, v1, v2, s3
v_sad_u16 v5, v1, v2, s103
v_sad_u16 v5, v1, v2, flat_scratch_lo
v_sad_u16 v5, v1, v2, flat_scratch_hi
v_sad_u16 v5, v1, v2, vcc_lo
v_sad_u16 v5, v1, v2, vcc_hi
v_sad_u16 v5, v1, v2, tba_lo
v_sad_u16 v5, v1, v2, tba_hi
v_sad_u16 v5, v1, v2, tma_lo
v_sad_u16 v5, v1, v2, tma_hi
v_sad_u16 v5, v1, v2, ttmp11
v_sad_u16 v5, v1, v2, m0
v_sad_u16 v5, v1, v2, exec_lo
v_sad_u16 v5, v1, v2, exec_hi
v_sad_u16 v5, v1, v2, 0
v_sad_u16 v5, v1, v2, 0.5
v_sad_u16 v5, v1, v2, -4.0
v_sad_u32 v5, v1, v2, v3
v_sad_u32 v255, v1, v2, v3
v_sad_u32 v5, v255, v2, v3
v_sad_u32 v5, s1, v2, v3
v_sad_u32 v5, s103, v2, v3
v_sad_u32 v5, flat_scratch_lo, v2, v3
v_sad_u32 v5, flat_scratch_hi, v2, v3
v_sad_u32 v5, vcc_lo, v2, v3
v_sad_u32 v5, vcc_hi, v2, v3
v_sad_u32 v5, tba_lo, v2, v3
v_sad_u32 v5, tba_hi, v2, v3
v_sad_u32 v5, tma_lo, v2, v3
v_sad_u32 v5, tma_hi, v2, v3
v_sad_u32 v5, ttmp11, v2, v3
v_sad_u32 v5, m0, v2, v3
v_sad_u32 v5, exec_lo, v2, v3
v_sad_u32 v5, exec_hi, v2, v3
v_sad_u32 v5, 0, v2, v3
v_sad_u32 v5, -1, v2, v3
v_sad_u32 v5, -4.0, v2, v3
v_sad_u32 v5, v1, v255, v3
v_sad_u32 v5, v1, s2, v3
v_sad_u32 v5, v1, s103, v3
v_sad_u32 v5, v1, flat_scratch_lo, v3
v_sad_u32 v5, v1, flat_scratch_hi, v3
v_sad_u32 v5, v1, vcc_lo, v3
v_sad_u32 v5, v1, vcc_hi, v3
v_sad_u32 v5, v1, tba_lo, v3
v_sad_u32 v5, v1, tba_hi, v3
v_sad_u32 v5, v1, tma_lo, v3
v_sad_u32 v5, v1, tma_hi, v3
v_sad_u32 v5, v1, ttmp11, v3
v_sad_u32 v5, v1, m0, v3
v_sad_u32 v5, v1, exec_lo, v3
v_sad_u32 v5, v1, exec_hi, v3
v_sad_u32 v5, v1, 0, v3
v_sad_u32 v5, v1, -1, v3
v_sad_u32 v5, v1, 0.5, v3
v_sad_u32 v5, v1, v2, v255
v_sad_u32 v5, v1, v2, s3
v_sad_u32 v5, v1, v2, s103
v_sad_u32 v5, v1, v2, flat_scratch_lo
v_sad_u32 v5, v1, v2, flat_scratch_hi
v_sad_u32 v5, v1, v2, vcc_lo
v_sad_u32 v5, v1, v2, vcc_hi
v_sad_u32 v5, v1, v2, tba_lo
v_sad_u32 v5, v1, v2, tba_hi
v_sad_u32 v5, v1, v2, tma_lo
v_sad_u32 v5, v1, v2, tma_hi
v_sad_u32 v5, v1, v2, ttmp11
v_sad_u32 v5, v1, v2, exec_lo
v_sad_u32 v5, v1, v2, exec_hi
v_sad_u32 v5, v1, v2, 0
v_sad_u32 v5, v1, v2, -1
v_sad_u32 v5, v1, v2, 0.5
v_sad_u32 v5, v1, v2, -4.0
v_cvt_pk_u8_f32 v255, v1, v2, v3
v_cvt_pk_u8_f32 v5, v255, v2, v3
v_cvt_pk_u8_f32 v5, s1, v2, v3
v_cvt_pk_u8_f32 v5, s103, v2, v3
v_cvt_pk_u8_f32 v5, flat_scratch_lo, v2, v3
v_cvt_pk_u8_f32 v5, flat_scratch_hi, v2, v3
v_cvt_pk_u8_f32 v5, vcc_lo, v2, v3
v_cvt_pk_u8_f32 v5, vcc_hi, v2, v3
v_cvt_pk_u8_f32 v5, tba_lo, v2, v3
v_cvt_pk_u8_f32 v5, tba_hi, v2, v3
v_cvt_pk_u8_f32 v5, tma_lo, v2, v3
v_cvt_pk_u8_f32 v5, tma_hi, v2, v3
v_cvt_pk_u8_f32 v5, ttmp11, v2, v3
v_cvt_pk_u8_f32 v5, m0, v2, v3
v_cvt_pk_u8_f32 v5, exec_lo, v2, v3
v_cvt_pk_u8_f32 v5, exec_hi, v2, v3
v_cvt_pk_u8_f32 v5, 0, v2, v3
v_cvt_pk_u8_f32 v5, -1, v2, v3
v_cvt_pk_u8_f32 v5, 0.5, v2, v3
v_cvt_pk_u8_f32 v5, v1, v255, v3
v_cvt_pk_u8_f32 v5, v1, s2, v3
v_cvt_pk_u8_f32 v5, v1, s103, v3
v_cvt_pk_u8_f32 v5, v1, flat_scratch_lo, v3
v_cvt_pk_u8_f32 v5, v1, flat_scratch_hi, v3
v_cvt_pk_u8_f32 v5, v1, vcc_lo, v3
v_cvt_pk_u8_f32 v5, v1, vcc_hi, v3
v_cvt_pk_u8_f32 v5, v1, tba_lo, v3
v_cvt_pk_u8_f32 v5, v1, tba_hi, v3
v_cvt_pk_u8_f32 v5, v1, tma_lo, v3
v_cvt_pk_u8_f32 v5, v1, tma_hi, v3
v_cvt_pk_u8_f32 v5, v1, ttmp11, v3
v_cvt_pk_u8_f32 v5, v1, m0, v3
v_cvt_pk_u8_f32 v5, v1, exec_lo, v3
v_cvt_pk_u8_f32 v5, v1, exec_hi, v3
v_cvt_pk_u8_f32 v5, v1, 0, v3
v_cvt_pk_u8_f32 v5, v1, -1, v3
v_cvt_pk_u8_f32 v5, v1, -4.0, v3
v_cvt_pk_u8_f32 v5, v1, v2, v255
v_cvt_pk_u8_f32 v5, v1, v2, s3
v_cvt_pk_u8_f32 v5, v1, v2, flat_scratch_lo
v_cvt_pk_u8_f32 v5, v1, v2, flat_scratch_hi
v_cvt_pk_u8_f32 v5, v1, v2, vcc_lo
v_cvt_pk_u8_f32 v5, v1, v2, vcc_hi
v_cvt_pk_u8_f32 v5, v1, v2, tba_lo
v_cmp_eq_f32 vcc, exec_lo, v2
v_cmp_eq_f32 vcc, exec_hi, v2
v_cmp_eq_f32 vcc, 0, v2
v_cmp_eq_f32 vcc, -1, v2
v_cmp_eq_f32 vcc, 0.5, v2
v_cmp_eq_f32 vcc, -4.0, v2
v_cmp_eq_f32 vcc, 0xaf123456, v2
v_cmp_eq_f32 vcc, 0x3f717273, v2
v_cmp_eq_f32 vcc, v1, v255
v_cmp_eq_f32_e64 s[10:11], v1, v2
v_cmp_eq_f32_e64 s[12:13], v1, v2
v_cmp_eq_f32_e64 s[102:103], v1, v2
v_cmp_eq_f32_e64 flat_scratch, v1, v2
v_cmp_eq_f32_e64 vcc, v1, v2
v_cmp_eq_f32_e64 tba, v1, v2
v_cmp_eq_f32_e64 tma, v1, v2
v_cmp_eq_f32_e64 ttmp[10:11], v1, v2
v_cmp_eq_f32_e64 s[10:11], v255, v2
v_cmp_eq_f32_e64 s[10:11], s1, v2
v_cmp_eq_f32_e64 s[10:11], s103, v2
v_cmp_eq_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_eq_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_eq_f32_e64 s[10:11], vcc_lo, v2
v_cmp_eq_f32_e64 s[10:11], vcc_hi, v2
v_cmp_eq_f32_e64 s[10:11], tba_lo, v2
v_cmp_eq_f32_e64 s[10:11], tba_hi, v2
v_cmp_eq_f32_e64 s[10:11], tma_lo, v2
v_cmp_eq_f32_e64 s[10:11], tma_hi, v2
v_cmp_eq_f32_e64 s[10:11], ttmp11, v2
v_cmp_eq_f32_e64 s[10:11], m0, v2
v_cmp_eq_f32_e64 s[10:11], exec_lo, v2
v_cmp_eq_f32_e64 s[10:11], exec_hi, v2
v_cmp_eq_f32_e64 s[10:11], 0, v2
v_cmp_eq_f32_e64 s[10:11], -1, v2
v_cmp_eq_f32_e64 s[10:11], 0.5, v2
v_cmp_eq_f32_e64 s[10:11], -4.0, v2
v_cmp_eq_f32_e64 s[10:11], v1, v255
v_cmp_eq_f32_e64 s[10:11], v1, s2
v_cmp_eq_f32_e64 s[10:11], v1, s103
v_cmp_eq_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_eq_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmp_eq_f32_e64 s[10:11], v1, vcc_lo
v_cmp_eq_f32_e64 s[10:11], v1, vcc_hi
v_cmp_eq_f32_e64 s[10:11], v1, tba_lo
v_cmp_eq_f32_e64 s[10:11], v1, tba_hi
v_cmp_eq_f32_e64 s[10:11], v1, tma_lo
v_cmp_eq_f32_e64 s[10:11], v1, tma_hi
v_cmp_eq_f32_e64 s[10:11], v1, ttmp11
v_cmp_eq_f32_e64 s[10:11], v1, m0
v_cmp_eq_f32_e64 s[10:11], v1, exec_lo
v_cmp_eq_f32_e64 s[10:11], v1, exec_hi
v_cmp_eq_f32_e64 s[10:11], v1, 0
v_cmp_eq_f32_e64 s[10:11], v1, -1
v_cmp_eq_f32_e64 s[10:11], v1, 0.5
v_cmp_eq_f32_e64 s[10:11], v1, -4.0
v_cmp_eq_f32_e64 s[10:11], -v1, v2
v_cmp_eq_f32_e64 s[10:11], v1, -v2
v_cmp_eq_f32_e64 s[10:11], -v1, -v2
v_cmp_le_f32 vcc, v1, v2
v_cmp_le_f32 vcc, v255, v2
v_cmp_le_f32 vcc, s1, v2
v_cmp_le_f32 vcc, s103, v2
v_cmp_le_f32 vcc, flat_scratch_lo, v2
v_cmp_le_f32 vcc, flat_scratch_hi, v2
v_cmp_le_f32 vcc, vcc_lo, v2
v_cmp_le_f32 vcc, vcc_hi, v2
v_cmp_le_f32 vcc, tba_lo, v2
v_cmp_le_f32 vcc, tba_hi, v2
v_cmp_le_f32 vcc, tma_lo, v2
v_cmp_le_f32 vcc, tma_hi, v2
v_cmp_le_f32 vcc, ttmp11, v2
v_cmp_le_f32 vcc, m0, v2
v_cmp_le_f32 vcc, exec_lo, v2
v_cmp_le_f32 vcc, exec_hi, v2
v_cmp_le_f32 vcc, 0, v2
v_cmp_le_f32 vcc, -1, v2
v_cmp_le_f32 vcc, 0.5, v2
v_cmp_le_f32 vcc, -4.0, v2
v_cmp_le_f32 vcc, 0xaf123456, v2
v_cmp_le_f32 vcc, 0x3f717273, v2
v_cmp_le_f32 vcc, v1, v255
v_cmp_le_f32_e64 s[10:11], v1, v2
v_cmp_le_f32_e64 s[12:13], v1, v2
v_cmp_le_f32_e64 s[102:103], v1, v2
v_cmp_le_f32_e64 flat_scratch, v1, v2
v_cmp_le_f32_e64 vcc, v1, v2
v_cmp_le_f32_e64 tba, v1, v2
v_cmp_le_f32_e64 tma, v1, v2
v_cmp_le_f32_e64 ttmp[10:11], v1, v2
v_cmp_le_f32_e64 s[10:11], v255, v2
v_cmp_le_f32_e64 s[10:11], s1, v2
v_cmp_le_f32_e64 s[10:11], s103, v2
v_cmp_le_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_le_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_le_f32_e64 s[10:11], vcc_lo, v2
v_cmp_le_f32_e64 s[10:11], vcc_hi, v2
v_cmp_le_f32_e64 s[10:11], tba_lo, v2
v_cmp_le_f32_e64 s[10:11], tba_hi, v2
v_cmp_le_f32_e64 s[10:11], tma_lo, v2
v_cmp_le_f32_e64 s[10:11], tma_hi, v2
v_cmp_le_f32_e64 s[10:11], ttmp11, v2
v_cmp_le_f32_e64 s[10:11], m0, v2
v_cmp_le_f32_e64 s[10:11], exec_lo, v2
v_cmp_le_f32_e64 s[10:11], exec_hi, v2
v_cmp_le_f32_e64 s[10:11], 0, v2
v_cmp_le_f32_e64 s[10:11], -1, v2
v_cmp_le_f32_e64 s[10:11], 0.5, v2
v_cmp_le_f32_e64 s[10:11], -4.0, v2
v_cmp_le_f32_e64 s[10:11], v1, v255
v_cmp_le_f32_e64 s[10:11], v1, s2
v_cmp_le_f32_e64 s[10:11], v1, s103
v_cmp_le_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_le_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmp_le_f32_e64 s[10:11], v1, vcc_lo
v_cmp_le_f32_e64 s[10:11], v1, vcc_hi
v_cmp_le_f32_e64 s[10:11], v1, tba_lo
v_cmp_le_f32_e64 s[10:11], v1, tba_hi
v_cmp_le_f32_e64 s[10:11], v1, tma_lo
v_cmp_le_f32_e64 s[10:11], v1, tma_hi
v_cmp_le_f32_e64 s[10:11], v1, ttmp11
v_cmp_le_f32_e64 s[10:11], v1, m0
v_cmp_le_f32_e64 s[10:11], v1, exec_lo
v_cmp_le_f32_e64 s[10:11], v1, exec_hi
v_cmp_le_f32_e64 s[10:11], v1, 0
v_cmp_le_f32_e64 s[10:11], v1, -1
v_cmp_le_f32_e64 s[10:11], v1, 0.5
v_cmp_le_f32_e64 s[10:11], v1, -4.0
v_cmp_le_f32_e64 s[10:11], -v1, v2
v_cmp_le_f32_e64 s[10:11], v1, -v2
v_cmp_le_f32_e64 s[10:11], -v1, -v2
v_cmp_gt_f32 vcc, v1, v2
v_cmp_gt_f32 vcc, v255, v2
v_cmp_gt_f32 vcc, s1, v2
v_cmp_gt_f32 vcc, s103, v2
v_cmp_gt_f32 vcc, flat_scratch_lo, v2
v_cmp_gt_f32 vcc, flat_scratch_hi, v2
v_cmp_gt_f32 vcc, vcc_lo, v2
v_cmp_gt_f32 vcc, vcc_hi, v2
v_cmp_gt_f32 vcc, tba_lo, v2
v_cmp_gt_f32 vcc, tba_hi, v2
v_cmp_gt_f32 vcc, tma_lo, v2
v_cmp_gt_f32 vcc, tma_hi, v2
v_cmp_gt_f32 vcc, ttmp11, v2
v_cmp_gt_f32 vcc, m0, v2
v_cmp_gt_f32 vcc, exec_lo, v2
v_cmp_gt_f32 vcc, exec_hi, v2
v_cmp_gt_f32 vcc, 0, v2
v_cmp_gt_f32 vcc, -1, v2
v_cmp_gt_f32 vcc, 0.5, v2
v_cmp_gt_f32 vcc, -4.0, v2
v_cmp_gt_f32 vcc, 0xaf123456, v2
v_cmp_gt_f32 vcc, 0x3f717273, v2
v_cmp_gt_f32 vcc, v1, v255
v_cmp_gt_f32_e64 s[10:11], v1, v2
v_cmp_gt_f32_e64 s[12:13], v1, v2
v_cmp_gt_f32_e64 s[102:103], v1, v2
v_cmp_gt_f32_e64 flat_scratch, v1, v2
v_cmp_gt_f32_e64 vcc, v1, v2
v_cmp_gt_f32_e64 tba, v1, v2
v_cmp_gt_f32_e64 tma, v1, v2
v_cmp_gt_f32_e64 ttmp[10:11], v1, v2
v_cmp_gt_f32_e64 s[10:11], v255, v2
v_cmp_gt_f32_e64 s[10:11], s1, v2
v_cmp_gt_f32_e64 s[10:11], s103, v2
v_cmp_gt_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmp_gt_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmp_gt_f32_e64 s[10:11], vcc_lo, v2
v_cmp_gt_f32_e64 s[10:11], vcc_hi, v2
v_cmp_gt_f32_e64 s[10:11], tba_lo, v2
v_cmp_gt_f32_e64 s[10:11], tba_hi, v2
v_cmp_gt_f32_e64 s[10:11], tma_lo, v2
v_cmp_gt_f32_e64 s[10:11], tma_hi, v2
v_cmp_gt_f32_e64 s[10:11], ttmp11, v2
v_cmp_gt_f32_e64 s[10:11], m0, v2
v_cmp_gt_f32_e64 s[10:11], exec_lo, v2
v_cmp_gt_f32_e64 s[10:11], exec_hi, v2
v_cmp_gt_f32_e64 s[10:11], 0, v2
v_cmp_gt_f32_e64 s[10:11], -1, v2
v_cmp_gt_f32_e64 s[10:11], 0.5, v2
v_cmp_gt_f32_e64 s[10:11], -4.0, v2
v_cmp_gt_f32_e64 s[10:11], v1, v255
v_cmp_gt_f32_e64 s[10:11], v1, s2
v_cmp_gt_f32_e64 s[10:11], v1, s103
v_cmp_gt_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmp_gt_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmp_gt_f32_e64 s[10:11], v1, vcc_lo
v_cmp_gt_f32_e64 s[10:11], v1, vcc_hi
v_cmp_gt_f32_e64 s[10:11], v1, tba_lo
v_cmp_gt_f32_e64 s[10:11], v1, tba_hi
v_cmp_gt_f32_e64 s[10:11], v1, tma_lo
v_cmp_gt_f32_e64 s[10:11], v1, tma_hi
v_cmp_gt_f32_e64 s[10:11], v1, ttmp11
v_cmp_gt_f32_e64 s[10:11], v1, m0
v_cmpx_o_f32_e64 s[10:11], v1, m0
v_cmpx_o_f32_e64 s[10:11], v1, exec_lo
v_cmpx_o_f32_e64 s[10:11], v1, exec_hi
v_cmpx_o_f32_e64 s[10:11], v1, 0
v_cmpx_o_f32_e64 s[10:11], v1, -1
v_cmpx_o_f32_e64 s[10:11], v1, 0.5
v_cmpx_o_f32_e64 s[10:11], v1, -4.0
v_cmpx_o_f32_e64 s[10:11], -v1, v2
v_cmpx_o_f32_e64 s[10:11], v1, -v2
v_cmpx_o_f32_e64 s[10:11], -v1, -v2
v_cmpx_u_f32 vcc, v1, v2
v_cmpx_u_f32 vcc, v255, v2
v_cmpx_u_f32 vcc, s1, v2
v_cmpx_u_f32 vcc, s103, v2
v_cmpx_u_f32 vcc, flat_scratch_lo, v2
v_cmpx_u_f32 vcc, flat_scratch_hi, v2
v_cmpx_u_f32 vcc, vcc_lo, v2
v_cmpx_u_f32 vcc, vcc_hi, v2
v_cmpx_u_f32 vcc, tba_lo, v2
v_cmpx_u_f32 vcc, tba_hi, v2
v_cmpx_u_f32 vcc, tma_lo, v2
v_cmpx_u_f32 vcc, tma_hi, v2
v_cmpx_u_f32 vcc, ttmp11, v2
v_cmpx_u_f32 vcc, m0, v2
v_cmpx_u_f32 vcc, exec_lo, v2
v_cmpx_u_f32 vcc, exec_hi, v2
v_cmpx_u_f32 vcc, 0, v2
v_cmpx_u_f32 vcc, -1, v2
v_cmpx_u_f32 vcc, 0.5, v2
v_cmpx_u_f32 vcc, -4.0, v2
v_cmpx_u_f32 vcc, 0xaf123456, v2
v_cmpx_u_f32 vcc, 0x3f717273, v2
v_cmpx_u_f32 vcc, v1, v255
v_cmpx_u_f32_e64 s[10:11], v1, v2
v_cmpx_u_f32_e64 s[12:13], v1, v2
v_cmpx_u_f32_e64 s[102:103], v1, v2
v_cmpx_u_f32_e64 flat_scratch, v1, v2
v_cmpx_u_f32_e64 vcc, v1, v2
v_cmpx_u_f32_e64 tba, v1, v2
v_cmpx_u_f32_e64 tma, v1, v2
v_cmpx_u_f32_e64 ttmp[10:11], v1, v2
v_cmpx_u_f32_e64 s[10:11], v255, v2
v_cmpx_u_f32_e64 s[10:11], s1, v2
v_cmpx_u_f32_e64 s[10:11], s103, v2
v_cmpx_u_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_u_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_u_f32_e64 s[10:11], vcc_lo, v2
v_cmpx_u_f32_e64 s[10:11], vcc_hi, v2
v_cmpx_u_f32_e64 s[10:11], tba_lo, v2
v_cmpx_u_f32_e64 s[10:11], tba_hi, v2
v_cmpx_u_f32_e64 s[10:11], tma_lo, v2
v_cmpx_u_f32_e64 s[10:11], tma_hi, v2
v_cmpx_u_f32_e64 s[10:11], ttmp11, v2
v_cmpx_u_f32_e64 s[10:11], m0, v2
v_cmpx_u_f32_e64 s[10:11], exec_lo, v2
v_cmpx_u_f32_e64 s[10:11], exec_hi, v2
v_cmpx_u_f32_e64 s[10:11], 0, v2
v_cmpx_u_f32_e64 s[10:11], -1, v2
v_cmpx_u_f32_e64 s[10:11], 0.5, v2
v_cmpx_u_f32_e64 s[10:11], -4.0, v2
v_cmpx_u_f32_e64 s[10:11], v1, v255
v_cmpx_u_f32_e64 s[10:11], v1, s2
v_cmpx_u_f32_e64 s[10:11], v1, s103
v_cmpx_u_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_u_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_u_f32_e64 s[10:11], v1, vcc_lo
v_cmpx_u_f32_e64 s[10:11], v1, vcc_hi
v_cmpx_u_f32_e64 s[10:11], v1, tba_lo
v_cmpx_u_f32_e64 s[10:11], v1, tba_hi
v_cmpx_u_f32_e64 s[10:11], v1, tma_lo
v_cmpx_u_f32_e64 s[10:11], v1, tma_hi
v_cmpx_u_f32_e64 s[10:11], v1, ttmp11
v_cmpx_u_f32_e64 s[10:11], v1, m0
v_cmpx_u_f32_e64 s[10:11], v1, exec_lo
v_cmpx_u_f32_e64 s[10:11], v1, exec_hi
v_cmpx_u_f32_e64 s[10:11], v1, 0
v_cmpx_u_f32_e64 s[10:11], v1, -1
v_cmpx_u_f32_e64 s[10:11], v1, 0.5
v_cmpx_u_f32_e64 s[10:11], v1, -4.0
v_cmpx_u_f32_e64 s[10:11], -v1, v2
v_cmpx_u_f32_e64 s[10:11], v1, -v2
v_cmpx_u_f32_e64 s[10:11], -v1, -v2
v_cmpx_nge_f32 vcc, v1, v2
v_cmpx_nge_f32 vcc, v255, v2
v_cmpx_nge_f32 vcc, s1, v2
v_cmpx_nge_f32 vcc, s103, v2
v_cmpx_nge_f32 vcc, flat_scratch_lo, v2
v_cmpx_nge_f32 vcc, flat_scratch_hi, v2
v_cmpx_nge_f32 vcc, vcc_lo, v2
v_cmpx_nge_f32 vcc, vcc_hi, v2
v_cmpx_nge_f32 vcc, tba_lo, v2
v_cmpx_nge_f32 vcc, tba_hi, v2
v_cmpx_nge_f32 vcc, tma_lo, v2
v_cmpx_nge_f32 vcc, tma_hi, v2
v_cmpx_nge_f32 vcc, ttmp11, v2
v_cmpx_nge_f32 vcc, m0, v2
v_cmpx_nge_f32 vcc, exec_lo, v2
v_cmpx_nge_f32 vcc, exec_hi, v2
v_cmpx_nge_f32 vcc, 0, v2
v_cmpx_nge_f32 vcc, -1, v2
v_cmpx_nge_f32 vcc, 0.5, v2
v_cmpx_nge_f32 vcc, -4.0, v2
v_cmpx_nge_f32 vcc, 0xaf123456, v2
v_cmpx_nge_f32 vcc, 0x3f717273, v2
v_cmpx_nge_f32 vcc, v1, v255
v_cmpx_nge_f32_e64 s[10:11], v1, v2
v_cmpx_nge_f32_e64 s[12:13], v1, v2
v_cmpx_nge_f32_e64 s[102:103], v1, v2
v_cmpx_nge_f32_e64 flat_scratch, v1, v2
v_cmpx_nge_f32_e64 vcc, v1, v2
v_cmpx_nge_f32_e64 tba, v1, v2
v_cmpx_nge_f32_e64 tma, v1, v2
v_cmpx_nge_f32_e64 ttmp[10:11], v1, v2
v_cmpx_nge_f32_e64 s[10:11], v255, v2
v_cmpx_nge_f32_e64 s[10:11], s1, v2
v_cmpx_nge_f32_e64 s[10:11], s103, v2
v_cmpx_nge_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_nge_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_nge_f32_e64 s[10:11], vcc_lo, v2
v_cmpx_nge_f32_e64 s[10:11], vcc_hi, v2
v_cmpx_nge_f32_e64 s[10:11], tba_lo, v2
v_cmpx_nge_f32_e64 s[10:11], tba_hi, v2
v_cmpx_nge_f32_e64 s[10:11], tma_lo, v2
v_cmpx_nge_f32_e64 s[10:11], tma_hi, v2
v_cmpx_nge_f32_e64 s[10:11], ttmp11, v2
v_cmpx_nge_f32_e64 s[10:11], m0, v2
v_cmpx_nge_f32_e64 s[10:11], exec_lo, v2
v_cmpx_nge_f32_e64 s[10:11], exec_hi, v2
v_cmpx_nge_f32_e64 s[10:11], 0, v2
v_cmpx_nge_f32_e64 s[10:11], -1, v2
v_cmpx_nge_f32_e64 s[10:11], 0.5, v2
v_cmpx_nge_f32_e64 s[10:11], -4.0, v2
v_cmpx_nge_f32_e64 s[10:11], v1, v255
v_cmpx_nge_f32_e64 s[10:11], v1, s2
v_cmpx_nge_f32_e64 s[10:11], v1, s103
v_cmpx_nge_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_nge_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_nge_f32_e64 s[10:11], v1, vcc_lo
v_cmpx_nge_f32_e64 s[10:11], v1, vcc_hi
v_cmpx_nge_f32_e64 s[10:11], v1, tba_lo
v_cmpx_nge_f32_e64 s[10:11], v1, tba_hi
v_cmpx_nge_f32_e64 s[10:11], v1, tma_lo
v_cmpx_nge_f32_e64 s[10:11], v1, tma_hi
v_cmpx_nge_f32_e64 s[10:11], v1, ttmp11
v_cmpx_nge_f32_e64 s[10:11], v1, m0
v_cmpx_nge_f32_e64 s[10:11], v1, exec_lo
v_cmpx_nge_f32_e64 s[10:11], v1, exec_hi
v_cmpx_nge_f32_e64 s[10:11], v1, 0
v_cmpx_nge_f32_e64 s[10:11], v1, -1
v_cmpx_nge_f32_e64 s[10:11], v1, 0.5
v_cmpx_nge_f32_e64 s[10:11], v1, -4.0
v_cmpx_nge_f32_e64 s[10:11], -v1, v2
v_cmpx_nge_f32_e64 s[10:11], v1, -v2
v_cmpx_nge_f32_e64 s[10:11], -v1, -v2
v_cmpx_nlg_f32 vcc, v1, v2
v_cmpx_nlg_f32 vcc, v255, v2
v_cmpx_nlg_f32 vcc, s1, v2
v_cmpx_nlg_f32 vcc, s103, v2
v_cmpx_nlg_f32 vcc, flat_scratch_lo, v2
v_cmpx_nlg_f32 vcc, flat_scratch_hi, v2
v_cmpx_nlg_f32 vcc, vcc_lo, v2
v_cmpx_nlg_f32 vcc, vcc_hi, v2
v_cmpx_nlg_f32 vcc, tba_lo, v2
v_cmpx_nlg_f32 vcc, tba_hi, v2
v_cmpx_nlg_f32 vcc, tma_lo, v2
v_cmpx_nlg_f32 vcc, tma_hi, v2
v_cmpx_nlg_f32 vcc, ttmp11, v2
v_cmpx_nlg_f32 vcc, m0, v2
v_cmpx_nlg_f32 vcc, exec_lo, v2
v_cmpx_nlg_f32 vcc, exec_hi, v2
v_cmpx_nlg_f32 vcc, 0, v2
v_cmpx_nlg_f32 vcc, -1, v2
v_cmpx_nlg_f32 vcc, 0.5, v2
v_cmpx_nlg_f32 vcc, -4.0, v2
v_cmpx_nlg_f32 vcc, 0xaf123456, v2
v_cmpx_nlg_f32 vcc, 0x3f717273, v2
v_cmpx_nlg_f32 vcc, v1, v255
v_cmpx_nlg_f32_e64 s[10:11], v1, v2
v_cmpx_nlg_f32_e64 s[12:13], v1, v2
v_cmpx_nlg_f32_e64 s[102:103], v1, v2
v_cmpx_nlg_f32_e64 flat_scratch, v1, v2
v_cmpx_nlg_f32_e64 vcc, v1, v2
v_cmpx_nlg_f32_e64 tba, v1, v2
v_cmpx_nlg_f32_e64 tma, v1, v2
v_cmpx_nlg_f32_e64 ttmp[10:11], v1, v2
v_cmpx_nlg_f32_e64 s[10:11], v255, v2
v_cmpx_nlg_f32_e64 s[10:11], s1, v2
v_cmpx_nlg_f32_e64 s[10:11], s103, v2
v_cmpx_nlg_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_nlg_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_nlg_f32_e64 s[10:11], vcc_lo, v2
v_cmpx_nlg_f32_e64 s[10:11], vcc_hi, v2
v_cmpx_nlg_f32_e64 s[10:11], tba_lo, v2
v_cmpx_nlg_f32_e64 s[10:11], tba_hi, v2
v_cmpx_nlg_f32_e64 s[10:11], tma_lo, v2
v_cmpx_f_f64 vcc, s[2:3], v[2:3]
v_cmpx_f_f64 vcc, s[4:5], v[2:3]
v_cmpx_f_f64 vcc, s[102:103], v[2:3]
v_cmpx_f_f64 vcc, flat_scratch, v[2:3]
v_cmpx_f_f64 vcc, vcc, v[2:3]
v_cmpx_f_f64 vcc, tba, v[2:3]
v_cmpx_f_f64 vcc, tma, v[2:3]
v_cmpx_f_f64 vcc, ttmp[10:11], v[2:3]
v_cmpx_f_f64 vcc, exec, v[2:3]
v_cmpx_f_f64 vcc, 0, v[2:3]
v_cmpx_f_f64 vcc, -1, v[2:3]
v_cmpx_f_f64 vcc, 0.5, v[2:3]
v_cmpx_f_f64 vcc, -4.0, v[2:3]
v_cmpx_f_f64 vcc, 0xaf123456, v[2:3]
v_cmpx_f_f64 vcc, 0x3f717273, v[2:3]
v_cmpx_f_f64 vcc, v[1:2], v[254:255]
v_cmpx_f_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_f_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_f_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmpx_f_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_f_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_f_f64_e64 tba, v[1:2], v[2:3]
v_cmpx_f_f64_e64 tma, v[1:2], v[2:3]
v_cmpx_f_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_f_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_f_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_f_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_f_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmpx_f_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_f_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_f_f64_e64 s[10:11], tba, v[2:3]
v_cmpx_f_f64_e64 s[10:11], tma, v[2:3]
v_cmpx_f_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpx_f_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_f_f64_e64 s[10:11], 0, v[2:3]
v_cmpx_f_f64_e64 s[10:11], -1, v[2:3]
v_cmpx_f_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_f_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_f_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_f_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_f_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_f_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmpx_f_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_f_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_f_f64_e64 s[10:11], v[1:2], tba
v_cmpx_f_f64_e64 s[10:11], v[1:2], tma
v_cmpx_f_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_f_f64_e64 s[10:11], v[1:2], exec
v_cmpx_f_f64_e64 s[10:11], v[1:2], 0
v_cmpx_f_f64_e64 s[10:11], v[1:2], -1
v_cmpx_f_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_f_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_f_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_f_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_f_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_lt_f64 vcc, v[1:2], v[2:3]
v_cmpx_lt_f64 vcc, v[254:255], v[2:3]
v_cmpx_lt_f64 vcc, s[2:3], v[2:3]
v_cmpx_lt_f64 vcc, s[4:5], v[2:3]
v_cmpx_lt_f64 vcc, s[102:103], v[2:3]
v_cmpx_lt_f64 vcc, flat_scratch, v[2:3]
v_cmpx_lt_f64 vcc, vcc, v[2:3]
v_cmpx_lt_f64 vcc, tba, v[2:3]
v_cmpx_lt_f64 vcc, tma, v[2:3]
v_cmpx_lt_f64 vcc, ttmp[10:11], v[2:3]
v_cmpx_lt_f64 vcc, exec, v[2:3]
v_cmpx_lt_f64 vcc, 0, v[2:3]
v_cmpx_lt_f64 vcc, -1, v[2:3]
v_cmpx_lt_f64 vcc, 0.5, v[2:3]
v_cmpx_lt_f64 vcc, -4.0, v[2:3]
v_cmpx_lt_f64 vcc, 0xaf123456, v[2:3]
v_cmpx_lt_f64 vcc, 0x3f717273, v[2:3]
v_cmpx_lt_f64 vcc, v[1:2], v[254:255]
v_cmpx_lt_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_lt_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_lt_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmpx_lt_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_lt_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_lt_f64_e64 tba, v[1:2], v[2:3]
v_cmpx_lt_f64_e64 tma, v[1:2], v[2:3]
v_cmpx_lt_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_lt_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_lt_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_lt_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_lt_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmpx_lt_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_lt_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_lt_f64_e64 s[10:11], tba, v[2:3]
v_cmpx_lt_f64_e64 s[10:11], tma, v[2:3]
v_cmpx_lt_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpx_lt_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_lt_f64_e64 s[10:11], 0, v[2:3]
v_cmpx_lt_f64_e64 s[10:11], -1, v[2:3]
v_cmpx_lt_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_lt_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_lt_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_lt_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_lt_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_lt_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmpx_lt_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_lt_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_lt_f64_e64 s[10:11], v[1:2], tba
v_cmpx_lt_f64_e64 s[10:11], v[1:2], tma
v_cmpx_lt_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_lt_f64_e64 s[10:11], v[1:2], exec
v_cmpx_lt_f64_e64 s[10:11], v[1:2], 0
v_cmpx_lt_f64_e64 s[10:11], v[1:2], -1
v_cmpx_lt_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_lt_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_lt_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_lt_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_lt_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_eq_f64 vcc, v[1:2], v[2:3]
v_cmpx_eq_f64 vcc, v[254:255], v[2:3]
v_cmpx_eq_f64 vcc, s[2:3], v[2:3]
v_cmpx_eq_f64 vcc, s[4:5], v[2:3]
v_cmpx_eq_f64 vcc, s[102:103], v[2:3]
v_cmpx_eq_f64 vcc, flat_scratch, v[2:3]
v_cmpx_eq_f64 vcc, vcc, v[2:3]
v_cmpx_eq_f64 vcc, tba, v[2:3]
v_cmpx_eq_f64 vcc, tma, v[2:3]
v_cmpx_eq_f64 vcc, ttmp[10:11], v[2:3]
v_cmpx_eq_f64 vcc, exec, v[2:3]
v_cmpx_eq_f64 vcc, 0, v[2:3]
v_cmpx_eq_f64 vcc, -1, v[2:3]
v_cmpx_eq_f64 vcc, 0.5, v[2:3]
v_cmpx_eq_f64 vcc, -4.0, v[2:3]
v_cmpx_eq_f64 vcc, 0xaf123456, v[2:3]
v_cmpx_eq_f64 vcc, 0x3f717273, v[2:3]
v_cmpx_eq_f64 vcc, v[1:2], v[254:255]
v_cmpx_eq_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpx_eq_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpx_eq_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmpx_eq_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpx_eq_f64_e64 vcc, v[1:2], v[2:3]
v_cmpx_eq_f64_e64 tba, v[1:2], v[2:3]
v_cmpx_eq_f64_e64 tma, v[1:2], v[2:3]
v_cmpx_eq_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpx_eq_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpx_eq_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpx_eq_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpx_eq_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmpx_eq_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpx_eq_f64_e64 s[10:11], vcc, v[2:3]
v_cmpx_eq_f64_e64 s[10:11], tba, v[2:3]
v_cmpx_eq_f64_e64 s[10:11], tma, v[2:3]
v_cmpx_eq_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpx_eq_f64_e64 s[10:11], exec, v[2:3]
v_cmpx_eq_f64_e64 s[10:11], 0, v[2:3]
v_cmpx_eq_f64_e64 s[10:11], -1, v[2:3]
v_cmpx_eq_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpx_eq_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_eq_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpx_eq_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpx_eq_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpx_eq_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmpx_eq_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpx_eq_f64_e64 s[10:11], v[1:2], vcc
v_cmpx_eq_f64_e64 s[10:11], v[1:2], tba
v_cmpx_eq_f64_e64 s[10:11], v[1:2], tma
v_cmpx_eq_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpx_eq_f64_e64 s[10:11], v[1:2], exec
v_cmpx_eq_f64_e64 s[10:11], v[1:2], 0
v_cmpx_eq_f64_e64 s[10:11], v[1:2], -1
v_cmpx_eq_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_eq_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_eq_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpx_eq_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpx_eq_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpx_le_f64 vcc, v[1:2], v[2:3]
v_cmpx_le_f64 vcc, v[254:255], v[2:3]
v_cmpx_le_f64 vcc, s[2:3], v[2:3]
v_cmpx_le_f64 vcc, s[4:5], v[2:3]
v_cmpx_le_f64 vcc, s[102:103], v[2:3]
v_cmpx_le_f64 vcc, flat_scratch, v[2:3]
v_cmpx_le_f64 vcc, vcc, v[2:3]
v_cmpx_le_f64 vcc, tba, v[2:3]
v_cmpx_le_f64 vcc, tma, v[2:3]
v_cmpx_le_f64 vcc, ttmp[10:11], v[2:3]
v_cmpx_le_f64 vcc, exec, v[2:3]
v_cmpx_le_f64 vcc, 0, v[2:3]
v_cmpx_le_f64 vcc, -1, v[2:3]
v_cmpx_le_f64 vcc, 0.5, v[2:3]
v_cmpx_le_f64 vcc, -4.0, v[2:3]
v_cmpx_le_f64 vcc, 0xaf123456, v[2:3]
v_cmpx_le_f64 vcc, 0x3f717273, v[2:3]
v_cmpx_le_f64 vcc, v[1:2], v[254:255]
v_cmps_u_f32 vcc, exec_lo, v2
v_cmps_u_f32 vcc, exec_hi, v2
v_cmps_u_f32 vcc, 0, v2
v_cmps_u_f32 vcc, -1, v2
v_cmps_u_f32 vcc, 0.5, v2
v_cmps_u_f32 vcc, -4.0, v2
v_cmps_u_f32 vcc, 0xaf123456, v2
v_cmps_u_f32 vcc, 0x3f717273, v2
v_cmps_u_f32 vcc, v1, v255
v_cmps_u_f32_e64 s[10:11], v1, v2
v_cmps_u_f32_e64 s[12:13], v1, v2
v_cmps_u_f32_e64 s[102:103], v1, v2
v_cmps_u_f32_e64 flat_scratch, v1, v2
v_cmps_u_f32_e64 vcc, v1, v2
v_cmps_u_f32_e64 tba, v1, v2
v_cmps_u_f32_e64 tma, v1, v2
v_cmps_u_f32_e64 ttmp[10:11], v1, v2
v_cmps_u_f32_e64 s[10:11], v255, v2
v_cmps_u_f32_e64 s[10:11], s1, v2
v_cmps_u_f32_e64 s[10:11], s103, v2
v_cmps_u_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmps_u_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmps_u_f32_e64 s[10:11], vcc_lo, v2
v_cmps_u_f32_e64 s[10:11], vcc_hi, v2
v_cmps_u_f32_e64 s[10:11], tba_lo, v2
v_cmps_u_f32_e64 s[10:11], tba_hi, v2
v_cmps_u_f32_e64 s[10:11], tma_lo, v2
v_cmps_u_f32_e64 s[10:11], tma_hi, v2
v_cmps_u_f32_e64 s[10:11], ttmp11, v2
v_cmps_u_f32_e64 s[10:11], m0, v2
v_cmps_u_f32_e64 s[10:11], exec_lo, v2
v_cmps_u_f32_e64 s[10:11], exec_hi, v2
v_cmps_u_f32_e64 s[10:11], 0, v2
v_cmps_u_f32_e64 s[10:11], -1, v2
v_cmps_u_f32_e64 s[10:11], 0.5, v2
v_cmps_u_f32_e64 s[10:11], -4.0, v2
v_cmps_u_f32_e64 s[10:11], v1, v255
v_cmps_u_f32_e64 s[10:11], v1, s2
v_cmps_u_f32_e64 s[10:11], v1, s103
v_cmps_u_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmps_u_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmps_u_f32_e64 s[10:11], v1, vcc_lo
v_cmps_u_f32_e64 s[10:11], v1, vcc_hi
v_cmps_u_f32_e64 s[10:11], v1, tba_lo
v_cmps_u_f32_e64 s[10:11], v1, tba_hi
v_cmps_u_f32_e64 s[10:11], v1, tma_lo
v_cmps_u_f32_e64 s[10:11], v1, tma_hi
v_cmps_u_f32_e64 s[10:11], v1, ttmp11
v_cmps_u_f32_e64 s[10:11], v1, m0
v_cmps_u_f32_e64 s[10:11], v1, exec_lo
v_cmps_u_f32_e64 s[10:11], v1, exec_hi
v_cmps_u_f32_e64 s[10:11], v1, 0
v_cmps_u_f32_e64 s[10:11], v1, -1
v_cmps_u_f32_e64 s[10:11], v1, 0.5
v_cmps_u_f32_e64 s[10:11], v1, -4.0
v_cmps_u_f32_e64 s[10:11], -v1, v2
v_cmps_u_f32_e64 s[10:11], v1, -v2
v_cmps_u_f32_e64 s[10:11], -v1, -v2
v_cmps_nge_f32 vcc, v1, v2
v_cmps_nge_f32 vcc, v255, v2
v_cmps_nge_f32 vcc, s1, v2
v_cmps_nge_f32 vcc, s103, v2
v_cmps_nge_f32 vcc, flat_scratch_lo, v2
v_cmps_nge_f32 vcc, flat_scratch_hi, v2
v_cmps_nge_f32 vcc, vcc_lo, v2
v_cmps_nge_f32 vcc, vcc_hi, v2
v_cmps_nge_f32 vcc, tba_lo, v2
v_cmps_nge_f32 vcc, tba_hi, v2
v_cmps_nge_f32 vcc, tma_lo, v2
v_cmps_nge_f32 vcc, tma_hi, v2
v_cmps_nge_f32 vcc, ttmp11, v2
v_cmps_nge_f32 vcc, m0, v2
v_cmps_nge_f32 vcc, exec_lo, v2
v_cmps_nge_f32 vcc, exec_hi, v2
v_cmps_nge_f32 vcc, 0, v2
v_cmps_nge_f32 vcc, -1, v2
v_cmps_nge_f32 vcc, 0.5, v2
v_cmps_nge_f32 vcc, -4.0, v2
v_cmps_nge_f32 vcc, 0xaf123456, v2
v_cmps_nge_f32 vcc, 0x3f717273, v2
v_cmps_nge_f32 vcc, v1, v255
v_cmps_nge_f32_e64 s[10:11], v1, v2
v_cmps_nge_f32_e64 s[12:13], v1, v2
v_cmps_nge_f32_e64 s[102:103], v1, v2
v_cmps_nge_f32_e64 flat_scratch, v1, v2
v_cmps_nge_f32_e64 vcc, v1, v2
v_cmps_nge_f32_e64 tba, v1, v2
v_cmps_nge_f32_e64 tma, v1, v2
v_cmps_nge_f32_e64 ttmp[10:11], v1, v2
v_cmps_nge_f32_e64 s[10:11], v255, v2
v_cmps_nge_f32_e64 s[10:11], s1, v2
v_cmps_nge_f32_e64 s[10:11], s103, v2
v_cmps_nge_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmps_nge_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmps_nge_f32_e64 s[10:11], vcc_lo, v2
v_cmps_nge_f32_e64 s[10:11], vcc_hi, v2
v_cmps_nge_f32_e64 s[10:11], tba_lo, v2
v_cmps_nge_f32_e64 s[10:11], tba_hi, v2
v_cmps_nge_f32_e64 s[10:11], tma_lo, v2
v_cmps_nge_f32_e64 s[10:11], tma_hi, v2
v_cmps_nge_f32_e64 s[10:11], ttmp11, v2
v_cmps_nge_f32_e64 s[10:11], m0, v2
v_cmps_nge_f32_e64 s[10:11], exec_lo, v2
v_cmps_nge_f32_e64 s[10:11], exec_hi, v2
v_cmps_nge_f32_e64 s[10:11], 0, v2
v_cmps_nge_f32_e64 s[10:11], -1, v2
v_cmps_nge_f32_e64 s[10:11], 0.5, v2
v_cmps_nge_f32_e64 s[10:11], -4.0, v2
v_cmps_nge_f32_e64 s[10:11], v1, v255
v_cmps_nge_f32_e64 s[10:11], v1, s2
v_cmps_nge_f32_e64 s[10:11], v1, s103
v_cmps_nge_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmps_nge_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmps_nge_f32_e64 s[10:11], v1, vcc_lo
v_cmps_nge_f32_e64 s[10:11], v1, vcc_hi
v_cmps_nge_f32_e64 s[10:11], v1, tba_lo
v_cmps_nge_f32_e64 s[10:11], v1, tba_hi
v_cmps_nge_f32_e64 s[10:11], v1, tma_lo
v_cmps_nge_f32_e64 s[10:11], v1, tma_hi
v_cmps_nge_f32_e64 s[10:11], v1, ttmp11
v_cmps_nge_f32_e64 s[10:11], v1, m0
v_cmps_nge_f32_e64 s[10:11], v1, exec_lo
v_cmps_nge_f32_e64 s[10:11], v1, exec_hi
v_cmps_nge_f32_e64 s[10:11], v1, 0
v_cmps_nge_f32_e64 s[10:11], v1, -1
v_cmps_nge_f32_e64 s[10:11], v1, 0.5
v_cmps_nge_f32_e64 s[10:11], v1, -4.0
v_cmps_nge_f32_e64 s[10:11], -v1, v2
v_cmps_nge_f32_e64 s[10:11], v1, -v2
v_cmps_nge_f32_e64 s[10:11], -v1, -v2
v_cmps_nlg_f32 vcc, v1, v2
v_cmps_nlg_f32 vcc, v255, v2
v_cmps_nlg_f32 vcc, s1, v2
v_cmps_nlg_f32 vcc, s103, v2
v_cmps_nlg_f32 vcc, flat_scratch_lo, v2
v_cmps_nlg_f32 vcc, flat_scratch_hi, v2
v_cmps_nlg_f32 vcc, vcc_lo, v2
v_cmps_nlg_f32 vcc, vcc_hi, v2
v_cmps_nlg_f32 vcc, tba_lo, v2
v_cmps_nlg_f32 vcc, tba_hi, v2
v_cmps_nlg_f32 vcc, tma_lo, v2
v_cmps_nlg_f32 vcc, tma_hi, v2
v_cmps_nlg_f32 vcc, ttmp11, v2
v_cmps_nlg_f32 vcc, m0, v2
v_cmps_nlg_f32 vcc, exec_lo, v2
v_cmps_nlg_f32 vcc, exec_hi, v2
v_cmps_nlg_f32 vcc, 0, v2
v_cmps_nlg_f32 vcc, -1, v2
v_cmps_nlg_f32 vcc, 0.5, v2
v_cmps_nlg_f32 vcc, -4.0, v2
v_cmps_nlg_f32 vcc, 0xaf123456, v2
v_cmps_nlg_f32 vcc, 0x3f717273, v2
v_cmps_nlg_f32 vcc, v1, v255
v_cmps_nlg_f32_e64 s[10:11], v1, v2
v_cmps_nlg_f32_e64 s[12:13], v1, v2
v_cmps_nlg_f32_e64 s[102:103], v1, v2
v_cmps_nlg_f32_e64 flat_scratch, v1, v2
v_cmps_nlg_f32_e64 vcc, v1, v2
v_cmps_nlg_f32_e64 tba, v1, v2
v_cmps_nlg_f32_e64 tma, v1, v2
v_cmps_nlg_f32_e64 ttmp[10:11], v1, v2
v_cmps_nlg_f32_e64 s[10:11], v255, v2
v_cmps_nlg_f32_e64 s[10:11], s1, v2
v_cmps_nlg_f32_e64 s[10:11], s103, v2
v_cmps_nlg_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmps_nlg_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmps_nlg_f32_e64 s[10:11], vcc_lo, v2
v_cmps_nlg_f32_e64 s[10:11], vcc_hi, v2
v_cmps_nlg_f32_e64 s[10:11], tba_lo, v2
v_cmps_nlg_f32_e64 s[10:11], tba_hi, v2
v_cmps_nlg_f32_e64 s[10:11], tma_lo, v2
v_cmps_nlg_f32_e64 s[10:11], tma_hi, v2
v_cmps_nlg_f32_e64 s[10:11], ttmp11, v2
v_cmps_nlg_f32_e64 s[10:11], m0, v2
v_cmps_nlg_f32_e64 s[10:11], exec_lo, v2
v_cmps_nlg_f32_e64 s[10:11], exec_hi, v2
v_cmps_nlg_f32_e64 s[10:11], 0, v2
v_cmps_nlg_f32_e64 s[10:11], -1, v2
v_cmps_nlg_f32_e64 s[10:11], 0.5, v2
v_cmps_nlg_f32_e64 s[10:11], -4.0, v2
v_cmps_nlg_f32_e64 s[10:11], v1, v255
v_cmps_nlg_f32_e64 s[10:11], v1, s2
v_cmps_nlg_f32_e64 s[10:11], v1, s103
v_cmps_nlg_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmps_nlg_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmps_nlg_f32_e64 s[10:11], v1, vcc_lo
v_cmps_nlg_f32_e64 s[10:11], v1, vcc_hi
v_cmps_nlg_f32_e64 s[10:11], v1, tba_lo
v_cmps_nlg_f32_e64 s[10:11], v1, tba_hi
v_cmps_nlg_f32_e64 s[10:11], v1, tma_lo
v_cmps_nlg_f32_e64 s[10:11], v1, tma_hi
v_cmpsx_neq_f32_e64 s[10:11], vcc_hi, v2
v_cmpsx_neq_f32_e64 s[10:11], tba_lo, v2
v_cmpsx_neq_f32_e64 s[10:11], tba_hi, v2
v_cmpsx_neq_f32_e64 s[10:11], tma_lo, v2
v_cmpsx_neq_f32_e64 s[10:11], tma_hi, v2
v_cmpsx_neq_f32_e64 s[10:11], ttmp11, v2
v_cmpsx_neq_f32_e64 s[10:11], m0, v2
v_cmpsx_neq_f32_e64 s[10:11], exec_lo, v2
v_cmpsx_neq_f32_e64 s[10:11], exec_hi, v2
v_cmpsx_neq_f32_e64 s[10:11], 0, v2
v_cmpsx_neq_f32_e64 s[10:11], -1, v2
v_cmpsx_neq_f32_e64 s[10:11], 0.5, v2
v_cmpsx_neq_f32_e64 s[10:11], -4.0, v2
v_cmpsx_neq_f32_e64 s[10:11], v1, v255
v_cmpsx_neq_f32_e64 s[10:11], v1, s2
v_cmpsx_neq_f32_e64 s[10:11], v1, s103
v_cmpsx_neq_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmpsx_neq_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmpsx_neq_f32_e64 s[10:11], v1, vcc_lo
v_cmpsx_neq_f32_e64 s[10:11], v1, vcc_hi
v_cmpsx_neq_f32_e64 s[10:11], v1, tba_lo
v_cmpsx_neq_f32_e64 s[10:11], v1, tba_hi
v_cmpsx_neq_f32_e64 s[10:11], v1, tma_lo
v_cmpsx_neq_f32_e64 s[10:11], v1, tma_hi
v_cmpsx_neq_f32_e64 s[10:11], v1, ttmp11
v_cmpsx_neq_f32_e64 s[10:11], v1, m0
v_cmpsx_neq_f32_e64 s[10:11], v1, exec_lo
v_cmpsx_neq_f32_e64 s[10:11], v1, exec_hi
v_cmpsx_neq_f32_e64 s[10:11], v1, 0
v_cmpsx_neq_f32_e64 s[10:11], v1, -1
v_cmpsx_neq_f32_e64 s[10:11], v1, 0.5
v_cmpsx_neq_f32_e64 s[10:11], v1, -4.0
v_cmpsx_neq_f32_e64 s[10:11], -v1, v2
v_cmpsx_neq_f32_e64 s[10:11], v1, -v2
v_cmpsx_neq_f32_e64 s[10:11], -v1, -v2
v_cmpsx_nlt_f32 vcc, v1, v2
v_cmpsx_nlt_f32 vcc, v255, v2
v_cmpsx_nlt_f32 vcc, s1, v2
v_cmpsx_nlt_f32 vcc, s103, v2
v_cmpsx_nlt_f32 vcc, flat_scratch_lo, v2
v_cmpsx_nlt_f32 vcc, flat_scratch_hi, v2
v_cmpsx_nlt_f32 vcc, vcc_lo, v2
v_cmpsx_nlt_f32 vcc, vcc_hi, v2
v_cmpsx_nlt_f32 vcc, tba_lo, v2
v_cmpsx_nlt_f32 vcc, tba_hi, v2
v_cmpsx_nlt_f32 vcc, tma_lo, v2
v_cmpsx_nlt_f32 vcc, tma_hi, v2
v_cmpsx_nlt_f32 vcc, ttmp11, v2
v_cmpsx_nlt_f32 vcc, m0, v2
v_cmpsx_nlt_f32 vcc, exec_lo, v2
v_cmpsx_nlt_f32 vcc, exec_hi, v2
v_cmpsx_nlt_f32 vcc, 0, v2
v_cmpsx_nlt_f32 vcc, -1, v2
v_cmpsx_nlt_f32 vcc, 0.5, v2
v_cmpsx_nlt_f32 vcc, -4.0, v2
v_cmpsx_nlt_f32 vcc, 0xaf123456, v2
v_cmpsx_nlt_f32 vcc, 0x3f717273, v2
v_cmpsx_nlt_f32 vcc, v1, v255
v_cmpsx_nlt_f32_e64 s[10:11], v1, v2
v_cmpsx_nlt_f32_e64 s[12:13], v1, v2
v_cmpsx_nlt_f32_e64 s[102:103], v1, v2
v_cmpsx_nlt_f32_e64 flat_scratch, v1, v2
v_cmpsx_nlt_f32_e64 vcc, v1, v2
v_cmpsx_nlt_f32_e64 tba, v1, v2
v_cmpsx_nlt_f32_e64 tma, v1, v2
v_cmpsx_nlt_f32_e64 ttmp[10:11], v1, v2
v_cmpsx_nlt_f32_e64 s[10:11], v255, v2
v_cmpsx_nlt_f32_e64 s[10:11], s1, v2
v_cmpsx_nlt_f32_e64 s[10:11], s103, v2
v_cmpsx_nlt_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpsx_nlt_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpsx_nlt_f32_e64 s[10:11], vcc_lo, v2
v_cmpsx_nlt_f32_e64 s[10:11], vcc_hi, v2
v_cmpsx_nlt_f32_e64 s[10:11], tba_lo, v2
v_cmpsx_nlt_f32_e64 s[10:11], tba_hi, v2
v_cmpsx_nlt_f32_e64 s[10:11], tma_lo, v2
v_cmpsx_nlt_f32_e64 s[10:11], tma_hi, v2
v_cmpsx_nlt_f32_e64 s[10:11], ttmp11, v2
v_cmpsx_nlt_f32_e64 s[10:11], m0, v2
v_cmpsx_nlt_f32_e64 s[10:11], exec_lo, v2
v_cmpsx_nlt_f32_e64 s[10:11], exec_hi, v2
v_cmpsx_nlt_f32_e64 s[10:11], 0, v2
v_cmpsx_nlt_f32_e64 s[10:11], -1, v2
v_cmpsx_nlt_f32_e64 s[10:11], 0.5, v2
v_cmpsx_nlt_f32_e64 s[10:11], -4.0, v2
v_cmpsx_nlt_f32_e64 s[10:11], v1, v255
v_cmpsx_nlt_f32_e64 s[10:11], v1, s2
v_cmpsx_nlt_f32_e64 s[10:11], v1, s103
v_cmpsx_nlt_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmpsx_nlt_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmpsx_nlt_f32_e64 s[10:11], v1, vcc_lo
v_cmpsx_nlt_f32_e64 s[10:11], v1, vcc_hi
v_cmpsx_nlt_f32_e64 s[10:11], v1, tba_lo
v_cmpsx_nlt_f32_e64 s[10:11], v1, tba_hi
v_cmpsx_nlt_f32_e64 s[10:11], v1, tma_lo
v_cmpsx_nlt_f32_e64 s[10:11], v1, tma_hi
v_cmpsx_nlt_f32_e64 s[10:11], v1, ttmp11
v_cmpsx_nlt_f32_e64 s[10:11], v1, m0
v_cmpsx_nlt_f32_e64 s[10:11], v1, exec_lo
v_cmpsx_nlt_f32_e64 s[10:11], v1, exec_hi
v_cmpsx_nlt_f32_e64 s[10:11], v1, 0
v_cmpsx_nlt_f32_e64 s[10:11], v1, -1
v_cmpsx_nlt_f32_e64 s[10:11], v1, 0.5
v_cmpsx_nlt_f32_e64 s[10:11], v1, -4.0
v_cmpsx_nlt_f32_e64 s[10:11], -v1, v2
v_cmpsx_nlt_f32_e64 s[10:11], v1, -v2
v_cmpsx_nlt_f32_e64 s[10:11], -v1, -v2
v_cmpsx_tru_f32 vcc, v1, v2
v_cmpsx_tru_f32 vcc, v255, v2
v_cmpsx_tru_f32 vcc, s1, v2
v_cmpsx_tru_f32 vcc, s103, v2
v_cmpsx_tru_f32 vcc, flat_scratch_lo, v2
v_cmpsx_tru_f32 vcc, flat_scratch_hi, v2
v_cmpsx_tru_f32 vcc, vcc_lo, v2
v_cmpsx_tru_f32 vcc, vcc_hi, v2
v_cmpsx_tru_f32 vcc, tba_lo, v2
v_cmpsx_tru_f32 vcc, tba_hi, v2
v_cmpsx_tru_f32 vcc, tma_lo, v2
v_cmpsx_tru_f32 vcc, tma_hi, v2
v_cmpsx_tru_f32 vcc, ttmp11, v2
v_cmpsx_tru_f32 vcc, m0, v2
v_cmpsx_tru_f32 vcc, exec_lo, v2
v_cmpsx_tru_f32 vcc, exec_hi, v2
v_cmpsx_tru_f32 vcc, 0, v2
v_cmpsx_tru_f32 vcc, -1, v2
v_cmpsx_tru_f32 vcc, 0.5, v2
v_cmpsx_tru_f32 vcc, -4.0, v2
v_cmpsx_tru_f32 vcc, 0xaf123456, v2
v_cmpsx_tru_f32 vcc, 0x3f717273, v2
v_cmpsx_tru_f32 vcc, v1, v255
v_cmpsx_tru_f32_e64 s[10:11], v1, v2
v_cmpsx_tru_f32_e64 s[12:13], v1, v2
v_cmpsx_tru_f32_e64 s[102:103], v1, v2
v_cmpsx_tru_f32_e64 flat_scratch, v1, v2
v_cmpsx_tru_f32_e64 vcc, v1, v2
v_cmpsx_tru_f32_e64 tba, v1, v2
v_cmpsx_tru_f32_e64 tma, v1, v2
v_cmpsx_tru_f32_e64 ttmp[10:11], v1, v2
v_cmpsx_tru_f32_e64 s[10:11], v255, v2
v_cmpsx_tru_f32_e64 s[10:11], s1, v2
v_cmpsx_tru_f32_e64 s[10:11], s103, v2
v_cmpsx_tru_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpsx_tru_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpsx_tru_f32_e64 s[10:11], vcc_lo, v2
v_cmpsx_tru_f32_e64 s[10:11], vcc_hi, v2
v_cmpsx_tru_f32_e64 s[10:11], tba_lo, v2
v_cmpsx_tru_f32_e64 s[10:11], tba_hi, v2
v_cmpsx_tru_f32_e64 s[10:11], tma_lo, v2
v_cmpsx_tru_f32_e64 s[10:11], tma_hi, v2
v_cmpsx_tru_f32_e64 s[10:11], ttmp11, v2
v_cmpsx_tru_f32_e64 s[10:11], m0, v2
v_cmpsx_tru_f32_e64 s[10:11], exec_lo, v2
v_cmpsx_tru_f32_e64 s[10:11], exec_hi, v2
v_cmpsx_tru_f32_e64 s[10:11], 0, v2
v_cmpsx_tru_f32_e64 s[10:11], -1, v2
v_cmpsx_tru_f32_e64 s[10:11], 0.5, v2
v_cmpsx_tru_f32_e64 s[10:11], -4.0, v2
v_cmpsx_tru_f32_e64 s[10:11], v1, v255
v_cmpsx_tru_f32_e64 s[10:11], v1, s2
v_cmpsx_tru_f32_e64 s[10:11], v1, s103
v_cmpsx_tru_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmpsx_tru_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmpsx_tru_f32_e64 s[10:11], v1, vcc_lo
v_cmpsx_tru_f32_e64 s[10:11], v1, vcc_hi
v_cmpsx_tru_f32_e64 s[10:11], v1, tba_lo
v_cmpsx_tru_f32_e64 s[10:11], v1, tba_hi
v_cmpsx_tru_f32_e64 s[10:11], v1, tma_lo
v_cmpsx_tru_f32_e64 s[10:11], v1, tma_hi
v_cmpsx_tru_f32_e64 s[10:11], v1, ttmp11
v_cmpsx_tru_f32_e64 s[10:11], v1, m0
v_cmpsx_tru_f32_e64 s[10:11], v1, exec_lo
v_cmpsx_tru_f32_e64 s[10:11], v1, exec_hi
v_cmpsx_tru_f32_e64 s[10:11], v1, 0
v_cmpsx_tru_f32_e64 s[10:11], v1, -1
v_cmpsx_tru_f32_e64 s[10:11], v1, 0.5
v_cmpsx_tru_f32_e64 s[10:11], v1, -4.0
v_cmpsx_tru_f32_e64 s[10:11], -v1, v2
v_cmpsx_tru_f32_e64 s[10:11], v1, -v2
v_cmpsx_tru_f32_e64 s[10:11], -v1, -v2
v_cmps_f_f64 vcc, v[1:2], v[2:3]
v_cmps_f_f64 vcc, v[254:255], v[2:3]
v_cmps_f_f64 vcc, s[2:3], v[2:3]
v_cmps_f_f64 vcc, s[4:5], v[2:3]
v_cmps_f_f64 vcc, s[102:103], v[2:3]
v_cmps_f_f64 vcc, flat_scratch, v[2:3]
v_cmps_f_f64 vcc, vcc, v[2:3]
v_cmps_f_f64 vcc, tba, v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], vcc, v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], tba, v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], tma, v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], exec, v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], 0, v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], -1, v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], vcc
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], tba
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], tma
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], exec
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], 0
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], -1
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], 0.5
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], -4.0
v_cmpsx_ge_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpsx_ge_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpsx_o_f64 vcc, v[1:2], v[2:3]
v_cmpsx_o_f64 vcc, v[254:255], v[2:3]
v_cmpsx_o_f64 vcc, s[2:3], v[2:3]
v_cmpsx_o_f64 vcc, s[4:5], v[2:3]
v_cmpsx_o_f64 vcc, s[102:103], v[2:3]
v_cmpsx_o_f64 vcc, flat_scratch, v[2:3]
v_cmpsx_o_f64 vcc, vcc, v[2:3]
v_cmpsx_o_f64 vcc, tba, v[2:3]
v_cmpsx_o_f64 vcc, tma, v[2:3]
v_cmpsx_o_f64 vcc, ttmp[10:11], v[2:3]
v_cmpsx_o_f64 vcc, exec, v[2:3]
v_cmpsx_o_f64 vcc, 0, v[2:3]
v_cmpsx_o_f64 vcc, -1, v[2:3]
v_cmpsx_o_f64 vcc, 0.5, v[2:3]
v_cmpsx_o_f64 vcc, -4.0, v[2:3]
v_cmpsx_o_f64 vcc, 0xaf123456, v[2:3]
v_cmpsx_o_f64 vcc, 0x3f717273, v[2:3]
v_cmpsx_o_f64 vcc, v[1:2], v[254:255]
v_cmpsx_o_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpsx_o_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpsx_o_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmpsx_o_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpsx_o_f64_e64 vcc, v[1:2], v[2:3]
v_cmpsx_o_f64_e64 tba, v[1:2], v[2:3]
v_cmpsx_o_f64_e64 tma, v[1:2], v[2:3]
v_cmpsx_o_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpsx_o_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpsx_o_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpsx_o_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpsx_o_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmpsx_o_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpsx_o_f64_e64 s[10:11], vcc, v[2:3]
v_cmpsx_o_f64_e64 s[10:11], tba, v[2:3]
v_cmpsx_o_f64_e64 s[10:11], tma, v[2:3]
v_cmpsx_o_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpsx_o_f64_e64 s[10:11], exec, v[2:3]
v_cmpsx_o_f64_e64 s[10:11], 0, v[2:3]
v_cmpsx_o_f64_e64 s[10:11], -1, v[2:3]
v_cmpsx_o_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpsx_o_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpsx_o_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpsx_o_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpsx_o_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpsx_o_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmpsx_o_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpsx_o_f64_e64 s[10:11], v[1:2], vcc
v_cmpsx_o_f64_e64 s[10:11], v[1:2], tba
v_cmpsx_o_f64_e64 s[10:11], v[1:2], tma
v_cmpsx_o_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpsx_o_f64_e64 s[10:11], v[1:2], exec
v_cmpsx_o_f64_e64 s[10:11], v[1:2], 0
v_cmpsx_o_f64_e64 s[10:11], v[1:2], -1
v_cmpsx_o_f64_e64 s[10:11], v[1:2], 0.5
v_cmpsx_o_f64_e64 s[10:11], v[1:2], -4.0
v_cmpsx_o_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpsx_o_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpsx_o_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpsx_u_f64 vcc, v[1:2], v[2:3]
v_cmpsx_u_f64 vcc, v[254:255], v[2:3]
v_cmpsx_u_f64 vcc, s[2:3], v[2:3]
v_cmpsx_u_f64 vcc, s[4:5], v[2:3]
v_cmpsx_u_f64 vcc, s[102:103], v[2:3]
v_cmpsx_u_f64 vcc, flat_scratch, v[2:3]
v_cmpsx_u_f64 vcc, vcc, v[2:3]
v_cmpsx_u_f64 vcc, tba, v[2:3]
v_cmpsx_u_f64 vcc, tma, v[2:3]
v_cmpsx_u_f64 vcc, ttmp[10:11], v[2:3]
v_cmpsx_u_f64 vcc, exec, v[2:3]
v_cmpsx_u_f64 vcc, 0, v[2:3]
v_cmpsx_u_f64 vcc, -1, v[2:3]
v_cmpsx_u_f64 vcc, 0.5, v[2:3]
v_cmpsx_u_f64 vcc, -4.0, v[2:3]
v_cmpsx_u_f64 vcc, 0xaf123456, v[2:3]
v_cmpsx_u_f64 vcc, 0x3f717273, v[2:3]
v_cmpsx_u_f64 vcc, v[1:2], v[254:255]
v_cmpsx_u_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpsx_u_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpsx_u_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmpsx_u_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpsx_u_f64_e64 vcc, v[1:2], v[2:3]
v_cmpsx_u_f64_e64 tba, v[1:2], v[2:3]
v_cmpsx_u_f64_e64 tma, v[1:2], v[2:3]
v_cmpsx_u_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpsx_u_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpsx_u_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpsx_u_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpsx_u_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmpsx_u_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpsx_u_f64_e64 s[10:11], vcc, v[2:3]
v_cmpsx_u_f64_e64 s[10:11], tba, v[2:3]
v_cmpsx_u_f64_e64 s[10:11], tma, v[2:3]
v_cmpsx_u_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpsx_u_f64_e64 s[10:11], exec, v[2:3]
v_cmpsx_u_f64_e64 s[10:11], 0, v[2:3]
v_cmpsx_u_f64_e64 s[10:11], -1, v[2:3]
v_cmpsx_u_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpsx_u_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpsx_u_f64_e64 s[10:11], v[1:2], v[254:255]
v_cmpsx_u_f64_e64 s[10:11], v[1:2], s[4:5]
v_cmpsx_u_f64_e64 s[10:11], v[1:2], s[6:7]
v_cmpsx_u_f64_e64 s[10:11], v[1:2], s[102:103]
v_cmpsx_u_f64_e64 s[10:11], v[1:2], flat_scratch
v_cmpsx_u_f64_e64 s[10:11], v[1:2], vcc
v_cmpsx_u_f64_e64 s[10:11], v[1:2], tba
v_cmpsx_u_f64_e64 s[10:11], v[1:2], tma
v_cmpsx_u_f64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmpsx_u_f64_e64 s[10:11], v[1:2], exec
v_cmpsx_u_f64_e64 s[10:11], v[1:2], 0
v_cmpsx_u_f64_e64 s[10:11], v[1:2], -1
v_cmpsx_u_f64_e64 s[10:11], v[1:2], 0.5
v_cmpsx_u_f64_e64 s[10:11], v[1:2], -4.0
v_cmpsx_u_f64_e64 s[10:11], -v[1:2], v[2:3]
v_cmpsx_u_f64_e64 s[10:11], v[1:2], -v[2:3]
v_cmpsx_u_f64_e64 s[10:11], -v[1:2], -v[2:3]
v_cmpsx_nge_f64 vcc, v[1:2], v[2:3]
v_cmpsx_nge_f64 vcc, v[254:255], v[2:3]
v_cmpsx_nge_f64 vcc, s[2:3], v[2:3]
v_cmpsx_nge_f64 vcc, s[4:5], v[2:3]
v_cmpsx_nge_f64 vcc, s[102:103], v[2:3]
v_cmpsx_nge_f64 vcc, flat_scratch, v[2:3]
v_cmpsx_nge_f64 vcc, vcc, v[2:3]
v_cmpsx_nge_f64 vcc, tba, v[2:3]
v_cmpsx_nge_f64 vcc, tma, v[2:3]
v_cmpsx_nge_f64 vcc, ttmp[10:11], v[2:3]
v_cmpsx_nge_f64 vcc, exec, v[2:3]
v_cmpsx_nge_f64 vcc, 0, v[2:3]
v_cmpsx_nge_f64 vcc, -1, v[2:3]
v_cmpsx_nge_f64 vcc, 0.5, v[2:3]
v_cmpsx_nge_f64 vcc, -4.0, v[2:3]
v_cmpsx_nge_f64 vcc, 0xaf123456, v[2:3]
v_cmpsx_nge_f64 vcc, 0x3f717273, v[2:3]
v_cmpsx_nge_f64 vcc, v[1:2], v[254:255]
v_cmpsx_nge_f64_e64 s[10:11], v[1:2], v[2:3]
v_cmpsx_nge_f64_e64 s[12:13], v[1:2], v[2:3]
v_cmpsx_nge_f64_e64 s[102:103], v[1:2], v[2:3]
v_cmpsx_nge_f64_e64 flat_scratch, v[1:2], v[2:3]
v_cmpsx_nge_f64_e64 vcc, v[1:2], v[2:3]
v_cmpsx_nge_f64_e64 tba, v[1:2], v[2:3]
v_cmpsx_nge_f64_e64 tma, v[1:2], v[2:3]
v_cmpsx_nge_f64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], v[254:255], v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], s[2:3], v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], s[4:5], v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], s[102:103], v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], flat_scratch, v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], vcc, v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], tba, v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], tma, v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], exec, v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], 0, v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], -1, v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], 0.5, v[2:3]
v_cmpsx_nge_f64_e64 s[10:11], -4.0, v[2:3]
v_cmpx_ge_i32 vcc, -4.0, v2
v_cmpx_ge_i32 vcc, 0xaf123456, v2
v_cmpx_ge_i32 vcc, 0x3f717273, v2
v_cmpx_ge_i32 vcc, v1, v255
v_cmpx_ge_i32_e64 s[10:11], v1, v2
v_cmpx_ge_i32_e64 s[12:13], v1, v2
v_cmpx_ge_i32_e64 s[102:103], v1, v2
v_cmpx_ge_i32_e64 flat_scratch, v1, v2
v_cmpx_ge_i32_e64 vcc, v1, v2
v_cmpx_ge_i32_e64 tba, v1, v2
v_cmpx_ge_i32_e64 tma, v1, v2
v_cmpx_ge_i32_e64 ttmp[10:11], v1, v2
v_cmpx_ge_i32_e64 s[10:11], v255, v2
v_cmpx_ge_i32_e64 s[10:11], s1, v2
v_cmpx_ge_i32_e64 s[10:11], s103, v2
v_cmpx_ge_i32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_ge_i32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_ge_i32_e64 s[10:11], vcc_lo, v2
v_cmpx_ge_i32_e64 s[10:11], vcc_hi, v2
v_cmpx_ge_i32_e64 s[10:11], tba_lo, v2
v_cmpx_ge_i32_e64 s[10:11], tba_hi, v2
v_cmpx_ge_i32_e64 s[10:11], tma_lo, v2
v_cmpx_ge_i32_e64 s[10:11], tma_hi, v2
v_cmpx_ge_i32_e64 s[10:11], ttmp11, v2
v_cmpx_ge_i32_e64 s[10:11], m0, v2
v_cmpx_ge_i32_e64 s[10:11], exec_lo, v2
v_cmpx_ge_i32_e64 s[10:11], exec_hi, v2
v_cmpx_ge_i32_e64 s[10:11], 0, v2
v_cmpx_ge_i32_e64 s[10:11], -1, v2
v_cmpx_ge_i32_e64 s[10:11], 0.5, v2
v_cmpx_ge_i32_e64 s[10:11], -4.0, v2
v_cmpx_ge_i32_e64 s[10:11], v1, v255
v_cmpx_ge_i32_e64 s[10:11], v1, s2
v_cmpx_ge_i32_e64 s[10:11], v1, s103
v_cmpx_ge_i32_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_ge_i32_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_ge_i32_e64 s[10:11], v1, vcc_lo
v_cmpx_ge_i32_e64 s[10:11], v1, vcc_hi
v_cmpx_ge_i32_e64 s[10:11], v1, tba_lo
v_cmpx_ge_i32_e64 s[10:11], v1, tba_hi
v_cmpx_ge_i32_e64 s[10:11], v1, tma_lo
v_cmpx_ge_i32_e64 s[10:11], v1, tma_hi
v_cmpx_ge_i32_e64 s[10:11], v1, ttmp11
v_cmpx_ge_i32_e64 s[10:11], v1, m0
v_cmpx_ge_i32_e64 s[10:11], v1, exec_lo
v_cmpx_ge_i32_e64 s[10:11], v1, exec_hi
v_cmpx_ge_i32_e64 s[10:11], v1, 0
v_cmpx_ge_i32_e64 s[10:11], v1, -1
v_cmpx_ge_i32_e64 s[10:11], v1, 0.5
v_cmpx_ge_i32_e64 s[10:11], v1, -4.0
v_cmpx_t_i32 vcc, v1, v2
v_cmpx_t_i32 vcc, v255, v2
v_cmpx_t_i32 vcc, s1, v2
v_cmpx_t_i32 vcc, s103, v2
v_cmpx_t_i32 vcc, flat_scratch_lo, v2
v_cmpx_t_i32 vcc, flat_scratch_hi, v2
v_cmpx_t_i32 vcc, vcc_lo, v2
v_cmpx_t_i32 vcc, vcc_hi, v2
v_cmpx_t_i32 vcc, tba_lo, v2
v_cmpx_t_i32 vcc, tba_hi, v2
v_cmpx_t_i32 vcc, tma_lo, v2
v_cmpx_t_i32 vcc, tma_hi, v2
v_cmpx_t_i32 vcc, ttmp11, v2
v_cmpx_t_i32 vcc, m0, v2
v_cmpx_t_i32 vcc, exec_lo, v2
v_cmpx_t_i32 vcc, exec_hi, v2
v_cmpx_t_i32 vcc, 0, v2
v_cmpx_t_i32 vcc, -1, v2
v_cmpx_t_i32 vcc, 0.5, v2
v_cmpx_t_i32 vcc, -4.0, v2
v_cmpx_t_i32 vcc, 0xaf123456, v2
v_cmpx_t_i32 vcc, 0x3f717273, v2
v_cmpx_t_i32 vcc, v1, v255
v_cmpx_t_i32_e64 s[10:11], v1, v2
v_cmpx_t_i32_e64 s[12:13], v1, v2
v_cmpx_t_i32_e64 s[102:103], v1, v2
v_cmpx_t_i32_e64 flat_scratch, v1, v2
v_cmpx_t_i32_e64 vcc, v1, v2
v_cmpx_t_i32_e64 tba, v1, v2
v_cmpx_t_i32_e64 tma, v1, v2
v_cmpx_t_i32_e64 ttmp[10:11], v1, v2
v_cmpx_t_i32_e64 s[10:11], v255, v2
v_cmpx_t_i32_e64 s[10:11], s1, v2
v_cmpx_t_i32_e64 s[10:11], s103, v2
v_cmpx_t_i32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_t_i32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_t_i32_e64 s[10:11], vcc_lo, v2
v_cmpx_t_i32_e64 s[10:11], vcc_hi, v2
v_cmpx_t_i32_e64 s[10:11], tba_lo, v2
v_cmpx_t_i32_e64 s[10:11], tba_hi, v2
v_cmpx_t_i32_e64 s[10:11], tma_lo, v2
v_cmpx_t_i32_e64 s[10:11], tma_hi, v2
v_cmpx_t_i32_e64 s[10:11], ttmp11, v2
v_cmpx_t_i32_e64 s[10:11], m0, v2
v_cmpx_t_i32_e64 s[10:11], exec_lo, v2
v_cmpx_t_i32_e64 s[10:11], exec_hi, v2
v_cmpx_t_i32_e64 s[10:11], 0, v2
v_cmpx_t_i32_e64 s[10:11], -1, v2
v_cmpx_t_i32_e64 s[10:11], 0.5, v2
v_cmpx_t_i32_e64 s[10:11], -4.0, v2
v_cmpx_t_i32_e64 s[10:11], v1, v255
v_cmpx_t_i32_e64 s[10:11], v1, s2
v_cmpx_t_i32_e64 s[10:11], v1, s103
v_cmpx_t_i32_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_t_i32_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_t_i32_e64 s[10:11], v1, vcc_lo
v_cmpx_t_i32_e64 s[10:11], v1, vcc_hi
v_cmpx_t_i32_e64 s[10:11], v1, tba_lo
v_cmpx_t_i32_e64 s[10:11], v1, tba_hi
v_cmpx_t_i32_e64 s[10:11], v1, tma_lo
v_cmpx_t_i32_e64 s[10:11], v1, tma_hi
v_cmpx_t_i32_e64 s[10:11], v1, ttmp11
v_cmpx_t_i32_e64 s[10:11], v1, m0
v_cmpx_t_i32_e64 s[10:11], v1, exec_lo
v_cmpx_t_i32_e64 s[10:11], v1, exec_hi
v_cmpx_t_i32_e64 s[10:11], v1, 0
v_cmpx_t_i32_e64 s[10:11], v1, -1
v_cmpx_t_i32_e64 s[10:11], v1, 0.5
v_cmpx_t_i32_e64 s[10:11], v1, -4.0
v_cmp_f_i64 vcc, v[1:2], v[2:3]
v_cmp_f_i64 vcc, v[254:255], v[2:3]
v_cmp_f_i64 vcc, s[2:3], v[2:3]
v_cmp_f_i64 vcc, s[4:5], v[2:3]
v_cmp_f_i64 vcc, s[102:103], v[2:3]
v_cmp_f_i64 vcc, flat_scratch, v[2:3]
v_cmp_f_i64 vcc, vcc, v[2:3]
v_cmp_f_i64 vcc, tba, v[2:3]
v_cmp_f_i64 vcc, tma, v[2:3]
v_cmp_f_i64 vcc, ttmp[10:11], v[2:3]
v_cmp_f_i64 vcc, exec, v[2:3]
v_cmp_f_i64 vcc, 0, v[2:3]
v_cmp_f_i64 vcc, -1, v[2:3]
v_cmp_f_i64 vcc, 0.5, v[2:3]
v_cmp_f_i64 vcc, -4.0, v[2:3]
v_cmp_f_i64 vcc, 0xaf123456, v[2:3]
v_cmp_f_i64 vcc, 0x3f717273, v[2:3]
v_cmp_f_i64 vcc, v[1:2], v[254:255]
v_cmp_f_i64_e64 s[10:11], v[1:2], v[2:3]
v_cmp_f_i64_e64 s[12:13], v[1:2], v[2:3]
v_cmp_f_i64_e64 s[102:103], v[1:2], v[2:3]
v_cmp_f_i64_e64 flat_scratch, v[1:2], v[2:3]
v_cmp_f_i64_e64 vcc, v[1:2], v[2:3]
v_cmp_f_i64_e64 tba, v[1:2], v[2:3]
v_cmp_f_i64_e64 tma, v[1:2], v[2:3]
v_cmp_f_i64_e64 ttmp[10:11], v[1:2], v[2:3]
v_cmp_f_i64_e64 s[10:11], v[254:255], v[2:3]
v_cmp_f_i64_e64 s[10:11], s[2:3], v[2:3]
v_cmp_f_i64_e64 s[10:11], s[4:5], v[2:3]
v_cmp_f_i64_e64 s[10:11], s[102:103], v[2:3]
v_cmp_f_i64_e64 s[10:11], flat_scratch, v[2:3]
v_cmp_f_i64_e64 s[10:11], vcc, v[2:3]
v_cmp_f_i64_e64 s[10:11], tba, v[2:3]
v_cmp_f_i64_e64 s[10:11], tma, v[2:3]
v_cmp_f_i64_e64 s[10:11], ttmp[10:11], v[2:3]
v_cmp_f_i64_e64 s[10:11], exec, v[2:3]
v_cmp_f_i64_e64 s[10:11], 0, v[2:3]
v_cmp_f_i64_e64 s[10:11], -1, v[2:3]
v_cmp_f_i64_e64 s[10:11], 0.5, v[2:3]
v_cmp_f_i64_e64 s[10:11], -4.0, v[2:3]
v_cmp_f_i64_e64 s[10:11], v[1:2], v[254:255]
v_cmp_f_i64_e64 s[10:11], v[1:2], s[4:5]
v_cmp_f_i64_e64 s[10:11], v[1:2], s[6:7]
v_cmp_f_i64_e64 s[10:11], v[1:2], s[102:103]
v_cmp_f_i64_e64 s[10:11], v[1:2], flat_scratch
v_cmp_f_i64_e64 s[10:11], v[1:2], vcc
v_cmp_f_i64_e64 s[10:11], v[1:2], tba
v_cmp_f_i64_e64 s[10:11], v[1:2], tma
v_cmp_f_i64_e64 s[10:11], v[1:2], ttmp[10:11]
v_cmp_f_i64_e64 s[10:11], v[1:2], exec
v_cmp_f_i64_e64 s[10:11], v[1:2], 0
v_cmp_f_i64_e64 s[10:11], v[1:2], -1
v_cmp_f_i64_e64 s[10:11], v[1:2], 0.5
v_cmp_f_i64_e64 s[10:11], v[1:2], -4.0
v_cmp_lt_i64 vcc, v[1:2], v[2:3]
v_cmp_lt_i64 vcc, v[254:255], v[2:3]
v_cmp_lt_i64 vcc, s[2:3], v[2:3]
v_cmp_lt_i64 vcc, s[4:5], v[2:3]
v_cmp_lt_i64 vcc, s[102:103], v[2:3]
v_cmp_lt_i64 vcc, flat_scratch, v[2:3]
v_cmp_lt_i64 vcc, vcc, v[2:3]
v_cmp_lt_i64 vcc, tba, v[2:3]
v_cmp_lt_i64 vcc, tma, v[2:3]
v_cmp_lt_i64 vcc, ttmp[10:11], v[2:3]
v_cmp_lt_i64 vcc, exec, v[2:3]
v_cmp_lt_i64 vcc, 0, v[2:3]
v_cmp_lt_i64 vcc, -1, v[2:3]
v_cmp_lt_i64 vcc, 0.5, v[2:3]
v_cmp_lt_i64 vcc, -4.0, v[2:3]
v_cmp_lt_i64 vcc, 0xaf123456, v[2:3]
v_cmp_lt_i64 vcc, 0x3f717273, v[2:3]
v_cmp_lt_i64 vcc, v[1:2], v[254:255]
v_cmp_lt_i64_e64 s[10:11], v[1:2], v[2:3]
v_cmp_t_u32_e64 s[10:11], v1, vcc_hi
v_cmp_t_u32_e64 s[10:11], v1, tba_lo
v_cmp_t_u32_e64 s[10:11], v1, tba_hi
v_cmp_t_u32_e64 s[10:11], v1, tma_lo
v_cmp_t_u32_e64 s[10:11], v1, tma_hi
v_cmp_t_u32_e64 s[10:11], v1, ttmp11
v_cmp_t_u32_e64 s[10:11], v1, m0
v_cmp_t_u32_e64 s[10:11], v1, exec_lo
v_cmp_t_u32_e64 s[10:11], v1, exec_hi
v_cmp_t_u32_e64 s[10:11], v1, 0
v_cmp_t_u32_e64 s[10:11], v1, -1
v_cmp_t_u32_e64 s[10:11], v1, 0.5
v_cmp_t_u32_e64 s[10:11], v1, -4.0
v_cmpx_f_u32 vcc, v1, v2
v_cmpx_f_u32 vcc, v255, v2
v_cmpx_f_u32 vcc, s1, v2
v_cmpx_f_u32 vcc, s103, v2
v_cmpx_f_u32 vcc, flat_scratch_lo, v2
v_cmpx_f_u32 vcc, flat_scratch_hi, v2
v_cmpx_f_u32 vcc, vcc_lo, v2
v_cmpx_f_u32 vcc, vcc_hi, v2
v_cmpx_f_u32 vcc, tba_lo, v2
v_cmpx_f_u32 vcc, tba_hi, v2
v_cmpx_f_u32 vcc, tma_lo, v2
v_cmpx_f_u32 vcc, tma_hi, v2
v_cmpx_f_u32 vcc, ttmp11, v2
v_cmpx_f_u32 vcc, m0, v2
v_cmpx_f_u32 vcc, exec_lo, v2
v_cmpx_f_u32 vcc, exec_hi, v2
v_cmpx_f_u32 vcc, 0, v2
v_cmpx_f_u32 vcc, -1, v2
v_cmpx_f_u32 vcc, 0.5, v2
v_cmpx_f_u32 vcc, -4.0, v2
v_cmpx_f_u32 vcc, 0xaf123456, v2
v_cmpx_f_u32 vcc, 0x3f717273, v2
v_cmpx_f_u32 vcc, v1, v255
v_cmpx_f_u32_e64 s[10:11], v1, v2
v_cmpx_f_u32_e64 s[12:13], v1, v2
v_cmpx_f_u32_e64 s[102:103], v1, v2
v_cmpx_f_u32_e64 flat_scratch, v1, v2
v_cmpx_f_u32_e64 vcc, v1, v2
v_cmpx_f_u32_e64 tba, v1, v2
v_cmpx_f_u32_e64 tma, v1, v2
v_cmpx_f_u32_e64 ttmp[10:11], v1, v2
v_cmpx_f_u32_e64 s[10:11], v255, v2
v_cmpx_f_u32_e64 s[10:11], s1, v2
v_cmpx_f_u32_e64 s[10:11], s103, v2
v_cmpx_f_u32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_f_u32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_f_u32_e64 s[10:11], vcc_lo, v2
v_cmpx_f_u32_e64 s[10:11], vcc_hi, v2
v_cmpx_f_u32_e64 s[10:11], tba_lo, v2
v_cmpx_f_u32_e64 s[10:11], tba_hi, v2
v_cmpx_f_u32_e64 s[10:11], tma_lo, v2
v_cmpx_f_u32_e64 s[10:11], tma_hi, v2
v_cmpx_f_u32_e64 s[10:11], ttmp11, v2
v_cmpx_f_u32_e64 s[10:11], m0, v2
v_cmpx_f_u32_e64 s[10:11], exec_lo, v2
v_cmpx_f_u32_e64 s[10:11], exec_hi, v2
v_cmpx_f_u32_e64 s[10:11], 0, v2
v_cmpx_f_u32_e64 s[10:11], -1, v2
v_cmpx_f_u32_e64 s[10:11], 0.5, v2
v_cmpx_f_u32_e64 s[10:11], -4.0, v2
v_cmpx_f_u32_e64 s[10:11], v1, v255
v_cmpx_f_u32_e64 s[10:11], v1, s2
v_cmpx_f_u32_e64 s[10:11], v1, s103
v_cmpx_f_u32_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_f_u32_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_f_u32_e64 s[10:11], v1, vcc_lo
v_cmpx_f_u32_e64 s[10:11], v1, vcc_hi
v_cmpx_f_u32_e64 s[10:11], v1, tba_lo
v_cmpx_f_u32_e64 s[10:11], v1, tba_hi
v_cmpx_f_u32_e64 s[10:11], v1, tma_lo
v_cmpx_f_u32_e64 s[10:11], v1, tma_hi
v_cmpx_f_u32_e64 s[10:11], v1, ttmp11
v_cmpx_f_u32_e64 s[10:11], v1, m0
v_cmpx_f_u32_e64 s[10:11], v1, exec_lo
v_cmpx_f_u32_e64 s[10:11], v1, exec_hi
v_cmpx_f_u32_e64 s[10:11], v1, 0
v_cmpx_f_u32_e64 s[10:11], v1, -1
v_cmpx_f_u32_e64 s[10:11], v1, 0.5
v_cmpx_f_u32_e64 s[10:11], v1, -4.0
v_cmpx_lt_u32 vcc, v1, v2
v_cmpx_lt_u32 vcc, v255, v2
v_cmpx_lt_u32 vcc, s1, v2
v_cmpx_lt_u32 vcc, s103, v2
v_cmpx_lt_u32 vcc, flat_scratch_lo, v2
v_cmpx_lt_u32 vcc, flat_scratch_hi, v2
v_cmpx_lt_u32 vcc, vcc_lo, v2
v_cmpx_lt_u32 vcc, vcc_hi, v2
v_cmpx_lt_u32 vcc, tba_lo, v2
v_cmpx_lt_u32 vcc, tba_hi, v2
v_cmpx_lt_u32 vcc, tma_lo, v2
v_cmpx_lt_u32 vcc, tma_hi, v2
v_cmpx_lt_u32 vcc, ttmp11, v2
v_cmpx_lt_u32 vcc, m0, v2
v_cmpx_lt_u32 vcc, exec_lo, v2
v_cmpx_lt_u32 vcc, exec_hi, v2
v_cmpx_lt_u32 vcc, 0, v2
v_cmpx_lt_u32 vcc, -1, v2
v_cmpx_lt_u32 vcc, 0.5, v2
v_cmpx_lt_u32 vcc, -4.0, v2
v_cmpx_lt_u32 vcc, 0xaf123456, v2
v_cmpx_lt_u32 vcc, 0x3f717273, v2
v_cmpx_lt_u32 vcc, v1, v255
v_cmpx_lt_u32_e64 s[10:11], v1, v2
v_cmpx_lt_u32_e64 s[12:13], v1, v2
v_cmpx_lt_u32_e64 s[102:103], v1, v2
v_cmpx_lt_u32_e64 flat_scratch, v1, v2
v_cmpx_lt_u32_e64 vcc, v1, v2
v_cmpx_lt_u32_e64 tba, v1, v2
v_cmpx_lt_u32_e64 tma, v1, v2
v_cmpx_lt_u32_e64 ttmp[10:11], v1, v2
v_cmpx_lt_u32_e64 s[10:11], v255, v2
v_cmpx_lt_u32_e64 s[10:11], s1, v2
v_cmpx_lt_u32_e64 s[10:11], s103, v2
v_cmpx_lt_u32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_lt_u32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_lt_u32_e64 s[10:11], vcc_lo, v2
v_cmpx_lt_u32_e64 s[10:11], vcc_hi, v2
v_cmpx_lt_u32_e64 s[10:11], tba_lo, v2
v_cmpx_lt_u32_e64 s[10:11], tba_hi, v2
v_cmpx_lt_u32_e64 s[10:11], tma_lo, v2
v_cmpx_lt_u32_e64 s[10:11], tma_hi, v2
v_cmpx_lt_u32_e64 s[10:11], ttmp11, v2
v_cmpx_lt_u32_e64 s[10:11], m0, v2
v_cmpx_lt_u32_e64 s[10:11], exec_lo, v2
v_cmpx_lt_u32_e64 s[10:11], exec_hi, v2
v_cmpx_lt_u32_e64 s[10:11], 0, v2
v_cmpx_lt_u32_e64 s[10:11], -1, v2
v_cmpx_lt_u32_e64 s[10:11], 0.5, v2
v_cmpx_lt_u32_e64 s[10:11], -4.0, v2
v_cmpx_lt_u32_e64 s[10:11], v1, v255
v_cmpx_lt_u32_e64 s[10:11], v1, s2
v_cmpx_lt_u32_e64 s[10:11], v1, s103
v_cmpx_lt_u32_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_lt_u32_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_lt_u32_e64 s[10:11], v1, vcc_lo
v_cmpx_lt_u32_e64 s[10:11], v1, vcc_hi
v_cmpx_lt_u32_e64 s[10:11], v1, tba_lo
v_cmpx_lt_u32_e64 s[10:11], v1, tba_hi
v_cmpx_lt_u32_e64 s[10:11], v1, tma_lo
v_cmpx_lt_u32_e64 s[10:11], v1, tma_hi
v_cmpx_lt_u32_e64 s[10:11], v1, ttmp11
v_cmpx_lt_u32_e64 s[10:11], v1, m0
v_cmpx_lt_u32_e64 s[10:11], v1, exec_lo
v_cmpx_lt_u32_e64 s[10:11], v1, exec_hi
v_cmpx_lt_u32_e64 s[10:11], v1, 0
v_cmpx_lt_u32_e64 s[10:11], v1, -1
v_cmpx_lt_u32_e64 s[10:11], v1, 0.5
v_cmpx_lt_u32_e64 s[10:11], v1, -4.0
v_cmpx_eq_u32 vcc, v1, v2
v_cmpx_eq_u32 vcc, v255, v2
v_cmpx_eq_u32 vcc, s1, v2
v_cmpx_eq_u32 vcc, s103, v2
v_cmpx_eq_u32 vcc, flat_scratch_lo, v2
v_cmpx_eq_u32 vcc, flat_scratch_hi, v2
v_cmpx_eq_u32 vcc, vcc_lo, v2
v_cmpx_eq_u32 vcc, vcc_hi, v2
v_cmpx_eq_u32 vcc, tba_lo, v2
v_cmpx_eq_u32 vcc, tba_hi, v2
v_cmpx_eq_u32 vcc, tma_lo, v2
v_cmpx_eq_u32 vcc, tma_hi, v2
v_cmpx_eq_u32 vcc, ttmp11, v2
v_cmpx_eq_u32 vcc, m0, v2
v_cmpx_eq_u32 vcc, exec_lo, v2
v_cmpx_eq_u32 vcc, exec_hi, v2
v_cmpx_eq_u32 vcc, 0, v2
v_cmpx_eq_u32 vcc, -1, v2
v_cmpx_eq_u32 vcc, 0.5, v2
v_cmpx_eq_u32 vcc, -4.0, v2
v_cmpx_eq_u32 vcc, 0xaf123456, v2
v_cmpx_eq_u32 vcc, 0x3f717273, v2
v_cmpx_eq_u32 vcc, v1, v255
v_cmpx_eq_u32_e64 s[10:11], v1, v2
v_cmpx_eq_u32_e64 s[12:13], v1, v2
v_cmpx_eq_u32_e64 s[102:103], v1, v2
v_cmpx_eq_u32_e64 flat_scratch, v1, v2
v_cmpx_eq_u32_e64 vcc, v1, v2
v_cmpx_eq_u32_e64 tba, v1, v2
v_cmpx_eq_u32_e64 tma, v1, v2
v_cmpx_eq_u32_e64 ttmp[10:11], v1, v2
v_cmpx_eq_u32_e64 s[10:11], v255, v2
v_cmpx_eq_u32_e64 s[10:11], s1, v2
v_cmpx_eq_u32_e64 s[10:11], s103, v2
v_cmpx_eq_u32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_eq_u32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_eq_u32_e64 s[10:11], vcc_lo, v2
v_cmpx_eq_u32_e64 s[10:11], vcc_hi, v2
v_cmpx_eq_u32_e64 s[10:11], tba_lo, v2
v_cmpx_eq_u32_e64 s[10:11], tba_hi, v2
v_cmpx_eq_u32_e64 s[10:11], tma_lo, v2
v_cmpx_eq_u32_e64 s[10:11], tma_hi, v2
v_cmpx_eq_u32_e64 s[10:11], ttmp11, v2
v_cmpx_eq_u32_e64 s[10:11], m0, v2
v_cmpx_eq_u32_e64 s[10:11], exec_lo, v2
v_cmpx_eq_u32_e64 s[10:11], exec_hi, v2
v_cmpx_class_f32 vcc, 0x3f717273, v2
v_cmpx_class_f32 vcc, v1, v255
v_cmpx_class_f32_e64 s[10:11], v1, v2
v_cmpx_class_f32_e64 s[12:13], v1, v2
v_cmpx_class_f32_e64 s[102:103], v1, v2
v_cmpx_class_f32_e64 flat_scratch, v1, v2
v_cmpx_class_f32_e64 vcc, v1, v2
v_cmpx_class_f32_e64 tba, v1, v2
v_cmpx_class_f32_e64 tma, v1, v2
v_cmpx_class_f32_e64 ttmp[10:11], v1, v2
v_cmpx_class_f32_e64 s[10:11], v255, v2
v_cmpx_class_f32_e64 s[10:11], s1, v2
v_cmpx_class_f32_e64 s[10:11], s103, v2
v_cmpx_class_f32_e64 s[10:11], flat_scratch_lo, v2
v_cmpx_class_f32_e64 s[10:11], flat_scratch_hi, v2
v_cmpx_class_f32_e64 s[10:11], vcc_lo, v2
v_cmpx_class_f32_e64 s[10:11], vcc_hi, v2
v_cmpx_class_f32_e64 s[10:11], tba_lo, v2
v_cmpx_class_f32_e64 s[10:11], tba_hi, v2
v_cmpx_class_f32_e64 s[10:11], tma_lo, v2
v_cmpx_class_f32_e64 s[10:11], tma_hi, v2
v_cmpx_class_f32_e64 s[10:11], ttmp11, v2
v_cmpx_class_f32_e64 s[10:11], m0, v2
v_cmpx_class_f32_e64 s[10:11], exec_lo, v2
v_cmpx_class_f32_e64 s[10:11], exec_hi, v2
v_cmpx_class_f32_e64 s[10:11], 0, v2
v_cmpx_class_f32_e64 s[10:11], -1, v2
v_cmpx_class_f32_e64 s[10:11], 0.5, v2
v_cmpx_class_f32_e64 s[10:11], -4.0, v2
v_cmpx_class_f32_e64 s[10:11], v1, v255
v_cmpx_class_f32_e64 s[10:11], v1, s2
v_cmpx_class_f32_e64 s[10:11], v1, s103
v_cmpx_class_f32_e64 s[10:11], v1, flat_scratch_lo
v_cmpx_class_f32_e64 s[10:11], v1, flat_scratch_hi
v_cmpx_class_f32_e64 s[10:11], v1, vcc_lo
v_cmpx_class_f32_e64 s[10:11], v1, vcc_hi
v_cmpx_class_f32_e64 s[10:11], v1, tba_lo
v_cmpx_class_f32_e64 s[10:11], v1, tba_hi
v_cmpx_class_f32_e64 s[10:11], v1, tma_lo
v_cmpx_class_f32_e64 s[10:11], v1, tma_hi
v_cmpx_class_f32_e64 s[10:11], v1, ttmp11
v_cmpx_class_f32_e64 s[10:11], v1, m0
v_cmpx_class_f32_e64 s[10:11], v1, exec_lo
v_cmpx_class_f32_e64 s[10:11], v1, exec_hi
v_cmpx_class_f32_e64 s[10:11], v1, 0
v_cmpx_class_f32_e64 s[10:11], v1, -1
v_cmpx_class_f32_e64 s[10:11], v1, 0.5
v_cmpx_class_f32_e64 s[10:11], v1, -4.0
v_cmpx_class_f32_e64 s[10:11], -v1, v2
v_cmp_class_f64 vcc, v[1:2], v2
v_cmp_class_f64 vcc, v[254:255], v2
v_cmp_class_f64 vcc, s[2:3], v2
v_cmp_class_f64 vcc, s[4:5], v2
v_cmp_class_f64 vcc, s[102:103], v2
v_cmp_class_f64 vcc, flat_scratch, v2
v_cmp_class_f64 vcc, vcc, v2
v_cmp_class_f64 vcc, tba, v2
v_cmp_class_f64 vcc, tma, v2
v_cmp_class_f64 vcc, ttmp[10:11], v2
v_cmp_class_f64 vcc, exec, v2
v_cmp_class_f64 vcc, 0, v2
v_cmp_class_f64 vcc, -1, v2
v_cmp_class_f64 vcc, 0.5, v2
v_cmp_class_f64 vcc, -4.0, v2
v_cmp_class_f64 vcc, 0xaf123456, v2
v_cmp_class_f64 vcc, 0x3f717273, v2
v_cmp_class_f64 vcc, v[1:2], v255
v_cmp_class_f64_e64 s[10:11], v[1:2], v2
v_cmp_class_f64_e64 s[12:13], v[1:2], v2
v_cmp_class_f64_e64 s[102:103], v[1:2], v2
v_cmp_class_f64_e64 flat_scratch, v[1:2], v2
v_cmp_class_f64_e64 vcc, v[1:2], v2
v_cmp_class_f64_e64 tba, v[1:2], v2
v_cmp_class_f64_e64 tma, v[1:2], v2
v_cmp_class_f64_e64 ttmp[10:11], v[1:2], v2
v_cmp_class_f64_e64 s[10:11], v[254:255], v2
v_cmp_class_f64_e64 s[10:11], s[2:3], v2
v_cmp_class_f64_e64 s[10:11], s[4:5], v2
v_cmp_class_f64_e64 s[10:11], s[102:103], v2
v_cmp_class_f64_e64 s[10:11], flat_scratch, v2
v_cmp_class_f64_e64 s[10:11], vcc, v2
v_cmp_class_f64_e64 s[10:11], tba, v2
v_cmp_class_f64_e64 s[10:11], tma, v2
v_cmp_class_f64_e64 s[10:11], ttmp[10:11], v2
v_cmp_class_f64_e64 s[10:11], exec, v2
v_cmp_class_f64_e64 s[10:11], 0, v2
v_cmp_class_f64_e64 s[10:11], -1, v2
v_cmp_class_f64_e64 s[10:11], 0.5, v2
v_cmp_class_f64_e64 s[10:11], -4.0, v2
v_cmp_class_f64_e64 s[10:11], v[1:2], v255
v_cmp_class_f64_e64 s[10:11], v[1:2], s2
v_cmp_class_f64_e64 s[10:11], v[1:2], s103
v_cmp_class_f64_e64 s[10:11], v[1:2], flat_scratch_lo
v_cmp_class_f64_e64 s[10:11], v[1:2], flat_scratch_hi
v_cmp_class_f64_e64 s[10:11], v[1:2], vcc_lo
v_cmp_class_f64_e64 s[10:11], v[1:2], vcc_hi
v_cmp_class_f64_e64 s[10:11], v[1:2], tba_lo
v_cmp_class_f64_e64 s[10:11], v[1:2], tba_hi
v_cmp_class_f64_e64 s[10:11], v[1:2], tma_lo
v_cmp_class_f64_e64 s[10:11], v[1:2], tma_hi
v_cmp_class_f64_e64 s[10:11], v[1:2], ttmp11
v_cmp_class_f64_e64 s[10:11], v[1:2], m0
v_cmp_class_f64_e64 s[10:11], v[1:2], exec_lo
v_cmp_class_f64_e64 s[10:11], v[1:2], exec_hi
v_cmp_class_f64_e64 s[10:11], v[1:2], 0
v_cmp_class_f64_e64 s[10:11], v[1:2], -1
v_cmp_class_f64_e64 s[10:11], v[1:2], 0.5
v_cmp_class_f64_e64 s[10:11], v[1:2], -4.0
v_cmp_class_f64_e64 s[10:11], -v[1:2], v2
v_cmpx_class_f64 vcc, v[1:2], v2
v_cmpx_class_f64 vcc, v[254:255], v2
v_cmpx_class_f64 vcc, s[2:3], v2
v_cmpx_class_f64 vcc, s[4:5], v2
v_cmpx_class_f64 vcc, s[102:103], v2
v_cmpx_class_f64 vcc, flat_scratch, v2
v_cmpx_class_f64 vcc, vcc, v2
v_cmpx_class_f64 vcc, tba, v2
v_cmpx_class_f64 vcc, tma, v2
v_cmpx_class_f64 vcc, ttmp[10:11], v2
v_cmpx_class_f64 vcc, exec, v2
v_cmpx_class_f64 vcc, 0, v2
v_cmpx_class_f64 vcc, -1, v2
v_cmpx_class_f64 vcc, 0.5, v2
v_cmpx_class_f64 vcc, -4.0, v2
v_cmpx_class_f64 vcc, 0xaf123456, v2
v_cmpx_class_f64 vcc, 0x3f717273, v2
v_cmpx_class_f64 vcc, v[1:2], v255
v_cmpx_class_f64_e64 s[10:11], v[1:2], v2
v_cmpx_class_f64_e64 s[12:13], v[1:2], v2
v_cmpx_class_f64_e64 s[102:103], v[1:2], v2
v_cmpx_class_f64_e64 flat_scratch, v[1:2], v2
v_cmpx_class_f64_e64 vcc, v[1:2], v2
v_cmpx_class_f64_e64 tba, v[1:2], v2
v_cmpx_class_f64_e64 tma, v[1:2], v2
v_cmpx_class_f64_e64 ttmp[10:11], v[1:2], v2
v_cmpx_class_f64_e64 s[10:11], v[254:255], v2
v_cmpx_class_f64_e64 s[10:11], s[2:3], v2
v_cmpx_class_f64_e64 s[10:11], s[4:5], v2
v_cmpx_class_f64_e64 s[10:11], s[102:103], v2
v_cmpx_class_f64_e64 s[10:11], flat_scratch, v2
v_cmpx_class_f64_e64 s[10:11], vcc, v2
v_cmpx_class_f64_e64 s[10:11], tba, v2
v_cmpx_class_f64_e64 s[10:11], tma, v2
v_cmpx_class_f64_e64 s[10:11], ttmp[10:11], v2
v_cmpx_class_f64_e64 s[10:11], exec, v2
v_cmpx_class_f64_e64 s[10:11], 0, v2
v_cmpx_class_f64_e64 s[10:11], -1, v2
v_cmpx_class_f64_e64 s[10:11], 0.5, v2
v_cmpx_class_f64_e64 s[10:11], -4.0, v2
v_cmpx_class_f64_e64 s[10:11], v[1:2], v255
v_cmpx_class_f64_e64 s[10:11], v[1:2], s2
v_cmpx_class_f64_e64 s[10:11], v[1:2], s103
v_cmpx_class_f64_e64 s[10:11], v[1:2], flat_scratch_lo
v_cmpx_class_f64_e64 s[10:11], v[1:2], flat_scratch_hi
v_cmpx_class_f64_e64 s[10:11], v[1:2], vcc_lo
v_cmpx_class_f64_e64 s[10:11], v[1:2], vcc_hi
v_cmpx_class_f64_e64 s[10:11], v[1:2], tba_lo
v_cmpx_class_f64_e64 s[10:11], v[1:2], tba_hi
v_cmpx_class_f64_e64 s[10:11], v[1:2], tma_lo
v_cmpx_class_f64_e64 s[10:11], v[1:2], tma_hi
v_cmpx_class_f64_e64 s[10:11], v[1:2], ttmp11
v_cmpx_class_f64_e64 s[10:11], v[1:2], m0
v_cmpx_class_f64_e64 s[10:11], v[1:2], exec_lo
v_cmpx_class_f64_e64 s[10:11], v[1:2], exec_hi
v_cmpx_class_f64_e64 s[10:11], v[1:2], 0
v_cmpx_class_f64_e64 s[10:11], v[1:2], -1
v_cmpx_class_f64_e64 s[10:11], v[1:2], 0.5
v_cmpx_class_f64_e64 s[10:11], v[1:2], -4.0
v_cmpx_class_f64_e64 s[10:11], -v[1:2], v2
