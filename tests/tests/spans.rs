//! `AnyInstruction::write_with_spans` on every vector: the text is the `Display` text, and
//! the operand spans account for all of it but the mnemonic and the separators.

use gcn_isa_tests::{load_family, FAMILIES};

#[test]
fn spans_cover_every_operand_of_every_vector() {
    let mut checked = 0;
    for family in FAMILIES {
        for v in load_family(family) {
            let (insn, _) = gcn_isa::decode(v.gen, &v.input).expect("vectors decode");
            let mut text = String::new();
            let mut spans = Vec::new();
            insn.write_with_spans(&mut text, &mut |index, range| spans.push((index, range)))
                .unwrap();
            assert_eq!(text, insn.to_string(), "{}", v.origin);
            let mut rest: Vec<u8> = text.clone().into_bytes();
            let mut last_end = insn.mnemonic().len();
            for (index, range) in &spans {
                let what = format!("{}: operand {index} at {range:?} in `{text}`", v.origin);
                assert!(insn.operand(*index).is_some(), "{what}");
                assert!(range.start >= last_end && range.end > range.start, "{what}");
                let part = &text[range.clone()];
                assert!(
                    !part.starts_with([' ', ',']) && !part.ends_with([' ', ',']),
                    "{what}"
                );
                rest[range.clone()].fill(b' ');
                last_end = range.end;
            }
            // What no operand claims: the mnemonic, then only separators.
            let rest = String::from_utf8(rest).unwrap();
            let (head, tail) = rest.split_at(insn.mnemonic().len());
            assert_eq!(head, insn.mnemonic(), "{}", v.origin);
            assert!(
                tail.bytes().all(|b| b == b' ' || b == b','),
                "{}: `{text}` has text outside every operand: `{tail}`",
                v.origin
            );
            checked += 1;
        }
    }
    assert!(checked > 10_000, "only {checked} vectors");
}
