#!/usr/bin/env python3
"""Differential test of gcn-isa-demangle against llvm-cxxfilt-19.

Generates random *valid* Itanium manglings (weighted toward what Clang emits
for HIP/C++ GPU code: functions with parameter lists, nested names,
templates with type and literal arguments, substitutions that refer back
correctly, lambdas, cv/ref qualifiers, function and member pointers, special
names, clone suffixes), feeds them in one batch to `llvm-cxxfilt-19` and to
the crate's `demangle_lines` example, and reports disagreements. With --mutate
the names are corrupted first (a mutant that became a D or Rust name is compared
like any other); with --objdump they become an object's symbols, and
`llvm-objdump-19 -t -C` is compared with the example's --objdump mode.

    python3 scripts/diff_demangle.py --seed 1 --count 100000 [--mutate] [--objdump]

The harness is scripts/demangle_harness.py. Exit status 1 when any line differs.
Python 3 standard library only.

The generator mirrors the parser's substitution table (which productions
add a candidate, in which order) so that `S_`, `S0_`, ... and `T_` refer to
something that exists; the "accepted" count in the report shows how many
names llvm-cxxfilt actually demangled.
"""

import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import demangle_harness as harness  # noqa: E402

IDENTIFIERS = [
    "foo", "bar", "baz", "kernel", "compute", "reduce", "scan", "saxpy", "gemm",
    "vector", "Matrix", "Tensor", "Buffer", "Queue", "launch", "main", "init",
    "x", "y", "value", "data", "detail", "impl", "hip", "ns", "Foo", "Bar",
    "__device_stub__kernel", "_GLOBAL__N_1", "Allocator", "Policy", "iterator",
    "size", "get", "set", "run", "apply", "transform", "A", "B", "C", "T", "$_0",
]

BUILTINS = list("vwbcahstijlmxynofdeg") + ["Dn", "Ds", "Di", "Du", "Dh", "DF16_", "Dd", "Df"]
# Builtins that make sense as parameters (no void/ellipsis).
PARAM_BUILTINS = [b for b in BUILTINS if b not in ("v",)]

INT_LITERAL_TYPES = list("ijlmxyscahtb")
BINARY_OPS = ["pl", "mi", "ml", "dv", "rm", "an", "or", "eo", "ls", "rs", "lt", "gt", "le", "ge", "eq", "ne",
              "aa", "oo", "aS", "pL", "cm", "ss"]
PREFIX_OPS = ["ng", "nt", "co", "ps", "de", "ad"]
OPERATOR_NAMES = ["pl", "mi", "ml", "dv", "aS", "eq", "ne", "lt", "ix", "cl", "pp", "mm", "nw", "dl", "na",
                  "da", "ls", "rs", "co", "nt", "aa", "oo", "pt", "pm", "cm", "ss", "aw", "qu"]
SUFFIXES = [".kd", ".cold", ".llvm.1234", ".part.0", ".isra.0", ".constprop.0", ".cold.1", ".llvm.987654321"]


def seq_id(n):
    """Substitution index n (0-based) -> 'S_', 'S0_', 'S1_', ... base 36."""
    if n == 0:
        return "S_"
    n -= 1
    digits = ""
    while True:
        digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[n % 36] + digits
        n //= 36
        if n == 0:
            break
    return "S" + digits + "_"


def template_param(n):
    return "T_" if n == 0 else "T%d_" % (n - 1)


def source(name):
    return "%d%s" % (len(name), name)


class Generator:
    def __init__(self, rng):
        self.rng = rng
        self.subs = 0          # number of substitution candidates so far
        self.tparams = 0       # template arguments T_ can refer to
        self.depth = 0

    def chance(self, p):
        return self.rng.random() < p

    def pick(self, items):
        return self.rng.choice(items)

    def ident(self):
        return self.pick(IDENTIFIERS)

    # ----- types ------------------------------------------------------------

    def builtin(self, allow_void=False):
        return self.pick(BUILTINS if allow_void else PARAM_BUILTINS)

    def class_type(self):
        """A class name as a type; adds candidates like the parser does."""
        r = self.rng.random()
        if r < 0.35:
            text = source(self.ident())
            if self.chance(0.3):
                self.subs += 1                      # template name
                text += self.template_args(tagged=False)
            self.subs += 1                          # the type
            return text
        if r < 0.75:
            return self.nested_type()
        if r < 0.9:
            # std:: names
            text = "St" + source(self.pick(["vector", "pair", "tuple", "array", "function", "less", "hash"]))
            self.subs += 1
            text += self.template_args(tagged=False)
            self.subs += 1
            return text
        # Standard abbreviations are not new candidates.
        return self.pick(["Sa", "Ss", "Si", "So", "Sd", "Sb"])

    def nested_type(self):
        text = "N"
        components = self.rng.randint(2, 3)
        if self.chance(0.25):
            text += "St"           # std:: prefix, not a candidate itself
            components -= 1
        for _ in range(components):
            text += source(self.ident())
            self.subs += 1
            if self.chance(0.25):
                text += self.template_args(tagged=False)
                self.subs += 1
        text += "E"
        self.subs -= 1   # the complete nested name is popped ...
        self.subs += 1   # ... and pushed again by the type production
        return text

    def type(self, allow_void=False):
        self.depth += 1
        try:
            return self._type(allow_void)
        finally:
            self.depth -= 1

    def _type(self, allow_void):
        deep = self.depth > 4
        r = self.rng.random()
        if deep or r < 0.30:
            return self.builtin(allow_void)
        if r < 0.42:
            inner = self.type(allow_void=True)
            self.subs += 1
            return "P" + inner
        if r < 0.50:
            inner = self.type()
            self.subs += 1
            return self.pick(["R", "O"]) + inner
        if r < 0.58:
            quals = self.pick(["K", "V", "VK", "r", "rK"])
            inner = self.pick_non_function_type()
            self.subs += 1
            return quals + inner
        if r < 0.72:
            return self.class_type()
        if r < 0.80 and self.subs > 0:
            return seq_id(self.rng.randrange(self.subs))
        if r < 0.86 and self.tparams > 0:
            self.subs += 1
            return template_param(self.rng.randrange(self.tparams))
        if r < 0.90:
            return self.function_type()
        if r < 0.93:
            inner = self.type()
            self.subs += 1
            dim = str(self.rng.randint(1, 64)) if self.chance(0.8) else ""
            return "A" + dim + "_" + inner
        if r < 0.96:
            cls = self.class_type()
            member = self.function_type() if self.chance(0.6) else self.type()
            self.subs += 1
            return "M" + cls + member
        if r < 0.97:
            self.subs += 1
            return "Dv" + str(self.pick([2, 3, 4, 8, 16])) + "_" + self.pick(list("ifdjch"))
        return self.fancy_type()

    def fancy_type(self):
        """Rarer type forms: OpenCL address spaces, vendor qualifiers, packs,
        decltype, elaborated names, ABI tags, _BitInt, complex."""
        r = self.rng.random()
        if r < 0.25:
            # Clang's OpenCL/HIP address spaces: U3AS1 <type>
            space = self.pick(["U3AS1", "U3AS2", "U3AS3", "U3AS4", "U5AS999", "U7__local", "U8__vector"])
            inner = self.pick_non_function_type()
            self.subs += 1
            return space + inner
        if r < 0.35 and self.tparams > 0:
            inner = self.pick(["", "R", "O", "RK", "P"])
            self.subs += len(inner) + 2
            return "Dp" + inner + template_param(self.rng.randrange(self.tparams))
        if r < 0.45:
            self.subs += 1
            return "DT" + self.expression() + "E"
        if r < 0.55:
            self.subs += 1
            return self.pick(["Ts", "Tu", "Te"]) + source(self.ident())
        if r < 0.65:
            self.subs += 1
            return source(self.ident()) + "B" + source(self.pick(["cxx11", "v1", "abi"]))
        if r < 0.72:
            return self.pick(["DB8_", "DU16_", "DBLi3E_"])
        if r < 0.80:
            inner = self.builtin()
            self.subs += 1
            return self.pick(["C", "G"]) + inner
        if r < 0.88:
            inner = self.pick(["Da", "Dc", "Dn"])
            return inner
        if r < 0.94:
            self.subs += 1
            return "Dv" + "_" + self.pick(list("ifd"))
        cls = self.class_type()
        fn_quals = self.pick(["K", "V", "KV", "r", ""])
        ret = self.type(allow_void=True)
        params = self.params()
        self.subs += 2
        return "M" + cls + fn_quals + "F" + ret + params + self.pick(["", "R", "O"]) + "E"

    def pick_non_function_type(self):
        while True:
            saved = self.subs
            text = self.type()
            if not text.startswith(("F", "K", "V", "r")):
                return text
            self.subs = saved

    def function_type(self):
        ret = self.type(allow_void=True)
        params = self.params()
        ref = self.pick(["", "", "", "R", "O"])
        self.subs += 1
        exception = self.pick(["", "", "", "", "Do"])
        return exception + "F" + ret + params + ref + "E"

    def params(self):
        if self.chance(0.2):
            return "v"
        text = "".join(self.type() for _ in range(self.rng.randint(1, 4)))
        if self.chance(0.03):
            text += "z"
        return text

    # ----- template arguments and expressions --------------------------------

    def literal(self):
        t = self.pick(INT_LITERAL_TYPES)
        if t == "b":
            return "Lb%dE" % self.rng.randint(0, 1)
        value = self.rng.randint(0, 100000)
        neg = "n" if self.chance(0.2) and t not in "jmyht" else ""
        return "L%s%s%dE" % (t, neg, value)

    def float_literal(self):
        kind = self.pick("fde")
        width = {"f": 8, "d": 16, "e": 20}[kind]
        if kind == "e":
            # Real x87 values have the integer bit set (or are zero).
            exponent = self.rng.randint(0, 0x7FFE)
            mantissa = (1 << 63 | self.rng.getrandbits(63)) if exponent else self.rng.getrandbits(63)
            sign = self.rng.randint(0, 1) << 15
            digits = "%04x%016x" % (sign | exponent, mantissa)
        else:
            digits = "".join(self.pick("0123456789abcdef") for _ in range(width))
        return "L%s%sE" % (kind, digits)

    def expression(self, depth=0):
        r = self.rng.random()
        if depth > 2 or r < 0.35:
            return self.literal()
        if r < 0.55:
            return self.pick(BINARY_OPS) + self.expression(depth + 1) + self.expression(depth + 1)
        if r < 0.65:
            return self.pick(PREFIX_OPS) + self.expression(depth + 1)
        if r < 0.72:
            return "st" + self.type()
        if r < 0.78:
            return "sz" + self.expression(depth + 1)
        if r < 0.84 and self.tparams > 0:
            return template_param(self.rng.randrange(self.tparams))
        if r < 0.90:
            return "cv" + self.builtin() + self.expression(depth + 1)
        if r < 0.92:
            return "qu" + self.expression(depth + 1) + self.expression(depth + 1) + self.expression(depth + 1)
        if r < 0.94:
            return self.pick(["sc", "rc", "cc", "dc"]) + self.builtin() + self.expression(depth + 1)
        return self.pick(self.fancy_expressions(depth))

    def fancy_expressions(self, depth):
        """Expression forms Clang emits inside decltype and template arguments."""
        sub = lambda: self.expression(depth + 2)
        forms = [
            "fp_", "fp0_", "fpT", "fL0p_", "fpK_",
            "cl" + sub() + sub() + "E",
            "clL_Z" + source(self.ident()) + "E" + sub() + "E",
            "dt" + "fp_" + source(self.ident()),
            "pt" + "fp_" + source(self.ident()),
            "sr" + source(self.ident()) + source(self.ident()),
            "srN" + source(self.ident()) + source(self.ident()) + "E" + source(self.ident()),
            "gs" + source(self.ident()),
            "nw_" + self.builtin() + "E",
            "na" + sub() + "_" + self.builtin() + "piE",
            "gsdl" + sub(),
            "da" + sub(),
            "il" + sub() + sub() + "E",
            "tl" + self.builtin() + sub() + "E",
            "tw" + sub(), "tr",
            "te" + sub(), "ti" + self.builtin(),
            "at" + self.builtin(), "az" + sub(),
            "nx" + sub(),
            "pp_" + sub(), "mm" + sub(),
            "ix" + sub() + sub(),
            "cv" + self.builtin() + "_" + sub() + sub() + "E",
            "LDnE", "LDn0E", "LA3_cE",
            "u8__uuidoft" + self.builtin(),
            "u" + source(self.ident()) + self.builtin() + "E",
        ]
        if self.tparams > 0:
            t = template_param(self.rng.randrange(self.tparams))
            forms += ["sp" + t, "sZ" + t, "fl" + self.pick(BINARY_OPS[:8]) + t,
                      "fr" + self.pick(BINARY_OPS[:8]) + t, "fL" + "pl" + t + "Li0E",
                      "fR" + "pl" + t + "Li0E", "srT_" + source(self.ident()),
                      "sr" + t + source(self.ident()) + "IiE", "dt" + t + source(self.ident()),
                      "srNT_" + source(self.ident()) + "E" + source(self.ident())]
        return forms

    def template_arg(self):
        r = self.rng.random()
        if r < 0.55:
            return self.type()
        if r < 0.75:
            return self.literal()
        if r < 0.80:
            return self.float_literal()
        if r < 0.90:
            return "X" + self.expression() + "E"
        if r < 0.95:
            return "J" + "".join(self.type() for _ in range(self.rng.randint(0, 3))) + "E"
        return "L_Z" + source(self.ident()) + "E"

    def template_args(self, tagged):
        # Arguments may not refer to themselves through T_: keep the
        # enclosing count while generating, publish the new one after.
        outer = self.tparams
        if tagged:
            self.tparams = 0
        count = self.rng.randint(1, 4)
        text = "I" + "".join(self.template_arg() for _ in range(count)) + "E"
        self.tparams = count if tagged else outer
        return text

    # ----- names and encodings ------------------------------------------------

    def lambda_name(self):
        params = "v" if self.chance(0.5) else "".join(self.type() for _ in range(self.rng.randint(1, 2)))
        if self.chance(0.15):
            params = "T_"          # generic lambda: prints as auto
            self.subs += 1
        number = self.pick(["", "", "0", "1", "2"])
        decls = ""
        if self.chance(0.1):
            decls = self.pick(["Ty", "TyTy", "Tni", "TpTy", "TtTyE", "Tk" + source(self.ident())])
            params = "T_" if self.chance(0.5) else "v"
            self.subs += 1 if params == "T_" else 0
        return "Ul" + decls + params + "E" + number + "_"

    def function_name(self):
        """Returns (text, ends_with_template_args, is_ctor_dtor_conv, is_nested)."""
        r = self.rng.random()
        if r < 0.35:
            text = source(self.ident())
            if self.chance(0.35):
                self.subs += 1
                return text + self.template_args(tagged=True), True, False, False
            return text, False, False, False
        # nested name
        prefix = "N" + self.pick(["", "", "K", "R", "O", "VK"])
        text = ""
        components = self.rng.randint(1, 3)
        if self.chance(0.2):
            text += "St"
        elif self.chance(0.1):
            text += "12_GLOBAL__N_1"
            self.subs += 1
        for _ in range(components):
            text += source(self.ident())
            self.subs += 1
            if self.chance(0.2):
                text += self.template_args(tagged=True)
                self.subs += 1
        last = self.rng.random()
        ends_with_args = False
        special = False
        if last < 0.15:
            text += self.pick(["C1", "C2", "D0", "D1", "D2"])
            special = True
        elif last < 0.25:
            text += self.pick(OPERATOR_NAMES)
        elif last < 0.30:
            saved = self.tparams
            text += "cv" + self.type()
            self.tparams = saved
            special = True
        elif last < 0.36:
            text += self.lambda_name()
        elif last < 0.40:
            text += self.pick(["Ut_", "Ut0_", "Ut12_", "Ub_", "DC1a1bE", "li2_x", "v05vendr"])
        else:
            text += source(self.ident())
        if self.chance(0.2) and not special:
            self.subs += 1
            text += self.template_args(tagged=True)
            ends_with_args = True
        return prefix + text + "E", ends_with_args, special, True

    def encoding(self, allow_local=True):
        self.tparams = 0
        if allow_local and self.chance(0.12):
            inner = Generator(self.rng)
            inner_text = inner.encoding(allow_local=False)
            self.subs = inner.subs
            self.tparams = 0
            entity = self.pick([source(self.ident()), "N" + self.lambda_name() + "clE",
                                "NK" + self.lambda_name() + "clE"])
            discriminator = self.pick(["", "", "_0", "_1", "__12_"])
            if self.chance(0.1):
                return "Z" + inner_text + "Es" + self.pick(["", "_0", "_1"])
            if self.chance(0.1):
                return "Z" + inner_text + "Ed_" + entity + self.params()
            return "Z" + inner_text + "E" + entity + discriminator + self.params()
        name, ends_with_args, special, _ = self.function_name()
        ret = ""
        if ends_with_args and not special:
            ret = self.type(allow_void=True)
        return name + ret + self.params()

    def special_name(self):
        r = self.rng.random()
        if r < 0.5:
            return self.pick(["TV", "TI", "TS", "TT"]) + self.class_type()
        if r < 0.65:
            name, _, _, _ = self.function_name()
            return "GV" + name
        if r < 0.8:
            return self.pick(["Th", "Tv"]) + self.pick(["n8_", "n16_", "0_n24_"]) + self.encoding(False)
        if r < 0.85:
            return self.pick(["TW", "TH"]) + source(self.ident())
        if r < 0.87:
            return self.pick(["Tch0_h8_", "Tcv0_n8_h4_"]) + self.encoding(False)
        if r < 0.9:
            return self.pick(["GR" + source(self.ident()) + "_", "GR" + source(self.ident()) + "0_",
                              "TA" + self.literal(), "TAXtl" + source(self.ident()) + "Li1EEE"])
        first = self.class_type()
        return "TC" + first + str(self.rng.randint(0, 64)) + "_" + self.class_type()

    def mangled(self):
        r = self.rng.random()
        if r < 0.12:
            text = "_Z" + self.special_name()
        elif r < 0.14:
            return "___Z" + self.encoding(False) + "_block_invoke" + self.pick(["", "_2", "_13"])
        else:
            text = "_Z" + self.encoding()
        if self.chance(0.12):
            text += self.pick(SUFFIXES)
        if self.chance(0.01):
            text = self.pick([".", "__imp_"]) + text
        return text


def generate(seed, count):
    rng = random.Random(seed)
    names = []
    for _ in range(count):
        names.append(Generator(rng).mangled())
    return names


MUTATION_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_."


def mutate(rng, names):
    """Corrupts each name with 1-3 random edits, to compare how the two
    demanglers *reject* input (most mutants are not valid manglings)."""
    out = []
    for name in names:
        chars = list(name)
        for _ in range(rng.randint(1, 3)):
            op = rng.random()
            i = rng.randrange(len(chars) + 1)
            if op < 0.33 and i < len(chars):
                del chars[i]
            elif op < 0.66:
                chars.insert(i, rng.choice(MUTATION_ALPHABET))
            elif i < len(chars):
                chars[i] = rng.choice(MUTATION_ALPHABET)
        out.append("".join(chars))
    return out


if __name__ == "__main__":
    sys.exit(harness.main(__doc__, generate, mutate))
