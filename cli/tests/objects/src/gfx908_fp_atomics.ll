; cpus: gfx908
; gfx908 float atomics without return (global_atomic_add_f32/pk_add_f16,
; buffer_atomic_add_f32) and VGPR pressure spilled to AGPRs.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float, <4 x i32>, i32, i32, i32)
declare <2 x half> @llvm.amdgcn.raw.buffer.atomic.fadd.v2f16(<2 x half>, <4 x i32>, i32, i32, i32)

define amdgpu_kernel void @accumulate(ptr addrspace(1) %sum, ptr addrspace(1) %hsum,
                                      <4 x i32> %rsrc, float %x, <2 x half> %h) #1 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %sum, i64 %idx
  %tf = uitofp i32 %tid to float
  %v = fmul float %tf, %x
  atomicrmw fadd ptr addrspace(1) %p, float %v syncscope("agent") monotonic, !amdgpu.no.fine.grained.memory !0, !amdgpu.ignore.denormal.mode !0
  %p2 = getelementptr inbounds float, ptr addrspace(1) %sum, i64 1000
  atomicrmw fadd ptr addrspace(1) %p2, float %x syncscope("agent") monotonic, !amdgpu.no.fine.grained.memory !0, !amdgpu.ignore.denormal.mode !0
  %ph = getelementptr inbounds <2 x half>, ptr addrspace(1) %hsum, i64 %idx
  atomicrmw fadd ptr addrspace(1) %ph, <2 x half> %h syncscope("agent") monotonic, !amdgpu.no.fine.grained.memory !0
  %off = shl i32 %tid, 2
  call float @llvm.amdgcn.raw.buffer.atomic.fadd.f32(float %v, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  call <2 x half> @llvm.amdgcn.raw.buffer.atomic.fadd.v2f16(<2 x half> %h, <4 x i32> %rsrc, i32 %off, i32 64, i32 0)
  ret void
}

define amdgpu_kernel void @agpr_spill(ptr addrspace(1) %in, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds <32 x float>, ptr addrspace(1) %in, i64 %idx
  %a = load volatile <32 x float>, ptr addrspace(1) %p, align 128
  %b = load volatile <32 x float>, ptr addrspace(1) %p, align 128
  %c = load volatile <32 x float>, ptr addrspace(1) %p, align 128
  %ab = fadd <32 x float> %a, %b
  %abc = fmul <32 x float> %ab, %c
  %r = fsub <32 x float> %abc, %a
  %po = getelementptr inbounds <32 x float>, ptr addrspace(1) %out, i64 %idx
  store <32 x float> %r, ptr addrspace(1) %po, align 128
  store <32 x float> %b, ptr addrspace(1) %p, align 128
  ret void
}

!0 = !{}
attributes #0 = { "amdgpu-num-vgpr"="48" "amdgpu-flat-work-group-size"="1,256" }
attributes #1 = { "amdgpu-unsafe-fp-atomics"="true" }
