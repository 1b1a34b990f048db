// Scalar scratch loads are new in gfx9.
fn main() {
    let _ = gcn_isa::gfx8::S_SCRATCH_LOAD_DWORD;
}
