//! The byte text `llvm-mc -disassemble` reads, one line at a time.
//!
//! A line is a list of byte tokens separated by whitespace and/or commas. A token is an
//! unsigned integer 0..=255 written the way LLVM's `StringRef::getAsInteger(0, …)` reads it:
//! `0x1f`/`0X1F` (hex), `0b101`/`0B101` (binary), `0o17` or `017` (octal, leading zero),
//! `31` (decimal); leading zeros are fine. `#` starts a comment that runs to the end of the
//! line, as in llvm-mc; `;` does too (llvm-mc rejects it, we accept it so that
//! `… ; encoding: …`-style notes can follow the bytes). `[` and `]` (llvm-mc's instruction
//! grouping) are accepted and ignored: every line is one group here anyway.

use crate::escape::escape_bytes_limited;
use std::fmt;

/// A token that is not a byte.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenError {
    /// 1-based column (in bytes) where the token starts.
    pub column: usize,
    /// The token as written, escaped for printing (control characters and bytes that are
    /// not UTF-8 as `\x1b`-style escapes, see [`crate::escape`]), shortened if very long.
    pub token: String,
    /// Why it is not a byte.
    pub reason: Reason,
}

/// Why a token is not a byte.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    /// Not a number in any radix llvm-mc accepts.
    NotANumber,
    /// A number, but larger than 255.
    TooLarge,
}

impl fmt::Display for TokenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "invalid input token `{}` at column {}: ",
            self.token, self.column
        )?;
        match self.reason {
            Reason::NotANumber => f.write_str(
                "expected a byte such as 0x1f, 31, 037 or 0b11111 \
                 (separated by spaces or commas)",
            ),
            Reason::TooLarge => f.write_str("value does not fit in a byte (0..=255)"),
        }
    }
}

const MAX_SHOWN: usize = 40;

fn is_separator(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\r' | b'\n' | b',' | b'[' | b']')
}

fn is_comment(b: u8) -> bool {
    matches!(b, b'#' | b';')
}

/// Appends the bytes written on `line` to `out`. On error `out` may hold the bytes before the
/// bad token.
pub fn parse_line(line: &[u8], out: &mut Vec<u8>) -> Result<(), TokenError> {
    let mut i = 0;
    while i < line.len() {
        let b = line[i];
        if is_separator(b) {
            i += 1;
            continue;
        }
        if is_comment(b) {
            break;
        }
        let start = i;
        while i < line.len() && !is_separator(line[i]) && !is_comment(line[i]) {
            i += 1;
        }
        let token = &line[start..i];
        match parse_byte(token) {
            Ok(v) => out.push(v),
            Err(reason) => {
                return Err(TokenError {
                    column: start + 1,
                    token: escape_bytes_limited(token, MAX_SHOWN),
                    reason,
                });
            }
        }
    }
    Ok(())
}

/// One token as LLVM's `getAsInteger(0, unsigned)` reads it, limited to a byte.
pub fn parse_byte(token: &[u8]) -> Result<u8, Reason> {
    let (radix, digits) = match token {
        [b'0', b'x' | b'X', rest @ ..] => (16, rest),
        [b'0', b'b' | b'B', rest @ ..] => (2, rest),
        [b'0', b'o', rest @ ..] => (8, rest),
        [b'0', d, ..] if d.is_ascii_digit() => (8, &token[1..]),
        _ => (10, token),
    };
    if digits.is_empty() {
        return Err(Reason::NotANumber);
    }
    let mut value: u32 = 0;
    let mut too_large = false;
    for &c in digits {
        let d = match (c as char).to_digit(radix) {
            Some(d) => d,
            None => return Err(Reason::NotANumber),
        };
        if !too_large {
            value = value * radix + d;
            if value > 255 {
                too_large = true;
            }
        }
    }
    if too_large {
        Err(Reason::TooLarge)
    } else {
        Ok(value as u8)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<Vec<u8>, TokenError> {
        let mut v = Vec::new();
        parse_line(s.as_bytes(), &mut v).map(|()| v)
    }

    #[test]
    fn radixes_like_llvm() {
        assert_eq!(parse_byte(b"0x1f"), Ok(0x1f));
        assert_eq!(parse_byte(b"0XC0"), Ok(0xc0));
        assert_eq!(parse_byte(b"0x000000001"), Ok(1));
        assert_eq!(parse_byte(b"0b101"), Ok(5));
        assert_eq!(parse_byte(b"0B1"), Ok(1));
        assert_eq!(parse_byte(b"0o17"), Ok(0o17));
        assert_eq!(parse_byte(b"010"), Ok(8));
        assert_eq!(parse_byte(b"00"), Ok(0));
        assert_eq!(parse_byte(b"0"), Ok(0));
        assert_eq!(parse_byte(b"192"), Ok(192));
        assert_eq!(parse_byte(b"255"), Ok(255));
    }

    #[test]
    fn rejects_what_llvm_rejects() {
        assert_eq!(parse_byte(b"0xZZ"), Err(Reason::NotANumber));
        assert_eq!(parse_byte(b"0x"), Err(Reason::NotANumber));
        assert_eq!(parse_byte(b"08"), Err(Reason::NotANumber));
        assert_eq!(parse_byte(b"0b2"), Err(Reason::NotANumber));
        assert_eq!(parse_byte(b"c0"), Err(Reason::NotANumber));
        assert_eq!(parse_byte(b"-1"), Err(Reason::NotANumber));
        assert_eq!(parse_byte(b"+1"), Err(Reason::NotANumber));
        assert_eq!(parse_byte(b"0O17"), Err(Reason::NotANumber));
        assert_eq!(parse_byte(b"0x100"), Err(Reason::TooLarge));
        assert_eq!(parse_byte(b"256"), Err(Reason::TooLarge));
        assert_eq!(parse_byte(b"0xffffffffffffffffffff"), Err(Reason::TooLarge));
    }

    #[test]
    fn separators_comments_and_brackets() {
        assert_eq!(parse("0x01 0x03,0x02 ,, 0xc0").unwrap(), [1, 3, 2, 0xc0]);
        assert_eq!(parse("[0x01,0x02]").unwrap(), [1, 2]);
        assert_eq!(parse("\t0x01\r").unwrap(), [1]);
        assert_eq!(parse("0x01#0x02").unwrap(), [1]);
        assert_eq!(parse("0x01 ; 0x02").unwrap(), [1]);
        assert_eq!(parse("# only a comment").unwrap(), []);
        assert_eq!(parse("").unwrap(), []);
        assert_eq!(parse("   ").unwrap(), []);
    }

    #[test]
    fn error_names_token_and_column() {
        let e = parse("0x01 0xZZ 0x02").unwrap_err();
        assert_eq!(e.column, 6);
        assert_eq!(e.token, "0xZZ");
        assert_eq!(e.reason, Reason::NotANumber);
        assert!(e
            .to_string()
            .starts_with("invalid input token `0xZZ` at column 6"));
        let e = parse("0x100").unwrap_err();
        assert_eq!(e.reason, Reason::TooLarge);
        assert!(e.to_string().contains("does not fit in a byte"));
    }

    #[test]
    fn long_token_is_shortened() {
        let long = "x".repeat(100);
        let e = parse(&long).unwrap_err();
        assert_eq!(e.token.chars().count(), MAX_SHOWN + 1);
    }

    #[test]
    fn non_utf8_is_an_error_not_a_panic() {
        let mut v = Vec::new();
        let e = parse_line(b"0x01 \xff\xfe", &mut v).unwrap_err();
        assert_eq!(e.column, 6);
        assert_eq!(e.token, "\\xff\\xfe");
        // bytes in a comment are ignored
        v.clear();
        parse_line(b"0x01 # \xff", &mut v).unwrap();
        assert_eq!(v, [1]);
    }

    #[test]
    fn control_characters_in_tokens_are_escaped() {
        let mut v = Vec::new();
        // ESC c (a terminal reset), BEL, NUL, DEL.
        let e = parse_line(b"0x01 \x1bc\x07\x00\x7f 0x02", &mut v).unwrap_err();
        assert_eq!(e.column, 6);
        assert_eq!(e.token, "\\x1bc\\x07\\x00\\x7f");
        assert!(e
            .to_string()
            .starts_with("invalid input token `\\x1bc\\x07\\x00\\x7f` at column 6"));
        assert!(!e.to_string().chars().any(char::is_control));
    }
}
