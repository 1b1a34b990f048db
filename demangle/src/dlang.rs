//! D symbol names (`_D…`) as LLVM 19's D demangler prints them.
//!
//! LLVM 19 demangles a small subset of D's mangling
//! (<https://dlang.org/spec/abi.html#name_mangling>): `_Dmain`, and a qualified name
//! (identifiers, anonymous `0`s, `__S<digits>` fake parents, identifier back references)
//! followed by `Z` or by the type `int` (`i`, or a type back reference to one), which it
//! reads but does not print, with the compiler-generated `__initZ`, `__vtblZ`, `__ClassZ`,
//! `__InterfaceZ` and `__ModuleInfoZ` symbols named for what they are. Every other type
//! (functions, pointers, the other basic types) and template instances make it leave the
//! name as it is, and so does this code: what it prints is LLVM 19's, checked against
//! `llvm-cxxfilt-19` (`scripts/diff_demangle_d.py`), not the D specification's.
//!
//! LLVM walks the name with views that run to its end and marks a failure by making the
//! view null, which every later step then sees as empty; this code keeps that shape (a
//! `View` is the index where the view starts, `None` the null view), because when a step
//! fails decides what is demangled.

use alloc::vec::Vec;

/// Where a view of the name starts (it runs to the end of the name); `None` is LLVM's null
/// view, which ends the demangling in failure.
type View = Option<usize>;

/// Type back references may chain, each one further towards the name's start; deeper
/// chains than this are refused (the name is left as it is) instead of recursing on.
const MAX_BACKREF_DEPTH: u32 = 512;

/// The text of a `_D…` name, or `None` where LLVM 19 leaves the name as it is.
pub(crate) fn demangle(mangled: &[u8]) -> Option<Vec<u8>> {
    if !mangled.starts_with(b"_D") {
        return None;
    }
    let mut out = Vec::new();
    if mangled == b"_Dmain" {
        out.extend_from_slice(b"D main");
    } else {
        let mut d = Demangler {
            name: mangled,
            last_backref: mangled.len(),
            depth: 0,
        };
        let mut view = Some(0);
        d.parse_mangle(&mut out, &mut view);
        // The whole name must have been read.
        if view != Some(mangled.len()) {
            return None;
        }
    }
    (!out.is_empty()).then_some(out)
}

struct Demangler<'a> {
    name: &'a [u8],
    /// Where the type back reference being followed is; a nested one must lie before it.
    last_backref: usize,
    depth: u32,
}

impl Demangler<'_> {
    fn is_empty(&self, view: View) -> bool {
        view.is_none_or(|at| at >= self.name.len())
    }

    fn front(&self, view: View) -> Option<u8> {
        self.name.get(view?).copied()
    }

    fn remaining(&self, view: View) -> usize {
        view.map_or(0, |at| self.name.len().saturating_sub(at))
    }

    fn starts_with(&self, view: View, prefix: &[u8]) -> bool {
        view.and_then(|at| self.name.get(at..))
            .is_some_and(|rest| rest.starts_with(prefix))
    }

    fn advance(view: &mut View, by: usize) {
        if let Some(at) = view {
            *at += by;
        }
    }

    /// `Number`: decimal digits, below 2³²; a number that ends the name fails.
    fn decode_number(&self, view: &mut View) -> Option<u64> {
        if !self.front(*view).is_some_and(|c| c.is_ascii_digit()) {
            *view = None;
            return None;
        }
        let mut value: u64 = 0;
        while let Some(c) = self.front(*view).filter(u8::is_ascii_digit) {
            let digit = u64::from(c - b'0');
            if value > (u64::from(u32::MAX) - digit) / 10 {
                *view = None;
                return None;
            }
            value = value * 10 + digit;
            Self::advance(view, 1);
        }
        if self.is_empty(*view) {
            *view = None;
            return None;
        }
        Some(value)
    }

    /// `NumberBackRef`: base 26, upper-case letters for the higher digits and a lower-case
    /// one for the last; zero is not a position.
    fn decode_backref_pos(&self, view: &mut View) -> Option<u64> {
        let mut value: u64 = 0;
        while let Some(c) = self.front(*view).filter(u8::is_ascii_alphabetic) {
            if value > (u64::MAX - 25) / 26 {
                break;
            }
            value *= 26;
            if c.is_ascii_lowercase() {
                value += u64::from(c - b'a');
                if value as i64 <= 0 {
                    break;
                }
                Self::advance(view, 1);
                return Some(value);
            }
            value += u64::from(c - b'A');
            Self::advance(view, 1);
        }
        *view = None;
        None
    }

    /// `Q NumberBackRef` at `view`: where it points, at or before the `Q`.
    fn decode_backref(&self, view: &mut View) -> Option<usize> {
        let q = (*view)?;
        Self::advance(view, 1);
        match self.decode_backref_pos(view) {
            Some(back) if back <= q as u64 => Some(q - back as usize),
            _ => {
                *view = None;
                None
            }
        }
    }

    /// `IdentifierBackRef`: the back reference points to an `LName`.
    fn parse_symbol_backref(&self, out: &mut Vec<u8>, view: &mut View) {
        let Some(target) = self.decode_backref(view) else {
            *view = None;
            return;
        };
        let mut backref = Some(target);
        let len = self.decode_number(&mut backref);
        let Some(len) =
            len.filter(|&len| !self.is_empty(backref) && self.remaining(backref) as u64 >= len)
        else {
            *view = None;
            return;
        };
        self.parse_lname(out, &mut backref, len as usize);
        if self.is_empty(backref) {
            *view = None;
        }
    }

    /// `TypeBackRef`: the back reference points to a type, before any type back reference
    /// being followed.
    fn parse_type_backref(&mut self, view: &mut View) {
        let Some(at) = *view else { return };
        if at >= self.last_backref || self.depth >= MAX_BACKREF_DEPTH {
            *view = None;
            return;
        }
        let saved = self.last_backref;
        self.last_backref = at;
        let Some(target) = self.decode_backref(view) else {
            // LLVM leaves the position as it is here: the name fails anyway.
            *view = None;
            return;
        };
        let mut backref = Some(target);
        self.depth += 1;
        if !self.parse_type(&mut backref) {
            *view = None;
        }
        self.depth -= 1;
        self.last_backref = saved;
        if self.is_empty(backref) {
            *view = None;
        }
    }

    /// Whether a `SymbolName` starts at `view` (not empty): an `LName`'s length, or a back
    /// reference to one.
    fn is_symbol_name(&self, view: View) -> bool {
        let Some(q) = view else { return false };
        match self.name.get(q) {
            Some(c) if c.is_ascii_digit() => true,
            Some(b'Q') => {
                let mut after = Some(q + 1);
                match self.decode_backref_pos(&mut after) {
                    Some(back) if back <= q as u64 => self.name[q - back as usize].is_ascii_digit(),
                    _ => false,
                }
            }
            _ => false,
        }
    }

    /// `_D QualifiedName Type` or `_D QualifiedName Z` (the type is read, not printed).
    fn parse_mangle(&mut self, out: &mut Vec<u8>, view: &mut View) {
        Self::advance(view, 2);
        self.parse_qualified(out, view);
        if self.is_empty(*view) {
            *view = None;
            return;
        }
        if self.front(*view) == Some(b'Z') {
            Self::advance(view, 1);
            return;
        }
        if !self.parse_type(view) {
            *view = None;
        }
    }

    /// `QualifiedName`: identifiers joined by `.`, anonymous ones (`0`) skipped.
    fn parse_qualified(&self, out: &mut Vec<u8>, view: &mut View) {
        let mut not_first = false;
        loop {
            if self.front(*view) == Some(b'0') {
                while self.front(*view) == Some(b'0') {
                    Self::advance(view, 1);
                }
            } else {
                if not_first {
                    out.push(b'.');
                }
                not_first = true;
                self.parse_identifier(out, view);
            }
            if self.is_empty(*view) || !self.is_symbol_name(*view) {
                break;
            }
        }
    }

    /// `SymbolName`: a back reference, or an `LName` (past any `__S<digits>` fake parents,
    /// which make names of declarations in one function unique).
    fn parse_identifier(&self, out: &mut Vec<u8>, view: &mut View) {
        loop {
            if self.is_empty(*view) {
                *view = None;
                return;
            }
            if self.front(*view) == Some(b'Q') {
                return self.parse_symbol_backref(out, view);
            }
            let len = self.decode_number(view);
            let Some(len) = len.filter(|&len| !self.is_empty(*view) && len != 0) else {
                *view = None;
                return;
            };
            let remaining = self.remaining(*view);
            if (remaining as u64) < len {
                *view = None;
                return;
            }
            let len = len as usize;
            if len >= 4 && self.starts_with(*view, b"__S") {
                let suffix = remaining - len;
                let mut rest = remaining - 3;
                let mut at = view.unwrap_or(0) + 3;
                while rest > suffix && self.name[at].is_ascii_digit() {
                    at += 1;
                    rest -= 1;
                }
                if rest == suffix {
                    Self::advance(view, len);
                    continue;
                }
            }
            return self.parse_lname(out, view, len);
        }
    }

    /// `LName`: the identifier's text, or what a compiler-generated symbol is for.
    fn parse_lname(&self, out: &mut Vec<u8>, view: &mut View, len: usize) {
        let generated: &[(usize, &[u8], &[u8])] = &[
            (6, b"__initZ", b"initializer for "),
            (6, b"__vtblZ", b"vtable for "),
            (7, b"__ClassZ", b"ClassInfo for "),
            (11, b"__InterfaceZ", b"Interface for "),
            (12, b"__ModuleInfoZ", b"ModuleInfo for "),
        ];
        for &(n, symbol, text) in generated {
            if len == n && self.starts_with(*view, symbol) {
                // Prepended, and the output's last byte dropped: the `.` written before
                // this identifier (or the text's own trailing space).
                out.splice(0..0, text.iter().copied());
                out.pop();
                Self::advance(view, len);
                return;
            }
        }
        if let Some(at) = *view {
            out.extend_from_slice(&self.name[at..at + len]);
        }
        Self::advance(view, len);
    }

    /// `Type`, as far as LLVM 19 reads one: `int` and type back references, neither of
    /// them printed.
    fn parse_type(&mut self, view: &mut View) -> bool {
        match self.front(*view) {
            Some(b'i') => {
                Self::advance(view, 1);
                true
            }
            Some(b'Q') => {
                self.parse_type_backref(view);
                true
            }
            _ => {
                *view = None;
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::demangle;
    use alloc::string::String;

    fn text(name: &str) -> Option<String> {
        demangle(name.as_bytes()).map(|t| String::from_utf8(t).unwrap())
    }

    #[test]
    fn names_print_as_llvm_prints_them() {
        // Each checked against llvm-cxxfilt-19.
        for (name, expected) in [
            ("_Dmain", Some("D main")),
            ("_D8demangle4testi", Some("demangle.test")),
            ("_D8demangle4testZ", Some("demangle.test")),
            (
                "_D3std5stdio12__ModuleInfoZ",
                Some("ModuleInfo for std.stdio"),
            ),
            (
                "_D8demangle4test6__initZ",
                Some("initializer for demangle.test"),
            ),
            ("_D8demangle4test6__vtblZ", Some("vtable for demangle.test")),
            (
                "_D8demangle4test7__ClassZ",
                Some("ClassInfo for demangle.test"),
            ),
            (
                "_D8demangle4test11__InterfaceZ",
                Some("Interface for demangle.test"),
            ),
            ("_D6__initZ", Some("initializer for")),
            ("_D1a6__vtbli", Some("a.__vtbl")),
            ("_D8demangle9__S2141644testi", Some("demangle.test")),
            ("_D1b4__S11ai", Some("b.a")),
            ("_D8demangle00004testi", Some("demangle.test")),
            ("_D1a1bQeZ", Some("a.b.a")),
            ("_D1i1aQd", Some("i.a")),
            ("_D1i1aQdZ", None),
            ("_D8demangleQkZ", None),
            ("_D8demangle4testFZv", None),
            ("_D1af", None),
            ("_D8demangle4test", None),
            ("_D4294967295ai", None),
            ("_D", None),
            ("_D0Z", None),
        ] {
            assert_eq!(text(name).as_deref(), expected, "{name}");
        }
    }

    /// `_D1i<LName>Q…`: the LName's text is a chain of `n` type back references (each `Qc`
    /// points to the `Q` before it, the first to the `i`), and the type at the end points
    /// to its last one.
    fn chain(n: usize) -> String {
        use alloc::format;
        let backref = |mut d: usize| {
            let mut digits = alloc::vec::Vec::new();
            loop {
                digits.push((d % 26) as u8);
                d /= 26;
                if d == 0 {
                    break;
                }
            }
            digits.reverse();
            let last = digits.len() - 1;
            let mut text = String::new();
            for (k, &d) in digits.iter().enumerate() {
                text.push(char::from(if k == last { b'a' } else { b'A' } + d));
            }
            text
        };
        let (prefix, mut text) = ("_D1i", String::new());
        for digits in 1..6 {
            text = format!("Q{}{}", backref(prefix.len() + digits - 3), "Qc".repeat(n));
            if format!("{}", text.len()).len() == digits {
                break;
            }
        }
        let name = format!("{prefix}{}{text}", text.len());
        let distance = 2;
        format!("{name}Q{}", backref(distance))
    }

    #[test]
    fn type_back_reference_chains_are_followed_to_a_bound() {
        // llvm-cxxfilt-19 prints `i.` and the LName for both; the second is past this
        // crate's bound (documented), and must end without overflowing the stack.
        let name = chain(100);
        let lname = &name[4..name.len() - 2];
        let digits = lname.len() - lname.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        assert_eq!(text(&name), Some(alloc::format!("i.{}", &lname[digits..])));
        assert_eq!(text(&chain(600)), None);
    }
}
