; Hand-written: a library defining two versioned functions (libdep.map), for the
; symbol version sections of `-p` and the version column of `-T` in versioned.gfx900.so.
	.text
	.globl ext
	.type ext,@function
ext:
	s_setpc_b64 s[30:31]
	.globl ext2
	.type ext2,@function
ext2:
	s_setpc_b64 s[30:31]
