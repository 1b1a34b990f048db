; cpus: gfx900
; Hand-written: C++ (Itanium-mangled) symbol names, as HIP and OpenCL C++ emit them, for
; -C/--demangle: a kernel with its descriptor (`NAME.kd`, which LLVM demangles as
; `NAME (.kd)` but decodes by its mangled name), a template, a lambda, a function in an
; anonymous namespace, a vtable, an undefined function, branches and relocations naming
; them. The extra sections (debug strings, TLS and executable NOBITS, a long name) are
; for -h and -s.
	.text
	.globl	_Z9vectorAddPKfS0_Pfi
	.p2align 8
	.type	_Z9vectorAddPKfS0_Pfi,@function
_Z9vectorAddPKfS0_Pfi:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_cbranch_scc0 .Lskip
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _ZN5space3fooIiEEvT_@rel32@lo+4
	s_addc_u32 s7, s7, _ZN5space3fooIiEEvT_@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
.Lskip:
	s_branch _ZN12_GLOBAL__N_16helperEv
	s_endpgm
	.globl _ZN5space3fooIiEEvT_
	.type _ZN5space3fooIiEEvT_,@function
_ZN5space3fooIiEEvT_:
	v_mov_b32 v0, v1
	s_branch _ZZ4mainENKUlvE_clEv
	s_setpc_b64 s[30:31]
	.type _ZN12_GLOBAL__N_16helperEv,@function
_ZN12_GLOBAL__N_16helperEv:
	s_nop 0
	s_branch _ZNSt6vectorIiSaIiEE9push_backERKi
	.type _ZZ4mainENKUlvE_clEv,@function
_ZZ4mainENKUlvE_clEv:
	s_branch _ZN5space3fooIiEEvT_
	s_endpgm
	.type _ZNSt6vectorIiSaIiEE9push_backERKi,@function
_ZNSt6vectorIiSaIiEE9push_backERKi:
	s_branch _Z3barv.cold
_Z3barv.cold:
	s_endpgm
	.globl notmangled
	.type notmangled,@function
notmangled:
	s_branch _Z9vectorAddPKfS0_Pfi
	s_endpgm
	.rodata
	.p2align 6
	.amdhsa_kernel _Z9vectorAddPKfS0_Pfi
	.amdhsa_next_free_vgpr 8
	.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel
	.data
	.globl _ZTV3Foo
	.type _ZTV3Foo,@object
_ZTV3Foo:
	.quad _ZN5space3fooIiEEvT_
	.quad _Z3extv
	; Prefixes llvm-objdump's demangler treats apart from llvm-cxxfilt's: one more `_`
	; (Mach-O style) is tried without it, but not before a `.`; `__imp_` is left alone.
	.globl __Z3foov
__Z3foov: .long 0
	.globl __imp__Z3foov
__imp__Z3foov: .long 0
	.globl "._Z3foov"
"._Z3foov": .long 0
	.globl "_._Z3foov"
"_._Z3foov": .long 0
	.globl ___Z3foov_block_invoke
___Z3foov_block_invoke: .long 0
	.globl ____Z3foov
____Z3foov: .long 0
	.section .debug_str,"MS",@progbits,1
	.asciz "vectorAdd"
	.section .tbss,"awT",@nobits
	.zero 8
	.section .xbss,"ax",@nobits
	.zero 4
	.section .a_section_name_longer_than_thirteen,"a",@progbits
	.byte 1, 2, 3, 0x41, 0x42, 0x7f, 0x80, 0x20, 0x7e
