#!/usr/bin/env python3
"""Exhaustive 16-bit-immediate sweep of SOPP and SOPK: gfx8+ against llvm-mc 19's
disassembler, gfx6/gfx7 printed by gcn-isa and re-assembled by llvm-mc 19.

Usage:
    python3 scripts/gen_imm16_sweep.py                   # all gens, writes the files
    python3 scripts/gen_imm16_sweep.py --gen gfx9        # one gen (repeatable)
    python3 scripts/gen_imm16_sweep.py --gen gfx6 --gen gfx7   # print-and-reassemble gens
    python3 scripts/gen_imm16_sweep.py --jobs 2          # worker processes (default: nproc)
    python3 scripts/gen_imm16_sweep.py --cli PATH        # gfx6/gfx7: this gcn-isa binary
                                                         # (default: cargo build --release)
    python3 scripts/gen_imm16_sweep.py --diff GEN OPCODE-or-MNEMONIC BLOCK
        e.g.  --diff gfx9 s_sendmsg 0x6800      (BLOCK: its first immediate, or its index 0..63)
              --diff gfx906 sopk:17 3           (FAMILY:OPCODE when naming the opcode)
        gfx8+: disassembles the block's 1024 words with llvm-mc and with our CLI
        (`gcn-isa dis --mcpu CPU --hex`) and prints, side by side, every immediate whose
        texts differ.  gfx6/gfx7: prints the block's words with our CLI, re-assembles the
        texts with llvm-mc and lists every immediate that is not `exact` (see below) with
        its category, and the block's hash next to the checked-in one.

Words.  The fields other than SIMM16 (bits [15:0]) are fixed: SOPP words are
0xbf800000 | op << 16 | imm; SOPK words are 0xb0000000 | op << 23 | SDST << 16 | imm with
SDST = 5 (s5); an opcode that takes a 32-bit literal (s_setreg_imm32_b32) gets the fixed
literal dword LITERAL after each word.  All 65536 values of SIMM16 are swept.

gfx8+ (llvm cpu: gfx8 tonga, gfx810 stoney, gfx9 gfx900, gfx904 gfx904, gfx906 gfx906,
gfx908 gfx908, as in scripts/gen_vectors.py): every SOPP and SOPK opcode llvm-mc knows
there, each word disassembled with /usr/lib/llvm-19/bin/llvm-mc.  Which opcodes exist comes
from LLVM itself: every value of the opcode field is probed with a few immediates; the
result is cross-checked against tests/inventory/sop{p,k}.txt.

Keeping llvm-mc in step (it reads its input as one byte stream): each word (plus its literal)
sits on its own line.  A word llvm-mc rejects gives `<stdin>:LINE:1: warning: invalid
instruction encoding` and llvm-mc skips 4 bytes; LITERAL is itself an invalid instruction on
every cpu here (checked at start-up), so a rejected literal-taking word also produces no
output line.  Any other diagnostic, or an output count that differs from the number of
accepted lines, is an error.

gfx6/gfx7 (tahiti, bonaire): llvm-mc 19 cannot disassemble them, only assemble, so the texts
are gcn-isa's, verified by print-and-reassemble.  The opcodes are those gcn-isa decodes
(every opcode value probed with a few immediates through the CLI, with and without the
literal), cross-checked against tests/inventory/sop{p,k}.txt.  For every opcode the 65536
words are printed by `gcn-isa dis --mcpu CPU --hex` (one line per word, `error: ...` for a
word it rejects), the distinct texts assembled by `llvm-mc -show-encoding` for the same cpu
(one call per opcode; an error names its input line, and the encodings printed are matched
to the lines without an error, in order; any other count is an error), and every word gets
one category:
    exact                  the text assembles to the word (and literal) itself;
    dropped-*              the text assembles to the word with some bits cleared, bits that
                           the text cannot express (gcn-isa keeps them, to re-encode the
                           word); each such category (SICI_DROPPED below) names the
                           mnemonics and the exact mask, and the rest of the word (and the
                           literal) must come back unchanged;
    reassembly-differs     any other encoding: not explained, a gcn-isa bug or a new
                           category to describe (the script exits with status 1);
    asm-error              llvm-mc refuses gcn-isa's text: a gcn-isa bug unless
                           docs/DEVIATIONS.md explains it (exit status 1);
    rejected-by-gcn-isa    gcn-isa refuses the word.  Checked: none of the texts tried
                           assembles to it: the bare mnemonic, the mnemonic with the
                           immediate (SOPP: `MN IMM`, `MN 0xIMM`; SOPK: `MN s5, IMM`), and
                           the text llvm-mc's gfx8 (tonga) disassembler prints for the gfx8
                           word of the same mnemonic with the same immediate (and SDST);
    rejected-but-assembles one of those texts assembles to a word gcn-isa refuses: a bug
                           (exit status 1).
Texts llvm-mc echoes differently from gcn-isa's (with the same encoding) are counted in
the summary as a note, as are the blocks whose hash equals that of the same mnemonic and
block in the gfx8 file (llvm-mc's gfx8 disassembly), when it exists.

Output: tests/vectors/imm16/<gen>.txt, a header of `# key: value` lines (cpu, sdst, literal,
how it was made), then one line per (opcode, block of 1024 consecutive immediates):
    family opcode mnemonic dwords block_start fnv1a64
`dwords` is the number of dwords the instruction uses (2 with the literal), `block_start` the
first immediate of the block (hex), `fnv1a64` the 64-bit FNV-1a hash (16 hex digits) of the
block's 1024 texts, in order, joined with "\\n" (no trailing newline), UTF-8.  gfx8+: a text
is llvm-mc's output line without its leading tab and trailing blanks, or `<invalid>` where
llvm-mc rejects the word.  gfx6/gfx7: a text is gcn-isa's text (the CLI's line without its
leading tab), or `<invalid>` where gcn-isa rejects the word, whatever its category; the
header says so (`# texts: ...`).  tests/tests/imm16_sweep.rs recomputes every hash with
gcn-isa, so any change of gcn-isa's text for any immediate fails it.
gfx6/gfx7 also get tests/vectors/imm16/<gen>.summary: the count and reason of each
category, the categories per opcode, the rejected words per mnemonic with gcn-isa's
message, examples of every category but `exact` (every word of a bug category) and the
notes above.

Python 3.11, stdlib only.  Deterministic.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import re
import subprocess
import sys
import time
from pathlib import Path

LLVM_MC = "/usr/lib/llvm-19/bin/llvm-mc"
ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "tests" / "vectors" / "imm16"
INV_DIR = ROOT / "tests" / "inventory"

GENS = {"gfx6": "tahiti", "gfx7": "bonaire", "gfx8": "tonga", "gfx810": "stoney",
        "gfx9": "gfx900", "gfx904": "gfx904", "gfx906": "gfx906", "gfx908": "gfx908"}
# llvm-mc cannot disassemble these: gcn-isa's texts, verified by print-and-reassemble
SICI = ("gfx6", "gfx7")
FAMILIES = ("sopp", "sopk")
SDST = 5
LITERAL = 0xFEDCBA98  # bits [31:26] = 0b111111: no instruction on gfx8+, so llvm-mc rejects it alone
BLOCK = 1024
INVALID = "<invalid>"
PROBE_IMMS = (0, 1, 2, 0x10, 0x3F, 0x100, 0x1234, 0x8000, 0xFFFF)

# Opcode field of each family: (number of opcode values, base word, opcode shift).
# SOPK opcodes 29-31 are the SOP1/SOPC/SOPP encodings (bits [31:23] = 0x17d, 0x17e, 0x17f).
FAMILY_LAYOUT = {
    "sopp": (128, 0xBF800000, 16),
    "sopk": (29, 0xB0000000, 23),
}

FNV_OFFSET = 0xCBF29CE484222325
FNV_PRIME = 0x100000001B3
MASK64 = (1 << 64) - 1

DIAG_RE = re.compile(r"^<stdin>:(\d+):(\d+):\s*(warning|error):\s*(.*)$")


def word_of(family: str, op: int, imm: int) -> int:
    _, base, shift = FAMILY_LAYOUT[family]
    w = base | op << shift | imm
    if family == "sopk":
        w |= SDST << 16
    return w


def spaced(words: list[int]) -> str:
    return " ".join(f"0x{b:02x}" for w in words for b in w.to_bytes(4, "little"))


def fnv1a64(data: bytes) -> int:
    h = FNV_OFFSET
    for b in data:
        h = ((h ^ b) * FNV_PRIME) & MASK64
    return h


def block_hash(texts: list[str]) -> int:
    return fnv1a64("\n".join(texts).encode())


def llvm_version() -> str:
    out = subprocess.run([LLVM_MC, "--version"], capture_output=True, text=True).stdout
    m = re.search(r"LLVM version (\S+)", out)
    return m.group(1) if m else "unknown"


def run_mc(cpu: str, inp: str, mode: str = "-disassemble",
           check: bool = True) -> subprocess.CompletedProcess:
    """llvm-mc in `mode` (`-disassemble` or `-show-encoding`) on `inp`; with `check`, any
    exit status but 0 is an error."""
    p = subprocess.run(
        [LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", mode],
        input=inp, capture_output=True, text=True,
    )
    if check and p.returncode != 0:
        raise RuntimeError(f"llvm-mc -mcpu={cpu} failed ({p.returncode}): {p.stderr[:2000]}")
    return p


def disassemble(cpu: str, lines: list[list[int]]) -> list[str | None]:
    """Texts llvm-mc prints for each input line (one instruction each), None if rejected.

    Raises if llvm-mc's output cannot be matched to the lines one-to-one."""
    p = run_mc(cpu, "".join(spaced(ws) + "\n" for ws in lines))
    rejected: set[int] = set()
    for diag in p.stderr.splitlines():
        m = DIAG_RE.match(diag)
        if not m:
            continue  # the echoed source line and the caret
        line, col, _kind, msg = int(m[1]), int(m[2]), m[3], m[4]
        if msg != "invalid instruction encoding":
            raise RuntimeError(f"llvm-mc -mcpu={cpu}: unexpected diagnostic: {diag}")
        if col == 1:
            rejected.add(line)
        elif col == 21 and len(lines[line - 1]) == 2 and line in rejected:
            pass  # the literal after a rejected word, itself rejected (as intended)
        else:
            # llvm-mc decoded the first word but not as far as the literal, or lost step.
            raise RuntimeError(f"llvm-mc -mcpu={cpu}: out of step at {diag}")
    texts = [ln[1:].rstrip() for ln in p.stdout.splitlines()
             if ln.startswith("\t") and ln.strip() != ".text"]
    accepted = [i for i in range(len(lines)) if i + 1 not in rejected]
    if len(texts) != len(accepted):
        raise RuntimeError(
            f"llvm-mc -mcpu={cpu}: {len(texts)} instructions printed for "
            f"{len(accepted)} accepted lines")
    out: list[str | None] = [None] * len(lines)
    for i, t in zip(accepted, texts):
        out[i] = t
    return out


def check_literal_rejected(cpu: str) -> None:
    if disassemble(cpu, [[LITERAL]]) != [None]:
        raise RuntimeError(f"{cpu}: the literal 0x{LITERAL:08x} decodes as an instruction; "
                           "pick another LITERAL")


def probe(gen: str) -> list[tuple[str, int, str, int]]:
    """(family, opcode, mnemonic, dwords) of every SOPP/SOPK opcode llvm-mc knows on gen.

    Every probe line is the word followed by LITERAL: an instruction that does not take a
    literal leaves it to be rejected on its own (a warning at column 21)."""
    cpu = GENS[gen]
    check_literal_rejected(cpu)
    found = []
    for family in FAMILIES:
        nops = FAMILY_LAYOUT[family][0]
        cands = [(op, imm) for op in range(nops) for imm in PROBE_IMMS]
        inp = "".join(spaced([word_of(family, op, imm), LITERAL]) + "\n" for op, imm in cands)
        p = run_mc(cpu, inp)
        cols: dict[int, set[int]] = {}
        for diag in p.stderr.splitlines():
            m = DIAG_RE.match(diag)
            if m:
                if m[4] != "invalid instruction encoding":
                    raise RuntimeError(f"{cpu}: unexpected diagnostic: {diag}")
                cols.setdefault(int(m[1]), set()).add(int(m[2]))
        texts = [ln[1:].rstrip() for ln in p.stdout.splitlines()
                 if ln.startswith("\t") and ln.strip() != ".text"]
        per_op: dict[int, tuple[str, int]] = {}
        ti = 0
        for n, (op, imm) in enumerate(cands, start=1):
            c = cols.get(n, set())
            if 1 in c:
                if c != {1, 21}:
                    raise RuntimeError(f"{cpu} {family} {op} {imm:#x}: diagnostics {c}")
                continue
            if c not in (set(), {21}):
                raise RuntimeError(f"{cpu} {family} {op} {imm:#x}: diagnostics {c}")
            if ti >= len(texts):
                raise RuntimeError(f"{cpu} {family}: probe out of step")
            mn = texts[ti].split()[0]
            ti += 1
            dwords = 2 if not c else 1
            if op in per_op and per_op[op] != (mn, dwords):
                raise RuntimeError(f"{cpu} {family} {op}: {per_op[op]} vs {(mn, dwords)}")
            per_op[op] = (mn, dwords)
        if ti != len(texts):
            raise RuntimeError(f"{cpu} {family}: probe out of step ({ti} of {len(texts)})")
        for op in sorted(per_op):
            found.append((family, op, *per_op[op]))
    check_inventory(gen, found)
    return found


def check_inventory(gen: str, found: list[tuple[str, int, str, int]]) -> None:
    for family in FAMILIES:
        inv = INV_DIR / f"{family}.txt"
        if not inv.exists():
            continue
        want = set()
        for ln in inv.read_text().splitlines():
            cols = ln.split("\t")
            if len(cols) == 3 and cols[0] == gen:
                want.add((int(cols[1]), cols[2]))
        got = {(op, mn) for f, op, mn, _ in found if f == family}
        if want != got:
            raise RuntimeError(
                f"{gen} {family}: probe and {inv.relative_to(ROOT)} disagree: "
                f"only probed {sorted(got - want)}, only in inventory {sorted(want - got)}")


def words_for(family: str, op: int, dwords: int, imms) -> list[list[int]]:
    return [[word_of(family, op, i)] + ([LITERAL] if dwords == 2 else []) for i in imms]


def sweep_job(job: tuple[str, str, int, str, int]) -> list[str]:
    gen, family, op, mn, dwords = job
    texts = disassemble(GENS[gen], words_for(family, op, dwords, range(1 << 16)))
    out = []
    for start in range(0, 1 << 16, BLOCK):
        block = [t if t is not None else INVALID for t in texts[start:start + BLOCK]]
        out.append(f"{family} {op} {mn} {dwords} 0x{start:04x} {block_hash(block):016x}")
    return out


def header_fields(gen: str) -> list[str]:
    """The header lines tests/tests/imm16_sweep.rs reads (cpu, sdst, literal)."""
    return [f"# cpu: {GENS[gen]}", f"# sdst: {SDST}", f"# literal: 0x{LITERAL:08x}"]


def header_format(whose: str) -> list[str]:
    """How the words are built and what a line holds; `whose` names the texts hashed."""
    return [
        "# SOPP word: 0xbf800000 | opcode << 16 | imm.  SOPK word: 0xb0000000 | opcode << 23 |",
        "# sdst << 16 | imm, followed by the literal dword when dwords = 2.",
        "# Line: family opcode mnemonic dwords block_start fnv1a64 -- the 64-bit FNV-1a hash of",
        "# the texts of immediates block_start .. block_start+1023 joined with \"\\n\" (UTF-8,",
        *whose,
        "# Diagnose a block: python3 scripts/gen_imm16_sweep.py --diff GEN MNEMONIC BLOCK_START",
    ]


def header(gen: str, version: str, n_ops: int) -> list[str]:
    cpu = GENS[gen]
    return header_fields(gen) + [
        f"# llvm-mc: {version} ({LLVM_MC} -arch=amdgcn -mcpu={cpu} -disassemble)",
        "# Made by `python3 scripts/gen_imm16_sweep.py` (do not edit by hand): every SIMM16",
        f"# (bits [15:0]) of each of the {n_ops} SOPP and SOPK opcodes llvm-mc knows on this cpu.",
    ] + header_format([
        "# no trailing newline); a text is llvm-mc's line without the leading tab, or",
        "# `<invalid>` for a word llvm-mc rejects.",
    ])


def generate(gens: list[str], jobs: int, cli: str | None) -> bool:
    """Writes the files of `gens`; False if a gfx6/gfx7 sweep found a gcn-isa bug."""
    t0 = time.time()
    version = llvm_version()
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    ok = True
    sici = [g for g in gens if g in SICI]
    if sici:
        ok = sici_generate(sici, jobs, ensure_cli(cli, jobs), version)
    gens = [g for g in gens if g not in SICI]
    inventories = {gen: probe(gen) for gen in gens}
    work = [(gen, *op) for gen in gens for op in inventories[gen]]
    with mp.Pool(jobs) as pool:
        results = pool.map(sweep_job, work, chunksize=1)
    by_gen: dict[str, list[str]] = {g: [] for g in gens}
    for job, lines in zip(work, results):
        by_gen[job[0]].extend(lines)
    for gen in gens:
        path = OUT_DIR / f"{gen}.txt"
        lines = header(gen, version, len(inventories[gen])) + by_gen[gen]
        path.write_text("\n".join(lines) + "\n")
        print(f"{path.relative_to(ROOT)}: {len(inventories[gen])} opcodes, "
              f"{len(by_gen[gen])} blocks, {path.stat().st_size} bytes", file=sys.stderr)
    print(f"done in {time.time() - t0:.1f} s", file=sys.stderr)
    return ok


# ----------------------------------------------------------------------------------------
# gfx6/gfx7: gcn-isa prints, llvm-mc re-assembles

# Bits gcn-isa's text cannot express (it keeps them to re-encode the word: as ignored bits, or
# in the operand's value for s_sendmsg) that LLVM's assembler writes as 0:
# category -> (mnemonics, mask of the first dword, reason).  A word is in the category when
# its text assembles to exactly the word with the mask's bits cleared (and they were not all
# clear), the literal unchanged.
SICI_DROPPED: dict[str, tuple[tuple[str, ...], int, str]] = {
    "dropped-waitcnt-unused-bits": (
        ("s_waitcnt",), 0xF080,
        "s_waitcnt bits 7 and 15:12 belong to no counter on gfx6/gfx7 (vmcnt 3:0, expcnt 6:4, "
        "lgkmcnt 11:8); the text `vmcnt(N) expcnt(N) lgkmcnt(N)` (as LLVM's gfx8 disassembler "
        "prints it) cannot hold them and LLVM's assembler writes 0"),
    "dropped-sendmsg-unused-bits": (
        ("s_sendmsg", "s_sendmsghalt"), 0xFC80,
        "s_sendmsg/s_sendmsghalt bits 7 and 15:10 are outside message 3:0, operation 6:4 and "
        "stream 9:8; when those fields name a message gcn-isa prints `sendmsg(...)` as LLVM's "
        "gfx8 disassembler does (bare decimal only when they do not), which cannot hold the "
        "other bits; LLVM's assembler writes 0"),
    "dropped-sgpr-pair-low-bit": (
        ("s_cbranch_i_fork",), 0x1 << 16,
        "s_cbranch_i_fork's SDST is an SGPR pair: an odd SDST (s5 here) prints as the aligned "
        "pair `s[4:5]` as LLVM's gfx8 disassembler prints it, and the assembler encodes 4"),
    "dropped-setreg-imm32-sdst": (
        ("s_setreg_imm32_b32",), 0x7F << 16,
        "s_setreg_imm32_b32 has no SDST operand: bits 22:16 (5 here) are not in the text and "
        "LLVM's assembler writes 0 (its gfx8+ disassembler drops them too)"),
}
EXACT = "exact"
UNEXPLAINED = "reassembly-differs"
ASM_ERROR = "asm-error"
REJECTED = "rejected-by-gcn-isa"
REJECTED_BUG = "rejected-but-assembles"
SICI_CATEGORIES = (EXACT, *SICI_DROPPED, UNEXPLAINED, ASM_ERROR, REJECTED, REJECTED_BUG)
BUG_CATEGORIES = (UNEXPLAINED, ASM_ERROR, REJECTED_BUG)
CATEGORY_REASON = {
    EXACT: "the text assembles to the word (and literal) itself",
    **{c: r for c, (_, _, r) in SICI_DROPPED.items()},
    UNEXPLAINED: "the text assembles to another encoding, not explained by any category: "
                 "a gcn-isa bug or a category to add",
    ASM_ERROR: "llvm-mc refuses gcn-isa's text: a gcn-isa bug unless docs/DEVIATIONS.md "
               "explains it",
    REJECTED: "gcn-isa refuses the word, and none of the texts tried assembles to it (the bare "
              "mnemonic; SOPP `MN IMM` and `MN 0xIMM`; SOPK `MN s5, IMM`; the text llvm-mc's "
              "gfx8 disassembler prints for the gfx8 word of the same mnemonic)",
    REJECTED_BUG: "gcn-isa refuses the word, but one of the texts tried assembles to it: a bug",
}
EXAMPLES_PER_OPCODE = 2
EXAMPLES_PER_CATEGORY = 12

ENC_RE = re.compile(r"^\t(.*?)\s*;\s*encoding:\s*\[([^\]]*)\]\s*$")


def ensure_cli(cli: str | None, jobs: int) -> str:
    """The gcn-isa binary: `cli`, or the workspace's release build (built now if stale)."""
    if cli:
        return cli
    print("cargo build --release -p gcn-isa-cli", file=sys.stderr)
    subprocess.run(["cargo", "build", "--release", "-q", "-j", str(max(1, jobs)),
                    "-p", "gcn-isa-cli"], cwd=ROOT, check=True)
    target = Path(os.environ.get("CARGO_TARGET_DIR", "target"))
    return str((ROOT / target / "release" / "gcn-isa").resolve())


def run_ours(cli: str, cpu: str, lines: list[list[int]]) -> list[tuple[str | None, str]]:
    """gcn-isa's text per input line, or (None, its error message) where it rejects the word."""
    p = subprocess.run([cli, "dis", "--mcpu", cpu, "--hex"],
                       input="".join(spaced(ws) + "\n" for ws in lines),
                       capture_output=True, text=True)
    if p.returncode not in (0, 1):
        raise RuntimeError(f"{cli} dis --mcpu {cpu} failed ({p.returncode}): {p.stderr[:2000]}")
    out = p.stdout.split("\n")
    if out[-1] != "" or len(out) - 1 != len(lines):
        raise RuntimeError(f"gcn-isa dis printed {len(out) - 1} lines for {len(lines)}")
    res: list[tuple[str | None, str]] = []
    for ln in out[:-1]:
        if ln.startswith("\t"):
            res.append((ln[1:], ""))
        elif ln.startswith("error: "):
            res.append((None, ln[len("error: "):]))
        else:
            raise RuntimeError(f"gcn-isa dis: unexpected line {ln!r}")
    return res


def assemble(cpu: str, texts: list[str]) -> list[tuple[list[int] | None, str]]:
    """Per text: (the dwords llvm-mc encodes it as, llvm-mc's own text), or (None, the first
    error message llvm-mc gives for its line)."""
    if any("\n" in t for t in texts):
        raise RuntimeError("a text spans lines")
    # Errors are expected (exit status 1): checked below against the lines they name.
    p = run_mc(cpu, "".join(t + "\n" for t in texts), "-show-encoding", check=False)
    if p.returncode < 0 or "Stack dump" in p.stderr:
        raise RuntimeError(f"llvm-mc -mcpu={cpu} crashed: {p.stderr[-2000:]}")
    errors: dict[int, str] = {}
    for diag in p.stderr.splitlines():
        m = DIAG_RE.match(diag)
        if not m:
            continue  # the echoed source line and the caret
        if m[3] != "error":
            raise RuntimeError(f"llvm-mc -mcpu={cpu}: unexpected diagnostic: {diag}")
        errors.setdefault(int(m[1]), m[4])
    if p.returncode != (1 if errors else 0):
        raise RuntimeError(f"llvm-mc -mcpu={cpu}: status {p.returncode}: {p.stderr[-2000:]}")
    encs = []
    for ln in p.stdout.splitlines():
        m = ENC_RE.match(ln)
        if m:
            b = bytes(int(x, 16) for x in m[2].split(",") if x.strip())
            if len(b) % 4:
                raise RuntimeError(f"llvm-mc -mcpu={cpu}: odd encoding in {ln!r}")
            encs.append(([int.from_bytes(b[i:i + 4], "little") for i in range(0, len(b), 4)],
                         m[1].rstrip()))
    if any(n > len(texts) for n in errors):
        raise RuntimeError(f"llvm-mc -mcpu={cpu}: an error past the last line")
    accepted = [i for i in range(len(texts)) if i + 1 not in errors]
    if len(encs) != len(accepted):
        raise RuntimeError(f"llvm-mc -mcpu={cpu}: {len(encs)} encodings for "
                           f"{len(accepted)} lines without an error")
    out: list[tuple[list[int] | None, str]] = [(None, errors.get(i + 1, ""))
                                              for i in range(len(texts))]
    for i, e in zip(accepted, encs):
        out[i] = e
    return out


def dwords_hex(ws: list[int]) -> str:
    return " ".join(f"{w:08x}" for w in ws)


def classify(mn: str, want: list[int], got: list[int]) -> str:
    if got == want:
        return EXACT
    for cat, (mns, mask, _) in SICI_DROPPED.items():
        if (mn in mns and want[0] & mask and len(got) == len(want)
                and got[0] == want[0] & ~mask and got[1:] == want[1:]):
            return cat
    return UNEXPLAINED


def sici_check(cli: str, gen: str, family: str, op: int, mn: str, dwords: int, imms):
    """Print, re-assemble and classify the words of `imms`.  Per immediate:
    (dwords of the word, gcn-isa's text or None, category, detail); the detail is llvm-mc's
    encoding and text, its error, or gcn-isa's error.  Rejected words are checked later
    (check_rejected), here they are REJECTED."""
    cpu = GENS[gen]
    lines = words_for(family, op, dwords, imms)
    ours = run_ours(cli, cpu, lines)
    uniq = list(dict.fromkeys(t for t, _ in ours if t is not None))
    asm = dict(zip(uniq, assemble(cpu, uniq)))
    out = []
    for ws, (text, err) in zip(lines, ours):
        if text is None:
            out.append((ws, None, REJECTED, err))
            continue
        got, echo = asm[text]
        if got is None:
            out.append((ws, text, ASM_ERROR, echo))
            continue
        cat = classify(mn, ws, got)
        out.append((ws, text, cat, f"[{dwords_hex(got)}] {echo}"))
    return out


def sici_job(job: tuple[str, str, str, int, str, int]) -> dict:
    cli, gen, family, op, mn, dwords = job
    recs = sici_check(cli, gen, family, op, mn, dwords, range(1 << 16))
    blocks = []
    for start in range(0, 1 << 16, BLOCK):
        texts = [t if t is not None else INVALID for _, t, _, _ in recs[start:start + BLOCK]]
        blocks.append(f"{family} {op} {mn} {dwords} 0x{start:04x} {block_hash(texts):016x}")
    counts: dict[str, int] = {}
    examples: dict[str, list[str]] = {}
    rejected: list[tuple[int, str]] = []
    echo_differs = 0
    echo_examples: list[str] = []
    for imm, (ws, text, cat, detail) in enumerate(recs):
        counts[cat] = counts.get(cat, 0) + 1
        if cat == REJECTED:
            rejected.append((imm, detail))
            continue
        ex = examples.setdefault(cat, [])
        if cat != EXACT and (cat in BUG_CATEGORIES or len(ex) < EXAMPLES_PER_OPCODE):
            ex.append(f"{cat}\t{dwords_hex(ws)}\t{text}\t{detail}")
        if cat != ASM_ERROR and detail.split("] ", 1)[1] != text:
            echo_differs += 1
            if len(echo_examples) < EXAMPLES_PER_OPCODE:
                echo_examples.append(f"{dwords_hex(ws)}\t{text}\tllvm-mc: {detail}")
    return {"job": job[1:], "blocks": blocks, "counts": counts, "examples": examples,
            "rejected": rejected, "echo_differs": echo_differs, "echo_examples": echo_examples}


def probe_ours(gen: str, cli: str) -> list[tuple[str, int, str, int]]:
    """(family, opcode, mnemonic, dwords) of every SOPP/SOPK opcode gcn-isa decodes on gen:
    each opcode value with PROBE_IMMS, the word alone (1 dword) and with LITERAL (2)."""
    cpu = GENS[gen]
    found = []
    for family in FAMILIES:
        nops = FAMILY_LAYOUT[family][0]
        cands = [(op, imm, n) for op in range(nops) for imm in PROBE_IMMS for n in (1, 2)]
        lines = [[word_of(family, op, imm)] + [LITERAL] * (n - 1) for op, imm, n in cands]
        per_op: dict[int, set[tuple[str, int]]] = {}
        for (op, imm, n), (text, _) in zip(cands, run_ours(cli, cpu, lines)):
            if text is not None:
                per_op.setdefault(op, set()).add((text.split()[0], n))
        for op in sorted(per_op):
            if len(per_op[op]) != 1:
                raise RuntimeError(f"{gen} {family} {op}: gcn-isa decodes {per_op[op]}")
            found.append((family, op, *per_op[op].pop()))
    check_inventory(gen, found)
    return found


def gfx8_opcodes() -> dict[tuple[str, str], int]:
    """(family, mnemonic) -> gfx8 opcode, from the inventory."""
    res = {}
    for family in FAMILIES:
        for ln in (INV_DIR / f"{family}.txt").read_text().splitlines():
            cols = ln.split("\t")
            if len(cols) == 3 and cols[0] == "gfx8":
                res[(family, cols[2])] = int(cols[1])
    return res


def check_rejected(gen: str,
                   rejected: list[tuple[str, int, str, int, int]]) -> list[tuple[int, str]]:
    """The rejected words (family, op, mn, dwords, imm) for which a text tried assembles to
    the word exactly: (index in `rejected`, the text)."""
    cpu = GENS[gen]
    g8 = gfx8_opcodes()
    cands: dict[str, set[int]] = {}  # text -> indices of the words it is tried for
    dis8 = []  # (index, gfx8 words)
    for i, (family, op, mn, dwords, imm) in enumerate(rejected):
        tries = [mn]
        if family == "sopp":
            tries += [f"{mn} {imm}", f"{mn} 0x{imm:x}"]
        else:
            tries += [f"{mn} s{SDST}, {imm}"]
        for t in tries:
            cands.setdefault(t, set()).add(i)
        if (family, mn) in g8:
            dis8.append((i, words_for(family, g8[(family, mn)], dwords, [imm])[0]))
    chunk = 1 << 16
    for start in range(0, len(dis8), chunk):
        part = dis8[start:start + chunk]
        for (i, _), t in zip(part, disassemble(GENS["gfx8"], [ws for _, ws in part])):
            if t is not None and t.split()[0] == rejected[i][2]:
                cands.setdefault(t, set()).add(i)
    texts = sorted(cands)
    bad = []
    for start in range(0, len(texts), chunk):
        part = texts[start:start + chunk]
        for t, (got, _) in zip(part, assemble(cpu, part)):
            for i in sorted(cands[t]):
                family, op, _, dwords, imm = rejected[i]
                if got == words_for(family, op, dwords, [imm])[0]:
                    bad.append((i, t))
    return sorted(bad)


def sici_generate(gens: list[str], jobs: int, cli: str, version: str) -> bool:
    """Writes <gen>.txt and <gen>.summary for the gfx6/gfx7 gens; False if a bug was found."""
    inventories = {gen: probe_ours(gen, cli) for gen in gens}
    work = [(cli, gen, *op) for gen in gens for op in inventories[gen]]
    with mp.Pool(jobs) as pool:
        results = pool.map(sici_job, work, chunksize=1)
    ok = True
    for gen in gens:
        res = [r for r in results if r["job"][0] == gen]
        rej = [(r, imm, msg) for r in res for imm, msg in r["rejected"]]
        for k, text in check_rejected(gen, [(*r["job"][1:], imm) for r, imm, _ in rej]):
            r, imm, msg = rej[k]
            r["counts"][REJECTED] -= 1
            r["counts"][REJECTED_BUG] = r["counts"].get(REJECTED_BUG, 0) + 1
            ws = words_for(r["job"][1], r["job"][2], r["job"][4], [imm])[0]
            r["examples"].setdefault(REJECTED_BUG, []).append(
                f"{REJECTED_BUG}\t{dwords_hex(ws)}\t(gcn-isa: {msg})\tassembles from: {text}")
        blocks = [b for r in res for b in r["blocks"]]
        path = OUT_DIR / f"{gen}.txt"
        path.write_text("\n".join(sici_header(gen, version, len(res)) + blocks) + "\n")
        summary = sici_summary(gen, version, res)
        spath = OUT_DIR / f"{gen}.summary"
        spath.write_text("\n".join(summary) + "\n")
        total = {c: sum(r["counts"].get(c, 0) for r in res) for c in SICI_CATEGORIES}
        print(f"{path.relative_to(ROOT)}: {len(res)} opcodes, {len(blocks)} blocks; "
              + ", ".join(f"{c} {n}" for c, n in total.items() if n), file=sys.stderr)
        if any(total[c] for c in BUG_CATEGORIES):
            ok = False
            print(f"{gen}: gcn-isa bugs found, see {spath.relative_to(ROOT)}", file=sys.stderr)
    return ok


def sici_header(gen: str, version: str, n_ops: int) -> list[str]:
    cpu = GENS[gen]
    return header_fields(gen) + [
        "# texts: gcn-isa's, verified by print-and-reassemble (llvm-mc 19 cannot disassemble",
        f"#   {cpu}): not llvm-mc disassembly",
        f"# llvm-mc: {version} ({LLVM_MC} -arch=amdgcn -mcpu={cpu} -show-encoding)",
        "# Made by `python3 scripts/gen_imm16_sweep.py` (do not edit by hand): every SIMM16",
        f"# (bits [15:0]) of each of the {n_ops} SOPP and SOPK opcodes gcn-isa decodes on this",
        "# cpu was printed by `gcn-isa dis --hex`, the text assembled by llvm-mc and the",
        f"# encoding compared with the word; the categories are in {gen}.summary.",
    ] + header_format([
        "# no trailing newline); a text is gcn-isa's text, or `<invalid>` for a word gcn-isa",
        "# rejects.",
    ])


def sici_summary(gen: str, version: str, res: list[dict]) -> list[str]:
    cpu = GENS[gen]
    total = {c: sum(r["counts"].get(c, 0) for r in res) for c in SICI_CATEGORIES}
    out = [
        f"# {gen} ({cpu}): print-and-reassemble sweep of every SIMM16 of the {len(res)} SOPP and",
        "# SOPK opcodes gcn-isa decodes; hashes of gcn-isa's texts in "
        f"tests/vectors/imm16/{gen}.txt.",
        "# Made by `python3 scripts/gen_imm16_sweep.py` (do not edit by hand), llvm-mc "
        f"{version} -mcpu={cpu} -show-encoding.",
        f"# Words: {sum(total.values())} ({len(res)} opcodes x 65536 immediates).  Each word",
        "# (built as the .txt header says) is printed by gcn-isa, its text assembled by",
        "# llvm-mc and the encoding compared with the word.",
        "",
        "## Categories: category<TAB>words<TAB>reason",
    ]
    for c in SICI_CATEGORIES:
        out.append(f"{c}\t{total[c]}\t{CATEGORY_REASON[c]}")
    out += ["", "## Per opcode: family<TAB>opcode<TAB>mnemonic<TAB>dwords<TAB>category:words ..."]
    for r in res:
        _, fam, op, mn, dwords = r["job"]
        cs = " ".join(f"{c}:{r['counts'][c]}" for c in SICI_CATEGORIES if r["counts"].get(c))
        out.append(f"{fam}\t{op}\t{mn}\t{dwords}\t{cs}")
    out += ["", "## Rejected words per opcode: mnemonic<TAB>words<TAB>immediates<TAB>"
            "gcn-isa's message for the first"]
    for r in res:
        if r["rejected"]:
            imms = [i for i, _ in r["rejected"]]
            out.append(f"{r['job'][3]}\t{len(imms)}\t{ranges(imms)}\t{r['rejected'][0][1]}")
    out += ["", "## Examples: category<TAB>word [literal]<TAB>gcn-isa's text<TAB>"
            "[llvm-mc's encoding] llvm-mc's text, or llvm-mc's error",
            f"## (every word of {', '.join(BUG_CATEGORIES)}; else at most "
            f"{EXAMPLES_PER_OPCODE} per opcode and {EXAMPLES_PER_CATEGORY} per category)"]
    for c in SICI_CATEGORIES:
        if c in (EXACT, REJECTED):
            continue
        exs = [e for r in res for e in r["examples"].get(c, [])]
        out += exs if c in BUG_CATEGORIES else exs[:EXAMPLES_PER_CATEGORY]
    n_echo = sum(r["echo_differs"] for r in res)
    out += ["", f"## Note: {n_echo} words (exact or dropped-*) whose text llvm-mc echoes "
            "otherwise (same encoding); examples: word<TAB>gcn-isa's text<TAB>llvm-mc"]
    out += [e for r in res for e in r["echo_examples"]][:EXAMPLES_PER_CATEGORY]
    gfx8 = OUT_DIR / "gfx8.txt"
    if gfx8.exists():
        theirs = {}
        for ln in gfx8.read_text().splitlines():
            c = ln.split()
            if len(c) == 6 and not ln.startswith("#"):
                theirs[(c[0], c[2], c[4])] = c[5]
        same, other = 0, {}
        for r in res:
            for b in r["blocks"]:
                c = b.split()
                if theirs.get((c[0], c[2], c[4])) == c[5]:
                    same += 1
                else:
                    other[c[2]] = other.get(c[2], 0) + 1
        out += ["", f"## Note: {same} of {sum(len(r['blocks']) for r in res)} blocks hash as the "
                "block of the same mnemonic in gfx8.txt (llvm-mc's tonga disassembly); the "
                "others: " + (", ".join(f"{mn} {n}" for mn, n in other.items()) or "none")]
    return out


def ranges(xs: list[int]) -> str:
    """0x1-0xffff style list of the runs in sorted xs."""
    runs = []
    for x in xs:
        if runs and runs[-1][1] == x - 1:
            runs[-1][1] = x
        else:
            runs.append([x, x])
    s = ",".join(f"0x{a:x}" if a == b else f"0x{a:x}-0x{b:x}" for a, b in runs)
    return s if len(s) < 200 else s[:200] + "..."


# ----------------------------------------------------------------------------------------
# --diff


def find_opcode(gen: str, what: str, cli: str | None) -> tuple[str, int, str, int]:
    path = OUT_DIR / f"{gen}.txt"
    rows = []
    if path.exists():
        for ln in path.read_text().splitlines():
            if ln and not ln.startswith("#"):
                f, op, mn, dwords = ln.split()[:4]
                rows.append((f, int(op), mn, int(dwords)))
    elif gen in SICI:
        rows = probe_ours(gen, ensure_cli(cli, 1))
    else:
        rows = probe(gen)
    rows = sorted(set(rows))
    if ":" in what:
        fam, op = what.split(":", 1)
        hit = [r for r in rows if r[0] == fam and r[1] == int(op, 0)]
    elif what[0].isdigit():
        hit = [r for r in rows if r[1] == int(what, 0)]
    else:
        hit = [r for r in rows if r[2] == what]
    if len(hit) != 1:
        sys.exit(f"{gen}: `{what}` names {len(hit)} opcodes {hit}; "
                 "give a mnemonic or FAMILY:OPCODE (sopp:16, sopk:20)")
    return hit[0]


def stored_hash(gen: str, family: str, op: int, start: int) -> str | None:
    path = OUT_DIR / f"{gen}.txt"
    if path.exists():
        for ln in path.read_text().splitlines():
            c = ln.split()
            if len(c) == 6 and c[0] == family and int(c[1]) == op and int(c[4], 16) == start:
                return c[5]
    return None


def diff(gen: str, what: str, block: str, cli: str | None) -> int:
    if gen not in GENS:
        sys.exit(f"unknown gen {gen}; one of {', '.join(GENS)}")
    family, op, mn, dwords = find_opcode(gen, what, cli)
    b = int(block, 0)
    if b % BLOCK == 0 and b < 1 << 16:
        start = b
    elif 0 < b < (1 << 16) // BLOCK:
        start = b * BLOCK
    else:
        sys.exit(f"BLOCK {block}: give a block start (a multiple of {BLOCK}) or an index 0..63")
    cpu = GENS[gen]
    cli = ensure_cli(cli, 1)
    imms = range(start, start + BLOCK)
    print(f"{gen} ({cpu}) {family} opcode {op} {mn}, immediates 0x{start:04x}..0x{start + BLOCK - 1:04x}")
    stored = stored_hash(gen, family, op, start) or "(none)"
    if gen in SICI:
        recs = sici_check(cli, gen, family, op, mn, dwords, imms)
        ours_h = block_hash([t if t is not None else INVALID for _, t, _, _ in recs])
        print(f"hash: ours {ours_h:016x}, checked in {stored} (gcn-isa's texts when the file "
              "was made; the texts themselves are not stored)")
        n = 0
        for imm, (ws, text, cat, detail) in zip(imms, recs):
            if cat != EXACT:
                n += 1
                print(f"0x{imm:04x}  [{dwords_hex(ws)}] {cat}\n    ours: {text or INVALID}\n"
                      f"    {'llvm-mc' if text else 'gcn-isa'}: {detail}")
        print(f"{n} of {BLOCK} immediates are not {EXACT}; a changed hash with only "
              "explained categories: regenerate with --gen " + gen)
        return 1 if any(c in BUG_CATEGORIES for _, _, c, _ in recs) else 0
    lines = words_for(family, op, dwords, imms)
    llvm = [t if t is not None else INVALID for t in disassemble(cpu, lines)]
    our = [(t if t is not None else f"error: {e}") for t, e in run_ours(cli, cpu, lines)]
    our_cmp = [INVALID if t.startswith("error:") else t for t in our]
    print(f"hash: llvm {block_hash(llvm):016x}, ours {block_hash(our_cmp):016x}, "
          f"checked in {stored}")
    n = 0
    for imm, ws, a, o, oc in zip(imms, lines, llvm, our, our_cmp):
        if a != oc:
            n += 1
            print(f"0x{imm:04x}  [{dwords_hex(ws)}]\n    llvm: {a}\n    ours: {o}")
    print(f"{n} of {BLOCK} immediates differ")
    return 1 if n else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--gen", action="append", choices=list(GENS),
                    help="generation (repeatable; default: all)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--cli", help="the gcn-isa binary (default: build the workspace's "
                    "release gcn-isa-cli)")
    ap.add_argument("--diff", nargs=3, metavar=("GEN", "OPCODE_OR_MNEMONIC", "BLOCK"))
    a = ap.parse_args()
    if a.diff:
        return diff(*a.diff, a.cli)
    return 0 if generate(a.gen or list(GENS), a.jobs, a.cli) else 1


if __name__ == "__main__":
    sys.exit(main())
