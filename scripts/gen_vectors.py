#!/usr/bin/env python3
"""Generate conformance test vectors and opcode inventories with llvm-mc 19 as the oracle.

Usage:
    python3 scripts/gen_vectors.py                      # everything (all families, all gens)
    python3 scripts/gen_vectors.py --family smem        # one family, all its gens
    python3 scripts/gen_vectors.py --family sopp --gen gfx9
    python3 scripts/gen_vectors.py --jobs 2             # worker processes (default: nproc)

Families: smrd smem mtbuf sop2 sopk sop1 sopc sopp
Gens (llvm cpu): gfx6 (tahiti), gfx7 (bonaire), gfx8 (tonga), gfx9 (gfx900),
                 gfx906 (gfx906), gfx908 (gfx908)

Only /usr/lib/llvm-19/bin/llvm-mc is used.  Python 3.11, stdlib only.  Output is
deterministic (the random generator is seeded from family+gen).

Outputs (relative to the repository root):
  tests/vectors/<family>/<gen>.txt      "# cpu: <cpu>" then
                                        <input bytes>\t<llvm text>\t<llvm canonical bytes>
  tests/vectors/<family>/<gen>.invalid  (gfx8+) sample of words LLVM rejects
  tests/vectors/<family>/<gen>.crashes  inputs that crash llvm-mc (only if any)
  tests/vectors/<family>/<gen>.asm-mismatch  (only if any) asm-direction lines whose
                                        printed text does not re-assemble to the same bytes,
                                        or whose assembler text differs from disassembler text
  tests/inventory/<family>.txt          gen\topcode\tmnemonic
  tests/inventory/<family>.notes        mnemonics without vectors, other remarks

How vectors are made:
  gfx8+ : (a) random words: the family's identifying bits fixed, every opcode value tried
          many times, every other bit random (with biased operand fields: inline constants,
          literals, special registers), plus hand-picked edge words; disassembled in batches
          with a marker instruction (v_nop, 0x7e000000) between candidates; ambiguous
          candidates are re-run alone.  (b) assembler direction: random assembly text
          (operand/modifier/symbolic forms) assembled, then the bytes are disassembled like (a).
  gfx6/7: assembler direction only (LLVM cannot disassemble them): random assembly text is
          assembled, LLVM's printed text is recorded, then re-assembled to confirm it
          reproduces the same bytes.
"""

from __future__ import annotations

import argparse
import hashlib
import concurrent.futures as cf
import os
import random
import re
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

LLVM_MC = "/usr/lib/llvm-19/bin/llvm-mc"
ROOT = Path(__file__).resolve().parent.parent
VEC_DIR = ROOT / "tests" / "vectors"
INV_DIR = ROOT / "tests" / "inventory"
CLRX_DIR = Path("/work/shared/reference/clrx-docs")

GENS = {
    "gfx6": "tahiti",
    "gfx7": "bonaire",
    "gfx8": "tonga",
    "gfx9": "gfx900",
    "gfx906": "gfx906",
    "gfx908": "gfx908",
}
GEN_ORDER = list(GENS)
ALL = GEN_ORDER
FAMILIES = {
    "smrd": ["gfx6", "gfx7"],
    "smem": ["gfx8", "gfx9", "gfx906", "gfx908"],
    "mtbuf": ALL,
    "sop2": ALL,
    "sopk": ALL,
    "sop1": ALL,
    "sopc": ALL,
    "sopp": ALL,
}
FAMILY_ORDER = ["smrd", "smem", "mtbuf", "sop2", "sopk", "sop1", "sopc", "sopp"]
CLRX_DOC = {
    "smrd": "GcnInstrsSmrd.md", "smem": "GcnInstrsSmem.md", "mtbuf": "GcnInstrsMtbuf.md",
    "sop2": "GcnInstrsSop2.md", "sopk": "GcnInstrsSopk.md", "sop1": "GcnInstrsSop1.md",
    "sopc": "GcnInstrsSopc.md", "sopp": "GcnInstrsSopp.md",
}
MARKER = bytes([0x00, 0x00, 0x00, 0x7E])  # v_nop on gfx8+ (VOP1 op 0)
MARKER_TEXT = "v_nop"
FILLER = bytes([0x78, 0x56, 0x34, 0x12])  # literal appended when probing literal use
BATCH = 400
JOBS = os.cpu_count() or 2


def is_disasm_gen(gen: str) -> bool:
    return gen not in ("gfx6", "gfx7")


# ----------------------------------------------------------------------------------------
# formatting helpers


def hexb(b: bytes) -> str:
    return ",".join(f"0x{x:02x}" for x in b)


def spaced(b: bytes) -> str:
    return " ".join(f"0x{x:02x}" for x in b)


def le32(v: int) -> bytes:
    return (v & 0xFFFFFFFF).to_bytes(4, "little")


def dw(b: bytes, i: int = 0) -> int:
    return int.from_bytes(b[4 * i:4 * i + 4], "little")


ENC_RE = re.compile(r"^\t(.*?)\s*;\s*encoding:\s*\[([^\]]*)\]\s*$")
DIAG_RE = re.compile(r"^<stdin>:(\d+):(\d+):\s*(warning|error):\s*(.*)$")


def parse_out(stdout: str):
    """Instruction lines of llvm-mc -show-encoding output -> [(text, bytes)]."""
    res = []
    for line in stdout.splitlines():
        m = ENC_RE.match(line)
        if not m:
            continue
        text = m.group(1).rstrip()
        enc = bytes(int(x, 16) for x in m.group(2).split(",") if x.strip())
        res.append((text, enc))
    return res


def parse_diags(stderr: str, kind: str):
    out = defaultdict(list)
    for line in stderr.splitlines():
        m = DIAG_RE.match(line)
        if m and m.group(3) == kind:
            out[int(m.group(1))].append((int(m.group(2)), m.group(4)))
    return out


def run_mc(cpu: str, text: str, disasm: bool):
    args = [LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"]
    if disasm:
        args.append("-disassemble")
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    crashed = p.returncode < 0 or "PLEASE submit a bug report" in p.stderr or "Stack dump" in p.stderr
    return crashed, p.stdout, p.stderr


# ----------------------------------------------------------------------------------------
# disassembler oracle
# result per candidate: ("ok", consumed_bytes, text, enc) | ("invalid",) | ("crash",)


def _single(cpu: str, cand: bytes, depth: int = 0):
    crashed, out, err = run_mc(cpu, spaced(cand) + "\n", True)
    if crashed:
        return ("crash",)
    ins = parse_out(out)
    warns = parse_diags(err, "warning").get(1, [])
    if not warns and len(ins) == 1:
        return ("ok", cand, ins[0][0], ins[0][1])
    if not warns and len(ins) > 1 and len(cand) > 4 and depth < 3:
        return _single(cpu, cand[:-4], depth + 1)
    if warns and warns[0][0] == 1:
        if len(cand) == 4 and depth == 0:
            r = _single(cpu, cand + FILLER, depth + 1)
            if r[0] == "ok" and len(r[1]) == 8:
                return r
        return ("invalid",)
    if warns and len(ins) >= 1 and len(cand) > 4 and depth < 3:
        return _single(cpu, cand[:-4], depth + 1)
    return ("invalid",)


def _batch(cpu: str, cands: list[bytes]):
    if len(cands) == 1:
        return [_single(cpu, cands[0])]
    text = "".join(spaced(c) + "\n" + spaced(MARKER) + "\n" for c in cands)
    crashed, out, err = run_mc(cpu, text, True)
    ins = parse_out(out)
    warns = parse_diags(err, "warning")
    nmark = sum(1 for t, e in ins if t == MARKER_TEXT and e == MARKER)
    bad_marker_warn = any(l % 2 == 0 for l in warns)
    if crashed or nmark != len(cands) or bad_marker_warn:
        h = len(cands) // 2
        return _batch(cpu, cands[:h]) + _batch(cpu, cands[h:])
    segs, cur = [], []
    for t, e in ins:
        if t == MARKER_TEXT and e == MARKER:
            segs.append(cur)
            cur = []
        else:
            cur.append((t, e))
    res = []
    for i, c in enumerate(cands):
        w = warns.get(2 * i + 1, [])
        seg = segs[i]
        if not w and len(seg) == 1:
            res.append(("ok", c, seg[0][0], seg[0][1]))
        elif w and w[0][0] == 1 and len(c) == 4:
            res.append(("invalid",))
        elif w and w[0][0] == 1 and len(c) == 8 and len(seg) <= 1:
            # whole candidate rejected (second dword may decode as garbage)
            res.append(("invalid",))
        else:
            res.append(_single(cpu, c))
    return res


def _two_pass(cpu: str, cands: list[bytes]):
    """Pass 1 finds candidates whose first byte is rejected (a col-1 warning on their line
    is context independent); pass 2 decodes the rest, which cannot desynchronise."""
    text = "".join(spaced(c) + "\n" + spaced(MARKER) + "\n" for c in cands)
    crashed, out, err = run_mc(cpu, text, True)
    if crashed:
        if len(cands) == 1:
            return [("crash",)]
        h = len(cands) // 2
        return _two_pass(cpu, cands[:h]) + _two_pass(cpu, cands[h:])
    warns = parse_diags(err, "warning")
    bad = {i for i in range(len(cands)) if any(c == 1 for c, _ in warns.get(2 * i + 1, []))}
    rest = [i for i in range(len(cands)) if i not in bad]
    res = [("invalid",)] * len(cands)
    if rest:
        for i, rr in zip(rest, _batch(cpu, [cands[i] for i in rest])):
            res[i] = rr
    return res


def disasm_all(cpu: str, cands: list[bytes], pool) -> list:
    chunks = [cands[i:i + BATCH] for i in range(0, len(cands), BATCH)]
    results = []
    for r in pool.map(_two_pass, [cpu] * len(chunks), chunks):
        results.extend(r)
    return results


# ----------------------------------------------------------------------------------------
# assembler oracle: result per line: (text, enc) | None


def _asm_batch(cpu: str, lines: list[str]):
    crashed, out, err = run_mc(cpu, "".join(l + "\n" for l in lines), False)
    errs = parse_diags(err, "error")
    ins = parse_out(out)
    okidx = [i for i in range(len(lines)) if (i + 1) not in errs]
    if crashed or len(ins) != len(okidx):
        if len(lines) == 1:
            return [None]
        h = len(lines) // 2
        return _asm_batch(cpu, lines[:h]) + _asm_batch(cpu, lines[h:])
    res = [None] * len(lines)
    for i, r in zip(okidx, ins):
        res[i] = r
    return res


def asm_all(cpu: str, lines: list[str], pool) -> list:
    chunks = [lines[i:i + 2000] for i in range(0, len(lines), 2000)]
    results = []
    for r in pool.map(_asm_batch, [cpu] * len(chunks), chunks):
        results.extend(r)
    return results


def asm_errors(cpu: str, lines: list[str]) -> dict[int, str]:
    _, _, err = run_mc(cpu, "".join(l + "\n" for l in lines), False)
    return {k: v[0][1] for k, v in parse_diags(err, "error").items()}


# ----------------------------------------------------------------------------------------
# encoding descriptions


def opcode_of(family: str, gen: str, b: bytes) -> int | None:
    d = dw(b)
    if family == "smrd":
        return (d >> 22) & 0x1F if d >> 27 == 0b11000 else None
    if family == "smem":
        return (d >> 18) & 0xFF if d >> 26 == 0b110000 else None
    if family == "mtbuf":
        if d >> 26 != 0b111010:
            return None
        return (d >> 16) & 0x7 if gen in ("gfx6", "gfx7") else (d >> 15) & 0xF
    if family == "sop2":
        return (d >> 23) & 0x7F if d >> 30 == 0b10 and ((d >> 23) & 0x7F) < 96 else None
    if family == "sopk":
        return (d >> 23) & 0x1F if d >> 28 == 0b1011 and ((d >> 23) & 0x1F) < 29 else None
    if family == "sop1":
        return (d >> 8) & 0xFF if d >> 23 == 0b101111101 else None
    if family == "sopc":
        return (d >> 16) & 0x7F if d >> 23 == 0b101111110 else None
    if family == "sopp":
        return (d >> 16) & 0x7F if d >> 23 == 0b101111111 else None
    raise ValueError(family)


OPCODE_COUNT = {"smem": 256, "mtbuf": 16, "sop2": 96, "sopk": 29, "sop1": 256, "sopc": 128,
                "sopp": 128}

# interesting scalar source operand values (gfx8+ numbering)
SRC_SPECIAL = list(range(102, 128)) + list(range(128, 209)) + list(range(235, 256))


def rand_src(r: random.Random) -> int:
    x = r.random()
    if x < 0.35:
        return r.randrange(0, 102)
    if x < 0.5:
        return r.choice(list(range(102, 128)))
    if x < 0.7:
        return r.randrange(128, 209)
    if x < 0.8:
        return r.randrange(240, 249)
    if x < 0.9:
        return 255
    return r.randrange(0, 256)


def rand_lit(r: random.Random) -> int:
    x = r.random()
    if x < 0.3:
        return r.getrandbits(32)
    if x < 0.45:
        return r.randrange(65, 0x10000)
    if x < 0.55:
        return (-r.randrange(17, 0x10000)) & 0xFFFFFFFF
    if x < 0.7:  # floats that are inline constants as 32-bit values (and f64 hi words)
        return r.choice([0x3F000000, 0xBF000000, 0x3F800000, 0xBF800000, 0x40000000,
                         0xC0000000, 0x40800000, 0xC0800000, 0x3E22F983, 0x3FE00000,
                         0x3FF00000, 0xBFF00000, 0x40100000, 0x3FC45F30, 0])
    if x < 0.8:
        return r.randrange(0, 65)
    return r.choice([0x80000000, 0x7FFFFFFF, 0xFFFFFFFF, 0x3F800001, 0x00010000, 0x41200000])


def rand_imm16(r: random.Random) -> int:
    x = r.random()
    if x < 0.3:
        return r.getrandbits(16)
    if x < 0.5:
        return r.randrange(0, 16)
    if x < 0.65:
        return r.randrange(0, 256)
    if x < 0.8:
        return r.choice([0, 1, 0xFFFF, 0x7FFF, 0x8000, 0xFFFE])
    return r.getrandbits(r.randrange(1, 17))


def gen_random_words(family: str, gen: str, op: int, n: int, r: random.Random) -> list[bytes]:
    out = []
    for _ in range(n):
        if family == "smem":
            d0 = (0b110000 << 26) | (op << 18) | r.getrandbits(18)
            if r.random() < 0.5:  # clean: unused bit 13 zero, small sbase/sdata
                d0 &= ~(1 << 13)
            if gen == "gfx8" and r.random() < 0.5:
                d0 &= ~(0b11 << 14)
            d1 = r.getrandbits(32)
            if r.random() < 0.5:
                d1 &= 0xFE1FFFFF if gen != "gfx8" else 0x000FFFFF
            if r.random() < 0.2:
                d1 &= 0xFE0000FF
            out.append(le32(d0) + le32(d1))
        elif family == "mtbuf":
            d0 = (0b111010 << 26) | (op << 15) | (r.getrandbits(26) & ~(0xF << 15))
            d1 = r.getrandbits(32)
            if r.random() < 0.4:
                d1 &= ~(1 << 21)
                d1 &= 0xFFDFFFFF
            if r.random() < 0.3:
                d1 = (d1 & 0x00FFFFFF) | (rand_src(r) << 24)
            out.append(le32(d0) + le32(d1))
        elif family == "sop2":
            s0, s1 = rand_src(r), rand_src(r)
            if r.random() < 0.3:
                s1 = r.randrange(0, 102)
            sd = r.randrange(0, 128) if r.random() < 0.8 else r.randrange(0, 102)
            d = (0b10 << 30) | (op << 23) | (sd << 16) | (s1 << 8) | s0
            b = le32(d)
            if 255 in (s0, s1):
                b += le32(rand_lit(r))
            out.append(b)
        elif family == "sopk":
            sd = r.randrange(0, 128)
            d = (0b1011 << 28) | (op << 23) | (sd << 16) | rand_imm16(r)
            out.append(le32(d))
        elif family == "sop1":
            s0 = rand_src(r)
            sd = r.randrange(0, 128)
            d = (0b101111101 << 23) | (sd << 16) | (op << 8) | s0
            b = le32(d)
            if s0 == 255:
                b += le32(rand_lit(r))
            out.append(b)
        elif family == "sopc":
            s0, s1 = rand_src(r), rand_src(r)
            if r.random() < 0.3:
                s1 = r.randrange(0, 16)
            d = (0b101111110 << 23) | (op << 16) | (s1 << 8) | s0
            b = le32(d)
            if 255 in (s0, s1):
                b += le32(rand_lit(r))
            out.append(b)
        elif family == "sopp":
            d = (0b101111111 << 23) | (op << 16) | rand_imm16(r)
            out.append(le32(d))
    return out


def edge_words(family: str, gen: str, op: int) -> list[bytes]:
    """All-zero and all-ones non-identifying fields for one opcode."""
    res = []
    if family == "smem":
        for d0r, d1 in ((0, 0), (0x3FFFF, 0xFFFFFFFF), (0x3DFFF, 0xFE1FFFFF), (1 << 17, 0),
                        (0x1F << 14 | 1 << 17, 0x1FFFFF)):
            res.append(le32((0b110000 << 26) | (op << 18) | d0r) + le32(d1))
    elif family == "mtbuf":
        for rest, d1 in ((0, 0), (0x3FFFFFF, 0xFFFFFFFF), (0x3FFFFFF, 0xFFDFFFFF), (0xFFF, 0)):
            res.append(le32((0b111010 << 26) | (op << 15) | (rest & ~(0xF << 15))) + le32(d1))
    elif family == "sop2":
        for sd, s1, s0 in ((0, 0, 0), (127, 254, 254), (127, 255, 255), (106, 126, 124)):
            b = le32((0b10 << 30) | (op << 23) | (sd << 16) | (s1 << 8) | s0)
            if 255 in (s0, s1):
                b += le32(0xFFFFFFFF)
            res.append(b)
    elif family == "sopk":
        for sd, imm in ((0, 0), (127, 0xFFFF), (106, 0x8000)):
            res.append(le32((0b1011 << 28) | (op << 23) | (sd << 16) | imm))
    elif family == "sop1":
        for sd, s0 in ((0, 0), (127, 254), (127, 255), (106, 126)):
            b = le32((0b101111101 << 23) | (sd << 16) | (op << 8) | s0)
            if s0 == 255:
                b += le32(0xFFFFFFFF)
            res.append(b)
    elif family == "sopc":
        for s1, s0 in ((0, 0), (254, 254), (255, 255), (126, 124)):
            b = le32((0b101111110 << 23) | (op << 16) | (s1 << 8) | s0)
            if 255 in (s0, s1):
                b += le32(0xFFFFFFFF)
            res.append(b)
    elif family == "sopp":
        for imm in (0, 0xFFFF, 0x8000, 1):
            res.append(le32((0b101111111 << 23) | (op << 16) | imm))
    return res


# ----------------------------------------------------------------------------------------
# assembler-direction text generation

SYM_SPECIAL32 = ["vcc_lo", "vcc_hi", "m0", "exec_lo", "exec_hi", "flat_scratch_lo",
                 "flat_scratch_hi", "xnack_mask_lo", "xnack_mask_hi", "tba_lo", "tba_hi",
                 "tma_lo", "tma_hi", "scc", "src_vccz", "src_execz", "src_scc", "vccz",
                 "execz", "src_shared_base", "src_shared_limit", "src_private_base",
                 "src_private_limit", "src_pops_exiting_wave_id", "lds_direct",
                 "shared_base", "private_limit"]
SYM_SPECIAL64 = ["vcc", "exec", "flat_scratch", "xnack_mask", "tba", "tma",
                 "src_shared_base", "src_private_limit"]
INLINE_TXT = ["0", "1", "-1", "-16", "64", "0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0",
              "4.0", "-4.0", "0.15915494", "65", "-17", "0x3f800000", "0xffffffff",
              "0x12345678", "0x4000", "100000"]


def sgpr_max(gen: str) -> int:
    return 104 if gen in ("gfx6", "gfx7") else 102


def ttmp_max(gen: str) -> int:
    return 12 if gen in ("gfx6", "gfx7", "gfx8") else 16


def rand_s32(r, gen, src=True) -> str:
    x = r.random()
    if x < 0.5:
        return f"s{r.randrange(sgpr_max(gen))}"
    if x < 0.62:
        return f"ttmp{r.randrange(ttmp_max(gen))}"
    if x < 0.8 or not src:
        return r.choice(SYM_SPECIAL32)
    return r.choice(INLINE_TXT + [str(r.randrange(-16, 65)), hex(r.getrandbits(32))])


def rand_sreg_range(r, gen, n: int) -> str:
    x = r.random()
    if n == 2 and x < 0.25:
        return r.choice(SYM_SPECIAL64)
    if x < 0.4 and n <= ttmp_max(gen):
        t = ttmp_max(gen)
        a = r.randrange(0, t - n + 1)
        a -= a % min(n, 4)
        return f"ttmp[{a}:{a + n - 1}]"
    a = r.randrange(0, sgpr_max(gen) - n + 1)
    a -= a % min(n, 4)
    return f"s[{a}:{a + n - 1}]"


def rand_num(r, orig: str) -> str:
    x = r.random()
    if x < 0.2:
        return str(r.randrange(0, 16))
    if x < 0.35:
        return hex(r.randrange(0, 256))
    if x < 0.5:
        return hex(r.getrandbits(16))
    if x < 0.6:
        return hex(r.getrandbits(21))
    if x < 0.7:
        return hex(r.getrandbits(32))
    if x < 0.8:
        return str(-r.randrange(1, 0x8000))
    if x < 0.9:
        return r.choice(INLINE_TXT)
    return orig


TOK_RE = re.compile(r"(s\[\d+:\d+\]|ttmp\[\d+:\d+\]|v\[\d+:\d+\]|\bs\d+\b|\bttmp\d+\b|\bv\d+\b|"
                    r"\b(?:vcc|exec|flat_scratch|xnack_mask|tba|tma)(?:_lo|_hi)?\b|\bm0\b|"
                    r"(?<![\w.])-?0x[0-9a-fA-F]+\b|(?<![\w.])-?\d+\.\d+|(?<![\w.(])-?\d+\b)")


def mutate_text(text: str, gen: str, r: random.Random, family: str) -> str:
    """Replace operands of an instruction text by random ones of the same class."""
    if " " not in text:
        return text
    mn, rest = text.split(" ", 1)

    def repl(m):
        t = m.group(0)
        if r.random() < 0.15:
            return t
        if t.startswith("s[") or t.startswith("ttmp["):
            a, b = map(int, t[t.index("[") + 1:-1].split(":"))
            return rand_sreg_range(r, gen, b - a + 1)
        if t.startswith("v["):
            a, b = map(int, t[2:-1].split(":"))
            n = b - a + 1
            s = r.randrange(0, 256 - n + 1)
            return f"v[{s}:{s + n - 1}]"
        if t.startswith("v") and t[1:].isdigit():
            return f"v{r.randrange(256)}"
        if t in ("vcc", "exec", "flat_scratch", "xnack_mask", "tba", "tma"):
            return rand_sreg_range(r, gen, 2)
        if t[0] in "-0123456789":
            return rand_num(r, t)
        return rand_s32(r, gen)

    # numbers inside hwreg(...)/sendmsg(...)/waitcnt counters are mutated too
    rest = TOK_RE.sub(repl, rest)
    return f"{mn} {rest}"


def mtbuf_mods(r, gen) -> tuple[str, int]:
    """Random MTBUF addressing/modifier suffix; returns (suffix, vaddr regs)."""
    offen = r.random() < 0.5
    idxen = r.random() < 0.5
    addr64 = gen in ("gfx6", "gfx7") and not offen and not idxen and r.random() < 0.4
    mods = []
    if r.random() < 0.8:
        if r.random() < 0.5:
            dfmt, nfmt = r.randrange(16), r.randrange(8)
            mods.append(f"format:{dfmt + 16 * nfmt}" if r.random() < 0.3 else
                        f"format:[{DFMT[dfmt]},{NFMT[nfmt]}]")
        else:
            mods.append(f"format:[{r.choice(DFMT)}]" if r.random() < 0.5 else
                        f"format:[{r.choice(NFMT)}]")
    if offen:
        mods.append("offen")
    if idxen:
        mods.append("idxen")
    if addr64:
        mods.append("addr64")
    if r.random() < 0.6:
        mods.append(f"offset:{r.choice([0, 1, 4095, r.randrange(4096)])}")
    for m in ("glc", "slc", "tfe"):
        if r.random() < 0.35:
            mods.append(m)
    if r.random() < 0.1:
        r.shuffle(mods)
    n = 2 if (offen and idxen) or addr64 else (1 if offen or idxen else 0)
    return " ".join(mods), n


DFMT = ["BUF_DATA_FORMAT_INVALID", "BUF_DATA_FORMAT_8", "BUF_DATA_FORMAT_16",
        "BUF_DATA_FORMAT_8_8", "BUF_DATA_FORMAT_32", "BUF_DATA_FORMAT_16_16",
        "BUF_DATA_FORMAT_10_11_11", "BUF_DATA_FORMAT_11_11_10", "BUF_DATA_FORMAT_10_10_10_2",
        "BUF_DATA_FORMAT_2_10_10_10", "BUF_DATA_FORMAT_8_8_8_8", "BUF_DATA_FORMAT_32_32",
        "BUF_DATA_FORMAT_16_16_16_16", "BUF_DATA_FORMAT_32_32_32",
        "BUF_DATA_FORMAT_32_32_32_32", "BUF_DATA_FORMAT_RESERVED_15"]
NFMT = ["BUF_NUM_FORMAT_UNORM", "BUF_NUM_FORMAT_SNORM", "BUF_NUM_FORMAT_USCALED",
        "BUF_NUM_FORMAT_SSCALED", "BUF_NUM_FORMAT_UINT", "BUF_NUM_FORMAT_SINT",
        "BUF_NUM_FORMAT_SNORM_OGL", "BUF_NUM_FORMAT_FLOAT"]


def gen_mtbuf_text(mn: str, gen: str, r: random.Random, ndata: int) -> str:
    suffix, n = mtbuf_mods(r, gen)
    if "tfe" in suffix.split():
        ndata += 1
    s = r.randrange(0, 256 - ndata + 1)
    vdata = f"v{s}" if ndata == 1 else f"v[{s}:{s + ndata - 1}]"
    if n == 0:
        vaddr = "off"
    elif n == 1:
        vaddr = f"v{r.randrange(256)}"
    else:
        a = r.randrange(255)
        vaddr = f"v[{a}:{a + 1}]"
    srsrc = rand_sreg_range(r, gen, 4)
    soff = rand_s32(r, gen) if r.random() < 0.8 else str(r.randrange(-16, 65))
    return f"{mn} {vdata}, {vaddr}, {srsrc}, {soff} {suffix}".rstrip()


HWREGS = ["HW_REG_MODE", "HW_REG_STATUS", "HW_REG_TRAPSTS", "HW_REG_HW_ID", "HW_REG_GPR_ALLOC",
          "HW_REG_LDS_ALLOC", "HW_REG_IB_STS", "HW_REG_SH_MEM_BASES", "HW_REG_TBA_LO",
          "HW_REG_TBA_HI", "HW_REG_TMA_LO", "HW_REG_TMA_HI", "HW_REG_FLAT_SCR_LO",
          "HW_REG_FLAT_SCR_HI", "HW_REG_XNACK_MASK", "HW_REG_POPS_PACKER", "HW_REG_PC_LO",
          "0", "8", "22", "63"]


def rand_hwreg(r) -> str:
    h = r.choice(HWREGS)
    x = r.random()
    if x < 0.4:
        return f"hwreg({h})"
    off = r.randrange(32)
    size = r.randrange(1, 33 - off)
    return f"hwreg({h}, {off}, {size})"


def rand_sendmsg(r) -> str:
    c = r.random()
    if c < 0.15:
        return "sendmsg(MSG_INTERRUPT)"
    if c < 0.45:
        m = r.choice(["MSG_GS", "MSG_GS_DONE", "2", "3"])
        op = r.choice(["GS_OP_NOP", "GS_OP_CUT", "GS_OP_EMIT", "GS_OP_EMIT_CUT", "0", "1", "2",
                       "3"])
        if r.random() < 0.6 and op not in ("GS_OP_NOP", "0"):
            return f"sendmsg({m}, {op}, {r.randrange(4)})"
        return f"sendmsg({m}, {op})"
    if c < 0.6:
        return f"sendmsg(MSG_SYSMSG, {r.choice(['SYSMSG_OP_ECC_ERR_INTERRUPT', 'SYSMSG_OP_REG_RD', 'SYSMSG_OP_HOST_TRAP_ACK', 'SYSMSG_OP_TTRACE_PC', '1', '2', '3', '4'])})"
    if c < 0.75:
        return f"sendmsg({r.choice(['MSG_GS_ALLOC_REQ', 'MSG_GET_DOORBELL', 'MSG_SAVEWAVE', 'MSG_STALL_WAVE_GEN', 'MSG_HALT_WAVES', 'MSG_ORDERED_PS_DONE', 'MSG_EARLY_PRIM_DEALLOC', 'MSG_GET_DDID'])})"
    if c < 0.85:
        return f"sendmsg({r.randrange(16)}, {r.randrange(8)}, {r.randrange(4)})"
    return str(r.getrandbits(16) if r.random() < 0.5 else r.randrange(16))


def rand_waitcnt(r, gen) -> str:
    vm = 63 if gen not in ("gfx6", "gfx7", "gfx8") else 15
    parts = []
    for name, mx in (("vmcnt", vm), ("expcnt", 7), ("lgkmcnt", 15)):
        if r.random() < 0.55:
            v = r.choice([0, mx, r.randrange(mx + 1)])
            if r.random() < 0.05:
                parts.append(f"{name}_sat({v + r.randrange(0, 100)})")
            else:
                parts.append(f"{name}({v})")
    if not parts:
        return str(r.getrandbits(16)) if r.random() < 0.5 else "0"
    sep = r.choice([" ", " & ", ", "]) if r.random() < 0.3 else " "
    return sep.join(parts)


def rand_gpr_idx(r) -> str:
    modes = [m for m in ("SRC0", "SRC1", "SRC2", "DST") if r.random() < 0.5]
    return "gpr_idx(" + ",".join(modes) + ")"


def symbolic_lines(family: str, gen: str, r: random.Random, n: int) -> list[str]:
    """Hand-written symbolic forms (tried on every gen; LLVM rejects unsupported)."""
    out = []
    if family == "sopp":
        for _ in range(n):
            k = r.randrange(14)
            if k < 3:
                out.append(f"s_waitcnt {rand_waitcnt(r, gen)}")
            elif k < 5:
                out.append(f"{r.choice(['s_sendmsg', 's_sendmsghalt'])} {rand_sendmsg(r)}")
            elif k == 5:
                out.append(f"s_set_gpr_idx_mode {rand_gpr_idx(r)}")
            elif k == 6:
                out.append(f"{r.choice(['s_branch', 's_cbranch_scc0', 's_cbranch_scc1', 's_cbranch_vccz', 's_cbranch_vccnz', 's_cbranch_execz', 's_cbranch_execnz', 's_cbranch_cdbgsys', 's_cbranch_cdbguser', 's_cbranch_cdbgsys_or_user', 's_cbranch_cdbgsys_and_user'])} {r.choice([0, 1, -1, 0x7fff, -0x8000, r.randrange(-0x8000, 0x8000)])}")
            elif k == 7:
                out.append(f"{r.choice(['s_endpgm', 's_endpgm_saved', 's_endpgm_ordered_ps_done', 's_trap', 's_sleep', 's_setprio', 's_nop', 's_setkill', 's_incperflevel', 's_decperflevel', 's_setkill', 's_icache_inv', 's_barrier', 's_ttracedata', 's_wakeup', 's_code_end'])} {r.choice(['', '0', '1', '3', '7', '0xffff', str(r.randrange(16)), hex(r.getrandbits(16))])}".rstrip())
            elif k == 8:
                out.append(f"s_trap {r.choice([0, 1, 2, 3, 0xff, r.randrange(256)])}")
            elif k == 9:
                out.append(f"s_sleep {r.choice([0, 1, 2, 10, 0x7f, 0xffff])}")
            elif k == 10:
                out.append(f"s_setprio {r.randrange(4) if r.random() < 0.7 else r.getrandbits(16)}")
            elif k == 11:
                out.append(f"s_nop {r.randrange(16) if r.random() < 0.8 else r.getrandbits(16)}")
            elif k == 12:
                out.append(f"s_waitcnt {r.choice(['0', '0xffff', 'vmcnt(0)', 'expcnt(0)', 'lgkmcnt(0)', 'vmcnt(0) expcnt(0) lgkmcnt(0)'])}")
            else:
                out.append(f"{r.choice(['s_cbranch_cdbgsys', 's_setkill', 's_ttracedata_imm', 's_denorm_mode', 's_round_mode', 's_inst_prefetch', 's_clause'])} {r.randrange(16)}")
    elif family == "sopk":
        for _ in range(n):
            k = r.randrange(6)
            if k == 0:
                out.append(f"s_getreg_b32 {rand_s32(r, gen, False)}, {rand_hwreg(r)}")
            elif k == 1:
                out.append(f"s_setreg_b32 {rand_hwreg(r)}, {rand_s32(r, gen, False)}")
            elif k == 2:
                out.append(f"s_setreg_imm32_b32 {rand_hwreg(r)}, {hex(rand_lit(r))}")
            elif k == 3:
                out.append(f"{r.choice(['s_cbranch_i_fork', 's_call_b64'])} {rand_sreg_range(r, gen, 2)}, {r.randrange(-0x8000, 0x8000)}")
            elif k == 4:
                out.append(f"{r.choice(['s_movk_i32', 's_cmovk_i32', 's_cmpk_eq_i32', 's_addk_i32', 's_mulk_i32', 's_cmpk_lg_u32', 's_cmpk_le_u32', 's_cmpk_lt_i32', 's_cmpk_gt_u32', 's_cmpk_ge_i32'])} {rand_s32(r, gen, False)}, {r.choice([0, 1, 0xffff, 0x8000, -1, -0x8000, r.randrange(-0x8000, 0x10000)])}")
            else:
                out.append(f"s_getreg_b32 {rand_s32(r, gen, False)}, hwreg({r.randrange(64)}, {r.randrange(32)}, {r.randrange(1, 33)})")
    elif family == "sopc":
        for _ in range(n):
            k = r.randrange(3)
            if k == 0:
                out.append(f"s_set_gpr_idx_on {rand_s32(r, gen)}, {rand_gpr_idx(r)}")
            elif k == 1:
                out.append(f"s_set_gpr_idx_on {rand_s32(r, gen)}, {r.randrange(16)}")
            else:
                out.append(f"s_setvskip {rand_s32(r, gen)}, {rand_s32(r, gen)}")
    elif family == "sop1":
        for _ in range(n):
            out.append(f"{r.choice(['s_movreld_b32', 's_movrels_b32', 's_set_gpr_idx_idx', 's_cbranch_join', 's_getpc_b64', 's_setpc_b64', 's_swappc_b64', 's_rfe_b64', 's_mov_fed_b32', 's_bitreplicate_b64_b32', 's_andn1_saveexec_b64', 's_orn1_saveexec_b64'])} {rand_s32(r, gen)}")
    return out


# templates for mnemonics not seen in gfx8+ disassembly (gfx6/7 only ones, or to probe)
def guess_templates(family: str, mn: str) -> list[str]:
    if family in ("smrd", "smem"):
        base = ["s[2:3]", "s[4:7]"]
        dsts = ["s1", "s[2:3]", "s[4:7]", "s[8:15]", "s[16:31]"]
        t = [f"{mn}", f"{mn} s[2:3]", f"{mn} s1"]
        for b in base:
            for d in dsts:
                t.append(f"{mn} {d}, {b}, 0x4")
                t.append(f"{mn} {d}, {b}, s5")
        return t
    if family == "mtbuf":
        return [f"{mn} v{'' if n == 1 else ''}1, off, s[4:7], s5" if n == 1 else
                f"{mn} v[1:{n}], off, s[4:7], s5" for n in (1, 2, 3, 4)]
    if family == "sop2":
        return [f"{mn} s0, s1, s2", f"{mn} s[0:1], s[2:3], s[4:5]", f"{mn} s[0:1], s[2:3], s4",
                f"{mn} s0, s[2:3], s4", f"{mn} s0, s[2:3], s[4:5]"]
    if family == "sop1":
        return [f"{mn} s0, s1", f"{mn} s[0:1], s[2:3]", f"{mn} s0, s[2:3]", f"{mn} s[0:1], s2",
                f"{mn} s[0:1]", f"{mn} s0", f"{mn}"]
    if family == "sopc":
        return [f"{mn} s0, s1", f"{mn} s[0:1], s[2:3]", f"{mn} s[0:1], s2", f"{mn} s0, 1",
                f"{mn} s0, gpr_idx(SRC0)"]
    if family == "sopk":
        return [f"{mn} s0, 0x1", f"{mn} 0x1", f"{mn} s[0:1], 0x1", f"{mn} hwreg(HW_REG_MODE), s0",
                f"{mn} s0, hwreg(HW_REG_MODE)", f"{mn} hwreg(HW_REG_MODE), 0x1", f"{mn} s[0:1], 4"]
    if family == "sopp":
        return [f"{mn}", f"{mn} 0", f"{mn} 1", f"{mn} sendmsg(MSG_INTERRUPT)", f"{mn} vmcnt(0)",
                f"{mn} gpr_idx(SRC0)"]
    return []


def clrx_mnemonics(family: str) -> list[str]:
    p = CLRX_DIR / CLRX_DOC[family]
    if not p.exists():
        return []
    txt = p.read_text(errors="replace")
    pat = r"\bTBUFFER_[A-Z0-9_]+\b" if family == "mtbuf" else r"\bS_[A-Z0-9_]+\b"
    names = sorted({m.lower() for m in re.findall(pat, txt)})
    return names


# ----------------------------------------------------------------------------------------
# per family x gen generation


def mnemonic(text: str) -> str:
    return text.split()[0]


class Result:
    def __init__(self):
        self.vectors: dict[bytes, tuple[str, bytes]] = {}
        self.invalid: list[bytes] = []
        self.crashes: list[bytes] = []
        self.inventory: set[tuple[int, str]] = set()
        self.notes: list[str] = []
        self.mismatch: list[str] = []
        self.templates: dict[str, list[str]] = defaultdict(list)  # mnemonic -> texts
        self.probe_mnemonics: set[str] = set()


def seed_for(family: str, gen: str, salt: str = "") -> int:
    return int.from_bytes(hashlib.sha256(f"{family}/{gen}/{salt}".encode()).digest()[:8], "little")


PER_OP_CAP = {"smem": 24, "mtbuf": 120, "sop2": 28, "sopk": 60, "sop1": 24, "sopc": 40,
              "sopp": 40}
# per opcode caps for assembler-direction vectors: gfx8+ (added to the above) and gfx6/7
ASM_CAP = {"smem": 8, "mtbuf": 40, "sop2": 10, "sopk": 20, "sop1": 8, "sopc": 13, "sopp": 13}
ASM_CAP67 = {"smrd": 60, "mtbuf": 250, "sop2": 36, "sopk": 60, "sop1": 30, "sopc": 40,
             "sopp": 50}
TRIES = {"smem": 24, "mtbuf": 400, "sop2": 60, "sopk": 120, "sop1": 36, "sopc": 48, "sopp": 48}
ASM_PER_MN = {"smem": 40, "smrd": 150, "mtbuf": 150, "sop2": 30, "sopk": 40, "sop1": 30,
              "sopc": 30, "sopp": 30}


def run_disasm_family(family, gen, pool, res: Result, log):
    cpu = GENS[gen]
    r = random.Random(seed_for(family, gen))
    nops = OPCODE_COUNT[family]
    cands = []
    for op in range(nops):
        cands += edge_words(family, gen, op)
        cands += gen_random_words(family, gen, op, TRIES[family], r)
    cands = list(dict.fromkeys(cands))
    results = disasm_all(cpu, cands, pool)
    hits = defaultdict(list)
    invalid = []

    def absorb(cs, rs):
        for c, rr in zip(cs, rs):
            if rr[0] == "ok":
                _, consumed, text, enc = rr
                op = opcode_of(family, gen, consumed)
                if op is None:
                    res.notes.append(f"{gen}\t{text}\t{hexb(consumed)} decoded outside family")
                    continue
                hits[op].append((consumed, text, enc))
                res.inventory.add((op, mnemonic(text)))
            elif rr[0] == "invalid":
                invalid.append(c)
            else:
                res.crashes.append(c)

    absorb(cands, results)
    # round 2: more tries for opcodes that are valid but under-sampled
    more = []
    for op in range(nops):
        n = len({h[0] for h in hits.get(op, [])})
        if 0 < n < 16:
            more += gen_random_words(family, gen, op, TRIES[family] * 8, r)
    if more:
        more = [c for c in dict.fromkeys(more) if c not in set(cands)]
        absorb(more, disasm_all(cpu, more, pool))
    # select per opcode
    cap = PER_OP_CAP[family]
    for op, hs in sorted(hits.items()):
        uniq = list({h[0]: h for h in hs}.values())
        # prefer diversity of printed text shape: first take one per distinct text "shape"
        r.shuffle(uniq)
        shapes = {}
        rest = []
        for h in uniq:
            shape = re.sub(r"\d+", "N", h[1])
            if shape not in shapes:
                shapes[shape] = h
            else:
                rest.append(h)
        chosen = list(shapes.values())[:cap] + rest[:max(0, cap - len(shapes))]
        edges = set(edge_words(family, gen, op))
        chosen += [h for h in uniq if h[0] in edges or h[0][:4] in edges]
        for c, t, e in chosen:
            res.vectors[c] = (t, e)
    inv = sorted(set(invalid))
    r.shuffle(inv)
    res.invalid = sorted(inv[:300])
    log(f"  {family}/{gen}: {len(cands) + len(more)} candidates, "
        f"{sum(len(v) for v in hits.values())} valid, {len(invalid)} invalid, "
        f"{len(res.crashes)} crashes, {len(hits)} opcodes")
    for op, hs in hits.items():
        for c, t, e in hs[:6]:
            res.templates[mnemonic(t)].append(t)


def asm_candidates(family, gen, mns: dict[str, list[str]], r, per_mn) -> list[str]:
    lines = []
    for mn, temps in sorted(mns.items()):
        temps = list(dict.fromkeys(temps))
        if not temps:
            continue
        lines += temps
        for i in range(per_mn):
            t = r.choice(temps)
            if family == "mtbuf":
                # data register count from the template
                m = re.match(r"\S+ v\[(\d+):(\d+)\]", t)
                nd = int(m.group(2)) - int(m.group(1)) + 1 if m else 1
                if re.search(r"\btfe\b", t):
                    nd -= 1
                lines.append(gen_mtbuf_text(mn, gen, r, max(nd, 1)))
            else:
                lines.append(mutate_text(t, gen, r, family))
    lines += symbolic_lines(family, gen, r, 20 * per_mn if family in ("sopp", "sopk") else
                            4 * per_mn)
    return list(dict.fromkeys(lines))


def run_asm_family(family, gen, pool, res: Result, templates: dict[str, list[str]], log):
    """Assembler direction.  For gfx6/7 vectors come from assembler output; for gfx8+ the
    assembled bytes are fed to the disassembler and its text is recorded."""
    cpu = GENS[gen]
    r = random.Random(seed_for(family, gen, "asm"))
    lines = asm_candidates(family, gen, templates, r, ASM_PER_MN[family])
    out = asm_all(cpu, lines, pool)
    got = {}
    for line, o in zip(lines, out):
        if o is None:
            continue
        text, enc = o
        op = opcode_of(family, gen, enc)
        if op is None:
            continue
        got.setdefault(enc, (text, line))
    per_op = defaultdict(list)
    for enc, (text, line) in got.items():
        per_op[opcode_of(family, gen, enc)].append((enc, text))
    cap = ASM_CAP[family] if is_disasm_gen(gen) else ASM_CAP67[family]
    chosen = []
    for op, lst in sorted(per_op.items()):
        r.shuffle(lst)
        shapes, rest = {}, []
        for enc, text in lst:
            shape = re.sub(r"\d+", "N", text)
            if shape in shapes:
                rest.append((enc, text))
            else:
                shapes[shape] = (enc, text)
        sel = list(shapes.values())[:cap]
        sel += rest[:max(0, cap - len(sel))]
        chosen += sel
    if not is_disasm_gen(gen):
        # LLVM's assembler accepts 8-bit-only source operands (src_vccz=251, src_execz=252,
        # src_scc=253, lds_direct=254) in 7-bit destination fields and silently truncates
        # them (src_execz -> 124 = m0).  Printed text would then not be what a decoder
        # prints: drop those (gfx8+ is safe because its text comes from the disassembler).
        bad = re.compile(r"^(?:s_setreg_b32 hwreg\([^)]*\), |\S+ )"
                         r"(?:src_vccz|src_execz|src_scc|vccz|execz|scc|lds_direct|"
                         r"src_lds_direct)\b")
        if family in ("smrd", "sop1", "sop2", "sopk"):
            dropped = [(e, t) for e, t in chosen if bad.match(t)]
            for e, t in dropped:
                res.mismatch.append(f"dropped-8bit-name-in-7bit-field\t{hexb(e)}\t{t}")
            chosen = [(e, t) for e, t in chosen if not bad.match(t)]
    if not is_disasm_gen(gen) and family in ("sopk", "sopp"):
        # The assembler echoes a 16-bit immediate as it was typed (-5, 0x10001d) although
        # the field keeps only its low 16 bits, zero-extended when decoded: such text is not
        # what any decoder prints for those bytes. gfx8+ disassembly never prints one, so
        # keep only the canonical spelling (s_setreg_imm32_b32's 32-bit literal excepted).
        imm = re.compile(r"(?<![\w.(:\[])-?(?:0x[0-9a-fA-F]+|\d+)\b")

        def noncanonical(t: str) -> bool:
            if t.startswith("s_setreg_imm32_b32") or " " not in t:
                return False
            return any(not 0 <= int(tok, 0) <= 0xFFFF for tok in imm.findall(t.split(" ", 1)[1]))

        for e, t in chosen:
            if noncanonical(t):
                res.mismatch.append(f"dropped-noncanonical-imm16-echo\t{hexb(e)}\t{t}")
        chosen = [(e, t) for e, t in chosen if not noncanonical(t)]
    if is_disasm_gen(gen):
        encs = [e for e, _ in chosen if e not in res.vectors]
        dres = disasm_all(cpu, encs, pool)
        n = 0
        asm_text = dict(chosen)
        for e, rr in zip(encs, dres):
            if rr[0] == "ok" and rr[1] == e:
                res.vectors[e] = (rr[2], rr[3])
                n += 1
                if rr[2] != asm_text[e]:
                    res.mismatch.append(f"asm-text-differs\t{hexb(e)}\tasm: {asm_text[e]}\tdisasm: {rr[2]}")
                if rr[3] != e:
                    res.mismatch.append(f"asm-bytes-reencode-differ\t{hexb(e)}\t{asm_text[e]}\t{hexb(rr[3])}")
                res.inventory.add((opcode_of(family, gen, e), mnemonic(rr[2])))
            elif rr[0] == "crash":
                res.crashes.append(e)
            else:
                res.mismatch.append(f"asm-bytes-not-disassembled\t{hexb(e)}\t{asm_text[e]}\t{rr}")
        log(f"  {family}/{gen} asm: {len(lines)} lines, {len(got)} assembled, {n} added")
    else:
        # re-assemble the printed text and check bytes
        texts = [t for _, t in chosen]
        back = asm_all(cpu, texts, pool)
        n = 0
        for (enc, text), b in zip(chosen, back):
            if b is None or b[1] != enc:
                res.mismatch.append(f"reassembly-differs\t{hexb(enc)}\t{text}\t{b}")
                continue
            res.vectors[enc] = (text, enc)
            res.inventory.add((opcode_of(family, gen, enc), mnemonic(text)))
            n += 1
        log(f"  {family}/{gen} asm: {len(lines)} lines, {len(got)} assembled, {n} kept")


def candidate_mnemonics(family, gen, seen_templates) -> dict[str, list[str]]:
    """For asm direction: mnemonic -> template texts."""
    mns: dict[str, list[str]] = defaultdict(list)
    fams = [family] + (["smem"] if family == "smrd" else [])
    for mn in clrx_mnemonics(family) + (clrx_mnemonics("smem") if family == "smrd" else []):
        mns[mn] += guess_templates(family, mn)
    for mn, ts in seen_templates.items():
        mns[mn] += ts
        mns[mn] += guess_templates(family, mn)
    return mns


def probe_templates(family, gen, mns, pool) -> dict[str, list[str]]:
    """Keep only templates that assemble into this family on this gen; also inventory."""
    cpu = GENS[gen]
    flat = [(mn, t) for mn, ts in mns.items() for t in dict.fromkeys(ts)]
    out = asm_all(cpu, [t for _, t in flat], pool)
    good = defaultdict(list)
    probe_inv = set()
    for (mn, t), o in zip(flat, out):
        if o is not None and opcode_of(family, gen, o[1]) is not None:
            good[mnemonic(o[0])].append(o[0])
            probe_inv.add((opcode_of(family, gen, o[1]), mnemonic(o[0])))
    return good, probe_inv


def write_family(family, gen, res: Result, log):
    d = VEC_DIR / family
    d.mkdir(parents=True, exist_ok=True)
    cpu = GENS[gen]
    lines = [f"{hexb(k)}\t{t}\t{hexb(e)}" for k, (t, e) in
             sorted(res.vectors.items(), key=lambda kv: kv[0])]
    (d / f"{gen}.txt").write_text(f"# cpu: {cpu}\n" + "".join(l + "\n" for l in lines))
    if is_disasm_gen(gen):
        (d / f"{gen}.invalid").write_text("".join(hexb(b) + "\n" for b in sorted(res.invalid)))
    cr = d / f"{gen}.crashes"
    if res.crashes:
        cr.write_text("".join(hexb(b) + "\n" for b in sorted(set(res.crashes))))
    elif cr.exists():
        cr.unlink()
    mm = d / f"{gen}.asm-mismatch"
    if res.mismatch:
        mm.write_text("".join(sorted(set(res.mismatch), key=str)) if False else
                      "".join(l + "\n" for l in sorted(set(res.mismatch))))
    elif mm.exists():
        mm.unlink()
    log(f"  wrote {family}/{gen}.txt: {len(lines)} vectors")


def read_existing_templates(family_for_templates: str, gen: str) -> dict[str, list[str]]:
    """Texts from already generated gfx8+ vector files (used as gfx6/7 templates)."""
    p = VEC_DIR / family_for_templates / f"{gen}.txt"
    out = defaultdict(list)
    if not p.exists():
        return out
    per = defaultdict(int)
    for line in p.read_text().splitlines():
        if line.startswith("#"):
            continue
        _, t, _ = line.split("\t")
        mn = mnemonic(t)
        if per[mn] < 8:
            out[mn].append(t)
            per[mn] += 1
    return out


def do_family_gen(family, gen, pool, log) -> Result:
    res = Result()
    t0 = time.time()
    if is_disasm_gen(gen):
        run_disasm_family(family, gen, pool, res, log)
        templates = candidate_mnemonics(family, gen, res.templates)
    else:
        # templates from gfx8 (tonga) texts of the corresponding family
        src_fam = "smem" if family == "smrd" else family
        seen = defaultdict(list)
        for g in ("gfx8", "gfx9"):
            for mn, ts in read_existing_templates(src_fam, g).items():
                seen[mn] += ts
        templates = candidate_mnemonics(family, gen, seen)
    good, probe_inv = probe_templates(family, gen, templates, pool)
    res.probe_mnemonics = set(good)
    if not is_disasm_gen(gen):
        # inventory for gfx6/7 from the probes (opcode read back from the encoding)
        res.inventory |= probe_inv
    else:
        for op, mn in sorted(probe_inv - res.inventory):
            res.notes.append(f"{gen}\t{mn}\topcode {op} assembles but never disassembled from random words")
        res.inventory |= probe_inv
    run_asm_family(family, gen, pool, res, good, log)
    log(f"  {family}/{gen} done in {time.time() - t0:.1f}s")
    return res


def write_inventory(family, inv: dict[str, set], notes: list[str]):
    INV_DIR.mkdir(parents=True, exist_ok=True)
    lines = []
    for gen in GEN_ORDER:
        for op, mn in sorted(inv.get(gen, ())):
            lines.append(f"{gen}\t{op}\t{mn}")
    (INV_DIR / f"{family}.txt").write_text("".join(l + "\n" for l in lines))
    (INV_DIR / f"{family}.notes").write_text("".join(n + "\n" for n in notes) if notes else
                                             "(none)\n")


def inventory_notes(family, gen, res: Result, templates_ok: set[str]) -> list[str]:
    notes = []
    have = {mnemonic(t) for t, _ in res.vectors.values()}
    invm = {mn for _, mn in res.inventory}
    for mn in sorted(invm - have):
        notes.append(f"{gen}\t{mn}\tin inventory but no vector")
    cnt = defaultdict(int)
    for t, _ in res.vectors.values():
        cnt[mnemonic(t)] += 1
    for mn in sorted(m for m in have if cnt[m] < 12):
        notes.append(f"{gen}\t{mn}\tonly {cnt[mn]} vector(s): LLVM accepts no other operand "
                     f"values for it (e.g. SOPP with SIMM16 != 0 is rejected; no operands)")
    for mn in sorted(templates_ok - invm):
        notes.append(f"{gen}\t{mn}\tassembles on this cpu but not captured by the generator")
    return notes


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--family", choices=FAMILY_ORDER, action="append")
    ap.add_argument("--gen", choices=GEN_ORDER, action="append")
    ap.add_argument("--jobs", type=int, default=JOBS)
    args = ap.parse_args()
    fams = args.family or FAMILY_ORDER
    gens = args.gen or GEN_ORDER
    t0 = time.time()

    def log(s):
        print(f"[{time.time() - t0:7.1f}s] {s}", flush=True)

    with cf.ThreadPoolExecutor(args.jobs) as pool:
        for fam in fams:
            todo = [g for g in FAMILIES[fam] if g in gens]
            # gfx6/7 templates come from gfx8/gfx9 files: do disasm gens first
            todo.sort(key=lambda g: (not is_disasm_gen(g), GEN_ORDER.index(g)))
            if fam == "smrd":
                for g in ("gfx8", "gfx9"):
                    if not (VEC_DIR / "smem" / f"{g}.txt").exists():
                        log("smrd needs tests/vectors/smem/gfx8.txt first; generating smem")
                        r = do_family_gen("smem", g, pool, log)
                        write_family("smem", g, r, log)
            # inventory: keep other gens' lines from the existing file
            inv: dict[str, set] = defaultdict(set)
            notes: list[str] = []
            invp = INV_DIR / f"{fam}.txt"
            if invp.exists():
                for line in invp.read_text().splitlines():
                    g, op, mn = line.split("\t")
                    if g not in todo:
                        inv[g].add((int(op), mn))
            notep = INV_DIR / f"{fam}.notes"
            if notep.exists():
                notes = [l for l in notep.read_text().splitlines()
                         if l.split("\t")[0] not in todo and l != "(none)"]
            for g in todo:
                log(f"{fam}/{g} ({GENS[g]})")
                res = do_family_gen(fam, g, pool, log)
                write_family(fam, g, res, log)
                inv[g] = res.inventory
                notes += inventory_notes(fam, g, res, res.probe_mnemonics) + res.notes
                write_inventory(fam, inv, sorted(notes, key=lambda n: (GEN_ORDER.index(n.split("\t")[0]), n)))
    log("done")


if __name__ == "__main__":
    main()
