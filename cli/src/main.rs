//! `gcn-isa`: disassemble AMD GCN/CDNA machine code (gfx6..gfx908) with LLVM's text.

mod args;
mod diag;
mod dis;
mod escape;
mod explain;
mod features;
mod format;
mod hex;
mod input;
mod json;
mod objdump;
mod parallel;
mod reserve;
mod text_cache;
mod words;

use args::{Cli, Command, DisArgs, ExplainArgs, Format, ObjdumpArgs};
use clap::Parser as _;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match Cli::try_parse_from(args::llvm_spellings(std::env::args_os())) {
        Ok(c) => c,
        Err(e) => {
            // Help and version go to stdout with status 0; usage errors to stderr with 2.
            // clap quotes the arguments it refuses: escaped, like all text from outside.
            if !e.use_stderr() {
                return print_text(&e.render().to_string());
            }
            let text = e.render().to_string();
            let mut safe = String::with_capacity(text.len());
            for line in text.lines() {
                safe.push_str(&escape::escape_bytes(line.as_bytes()));
                safe.push('\n');
            }
            eprint!("{safe}");
            return ExitCode::from(2);
        }
    };
    match cli.command {
        Command::Dis(d) => run_dis(&d),
        Command::Objdump(o) => run_objdump(&o),
        Command::Explain(e) => run_explain(&e),
    }
}

fn print_text(text: &str) -> ExitCode {
    let mut out = io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => output_failed(&e),
    }
}

fn read_input(input: Option<&std::path::Path>) -> Result<input::Mapped, String> {
    match input {
        None => input::read_stdin().map_err(|e| format!("cannot read standard input: {e}")),
        Some(path) => {
            input::read_path(path).map_err(|e| format!("cannot read `{}`: {e}", file_name(path)))
        }
    }
}

/// A file name as printed in messages: escaped, as any text that comes from outside.
fn file_name(path: &std::path::Path) -> String {
    escape::escape_os(path.as_os_str())
}

/// The items of a comma-separated option list, as LLVM's tools split them: empty ones (`a,,b`,
/// a trailing comma, `=` alone) dropped.
fn listed(items: &[String]) -> impl Iterator<Item = &String> {
    items.iter().filter(|s| !s.is_empty())
}

/// What happened to the output stream, as an exit status.
fn output_failed(e: &io::Error) -> ExitCode {
    if e.kind() == io::ErrorKind::BrokenPipe {
        return ExitCode::SUCCESS;
    }
    crate::diag::error!("cannot write to standard output: {e}");
    ExitCode::from(1)
}

fn run_dis(d: &DisArgs) -> ExitCode {
    let path = d.input.as_deref().filter(|p| !input::is_stdin(p));
    let data = match read_input(path) {
        Ok(data) => data,
        Err(msg) => {
            crate::diag::error!("{msg}");
            return ExitCode::from(1);
        }
    };
    let input_name = path.map_or_else(|| "<stdin>".to_owned(), file_name);
    if d.format == Format::Json && d.show_encoding {
        crate::diag::error!(
            "--format json and --show-encoding: choose one (JSON lines carry \
             each instruction's words)"
        );
        return ExitCode::from(2);
    }
    // As llvm-mc takes -mattr (cli/src/features.rs).
    let mattr: Vec<String> = listed(&d.mattr).cloned().collect();
    match features::check(&mattr, d.mcpu) {
        Ok(warnings) => warnings.iter().for_each(|w| crate::diag::warning!("{w}")),
        Err(e) => {
            crate::diag::error!("{e}");
            return ExitCode::from(2);
        }
    }

    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, reserve::Reserving::stdout(stdout.lock()));
    let result = if d.hex {
        let output = match (d.format, d.show_encoding) {
            (Format::Json, _) => dis::HexOutput::Json,
            (_, true) => dis::HexOutput::ShowEncoding,
            _ => dis::HexOutput::Text,
        };
        dis::hex_mode(d.mcpu, output, &data, &mut out).map(Ok)
    } else {
        dis::raw_mode(
            &dis::RawOptions {
                gen: d.mcpu,
                show_encoding: d.show_encoding,
                json: d.format == Format::Json,
                split: d.split.split(),
            },
            &data,
            &mut out,
        )
    };
    let result = result.and_then(|r| out.flush().map(|()| r));

    match result {
        Err(e) => output_failed(&e),
        Ok(Err(odd)) => {
            crate::diag::error!("{input_name}: {odd}");
            ExitCode::from(1)
        }
        Ok(Ok(dis::Outcome::Clean)) => ExitCode::SUCCESS,
        Ok(Ok(dis::Outcome::LineErrors { count, first_line })) => {
            eprintln!(
                "gcn-isa: {input_name}: {count} line(s) could not be disassembled (first: line {first_line})"
            );
            ExitCode::from(1)
        }
    }
}

fn run_objdump(o: &ObjdumpArgs) -> ExitCode {
    if o.pretty_pgo_analysis_map && !o.symbolize_operands {
        crate::diag::warning!(
            "--symbolize-operands must be enabled for \
             --pretty-pgo-analysis-map to have an effect"
        );
    }
    // As llvm-objdump: the tables (-f -h -p -r -R -s -t -T) alone print only those; with a
    // disassembly option, the disassembly follows (-r then as lines after the instructions).
    // -x is -a -f -p -h -r -t, as in llvm-objdump.
    let all = o.all_headers;
    let (reloc, syms, section_headers) = (o.reloc || all, o.syms || all, o.section_headers || all);
    let (file_headers, private_headers) = (o.file_headers || all, o.private_headers || all);
    let tables = syms
        || section_headers
        || file_headers
        || private_headers
        || o.full_contents
        || o.dynamic_syms
        || o.dynamic_reloc
        || o.archive_headers
        || o.unwind_info
        || o.fault_map_section
        || o.dwarf.is_some();
    // As llvm-objdump: -l and -S imply -d.
    let disassembly = o.disassemble
        || o.disassemble_all
        || !o.disassemble_symbols.is_empty()
        || o.line_numbers
        || o.source;
    let no_disassembly = (reloc || tables || o.offloading) && !disassembly;
    if (no_disassembly || tables || o.offloading) && o.format == Format::Json {
        crate::diag::error!(
            "--format json lists instructions; -a, -f, -h, -p, -R, -s, -t, -T, \
             -u, -x, --fault-map-section and --offloading print tables, and so does -r alone (use -d -r for the \
             instructions)"
        );
        return ExitCode::from(2);
    }
    if o.source && o.format == Format::Json {
        crate::diag::error!(
            "-S prints source text; --format json gives each instruction's \
             function, file and line with -l"
        );
        return ExitCode::from(2);
    }
    let offloading = match (o.offloading, disassembly || reloc || tables) {
        (false, _) => objdump::Offloading::No,
        (true, true) => objdump::Offloading::Also,
        (true, false) => objdump::Offloading::Only,
    };
    let opts = objdump::Options {
        mcpu: o.mcpu,
        disassemble_all: o.disassemble_all,
        symbolize_operands: o.symbolize_operands,
        pretty_pgo: o.pretty_pgo_analysis_map,
        debug_vars: o.debug_vars.as_ref().map(|format| objdump::DebugVarsStyle {
            ascii: format == "ascii",
            indent: o.debug_vars_indent,
        }),
        raw_insn: !o.no_show_raw_insn,
        show_all_symbols: o.show_all_symbols,
        leading_addr: !o.no_leading_addr,
        disassemble_zeroes: o.disassemble_zeroes,
        relocations: reloc,
        symbol_table: syms,
        dynamic_symbol_table: o.dynamic_syms,
        dynamic_relocations: o.dynamic_reloc,
        file_headers,
        private_headers,
        section_headers,
        show_lma: o.show_lma,
        section_contents: o.full_contents,
        demangle: o.demangle,
        no_disassembly,
        // `=` alone selects all.
        symbols: listed(&o.disassemble_symbols)
            .map(|s| s.as_bytes().to_vec())
            .collect(),
        json: o.format == Format::Json,
        sections: o.sections.iter().map(|s| s.as_bytes().to_vec()).collect(),
        start_address: o.start_address,
        stop_address: o.stop_address,
        offload_archs: o.offload_arch.clone(),
        offloading,
        line_numbers: o.line_numbers,
        source: o.source,
        prefix: o
            .prefix
            .as_ref()
            .map(|p| p.as_os_str().as_encoded_bytes().to_vec()),
        prefix_strip: o.prefix_strip,
        adjust_vma: o.adjust_vma.unwrap_or(0),
        archive_headers: o.archive_headers || all,
        disassembler_options: listed(&o.disassembler_options).cloned().collect(),
        target_features: listed(&o.mattr).cloned().collect(),
        unwind_info: o.unwind_info,
        fault_map: o.fault_map_section,
        dwarf_frames: o.dwarf.is_some(),
        split: o.split.split(),
    };
    // As llvm-objdump: the defaults (0 and the last address) take part in the test.
    if opts.window().is_empty() {
        crate::diag::error!("start address should be less than stop address");
        return ExitCode::from(2);
    }
    let stdout = io::stdout();
    let mut out = objdump::streams::Streams::new(
        reserve::Reserving::stdout(stdout.lock()),
        objdump::streams::llvm_buffer_size(),
    );
    let mut seen = objdump::SectionsSeen::new(&opts);
    for path in &o.files {
        if let Err(e) = objdump::file(path, &opts, &mut seen, &mut out) {
            return output_failed(&e);
        }
        if out.ended {
            // As llvm-objdump: nothing more, not even the -j warnings.
            break;
        }
    }
    if !out.ended {
        // Written straight to standard error, as llvm-objdump writes them: before what its
        // standard output still holds.
        for warning in seen.warnings(&opts) {
            let note = objdump::Diagnostic::Warning(warning);
            if let Err(e) = objdump::Output::diagnose_unflushed(&mut out, note) {
                return output_failed(&e);
            }
        }
    }
    if let Err(e) = out.flush() {
        return output_failed(&e);
    }
    match out.failed {
        true => ExitCode::from(1),
        false => ExitCode::SUCCESS,
    }
}

fn run_explain(e: &ExplainArgs) -> ExitCode {
    let words = match explain::parse_words(&e.words) {
        Ok(w) => w,
        Err(msg) => {
            crate::diag::error!("{msg}");
            return ExitCode::from(2);
        }
    };
    match explain::explain(e.mcpu, &words) {
        Ok(text) => print_text(&text),
        Err(msg) => {
            crate::diag::error!("{msg}");
            ExitCode::from(1)
        }
    }
}
