//! An Itanium C++ ABI demangler whose output matches `llvm-cxxfilt` 19 byte
//! for byte, for `gcn-isa objdump --demangle`.
//!
//! ```
//! use gcn_isa_demangle::demangle;
//! assert_eq!(demangle("_Z3fooPi.kd").as_deref(), Some("foo(int*) (.kd)"));
//! assert_eq!(demangle("_ZTV3Foo").as_deref(), Some("vtable for Foo"));
//! assert_eq!(demangle("__hip_cuid_0a1b"), None);
//! ```
//!
//! The work is split in three: `parse` and `parse_expr` build a syntax tree
//! (`ast`) from the mangled name, `print` turns it into text with LLVM's
//! layout rules, and this file handles the prefixes `llvm-cxxfilt` accepts
//! around a mangling. Every stage is bounded (recursion depth, output size,
//! work), so any input finishes quickly without panicking.

#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;

mod ast;
mod float;
mod operators;
mod parse;
mod parse_expr;
mod print;

use alloc::string::String;
use alloc::vec::Vec;

/// Demangles `name` the way `llvm-cxxfilt-19 NAME` does.
///
/// Returns `None` when `llvm-cxxfilt` would print the name unchanged: it is
/// not an Itanium mangling, or one LLVM rejects. Also `None` (where LLVM
/// would print something) for Rust and D manglings, which LLVM demangles
/// with other demanglers, and for pathological inputs past this crate's
/// limits (see the README).
///
/// Accepted forms, as in `llvm-cxxfilt` on Linux:
/// - `_Z<encoding>[.<suffix>]`, printed with ` (.<suffix>)` appended;
/// - `___Z<encoding>_block_invoke[_<n>]` (Clang block invocations);
/// - any of these after one leading `.` (kept in the output);
/// - `__imp_<mangling or type>`, printed as `import thunk for ...`.
pub fn demangle(name: &str) -> Option<String> {
    let bytes = name.as_bytes();
    let (dot, undotted) = match bytes.split_first() {
        Some((b'.', rest)) => (true, rest),
        _ => (false, bytes),
    };
    if undotted.starts_with(b"_Z") || undotted.starts_with(b"___Z") {
        if let Some(text) = demangle_itanium(undotted) {
            let mut result = Vec::with_capacity(text.len() + 1);
            if dot {
                result.push(b'.');
            }
            result.extend_from_slice(&text);
            return into_string(result);
        }
    }
    // Windows import thunks: the rest may also be a bare type (`__imp_i`).
    if let Some(rest) = bytes.strip_prefix(b"__imp_") {
        if let Some(text) = demangle_itanium(rest) {
            let mut result = Vec::from(&b"import thunk for "[..]);
            result.extend_from_slice(&text);
            return into_string(result);
        }
    }
    None
}

/// LLVM's `itaniumDemangle`: a whole mangled name (or type) to text.
fn demangle_itanium(mangled: &[u8]) -> Option<Vec<u8>> {
    if mangled.is_empty() {
        return None;
    }
    let mut parser = parse::Parser::new(mangled);
    let root = parser.parse_mangled_name()?;
    let mut text = print::print_node(&parser.nodes, root)?;
    // LLVM hands the result back as a C string, so a NUL inside a source
    // name ends it there.
    if let Some(nul) = text.iter().position(|&b| b == 0) {
        text.truncate(nul);
    }
    Some(text)
}

/// A source name's length can split a multi-byte character; LLVM would
/// print the raw bytes, which a `String` cannot hold.
fn into_string(bytes: Vec<u8>) -> Option<String> {
    String::from_utf8(bytes).ok()
}
