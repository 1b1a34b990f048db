isa! {
    encoding Other {
        layout gfx6 = 32 { ENCODING[31:23] = 0b101111101, OP[22:16], _[15:0] }
        operands { }
    }
    instructions Other {
        s_second { gfx6: 0 } (),
    }
}
