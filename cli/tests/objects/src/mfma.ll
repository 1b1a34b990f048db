; cpus: gfx908
; gfx908 matrix cores: MFMA f32/f16/bf16/i8 variants accumulating in AGPRs
; (v_accvgpr_write/read), with nonzero cbsz/abid/blgp broadcast controls.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float, float, <4 x float>, i32, i32, i32)
declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float, float, <16 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float, float, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half>, <4 x half>, <4 x float>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32, i32, <4 x i32>, i32, i32, i32)
declare <4 x i32> @llvm.amdgcn.mfma.i32.4x4x4i8(i32, i32, <4 x i32>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.16x16x8bf16(<2 x i16>, <2 x i16>, <4 x float>, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.mfma.f32.4x4x2bf16(<2 x i16>, <2 x i16>, <4 x float>, i32, i32, i32)

define amdgpu_kernel void @mfma_f32(ptr addrspace(1) readonly %a, ptr addrspace(1) %c, i32 %k) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idx
  %x = load float, ptr addrspace(1) %pa, align 4
  %pc = getelementptr inbounds <16 x float>, ptr addrspace(1) %c, i64 %idx
  %acc0 = load <16 x float>, ptr addrspace(1) %pc, align 64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <16 x float> [ %acc0, %entry ], [ %acc2, %loop ]
  %if = sitofp i32 %i to float
  %acc1 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %x, float %if, <16 x float> %acc, i32 0, i32 0, i32 0)
  %acc2 = call <16 x float> @llvm.amdgcn.mfma.f32.32x32x2f32(float %if, float %x, <16 x float> %acc1, i32 1, i32 1, i32 2)
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %k
  br i1 %done, label %exit, label %loop
exit:
  %s4 = shufflevector <16 x float> %acc2, <16 x float> poison, <4 x i32> <i32 0, i32 5, i32 10, i32 15>
  %b = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x1f32(float %x, float 2.0, <4 x float> %s4, i32 4, i32 3, i32 7)
  %d = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x4f32(float %x, float %x, <4 x float> %b, i32 2, i32 1, i32 3)
  store <16 x float> %acc2, ptr addrspace(1) %pc, align 64
  %pd = getelementptr inbounds <4 x float>, ptr addrspace(1) %c, i64 4096
  store <4 x float> %d, ptr addrspace(1) %pd, align 16
  ret void
}

define amdgpu_kernel void @mfma_mixed(ptr addrspace(1) readonly %h, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %ph = getelementptr inbounds <4 x half>, ptr addrspace(1) %h, i64 %idx
  %hv = load <4 x half>, ptr addrspace(1) %ph, align 8
  %pi = getelementptr inbounds i32, ptr addrspace(1) %h, i64 %idx
  %iv = load i32, ptr addrspace(1) %pi, align 4
  %bv = bitcast i32 %iv to <2 x i16>
  %f1 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x16f16(<4 x half> %hv, <4 x half> %hv, <4 x float> zeroinitializer, i32 0, i32 0, i32 0)
  %f2 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x4f16(<4 x half> %hv, <4 x half> %hv, <4 x float> %f1, i32 3, i32 2, i32 1)
  %f3 = call <4 x float> @llvm.amdgcn.mfma.f32.16x16x8bf16(<2 x i16> %bv, <2 x i16> %bv, <4 x float> %f2, i32 0, i32 0, i32 5)
  %f4 = call <4 x float> @llvm.amdgcn.mfma.f32.4x4x2bf16(<2 x i16> %bv, <2 x i16> %bv, <4 x float> %f3, i32 1, i32 0, i32 0)
  %i1 = call <4 x i32> @llvm.amdgcn.mfma.i32.16x16x16i8(i32 %iv, i32 %tid, <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 0, i32 0, i32 0)
  %i2 = call <4 x i32> @llvm.amdgcn.mfma.i32.4x4x4i8(i32 %iv, i32 %iv, <4 x i32> %i1, i32 2, i32 3, i32 4)
  %fi = bitcast <4 x float> %f4 to <4 x i32>
  %r = add <4 x i32> %fi, %i2
  %po = getelementptr inbounds <4 x i32>, ptr addrspace(1) %out, i64 %idx
  store <4 x i32> %r, ptr addrspace(1) %po, align 16
  ret void
}
