; Float VALU: med3/min3/max3, class, cube map (cubeid/sc/tc/ma), transcendental
; sin/cos/log/exp/rcp/rsq, frexp/ldexp/fract, byte unpack (cvt_f32_ubyteN),
; pkrtz/pknorm/pk_u8 packing, and literal constants (madak/madmk forms).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.fmed3.f32(float, float, float)
declare i1 @llvm.amdgcn.class.f32(float, i32)
declare float @llvm.amdgcn.cubeid(float, float, float)
declare float @llvm.amdgcn.cubesc(float, float, float)
declare float @llvm.amdgcn.cubetc(float, float, float)
declare float @llvm.amdgcn.cubema(float, float, float)
declare float @llvm.amdgcn.sin.f32(float)
declare float @llvm.amdgcn.cos.f32(float)
declare float @llvm.amdgcn.log.f32(float)
declare float @llvm.amdgcn.exp2.f32(float)
declare float @llvm.amdgcn.rcp.f32(float)
declare float @llvm.amdgcn.rsq.f32(float)
declare float @llvm.amdgcn.rsq.clamp.f32(float)
declare float @llvm.amdgcn.frexp.mant.f32(float)
declare i32 @llvm.amdgcn.frexp.exp.i32.f32(float)
declare float @llvm.amdgcn.ldexp.f32(float, i32)
declare float @llvm.amdgcn.fract.f32(float)
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
declare <2 x i16> @llvm.amdgcn.cvt.pknorm.i16(float, float)
declare <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32, i32)
declare i32 @llvm.amdgcn.cvt.pk.u8.f32(float, i32, i32)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.fmuladd.f32(float, float, float)
declare float @llvm.rint.f32(float)
declare float @llvm.ceil.f32(float)

define amdgpu_kernel void @fops(ptr addrspace(1) readonly %in, ptr addrspace(1) %out,
                                float %k) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds <4 x float>, ptr addrspace(1) %in, i64 %idx
  %v = load <4 x float>, ptr addrspace(1) %pin, align 16
  %x = extractelement <4 x float> %v, i32 0
  %y = extractelement <4 x float> %v, i32 1
  %z = extractelement <4 x float> %v, i32 2
  %w = extractelement <4 x float> %v, i32 3
  %md = call float @llvm.amdgcn.fmed3.f32(float %x, float %y, float %z)
  %mn = call float @llvm.minnum.f32(float %x, float %y)
  %mn3 = call float @llvm.minnum.f32(float %mn, float %w)
  %mx = call float @llvm.maxnum.f32(float %z, float %y)
  %mx3 = call float @llvm.maxnum.f32(float %mx, float %k)
  %cid = call float @llvm.amdgcn.cubeid(float %x, float %y, float %z)
  %csc = call float @llvm.amdgcn.cubesc(float %x, float %y, float %z)
  %ctc = call float @llvm.amdgcn.cubetc(float %x, float %y, float %z)
  %cma = call float @llvm.amdgcn.cubema(float %x, float %y, float %z)
  %sn = call float @llvm.amdgcn.sin.f32(float %md)
  %cs = call float @llvm.amdgcn.cos.f32(float %mn3)
  %lg = call float @llvm.amdgcn.log.f32(float %mx3)
  %ex = call float @llvm.amdgcn.exp2.f32(float %cid)
  %rc = call float @llvm.amdgcn.rcp.f32(float %cma)
  %rq = call float @llvm.amdgcn.rsq.f32(float %csc)
  %rqc = call float @llvm.amdgcn.rsq.clamp.f32(float %ctc)
  %fm = call float @llvm.amdgcn.frexp.mant.f32(float %w)
  %fe = call i32 @llvm.amdgcn.frexp.exp.i32.f32(float %w)
  %ld = call float @llvm.amdgcn.ldexp.f32(float %fm, i32 %fe)
  %fr = call float @llvm.amdgcn.fract.f32(float %ld)
  %t1 = fadd float %sn, %cs
  %t2 = fmul float %lg, %ex
  %t3 = call float @llvm.fma.f32(float %t1, float %t2, float %rc)
  %t4 = call float @llvm.fmuladd.f32(float %t3, float 3.25, float %rq)
  %t5 = call float @llvm.fmuladd.f32(float %t4, float %rqc, float 17.5)
  %t6 = fsub float %t5, %fr
  %t7 = call float @llvm.rint.f32(float %t6)
  %t8 = call float @llvm.ceil.f32(float %t6)
  %isinf = call i1 @llvm.amdgcn.class.f32(float %t7, i32 516)
  %res = select i1 %isinf, float %t8, float %t7
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %res, ptr addrspace(1) %po, align 4
  %pk = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %x, float %res)
  %pn = call <2 x i16> @llvm.amdgcn.cvt.pknorm.i16(float %y, float %z)
  %fi = fptoui float %w to i32
  %fs = fptosi float %z to i32
  %pu = call <2 x i16> @llvm.amdgcn.cvt.pk.u16(i32 %fi, i32 %fs)
  %b0 = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %x, i32 0, i32 0)
  %b1 = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %y, i32 1, i32 %b0)
  %b2 = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %z, i32 2, i32 %b1)
  %pki = bitcast <2 x half> %pk to i32
  %pni = bitcast <2 x i16> %pn to i32
  %pui = bitcast <2 x i16> %pu to i32
  %o1 = xor i32 %pki, %pni
  %o2 = add i32 %o1, %pui
  %o3 = add i32 %o2, %b2
  %by1 = lshr i32 %o3, 8
  %by1b = and i32 %by1, 255
  %by3 = lshr i32 %o3, 24
  %f1 = uitofp i32 %by1b to float
  %f3 = uitofp i32 %by3 to float
  %f13 = fmul float %f1, %f3
  %po2 = getelementptr inbounds float, ptr addrspace(1) %po, i64 4096
  store float %f13, ptr addrspace(1) %po2, align 4
  ret void
}

attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }
