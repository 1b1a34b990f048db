// A 64-bit OP field must not overflow the macro's shifts: the row is checked, not a panic.
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
    compile_error!("the block above is valid: this proves the macro did not panic");
}
