// The d16 MTBUF forms are new in gfx8.
fn main() {
    let _ = gcn_isa::gfx6::TBUFFER_LOAD_FORMAT_D16_X;
}
