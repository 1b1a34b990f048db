// gfx9's no-carry v_add_u32 is a new VOP2 opcode: on gfx8 the name is the carry add
// (v_add_u32 with vcc, gfx9's v_add_co_u32), and gfx8 has no v_add_co_u32 at all.
fn main() {
    let _ = gcn_isa::gfx9::V_ADD_CO_U32_E32;
    let _ = gcn_isa::gfx8::V_ADD_CO_U32_E32;
}
