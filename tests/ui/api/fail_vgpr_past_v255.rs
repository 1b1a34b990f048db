// v[254:257] runs past v255: the constant does not evaluate.
use gcn_isa::operand::{BufAddr, SOffset};
use gcn_isa::{sgpr, vgpr};

fn main() {
    let _ = gcn_isa::gfx9::TBUFFER_LOAD_FORMAT_XYZW.with(
        vgpr!(4, 254),
        BufAddr::Offen(vgpr!(1, 0)),
        sgpr!(4, 8),
        SOffset::reg(sgpr!(1, 4)),
    );
}
