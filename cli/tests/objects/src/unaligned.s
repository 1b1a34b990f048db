; cpus: gfx900
; Hand-written: symbols at addresses that are not a multiple of 4 from the section's
; start. llvm-objdump decodes each block from its symbol's own address (and from
; --start-address, which need not be aligned either), so the dwords it reads are not
; the section's. odd2 has an STT_OBJECT alias that sorts after it: -d names the block
; after the function, -D after the last symbol, whatever its type.
	.text
	.globl	lead
	.type	lead,@function
lead:
	s_nop 0
	.byte 0x7f, 0x00
	.globl	odd2
	.type	odd2,@function
	.globl	z_odd2_data
	.type	z_odd2_data,@object
odd2:
z_odd2_data:
	s_mov_b32 s0, 0x12345678
	v_mov_b32 v1, v2
	.byte 0x00
	.globl	odd3
	.type	odd3,@function
odd3:
	v_add_f32 v1, v2, v3
	.byte 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
	.globl	odd1
	.type	odd1,@function
odd1:
	s_branch odd2
	s_endpgm
	.byte 0x81, 0xbf, 0x00
