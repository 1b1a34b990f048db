//! `gcn-isa`: disassemble AMD GCN/CDNA machine code (gfx6..gfx908) with LLVM's text.

mod args;
mod dis;
mod escape;
mod format;
mod hex;

use args::{Command, DisArgs, Input};
use std::io::{self, BufWriter, Read, Write};
use std::process::ExitCode;

const HELP: &str = "\
gcn-isa - disassemble AMD GCN/CDNA machine code (gfx6..gfx908) with LLVM's text

Usage:
  gcn-isa dis --mcpu CPU [--hex] [--show-encoding] [FILE|-]
  gcn-isa --help | --version
  gcn-isa dis --help

Subcommands:
  dis    disassemble machine code (raw bytes, or llvm-mc byte text with --hex)

Options:
  -h, --help       print help
  -V, --version    print the version
";

const DIS_HELP: &str = "\
gcn-isa dis - disassemble AMD GCN/CDNA machine code with LLVM's text

Usage:
  gcn-isa dis --mcpu CPU [--hex] [--show-encoding] [FILE|-]

Input is FILE, or standard input when FILE is `-` or absent. It is read in one go.

Options:
  --mcpu CPU        target processor (required): an LLVM AMDGPU name of gfx6..gfx908 such as
                    tahiti, gfx600..gfx602, bonaire, hawaii, gfx700..gfx705, fiji, tonga,
                    polaris10, gfx801..gfx810, gfx900, gfx902, gfx904, gfx906, gfx908,
                    gfx909, gfx90c, or a generation name: gfx6, gfx7, gfx8, gfx9.
                    Also accepted as --mcpu=CPU, -mcpu=CPU, -mcpu CPU.
  --hex             input is the byte text `llvm-mc -disassemble` reads (see below)
  --show-encoding   after each instruction print `; encoding: [0x..,…]` as llvm-mc does: the
                    decoded instruction encoded again (gcn-isa decodes losslessly, so these
                    are always the input bytes)
  -h, --help        print this help

Raw mode (default): FILE holds little-endian machine code, disassembled as one stream from
offset 0. Each instruction prints one line as llvm-objdump -d does for AMDGPU: a tab, the
text padded with spaces to 59 characters, `// `, the byte offset as 12 hex digits, `: `,
and the instruction's dwords as 8 hex digits each:
  <TAB>s_load_dword s12, s[2:3], 0x5                              // 00000000000C: C0020301 00000005
A dword that does not decode prints `.long 0x…` for that dword alone, and disassembly goes
on with the next dword, as llvm-objdump does; that is not an error. Only the instruction
lines are printed (no file or section headers). With --show-encoding, lines use llvm-mc's
layout instead (below), and an undecodable dword prints `<TAB>.long 0x… ; error: <why>`.
An input whose size is not a multiple of 4 bytes is refused with a message on stderr
(exit status 1) before anything is printed.

Hex mode (--hex): llvm-mc byte text. Tokens are separated by whitespace and/or commas; a
token is a byte 0..=255 written as 0x1f, 0X1F, 31, 037 (leading zero = octal), 0o37 or
0b11111. `#` and `;` start a comment that runs to the end of the line; `[` and `]` are
ignored. Unlike llvm-mc, which reads all lines as one stream, every line is decoded on its
own:
  * a line without bytes (blank or comment only) prints nothing;
  * a line holding one instruction prints exactly one line, byte-identical to llvm-mc 19:
    a tab and the instruction; with --show-encoding the text padded with spaces to 39
    characters (longer text: as is), then ` ; encoding: [0x01,0x03,…]`:
  <TAB>s_load_dword s12, s[2:3], 0x5           ; encoding: [0x01,0x03,0x02,0xc0,0x05,0x00,0x00,0x00]
  * a line holding more bytes than its instruction uses prints one `error:` line naming the
    instruction and the dwords left over: one instruction per line, one output line per
    input line;
  * a line that does not decode prints one line `error: <why>` (on stdout, so output lines
    stay aligned with input lines): a bad token (e.g. 0xZZ, 0x100, c0), a byte count that is
    not a multiple of 4, an unknown encoding or opcode, or an instruction cut short (a
    64-bit instruction given only 4 bytes). An error ends that line; later lines are still
    decoded.

Text quoted from the input or the command line in messages (a bad token, a file name, an
option) is escaped, so that binary input cannot send control sequences to the terminal:
control characters and bytes that are not UTF-8 print as \\xNN (ESC is \\x1b), a backslash
as \\\\, and other unprintable characters as \\u{…} (e.g. \\u{202e}).

Differences from LLVM 19, on purpose:
  * the encoding comment shows the input bytes; llvm-mc shows its canonical re-encoding,
    which clears bits the hardware ignores;
  * llvm-objdump's `; Warning: …` notes (e.g. misaligned SGPR tuples) are not printed;
  * llvm-objdump's branch-target annotation after a branch's dwords (e.g. ` <.text+0x58>`)
    is not printed: raw input has no sections or symbols to name;
  * llvm-mc rejects `;` as a token and reads all lines as one byte stream (see above).

Exit status:
  0  success (raw mode: also when some dwords printed as .long)
  1  --hex input had at least one `error:` line (a count is printed on stderr), the raw
     input size is not a multiple of 4, or the input could not be read
  2  usage error: unknown option, missing or unknown --mcpu, more than one FILE

Examples:
  gcn-isa dis --mcpu gfx900 --hex --show-encoding samples/gfx9-smem-mtbuf.hex
  echo '0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00' | gcn-isa dis --mcpu gfx900 --hex
  gcn-isa dis --mcpu gfx900 samples/gfx9-smem-mtbuf.bin
";

fn main() -> ExitCode {
    let command = match args::parse(std::env::args_os().skip(1)) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("gcn-isa: error: {e}");
            return ExitCode::from(2);
        }
    };
    let text = match command {
        Command::Help => HELP,
        Command::DisHelp => DIS_HELP,
        Command::Version => {
            return print_text(&format!("gcn-isa {}\n", env!("CARGO_PKG_VERSION")));
        }
        Command::Dis(d) => return run_dis(&d),
    };
    print_text(text)
}

fn print_text(text: &str) -> ExitCode {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gcn-isa: error: cannot write to standard output: {e}");
            ExitCode::from(1)
        }
    }
}

fn read_input(input: &Input) -> Result<Vec<u8>, String> {
    match input {
        Input::Stdin => {
            let mut buf = Vec::new();
            io::stdin()
                .lock()
                .read_to_end(&mut buf)
                .map_err(|e| format!("cannot read standard input: {e}"))?;
            Ok(buf)
        }
        Input::File(path) => {
            std::fs::read(path).map_err(|e| format!("cannot read `{}`: {e}", file_name(path)))
        }
    }
}

/// A file name as printed in messages: escaped, as any text that comes from outside.
fn file_name(path: &std::path::Path) -> String {
    escape::escape_os(path.as_os_str())
}

fn input_name(input: &Input) -> String {
    match input {
        Input::Stdin => "<stdin>".to_owned(),
        Input::File(p) => file_name(p),
    }
}

fn run_dis(d: &DisArgs) -> ExitCode {
    let data = match read_input(&d.input) {
        Ok(data) => data,
        Err(msg) => {
            eprintln!("gcn-isa: error: {msg}");
            return ExitCode::from(1);
        }
    };

    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    let result = if d.hex {
        dis::hex_mode(d.gen, d.show_encoding, &data, &mut out).map(Ok)
    } else {
        dis::raw_mode(d.gen, d.show_encoding, &data, &mut out)
    };
    let result = result.and_then(|r| out.flush().map(|()| r));

    match result {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gcn-isa: error: cannot write to standard output: {e}");
            ExitCode::from(1)
        }
        Ok(Err(odd)) => {
            eprintln!("gcn-isa: error: {}: {odd}", input_name(&d.input));
            ExitCode::from(1)
        }
        Ok(Ok(dis::Outcome::Clean)) => ExitCode::SUCCESS,
        Ok(Ok(dis::Outcome::LineErrors { count, first_line })) => {
            eprintln!(
                "gcn-isa: {}: {count} line(s) could not be disassembled (first: line {first_line})",
                input_name(&d.input)
            );
            ExitCode::from(1)
        }
    }
}
