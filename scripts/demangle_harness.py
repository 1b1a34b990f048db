"""What the differential demangler scripts share: running llvm-cxxfilt-19 (or
`llvm-objdump-19 -t -C` on an object whose symbols are the names) and the crate's
`demangle_lines` example on one batch of names, and the agree/disagree report.

Each scripts/diff_demangle*.py generates names of its own mangling and calls
`main(doc, generate, mutate)`; scripts/diff_demangle_ms.py passes
`reference=UNDNAME` to compare against llvm-undname-19 (Microsoft manglings, which
llvm-cxxfilt does not demangle) and the example's `--undname` mode instead.
Python 3 standard library only.
"""

import argparse
import os
import random
import subprocess
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET_DIR = os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target"))
CXXFILT = "llvm-cxxfilt-19"
UNDNAME = "llvm-undname-19"
# What llvm-undname prints (on stderr) for a name it rejects; the example's --undname
# mode prints the same.
UNDNAME_ERROR = "error: Invalid mangled name"
# What the example appends (after a tab), in --objdump and --undname modes, to a
# Microsoft name it leaves alone because of the crate's limits.
LIMIT_MARKER = "\t<beyond limits>"
OBJDUMP = "llvm-objdump-19"
LLVM_MC = "llvm-mc-19"
# The crate returns None (prints the name) past this much output; LLVM has no limit.
MAX_OUTPUT = 256 * 1024


def run(cmd, names):
    data = ("\n".join(names) + "\n").encode()
    result = subprocess.run(cmd, input=data, stdout=subprocess.PIPE, check=True)
    return result.stdout.decode("utf-8", "replace").split("\n")[: len(names)]


def undname_usable(name):
    """llvm-undname trims each line and skips empty ones and comments (`#`, `;`)."""
    return name == name.strip() and name != "" and not name.startswith(("#", ";")) and "\0" not in name


def undname(names):
    """What llvm-undname-19 prints for each name: the demangled text or UNDNAME_ERROR.
    For each line it echoes the name, prints the text (stdout) or the error (stderr,
    unbuffered, so merged in order) and an empty line."""
    data = ("\n".join(names) + "\n").encode()
    result = subprocess.run([UNDNAME], input=data, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    lines = result.stdout.decode("utf-8", "replace").split("\n")
    assert len(lines) >= 3 * len(names), "llvm-undname printed %d lines for %d names" % (len(lines), len(names))
    out = []
    for i, name in enumerate(names):
        echo, text, blank = lines[3 * i: 3 * i + 3]
        assert echo == name and blank == "", "unexpected llvm-undname output near %r" % name
        out.append(text)
    return out


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


def symbolizer_names(names):
    """What `llvm-objdump -d -l -C` prints as the function (`; NAME():`) of an instruction
    at each of `names`, the symbols of an object: LLVM's symbolizer demangles them its own
    way (LLVMSymbolizer::DemangleName). A plain label between them makes every name's
    line print, however alike their texts."""
    with tempfile.TemporaryDirectory() as tmp:
        source = os.path.join(tmp, "symbols.s")
        with open(source, "w") as f:
            f.write(".text\n")
            for i, name in enumerate(names):
                f.write('"%s":\nnop\nseparator_%d:\nnop\n' % (name, i))
        obj = os.path.join(tmp, "symbols.o")
        subprocess.run([LLVM_MC, "-triple=x86_64", "-filetype=obj", source, "-o", obj], check=True)
        out = subprocess.run([OBJDUMP, "-d", "-l", "-C", obj], stdout=subprocess.PIPE, check=True).stdout
    lines = out.decode("utf-8", "replace").split("\n")
    # `; NAME():`, the `()` added unless NAME ends with it: compared as printed.
    functions = [line[2:-1] for line in lines if line.startswith("; ") and line.endswith("():")]
    functions = [f for f in functions if not f.startswith("separator_")]
    assert len(functions) == len(names), "llvm-objdump printed %d functions for %d names" % (len(functions), len(names))
    return functions


def as_function_line(name):
    """`name` as llvm-objdump's `; NAME():` line shows it: `()` added unless it ends so."""
    return name if name.endswith("()") else name + "()"


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


def documented_deviation(theirs, ours, unchanged, beyond_limits):
    """Why an output that differs from LLVM's is not a disagreement, or None. Past the
    crate's output cap it prints the name (`unchanged`: the name itself, or
    UNDNAME_ERROR in --undname mode), and past its Microsoft nesting limit too
    (`beyond_limits`, which the example reports)."""
    if ours != unchanged:
        return None
    if len(theirs.encode()) > MAX_OUTPUT:
        return "beyond the crate's output limit (printed unchanged)"
    if beyond_limits:
        return "Microsoft names beyond the crate's nesting limit (printed unchanged, documented)"
    return None


def main(doc, generate, mutate, reference=CXXFILT):
    """Parses the common arguments, compares the names `generate(seed, count)` makes
    (corrupted by `mutate(rng, names)` with --mutate) and returns the exit status:
    1 on any disagreement. `reference` is the tool compared without --objdump:
    CXXFILT (with the example's default mode) or UNDNAME (with its --undname mode)."""
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
    parser.add_argument("--symbolizer", action="store_true",
                        help="compare llvm-objdump -d -l -C's function names with the example's "
                        "--symbolizer mode")
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
    use_undname = reference == UNDNAME and not args.objdump and not args.symbolizer
    if args.symbolizer:
        names = objdump_names(random.Random(args.seed ^ 0x0B7D), names)
        theirs = symbolizer_names(names)
        def printed(text):
            core = text[: -len(LIMIT_MARKER)] if text.endswith(LIMIT_MARKER) else text
            return as_function_line(core) + text[len(core):]
        ours = [printed(o) for o in run([ours_bin, "--symbolizer"], names)]
        tool = OBJDUMP + " -l"
    elif args.objdump:
        names = objdump_names(random.Random(args.seed ^ 0x0B7D), names)
        theirs = objdump_symbols(names)
        ours = run([ours_bin, "--objdump"], names)
        tool = OBJDUMP
    elif use_undname:
        names = [n for n in names if undname_usable(n)]
        theirs = undname(names)
        ours = run([ours_bin, "--undname"], names)
        tool = UNDNAME
    else:
        theirs = run([CXXFILT], names)
        ours = run([ours_bin], names)
        tool = CXXFILT

    def unchanged(name):
        if args.symbolizer:
            return as_function_line(name)
        return UNDNAME_ERROR if use_undname else name

    beyond = set()
    for i, line in enumerate(ours):
        if line.endswith(LIMIT_MARKER):
            ours[i] = line[: -len(LIMIT_MARKER)]
            beyond.add(i)

    accepted = sum(1 for n, t in zip(names, theirs) if t != unchanged(n))
    differ = [(i, n, t, o) for i, (n, t, o) in enumerate(zip(names, theirs, ours)) if t != o]
    deviations = {}
    bad = []
    for i, name, t, o in differ:
        reason = documented_deviation(t, o, unchanged(name), i in beyond)
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
