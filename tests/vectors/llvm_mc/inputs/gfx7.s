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
