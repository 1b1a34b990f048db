// v_accvgpr_read_b32 writes a VGPR: an AGPR does not type-check there, nor a VGPR where
// the AGPR source goes.
use gcn_isa::operand::ASrc;
use gcn_isa::{agpr, vgpr};

fn main() {
    let _ = gcn_isa::gfx908::V_ACCVGPR_READ_B32.with(agpr!(1, 1), ASrc::Agpr(agpr!(1, 2)));
    let _ = gcn_isa::gfx908::V_ACCVGPR_READ_B32.with(vgpr!(1, 1), ASrc::Agpr(vgpr!(1, 2)));
}
