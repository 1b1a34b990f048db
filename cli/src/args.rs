//! Command-line parsing, by hand: the grammar is small and the build stays lean.

use crate::escape::escape_os;
use gcn_isa::{Generation, UnknownCpu};
use std::ffi::{OsStr, OsString};
use std::fmt;
use std::path::PathBuf;

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    /// `gcn-isa --help` (or `gcn-isa help`).
    Help,
    /// `gcn-isa --version`.
    Version,
    /// `gcn-isa dis --help` (or `gcn-isa help dis`).
    DisHelp,
    /// `gcn-isa dis …`.
    Dis(DisArgs),
}

/// Options of `gcn-isa dis`.
#[derive(Debug, PartialEq, Eq)]
pub struct DisArgs {
    /// The generation `--mcpu` names.
    pub gen: Generation,
    /// Input is llvm-mc byte text, one instruction per line.
    pub hex: bool,
    /// Print llvm-mc's `; encoding: […]` comment.
    pub show_encoding: bool,
    /// Where the input comes from.
    pub input: Input,
}

/// The input source.
#[derive(Debug, PartialEq, Eq)]
pub enum Input {
    /// Standard input (`-` or no FILE).
    Stdin,
    /// A file.
    File(PathBuf),
}

/// A command line that does not parse; exit status 2.
#[derive(Debug, PartialEq, Eq)]
pub struct UsageError {
    /// What is wrong.
    pub message: String,
    /// The help to point at: `gcn-isa --help` or `gcn-isa dis --help`.
    pub dis: bool,
}

impl fmt::Display for UsageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let help = if self.dis {
            "gcn-isa dis --help"
        } else {
            "gcn-isa --help"
        };
        write!(f, "{}\nTry `{help}` for usage.", self.message)
    }
}

fn usage(dis: bool, message: impl Into<String>) -> UsageError {
    UsageError {
        message: message.into(),
        dis,
    }
}

/// Parses the arguments after the program name. Arguments quoted in error messages are
/// escaped ([`crate::escape`]): a message never carries raw control characters.
pub fn parse<I>(args: I) -> Result<Command, UsageError>
where
    I: IntoIterator<Item = OsString>,
{
    let mut args = args.into_iter();
    let Some(first) = args.next() else {
        return Err(usage(false, "missing subcommand (expected `dis`)"));
    };
    match first.to_str() {
        Some("-h" | "--help") => Ok(Command::Help),
        Some("-V" | "--version") => Ok(Command::Version),
        Some("help") => match args.next() {
            None => Ok(Command::Help),
            Some(a) if a == "dis" => Ok(Command::DisHelp),
            Some(other) => Err(usage(
                false,
                format!(
                    "unknown subcommand `{}` (expected `dis`)",
                    escape_os(&other)
                ),
            )),
        },
        Some("dis") => parse_dis(args.collect()),
        _ => Err(usage(
            false,
            format!(
                "unknown subcommand or option `{}` (expected `dis`)",
                escape_os(&first)
            ),
        )),
    }
}

fn parse_dis(args: Vec<OsString>) -> Result<Command, UsageError> {
    // `--help` wins over everything else before `--`.
    for a in &args {
        match a.to_str() {
            Some("--") => break,
            Some("-h" | "--help") => return Ok(Command::DisHelp),
            _ => {}
        }
    }

    let mut cpu: Option<OsString> = None;
    let mut hex = false;
    let mut show_encoding = false;
    let mut files: Vec<OsString> = Vec::new();
    let mut only_files = false;

    let mut it = args.into_iter();
    while let Some(arg) = it.next() {
        if only_files {
            files.push(arg);
            continue;
        }
        let Some(s) = arg.to_str() else {
            // Not UTF-8: cannot be an option, so it is a file name.
            files.push(arg);
            continue;
        };
        match s {
            "--" => only_files = true,
            "-" => files.push(arg),
            "--hex" | "-hex" => hex = true,
            "--show-encoding" | "-show-encoding" => show_encoding = true,
            "--mcpu" | "-mcpu" => match it.next() {
                Some(v) => cpu = Some(v),
                None => {
                    return Err(usage(
                        true,
                        format!("`{s}` needs a value, e.g. `{s} gfx900`"),
                    ))
                }
            },
            _ => {
                if let Some(v) = s
                    .strip_prefix("--mcpu=")
                    .or_else(|| s.strip_prefix("-mcpu="))
                {
                    cpu = Some(v.into());
                } else if s.starts_with('-') {
                    return Err(usage(
                        true,
                        format!("unknown option `{}`", escape_os(OsStr::new(s))),
                    ));
                } else {
                    files.push(arg);
                }
            }
        }
    }

    let Some(cpu) = cpu else {
        return Err(usage(
            true,
            "missing --mcpu CPU (e.g. --mcpu gfx900, --mcpu tahiti, --mcpu fiji)",
        ));
    };
    let gen = cpu
        .to_str()
        .and_then(|name| Generation::from_cpu(name).ok())
        .ok_or_else(|| usage(true, UnknownCpu::new(&escape_os(&cpu)).to_string()))?;

    if files.len() > 1 {
        return Err(usage(
            true,
            format!("expected at most one input FILE, got {}", files.len()),
        ));
    }
    let input = match files.pop() {
        None => Input::Stdin,
        Some(f) if f == "-" => Input::Stdin,
        Some(f) => Input::File(PathBuf::from(f)),
    };

    Ok(Command::Dis(DisArgs {
        gen,
        hex,
        show_encoding,
        input,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(args: &[&str]) -> Result<Command, UsageError> {
        parse(args.iter().map(OsString::from))
    }

    fn dis(args: &[&str]) -> DisArgs {
        match p(args) {
            Ok(Command::Dis(d)) => d,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn top_level() {
        assert_eq!(p(&["--help"]), Ok(Command::Help));
        assert_eq!(p(&["-h"]), Ok(Command::Help));
        assert_eq!(p(&["help"]), Ok(Command::Help));
        assert_eq!(p(&["help", "dis"]), Ok(Command::DisHelp));
        assert_eq!(p(&["--version"]), Ok(Command::Version));
        assert_eq!(p(&["-V"]), Ok(Command::Version));
        assert!(p(&[]).is_err());
        assert!(p(&["disassemble"]).is_err());
        assert!(p(&["--bogus"]).is_err());
    }

    #[test]
    fn dis_options() {
        let d = dis(&[
            "dis",
            "--mcpu",
            "gfx900",
            "--hex",
            "--show-encoding",
            "f.hex",
        ]);
        assert_eq!(d.gen, Generation::Gfx9);
        assert!(d.hex && d.show_encoding);
        assert_eq!(d.input, Input::File("f.hex".into()));

        let d = dis(&["dis", "--mcpu=tahiti"]);
        assert_eq!(d.gen, Generation::Gfx6);
        assert!(!d.hex && !d.show_encoding);
        assert_eq!(d.input, Input::Stdin);

        let d = dis(&["dis", "-mcpu=fiji", "-show-encoding", "-"]);
        assert_eq!(d.gen, Generation::Gfx8);
        assert!(d.show_encoding);
        assert_eq!(d.input, Input::Stdin);

        let d = dis(&["dis", "-mcpu", "gfx908", "--", "-odd-name"]);
        assert_eq!(d.gen, Generation::Gfx908);
        assert_eq!(d.input, Input::File("-odd-name".into()));
    }

    #[test]
    fn dis_help_wins() {
        assert_eq!(p(&["dis", "--bogus", "--help"]), Ok(Command::DisHelp));
        assert_eq!(p(&["dis", "-h"]), Ok(Command::DisHelp));
    }

    #[test]
    fn dis_errors() {
        let e = p(&["dis", "--hex"]).unwrap_err();
        assert!(e.message.contains("missing --mcpu"), "{e}");
        assert!(e.dis);
        let e = p(&["dis", "--mcpu", "gfx1100"]).unwrap_err();
        assert!(e.message.contains("unknown cpu `gfx1100`"), "{e}");
        let e = p(&["dis", "--mcpu"]).unwrap_err();
        assert!(e.message.contains("needs a value"), "{e}");
        let e = p(&["dis", "--mcpu", "gfx900", "--frobnicate"]).unwrap_err();
        assert!(e.message.contains("unknown option `--frobnicate`"), "{e}");
        let e = p(&["dis", "--mcpu", "gfx900", "a", "b"]).unwrap_err();
        assert!(e.message.contains("at most one"), "{e}");
        assert!(e
            .to_string()
            .ends_with("Try `gcn-isa dis --help` for usage."));
    }

    #[test]
    fn echoed_arguments_are_escaped() {
        for args in [
            &["\x1b[2Jbogus"][..],
            &["help", "\x1b[2Jbogus"],
            &["dis", "--mcpu", "gfx900", "--\x1b[2Jbogus"],
            &["dis", "--mcpu", "\x1b[2Jbogus"],
            &["dis", "--mcpu=\x1b[2Jbogus"],
        ] {
            let e = p(args).unwrap_err();
            assert!(e.message.contains("\\x1b[2Jbogus`"), "{args:?}: {e}");
            assert!(!e.message.chars().any(char::is_control), "{args:?}: {e}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn non_utf8_arguments_are_escaped() {
        use std::os::unix::ffi::OsStringExt;
        let bad = OsString::from_vec(b"gfx\xff900".to_vec());
        let e = parse([OsString::from("dis"), OsString::from("--mcpu"), bad.clone()]).unwrap_err();
        assert!(e.message.contains("unknown cpu `gfx\\xff900`"), "{e}");
        let e = parse([bad]).unwrap_err();
        assert!(e.message.contains("`gfx\\xff900`"), "{e}");
    }
}
