//! `gcn-isa explain`: every bit of one instruction, from the definitions' layouts and rows
//! (the library's `layout()`, `operand()` and `ignored_bits()`): no per-instruction code.

use gcn_isa::operand::Role;
use gcn_isa::Generation;
use std::fmt::Write as _;

/// Parses WORDS (hex dwords, `0x` optional; commas and spaces separate).
pub fn parse_words(args: &[String]) -> Result<Vec<u32>, String> {
    let mut words = Vec::new();
    for token in args.iter().flat_map(|a| a.split([',', ' ', '\t'])) {
        if token.is_empty() {
            continue;
        }
        let digits = token
            .strip_prefix("0x")
            .or_else(|| token.strip_prefix("0X"))
            .unwrap_or(token);
        if digits.is_empty() || digits.len() > 8 {
            return Err(format!(
                "`{}` is not a dword in hex (1 to 8 hex digits, 0x optional)",
                crate::escape::escape_bytes(token.as_bytes())
            ));
        }
        let w = u32::from_str_radix(digits, 16).map_err(|_| {
            format!(
                "`{}` is not a dword in hex",
                crate::escape::escape_bytes(token.as_bytes())
            )
        })?;
        words.push(w);
    }
    if words.is_empty() {
        return Err("no instruction words given".into());
    }
    Ok(words)
}

fn role(r: Role) -> &'static str {
    match r {
        Role::Read => "read",
        Role::Write => "written",
        Role::ReadWrite => "read and written",
    }
}

fn bit_range(lo: u32, width: u32) -> String {
    if width == 1 {
        format!("[{lo}]")
    } else {
        format!("[{}:{lo}]", lo + width - 1)
    }
}

/// Maximal runs of set bits of `mask`: (lowest bit, width), highest first.
fn runs(mask: u64, bits: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut bit = 0;
    while bit < bits {
        if mask >> bit & 1 == 1 {
            let lo = bit;
            while bit < bits && mask >> bit & 1 == 1 {
                bit += 1;
            }
            out.push((lo, bit - lo));
        } else {
            bit += 1;
        }
    }
    out.reverse();
    out
}

/// The explanation of the instruction at the start of `words`, or why there is none.
pub fn explain(gen: Generation, words: &[u32]) -> Result<String, String> {
    let (insn, used) = gcn_isa::decode(gen, words).map_err(|e| e.to_string())?;
    let mut out = String::new();
    let layout = insn.layout();
    let n = (layout.bits / 32) as usize;
    let w = words[0] as u64
        | words
            .get(1)
            .filter(|_| n == 2)
            .map_or(0, |&x| (x as u64) << 32);
    // The text, and what each operand printed in it.
    let mut text = String::new();
    let mut parts: Vec<(usize, std::ops::Range<usize>)> = Vec::new();
    insn.write_with_spans(&mut text, &mut |index, range| parts.push((index, range)))
        .map_err(|_| "the instruction does not print".to_owned())?;
    let printed = |index: usize| -> Option<String> {
        let pieces: Vec<&str> = parts
            .iter()
            .filter(|(i, _)| *i == index)
            .filter_map(|(_, r)| text.get(r.clone()))
            .collect();
        (!pieces.is_empty()).then(|| pieces.join(" "))
    };
    let _ = writeln!(out, "{text}");
    let shown: Vec<String> = words[..used].iter().map(|w| format!("{w:08X}")).collect();
    let _ = writeln!(
        out,
        "  {gen} {}, {used} dword(s): {}",
        insn.encoding(),
        shown.join(" ")
    );
    if used < words.len() {
        let _ = writeln!(
            out,
            "  ({} dword(s) after the instruction not explained)",
            words.len() - used
        );
    }
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "  {:<9} {:<10} {:<12} meaning",
        "bits", "field", "value"
    );

    let ignored = insn.ignored_bits().bits();
    let mut rows: Vec<(u32, String)> = Vec::new();
    let mut row = |lo: u32, width: u32, name: &str, meaning: String| {
        let mask = if width == 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        };
        let value = w >> lo & mask;
        let shown = if width <= 4 {
            format!("{value:#b}")
        } else {
            format!("{value:#x}")
        };
        let mut meaning = meaning;
        let dropped = ignored >> lo & mask;
        if dropped != 0 {
            let _ = write!(
                meaning,
                "; bits {dropped:#x} ignored by the hardware (kept for re-encoding)"
            );
        }
        rows.push((
            lo,
            format!(
                "  {:<9} {:<10} {:<12} {meaning}",
                bit_range(lo, width),
                name,
                shown
            ),
        ));
    };

    for (lo, width) in runs(layout.fixed.0, layout.bits) {
        row(
            lo,
            width,
            "(fixed)",
            format!("identifies {}", insn.encoding()),
        );
    }
    let mut operands = Vec::new();
    while let Some(info) = insn.operand(operands.len()) {
        operands.push(info);
    }
    let mut covered = layout.fixed.0;
    for f in layout.fields {
        let (lo, width) = (f.lo as u32, f.width as u32);
        covered |= (if width == 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        }) << lo;
        let meaning = if (lo, width) == layout.opcode {
            format!("opcode: {}", insn.mnemonic())
        } else {
            let feeds: Vec<String> = operands
                .iter()
                .enumerate()
                .filter(|(_, o)| o.bits.iter().any(|&(l, _)| l as u32 == lo))
                .map(|(index, o)| {
                    let shown = printed(index)
                        .map_or_else(|| "not printed".to_owned(), |t| format!("`{t}`"));
                    format!("operand `{}` ({}): {shown}", o.name, role(o.role))
                })
                .collect();
            if feeds.is_empty() {
                "not used by this instruction".to_owned()
            } else {
                feeds.join(", ")
            }
        };
        row(lo, width, f.name, meaning);
    }
    let all = if layout.bits == 64 {
        u64::MAX
    } else {
        (1u64 << layout.bits) - 1
    };
    for (lo, width) in runs(all & !covered, layout.bits) {
        row(lo, width, "_", "unnamed bits: not used".to_owned());
    }
    rows.sort_by_key(|r| std::cmp::Reverse(r.0));
    for (_, r) in &rows {
        let _ = writeln!(out, "{r}");
    }
    if used > n {
        let _ = writeln!(
            out,
            "  {:<9} {:<10} {:<12} the literal constant a source operand names (0xff)",
            format!("dword {}", n + 1),
            "LITERAL",
            format!("{:#x}", words[n])
        );
    }
    let implicit: Vec<String> = operands
        .iter()
        .enumerate()
        .filter(|(_, o)| o.bits.is_empty())
        .map(|(index, o)| match printed(index) {
            Some(t) => format!("`{}` ({}): `{t}`", o.name, role(o.role)),
            None => format!("`{}` ({})", o.name, role(o.role)),
        })
        .collect();
    if !implicit.is_empty() {
        let _ = writeln!(out, "\n  implicit operands: {}", implicit.join(", "));
    }
    let (mut reads, mut writes) = (Vec::new(), Vec::new());
    insn.registers(&mut |reg, r| {
        if r.reads() {
            reads.push(reg.to_string());
        }
        if r.writes() {
            writes.push(reg.to_string());
        }
    });
    let list = |v: &[String]| {
        if v.is_empty() {
            "-".to_owned()
        } else {
            v.join(", ")
        }
    };
    let _ = writeln!(
        out,
        "  reads: {}\n  writes: {}",
        list(&reads),
        list(&writes)
    );
    if let Some(b) = insn.branch() {
        let _ = writeln!(
            out,
            "  branch: {} dword(s) from the next instruction (byte {:+} from this one)",
            b.offset.dwords(),
            4 + 4 * b.offset.dwords() as i64
        );
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smem_with_offset() {
        // s_load_dword s0, s[6:7], 0x10 (gfx900)
        let e = explain(Generation::Gfx9, &[0xC002_0003, 0x0000_0010]).unwrap();
        assert!(
            e.starts_with(
                "s_load_dword s0, s[6:7], 0x10\n  gfx9 SMEM, 2 dword(s): C0020003 00000010\n"
            ),
            "{e}"
        );
        assert!(e.contains("opcode: s_load_dword"), "{e}");
        assert!(e.contains("operand `sdata` (written): `s0`"), "{e}");
        assert!(e.contains("operand `sbase` (read): `s[6:7]`"), "{e}");
        assert!(e.contains("identifies SMEM"), "{e}");
        assert!(e.contains("  reads: s[6:7]\n  writes: s0\n"), "{e}");
    }

    #[test]
    fn literal_and_implicit_vcc() {
        // v_cndmask_b32_e32 v0, lit, v0, vcc with literal 0x12345678 (gfx900)
        let e = explain(Generation::Gfx9, &[0x0000_00ff, 0x1234_5678]).unwrap();
        assert!(e.contains("LITERAL"), "{e}");
        assert!(e.contains("0x12345678"), "{e}");
        assert!(e.contains("operand `src0` (read): `0x12345678`"), "{e}");
        assert!(e.contains("implicit operands: `src2` (read): `vcc`"), "{e}");
        let (insn, _) = gcn_isa::decode(Generation::Gfx9, &[0x0000_00ff, 0x1234_5678]).unwrap();
        assert!(e.starts_with(&insn.to_string()));
    }

    #[test]
    fn ignored_bits_are_named() {
        // v_add_f32_e64 v0, v0, v1 (tahiti) with bit 12 set: bits [16:12] are unnamed.
        let e = explain(Generation::Gfx6, &[0xD206_1000, 0x0002_0300]).unwrap();
        assert!(e.starts_with("v_add_f32_e64 v0, v0, v1\n"), "{e}");
        assert!(
            e.contains("[16:12]   _          0x1          unnamed bits: not used; bits 0x1 ignored by the hardware"),
            "{e}"
        );
        // Without the bit: nothing ignored.
        let e = explain(Generation::Gfx6, &[0xD206_0000, 0x0002_0300]).unwrap();
        assert!(!e.contains("ignored"), "{e}");
    }

    #[test]
    fn modifiers_show_with_their_operand() {
        // v_add_f32_e64 v1, -v1, |v2| clamp (gfx900): NEG0, ABS1 and CLAMP set.
        let e = explain(Generation::Gfx9, &[0xD101_8201, 0x2002_0501]).unwrap();
        assert!(e.starts_with("v_add_f32_e64 v1, -v1, |v2| clamp\n"), "{e}");
        assert!(
            e.contains("[61]      NEG0       0b1          operand `src0` (read): `-v1`"),
            "{e}"
        );
        assert!(
            e.contains("[9]       ABS1       0b1          operand `src1` (read): `|v2|`"),
            "{e}"
        );
        assert!(
            e.contains("[15]      CLAMP      0b1          operand `clamp` (read): `clamp`"),
            "{e}"
        );
        assert!(
            e.contains("[60:59]   OMOD       0b0          operand `omod` (read): not printed"),
            "{e}"
        );
    }

    #[test]
    fn bad_words() {
        assert!(parse_words(&["xyz".into()]).is_err());
        assert!(parse_words(&["123456789".into()]).is_err());
        assert_eq!(
            parse_words(&["0xC0020003,10".into()]).unwrap(),
            [0xC002_0003, 0x10]
        );
        assert!(explain(Generation::Gfx9, &[0xC002_0003]).is_err()); // truncated
    }
}
