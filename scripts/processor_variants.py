#!/usr/bin/env python3
"""Does every processor of a generation print (or assemble) the generation's instructions as
its vectors' processor does? llvm-mc 19 on every processor name gcn-isa maps to each
generation.

gcn-isa decodes by generation: `Generation::from_cpu` maps every gfx6-gfx9 processor LLVM
knows to one of eight instruction sets, and the vectors of each were made with one processor
(tahiti, bonaire, tonga, stoney, gfx900, gfx904, gfx906, gfx908). Were LLVM to give another
processor of a generation a different instruction set, gcn-isa would print that processor's
code as the vectors' processor's. This script looks for such differences on the instructions
of the checked-in vectors:

* gfx8 and gfx9 (LLVM disassembles them): every vector input (the `.txt` and `.invalid`
  words of every family) disassembled by llvm-mc 19 for each other processor, against the
  vectors' processor: the same text, or rejected by both.
* gfx6 and gfx7 (LLVM only assembles them): every vector text assembled for each other
  processor: the same text and bytes, or refused by both.

It found the two processors that have instruction sets of their own since (gfx810 and
gfx904, each the only processor of its set, so with nothing to compare): on 2026-11-29,
stoney printed 1,781 of 70,785 gfx8 inputs otherwise than tonga (`d16` data packed two to a
register, as on gfx9) and gfx904 293 of 77,277 gfx9 inputs otherwise than gfx900
(`v_fma_mix_*` for `v_mad_mix_*`). Any difference exits 1. Needs llvm-19 (`apt-get install -y
llvm-19`). Takes about five minutes on two cores; `--every N` compares every Nth input only
(`.ci/run` takes a sample: the outcome changes only with the vectors or LLVM).
"""

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import gen_vectors as gv  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
# The processors `Generation::from_cpu` maps to each generation that has more than one, by
# LLVM's first name for each (aliases such as `fiji` for gfx803 name the same processor).
PROCESSORS = {
    "gfx6": ["tahiti", "pitcairn", "verde", "oland", "hainan"],
    "gfx7": ["kaveri", "hawaii", "gfx702", "kabini", "bonaire", "gfx705"],
    "gfx8": ["carrizo", "iceland", "tonga", "fiji", "gfx805"],
    "gfx9": ["gfx900", "gfx902", "gfx909", "gfx90c"],
}


def vector_lines(gen: str):
    """(input bytes, text) of every vector of `gen`, and the inputs of its `.invalid` files,
    and the processor the vectors were made with."""
    lines, cpu = [], gv.GENS[gen]
    for family in sorted(p for p in (ROOT / "tests" / "vectors").iterdir() if p.is_dir()):
        for name in (f"{gen}.txt", f"{gen}.invalid"):
            path = family / name
            if not path.exists():
                continue
            for line in path.read_text().splitlines():
                if not line or line.startswith("#"):
                    continue
                cols = line.split("\t")
                try:
                    words = bytes(int(x, 16) for x in cols[0].split(","))
                except ValueError:
                    continue  # a family whose files hold other records (imm16 hashes)
                lines.append((words, cols[1] if len(cols) > 1 and name.endswith(".txt") else None))
    return list(dict.fromkeys(lines)), cpu


def outcome(result) -> str | None:
    """The text a disassembly or assembly result printed, or None where LLVM refused."""
    return result[2] if result and result[0] == "ok" else None


def disassembled(cpu: str, words: list[bytes], pool):
    return [outcome(r) for r in gv.disasm_all(cpu, words, pool)]


def assembled(cpu: str, texts: list[str], pool):
    return [None if r is None else (r[0], bytes(r[1])) for r in gv.asm_all(cpu, texts, pool)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--every", type=int, default=1, metavar="N",
                    help="compare every Nth input of each generation only (default: all)")
    opts = ap.parse_args()
    if opts.every < 1:
        ap.error("--every must be at least 1")
    failures, report = [], []
    with ProcessPoolExecutor(2) as pool:
        for gen, cpus in PROCESSORS.items():
            lines, reference = vector_lines(gen)
            lines = lines[::opts.every]
            if gv.is_disasm_gen(gen):
                inputs = [w for w, _ in lines]
                run = lambda cpu: disassembled(cpu, inputs, pool)  # noqa: E731
                shown = [w.hex() for w in inputs]
            else:
                inputs = [t for _, t in lines if t is not None]
                run = lambda cpu: assembled(cpu, inputs, pool)  # noqa: E731
                shown = inputs
            base = run(reference)
            for cpu in cpus:
                if cpu == reference:
                    continue
                differ = [(s, a, b) for s, a, b in zip(shown, base, run(cpu)) if a != b]
                report.append(f"| {gen} | {cpu} | {reference} | {len(inputs):,} "
                              f"| {len(differ):,} |")
                for s, a, b in differ[:10]:
                    failures.append(f"{gen} {cpu}: {s}: {reference} {a!r}, {cpu} {b!r}")
    print("| generation | processor | against | instructions | differing |")
    print("|---|---|---|---|---|")
    print("\n".join(report))
    for f in failures:
        print(f"DIFFERENCE: {f}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
