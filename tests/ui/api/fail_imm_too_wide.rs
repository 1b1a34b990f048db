// 256 does not fit SMRD's 8-bit dword offset: the constant does not evaluate.
use gcn_isa::operand::SmrdOffset;
use gcn_isa::{imm, sgpr};

fn main() {
    let _ = gcn_isa::gfx6::S_LOAD_DWORD.with(sgpr!(1, 1), sgpr!(2, 2), SmrdOffset::Imm(imm!(8, 256)));
}
