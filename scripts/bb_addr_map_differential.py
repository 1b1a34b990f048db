#!/usr/bin/env python3
"""`gcn-isa objdump --symbolize-operands` against llvm-objdump 19 on basic-block address maps
(`.llvm_bb_addr_map`, which `llc -basic-block-address-map` writes; clang 19 refuses the
option for AMDGPU, so the maps are made two ways):

* compiled: every `.ll` kernel source of `cli/tests/objects/src` through `llc-19
  -basic-block-address-map`, with and without `-pgo-analysis-map=...`, `-function-sections`
  and `-basic-block-sections=all` (several ranges per function), for fiji, gfx900, gfx906
  and gfx908, as relocatable objects and linked by `ld.lld-19 -shared`;
* generated: objects whose map sections are written byte by byte in assembly from a
  grammar (versions 0 to 3, every feature bit, several ranges, PGO data, block offsets on
  and off instruction boundaries, functions that do not exist), then in some of them the
  map truncated, bytes flipped, its type made the old `SHT_LLVM_BB_ADDR_MAP_V0`, its link
  or its relocation section broken; linked copies of some.

Each object is disassembled by both tools with `-d --symbolize-operands` and a second flag
set drawn from `-r`, `--no-leading-addr`, `--disassemble-symbols=`, `--start-address=`,
`-D`, `--pretty-pgo-analysis-map`; standard output must be identical, and the warnings the
same without the tools' prefixes.

Needs llvm-19 and lld-19 and a release build of the CLI. Usage: python3
scripts/bb_addr_map_differential.py [--seed S] [--objects N] [--keep DIR]. Exits 1 on any
difference.
"""
import argparse
import glob
import os
import random
import struct
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from frames_differential import messages, uleb  # noqa: E402
from objdump_compare import interleaving_differs, judge, section_headers  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GCN_ISA = os.path.join(ROOT, "target", "release", "gcn-isa")
SOURCES = os.path.join(ROOT, "cli", "tests", "objects", "src")
LLVM_MC, LLVM_OBJDUMP, LLC, LLD = "llvm-mc-19", "llvm-objdump-19", "llc-19", "ld.lld-19"
SHT_LLVM_BB_ADDR_MAP_V0 = 0x6FFF4C08
# Outcomes that are not differences.
OK = ("same", "unassembled", "not compiled", "llvm crashed", "both refused",
      "same but MTBUF with TFE")

# (text, size in bytes) of the instructions the generated functions are made of.
INSTRUCTIONS = [("s_nop 0", 4), ("v_mov_b32_e32 v0, 0x12345678", 8), ("s_mov_b32 s0, s1", 4),
                ("v_add_f32_e64 v0, v1, v2", 8), ("s_waitcnt 0", 4)]


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, **kw)


def functions_source(r, count):
    """A `.text` of `count` functions: (assembly lines, [(name, [instruction offsets],
    size)])."""
    lines, functions = [".text"], []
    for f in range(count):
        name = f"f{f}"
        # A local function's address is relocated against the section (its addend is the
        # offset); a global one's against itself, whose addend LLVM takes for the address.
        if r.random() < 0.2:
            lines.append(f".globl {name}")
        lines += [f".type {name},@function", f"{name}:"]
        offsets, at = [], 0
        n = r.randint(2, 9)
        for k in range(n):
            offsets.append(at)
            if k == n - 1:
                lines.append("  s_endpgm")
                at += 4
            elif r.random() < 0.15:
                target = r.randint(0, n - 1)
                lines.append(f"  s_branch .L{name}_i{target}")
                at += 4
            else:
                text, size = r.choice(INSTRUCTIONS)
                lines.append(f"  {text}")
                at += size
            lines.insert(-1, f".L{name}_i{k}:")
        functions.append((name, offsets, at))
    return lines, functions


def value(r, small=40):
    return r.choice([r.randint(0, small), r.randint(0, small), r.getrandbits(32),
                     0xFFFFFFFF, 0x100000000, r.getrandbits(64)])


def map_entry(r, function, version, features, broken=False):
    """One function's map, as `.byte`/`.quad` items: (kind, value) with kind 'b' (a byte)
    or 'q' (an address, a symbol expression)."""
    name, offsets, size = function
    items = []
    if version is not None:
        items += [("b", version), ("b", features)]
    ranges = r.randint(1, 3) if features & 8 else 1
    if features & 8:
        items += [("b", b) for b in uleb(0 if broken and r.random() < 0.2 else ranges)]
    blocks_total = 0
    for k in range(ranges):
        base = r.choice(offsets) if k else 0
        if r.random() < 0.05:
            base = r.randint(0, size + 8)
        items.append(("q", f"{name}+{base}"))
        count = r.randint(0, 5)
        items += [("b", b) for b in uleb(count)]
        blocks_total += count
        previous_end = 0
        for i in range(count):
            if version is not None and version >= 2:
                items += [("b", b) for b in uleb(r.choice([i, i, r.randint(0, 60)]))]
            start = r.choice(offsets) + (r.choice([0, 0, 0, 2]) if r.random() < 0.2 else 0)
            start = max(start - base, 0)
            block_size = r.choice([4, 8, 12]) if r.random() < 0.7 else r.randint(0, 40)
            offset = start - previous_end if (version or 0) >= 1 else start
            if offset < 0:
                offset = r.randint(0, 8)
            items += [("b", b) for b in uleb(offset)]
            items += [("b", b) for b in uleb(block_size)]
            metadata = r.randint(32, 300) if broken and r.random() < 0.2 else r.randint(0, 31)
            items += [("b", b) for b in uleb(metadata)]
            previous_end = (previous_end + offset + block_size) if (version or 0) >= 1 else 0
    if features & 1:
        items += [("b", b) for b in uleb(value(r, 1000))]
    if features & 6:
        for _ in range(blocks_total):
            if features & 2:
                items += [("b", b) for b in uleb(value(r, 100000))]
            if features & 4:
                successors = r.randint(0, 3)
                items += [("b", b) for b in uleb(successors)]
                for _ in range(successors):
                    items += [("b", b) for b in uleb(r.randint(0, 60))]
                    wide = broken and r.random() < 0.2
                    probability = r.getrandbits(33) if wide else r.choice(
                        [0x40000000, 0x80000000, r.getrandbits(31), 0xFFFFFFFF])
                    items += [("b", b) for b in uleb(probability)]
    return items


def generated_source(r):
    lines, functions = functions_source(r, r.randint(1, 4))
    items = []
    # Most maps are valid (version 2 with any features, or 0 and 1 without); in a quarter
    # of the objects one function's entry breaks a rule.
    broken = r.randrange(len(functions)) if r.random() < 0.25 else None
    for k, function in enumerate(functions):
        if r.random() < 0.85 or k == broken:
            version, features = r.choice([(2, r.choice([0, 1, 2, 4, 7, 8, 9, 15, 3, 5, 14])),
                                          (1, 0), (0, 0)])
            if k == broken:
                version, features = r.choice([(r.randint(3, 255), 0),
                                              (r.randint(0, 1), r.randint(1, 15)),
                                              (2, r.randint(16, 255))])
            items += map_entry(r, function, version, features, broken=k == broken)
    # Truncated somewhere (an address cut in two loses its relocation).
    if items and r.random() < 0.08:
        items = items[:r.randint(0, len(items))]
    lines.append('.section .llvm_bb_addr_map,"o",@llvm_bb_addr_map,.text')
    for kind, item in items:
        lines.append(f"  .byte {item}" if kind == "b" else f"  .quad {item}")
    return "\n".join(lines) + "\n"


def damage(path, r):
    """Breaks the map section's header, contents or relocations in one random way."""
    data = bytearray(open(path, "rb").read())
    found = {name: (index, header) for index, name, header in section_headers(data)}
    if ".llvm_bb_addr_map" not in found:
        return
    index, header = found[".llvm_bb_addr_map"]
    how = r.choice(["v0", "link", "link-invalid", "no-rela", "rela-entsize", "flip", "size"])
    if how == "v0":
        struct.pack_into("<I", data, header + 4, SHT_LLVM_BB_ADDR_MAP_V0)
    elif how == "link":
        struct.pack_into("<I", data, header + 40, r.randint(0, len(found)))
    elif how == "link-invalid":
        struct.pack_into("<I", data, header + 40, 1000)
    elif how in ("no-rela", "rela-entsize") and ".rela.llvm_bb_addr_map" in found:
        _, rela = found[".rela.llvm_bb_addr_map"]
        if how == "no-rela":
            struct.pack_into("<I", data, rela + 4, 1)  # SHT_PROGBITS
        else:
            struct.pack_into("<Q", data, rela + 56, r.choice([0, 16, 25]))
    elif how == "flip":
        offset, size = struct.unpack_from("<QQ", data, header + 24)
        for _ in range(r.randint(1, 3)):
            if size:
                data[offset + r.randrange(size)] ^= 1 << r.randrange(8)
    elif how == "size":
        size, = struct.unpack_from("<Q", data, header + 32)
        struct.pack_into("<Q", data, header + 32, r.choice([0, max(size - 1, 0), size + 3, 1 << 40]))
    open(path, "wb").write(data)


def flag_set(r, path):
    extra = r.choice([[], [], ["-r"], ["--no-leading-addr"], ["-D"], ["--pretty-pgo-analysis-map"],
                      ["--pretty-pgo-analysis-map", "-r"], ["--disassemble-symbols=f1,f0"],
                      [f"--start-address={r.choice([0, 4, 8, 0x10, 0x24])}"]])
    return ["-d", "--symbolize-operands", *extra, path]


def compare(path, flags):
    llvm = run([LLVM_OBJDUMP, *flags])
    ours = run([GCN_ISA, "objdump", *flags])
    if ours.returncode not in (0, 1) or b"panicked" in ours.stderr:
        return "crash", ours.stderr.decode(errors="replace")[:400]
    if llvm.returncode < 0:
        return "llvm crashed", None
    # A file both refuse (a section past its end): gcn-isa says so before printing, LLVM
    # when it comes to it; the messages are each tool's own.
    if llvm.returncode == 1 and ours.returncode == 1:
        return "both refused", None
    llvm_err, ours_err = (p.stderr.decode(errors="replace") for p in (llvm, ours))
    if llvm.stdout != ours.stdout:
        # -D reads data as code, where an MTBUF word with TFE set is LLVM's `.long`
        # (docs/DEVIATIONS.md 2): counted, and compared on from where both are in step.
        report = {"deviations": 0, "skipped": 0, "crashes": 0}
        problem = judge(llvm.stdout.decode(errors="replace"),
                        ours.stdout.decode(errors="replace"), llvm.returncode, report)
        if problem:
            return "stdout", f"{' '.join(flags)}: {problem}"
        if messages(llvm_err) != messages(ours_err):
            return "stderr", " ".join(flags)
        return "same but MTBUF with TFE", None
    if messages(llvm_err) != messages(ours_err):
        return "stderr", " ".join(flags)
    # Where the messages fall between the lines (`2>&1`).
    if llvm_err and interleaving_differs([LLVM_OBJDUMP, *flags], [GCN_ISA, "objdump", *flags]):
        return "interleaving", " ".join(flags)
    return "same", None


def check_generated(seed, index, workdir):
    r = random.Random(f"{seed}-{index}")
    base = os.path.join(workdir, f"g{index}")
    open(base + ".s", "w").write(generated_source(r))
    made = run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj",
                base + ".s", "-o", base + ".o"], text=True)
    if made.returncode != 0:
        return [("unassembled", index, made.stderr[:300])]
    path = base + ".o"
    if r.random() < 0.2:
        linked = base + ".so"
        if run([LLD, "-shared", path, "-o", linked]).returncode == 0:
            path = linked
    if r.random() < 0.15:
        damage(path, r)
    out = []
    for flags in (["-d", "--symbolize-operands", path], flag_set(r, path)):
        kind, detail = compare(path, flags)
        out.append((kind, index, detail))
    return out


def compiled_objects(workdir):
    cpus = ["fiji", "gfx900", "gfx906", "gfx908"]
    variants = [[], ["-pgo-analysis-map=func-entry-count,bb-freq,br-prob"],
                ["-pgo-analysis-map=bb-freq", "-function-sections"],
                ["-basic-block-sections=all"],
                ["-basic-block-sections=all", "-pgo-analysis-map=func-entry-count,br-prob"]]
    jobs = []
    for source in sorted(glob.glob(os.path.join(SOURCES, "*.ll"))):
        for cpu in cpus:
            for k, variant in enumerate(variants):
                jobs.append((source, cpu, k, variant))
    return jobs


def check_compiled(job, workdir):
    source, cpu, k, variant = job
    stem = os.path.join(workdir, f"{os.path.basename(source)[:-3]}.{cpu}.{k}")
    made = run([LLC, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-O2",
                "-basic-block-address-map", *variant, "-filetype=obj", source, "-o", stem + ".o"])
    if made.returncode != 0:
        return [("not compiled", stem, None)]
    paths = [stem + ".o"]
    if run([LLD, "-shared", stem + ".o", "-o", stem + ".so"]).returncode == 0:
        paths.append(stem + ".so")
    out = []
    for path in paths:
        for flags in (["-d", "--symbolize-operands"], ["-d", "--symbolize-operands",
                                                        "--pretty-pgo-analysis-map", "-r"]):
            kind, detail = compare(path, [*flags, path])
            out.append((kind, path, detail))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="bb-1")
    ap.add_argument("--objects", type=int, default=600)
    ap.add_argument("--no-compiled", action="store_true")
    ap.add_argument("--keep", help="keep the objects in this directory")
    args = ap.parse_args()
    workdir = args.keep or tempfile.mkdtemp(prefix="bb-addr-map-")
    os.makedirs(workdir, exist_ok=True)
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        results = [x for batch in pool.map(lambda i: check_generated(args.seed, i, workdir),
                                           range(args.objects)) for x in batch]
        compiled = [] if args.no_compiled else compiled_objects(workdir)
        results += [x for batch in pool.map(lambda j: check_compiled(j, workdir), compiled)
                    for x in batch]
    tally = {}
    for kind, what, detail in results:
        tally[kind] = tally.get(kind, 0) + 1
        if kind not in OK:
            print(f"{kind}: {what}: {detail}")
    print(f"{args.objects} generated objects, {len(compiled)} compiled: "
          + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    bad = sum(v for k, v in tally.items() if k not in OK)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
