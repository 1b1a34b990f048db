// gfx7 has s_memtime but not s_memrealtime (gfx8+).

fn main() {
    let _ = core::mem::size_of::<gcn_isa::gfx7::SMemrealtime>();
}
