; cpus: bonaire fiji gfx900 gfx906 gfx908 gfx9-generic
; Quad SADs (v_qsad_pk_u16_u8, v_mqsad_pk_u16_u8: gfx7 and later; llc 19 emits them for
; tahiti too, where llvm-mc rejects them, so tahiti is left out).
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.qsad.pk.u16.u8(i64, i32, i64)
declare i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64, i32, i64)

define amdgpu_kernel void @quad_sad(ptr addrspace(1) readonly %in, ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pa = getelementptr inbounds i64, ptr addrspace(1) %in, i64 %idx
  %a = load i64, ptr addrspace(1) %pa, align 8
  %pb = getelementptr inbounds i64, ptr addrspace(1) %pa, i64 1024
  %b = load i64, ptr addrspace(1) %pb, align 8
  %ref = trunc i64 %b to i32
  %q1 = call i64 @llvm.amdgcn.qsad.pk.u16.u8(i64 %a, i32 %ref, i64 %b)
  %q2 = call i64 @llvm.amdgcn.mqsad.pk.u16.u8(i64 %q1, i32 %tid, i64 %a)
  %po = getelementptr inbounds i64, ptr addrspace(1) %out, i64 %idx
  store i64 %q2, ptr addrspace(1) %po, align 8
  ret void
}
