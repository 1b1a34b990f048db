; Hand-written: a code object with versions of its own (versioned.map: `Version
; definitions`), calling and pointing to libdep.so's versioned functions (`Version
; References`, `(V2)` in -T, dynamic relocations for -R).
	.text
	.globl _Z3usev
	.type _Z3usev,@function
_Z3usev:
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, ext@gotpcrel32@lo+4
	s_addc_u32 s5, s5, ext@gotpcrel32@hi+12
	s_swappc_b64 s[30:31], s[4:5]
	.globl hid
	.type hid,@function
hid:
	s_endpgm
	.data
	.quad ext2
