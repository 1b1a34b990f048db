//! The shared bodies of an operand form: decode, encode, print, list and vary the operands
//! of every instruction (of any generation) whose operands have the same kinds, bound to
//! fields. The generation is a run-time argument, so that one body serves all, also where
//! generations place a field differently (VOP3's `clamp`, DS's `gds`, MUBUF's `slc`).

use crate::kinds::Print;
use crate::model::*;
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

/// What makes two instructions share generated code: the same operands, of the same kinds
/// and roles. Where their fields lie is the other half of a form's identity
/// ([`fields_key`]): generations that place them differently share the form, its bodies
/// choosing the positions by the generation.
pub fn form_key(operands: &[OperandModel]) -> String {
    operands
        .iter()
        .map(|op| {
            format!(
                "{}={}{:?}:{}:{:?}:{}",
                op.name,
                op.kind.name,
                op.params,
                op.fields.len(),
                op.role,
                op.value.unwrap_or("")
            )
        })
        .collect::<Vec<_>>()
        .join(";")
}

/// Where a form's operands lie: each field's lowest bit and width, `-` where the layout
/// lacks it.
pub fn fields_key(operands: &[OperandModel]) -> String {
    operands
        .iter()
        .flat_map(|op| &op.fields)
        .map(|f| {
            f.as_ref()
                .map_or("-".into(), |f| format!("{}:{}", f.lo, f.width))
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The operands of a form as the generations in `gens` place them (disjoint sets; the first
/// is the largest, the others are named in a `match` on the generation).
pub struct Placement<'a> {
    pub gens: Vec<&'static str>,
    pub operands: &'a [OperandModel],
}

/// `values[i]` for the generations of `placements[i]`: the value itself where all agree, or
/// a `match` on the body's `gen`.
fn by_gen(placements: &[Placement], values: Vec<TokenStream>) -> TokenStream {
    let first = values[0].to_string();
    if values.iter().all(|v| v.to_string() == first) {
        return values[0].clone();
    }
    let arms = placements.iter().zip(&values).skip(1).map(|(p, v)| {
        let gens = p
            .gens
            .iter()
            .map(|g| Ident::new(&crate::model::variant_name(g), Span::call_site()));
        quote!(#(Generation::#gens)|* => #v,)
    });
    let default = &values[0];
    quote!(match gen { #(#arms)* _ => #default })
}

/// Field `k` of operand `i`, as each placement has it: (lowest bit, width), (0, 0) where
/// the layout lacks it.
fn spots_of(placements: &[Placement], i: usize, k: usize) -> Vec<(u32, u32)> {
    placements
        .iter()
        .map(|p| {
            p.operands[i].fields[k]
                .as_ref()
                .map_or((0, 0), |f| (f.lo, f.width))
        })
        .collect()
}

fn width_mask(width: u32) -> u32 {
    ((1u64 << width) - 1) as u32
}

/// A field's lowest bit and its mask (`mask` within the field's width, or the whole width),
/// as each placement has it (`spots`, from [`spots_of`]).
fn position_and_mask(
    placements: &[Placement],
    spots: &[(u32, u32)],
    mask: Option<u32>,
) -> (TokenStream, TokenStream) {
    let lo = by_gen(
        placements,
        spots.iter().map(|&(lo, _)| quote!(#lo)).collect(),
    );
    let masks = spots
        .iter()
        .map(|&(_, width)| {
            let m = mask.unwrap_or(u32::MAX) & width_mask(width);
            quote!(#m)
        })
        .collect();
    (lo, by_gen(placements, masks))
}

/// The value of the first field of the row's operand `name` in the decoded word `w` (masked
/// to `mask` when given, else to the field's width), where the form has that operand with a
/// field in some placement.
fn field_value(placements: &[Placement], name: &str, mask: Option<u32>) -> Option<TokenStream> {
    let i = placements[0].operands.iter().position(|o| o.name == name)?;
    if placements[0].operands[i].fields.is_empty() {
        return None;
    }
    let spots = spots_of(placements, i, 0);
    if spots.iter().all(|&(_, width)| width == 0) {
        return None;
    }
    let (lo, m) = position_and_mask(placements, &spots, mask);
    Some(quote!(((w >> #lo) as u32 & #m)))
}

/// The `ImageShape` of an image instruction of `class`: from the decoded word `w` (`from_word`)
/// or from the operand values in scope (references named after the operands).
fn image_shape(placements: &[Placement], class: &str, from_word: bool) -> TokenStream {
    let operands = placements[0].operands;
    let class = Ident::new(class, Span::call_site());
    let has = |name: &str| operands.iter().any(|o| o.name == name);
    let (dmask, tfe, d16) = if from_word {
        let bit = |name: &str, mask: u32| {
            field_value(placements, name, Some(mask)).unwrap_or_else(|| quote!(0u32))
        };
        let (dm, t, d) = (bit("dmask", 0xf), bit("tfe", 1), bit("d16", 1));
        (dm, quote!(#t != 0), quote!(#d != 0))
    } else {
        let dm = if has("dmask") {
            quote!(dmask.bits())
        } else {
            quote!(0u32)
        };
        let t = if has("tfe") {
            quote!(*tfe)
        } else {
            quote!(false)
        };
        let d = if has("d16") {
            quote!(*d16)
        } else {
            quote!(false)
        };
        (dm, t, d)
    };
    // Whether `d16` data packs is the row's fact for the generation: its `d16` operand's kind.
    let packed = operands
        .iter()
        .any(|o| o.name == "d16" && o.kind.name == "d16_packed");
    quote!(::gcn_isa::operand::ImageShape::new(::gcn_isa::operand::ImageClass::#class, #dmask, #tfe, #d16, #packed))
}

/// Rust implements `Debug`, `PartialEq` and `Hash` for tuples of up to 12 elements: a
/// form's operands are stored as one tuple, its tail nested where it has more.
pub fn stored<T: quote::ToTokens>(items: &[T]) -> TokenStream {
    if items.len() > 12 {
        let (head, tail) = items.split_at(11);
        let tail = stored(tail);
        quote!((#(#head,)* #tail,))
    } else {
        quote!((#(#items,)*))
    }
}

/// The variant of the file's `Forms` enum holding a form's operands.
pub fn form_variant(form: &Ident) -> Ident {
    let s = form.to_string();
    format_ident!("F{}", &s[4..])
}

/// The shared bodies of one form: `<form>_decode` (operands, ignored bits and dwords used),
/// `<form>_encode` (canonical word and literal) and `<form>_fmt` (LLVM text), with
/// `<form>_operand`, `<form>_registers` and (tests) `<form>_vary`. Where the placements
/// differ, a field's position is a `match` on the generation.
pub fn generate_form(
    form: &Ident,
    n_words: usize,
    placements: &[Placement],
    cfg: &TokenStream,
) -> TokenStream {
    let operands = placements[0].operands;
    let variant = form_variant(form);
    let decode_fn = format_ident!("{}_decode", form);
    let encode_fn = format_ident!("{}_encode", form);
    let fmt_fn = format_ident!("{}_fmt", form);

    let mut tys = Vec::new();
    let mut idents = Vec::new();
    let mut decodes = Vec::new();
    let mut encodes = Vec::new();
    let mut shows = Vec::new();
    let mut modifiers = Vec::new();
    let mut operand_masks = vec![0u64; placements.len()];
    let mut varies = Vec::new();
    let mut infos = Vec::new();
    let mut visits = Vec::new();
    for (i, op) in operands.iter().enumerate() {
        let ident = &op.name;
        let op_name = ident.to_string();
        let ty = op.kind.rust_type(&op.params);
        let arity = op.kind.arity;
        let shift = op.kind.shift;
        let field_spots: Vec<Vec<(u32, u32)>> = (0..op.fields.len())
            .map(|k| spots_of(placements, i, k))
            .collect();
        // Each field's (lowest bit, mask) where some placement has it.
        let positions: Vec<Option<(TokenStream, TokenStream)>> = field_spots
            .iter()
            .map(|per| {
                per.iter()
                    .any(|&(_, width)| width > 0)
                    .then(|| position_and_mask(placements, per, None))
            })
            .collect();
        let extracts = positions.iter().map(|p| match p {
            Some((lo, mask)) => quote!(((w >> #lo) as u32 & #mask) << #shift),
            None => quote!(0u32),
        });
        // The field masks as `vary` applies them to raw values.
        let varied = positions.iter().enumerate().map(|(k, p)| match p {
            Some((_, mask)) => quote!((raw[#k] & #mask) << #shift),
            None => quote!(0u32),
        });
        // (lowest bit, width) of each field; width 0 for a field this generation lacks.
        let spots: Vec<TokenStream> = field_spots
            .iter()
            .map(|per| {
                by_gen(
                    placements,
                    per.iter()
                        .map(|&(lo, width)| {
                            let (lo, width) = (lo as u8, width as u8);
                            quote!((#lo, #width))
                        })
                        .collect(),
                )
            })
            .collect();
        let settle = if positions.iter().any(Option::is_some) {
            quote!(cx.settle(&[#(#spots),*], #shift);)
        } else {
            quote!()
        };
        // A range that grows with `tfe` must fit with its extra register: read the row's
        // `tfe` bit (validation guarantees the operand) before the range is decoded.
        let (set_extra, reset_extra) =
            match (op.kind.print, field_value(placements, "tfe", Some(1))) {
                (Print::GrowsWithTfe, Some(tfe)) => (
                    quote!(cx.extra_regs = #tfe as u8;),
                    quote!(cx.extra_regs = 0;),
                ),
                // The address's VGPR part reads as `saddr` says (validation guarantees it).
                (Print::FollowsSaddr, _) => match field_value(placements, "saddr", None) {
                    Some(saddr) => (
                        quote!(cx.saddr_off = ::gcn_isa::operand::saddr_is_off(#saddr);),
                        quote!(),
                    ),
                    None => (quote!(), quote!()),
                },
                (Print::ImageData(class), _) => {
                    let shape = image_shape(placements, class, true);
                    (quote!(cx.image = #shape;), quote!())
                }
                _ => (quote!(), quote!()),
            };
        decodes.push(quote! {
            #set_extra
            let #ident = match <#ty as Operand<#arity>>::decode([#(#extracts),*], &mut cx) {
                Ok(v) => v,
                Err(e) => return Err(cx.fail(e, #op_name)),
            };
            #reset_extra
            #settle
        });
        for (mask, p) in operand_masks.iter_mut().zip(placements) {
            *mask |= p.operands[i]
                .fields
                .iter()
                .flatten()
                .map(Field::mask)
                .fold(0, |a, m| a | m);
        }
        let (set_context, reset_context) = match op.kind.print {
            Print::ExcludingM0Exec => (
                quote!(cx.reg_class = ::gcn_isa::operand::RegClass::ExcludingM0Exec;),
                quote!(cx.reg_class = ::gcn_isa::operand::RegClass::All;),
            ),
            Print::GrowsWithTfe => (
                quote!(cx.extra_regs = *tfe as u8;),
                quote!(cx.extra_regs = 0;),
            ),
            Print::FollowsSaddr => (quote!(cx.saddr_off = saddr.is_off();), quote!()),
            Print::ImageData(class) => {
                let shape = image_shape(placements, class, false);
                (quote!(cx.image = #shape;), quote!())
            }
            _ => (quote!(), quote!()),
        };
        encodes.push(quote! {
            #set_context
            cx.encode_operand::<#arity, #ty>(#ident, #op_name, [#(#spots),*], #shift);
            #reset_context
        });
        let index = tys.len();
        match op.kind.print {
            Print::Type | Print::FollowsSaddr => {
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
                    p.at(#index);
                    #set_value
                    Operand::display(#ident, p)?;
                    #reset_value
                });
                modifiers.push(quote!(p.at(#index); Operand::display_modifiers(#ident, p)?;));
            }
            Print::GrowsWithTfe => {
                shows.push(quote! {
                    p.at(#index);
                    p.extra_regs = *tfe as u8;
                    Operand::display(#ident, p)?;
                    p.extra_regs = 0;
                });
            }
            Print::ImageData(class) => {
                let shape = image_shape(placements, class, false);
                shows.push(quote! {
                    p.at(#index);
                    p.image = #shape;
                    Operand::display(#ident, p)?;
                });
            }
            Print::Unprinted => {}
            Print::ExcludingM0Exec => {
                shows.push(quote! {
                    p.at(#index);
                    p.reg_class = ::gcn_isa::operand::RegClass::ExcludingM0Exec;
                    Operand::display(#ident, p)?;
                    p.reg_class = ::gcn_isa::operand::RegClass::All;
                });
            }
            Print::Marker => {
                modifiers.push(quote!(p.at(#index); p.modifier()?.write_str(#op_name)?;));
            }
            Print::Flag => {
                modifiers
                    .push(quote!(if *#ident { p.at(#index); p.modifier()?.write_str(#op_name)?; }));
            }
        }
        let role = Ident::new(op.role.variant(), Span::call_site());
        let bits = by_gen(
            placements,
            placements
                .iter()
                .map(|p| {
                    let bits = p.operands[i].fields.iter().flatten().map(|f| {
                        let (lo, width) = (f.lo as u8, f.width as u8);
                        quote!((#lo, #width))
                    });
                    quote!(&[#(#bits),*])
                })
                .collect(),
        );
        infos.push(quote! {
            #index => Some(::gcn_isa::operand::OperandInfo {
                name: #op_name,
                role: ::gcn_isa::operand::Role::#role,
                bits: #bits,
                shift: #shift as u8,
            }),
        });
        visits.push(match op.kind.print {
            Print::ImageData(class) => {
                let shape = image_shape(placements, class, false);
                quote!(#ident.visit(#shape, #index, ::gcn_isa::operand::Role::#role, f);)
            }
            _ => quote! {
                ::gcn_isa::operand::visit_registers::<#arity, #ty>(#ident, #index, ::gcn_isa::operand::Role::#role, f);
            },
        });
        let vary_context = match op.kind.print {
            Print::FollowsSaddr => quote!(cx.saddr_off = saddr.is_off();),
            Print::ImageData(class) => {
                let shape = image_shape(placements, class, false);
                quote!(cx.image = #shape;)
            }
            _ => quote!(),
        };
        varies.push(quote! {
            #index => {
                #vary_context
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
    let stored_idents = stored(&idents);
    let operand_mask = by_gen(
        placements,
        operand_masks.iter().map(|m| quote!(#m)).collect(),
    );

    quote! {
        #cfg
        #[inline(never)]
        #[allow(unused_variables)]
        pub(crate) fn #operand_fn(gen: Generation, index: usize) -> Option<::gcn_isa::operand::OperandInfo> {
            match index {
                #(#infos)*
                _ => None,
            }
        }

        #[allow(unused_variables)]
        #cfg
        pub(crate) fn #registers_fn(
            gen: Generation,
            (#(#idents,)*): (#(&#tys,)*),
            f: &mut dyn FnMut(usize, ::gcn_isa::operand::RegName, ::gcn_isa::operand::Role),
        ) {
            #(#visits)*
        }

        #cfg
        pub(crate) fn #decode_fn(
            gen: Generation,
            w: u64,
            words: &[u32],
            protected: u64,
        ) -> Result<(Forms, IgnoredBits, usize), DecodeError> {
            // Before gfx10 only the 32-bit encodings take a literal dword. Ignored bits start
            // as those no operand binds; operands add what they report they do not express.
            #[allow(unused_mut)]
            let mut cx = DecodeCx::for_instruction(
                gen, words, #n_words, #literal_ok, w & !(protected | #operand_mask),
            );
            #(#decodes)*
            let (ignored, used) = cx.finish(w);
            Ok((Forms::#variant(#stored_idents), ignored, used))
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
        ) -> Result<Encoded, EncodeError> {
            let mut cx = EncodeCx::for_instruction(
                gen, strict, #literal_ok, mnemonic, base, protected, #operand_mask, prior,
            );
            #(#encodes)*
            cx.finish(prior, #n_words)
        }

        /// Test support: sets operand `index` to what its fields' decoder makes of `raw`.
        #[cfg(feature = "testing")]
        #[allow(unused_variables, unused_mut)]
        #cfg
        pub(crate) fn #vary_fn(
            gen: Generation,
            (#(#idents,)*): (#(&mut #tys,)*),
            index: usize,
            raw: [u32; 8],
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
            p: &mut Printer<'_, '_>,
            (#(#idents,)*): (#(&#tys,)*),
        ) -> fmt::Result {
            #(#shows)*
            #(#modifiers)*
            Ok(())
        }
    }
}

/// One form, as the file's `Forms` enum sees it.
pub struct FormItem<'a> {
    pub form: Ident,
    pub operands: &'a [OperandModel],
    pub cfg: TokenStream,
}

/// The file's `Forms` enum (one variant per form, holding its operands) and what every
/// generation asks of a decoded instruction's operands, dispatched on the form: the code
/// is shared by every generation and instruction of the form.
pub fn generate_forms_enum(forms: &[FormItem]) -> TokenStream {
    let mut variants = Vec::new();
    let (mut encodes, mut prints, mut infos) = (Vec::new(), Vec::new(), Vec::new());
    let (mut visits, mut branches, mut varies) = (Vec::new(), Vec::new(), Vec::new());
    for f in forms {
        let cfg = &f.cfg;
        let v = form_variant(&f.form);
        let tys: Vec<TokenStream> = f
            .operands
            .iter()
            .map(|op| op.kind.rust_type(&op.params))
            .collect();
        let idents: Vec<&Ident> = f.operands.iter().map(|op| &op.name).collect();
        let by_ref: Vec<TokenStream> = idents.iter().map(|i| quote!(ref #i)).collect();
        let by_mut: Vec<TokenStream> = idents.iter().map(|i| quote!(ref mut #i)).collect();
        let (ty, refs, muts) = (stored(&tys), stored(&by_ref), stored(&by_mut));
        let [encode_fn, fmt_fn, operand_fn, registers_fn, vary_fn] =
            ["encode", "fmt", "operand", "registers", "vary"]
                .map(|what| format_ident!("{}_{}", f.form, what));
        variants.push(quote!(#cfg #v(#ty),));
        encodes.push(quote! {
            #cfg Self::#v(#refs) => #encode_fn(gen, base, protected, (#(#idents,)*), mnemonic, prior, true),
        });
        prints.push(quote!(#cfg Self::#v(#refs) => #fmt_fn(p, (#(#idents,)*)),));
        infos.push(quote!(#cfg Self::#v(_) => #operand_fn(gen, index),));
        visits.push(quote!(#cfg Self::#v(#refs) => #registers_fn(gen, (#(#idents,)*), f),));
        varies.push(quote! {
            #cfg Self::#v(#muts) => #vary_fn(gen, (#(#idents,)*), index, raw, literal),
        });
        // The branch target, from the kind: no instruction is named.
        if let Some(index) = f.operands.iter().position(|o| o.kind.name == "branch") {
            let ident = idents[index];
            branches.push(quote! {
                #cfg Self::#v(#refs) => Some(::gcn_isa::operand::Branch { operand: #index, offset: *#ident }),
            });
        }
    }
    quote! {
        /// A decoded instruction's operands, by form.
        #[derive(Clone, Copy, Debug, PartialEq, Hash)]
        pub enum Forms {
            #(#variants)*
        }

        impl Eq for Forms {}

        #[allow(unused_variables)]
        impl Forms {
            pub fn encode(
                &self,
                gen: Generation,
                base: u64,
                protected: u64,
                mnemonic: &'static str,
                prior: &IgnoredBits,
            ) -> Result<Encoded, EncodeError> {
                match *self { #(#encodes)* }
            }

            pub fn print(&self, p: &mut Printer<'_, '_>) -> fmt::Result {
                match *self { #(#prints)* }
            }

            pub fn operand(&self, gen: Generation, index: usize) -> Option<::gcn_isa::operand::OperandInfo> {
                match *self { #(#infos)* }
            }

            pub fn registers(
                &self,
                gen: Generation,
                f: &mut dyn FnMut(usize, ::gcn_isa::operand::RegName, ::gcn_isa::operand::Role),
            ) {
                match *self { #(#visits)* }
            }

            pub fn branch(&self) -> Option<::gcn_isa::operand::Branch> {
                #[allow(unreachable_patterns)]
                match *self {
                    #(#branches)*
                    _ => None,
                }
            }

            #[cfg(feature = "testing")]
            pub fn vary(
                &mut self,
                gen: Generation,
                index: usize,
                raw: [u32; 8],
                literal: u32,
            ) -> Option<&'static str> {
                match *self { #(#varies)* }
            }
        }
    }
}
