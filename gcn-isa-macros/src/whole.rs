//! `generations!`: the whole-ISA view. It reads every definition file, checks what no single
//! `isa!` block can see (two encodings of different files matching one word), and generates
//! everything that lists generations or encodings: the `Generation` enum, the `defs`
//! modules that expand each file's `isa!`, each generation's module with its `Instruction`
//! enum and decode dispatch, and `AnyInstruction`.
//!
//! Each file's `isa!` still expands on its own (through `include!`), so its definition
//! errors keep their spans; this macro only reads the files for the summary it needs.

use crate::model::{variant_name, Model, GENERATIONS, GENERATION_DOCS};
use crate::validate::type_name;
use proc_macro2::{Delimiter, Ident, Span, TokenStream, TokenTree};
use quote::{format_ident, quote};
use std::path::{Path, PathBuf};

/// One definition file, validated.
struct Family {
    /// The module name: the file's stem (`sop` for `isa-defs/sop.rs`).
    name: Ident,
    path: PathBuf,
    /// The path as written in the invocation (`isa-defs/sop.rs`), for messages.
    shown: String,
    /// `None` when the file's `isa!` block has errors (its own expansion reports them).
    model: Option<Model>,
}

pub fn generations(dir: &syn::LitStr) -> TokenStream {
    let families = match read_families(dir) {
        Ok(f) => f,
        Err(e) => return e.to_compile_error(),
    };
    let defs = families.iter().map(|f| {
        let name = &f.name;
        let path = f.path.to_string_lossy().into_owned();
        quote! {
            pub mod #name {
                use gcn_isa_macros::isa;
                include!(#path);
            }
        }
    });
    let defs = quote! {
        /// The code generated from each definition file, one module per file.
        #[doc(hidden)]
        pub mod defs {
            #![allow(missing_docs)]
            #(#defs)*
        }
    };
    // A file with definition errors reports them through its own `isa!`; generating the
    // modules that would use it would only add follow-on errors.
    // The `Generation` enum is still generated, so that the library's own code compiles
    // and the definition errors stand alone.
    if families.iter().any(|f| f.model.is_none()) {
        let generation_enum = generation_enum();
        return quote!(#defs #generation_enum);
    }
    if let Some(conflict) = cross_file_conflict(&families) {
        return syn::Error::new(dir.span(), conflict).to_compile_error();
    }
    if let Some(unstorable) = unstorable_mnemonic(&families) {
        return syn::Error::new(dir.span(), unstorable).to_compile_error();
    }
    let generation_enum = generation_enum();
    let modules = GENERATIONS
        .iter()
        .enumerate()
        .map(|(gi, gen)| generation_module(gi, gen, &families));
    let any = any_instruction();
    let operands = operands_enum(&families);
    quote! {
        #defs
        #generation_enum
        #operands
        #(#modules)*
        #any
    }
}

fn read_families(dir: &syn::LitStr) -> Result<Vec<Family>, syn::Error> {
    let fail = |msg: String| syn::Error::new(dir.span(), msg);
    let root = std::env::var("CARGO_MANIFEST_DIR")
        .map_err(|_| fail("CARGO_MANIFEST_DIR is not set".into()))?;
    let dir_path = Path::new(&root).join(dir.value());
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir_path)
        .map_err(|e| fail(format!("cannot read {}: {e}", dir_path.display())))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "rs"))
        .collect();
    paths.sort();
    if paths.is_empty() {
        return Err(fail(format!(
            "no definition files in {}",
            dir_path.display()
        )));
    }
    paths
        .into_iter()
        .map(|path| {
            let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
            let name = syn::parse_str::<Ident>(stem).map_err(|_| {
                fail(format!(
                    "{}: the file name must be a module name",
                    path.display()
                ))
            })?;
            let text = std::fs::read_to_string(&path)
                .map_err(|e| fail(format!("cannot read {}: {e}", path.display())))?;
            let file = path.file_name().map(|f| f.to_string_lossy().into_owned());
            Ok(Family {
                name,
                model: model_of(&text),
                shown: format!(
                    "{}/{}",
                    dir.value().trim_end_matches('/'),
                    file.unwrap_or_default()
                ),
                path,
            })
        })
        .collect()
}

/// The validated model of the file's `isa!` block, if it parses and validates.
fn model_of(text: &str) -> Option<Model> {
    // The `isa! { ... }` invocation among the file's top-level tokens.
    let tokens: Vec<TokenTree> = text.parse::<TokenStream>().ok()?.into_iter().collect();
    let tokens = tokens.windows(3).find_map(|w| match w {
        [TokenTree::Ident(name), TokenTree::Punct(bang), TokenTree::Group(body)]
            if name == "isa" && bang.as_char() == '!' && body.delimiter() == Delimiter::Brace =>
        {
            Some(body.stream())
        }
        _ => None,
    })?;
    let input = syn::parse2::<crate::parse::IsaInput>(tokens).ok()?;
    crate::validate::validate(&input).ok()
}

/// Two instructions from different files whose fixed and opcode bits can match one word.
/// A printed name (derived forms' suffixes included) that is not ASCII or longer than
/// the `MNEMONIC_PAD` bytes every name is stored in.
fn unstorable_mnemonic(families: &[Family]) -> Option<String> {
    GENERATIONS.iter().find_map(|gen| {
        of_generation(families, gen).find_map(|(f, g)| {
            g.encodings
                .iter()
                .flat_map(|e| &e.instructions)
                .find_map(|i| {
                    let printed = i.printed_name();
                    (printed.len() > MNEMONIC_PAD || !printed.is_ascii()).then(|| {
                        format!(
                            "on {gen}, `{printed}` ({}) is not a name of at most {MNEMONIC_PAD} \
                         ASCII characters, which is what an instruction's printed name is \
                         stored in",
                            f.path.display()
                        )
                    })
                })
        })
    })
}

fn cross_file_conflict(families: &[Family]) -> Option<String> {
    for gen in GENERATIONS {
        let mut patterns = Vec::new();
        for (fi, f) in families.iter().enumerate() {
            let model = f.model.as_ref()?;
            for g in model.gens.iter().filter(|g| g.gen == gen) {
                for e in &g.encodings {
                    let l = &e.layout;
                    for i in &e.instructions {
                        let mask = l.fixed_mask | l.opcode.mask() | i.pinned_mask;
                        let bits = l.fixed_bits | i.opcode << l.opcode.lo | i.pinned_bits;
                        patterns.push((fi, &e.name, &i.mnemonic, mask, bits));
                    }
                }
            }
        }
        for (a, pa) in patterns.iter().enumerate() {
            for pb in &patterns[a + 1..] {
                if pa.0 != pb.0 && (pa.4 ^ pb.4) & pa.3 & pb.3 == 0 {
                    return Some(format!(
                        "on {gen}, {} `{}` ({}) and {} `{}` ({}) can match the same word\n\n\
                         help: encodings of different definition files must differ in a fixed \
                         or opcode bit on every generation they share",
                        pa.1, pa.2, families[pa.0].shown, pb.1, pb.2, families[pb.0].shown,
                    ));
                }
            }
        }
    }
    None
}

/// A decoded instruction's operands: the definition file, then the form within it (each
/// file's `Forms`). What a generation's `Instruction` asks of them is answered by the form's
/// code, shared by every generation.
fn operands_enum(families: &[Family]) -> TokenStream {
    let files: Vec<&Ident> = families.iter().map(|f| &f.name).collect();
    let variants: Vec<Ident> = files
        .iter()
        .map(|f| {
            let s = f.to_string();
            format_ident!("{}{}", s[..1].to_uppercase(), &s[1..])
        })
        .collect();
    quote! {
        /// A decoded instruction's operands: which definition file, then which form (each
        /// file's `Forms`). Public only for the generated typed structs' conversions.
        #[doc(hidden)]
        #[derive(Clone, Copy, Debug, PartialEq, Hash)]
        pub enum Operands {
            #( #variants(crate::defs::#files::__bodies::Forms), )*
        }

        impl Eq for Operands {}

        #[allow(dead_code)]
        impl Operands {
            #[inline]
            pub(crate) fn encode(
                &self,
                gen: Generation,
                base: u64,
                protected: u64,
                mnemonic: &'static str,
                prior: &crate::IgnoredBits,
            ) -> Result<crate::Encoded, crate::EncodeError> {
                match *self { #( Self::#variants(ref f) => f.encode(gen, base, protected, mnemonic, prior), )* }
            }

            // Always: one `match` and a call, in each generation's two printers.
            #[inline(always)]
            pub(crate) fn print(&self, p: &mut crate::operand::Printer<'_, '_>) -> core::fmt::Result {
                match *self { #( Self::#variants(ref f) => f.print(p), )* }
            }

            #[inline]
            pub(crate) fn operand(&self, gen: crate::Generation, index: usize) -> Option<crate::operand::OperandInfo> {
                match *self { #( Self::#variants(ref f) => f.operand(gen, index), )* }
            }

            #[inline]
            pub(crate) fn registers(
                &self,
                gen: Generation,
                f: &mut dyn FnMut(usize, crate::operand::RegName, crate::operand::Role),
            ) {
                match *self { #( Self::#variants(ref forms) => forms.registers(gen, f), )* }
            }

            #[inline]
            pub(crate) fn branch(&self) -> Option<crate::operand::Branch> {
                match *self { #( Self::#variants(ref f) => f.branch(), )* }
            }

            #[cfg(feature = "testing")]
            #[inline]
            pub(crate) fn vary(&mut self, gen: Generation, index: usize, raw: [u32; 8], literal: u32) -> Option<&'static str> {
                match *self { #( Self::#variants(ref mut f) => f.vary(gen, index, raw, literal), )* }
            }
        }

        #(
            impl From<crate::defs::#files::__bodies::Forms> for Operands {
                #[inline(always)]
                fn from(f: crate::defs::#files::__bodies::Forms) -> Self {
                    Operands::#variants(f)
                }
            }

            impl TryFrom<Operands> for crate::defs::#files::__bodies::Forms {
                type Error = ();
                #[inline]
                fn try_from(o: Operands) -> Result<Self, ()> {
                    #[allow(unreachable_patterns)]
                    match o {
                        Operands::#variants(f) => Ok(f),
                        _ => Err(()),
                    }
                }
            }
        )*
    }
}

fn gen_ident(gen: &str) -> Ident {
    Ident::new(gen, Span::call_site())
}

fn variant(gen: &str) -> Ident {
    Ident::new(&variant_name(gen), Span::call_site())
}

fn generation_enum() -> TokenStream {
    let variants: Vec<Ident> = GENERATIONS.iter().map(|g| variant(g)).collect();
    let docs = GENERATION_DOCS.iter().map(|(short, _)| short);
    let names = GENERATIONS;
    let count = GENERATIONS.len();
    quote! {
        /// One generation of the GCN/CDNA instruction set.
        ///
        /// Ordered oldest first, so `gen >= Generation::Gfx9` asks "has gfx9 features".
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Generation {
            #( #[doc = #docs] #variants, )*
        }

        impl Generation {
            /// Every generation, oldest first.
            pub const ALL: [Generation; #count] = [#(Generation::#variants),*];

            /// The generation's short name, which is also its module and cargo feature name.
            pub const fn name(self) -> &'static str {
                match self {
                    #( Generation::#variants => #names, )*
                }
            }
        }
    }
}

/// What a generation's decoder needs to know of one encoding.
struct Candidate {
    name: Ident,
    first_mask: u32,
    first_bits: u32,
    specificity: u32,
}

/// The top bits of the first dword the decoder dispatches on: every encoding's fixed bits
/// start at bit 31.
const DISPATCH_BITS: u32 = 9;

/// Each definition file that has encodings on `gen`, with its model of that generation.
fn of_generation<'a>(
    families: &'a [Family],
    gen: &'a str,
) -> impl Iterator<Item = (&'a Family, &'a crate::model::GenModel)> + 'a {
    families.iter().filter_map(move |f| {
        let g = f.model.as_ref()?.gens.iter().find(|g| g.gen == gen)?;
        Some((f, g))
    })
}

fn generation_module(gi: usize, gen: &str, families: &[Family]) -> TokenStream {
    let module = gen_ident(gen);
    let feature = gen;
    let var = variant(gen);
    let (_, module_doc) = GENERATION_DOCS[gi];
    let mut encodings: Vec<Candidate> = Vec::new();
    let mut uses = Vec::new();
    let mut listed = Vec::new();
    for (f, g) in of_generation(families, gen) {
        let family = &f.name;
        uses.push(quote!(pub use crate::defs::#family::#module::*;));
        for e in &g.encodings {
            let l = &e.layout;
            let enc = &e.name;
            listed
                .push(quote!(f(#enc::NAME, #enc::FIXED, #enc::OPCODE_FIELD, #enc::__decode_any);));
            encodings.push(Candidate {
                name: e.name.clone(),
                first_mask: (l.fixed_mask & 0xffff_ffff) as u32,
                first_bits: (l.fixed_bits & 0xffff_ffff) as u32,
                specificity: l.fixed_mask.count_ones() + l.opcode.width,
            });
        }
    }
    // Most specific first: the order candidates sharing top bits are tried in.
    encodings.sort_by_key(|e| std::cmp::Reverse(e.specificity));
    let (dispatch, tries) = dispatch(&encodings);
    let opcode_enum = opcode_enum(gen, families);

    quote! {
        #[doc = #module_doc]
        #[cfg(feature = #feature)]
        pub mod #module {
            #(#uses)*
            use crate::{DecodeError, EncodeError, Encoded, Generation};
            use core::fmt;

            /// This module's generation.
            pub const GENERATION: Generation = Generation::#var;

            /// Calls `f` with each of the generation's encodings (as the definitions make
            /// them, so that a test cannot leave one out): its name, the fixed bits of its
            /// first dword (mask, value), its opcode field (lowest bit, width), its decoder.
            #[cfg(feature = "testing")]
            #[doc(hidden)]
            pub fn __each_encoding(f: &mut dyn FnMut(&'static str, (u32, u32), (u32, u32), crate::__EncodingDecoder)) {
                #(#listed)*
            }

            #opcode_enum

            /// An instruction of shape `S` (a marker such as `Vop2F32F32Shape`): this
            /// generation's [`Opcode`], typed so that only the instructions of that shape fit
            /// where `S`'s typed struct takes its `op`. The constants naming instructions
            /// (`V_ADD_F32_E32`) are the only values; each shape's opcode type
            /// (`Vop2F32F32Op`) is an alias of it.
            #[repr(transparent)]
            pub struct Op<S> {
                // Visible to the generated constants only (they are in `crate::defs`).
                pub(crate) op: Opcode,
                pub(crate) shape: core::marker::PhantomData<S>,
            }

            // Not derived: the derives would ask `S` (an uninhabited marker) for the traits.
            impl<S> Clone for Op<S> {
                #[inline]
                fn clone(&self) -> Self {
                    *self
                }
            }
            impl<S> Copy for Op<S> {}
            impl<S> PartialEq for Op<S> {
                #[inline]
                fn eq(&self, other: &Self) -> bool {
                    self.op == other.op
                }
            }
            impl<S> Eq for Op<S> {}
            impl<S> core::hash::Hash for Op<S> {
                #[inline]
                fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
                    self.op.hash(state)
                }
            }
            impl<S> fmt::Debug for Op<S> {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str(self.op.mnemonic())
                }
            }

            impl<S> Op<S> {
                /// The instruction of this shape: only for instructions of the shape `S`
                /// names (the generated conversions; the constants are struct literals,
                /// which the compiler evaluates faster than a call).
                #[doc(hidden)]
                #[inline(always)]
                pub(crate) const fn __typed(op: Opcode) -> Self {
                    Op { op, shape: core::marker::PhantomData }
                }

                /// Which instruction, as the generation's [`Opcode`].
                #[inline]
                pub const fn untyped(self) -> Opcode {
                    self.op
                }

                /// The mnemonic.
                #[inline]
                pub const fn mnemonic(self) -> &'static str {
                    self.op.mnemonic()
                }

                /// The opcode (the value of the encoding's `OP` field).
                #[inline]
                pub const fn opcode(self) -> u32 {
                    self.op.opcode()
                }
            }

            impl<S: crate::operand::Shape> crate::operand::ShapeOp for Op<S> {
                const GENERATION: Generation = GENERATION;
                const ENCODING: &'static str = S::ENCODING;
                #[inline]
                fn mnemonic(self) -> &'static str {
                    self.op.mnemonic()
                }
                #[inline]
                fn opcode(self) -> u32 {
                    self.op.opcode()
                }
                #[inline]
                fn base_and_protected(self) -> (u64, u64) {
                    self.op.base_and_protected()
                }
                #[inline]
                fn __any(self, operands: crate::Operands, ignored_bits: crate::IgnoredBits) -> crate::AnyInstruction {
                    crate::AnyInstruction::#var(Instruction { op: self.op, operands, ignored_bits })
                }
            }

            /// Any instruction of this generation: which one ([`Opcode`]), its operands, and
            /// the bits of its words no operand expresses. Convert it into the typed struct
            /// of its shape (`TryFrom`) to read or change its operands.
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
            pub struct Instruction {
                op: Opcode,
                operands: crate::Operands,
                ignored_bits: crate::IgnoredBits,
            }

            /// Decodes the instruction at the start of `words`: the instruction and how many
            /// dwords it used. Only this generation's encodings are tried, and only those
            /// whose fixed bits the first dword's top bits allow.
            #[inline]
            pub fn decode(words: &[u32]) -> Result<(Instruction, usize), DecodeError> {
                __narrow(__decode_any(words))
            }

            /// [`decode`], the instruction built as an `AnyInstruction`: the encodings'
            /// decoders build it in this function's return slot, which `crate::decode`
            /// returns as it is (no copy of the instruction on the way out).
            #[doc(hidden)]
            #[inline(never)]
            pub fn __decode_any(words: &[u32]) -> Result<(crate::AnyInstruction, usize), DecodeError> {
                let Some(&first) = words.first() else {
                    return Err(DecodeError::Truncated { needed: 1, available: 0 });
                };
                #dispatch
                Err(DecodeError::UnknownEncoding { word: first })
            }

            /// This generation's instruction out of a decoder's result.
            #[doc(hidden)]
            #[inline]
            pub fn __narrow(
                decoded: Result<(crate::AnyInstruction, usize), DecodeError>,
            ) -> Result<(Instruction, usize), DecodeError> {
                #[allow(unreachable_patterns)]
                match decoded {
                    Ok((crate::AnyInstruction::#var(insn), used)) => Ok((insn, used)),
                    Err(e) => Err(e),
                    // This generation's decoders build nothing else.
                    Ok(_) => Err(DecodeError::UnknownEncoding { word: 0 }),
                }
            }

            #(#tries)*

            /// A typed struct of one of this generation's shapes, as the instruction.
            impl<T, S> From<T> for Instruction
            where
                T: crate::operand::TypedForm<Op = Op<S>>,
                S: crate::operand::Shape,
            {
                #[inline]
                fn from(typed: T) -> Self {
                    let (op, operands, ignored_bits) = typed.__parts();
                    Instruction { op: op.op, operands, ignored_bits }
                }
            }

            impl Instruction {
                /// The typed struct `build` makes of the instruction if it is of shape number
                /// `shape` (each shape's `TryFrom`), or the instruction back.
                #[doc(hidden)]
                #[inline]
                pub(crate) fn __narrow<S, T>(
                    self,
                    shape: u16,
                    build: fn(Op<S>, crate::Operands, crate::IgnoredBits) -> Option<T>,
                ) -> Result<T, Self> {
                    if self.op.shape() != shape {
                        return Err(self);
                    }
                    build(Op::__typed(self.op), self.operands, self.ignored_bits).ok_or(self)
                }

                #[doc(hidden)]
                #[inline(always)]
                pub(crate) fn __from_parts(op: Opcode, operands: crate::Operands, ignored_bits: crate::IgnoredBits) -> Self {
                    Instruction { op, operands, ignored_bits }
                }

                /// Which instruction this is.
                #[inline]
                pub fn op(&self) -> Opcode {
                    self.op
                }

                /// Encodes the instruction.
                pub fn encode(&self) -> Result<Encoded, EncodeError> {
                    let op = self.op;
                    let (base, protected) = op.base_and_protected();
                    self.operands.encode(GENERATION, base, protected, op.mnemonic(), &self.ignored_bits)
                }

                /// The instruction's mnemonic.
                #[inline]
                pub fn mnemonic(&self) -> &'static str {
                    self.op.mnemonic()
                }

                /// The instruction's opcode (the value of its encoding's `OP` field).
                #[inline]
                pub fn opcode(&self) -> u32 {
                    self.op.opcode()
                }

                /// The name of the instruction's encoding (`SOP2`, `SMEM`, …).
                #[inline]
                pub fn encoding(&self) -> &'static str {
                    self.op.encoding()
                }

                /// Operand `index` (in the order of the instruction's fields, implicit ones
                /// such as `vcc` included): its name and whether it is read or written.
                pub fn operand(&self, index: usize) -> Option<crate::operand::OperandInfo> {
                    self.operands.operand(GENERATION, index)
                }

                /// Calls `f` with every register the instruction names (implicit `vcc`
                /// included) and whether it reads or writes it.
                #[inline]
                pub fn registers(&self, f: &mut dyn FnMut(crate::operand::RegName, crate::operand::Role)) {
                    self.registers_by_operand(&mut |_, reg, role| f(reg, role))
                }

                /// Calls `f` with each operand's index (as [`Instruction::operand`] numbers
                /// them) and every register the operand names, and how it is used.
                pub fn registers_by_operand(&self, f: &mut dyn FnMut(usize, crate::operand::RegName, crate::operand::Role)) {
                    self.operands.registers(GENERATION, f)
                }

                /// How many dwords the instruction encodes to (its literal included), or
                /// why it does not encode.
                pub fn encoded_len(&self) -> Result<usize, EncodeError> {
                    self.encode().map(|e| e.len())
                }

                /// The layout of the instruction's encoding: its named fields, the fixed
                /// bits (mask, value), the opcode field (lowest bit, width), and its width.
                #[inline]
                pub fn layout(&self) -> crate::operand::Layout {
                    self.op.layout()
                }

                /// The bits of the decoded words no operand expresses (kept for re-encoding).
                #[inline]
                pub fn ignored_bits(&self) -> crate::IgnoredBits {
                    self.ignored_bits
                }

                /// The branch target operand (SOPP branches, `s_call_b64`, …), if any.
                pub fn branch(&self) -> Option<crate::operand::Branch> {
                    self.operands.branch()
                }

                #[cfg(feature = "testing")]
                #[doc(hidden)]
                pub fn __vary_operand(&mut self, index: usize, raw: [u32; 8], literal: u32) -> Option<&'static str> {
                    self.operands.vary(GENERATION, index, raw, literal)
                }

                #[cfg(feature = "testing")]
                #[doc(hidden)]
                pub fn __clear_ignored_bits(&mut self) {
                    self.ignored_bits = crate::IgnoredBits::NONE;
                }
            }

            impl fmt::Display for Instruction {
                fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    self.__print_to(f, None)
                }
            }

            impl Instruction {
                /// Writes the instruction's text to `out`; with `spans`, calls it with each
                /// printed operand's index and the byte range of its text.
                #[doc(hidden)]
                pub fn __print_to<'a>(
                    &self,
                    out: &'a mut (dyn fmt::Write + 'a),
                    spans: Option<&'a mut crate::operand::SpanSink<'a>>,
                ) -> fmt::Result {
                    let mut buf = [0; crate::operand::TEXT_CAPACITY];
                    let mut p = crate::operand::Printer::with_spans(out, &mut buf, GENERATION, spans);
                    p.padded_mnemonic(self.op.padded_mnemonic());
                    self.operands.print(&mut p)?;
                    p.finish()
                }

                /// Writes the instruction's text into `out`, from its start; its length, or
                /// `None` if it does not fit.
                #[doc(hidden)]
                pub fn __write_ascii(&self, out: &mut [u8; crate::operand::TEXT_CAPACITY]) -> Option<usize> {
                    let mut p = crate::operand::Printer::in_buffer(out, GENERATION);
                    p.padded_mnemonic(self.op.padded_mnemonic());
                    self.operands.print(&mut p).ok()?;
                    p.finish_in_buffer()
                }
            }
        }
    }
}

/// Bits of an instruction's descriptor (`Opcode::descriptor`): the opcode, then the index of
/// its pinned bits among the generation's distinct sets, then its encoding's index, then
/// its shape's number among its definition file's shapes of the generation.
const PINNED_SHIFT: u32 = 10;
const ENCODING_SHIFT: u32 = 16;
const SHAPE_SHIFT: u32 = 32;
const LENGTH_SHIFT: u32 = 56;
/// The bytes each printed name is padded to with NULs (the longest, gfx9's
/// `v_screen_partition_4se_b32_sdwa`, has 31); `Printer::padded_mnemonic` copies them all.
const MNEMONIC_PAD: usize = 32;

/// The generation's `Opcode`: one variant per instruction, and what each instruction is as
/// data: its mnemonic (one `match`), and its opcode, encoding and pinned bits packed in one
/// descriptor (another), from which small `match`es on a part give the layout and the bits.
fn opcode_enum(gen: &str, families: &[Family]) -> TokenStream {
    let mut variants = Vec::new();
    let mut docs = Vec::new();
    let mut descriptors = Vec::new();
    let mut pinned: Vec<(u64, u64)> = vec![(0, 0)];
    let mut layouts = Vec::new();
    for (_, g) in of_generation(families, gen) {
        // Numbered as the file's own code numbers them (`generate.rs`).
        let mut shapes_before = 0u64;
        for e in &g.encodings {
            let enc = &e.name;
            let enc_name = enc.to_string().to_uppercase();
            let index = layouts.len() as u64;
            let (shape_of, count) = crate::generate::shapes_of_encoding(e);
            for (i, &shape) in e.instructions.iter().zip(&shape_of) {
                let v = type_name(&i.mnemonic);
                let printed = i.printed_name();
                docs.push(format!(
                    "`{printed}`: {enc_name} opcode {} ({:#x}).",
                    i.opcode, i.opcode
                ));
                if i.opcode >> PINNED_SHIFT != 0 {
                    let msg = format!(
                        "{gen}: opcode {:#x} of `{}` is wider than the {PINNED_SHIFT} bits an \
                         instruction's descriptor keeps for it",
                        i.opcode, i.mnemonic
                    );
                    return syn::Error::new(i.mnemonic.span(), msg).to_compile_error();
                }
                let pair = (i.pinned_mask, i.pinned_bits);
                let pin = match pinned.iter().position(|p| *p == pair) {
                    Some(k) => k,
                    None => {
                        pinned.push(pair);
                        pinned.len() - 1
                    }
                } as u64;
                let shape = shapes_before + shape as u64;
                let descriptor = (printed.len() as u64) << LENGTH_SHIFT
                    | shape << SHAPE_SHIFT
                    | index << ENCODING_SHIFT
                    | pin << PINNED_SHIFT
                    | i.opcode;
                // Padded so that the printer copies every mnemonic with the same two
                // 16-byte moves: a copy sized by the length mispredicts on mixed code.
                let padded = format!("{printed:\0<MNEMONIC_PAD$}");
                descriptors.push(quote!(Self::#v => (#padded, #descriptor),));
                variants.push(v);
            }
            shapes_before += count as u64;
            layouts.push(quote! {
                (#enc::NAME, crate::operand::Layout {
                    fields: #enc::FIELDS,
                    fixed: #enc::FIXED_BITS,
                    opcode: #enc::OPCODE_FIELD,
                    bits: #enc::BITS,
                })
            });
        }
    }
    if pinned.len() > 1 << (ENCODING_SHIFT - PINNED_SHIFT) {
        let msg = format!(
            "{gen}: {} distinct sets of pinned bits, more than an instruction's descriptor \
             can number",
            pinned.len()
        );
        return syn::Error::new(Span::call_site(), msg).to_compile_error();
    }
    // The last arm of each small `match` takes every other value (there is none).
    fn arms(values: &[TokenStream]) -> impl Iterator<Item = TokenStream> + '_ {
        let last = values.len().saturating_sub(1);
        values.iter().enumerate().map(move |(k, v)| {
            if k == last {
                quote!(_ => #v,)
            } else {
                let k = k as u32;
                quote!(#k => #v,)
            }
        })
    }
    let layout_arms = arms(&layouts);
    let pinned_values: Vec<TokenStream> = pinned.iter().map(|(m, b)| quote!((#m, #b))).collect();
    let pinned_arms = arms(&pinned_values);
    let doc = format!("Every instruction of {gen}.");
    quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, PartialEq, Eq, Hash)]
        pub enum Opcode {
            #( #[doc = #docs] #variants, )*
        }

        // Not derived: the mnemonic says which instruction, and a derived `Debug` would be
        // another `match` of every instruction per generation to compile.
        impl fmt::Debug for Opcode {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.mnemonic())
            }
        }

        impl Opcode {
            /// The mnemonic.
            #[inline]
            pub const fn mnemonic(self) -> &'static str {
                let (padded, descriptor) = self.data();
                padded.split_at((descriptor >> #LENGTH_SHIFT) as usize).0
            }

            /// The mnemonic padded with NULs to its full length, and its length.
            #[inline]
            pub(crate) const fn padded_mnemonic(self) -> (&'static str, usize) {
                let (padded, descriptor) = self.data();
                (padded, (descriptor >> #LENGTH_SHIFT) as usize)
            }

            /// What the instruction is, as data: its mnemonic and its descriptor,
            /// `length << 56 | shape << 32 | encoding << 16 | pinned << 10 | opcode` (the mnemonic's
            /// length, the numbers of its
            /// shape and encoding and of its pinned bits, and its opcode). One `match` of
            /// every instruction, where one per question costs the compiler each time.
            const fn data(self) -> (&'static str, u64) {
                match self { #(#descriptors)* }
            }

            #[inline]
            const fn descriptor(self) -> u64 {
                self.data().1
            }

            /// The opcode (the value of the encoding's `OP` field).
            #[inline]
            pub const fn opcode(self) -> u32 {
                Self::opcode_of(self.descriptor())
            }

            const fn opcode_of(descriptor: u64) -> u32 {
                (descriptor & ((1 << #PINNED_SHIFT) - 1)) as u32
            }

            /// The number of the instruction's shape among its definition file's shapes of
            /// this generation: what tells the shapes' typed structs apart.
            #[inline]
            pub(crate) const fn shape(self) -> u16 {
                (self.descriptor() >> #SHAPE_SHIFT) as u16
            }

            /// The encoding's name (`SOP2`, `SMEM`, …).
            #[inline]
            pub fn encoding(self) -> &'static str {
                self.encoding_and_layout().0
            }

            /// The layout of the encoding.
            #[inline]
            pub fn layout(self) -> crate::operand::Layout {
                self.encoding_and_layout().1
            }

            #[inline]
            fn encoding_and_layout(self) -> (&'static str, crate::operand::Layout) {
                Self::encoding_and_layout_of(self.descriptor())
            }

            fn encoding_and_layout_of(descriptor: u64) -> (&'static str, crate::operand::Layout) {
                match (descriptor >> #ENCODING_SHIFT) as u32 & 0xffff { #(#layout_arms)* }
            }

            /// The bits an instruction requires beyond its encoding's fixed bits and
            /// opcode (mask, value), from its descriptor.
            const fn pinned_of(descriptor: u64) -> (u64, u64) {
                match (descriptor >> #PINNED_SHIFT) as u32 & ((1 << (#ENCODING_SHIFT - #PINNED_SHIFT)) - 1) {
                    #(#pinned_arms)*
                }
            }

            /// The instruction's words with every operand 0: the encoding's fixed bits,
            /// the opcode and the bits the instruction pins; and the bits no operand may
            /// change: those, and the second dword of a 32-bit encoding, where a literal
            /// goes.
            #[inline]
            pub(crate) fn base_and_protected(self) -> (u64, u64) {
                let descriptor = self.descriptor();
                let (_, layout) = Self::encoding_and_layout_of(descriptor);
                let (pinned_mask, pinned_bits) = Self::pinned_of(descriptor);
                let (lo, width) = layout.opcode;
                let base = layout.fixed.1 | pinned_bits | (Self::opcode_of(descriptor) as u64) << lo;
                let literal = if layout.bits == 64 { 0 } else { !0xffff_ffffu64 };
                let protected = layout.fixed.0 | ((1u64 << width) - 1) << lo | literal | pinned_mask;
                (base, protected)
            }
        }
    }
}

/// A `match` on the first dword's top bits, and the functions its arms call. Top bits that
/// allow one encoding return its decoder's result as it is (a tail call); those that allow
/// several call a function that tries them, most specific first.
fn dispatch(encodings: &[Candidate]) -> (TokenStream, Vec<TokenStream>) {
    let shift = 32 - DISPATCH_BITS;
    let top_mask = !0u32 << shift;
    // Per distinct candidate list: the ranges of top-bit values that select it.
    type Arm = (Vec<usize>, Vec<(u32, u32)>);
    let mut arms: Vec<Arm> = Vec::new();
    for value in 0..1u32 << DISPATCH_BITS {
        let cands: Vec<usize> = encodings
            .iter()
            .enumerate()
            .filter(|(_, e)| ((value << shift) ^ e.first_bits) & e.first_mask & top_mask == 0)
            .map(|(i, _)| i)
            .collect();
        if cands.is_empty() {
            continue;
        }
        match arms.iter_mut().find(|(c, _)| *c == cands) {
            Some((_, ranges)) => match ranges.last_mut() {
                Some((_, hi)) if *hi + 1 == value => *hi = value,
                _ => ranges.push((value, value)),
            },
            None => arms.push((cands, vec![(value, value)])),
        }
    }
    let mut tries = Vec::new();
    let arms: Vec<TokenStream> = arms
        .iter()
        .map(|(cands, ranges)| {
            // Every value written out, not as a range: the compiler then makes the `match`
            // one jump through a table instead of a tree of comparisons (about 20 per
            // decode, and the mispredicted branches among them, on a stream that changes
            // encoding often).
            let patterns = ranges
                .iter()
                .flat_map(|&(lo, hi)| lo..=hi)
                .map(|v| quote!(#v));
            if let [only] = cands[..] {
                // Its checks of the fixed bits and its errors are the generation's.
                let name = &encodings[only].name;
                return quote!( #(#patterns)|* => return #name::__decode_any(words), );
            }
            // Out of line, so that the dispatch itself needs no stack frame.
            let try_fn = format_ident!("__try_{}", tries.len());
            let attempts = cands.iter().map(|&i| {
                let name = &encodings[i].name;
                quote! {
                    if first & #name::FIXED.0 == #name::FIXED.1 {
                        match #name::__decode_any(words) {
                            Ok(decoded) => return Ok(decoded),
                            Err(e) => DecodeError::keep_most_telling(&mut recognised, e),
                        }
                    }
                }
            });
            tries.push(quote! {
                #[inline(never)]
                fn #try_fn(words: &[u32], first: u32) -> Result<(crate::AnyInstruction, usize), DecodeError> {
                    let mut recognised: Option<DecodeError> = None;
                    #(#attempts)*
                    Err(recognised.unwrap_or(DecodeError::UnknownEncoding { word: first }))
                }
            });
            quote!( #(#patterns)|* => return #try_fn(words, first), )
        })
        .collect();
    let dispatch = quote! {
        match first >> #shift {
            #(#arms)*
            _ => {}
        }
    };
    (dispatch, tries)
}

fn any_instruction() -> TokenStream {
    let modules: Vec<Ident> = GENERATIONS.iter().map(|g| gen_ident(g)).collect();
    let variants: Vec<Ident> = GENERATIONS.iter().map(|g| variant(g)).collect();
    let features = GENERATIONS;
    let docs = GENERATIONS.iter().map(|g| format!("A {g} instruction."));
    let vary = format_ident!("__vary_operand");
    quote! {
        /// An instruction of a generation chosen at run time.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[non_exhaustive]
        pub enum AnyInstruction {
            #( #[doc = #docs] #[cfg(feature = #features)] #variants(crate::#modules::Instruction), )*
        }

        /// Applies `$e` to the generation's instruction `$i` of `*$self`, an
        /// `AnyInstruction`. By place, so that with every generation feature off the empty
        /// match is exhaustive.
        macro_rules! each_generation {
            ($self:ident, ref mut $i:ident => $e:expr) => {
                match *$self {
                    #( #[cfg(feature = #features)] AnyInstruction::#variants(ref mut $i) => $e, )*
                }
            };
            ($self:ident, ref $i:ident => $e:expr) => {
                match *$self {
                    #( #[cfg(feature = #features)] AnyInstruction::#variants(ref $i) => $e, )*
                }
            };
        }

        impl AnyInstruction {
            /// The instruction's generation.
            pub fn generation(&self) -> Generation {
                match *self {
                    #( #[cfg(feature = #features)] AnyInstruction::#variants(_) => Generation::#variants, )*
                }
            }

            #[cfg(feature = "testing")]
            #[doc(hidden)]
            #[allow(unused_variables)]
            pub fn #vary(&mut self, index: usize, raw: [u32; 8], literal: u32) -> Option<&'static str> {
                each_generation!(self, ref mut i => i.#vary(index, raw, literal))
            }

            #[cfg(feature = "testing")]
            #[doc(hidden)]
            pub fn __clear_ignored_bits(&mut self) {
                each_generation!(self, ref mut i => i.__clear_ignored_bits())
            }
        }

        /// An encoding's decoder, as [`__each_encoding`] lists it.
        #[cfg(feature = "testing")]
        #[doc(hidden)]
        pub type __EncodingDecoder = fn(&[u32]) -> Result<(AnyInstruction, usize), DecodeError>;

        /// Calls `f` with each encoding of `gen` (see the generation modules' own).
        #[cfg(feature = "testing")]
        #[doc(hidden)]
        #[allow(unused_variables)]
        pub fn __each_encoding(gen: Generation, f: &mut dyn FnMut(&'static str, (u32, u32), (u32, u32), __EncodingDecoder)) {
            #[allow(unreachable_patterns)]
            match gen {
                #(
                    #[cfg(feature = #features)]
                    Generation::#variants => crate::#modules::__each_encoding(f),
                )*
                _ => {}
            }
        }

        /// Decodes the instruction at the start of `words` for `gen`: the instruction and how
        /// many dwords it used. A generation whose cargo feature is off decodes nothing.
        ///
        /// Inlined: the `match` is one jump through a table, and a caller that decodes many
        /// words of one generation saves a call level per word.
        #[allow(unused_variables)] // with every generation feature off, nothing reads `words`
        #[inline]
        pub fn decode(gen: Generation, words: &[u32]) -> Result<(AnyInstruction, usize), DecodeError> {
            #[allow(unreachable_patterns)]
            match gen {
                #(
                    #[cfg(feature = #features)]
                    Generation::#variants => crate::#modules::__decode_any(words),
                )*
                _ => Err(DecodeError::GenerationDisabled { generation: gen }),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn family(name: &str, isa: &str) -> Family {
        Family {
            name: Ident::new(name, Span::call_site()),
            path: PathBuf::from(format!("/abs/isa-defs/{name}.rs")),
            shown: format!("isa-defs/{name}.rs"),
            model: Some(model_of(isa).expect("valid definitions")),
        }
    }

    const SCALAR: &str = "isa! {
        encoding Scalar {
            layout gfx6 = 32 { ENCODING[31:23] = 0b101111101, SDST[22:16], OP[15:8], SSRC0[7:0] }
            operands { sdst: SDST, ssrc0: SSRC0 }
        }
        instructions Scalar { s_first { gfx6: 3 } (sdst: sreg<1>, ssrc0: ssrc<1>), }
    }";

    #[test]
    fn encodings_of_different_files_matching_one_word_are_reported() {
        // Same fixed bits, another file, an opcode field elsewhere that can hold 3 too.
        let clash = "isa! {
            encoding Other {
                layout gfx6 = 32 { ENCODING[31:23] = 0b101111101, OP[22:16], _[15:0] }
                operands { }
            }
            instructions Other { s_second { gfx6: 0 } (), }
        }";
        let families = [family("scalar", SCALAR), family("other", clash)];
        let message = cross_file_conflict(&families).expect("a conflict");
        assert!(message.starts_with("on gfx6, Scalar `s_first` (isa-defs/scalar.rs) and Other `s_second` (isa-defs/other.rs) can match the same word"), "{message}");
    }

    #[test]
    fn encodings_that_differ_in_a_fixed_bit_do_not_clash() {
        let apart = "isa! {
            encoding Other {
                layout gfx6 = 32 { ENCODING[31:23] = 0b101111110, OP[22:16], _[15:0] }
                operands { }
            }
            instructions Other { s_second { gfx6: 0 } (), }
        }";
        let families = [family("scalar", SCALAR), family("other", apart)];
        assert_eq!(cross_file_conflict(&families), None);
    }

    #[test]
    fn dispatch_tries_only_encodings_the_top_bits_allow() {
        let candidates = [
            Candidate {
                name: Ident::new("Sop1", Span::call_site()),
                first_mask: 0xff80_0000,
                first_bits: 0xbe80_0000,
                specificity: 17,
            },
            Candidate {
                name: Ident::new("Sopk", Span::call_site()),
                first_mask: 0xf000_0000,
                first_bits: 0xb000_0000,
                specificity: 9,
            },
        ];
        let (code, tries) = dispatch(&candidates);
        let code = code.to_string();
        // 0xbe80_0000 >> 23 = 381: SOP1 first, then SOPK, in a function of their own; the
        // rest of 0xb… only SOPK, whose decoder's result is returned as it is.
        assert!(
            code.contains("381u32 => return __try_0 (words , first)"),
            "{code}"
        );
        let [tried] = &tries[..] else {
            panic!("{tries:?}")
        };
        let tried = tried.to_string();
        let (sop1, sopk) = (
            tried.find("Sop1 :: __decode_any"),
            tried.find("Sopk :: __decode_any"),
        );
        assert!(sop1.is_some() && sop1 < sopk, "{tried}");
        assert!(
            code.contains("return Sopk :: __decode_any (words)"),
            "{code}"
        );
        // Every value written out (a jump table), none as a range (a comparison tree).
        assert!(code.contains("352u32 | 353u32"), "{code}");
        assert!(code.contains("380u32 | 382u32 | 383u32 =>"), "{code}");
        assert!(!code.contains("..="), "{code}");
    }
}
