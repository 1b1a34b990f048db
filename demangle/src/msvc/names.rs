//! Names: simple names, back-references, scopes (namespaces, classes, anonymous
//! namespaces, local scopes), template instantiations and operator codes.

use super::nodes::*;
use super::{Demangler, MAX_BACKREFS};
use alloc::vec::Vec;

/// Which names an unqualified name records as back-references.
pub(super) const NBB_TEMPLATE: u8 = 1;
pub(super) const NBB_SIMPLE: u8 = 2;

#[derive(Clone, Copy)]
enum CodeGroup {
    Basic,
    Under,
    DoubleUnder,
}

/// Operator names by code (`?<c>`, `?_<c>`, `?__<c>`, c in 0-9A-Z); `None` entries
/// are either handled elsewhere or print nothing.
const BASIC_OPERATORS: [Option<&str>; 36] = [
    None,
    None,
    Some("operator new"),
    Some("operator delete"),
    Some("operator="),
    Some("operator>>"),
    Some("operator<<"),
    Some("operator!"),
    Some("operator=="),
    Some("operator!="),
    Some("operator[]"),
    None,
    Some("operator->"),
    Some("operator*"),
    Some("operator++"),
    Some("operator--"),
    Some("operator-"),
    Some("operator+"),
    Some("operator&"),
    Some("operator->*"),
    Some("operator/"),
    Some("operator%"),
    Some("operator<"),
    Some("operator<="),
    Some("operator>"),
    Some("operator>="),
    Some("operator,"),
    Some("operator()"),
    Some("operator~"),
    Some("operator^"),
    Some("operator|"),
    Some("operator&&"),
    Some("operator||"),
    Some("operator*="),
    Some("operator+="),
    Some("operator-="),
];

const UNDER_OPERATORS: [Option<&str>; 36] = [
    Some("operator/="),
    Some("operator%="),
    Some("operator>>="),
    Some("operator<<="),
    Some("operator&="),
    Some("operator|="),
    Some("operator^="),
    None,
    None,
    None,
    None,
    None,
    None,
    Some("`vbase dtor'"),
    Some("`vector deleting dtor'"),
    Some("`default ctor closure'"),
    Some("`scalar deleting dtor'"),
    Some("`vector ctor iterator'"),
    Some("`vector dtor iterator'"),
    Some("`vector vbase ctor iterator'"),
    Some("`virtual displacement map'"),
    Some("`eh vector ctor iterator'"),
    Some("`eh vector dtor iterator'"),
    Some("`eh vector vbase ctor iterator'"),
    Some("`copy ctor closure'"),
    None,
    None,
    None,
    None,
    Some("`local vftable ctor closure'"),
    Some("operator new[]"),
    Some("operator delete[]"),
    None,
    None,
    None,
    None,
];

const DOUBLE_UNDER_OPERATORS: [Option<&str>; 36] = [
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    Some("`managed vector ctor iterator'"),
    Some("`managed vector dtor iterator'"),
    Some("`EH vector copy ctor iterator'"),
    Some("`EH vector vbase copy ctor iterator'"),
    None,
    None,
    Some("`vector copy ctor iterator'"),
    Some("`vector vbase copy constructor iterator'"),
    Some("`managed vector vbase copy constructor iterator'"),
    None,
    None,
    Some("operator co_await"),
    Some("operator<=>"),
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
    None,
];

impl<'a> Demangler<'a> {
    // ----- back-references ----------------------------------------------------------

    pub(super) fn memorize_string(&mut self, text: &[u8]) {
        if self.backrefs.names.len() >= MAX_BACKREFS {
            return;
        }
        let known =
            self.backrefs.names.iter().any(
                |&id| matches!(self.ident_kind(id), Some(IdentKind::Named(name)) if name == text),
            );
        if !known {
            let id = self.named(text);
            self.backrefs.names.push(id);
        }
    }

    pub(super) fn memorize_identifier(&mut self, identifier: Id) {
        let text = self.render(identifier);
        self.memorize_string(&text);
    }

    pub(super) fn backref_name(&mut self) -> Option<Id> {
        let index = usize::from(self.peek()? - b'0');
        match self.backrefs.names.get(index) {
            Some(&id) => {
                self.rest = &self.rest[1..];
                Some(id)
            }
            None => self.fail(),
        }
    }

    // ----- names --------------------------------------------------------------------

    /// `<name>@<scope>@…@@` as a symbol's name.
    pub(super) fn fully_qualified_symbol_name(&mut self) -> Option<Id> {
        let identifier = self.unqualified_symbol_name(NBB_SIMPLE);
        let identifier = self.unless_failed(identifier)?;
        let qualified = self.name_scope_chain(identifier);
        let qualified = self.unless_failed(qualified)?;
        if let Some(IdentKind::Structor { .. }) = self.ident_kind(identifier) {
            let class = match &self.nodes[qualified] {
                Node::QualifiedName(components) if components.len() >= 2 => {
                    components[components.len() - 2]
                }
                _ => return self.fail(),
            };
            if let Some(IdentKind::Structor { class: c, .. }) = self.ident_kind_mut(identifier) {
                *c = Some(class);
            }
        }
        Some(qualified)
    }

    /// `<name>@<scope>@…@@` as a type's name.
    pub(super) fn fully_qualified_type_name(&mut self) -> Option<Id> {
        let identifier = self.unqualified_type_name(true);
        let identifier = self.unless_failed(identifier)?;
        let qualified = self.name_scope_chain(identifier);
        self.unless_failed(qualified)
    }

    pub(super) fn unqualified_type_name(&mut self, memorize: bool) -> Option<Id> {
        if self.starts_with_digit() {
            self.backref_name()
        } else if self.starts_with(b"?$") {
            self.template_instantiation_name(NBB_TEMPLATE)
        } else {
            self.simple_name(memorize)
        }
    }

    pub(super) fn unqualified_symbol_name(&mut self, nbb: u8) -> Option<Id> {
        if self.starts_with_digit() {
            self.backref_name()
        } else if self.starts_with(b"?$") {
            self.template_instantiation_name(nbb)
        } else if self.starts_with(b"?") {
            self.function_identifier_code()
        } else {
            self.simple_name(nbb & NBB_SIMPLE != 0)
        }
    }

    pub(super) fn name_scope_piece(&mut self) -> Option<Id> {
        if self.starts_with_digit() {
            self.backref_name()
        } else if self.starts_with(b"?$") {
            self.template_instantiation_name(NBB_TEMPLATE)
        } else if self.starts_with(b"?A") {
            self.anonymous_namespace_name()
        } else if starts_with_local_scope_pattern(self.rest) {
            self.locally_scoped_name_piece()
        } else {
            self.simple_name(true)
        }
    }

    /// The scopes after an unqualified name, innermost first, up to `@`.
    pub(super) fn name_scope_chain(&mut self, unqualified: Id) -> Option<Id> {
        let mut scopes = Vec::new();
        while !self.eat(b'@') {
            if self.rest.is_empty() {
                return self.fail();
            }
            let piece = self.name_scope_piece();
            scopes.push(self.unless_failed(piece)?);
        }
        scopes.reverse();
        scopes.push(unqualified);
        Some(self.qualified(scopes))
    }

    pub(super) fn simple_string(&mut self, memorize: bool) -> Option<&'a [u8]> {
        match self.rest.iter().position(|&c| c == b'@') {
            Some(end) if end > 0 => {
                let text = &self.rest[..end];
                self.rest = &self.rest[end + 1..];
                if memorize {
                    self.memorize_string(text);
                }
                Some(text)
            }
            _ => self.fail(),
        }
    }

    pub(super) fn simple_name(&mut self, memorize: bool) -> Option<Id> {
        let text = self.simple_string(memorize)?;
        Some(self.named(text))
    }

    pub(super) fn anonymous_namespace_name(&mut self) -> Option<Id> {
        self.eat_str(b"?A");
        let Some(end) = self.rest.iter().position(|&c| c == b'@') else {
            return self.fail();
        };
        let key = &self.rest[..end];
        self.memorize_string(key);
        self.rest = &self.rest[end + 1..];
        Some(self.named(b"`anonymous namespace'"))
    }

    /// `?<number>?<symbol>`: a name local to a function, printed as
    /// `` `<symbol>'::`<number>' ``.
    pub(super) fn locally_scoped_name_piece(&mut self) -> Option<Id> {
        self.eat(b'?');
        let (number, _) = self.number();
        self.eat(b'?');
        let scope = self.parse();
        if self.error {
            return None;
        }
        let mut text = Vec::from(&b"`"[..]);
        text.extend_from_slice(&self.render(scope?));
        text.extend_from_slice(b"'::`");
        let mut digits = [0u8; 20];
        text.extend_from_slice(crate::decimal(number, &mut digits));
        text.push(b'\'');
        Some(self.named(&text))
    }

    /// `?$<name><template arguments>@`, with its own back-reference tables.
    pub(super) fn template_instantiation_name(&mut self, nbb: u8) -> Option<Id> {
        if !self.enter() {
            return None;
        }
        self.eat_str(b"?$");
        let outer = core::mem::take(&mut self.backrefs);
        let identifier = self.unqualified_symbol_name(NBB_SIMPLE);
        if !self.error {
            let params = self.template_parameter_list();
            if let Some(Node::Ident {
                template_params, ..
            }) = identifier.map(|id| &mut self.nodes[id])
            {
                *template_params = params;
            }
        }
        self.backrefs = outer;
        self.leave();
        let identifier = self.unless_failed(identifier)?;
        if nbb & NBB_TEMPLATE != 0 {
            if let Some(IdentKind::Conversion { .. } | IdentKind::Structor { .. }) =
                self.ident_kind(identifier)
            {
                return self.fail();
            }
            self.memorize_identifier(identifier);
        }
        Some(identifier)
    }

    /// `?<code>`: constructors, destructors, operators and other special functions.
    pub(super) fn function_identifier_code(&mut self) -> Option<Id> {
        self.eat(b'?');
        if self.rest.is_empty() {
            return self.fail();
        }
        let group = if self.eat_str(b"__") {
            CodeGroup::DoubleUnder
        } else if self.eat(b'_') {
            CodeGroup::Under
        } else {
            CodeGroup::Basic
        };
        let Some(code) = self.next() else {
            return self.fail();
        };
        match (group, code) {
            (CodeGroup::Basic, b'0' | b'1') => Some(self.ident(IdentKind::Structor {
                class: None,
                destructor: code == b'1',
            })),
            (CodeGroup::Basic, b'B') => Some(self.ident(IdentKind::Conversion { target: None })),
            (CodeGroup::DoubleUnder, b'K') => {
                let name = self.simple_string(false).unwrap_or_default().to_vec();
                Some(self.ident(IdentKind::LiteralOperator(name)))
            }
            _ => {
                let index = match code {
                    b'0'..=b'9' => usize::from(code - b'0'),
                    b'A'..=b'Z' => usize::from(code - b'A') + 10,
                    _ => {
                        self.error = true;
                        return Some(self.ident(IdentKind::Intrinsic(None)));
                    }
                };
                let table = match group {
                    CodeGroup::Basic => &BASIC_OPERATORS,
                    CodeGroup::Under => &UNDER_OPERATORS,
                    CodeGroup::DoubleUnder => &DOUBLE_UNDER_OPERATORS,
                };
                Some(self.ident(IdentKind::Intrinsic(table[index])))
            }
        }
    }
}

/// `?<digit>?`, `?@?` or `?<B-P><A-P>*@?`: the start of a local scope.
fn starts_with_local_scope_pattern(s: &[u8]) -> bool {
    let Some(s) = s.strip_prefix(b"?") else {
        return false;
    };
    let Some(end) = s.iter().position(|&c| c == b'?') else {
        return false;
    };
    let candidate = &s[..end];
    match candidate {
        [] => false,
        [c] => *c == b'@' || c.is_ascii_digit(),
        [first, middle @ .., b'@'] => {
            (b'B'..=b'P').contains(first) && middle.iter().all(|c| (b'A'..=b'P').contains(c))
        }
        _ => false,
    }
}
