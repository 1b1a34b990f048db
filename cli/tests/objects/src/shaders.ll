; triple: amdgcn-amd-amdpal
; Graphics shaders (llc refuses them under amdhsa): a pixel shader interpolating attributes,
; sampling an image, killing pixels and exporting compressed colour; a vertex shader
; exporting a position and a parameter; a compute shader on raw buffers.
target triple = "amdgcn-amd-amdpal"

declare float @llvm.amdgcn.interp.p1(float, i32, i32, i32)
declare float @llvm.amdgcn.interp.p2(float, float, i32, i32, i32)
declare float @llvm.amdgcn.interp.mov(i32, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)
declare void @llvm.amdgcn.exp.compr.v2f16(i32, i32, <2 x half>, <2 x half>, i1, i1)
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
declare void @llvm.amdgcn.kill(i1)

define amdgpu_ps void @ps_main(<8 x i32> inreg %rsrc, <4 x i32> inreg %samp, i32 inreg %prim, <2 x float> %bary) {
  %i = extractelement <2 x float> %bary, i32 0
  %j = extractelement <2 x float> %bary, i32 1
  %u1 = call float @llvm.amdgcn.interp.p1(float %i, i32 0, i32 0, i32 %prim)
  %u = call float @llvm.amdgcn.interp.p2(float %u1, float %j, i32 0, i32 0, i32 %prim)
  %v1 = call float @llvm.amdgcn.interp.p1(float %i, i32 1, i32 0, i32 %prim)
  %v = call float @llvm.amdgcn.interp.p2(float %v1, float %j, i32 1, i32 0, i32 %prim)
  %flat = call float @llvm.amdgcn.interp.mov(i32 2, i32 3, i32 1, i32 %prim)
  %tex = call <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32 15, float %u, float %v, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %r = extractelement <4 x float> %tex, i32 0
  %g = extractelement <4 x float> %tex, i32 1
  %b = extractelement <4 x float> %tex, i32 2
  %a = extractelement <4 x float> %tex, i32 3
  %alive = fcmp ogt float %a, %flat
  call void @llvm.amdgcn.kill(i1 %alive)
  %rg = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %r, float %g)
  %ba = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %b, float %a)
  call void @llvm.amdgcn.exp.compr.v2f16(i32 0, i32 15, <2 x half> %rg, <2 x half> %ba, i1 true, i1 true)
  ret void
}

define amdgpu_vs void @vs_main(<4 x i32> inreg %vb, i32 %vid) {
  %f = uitofp i32 %vid to float
  %x = fmul float %f, 0.5
  call void @llvm.amdgcn.exp.f32(i32 12, i32 15, float %x, float %f, float 0.0, float 1.0, i1 true, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 32, i32 3, float %x, float %f, float undef, float undef, i1 false, i1 false)
  ret void
}

define amdgpu_cs void @cs_main(<4 x i32> inreg %buf, i32 %tid) {
  %v = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %buf, i32 %tid, i32 0, i32 0)
  %w = mul i32 %v, %v
  call void @llvm.amdgcn.raw.buffer.store.i32(i32 %w, <4 x i32> %buf, i32 %tid, i32 64, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.i32(i32, <4 x i32>, i32, i32, i32)
