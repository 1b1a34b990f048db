// A 64-bit float source takes a register pair: a single VGPR does not type-check.
use gcn_isa::operand::{VReg, VSrc};

fn main() {
    let v0 = VReg::<1>::new(0).unwrap();
    let v2 = VReg::<2>::new(2).unwrap();
    let _ = gcn_isa::gfx9::V_TRUNC_F64_E32.with(v2, VSrc::from(v0));
}
