//! Types, function signatures and template argument lists.

use super::nodes::*;
use super::{Demangler, QualMode, MAX_BACKREFS};
use alloc::boxed::Box;
use alloc::vec::Vec;

impl Demangler<'_> {
    pub(super) fn add_quals(&mut self, id: Id, extra: u8) {
        if let Node::Type { quals, .. } = &mut self.nodes[id] {
            *quals |= extra;
        }
    }

    pub(super) fn set_quals(&mut self, id: Id, value: u8) {
        if let Node::Type { quals, .. } = &mut self.nodes[id] {
            *quals = value;
        }
    }

    pub(super) fn new_type(&mut self, kind: TypeKind) -> Id {
        self.add(Node::Type { quals: 0, kind })
    }

    /// `A`-`D` (const/volatile) and `Q`-`T` (the same, for members): the qualifiers
    /// and whether they were a member's.
    pub(super) fn qualifiers(&mut self) -> (u8, bool) {
        match self.next() {
            Some(b'Q') => (0, true),
            Some(b'R') => (Q_CONST, true),
            Some(b'S') => (Q_VOLATILE, true),
            Some(b'T') => (Q_CONST | Q_VOLATILE, true),
            Some(b'A') => (0, false),
            Some(b'B') => (Q_CONST, false),
            Some(b'C') => (Q_VOLATILE, false),
            Some(b'D') => (Q_CONST | Q_VOLATILE, false),
            _ => {
                self.error = true;
                (0, false)
            }
        }
    }

    /// `E` (`__ptr64`), `I` (`__restrict`), `F` (`__unaligned`), in that order.
    pub(super) fn pointer_ext_qualifiers(&mut self) -> u8 {
        let mut quals = 0;
        if self.eat(b'E') {
            quals |= Q_POINTER64;
        }
        if self.eat(b'I') {
            quals |= Q_RESTRICT;
        }
        if self.eat(b'F') {
            quals |= Q_UNALIGNED;
        }
        quals
    }

    pub(super) fn demangle_type(&mut self, mode: QualMode) -> Option<Id> {
        if !self.enter() {
            return None;
        }
        let ty = self.demangle_type_inner(mode);
        self.leave();
        ty
    }

    pub(super) fn demangle_type_inner(&mut self, mode: QualMode) -> Option<Id> {
        let mut quals = 0;
        match mode {
            QualMode::Mangle => quals = self.qualifiers().0,
            QualMode::Result if self.eat(b'?') => quals = self.qualifiers().0,
            _ => {}
        }
        let Some(first) = self.peek() else {
            return self.fail();
        };
        let ty = match first {
            b'T' | b'U' | b'V' | b'W' => self.class_type(),
            b'A' | b'P' | b'Q' | b'R' | b'S' => self.any_pointer_type()?,
            b'$' if self.starts_with(b"$$Q") => self.any_pointer_type()?,
            b'Y' => self.array_type(),
            b'$' if self.eat_str(b"$$A8@@") => self.function_type(true),
            b'$' if self.eat_str(b"$$A6") => self.function_type(false),
            b'?' => self.custom_type(),
            _ => self.primitive_type(),
        };
        if self.error {
            return ty;
        }
        let ty = ty?;
        self.add_quals(ty, quals);
        Some(ty)
    }

    /// A pointer, reference or member pointer; `None` (outer) when the kind cannot be
    /// told, `Some(None)` when the pointer itself failed.
    pub(super) fn any_pointer_type(&mut self) -> Option<Option<Id>> {
        let member = self.is_member_pointer();
        if member {
            Some(self.member_pointer_type())
        } else if !self.error {
            Some(self.pointer_type())
        } else {
            None
        }
    }

    /// Looks ahead to tell a member pointer from another pointer. Like LLVM, this
    /// first clears the error flag.
    pub(super) fn is_member_pointer(&mut self) -> bool {
        self.error = false;
        let Some((&first, mut s)) = self.rest.split_first() else {
            return false;
        };
        if first == b'$' || first == b'A' {
            return false;
        }
        if let Some(&c) = s.first().filter(|c| c.is_ascii_digit()) {
            if c != b'6' && c != b'8' {
                self.error = true;
                return false;
            }
            return c == b'8';
        }
        for q in [b'E', b'I', b'F'] {
            if let Some(rest) = s.strip_prefix(&[q]) {
                s = rest;
            }
        }
        match s.first() {
            Some(b'A'..=b'D') => false,
            Some(b'Q'..=b'T') => true,
            _ => {
                self.error = true;
                false
            }
        }
    }

    pub(super) fn pointer_cv_qualifiers(&mut self) -> (u8, Affinity) {
        if self.eat_str(b"$$Q") {
            return (0, Affinity::RValueReference);
        }
        match self.next() {
            Some(b'A') => (0, Affinity::Reference),
            Some(b'P') => (0, Affinity::Pointer),
            Some(b'Q') => (Q_CONST, Affinity::Pointer),
            Some(b'R') => (Q_VOLATILE, Affinity::Pointer),
            Some(b'S') => (Q_CONST | Q_VOLATILE, Affinity::Pointer),
            _ => (0, Affinity::None),
        }
    }

    pub(super) fn pointer_type(&mut self) -> Option<Id> {
        let (mut quals, affinity) = self.pointer_cv_qualifiers();
        let pointee = if self.eat(b'6') {
            self.function_type(false)
        } else {
            quals |= self.pointer_ext_qualifiers();
            self.demangle_type(QualMode::Mangle)
        };
        Some(self.add(Node::Type {
            quals,
            kind: TypeKind::Pointer {
                affinity,
                class_parent: None,
                pointee,
            },
        }))
    }

    pub(super) fn member_pointer_type(&mut self) -> Option<Id> {
        let (mut quals, affinity) = self.pointer_cv_qualifiers();
        quals |= self.pointer_ext_qualifiers();
        let (class_parent, pointee) = if self.eat(b'8') {
            let class_parent = self.fully_qualified_type_name();
            (class_parent, self.function_type(true))
        } else {
            let (pointee_quals, _) = self.qualifiers();
            let class_parent = self.fully_qualified_type_name();
            let pointee = self.demangle_type(QualMode::Drop);
            if let Some(pointee) = pointee {
                self.set_quals(pointee, pointee_quals);
            }
            (class_parent, pointee)
        };
        Some(self.add(Node::Type {
            quals,
            kind: TypeKind::Pointer {
                affinity,
                class_parent,
                pointee,
            },
        }))
    }

    pub(super) fn class_type(&mut self) -> Option<Id> {
        let keyword = match self.next() {
            Some(b'T') => "union",
            Some(b'U') => "struct",
            Some(b'V') => "class",
            _ => {
                if !self.eat(b'4') {
                    return self.fail();
                }
                "enum"
            }
        };
        let name = self.fully_qualified_type_name();
        Some(self.new_type(TypeKind::Tag { keyword, name }))
    }

    pub(super) fn custom_type(&mut self) -> Option<Id> {
        self.eat(b'?');
        let identifier = self.unqualified_type_name(true);
        if !self.eat(b'@') {
            self.error = true;
        }
        if self.error {
            return None;
        }
        Some(self.new_type(TypeKind::Custom { identifier }))
    }

    pub(super) fn primitive_type(&mut self) -> Option<Id> {
        if self.eat_str(b"$$T") {
            return Some(self.new_type(TypeKind::Primitive("std::nullptr_t")));
        }
        let name = match self.next() {
            Some(b'X') => "void",
            Some(b'D') => "char",
            Some(b'C') => "signed char",
            Some(b'E') => "unsigned char",
            Some(b'F') => "short",
            Some(b'G') => "unsigned short",
            Some(b'H') => "int",
            Some(b'I') => "unsigned int",
            Some(b'J') => "long",
            Some(b'K') => "unsigned long",
            Some(b'M') => "float",
            Some(b'N') => "double",
            Some(b'O') => "long double",
            Some(b'_') => match self.next() {
                Some(b'N') => "bool",
                Some(b'J') => "__int64",
                Some(b'K') => "unsigned __int64",
                Some(b'W') => "wchar_t",
                Some(b'Q') => "char8_t",
                Some(b'S') => "char16_t",
                Some(b'U') => "char32_t",
                _ => return self.fail(),
            },
            _ => return self.fail(),
        };
        Some(self.new_type(TypeKind::Primitive(name)))
    }

    pub(super) fn array_type(&mut self) -> Option<Id> {
        self.eat(b'Y');
        let (rank, negative) = self.number();
        if negative || rank == 0 {
            return self.fail();
        }
        let mut dimensions = Vec::new();
        let mut remaining = rank;
        while remaining > 0 {
            let (dimension, negative) = self.number();
            if self.error || negative {
                return self.fail();
            }
            dimensions.push(dimension);
            remaining -= 1;
        }
        let mut quals = 0;
        if self.eat_str(b"$$C") {
            let (q, member) = self.qualifiers();
            if member {
                return self.fail();
            }
            quals = q;
        }
        let element = self.demangle_type(QualMode::Drop);
        Some(self.add(Node::Type {
            quals,
            kind: TypeKind::Array {
                dimensions,
                element,
            },
        }))
    }

    pub(super) fn function_type(&mut self, has_this_quals: bool) -> Option<Id> {
        let mut sig = FuncSig::default();
        let mut quals = 0;
        if has_this_quals {
            quals = self.pointer_ext_qualifiers();
            sig.ref_qualifier = if self.eat(b'G') {
                RefQualifier::Reference
            } else if self.eat(b'H') {
                RefQualifier::RValueReference
            } else {
                RefQualifier::None
            };
            quals |= self.qualifiers().0;
        }
        sig.call_conv = self.calling_convention();
        if !self.eat(b'@') {
            sig.return_type = self.demangle_type(QualMode::Result);
        }
        sig.params = self.function_parameter_list(&mut sig.variadic);
        sig.noexcept = if self.eat_str(b"_E") {
            true
        } else if self.eat(b'Z') {
            false
        } else {
            self.error = true;
            false
        };
        Some(self.add(Node::Type {
            quals,
            kind: TypeKind::Function(Box::new(sig)),
        }))
    }

    pub(super) fn function_parameter_list(&mut self, variadic: &mut bool) -> Option<Vec<Id>> {
        if self.eat(b'X') {
            return None;
        }
        let mut params = Vec::new();
        while !self.error && !self.starts_with(b"@") && !self.starts_with(b"Z") {
            if self.starts_with_digit() {
                let index = usize::from(self.rest[0] - b'0');
                let Some(&param) = self.backrefs.params.get(index) else {
                    return self.fail();
                };
                self.rest = &self.rest[1..];
                params.push(param);
                continue;
            }
            let before = self.rest.len();
            let param = self.demangle_type(QualMode::Drop);
            let param = self.unless_failed(param)?;
            params.push(param);
            // One-character types are not worth a back-reference.
            if self.backrefs.params.len() < MAX_BACKREFS && before - self.rest.len() > 1 {
                self.backrefs.params.push(param);
            }
        }
        if self.error {
            return None;
        }
        if self.eat(b'@') {
            return Some(params);
        }
        if self.eat(b'Z') {
            *variadic = true;
            return Some(params);
        }
        self.fail()
    }

    /// Template arguments up to `@`.
    pub(super) fn template_parameter_list(&mut self) -> Option<Vec<Id>> {
        let mut params = Vec::new();
        while !self.starts_with(b"@") {
            if self.eat_str(b"$S")
                || self.eat_str(b"$$V")
                || self.eat_str(b"$$$V")
                || self.eat_str(b"$$Z")
            {
                continue;
            }
            let auto = self.eat_str(b"$M");
            if auto {
                let _ = self.demangle_type(QualMode::Drop);
                if self.error {
                    return None;
                }
            }
            // After `$M <type>`, the argument kinds lose their `$`.
            let kind = |d: &Self, c: u8| {
                if auto {
                    d.starts_with(&[c])
                } else {
                    d.starts_with(&[b'$', c])
                }
            };
            let param = if self.eat_str(b"$$Y") {
                self.fully_qualified_type_name()
            } else if self.eat_str(b"$$B") {
                self.demangle_type(QualMode::Drop)
            } else if self.eat_str(b"$$C") {
                self.demangle_type(QualMode::Mangle)
            } else if kind(self, b'1') || kind(self, b'H') || kind(self, b'I') || kind(self, b'J') {
                if !auto {
                    self.rest = &self.rest[1..];
                }
                let inheritance = self.next().unwrap_or(b'1');
                let mut symbol = None;
                if self.starts_with(b"?") {
                    let parsed = self.parse();
                    let name = parsed.and_then(|s| self.symbol_name(s));
                    let (false, Some(name)) = (self.error, name) else {
                        return self.fail();
                    };
                    if let Some(leaf) = self.unqualified(name) {
                        self.memorize_identifier(leaf);
                    }
                    symbol = parsed;
                }
                let count = match inheritance {
                    b'J' => 3,
                    b'I' => 2,
                    b'H' => 1,
                    _ => 0,
                };
                let offsets = (0..count).map(|_| self.signed()).collect();
                Some(self.add(Node::TemplateParamRef {
                    symbol,
                    offsets,
                    affinity: Affinity::Pointer,
                }))
            } else if self.starts_with(b"$E?") {
                self.eat_str(b"$E");
                let symbol = self.parse();
                Some(self.add(Node::TemplateParamRef {
                    symbol,
                    offsets: Vec::new(),
                    affinity: Affinity::Reference,
                }))
            } else if kind(self, b'F') || kind(self, b'G') {
                if !auto {
                    self.rest = &self.rest[1..];
                }
                let count = if self.next() == Some(b'G') { 3 } else { 2 };
                let offsets = (0..count).map(|_| self.signed()).collect();
                Some(self.add(Node::TemplateParamRef {
                    symbol: None,
                    offsets,
                    affinity: Affinity::None,
                }))
            } else if (auto && self.eat(b'0')) || (!auto && self.eat_str(b"$0")) {
                let (value, negative) = self.number();
                Some(self.add(Node::Integer { value, negative }))
            } else {
                self.demangle_type(QualMode::Drop)
            };
            if self.error {
                return None;
            }
            // Without an error every branch produced a node.
            params.push(param?);
        }
        self.eat(b'@');
        Some(params)
    }
}
