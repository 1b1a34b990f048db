#!/usr/bin/env python3
"""Differential fuzzing of `gcn-isa objdump`'s layout against llvm-objdump 19.

Each seed writes a random assembly source (scripts/stress_objdump.py covers compiler output;
this covers what compilers rarely emit): one to three sections (code and data), symbols of
every type, binding and visibility (absolute, common and undefined ones too), some with C++
(Itanium) names for -C, several at one address, at addresses off dword boundaries
(`.byte` runs), zero runs (`.zero`), branches to the symbols, relocations (`.long`/`.quad`
of symbols, `@rel32`/`@abs32` literals, with addends), words that do not decode. It is
assembled by llvm-mc 19 for a random gfx8+ processor, and `gcn-isa objdump` must print what
`llvm-objdump-19` prints, byte for byte, with the twenty-five flag sets below (windows drawn
per seed; `-r` and `-t` with and without disassembly; `-h`, `-s`, `-C`, `--show-all-symbols`, `--disassemble-symbols`); both must succeed or both fail. Where llvm-objdump dies of a signal (LLVM 19 crashes on some
random sections under `-D`), what it printed before must begin gcn-isa's output; such runs
are counted and named, not failed. Every third object has its sections moved to addresses
of their own, and every sixth its `e_flags` machine set to 0, as in a legacy HSA code
object (both tools then read it with `--triple=amdgcn-amd-amdhsa --mcpu=CPU`).

Words LLVM rejects and gcn-isa decodes on purpose (docs/DEVIATIONS.md 2: MTBUF with TFE
set) are not drawn as `.long`s, but bytes read off a dword boundary can still form one: the
listings are compared by `objdump_compare.py`, which counts such words and compares on from
where the two tools decode from one address again.

Needs llvm-19 (`llvm-mc-19`, `llvm-objdump-19`) and a release build of the CLI
(`cargo build --release -p gcn-isa-cli`). Usage: python3 scripts/fuzz_objdump_layout.py
[--seeds 1:200] [--gcn-isa target/release/gcn-isa] [--keep DIR]. Exits 1 on any difference
(the first few are shown, their sources kept in the work directory).
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from objdump_compare import (  # noqa: E402
    MTBUF, interleaving_differs, judge_runs, place_allocated_sections)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CPUS = ["fiji", "gfx900", "gfx906", "gfx908"]
COMMON = [
    "s_nop 0", "s_endpgm", "v_mov_b32 v1, v2", "s_mov_b32 s0, 0x12345678",
    "v_add_f32 v1, v2, v3", "s_waitcnt vmcnt(0)", "v_mad_u32_u24 v1, v2, v3, v4",
    "s_load_dwordx2 s[0:1], s[4:5], 0x0", "v_cndmask_b32 v0, v1, v2, vcc",
    "s_add_u32 s0, s1, s2", "ds_read_b32 v1, v2", "v_mov_b32 v1, 1.0", "s_setpc_b64 s[0:1]",
    "flat_load_dword v1, v[2:3]", "v_mov_b32_sdwa v1, v2 dst_sel:WORD_1 src0_sel:BYTE_0",
    "v_add_f32_dpp v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
    "buffer_load_dword v1, off, s[4:7], s0 offset:16", "s_getpc_b64 s[2:3]",
]
GFX9 = ["global_load_dword v1, v[2:3], off", "v_add_u32 v1, v2, v3", "v_pk_add_f16 v1, v2, v3"]


def mangled(r: random.Random, base: str) -> str:
    """`base`, or (for -C) an Itanium C++ name made of it: a function, a function in a
    namespace, a template instance, a `.cold` clone."""
    x = r.random()
    n = f"{len(base)}{base}"
    if x < 0.2:
        return f"_Z{n}{r.choice(['v', 'i', 'Pf', 'PKfS0_Pfi', 'iPKc', 'Ri'])}"
    if x < 0.3:
        return f"_ZN2ns{n}E{r.choice(['v', 'RKi', 'PKv', 'jj'])}"
    if x < 0.35:
        return f"_ZN2ns{n}IiEEvT_"
    if x < 0.4:
        return f"_Z{n}v.cold"
    return base


def source(seed: int, cpu: str) -> str:
    r = random.Random(seed)
    pool = COMMON + (GFX9 if cpu != "fiji" else [])
    lines, names = [], []
    for si in range(r.randint(1, 3)):
        sec = r.choice([".text", ".text.b", ".text.c", ".data", ".rodata"])
        flags = "ax" if sec.startswith(".text") else "a"
        lines.append(f'.section {sec},"{flags}",@progbits')
        for k in range(r.randint(1, 6)):
            for a in range(r.choice([1, 1, 1, 2, 3])):
                name = mangled(r, f"s{si}_{k}_{a}_{r.choice(['a', 'Z', 'm'])}")
                kind = r.choice(["function", "object", "notype", "function"])
                binding = r.random()
                if binding < 0.6:
                    lines.append(f".globl {name}")
                elif binding < 0.7:
                    lines.append(f".weak {name}")
                if r.random() < 0.15:
                    lines.append(f".{r.choice(['hidden', 'protected', 'internal'])} {name}")
                if kind != "notype" or r.random() < 0.5:
                    lines.append(f".type {name},@{kind}")
                lines.append(f"{name}:")
                names.append(name)
            for _ in range(r.randint(0, 6)):
                x = r.random()
                if x < 0.6:
                    lines.append(r.choice(pool))
                elif x < 0.75:
                    lines.append(".byte " + ", ".join(str(r.randrange(256)) for _ in range(r.randint(1, 3))))
                elif x < 0.85:
                    lines.append(f".zero {r.randint(1, 20)}")
                elif x < 0.9 and names and flags == "ax":
                    lines.append(f"s_branch {r.choice(names)}")
                elif x < 0.95:
                    # Relocations: symbols of the file or an undefined one, with addends.
                    sym = r.choice(names + ["ext"]) if names else "ext"
                    addend = r.choice(["", "+4", "-8", "+0x100"])
                    lines.append(r.choice([
                        f".long {sym}{addend}", f".quad {sym}{addend}",
                        f"s_add_u32 s0, s0, {sym}@rel32@lo{addend}",
                        f"s_addc_u32 s1, s1, {sym}@rel32@hi{addend}",
                        f"s_mov_b32 s0, {sym}@abs32@lo",
                    ] if flags == "ax" else [f".long {sym}{addend}", f".quad {sym}{addend}"]))
                else:
                    word = r.randrange(1 << 32)
                    if word >> 26 == MTBUF:
                        word ^= 1 << 31
                    lines.append(f".long {word}")
    # Symbols of no section: absolute, common (global and local), undefined weak.
    if r.random() < 0.5:
        lines.append(f".set abs_{seed}, {r.randrange(1 << 20)}\n.globl abs_{seed}")
    if r.random() < 0.5:
        lines.append(f".comm com_{seed}, {r.randint(1, 64)}, {r.choice([1, 4, 8, 256])}")
    if r.random() < 0.3:
        lines.append(f".local lcom_{seed}\n.comm lcom_{seed}, 8, 4")
    if r.random() < 0.3:
        lines.append(f".weak weak_ext_{seed}\n.long weak_ext_{seed}")
    return "\n".join(lines) + "\n"


def flag_sets(seed: int, names: list[str]) -> list[list[str]]:
    r = random.Random(seed * 7 + 1)
    start = r.randrange(0, 64)
    stop = start + r.randint(1, 80)
    # Two of the source's symbols (aliases at one address among them, often), and one that
    # is not there.
    wanted = ",".join(r.sample(names, min(2, len(names))) + ["absent"])
    return [
        ["-d"], ["-D"], ["-d", "--symbolize-operands"], ["-D", "--symbolize-operands"],
        ["-d", "--no-leading-addr"],
        ["-d", f"--start-address={start}", f"--stop-address={stop}"],
        ["-D", f"--start-address={start}"],
        ["-d", "-j", ".data", "-j", ".text.b"],
        ["-d", "-z"],
        ["-d", "-r"], ["-r"], ["-D", "-r", "--symbolize-operands"],
        ["-d", "-r", f"--start-address={start}", f"--stop-address={stop}"],
        ["-t"], ["-t", "-d", "-r"], ["-t", f"--start-address={start}", f"--stop-address={stop}"],
        ["-h", "-s"], ["-h", "-s", "-j", ".data", "-j", ".text.b"],
        ["-d", "-C"], ["-D", "-r", "-t", "-C"], ["-d", "-C", "--symbolize-operands"],
        ["-D", "--show-all-symbols"], ["-d", "-C", "--show-all-symbols"],
        ["-D", f"--disassemble-symbols={wanted}"],
        ["-d", "--show-all-symbols", f"--disassemble-symbols={wanted}"],
    ]


def legacy_layout(path: str, seed: int, cpu: str) -> list[str]:
    """Every third seed: the object's sections at addresses of their own (as in a legacy
    HSA code object, a relocatable one whose code section has an address); every sixth
    also with an `e_flags` machine of 0 (LLVM's architecture `unknown`: no symbolizer),
    which both tools then read as `cpu`, the processor it was assembled for, with the
    returned `--triple`/`--mcpu` flags."""
    if seed % 3:
        return []
    r = random.Random(seed * 11 + 5)
    data = bytearray(open(path, "rb").read())
    place_allocated_sections(data, lambda _: r.choice([0, 0x100, 0xB00, 0x1000, 0x12344, 7]))
    extra = []
    if seed % 6 == 0:
        data[48] = 0
        extra = ["--triple=amdgcn-amd-amdhsa", f"--mcpu={cpu}"]
    open(path, "wb").write(bytes(data))
    return extra


def run(cmd: list[str], cwd: str) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, cwd=cwd, capture_output=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", default="1:200", help="A:B, seeds A to B-1")
    ap.add_argument("--gcn-isa", default=os.path.join(ROOT, "target", "release", "gcn-isa"))
    ap.add_argument("--keep", help="work directory (default: a temporary one)")
    args = ap.parse_args()
    first, end = (int(x) for x in args.seeds.split(":"))
    work = args.keep or tempfile.mkdtemp(prefix="fuzz-layout-")
    os.makedirs(work, exist_ok=True)
    runs = differences = objects = interleaved = 0
    tally = {"deviations": 0, "skipped": 0, "crashes": 0}
    for seed in range(first, end):
        cpu = random.Random(seed).choice(CPUS)
        text = source(seed, cpu)
        with open(os.path.join(work, "f.s"), "w") as f:
            f.write(text)
        built = run(["llvm-mc-19", "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}",
                     "-filetype=obj", "f.s", "-o", "f.o"], work)
        if built.returncode != 0:
            print(f"seed {seed}: llvm-mc refused the source: {built.stderr.decode()[:300]}")
            return 1
        objects += 1
        extra = legacy_layout(os.path.join(work, "f.o"), seed, cpu)
        for flags in flag_sets(seed, re.findall(r"^([\w.$]+):$", text, re.M)):
            flags = extra + flags
            runs += 1
            llvm = run(["llvm-objdump-19", *flags, "f.o"], work)
            ours = run([args.gcn_isa, "objdump", *flags, "f.o"], work)
            problem = judge_runs(llvm, ours, tally)
            # Where the messages fall between the lines (`2>&1`), when the outputs are the
            # same.
            if problem is None and llvm.stderr and llvm.stdout == ours.stdout:
                interleaved += 1
                problem = interleaving_differs(["llvm-objdump-19", *flags, "f.o"],
                                               [args.gcn_isa, "objdump", *flags, "f.o"], work)
            if problem is None:
                if llvm.returncode < 0:
                    print(f"llvm-objdump crashed (signal {-llvm.returncode}): seed {seed}, "
                          f"{cpu}, flags {' '.join(flags)}; gcn-isa printed the same before it")
                continue
            differences += 1
            if differences <= 5:
                kept = os.path.join(work, f"seed{seed}.s")
                os.replace(os.path.join(work, "f.s"), kept)
                with open(os.path.join(work, "f.s"), "w") as f:
                    f.write(source(seed, cpu))
                print(f"DIFFERENT: seed {seed}, {cpu}, flags {' '.join(flags)} (source {kept}); "
                      f"exit {llvm.returncode} / {ours.returncode}")
                print(f"  {problem}")
    print(f"{objects} sources, {runs} runs, {differences} different, {tally['deviations']} "
          f"MTBUF words with TFE set (docs/DEVIATIONS.md 2; {tally['skipped']} lines out of "
          f"step after them not compared), {tally['crashes']} where llvm-objdump crashed; "
          f"{interleaved} with messages, their places between the lines compared")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
