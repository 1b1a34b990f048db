// tbuffer_load_format_x writes a VGPR: an SGPR does not type-check there.
use gcn_isa::operand::{BufAddr, SOffset};
use gcn_isa::sgpr;

fn main() {
    let _ = gcn_isa::gfx9::TBUFFER_LOAD_FORMAT_X.with(
        sgpr!(1, 4),
        BufAddr::Off,
        sgpr!(4, 8),
        SOffset::reg(sgpr!(1, 0)),
    );
}
