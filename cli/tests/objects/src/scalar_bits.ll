; Wave-uniform integer math that stays on the SALU: s_bcnt1/s_ff1/s_flbit/
; s_brev (32 and 64 bit), s_bfe, 64-bit shifts and compares, s_mul_i32,
; s_min/max/abs, s_andn2/orn2/nand/nor/xnor, s_cselect and s_movk/addk/mulk.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctpop.i64(i64)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i32 @llvm.bitreverse.i32(i32)
declare i64 @llvm.bitreverse.i64(i64)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.amdgcn.sffbh.i32(i32)
declare i32 @llvm.amdgcn.s.getreg(i32)

define amdgpu_kernel void @uniform_bits(ptr addrspace(1) %out, i32 %a, i32 %b, i64 %q, i64 %r) {
entry:
  %p1 = call i32 @llvm.ctpop.i32(i32 %a)
  %p2 = call i64 @llvm.ctpop.i64(i64 %q)
  %l1 = call i32 @llvm.ctlz.i32(i32 %b, i1 false)
  %l2 = call i64 @llvm.ctlz.i64(i64 %r, i1 true)
  %t1 = call i32 @llvm.cttz.i32(i32 %a, i1 true)
  %t2 = call i64 @llvm.cttz.i64(i64 %q, i1 false)
  %b1 = call i32 @llvm.bitreverse.i32(i32 %b)
  %b2 = call i64 @llvm.bitreverse.i64(i64 %r)
  %sf = call i32 @llvm.amdgcn.sffbh.i32(i32 %a)
  %f1 = lshr i32 %a, 7
  %f2 = and i32 %f1, 4095
  %g1 = shl i32 %b, 5
  %g2 = ashr i32 %g1, 20
  %q1 = shl i64 %q, 13
  %q2 = ashr i64 %r, 3
  %q3 = lshr i64 %q1, %r
  %q4 = xor i64 %q2, %q3
  %na = xor i32 %a, -1
  %an = and i32 %b, %na
  %on = or i32 %a, %na
  %nd = and i32 %a, %b
  %nnd = xor i32 %nd, -1
  %nr0 = or i32 %an, %on
  %nr = xor i32 %nr0, -1
  %xn0 = xor i32 %a, %nr
  %xn = xor i32 %xn0, -1
  %m1 = mul i32 %a, %b
  %m2 = mul i32 %m1, 1000
  %m3 = add i32 %m2, 1234
  %mn = call i32 @llvm.smin.i32(i32 %m3, i32 %b)
  %mx = call i32 @llvm.umax.i32(i32 %mn, i32 77)
  %ab = call i32 @llvm.abs.i32(i32 %mx, i1 false)
  %c1 = icmp ult i64 %q4, %r
  %c2 = icmp eq i64 %q, 0
  %cc = or i1 %c1, %c2
  %s1 = select i1 %cc, i32 %ab, i32 %xn
  %mode = call i32 @llvm.amdgcn.s.getreg(i32 6145)
  %s2 = add i32 %s1, %p1
  %s3 = add i32 %s2, %l1
  %s4 = xor i32 %s3, %t1
  %s5 = add i32 %s4, %b1
  %s6 = xor i32 %s5, %f2
  %s7 = add i32 %s6, %g2
  %s8 = xor i32 %s7, %nnd
  %s9 = add i32 %s8, %sf
  %s10 = xor i32 %s9, %mode
  %w1 = add i64 %p2, %l2
  %w2 = add i64 %w1, %t2
  %w3 = xor i64 %w2, %b2
  %w4 = add i64 %w3, %q4
  %s10w = zext i32 %s10 to i64
  %w5 = mul i64 %w4, %s10w
  store i64 %w5, ptr addrspace(1) %out, align 8
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 2
  store i32 %s10, ptr addrspace(1) %po, align 4
  ret void
}
