// v[254:257] runs past v255: the constant does not evaluate.

use gcn_isa::operand::{BufAddr, BufFormat, BufOffset, SOffset};
use gcn_isa::{imm, sgpr, vgpr};

fn main() {
    let _ = gcn_isa::gfx9::TbufferLoadFormatXyzw {
        vdata: vgpr!(4, 254),
        format: BufFormat::DEFAULT,
        vaddr: BufAddr::Offen(vgpr!(1, 0)),
        srsrc: sgpr!(4, 8),
        soffset: SOffset::reg(sgpr!(1, 4)),
        offset: BufOffset(imm!(12, 16)),
        glc: false,
        slc: false,
        tfe: false,
        ignored_bits: gcn_isa::IgnoredBits::NONE,
    };
}
