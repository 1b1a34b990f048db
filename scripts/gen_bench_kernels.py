#!/usr/bin/env python3
"""Regenerates tests/benches/kernels/<cpu>.text: compiled code for the throughput benchmark.

The kernels of cli/tests/objects/src/*.ll that a cpu may take (their `; cpus:` line, as
gen_code_objects.py reads it), compiled by llc 19 and their `.text` sections joined: what a
compiler emits (runs of scalar and vector ALU words, memory, branches, the `s_nop` padding
between functions), in the order it emits it. `tests/benches/throughput.rs` decodes and
prints it beside the mixed stream of every encoding, which is built to defeat prediction.

Usage: python3 scripts/gen_bench_kernels.py [--llc llc-19] [cpu ...]   (default: gfx900 bonaire)
Needs: llc 19 (`apt-get install -y llvm-19`).
"""

import argparse
import os
import shutil
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from objdump_bench import ROOT, compiled_texts  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--llc", default=shutil.which("llc-19") or "/usr/lib/llvm-19/bin/llc")
    ap.add_argument("cpus", nargs="*", default=["gfx900", "bonaire"])
    args = ap.parse_args()
    out_dir = os.path.join(ROOT, "tests", "benches", "kernels")
    os.makedirs(out_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        for cpu in args.cpus:
            chunk = b""
            used = 0
            for src, text in compiled_texts(cpu, args.llc, work):
                if len(text) % 4:
                    sys.exit(f"{src}: .text for {cpu} is not whole dwords")
                chunk += text
                used += 1
            path = os.path.join(out_dir, f"{cpu}.text")
            with open(path, "wb") as f:
                f.write(chunk)
            print(f"{path}: {len(chunk)} bytes from {used} kernels")


if __name__ == "__main__":
    main()
