; Parameter interpolation (v_interp_p1/p2/mov with m0) and exports to
; position, param and mrt targets, including compressed (exp.compr) and null.
target triple = "amdgcn-amd-amdhsa"

declare float @llvm.amdgcn.interp.p1(float, i32, i32, i32)
declare float @llvm.amdgcn.interp.p2(float, float, i32, i32, i32)
declare float @llvm.amdgcn.interp.mov(i32, i32, i32, i32)
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)
declare void @llvm.amdgcn.exp.i32(i32, i32, i32, i32, i32, i32, i1, i1)
declare void @llvm.amdgcn.exp.compr.v2f16(i32, i32, <2 x half>, <2 x half>, i1, i1)
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()

define amdgpu_kernel void @interp_params(i32 %prim, float %bias) {
main:
  %tx = call i32 @llvm.amdgcn.workitem.id.x()
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %i = uitofp i32 %tx to float
  %j = uitofp i32 %ty to float
  %a0 = call float @llvm.amdgcn.interp.p1(float %i, i32 0, i32 0, i32 %prim)
  %a = call float @llvm.amdgcn.interp.p2(float %a0, float %j, i32 0, i32 0, i32 %prim)
  %b0 = call float @llvm.amdgcn.interp.p1(float %i, i32 1, i32 0, i32 %prim)
  %b = call float @llvm.amdgcn.interp.p2(float %b0, float %j, i32 1, i32 0, i32 %prim)
  %c0 = call float @llvm.amdgcn.interp.p1(float %i, i32 3, i32 2, i32 %prim)
  %c = call float @llvm.amdgcn.interp.p2(float %c0, float %j, i32 3, i32 2, i32 %prim)
  %f = call float @llvm.amdgcn.interp.mov(i32 2, i32 1, i32 5, i32 %prim)
  %g = call float @llvm.amdgcn.interp.mov(i32 0, i32 3, i32 31, i32 %prim)
  %ab = fadd float %a, %bias
  %cf = fmul float %c, %f
  call void @llvm.amdgcn.exp.f32(i32 12, i32 15, float %ab, float %b, float %cf, float 1.0, i1 false, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 13, i32 1, float %g, float undef, float undef, float undef, i1 false, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 32, i32 3, float %a, float %b, float undef, float undef, i1 false, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 35, i32 15, float %c, float %f, float %g, float %bias, i1 false, i1 false)
  %p0 = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %a, float %b)
  %p1 = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %c, float %g)
  call void @llvm.amdgcn.exp.compr.v2f16(i32 1, i32 15, <2 x half> %p0, <2 x half> %p1, i1 false, i1 true)
  call void @llvm.amdgcn.exp.i32(i32 8, i32 5, i32 %tx, i32 undef, i32 %ty, i32 undef, i1 false, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 9, i32 0, float undef, float undef, float undef, float undef, i1 true, i1 true)
  ret void
}
