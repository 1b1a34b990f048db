#!/usr/bin/env python3
"""Differential test of gcn-isa-demangle's Microsoft (MSVC) demangler against
llvm-undname-19 (LLVM's `microsoftDemangle` with no flags, what llvm-objdump -C uses).

Generates random Microsoft manglings with correct name and parameter back-references
(each template instantiation gets fresh tables): functions and variables at global and
nested scope, every storage and function class, thunks (`adjustor`, `vtordisp`,
`vtordispex`), every calling convention, every primitive type, pointers, references,
rvalue references, `__ptr64`/`__restrict`/`__unaligned`, function and member pointers,
arrays, tags, custom types, every operator code, constructors, destructors, conversion
and literal operators, templates with every argument kind (`$0`, `$1`, `$E`, `$H`/`$I`/
`$J`, `$F`/`$G`, `$$Y`, `$$B`, `$$C`, `$M`, `$S`/`$$V`/`$$Z` packs), anonymous
namespaces, local scopes, special names (vftables, vbtables, vcall thunks, RTTI,
dynamic initializers and atexit destructors, local static guards, string literals),
MD5 names and `.` RTTI type descriptor names; plus hostile cases (deep nesting, huge
numbers, truncations, back-references out of range). With --mutate each name is then
corrupted (compares what each side rejects); with --objdump the names (some given a
leading `_`, `.` or `_.`) become the symbols of an object and `llvm-objdump-19 -t -C` is
compared with the crate's objdump mode.

    python3 scripts/diff_demangle_ms.py --seed 1 --count 100000 [--mutate] [--objdump]

Runs through scripts/demangle_harness.py (the `demangle_lines` example, `--undname`
mode); corrupts names with scripts/diff_demangle_rust.py's `mutate`.
Exit status 1 on any disagreement. Python 3 standard library only.
"""

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import demangle_harness as harness  # noqa: E402
from diff_demangle_rust import mutate  # noqa: E402

WORDS = ["foo", "bar", "Base", "Derived", "std", "vector", "allocator", "kernel", "vector_add",
         "hip", "detail", "x", "T", "_Impl", "A", "B", "C", "D", "S", "X", "<auto>", "a1", "a_b"]
PRIMITIVES = list("XDCEFGHIJKMNO") + ["_N", "_J", "_K", "_W", "_Q", "_S", "_U", "$$T"]
CALLING = list("ABCDEFGHIJMNOPQSW")
FUNC_CLASSES = list("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
BASIC_OPS = list("23456789ACDEFGHIJKLMNOPQRSTUVWXYZ")
UNDER_OPS = list("0123456DEFGHIJKLMNOTUV")
DOUBLE_UNDER_OPS = list("ABCDGHILM")
JUNK = "?@$0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcxyz."


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.names = []   # memorized names (keys)
        self.params = 0   # memorized parameter types
        self.depth = 0

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, items):
        return self.rng.choice(items)

    # ----- numbers -------------------------------------------------------------

    def number(self, allow_negative=False, big=False):
        out = "?" if allow_negative and self.chance(0.2) else ""
        r = self.rng.random()
        if r < 0.5:
            return out + str(self.rng.randrange(10))
        value = self.rng.randrange(1 << (60 if big and self.chance(0.3) else 12))
        if self.chance(0.02):
            value = self.pick([0, (1 << 64) - 1, 1 << 63, (1 << 63) - 1, 1 << 32])
        digits = ""
        while True:
            digits = chr(ord("A") + value % 16) + digits
            value //= 16
            if value == 0:
                break
        if value == 0 and self.chance(0.1):
            digits = ""  # "@" alone is 0
        return out + digits + "@"

    # ----- names ---------------------------------------------------------------

    def memorize(self, key):
        if len(self.names) < 10 and key not in self.names:
            self.names.append(key)

    def simple(self, memorize=True):
        word = self.pick(WORDS)
        if self.chance(0.2):
            word += str(self.rng.randrange(100))
        if memorize:
            self.memorize(word)
        return word + "@"

    def backref(self):
        if self.chance(0.03):
            return str(self.rng.randrange(10))
        return str(self.rng.randrange(len(self.names)))

    def template(self, nbb_template, leaf=None):
        """`?$<name><args>@` with fresh back-reference tables."""
        saved = (self.names, self.params)
        self.names, self.params = [], 0
        self.depth += 1
        text = "?$" + (leaf if leaf is not None else self.simple()) + self.template_args() + "@"
        self.depth -= 1
        self.names, self.params = saved
        if nbb_template:
            self.memorize(text)
        return text

    def template_args(self):
        out = ""
        for _ in range(self.rng.randint(0, 3) if self.depth < 4 else self.rng.randint(0, 1)):
            out += self.template_arg()
        return out

    def template_arg(self):
        r = self.rng.random()
        if r < 0.35:
            return self.type("drop")
        if r < 0.45:
            return "$0" + self.number(allow_negative=True, big=True)
        if r < 0.52:
            return "$1" + (self.symbol(nested=True) if self.chance(0.9) else "")
        if r < 0.57:
            return "$E" + self.symbol(nested=True)
        if r < 0.62:
            kind = self.pick("HIJ")
            count = "HIJ".index(kind) + 1
            return "$" + kind + self.symbol(nested=True) + "".join(self.number(True) for _ in range(count))
        if r < 0.66:
            kind = self.pick("FG")
            count = 2 if kind == "F" else 3
            return "$" + kind + "".join(self.number(True) for _ in range(count))
        if r < 0.70:
            return "$$Y" + self.type_name()
        if r < 0.74:
            return "$$B" + self.array()
        if r < 0.78:
            return "$$C" + self.type("mangle")
        if r < 0.85:
            return self.pick(["$S", "$$V", "$$$V", "$$Z"]) + self.template_arg()
        # auto non-type template parameters
        inner = self.rng.random()
        head = "$M" + self.type("drop")
        if inner < 0.5:
            return head + "0" + self.number(allow_negative=True)
        if inner < 0.8:
            return head + "1" + self.symbol(nested=True)
        return head + self.pick(["H", "F", "G"]) + self.symbol(nested=True) + self.number(True) + self.number(True)

    def unqualified_type_name(self):
        r = self.rng.random()
        if self.names and r < 0.25:
            return self.backref()
        if r < 0.45 and self.depth < 5:
            return self.template(True)
        return self.simple()

    def scope_piece(self):
        r = self.rng.random()
        if self.names and r < 0.2:
            return self.backref()
        if r < 0.3 and self.depth < 5:
            return self.template(True)
        if r < 0.36:
            key = "0x%08X" % self.rng.randrange(1 << 32) if self.chance(0.9) else ""
            self.memorize(key)
            return "?A" + key + "@"
        if r < 0.42 and self.depth < 4:
            self.depth += 1
            number = self.pick(["?0?", "?1?", "?9?", "?@?", "?BA@?", "?CP@?"])
            text = number + self.symbol(nested=True)
            self.depth -= 1
            return text
        return self.simple()

    def scope_chain(self, at_least=0):
        out = ""
        for _ in range(max(at_least, self.rng.randint(0, 2))):
            out += self.scope_piece()
        return out + "@"

    def type_name(self):
        return self.unqualified_type_name() + self.scope_chain()

    # ----- types ---------------------------------------------------------------

    def qualifiers(self, member=False):
        return self.pick("QRST" if member else "ABCD")

    def ext_qualifiers(self):
        out = ""
        for q in "EIF":
            if self.chance(0.3 if q == "E" else 0.1):
                out += q
        return out

    def type(self, mode):
        out = ""
        if mode == "mangle":
            out += self.qualifiers()
        elif mode == "result" and self.chance(0.2):
            out += "?" + self.qualifiers()
        if self.depth > 6:
            return out + self.pick(PRIMITIVES)
        self.depth += 1
        r = self.rng.random()
        if r < 0.35:
            body = self.pick(PRIMITIVES)
        elif r < 0.55:
            body = self.pointer()
        elif r < 0.65:
            body = self.pick(["T", "U", "V", "W4"]) + self.type_name()
        elif r < 0.70:
            body = self.member_pointer()
        elif r < 0.75:
            body = self.array()
        elif r < 0.78:
            body = "?" + self.unqualified_type_name() + "@"
        elif r < 0.80:
            body = "$$A6" + self.function_type(False)
        elif r < 0.81:
            body = "$$A8@@" + self.function_type(True)
        else:
            body = self.pick(PRIMITIVES)
        self.depth -= 1
        return out + body

    def pointer(self):
        head = self.pick(["P", "P", "Q", "R", "S", "A", "$$Q"])
        if self.chance(0.15):
            return head + "6" + self.function_type(False)
        return head + self.ext_qualifiers() + self.type("mangle")

    def member_pointer(self):
        head = self.pick(["P", "Q", "R", "S"]) + self.ext_qualifiers()
        if self.chance(0.4):
            return head + "8" + self.type_name() + self.function_type(True)
        return head + self.qualifiers(member=True) + self.type_name() + self.type("drop")

    def array(self):
        rank = self.rng.randint(1, 3)
        out = "Y" + str(rank - 1) + "".join(self.number() for _ in range(rank))
        if self.chance(0.2):
            out += "$$C" + self.qualifiers()
        return out + self.type("drop")

    def function_type(self, this_quals):
        out = ""
        if this_quals:
            out += self.ext_qualifiers() + (self.pick(["G", "H"]) if self.chance(0.1) else "") + self.qualifiers()
        out += self.pick(CALLING) if self.chance(0.3) else "A"
        if self.chance(0.05):
            out += "@"
        else:
            out += self.type("result")
        return out + self.param_list() + ("_E" if self.chance(0.1) else "Z")

    def param_list(self):
        if self.chance(0.25):
            return "X"
        out = ""
        for _ in range(self.rng.randint(1, 4)):
            if self.params and self.chance(0.25):
                out += str(self.rng.randrange(self.params + (1 if self.chance(0.03) else 0)))
                continue
            t = self.type("drop")
            if len(t) > 1 and self.params < 10:
                self.params += 1
            out += t
        return out + ("Z" if self.chance(0.1) else "@")

    # ----- symbols -------------------------------------------------------------

    def operator_name(self):
        r = self.rng.random()
        if r < 0.5:
            return "?" + self.pick(BASIC_OPS)
        if r < 0.8:
            return "?_" + self.pick(UNDER_OPS)
        if r < 0.95:
            return "?__" + self.pick(DOUBLE_UNDER_OPS)
        return "?__K" + self.simple(memorize=False)

    def function_encoding(self, leaf_kind):
        out = "$$J0" if self.chance(0.03) else ""
        fc = self.pick(FUNC_CLASSES) if self.chance(0.6) else "Y"
        if self.chance(0.05):
            fc = "$" + ("R" if self.chance(0.5) else "") + self.pick("012345")
        out += fc
        if fc in "GHOPW" or fc == "X":
            out += self.number(True)
        elif fc.startswith("$"):
            count = 4 if "R" in fc else 2
            out += "".join(self.number(True) for _ in range(count))
        this_quals = fc[0] not in "CDKLSTYZ"
        if self.chance(0.02):
            return out[:-1] + "9" if out else "9"
        ft = self.function_type(this_quals)
        if leaf_kind == "structor" and self.chance(0.8):
            # constructors have no return type: `<quals><cc>@<params>`
            prefix_len = len(ft) - len(ft.lstrip("EIFGHABCD")) if this_quals else 0
            ft = ft[:prefix_len] + self.pick(CALLING[:4]) + "@" + self.param_list() + "Z"
        return out + ft

    def variable_encoding(self):
        sc = self.pick("01234")
        t = self.type("drop")
        if t.startswith(("P", "Q", "R", "S", "A", "$$Q")) and not t[1:2].isdigit():
            member = self.chance(0.1)
            tail = self.ext_qualifiers() + self.qualifiers(member)
            if member:
                tail += self.type_name()
            return sc + t + tail
        return sc + t + self.qualifiers()

    def symbol_name(self):
        r = self.rng.random()
        kind = "plain"
        if r < 0.55:
            leaf = self.simple()
        elif r < 0.65 and self.names:
            leaf = self.backref()
        elif r < 0.75:
            kind = "structor"
            leaf = self.pick(["?0", "?1"])
        elif r < 0.8:
            kind = "conversion"
            leaf = "?B"
        elif r < 0.9:
            leaf = self.operator_name()
        else:
            inner = self.pick(["?0", "?1", "?B", None, None, None])
            if inner in ("?0", "?1"):
                kind = "structor"
            elif inner == "?B":
                kind = "conversion"
            leaf = self.template(False, leaf=inner if inner else self.simple())
        chain = self.scope_chain(at_least=1 if kind == "structor" else 0)
        return leaf + chain, kind

    def symbol(self, nested=False):
        r = self.rng.random()
        if r < 0.08 and not nested:
            return self.special()
        if r < 0.1:
            return self.md5()
        self.depth += 1
        name, kind = self.symbol_name()
        if kind == "plain" and self.chance(0.3):
            enc = self.variable_encoding()
        else:
            enc = self.function_encoding(kind)
        self.depth -= 1
        return "?" + name + enc

    def md5(self):
        digest = "".join(self.pick("0123456789abcdef") for _ in range(32))
        return "??@" + digest + "@" + ("??_R4@" if self.chance(0.2) else "")

    def special(self):
        r = self.rng.random()
        if r < 0.15:
            head = self.pick(["??_7", "??_8", "??_S", "??_R4"])
            out = head + self.type_name_chain_only() + self.pick("67") + self.qualifiers()
            if self.chance(0.5):
                out += self.type_name()
            return out + "@"
        if r < 0.2:
            return "??_9" + self.type_name_chain_only() + "$B" + self.number() + "A" + self.pick(CALLING)
        if r < 0.3:
            return self.pick(["??_B", "??__J"]) + self.type_name_chain_only() + self.pick(["4IA", "5"]) + (
                self.number() if self.chance(0.5) else "")
        if r < 0.45:
            return self.string_literal()
        if r < 0.55:
            return "??_R0" + self.type("result") + "@8"
        if r < 0.6:
            return "??_R1" + "".join(self.number(i == 1) for i in range(4)) + self.type_name_chain_only() + "8"
        if r < 0.65:
            return self.pick(["??_R2", "??_R3"]) + self.type_name_chain_only() + "8"
        if r < 0.8:
            head = self.pick(["??__E", "??__F"])
            if self.chance(0.5):
                inner = self.symbol(nested=True)
                return head + inner
            # a static data member: ?<name>@@<variable>@@ then the function
            var = self.simple() + self.scope_chain() + self.variable_encoding()
            return head + ("?" + var + "@@" if self.chance(0.7) else var + "@") + self.function_encoding("plain")
        if r < 0.9:
            return "." + self.type("result")
        return self.pick(["??_A", "??_P", "??_R5", "??_C@_", "??__K", "??@"]) + self.type_name()

    def type_name_chain_only(self):
        """The scopes of a special name (its name is implied)."""
        return self.scope_chain(at_least=1)

    def string_literal(self):
        wide = self.chance(0.3)
        chars = ""
        count = self.rng.randint(0, 40 if not wide else 24)
        for _ in range(count):
            r = self.rng.random()
            if r < 0.6:
                chars += self.pick("abcXYZ019_ ") if wide is False else "?$AA" + self.pick("abcXYZ")
            elif r < 0.75:
                chars += "?$" + self.pick("ABCDEFGHIJKLMNOP") + self.pick("ABCDEFGHIJKLMNOP")
            elif r < 0.85:
                chars += "?" + self.pick("0123456789")
            else:
                chars += "?" + self.pick("azAZmM")
        if chars.endswith("@"):
            chars = chars[:-1]
        size = count * (2 if wide else 1) + self.pick([0, 0, 1, 2, 4, 40, -1])
        size = max(size, 0)
        num = str(size - 1) if 1 <= size <= 10 else "".join(chr(ord("A") + int(d, 16)) for d in "%X" % size) + "@"
        crc = "".join(self.pick("ABCDEFGHIJKLMNOP") for _ in range(8))
        return "??_C@_" + ("1" if wide else "0") + num + crc + "@" + chars.replace(" ", "?5") + "@"


def hostile(rng):
    r = rng.random()
    depth = rng.choice([10, 50, 90, 100, 200, 250, 300, 1000])
    if r < 0.1:
        return "?f@@YAX" + "PEA" * depth + "H@Z"
    if r < 0.2:
        return "?f@@YAX" + "P6AX" * depth + "X" + "Z" * depth + "@Z"
    if r < 0.3:
        return "?x@@3" + "V?$A@" * depth + "H" + "@@" * depth + "A"
    if r < 0.4:
        return "?x@" + "?1?" * depth + "?f@@YAXXZ@" + "@" * depth + "3HA"
    if r < 0.5:
        return "?x@@3PEAY" + "P" * rng.randrange(20) + "@" + "0" * rng.randrange(10) + "HA"
    if r < 0.6:
        return "??_C@_0" + rng.choice(["PPPPPPPPPPPPPPPPPPP@", "BAA@", "CAA@", "A@"]) + "ABCD@" + "?$AA" * rng.randrange(70) + "@"
    if r < 0.7:
        return "?" + "".join(rng.choice(JUNK) for _ in range(rng.randrange(30)))
    if r < 0.8:
        return "??" + "".join(rng.choice(JUNK) for _ in range(rng.randrange(30)))
    if r < 0.9:
        return "." + "".join(rng.choice(JUNK) for _ in range(rng.randrange(20)))
    return "??$f@" + "$1?g@@YAXXZ" * rng.randrange(30) + "@@YAXXZ"


def generate(seed, count):
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        if rng.random() < 0.05:
            out.append(hostile(rng))
            continue
        gen = Gen(rng)
        name = gen.symbol()
        if rng.random() < 0.03:
            name += rng.choice(["@", "junk", "Z", "?", "8"])
        out.append(name)
    return out


if __name__ == "__main__":
    sys.exit(harness.main(__doc__, generate, mutate, reference=harness.UNDNAME))
