; cpus: gfx900
; The layout of a legacy HSA code object (ROCr's blit kernels), from which
; scripts/gen_code_objects.py makes legacy/legacy.addr.gfx900.o (.text at an
; address in a relocatable object, its section symbol named) and
; legacy/legacy.mach0.o (e_flags machine 0). Local branch targets, an untyped
; symbol as a branch target, and relocations against local symbols of two
; sections (which the assembler turns into section symbols).
	.text
	.globl	copy_kernel
	.p2align	8
	.type	copy_kernel,@function
copy_kernel:
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, .Ltable@rel32@lo+4
	s_addc_u32 s1, s1, .Ltable@rel32@hi+12
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .Ldone
	s_branch untyped_target
	s_nop 0
untyped_target:
	s_sub_u32 s2, s2, 1
	s_cbranch_scc0 .Ldone
	s_branch untyped_target
.Ldone:
	s_endpgm
.Lcopy_end:
	.size copy_kernel, .Lcopy_end-copy_kernel

	.section .rodata,"a",@progbits
	.p2align 3
.Ltable:
	.quad .Ldone - .
	.quad 0x1234
