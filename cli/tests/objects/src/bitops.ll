; Integer bit manipulation: popcount / leading zeros / bit reverse / bfe style
; shifts, with a 64-bit hash helper function and a kernel with a switch.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.ctpop.i64(i64)

define hidden i64 @mix64(i64 %h) #0 {
entry:
  %s1 = lshr i64 %h, 33
  %x1 = xor i64 %h, %s1
  %m1 = mul i64 %x1, -49064778989728563
  %s2 = lshr i64 %m1, 29
  %x2 = xor i64 %m1, %s2
  ret i64 %x2
}

define amdgpu_kernel void @bit_stats(ptr addrspace(1) readonly %in,
                                     ptr addrspace(1) %out, i32 %mode) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pin, align 4
  switch i32 %mode, label %def [ i32 0, label %pop
                                  i32 1, label %lz
                                  i32 2, label %rev ]
pop:
  %p = call i32 @llvm.ctpop.i32(i32 %v)
  br label %join
lz:
  %l = call i32 @llvm.ctlz.i32(i32 %v, i1 false)
  %t = call i32 @llvm.cttz.i32(i32 %v, i1 false)
  %lt = sub i32 %l, %t
  br label %join
rev:
  %r = call i32 @llvm.bitreverse.i32(i32 %v)
  %f = lshr i32 %r, 5
  %g = and i32 %f, 1023
  br label %join
def:
  %w = zext i32 %v to i64
  %h = call i64 @mix64(i64 %w)
  %hp = call i64 @llvm.ctpop.i64(i64 %h)
  %ht = trunc i64 %hp to i32
  %hx = trunc i64 %h to i32
  %hh = xor i32 %ht, %hx
  br label %join
join:
  %res = phi i32 [ %p, %pop ], [ %lt, %lz ], [ %g, %rev ], [ %hh, %def ]
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %res, ptr addrspace(1) %pout, align 4
  ret void
}

attributes #0 = { noinline }
