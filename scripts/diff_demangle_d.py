#!/usr/bin/env python3
"""Differential test of gcn-isa-demangle's D demangler against llvm-cxxfilt-19.

LLVM 19 demangles a small subset of D manglings (`_D…`): qualified names followed by `Z`
or the type `int`. This generates names around that subset and across its edges:
identifiers of every length, anonymous `0` parts, `__S<digits>` fake parents (and names
that only look like one), identifier and type back references (valid positions, and
positions that point past the start, at the `Q` itself, at a non-digit, or at another
`Q`, in chains), the compiler-generated `__initZ`, `__vtblZ`, `__ClassZ`, `__InterfaceZ`,
`__ModuleInfoZ` LNames, every type letter, lengths that run past the end or overflow
32 bits, and `_Dmain`. With --mutate each name is then corrupted (compares what each side
rejects); with --objdump the names (some given a leading `_`, `.` or `_.`) become the
symbols of an object and `llvm-objdump-19 -t -C` is compared with the crate's objdump mode.

    python3 scripts/diff_demangle_d.py --seed 1 --count 100000 [--mutate] [--objdump]

Reuses the harness of scripts/diff_demangle_rust.py (the `demangle_lines` example).
Exit status 1 on any disagreement. Python 3 standard library only.
"""

import argparse
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from diff_demangle_rust import (  # noqa: E402
    CXXFILT, OBJDUMP, REPO, TARGET_DIR, mutate, objdump_names, objdump_symbols, run)

WORDS = ["a", "b", "i", "Q", "std", "stdio", "core", "demangle", "test", "kernel", "x_1",
         "__S", "__S1", "__Sab", "__init", "__vtbl", "__Class", "__Interface", "__ModuleInfo"]
GENERATED = ["__initZ", "__vtblZ", "__ClassZ", "__InterfaceZ", "__ModuleInfoZ"]
TYPE_LETTERS = "abcdefghijklmnopqrstuvwxyzANPQZ"


def backref(distance, rng):
    """`NumberBackRef` for a distance (base 26: upper-case digits, then a lower-case one)."""
    if distance <= 0 or rng.random() < 0.03:
        return rng.choice(["a", "A", "Aa", "", "ZZZZZZZZZZZZZZb"])
    digits = []
    while True:
        digits.append(distance % 26)
        distance //= 26
        if distance == 0:
            break
    digits.reverse()
    return "".join(chr(ord("A") + d) for d in digits[:-1]) + chr(ord("a") + digits[-1])


def name(rng):
    if rng.random() < 0.01:
        return "_Dmain" + rng.choice(["", "i", "Z", "1a"])
    out = "_D"
    lname_starts = []  # positions of earlier LNames' lengths (identifier back-ref targets)
    type_starts = []   # positions of earlier `i`s (type back-ref targets)
    for _ in range(rng.randint(1, 4)):
        r = rng.random()
        if r < 0.08:
            out += "0" * rng.randint(1, 3)
        elif r < 0.2 and (lname_starts or rng.random() < 0.2):
            target = rng.choice(lname_starts) if lname_starts and rng.random() < 0.85 else rng.randrange(len(out) + 2)
            out += "Q" + backref(len(out) - target, rng)
        elif r < 0.3:
            suffix = rng.choice(GENERATED)
            length = len(suffix) - 1 if rng.random() < 0.9 else len(suffix) - rng.randint(0, 2)
            lname_starts.append(len(out))
            out += str(length) + suffix
        elif r < 0.4:
            fake = "__S" + "".join(rng.choice("0123456789a") for _ in range(rng.randint(0, 4)))
            out += str(len(fake) + rng.choice([0, 0, 0, 1, -1])) + fake
        else:
            word = rng.choice(WORDS)
            if "i" in word:
                type_starts.append(len(out) + len(str(len(word))) + word.index("i"))
            length = len(word)
            if rng.random() < 0.04:
                length = rng.choice([0, length + 1, length + 40, 4294967295, 4294967296, 99999999999])
            lname_starts.append(len(out))
            out += str(length) + word
    r = rng.random()
    if r < 0.35:
        out += "Z"
    elif r < 0.65:
        out += "i"
    elif r < 0.8:
        target = rng.choice(type_starts) if type_starts and rng.random() < 0.8 else rng.randrange(len(out) + 1)
        out += "Q" + backref(len(out) - target, rng)
    elif r < 0.95:
        out += rng.choice(TYPE_LETTERS) + rng.choice(["", "", "i", "k", "n", "Z"])
    if rng.random() < 0.05:
        out += rng.choice([".llvm.1", "Z", "i", "1a", "Qa"])
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--show", type=int, default=10, help="disagreements to print")
    parser.add_argument("--no-build", action="store_true", help="use the already-built example")
    parser.add_argument("--mutate", action="store_true", help="corrupt the generated names")
    parser.add_argument("--objdump", action="store_true",
                        help="compare llvm-objdump -t -C with the example's --objdump mode")
    args = parser.parse_args()
    if not args.no_build:
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "gcn-isa-demangle", "--example", "demangle_lines"],
                       cwd=REPO, check=True, env=dict(os.environ, CARGO_TARGET_DIR=TARGET_DIR))
    ours_bin = os.path.join(TARGET_DIR, "release", "examples", "demangle_lines")
    rng = random.Random(args.seed)
    names = [name(rng) for _ in range(args.count)]
    if args.mutate:
        names = mutate(random.Random(args.seed ^ 0x5EED), names)
    # A newline would split a name in two on both sides.
    names = [n for n in names if n and "\n" not in n]
    if args.objdump:
        names = objdump_names(random.Random(args.seed ^ 0x0B7D), names)
        theirs = objdump_symbols(names)
        ours = run([ours_bin, "--objdump"], names)
    else:
        theirs = run([CXXFILT], names)
        ours = run([ours_bin], names)
    tool = OBJDUMP if args.objdump else CXXFILT
    accepted = sum(1 for n, t in zip(names, theirs) if n != t)
    bad = [(n, t, o) for n, t, o in zip(names, theirs, ours) if t != o]
    print("names: %d  demangled by %s: %d  agree: %d  disagree: %d"
          % (len(names), tool, accepted, len(names) - len(bad), len(bad)))
    for n, t, o in bad[: args.show]:
        print("  name:   %s\n  llvm:   %s\n  ours:   %s" % (n[:400], t[:400], o[:400]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
