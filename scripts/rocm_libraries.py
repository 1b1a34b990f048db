#!/usr/bin/env python3
"""Production GPU code from ROCm libraries: `gcn-isa objdump` against `llvm-objdump-19 -d`.

Debian ships ROCm libraries built by its own clang for several GPU processors at once:
`librocsparse0` (rocSPARSE 5.3, 111 translation units, 1.3 GB) and `librocrand1`
(rocRAND 5.3). Their device code sits in `.hip_fatbin` as clang offload bundles, one entry
per processor: gfx803, gfx900, gfx906, gfx908 (which gcn-isa covers), gfx90a and gfx1030
(which it does not). That is third-party compiled code of four of the six generations, a
few million instructions of it, none of it written or chosen by this project.

For each library this script

1. reads the bundles itself (not through gcn-isa) and writes every entry whose ELF header
   names a processor gcn-isa covers to a code object file of its own;
2. disassembles each with `llvm-objdump-19 -d` and with `gcn-isa objdump -d` (one thread
   each, the entries spread over every core) and compares the two outputs byte for byte;
3. compares `-d --symbolize-operands -C`, `-x -C`, `-T -R` and `-d -r --no-leading-addr`
   on the first eight of those entries;
4. runs `gcn-isa objdump -d LIBRARY` on the library itself, and checks that it prints
   exactly those entries, each as llvm-objdump printed it under the header
   `LIBRARY(ENTRY-ID):`, and skips the others with a warning naming their processors.

Then it reads the code objects ROCr (the HSA runtime, `libhsa-runtime64-1`, installed
with them) embeds in its data: its blit kernels for every processor it supports, gfx700 to
gfx702 among them, and three legacy HSA code objects (finalizer output: a relocatable
object whose code section has an address, `e_flags` machine 0). The gfx8+ ones are
compared with llvm-objdump 19 under `-d`, `-d --symbolize-operands`, `-D -r` and `-x` (the
legacy ones with `--triple=amdgcn-amd-amdhsa --mcpu=gfx803` for both tools); the gfx7 ones,
which llvm-objdump 19 cannot disassemble, by assembling every line gcn-isa prints with
llvm-mc 19 and checking it gives the line's words (`scripts/stress_objdump.py`'s check).
`gcn-isa objdump -d` of ROCr itself must print each of them (but the legacy ones, whose
processor only --mcpu gives) as it prints the extracted object.

Last, AMD's device libraries (`rocm-device-libs`: the math library ocml and the kernel
library ockl, as LLVM bitcode) are compiled by llc 19 for tahiti, hawaii, bonaire (ocml
alone: ockl needs gfx8), fiji, gfx900, gfx906 and gfx908 at -O2, and compared the same
ways: third-party code for all six generations, gfx6 and gfx7 included.

It prints a Markdown table (entries, lines, differences, time) and exits 1 on any
difference. A missing library is skipped with a note (exit 0 if none is there: the
packages are Debian's, `apt-get install -y librocrand1 librocsparse0`).

Usage: python3 scripts/rocm_libraries.py [--gcn-isa target/release/gcn-isa]
           [--llvm-objdump llvm-objdump-19] [--jobs N] [--keep DIR]
           [--embedding LIBRARY ...] [LIBRARY ...]
Needs: python3 (stdlib), a release build of the CLI (`cargo build --release -p
gcn-isa-cli`), llvm-objdump 19 and llvm-mc 19 (`apt-get install -y llvm-19`).
"""

import argparse
import concurrent.futures as cf
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from gen_code_objects import find_section  # noqa: E402
from stress_objdump import reassembles  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_LIBRARIES = [
    "/usr/lib/x86_64-linux-gnu/librocrand.so.1",
    "/usr/lib/x86_64-linux-gnu/librocsparse.so.0",
]
# ROCr, the HSA runtime (a dependency of both): its blit kernels are code objects embedded
# in `.rodata`, one per processor, gfx700-gfx702 among them, and three legacy HSA code
# objects (an `e_flags` machine of 0, read with --triple/--mcpu).
DEFAULT_EMBEDDING = ["/usr/lib/x86_64-linux-gnu/libhsa-runtime64.so.1"]
GFX6_GFX7 = {"gfx600", "gfx601", "gfx602", "gfx700", "gfx701", "gfx702", "gfx703", "gfx704",
             "gfx705"}
# Compared on the first eight covered entries of each library besides `-d` on all of them.
EXTRA_FLAG_SETS = [["-d", "--symbolize-operands", "-C"], ["-x", "-C"], ["-T", "-R"],
                   ["-d", "-r", "--no-leading-addr"]]
# What the legacy objects (machine 0) are read as, by both tools.
LEGACY_CPU = "gfx803"
BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"
EM_AMDGPU = 224
# The EF_AMDGPU_MACH values of the processors gcn-isa covers (gfx6..gfx908), and what
# the others are called, for the report.
COVERED = {
    0x20: "gfx600", 0x21: "gfx601", 0x3A: "gfx602", 0x22: "gfx700", 0x23: "gfx701",
    0x24: "gfx702", 0x25: "gfx703", 0x26: "gfx704", 0x3B: "gfx705", 0x28: "gfx801",
    0x29: "gfx802", 0x2A: "gfx803", 0x3C: "gfx805", 0x2B: "gfx810", 0x2C: "gfx900",
    0x2D: "gfx902", 0x2E: "gfx904", 0x2F: "gfx906", 0x30: "gfx908", 0x31: "gfx909",
    0x32: "gfx90c",
}
OTHERS = {0x33: "gfx1010", 0x34: "gfx1011", 0x35: "gfx1012", 0x36: "gfx1030", 0x37: "gfx1031",
          0x38: "gfx1032", 0x39: "gfx1033", 0x3D: "gfx1035", 0x3E: "gfx1034", 0x3F: "gfx90a",
          0x40: "gfx940", 0x41: "gfx1100", 0x42: "gfx1013"}


def fatbin(data):
    """The bytes of the `.hip_fatbin` section of the host ELF64 `data`, or None."""
    if data[:4] != b"\x7fELF" or data[4] != 2:
        return None
    try:
        header = find_section(data, ".hip_fatbin")
    except KeyError:
        return None
    offset, size = struct.unpack_from("<QQ", data, header + 0x18)
    return data[offset:offset + size]


def bundle_entries(section):
    """Every (entry id, bytes) of every bundle in `section`, in order (bundles start on
    4096-byte boundaries; an entry's offset is from its bundle's start)."""
    out = []
    at = 0
    while at + len(BUNDLE_MAGIC) <= len(section):
        if section[at:at + len(BUNDLE_MAGIC)] != BUNDLE_MAGIC:
            at += 4096
            continue
        count, = struct.unpack_from("<Q", section, at + 24)
        p = at + 32
        for _ in range(count):
            offset, size, id_len = struct.unpack_from("<QQQ", section, p)
            p += 24
            ident = section[p:p + id_len].decode()
            p += id_len
            out.append((ident, section[at + offset:at + offset + size]))
        at += 4096
    return out


def machine(code_object):
    """The EF_AMDGPU_MACH of an AMDGPU ELF64 code object, or None for anything else."""
    if len(code_object) < 64 or code_object[:4] != b"\x7fELF" or code_object[4] != 2:
        return None
    e_machine, = struct.unpack_from("<H", code_object, 18)
    if e_machine != EM_AMDGPU:
        return None
    e_flags, = struct.unpack_from("<I", code_object, 48)
    return e_flags & 0xFF


def compare_with_llvm(opts, path, flags):
    """gcn-isa's output for `path` under `flags`, and whether llvm-objdump 19 printed
    anything else (or exited otherwise)."""
    rc_l, llvm, _, _ = run([opts.llvm_objdump, *flags, path])
    rc_g, ours, _, _ = run([opts.gcn_isa, "objdump", *flags, path])
    return ours, (rc_l, llvm) != (rc_g, ours)


def reassembly_problems(cpu, path, opts, flags=()):
    """gcn-isa's `-d` output for a gfx6/gfx7 object (which llvm-objdump 19 cannot
    disassemble), and its lines whose text llvm-mc 19 does not assemble back to their
    words (`scripts/stress_objdump.py`'s check)."""
    rc, ours, err, _ = run([opts.gcn_isa, "objdump", "-d", *flags, path])
    bad, _ = reassembles(cpu, ours.decode())
    problems = [f"{path}: {b}" for b in bad]
    if rc != 0:
        problems.append(f"{path}: gcn-isa exit {rc}: {err.decode(errors='replace')[:300]}")
    return ours, problems


def run(cmd):
    started = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p.returncode, p.stdout, p.stderr, time.perf_counter() - started


def compare_entry(args):
    """Compares one entry's `-d` with llvm-objdump 19's, or, for an entry outside the
    sample, only runs gcn-isa; either way keeps the expected text for the library check."""
    path, gcn_isa, llvm_objdump, with_llvm = args
    rc_g, ours, err_g, t_g = run([gcn_isa, "objdump", "--threads", "1", "-d", path])
    if not with_llvm:
        problem = None if rc_g == 0 else f"{path}: gcn-isa exit {rc_g}: {err_g[:300]!r}"
        with open(path + ".expected.txt", "wb") as f:
            f.write(ours)
        return path, None, ours.count(b"\n"), 0.0, t_g, problem
    rc_l, llvm, err_l, t_l = run([llvm_objdump, "-d", path])
    same = rc_l == 0 and rc_g == 0 and llvm == ours
    problem = None
    if not same:
        problem = f"{path}: llvm-objdump exit {rc_l}, gcn-isa exit {rc_g}"
        if rc_l == 0 and rc_g == 0:
            a, b = llvm.splitlines(), ours.splitlines()
            line = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
            problem += (f"; first difference at line {line + 1}:\n  llvm-objdump: "
                        f"{a[line] if line < len(a) else b'(end)'!r}\n  gcn-isa:      "
                        f"{b[line] if line < len(b) else b'(end)'!r}")
        else:
            problem += f": {err_l.decode(errors='replace')[:300]} {err_g.decode(errors='replace')[:300]}"
    # Kept on disk (rocSPARSE's outputs are 2.4 GB), for the comparison with the library's.
    with open(path + ".expected.txt", "wb") as f:
        f.write(llvm)
    return path, same, llvm.count(b"\n"), t_l, t_g, problem


def check_library(library, work, opts):
    with open(library, "rb") as f:
        data = f.read()
    section = fatbin(data)
    if section is None:
        return {"library": library, "error": "no .hip_fatbin section"}
    entries = bundle_entries(section)
    covered, skipped = [], {}
    for index, (ident, body) in enumerate(entries):
        mach = machine(body)
        if mach is None:
            continue  # the host entry, or an empty one
        if mach in COVERED:
            path = os.path.join(work, f"{os.path.basename(library)}.{index:05d}.{COVERED[mach]}.co")
            with open(path, "wb") as f:
                f.write(body)
            covered.append((ident, path, COVERED[mach]))
        else:
            name = OTHERS.get(mach, f"machine {mach:#x}")
            skipped[name] = skipped.get(name, 0) + 1
    # Every Nth entry of each processor (so that each is compared); outside the sample, an
    # entry's expected text in the library is gcn-isa's own output for the entry alone.
    jobs, seen = [], {}
    for _, path, proc in covered:
        seen[proc] = seen.get(proc, -1) + 1
        jobs.append((path, opts.gcn_isa, opts.llvm_objdump, seen[proc] % opts.every == 0))
    results = {}
    with cf.ThreadPoolExecutor(opts.jobs) as pool:
        for path, same, lines, t_l, t_g, problem in pool.map(compare_entry, jobs):
            results[path] = (same, lines, t_l, t_g, problem)
    problems = [r[4] for r in results.values() if r[4]]
    # The other outputs on a few entries of each processor: labels, demangled names,
    # headers and tables.
    extra_runs = 0
    for _, path, _ in covered[:8]:
        for flags in EXTRA_FLAG_SETS:
            extra_runs += 1
            if compare_with_llvm(opts, path, flags)[1]:
                problems.append(f"{path} {' '.join(flags)}: differs from llvm-objdump")
    # The library itself: every covered entry, under `LIBRARY(ENTRY-ID):`, in bundle order.
    whole_path = os.path.join(work, os.path.basename(library) + ".gcn-isa.txt")
    started = time.perf_counter()
    with open(whole_path, "wb") as out:
        p = subprocess.run([opts.gcn_isa, "objdump", "-d", library], stdout=out,
                           stderr=subprocess.PIPE)
    t_whole = time.perf_counter() - started
    rc, err = p.returncode, p.stderr
    same_whole = rc == 0
    with open(whole_path, "rb") as whole:
        for ident, path, _ in covered:
            with open(path + ".expected.txt", "rb") as f:
                text = f.read()
            parts = text.split(b"\n", 2)
            if len(parts) < 3 or not parts[1].startswith(path.encode() + b":"):
                same_whole = False  # the entry's own run failed: a problem already
                break
            _, first, rest = parts
            header = f"{library}({ident}):".encode() + first[len(path) + 1:]
            expected = b"\n" + header + b"\n" + rest
            if whole.read(len(expected)) != expected:
                same_whole = False
                break
        same_whole = same_whole and whole.read(1) == b""
    if not same_whole:
        problems.append(f"{library}: `gcn-isa objdump -d` of the library (exit {rc}) is not "
                        f"the entries' llvm-objdump output under their bundle headers")
    for name in skipped:
        if name.encode() not in err:
            problems.append(f"{library}: the warning does not name skipped processor {name}: {err!r}")
    per_processor = {}
    for _, _, proc in covered:
        per_processor[proc] = per_processor.get(proc, 0) + 1
    return {
        "library": library,
        "entries": len(covered),
        "per_processor": per_processor,
        "skipped": skipped,
        "lines": sum(r[1] for r in results.values()),
        "compared": sum(1 for r in results.values() if r[0] is not None),
        "identical": sum(1 for r in results.values() if r[0]),
        "llvm_seconds": sum(r[2] for r in results.values()),
        "ours_seconds": sum(r[3] for r in results.values()),
        "whole_seconds": t_whole,
        "problems": problems,
        "extra_runs": extra_runs,
    }


def embedded_objects(data):
    """Every AMDGPU ELF64 image inside `data` (as ROCr embeds its blit kernels): (offset,
    bytes), each cut at the end of its last section or header table."""
    out = []
    at = data.find(b"\x7fELF\x02\x01")
    while at >= 0:
        if machine(data[at:at + 64]) is not None:
            phoff, shoff = struct.unpack_from("<QQ", data, at + 32)
            phentsize, phnum, shentsize, shnum = struct.unpack_from("<HHHH", data, at + 54)
            end = max(shoff + shnum * shentsize, phoff + phnum * phentsize)
            for i in range(shnum):
                h = struct.unpack_from("<IIQQQQIIQQ", data, at + shoff + i * shentsize)
                if h[1] != 8:  # SHT_NOBITS has no bytes
                    end = max(end, h[4] + h[5])
            out.append((at, data[at:at + end]))
        at = data.find(b"\x7fELF\x02\x01", at + 1)
    return out


def check_embedded(library, work, opts):
    """The code objects embedded in `library`: gfx8+ against llvm-objdump 19, gfx6/gfx7 by
    assembling gcn-isa's text back to the same words (llvm-objdump 19 aborts on those)."""
    with open(library, "rb") as f:
        data = f.read()
    compared = reassembled = lines = 0
    per_processor, skipped, problems = {}, {}, []
    singles = {}  # offset -> gcn-isa -d of the extracted object, after its header line
    for at, body in embedded_objects(data):
        mach = machine(body)
        name = COVERED.get(mach, "legacy" if mach == 0 else OTHERS.get(mach, f"{mach:#x}"))
        if mach not in COVERED and mach != 0:
            skipped[name] = skipped.get(name, 0) + 1
            continue
        path = os.path.join(work, f"{os.path.basename(library)}.{at:08x}.{name}.co")
        with open(path, "wb") as f:
            f.write(body)
        per_processor[name] = per_processor.get(name, 0) + 1
        extra = ["--triple=amdgcn-amd-amdhsa", f"--mcpu={LEGACY_CPU}"] if mach == 0 else []
        if name in GFX6_GFX7:
            ours, bad = reassembly_problems(name, path, opts, extra)
            lines += ours.count(b"\n")
            problems += bad
            reassembled += 1
            singles[at] = ours.decode().split("\tfile format elf64-amdgpu\n", 1)[1]
            continue
        for flags in (["-d"], ["-d", "--symbolize-operands"], ["-D", "-r"], ["-x"]):
            ours, differs = compare_with_llvm(opts, path, extra + flags)
            if flags == ["-d"]:
                lines += ours.count(b"\n")
                if mach != 0:
                    singles[at] = ours.decode().split("\tfile format elf64-amdgpu\n", 1)[1]
            if differs:
                problems.append(f"{path} {' '.join(extra + flags)}: differs from llvm-objdump")
        compared += 1
    # gcn-isa reads the library itself: every code object in its data, under
    # `LIBRARY(embedded-OFFSET-PROCESSOR)`, as it prints the extracted one (the legacy ones,
    # whose processor only --mcpu gives, skipped with the uncovered ones).
    rc, text, err, _ = run([opts.gcn_isa, "objdump", "-d", library])
    parts = re.split(r"\n" + re.escape(library) +
                     r"\(embedded-(0x[0-9a-f]+)(?:-[^)]*)?\):\tfile format elf64-amdgpu\n",
                     text.decode())
    whole = {int(parts[i], 16): parts[i + 1] for i in range(1, len(parts), 2)}
    if rc != 0 or whole != singles:
        problems.append(f"{library} read whole: exit {rc}, {len(whole)} code objects printed "
                        f"({sorted(whole) == sorted(singles)} for the offsets), "
                        f"{sum(whole.get(k) == v for k, v in singles.items())} of "
                        f"{len(singles)} as when extracted; {err.decode()[:200]}")
    return {"library": library, "per_processor": per_processor, "skipped": skipped,
            "compared": compared, "reassembled": reassembled, "lines": lines,
            "problems": problems}


DEVICE_LIBS = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"
# (llc processor, its oclc_isa_version library): every generation gcn-isa covers.
DEVICE_CPUS = [("tahiti", "600"), ("hawaii", "701"), ("bonaire", "704"), ("fiji", "803"),
               ("gfx900", "900"), ("gfx906", "906"), ("gfx908", "908")]
DEVICE_CONTROLS = ["oclc_daz_opt_off", "oclc_finite_only_off", "oclc_unsafe_math_off",
                   "oclc_correctly_rounded_sqrt_on", "oclc_wavefrontsize64_on",
                   "oclc_abi_version_400"]
LLC = "/usr/lib/llvm-19/bin/llc"


def check_device_libs(directory, work, opts):
    """AMD's device libraries (`rocm-device-libs`: the math library ocml and the kernel
    library ockl, LLVM bitcode) compiled by llc 19 for every generation at -O2:
    gfx8+ against llvm-objdump 19 (`-d`, `-d --symbolize-operands`), gfx6/gfx7 by
    reassembly. Their functions are `linkonce_odr` (nothing would be emitted): made
    external first. ocml's f64 `native_*` functions are left out (llc 19 has no f64 sine,
    cosine, exponential or logarithm for amdgcn); any other function llc 19 cannot compile
    for a processor (it names it) is deleted and the rest compiled."""
    sources = []
    for lib in ("ocml", "ockl"):
        ll = os.path.join(work, f"{lib}.ll")
        subprocess.run(["llvm-dis-19", os.path.join(directory, f"{lib}.bc"), "-o", ll], check=True)
        with open(ll) as f:
            text = f.read().replace("\ndefine linkonce_odr ", "\ndefine ")
        with open(ll, "w") as f:
            f.write(text)
        sources.append(ll)
    report = {"objects": 0, "functions": 0, "lines": 0, "deleted": {}, "problems": []}
    for cpu, isa in DEVICE_CPUS:
        linked = os.path.join(work, f"device-{cpu}.bc")
        controls = [os.path.join(directory, f"{c}.bc")
                    for c in [f"oclc_isa_version_{isa}"] + DEVICE_CONTROLS]
        # ockl's wave and LDS code (`ds_bpermute`, DPP) needs gfx8: gfx6/gfx7 get ocml alone.
        libs = sources if isa[0] not in "67" else sources[:1]
        subprocess.run(["llvm-link-19", *libs, *controls, "-o", linked], check=True)
        # ocml's f64 `native_*` functions call f64 sin, cos, exp and log intrinsics, which
        # llc 19 can neither select nor call for amdgcn (without naming the function).
        subprocess.run(["llvm-extract-19", "--delete", "--rfunc=^__ocml_native_.*_f64$",
                        linked, "-o", linked], check=True)
        # -O2 only: at -O0 the branches on the processor's features stay, and llc cannot
        # select what the other processors' branches use.
        for opt in ("-O2",):
            obj = os.path.join(work, f"device.{cpu}{opt}.o")
            source = linked
            while True:
                try:
                    p = subprocess.run([LLC, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", opt,
                                        "-filetype=obj", source, "-o", obj],
                                       capture_output=True, timeout=300)
                except subprocess.TimeoutExpired:
                    report["problems"].append(f"llc -mcpu={cpu} {opt}: no result in 300 s")
                    break
                if p.returncode == 0:
                    break
                failed = (re.search(rb"In function: (\S+)", p.stderr)
                          or re.search(rb"on function '@([^']+)'", p.stderr))
                if not failed or len(report["deleted"]) > 20:
                    report["problems"].append(f"llc -mcpu={cpu} {opt}: {p.stderr[:300]!r}")
                    break
                name = failed.group(1).decode()
                report["deleted"].setdefault(name, []).append(f"{cpu}{opt}")
                trimmed = os.path.join(work, f"device-{cpu}{opt}.bc")
                subprocess.run(["llvm-extract-19", "--delete", f"--func={name}", source,
                                "-o", trimmed], check=True)
                source = trimmed
            if not os.path.exists(obj) or p.returncode != 0:
                continue
            report["objects"] += 1
            if isa[0] in "67":
                ours, bad = reassembly_problems(cpu, obj, opts)
                report["lines"] += ours.count(b"\n")
                report["functions"] += ours.count(b">:\n")
                report["problems"] += bad
                continue
            for flags in (["-d"], ["-d", "--symbolize-operands"]):
                ours, differs = compare_with_llvm(opts, obj, flags)
                if flags == ["-d"]:
                    report["lines"] += ours.count(b"\n")
                    report["functions"] += ours.count(b">:\n")
                if differs:
                    report["problems"].append(f"{cpu}{opt} {' '.join(flags)}: differs from llvm-objdump")
    return report


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("libraries", nargs="*", default=DEFAULT_LIBRARIES)
    ap.add_argument("--embedding", nargs="*", default=DEFAULT_EMBEDDING,
                    help="libraries with code objects embedded in their data (ROCr's)")
    ap.add_argument("--device-libs", default=DEVICE_LIBS,
                    help="rocm-device-libs' bitcode directory (ocml.bc, ockl.bc, oclc_*.bc)")
    ap.add_argument("--gcn-isa", default=os.path.join(ROOT, "target", "release", "gcn-isa"))
    ap.add_argument("--llvm-objdump", default="llvm-objdump-19")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--every", type=int, default=1, metavar="N",
                    help="compare every Nth entry of a library with llvm-objdump (default: all);"
                         " the others are only disassembled, for the whole-library check")
    ap.add_argument("--keep", help="write the extracted code objects here and keep them")
    opts = ap.parse_args()
    if opts.every < 1:
        ap.error("--every must be at least 1")
    if not shutil.which(opts.llvm_objdump):
        sys.exit(f"{opts.llvm_objdump} not found (apt-get install -y llvm-19)")
    libraries = [lib for lib in opts.libraries if os.path.exists(lib)]
    embedding = [lib for lib in opts.embedding if os.path.exists(lib)]
    for lib in opts.libraries + opts.embedding:
        if lib not in libraries + embedding:
            print(f"note: {lib} is not installed; skipped")
    device_libs = opts.device_libs if os.path.exists(os.path.join(opts.device_libs, "ocml.bc")) \
        and os.path.exists(LLC) else None
    if not device_libs:
        print(f"note: {opts.device_libs}/ocml.bc (rocm-device-libs) or {LLC} missing; skipped")
    if not libraries and not embedding and not device_libs:
        return 0
    work = opts.keep or tempfile.mkdtemp(prefix="rocm-libraries-")
    os.makedirs(work, exist_ok=True)
    reports, embedded = [], []
    try:
        for lib in libraries:
            reports.append(check_library(lib, work, opts))
        for lib in embedding:
            embedded.append(check_embedded(lib, work, opts))
        device = check_device_libs(device_libs, work, opts) if device_libs else None
    finally:
        if not opts.keep:
            shutil.rmtree(work, ignore_errors=True)
    failed = False
    print("| library | code objects compared (per processor) | skipped (not covered) | lines "
          "| identical (of those compared) | llvm-objdump, compared entries | gcn-isa, all entries "
          "| gcn-isa on the library |")
    print("|---|---|---|---|---|---|---|---|")
    for r in reports:
        if "error" in r:
            print(f"| `{r['library']}` | {r['error']} | | | | | | |")
            failed = True
            continue
        procs = ", ".join(f"{p} {n}" for p, n in sorted(r["per_processor"].items()))
        skipped = ", ".join(f"{p} {n}" for p, n in sorted(r["skipped"].items())) or "none"
        print(f"| `{os.path.basename(r['library'])}` | {r['entries']} ({procs}) | {skipped} | "
              f"{r['lines']:,} | {r['identical']} of {r['compared']} | {r['llvm_seconds']:.1f} s "
              f"| {r['ours_seconds']:.1f} s | {r['whole_seconds']:.2f} s |")
        for p in r["problems"]:
            print(f"DIFFERENCE: {p}")
            failed = True
    for r in reports:
        if "extra_runs" in r:
            print(f"\n`{os.path.basename(r['library'])}`: also {r['extra_runs']} runs of "
                  f"{'; '.join(' '.join(f) for f in EXTRA_FLAG_SETS)} on its first entries.")
    for r in embedded:
        procs = ", ".join(f"{p} {n}" for p, n in sorted(r["per_processor"].items()))
        skipped = ", ".join(f"{p} {n}" for p, n in sorted(r["skipped"].items())) or "none"
        print(f"\n`{os.path.basename(r['library'])}` (embedded code objects: {procs}; not "
              f"covered: {skipped}): {r['compared']} identical to llvm-objdump 19 with -d, "
              f"-d --symbolize-operands, -D -r and -x (legacy ones read as {LEGACY_CPU}), "
              f"{r['reassembled']} gfx7 ones whose every text assembles back to its words; "
              f"{r['lines']:,} lines.")
        for p in r["problems"]:
            print(f"DIFFERENCE: {p}")
            failed = True
    if device:
        deleted = ", ".join(f"{name} ({', '.join(where)})"
                            for name, where in sorted(device["deleted"].items())) or "none"
        print(f"\nDevice libraries (ocml, ockl) compiled by llc 19 for "
              f"{', '.join(c for c, _ in DEVICE_CPUS)} at -O2: {device['objects']} "
              f"objects, {device['functions']:,} functions, {device['lines']:,} lines; gfx8+ "
              f"identical to llvm-objdump 19 under -d and -d --symbolize-operands, gfx6/gfx7 "
              f"reassembled to their words. Functions llc could not compile, deleted: {deleted}.")
        for p in device["problems"]:
            print(f"DIFFERENCE: {p}")
            failed = True
    print()
    print("Times: the sum over entries of each tool's wall time on one entry (one thread, "
          f"{opts.jobs} entries at a time), and one `gcn-isa objdump -d` of the whole library "
          "(every core).")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
