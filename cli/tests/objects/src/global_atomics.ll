; Global-memory atomics (addrspace 1): i32 and i64 atomicrmw / cmpxchg, both
; with the returned value used (glc forms) and unused, at several scopes.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @histogram(ptr addrspace(1) readonly %keys,
                                     ptr addrspace(1) %bins, i32 %nbins) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %pk = getelementptr inbounds i32, ptr addrspace(1) %keys, i64 %idx
  %k = load i32, ptr addrspace(1) %pk, align 4
  %b = urem i32 %k, %nbins
  %bi = zext i32 %b to i64
  %pb = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 %bi
  atomicrmw add ptr addrspace(1) %pb, i32 1 syncscope("agent") monotonic
  %pmax = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 1024
  atomicrmw umax ptr addrspace(1) %pmax, i32 %k syncscope("agent") monotonic
  %pmin = getelementptr inbounds i32, ptr addrspace(1) %bins, i64 1025
  atomicrmw min ptr addrspace(1) %pmin, i32 %k monotonic
  atomicrmw or ptr addrspace(1) %pmin, i32 %tid syncscope("workgroup") monotonic
  ret void
}

define amdgpu_kernel void @atomics_rtn(ptr addrspace(1) %ctr, ptr addrspace(1) %out,
                                       i64 %delta) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %slot = getelementptr inbounds i32, ptr addrspace(1) %ctr, i64 %idx
  %a = atomicrmw add ptr addrspace(1) %slot, i32 %tid syncscope("agent") monotonic
  %b = atomicrmw sub ptr addrspace(1) %slot, i32 7 syncscope("agent") acquire
  %c = atomicrmw xchg ptr addrspace(1) %slot, i32 %a syncscope("agent") acq_rel
  %d = atomicrmw umin ptr addrspace(1) %slot, i32 %b seq_cst
  %e = atomicrmw and ptr addrspace(1) %slot, i32 %c syncscope("agent") monotonic
  %f = atomicrmw uinc_wrap ptr addrspace(1) %slot, i32 %d syncscope("agent") monotonic
  %g = atomicrmw udec_wrap ptr addrspace(1) %slot, i32 %e syncscope("agent") release
  %cx = cmpxchg ptr addrspace(1) %slot, i32 %f, i32 %g syncscope("agent") monotonic monotonic
  %h = extractvalue { i32, i1 } %cx, 0
  %ok = extractvalue { i32, i1 } %cx, 1
  %p64 = getelementptr inbounds i64, ptr addrspace(1) %ctr, i64 4096
  %w = atomicrmw add ptr addrspace(1) %p64, i64 %delta syncscope("agent") monotonic
  atomicrmw xor ptr addrspace(1) %p64, i64 %w syncscope("agent") monotonic
  %x = atomicrmw max ptr addrspace(1) %p64, i64 %w syncscope("agent") monotonic
  %cx64 = cmpxchg ptr addrspace(1) %p64, i64 %x, i64 %delta syncscope("agent") monotonic monotonic
  %y = extractvalue { i64, i1 } %cx64, 0
  atomicrmw xchg ptr addrspace(1) %p64, i64 %y syncscope("agent") monotonic
  %yt = trunc i64 %y to i32
  %s = add i32 %h, %yt
  %sel = select i1 %ok, i32 %s, i32 0
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %sel, ptr addrspace(1) %po, align 4
  ret void
}
