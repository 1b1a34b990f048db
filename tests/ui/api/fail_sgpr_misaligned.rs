// s[3:4] is not an aligned SGPR pair: the constant does not evaluate.
use gcn_isa::operand::SmemOffset;
use gcn_isa::sgpr;

fn main() {
    let _ = gcn_isa::gfx9::S_LOAD_DWORDX2.with(sgpr!(2, 12), sgpr!(2, 3), SmemOffset::Imm(5));
}
