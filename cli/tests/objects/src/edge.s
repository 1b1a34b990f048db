; cpus: gfx900 gfx906 gfx908
; Hand-written corner cases for the llvm-objdump layout (not compiler output):
; long instruction text, undecodable words, zero runs, STT_OBJECT/STT_NOTYPE/
; local/aliased symbols in .text, branches resolved by relocation (imm -1),
; raw branch words pointing outside the section, trailing partial word, and a
; second executable section that has no symbol at its start.
	.text
	.globl	first_func
	.p2align	8
	.type	first_func,@function
first_func:
	s_mov_b32 s0, 0
	s_cbranch_scc0 .Lskip
	buffer_atomic_cmpswap_x2 v[0:3], v4, s[8:11], s12 offen offset:4095 glc slc
	image_sample_c_d_cl_o v[0:4], v[4:15], s[16:23], s[24:27] dmask:0xf unorm glc slc tfe lwe da
	v_mad_u64_u32 v[0:1], s[2:3], v1, v2, v[3:4] clamp
.Lskip:
	s_branch local_sym
	s_branch alias_b
	s_cbranch_execz data_obj
	s_branch after_data
	.long 0xffffffff
	.long 0x00000000
	.long 0x00000000
	.long 0x00000000
	s_nop 0
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size first_func, .Lfunc_end0-first_func

local_sym:
	s_endpgm
	.globl alias_a
	.globl alias_b
	.type alias_a,@function
	.type alias_b,@function
alias_b:
alias_a:
	s_nop 1
	s_branch alias_a
	s_branch notype_sym
	.globl notype_sym
notype_sym:
	s_nop 2
	.type data_obj,@object
data_obj:
	.long 0x12345678
	.long 0xbf810000
	.size data_obj, 8
	.type after_data,@function
after_data:
	s_endpgm
	.long 0x00000000
	.long 0x00000000
	.byte 0x01, 0x02

	.section .text.second,"ax",@progbits
	.p2align 2
	s_nop 3
	.long 0xbf82fff0
	.globl second_func
	.type second_func,@function
second_func:
	s_call_b64 s[30:31], second_func
	s_cbranch_vccnz second_target
	.long 0xbf820100
second_target:
	s_endpgm
