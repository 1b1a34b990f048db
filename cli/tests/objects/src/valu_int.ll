; Integer VALU: mul_hi, 64-bit multiply and shifts, bfe/bfi/alignbit/alignbyte,
; mbcnt lane index, sad/msad/lerp, ctpop/ctlz/cttz on i64, min3/max3/med3
; (qsad/mqsad, which gfx6 lacks, are in qsad.ll).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.sad.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.msad.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.sad.hi.u8(i32, i32, i32)
declare i32 @llvm.amdgcn.sad.u16(i32, i32, i32)
declare i32 @llvm.amdgcn.lerp(i32, i32, i32)
declare i32 @llvm.amdgcn.alignbyte(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)

define amdgpu_kernel void @int_ops(ptr addrspace(1) readonly %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds <4 x i32>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x i32>, ptr addrspace(1) %pin, align 16
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %c = extractelement <4 x i32> %v, i32 2
  %d = extractelement <4 x i32> %v, i32 3
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %a64 = sext i32 %a to i64
  %b64 = sext i32 %b to i64
  %ab = mul i64 %a64, %b64
  %hi = lshr i64 %ab, 32
  %hi32 = trunc i64 %hi to i32
  %ua = zext i32 %c to i64
  %ub = zext i32 %d to i64
  %uab = mul i64 %ua, %ub
  %uhi = lshr i64 %uab, 32
  %uhi32 = trunc i64 %uhi to i32
  %f1 = call i32 @llvm.amdgcn.ubfe.i32(i32 %a, i32 %lane, i32 5)
  %f2 = call i32 @llvm.amdgcn.sbfe.i32(i32 %b, i32 3, i32 %c)
  %sad = call i32 @llvm.amdgcn.sad.u8(i32 %a, i32 %b, i32 %c)
  %msad = call i32 @llvm.amdgcn.msad.u8(i32 %c, i32 %d, i32 %sad)
  %sadh = call i32 @llvm.amdgcn.sad.hi.u8(i32 %a, i32 %d, i32 %msad)
  %sad16 = call i32 @llvm.amdgcn.sad.u16(i32 %b, i32 %c, i32 %sadh)
  %lerp = call i32 @llvm.amdgcn.lerp(i32 %a, i32 %b, i32 %d)
  %ali = call i32 @llvm.amdgcn.alignbyte(i32 %c, i32 %d, i32 %lane)
  %fsh = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %c)
  %bfi1 = and i32 %a, 16711935
  %bfi2 = and i32 %d, -16711936
  %bfi = or i32 %bfi1, %bfi2
  %s1 = add i32 %hi32, %uhi32
  %s2 = add i32 %s1, %f1
  %s3 = xor i32 %s2, %f2
  %s4 = add i32 %s3, %sad16
  %s5 = sub i32 %s4, %lerp
  %s6 = xor i32 %s5, %ali
  %s7 = add i32 %s6, %fsh
  %s8 = xor i32 %s7, %bfi
  %mn = call i32 @llvm.smin.i32(i32 %s8, i32 %a)
  %mn3 = call i32 @llvm.smin.i32(i32 %mn, i32 %b)
  %mx = call i32 @llvm.umax.i32(i32 %s8, i32 %c)
  %mx3 = call i32 @llvm.umax.i32(i32 %mx, i32 %d)
  %md0 = call i32 @llvm.smax.i32(i32 %s7, i32 -100)
  %md = call i32 @llvm.smin.i32(i32 %md0, i32 100)
  %abs = call i32 @llvm.abs.i32(i32 %s6, i1 false)
  %w1 = shl i64 %uab, 13
  %w2 = ashr i64 %ab, 40
  %w3 = lshr i64 %w1, %ua
  %w4 = xor i64 %w2, %w3
  %pc = call i64 @llvm.ctpop.i64(i64 %w4)
  %lz = call i64 @llvm.ctlz.i64(i64 %w4, i1 false)
  %tz = call i64 @llvm.cttz.i64(i64 %w1, i1 true)
  %p1 = add i64 %pc, %lz
  %p2 = add i64 %p1, %tz
  %p3 = xor i64 %p2, %uab
  %p3t = trunc i64 %p3 to i32
  %r1 = add i32 %mn3, %mx3
  %r2 = add i32 %r1, %md
  %r3 = xor i32 %r2, %abs
  %r4 = add i32 %r3, %p3t
  %r5 = mul i32 %r4, 2654435761
  %r6 = udiv i32 %r5, %lane
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %r6, ptr addrspace(1) %po, align 4
  %po2 = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %idx
  %po3 = getelementptr inbounds i64, ptr addrspace(1) %po2, i64 512
  %m64 = mul i64 %p3, %w4
  %dv = sdiv i64 %m64, 1000003
  store i64 %dv, ptr addrspace(1) %po3, align 8
  ret void
}
