#!/usr/bin/env python3
"""`gcn-isa objdump` against llvm-objdump 19 under random combinations of flags.

scripts/fuzz_objdump_layout.py draws random objects and runs each under twenty-five fixed
flag sets; this draws the flags instead: for each run a checked-in gfx8+ code object of
cli/tests/objects (relocatable and linked, with DWARF, C++, Microsoft and Rust names, data
and NOBITS sections, legacy layouts, archives, …), one action (-d, -D, -t, -h, -x, -r, -s,
-a, -u) and up to
five more options from the pool below (repeats allowed: llvm-objdump takes `-d -d`). Both
tools must succeed or both fail, with the same standard output byte for byte (messages on
standard error are worded differently and not compared, but where they fall between the
lines with both streams in one pipe is: `objdump_compare.interleaving`). The one decoding deviation that
`-D` can meet in data and llvm-objdump's crashes there are allowed as objdump_compare.py
allows them.

It found which of two aliases `-l` names a function after, the symbolizer's own
demangling of those names (`-l -C`), and the section symbol llvm-objdump adds when a
`--symbolize-operands` label lies below a section's start, and the name a rejected kernel
descriptor's error gives under -C; all since fixed.

Needs llvm-objdump-19 and a release build of the CLI (`cargo build --release -p
gcn-isa-cli`). Usage: python3 scripts/objdump_flag_combos.py [--seed 1] [--runs 1500]
[--gcn-isa target/release/gcn-isa] [--show 5]. Exits 1 on any difference (the first few are shown).
"""

import argparse
import glob
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from objdump_compare import conclude, interleaving_differs, judge_runs  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OBJECTS = os.path.join(ROOT, "cli", "tests", "objects")
ACTIONS = ["-d", "-D", "-t", "-h", "-x", "-r", "-s", "-a", "-u"]
OPTIONS = [
    "-d", "-D", "-t", "-r", "-h", "-s", "-C", "-z", "-T", "-R", "-f", "-p", "-x", "-l", "-S",
    "-w", "--show-all-symbols", "--symbolize-operands", "--no-leading-addr",
    "--no-show-raw-insn", "--show-lma", "--start-address=0x3", "--start-address=0x100",
    "--start-address=0x1000", "--stop-address=0x7", "--stop-address=0x200", "-j .text",
    "-j .rodata", "-j .data", "-j .debug_info", "--disassemble-symbols=main", "-a", "-u",
    "--adjust-vma=0x1000", "--adjust-vma=0xfffffffffffff000", "--disassembler-color=on",
    "-M foo", "-M ,", "--fault-map-section", "--dwarf=frames", "--pretty-pgo-analysis-map",
    "--debug-vars", "--debug-vars=ascii", "--debug-vars-indent=20",
    # Target features that change nothing on any gfx8+ generation, and a name LLVM does not
    # know (a warning); gcn-isa refuses the others (cli/src/features.rs).
    "--mattr=+xnack,-sramecc", "--mattr=CUMODE,+dpp", "--mattr=+frob", "--mattr=,",
]


def objects() -> list[str]:
    """The checked-in ELF code objects llvm-objdump 19 disassembles: gfx8 and later (it
    aborts on gfx6 and gfx7), not the corrupt ones; and the archives of gfx900 objects."""
    found = []
    for path in glob.glob(os.path.join(OBJECTS, "**", "*"), recursive=True):
        name = os.path.basename(path)
        if (path.endswith((".o", ".so")) and "gfx" in name and "tahiti" not in name
                and "bonaire" not in name and f"{os.sep}corrupt{os.sep}" not in path):
            found.append(path)
        elif path.endswith(".a") and f"{os.sep}archives{os.sep}" in path:
            found.append(path)
    return sorted(found)


def run(cmd: list[str], cwd: str) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=cwd, capture_output=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=1500)
    parser.add_argument("--gcn-isa", default=os.path.join(ROOT, "target", "release", "gcn-isa"))
    parser.add_argument("--show", type=int, default=5, help="differences shown")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    pool = objects()
    report = {"deviations": 0, "skipped": 0, "crashes": 0, "problems": []}
    differences = 0
    runs = 0
    interleaved = 0
    for _ in range(args.runs):
        path = rng.choice(pool)
        flags = [rng.choice(ACTIONS)]
        for option in rng.sample(OPTIONS, rng.randint(0, 5)):
            flags += option.split()
        cwd, name = os.path.dirname(path), os.path.basename(path)
        llvm = run(["llvm-objdump-19", *flags, name], cwd)
        ours = run([args.gcn_isa, "objdump", *flags, name], cwd)

        problem = judge_runs(llvm, ours, report)
        # Where the messages fall between the lines (`2>&1`), when the outputs are the same.
        if problem is None and llvm.stderr and llvm.stdout == ours.stdout:
            interleaved += 1
            problem = interleaving_differs(["llvm-objdump-19", *flags, name],
                                           [args.gcn_isa, "objdump", *flags, name], cwd)
        if problem is None:
            continue
        differences += 1
        if differences <= args.show:
            shown = os.path.relpath(path, OBJECTS)
            print(f"DIFFERENT: {shown}, flags {' '.join(flags)}; exit {llvm.returncode} / "
                  f"{ours.returncode}\n  {problem}")
    print(f"{args.runs} runs on {len(pool)} objects (seed {args.seed}), {differences} different; "
          f"{interleaved} with messages, their places between the lines compared")
    status = conclude(report)
    return 1 if differences else status


if __name__ == "__main__":
    sys.exit(main())
