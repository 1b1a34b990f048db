// A single SGPR where s_load_dwordx2 needs a pair: SReg<1> is not SReg<2>.

use gcn_isa::operand::SmemOffset;
use gcn_isa::sgpr;

fn main() {
    let _ = gcn_isa::gfx9::SLoadDwordx2 {
        sdata: sgpr!(1, 12),
        sbase: sgpr!(2, 2),
        offset: SmemOffset::Imm(5),
        glc: false,
        nv: false,
        ignored_bits: gcn_isa::IgnoredBits::NONE,
    };
}
