; cpus: tahiti bonaire
; gfx6/gfx7-only forms: legacy rcp/rsq and mul_legacy, buffer addr64
; addressing for global memory, and f64 rounding (native on gfx7, expanded on gfx6).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.amdgcn.rcp.legacy(float)
declare float @llvm.amdgcn.rsq.legacy(float)
declare float @llvm.amdgcn.fmul.legacy(float, float)
declare double @llvm.floor.f64(double)
declare double @llvm.ceil.f64(double)
declare double @llvm.rint.f64(double)
declare double @llvm.trunc.f64(double)

define amdgpu_kernel void @legacy(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %dout) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %idx
  %x = load float, ptr addrspace(1) %p, align 4
  %r = call float @llvm.amdgcn.rcp.legacy(float %x)
  %s = call float @llvm.amdgcn.rsq.legacy(float %r)
  %m = call float @llvm.amdgcn.fmul.legacy(float %s, float %x)
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %idx
  store float %m, ptr addrspace(1) %po, align 4
  %d = fpext float %m to double
  %f = call double @llvm.floor.f64(double %d)
  %c = call double @llvm.ceil.f64(double %d)
  %n = call double @llvm.rint.f64(double %f)
  %t = call double @llvm.trunc.f64(double %c)
  %s1 = fadd double %n, %t
  %pd = getelementptr inbounds double, ptr addrspace(1) %dout, i64 %idx
  store double %s1, ptr addrspace(1) %pd, align 8
  ret void
}
