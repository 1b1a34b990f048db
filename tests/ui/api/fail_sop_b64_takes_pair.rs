// A 64-bit scalar move takes a register pair: a single SGPR is a type error.
use gcn_isa::gfx9::SMovB64;
use gcn_isa::operand::SSrc;

fn main() {
    let mov = SMovB64 {
        sdst: gcn_isa::sgpr!(1, 4),
        ssrc0: SSrc::Reg(gcn_isa::sgpr!(2, 6)),
        ignored_bits: gcn_isa::IgnoredBits::NONE,
    };
    let _ = mov.encode();
}
