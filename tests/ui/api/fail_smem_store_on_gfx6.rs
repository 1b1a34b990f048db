// SMEM stores exist from gfx8 on; gfx6 has only SMRD loads.
fn main() {
    let _ = gcn_isa::gfx6::S_STORE_DWORD;
}
