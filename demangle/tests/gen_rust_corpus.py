#!/usr/bin/env python3
"""Regenerates tests/rust_corpus.tsv: `mangled TAB expected` for Rust v0 names.

The expected text is always what `llvm-cxxfilt-19 NAME` prints (the name itself
when it prints the name unchanged); nothing here is typed by hand except the
inputs. Inputs come from three places:

1. the hand-picked list below (every production, prefixes and suffixes, LLVM's
   rejections, numbers at the overflow boundary, punycode failures, and names
   nested just below and just above LLVM's recursion limit of 500);
2. real v0 names: `v0_source/lib.rs` compiled by rustc with
   `-C symbol-mangling-version=v0` (its own items and the std instantiations
   they pull in), chosen greedily to cover as many distinct two-byte sequences
   of the mangling and features of the output as possible;
3. a fixed sample from scripts/diff_demangle_rust.py's generator (seed 2024),
   plain and mutated.

    python3 demangle/tests/gen_rust_corpus.py
"""

import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "scripts"))
import diff_demangle_rust  # noqa: E402
from diff_demangle_rust import base62, const_backref_chain  # noqa: E402

CXXFILT = "llvm-cxxfilt-19"
NM = "llvm-nm-19"
REAL_NAMES = 250

HAND_PICKED = """
_RNvC3foo3bar
._RNvC3foo3bar
__RNvC3foo3bar
_._RNvC3foo3bar
__imp__RNvC3foo3bar
_RNvC3foo3bar.llvm.123
_RNvC3foo3bar.llvm.1.cold
_RNvC3foo3bar..
_RNvC3foo3bar.
._RNvC3foo3bar.kd
_RNvC3foo3barC3baz
_RNvC3foo3barCs4_3baz
_RNvC3foo3barB2_
_RNvC3foo3barC3bazC3qux
_RNvC3foo3bar_
_R
_R.foo
_RC
_RC0
_RC3foo
_RCs_3foo
_RCsZZZZZZZZZZZ_3foo
_RC01a
_RC3fo
_RC3f$o
_RC18446744073709551615foo
_RC18446744073709551616foo
_RC_3foo
_RC3_foo
_RNvC3foo0
_RNtC3foo3Bar
_RNCNvC3foo4main0
_RNCNvC3foo4mains_0
_RNCNvC3foo4mains0_0
_RNCNvC3foo4main4name
_RNSNvC3foo3bar6vtable
_RNSNvC3foo3bars1_6vtable
_RNANvC3foo3bar0
_RNZNvC3foo3bars_1x
_RNaC3foo3bar
_RNzC3foo0
_RN0C3foo3bar
_RN_C3foo3bar
_RNCNvC3foo4mainsZZZZZZZZZZZ_0
_RNvMC3fooNtB2_3Bar3new
_RNvMs_C3fooNtB4_3Bar3new
_RNvXC3fooNtB2_3BarNtNtC4core5clone5Clone5clone
_RNvYNtC3foo3BarNtNtC4core5clone5Clone5clone
_RNvYpNtC3foo5Trait3fun
_RINvC3foo3barE
_RINvC3foo3barpE
_RINvC3foo3barabcdefhijlmnopstuvxyzE
_RINvC3foo3barINtC3foo3VeclEE
_RINvC3foo3barL_E
_RINvC3foo3barL0_E
_RINvC3foo3barAlj5_E
_RINvC3foo3barAlKj5_E
_RINvC3foo3barAlj10_SeShE
_RINvC3foo3barTETlETlmETlmaEE
_RINvC3foo3barRlRL_lRL0_lQlQL_lPlOlE
_RINvC3foo3barFEuFlEuFlmEaFUEuFKCEuFUKCEuFK6systemEuFK8C_unwindEuFK0EuFKu3abcEuE
_RINvC3foo3barFG_RL0_hEuFG0_RL0_hRL1_hEuFG_RL1_hEuE
_RINvC3foo3barFG_FG_RL0_RL1_hEuEuE
_RINvC3foo3barDEL_DEL0_DNtC3foo5TraitEL_E
_RINvC3foo3barDNtC3foo5TraitNtC3foo4SendEL_E
_RINvC3foo3barDINtC3foo8IteratorEp4ItemlEL_E
_RINvC3foo3barDINtC3foo2FnTlEEp6OutputlEL_E
_RINvC3foo3barDNtC3foo8Iteratorp4Itemlp4Nextu3abcEL_E
_RINvC3foo3barDG_INtC3foo2FnTRL0_hEEp6OutputuEL_E
_RINvC3foo3barDG_NtC3foo5TraitEL0_E
_RINvC3foo3barDNtC3foo5TraitEE
_RINvC3foo3barKpKj0_Kj1_Kjf_Kjffffffffffffffff_Kj10000000000000000_E
_RINvC3foo3barKan1_Kan80_Kan0_Kxn8000000000000000_KonffffffffffffffffffffffffffffffffE
_RINvC3foo3barKj00_E
_RINvC3foo3barKj_E
_RINvC3foo3barKjA_E
_RINvC3foo3barKjF_E
_RINvC3foo3barKj5E
_RINvC3foo3barKb0_Kb1_E
_RINvC3foo3barKb2_E
_RINvC3foo3barKb00_E
_RINvC3foo3barKbn1_E
_RINvC3foo3barKc61_Kc27_Kc22_Kc5c_Kc9_Kca_Kcd_Kc0_Kc7f_Kc80_Kcdf_Kc1f600_E
_RINvC3foo3barKcd800_Kcdfff_Kc10ffff_Kc110000_Kcffffff_E
_RINvC3foo3barKc1000000_E
_RINvC3foo3barKcn61_E
_RINvC3foo3barKdE
_RINvC3foo3barKeE
_RINvC3foo3barKuE
_RINvC3foo3barKj5_KB9_E
_RINvC3foo3barKj5_KBa_E
_RINvC3foo3barlB9_E
_RINvC3foo3barB9_E
_RB_
_RNvB_3foo
_RINvC1f1gB8_E
_RNvCu8gdel_5qa6Escher3foo
_RNvC3foou8gdel_5qa
_RNvC3foou3abc
_RNvC3foou2_a
_RNvC3foou1_
_RNvC3foou0
_RNvC3foou2ab
_RNvC3foou3a_b
_RNvC3foou5_abcA
_RNvC3foou4zzzz
_RNvC3foou12999999999999
_RNvC3foou3_99
_RNvC3foou6caf_dma
_RNvC3foou7ab_c_dm
_RNvCu12zcaaaaa6a5lb3foo
_RNvNtCu6caf_dma3Foou4xxxx
""".split()


def recursion_boundary():
    """Names nested 499, 500 and 501 levels (LLVM's limit is 500 recursion levels
    of paths, types and consts) in the three recursive productions."""
    names = []
    for depth in (248, 249, 250, 498, 499, 500):
        names.append("_R" + "Nv" * depth + "C3foo" + "1x" * depth)
        names.append("_RINvC1f1g" + "R" * depth + "uE")
        names.append("_RINvC1f1g" + "T" * depth + "u" + "E" * depth + "E")
    for depth in (246, 247, 248, 249):
        names.append(const_backref_chain(depth))
    return names


def overflow_boundary():
    """Base-62 numbers around 2^64: a disambiguator is the number plus one (so
    2^64 - 2 is the largest that prints), a backreference or lifetime the number."""
    names = []
    for value in (2**64 - 3, 2**64 - 2, 2**64 - 1, 2**64):
        names.append("_RNCNvC3foo4mains%s0" % base62(value))
        names.append("_RNvC3foos%s3bar" % base62(value))
        names.append("_RINvC1f1gL%sE" % base62(value))
        names.append("_RINvC1f1gFG%suEE" % base62(value))
    return names


def lifetimes():
    """Binders of up to 30 lifetimes (named 'a to 'z, then 'z1, ...) and every index."""
    names = []
    for count in (1, 26, 27, 30):
        for index in (0, 1, count - 1, count, count + 1):
            names.append("_RINvC1f1gFG%sRL%shEuE" % (base62(count - 1), base62(index)))
    return names


def greedy_sample(names, expected, count):
    """`count` names, chosen to cover as many distinct features as possible."""
    def features(name, text):
        found = {name[i:i + 2] for i in range(2, len(name) - 1)}
        found |= set(re.findall(r"\{[A-Za-z]+[:#]|'[a-z]\d*|[&*\[(<>!]|fn\(|dyn |unsafe|extern \"[^\"]*\"|"
                                r"[^\x00-\x7f]|, \)|,\)|\.\.\.| as |::<|= |-\d|0x|'\\", text))
        return found
    candidates = [(name, features(name, text)) for name, text in zip(names, expected)]
    chosen, covered = [], set()
    while len(chosen) < count and candidates:
        best = max(candidates, key=lambda c: (len(c[1] - covered), -len(c[0])))
        if not best[1] - covered:
            break
        chosen.append(best[0])
        covered |= best[1]
        candidates.remove(best)
    rest = [name for name, _ in candidates]
    step = max(1, len(rest) // max(1, count - len(chosen)))
    return chosen + rest[::step][: count - len(chosen)]


def real_symbols():
    with tempfile.TemporaryDirectory() as tmp:
        # An object file keeps every item and instantiation (a shared library
        # would drop what it does not export).
        lib = os.path.join(tmp, "v0_corpus.o")
        subprocess.run(["rustc", "--edition", "2021", "--crate-type", "lib", "--crate-name", "v0_corpus", "--emit=obj",
                        "-C", "symbol-mangling-version=v0", os.path.join(HERE, "v0_source", "lib.rs"), "-o", lib],
                       check=True)
        out = subprocess.run([NM, lib], stdout=subprocess.PIPE, check=True).stdout.decode()
    names = sorted({line.split()[-1] for line in out.splitlines() if line.split() and line.split()[-1].startswith("_R")})
    return greedy_sample(names, oracle(names), REAL_NAMES)


def generated_sample():
    names = diff_demangle_rust.generate(2024, 150)
    mutated = diff_demangle_rust.mutate(random.Random(2024), diff_demangle_rust.generate(2025, 60))
    return names + mutated


def oracle(names):
    """Argument mode, so names are demangled whole (stdin mode would split
    them at characters outside [A-Za-z0-9_.$])."""
    results = []
    for start in range(0, len(names), 200):
        chunk = names[start:start + 200]
        out = subprocess.run([CXXFILT] + chunk, stdout=subprocess.PIPE, check=True).stdout.decode()
        lines = out.split("\n")[: len(chunk)]
        assert len(lines) == len(chunk), "llvm-cxxfilt printed an unexpected number of lines"
        results.extend(lines)
    return results


def main():
    names = []
    seen = set()
    for name in HAND_PICKED + recursion_boundary() + overflow_boundary() + lifetimes() + real_symbols() + generated_sample():
        if name and name not in seen and not name.startswith("-"):
            seen.add(name)
            names.append(name)
    expected = oracle(names)
    path = os.path.join(HERE, "rust_corpus.tsv")
    with open(path, "w") as f:
        for name, text in zip(names, expected):
            assert "\t" not in text and "\n" not in text
            f.write("%s\t%s\n" % (name, text))
    demangled = sum(1 for n, t in zip(names, expected) if n != t)
    print("wrote %s: %d names, %d demangled by %s" % (path, len(names), demangled, CXXFILT))


if __name__ == "__main__":
    sys.exit(main())
