; Control flow: a wave-uniform switch (compare chains), nested uniform and
; divergent loops with early exits, s_cbranch_* on scc/vcc/exec, and traps.
target triple = "amdgcn-amd-amdhsa"

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.trap()
declare void @llvm.debugtrap()
declare void @llvm.amdgcn.s.sethalt(i32)

define amdgpu_kernel void @dispatch_op(ptr addrspace(1) %data, i32 %op, i32 %n, i32 %k) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %data, i64 %idx
  %x = load float, ptr addrspace(1) %p, align 4
  switch i32 %op, label %bad [ i32 0, label %c0
                                i32 1, label %c1
                                i32 2, label %c2
                                i32 5, label %c5
                                i32 9, label %c9
                                i32 100, label %c100 ]
c0:
  %r0 = fadd float %x, 1.0
  br label %join
c1:
  %r1 = fmul float %x, %x
  br label %join
c2:
  %r2 = fsub float 0.0, %x
  br label %join
c5:
  %r5 = fdiv float 1.0, %x
  br label %join
c9:
  %r9 = fmul float %x, 0.5
  br label %join
c100:
  call void @llvm.debugtrap()
  br label %join
bad:
  call void @llvm.trap()
  unreachable
join:
  %r = phi float [ %r0, %c0 ], [ %r1, %c1 ], [ %r2, %c2 ], [ %r5, %c5 ], [ %r9, %c9 ], [ %x, %c100 ]
  br label %outer
outer:
  %i = phi i32 [ 0, %join ], [ %i.next, %outer.latch ]
  %acc = phi float [ %r, %join ], [ %acc3, %outer.latch ]
  %lim = add i32 %tid, %i
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner.cont ]
  %acc2 = phi float [ %acc, %outer ], [ %acc.n, %inner.cont ]
  %jf = sitofp i32 %j to float
  %acc.n = fadd float %acc2, %jf
  %big = fcmp ogt float %acc.n, 1.0e6
  br i1 %big, label %bail, label %inner.cont
inner.cont:
  %j.next = add i32 %j, 1
  %jdone = icmp uge i32 %j.next, %lim
  br i1 %jdone, label %outer.latch, label %inner
outer.latch:
  %acc3 = phi float [ %acc.n, %inner.cont ]
  %i.next = add i32 %i, 1
  %idone = icmp eq i32 %i.next, %n
  br i1 %idone, label %store, label %outer
bail:
  %kk = icmp sgt i32 %k, 7
  br i1 %kk, label %halt, label %store
halt:
  call void @llvm.amdgcn.s.sethalt(i32 1)
  br label %store
store:
  %res = phi float [ %acc3, %outer.latch ], [ -1.0, %bail ], [ -2.0, %halt ]
  store float %res, ptr addrspace(1) %p, align 4
  ret void
}

define amdgpu_kernel void @uniform_count(ptr addrspace(1) %out, i32 %n, i64 %mask) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %cont ]
  %m = phi i64 [ %mask, %entry ], [ %m.next, %cont ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %cont ]
  %bit = and i64 %m, 1
  %set = icmp ne i64 %bit, 0
  br i1 %set, label %addit, label %cont
addit:
  %sq = mul i32 %i, %i
  br label %cont
cont:
  %add = phi i32 [ %sq, %addit ], [ 1, %loop ]
  %s.next = add i32 %s, %add
  %m.next = lshr i64 %m, 1
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %done
done:
  %res = phi i32 [ 0, %entry ], [ %s.next, %cont ]
  store i32 %res, ptr addrspace(1) %out, align 4
  ret void
}
