// s104 exists on no generation (gfx6/gfx7 end at s103, later ones at s101): the constant
// does not evaluate.
use gcn_isa::sgpr;

fn main() {
    let _ = gcn_isa::gfx6::S_MOV_B32.with(sgpr!(1, 104), gcn_isa::operand::SSrc::Int(0));
}
