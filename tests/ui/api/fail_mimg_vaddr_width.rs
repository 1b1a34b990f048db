// image_sample_c reads a depth reference and the coordinates: LLVM prints its address as
// a VGPR pair, and a single VGPR is not VReg<2>.
use gcn_isa::operand::{DMask, ImageData};
use gcn_isa::{sgpr, vgpr};

fn main() {
    let _ = gcn_isa::gfx9::IMAGE_SAMPLE_C.with(
        ImageData::new_const(4),
        vgpr!(1, 2),
        sgpr!(8, 4),
        sgpr!(4, 8),
        DMask::XYZW,
    );
}
