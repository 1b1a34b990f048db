// Scalar scratch loads are new in gfx9.

fn main() {
    let _ = core::mem::size_of::<gcn_isa::gfx8::SScratchLoadDword>();
}
