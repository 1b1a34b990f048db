// s104 exists on no generation (gfx6/gfx7 end at s103, later ones at s101): the constant
// does not evaluate.

use gcn_isa::sgpr;

fn main() {
    let _ = gcn_isa::gfx6::SMovB32 {
        sdst: sgpr!(1, 104),
        ssrc0: gcn_isa::operand::SSrc::Int(0),
        ignored_bits: gcn_isa::IgnoredBits::NONE,
    };
}
