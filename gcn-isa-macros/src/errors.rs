//! Every definition error at once: validation goes on after a problem so that one compile
//! run reports them all, each at its own span.

use proc_macro2::TokenStream;

/// A definition error (one or several, each with its span).
pub type Error = syn::Error;

/// Collects errors while validation continues.
#[derive(Default)]
pub struct Accumulator {
    first: Option<syn::Error>,
}

impl Accumulator {
    pub fn push(&mut self, error: syn::Error) {
        match &mut self.first {
            Some(first) => first.combine(error),
            None => self.first = Some(error),
        }
    }

    /// `Err` with every error pushed, if there was one.
    pub fn finish(self) -> Result<(), syn::Error> {
        self.first.map_or(Ok(()), Err)
    }
}

/// The compile errors for `error`, one per span.
pub fn write_errors(error: syn::Error) -> TokenStream {
    error.to_compile_error()
}
