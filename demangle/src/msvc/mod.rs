//! Microsoft (MSVC) C++ symbol names (`?…`, `??@…`, and `.…` RTTI type descriptor
//! names) as LLVM 19's `microsoftDemangle` prints them with no flags (what
//! `llvm-objdump -C` and `llvm-undname` print).
//!
//! The parser follows the grammar LLVM's `MicrosoftDemangle.cpp` reads, including its
//! quirks, because matching its output means accepting and rejecting exactly what it
//! does: LLVM keeps a sticky error flag which one step (`is_member_pointer`) clears, so
//! some invalid pieces are forgiven when a pointer type follows them; the parser keeps
//! that flag too and goes on where LLVM goes on. Names are built into a tree
//! (`nodes`), printed by `print`. This file reads symbols and their encodings;
//! `names` reads names, scopes, back-references, templates and operator codes;
//! `types` types, function signatures and template arguments; `special` the special
//! names (RTTI, vftables, thunks, guards, dynamic initializers, MD5 names); `literal`
//! string literals.
//!
//! Limits: nesting deeper than `MAX_DEPTH`, output past `MAX_OUTPUT`, or more than
//! `MAX_RENDERED` bytes rendered while parsing (back-referenced template names and
//! local scopes are rendered to text as they are read) make the name fail (`None`).

mod literal;
mod names;
mod nodes;
mod print;
mod special;
mod types;

pub(crate) use print::{
    NO_ACCESS_SPECIFIER, NO_CALLING_CONVENTION, NO_MEMBER_TYPE, NO_RETURN_TYPE,
};

use alloc::vec::Vec;
use nodes::*;

/// Largest demangled text (the crate's output limit).
const MAX_OUTPUT: usize = crate::print::MAX_OUTPUT;
/// Deepest nesting of types, symbols and template instantiations.
const MAX_DEPTH: u32 = 256;
/// Most bytes rendered while parsing (memorized template names, local scope names).
const MAX_RENDERED: usize = 4 * MAX_OUTPUT;
/// Back-reference tables hold ten entries each.
const MAX_BACKREFS: usize = 10;

/// Why a name was not demangled.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Failure {
    /// LLVM rejects it too.
    Invalid,
    /// It is past one of this crate's limits (LLVM may accept it).
    BeyondLimits,
}

/// The text of a Microsoft mangled name, or `None` where LLVM reports an invalid name.
/// Characters after a complete mangling are ignored, as LLVM ignores them.
pub(crate) fn demangle(mangled: &[u8]) -> Option<Vec<u8>> {
    demangle_or_why(mangled).ok()
}

/// As `demangle`, printed with LLVM's output `flags` (`print::NO_…`).
pub(crate) fn demangle_with(mangled: &[u8], flags: u8) -> Option<Vec<u8>> {
    demangle_flagged(mangled, flags).ok()
}

/// As `demangle`, telling a name LLVM rejects from one past this crate's limits.
pub(crate) fn demangle_or_why(mangled: &[u8]) -> Result<Vec<u8>, Failure> {
    demangle_flagged(mangled, 0)
}

fn demangle_flagged(mangled: &[u8], flags: u8) -> Result<Vec<u8>, Failure> {
    let mut d = Demangler {
        rest: mangled,
        error: false,
        over_limit: false,
        nodes: Vec::new(),
        backrefs: Backrefs::default(),
        depth: 0,
        rendered: 0,
    };
    let symbol = d.parse();
    if d.over_limit {
        return Err(Failure::BeyondLimits);
    }
    let symbol = match symbol {
        Some(symbol) if !d.error => symbol,
        _ => return Err(Failure::Invalid),
    };
    let mut text =
        print::render(&d.nodes, symbol, MAX_OUTPUT, flags).ok_or(Failure::BeyondLimits)?;
    // LLVM returns a C string: a NUL (only possible inside a name) ends it.
    if let Some(nul) = text.iter().position(|&b| b == 0) {
        text.truncate(nul);
    }
    Ok(text)
}

/// Name and function-parameter back-references (LLVM's `BackrefContext`). A template
/// instantiation's arguments get a fresh one.
#[derive(Default)]
struct Backrefs {
    params: Vec<Id>,
    /// `NamedIdentifier` nodes.
    names: Vec<Id>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum QualMode {
    Drop,
    Mangle,
    Result,
}

struct Demangler<'a> {
    /// What is left of the name.
    rest: &'a [u8],
    /// LLVM's sticky error flag (which `is_member_pointer` clears).
    error: bool,
    /// A limit of this crate was passed: the name fails whatever else happens.
    over_limit: bool,
    nodes: Vec<Node>,
    backrefs: Backrefs,
    depth: u32,
    rendered: usize,
}

impl<'a> Demangler<'a> {
    // ----- the cursor ---------------------------------------------------------------

    fn peek(&self) -> Option<u8> {
        self.rest.first().copied()
    }

    fn starts_with(&self, prefix: &[u8]) -> bool {
        self.rest.starts_with(prefix)
    }

    fn starts_with_digit(&self) -> bool {
        self.peek().is_some_and(|c| c.is_ascii_digit())
    }

    fn eat(&mut self, c: u8) -> bool {
        self.eat_str(&[c])
    }

    fn eat_str(&mut self, prefix: &[u8]) -> bool {
        match self.rest.strip_prefix(prefix) {
            Some(rest) => {
                self.rest = rest;
                true
            }
            None => false,
        }
    }

    /// Removes and returns the first character (LLVM's `front` + `remove_prefix(1)`).
    fn next(&mut self) -> Option<u8> {
        let (&c, rest) = self.rest.split_first()?;
        self.rest = rest;
        Some(c)
    }

    fn fail<T>(&mut self) -> Option<T> {
        self.error = true;
        None
    }

    /// `value`, unless LLVM's sticky error flag is set: what a step's result is worth
    /// once the steps it called have run.
    fn unless_failed<T>(&self, value: Option<T>) -> Option<T> {
        if self.error {
            None
        } else {
            value
        }
    }

    // ----- the arena ----------------------------------------------------------------

    fn add(&mut self, node: Node) -> Id {
        self.nodes.push(node);
        self.nodes.len() - 1
    }

    fn ident(&mut self, kind: IdentKind) -> Id {
        self.add(Node::Ident {
            template_params: None,
            kind,
        })
    }

    fn named(&mut self, name: &[u8]) -> Id {
        self.ident(IdentKind::Named(name.to_vec()))
    }

    fn qualified(&mut self, components: Vec<Id>) -> Id {
        self.add(Node::QualifiedName(components))
    }

    fn ident_kind(&self, id: Id) -> Option<&IdentKind> {
        match &self.nodes[id] {
            Node::Ident { kind, .. } => Some(kind),
            _ => None,
        }
    }

    fn ident_kind_mut(&mut self, id: Id) -> Option<&mut IdentKind> {
        match &mut self.nodes[id] {
            Node::Ident { kind, .. } => Some(kind),
            _ => None,
        }
    }

    /// The last component of a qualified name.
    fn unqualified(&self, qualified: Id) -> Option<Id> {
        match &self.nodes[qualified] {
            Node::QualifiedName(components) => components.last().copied(),
            _ => None,
        }
    }

    fn set_symbol_name(&mut self, symbol: Id, qualified: Id) {
        if let Node::Symbol { name, .. } = &mut self.nodes[symbol] {
            *name = Some(qualified);
        }
    }

    fn symbol_name(&self, symbol: Id) -> Option<Id> {
        match &self.nodes[symbol] {
            Node::Symbol { name, .. } => *name,
            _ => None,
        }
    }

    /// Renders a node to text while parsing, within the rendering budget.
    fn render(&mut self, id: Id) -> Vec<u8> {
        match print::render(&self.nodes, id, MAX_OUTPUT, 0) {
            Some(text) if self.rendered + text.len() <= MAX_RENDERED => {
                self.rendered += text.len();
                text
            }
            _ => {
                self.over_limit = true;
                Vec::new()
            }
        }
    }

    /// Counts one more level of nesting; false (and the name fails) past the limit.
    fn enter(&mut self) -> bool {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            self.over_limit = true;
            self.error = true;
            return false;
        }
        true
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    // ----- numbers ------------------------------------------------------------------

    /// `[?] (<digit> | <hex digits A-P> @)`: a digit is 1-10; `?` makes it negative.
    fn number(&mut self) -> (u64, bool) {
        let negative = self.eat(b'?');
        if self.starts_with_digit() {
            let value = u64::from(self.rest[0] - b'0') + 1;
            self.rest = &self.rest[1..];
            return (value, negative);
        }
        let mut value = 0u64;
        let rest = self.rest;
        for (i, &c) in rest.iter().enumerate() {
            match c {
                b'@' => {
                    self.rest = &rest[i + 1..];
                    return (value, negative);
                }
                b'A'..=b'P' => value = (value << 4) + u64::from(c - b'A'),
                _ => break,
            }
        }
        self.error = true;
        (0, false)
    }

    fn unsigned(&mut self) -> u64 {
        let (value, negative) = self.number();
        if negative {
            self.error = true;
        }
        value
    }

    fn signed(&mut self) -> i64 {
        let (value, negative) = self.number();
        if value > i64::MAX as u64 {
            self.error = true;
        }
        let value = value as i64;
        if negative {
            value.wrapping_neg()
        } else {
            value
        }
    }

    // ----- symbols ------------------------------------------------------------------

    /// LLVM's `parse`: a whole symbol (also reached for symbols nested in names).
    fn parse(&mut self) -> Option<Id> {
        if !self.enter() {
            return None;
        }
        let symbol = self.parse_symbol();
        self.leave();
        symbol
    }

    fn parse_symbol(&mut self) -> Option<Id> {
        if self.starts_with(b".") {
            return self.typeinfo_name();
        }
        if self.starts_with(b"??@") {
            return self.md5_name();
        }
        if !self.eat(b'?') {
            return self.fail();
        }
        if let Some(symbol) = self.special_intrinsic() {
            return Some(symbol);
        }
        self.declarator()
    }

    fn declarator(&mut self) -> Option<Id> {
        let qualified = self.fully_qualified_symbol_name();
        let qualified = self.unless_failed(qualified)?;
        let symbol = self.encoded_symbol(qualified);
        let symbol = self.unless_failed(symbol)?;
        self.set_symbol_name(symbol, qualified);
        let leaf = self.unqualified(qualified)?;
        if let Some(IdentKind::Conversion { target: None }) = self.ident_kind(leaf) {
            return self.fail();
        }
        Some(symbol)
    }

    fn encoded_symbol(&mut self, qualified: Id) -> Option<Id> {
        let Some(first) = self.peek() else {
            return self.fail();
        };
        if let Some(storage) = match first {
            b'0' => Some(StorageClass::PrivateStatic),
            b'1' => Some(StorageClass::ProtectedStatic),
            b'2' => Some(StorageClass::PublicStatic),
            b'3' => Some(StorageClass::Global),
            b'4' => Some(StorageClass::FunctionLocalStatic),
            _ => None,
        } {
            self.rest = &self.rest[1..];
            return self.variable_encoding(storage);
        }
        let function = self.function_encoding();
        if let (Some(function), Some(leaf)) = (function, self.unqualified(qualified)) {
            let return_type = self.function_return_type(function);
            if let Some(IdentKind::Conversion { target }) = self.ident_kind_mut(leaf) {
                *target = return_type;
            }
        }
        function
    }

    fn function_return_type(&self, function: Id) -> Option<Id> {
        let Node::Symbol {
            kind: SymbolKind::Function {
                signature: Some(signature),
            },
            ..
        } = &self.nodes[function]
        else {
            return None;
        };
        match &self.nodes[*signature] {
            Node::Type {
                kind: TypeKind::Function(sig),
                ..
            } => sig.return_type,
            _ => None,
        }
    }

    // ----- encodings ----------------------------------------------------------------

    fn variable_encoding(&mut self, storage: StorageClass) -> Option<Id> {
        let ty = self.demangle_type(QualMode::Drop);
        let ty = self.unless_failed(ty)?;
        let pointer = match &self.nodes[ty] {
            Node::Type {
                kind:
                    TypeKind::Pointer {
                        class_parent,
                        pointee,
                        ..
                    },
                ..
            } => Some((class_parent.is_some(), *pointee)),
            _ => None,
        };
        if let Some((member, pointee)) = pointer {
            let ext = self.pointer_ext_qualifiers();
            self.add_quals(ty, ext);
            let (extra, _) = self.qualifiers();
            if member {
                let _ = self.fully_qualified_type_name();
            }
            if let Some(pointee) = pointee {
                self.add_quals(pointee, extra);
            }
        } else {
            let (quals, _) = self.qualifiers();
            self.set_quals(ty, quals);
        }
        Some(self.add(Node::Symbol {
            name: None,
            kind: SymbolKind::Variable {
                storage,
                ty: Some(ty),
            },
        }))
    }

    fn function_encoding(&mut self) -> Option<Id> {
        let extra = if self.eat_str(b"$$J0") {
            FC_EXTERN_C
        } else {
            0
        };
        if self.rest.is_empty() {
            return self.fail();
        }
        let class = self.function_class() | extra;
        let thunk = if class & FC_STATIC_THIS_ADJUST != 0 {
            Some(ThisAdjust {
                static_offset: self.signed() as u32,
                ..ThisAdjust::default()
            })
        } else if class & FC_VIRTUAL_THIS_ADJUST != 0 {
            let mut adjust = ThisAdjust::default();
            if class & FC_VIRTUAL_THIS_ADJUST_EX != 0 {
                adjust.vbptr_offset = self.signed() as i32;
                adjust.vboffset_offset = self.signed() as i32;
            }
            adjust.vtordisp_offset = self.signed() as i32;
            adjust.static_offset = self.signed() as u32;
            Some(adjust)
        } else {
            None
        };
        let signature = if class & FC_NO_PARAMETER_LIST != 0 {
            Some(self.add(Node::Type {
                quals: 0,
                kind: TypeKind::Function(alloc::boxed::Box::default()),
            }))
        } else {
            let has_this_quals = class & (FC_GLOBAL | FC_STATIC) == 0;
            self.function_type(has_this_quals)
        };
        let signature = self.unless_failed(signature)?;
        if let Node::Type {
            kind: TypeKind::Function(sig),
            ..
        } = &mut self.nodes[signature]
        {
            if thunk.is_some() {
                sig.thunk = thunk;
            }
            sig.class = class;
        }
        Some(self.add(Node::Symbol {
            name: None,
            kind: SymbolKind::Function {
                signature: Some(signature),
            },
        }))
    }

    fn function_class(&mut self) -> u16 {
        let class = match self.next() {
            Some(b'9') => Some(FC_EXTERN_C | FC_NO_PARAMETER_LIST),
            Some(b'A') => Some(FC_PRIVATE),
            Some(b'B') => Some(FC_PRIVATE | FC_FAR),
            Some(b'C') => Some(FC_PRIVATE | FC_STATIC),
            Some(b'D') => Some(FC_PRIVATE | FC_STATIC | FC_FAR),
            Some(b'E') => Some(FC_PRIVATE | FC_VIRTUAL),
            Some(b'F') => Some(FC_PRIVATE | FC_VIRTUAL | FC_FAR),
            Some(b'G') => Some(FC_PRIVATE | FC_STATIC_THIS_ADJUST),
            Some(b'H') => Some(FC_PRIVATE | FC_STATIC_THIS_ADJUST | FC_FAR),
            Some(b'I') => Some(FC_PROTECTED),
            Some(b'J') => Some(FC_PROTECTED | FC_FAR),
            Some(b'K') => Some(FC_PROTECTED | FC_STATIC),
            Some(b'L') => Some(FC_PROTECTED | FC_STATIC | FC_FAR),
            Some(b'M') => Some(FC_PROTECTED | FC_VIRTUAL),
            Some(b'N') => Some(FC_PROTECTED | FC_VIRTUAL | FC_FAR),
            Some(b'O') => Some(FC_PROTECTED | FC_VIRTUAL | FC_STATIC_THIS_ADJUST),
            Some(b'P') => Some(FC_PROTECTED | FC_VIRTUAL | FC_STATIC_THIS_ADJUST | FC_FAR),
            Some(b'Q') => Some(FC_PUBLIC),
            Some(b'R') => Some(FC_PUBLIC | FC_FAR),
            Some(b'S') => Some(FC_PUBLIC | FC_STATIC),
            Some(b'T') => Some(FC_PUBLIC | FC_STATIC | FC_FAR),
            Some(b'U') => Some(FC_PUBLIC | FC_VIRTUAL),
            Some(b'V') => Some(FC_PUBLIC | FC_VIRTUAL | FC_FAR),
            Some(b'W') => Some(FC_PUBLIC | FC_VIRTUAL | FC_STATIC_THIS_ADJUST),
            Some(b'X') => Some(FC_PUBLIC | FC_VIRTUAL | FC_STATIC_THIS_ADJUST | FC_FAR),
            Some(b'Y') => Some(FC_GLOBAL),
            Some(b'Z') => Some(FC_GLOBAL | FC_FAR),
            Some(b'$') => {
                let mut flag = FC_VIRTUAL_THIS_ADJUST;
                if self.eat(b'R') {
                    flag |= FC_VIRTUAL_THIS_ADJUST_EX;
                }
                match self.next() {
                    Some(b'0') => Some(FC_PRIVATE | FC_VIRTUAL | flag),
                    Some(b'1') => Some(FC_PRIVATE | FC_VIRTUAL | flag | FC_FAR),
                    Some(b'2') => Some(FC_PROTECTED | FC_VIRTUAL | flag),
                    Some(b'3') => Some(FC_PROTECTED | FC_VIRTUAL | flag | FC_FAR),
                    Some(b'4') => Some(FC_PUBLIC | FC_VIRTUAL | flag),
                    Some(b'5') => Some(FC_PUBLIC | FC_VIRTUAL | flag | FC_FAR),
                    _ => None,
                }
            }
            _ => None,
        };
        class.unwrap_or_else(|| {
            self.error = true;
            FC_PUBLIC
        })
    }

    fn calling_convention(&mut self) -> &'static str {
        match self.next() {
            None => {
                self.error = true;
                ""
            }
            Some(b'A' | b'B') => "__cdecl",
            Some(b'C' | b'D') => "__pascal",
            Some(b'E' | b'F') => "__thiscall",
            Some(b'G' | b'H') => "__stdcall",
            Some(b'I' | b'J') => "__fastcall",
            Some(b'M' | b'N') => "__clrcall",
            Some(b'O' | b'P') => "__eabi",
            Some(b'Q') => "__vectorcall",
            Some(b'S') => "__attribute__((__swiftcall__)) ",
            Some(b'W') => "__attribute__((__swiftasynccall__)) ",
            Some(_) => "",
        }
    }
}
