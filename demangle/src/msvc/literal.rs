//! String literals (`??_C@_<type><length><crc>@<characters>@`), which LLVM decodes
//! into escaped text (guessing the character width of narrow-looking strings).

use super::nodes::*;
use super::Demangler;
use alloc::vec::Vec;

/// Narrow string literals encode at most this many bytes (compilers that wrote more
/// are tolerated up to it).
const MAX_STRING_BYTES: usize = 32 * 4;

impl Demangler<'_> {
    pub(super) fn string_literal(&mut self) -> Option<Id> {
        if !self.eat_str(b"@_") {
            return self.fail();
        }
        let wide = match self.next() {
            Some(b'1') => true,
            Some(b'0') => false,
            _ => return self.fail(),
        };
        let (mut size, negative) = self.number();
        if self.error || negative || size < if wide { 2 } else { 1 } {
            return self.fail();
        }
        // The CRC, up to `@`.
        let Some(crc_end) = self.rest.iter().position(|&c| c == b'@') else {
            return self.fail();
        };
        self.rest = &self.rest[crc_end + 1..];
        if self.rest.is_empty() {
            return self.fail();
        }
        let mut text = Vec::new();
        let (prefix, truncated) = if wide {
            let truncated = size > 64;
            while !self.eat(b'@') {
                if self.rest.len() < 2 {
                    return self.fail();
                }
                let c = self.wchar_literal();
                if size != 2 || truncated {
                    escape_char(&mut text, c);
                }
                size = size.wrapping_sub(2);
                if self.error {
                    return None;
                }
            }
            ("L\"", truncated)
        } else {
            let mut bytes = Vec::new();
            while !self.eat(b'@') {
                if self.rest.is_empty() || bytes.len() >= MAX_STRING_BYTES {
                    return self.fail();
                }
                bytes.push(self.char_literal());
            }
            let truncated = size > bytes.len() as u64;
            let width = guess_char_width(&bytes, size);
            let count = bytes.len() / width;
            for (index, chunk) in bytes.chunks_exact(width).enumerate() {
                let c = chunk
                    .iter()
                    .rev()
                    .fold(0u32, |acc, &b| (acc << 8) | u32::from(b));
                if index + 1 < count || truncated {
                    escape_char(&mut text, c);
                }
            }
            let prefix = match width {
                1 => "\"",
                2 => "u\"",
                _ => "U\"",
            };
            (prefix, truncated)
        };
        Some(self.add(Node::Symbol {
            name: None,
            kind: SymbolKind::StringLiteral {
                prefix,
                text,
                truncated,
            },
        }))
    }

    /// One encoded byte: itself, or `?$<two A-P digits>`, `?<digit>` (one of
    /// `,/\:. \n\t'-`), `?<a-z>` (0xE1…) or `?<A-Z>` (0xC1…).
    pub(super) fn char_literal(&mut self) -> u8 {
        let Some(first) = self.next() else {
            self.error = true;
            return 0;
        };
        if first != b'?' {
            return first;
        }
        let value = match self.peek() {
            Some(b'$') => {
                self.eat(b'$');
                match self.rest {
                    [hi @ b'A'..=b'P', lo @ b'A'..=b'P', ..] => {
                        let value = ((hi - b'A') << 4) | (lo - b'A');
                        self.rest = &self.rest[2..];
                        Some(value)
                    }
                    _ => None,
                }
            }
            Some(c @ b'0'..=b'9') => {
                self.eat(c);
                Some(b",/\\:. \n\t'-"[usize::from(c - b'0')])
            }
            Some(c @ b'a'..=b'z') => {
                self.eat(c);
                Some(0xE1 + (c - b'a'))
            }
            Some(c @ b'A'..=b'Z') => {
                self.eat(c);
                Some(0xC1 + (c - b'A'))
            }
            _ => None,
        };
        value.unwrap_or_else(|| {
            self.error = true;
            0
        })
    }

    pub(super) fn wchar_literal(&mut self) -> u32 {
        let high = self.char_literal();
        if self.error || self.rest.is_empty() {
            self.error = true;
            return 0;
        }
        let low = self.char_literal();
        if self.error {
            return 0;
        }
        (u32::from(high) << 8) | u32::from(low)
    }
}

/// The character width (1, 2 or 4 bytes) of a narrow-encoded literal of `size` bytes
/// whose first bytes are `bytes`.
fn guess_char_width(bytes: &[u8], size: u64) -> usize {
    if size % 2 == 1 {
        return 1;
    }
    if size < 32 {
        let trailing_nulls = bytes.iter().rev().take_while(|&&b| b == 0).count();
        if trailing_nulls >= 4 && size.is_multiple_of(4) {
            return 4;
        }
        if trailing_nulls >= 2 {
            return 2;
        }
        return 1;
    }
    let nulls = bytes.iter().filter(|&&b| b == 0).count();
    if nulls >= 2 * bytes.len() / 3 && size.is_multiple_of(4) {
        return 4;
    }
    if nulls >= bytes.len() / 3 {
        return 2;
    }
    1
}

fn escape_char(out: &mut Vec<u8>, c: u32) {
    let escaped: &[u8] = match c {
        0 => b"\\0",
        0x27 => b"\\'",
        0x22 => b"\\\"",
        0x5C => b"\\\\",
        0x07 => b"\\a",
        0x08 => b"\\b",
        0x0C => b"\\f",
        0x0A => b"\\n",
        0x0D => b"\\r",
        0x09 => b"\\t",
        0x0B => b"\\v",
        0x20..=0x7E => {
            out.push(c as u8);
            return;
        }
        _ => {
            // `\x` and the value's bytes in hex, most significant first.
            out.extend_from_slice(b"\\x");
            let mut digits = Vec::new();
            let mut value = c;
            while value != 0 {
                for _ in 0..2 {
                    digits.push(b"0123456789ABCDEF"[(value % 16) as usize]);
                    value /= 16;
                }
            }
            out.extend(digits.iter().rev());
            return;
        }
    };
    out.extend_from_slice(escaped);
}
