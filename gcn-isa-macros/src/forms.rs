//! Derived forms: one row of an encoding with an `e64` clause (VOP1, VOP2, VOPC) stands for
//! its 32-bit form and its 64-bit (VOP3) form, whose opcode is the row's plus the
//! generation's offset. Per-generation names (`as name`) and the `_e32`/`_e64` suffixes are
//! resolved here too, so that every row the rest of the validator sees has one printed name
//! and one opcode per generation.

use crate::model::{GENERATIONS, GEN_COUNT};
use crate::parse::*;
use crate::validate::{gen_index, help};
use proc_macro2::Span;
use std::collections::HashMap;
use syn::{Ident, LitInt};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Forms {
    Both,
    E32Only,
    E64Only,
}

/// One generation of a row, after carrying entries forward.
#[derive(Clone)]
struct GenEntry {
    forms: Forms,
    opcode: u64,
    span: Span,
    name: String,
    /// The printed name, where it is not `name` (forms LLVM prints without a suffix).
    printed: Option<String>,
}

/// The rows of every `instructions` list, each with the index of its encoding, derived
/// forms spelled out.
pub fn expand(
    acc: &mut crate::errors::Accumulator,
    input: &IsaInput,
    encodings: &[&EncodingDef],
    by_name: &HashMap<String, usize>,
) -> Vec<(usize, RowDef)> {
    let mut out = Vec::new();
    for list in &input.instruction_lists {
        let Some(&ei) = by_name.get(&list.encoding.to_string()) else {
            acc.push(help(
                list.encoding.span(),
                format!("no encoding named `{}` in this block", list.encoding),
                "declare `encoding NAME { ... }` before listing its instructions",
            ));
            continue;
        };
        let enc = encodings[ei];
        let e64 = enc.e64.as_ref().and_then(|d| {
            let target = by_name.get(&d.target.to_string()).copied();
            if target.is_none() {
                acc.push(help(
                    d.target.span(),
                    format!("no encoding named `{}` in this block", d.target),
                    "name the encoding of the 64-bit forms",
                ));
            }
            Some((d, target?, offsets(acc, d)?))
        });
        for row in &list.rows {
            out.extend(variant_rows(acc, enc, encodings, by_name, row));
            let row = &own_operands(enc, encodings, by_name, row);
            let simple = row
                .opcodes
                .iter()
                .all(|(_, e)| e.form.is_none() && e.rename.is_none());
            if e64.is_none() {
                for flag in [&row.e64_in, &row.nosuffix, &row.e32suffix]
                    .into_iter()
                    .flatten()
                {
                    acc.push(help(
                        flag.span(),
                        format!(
                            "`{flag}` on `{}`, but `{}` has no 64-bit form",
                            row.mnemonic, enc.name
                        ),
                        "only rows of an encoding with an `e64` clause have derived forms",
                    ));
                }
                if simple {
                    out.push((ei, row.clone()));
                    continue;
                }
            }
            let Some(per_gen) = carry(acc, row, e64.is_some()) else {
                continue;
            };
            out.extend(derived_rows(acc, enc, encodings, by_name, row, &per_gen));
            let Some((def, target, offsets)) = &e64 else {
                push_split(&mut out, ei, row, &per_gen, None);
                continue;
            };
            let target = match &row.e64_in {
                Some(name) => match by_name.get(&name.to_string()) {
                    Some(&t) => t,
                    None => {
                        acc.push(help(
                            name.span(),
                            format!("no encoding named `{name}` in this block"),
                            format!(
                                "name an encoding for the 64-bit form, like `{}`",
                                def.target
                            ),
                        ));
                        continue;
                    }
                },
                None => *target,
            };
            // Both forms print a suffix; `nosuffix` keeps it in the type's name only.
            let suffix = |e: &GenEntry, s: &str| {
                let forced = s == "_e32" && row.e32suffix.is_some();
                if (e.forms == Forms::Both || forced) && row.nosuffix.is_none() {
                    (format!("{}{s}", e.name), None)
                } else if e.forms == Forms::Both {
                    (format!("{}{s}", e.name), Some(e.name.clone()))
                } else {
                    (e.name.clone(), None)
                }
            };
            let short: [Option<GenEntry>; GEN_COUNT] = std::array::from_fn(|gi| {
                let e = per_gen[gi].as_ref()?;
                let (name, printed) = suffix(e, "_e32");
                (e.forms != Forms::E64Only).then(|| GenEntry {
                    name,
                    printed,
                    ..e.clone()
                })
            });
            let mut long: [Option<GenEntry>; GEN_COUNT] = Default::default();
            for gi in 0..GEN_COUNT {
                let Some(e) = &per_gen[gi] else { continue };
                let opcode = match e.forms {
                    Forms::E32Only => continue,
                    Forms::E64Only => e.opcode,
                    Forms::Both => match offsets[gi] {
                        Some(off) => e.opcode + off,
                        None => {
                            acc.push(help(
                                def.keyword.span(),
                                format!(
                                    "`{}` has no 64-bit opcode offset for {}, which `{}` needs",
                                    enc.name, GENERATIONS[gi], row.mnemonic
                                ),
                                "give an offset for the first generation of every row",
                            ));
                            continue;
                        }
                    },
                };
                let (name, printed) = suffix(e, "_e64");
                long[gi] = Some(GenEntry {
                    name,
                    printed,
                    opcode,
                    ..e.clone()
                });
            }
            push_split(&mut out, ei, row, &short, None);
            let note = format!(
                "the 64-bit form of `{}`: its opcode plus `{}`'s offset",
                row.mnemonic, enc.name
            );
            push_split(&mut out, target, row, &long, Some(note));
        }
    }
    out
}

/// The forms `row` has through its encoding's `derive NAME in TARGET (…)` clauses (SDWA,
/// DPP): in `TARGET` at the row's 32-bit opcode, on the generations `TARGET` has a layout
/// for, named `{name}_{NAME}` after the row's name on each generation, with the row's
/// operands and then the clause's (a clause operand named like a row operand replaces it,
/// as SDWA's `clamp`, which every form has). A row has the form where its operands fit the
/// target (see `fits`) and it has both a 32- and a 64-bit form, unless it says `no NAME`
/// (`no NAME from GEN`: from that generation on; `no NAME (OPERAND, …)`: the form without
/// those operands, as SDWA has no `omod` for integer results). On the generations of the clause's
/// `bare { … }`, and on all of them for a `nosuffix` row, the form prints the row's name
/// without the suffix (LLVM prints `_e32`/`_e64`/`_dpp`/`_sdwa` with the destination
/// operand: a row without one, `v_nop`, prints none).
fn derived_rows(
    acc: &mut crate::errors::Accumulator,
    enc: &EncodingDef,
    encodings: &[&EncodingDef],
    by_name: &HashMap<String, usize>,
    row: &RowDef,
    per_gen: &[Option<GenEntry>; GEN_COUNT],
) -> Vec<(usize, RowDef)> {
    let mut out = Vec::new();
    for no in &row.no {
        if !enc.derives.iter().any(|d| d.name == no.name) {
            acc.push(help(
                no.name.span(),
                format!("`{}` derives no form named `{}`", enc.name, no.name),
                "`no NAME` opts a row out of a form its encoding's `derive NAME` clause gives",
            ));
        }
    }
    // Generations (indices) from which each `no` clause applies.
    let no_from = |name: &Ident, acc: &mut crate::errors::Accumulator| -> Option<usize> {
        let no = row
            .no
            .iter()
            .find(|n| n.name == *name && n.operands.is_empty())?;
        match &no.from {
            None => Some(0),
            Some(g) => Some(gen_index(acc, g).unwrap_or(0)),
        }
    };
    for d in &enc.derives {
        let Some(&target) = by_name.get(&d.target.to_string()) else {
            acc.push(help(
                d.target.span(),
                format!("no encoding named `{}` in this block", d.target),
                "name the encoding of the derived form",
            ));
            continue;
        };
        let target_def = encodings[target];
        let bare: Vec<usize> = d.bare.iter().filter_map(|g| gen_index(acc, g)).collect();
        let no_from = no_from(&d.name, acc);
        if no_from == Some(0) || !fits(row, target_def) {
            continue;
        }
        let has = layout_gens(target_def).map(|g| g.is_some());
        let entries: [Option<GenEntry>; GEN_COUNT] = std::array::from_fn(|gi| {
            let e = per_gen[gi]
                .as_ref()
                .filter(|e| has[gi] && e.forms == Forms::Both)
                .filter(|_| no_from.is_none_or(|from| gi < from))?;
            Some(GenEntry {
                name: format!("{}_{}", e.name, d.name),
                printed: (bare.contains(&gi) || row.nosuffix.is_some()).then(|| e.name.clone()),
                ..e.clone()
            })
        });
        if entries.iter().all(Option::is_none) {
            continue;
        }
        let mut operands = row.operands.clone();
        for o in &d.operands {
            match operands.iter_mut().find(|r| r.name == o.name) {
                Some(r) => *r = o.clone(),
                None => operands.push(o.clone()),
            }
        }
        for gone in row
            .no
            .iter()
            .filter(|n| n.name == d.name)
            .flat_map(|n| &n.operands)
        {
            match operands.iter().position(|o| o.name == *gone) {
                Some(i) => {
                    operands.remove(i);
                }
                None => acc.push(help(
                    gone.span(),
                    format!(
                        "the `{}` form of `{}` has no operand `{gone}`",
                        d.name, row.mnemonic
                    ),
                    "`no NAME (OPERAND)` removes an operand the derived form would have",
                )),
            }
        }
        let derived = RowDef {
            operands,
            also: Vec::new(),
            no: Vec::new(),
            e64_in: None,
            nosuffix: None,
            e32suffix: None,
            ..row.clone()
        };
        let note = format!(
            "the `{}` form of `{}`, in `{}` at its opcode",
            d.name, row.mnemonic, d.target
        );
        let start = out.len();
        push_split(&mut out, target, &derived, &entries, Some(note));
        // A generation the target has no layout for needs no `removed`.
        for (_, r) in &mut out[start..] {
            r.opcodes.retain(|(g, e)| {
                let gi = GENERATIONS.iter().position(|n| *g == n);
                !matches!(e.value, OpcodeValue::Removed(_)) || gi.is_some_and(|gi| has[gi])
            });
        }
    }
    out
}

/// Whether `row`'s operands fit a derived form's encoding: every value-typed source
/// (`f<B>`, `b<B>`, …) has a slot there and is at most 32 bits wide, the only other
/// operands in its slots are single-VGPR destinations, and everything else is an operand
/// the form may leave implicit or out (`vcc`, `clamp`, `omod`). A form of SDWA/DPP
/// permutes or selects a VGPR source, so a row needs at least one such source, unless it
/// has no operands at all (`v_nop`, whose forms LLVM decodes with the fields of the
/// absent operands 0: the target's `zero_when_unused`).
fn fits(row: &RowDef, target: &EncodingDef) -> bool {
    use crate::kinds::{lookup, Bind};
    let mut sources = 0;
    for o in &row.operands {
        let slot = target.slots.iter().find(|s| s.name == o.name);
        for (_, k) in &o.kinds {
            let Some(kind) = lookup(&k.name.to_string()) else {
                return false;
            };
            let param = |i: usize| k.params.get(i).and_then(|p| p.base10_parse::<u64>().ok());
            match kind.bind {
                Bind::Source if slot.is_some() && param(0).unwrap_or(32) <= 32 => sources += 1,
                Bind::Source => return false,
                Bind::Mask | Bind::Modifier | Bind::Absent => {}
                Bind::Fixed => {
                    let out = slot
                        .and_then(|s| s.role.as_ref())
                        .is_some_and(|r| r.name == "out");
                    if !(out && kind.name == "vreg" && param(0) == Some(1)) {
                        return false;
                    }
                }
            }
        }
    }
    sources > 0 || row.operands.is_empty()
}

/// The forms `row` has in other encodings through `also NAME`: each at the row's opcodes on
/// the generations the target encoding has, named `{row}_{NAME}` and printed as the row (or,
/// with `prefix P`, named and printed as the row with its first word replaced by `P`, plus
/// whatever `NAME` adds to `P`). A variant operand named like a row operand takes its place;
/// the row's operands the target has no slot for are left out; the operands are then in
/// the order of the target's slots, as LLVM prints them.
fn variant_rows(
    acc: &mut crate::errors::Accumulator,
    enc: &EncodingDef,
    encodings: &[&EncodingDef],
    by_name: &HashMap<String, usize>,
    row: &RowDef,
) -> Vec<(usize, RowDef)> {
    let mut out = Vec::new();
    for name in &row.also {
        let Some(variant) = enc.variants.iter().find(|v| v.name == *name) else {
            let known: Vec<String> = enc
                .variants
                .iter()
                .map(|v| format!("`{}`", v.name))
                .collect();
            acc.push(help(
                name.span(),
                format!("`{}` has no variant `{name}`", enc.name),
                if known.is_empty() {
                    format!(
                        "declare `variant {name} in ENCODING (...)` in `{}`",
                        enc.name
                    )
                } else {
                    format!("its variants are {}", known.join(", "))
                },
            ));
            continue;
        };
        let Some(&target) = by_name.get(&variant.target.to_string()) else {
            acc.push(help(
                variant.target.span(),
                format!("no encoding named `{}` in this block", variant.target),
                "name the encoding of the variant's form",
            ));
            continue;
        };
        if let Some((_, e)) = row
            .opcodes
            .iter()
            .find(|(_, e)| e.rename.is_some() || e.form.is_some())
        {
            let word = e.rename.as_ref().or(e.form.as_ref()).expect("found above");
            acc.push(help(
                word.span(),
                format!(
                    "`{}` has variant `{name}`, whose name cannot change per generation",
                    row.mnemonic
                ),
                "give the instruction one name on every generation",
            ));
            continue;
        }
        let Some((mnemonic, printed)) = variant_names(acc, row, variant) else {
            continue;
        };
        let target_def = encodings[target];
        let opcodes = opcodes_on(row, target_def);
        if opcodes.is_empty() {
            acc.push(help(
                name.span(),
                format!(
                    "`{}` has no generation on which `{}` has a layout, so no `{name}` form",
                    row.mnemonic, variant.target
                ),
                "drop the variant from this row, or give the row an opcode on such a generation",
            ));
            continue;
        }
        let slots = &target_def.slots;
        let mut operands: Vec<OperandDef> = row
            .operands
            .iter()
            .filter(|o| slots.iter().any(|s| s.name == o.name))
            .map(|o| {
                let replaced = variant.operands.iter().find(|v| v.name == o.name);
                replaced.unwrap_or(o).clone()
            })
            .collect();
        for v in &variant.operands {
            if !operands.iter().any(|o| o.name == v.name) {
                operands.push(v.clone());
            }
        }
        let slot_index = |o: &OperandDef| {
            slots
                .iter()
                .position(|s| s.name == o.name)
                .unwrap_or(usize::MAX)
        };
        operands.sort_by_key(slot_index);
        out.push((
            target,
            RowDef {
                mnemonic: Ident::new(&mnemonic, name.span()),
                opcodes,
                operands,
                also: Vec::new(),
                no: Vec::new(),
                e64_in: None,
                nosuffix: None,
                e32suffix: None,
                derived: Some(format!(
                    "the `{name}` form of `{}`, in `{}` at its opcode",
                    row.mnemonic, variant.target
                )),
                printed: Some(printed),
                ..row.clone()
            },
        ));
    }
    out
}

/// `row` without the operands only its variants have a place for (the `vdst` of an
/// atomic's returning form): an operand no slot of its own encoding nor of any variant's
/// takes stays, for the validator to report.
fn own_operands(
    enc: &EncodingDef,
    encodings: &[&EncodingDef],
    by_name: &HashMap<String, usize>,
    row: &RowDef,
) -> RowDef {
    let has_slot = |e: &EncodingDef, o: &OperandDef| e.slots.iter().any(|s| s.name == o.name);
    let in_variant = |o: &OperandDef| {
        row.also.iter().any(|name| {
            enc.variants
                .iter()
                .filter(|v| v.name == *name)
                .filter_map(|v| by_name.get(&v.target.to_string()))
                .any(|&t| has_slot(encodings[t], o))
        })
    };
    RowDef {
        operands: row
            .operands
            .iter()
            .filter(|o| has_slot(enc, o) || !in_variant(o))
            .cloned()
            .collect(),
        ..row.clone()
    }
}

/// The type name and the printed name of `row`'s form through `variant`.
fn variant_names(
    acc: &mut crate::errors::Accumulator,
    row: &RowDef,
    variant: &VariantDef,
) -> Option<(String, String)> {
    let row_name = row.mnemonic.to_string();
    let name = variant.name.to_string();
    let Some(prefix) = &variant.prefix else {
        return Some((format!("{row_name}_{name}"), row_name));
    };
    let prefix_text = prefix.to_string();
    let Some((_, rest)) = row_name.split_once('_') else {
        acc.push(help(
            row.mnemonic.span(),
            format!(
                "`{row_name}` has variant `{name}` with `prefix {prefix_text}`, but no first word to replace"
            ),
            "a prefixed variant replaces the row name's first word (`flat_load_dword` → `global_load_dword`)",
        ));
        return None;
    };
    let printed = format!("{prefix_text}_{rest}");
    // What the variant's name adds to the prefix names the form apart from the plain one.
    let extra = name
        .strip_prefix(&prefix_text)
        .map(|e| e.trim_start_matches('_'))
        .unwrap_or(&name);
    let mnemonic = if extra.is_empty() {
        printed.clone()
    } else {
        format!("{printed}_{extra}")
    };
    Some((mnemonic, printed))
}

/// The row's opcode entries on the generations `target` has a layout for: the carried
/// value on each, and `removed` where the row ends.
fn opcodes_on(row: &RowDef, target: &EncodingDef) -> Vec<(Ident, OpcodeEntry)> {
    let index = |g: &Ident| GENERATIONS.iter().position(|n| *g == n);
    let mut carried: [Option<&OpcodeEntry>; GEN_COUNT] = Default::default();
    let mut current = None;
    for (gi, slot) in carried.iter_mut().enumerate() {
        if let Some((_, e)) = row.opcodes.iter().find(|(g, _)| index(g) == Some(gi)) {
            current = Some(e);
        }
        *slot = current;
    }
    let has = layout_gens(target);
    let mut out = Vec::new();
    let mut live = false;
    for gi in 0..GEN_COUNT {
        let (Some(gen), Some(entry)) = (has[gi], carried[gi]) else {
            continue;
        };
        let is_value = matches!(entry.value, OpcodeValue::Value(_));
        if is_value || live {
            out.push((Ident::new(GENERATIONS[gi], gen.span()), entry.clone()));
        }
        live = is_value;
    }
    out
}

/// Per generation, the generation's name as `enc`'s layouts write it, where `enc` has a
/// layout for it.
fn layout_gens(enc: &EncodingDef) -> [Option<&Ident>; GEN_COUNT] {
    let mut has = [None; GEN_COUNT];
    for layout in &enc.layouts {
        for g in &layout.gens {
            if let Some(gi) = GENERATIONS.iter().position(|n| *g == n) {
                has[gi] = Some(g);
            }
        }
    }
    has
}

fn offsets(acc: &mut crate::errors::Accumulator, def: &E64Def) -> Option<[Option<u64>; GEN_COUNT]> {
    let mut entries = [None; GEN_COUNT];
    let mut ok = true;
    for (gen, lit) in &def.offsets {
        let Some(gi) = gen_index(acc, gen) else {
            ok = false;
            continue;
        };
        match lit.base10_parse::<u64>() {
            Ok(v) => entries[gi] = Some(v),
            Err(e) => {
                acc.push(e);
                ok = false;
            }
        }
    }
    let mut out = [None; GEN_COUNT];
    let mut current = None;
    for gi in 0..GEN_COUNT {
        current = entries[gi].or(current);
        out[gi] = current;
    }
    ok.then_some(out)
}

/// The row's opcode entries carried forward: per generation, its forms, opcode and name.
fn carry(
    acc: &mut crate::errors::Accumulator,
    row: &RowDef,
    derives: bool,
) -> Option<[Option<GenEntry>; GEN_COUNT]> {
    let mut given: [Option<&OpcodeEntry>; GEN_COUNT] = Default::default();
    let mut ok = true;
    for (gen, entry) in &row.opcodes {
        let Some(gi) = gen_index(acc, gen) else {
            ok = false;
            continue;
        };
        if given[gi].replace(entry).is_some() {
            acc.push(help(
                gen.span(),
                format!("`{}` gives an opcode for {gen} twice", row.mnemonic),
                "give each generation at most one entry",
            ));
            ok = false;
        }
        if let Some(form) = &entry.form {
            if !derives {
                acc.push(help(
                    form.span(),
                    format!(
                        "`{form}` on `{}`, whose encoding has no 64-bit form",
                        row.mnemonic
                    ),
                    "`e32 N`/`e64 N` say which form a row of VOP1/VOP2/VOPC has",
                ));
                ok = false;
            } else if form != "e32" && form != "e64" {
                acc.push(help(
                    form.span(),
                    format!("expected `e32` or `e64`, found `{form}`"),
                    "write `gfx8: e64 0x289` for an instruction that exists only as VOP3",
                ));
                ok = false;
            }
        }
    }
    if !ok {
        return None;
    }
    let mut out: [Option<GenEntry>; GEN_COUNT] = Default::default();
    let mut current: Option<GenEntry> = None;
    for gi in 0..GEN_COUNT {
        if let Some(entry) = given[gi] {
            current = match &entry.value {
                OpcodeValue::Removed(_) => None,
                OpcodeValue::Value(lit) => match lit.base10_parse::<u64>() {
                    Ok(opcode) => Some(GenEntry {
                        forms: match entry.form.as_ref().map(|f| f.to_string()).as_deref() {
                            Some("e32") => Forms::E32Only,
                            Some("e64") => Forms::E64Only,
                            _ => Forms::Both,
                        },
                        opcode,
                        span: lit.span(),
                        name: entry.rename.as_ref().unwrap_or(&row.mnemonic).to_string(),
                        printed: None,
                    }),
                    Err(e) => {
                        acc.push(e);
                        return None;
                    }
                },
            };
        }
        out[gi] = current.clone();
    }
    Some(out)
}

/// One row per printed name: a name that changes between generations ends one row
/// (`removed`) and starts another.
fn push_split(
    out: &mut Vec<(usize, RowDef)>,
    ei: usize,
    row: &RowDef,
    per_gen: &[Option<GenEntry>; GEN_COUNT],
    derived: Option<String>,
) {
    // One row per name and printed name: a derived form may print bare on some
    // generations only (gfx8 VOPC SDWA).
    let mut names: Vec<(&str, Option<&String>)> = Vec::new();
    for e in per_gen.iter().flatten() {
        if !names
            .iter()
            .any(|(n, p)| *n == e.name && *p == e.printed.as_ref())
        {
            names.push((&e.name, e.printed.as_ref()));
        }
    }
    for (name, printed) in names {
        let mut opcodes = Vec::new();
        // Entries only where something changes: validation carries them forward again, and
        // generations without a layout stay silent, as in a hand-written row.
        let mut previous: Option<u64> = None;
        for (gi, e) in per_gen.iter().enumerate() {
            let has = e
                .as_ref()
                .filter(|e| e.name == name && e.printed.as_ref() == printed);
            let gen = Ident::new(GENERATIONS[gi], row.mnemonic.span());
            match has {
                Some(e) if previous != Some(e.opcode) => {
                    let lit = LitInt::new(&e.opcode.to_string(), e.span);
                    opcodes.push((
                        gen,
                        OpcodeEntry {
                            form: None,
                            value: OpcodeValue::Value(lit),
                            rename: None,
                        },
                    ));
                }
                None if previous.is_some() => opcodes.push((
                    gen,
                    OpcodeEntry {
                        form: None,
                        value: OpcodeValue::Removed(Ident::new("removed", row.mnemonic.span())),
                        rename: None,
                    },
                )),
                _ => {}
            }
            previous = has.map(|e| e.opcode);
        }
        out.push((
            ei,
            RowDef {
                mnemonic: Ident::new(name, row.mnemonic.span()),
                opcodes,
                derived: derived.clone(),
                printed: printed.cloned(),
                ..row.clone()
            },
        ));
    }
}
