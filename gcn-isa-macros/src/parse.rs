//! Syntax of an `isa!` block, with spans kept for every token a later error can point at.

use syn::parse::{Parse, ParseStream};
use syn::{braced, bracketed, parenthesized, Attribute, Ident, LitInt, Token};

pub struct IsaInput {
    pub encodings: Vec<EncodingDef>,
    pub instruction_lists: Vec<InstructionsDef>,
}

pub struct EncodingDef {
    pub attrs: Vec<Attribute>,
    pub name: Ident,
    pub layouts: Vec<LayoutDef>,
    pub slots: Vec<SlotDef>,
}

pub struct LayoutDef {
    pub keyword: Ident,
    pub gens: Vec<Ident>,
    pub width: LitInt,
    pub fields: Vec<FieldDef>,
}

pub struct FieldDef {
    /// `None` for `_[..]`: bits that belong to no field and that every decoder keeps.
    pub name: Option<Ident>,
    pub underscore: proc_macro2::Span,
    pub hi: LitInt,
    pub lo: Option<LitInt>,
    pub fixed: Option<LitInt>,
}

pub struct SlotDef {
    pub name: Ident,
    pub fields: Vec<Ident>,
}

pub struct InstructionsDef {
    pub encoding: Ident,
    pub rows: Vec<RowDef>,
}

pub struct RowDef {
    pub attrs: Vec<Attribute>,
    pub mnemonic: Ident,
    pub opcodes: Vec<(Ident, OpcodeValue)>,
    pub operands: Vec<OperandDef>,
    /// `where FIELD = value, …`: fields this instruction requires to hold a value.
    pub pinned: Vec<(Ident, LitInt)>,
}

pub enum OpcodeValue {
    Value(LitInt),
    Removed(Ident),
}

pub struct OperandDef {
    pub name: Ident,
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
            let attrs = input.call(Attribute::parse_outer)?;
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

fn parse_encoding(input: ParseStream, attrs: Vec<Attribute>) -> syn::Result<EncodingDef> {
    let name: Ident = input.parse()?;
    let body;
    braced!(body in input);
    let mut layouts = Vec::new();
    let mut slots = Vec::new();
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
            "operands" => {
                let slots_body;
                braced!(slots_body in body);
                slots.extend(slots_body.parse_terminated(parse_slot, Token![,])?);
            }
            _ => {
                return Err(syn::Error::new(
                    keyword.span(),
                    "expected `layout` or `operands`",
                ))
            }
        }
    }
    Ok(EncodingDef {
        attrs,
        name,
        layouts,
        slots,
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

fn parse_slot(input: ParseStream) -> syn::Result<SlotDef> {
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
    Ok(SlotDef { name, fields })
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
    let attrs = input.call(Attribute::parse_outer)?;
    let mnemonic: Ident = input.parse()?;
    let ops;
    braced!(ops in input);
    let opcodes = ops
        .parse_terminated(
            |s: ParseStream| {
                let gen: Ident = s.parse()?;
                s.parse::<Token![:]>()?;
                let value = if s.peek(LitInt) {
                    OpcodeValue::Value(s.parse()?)
                } else {
                    OpcodeValue::Removed(s.parse()?)
                };
                Ok((gen, value))
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
    })
}

fn parse_operand(input: ParseStream) -> syn::Result<OperandDef> {
    let name: Ident = input.parse()?;
    input.parse::<Token![:]>()?;
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
    Ok(OperandDef { name, kinds })
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
