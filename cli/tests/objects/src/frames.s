; cpus: gfx900
; Hand-written call frame information for --dwarf=frames: LLVM 19 emits only DW_CFA_nop for
; AMDGPU, so these functions state their frames with .cfi_* directives, into .eh_frame and
; .debug_frame both: CFA rules (register + offset, address space, expressions), register
; rules of every kind, remembered and restored states, advances of every width, and DWARF
; expressions. `bad` restores a state it never remembered: its rows cannot be computed
; (an error message, exit status 0).
	.cfi_sections .eh_frame, .debug_frame
	.text
	.globl	rules
	.p2align	8
	.type	rules,@function
rules:
	.cfi_startproc
	.cfi_def_cfa 32, 0
	s_mov_b32 s33, s32
	.cfi_def_cfa_register 33
	.cfi_offset 16, -8
	.cfi_rel_offset 2600, 12
	s_add_u32 s32, s32, 0x400
	.cfi_remember_state
	.cfi_def_cfa_offset 64
	.cfi_register 17, 1100
	.cfi_undefined 18
	.cfi_same_value 19
	s_nop 0
	.cfi_restore_state
	.cfi_llvm_def_aspace_cfa 64, 8, 6
	.cfi_escape 0x10, 0x41, 0x05, 0x90, 0x41, 0x94, 0x04, 0x22
	.cfi_escape 0x16, 0x42, 0x08, 0x70, 0x7c, 0x06, 0x30, 0xa3, 0x01, 0x31, 0x9f
	.cfi_escape 0x0f, 0x04, 0x92, 0x20, 0x08, 0x06
	s_nop 0
	.cfi_escape 0x03, 0x00, 0x01
	.cfi_restore 16
	.cfi_escape 0x14, 0x05, 0x02, 0x15, 0x06, 0x7e, 0x2e, 0x08
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	rules, .Lfunc_end0-rules
	.cfi_endproc

	.globl	bad
	.p2align	8
	.type	bad,@function
bad:
	.cfi_startproc
	.cfi_def_cfa 32, 4
	s_nop 0
	.cfi_restore_state
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	bad, .Lfunc_end1-bad
	.cfi_endproc
