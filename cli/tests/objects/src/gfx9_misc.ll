; cpus: gfx900 gfx906 gfx908 gfx9-generic
; gfx9 odds and ends: flat-scratch (scratch_*) private memory, ds_append/
; ds_consume, LDS float atomics, s_buffer_load, cache control, s_sendmsg,
; wwm (s_or_saveexec with -1), v_perm_b32, f16 interpolation.
target triple = "amdgcn-amd-amdhsa"

@lds = internal addrspace(3) global [64 x float] poison, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3), i1)
declare i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3), i1)
declare i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32>, i32, i32)
declare <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32>, i32, i32)
declare void @llvm.amdgcn.s.dcache.wb()
declare void @llvm.amdgcn.s.dcache.inv()
declare void @llvm.amdgcn.s.dcache.inv.vol()
declare void @llvm.amdgcn.buffer.wbinvl1.vol()
declare void @llvm.amdgcn.s.sendmsg(i32, i32)
declare void @llvm.amdgcn.s.incperflevel(i32)
declare void @llvm.amdgcn.s.decperflevel(i32)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.perm(i32, i32, i32)
declare float @llvm.amdgcn.interp.p1.f16(float, i32, i32, i1, i32)
declare half @llvm.amdgcn.interp.p2.f16(float, float, i32, i32, i1, i32)
declare i32 @llvm.amdgcn.groupstaticsize()

define amdgpu_kernel void @scratch_and_lds(ptr addrspace(1) %out, <4 x i32> %sbuf, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %arr = alloca [20 x i32], align 4, addrspace(5)
  %i = urem i32 %tid, 20
  %p = getelementptr inbounds [20 x i32], ptr addrspace(5) %arr, i32 0, i32 %i
  store volatile i32 %tid, ptr addrspace(5) %p, align 4
  %j = urem i32 %n, 20
  %q = getelementptr inbounds [20 x i32], ptr addrspace(5) %arr, i32 0, i32 %j
  %v = load volatile i32, ptr addrspace(5) %q, align 4
  %qb = getelementptr inbounds i8, ptr addrspace(5) %q, i32 2
  %vb = load volatile i16, ptr addrspace(5) %qb, align 2
  %a = call i32 @llvm.amdgcn.ds.append.p3(ptr addrspace(3) getelementptr ([64 x float], ptr addrspace(3) @lds, i32 0, i32 4), i1 false)
  %c = call i32 @llvm.amdgcn.ds.consume.p3(ptr addrspace(3) @lds, i1 false)
  %pl = getelementptr inbounds [64 x float], ptr addrspace(3) @lds, i32 0, i32 %i
  %tf = uitofp i32 %tid to float
  %fo = atomicrmw fadd ptr addrspace(3) %pl, float %tf syncscope("workgroup") monotonic
  atomicrmw fadd ptr addrspace(3) %pl, float 1.0 syncscope("workgroup") monotonic
  %s1 = call i32 @llvm.amdgcn.s.buffer.load.i32(<4 x i32> %sbuf, i32 16, i32 0)
  %s4 = call <4 x i32> @llvm.amdgcn.s.buffer.load.v4i32(<4 x i32> %sbuf, i32 %n, i32 0)
  %s4e = extractelement <4 x i32> %s4, i32 3
  call void @llvm.amdgcn.s.dcache.wb()
  call void @llvm.amdgcn.s.dcache.inv()
  call void @llvm.amdgcn.s.dcache.inv.vol()
  call void @llvm.amdgcn.buffer.wbinvl1.vol()
  call void @llvm.amdgcn.s.incperflevel(i32 3)
  call void @llvm.amdgcn.s.decperflevel(i32 3)
  call void @llvm.amdgcn.s.sendmsg(i32 3, i32 %n)
  %inact = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
  %wsum = add i32 %inact, %s1
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %wsum)
  %pm = call i32 @llvm.amdgcn.perm(i32 %v, i32 %w, i32 67372036)
  %gs = call i32 @llvm.amdgcn.groupstaticsize()
  %vbz = zext i16 %vb to i32
  %fi = fptosi float %fo to i32
  %r1 = add i32 %pm, %a
  %r2 = xor i32 %r1, %c
  %r3 = add i32 %r2, %s4e
  %r4 = add i32 %r3, %vbz
  %r5 = xor i32 %r4, %fi
  %r6 = add i32 %r5, %gs
  %idx = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r6, ptr addrspace(1) %po, align 4
  ret void
}

define amdgpu_kernel void @interp_f16(ptr addrspace(1) %out, i32 %prim, float %i, float %j) {
main:
  %p1 = call float @llvm.amdgcn.interp.p1.f16(float %i, i32 1, i32 2, i1 false, i32 %prim)
  %h = call half @llvm.amdgcn.interp.p2.f16(float %p1, float %j, i32 1, i32 2, i1 false, i32 %prim)
  %p1h = call float @llvm.amdgcn.interp.p1.f16(float %i, i32 3, i32 0, i1 true, i32 %prim)
  %hh = call half @llvm.amdgcn.interp.p2.f16(float %p1h, float %j, i32 3, i32 0, i1 true, i32 %prim)
  %s = fadd half %h, %hh
  store half %s, ptr addrspace(1) %out, align 2
  ret void
}

attributes #0 = { "target-features"="+enable-flat-scratch" }
