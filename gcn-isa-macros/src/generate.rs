//! Code generation: per generation, one struct per instruction and one enum per encoding,
//! each with decode, encode and `Display` written out as match code.
//!
//! The heavy lifting (register numbering, literal handling, printing) lives in the runtime
//! operand types, so what is emitted per instruction is a few lines of field plumbing.

use crate::kinds::Print;
use crate::model::*;
use crate::validate::type_name;
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};

pub fn generate(model: &Model) -> TokenStream {
    let shared = SharedFamily::new(model);
    let family = shared.generate();
    let gens = model.gens.iter().map(|g| generate_gen(g, &shared));
    quote!(#family #(#gens)*)
}

/// Generations whose operands decode, encode and print alike (the runtime's operand code
/// tells them apart only as "gfx9 or later"): an instruction defined identically on
/// several of them is generated once, in module `vega`, and re-exported by each.
const SHARED_FAMILY: &[&str] = &["gfx9", "gfx906", "gfx908"];
const SHARED_MODULE: &str = "vega";

/// What an instruction's generated code depends on: equal keys, equal code.
fn instruction_key(e: &EncodingModel, i: &InstructionModel) -> String {
    let l = &e.layout;
    let fields: Vec<String> = l
        .fields
        .iter()
        .map(|f| format!("{}:{}:{}", f.name, f.lo, f.width))
        .collect();
    let attrs: Vec<String> = i.attrs.iter().map(|a| quote!(#a).to_string()).collect();
    format!(
        "{}|{}|{:x}/{:x}|{}|{}|{:?}|{:x}|{:x}/{:x}|{}|{}",
        e.name,
        l.width,
        l.fixed_mask,
        l.fixed_bits,
        fields.join(","),
        i.mnemonic,
        i.printed,
        i.opcode,
        i.pinned_mask,
        i.pinned_bits,
        form_key(i),
        attrs.join(" ")
    )
}

struct SharedFamily<'a> {
    /// Per encoding name: its model (from the first family generation that has it) and
    /// the instructions generated in the shared module.
    encodings: Vec<(&'a EncodingModel, Vec<&'a InstructionModel>)>,
    /// Keys of the shared instructions.
    keys: std::collections::HashSet<String>,
}

impl<'a> SharedFamily<'a> {
    fn new(model: &'a Model) -> Self {
        let mut encodings: Vec<(&EncodingModel, Vec<&InstructionModel>)> = Vec::new();
        let mut keys = std::collections::HashSet::new();
        // (encoding, mnemonic) pairs already generated in the shared module: the first
        // definition of a name is shared, a differing one stays in its generation.
        let mut named = std::collections::HashSet::new();
        for g in model.gens.iter().filter(|g| SHARED_FAMILY.contains(&g.gen)) {
            for e in &g.encodings {
                let slot = match encodings.iter().position(|(m, _)| m.name == e.name) {
                    Some(p) => p,
                    None => {
                        encodings.push((e, Vec::new()));
                        encodings.len() - 1
                    }
                };
                for i in &e.instructions {
                    if named.insert((e.name.to_string(), i.mnemonic.to_string())) {
                        keys.insert(instruction_key(e, i));
                        encodings[slot].1.push(i);
                    }
                }
            }
        }
        SharedFamily { encodings, keys }
    }

    fn shares(&self, gen: &str, e: &EncodingModel, i: &InstructionModel) -> bool {
        SHARED_FAMILY.contains(&gen) && self.keys.contains(&instruction_key(e, i))
    }

    fn generate(&self) -> TokenStream {
        if self.encodings.is_empty() {
            return quote!();
        }
        let module = Ident::new(SHARED_MODULE, Span::call_site());
        let variant = Ident::new(&variant_name(SHARED_FAMILY[0]), Span::call_site());
        let features = SHARED_FAMILY;
        let structs = self
            .encodings
            .iter()
            .map(|(e, instructions)| generate_structs(e, instructions));
        quote! {
            #[cfg(any(#(feature = #features),*))]
            #[allow(clippy::all)]
            pub mod #module {
                #[allow(unused_imports)]
                use ::gcn_isa::operand::{DecodeCx, EncodeCx, Operand, Printer};
                #[allow(unused_imports)]
                use ::gcn_isa::__private::{place, Encoded, DecodeError, EncodeError, IgnoredBits};
                #[allow(unused_imports)]
                use ::core::fmt;
                #[allow(unused_imports)]
                use ::core::fmt::Write as _;
                // The operand code treats every generation of the family as this one.
                #[allow(dead_code)]
                const GEN: ::gcn_isa::Generation = ::gcn_isa::Generation::#variant;
                #(#structs)*
            }
        }
    }
}

fn generate_gen(g: &GenModel, shared: &SharedFamily) -> TokenStream {
    let module = Ident::new(g.gen, Span::call_site());
    let feature = g.gen;
    let variant = Ident::new(&variant_name(g.gen), Span::call_site());
    let shared_module = Ident::new(SHARED_MODULE, Span::call_site());
    let mut reexports = Vec::new();
    let mut own = Vec::new();
    for e in &g.encodings {
        let (common, mine): (Vec<&InstructionModel>, Vec<&InstructionModel>) = e
            .instructions
            .iter()
            .partition(|i| shared.shares(g.gen, e, i));
        reexports.extend(common.iter().map(|i| type_name(&i.mnemonic)));
        own.push(generate_structs(e, &mine));
        own.push(generate_enum(g.gen, e));
    }
    let reexport = if reexports.is_empty() {
        quote!()
    } else {
        quote!(pub use super::#shared_module::{#(#reexports),*};)
    };
    quote! {
        #[cfg(feature = #feature)]
        #[allow(clippy::all)]
        pub mod #module {
            #reexport
            #[allow(unused_imports)]
            use ::gcn_isa::operand::{DecodeCx, EncodeCx, Operand, Printer};
            #[allow(unused_imports)]
            use ::gcn_isa::__private::{place, Encoded, DecodeError, EncodeError, IgnoredBits};
            use ::core::fmt;
            #[allow(unused_imports)]
            use ::core::fmt::Write as _;
            #[allow(dead_code)]
            const GEN: ::gcn_isa::Generation = ::gcn_isa::Generation::#variant;
            #(#own)*
        }
    }
}

fn words(layout: &Layout) -> usize {
    (layout.width / 32) as usize
}

/// The instruction structs of `instructions` (all of one encoding) and the shared bodies
/// of their operand forms.
fn generate_structs(e: &EncodingModel, instructions: &[&InstructionModel]) -> TokenStream {
    let enc = &e.name;
    let enc_name = enc.to_string().to_uppercase();
    let l = &e.layout;
    let protected =
        l.fixed_mask | l.opcode.mask() | if l.width == 64 { 0 } else { !0xffff_ffffu64 };
    // Instructions with the same operands share one decode/encode/print body (a form);
    // each instruction is then a thin wrapper, which keeps the generated code small.
    let mut forms: Vec<(String, &InstructionModel)> = Vec::new();
    let mut form_of = Vec::new();
    for i in instructions {
        let key = form_key(i);
        let idx = forms
            .iter()
            .position(|(k, _)| *k == key)
            .unwrap_or_else(|| {
                forms.push((key, i));
                forms.len() - 1
            });
        form_of.push(idx);
    }
    let form_fns = forms
        .iter()
        .enumerate()
        .map(|(idx, (_, first))| generate_form(&form_ident(enc, idx), l, &first.operands));
    let structs = instructions
        .iter()
        .zip(&form_of)
        .map(|(i, f)| generate_instruction(&enc_name, l, i, protected, &form_ident(enc, *f)));
    quote! {
        #(#form_fns)*
        #(#structs)*
    }
}

/// The encoding's enum of `gen`: decode dispatch on the opcode and per-instruction
/// delegation.
fn generate_enum(gen: &str, e: &EncodingModel) -> TokenStream {
    let enc = &e.name;
    let enc_name = enc.to_string().to_uppercase();
    let attrs = &e.attrs;
    let l = &e.layout;
    let n_words = words(l);
    let fixed_mask = l.fixed_mask;
    let fixed_bits = l.fixed_bits;
    let first_mask = (fixed_mask & 0xffff_ffff) as u32;
    let first_bits = (fixed_bits & 0xffff_ffff) as u32;
    let op_lo = l.opcode.lo;
    let op_mask = (l.opcode.mask() >> op_lo) as u32;
    let op_width = l.opcode.width;
    let specificity = fixed_mask.count_ones() + l.opcode.width;
    let gen_module = Ident::new(gen, Span::call_site());

    let names: Vec<Ident> = e
        .instructions
        .iter()
        .map(|i| type_name(&i.mnemonic))
        .collect();
    let opcodes: Vec<u32> = e.instructions.iter().map(|i| i.opcode as u32).collect();
    let assemble = if n_words == 2 {
        quote!(let w = first as u64 | (words[1] as u64) << 32;)
    } else {
        quote!(let w = first as u64;)
    };
    let high_check = if n_words == 2 && fixed_mask >> 32 != 0 {
        quote! {
            if w & #fixed_mask != #fixed_bits {
                return Err(DecodeError::UnknownEncoding { word: first });
            }
        }
    } else {
        quote!()
    };
    let enc_doc = format!("Every {enc_name} instruction of {gen}.");
    quote! {
        #(#attrs)*
        #[doc = #enc_doc]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum #enc {
            #(
                #[allow(missing_docs)]
                #names(#names),
            )*
        }

        impl #enc {
            /// The encoding's name.
            pub const NAME: &'static str = #enc_name;
            /// Bits of the first dword that identify the encoding, and their values.
            pub const FIXED: (u32, u32) = (#first_mask, #first_bits);
            /// The opcode field: lowest bit and width.
            pub const OPCODE_FIELD: (u32, u32) = (#op_lo, #op_width);
            /// How many bits identify an instruction of this encoding (fixed + opcode):
            /// more specific encodings are tried first.
            pub const SPECIFICITY: u32 = #specificity;

            /// Decodes one instruction of this encoding from the start of `words`.
            #[inline]
            pub fn decode(words: &[u32]) -> Result<(Self, usize), DecodeError> {
                let Some(&first) = words.first() else {
                    return Err(DecodeError::Truncated { needed: 1, available: 0 });
                };
                if first & #first_mask != #first_bits {
                    return Err(DecodeError::UnknownEncoding { word: first });
                }
                if words.len() < #n_words {
                    return Err(DecodeError::Truncated { needed: #n_words, available: words.len() });
                }
                #assemble
                #high_check
                match (w >> #op_lo) as u32 & #op_mask {
                    #( #opcodes => #names::decode_word(w, words).map(|(i, n)| (Self::#names(i), n)), )*
                    opcode => Err(DecodeError::UnknownOpcode { encoding: #enc_name, opcode }),
                }
            }

            /// Encodes the instruction.
            pub fn encode(&self) -> Result<Encoded, EncodeError> {
                match self {
                    #( Self::#names(i) => i.encode(), )*
                }
            }

            /// The instruction's mnemonic.
            pub fn mnemonic(&self) -> &'static str {
                match self {
                    #( Self::#names(_) => #names::MNEMONIC, )*
                }
            }

            /// The instruction's opcode in this encoding.
            pub fn opcode(&self) -> u32 {
                match self {
                    #( Self::#names(_) => #names::OPCODE, )*
                }
            }

            /// Operand `index`: its name and whether the instruction reads or writes it.
            pub fn operand(&self, index: usize) -> Option<::gcn_isa::operand::OperandInfo> {
                match self {
                    #( Self::#names(i) => i.operand(index), )*
                }
            }

            /// Calls `f` with every register the instruction names, and how it uses it.
            pub fn registers(&self, f: &mut dyn FnMut(::gcn_isa::operand::RegName, ::gcn_isa::operand::Role)) {
                match self {
                    #( Self::#names(i) => i.registers(f), )*
                }
            }

            #[cfg(feature = "testing")]
            #[doc(hidden)]
            pub fn __vary_operand(&mut self, index: usize, raw: [u32; 4], literal: u32) -> Option<&'static str> {
                match self {
                    #( Self::#names(i) => i.__vary_operand(index, raw, literal), )*
                }
            }

            #[cfg(feature = "testing")]
            #[doc(hidden)]
            pub fn __clear_ignored_bits(&mut self) {
                match self {
                    #( Self::#names(i) => i.__clear_ignored_bits(), )*
                }
            }
        }

        impl fmt::Display for #enc {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self {
                    #( Self::#names(i) => fmt::Display::fmt(i, f), )*
                }
            }
        }

        #(
            impl From<#names> for ::gcn_isa::#gen_module::Instruction {
                fn from(i: #names) -> Self {
                    Self::#enc(#enc::#names(i))
                }
            }
        )*
    }
}

/// What makes two instructions share generated code: the same operands, bound to the
/// same fields, of the same kinds.
fn form_key(i: &InstructionModel) -> String {
    i.operands
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

fn form_ident(enc: &Ident, idx: usize) -> Ident {
    format_ident!("__{}_form{}", enc.to_string().to_lowercase(), idx)
}

/// The shared bodies of one form: `<form>_decode` (operands, ignored bits and dwords used),
/// `<form>_encode` (canonical word and literal) and `<form>_fmt` (LLVM text).
fn generate_form(form: &Ident, l: &Layout, operands: &[OperandModel]) -> TokenStream {
    let decode_fn = format_ident!("{}_decode", form);
    let encode_fn = format_ident!("{}_encode", form);
    let fmt_fn = format_ident!("{}_fmt", form);
    let n_words = words(l);

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
        infos.push(quote! {
            #index => Some(::gcn_isa::operand::OperandInfo {
                name: #op_name,
                role: ::gcn_isa::operand::Role::#role,
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
        fn #operand_fn(index: usize) -> Option<::gcn_isa::operand::OperandInfo> {
            match index {
                #(#infos)*
                _ => None,
            }
        }

        #[allow(unused_variables)]
        fn #registers_fn(
            (#(#idents,)*): (#(&#tys,)*),
            f: &mut dyn FnMut(::gcn_isa::operand::RegName, ::gcn_isa::operand::Role),
        ) {
            #(#visits)*
        }

        #[allow(clippy::type_complexity)]
        fn #decode_fn(
            w: u64,
            words: &[u32],
            mnemonic: &'static str,
            base: u64,
            protected: u64,
        ) -> Result<((#(#tys,)*), IgnoredBits, usize), DecodeError> {
            #[allow(unused_mut)]
            let mut cx = DecodeCx::new(GEN, words.get(#n_words));
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
        fn #encode_fn(
            base: u64,
            protected: u64,
            (#(#idents,)*): (#(&#tys,)*),
            mnemonic: &'static str,
            prior: &IgnoredBits,
            strict: bool,
        ) -> Result<(u64, Option<u32>), EncodeError> {
            let mut cx = EncodeCx::new(GEN, strict);
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
        fn #vary_fn(
            (#(#idents,)*): (#(&mut #tys,)*),
            index: usize,
            raw: [u32; 4],
            literal: u32,
        ) -> Option<&'static str> {
            let mut cx = DecodeCx::new(GEN, Some(&literal));
            match index {
                #(#varies)*
                _ => None,
            }
        }

        #[allow(unused_variables, unused_mut)]
        fn #fmt_fn(
            f: &mut fmt::Formatter<'_>,
            mnemonic: &str,
            (#(#idents,)*): (#(&#tys,)*),
        ) -> fmt::Result {
            let mut p = Printer::new(f, GEN, mnemonic);
            #(#shows)*
            #(#modifiers)*
            p.finish()
        }
    }
}

fn generate_instruction(
    enc_name: &str,
    l: &Layout,
    i: &InstructionModel,
    protected: u64,
    form: &Ident,
) -> TokenStream {
    let name = type_name(&i.mnemonic);
    let mnemonic = i.printed.clone().unwrap_or_else(|| i.mnemonic.to_string());
    let attrs = &i.attrs;
    let opcode = i.opcode as u32;
    let base = l.fixed_bits | i.opcode << l.opcode.lo | i.pinned_bits;
    let protected = protected | i.pinned_mask;
    let (pinned_mask, pinned_bits) = (i.pinned_mask, i.pinned_bits);
    let n_words = words(l);
    let doc = format!("`{mnemonic}`: {enc_name} opcode {opcode} ({opcode:#x}).");
    let decode_fn = format_ident!("{}_decode", form);
    let encode_fn = format_ident!("{}_encode", form);
    let fmt_fn = format_ident!("{}_fmt", form);
    let vary_fn = format_ident!("{}_vary", form);
    let operand_fn = format_ident!("{}_operand", form);
    let registers_fn = format_ident!("{}_registers", form);
    let pinned_check = if pinned_mask != 0 {
        quote! {
            if w & #pinned_mask != #pinned_bits {
                return Err(DecodeError::InvalidOperand {
                    mnemonic: #mnemonic,
                    operand: "reserved bits",
                    reason: "this instruction requires these bits to hold fixed values",
                    value: (w & #pinned_mask) as u32,
                });
            }
        }
    } else {
        quote!()
    };

    let idents: Vec<&Ident> = i.operands.iter().map(|op| &op.name).collect();
    let fields = i.operands.iter().map(|op| {
        let ident = &op.name;
        let ty = op.kind.rust_type(&op.params);
        let field_doc = format!(
            "Operand `{ident}` ({}), from field(s) {}.",
            op.kind.name,
            op.fields
                .iter()
                .map(|f| f.as_ref().map_or("-".to_string(), |f| f.name.clone()))
                .collect::<Vec<_>>()
                .join(", ")
        );
        quote!(#[doc = #field_doc] pub #ident: #ty,)
    });

    let (args, defaults): (Vec<&OperandModel>, Vec<&OperandModel>) = i
        .operands
        .iter()
        .partition(|op| op.kind.default_value().is_none());
    let arg_names = args.iter().map(|op| &op.name);
    let arg_types = args.iter().map(|op| op.kind.rust_type(&op.params));
    let default_names = defaults.iter().map(|op| &op.name);
    let default_values = defaults.iter().map(|op| op.kind.default_value());
    let arg_names2 = args.iter().map(|op| &op.name);
    let constructor_doc = if defaults.is_empty() {
        format!("`{mnemonic}` with these operands.")
    } else {
        let modifiers: Vec<String> = defaults.iter().map(|op| format!("`{}`", op.name)).collect();
        format!(
            "`{mnemonic}` with these operands and the modifiers ({}) off or at their defaults: \
             set them on the result.",
            modifiers.join(", ")
        )
    };
    let constructor = quote! {
        #[doc = #constructor_doc]
        #[inline]
        #[allow(clippy::too_many_arguments)]
        pub const fn new(#(#arg_names: #arg_types),*) -> Self {
            Self {
                #(#arg_names2,)*
                #(#default_names: #default_values,)*
                ignored_bits: IgnoredBits::NONE,
            }
        }
    };

    quote! {
        #[doc = #doc]
        #[doc = ""]
        #(#attrs)*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub struct #name {
            #(#fields)*
            /// Bits of the decoded words that no operand expresses (LLVM ignores them),
            /// restored by `encode` where they cannot change an operand's meaning.
            /// [`IgnoredBits::NONE`] when built by hand.
            pub ignored_bits: IgnoredBits,
        }

        impl #name {
            /// The mnemonic.
            pub const MNEMONIC: &'static str = #mnemonic;
            /// The opcode on this generation.
            pub const OPCODE: u32 = #opcode;

            #[doc(hidden)]
            pub(crate) fn decode_word(w: u64, words: &[u32]) -> Result<(Self, usize), DecodeError> {
                #pinned_check
                let ((#(#idents,)*), ignored_bits, used) =
                    #decode_fn(w, words, #mnemonic, #base, #protected)?;
                Ok((Self { #(#idents,)* ignored_bits }, used))
            }

            #constructor

            /// Operand `index` (in the order of the fields, implicit ones included): its
            /// name and whether the instruction reads or writes it.
            #[inline]
            pub fn operand(&self, index: usize) -> Option<::gcn_isa::operand::OperandInfo> {
                #operand_fn(index)
            }

            /// Calls `f` with every register the instruction names, and how it uses it.
            #[inline]
            pub fn registers(&self, f: &mut dyn FnMut(::gcn_isa::operand::RegName, ::gcn_isa::operand::Role)) {
                #registers_fn((#(&self.#idents,)*), f)
            }

            /// Encodes the instruction (with its literal dword, if it has one).
            pub fn encode(&self) -> Result<Encoded, EncodeError> {
                let operands = (#(&self.#idents,)*);
                let (w, literal) =
                    #encode_fn(#base, #protected, operands, #mnemonic, &self.ignored_bits, true)?;
                Ok(Encoded::new(w, #n_words, literal))
            }

            #[cfg(feature = "testing")]
            #[doc(hidden)]
            pub fn __vary_operand(&mut self, index: usize, raw: [u32; 4], literal: u32) -> Option<&'static str> {
                #vary_fn((#(&mut self.#idents,)*), index, raw, literal)
            }

            #[cfg(feature = "testing")]
            #[doc(hidden)]
            pub fn __clear_ignored_bits(&mut self) {
                self.ignored_bits = IgnoredBits::NONE;
            }
        }

        impl fmt::Display for #name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                #fmt_fn(f, #mnemonic, (#(&self.#idents,)*))
            }
        }
    }
}
