#!/usr/bin/env python3
"""Differential check against llvm-mc 19 on fresh random words (seeds unlike the checked-in
vectors').

gfx8, gfx9, gfx906, gfx908 (LLVM disassembles them): for every family, random words per
opcode as scripts/gen_vectors.py draws them; with `--uniform N` also N words with a
uniformly random top byte, and with `--flips N` N checked-in vector inputs with one or two
random bits flipped (the neighbourhood of valid words, where rules such as "this bit must
be 0 for this instruction" show). Every word LLVM decodes must print identically through
`gcn-isa dis --hex`, and every word LLVM rejects must be rejected too.

gfx6, gfx7 (LLVM only assembles them): N words with a uniformly random top byte
(`--uniform`, default 20000) are decoded by gcn-isa; each distinct text llvm-mc 19
assembles must print back the same and its bytes must decode to the same text.

Documented deviations (docs/DEVIATIONS.md) are not counted: MTBUF with TFE set (2), which
gcn-isa decodes; on gfx6/gfx7 SMRD inline-constant offsets (6), compressed exports with one
bit of an enable pair (10), and texts the assembler refuses (6, 10, 12, 13: listed by reason,
not counted). Words llvm-mc crashes on (8, 15) are left out by the candidate runner itself.

Needs llvm-19 (`apt-get install -y llvm-19`) and a release build of the CLI
(`cargo build --release -p gcn-isa-cli`). Usage: python3 scripts/differential.py
[--seed S] [--per-opcode N] [--uniform N] [--flips N] [GEN ...] (default: all six
generations).
Exits 1 on any disagreement.
"""
import collections
import json
import random
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import gen_vectors as gv  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CLI = ROOT / "target" / "release" / "gcn-isa"


def ours(cpu: str, cands: list[bytes]) -> list[str]:
    text = "\n".join(" ".join(f"0x{b:02x}" for b in c) for c in cands)
    run = subprocess.run([str(CLI), "dis", "--mcpu", cpu, "--hex"], input=text,
                         capture_output=True, text=True)
    return [line.strip() for line in run.stdout.splitlines()]


def uniform_words(r: random.Random, n: int) -> list[int]:
    """Dwords whose top byte is uniform, so that every encoding's space is drawn from."""
    return [(r.randrange(256) << 24) | r.getrandbits(24) for _ in range(n)]


def compare_disassembly(cpu: str, label: str, cands: list[bytes], pool,
                        tfe_deviation: bool) -> int:
    res = gv.disasm_all(cpu, cands, pool)
    decoded = list(dict.fromkeys((rr[1], rr[2]) for rr in res if rr[0] == "ok"))
    rejected = [c for c, rr in zip(cands, res) if rr[0] == "invalid"]
    crashed = sum(1 for rr in res if rr[0] not in ("ok", "invalid"))
    differ = [(i, t, o) for (i, t), o in zip(decoded, ours(cpu, [i for i, _ in decoded]))
              if o != t]
    # LLVM rejects the candidate's first dword as the start of an instruction: no prefix of
    # it may decode here (`--hex` takes exactly one instruction per line)
    accepted = {}
    for length in sorted({len(c) for c in rejected} | {4, 8, 12}):
        prefixes = [c[:length] for c in rejected if len(c) >= length]
        for c, o in zip(prefixes, ours(cpu, prefixes)):
            if not o.startswith("error") and not (
                    tfe_deviation and o.startswith("tbuffer_") and o.endswith(" tfe")):
                accepted.setdefault(c, o)
    accepted = list(accepted.items())
    print(f"{label}: {len(decoded)} decoded, {len(differ)} differ; "
          f"{len(rejected)} rejected by llvm, {len(accepted)} accepted here; "
          f"{crashed} crash llvm-mc", flush=True)
    for i, t, o in differ[:5]:
        print(f"    {i.hex()}: ours {o!r}, llvm {t!r}")
    for c, o in accepted[:5]:
        print(f"    {c.hex()}: llvm rejects, ours {o!r}")
    return len(differ) + len(accepted)


def flipped_vectors(gen: str, r: random.Random, n: int) -> list[bytes]:
    """`n` distinct inputs of the checked-in vectors of `gen` with one or two bits flipped."""
    inputs = []
    for path in sorted((ROOT / "tests" / "vectors").glob(f"*/{gen}.txt")):
        for line in path.read_text().splitlines():
            if line.startswith("0x"):
                inputs.append(bytes(int(x, 16) for x in line.split("\t")[0].split(",")))
    out = set()
    while inputs and len(out) < n:
        word = bytearray(r.choice(inputs))
        for _ in range(r.choice((1, 1, 1, 2))):
            bit = r.randrange(len(word) * 8)
            word[bit // 8] ^= 1 << (bit % 8)
        out.add(bytes(word))
    return sorted(out)


def explained_gfx67(text: str, llvm_text: str, back: str) -> bool:
    """A gfx6/gfx7 text that prints or decodes back otherwise for a documented reason."""
    if text.startswith("exp ") and " compr" in text:
        return True  # DEVIATIONS 10: one enable bit of a compressed pair
    # DEVIATIONS 6: an inline constant in an SMRD offset with IMM = 0 (the assembler picks IMM = 1)
    return bool(re.match(r"s_(buffer_)?load_dword\w* .*, -?\d+$", text)) and llvm_text == back


def check_assembly(gen: str, seed: str, n: int, pool) -> int:
    cpu = gv.GENS[gen]
    r = random.Random(f"{seed}/{gen}/uniform")
    with tempfile.NamedTemporaryFile(suffix=".bin") as f:
        f.write(b"".join(w.to_bytes(4, "little") for w in uniform_words(r, n)))
        f.flush()
        out = subprocess.run([str(CLI), "dis", "--mcpu", cpu, "--format", "json", f.name],
                             capture_output=True, text=True).stdout
    texts = list(dict.fromkeys(json.loads(line)["text"] for line in out.splitlines()
                               if '"text"' in line))
    res = gv.asm_all(cpu, texts, pool)
    assembled = [(t, rr) for t, rr in zip(texts, res) if rr is not None]
    back = ours(cpu, [rr[1] for _, rr in assembled])
    bad = [(t, rr[0], rr[1].hex(), b) for (t, rr), b in zip(assembled, back)
           if (rr[0] != t or b != t) and not explained_gfx67(t, rr[0], b)]
    refused = collections.Counter()
    refused_texts = [t for t, rr in zip(texts, res) if rr is None]
    for i in range(0, len(refused_texts), 2000):
        chunk = refused_texts[i:i + 2000]
        for _, reason in gv.asm_errors(cpu, chunk).items():
            refused[reason] += 1
    print(f"{gen}: {len(texts)} distinct texts from {n} words; {len(assembled)} assembled, "
          f"{len(bad)} print or decode back otherwise; {len(refused_texts)} refused by "
          f"the assembler: " + "; ".join(f"{k} ({v})" for k, v in refused.most_common()),
          flush=True)
    for t, lt, e, b in bad[:10]:
        print(f"    ours {t!r}, llvm {lt!r} ({e}), which decodes here as {b!r}")
    return len(bad)


def main() -> int:
    args = sys.argv[1:]
    seed, per_opcode, uniform, flips = "differential", 12, None, 0
    while args and args[0].startswith("--"):
        flag = args.pop(0)
        if flag in ("--seed", "--per-opcode", "--uniform", "--flips") and args:
            value = args.pop(0)
            if flag == "--seed":
                seed = value
            elif flag == "--per-opcode":
                per_opcode = int(value)
            elif flag == "--uniform":
                uniform = int(value)
            else:
                flips = int(value)
        else:
            print(f"differential.py: unknown or incomplete option {flag}", file=sys.stderr)
            return 2
    gens = args or list(gv.GENS)
    problems = 0
    with ProcessPoolExecutor(2) as pool:
        for gen in gens:
            if gen not in gv.GENS:
                print(f"differential.py: unknown generation {gen}", file=sys.stderr)
                return 2
            if not gv.is_disasm_gen(gen):
                problems += check_assembly(gen, seed, uniform or 20000, pool)
                continue
            cpu = gv.GENS[gen]
            for fam, gens_of_fam in gv.FAMILIES.items():
                if gen not in gens_of_fam:
                    continue
                r = random.Random(f"{seed}/{gen}/{fam}")
                cands = [w for op in gv.opcode_list(fam, gen)
                         for w in gv.gen_random_words(fam, gen, op, per_opcode, r)]
                problems += compare_disassembly(cpu, f"{gen} {fam}", list(dict.fromkeys(cands)),
                                                pool, fam == "mtbuf")
            if uniform:
                r = random.Random(f"{seed}/{gen}/uniform")
                # three dwords each: LLVM takes what the instruction needs
                cands = [b"".join(w.to_bytes(4, "little") for w in uniform_words(r, 3))
                         for _ in range(uniform)]
                problems += compare_disassembly(cpu, f"{gen} uniform", cands, pool, True)
            if flips:
                r = random.Random(f"{seed}/{gen}/flips")
                problems += compare_disassembly(cpu, f"{gen} flips", flipped_vectors(gen, r, flips),
                                                pool, True)
    print(f"{problems} disagreement(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
