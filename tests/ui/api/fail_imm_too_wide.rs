// 256 does not fit SMRD's 8-bit dword offset: the constant does not evaluate.

use gcn_isa::operand::SmrdOffset;
use gcn_isa::{imm, sgpr};

fn main() {
    let _ = gcn_isa::gfx6::SLoadDword {
        sdst: sgpr!(1, 1),
        sbase: sgpr!(2, 2),
        offset: SmrdOffset::Imm(imm!(8, 256)),
        ignored_bits: gcn_isa::IgnoredBits::NONE,
    };
}
