// SOPK's ENCODING[31:28] = 0b1011 with opcode 0x1d in OP[27:23] is SOP1's fixed
// ENCODING[31:23] = 0b101111101: the typo'd SOPK opcode makes the encodings ambiguous.

gcn_isa_macros::isa! {
    /// Scalar ALU with one source.
    encoding Sop1 {
        layout gfx6 = 32 {
            ENCODING[31:23] = 0b101111101,
            SDST[22:16],
            OP[15:8],
            SSRC0[7:0],
        }
        operands {
            sdst: SDST,
            ssrc0: SSRC0,
        }
    }

    /// Scalar ALU with a 16-bit immediate.
    encoding Sopk {
        layout gfx6 = 32 {
            ENCODING[31:28] = 0b1011,
            OP[27:23],
            SDST[22:16],
            SIMM16[15:0],
        }
        operands {
            sdst: SDST,
            simm16: SIMM16,
        }
    }

    instructions Sop1 {
        s_mov_b32 { gfx6: 3 } (sdst: sdst<1>, ssrc0: sreg<1>),
    }

    instructions Sopk {
        s_movk_i32 { gfx6: 0 } (sdst: sdst<1>, simm16: uimm<16>),
        s_setreg_imm32_b32 { gfx6: 0x1d } (simm16: uimm<16>),
    }
}

fn main() {}
