; cpus: gfx900
; Hand-written: a `.llvm_faultmaps` section (LLVM's implicit null checks write one on
; other targets) for --fault-map-section: two functions, the first with a faulting load
; and a faulting store (both handled at s_endpgm), the second with none.
	.text
	.globl	checked
	.p2align	8
	.type	checked,@function
checked:
	global_load_dword v1, v[2:3], off
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v1, off
	s_endpgm
.Lfunc_end0:
	.size	checked, .Lfunc_end0-checked

	.section	.llvm_faultmaps,"a",@progbits
	.byte	1
	.byte	0
	.short	0
	.long	2
	.quad	0x100
	.long	2
	.long	0
	.long	1
	.long	0
	.long	0x14
	.long	3
	.long	0xc
	.long	0x14
	.quad	0x1234
	.long	0
	.long	0
