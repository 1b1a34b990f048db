//! The operand kinds an `isa!` row may name, and the runtime type each one maps to.
//!
//! A kind binds a fixed number of encoding fields (its arity) and names a type that
//! implements `gcn_isa::operand::Operand<arity>`; the type owns decoding, encoding and
//! printing. Adding a kind means one entry here and one type in `gcn-isa/src/operand`.

use proc_macro2::TokenStream;

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
    /// Binds no bits and always prints the operand's name as a modifier: what a form's
    /// fixed bits mean (`lds` of a buffer load's LDS form).
    Marker,
    /// A GLOBAL/SCRATCH address's VGPR part, whose form follows the row's `saddr` operand
    /// (`off` or a scalar base).
    FollowsSaddr,
    /// An image instruction's data VGPRs, as many as the row's `dmask`, `tfe` and `d16`
    /// operands ask for, within the variants LLVM has for the `ImageClass` named here.
    ImageData(&'static str),
}

/// How a row's operand kind finds its fields in a form's encoding.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Bind {
    /// Binds exactly `arity` fields of its slot.
    Fixed,
    /// A vector source of a value type (`f<32>`, `b<64>`): the slot decides what it can
    /// hold (a VGPR in an 8-bit field, any source in a 9-bit one, with modifiers where the
    /// slot has ABS/NEG fields).
    Source,
    /// A lane mask (`vcc_src`, `vcc_dst`): the implicit `vcc` where the encoding has no
    /// slot for it, a 64-bit scalar operand where it has one.
    Mask,
    /// A 64-bit-only modifier (`clamp`, `omod`, `op_sel`): absent from forms without a slot.
    Modifier,
    /// `none`: the operand does not exist on this generation.
    Absent,
}

pub struct Kind {
    pub name: &'static str,
    pub bind: Bind,
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
            (Print::Marker, "set_flag") => Some(quote::quote!(::gcn_isa::operand::Set)),
            (Print::Marker, _) => Some(quote::quote!(())),
            (_, "ds_offset") => Some(quote::quote!(::gcn_isa::operand::DsOffset::ZERO)),
            (_, "ds_offset2") => Some(quote::quote!(::gcn_isa::operand::DsOffsets::ZERO)),
            (_, "ds_swizzle") => Some(quote::quote!(::gcn_isa::operand::Swizzle::NONE)),
            (_, "buf_offset") => Some(quote::quote!(::gcn_isa::operand::BufOffset::ZERO)),
            (_, "flat_offset") => Some(quote::quote!(::gcn_isa::operand::FlatOffset::ZERO)),
            (_, "global_offset") => Some(quote::quote!(::gcn_isa::operand::GlobalOffset::ZERO)),
            (_, "buf_format") => Some(quote::quote!(::gcn_isa::operand::BufFormat::DEFAULT)),
            (_, "omod") => Some(quote::quote!(::gcn_isa::operand::OMod::None)),
            (_, "op_sel") => Some(quote::quote!(::gcn_isa::operand::OpSel::NONE)),
            (_, "vcc") => Some(quote::quote!(::gcn_isa::operand::Vcc)),
            (_, "pk_mods") => Some(quote::quote!(::gcn_isa::operand::PkMods::DEFAULT)),
            (_, "mix_sel") => Some(quote::quote!(::gcn_isa::operand::MixSel::NONE)),
            (_, "sel_hi_ones") => Some(quote::quote!(::gcn_isa::operand::SelHiOnes)),
            (_, "cbsz") => Some(quote::quote!(::gcn_isa::operand::Cbsz::ZERO)),
            (_, "abid") => Some(quote::quote!(::gcn_isa::operand::Abid::ZERO)),
            (_, "blgp") => Some(quote::quote!(::gcn_isa::operand::Blgp::ZERO)),
            (_, "m0") => Some(quote::quote!(::gcn_isa::operand::ImplicitM0)),
            (_, "dpp_ctrl") => Some(quote::quote!(::gcn_isa::operand::Dpp::IDENTITY)),
            (_, "sdwa_dst") => Some(quote::quote!(::gcn_isa::operand::SdwaDst::DWORD)),
            (_, "src_sel") => Some(quote::quote!(::gcn_isa::operand::SrcSel::DWORD)),
            _ => None,
        }
    }

    pub fn rust_type(&self, params: &[u64]) -> TokenStream {
        let ty = params.iter().fold(self.ty.to_string(), |ty, p| {
            ty.replacen("{}", &p.to_string(), 1)
        });
        let path = if ty == "bool" || ty == "()" {
            ty
        } else {
            format!("::gcn_isa::operand::{ty}")
        };
        match path.parse::<TokenStream>() {
            Ok(t) => t,
            Err(e) => syn::Error::new(proc_macro2::Span::call_site(), e).to_compile_error(),
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
        bind: Bind::Fixed,
        params,
        allowed,
        arity,
        shift,
        print,
        ty,
    }
}

const fn with(kind: Kind, bind: Bind) -> Kind {
    Kind { bind, ..kind }
}

const REG_WIDTHS: &[u64] = &[1, 2, 3, 4, 8, 16];
/// AGPR ranges: MFMA results are 4, 16 or 32 registers, its inputs 1 or 2.
const AREG_WIDTHS: &[u64] = &[1, 2, 4, 16, 32];
const FLOAT_BITS: &[u64] = &[16, 32, 64];
const INT_BITS: &[u64] = &[16, 32, 64, 128];
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
    kind("image_rsrc",     NONE,       ANY,               1, 2, Print::Type,            "SReg<8>"),
    kind("vreg",           N,          REG_WIDTHS,        1, 0, Print::Type,            "VReg<{}>"),
    kind("vdata",          N,          REG_WIDTHS,        1, 0, Print::GrowsWithTfe,    "VReg<{}>"),
    kind("flag",           NONE,       ANY,               1, 0, Print::Flag,            "bool"),
    // `d16` where the generation packs 16-bit image data two to a register (gfx810 and
    // gfx9 on): printed as a flag; it halves the width the row's `image_*data` takes.
    kind("d16_packed",     NONE,       ANY,               1, 0, Print::Flag,            "bool"),
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
    // Row kinds of the vector ALU, bound per form (see `bind`).
    with(kind("f",         &["BITS"],  FLOAT_BITS,        1, 0, Print::Type,            ""), Bind::Source),
    with(kind("b",         &["BITS"],  INT_BITS,          1, 0, Print::Type,            ""), Bind::Source),
    with(kind("v2f16",     NONE,       ANY,               1, 0, Print::Type,            ""), Bind::Source),
    with(kind("i",         &["BITS"],  INT_BITS,          1, 0, Print::Type,            ""), Bind::Source),
    with(kind("i_as_f",    &["BITS"],  &[16],             1, 0, Print::Type,            ""), Bind::Source),
    with(kind("b_mods",    &["BITS"],  INT_BITS,          1, 0, Print::Type,            ""), Bind::Source),
    with(kind("vcc_src",   NONE,       ANY,               1, 0, Print::Type,            ""), Bind::Mask),
    with(kind("vcc_dst",   NONE,       ANY,               1, 0, Print::Type,            ""), Bind::Mask),
    with(kind("clamp",     NONE,       ANY,               1, 0, Print::Flag,            "bool"), Bind::Modifier),
    with(kind("omod",      NONE,       ANY,               1, 0, Print::Type,            "OMod"), Bind::Modifier),
    with(kind("op_sel",    N,          &[1, 2, 3, 4],     1, 0, Print::Type,            "OpSel<{}>"), Bind::Modifier),
    with(kind("none",      NONE,       ANY,               0, 0, Print::Type,            ""), Bind::Absent),
    with(kind("scalar",    NONE,       ANY,               1, 0, Print::Type,            "ScalarSrc"), Bind::Fixed),
    with(kind("scalar_or_lds", NONE,   ANY,               1, 0, Print::Type,            "ScalarOrLds"), Bind::Fixed),
    with(kind("vgpr_or_lds", NONE,     ANY,               1, 0, Print::Type,            "VgprOrLds"), Bind::Fixed),
    // A VGPR with float modifiers in a 9-bit source field: (SRC, ABS, NEG).
    kind("vreg_src_mods",  N,          REG_WIDTHS,        3, 0, Print::Type,            "VRegSrcMods<{}>"),
    kind("k32",            NONE,       ANY,               0, 0, Print::Type,            "KConst"),
    kind("marker",         NONE,       ANY,               0, 0, Print::Marker,          "()"),
    kind("exp_target",     NONE,       ANY,               1, 0, Print::Type,            "ExpTarget"),
    kind("exp_src",        NONE,       ANY,               2, 0, Print::Type,            "ExpSrc"),
    kind("exp_src_pair",   NONE,       ANY,               3, 0, Print::Type,            "ExpSrcPair"),
    kind("ds_offset",      NONE,       ANY,               2, 0, Print::Type,            "DsOffset"),
    kind("ds_offset2",     NONE,       ANY,               2, 0, Print::Type,            "DsOffsets"),
    kind("ds_swizzle",     NONE,       ANY,               2, 0, Print::Type,            "Swizzle"),
    kind("set_flag",       NONE,       ANY,               1, 0, Print::Marker,          "Set"),
    kind("flat_offset",    NONE,       ANY,               1, 0, Print::Type,            "FlatOffset"),
    kind("global_offset",  NONE,       ANY,               1, 0, Print::Type,            "GlobalOffset"),
    kind("global_saddr",   NONE,       ANY,               1, 0, Print::Type,            "SAddr<2>"),
    kind("scratch_saddr",  NONE,       ANY,               1, 0, Print::Type,            "SAddr<1>"),
    kind("global_vaddr",   NONE,       ANY,               1, 0, Print::FollowsSaddr,    "GlobalVAddr"),
    kind("scratch_vaddr",  NONE,       ANY,               1, 0, Print::FollowsSaddr,    "ScratchVAddr"),
    kind("dmask",          NONE,       ANY,               1, 0, Print::Type,            "DMask"),
    kind("image_data",     NONE,       ANY,               1, 0, Print::ImageData("Plain"),   "ImageData"),
    kind("image_gather_data", NONE,    ANY,               1, 0, Print::ImageData("Gather4"), "ImageData"),
    kind("image_atomic_data", NONE,    ANY,               1, 0, Print::ImageData("Atomic"),  "ImageData"),
    kind("image_cmpswap_data", NONE,   ANY,               1, 0, Print::ImageData("CmpSwap"), "ImageData"),
    // VOP3P and MAI (gfx9+, MAI gfx908)
    kind("pk_mods",        N,          &[2, 3],           5, 0, Print::Type,            "PkMods<{}>"),
    kind("mix_sel",        NONE,       ANY,               3, 0, Print::Type,            "MixSel"),
    kind("sel_hi_ones",    NONE,       ANY,               2, 0, Print::Type,            "SelHiOnes"),
    kind("areg",           N,          AREG_WIDTHS,       1, 0, Print::Type,            "AReg<{}>"),
    kind("asrc",           N,          AREG_WIDTHS,       1, 0, Print::Type,            "ASrc<{}>"),
    kind("avsrc",          N,          &[1, 2],           2, 0, Print::Type,            "AvSrc<{}>"),
    kind("cbsz",           NONE,       ANY,               1, 0, Print::Type,            "Cbsz"),
    kind("abid",           NONE,       ANY,               1, 0, Print::Type,            "Abid"),
    kind("blgp",           NONE,       ANY,               1, 0, Print::Type,            "Blgp"),
    // Interpolation (VINTRP, VOP3-encoded v_interp_*)
    kind("interp_attr",    NONE,       ANY,               2, 0, Print::Type,            "InterpAttr"),
    kind("interp_param",   NONE,       ANY,               1, 0, Print::Type,            "InterpParam"),
    kind("m0",             NONE,       ANY,               0, 0, Print::Type,            "ImplicitM0"),
    // SDWA and DPP (gfx8+)
    kind("dpp_ctrl",       NONE,       ANY,               4, 0, Print::Type,            "Dpp"),
    kind("sdwa_dst",       NONE,       ANY,               2, 0, Print::Type,            "SdwaDst"),
    kind("src_sel",        N,          &[0, 1],           1, 0, Print::Type,            "SrcSel<{}>"),
];

/// Kinds a row never names: what the vector ALU's row kinds become in one form.
#[rustfmt::skip]
static BOUND: &[Kind] = &[
    kind("vsrc",           N,          REG_WIDTHS,        1, 0, Print::Type,            "VSrc<{}>"),
    with(kind("vsrc_nolit", N,         REG_WIDTHS,        1, 0, Print::Type,            "VSrc<{}>"), Bind::Fixed),
    with(kind("vsrc_mods", N,          REG_WIDTHS,        3, 0, Print::Type,            "Mods<{}>"), Bind::Fixed),
    with(kind("vsrc_sext", N,          REG_WIDTHS,        3, 0, Print::Type,            "Sext<{}>"), Bind::Fixed),
    with(kind("vsrc_neg",  N,          REG_WIDTHS,        2, 0, Print::Type,            "NegMod<{}>"), Bind::Fixed),
    with(kind("vreg_src",  N,          REG_WIDTHS,        1, 0, Print::Type,            "VRegSrc<{}>"), Bind::Fixed),
    with(kind("vreg_mods", N,          REG_WIDTHS,        3, 0, Print::Type,            "VRegMods<{}>"), Bind::Fixed),
    with(kind("vreg_sext", N,          REG_WIDTHS,        3, 0, Print::Type,            "VRegSext<{}>"), Bind::Fixed),
    with(kind("sdwa_mods", NONE,       ANY,               5, 0, Print::Type,            "SdwaMods"), Bind::Fixed),
    with(kind("sdwa_sext", NONE,       ANY,               5, 0, Print::Type,            "SdwaSext"), Bind::Fixed),
    with(kind("sdwa_sdst", NONE,       ANY,               2, 0, Print::Type,            "SdwaSdst"), Bind::Fixed),
    kind("vcc",            NONE,       ANY,               0, 0, Print::Type,            "Vcc"),
    with(kind("mask_src",  NONE,       ANY,               1, 0, Print::Type,            "MaskSrc"), Bind::Fixed),
    with(kind("sdst_code", N,          REG_WIDTHS,        1, 0, Print::Type,            "SDstCode<{}>"), Bind::Fixed),
];

fn bound(name: &str) -> &'static Kind {
    BOUND
        .iter()
        .find(|k| k.name == name)
        .expect("every bound kind is in BOUND")
}

/// The value type whose constants a source of `f<BITS>`/`b<BITS>` prints.
fn value_type(kind: &Kind, bits: u64) -> &'static str {
    match (kind.name, bits) {
        ("v2f16", _) => "V2F16",
        ("f" | "i_as_f", 16) => "F16",
        ("f", 32) => "F32",
        ("f", _) => "F64",
        (_, 16) => "I16",
        (_, 32) => "B32",
        (_, 64) => "I64",
        _ => "B128",
    }
}

/// A row kind bound to a slot: the kind to generate and its parameters, how many of the
/// slot's fields it binds, whether the slot's other fields are kept as ignored bits rather
/// than required to be 0, and the value type it prints.
pub struct Bound {
    pub kind: &'static Kind,
    pub params: Vec<u64>,
    pub used: usize,
    pub quiet_rest: bool,
    pub value: Option<&'static str>,
}

fn bound_as(
    kind: &'static Kind,
    params: Vec<u64>,
    used: usize,
    value: Option<&'static str>,
) -> Result<Bound, String> {
    Ok(Bound {
        kind,
        params,
        used,
        quiet_rest: false,
        value,
    })
}

/// What a row kind is in a slot of these fields (each field's width, or `None` where this
/// generation's layout lacks it). `f<B>` takes float modifiers where the slot has them,
/// `i<B>` integer ones (NEG is `sext`, ABS is ignored; `i_as_f<16>` prints its constants
/// as f16, as LLVM does for `v_ldexp_f16`'s exponent), `b_mods<B>` keeps the modifier bits
/// LLVM decodes but does not print, and `b<B>` has none (the bits must be 0).
pub fn bind(kind: &'static Kind, params: &[u64], fields: &[Option<u32>]) -> Result<Bound, String> {
    let quiet = kind.name == "b_mods";
    bind_inner(kind, params, fields).and_then(|(bound, params, used, value)| {
        let mut b = bound_as(bound, params, used, value)?;
        b.quiet_rest = quiet && used < fields.len();
        Ok(b)
    })
}

#[allow(clippy::type_complexity)]
fn bind_inner(
    kind: &'static Kind,
    params: &[u64],
    fields: &[Option<u32>],
) -> Result<(&'static Kind, Vec<u64>, usize, Option<&'static str>), String> {
    let first = fields.first().copied().flatten();
    let regs = |bits: u64| bits.div_ceil(32);
    match kind.bind {
        Bind::Fixed if kind.name == "sdst" && first == Some(8) => {
            Ok((bound("sdst_code"), params.to_vec(), 1, None))
        }
        Bind::Fixed if kind.name == "vreg" && first == Some(9) => {
            Ok((bound("vreg_src"), params.to_vec(), 1, None))
        }
        Bind::Fixed if kind.name == "vreg_src_mods" && (fields.len() != 3 || first != Some(9)) => {
            Err(format!(
                "operand kind `vreg_src_mods` binds a 9-bit source field and its ABS and NEG \
                 bits, but operand `{{op}}` has {}",
                describe(fields)
            ))
        }
        Bind::Fixed if kind.arity <= fields.len() && (kind.arity == fields.len() || kind.arity == 1 && first == Some(9)) => {
            Ok((kind, params.to_vec(), kind.arity, None))
        }
        Bind::Fixed => Err(format!(
            "operand kind `{}` binds {} field(s), but operand `{{op}}` has {}",
            kind.name,
            kind.arity,
            fields.len()
        )),
        Bind::Source => {
            // `v2f16`: two halves in one dword.
            let bits = params.first().copied().unwrap_or(32);
            let value = Some(value_type(kind, bits));
            let n = vec![regs(bits)];
            let float = matches!(kind.name, "f" | "v2f16");
            let sext = matches!(kind.name, "i" | "i_as_f");
            match (fields.len(), first) {
                (3, Some(9)) if sext => Ok((bound("vsrc_sext"), n, 3, value)),
                // A VGPR prints no constant: its value type does not matter.
                (1, Some(8)) => Ok((lookup("vreg").expect("vreg"), n, 1, None)),
                // A VGPR with the float modifiers of an SDWA/DPP dword; other types leave
                // the modifier bits to the encoding (0, or kept for `b_mods`).
                (3, Some(8)) if float => Ok((bound("vreg_mods"), n, 3, None)),
                (3, Some(8)) if sext => Ok((bound("vreg_sext"), n, 3, None)),
                (3, Some(8)) => Ok((lookup("vreg").expect("vreg"), n, 1, None)),
                // An SDWA source: an 8-bit code, the bit that makes it scalar (gfx9+) and
                // the NEG, ABS and SEXT bits; each type refuses the others' modifiers.
                (5, Some(8)) if float => Ok((bound("sdwa_mods"), vec![], 5, value)),
                (5, Some(8)) => Ok((bound("sdwa_sext"), vec![], 5, value)),
                (1, Some(9)) => Ok((bound("vsrc"), n, 1, value)),
                (3, Some(9)) if float => Ok((bound("vsrc_mods"), n, 3, value)),
                (2, Some(9)) if float => Ok((bound("vsrc_neg"), n, 2, value)),
                (2 | 3, Some(9)) => Ok((bound("vsrc_nolit"), n, 1, value)),
                _ => Err(format!(
                    "a source binds an 8-bit VGPR field, a 9-bit source field, or a 9-bit source                      field with its modifier bits; operand `{{op}}` has {} field(s)",
                    fields.len()
                )),
            }
        }
        Bind::Mask => match (kind.name, fields.len(), first) {
            // No slot, or one this generation's layout lacks (gfx8 VOPC SDWA).
            _ if fields.iter().all(Option::is_none) => Ok((bound("vcc"), vec![], 0, None)),
            // SDWA's VOPC destination (gfx9+): SDST and the SD bit that selects it.
            ("vcc_dst", 2, Some(7)) => Ok((bound("sdwa_sdst"), vec![], 2, None)),
            ("vcc_src", _, Some(9)) => Ok((bound("mask_src"), vec![], 1, None)),
            ("vcc_dst", _, Some(7 | 8)) => Ok((bound("sdst_code"), vec![2], 1, None)),
            _ => Err(format!(
                "`{}` binds a 9-bit source field (read) or a 7- or 8-bit destination field                  (written), or no field for the implicit `vcc`",
                kind.name
            )),
        },
        Bind::Modifier if fields.len() == 1 => Ok((kind, params.to_vec(), 1, None)),
        Bind::Modifier => Err(format!(
            "modifier `{}` binds one field, but operand `{{op}}` has {}",
            kind.name,
            fields.len()
        )),
        Bind::Absent => Ok((kind, vec![], 0, None)),
    }
}

/// `2 field(s), the first 8 bits wide`, for errors about a slot.
fn describe(fields: &[Option<u32>]) -> String {
    match fields.first().copied().flatten() {
        Some(w) => format!("{} field(s), the first {w} bits wide", fields.len()),
        None => format!("{} field(s)", fields.len()),
    }
}

/// The `help:` line of a kind that does not fit its operand's slot.
pub fn misfit_help(kind: &Kind, slot_arity: usize) -> String {
    match kind.name {
        "vreg_src_mods" => "bind it to a slot like `(SRC1, ABS1, NEG1)`; a VGPR in an 8-bit \
                            field is `vreg<N>`"
            .into(),
        _ => format!("choose a kind of arity {slot_arity}"),
    }
}

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
