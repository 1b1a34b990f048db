#!/usr/bin/env python3
"""Benchmark: `gcn-isa objdump -d` against `llvm-objdump-19 -d` on one large code object.

Builds an AMDGPU ELF relocatable object (gfx900 by default) whose `.text` holds about
`--instructions` instructions (default 2,000,000): the repository's own llvm-mc 19 vectors
(`tests/vectors/*/<gen>.txt`, first column: the input bytes) repeated in order, under one
function symbol per 100,000 instructions. Then runs both tools on it `--runs` times each
(alternating), output to a file, and reports the minimum and median wall time of each, the
speed-up, and whether the two outputs are byte-identical (they must be: the stream holds only
encodings gcn-isa implements).

Usage: python3 scripts/objdump_bench.py [--instructions N] [--cpu gfx900] [--runs 3]
           [--gcn-isa target/release/gcn-isa] [--llvm-objdump llvm-objdump-19] [--keep DIR]
Needs: python3 (stdlib), a release build of the CLI (`cargo build --release -p gcn-isa-cli`),
llvm-objdump 19 (`apt-get install -y llvm-19`). Prints a Markdown table for the README.
Exit status 0 when the outputs are byte-identical (llvm-objdump's `; Warning:` notes on
misaligned SGPR tuples included), 1 otherwise.
"""

import argparse
import glob
import hashlib
import os
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import time

BYTES = re.compile(r"0x[0-9a-fA-F]{2}(,0x[0-9a-fA-F]{2})*")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MACH = {"gfx900": 0x2C, "gfx906": 0x2F, "gfx908": 0x30, "fiji": 0x2A, "tonga": 0x29}
GEN = {"gfx900": "gfx9", "gfx906": "gfx906", "gfx908": "gfx908", "fiji": "gfx8", "tonga": "gfx8"}


def vector_instructions(gen):
    """Each vector's input bytes (one instruction each), in file order."""
    out = []
    for path in sorted(glob.glob(os.path.join(ROOT, "tests", "vectors", "*", gen + ".txt"))):
        with open(path) as f:
            for line in f:
                if not line.strip() or line.startswith("#"):
                    continue
                first = line.split("\t")[0]
                if not BYTES.fullmatch(first):
                    continue  # files of another layout (the SOPP immediate sweeps)
                data = bytes(int(t, 16) for t in first.split(","))
                if data and len(data) % 4 == 0:
                    out.append(data)
    return out


def elf_object(text, mach, symbols):
    """A minimal ELF64 AMDGPU relocatable object: .text, .symtab, .strtab, .shstrtab."""
    shstrtab = b"\0.text\0.symtab\0.strtab\0.shstrtab\0"
    strtab = b"\0"
    syms = [b"\0" * 24]
    for name, value, size in symbols:
        off = len(strtab)
        strtab += name.encode() + b"\0"
        # st_name, st_info (GLOBAL FUNC), st_other, st_shndx (.text = 1), st_value, st_size
        syms.append(struct.pack("<IBBHQQ", off, 0x12, 0, 1, value, size))
    symtab = b"".join(syms)
    ehsize, shentsize = 64, 64
    offset = ehsize
    layout = []
    for blob in (text, symtab, strtab, shstrtab):
        offset = (offset + 7) & ~7
        layout.append(offset)
        offset += len(blob)
    shoff = (offset + 7) & ~7
    # EI_OSABI 64 (AMDGPU_HSA), EI_ABIVERSION 2 (code object v4)
    ident = b"\x7fELF" + bytes([2, 1, 1, 64, 2]) + b"\0" * 7
    header = ident + struct.pack(
        "<HHIQQQIHHHHHH", 1, 224, 1, 0, 0, shoff, mach, ehsize, 0, 0, shentsize, 5, 4
    )
    def sh(name, kind, flags, off, size, link=0, info=0, align=1, entsize=0):
        return struct.pack("<IIQQQQIIQQ", name, kind, flags, 0, off, size, link, info, align, entsize)
    sections = [
        b"\0" * 64,
        sh(1, 1, 0x6, layout[0], len(text), align=256),           # .text: PROGBITS, AX
        sh(7, 2, 0, layout[1], len(symtab), link=3, info=1, align=8, entsize=24),
        sh(15, 3, 0, layout[2], len(strtab)),
        sh(23, 3, 0, layout[3], len(shstrtab)),
    ]
    out = bytearray(header)
    for blob, off in zip((text, symtab, strtab, shstrtab), layout):
        out += b"\0" * (off - len(out))
        out += blob
    out += b"\0" * (shoff - len(out))
    for s in sections:
        out += s
    return bytes(out)


def timed(cmd, out_path):
    with open(out_path, "wb") as out:
        start = time.perf_counter()
        proc = subprocess.run(cmd, stdout=out, stderr=subprocess.PIPE)
        wall = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"{cmd[0]} failed ({proc.returncode}): {proc.stderr.decode(errors='replace')[:400]}")
    return wall


def digest(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--instructions", type=int, default=2_000_000)
    ap.add_argument("--cpu", default="gfx900", choices=sorted(MACH))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--gcn-isa", default=os.path.join(ROOT, "target", "release", "gcn-isa"))
    ap.add_argument("--llvm-objdump", default=shutil.which("llvm-objdump-19") or "llvm-objdump")
    ap.add_argument("--keep", help="keep the object and outputs in this directory")
    args = ap.parse_args()

    insns = vector_instructions(GEN[args.cpu])
    if not insns:
        sys.exit("no vectors found")
    chunk = b"".join(insns)
    reps = -(-args.instructions // len(insns))
    text = (chunk * reps)
    # Cut at an instruction boundary near the requested count.
    count, cut = 0, 0
    for _ in range(reps):
        for i in insns:
            if count == args.instructions:
                break
            cut += len(i)
            count += 1
    text = text[:cut]
    per_symbol = 100_000
    symbols, addr, n = [], 0, 0
    boundaries = []
    for _ in range(reps):
        for i in insns:
            if n == count:
                break
            if n % per_symbol == 0:
                boundaries.append(addr)
            addr += len(i)
            n += 1
    for k, start in enumerate(boundaries):
        end = boundaries[k + 1] if k + 1 < len(boundaries) else len(text)
        symbols.append((f"kernel_{k}", start, end - start))

    work = args.keep or tempfile.mkdtemp(prefix="objdump-bench-")
    os.makedirs(work, exist_ok=True)
    obj = os.path.join(work, "bench.o")
    with open(obj, "wb") as f:
        f.write(elf_object(text, MACH[args.cpu], symbols))

    tools = {
        "gcn-isa objdump -d": [args.gcn_isa, "objdump", "-d", "bench.o"],
        "llvm-objdump-19 -d": [args.llvm_objdump, "-d", "bench.o"],
    }
    times = {k: [] for k in tools}
    outputs = {}
    cwd = os.getcwd()
    os.chdir(work)
    try:
        for run in range(args.runs):
            order = list(tools) if run % 2 == 0 else list(reversed(tools))
            for name in order:
                out = os.path.join(work, name.split()[0] + ".txt")
                times[name].append(timed(tools[name], out))
                outputs[name] = out
    finally:
        os.chdir(cwd)
    same = digest(outputs["gcn-isa objdump -d"]) == digest(outputs["llvm-objdump-19 -d"])
    # llvm-objdump appends `; Warning: …` to lines with misaligned SGPR tuples; gcn-isa prints
    # the same notes. Counted, to say how much of the output they are.
    with open(outputs["llvm-objdump-19 -d"], "rb") as a:
        warnings = sum(1 for x in a if b" ; Warning: " in x)
    lines = sum(1 for _ in open(outputs["llvm-objdump-19 -d"], "rb"))

    g, l = (statistics.median(times[k]) for k in tools)
    print(f"Code object: {count:,} instructions ({len(text):,} bytes of .text, {len(symbols)} symbols, "
          f"{args.cpu}), built from tests/vectors/*/{GEN[args.cpu]}.txt; {lines:,} output lines; "
          f"{args.runs} runs each, alternating; {os.cpu_count()} CPUs.\n")
    print("| tool | min wall | median wall | instructions/s |")
    print("|---|---|---|---|")
    for k in tools:
        print(f"| `{k}` | {min(times[k]):.3f} s | {statistics.median(times[k]):.3f} s | "
              f"{count / statistics.median(times[k]) / 1e6:.1f} M |")
    print(f"\nSpeed-up (median): **{l / g:.1f}x**. Outputs byte-identical: **{'yes' if same else 'NO'}** "
          f"({warnings:,} lines carry llvm-objdump's `; Warning:` note on a misaligned SGPR tuple).")
    if not args.keep:
        shutil.rmtree(work)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
