//! Shared helpers for the integration tests: loading the conformance vectors that
//! `scripts/gen_vectors.py` produced with llvm-mc 19.

use gcn_isa::Generation;
use std::path::{Path, PathBuf};

/// The vector families; each has vectors under `vectors/<family>/`. All but the
/// [`MIXED_FAMILIES`] are one encoding each, with an opcode inventory
/// (`inventory/<family>.txt`).
pub const FAMILIES: &[&str] = &[
    "smrd",
    "smem",
    "mtbuf",
    "sop2",
    "sopk",
    "sop1",
    "sopc",
    "sopp",
    "vop1",
    "vop2",
    "vopc",
    "vop3",
    "mubuf",
    "ds",
    "exp",
    "flat",
    "mimg",
    "vop3p",
    "vintrp",
    "vop1_dpp",
    "vop2_dpp",
    "vop1_sdwa",
    "vop2_sdwa",
    "vopc_sdwa",
    "llvm_mc",
];

/// Families that mix encodings and have no opcode inventory: `llvm_mc`, the instructions
/// of LLVM's own MC tests (`scripts/llvm_mc_tests.py`). The completeness test and the
/// throughput streams (which should stay comparable over time) leave them out.
pub const MIXED_FAMILIES: &[&str] = &["llvm_mc"];

/// The single-encoding families: [`FAMILIES`] without the [`MIXED_FAMILIES`].
pub fn encoding_families() -> impl Iterator<Item = &'static str> {
    FAMILIES
        .iter()
        .copied()
        .filter(|f| !MIXED_FAMILIES.contains(f))
}

/// One conformance vector: the bytes fed to llvm-mc, what it printed, and its re-encoding.
#[derive(Debug, Clone)]
pub struct Vector {
    /// `family/gen.txt:line`, for failure messages.
    pub origin: String,
    /// The generation.
    pub gen: Generation,
    /// The input words (instruction plus literal, if any).
    pub input: Vec<u32>,
    /// LLVM's text.
    pub text: String,
    /// LLVM's re-encoding of what it decoded.
    pub canonical: Vec<u32>,
}

/// Where the checked-in vectors live.
pub fn vectors_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("vectors")
}

/// Parses `0x01,0x02,...` into little-endian dwords.
pub fn parse_bytes(s: &str) -> Result<Vec<u32>, String> {
    let bytes: Vec<u8> = s
        .split(',')
        .map(|b| u8::from_str_radix(b.trim().trim_start_matches("0x"), 16))
        .collect::<Result<_, _>>()
        .map_err(|e| format!("bad byte list `{s}`: {e}"))?;
    if !bytes.len().is_multiple_of(4) {
        return Err(format!("byte list `{s}` is not whole dwords"));
    }
    Ok(bytes
        .chunks(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect())
}

/// The generation a vector file name (`gfx906.txt`) stands for.
pub fn file_generation(path: &Path) -> Option<Generation> {
    let stem = path.file_stem()?.to_str()?;
    Generation::ALL.into_iter().find(|g| g.name() == stem)
}

/// The throughput benchmark's mixed stream: the inputs of every vector of `gen`,
/// interleaved across families so that consecutive instructions come from different
/// encodings.
pub fn interleaved_words(gen: Generation) -> Vec<u32> {
    let per_family: Vec<Vec<Vec<u32>>> = encoding_families()
        .map(|f| {
            load_family(f)
                .into_iter()
                .filter(|v| v.gen == gen)
                .map(|v| v.input)
                .collect()
        })
        .collect();
    let longest = per_family.iter().map(Vec::len).max().unwrap_or(0);
    let mut words = Vec::new();
    for i in 0..longest {
        for family in &per_family {
            if let Some(w) = family.get(i) {
                words.extend_from_slice(w);
            }
        }
    }
    words
}

/// Every vector of `family`, all generations.
pub fn load_family(family: &str) -> Vec<Vector> {
    let dir = vectors_dir().join(family);
    let mut out = Vec::new();
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    entries.sort();
    for path in entries {
        let gen = file_generation(&path)
            .unwrap_or_else(|| panic!("{}: not a generation", path.display()));
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let origin = format!(
                "{family}/{}:{}",
                path.file_name().unwrap().to_string_lossy(),
                n + 1
            );
            let cols: Vec<&str> = line.split('\t').collect();
            assert_eq!(cols.len(), 3, "{origin}: expected 3 tab-separated columns");
            out.push(Vector {
                origin: origin.clone(),
                gen,
                input: parse_bytes(cols[0]).unwrap_or_else(|e| panic!("{origin}: {e}")),
                text: cols[1].to_string(),
                canonical: parse_bytes(cols[2]).unwrap_or_else(|e| panic!("{origin}: {e}")),
            });
        }
    }
    out
}

/// Checks one vector; `Err` says what disagreed.
pub fn check_vector(v: &Vector) -> Result<(), String> {
    for (what, words) in [("input", &v.input), ("canonical", &v.canonical)] {
        // LLVM re-encodes an immediate it flagged `/*Invalid immediate*/` (in a
        // register-only operand) as if its value were a register code, so its canonical
        // bytes are not the instruction it printed: only the input column is checked.
        if what == "canonical"
            && (v.text.contains("/*Invalid immediate*/")
                || llvm_vop3_literal_code(&v.canonical)
                || llvm_sdwa_misencoded(&v.text, &v.canonical))
        {
            continue;
        }
        let (insn, used) = gcn_isa::decode(v.gen, words).map_err(|e| {
            format!(
                "{}: {what} {words:08x?} does not decode: {e}; llvm: {}",
                v.origin, v.text
            )
        })?;
        if used != words.len() {
            return Err(format!(
                "{}: {what} used {used} of {} dwords ({})",
                v.origin,
                words.len(),
                v.text
            ));
        }
        let text = insn.to_string();
        if what == "canonical" && half_float_respelled(&text, &v.text) {
            continue;
        }
        if text != v.text {
            return Err(format!(
                "{}: {what} prints\n    ours: {text}\n    llvm: {}",
                v.origin, v.text
            ));
        }
        // The same text written straight into a buffer, or `None` exactly when it is
        // longer than the buffer (whose bytes start as anything: here, all 0xff).
        let mut buf = [0xff; gcn_isa::TEXT_CAPACITY];
        let in_buffer = insn.write_ascii(&mut buf).map(|n| &buf[..n]);
        let expected = (text.len() <= gcn_isa::TEXT_CAPACITY).then_some(text.as_bytes());
        if in_buffer != expected {
            return Err(format!(
                "{}: {what} write_ascii gives {:?}, Display {text}",
                v.origin,
                in_buffer.map(String::from_utf8_lossy)
            ));
        }
        let enc = insn
            .encode()
            .map_err(|e| format!("{}: {what} does not re-encode: {e} ({})", v.origin, v.text))?;
        if enc.words() != words.as_slice() {
            return Err(format!(
                "{}: {what} re-encodes to {:08x?}, expected {words:08x?} ({})",
                v.origin,
                enc.words(),
                v.text
            ));
        }
    }
    Ok(())
}

/// LLVM re-encodes an inline float it decoded from a VOP3 16-bit integer source as the
/// literal code 255 with no literal dword, a word its own disassembler rejects (VOP3 takes
/// no literal before gfx10): such canonical bytes are not checked.
fn llvm_vop3_literal_code(words: &[u32]) -> bool {
    let [first, second] = *words else {
        return false;
    };
    first >> 26 == 0b110100 && (0..3).any(|i| second >> (9 * i) & 0x1ff == 255)
}

/// LLVM re-encodes two SDWA sources (src0 = 0xF9) as words that mean something else:
/// `src_lds_direct` without its `S` bit (so the word reads `v254`), and an inline float it
/// printed as half-precision hex in a 16-bit integer source as the literal code 255 with
/// `S` set, which SDWA cannot take (its disassembler rejects the word). Such canonical
/// bytes are not checked (docs/DEVIATIONS.md).
fn llvm_sdwa_misencoded(text: &str, words: &[u32]) -> bool {
    let [first, second] = *words else {
        return false;
    };
    let sdwa = first >> 31 == 0 && first & 0x1ff == 0xf9;
    let literal0 = second & 0xff == 255 && second >> 23 & 1 == 1;
    let literal1 = first >> 9 & 0xff == 255 && second >> 31 == 1;
    sdwa && (text.contains("src_lds_direct") || literal0 || literal1)
}

/// LLVM prints an inline float in a 16-bit integer operand as half-precision hex, but its
/// assembler reads the hex back as a literal and re-encodes it as the float's inline code,
/// which it then prints as the float: the canonical words stand for another text. True
/// when `ours` (the canonical words decoded) differs from `llvm` only that way.
fn half_float_respelled(ours: &str, llvm: &str) -> bool {
    const PAIRS: [(&str, &str); 9] = [
        ("0x3800", "0.5"),
        ("0xb800", "-0.5"),
        ("0x3c00", "1.0"),
        ("0xbc00", "-1.0"),
        ("0x4000", "2.0"),
        ("0xc000", "-2.0"),
        ("0x4400", "4.0"),
        ("0xc400", "-4.0"),
        ("0x3118", "0.15915494"),
    ];
    let split = |s: &str| s.split([' ', ',']).map(str::to_string).collect::<Vec<_>>();
    let (a, b) = (split(ours), split(llvm));
    a.len() == b.len()
        && a != b
        && a.iter()
            .zip(&b)
            .all(|(x, y)| x == y || PAIRS.iter().any(|(h, f)| x == h && y == f))
}
