#!/usr/bin/env python3
"""Differential test of gcn-isa-demangle's Rust v0 demangler against llvm-cxxfilt-19.

Generates random *valid* Rust v0 manglings (RFC 2603) covering every production:
crate roots with disambiguators, nested paths in every namespace (closures, shims,
odd upper-case and lower-case ones, empty names), inherent and trait impls, trait
definitions, generic arguments, lifetimes and `for<...>` binders (past 26 bound
lifetimes too), every basic type, arrays, slices, tuples (1-tuples included),
references with and without lifetimes, raw pointers, `fn` pointers (unsafe, extern
"C", named ABIs), `dyn` bounds with associated-type bindings, integer, bool, char and
placeholder consts, backreferences to earlier paths, types and consts, punycode
identifiers, instantiating crates, `.suffix`es and a leading `.`. A share of names is
hostile on purpose: nesting around LLVM's recursion limit, self-referencing
backreferences, numbers at the 64-bit overflow boundary, invalid punycode and chars.
With --mutate every name is then corrupted (compares what each side rejects).

All names go in one batch to `llvm-cxxfilt-19` and to the crate's `demangle_lines`
example; the script reports disagreements and exits 1 if there is any. With
--objdump the names (some given an extra leading `_`, `.` or `_.`) become the symbols
of an object file instead, and `llvm-objdump-19 -t -C` is compared with the example's
`--objdump` mode, which is what `gcn-isa objdump -C` uses.

    python3 scripts/diff_demangle_rust.py --seed 1 --count 100000 [--mutate] [--objdump]
    python3 scripts/diff_demangle_rust.py --names real_v0_symbols.txt [--objdump]

Backreferences are generated like rustc does: positions (counted after `_R`) of
earlier productions of the right kind, so most names are accepted (the report says
how many llvm-cxxfilt demangled). Python 3 standard library only.
"""

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import demangle_harness as harness  # noqa: E402

BASE62 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
BASIC_TYPES = "abcdefhijlmnopstuvxyz"
INT_TYPES = "ahstlmxynoij"
IDENTIFIERS = [
    "foo", "bar", "core", "std", "alloc", "Vec", "Option", "Some", "new", "main", "kernel",
    "Iterator", "Item", "Output", "Fn", "FnOnce", "Clone", "clone", "fmt", "Debug", "x", "T",
    "_private", "__rust_alloc", "a1", "HashMap", "vtable", "call_once", "drop_in_place",
    "Z", "_", "0start", "9lives", "_0", "amdgcn", "gfx908", "impl",
]
ABIS = ["C", "system", "C_unwind", "rust_call", "efiapi", "sysv64", "win64", "aapcs", "vectorcall",
        "amdgpu_kernel", "gpu_kernel", "ptx_kernel", "x86_interrupt", "thiscall_unwind", "_", ""]
NAMESPACES = "vvvvtttCCCSSASZXabcdfghjklmnopqrsuwxyzBDEFGHIJKLMNOPQRTUVWY"
SUFFIXES = [".llvm.12345678901234567890", ".cold", ".0", ".llvm.1.cold", "..", ".", ".$x", ".a.b.c", ".kd"]
UNICODE_SAMPLES = "éüßñçøåæœÿĀŁŻЖжЯΩλπ中文字日本語한국어😀🦀ℝ∑∞≠ٱמ"


def base62(value):
    """<base-62-number> for value >= 0: "_" is 0, "0_" is 1, ..."""
    if value == 0:
        return "_"
    value -= 1
    digits = ""
    while True:
        digits = BASE62[value % 62] + digits
        value //= 62
        if value == 0:
            break
    return digits + "_"


def const_backref_chain(k):
    """`f::g::<5, …>` whose consts are each a backreference to the one before: a chain
    k long, nested as deep as k (the recursion limit's test)."""
    text = "INvC1f1gKj5_"
    previous = 9
    for _ in range(k):
        here = len(text) + 1
        text += "KB" + base62(previous)
        previous = here
    return "_R" + text + "E"


def rust_punycode(text):
    """Rust v0 spelling of punycode: RFC 3492 with `_` for the delimiter."""
    return text.encode("punycode").decode("ascii").replace("-", "_")


class Generator:
    def __init__(self, rng):
        self.rng = rng
        self.parts = []
        self.pos = 0             # bytes written after "_R"
        self.paths = []          # (position, bound lifetimes) of finished paths
        self.types = []
        self.consts = []
        self.bound = 0           # lifetimes bound by enclosing binders

    def chance(self, p):
        return self.rng.random() < p

    def emit(self, text):
        self.parts.append(text)
        self.pos += len(text)

    def text(self):
        return "".join(self.parts)

    def backref_to(self, table):
        usable = [start for start, bound in table if bound <= self.bound]
        if not usable:
            return False
        self.emit("B" + base62(self.rng.choice(usable)))
        return True

    # ----- numbers and identifiers ---------------------------------------------

    def number(self):
        """A base-62 value, now and then at the 64-bit boundary."""
        r = self.rng.random()
        if r < 0.8:
            return self.rng.randint(0, 70)
        if r < 0.95:
            return self.rng.randint(0, 5000)
        return self.rng.choice([2**64 - 3, 2**64 - 2, 2**64 - 1, 2**64, 62**10, 2**63])

    def disambiguator(self):
        if self.chance(0.3):
            self.emit("s" + base62(self.number()))

    def identifier(self, allow_punycode=True, allow_empty=False):
        if allow_punycode and self.chance(0.12):
            self.emit(self.punycode_identifier())
            return
        if allow_empty and self.chance(0.1):
            name = ""
        else:
            name = self.rng.choice(IDENTIFIERS)
        separator = "_" if name[:1].isdigit() or name[:1] == "_" or (name and self.chance(0.05)) else ""
        self.emit("%d%s%s" % (len(name), separator, name))

    def punycode_identifier(self):
        r = self.rng.random()
        if r < 0.75:
            chars = []
            for _ in range(self.rng.randint(1, 8)):
                if self.chance(0.4):
                    chars.append(self.rng.choice("abcxyzABZ019_"))
                elif self.chance(0.8):
                    chars.append(self.rng.choice(UNICODE_SAMPLES))
                else:
                    chars.append(chr(self.rng.choice([
                        self.rng.randint(0x80, 0xD7FF), self.rng.randint(0xE000, 0x10FFFF)])))
            encoded = rust_punycode("".join(chars))
        else:
            # Arbitrary digit strings: overflow, bad digits, surrogates, > U+10FFFF.
            alphabet = "abcdefghijklmnopqrstuvwxyz0123456789" + ("_ABZ" if self.chance(0.3) else "")
            encoded = "".join(self.rng.choice(alphabet) for _ in range(self.rng.randint(0, 14)))
        separator = "_" if encoded[:1].isdigit() or encoded[:1] == "_" or self.chance(0.1) else ""
        return "u%d%s%s" % (len(encoded), separator, encoded)

    # ----- paths ---------------------------------------------------------------

    def path(self, budget):
        start, bound = self.pos, self.bound
        r = self.rng.random()
        if budget <= 0 or r < 0.2:
            if not (self.chance(0.3) and self.backref_to(self.paths)):
                self.emit("C")
                self.disambiguator()
                self.identifier()
        elif r < 0.55:
            self.emit("N" + self.rng.choice(NAMESPACES))
            self.path(budget - 1)
            self.disambiguator()
            self.identifier(allow_empty=True)
        elif r < 0.65:
            self.emit("M")
            self.disambiguator()
            self.path(budget - 2)
            self.type(budget - 2)
        elif r < 0.75:
            self.emit("X")
            self.disambiguator()
            self.path(budget - 2)
            self.type(budget - 2)
            self.path(budget - 2)
        elif r < 0.8:
            self.emit("Y")
            self.type(budget - 2)
            self.path(budget - 2)
        elif r < 0.92:
            self.emit("I")
            self.path(budget - 1)
            for _ in range(self.rng.randint(0, 3)):
                self.generic_arg(budget - 2)
            self.emit("E")
        elif not self.backref_to(self.paths):
            self.emit("C")
            self.identifier()
        self.paths.append((start, bound))

    def generic_arg(self, budget):
        r = self.rng.random()
        if r < 0.15:
            self.emit("L" + base62(self.lifetime()))
        elif r < 0.35:
            self.emit("K")
            self.const()
        else:
            self.type(budget)

    def lifetime(self):
        if self.bound == 0 or self.chance(0.2):
            return 0
        return self.rng.randint(1, self.bound)

    # ----- types ---------------------------------------------------------------

    def type(self, budget):
        start, bound = self.pos, self.bound
        r = self.rng.random()
        if budget <= 0 or r < 0.3:
            if not (self.chance(0.2) and self.backref_to(self.types)):
                self.emit(self.rng.choice(BASIC_TYPES))
        elif r < 0.45:
            self.path(budget - 1)
        elif r < 0.5:
            self.emit("A")
            self.type(budget - 1)
            self.const()
        elif r < 0.55:
            self.emit("S")
            self.type(budget - 1)
        elif r < 0.63:
            self.emit("T")
            for _ in range(self.rng.choice([0, 1, 1, 2, 3])):
                self.type(budget - 2)
            self.emit("E")
        elif r < 0.73:
            self.emit(self.rng.choice("RQ"))
            if self.chance(0.5):
                self.emit("L" + base62(self.lifetime()))
            self.type(budget - 1)
        elif r < 0.78:
            self.emit(self.rng.choice("PO"))
            self.type(budget - 1)
        elif r < 0.86:
            self.emit("F")
            self.fn_sig(budget - 1)
        elif r < 0.93:
            self.emit("D")
            self.dyn_bounds(budget - 1)
            self.emit("L" + base62(self.lifetime()))
        elif not self.backref_to(self.types):
            self.emit(self.rng.choice(BASIC_TYPES))
        self.types.append((start, bound))

    def binder(self):
        if not self.chance(0.4):
            return
        count = self.rng.choice([1, 1, 1, 2, 3, 27, 30])
        self.emit("G" + base62(count - 1))
        self.bound += count

    def fn_sig(self, budget):
        outer = self.bound
        self.binder()
        if self.chance(0.3):
            self.emit("U")
        if self.chance(0.3):
            abi = self.rng.choice(ABIS)
            self.emit("K" + ("C" if abi == "C" else "%d%s" % (len(abi), abi)))
        for _ in range(self.rng.randint(0, 3)):
            self.type(budget - 2)
        self.emit("E")
        self.type(budget - 2)
        self.bound = outer

    def dyn_bounds(self, budget):
        outer = self.bound
        self.binder()
        for _ in range(self.rng.choice([0, 1, 1, 2, 3])):
            self.path(budget - 2)
            for _ in range(self.rng.choice([0, 0, 1, 2])):
                self.emit("p")
                self.identifier(allow_punycode=self.chance(0.2))
                self.type(budget - 3)
        self.emit("E")
        self.bound = outer

    # ----- consts --------------------------------------------------------------

    def const(self):
        start, bound = self.pos, self.bound
        r = self.rng.random()
        if r < 0.45:
            self.emit(self.rng.choice(INT_TYPES) + ("n" if self.chance(0.2) else "") + self.hex_number())
        elif r < 0.55:
            self.emit("b" + self.rng.choice(["0_", "1_", "0_", "1_", "2_", "10_"]))
        elif r < 0.8:
            self.emit("c" + self.char_data())
        elif r < 0.9:
            self.emit("p")
        elif not self.backref_to(self.consts):
            self.emit("p")
        self.consts.append((start, bound))

    def hex_number(self):
        value = self.rng.choice([
            0, 1, self.rng.randint(0, 255), self.rng.randint(0, 2**32), 2**63, 2**64 - 1,
            self.rng.randint(2**64, 2**80), 2**127, 2**128 - 1])
        return "%x_" % value

    def char_data(self):
        r = self.rng.random()
        if r < 0.5:
            point = self.rng.choice([0, 9, 10, 13, 0x22, 0x27, 0x5c, 0x1f, 0x20, 0x7e, 0x7f, 0x80,
                                     ord("a"), ord("Z"), 0xdf, 0x1f600, 0xd800, 0xdfff, 0x10ffff,
                                     0x110000, 0xffffff, 0x1000000])
        else:
            point = self.rng.randint(0, 0x10FFFF)
        return "%x_" % point

    # ----- whole names -----------------------------------------------------------

    def symbol(self):
        self.path(self.rng.randint(1, 9))
        if self.chance(0.25):
            # The instantiating crate: parsed, not printed.
            if not (self.chance(0.3) and self.backref_to(self.paths)):
                self.emit("C")
                self.disambiguator()
                self.identifier(allow_punycode=False)
        name = "_R" + self.text()
        if self.chance(0.1):
            name += self.rng.choice(SUFFIXES)
        if self.chance(0.03):
            name = "." + name
        return name


def hostile(rng):
    """Names aimed at limits and boundaries rather than at the grammar's shape."""
    k = rng.randint(240, 260) if rng.random() < 0.5 else rng.randint(490, 510)
    r = rng.randrange(12)
    if r == 0:
        return "_R" + "Nv" * k + "C3foo" + "3bar" * k
    if r == 1:
        return "_RINvC1f1g" + "R" * k + "uE"
    if r == 2:
        return "_RINvC1f1g" + "T" * k + "u" + "E" * k + "E"
    if r == 3:
        return const_backref_chain(k)
    if r == 4:
        # Self-referencing backreferences: only the recursion limit stops them.
        return rng.choice(["_RB_", "_RNvB_3foo", "_RINvC1f1gB8_E", "_RINvC1f1gKB9_E", "_RC3fooB_"])
    if r == 5:
        # Output doubling through tuples of backreferences to the previous tuple.
        levels = rng.randint(1, 12)
        text = "INvC1f1gTlE"
        start = 9
        for _ in range(levels):
            here = len(text)
            text += "TB%sB%sE" % (base62(start), base62(start))
            start = here
        return "_R" + text + "E"
    if r == 6:
        big = rng.choice([2**64 - 3, 2**64 - 2, 2**64 - 1, 2**64, 2**65])
        return rng.choice(["_RNCNvC3foo3bars%s0" % base62(big), "_RCs%s3foo" % base62(big),
                           "_RINvC1f1gL%sE" % base62(big), "_RINvC1f1gFG%suEE" % base62(big)])
    if r == 7:
        digits = rng.choice(["18446744073709551615", "18446744073709551616", "99999999999999999999",
                             "1844674407370955161", "0", "00", "01"])
        return "_RC" + digits + "foo"
    if r == 8:
        count = rng.choice([1, 5, 26, 27, 100])
        return "_RINvC1f1gFG%sRL%sReEuE" % (base62(count - 1), base62(rng.randint(0, count + 1)))
    if r == 9:
        return "_RINvC1f1gKc%sE" % rng.choice(["0_", "00_", "_", "1234567_", "10ffff_", "110000_", "d800_",
                                              "ffffff_", "a_", "g_", "7f_", "27_", "22_"])
    if r == 10:
        return "_RINvC1f1gK%s%s_E" % (rng.choice(INT_TYPES), rng.choice(
            ["ffffffffffffffff", "10000000000000000", "n0", "nffffffffffffffff", "0", "00", "A", ""]))
    return "_R" + "".join(rng.choice(BASE62 + "_") for _ in range(rng.randint(0, 30)))


def generate(seed, count):
    rng = random.Random(seed)
    names = []
    for _ in range(count):
        if rng.random() < 0.05:
            names.append(hostile(rng))
        else:
            names.append(Generator(rng).symbol())
    return names


MUTATION_ALPHABET = BASE62 + "_"


def mutate(rng, names):
    """Corrupts each name with 1-3 edits: deletions, insertions, replacements,
    truncation and duplicated slices (which repeat backreferences and nesting)."""
    out = []
    for name in names:
        chars = list(name)
        for _ in range(rng.randint(1, 3)):
            op = rng.random()
            i = rng.randrange(len(chars) + 1)
            if op < 0.25 and i < len(chars):
                del chars[i]
            elif op < 0.5:
                chars.insert(i, rng.choice(MUTATION_ALPHABET))
            elif op < 0.7 and i < len(chars):
                chars[i] = rng.choice(MUTATION_ALPHABET)
            elif op < 0.85:
                del chars[max(i, 3):]
            else:
                j = min(len(chars), i + rng.randint(1, 12))
                chars[i:i] = chars[i:j]
        out.append("".join(chars))
    return out


if __name__ == "__main__":
    sys.exit(harness.main(__doc__, generate, mutate))
