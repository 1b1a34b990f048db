#!/usr/bin/env python3
"""Benchmark: `gcn-isa objdump -d` against `llvm-objdump-19 -d` on one large code object.

Builds an AMDGPU ELF relocatable object (gfx900 by default) whose `.text` holds about
`--instructions` instructions (default 2,000,000): the repository's own llvm-mc 19 vectors
(`tests/vectors/*/<gen>.txt`, first column: the input bytes) repeated in order, under one
function symbol per 100,000 instructions. Then runs both tools on it `--runs` times each
(alternating), output to a file and, in separate runs, to /dev/null, and reports the minimum
and median wall time of each, the speed-ups, and whether the two outputs are byte-identical
(they must be: the stream holds only encodings gcn-isa implements). Writing 200 MB of text
into the page cache is itself about 0.05 s of system time on the 2-core VM, a cost both tools
pay; the /dev/null runs show what is left, the disassembly. Each timed run starts after an
(untimed) os.sync(), so that no run pays for the writeback of the one before it.

With `--source rocprim` it is real library code without repetition added: rocPRIM's device
code (`cli/tests/objects/src/rocprim/{device,block}.hip`, as scripts/rocprim_kernels.py
compiles it: clang 19, HIP device only) at -O1, -O2 and -O3 for the cpu, each object's `.text`
once, one function symbol per 100,000 instructions; `--instructions` does not apply (about
600,000 instructions for gfx900). Use it to judge what depends on how often code repeats
itself (gcn-isa caches instruction texts by their dwords, `cli/src/text_cache.rs`): the
kernels' copies repeat every instruction, the vectors' 55,000 distinct ones come back only
after all the others, and real code lies in between.

With `--source kernels` the text is compiled code instead: the kernels of
`cli/tests/objects/src/*.ll` (those whose `; cpus:` line allows the cpu), compiled for the
cpu with llc 19 and repeated in order, one
function symbol per 100,000 instructions (about; at a copy's end). The vectors exercise
every encoding, each instruction once; the kernels are what a compiler emits (mostly
32-bit VOP/SOP words, branches, memory), the text people disassemble.

With `--source debug-vars` it is an object with DWARF, for `--flags --debug-vars -S` and the
like: `--kernels` (default 400) generated OpenCL kernels, each with a loop and its locals,
compiled by clang 19 with `-g -O0`, as they are; `--instructions` does not apply.

Usage: python3 scripts/objdump_bench.py [--source vectors|kernels|rocprim|debug-vars] [--instructions N]
           [--cpu gfx900] [--runs 3] [--sinks file|null|both] [--per-symbol N]
           [--flags=--symbolize-operands ...] (one option each) [--gcn-isa target/release/gcn-isa]
           [--llvm-objdump llvm-objdump-19] [--llc llc-19] [--clang clang-19] [--keep DIR]
Needs: python3 (stdlib), a release build of the CLI (`cargo build --release -p gcn-isa-cli`),
llvm-objdump 19 (`apt-get install -y llvm-19`; `--source debug-vars` also clang-19;
`--source rocprim` also clang-19,
rocm-device-libs and librocprim-dev). Prints a Markdown table for the README.
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
from pathlib import Path

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_code_objects import source_header  # noqa: E402

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


def text_section(path):
    """The bytes of the `.text` section of the ELF64 file at `path`."""
    with open(path, "rb") as f:
        d = f.read()
    shoff, = struct.unpack_from("<Q", d, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", d, 0x3A)
    headers = [struct.unpack_from("<IIQQQQIIQQ", d, shoff + i * shentsize) for i in range(shnum)]
    names = headers[shstrndx][4]
    for h in headers:
        name = d[names + h[0]:d.index(b"\0", names + h[0])]
        if name == b".text":
            return d[h[4]:h[4] + h[5]]
    sys.exit(f"{path}: no .text section")


def for_cpu(path, cpu):
    """Whether a source is compiled for `cpu` here: not one for another triple (`; triple:`),
    and `cpu` among those of its `; cpus:` line if it has one (as gen_code_objects.py reads
    them)."""
    cpus = source_header(Path(path), "cpus")
    return source_header(Path(path), "triple") is None and (cpus is None or cpu in cpus)


def compiled_texts(cpu, llc, work):
    """The `.text` of each kernel of cli/tests/objects/src that `cpu` takes, compiled by llc
    in `work`, in name order (also scripts/gen_bench_kernels.py's)."""
    for src in sorted(glob.glob(os.path.join(ROOT, "cli", "tests", "objects", "src", "*.ll"))):
        if not for_cpu(src, cpu):
            continue
        obj = os.path.join(work, os.path.basename(src) + ".o")
        subprocess.run([llc, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj",
                        src, "-o", obj], check=True)
        yield src, text_section(obj)


def kernel_text(cpu, llc, gcn_isa, work):
    """The kernels of cli/tests/objects/src compiled for `cpu`, their `.text`s joined, and how
    many instructions that is (as `gcn-isa dis` counts them)."""
    chunk = b""
    sources = 0
    for _, text in compiled_texts(cpu, llc, work):
        chunk += text + b"\0" * (-len(text) % 4)
        sources += 1
    raw = os.path.join(work, "kernels.bin")
    with open(raw, "wb") as f:
        f.write(chunk)
    listing = subprocess.run([gcn_isa, "dis", "--mcpu", cpu, raw], check=True,
                             capture_output=True).stdout
    return chunk, sum(1 for line in listing.splitlines() if line.strip()), sources


def rocprim_text(cpu, clang, work):
    """rocPRIM's device code compiled for `cpu` at -O1, -O2 and -O3, the objects' `.text`s
    joined, and how many of their instructions there are (as llvm-objdump shows them)."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from rocprim_kernels import DEVICE_LIBS  # noqa: E402

    chunk = b""
    for source in ("device", "block"):
        for opt in ("-O1", "-O2", "-O3"):
            obj = os.path.join(work, f"{source}{opt}.o")
            subprocess.run([clang, "-x", "hip", f"--offload-arch={cpu}", "--cuda-device-only",
                            "--no-gpu-bundle-output", opt, "-c",
                            f"--rocm-device-lib-path={DEVICE_LIBS}", "--rocm-path=/usr",
                            os.path.join(ROOT, "cli", "tests", "objects", "src", "rocprim",
                                         f"{source}.hip"), "-o", obj], check=True)
            text = text_section(obj)
            chunk += text + b"\0" * (-len(text) % 4)
    return chunk


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
    # The page cache's dirty pages (the previous run's 200 MB of text) written back now, not
    # by the kernel's flusher threads during this run, where (on two cores) they slowed a
    # tool that uses both by 10-20 %. The previous run's file is deleted first, so that
    # freeing its blocks (and, on a file system mounted with `discard`, trimming them at the
    # journal's next commit) is done before the run, not on the other core during it.
    if out_path != os.devnull and os.path.exists(out_path):
        os.unlink(out_path)
    os.sync()
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
    ap.add_argument("--source", choices=["vectors", "kernels", "rocprim", "debug-vars"],
                    default="vectors")
    ap.add_argument("--kernels", type=int, default=400,
                    help="OpenCL kernels in the --source debug-vars object")
    ap.add_argument("--llc", default=shutil.which("llc-19") or "/usr/lib/llvm-19/bin/llc")
    ap.add_argument("--clang", default=shutil.which("clang-19") or "clang-19")
    ap.add_argument("--per-symbol", type=int, default=100_000,
                    help="instructions per function symbol (about, for --source kernels: "
                         "whole copies of the kernels)")
    ap.add_argument("--flags", action="append", default=[],
                    help="one more option for both tools, e.g. --flags=--symbolize-operands "
                         "(repeat it for several)")
    ap.add_argument("--sinks", choices=["file", "null", "both"], default="both",
                    help="where the timed output goes (the outputs compared are the file runs')")
    args = ap.parse_args()

    work = args.keep or tempfile.mkdtemp(prefix="objdump-bench-")
    os.makedirs(work, exist_ok=True)
    if args.source == "kernels":
        chunk, per_copy, n_kernels = kernel_text(args.cpu, args.llc, args.gcn_isa, work)
        copies = max(1, round(args.instructions / per_copy))
        text = chunk * copies
        count = per_copy * copies
        per_symbol = max(1, round(args.per_symbol / per_copy))
        symbols = [
            (f"kernel_{k}", start * len(chunk), min(per_symbol, copies - start) * len(chunk))
            for k, start in enumerate(range(0, copies, per_symbol))
        ]
        origin = f"{n_kernels} kernels of cli/tests/objects/src compiled by llc 19, {copies:,} copies"
    elif args.source == "rocprim":
        text = rocprim_text(args.cpu, args.clang, work)
        raw = os.path.join(work, "rocprim.bin")
        with open(raw, "wb") as f:
            f.write(text)
        listing = subprocess.run([args.gcn_isa, "dis", "--mcpu", args.cpu, raw], check=True,
                                 capture_output=True).stdout
        count = sum(1 for line in listing.splitlines() if line.strip())
        per = max(1, args.per_symbol)
        # Symbols every `per` instructions' worth of bytes (about), on dword boundaries.
        step = max(4, len(text) * per // max(count, 1) // 4 * 4)
        symbols = [(f"kernel_{k}", start, min(step, len(text) - start))
                   for k, start in enumerate(range(0, len(text), step))]
        origin = "rocPRIM's device code (device.hip, block.hip) compiled by clang 19 at -O1, -O2, -O3, once each"
    elif args.source == "vectors":
        text, count, symbols = vector_text(args.cpu, args.instructions, args.per_symbol)
        origin = f"tests/vectors/*/{GEN[args.cpu]}.txt"
    if args.source == "debug-vars":
        layout = debug_object(args, work)
        listing = subprocess.run([args.gcn_isa, "objdump", "-d", "bench.o"], cwd=work,
                                 check=True, capture_output=True).stdout
        count = len(re.findall(rb"// [0-9A-F]{12}: ", listing))
        origin = (f"{args.kernels} generated OpenCL kernels compiled by clang 19 with -g -O0 "
                  "(every local in memory, live all along)")
    else:
        layout = write_object(args, work, text, symbols)
    same = time_both(args, work, count, layout, origin)
    if not args.keep:
        shutil.rmtree(work)
    return 0 if same else 1


def debug_object(args, work):
    """`work`/bench.o for `--source debug-vars`: `args.kernels` OpenCL kernels, each with a
    loop and its locals, compiled with DWARF at -O0."""
    kernels = []
    for k in range(args.kernels):
        kernels.append(f"""__kernel void k{k}(__global float *a, __global const float *b, int n) {{
  int i = get_global_id(0);
  float acc = 0.0f;
  for (int j = 0; j < n; ++j) {{
    float t = b[i + j] * {k % 97 + 1}.5f;
    int m = j ^ i;
    acc += t * (float)m;
    if (m & {k % 7 + 1}) acc -= b[j] / (t + 1.0f);
  }}
  a[i] = acc * {k}.0f;
}}""")
    source = os.path.join(work, "kernels.cl")
    with open(source, "w") as f:
        f.write("\n".join(kernels) + "\n")
    subprocess.run([args.clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
                    f"-mcpu={args.cpu}", "-nogpulib", "-g", "-O0", "-c", source, "-o",
                    os.path.join(work, "bench.o")], check=True)
    return f"{os.path.getsize(os.path.join(work, 'bench.o')):,} bytes of object with its DWARF"


def vector_text(cpu, instructions, per_symbol):
    """The vectors' instructions repeated up to `instructions`, with symbol boundaries."""
    insns = vector_instructions(GEN[cpu])
    if not insns:
        sys.exit("no vectors found")
    chunk = b"".join(insns)
    reps = -(-instructions // len(insns))
    text = (chunk * reps)
    # Cut at an instruction boundary near the requested count.
    count, cut = 0, 0
    for _ in range(reps):
        for i in insns:
            if count == instructions:
                break
            cut += len(i)
            count += 1
    text = text[:cut]
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
    return text, count, symbols


def write_object(args, work, text, symbols):
    """The benchmark's object, `bench.o` in `work`: `text` under `symbols`."""
    with open(os.path.join(work, "bench.o"), "wb") as f:
        f.write(elf_object(text, MACH[args.cpu], symbols))
    return f"{len(text):,} bytes of .text, {len(symbols):,} symbols"


def time_both(args, work, count, layout, origin):
    """Times both tools on `work`/bench.o and prints the table; whether the outputs are equal."""
    tools = {
        "gcn-isa objdump -d": [args.gcn_isa, "objdump", "-d", *args.flags, "bench.o"],
        "llvm-objdump-19 -d": [args.llvm_objdump, "-d", *args.flags, "bench.o"],
    }
    sinks = {"file": ["file"], "null": ["null"], "both": ["file", "null"]}[args.sinks]
    times = {(k, sink): [] for k in tools for sink in sinks}
    outputs = {}
    cwd = os.getcwd()
    os.chdir(work)
    try:
        for run in range(args.runs):
            order = list(tools) if run % 2 == 0 else list(reversed(tools))
            for sink in sinks:
                for name in order:
                    out = os.path.join(work, name.split()[0] + ".txt")
                    times[(name, sink)].append(timed(tools[name], out if sink == "file" else os.devnull))
        if "file" not in sinks:  # one untimed run each, to compare
            for name in tools:
                timed(tools[name], os.path.join(work, name.split()[0] + ".txt"))
        for name in tools:
            outputs[name] = os.path.join(work, name.split()[0] + ".txt")
    finally:
        os.chdir(cwd)
    same = digest(outputs["gcn-isa objdump -d"]) == digest(outputs["llvm-objdump-19 -d"])
    # llvm-objdump appends `; Warning: …` to lines with misaligned SGPR tuples; gcn-isa prints
    # the same notes. Counted, to say how much of the output they are.
    with open(outputs["llvm-objdump-19 -d"], "rb") as a:
        warnings = sum(1 for x in a if b" ; Warning: " in x)
    lines = sum(1 for _ in open(outputs["llvm-objdump-19 -d"], "rb"))
    size = os.path.getsize(outputs["llvm-objdump-19 -d"])

    flags = f"; both tools with {' '.join(args.flags)}" if args.flags else ""
    print(f"Code object: {count:,} instructions ({layout}, "
          f"{args.cpu}), built from {origin}; {lines:,} output lines ({size / 1e6:.0f} MB); "
          f"{args.runs} runs each, alternating; {os.cpu_count()} CPUs{flags}.\n")
    print("| tool | output to | min wall | median wall | instructions/s |")
    print("|---|---|---|---|---|")
    for sink in sinks:
        for k in tools:
            t = times[(k, sink)]
            where = "a file" if sink == "file" else "/dev/null"
            print(f"| `{k}` | {where} | {min(t):.3f} s | {statistics.median(t):.3f} s | "
                  f"{count / statistics.median(t) / 1e6:.1f} M |")
    ups = []
    for sink in sinks:
        g, l = (statistics.median(times[(k, sink)]) for k in tools)
        ups.append(f"{l / g:.1f}x to {'a file' if sink == 'file' else '/dev/null'}")
    print(f"\nSpeed-up (median): **{', '.join(ups)}**. Outputs byte-identical: "
          f"**{'yes' if same else 'NO'}** ({warnings:,} lines carry llvm-objdump's `; Warning:` "
          f"note on a misaligned SGPR tuple).")
    return same


if __name__ == "__main__":
    sys.exit(main())
