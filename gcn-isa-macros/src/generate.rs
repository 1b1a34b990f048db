//! Code generation: code per operand form, data per instruction.
//!
//! An encoding's instructions whose operands are alike (same names, kinds, fields, roles)
//! form a *shape*. Per generation, a shape is a marker type, the alias `<Shape>Op` of the
//! generation's `Op<Marker>` (its `Opcode`, typed by the shape), a `const` per instruction,
//! the `with` constructor, and an alias of its form's typed struct, which is generic over
//! the opcode type and generated once per form: no `match` per shape. Decoding, encoding
//! and printing are bodies generated once per operand form and shared by every generation
//! that has the form (`bodies.rs`). An encoding of a generation is its layout's constants
//! and its decoder, which builds the generation's flat `Instruction` (`whole.rs`).

use crate::bodies::{
    fields_key, form_key, form_variant, generate_form, generate_forms_enum, stored, FormItem,
    Placement,
};
use crate::model::*;
use crate::names::{shape_variants, Unnamed};
use crate::validate::type_name;
use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote};
use std::collections::{BTreeSet, HashMap};

const BODIES_MODULE: &str = "__bodies";

/// One shape of one generation.
struct Shape<'a> {
    gen: &'static str,
    enc: &'a EncodingModel,
    /// What groups instructions into the shape: the encoding, its operands (without
    /// fields) and pinned bits.
    name_key: String,
    /// What names the shape: `name_key` without the pinned bits (which move with the
    /// layout between generations).
    naming_key: String,
    /// Index into `Plan::bodies`.
    body: usize,
    /// Its number among the shapes of its generation in this file, which the generation's
    /// `Opcode` records for each instruction (`whole.rs`), so that converting an
    /// `Instruction` into a shape's struct is one comparison.
    index: u16,
    pinned: (u64, u64),
    instructions: Vec<&'a InstructionModel>,
}

/// A shared body: where each generation using it places the operands' fields.
struct Body<'a> {
    key: String,
    n_words: usize,
    /// Per placement of the fields (`fields_key`): the generations and one row's operands,
    /// the first row's first.
    placements: Vec<(String, BTreeSet<&'static str>, &'a [OperandModel])>,
}

impl<'a> Body<'a> {
    /// Whether a row of `gen` whose fields lie as `fields` says can use this body: a
    /// generation has one placement per body, which the body picks by the generation.
    fn admits(&self, gen: &str, fields: &str) -> bool {
        self.placements
            .iter()
            .all(|(key, gens, _)| key == fields || !gens.contains(gen))
    }

    fn place(&mut self, gen: &'static str, fields: String, operands: &'a [OperandModel]) {
        match self
            .placements
            .iter_mut()
            .find(|(key, _, _)| *key == fields)
        {
            Some((_, gens, _)) => {
                gens.insert(gen);
            }
            None => self
                .placements
                .push((fields, BTreeSet::from([gen]), operands)),
        }
    }

    /// The operands of the first row using the body (names, kinds and roles are the same in
    /// every placement).
    fn operands(&self) -> &'a [OperandModel] {
        self.placements[0].2
    }

    /// Compiled where one of the generations using the body is.
    fn cfg(&self) -> TokenStream {
        let features: BTreeSet<&str> = self
            .placements
            .iter()
            .flat_map(|(_, gens, _)| gens.iter().copied())
            .collect();
        quote!(#[cfg(any(#(feature = #features),*))])
    }
}

/// The public names of a shape.
#[derive(Clone)]
struct Names {
    /// The struct (`Vop2F32F32`).
    ty: Ident,
    /// Its opcode type (`Vop2F32F32Op`), an alias of the generation's `Op<marker>`.
    op: Ident,
    /// The marker type naming the shape in `Op<marker>` (`Vop2F32F32Shape`).
    marker: Ident,
}

struct Plan<'a> {
    shapes: Vec<Shape<'a>>,
    bodies: Vec<Body<'a>>,
    names: HashMap<String, Names>,
    /// Per body: the name of its generic typed struct (the first shape's name using it).
    form_names: Vec<Ident>,
}

pub fn generate(model: &Model) -> TokenStream {
    let plan = Plan::new(model);
    let bodies = plan.generate_bodies();
    let structs =
        plan.bodies.iter().enumerate().map(|(idx, b)| {
            generate_form_struct(&plan.form_names[idx], idx, b.operands(), &b.cfg())
        });
    let gens = model.gens.iter().map(|g| generate_gen(g, &plan));
    quote!(#bodies #(#structs)* #(#gens)*)
}

/// The shapes of an encoding's instructions, in order of first appearance: per
/// instruction, the index of its shape among the encoding's, and how many there are.
/// The one grouping both this file's code and the generation's `Opcode` (`whole.rs`)
/// number shapes by.
pub fn shapes_of_encoding(e: &EncodingModel) -> (Vec<usize>, usize) {
    let mut keys: Vec<String> = Vec::new();
    let indices = e
        .instructions
        .iter()
        .map(|i| {
            let (_, key) = name_key(e, i);
            match keys.iter().position(|k| *k == key) {
                Some(k) => k,
                None => {
                    keys.push(key);
                    keys.len() - 1
                }
            }
        })
        .collect();
    (indices, keys.len())
}

fn words(layout: &Layout) -> usize {
    (layout.width / 32) as usize
}

impl<'a> Plan<'a> {
    fn new(model: &'a Model) -> Self {
        let mut shapes: Vec<Shape> = Vec::new();
        let mut bodies: Vec<Body> = Vec::new();
        for g in &model.gens {
            let mut numbered = 0usize;
            for e in &g.encodings {
                let first = shapes.len();
                let (indices, count) = shapes_of_encoding(e);
                for (i, &k) in e.instructions.iter().zip(&indices) {
                    if let Some(s) = shapes.get_mut(first + k) {
                        s.instructions.push(i);
                        continue;
                    }
                    let (naming_key, name_key) = name_key(e, i);
                    let n_words = words(&e.layout);
                    let key = format!("{n_words}|{}", form_key(&i.operands));
                    let fields = fields_key(&i.operands);
                    let body = match bodies
                        .iter()
                        .position(|b| b.key == key && b.admits(g.gen, &fields))
                    {
                        Some(b) => b,
                        None => {
                            bodies.push(Body {
                                key,
                                n_words,
                                placements: Vec::new(),
                            });
                            bodies.len() - 1
                        }
                    };
                    bodies[body].place(g.gen, fields, &i.operands);
                    shapes.push(Shape {
                        gen: g.gen,
                        enc: e,
                        name_key,
                        naming_key,
                        body,
                        index: (numbered + k) as u16,
                        pinned: (i.pinned_mask, i.pinned_bits),
                        instructions: vec![i],
                    });
                }
                numbered += count;
            }
        }
        let names = shape_names(&shapes);
        let mut form_names: Vec<Ident> = Vec::new();
        for idx in 0..bodies.len() {
            let first = shapes.iter().find(|s| s.body == idx);
            let base = first.map_or_else(|| body_ident(idx), |s| names[&s.name_key].ty.clone());
            let mut name = base.clone();
            let mut n = 1usize;
            while form_names.contains(&name) {
                n += 1;
                name = format_ident!("{}Form{}", base, n);
            }
            form_names.push(name);
        }
        Plan {
            shapes,
            bodies,
            names,
            form_names,
        }
    }

    fn shapes_of<'s>(
        &'s self,
        gen: &'s str,
        enc: &'s Ident,
    ) -> impl Iterator<Item = &'s Shape<'a>> + 's {
        self.shapes
            .iter()
            .filter(move |s| s.gen == gen && s.enc.name == *enc)
    }

    fn generate_bodies(&self) -> TokenStream {
        let module = Ident::new(BODIES_MODULE, Span::call_site());
        let forms: Vec<FormItem> = self
            .bodies
            .iter()
            .enumerate()
            .map(|(idx, b)| FormItem {
                form: body_ident(idx),
                operands: b.operands(),
                cfg: b.cfg(),
            })
            .collect();
        let bodies = forms.iter().zip(&self.bodies).map(|(f, b)| {
            // The placement most generations share first: the others are named in `match`es.
            let mut placements: Vec<Placement> = b
                .placements
                .iter()
                .map(|(_, gens, operands)| Placement {
                    gens: gens.iter().copied().collect(),
                    operands,
                })
                .collect();
            placements.sort_by_key(|p| std::cmp::Reverse(p.gens.len()));
            generate_form(&f.form, b.n_words, &placements, &f.cfg)
        });
        let forms_enum = generate_forms_enum(&forms);
        quote! {
            #[doc(hidden)]
            #[allow(clippy::all, dead_code, unused_imports)]
            pub(crate) mod #module {
                use ::gcn_isa::operand::{DecodeCx, EncodeCx, Operand, Printer};
                use ::gcn_isa::__private::{DecodeError, EncodeError, Encoded, IgnoredBits};
                use ::gcn_isa::Generation;
                use ::core::fmt;
                use ::core::fmt::Write as _;
                #(#bodies)*
                #forms_enum
            }
        }
    }
}

fn body_ident(idx: usize) -> Ident {
    format_ident!("form{}", idx)
}

/// The shape's naming identity, and with its pinned bits what groups instructions of one
/// encoding into it.
fn name_key(e: &EncodingModel, i: &InstructionModel) -> (String, String) {
    let operands: Vec<String> = i
        .operands
        .iter()
        .map(|op| {
            format!(
                "{}={}{:?}:{:?}:{}",
                op.name,
                op.kind.name,
                op.params,
                op.role,
                op.value.unwrap_or("")
            )
        })
        .collect();
    let naming = format!("{}|{}", e.name, operands.join(";"));
    let grouping = format!("{naming}|{:x}/{:x}", i.pinned_mask, i.pinned_bits);
    (naming, grouping)
}

/// Names every shape (`names.rs`): its struct, its variant and its opcode enum, by
/// grouping key. Two shapes of one generation and encoding that differ only in pinned bits
/// are told apart by a number.
fn shape_names(shapes: &[Shape]) -> HashMap<String, Names> {
    let mut unnamed: Vec<Unnamed> = Vec::new();
    for s in shapes {
        if !unnamed.iter().any(|u| u.key == s.naming_key) {
            unnamed.push(Unnamed {
                encoding: &s.enc.name,
                key: &s.naming_key,
                instruction: s.instructions[0],
            });
        }
    }
    let variants = shape_variants(&unnamed);
    let mut names: HashMap<String, Names> = HashMap::new();
    for (k, s) in shapes.iter().enumerate() {
        if names.contains_key(&s.name_key) {
            continue;
        }
        let mut variant = variants[&s.naming_key].to_string();
        let twins = shapes[..k]
            .iter()
            .filter(|t| t.gen == s.gen && t.naming_key == s.naming_key)
            .count();
        if twins > 0 {
            variant = format!("{variant}Pinned{twins}");
        }
        let ty = format_ident!("{}{}", s.enc.name, variant);
        names.insert(
            s.name_key.clone(),
            Names {
                op: format_ident!("{}Op", ty),
                marker: format_ident!("{}Shape", ty),
                ty,
            },
        );
    }
    names
}

fn generate_gen(g: &GenModel, plan: &Plan) -> TokenStream {
    let module = Ident::new(g.gen, Span::call_site());
    let feature = g.gen;
    let variant = Ident::new(&variant_name(g.gen), Span::call_site());
    let shapes = plan
        .shapes
        .iter()
        .filter(|s| s.gen == g.gen)
        .map(|s| generate_shape(plan, s));
    let enums = g.encodings.iter().map(|e| generate_enum(g.gen, e, plan));
    quote! {
        #[cfg(feature = #feature)]
        #[allow(clippy::all)]
        pub mod #module {
            #[allow(unused_imports)]
            use ::gcn_isa::__private::{DecodeError, EncodeError, Encoded, IgnoredBits};
            #[allow(dead_code)]
            const GEN: ::gcn_isa::Generation = ::gcn_isa::Generation::#variant;
            #(#shapes)*
            #(#enums)*
        }
    }
}

/// The constant naming an instruction: its mnemonic in capitals (`V_ADD_F32_E32`).
fn const_name(mnemonic: &Ident) -> Ident {
    Ident::new(&mnemonic.to_string().to_uppercase(), mnemonic.span())
}

/// The bits of an instruction's words no operand may change: the layout's fixed bits, the
/// opcode, the bits the instruction pins, and the second dword of a 32-bit layout (where a
/// literal goes). The generation's `Opcode::base_and_protected` computes the same at run
/// time from the layout.
fn protected_bits(l: &Layout, pinned_mask: u64) -> u64 {
    let literal = if l.width == 64 { 0 } else { !0xffff_ffffu64 };
    l.fixed_mask | l.opcode.mask() | literal | pinned_mask
}

/// A shape of a generation: its marker type, its opcode type (an alias of the generation's
/// `Op<marker>`), the constants naming its instructions, its `with` constructor and the
/// alias of its form's typed struct.
fn generate_shape(plan: &Plan, s: &Shape) -> TokenStream {
    let Names {
        ty,
        op: op_type,
        marker,
    } = &plan.names[&s.name_key];
    let e = s.enc;
    let enc_name = e.name.to_string().to_uppercase();
    let operands = &s.instructions[0].operands;
    let generic = &plan.form_names[s.body];
    let gen_module = Ident::new(s.gen, Span::call_site());

    let variants = s.instructions.iter().map(|i| type_name(&i.mnemonic));
    let consts = s.instructions.iter().map(|i| const_name(&i.mnemonic));
    let docs = s.instructions.iter().map(|i| {
        format!(
            "`{}`: {enc_name} opcode {} ({:#x}).",
            i.printed_name(),
            i.opcode,
            i.opcode
        )
    });
    let attrs = s.instructions.iter().map(|i| &i.attrs);
    let list = s
        .instructions
        .iter()
        .map(|i| format!("`{}`", i.printed_name()))
        .collect::<Vec<_>>()
        .join(", ");
    let marker_doc = format!(
        "The {enc_name} shape [`{ty}`] ({list}): names which instructions an [`{op_type}`] holds."
    );
    let op_doc = format!("One of the {enc_name} instructions of shape [`{ty}`]: {list}.");
    let ty_doc = format!(
        "A {enc_name} instruction of this shape; `op` says which ({list}). Build one with \
         [`{op_type}::with`] or a constant naming the instruction."
    );

    let (args, defaults): (Vec<&OperandModel>, Vec<&OperandModel>) = operands
        .iter()
        .partition(|op| op.kind.default_value().is_none());
    let arg_names: Vec<&Ident> = args.iter().map(|op| &op.name).collect();
    let arg_types = args.iter().map(|op| op.kind.rust_type(&op.params));
    let default_names = defaults.iter().map(|op| &op.name);
    let default_values = defaults.iter().map(|op| op.kind.default_value());
    let with_doc = if defaults.is_empty() {
        "The instruction with these operands.".to_string()
    } else {
        let modifiers: Vec<String> = defaults.iter().map(|op| format!("`{}`", op.name)).collect();
        format!(
            "The instruction with these operands and the modifiers ({}) off or at their \
             defaults: set them on the result.",
            modifiers.join(", ")
        )
    };
    quote! {
        #[doc = #marker_doc]
        pub enum #marker {}

        impl ::gcn_isa::operand::Shape for #marker {
            const ENCODING: &'static str = #enc_name;
        }

        #[doc = #op_doc]
        pub type #op_type = ::gcn_isa::#gen_module::Op<#marker>;

        #(
            #[doc = #docs]
            #[doc = ""]
            #(#attrs)*
            pub const #consts: #op_type = ::gcn_isa::#gen_module::Op { op: ::gcn_isa::#gen_module::Opcode::#variants, shape: ::core::marker::PhantomData };
        )*

        impl #op_type {
            #[doc = #with_doc]
            #[inline]
            #[allow(clippy::too_many_arguments)]
            pub const fn with(self, #(#arg_names: #arg_types),*) -> #ty {
                #ty {
                    op: self,
                    #(#arg_names,)*
                    #(#default_names: #default_values,)*
                    ignored_bits: IgnoredBits::NONE,
                }
            }
        }

        #[doc = #ty_doc]
        pub type #ty = super::#generic<#op_type>;
    }
}

/// The typed struct of a form, generic over the opcode enum of the shape using it (each
/// shape of each generation is an alias of it): `op` plus the typed operands plus the
/// ignored bits, with what a shape answers. Generic, so that it is compiled once per form
/// and only where a user calls it.
fn generate_form_struct(
    name: &Ident,
    body: usize,
    operands: &[OperandModel],
    cfg: &TokenStream,
) -> TokenStream {
    let bodies = Ident::new(BODIES_MODULE, Span::call_site());
    let form = body_ident(body);
    let variant = form_variant(&form);
    let [vary_fn, operand_fn] = ["vary", "operand"].map(|what| format_ident!("{}_{}", form, what));
    let idents: Vec<&Ident> = operands.iter().map(|op| &op.name).collect();
    let fields_of_self: Vec<TokenStream> = idents.iter().map(|i| quote!(self.#i)).collect();
    let packed = stored(&fields_of_self);
    let unpacked = stored(&idents);
    let fields = operands.iter().map(|op| {
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
    let doc = "An instruction of one operand form: `op` says which (the opcode type of a \
               generation's shape, whose alias names this type), the other fields are its \
               typed operands.";
    // What the struct answers beyond its fields, it answers as the generation's
    // `Instruction` it converts into (`__any`, through the generation's `Op`): one generic
    // line each, where a body per form and method would be compiled for every form.
    quote! {
        #cfg
        #[doc = #doc]
        #[derive(Copy, Debug)]
        pub struct #name<Op> {
            /// Which instruction.
            pub op: Op,
            #(#fields)*
            /// Bits of the decoded words that no operand expresses (LLVM ignores them),
            /// restored by `encode` where they cannot change an operand's meaning.
            /// [`IgnoredBits::NONE`] when built by hand.
            pub ignored_bits: ::gcn_isa::IgnoredBits,
        }

        #cfg
        impl<Op: Copy> Clone for #name<Op> {
            #[inline]
            fn clone(&self) -> Self {
                *self
            }
        }

        #cfg
        impl<Op: ::gcn_isa::operand::ShapeOp> PartialEq for #name<Op> {
            #[inline]
            fn eq(&self, other: &Self) -> bool {
                self.__any() == other.__any()
            }
        }

        #cfg
        impl<Op: ::gcn_isa::operand::ShapeOp> Eq for #name<Op> {}

        #cfg
        impl<Op: ::gcn_isa::operand::ShapeOp> ::core::hash::Hash for #name<Op> {
            #[inline]
            fn hash<H: ::core::hash::Hasher>(&self, state: &mut H) {
                self.__any().hash(state)
            }
        }

        #cfg
        impl<Op: ::gcn_isa::operand::ShapeOp> #name<Op> {
            /// The encoding's name.
            pub const ENCODING: &'static str = Op::ENCODING;

            /// The operands as its generation's `Instruction` holds them.
            #[doc(hidden)]
            #[inline]
            pub fn __operands(&self) -> ::gcn_isa::Operands {
                #bodies::Forms::#variant(#packed).into()
            }

            /// The struct from its parts, if `operands` are this form's (the shape's
            /// `TryFrom`, after checking `op`'s shape).
            #[doc(hidden)]
            #[inline]
            #[allow(unreachable_patterns)]
            pub fn __from_parts(op: Op, operands: ::gcn_isa::Operands, ignored_bits: ::gcn_isa::IgnoredBits) -> Option<Self> {
                match #bodies::Forms::try_from(operands) {
                    Ok(#bodies::Forms::#variant(#unpacked)) => Some(Self { op, #(#idents,)* ignored_bits }),
                    _ => None,
                }
            }

            /// The instruction as its generation's `Instruction` would hold it.
            #[doc(hidden)]
            #[inline]
            pub fn __any(&self) -> ::gcn_isa::AnyInstruction {
                self.op.__any(self.__operands(), self.ignored_bits)
            }

            /// The mnemonic.
            #[inline]
            pub fn mnemonic(&self) -> &'static str {
                self.op.mnemonic()
            }

            /// The opcode.
            #[inline]
            pub fn opcode(&self) -> u32 {
                self.op.opcode()
            }

            /// Operand `index` (in the order of the fields after `op`, implicit ones
            /// included): its name and whether the instruction reads or writes it.
            #[inline]
            pub fn operand(&self, index: usize) -> Option<::gcn_isa::operand::OperandInfo> {
                #bodies::#operand_fn(Op::GENERATION, index)
            }

            /// Calls `f` with every register the instruction names, and how it uses it.
            #[inline]
            pub fn registers(&self, f: &mut dyn FnMut(::gcn_isa::operand::RegName, ::gcn_isa::operand::Role)) {
                self.__any().registers(f)
            }

            /// Calls `f` with each operand's index (as [`Self::operand`] numbers them) and
            /// every register the operand names, and how the instruction uses it.
            #[inline]
            pub fn registers_by_operand(&self, f: &mut dyn FnMut(usize, ::gcn_isa::operand::RegName, ::gcn_isa::operand::Role)) {
                self.__any().registers_by_operand(f)
            }

            /// Encodes the instruction (with its literal dword, if it has one).
            #[inline]
            pub fn encode(&self) -> Result<::gcn_isa::Encoded, ::gcn_isa::EncodeError> {
                self.__any().encode()
            }

            #[cfg(feature = "testing")]
            #[doc(hidden)]
            pub fn __vary_operand(&mut self, index: usize, raw: [u32; 8], literal: u32) -> Option<&'static str> {
                #bodies::#vary_fn(Op::GENERATION, (#(&mut self.#idents,)*), index, raw, literal)
            }

            #[cfg(feature = "testing")]
            #[doc(hidden)]
            pub fn __clear_ignored_bits(&mut self) {
                self.ignored_bits = ::gcn_isa::IgnoredBits::NONE;
            }
        }

        #cfg
        impl<Op: ::gcn_isa::operand::ShapeOp> ::gcn_isa::operand::TypedForm for #name<Op> {
            type Op = Op;
            #[inline]
            fn __parts(&self) -> (Op, ::gcn_isa::Operands, ::gcn_isa::IgnoredBits) {
                (self.op, self.__operands(), self.ignored_bits)
            }
        }

        #cfg
        impl<Op: ::gcn_isa::operand::ShapeOp> ::core::fmt::Display for #name<Op> {
            #[inline]
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                ::core::fmt::Display::fmt(&self.__any(), f)
            }
        }
    }
}

/// The encoding of `gen`: its constants, its decoder (from the opcode to the generation's
/// `Opcode` and the shape's form body) and the conversions between its shapes and the
/// generation's `Instruction`.
fn generate_enum(gen: &str, e: &EncodingModel, plan: &Plan) -> TokenStream {
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
    let any_variant = Ident::new(&variant_name(gen), Span::call_site());
    let bodies_mod = Ident::new(BODIES_MODULE, Span::call_site());

    let shapes: Vec<&Shape> = plan.shapes_of(gen, enc).collect();
    // The opcode's instruction and the index of its shape in this encoding.
    let mut opcode_arms = Vec::new();
    let mut shape_arms = Vec::new();
    let mut conversions = Vec::new();
    for (k, s) in shapes.iter().enumerate() {
        let k = k as u16;
        let variants: Vec<Ident> = s
            .instructions
            .iter()
            .map(|i| type_name(&i.mnemonic))
            .collect();
        for (i, v) in s.instructions.iter().zip(&variants) {
            let opcode = i.opcode as u32;
            opcode_arms.push(quote!(#opcode => (O::#v, #k),));
        }
        let (pinned_mask, pinned_bits) = s.pinned;
        let protected = protected_bits(l, pinned_mask);
        let pinned_check = if pinned_mask != 0 {
            quote! {
                if w & #pinned_mask != #pinned_bits {
                    return Err(DecodeError::reserved_bits(op.mnemonic(), (w & #pinned_mask) ^ #pinned_bits));
                }
            }
        } else {
            quote!()
        };
        let decode_fn = format_ident!("{}_decode", body_ident(s.body));
        shape_arms.push(quote! {
            #k => {
                #pinned_check
                super::#bodies_mod::#decode_fn(GEN, w, words, #protected)
            }
        });

        let ty = &plan.names[&s.name_key].ty;
        let index = s.index;
        // `From` is one generic impl per generation (`whole.rs`); `TryFrom` cannot be
        // (it would overlap `core`'s blanket impl), so it is one call per shape.
        conversions.push(quote! {
            /// The instruction as this shape, or the instruction back if it is another.
            impl TryFrom<::gcn_isa::#gen_module::Instruction> for #ty {
                type Error = ::gcn_isa::#gen_module::Instruction;
                #[inline]
                fn try_from(i: ::gcn_isa::#gen_module::Instruction) -> Result<Self, Self::Error> {
                    i.__narrow(#index, #ty::__from_parts)
                }
            }
        });
    }
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
    let enc_doc = format!(
        "The {enc_name} encoding of {gen}: its layout, and a decoder of its instructions alone."
    );
    let layout_fields = l.fields.iter().map(|f| {
        let (name, lo, width) = (&f.name, f.lo as u8, f.width as u8);
        quote!(::gcn_isa::operand::FieldInfo { name: #name, lo: #lo, width: #width })
    });
    let n_bits = l.width;
    quote! {
        #(#attrs)*
        #[doc = #enc_doc]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum #enc {}

        impl #enc {
            /// The encoding's name.
            pub const NAME: &'static str = #enc_name;
            /// The layout's named fields that are not fixed, highest first, as the
            /// definitions write them.
            pub const FIELDS: &'static [::gcn_isa::operand::FieldInfo] = &[#(#layout_fields),*];
            /// The layout's width in bits (32 or 64).
            pub const BITS: u32 = #n_bits;
            /// The fixed bits of all words (mask, value), the opcode excluded.
            pub const FIXED_BITS: (u64, u64) = (#fixed_mask, #fixed_bits);
            /// Bits of the first dword that identify the encoding, and their values.
            pub const FIXED: (u32, u32) = (#first_mask, #first_bits);
            /// The opcode field: lowest bit and width.
            pub const OPCODE_FIELD: (u32, u32) = (#op_lo, #op_width);
            /// How many bits identify an instruction of this encoding (fixed + opcode):
            /// more specific encodings are tried first.
            pub const SPECIFICITY: u32 = #specificity;

            /// Decodes one instruction of this encoding from the start of `words`.
            #[inline]
            pub fn decode(words: &[u32]) -> Result<(::gcn_isa::#gen_module::Instruction, usize), DecodeError> {
                ::gcn_isa::#gen_module::__narrow(Self::__decode_any(words))
            }

            /// [`Self::decode`], the instruction built as an `AnyInstruction` in place: what
            /// the decoders of the generation and of any generation return unchanged.
            #[doc(hidden)]
            #[inline]
            pub fn __decode_any(words: &[u32]) -> Result<(::gcn_isa::AnyInstruction, usize), DecodeError> {
                use ::gcn_isa::#gen_module::Opcode as O;
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
                let opcode = (w >> #op_lo) as u32 & #op_mask;
                let (op, shape): (O, u16) = match opcode {
                    #(#opcode_arms)*
                    _ => return Err(DecodeError::UnknownOpcode { encoding: #enc_name, opcode }),
                };
                let decoded = match shape {
                    #(#shape_arms)*
                    _ => Err(DecodeError::UnknownOpcode { encoding: #enc_name, opcode }),
                };
                // The operand code leaves the mnemonic of its errors to be named here.
                let (operands, ignored_bits, used) = match decoded {
                    Ok(d) => d,
                    Err(e) => return Err(e.of_instruction(op.mnemonic())),
                };
                Ok((::gcn_isa::AnyInstruction::#any_variant(::gcn_isa::#gen_module::Instruction::__from_parts(op, operands.into(), ignored_bits)), used))
            }
        }

        #(#conversions)*
    }
}
