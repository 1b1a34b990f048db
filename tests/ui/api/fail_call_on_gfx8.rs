// s_call_b64 arrived with gfx9: gfx8's module has no such instruction.
fn main() {
    let _ = core::mem::size_of::<gcn_isa::gfx8::SCallB64>();
    let _ = core::mem::size_of::<gcn_isa::gfx9::SCallB64>();
}
