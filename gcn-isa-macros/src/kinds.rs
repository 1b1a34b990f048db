//! The operand kinds an `isa!` row may name, and the runtime type each one maps to.
//!
//! A kind binds a fixed number of encoding fields (its arity) and names a type that
//! implements `gcn_isa::operand::Operand<arity>`; the type owns decoding, encoding and
//! printing. Adding a kind means one entry here and one type in `gcn-isa/src/operand`.

use proc_macro2::TokenStream;
use quote::ToTokens;

/// How the generated `Display` prints an operand.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Print {
    /// Through the type's `Operand::display` / `display_modifiers`.
    Type,
    /// A one-bit modifier printed as the operand's own name when set (`glc`).
    Flag,
    /// A scalar register whose LLVM class excludes M0 and EXEC (flagged when decoded).
    ExcludingM0Exec,
    /// Kept and encoded but never printed: LLVM 19 neither prints nor parses it.
    Unprinted,
    /// A VGPR range that grows by one register when the row's `tfe` flag is set.
    GrowsWithTfe,
}

pub struct Kind {
    pub name: &'static str,
    /// Names of the integer parameters, e.g. `["N"]` for `sreg<N>`.
    pub params: &'static [&'static str],
    /// Allowed values of the parameter (empty: 1..=32).
    pub allowed: &'static [u64],
    pub arity: usize,
    /// A one-field kind whose field holds the value shifted right by this much
    /// (SBASE holds an SGPR pair index, SRSRC a quad index).
    pub shift: u32,
    pub print: Print,
    /// The type in `gcn_isa::operand` (or `bool`); `{}` stands for the parameter.
    ty: &'static str,
}

impl Kind {
    /// The value a constructor gives a modifier of this kind (`glc` off, no offset, the
    /// default format), or `None` for an operand the constructor takes as an argument.
    pub fn default_value(&self) -> Option<TokenStream> {
        match (self.print, self.name) {
            (Print::Flag | Print::Unprinted, _) => Some(quote::quote!(false)),
            (_, "buf_offset") => Some(quote::quote!(::gcn_isa::operand::BufOffset::ZERO)),
            (_, "buf_format") => Some(quote::quote!(::gcn_isa::operand::BufFormat::DEFAULT)),
            _ => None,
        }
    }

    pub fn rust_type(&self, params: &[u64]) -> TokenStream {
        let ty = params.iter().fold(self.ty.to_string(), |ty, p| {
            ty.replacen("{}", &p.to_string(), 1)
        });
        let path = if ty == "bool" {
            ty
        } else {
            format!("::gcn_isa::operand::{ty}")
        };
        match syn::parse_str::<syn::Type>(&path) {
            Ok(t) => t.to_token_stream(),
            Err(e) => e.to_compile_error(),
        }
    }
}

#[allow(clippy::too_many_arguments)]
const fn kind(
    name: &'static str,
    params: &'static [&'static str],
    allowed: &'static [u64],
    arity: usize,
    shift: u32,
    print: Print,
    ty: &'static str,
) -> Kind {
    Kind {
        name,
        params,
        allowed,
        arity,
        shift,
        print,
        ty,
    }
}

const REG_WIDTHS: &[u64] = &[1, 2, 3, 4, 8, 16];
/// Scalar sources are 32 or 64 bits wide.
const SCALAR_SRC_WIDTHS: &[u64] = &[1, 2];
const N: &[&str] = &["N"];
const NONE: &[&str] = &[];
const ANY: &[u64] = &[];

#[rustfmt::skip]
pub static KINDS: &[Kind] = &[
    //    name               params     allowed            arity shift print                    type
    kind("sreg",           N,          REG_WIDTHS,        1, 0, Print::Type,            "SReg<{}>"),
    kind("sdst",           N,          REG_WIDTHS,        1, 0, Print::ExcludingM0Exec, "SReg<{}>"),
    kind("sbase",          N,          &[2, 4],           1, 1, Print::Type,            "SReg<{}>"),
    kind("srsrc",          NONE,       ANY,               1, 2, Print::Type,            "SReg<4>"),
    kind("vreg",           N,          REG_WIDTHS,        1, 0, Print::Type,            "VReg<{}>"),
    kind("vdata",          N,          REG_WIDTHS,        1, 0, Print::GrowsWithTfe,    "VReg<{}>"),
    kind("flag",           NONE,       ANY,               1, 0, Print::Flag,            "bool"),
    kind("unprinted_flag", NONE,       ANY,               1, 0, Print::Unprinted,       "bool"),
    kind("uimm",           &["BITS"],  ANY,               1, 0, Print::Type,            "Imm<{}>"),
    kind("smrd_offset",    NONE,       ANY,               2, 0, Print::Type,            "SmrdOffset"),
    kind("smem_offset",    NONE,       ANY,               4, 0, Print::Type,            "SmemOffset"),
    kind("buf_addr",       NONE,       ANY,               4, 0, Print::Type,            "BufAddr"),
    kind("buf_format",     NONE,       ANY,               2, 0, Print::Type,            "BufFormat"),
    kind("buf_offset",     NONE,       ANY,               1, 0, Print::Type,            "BufOffset"),
    kind("soffset",        NONE,       ANY,               1, 0, Print::Type,            "SOffset"),
    kind("ssrc",           N,          SCALAR_SRC_WIDTHS, 1, 0, Print::Type,            "SSrc<{}>"),
    kind("sreg_src",       N,          SCALAR_SRC_WIDTHS, 1, 0, Print::Type,            "RegSrc<{}>"),
    kind("lit32",          NONE,       ANY,               0, 0, Print::Type,            "Literal32"),
    kind("hex16",          NONE,       ANY,               1, 0, Print::Type,            "Hex16"),
    kind("opt_imm16",      NONE,       ANY,               1, 0, Print::Type,            "OptImm16"),
    kind("branch",         NONE,       ANY,               1, 0, Print::Type,            "BranchOffset"),
    kind("waitcnt",        NONE,       ANY,               1, 0, Print::Type,            "WaitCnt"),
    kind("hwreg",          NONE,       ANY,               1, 0, Print::Type,            "HwReg"),
    kind("sendmsg",        NONE,       ANY,               1, 0, Print::Type,            "SendMsg"),
    kind("gpr_idx",        NONE,       ANY,               1, 0, Print::Type,            "GprIdxMode"),
];

pub fn lookup(name: &str) -> Option<&'static Kind> {
    KINDS.iter().find(|k| k.name == name)
}

/// A `help:` line for an unknown kind: the closest known name, or all of them.
pub fn suggest(unknown: &str) -> String {
    let closest = KINDS
        .iter()
        .map(|k| (edit_distance(unknown, k.name), k.name))
        .min()
        .filter(|(d, _)| *d <= 2);
    match closest {
        Some((_, name)) => format!("did you mean `{name}`?"),
        None => format!(
            "the operand kinds are {}",
            KINDS.iter().map(|k| k.name).collect::<Vec<_>>().join(", ")
        ),
    }
}

fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != *cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}
