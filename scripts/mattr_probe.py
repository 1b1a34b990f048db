#!/usr/bin/env python3
"""Which LLVM 19 AMDGPU target features (`--mattr`) leave llvm-objdump's disassembly of each
generation unchanged; writes cli/src/features_table.rs, which `gcn-isa objdump
--mattr` consults (cli/src/features.rs).

For each generation and each feature, enabled (`+f`) and disabled (`-f`) separately:

1. screening: llvm-mc 19 disassembles a sample of the generation's conformance vectors
   (about 150 valid and 40 invalid inputs per family file, 1,500 random 8-byte words, less
   any run of 200 inputs llvm-mc crashes on) with and without the feature; a feature that
   changes the text or the errors is out;
2. code objects: `llvm-objdump-19 -D` of the checked-in code objects of the generation
   (kernel descriptors, printed as `.amdhsa_*` directives, included) with and without each
   remaining feature; one that changes anything is out;
3. every vector: llvm-mc disassembles every valid and invalid vector of the generation with
   all remaining features at once; while that differs from the plain run, the smallest set
   of features that still makes it differ is found (removing one at a time) and dropped.

gfx6 and gfx7, which LLVM 19 cannot disassemble, accept what every later generation accepts.
Files of vectors llvm-mc crashes on without any feature are left out (gfx8's and gfx810's
invalid MIMG words). Needs llvm-19 (llvm-mc, llc, llvm-objdump). Takes about 20 minutes on
two cores. Usage: python3 scripts/mattr_probe.py
"""
import random
import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VECTORS = ROOT / "tests" / "vectors"
OBJECTS = ROOT / "cli" / "tests" / "objects"
OUT = ROOT / "cli" / "src" / "features_table.rs"
MC = "/usr/lib/llvm-19/bin/llvm-mc"
LLC = "/usr/lib/llvm-19/bin/llc"
OBJDUMP = "llvm-objdump-19"

# Every generation of gcn-isa, oldest first (Generation::ALL): the LLVM cpu its vectors were
# made with, and the code objects (with the cpu llvm-objdump is told) that stand for it.
GENERATIONS = ["gfx6", "gfx7", "gfx8", "gfx810", "gfx9", "gfx904", "gfx906", "gfx908"]
CPU = {"gfx8": "tonga", "gfx810": "gfx810", "gfx9": "gfx900", "gfx904": "gfx904",
       "gfx906": "gfx906", "gfx908": "gfx908"}
GFX900_OBJECTS = sorted(p.name for p in OBJECTS.glob("*.gfx900.*") if p.suffix in (".o", ".so"))
CODE_OBJECTS = {"gfx8": ["saxpy.fiji.o"], "gfx810": ["saxpy.fiji.o"],
                "gfx9": GFX900_OBJECTS, "gfx904": GFX900_OBJECTS,
                "gfx906": ["math.gfx906.o"], "gfx908": ["saxpy.gfx908.o"]}


def llvm_features() -> list[str]:
    run = subprocess.run([LLC, "-march=amdgcn", "-mcpu=gfx900", "-mattr=help"],
                         capture_output=True, text=True)
    listing = (run.stdout + run.stderr).split("Available features")[1]
    return re.findall(r"^  ([A-Za-z0-9][\w.-]*)\s+- ", listing, re.M)


def inputs(path: Path) -> list[str]:
    return [line.split("\t")[0] for line in path.read_text().splitlines()
            if line and not line.startswith("#")]


def vector_files(gen: str) -> list[Path]:
    return sorted(VECTORS.glob(f"*/{gen}.txt")) + sorted(VECTORS.glob(f"*/{gen}.invalid"))


def mc(cpu: str, features: list[str], text: str):
    args = [MC, "-disassemble", "-triple=amdgcn", f"-mcpu={cpu}"]
    if features:
        args.append("-mattr=" + ",".join(features))
    run = subprocess.run(args, input=text, capture_output=True, text=True)
    errors = [line for line in run.stderr.splitlines()
              if "not a recognized feature" not in line and "Program arguments" not in line]
    return run.returncode, run.stdout, errors


def objdump(obj: str, cpu: str, feature: str | None):
    args = [OBJDUMP, "-D", f"--mcpu={cpu}", str(OBJECTS / obj)]
    if feature:
        args.append(f"--mattr={feature}")
    run = subprocess.run(args, capture_output=True, text=True)
    return run.returncode, run.stdout, [line for line in run.stderr.splitlines()
                                        if "not a recognized feature" not in line]


def harmless(gen: str, candidates: list[str], pool) -> list[str]:
    cpu = CPU[gen]
    rng = random.Random(gen)
    files = [f for f in vector_files(gen) if mc(cpu, [], "\n".join(inputs(f)) + "\n")[0] >= 0]
    sample = []
    for f in files:
        rows = inputs(f)
        step = max(1, len(rows) // (40 if f.suffix == ".invalid" else 150))
        sample += rows[::step]
    for _ in range(1500):
        word = rng.getrandbits(64)
        sample.append(",".join(f"0x{b:02x}" for b in word.to_bytes(8, "little")))
    # Random words that crash llvm-mc (an SDWA select of 7 does) are left out, in chunks.
    chunks = [sample[i:i + 200] for i in range(0, len(sample), 200)]
    sample = [line for chunk in chunks if mc(cpu, [], "\n".join(chunk) + "\n")[0] >= 0
              for line in chunk]
    text = "\n".join(sample) + "\n"
    plain = mc(cpu, [], text)
    results = pool.map(lambda f: mc(cpu, [f], text) == plain, candidates)
    kept = [f for f, same in zip(candidates, results) if same]
    print(f"{gen}: {len(kept)} of {len(candidates)} after screening", flush=True)
    for obj in CODE_OBJECTS[gen]:
        plain = objdump(obj, cpu, None)
        results = pool.map(lambda f: objdump(obj, cpu, f) == plain, kept)
        kept = [f for f, same in zip(kept, results) if same]
    print(f"{gen}: {len(kept)} after the code objects", flush=True)
    for f in files:
        text = "\n".join(inputs(f)) + "\n"
        plain = mc(cpu, [], text)
        while kept and mc(cpu, kept, text) != plain:
            culprits = kept[:]
            i = 0
            while i < len(culprits):
                fewer = culprits[:i] + culprits[i + 1:]
                if fewer and mc(cpu, fewer, text) != plain:
                    culprits = fewer
                else:
                    i += 1
            print(f"{gen}: {f.parent.name}/{f.name} changes with {culprits}: dropped", flush=True)
            kept = [k for k in kept if k not in culprits]
    print(f"{gen}: {len(kept)} accepted", flush=True)
    return kept


def main():
    features = llvm_features()
    signed = [s + f for f in features for s in "+-"]
    accepted = {}
    with ThreadPoolExecutor(2) as pool:
        for gen in CPU:
            accepted[gen] = set(harmless(gen, signed, pool))
    everywhere = set.intersection(*accepted.values())
    for gen in ("gfx6", "gfx7"):
        accepted[gen] = everywhere
    rows = []
    for name in sorted(features):
        masks = []
        for sign in "+-":
            bits = sum(1 << i for i, g in enumerate(GENERATIONS) if sign + name in accepted[g])
            masks.append(f"0x{bits:02x}")
        rows.append(f'    ("{name}", {masks[0]}, {masks[1]}),')
    OUT.write_text(
        "// Generated by scripts/mattr_probe.py from LLVM 19: do not edit.\n"
        "\n"
        "/// The generations the masks' bits stand for, lowest bit first.\n"
        "const GENERATION_NAMES: &[&str] = &["
        + ", ".join(f'"{g}"' for g in GENERATIONS) + "];\n"
        "\n"
        "/// Every AMDGPU feature LLVM 19 knows, sorted: the generations on which enabling it\n"
        "/// and on which disabling it leave llvm-objdump's disassembly unchanged.\n"
        "const FEATURES: &[(&str, u16, u16)] = &[\n" + "\n".join(rows) + "\n];\n")
    print(f"wrote {OUT.relative_to(ROOT)}: {len(features)} features")


if __name__ == "__main__":
    main()
