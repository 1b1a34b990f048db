// A VGPR pair where tbuffer_load_format_xyzw needs four: VReg<2> is not VReg<4>.
use gcn_isa::operand::{BufAddr, SOffset};
use gcn_isa::{sgpr, vgpr};

fn main() {
    let _ = gcn_isa::gfx9::TBUFFER_LOAD_FORMAT_XYZW.with(
        vgpr!(2, 252),
        BufAddr::Offen(vgpr!(1, 0)),
        sgpr!(4, 8),
        SOffset::reg(sgpr!(1, 4)),
    );
}
