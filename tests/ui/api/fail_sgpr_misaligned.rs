// s[3:4] is not an aligned SGPR pair: the constant does not evaluate.

use gcn_isa::operand::SmemOffset;
use gcn_isa::sgpr;

fn main() {
    let _ = gcn_isa::gfx9::SLoadDwordx2 {
        sdata: sgpr!(2, 12),
        sbase: sgpr!(2, 3),
        offset: SmemOffset::Imm(5),
        glc: false,
        nv: false,
        ignored_bits: gcn_isa::IgnoredBits::NONE,
    };
}
