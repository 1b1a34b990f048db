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

Runs through scripts/demangle_harness.py (the `demangle_lines` example); corrupts names
with scripts/diff_demangle_rust.py's `mutate`.
Exit status 1 on any disagreement. Python 3 standard library only.
"""

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import demangle_harness as harness  # noqa: E402
from diff_demangle_rust import mutate  # noqa: E402

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


def generate(seed, count):
    rng = random.Random(seed)
    return [name(rng) for _ in range(count)]


if __name__ == "__main__":
    sys.exit(harness.main(__doc__, generate, mutate))
