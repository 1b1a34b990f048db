// gfx8's vmcnt has 4 bits (gfx9 split it to 6): 16 does not fit, at compile time.
use gcn_isa::gfx8::S_WAITCNT;

fn main() {
    let wait = S_WAITCNT.with(gcn_isa::waitcnt!(Gfx8, 16, 0, 0));
    let _ = wait.encode();
}
