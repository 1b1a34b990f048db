; triple: amdgcn-amd-amdpal
; More graphics stages: a geometry shader emitting vertices through s_sendmsg and the
; GS ring, hull/local/export shaders passing data through LDS and buffers.
target triple = "amdgcn-amd-amdpal"

declare void @llvm.amdgcn.s.sendmsg(i32, i32)
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare void @llvm.amdgcn.raw.tbuffer.store.f32(float, <4 x i32>, i32, i32, i32, i32)
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)

define amdgpu_gs void @gs_main(<4 x i32> inreg %ring, i32 inreg %gswave, i32 %vtx0, i32 %vtx1) {
entry:
  %f0 = uitofp i32 %vtx0 to float
  %f1 = uitofp i32 %vtx1 to float
  call void @llvm.amdgcn.raw.tbuffer.store.f32(float %f0, <4 x i32> %ring, i32 %vtx0, i32 0, i32 74, i32 3)
  call void @llvm.amdgcn.s.sendmsg(i32 34, i32 %gswave)
  call void @llvm.amdgcn.raw.tbuffer.store.f32(float %f1, <4 x i32> %ring, i32 %vtx1, i32 16, i32 74, i32 3)
  call void @llvm.amdgcn.s.sendmsg(i32 50, i32 %gswave)
  call void @llvm.amdgcn.s.sendmsg(i32 3, i32 %gswave)
  ret void
}

define amdgpu_hs void @hs_main(<4 x i32> inreg %buf, ptr addrspace(3) inreg %lds, i32 %pid) {
  %p = getelementptr float, ptr addrspace(3) %lds, i32 %pid
  %v = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %buf, i32 %pid, i32 0, i32 1)
  store float %v, ptr addrspace(3) %p, align 4
  call void @llvm.amdgcn.s.barrier()
  %q = getelementptr float, ptr addrspace(3) %p, i32 64
  %w = load float, ptr addrspace(3) %q, align 4
  %wi = bitcast float %w to i32
  %sw = call i32 @llvm.amdgcn.ds.swizzle(i32 %wi, i32 32799)
  %sf = bitcast i32 %sw to float
  call void @llvm.amdgcn.raw.tbuffer.store.f32(float %sf, <4 x i32> %buf, i32 %pid, i32 32, i32 22, i32 0)
  ret void
}

define amdgpu_es void @es_main(<4 x i32> inreg %buf, i32 %vid) {
  %l = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %f = sitofp i32 %l to float
  call void @llvm.amdgcn.raw.tbuffer.store.f32(float %f, <4 x i32> %buf, i32 %vid, i32 0, i32 74, i32 1)
  ret void
}

define amdgpu_ls void @ls_main(ptr addrspace(3) inreg %lds, i32 %vid, float %x) {
  %p = getelementptr float, ptr addrspace(3) %lds, i32 %vid
  store float %x, ptr addrspace(3) %p, align 4
  ret void
}
