#!/usr/bin/env python3
"""Conformance vectors from LLVM's own AMDGPU MC tests (family `llvm_mc`).

The inputs are byte sequences (gfx8+) and instruction texts (gfx6/gfx7) extracted from
LLVM's test files `llvm/test/MC/Disassembler/AMDGPU/*.txt` and `llvm/test/MC/AMDGPU/*.s`,
kept in `tests/vectors/llvm_mc/inputs/`:

* `<gen>.bytes` (gfx8, gfx9, gfx906, gfx908): one instruction per line as hex bytes in
  memory order (`020041d0040d0240`; spaces, commas and `0x` are allowed too), with the
  literal dword when the instruction takes one. `@ <path>` names the LLVM test file the
  following lines come from; `#` starts a comment. gfx810 (stoney) decodes the gfx8 inputs,
  gfx904 and gfx906 those of gfx9 and gfx906, and gfx908 those of gfx9, gfx906 and gfx908
  (each word is what LLVM's tests say, on another chip).
* `sici.s` (gfx6 and gfx7), `gfx6.s` (gfx6 only) and `gfx7.s` (gfx7 only): one instruction
  text per line, from the assembler tests' `SICI`/`SI`/`CI`/`GCN` checks (and samples of
  `gfx7_asm_all.s`, LLVM's exhaustive bonaire test), same `@`/`#` conventions.

Only the bytes and texts come from the test files. What an instruction prints and how it
re-encodes is asked from llvm-mc 19 (the test files may come from another LLVM version):
gfx8+ bytes are disassembled (text and canonical re-encoding), gfx6/gfx7 texts are assembled,
and the printed text is assembled again, as `scripts/gen_vectors.py` does for gfx6/gfx7.

Outputs (vector format of `tests/vectors/README.md`, sorted, no duplicate inputs):

* `tests/vectors/llvm_mc/<gen>.txt`: the vectors.
* `tests/vectors/llvm_mc/<gen>.invalid` (gfx8+): words llvm-mc 19 rejects whose encoding
  gcn-isa implements (so it must reject them too).
* `tests/vectors/llvm_mc/<gen>.crashes`: words llvm-mc 19 crashes on.
* `tests/vectors/llvm_mc/<gen>.excluded`: inputs left out on purpose, with the reason.

Usage: python3 scripts/llvm_mc_tests.py [--gen GEN ...]   (stdlib only, about 10 s)
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import gen_vectors as gv  # noqa: E402  (llvm-mc batching and gfx6/7 filters)

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "tests" / "vectors" / "llvm_mc"
INPUTS = OUT / "inputs"

DISASM_GENS = ["gfx8", "gfx810", "gfx9", "gfx904", "gfx906", "gfx908"]
ASM_GENS = ["gfx6", "gfx7"]
# Later chips of the same generation also decode the earlier inputs; gfx904 those of gfx906
# too (its FMA mix instructions are tested there; the dot products it lacks are words it
# must reject).
BYTES_FROM = {
    "gfx8": ["gfx8"],
    "gfx810": ["gfx8"],
    "gfx9": ["gfx9"],
    "gfx904": ["gfx9", "gfx906"],
    "gfx906": ["gfx9", "gfx906"],
    "gfx908": ["gfx9", "gfx906", "gfx908"],
}
TEXTS_FROM = {"gfx6": ["sici", "gfx6"], "gfx7": ["sici", "gfx7"]}

# Inputs left out on purpose: (gen or "*", hex input bytes) -> reason. Each reason is a
# deliberate deviation in docs/DEVIATIONS.md or an llvm-mc 19 limitation.
EXCLUDED_BYTES: dict[tuple[str, str], str] = {}
# gfx6/gfx7 texts left out on purpose: regex on LLVM's printed text -> reason.
EXCLUDED_TEXTS: list[tuple[str, str]] = []


def read_inputs(path: Path):
    """[(source, line)] of an inputs file: `@ source` lines set the source."""
    out, source = [], "?"
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("@"):
            source = line[1:].strip()
            continue
        out.append((source, line))
    return out


def parse_hex(line: str) -> bytes:
    s = line.replace("0x", "").replace(",", "").replace(" ", "")
    if len(s) % 8:
        raise ValueError(f"not whole dwords: {line}")
    return bytes.fromhex(s)


def fmt(vectors: dict[bytes, tuple[str, bytes]]) -> list[str]:
    return [f"{gv.hexb(i)}\t{t}\t{gv.hexb(c)}" for i, (t, c) in sorted(vectors.items())]


def write(path: Path, header: list[str], lines: list[str]):
    path.parent.mkdir(parents=True, exist_ok=True)
    if not lines and path.suffix != ".txt":
        path.unlink(missing_ok=True)
        return
    path.write_text("".join(h + "\n" for h in header + lines))


def run_disasm(gen: str, pool, log):
    cpu = gv.GENS[gen]
    cands: dict[bytes, str] = {}
    for src in BYTES_FROM[gen]:
        for source, line in read_inputs(INPUTS / f"{src}.bytes"):
            cands.setdefault(parse_hex(line), source)
    excluded = []
    todo = []
    for b, source in cands.items():
        reason = EXCLUDED_BYTES.get((gen, b.hex())) or EXCLUDED_BYTES.get(("*", b.hex()))
        if reason:
            excluded.append(f"{gv.hexb(b)}\t{reason}")
        else:
            todo.append(b)
    res = gv.disasm_all(cpu, todo, pool)
    vec, invalid, crashes = {}, [], []
    for b, r in zip(todo, res):
        if r[0] == "ok":
            used = r[1]
            if used != b:
                log(f"  {gen}: {b.hex()} ({cands[b]}): llvm-mc used only {used.hex()}")
            vec.setdefault(used, (r[2], r[3]))
        elif r[0] == "crash":
            crashes.append(gv.hexb(b))
        else:
            invalid.append(gv.hexb(b))
    head = [f"# cpu: {cpu}"]
    write(OUT / f"{gen}.txt", head, fmt(vec))
    write(OUT / f"{gen}.invalid", [], sorted(set(invalid)))
    write(OUT / f"{gen}.crashes", [], sorted(set(crashes)))
    write(OUT / f"{gen}.excluded", [], sorted(excluded))
    log(f"{gen}: {len(cands)} inputs, {len(vec)} vectors, {len(invalid)} invalid, "
        f"{len(crashes)} crashes, {len(excluded)} excluded")


# gfx6/gfx7: the filters of scripts/gen_vectors.py's assembler direction
BAD_7BIT_DST = re.compile(r"^(?:s_setreg_b32 hwreg\([^)]*\), |[sv]_\S+ )"
                          r"(?:src_vccz|src_execz|src_scc|vccz|execz|scc|lds_direct|"
                          r"src_lds_direct)\b")
IMM16_MNEMONIC = re.compile(r"^s_(?:cbranch|branch|waitcnt|sendmsg|setprio|sleep|trap|"
                            r"nop|endpgm|incperflevel|decperflevel|ttracedata|"
                            r"set_gpr_idx_mode|movk|cmovk|cmpk|addk|mulk|getreg|setreg_b32)")
IMM16 = re.compile(r"(?<![\w.(:\[])-?(?:0x[0-9a-fA-F]+|\d+)\b")


def noncanonical_imm16(t: str) -> bool:
    if not IMM16_MNEMONIC.match(t) or " " not in t:
        return False
    return any(not 0 <= int(tok, 0) <= 0xFFFF for tok in IMM16.findall(t.split(" ", 1)[1]))


def split_operands(text: str) -> tuple[str, list[str]]:
    mn, _, rest = text.partition(" ")
    return mn, rest.split(", ")


MIMG_DATA_WIDTH = ("MIMG data width the gfx6/gfx7 assembler takes but LLVM's disassembler "
                   "prints otherwise, and the assembler refuses that text "
                   "(docs/DEVIATIONS.md 12)")


def mimg_default_width(cpu: str, out: list, pool) -> tuple[list, dict[int, str]]:
    """MIMG texts with the widths LLVM's disassembler prints (docs/DEVIATIONS.md 11, 12).

    The MIMG encoding has no address width, so gfx6/gfx7's assembler echoes the width typed
    (`image_load v4, v[237:240], ...` and `image_load v4, v237, ...` are the same bytes); it
    also takes data widths its disassembler never prints (`image_atomic_swap v[4:6], ...
    dmask:0x3 tfe`). The widths LLVM's disassembler prints are the canonical ones. LLVM has
    no gfx6/gfx7 disassembler, so ask the gfx8 one: it decodes the same bytes when the
    opcode is the same on both (same mnemonic back), else (image atomics are renumbered)
    the bytes the gfx8 assembler makes of the same text. The rewritten text is kept only if
    assembling it gives the same bytes again. Returns the texts and, by index, the ones to
    exclude: a data width the disassembler prints otherwise but the assembler refuses.
    """
    idx = [i for i, o in enumerate(out) if o is not None and o[0].startswith("image_")]
    if not idx:
        return out, {}
    gfx8 = gv.GENS["gfx8"]
    dis = gv.disasm_all(gfx8, [out[i][1] for i in idx], pool)
    ref: dict[int, str] = {}
    retry = []
    for i, d in zip(idx, dis):
        if d[0] == "ok" and d[1] == out[i][1] and gv.mnemonic(d[2]) == gv.mnemonic(out[i][0]):
            ref[i] = d[2]
        else:
            retry.append(i)
    if retry:
        asm8 = gv.asm_all(gfx8, [out[i][0] for i in retry], pool)
        ok = [(i, a[1]) for i, a in zip(retry, asm8) if a is not None]
        dis8 = gv.disasm_all(gfx8, [b for _, b in ok], pool)
        for (i, b), d in zip(ok, dis8):
            if d[0] == "ok" and d[1] == b and gv.mnemonic(d[2]) == gv.mnemonic(out[i][0]):
                ref[i] = d[2]
    cand, data_differs = {}, set()
    for i, r in ref.items():
        mn, ops = split_operands(out[i][0])
        _, rops = split_operands(r)
        if len(ops) < 2 or len(rops) < 2 or ops[:2] == rops[:2]:
            continue
        data_differs.update([i] if ops[0] != rops[0] else [])
        cand[i] = " ".join([mn, ", ".join(rops[:2] + ops[2:])])
    back = gv.asm_all(cpu, list(cand.values()), pool) if cand else []
    out = list(out)
    exclude = {}
    for (i, t), b in zip(cand.items(), back):
        if b is not None and b[1] == out[i][1]:
            out[i] = b
        elif i in data_differs:
            exclude[i] = MIMG_DATA_WIDTH
    return out, exclude


def run_asm(gen: str, pool, log):
    cpu = gv.GENS[gen]
    lines: dict[str, str] = {}
    for src in TEXTS_FROM[gen]:
        for source, line in read_inputs(INPUTS / f"{src}.s"):
            lines.setdefault(line, source)
    texts = list(lines)
    out = gv.asm_all(cpu, texts, pool)
    out, mimg_excluded = mimg_default_width(cpu, out, pool)
    chosen: dict[bytes, str] = {}
    rejected, excluded = [], []
    for k, (line, o) in enumerate(zip(texts, out)):
        if o is None:
            rejected.append(f"not-assembled\t{line}")
            continue
        text, enc = o
        why = mimg_excluded.get(k)
        why = why or next((r for pat, r in EXCLUDED_TEXTS if re.search(pat, text)), None)
        if why is None and BAD_7BIT_DST.match(text):
            why = "8-bit-only source name in a 7-bit field (the assembler truncates it)"
        if why is None and noncanonical_imm16(text):
            why = "16-bit immediate echoed as typed (the field keeps 16 bits)"
        if why:
            excluded.append(f"{gv.hexb(enc)}\t{text}\t{why}")
            continue
        chosen.setdefault(enc, text)
    encs = list(chosen)
    printed = [chosen[e] for e in encs]
    back = gv.asm_all(cpu, printed, pool)
    # source/output modifiers the encoding has no bits for are echoed by the assembler
    variants = [(i, v) for i, t in enumerate(printed) if t.startswith("v_")
                for v in gv.modifier_variants(t)]
    vback = gv.asm_all(cpu, [v for _, v in variants], pool) if variants else []
    unencoded = {}
    for (i, v), b in zip(variants, vback):
        if b is not None and b[1] == encs[i]:
            unencoded.setdefault(i, v)
    # VOP3 forms printed without `_e64` assemble to the 32-bit form: retry with the suffix
    retry = [i for i, b in enumerate(back) if b is not None and b[1] != encs[i]
             and encs[i][3] >> 2 == 0x34 and not gv.mnemonic(printed[i]).endswith("_e64")]
    if retry:
        e64 = gv.asm_all(cpu, [re.sub(r"^(\S+)", r"\1_e64", printed[i]) for i in retry], pool)
        for i, b in zip(retry, e64):
            if b is not None and b[1] == encs[i]:
                back[i] = (printed[i], encs[i])
    vec = {}
    for i, (e, t) in enumerate(zip(encs, printed)):
        b = back[i]
        if b is None or b[1] != e:
            excluded.append(f"{gv.hexb(e)}\t{t}\treassembly differs: {b and gv.hexb(b[1])}")
        elif i in unencoded:
            excluded.append(f"{gv.hexb(e)}\t{t}\tmodifier not encoded: same bytes as "
                            f"{unencoded[i]}")
        else:
            vec[e] = (t, e)
    write(OUT / f"{gen}.txt", [f"# cpu: {cpu}"], fmt(vec))
    write(OUT / f"{gen}.excluded", [], sorted(excluded) + sorted(rejected))
    log(f"{gen}: {len(texts)} texts, {len(vec)} vectors, {len(excluded)} excluded, "
        f"{len(rejected)} not assembled")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--gen", action="append", choices=ASM_GENS + DISASM_GENS)
    args = ap.parse_args()
    gens = args.gen or ASM_GENS + DISASM_GENS
    with cf.ThreadPoolExecutor(max_workers=gv.JOBS) as pool:
        for gen in gens:
            if gen in ASM_GENS:
                run_asm(gen, pool, print)
            else:
                run_disasm(gen, pool, print)


if __name__ == "__main__":
    main()
