//! The `isa!` proc-macro: one declarative definition per encoding family in, typed
//! instruction structs, decoder, encoder and LLVM-syntax `Display` per generation out.
//!
//! The pipeline is `parse` (syntax only) → `validate` (every definition error at once,
//! each with a span) → `generate` (match code, no runtime tables).

mod bodies;
mod errors;
mod forms;
mod generate;
mod kinds;
mod model;
mod names;
mod parse;
mod validate;
mod whole;

use proc_macro::TokenStream;

/// Defines encodings and their instructions; see the `isa-defs/` files for the syntax.
///
/// ```text
/// isa! {
///     /// Scalar memory read.
///     encoding SMRD {
///         layout gfx6, gfx7 = 32 {
///             ENCODING[31:27] = 0b11000,
///             OP[26:22], SDST[21:15], SBASE[14:9], IMM[8], OFFSET[7:0],
///         }
///         operands { sdst: SDST, sbase: SBASE, offset: (IMM, OFFSET) }
///     }
///     instructions SMRD {
///         /// Load one dword.
///         s_load_dword { gfx6: 0x00 } (sdst: sreg<1>, sbase: sbase<2>, offset: smrd_offset),
///     }
/// }
/// ```
#[proc_macro]
pub fn isa(input: TokenStream) -> TokenStream {
    let ast = match syn::parse::<parse::IsaInput>(input) {
        Ok(ast) => ast,
        Err(e) => return e.to_compile_error().into(),
    };
    match validate::validate(&ast) {
        Ok(model) => generate::generate(&model).into(),
        Err(e) => errors::write_errors(e).into(),
    }
}

/// The whole ISA: reads every definition file in the directory (relative to the invoking
/// crate's manifest), checks that encodings of different files never match the same word,
/// and generates the `Generation` enum, the `defs` modules (each file's `isa!` expanded),
/// one module per generation with its `Opcode`, `Instruction` and decode dispatch, and
/// `AnyInstruction` with `decode` for a generation chosen at run time.
#[proc_macro]
pub fn generations(input: TokenStream) -> TokenStream {
    match syn::parse::<syn::LitStr>(input) {
        Ok(dir) => whole::generations(&dir).into(),
        Err(e) => e.to_compile_error().into(),
    }
}
