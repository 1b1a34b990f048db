# Instruction texts extracted from LLVM's AMDGPU assembler tests (SI checks only);
# assembled for gfx6 (tahiti) by scripts/llvm_mc_tests.py.
@ llvm/test/MC/AMDGPU/mubuf.s (SI lines)
buffer_wbinvl1_sc
