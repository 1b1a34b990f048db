; cpus: gfx906 gfx908
; Dot-product instructions (gfx906/gfx908): fdot2, sdot2/udot2, sdot4/udot4,
; sdot8/udot8 with and without clamp, as in an int8/fp16 GEMV inner loop.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.fdot2(<2 x half>, <2 x half>, float, i1)
declare i32 @llvm.amdgcn.sdot2(<2 x i16>, <2 x i16>, i32, i1)
declare i32 @llvm.amdgcn.udot2(<2 x i16>, <2 x i16>, i32, i1)
declare i32 @llvm.amdgcn.sdot4(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.udot4(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.sdot8(i32, i32, i32, i1)
declare i32 @llvm.amdgcn.udot8(i32, i32, i32, i1)

define amdgpu_kernel void @gemv_i8(ptr addrspace(1) readonly %mat, ptr addrspace(1) readonly %vec,
                                   ptr addrspace(1) %out, i32 %ncols) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %row = mul i32 %tid, %ncols
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc4, %loop ]
  %uacc = phi i32 [ 0, %entry ], [ %uacc2, %loop ]
  %off = add i32 %row, %k
  %offw = zext i32 %off to i64
  %pm = getelementptr inbounds i32, ptr addrspace(1) %mat, i64 %offw
  %m = load i32, ptr addrspace(1) %pm, align 4
  %kw = zext i32 %k to i64
  %pv = getelementptr inbounds i32, ptr addrspace(1) %vec, i64 %kw
  %v = load i32, ptr addrspace(1) %pv, align 4
  %acc1 = call i32 @llvm.amdgcn.sdot4(i32 %m, i32 %v, i32 %acc, i1 false)
  %acc2 = call i32 @llvm.amdgcn.sdot8(i32 %m, i32 %v, i32 %acc1, i1 true)
  %m2 = bitcast i32 %m to <2 x i16>
  %v2 = bitcast i32 %v to <2 x i16>
  %acc3 = call i32 @llvm.amdgcn.sdot2(<2 x i16> %m2, <2 x i16> %v2, i32 %acc2, i1 false)
  %acc4 = call i32 @llvm.amdgcn.udot4(i32 %v, i32 %m, i32 %acc3, i1 true)
  %uacc1 = call i32 @llvm.amdgcn.udot8(i32 %m, i32 %v, i32 %uacc, i1 false)
  %uacc2 = call i32 @llvm.amdgcn.udot2(<2 x i16> %v2, <2 x i16> %m2, i32 %uacc1, i1 true)
  %k.next = add i32 %k, 1
  %done = icmp eq i32 %k.next, %ncols
  br i1 %done, label %exit, label %loop
exit:
  %r = xor i32 %acc4, %uacc2
  %idx = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

define amdgpu_kernel void @dot_f16(ptr addrspace(1) readonly %a, ptr addrspace(1) readonly %b,
                                   ptr addrspace(1) %out, float %bias) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pa = getelementptr inbounds <4 x half>, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds <4 x half>, ptr addrspace(1) %b, i64 %idx
  %va = load <4 x half>, ptr addrspace(1) %pa, align 8
  %vb = load <4 x half>, ptr addrspace(1) %pb, align 8
  %a0 = shufflevector <4 x half> %va, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %a1 = shufflevector <4 x half> %va, <4 x half> poison, <2 x i32> <i32 2, i32 3>
  %b0 = shufflevector <4 x half> %vb, <4 x half> poison, <2 x i32> <i32 0, i32 1>
  %b1 = shufflevector <4 x half> %vb, <4 x half> poison, <2 x i32> <i32 3, i32 2>
  %d0 = call float @llvm.amdgcn.fdot2(<2 x half> %a0, <2 x half> %b0, float %bias, i1 false)
  %d1 = call float @llvm.amdgcn.fdot2(<2 x half> %a1, <2 x half> %b1, float %d0, i1 true)
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %d1, ptr addrspace(1) %po, align 4
  ret void
}
