#!/usr/bin/env python3
"""Measure the project's build-time budget, side by side on this machine, in one run.

The budget:

* a clean `cargo build --release -p gcn-isa` (every generation, every encoding: the default
  features) takes no longer than a clean release build of a scratch crate that depends on
  `iced-x86` (latest 1.x, default features);
* a clean `cargo build --release --workspace` takes at most 1.5 times that;
* the size of the macro's expansion per generation, and how it grows per added row.

What it does:

1. Copies the repository (its committed HEAD; or the working tree as it is, without
   `target/` and `.git`, with `--source worktree`) into a temporary directory, so that every
   build compiles the same sources while others edit the repository, and the repository's
   `target/` is never touched. Creates a scratch crate there too, depending on `iced-x86 = "1"`
   with a `main` that decodes and formats an instruction. Runs `cargo fetch` for both first:
   downloads are not timed, and every timed build runs `--offline`.
2. Times, `--runs` times (default 2), alternating the order, each of: the scratch crate's
   `cargo build --release`, `cargo build --release -p gcn-isa` and
   `cargo build --release --workspace`, each from a fresh, empty `CARGO_TARGET_DIR` of its own
   (deleted after the build). Wall time, the CPU time (user+sys) of the build's processes and
   the 1-minute load average before each build are recorded. Reports min and median wall time
   and the ratios to the iced build against the budgets (verdict from the medians).
3. The macro's expansion: in one more target directory (dependencies and the proc-macro built
   first, so only the `gcn-isa` crate itself is compiled), for no generation, each generation
   alone and all of them: a release build of `gcn-isa` (its compile time and `.rlib` size) and
   its expansion via `cargo rustc --release -p gcn-isa --lib -- -Zunpretty=expanded`.
   `-Zunpretty` is a nightly flag: the script sets RUSTC_BOOTSTRAP=1 for those runs only
   (measurement only; no build product is used). Reported: lines, bytes and tokens of the
   expanded crate, instructions generated (one `pub const <MNEMONIC>` per instruction
   and generation), and per generation the growth over the no-generation build divided by its
   instructions (the average cost of a row, shared per-encoding code included).
4. The marginal cost of a row: removes `--probe-rows` rows (default 20; spread over the
   definition files, each of an operand form that another row of its block keeps, with its
   doc comment) from a second copy of the definitions, and measures the same things with every
   generation and with gfx9 alone; the difference divided by the instructions removed is the
   cost of adding one row of an existing operand form, per generation it exists on.
5. Prints Markdown tables ready to paste into README.md, with the machine's facts.

Wall times on a shared machine vary with its load; the ratios, taken from builds run
alternately in the same minutes, vary less. Runs take several minutes (about 3 clean
builds per run plus about 20 short ones).

Usage: python3 scripts/build_budget.py [--runs N] [--source head|worktree] [--skip-budget]
       [--skip-expansion] [--probe-rows K] [--keep-temp] [--markdown-out FILE]
Exit status: 0 when both budgets pass (or were not measured), 1 when one fails, 2 when a
build fails. Needs only python3 (stdlib), cargo and network access for `cargo fetch`.
"""

import argparse
import datetime
import json
import os
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GENERATIONS = ["gfx6", "gfx7", "gfx8", "gfx810", "gfx9", "gfx904", "gfx906", "gfx908"]
BUDGETS = {"gcn-isa": 1.0, "workspace": 1.5}

ICED_MAIN = """\
use iced_x86::{Decoder, DecoderOptions, Formatter, Instruction, NasmFormatter};

fn main() {
    // mov [rsp+0x10], rbx ; ret
    let bytes = [0x48, 0x89, 0x5c, 0x24, 0x10, 0xc3];
    let mut decoder = Decoder::with_ip(64, &bytes, 0x1000, DecoderOptions::NONE);
    let mut formatter = NasmFormatter::new();
    let mut text = String::new();
    let mut insn = Instruction::default();
    while decoder.can_decode() {
        decoder.decode_out(&mut insn);
        text.clear();
        formatter.format(&insn, &mut text);
        println!("{:016X} {}", insn.ip(), text);
    }
}
"""

# The expanded crate's tokens, roughly as proc_macro counts them: each identifier, literal and
# lifetime is one, each punctuation character one, each delimiter one.
TOKEN_RE = re.compile(
    r"""
      b?r(?P<h>\#*)".*?"(?P=h)          # raw (byte) string
    | b?"(?:[^"\\]|\\.)*"               # (byte) string
    | b?'(?:[^'\\\n]|\\[^'\n]{1,10})'   # char / byte literal
    | '[A-Za-z_]\w*                     # lifetime or label
    | \d\w*(?:\.\d\w*)?                 # number
    | (?:r\#)?[A-Za-z_]\w*              # identifier or keyword
    | //[^\n]*                          # comment (skipped below)
    | \S                                # punctuation or delimiter
    """,
    re.VERBOSE | re.DOTALL,
)

ROW_RE = re.compile(r"^\s+([a-z_][a-z0-9_]*)\s*\{[^{}]*\}\s*(\(.*\).*),\s*$")


def log(msg=""):
    print(msg, flush=True)


def loadavg():
    try:
        return os.getloadavg()[0]
    except OSError:
        return float("nan")


def build_env(target_dir, bootstrap=False):
    """The environment for one cargo command: its own target dir, no compiler wrapper."""
    env = dict(os.environ)
    for var in (
        "RUSTC_WRAPPER",
        "CARGO_BUILD_RUSTC_WRAPPER",
        "RUSTC_WORKSPACE_WRAPPER",
        "CARGO_BUILD_RUSTC_WORKSPACE_WRAPPER",
        "CARGO_INCREMENTAL",
        "CARGO_BUILD_TARGET_DIR",
        "RUSTC_BOOTSTRAP",
    ):
        env.pop(var, None)
    env["CARGO_TARGET_DIR"] = target_dir
    env["CARGO_TERM_COLOR"] = "never"
    if bootstrap:
        env["RUSTC_BOOTSTRAP"] = "1"
    return env


class BuildError(Exception):
    pass


def check_target_dir(target_dir):
    real = os.path.realpath(target_dir)
    if real == REPO or real.startswith(REPO + os.sep):
        raise SystemExit(f"refusing to use a target directory inside the repository: {real}")


def run(cmd, cwd, target_dir, bootstrap=False, capture_stdout=True):
    """Runs a cargo command; returns (wall s, cpu s, stdout, stderr, load before)."""
    check_target_dir(target_dir)
    load = loadavg()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    proc = subprocess.run(
        cmd,
        cwd=cwd,
        env=build_env(target_dir, bootstrap),
        stdout=subprocess.PIPE if capture_stdout else subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if proc.returncode != 0:
        tail = "\n".join(proc.stderr.splitlines()[-40:])
        raise BuildError(f"`{' '.join(cmd)}` in {cwd} failed ({proc.returncode}):\n{tail}")
    return wall, cpu, proc.stdout or "", proc.stderr, load


def artifacts(json_stdout):
    """compiler-artifact messages of a --message-format=json build: [(package name, fresh,
    filenames, target kinds, features)]."""
    out = []
    for line in json_stdout.splitlines():
        if not line.startswith("{"):
            continue
        msg = json.loads(line)
        if msg.get("reason") == "compiler-artifact":
            name = msg["target"]["name"]
            pkg = msg.get("package_id", "")
            # package_id: "path+file:///...#name@0.1.0" or "registry+...#name@1.2.3"
            m = re.search(r"#(?:([^@]+)@)?([^#]+)$", pkg)
            if m and m.group(1):
                name = m.group(1)
            elif m:
                name = pkg.rsplit("/", 1)[-1].split("#")[0]
            out.append(
                (name, msg.get("fresh", False), msg.get("filenames", []), msg["target"]["kind"],
                 msg.get("features", []))
            )
    return out


def fmt_s(seconds):
    return f"{seconds:.1f} s"


def fmt_kib(n):
    return f"{n / 1024:,.0f} KiB"


def git(*args):
    try:
        return subprocess.run(
            ["git", "--no-optional-locks", *args],
            cwd=REPO,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            check=True,
        ).stdout.rstrip("\n")
    except (OSError, subprocess.CalledProcessError):
        return ""


def snapshot(source, dst):
    """Copies the repository's sources (not target/ nor .git) to dst; returns a description."""
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    if source == "head":
        os.makedirs(dst)
        archive = subprocess.run(
            ["git", "archive", "--format=tar", "HEAD"], cwd=REPO, stdout=subprocess.PIPE,
            check=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", dst], input=archive, check=True)
        return f"committed HEAD {head}"

    def ignore(directory, names):
        if os.path.realpath(directory) == REPO:
            return [n for n in names if n in ("target", ".git")]
        return []

    shutil.copytree(REPO, dst, symlinks=True, ignore=ignore)
    dirty = [line[3:] for line in git("status", "--porcelain").splitlines() if line]
    if dirty:
        shown = ", ".join(dirty[:8]) + (f" and {len(dirty) - 8} more" if len(dirty) > 8 else "")
        return f"working tree at HEAD {head} with uncommitted changes ({shown})"
    return f"working tree at HEAD {head} (clean)"


def machine_facts():
    facts = {}
    facts["nproc"] = os.cpu_count()
    cpu = ""
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    facts["cpu"] = cpu or platform.processor() or platform.machine()
    mem = ""
    try:
        with open("/proc/meminfo") as f:
            for line in f:
                if line.startswith("MemTotal:"):
                    mem = f"{int(line.split()[1]) / 1024 / 1024:.0f} GiB"
                    break
    except OSError:
        pass
    facts["mem"] = mem
    facts["rustc"] = subprocess.run(
        ["rustc", "--version"], stdout=subprocess.PIPE, text=True
    ).stdout.strip()
    facts["cargo"] = subprocess.run(
        ["cargo", "--version"], stdout=subprocess.PIPE, text=True
    ).stdout.strip()
    facts["os"] = platform.platform()
    facts["date"] = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return facts


def make_iced_crate(path):
    os.makedirs(os.path.join(path, "src"))
    with open(os.path.join(path, "Cargo.toml"), "w") as f:
        f.write(
            '[package]\nname = "iced-scratch"\nversion = "0.1.0"\nedition = "2021"\n'
            'publish = false\n\n[dependencies]\niced-x86 = "1"\n\n[workspace]\n'
        )
    with open(os.path.join(path, "src", "main.rs"), "w") as f:
        f.write(ICED_MAIN)


def locked_version(crate_dir, name):
    try:
        with open(os.path.join(crate_dir, "Cargo.lock")) as f:
            text = f.read()
    except OSError:
        return "?"
    m = re.search(r'name = "' + re.escape(name) + r'"\nversion = "([^"]+)"', text)
    return m.group(1) if m else "?"


# ---------------------------------------------------------------------------------------------
# 1-3: the clean builds


def measure_budget(tmp, src, iced, runs):
    builds = [
        ("iced", iced, ["cargo", "build", "--release", "--offline"]),
        ("gcn-isa", src, ["cargo", "build", "--release", "--offline", "-p", "gcn-isa"]),
        ("workspace", src, ["cargo", "build", "--release", "--offline", "--workspace"]),
    ]
    results = {name: [] for name, _, _ in builds}
    units = {}
    for r in range(runs):
        order = builds if r % 2 == 0 else list(reversed(builds))
        for name, cwd, cmd in order:
            target = os.path.join(tmp, f"target-{name}-{r}")
            cmd = cmd + ["--message-format=json"]
            wall, cpu, out, _, load = run(cmd, cwd, target)
            compiled = [a for a in artifacts(out) if not a[1]]
            units[name] = compiled
            results[name].append({"wall": wall, "cpu": cpu, "load": load})
            log(
                f"  run {r + 1}/{runs} {name:<9} {fmt_s(wall):>8} wall, {fmt_s(cpu):>8} CPU, "
                f"{len(compiled)} units, load average before {load:.2f}"
            )
            shutil.rmtree(target, ignore_errors=True)
    return results, units


# ---------------------------------------------------------------------------------------------
# 4: the expansion


def count_tokens(text):
    return sum(1 for m in TOKEN_RE.finditer(text) if not m.group(0).startswith("//"))


def expansion_stats(text):
    return {
        "lines": text.count("\n"),
        "bytes": len(text.encode()),
        "tokens": count_tokens(text),
        # One constant per instruction, named after its mnemonic, of its shape's opcode enum.
        "instructions": len(re.findall(r"pub const [A-Z][A-Z0-9_]*:\s*\w+Op\s*=", text)),
    }


def feature_args(config):
    if config == "all":
        return []
    if config == "none":
        return ["--no-default-features"]
    return ["--no-default-features", "--features", config]


def prepare_targets(tmp, src, name):
    """Two target directories for measure_config: one for builds, with the dependencies and the
    proc-macro built (through a feature set not measured, so the proc-macro is built as the
    dependency it is in the measured builds), and one for expansions (RUSTC_BOOTSTRAP changes
    every crate's fingerprint, so the two must not share one)."""
    build = os.path.join(tmp, f"target-{name}-build")
    expand = os.path.join(tmp, f"target-{name}-expand")
    run(
        ["cargo", "build", "--release", "--offline", "-p", "gcn-isa"]
        + ["--no-default-features", "--features", "testing"],
        src,
        build,
    )
    return build, expand


def measure_config(src, targets, config):
    """A release build of gcn-isa (deps already built) and its expansion, for one feature set."""
    build, expand = targets
    wall, cpu, out, _, load = run(
        ["cargo", "build", "--release", "--offline", "-p", "gcn-isa", "--message-format=json"]
        + feature_args(config),
        src,
        build,
    )
    arts = artifacts(out)
    rebuilt = sorted({a[0] for a in arts if not a[1]})
    if rebuilt != ["gcn-isa"]:
        log(f"  note: {config}: compiled {rebuilt}, not only gcn-isa")
    rlib = 0
    for name, _, files, _, _ in arts:
        if name == "gcn-isa":
            rlib = sum(os.path.getsize(p) for p in files if p.endswith(".rlib"))
    _, _, expanded, _, _ = run(
        ["cargo", "rustc", "--release", "--offline", "-p", "gcn-isa", "--lib"]
        + feature_args(config)
        + ["--", "-Zunpretty=expanded"],
        src,
        expand,
        bootstrap=True,
    )
    stats = expansion_stats(expanded)
    stats.update({"compile": wall, "compile_cpu": cpu, "rlib": rlib, "load": load})
    return stats


def measure_expansion(tmp, src, configs):
    targets = prepare_targets(tmp, src, "expansion")
    table = {}
    for config in configs:
        stats = measure_config(src, targets, config)
        table[config] = stats
        log(
            f"  {config:<6} {stats['instructions']:>5} instructions, {stats['lines']:>8,} lines, "
            f"{stats['tokens']:>10,} tokens, compile {fmt_s(stats['compile'])} "
            f"({fmt_s(stats['compile_cpu'])} CPU), rlib {fmt_kib(stats['rlib'])}, "
            f"load {stats['load']:.2f}"
        )
    for target in targets:
        shutil.rmtree(target, ignore_errors=True)
    return table


def pick_probe_rows(defs_dir, count):
    """Rows to remove: one-line rows whose block keeps another row of the same operand form,
    spread over the files. Returns {file: [(start line, end line, mnemonic)]}."""
    candidates = []
    for fname in sorted(os.listdir(defs_dir)):
        if not fname.endswith(".rs"):
            continue
        with open(os.path.join(defs_dir, fname)) as f:
            lines = f.read().split("\n")
        block = None
        seen = set()
        for i, line in enumerate(lines):
            m = re.match(r"^\s*instructions\s+(\w+)\s*\{", line)
            if m:
                block = m.group(1)
                continue
            if block is None:
                continue
            if re.match(r"^\s*\}\s*$", line):
                block = None
                continue
            m = ROW_RE.match(line)
            if not m:
                continue
            form = (block, re.sub(r"\s+", " ", m.group(2)))
            start = i
            while start > 0 and lines[start - 1].strip().startswith("///"):
                start -= 1
            if form in seen:
                candidates.append((fname, start, i, m.group(1)))
            seen.add(form)
    if not candidates:
        return {}
    step = max(1, len(candidates) // count)
    chosen = candidates[::step][:count]
    picked = {}
    for fname, start, end, mnemonic in chosen:
        picked.setdefault(fname, []).append((start, end, mnemonic))
    return picked


def measure_probe(tmp, src, configs, full, rows):
    probe = os.path.join(tmp, "probe")
    shutil.copytree(src, probe, symlinks=True)
    defs_dir = os.path.join(probe, "isa-defs")
    picked = pick_probe_rows(defs_dir, rows)
    removed = [m for rows_ in picked.values() for _, _, m in rows_]
    if not removed:
        log("  no removable rows found: skipped")
        return None
    for fname, spans in picked.items():
        path = os.path.join(defs_dir, fname)
        with open(path) as f:
            lines = f.read().split("\n")
        drop = set()
        for start, end, _ in spans:
            drop.update(range(start, end + 1))
        with open(path, "w") as f:
            f.write("\n".join(line for i, line in enumerate(lines) if i not in drop))
    log(f"  removed {len(removed)} rows: {', '.join(removed)}")
    out = {"rows": removed}
    try:
        targets = prepare_targets(tmp, probe, "probe")
    except BuildError as e:
        log(f"  the probe did not build: {e}")
        return None
    for config in configs:
        try:
            stats = measure_config(probe, targets, config)
        except BuildError as e:
            log(f"  {config}: the probe did not build: {e}")
            return None
        base = full[config]
        d_inst = base["instructions"] - stats["instructions"]
        out[config] = {
            "instances": d_inst,
            "lines": base["lines"] - stats["lines"],
            "tokens": base["tokens"] - stats["tokens"],
            "rlib": base["rlib"] - stats["rlib"],
            "compile": base["compile"] - stats["compile"],
        }
        log(
            f"  {config:<6} -{d_inst} instructions: -{out[config]['lines']:,} lines, "
            f"-{out[config]['tokens']:,} tokens, rlib -{fmt_kib(out[config]['rlib'])}, "
            f"compile {fmt_s(stats['compile'])} (vs {fmt_s(base['compile'])})"
        )
    for target in targets:
        shutil.rmtree(target, ignore_errors=True)
    return out


# ---------------------------------------------------------------------------------------------
# 5: the report


def report(facts, source, iced_version, budget, units, expansion, probe, runs, load_end):
    md = []
    md.append(
        f"Measured {facts['date']} with `scripts/build_budget.py --runs {runs}`: "
        f"{facts['nproc']} CPUs ({facts['cpu']}), {facts['mem']}, {facts['rustc']}, "
        f"{facts['os']}; sources: {source}. "
        f"1-minute load average: {budget_loads(budget, expansion)}, {load_end:.2f} at the end."
    )
    md.append("")
    verdicts = {}
    if budget:
        iced = budget["iced"]
        iced_med = statistics.median(r["wall"] for r in iced)
        md.append(
            "| clean release build (fresh target dir, dependencies fetched) | min | median "
            "| CPU (median) | median / iced | budget |"
        )
        md.append("|---|---|---|---|---|---|")
        rows = [
            ("iced", f"scratch crate on `iced-x86` {iced_version} (default features)", None),
            ("gcn-isa", "`cargo build --release -p gcn-isa` (all generations)", "gcn-isa"),
            ("workspace", "`cargo build --release --workspace`", "workspace"),
        ]
        for key, label, budget_key in rows:
            walls = [r["wall"] for r in budget[key]]
            cpus = [r["cpu"] for r in budget[key]]
            med = statistics.median(walls)
            ratio = med / iced_med
            if budget_key:
                limit = BUDGETS[budget_key]
                ok = ratio <= limit
                verdicts[key] = (ratio, min(walls) / min(r["wall"] for r in iced), limit, ok)
                budget_cell = f"≤ {limit:.1f}: **{'PASS' if ok else 'FAIL'}**"
            else:
                budget_cell = "reference"
            md.append(
                f"| {label} | {fmt_s(min(walls))} | {fmt_s(med)} | "
                f"{fmt_s(statistics.median(cpus))} | {ratio:.2f} | {budget_cell} |"
            )
        md.append("")
        ws_units = units.get("workspace", [])
        ws = sorted({u[0] for u in ws_units})
        ours = [p for p in ws if p.startswith("gcn-isa")]
        # Units of one package other than build scripts: a package compiled more than once.
        twice = [
            p for p in ws
            if sum(1 for u in ws_units if u[0] == p and "custom-build" not in u[3]) > 1
        ]
        note = ""
        if "gcn-isa-macros" in twice:
            note = (
                " gcn-isa-macros is compiled twice: as a workspace member (release profile) "
                "and as gcn-isa's proc-macro (the release profile's `build-override`, "
                "opt-level 0 by default, like its dependencies)."
            )
        elif twice:
            note = f" Compiled more than once: {', '.join(twice)}."
        lib_features = sorted({
            f for u in ws_units if u[0] == "gcn-isa" and "lib" in u[3] for f in u[4]
        } - set(GENERATIONS) - {"default"})
        extra = (
            f"with the features {', '.join(f'`{f}`' for f in lib_features)} beside the generations"
            if lib_features else "with the generations' features only"
        )
        md.append(
            f"The workspace build compiles {len(ws_units)} units (build scripts included): "
            f"{', '.join(ours)} (gcn-isa {extra}) "
            f"and their dependencies ({', '.join(p for p in ws if p not in ours)}); "
            "`cargo build` builds no tests, benches or examples, so the tests crate's "
            "dev-dependencies (divan, trybuild) are not included."
            + note
            + f" `-p gcn-isa` compiles {len(units.get('gcn-isa', []))} units, the iced crate "
            f"{len(units.get('iced', []))} "
            f"({', '.join(sorted({u[0] for u in units.get('iced', [])}))})."
        )
        md.append("")
    if expansion:
        base = expansion["none"]
        md.append(
            "| features | instructions | expanded lines | tokens | tokens / instruction "
            "(over none) | `gcn-isa` compile | .rlib |"
        )
        md.append("|---|---|---|---|---|---|---|")
        for config, s in expansion.items():
            if config == "none":
                per = "—"
                label = "`--no-default-features`"
            else:
                d_inst = s["instructions"] - base["instructions"]
                per = f"{(s['tokens'] - base['tokens']) / d_inst:,.0f}" if d_inst else "—"
                label = ("default (all eight instruction sets)" if config == "all"
                         else f"`{config}` only")
            md.append(
                f"| {label} | {s['instructions']:,} | {s['lines']:,} | {s['tokens']:,} | "
                f"{per} | {fmt_s(s['compile'])} | {fmt_kib(s['rlib'])} |"
            )
        md.append("")
        md.append(
            "Expanded with `RUSTC_BOOTSTRAP=1 cargo rustc --release -p gcn-isa --lib -- "
            "-Zunpretty=expanded` (a nightly flag, used here for measurement only), derives "
            "included; an instruction is one constant of one generation's module "
            "(`pub const V_ADD_F32_E32: Vop2VF32VVdstOutOp`, counted in the expansion, where a "
            "long one may wrap after its colon). "
            "Compile is the release build of the `gcn-isa` crate alone (its dependencies built "
            "before), one run each."
        )
        if probe:
            parts = []
            for config in ("all", "gfx9"):
                p = probe.get(config)
                if not p or not p["instances"]:
                    continue
                n = p["instances"]
                parts.append(
                    f"{'all generations' if config == 'all' else 'gfx9 alone'}: "
                    f"{p['lines'] / n:,.0f} lines, {p['tokens'] / n:,.0f} tokens and "
                    f"{p['rlib'] / n / 1024:,.1f} KiB of .rlib per instruction "
                    f"({len(probe['rows'])} rows, {n} instructions)"
                )
            if parts:
                md.append("")
                md.append(
                    "Growth per added row (rows of an existing operand form removed from a "
                    "copy of `isa-defs/`, the difference divided by the instructions they made): "
                    + "; ".join(parts)
                    + ". A row present on k generations costs k times that."
                )
    return md, verdicts


def budget_loads(budget, expansion):
    loads = []
    if budget:
        loads += [r["load"] for rs in budget.values() for r in rs]
    if expansion:
        loads += [s["load"] for s in expansion.values()]
    if not loads:
        return "n/a"
    return f"{min(loads):.2f}–{max(loads):.2f} before the builds"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=2, help="clean builds of each kind (default 2)")
    ap.add_argument(
        "--source",
        choices=["worktree", "head"],
        default="head",
        help="build the committed HEAD (default) or the working tree as it is",
    )
    ap.add_argument("--skip-budget", action="store_true", help="no clean-build timings")
    ap.add_argument("--skip-expansion", action="store_true", help="no expansion measurements")
    ap.add_argument(
        "--probe-rows", type=int, default=20, help="rows removed for the marginal cost (0: skip)"
    )
    ap.add_argument("--keep-temp", action="store_true", help="keep the temporary directory")
    ap.add_argument("--markdown-out", help="also write the Markdown report to this file")
    args = ap.parse_args()
    if args.runs < 1:
        ap.error("--runs must be at least 1")

    facts = machine_facts()
    log(f"machine: {facts['nproc']} CPUs ({facts['cpu']}), {facts['mem']}, {facts['os']}")
    log(f"toolchain: {facts['rustc']}; {facts['cargo']}")
    log(f"date: {facts['date']}; load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    for var in ("RUSTFLAGS", "CARGO_ENCODED_RUSTFLAGS", "CARGO_PROFILE_RELEASE_OPT_LEVEL"):
        if os.environ.get(var):
            log(f"note: {var}={os.environ[var]} is set and applies to every build")

    tmp = tempfile.mkdtemp(prefix="gcn-isa-build-budget-")
    log(f"temporary directory: {tmp}")
    status = 0
    try:
        src = os.path.join(tmp, "gcn-isa")
        source = snapshot(args.source, src)
        log(f"sources: {source}")
        iced = os.path.join(tmp, "iced-scratch")
        make_iced_crate(iced)

        log("fetching dependencies (not timed)")
        fetch_target = os.path.join(tmp, "target-fetch")
        run(["cargo", "fetch"], iced, fetch_target)
        run(["cargo", "fetch"], src, fetch_target)
        iced_version = locked_version(iced, "iced-x86")
        log(f"iced-x86 resolved to {iced_version}")

        budget, units = None, {}
        if not args.skip_budget:
            log(f"clean release builds, {args.runs} run(s) each, alternating:")
            budget, units = measure_budget(tmp, src, iced, args.runs)

        expansion, probe = None, None
        if not args.skip_expansion:
            log("expansion and compile of gcn-isa per feature set (release):")
            configs = ["none"] + GENERATIONS + ["all"]
            expansion = measure_expansion(tmp, src, configs)
            if args.probe_rows > 0:
                log(f"marginal cost of a row ({args.probe_rows} rows removed from a copy):")
                probe = measure_probe(tmp, src, ["all", "gfx9"], expansion, args.probe_rows)

        md, verdicts = report(
            facts, source, iced_version, budget, units, expansion, probe, args.runs, loadavg()
        )
        log("")
        for key, (ratio, min_ratio, limit, ok) in verdicts.items():
            log(
                f"{'PASS' if ok else 'FAIL'}: {key} / iced = {ratio:.2f} (medians; "
                f"{min_ratio:.2f} from the minimums), budget ≤ {limit:.1f}"
            )
            if not ok:
                status = 1
        log("")
        log("---- Markdown for README.md ----")
        for line in md:
            log(line)
        log("---- end ----")
        if args.markdown_out:
            with open(args.markdown_out, "w") as f:
                f.write("\n".join(md) + "\n")
    except BuildError as e:
        log(f"error: {e}")
        status = 2
    finally:
        if args.keep_temp:
            log(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
