"""What the differential demangler scripts share: running llvm-cxxfilt-19 (or
`llvm-objdump-19 -t -C` on an object whose symbols are the names) and the crate's
`demangle_lines` example on one batch of names, and the agree/disagree report.

Each scripts/diff_demangle*.py generates names of its own mangling and calls
`main(doc, generate, mutate)`. Python 3 standard library only.
"""

import argparse
import os
import random
import subprocess
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET_DIR = os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target"))
CXXFILT = "llvm-cxxfilt-19"
OBJDUMP = "llvm-objdump-19"
LLVM_MC = "llvm-mc-19"
# The crate returns None (prints the name) past this much output; LLVM has no limit.
MAX_OUTPUT = 256 * 1024


def run(cmd, names):
    data = ("\n".join(names) + "\n").encode()
    result = subprocess.run(cmd, input=data, stdout=subprocess.PIPE, check=True)
    return result.stdout.decode("utf-8", "replace").split("\n")[: len(names)]


def objdump_symbols(names):
    """What `llvm-objdump -t -C` prints for `names` as the symbols of an object."""
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "symbols.s")
        with open(source, "w") as f:
            f.write(".text\n")
            for name in names:
                f.write('"%s":\n' % name)
            f.write("nop\n")
        obj = os.path.join(tmp, "symbols.o")
        subprocess.run([LLVM_MC, "-triple=x86_64", "-filetype=obj", source, "-o", obj], check=True)
        out = subprocess.run([OBJDUMP, "-t", "-C", obj], stdout=subprocess.PIPE, check=True).stdout
    # Not splitlines(): decoded punycode can hold U+0085 and U+2028, which it splits at.
    lines = out.decode("utf-8", "replace").split("SYMBOL TABLE:\n", 1)[1].split("\n")
    # "<value> <flags> <section>\t<size> <name>"
    symbols = [line.split("\t", 1)[1].split(" ", 1)[1] for line in lines if "\t" in line]
    assert len(symbols) == len(names), "llvm-objdump printed %d symbols for %d names" % (len(symbols), len(names))
    return symbols


def objdump_names(rng, names):
    """Unique symbol names, some with the prefixes llvm-objdump treats specially.
    `.L` names would be assembler-local labels and `.` is the location counter, so
    there are none."""
    seen = set()
    out = []
    for name in names:
        name = rng.choice(["", "", "", "_", ".", "_."]) + name
        if name not in ("", ".") and not name.startswith(".L") and name not in seen:
            seen.add(name)
            out.append(name)
    return out


def documented_deviation(name, theirs, ours):
    """Why an output that differs from LLVM's is not a disagreement, or None. Past the
    crate's output cap it prints the name, and llvm-objdump demangles some `.` names as
    Microsoft type descriptors, which the crate does not (docs/DEVIATIONS.md)."""
    if ours != name:
        return None
    if len(theirs.encode()) > MAX_OUTPUT:
        return "beyond the crate's output limit (printed unchanged)"
    if theirs.endswith("`RTTI Type Descriptor Name'"):
        return "Microsoft type descriptor names (printed unchanged, documented)"
    return None


def main(doc, generate, mutate):
    """Parses the common arguments, compares the names `generate(seed, count)` makes
    (corrupted by `mutate(rng, names)` with --mutate) and returns the exit status:
    1 on any disagreement."""
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--count", type=int, default=10000)
    parser.add_argument("--show", type=int, default=10, help="disagreements to print")
    parser.add_argument("--no-build", action="store_true", help="use the already-built example")
    parser.add_argument("--mutate", action="store_true",
                        help="corrupt the generated names (tests agreement on rejection)")
    parser.add_argument("--names", metavar="FILE",
                        help="compare the names in FILE (one a line) instead of generated ones")
    parser.add_argument("--objdump", action="store_true",
                        help="compare llvm-objdump -t -C with the example's --objdump mode")
    args = parser.parse_args()

    if not args.no_build:
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "gcn-isa-demangle", "--example", "demangle_lines"],
                       cwd=REPO, check=True, env=dict(os.environ, CARGO_TARGET_DIR=TARGET_DIR))
    ours_bin = os.path.join(TARGET_DIR, "release", "examples", "demangle_lines")

    if args.names:
        with open(args.names) as f:
            names = [line.rstrip("\n") for line in f if line.strip()]
    else:
        names = generate(args.seed, args.count)
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
    differ = [(n, t, o) for n, t, o in zip(names, theirs, ours) if t != o]
    deviations = {}
    bad = []
    for name, t, o in differ:
        reason = documented_deviation(name, t, o)
        if reason:
            deviations[reason] = deviations.get(reason, 0) + 1
        else:
            bad.append((name, t, o))
    for reason, count in sorted(deviations.items()):
        print("%s: %d" % (reason, count))
    print("names: %d  demangled by %s: %d  agree: %d  disagree: %d"
          % (len(names), tool, accepted, len(names) - len(differ), len(bad)))
    for name, t, o in bad[: args.show]:
        print("  name:   %s\n  llvm:   %s\n  ours:   %s" % (name[:400], t[:400], o[:400]))
    return 1 if bad else 0
