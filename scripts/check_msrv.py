#!/usr/bin/env python3
"""Check that the workspace's declared `rust-version` is honest about its dependencies.

Runs `cargo metadata --format-version 1 --locked` (every target platform, dev-dependencies
and build-dependencies included: the whole resolved graph of Cargo.lock), takes the highest
`rust-version` any resolved package declares, and fails if it is newer than the
`rust-version` the workspace members declare (`[workspace.package]` in Cargo.toml): a
toolchain of the declared version could not build the locked dependencies.

What the project's own code needs is checked by clippy's `incompatible_msrv` lint, which
`.ci/run` turns into an error (`cargo clippy ... -D warnings`).

Usage: python3 scripts/check_msrv.py [--manifest-path PATH/Cargo.toml]
Exit status: 0 when the declared version covers every locked package, 1 when it does not
(or the workspace members declare no or different versions), 2 when cargo metadata fails.
Needs only python3 (stdlib) and cargo.
"""

import argparse
import json
import os
import subprocess
import sys


def parse_version(text):
    """`1.88` / `1.85.0` -> (1, 88, 0); None if it is not a dotted number."""
    parts = text.strip().split(".")
    if not 1 <= len(parts) <= 3 or not all(p.isdigit() for p in parts):
        return None
    nums = [int(p) for p in parts]
    return tuple(nums + [0] * (3 - len(nums)))


def show(version):
    major, minor, patch = version
    return f"{major}.{minor}" if patch == 0 else f"{major}.{minor}.{patch}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--manifest-path", help="Cargo.toml of the workspace (default: cargo's)")
    args = ap.parse_args()

    cargo = os.environ.get("CARGO", "cargo")
    cmd = [cargo, "metadata", "--format-version", "1", "--locked"]
    if args.manifest_path:
        cmd += ["--manifest-path", args.manifest_path]
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    except OSError as e:
        print(f"check_msrv: error: cannot run `{' '.join(cmd)}`: {e}", file=sys.stderr)
        return 2
    if proc.returncode != 0:
        print(
            f"check_msrv: error: `{' '.join(cmd)}` failed (exit {proc.returncode}):\n"
            f"{proc.stderr.rstrip()}",
            file=sys.stderr,
        )
        return 2
    meta = json.loads(proc.stdout)

    packages = {p["id"]: p for p in meta["packages"]}
    members = set(meta["workspace_members"])
    resolved = {n["id"] for n in (meta.get("resolve") or {}).get("nodes", [])}
    if not resolved:
        print("check_msrv: error: cargo metadata returned no resolve graph", file=sys.stderr)
        return 2

    # What the workspace declares: every member inherits [workspace.package] rust-version.
    declared = {}
    for pid in sorted(members):
        p = packages[pid]
        v = p.get("rust_version")
        declared[p["name"]] = (v, parse_version(v) if v else None)
    missing = [name for name, (v, parsed) in declared.items() if parsed is None]
    if missing:
        print(
            "check_msrv: error: no (valid) rust-version declared for workspace member(s) "
            f"{', '.join(missing)}: set `rust-version` in [workspace.package] of Cargo.toml "
            "and `rust-version.workspace = true` in each member",
            file=sys.stderr,
        )
        return 1
    distinct = {parsed for _, parsed in declared.values()}
    if len(distinct) != 1:
        listing = ", ".join(f"{n} {v}" for n, (v, _) in sorted(declared.items()))
        print(
            f"check_msrv: error: workspace members declare different rust-versions ({listing}): "
            "inherit one from [workspace.package]",
            file=sys.stderr,
        )
        return 1
    msrv = distinct.pop()

    # What the locked dependencies need.
    needs = []  # (version, name, crate version)
    unknown = 0
    for pid in resolved:
        if pid in members:
            continue
        p = packages[pid]
        v = p.get("rust_version")
        parsed = parse_version(v) if v else None
        if parsed is None:
            unknown += 1
            continue
        needs.append((parsed, p["name"], p["version"]))
    needs.sort(reverse=True)
    total = len(resolved) - len(members & resolved)

    too_new = [n for n in needs if n[0] > msrv]
    if too_new:
        highest = too_new[0][0]
        print(
            f"check_msrv: error: the workspace declares rust-version = \"{show(msrv)}\" "
            f"(Cargo.toml, [workspace.package]), but {len(too_new)} locked package(s) "
            f"need a newer Rust, up to {show(highest)}:",
            file=sys.stderr,
        )
        for version, name, crate_version in too_new:
            print(f"  {name} {crate_version} needs rust {show(version)}", file=sys.stderr)
        print(
            f"Either raise rust-version to \"{show(highest)}\" or lock older versions of "
            "these packages (`cargo update -p NAME --precise VERSION`).",
            file=sys.stderr,
        )
        return 1

    if needs:
        top, name, crate_version = needs[0]
        detail = f"highest: {name} {crate_version} needs {show(top)}"
    else:
        detail = "none declares one"
    print(
        f"check_msrv: ok: rust-version {show(msrv)} covers all {total} locked packages "
        f"({detail}; {unknown} declare no rust-version)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
