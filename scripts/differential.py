#!/usr/bin/env python3
"""Differential check against llvm-mc 19 on fresh random words (seeds unlike the checked-in
vectors'), for every family on the generations LLVM can disassemble (gfx8, gfx9, gfx906,
gfx908): every word LLVM decodes must print identically through `gcn-isa dis --hex`, and
every word LLVM rejects must be rejected too. Documented deviations (docs/DEVIATIONS.md) are
not counted: MTBUF with TFE set (2), which gcn-isa decodes; words llvm-mc crashes on
(8, 15) are left out by the candidate runner itself.

Needs llvm-19 (`apt-get install -y llvm-19`) and a release build of the CLI
(`cargo build --release -p gcn-isa-cli`). Usage: python3 scripts/differential.py
[--seed S] [--per-opcode N] [GEN ...] (default gfx8 gfx9 gfx906 gfx908; families as in
scripts/gen_vectors.py). Exits 1 on any disagreement.
"""
import random
import subprocess
import sys
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


def main() -> int:
    args = sys.argv[1:]
    seed, per_opcode = "differential", 12
    while args and args[0].startswith("--"):
        flag = args.pop(0)
        if flag == "--seed" and args:
            seed = args.pop(0)
        elif flag == "--per-opcode" and args:
            per_opcode = int(args.pop(0))
        else:
            print(f"differential.py: unknown or incomplete option {flag}", file=sys.stderr)
            return 2
    gens = args or ["gfx8", "gfx9", "gfx906", "gfx908"]
    problems = 0
    with ProcessPoolExecutor(2) as pool:
        for gen in gens:
            if not gv.is_disasm_gen(gen):
                print(f"{gen}: llvm-mc 19 cannot disassemble it; skipped", flush=True)
                continue
            cpu = gv.GENS[gen]
            for fam, gens_of_fam in gv.FAMILIES.items():
                if gen not in gens_of_fam:
                    continue
                r = random.Random(f"{seed}/{gen}/{fam}")
                cands = [w for op in gv.opcode_list(fam, gen)
                         for w in gv.gen_random_words(fam, gen, op, per_opcode, r)]
                cands = list(dict.fromkeys(cands))
                res = gv.disasm_all(cpu, cands, pool)
                decoded = list(dict.fromkeys((rr[1], rr[2]) for rr in res if rr[0] == "ok"))
                rejected = [c for c, rr in zip(cands, res) if rr[0] == "invalid"]
                crashed = sum(1 for rr in res if rr[0] not in ("ok", "invalid"))
                differ = [(i, t, o) for (i, t), o in zip(decoded, ours(cpu, [i for i, _ in decoded])) if o != t]
                accepted = [(c, o) for c, o in zip(rejected, ours(cpu, rejected))
                            if not o.startswith("error") and not (fam == "mtbuf" and o.endswith(" tfe"))]
                print(f"{gen} {fam}: {len(decoded)} decoded, {len(differ)} differ; "
                      f"{len(rejected)} rejected by llvm, {len(accepted)} accepted here; "
                      f"{crashed} crash llvm-mc", flush=True)
                for i, t, o in differ[:5]:
                    print(f"    {i.hex()}: ours {o!r}, llvm {t!r}")
                for c, o in accepted[:5]:
                    print(f"    {c.hex()}: llvm rejects, ours {o!r}")
                problems += len(differ) + len(accepted)
    print(f"{problems} disagreement(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
