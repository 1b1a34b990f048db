// 1 << 20 is one past the largest 21-bit signed SMEM offset: the constant does not evaluate.
use gcn_isa::operand::SmemOffset;
use gcn_isa::{sgpr, simm};

fn main() {
    let _ = gcn_isa::gfx9::S_LOAD_DWORD.with(
        sgpr!(1, 4),
        sgpr!(2, 2),
        SmemOffset::Imm(simm!(21, 1 << 20).get()),
    );
}
