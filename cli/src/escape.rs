//! Input shown in messages, made safe for a terminal.
//!
//! Whatever the input holds (a binary file passed by mistake, a file name or argument with
//! escape sequences in it), what `gcn-isa` prints never carries raw control characters or
//! invalid UTF-8: text taken from the input is passed through [`escape_bytes`] (or
//! [`escape_os`]) before it is printed.
//!
//! * printable ASCII and printable non-ASCII characters are kept as they are, except `\`,
//!   which is doubled so that escapes cannot be confused with input;
//! * ASCII control characters (`0x00..=0x1f`, `0x7f`) and bytes that are not part of valid
//!   UTF-8 print as `\xNN` (two lowercase hex digits), e.g. ESC is `\x1b`;
//! * other characters Rust does not consider printable (C1 controls, bidirectional
//!   overrides, zero-width and other format characters, unassigned code points, …) print as
//!   Rust's `escape_debug` writes them, `\u{…}`, e.g. U+202E is `\u{202e}`.

use std::ffi::OsStr;

/// `bytes` as printable text (see the module documentation).
pub fn escape_bytes(bytes: &[u8]) -> String {
    escape_bytes_limited(bytes, usize::MAX)
}

/// `bytes` as printable text, keeping only the first `max` characters (a byte that is not
/// valid UTF-8 counts as one character); `…` marks a cut.
pub fn escape_bytes_limited(bytes: &[u8], max: usize) -> String {
    let mut out = String::with_capacity(bytes.len().min(max.saturating_add(1)));
    let mut shown = 0usize;
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            if shown == max {
                out.push('…');
                return out;
            }
            push_char(&mut out, c);
            shown += 1;
        }
        for &b in chunk.invalid() {
            if shown == max {
                out.push('…');
                return out;
            }
            push_byte(&mut out, b);
            shown += 1;
        }
    }
    out
}

/// An argument or a file name as printable text (see the module documentation).
pub fn escape_os(s: &OsStr) -> String {
    escape_bytes(s.as_encoded_bytes())
}

fn push_byte(out: &mut String, b: u8) {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    out.push_str("\\x");
    out.push(HEX[usize::from(b >> 4)] as char);
    out.push(HEX[usize::from(b & 0xf)] as char);
}

fn push_char(out: &mut String, c: char) {
    match c {
        '\\' => out.push_str("\\\\"),
        ' '..='~' => out.push(c),
        '\0'..='\x1f' | '\x7f' => push_byte(out, c as u8),
        // Non-ASCII: kept if printable, `\u{…}` otherwise.
        _ => out.extend(c.escape_debug()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printable_text_is_unchanged() {
        assert_eq!(escape_bytes(b"0xZZ"), "0xZZ");
        assert_eq!(
            escape_bytes("gfx900 `x` 'y' \"z\"".as_bytes()),
            "gfx900 `x` 'y' \"z\""
        );
        assert_eq!(escape_bytes("Vega — ü ✓".as_bytes()), "Vega — ü ✓");
        assert_eq!(escape_bytes(b""), "");
    }

    #[test]
    fn controls_and_invalid_utf8_are_escaped() {
        assert_eq!(escape_bytes(b"\x1b[31mred"), "\\x1b[31mred");
        assert_eq!(
            escape_bytes(b"a\0b\x07c\x7f\r\t\n"),
            "a\\x00b\\x07c\\x7f\\x0d\\x09\\x0a"
        );
        assert_eq!(escape_bytes(b"\xff\xfe\x9b"), "\\xff\\xfe\\x9b");
        // A UTF-8 sequence cut short: its bytes, one by one.
        assert_eq!(escape_bytes(b"\xe2\x82x"), "\\xe2\\x82x");
        assert_eq!(escape_bytes(b"back\\slash"), "back\\\\slash");
    }

    #[test]
    fn unprintable_unicode_is_escaped() {
        // C1 control CSI, right-to-left override, zero-width space, BOM.
        assert_eq!(escape_bytes("\u{9b}".as_bytes()), "\\u{9b}");
        assert_eq!(escape_bytes("a\u{202e}b".as_bytes()), "a\\u{202e}b");
        assert_eq!(
            escape_bytes("\u{200b}\u{feff}".as_bytes()),
            "\\u{200b}\\u{feff}"
        );
    }

    #[test]
    fn output_has_no_control_characters() {
        let all: Vec<u8> = (0..=255u8).collect();
        let s = escape_bytes(&all);
        assert!(!s.chars().any(char::is_control), "{s}");
        let s = escape_bytes("\u{80}\u{85}\u{9f}\u{2028}\u{2029}".as_bytes());
        assert!(!s.chars().any(char::is_control), "{s}");
        assert!(!s.contains('\u{2028}') && !s.contains('\u{2029}'), "{s}");
    }

    #[test]
    fn limit_counts_characters_and_bytes() {
        assert_eq!(escape_bytes_limited(b"abcdef", 3), "abc…");
        assert_eq!(escape_bytes_limited(b"abc", 3), "abc");
        assert_eq!(escape_bytes_limited(b"\x1b\x1b\x1b\x1b", 2), "\\x1b\\x1b…");
        assert_eq!(escape_bytes_limited(b"\xff\xff\xff", 2), "\\xff\\xff…");
        assert_eq!(escape_bytes_limited("ééé".as_bytes(), 2), "éé…");
    }

    #[test]
    fn os_strings() {
        assert_eq!(escape_os(OsStr::new("a\x1bb.hex")), "a\\x1bb.hex");
    }
}
