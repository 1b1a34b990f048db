; Float math: a non-kernel helper (called, not inlined) using fma/sqrt/exp,
; and a kernel computing a softplus-like activation per element.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare float @llvm.fma.f32(float, float, float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.exp2.f32(float)
declare float @llvm.fabs.f32(float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.floor.f32(float)

define hidden float @activation(float %x, float %scale) #0 {
entry:
  %ax = call float @llvm.fabs.f32(float %x)
  %neg = fneg float %ax
  %t = fmul float %neg, 0x3FF7154760000000
  %e = call float @llvm.exp2.f32(float %t)
  %one = fadd float %e, 1.0
  %r = call float @llvm.sqrt.f32(float %one)
  %m = call float @llvm.maxnum.f32(float %x, float 0.0)
  %f = call float @llvm.fma.f32(float %r, float %scale, float %m)
  %fl = call float @llvm.floor.f32(float %f)
  %q = fdiv arcp float %fl, %scale
  ret float %q
}

define amdgpu_kernel void @apply_activation(ptr addrspace(1) %data, float %scale, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %bid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = shl i32 %bid, 7
  %i = add i32 %base, %tid
  %inb = icmp ult i32 %i, %n
  br i1 %inb, label %body, label %exit

body:
  %idx = zext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %data, i64 %idx
  %v = load float, ptr addrspace(1) %p, align 4
  %r = call float @activation(float %v, float %scale)
  store float %r, ptr addrspace(1) %p, align 4
  br label %exit

exit:
  ret void
}

attributes #0 = { noinline }
