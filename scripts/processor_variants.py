#!/usr/bin/env python3
"""Does every processor of a generation print (or assemble) the generation's instructions as
its vectors' processor does? llvm-mc 19 on every processor name gcn-isa maps to each
generation.

gcn-isa decodes by generation: `Generation::from_cpu` maps every gfx6-gfx9 processor LLVM
knows to one of six instruction sets, and the vectors of each were made with one processor
(tahiti, bonaire, tonga, gfx900, gfx906, gfx908). Where LLVM gives another processor of the
same generation a different instruction set, gcn-isa prints that processor's code as the
vectors' processor's. This script finds every such difference on the instructions of the
checked-in vectors:

* gfx8 and gfx9 (LLVM disassembles them): every vector input (the `.txt` and `.invalid`
  words of every family) disassembled by llvm-mc 19 for each other processor, against the
  vectors' processor: the same text, or rejected by both.
* gfx6 and gfx7 (LLVM only assembles them): every vector text assembled for each other
  processor: the same bytes, or refused by both.

The differences LLVM 19 has are listed in KNOWN (docs/DEVIATIONS.md 23), each as a rule that
every differing word must follow: gfx810 (stoney) packs 16-bit data as gfx9 does (`d16`
buffer and image instructions name fewer registers), and gfx904 calls the VOP3P mix
instructions `v_fma_mix_*` where gfx900 has `v_mad_mix_*`. A difference outside those rules,
a processor with differences KNOWN does not list, or a rule no longer seen, exits 1. Needs
llvm-19 (`apt-get install -y llvm-19`). Takes about five minutes on two cores.
"""

import collections
import re
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import gen_vectors as gv  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
# The processors `Generation::from_cpu` maps to each generation, by LLVM's first name for
# each (aliases such as `fiji` for gfx803 name the same processor).
PROCESSORS = {
    "gfx6": ["tahiti", "pitcairn", "verde", "oland", "hainan"],
    "gfx7": ["kaveri", "hawaii", "gfx702", "kabini", "bonaire", "gfx705"],
    "gfx8": ["carrizo", "iceland", "tonga", "fiji", "gfx805", "stoney"],
    "gfx9": ["gfx900", "gfx902", "gfx904", "gfx909", "gfx90c"],
}


def d16_packed(reference: str, other: str) -> bool:
    """The same `d16` instruction naming another data register range, all else alike: fewer
    registers where 16-bit data is packed two to a register, or (a range that would run
    past v255 unpacked, which LLVM prints as its first register alone) more."""
    a, b = reference.split(" ", 1), other.split(" ", 1)
    if a[0] != b[0] or len(a) < 2 or len(b) < 2 or ("d16" not in a[0] and " d16" not in a[1]):
        return False
    ra, rest_a = a[1].split(",", 1)
    rb, rest_b = b[1].split(",", 1)
    return rest_a == rest_b and first_vgpr(ra) == first_vgpr(rb) is not None


def first_vgpr(operand: str) -> int | None:
    m = re.fullmatch(r"v(\d+)|v\[(\d+):\d+\]", operand)
    return int(m.group(1) or m.group(2)) if m else None


def fma_mix(reference: str, other: str) -> bool:
    """`v_mad_mix*` on the reference processor is `v_fma_mix*`, operands alike."""
    return reference.startswith("v_mad_mix") and other == "v_fma_mix" + reference[len("v_mad_mix"):]


# (generation, processor) → (what differs, the rule every differing word follows).
KNOWN = {
    ("gfx8", "stoney"): ("gfx810 packs d16 data", d16_packed),
    ("gfx9", "gfx904"): ("gfx904 has v_fma_mix_* for v_mad_mix_*", fma_mix),
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
    failures, report = [], []
    seen_rules = set()
    with ProcessPoolExecutor(2) as pool:
        for gen, cpus in PROCESSORS.items():
            lines, reference = vector_lines(gen)
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
                got = run(cpu)
                differ = [(s, a, b) for s, a, b in zip(shown, base, got) if a != b]
                name, rule = KNOWN.get((gen, cpu), (None, None))
                outside = [d for d in differ
                           if rule is None or d[1] is None or d[2] is None or not rule(d[1], d[2])]
                report.append(f"| {gen} | {cpu} | {reference} | {len(inputs):,} | {len(differ):,} "
                              f"| {name or '—'} | {len(outside)} |")
                for s, a, b in outside[:10]:
                    failures.append(f"{gen} {cpu}: {s}: {reference} {a!r}, {cpu} {b!r}")
                if rule is not None:
                    if differ:
                        seen_rules.add((gen, cpu))
                    else:
                        failures.append(f"{gen} {cpu}: no difference seen; KNOWN lists "
                                        f"'{name}' (fixed? update it and DEVIATIONS 23)")
    print("| generation | processor | against | instructions | differing | known rule "
          "| outside it |")
    print("|---|---|---|---|---|---|---|")
    print("\n".join(report))
    for f in failures:
        print(f"DIFFERENCE: {f}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
