#!/usr/bin/env python3
"""Decode and Display rates of today's code beside the code an issue's targets were stated
against, on the same words, the same machine, in one run.

The vector-ALU issue states its throughput targets twice: as rates (decode >= 60 M
instructions/s, Display >= 12 M/s) and as multiples of the code of the day it was filed
(">= 4x today's ~15 M/s", ">= 3x today's ~4 M/s", measured then on the project's AMD EPYC
VM). Rates move with the machine: the same binary runs two to three times slower on some
VMs of the same kind than on others. The multiples can be measured anywhere, side by side:

1. Exports the baseline commit (default 79c4a54, the last commit before the issue's work)
   and the repository's HEAD with `git archive` into a temporary directory.
2. Builds `tests/examples/stream_rate.rs` of HEAD in both (the baseline gets a copy; it uses
   only `Generation::from_cpu`, `decode` and `Display`, which both have), each with a
   target directory of its own, plus a small program in the baseline that writes the
   baseline's own throughput stream (its benchmark's interleaved vectors: SMRD, SMEM, MTBUF
   and SOP*, the encodings it had) to a file.
3. Runs both binaries on that file back to back, `--pairs` times per generation (the order
   alternating); each run reports the median of `--rounds` passes of decoding and of
   printing the stream. The VM's speed drifts by up to 1.5x within minutes, so each pair
   gives a ratio (today's rate over the baseline's) and the table reports the median ratio
   of the pairs beside the median rates.
4. With valgrind installed (`--no-callgrind` skips it), counts the machine instructions of
   one decode and one Display of each version under `valgrind --tool=callgrind`: the
   difference of an 11-pass and a 1-pass run over 10 passes of the stream. These do not
   drift with the machine.
5. Prints Markdown tables.

Run from anywhere: `python3 scripts/issue_baseline.py` (about 7 minutes on 2 cores, most of it
the two builds). `--keep` leaves the temporary directory.
"""

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Written into the baseline's tests crate: its benchmark's `stream` function as it was.
BASELINE_STREAM = r"""
use gcn_isa_tests::{load_family, FAMILIES};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let gen = gcn_isa::Generation::from_cpu(&args[1]).expect("cpu");
    let per_family: Vec<Vec<Vec<u32>>> = FAMILIES
        .iter()
        .map(|f| load_family(f).into_iter().filter(|v| v.gen == gen).map(|v| v.input).collect())
        .collect();
    let longest = per_family.iter().map(Vec::len).max().unwrap_or(0);
    let mut words = Vec::new();
    for i in 0..longest {
        for family in &per_family {
            if let Some(w) = family.get(i) {
                words.extend_from_slice(w);
            }
        }
    }
    let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
    std::fs::write(&args[2], bytes).expect("write the stream");
}
"""


def export(commit, dst):
    os.makedirs(dst)
    archive = subprocess.run(
        ["git", "archive", "--format=tar", commit],
        cwd=REPO,
        stdout=subprocess.PIPE,
        check=True,
    ).stdout
    subprocess.run(["tar", "-x", "-C", dst], input=archive, check=True)


def build(tree, target_dir, example):
    env = dict(os.environ, CARGO_TARGET_DIR=target_dir)
    subprocess.run(
        ["cargo", "build", "--release", "--quiet", "-p", "gcn-isa-tests", "--example", example],
        cwd=tree,
        env=env,
        check=True,
    )
    return os.path.join(target_dir, "release", "examples", example)


def rates(binary, cpu, words_file, rounds):
    out = subprocess.run(
        [binary, cpu, words_file, str(rounds)], stdout=subprocess.PIPE, text=True, check=True
    ).stdout.split()
    fields = dict(zip(out[::2], out[1::2]))
    return int(fields["instructions"]), float(fields["decode_mps"]), float(fields["display_mps"])


def instructions_per_item(binary, cpu, words_file, what, items):
    """Machine instructions of one decode or Display, by callgrind: 11 passes less 1."""
    totals = []
    for passes in (1, 11):
        err = subprocess.run(
            ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
             binary, cpu, words_file, str(passes), what],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True,
        ).stderr
        refs = re.search(r"I\s+refs:\s+([\d,]+)", err)
        if not refs:
            sys.exit(f"no instruction count from callgrind:\n{err}")
        totals.append(int(refs.group(1).replace(",", "")))
    return (totals[1] - totals[0]) / (10 * items)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", default="79c4a54", help="the baseline commit")
    ap.add_argument("--cpus", default="gfx700,gfx900", help="comma-separated llvm cpu names")
    ap.add_argument("--pairs", type=int, default=15, help="back-to-back runs of the two")
    ap.add_argument("--rounds", type=int, default=500, help="passes over the stream per run")
    ap.add_argument("--no-callgrind", action="store_true", help="skip the instruction counts")
    ap.add_argument("--keep", action="store_true", help="keep the temporary directory")
    args = ap.parse_args()

    tmp = tempfile.mkdtemp(prefix="issue-baseline-")
    try:
        base_tree, head_tree = os.path.join(tmp, "base"), os.path.join(tmp, "head")
        export(args.base, base_tree)
        export("HEAD", head_tree)
        examples = os.path.join(base_tree, "tests", "examples")
        os.makedirs(examples, exist_ok=True)
        shutil.copy(os.path.join(head_tree, "tests", "examples", "stream_rate.rs"), examples)
        with open(os.path.join(examples, "baseline_stream.rs"), "w") as f:
            f.write(BASELINE_STREAM)
        print(f"building {args.base} and HEAD ...", file=sys.stderr)
        base_target, head_target = os.path.join(tmp, "t-base"), os.path.join(tmp, "t-head")
        dump = build(base_tree, base_target, "baseline_stream")
        base_bin = build(base_tree, base_target, "stream_rate")
        head_bin = build(head_tree, head_target, "stream_rate")
        head = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], cwd=REPO, stdout=subprocess.PIPE, text=True
        ).stdout.strip()

        rows = []
        for cpu in args.cpus.split(","):
            words_file = os.path.join(tmp, f"{cpu}.words")
            subprocess.run([dump, cpu, words_file], check=True)
            runs = {"base": [], "head": []}
            for i in range(args.pairs):
                order = ("base", "head") if i % 2 == 0 else ("head", "base")
                for who in order:
                    binary = base_bin if who == "base" else head_bin
                    runs[who].append(rates(binary, cpu, words_file, args.rounds))
                    print(f"{cpu} {who}: {runs[who][-1]}", file=sys.stderr)
            count = runs["base"][0][0]
            if any(r[0] != count for r in runs["base"] + runs["head"]):
                sys.exit(f"{cpu}: the two versions decode the stream into different counts")
            med = {
                who: (
                    statistics.median(r[1] for r in runs[who]),
                    statistics.median(r[2] for r in runs[who]),
                )
                for who in runs
            }
            ratios = tuple(
                statistics.median(h[k] / b[k] for b, h in zip(runs["base"], runs["head"]))
                for k in (1, 2)
            )
            counted = None
            if not args.no_callgrind and shutil.which("valgrind"):
                counted = {
                    who: tuple(
                        instructions_per_item(binary, cpu, words_file, what, count)
                        for what in ("decode", "display")
                    )
                    for who, binary in (("base", base_bin), ("head", head_bin))
                }
            rows.append((cpu, count, os.path.getsize(words_file) // 4, med, ratios, counted))

        print(f"\nBaseline {args.base}, today {head}; {args.pairs} pairs of runs back to back, "
              f"each run the median of {args.rounds} passes; medians of the runs, and the "
              f"median of the pairs' ratios.\n")
        print(f"| cpu | stream | decode, {args.base} | decode, {head} | × | "
              f"Display, {args.base} | Display, {head} | × |")
        print("|---|---|---|---|---|---|---|---|")
        for cpu, count, words, med, ratios, _ in rows:
            (bd, bp), (hd, hp) = med["base"], med["head"]
            print(f"| {cpu} | {count} instructions ({words} words) | {bd:.2f} M/s | {hd:.2f} M/s "
                  f"| **{ratios[0]:.2f}×** | {bp:.2f} M/s | {hp:.2f} M/s | **{ratios[1]:.2f}×** |")
        if any(r[5] for r in rows):
            print("\nMachine instructions per item (callgrind; 11 passes less 1, over 10 passes):\n")
            print(f"| cpu | decode, {args.base} | decode, {head} | × | "
                  f"Display, {args.base} | Display, {head} | × |")
            print("|---|---|---|---|---|---|---|")
            for cpu, _, _, _, _, c in rows:
                if c:
                    (bd, bp), (hd, hp) = c["base"], c["head"]
                    print(f"| {cpu} | {bd:.1f} | {hd:.1f} | {bd / hd:.2f}× | "
                          f"{bp:.1f} | {hp:.1f} | {bp / hp:.2f}× |")
    finally:
        if args.keep:
            print(f"kept {tmp}", file=sys.stderr)
        else:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
