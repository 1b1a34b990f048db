#!/usr/bin/env python3
"""Exhaustive 16-bit-immediate sweep of SOPP and SOPK against llvm-mc 19.

Usage:
    python3 scripts/gen_imm16_sweep.py                   # all gfx8+ gens, writes the files
    python3 scripts/gen_imm16_sweep.py --gen gfx9        # one gen
    python3 scripts/gen_imm16_sweep.py --jobs 2          # worker processes (default: nproc)
    python3 scripts/gen_imm16_sweep.py --diff GEN OPCODE-or-MNEMONIC BLOCK
        e.g.  --diff gfx9 s_sendmsg 0x6800      (BLOCK: its first immediate, or its index 0..63)
              --diff gfx906 sopk:17 3           (FAMILY:OPCODE when naming the opcode)
        Disassembles the block's 1024 words with llvm-mc and with our CLI
        (`cargo run --release -p gcn-isa-cli -- dis --mcpu CPU --hex`) and prints, side by
        side, every immediate whose texts differ.

For every gfx8+ generation (llvm cpu: gfx8 tonga, gfx9 gfx900, gfx906 gfx906, gfx908 gfx908,
as in scripts/gen_vectors.py) and every SOPP and SOPK opcode llvm-mc knows there, all 65536
values of SIMM16 (bits [15:0]) are disassembled with /usr/lib/llvm-19/bin/llvm-mc.  The other
fields are fixed: SOPP words are 0xbf800000 | op << 16 | imm; SOPK words are
0xb0000000 | op << 23 | SDST << 16 | imm with SDST = 5 (s5); an opcode that takes a 32-bit
literal (s_setreg_imm32_b32) gets the fixed literal dword LITERAL after each word.

Which opcodes exist comes from LLVM itself: every value of the opcode field is probed with a
few immediates; the result is cross-checked against tests/inventory/sop{p,k}.txt.

Keeping llvm-mc in step (it reads its input as one byte stream): each word (plus its literal)
sits on its own line.  A word llvm-mc rejects gives `<stdin>:LINE:1: warning: invalid
instruction encoding` and llvm-mc skips 4 bytes; LITERAL is itself an invalid instruction on
every cpu here (checked at start-up), so a rejected literal-taking word also produces no
output line.  Any other diagnostic, or an output count that differs from the number of
accepted lines, is an error.

Output: tests/vectors/imm16/<gen>.txt, a header of `# key: value` lines (cpu, sdst, literal,
how it was made), then one line per (opcode, block of 1024 consecutive immediates):
    family opcode mnemonic dwords block_start fnv1a64
`dwords` is the number of dwords the instruction uses (2 with the literal), `block_start` the
first immediate of the block (hex), `fnv1a64` the 64-bit FNV-1a hash (16 hex digits) of the
block's 1024 texts, in order, joined with "\\n" (no trailing newline), UTF-8.  A text is
llvm-mc's output line without its leading tab and trailing blanks, or `<invalid>` where
llvm-mc rejects the word.  tests/tests/imm16_sweep.rs recomputes every hash with gcn-isa.

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

GENS = {"gfx8": "tonga", "gfx9": "gfx900", "gfx906": "gfx906", "gfx908": "gfx908"}
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


def run_mc(cpu: str, inp: str) -> subprocess.CompletedProcess:
    p = subprocess.run(
        [LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-disassemble"],
        input=inp, capture_output=True, text=True,
    )
    if p.returncode != 0:
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


def header(gen: str, version: str, n_ops: int) -> list[str]:
    cpu = GENS[gen]
    return [
        f"# cpu: {cpu}",
        f"# sdst: {SDST}",
        f"# literal: 0x{LITERAL:08x}",
        f"# llvm-mc: {version} ({LLVM_MC} -arch=amdgcn -mcpu={cpu} -disassemble)",
        "# Made by `python3 scripts/gen_imm16_sweep.py` (do not edit by hand): every SIMM16",
        f"# (bits [15:0]) of each of the {n_ops} SOPP and SOPK opcodes llvm-mc knows on this cpu.",
        "# SOPP word: 0xbf800000 | opcode << 16 | imm.  SOPK word: 0xb0000000 | opcode << 23 |",
        "# sdst << 16 | imm, followed by the literal dword when dwords = 2.",
        "# Line: family opcode mnemonic dwords block_start fnv1a64 -- the 64-bit FNV-1a hash of",
        "# the texts of immediates block_start .. block_start+1023 joined with \"\\n\" (UTF-8,",
        "# no trailing newline); a text is llvm-mc's line without the leading tab, or",
        "# `<invalid>` for a word llvm-mc rejects.",
        "# Diagnose a block: python3 scripts/gen_imm16_sweep.py --diff GEN MNEMONIC BLOCK_START",
    ]


def generate(gens: list[str], jobs: int) -> None:
    t0 = time.time()
    version = llvm_version()
    inventories = {gen: probe(gen) for gen in gens}
    work = [(gen, *op) for gen in gens for op in inventories[gen]]
    with mp.Pool(jobs) as pool:
        results = pool.map(sweep_job, work, chunksize=1)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
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


# ----------------------------------------------------------------------------------------
# --diff


def find_opcode(gen: str, what: str) -> tuple[str, int, str, int]:
    path = OUT_DIR / f"{gen}.txt"
    rows = []
    if path.exists():
        for ln in path.read_text().splitlines():
            if ln and not ln.startswith("#"):
                f, op, mn, dwords = ln.split()[:4]
                rows.append((f, int(op), mn, int(dwords)))
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


def ours(cpu: str, lines: list[list[int]]) -> list[str]:
    inp = "".join(spaced(ws) + "\n" for ws in lines)
    p = subprocess.run(
        ["cargo", "run", "-q", "--release", "-p", "gcn-isa-cli", "--",
         "dis", "--mcpu", cpu, "--hex"],
        input=inp, capture_output=True, text=True, cwd=ROOT,
    )
    out = p.stdout.splitlines()
    if len(out) != len(lines):
        sys.exit(f"gcn-isa dis printed {len(out)} lines for {len(lines)}:\n{p.stderr[-3000:]}")
    return [ln[1:].rstrip() if ln.startswith("\t") else ln for ln in out]


def diff(gen: str, what: str, block: str) -> int:
    if gen not in GENS:
        sys.exit(f"unknown gen {gen}; one of {', '.join(GENS)}")
    family, op, mn, dwords = find_opcode(gen, what)
    b = int(block, 0)
    if b % BLOCK == 0 and b < 1 << 16:
        start = b
    elif 0 < b < (1 << 16) // BLOCK:
        start = b * BLOCK
    else:
        sys.exit(f"BLOCK {block}: give a block start (a multiple of {BLOCK}) or an index 0..63")
    cpu = GENS[gen]
    imms = range(start, start + BLOCK)
    lines = words_for(family, op, dwords, imms)
    llvm = [t if t is not None else INVALID for t in disassemble(cpu, lines)]
    our = ours(cpu, lines)
    our_cmp = [INVALID if t.startswith("error:") else t for t in our]
    print(f"{gen} ({cpu}) {family} opcode {op} {mn}, immediates 0x{start:04x}..0x{start + BLOCK - 1:04x}")
    stored = None
    path = OUT_DIR / f"{gen}.txt"
    if path.exists():
        for ln in path.read_text().splitlines():
            c = ln.split()
            if len(c) == 6 and c[0] == family and int(c[1]) == op and int(c[4], 16) == start:
                stored = c[5]
    print(f"hash: llvm {block_hash(llvm):016x}, ours {block_hash(our_cmp):016x}, "
          f"checked in {stored or '(none)'}")
    n = 0
    for imm, ws, a, o, oc in zip(imms, lines, llvm, our, our_cmp):
        if a != oc:
            n += 1
            words = " ".join(f"{w:08x}" for w in ws)
            print(f"0x{imm:04x}  [{words}]\n    llvm: {a}\n    ours: {o}")
    print(f"{n} of {BLOCK} immediates differ")
    return 1 if n else 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--gen", action="append", choices=list(GENS),
                    help="generation (repeatable; default: all gfx8+)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--diff", nargs=3, metavar=("GEN", "OPCODE_OR_MNEMONIC", "BLOCK"))
    a = ap.parse_args()
    if a.diff:
        return diff(*a.diff)
    generate(a.gen or list(GENS), a.jobs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
