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
//! for raw input; `source` (`{"function":…,"file":…,"line":…}`, each part when known)
//! without `-l`; for a dword that does not decode, `mnemonic` … `text` are replaced by
//! `"error"`. `dis --hex` adds `line`, the input line, before `address`, which is then the
//! instruction's byte offset in the bytes of the lines of whole dwords; a line that gives
//! no instruction prints `{"line":N,"words":[…],"error":"…"}`. `target` is the branch
//! target's address, for branches. An operand's `text` is
//! what it printed (absent when it prints nothing, like a modifier that is off).

use crate::format::Line;
use gcn_isa::operand::Role;
use gcn_isa::{AnyInstruction, DecodeError};
use std::io::Write as _;

/// Where an instruction comes from.
#[derive(Clone, Copy, Default)]
pub struct Origin<'a> {
    /// The file, as named on the command line.
    pub file: Option<&'a str>,
    /// The archive member it is in.
    pub member: Option<&'a str>,
    /// The code object's name inside a bundle.
    pub object: Option<&'a str>,
    /// Its section.
    pub section: Option<&'a [u8]>,
    /// The symbol (or label) whose block it is in.
    pub symbol: Option<&'a [u8]>,
    /// `-l`: the function, source file and line it comes from.
    pub place: Option<&'a Place>,
    /// `dis --hex`: the input line it was read from (1 for the first).
    pub line: Option<usize>,
}

/// Where an instruction comes from in the source (`-l`): each part when known.
pub struct Place {
    pub function: Option<Vec<u8>>,
    pub file: Option<Vec<u8>>,
    pub line: u64,
}

fn push_string(line: &mut Line, s: &[u8]) {
    line.push(b'"');
    for chunk in s.utf8_chunks() {
        for c in chunk.valid().chars() {
            match c {
                '"' => line.extend_from_slice(b"\\\""),
                '\\' => line.extend_from_slice(b"\\\\"),
                '\n' => line.extend_from_slice(b"\\n"),
                '\t' => line.extend_from_slice(b"\\t"),
                c if (c as u32) < 0x20 => {
                    let _ = write!(line, "\\u{:04x}", c as u32);
                }
                c => line.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes()),
            }
        }
        // Bytes that are not UTF-8 (a symbol name is bytes): as U+FFFD.
        if !chunk.invalid().is_empty() {
            line.extend_from_slice("\u{fffd}".as_bytes());
        }
    }
    line.push(b'"');
}

/// `"words":["7D880000",…]`: the dwords as printed in every JSON line.
fn push_words(line: &mut Line, words: &[u32]) {
    line.extend_from_slice(b"\"words\":[");
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            line.push(b',');
        }
        let _ = write!(line, "\"{w:08X}\"");
    }
    line.push(b']');
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
    line: &mut Line,
    origin: &Origin<'_>,
    address: u64,
    words: &[u32],
    decoded: Result<&AnyInstruction, &DecodeError>,
) {
    line.clear();
    line.push(b'{');
    for (key, value) in [
        ("file", origin.file.map(str::as_bytes)),
        ("member", origin.member.map(str::as_bytes)),
        ("object", origin.object.map(str::as_bytes)),
        ("section", origin.section),
        ("symbol", origin.symbol),
    ] {
        if let Some(v) = value {
            let _ = write!(line, "\"{key}\":");
            push_string(line, v);
            line.push(b',');
        }
    }
    if let Some(place) = origin.place {
        line.extend_from_slice(b"\"source\":{");
        let mut first = true;
        for (key, value) in [("function", &place.function), ("file", &place.file)] {
            if let Some(v) = value {
                if !first {
                    line.push(b',');
                }
                first = false;
                let _ = write!(line, "\"{key}\":");
                push_string(line, v);
            }
        }
        if place.file.is_some() {
            let _ = write!(line, ",\"line\":{}", place.line);
        }
        line.extend_from_slice(b"},");
    }
    if let Some(n) = origin.line {
        let _ = write!(line, "\"line\":{n},");
    }
    let _ = write!(line, "\"address\":{address},");
    push_words(line, words);
    match decoded {
        Ok(insn) => {
            line.extend_from_slice(b",\"mnemonic\":");
            push_string(line, insn.mnemonic().as_bytes());
            line.extend_from_slice(b",\"encoding\":");
            push_string(line, insn.encoding().as_bytes());
            let _ = write!(line, ",\"opcode\":{}", insn.opcode());
            let mut text = String::new();
            let mut spans: Vec<(usize, std::ops::Range<usize>)> = Vec::new();
            let _ = insn.write_with_spans(&mut text, &mut |i, r| spans.push((i, r)));
            line.extend_from_slice(b",\"operands\":[");
            let mut index = 0;
            while let Some(info) = insn.operand(index) {
                if index > 0 {
                    line.push(b',');
                }
                line.extend_from_slice(b"{\"name\":");
                push_string(line, info.name.as_bytes());
                let _ = write!(line, ",\"role\":\"{}\"", role(info.role));
                let printed: Vec<&str> = spans
                    .iter()
                    .filter(|(i, _)| *i == index)
                    .filter_map(|(_, r)| text.get(r.clone()))
                    .collect();
                if !printed.is_empty() {
                    line.extend_from_slice(b",\"text\":");
                    push_string(line, printed.join(" ").as_bytes());
                }
                line.push(b'}');
                index += 1;
            }
            line.extend_from_slice(b"],\"registers\":[");
            let mut first = true;
            insn.registers(&mut |reg, r| {
                if !first {
                    line.push(b',');
                }
                first = false;
                let _ = write!(line, "{{\"name\":\"{reg}\",\"role\":\"{}\"}}", role(r));
            });
            line.push(b']');
            if let Some(b) = insn.branch() {
                let _ = write!(line, ",\"target\":{}", b.target(address));
            }
            line.extend_from_slice(b",\"text\":");
            push_string(line, text.as_bytes());
        }
        Err(e) => {
            line.extend_from_slice(b",\"error\":");
            push_string(line, e.to_string().as_bytes());
        }
    }
    line.extend_from_slice(b"}\n");
}

/// Writes the JSON line of a `dis --hex` input line that gives no instruction: its line
/// number, the dwords read from it (if any) and why.
pub fn line_error(line: &mut Line, lineno: usize, words: &[u32], message: &str) {
    line.clear();
    let _ = write!(line, "{{\"line\":{lineno},");
    push_words(line, words);
    line.extend_from_slice(b",\"error\":");
    push_string(line, message.as_bytes());
    line.extend_from_slice(b"}\n");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped() {
        let mut s = Line::new();
        push_string(&mut s, b"a\"b\\c\n\x01\xff");
        assert_eq!(
            String::from_utf8(s).unwrap(),
            "\"a\\\"b\\\\c\\n\\u0001\u{fffd}\""
        );
    }
}
