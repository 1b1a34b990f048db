// A gfx900 compute-kernel fragment: load kernel arguments and a buffer descriptor, compute
// an element offset on the scalar unit, load and convert typed buffer elements, store.
s_load_dwordx2 s[0:1], s[4:5], 0x0
s_load_dwordx4 s[8:11], s[4:5], 0x10
s_load_dword s12, s[4:5], 0x20
s_mov_b32 m0, -1
s_mov_b64 s[14:15], exec
s_waitcnt lgkmcnt(0)
s_lshl_b32 s2, s6, 6
s_add_u32 s2, s2, s12
s_cmp_lt_u32 s2, 0x10000
s_cbranch_scc0 8
tbuffer_load_format_xyzw v[0:3], v4, s[8:11], s2 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] offen
tbuffer_load_format_d16_xy v5, v4, s[8:11], s2 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16
s_waitcnt vmcnt(0)
tbuffer_store_format_xyzw v[0:3], v4, s[8:11], s2 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] offen offset:64 glc
s_atomic_add s12, s[0:1], 0x8 glc
s_getreg_b32 s3, hwreg(HW_REG_HW_ID)
s_and_b64 exec, exec, s[14:15]
s_memrealtime s[16:17]
s_store_dwordx2 s[16:17], s[0:1], 0x30
s_dcache_wb
s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)
s_endpgm
