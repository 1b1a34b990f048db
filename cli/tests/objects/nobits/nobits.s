; Sections without contents (SHT_NOBITS) and -j on sections that are not code, as
; llvm-objdump 19 prints them: `.bss` with two symbols, sections with no symbol, an empty
; one, data in `.rodata`, branches whose targets lie in other sections. Built by hand:
; see README.md in this directory.
.text
.globl f
.type f,@function
f:
  s_mov_b32 s0, 1
  s_endpgm
  ; Branches out of .text (raw words: targets fixed for the linked .so's layout), named in
  ; the .so from the symbols of the section their target falls in: `table` in .rodata, and
  ; `lab` in .big, the section with the greatest address below a target past them all.
  .long 0xbf82fbfb
  .long 0xbf827fff
.rodata
.globl table
.type table,@object
table:
  .long 0xbf810000, 0x7e000280, 0
.bss
.globl b1
.type b1,@object
b1:
  .zero 16
.globl b2
.type b2,@object
b2:
  .zero 4
.section .tiny,"aw",@nobits
  .zero 4
.section .empty,"aw",@nobits
.section .big,"aw",@nobits
lab:
  .zero 12
