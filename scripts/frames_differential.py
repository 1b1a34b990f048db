#!/usr/bin/env python3
"""`gcn-isa objdump --dwarf=frames` against `llvm-objdump-19 --dwarf=frames` on generated
call frame information.

Compilers for AMDGPU emit little here (LLVM 19: CIEs and FDEs of DW_CFA_nop), so the
sections are made: each object gets a `.debug_frame` or an `.eh_frame` (or both) written
byte by byte in assembly, from a grammar of CIEs (versions 1, 3 and 4, DWARF32 and DWARF64,
augmentation strings with personality, LSDA and FDE pointer encodings), FDEs (relocated
against the code or not, pointing at a CIE or at nothing), call frame instructions with
random operands (every opcode LLVM reads, and some it does not), and DWARF expressions
(every operation, truncated or not); then, in a third of the objects, a few random bytes
flipped. llvm-mc 19 assembles each; the standard output of the two tools must be
identical, and their error and warning messages the same (without the tools' prefixes).

Needs llvm-19 and a release build of the CLI. Usage: python3 scripts/frames_differential.py
[--seed S] [--objects N]. Exits 1 on any difference.
"""
import argparse
import os
import random
import re
import struct
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from objdump_compare import interleaving_differs, section_headers  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GCN_ISA = os.path.join(ROOT, "target", "release", "gcn-isa")
LLVM_MC = "llvm-mc-19"
LLVM_OBJDUMP = "llvm-objdump-19"


def uleb(value):
    out = []
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return out


def sleb(value):
    out = []
    while True:
        byte = value & 0x7F
        value >>= 7
        done = (value == 0 and not byte & 0x40) or (value == -1 and byte & 0x40)
        out.append(byte if done else byte | 0x80)
        if done:
            return out


def number(r):
    return r.choice([0, 1, 2, 4, 8, 16, 63, 64, 127, 128, 300, 0xFFFF, 0x7FFFFFFF,
                     0xFFFFFFFF, 0x100000000, r.getrandbits(20), r.getrandbits(40)])


def signed(r):
    return r.choice([1, -1]) * number(r)


def expression(r):
    """Bytes of a DWARF expression: operations with operands, sometimes cut short."""
    out = []
    for _ in range(r.randint(0, 4)):
        op = r.choice([0x03, 0x06, 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x10,
                       0x11, 0x12, 0x15, 0x22, 0x23, 0x28, 0x2f, 0x30, 0x4f, 0x50, 0x6f,
                       0x70, 0x8f, 0x90, 0x91, 0x92, 0x93, 0x94, 0x96, 0x98, 0x99, 0x9a,
                       0x9c, 0x9d, 0x9e, 0x9f, 0xa1, 0xa3, 0xa5, 0xa8, 0xe0, 0xe9, 0xed,
                       0xf3, 0xfb, r.randrange(256)])
        out.append(op)
        if op in (0x08, 0x09, 0x15, 0x94):
            out += [r.randrange(256)]
        elif op in (0x0a, 0x0b, 0x28, 0x2f, 0x98):
            out += [r.randrange(256) for _ in range(2)]
        elif op in (0x0c, 0x0d, 0x99):
            out += [r.randrange(256) for _ in range(4)]
        elif op in (0x03, 0x0e, 0x0f):
            out += [r.randrange(256) for _ in range(8)]
        elif op in (0x10, 0x23, 0x90, 0x93, 0xa1, 0xa8, 0xfb):
            out += uleb(number(r))
        elif op in (0x11, 0x91) or 0x70 <= op <= 0x8f:
            out += sleb(signed(r))
        elif op in (0x92, 0x9d, 0xa5):
            out += uleb(number(r)) + sleb(signed(r))
        elif op == 0x9e:
            n = r.randint(0, 4)
            out += uleb(n) + [r.randrange(256) for _ in range(r.randint(0, n + 1))]
        elif op in (0xa3, 0xf3):
            out += uleb(r.randint(0, 4))
        elif op == 0xe9:
            out += uleb(r.choice([0, 1, 2]))
        elif op == 0xed:
            kind = r.randint(0, 5)
            out += [kind] + ([r.randrange(256) for _ in range(4)] if kind == 3 else uleb(number(r)))
    if out and r.random() < 0.2:
        out = out[: r.randrange(len(out))]
    return out


def instructions(r, address_size, in_cie=False):
    """Bytes of call frame instructions (no DW_CFA_set_loc in a CIE: LLVM 19 compares it with
    the address a CIE's row does not have, undefined behaviour)."""
    out = []
    for _ in range(r.randint(0, 8)):
        kind = r.random()
        if kind < 0.15:
            out.append(0x40 | r.randrange(64))
        elif kind < 0.25:
            out += [0x80 | r.randrange(64)] + uleb(number(r))
        elif kind < 0.3:
            out.append(0xC0 | r.randrange(64))
        elif kind < 0.95:
            op = r.choice([0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0x0a,
                           0x0b, 0x0c, 0x0d, 0x0e, 0x0f, 0x10, 0x11, 0x12, 0x13, 0x14, 0x15,
                           0x16, 0x2d, 0x2e, 0x30, 0x31])
            if in_cie and op == 0x01:
                op = 0x00
            out.append(op)
            if op == 0x01:
                out += [r.randrange(256) for _ in range(address_size)]
            elif op in (0x02, 0x03, 0x04):
                out += [r.randrange(256) for _ in range({0x02: 1, 0x03: 2, 0x04: 4}[op])]
            elif op in (0x06, 0x07, 0x08, 0x0d, 0x0e, 0x2e):
                out += uleb(number(r))
            elif op == 0x13:
                out += sleb(signed(r))
            elif op in (0x05, 0x09, 0x0c, 0x14):
                out += uleb(number(r)) + uleb(number(r))
            elif op in (0x11, 0x12, 0x15):
                out += uleb(number(r)) + sleb(signed(r))
            elif op in (0x30, 0x31):
                out += uleb(number(r))
                out += uleb(number(r)) if op == 0x30 else sleb(signed(r))
                out += uleb(r.choice([0, 1, 4, 5, 6]))
            elif op == 0x0f:
                e = expression(r)
                out += uleb(len(e)) + e
            elif op in (0x10, 0x16):
                e = expression(r)
                out += uleb(number(r)) + uleb(len(e)) + e
        else:
            out.append(r.choice([b for b in range(256) if not (in_cie and b == 0x01)]))
    return out


def entry_lines(label, body_lines, dwarf64):
    """An entry: its initial length (computed by the assembler) and body."""
    lines = []
    if dwarf64:
        lines += ["  .long 0xffffffff", f"  .quad {label}_end - {label}_start"]
    else:
        lines += [f"  .long {label}_end - {label}_start"]
    lines += [f"{label}_start:"] + body_lines + [f"{label}_end:"]
    return lines


def byte_lines(data):
    return [f"  .byte {', '.join(str(b) for b in data[i:i + 16])}" for i in range(0, len(data), 16)]


def frame_section(r, eh, tag):
    lines = []
    cies = []
    for n in range(r.randint(1, 4)):
        label = f"{tag}c{n}"
        dwarf64 = not eh and r.random() < 0.25
        version = 1 if eh and r.random() < 0.9 else r.choice([1, 3, 4, 2])
        body = []
        body.append(("  .quad 0xffffffffffffffff" if dwarf64 else "  .long 0xffffffff")
                    if not eh else "  .long 0")
        body += byte_lines([version])
        aug = r.choice(["", "zR", "zPLR", "zLR", "zRS", "zRB", "eh", "zX", "Rz", "zPR"]) if eh else r.choice(["", "", "x"])
        body += byte_lines(list(aug.encode()) + [0])
        address_size = 8
        if version >= 4:
            # Other sizes are undefined behaviour in LLVM 19 (`getUnsigned` of 3 bytes).
            address_size = r.choice([8, 8, 4, 2])
            body += byte_lines([address_size, r.choice([0, 0, 4])])
        body += byte_lines(uleb(r.choice([1, 4, 4, 0, 2])) + sleb(r.choice([4, -4, 1, 0, -8])))
        body += byte_lines([r.choice([16, 0, 1])] if version == 1 else uleb(r.choice([16, 300])))
        fde_encoding = 0
        if eh and aug.startswith("z"):
            aug_data = []
            for c in aug[1:]:
                if c == "R":
                    fde_encoding = r.choice([0x1b, 0x1b, 0x00, 0x03, 0x0b, 0x04, 0x0c, 0x30, 0x01, 0x09])
                    aug_data.append(fde_encoding)
                elif c == "L":
                    aug_data.append(r.choice([0x1b, 0x00, 0xff, 0x03]))
                elif c == "P":
                    aug_data += [0x00] + [r.randrange(256) for _ in range(8)]
            length = len(aug_data) + (r.choice([0, 0, 0, 1]) if r.random() < 0.2 else 0)
            body += byte_lines(uleb(length) + aug_data)
        body += byte_lines(instructions(r, address_size, in_cie=True))
        lines += entry_lines(label, body, dwarf64)
        cies.append((label, dwarf64, fde_encoding, aug))
        for m in range(r.randint(0, 3)):
            flabel = f"{tag}f{n}_{m}"
            fbody = []
            target = r.choice(cies)
            if eh:
                fbody.append(f"  .long {flabel}_start - {target[0]}_start + 4" if not target[1] else "  .long 1")
                enc = target[2]
                width = {0x03: 4, 0x0b: 4, 0x1b: 4, 0x04: 8, 0x0c: 8, 0x00: 8}.get(enc & 0x0f, 0)
                if enc == 0x1b and r.random() < 0.5:
                    fbody += [f"  .long fn{r.randrange(3)} - .", f"  .long {r.randrange(1, 64)}"]
                elif width:
                    fbody += byte_lines([r.randrange(256) for _ in range(2 * width)])
                else:
                    fbody += byte_lines(uleb(number(r)) + uleb(number(r)))
                if target[3].startswith("z"):
                    fbody += byte_lines(uleb(r.choice([0, 0, 8, 1])))
            else:
                dwarf64 = target[1]
                choice = r.random()
                if choice < 0.7:
                    fbody.append((f"  .quad {target[0]} - .debug_frame" if dwarf64 else f"  .long {target[0]}")
                                 if r.random() < 0.5 else (f"  .quad {target[0]}_start - 12 - .debug_frame" if dwarf64
                                                           else f"  .long {target[0]}_start - 4 - .debug_frame"))
                else:
                    fbody.append("  .quad 12345" if dwarf64 else "  .long 12345")
                if r.random() < 0.6:
                    fbody += [f"  .quad fn{r.randrange(3)}", f"  .quad {r.randrange(1, 4096)}"]
                else:
                    fbody += byte_lines([r.randrange(256) for _ in range(16)])
            fbody += byte_lines(instructions(r, 8))
            lines += entry_lines(flabel, fbody, target[1] if not eh else False)
    if eh and r.random() < 0.5:
        lines.append("  .long 0")
    return lines


def source(r, tag):
    lines = [".text"]
    for i in range(3):
        lines += [f".globl fn{i}", f"fn{i}:", "  s_nop 0", "  s_nop 0"]
    which = r.choice(["debug", "eh", "both"])
    if which in ("debug", "both"):
        lines += ['.section .debug_frame,"",@progbits', ".debug_frame_start:"]
        lines += frame_section(r, False, tag + "d")
    if which in ("eh", "both"):
        lines += ['.section .eh_frame,"a",@progbits']
        lines += frame_section(r, True, tag + "e")
    return "\n".join(lines).replace(" - .debug_frame", " - .debug_frame_start") + "\n"


def frame_section_spans(data):
    """(name, file offset, size) of each .debug_frame and .eh_frame in ELF64 `data`."""
    out = []
    for _, name, header in section_headers(data):
        if name in (".debug_frame", ".eh_frame"):
            offset, size = struct.unpack_from("<QQ", data, header + 24)
            out.append((name, offset, size))
    return out


def flip(path, r):
    """Flips a few bytes of the object's frame sections' contents in place."""
    data = bytearray(open(path, "rb").read())
    for _, start, size in frame_section_spans(data):
        if size:
            for _ in range(r.randint(1, 3)):
                data[start + r.randrange(size)] ^= 1 << r.randrange(8)
    open(path, "wb").write(data)


def messages(text):
    """Error and warning lines without the tools' prefixes and file names."""
    out = []
    for line in text.splitlines():
        line = re.sub(r"^(gcn-isa|llvm-objdump(-19)?): ", "", line)
        line = re.sub(r"^(warning|error): '[^']*': ", r"\1: ", line)
        out.append(line)
    return out


def undefined_cie_lookup(path, ours_stderr):
    """Whether gcn-isa found no CIE for an .eh_frame FDE whose CIE pointer makes LLVM look up
    the key ~0 or ~1 (DenseMap's empty and tombstone keys: undefined behaviour, LLVM then
    uses whatever the bucket holds)."""
    m = re.search(r"parsing FDE data at (0x[0-9a-f]+) failed due to missing CIE", ours_stderr)
    if not m:
        return False
    data = open(path, "rb").read()
    for name, start, _ in frame_section_spans(data):
        if name == ".eh_frame":
            entry = int(m.group(1), 16)
            pointer = int.from_bytes(data[start + entry + 4:start + entry + 8], "little")
            key = (entry + 4 - pointer) % (1 << 64)
            return key >= (1 << 64) - 2
    return False


def frame_sections(path):
    """(name, bytes) of the object's .debug_frame and .eh_frame."""
    data = open(path, "rb").read()
    return [(name, data[start:start + size]) for name, start, size in frame_section_spans(data)]


def undefined_address_size(path):
    """Whether a version 4 CIE gives an address size LLVM 19 cannot read (other than 1, 2,
    4 or 8: `getUnsigned` reaches `llvm_unreachable`, undefined behaviour in a release
    build), as a flipped bit can make it."""
    for name, data in frame_sections(path):
        at = 0
        while at + 4 <= len(data):
            length = int.from_bytes(data[at:at + 4], "little")
            head, dwarf64 = 4, False
            if length == 0xFFFFFFFF:
                length = int.from_bytes(data[at + 4:at + 12], "little")
                head, dwarf64 = 12, True
            if length == 0 or 0xFFFFFFF0 <= length < 0xFFFFFFFF:
                break
            body = data[at + head:at + head + length]
            id_size = 8 if dwarf64 and name == ".debug_frame" else 4
            ident = int.from_bytes(body[:id_size], "little")
            is_cie = ident == (0 if name == ".eh_frame" else (1 << (8 * id_size)) - 1)
            if is_cie and len(body) > id_size:
                version = body[id_size]
                end = body.find(b"\0", id_size + 1)
                if version >= 4 and end >= 0 and end + 1 < len(body) \
                        and body[end + 1] not in (1, 2, 4, 8):
                    return True
            at += head + length
    return False


def undefined_in_llvm(path, llvm_stderr, ours_stderr):
    """A difference that comes from undefined behaviour in LLVM 19: a CIE's DW_CFA_set_loc
    compared with the address a CIE's row does not have, an unreadable address size, or a
    CIE looked up by DenseMap's reserved keys."""
    if re.search(r"decoding the CIE opcodes into rows failed\nerror: DW_CFA_set_loc with adrress",
                 llvm_stderr):
        return True
    return undefined_address_size(path) or undefined_cie_lookup(path, ours_stderr)


def check(seed, index, workdir):
    r = random.Random(f"{seed}-{index}")
    base = os.path.join(workdir, f"f{index}")
    open(base + ".s", "w").write(source(r, f"x{index}"))
    made = subprocess.run([LLVM_MC, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-filetype=obj",
                           base + ".s", "-o", base + ".o"], capture_output=True, text=True)
    if made.returncode != 0:
        return ("unassembled", index, made.stderr[:300])
    if r.random() < 0.33:
        flip(base + ".o", r)
    llvm = subprocess.run([LLVM_OBJDUMP, "--dwarf=frames", base + ".o"], capture_output=True)
    ours = subprocess.run([GCN_ISA, "objdump", "--dwarf=frames", base + ".o"], capture_output=True)
    if ours.returncode not in (0, 1) or b"panicked" in ours.stderr:
        return ("crash", index, ours.stderr.decode(errors="replace")[:400])
    llvm_err, ours_err = (p.stderr.decode(errors="replace") for p in (llvm, ours))
    same = llvm.stdout == ours.stdout and messages(llvm_err) == messages(ours_err)
    if not same and undefined_in_llvm(base + ".o", llvm_err, ours_err):
        return ("undefined in LLVM", index, None)
    if llvm.stdout != ours.stdout:
        return ("stdout", index, base + ".o")
    if messages(llvm_err) != messages(ours_err):
        return ("stderr", index, base + ".o")
    # Where the messages fall between the lines (`2>&1`).
    if llvm_err and interleaving_differs([LLVM_OBJDUMP, "--dwarf=frames", base + ".o"],
                                         [GCN_ISA, "objdump", "--dwarf=frames", base + ".o"]):
        return ("interleaving", index, base + ".o")
    return ("same", index, None)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", default="frames-1")
    ap.add_argument("--objects", type=int, default=400)
    ap.add_argument("--keep", help="keep the objects in this directory")
    args = ap.parse_args()
    workdir = args.keep or tempfile.mkdtemp(prefix="frames-")
    os.makedirs(workdir, exist_ok=True)
    with ThreadPoolExecutor(os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda i: check(args.seed, i, workdir), range(args.objects)))
    tally = {}
    for kind, index, detail in results:
        tally[kind] = tally.get(kind, 0) + 1
        if kind not in ("same", "unassembled", "undefined in LLVM"):
            print(f"{kind}: object {index}: {detail}")
    print(f"{args.objects} objects: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    bad = sum(v for k, v in tally.items() if k not in ("same", "unassembled", "undefined in LLVM"))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
