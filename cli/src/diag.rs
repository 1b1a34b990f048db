//! The tool's warnings and errors on standard error, their `warning:` and `error:` coloured
//! as LLVM's tools colour them (`WithColor`): bold magenta and bold red, each followed by a
//! reset, when standard error is a terminal that LLVM 19 takes to have colours. Users who
//! switch from llvm-objdump see the same lines; redirected, the text has no escapes.

use std::fmt;
use std::io::{self, IsTerminal, Write};
use std::sync::OnceLock;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Warning,
    Error,
}

impl Severity {
    /// The word before the message, with the escapes around it when `coloured`.
    pub fn label(self, coloured: bool) -> &'static str {
        match (self, coloured) {
            (Severity::Warning, false) => "warning: ",
            (Severity::Error, false) => "error: ",
            (Severity::Warning, true) => "\x1b[0;1;35mwarning: \x1b[0m",
            (Severity::Error, true) => "\x1b[0;1;31merror: \x1b[0m",
        }
    }
}

/// LLVM 19's rule for a terminal's colours (`checkTerminalEnvironmentForColors`: Debian's
/// LLVM 19 consults no terminfo; measured with `script` under each kind of name).
pub fn term_has_colours(term: Option<&str>) -> bool {
    term.is_some_and(|t| {
        matches!(t, "ansi" | "cygwin" | "linux")
            || ["screen", "xterm", "vt100", "rxvt"]
                .iter()
                .any(|p| t.starts_with(p))
            || t.ends_with("color")
    })
}

/// Whether this process's standard error gets colours (decided once, as LLVM does).
fn coloured() -> bool {
    static COLOURED: OnceLock<bool> = OnceLock::new();
    *COLOURED.get_or_init(|| {
        io::stderr().is_terminal()
            && term_has_colours(std::env::var_os("TERM").as_deref().and_then(|t| t.to_str()))
    })
}

/// Writes `gcn-isa: warning: MESSAGE` (or `error:`) and a newline to standard error, in one
/// write; an error writing it is ignored (where `eprintln!` would panic).
pub fn report(severity: Severity, message: fmt::Arguments) {
    let line = format!("gcn-isa: {}{message}\n", severity.label(coloured()));
    let _ = io::stderr().lock().write_all(line.as_bytes());
}

/// `warning!("…", args)`: a warning on standard error (see [`report`]).
macro_rules! warning {
    ($($arg:tt)*) => {
        $crate::diag::report($crate::diag::Severity::Warning, format_args!($($arg)*))
    };
}

/// `error!("…", args)`: an error on standard error (see [`report`]).
macro_rules! error {
    ($($arg:tt)*) => {
        $crate::diag::report($crate::diag::Severity::Error, format_args!($($arg)*))
    };
}

pub(crate) use {error, warning};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terminals_with_colours_as_llvm_19_names_them() {
        for term in [
            "ansi",
            "cygwin",
            "linux",
            "xterm",
            "xterm-mono",
            "xterm-256color",
            "screen.xterm",
            "vt100x",
            "rxvt-unicode",
            "foo-color",
            "tmux-256color",
        ] {
            assert!(term_has_colours(Some(term)), "{term}");
        }
        for term in ["dumb", "putty", "vt220", "", "Linux", "ansi-m", "colors"] {
            assert!(!term_has_colours(Some(term)), "{term}");
        }
        assert!(!term_has_colours(None));
    }

    #[test]
    fn labels_are_llvm_with_color_escapes() {
        assert_eq!(Severity::Warning.label(false), "warning: ");
        assert_eq!(Severity::Error.label(false), "error: ");
        // llvm-objdump-19 on a terminal: `\e[0;1;35mwarning: \e[0m`, `\e[0;1;31merror: \e[0m`.
        assert_eq!(
            Severity::Warning.label(true).as_bytes(),
            b"\x1b[0;1;35mwarning: \x1b[0m"
        );
        assert_eq!(
            Severity::Error.label(true).as_bytes(),
            b"\x1b[0;1;31merror: \x1b[0m"
        );
    }
}
