//! `--format json`: one JSON object per instruction, one per line, for tools that analyse
//! code.
//!
//! ```text
//! {"file":"k.o","section":".text","symbol":"add","address":12,"words":["7D880000"],
//!  "mnemonic":"v_cmp_gt_i32_e32","encoding":"VOPC","opcode":68,
//!  "operands":[{"name":"vcc","role":"write","text":"vcc"},{"name":"src0","role":"read",
//!  "text":"s0"},…],
//!  "registers":[{"name":"vcc","role":"write"},{"name":"s0","role":"read"},…],
//!  "text":"v_cmp_gt_i32_e32 vcc, s0, v0"}
//! ```
//! (on one line). Keys absent when they do not apply: `file`/`object`/`section`/`symbol`
//! for raw input; for a dword that does not decode, `mnemonic` … `text` are replaced by
//! `"error"`. `target` is the branch target's address, for branches. An operand's `text` is
//! what it printed (absent when it prints nothing, like a modifier that is off).

use gcn_isa::operand::Role;
use gcn_isa::{AnyInstruction, DecodeError};
use std::fmt::Write as _;

/// Where an instruction comes from.
#[derive(Clone, Copy, Default)]
pub struct Origin<'a> {
    /// The file, as named on the command line.
    pub file: Option<&'a str>,
    /// The code object's name inside a bundle.
    pub object: Option<&'a str>,
    /// Its section.
    pub section: Option<&'a [u8]>,
    /// The symbol (or label) whose block it is in.
    pub symbol: Option<&'a [u8]>,
}

fn push_string(line: &mut String, s: &[u8]) {
    line.push('"');
    for chunk in s.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '"' => line.push_str("\\\""),
                '\\' => line.push_str("\\\\"),
                '\n' => line.push_str("\\n"),
                '\t' => line.push_str("\\t"),
                c if (c as u32) < 0x20 => {
                    let _ = write!(line, "\\u{:04x}", c as u32);
                }
                c => line.push(c),
            }
        }
        // Bytes that are not UTF-8 (a symbol name is bytes): as U+FFFD.
        if !chunk.invalid().is_empty() {
            line.push('\u{fffd}');
        }
    }
    line.push('"');
}

fn role(r: Role) -> &'static str {
    match r {
        Role::Read => "read",
        Role::Write => "write",
        Role::ReadWrite => "readwrite",
    }
}

/// Writes the JSON line of one instruction (or undecodable dword) into `line`.
pub fn instruction(
    line: &mut String,
    origin: &Origin<'_>,
    address: u64,
    words: &[u32],
    decoded: Result<&AnyInstruction, &DecodeError>,
) {
    line.clear();
    line.push('{');
    for (key, value) in [
        ("file", origin.file.map(str::as_bytes)),
        ("object", origin.object.map(str::as_bytes)),
        ("section", origin.section),
        ("symbol", origin.symbol),
    ] {
        if let Some(v) = value {
            let _ = write!(line, "\"{key}\":");
            push_string(line, v);
            line.push(',');
        }
    }
    let _ = write!(line, "\"address\":{address},\"words\":[");
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            line.push(',');
        }
        let _ = write!(line, "\"{w:08X}\"");
    }
    line.push(']');
    match decoded {
        Ok(insn) => {
            line.push_str(",\"mnemonic\":");
            push_string(line, insn.mnemonic().as_bytes());
            line.push_str(",\"encoding\":");
            push_string(line, insn.encoding().as_bytes());
            let _ = write!(line, ",\"opcode\":{}", insn.opcode());
            let mut text = String::new();
            let mut spans: Vec<(usize, std::ops::Range<usize>)> = Vec::new();
            let _ = insn.write_with_spans(&mut text, &mut |i, r| spans.push((i, r)));
            line.push_str(",\"operands\":[");
            let mut index = 0;
            while let Some(info) = insn.operand(index) {
                if index > 0 {
                    line.push(',');
                }
                line.push_str("{\"name\":");
                push_string(line, info.name.as_bytes());
                let _ = write!(line, ",\"role\":\"{}\"", role(info.role));
                let printed: Vec<&str> = spans
                    .iter()
                    .filter(|(i, _)| *i == index)
                    .filter_map(|(_, r)| text.get(r.clone()))
                    .collect();
                if !printed.is_empty() {
                    line.push_str(",\"text\":");
                    push_string(line, printed.join(" ").as_bytes());
                }
                line.push('}');
                index += 1;
            }
            line.push_str("],\"registers\":[");
            let mut first = true;
            insn.registers(&mut |reg, r| {
                if !first {
                    line.push(',');
                }
                first = false;
                let _ = write!(line, "{{\"name\":\"{reg}\",\"role\":\"{}\"}}", role(r));
            });
            line.push(']');
            if let Some(b) = insn.branch() {
                let _ = write!(line, ",\"target\":{}", b.target(address));
            }
            line.push_str(",\"text\":");
            push_string(line, text.as_bytes());
        }
        Err(e) => {
            line.push_str(",\"error\":");
            push_string(line, e.to_string().as_bytes());
        }
    }
    line.push_str("}\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped() {
        let mut s = String::new();
        push_string(&mut s, b"a\"b\\c\n\x01\xff");
        assert_eq!(s, "\"a\\\"b\\\\c\\n\\u0001\u{fffd}\"");
    }
}
