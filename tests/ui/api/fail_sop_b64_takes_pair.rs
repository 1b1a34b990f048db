// A 64-bit scalar move takes a register pair: a single SGPR is a type error.
use gcn_isa::gfx9::S_MOV_B64;
use gcn_isa::operand::SSrc;

fn main() {
    let mov = S_MOV_B64.with(gcn_isa::sgpr!(1, 4), SSrc::Reg(gcn_isa::sgpr!(2, 6)));
    let _ = mov.encode();
}
