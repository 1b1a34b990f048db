; SAXPY with a grid-stride loop: for (i = gid; i < n; i += stride) y[i] = a*x[i] + y[i]
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.fma.f32(float, float, float)

define amdgpu_kernel void @saxpy(i32 %n, float %alpha,
                                 ptr addrspace(1) noalias readonly %x,
                                 ptr addrspace(1) noalias %y) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %bid, 6
  %gid = add i32 %base, %tid
  %cmp0 = icmp slt i32 %gid, %n
  br i1 %cmp0, label %loop, label %done

loop:
  %i = phi i32 [ %gid, %entry ], [ %i.next, %loop ]
  %idx = sext i32 %i to i64
  %px = getelementptr inbounds float, ptr addrspace(1) %x, i64 %idx
  %py = getelementptr inbounds float, ptr addrspace(1) %y, i64 %idx
  %vx = load float, ptr addrspace(1) %px, align 4
  %vy = load float, ptr addrspace(1) %py, align 4
  %r = call float @llvm.fma.f32(float %alpha, float %vx, float %vy)
  store float %r, ptr addrspace(1) %py, align 4
  %i.next = add nsw i32 %i, 4096
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done

done:
  ret void
}
