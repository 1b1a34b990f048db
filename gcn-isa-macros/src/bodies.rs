//! The shared bodies of an operand form: decode, encode, print, list and vary the operands
//! of every instruction (of any generation) whose operands have the same kinds, bound to
//! the same fields. The generation is a run-time argument, so that one body serves all.

use crate::kinds::Print;
use crate::model::*;
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

/// What makes two instructions share generated code: the same operands, bound to the
/// same fields, of the same kinds.
pub fn form_key(operands: &[OperandModel]) -> String {
    operands
        .iter()
        .map(|op| {
            let fields: Vec<String> = op
                .fields
                .iter()
                .map(|f| {
                    f.as_ref()
                        .map_or("-".into(), |f| format!("{}:{}", f.lo, f.width))
                })
                .collect();
            format!(
                "{}={}{:?}@{}:{:?}:{}",
                op.name,
                op.kind.name,
                op.params,
                fields.join(","),
                op.role,
                op.value.unwrap_or("")
            )
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// The shared bodies of one form: `<form>_decode` (operands, ignored bits and dwords used),
/// `<form>_encode` (canonical word and literal) and `<form>_fmt` (LLVM text).
pub fn generate_form(
    form: &Ident,
    n_words: usize,
    operands: &[OperandModel],
    cfg: &TokenStream,
) -> TokenStream {
    let decode_fn = format_ident!("{}_decode", form);
    let encode_fn = format_ident!("{}_encode", form);
    let fmt_fn = format_ident!("{}_fmt", form);

    let mut tys = Vec::new();
    let mut idents = Vec::new();
    let mut decodes = Vec::new();
    let mut encodes = Vec::new();
    let mut shows = Vec::new();
    let mut modifiers = Vec::new();
    let mut operand_mask = 0u64;
    let mut varies = Vec::new();
    let mut infos = Vec::new();
    let mut visits = Vec::new();
    for op in operands {
        let ident = &op.name;
        let op_name = ident.to_string();
        let ty = op.kind.rust_type(&op.params);
        let arity = op.kind.arity;
        let shift = op.kind.shift;
        let extracts = op.fields.iter().map(|f| match f {
            Some(f) => {
                let lo = f.lo;
                let mask = (f.mask() >> f.lo) as u32;
                quote!(((w >> #lo) as u32 & #mask) << #shift)
            }
            None => quote!(0u32),
        });
        let report: Vec<TokenStream> = op
            .fields
            .iter()
            .enumerate()
            .filter_map(|(k, f)| {
                let f = f.as_ref()?;
                let lo = f.lo;
                let mask = f.mask() >> f.lo;
                Some(quote!(ignored |= ((r[#k] >> #shift) as u64 & #mask) << #lo;))
            })
            .collect();
        let take_report = if report.is_empty() {
            quote!()
        } else {
            quote! {
                if let Some(r) = cx.take_ignored() {
                    #(#report)*
                }
            }
        };
        decodes.push(quote! {
            let #ident = match <#ty as Operand<#arity>>::decode([#(#extracts),*], &mut cx) {
                Ok(v) => v,
                Err(e) => return Err(e.into_decode(mnemonic, #op_name, #n_words, words.len())),
            };
            #take_report
        });
        let places = op.fields.iter().enumerate().map(|(k, f)| {
            let (lo, width) = f.as_ref().map_or((0, 0), |f| (f.lo, f.width));
            quote!(place(raw[#k], #lo, #width, #shift).map_err(|e| e.into_encode(mnemonic, #op_name))?)
        });
        let mask: u64 = op
            .fields
            .iter()
            .flatten()
            .map(Field::mask)
            .fold(0, |a, m| a | m);
        operand_mask |= mask;
        let (set_context, reset_context) = match op.kind.print {
            Print::ExcludingM0Exec => (
                quote!(cx.reg_class = ::gcn_isa::operand::RegClass::ExcludingM0Exec;),
                quote!(cx.reg_class = ::gcn_isa::operand::RegClass::All;),
            ),
            Print::GrowsWithTfe => (
                quote!(cx.extra_regs = *tfe as u8;),
                quote!(cx.extra_regs = 0;),
            ),
            _ => (quote!(), quote!()),
        };
        encodes.push(quote! {
            {
                #set_context
                #[allow(unused_variables)]
                let raw = <#ty as Operand<#arity>>::encode(#ident, &mut cx)
                    .map_err(|e| e.into_encode(mnemonic, #op_name))?;
                #reset_context
                w |= 0 #(| #places)*;
                // Unchanged since decoding: its ignored bits come back, its refusals are excused.
                let unchanged = matches!(decoded, Some(d) if (d ^ w) & #mask == 0);
                if let Some(e) = cx.take_refusal() {
                    if !unchanged {
                        return Err(e.into_encode(mnemonic, #op_name));
                    }
                }
                if unchanged {
                    keep |= #mask;
                }
            }
        });
        match op.kind.print {
            Print::Type => {
                // A source whose constants print by the type the instruction reads.
                let (set_value, reset_value) = match op.value {
                    Some(value) => {
                        let value = Ident::new(value, Span::call_site());
                        (
                            quote!(p.value = ::gcn_isa::operand::ValueType::#value;),
                            quote!(p.value = ::gcn_isa::operand::ValueType::B32;),
                        )
                    }
                    None => (quote!(), quote!()),
                };
                shows.push(quote! {
                    #set_value
                    Operand::display(#ident, &mut p)?;
                    #reset_value
                });
                modifiers.push(quote!(Operand::display_modifiers(#ident, &mut p)?;));
            }
            Print::GrowsWithTfe => {
                shows.push(quote! {
                    p.extra_regs = *tfe as u8;
                    Operand::display(#ident, &mut p)?;
                    p.extra_regs = 0;
                });
            }
            Print::Unprinted => {}
            Print::ExcludingM0Exec => {
                shows.push(quote! {
                    p.reg_class = ::gcn_isa::operand::RegClass::ExcludingM0Exec;
                    Operand::display(#ident, &mut p)?;
                    p.reg_class = ::gcn_isa::operand::RegClass::All;
                });
            }
            Print::Flag => {
                modifiers.push(quote!(if *#ident { p.modifier()?.write_str(#op_name)?; }));
            }
        }
        let index = tys.len();
        let role = Ident::new(op.role.variant(), Span::call_site());
        let bits = op.fields.iter().flatten().map(|f| {
            let (lo, width) = (f.lo as u8, f.width as u8);
            quote!((#lo, #width))
        });
        infos.push(quote! {
            #index => Some(::gcn_isa::operand::OperandInfo {
                name: #op_name,
                role: ::gcn_isa::operand::Role::#role,
                bits: &[#(#bits),*],
            }),
        });
        visits.push(quote! {
            <#ty as Operand<#arity>>::registers(#ident, &mut |r| f(r, ::gcn_isa::operand::Role::#role));
        });
        let varied = op.fields.iter().enumerate().map(|(k, f)| match f {
            Some(f) => {
                let mask = (f.mask() >> f.lo) as u32;
                quote!((raw[#k] & #mask) << #shift)
            }
            None => quote!(0u32),
        });
        varies.push(quote! {
            #index => {
                *#ident = <#ty as Operand<#arity>>::decode([#(#varied),*], &mut cx).ok()?;
                Some(#op_name)
            }
        });
        tys.push(ty);
        idents.push(ident.clone());
    }
    let vary_fn = format_ident!("{}_vary", form);
    let operand_fn = format_ident!("{}_operand", form);
    let registers_fn = format_ident!("{}_registers", form);
    let literal_ok = n_words == 1;

    quote! {
        #cfg
        pub(crate) fn #operand_fn(index: usize) -> Option<::gcn_isa::operand::OperandInfo> {
            match index {
                #(#infos)*
                _ => None,
            }
        }

        #[allow(unused_variables)]
        #cfg
        pub(crate) fn #registers_fn(
            (#(#idents,)*): (#(&#tys,)*),
            f: &mut dyn FnMut(::gcn_isa::operand::RegName, ::gcn_isa::operand::Role),
        ) {
            #(#visits)*
        }

        #[allow(clippy::type_complexity)]
        #cfg
        pub(crate) fn #decode_fn(
            gen: Generation,
            w: u64,
            words: &[u32],
            mnemonic: &'static str,
            base: u64,
            protected: u64,
        ) -> Result<((#(#tys,)*), IgnoredBits, usize), DecodeError> {
            #[allow(unused_mut)]
            let mut cx = DecodeCx::new(gen, words.get(#n_words));
            // Before gfx10 only the 32-bit encodings take a literal dword.
            cx.literal_ok = #literal_ok;
            // Bits no operand binds, plus what the operands report they do not express.
            #[allow(unused_mut)]
            let mut ignored: u64 = w & !(protected | #operand_mask);
            #(#decodes)*
            let used = #n_words + cx.literal_used() as usize;
            Ok(((#(#idents,)*), IgnoredBits::from_decode(w, ignored), used))
        }

        /// The words of the operands on `base`, with the ignored bits of `prior` restored
        /// where they cannot change an operand's meaning. `strict` refuses what LLVM's
        /// assembler refuses (off while decoding, which accepts what the disassembler does).
        #[allow(unused_variables, unused_mut)]
        #cfg
        pub(crate) fn #encode_fn(
            gen: Generation,
            base: u64,
            protected: u64,
            (#(#idents,)*): (#(&#tys,)*),
            mnemonic: &'static str,
            prior: &IgnoredBits,
            strict: bool,
        ) -> Result<(u64, Option<u32>), EncodeError> {
            let mut cx = EncodeCx::new(gen, strict);
            cx.literal_ok = #literal_ok;
            let mut w: u64 = base;
            let decoded = prior.decoded_as(base, protected);
            // Bits no operand binds come back whenever the bits belong to this instruction.
            let mut keep: u64 = if decoded.is_some() { !(protected | #operand_mask) } else { 0 };
            #(#encodes)*
            Ok((w ^ (prior.bits() & keep), cx.literal()))
        }

        /// Test support: sets operand `index` to what its fields' decoder makes of `raw`.
        #[cfg(feature = "testing")]
        #[allow(unused_variables, unused_mut)]
        #cfg
        pub(crate) fn #vary_fn(
            gen: Generation,
            (#(#idents,)*): (#(&mut #tys,)*),
            index: usize,
            raw: [u32; 4],
            literal: u32,
        ) -> Option<&'static str> {
            let mut cx = DecodeCx::new(gen, Some(&literal));
            match index {
                #(#varies)*
                _ => None,
            }
        }

        #[allow(unused_variables, unused_mut)]
        #cfg
        pub(crate) fn #fmt_fn(
            gen: Generation,
            f: &mut fmt::Formatter<'_>,
            mnemonic: &str,
            (#(#idents,)*): (#(&#tys,)*),
        ) -> fmt::Result {
            let mut p = Printer::new(f, gen, mnemonic);
            #(#shows)*
            #(#modifiers)*
            p.finish()
        }
    }
}
