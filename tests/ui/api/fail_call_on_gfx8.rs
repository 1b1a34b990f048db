// s_call_b64 arrived with gfx9: gfx8's module has no such instruction.
fn main() {
    let _ = gcn_isa::gfx8::S_CALL_B64;
    let _ = gcn_isa::gfx9::S_CALL_B64;
}
