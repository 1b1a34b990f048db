#!/usr/bin/env python3
"""Derive the `instructions Vop1/Vop2/Vopc/Vop3/Vop3b` rows for gfx6..gfx908 from the
llvm-mc 19 inventories (tests/inventory) and vectors (tests/vectors), probing
llvm-mc 19 for every per-instruction modifier fact. gfx810 and gfx904 are not probed: their
vector ALU is gfx8's and gfx9's (scripts/processor_variants.py found them differing only
in d16 packing and the mix instructions), and rows carry forward into them.

    python3 scripts/vop_rows.py [--out /tmp/vop/rows.rs] [--facts /tmp/vop/facts.json]
    python3 scripts/vop_rows.py --check /tmp/vop/rows.rs   # self-check of a rows file

It bootstrapped isa-defs/vop.rs; the rows there are now the definition (hand edits since:
`i<B>`/`i_as_f<16>` for sources LLVM prints as `sext(x)`, `b_mods<B>` for integer sources
whose modifier bits LLVM keeps but does not print, `v2f16` for packed sources). Run it to
re-derive facts and compare, not to overwrite the file.

Facts probed (one llvm-mc process per big batch):
  * gfx8+: a valid VOP3 word of the instruction (from the vectors, modifier bits zero) with
    CLAMP, OMOD, ABSn, NEGn, OP_SEL bits set one at a time: valid and kept in LLVM's
    re-encoding => the modifier exists.
  * gfx6/7 (no disassembler): the printed VOP3 text with `clamp`, `mul:2`, `-x`, `|x|`:
    assembled and the field set in the bytes => the modifier exists.
  * 16-bit sources: the operand replaced by 0x3c00 assembles as inline code 242; f16 vs i16:
    code 248 disassembles as 0.15915494 (float) or 0x3118 (int).
  * 64-bit sources of 32-bit encodings: literal 0x3ff00000 prints 1.0 (float) or hex.
  * VGPR-only sources: the operand replaced by an SGPR of the same width is rejected.
Stdlib only.
"""
import argparse
import json
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INV = ROOT / "tests" / "inventory"
VEC = ROOT / "tests" / "vectors"
CLRX = Path("/work/shared/reference/clrx-docs")
LLVM_MC = "/usr/lib/llvm-19/bin/llvm-mc"
GENS = ["gfx6", "gfx7", "gfx8", "gfx9", "gfx906", "gfx908"]
CPU = {"gfx6": "tahiti", "gfx7": "hawaii", "gfx8": "tonga", "gfx9": "gfx900",
       "gfx906": "gfx906", "gfx908": "gfx908"}
OLD = ("gfx6", "gfx7")
FAMS = ["vop1", "vop2", "vopc"]
VOP3_OFF = {"old": {"vop1": 0x180, "vop2": 0x100, "vopc": 0},
            "new": {"vop1": 0x140, "vop2": 0x100, "vopc": 0}}
MARKER = bytes([0x00, 0x00, 0x00, 0x7E])
MARKER_TEXT = "v_nop"


def off(gen, fam):
    return VOP3_OFF["old" if gen in OLD else "new"][fam]


def excluded(mn):
    if mn.startswith("v_pk_fmac_f16"):
        return False  # a VOP2 instruction on gfx908
    return bool(re.match(r"v_(pk_|mad_mix|fma_mix|mfma|accvgpr|interp_)", mn)) or (
        mn.startswith("v_dot") and not re.match(r"v_dot\dc_", mn))


# ------------------------------------------------------------------------------ llvm-mc
ENC_RE = re.compile(r"^\t(.*?)\s*;\s*encoding:\s*\[([^\]]*)\]\s*$")
DIAG_RE = re.compile(r"^<stdin>:(\d+):(\d+):\s*(warning|error):\s*(.*)$")


def parse_out(stdout):
    res = []
    for line in stdout.splitlines():
        m = ENC_RE.match(line)
        if m:
            res.append((m.group(1).rstrip(),
                        bytes(int(x, 16) for x in m.group(2).split(",") if x.strip())))
    return res


def parse_diags(stderr, kind):
    out = defaultdict(list)
    for line in stderr.splitlines():
        m = DIAG_RE.match(line)
        if m and m.group(3) == kind:
            out[int(m.group(1))].append((int(m.group(2)), m.group(4)))
    return out


def run_mc(cpu, text, disasm):
    args = [LLVM_MC, "-arch=amdgcn", f"-mcpu={cpu}", "-show-encoding"]
    if disasm:
        args.append("-disassemble")
    p = subprocess.run(args, input=text, capture_output=True, text=True)
    crashed = p.returncode < 0 or "Stack dump" in p.stderr
    return crashed, p.stdout, p.stderr


def spaced(b):
    return ",".join(f"0x{x:02x}" for x in b)


def _single(cpu, cand):
    crashed, out, err = run_mc(cpu, spaced(cand) + "\n", True)
    ins = parse_out(out)
    if crashed or parse_diags(err, "warning") or len(ins) != 1 or len(ins[0][1]) != len(cand):
        return None
    return ins[0]


def _batch(cpu, cands):
    """-> [(text, canonical bytes) | None]; marker v_nop after each candidate."""
    if not cands:
        return []
    if len(cands) == 1:
        return [_single(cpu, cands[0])]
    text = "".join(spaced(c) + "\n" + spaced(MARKER) + "\n" for c in cands)
    crashed, out, err = run_mc(cpu, text, True)
    warns = parse_diags(err, "warning")
    bad = {i for i in range(len(cands)) if any(c == 1 for c, _ in warns.get(2 * i + 1, []))}
    if bad:  # rejected at the first byte: context independent; redo the rest
        rest = [i for i in range(len(cands)) if i not in bad]
        res = [None] * len(cands)
        for i, r in zip(rest, _batch(cpu, [cands[i] for i in rest])):
            res[i] = r
        return res
    ins = parse_out(out)
    nmark = sum(1 for t, e in ins if t == MARKER_TEXT and e == MARKER)
    if crashed or nmark != len(cands) or warns:
        h = len(cands) // 2
        return _batch(cpu, cands[:h]) + _batch(cpu, cands[h:])
    segs, cur = [], []
    for t, e in ins:
        if t == MARKER_TEXT and e == MARKER:
            segs.append(cur)
            cur = []
        else:
            cur.append((t, e))
    res = []
    for c, seg in zip(cands, segs):
        res.append(seg[0] if len(seg) == 1 else _single(cpu, c))
    return res


def disasm(gen, cands):
    out = []
    for i in range(0, len(cands), 3000):
        out += _batch(CPU[gen], cands[i:i + 3000])
    return out


def _asm_batch(cpu, lines):
    if not lines:
        return []
    crashed, out, err = run_mc(cpu, "".join(l + "\n" for l in lines), False)
    errs = parse_diags(err, "error")
    ins = parse_out(out)
    okidx = [i for i in range(len(lines)) if (i + 1) not in errs]
    if crashed or len(ins) != len(okidx):
        if len(lines) == 1:
            return [None]
        h = len(lines) // 2
        return _asm_batch(cpu, lines[:h]) + _asm_batch(cpu, lines[h:])
    res = [None] * len(lines)
    for i, r in zip(okidx, ins):
        res[i] = r
    return res


def asm(gen, lines):
    out = []
    for i in range(0, len(lines), 3000):
        out += _asm_batch(CPU[gen], lines[i:i + 3000])
    return out


# ------------------------------------------------------------------------------ inventory
def load_inventory():
    inv = {f: defaultdict(dict) for f in FAMS + ["vop3"]}  # fam -> gen -> name -> op
    for f in inv:
        for line in (INV / f"{f}.txt").read_text().splitlines():
            g, op, mn = line.split("\t")
            if excluded(mn):
                continue
            inv[f][g][mn] = int(op)
    return inv


# printed name (family, gen) -> row name
RENAME = {}
for _old, _new in [("v_add_i32", "v_add_co_u32"), ("v_sub_i32", "v_sub_co_u32"),
                   ("v_subrev_i32", "v_subrev_co_u32")]:
    for _g in OLD:
        RENAME[("vop2", _g, _old)] = _new
for _old, _new in [("v_add_u32", "v_add_co_u32"), ("v_sub_u32", "v_sub_co_u32"),
                   ("v_subrev_u32", "v_subrev_co_u32")]:
    RENAME[("vop2", "gfx8", _old)] = _new
for _old in ["v_addc_u32", "v_subb_u32", "v_subbrev_u32"]:
    for _g in ["gfx6", "gfx7", "gfx8"]:
        RENAME[("vop2", _g, _old)] = _old.replace("_u32", "_co_u32")
for _base in ["v_mad_f16", "v_mad_u16", "v_mad_i16", "v_fma_f16", "v_div_fixup_f16"]:
    RENAME[("vop3", "gfx8", _base)] = _base.replace("_f16", "_legacy_f16").replace(
        "_u16", "_legacy_u16").replace("_i16", "_legacy_i16")

VOP3B_ONLY = {"v_div_scale_f32", "v_div_scale_f64", "v_mad_u64_u32", "v_mad_i64_i32"}
CARRY_OUT = {"v_add_co_u32", "v_sub_co_u32", "v_subrev_co_u32"}
CARRY_IN = {"v_addc_co_u32", "v_subb_co_u32", "v_subbrev_co_u32"}
NOSUFFIX = {"v_nop", "v_clrexcp"}
# 32-bit form only, yet LLVM prints `_e32` (does not fit the row syntax: needs a flag)
E32_SUFFIXED = {"v_pk_fmac_f16"}
INOUT_VDST = {"v_mac_f32", "v_mac_f16", "v_mac_legacy_f32", "v_fmac_f32", "v_dot2c_f32_f16",
              "v_dot2c_i32_i16", "v_dot4c_i32_i8", "v_dot8c_i32_i4", "v_pk_fmac_f16",
              "v_writelane_b32", "v_cvt_pkaccum_u8_f32"}
GFX908_DOTC = ["v_dot2c_f32_f16", "v_dot2c_i32_i16", "v_dot4c_i32_i8", "v_dot8c_i32_i4",
               "v_pk_fmac_f16"]


class Row:
    def __init__(self, name, block):
        self.name = name
        self.block = block  # Vop1 Vop2 Vopc Vop3 Vop3b
        self.g = {}  # gen -> dict(state=both|e32|e64|vop3, op=int, pname=str, op3=int)

    def fam(self):
        return {"Vop1": "vop1", "Vop2": "vop2", "Vopc": "vopc"}.get(self.block, "vop3")


def build_rows(inv, extra_e64):
    rows = {}
    vop3_used = defaultdict(set)  # gen -> names consumed
    for fam in FAMS:
        block = {"vop1": "Vop1", "vop2": "Vop2", "vopc": "Vopc"}[fam]
        for g in GENS:
            for mn, op in inv[fam][g].items():
                base = mn[:-4] if mn.endswith("_e32") else mn
                rname = RENAME.get((fam, g, base), base)
                key = (block, rname)
                r = rows.setdefault(key, Row(rname, block))
                op3 = op + off(g, fam)
                e64 = base + "_e64" if mn.endswith("_e32") else base
                v3 = inv["vop3"][g]
                if v3.get(e64) == op3 and (e64 != base or base in NOSUFFIX):
                    state = "both"
                    vop3_used[g].add(e64)
                elif (g, base) in extra_e64:
                    state = "both"
                else:
                    state = "e32"
                r.g[g] = dict(state=state, op=op, pname=base, op3=op3 if state == "both" else None)
    # VOP3 names not consumed
    for g in GENS:
        for mn, op in inv["vop3"][g].items():
            if mn in vop3_used[g]:
                continue
            if mn.endswith("_e64"):
                raise SystemExit(f"unmatched VOP3 {g} {mn} {op}")
            if g not in OLD and mn == "v_mul_lo_i32":
                continue  # assembler alias of v_mul_lo_u32
            # a VOP1/VOP2 instruction that became VOP3-only?
            moved = None
            for (block, rn), r in rows.items():
                if block in ("Vop1", "Vop2") and any(
                        d["pname"] == mn for gg, d in r.g.items() if gg != g):
                    moved = r
            if moved is not None and g not in moved.g:
                moved.g[g] = dict(state="e64", op=op, pname=mn, op3=op)
                continue
            rname = RENAME.get(("vop3", g, mn), mn)
            block = "Vop3b" if rname in VOP3B_ONLY else "Vop3"
            r = rows.setdefault((block, rname), Row(rname, block))
            r.g[g] = dict(state="vop3", op=op, pname=mn, op3=op)
    return rows


# ------------------------------------------------------------------------------ texts
COMMENT_RE = re.compile(r"/\*.*?\*/")


def split_text(text):
    """'v_x a, b, c clamp mul:2' -> (mn, [operands], [modifiers], [comments per operand])"""
    cms = COMMENT_RE.findall(text)
    text = COMMENT_RE.sub("\x00", text)
    parts = text.split(" ", 1)
    mn = parts[0]
    if len(parts) == 1:
        return mn, [], [], []
    ops = parts[1].split(", ")
    comments = []
    k = 0
    for i, o in enumerate(ops):
        n = o.count("\x00")
        comments.append(" ".join(cms[k:k + n]))
        k += n
        ops[i] = o.replace("\x00", "")
    last = ops[-1].split(" ")
    ops[-1] = last[0]
    return mn, ops, last[1:], comments


def load_vectors():
    """(dir, gen) -> printed mnemonic -> [(input bytes, text, canonical bytes)]"""
    vec = {}
    for d in FAMS + ["vop3"]:
        for g in GENS:
            m = defaultdict(list)
            for line in (VEC / d / f"{g}.txt").read_text().splitlines():
                if line.startswith("#"):
                    continue
                a, t, c = line.split("\t")
                b = lambda s: bytes(int(x, 16) for x in s.split(","))
                m[t.split(" ", 1)[0]].append((b(a), t, b(c)))
            vec[(d, g)] = m
    return vec


REG_RANGE = re.compile(r"^-?\|?(?:neg\(|abs\()?[-|]*([vs]|ttmp|a)\[(\d+):(\d+)\]")
PAIR_NAMES = {"vcc", "exec", "flat_scratch", "xnack_mask", "tba", "tma"}


def strip_mods(tok):
    t = tok
    while True:
        n = re.sub(r"^(neg|abs|sext)\((.*)\)$", r"\2", t)
        n = re.sub(r"^-(?=[vs|a-z\[(])", "", n)
        n = re.sub(r"^\|(.*)\|$", r"\1", n)
        if n == t:
            return t
        t = n


def tok_width(tok):
    t = strip_mods(tok)
    m = re.match(r"^(?:[vsa]|ttmp)\[(\d+):(\d+)\]$", t)
    if m:
        return (int(m.group(2)) - int(m.group(1)) + 1) * 32
    if t in PAIR_NAMES:
        return 64
    return None


def is_vgpr(tok):
    t = strip_mods(tok)
    return bool(re.match(r"^v(\d+|\[\d+:\d+\])$", t))


def is_reg(tok):
    t = strip_mods(tok)
    return bool(re.match(r"^([vs]\d+|[vs]\[\d+:\d+\]|ttmp\d+|ttmp\[\d+:\d+\]|vcc|vcc_lo|vcc_hi|m0|exec|exec_lo|exec_hi)$", t))


# ------------------------------------------------------------------------------ slots
def slots_for(row, g, nops3):
    """slot names in print order for the VOP3 (or only) form on gen g."""
    n = row.name
    if row.block == "Vopc":
        return ["sdst", "src0", "src1"]
    if n in NOSUFFIX:
        return []
    if row.block == "Vop1":
        return ["vdst", "src0"]
    if row.block == "Vop2":
        if n in CARRY_OUT:
            return ["vdst", "sdst", "src0", "src1"]
        if n in CARRY_IN:
            return ["vdst", "sdst", "src0", "src1", "src2"]
        if n == "v_cndmask_b32":
            return ["vdst", "src0", "src1", "src2"]
        if n.startswith("v_madmk"):
            return ["vdst", "src0", "k", "src1"]
        if n.startswith("v_madak"):
            return ["vdst", "src0", "src1", "k"]
        return ["vdst", "src0", "src1"]
    if row.block == "Vop3b":
        return ["vdst", "sdst"] + [f"src{i}" for i in range(nops3 - 2)]
    return ["vdst"] + [f"src{i}" for i in range(nops3 - 1)]


def e32_word(row, g, d):
    pass


# ------------------------------------------------------------------------------ analysis
def vop3_name(row, g):
    d = row.g[g]
    if d["state"] == "both":
        return d["pname"] if row.name in NOSUFFIX else d["pname"] + "_e64"
    if d["state"] in ("e64", "vop3"):
        return d["pname"]
    return None


def e32_name(row, g):
    d = row.g[g]
    if d["state"] == "both":
        return d["pname"] if row.name in NOSUFFIX else d["pname"] + "_e32"
    if d["state"] == "e32":
        return d["pname"] + "_e32" if row.name in E32_SUFFIXED else d["pname"]
    return None


def mod_bits_zero(c, b3):
    """canonical VOP3 bytes: all modifier bits zero?"""
    w0 = int.from_bytes(c[0:4], "little")
    w1 = int.from_bytes(c[4:8], "little")
    if (w1 >> 27) & 0x1F:
        return False
    if b3:  # VOP3b: only clamp (gfx8+ bit 15)
        return not (w0 >> 15) & 1
    return not (w0 >> 8) & 0xFF


def pick_base(entries, nsrc_slots, b3):
    """best vector: modifiers zero, as many register sources as possible."""
    best = None
    for a, t, c in entries:
        if len(c) != 8 or "/*" in t:
            continue
        if not mod_bits_zero(c, b3):
            continue
        mn, ops, mods, _ = split_text(t)
        if mods:
            continue
        score = sum(1 for o in ops if is_reg(o)) + sum(2 for o in ops if is_vgpr(o))
        if best is None or score > best[0]:
            best = (score, c, t)
    return best


def setbit(c, bit):
    v = int.from_bytes(c, "little") | (1 << bit)
    return v.to_bytes(8, "little")


def src_field(c, i):
    w1 = int.from_bytes(c[4:8], "little")
    return (w1 >> (9 * i)) & 0x1FF


def set_src(c, i, code):
    v = int.from_bytes(c, "little")
    v &= ~(0x1FF << (32 + 9 * i))
    v |= code << (32 + 9 * i)
    return v.to_bytes(8, "little")


def main_probe(args):
    inv = load_inventory()
    vec = load_vectors()
    # gfx908 dot*c / pk_fmac VOP3 forms: probe opcode + 0x100
    extra = set()
    probe = []
    for mn in GFX908_DOTC:
        op = inv["vop2"]["gfx908"].get(mn + "_e32")
        if op is None:
            continue
        op3 = op + 0x100
        w0 = (0x34 << 26) | (op3 << 16) | 1
        w1 = 258 | (259 << 9)
        probe.append((mn, w0.to_bytes(4, "little") + w1.to_bytes(4, "little")))
    res = disasm("gfx908", [b for _, b in probe])
    dotc_text = {}
    for (mn, b), r in zip(probe, res):
        if r is not None and r[0].startswith(mn):
            extra.add(("gfx908", mn))
            dotc_text[mn] = (b, r[0], r[1])
    rows = build_rows(inv, extra)
    facts = {"dotc_vop3": {k: v[1] for k, v in dotc_text.items()}, "rows": {}}
    # sample texts for the dot*c VOP3 forms: synthesize vectors entries
    for mn, (b, t, c) in dotc_text.items():
        vec[("vop3", "gfx908")][mn + "_e64"].append((b, t, c))

    # ---- per (row, gen) shapes
    shape = {}  # (rowkey, g) -> dict
    for key, row in rows.items():
        for g, d in row.g.items():
            n3 = vop3_name(row, g)
            n32 = e32_name(row, g)
            ent3 = vec[("vop3", g)].get(n3, []) if n3 else []
            ent32 = vec[(row.fam() if row.block in ("Vop1", "Vop2", "Vopc") else "vop3", g)].get(n32, []) if n32 else []
            if n3 and not ent3:
                print(f"warning: no VOP3 vectors for {g} {n3}", file=sys.stderr)
            if n32 and not ent32:
                print(f"warning: no e32 vectors for {g} {n32}", file=sys.stderr)
            src_entries = ent3 if n3 else ent32
            nops = max((len(split_text(t)[1]) for _, t, _ in src_entries), default=0)
            if n3:
                slots = slots_for(row, g, nops)
                # check count
                if len(slots) != nops:
                    print(f"warning: slot count {g} {n3} {slots} vs {nops}", file=sys.stderr)
            else:
                slots = slots_for(row, g, nops)
                if row.name.startswith("v_madm") or row.name.startswith("v_mada"):
                    pass
                elif row.name in ("v_readlane_b32", "v_writelane_b32", "v_readfirstlane_b32",
                                  "v_swap_b32"):
                    pass
                if len(slots) != nops:
                    print(f"warning: e32 slot count {g} {n32} {slots} vs {nops}", file=sys.stderr)
            # widths and comment classes per slot
            width = {s: None for s in slots}
            klass = {s: set() for s in slots}
            nonv = set()
            for ents, is3 in ((ent3, True), (ent32, False)):
                for _, t, _ in ents:
                    mn, ops, mods, comments = split_text(t)
                    if is3 or not n3:
                        sl = slots
                    else:
                        sl = e32_slots(row, slots)
                    if len(ops) != len(sl):
                        continue
                    for s, o, cm in zip(sl, ops, comments):
                        w = tok_width(o)
                        if w and s in width:
                            width[s] = max(width[s] or 0, w)
                        for m in re.findall(r"register class (?:'|)?(\w+)", cm):
                            pass
                        m = re.search(r"operand has '(\w+)'", cm)
                        if m and s in klass:
                            klass[s].add(m.group(1))
                        if not cm and s.startswith("src") and not is_vgpr(o) and \
                                (is3 or not n3 or s == "src0"):
                            nonv.add(s)
            shape[(key, g)] = dict(slots=slots, width=width, klass={k: sorted(v) for k, v in klass.items()},
                                   nonv=sorted(nonv),
                                   n3=n3, n32=n32)
    # ---- modifier probes
    mods = probe_modifiers(rows, vec, shape)
    widths16 = probe_16bit(rows, vec, shape)
    vonly = probe_vgpr_only(rows, vec, shape)
    print64 = probe_print64(rows, vec, shape)
    for (key, g), sh in shape.items():
        sh["mods"] = mods.get((key, g), {})
        sh["w16"] = widths16.get((key, g), {})
        sh["vonly"] = vonly.get((key, g), {})
        sh["print64"] = print64.get((key, g), {})
    out = {}
    for key, row in rows.items():
        out["|".join(key)] = dict(name=row.name, block=row.block, gens=row.g,
                                  shape={g: shape[(key, g)] for g in row.g})
    facts["rows"] = out
    Path(args.facts).parent.mkdir(parents=True, exist_ok=True)
    Path(args.facts).write_text(json.dumps(facts, indent=1, default=sorted))
    return facts


def e32_slots(row, slots):
    """print order of the 32-bit form, in slot names."""
    if row.block == "Vopc":
        return ["sdst", "src0", "src1"]
    return slots


def src_slots(slots):
    return [s for s in slots if s.startswith("src")]


def probe_modifiers(rows, vec, shape):
    """-> (key, g) -> {clamp, omod, op_sel: [bits], abs: {slot: bool}, neg: {slot: bool}, base}"""
    res = {}
    # gfx8+: disassembler
    for g in GENS:
        cands, meta = [], []
        asm_lines, ameta = [], []
        for key, row in rows.items():
            if g not in row.g:
                continue
            sh = shape[(key, g)]
            if not sh["n3"]:
                continue
            b3 = row.block == "Vop3b" or (row.block == "Vop2" and row.name in CARRY_OUT | CARRY_IN)
            ents = vec[("vop3", g)].get(sh["n3"], [])
            nsrc = len(src_slots(sh["slots"]))
            base = pick_base(ents, nsrc, b3)
            r = dict(clamp=False, omod=False, op_sel=[], abs={}, neg={}, base=None, b3=b3)
            res[(key, g)] = r
            if base is None and g in OLD and ents:
                t0 = ents[0][1]
                mn0, ops0, _, _ = split_text(t0)
                ops0 = [strip_mods(o) for o in ops0]
                base = (0, None, mn0 + " " + ", ".join(ops0))
            if base is None:
                print(f"warning: no base word {g} {sh['n3']}", file=sys.stderr)
                continue
            r["base"] = base[2]
            c = base[1]
            if g not in OLD:
                tests = [("clamp", 15), ("omod", 59)]
                if not b3:
                    tests += [(("abs", f"src{i}"), 8 + i) for i in range(3)]
                    if g != "gfx8":
                        tests += [(("op_sel", i), 11 + i) for i in range(4)]
                tests += [(("neg", f"src{i}"), 61 + i) for i in range(3)]
                cands.append(c)
                meta.append((key, "base", None))
                for what, bit in tests:
                    cands.append(setbit(c, bit))
                    meta.append((key, what, bit))
            else:
                t = base[2]
                mn, ops, _, _ = split_text(t)
                sl = sh["slots"]
                asm_lines.append(t)
                ameta.append((key, "base", None, t))
                var = [("clamp", t + " clamp"), ("omod", t + " mul:2")]
                for i, s in enumerate(sl):
                    if not s.startswith("src"):
                        continue
                    o = ops[i]
                    for kind, fmt in (("neg", "neg({})" if not is_reg(o) else "-{}"),
                                      ("abs", "|{}|")):
                        o2 = ops[:]
                        o2[i] = fmt.format(o)
                        var.append(((kind, s), mn + " " + ", ".join(o2)))
                for what, tt in var:
                    asm_lines.append(tt)
                    ameta.append((key, what, None, tt))
        if cands:
            out = disasm(g, cands)
            basetext = {}
            for (key, what, bit), cand, o in zip(meta, cands, out):
                if what == "base":
                    basetext[key] = o[0] if o else None
            for (key, what, bit), cand, o in zip(meta, cands, out):
                if what == "base":
                    continue
                # valid, kept in the re-encoding, and printed (the text changes)
                ok = o is not None and (int.from_bytes(o[1][:8], "little") >> bit) & 1 == 1 \
                    and o[0].split(" ")[0] == shape[(key, g)]["n3"] \
                    and basetext.get(key) is not None and o[0] != basetext[key]
                if ok and isinstance(what, tuple) and what[0] in ("neg", "abs") and \
                        "sext(" in o[0]:
                    # an integer-modifier source: the NEG bit prints as sext(x)
                    ok = False
                    res[(key, g)].setdefault("sext", []).append(what[1])
                elif o is not None and not ok and (int.from_bytes(o[1][:8], "little") >> bit) & 1:
                    res[(key, g)].setdefault("silent", []).append(str(what))
                put(res[(key, g)], what, ok, o[0] if o else None)
        if asm_lines:
            out = asm(g, asm_lines)
            basebytes = {}
            for (key, what, _, tt), o in zip(ameta, out):
                if what == "base":
                    basebytes[key] = o[1] if o else None
            for (key, what, _, tt), o in zip(ameta, out):
                if what == "base":
                    continue
                bb = basebytes.get(key)
                ok = False
                if o is not None and bb is not None and len(o[1]) == 8:
                    diff = int.from_bytes(o[1], "little") ^ int.from_bytes(bb, "little")
                    b3 = res[(key, g)]["b3"]
                    if what == "clamp":
                        ok = (not b3) and diff == (1 << 11)
                    elif what == "omod":
                        ok = diff == (1 << 59)
                    else:
                        kind, s = what
                        i = int(s[3])
                        exp = (1 << (61 + i)) if kind == "neg" else (1 << (8 + i))
                        ok = diff == exp and not (kind == "abs" and b3)
                put(res[(key, g)], what, ok, o[0] if o else None)
    return res


def put(r, what, ok, text):
    if what == "clamp":
        r["clamp"] = ok
    elif what == "omod":
        r["omod"] = ok
    elif what[0] == "op_sel":
        if ok:
            r["op_sel"].append(what[1])
            r.setdefault("op_sel_text", text)
    else:
        r[what[0]][what[1]] = ok


def probe_16bit(rows, vec, shape):
    """(key, g) -> {slot: {'inl3c00': bool, 'p248': text}} for 32-bit-or-less sources."""
    res = defaultdict(dict)
    for g in GENS:
        lines, meta = [], []
        words, wmeta = [], []
        for key, row in rows.items():
            if g not in row.g:
                continue
            sh = shape[(key, g)]
            n = sh["n3"] or sh["n32"]
            ents = vec[("vop3", g)].get(sh["n3"], []) if sh["n3"] else \
                vec[(row.fam(), g)].get(sh["n32"], [])
            if sh["n32"] and row.block in ("Vop1", "Vop2", "Vopc"):
                # src0 through the 32-bit form (the gfx6/7 assembler takes no 16-bit
                # inline constant in VOP3)
                for _, t, c in vec[(row.fam(), g)].get(sh["n32"], []):
                    mn, ops, mods, _ = split_text(t)
                    sl = e32_slots(row, sh["slots"])
                    if len(ops) == len(sl) and "/*" not in t and "src0" in sl \
                            and not sh["width"].get("src0") and not sh["klass"].get("src0"):
                        i = sl.index("src0")
                        o2 = ops[:]
                        if "k" in sl:
                            o2[sl.index("k")] = "0x1"
                        o2[i] = "0x3c00"
                        lines.append(mn + " " + ", ".join(o2))
                        meta.append((key, "src0", "e32"))
                        break
            # text: the first vector text with the right operand count
            base = None
            for _, t, c in sorted(ents, key=lambda e: ("/*" in e[1], -sum(is_vgpr(o) for o in split_text(e[1])[1]))):
                mn, ops, mods, _ = split_text(t)
                sl = sh["slots"] if sh["n3"] else e32_slots(row, sh["slots"])
                if len(ops) == len(sl) and not mods and "/*" not in t:
                    base = (t, c, sl)
                    break
            if base is None:
                continue
            t, c, sl = base
            mn, ops, _, _ = split_text(t)
            for i, s in enumerate(sl):
                if not s.startswith("src") or sh["width"].get(s):
                    continue
                if sh["klass"].get(s):
                    continue
                if sh["n3"]:
                    o2 = ops[:]
                    o2[i] = "0x3c00"
                    lines.append(mn + " " + ", ".join(o2))
                    meta.append((key, s, i))
                # 248 in the VOP3 word (gfx8+)
                if g not in OLD and sh["n3"] and len(c) == 8:
                    fi = int(s[3])
                    words.append(set_src(c, fi, 248))
                    wmeta.append((key, s, i))
                elif g not in OLD and not sh["n3"] and s == "src0":
                    w0 = int.from_bytes(c[:4], "little") & ~0x1FF | 248
                    words.append(w0.to_bytes(4, "little") + c[4:])
                    wmeta.append((key, s, i))
        out = asm(g, lines)
        for (key, s, i), o in zip(meta, out):
            inl = False
            if i == "e32":
                inl = o is not None and len(o[1]) == 4 and \
                    (int.from_bytes(o[1][:4], "little") & 0x1FF) == 242
                res[(key, g)].setdefault(s, {})["inl3c00_e32"] = inl
                continue
            if o is not None:
                b = o[1]
                if len(b) == 8 and shape[(key, g)]["n3"]:
                    inl = src_field(b, int(s[3])) == 242
                elif s == "src0":
                    inl = (int.from_bytes(b[:4], "little") & 0x1FF) == 242
                else:
                    inl = None
            res[(key, g)].setdefault(s, {})["inl3c00"] = inl
        if words:
            out = disasm(g, words)
            for (key, s, i), o in zip(wmeta, out):
                txt = None
                if o is not None:
                    _, ops, _, _ = split_text(o[0])
                    txt = ops[i] if i < len(ops) else None
                res[(key, g)].setdefault(s, {})["p248"] = txt
    return res


def probe_vgpr_only(rows, vec, shape):
    """(key, g) -> {slot: accepts SGPR?}: replace each source by an SGPR of its width."""
    res = defaultdict(dict)
    for g in GENS:
        lines, meta = [], []
        for key, row in rows.items():
            if g not in row.g:
                continue
            sh = shape[(key, g)]
            ents = vec[("vop3", g)].get(sh["n3"], []) if sh["n3"] else \
                vec[(row.fam(), g)].get(sh["n32"], [])
            sl = sh["slots"] if sh["n3"] else e32_slots(row, sh["slots"])
            for _, t, c in ents:
                mn, ops, mods, _ = split_text(t)
                if len(ops) == len(sl) and not mods and "/*" not in t:
                    break
            else:
                continue
            def vtok(s, base=10):
                w = sh["width"].get(s) or 32
                n = max(1, w // 32)
                return f"v{base}" if n == 1 else f"v[{base}:{base + n - 1}]"
            for i, s in enumerate(sl):
                if not s.startswith("src") or sh["klass"].get(s):
                    continue
                if not sh["n3"] and s != "src0":
                    continue
                w = sh["width"].get(s) or 32
                for kindtok, tok in (("s", "s8" if w <= 32 else f"s[8:{8 + w // 32 - 1}]"),
                                     ("v", "v8" if w <= 32 else f"v[8:{8 + w // 32 - 1}]")):
                    o2 = ops[:]
                    for j, s2 in enumerate(sl):
                        if s2.startswith("src") and not sh["klass"].get(s2) and j != i \
                                and (sh["n3"] or s2 == "src1"):
                            o2[j] = vtok(s2, 20 + 8 * j)
                    o2[i] = tok
                    if "k" in sl:
                        o2[sl.index("k")] = "0x1"
                    lines.append(mn + " " + ", ".join(o2))
                    meta.append((key, s, kindtok))
        out = asm(g, lines)
        for (key, s, kt), o in zip(meta, out):
            res[(key, g)].setdefault(s, {})[kt] = o is not None
    return res


def probe_print64(rows, vec, shape):
    """(key, g) -> {src0: text printed for literal 0x3ff00000} for 64-bit src0 of e32 forms."""
    res = defaultdict(dict)
    for g in GENS:
        if g in OLD:
            continue
        words, meta = [], []
        for key, row in rows.items():
            if g not in row.g:
                continue
            sh = shape[(key, g)]
            if not sh["n32"] or row.block not in ("Vop1", "Vop2", "Vopc"):
                continue
            if (sh["width"].get("src0") or 0) < 64 and (sh["width"].get("src1") or 0) < 64:
                continue
            ents = vec[(row.fam(), g)].get(sh["n32"], [])
            for a, t, c in ents:
                if len(c) == 4:
                    w0 = int.from_bytes(c, "little") & ~0x1FF | 255
                    words.append(w0.to_bytes(4, "little") + (0x3FF00000).to_bytes(4, "little"))
                    meta.append(key)
                    break
        out = disasm(g, words)
        for key, o in zip(meta, out):
            txt = None
            if o:
                _, ops, _, _ = split_text(o[0])
                txt = ops
            res[(key, g)]["src0"] = txt
    return res


# ------------------------------------------------------------------------------ rows
def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="/tmp/vop/rows.rs")
    ap.add_argument("--facts", default="/tmp/vop/facts.json")
    ap.add_argument("--reuse-facts", action="store_true")
    ap.add_argument("--check", metavar="ROWS")
    args = ap.parse_args()
    if args.check:
        sys.exit(check(args.check))
    if args.reuse_facts and Path(args.facts).exists():
        facts = json.loads(Path(args.facts).read_text())
    else:
        facts = main_probe(args)
    if "emit" in globals():
        emit(facts, args.out)




# ------------------------------------------------------------------------------ emission
def clrx_docs():
    docs = {}
    for f in ["GcnInstrsVop1.md", "GcnInstrsVop2.md", "GcnInstrsVop3.md", "GcnInstrsVopc.md"]:
        cur, desc, on = None, [], False
        for line in (CLRX / f).read_text().splitlines() + ["#### END"]:
            if line.startswith("#### "):
                if cur and desc:
                    docs.setdefault(cur, " ".join(desc))
                cur, desc, on = line[5:].strip().lower(), [], False
                continue
            if line.startswith("Description:"):
                on = True
                desc.append(line[len("Description:"):].strip())
                continue
            if on:
                if not line.strip() or line.startswith("Operation:") or line.startswith("```"):
                    on = False
                else:
                    desc.append(line.strip())
    out = {}
    for k, v in docs.items():
        v = re.sub(r"\s+", " ", v).strip()
        m = re.match(r"(.+?\.)(\s|$)", v)
        v = m.group(1) if m else v
        if len(v) > 92:
            v = v[:89].rsplit(" ", 1)[0] + "..."
        out["v_" + k[2:] if k.startswith("v_") else k] = v
    return out


CMP_COND = {"f": "false", "lt": "S0 < S1", "eq": "S0 == S1", "le": "S0 <= S1", "gt": "S0 > S1",
            "lg": "S0 <> S1", "ne": "S0 != S1", "ge": "S0 >= S1", "o": "ordered (neither is NaN)",
            "u": "unordered (either is NaN)", "nge": "!(S0 >= S1)", "nlg": "!(S0 <> S1)",
            "ngt": "!(S0 > S1)", "nle": "!(S0 <= S1)", "neq": "!(S0 == S1)", "nlt": "!(S0 < S1)",
            "tru": "true", "t": "true"}


def cmp_doc(name):
    m = re.match(r"v_(cmpx|cmpsx|cmps|cmp)_(\w+?)_(f16|f32|f64|i16|u16|i32|u32|i64|u64)$", name)
    if not m:
        return None
    kind, cond, ty = m.groups()
    if cond == "class":
        s = f"Per lane: S0 ({ty}) is in one of the float classes selected by the mask S1"
    else:
        s = f"Per lane: {CMP_COND[cond]} ({ty}{', signalling' if 's' in kind[3:] else ''})"
    s += "; write the lane mask to SDST" + (" and EXEC." if "x" in kind else ".")
    return s


EXTRA_DOCS = {
    "v_nop": "Do nothing.",
    "v_clrexcp": "Clear the wave's exception state.",
    "v_add_co_u32": "D = S0 + S1 (unsigned), carry-out to SDST.",
    "v_sub_co_u32": "D = S0 - S1 (unsigned), borrow-out to SDST.",
    "v_subrev_co_u32": "D = S1 - S0 (unsigned), borrow-out to SDST.",
    "v_addc_co_u32": "D = S0 + S1 + carry-in (SRC2 mask), carry-out to SDST.",
    "v_subb_co_u32": "D = S0 - S1 - borrow-in (SRC2 mask), borrow-out to SDST.",
    "v_subbrev_co_u32": "D = S1 - S0 - borrow-in (SRC2 mask), borrow-out to SDST.",
    "v_add_u32": "D = S0 + S1 (unsigned, no carry) (gfx9+).",
    "v_sub_u32": "D = S0 - S1 (unsigned, no carry) (gfx9+).",
    "v_subrev_u32": "D = S1 - S0 (unsigned, no carry) (gfx9+).",
    "v_add_i32": "D = S0 + S1 (signed, no carry-out) (gfx9+).",
    "v_sub_i32": "D = S0 - S1 (signed, no carry-out) (gfx9+).",
    "v_mad_legacy_f16": "D = S0 * S1 + S2 (f16), gfx8 semantics (named v_mad_f16 on gfx8).",
    "v_mad_legacy_u16": "D = S0 * S1 + S2 (u16), gfx8 semantics (named v_mad_u16 on gfx8).",
    "v_mad_legacy_i16": "D = S0 * S1 + S2 (i16), gfx8 semantics (named v_mad_i16 on gfx8).",
    "v_fma_legacy_f16": "D = fma(S0, S1, S2) (f16), gfx8 semantics (named v_fma_f16 on gfx8).",
    "v_div_fixup_legacy_f16": "Division fix-up (f16), gfx8 semantics (named v_div_fixup_f16 on gfx8).",
    "v_dot2c_f32_f16": "D = D + dot product of the two f16 pairs of S0 and S1 (gfx908).",
    "v_dot2c_i32_i16": "D = D + dot product of the two i16 pairs of S0 and S1 (gfx908).",
    "v_dot4c_i32_i8": "D = D + dot product of the four i8 of S0 and S1 (gfx908).",
    "v_dot8c_i32_i4": "D = D + dot product of the eight i4 of S0 and S1 (gfx908).",
    "v_pk_fmac_f16": "D = fma(S0, S1, D) on both f16 halves (gfx908).",
    "v_fmac_f32": "D = fma(S0, S1, D) (f32) (gfx906+).",
    "v_xnor_b32": "D = ~(S0 ^ S1) (gfx906+).",
    "v_swap_b32": "Swap the VGPRs VDST and SRC0 (gfx9+).",
    "v_sat_pk_u8_i16": "Saturate the two i16 halves of S0 to u8 and pack them into D[15:0] (gfx9+).",
    "v_screen_partition_4se_b32": "Screen-partition mask for four shader engines (gfx9+).",
    "v_cvt_norm_i16_f16": "Convert f16 to a normalized i16 (gfx9+).",
    "v_cvt_norm_u16_f16": "Convert f16 to a normalized u16 (gfx9+).",
}


def doc_for(name, pnames, docs):
    if name in EXTRA_DOCS:
        return EXTRA_DOCS[name]
    c = cmp_doc(name)
    if c:
        return c
    for n in [name] + list(pnames):
        if n in docs:
            return docs[n]
    return name + "."


def kind_text(k):
    return k


def gen_kinds(row, facts_row, report):
    """-> (ordered slot list, {slot: {gen: kind text}}, role per slot)"""
    name = row["name"]
    block = row["block"]
    per = {}  # slot -> gen -> kind (None = don't care)
    roles = {}
    order = []
    for g in GENS:
        if g not in row["gens"]:
            continue
        d = row["gens"][g]
        sh = facts_row["shape"][g]
        slots = sh["slots"]
        has3 = sh["n3"] is not None
        m = sh.get("mods", {})
        for s in slots:
            if s not in order:
                order.append(s)
        for s in slots:
            k = None
            if s == "vdst":
                if name in ("v_readlane_b32", "v_readfirstlane_b32"):
                    k = "sdst<1>"
                else:
                    w = sh["width"].get("vdst") or 32
                    k = f"vreg<{max(1, w // 32)}>"
                roles[s] = "inout" if name in INOUT_VDST or name == "v_swap_b32" else "out"
            elif s == "sdst":
                k = "vcc_dst"
                roles[s] = "out"
            elif s == "k":
                k = "k32"
            elif s == "src2" and (name in CARRY_IN or name == "v_cndmask_b32"):
                k = "vcc_src"
            elif name in ("v_readlane_b32", "v_readfirstlane_b32") and s == "src0":
                k = "vgpr_or_lds"
            elif name in ("v_readlane_b32", "v_writelane_b32"):
                k = "scalar"
            elif name == "v_swap_b32":
                k = "vreg<1>"
                roles[s] = "inout"
            else:
                w = sh["width"].get(s)
                w16 = sh.get("w16", {}).get(s, {})
                p248 = w16.get("p248")
                p248c = p248.strip("|").lstrip("-") if p248 else None
                if not w and not has3 and s == "src1" and "src0" in sh.get("w16", {}):
                    w16 = sh["w16"]["src0"]  # VSRC1 takes only a VGPR: same type as src0
                    p248 = w16.get("p248")
                    p248c = p248.strip("|").lstrip("-") if p248 else None
                if not w and not has3 and name.endswith("_f16") and p248c \
                        and not p248c.startswith("0x"):
                    # 32-bit form only (madmk/madak_f16): the literal prints 16 bits
                    # (0xff,0x00,0x00,0x48,0x78,0x56,0x34,0x12 -> v_madmk_f16 v0, 0x5678, ...)
                    w = 16
                if not w:
                    is16 = bool(w16.get("inl3c00") or w16.get("inl3c00_e32") or
                                (p248c and p248c.startswith("0x3118")))
                    w = 16 if is16 else 32
                kl = sh["klass"].get(s, [])
                vo = sh.get("vonly", {}).get(s, {})
                vgpr_only = any(c.startswith("VGPR") or c.startswith("VReg") for c in kl)
                if g in OLD:
                    sh8 = facts_row["shape"].get("gfx8")
                    if sh8 is not None and s in sh8["klass"]:
                        vgpr_only = any(c.startswith("VGPR") or c.startswith("VReg")
                                        for c in sh8["klass"][s])
                    else:
                        # no gfx8 form: the assembler (SGPR rejected, VGPR accepted)
                        vgpr_only = bool(vo and vo.get("v") and vo.get("s") is False
                                         and s not in sh.get("nonv", []))
                if vgpr_only:
                    k = f"vreg<{max(1, w // 32)}>"
                elif has3:
                    neg = m.get("neg", {}).get(s)
                    ab = m.get("abs", {}).get(s)
                    fl = bool(neg or ab)
                    if neg != ab and not m.get("b3"):
                        report["negabs"].append(f"{g} {name} {s}: neg={neg} abs={ab}")
                    if w == 16 and p248c:
                        pf = not p248c.startswith("0x")
                        if pf != fl:
                            report["disagree"].append(
                                f"{g} {name} {s}: modifiers {'yes' if fl else 'no'}, 248 prints {p248}")
                    k = f"{'f' if fl else 'b'}<{w}>"
                else:
                    # 32-bit form only: no VOP3 modifiers to ask; by the printing of constants
                    fl = None
                    if w == 16 and p248c:
                        fl = not p248c.startswith("0x")
                    elif name.startswith(("v_madmk", "v_madak", "v_pk_fmac", "v_dot2c_f32")):
                        fl = True
                    else:
                        fl = False
                    report["e32only"].append(f"{g} {name} {s}: {'f' if fl else 'b'}<{w}> (no VOP3 form; p248={p248})")
                    k = f"{'f' if fl else 'b'}<{w}>"
                # 64-bit literal printing check
                if w == 64 and s == "src0":
                    p64 = sh.get("print64", {}).get("src0")
                    if p64:
                        tok = [t for t in p64 if "1.0" in t or "0x3ff00000" in t]
                        if tok:
                            pf = "1.0" in tok[0]
                            if pf != k.startswith("f"):
                                report["disagree"].append(
                                    f"{g} {name} src0: kind {k}, literal 0x3ff00000 prints {tok[0]}")
            per.setdefault(s, {})[g] = k
        # modifiers
        osel = m.get("op_sel", []) if has3 else None
        clamp = m.get("clamp") if has3 else None
        omod = m.get("omod") if has3 else None
        nsrc = len([s for s in slots if s.startswith("src")])
        if osel:
            if len(osel) != nsrc + 1:
                report["odd"].append(f"{g} {name}: op_sel bits {osel} for {nsrc} sources")
            per.setdefault("op_sel", {})[g] = f"op_sel<{len(osel)}>"
        else:
            per.setdefault("op_sel", {})[g] = "none" if has3 else None
        per.setdefault("clamp", {})[g] = None if clamp is None else ("clamp" if clamp else "none")
        per.setdefault("omod", {})[g] = None if omod is None else ("omod" if omod else "none")
    for s in ("op_sel", "clamp", "omod"):
        order.append(s)
    return order, per, roles


def compress(name, gens_present, kmap):
    """{gen: kind|None} -> text"""
    vals = [(g, kmap.get(g, "none")) for g in GENS if g in gens_present]
    # fill don't-care from neighbours
    known = [v for _, v in vals if v is not None]
    if not known:
        return None
    filled = []
    last = None
    for g, v in vals:
        if v is None:
            v = last
        filled.append([g, v])
        last = v if v is not None else last
    # leading None: take the first known
    for x in filled:
        if x[1] is None:
            x[1] = known[0]
    distinct = []
    for g, v in filled:
        if not distinct or distinct[-1][1] != v:
            distinct.append((g, v))
    if len(distinct) == 1:
        return distinct[0][1]
    return "{ " + ", ".join(f"{g}: {v}" for g, v in distinct) + " }"


def fmt_op(v):
    return f"0x{v:x}"


def opcode_text(row):
    parts = []
    prev = None
    present = [g for g in GENS if g in row["gens"]]
    for g in GENS:
        d = row["gens"].get(g)
        if d is None:
            if prev is not None and prev != "removed":
                parts.append((g, "removed"))
                prev = "removed"
            continue
        st = d["state"]
        if row["block"] in ("Vop3", "Vop3b"):
            v = fmt_op(d["op"])
        elif st == "both":
            v = fmt_op(d["op"])
        elif st == "e32":
            v = "e32 " + fmt_op(d["op"])
        else:
            v = "e64 " + fmt_op(d["op"])
        if d["pname"] != row["name"]:
            v += " as " + d["pname"]
        if v != prev:
            parts.append((g, v))
            prev = v
    return "{ " + ", ".join(f"{g}: {v}" for g, v in parts) + " }"


def first_op(row):
    for g in GENS:
        if g in row["gens"]:
            return row["gens"][g]["op"]


def emit(facts, out_path):
    docs = clrx_docs()
    report = defaultdict(list)
    blocks = defaultdict(list)
    for key, row in facts["rows"].items():
        order, per, roles = gen_kinds(row, row, report)
        present = set(row["gens"])
        ops = []
        for s in order:
            kt = compress(row["name"], present, per.get(s, {}))
            if kt is None:
                continue
            if s in ("op_sel", "clamp", "omod") and kt == "none":
                continue
            role = roles.get(s)
            ops.append(f"{s}: {role + ' ' if role else ''}{kt}")
        flags = []
        if row["block"] == "Vop2" and row["name"] in CARRY_OUT | CARRY_IN:
            flags.append("in Vop3b")
        if row["name"] in NOSUFFIX:
            flags.append("nosuffix")
        if row["name"] in E32_SUFFIXED:
            flags.append("e32suffix")
        pn = {d["pname"] for d in row["gens"].values()}
        line = f"{row['name']} {opcode_text(row)} ({', '.join(ops)})"
        if flags:
            line += " " + " ".join(flags)
        blocks[row["block"]].append((first_op(row), row["name"], doc_for(row["name"], pn, docs), line))
    out = ["// Vector ALU rows: VOP1, VOP2, VOPC, VOP3 (VOP3a) and VOP3b, gfx6..gfx908.",
           "// Generated by scripts/vop_rows.py from tests/inventory and",
           "// tests/vectors; every operand and modifier fact probed with llvm-mc 19.",
           ""]
    for b in ["Vop1", "Vop2", "Vopc", "Vop3", "Vop3b"]:
        out.append(f"instructions {b} {{")
        for _, _, doc, line in sorted(blocks[b]):
            out.append(f"    /// {doc}")
            out.append(f"    {line},")
        out.append("}")
        out.append("")
    Path(out_path).parent.mkdir(parents=True, exist_ok=True)
    Path(out_path).write_text("\n".join(out))
    rep = {k: v for k, v in report.items()}
    rep["counts"] = {b: len(v) for b, v in blocks.items()}
    Path(out_path).with_suffix(".report.json").write_text(json.dumps(rep, indent=1))
    print(json.dumps(rep["counts"]))


# ------------------------------------------------------------------------------ check
ROW_RE = re.compile(r"^\s*(v_\w+) \{ (.*?) \} \((.*)\)( [A-Za-z0-9_ ]+)?,\s*$")


def parse_rows(path):
    rows = []
    block = None
    for line in Path(path).read_text().splitlines():
        m = re.match(r"^instructions (\w+) \{", line)
        if m:
            block = m.group(1)
            continue
        m = ROW_RE.match(line)
        if not m:
            continue
        name, ents, ops, flags = m.groups()
        per = {}
        cur = None
        for e in ents.split(", "):
            g, v = e.split(": ", 1)
            per[g] = v
        st = {}
        for g in GENS:
            if g in per:
                cur = per[g]
            if cur is not None and cur != "removed":
                st[g] = cur
        rows.append(dict(name=name, block=block, gens=st, ops=ops, flags=(flags or "").split()))
    return rows


def produced(rows):
    out = defaultdict(set)  # gen -> {(enc, op, printed)}
    for r in rows:
        fam = {"Vop1": "vop1", "Vop2": "vop2", "Vopc": "vopc"}.get(r["block"])
        nosuf = "nosuffix" in r["flags"]
        for g, v in r["gens"].items():
            m = re.match(r"^(e32 |e64 )?(0x[0-9a-f]+|\d+)( as (\w+))?$", v)
            kind, op, _, alias = m.groups()
            op = int(op, 0)
            nm = alias or r["name"]
            if fam is None:
                out[g].add(("vop3", op, nm))
            elif kind == "e32 ":
                out[g].add((fam, op, nm + "_e32" if "e32suffix" in r["flags"] else nm))
            elif kind == "e64 ":
                out[g].add(("vop3", op, nm))
            else:
                out[g].add((fam, op, nm if nosuf else nm + "_e32"))
                out[g].add(("vop3", op + off(g, fam), nm if nosuf else nm + "_e64"))
    return out


def check(path, extra_expected=("gfx908", ["v_dot2c_f32_f16_e64", "v_dot2c_i32_i16_e64",
                                             "v_dot4c_i32_i8_e64", "v_dot8c_i32_i4_e64"])):
    rows = parse_rows(path)
    prod = produced(rows)
    bad = 0
    exp = defaultdict(set)
    for f in FAMS + ["vop3"]:
        for line in (INV / f"{f}.txt").read_text().splitlines():
            g, op, mn = line.split("\t")
            if excluded(mn) or (g not in OLD and mn == "v_mul_lo_i32"):
                continue
            exp[g].add((f, int(op), mn))
    for g in GENS:
        missing = exp[g] - prod[g]
        extra = prod[g] - exp[g]
        known = {x for x in extra if g == extra_expected[0] and x[2] in extra_expected[1]}
        for x in sorted(missing):
            print(f"MISSING {g} {x}")
            bad += 1
        for x in sorted(extra - known):
            print(f"EXTRA   {g} {x}")
            bad += 1
        for x in sorted(known):
            print(f"extra (expected: VOP3 form left out of the inventory) {g} {x}")
        names = defaultdict(list)
        for r in rows:
            if g in r["gens"]:
                v = r["gens"][g]
                m = re.search(r" as (\w+)$", v)
                names[m.group(1) if m else r["name"]].append(r["name"])
        for n, rs in names.items():
            if len(rs) > 1:
                print(f"DUPLICATE NAME {g} {n}: rows {rs}")
                bad += 1
    print(f"{len(rows)} rows; {sum(len(v) for v in exp.values())} inventory entries; "
          f"{bad} problems")
    return 1 if bad else 0


if __name__ == "__main__":
    main()
