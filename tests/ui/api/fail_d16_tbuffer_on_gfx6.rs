// The d16 MTBUF forms are new in gfx8.

fn main() {
    let _ = core::mem::size_of::<gcn_isa::gfx6::TbufferLoadFormatD16X>();
}
