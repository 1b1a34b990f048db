; Block-level sum reduction in LDS with a tree loop and barriers,
; then one atomic add per block (style of a CUDA/HIP "reduce" sample).
target triple = "amdgcn-amd-amdhsa"

@sdata = internal addrspace(3) global [256 x float] poison, align 4

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @block_reduce(ptr addrspace(1) readonly %in,
                                        ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %bid, 8
  %gid = add i32 %base, %tid
  %inb = icmp ult i32 %gid, %n
  br i1 %inb, label %load, label %store0

load:
  %gidx = zext i32 %gid to i64
  %pin = getelementptr inbounds float, ptr addrspace(1) %in, i64 %gidx
  %v = load float, ptr addrspace(1) %pin, align 4
  br label %store0

store0:
  %val = phi float [ %v, %load ], [ 0.0, %entry ]
  %ps = getelementptr inbounds [256 x float], ptr addrspace(3) @sdata, i32 0, i32 %tid
  store float %val, ptr addrspace(3) %ps, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br label %tree

tree:
  %s = phi i32 [ 128, %store0 ], [ %s.next, %tree.latch ]
  %active = icmp ult i32 %tid, %s
  br i1 %active, label %accum, label %tree.latch

accum:
  %oidx = add i32 %tid, %s
  %po = getelementptr inbounds [256 x float], ptr addrspace(3) @sdata, i32 0, i32 %oidx
  %a = load float, ptr addrspace(3) %ps, align 4
  %b = load float, ptr addrspace(3) %po, align 4
  %sum = fadd float %a, %b
  store float %sum, ptr addrspace(3) %ps, align 4
  br label %tree.latch

tree.latch:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %s.next = lshr i32 %s, 1
  %again = icmp ne i32 %s.next, 0
  br i1 %again, label %tree, label %final

final:
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %publish, label %exit

publish:
  %total = load float, ptr addrspace(3) @sdata, align 4
  %old = atomicrmw fadd ptr addrspace(1) %out, float %total syncscope("agent") monotonic, align 4
  br label %exit

exit:
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="256,256" }
