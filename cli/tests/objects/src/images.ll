; Image instructions in kernels (graphics shaders are rejected under amdhsa):
; sample (plain, lz, lod, bias, compare), gather4, load/store (mip, array),
; getresinfo, image atomics, and an mrt export.
target triple = "amdgcn-amd-amdhsa"

declare <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.lz.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <2 x float> @llvm.amdgcn.image.sample.l.2d.v2f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare float @llvm.amdgcn.image.sample.c.2d.f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.b.2d.v4f32.f32.f32(i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.gather4.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.mip.2d.v4f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare float @llvm.amdgcn.image.load.1d.f32.i32(i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float>, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.2darray.v2f32.i32(<2 x float>, i32, i32, i32, i32, <8 x i32>, i32, i32)
declare <4 x float> @llvm.amdgcn.image.getresinfo.2d.v4f32.i32(i32, i32, <8 x i32>, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare i32 @llvm.amdgcn.image.atomic.cmpswap.2d.i32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()

define amdgpu_kernel void @textured(<8 x i32> %tex, <4 x i32> %samp, float %ref) {
main:
  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %ux = uitofp i32 %tx to float
  %vy = uitofp i32 %ty to float
  %u = fmul float %ux, 0x3F80000000000000
  %v = fmul float %vy, 0x3F80000000000000
  %a = call <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32 15, float %u, float %v, <8 x i32> %tex, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %b = call <4 x float> @llvm.amdgcn.image.sample.lz.2d.v4f32.f32(i32 7, float %v, float %u, <8 x i32> %tex, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %c = call <2 x float> @llvm.amdgcn.image.sample.l.2d.v2f32.f32(i32 9, float %u, float %v, float 2.0, <8 x i32> %tex, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %d = call float @llvm.amdgcn.image.sample.c.2d.f32.f32(i32 1, float %ref, float %u, float %v, <8 x i32> %tex, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %e = call <4 x float> @llvm.amdgcn.image.sample.b.2d.v4f32.f32.f32(i32 15, float 0.5, float %u, float %v, <8 x i32> %tex, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %g = call <4 x float> @llvm.amdgcn.image.gather4.2d.v4f32.f32(i32 2, float %u, float %v, <8 x i32> %tex, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %ab = fadd <4 x float> %a, %b
  %eg = fmul <4 x float> %e, %g
  %s = fsub <4 x float> %ab, %eg
  %c0 = extractelement <2 x float> %c, i32 0
  %c1 = extractelement <2 x float> %c, i32 1
  %s0 = extractelement <4 x float> %s, i32 0
  %s1 = extractelement <4 x float> %s, i32 1
  %s2 = extractelement <4 x float> %s, i32 2
  %s3 = extractelement <4 x float> %s, i32 3
  %x = fadd float %s0, %c0
  %y = fadd float %s1, %c1
  %z = fmul float %s2, %d
  call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float %x, float %y, float %z, float %s3, i1 true, i1 true)
  ret void
}

define amdgpu_kernel void @texel_ops(<8 x i32> %img, <8 x i32> %arr, i32 %lod, ptr addrspace(1) %out) {
main:
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %t = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 15, i32 %x, i32 %y, <8 x i32> %img, i32 0, i32 0)
  %m = call <4 x float> @llvm.amdgcn.image.load.mip.2d.v4f32.i32(i32 11, i32 %x, i32 %y, i32 %lod, <8 x i32> %img, i32 0, i32 0)
  %o = call float @llvm.amdgcn.image.load.1d.f32.i32(i32 1, i32 %x, <8 x i32> %arr, i32 0, i32 1)
  %r = fadd <4 x float> %t, %m
  call void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float> %r, i32 15, i32 %y, i32 %x, <8 x i32> %img, i32 0, i32 0)
  %r01 = shufflevector <4 x float> %r, <4 x float> poison, <2 x i32> <i32 0, i32 1>
  call void @llvm.amdgcn.image.store.2darray.v2f32.i32(<2 x float> %r01, i32 3, i32 %x, i32 %y, i32 %lod, <8 x i32> %arr, i32 0, i32 2)
  %infof = call <4 x float> @llvm.amdgcn.image.getresinfo.2d.v4f32.i32(i32 15, i32 %lod, <8 x i32> %img, i32 0, i32 0)
  %info = bitcast <4 x float> %infof to <4 x i32>
  %w = extractelement <4 x i32> %info, i32 0
  %h = extractelement <4 x i32> %info, i32 1
  %at = call i32 @llvm.amdgcn.image.atomic.add.2d.i32.i32(i32 1, i32 %x, i32 %y, <8 x i32> %arr, i32 0, i32 0)
  %cs = call i32 @llvm.amdgcn.image.atomic.cmpswap.2d.i32.i32(i32 %at, i32 %w, i32 %x, i32 %y, <8 x i32> %arr, i32 0, i32 0)
  %wh = mul i32 %h, %cs
  %fwh = uitofp i32 %wh to float
  %res = fadd float %fwh, %o
  store float %res, ptr addrspace(1) %out, align 4
  ret void
}
