; cpus: fiji gfx900 gfx906 gfx908 gfx9-generic
; Cross-lane (gfx8+): a wave sum with update.dpp (row_shr, row_bcast15/31,
; wave_shr, quad_perm, masks, bound_ctrl), mov.dpp, ds_bpermute/ds_permute,
; ds_swizzle, s_memrealtime, and an SDWA-friendly byte/word shuffle.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.ds.permute(i32, i32)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i64 @llvm.amdgcn.s.memrealtime()
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)

define amdgpu_kernel void @wave_sum(ptr addrspace(1) readonly %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %x = load i32, ptr addrspace(1) %p, align 4
  %d1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %x, i32 273, i32 15, i32 15, i1 false)
  %s1 = add i32 %x, %d1
  %d2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s1, i32 274, i32 15, i32 15, i1 false)
  %s2 = add i32 %s1, %d2
  %d3 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s2, i32 276, i32 15, i32 14, i1 true)
  %s3 = add i32 %s2, %d3
  %d4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s3, i32 280, i32 15, i32 12, i1 false)
  %s4 = add i32 %s3, %d4
  %d5 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s4, i32 322, i32 10, i32 15, i1 false)
  %s5 = add i32 %s4, %d5
  %d6 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s5, i32 323, i32 12, i32 15, i1 false)
  %s6 = add i32 %s5, %d6
  %tot = call i32 @llvm.amdgcn.readlane.i32(i32 %s6, i32 63)
  %q = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %x, i32 27, i32 15, i32 15, i1 true)
  %q2 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %q, i32 312, i32 15, i32 15, i1 false)
  %q3 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %q2, i32 320, i32 5, i32 3, i1 false)
  %q4 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %q3, i32 304, i32 15, i32 15, i1 true)
  %q5 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %q4, i32 316, i32 15, i32 15, i1 false)
  %q6 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %q5, i32 257, i32 15, i32 15, i1 false)
  %q7 = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %q6, i32 321, i32 15, i32 15, i1 false)
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %nl = xor i32 %lane, 1
  %addr = shl i32 %nl, 2
  %bp = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %q7)
  %pm = call i32 @llvm.amdgcn.ds.permute(i32 %addr, i32 %bp)
  %sz = call i32 @llvm.amdgcn.ds.swizzle(i32 %pm, i32 32799)
  %sz2 = call i32 @llvm.amdgcn.ds.swizzle(i32 %sz, i32 1055)
  %t = call i64 @llvm.amdgcn.s.memrealtime()
  %tt = trunc i64 %t to i32
  %r1 = add i32 %tot, %sz2
  %r2 = xor i32 %r1, %tt
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r2, ptr addrspace(1) %po, align 4
  ret void
}

define amdgpu_kernel void @byte_shuffle(ptr addrspace(1) readonly %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds <4 x i8>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x i8>, ptr addrspace(1) %p, align 4
  %p2 = getelementptr inbounds <4 x i8>, ptr addrspace(1) %p, i64 512
  %w = load <4 x i8>, ptr addrspace(1) %p2, align 4
  %s = add <4 x i8> %v, %w
  %m = mul <4 x i8> %s, %v
  %sh = shufflevector <4 x i8> %m, <4 x i8> %w, <4 x i32> <i32 3, i32 6, i32 1, i32 4>
  %ph = getelementptr inbounds <2 x i16>, ptr addrspace(1) %in, i64 %idx
  %hv = load <2 x i16>, ptr addrspace(1) %ph, align 4
  %hs = shl <2 x i16> %hv, <i16 4, i16 4>
  %ha = add <2 x i16> %hs, %hv
  %hb = bitcast <2 x i16> %ha to <4 x i8>
  %r = xor <4 x i8> %sh, %hb
  %po = getelementptr inbounds <4 x i8>, ptr addrspace(1) %out, i64 %idx
  store <4 x i8> %r, ptr addrspace(1) %po, align 4
  ret void
}
