// gfx7 has s_memtime but not s_memrealtime (gfx8+).
fn main() {
    let _ = gcn_isa::gfx7::S_MEMREALTIME;
}
