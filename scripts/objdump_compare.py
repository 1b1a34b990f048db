"""One listing of llvm-objdump 19 against gcn-isa's, line by line, allowing for the one
decoding deviation that puts them out of step (docs/DEVIATIONS.md 2).

LLVM 19 has no MTBUF forms with TFE set and prints such a word as `.long`, then decodes on
from the next dword; gcn-isa decodes the two-dword instruction. Real code never holds one,
but `-D` reads data as code (hash tables, strings, descriptors), and there any eight bytes
can: in a linked OpenMP image the `.gnu.hash` words follow from symbol names that hold the
source file's inode, so whether one appears changes from one checkout to the next.

At such a line the two listings are out of step; the comparison skips, on each side, the
lines before the first place where both decode from the same address again (or both reach
the same section or symbol heading, where llvm-objdump and gcn-isa both start decoding
afresh), counts the lines skipped, and compares on from there. Any other difference ends
the comparison.

The same data can crash llvm-objdump 19 (an SDWA word with the reserved select 7,
docs/DEVIATIONS.md 8, which gcn-isa prints as `.long`). Where it died of a signal, what it
printed before, but its last (perhaps cut) line, must begin gcn-isa's listing.

Run alone (`python3 scripts/objdump_compare.py`, as `.ci/run` does), it tests itself on what
llvm-objdump 19 and gcn-isa print for such a word, needing no tools.
"""

import re
import struct
import subprocess
from dataclasses import dataclass

MTBUF = 0x3A  # bits 31:26 of an MTBUF word
# The raw-bytes comment of an instruction or data line: `// 0000000009F4: EB3A8FC6 ...`.
COMMENT = re.compile(r"// ([0-9A-F]+): ((?:[0-9A-F]{8} ?)+)")
# A leading address (`    1d00:\t...`, with --no-show-raw-insn).
LEADING = re.compile(r"^\s*([0-9a-f]+):\t")
# Where both tools start decoding afresh: a section's heading, a symbol's label.
HEADING = re.compile(r"^(Disassembly of section |[0-9a-f]{16} <|<)")


@dataclass
class Comparison:
    # The first difference that is not the deviation: line number (1-based) on each side
    # and the two lines, `(end)` past a listing's end.
    difference: tuple[int, int, str, str] | None
    deviations: int = 0  # MTBUF words with TFE set met
    skipped: int = 0  # lines, of both listings, not compared while out of step


def section_headers(data: bytes) -> list[tuple[int, str, int]]:
    """(index, name, header offset) of each section of ELF64 `data`."""
    table, = struct.unpack_from("<Q", data, 0x28)
    entry, count, names = struct.unpack_from("<HHH", data, 0x3A)
    strings, = struct.unpack_from("<Q", data, table + names * entry + 24)
    out = []
    for index in range(count):
        header = table + index * entry
        at, = struct.unpack_from("<I", data, header)
        out.append((index, data[strings + at:data.index(b"\0", strings + at)].decode(), header))
    return out


def place_allocated_sections(data: bytearray, address_of) -> None:
    """Gives each allocated (`SHF_ALLOC`) section of ELF64 object `data` the address
    `address_of(index)` (`sh_addr`, which compilers leave 0 in relocatable objects)."""
    table, = struct.unpack_from("<Q", data, 0x28)
    entry, count = struct.unpack_from("<HH", data, 0x3A)
    for index in range(1, count):
        header = table + index * entry
        flags, = struct.unpack_from("<Q", data, header + 8)
        if flags & 2:
            struct.pack_into("<Q", data, header + 0x10, address_of(index))


def address(line: str) -> int | None:
    m = COMMENT.search(line) or LEADING.match(line)
    return int(m.group(1), 16) if m else None


def is_mtbuf_tfe(llvm_line: str, our_line: str) -> bool:
    """llvm-objdump's `.long` where gcn-isa prints an MTBUF instruction with TFE set, from
    the same address."""
    if not llvm_line.lstrip().startswith(".long") or " tfe" not in our_line:
        return False
    ours, theirs = COMMENT.search(our_line), COMMENT.search(llvm_line)
    if not ours or not theirs or ours.group(1) != theirs.group(1):
        return False
    words = ours.group(2).split()
    if len(words) != 2:
        return False
    w0, w1 = int(words[0], 16), int(words[1], 16)
    return w0 >> 26 == MTBUF and (w1 >> 23) & 1 == 1


def back_in_step(a: list[str], i: int, b: list[str], j: int) -> tuple[int, int]:
    """The first lines from a[i] and b[j] on where both listings decode from one address
    again, or meet at the same heading; (len(a), len(b)) if they never do."""
    while i < len(a) and j < len(b):
        x, y = a[i], b[j]
        heading_x, heading_y = HEADING.match(x), HEADING.match(y)
        if heading_x or heading_y:
            if x == y:
                return i, j
            if heading_x and heading_y:
                break  # different headings: the listings do not meet again
            # One side is at a heading: the other catches up with it.
            if heading_x:
                j += 1
            else:
                i += 1
            continue
        ax, ay = address(x), address(y)
        if ax is not None and ax == ay:
            return i, j
        if ax is None or (ay is not None and ax < ay):
            i += 1
        else:
            j += 1
    return len(a), len(b)


def compare(llvm: list[str], ours: list[str], llvm_crashed: bool = False) -> Comparison:
    """`llvm_crashed`: llvm-objdump died of a signal after printing `llvm`."""
    if llvm_crashed:
        llvm = llvm[:-1]
    result = Comparison(None)
    i = j = 0
    while i < len(llvm) or j < len(ours):
        x = llvm[i] if i < len(llvm) else None
        y = ours[j] if j < len(ours) else None
        if x is None and llvm_crashed:
            break
        if x == y:
            i, j = i + 1, j + 1
            continue
        if x is not None and y is not None and is_mtbuf_tfe(x, y):
            result.deviations += 1
            k, m = back_in_step(llvm, i + 1, ours, j + 1)
            result.skipped += (k - i) + (m - j)
            i, j = k, m
            continue
        result.difference = (i + 1, j + 1, x if x is not None else "(end)",
                             y if y is not None else "(end)")
        break
    return result


def describe(c: Comparison) -> str:
    """The difference, as the scripts report it."""
    k, m, x, y = c.difference
    line = f"line {k}" if k == m else f"line {k} of llvm-objdump's, {m} of gcn-isa's"
    return f"first difference at {line}: llvm-objdump {x!r}, gcn-isa {y!r}"


def judge(llvm: str, ours: str, llvm_exit: int, report: dict) -> str | None:
    """What differs between llvm-objdump's listing `llvm` (its exit status `llvm_exit`)
    and gcn-isa's `ours` (from a gcn-isa that succeeded), or None: the same but for the
    two deviations, which it counts in `report` (`deviations` and `skipped`; `crashes`, a
    run where llvm-objdump died of a signal after printing what began `ours`)."""
    if llvm == ours and llvm_exit == 0:
        return None
    crashed = llvm_exit < 0
    c = compare(llvm.splitlines(), ours.splitlines(), crashed)
    report["deviations"] += c.deviations
    report["skipped"] += c.skipped
    if c.difference is not None:
        return describe(c)
    if llvm_exit > 0:
        return f"llvm-objdump exit {llvm_exit}"
    report["crashes"] += crashed
    return None


def judge_runs(llvm, ours, report: dict) -> str | None:
    """`judge` for two finished runs (`subprocess.CompletedProcess`es with bytes output):
    None when both printed the same and both succeeded or both failed; gcn-isa's failure;
    else what `judge` says of the listings."""
    if llvm.stdout == ours.stdout and (llvm.returncode == 0) == (ours.returncode == 0):
        return None
    # Both failed, and llvm-objdump stopped at the error where gcn-isa printed the archive's
    # other members too (the README's deliberate difference): the same up to there.
    if llvm.returncode > 0 and ours.returncode != 0 and ours.stdout.startswith(llvm.stdout):
        report["continued"] = report.get("continued", 0) + 1
        return None
    if ours.returncode != 0:
        return f"gcn-isa exit {ours.returncode}: {ours.stderr.decode(errors='replace')[:200]}"
    return judge(llvm.stdout.decode(errors="replace"), ours.stdout.decode(errors="replace"),
                 llvm.returncode, report)


# A message on standard error: `llvm-objdump-19: warning: …`, `gcn-isa: error: …`, one of
# LLVM's DWARF reader, which names neither program nor file (`warning: failed to …`), or
# of its subtarget, which says nothing more than what it says.
MESSAGE = re.compile(rb"^(?:(?:[\w.+-]+: )?(warning|error): |'[^']*' is not a recognized "
                     rb"(?:feature|processor) for this target)")


def interleaving(cmd: list[str], cwd=None) -> list[tuple[int, str]]:
    """Where a run's messages fall in its output: for each, how many lines of standard
    output came before it, and its kind. Taken from a run with both streams in one pipe:
    llvm-objdump 19's standard error is tied to its standard output (a message flushes the
    text before it), so with `2>&1` each message sits where it arose; gcn-isa must put it
    in the same place."""
    merged = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    places, lines = [], 0
    for line in merged.stdout.split(b"\n"):
        m = MESSAGE.match(line)
        if m:
            places.append((lines, (m.group(1) or b"warning").decode()))
        else:
            lines += 1
    return places


def interleaving_differs(llvm_cmd: list[str], ours_cmd: list[str], cwd=None) -> str | None:
    """None when both runs put their messages in the same places of their output; else
    where the first difference is."""
    a, b = interleaving(llvm_cmd, cwd), interleaving(ours_cmd, cwd)
    if a == b:
        return None
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"message {i + 1} after output line {x[0]} ({x[1]}) / {y[0]} ({y[1]})"
    return f"{len(a)} / {len(b)} messages"


def conclude(report: dict) -> int:
    """Prints what a script's report counted of the two deviations and its differences;
    returns the script's exit status (1 on any difference)."""
    if report["deviations"]:
        print(f"\nMTBUF words with TFE set that -D met in data, where LLVM 19 prints `.long` "
              f"(docs/DEVIATIONS.md 2): {report['deviations']}; lines out of step after them, "
              f"not compared: {report['skipped']}.")
    if report["crashes"]:
        print(f"\nRuns where llvm-objdump 19 died of a signal on data read as code "
              f"(docs/DEVIATIONS.md 8), gcn-isa printing the same before it: "
              f"{report['crashes']}.")
    if report.get("continued"):
        print(f"\nRuns where both failed, llvm-objdump 19 stopping at the error and gcn-isa "
              f"printing the same and then the other archive members: {report['continued']}.")
    for p in report["problems"]:
        print(f"DIFFERENCE: {p}")
    return 1 if report["problems"] else 0


# What llvm-objdump 19 and gcn-isa print for `.long 0xeb3a8fc6, 0x63c62da2` between
# instructions and at a symbol's end (llvm-mc 19, gfx908, `-D`), for the self-test.
_LLVM = """
Disassembly of section .text:

0000000000000000 <f>:
\ts_nop 0                                                    // 000000000000: BF800000
\t.long 0xeb3a8fc6                                           // 000000000004: EB3A8FC6
\tv_min_u16_e32 v227, v162, v22                              // 000000000008: 63C62DA2
\tv_mov_b32_e32 v1, v2                                       // 00000000000C: 7E020302
\ts_mov_b32 s0, 0x12345678                                   // 000000000010: BE8000FF 12345678
\ts_endpgm                                                   // 000000000018: BF810000

000000000000001c <g>:
\t.long 0xeb3a8fc6                                           // 00000000001C: EB3A8FC6
\tv_min_u16_e32 v227, v162, v22                              // 000000000020: 63C62DA2

Disassembly of section .symtab:

0000000000000000 <.symtab>:
\t\t...
\tv_cndmask_b32_e32 v0, s9, v0, vcc                          // 000000000018: 00000009
""".splitlines()
_TFE = ("\ttbuffer_store_format_xy v[45:47], off, s[24:27], s99 format:[BUF_DATA_FORMAT_11_11_10,"
        "BUF_NUM_FORMAT_RESERVED_6] offset:4038 slc tfe// 0000000000{}: EB3A8FC6 63C62DA2")
_OURS = _LLVM[:5] + [_TFE.format("04")] + _LLVM[7:12] + [_TFE.format("1C")] + _LLVM[14:]


def self_test() -> None:
    """The comparison on the listings above: what it must allow and what it must not."""
    same = compare(_LLVM, _OURS)
    assert (same.difference, same.deviations, same.skipped) == (None, 2, 8), same
    # A difference after the listings are back in step is found, on the right lines.
    edited = [line.replace("s0, 0x12345678", "s1, 0x12345678") for line in _OURS]
    c = compare(_LLVM, edited)
    assert c.difference is not None and c.difference[:2] == (9, 8), c
    # So is one in the lines where they are in step before it, and a missing last line.
    assert compare(_LLVM, [_LLVM[0]] + _OURS[2:]).difference is not None
    assert compare(_LLVM, _OURS[:-1]).difference[2] == _LLVM[-1]
    # A `.long` that is not an MTBUF word with TFE set is a difference.
    assert compare(_LLVM, [line.replace(" tfe//", "//") for line in _OURS]).difference is not None
    # llvm-objdump crashed: what it printed but its last (cut) line must begin ours.
    cut = _LLVM[:9] + [_LLVM[9][:20]]
    assert compare(cut, _OURS, llvm_crashed=True).difference is None
    assert compare(cut, edited, llvm_crashed=True).difference is not None
    assert compare(cut, _OURS).difference is not None
    # judge: the same verdicts on whole listings, with the counts.
    tally = {"deviations": 0, "skipped": 0, "crashes": 0}
    assert judge("\n".join(cut), "\n".join(_OURS), -11, tally) is None
    assert tally == {"deviations": 1, "skipped": 3, "crashes": 1}, tally
    assert judge("\n".join(_LLVM), "\n".join(_LLVM), 1, tally) == "llvm-objdump exit 1"
    assert judge("\n".join(_LLVM), "\n".join(edited), 0, tally).startswith("first difference")
    print("objdump_compare: self-test passed")


if __name__ == "__main__":
    self_test()
