#!/usr/bin/env python3
"""Generate conformance test vectors and opcode inventories with llvm-mc 19 as the oracle.

Usage:
    python3 scripts/gen_vectors.py                      # everything (all families, all gens)
    python3 scripts/gen_vectors.py --family smem        # one family, all its gens
    python3 scripts/gen_vectors.py --family sopp --gen gfx9
    python3 scripts/gen_vectors.py --jobs 2             # worker processes (default: nproc)
    python3 scripts/gen_vectors.py --family vop3 --vectors-dir /tmp/v --inventory-dir /tmp/i
    python3 scripts/gen_vectors.py --verify 200 --family vop3   # re-run 200 lines per file alone

Families: smrd smem mtbuf sop2 sopk sop1 sopc sopp     (tests/vectors/, tests/inventory/)
          vop1 vop2 vopc vop3                          (tests/vectors/, tests/inventory/)
          mubuf ds exp flat mimg vop3p vintrp          (tests/vectors/, tests/inventory/)
          vop1_dpp vop2_dpp  (gfx8+: VOP1/VOP2 with src0 = 0xFA and a random DPP dword,
                              disassembler direction only; inventory = opcodes LLVM
                              decodes as *_dpp)
          vop1_sdwa vop2_sdwa vopc_sdwa  (gfx8+: VOP1/VOP2/VOPC with src0 = 0xF9 and a random
                              SDWA dword, disassembler direction only; inventory = opcodes
                              LLVM decodes as *_sdwa, VOPC on gfx8 printed without it)
Gens (llvm cpu): gfx6 (tahiti), gfx7 (bonaire), gfx8 (tonga), gfx810 (stoney), gfx9 (gfx900), gfx904,
                 gfx906 (gfx906), gfx908 (gfx908)

Only /usr/lib/llvm-19/bin/llvm-mc is used.  Python 3.11, stdlib only.  Output is
deterministic (the random generator is seeded from family+gen).

Outputs (relative to the repository root; --vectors-dir / --inventory-dir override both):
  tests/vectors/<family>/<gen>.txt      "# cpu: <cpu>" then
                                        <input bytes>\t<llvm text>\t<llvm canonical bytes>
  tests/vectors/<family>/<gen>.invalid  (gfx8+) sample of words LLVM rejects
  tests/vectors/<family>/<gen>.crashes  inputs that crash llvm-mc (only if any)
  tests/vectors/<family>/<gen>.asm-mismatch  (only if any) asm-direction lines whose
                                        printed text does not re-assemble to the same bytes,
                                        or whose assembler text differs from disassembler text
  tests/vectors/<family>/<gen>.pending-sdwa-dpp  (vop1/vop2/vopc, gfx8+) sample of SDWA/DPP
                                        words (src0 = 0xF9/0xFA + a second dword), kept out of
                                        the vectors: decoded lines as in .txt, rejected ones as
                                        <input bytes>\t<invalid>
  tests/inventory/<family>.txt          gen\topcode\tmnemonic (vop3: the VOP3 opcode)
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
Vector ALU specifics: VOP1/VOP2/VOPC are the 32-bit (_e32) encodings, with a literal dword
appended when src0 = 255 and for the VOP2 opcodes that always take a K constant (v_madmk_*,
v_madak_*: probed from llvm-mc per gen); SDWA/DPP words go to .pending-sdwa-dpp only.  VOP3 is
the 64-bit encoding (VOP3 forms of VOP1/VOP2/VOPC and VOP3-only opcodes) with random
neg/abs/clamp/omod/op_sel bits; words that decode to VOP3P, MAI or interpolation instructions
(v_pk_*, v_mad_mix*, v_fma_mix*, v_dot*, v_mfma*, v_accvgpr*, v_interp*) are left out (listed
in the .notes): families vop3p and vintrp have them; the VOP3P opcode range 0x380-0x3FF on
gfx9+ is left out too.
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
    "gfx810": "stoney",
    "gfx9": "gfx900",
    "gfx904": "gfx904",
    "gfx906": "gfx906",
    "gfx908": "gfx908",
}
GEN_ORDER = list(GENS)
ALL = GEN_ORDER
FAMILIES = {
    "smrd": ["gfx6", "gfx7"],
    "smem": ["gfx8", "gfx810", "gfx9", "gfx904", "gfx906", "gfx908"],
    "mtbuf": ALL,
    "sop2": ALL,
    "sopk": ALL,
    "sop1": ALL,
    "sopc": ALL,
    "sopp": ALL,
    "vop1": ALL,
    "vop2": ALL,
    "vopc": ALL,
    "vop3": ALL,
    "mubuf": ALL,
    "ds": ALL,
    "exp": ALL,
    "flat": ["gfx7", "gfx8", "gfx810", "gfx9", "gfx904", "gfx906", "gfx908"],
    "mimg": ALL,
    "vop3p": ["gfx9", "gfx904", "gfx906", "gfx908"],
    "vintrp": ALL,
    "vop1_dpp": ["gfx8", "gfx810", "gfx9", "gfx904", "gfx906", "gfx908"],
    "vop2_dpp": ["gfx8", "gfx810", "gfx9", "gfx904", "gfx906", "gfx908"],
    "vop1_sdwa": ["gfx8", "gfx810", "gfx9", "gfx904", "gfx906", "gfx908"],
    "vop2_sdwa": ["gfx8", "gfx810", "gfx9", "gfx904", "gfx906", "gfx908"],
    "vopc_sdwa": ["gfx8", "gfx810", "gfx9", "gfx904", "gfx906", "gfx908"],
}
FAMILY_ORDER = ["smrd", "smem", "mtbuf", "sop2", "sopk", "sop1", "sopc", "sopp",
                "vop1", "vop2", "vopc", "vop3", "mubuf", "ds", "exp", "flat", "mimg",
                "vop3p", "vintrp", "vop1_dpp", "vop2_dpp",
                "vop1_sdwa", "vop2_sdwa", "vopc_sdwa"]
# vector ALU families (they live with the others since the vector ALU landed)
VECTOR_FAMILIES = ("vop1", "vop2", "vopc", "vop3")
# derived forms of the vector ALU (gfx8+): VOP1/VOP2 words with src0 = 0xFA and a DPP dword;
# disassembler direction only, as vop3p
DPP_FAMILIES = {"vop1_dpp": "vop1", "vop2_dpp": "vop2"}
# and with src0 = 0xF9 and an SDWA dword (sub-dword selects)
SDWA_FAMILIES = {"vop1_sdwa": "vop1", "vop2_sdwa": "vop2", "vopc_sdwa": "vopc"}
DERIVED_FAMILIES = {**DPP_FAMILIES, **SDWA_FAMILIES}
# --vectors-dir / --inventory-dir (None: the per-family defaults above)
OUT_OVERRIDE: dict[str, Path | None] = {"vectors": None, "inventory": None}


def vec_dir(family: str) -> Path:
    if OUT_OVERRIDE["vectors"] is not None:
        return OUT_OVERRIDE["vectors"]
    return VEC_DIR


def inv_dir(family: str) -> Path:
    if OUT_OVERRIDE["inventory"] is not None:
        return OUT_OVERRIDE["inventory"]
    return INV_DIR


CLRX_DOC = {
    "smrd": "GcnInstrsSmrd.md", "smem": "GcnInstrsSmem.md", "mtbuf": "GcnInstrsMtbuf.md",
    "sop2": "GcnInstrsSop2.md", "sopk": "GcnInstrsSopk.md", "sop1": "GcnInstrsSop1.md",
    "sopc": "GcnInstrsSopc.md", "sopp": "GcnInstrsSopp.md",
    "vop1": "GcnInstrsVop1.md", "vop2": "GcnInstrsVop2.md", "vopc": "GcnInstrsVopc.md",
    "vop3": "GcnInstrsVop3.md", "mubuf": "GcnInstrsMubuf.md", "ds": "GcnInstrsDs.md",
    "exp": "GcnIsa.md", "flat": "GcnInstrsFlat.md", "mimg": "GcnInstrsMimg.md",
    "vop3p": "GcnInstrsVop3p.md", "vintrp": "GcnInstrsVintrp.md",
    "vop1_dpp": "GcnInstrsVop1.md", "vop2_dpp": "GcnInstrsVop2.md",
    "vop1_sdwa": "GcnInstrsVop1.md", "vop2_sdwa": "GcnInstrsVop2.md",
    "vopc_sdwa": "GcnInstrsVopc.md",
}
MARKER = bytes([0x00, 0x00, 0x00, 0x7E])  # v_nop on gfx8+ (VOP1 op 0)
MARKER_TEXT = "v_nop"
FILLER = bytes([0x78, 0x56, 0x34, 0x12])  # literal appended when probing literal use
BATCH = 400
JOBS = os.cpu_count() or 2


# Processors with an instruction set of their own that differs from their generation's in
# a few instructions: their random words and texts are drawn as their generation's are.
BASE_GEN = {"gfx810": "gfx8", "gfx904": "gfx9"}


def base_gen(gen: str) -> str:
    return BASE_GEN.get(gen, gen)


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
    # A candidate that decodes to the marker itself (a `v_nop` with ignored bits set) and
    # another that swallows the marker that follows it (a literal) keep the marker count
    # but shift every later segment: a segment whose encodings do not add up to its
    # candidate's length gives that away, and the batch is split until none does (LLVM
    # re-encoding a word to another length splits it needlessly, which costs only time).
    shifted = any(not warns.get(2 * i + 1) and sum(len(e) for _, e in seg) != len(c)
                  for i, (c, seg) in enumerate(zip(cands, segs)))
    if shifted:
        h = len(cands) // 2
        return _batch(cpu, cands[:h]) + _batch(cpu, cands[h:])
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
    if family in DERIVED_FAMILIES:
        escape = DPP_SRC0 if family in DPP_FAMILIES else SDWA_SRC0
        if len(b) != 8 or d & 0x1FF != escape:
            return None
        return opcode_of(DERIVED_FAMILIES[family], gen, b)
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
    if family == "vop1":
        return (d >> 9) & 0xFF if d >> 25 == 0b0111111 else None
    if family == "vop2":
        return (d >> 25) & 0x3F if d >> 31 == 0 and (d >> 25) < 0x3E else None
    if family == "vopc":
        return (d >> 17) & 0xFF if d >> 25 == 0b0111110 else None
    if family == "vop3":
        if d >> 26 != 0b110100:
            return None
        if gen in ("gfx6", "gfx7"):
            return (d >> 17) & 0x1FF
        op = (d >> 16) & 0x3FF
        # gfx9+: OP[9:7] = 0b111 is the VOP3P encoding (another family)
        return None if op >= 0x380 and base_gen(gen) != "gfx8" else op
    if family == "mubuf":
        return (d >> 18) & 0x7F if d >> 26 == 0b111000 else None
    if family == "ds":
        if d >> 26 != 0b110110:
            return None
        return (d >> 18) & 0xFF if gen in ("gfx6", "gfx7") else (d >> 17) & 0xFF
    if family == "mimg":
        return (d >> 18) & 0x7F if d >> 26 == 0b111100 else None
    if family == "exp":
        # no opcode: COMPR (bit 10) tells the two forms apart, as in isa-defs/exp.rs
        enc = 0b111110 if gen in ("gfx6", "gfx7") else 0b110001
        return (d >> 10) & 1 if d >> 26 == enc else None
    if family == "flat":
        # FLAT, GLOBAL and SCRATCH share the opcode field (gfx9's SEG tells them apart)
        return (d >> 18) & 0x7F if d >> 26 == 0b110111 else None
    if family == "vop3p":
        # VOP3P and MAI (gfx908) share [31:23] = 0b110100111
        return (d >> 16) & 0x7F if d >> 23 == 0b110100111 else None
    if family == "vintrp":
        # VINTRP (opcodes 0-3) and, gfx8+, the VOP3-encoded interpolation opcodes
        # (0x270-0x277, numbered as VOP3 opcodes)
        enc = 0b110010 if gen in ("gfx6", "gfx7") else 0b110101
        if d >> 26 == enc:
            return (d >> 16) & 3
        if VINTRP_VOP3 and is_disasm_gen(gen) and d >> 26 == 0b110100 and \
                (d >> 16) & 0x3FF in VINTRP_VOP3_OPS:
            return (d >> 16) & 0x3FF
        return None
    raise ValueError(family)


# the VOP3 opcodes of the interpolation instructions (gfx8+: v_interp_p1ll_f16 …,
# v_interp_p1_f32_e64 …, encoding Vop3Interp in isa-defs/vop.rs). They belong to family
# vintrp (its vectors and inventory, numbered as VOP3 opcodes); the vop3 family leaves them
# out (VOP3_EXCLUDED). False would leave them out of both.
VINTRP_VOP3 = True
VINTRP_VOP3_OPS = range(0x270, 0x278)


OPCODE_COUNT = {"smem": 256, "mtbuf": 16, "sop2": 96, "sopk": 29, "sop1": 256, "sopc": 128,
                "sopp": 128, "vop1": 256, "vop2": 62, "vopc": 256, "mubuf": 128, "ds": 256,
                "exp": 2, "flat": 128, "mimg": 128, "vop3p": 128, "vop1_dpp": 256,
                "vop2_dpp": 62, "vop1_sdwa": 256, "vop2_sdwa": 62, "vopc_sdwa": 256}


def opcode_list(family: str, gen: str) -> list[int]:
    if family == "vintrp":
        return list(range(4)) + (list(VINTRP_VOP3_OPS) if VINTRP_VOP3 and is_disasm_gen(gen)
                                 else [])
    return list(range(opcode_count(family, gen)))


def opcode_count(family: str, gen: str) -> int:
    if family == "vop3":
        return 512 if base_gen(gen) in ("gfx6", "gfx7") else (1024 if base_gen(gen) == "gfx8" else 0x380)
    return OPCODE_COUNT[family]


# words that decode to these are VOP3P / MAI / interpolation: families vop3p and vintrp
VOP3_EXCLUDED = re.compile(r"^v_(?:pk_|mad_mix|fma_mix|dot|mfma|accvgpr|interp)")
SDWA_SRC0, DPP_SRC0 = 0xF9, 0xFA


def is_sdwa_dpp(family: str, gen: str, b: bytes) -> bool:
    """VOP1/VOP2/VOPC word whose src0 escapes to an SDWA or DPP dword (gfx8+)."""
    return (family in ("vop1", "vop2", "vopc") and is_disasm_gen(gen) and len(b) >= 4
            and dw(b) & 0x1FF in (SDWA_SRC0, DPP_SRC0))


def excluded_text(family: str, text: str) -> bool:
    return family == "vop3" and bool(VOP3_EXCLUDED.match(text))

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


# ---- vector ALU operand fields (9-bit source: 256-511 = v0-v255)

# VOP2 opcodes that always carry a 32-bit K constant (v_madmk_*, v_madak_*), per gen; filled
# by probe_k_ops() before random words are made (a word alone decodes only with a K after it)
K_OPS: dict[str, frozenset[int]] = {}


def rand_vgpr(r: random.Random) -> int:
    x = r.random()
    if x < 0.45:
        return r.randrange(0, 16)
    if x < 0.85:
        return r.randrange(0, 256)
    return r.randrange(248, 256)  # end of the file: 64-bit operands would run past v255


def rand_vsrc(r: random.Random, lit: float = 0.09, escapes: float = 0.0) -> int:
    """A 9-bit vector-ALU source: VGPRs, SGPRs (even and odd, for aligned and misaligned
    64-bit pairs), special registers, inline integers, inline floats (with 1/(2*pi) = 248),
    apertures/vccz/execz/scc/lds_direct, literal 255 (probability lit), reserved codes and
    the SDWA/DPP escapes 249/250 (probability escapes)."""
    x = r.random()
    if x < lit:
        return 255
    if x < lit + escapes:
        return r.choice((SDWA_SRC0, DPP_SRC0))
    x = r.random()
    if x < 0.36:
        return 256 + rand_vgpr(r)
    if x < 0.50:
        return r.randrange(0, 102)
    if x < 0.57:
        return r.randrange(102, 128)
    if x < 0.70:
        return r.choice((128, 129, 130, 192, 193, 208)) if r.random() < 0.3 else \
            r.randrange(128, 209)
    if x < 0.84:
        return r.randrange(240, 249)
    if x < 0.87:
        return 248
    if x < 0.93:
        return r.choice((235, 236, 237, 238, 239, 251, 252, 253, 254))
    if x < 0.95:
        return r.randrange(209, 235)
    return r.randrange(0, 512)


def rand_vlit(r: random.Random) -> int:
    """Literal dword for vector operands: 32-bit values of every kind plus 16-bit float
    patterns (inline-equal and not, with and without high bits) and f64 high words."""
    x = r.random()
    if x < 0.6:
        return rand_lit(r)
    if x < 0.85:
        h = r.choice([0x3800, 0xB800, 0x3C00, 0xBC00, 0x4000, 0xC000, 0x4400, 0xC400, 0x3118,
                      0x3E00, 0x7BFF, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x8000, 0x0000, 0xFFFF,
                      0x1234, r.getrandbits(16)])
        if r.random() < 0.2:
            h |= r.getrandbits(16) << 16
        return h
    return r.choice([0x3FC45F30, 0x6DC9C883, 0x3FE00000, 0xBFE00000, 0x40100000, 0xC0100000,
                     0x3FF80000, 0x7FF00000, 0xFFF80000, 0x3E22F983, 0xBE22F983])


def rand_sdwa_dpp_dword(r: random.Random, src0: int, family: str) -> int:
    if r.random() < 0.3:
        return r.getrandbits(32)
    if src0 == SDWA_SRC0:
        # src0[7:0] dst_sel[10:8] dst_unused[12:11] clamp[13] omod[15:14] src0_sel[18:16]
        # sext/neg/abs[21:19] s0[23] src1_sel[26:24] sext/neg/abs[29:27] s1[31]
        d = r.getrandbits(8) | (r.randrange(7) << 8) | (r.randrange(3) << 11)
        d |= (r.random() < 0.2) << 13
        d |= (r.randrange(7) << 16) | (r.getrandbits(3) << 19 if r.random() < 0.3 else 0)
        d |= (r.randrange(7) << 24) | (r.getrandbits(3) << 27 if r.random() < 0.3 else 0)
        if r.random() < 0.2:
            d |= r.getrandbits(1) << 23 | r.getrandbits(1) << 31 | r.getrandbits(2) << 14
        if family == "vop1" and r.random() < 0.7:
            d &= 0x00FFFFFF  # VOP1 has no src1: LLVM wants its SDWA fields zero
        return d
    # DPP: src0[7:0] dpp_ctrl[16:8] bound_ctrl[19] neg/abs[23:20] bank_mask[27:24] row_mask
    ctrl = r.choice([r.randrange(0, 0x100), 0x101 + r.randrange(15), 0x111 + r.randrange(15),
                     0x121 + r.randrange(15), 0x130, 0x134, 0x138, 0x13C, 0x140, 0x141,
                     0x142, 0x143, r.getrandbits(9)])
    d = r.getrandbits(8) | ctrl << 8 | (r.random() < 0.5) << 19
    d |= (r.getrandbits(4) << 20 if r.random() < 0.3 else 0)
    d |= (0xF if r.random() < 0.6 else r.getrandbits(4)) << 24
    d |= (0xF if r.random() < 0.6 else r.getrandbits(4)) << 28
    return d


def vop_e32_word(family: str, gen: str, d: int, r: random.Random) -> bytes:
    """Append what follows a VOP1/VOP2/VOPC dword: the SDWA/DPP dword, or one literal
    (src0 = 255, or a K-constant opcode)."""
    b = le32(d)
    s0 = d & 0x1FF
    if s0 in (SDWA_SRC0, DPP_SRC0) and is_disasm_gen(gen):
        return b + le32(rand_sdwa_dpp_dword(r, s0, family))
    k = family == "vop2" and ((d >> 25) & 0x3F) in K_OPS.get(gen, ())
    if s0 == 255 or k:
        b += le32(rand_vlit(r))
    return b


def rand_vop3_word(gen: str, op: int, r: random.Random) -> bytes:
    """LLVM rejects a VOP3 word whose fields for absent operands or modifiers are not zero
    (SRC1/SRC2 of a 1- or 2-source instruction, their ABS/NEG bits, CLAMP/OMOD where the
    instruction has none, any modifier of an integer instruction): so a source count is
    guessed (unused SRCn and their ABS/NEG bits zero) and 40% of words have no modifiers; the
    other words get random ABS/NEG/CLAMP/OMOD/OP_SEL bits, or VOP3b SDST values in [14:8]."""
    x = r.random()
    vdst = rand_vgpr(r) if x < 0.6 else (106 if x < 0.75 else r.randrange(256))
    nsrc = r.choice((1, 2, 2, 3, 3)) if r.random() < 0.9 else 0  # 0: all fields random
    srcs = [rand_vsrc(r, lit=0.02) for _ in range(3)]
    used = 0x7 if nsrc == 0 else (1 << nsrc) - 1
    for i in range(nsrc or 3, 3):
        srcs[i] = 0
    clamp = omod = neg = 0
    x = r.random()
    if x < 0.4:
        mid = 0                                     # bits [14:8]: ABS/OP_SEL or VOP3b SDST
    elif x < 0.6:
        mid = r.choice((106, 106, r.randrange(0, 102, 2), r.randrange(0, 128)))
    else:
        mid = r.getrandbits(3) & used if r.random() < 0.8 else r.getrandbits(3)
        if r.random() < 0.3:
            mid |= r.getrandbits(4) << 3            # OP_SEL (gfx9+), reserved on gfx8
        clamp = r.random() < 0.4
        omod = 0 if r.random() < 0.5 else r.getrandbits(2)
        neg = 0 if r.random() < 0.3 else (r.getrandbits(3) & used if r.random() < 0.8 else
                                          r.getrandbits(3))
    d0 = (0b110100 << 26) | (op << 16) | (clamp << 15) | (mid << 8) | vdst
    d1 = (neg << 29) | (omod << 27) | (srcs[2] << 18) | (srcs[1] << 9) | srcs[0]
    return le32(d0) + le32(d1)


def rand_vop3p_word(gen: str, op: int, r: random.Random) -> bytes:
    """A VOP3P/MAI word.  LLVM rejects non-zero fields of absent operands (SRC2 and the
    third source's OP_SEL/NEG/NEG_HI bits of a two-source instruction, SRC1/SRC2 and the
    modifier bits of v_accvgpr_*), so a source count is guessed: 1, 2 or 3 sources (unused
    fields zero) or every field random.  Modifier bits are zero in 30% of words, otherwise
    random with OP_SEL_HI biased to its default (all ones); MAI words get AGPR-biased
    accumulators, ACC bits and cbsz/abid/blgp in the same bits."""
    x = r.random()
    vdst = rand_vgpr(r) if x < 0.85 else r.randrange(256)
    nsrc = r.choice((1, 2, 2, 3, 3, 3)) if r.random() < 0.9 else 0  # 0: all fields random
    srcs = [rand_vsrc(r, lit=0.02) for _ in range(3)]
    if op >= 0x40:
        # MAI and v_accvgpr_*: LLVM 19 crashes on an inline constant as an MFMA matrix input
        # or v_accvgpr_read_b32's source, so those are rare (each crash costs a batch split)
        for i in (0, 1):
            if srcs[i] < 256 and not (srcs[i] < 128 or r.random() < 0.03):
                srcs[i] = 256 + rand_vgpr(r)
        if r.random() < 0.6:
            srcs[2] = 256 + rand_vgpr(r)               # MFMA accumulator: an AGPR range
    used = 0x7 if nsrc == 0 else (1 << nsrc) - 1
    for i in range(nsrc or 3, 3):
        srcs[i] = 0
    if r.random() < 0.3:
        op_sel = neg = neg_hi = clamp = 0
        hi = 0b111 if r.random() < 0.7 else r.getrandbits(3)
    else:
        pick = lambda: r.getrandbits(3) & used if r.random() < 0.85 else r.getrandbits(3)
        op_sel = pick() if r.random() < 0.6 else 0
        neg = pick() if r.random() < 0.5 else 0
        neg_hi = pick() if r.random() < 0.5 else 0
        hi = 0b111 if r.random() < 0.5 else r.getrandbits(3)
        clamp = r.random() < 0.3
    d0 = (0b110100111 << 23) | (op << 16) | (clamp << 15) | ((hi >> 2) << 14) | \
        (op_sel << 11) | (neg_hi << 8) | vdst
    d1 = (neg << 29) | ((hi & 3) << 27) | (srcs[2] << 18) | (srcs[1] << 9) | srcs[0]
    return le32(d0) + le32(d1)


def dpp_first_dword(family: str, op: int, r: random.Random) -> int:
    vdst = rand_vgpr(r)
    if family == "vop1_dpp":
        return (0b0111111 << 25) | (vdst << 17) | (op << 9) | DPP_SRC0
    return (op << 25) | (vdst << 17) | (rand_vgpr(r) << 9) | DPP_SRC0


def sdwa_scalar_code(r: random.Random) -> int:
    """An 8-bit source code read as a scalar operand (the S0/S1 bits, gfx9+): SGPRs,
    specials, inline constants, and now and then a code LLVM rejects (literal, escapes)."""
    x = r.random()
    if x < 0.35:
        return r.randrange(0, 102)
    if x < 0.45:
        return r.randrange(102, 128)
    if x < 0.70:
        return r.randrange(128, 209)
    if x < 0.90:
        return r.randrange(240, 249)
    return r.randrange(0, 256)


def sdwa_first_dword(family: str, op: int, r: random.Random, s1: bool) -> int:
    vsrc1 = sdwa_scalar_code(r) if s1 else rand_vgpr(r)
    if family == "vop1_sdwa":
        return (0b0111111 << 25) | (rand_vgpr(r) << 17) | (op << 9) | SDWA_SRC0
    if family == "vop2_sdwa":
        return (op << 25) | (rand_vgpr(r) << 17) | (vsrc1 << 9) | SDWA_SRC0
    return (0b0111110 << 25) | (op << 17) | (vsrc1 << 9) | SDWA_SRC0


def sdwa_words(family: str, gen: str, op: int, r: random.Random) -> bytes:
    """An SDWA word.  Bits of the second dword: SRC0[7:0], DST_SEL[10:8], DST_UNUSED[12:11],
    CLAMP[13], OMOD[15:14] (gfx9+), SRC0_SEL[18:16], SEXT/NEG/ABS[21:19], S0[23] (gfx9+),
    SRC1_SEL[26:24], SEXT/NEG/ABS[29:27], S1[31] (gfx9+); VOPC gfx9+: SDST[14:8], SD[15].
    Select code 7 crashes llvm-mc 19 (so it is rare: each crash splits a batch), dst_unused
    3 is rare too; VOP1 words mostly leave the src1 fields 0, as LLVM requires."""
    if r.random() < 0.02:
        s1 = bool(r.getrandbits(1))
        return le32(sdwa_first_dword(family, op, r, s1)) + le32(r.getrandbits(32))
    gfx9 = base_gen(gen) != "gfx8"
    sel = lambda: 6 if r.random() < 0.35 else (7 if r.random() < 0.004 else r.randrange(7))
    mods = lambda: 0 if r.random() < 0.55 else r.getrandbits(3)
    s0 = gfx9 and r.random() < 0.3
    d = sdwa_scalar_code(r) if s0 else rand_vgpr(r)
    if family == "vopc_sdwa" and gfx9:
        if r.random() < 0.45:
            sdst = r.choice((106, 106, 126, r.randrange(0, 102, 2), r.randrange(102, 128),
                             r.randrange(0, 128)))
            d |= (0x80 | sdst) << 8
        elif r.random() < 0.3:
            d |= r.getrandbits(7) << 8
    else:
        d |= sel() << 8
        d |= (3 if r.random() < 0.03 else r.randrange(3)) << 11
        d |= (r.random() < 0.25) << 13
        if r.random() < (0.3 if gfx9 else 0.1):
            d |= r.getrandbits(2) << 14
    d |= sel() << 16 | mods() << 19 | s0 << 23
    s1 = False
    if family != "vop1_sdwa" or r.random() < 0.15:
        s1 = gfx9 and family != "vop1_sdwa" and r.random() < 0.3
        d |= sel() << 24 | mods() << 27 | s1 << 31
    if not gfx9 and r.random() < 0.1:
        d |= r.getrandbits(1) << 23 | r.getrandbits(1) << 31  # bits gfx8 does not have
    return le32(sdwa_first_dword(family, op, r, s1)) + le32(d)


def gen_random_words(family: str, gen: str, op: int, n: int, r: random.Random) -> list[bytes]:
    out = []
    for _ in range(n):
        if family in SDWA_FAMILIES:
            out.append(sdwa_words(family, gen, op, r))
            continue
        if family in DPP_FAMILIES:
            d1 = rand_sdwa_dpp_dword(r, DPP_SRC0, family)
            if r.random() < 0.4:
                d1 &= ~(0xF << 20)  # no neg/abs: integer sources take none
            if family == "vop1_dpp" and r.random() < 0.7:
                d1 &= ~(0xC << 20)  # no src1 modifiers: VOP1 has no src1
            if r.random() < 0.3:
                d1 &= ~(0x3 << 17)  # bits LLVM ignores clear
            out.append(le32(dpp_first_dword(family, op, r)) + le32(d1))
            continue
        if family == "smem":
            d0 = (0b110000 << 26) | (op << 18) | r.getrandbits(18)
            if r.random() < 0.5:  # clean: unused bit 13 zero, small sbase/sdata
                d0 &= ~(1 << 13)
            if base_gen(gen) == "gfx8" and r.random() < 0.5:
                d0 &= ~(0b11 << 14)
            d1 = r.getrandbits(32)
            if r.random() < 0.5:
                d1 &= 0xFE1FFFFF if base_gen(gen) != "gfx8" else 0x000FFFFF
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
        elif family == "vop1":
            vdst = rand_vgpr(r) if r.random() < 0.8 else r.randrange(256)
            d = (0b0111111 << 25) | (vdst << 17) | (op << 9) | rand_vsrc(r, escapes=0.05)
            out.append(vop_e32_word(family, gen, d, r))
        elif family == "vop2":
            vdst = rand_vgpr(r) if r.random() < 0.8 else r.randrange(256)
            d = (op << 25) | (vdst << 17) | (rand_vgpr(r) << 9) | rand_vsrc(r, escapes=0.05)
            out.append(vop_e32_word(family, gen, d, r))
        elif family == "vopc":
            d = (0b0111110 << 25) | (op << 17) | (rand_vgpr(r) << 9) | rand_vsrc(r, escapes=0.05)
            out.append(vop_e32_word(family, gen, d, r))
        elif family == "vop3":
            out.append(rand_vop3_word(gen, op, r))
        elif family == "vop3p":
            out.append(rand_vop3p_word(gen, op, r))
        elif family == "mubuf":
            rest = r.getrandbits(26) & ~(0x7F << 18)
            if r.random() < 0.7:
                rest &= ~(1 << 16)  # LDS: only six loads take it
            for bit in (15, 25):  # gfx8+: ignored except by the cache invalidations
                if r.random() < 0.7:
                    rest &= ~(1 << bit)
            if r.random() < 0.3:
                rest &= ~0x7000  # no glc/idxen/offen
            d0 = (0b111000 << 26) | (op << 18) | rest
            vdata = rand_vgpr(r) if r.random() < 0.8 else r.randrange(256)
            vaddr = rand_vgpr(r) if r.random() < 0.8 else r.randrange(256)
            tfe = int(r.random() < 0.25)
            soff = rand_src(r) if r.random() < 0.5 else r.randrange(0, 104)
            spare = r.getrandbits(2) if r.random() < 0.2 else 0
            d1 = soff << 24 | tfe << 23 | spare << 21 | r.randrange(32) << 16 | vdata << 8 | vaddr
            out.append(le32(d0) + le32(d1))
        elif family == "ds":
            off = r.getrandbits(16) if r.random() < 0.6 else r.choice([0, 1, 0xFF, 0xFFFF, 0x8000])
            gds = int(r.random() < 0.3)
            spare = int(r.random() < 0.1)
            if gen in ("gfx6", "gfx7"):
                d0 = (0b110110 << 26) | (op << 18) | gds << 17 | spare << 16 | off
            else:
                d0 = (0b110110 << 26) | spare << 25 | (op << 17) | gds << 16 | off
            # every field an instruction does not use must be 0: leave each out half the time
            fields = [(rand_vgpr(r) if r.random() < 0.8 else r.randrange(256))
                      if r.random() < 0.5 else 0 for _ in range(4)]
            d1 = fields[0] | fields[1] << 8 | fields[2] << 16 | fields[3] << 24
            out.append(le32(d0) + le32(d1))
        elif family == "mimg":
            out.append(rand_mimg_word(op, r))
        elif family == "exp":
            enc = 0b111110 if gen in ("gfx6", "gfx7") else 0b110001
            high = r.getrandbits(13) if r.random() < 0.15 else 0
            tgt = r.randrange(64) if r.random() < 0.3 else r.choice(
                [0, 1, 7, 8, 9, 12, 15, 32, 33, 63, r.randrange(64)])
            low = r.getrandbits(4) | r.getrandbits(3) << 10 | tgt << 4
            d0 = (enc << 26) | high << 13 | (low & ~(1 << 10)) | op << 10
            d1 = 0
            for k in range(4):
                d1 |= (rand_vgpr(r) if r.random() < 0.8 else r.randrange(256)) << (8 * k)
            out.append(le32(d0) + le32(d1))
        elif family == "flat":
            out.append(rand_flat_word(gen, op, r))
        elif family == "vintrp":
            out.append(rand_vintrp_word(gen, op, r))
    return out


def rand_vintrp_word(gen: str, op: int, r: random.Random) -> bytes:
    """VINTRP (op < 4): random VDST/ATTR/ATTRCHAN/VSRC, VSRC biased to 0-3 (the mov
    parameters) and attributes to 0-32. VOP3-encoded interpolation (op >= 0x270): SRC0's
    attribute, channel and `high` bits, VGPR sources mostly, random clamp/omod/neg/abs and
    now and then bits LLVM may require to be 0 (op_sel, ABS0/NEG0, SRC0 above bit 8)."""
    vdst = rand_vgpr(r) if r.random() < 0.8 else r.randrange(256)
    attr = r.randrange(33) if r.random() < 0.8 else r.randrange(64)
    chan = r.randrange(4)
    if op < 4:
        enc = 0b110010 if gen in ("gfx6", "gfx7") else 0b110101
        vsrc = r.randrange(4) if r.random() < 0.4 else r.randrange(256)
        return le32(enc << 26 | vdst << 18 | op << 16 | attr << 10 | chan << 8 | vsrc)
    src0 = attr | chan << 6 | (r.random() < 0.3) << 8
    if r.random() < 0.05:
        src0 = r.randrange(512)
    src1 = 0x100 | rand_vgpr(r) if r.random() < 0.85 else rand_vsrc(r)
    if r.random() < 0.2:
        src1 = r.randrange(3) if r.random() < 0.5 else 0x100 | r.randrange(4)
    src2 = 0x100 | rand_vgpr(r) if r.random() < 0.85 else rand_vsrc(r)
    if r.random() < 0.3:
        src2 = 0
    lo = vdst
    lo |= (r.getrandbits(3) if r.random() < 0.5 else 0) << 8
    lo |= (r.getrandbits(4) if r.random() < 0.1 else 0) << 11
    lo |= (r.random() < 0.3) << 15
    neg = r.getrandbits(3) if r.random() < 0.5 else 0
    omod = r.getrandbits(2) if r.random() < 0.4 else 0
    d0 = 0b110100 << 26 | op << 16 | lo
    d1 = neg << 29 | omod << 27 | src2 << 18 | src1 << 9 | src0
    return le32(d0) + le32(d1)


# SADDR codes worth trying beside SGPRs: flat_scratch, xnack_mask, vcc (and their odd
# halves), ttmps, m0, null, exec, off
FLAT_SADDR_SPECIAL = [0x66, 0x67, 0x68, 0x69, 0x6A, 0x6B, 0x6C, 0x6D, 0x70, 0x71, 0x7A, 0x7B,
                      0x7C, 0x7D, 0x7E, 0x7F]


def rand_flat_word(gen: str, op: int, r: random.Random) -> bytes:
    """A FLAT word with random fields: gfx9 segments (FLAT, SCRATCH, GLOBAL; rarely the
    reserved 3), the LDS bit, offsets, SADDR off / SGPRs / specials, the ignored bits 25
    and 55, and now and then fields LLVM requires to be 0 set (gfx8, FLAT segment)."""
    seg = 0 if base_gen(gen) == "gfx8" else r.choice([0, 0, 1, 2, 2, 2])
    if base_gen(gen) != "gfx8" and r.random() < 0.03:
        seg = 3
    lds = int(r.random() < (0.03 if seg == 0 else 0.2))
    glc, slc = r.getrandbits(1), r.getrandbits(1)
    off = r.getrandbits(13) if r.random() < 0.5 else r.choice([0, 0, 1, 0xFFF, 0x1000, 0x1FFF])
    if base_gen(gen) == "gfx8" and r.random() < 0.7:
        off = 0
    spare = int(r.random() < 0.1)
    d0 = (0b110111 << 26) | spare << 25 | op << 18 | slc << 17 | glc << 16 | seg << 14 | lds << 13 | off
    if seg == 0:
        saddr = 0 if r.random() < 0.92 else r.randrange(128)
    elif r.random() < 0.45:
        saddr = 0x7F
    elif r.random() < 0.6:
        saddr = r.randrange(0, 102)
    else:
        saddr = r.choice(FLAT_SADDR_SPECIAL)
    nv = int(r.random() < 0.1)
    vdst, data, addr = (rand_vgpr(r) if r.random() < 0.85 else r.randrange(256) for _ in range(3))
    d1 = vdst << 24 | nv << 23 | saddr << 16 | data << 8 | addr
    return le32(d0) + le32(d1)


def rand_mimg_word(op: int, r: random.Random) -> bytes:
    """A MIMG word: random modifiers and dmask, data and address VGPRs biased towards the
    end of the file (where the data range's width decides validity), a resource or sampler
    index anywhere, and the bits LLVM requires clear (bit 0; SSAMP of the instructions
    without a sampler; D16 of those without d16) mostly clear."""
    d0 = (0b111100 << 26) | (op << 18) | (r.getrandbits(1) << 25) | (r.getrandbits(10) << 8)
    d0 |= r.getrandbits(8) << 16 & 0x30000  # tfe, lwe
    if r.random() < 0.15:
        d0 |= r.getrandbits(7) << 1  # ignored bits [7:1]
    if r.random() < 0.03:
        d0 |= 1  # bit 0: rejected
    vdata = r.randrange(240, 256) if r.random() < 0.25 else rand_vgpr(r)
    vaddr = r.randrange(248, 256) if r.random() < 0.1 else rand_vgpr(r)
    srsrc = r.randrange(32) if r.random() < 0.3 else r.randrange(26)
    ssamp = r.randrange(32) if r.random() < 0.3 else r.randrange(26)
    if op < 32 and r.random() < 0.85:
        ssamp = 0
    d16 = int(r.random() < 0.3)
    spare = r.getrandbits(5) if r.random() < 0.15 else 0
    d1 = d16 << 31 | spare << 26 | ssamp << 21 | srsrc << 16 | vdata << 8 | vaddr
    return le32(d0) + le32(d1)


VOP3P_EDGES = (
    # (dword 0 without opcode, dword 1): v1, v2, v3 with defaults; all modifier bits set;
    # all clear; two sources; one source (v_accvgpr_*); v255 / a255 ends; MFMA accumulators
    (0x4005, 0x1C000000 | 0x101 | 0x102 << 9 | 0x103 << 18),
    (0xFF05, 0xFC000000 | 0x101 | 0x102 << 9 | 0x103 << 18),
    (0x0005, 0x101 | 0x102 << 9 | 0x103 << 18),
    (0x4005, 0x18000000 | 0x101 | 0x102 << 9),
    (0x4005, 0x18000101),
    (0x0000, 0x00000100),
    (0x40FF, 0x1C000000 | 0x1FF | 0x1FF << 9 | 0x1FF << 18),
    (0x0000, 0x100 | 0x100 << 9 | 0x100 << 18),
    (0x7F00, 0xF8000000 | 0x100 | 0x100 << 9 | 0x100 << 18),
    (0x4005, 0x1C000000 | 0xF2 | 0x80 << 9 | 0xC1 << 18),
)


# VOP1 opcode 0, `v_nop`, has no operands: LLVM 19 decodes its DPP and SDWA forms only with
# VDST, VSRC0 and the fields of the missing operands 0 (otherwise it falls back to the
# 4-byte `v_nop`, and a VDST makes both fail), which random words never are. Its edge
# words: the zero word, the second dwords of `edge_words` with their source cleared, and
# each of the 32 bits of the second dword set alone, so that the vectors say which bits
# LLVM prints or ignores on each generation (a bit it requires 0 gives the 4-byte `v_nop`,
# which the vop1 family covers, and no vector here). They come on top of the usual edge
# words, which stay so that the other samples (and the .invalid draw) do not change.
NO_OPERAND_OPS = {"vop1_dpp": {0}, "vop1_sdwa": {0}}


def no_operand_edge_words(family: str, op: int, d1s: tuple[int, ...]) -> list[bytes]:
    first = (0b0111111 << 25) | (op << 9) | (DPP_SRC0 if family in DPP_FAMILIES else SDWA_SRC0)
    res = [le32(first) + le32(d1 & ~0xFF) for d1 in (0,) + d1s]
    res += [le32(first) + le32(1 << bit) for bit in range(32)]
    return res


def edge_words(family: str, gen: str, op: int) -> list[bytes]:
    """All-zero and all-ones non-identifying fields for one opcode."""
    res = []
    if op in NO_OPERAND_OPS.get(family, ()):
        d1s = ((0xFF00E401, 0xFFFFFFFF, 0xFF0A41FF, 0x5A00E4FF, 0xFF0F01FF, 0xFF06E401)
               if family in DPP_FAMILIES else
               (0x06060601, 0x003E3FFF, 0x00052DFF, 0x0086EA81, 0x0606F001, 0xC0C01F01,
                0x40401F01))
        res = no_operand_edge_words(family, op, d1s)
    if family in DPP_FAMILIES:
        first = dpp_first_dword(family, op, random.Random(op))
        # identity, every reserved-free control kind, all modifier and ignored bits set
        for d1 in (0xFF00E401, 0x00000000, 0xFFFFFFFF, 0xFF0A41FF, 0x5A00E4FF, 0xFF0F01FF):
            res.append(le32(first) + le32(d1))
        return res
    if family in SDWA_FAMILIES:
        first = sdwa_first_dword(family, op, random.Random(op), False)
        # all selects DWORD; all BYTE_0 with every modifier; v255 with WORD_1 and clamp;
        # gfx9 scalar sources / VOPC SDST set; dst_unused 3 (LLVM prints UNUSED_PAD)
        for d1 in (0x06060601, 0x3E3E3FFF if family != "vop1_sdwa" else 0x003E3FFF,
                   0x05052DFF if family != "vop1_sdwa" else 0x00052DFF, 0x00000000,
                   0x86866A81 if family != "vop1_sdwa" else 0x0086EA81, 0x06061E01,
                   0x0606EA01, 0x0606F001):
            res.append(le32(first) + le32(d1))
        return res
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
    elif family in ("vop1", "vop2", "vopc"):
        k = family == "vop2" and op in K_OPS.get(gen, ())
        # (vdst, vsrc1, src0): zeros, ones, literal, 1/(2*pi), v255, odd SGPR, m0
        for vd, v1, s0 in ((0, 0, 0), (255, 255, 511), (255, 255, 255), (1, 2, 248),
                           (0, 0, 256), (3, 255, 5), (7, 8, 124)):
            if family == "vop1":
                d = (0b0111111 << 25) | (vd << 17) | (op << 9) | s0
            elif family == "vop2":
                d = (op << 25) | (vd << 17) | (v1 << 9) | s0
            else:
                d = (0b0111110 << 25) | (op << 17) | (v1 << 9) | s0
            b = le32(d)
            if s0 == 255 or k:
                b += le32(0xFFFFFFFF if s0 == 255 else 0x3F800000)
            res.append(b)
    elif family == "mubuf":
        base = (0b111000 << 26) | (op << 18)
        # zeros; every field set (LDS off); offset 4095 + offen + glc; LDS + idxen/offen;
        # v255 data with tfe; soffset m0 / inline constant / literal code
        for d0r, d1 in ((0, 0), (0x3FEFFFF & ~(0x7F << 18), 0xFF7FFFFF),
                        (0x5FFF, 0x0301_0201), (0x3_3000, 0x0301_0201), (0, 0x0381_FF01),
                        (0x1000, 0x7C01_0201), (0, 0x8001_0201), (0, 0xF001_0201), (0, 0xFF01_0201)):
            res.append(le32(base | d0r) + le32(d1))
    elif family == "ds":
        base = (0b110110 << 26) | (op << (18 if gen in ("gfx6", "gfx7") else 17))
        gds = 1 << (17 if gen in ("gfx6", "gfx7") else 16)
        for d0r, d1 in ((0, 0), (0xFFFF, 0), (gds, 0), (0x1234, 0x0806_0402),
                        (0x1234 | gds, 0x0806_0402), (0xFFFF, 0xFFFF_FFFF), (0x00E4, 0x0800_0002),
                        (0x801F, 0x0800_0002), (0, 0x0800_0002), (0, 0x0000_0402)):
            res.append(le32(base | d0r) + le32(d1))
    elif family == "flat":
        base = (0b110111 << 26) | (op << 18)
        # zeros; every free bit of the FLAT segment; v255 ranges; GLOBAL with saddr off,
        # an SGPR pair and exec; SCRATCH with saddr off and s101; the LDS forms
        cases = [(0, 0), (0x3_1FFF, 0xFF80_FFFF), (0x3_0FFF, 0xFF00_FFFE), (0, 0x0100_02FF)]
        if base_gen(gen) not in ("gfx7", "gfx8"):
            cases += [(0x8000, 0x017F_0201), (0x9FFF, 0x0164_0201), (0x8FFF, 0x017E_0201),
                      (0x4000, 0x017F_0201), (0x5000, 0x0165_0201), (0x4001, 0x017C_0000),
                      (0xA000, 0x007F_0002), (0x6FFF, 0x0004_0000), (0x3_8000, 0xFFFF_FFFE)]
        for d0r, d1 in cases:
            res.append(le32(base | d0r) + le32(d1))
    elif family == "mimg":
        base = (0b111100 << 26) | (op << 18)
        # zeros; dmask 0xf and every flag; data at v252/v255 (widths past v255); bit 7
        # (kept by LLVM) and bits [6:1], [62:58] (dropped); d16; resource ttmp / s[96:103]
        for d0r, d1 in ((0, 0), (0x203_FF00, 0x0041_0402), (0x203_FF00, 0x8041_0402),
                        (0x0F00, 0x0041_FCFF), (0x1_0F00, 0x0041_FFFF), (0x0180, 0x7C41_0402),
                        (0x017E, 0x0041_0402), (0x0300, 0x8041_0402), (0x0100, 0x0058_0402),
                        (0x0100, 0x005C_0402), (0x0100, 0x0378_0402), (0x0100, 0x0041_04FF)):
            res.append(le32(base | d0r) + le32(d1))
    elif family == "exp":
        enc = 0b111110 if gen in ("gfx6", "gfx7") else 0b110001
        for low, d1 in ((0x00F, 0x0302_0100), (0x80F, 0x0302_0100), (0x1800 | 0x085, 0xFFFE_FDFC),
                        (0x1F0, 0), (0x3FF, 0x0302_0100), (0x090, 0), (0x0C5, 0x0101_0101)):
            res.append(le32((enc << 26) | (low & ~(1 << 10)) | op << 10) + le32(d1))
    elif family == "vintrp" and op < 4:
        enc = 0b110010 if gen in ("gfx6", "gfx7") else 0b110101
        for low in (0, 0x03FF_FFFF & ~(3 << 16), 0x0004_7F02, 0x0008_8001, 0x00FC_FF03):
            res.append(le32(enc << 26 | op << 16 | low))
    elif family == "vintrp":
        base = (0b110100 << 26) | (op << 16)
        v12 = 0x101 << 9 | 0x102 << 18
        for d0r, d1 in ((0, 0), (0, v12), (0x8000, v12 | 0x1FF), (0x07FF, 0xE000_0000 | v12),
                        (0x00FF, 0x1800_0000 | v12 | 0x1C0), (0x7800, v12), (0xFFFF, 0xFFFF_FFFF)):
            res.append(le32(base | d0r) + le32(d1))
    elif family == "vop3p":
        base = (0b110100111 << 23) | (op << 16)
        for d0r, d1 in VOP3P_EDGES:
            res.append(le32(base | d0r) + le32(d1))
    elif family == "vop3" and is_disasm_gen(gen):
        base = (0b110100 << 26) | (op << 16)
        v123 = 0x101 | 0x102 << 9 | 0x103 << 18  # v1, v2, v3
        # zeros, ones, v0 sources, clamp + vcc_lo dst + neg, v255 + bits[14:8] ones,
        # abs + neg on all, op_sel all set, omod = 3
        for d0r, d1 in ((0, 0), (0xFFFF, 0xFFFFFFFF), (0, 0x100 | 0x100 << 9 | 0x100 << 18),
                        (0x8000 | 0x6A, 0xA0000000 | v123),
                        (0x7FFF, 0x1FF | 0x1FF << 9 | 0x1FF << 18),
                        (0x0701, 0xE0000000 | v123), (0x7801, v123), (0x0001, 0x18000000 | v123)):
            res.append(le32(base | d0r) + le32(d1))
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
    return 12 if base_gen(gen) in ("gfx6", "gfx7", "gfx8") else 16


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


# ---- vector ALU assembly text

# constants as typed: inline integers and floats (incl. 1/(2*pi)), literals of every width
VCONST_TXT = INLINE_TXT + ["0.15915494", "-0.15915494", "0.15915494309189532", "1.5", "-3.25",
                           "0.1", "100.0", "0x3c00", "0x3800", "0xbc00", "0x3118", "0x4400",
                           "0x7fff", "0xffff", "0x10000", "-0x8000", "0x3fe00000", "0x3ff00000",
                           "0x3fc45f30", "0xfffffff0", "0x80000000", "0.0", "-2", "7", "65535",
                           "0x3e22f983", "0x41200000", "-65536"]
SRC_WRAP = ["-{}", "|{}|", "-|{}|", "abs({})", "neg({})", "-abs({})", "neg(|{}|)"]
NUM_RE = re.compile(r"-?(?:0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:e[-+]?\d+)?)")
SCALAR64 = ("vcc", "exec", "flat_scratch", "xnack_mask", "tba", "tma")
# instructions whose second operand is a scalar destination (VOP3b SDST or VCC in e32)
VOP_SDST2_RE = re.compile(r"^v_(?:add|sub|subrev|addc|subb|subbrev)(?:_co)?_[iu]32|"
                          r"^v_div_scale|^v_mad_[iu]64")
EIGHT_BIT_ONLY = ("src_vccz", "src_execz", "src_scc", "vccz", "execz", "scc", "lds_direct",
                  "src_lds_direct")


def split_vop_text(text: str) -> tuple[str, list[str], list[str]]:
    """'v_x_e64 v1, -|s2|, v3 clamp op_sel:[0,1,0,0]' -> (mnemonic, operands, modifiers).
    Commas inside [] or () do not split; /*comments*/ are dropped."""
    text = re.sub(r"/\*.*?\*/", "", text)
    if " " not in text:
        return text, [], []
    mn, rest = text.split(" ", 1)
    parts, depth, cur = [], 0, ""
    for ch in rest:
        if ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur.strip())
            cur = ""
        else:
            cur += ch
    parts.append(cur.strip())
    last = parts[-1].split()
    parts[-1] = last[0] if last else ""
    return mn, [q for q in parts if q], last[1:]


def vop_operand_kind(op: str) -> tuple[str, int]:
    """-> (kind, registers): kind v (VGPR), s (scalar register), k (constant), ? (unknown).
    Source modifiers (-x, |x|, abs(x), neg(x)) are looked through."""
    core = op
    if NUM_RE.fullmatch(core):
        return "k", 1
    core = re.sub(r"^(?:-|neg\(|abs\(|\|)+|(?:\)|\|)+$", "", core)
    if NUM_RE.fullmatch(core):
        return "k", 1
    m = re.fullmatch(r"v\[(\d+):(\d+)\]", core)
    if m:
        return "v", int(m.group(2)) - int(m.group(1)) + 1
    if re.fullmatch(r"v\d+", core):
        return "v", 1
    m = re.fullmatch(r"(?:s|ttmp)\[(\d+):(\d+)\]", core)
    if m:
        return "s", int(m.group(2)) - int(m.group(1)) + 1
    if core in SCALAR64:
        return "s", 2
    if re.fullmatch(r"s\d+|ttmp\d+|m0|null|(?:vcc|exec|flat_scratch|xnack_mask|tba|tma)_(?:lo|hi)",
                    core) or core.startswith("src_") or core in EIGHT_BIT_ONLY:
        return "s", 1
    return "?", 1


def rand_vop_operand(r: random.Random, gen: str, kind: str, n: int, dst: bool) -> str:
    if kind == "v":
        if n == 1:
            return f"v{rand_vgpr(r)}"
        a = r.randrange(0, 256 - n + 1) if r.random() < 0.9 else 256 - n
        return f"v[{a}:{a + n - 1}]"
    if kind == "s":
        if n == 1:
            return rand_s32(r, gen, src=not dst)
        if n == 2 and r.random() < (0.5 if dst else 0.2):
            return "vcc"
        if n == 2 and r.random() < 0.15:  # misaligned pair
            a = r.randrange(1, sgpr_max(gen) - 1, 2)
            return f"s[{a}:{a + 1}]"
        return rand_sreg_range(r, gen, n)
    x = r.random()
    if x < 0.55:
        return r.choice(VCONST_TXT)
    if x < 0.75:
        return str(r.randrange(-16, 65))
    if x < 0.9:
        return hex(rand_vlit(r))
    return str(-r.randrange(1, 0x10000))


def mutate_vtext(text: str, gen: str, r: random.Random, family: str) -> str:
    """Random operands of the same shape (sources may change class: VGPR, scalar,
    constant/literal), random source modifiers and output modifiers on VOP3 forms, and the
    _e32/_e64 suffix dropped now and then (the assembler then picks the encoding)."""
    mn, ops, mods = split_vop_text(text)
    if not ops:
        return mn
    vop3 = family == "vop3" or mn.endswith("_e64")
    ndst = 1
    if len(ops) >= 4 and VOP_SDST2_RE.match(mn) and vop_operand_kind(ops[1])[0] == "s":
        ndst = 2
    if mn.startswith("v_cmp") and not vop3:
        ndst = 1  # e32: "vcc" is printed but not encoded
    out = []
    for i, op in enumerate(ops):
        kind, n = vop_operand_kind(op)
        if kind == "?" or r.random() < 0.12:
            out.append(op)
            continue
        if i < ndst:
            if op == "vcc" and r.random() < 0.6:
                out.append(op)
            else:
                out.append(rand_vop_operand(r, gen, kind, n, True))
            continue
        if r.random() > 0.55:
            kind = r.choice("vvsk")
        t = rand_vop_operand(r, gen, kind, n, False)
        if vop3 and r.random() < 0.35 and not t.startswith("-"):
            t = r.choice(SRC_WRAP).format(t)
        out.append(t)
    if vop3:
        keep = [m for m in mods if r.random() < 0.5]
        if r.random() < 0.3:
            keep.append("clamp")
        if r.random() < 0.25:
            keep.append(r.choice(["mul:2", "mul:4", "div:2"]))
        if base_gen(gen) not in ("gfx6", "gfx7", "gfx8") and r.random() < 0.25:
            nsrc = max(1, min(3, len(ops) - ndst))
            keep.append("op_sel:[" + ",".join(str(r.getrandbits(1)) for _ in range(nsrc + 1)) + "]")
        mods = list(dict.fromkeys(keep))
        if r.random() < 0.3:
            r.shuffle(mods)
    if r.random() < 0.2:
        mn = re.sub(r"_e(?:32|64)$", "", mn)
    return f"{mn} {', '.join(out)}" + "".join(" " + m for m in mods)


# operand shapes for mnemonics that gfx8+ disassembly never showed (gfx6/7-only names) and to
# probe every name of the CLRX docs
VOP1_SHAPES = ["", " v1, v2", " v[2:3], v4", " v1, v[2:3]", " v[2:3], v[4:5]", " s1, v2"]
VOP2_SHAPES = [" v1, v2, v3", " v1, s2, v3", " v1, vcc, v2, v3", " v1, vcc, v2, v3, vcc",
               " v1, v2, v3, vcc", " v1, v2, 0x41200000, v3", " v1, v2, v3, 0x41200000",
               " s1, v2, s3", " v1, s2, 5", " v[2:3], v[4:5], v6"]
VOPC_SHAPES = [" vcc, v1, v2", " vcc, v[2:3], v[4:5]", " vcc, v[2:3], v4", " vcc, s1, v2",
               " vcc, s[2:3], v[4:5]"]
VOP3_SHAPES = ["", " v1, v2, v3, v4", " v1, v2, v3", " v[2:3], v[4:5], v[6:7], v[8:9]",
               " v[2:3], v[4:5], v[6:7]", " v[2:3], v[4:5], v6", " v[2:3], v4, v[6:7]",
               " v1, vcc, v2, v3, v4", " v[2:3], vcc, v[4:5], v[6:7], v[8:9]",
               " v[2:3], s[4:5], v6, v7, v[8:9]", " v[2:3], v[4:5], v6, v[8:9]",
               " v[2:5], v[6:7], v8, v[10:13]", " s1, v2, s3", " v1, s2, s3", " v1, s2, 5",
               " v1, v2, v3, s[4:5]", " v1, s[2:3], v2, v3", " v1, s[2:3], v2, v3, s[4:5]",
               " v1, v[2:3], v4", " v1, v2, v[4:5]", " v1, v2", " v[2:3], v[4:5]", " v1, v[2:3]",
               " v[2:3], v4", " s[2:3], v1, v2", " s[2:3], v[2:3], v[4:5]",
               " s[2:3], v[2:3], v4", " v1, v2, v3, v4 clamp", " v1, v2, v3 clamp mul:2",
               " v1, v2, v3, v4 op_sel:[1,0,0,0]"]


def modifier_variants(text: str) -> list[str]:
    """The text with one source modifier (-x, |x|) or output modifier removed, each."""
    mn, ops, mods = split_vop_text(text)
    out = []

    def join(o, m):
        return f"{mn} {', '.join(o)}" + "".join(" " + x for x in m)

    for i, op in enumerate(ops):
        if vop_operand_kind(op)[0] in ("v", "s"):
            if op.startswith("-"):
                out.append(join(ops[:i] + [op[1:]] + ops[i + 1:], mods))
            if "|" in op:
                out.append(join(ops[:i] + [op.replace("|", "")] + ops[i + 1:], mods))
    for j in range(len(mods)):
        out.append(join(ops, mods[:j] + mods[j + 1:]))
    return out


def vop_guess_templates(family: str, mn: str) -> list[str]:
    shapes = {"vop1": VOP1_SHAPES, "vop2": VOP2_SHAPES, "vopc": VOPC_SHAPES,
              "vop3": VOP3_SHAPES}[family]
    return [mn + sh for sh in shapes]


VOPC_OP16 = ["f", "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle",
             "neq", "nlt", "tru"]
VOPC_OP8 = ["f", "lt", "eq", "le", "gt", "ne", "ge", "t"]


def vop_clrx_mnemonics(family: str) -> list[str]:
    """Every V_* name of the family's CLRX doc (VOPC: the {OP16}/{OP8} tables expanded);
    vop3 adds the _e64 names of VOP1/VOP2/VOPC."""
    if family == "vopc":
        names = {f"v_{p}_{o}_{t}" for p in ("cmp", "cmpx", "cmps", "cmpsx") for o in VOPC_OP16
                 for t in ("f16", "f32", "f64")}
        names |= {f"v_{p}_{o}_{t}" for p in ("cmp", "cmpx") for o in VOPC_OP8
                  for t in ("i16", "u16", "i32", "u32", "i64", "u64")}
        names |= {f"v_{p}_class_{t}" for p in ("cmp", "cmpx") for t in ("f16", "f32", "f64")}
        return sorted(names)
    p = CLRX_DIR / CLRX_DOC[family]
    if not p.exists():
        return []
    text = p.read_text(errors="replace")
    names = {m.lower() for m in re.findall(r"\bV_[A-Z0-9_]*[A-Z0-9]\b", text)}
    if family == "vop3":
        names |= {n + "_e64" for f in ("vop1", "vop2", "vopc") for n in vop_clrx_mnemonics(f)}
    return sorted(names)


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


def gen_mubuf_text(template: str, gen: str, r: random.Random) -> str:
    """Random operands and modifiers for a MUBUF instruction shaped like `template`: the
    data register count (tfe excluded), whether it has data at all (cache invalidation,
    LDS forms) and whether it is an atomic (no tfe) come from the template."""
    mn = mnemonic(template)
    toks = template.split()
    if len(toks) == 1:
        return mn
    lds = "lds" in toks
    store_lds = mn == "buffer_store_lds_dword"
    m = re.match(r"\S+ v\[(\d+):(\d+)\]", template)
    nd = int(m.group(2)) - int(m.group(1)) + 1 if m else 1
    if re.search(r"\btfe\b", template):
        nd -= 1
    atomic = "_atomic_" in mn
    offen, idxen = r.random() < 0.5, r.random() < 0.5
    addr64 = gen in ("gfx6", "gfx7") and not offen and not idxen and r.random() < 0.4
    if store_lds:
        offen = idxen = addr64 = False
    mods = []
    for cond, name in ((offen, "offen"), (idxen, "idxen"), (addr64, "addr64")):
        if cond:
            mods.append(name)
    if r.random() < 0.6:
        mods.append(f"offset:{r.choice([0, 1, 4095, r.randrange(4096)])}")
    for name in ("glc", "slc"):
        if r.random() < 0.35 and not (store_lds and name == "glc" and r.random() < 0.5):
            mods.append(name)
    if lds:
        mods.append("lds")
    elif not atomic and r.random() < 0.3:
        mods.append("tfe")
        nd += 1
    s_ = r.randrange(0, 256 - nd + 1)
    vdata = f"v{s_}" if nd == 1 else f"v[{s_}:{s_ + nd - 1}]"
    n = 2 if (offen and idxen) or addr64 else (1 if offen or idxen else 0)
    if n == 0:
        vaddr = "off"
    elif n == 1:
        vaddr = f"v{r.randrange(256)}"
    else:
        a = r.randrange(255)
        vaddr = f"v[{a}:{a + 1}]"
    srsrc = rand_sreg_range(r, gen, 4)
    soff = rand_s32(r, gen) if r.random() < 0.8 else str(r.randrange(-16, 65))
    ops = [srsrc, soff] if store_lds else ([vaddr, srsrc, soff] if lds else [vdata, vaddr, srsrc, soff])
    return f"{mn} {', '.join(ops)} {' '.join(mods)}".rstrip()


def rand_flat_reg(r: random.Random, gen: str, tok: str) -> str:
    """A random register like `tok` (same kind and width)."""
    m = re.fullmatch(r"v\[(\d+):(\d+)\]", tok)
    if m:
        w = int(m.group(2)) - int(m.group(1)) + 1
        a = r.randrange(0, 257 - w)
        return f"v[{a}:{a + w - 1}]"
    if re.fullmatch(r"v\d+", tok):
        return f"v{r.randrange(256)}"
    if re.fullmatch(r"s\[\d+:\d+\]|vcc|exec|flat_scratch|xnack_mask|ttmp\[\d+:\d+\]", tok):
        return rand_sreg_range(r, gen, 2) if r.random() < 0.8 else r.choice(
            ["vcc", "exec", "flat_scratch"])
    if re.fullmatch(r"s\d+|m0|vcc_lo|exec_lo|flat_scratch_lo|ttmp\d+", tok):
        return rand_s32(r, gen, src=False) if r.random() < 0.8 else r.choice(["m0", "vcc_lo", "exec_lo"])
    return tok


def gen_flat_text(template: str, gen: str, r: random.Random) -> str:
    """Random registers and modifiers for a FLAT/GLOBAL/SCRATCH instruction shaped like
    `template`: an atomic keeps its `glc` (it selects the returning form), an LDS form its
    `lds`; offsets only where the assembler takes them (gfx9: 12-bit unsigned for FLAT,
    13-bit signed for GLOBAL and SCRATCH)."""
    mn = mnemonic(template)
    parts = [p.strip() for p in template[len(mn):].split(",")]
    last = parts[-1].split() if parts and parts[-1] else []
    positional = parts[:-1] + last[:1]
    mods = set(last[1:])
    ops = [rand_flat_reg(r, gen, t) for t in positional]
    out = []
    if base_gen(gen) not in ("gfx7", "gfx8") and r.random() < 0.6:
        if mn.startswith("flat_"):
            off = r.choice([1, 4095, r.randrange(4096)])
        else:
            off = r.choice([-4096, -1, 1, 4095, r.randrange(-4096, 4096)])
        out.append(f"offset:{off}")
    if ("_atomic_" in mn and "glc" in mods) or ("_atomic_" not in mn and r.random() < 0.4):
        out.append("glc")
    if r.random() < 0.4:
        out.append("slc")
    if "lds" in mods:
        out.append("lds")
    return f"{mn} {', '.join(ops)} {' '.join(out)}".rstrip()


EXP_TARGETS = [f"mrt{i}" for i in range(8)] + ["mrtz", "null"] + [f"pos{i}" for i in range(4)] + \
    [f"param{i}" for i in range(32)]


def gen_vintrp_text(template: str, r: random.Random) -> str:
    """A template's mnemonic with random operands: VGPRs, p10/p20/p0 where the template has
    one, attributes 0-32 (what LLVM's assembler takes) on every channel; VOP3 forms get
    random source modifiers, high, clamp and omod."""
    mn, rest = template.split(" ", 1)
    ops = [o.strip() for o in rest.split(",")]
    out = [f"v{r.randrange(256)}"]
    vop3 = mn.endswith("_e64") or "_f16" in mn
    for o in ops[1:]:
        m = re.match(r"^(attr\d+\.[xyzw])(.*)$", o)
        if m:
            out.append(f"attr{r.randrange(33)}.{r.choice('xyzw')}")
            continue
        if o.split()[0].lstrip("-|") in ("p10", "p20", "p0"):
            v = r.choice(["p10", "p20", "p0"])
        else:
            v = f"v{r.randrange(256)}"
        if vop3 and v.startswith("v") and r.random() < 0.4:
            v = r.choice(["-{}", "|{}|", "-|{}|"]).format(v)
        out.append(v)
    mods = []
    if vop3:
        for m, p in (("high", 0.3), ("clamp", 0.3)):
            if r.random() < p:
                mods.append(m)
        if r.random() < 0.3:
            mods.append(r.choice(["mul:2", "mul:4", "div:2"]))
    return f"{mn} {', '.join(out)} {' '.join(mods)}".rstrip()


def gen_exp_text(r: random.Random) -> str:
    tgt = r.choice(EXP_TARGETS)
    if r.random() < 0.3:
        # compressed: two VGPRs, each enabling a pair of positions
        a, b = (f"v{r.randrange(256)}" if r.random() < 0.8 else "off" for _ in range(2))
        srcs = [a, a, b, b]
        mods = ["compr"]
    else:
        srcs = [f"v{r.randrange(256)}" if r.random() < 0.75 else "off" for _ in range(4)]
        mods = []
    for name in ("done", "vm"):
        if r.random() < 0.4:
            mods.append(name)
    r.shuffle(mods)
    return f"exp {tgt} {', '.join(srcs)} {' '.join(mods)}".rstrip()


MIMG_D16 = re.compile(r"^image_(?:load|load_mip|store|store_mip|sample\w*|gather4\w*)$")


def gen_mimg_text(templates: list[str], gen: str, r: random.Random) -> str:
    """Random operands and modifiers for a MIMG instruction: the address width (LLVM's
    default, which the gfx8/gfx9 disassembler printed) and whether it takes a sampler come
    from the widest template; the data width is what dmask, d16 and tfe ask for, with a
    dmask LLVM's assembler accepts (gathers one channel, atomics 0x1/0x3, cmpswap 0x3/0xf)."""
    def addr_width(t: str) -> int:
        m = re.match(r"\S+ \S+, v\[(\d+):(\d+)\]", t)
        return int(m.group(2)) - int(m.group(1)) + 1 if m else 1
    t = max(templates, key=addr_width)
    mn = mnemonic(t)
    sampler = t.count(",") >= 3
    na = addr_width(t)
    gather = mn.startswith("image_gather4")
    cmpswap = mn.endswith("cmpswap")
    atomic = "_atomic_" in mn
    old = gen in ("gfx6", "gfx7")
    if gather:
        dmask = 1 << r.randrange(4)
    elif cmpswap:
        dmask = r.choice([0x3, 0xF])
    elif atomic:
        dmask = r.choice([0x1, 0x3])
    else:
        dmask = r.randrange(16) if r.random() < 0.8 else r.choice([0, 1, 0xF])
    d16 = not old and MIMG_D16.match(mn) is not None and r.random() < 0.35
    tfe = r.random() < 0.3
    chans = 4 if gather else max(bin(dmask).count("1"), 1)
    if atomic:
        chans = bin(dmask).count("1")
    nd = (chans + 1) // 2 if d16 and gen not in ("gfx6", "gfx7", "gfx8") else chans
    if atomic and tfe and nd + 1 not in ((2, 4) if cmpswap else (1, 2)):
        # LLVM's assembler takes three data registers (or five for cmpswap), but its
        # disassembler has no such atomic variant and prints the registered width: that
        # text is not what a decoder prints for the bytes
        tfe = False
    nd += int(tfe)
    # the disassembler first reads the data as its registered variant (four registers
    # for gathers, two for cmpswap): a word whose data starts later is not decodable
    last = 256 - max(nd, 4 if gather else 2 if cmpswap else 1)
    s_ = r.randrange(0, last + 1) if r.random() < 0.8 else last
    vdata = f"v{s_}" if nd == 1 else f"v[{s_}:{s_ + nd - 1}]"
    a = r.randrange(0, 256 - na + 1)
    vaddr = f"v{a}" if na == 1 else f"v[{a}:{a + na - 1}]"
    ops = [vdata, vaddr, rand_sreg_range(r, gen, 8)]
    if sampler:
        ops.append(rand_sreg_range(r, gen, 4))
    mods = []
    if dmask or r.random() < 0.5:
        mods.append(f"dmask:0x{dmask:x}")
    for name in ("unorm", "glc", "slc", "r128" if old or base_gen(gen) == "gfx8" else "a16"):
        if r.random() < 0.3:
            mods.append(name)
    if tfe:
        mods.append("tfe")
    for name in ("lwe", "da"):
        if r.random() < 0.3:
            mods.append(name)
    if d16:
        mods.append("d16")
    return f"{mn} {', '.join(ops)} {' '.join(mods)}".rstrip()


def mutate_ds_text(template: str, gen: str, r: random.Random) -> str:
    """Random VGPRs (range sizes kept), offsets and gds for a DS instruction."""
    t = re.sub(r" (?:offset\d?:\S+|gds)", "", template)
    t = mutate_text(t, gen, r, "ds")
    mods = []
    if "offset0:" in template or "offset1:" in template:
        for name in ("offset0", "offset1"):
            if r.random() < 0.6:
                mods.append(f"{name}:{r.choice([0, 1, 255, r.randrange(256)])}")
    elif mnemonic(template) == "ds_swizzle_b32":
        if r.random() < 0.8:
            mods.append(r.choice([
                f"offset:{r.getrandbits(16)}",
                f"offset:swizzle(QUAD_PERM,{r.randrange(4)},{r.randrange(4)},{r.randrange(4)},{r.randrange(4)})",
                f"offset:swizzle(SWAP,{r.choice([1, 2, 4, 8, 16])})",
                f"offset:swizzle(REVERSE,{r.choice([2, 4, 8, 16, 32])})",
                f"offset:swizzle(BROADCAST,{r.choice([2, 4, 8, 16, 32])},{r.randrange(2)})",
                "offset:swizzle(BITMASK_PERM,\"" + "".join(r.choice("01pi") for _ in range(5)) + "\")",
            ]))
    elif "offset:" in template or r.random() < 0.5:
        if r.random() < 0.7:
            mods.append(f"offset:{r.choice([0, 1, 0xFFFF, r.randrange(0x10000)])}")
    if " gds" in template or r.random() < 0.25:
        mods.append("gds")
    return f"{t} {' '.join(mods)}".rstrip()


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
    vm = 63 if base_gen(gen) not in ("gfx6", "gfx7", "gfx8") else 15
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
    if family in VECTOR_FAMILIES:
        return vop_guess_templates(family, mn)
    if family == "mubuf":
        return [f"{mn}", f"{mn} v1, off, s[4:7], s5", f"{mn} v[1:2], off, s[4:7], s5",
                f"{mn} v[1:3], off, s[4:7], s5", f"{mn} v[1:4], off, s[4:7], s5",
                f"{mn} off, s[4:7], s5 lds", f"{mn} s[4:7], s5 lds"]
    if family == "ds":
        t = [f"{mn}", f"{mn} v1", f"{mn} v1 gds", f"{mn} v1, v2", f"{mn} v1, v2 gds"]
        for w in (1, 2, 3, 4):
            r_ = "v1" if w == 1 else f"v[1:{w}]"
            d = "v2" if w == 1 else f"v[2:{1 + w}]"
            e = "v6" if w == 1 else f"v[6:{5 + w}]"
            t += [f"{mn} v0, {d}", f"{mn} v0, {d}, {e}", f"{mn} {r_}, v0", f"{mn} {r_}, v0, {d}",
                  f"{mn} {r_}, v0, {d}, {e}", f"{mn} v0, {d}, {e} offset0:1",
                  f"{mn} {r_}, v0 offset0:1", f"{mn} {r_}, v0, {d}, {e} offset0:1"]
        return t
    if family == "exp":
        return ["exp mrt0 v0, v1, v2, v3", "exp mrt0 v0, v0, v1, v1 compr"]
    if family == "flat":
        regs = ["v1", "v[1:2]", "v[1:3]", "v[1:4]"]
        data = ["v4", "v[4:5]", "v[4:6]", "v[4:7]"]
        return ([f"{mn} {d}, v[2:3]" for d in regs] + [f"{mn} v[2:3], {d}" for d in data] +
                [f"{mn} {d}, v[2:3], {e} glc" for d in regs[:2] for e in data])
    if family == "vintrp":
        return [f"{mn} v1, v2, attr0.x", f"{mn} v1, p10, attr0.x", f"{mn} v1, v2, attr0.x, v3"]
    if family == "mimg":
        # address width 1: gfx6/7-only atomics; others take theirs from gfx8/gfx9 texts
        return [f"{mn} v4, v2, s[4:11] dmask:0x1", f"{mn} v[4:5], v2, s[4:11] dmask:0x3",
                f"{mn} v[4:7], v2, s[4:11], s[8:11] dmask:0x1",
                f"{mn} v4, v2, s[4:11], s[8:11] dmask:0x1"]
    return []


def clrx_mnemonics(family: str) -> list[str]:
    if family in VECTOR_FAMILIES:
        return vop_clrx_mnemonics(family)
    p = CLRX_DIR / CLRX_DOC[family]
    if not p.exists():
        return []
    txt = p.read_text(errors="replace")
    if family == "exp":
        return ["exp"]
    pat = {"mtbuf": r"\bTBUFFER_[A-Z0-9_]+\b", "mubuf": r"\bBUFFER_[A-Z0-9_]+\b",
           "ds": r"\bDS_[A-Z0-9_]+\b", "flat": r"\b(?:FLAT|GLOBAL|SCRATCH)_[A-Z0-9_]+\b",
           "mimg": r"\bIMAGE_[A-Z0-9_]+\b", "vintrp": r"\bV_INTERP_[A-Z0-9_]+\b"}.get(family, r"\bS_[A-Z0-9_]+\b")
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
        # vector ALU: SDWA/DPP words (decoded: (bytes, text, enc); rejected: bytes) and
        # mnemonics left out (VOP3P/MAI/interpolation) with their counts
        self.pending: list[tuple[bytes, str, bytes]] = []
        self.pending_invalid: list[bytes] = []
        self.excluded: dict[str, int] = defaultdict(int)


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
# vector ALU (about 80 VOP1, 50-60 VOP2, 200-250 VOPC and 350-450 VOP3 opcodes per gen)
PER_OP_CAP.update({"vop1": 34, "vop2": 48, "vopc": 12, "vop3": 6})
# vector memory and export (about 70 MUBUF and 130 DS opcodes per gen; EXP has two forms)
PER_OP_CAP.update({"mubuf": 30, "ds": 14, "exp": 900})
# FLAT: about 60 opcodes, each in up to seven encodings (FLAT, returning, GLOBAL, SCRATCH,
# LDS forms)
PER_OP_CAP["flat"] = 100
ASM_CAP["flat"] = 12
ASM_CAP67["flat"] = 40
TRIES["flat"] = 160
ASM_PER_MN["flat"] = 40
ASM_CAP.update({"mubuf": 10, "ds": 5, "exp": 250})
ASM_CAP67.update({"mubuf": 12, "ds": 14, "exp": 400})
TRIES.update({"mubuf": 120, "ds": 120, "exp": 3000})
ASM_PER_MN.update({"mubuf": 40, "ds": 30, "exp": 800})
# image (about 90 MIMG opcodes per gen, most of the 128 values used)
PER_OP_CAP.update({"mimg": 24})
ASM_CAP.update({"mimg": 8})
ASM_CAP67.update({"mimg": 14})
TRIES.update({"mimg": 60})
ASM_PER_MN.update({"mimg": 30})
ASM_CAP.update({"vop1": 10, "vop2": 14, "vopc": 4, "vop3": 3})
ASM_CAP67.update({"vop1": 44, "vop2": 60, "vopc": 16, "vop3": 10})
TRIES.update({"vop1": 40, "vop2": 160, "vopc": 40, "vop3": 40})
ASM_PER_MN.update({"vop1": 40, "vop2": 60, "vopc": 24, "vop3": 60})
PER_OP_CAP.update({"vop3p": 60, "vop1_dpp": 24, "vop2_dpp": 30})
PER_OP_CAP.update({"vop1_sdwa": 24, "vop2_sdwa": 30, "vopc_sdwa": 10})
TRIES.update({"vop1_sdwa": 40, "vop2_sdwa": 60, "vopc_sdwa": 24})
# interpolation: three VINTRP opcodes (and, gfx8+, about seven VOP3-encoded ones)
PER_OP_CAP.update({"vintrp": 120})
ASM_CAP.update({"vintrp": 20})
ASM_CAP67.update({"vintrp": 200})
TRIES.update({"vintrp": 1500})
ASM_PER_MN.update({"vintrp": 300})
TRIES.update({"vop1_dpp": 40, "vop2_dpp": 60})
TRIES.update({"vop3p": 400})
ASM_PER_MN.update({"vop3p": 0})
ASM_CAP.update({"vop3p": 0})
PENDING_CAP = 400      # SDWA/DPP words kept per file (decoded), plus up to 100 rejected
FEW_VECTORS = {"vopc": 6, "vop3": 4}  # .notes threshold (default 12)


def probe_k_ops(gen: str, pool) -> frozenset[int]:
    """VOP2 opcodes whose 32-bit form always takes a K constant dword (v_madmk/madak style):
    a word with src0 = v1 decodes only with a dword after it."""
    if not is_disasm_gen(gen):
        return frozenset()
    words = [le32((op << 25) | (3 << 17) | (2 << 9) | 0x101) for op in range(62)]
    rs = list(pool.map(_single, [GENS[gen]] * len(words), words))
    return frozenset(op for op, rr in enumerate(rs) if rr[0] == "ok" and len(rr[1]) == 8)


def run_disasm_family(family, gen, pool, res: Result, log):
    cpu = GENS[gen]
    r = random.Random(seed_for(family, gen))
    ops = opcode_list(family, gen)
    cands = []
    for op in ops:
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
                if op is None and family in DERIVED_FAMILIES:
                    # LLVM read the 4-byte e32 word alone (`v_nop`, which ignores src0,
                    # where a bit its 8-byte form requires 0 is set), which the vop1/vop2
                    # families cover
                    continue
                if op is None:
                    res.notes.append(f"{gen}\t{text}\t{hexb(consumed)} decoded outside family")
                    continue
                if is_sdwa_dpp(family, gen, consumed):
                    res.pending.append((consumed, text, enc))
                    continue
                if excluded_text(family, text):
                    res.excluded[mnemonic(text)] += 1
                    continue
                hits[op].append((consumed, text, enc))
                res.inventory.add((op, mnemonic(text)))
            elif rr[0] == "invalid" and is_sdwa_dpp(family, gen, c):
                res.pending_invalid.append(c)
            elif rr[0] == "invalid":
                invalid.append(c)
            else:
                res.crashes.append(c)

    absorb(cands, results)
    # round 2: more tries for opcodes that are valid but under-sampled
    more = []
    for op in ops:
        n = len({h[0] for h in hits.get(op, [])})
        if 0 < n < 16 and op not in NO_OPERAND_OPS.get(family, ()):
            more += gen_random_words(family, gen, op, TRIES[family] * 8, r)
    if more:
        seen = set(cands)
        more = [c for c in dict.fromkeys(more) if c not in seen]
        absorb(more, disasm_all(cpu, more, pool))
    # select per opcode
    cap = PER_OP_CAP[family]
    for op, hs in sorted(hits.items()):
        uniq = list({h[0]: h for h in hs}.values())
        if op in NO_OPERAND_OPS.get(family, ()):
            # its edge words, every one (and no draw from `r`: the others' samples stay)
            for c, t, e in uniq:
                res.vectors[c] = (t, e)
            continue
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
    if family == "vop3":
        # keep some words with the literal code 255 in a source field (VOP3 has no literal
        # before gfx10): 50 of the 300
        lit = [c for c in inv if 255 in (dw(c, 1) & 0x1FF, dw(c, 1) >> 9 & 0x1FF,
                                         dw(c, 1) >> 18 & 0x1FF)]
        first = set(lit[:50])
        inv = lit[:50] + [c for c in inv if c not in first]
    res.invalid = sorted(inv[:300])
    if family in VECTOR_FAMILIES:
        # SDWA/DPP sample: up to 3 words per opcode first, then at random
        pend = sorted({c: (c, t, e) for c, t, e in res.pending}.values())
        r.shuffle(pend)
        per, first, later = defaultdict(int), [], []
        for h in pend:
            op = opcode_of(family, gen, h[0])
            (first if per[op] < 3 else later).append(h)
            per[op] += 1
        res.pending = sorted((first + later)[:PENDING_CAP])
        pinv = sorted(set(res.pending_invalid))
        r.shuffle(pinv)
        res.pending_invalid = sorted(pinv[:100])
        if res.excluded:
            res.notes.append(f"{gen}\tleft out (VOP3P/MAI: family vop3p; v_dot*c_e64: "
                             "INVENTORY_OMITS in tests/tests/completeness.rs; v_interp*: "
                             "family vintrp): " +
                             ", ".join(f"{k} ({v} words)" for k, v in sorted(res.excluded.items())))
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
        if family != "mimg":
            # (MIMG templates may print another address width than LLVM's default)
            lines += temps
        for i in range(per_mn):
            t = r.choice(temps)
            if family == "mimg":
                lines.append(gen_mimg_text(temps, gen, r))
            elif family == "mtbuf":
                # data register count from the template
                m = re.match(r"\S+ v\[(\d+):(\d+)\]", t)
                nd = int(m.group(2)) - int(m.group(1)) + 1 if m else 1
                if re.search(r"\btfe\b", t):
                    nd -= 1
                lines.append(gen_mtbuf_text(mn, gen, r, max(nd, 1)))
            elif family == "mubuf":
                lines.append(gen_mubuf_text(t, gen, r))
            elif family == "ds":
                lines.append(mutate_ds_text(t, gen, r))
            elif family == "exp":
                lines.append(gen_exp_text(r))
            elif family == "flat":
                lines.append(gen_flat_text(t, gen, r))
            elif family == "vintrp":
                lines.append(gen_vintrp_text(t, r))
            elif family in VECTOR_FAMILIES:
                lines.append(mutate_vtext(t, gen, r, family))
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
        if op is None or is_sdwa_dpp(family, gen, enc) or excluded_text(family, text):
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
        if family in VECTOR_FAMILIES:
            # the same names as a vector-ALU scalar destination (v_readfirstlane/v_readlane
            # SDST, VOPC-e64 SDST, the 7-bit VOP3b SDST): no decoder prints them there
            def bad_dst(t: str) -> bool:
                mn, ops, _ = split_vop_text(t)
                nd = 2 if len(ops) >= 4 and VOP_SDST2_RE.match(mn) else 1
                return any(o in EIGHT_BIT_ONLY for o in ops[:nd])

            for e, t in chosen:
                if bad_dst(t):
                    res.mismatch.append(f"dropped-8bit-name-as-destination\t{hexb(e)}\t{t}")
            chosen = [(e, t) for e, t in chosen if not bad_dst(t)]
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
        # vector ALU: the assembler echoes source/output modifiers that the encoding has no
        # bits for (|x| and clamp on VOP3b, whose bits [14:8] are SDST): a text is kept only
        # if removing any one modifier changes the bytes
        variants = {i: modifier_variants(t) for i, t in enumerate(texts)} \
            if family in VECTOR_FAMILIES else {}
        flat = [(i, v) for i, vs in variants.items() for v in vs]
        vback = asm_all(cpu, [v for _, v in flat], pool) if flat else []
        unencoded = {}
        for (i, v), b in zip(flat, vback):
            if b is not None and b[1] == chosen[i][0]:
                unencoded.setdefault(i, v)
        # VOP3 forms LLVM prints without _e64 (v_nop, v_clrexcp on gfx6/7): the text assembles
        # to the 32-bit form; accept it when the same text with _e64 gives the bytes back
        retry = [i for i, ((enc, text), b) in enumerate(zip(chosen, back))
                 if family == "vop3" and b is not None and b[1] != enc
                 and not mnemonic(text).endswith("_e64")]
        if retry:
            e64 = asm_all(cpu, [re.sub(r"^(\S+)", r"\1_e64", chosen[i][1]) for i in retry], pool)
            for i, b in zip(retry, e64):
                if b is not None and b[1] == chosen[i][0]:
                    res.mismatch.append(f"e64-printed-without-suffix\t{hexb(chosen[i][0])}\t"
                                        f"{chosen[i][1]}\t(reassembles with _e64)")
                    back[i] = (chosen[i][1], chosen[i][0])
        n = 0
        for i, ((enc, text), b) in enumerate(zip(chosen, back)):
            if b is None or b[1] != enc:
                res.mismatch.append(f"reassembly-differs\t{hexb(enc)}\t{text}\t{b}")
                continue
            if i in unencoded:
                res.mismatch.append(f"dropped-modifier-not-encoded\t{hexb(enc)}\t{text}\t"
                                    f"same bytes as: {unencoded[i]}")
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
        if o is not None and opcode_of(family, gen, o[1]) is not None and \
                not is_sdwa_dpp(family, gen, o[1]) and not excluded_text(family, o[0]):
            good[mnemonic(o[0])].append(o[0])
            if family in VECTOR_FAMILIES and mnemonic(t).endswith("_e64") and \
                    not mnemonic(o[0]).endswith("_e64"):
                # printed without the suffix (v_nop, v_clrexcp): that text would assemble
                # to the 32-bit form, so keep the _e64 spelling as a template too
                good[mnemonic(o[0])].append(t)
            probe_inv.add((opcode_of(family, gen, o[1]), mnemonic(o[0])))
    return good, probe_inv


def write_family(family, gen, res: Result, log):
    d = vec_dir(family) / family
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
    if family in ("vop1", "vop2", "vopc") and is_disasm_gen(gen):
        (d / f"{gen}.pending-sdwa-dpp").write_text(
            f"# cpu: {cpu}\n" +
            "".join(f"{hexb(c)}\t{t}\t{hexb(e)}\n" for c, t, e in res.pending) +
            "".join(f"{hexb(c)}\t<invalid>\n" for c in res.pending_invalid))
    log(f"  wrote {family}/{gen}.txt: {len(lines)} vectors")


def read_existing_templates(family_for_templates: str, gen: str) -> dict[str, list[str]]:
    """Texts from already generated gfx8+ vector files (used as gfx6/7 templates)."""
    p = vec_dir(family_for_templates) / family_for_templates / f"{gen}.txt"
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
    if family == "vop2" and gen not in K_OPS and is_disasm_gen(gen):
        K_OPS[gen] = probe_k_ops(gen, pool)
        log(f"  vop2/{gen}: K-constant opcodes {sorted(K_OPS[gen])}")
    if family == "vop3p" or family in DERIVED_FAMILIES:
        # disassembler direction only (every generation of the family disassembles)
        run_disasm_family(family, gen, pool, res, log)
        log(f"  {family}/{gen} done in {time.time() - t0:.1f}s")
        return res
    if family == "vintrp" and is_disasm_gen(gen) and not VINTRP_VOP3:
        res.notes.append(f"{gen}\tthe VOP3-encoded v_interp_* (VOP3 opcodes 0x270-0x277) are "
                         "not in this family yet (VINTRP_VOP3 = False): no vectors, no inventory")
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
    d = inv_dir(family)
    d.mkdir(parents=True, exist_ok=True)
    lines = []
    for gen in GEN_ORDER:
        for op, mn in sorted(inv.get(gen, ())):
            lines.append(f"{gen}\t{op}\t{mn}")
    (d / f"{family}.txt").write_text("".join(l + "\n" for l in lines))
    (d / f"{family}.notes").write_text("".join(n + "\n" for n in notes) if notes else
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
    for mn in sorted(m for m in have if cnt[m] < FEW_VECTORS.get(family, 12)):
        if family in VECTOR_FAMILIES:
            notes.append(f"{gen}\t{mn}\tonly {cnt[mn]} vector(s)")
            continue
        notes.append(f"{gen}\t{mn}\tonly {cnt[mn]} vector(s): LLVM accepts no other operand "
                     f"values for it (e.g. SOPP with SIMM16 != 0 is rejected; no operands)")
    for mn in sorted(templates_ok - invm):
        notes.append(f"{gen}\t{mn}\tassembles on this cpu but not captured by the generator")
    return notes


def _verify_one(cpu: str, disasm: bool, inp: bytes, text: str, enc: bytes | None) -> str | None:
    """One vector in a process of its own: None if llvm-mc agrees, else what it printed.
    enc None: the input must be rejected (a warning at line 1, column 1); text "<crash>":
    llvm-mc must crash on it."""
    crashed, out, err = run_mc(cpu, (spaced(inp) if disasm else text) + "\n", disasm)
    if text == "<crash>":
        return None if crashed else "no crash"
    if crashed:
        return "crash"
    got = parse_out(out)
    if disasm and enc is None:
        ok = any(c == 1 for c, _ in parse_diags(err, "warning").get(1, []))
        return None if ok else f"not rejected: {got}"
    diags = parse_diags(err, "warning" if disasm else "error")
    want = (text, enc) if disasm else (text, inp)
    if not disasm and not diags and got != [want] and not mnemonic(text).endswith("_e64"):
        # gfx6/7 VOP3 v_nop/v_clrexcp: printed without _e64, assembled with it
        _, out2, _ = run_mc(cpu, re.sub(r"^(\S+)", r"\1_e64", text) + "\n", False)
        if parse_out(out2) == [want]:
            return None
    if diags or got != [want]:
        return f"{got} {dict(diags)}"
    return None


def verify(fams, gens, n: int, pool, log) -> int:
    """Re-run n random lines per file, each alone.  .txt and decoded .pending-sdwa-dpp lines:
    gfx8+ disassembles the input bytes and compares text, length and canonical bytes; gfx6/7
    assembles the text and compares the bytes.  .invalid and <invalid> lines must be rejected,
    .crashes lines must crash llvm-mc."""
    bad = 0
    unhex = lambda t: bytes(int(x, 16) for x in t.split(","))
    for fam in fams:
        for gen in gens:
            if gen not in FAMILIES[fam]:
                continue
            for ext in ("txt", "invalid", "pending-sdwa-dpp", "crashes"):
                path = vec_dir(fam) / fam / f"{gen}.{ext}"
                if not path.exists():
                    continue
                rows = [l.split("\t") for l in path.read_text().splitlines()
                        if l and not l.startswith("#")]
                r = random.Random(seed_for(fam, gen, "verify/" + ext))
                rows = r.sample(rows, min(n, len(rows)))
                args = []
                for row in rows:
                    if len(row) == 3:
                        args.append((GENS[gen], is_disasm_gen(gen), unhex(row[0]), row[1],
                                     unhex(row[2])))
                    else:  # .invalid/.crashes: bytes only; pending: bytes <invalid>
                        args.append((GENS[gen], True, unhex(row[0]),
                                     "<crash>" if ext == "crashes" else "", None))
                res = list(pool.map(_verify_one, *zip(*args))) if args else []
                for row, rr in zip(rows, res):
                    if rr is not None:
                        bad += 1
                        log(f"  MISMATCH {fam}/{gen}.{ext}: {chr(9).join(row)}\n"
                            f"    llvm-mc alone: {rr}")
                log(f"  verified {fam}/{gen}.{ext}: {len(rows)} lines alone, "
                    f"{sum(rr is not None for rr in res)} differ")
    return bad


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--family", choices=FAMILY_ORDER, action="append")
    ap.add_argument("--gen", choices=GEN_ORDER, action="append")
    ap.add_argument("--jobs", type=int, default=JOBS)
    ap.add_argument("--vectors-dir", type=Path, help="output root for <family>/<gen>.* "
                    "(default: tests/vectors)")
    ap.add_argument("--inventory-dir", type=Path, help="output directory for <family>.txt/.notes "
                    "(default: tests/inventory)")
    ap.add_argument("--verify", type=int, metavar="N",
                    help="do not generate: re-run N random vectors per existing file, each "
                    "in an llvm-mc process of its own, and report any difference")
    args = ap.parse_args()
    OUT_OVERRIDE["vectors"] = args.vectors_dir.resolve() if args.vectors_dir else None
    OUT_OVERRIDE["inventory"] = args.inventory_dir.resolve() if args.inventory_dir else None
    fams = args.family or FAMILY_ORDER
    gens = args.gen or GEN_ORDER
    t0 = time.time()

    def log(s):
        print(f"[{time.time() - t0:7.1f}s] {s}", flush=True)

    with cf.ThreadPoolExecutor(args.jobs) as pool:
        if args.verify:
            bad = verify(fams, gens, args.verify, pool, log)
            log(f"done: {bad} difference(s)")
            sys.exit(1 if bad else 0)
        for fam in fams:
            todo = [g for g in FAMILIES[fam] if g in gens]
            # gfx6/7 templates come from gfx8/gfx9 files: do disasm gens first
            todo.sort(key=lambda g: (not is_disasm_gen(g), GEN_ORDER.index(g)))
            if fam == "smrd":
                for g in ("gfx8", "gfx9"):
                    if not (vec_dir("smem") / "smem" / f"{g}.txt").exists():
                        log("smrd needs tests/vectors/smem/gfx8.txt first; generating smem")
                        r = do_family_gen("smem", g, pool, log)
                        write_family("smem", g, r, log)
            # inventory: keep other gens' lines from the existing file
            inv: dict[str, set] = defaultdict(set)
            notes: list[str] = []
            invp = inv_dir(fam) / f"{fam}.txt"
            if invp.exists():
                for line in invp.read_text().splitlines():
                    g, op, mn = line.split("\t")
                    if g not in todo:
                        inv[g].add((int(op), mn))
            notep = inv_dir(fam) / f"{fam}.notes"
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
