// v_mov_b32_e64 has no clamp bit (LLVM rejects it): the field does not exist, while
// v_add_f32_e64 has one.
use gcn_isa::operand::{VReg, VSrc};

fn main() {
    let v0 = VReg::<1>::new(0).unwrap();
    let mut add = gcn_isa::gfx9::V_ADD_F32_E64.with(v0, VSrc::from(v0).into(), VSrc::from(v0).into());
    add.clamp = true;
    let mut mov = gcn_isa::gfx9::V_MOV_B32_E64.with(v0, VSrc::from(v0));
    mov.clamp = true;
}
