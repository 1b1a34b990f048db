// An instruction's `op` takes only instructions of the same operand shape: a three-dword
// load's opcode does not fit a four-dword load, whose `vdata` is a VGPR quad.
use gcn_isa::operand::{BufAddr, SOffset};
use gcn_isa::{sgpr, vgpr};

fn main() {
    let mut load = gcn_isa::gfx9::TBUFFER_LOAD_FORMAT_XYZW.with(
        vgpr!(4, 4),
        BufAddr::Off,
        sgpr!(4, 8),
        SOffset::reg(sgpr!(1, 4)),
    );
    load.op = gcn_isa::gfx9::TBUFFER_LOAD_FORMAT_XYZ;
}
