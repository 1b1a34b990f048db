//! Parser for `<type>`: builtins, qualifiers, pointers and references,
//! function, array, vector and pointer-to-member types, and class names.
//! Which of these become substitution candidates follows LLVM exactly, since
//! every later `S<n>_` depends on it.

use alloc::vec::Vec;

use crate::ast::*;
use crate::parse::Parser;

impl<'a> Parser<'a> {
    pub(crate) fn parse_type(&mut self) -> Option<NodeId> {
        self.enter()?;
        let result = self.parse_type_body();
        self.leave();
        result
    }

    fn builtin(&mut self, consumed: usize, name: &'static [u8]) -> Option<NodeId> {
        self.pos += consumed;
        self.make_name(name)
    }

    fn parse_type_body(&mut self) -> Option<NodeId> {
        let result = match self.look() {
            b'r' | b'V' | b'K' => {
                let mut after = 0;
                for q in [b'r', b'V', b'K'] {
                    if self.look_at(after) == q {
                        after += 1;
                    }
                }
                let next = self.look_at(after);
                if next == b'F'
                    || (next == b'D'
                        && matches!(self.look_at(after + 1), b'o' | b'O' | b'w' | b'x'))
                {
                    self.parse_function_type()?
                } else {
                    self.parse_qualified_type()?
                }
            }
            b'U' => self.parse_qualified_type()?,
            b'v' => return self.builtin(1, b"void"),
            b'w' => return self.builtin(1, b"wchar_t"),
            b'b' => return self.builtin(1, b"bool"),
            b'c' => return self.builtin(1, b"char"),
            b'a' => return self.builtin(1, b"signed char"),
            b'h' => return self.builtin(1, b"unsigned char"),
            b's' => return self.builtin(1, b"short"),
            b't' => return self.builtin(1, b"unsigned short"),
            b'i' => return self.builtin(1, b"int"),
            b'j' => return self.builtin(1, b"unsigned int"),
            b'l' => return self.builtin(1, b"long"),
            b'm' => return self.builtin(1, b"unsigned long"),
            b'x' => return self.builtin(1, b"long long"),
            b'y' => return self.builtin(1, b"unsigned long long"),
            b'n' => return self.builtin(1, b"__int128"),
            b'o' => return self.builtin(1, b"unsigned __int128"),
            b'f' => return self.builtin(1, b"float"),
            b'd' => return self.builtin(1, b"double"),
            b'e' => return self.builtin(1, b"long double"),
            b'g' => return self.builtin(1, b"__float128"),
            b'z' => return self.builtin(1, b"..."),
            b'u' => {
                self.pos += 1;
                let name = self.parse_bare_source_name()?;
                if name.is_empty() {
                    return None;
                }
                if self.consume_char(b'I') {
                    let base = self.parse_type()?;
                    if !self.consume_char(b'E') {
                        return None;
                    }
                    self.make_plain(Kind::Transformed {
                        transform: name,
                        base,
                    })?
                } else {
                    self.make_name(name)?
                }
            }
            b'D' => match self.parse_d_type()? {
                DType::Done(node) => return Some(node),
                DType::Candidate(node) => node,
            },
            b'F' => self.parse_function_type()?,
            b'A' => self.parse_array_type()?,
            b'M' => {
                self.pos += 1;
                let class = self.parse_type()?;
                let member = self.parse_type()?;
                self.make_inheriting_rhs(Kind::PointerToMember { class, member }, member)?
            }
            b'T' => {
                if matches!(self.look_at(1), b's' | b'u' | b'e') {
                    self.parse_class_enum_type()?
                } else {
                    let mut result = self.parse_template_param()?;
                    // `T_ I...E` is a template template parameter applied to
                    // arguments, except inside a conversion operator's type,
                    // where the arguments belong to the operator instead.
                    if self.try_template_args && self.look() == b'I' {
                        let args = self.parse_template_args(false)?;
                        result =
                            self.make_plain(Kind::NameWithTemplateArgs { name: result, args })?;
                    }
                    result
                }
            }
            b'P' => {
                self.pos += 1;
                let pointee = self.parse_type()?;
                self.make_inheriting_rhs(Kind::Pointer(pointee), pointee)?
            }
            b'R' | b'O' => {
                let rvalue = self.look() == b'O';
                self.pos += 1;
                let pointee = self.parse_type()?;
                self.make_inheriting_rhs(Kind::Reference { pointee, rvalue }, pointee)?
            }
            b'C' => {
                self.pos += 1;
                let ty = self.parse_type()?;
                self.make_plain(Kind::PostfixQualified {
                    ty,
                    postfix: b" complex",
                })?
            }
            b'G' => {
                self.pos += 1;
                let ty = self.parse_type()?;
                self.make_plain(Kind::PostfixQualified {
                    ty,
                    postfix: b" imaginary",
                })?
            }
            b'S' if self.look_at(1) != b't' => {
                let (mut result, is_subst) = self.parse_unscoped_name(None, true)?;
                if self.look() == b'I' && (!is_subst || self.try_template_args) {
                    if !is_subst {
                        self.push_sub(result);
                    }
                    let args = self.parse_template_args(false)?;
                    result = self.make_plain(Kind::NameWithTemplateArgs { name: result, args })?;
                } else if is_subst {
                    return Some(result);
                }
                result
            }
            _ => self.parse_class_enum_type()?,
        };
        self.push_sub(result);
        Some(result)
    }

    /// Types starting with `D`. Builtins return `Done` (never substitution
    /// candidates); the rest are `Candidate`s.
    fn parse_d_type(&mut self) -> Option<DType> {
        let done = |p: &mut Self, name: &'static [u8]| p.builtin(2, name).map(DType::Done);
        match self.look_at(1) {
            b'd' => done(self, b"decimal64"),
            b'e' => done(self, b"decimal128"),
            b'f' => done(self, b"decimal32"),
            b'h' => done(self, b"half"),
            b'i' => done(self, b"char32_t"),
            b's' => done(self, b"char16_t"),
            b'u' => done(self, b"char8_t"),
            b'a' => done(self, b"auto"),
            b'c' => done(self, b"decltype(auto)"),
            b'n' => done(self, b"std::nullptr_t"),
            b'F' => {
                self.pos += 2;
                let digits = self.parse_number(false);
                let dimension = self.make_name(digits)?;
                if !self.consume_char(b'_') {
                    return None;
                }
                self.make_plain(Kind::BinaryFloat(dimension))
                    .map(DType::Done)
            }
            b'B' | b'U' => {
                let signed = self.look_at(1) == b'B';
                self.pos += 2;
                let size = if self.look().is_ascii_digit() {
                    let digits = self.parse_number(false);
                    self.make_name(digits)?
                } else {
                    self.parse_expr()?
                };
                if !self.consume_char(b'_') {
                    return None;
                }
                self.make_plain(Kind::BitInt { size, signed })
                    .map(DType::Done)
            }
            b'k' | b'K' => {
                let postfix: &'static [u8] = if self.look_at(1) == b'k' {
                    b" auto"
                } else {
                    b" decltype(auto)"
                };
                self.pos += 2;
                let constraint = self.parse_name(None)?;
                self.make_plain(Kind::PostfixQualified {
                    ty: constraint,
                    postfix,
                })
                .map(DType::Done)
            }
            b't' | b'T' => self.parse_decltype().map(DType::Candidate),
            b'v' => self.parse_vector_type().map(DType::Candidate),
            b'p' => {
                self.pos += 2;
                let child = self.parse_type()?;
                self.make_plain(Kind::PackExpansion(child))
                    .map(DType::Candidate)
            }
            b'o' | b'O' | b'w' | b'x' => self.parse_function_type().map(DType::Candidate),
            // LLVM returns a null type here, which fails the parse.
            _ => None,
        }
    }

    fn parse_function_type(&mut self) -> Option<NodeId> {
        let cv = self.parse_cv_qualifiers();
        let mut exception = None;
        if self.consume_if(b"Do") {
            exception = Some(self.make_name(b"noexcept")?);
        } else if self.consume_if(b"DO") {
            let expr = self.parse_expr()?;
            if !self.consume_char(b'E') {
                return None;
            }
            exception = Some(self.make_plain(Kind::NoexceptSpec(expr))?);
        } else if self.consume_if(b"Dw") {
            let mut types = Vec::new();
            while !self.consume_char(b'E') {
                types.push(self.parse_type()?);
            }
            exception = Some(self.make_plain(Kind::DynamicExceptionSpec(types))?);
        }
        self.consume_if(b"Dx"); // transaction_safe: not printed
        if !self.consume_char(b'F') {
            return None;
        }
        self.consume_char(b'Y'); // extern "C": not printed
        let ret = self.parse_type()?;
        let mut ref_qual = RefQual::None;
        let mut params = Vec::new();
        loop {
            if self.consume_char(b'E') {
                break;
            }
            if self.consume_char(b'v') {
                continue;
            }
            if self.consume_if(b"RE") {
                ref_qual = RefQual::LValue;
                break;
            }
            if self.consume_if(b"OE") {
                ref_qual = RefQual::RValue;
                break;
            }
            params.push(self.parse_type()?);
        }
        self.make_function_like(Kind::Function {
            ret,
            params,
            cv,
            ref_qual,
            exception,
        })
    }

    fn parse_vector_type(&mut self) -> Option<NodeId> {
        if !self.consume_if(b"Dv") {
            return None;
        }
        if (b'1'..=b'9').contains(&self.look()) {
            let digits = self.parse_number(false);
            let dimension = self.make_name(digits)?;
            if !self.consume_char(b'_') {
                return None;
            }
            if self.consume_char(b'p') {
                return self.make_plain(Kind::PixelVector(dimension));
            }
            let base = self.parse_type()?;
            return self.make_plain(Kind::Vector {
                base,
                dimension: Some(dimension),
            });
        }
        let mut dimension = None;
        if !self.consume_char(b'_') {
            dimension = Some(self.parse_expr()?);
            if !self.consume_char(b'_') {
                return None;
            }
        }
        let base = self.parse_type()?;
        self.make_plain(Kind::Vector { base, dimension })
    }

    pub(crate) fn parse_decltype(&mut self) -> Option<NodeId> {
        if !self.consume_char(b'D') {
            return None;
        }
        if !self.consume_char(b't') && !self.consume_char(b'T') {
            return None;
        }
        let expr = self.parse_expr()?;
        if !self.consume_char(b'E') {
            return None;
        }
        self.make_plain(Kind::Enclosing {
            prefix: b"decltype",
            infix: expr,
        })
    }

    fn parse_array_type(&mut self) -> Option<NodeId> {
        if !self.consume_char(b'A') {
            return None;
        }
        let mut dimension = None;
        if self.look().is_ascii_digit() {
            let digits = self.parse_number(false);
            dimension = Some(self.make_name(digits)?);
            if !self.consume_char(b'_') {
                return None;
            }
        } else if !self.consume_char(b'_') {
            dimension = Some(self.parse_expr()?);
            if !self.consume_char(b'_') {
                return None;
            }
        }
        let base = self.parse_type()?;
        let mut node = Node::plain(Kind::Array { base, dimension });
        node.rhs_cache = Cache::Yes;
        node.array_cache = Cache::Yes;
        self.make(node)
    }

    fn parse_class_enum_type(&mut self) -> Option<NodeId> {
        let keyword: &'static [u8] = if self.consume_if(b"Ts") {
            b"struct"
        } else if self.consume_if(b"Tu") {
            b"union"
        } else if self.consume_if(b"Te") {
            b"enum"
        } else {
            b""
        };
        let name = self.parse_name(None)?;
        if keyword.is_empty() {
            return Some(name);
        }
        self.make_plain(Kind::Elaborated {
            keyword,
            child: name,
        })
    }

    fn parse_qualified_type(&mut self) -> Option<NodeId> {
        self.enter()?;
        let result = self.parse_qualified_type_body();
        self.leave();
        result
    }

    fn parse_qualified_type_body(&mut self) -> Option<NodeId> {
        if self.consume_char(b'U') {
            let qual = self.parse_bare_source_name()?;
            if qual.is_empty() {
                return None;
            }
            if let Some(proto_source) = qual.strip_prefix(b"objcproto") {
                let protocol = parse_embedded_source_name(proto_source)?;
                let child = self.parse_qualified_type()?;
                return self.make_plain(Kind::ObjCProto {
                    ty: child,
                    protocol,
                });
            }
            let mut args = None;
            if self.look() == b'I' {
                args = Some(self.parse_template_args(false)?);
            }
            let child = self.parse_qualified_type()?;
            return self.make_plain(Kind::VendorExtQual {
                ty: child,
                ext: qual,
                args,
            });
        }
        let quals = self.parse_cv_qualifiers();
        let ty = self.parse_type()?;
        if quals == 0 {
            return Some(ty);
        }
        self.make_inheriting(Kind::Qual { child: ty, quals }, ty)
    }
}

enum DType {
    Done(NodeId),
    Candidate(NodeId),
}

/// The `<length><name>` embedded in an `objcproto` vendor qualifier; the
/// name must be non-empty and fit inside the qualifier.
fn parse_embedded_source_name(text: &[u8]) -> Option<&[u8]> {
    let digits = text.iter().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let mut length: usize = 0;
    for &c in &text[..digits] {
        length = length.wrapping_mul(10).wrapping_add(usize::from(c - b'0'));
    }
    let rest = &text[digits..];
    if rest.len() < length || length == 0 {
        return None;
    }
    Some(&rest[..length])
}
