//! `gcn_isa::unimplemented_encoding` names only words that no defined encoding decodes:
//! a disassembler that steps over them whole never skips a real instruction.

use gcn_isa::{decode, unimplemented_encoding, Generation};

/// xorshift64*: deterministic, no dependency.
fn next(state: &mut u64) -> u32 {
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    (state.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as u32
}

#[test]
fn unimplemented_words_do_not_decode() {
    for gen in Generation::ALL {
        let mut state = 0x9e37_79b9_7f4a_7c15 ^ gen as u64;
        let mut named = 0;
        for i in 0..400_000u32 {
            let mut w = next(&mut state);
            // Half the words get the top bits of one of the families (and SDWA/DPP's src0).
            if i % 2 == 0 {
                let top =
                    [0xc4, 0xc8, 0xd3, 0xd4, 0xd8, 0xdc, 0xe0, 0xf0, 0xf8][i as usize / 2 % 9];
                w = (w & 0x00ff_ffff) | (top << 24);
            } else if i % 4 == 1 {
                w = (w & 0x7fff_fe00) | [0xf9, 0xfa][i as usize / 4 % 2];
            }
            let Some(u) = unimplemented_encoding(gen, w) else {
                continue;
            };
            named += 1;
            assert!(u.dwords == 1 || u.dwords == 2, "{gen} {w:#010x}");
            let words = [w, next(&mut state), next(&mut state)];
            assert!(
                decode(gen, &words).is_err(),
                "{gen}: {w:#010x} is named {} but decodes",
                u.encoding
            );
        }
        // Nothing is pending since SDWA landed (gfx6/gfx7 never had SDWA or DPP, and
        // VINTRP is defined): a word named now is an entry that should have left the list.
        // An encoding added to the list later makes this fail until the test asks for its
        // words here (as it asked for > 10,000 SDWA words per gfx8+ generation).
        assert_eq!(
            named, 0,
            "{gen}: words named on a generation with nothing pending"
        );
    }
}
