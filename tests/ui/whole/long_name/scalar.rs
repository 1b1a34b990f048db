isa! {
    encoding Scalar {
        layout gfx6 = 32 { ENCODING[31:23] = 0b101111101, SDST[22:16], OP[15:8], SSRC0[7:0] }
        operands { sdst: SDST, ssrc0: SSRC0 }
    }
    instructions Scalar {
        s_a_name_of_thirty_three_letterss { gfx6: 3 } (sdst: sreg<1>, ssrc0: ssrc<1>),
    }
}
