// A single SGPR where s_load_dwordx2 needs a pair: SReg<1> is not SReg<2>.
use gcn_isa::operand::SmemOffset;
use gcn_isa::sgpr;

fn main() {
    let _ = gcn_isa::gfx9::S_LOAD_DWORDX2.with(sgpr!(1, 12), sgpr!(2, 2), SmemOffset::Imm(5));
}
