; Double precision: fma, division (div_scale/div_fmas/div_fixup sequence),
; sqrt, rcp/rsq, ldexp/frexp/fract/class, trig_preop, and f64<->int conversions.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.sqrt.f64(double)
declare double @llvm.amdgcn.rcp.f64(double)
declare double @llvm.amdgcn.rsq.f64(double)
declare double @llvm.amdgcn.ldexp.f64(double, i32)
declare double @llvm.amdgcn.frexp.mant.f64(double)
declare i32 @llvm.amdgcn.frexp.exp.i32.f64(double)
declare double @llvm.amdgcn.fract.f64(double)
declare i1 @llvm.amdgcn.class.f64(double, i32)
declare double @llvm.amdgcn.trig.preop.f64(double, i32)
declare { double, i1 } @llvm.amdgcn.div.scale.f64(double, double, i1)
declare double @llvm.amdgcn.div.fmas.f64(double, double, double, i1)
declare double @llvm.amdgcn.div.fixup.f64(double, double, double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.fabs.f64(double)
declare double @llvm.trunc.f64(double)
declare double @llvm.floor.f64(double)

define amdgpu_kernel void @dmath(ptr addrspace(1) readonly %a, ptr addrspace(1) readonly %b,
                                 ptr addrspace(1) %out, ptr addrspace(1) %iout) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pa = getelementptr inbounds double, ptr addrspace(1) %a, i64 %idx
  %pb = getelementptr inbounds double, ptr addrspace(1) %b, i64 %idx
  %x = load double, ptr addrspace(1) %pa, align 8
  %y = load double, ptr addrspace(1) %pb, align 8
  %q = fdiv double %x, %y
  %s = call double @llvm.sqrt.f64(double %x)
  %f = call double @llvm.fma.f64(double %q, double %s, double -3.5)
  %r = call double @llvm.amdgcn.rcp.f64(double %f)
  %rs = call double @llvm.amdgcn.rsq.f64(double %y)
  %e = call i32 @llvm.amdgcn.frexp.exp.i32.f64(double %r)
  %m = call double @llvm.amdgcn.frexp.mant.f64(double %r)
  %l = call double @llvm.amdgcn.ldexp.f64(double %m, i32 %e)
  %fr = call double @llvm.amdgcn.fract.f64(double %l)
  %tp = call double @llvm.amdgcn.trig.preop.f64(double %x, i32 2)
  %sc = call { double, i1 } @llvm.amdgcn.div.scale.f64(double %x, double %y, i1 true)
  %sc0 = extractvalue { double, i1 } %sc, 0
  %sc1 = extractvalue { double, i1 } %sc, 1
  %fm = call double @llvm.amdgcn.div.fmas.f64(double %sc0, double %rs, double %tp, i1 %sc1)
  %fx = call double @llvm.amdgcn.div.fixup.f64(double %fm, double %y, double %x)
  %mn = call double @llvm.minnum.f64(double %fr, double %fx)
  %mx = call double @llvm.maxnum.f64(double %mn, double 1.0e-3)
  %ab = call double @llvm.fabs.f64(double %mx)
  %tr = call double @llvm.trunc.f64(double %ab)
  %fl = call double @llvm.floor.f64(double %q)
  %m1 = fmul double %tr, %fl
  %isnan = call i1 @llvm.amdgcn.class.f64(double %m1, i32 3)
  %sel = select i1 %isnan, double 0.0, double %m1
  %po = getelementptr inbounds double, ptr addrspace(1) %out, i64 %idx
  store double %sel, ptr addrspace(1) %po, align 8
  %i1 = fptosi double %x to i32
  %u1 = fptoui double %y to i32
  %fx32 = fptrunc double %sel to float
  %i2 = fptosi float %fx32 to i32
  %s1 = add i32 %i1, %u1
  %s2 = xor i32 %s1, %i2
  %pi = getelementptr inbounds i32, ptr addrspace(1) %iout, i64 %idx
  store i32 %s2, ptr addrspace(1) %pi, align 4
  %d1 = sitofp i32 %s2 to double
  %d2 = uitofp i32 %tid to double
  %fe = fpext float %fx32 to double
  %d3 = fadd double %d1, %d2
  %d4 = fsub double %d3, %fe
  %po2 = getelementptr inbounds double, ptr addrspace(1) %po, i64 1024
  store double %d4, ptr addrspace(1) %po2, align 8
  ret void
}
