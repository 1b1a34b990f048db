; cpus: bonaire fiji gfx900 gfx906 gfx908 gfx9-generic
; Generic (flat, addrspace 0) pointers: flat loads/stores of several widths
; and flat atomics with and without return, 32- and 64-bit.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @flat_ops(ptr %buf, ptr %out, i64 %v) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds i32, ptr %buf, i64 %idx
  %x = load i32, ptr %p, align 4
  %pb = getelementptr inbounds i8, ptr %buf, i64 %idx
  %b = load i8, ptr %pb, align 1
  %ps = getelementptr inbounds i16, ptr %p, i64 1
  %s = load i16, ptr %ps, align 2
  %bs = sext i8 %b to i32
  %ss = sext i16 %s to i32
  %p64 = getelementptr inbounds i64, ptr %buf, i64 512
  %pv = getelementptr inbounds <4 x i32>, ptr %buf, i64 %idx
  %vec = load <4 x i32>, ptr %pv, align 16
  atomicrmw add ptr %p, i32 %bs syncscope("agent") monotonic
  %r1 = atomicrmw max ptr %p, i32 %ss syncscope("agent") monotonic
  %r2 = atomicrmw xchg ptr %p, i32 %r1 syncscope("agent") monotonic
  %cx = cmpxchg ptr %p, i32 %r2, i32 %x syncscope("agent") monotonic monotonic
  %r3 = extractvalue { i32, i1 } %cx, 0
  atomicrmw umin ptr %p64, i64 %v syncscope("agent") monotonic
  %r4 = atomicrmw add ptr %p64, i64 %v syncscope("agent") monotonic
  %cx2 = cmpxchg ptr %p64, i64 %r4, i64 %v syncscope("agent") monotonic monotonic
  %r5 = extractvalue { i64, i1 } %cx2, 0
  %r5t = trunc i64 %r5 to i32
  %sum = add i32 %r3, %r5t
  %vs = insertelement <4 x i32> %vec, i32 %sum, i32 2
  %po = getelementptr inbounds <4 x i32>, ptr %out, i64 %idx
  store <4 x i32> %vs, ptr %po, align 16
  %po8 = getelementptr inbounds i8, ptr %out, i64 %idx
  %t8 = trunc i32 %sum to i8
  store i8 %t8, ptr %po8, align 1
  %po16 = getelementptr inbounds i16, ptr %out, i64 %idx
  %t16 = trunc i32 %r3 to i16
  store i16 %t16, ptr %po16, align 2
  %po64 = getelementptr inbounds i64, ptr %out, i64 %idx
  store i64 %r4, ptr %po64, align 8
  ret void
}
