// A 64-bit OP field must not overflow the macro's shifts: the definition is checked (and
// rejected, as a 64-bit layout without a fixed 0 bit), never a panic.
gcn_isa_macros::isa! {
    encoding Wide {
        layout gfx6 = 64 {
            OP[63:0],
        }
        operands {}
    }
    instructions Wide {
        s_wide { gfx6: 1 } (),
    }
}

fn main() {
    compile_error!("the macro reported the block above instead of panicking");
}
