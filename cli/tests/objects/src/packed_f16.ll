; cpus: gfx900 gfx906 gfx908 gfx9-generic
; gfx9 packed 16-bit math (v_pk_* with op_sel/op_sel_hi/neg modifiers), d16
; loads into high halves, mad_mix via fpext of half operands, and d16 images.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
declare <2 x half> @llvm.maxnum.v2f16(<2 x half>, <2 x half>)
declare <2 x half> @llvm.fabs.v2f16(<2 x half>)
declare <2 x i16> @llvm.smax.v2i16(<2 x i16>, <2 x i16>)
declare <2 x i16> @llvm.umin.v2i16(<2 x i16>, <2 x i16>)
declare float @llvm.fmuladd.f32(float, float, float)
declare <4 x half> @llvm.amdgcn.image.load.2d.v4f16.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.image.store.2d.v4f16.i32(<4 x half>, i32, i32, i32, <8 x i32>, i32, i32)
declare half @llvm.amdgcn.raw.buffer.load.format.f16(<4 x i32>, i32, i32, i32)

define amdgpu_kernel void @pk_math(ptr addrspace(1) readonly %in, ptr addrspace(1) %out,
                                   <2 x half> %s) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds <2 x half>, ptr addrspace(1) %in, i64 %idx
  %a = load <2 x half>, ptr addrspace(1) %pin, align 4
  %pin2 = getelementptr inbounds <2 x half>, ptr addrspace(1) %pin, i64 64
  %b = load <2 x half>, ptr addrspace(1) %pin2, align 4
  %sw = shufflevector <2 x half> %b, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %sum = fadd <2 x half> %a, %sw
  %nb = fneg <2 x half> %b
  %prod = fmul <2 x half> %sum, %nb
  %f = call <2 x half> @llvm.fma.v2f16(<2 x half> %prod, <2 x half> %s, <2 x half> <half 0xH3C00, half 0xHBC00>)
  %ab = call <2 x half> @llvm.fabs.v2f16(<2 x half> %f)
  %mx = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %ab, <2 x half> %a)
  %bc = bitcast <2 x half> %mx to <2 x i16>
  %ai = bitcast <2 x half> %a to <2 x i16>
  %ad = add <2 x i16> %bc, %ai
  %sb = sub <2 x i16> %ad, <i16 5, i16 9>
  %ml = mul <2 x i16> %sb, %ai
  %sl = shl <2 x i16> %ml, <i16 1, i16 2>
  %sr = lshr <2 x i16> %sl, %ai
  %sa = ashr <2 x i16> %ml, <i16 3, i16 3>
  %smx = call <2 x i16> @llvm.smax.v2i16(<2 x i16> %sr, <2 x i16> %sa)
  %umn = call <2 x i16> @llvm.umin.v2i16(<2 x i16> %smx, <2 x i16> %ad)
  %r = bitcast <2 x i16> %umn to <2 x half>
  %po = getelementptr inbounds <2 x half>, ptr addrspace(1) %out, i64 %idx
  store <2 x half> %r, ptr addrspace(1) %po, align 4
  %a0 = extractelement <2 x half> %a, i32 0
  %a1 = extractelement <2 x half> %a, i32 1
  %b1 = extractelement <2 x half> %b, i32 1
  %fa0 = fpext half %a0 to float
  %fa1 = fpext half %a1 to float
  %fb1 = fpext half %b1 to float
  %mix = call float @llvm.fmuladd.f32(float %fa0, float %fa1, float %fb1)
  %mix2 = call float @llvm.fmuladd.f32(float %mix, float %fb1, float 2.0)
  %mh = fptrunc float %mix2 to half
  %ph = getelementptr inbounds half, ptr addrspace(1) %out, i64 %idx
  %ph2 = getelementptr inbounds half, ptr addrspace(1) %ph, i64 4096
  store half %mh, ptr addrspace(1) %ph2, align 2
  ret void
}

define amdgpu_kernel void @d16_mem(ptr addrspace(1) readonly %in, ptr addrspace(1) %out,
                                   <8 x i32> %img, <4 x i32> %buf) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds half, ptr addrspace(1) %in, i64 %idx
  %lo = load half, ptr addrspace(1) %pin, align 2
  %pin2 = getelementptr inbounds half, ptr addrspace(1) %pin, i64 100
  %hi = load half, ptr addrspace(1) %pin2, align 2
  %v0 = insertelement <2 x half> undef, half %lo, i32 0
  %v = insertelement <2 x half> %v0, half %hi, i32 1
  %t = call <4 x half> @llvm.amdgcn.image.load.2d.v4f16.i32(i32 15, i32 %tid, i32 0, <8 x i32> %img, i32 0, i32 0)
  %bh = call half @llvm.amdgcn.raw.buffer.load.format.f16(<4 x i32> %buf, i32 %tid, i32 0, i32 0)
  %t01 = shufflevector <4 x half> %t, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %sum = fadd <2 x half> %v, %t01
  %sum2 = fadd <2 x half> %sum, <half 0xH3800, half 0xH3800>
  %e0 = extractelement <2 x half> %sum2, i32 0
  %e1 = fadd half %e0, %bh
  %w = shufflevector <2 x half> %sum2, <2 x half> %t01, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  call void @llvm.amdgcn.image.store.2d.v4f16.i32(<4 x half> %w, i32 15, i32 0, i32 %tid, <8 x i32> %img, i32 0, i32 0)
  %po = getelementptr inbounds <2 x half>, ptr addrspace(1) %out, i64 %idx
  store <2 x half> %sum2, ptr addrspace(1) %po, align 4
  %ph = getelementptr inbounds half, ptr addrspace(1) %out, i64 8192
  %ph1 = getelementptr inbounds half, ptr addrspace(1) %ph, i64 %idx
  %hi1 = extractelement <2 x half> %sum2, i32 1
  store half %hi1, ptr addrspace(1) %ph1, align 2
  store half %e1, ptr addrspace(1) %ph, align 2
  ret void
}
attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
