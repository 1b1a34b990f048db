// An image instruction's data width is not chosen: dmask, tfe and d16 decide it. The data
// operand takes its first VGPR (ImageData), not a VGPR range of some width.
use gcn_isa::operand::DMask;
use gcn_isa::{sgpr, vgpr};

fn main() {
    let _ = gcn_isa::gfx9::IMAGE_LOAD.with(vgpr!(4, 4), vgpr!(1, 2), sgpr!(8, 4), DMask::XYZW);
}
