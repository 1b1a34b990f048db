; Private memory and calls: a dynamically indexed alloca (scratch loads and
; stores), a non-inlined callee taking stack-passed arguments, an indirect
; call through a function pointer, and a recursive-free call chain.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define hidden i32 @sum_many(i32 %a0, i32 %a1, i32 %a2, i32 %a3, i32 %a4, i32 %a5,
                            i32 %a6, i32 %a7, i32 %a8, i32 %a9, i32 %a10, i32 %a11,
                            i32 %a12, i32 %a13, i32 %a14, i32 %a15, i32 %a16, i32 %a17,
                            i32 %a18, i32 %a19, i32 %a20, i32 %a21, i32 %a22, i32 %a23,
                            i32 %a24, i32 %a25, i32 %a26, i32 %a27, i32 %a28, i32 %a29,
                            i32 %a30, i32 %a31, i32 %a32, i32 %a33) #0 {
  %s0 = add i32 %a0, %a33
  %s1 = xor i32 %s0, %a32
  %s2 = mul i32 %s1, %a31
  %s3 = add i32 %s2, %a16
  ret i32 %s3
}

define hidden i32 @table_lookup(i32 %i, i32 %j) #0 {
entry:
  %buf = alloca [32 x i32], align 4, addrspace(5)
  br label %fill
fill:
  %k = phi i32 [ 0, %entry ], [ %k.next, %fill ]
  %pk = getelementptr inbounds [32 x i32], ptr addrspace(5) %buf, i32 0, i32 %k
  %v = mul i32 %k, %j
  store volatile i32 %v, ptr addrspace(5) %pk, align 4
  %k.next = add i32 %k, 1
  %done = icmp eq i32 %k.next, 32
  br i1 %done, label %read, label %fill
read:
  %im = and i32 %i, 31
  %pi = getelementptr inbounds [32 x i32], ptr addrspace(5) %buf, i32 0, i32 %im
  %r = load volatile i32, ptr addrspace(5) %pi, align 4
  %pb = getelementptr inbounds i8, ptr addrspace(5) %buf, i32 %i
  %b = load volatile i8, ptr addrspace(5) %pb, align 1
  store volatile i8 7, ptr addrspace(5) %pb, align 1
  %b32 = zext i8 %b to i32
  %s = add i32 %r, %b32
  %t = call i32 @sum_many(i32 %s, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8,
                          i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 %i,
                          i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24,
                          i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 %j, i32 %r, i32 %s)
  ret i32 %t
}

define amdgpu_kernel void @private_lookup(ptr addrspace(1) %out, i32 %sel, ptr %fp) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call i32 @table_lookup(i32 %tid, i32 %sel)
  %r2 = call i32 %fp(i32 %r, i32 %tid)
  %idx = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r2, ptr addrspace(1) %po, align 4
  ret void
}

define amdgpu_kernel void @kernel_alloca(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %arr = alloca [16 x <4 x float>], align 16, addrspace(5)
  %tf = uitofp i32 %tid to float
  %v = insertelement <4 x float> <float 0.0, float 1.0, float 2.0, float 3.0>, float %tf, i32 0
  %i = urem i32 %tid, 16
  %p = getelementptr inbounds [16 x <4 x float>], ptr addrspace(5) %arr, i32 0, i32 %i
  store volatile <4 x float> %v, ptr addrspace(5) %p, align 16
  %j = urem i32 %n, 16
  %q = getelementptr inbounds [16 x <4 x float>], ptr addrspace(5) %arr, i32 0, i32 %j
  %w = load volatile <4 x float>, ptr addrspace(5) %q, align 16
  %q2 = getelementptr inbounds <4 x float>, ptr addrspace(5) %q, i32 0, i32 2
  %h = load volatile i16, ptr addrspace(5) %q2, align 2
  %hf = uitofp i16 %h to float
  %w0 = extractelement <4 x float> %w, i32 3
  %s = fadd float %w0, %hf
  %idx = zext i32 %tid to i64
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %s, ptr addrspace(1) %po, align 4
  ret void
}

attributes #0 = { noinline }
