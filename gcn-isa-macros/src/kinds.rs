//! The operand kinds an `isa!` row may name, and the runtime type each one maps to.
//!
//! A kind binds a fixed number of encoding fields (its arity) and names a type that
//! implements `gcn_isa::operand::Operand<arity>`; the type owns decoding, encoding and
//! printing. Adding a kind means one entry here and one type in `gcn-isa/src/operand`.

use proc_macro2::TokenStream;
use quote::quote;

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
    /// Allowed values per parameter (empty: any value below 64).
    pub allowed: &'static [u64],
    pub arity: usize,
    /// A one-field kind whose field holds the value shifted right by this much
    /// (SBASE holds an SGPR pair index, SRSRC a quad index).
    pub shift: u32,
    pub print: Print,
    ty: fn(&[u64]) -> TokenStream,
}

impl Kind {
    pub fn rust_type(&self, params: &[u64]) -> TokenStream {
        (self.ty)(params)
    }
}

const REG_WIDTHS: &[u64] = &[1, 2, 3, 4, 8, 16];
/// Scalar sources are 32 or 64 bits wide.
const SCALAR_SRC_WIDTHS: &[u64] = &[1, 2];

fn n(params: &[u64]) -> usize {
    params[0] as usize
}

pub static KINDS: &[Kind] = &[
    Kind {
        name: "sreg",
        params: &["N"],
        allowed: REG_WIDTHS,
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |p| {
            let n = n(p);
            quote!(::gcn_isa::operand::SReg<#n>)
        },
    },
    Kind {
        name: "sdst",
        params: &["N"],
        allowed: REG_WIDTHS,
        arity: 1,
        shift: 0,
        print: Print::ExcludingM0Exec,
        ty: |p| {
            let n = n(p);
            quote!(::gcn_isa::operand::SReg<#n>)
        },
    },
    Kind {
        name: "sbase",
        params: &["N"],
        allowed: &[2, 4],
        arity: 1,
        shift: 1,
        print: Print::Type,
        ty: |p| {
            let n = n(p);
            quote!(::gcn_isa::operand::SReg<#n>)
        },
    },
    Kind {
        name: "srsrc",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 2,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::SReg<4>),
    },
    Kind {
        name: "vreg",
        params: &["N"],
        allowed: REG_WIDTHS,
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |p| {
            let n = n(p);
            quote!(::gcn_isa::operand::VReg<#n>)
        },
    },
    Kind {
        name: "vdata",
        params: &["N"],
        allowed: REG_WIDTHS,
        arity: 1,
        shift: 0,
        print: Print::GrowsWithTfe,
        ty: |p| {
            let n = n(p);
            quote!(::gcn_isa::operand::VReg<#n>)
        },
    },
    Kind {
        name: "flag",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Flag,
        ty: |_| quote!(bool),
    },
    Kind {
        name: "unprinted_flag",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Unprinted,
        ty: |_| quote!(bool),
    },
    Kind {
        name: "uimm",
        params: &["BITS"],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |p| {
            let bits = p[0] as u32;
            quote!(::gcn_isa::operand::Imm<#bits>)
        },
    },
    Kind {
        name: "smrd_offset",
        params: &[],
        allowed: &[],
        arity: 2,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::SmrdOffset),
    },
    Kind {
        name: "smem_offset",
        params: &[],
        allowed: &[],
        arity: 4,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::SmemOffset),
    },
    Kind {
        name: "buf_addr",
        params: &[],
        allowed: &[],
        arity: 4,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::BufAddr),
    },
    Kind {
        name: "buf_format",
        params: &[],
        allowed: &[],
        arity: 2,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::BufFormat),
    },
    Kind {
        name: "buf_offset",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::BufOffset),
    },
    Kind {
        name: "soffset",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::SOffset),
    },
    Kind {
        name: "ssrc",
        params: &["N"],
        allowed: SCALAR_SRC_WIDTHS,
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |p| {
            let n = n(p);
            quote!(::gcn_isa::operand::SSrc<#n>)
        },
    },
    Kind {
        name: "sreg_src",
        params: &["N"],
        allowed: SCALAR_SRC_WIDTHS,
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |p| {
            let n = n(p);
            quote!(::gcn_isa::operand::RegSrc<#n>)
        },
    },
    Kind {
        name: "lit32",
        params: &[],
        allowed: &[],
        arity: 0,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::Literal32),
    },
    Kind {
        name: "hex16",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::Hex16),
    },
    Kind {
        name: "imm16",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::Imm16),
    },
    Kind {
        name: "opt_imm16",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::OptImm16),
    },
    Kind {
        name: "branch",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::BranchOffset),
    },
    Kind {
        name: "waitcnt",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::WaitCnt),
    },
    Kind {
        name: "hwreg",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::HwReg),
    },
    Kind {
        name: "sendmsg",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::SendMsg),
    },
    Kind {
        name: "gpr_idx",
        params: &[],
        allowed: &[],
        arity: 1,
        shift: 0,
        print: Print::Type,
        ty: |_| quote!(::gcn_isa::operand::GprIdxMode),
    },
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
