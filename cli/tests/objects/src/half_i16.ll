; 16-bit scalar types: half arithmetic/conversions and i16 integer math
; (native 16-bit VALU on gfx8+, promoted to 32-bit on gfx6/gfx7).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.sqrt.f16(half)
declare half @llvm.fabs.f16(half)
declare half @llvm.floor.f16(half)
declare half @llvm.maxnum.f16(half, half)
declare half @llvm.minnum.f16(half, half)
declare i16 @llvm.smax.i16(i16, i16)
declare i16 @llvm.umin.i16(i16, i16)
declare i16 @llvm.ctpop.i16(i16)

define amdgpu_kernel void @half_ops(ptr addrspace(1) readonly %in, ptr addrspace(1) %out,
                                    half %scale) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds half, ptr addrspace(1) %in, i64 %idx
  %x = load half, ptr addrspace(1) %pin, align 2
  %pin2 = getelementptr inbounds half, ptr addrspace(1) %pin, i64 256
  %y = load half, ptr addrspace(1) %pin2, align 2
  %a = fadd half %x, %y
  %m = fmul half %a, %scale
  %f = call half @llvm.fma.f16(half %m, half %x, half 0xH3C00)
  %s = call half @llvm.sqrt.f16(half %f)
  %ab = call half @llvm.fabs.f16(half %s)
  %fl = call half @llvm.floor.f16(half %ab)
  %mx = call half @llvm.maxnum.f16(half %fl, half %y)
  %mn = call half @llvm.minnum.f16(half %mx, half 0xH5640)
  %d = fdiv half %mn, %y
  %lt = fcmp olt half %d, %x
  %sel = select i1 %lt, half %d, half %x
  %po = getelementptr inbounds half, ptr addrspace(1) %out, i64 %idx
  store half %sel, ptr addrspace(1) %po, align 2
  %wf = fpext half %sel to float
  %wd = fpext half %sel to double
  %wi = fptosi half %sel to i16
  %wu = fptoui half %mn to i32
  %hf = sitofp i32 %wu to half
  %hd = fptrunc double %wd to half
  %hsum = fadd half %hf, %hd
  %wf2 = fmul float %wf, 3.0
  %hs = fptrunc float %wf2 to half
  %hh = fsub half %hs, %hsum
  %po2 = getelementptr inbounds half, ptr addrspace(1) %po, i64 1024
  store half %hh, ptr addrspace(1) %po2, align 2
  %pi = getelementptr inbounds i16, ptr addrspace(1) %po, i64 2048
  store i16 %wi, ptr addrspace(1) %pi, align 2
  ret void
}

define amdgpu_kernel void @i16_ops(ptr addrspace(1) readonly %in, ptr addrspace(1) %out, i16 %k) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pin = getelementptr inbounds <2 x i16>, ptr addrspace(1) %in, i64 %idx
  %v = load <2 x i16>, ptr addrspace(1) %pin, align 4
  %a = extractelement <2 x i16> %v, i32 0
  %b = extractelement <2 x i16> %v, i32 1
  %s = add i16 %a, %b
  %d = sub i16 %s, %k
  %m = mul i16 %d, %a
  %sh = shl i16 %m, 3
  %as = ashr i16 %b, %a
  %ls = lshr i16 %sh, %b
  %x = xor i16 %as, %ls
  %mx = call i16 @llvm.smax.i16(i16 %x, i16 %k)
  %mn = call i16 @llvm.umin.i16(i16 %mx, i16 1000)
  %pc = call i16 @llvm.ctpop.i16(i16 %mn)
  %r = add i16 %mn, %pc
  %c = icmp sgt i16 %r, %a
  %sel = select i1 %c, i16 %r, i16 %b
  %uh = udiv i16 %sel, 7
  %po = getelementptr inbounds i16, ptr addrspace(1) %out, i64 %idx
  store i16 %uh, ptr addrspace(1) %po, align 2
  ret void
}
