; LDS: adjacent loads/stores that merge into ds_read2/ds_write2 (and the
; 64-bit and st64 forms), LDS atomics with and without return, and barriers.
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [512 x float] poison, align 16
@tile64 = internal addrspace(3) global [256 x double] poison, align 16
@counters = internal addrspace(3) global [16 x i32] poison, align 4
@wide = internal addrspace(3) global [8 x i64] poison, align 8

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @lds_transpose(ptr addrspace(1) readonly %in,
                                         ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds <2 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <2 x float>, ptr addrspace(1) %pin, align 8
  %v0 = extractelement <2 x float> %v, i32 0
  %v1 = extractelement <2 x float> %v, i32 1
  %t2 = shl i32 %tid, 1
  %p0 = getelementptr inbounds [512 x float], ptr addrspace(3) @tile, i32 0, i32 %t2
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p0, i32 1
  store float %v0, ptr addrspace(3) %p0, align 4
  store float %v1, ptr addrspace(3) %p1, align 4
  %pf = getelementptr inbounds float, ptr addrspace(3) %p0, i32 64
  store float %v1, ptr addrspace(3) %pf, align 4
  %d0 = fpext float %v0 to double
  %pd = getelementptr inbounds [256 x double], ptr addrspace(3) @tile64, i32 0, i32 %tid
  store double %d0, ptr addrspace(3) %pd, align 8
  %pd2 = getelementptr inbounds double, ptr addrspace(3) %pd, i32 128
  store double %d0, ptr addrspace(3) %pd2, align 8
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %r = sub i32 255, %tid
  %q0 = getelementptr inbounds [512 x float], ptr addrspace(3) @tile, i32 0, i32 %r
  %q1 = getelementptr inbounds float, ptr addrspace(3) %q0, i32 3
  %q2 = getelementptr inbounds float, ptr addrspace(3) %q0, i32 256
  %a = load float, ptr addrspace(3) %q0, align 4
  %b = load float, ptr addrspace(3) %q1, align 4
  %c = load float, ptr addrspace(3) %q2, align 4
  %qd = getelementptr inbounds [256 x double], ptr addrspace(3) @tile64, i32 0, i32 %r
  %qd1 = getelementptr inbounds double, ptr addrspace(3) %qd, i32 1
  %e = load double, ptr addrspace(3) %qd, align 8
  %f = load double, ptr addrspace(3) %qd1, align 8
  %ab = fadd float %a, %b
  %abc = fmul float %ab, %c
  %ef = fadd double %e, %f
  %eff = fptrunc double %ef to float
  %res = fsub float %abc, %eff
  %pout = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %res, ptr addrspace(1) %pout, align 4
  ret void
}

define amdgpu_kernel void @lds_atomics(ptr addrspace(1) %out, i32 %x, i64 %y) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = and i32 %tid, 15
  %p = getelementptr inbounds [16 x i32], ptr addrspace(3) @counters, i32 0, i32 %slot
  %first = icmp eq i32 %tid, 0
  br i1 %first, label %init, label %go
init:
  call void @llvm.memset.p3.i64(ptr addrspace(3) @counters, i8 0, i64 64, i1 false)
  br label %go
go:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %o1 = atomicrmw add ptr addrspace(3) %p, i32 %tid syncscope("workgroup") monotonic
  atomicrmw sub ptr addrspace(3) %p, i32 3 syncscope("workgroup") monotonic
  %o2 = atomicrmw max ptr addrspace(3) %p, i32 %x syncscope("workgroup") monotonic
  %o3 = atomicrmw umin ptr addrspace(3) %p, i32 %o1 syncscope("workgroup") monotonic
  atomicrmw or ptr addrspace(3) %p, i32 256 syncscope("workgroup") monotonic
  atomicrmw and ptr addrspace(3) %p, i32 %x syncscope("workgroup") monotonic
  %o4 = atomicrmw xchg ptr addrspace(3) %p, i32 %o2 syncscope("workgroup") monotonic
  %o5 = atomicrmw xor ptr addrspace(3) %p, i32 %o3 syncscope("workgroup") monotonic
  %cx = cmpxchg ptr addrspace(3) %p, i32 %o4, i32 %o5 syncscope("workgroup") monotonic monotonic
  %o6 = extractvalue { i32, i1 } %cx, 0
  %o7 = atomicrmw uinc_wrap ptr addrspace(3) %p, i32 100 syncscope("workgroup") monotonic
  %o8 = atomicrmw udec_wrap ptr addrspace(3) %p, i32 100 syncscope("workgroup") monotonic
  %ws = and i32 %tid, 7
  %pw = getelementptr inbounds [8 x i64], ptr addrspace(3) @wide, i32 0, i32 %ws
  %w1 = atomicrmw add ptr addrspace(3) %pw, i64 %y syncscope("workgroup") monotonic
  atomicrmw umax ptr addrspace(3) %pw, i64 %w1 syncscope("workgroup") monotonic
  %cx64 = cmpxchg ptr addrspace(3) %pw, i64 %w1, i64 %y syncscope("workgroup") monotonic monotonic
  %w2 = extractvalue { i64, i1 } %cx64, 0
  %s1 = add i32 %o6, %o7
  %s2 = add i32 %s1, %o8
  %w3 = trunc i64 %w2 to i32
  %s3 = xor i32 %s2, %w3
  %idx = zext i32 %tid to i64
  %pout = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %s3, ptr addrspace(1) %pout, align 4
  ret void
}

declare void @llvm.memset.p3.i64(ptr addrspace(3), i8, i64, i1)

attributes #0 = { "amdgpu-flat-work-group-size"="1,256" }
