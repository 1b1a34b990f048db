//! Checks an `isa!` block and resolves it per generation, reporting every problem at once.

use crate::errors::{Accumulator, Error};
use crate::kinds::{self, Kind};
use crate::model::*;
use crate::parse::*;
use proc_macro2::Span;
use std::collections::{BTreeMap, HashMap};

fn err(span: Span, msg: impl std::fmt::Display) -> Error {
    Error::new(span, msg)
}

pub(crate) fn help(span: Span, msg: impl std::fmt::Display, help: impl std::fmt::Display) -> Error {
    err(span, format!("{msg}\n\nhelp: {help}"))
}

pub(crate) fn gen_index(acc: &mut Accumulator, gen: &syn::Ident) -> Option<usize> {
    let name = gen.to_string();
    let found = GENERATIONS.iter().position(|g| *g == name);
    if found.is_none() {
        acc.push(help(
            gen.span(),
            format!("unknown generation `{name}`"),
            format!("the generations are {}", GENERATIONS.join(", ")),
        ));
    }
    found
}

fn lit_u64(acc: &mut Accumulator, lit: &syn::LitInt) -> Option<u64> {
    match lit.base10_parse::<u64>() {
        Ok(v) => Some(v),
        Err(e) => {
            acc.push(e);
            None
        }
    }
}

/// A layout checked and indexed, plus where to point errors about its fields.
struct CheckedLayout {
    layout: Layout,
    gens: Vec<usize>,
}

fn bit_ranges(bits: u64, width: u32) -> String {
    let mut out = Vec::new();
    let mut i = 0;
    while i < width {
        if bits >> i & 1 == 1 {
            let start = i;
            while i < width && bits >> i & 1 == 1 {
                i += 1;
            }
            out.push(if i - 1 == start {
                format!("[{start}]")
            } else {
                format!("[{}:{start}]", i - 1)
            });
        } else {
            i += 1;
        }
    }
    out.join(", ")
}

fn check_layout(
    acc: &mut Accumulator,
    enc: &EncodingDef,
    def: &LayoutDef,
) -> Option<CheckedLayout> {
    let gens: Vec<usize> = def.gens.iter().filter_map(|g| gen_index(acc, g)).collect();
    let width = lit_u64(acc, &def.width)?;
    if width != 32 && width != 64 {
        acc.push(help(
            def.width.span(),
            format!("layout width {width} is not a whole instruction"),
            "a layout is 32 or 64 bits wide (a literal dword, if any, follows it)",
        ));
        return None;
    }
    let width = width as u32;
    let mut owner: Vec<Option<String>> = vec![None; width as usize];
    let mut fields = Vec::new();
    let mut fixed_mask = 0u64;
    let mut fixed_bits = 0u64;
    for f in &def.fields {
        let display_name = f
            .name
            .as_ref()
            .map_or_else(|| "_".to_string(), |n| n.to_string());
        let span = f.name.as_ref().map_or(f.underscore, |n| n.span());
        let (Some(hi), Some(lo)) = (
            lit_u64(acc, &f.hi),
            f.lo.as_ref()
                .map_or(lit_u64(acc, &f.hi), |lo| lit_u64(acc, lo)),
        ) else {
            continue;
        };
        if lo > hi {
            acc.push(help(
                f.lo.as_ref().map_or(span, |l| l.span()),
                format!("field `{display_name}` is written [{hi}:{lo}]: the high bit comes first"),
                format!("write `{display_name}[{lo}:{hi}]`"),
            ));
        }
        let (lo, hi) = (lo.min(hi), lo.max(hi));
        if hi >= width as u64 {
            acc.push(help(
                f.hi.span(),
                format!("field `{display_name}` ends at bit {hi}, outside the {width}-bit layout"),
                format!("bits of this layout are numbered 0..={}", width - 1),
            ));
            continue;
        }
        let (lo, hi) = (lo as u32, hi as u32);
        let mut overlapped = None;
        for bit in lo..=hi {
            if let Some(prev) = &owner[bit as usize] {
                overlapped.get_or_insert((bit, prev.clone()));
            }
        }
        if let Some((bit, prev)) = overlapped {
            acc.push(help(
                span,
                format!("field `{display_name}` [{hi}:{lo}] overlaps field `{prev}` at bit {bit}"),
                "every bit belongs to exactly one field",
            ));
        }
        for bit in lo..=hi {
            owner[bit as usize].get_or_insert_with(|| display_name.clone());
        }
        let field = Field {
            name: display_name.clone(),
            lo,
            width: hi - lo + 1,
        };
        if let Some(fixed) = &f.fixed {
            if let Some(v) = lit_u64(acc, fixed) {
                if field.width < 64 && v >> field.width != 0 {
                    acc.push(help(
                        fixed.span(),
                        format!(
                            "fixed value {v:#b} does not fit the {}-bit field `{display_name}`",
                            field.width
                        ),
                        format!(
                            "the largest {}-bit value is {:#b}",
                            field.width,
                            field.mask() >> lo
                        ),
                    ));
                }
                fixed_mask |= field.mask();
                fixed_bits |= (v << lo) & field.mask();
            }
        } else if f.name.is_some() {
            fields.push(field);
        }
    }
    let unassigned: u64 = owner
        .iter()
        .enumerate()
        .filter(|(_, o)| o.is_none())
        .fold(0, |m, (i, _)| m | 1 << i);
    if unassigned != 0 {
        acc.push(help(
            def.keyword.span(),
            format!(
                "layout of `{}` leaves bits {} unassigned",
                enc.name,
                bit_ranges(unassigned, width)
            ),
            "assign them to a field, or write `_[hi:lo]` for bits the hardware ignores",
        ));
    }
    let Some(opcode) = fields.iter().find(|f| f.name == "OP").cloned() else {
        acc.push(help(
            def.keyword.span(),
            format!("layout of `{}` has no `OP` field", enc.name),
            "name the opcode field `OP`, e.g. `OP[26:22]`",
        ));
        return None;
    };
    if width == 64 && fixed_mask & !fixed_bits == 0 {
        // Built instructions are told apart from decoded ones by an all-ones word that no
        // encoding may produce.
        acc.push(help(
            def.keyword.span(),
            if fixed_mask == 0 {
                format!("64-bit `{}` has no fixed bits", enc.name)
            } else {
                format!("the fixed bits of 64-bit `{}` are all ones", enc.name)
            },
            "a 64-bit encoding needs at least one fixed bit that is 0",
        ));
        return None;
    }
    Some(CheckedLayout {
        layout: Layout {
            width,
            fields,
            fixed_mask,
            fixed_bits,
            opcode,
        },
        gens,
    })
}

/// Everything known about one encoding after its own checks.
struct CheckedEncoding<'a> {
    def: &'a EncodingDef,
    layouts: [Option<Layout>; GEN_COUNT],
    /// A layout was rejected: errors that would only repeat that one are not reported.
    broken: bool,
}

fn check_encoding<'a>(acc: &mut Accumulator, def: &'a EncodingDef) -> CheckedEncoding<'a> {
    let mut layouts: [Option<Layout>; GEN_COUNT] = Default::default();
    // A `layouts of` still here could not be copied (reported by `copy_layouts`).
    let mut broken = def.layouts_of.is_some();
    for l in &def.layouts {
        let Some(checked) = check_layout(acc, def, l) else {
            broken = true;
            continue;
        };
        for (gi, gen) in checked.gens.iter().zip(&l.gens) {
            if layouts[*gi].is_some() {
                acc.push(help(
                    gen.span(),
                    format!("`{}` has two layouts for {gen}", def.name),
                    "each generation has exactly one layout per encoding",
                ));
            }
            layouts[*gi] = Some(checked.layout.clone());
        }
    }
    if def.layouts.is_empty() && !broken {
        acc.push(help(
            def.name.span(),
            format!("encoding `{}` has no layout", def.name),
            "add `layout gfx9 = 32 { ... }`",
        ));
    }
    let mut seen = HashMap::new();
    for slot in &def.slots {
        if let Some(role) = &slot.role {
            check_role(acc, role);
        }
        if seen.insert(slot.name.to_string(), ()).is_some() {
            acc.push(err(
                slot.name.span(),
                format!("operand `{}` declared twice", slot.name),
            ));
        }
        for field in &slot.fields {
            let name = field.to_string();
            let known = layouts
                .iter()
                .flatten()
                .any(|l| l.fields.iter().any(|f| f.name == name));
            if !known && !broken {
                acc.push(help(
                    field.span(),
                    format!(
                        "operand `{}` binds field `{name}`, which no layout of `{}` has",
                        slot.name, def.name
                    ),
                    "bind fields a layout declares without a fixed value (not `_` bits)",
                ));
            }
        }
    }
    CheckedEncoding {
        def,
        layouts,
        broken,
    }
}

fn resolve_kind(acc: &mut Accumulator, k: &KindRef) -> Option<(&'static Kind, Vec<u64>)> {
    let name = k.name.to_string();
    let Some(kind) = kinds::lookup(&name) else {
        acc.push(help(
            k.name.span(),
            format!("unknown operand kind `{name}`"),
            kinds::suggest(&name),
        ));
        return None;
    };
    if k.params.len() != kind.params.len() {
        let expected = if kind.params.is_empty() {
            format!("`{name}` takes no parameters")
        } else {
            format!("write `{name}<{}>`", kind.params.join(", "))
        };
        acc.push(help(
            k.name.span(),
            format!(
                "operand kind `{name}` takes {} parameter(s), {} given",
                kind.params.len(),
                k.params.len()
            ),
            expected,
        ));
        return None;
    }
    let mut params = Vec::new();
    for p in &k.params {
        let v = lit_u64(acc, p)?;
        if !kind.allowed.is_empty() && !kind.allowed.contains(&v) {
            acc.push(help(
                p.span(),
                format!("`{name}<{v}>` is not a width this kind supports"),
                format!("use one of {:?}", kind.allowed),
            ));
            return None;
        }
        if kind.allowed.is_empty() && !(1..=32).contains(&v) {
            acc.push(err(
                p.span(),
                format!("`{name}<{v}>`: expected 1..=32 bits"),
            ));
            return None;
        }
        params.push(v);
    }
    Some((kind, params))
}

/// A kind with its parameters, as resolved for one generation.
type ResolvedKind = (&'static Kind, Vec<u64>, Span);
/// One optional value per generation, indexed like `GENERATIONS`.
type PerGeneration<T> = [Option<T>; GEN_COUNT];

/// Resolves a per-generation list (`{ gfx6: a, gfx8: b }`) by carrying each entry forward.
fn carry_forward<T: Clone>(entries: &[(usize, Option<T>)]) -> [Option<T>; GEN_COUNT] {
    let mut out: [Option<T>; GEN_COUNT] = Default::default();
    let mut current: Option<T> = None;
    for (gi, slot) in out.iter_mut().enumerate() {
        if let Some((_, v)) = entries.iter().find(|(g, _)| *g == gi) {
            current = v.clone();
        }
        *slot = current.clone();
    }
    out
}

/// `input` with every `layouts of BASE { … }` replaced by `BASE`'s layouts, the listed
/// fields written anew; `None` when no encoding copies layouts.
fn copy_layouts(acc: &mut Accumulator, input: &IsaInput) -> Option<IsaInput> {
    input.encodings.iter().find(|e| e.layouts_of.is_some())?;
    let mut out = input.clone();
    for enc in &mut out.encodings {
        let Some(of) = enc.layouts_of.take() else {
            continue;
        };
        if !enc.layouts.is_empty() {
            acc.push(help(
                of.keyword.span(),
                format!(
                    "`{}` has layouts of its own and `layouts of {}`",
                    enc.name, of.base
                ),
                "write the layouts out, or copy them with `layouts of`, not both",
            ));
            continue;
        }
        let Some(base) = input.encodings.iter().find(|e| e.name == of.base) else {
            acc.push(help(
                of.base.span(),
                format!("no encoding named `{}` in this block", of.base),
                "name an encoding of this block whose layouts to copy",
            ));
            // Kept as the mark of a failed copy: no follow-on "has no layout" errors.
            enc.layouts_of = Some(of);
            continue;
        };
        if base.layouts_of.is_some() {
            acc.push(help(
                of.base.span(),
                format!("`{}` copies its own layouts", of.base),
                "copy from an encoding that writes its layouts out",
            ));
            enc.layouts_of = Some(of);
            continue;
        }
        let mut layouts = base.layouts.clone();
        for field in &of.fields {
            let Some(name) = &field.name else {
                acc.push(help(
                    field.underscore,
                    "a copied layout's fields are rewritten by name",
                    "name the field to rewrite, e.g. `GLC[16] = 0`",
                ));
                continue;
            };
            let mut found = false;
            for layout in &mut layouts {
                for f in &mut layout.fields {
                    if f.name.as_ref() != Some(name) {
                        continue;
                    }
                    found = true;
                    let range = |d: &FieldDef| {
                        (
                            d.hi.base10_parse::<u32>().ok(),
                            d.lo.as_ref().and_then(|l| l.base10_parse::<u32>().ok()),
                        )
                    };
                    if range(f) != range(field) {
                        acc.push(help(
                            field.hi.span(),
                            format!(
                                "field `{name}` of `{}` is {}, not {}",
                                of.base,
                                bits_text(f),
                                bits_text(field)
                            ),
                            "a copied field keeps its bits; only whether and how it is fixed changes",
                        ));
                        continue;
                    }
                    *f = field.clone();
                }
            }
            if !found {
                acc.push(help(
                    name.span(),
                    format!("`{}` has no field `{name}`", of.base),
                    format!("rewrite a field of `{}`'s layouts", of.base),
                ));
            }
        }
        enc.layouts = layouts;
    }
    Some(out)
}

/// `[hi:lo]` or `[bit]` as written.
fn bits_text(f: &FieldDef) -> String {
    match &f.lo {
        Some(lo) => format!("[{}:{}]", f.hi, lo),
        None => format!("[{}]", f.hi),
    }
}

/// `v_add_f32` → `VAddF32`: type and variant names from snake-case names.
pub fn to_snake_camel(mnemonic: &str) -> String {
    mnemonic
        .split('_')
        .map(|part| {
            let mut c = part.chars();
            c.next()
                .map(|first| first.to_ascii_uppercase().to_string() + c.as_str())
                .unwrap_or_default()
        })
        .collect()
}

pub fn validate(input: &IsaInput) -> Result<Model, Error> {
    let mut acc = Accumulator::default();
    let copied = copy_layouts(&mut acc, input);
    let input = copied.as_ref().unwrap_or(input);
    let encodings: Vec<CheckedEncoding> = input
        .encodings
        .iter()
        .map(|e| check_encoding(&mut acc, e))
        .collect();
    let mut by_name: HashMap<String, usize> = HashMap::new();
    for (i, e) in encodings.iter().enumerate() {
        if by_name.insert(e.def.name.to_string(), i).is_some() {
            acc.push(err(
                e.def.name.span(),
                format!("encoding `{}` defined twice", e.def.name),
            ));
        }
    }

    for e in &encodings {
        for field in &e.def.zero_when_unused {
            let known = e
                .layouts
                .iter()
                .flatten()
                .any(|l| l.fields.iter().any(|f| *field == f.name));
            if !known && !e.broken {
                acc.push(help(
                    field.span(),
                    format!("`{}` has no field `{field}`", e.def.name),
                    "list fields its layouts declare",
                ));
            }
        }
    }
    let defs: Vec<&EncodingDef> = encodings.iter().map(|e| e.def).collect();
    let rows = crate::forms::expand(&mut acc, input, &defs, &by_name);

    // Per encoding index: resolved instructions per generation.
    let mut resolved: Vec<[Vec<InstructionModel>; GEN_COUNT]> =
        encodings.iter().map(|_| Default::default()).collect();
    // Per encoding and generation: opcode → mnemonic, for duplicate detection.
    let mut taken: Vec<[BTreeMap<u64, (String, String)>; GEN_COUNT]> =
        encodings.iter().map(|_| Default::default()).collect();
    // Per generation: the printed names, which must be unique.
    let mut mnemonics: [HashMap<String, ()>; GEN_COUNT] = Default::default();
    let mut reported_names = std::collections::HashSet::new();
    for (ei, row) in &rows {
        let (ei, row) = (*ei, row);
        let enc = &encodings[ei];
        {
            let mnemonic = row.mnemonic.to_string();
            let mut clashes = std::collections::HashSet::new();
            let mut opcode_entries = Vec::new();
            let mut gens_given = [false; GEN_COUNT];
            for (gen, entry) in &row.opcodes {
                let Some(gi) = gen_index(&mut acc, gen) else {
                    continue;
                };
                if std::mem::replace(&mut gens_given[gi], true) {
                    acc.push(help(
                        gen.span(),
                        format!("`{mnemonic}` gives an opcode for {gen} twice"),
                        "give each generation at most one entry",
                    ));
                    continue;
                }
                match &entry.value {
                    OpcodeValue::Value(lit) => {
                        let Some(v) = lit_u64(&mut acc, lit) else {
                            continue;
                        };
                        match &enc.layouts[gi] {
                            None if enc.broken => {}
                            None => acc.push(help(
                                gen.span(),
                                format!("`{mnemonic}` has an opcode for {gen}, but `{}` has no layout for {gen}", enc.def.name),
                                format!("add {gen} to a layout of `{}`, or drop this opcode", enc.def.name),
                            )),
                            Some(l) if (v as u128) >> l.opcode.width != 0 => acc.push(help(
                                lit.span(),
                                format!("opcode {v:#x} of `{mnemonic}`{} does not fit the {}-bit `OP` field on {gen}", derived_note(row), l.opcode.width),
                                format!("the largest opcode is {:#x}", (1u128 << l.opcode.width) - 1),
                            )),
                            Some(_) => {}
                        }
                        opcode_entries.push((gi, Some((v, lit.span()))));
                    }
                    OpcodeValue::Removed(word) => {
                        if enc.layouts[gi].is_none() && !enc.broken {
                            acc.push(help(
                                gen.span(),
                                format!("`{mnemonic}` is removed on {gen}, but `{}` has no layout for {gen}", enc.def.name),
                                "`removed` ends an instruction on a generation its encoding has",
                            ));
                        }
                        if word != "removed" {
                            acc.push(help(
                                word.span(),
                                format!("expected an opcode or `removed`, found `{word}`"),
                                "write `gfx9: removed` to drop an instruction from a generation on",
                            ));
                        }
                        opcode_entries.push((gi, None));
                    }
                }
            }
            if row.opcodes.is_empty() {
                acc.push(help(
                    row.mnemonic.span(),
                    format!("`{mnemonic}` has no opcode"),
                    "write its opcode per generation, e.g. `{ gfx6: 0x1f }`",
                ));
            }
            let opcodes = carry_forward(&opcode_entries);

            // Operands: resolve kinds per generation.
            let mut operand_kinds: Vec<(
                &OperandDef,
                Option<&SlotDef>,
                PerGeneration<ResolvedKind>,
            )> = Vec::new();
            let mut seen_ops = HashMap::new();
            // Operands whose kind was already reported: no follow-on "has no kind" errors.
            let mut kind_failed = std::collections::HashSet::new();
            for op in &row.operands {
                if seen_ops.insert(op.name.to_string(), ()).is_some() {
                    acc.push(err(
                        op.name.span(),
                        format!("operand `{}` listed twice", op.name),
                    ));
                }
                if let Some(role) = &op.role {
                    check_role(&mut acc, role);
                }
                let slot = enc.def.slots.iter().find(|s| s.name == op.name);
                let mut entries = Vec::new();
                let mut kinds_given = [false; GEN_COUNT];
                for (gen, k) in &op.kinds {
                    let gi = match gen {
                        Some(g) => match gen_index(&mut acc, g) {
                            Some(gi) => gi,
                            None => {
                                kind_failed.insert(op.name.to_string());
                                continue;
                            }
                        },
                        None => 0,
                    };
                    if std::mem::replace(&mut kinds_given[gi], true) {
                        acc.push(help(
                            gen.as_ref().map_or(k.name.span(), |g| g.span()),
                            format!(
                                "operand `{}` gives a kind for {} twice",
                                op.name, GENERATIONS[gi]
                            ),
                            "give each generation at most one kind",
                        ));
                        continue;
                    }
                    let resolved = resolve_kind(&mut acc, k);
                    if resolved.is_none() {
                        kind_failed.insert(op.name.to_string());
                    }
                    if let Some((kind, params)) = resolved {
                        let implicit = matches!(
                            kind.bind,
                            kinds::Bind::Mask | kinds::Bind::Modifier | kinds::Bind::Absent
                        );
                        if slot.is_none() && !implicit {
                            if row.derived.is_some() || enc.def.e64.is_some() {
                                acc.push(help(
                                    op.name.span(),
                                    format!(
                                        "operand `{}` of `{mnemonic}` has no place in a `{}` form{}",
                                        op.name, enc.def.name, derived_note(row)
                                    ),
                                    format!(
                                        "`{}` has the operands {}; only `vcc_src`/`vcc_dst` can be implicit and only modifiers can be left out",
                                        enc.def.name,
                                        slot_names(enc.def)
                                    ),
                                ));
                            } else {
                                acc.push(help(
                                    op.name.span(),
                                    format!("`{}` has no operand `{}`", enc.def.name, op.name),
                                    format!("its operands are: {}", slot_names(enc.def)),
                                ));
                            }
                            kind_failed.insert(op.name.to_string());
                            continue;
                        }
                        if kind.print == kinds::Print::GrowsWithTfe
                            && !row.operands.iter().any(|o| o.name == "tfe")
                        {
                            acc.push(help(
                                k.name.span(),
                                format!(
                                    "operand kind `{}` needs a `tfe` operand in the row",
                                    kind.name
                                ),
                                "add `tfe: flag`, or use `vreg`",
                            ));
                        }
                        if kind.name == "d16_packed"
                            && (op.name != "d16" || !row.operands.iter().any(|o| o.name == "dmask"))
                        {
                            acc.push(help(
                                k.name.span(),
                                "operand kind `d16_packed` is an image row's `d16` operand: the \
                                 width of its `image_*data` reads it",
                                "name the operand `d16` in a row with `dmask`, or use `flag`",
                            ));
                        }
                        if kind.print == kinds::Print::FollowsSaddr
                            && !row.operands.iter().any(|o| o.name == "saddr")
                        {
                            acc.push(help(
                                k.name.span(),
                                format!(
                                    "operand kind `{}` needs a `saddr` operand in the row",
                                    kind.name
                                ),
                                "add `saddr: global_saddr` or `saddr: scratch_saddr`",
                            ));
                        }
                        if let kinds::Print::ImageData(_) = kind.print {
                            for needed in ["dmask", "tfe"] {
                                if !row.operands.iter().any(|o| o.name == needed) {
                                    acc.push(help(
                                        k.name.span(),
                                        format!(
                                            "operand kind `{}` needs a `{needed}` operand in the row",
                                            kind.name
                                        ),
                                        format!(
                                            "its width follows the row's `dmask`, `tfe` and (where \
                                             the row has one) `d16`: add `{needed}: {}`",
                                            if needed == "dmask" { "dmask" } else { "flag" }
                                        ),
                                    ));
                                }
                            }
                        }
                        entries.push((gi, Some((kind, params, k.name.span()))));
                    }
                }
                if slot.is_none() && kind_failed.contains(&op.name.to_string()) {
                    continue;
                }
                operand_kinds.push((op, slot, carry_forward(&entries)));
            }

            for gi in 0..GEN_COUNT {
                let (Some((opcode, span)), Some(layout)) = (opcodes[gi], enc.layouts[gi].as_ref())
                else {
                    continue;
                };
                if mnemonics[gi].insert(mnemonic.clone(), ()).is_some() {
                    if reported_names.insert(mnemonic.clone()) {
                        acc.push(help(
                            row.mnemonic.span(),
                            format!("`{mnemonic}` is defined twice"),
                            format!(
                                "a name means one instruction per generation; here both on {}",
                                GENERATIONS[gi]
                            ),
                        ));
                    }
                    continue;
                }
                if let Some((prev, prev_note)) =
                    taken[ei][gi].insert(opcode, (mnemonic.clone(), derived_note(row)))
                {
                    // One report per clashing pair, not one per generation it carries to.
                    if !clashes.insert((prev.clone(), opcode)) {
                        continue;
                    }
                    acc.push(help(
                        span,
                        format!(
                            "opcode {opcode:#x} of `{mnemonic}`{} is already `{prev}`{prev_note} on {}",
                            derived_note(row),
                            GENERATIONS[gi]
                        ),
                        "each opcode names one instruction per generation",
                    ));
                    continue;
                }
                let mut operands = Vec::new();
                let mut bound_mask = 0u64;
                // Unbound fields kept as ignored bits although the encoding zeroes unused ones.
                let mut quiet_mask = 0u64;
                for (op, slot, kinds) in &operand_kinds {
                    let Some((kind, params, kind_span)) = kinds[gi].clone() else {
                        if kind_failed.contains(&op.name.to_string()) {
                            continue;
                        }
                        acc.push(help(
                            op.name.span(),
                            format!(
                                "operand `{}` of `{mnemonic}` has no kind on {}",
                                op.name, GENERATIONS[gi]
                            ),
                            "give the operand a kind for the first generation the row covers",
                        ));
                        continue;
                    };
                    let slot_fields: Vec<Option<Field>> = slot.map_or_else(Vec::new, |slot| {
                        slot.fields
                            .iter()
                            .map(|f| layout.fields.iter().find(|lf| *f == lf.name).cloned())
                            .collect()
                    });
                    let present = slot_fields.iter().any(Option::is_some);
                    if kind.bind == kinds::Bind::Absent
                        || (kind.bind == kinds::Bind::Modifier && !present)
                    {
                        continue;
                    }
                    let widths: Vec<Option<u32>> = slot_fields
                        .iter()
                        .map(|f| f.as_ref().map(|f| f.width))
                        .collect();
                    let b = match kinds::bind(kind, &params, &widths) {
                        Ok(b) => b,
                        Err(msg) => {
                            if kind_failed.insert(op.name.to_string()) {
                                acc.push(help(
                                    kind_span,
                                    msg.replace("{op}", &op.name.to_string()),
                                    kinds::misfit_help(kind, slot_fields.len()),
                                ));
                            }
                            continue;
                        }
                    };
                    let (kind, params, value) = (b.kind, b.params, b.value);
                    if b.quiet_rest {
                        quiet_mask |= slot_fields[b.used..]
                            .iter()
                            .flatten()
                            .map(Field::mask)
                            .fold(0, |a, m| a | m);
                    }
                    let fields: Vec<Option<Field>> = slot_fields.into_iter().take(b.used).collect();
                    bound_mask |= fields
                        .iter()
                        .flatten()
                        .map(Field::mask)
                        .fold(0, |a, m| a | m);
                    let role = op
                        .role
                        .as_ref()
                        .or(slot.and_then(|s| s.role.as_ref()))
                        .map_or(
                            if kind.name == "vcc_dst" {
                                Role::Write
                            } else {
                                Role::Read
                            },
                            |r| match r.name.as_str() {
                                "out" => Role::Write,
                                "inout" => Role::ReadWrite,
                                _ => Role::Read,
                            },
                        );
                    operands.push(OperandModel {
                        name: op.name.clone(),
                        kind,
                        params,
                        role,
                        value,
                        fields,
                    });
                }
                let (mut pinned_mask, mut pinned_bits) = (0u64, 0u64);
                for field in &enc.def.zero_when_unused {
                    if let Some(f) = layout.fields.iter().find(|f| *field == f.name) {
                        if f.mask() & (bound_mask | quiet_mask) == 0 {
                            pinned_mask |= f.mask();
                        }
                    }
                }
                for (field, value) in &row.pinned {
                    let Some(f) = layout.fields.iter().find(|f| *field == f.name) else {
                        // A field only some layouts have is pinned where it exists; one that
                        // none of the instruction's layouts has is a mistake.
                        let somewhere = (0..GEN_COUNT).any(|g| {
                            opcodes[g].is_some()
                                && enc.layouts[g]
                                    .as_ref()
                                    .is_some_and(|l| l.fields.iter().any(|f| *field == f.name))
                        });
                        let first = (0..GEN_COUNT)
                            .find(|&g| opcodes[g].is_some() && enc.layouts[g].is_some());
                        if !somewhere && first == Some(gi) {
                            acc.push(help(
                                field.span(),
                                format!("`{mnemonic}` pins field `{field}`, which no layout of `{}` it exists in has", enc.def.name),
                                "pin a field of the instruction's layouts",
                            ));
                        }
                        continue;
                    };
                    let Some(v) = lit_u64(&mut acc, value) else {
                        continue;
                    };
                    if v >> f.width != 0 {
                        acc.push(err(
                            value.span(),
                            format!("{v:#x} does not fit the {}-bit field `{field}`", f.width),
                        ));
                        continue;
                    }
                    if row.operands.iter().any(|o| {
                        enc.def
                            .slots
                            .iter()
                            .any(|s| s.name == o.name && s.fields.iter().any(|sf| sf == field))
                    }) {
                        acc.push(help(
                            field.span(),
                            format!("`{mnemonic}` pins field `{field}`, which one of its operands holds"),
                            "pin only fields no operand of the row binds",
                        ));
                        continue;
                    }
                    pinned_mask |= f.mask();
                    pinned_bits = (pinned_bits & !f.mask()) | v << f.lo;
                }
                resolved[ei][gi].push(InstructionModel {
                    mnemonic: row.mnemonic.clone(),
                    printed: row.printed.clone(),
                    attrs: row.attrs.clone(),
                    opcode,
                    pinned_mask,
                    pinned_bits,
                    operands,
                });
            }
        }
    }

    check_ambiguity(&mut acc, &encodings, &resolved);

    let mut gens = Vec::new();
    for (gi, gen) in GENERATIONS.iter().enumerate() {
        let mut encs = Vec::new();
        for (ei, enc) in encodings.iter().enumerate() {
            if let Some(layout) = &enc.layouts[gi] {
                encs.push(EncodingModel {
                    name: enc.def.name.clone(),
                    attrs: enc.def.attrs.clone(),
                    layout: layout.clone(),
                    instructions: std::mem::take(&mut resolved[ei][gi]),
                });
            }
        }
        if !encs.is_empty() {
            gens.push(GenModel {
                gen,
                encodings: encs,
            });
        }
    }
    acc.finish()?;
    Ok(Model { gens })
}

/// Two instructions of different encodings are ambiguous on a generation when one word
/// can match both: their fixed and opcode bits never disagree where both are defined.
fn check_ambiguity(
    acc: &mut Accumulator,
    encodings: &[CheckedEncoding],
    resolved: &[[Vec<InstructionModel>; GEN_COUNT]],
) {
    let mut reported = std::collections::HashSet::new();
    for gi in 0..GEN_COUNT {
        let patterns: Vec<(usize, &InstructionModel, u64, u64)> = encodings
            .iter()
            .enumerate()
            .filter_map(|(ei, e)| e.layouts[gi].as_ref().map(|l| (ei, l)))
            .flat_map(|(ei, l)| {
                resolved[ei][gi].iter().map(move |i| {
                    let mask = l.fixed_mask | l.opcode.mask();
                    let bits = l.fixed_bits | i.opcode << l.opcode.lo;
                    (ei, i, mask, bits)
                })
            })
            .collect();
        for (a, pa) in patterns.iter().enumerate() {
            for pb in &patterns[a + 1..] {
                if pa.0 == pb.0 || (pa.3 ^ pb.3) & pa.2 & pb.2 != 0 {
                    continue;
                }
                // A derived form's encoding (SDWA, DPP) fixes bits its source encoding
                // leaves open: the decoder tries the more specific encoding first.
                let derives = |a: usize, b: usize| {
                    let (da, db) = (&encodings[a].def, &encodings[b].def);
                    da.derives.iter().any(|d| d.target == db.name)
                };
                let nested =
                    |a: &(usize, &InstructionModel, u64, u64),
                     b: &(usize, &InstructionModel, u64, u64)| {
                        derives(a.0, b.0) && b.2 & a.2 == a.2 && b.2 != a.2
                    };
                if nested(pa, pb) || nested(pb, pa) {
                    continue;
                }
                let key = (pa.0.min(pb.0), pa.0.max(pb.0));
                if !reported.insert(key) {
                    continue;
                }
                let (ea, eb) = (&encodings[pa.0].def.name, &encodings[pb.0].def.name);
                acc.push(help(
                    eb.span(),
                    format!(
                        "encodings `{ea}` and `{eb}` are ambiguous on {}: `{}` and `{}` match the same words",
                        GENERATIONS[gi], pa.1.mnemonic, pb.1.mnemonic
                    ),
                    "give the encodings fixed bits that differ, or opcodes that do",
                ));
            }
        }
    }
}

fn derived_note(row: &RowDef) -> String {
    row.derived
        .as_ref()
        .map_or_else(String::new, |d| format!(" ({d})"))
}

fn slot_names(def: &EncodingDef) -> String {
    def.slots
        .iter()
        .map(|s| format!("`{}`", s.name))
        .collect::<Vec<_>>()
        .join(", ")
}

fn check_role(acc: &mut Accumulator, role: &RoleDef) {
    if !["in", "out", "inout"].contains(&role.name.as_str()) {
        acc.push(help(
            role.span,
            format!("unknown role `{}`", role.name),
            "write `out` (written), `inout` (read and written) or nothing (read)",
        ));
    }
}

pub fn type_name(mnemonic: &syn::Ident) -> syn::Ident {
    syn::Ident::new(&to_snake_camel(&mnemonic.to_string()), mnemonic.span())
}
