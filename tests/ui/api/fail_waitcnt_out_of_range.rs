// gfx8's vmcnt has 4 bits (gfx9 split it to 6): 16 does not fit, at compile time.
use gcn_isa::gfx8::SWaitcnt;

fn main() {
    let wait = SWaitcnt {
        simm16: gcn_isa::waitcnt!(Gfx8, 16, 0, 0),
        ignored_bits: gcn_isa::IgnoredBits::NONE,
    };
    let _ = wait.encode();
}
