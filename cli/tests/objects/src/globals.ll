; cpus: gfx900
; A kernel (with a C++ name) that reads a global variable through a pointer held in
; another one: linked with -shared, the code object has dynamic relocations
; (R_AMDGPU_ABS64 against `gv`) for -R, and a dynamic section and symbols for -p and -T.
@gv = addrspace(1) global i32 7
@ptrs = addrspace(1) global ptr addrspace(1) @gv

define amdgpu_kernel void @_Z10read_globalPi(ptr addrspace(1) %out) {
  %p = load ptr addrspace(1), ptr addrspace(1) @ptrs
  %v = load i32, ptr addrspace(1) %p
  store i32 %v, ptr addrspace(1) %out
  ret void
}
