; Hand-written: code and data under Microsoft (MSVC) C++ names, for -C/--demangle:
; functions and a template calling each other (branch targets named after the branch),
; a member function, an operator, a vftable, RTTI, a string literal and an RTTI type
; descriptor name (`.?AV…`, which llvm-objdump reads as Microsoft only after its other
; demanglers reject it), and an undefined function named in relocations.
	.text
	.globl	"?vector_add@@YAXPEBM0PEAMH@Z"
	.p2align 8
	.type	"?vector_add@@YAXPEBM0PEAMH@Z",@function
"?vector_add@@YAXPEBM0PEAMH@Z":
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_cbranch_scc0 "??$saxpy@M@blas@@YAXHMPEBMPEAM@Z"
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, "?ext@@YAHH@Z"@rel32@lo+4
	s_addc_u32 s7, s7, "?ext@@YAHH@Z"@rel32@hi+12
	s_swappc_b64 s[30:31], s[6:7]
	s_branch "?add@Histogram@@QEAAXE@Z"
	s_endpgm
	.globl "??$saxpy@M@blas@@YAXHMPEBMPEAM@Z"
	.type "??$saxpy@M@blas@@YAXHMPEBMPEAM@Z",@function
"??$saxpy@M@blas@@YAXHMPEBMPEAM@Z":
	v_mov_b32 v0, v1
	s_branch "??R?$Axpy@M@blas@@QEBAMMM@Z"
	s_setpc_b64 s[30:31]
	.type "??R?$Axpy@M@blas@@QEBAMMM@Z",@function
"??R?$Axpy@M@blas@@QEBAMMM@Z":
	v_fma_f32 v0, v1, v2, v3
	s_branch "?vector_add@@YAXPEBM0PEAMH@Z"
	s_setpc_b64 s[30:31]
	.type "?add@Histogram@@QEAAXE@Z",@function
"?add@Histogram@@QEAAXE@Z":
	s_nop 0
	s_branch "?scale@?A0x1234abcd@@YAXPEAMM@Z"
	.type "?scale@?A0x1234abcd@@YAXPEAMM@Z",@function
"?scale@?A0x1234abcd@@YAXPEAMM@Z":
	s_endpgm
	.data
	.globl "??_7Foo@@6B@"
	.type "??_7Foo@@6B@",@object
"??_7Foo@@6B@":
	.quad "??R?$Axpy@M@blas@@QEBAMMM@Z"
	.quad "?ext@@YAHH@Z"
	.globl "??_R0?AVFoo@@@8"
"??_R0?AVFoo@@@8": .long 0
	.globl "??_C@_05CJBACGMB@hello?$AA@"
"??_C@_05CJBACGMB@hello?$AA@": .asciz "hello"
	.globl ".?AVFoo@@"
".?AVFoo@@": .long 0
	.globl "?counter@@3HA"
"?counter@@3HA": .long 0
