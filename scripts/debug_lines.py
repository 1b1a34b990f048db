#!/usr/bin/env python3
"""`gcn-isa objdump -l` and `-S` (source lines from DWARF) against llvm-objdump 19.

Compiles the sources in `cli/tests/objects/debug/` (OpenCL and HIP device code, C and
C++ names, inlined helpers, loops, templates) with clang 19 and `-g` for fiji, gfx900,
gfx906 and gfx908, at -O0, -O1, -O2 and -O3, as relocatable objects (`-c`, their DWARF
unrelocated), with `-ffunction-sections` (one code section per kernel: line tables per
section), both also with their allocated sections given addresses (`sh_addr`, which
LLVM adds to the symbols the line tables are relocated against), linked (`.so`) and linked
and stripped, and compares `gcn-isa objdump FLAGS` with
`llvm-objdump-19 FLAGS` for every flag set of FLAG_SETS: standard output byte for byte (but
that `-D` of a linked object reads data as code, where LLVM 19 prints an MTBUF word with TFE
set as `.long`, docs/DEVIATIONS.md 2: such words are counted, and `objdump_compare.py`
compares on from where both tools decode from one address again), the warnings
(missing source files among them) with the program name taken off, and, for a run with
messages, where they fall between the output's lines when both streams go to one pipe
(`objdump_compare.interleaving`).
gfx6 and gfx7 objects, which llvm-objdump 19 cannot disassemble, are compiled too and must
print their source lines without an error. Then the OpenMP programs of
`scripts/offload_programs.py` compiled with `-g`: the images' source lines, read in place
from the program, against llvm-objdump 19 on each extracted image.

With `--fixtures DIR`, writes the checked-in inputs of cli/tests/objdump.rs's `-l`/`-S`
test instead: objects compiled with `-fdebug-compilation-dir=.` (so that their source
paths are relative and the sources next to them are found) and llvm-objdump's outputs.

Prints a Markdown table and exits 1 on any difference. Needs clang-19, llvm-19,
rocm-device-libs and libomp-19-dev (the OpenMP part), and a release build of the CLI.
"""

import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from objdump_compare import (  # noqa: E402
    conclude, interleaving_differs, judge, place_allocated_sections)
from offload_programs import arguments, images, offloading_sections  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The sources live beside the checked-in objects made from them, which -S reads them from.
SOURCES = os.path.join(ROOT, "cli", "tests", "objects", "debug")
OPENMP = os.path.join(ROOT, "cli", "tests", "objects", "src", "openmp")
CPUS = ["fiji", "gfx900", "gfx906", "gfx908"]
OLD_CPUS = ["tahiti", "hawaii"]
LEVELS = ["-O0", "-O1", "-O2", "-O3"]
FLAG_SETS = [["-l"], ["-S"], ["-l", "-S", "-C"], ["-D", "-l", "-S"],
             ["-d", "-l", "--symbolize-operands", "--no-leading-addr"], ["-l", "-r"],
             ["-l", "-S", "--disassemble-symbols=loop,_Z3addPfPKfi"],
             ["-l", "-S", "--prefix=/moved", "--prefix-strip=2"], ["-S", "--prefix=/"],
             ["--dwarf=frames"], ["-d", "-l", "--dwarf=frames", "-x"],
             # Variable locations in columns: after instructions, relocations and source
             # lines, with their names and locations where they start.
             ["-d", "--debug-vars"], ["-l", "-S", "-r", "--debug-vars=ascii"],
             ["-d", "-l", "--debug-vars", "--debug-vars-indent=30", "--no-show-raw-insn",
              "--symbolize-operands"],
             ["-D", "-S", "--debug-vars", "--debug-vars-indent=-40"]]


def run(cmd, cwd=None, check=False):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd)
    if check and p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{p.stderr.decode(errors='replace')}")
    return p


def warnings(stderr, program):
    """The warning and error lines, without the program's name and the file they name
    (LLVM's DWARF reader prints its own, `warning: failed to compute relocation: …`, with
    neither)."""
    out = []
    for line in stderr.decode(errors="replace").splitlines():
        if line.startswith(program + ": "):
            line = line.split(": ", 1)[1]
        elif not line.startswith(("warning: ", "error: ")):
            continue
        out.append(re.sub(r"^(warning|error): '[^']*': ", r"\1: ", line))
    return out


def sources():
    return sorted(f for f in os.listdir(SOURCES) if f.endswith((".cl", ".hip")))


def move_sections(source, target):
    """A copy of relocatable object `source` whose allocated sections have addresses
    (`sh_addr`, which compilers leave 0): LLVM adds them to the symbols the line table is
    relocated against. False for a linked object (`clang -x hip -c` links), not copied."""
    with open(source, "rb") as f:
        data = bytearray(f.read())
    if struct.unpack_from("<H", data, 0x10)[0] != 1:  # ET_REL
        return False
    place_allocated_sections(data, lambda index: index * 0x10000)
    with open(target, "wb") as f:
        f.write(data)
    return True


def compile_variants(work, clang, cpus, levels):
    """Every object to compare: (path, cpu)."""
    out = []
    for cpu in cpus:
        for level in levels:
            for source in sources():
                path = os.path.join(SOURCES, source)
                stem = f"{source.replace('.', '_')}.{cpu}{level}"
                if source.endswith(".cl"):
                    base = [clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
                            f"-mcpu={cpu}", "-nogpulib", "-g", level, path]
                else:
                    base = [clang, "-x", "hip", "--cuda-device-only", f"--offload-arch={cpu}",
                            "-nogpulib", "-nogpuinc", "--no-gpu-bundle-output", "-g", level, path]
                # DWARF64: 8-byte offsets into the string sections, relocated in objects.
                for kind, extra in [("o", ["-c"]), ("fs.o", ["-c", "-ffunction-sections"]),
                                    ("d64.o", ["-c", "-gdwarf64"]),
                                    ("cfi.o", ["-c", "-fasynchronous-unwind-tables"]),
                                    # Compressed DWARF sections (SHF_COMPRESSED).
                                    ("gz.o", ["-c", "-gz=zlib"]), ("zst.so", ["-gz=zstd"]),
                                    ("so", [])]:
                    target = os.path.join(work, f"{stem}.{kind}")
                    run([*base, *extra, "-o", target], check=True)
                    out.append((target, cpu))
                    if kind in ("o", "fs.o"):
                        moved = os.path.join(work, f"{stem}.moved.{kind}")
                        if move_sections(target, moved):
                            out.append((moved, cpu))
                    if kind == "so":
                        # Stripped: no DWARF, no symbol table; -l names functions from the
                        # dynamic symbol table.
                        stripped = os.path.join(work, f"{stem}.stripped.so")
                        run(["llvm-strip-19", target, "-o", stripped], check=True)
                        out.append((stripped, cpu))
    return out


def compare_listings(path, flags, opts, report, cwd=None):
    llvm = run([opts.llvm_objdump, *flags, path], cwd=cwd)
    ours = run([opts.gcn_isa, "objdump", *flags, path], cwd=cwd)
    report["runs"] += 1
    same_err = warnings(llvm.stderr, os.path.basename(opts.llvm_objdump)) == \
        warnings(ours.stderr, "gcn-isa")
    crashed = llvm.returncode < 0
    if (llvm.returncode, llvm.stdout) == (ours.returncode, ours.stdout):
        problem = None
    elif ours.returncode != 0:
        problem = f"gcn-isa exit {ours.returncode}"
    else:
        problem = judge(llvm.stdout.decode(errors="replace"),
                        ours.stdout.decode(errors="replace"), llvm.returncode, report)
    # Where llvm-objdump crashed (docs/DEVIATIONS.md 8), its standard error holds the crash
    # report, not warnings to compare.
    if problem is None and not crashed and not same_err:
        problem = "warnings differ"
    # And where they fall between the lines (`2>&1`).
    if problem is None and not crashed and llvm.stderr:
        report["interleaved"] = report.get("interleaved", 0) + 1
        problem = interleaving_differs([opts.llvm_objdump, *flags, path],
                                       [opts.gcn_isa, "objdump", *flags, path], cwd)
    if problem:
        report["problems"].append(
            f"{path} {' '.join(flags)} (exit {llvm.returncode}/{ours.returncode}): {problem}")
        return
    if not crashed:
        report["identical"] += 1
    report["lines"] += ours.stdout.count(b"\n; ")


def check_openmp(work, opts, report):
    """OpenMP programs built with -g: their images' source lines, in place."""
    cpus = ["gfx803", "gfx906", "gfx908"]
    for source in sorted(os.listdir(OPENMP)):
        program = os.path.join(work, source[:-2] + ".g.exe")
        run([opts.clang, "-O2", "-g", "-fopenmp", f"--offload-arch={','.join(cpus)}",
             f"--rocm-device-lib-path={opts.device_libs}", os.path.join(OPENMP, source), "-lm",
             "-o", program], check=True)
        with open(program, "rb") as f:
            found = [i for s in offloading_sections(f.read()) for i in images(s)]
        for flags in (["-l"], ["-l", "-S", "-C"]):
            ours = run([opts.gcn_isa, "objdump", *flags, program]).stdout.decode()
            report["runs"] += 1
            expected = ""
            for arch, triple, _, image in found:
                path = os.path.join(work, f"{source}.{arch}.o")
                with open(path, "wb") as f:
                    f.write(image)
                text = run([opts.llvm_objdump, *flags, path]).stdout.decode()
                expected += text.replace(f"\n{path}:", f"\n{program}(openmp-{triple}-{arch}):", 1)
            if ours == expected:
                report["identical"] += 1
                report["lines"] += ours.count("\n; ")
            else:
                report["problems"].append(f"{program} {' '.join(flags)}: differs from "
                                          f"llvm-objdump on the extracted images")


def make_fixtures(dest, opts):
    os.makedirs(dest, exist_ok=True)
    for source in sources():
        if os.path.abspath(dest) != SOURCES:
            shutil.copy(os.path.join(SOURCES, source), dest)
    flags = ["-g", "-O2", "-fdebug-compilation-dir=.", "-nogpulib"]
    run([opts.clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
         "-mcpu=gfx900", *flags, "-c", "kernels.cl", "-o", "kernels_cl.gfx900.o"],
        cwd=dest, check=True)
    run([opts.clang, "-x", "hip", "--cuda-device-only", "--offload-arch=gfx906", "-nogpuinc",
         "--no-gpu-bundle-output", *flags, "kernels.hip", "-o", "kernels_hip.gfx906.so"],
        cwd=dest, check=True)
    # -O0: every variable in memory all along, for --debug-vars' columns and labels.
    run([opts.clang, "-x", "cl", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa",
         "-mcpu=gfx900", *flags, "-O0", "-c", "kernels.cl", "-o", "kernels_cl.O0.gfx900.o"],
        cwd=dest, check=True)
    move_sections(os.path.join(dest, "kernels_cl.gfx900.o"),
                  os.path.join(dest, "kernels_cl.moved.gfx900.o"))
    for name, sets in [("kernels_cl.gfx900.o", [["-l"], ["-l", "-S"],
                                                ["-l", "--debug-vars"]]),
                       ("kernels_cl.O0.gfx900.o", [["-d", "-l", "--debug-vars"],
                                                   ["-S", "-r", "--debug-vars=ascii"]]),
                       ("kernels_cl.moved.gfx900.o", [["-l"]]),
                       ("kernels_hip.gfx906.so", [["-l", "-S", "-C"]]),
                       ("../reduce.gfx900.o", [["-l"]])]:
        for flags in sets:
            p = run([opts.llvm_objdump, *flags, name], cwd=dest)
            tag = "".join(f.strip("-").replace("debug-vars", "V").replace("=", "")
                          for f in flags)
            with open(os.path.join(dest, f"{os.path.basename(name)}.{tag}.txt"), "wb") as f:
                f.write(p.stdout)


def levels_option(ap):
    ap.add_argument("--opt-levels", nargs="+", default=[x[2:] for x in LEVELS],
                    choices=[x[2:] for x in LEVELS], metavar="N",
                    help="-ON levels of the gfx8+ objects (default: all of 0 1 2 3)")


def main():
    opts = arguments(__doc__, "the objects", "the -l/-S tests'", "cli/tests/objects/debug",
                     levels_option)
    for tool in (opts.clang, opts.llvm_objdump):
        if not shutil.which(tool):
            sys.exit(f"{tool} not found (apt-get install -y clang-19 llvm-19)")
    if opts.fixtures:
        make_fixtures(opts.fixtures, opts)
        return 0
    work = opts.keep or tempfile.mkdtemp(prefix="debug-lines-")
    os.makedirs(work, exist_ok=True)
    report = {"objects": 0, "runs": 0, "identical": 0, "lines": 0, "old": 0, "deviations": 0,
              "skipped": 0, "crashes": 0, "problems": []}
    try:
        objects = compile_variants(work, opts.clang, CPUS, [f"-O{n}" for n in opts.opt_levels])
        report["objects"] = len(objects)
        for path, _ in objects:
            for flags in FLAG_SETS:
                compare_listings(path, flags, opts, report)
        # gfx6/gfx7: no reference, but the source lines must be there, without an error.
        for path, _ in compile_variants(work, opts.clang, OLD_CPUS, ["-O2"]):
            if path.endswith(".stripped.so"):
                continue
            p = run([opts.gcn_isa, "objdump", "-l", "-S", path])
            report["old"] += 1
            if p.returncode != 0 or b"\n; " not in p.stdout or b"kernels." not in p.stdout:
                report["problems"].append(f"{path}: -l -S exit {p.returncode}, "
                                          f"{p.stderr.decode(errors='replace')[:200]}")
        if os.path.exists(os.path.join(opts.device_libs, "ocml.bc")):
            check_openmp(work, opts, report)
    finally:
        if not opts.keep:
            shutil.rmtree(work, ignore_errors=True)
    print("| objects (gfx8+) | runs | identical | source lines printed | gfx6/gfx7 objects |")
    print("|---|---|---|---|---|")
    print(f"| {report['objects']} | {report['runs']} | {report['identical']} "
          f"| {report['lines']:,} | {report['old']} |")
    print(f"\nFlag sets: {'; '.join(' '.join(f) for f in FLAG_SETS)}; OpenMP programs: -l; "
          f"-l -S -C. Runs with messages, their places between the lines compared: "
          f"{report.get('interleaved', 0)}.")
    return conclude(report)


if __name__ == "__main__":
    sys.exit(main())
