#!/usr/bin/env python3
"""Generate AMDGPU code-object fixtures and llvm-objdump-19 reference outputs.

Usage:
    python3 scripts/gen_code_objects.py OUTDIR [--src DIR] [--cpus a,b,...]

What it writes into OUTDIR (all names relative to OUTDIR):

  NAME.CPU.o            relocatable object, `llc -mtriple=amdgcn-amd-amdhsa
                        -mcpu=CPU -filetype=obj` of src/NAME.ll (or
                        `llvm-mc -filetype=obj` of src/NAME.s)
  NAME.CPU.so           `ld.lld-19 -shared NAME.CPU.o` (when ld.lld is found)
  NAME.CPU.{o,so}.TAG.txt
                        stdout of llvm-objdump-19 run *inside OUTDIR* on the
                        bare file name, for gfx8+ cpus only (llvm-objdump-19
                        aborts on gfx6/gfx7).  TAG is one of:
                          d                       -d
                          d-symbolize-operands    -d --symbolize-operands
                          d-no-show-raw-insn      -d --no-show-raw-insn
                          d-no-leading-addr       -d --no-leading-addr
                          D-kd                    -D --disassemble-symbols=K.kd
                                                  (K = first kernel of NAME)
                        and the other tags of FLAG_SETS below (address
                        windows, -z, -r, -t, -h, -s, -C, --show-all-symbols);
                        for NAME.CPU.so also file-headers (-f), private (-p),
                        dynsyms (-T -C), dynrelocs (-R -C), all-headers (-x)
  libdep.gfx900.so, versioned.gfx900.so
                        src/versioned/*.s linked with their version scripts:
                        symbol versions for -p and -T, dynamic relocations
  cov/                  saxpy compiled with --amdhsa-code-object-version=4,5,6
  bundles/              clang offload bundles (uncompressed; CCOB v1/v2 zlib
                        written by this script; zstd ones written by
                        clang-offload-bundler when it is installed)
  host/                 x86-64 executable(s) carrying the bundles in .hip_fatbin
  corrupt/              malformed inputs (truncated, out-of-range, ...)
  archives/             `ar` archives of gfx900 objects (llvm-ar-19: GNU, BSD,
                        thin; kernels.dated.a written here, with dates, owners
                        and modes for -a), read by llvm-objdump member by member
  manifest.jsonl        one JSON object per llvm-objdump run:
                        {"object", "cpu", "flags", "cwd", "command",
                         "expected", "exit_code"} (paths relative to OUTDIR)
  inputs.jsonl          one JSON object per non-objdump artefact (bundles,
                        host executables, corrupt files) describing what it
                        is and what a reader should report.

Deterministic: inputs are processed in sorted order, no timestamps are
recorded, and every tool is run with a fixed command line.  Running it twice
gives byte-identical output (given the same LLVM 19 / lld / gcc builds).

Needs: llc + llvm-objdump + llvm-mc + llvm-objcopy + llvm-strip from LLVM 19
(Debian packages llvm-19 / llvm-19-tools, found as /usr/lib/llvm-19/bin/* or
*-19 on PATH).  Optional: ld.lld-19 (package lld-19) for .so files and for the
bundles (HIP bundles carry linked code objects), clang-offload-bundler
(package clang-19) for cross-checking the bundles and for zstd CCOB files, gcc
for the host executable, llvm-ar (LLVM 19) for the archives.  Python 3.9+ standard library only.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SRC = ROOT / "cli" / "tests" / "objects" / "src"

# cpu -> generation label.  gfx6/gfx7 cannot be disassembled by llvm-objdump-19.
CPUS = {
    "tahiti": "gfx6",
    "bonaire": "gfx7",
    "fiji": "gfx8",
    "gfx900": "gfx9",
    "gfx906": "gfx9",
    "gfx908": "gfx9",
}
OBJDUMP_CPUS = {"fiji", "gfx900", "gfx906", "gfx908"}

FLAG_SETS = [
    ("d", ["-d"]),
    ("d-symbolize-operands", ["-d", "--symbolize-operands"]),
    ("d-no-show-raw-insn", ["-d", "--no-show-raw-insn"]),
    ("d-no-leading-addr", ["-d", "--no-leading-addr"]),
    # Address windows: starts and stops inside instructions and off dword boundaries.
    ("d-window", ["-d", "--start-address=0x13", "--stop-address=0x1a2"]),
    ("D-window", ["-D", "--start-address=0x6", "--stop-address=0x45"]),
    ("d-zeroes", ["-d", "--disassemble-zeroes"]),
    # Relocations: after the instructions they patch, and as tables; the symbol table.
    ("d-reloc", ["-d", "-r"]),
    ("reloc", ["-r"]),
    ("syms", ["-t"]),
    # The section table and contents; C++ names demangled (-C) where names are printed.
    ("headers", ["-h"]),
    ("contents", ["-s"]),
    ("d-demangle", ["-d", "-C"]),
    ("syms-demangle", ["-t", "-C"]),
    ("reloc-demangle", ["-r", "-C"]),
    ("d-reloc-demangle", ["-d", "-r", "-C"]),
    # Every symbol at a block's address gets its line.
    ("D-all-symbols", ["-D", "--show-all-symbols"]),
]

BUNDLE_MAGIC = b"__CLANG_OFFLOAD_BUNDLE__"
CCOB_MAGIC = b"CCOB"
# llvm::compression::Format: Zlib = 0, Zstd = 1 (the CCOB "method" field).
CCOB_METHOD_ZLIB = 0
CCOB_METHOD_ZSTD = 1
# Host entry: clang's HIP driver passes "-targets=host-x86_64-unknown-linux,..."
# (HIPUtility.cpp) with /dev/null as its input; clang-offload-bundler-19
# normalizes that id to "<kind>-<4-part triple>-<target id>", i.e.
# "host-x86_64-unknown-linux--" (empty environment and target id), which is
# what ends up in real fat binaries.  Contents are empty.
HOST_TRIPLE = "host-x86_64-unknown-linux--"
DRIVER_HOST_TARGET = "host-x86_64-unknown-linux"
HIP_CODE_OBJECT_ALIGN = 4096  # HIPCodeObjectAlign in clang (bundle-align + section alignment)


# --------------------------------------------------------------------------
# tool discovery


def find_tool(*names: str) -> str | None:
    for n in names:
        if os.path.isabs(n):
            if os.access(n, os.X_OK):
                return n
            continue
        p = shutil.which(n)
        if p:
            return p
    return None


class Tools:
    def __init__(self) -> None:
        b = "/usr/lib/llvm-19/bin/"
        self.llc = find_tool("llc-19", b + "llc")
        self.objdump = find_tool("llvm-objdump-19", b + "llvm-objdump")
        self.mc = find_tool("llvm-mc-19", b + "llvm-mc")
        self.objcopy = find_tool("llvm-objcopy-19", b + "llvm-objcopy")
        self.strip = find_tool("llvm-strip-19", b + "llvm-strip")
        self.lld = find_tool("ld.lld-19", b + "ld.lld")
        self.bundler = find_tool("clang-offload-bundler-19", b + "clang-offload-bundler")
        self.gcc = find_tool("gcc", "cc")
        self.ar = find_tool("llvm-ar-19", b + "llvm-ar")
        missing = [n for n in ("llc", "objdump", "mc", "objcopy", "strip") if getattr(self, n) is None]
        if missing:
            sys.exit("gen_code_objects: missing required LLVM 19 tools: " + ", ".join(missing))


def run(cmd: list[str], cwd: Path | None = None, check: bool = True, env=None) -> subprocess.CompletedProcess:
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    if check and p.returncode != 0:
        sys.stderr.write(p.stderr.decode(errors="replace"))
        sys.exit(f"gen_code_objects: command failed ({p.returncode}): {' '.join(cmd)}")
    return p


# --------------------------------------------------------------------------
# sources


def source_header(path: Path, key: str) -> list[str] | None:
    """The words of a `; KEY: ...` comment in a source's first five lines, if it has one."""
    for line in path.read_text().splitlines()[:5]:
        m = re.match(rf"\s*[;#/]+\s*{key}:\s*(.*)", line)
        if m:
            return m.group(1).split()
    return None


def source_triple(path: Path) -> str:
    """A source may name its triple with a first-lines comment `; triple: T` (the tests
    compile such sources; this script makes amdhsa code objects only)."""
    return (source_header(path, "triple") or ["amdgcn-amd-amdhsa"])[0]


def source_cpus(path: Path) -> list[str]:
    """A source may restrict its cpus with a first-lines comment `; cpus: a b c`."""
    cpus = source_header(path, "cpus")
    return list(CPUS) if cpus is None else [c for c in cpus if c in CPUS]


def kernels_of(path: Path, obj: Path, tools: Tools) -> list[str]:
    """Kernel names in source order (.ll: amdgpu_kernel defines; .s: *.kd symbols)."""
    if path.suffix == ".ll":
        return re.findall(r"define\s+(?:[\w()\"=]+\s+)*amdgpu_kernel\s+\w+\s+@([\w.$]+)", path.read_text())
    names = []
    for line in path.read_text().splitlines():
        m = re.match(r"\s*\.amdhsa_kernel\s+(\S+)", line)
        if m:
            names.append(m.group(1))
    return names


def compile_source(src: Path, cpu: str, out: Path, tools: Tools, extra: list[str] | None = None) -> list[str]:
    if src.suffix == ".ll":
        cmd = [tools.llc, "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj"]
    else:
        cmd = [tools.mc, "-triple=amdgcn-amd-amdhsa", f"-mcpu={cpu}", "-filetype=obj"]
    cmd += (extra or []) + [str(src), "-o", str(out)]
    run(cmd)
    return cmd


# --------------------------------------------------------------------------
# llvm-objdump reference outputs


def objdump(outdir: Path, rel_obj: str, cpu: str, tag: str, flags: list[str], tools: Tools, manifest: list) -> None:
    objpath = outdir / rel_obj
    cwd = objpath.parent
    name = objpath.name
    cmd = ["llvm-objdump-19"] + flags + [name]
    # -a prints archive members' dates in the local time zone: UTC, as the tests run it.
    p = run([tools.objdump] + flags + [name], cwd=cwd, check=False, env={**os.environ, "TZ": "UTC"})
    expected = f"{rel_obj}.{tag}.txt"
    (outdir / expected).write_bytes(p.stdout)
    entry = {
        "object": rel_obj,
        "cpu": cpu,
        "flags": flags,
        "cwd": os.path.relpath(cwd, outdir),
        "command": " ".join(cmd),
        "expected": expected,
        "exit_code": p.returncode,
    }
    if p.stderr:
        entry["stderr"] = p.stderr.decode(errors="replace")
    manifest.append(entry)


def objdump_all(outdir: Path, rel_obj: str, cpu: str, kernel: str | None, tools: Tools, manifest: list) -> None:
    for tag, flags in FLAG_SETS:
        objdump(outdir, rel_obj, cpu, tag, flags, tools, manifest)
    if kernel:
        objdump(outdir, rel_obj, cpu, "D-kd", ["-D", f"--disassemble-symbols={kernel}.kd"], tools, manifest)
    if rel_obj.endswith(".so"):
        # A linked object's headers: -f, -p (program headers, dynamic section), -T, -R (an
        # error on a relocatable object, which has no dynamic section).
        for tag, flags in [("file-headers", ["-f"]), ("private", ["-p"]), ("dynsyms", ["-T", "-C"]),
                           ("dynrelocs", ["-R", "-C"]), ("all-headers", ["-x"]),
                           # Flags llvm-objdump accepts that change nothing or only -h's
                           # columns (LMA shown although it equals the VMA).
                           ("headers-lma", ["-h", "--show-lma", "-w", "--arch-name=amdgcn"]),
                           # Shown addresses moved in allocated sections (symbols, -h's VMA,
                           # -t, -T), not in others; branch targets named as before.
                           ("adjust-vma", ["-d", "-h", "-t", "-T", "--adjust-vma=0x1000"])]:
            objdump(outdir, rel_obj, cpu, tag, flags, tools, manifest)
    if rel_obj.startswith("edge."):
        # Two requested aliases at one address: a line for each.
        objdump(outdir, rel_obj, cpu, "d-aliases", ["-d", "--disassemble-symbols=alias_a,alias_b"],
                tools, manifest)
        # -l without DWARF names functions from the symbol table: of two aliases at one
        # address (same size), the later in the table.
        objdump(outdir, rel_obj, cpu, "D-l", ["-D", "-l"], tools, manifest)
        # With --adjust-vma, -l looks functions up at the shown (adjusted) addresses.
        objdump(outdir, rel_obj, cpu, "D-l-adjust-vma", ["-D", "-l", "--adjust-vma=0x4"], tools,
                manifest)
    if rel_obj.startswith("faultmap."):
        # --fault-map-section: the table after the disassembly (<not found> elsewhere).
        objdump(outdir, rel_obj, cpu, "d-fault-map", ["-d", "--fault-map-section"], tools, manifest)
    if rel_obj.startswith("frames."):
        # --dwarf=frames: .debug_frame and .eh_frame after the symbol tables, before -r's
        # tables and the disassembly.
        objdump(outdir, rel_obj, cpu, "dwarf-frames", ["--dwarf=frames"], tools, manifest)
        objdump(outdir, rel_obj, cpu, "x-d-dwarf-frames", ["-x", "-d", "--dwarf=frames"], tools,
                manifest)
    if rel_obj.startswith("mangled."):
        # With -C, --disassemble-symbols takes demangled names (a mangled one is missing).
        wanted = "void space::foo<int>(int),main::'lambda'()::operator()() const,_ZN5space3fooIiEEvT_"
        objdump(outdir, rel_obj, cpu, "d-demangle-select", ["-d", "-C", f"--disassemble-symbols={wanted}"],
                tools, manifest)
        # -l -C: LLVM's symbolizer demangles function names its own way (`__Z3foov` stays).
        objdump(outdir, rel_obj, cpu, "d-lines-demangle", ["-d", "-l", "-C"], tools, manifest)
        # A descriptor cut short by --stop-address: the error names it as -C shows it.
        objdump(outdir, rel_obj, cpu, "D-demangle-kd-cut", ["-D", "-C", "--stop-address=0x7"],
                tools, manifest)
        # --adjust-vma past 48 bits (the comment's address takes 16 digits); a relocation's
        # line moves when its symbol is in an allocated section, whatever it patches.
        objdump(outdir, rel_obj, cpu, "d-reloc-adjust-vma",
                ["-d", "-r", "-t", "-h", "--adjust-vma=0xffffffffffff0000"], tools, manifest)


# --------------------------------------------------------------------------
# clang offload bundles (format: clang/lib/Driver/OffloadBundler.cpp)


def align_up(x: int, a: int) -> int:
    return (x + a - 1) // a * a


def write_bundle(entries: list[tuple[str, bytes]], align: int = 1) -> bytes:
    """Uncompressed bundle, exactly as BinaryFileHandler::WriteHeader/WriteBundle.

    "__CLANG_OFFLOAD_BUNDLE__" | u64 count | count * (u64 offset, u64 size,
    u64 triple_len, triple bytes) | zero padding | payloads (each at its offset,
    offsets aligned to `align`, which is the bundler's -bundle-align).
    All integers little-endian.
    """
    header_size = len(BUNDLE_MAGIC) + 8 + sum(24 + len(t.encode()) for t, _ in entries)
    out = bytearray(BUNDLE_MAGIC + struct.pack("<Q", len(entries)))
    offsets = []
    pos = header_size
    for triple, data in entries:
        pos = align_up(pos, align)
        offsets.append(pos)
        out += struct.pack("<QQQ", pos, len(data), len(triple.encode())) + triple.encode()
        pos += len(data)
    assert len(out) == header_size
    for (triple, data), off in zip(entries, offsets):
        out += b"\0" * (off - len(out))
        out += data
    return bytes(out)


def ccob(payload: bytes, version: int, method: int = CCOB_METHOD_ZLIB, level: int = 9,
         compressed: bytes | None = None) -> bytes:
    """Compressed bundle (CompressedOffloadBundle in OffloadBundler.cpp, LLVM 19).

    v1: "CCOB" u16 version=1 u16 method u32 uncompressed_size u64 hash | data  (24-byte header)
    v2: "CCOB" u16 version=2 u16 method u32 total_file_size u32 uncompressed_size u64 hash | data
        (28-byte header; total_file_size = header + compressed data)
    v3 (LLVM 20+, not read by 19): "CCOB" u16 3 u16 method u64 total u64 uncompressed u64 hash
    hash = first 8 bytes of MD5(payload) read as a little-endian u64 (MD5Result::low()),
    so the stored bytes equal md5(payload)[:8].
    """
    if compressed is None:
        assert method == CCOB_METHOD_ZLIB
        compressed = zlib.compress(payload, level)
    h = hashlib.md5(payload).digest()[:8]
    head = CCOB_MAGIC + struct.pack("<HH", version, method)
    if version == 1:
        return head + struct.pack("<I", len(payload)) + h + compressed
    if version == 2:
        total = 4 + 2 + 2 + 4 + 4 + 8 + len(compressed)
        return head + struct.pack("<II", total, len(payload)) + h + compressed
    if version == 3:
        total = 4 + 2 + 2 + 8 + 8 + 8 + len(compressed)
        return head + struct.pack("<QQ", total, len(payload)) + h + compressed
    raise ValueError(version)


def hip_triple(cpu: str) -> str:
    return f"hipv4-amdgcn-amd-amdhsa--{cpu}"


# --------------------------------------------------------------------------
# corrupt inputs


def elf_shdr_info(data: bytes) -> tuple[int, int, int]:
    e_shoff = struct.unpack_from("<Q", data, 0x28)[0]
    e_shentsize, e_shnum = struct.unpack_from("<HH", data, 0x3A)
    return e_shoff, e_shentsize, e_shnum


def find_section(data: bytes, want: str) -> int:
    """Return the file offset of the section header named `want`."""
    shoff, shentsize, shnum = elf_shdr_info(data)
    shstrndx = struct.unpack_from("<H", data, 0x3E)[0]
    stroff = struct.unpack_from("<Q", data, shoff + shstrndx * shentsize + 0x18)[0]
    for i in range(shnum):
        h = shoff + i * shentsize
        name_off = struct.unpack_from("<I", data, h)[0]
        end = data.index(b"\0", stroff + name_off)
        if data[stroff + name_off:end].decode() == want:
            return h
    raise KeyError(want)


def legacy_layout(data: bytes) -> bytes:
    """`data` (a relocatable ELF64 with `.text` and `.symtab`) with `.text` at address
    0x1000 and the section symbol of `.text` named by the first name in `.strtab`."""
    out = bytearray(data)
    text = find_section(data, ".text")
    struct.pack_into("<Q", out, text + 0x10, 0x1000)
    shoff, shentsize, shnum = elf_shdr_info(data)
    text_index = (text - shoff) // shentsize
    symtab = find_section(data, ".symtab")
    sym_off, sym_size = struct.unpack_from("<QQ", data, symtab + 0x18)
    for at in range(sym_off, sym_off + sym_size, 24):
        st_name, st_info, _, st_shndx = struct.unpack_from("<IBBH", data, at)
        if st_info & 0xF == 3 and st_shndx == text_index:  # STT_SECTION
            struct.pack_into("<I", out, at, 1)  # the string table's first name
    return bytes(out)


# --------------------------------------------------------------------------


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("outdir")
    ap.add_argument("--src", default=str(DEFAULT_SRC))
    ap.add_argument("--cpus", default=",".join(CPUS))
    ap.add_argument("--checkin", metavar="DIR",
                    help="also copy the representative subset (CHECKIN_*) into DIR, e.g. cli/tests/objects")
    args = ap.parse_args()

    tools = Tools()
    outdir = Path(args.outdir).resolve()
    outdir.mkdir(parents=True, exist_ok=True)
    src_dir = Path(args.src).resolve()
    cpus = [c for c in args.cpus.split(",") if c]
    manifest: list[dict] = []
    inputs: list[dict] = []

    sources = sorted(list(src_dir.glob("*.ll")) + list(src_dir.glob("*.s")))
    if not sources:
        sys.exit(f"gen_code_objects: no sources in {src_dir}")

    # 1. objects, shared objects, reference disassembly
    built: dict[tuple[str, str], Path] = {}
    for src in sources:
        name = src.stem
        if source_triple(src) != "amdgcn-amd-amdhsa":
            continue
        for cpu in cpus:
            if cpu not in source_cpus(src):
                continue
            obj = outdir / f"{name}.{cpu}.o"
            compile_source(src, cpu, obj, tools)
            kernels = kernels_of(src, obj, tools)
            kernel = kernels[0] if kernels else None
            targets = [obj]
            if tools.lld:
                so = outdir / f"{name}.{cpu}.so"
                # Hand-written sources branch to preemptible globals
                # (R_AMDGPU_REL16), which -shared alone rejects: bind locally.
                link = [tools.lld, "-shared"] + (["-Bsymbolic"] if src.suffix == ".s" else [])
                run(link + [obj.name, "-o", so.name], cwd=outdir)
                targets.append(so)
                built[(name, cpu)] = so
            for t in targets:
                rel = t.name
                if cpu in OBJDUMP_CPUS:
                    objdump_all(outdir, rel, cpu, kernel, tools, manifest)
                else:
                    manifest.append({"object": rel, "cpu": cpu, "flags": ["-d"], "cwd": ".",
                                     "command": f"llvm-objdump-19 -d {rel}", "expected": None,
                                     "exit_code": 134,
                                     "note": "llvm-objdump-19 aborts: Disassembly not yet supported for subtarget"})

    # 2. code object versions
    cov = outdir / "cov"
    cov.mkdir(exist_ok=True)
    saxpy = src_dir / "saxpy.ll"
    if saxpy.exists():
        for v in (4, 5, 6):
            for cpu in ("gfx900", "gfx906"):
                o = cov / f"saxpy.cov{v}.{cpu}.o"
                compile_source(saxpy, cpu, o, tools, [f"--amdhsa-code-object-version={v}"])
                objdump(outdir, f"cov/{o.name}", cpu, "D-kd", ["-D", "--disassemble-symbols=saxpy.kd"], tools, manifest)
                objdump(outdir, f"cov/{o.name}", cpu, "d", ["-d"], tools, manifest)

    # 2b. basic-block address maps (llc -basic-block-address-map; clang 19 refuses it for
    # AMDGPU): `<BBn>` labels under --symbolize-operands, with PGO analysis.
    control_flow = src_dir / "control_flow.ll"
    if control_flow.exists() and "gfx900" in cpus:
        o = outdir / "bbmap.gfx900.o"
        compile_source(control_flow, "gfx900", o, tools,
                       ["-basic-block-address-map",
                        "-pgo-analysis-map=func-entry-count,bb-freq,br-prob"])
        objdump(outdir, o.name, "gfx900", "d-symbolize-operands", ["-d", "--symbolize-operands"],
                tools, manifest)
        objdump(outdir, o.name, "gfx900", "d-symbolize-operands-pretty",
                ["-d", "--symbolize-operands", "--pretty-pgo-analysis-map"], tools, manifest)

    # 3. bundles
    bdir = outdir / "bundles"
    bdir.mkdir(exist_ok=True)
    bundle_src = "saxpy"  # its linked code objects are < 4 KiB: one page each in a 4096-aligned bundle
    dev = [(cpu, built.get((bundle_src, cpu))) for cpu in ("gfx900", "gfx906", "gfx908")]
    dev = [(c, p) for c, p in dev if p is not None]
    if dev:
        entries = [(HOST_TRIPLE, b"")] + [(hip_triple(c), p.read_bytes()) for c, p in dev]
        for c, p in dev:
            shutil.copyfile(p, bdir / f"{bundle_src}.{c}.co")
        plain = write_bundle(entries, align=HIP_CODE_OBJECT_ALIGN)
        (bdir / "hip.bundle").write_bytes(plain)
        plain1 = write_bundle(entries, align=1)
        (bdir / "hip.align1.bundle").write_bytes(plain1)
        inputs.append({"file": "bundles/hip.bundle", "kind": "offload-bundle",
                       "entries": [t for t, _ in entries], "align": HIP_CODE_OBJECT_ALIGN,
                       "code_objects": {hip_triple(c): f"bundles/{bundle_src}.{c}.co" for c, _ in dev},
                       "code_objects_are": f"{bundle_src}.CPU.so"})
        inputs.append({"file": "bundles/hip.align1.bundle", "kind": "offload-bundle",
                       "entries": [t for t, _ in entries], "align": 1})
        for v in (1, 2, 3):
            f = f"bundles/hip.ccob-v{v}-zlib.bundle"
            (outdir / f).write_bytes(ccob(plain, v))
            inputs.append({"file": f, "kind": "compressed-offload-bundle", "version": v,
                           "method": "zlib", "inner": "bundles/hip.bundle",
                           "llvm19_reads": v in (1, 2)})

        if tools.bundler:
            # cross-check the writer against clang-offload-bundler, and let it
            # write zstd-compressed bundles (LLVM 19 always picks zstd when it is
            # compiled in; there is no option or env var to pick zlib).
            # Pass the host id the way clang's driver spells it; the bundler
            # writes it back normalized (= HOST_TRIPLE).  Passing HOST_TRIPLE
            # itself would be normalized a second time into a doubled id.
            tgt = ",".join(DRIVER_HOST_TARGET if t == HOST_TRIPLE else t for t, _ in entries)
            ins = ["-input=/dev/null"] + [f"-input={bundle_src}.{c}.co" for c, _ in dev]
            env = dict(os.environ, OFFLOAD_BUNDLER_IGNORE_ENV_VAR="1")
            run([tools.bundler, "-type=o", f"-bundle-align={HIP_CODE_OBJECT_ALIGN}", f"-targets={tgt}"] + ins +
                ["-output=hip.bundler.bundle"], cwd=bdir, env=env)
            same = (bdir / "hip.bundler.bundle").read_bytes() == plain
            inputs.append({"file": "bundles/hip.bundler.bundle", "kind": "offload-bundle",
                           "written_by": "clang-offload-bundler", "identical_to": "bundles/hip.bundle" if same else None})
            run([tools.bundler, "-type=o", f"-bundle-align={HIP_CODE_OBJECT_ALIGN}", "-compress",
                 f"-targets={tgt}"] + ins + ["-output=hip.ccob-v2-zstd.bundle"], cwd=bdir, env=env)
            inputs.append({"file": "bundles/hip.ccob-v2-zstd.bundle", "kind": "compressed-offload-bundle",
                           "version": 2, "method": "zstd", "inner": "bundles/hip.bundle",
                           "written_by": "clang-offload-bundler -compress"})
            listing = {}
            for f in ["hip.bundle", "hip.align1.bundle", "hip.ccob-v1-zlib.bundle", "hip.ccob-v2-zlib.bundle",
                      "hip.ccob-v3-zlib.bundle", "hip.ccob-v2-zstd.bundle"]:
                p = run([tools.bundler, "-list", "-type=o", f"-input={f}"], cwd=bdir, check=False, env=env)
                listing[f] = {"exit_code": p.returncode, "stdout": p.stdout.decode(),
                              "stderr": p.stderr.decode()}
            (bdir / "bundler-list.json").write_text(json.dumps(listing, indent=1, sort_keys=True) + "\n")

    # 4. host executable with .hip_fatbin (two bundles back to back, each
    #    4096-aligned, like two HIP translation units linked together)
    hdir = outdir / "host"
    hdir.mkdir(exist_ok=True)
    if dev and tools.gcc:
        tu1 = write_bundle([(HOST_TRIPLE, b"")] + [(hip_triple(c), p.read_bytes()) for c, p in dev[:2]],
                           align=HIP_CODE_OBJECT_ALIGN)
        tu2 = ccob(write_bundle([(HOST_TRIPLE, b"")] + [(hip_triple(c), p.read_bytes()) for c, p in dev[2:]],
                                align=HIP_CODE_OBJECT_ALIGN), 2)
        (hdir / "tu1.bundle").write_bytes(tu1)
        (hdir / "tu2.ccob").write_bytes(tu2)

        def carray(name: str, data: bytes) -> str:
            body = ",".join(str(b) for b in data)
            return (f"__attribute__((section(\".hip_fatbin\"), aligned({HIP_CODE_OBJECT_ALIGN}), used))\n"
                    f"const unsigned char {name}[{len(data)}] = {{{body}}};\n")

        csrc = [
            "/* Generated by scripts/gen_code_objects.py: mimics clang's HIP host side. */\n",
            "struct hip_fatbin_wrapper { int magic; int version; const void *fatbin; const void *unused; };\n",
            carray("__hip_fatbin_tu1", tu1),
            carray("__hip_fatbin_tu2", tu2),
            # .hipFatBinSegment: {0x48495046 'HIPF', 1, &fatbin, 0} per TU (CGCUDANV.cpp)
            "__attribute__((section(\".hipFatBinSegment\"), aligned(8), used))\n"
            "const struct hip_fatbin_wrapper __hip_fatbin_wrapper_tu1 = {0x48495046, 1, __hip_fatbin_tu1, 0};\n",
            "__attribute__((section(\".hipFatBinSegment\"), aligned(8), used))\n"
            "const struct hip_fatbin_wrapper __hip_fatbin_wrapper_tu2 = {0x48495046, 1, __hip_fatbin_tu2, 0};\n",
            "int main(void) { return 0; }\n",
        ]
        (hdir / "host.c").write_text("".join(csrc))
        # -fno-toplevel-reorder keeps tu1 before tu2 inside .hip_fatbin
        run([tools.gcc, "-O1", "-g0", "-fno-toplevel-reorder", "-fno-asynchronous-unwind-tables",
             "-Wl,--build-id=none", "-Wl,-z,noseparate-code", "host.c", "-o", "host_hip.exe"], cwd=hdir)
        run([tools.strip, "--strip-all", "host_hip.exe", "-o", "host_hip.stripped.exe"], cwd=hdir)
        exe = (hdir / "host_hip.stripped.exe").read_bytes()
        sh = find_section(exe, ".hip_fatbin")
        sec_off, sec_size = struct.unpack_from("<QQ", exe, sh + 0x18)
        sec = exe[sec_off:sec_off + sec_size]
        off2 = align_up(len(tu1), HIP_CODE_OBJECT_ALIGN)
        assert sec[:len(tu1)] == tu1 and sec[off2:off2 + len(tu2)] == tu2, "unexpected .hip_fatbin layout"
        inputs.append({"file": "host/host_hip.stripped.exe", "kind": "host-elf-with-hip_fatbin",
                       "hip_fatbin_file_offset": sec_off, "hip_fatbin_size": sec_size,
                       "hip_fatbin": [{"offset_in_section": 0, "bundle": "host/tu1.bundle",
                                       "format": f"uncompressed, align {HIP_CODE_OBJECT_ALIGN}",
                                       "entries": [HOST_TRIPLE] + [hip_triple(c) for c, _ in dev[:2]]},
                                      {"offset_in_section": off2, "bundle": "host/tu2.ccob",
                                       "format": "CCOB v2 zlib",
                                       "entries": [HOST_TRIPLE] + [hip_triple(c) for c, _ in dev[2:]]}],
                       "code_objects_are": f"{bundle_src}.CPU.so"})
        # The simpler objcopy route: one bundle in a .hip_fatbin section of an
        # object without the wrapper.
        (hdir / "empty.c").write_text("int main(void) { return 0; }\n")
        run([tools.gcc, "-O1", "-g0", "-fno-asynchronous-unwind-tables", "-Wl,--build-id=none",
             "-Wl,-z,noseparate-code", "empty.c", "-o", "plain.exe"], cwd=hdir)
        run([tools.objcopy, "--add-section", ".hip_fatbin=tu1.bundle",
             "--set-section-flags", ".hip_fatbin=alloc,readonly,data",
             "--strip-all", "plain.exe", "host_objcopy.tmp"], cwd=hdir)
        # --set-section-alignment only applies to sections that already exist
        run([tools.objcopy, "--set-section-alignment", f".hip_fatbin={HIP_CODE_OBJECT_ALIGN}",
             "host_objcopy.tmp", "host_objcopy.exe"], cwd=hdir)
        (hdir / "host_objcopy.tmp").unlink()
        inputs.append({"file": "host/host_objcopy.exe", "kind": "host-elf-with-hip_fatbin",
                       "hip_fatbin": [{"offset_in_section": 0, "bundle": "host/tu1.bundle"}],
                       "note": "section added by llvm-objcopy (not in a PT_LOAD segment)"})

    # 5. corrupt / unsupported inputs
    cdir = outdir / "corrupt"
    cdir.mkdir(exist_ok=True)

    def corrupt(name: str, blob: bytes, desc: str) -> None:
        """Writes corrupt/NAME and what llvm-objdump -d says of it, and lists it."""
        (cdir / name).write_bytes(blob)
        p = run([tools.objdump, "-d", name], cwd=cdir, check=False)
        (cdir / f"{name}.d.stdout.txt").write_bytes(p.stdout)
        (cdir / f"{name}.d.stderr.txt").write_bytes(p.stderr)
        inputs.append({"file": f"corrupt/{name}", "kind": "corrupt", "description": desc,
                       "llvm_objdump_exit_code": p.returncode,
                       "llvm_objdump_stdout": f"corrupt/{name}.d.stdout.txt",
                       "llvm_objdump_stderr": f"corrupt/{name}.d.stderr.txt"})

    base_cpu = "gfx900" if "gfx900" in cpus else cpus[-1]
    good = outdir / f"saxpy.{base_cpu}.o"
    if good.exists():
        data = good.read_bytes()
        shoff, shentsize, shnum = elf_shdr_info(data)

        corrupt("truncated-shdrs.o", data[: shoff + shentsize * (shnum // 2) + 10],
                "ELF cut in the middle of the section header table")
        text_h = find_section(data, ".text")
        b = bytearray(data)
        struct.pack_into("<Q", b, text_h + 0x20, len(data) + 0x1000)  # sh_size of .text past EOF
        corrupt("text-past-eof.o", bytes(b), ".text sh_offset+sh_size runs past the end of the file")
        b = bytearray(data)
        struct.pack_into("<Q", b, text_h + 0x18, len(data) - 8)  # sh_offset near EOF
        corrupt("text-offset-past-eof.o", bytes(b), ".text sh_offset so that offset+size > file size")
        corrupt("empty.o", b"", "empty file")
        corrupt("not-elf.o", b"This is not an ELF file, just text.\n", "not an ELF file")
        corrupt("elf-header-only.o", data[:64], "just the 64-byte ELF header")
        b = bytearray(data)
        b[4] = 1  # ELFCLASS32 with a 64-bit layout
        corrupt("wrong-class.o", bytes(b), "EI_CLASS says ELF32 but the file is ELF64")
        b = bytearray(data)
        struct.pack_into("<I", b, 0x30, 0)  # e_flags = 0 (EF_AMDGPU_MACH_NONE)
        corrupt("mach-none.o", bytes(b), "e_flags = 0 (EF_AMDGPU_MACH_NONE)")
        b = bytearray(data)
        struct.pack_into("<I", b, 0x30, 0x7f)  # unknown mach value
        corrupt("mach-unknown.o", bytes(b), "e_flags mach = 0x7f (not assigned)")
        b = bytearray(data)
        struct.pack_into("<H", b, 0x12, 62)  # EM_X86_64
        corrupt("machine-x86.o", bytes(b), "e_machine = EM_X86_64 on an AMDGPU object")
        # kernel descriptor with reserved bytes set (-D output shows the error path)
        kd = outdir / f"vector_add.{base_cpu}.o"
        if kd.exists():
            kdata = bytearray(kd.read_bytes())
            ro = find_section(bytes(kdata), ".rodata")
            ro_off = struct.unpack_from("<Q", kdata, ro + 0x18)[0]
            kdata[ro_off + 0x40 + 12] = 0xAB  # RESERVED0 of the second descriptor
            name = "kd-reserved-set.o"
            (cdir / name).write_bytes(bytes(kdata))
            for flags, tag in ((["-D", "--disassemble-symbols=vector_add_i32.kd"], "D-kd"),
                               (["-D", "-j", ".rodata"], "D-rodata")):
                objdump(outdir, f"corrupt/{name}", base_cpu, tag, flags, tools, manifest)
            inputs.append({"file": f"corrupt/{name}", "kind": "corrupt",
                           "description": "second kernel descriptor (.rodata+0x40) has byte 12 (RESERVED0) = 0xAB"})

    # bundle-level corruption, based on a small bundle: host + one gfx900 code object, align 1
    if dev:
        plain = write_bundle([(HOST_TRIPLE, b""), (hip_triple(dev[0][0]), dev[0][1].read_bytes())], align=1)
        (cdir / "small.bundle").write_bytes(plain)
        inputs.append({"file": "corrupt/small.bundle", "kind": "offload-bundle",
                       "description": "valid: host + " + hip_triple(dev[0][0]) + ", align 1; "
                                      "the corrupt bundles below are derived from it"})
        b = bytearray(plain)
        # second entry header: magic(24) + count(8) + first entry (24 + triple)
        pos = 32 + 24 + len(HOST_TRIPLE)
        struct.pack_into("<Q", b, pos + 8, len(plain))  # size of entry 2 runs past EOF
        (cdir / "bundle-entry-past-eof.bundle").write_bytes(bytes(b))
        inputs.append({"file": "corrupt/bundle-entry-past-eof.bundle", "kind": "corrupt",
                       "description": "entry #2 offset+size runs past the end of the bundle "
                                      "(clang-offload-bundler-19 -list crashes on it)"})
        b = bytearray(plain)
        struct.pack_into("<Q", b, pos, len(plain) + 16)  # offset of entry 2 past EOF
        (cdir / "bundle-offset-past-eof.bundle").write_bytes(bytes(b))
        inputs.append({"file": "corrupt/bundle-offset-past-eof.bundle", "kind": "corrupt",
                       "description": "entry #2 offset is beyond the end of the bundle"})
        b = bytearray(plain)
        struct.pack_into("<Q", b, 24, 1000)  # entry count far too large
        (cdir / "bundle-bad-count.bundle").write_bytes(bytes(b))
        inputs.append({"file": "corrupt/bundle-bad-count.bundle", "kind": "corrupt",
                       "description": "entry count 1000, header runs past the end of the file"})
        (cdir / "bundle-truncated.bundle").write_bytes(plain[:len(plain) // 2])
        inputs.append({"file": "corrupt/bundle-truncated.bundle", "kind": "corrupt",
                       "description": "bundle cut in half (header intact, last payloads missing)"})
        (cdir / "bundle-magic-only.bundle").write_bytes(BUNDLE_MAGIC)
        inputs.append({"file": "corrupt/bundle-magic-only.bundle", "kind": "corrupt",
                       "description": "only the 24-byte magic"})
        good_ccob = ccob(plain, 2)
        b = bytearray(good_ccob)
        struct.pack_into("<I", b, 12, len(plain) - 100)  # wrong uncompressed size
        (cdir / "ccob-wrong-size.bundle").write_bytes(bytes(b))
        inputs.append({"file": "corrupt/ccob-wrong-size.bundle", "kind": "corrupt",
                       "description": "CCOB v2 zlib whose uncompressed_size field is 100 too small"})
        b = bytearray(good_ccob)
        struct.pack_into("<I", b, 8, len(good_ccob) + 1000)  # wrong total size
        (cdir / "ccob-wrong-total.bundle").write_bytes(bytes(b))
        inputs.append({"file": "corrupt/ccob-wrong-total.bundle", "kind": "corrupt",
                       "description": "CCOB v2 zlib whose total_file_size field is 1000 too large"})
        b = bytearray(good_ccob)
        b[6] = 7  # unknown method
        (cdir / "ccob-bad-method.bundle").write_bytes(bytes(b))
        inputs.append({"file": "corrupt/ccob-bad-method.bundle", "kind": "corrupt",
                       "description": "CCOB v2 with compression method 7"})
        (cdir / "ccob-truncated.bundle").write_bytes(good_ccob[: len(good_ccob) // 2])
        inputs.append({"file": "corrupt/ccob-truncated.bundle", "kind": "corrupt",
                       "description": "CCOB v2 zlib cut in half"})
        if tools.bundler:
            env = dict(os.environ, OFFLOAD_BUNDLER_IGNORE_ENV_VAR="1")
            listing = {}
            for f in sorted(p.name for p in cdir.glob("*.bundle")):
                p = run([tools.bundler, "-list", "-type=o", f"-input={f}"], cwd=cdir, check=False, env=env)
                err = p.stderr.decode()
                if p.returncode < 0:  # crashed: the stack dump has addresses, keep it deterministic
                    err = f"<killed by signal {-p.returncode}>"
                listing[f] = {"exit_code": p.returncode, "stdout": p.stdout.decode(), "stderr": err}
            (cdir / "bundler-list.json").write_text(json.dumps(listing, indent=1, sort_keys=True) + "\n")

    # unsupported machines: R600 (ELF32) and gfx1030
    r600_ll = cdir / "r600.ll"
    r600_ll.write_text("define amdgpu_kernel void @r600_add(ptr addrspace(1) %out, i32 %a, i32 %b) {\n"
                       "  %s = add i32 %a, %b\n  store i32 %s, ptr addrspace(1) %out\n  ret void\n}\n")
    run([tools.llc, "-mtriple=r600--", "-mcpu=cypress", "-filetype=obj", "r600.ll", "-o", "r600.cypress.o"], cwd=cdir)
    if saxpy.exists():
        compile_source(saxpy, "gfx1030", cdir / "saxpy.gfx1030.o", tools)
    for name in ("r600.cypress.o", "saxpy.gfx1030.o"):
        if (cdir / name).exists():
            p = run([tools.objdump, "-d", name], cwd=cdir, check=False)
            (cdir / f"{name}.d.stdout.txt").write_bytes(p.stdout)
            (cdir / f"{name}.d.stderr.txt").write_bytes(p.stderr)
            inputs.append({"file": f"corrupt/{name}", "kind": "unsupported-machine",
                           "description": "R600 (ELF32, EF_AMDGPU_MACH_R600_CYPRESS)" if name.startswith("r600")
                           else "gfx1030 (RDNA2): llvm-objdump-19 disassembles it, gcn-isa should refuse it",
                           "llvm_objdump_exit_code": p.returncode,
                           "llvm_objdump_stdout": f"corrupt/{name}.d.stdout.txt",
                           "llvm_objdump_stderr": f"corrupt/{name}.d.stderr.txt"})

    # 6. symbol versions: a library with versioned definitions, and a code object with
    # versions of its own that uses them (linked against it: version references).
    vsrc = src_dir / "versioned"
    if tools.lld and vsrc.is_dir():
        for name, deps in (("libdep", []), ("versioned", ["libdep.gfx900.so"])):
            o = outdir / f"{name}.gfx900.o"
            compile_source(vsrc / f"{name}.s", "gfx900", o, tools)
            run([tools.lld, "-shared", f"--version-script={vsrc / (name + '.map')}", o.name]
                + deps + ["-o", f"{name}.gfx900.so"], cwd=outdir)
            for tag, flags in [("private", ["-p"]), ("dynsyms", ["-T", "-C"]), ("dynrelocs", ["-R"]),
                               ("all-headers", ["-x"]), ("d", ["-d"])]:
                objdump(outdir, f"{name}.gfx900.so", "gfx900", tag, flags, tools, manifest)

    # 7. ar archives: llvm-objdump-19 prints each member headed ARCHIVE(MEMBER)
    adir = outdir / "archives"
    adir.mkdir(exist_ok=True)
    # vector_add.gfx900.o (19 characters) is too long for a GNU member header: the `//` table.
    members = [f"{n}.gfx900.o" for n in ("saxpy", "reduce", "vector_add")]
    thin_members = ["../reduce.gfx900.o", "../edge.gfx900.o"]
    if tools.ar and all((outdir / m).exists() for m in members + ["edge.gfx900.o"]):
        for m in members:
            shutil.copyfile(outdir / m, adir / m)
        # D: deterministic (zero dates, uids, gids; the default of llvm-ar, made explicit).
        for name, fmt in (("kernels.a", "gnu"), ("kernels.bsd.a", "bsd")):
            run([tools.ar, "rcD", f"--format={fmt}", name] + members, cwd=adir)
            inputs.append({"file": f"archives/{name}", "kind": "archive", "format": fmt,
                           "members": members, "written_by": f"llvm-ar-19 rcD --format={fmt}"})
        run([tools.ar, "rcDT", "kernels.thin.a"] + thin_members, cwd=adir)
        inputs.append({"file": "archives/kernels.thin.a", "kind": "archive", "format": "thin",
                       "members": thin_members, "written_by": "llvm-ar-19 rcDT"})
        # Member headers with dates, owners and modes llvm-ar's D leaves out (and fields
        # LLVM reads specially: a date past 32 bits or not decimal, blank owner and group).
        dated = [("saxpy.gfx900.o", "1700000000", "1000", "100", "100755"),
                 ("reduce.gfx900.o", "4294967296", "", "", "0"),
                 ("edge.gfx900.o", "12x", "65535", "7", "644"),
                 ("saxpy.gfx900.o", "951827696", "0", "0", "7777")]
        data = b"!<arch>\n"
        for member, date, uid, gid, mode in dated:
            body = (outdir / member).read_bytes()
            data += f"{member + '/':<16}{date:<12}{uid:<6}{gid:<6}{mode:<8}{len(body):<10}`\n".encode()
            data += body + b"\n" * (len(body) % 2)
        (adir / "kernels.dated.a").write_bytes(data)
        inputs.append({"file": "archives/kernels.dated.a", "kind": "archive", "format": "gnu",
                       "members": [m[0] for m in dated],
                       "written_by": "gen_code_objects.py (headers: " + "; ".join(
                           f"{m} date {d!r} uid {u!r} gid {g!r} mode {o!r}" for m, d, u, g, o in dated) + ")"})
        objdump_all(outdir, "archives/kernels.a", "gfx900", "saxpy", tools, manifest)
        objdump(outdir, "archives/kernels.bsd.a", "gfx900", "d", ["-d"], tools, manifest)
        objdump(outdir, "archives/kernels.thin.a", "gfx900", "d", ["-d"], tools, manifest)
        # -a: each member's header after its file line (-x includes it); -u on ELF.
        for name in ("kernels.a", "kernels.bsd.a", "kernels.thin.a", "kernels.dated.a"):
            objdump(outdir, f"archives/{name}", "gfx900", "a", ["-a"], tools, manifest)
        objdump(outdir, "archives/kernels.dated.a", "gfx900", "all-headers", ["-x"], tools, manifest)
        objdump(outdir, "archives/kernels.a", "gfx900", "u-t", ["-u", "-t"], tools, manifest)

        # corrupt archives, from kernels.a: the first regular member's header follows the
        # symbol table (`/`) and the name table (`//`).
        arch = (adir / "kernels.a").read_bytes()
        first = 8
        while arch[first:first + 16].split(b" ")[0] in (b"/", b"//"):
            size = int(arch[first + 48:first + 58].decode().strip())
            first += 60 + size + (size & 1)
        size = int(arch[first + 48:first + 58].decode().strip())
        second = first + 60 + size + (size & 1)

        corrupt("archive-truncated-header.a", arch[:second + 30],
                f"kernels.a cut 30 bytes into the second member's header (offset {second:#x})")
        b = bytearray(arch)
        b[first + 48:first + 58] = str(len(arch)).ljust(10).encode()
        corrupt("archive-member-past-eof.a", bytes(b),
                f"kernels.a with the first member's size (header at {first:#x}) set to the "
                "archive's length: its data run past the end")
        b = bytearray(arch)
        b[first + 58:first + 60] = b"xx"
        corrupt("archive-bad-terminator.a", bytes(b),
                "kernels.a with the first member header's terminator (\"`\\n\") set to \"xx\"")
        b = bytearray(arch)
        b[first + 60 + 3] = ord("G")
        corrupt("archive-bad-member-magic.a", bytes(b),
                "kernels.a with the first member's ELF magic set to \"\\x7fELG\" "
                "(llvm-objdump skips the member: not an object file)")

    # 8. the layout of legacy HSA code objects (ROCr's blit kernels: a relocatable object
    # whose code section has an address, `__hsa_section.NAME` section symbols, and an
    # `e_flags` machine of 0), made from legacy.gfx900.o (src/legacy.s) by setting those
    # fields.
    legacy = outdir / "legacy.gfx900.o"
    if legacy.exists():
        ldir = outdir / "legacy"
        ldir.mkdir(exist_ok=True)
        addressed = legacy_layout(legacy.read_bytes())
        (ldir / "legacy.addr.gfx900.o").write_bytes(addressed)
        inputs.append({"file": "legacy/legacy.addr.gfx900.o", "kind": "object",
                       "made_from": "legacy.gfx900.o",
                       "note": ".text at address 0x1000 in a relocatable object; its section "
                               "symbol named by the string table's first name"})
        for tag, flags in [("d", ["-d"]), ("d-symbolize-operands", ["-d", "--symbolize-operands"]),
                           ("syms", ["-t"]), ("D-reloc", ["-D", "-r"]), ("reloc", ["-r"])]:
            objdump(outdir, "legacy/legacy.addr.gfx900.o", "gfx900", tag, flags, tools, manifest)
        unknown = bytearray(addressed)
        unknown[48] = 0  # e_flags & 0xff: EF_AMDGPU_MACH_NONE
        (ldir / "legacy.mach0.o").write_bytes(bytes(unknown))
        inputs.append({"file": "legacy/legacy.mach0.o", "kind": "object",
                       "made_from": "legacy/legacy.addr.gfx900.o",
                       "note": "e_flags machine 0: LLVM's architecture 'unknown', no symbolizer"})
        triple = ["--triple=amdgcn-amd-amdhsa", "--mcpu=gfx900"]
        for tag, flags in [("d", ["-d"]), ("d-symbolize-operands", ["-d", "--symbolize-operands"]),
                           ("all-headers", ["-x"]), ("D-reloc", ["-D", "-r"])]:
            objdump(outdir, "legacy/legacy.mach0.o", "gfx900", tag, triple + flags, tools, manifest)

    write_jsonl(outdir / "manifest.jsonl", manifest)
    write_jsonl(outdir / "inputs.jsonl", inputs)
    print(f"gen_code_objects: {len(manifest)} objdump runs, {len(inputs)} other inputs -> {outdir}")

    if args.checkin:
        checkin(outdir, Path(args.checkin).resolve(), manifest, inputs)


def write_jsonl(path: Path, rows: list[dict]) -> None:
    with open(path, "w") as f:
        for e in rows:
            f.write(json.dumps(e, sort_keys=True) + "\n")


# The representative subset kept in the repository (cli/tests/objects).
# object -> objdump tags whose expected output is kept (gfx6/7: none).
CHECKIN_OBJECTS = {
    "saxpy.tahiti.o": [],
    "reduce.bonaire.o": [],
    "saxpy.fiji.o": ["d", "d-symbolize-operands", "D-kd"],
    "reduce.gfx900.so": ["d", "d-symbolize-operands", "D-kd", "syms", "headers", "file-headers",
                         "private", "dynsyms", "all-headers"],
    "globals.gfx900.so": ["d-demangle", "private", "dynsyms", "dynrelocs", "all-headers",
                          "headers-lma", "adjust-vma"],
    "libdep.gfx900.so": ["private", "dynsyms"],
    "versioned.gfx900.so": ["private", "dynsyms", "dynrelocs", "all-headers", "d"],
    "math.gfx906.o": ["d", "D-kd", "d-reloc", "reloc", "syms", "headers", "contents"],
    "saxpy.gfx908.o": ["d", "d-symbolize-operands", "D-kd", "reloc"],
    "edge.gfx900.o": ["d", "d-symbolize-operands", "d-no-show-raw-insn", "d-no-leading-addr",
                      "d-window", "D-window", "d-zeroes", "syms", "d-aliases", "D-all-symbols",
                      "D-l", "D-l-adjust-vma"],
    "unaligned.gfx900.o": ["d", "d-window", "D-window", "d-reloc", "reloc", "syms"],
    "mangled.gfx900.o": ["d", "d-demangle", "syms-demangle", "reloc-demangle", "d-reloc-demangle",
                         "d-demangle-select", "D-kd", "headers", "contents", "d-lines-demangle",
                         "D-demangle-kd-cut", "d-reloc-adjust-vma"],
    "reduce.gfx900.o": ["d", "d-symbolize-operands", "D-kd", "d-window", "D-window"],
    "faultmap.gfx900.o": ["d-fault-map"],
    "frames.gfx900.o": ["dwarf-frames", "x-d-dwarf-frames"],
    "bbmap.gfx900.o": ["d-symbolize-operands", "d-symbolize-operands-pretty"],
    "cov/saxpy.cov4.gfx906.o": ["D-kd"],
    "cov/saxpy.cov6.gfx906.o": ["D-kd"],
    "archives/kernels.a": ["d", "d-symbolize-operands", "D-kd", "a", "u-t"],
    "archives/kernels.bsd.a": ["d", "a"],
    "archives/kernels.thin.a": ["d", "a"],
    "archives/kernels.dated.a": ["a", "all-headers"],
    "corrupt/kd-reserved-set.o": ["D-kd", "D-rodata"],
    "legacy/legacy.addr.gfx900.o": ["d", "d-symbolize-operands", "syms", "D-reloc", "reloc"],
    "legacy/legacy.mach0.o": ["d", "d-symbolize-operands", "all-headers", "D-reloc"],
}
CHECKIN_FILES = [
    "bundles/hip.bundle", "bundles/hip.ccob-v1-zlib.bundle", "bundles/hip.ccob-v2-zlib.bundle",
    "bundles/hip.ccob-v2-zstd.bundle", "bundles/hip.ccob-v3-zlib.bundle", "bundles/bundler-list.json",
    "host/host_hip.stripped.exe",
    "corrupt/truncated-shdrs.o", "corrupt/text-past-eof.o", "corrupt/empty.o", "corrupt/not-elf.o",
    "corrupt/elf-header-only.o", "corrupt/mach-none.o", "corrupt/r600.cypress.o", "corrupt/saxpy.gfx1030.o",
    "corrupt/small.bundle", "corrupt/bundle-entry-past-eof.bundle", "corrupt/bundle-bad-count.bundle",
    "corrupt/bundle-truncated.bundle", "corrupt/bundle-magic-only.bundle", "corrupt/ccob-wrong-size.bundle",
    "corrupt/ccob-wrong-total.bundle", "corrupt/ccob-bad-method.bundle", "corrupt/ccob-truncated.bundle",
    "corrupt/bundler-list.json",
    "corrupt/archive-truncated-header.a", "corrupt/archive-member-past-eof.a",
    "corrupt/archive-bad-terminator.a", "corrupt/archive-bad-member-magic.a",
]


def checkin(outdir: Path, dest: Path, manifest: list[dict], inputs: list[dict]) -> None:
    """Copy the representative subset into `dest` (keeps relative paths)."""
    files = set(CHECKIN_FILES)
    rows = []
    for e in manifest:
        keep = CHECKIN_OBJECTS.get(e["object"])
        if keep is None:
            continue
        tag = e["expected"][len(e["object"]) + 1:-4] if e["expected"] else None
        if e["expected"] is None or tag in keep:
            rows.append(e)
            files.add(e["object"])
            if e["expected"]:
                files.add(e["expected"])
    files.update(CHECKIN_OBJECTS)
    in_rows = []
    for e in inputs:
        if e["file"] in files:
            e = dict(e)
            for k in ("llvm_objdump_stdout", "llvm_objdump_stderr"):
                if k in e:
                    # keep stderr (the error text); keep stdout only when it is short
                    if k.endswith("stdout") and (outdir / e[k]).stat().st_size > 200:
                        e.pop(k)
                        continue
                    files.add(e[k])
            # drop references to generator-only files that are not checked in
            if "code_objects" in e and not all(v in files for v in e["code_objects"].values()):
                e.pop("code_objects")
            if "hip_fatbin" in e:
                e["hip_fatbin"] = [{k: v for k, v in part.items() if k != "bundle" or v in files}
                                   for part in e["hip_fatbin"]]
            if e.get("inner") and e["inner"] not in files:
                e.pop("inner")
            in_rows.append(e)
    for rel in sorted(files):
        src = outdir / rel
        if not src.exists():
            sys.exit(f"gen_code_objects: --checkin: missing {rel}")
        (dest / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dest / rel)
    write_jsonl(dest / "manifest.jsonl", rows)
    write_jsonl(dest / "inputs.jsonl", in_rows)
    total = sum((dest / r).stat().st_size for r in files)
    print(f"gen_code_objects: checked in {len(files)} files, {total} bytes -> {dest}")


if __name__ == "__main__":
    main()
