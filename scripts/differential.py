#!/usr/bin/env python3
"""Differential check against llvm-mc 19 on fresh random words (seeds unlike the checked-in
vectors'), for the gfx8+ families: every word LLVM decodes must print identically through
`gcn-isa dis --hex`, and every word LLVM rejects must be rejected too (MTBUF with TFE set is
the one documented deviation, docs/DEVIATIONS.md).

Needs llvm-19 (`apt-get install -y llvm-19`) and a release build of the CLI
(`cargo build --release -p gcn-isa-cli`). Usage: python3 scripts/differential.py [GEN ...]
(default gfx8 gfx9 gfx908). Exits 1 on any disagreement.
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
OPS = {"smem": 256, "mtbuf": 16, "sop2": 96, "sopk": 29, "sop1": 256, "sopc": 128, "sopp": 128,
       "vop3p": 128, "vintrp": 4}
PER_OPCODE = 12


def ours(cpu: str, cands: list[bytes]) -> list[str]:
    text = "\n".join(" ".join(f"0x{b:02x}" for b in c) for c in cands)
    run = subprocess.run([str(CLI), "dis", "--mcpu", cpu, "--hex"], input=text,
                         capture_output=True, text=True)
    return [line.strip() for line in run.stdout.splitlines()]


def main() -> int:
    gens = sys.argv[1:] or ["gfx8", "gfx9", "gfx908"]
    problems = 0
    with ProcessPoolExecutor(2) as pool:
        for gen in gens:
            cpu = gv.GENS[gen]
            for fam, nops in OPS.items():
                if gen not in gv.FAMILIES[fam]:
                    continue
                r = random.Random(f"differential/{gen}/{fam}")
                # vintrp: VINTRP's 4 opcodes and, gfx8+, the VOP3-encoded interpolation ones
                ops = gv.opcode_list(fam, gen) if fam == "vintrp" else range(nops)
                cands = [w for op in ops for w in gv.gen_random_words(fam, gen, op, PER_OPCODE, r)]
                res = gv.disasm_all(cpu, cands, pool)
                decoded = [(rr[1], rr[2]) for rr in res if rr[0] == "ok"]
                rejected = [c for c, rr in zip(cands, res) if rr[0] == "invalid"]
                differ = [(i, t, o) for (i, t), o in zip(decoded, ours(cpu, [i for i, _ in decoded])) if o != t]
                accepted = [(c, o) for c, o in zip(rejected, ours(cpu, rejected))
                            if not o.startswith("error") and not (fam == "mtbuf" and o.endswith(" tfe"))]
                print(f"{gen} {fam}: {len(decoded)} decoded, {len(differ)} differ; "
                      f"{len(rejected)} rejected by llvm, {len(accepted)} accepted here", flush=True)
                for i, t, o in differ[:5]:
                    print(f"    {i.hex()}: ours {o!r}, llvm {t!r}")
                for c, o in accepted[:5]:
                    print(f"    {c.hex()}: llvm rejects, ours {o!r}")
                problems += len(differ) + len(accepted)
    print(f"{problems} disagreement(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
