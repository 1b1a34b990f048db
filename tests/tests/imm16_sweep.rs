//! Every 16-bit immediate (SIMM16, bits [15:0]) of every SOPP and SOPK opcode on gfx8,
//! gfx810, gfx9, gfx904, gfx906 and gfx908 prints exactly what llvm-mc 19 prints, and the
//! words llvm-mc rejects are errors here too. On gfx6 and gfx7, which llvm-mc 19 cannot disassemble,
//! every immediate prints the text that was verified by print-and-reassemble.
//!
//! The 65536 texts per opcode are too many to check in, so `scripts/gen_imm16_sweep.py`
//! stores, per block of 1024 consecutive immediates, a 64-bit FNV-1a hash of the texts
//! (`tests/vectors/imm16/<gen>.txt`; the file header says how the words are built). On
//! gfx8+ those are llvm-mc's texts. On gfx6/gfx7 they are gcn-isa's own texts at the time
//! the file was made, each assembled by llvm-mc 19 for tahiti/bonaire and compared with the
//! word (`<gen>.summary` has the categories: re-assembles exactly, assembles without bits
//! the text cannot express, rejected words no tried text assembles to), so any change of
//! a text there fails this test until the script has verified the new texts. This test
//! decodes the same words, prints them, hashes the texts the same way and compares. A
//! failing block is diagnosed with the script's `--diff` mode, which the message names.

use gcn_isa::Generation;
use gcn_isa_tests::vectors_dir;
use std::fmt::{self, Write};
use std::path::PathBuf;

/// The generations the sweep covers: every one.
const GENS: [Generation; Generation::ALL.len()] = Generation::ALL;
const BLOCK: u32 = 1024;
const BLOCKS: u32 = (1 << 16) / BLOCK;
const INVALID: &str = "<invalid>";
const REGENERATE: &str = "python3 scripts/gen_imm16_sweep.py";

/// gfx6/gfx7: llvm-mc 19 cannot disassemble them, so their files hash gcn-isa's texts,
/// verified by print-and-reassemble (the header's `# texts:` line says so).
fn reassembled(gen: Generation) -> bool {
    matches!(gen, Generation::Gfx6 | Generation::Gfx7)
}

/// 64-bit FNV-1a over everything written to it.
struct Fnv1a(u64);

impl Fnv1a {
    const fn new() -> Self {
        Fnv1a(0xcbf2_9ce4_8422_2325)
    }
}

impl Write for Fnv1a {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        for b in s.bytes() {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        Ok(())
    }
}

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Family {
    Sopp,
    Sopk,
}

/// One line of a sweep file: the hash of one opcode's block of 1024 immediates.
struct Block {
    origin: String,
    family: Family,
    opcode: u32,
    mnemonic: String,
    dwords: usize,
    start: u32,
    hash: u64,
}

/// One generation's sweep file.
struct Sweep {
    gen: Generation,
    sdst: u32,
    literal: u32,
    blocks: Vec<Block>,
}

impl Sweep {
    fn word(&self, b: &Block, imm: u32) -> u32 {
        match b.family {
            Family::Sopp => 0xbf80_0000 | b.opcode << 16 | imm,
            Family::Sopk => 0xb000_0000 | b.opcode << 23 | self.sdst << 16 | imm,
        }
    }
}

fn path(gen: Generation) -> PathBuf {
    vectors_dir().join("imm16").join(format!("{gen}.txt"))
}

fn header<'a>(lines: &[&'a str], key: &str, file: &str) -> &'a str {
    let prefix = format!("# {key}: ");
    let mut hits = lines.iter().filter_map(|l| l.strip_prefix(prefix.as_str()));
    match (hits.next(), hits.next()) {
        (Some(v), None) => v,
        _ => panic!("{file}: needs exactly one `# {key}: ` header line; run `{REGENERATE}`"),
    }
}

fn parse_u32(s: &str, what: &str, origin: &str) -> u32 {
    let parsed = match s.strip_prefix("0x") {
        Some(hex) => u32::from_str_radix(hex, 16),
        None => s.parse(),
    };
    parsed.unwrap_or_else(|e| panic!("{origin}: bad {what} `{s}`: {e}"))
}

/// Loads and validates one generation's file; panics loudly if it is missing, empty,
/// malformed or incomplete.
fn load(gen: Generation) -> Sweep {
    let path = path(gen);
    let file = format!("tests/vectors/imm16/{gen}.txt");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; the imm16 sweep vectors are missing: run `{REGENERATE}`",
            path.display()
        )
    });
    let lines: Vec<&str> = text.lines().collect();
    let cpu = header(&lines, "cpu", &file);
    assert_eq!(
        Generation::from_cpu(cpu).ok(),
        Some(gen),
        "{file}: `# cpu: {cpu}` is not {gen}"
    );
    let sdst = parse_u32(header(&lines, "sdst", &file), "sdst", &file);
    assert!(sdst < 128, "{file}: sdst {sdst} is not a 7-bit field");
    let literal = parse_u32(header(&lines, "literal", &file), "literal", &file);
    let texts = lines.iter().find_map(|l| l.strip_prefix("# texts: "));
    assert_eq!(
        texts.is_some_and(|t| t.starts_with("gcn-isa's, verified by print-and-reassemble")),
        reassembled(gen),
        "{file}: the `# texts: ` header line does not fit {gen}; run `{REGENERATE} --gen {gen}`"
    );
    let mut blocks = Vec::new();
    for (n, line) in lines.iter().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let origin = format!("{file}:{}", n + 1);
        let cols: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(
            cols.len(),
            6,
            "{origin}: expected `family opcode mnemonic dwords block_start fnv1a64`"
        );
        let family = match cols[0] {
            "sopp" => Family::Sopp,
            "sopk" => Family::Sopk,
            f => panic!("{origin}: unknown family `{f}`"),
        };
        let opcode = parse_u32(cols[1], "opcode", &origin);
        let max_opcode = match family {
            Family::Sopp => 127,
            Family::Sopk => 28,
        };
        assert!(
            opcode <= max_opcode,
            "{origin}: opcode {opcode} out of range"
        );
        let dwords = parse_u32(cols[3], "dwords", &origin) as usize;
        assert!(
            dwords == 1 || dwords == 2,
            "{origin}: dwords must be 1 or 2"
        );
        let start = parse_u32(cols[4], "block start", &origin);
        assert!(
            start.is_multiple_of(BLOCK) && start < 1 << 16,
            "{origin}: block start {start:#x} is not a multiple of {BLOCK} below 0x10000"
        );
        assert_eq!(cols[5].len(), 16, "{origin}: the hash has 16 hex digits");
        let hash = u64::from_str_radix(cols[5], 16)
            .unwrap_or_else(|e| panic!("{origin}: bad hash `{}`: {e}", cols[5]));
        blocks.push(Block {
            origin,
            family,
            opcode,
            mnemonic: cols[2].to_string(),
            dwords,
            start,
            hash,
        });
    }
    assert!(
        !blocks.is_empty(),
        "{file} holds no blocks: run `{REGENERATE}`"
    );
    // Every opcode has all 64 blocks, once each, under one mnemonic.
    let mut seen = std::collections::BTreeMap::<(Family, u32), (String, Vec<u32>)>::new();
    for b in &blocks {
        let (mn, starts) = seen
            .entry((b.family, b.opcode))
            .or_insert_with(|| (b.mnemonic.clone(), Vec::new()));
        assert_eq!(
            *mn, b.mnemonic,
            "{}: two mnemonics for one opcode",
            b.origin
        );
        starts.push(b.start);
    }
    for ((family, opcode), (mn, mut starts)) in seen {
        starts.sort_unstable();
        let want: Vec<u32> = (0..BLOCKS).map(|i| i * BLOCK).collect();
        assert_eq!(
            starts, want,
            "{file}: {family:?} opcode {opcode} ({mn}) does not have each of the {BLOCKS} blocks once"
        );
    }
    Sweep {
        gen,
        sdst,
        literal,
        blocks,
    }
}

/// Decodes and prints the block's 1024 words as the script hashes llvm-mc's output.
fn check_block(sweep: &Sweep, b: &Block) -> Result<(), String> {
    let gen = sweep.gen;
    let mut hash = Fnv1a::new();
    let mut first_text = None;
    for imm in b.start..b.start + BLOCK {
        if imm != b.start {
            hash.write_str("\n").unwrap();
        }
        let word = sweep.word(b, imm);
        match gcn_isa::decode(gen, &[word, sweep.literal]) {
            Ok((insn, used)) => {
                if used != b.dwords {
                    return Err(format!(
                        "{gen} {} ({:?} opcode {}): word {word:#010x} (imm {imm:#06x}) decodes \
                         as `{insn}` using {used} dword(s); the file's instruction uses {} ({})",
                        b.mnemonic, b.family, b.opcode, b.dwords, b.origin
                    ));
                }
                write!(hash, "{insn}").expect("Display never fails");
                first_text.get_or_insert_with(|| insn.to_string());
            }
            Err(_) => hash.write_str(INVALID).unwrap(),
        }
    }
    if hash.0 == b.hash {
        return Ok(());
    }
    let (theirs, then) = if reassembled(gen) {
        (
            "the verified texts",
            "; if it lists no bug category, regenerate the file",
        )
    } else {
        ("llvm-mc's", "")
    };
    Err(format!(
        "{gen} {} ({:?} opcode {}), immediates {:#06x}..={:#06x}: our texts hash to {:016x}, \
         {theirs} to {:016x} ({}; first text we print: {})\n    diagnose: python3 \
         scripts/gen_imm16_sweep.py --diff {gen} {} {:#06x}{then}",
        b.mnemonic,
        b.family,
        b.opcode,
        b.start,
        b.start + BLOCK - 1,
        hash.0,
        b.hash,
        b.origin,
        first_text.as_deref().unwrap_or(INVALID),
        b.mnemonic,
        b.start,
    ))
}

#[test]
fn files_are_present_and_complete() {
    for gen in GENS {
        let sweep = load(gen);
        let opcodes = sweep.blocks.len() as u32 / BLOCKS;
        assert!(
            opcodes >= 40,
            "{gen}: only {opcodes} SOPP/SOPK opcodes in the sweep file"
        );
    }
}

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "exhaustive: run with `cargo test --release`"
)]
fn every_imm16_prints_as_llvm_does() {
    let sweeps: Vec<Sweep> = GENS.into_iter().map(load).collect();
    let work: Vec<(&Sweep, &Block)> = sweeps
        .iter()
        .flat_map(|s| s.blocks.iter().map(move |b| (s, b)))
        .collect();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let chunk = work.len().div_ceil(threads);
    let mut failures: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = work
            .chunks(chunk)
            .map(|part| {
                scope.spawn(move || {
                    part.iter()
                        .filter_map(|(s, b)| check_block(s, b).err())
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("checker thread panicked"))
            .collect()
    });
    eprintln!(
        "imm16 sweep: {} blocks of {BLOCK} immediates checked ({} words), {} differ",
        work.len(),
        work.len() as u64 * u64::from(BLOCK),
        failures.len()
    );
    if !failures.is_empty() {
        let n = failures.len();
        failures.truncate(30);
        panic!(
            "{n} of {} imm16 blocks differ from the sweep files (llvm-mc 19's texts; gfx6/gfx7: \
             the verified texts); first ones:\n{}",
            work.len(),
            failures.join("\n")
        );
    }
}
