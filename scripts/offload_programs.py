#!/usr/bin/env python3
"""Programs built by clang 19's offload drivers: `gcn-isa objdump` on the device code in them,
read in place, against llvm-objdump 19 on each code object extracted.

OpenMP. clang's new offload driver embeds device code in `.llvm.offloading` as LLVM
offloading binaries; llvm-objdump 19 lists those images (`--offloading`) but does not
disassemble them: one has to extract each (`clang-offload-packager`). For each C source in
`cli/tests/objects/src/openmp/` this script compiles, with `clang-19 -fopenmp` at -O2 and
at -O3 -ffast-math, one program for every processor its `// cpus:` line names (processors
whose OpenMP device runtime LLVM 19 ships, among those gcn-isa covers: gfx700 to gfx908),
and for the linked program

1. compares `gcn-isa objdump --offloading` with `llvm-objdump-19 --offloading`;
2. reads the images itself (not through gcn-isa), writes each to a code object file, and
   checks that `gcn-isa objdump FLAGS PROGRAM` prints, under the header
   `PROGRAM(openmp-amdgcn-amd-amdhsa-ARCH):`, exactly what `llvm-objdump-19 FLAGS IMAGE`
   prints for each gfx8+ image, for the flag sets in FLAG_SETS; the gfx7 images (which
   llvm-objdump 19 cannot disassemble) by assembling every printed line back with llvm-mc
   19 (`scripts/stress_objdump.py`'s check);

and for the object of `clang -c` (whose images are LLVM IR, compiled when the program is
linked) compares `--offloading` and checks that `-d` is the error that names them.

HIP. `cli/tests/objects/src/hip/program.hip` built for gfx803, gfx906 and gfx908 three
ways: by the default driver (a clang offload bundle in `.hip_fatbin`), with
`--offload-compress` (a compressed bundle) and with `--offload-new-driver -fgpu-rdc` (a
bundle of `hip-` entries made at link time); each way as a Linux shared library and as a
Windows DLL (a PE image, whose section is `.hip_fat`), and the first two also as the
Windows COFF object (`-c`). Each entry is extracted with clang-offload-bundler 19, and
`gcn-isa objdump FLAGS BINARY` must print for each exactly what llvm-objdump 19 prints for
it, under `BINARY(ENTRY-ID):`. (The Linux library's host side links against a stub
`libamdhip64.so` the script makes, the DLL against nothing (lld-link /force:unresolved): no
HIP runtime is needed.) The `-fgpu-rdc` COFF object, whose `.llvm.offloading` images are
LLVM IR, is checked as the OpenMP `-c` objects are.

Where `-D` reads data as code, an MTBUF word with TFE set may appear (in `.gnu.hash`, whose
words follow from symbol names that hold the source file's inode): LLVM 19 prints it as
`.long` (docs/DEVIATIONS.md 2), and the listings are compared by `objdump_compare.py`, which
counts such words and compares on from where both tools decode from one address again.

Prints a Markdown table and exits 1 on any difference. Needs clang-19, lld-19,
libomp-19-dev and rocm-device-libs (`apt-get install -y clang-19 lld-19 libomp-19-dev
rocm-device-libs`), llvm-19, and a release build of the CLI.
"""

import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from objdump_compare import conclude, judge  # noqa: E402
from rocm_libraries import bundle_entries  # noqa: E402
from stress_objdump import reassembles  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCES = os.path.join(ROOT, "cli", "tests", "objects", "src", "openmp")
DEVICE_LIBS = "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode"
OFFLOAD_MAGIC = b"\x10\xff\x10\xad"
SHT_LLVM_OFFLOADING = 0x6FFF4C0B
GFX7 = {"gfx700", "gfx701", "gfx702", "gfx703", "gfx704", "gfx705"}
FLAG_SETS = [["-d"], ["-d", "--symbolize-operands", "-C"], ["-D", "-r"], ["-x", "-C"],
             ["-d", "--no-leading-addr"]]


def run(cmd, check=False, cwd=None):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd)
    if check and p.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed:\n{p.stderr.decode(errors='replace')}")
    return p


def offloading_sections(data):
    """The contents of every SHT_LLVM_OFFLOADING section of the ELF64 file `data`."""
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    out = []
    for i in range(shnum):
        sh_type, = struct.unpack_from("<I", data, shoff + i * shentsize + 4)
        offset, size = struct.unpack_from("<QQ", data, shoff + i * shentsize + 0x18)
        if sh_type == SHT_LLVM_OFFLOADING:
            out.append(data[offset:offset + size])
    return out


def images(section):
    """(arch, triple, kind, image bytes) of each offloading binary in `section` (LLVM 19's
    layout: a 32-byte header, a 40-byte entry, a string map of NUL-terminated strings)."""
    out, at = [], 0
    while at < len(section):
        b = section[at:]
        assert b[:4] == OFFLOAD_MAGIC, f"offset {at:#x}: not an offloading binary"
        size, entry = struct.unpack_from("<QQ", b, 8)
        kind, _producer, _flags, strings, count, image, image_size = \
            struct.unpack_from("<HHIQQQQ", b, entry)
        text = {}
        for k in range(count):
            key, value = struct.unpack_from("<QQ", b, strings + 16 * k)
            text[b[key:b.index(b"\0", key)].decode()] = b[value:b.index(b"\0", value)].decode()
        out.append((text.get("arch", ""), text.get("triple", ""), kind, b[image:image + image_size]))
        at += size
    return out


def split_by_header(listing, program):
    """gcn-isa's output for a program, cut at each image's header: {label: part}."""
    parts = re.split(r"\n" + re.escape(program) + r"\(([^)]*)\):\tfile format elf64-amdgpu\n",
                     listing)
    return {parts[i]: parts[i + 1] for i in range(1, len(parts), 2)}


def check_program(exe, work, opts, report):
    name = os.path.basename(exe)
    problems = report["problems"]
    llvm = run([opts.llvm_objdump, "--offloading", exe])
    ours = run([opts.gcn_isa, "objdump", "--offloading", exe])
    report["runs"] += 1
    if (llvm.returncode, llvm.stdout) != (ours.returncode, ours.stdout):
        problems.append(f"{name}: --offloading differs")
    with open(exe, "rb") as f:
        data = f.read()
    found = [i for s in offloading_sections(data) for i in images(s)]
    if not found:
        problems.append(f"{name}: no offloading image")
    files = []
    for arch, triple, kind, image in found:
        path = os.path.join(work, f"{name}.{arch}.o")
        with open(path, "wb") as f:
            f.write(image)
        files.append((arch, f"openmp-{triple}-{arch}", path))
        if kind != 1:
            problems.append(f"{name}: image for {arch} is not an object (kind {kind})")
    for flags in FLAG_SETS:
        ours = run([opts.gcn_isa, "objdump", *flags, exe])
        report["runs"] += 1
        if ours.returncode != 0:
            problems.append(f"{name} {' '.join(flags)}: gcn-isa exit {ours.returncode}: "
                            f"{ours.stderr.decode(errors='replace')[:300]}")
            continue
        text = ours.stdout.decode()
        parts = split_by_header(text, exe)
        if list(parts) != [label for _, label, _ in files]:
            problems.append(f"{name} {' '.join(flags)}: images printed {list(parts)}, "
                            f"expected {[label for _, label, _ in files]}")
            continue
        for arch, label, path in files:
            part = parts[label]
            if arch in GFX7:
                if flags == ["-d"]:
                    bad, _ = reassembles(arch, part)
                    problems.extend(f"{name} ({label}): {b}" for b in bad)
                    report["reassembled"] += 1
                    report["lines"] += part.count("\n")
                continue
            llvm = run([opts.llvm_objdump, *flags, path])
            # llvm-objdump's header line names the image file, gcn-isa's the program and
            # the image: compare what follows it.
            expected = llvm.stdout.decode(errors="replace")
            header = f"\n{path}:\tfile format elf64-amdgpu\n"
            expected = expected[len(header):] if expected.startswith(header) else expected
            got = part
            problem = judge(expected, got, llvm.returncode, report)
            if problem:
                problems.append(f"{name} ({label}) {' '.join(flags)}: {problem}")
            elif llvm.returncode == 0:
                report["identical"] += 1
            if flags == ["-d"]:
                report["lines"] += got.count("\n")
    report["images"] += len(files)


def check_object(obj, opts, report):
    """An object of `clang -c`: its images are LLVM IR."""
    name = os.path.basename(obj)
    llvm = run([opts.llvm_objdump, "--offloading", obj])
    ours = run([opts.gcn_isa, "objdump", "--offloading", obj])
    if (llvm.returncode, llvm.stdout) != (ours.returncode, ours.stdout):
        report["problems"].append(f"{name}: --offloading differs")
    d = run([opts.gcn_isa, "objdump", "-d", obj])
    err = d.stderr.decode()
    if d.returncode != 1 or d.stdout or "hold LLVM IR, not machine code" not in err:
        report["problems"].append(f"{name}: -d gave exit {d.returncode}, {err[:200]!r}")
    report["runs"] += 2


HIP_SOURCE = os.path.join(ROOT, "cli", "tests", "objects", "src", "hip", "program.hip")
HIP_CPUS = ["gfx803", "gfx906", "gfx908"]
HIP_MODES = [("bundle", []), ("compressed", ["--offload-compress"]),
             ("new-driver", ["--offload-new-driver", "-fgpu-rdc"])]
BUNDLER = "/usr/lib/llvm-19/bin/clang-offload-bundler"


# Windows (clang's x86_64-pc-windows-msvc target, linked by lld-link without the C runtime
# or the HIP SDK: the kernels need neither). The device code is built without device
# libraries: those of Debian's rocm-device-libs are for Linux (their wchar_t differs).
WINDOWS = ["--target=x86_64-pc-windows-msvc", "-nogpulib"]
WINDOWS_LINK = ["-fuse-ld=lld", "-nostdlib", "-Wl,/force:unresolved", "-Wl,/noentry"]


def dump_section(binary, section, out):
    """Writes the contents of section `section` of the ELF, COFF or PE file `binary` to
    `out` (llvm-objcopy 19, which reads all three)."""
    run(["llvm-objcopy-19", f"--dump-section={section}={out}", binary, out + ".copy"],
        check=True)
    os.remove(out + ".copy")


def hip_builds(work, opts, stub):
    """(binary, fat binary section, mode) for the HIP program built each way: a Linux
    shared library; a Windows DLL (PE: `.hip_fat`, the name cut to 8 bytes) and the COFF
    object it is linked from (`.hip_fatbin`)."""
    archs = f"--offload-arch={','.join(HIP_CPUS)}"
    for mode, extra in HIP_MODES:
        library = os.path.join(work, f"program.{mode}.so")
        run([opts.clang, "-x", "hip", archs, *extra, "-O2", "-nogpuinc",
             f"--rocm-device-lib-path={opts.device_libs}", f"-L{stub}", "-fPIC", "-shared",
             HIP_SOURCE, "-o", library], check=True)
        yield library, ".hip_fatbin", mode
        dll = os.path.join(work, f"program.{mode}.dll")
        common = [opts.clang, "-x", "hip", archs, *extra, "-O2", "-nogpuinc", *WINDOWS]
        run([*common, *WINDOWS_LINK, "-shared", HIP_SOURCE, "-o", dll], check=True)
        yield dll, ".hip_fat", mode
        if "-fgpu-rdc" not in extra:  # an rdc object holds LLVM IR (check_coff_rdc)
            obj = os.path.join(work, f"program.{mode}.obj")
            run([*common, "-c", HIP_SOURCE, "-o", obj], check=True)
            yield obj, ".hip_fatbin", mode


def check_coff_rdc(work, opts, report):
    """A COFF object of `-fgpu-rdc` HIP: `--offloading` as llvm-objdump 19 lists its
    `.llvm.offloading` images (LLVM IR), and `-d` the error that names them."""
    obj = os.path.join(work, "program.rdc.obj")
    run([opts.clang, "-x", "hip", f"--offload-arch={','.join(HIP_CPUS)}", "--offload-new-driver",
         "-fgpu-rdc", "-O2", "-nogpuinc", *WINDOWS, "-c", HIP_SOURCE, "-o", obj], check=True)
    check_object(obj, opts, report)


def check_hip(work, opts, report):
    """The HIP program built three ways for Linux and Windows: every entry against
    llvm-objdump 19."""
    stub = os.path.join(work, "stub")
    os.makedirs(stub, exist_ok=True)
    stub_c = os.path.join(stub, "stub.c")
    with open(stub_c, "w") as f:
        f.write("int hip_runtime_stub;\n")
    run([opts.clang, "-shared", "-fPIC", stub_c, "-o", os.path.join(stub, "libamdhip64.so")],
        check=True)
    problems = report["problems"]
    for library, section, mode in hip_builds(work, opts, stub):
        bundle = library + ".hipfb"
        dump_section(library, section, bundle)
        ids = run([BUNDLER, "-type=o", f"-input={bundle}", "-list"], check=True)
        ids = [i for i in ids.stdout.decode().split() if "amdgcn" in i]
        files = {}
        for entry in ids:
            path = f"{library}.{entry.replace(':', '_')}.o"
            run([BUNDLER, "-type=o", f"-input={bundle}", f"-targets={entry}", f"-output={path}",
                 "-unbundle"], check=True)
            files[entry] = path
        for flags in FLAG_SETS:
            ours = run([opts.gcn_isa, "objdump", *flags, library])
            report["runs"] += 1
            parts = split_by_header(ours.stdout.decode(), library)
            if ours.returncode != 0 or sorted(parts) != sorted(ids):
                problems.append(f"{library} {' '.join(flags)}: exit {ours.returncode}, entries "
                                f"{sorted(parts)}, expected {sorted(ids)}")
                continue
            for entry, path in files.items():
                llvm = run([opts.llvm_objdump, *flags, path])
                listing = llvm.stdout.decode(errors="replace")
                header = f"\n{path}:\tfile format elf64-amdgpu\n"
                if not listing.startswith(header):
                    problems.append(f"{library} ({entry}) {' '.join(flags)}: llvm-objdump "
                                    f"printed no header for the extracted entry")
                elif problem := judge(listing[len(header):], parts[entry], llvm.returncode,
                                      report):
                    problems.append(f"{library} ({entry}) {' '.join(flags)}: {problem}")
                else:
                    if llvm.returncode == 0:
                        report["identical"] += 1
                    if flags == ["-d"]:
                        report["lines"] += parts[entry].count("\n")
        report["hip_entries"] += len(files)
        report["hip_libraries"] += 1
    check_coff_rdc(work, opts, report)


def offloading_binary(kind, producer, triple, arch, image):
    """An offloading binary as LLVM 19's `OffloadBinary::write` lays it out."""
    strings_at = 32 + 40 + 32
    table = bytearray(b"\0")

    def add(text):
        at = strings_at + len(table)
        table.extend(text.encode() + b"\0")
        return at
    pairs = [(add("arch"), add(arch)), (add("triple"), add(triple))]
    image_at = -(-(strings_at + len(table)) // 8) * 8
    size = -(-(image_at + len(image)) // 8) * 8
    out = OFFLOAD_MAGIC + struct.pack("<IQQQ", 1, size, 32, 40)
    out += struct.pack("<HHIQQQQ", kind, producer, 0, 72, len(pairs), image_at, len(image))
    for key, value in pairs:
        out += struct.pack("<QQ", key, value)
    out = (out + table).ljust(image_at, b"\0") + image
    return out.ljust(size, b"\0")


def make_embedded(dest):
    """`embedded.o`: an x86-64 object (llvm-mc 19) whose `.rodata` holds two code objects as
    plain data, as ROCr keeps its blit kernels: reduce.gfx900.o and a gfx1030 one."""
    objects = os.path.join(ROOT, "cli", "tests", "objects")
    with open(os.path.join(dest, "embedded.s"), "w") as f:
        f.write("// Generated by scripts/offload_programs.py --fixtures: code objects as data.\n"
                ".text\nmain:\n\tret\n.section .rodata,\"a\"\n.ascii \"blit kernels\"\n"
                f".p2align 4\n.incbin \"{objects}/reduce.gfx900.o\"\n"
                f".p2align 4\n.incbin \"{objects}/corrupt/saxpy.gfx1030.o\"\n")
    run(["llvm-mc-19", "-triple=x86_64-unknown-linux-gnu", "-filetype=obj", "embedded.s", "-o",
         "embedded.o"], check=True, cwd=dest)
    os.remove(os.path.join(dest, "embedded.s"))


def make_fixtures(dest, opts):
    """The checked-in inputs of cli/tests/objdump.rs's offloading tests, and llvm-objdump
    19's outputs for them (the `-d` ones from the images it extracted: it does not
    disassemble them in place)."""
    os.makedirs(dest, exist_ok=True)
    src = os.path.join(SOURCES, "saxpy.c")
    common = [opts.clang, "-O2", "-fopenmp", "--offload-arch=gfx803,gfx906,gfx908",
              f"--rocm-device-lib-path={opts.device_libs}"]
    run([*common, src, "-o", os.path.join(dest, "saxpy.exe")], check=True)
    run([*common, "-c", src, "-o", os.path.join(dest, "saxpy.o")], check=True)
    with open(os.path.join(dest, "saxpy.exe"), "rb") as f:
        section, = offloading_sections(f.read())
    with open(os.path.join(dest, "saxpy.offload"), "wb") as f:
        f.write(section)
    found = images(section)
    expected = ""
    for arch, triple, _, image in found:
        path = os.path.join(dest, f"image.{arch}.o")
        with open(path, "wb") as f:
            f.write(image)
        text = run([opts.llvm_objdump, "-d", os.path.basename(path)], cwd=dest).stdout.decode()
        expected += text.replace(f"image.{arch}.o:", f"saxpy.exe(openmp-{triple}-{arch}):", 1)
    with open(os.path.join(dest, "saxpy.exe.d.txt"), "w") as f:
        f.write(expected)
    gfx906 = next(image for arch, _, _, image in found if arch == "gfx906")
    with open(os.path.join(ROOT, "cli", "tests", "objects", "corrupt", "saxpy.gfx1030.o"), "rb") as f:
        gfx1030 = f.read()
    blobs = {
        "first.bin": offloading_binary(1, 3, "amdgcn-amd-amdhsa", "gfx906", gfx906)
        + offloading_binary(2, 2, "nvptx64-nvidia-cuda", "sm_70", b"BC\xc0\xde"),
        "second.bin": offloading_binary(1, 1, "amdgcn-amd-amdhsa", "gfx1030", gfx1030)
        + offloading_binary(2, 1, "amdgcn-amd-amdhsa", "gfx908:xnack-", b"BC\xc0\xde"),
    }
    for name, blob in blobs.items():
        with open(os.path.join(dest, name), "wb") as f:
            f.write(blob)
    with open(os.path.join(dest, "mixed.s"), "w") as f:
        f.write("// Generated by scripts/offload_programs.py --fixtures: two offloading sections.\n"
                ".text\nmain:\n\tret\n"
                ".section .llvm.offloading,\"e\",@llvm_offloading\n.p2align 3\n"
                ".incbin \"first.bin\"\n"
                ".section .llvm.offloading.more,\"e\",@llvm_offloading\n.p2align 3\n"
                ".incbin \"second.bin\"\n")
    run(["llvm-mc-19", "-triple=x86_64-unknown-linux-gnu", "-filetype=obj", "mixed.s", "-o",
         "mixed.o"], check=True, cwd=dest)
    run(["llvm-ar-19", "rcD", "offloading.a", "saxpy.o", "mixed.o"], check=True, cwd=dest)
    make_embedded(dest)
    for name in ["saxpy.exe", "saxpy.o", "saxpy.offload", "mixed.o", "offloading.a"]:
        listing = run([opts.llvm_objdump, "--offloading", name], cwd=dest)
        with open(os.path.join(dest, f"{name}.offloading.txt"), "wb") as f:
            f.write(listing.stdout)
    for name in [*blobs, "mixed.s", *(f"image.{arch}.o" for arch, *_ in found)]:
        os.remove(os.path.join(dest, name))
    make_windows_fixtures(dest, opts)


def bundle_listing(binary, section, dest, opts):
    """What llvm-objdump 19 prints for each AMDGPU entry of the bundle in `section` of
    `binary` (in `dest`), extracted, under gcn-isa's header `BINARY(ENTRY-ID):`."""
    dest = os.path.abspath(dest)
    bundle = os.path.join(dest, "fatbin.tmp")
    dump_section(os.path.join(dest, binary), section, bundle)
    with open(bundle, "rb") as f:
        entries = bundle_entries(f.read())  # in file order (`-list` prints a hash table's)
    os.remove(bundle)
    listing = ""
    for entry, code in entries:
        if "amdgcn" not in entry:
            continue
        path = os.path.join(dest, "entry.tmp.o")
        with open(path, "wb") as f:
            f.write(code)
        text = run([opts.llvm_objdump, "-d", os.path.basename(path)], cwd=dest).stdout.decode()
        listing += text.replace("entry.tmp.o:", f"{binary}({entry}):", 1)
        os.remove(path)
    return listing


def make_windows_fixtures(dest, opts):
    """HIP for Windows: `hip.dll` (a PE image; a bundle for gfx906 and gfx908 in
    `.hip_fat`), `hip.obj` (a COFF object; gfx803 in `.hip_fatbin`, a long section name),
    `hip.lib` (llvm-lib's archive of it under a name longer than 15 bytes, NUL-ended in the
    name table) and `hip-rdc.obj` (`.llvm.offloading` images of LLVM IR), with what
    llvm-objdump 19 prints for them."""
    dest = os.path.abspath(dest)
    arch = lambda *a: f"--offload-arch={','.join(a)}"  # noqa: E731
    common = [opts.clang, "-x", "hip", "-O2", "-nogpuinc", *WINDOWS]
    run([*common, arch("gfx906", "gfx908"), *WINDOWS_LINK, "-shared",
         HIP_SOURCE, "-o", "hip.dll"], check=True, cwd=dest)
    os.remove(os.path.join(dest, "hip.lib"))  # lld-link's import library
    run([*common, arch("gfx803"), "-c", HIP_SOURCE, "-o", "hip.obj"], check=True, cwd=dest)
    run([*common, arch("gfx908"), "--offload-new-driver", "-fgpu-rdc", "-c", HIP_SOURCE, "-o",
         "hip-rdc.obj"], check=True, cwd=dest)
    member = "hip_kernels_for_windows.obj"
    shutil.copy(os.path.join(dest, "hip.obj"), os.path.join(dest, member))
    run(["llvm-lib-19", "/out:hip.lib", member], check=True, cwd=dest)
    os.remove(os.path.join(dest, member))
    for binary, section in [("hip.dll", ".hip_fat"), ("hip.obj", ".hip_fatbin")]:
        with open(os.path.join(dest, f"{binary}.d.txt"), "w") as f:
            f.write(bundle_listing(binary, section, dest, opts))
    listing = run([opts.llvm_objdump, "--offloading", "hip-rdc.obj"], cwd=dest)
    with open(os.path.join(dest, "hip-rdc.obj.offloading.txt"), "wb") as f:
        f.write(listing.stdout)


def arguments(doc, kept, tests, fixtures, more=None):
    """The command line of the scripts that compile with clang 19 and compare with
    llvm-objdump 19 (this one and debug_lines.py); `more(parser)` adds a script's own."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--llvm-objdump", default="llvm-objdump-19")
    ap.add_argument("--gcn-isa", default=os.path.join(ROOT, "target", "release", "gcn-isa"))
    ap.add_argument("--device-libs", default=DEVICE_LIBS)
    ap.add_argument("--keep", help=f"keep {kept} in this directory")
    ap.add_argument("--fixtures", metavar="DIR",
                    help=f"write {tests} inputs and llvm-objdump's outputs to DIR ({fixtures}) "
                         "instead")
    if more:
        more(ap)
    return ap.parse_args()


def main():
    opts = arguments(__doc__, "the programs and images", "the offloading tests'",
                     "cli/tests/objects/offloading")
    for tool in (opts.clang, opts.llvm_objdump, "llvm-mc-19"):
        if not shutil.which(tool):
            sys.exit(f"{tool} not found (apt-get install -y clang-19 llvm-19 libomp-19-dev)")
    if not os.path.exists(os.path.join(opts.device_libs, "ocml.bc")):
        sys.exit(f"{opts.device_libs}/ocml.bc not found (apt-get install -y rocm-device-libs)")
    if opts.fixtures:
        make_fixtures(opts.fixtures, opts)
        return 0
    work = opts.keep or tempfile.mkdtemp(prefix="openmp-offload-")
    os.makedirs(work, exist_ok=True)
    report = {"programs": 0, "images": 0, "identical": 0, "reassembled": 0, "lines": 0,
              "runs": 0, "hip_libraries": 0, "hip_entries": 0, "deviations": 0, "skipped": 0,
              "crashes": 0, "problems": []}
    cpus_seen = set()
    try:
        for source in sorted(os.listdir(SOURCES)):
            if not source.endswith(".c"):
                continue
            path = os.path.join(SOURCES, source)
            with open(path) as f:
                cpus = f.readline().split("(")[0].removeprefix("// cpus:").split()
            cpus_seen.update(cpus)
            for level in ("-O2", "-O3 -ffast-math"):
                base = os.path.join(work, f"{source[:-2]}{level.split()[0]}")
                common = [opts.clang, *level.split(), "-fopenmp", f"--offload-arch={','.join(cpus)}",
                          f"--rocm-device-lib-path={opts.device_libs}"]
                run([*common, path, "-lm", "-o", base + ".exe"], check=True)
                run([*common, "-c", path, "-o", base + ".o"], check=True)
                check_program(base + ".exe", work, opts, report)
                check_object(base + ".o", opts, report)
                report["programs"] += 1
        check_hip(work, opts, report)
    finally:
        if not opts.keep:
            shutil.rmtree(work, ignore_errors=True)
    print("| OpenMP programs (-O2, -O3 -ffast-math) | processors | images | HIP binaries "
          "(entries) | outputs identical | gfx7 images reassembled | lines (-d) | gcn-isa runs |")
    print("|---|---|---|---|---|---|---|---|")
    print(f"| {report['programs']} | {', '.join(sorted(cpus_seen))} | {report['images']} "
          f"| {report['hip_libraries']} ({report['hip_entries']}) | {report['identical']} "
          f"| {report['reassembled']} | {report['lines']:,} | {report['runs']} |")
    print(f"\nFlag sets: {'; '.join(' '.join(f) for f in FLAG_SETS)}; each `-c` object: "
          f"--offloading, and -d (an error naming its LLVM IR images).")
    return conclude(report)


if __name__ == "__main__":
    sys.exit(main())
