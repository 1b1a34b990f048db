// `high` picks the half of the f16 parameters the f16 interpolations read: the f32 ones
// (v_interp_p1_f32_e64) have no such modifier, so setting it does not compile.
use gcn_isa::operand::{AttrChan, InterpAttr, VRegSrcMods};
use gcn_isa::vgpr;

fn main() {
    let attr = InterpAttr::new(0, AttrChan::X);
    let mut p1ll = gcn_isa::gfx9::V_INTERP_P1LL_F16.with(vgpr!(1, 1), VRegSrcMods::from(vgpr!(1, 2)), attr);
    p1ll.high = true;
    let mut p1 = gcn_isa::gfx9::V_INTERP_P1_F32_E64.with(vgpr!(1, 1), VRegSrcMods::from(vgpr!(1, 2)), attr);
    p1.high = true;
}
