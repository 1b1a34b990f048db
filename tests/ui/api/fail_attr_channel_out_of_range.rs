// An attribute channel is one of x, y, z, w: a channel number does not type-check, so
// `attr0.4` cannot be built.
use gcn_isa::operand::{AttrChan, InterpAttr};
use gcn_isa::vgpr;

fn main() {
    let _ = gcn_isa::gfx9::V_INTERP_P1_F32_E32.with(vgpr!(1, 0), vgpr!(1, 1), InterpAttr::new(0, AttrChan::W));
    let _ = gcn_isa::gfx9::V_INTERP_P1_F32_E32.with(vgpr!(1, 0), vgpr!(1, 1), InterpAttr::new(0, 4));
}
