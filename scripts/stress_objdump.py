#!/usr/bin/env python3
"""Differential check of `gcn-isa objdump` on compiler output for random programs.

llvm-stress 19 writes random IR functions (scalar, vector, float and integer arithmetic,
loads and stores, selects, shuffles, branches); each is made an AMDGPU kernel (odd seeds)
or a callable function (even seeds), with pointer arguments in the global address
space and stack slots in the private one, so that the backend's address-space inference
picks global, scratch or buffer instructions, and compiled by llc 19 for each processor at
-O0, -O2 and -O3:

* gfx8 and later: `gcn-isa objdump -d` must print exactly what `llvm-objdump-19 -d` prints
  (and the same with `--symbolize-operands`, and `-D` with kernel descriptors);
* gfx6 and gfx7, which llvm-objdump cannot disassemble: every instruction text gcn-isa
  prints must assemble (llvm-mc 19, same processor) back to the words it was decoded from.

Programs llc refuses or crashes on are skipped (counted). Needs llvm-19 and a release build
of the CLI. Usage: python3 scripts/stress_objdump.py [--seeds A:B] [--size N] [--more-cpus]
[CPU ...]
Exits 1 on any disagreement, and keeps the failing objects in --keep.
"""
import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLI = ROOT / "target" / "release" / "gcn-isa"
DISASM_CPUS = ["fiji", "gfx900", "gfx906", "gfx908"]
ASM_CPUS = ["tahiti", "bonaire"]
# The gfx6 and gfx7 processor names llc 19 knows (llvm-objdump disassembles none of them);
# every other name given is compared with llvm-objdump.
GFX6_GFX7 = {"gfx600", "tahiti", "gfx601", "pitcairn", "verde", "gfx602", "hainan", "oland",
             "gfx700", "kaveri", "gfx701", "hawaii", "gfx702", "gfx703", "kabini", "mullins",
             "gfx704", "bonaire", "gfx705"}
# Processors of the same generations whose code llc shapes by their own features (XNACK,
# SRAM ECC, full-rate FP64, APU address spaces): `--more-cpus` adds them.
MORE_CPUS = ["carrizo", "tonga", "polaris10", "gfx805", "stoney", "gfx902", "gfx904",
             "gfx909", "gfx90c", "pitcairn", "oland", "hawaii", "kabini", "mullins", "gfx705"]
OPTS = ["-O0", "-O2", "-O3"]


def kernel_ir(text: str, kernel: bool = True) -> str:
    """llvm-stress's function as a kernel (or, with `kernel` false, a callable function:
    arguments in registers, a return through `s_setpc_b64`): global pointer arguments,
    private stack slots."""
    text = re.sub(
        r"^(\s*)(%\w+) = alloca (.*)$",
        lambda m: f"{m[1]}{m[2]}.p = alloca {m[3]}, addrspace(5)\n"
        f"{m[1]}{m[2]} = addrspacecast ptr addrspace(5) {m[2]}.p to ptr",
        text,
        flags=re.M,
    )
    header = re.search(r"^define void @(\w+)\((.*)\) \{$", text, flags=re.M)
    if header is None:
        return text
    # Arguments are named; the numbered values the body uses are defined from them at the
    # entry, in order (a flat pointer cast from the global one, the others frozen copies).
    casts = []
    params = []
    for param in header[2].split(", "):
        ty, _, name = param.rpartition(" ")
        arg = "%arg" + name[1:]
        if ty == "ptr":
            params.append(f"ptr addrspace(1) {arg}")
            casts.append(f"  {name} = addrspacecast ptr addrspace(1) {arg} to ptr\n")
        else:
            params.append(f"{ty} {arg}")
            casts.append(f"  {name} = freeze {ty} {arg}\n")
    cc = "amdgpu_kernel " if kernel else ""
    new_header = f"define {cc}void @{header[1]}({', '.join(params)}) {{"
    text = text.replace(header[0], new_header, 1)
    return text.replace(new_header + "\nBB:\n", new_header + "\nBB:\n" + "".join(casts), 1)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, **kw)


def decoded_texts(cpu: str, encodings: list[bytes]) -> list[str]:
    """gcn-isa's texts for llvm-mc's encodings (`dis --hex`, one line each)."""
    src = "\n".join(",".join(f"0x{b:02x}" for b in e) for e in encodings) + "\n"
    out = run([str(CLI), "dis", "--mcpu", cpu, "--hex"], input=src.encode()).stdout
    return [line.strip() for line in out.decode().splitlines()]


def reassembles(cpu: str, listing: str) -> tuple[list[str], int]:
    """Instruction lines of an objdump listing whose text does not assemble to its words,
    and how many assemble to other words that print the same text: a literal holding a
    value an inline constant expresses, which LLVM's printer prints as that constant and
    its assembler then encodes as one (docs/DEVIATIONS.md, item 6)."""
    lines = []
    for line in listing.splitlines():
        m = re.match(r"^\t(.*?)\s*// [0-9A-F]{12}: ((?:[0-9A-F]{8} ?)+)$", line)
        if m and not m[1].startswith((".long", ".byte")):
            lines.append((m[1].split(" <")[0], m[2].split()))
    if not lines:
        return [], 0
    src = "\n".join(text for text, _ in lines) + "\n"
    out = run(["llvm-mc-19", "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"],
              input=src.encode()).stdout.decode()
    encs = re.findall(r"; encoding: \[([^\]]*)\]", out)
    if len(encs) != len(lines):
        return [f"{len(lines)} instructions, {len(encs)} encodings from llvm-mc"], 0
    other = []
    for (text, words), enc in zip(lines, encs):
        data = bytes(int(b, 16) for b in enc.split(","))
        got = [f"{int.from_bytes(data[i:i + 4], 'little'):08X}" for i in range(0, len(data), 4)]
        if got != words:
            other.append((text, words, got, data))
    texts = decoded_texts(cpu, [data for *_, data in other]) if other else []
    bad = [f"{text}: {' '.join(words)} assembles to {' '.join(got)}"
           for (text, words, got, _), back in zip(other, texts) if back != text]
    return bad, len(other) - len(bad)


def check(job):
    seed, size, cpus, keep = job
    work = Path(tempfile.mkdtemp(prefix=f"stress{seed}-"))
    ll = work / "s.ll"
    raw = run(["llvm-stress-19", f"--seed={seed}", f"--size={size}"]).stdout.decode()
    # Odd seeds make a kernel, even ones a callable function.
    ll.write_text(kernel_ir(raw, kernel=seed % 2 == 1))
    stats = {"compiled": 0, "refused": 0, "lines": 0, "respelled": 0}
    failures = []
    for cpu in cpus:
        for opt in OPTS:
            obj = work / f"s.{cpu}{opt}.o"
            if run(["llc-19", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", opt,
                    "-filetype=obj", str(ll), "-o", str(obj)]).returncode != 0:
                stats["refused"] += 1
                continue
            stats["compiled"] += 1
            if cpu not in GFX6_GFX7:
                for flags in (["-d"], ["-d", "--symbolize-operands"], ["-D"]):
                    ours = run([str(CLI), "objdump", *flags, str(obj)])
                    theirs = run(["llvm-objdump-19", *flags, str(obj)])
                    stats["lines"] += ours.stdout.count(b"\n")
                    if (ours.stdout, ours.returncode) != (theirs.stdout, theirs.returncode):
                        failures.append(f"seed {seed} {cpu}{opt} {' '.join(flags)}: differs")
            else:
                ours = run([str(CLI), "objdump", "-d", str(obj)])
                stats["lines"] += ours.stdout.count(b"\n")
                if ours.returncode != 0:
                    failures.append(f"seed {seed} {cpu}{opt}: exit {ours.returncode}")
                bad, respelled = reassembles(cpu, ours.stdout.decode())
                stats["respelled"] += respelled
                failures += [f"seed {seed} {cpu}{opt}: {b}" for b in bad]
    if failures and keep:
        shutil.copytree(work, Path(keep) / f"seed{seed}", dirs_exist_ok=True)
    shutil.rmtree(work)
    return stats, failures


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", default="1:41", help="A:B, seeds A to B-1")
    ap.add_argument("--size", type=int, default=1500)
    ap.add_argument("--keep", default="/tmp/stress-failures")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--more-cpus", action="store_true",
                    help="also the other gfx6-gfx9 processors llc knows (MORE_CPUS)")
    ap.add_argument("cpus", nargs="*", default=DISASM_CPUS + ASM_CPUS)
    args = ap.parse_args()
    if args.more_cpus:
        args.cpus = args.cpus + MORE_CPUS
    a, b = map(int, args.seeds.split(":"))
    totals = {"compiled": 0, "refused": 0, "lines": 0, "respelled": 0}
    failures = []
    with ProcessPoolExecutor(args.jobs) as pool:
        for stats, fails in pool.map(check, [(s, args.size, args.cpus, args.keep)
                                            for s in range(a, b)]):
            for k in totals:
                totals[k] += stats[k]
            failures += fails
    for f in failures[:50]:
        print(f)
    print(f"seeds {a}..{b - 1}, size {args.size}: {totals['compiled']} objects compiled "
          f"({totals['refused']} refused by llc), {totals['lines']} lines compared, "
          f"{totals['respelled']} gfx6/gfx7 literals the assembler respells as inline "
          f"constants (same text), {len(failures)} disagreements")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
