#!/usr/bin/env python3
"""rocPRIM, AMD's library of GPU primitives, compiled by clang 19: `gcn-isa objdump` on the
device code against llvm-objdump 19.

Third-party device code of the kind HIP programs are made of: rocPRIM's device-wide
algorithms (radix, merge and segmented sorts, lookback scans, reductions by key,
histograms, selections; `cli/tests/objects/src/rocprim/device.hip` calls each, which
instantiates the kernels it launches) and its block- and warp-level primitives (DPP and
swizzle reductions, LDS exchanges, sorts in registers; `block.hip`), as Debian's
librocprim-dev 5.3 ships them (headers only). rocPRIM needs DPP, so gfx8 and later only:
each source is compiled with `clang-19 -x hip --cuda-device-only` for gfx803, gfx810,
gfx900, gfx904, gfx906 and gfx908 (a processor of each of gcn-isa's instruction sets) at
-O1, -O2 and -O3 (with `--more-cpus`, also for gfx801, gfx802, gfx902, gfx909 and gfx90c,
some with XNACK on or off), into a clang offload bundle. For each bundle, `gcn-isa objdump FLAGS BUNDLE` reads every entry in place and must
print, under `BUNDLE(ENTRY-ID):`, exactly what `llvm-objdump-19 FLAGS ENTRY` prints for the
entry extracted (by this script, not by gcn-isa), for each flag set of FLAG_SETS and for
`-D --disassemble-symbols=` every kernel descriptor (`NAME.kd`, printed as `.amdhsa_*`
directives). The symbols are C++ template instances (lambdas, enums, nested templates), so
the `-C` sets also compare the demangler with LLVM's on production names.

Prints a Markdown table and exits 1 on any difference. Needs clang-19, llvm-19,
rocm-device-libs and librocprim-dev (`apt-get install -y clang-19 llvm-19 rocm-device-libs
librocprim-dev`), and a release build of the CLI.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from objdump_compare import conclude, judge  # noqa: E402
from rocm_libraries import bundle_entries  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "cli", "tests", "objects", "src", "rocprim")
DEVICE_LIBS = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"
ROCPRIM_HEADER = "/usr/include/rocprim/rocprim.hpp"
# One processor per instruction set of gfx8 and later (gcn-isa's generations).
CPUS = ["gfx803", "gfx810", "gfx900", "gfx904", "gfx906", "gfx908"]
# One bundle cannot hold a processor both with and without a feature set (clang refuses
# `gfx906` beside `gfx906:xnack+`): the features go on processors CPUS does not name.
MORE_CPUS = ["gfx801:xnack+", "gfx802", "gfx902:xnack-", "gfx909", "gfx90c:xnack+"]
OPT_LEVELS = ["1", "2", "3"]
FLAG_SETS = [["-d"], ["-d", "--symbolize-operands", "-C"], ["-D", "-r"], ["-x", "-C"],
             ["-d", "--no-leading-addr", "--no-show-raw-insn"]]


def run(cmd, check=False):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if check and p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{p.stderr.decode(errors='replace')[:2000]}")
    return p


def compile_bundle(opts, source, opt, cpus, work):
    """The offload bundle of `source` compiled for `cpus` at `opt`."""
    name = os.path.splitext(os.path.basename(source))[0]
    out = os.path.join(work, f"{name}{opt}.o")
    run([opts.clang, "-x", "hip", f"--offload-arch={','.join(cpus)}", "--cuda-device-only",
         opt, "-c", f"--rocm-device-lib-path={opts.device_libs}", "--rocm-path=/usr",
         source, "-o", out], check=True)
    return out


def split_by_header(listing, binary):
    """gcn-isa's output for a bundle, cut at each entry's header: {entry id: part}."""
    parts = re.split(r"\n" + re.escape(binary) + r"\(([^)]*)\):\tfile format elf64-amdgpu\n",
                     listing)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}


def kernel_descriptors(opts, path):
    """The `NAME.kd` symbols of the code object at `path`, by llvm-objdump 19's `-t`."""
    table = run([opts.llvm_objdump, "-t", path], check=True).stdout.decode()
    return [line.split()[-1] for line in table.splitlines() if line.endswith(".kd")]


def check_bundle(opts, bundle, report):
    """Every entry of `bundle` under every flag set against llvm-objdump 19 on the entry."""
    with open(bundle, "rb") as f:
        entries = [(i, b) for i, b in bundle_entries(f.read()) if "amdgcn" in i]
    problems = report["problems"]
    if not entries:
        problems.append(f"{bundle}: no amdgcn entry in the bundle")
        return
    files = {}
    for ident, data in entries:
        path = f"{bundle}.{ident.replace(':', '_')}.o"
        with open(path, "wb") as f:
            f.write(data)
        files[ident] = path
    report["entries"] += len(files)
    flag_sets = [(flags, None) for flags in FLAG_SETS]
    for ident, path in files.items():
        kds = kernel_descriptors(opts, path)
        report["kernels"] += len(kds)
        flag_sets.append((["-D", f"--disassemble-symbols={','.join(kds)}"], ident))
    for flags, only in flag_sets:
        ours = run([opts.gcn_isa, "objdump", *flags, bundle])
        report["runs"] += 1
        parts = split_by_header(ours.stdout.decode(errors="replace"), bundle)
        if ours.returncode != 0 or sorted(parts) != sorted(files):
            problems.append(f"{bundle} {' '.join(flags)[:80]}: exit {ours.returncode}, entries "
                            f"{sorted(parts)}, expected {sorted(files)}: "
                            f"{ours.stderr.decode(errors='replace')[:300]}")
            continue
        for ident, path in files.items():
            if only is not None and ident != only:
                continue
            llvm = run([opts.llvm_objdump, *flags, path])
            listing = llvm.stdout.decode(errors="replace")
            header = f"\n{path}:\tfile format elf64-amdgpu\n"
            label = f"{os.path.basename(bundle)} ({ident}) {' '.join(flags)[:60]}"
            if not listing.startswith(header):
                problems.append(f"{label}: llvm-objdump printed no header (exit "
                                f"{llvm.returncode})")
            elif problem := judge(listing[len(header):], parts[ident], llvm.returncode, report):
                problems.append(f"{label}: {problem}")
            else:
                report["identical"] += llvm.returncode == 0
                if flags == ["-d"]:
                    report["lines"] += parts[ident].count("\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--clang", default=shutil.which("clang-19") or "clang-19")
    ap.add_argument("--llvm-objdump", default=shutil.which("llvm-objdump-19") or "llvm-objdump")
    ap.add_argument("--gcn-isa", default=os.path.join(ROOT, "target", "release", "gcn-isa"))
    ap.add_argument("--device-libs", default=DEVICE_LIBS)
    ap.add_argument("--opt-levels", nargs="+", default=OPT_LEVELS, metavar="N",
                    help="clang's -O levels to compile at (default: 1 2 3)")
    ap.add_argument("--more-cpus", action="store_true",
                    help="also the other gfx8/gfx9 processors, some with XNACK on or off")
    ap.add_argument("--keep", help="build in this directory and keep what is built")
    opts = ap.parse_args()
    for need in (ROCPRIM_HEADER, opts.device_libs, opts.gcn_isa):
        if not os.path.exists(need):
            sys.exit(f"{need} not found (see this script's docstring)")
    cpus = CPUS + (MORE_CPUS if opts.more_cpus else [])
    sources = sorted(os.path.join(SOURCES, s) for s in os.listdir(SOURCES) if s.endswith(".hip"))
    work = opts.keep or tempfile.mkdtemp(prefix="rocprim-")
    os.makedirs(work, exist_ok=True)
    report = {"problems": [], "entries": 0, "kernels": 0, "runs": 0, "identical": 0, "lines": 0,
              "deviations": 0, "skipped": 0, "crashes": 0}
    # clang compiles on one core: two at a time on the 2-core machine.
    jobs = [(s, f"-O{level}") for s in sources for level in opts.opt_levels]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        bundles = list(pool.map(lambda j: compile_bundle(opts, j[0], j[1], cpus, work), jobs))
    for bundle in bundles:
        check_bundle(opts, bundle, report)
    print("| sources | processors | optimisation | bundle entries | kernels | gcn-isa runs "
          "| entry listings identical | `-d` lines |")
    print("|---|---|---|---|---|---|---|---|")
    print(f"| {len(sources)} | {len(cpus)} | {' '.join('-O' + n for n in opts.opt_levels)} | {report['entries']} "
          f"| {report['kernels']} | {report['runs']} | {report['identical']} | "
          f"{report['lines']:,} |")
    status = conclude(report)
    if not opts.keep:
        shutil.rmtree(work)
    sys.exit(status)


if __name__ == "__main__":
    main()
