//! Syntax of an `isa!` block, with spans kept for every token a later error can point at.

use syn::parse::{Parse, ParseStream};
use syn::{braced, bracketed, parenthesized, Ident, LitInt, Token};

#[derive(Clone)]
pub struct IsaInput {
    pub encodings: Vec<EncodingDef>,
    pub instruction_lists: Vec<InstructionsDef>,
}

#[derive(Clone)]
pub struct EncodingDef {
    pub attrs: Vec<Attr>,
    pub name: Ident,
    pub layouts: Vec<LayoutDef>,
    pub slots: Vec<SlotDef>,
    /// `e64 Vop3 { gfx6: 0x180, gfx8: 0x140 }`: every row also has a 64-bit form in that
    /// encoding, at its opcode plus the generation's offset.
    pub e64: Option<E64Def>,
    /// `variant lds in MubufLds (lds: marker)`: rows that say `also lds` have a second form
    /// in that encoding, at the same opcode.
    pub variants: Vec<VariantDef>,
    /// `derive dpp in Vop1Dpp (dpp: dpp_ctrl)`: every row whose operands fit also has a
    /// form in that encoding at its 32-bit opcode, named `{row}_{NAME}` (unless the row
    /// says `no NAME`).
    pub derives: Vec<VariantDef>,
    /// `zero_when_unused { SRC1, ABS0 }`: fields a row's operands leave unbound must be 0
    /// (elsewhere, unbound field bits are ignored and kept).
    pub zero_when_unused: Vec<Ident>,
    /// `layouts of Flat { GLC[16] = 0 }`: every layout of another encoding of the block,
    /// with these fields written anew (fixed, or no longer fixed).
    pub layouts_of: Option<LayoutsOf>,
}

#[derive(Clone)]
pub struct LayoutsOf {
    pub keyword: Ident,
    pub base: Ident,
    pub fields: Vec<FieldDef>,
}

#[derive(Clone)]
pub struct E64Def {
    pub keyword: Ident,
    pub target: Ident,
    pub offsets: Vec<(Ident, LitInt)>,
}

/// A form some rows of an encoding also have in another encoding, at the same opcode: it
/// keeps the row's operands the other encoding has slots for, then adds `operands`.
#[derive(Clone)]
pub struct VariantDef {
    pub name: Ident,
    pub target: Ident,
    /// `prefix global`: the form is named and printed as the row with its first word
    /// replaced (`flat_load_dword` → `global_load_dword`).
    pub prefix: Option<Ident>,
    pub operands: Vec<OperandDef>,
    /// `bare { gfx8 }` (derived forms): generations on which the form prints the row's
    /// name without the `_{NAME}` suffix (LLVM's gfx8 VOPC SDWA forms).
    pub bare: Vec<Ident>,
}

/// A row's `no NAME [(OPERAND, …)] [from GEN]` clause: without operands, the row lacks
/// the derived form; with them, its form lacks those operands.
#[derive(Clone)]
pub struct NoDef {
    pub name: Ident,
    pub operands: Vec<Ident>,
    pub from: Option<Ident>,
}

#[derive(Clone)]
pub struct LayoutDef {
    pub keyword: Ident,
    pub gens: Vec<Ident>,
    pub width: LitInt,
    pub fields: Vec<FieldDef>,
}

#[derive(Clone)]
pub struct FieldDef {
    /// `None` for `_[..]`: bits that belong to no field and that every decoder keeps.
    pub name: Option<Ident>,
    pub underscore: proc_macro2::Span,
    pub hi: LitInt,
    pub lo: Option<LitInt>,
    pub fixed: Option<LitInt>,
}

#[derive(Clone)]
pub struct SlotDef {
    /// The role a row's operand in this slot has unless the row says otherwise.
    pub role: Option<RoleDef>,
    pub name: Ident,
    pub fields: Vec<Ident>,
}

/// `out`, `inout` or `in`: whether an operand is written, read and written, or read.
#[derive(Clone)]
pub struct RoleDef {
    pub name: String,
    pub span: proc_macro2::Span,
}

#[derive(Clone)]
pub struct InstructionsDef {
    pub encoding: Ident,
    pub rows: Vec<RowDef>,
}

#[derive(Clone)]
pub struct RowDef {
    pub attrs: Vec<Attr>,
    pub mnemonic: Ident,
    pub opcodes: Vec<(Ident, OpcodeEntry)>,
    pub operands: Vec<OperandDef>,
    /// `where FIELD = value, …`: fields this instruction requires to hold a value.
    pub pinned: Vec<(Ident, LitInt)>,
    /// `in Vop3b`: the encoding of the row's derived 64-bit form, if not the default.
    pub e64_in: Option<Ident>,
    /// `nosuffix`: the row's forms print no `_e32`/`_e64` even where both exist.
    pub nosuffix: Option<Ident>,
    /// `e32suffix`: the 32-bit form prints `_e32` though the row has no 64-bit form.
    pub e32suffix: Option<Ident>,
    /// `also lds`: the variants of its encoding this row also has.
    pub also: Vec<Ident>,
    /// `no dpp`, `no sdwa from gfx9`: derived forms of its encoding this row lacks though
    /// its operands fit (from the given generation on, or on every generation);
    /// `no sdwa (omod)`: operands the row's derived form lacks.
    pub no: Vec<NoDef>,
    /// Set on rows the validator derives from another row: what to say in errors.
    pub derived: Option<String>,
    /// The printed mnemonic where it differs from the row's name (which names the type):
    /// `prints exp`, or set on derived forms.
    pub printed: Option<String>,
}

#[derive(Clone)]
pub struct OpcodeEntry {
    /// `e32` or `e64`: the instruction has only that form on this generation.
    pub form: Option<Ident>,
    pub value: OpcodeValue,
    /// `as name`: the mnemonic printed on this generation (carried forward).
    pub rename: Option<Ident>,
}

#[derive(Clone)]
pub enum OpcodeValue {
    Value(LitInt),
    Removed(Ident),
}

#[derive(Clone)]
pub struct OperandDef {
    pub name: Ident,
    pub role: Option<RoleDef>,
    pub kinds: Vec<(Option<Ident>, KindRef)>,
}

#[derive(Clone)]
pub struct KindRef {
    pub name: Ident,
    pub params: Vec<LitInt>,
}

impl Parse for IsaInput {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut encodings = Vec::new();
        let mut instruction_lists = Vec::new();
        while !input.is_empty() {
            let attrs = parse_attrs(input)?;
            let keyword: Ident = input.parse()?;
            match keyword.to_string().as_str() {
                "encoding" => encodings.push(parse_encoding(input, attrs)?),
                "instructions" => instruction_lists.push(parse_instructions(input)?),
                _ => {
                    return Err(syn::Error::new(
                        keyword.span(),
                        "expected `encoding` or `instructions`",
                    ))
                }
            }
        }
        Ok(IsaInput {
            encodings,
            instruction_lists,
        })
    }
}

fn parse_encoding(input: ParseStream, attrs: Vec<Attr>) -> syn::Result<EncodingDef> {
    let name: Ident = input.parse()?;
    let body;
    braced!(body in input);
    let mut layouts = Vec::new();
    let mut slots = Vec::new();
    let mut e64 = None;
    let mut variants = Vec::new();
    let mut derives = Vec::new();
    let mut zero_when_unused = Vec::new();
    let mut layouts_of = None;
    while !body.is_empty() {
        let keyword: Ident = body.parse()?;
        match keyword.to_string().as_str() {
            "layout" => {
                let gens = parse_ident_list_until_eq(&body)?;
                body.parse::<Token![=]>()?;
                let width: LitInt = body.parse()?;
                let fields_body;
                braced!(fields_body in body);
                let fields = fields_body
                    .parse_terminated(parse_field, Token![,])?
                    .into_iter()
                    .collect();
                layouts.push(LayoutDef {
                    keyword,
                    gens,
                    width,
                    fields,
                });
            }
            "layouts" => {
                let of: Ident = body.parse()?;
                if of != "of" {
                    return Err(syn::Error::new(
                        of.span(),
                        "expected `of`: `layouts of ENCODING { FIELD[hi:lo] = value, ... }`",
                    ));
                }
                let base: Ident = body.parse()?;
                let fields_body;
                braced!(fields_body in body);
                let fields = fields_body
                    .parse_terminated(parse_field, Token![,])?
                    .into_iter()
                    .collect();
                layouts_of = Some(LayoutsOf {
                    keyword,
                    base,
                    fields,
                });
            }
            "operands" => {
                let slots_body;
                braced!(slots_body in body);
                slots.extend(slots_body.parse_terminated(parse_slot, Token![,])?);
            }
            "e64" => {
                let target: Ident = body.parse()?;
                let inner;
                braced!(inner in body);
                let offsets = inner
                    .parse_terminated(
                        |s: ParseStream| {
                            let gen: Ident = s.parse()?;
                            s.parse::<Token![:]>()?;
                            Ok((gen, s.parse::<LitInt>()?))
                        },
                        Token![,],
                    )?
                    .into_iter()
                    .collect();
                e64 = Some(E64Def {
                    keyword,
                    target,
                    offsets,
                });
            }
            "variant" | "derive" => {
                let name: Ident = body.parse()?;
                body.parse::<Token![in]>()?;
                let target: Ident = body.parse()?;
                let prefix = if body.peek(Ident) && body.fork().parse::<Ident>()? == "prefix" {
                    body.parse::<Ident>()?;
                    Some(body.parse()?)
                } else {
                    None
                };
                let inner;
                parenthesized!(inner in body);
                let operands = inner
                    .parse_terminated(parse_operand, Token![,])?
                    .into_iter()
                    .collect();
                let mut bare = Vec::new();
                if keyword == "derive" && body.peek(Ident) && body.fork().parse::<Ident>()? == "bare" {
                    body.parse::<Ident>()?;
                    let inner;
                    braced!(inner in body);
                    bare.extend(inner.parse_terminated(Ident::parse, Token![,])?);
                }
                let def = VariantDef {
                    name,
                    target,
                    prefix,
                    operands,
                    bare,
                };
                if keyword == "derive" {
                    derives.push(def);
                } else {
                    variants.push(def);
                }
            }
            "zero_when_unused" => {
                let inner;
                braced!(inner in body);
                zero_when_unused.extend(inner.parse_terminated(Ident::parse, Token![,])?);
            }
            _ => {
                return Err(syn::Error::new(
                    keyword.span(),
                    "expected `layout`, `layouts of`, `operands`, `e64`, `variant`, `derive` or `zero_when_unused`",
                ))
            }
        }
    }
    Ok(EncodingDef {
        attrs,
        name,
        layouts,
        slots,
        e64,
        variants,
        derives,
        zero_when_unused,
        layouts_of,
    })
}

fn parse_ident_list_until_eq(input: ParseStream) -> syn::Result<Vec<Ident>> {
    let mut gens = vec![input.parse::<Ident>()?];
    while input.peek(Token![,]) {
        input.parse::<Token![,]>()?;
        gens.push(input.parse()?);
    }
    Ok(gens)
}

fn parse_field(input: ParseStream) -> syn::Result<FieldDef> {
    let underscore = input.span();
    let name = if input.peek(Token![_]) {
        input.parse::<Token![_]>()?;
        None
    } else {
        Some(input.parse::<Ident>()?)
    };
    let bits;
    bracketed!(bits in input);
    let hi: LitInt = bits.parse()?;
    let lo = if bits.peek(Token![:]) {
        bits.parse::<Token![:]>()?;
        Some(bits.parse()?)
    } else {
        None
    };
    let fixed = if input.peek(Token![=]) {
        input.parse::<Token![=]>()?;
        Some(input.parse()?)
    } else {
        None
    };
    Ok(FieldDef {
        name,
        underscore,
        hi,
        lo,
        fixed,
    })
}

fn parse_role(input: ParseStream) -> syn::Result<Option<RoleDef>> {
    if input.peek(Token![in]) {
        let t: Token![in] = input.parse()?;
        return Ok(Some(RoleDef {
            name: "in".into(),
            span: t.span,
        }));
    }
    // `out`/`inout` followed by a name or kind (not by `:` or `,`, where it would be one).
    if input.peek(Ident)
        && (input.peek2(Ident) || input.peek2(Token![in]) || input.peek2(syn::token::Brace))
    {
        let fork = input.fork();
        let word: Ident = fork.parse()?;
        if word == "out" || word == "inout" {
            input.parse::<Ident>()?;
            return Ok(Some(RoleDef {
                name: word.to_string(),
                span: word.span(),
            }));
        }
    }
    Ok(None)
}

fn parse_slot(input: ParseStream) -> syn::Result<SlotDef> {
    let role = parse_role(input)?;
    let name: Ident = input.parse()?;
    input.parse::<Token![:]>()?;
    let fields = if input.peek(syn::token::Paren) {
        let inner;
        parenthesized!(inner in input);
        inner
            .parse_terminated(Ident::parse, Token![,])?
            .into_iter()
            .collect()
    } else {
        vec![input.parse()?]
    };
    Ok(SlotDef { role, name, fields })
}

fn parse_instructions(input: ParseStream) -> syn::Result<InstructionsDef> {
    let encoding: Ident = input.parse()?;
    let body;
    braced!(body in input);
    let rows = body
        .parse_terminated(parse_row, Token![,])?
        .into_iter()
        .collect();
    Ok(InstructionsDef { encoding, rows })
}

fn parse_row(input: ParseStream) -> syn::Result<RowDef> {
    let attrs = parse_attrs(input)?;
    let mnemonic: Ident = input.parse()?;
    let ops;
    braced!(ops in input);
    let opcodes = ops
        .parse_terminated(
            |s: ParseStream| {
                let gen: Ident = s.parse()?;
                s.parse::<Token![:]>()?;
                let form = if s.peek(Ident) && s.peek2(LitInt) {
                    Some(s.parse::<Ident>()?)
                } else {
                    None
                };
                let value = if s.peek(LitInt) {
                    OpcodeValue::Value(s.parse()?)
                } else {
                    OpcodeValue::Removed(s.parse()?)
                };
                let rename = if s.peek(Token![as]) {
                    s.parse::<Token![as]>()?;
                    Some(s.parse()?)
                } else {
                    None
                };
                Ok((
                    gen,
                    OpcodeEntry {
                        form,
                        value,
                        rename,
                    },
                ))
            },
            Token![,],
        )?
        .into_iter()
        .collect();
    let operands_body;
    parenthesized!(operands_body in input);
    let operands = operands_body
        .parse_terminated(parse_operand, Token![,])?
        .into_iter()
        .collect();
    let mut e64_in = None;
    let mut nosuffix = None;
    let mut e32suffix = None;
    let mut also = Vec::new();
    let mut no = Vec::new();
    let mut printed = None;
    loop {
        if input.peek(Token![in]) {
            input.parse::<Token![in]>()?;
            e64_in = Some(input.parse()?);
        } else if input.peek(Ident) && input.fork().parse::<Ident>()? == "nosuffix" {
            nosuffix = Some(input.parse()?);
        } else if input.peek(Ident) && input.fork().parse::<Ident>()? == "e32suffix" {
            e32suffix = Some(input.parse()?);
        } else if input.peek(Ident) && input.fork().parse::<Ident>()? == "prints" {
            input.parse::<Ident>()?;
            printed = Some(input.parse::<Ident>()?.to_string());
        } else if input.peek(Ident) && input.fork().parse::<Ident>()? == "no" {
            input.parse::<Ident>()?;
            let name = input.parse()?;
            let mut operands = Vec::new();
            if input.peek(syn::token::Paren) {
                let inner;
                syn::parenthesized!(inner in input);
                operands.extend(inner.parse_terminated(Ident::parse, Token![,])?);
            }
            let from = if input.peek(Ident) && input.fork().parse::<Ident>()? == "from" {
                input.parse::<Ident>()?;
                Some(input.parse()?)
            } else {
                None
            };
            no.push(NoDef {
                name,
                operands,
                from,
            });
        } else if input.peek(Ident) && input.fork().parse::<Ident>()? == "also" {
            input.parse::<Ident>()?;
            also.push(input.parse()?);
            // `also a, b`: a comma followed by a name that does not open a row continues it.
            while input.peek(Token![,]) && input.peek2(Ident) && !input.peek3(syn::token::Brace) {
                input.parse::<Token![,]>()?;
                also.push(input.parse()?);
            }
        } else {
            break;
        }
    }
    let mut pinned = Vec::new();
    if input.peek(Token![where]) {
        input.parse::<Token![where]>()?;
        loop {
            let field: Ident = input.parse()?;
            input.parse::<Token![=]>()?;
            pinned.push((field, input.parse()?));
            // A comma followed by another `FIELD =` continues the list; otherwise it ends the row.
            if input.peek(Token![,]) && input.peek2(Ident) && input.peek3(Token![=]) {
                input.parse::<Token![,]>()?;
            } else {
                break;
            }
        }
    }
    Ok(RowDef {
        attrs,
        mnemonic,
        opcodes,
        operands,
        pinned,
        e64_in,
        nosuffix,
        e32suffix,
        also,
        no,
        derived: None,
        printed,
    })
}

fn parse_operand(input: ParseStream) -> syn::Result<OperandDef> {
    let name: Ident = input.parse()?;
    input.parse::<Token![:]>()?;
    let role = parse_role(input)?;
    let kinds = if input.peek(syn::token::Brace) {
        let inner;
        braced!(inner in input);
        inner
            .parse_terminated(
                |s: ParseStream| {
                    let gen: Ident = s.parse()?;
                    s.parse::<Token![:]>()?;
                    Ok((Some(gen), parse_kind(s)?))
                },
                Token![,],
            )?
            .into_iter()
            .collect()
    } else {
        vec![(None, parse_kind(input)?)]
    };
    Ok(OperandDef { name, role, kinds })
}

fn parse_kind(input: ParseStream) -> syn::Result<KindRef> {
    let name: Ident = input.parse()?;
    let mut params = Vec::new();
    if input.peek(Token![<]) {
        input.parse::<Token![<]>()?;
        loop {
            params.push(input.parse::<LitInt>()?);
            if input.peek(Token![,]) {
                input.parse::<Token![,]>()?;
            } else {
                break;
            }
        }
        input.parse::<Token![>]>()?;
    }
    Ok(KindRef { name, params })
}

/// An outer attribute (`#[doc = "…"]`, what `///` comments become), kept as written and
/// re-emitted on the generated items.
#[derive(Clone)]
pub struct Attr(proc_macro2::TokenStream);

impl quote::ToTokens for Attr {
    fn to_tokens(&self, tokens: &mut proc_macro2::TokenStream) {
        self.0.to_tokens(tokens);
    }
}

/// Zero or more outer attributes: `#` and a bracketed group each.
fn parse_attrs(input: ParseStream) -> syn::Result<Vec<Attr>> {
    let mut attrs = Vec::new();
    while input.peek(Token![#]) {
        let pound: Token![#] = input.parse()?;
        let content;
        let brackets = bracketed!(content in input);
        let inner: proc_macro2::TokenStream = content.parse()?;
        let mut group = proc_macro2::Group::new(proc_macro2::Delimiter::Bracket, inner);
        group.set_span(brackets.span.join());
        attrs.push(Attr(quote::quote!(#pound #group)));
    }
    Ok(attrs)
}
