//! The command line, parsed with clap. LLVM's single-dash spellings (`-mcpu=gfx900`,
//! `-mcpu gfx900`, `-d`, `-D`) are accepted beside the double-dash ones.

use clap::{Args, Parser, Subcommand, ValueEnum};
use gcn_isa::Generation;
use std::ffi::OsString;
use std::path::PathBuf;

const ABOUT: &str =
    "Disassemble AMD GCN/CDNA machine code (gfx6..gfx908) with LLVM 19's text, faster";

const MAIN_AFTER: &str = "\
Examples:
  gcn-isa objdump -d kernel.co                    # like llvm-objdump -d
  gcn-isa objdump --symbolize-operands app.hipfb  # every GPU code object in a bundle
  gcn-isa objdump --format json ./my_hip_program  # the .hip_fatbin of a host executable
  gcn-isa dis --mcpu gfx900 --hex --show-encoding samples/gfx9-kernel.hex
  gcn-isa explain --mcpu gfx900 C0020003 00000010

Exit status:
  0  success   1  an input could not be read or disassembled   2  usage error";

#[derive(Parser, Debug)]
#[command(name = "gcn-isa", version, about = ABOUT, after_help = MAIN_AFTER)]
#[command(
    subcommand_required = true,
    arg_required_else_help = true,
    propagate_version = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Disassemble raw machine code, or llvm-mc byte text (--hex).
    #[command(after_help = DIS_AFTER)]
    Dis(DisArgs),
    /// Disassemble code objects, offload bundles, HIP executables and archives, like llvm-objdump -d.
    // `-h` is llvm-objdump's --section-headers here; help is --help only.
    // A flag given twice is given once, as llvm-objdump takes `-d -d` (scripts build their
    // flags by parts).
    #[command(
        after_help = OBJDUMP_AFTER,
        disable_help_flag = true,
        args_override_self = true
    )]
    Objdump(Box<ObjdumpArgs>),
    /// Show what every bit of one instruction means.
    #[command(after_help = EXPLAIN_AFTER)]
    Explain(ExplainArgs),
}

/// `--disassembler-color`'s modes, as llvm-objdump names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorMode {
    /// Colour.
    On,
    /// No colour.
    Off,
    /// Colour when standard output is a terminal.
    Terminal,
}

/// `--dwarf`'s sections, as llvm-objdump 19 names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum DwarfSection {
    /// `.debug_frame` and `.eh_frame`.
    Frames,
}

/// Output formats.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// llvm-objdump's / llvm-mc's text.
    #[default]
    Text,
    /// One JSON object per instruction, one per line.
    Json,
}

fn parse_cpu(name: &str) -> Result<Generation, String> {
    // The message is escaped with the rest of clap's (main.rs).
    Generation::from_cpu(name).map_err(|_| {
        format!(
            "unknown cpu `{}`: expected an LLVM AMDGPU name of gfx6..gfx908 such as tahiti, \
             gfx600..gfx602, bonaire, hawaii, gfx700..gfx705, fiji, tonga, polaris10, \
             gfx801..gfx810, gfx900, gfx902, gfx904, gfx906, gfx908, gfx909, gfx90c, \
             gfx9-generic, or gfx6, gfx7, gfx8, gfx9",
            name
        )
    })
}

/// An `--offload-arch` value: an AMDGPU processor (`gfx908`), alone or with target
/// features (`gfx908:sramecc+:xnack-`), as clang's `--offload-arch` and bundle entry ids
/// write them.
fn parse_offload_arch(text: &str) -> Result<String, String> {
    let processor = text.split(':').next().unwrap_or(text);
    let well_formed = processor.len() > 3
        && processor.starts_with("gfx")
        && processor[3..]
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        && text
            .split(':')
            .skip(1)
            .all(|f| f.len() > 1 && (f.ends_with('+') || f.ends_with('-')));
    match well_formed {
        true => Ok(text.to_owned()),
        false => Err(format!(
            "'{text}' is not an AMDGPU processor or target ID (e.g. gfx908, gfx908:xnack-)"
        )),
    }
}

/// `--triple`, as LLVM tools take it: accepted when it names the `amdgcn` architecture
/// (`amdgcn`, `amdgcn-amd-amdhsa`, `amdgcn-mesa-mesa3d`, …), which is all gcn-isa reads.
fn parse_triple(text: &str) -> Result<String, String> {
    match text.split('-').next() {
        Some("amdgcn") => Ok(text.to_owned()),
        _ => Err(format!(
            "gcn-isa disassembles AMDGPU code only: expected an amdgcn triple such as \
             amdgcn-amd-amdhsa, not `{text}`"
        )),
    }
}

fn parse_arch_name(text: &str) -> Result<String, String> {
    match text {
        "amdgcn" => Ok(text.to_owned()),
        _ => Err(format!(
            "gcn-isa disassembles AMDGPU code only: the architecture is amdgcn, not `{text}`"
        )),
    }
}

/// An address as llvm-objdump reads one: the base from the prefix (`0x` hex, `0b` binary,
/// `0` octal, else decimal).
fn parse_address(text: &str) -> Result<u64, String> {
    let (digits, radix) = if let Some(hex) = text.strip_prefix("0x").or(text.strip_prefix("0X")) {
        (hex, 16)
    } else if let Some(bin) = text.strip_prefix("0b").or(text.strip_prefix("0B")) {
        (bin, 2)
    } else if text.len() > 1 && text.starts_with('0') {
        (&text[1..], 8)
    } else {
        (text, 10)
    };
    // `from_str_radix` would take a sign; an address has none.
    match digits.starts_with(['+', '-']) {
        true => None,
        false => u64::from_str_radix(digits, radix).ok(),
    }
    .ok_or_else(|| format!("expected an integer, but got `{text}`"))
}

/// The most `--debug-vars-indent` takes: LLVM pads each line to any `int`, gigabytes of
/// spaces per line past a few million (docs/DEVIATIONS.md).
const MAX_DEBUG_VARS_INDENT: i32 = 1024;

/// `--debug-vars-indent`, read as LLVM reads an `int` (`StringRef::getAsInteger`, radix
/// from the prefix, a leading `-` allowed).
fn parse_debug_vars_indent(text: &str) -> Result<i32, String> {
    let (negative, magnitude) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let value = parse_address(magnitude)
        .ok()
        .filter(|_| !magnitude.is_empty())
        .and_then(|v| i64::try_from(v).ok())
        .map(|v| if negative { -v } else { v })
        .and_then(|v| i32::try_from(v).ok())
        .ok_or_else(|| format!("expected an integer, but got `{text}`"))?;
    if value > MAX_DEBUG_VARS_INDENT {
        return Err(format!(
            "{value} is larger than {MAX_DEBUG_VARS_INDENT}, the most gcn-isa takes"
        ));
    }
    Ok(value)
}

const DIS_AFTER: &str = "\
Input is FILE, or standard input when FILE is `-` or absent.

Raw mode (default): FILE holds little-endian machine code, disassembled as one stream from
offset 0, one line per instruction as llvm-objdump -d prints it for AMDGPU: a tab, the text
padded to 59 characters, `// `, the byte offset as 12 hex digits, `: ` and the dwords:
  <TAB>s_load_dword s12, s[2:3], 0x5                              // 00000000000C: C0020301 00000005
A dword that does not decode prints `.long 0x…` for that dword alone, and disassembly goes
on with the next dword, as llvm-objdump does; that is not an error. An input whose size is
not a multiple of 4 bytes is refused (exit status 1) before anything is printed.

Hex mode (--hex): llvm-mc byte text, one instruction per line. Tokens are separated by
whitespace and/or commas; a token is a byte written as 0x1f, 0X1F, 31, 037 (octal), 0o37 or
0b11111. `#` and `;` start a comment; `[` and `]` are ignored. Each line is decoded on its
own: a line without bytes prints nothing; a line holding one instruction prints exactly one
line, byte-identical to llvm-mc 19 (with --show-encoding: the text padded to 39 characters,
then ` ; encoding: [0x01,…]`); a line that does not decode, or holds more bytes than its
instruction, prints one line `error: <why>` on stdout, so output lines stay aligned with
input lines.

--format json: one JSON object per line instead: per instruction its address (raw mode: the
byte offset; --hex: the offset in the bytes of the lines of whole dwords, and `line`, the
input line), words, mnemonic, encoding, opcode, operands with their roles and text,
registers read and written, branch target and text; a dword that does not decode (raw
mode) or a line that gives no instruction (--hex) has `error` instead of the instruction's
keys.

Differences from LLVM 19, on purpose: the encoding comment shows the input bytes (llvm-mc
shows its re-encoding, which clears bits the hardware ignores); raw input has no symbols,
so branch targets are not annotated; llvm-mc reads all lines as one stream.

Exit status:
  0  success (raw mode: also when some dwords printed as .long)
  1  --hex input had at least one `error:` line (a count is printed on stderr), the raw
     input size is not a multiple of 4, or the input could not be read
  2  usage error: unknown option, missing or unknown --mcpu, more than one FILE, a
     --mattr feature that changes LLVM's disassembly of the generation

Examples:
  gcn-isa dis --mcpu gfx900 --hex --show-encoding samples/gfx9-smem-mtbuf.hex
  echo '0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00' | gcn-isa dis --mcpu gfx900 --hex
  gcn-isa dis --mcpu gfx900 --format json samples/gfx9-smem-mtbuf.bin
  gcn-isa dis --mcpu gfx900 --hex --format json samples/gfx9-smem-mtbuf.hex";

#[derive(Args, Debug)]
pub struct DisArgs {
    /// Target processor: an LLVM AMDGPU name (gfx900, tahiti, fiji, …) or gfx6..gfx9.
    #[arg(long, value_name = "CPU", value_parser = parse_cpu)]
    pub mcpu: Generation,
    /// Accepted for llvm-mc compatibility when it names amdgcn (`-triple=amdgcn`); the
    /// processor is --mcpu's.
    #[arg(long, value_name = "TRIPLE", value_parser = parse_triple)]
    pub triple: Option<String>,
    /// LLVM target features (comma-separated), as llvm-mc takes them: one LLVM does not know
    /// is a warning; one that leaves LLVM 19's disassembly of --mcpu's generation unchanged
    /// (`+xnack`, `+sramecc` …) is accepted; one that would change it is a usage error.
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "FEATURES",
        allow_hyphen_values = true
    )]
    pub mattr: Vec<String>,
    /// Input is the byte text `llvm-mc -disassemble` reads.
    #[arg(long)]
    pub hex: bool,
    /// After each instruction print `; encoding: [0x..,…]` as llvm-mc does.
    #[arg(long)]
    pub show_encoding: bool,
    /// Output format: llvm-objdump's (raw) or llvm-mc's (--hex) text, or JSON lines.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    #[command(flatten)]
    pub split: SplitArgs,
    /// Input file (`-` or absent: standard input).
    #[arg(value_name = "FILE")]
    pub input: Option<PathBuf>,
}

/// How the work is split across threads (`dis` raw mode and `objdump`).
#[derive(Args, Debug)]
pub struct SplitArgs {
    /// Threads to disassemble on (default: one per core, at most 8); the output is the
    /// same whatever the number.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..=256))]
    pub threads: Option<u16>,
    /// Dwords per piece of the stream handed to a thread (for tests: small pieces make the
    /// threads' joins frequent).
    #[arg(long, hide = true, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub chunk_dwords: Option<u32>,
}

impl SplitArgs {
    pub fn split(&self) -> crate::parallel::Split {
        let default = crate::parallel::Split::default();
        crate::parallel::Split {
            threads: self.threads.map_or(default.threads, usize::from),
            chunk: self.chunk_dwords.map_or(default.chunk, |n| n as usize),
        }
    }
}

const OBJDUMP_AFTER: &str = "\
Each FILE is one of:
  * an AMDGPU ELF code object (relocatable or shared, code object v2 to v5): its processor
    comes from the ELF header's e_flags, as llvm-objdump takes it; --mcpu overrides it;
  * a clang offload bundle (`__CLANG_OFFLOAD_BUNDLE__`, e.g. a .hipfb file) or a compressed
    one (`CCOB`, zlib or zstd): every amdgcn entry is printed, headed `FILE(ENTRY-ID)`, the
    way llvm-objdump heads archive members; host entries are skipped, and so, with one
    warning, are entries for processors gcn-isa does not cover (a HIP binary's gfx90a or
    gfx1030 code); --offload-arch picks entries by processor;
  * a host ELF executable or shared library with a `.hip_fatbin` section: every bundle in
    it, e.g. `gcn-isa objdump --offload-arch gfx908 /usr/lib/x86_64-linux-gnu/librocsparse.so.0`;
    the same for Windows: a PE image (.exe, .dll; the section is `.hip_fat` there) or a
    COFF object (.obj) built by clang for HIP;
  * a host ELF or COFF file with offloading sections (`.llvm.offloading`: OpenMP offload programs built
    by clang, objects of its new offload driver) or an offloading binary file (10 FF 10 AD,
    as clang-offload-packager writes them): every code object image in them, headed
    `FILE(PRODUCER-TRIPLE-ARCH)` (`a.out(openmp-amdgcn-amd-amdhsa-gfx908)`); images of LLVM
    IR (an object compiled with -c: its code is made at link time) are named in a warning;
    --offloading lists the images as llvm-objdump does;
  * a host ELF with none of these but code objects kept as plain data (ROCr's
    libhsa-runtime64 keeps its blit kernels so): each, found by its header, headed
    `FILE(embedded-OFFSET-PROCESSOR)`;
  * an `ar` archive (GNU, BSD, thin, or Windows' .lib) of any of these: each member printed as llvm-objdump
    prints archive members, headed `ARCHIVE(MEMBER)` (a bundle's or host object's entries
    `ARCHIVE(MEMBER)(ENTRY-ID)`); a member that is none of these is an error naming it, and
    the other members are still printed.
FILE `-` is standard input (headed `<stdin>:`, as llvm-objdump heads it); a pipe or a
device is read to its end, a regular file memory-mapped.

The output is llvm-objdump 19's, byte for byte: the file header, `Disassembly of section`
lines, a `<symbol>:` block per symbol, one line per instruction with the `// ADDRESS: WORDS`
comment, `<symbol+0xoff>` after branches, `.long` for words that do not decode. Unlike
llvm-objdump 19 it also disassembles gfx6 and gfx7 (llvm-objdump aborts on those). So are
the tables of -h (sections), -s (section contents), -t (symbols) and -r (relocations), and
C++ names demangled by -C (`vectorAdd(float const*, float*, int)`).

Instructions of encodings gcn-isa does not implement yet print as `.long` words.

--format json prints one object per instruction: file, member (archive member), object
(bundle entry), section, symbol (demangled with -C), source (with -l: function, file,
line), address, words, mnemonic, encoding, opcode, operands (name, role), registers (name,
role), target (for branches) and text; a dword that does not decode has `error` instead.

Exit status:
  0  success (`.long` lines for words that do not decode are not errors)
  1  a file could not be read or disassembled (the message names the file and where; the
     other files are still printed), or a --mattr feature changes LLVM's disassembly of
     the object's generation (the run ends there, as with -M)
  2  usage error: unknown option, unknown --mcpu, no FILE";

#[derive(Args, Debug)]
pub struct ObjdumpArgs {
    /// Disassemble executable sections (the default; accepted for llvm-objdump compatibility).
    #[arg(short = 'd', long = "disassemble")]
    pub disassemble: bool,
    /// Disassemble every section with contents; `NAME.kd` symbols print as `.amdhsa_*`
    /// kernel descriptor directives.
    #[arg(short = 'D', long = "disassemble-all")]
    pub disassemble_all: bool,
    /// Only these symbols (comma-separated), e.g. `--disassemble-symbols=add,add.kd`.
    #[arg(long, value_delimiter = ',', value_name = "SYMBOLS")]
    pub disassemble_symbols: Vec<String>,
    /// Only this section (may be repeated), e.g. `-j .text`. As llvm-objdump, warns at the
    /// end about the names no input has, when none of them was found.
    #[arg(short = 'j', long = "section", value_name = "NAME")]
    pub sections: Vec<String>,
    /// A `<symbol>:` line for every symbol at a block's address (aliases too), not only
    /// for the one that names the block.
    #[arg(long)]
    pub show_all_symbols: bool,
    /// Print branch targets as labels (`L0`, `L1`, …) that start blocks of their own, and
    /// basic blocks as `<BBn>` where the object has an address map (`.llvm_bb_addr_map`).
    #[arg(long)]
    pub symbolize_operands: bool,
    /// With --symbolize-operands: the basic blocks' PGO analysis as frequencies relative to
    /// the entry block and branch probabilities as percentages, not raw numbers.
    #[arg(long)]
    pub pretty_pgo_analysis_map: bool,
    /// Accepted for llvm-objdump compatibility: AMDGPU lines always show the words (it
    /// moves --debug-vars' columns 8 characters left, as in llvm-objdump).
    #[arg(long)]
    pub no_show_raw_insn: bool,
    /// Where source variables live (registers, memory), as columns beside the
    /// disassembly, with each variable's name and location after the source line (`-l`,
    /// `-S`) where it starts: `unicode` box drawing (the default) or `ascii`.
    #[arg(
        long,
        value_name = "FORMAT",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "unicode",
        value_parser = ["ascii", "unicode"]
    )]
    pub debug_vars: Option<String>,
    /// With --debug-vars: the first column's distance from the start of the instruction
    /// text (default 52; LLVM's `int`, so 0x, 0b and leading-0 octal are read, and a
    /// negative value too; at most 1024).
    #[arg(long, value_name = "N", default_value = "52", value_parser = parse_debug_vars_indent)]
    pub debug_vars_indent: i32,
    /// Do not print the address before a symbol's name (nor in `-r`'s relocation lines).
    #[arg(long, visible_alias = "no-addresses")]
    pub no_leading_addr: bool,
    /// Relocations: with disassembly (`-d`, `-D`, `--disassemble-symbols`) a line after
    /// each instruction they patch (disassembled on one thread then); without it, a table
    /// per relocated section.
    #[arg(short = 'r', long = "reloc")]
    pub reloc: bool,
    /// The symbol table (`SYMBOL TABLE:`), before the rest; alone, instead of the
    /// disassembly.
    #[arg(short = 't', long = "syms")]
    pub syms: bool,
    /// The dynamic symbol table (`DYNAMIC SYMBOL TABLE:`), after the symbol table; alone,
    /// instead of the disassembly.
    #[arg(short = 'T', long = "dynamic-syms")]
    pub dynamic_syms: bool,
    /// The dynamic relocations (`DYNAMIC RELOCATION RECORDS`) of a linked code object;
    /// alone, instead of the disassembly.
    #[arg(short = 'R', long = "dynamic-reloc")]
    pub dynamic_reloc: bool,
    /// The file header's architecture and start address, first; alone, instead of the
    /// disassembly.
    #[arg(short = 'f', long = "file-headers")]
    pub file_headers: bool,
    /// The program headers, the dynamic section and the symbol version sections, after
    /// the file header; alone, instead of the disassembly.
    #[arg(short = 'p', long = "private-headers")]
    pub private_headers: bool,
    /// All headers: -a -f -p -h -r -t together.
    #[arg(short = 'x', long = "all-headers")]
    pub all_headers: bool,
    /// The section table (`Sections:`), before the rest; alone, instead of the disassembly.
    #[arg(short = 'h', long = "section-headers", visible_alias = "headers")]
    pub section_headers: bool,
    /// Every section's bytes in hex and as text (`Contents of section`), before the
    /// disassembly; alone, instead of it.
    #[arg(short = 's', long = "full-contents")]
    pub full_contents: bool,
    /// Demangle C++ (Itanium ABI and Microsoft), Rust (v0) and D symbol names, as LLVM 19
    /// prints them, in symbol lines, branch targets and the -t and -r tables;
    /// --disassemble-symbols then takes the demangled names.
    #[arg(short = 'C', long = "demangle")]
    pub demangle: bool,
    /// Before instructions, the function (`; NAME():`) and the source file and line
    /// (`; FILE:LINE`) they come from, from the DWARF line table and the symbol table, as
    /// llvm-objdump prints them; implies -d. With --format json, each instruction's
    /// `source` (function, file, line).
    #[arg(short = 'l', long = "line-numbers")]
    pub line_numbers: bool,
    /// Before instructions, the source line they come from (`; TEXT`, read from the file
    /// the DWARF names, or the source embedded in it), as llvm-objdump prints it; implies
    /// -d.
    #[arg(short = 'S', long = "source")]
    pub source: bool,
    /// With -l and -S: put PREFIX before the absolute source paths the DWARF names (to
    /// find sources moved to another place), as llvm-objdump does.
    #[arg(long, value_name = "PREFIX")]
    pub prefix: Option<std::path::PathBuf>,
    /// With --prefix: drop the first N directories of those paths before adding it.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub prefix_strip: u32,
    /// Decode runs of zero dwords instead of printing them as `...`.
    #[arg(short = 'z', long)]
    pub disassemble_zeroes: bool,
    /// Accepted for llvm-objdump compatibility: LLVM 19 prints AMDGPU immediates the same
    /// with and without it.
    #[arg(long, overrides_with = "no_print_imm_hex")]
    pub print_imm_hex: bool,
    /// Accepted for llvm-objdump compatibility (see --print-imm-hex).
    #[arg(long)]
    pub no_print_imm_hex: bool,
    /// Override the processor named by the ELF header.
    #[arg(long, value_name = "CPU", value_parser = parse_cpu)]
    pub mcpu: Option<Generation>,
    /// Only the bundle entries (of offload bundles and HIP host binaries) and offloading
    /// images (of OpenMP offload programs and offloading binaries) for these
    /// processors (`gfx908`) or target IDs (`gfx908:xnack-`), comma-separated or repeated;
    /// e.g. `--offload-arch gfx906,gfx908`. Without it every entry for a processor gcn-isa
    /// covers is printed, and the others are skipped with a warning.
    #[arg(long, value_delimiter = ',', value_name = "ARCH", value_parser = parse_offload_arch)]
    pub offload_arch: Vec<String>,
    /// List the offloading images (kind, arch, triple, producer) of ELF files
    /// (`.llvm.offloading` sections: OpenMP offload programs, objects of clang's new
    /// offload driver) and of offloading binaries, as llvm-objdump 19 lists them; alone,
    /// instead of the disassembly.
    #[arg(long)]
    pub offloading: bool,
    /// Accepted for llvm-objdump compatibility when it names amdgcn
    /// (`--triple=amdgcn-amd-amdhsa`, as AMD's documentation writes it); anything else is a
    /// usage error.
    #[arg(long, value_name = "TRIPLE", value_parser = parse_triple)]
    pub triple: Option<String>,
    /// Accepted for llvm-objdump compatibility when it is `amdgcn`; anything else is a usage
    /// error.
    #[arg(long, value_name = "ARCH", value_parser = parse_arch_name)]
    pub arch_name: Option<String>,
    /// Always show the `LMA` (load address) column of -h, not only when a section's load
    /// address differs from its address.
    #[arg(long)]
    pub show_lma: bool,
    /// Accepted for llvm-objdump compatibility (which ignores it, as GNU objdump's).
    #[arg(short = 'w', long)]
    pub wide: bool,
    /// Accepted for llvm-objdump compatibility: a Mach-O option, which changes nothing in
    /// an ELF file's output (as --full-leading-addr, --no-symbolic-operands and
    /// --non-verbose).
    #[arg(long)]
    pub no_leading_headers: bool,
    /// Accepted for llvm-objdump compatibility (see --no-leading-headers).
    #[arg(long)]
    pub full_leading_addr: bool,
    /// Accepted for llvm-objdump compatibility (see --no-leading-headers).
    #[arg(long)]
    pub no_symbolic_operands: bool,
    /// Accepted for llvm-objdump compatibility (see --no-leading-headers).
    #[arg(long)]
    pub non_verbose: bool,
    /// Accepted for llvm-objdump compatibility: an XCOFF option, which changes nothing in
    /// an ELF file's output (as --traceback-table).
    #[arg(long)]
    pub symbol_description: bool,
    /// Accepted for llvm-objdump compatibility (see --symbol-description).
    #[arg(long)]
    pub traceback_table: bool,
    /// Accepted for llvm-objdump compatibility: x86 only (`att` or `intel`).
    #[arg(long, value_name = "SYNTAX", value_parser = ["att", "intel"])]
    pub x86_asm_syntax: Option<String>,
    /// Print only instructions at or after ADDRESS (decimal, 0x hex, 0 octal, 0b binary),
    /// decoding from ADDRESS itself, as llvm-objdump does.
    #[arg(long, value_name = "ADDRESS", value_parser = parse_address)]
    pub start_address: Option<u64>,
    /// Print only instructions that start before ADDRESS.
    #[arg(long, value_name = "ADDRESS", value_parser = parse_address)]
    pub stop_address: Option<u64>,
    /// Add OFFSET to the addresses shown in allocated sections (symbol lines, instructions,
    /// the VMA of -h, the symbols of -t and -T), as llvm-objdump does; branch targets are
    /// still named by their true addresses, and --start-address/--stop-address select by
    /// them.
    #[arg(long, value_name = "OFFSET", value_parser = parse_address)]
    pub adjust_vma: Option<u64>,
    /// Each archive member's header (mode, owner/group, size, date, name) after its file
    /// line, as llvm-objdump prints it; alone, only those.
    #[arg(short = 'a', long)]
    pub archive_headers: bool,
    /// llvm-objdump's target-specific disassembler options (comma-separated). AMDGPU has
    /// none: as with llvm-objdump, any one is an error when the first object is to be
    /// disassembled, and that ends the run (exit status 1).
    #[arg(short = 'M', long, value_delimiter = ',', value_name = "OPTIONS")]
    pub disassembler_options: Vec<String>,
    /// LLVM target features (comma-separated, `+name`, `-name` or `name`), as llvm-objdump
    /// takes them: one LLVM does not know is a warning and ignored; one that leaves LLVM 19's
    /// disassembly of the object's generation unchanged (`+xnack`, `+sramecc`, `+cumode` …)
    /// is accepted; one that would change it (`+gfx90a-insts` …) is an error when the first
    /// object is to be disassembled, which ends the run (exit status 1).
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "FEATURES",
        allow_hyphen_values = true
    )]
    pub mattr: Vec<String>,
    /// Accepted for llvm-objdump compatibility: LLVM 19 marks up no AMDGPU instruction
    /// text for colour, so the output is the same whatever MODE is.
    #[arg(long, value_name = "MODE", value_enum)]
    pub disassembler_color: Option<ColorMode>,
    /// As llvm-objdump for ELF files: `Unwind info:` after the rest, and an error message
    /// (not an exit status) that it reads unwind tables of COFF and Mach-O files only.
    #[arg(short = 'u', long)]
    pub unwind_info: bool,
    /// The fault map (`.llvm_faultmaps`, of LLVM's implicit null checks) after the rest,
    /// as llvm-objdump prints it: `FaultMap table:` and `<not found>` for AMDGPU code.
    #[arg(long)]
    pub fault_map_section: bool,
    /// DWARF sections to print, as llvm-objdump 19 takes them: `frames` (the only one it
    /// knows) prints `.debug_frame` and `.eh_frame` (each CIE and FDE, its call frame
    /// instructions and the unwind rows they make) after the symbol tables.
    #[arg(long, value_name = "SECTION", value_enum)]
    pub dwarf: Option<DwarfSection>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    #[command(flatten)]
    pub split: SplitArgs,
    /// Print version (`-v`, as in llvm-objdump).
    #[arg(short = 'v', long = "version", action = clap::ArgAction::Version)]
    pub version: Option<bool>,
    /// Print help (`-h` is --section-headers, as in llvm-objdump).
    #[arg(long, action = clap::ArgAction::Help)]
    pub help: Option<bool>,
    /// Files to read.
    #[arg(value_name = "FILE", required = true)]
    pub files: Vec<PathBuf>,
}

const EXPLAIN_AFTER: &str = "\
WORDS are the instruction's dwords in hex (0x optional), first dword first, e.g. the
`// ADDRESS: WORDS` column of objdump. One line per field of the instruction's encoding,
highest bits first: its bit range, name, raw value and meaning (the operand it feeds and
whether it is read or written, the opcode's mnemonic, the bits that identify the encoding,
bits the instruction does not use, and bits set in the input that the hardware ignores);
then the literal dword if any, implicit operands, and the registers read and written.
Everything comes from the same definitions as the disassembler.

Exit status: 0 success, 1 the words do not decode, 2 usage error.

Example:
  gcn-isa explain --mcpu gfx900 C0020003 00000010";

#[derive(Args, Debug)]
pub struct ExplainArgs {
    /// Target processor.
    #[arg(long, value_name = "CPU", value_parser = parse_cpu)]
    pub mcpu: Generation,
    /// The instruction's dwords, in hex.
    #[arg(value_name = "WORDS", required = true)]
    pub words: Vec<String>,
}

/// LLVM tools take `-mcpu=X` and `-mcpu X`; clap wants two dashes for long options.
pub fn llvm_spellings(args: impl IntoIterator<Item = OsString>) -> Vec<OsString> {
    args.into_iter()
        .map(|a| match a.to_str() {
            Some(s)
                if s == "-mcpu"
                    || s.starts_with("-mcpu=")
                    || s == "-mattr"
                    || s.starts_with("-mattr=")
                    || s == "-triple"
                    || s.starts_with("-triple=") =>
            {
                format!("-{s}").into()
            }
            // llvm-objdump's alias of --no-print-imm-hex.
            Some("--print-imm-hex=false") => "--no-print-imm-hex".into(),
            Some(s)
                if s == "-hex"
                    || s == "-show-encoding"
                    || s == "-symbolize-operands"
                    || s.starts_with("-disassemble-symbols=")
                    || s.starts_with("-start-address=")
                    || s.starts_with("-stop-address=") =>
            {
                format!("-{s}").into()
            }
            _ => a,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Cli, clap::Error> {
        let args = llvm_spellings(
            std::iter::once("gcn-isa")
                .chain(args.iter().copied())
                .map(OsString::from),
        );
        Cli::try_parse_from(args)
    }

    #[test]
    fn command_line_definition_is_consistent() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }

    #[test]
    fn llvm_style_mcpu() {
        for args in [
            &["dis", "-mcpu=gfx900"][..],
            &["dis", "-mcpu", "gfx900"],
            &["dis", "--mcpu=gfx900"],
        ] {
            let Command::Dis(d) = parse(args).unwrap().command else {
                panic!("dis")
            };
            assert_eq!(d.mcpu, Generation::Gfx9);
        }
    }

    #[test]
    fn llvm_style_mattr() {
        for args in [
            &["dis", "-mcpu=gfx900", "-mattr=+xnack,-sramecc"][..],
            &["dis", "-mcpu=gfx900", "-mattr", "+xnack,-sramecc"],
            &[
                "dis",
                "-mattr",
                "+xnack",
                "-mattr",
                "-sramecc",
                "-mcpu=gfx900",
            ],
            &["dis", "-mcpu=gfx900", "--mattr=+xnack", "--mattr=-sramecc"],
        ] {
            let Command::Dis(d) = parse(args).unwrap().command else {
                panic!("dis")
            };
            assert_eq!(d.mattr, ["+xnack", "-sramecc"], "{args:?}");
        }
    }

    #[test]
    fn debug_vars_options_read_as_llvm_reads_them() {
        let read = |args: &[&str]| {
            let args = [&["objdump"][..], args, &["x.o"]].concat();
            parse(&args).map(|cli| match cli.command {
                Command::Objdump(o) => (o.debug_vars, o.debug_vars_indent),
                _ => panic!("objdump"),
            })
        };
        assert_eq!(read(&[]).unwrap(), (None, 52));
        assert_eq!(
            read(&["--debug-vars"]).unwrap(),
            (Some("unicode".into()), 52)
        );
        assert_eq!(
            read(&["--debug-vars=ascii"]).unwrap().0.as_deref(),
            Some("ascii")
        );
        for (indent, value) in [("0x10", 16), ("010", 8), ("-40", -40), ("0", 0)] {
            let flag = format!("--debug-vars-indent={indent}");
            assert_eq!(read(&["--debug-vars", &flag]).unwrap().1, value, "{indent}");
        }
        for bad in [
            "--debug-vars=box",
            "--debug-vars=",
            "--debug-vars-indent=x",
            "--debug-vars-indent=+5",
            "--debug-vars-indent=2147483648",
            "--debug-vars-indent=1025",
        ] {
            assert!(read(&["--debug-vars", bad]).is_err(), "{bad}");
        }
    }

    #[test]
    fn triples_name_amdgcn() {
        for args in [
            &[
                "objdump",
                "--triple=amdgcn-amd-amdhsa",
                "--mcpu=gfx900",
                "x.o",
            ][..],
            &["objdump", "-triple", "amdgcn", "x.o"],
            &["dis", "-triple=amdgcn-mesa-mesa3d", "-mcpu=gfx900"],
        ] {
            assert!(parse(args).is_ok(), "{args:?}");
        }
        for triple in ["x86_64-unknown-linux-gnu", "r600", "amdgcnx", ""] {
            let arg = format!("--triple={triple}");
            let e = parse(&["objdump", &arg, "x.o"]).unwrap_err().to_string();
            assert!(e.contains("AMDGPU code only"), "{triple}: {e}");
        }
    }

    #[test]
    fn objdump_flags() {
        let Command::Objdump(o) = parse(&[
            "objdump",
            "-d",
            "--symbolize-operands",
            "--disassemble-symbols=a,b.kd",
            "x.o",
            "y.o",
        ])
        .unwrap()
        .command
        else {
            panic!("objdump")
        };
        assert!(o.symbolize_operands);
        assert_eq!(o.disassemble_symbols, ["a", "b.kd"]);
        assert_eq!(o.files.len(), 2);
    }

    #[test]
    fn addresses_read_as_llvm_objdump_reads_them() {
        for (text, value) in [
            ("0", 0),
            ("16", 16),
            ("0x1f", 31),
            ("0X1F", 31),
            ("010", 8),
            ("0b101", 5),
            ("18446744073709551615", u64::MAX),
        ] {
            assert_eq!(parse_address(text), Ok(value), "{text}");
        }
        for text in [
            "",
            "0x",
            "-1",
            "+1",
            "0x-1",
            "09",
            "1k",
            "18446744073709551616",
        ] {
            assert!(parse_address(text).is_err(), "{text}");
        }
        let Command::Objdump(o) = parse(&["objdump", "-start-address=0x10", "f.o"])
            .unwrap()
            .command
        else {
            panic!("objdump")
        };
        assert_eq!((o.start_address, o.stop_address), (Some(16), None));
    }

    #[test]
    fn llvm_objdump_aliases_and_accepted_flags() {
        let Command::Objdump(o) = parse(&[
            "objdump",
            "--no-addresses",
            "-z",
            "--print-imm-hex",
            "--no-print-imm-hex",
            "f.o",
        ])
        .unwrap()
        .command
        else {
            panic!("objdump")
        };
        assert!(o.no_leading_addr && o.disassemble_zeroes);
    }

    #[test]
    fn usage_errors() {
        assert!(parse(&["dis", "--mcpu", "gfx1100"]).is_err());
        assert!(parse(&["dis"]).is_err());
        assert!(parse(&["objdump"]).is_err());
        assert!(parse(&["frobnicate"]).is_err());
    }
}
