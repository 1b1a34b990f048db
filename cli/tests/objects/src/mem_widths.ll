; Global loads and stores of many widths: i8/i16 (sign and zero extended),
; i64, <3 x i32>, <4 x i32>, <8 x float>, and sub-dword / unaligned stores.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @pack_fields(ptr addrspace(1) readonly %b8,
                                       ptr addrspace(1) readonly %h16,
                                       ptr addrspace(1) readonly %q64,
                                       ptr addrspace(1) %out8,
                                       ptr addrspace(1) %out16,
                                       ptr addrspace(1) %out64) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pb = getelementptr inbounds i8, ptr addrspace(1) %b8, i64 %idx
  %ub = load i8, ptr addrspace(1) %pb, align 1
  %pb2 = getelementptr inbounds i8, ptr addrspace(1) %pb, i64 4000
  %sb = load i8, ptr addrspace(1) %pb2, align 1
  %ph = getelementptr inbounds i16, ptr addrspace(1) %h16, i64 %idx
  %uh = load i16, ptr addrspace(1) %ph, align 2
  %ph2 = getelementptr inbounds i16, ptr addrspace(1) %ph, i64 -16
  %sh = load i16, ptr addrspace(1) %ph2, align 2
  %pq = getelementptr inbounds i64, ptr addrspace(1) %q64, i64 %idx
  %q = load i64, ptr addrspace(1) %pq, align 8
  %ub32 = zext i8 %ub to i32
  %sb32 = sext i8 %sb to i32
  %uh32 = zext i16 %uh to i32
  %sh32 = sext i16 %sh to i32
  %s1 = add i32 %ub32, %sb32
  %s2 = mul i32 %uh32, %sh32
  %s3 = xor i32 %s1, %s2
  %s3w = zext i32 %s3 to i64
  %q2 = shl i64 %q, 7
  %q3 = or i64 %q2, %s3w
  %po8 = getelementptr inbounds i8, ptr addrspace(1) %out8, i64 %idx
  %t8 = trunc i32 %s3 to i8
  store i8 %t8, ptr addrspace(1) %po8, align 1
  %po16 = getelementptr inbounds i16, ptr addrspace(1) %out16, i64 %idx
  %t16 = trunc i32 %s2 to i16
  store i16 %t16, ptr addrspace(1) %po16, align 2
  %po16b = getelementptr inbounds i8, ptr addrspace(1) %po16, i64 2049
  store i16 %t16, ptr addrspace(1) %po16b, align 1
  %po64 = getelementptr inbounds i64, ptr addrspace(1) %out64, i64 %idx
  store i64 %q3, ptr addrspace(1) %po64, align 8
  ret void
}

define amdgpu_kernel void @wide_copy(ptr addrspace(1) noalias readonly %src,
                                     ptr addrspace(1) noalias %dst) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %src, i64 %idx
  %v4 = load <4 x i32>, ptr addrspace(1) %p4, align 16
  %p3 = getelementptr inbounds <3 x i32>, ptr addrspace(1) %p4, i64 1000
  %v3 = load <3 x i32>, ptr addrspace(1) %p3, align 4
  %p8 = getelementptr inbounds <8 x float>, ptr addrspace(1) %src, i64 %idx
  %p8o = getelementptr inbounds i8, ptr addrspace(1) %p8, i64 65536
  %v8 = load <8 x float>, ptr addrspace(1) %p8o, align 32
  %v3w = shufflevector <3 x i32> %v3, <3 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 2>
  %sum = add <4 x i32> %v4, %v3w
  %f = shufflevector <8 x float> %v8, <8 x float> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %fi = bitcast <4 x float> %f to <4 x i32>
  %r = xor <4 x i32> %sum, %fi
  %d4 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %dst, i64 %idx
  store <4 x i32> %r, ptr addrspace(1) %d4, align 16
  %d3 = getelementptr inbounds <3 x i32>, ptr addrspace(1) %d4, i64 2000
  store <3 x i32> %v3, ptr addrspace(1) %d3, align 4
  %d2 = getelementptr inbounds <2 x i32>, ptr addrspace(1) %d4, i64 3000
  %r2 = shufflevector <4 x i32> %r, <4 x i32> poison, <2 x i32> <i32 0, i32 3>
  store <2 x i32> %r2, ptr addrspace(1) %d2, align 8
  %d8 = getelementptr inbounds <8 x float>, ptr addrspace(1) %dst, i64 %idx
  %d8o = getelementptr inbounds i8, ptr addrspace(1) %d8, i64 131072
  store <8 x float> %v8, ptr addrspace(1) %d8o, align 32
  ret void
}
