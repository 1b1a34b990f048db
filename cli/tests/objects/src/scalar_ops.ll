; Scalar unit: kernel arguments of many types (a by-value struct, i8/i16/i64/
; vectors) loaded with s_load of several widths, s_getpc/s_memtime/s_sleep,
; readfirstlane/readlane/writelane, ballot/icmp masks and a uniform loop.
target triple = "amdgcn-amd-amdhsa"

%struct.Params = type { i32, float, i64, <4 x i32>, [3 x i16] }

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i64 @llvm.amdgcn.s.getpc()
declare i64 @llvm.amdgcn.s.memtime()
declare void @llvm.amdgcn.s.sleep(i32)
declare void @llvm.amdgcn.s.setprio(i16)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32)
declare i64 @llvm.amdgcn.fcmp.i64.f32(float, float, i32)
declare i64 @llvm.ctpop.i64(i64)

define amdgpu_kernel void @many_args(i8 %c, i16 %h, i64 %q, <2 x i32> %v2,
                                     %struct.Params %p, <8 x i32> %v8,
                                     <16 x i32> %v16, float %f,
                                     ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.y()
  %p0 = extractvalue %struct.Params %p, 0
  %p1 = extractvalue %struct.Params %p, 1
  %p2 = extractvalue %struct.Params %p, 2
  %p3 = extractvalue %struct.Params %p, 3
  %p4 = extractvalue %struct.Params %p, 4, 2
  %c32 = sext i8 %c to i32
  %h32 = zext i16 %h to i32
  %p4w = sext i16 %p4 to i32
  %s0 = add i32 %c32, %h32
  %s1 = mul i32 %s0, %p0
  %s1b = add i32 %s1, %p4w
  %e0 = extractelement <2 x i32> %v2, i32 1
  %e1 = extractelement <8 x i32> %v8, i32 5
  %e2 = extractelement <16 x i32> %v16, i32 13
  %e3 = extractelement <4 x i32> %p3, i32 2
  %s2 = xor i32 %s1b, %e0
  %s3 = sub i32 %s2, %e1
  %s4 = and i32 %s3, %e2
  %s5 = or i32 %s4, %e3
  %s6 = ashr i32 %s5, %wg
  %qs = lshr i64 %q, 17
  %q2 = add i64 %qs, %p2
  %q3 = trunc i64 %q2 to i32
  %s7 = add i32 %s6, %q3
  %ff = fmul float %f, %p1
  %fi = fptosi float %ff to i32
  %s8 = add i32 %s7, %fi
  %r = add i32 %s8, %tid
  %idx = zext i32 %tid to i64
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r, ptr addrspace(1) %po, align 4
  ret void
}

define amdgpu_kernel void @lanes_and_clocks(ptr addrspace(1) %out, float %thr, i32 %lane) {
entry:
  %t0 = call i64 @llvm.amdgcn.s.memtime()
  %pc = call i64 @llvm.amdgcn.s.getpc()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %tf = uitofp i32 %tid to float
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %rl = call i32 @llvm.amdgcn.readlane.i32(i32 %tid, i32 %lane)
  %rl7 = call i32 @llvm.amdgcn.readlane.i32(i32 %tid, i32 7)
  %wl = call i32 @llvm.amdgcn.writelane.i32(i32 %rl7, i32 3, i32 %tid)
  %odd = and i32 %tid, 1
  %isodd = icmp ne i32 %odd, 0
  %ball = call i64 @llvm.amdgcn.ballot.i64(i1 %isodd)
  %m1 = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %tid, i32 %first, i32 34)
  %m2 = call i64 @llvm.amdgcn.fcmp.i64.f32(float %tf, float %thr, i32 4)
  %m12 = and i64 %m1, %m2
  %mm = xor i64 %m12, %ball
  %cnt = call i64 @llvm.ctpop.i64(i64 %mm)
  call void @llvm.amdgcn.s.sleep(i32 2)
  call void @llvm.amdgcn.s.setprio(i16 3)
  %t1 = call i64 @llvm.amdgcn.s.memtime()
  call void @llvm.amdgcn.s.setprio(i16 0)
  %dt = sub i64 %t1, %t0
  %x0 = add i64 %dt, %pc
  %x1 = add i64 %x0, %cnt
  %rlw = zext i32 %rl to i64
  %wlw = zext i32 %wl to i64
  %x2 = xor i64 %x1, %rlw
  %x3 = add i64 %x2, %wlw
  %idx = zext i32 %tid to i64
  %po = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %idx
  store i64 %x3, ptr addrspace(1) %po, align 8
  ret void
}
