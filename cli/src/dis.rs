//! `gcn-isa dis`: the two disassembly loops.

use crate::format::{self, Line};
use crate::hex;
use crate::json::{self, Origin};
use crate::parallel;
use crate::text_cache::{self, Tally, TextCache};
use gcn_isa::Generation;
use std::fmt;
use std::io::{self, Write};

/// What went wrong in the input, after the output written so far.
#[derive(Debug)]
pub enum Outcome {
    /// Everything decoded (raw mode: undecodable dwords are data, not errors).
    Clean,
    /// `--hex`: this many lines printed `error: …`; the first was this line.
    LineErrors { count: usize, first_line: usize },
}

/// Raw mode input whose length is not a whole number of dwords.
#[derive(Debug)]
pub struct OddLength {
    pub len: usize,
}

impl fmt::Display for OddLength {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "input is {} byte(s), not a whole number of 4-byte dwords ({} trailing byte(s)); \
             nothing was disassembled (for llvm-mc byte text, pass --hex)",
            self.len,
            self.len % 4
        )
    }
}

/// How `hex_mode` prints.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum HexOutput {
    /// llvm-mc's text (`error: …` for a line that gives no instruction).
    Text,
    /// With llvm-mc's `; encoding: [...]` column.
    ShowEncoding,
    /// A JSON object per line (`json::instruction`, `json::line_error`).
    Json,
}

/// `--hex`: every input line is decoded on its own.
pub fn hex_mode(
    gen: Generation,
    output: HexOutput,
    input: &[u8],
    out: &mut impl Write,
) -> io::Result<Outcome> {
    let mut bytes: Vec<u8> = Vec::with_capacity(64);
    let mut words: Vec<u32> = Vec::with_capacity(16);
    let mut line = Line::with_capacity(256);
    let mut errors = 0usize;
    let mut first_line = 0usize;
    // JSON's `address`: the line's byte offset in the bytes of all the lines of whole
    // dwords before it (what decoding them as one stream would give, on aligned input).
    let mut address = 0u64;
    let show_encoding = output == HexOutput::ShowEncoding;
    let json = output == HexOutput::Json;

    let mut report = |line: &mut Line, lineno: usize, words: &[u32], msg: &dyn fmt::Display| {
        if json {
            json::line_error(line, lineno, words, &msg.to_string());
        } else {
            line.clear();
            let _ = writeln!(line, "error: {msg}");
        }
        if errors == 0 {
            first_line = lineno;
        }
        errors += 1;
    };

    // `split` on '\n' yields one trailing empty piece after a final newline: it holds no
    // bytes, so it prints nothing.
    for (index, text) in input.split(|&b| b == b'\n').enumerate() {
        let lineno = index + 1;
        bytes.clear();
        if let Err(e) = hex::parse_line(text, &mut bytes) {
            report(&mut line, lineno, &[], &e);
            out.write_all(&line)?;
            continue;
        }
        if bytes.is_empty() {
            continue;
        }
        if !bytes.len().is_multiple_of(4) {
            report(
                &mut line,
                lineno,
                &[],
                &format_args!(
                    "{} byte(s) on this line, not a whole number of 4-byte dwords",
                    bytes.len()
                ),
            );
            out.write_all(&line)?;
            continue;
        }
        words.clear();
        words.extend(
            bytes
                .chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]])),
        );

        // Exactly one output line per input line, so the output zips with the input: a line
        // holds one instruction, and bytes left after it are that line's error.
        match gcn_isa::decode(gen, &words) {
            Ok((insn, used)) if used < words.len() => {
                let text = insn.to_string();
                report(
                    &mut line,
                    lineno,
                    &words,
                    &format_args!(
                        "{} dword(s) left after `{text}`: --hex takes one instruction per line",
                        words.len() - used
                    ),
                );
            }
            Ok((insn, _)) if json => {
                let origin = Origin {
                    line: Some(lineno),
                    ..Origin::default()
                };
                json::instruction(&mut line, &origin, address, &words, Ok(&insn));
            }
            Ok((insn, _)) => {
                format::start_insn_line(&mut line, &insn);
                if show_encoding {
                    match insn.encode() {
                        Ok(enc) => format::push_mc_encoding(&mut line, enc.bytes()),
                        Err(e) => {
                            let text = insn.to_string();
                            report(
                                &mut line,
                                lineno,
                                &words,
                                &format_args!("cannot re-encode `{text}`: {e}"),
                            );
                        }
                    }
                } else {
                    line.push(b'\n');
                }
            }
            Err(e) => report(&mut line, lineno, &words, &e),
        }
        address += bytes.len() as u64;
        out.write_all(&line)?;
    }

    Ok(if errors == 0 {
        Outcome::Clean
    } else {
        Outcome::LineErrors {
            count: errors,
            first_line,
        }
    })
}

/// How `raw_mode` disassembles.
pub struct RawOptions {
    pub gen: Generation,
    /// llvm-mc's `; encoding: [...]` column instead of llvm-objdump's comment.
    pub show_encoding: bool,
    pub json: bool,
    pub split: parallel::Split,
}

/// Raw little-endian bytes, disassembled as one stream like `llvm-objdump -d`, on every
/// core (`parallel`: the output is the sequential pass's).
pub fn raw_mode(
    opts: &RawOptions,
    input: &[u8],
    out: &mut impl Write,
) -> io::Result<Result<Outcome, OddLength>> {
    if !input.len().is_multiple_of(4) {
        return Ok(Err(OddLength { len: input.len() }));
    }
    let words = crate::words::words_of(input);
    let steps = RawSteps {
        words: &words,
        opts,
    };
    let mut pool = parallel::Pool::default();
    let whole = 0..words.len();
    parallel::print_plain(
        &steps,
        std::slice::from_ref(&whole),
        opts.split,
        &mut pool,
        out,
    )?;
    Ok(Ok(Outcome::Clean))
}

struct RawSteps<'a> {
    words: &'a [u32],
    opts: &'a RawOptions,
}

impl parallel::Step for RawSteps<'_> {
    type Note = std::convert::Infallible;

    /// llvm-objdump's lines of the instructions that decode are written straight into
    /// `text`; everything else (JSON, `--show-encoding`, `.long`) is
    /// [`step`](parallel::Step::step)'s.
    fn steps(&self, segment: usize, mut pos: usize, end: usize, text: &mut Vec<u8>) -> usize {
        let (opts, words) = (self.opts, self.words);
        let plain = !opts.json && !opts.show_encoding;
        text_cache::with_cache(|cache| {
            let (from, mut tally) = (pos, cache.tally());
            while pos < end {
                pos += match plain && pos < words.len() {
                    true => {
                        let words = &words[pos..];
                        fast_line(cache, &mut tally, opts.gen, words, pos as u64 * 4, text)
                    }
                    false => None,
                }
                .unwrap_or_else(|| self.step(segment, pos, text).max(1));
            }
            cache.settle(tally, pos - from);
            pos
        })
    }

    fn step(&self, _: usize, pos: usize, text: &mut Vec<u8>) -> usize {
        parallel::with_scratch_line(|line| {
            let used = raw_line(self.opts, self.words, pos, line);
            text.extend_from_slice(line);
            used
        })
    }
}

/// The line of the instruction at the start of `words`, at byte `offset` of the input (its
/// text from `cache` if this thread printed the same dwords before); how many dwords it
/// used, or `None` if they do not decode.
#[inline(always)]
fn fast_line(
    cache: &mut TextCache,
    tally: &mut Tally,
    gen: Generation,
    words: &[u32],
    offset: u64,
    text: &mut Line,
) -> Option<usize> {
    // A file's offsets are below 2^47 (a process's address space).
    if let Some(n) = cache.push_line(tally, gen, words, offset, text) {
        return Some(n);
    }
    // The result matched where it was returned (see `objdump::steps`'s `fast_line`).
    match &gcn_isa::decode(gen, words) {
        &Ok((ref insn, used)) => {
            let n = used.clamp(1, words.len());
            let dwords = &words[..n];
            let line_start = text.len();
            // Raw lines carry no warnings and no branch targets: the text is the line's.
            let in_place = format::push_objdump_insn_open_short(text, insn, offset, dwords);
            if let (Some(len), true) = (in_place, tally.looking) {
                cache.put(gen, dwords, &text[line_start + 1..], len);
            }
            text.push(b'\n');
            Some(n)
        }
        Err(_) => None,
    }
}

/// The line of the instruction at dword `pos` (or its `.long`); how many dwords it took.
fn raw_line(opts: &RawOptions, words: &[u32], pos: usize, line: &mut Line) -> usize {
    let address = (pos as u64) * 4;
    match gcn_isa::decode(opts.gen, &words[pos..]) {
        Ok((insn, used)) => {
            let used = used.clamp(1, words.len() - pos);
            if opts.json {
                let dwords = &words[pos..pos + used];
                json::instruction(line, &Origin::default(), address, dwords, Ok(&insn));
                return used;
            }
            if opts.show_encoding {
                format::start_insn_line(line, &insn);
                match insn.encode() {
                    Ok(enc) => format::push_mc_encoding(line, enc.bytes()),
                    Err(e) => {
                        format::push_mc_note(line, &format_args!("error: cannot re-encode: {e}"))
                    }
                }
            } else {
                line.clear();
                format::push_objdump_insn_open(line, &insn, address, &words[pos..pos + used]);
                line.push(b'\n');
            }
            used
        }
        Err(e) => {
            // Like llvm-objdump: one `.long` for the first dword, then go on.
            format::start_long(line, words[pos]);
            if opts.json {
                let dword = &words[pos..pos + 1];
                json::instruction(line, &Origin::default(), address, dword, Err(&e));
            } else if opts.show_encoding {
                format::push_mc_note(line, &format_args!("error: {e}"));
            } else {
                format::push_objdump_comment(line, address, &words[pos..pos + 1]);
            }
            1
        }
    }
}
