// s_mov_b32 has no glc modifier: setting one does not compile.
use gcn_isa::operand::SSrc;
use gcn_isa::sgpr;

fn main() {
    let mut mov = gcn_isa::gfx9::S_MOV_B32.with(sgpr!(1, 0), SSrc::Int(0));
    mov.glc = true;
}
