// The second source of a 32-bit VOP2 form is an 8-bit VGPR field: an SGPR does not
// type-check there (the 64-bit form takes any source).
use gcn_isa::operand::{SReg, VReg, VSrc};

fn main() {
    let v1 = VReg::<1>::new(1).unwrap();
    let s2 = SReg::<1>::sgpr(2).unwrap();
    let _ok = gcn_isa::gfx9::V_ADD_F32_E64.with(v1, VSrc::from(v1).into(), VSrc::from(s2).into());
    let _ = gcn_isa::gfx9::V_ADD_F32_E32.with(v1, VSrc::from(v1), s2);
}
