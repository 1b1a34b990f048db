; Element-wise vector add: c[i] = a[i] + b[i], guarded by the length.
; Written in the style of a HIP "vectorAdd" sample lowered to IR.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()

define amdgpu_kernel void @vector_add(ptr addrspace(1) noalias %a,
                                      ptr addrspace(1) noalias %b,
                                      ptr addrspace(1) noalias %c,
                                      i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bid = call i32 @llvm.amdgcn.workgroup.id.x()
  %dp = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %wgs.p = getelementptr inbounds i8, ptr addrspace(4) %dp, i64 4
  %wgs16 = load i16, ptr addrspace(4) %wgs.p, align 4
  %wgs = zext i16 %wgs16 to i32
  %base = mul i32 %bid, %wgs
  %i = add i32 %base, %tid
  %inb = icmp slt i32 %i, %n
  br i1 %inb, label %body, label %exit

body:
  %idx = sext i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %idx
  %pc = getelementptr inbounds float, ptr addrspace(1) %c, i64 %idx
  %va = load float, ptr addrspace(1) %pa, align 4
  %vb = load float, ptr addrspace(1) %pb, align 4
  %s = fadd float %va, %vb
  store float %s, ptr addrspace(1) %pc, align 4
  br label %exit

exit:
  ret void
}

; Integer variant with a 64-bit stride, second kernel in the same object.
define amdgpu_kernel void @vector_add_i32(ptr addrspace(1) %a, ptr addrspace(1) %b,
                                          ptr addrspace(1) %c) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %bid, 8
  %i = add i32 %base, %tid
  %idx = zext i32 %i to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds i32, ptr addrspace(1) %b, i64 %idx
  %pc = getelementptr inbounds i32, ptr addrspace(1) %c, i64 %idx
  %va = load i32, ptr addrspace(1) %pa, align 4
  %vb = load i32, ptr addrspace(1) %pb, align 4
  %s = add i32 %va, %vb
  store i32 %s, ptr addrspace(1) %pc, align 4
  ret void
}
