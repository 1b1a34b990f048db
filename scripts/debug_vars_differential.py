#!/usr/bin/env python3
"""`gcn-isa objdump --debug-vars` against llvm-objdump 19 on generated DWARF.

Compilers' own objects (scripts/debug_lines.py) exercise little of what `--debug-vars`
reads: clang 19's AMDGPU variables are `DW_OP_fbreg` at -O0 and location lists of one
shape above it. This script writes AMDGPU objects with hand-made `.debug_info` (DWARF 4
and 5, assembled by llvm-mc 19 with a line table from `.loc` directives): functions in one
or two code sections, lexical blocks,
inlined subroutines whose parameters are named through `DW_AT_abstract_origin` (in their
unit, or with `DW_FORM_ref_addr` in a second one), variables
without a name or a location, expressions of every kind LLVM's compact printer reads
(registers of each AMDGPU file, register plus offset, `entry_value`, `stack_value`,
`nop`, `DW_OP_LLVM_user`) and some it does not (unknown registers and operations, stacks
of two), location lists with every DWARF 5 entry kind (base addresses from `.debug_addr`
and relocations, `startx_length`, `offset_pair`, `default_location`, ranges that start
or end inside an instruction) and DWARF 4 lists with base address selections, reached
through `DW_FORM_sec_offset` and `DW_FORM_loclistx`; and a source file with tabs and
UTF-8 for `-S` (and long lines of wide, combining and unprintable characters and bytes that
are not UTF-8, which move the columns after them). Each object is compared under five flag sets: standard output byte for
byte, and the warnings.

Usage: python3 scripts/debug_vars_differential.py [--seed S] [--objects N]
Needs llvm-mc-19 and llvm-objdump-19, and a release build of the CLI.
"""

import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from debug_lines import warnings  # noqa: E402
from objdump_compare import interleaving_differs  # noqa: E402
from frames_differential import sleb, uleb  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FLAG_SETS = [["-d", "--debug-vars"], ["-d", "-l", "--debug-vars"],
             ["-d", "-S", "-r", "--debug-vars=ascii"],
             ["-d", "-l", "-S", "--debug-vars", "--debug-vars-indent=7", "--no-show-raw-insn"],
             ["-d", "-l", "--debug-vars", "--debug-vars-indent=-30", "--symbolize-operands"]]
INSTRUCTIONS = ["s_nop 0", "v_mov_b32 v0, v1", "v_add_f32_e64 v0, v1, v2",
                "s_mov_b32 s0, 0x12345678", "s_add_u32 s0, s1, s2"]
SOURCE_LINES = ["int main(void) {", "\tint x = 1;", "\t\tfloat y;", "  é = 2; // ─", "", "}",
                "\t x\t= y;", "a\tb\tc\td", "ünïcödé\tline"]
# Pieces of long source lines that reach the columns, so that each character's width (LLVM
# 19's tables: wide, combining, not printable) and bytes that are not UTF-8 move them.
WIDTH_PIECES = ["漢字", "ｱｲｳ", "Ａ", "😀", "🏳", "e\u0301", "\u0301", "\u20dd", "\u200b",
                "\u00ad", "\u0378", "\ue000", "\u0085", "\u00a0", "é", "─", "x", "\t", "  ",
                "\U0002a700", "\U000e0100", "\U0010fffd", "\u1100", "\u3000", "\x7f"]
BAD_BYTES = [b"\x80", b"\xc0\x80", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", b"\xffabcde",
             b"\xf4\x90\x80\x80"]
# DWARF register numbers LLVM names (wave64), and some it does not.
NAMED = [1, 16, 17, 32, 60, 95, 1088, 1129, 2560, 2700, 2815, 3072, 3327]
UNNAMED = [0, 2, 18, 31, 96, 1087, 1130, 2559, 2816, 3071, 3328, 70000]


def register(rng):
    return rng.choice(NAMED) if rng.random() < 0.85 else rng.choice(UNNAMED)


def expression(rng, depth=0):
    """A random DWARF expression, as bytes."""
    kind = rng.random()
    reg = register(rng)
    if kind < 0.25:
        ops = [0x90, *uleb(reg)]
    elif kind < 0.5:
        ops = [0x92, *uleb(reg), *sleb(rng.choice([0, 4, -8, 300, -70000]))]
    elif kind < 0.58:
        ops = [0x50 + rng.choice([1, 16, 17, 0, 5])]
    elif kind < 0.64:
        ops = [0x70 + rng.choice([1, 16, 17, 3]), *sleb(rng.choice([0, 12, -4]))]
    elif kind < 0.72 and depth == 0:
        inner = expression(rng, 1)
        ops = [0xA3, *uleb(len(inner)), *inner]
    elif kind < 0.8:
        ops = [0x91, *sleb(rng.choice([8, -16]))]  # DW_OP_fbreg: not read compactly
    elif kind < 0.85:
        ops = [0x90, *uleb(reg), 0x90, *uleb(register(rng))]  # a stack of two
    elif kind < 0.88:
        ops = []
    elif kind < 0.92:
        ops = [0x92, *uleb(reg), 0x00, 0x31, 0x16, 0x18]  # clang's -O2 shape
    else:
        ops = [rng.choice([0x30, 0x06, 0x9D, 0xA0, 0xFF]), 0x01]
    if ops and rng.random() < 0.2:
        ops += [0x9F]
    if ops and rng.random() < 0.1:
        ops = [0x96, *ops] if rng.random() < 0.5 else [*ops, 0xE9, 0x01]
    return ops


class Object:
    """One object's assembly: code, then the DWARF sections."""

    def __init__(self, rng, version, source):
        self.rng = rng
        self.version = version
        self.source = source
        self.abbrevs = {}
        self.info = []
        self.addr = []  # .debug_addr entries (expressions)
        self.lists = []  # location lists: lines of assembly each
        self.functions = []  # (name, section, instruction labels, end label)
        self.labels = 0

    def label(self, stem):
        self.labels += 1
        return f".L{stem}{self.labels}"

    def code(self):
        rng = self.rng
        lines = [f'.file 1 "{self.source}"']
        sections = [".text"] + ([".text.b"] if rng.random() < 0.5 else [])
        for s, section in enumerate(sections):
            lines.append(f'.section {section},"ax",@progbits' if s else ".text")
            for f in range(rng.randint(1, 2)):
                name = f"f{s}_{f}"
                lines += [f".globl {name}", f".type {name},@function", f"{name}:"]
                marks = []
                for _ in range(rng.randint(3, 9)):
                    mark = self.label("i")
                    marks.append(mark)
                    lines.append(f"{mark}:")
                    if rng.random() < 0.6:
                        lines.append(f".loc 1 {rng.randint(1, len(SOURCE_LINES) + 1)}")
                    lines.append(rng.choice(INSTRUCTIONS))
                end = self.label("end")
                lines += ["s_endpgm", f"{end}:"]
                self.functions.append((name, section, marks, end))
            if s == 0:
                lines.append(".Ltext_end:")
        return lines

    def point(self, function, slack=True):
        """An address in `function`: an instruction's, one inside one, or its end."""
        name, _, marks, end = function
        at = self.rng.choice(marks + [end])
        if slack and self.rng.random() < 0.15:
            at += "+2"
        return at

    def abbrev(self, tag, children, attrs):
        key = (tag, children, tuple(attrs))
        if key not in self.abbrevs:
            self.abbrevs[key] = len(self.abbrevs) + 1
        return self.abbrevs[key]

    def die(self, tag, children, attrs, label=None):
        code = self.abbrev(tag, children, [(a, f) for a, f, _ in attrs])
        if label:
            self.info.append(f"{label}:")
        self.info.append(f".uleb128 {code}")
        for _, _, value in attrs:
            self.info.extend(value)

    def location(self, function):
        """A DW_AT_location attribute: (form, value lines)."""
        rng = self.rng
        if rng.random() < 0.35:
            ops = expression(rng)
            return 0x18, [f".uleb128 {len(ops)}"] + [f".byte {b}" for b in ops] if ops \
                else [".uleb128 0"]
        start = self.label("list")
        self.lists.append((start, self.location_list(function)))
        if self.version >= 5 and rng.random() < 0.4:
            return 0x22, [f".uleb128 {len(self.lists) - 1}"]  # DW_FORM_loclistx
        base = ".Lloclists" if self.version >= 5 else ".Lloc"
        return 0x17, [f".long {start}-{base}"]

    def address_index(self, expression):
        self.addr.append(expression)
        return len(self.addr) - 1

    def location_list(self, function):
        rng = self.rng
        out = []
        name = function[0]

        def loc(lines):
            ops = expression(rng)
            if self.version >= 5:
                lines.append(f".uleb128 {len(ops)}")
            else:
                lines.append(f".short {len(ops)}")
            lines.extend(f".byte {b}" for b in ops)

        for _ in range(rng.randint(1, 4)):
            if self.version < 5:
                kind = rng.random()
                if kind < 0.2:
                    out += [".quad -1", f".quad {name}"]
                    continue
                lo, hi = self.point(function, False), self.point(function, False)
                if kind < 0.6:
                    out += [f".quad {lo}-{name}", f".quad {hi}-{name}"]
                else:
                    out += [f".quad {lo}", f".quad {hi}"]
                loc(out)
                continue
            kind = rng.randint(1, 8)
            if kind == 1:
                out += [".byte 1", f".uleb128 {self.address_index(name)}"]
                continue
            if kind == 6:
                out += [".byte 6", f".quad {name}"]
                continue
            lo, hi = self.point(function), self.point(function)
            if kind == 2:
                out += [".byte 2", f".uleb128 {self.address_index(lo)}",
                        f".uleb128 {self.address_index(hi)}"]
            elif kind == 3:
                out += [".byte 3", f".uleb128 {self.address_index(lo)}",
                        f".uleb128 {rng.choice([2, 4, 8, 12, 30])}"]
            elif kind == 4:
                out += [".byte 4", f".uleb128 {rng.choice([0, 4, 8])}",
                        f".uleb128 {rng.choice([4, 8, 16, 40])}"]
            elif kind == 5:
                out += [".byte 5"]
            elif kind == 7:
                out += [".byte 7", f".quad {lo}", f".quad {hi}"]
            else:
                out += [".byte 8", f".quad {lo}", f".uleb128 {rng.choice([4, 8, 20])}"]
            loc(out)
        out += [".quad 0", ".quad 0"] if self.version < 5 else [".byte 0"]
        return out

    def variables(self, function, count, origin_params=None, origin_form=0x13):
        rng = self.rng
        for k in range(count):
            tag = rng.choice([0x34, 0x05])
            attrs = []
            if origin_params and k < len(origin_params):
                # The first unit starts .debug_info, so the offset is the same from either.
                attrs.append((0x31, origin_form, [f".long {origin_params[k]}-.Lcu_start"]))
            elif rng.random() < 0.92:
                attrs.append((0x03, 0x08, [f'.asciz "v{rng.randint(0, 99)}"']))
            if rng.random() < 0.92:
                form, value = self.location(function)
                attrs.append((0x02, form, value))
            self.die(tag, 0, attrs)

    def pc_attrs(self, function, lo=None, hi=None):
        name, _, _, end = function
        lo, hi = lo or name, hi or end
        if self.version >= 5 and self.rng.random() < 0.3:
            low = (0x11, 0x1B, [f".uleb128 {self.address_index(lo)}"])
        else:
            low = (0x11, 0x01, [f".quad {lo}"])
        if self.rng.random() < 0.5:
            high = (0x12, 0x06, [f".long {hi}-{lo}"])
        else:
            high = (0x12, 0x01, [f".quad {hi}"])
        return [low, high]

    def debug_info(self):
        rng = self.rng
        attrs = [(0x03, 0x08, [f'.asciz "{self.source}"']),
                 (0x10, 0x17, [".long .Lline_table_start0"])]
        # Where the symbolizer finds the unit's code (for -l and -S): `.debug_aranges`, or
        # the unit's own range (`.text` only).
        self.aranges = rng.random() < 0.6
        base = rng.random()
        if not self.aranges:
            attrs += [(0x11, 0x01, [".quad .text"]), (0x12, 0x06, [".long .Ltext_end-.text"])]
        elif base < 0.4:
            attrs.append((0x11, 0x01, [".quad 0"]))
        elif base < 0.8:
            attrs.append((0x11, 0x01, [".quad .text"]))
        if self.version >= 5:
            attrs += [(0x73, 0x17, [".long .Laddr_base"]),
                      (0x8C, 0x17, [".long .Lloclists_base"])]
        self.die(0x11, 1, attrs)
        # An abstract subprogram whose parameters inlined copies name.
        params = []
        self.die(0x2E, 1, [(0x03, 0x08, ['.asciz "helper"']), (0x20, 0x0B, [".byte 1"])],
                 label=".Lhelper")
        for p in range(2):
            label = self.label("param")
            params.append(label)
            self.die(0x05, 0, [(0x03, 0x08, [f'.asciz "p{p}"'])], label=label)
        self.info.append(".byte 0")
        other_params = self.other_unit()
        for function in self.functions:
            # Always a range: without one LLVM reads the range of a variable located by an
            # expression from uninitialised memory (docs/DEVIATIONS.md 26).
            self.die(0x2E, 1, [(0x03, 0x08, [f'.asciz "{function[0]}"'])]
                     + self.pc_attrs(function))
            self.variables(function, rng.randint(1, 4))
            if rng.random() < 0.5:
                lo, hi = sorted([self.point(function, False), self.point(function, False)])
                self.die(0x0B, 1, self.pc_attrs(function, lo, hi))
                self.variables(function, rng.randint(1, 3))
                self.info.append(".byte 0")
            if rng.random() < 0.4:
                self.die(0x1D, 1, [(0x31, 0x13, [".long .Lhelper-.Lcu_start"])]
                         + self.pc_attrs(function))
                self.variables(function, 2, origin_params=params)
                self.info.append(".byte 0")
            if rng.random() < 0.3:
                # Inlined from the other unit: its names are there (DW_FORM_ref_addr).
                self.die(0x1D, 1, [(0x31, 0x10, [".long .Lhelper2-.Lcu_start"])]
                         + self.pc_attrs(function))
                self.variables(function, 2, origin_params=other_params, origin_form=0x10)
                self.info.append(".byte 0")
            self.info.append(".byte 0")
        self.info.append(".byte 0")

    def other_unit(self):
        """A second unit, after the first, holding an abstract subprogram and its parameters,
        which the first unit's inlined copies name through DW_FORM_ref_addr."""
        saved, self.info = self.info, []
        self.die(0x11, 1, [(0x03, 0x08, ['.asciz "other.c"'])])
        self.die(0x2E, 1, [(0x03, 0x08, ['.asciz "helper2"']), (0x20, 0x0B, [".byte 1"])],
                 label=".Lhelper2")
        params = []
        for p in range(2):
            label = self.label("qparam")
            params.append(label)
            self.die(0x05, 0, [(0x03, 0x08, [f'.asciz "q{p}"'])], label=label)
        self.info += [".byte 0", ".byte 0"]
        self.other_info, self.info = self.info, saved
        return params

    def assembly(self):
        code = self.code()
        self.debug_info()
        lines = code + ['.section .debug_abbrev,"",@progbits']
        for (tag, children, attrs), code_ in sorted(self.abbrevs.items(), key=lambda kv: kv[1]):
            lines += [f".uleb128 {code_}", f".uleb128 {tag}", f".byte {children}"]
            for attr, form in attrs:
                lines += [f".uleb128 {attr}", f".uleb128 {form}"]
            lines += [".byte 0", ".byte 0"]
        lines.append(".byte 0")
        if self.version >= 5:
            header = [".short 5", ".byte 1", ".byte 8", ".long .debug_abbrev"]
        else:
            header = [".short 4", ".long .debug_abbrev", ".byte 8"]
        lines += ['.section .debug_info,"",@progbits', ".Lcu_start:",
                  ".long .Lcu_end-.Lcu_version", ".Lcu_version:", *header, *self.info,
                  ".Lcu_end:", ".long .Lcu2_end-.Lcu2_version", ".Lcu2_version:", *header,
                  *self.other_info, ".Lcu2_end:"]
        if self.version >= 5:
            lines += ['.section .debug_addr,"",@progbits', ".long .Laddr_end-.Laddr_version",
                      ".Laddr_version:", ".short 5", ".byte 8", ".byte 0", ".Laddr_base:"]
            lines += [f".quad {a}" for a in self.addr] + [".Laddr_end:"]
            lines += ['.section .debug_loclists,"",@progbits', ".Lloclists:",
                      ".long .Lloclists_end-.Lloclists_version", ".Lloclists_version:",
                      ".short 5", ".byte 8", ".byte 0", f".long {len(self.lists)}",
                      ".Lloclists_base:"]
            lines += [f".long {start}-.Lloclists_base" for start, _ in self.lists]
            for start, body in self.lists:
                lines += [f"{start}:"] + body
            lines += [".Lloclists_end:"]
        else:
            lines += ['.section .debug_loc,"",@progbits', ".Lloc:"]
            for start, body in self.lists:
                lines += [f"{start}:"] + body
        if self.aranges:
            lines += ['.section .debug_aranges,"",@progbits', ".long .Laranges_end-.Laranges",
                      ".Laranges:", ".short 2", ".long .Lcu_start", ".byte 8", ".byte 0",
                      ".long 0"]
            for name, _, _, end in self.functions:
                lines += [f".quad {name}", f".quad {end}-{name}"]
            lines += [".quad 0", ".quad 0", ".Laranges_end:"]
        # The line table llvm-mc makes of the `.loc` directives follows this label.
        lines += ['.section .debug_line,"",@progbits', ".Lline_table_start0:"]
        return "\n".join(lines) + "\n"


def wide_line(rng):
    """A source line of 40 to 140 columns or so, of pieces whose widths LLVM counts apart."""
    parts = [b"  // " if rng.random() < 0.5 else b"\t"]
    for _ in range(rng.randint(20, 70)):
        if rng.random() < 0.04:
            parts.append(rng.choice(BAD_BYTES))
        else:
            parts.append(rng.choice(WIDTH_PIECES).encode())
    return b"".join(parts)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", default="1")
    parser.add_argument("--objects", type=int, default=200)
    parser.add_argument("--gcn-isa", default=os.path.join(ROOT, "target", "release", "gcn-isa"))
    parser.add_argument("--llvm-mc", default="llvm-mc-19")
    parser.add_argument("--llvm-objdump", default="llvm-objdump-19")
    parser.add_argument("--keep", help="keep the objects in this directory")
    opts = parser.parse_args()
    for tool in (opts.llvm_mc, opts.llvm_objdump):
        if not shutil.which(tool):
            sys.exit(f"{tool} not found (apt-get install -y llvm-19)")
    work = opts.keep or tempfile.mkdtemp(prefix="debug-vars-")
    os.makedirs(work, exist_ok=True)
    counts = {"objects": 0, "unassembled": 0, "runs": 0, "same": 0, "labels": 0, "columns": 0}
    problems = []
    try:
        for index in range(opts.objects):
            rng = random.Random(f"{opts.seed}-{index}")
            source = os.path.join(work, f"s{index}.c")
            lines = [rng.choice(SOURCE_LINES).encode() for _ in range(len(SOURCE_LINES))]
            widths = random.Random(f"{opts.seed}-{index}-widths")
            for line in widths.sample(range(len(lines)), 3):
                lines[line] = wide_line(widths)
            with open(source, "wb") as f:
                f.write(b"\n".join(lines) + b"\n")
            version = rng.choice([4, 5])
            text = Object(rng, version, source).assembly()
            asm, obj = os.path.join(work, f"o{index}.s"), os.path.join(work, f"o{index}.o")
            with open(asm, "w", encoding="utf-8") as f:
                f.write(text)
            made = subprocess.run([opts.llvm_mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx900",
                                   f"-dwarf-version={version}", "-filetype=obj", asm, "-o",
                                   obj], capture_output=True)
            if made.returncode != 0:
                counts["unassembled"] += 1
                if counts["unassembled"] <= 3:
                    problems.append(f"{asm}: llvm-mc: {made.stderr.decode()[:300]}")
                continue
            counts["objects"] += 1
            for flags in FLAG_SETS:
                llvm = subprocess.run([opts.llvm_objdump, *flags, obj], capture_output=True)
                ours = subprocess.run([opts.gcn_isa, "objdump", *flags, obj],
                                      capture_output=True)
                counts["runs"] += 1
                if b"panicked" in ours.stderr or ours.returncode not in (0, 1):
                    problems.append(f"{obj} {' '.join(flags)}: gcn-isa exit {ours.returncode}"
                                    f" {ours.stderr.decode(errors='replace')[:300]}")
                    continue
                if llvm.stdout != ours.stdout:
                    problems.append(f"{obj} {' '.join(flags)}: standard output differs")
                    continue
                if warnings(llvm.stderr, "llvm-objdump-19") != warnings(ours.stderr, "gcn-isa"):
                    problems.append(f"{obj} {' '.join(flags)}: warnings differ")
                    continue
                # Where the messages fall between the lines (`2>&1`).
                if llvm.stderr and interleaving_differs([opts.llvm_objdump, *flags, obj],
                                                        [opts.gcn_isa, "objdump", *flags, obj]):
                    problems.append(f"{obj} {' '.join(flags)}: messages placed otherwise")
                    continue
                counts["same"] += 1
                counts["labels"] += ours.stdout.count(b" = ")
                counts["columns"] += ours.stdout.count("\u2503".encode()) \
                    + ours.stdout.count(b"| ")
    finally:
        if not opts.keep:
            shutil.rmtree(work, ignore_errors=True)
    for p in problems[:20]:
        print(f"DIFFERENCE: {p}")
    print(f"{counts['objects']} objects ({counts['unassembled']} not assembled), "
          f"{counts['runs']} runs: same {counts['same']}; variable labels printed "
          f"{counts['labels']:,}, column marks {counts['columns']:,}")
    return 1 if problems or counts["objects"] == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
