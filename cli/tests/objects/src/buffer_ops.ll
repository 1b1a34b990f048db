; Buffer-resource intrinsics: raw/struct buffer loads and stores of several
; widths and formats, typed (tbuffer) loads/stores, and buffer atomics.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32>, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.raw.buffer.load.v2f32(<4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32>, i32, i32, i32)
declare i8 @llvm.amdgcn.raw.buffer.load.i8(<4 x i32>, i32, i32, i32)
declare i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.f32(float, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float>, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.i8(i8, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.raw.buffer.store.i16(i16, <4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.struct.buffer.load.format.v2f32(<4 x i32>, i32, i32, i32, i32)
declare void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float>, <4 x i32>, i32, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.raw.buffer.atomic.smax.i32(i32, <4 x i32>, i32, i32, i32)
declare i32 @llvm.amdgcn.struct.buffer.atomic.cmpswap.i32(i32, i32, <4 x i32>, i32, i32, i32, i32)
declare i64 @llvm.amdgcn.raw.buffer.atomic.add.i64(i64, <4 x i32>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.raw.tbuffer.load.v4i32(<4 x i32>, i32, i32, i32, i32)
declare float @llvm.amdgcn.struct.tbuffer.load.f32(<4 x i32>, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.tbuffer.store.v2i32(<2 x i32>, <4 x i32>, i32, i32, i32, i32)

define amdgpu_kernel void @buffer_copy(<4 x i32> %in, <4 x i32> %out, i32 %soff) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %tid, 2
  %a = call float @llvm.amdgcn.raw.buffer.load.f32(<4 x i32> %in, i32 %off, i32 %soff, i32 0)
  %off2 = add i32 %off, 64
  %b = call <2 x float> @llvm.amdgcn.raw.buffer.load.v2f32(<4 x i32> %in, i32 %off2, i32 0, i32 1)
  %c = call <4 x float> @llvm.amdgcn.raw.buffer.load.v4f32(<4 x i32> %in, i32 %off, i32 16, i32 2)
  %d = call i8 @llvm.amdgcn.raw.buffer.load.i8(<4 x i32> %in, i32 %tid, i32 0, i32 0)
  %e = call i16 @llvm.amdgcn.raw.buffer.load.i16(<4 x i32> %in, i32 4094, i32 0, i32 0)
  %b0 = extractelement <2 x float> %b, i32 0
  %b1 = extractelement <2 x float> %b, i32 1
  %s = fadd float %a, %b0
  %s2 = fmul float %s, %b1
  call void @llvm.amdgcn.raw.buffer.store.f32(float %s2, <4 x i32> %out, i32 %off, i32 %soff, i32 0)
  call void @llvm.amdgcn.raw.buffer.store.v4f32(<4 x float> %c, <4 x i32> %out, i32 %off2, i32 0, i32 3)
  %d1 = add i8 %d, 1
  call void @llvm.amdgcn.raw.buffer.store.i8(i8 %d1, <4 x i32> %out, i32 %tid, i32 4, i32 0)
  %e1 = xor i16 %e, 21845
  call void @llvm.amdgcn.raw.buffer.store.i16(i16 %e1, <4 x i32> %out, i32 %off, i32 0, i32 0)
  ret void
}

define amdgpu_kernel void @buffer_formats(<4 x i32> %rsrc, <4 x i32> %dst, i32 %base) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = call <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32> %rsrc, i32 %tid, i32 0, i32 0, i32 0)
  %w = call <2 x float> @llvm.amdgcn.struct.buffer.load.format.v2f32(<4 x i32> %rsrc, i32 %tid, i32 %base, i32 12, i32 0)
  %t = call <4 x i32> @llvm.amdgcn.raw.tbuffer.load.v4i32(<4 x i32> %rsrc, i32 %base, i32 0, i32 78, i32 0)
  %u = call float @llvm.amdgcn.struct.tbuffer.load.f32(<4 x i32> %rsrc, i32 %tid, i32 8, i32 0, i32 22, i32 1)
  %w0 = extractelement <2 x float> %w, i32 0
  %v2 = insertelement <4 x float> %v, float %w0, i32 1
  %v3 = insertelement <4 x float> %v2, float %u, i32 3
  call void @llvm.amdgcn.struct.buffer.store.format.v4f32(<4 x float> %v3, <4 x i32> %dst, i32 %tid, i32 0, i32 0, i32 0)
  %t01 = shufflevector <4 x i32> %t, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  call void @llvm.amdgcn.raw.tbuffer.store.v2i32(<2 x i32> %t01, <4 x i32> %dst, i32 %base, i32 0, i32 116, i32 0)
  ret void
}

define amdgpu_kernel void @buffer_atomics(<4 x i32> %rsrc, ptr addrspace(1) %out, i64 %d) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %tid, 2
  call i32 @llvm.amdgcn.raw.buffer.atomic.add.i32(i32 1, <4 x i32> %rsrc, i32 0, i32 0, i32 0)
  %o = call i32 @llvm.amdgcn.raw.buffer.atomic.smax.i32(i32 %tid, <4 x i32> %rsrc, i32 %off, i32 0, i32 0)
  %c = call i32 @llvm.amdgcn.struct.buffer.atomic.cmpswap.i32(i32 %o, i32 %tid, <4 x i32> %rsrc, i32 %tid, i32 %off, i32 0, i32 0)
  %w = call i64 @llvm.amdgcn.raw.buffer.atomic.add.i64(i64 %d, <4 x i32> %rsrc, i32 256, i32 0, i32 0)
  %wt = trunc i64 %w to i32
  %r = add i32 %c, %wt
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}
