// SMEM stores exist from gfx8 on; gfx6 has only SMRD loads.

fn main() {
    let _ = core::mem::size_of::<gcn_isa::gfx6::SStoreDword>();
}
