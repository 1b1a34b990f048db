//! Parser for `<expression>`, `<expr-primary>` (literals), template
//! arguments, operator names and unresolved names.

use alloc::vec::Vec;

use crate::ast::*;
use crate::operators::{self, OpKind};
use crate::parse::{NameState, Parser};

impl<'a> Parser<'a> {
    /// `<operator-name>` used as the name of a function.
    pub(crate) fn parse_operator_name(&mut self, state: Option<&mut NameState>) -> Option<NodeId> {
        if let Some(info) = operators::lookup(self.rest()) {
            self.pos += 2;
            if info.kind == OpKind::CCast {
                let ty = self.parse_conversion_operator_type(state.is_some())?;
                if let Some(state) = state {
                    state.ctor_dtor_conversion = true;
                }
                return self.make_plain(Kind::ConversionOperatorType(ty));
            }
            if info.kind >= OpKind::NamedCast {
                return None;
            }
            if info.kind == OpKind::Member && !info.flag {
                return None;
            }
            return self.make_name(info.name);
        }
        if self.consume_if(b"li") {
            let name = self.parse_source_name()?;
            return self.make_plain(Kind::LiteralOperator(name));
        }
        if self.consume_char(b'v') {
            // Vendor extended operator: `v <digit> <source-name>`.
            if self.look().is_ascii_digit() {
                self.pos += 1;
                let name = self.parse_source_name()?;
                return self.make_plain(Kind::ConversionOperatorType(name));
            }
            return None;
        }
        None
    }

    pub(crate) fn parse_template_arg(&mut self) -> Option<NodeId> {
        self.enter()?;
        let result = self.parse_template_arg_body();
        self.leave();
        result
    }

    fn parse_template_arg_body(&mut self) -> Option<NodeId> {
        match self.look() {
            b'X' => {
                self.pos += 1;
                let arg = self.parse_expr()?;
                if !self.consume_char(b'E') {
                    return None;
                }
                Some(arg)
            }
            b'J' => {
                self.pos += 1;
                let mut args = Vec::new();
                while !self.consume_char(b'E') {
                    args.push(self.parse_template_arg()?);
                }
                self.make_plain(Kind::TemplateArgumentPack(args))
            }
            b'L' => {
                if self.look_at(1) == b'Z' {
                    self.pos += 2;
                    let arg = self.parse_encoding()?;
                    if !self.consume_char(b'E') {
                        return None;
                    }
                    return Some(arg);
                }
                self.parse_expr_primary()
            }
            b'T' if self.is_template_param_decl() => {
                self.parse_template_param_decl(None)?;
                let arg = self.parse_template_arg()?;
                self.make_plain(Kind::TemplateParamQualifiedArg { arg })
            }
            _ => self.parse_type(),
        }
    }

    /// A requires-clause: template parameters in it print as their mangling.
    pub(crate) fn parse_constraint_expr(&mut self) -> Option<NodeId> {
        let saved = self.in_constraint_expr;
        self.in_constraint_expr = true;
        let result = self.parse_expr();
        self.in_constraint_expr = saved;
        result
    }

    pub(crate) fn parse_expr(&mut self) -> Option<NodeId> {
        self.enter()?;
        let result = self.parse_expr_body();
        self.leave();
        result
    }

    fn parse_expr_list_until(&mut self, terminator: u8) -> Option<Vec<NodeId>> {
        let mut list = Vec::new();
        while !self.consume_char(terminator) {
            list.push(self.parse_expr()?);
        }
        Some(list)
    }

    fn parse_expr_body(&mut self) -> Option<NodeId> {
        let global = self.consume_if(b"gs");

        if let Some(info) = operators::lookup(self.rest()) {
            self.pos += 2;
            let symbol = info.symbol();
            let prec = info.prec;
            return match info.kind {
                OpKind::Binary => {
                    let lhs = self.parse_expr()?;
                    let rhs = self.parse_expr()?;
                    self.make_expr(
                        Kind::Binary {
                            lhs,
                            op: symbol,
                            rhs,
                        },
                        prec,
                    )
                }
                OpKind::Prefix => {
                    let child = self.parse_expr()?;
                    self.make_expr(Kind::Prefix { op: symbol, child }, prec)
                }
                OpKind::Postfix => {
                    // `pp_ e` is pre-increment, `pp e` post-increment.
                    if self.consume_char(b'_') {
                        let child = self.parse_expr()?;
                        return self.make_expr(Kind::Prefix { op: symbol, child }, prec);
                    }
                    let child = self.parse_expr()?;
                    self.make_expr(Kind::Postfix { child, op: symbol }, prec)
                }
                OpKind::Array => {
                    let base = self.parse_expr()?;
                    let index = self.parse_expr()?;
                    self.make_expr(Kind::Subscript { base, index }, prec)
                }
                OpKind::Member => {
                    let lhs = self.parse_expr()?;
                    let rhs = self.parse_expr()?;
                    self.make_expr(
                        Kind::Member {
                            lhs,
                            op: symbol,
                            rhs,
                        },
                        prec,
                    )
                }
                OpKind::New => {
                    let exprs = self.parse_expr_list_until(b'_')?;
                    let ty = self.parse_type()?;
                    let has_inits = self.consume_if(b"pi");
                    let mut inits = Vec::new();
                    while !self.consume_char(b'E') {
                        if !has_inits {
                            return None;
                        }
                        inits.push(self.parse_expr()?);
                    }
                    self.make_expr(
                        Kind::New {
                            exprs,
                            ty,
                            inits,
                            global,
                            array: info.flag,
                        },
                        prec,
                    )
                }
                OpKind::Delete => {
                    let op = self.parse_expr()?;
                    self.make_expr(
                        Kind::Delete {
                            op,
                            global,
                            array: info.flag,
                        },
                        prec,
                    )
                }
                OpKind::Call => {
                    let callee = self.parse_expr()?;
                    let args = self.parse_expr_list_until(b'E')?;
                    self.make_expr(Kind::Call { callee, args }, prec)
                }
                OpKind::CCast => {
                    let saved = self.try_template_args;
                    self.try_template_args = false;
                    let ty = self.parse_type();
                    self.try_template_args = saved;
                    let ty = ty?;
                    let is_many = self.consume_char(b'_');
                    let mut exprs = Vec::new();
                    while !self.consume_char(b'E') {
                        exprs.push(self.parse_expr()?);
                        if !is_many {
                            break;
                        }
                    }
                    if !is_many && exprs.len() != 1 {
                        return None;
                    }
                    self.make_expr(Kind::Conversion { ty, exprs }, prec)
                }
                OpKind::Conditional => {
                    let cond = self.parse_expr()?;
                    let then = self.parse_expr()?;
                    let otherwise = self.parse_expr()?;
                    self.make_expr(
                        Kind::Conditional {
                            cond,
                            then,
                            otherwise,
                        },
                        prec,
                    )
                }
                OpKind::NamedCast => {
                    let to = self.parse_type()?;
                    let from = self.parse_expr()?;
                    self.make_expr(
                        Kind::Cast {
                            cast: symbol,
                            to,
                            from,
                        },
                        prec,
                    )
                }
                OpKind::OfIdOp => {
                    let infix = if info.flag {
                        self.parse_type()?
                    } else {
                        self.parse_expr()?
                    };
                    self.make_expr(
                        Kind::Enclosing {
                            prefix: symbol,
                            infix,
                        },
                        prec,
                    )
                }
                OpKind::NameOnly => None,
            };
        }

        if self.num_left() < 2 {
            return None;
        }
        match self.look() {
            b'L' => return self.parse_expr_primary(),
            b'T' => return self.parse_template_param(),
            b'f' => {
                if self.look_at(1) == b'p'
                    || (self.look_at(1) == b'L' && self.look_at(2).is_ascii_digit())
                {
                    return self.parse_function_param();
                }
                return self.parse_fold_expr();
            }
            _ => {}
        }
        if self.consume_if(b"il") {
            let mut inits = Vec::new();
            while !self.consume_char(b'E') {
                inits.push(self.parse_braced_expr()?);
            }
            return self.make_plain(Kind::InitList { ty: None, inits });
        }
        if self.consume_if(b"mc") {
            let ty = self.parse_type()?;
            let sub = self.parse_expr()?;
            self.parse_number(true);
            if !self.consume_char(b'E') {
                return None;
            }
            return self.make_expr(Kind::PointerToMemberConversion { ty, sub }, Prec::Unary);
        }
        if self.consume_if(b"nx") {
            let infix = self.parse_expr()?;
            return self.make_expr(
                Kind::Enclosing {
                    prefix: b"noexcept ",
                    infix,
                },
                Prec::Unary,
            );
        }
        if self.look() == b'r' && matches!(self.look_at(1), b'q' | b'Q') {
            return self.parse_requires_expr();
        }
        if self.consume_if(b"so") {
            return self.parse_subobject_expr();
        }
        if self.consume_if(b"sp") {
            let child = self.parse_expr()?;
            return self.make_plain(Kind::PackExpansion(child));
        }
        if self.consume_if(b"sZ") {
            if self.look() == b'T' {
                let pack = self.parse_template_param()?;
                return self.make_plain(Kind::SizeofPack(pack));
            }
            let param = self.parse_function_param()?;
            return self.make_plain(Kind::Enclosing {
                prefix: b"sizeof... ",
                infix: param,
            });
        }
        if self.consume_if(b"sP") {
            let mut args = Vec::new();
            while !self.consume_char(b'E') {
                args.push(self.parse_template_arg()?);
            }
            let pack = self.make_plain(Kind::List(args))?;
            return self.make_plain(Kind::Enclosing {
                prefix: b"sizeof... ",
                infix: pack,
            });
        }
        if self.consume_if(b"tl") {
            let ty = self.parse_type()?;
            let mut inits = Vec::new();
            while !self.consume_char(b'E') {
                inits.push(self.parse_braced_expr()?);
            }
            return self.make_plain(Kind::InitList {
                ty: Some(ty),
                inits,
            });
        }
        if self.consume_if(b"tr") {
            return self.make_name(b"throw");
        }
        if self.consume_if(b"tw") {
            let op = self.parse_expr()?;
            return self.make_plain(Kind::Throw(op));
        }
        if self.consume_char(b'u') {
            return self.parse_vendor_expr();
        }
        self.parse_unresolved_name(global)
    }

    /// `u <source-name> <template-arg>* E`, with `__uuidof` special-cased.
    fn parse_vendor_expr(&mut self) -> Option<NodeId> {
        let name = self.parse_source_name()?;
        let is_uuidof = matches!(self.node(name).kind, Kind::Name(text) if text == b"__uuidof");
        let mut args = Vec::new();
        let mut uuid_operand = None;
        if is_uuidof {
            if self.consume_char(b't') {
                uuid_operand = Some(self.parse_type());
            } else if self.consume_char(b'z') {
                uuid_operand = Some(self.parse_expr());
            }
        }
        if let Some(operand) = uuid_operand {
            args.push(operand?);
        } else {
            while !self.consume_char(b'E') {
                args.push(self.parse_template_arg()?);
            }
        }
        self.make_expr(Kind::Call { callee: name, args }, Prec::Postfix)
    }

    fn parse_function_param(&mut self) -> Option<NodeId> {
        if self.consume_if(b"fpT") {
            return self.make_name(b"this");
        }
        if self.consume_if(b"fp") {
            self.parse_cv_qualifiers();
            let number = self.parse_number(false);
            if !self.consume_char(b'_') {
                return None;
            }
            return self.make_plain(Kind::FunctionParam(number));
        }
        if self.consume_if(b"fL") {
            if self.parse_number(false).is_empty() {
                return None;
            }
            if !self.consume_char(b'p') {
                return None;
            }
            self.parse_cv_qualifiers();
            let number = self.parse_number(false);
            if !self.consume_char(b'_') {
                return None;
            }
            return self.make_plain(Kind::FunctionParam(number));
        }
        None
    }

    fn parse_fold_expr(&mut self) -> Option<NodeId> {
        if !self.consume_char(b'f') {
            return None;
        }
        let (left, has_init) = match self.look() {
            b'L' => (true, true),
            b'R' => (false, true),
            b'l' => (true, false),
            b'r' => (false, false),
            _ => return None,
        };
        self.pos += 1;
        let info = operators::lookup(self.rest())?;
        self.pos += 2;
        let is_pointer_to_member = info.kind == OpKind::Member && info.name.last() == Some(&b'*');
        if info.kind != OpKind::Binary && !is_pointer_to_member {
            return None;
        }
        let mut pack = self.parse_expr()?;
        let mut init = None;
        if has_init {
            let parsed = self.parse_expr()?;
            // In a left fold with an initializer the initializer comes first.
            if left {
                init = Some(pack);
                pack = parsed;
            } else {
                init = Some(parsed);
            }
        }
        self.make_plain(Kind::Fold {
            left,
            op: info.symbol(),
            pack,
            init,
        })
    }

    fn parse_braced_expr(&mut self) -> Option<NodeId> {
        self.enter()?;
        let result = self.parse_braced_expr_body();
        self.leave();
        result
    }

    fn parse_braced_expr_body(&mut self) -> Option<NodeId> {
        if self.look() == b'd' {
            match self.look_at(1) {
                b'i' => {
                    self.pos += 2;
                    let field = self.parse_source_name()?;
                    let init = self.parse_braced_expr()?;
                    return self.make_plain(Kind::Braced {
                        elem: field,
                        init,
                        array: false,
                    });
                }
                b'x' => {
                    self.pos += 2;
                    let index = self.parse_expr()?;
                    let init = self.parse_braced_expr()?;
                    return self.make_plain(Kind::Braced {
                        elem: index,
                        init,
                        array: true,
                    });
                }
                b'X' => {
                    self.pos += 2;
                    let first = self.parse_expr()?;
                    let last = self.parse_expr()?;
                    let init = self.parse_braced_expr()?;
                    return self.make_plain(Kind::BracedRange { first, last, init });
                }
                _ => {}
            }
        }
        self.parse_expr()
    }

    fn parse_subobject_expr(&mut self) -> Option<NodeId> {
        let ty = self.parse_type()?;
        let sub = self.parse_expr()?;
        let offset = self.parse_number(true);
        // Union selectors are validated but, as in LLVM, not printed.
        while self.consume_char(b'_') {
            self.parse_number(false);
        }
        self.consume_char(b'p');
        if !self.consume_char(b'E') {
            return None;
        }
        self.make_plain(Kind::Subobject { ty, sub, offset })
    }

    fn parse_requires_expr(&mut self) -> Option<NodeId> {
        let mut params = Vec::new();
        if self.consume_if(b"rQ") {
            while !self.consume_char(b'_') {
                params.push(self.parse_type()?);
            }
        } else if !self.consume_if(b"rq") {
            return None;
        }
        let mut requirements = Vec::new();
        loop {
            let requirement = if self.consume_char(b'X') {
                let expr = self.parse_expr()?;
                let noexcept = self.consume_char(b'N');
                let mut constraint = None;
                if self.consume_char(b'R') {
                    constraint = Some(self.parse_name(None)?);
                }
                self.make_plain(Kind::ExprRequirement {
                    expr,
                    noexcept,
                    constraint,
                })?
            } else if self.consume_char(b'T') {
                let ty = self.parse_type()?;
                self.make_plain(Kind::TypeRequirement(ty))?
            } else if self.consume_char(b'Q') {
                let constraint = self.parse_expr()?;
                self.make_plain(Kind::NestedRequirement(constraint))?
            } else {
                return None;
            };
            requirements.push(requirement);
            if self.consume_char(b'E') {
                break;
            }
        }
        self.make_plain(Kind::Requires {
            params,
            requirements,
        })
    }

    fn parse_integer_literal(&mut self, ty: &'static [u8]) -> Option<NodeId> {
        let value = self.parse_number(true);
        if !value.is_empty() && self.consume_char(b'E') {
            return self.make_plain(Kind::IntegerLiteral { ty, value });
        }
        None
    }

    /// Hex digits of a float literal: exactly the width of the type
    /// (x86-64 long double is 10 bytes), lower-case only, then `E`.
    fn parse_float_literal(&mut self, kind: FloatKind) -> Option<NodeId> {
        let width = match kind {
            FloatKind::Float => 8,
            FloatKind::Double => 16,
            FloatKind::LongDouble => 20,
        };
        if self.num_left() <= width {
            return None;
        }
        let digits = self.slice(self.pos, self.pos + width);
        if !digits
            .iter()
            .all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(c))
        {
            return None;
        }
        self.pos += width;
        if !self.consume_char(b'E') {
            return None;
        }
        self.make_plain(Kind::FloatLiteral { kind, digits })
    }

    pub(crate) fn parse_expr_primary(&mut self) -> Option<NodeId> {
        if !self.consume_char(b'L') {
            return None;
        }
        let integer_suffix: Option<&'static [u8]> = match self.look() {
            b'w' => Some(b"wchar_t"),
            b'c' => Some(b"char"),
            b'a' => Some(b"signed char"),
            b'h' => Some(b"unsigned char"),
            b's' => Some(b"short"),
            b't' => Some(b"unsigned short"),
            b'i' => Some(b""),
            b'j' => Some(b"u"),
            b'l' => Some(b"l"),
            b'm' => Some(b"ul"),
            b'x' => Some(b"ll"),
            b'y' => Some(b"ull"),
            b'n' => Some(b"__int128"),
            b'o' => Some(b"unsigned __int128"),
            _ => None,
        };
        if let Some(ty) = integer_suffix {
            self.pos += 1;
            return self.parse_integer_literal(ty);
        }
        match self.look() {
            b'b' => {
                if self.consume_if(b"b0E") {
                    return self.make_plain(Kind::Bool(false));
                }
                if self.consume_if(b"b1E") {
                    return self.make_plain(Kind::Bool(true));
                }
                None
            }
            b'f' => {
                self.pos += 1;
                self.parse_float_literal(FloatKind::Float)
            }
            b'd' => {
                self.pos += 1;
                self.parse_float_literal(FloatKind::Double)
            }
            b'e' => {
                self.pos += 1;
                self.parse_float_literal(FloatKind::LongDouble)
            }
            b'_' => {
                if self.consume_if(b"_Z") {
                    let encoding = self.parse_encoding()?;
                    if self.consume_char(b'E') {
                        return Some(encoding);
                    }
                }
                None
            }
            b'A' => {
                let ty = self.parse_type()?;
                if self.consume_char(b'E') {
                    return self.make_plain(Kind::StringLiteral(ty));
                }
                None
            }
            b'D' => {
                if self.consume_if(b"Dn") {
                    self.consume_char(b'0');
                    if self.consume_char(b'E') {
                        return self.make_name(b"nullptr");
                    }
                }
                None
            }
            b'T' => None,
            b'U' => {
                if self.look_at(1) != b'l' {
                    return None;
                }
                let closure = self.parse_unnamed_type_name(None)?;
                if !self.consume_char(b'E') {
                    return None;
                }
                self.make_plain(Kind::Lambda(closure))
            }
            _ => {
                let ty = self.parse_type()?;
                let value = self.parse_number(true);
                if value.is_empty() || !self.consume_char(b'E') {
                    return None;
                }
                self.make_plain(Kind::EnumLiteral { ty, value })
            }
        }
    }

    // ----- unresolved names ----------------------------------------------------------

    fn parse_simple_id(&mut self) -> Option<NodeId> {
        let name = self.parse_source_name()?;
        if self.look() == b'I' {
            let args = self.parse_template_args(false)?;
            return self.make_plain(Kind::NameWithTemplateArgs { name, args });
        }
        Some(name)
    }

    fn parse_destructor_name(&mut self) -> Option<NodeId> {
        let base = if self.look().is_ascii_digit() {
            self.parse_simple_id()?
        } else {
            self.parse_unresolved_type()?
        };
        self.make_plain(Kind::Dtor(base))
    }

    fn parse_unresolved_type(&mut self) -> Option<NodeId> {
        if self.look() == b'T' {
            let param = self.parse_template_param()?;
            self.push_sub(param);
            return Some(param);
        }
        if self.look() == b'D' {
            let decltype = self.parse_decltype()?;
            self.push_sub(decltype);
            return Some(decltype);
        }
        self.parse_substitution()
    }

    fn parse_base_unresolved_name(&mut self) -> Option<NodeId> {
        if self.look().is_ascii_digit() {
            return self.parse_simple_id();
        }
        if self.consume_if(b"dn") {
            return self.parse_destructor_name();
        }
        self.consume_if(b"on");
        let name = self.parse_operator_name(None)?;
        if self.look() == b'I' {
            let args = self.parse_template_args(false)?;
            return self.make_plain(Kind::NameWithTemplateArgs { name, args });
        }
        Some(name)
    }

    /// An unresolved type, with template arguments when they follow.
    fn parse_unresolved_qualifier_type(&mut self) -> Option<NodeId> {
        let ty = self.parse_unresolved_type()?;
        if self.look() == b'I' {
            let args = self.parse_template_args(false)?;
            return self.make_plain(Kind::NameWithTemplateArgs { name: ty, args });
        }
        Some(ty)
    }

    fn parse_unresolved_name(&mut self, global: bool) -> Option<NodeId> {
        if self.consume_if(b"srN") {
            let mut so_far = self.parse_unresolved_qualifier_type()?;
            while !self.consume_char(b'E') {
                let qualifier = self.parse_simple_id()?;
                so_far = self.make_plain(Kind::Qualified {
                    qualifier: so_far,
                    name: qualifier,
                })?;
            }
            let base = self.parse_base_unresolved_name()?;
            return self.make_plain(Kind::Qualified {
                qualifier: so_far,
                name: base,
            });
        }
        if !self.consume_if(b"sr") {
            let base = self.parse_base_unresolved_name()?;
            if global {
                return self.make_plain(Kind::GlobalQualified(base));
            }
            return Some(base);
        }
        let so_far = if self.look().is_ascii_digit() {
            let mut so_far: Option<NodeId> = None;
            loop {
                let qualifier = self.parse_simple_id()?;
                so_far = Some(match so_far {
                    Some(prefix) => self.make_plain(Kind::Qualified {
                        qualifier: prefix,
                        name: qualifier,
                    })?,
                    None if global => self.make_plain(Kind::GlobalQualified(qualifier))?,
                    None => qualifier,
                });
                if self.consume_char(b'E') {
                    break;
                }
            }
            so_far?
        } else {
            self.parse_unresolved_qualifier_type()?
        };
        let base = self.parse_base_unresolved_name()?;
        self.make_plain(Kind::Qualified {
            qualifier: so_far,
            name: base,
        })
    }
}
