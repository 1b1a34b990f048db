//! Names of shapes: what a user reads in `gfx9::Vop2::VF32V` or `gfx9::MtbufV4Out`.
//!
//! A shape is named by what sets it apart from the other shapes of its encoding: the codes
//! of its operands (register widths, value types, modifiers) minus those every shape of the
//! encoding has; where two shapes still read alike, the features that differ between them
//! (an operand's role or binding); only then a number.
//! Names do not depend on field positions, so a shape keeps its name across generations.

use crate::model::{InstructionModel, OperandModel, Role};
use crate::validate::to_snake_camel as camel;
use proc_macro2::{Ident, Span};
use std::collections::{BTreeSet, HashMap};

/// What an operand shows in every name: its register width or value type, or its kind.
fn primary(op: &OperandModel) -> String {
    let n = op.params.first().copied().unwrap_or(1);
    let width = |prefix: &str| {
        if n == 1 {
            prefix.to_string()
        } else {
            format!("{prefix}{n}")
        }
    };
    match op.kind.name {
        "vreg" | "vdata" | "vreg_src" | "vreg_src_mods" => width("V"),
        "sreg" | "sdst" | "sdst_code" | "sbase" => width("S"),
        "vsrc" | "vsrc_nolit" | "vsrc_mods" | "vsrc_sext" | "vsrc_neg" | "sdwa_mods"
        | "sdwa_sext" => match op.value {
            Some(v) => v.to_string(),
            None => format!("B{}", 32 * n),
        },
        "ssrc" | "sreg_src" => format!("B{}", 32 * n),
        "srsrc" => "Rsrc".into(),
        "k32" => "K".into(),
        "vcc" | "mask_src" => "Vcc".into(),
        "sdwa_sdst" => "S2".into(),
        // One-bit modifiers of memory instructions name a shape only to tell it apart.
        "flag" | "unprinted_flag" => String::new(),
        other => camel(other),
    }
}

/// What tells two operands of the same primary code apart.
fn secondary(op: &OperandModel) -> Vec<String> {
    let name = camel(&op.name.to_string());
    let role = match op.role {
        Role::Read => "In",
        Role::Write => "Out",
        Role::ReadWrite => "InOut",
    };
    let binding = match op.kind.name {
        "vsrc_nolit" => "NoLiteral",
        "vsrc_mods" => "Mods",
        "vsrc_sext" | "sdwa_sext" => "Sext",
        "sdwa_mods" => "Mods",
        "vsrc_neg" => "Neg",
        "vreg_src" => "VgprOnly",
        "vreg_src_mods" => "Mods",
        "sreg_src" => "RegOnly",
        _ => "",
    };
    let mut features = vec![name.clone(), format!("{name}{role}")];
    if !binding.is_empty() {
        features.push(format!("{name}{binding}"));
    }
    features
}

/// One shape to name: its encoding, its key (operands without fields) and an instruction
/// of it.
pub struct Unnamed<'a> {
    pub encoding: &'a Ident,
    pub key: &'a str,
    pub instruction: &'a InstructionModel,
}

/// The name (after the encoding's) of every key, unique within each encoding.
pub fn shape_variants(shapes: &[Unnamed]) -> HashMap<String, Ident> {
    let mut names = HashMap::new();
    let encodings: BTreeSet<String> = shapes.iter().map(|s| s.encoding.to_string()).collect();
    for enc in encodings {
        let mine: Vec<&Unnamed> = shapes
            .iter()
            .filter(|s| *s.encoding == enc.as_str())
            .collect();
        let codes: Vec<Vec<(String, String)>> = mine
            .iter()
            .map(|s| {
                s.instruction
                    .operands
                    .iter()
                    .map(|op| (op.name.to_string(), primary(op)))
                    .collect()
            })
            .collect();
        // Codes every shape of the encoding has tell nothing apart.
        let common: BTreeSet<&(String, String)> = codes
            .first()
            .map(|c| {
                c.iter()
                    .filter(|code| codes.iter().all(|other| other.contains(code)))
                    .collect()
            })
            .unwrap_or_default();
        let base: Vec<String> = codes
            .iter()
            .map(|c| {
                let shown: String = c
                    .iter()
                    .filter(|code| mine.len() == 1 || !common.contains(code))
                    .filter(|(_, code)| !code.is_empty())
                    .map(|(_, code)| code.as_str())
                    .collect();
                if shown.is_empty() {
                    "Nullary".into()
                } else {
                    shown
                }
            })
            .collect();
        let features: Vec<BTreeSet<String>> = mine
            .iter()
            .map(|s| {
                let f: BTreeSet<String> =
                    s.instruction.operands.iter().flat_map(secondary).collect();
                f
            })
            .collect();
        let mut taken: HashMap<String, usize> = HashMap::new();
        for (k, s) in mine.iter().enumerate() {
            let group: Vec<usize> = (0..mine.len()).filter(|&j| base[j] == base[k]).collect();
            let mut name = base[k].clone();
            if group.len() > 1 {
                // Features this shape has that not every shape of its group has, shortest
                // first: the fewest words that set it apart.
                let mut extra: Vec<&String> = features[k]
                    .iter()
                    .filter(|f| !group.iter().all(|&j| features[j].contains(*f)))
                    .collect();
                extra.sort_by_key(|f| f.len());
                if let Some(f) = extra.iter().find(|f| {
                    group
                        .iter()
                        .filter(|&&j| j != k)
                        .all(|&j| !features[j].contains(**f))
                }) {
                    name.push_str(f);
                } else {
                    name.extend(extra.iter().map(|f| f.as_str()));
                }
            }
            let seen = taken
                .entry(name.clone())
                .and_modify(|n| *n += 1)
                .or_insert(1);
            if *seen > 1 {
                name = format!("{name}{seen}");
            }
            names.insert(s.key.to_string(), Ident::new(&name, Span::call_site()));
        }
    }
    names
}
