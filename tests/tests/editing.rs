//! Decode → edit → encode is exact: what was decoded and not changed re-encodes bit for bit,
//! what was changed encodes as if built from scratch, and ignored bits never change what an
//! operand means.

use gcn_isa::operand::{BufAddr, SReg, SSrc, SmemOffset, VReg};
use gcn_isa::{decode, gfx9, AnyInstruction, Generation};
use gcn_isa_tests::{load_family, FAMILIES};

fn gfx9_decode(words: &[u32]) -> gfx9::Instruction {
    let (insn, used) = gfx9::decode(words).expect("decodes");
    assert_eq!(used, words.len());
    insn
}

fn reencoded_text(words: &[u32]) -> String {
    gfx9_decode(words).to_string()
}

#[test]
fn stray_bit_in_a_register_field_stays_with_that_register() {
    // s_and_b64 s[2:3], s[4:5], exec with SSRC0 = 5: an odd pair, the low bit ignored.
    let insn = gfx9_decode(&[0x8682_7e05]);
    assert_eq!(insn.to_string(), "s_and_b64 s[2:3], s[4:5], exec");
    assert_eq!(insn.encode().unwrap().words(), &[0x8682_7e05]);
    let and: gfx9::Sop2S2B64B64 = insn.try_into().unwrap();
    assert_eq!(and.op, gfx9::S_AND_B64);
    for (src, text, word) in [
        (SSrc::Int(0), "s_and_b64 s[2:3], 0, exec", vec![0x8682_7e80]),
        (
            SSrc::Int(-1),
            "s_and_b64 s[2:3], -1, exec",
            vec![0x8682_7ec1],
        ),
        (
            SSrc::Literal(0x1234),
            "s_and_b64 s[2:3], 0x1234, exec",
            vec![0x8682_7eff, 0x1234],
        ),
        (
            SSrc::Reg(SReg::sgpr(6).unwrap()),
            "s_and_b64 s[2:3], s[6:7], exec",
            vec![0x8682_7e06],
        ),
    ] {
        let mut edited = and;
        edited.ssrc0 = src;
        let words = edited.encode().unwrap();
        assert_eq!(words.words(), word.as_slice(), "{text}");
        assert_eq!(reencoded_text(words.words()), text);
    }
    // Setting the operand back to what was decoded restores the stray bit.
    let mut back = and;
    back.ssrc0 = SSrc::Int(0);
    back.ssrc0 = and.ssrc0;
    assert_eq!(back.encode().unwrap().words(), &[0x8682_7e05]);
}

#[test]
fn stray_vaddr_byte_does_not_leak_into_a_new_address() {
    // tbuffer_load_format_x v1, off, s[4:7], 0 with VADDR = 3 although no address is used.
    let built = gfx9::TBUFFER_LOAD_FORMAT_X.with(
        gcn_isa::vgpr!(1, 1),
        BufAddr::Off,
        gcn_isa::sgpr!(4, 4),
        gcn_isa::operand::SOffset::int(0).unwrap(),
    );
    let mut words = built.encode().unwrap().words().to_vec();
    words[1] |= 3; // VADDR
    let mut insn: gfx9::MtbufVVdataOut = gfx9_decode(&words).try_into().unwrap();
    assert_eq!(insn.op, gfx9::TBUFFER_LOAD_FORMAT_X);
    assert_eq!(insn.vaddr, BufAddr::Off);
    assert_eq!(insn.encode().unwrap().words(), words.as_slice());
    insn.vaddr = BufAddr::Offen(VReg::new(4).unwrap());
    let edited = insn.encode().unwrap();
    assert_eq!(edited.words()[1] & 0xff, 4);
    assert!(reencoded_text(edited.words()).contains(" v4, s[4:7], 0 offen"));
}

#[test]
fn junk_soffset_does_not_leak_into_a_new_sgpr_offset() {
    // s_load_dword s1, s[2:3], 0x10 (IMM=1, SOE=0) with junk 5 in the unused SOFFSET field.
    let words = [0xc002_0041, 0x0a00_0010];
    let mut insn: gfx9::SmemSS2SmemOffsetSdataOut = gfx9_decode(&words).try_into().unwrap();
    assert_eq!(insn.op, gfx9::S_LOAD_DWORD);
    assert_eq!(insn.to_string(), "s_load_dword s1, s[2:3], 0x10");
    assert_eq!(insn.encode().unwrap().words(), &words);
    insn.offset = SmemOffset::Sgpr(SReg::sgpr(2).unwrap());
    let edited = insn.encode().unwrap();
    assert_eq!(
        reencoded_text(edited.words()),
        "s_load_dword s1, s[2:3], s2"
    );
}

#[test]
fn ignored_bits_of_another_instruction_are_not_applied() {
    // s_mov_b32 s0, 0 decoded with nothing ignored; s_and_b64 with a stray SSRC0 bit.
    let and: gfx9::Sop2S2B64B64 = gfx9_decode(&[0x8682_7e05]).try_into().unwrap();
    let mut mov: gfx9::Sop1SB32SdstOut = gfx9_decode(&[0xbe80_0080]).try_into().unwrap();
    mov.ignored_bits = and.ignored_bits;
    assert_eq!(mov.encode().unwrap().words(), &[0xbe80_0080]);
}

#[test]
fn refused_registers_are_errors_unless_decoded_unchanged() {
    // LLVM decodes `s_load_dword m0, ...` (flagging the class) but its assembler refuses it.
    let words = [0xc002_1f01, 0x0000_0010];
    let mut insn: gfx9::SmemSS2SmemOffsetSdataOut = gfx9_decode(&words).try_into().unwrap();
    assert!(insn
        .to_string()
        .starts_with("s_load_dword m0/*Invalid register"));
    assert_eq!(
        insn.encode().unwrap().words(),
        &words,
        "decoded and unchanged"
    );
    insn.offset = SmemOffset::Imm(0x20);
    assert_eq!(
        insn.encode().unwrap().words(),
        &[0xc002_1f01, 0x0000_0020],
        "another operand changed: m0 stays as decoded"
    );
    let mut built = insn;
    built.ignored_bits = gcn_isa::IgnoredBits::NONE;
    let err = built.encode().unwrap_err().to_string();
    assert_eq!(
        err,
        "s_load_dword: cannot encode sdata = m0: this operand's register class \
         (SReg_32_XM0_XEXEC) excludes m0 and exec"
    );
}

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    fn word(&mut self) -> u32 {
        (self.next() >> 32) as u32
    }
}

/// Instructions to edit: every vector, and decodable random words of every generation.
fn corpus() -> Vec<(Generation, Vec<u32>)> {
    let mut out = Vec::new();
    for family in FAMILIES {
        for v in load_family(family) {
            out.push((v.gen, v.input));
        }
    }
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for gen in Generation::ALL {
        let mut found = 0;
        while found < 5000 {
            let words = [rng.word(), rng.word(), rng.word()];
            if let Ok((_, used)) = decode(gen, &words) {
                out.push((gen, words[..used].to_vec()));
                found += 1;
            }
        }
    }
    out
}

#[derive(Default)]
struct Tally {
    edits: usize,
    refused: usize,
}

/// Changes operand `index` of `original` to random other values and checks the round trip.
fn edit_operand(
    gen: Generation,
    original: &AnyInstruction,
    input: &[u32],
    index: usize,
    rng: &mut Rng,
    tally: &mut Tally,
) -> Result<(), String> {
    for _ in 0..4 {
        let mut edited = *original;
        let raw: [u32; 8] = core::array::from_fn(|_| rng.word());
        let Some(name) = edited.__vary_operand(index, raw, rng.word()) else {
            continue;
        };
        let context = || format!("{gen} {input:08x?} `{original}`: {name} → `{edited}`");
        let words = match edited.encode() {
            Ok(w) => w,
            // A value the decoder makes but the assembler refuses, or one that collides
            // with another operand (a second literal): refused, never silently wrong.
            Err(_) => {
                tally.refused += 1;
                continue;
            }
        };
        tally.edits += 1;
        let (back, used) = decode(gen, words.words())
            .map_err(|e| format!("{}: encodes to {words:08x?}, which fails: {e}", context()))?;
        if used != words.len() {
            return Err(format!(
                "{}: {used} of {} dwords used",
                context(),
                words.len()
            ));
        }
        if back.to_string() != edited.to_string() {
            return Err(format!("{}: reads back as `{back}`", context()));
        }
        let (mut a, mut b) = (back, edited);
        a.__clear_ignored_bits();
        b.__clear_ignored_bits();
        if a != b {
            return Err(format!("{}: operands read back as {a:?}", context()));
        }
        // As if built from scratch: without the decoded ignored bits the edit reads the
        // same, or is refused only for a register the assembler refuses (kept from decoding).
        match b.encode() {
            Ok(scratch) => {
                let (from_scratch, _) = decode(gen, scratch.words()).unwrap();
                if from_scratch.to_string() != edited.to_string() {
                    return Err(format!(
                        "{}: built from scratch reads `{from_scratch}`",
                        context()
                    ));
                }
            }
            Err(
                gcn_isa::EncodeError::InvalidRegister { .. } | gcn_isa::EncodeError::Refused { .. },
            ) => {}
            Err(e) => return Err(format!("{}: built from scratch fails: {e}", context())),
        }
        if edited == *original && words.words() != input {
            return Err(format!(
                "{}: unchanged but re-encodes to {words:08x?}",
                context()
            ));
        }
    }
    Ok(())
}

#[test]
fn every_operand_edit_reads_back_as_set() {
    let mut rng = Rng(0x0123_4567_89ab_cdef);
    let mut tally = Tally::default();
    let mut failures = Vec::new();
    let corpus = corpus();
    for (gen, input) in &corpus {
        let (original, _) = decode(*gen, input).unwrap();
        assert_eq!(original.encode().unwrap().words(), input.as_slice());
        for index in 0..8 {
            if let Err(e) = edit_operand(*gen, &original, input, index, &mut rng, &mut tally) {
                failures.push(e);
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failing edits, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(30)].join("\n")
    );
    // The corpus is large enough that most instructions get several edits.
    assert!(
        tally.edits > 2 * corpus.len(),
        "only {} edits ({} refused) over {} instructions",
        tally.edits,
        tally.refused,
        corpus.len()
    );
    eprintln!(
        "{} instructions, {} edits checked, {} refused",
        corpus.len(),
        tally.edits,
        tally.refused
    );
}

#[test]
fn v_nop_dpp_and_sdwa_build_encode_and_print_as_llvm() {
    use gcn_isa::gfx8;
    use gcn_isa::operand::{Dpp, DppCtrl};
    // llvm-mc 19 assembles `v_nop quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf` (gfx9) to
    // these words, and `v_nop_sdwa` (gfx8) to the zero SDWA dword; both print `v_nop`.
    let dpp = gfx9::V_NOP_DPP.with();
    assert_eq!(dpp.dpp, Dpp::IDENTITY);
    assert_eq!(dpp.encode().unwrap().words(), &[0x7e00_00fa, 0xff00_e400]);
    assert_eq!(
        dpp.to_string(),
        "v_nop quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf"
    );
    let sdwa = gfx8::V_NOP_SDWA.with();
    assert_eq!(sdwa.encode().unwrap().words(), &[0x7e00_00f9, 0]);
    assert_eq!(sdwa.to_string(), "v_nop");
    // Bits LLVM ignores (dst_sel, dst_unused) are kept when decoded and stay out of what
    // is built; an edited DPP control (row_shr:1, code 0x111) encodes as built.
    let words = [0x7e00_00f9, 0x0000_1f00];
    let (decoded, used) = gfx8::decode(&words).unwrap();
    assert_eq!((decoded.to_string().as_str(), used), ("v_nop", 2));
    assert_eq!(decoded.encode().unwrap().words(), &words);
    let (decoded, _) = gfx9::decode(&[0x7e00_00fa, 0xff06_e400]).unwrap();
    let mut insn: gfx9::Vop1DppNullary = decoded.try_into().unwrap();
    assert_eq!(insn.encode().unwrap().words(), &[0x7e00_00fa, 0xff06_e400]);
    insn.dpp.ctrl = DppCtrl::RowShr(1);
    assert_eq!(insn.encode().unwrap().words(), &[0x7e00_00fa, 0xff07_1100]);
}
