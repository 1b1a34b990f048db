//! Turns the syntax tree into text following LLVM's printing rules.
//!
//! C++ declarators wrap around the name (`int (*f)(char)`), so every node has
//! a left part (`print_left`) and a right part (`print_right`), and a node
//! can be asked whether it has a right part, is an array, or is a function
//! (`has_rhs`, `has_array`, `has_function`), usually answered from the caches
//! fixed at parse time. Expression operands get parentheses from their
//! precedence. Parameter packs print one element per pass of an enclosing
//! pack expansion, driven by `pack_index`/`pack_max`.
//!
//! Printing is bounded three ways, each making the whole demangling fail:
//! recursion depth, output size, and total work (LLVM has none of these
//! limits, but only hostile inputs reach them).

use alloc::vec::Vec;

use crate::ast::*;
use crate::float;

/// Largest demangled name produced. Substitutions can make output grow
/// exponentially in the input length; real names are far below this.
pub(crate) const MAX_OUTPUT: usize = 256 * 1024;
const MAX_PRINT_DEPTH: u32 = 256;
/// Upper bound on printer steps (node visits), so inputs whose printing does
/// a lot of work without producing output still finish quickly.
const MAX_STEPS: u64 = 4_000_000;
const NO_PACK: u32 = u32::MAX;

pub(crate) struct Printer<'p, 'a> {
    nodes: &'p [Node<'a>],
    out: Vec<u8>,
    /// Zero while printing template arguments, where a `>` operator needs
    /// parentheses; each open parenthesis increments it.
    gt_is_gt: u32,
    pack_index: u32,
    pack_max: u32,
    /// Re-entrancy guards of reference and forward-reference nodes, which
    /// can be reached again through a cycle.
    printing: Vec<bool>,
    depth: u32,
    steps: u64,
    failed: bool,
}

/// Prints `root`; `None` when a printing limit was hit.
pub(crate) fn print_node(nodes: &[Node<'_>], root: NodeId) -> Option<Vec<u8>> {
    let mut printer = Printer {
        nodes,
        out: Vec::new(),
        gt_is_gt: 1,
        pack_index: NO_PACK,
        pack_max: NO_PACK,
        printing: alloc::vec![false; nodes.len()],
        depth: 0,
        steps: 0,
        failed: false,
    };
    printer.print(root);
    if printer.failed {
        None
    } else {
        Some(printer.out)
    }
}

impl<'p, 'a> Printer<'p, 'a> {
    fn node(&self, id: NodeId) -> &'p Node<'a> {
        &self.nodes[id as usize]
    }

    fn kind(&self, id: NodeId) -> &'p Kind<'a> {
        &self.node(id).kind
    }

    // ----- output and limits -------------------------------------------------------

    fn push(&mut self, text: &[u8]) {
        if self.out.len() + text.len() > MAX_OUTPUT {
            self.failed = true;
            return;
        }
        self.out.extend_from_slice(text);
    }

    fn push_byte(&mut self, byte: u8) {
        self.push(&[byte]);
    }

    fn open(&mut self, c: u8) {
        self.gt_is_gt = self.gt_is_gt.wrapping_add(1);
        self.push_byte(c);
    }

    fn close(&mut self, c: u8) {
        self.gt_is_gt = self.gt_is_gt.wrapping_sub(1);
        self.push_byte(c);
    }

    fn push_unsigned(&mut self, value: u64) {
        let mut digits = [0u8; 20];
        self.push(crate::decimal(value, &mut digits));
    }

    /// Prints a mangled number, where a leading `n` means minus.
    fn push_signed_number(&mut self, value: &[u8]) {
        match value.split_first() {
            Some((b'n', rest)) => {
                self.push_byte(b'-');
                self.push(rest);
            }
            _ => self.push(value),
        }
    }

    /// Accounts for one step of recursion; false when a limit is hit, in
    /// which case the caller returns at once and the result is discarded.
    fn enter(&mut self) -> bool {
        self.steps += 1;
        if self.failed || self.depth >= MAX_PRINT_DEPTH || self.steps > MAX_STEPS {
            self.failed = true;
            return false;
        }
        self.depth += 1;
        true
    }

    fn leave(&mut self) {
        self.depth -= 1;
    }

    fn with_template_args_context(&mut self, body: impl FnOnce(&mut Self)) {
        let saved = self.gt_is_gt;
        self.gt_is_gt = 0;
        body(self);
        self.gt_is_gt = saved;
    }

    // ----- generic entry points ----------------------------------------------------

    pub(crate) fn print(&mut self, id: NodeId) {
        self.print_left(id);
        if self.node(id).rhs_cache != Cache::No {
            self.print_right(id);
        }
    }

    fn print_as_operand(&mut self, id: NodeId, prec: Prec, strictly_worse: bool) {
        let paren = self.node(id).prec as u32 >= prec as u32 + u32::from(strictly_worse);
        if paren {
            self.open(b'(');
        }
        self.print(id);
        if paren {
            self.close(b')');
        }
    }

    fn print_with_comma(&mut self, list: &[NodeId]) {
        let mut first = true;
        for &element in list {
            let before_comma = self.out.len();
            if !first {
                self.push(b", ");
            }
            let after_comma = self.out.len();
            self.print_as_operand(element, Prec::Comma, false);
            // An empty pack expansion prints nothing: drop its comma too.
            if self.out.len() == after_comma {
                self.out.truncate(before_comma);
                continue;
            }
            first = false;
        }
    }

    fn print_quals(&mut self, quals: u8) {
        if quals & QUAL_CONST != 0 {
            self.push(b" const");
        }
        if quals & QUAL_VOLATILE != 0 {
            self.push(b" volatile");
        }
        if quals & QUAL_RESTRICT != 0 {
            self.push(b" restrict");
        }
    }

    fn print_ref_qual(&mut self, ref_qual: RefQual) {
        match ref_qual {
            RefQual::None => {}
            RefQual::LValue => self.push(b" &"),
            RefQual::RValue => self.push(b" &&"),
        }
    }

    // ----- layout queries ----------------------------------------------------------

    fn init_pack_expansion(&mut self, len: usize) {
        if self.pack_max == NO_PACK {
            self.pack_max = u32::try_from(len).unwrap_or(NO_PACK - 1);
            self.pack_index = 0;
        }
    }

    /// The pack element selected by the current expansion, initialising the
    /// expansion from this pack when none is in progress.
    fn current_pack_element(&mut self, data: &[NodeId]) -> Option<NodeId> {
        self.init_pack_expansion(data.len());
        data.get(self.pack_index as usize).copied()
    }

    /// Runs `query` on a forward reference's target unless that reference
    /// is already being visited (a cycle), in which case `fallback` is used.
    fn through_forward_ref<T>(
        &mut self,
        id: NodeId,
        target: Option<NodeId>,
        fallback: T,
        query: impl FnOnce(&mut Self, NodeId) -> T,
    ) -> T {
        let guard = id as usize;
        let Some(target) = target else {
            // LLVM resolves every forward reference before printing.
            self.failed = true;
            return fallback;
        };
        if self.printing[guard] {
            return fallback;
        }
        self.printing[guard] = true;
        let result = query(self, target);
        self.printing[guard] = false;
        result
    }

    fn query_cache(
        &mut self,
        id: NodeId,
        cache: Cache,
        slow: fn(&mut Self, NodeId) -> bool,
    ) -> bool {
        match cache {
            Cache::Yes => true,
            Cache::No => false,
            Cache::Unknown => {
                if !self.enter() {
                    return false;
                }
                let result = slow(self, id);
                self.leave();
                result
            }
        }
    }

    fn has_rhs(&mut self, id: NodeId) -> bool {
        self.query_cache(id, self.node(id).rhs_cache, Self::has_rhs_slow)
    }

    fn has_array(&mut self, id: NodeId) -> bool {
        self.query_cache(id, self.node(id).array_cache, Self::has_array_slow)
    }

    fn has_function(&mut self, id: NodeId) -> bool {
        self.query_cache(id, self.node(id).function_cache, Self::has_function_slow)
    }

    fn has_rhs_slow(&mut self, id: NodeId) -> bool {
        match self.kind(id) {
            Kind::Qual { child, .. } => self.has_rhs(*child),
            Kind::Pointer(child) | Kind::Reference { pointee: child, .. } => self.has_rhs(*child),
            Kind::PointerToMember { member, .. } => self.has_rhs(*member),
            Kind::Array { .. } | Kind::Function { .. } | Kind::FunctionEncoding { .. } => true,
            Kind::ParameterPack(data) => self
                .current_pack_element(data)
                .is_some_and(|e| self.has_rhs(e)),
            Kind::ForwardRef { target, .. } => {
                self.through_forward_ref(id, *target, false, Self::has_rhs)
            }
            _ => false,
        }
    }

    fn has_array_slow(&mut self, id: NodeId) -> bool {
        match self.kind(id) {
            Kind::Qual { child, .. } => self.has_array(*child),
            Kind::Array { .. } => true,
            Kind::ParameterPack(data) => self
                .current_pack_element(data)
                .is_some_and(|e| self.has_array(e)),
            Kind::ForwardRef { target, .. } => {
                self.through_forward_ref(id, *target, false, Self::has_array)
            }
            _ => false,
        }
    }

    fn has_function_slow(&mut self, id: NodeId) -> bool {
        match self.kind(id) {
            Kind::Qual { child, .. } => self.has_function(*child),
            Kind::Function { .. } | Kind::FunctionEncoding { .. } => true,
            Kind::ParameterPack(data) => self
                .current_pack_element(data)
                .is_some_and(|e| self.has_function(e)),
            Kind::ForwardRef { target, .. } => {
                self.through_forward_ref(id, *target, false, Self::has_function)
            }
            _ => false,
        }
    }

    /// The node that determines how `id` prints: packs and forward
    /// references are looked through.
    fn syntax_node(&mut self, id: NodeId) -> NodeId {
        if !self.enter() {
            return id;
        }
        let result = match self.kind(id) {
            Kind::ParameterPack(data) => match self.current_pack_element(data) {
                Some(element) => self.syntax_node(element),
                None => id,
            },
            Kind::ForwardRef { target, .. } => {
                self.through_forward_ref(id, *target, id, Self::syntax_node)
            }
            _ => id,
        };
        self.leave();
        result
    }

    /// The unqualified name, without template arguments (for constructor
    /// and destructor names).
    fn base_name(&mut self, id: NodeId) -> &'a [u8] {
        if !self.enter() {
            return b"";
        }
        let result = match self.kind(id) {
            Kind::Name(text) => text,
            Kind::AbiTag { base: inner, .. }
            | Kind::Nested { name: inner, .. }
            | Kind::MemberLikeFriend { name: inner, .. }
            | Kind::ModuleEntity { name: inner, .. }
            | Kind::Qualified { name: inner, .. }
            | Kind::NameWithTemplateArgs { name: inner, .. }
            | Kind::GlobalQualified(inner) => self.base_name(*inner),
            Kind::SpecialSubstitution { which, expanded } => {
                special_sub_base_name(*which, *expanded)
            }
            _ => b"",
        };
        self.leave();
        result
    }

    // ----- left and right parts ----------------------------------------------------

    fn print_left(&mut self, id: NodeId) {
        if !self.enter() {
            return;
        }
        self.print_left_body(id);
        self.leave();
    }

    fn print_right(&mut self, id: NodeId) {
        if !self.enter() {
            return;
        }
        self.print_right_body(id);
        self.leave();
    }

    fn is_objc_object_proto(&self, id: NodeId) -> Option<&'a [u8]> {
        match self.kind(id) {
            Kind::ObjCProto { ty, protocol } => match self.kind(*ty) {
                Kind::Name(name) if *name == b"objc_object" => Some(protocol),
                _ => None,
            },
            _ => None,
        }
    }

    /// `(` before a declarator wrapped around an array or function type,
    /// with a space first for arrays: `int (*p) [3]`, `void (&f)()`.
    fn open_declarator(&mut self, inner: NodeId) {
        let array = self.has_array(inner);
        if array {
            self.push_byte(b' ');
        }
        if array || self.has_function(inner) {
            self.push_byte(b'(');
        }
    }

    fn close_declarator(&mut self, inner: NodeId) {
        if self.has_array(inner) || self.has_function(inner) {
            self.push_byte(b')');
        }
    }

    fn print_left_body(&mut self, id: NodeId) {
        let prec = self.node(id).prec;
        match self.kind(id) {
            Kind::List(items) => self.print_with_comma(items),
            Kind::DotSuffix { prefix, suffix } => {
                self.print(*prefix);
                self.push(b" (");
                self.push(suffix);
                self.push(b")");
            }
            Kind::VendorExtQual { ty, ext, args } => {
                self.print(*ty);
                self.push(b" ");
                self.push(ext);
                if let Some(args) = args {
                    self.print(*args);
                }
            }
            Kind::Qual { child, quals } => {
                self.print_left(*child);
                self.print_quals(*quals);
            }
            Kind::ConversionOperatorType(ty) => {
                self.push(b"operator ");
                self.print(*ty);
            }
            Kind::PostfixQualified { ty, postfix } => {
                self.print_left(*ty);
                self.push(postfix);
            }
            Kind::Name(text) => self.push(text),
            Kind::BitInt { size, signed } => {
                if !signed {
                    self.push(b"unsigned ");
                }
                self.push(b"_BitInt");
                self.open(b'(');
                self.print_as_operand(*size, Prec::Default, false);
                self.close(b')');
            }
            Kind::Elaborated { keyword, child } => {
                self.push(keyword);
                self.push_byte(b' ');
                self.print(*child);
            }
            Kind::Transformed { transform, base } => {
                self.push(transform);
                self.push_byte(b'(');
                self.print(*base);
                self.push_byte(b')');
            }
            Kind::AbiTag { base, tag } => {
                self.print_left(*base);
                self.push(b"[abi:");
                self.push(tag);
                self.push(b"]");
            }
            Kind::EnableIf(conditions) => {
                self.push(b" [enable_if:");
                self.print_with_comma(conditions);
                self.push_byte(b']');
            }
            Kind::ObjCProto { ty, protocol } => {
                self.print(*ty);
                self.push(b"<");
                self.push(protocol);
                self.push(b">");
            }
            Kind::Pointer(pointee) => {
                if let Some(protocol) = self.is_objc_object_proto(*pointee) {
                    self.push(b"id<");
                    self.push(protocol);
                    self.push(b">");
                } else {
                    self.print_left(*pointee);
                    self.open_declarator(*pointee);
                    self.push(b"*");
                }
            }
            Kind::Reference { .. } => self.print_reference(id, true),
            Kind::PointerToMember { class, member } => {
                self.print_left(*member);
                if self.has_array(*member) || self.has_function(*member) {
                    self.push(b"(");
                } else {
                    self.push(b" ");
                }
                self.print(*class);
                self.push(b"::*");
            }
            Kind::Array { base, .. } => self.print_left(*base),
            Kind::Function { ret, .. } => {
                self.print_left(*ret);
                self.push(b" ");
            }
            Kind::NoexceptSpec(expr) => {
                self.push(b"noexcept");
                self.open(b'(');
                self.print_as_operand(*expr, Prec::Default, false);
                self.close(b')');
            }
            Kind::DynamicExceptionSpec(types) => {
                self.push(b"throw");
                self.open(b'(');
                self.print_with_comma(types);
                self.close(b')');
            }
            Kind::ExplicitObjectParameter(base) => {
                self.push(b"this ");
                self.print(*base);
            }
            Kind::FunctionEncoding { ret, name, .. } => {
                if let Some(ret) = ret {
                    self.print_left(*ret);
                    if !self.has_rhs(*ret) {
                        self.push(b" ");
                    }
                }
                self.print(*name);
            }
            Kind::LiteralOperator(name) => {
                self.push(b"operator\"\" ");
                self.print(*name);
            }
            Kind::SpecialName { prefix, child } => {
                self.push(prefix);
                self.print(*child);
            }
            Kind::CtorVtable { first, second } => {
                self.push(b"construction vtable for ");
                self.print(*first);
                self.push(b"-in-");
                self.print(*second);
            }
            Kind::Nested { qual, name }
            | Kind::Local {
                encoding: qual,
                entity: name,
            } => {
                self.print(*qual);
                self.push(b"::");
                self.print(*name);
            }
            Kind::Qualified { qualifier, name } => {
                self.print(*qualifier);
                self.push(b"::");
                self.print(*name);
            }
            Kind::MemberLikeFriend { qual, name } => {
                self.print(*qual);
                self.push(b"::friend ");
                self.print(*name);
            }
            Kind::Module {
                parent,
                name,
                partition,
            } => {
                if let Some(parent) = parent {
                    self.print(*parent);
                }
                if parent.is_some() || *partition {
                    self.push_byte(if *partition { b':' } else { b'.' });
                }
                self.print(*name);
            }
            Kind::ModuleEntity { module, name } => {
                self.print(*name);
                self.push_byte(b'@');
                self.print(*module);
            }
            Kind::Vector { base, dimension } => {
                self.print(*base);
                self.push(b" vector[");
                if let Some(dimension) = dimension {
                    self.print(*dimension);
                }
                self.push(b"]");
            }
            Kind::PixelVector(dimension) => {
                self.push(b"pixel vector[");
                self.print(*dimension);
                self.push(b"]");
            }
            Kind::BinaryFloat(dimension) => {
                self.push(b"_Float");
                self.print(*dimension);
            }
            Kind::SyntheticTemplateParam { kind, index } => {
                self.push(match kind {
                    TemplateParamKind::Type => b"$T",
                    TemplateParamKind::NonType => b"$N",
                    TemplateParamKind::Template => b"$TT",
                });
                if *index > 0 {
                    self.push_unsigned(u64::from(*index - 1));
                }
            }
            Kind::TemplateParamQualifiedArg { arg } => self.print(*arg),
            Kind::TypeParamDecl(_) => self.push(b"typename "),
            Kind::ConstrainedTypeParamDecl { constraint, .. } => {
                self.print(*constraint);
                self.push(b" ");
            }
            Kind::NonTypeParamDecl { ty, .. } => {
                self.print_left(*ty);
                if !self.has_rhs(*ty) {
                    self.push(b" ");
                }
            }
            Kind::TemplateTemplateParamDecl { params, .. } => {
                self.with_template_args_context(|p| {
                    p.push(b"template<");
                    p.print_with_comma(params);
                    p.push(b"> typename ");
                });
            }
            Kind::ParamPackDecl(param) => {
                self.print_left(*param);
                self.push(b"...");
            }
            Kind::ParameterPack(data) => {
                if let Some(element) = self.current_pack_element(data) {
                    self.print_left(element);
                }
            }
            Kind::TemplateArgumentPack(elements) => self.print_with_comma(elements),
            Kind::PackExpansion(child) => self.print_pack_expansion(*child),
            Kind::TemplateArgs { args } => {
                self.with_template_args_context(|p| {
                    p.push(b"<");
                    p.print_with_comma(args);
                    p.push(b">");
                });
            }
            Kind::ForwardRef { target, .. } => {
                self.through_forward_ref(id, *target, (), Self::print_left)
            }
            Kind::NameWithTemplateArgs { name, args } => {
                self.print(*name);
                self.print(*args);
            }
            Kind::GlobalQualified(child) => {
                self.push(b"::");
                self.print(*child);
            }
            Kind::SpecialSubstitution { which, expanded } => {
                self.print_special_substitution(*which, *expanded)
            }
            Kind::CtorDtor { base, is_dtor } => {
                if *is_dtor {
                    self.push(b"~");
                }
                let name = self.base_name(*base);
                self.push(name);
            }
            Kind::Dtor(base) => {
                self.push(b"~");
                self.print_left(*base);
            }
            Kind::UnnamedType(count) => {
                self.push(b"'unnamed");
                self.push(count);
                self.push(b"'");
            }
            Kind::Closure { count, .. } => {
                self.push(b"'lambda");
                self.push(count);
                self.push(b"'");
                self.print_closure_declarator(id);
            }
            Kind::StructuredBinding(bindings) => {
                self.open(b'[');
                self.print_with_comma(bindings);
                self.close(b']');
            }
            _ => self.print_expression(id, prec),
        }
    }

    fn print_right_body(&mut self, id: NodeId) {
        match self.kind(id) {
            Kind::Qual { child, .. } => self.print_right(*child),
            // `id<Protocol>` has nothing on the right.
            Kind::Pointer(pointee) if self.is_objc_object_proto(*pointee).is_none() => {
                self.close_declarator(*pointee);
                self.print_right(*pointee);
            }
            Kind::Reference { .. } => self.print_reference(id, false),
            Kind::PointerToMember { member, .. } => {
                self.close_declarator(*member);
                self.print_right(*member);
            }
            Kind::Array { base, dimension } => {
                if self.out.last() != Some(&b']') {
                    self.push(b" ");
                }
                self.push(b"[");
                if let Some(dimension) = dimension {
                    self.print(*dimension);
                }
                self.push(b"]");
                self.print_right(*base);
            }
            Kind::Function {
                ret,
                params,
                cv,
                ref_qual,
                exception,
            } => {
                self.open(b'(');
                self.print_with_comma(params);
                self.close(b')');
                self.print_right(*ret);
                self.print_quals(*cv);
                self.print_ref_qual(*ref_qual);
                if let Some(exception) = exception {
                    self.push_byte(b' ');
                    self.print(*exception);
                }
            }
            Kind::FunctionEncoding {
                ret,
                params,
                attrs,
                requires,
                cv,
                ref_qual,
                ..
            } => {
                self.open(b'(');
                self.print_with_comma(params);
                self.close(b')');
                if let Some(ret) = ret {
                    self.print_right(*ret);
                }
                self.print_quals(*cv);
                self.print_ref_qual(*ref_qual);
                if let Some(attrs) = attrs {
                    self.print(*attrs);
                }
                if let Some(requires) = requires {
                    self.push(b" requires ");
                    self.print(*requires);
                }
            }
            Kind::TypeParamDecl(name) | Kind::ConstrainedTypeParamDecl { name, .. } => {
                self.print(*name)
            }
            Kind::NonTypeParamDecl { name, ty } => {
                self.print(*name);
                self.print_right(*ty);
            }
            Kind::TemplateTemplateParamDecl { name, requires, .. } => {
                self.print(*name);
                if let Some(requires) = requires {
                    self.push(b" requires ");
                    self.print(*requires);
                }
            }
            Kind::ParamPackDecl(param) => self.print_right(*param),
            Kind::ParameterPack(data) => {
                if let Some(element) = self.current_pack_element(data) {
                    self.print_right(element);
                }
            }
            Kind::ForwardRef { target, .. } => {
                self.through_forward_ref(id, *target, (), Self::print_right)
            }
            _ => {}
        }
    }

    /// Reference collapsing (`T& &&` is `T&`) through packs and forward
    /// references. Returns the kind (true for `&&`) and the referred-to
    /// node, or no node when the chain loops.
    fn collapse_reference(&mut self, id: NodeId) -> (bool, Option<NodeId>) {
        let Kind::Reference { pointee, rvalue } = self.kind(id) else {
            return (false, None);
        };
        let (mut rvalue, mut target) = (*rvalue, *pointee);
        let mut seen: Vec<NodeId> = Vec::new();
        loop {
            if !self.enter() {
                return (rvalue, None);
            }
            self.leave();
            let syntax = self.syntax_node(target);
            let Kind::Reference {
                pointee: inner,
                rvalue: inner_rvalue,
            } = self.kind(syntax)
            else {
                break;
            };
            target = *inner;
            rvalue = rvalue && *inner_rvalue;
            seen.push(target);
            // Cycle detection: compare against the element half-way back.
            if seen.len() > 1 && target == seen[(seen.len() - 1) / 2] {
                return (rvalue, None);
            }
        }
        (rvalue, Some(target))
    }

    fn print_reference(&mut self, id: NodeId, left: bool) {
        let guard = id as usize;
        if self.printing[guard] {
            return;
        }
        self.printing[guard] = true;
        let (rvalue, target) = self.collapse_reference(id);
        if let Some(target) = target {
            if left {
                self.print_left(target);
                self.open_declarator(target);
                self.push(if rvalue { b"&&" } else { b"&" });
            } else {
                self.close_declarator(target);
                self.print_right(target);
            }
        }
        self.printing[guard] = false;
    }

    fn print_special_substitution(&mut self, which: SpecialSub, expanded: bool) {
        self.push(b"std::");
        self.push(special_sub_base_name(which, expanded));
        if expanded && is_instantiation(which) {
            self.push(b"<char, std::char_traits<char>");
            if which == SpecialSub::String {
                self.push(b", std::allocator<char>");
            }
            self.push(b">");
        }
    }

    fn print_closure_declarator(&mut self, id: NodeId) {
        let Kind::Closure {
            template_params,
            requires1,
            params,
            requires2,
            ..
        } = self.kind(id)
        else {
            return;
        };
        if !template_params.is_empty() {
            self.with_template_args_context(|p| {
                p.push(b"<");
                p.print_with_comma(template_params);
                p.push(b">");
            });
        }
        if let Some(requires) = requires1 {
            self.push(b" requires ");
            self.print(*requires);
            self.push(b" ");
        }
        self.open(b'(');
        self.print_with_comma(params);
        self.close(b')');
        if let Some(requires) = requires2 {
            self.push(b" requires ");
            self.print(*requires);
        }
    }

    /// Prints `child` once per element of the pack it contains, separated by
    /// commas; with no pack inside, prints `child...`.
    fn print_pack_expansion(&mut self, child: NodeId) {
        let saved = (self.pack_index, self.pack_max);
        self.pack_index = NO_PACK;
        self.pack_max = NO_PACK;
        let start = self.out.len();
        self.print(child);
        if self.pack_max == NO_PACK {
            self.push(b"...");
        } else if self.pack_max == 0 {
            self.out.truncate(start);
        } else {
            for index in 1..self.pack_max {
                if self.failed {
                    break;
                }
                self.push(b", ");
                self.pack_index = index;
                self.print(child);
            }
        }
        (self.pack_index, self.pack_max) = saved;
    }

    // ----- expressions -------------------------------------------------------------

    fn print_expression(&mut self, id: NodeId, prec: Prec) {
        match self.kind(id) {
            Kind::Binary { lhs, op, rhs } => {
                let paren_all = self.gt_is_gt == 0 && (*op == b">" || *op == b">>");
                if paren_all {
                    self.open(b'(');
                }
                let is_assign = prec == Prec::Assign;
                self.print_as_operand(*lhs, if is_assign { Prec::OrIf } else { prec }, !is_assign);
                if *op != b"," {
                    self.push(b" ");
                }
                self.push(op);
                self.push(b" ");
                self.print_as_operand(*rhs, prec, is_assign);
                if paren_all {
                    self.close(b')');
                }
            }
            Kind::Subscript { base, index } => {
                self.print_as_operand(*base, prec, false);
                self.open(b'[');
                self.print_as_operand(*index, Prec::Default, false);
                self.close(b']');
            }
            Kind::Postfix { child, op } => {
                self.print_as_operand(*child, prec, true);
                self.push(op);
            }
            Kind::Conditional {
                cond,
                then,
                otherwise,
            } => {
                self.print_as_operand(*cond, prec, false);
                self.push(b" ? ");
                self.print_as_operand(*then, Prec::Default, false);
                self.push(b" : ");
                self.print_as_operand(*otherwise, Prec::Assign, true);
            }
            Kind::Member { lhs, op, rhs } => {
                self.print_as_operand(*lhs, prec, true);
                self.push(op);
                self.print_as_operand(*rhs, prec, false);
            }
            Kind::Subobject { ty, sub, offset } => {
                self.print(*sub);
                self.push(b".<");
                self.print(*ty);
                self.push(b" at offset ");
                if offset.is_empty() {
                    self.push(b"0");
                } else {
                    self.push_signed_number(offset);
                }
                self.push(b">");
            }
            Kind::Enclosing { prefix, infix } => {
                self.push(prefix);
                self.open(b'(');
                self.print(*infix);
                self.close(b')');
            }
            Kind::Cast { cast, to, from } => {
                self.push(cast);
                self.with_template_args_context(|p| {
                    p.push(b"<");
                    p.print_left(*to);
                    p.push(b">");
                });
                self.open(b'(');
                self.print_as_operand(*from, Prec::Default, false);
                self.close(b')');
            }
            Kind::SizeofPack(pack) => {
                self.push(b"sizeof...");
                self.open(b'(');
                self.print_pack_expansion(*pack);
                self.close(b')');
            }
            Kind::Call { callee, args } => {
                self.print(*callee);
                self.open(b'(');
                self.print_with_comma(args);
                self.close(b')');
            }
            Kind::New {
                exprs,
                ty,
                inits,
                global,
                array,
            } => {
                if *global {
                    self.push(b"::");
                }
                self.push(b"new");
                if *array {
                    self.push(b"[]");
                }
                if !exprs.is_empty() {
                    self.open(b'(');
                    self.print_with_comma(exprs);
                    self.close(b')');
                }
                self.push(b" ");
                self.print(*ty);
                if !inits.is_empty() {
                    self.open(b'(');
                    self.print_with_comma(inits);
                    self.close(b')');
                }
            }
            Kind::Delete { op, global, array } => {
                if *global {
                    self.push(b"::");
                }
                self.push(b"delete");
                if *array {
                    self.push(b"[]");
                }
                self.push_byte(b' ');
                self.print(*op);
            }
            Kind::Prefix { op, child } => {
                self.push(op);
                self.print_as_operand(*child, prec, false);
            }
            Kind::FunctionParam(number) => {
                self.push(b"fp");
                self.push(number);
            }
            Kind::Conversion { ty, exprs } => {
                self.open(b'(');
                self.print(*ty);
                self.close(b')');
                self.open(b'(');
                self.print_with_comma(exprs);
                self.close(b')');
            }
            Kind::PointerToMemberConversion { ty, sub } => {
                self.open(b'(');
                self.print(*ty);
                self.close(b')');
                self.open(b'(');
                self.print(*sub);
                self.close(b')');
            }
            Kind::InitList { ty, inits } => {
                if let Some(ty) = ty {
                    self.print(*ty);
                }
                self.push_byte(b'{');
                self.print_with_comma(inits);
                self.push_byte(b'}');
            }
            Kind::Fold {
                left,
                op,
                pack,
                init,
            } => self.print_fold(*left, op, *pack, *init),
            Kind::Throw(op) => {
                self.push(b"throw ");
                self.print(*op);
            }
            Kind::Bool(value) => self.push(if *value { b"true" } else { b"false" }),
            Kind::StringLiteral(ty) => {
                self.push(b"\"<");
                self.print(*ty);
                self.push(b">\"");
            }
            Kind::Lambda(closure) => {
                self.push(b"[]");
                if matches!(self.kind(*closure), Kind::Closure { .. }) {
                    self.print_closure_declarator(*closure);
                }
                self.push(b"{...}");
            }
            Kind::EnumLiteral { ty, value } => {
                self.open(b'(');
                self.print(*ty);
                self.close(b')');
                self.push_signed_number(value);
            }
            Kind::IntegerLiteral { ty, value } => {
                // Long type names print as a cast, short ones as a suffix.
                if ty.len() > 3 {
                    self.open(b'(');
                    self.push(ty);
                    self.close(b')');
                }
                self.push_signed_number(value);
                if ty.len() <= 3 {
                    self.push(ty);
                }
            }
            Kind::FloatLiteral { kind, digits } => {
                let mut text = [0u8; 48];
                let len = float::format_literal(*kind, digits, &mut text);
                self.push(&text[..len]);
            }
            Kind::Braced { elem, init, array } => {
                if *array {
                    self.push_byte(b'[');
                    self.print(*elem);
                    self.push_byte(b']');
                } else {
                    self.push_byte(b'.');
                    self.print(*elem);
                }
                self.print_braced_init(*init);
            }
            Kind::BracedRange { first, last, init } => {
                self.push_byte(b'[');
                self.print(*first);
                self.push(b" ... ");
                self.print(*last);
                self.push_byte(b']');
                self.print_braced_init(*init);
            }
            Kind::Requires {
                params,
                requirements,
            } => {
                self.push(b"requires");
                if !params.is_empty() {
                    self.push_byte(b' ');
                    self.open(b'(');
                    self.print_with_comma(params);
                    self.close(b')');
                }
                self.push_byte(b' ');
                self.open(b'{');
                for &requirement in requirements {
                    self.print(requirement);
                }
                self.push_byte(b' ');
                self.close(b'}');
            }
            Kind::ExprRequirement {
                expr,
                noexcept,
                constraint,
            } => {
                self.push(b" ");
                let braced = *noexcept || constraint.is_some();
                if braced {
                    self.open(b'{');
                }
                self.print(*expr);
                if braced {
                    self.close(b'}');
                }
                if *noexcept {
                    self.push(b" noexcept");
                }
                if let Some(constraint) = constraint {
                    self.push(b" -> ");
                    self.print(*constraint);
                }
                self.push_byte(b';');
            }
            Kind::TypeRequirement(ty) => {
                self.push(b" typename ");
                self.print(*ty);
                self.push_byte(b';');
            }
            Kind::NestedRequirement(constraint) => {
                self.push(b" requires ");
                self.print(*constraint);
                self.push_byte(b';');
            }
            // Every other kind is handled by `print_left_body`.
            _ => {}
        }
    }

    fn print_braced_init(&mut self, init: NodeId) {
        if !matches!(
            self.kind(init),
            Kind::Braced { .. } | Kind::BracedRange { .. }
        ) {
            self.push(b" = ");
        }
        self.print(init);
    }

    fn print_fold(&mut self, left: bool, op: &[u8], pack: NodeId, init: Option<NodeId>) {
        let print_pack = |p: &mut Self| {
            p.open(b'(');
            p.print_pack_expansion(pack);
            p.close(b')');
        };
        self.open(b'(');
        if !left || init.is_some() {
            match (left, init) {
                (true, Some(init)) => self.print_as_operand(init, Prec::Cast, true),
                _ => print_pack(self),
            }
            self.push(b" ");
            self.push(op);
            self.push(b" ");
        }
        self.push(b"...");
        if left || init.is_some() {
            self.push(b" ");
            self.push(op);
            self.push(b" ");
            match (left, init) {
                (false, Some(init)) => self.print_as_operand(init, Prec::Cast, true),
                _ => print_pack(self),
            }
        }
        self.close(b')');
    }
}

fn is_instantiation(which: SpecialSub) -> bool {
    matches!(
        which,
        SpecialSub::String | SpecialSub::IStream | SpecialSub::OStream | SpecialSub::IOStream
    )
}

/// `Ss` prints as `std::string` on its own but, as the class of a
/// constructor, expands to `std::basic_string<char, ...>` whose constructor
/// is named `basic_string`.
fn special_sub_base_name(which: SpecialSub, expanded: bool) -> &'static [u8] {
    let full: &'static [u8] = match which {
        SpecialSub::Allocator => b"allocator",
        SpecialSub::BasicString | SpecialSub::String => b"basic_string",
        SpecialSub::IStream => b"basic_istream",
        SpecialSub::OStream => b"basic_ostream",
        SpecialSub::IOStream => b"basic_iostream",
    };
    if !expanded && is_instantiation(which) {
        return full.strip_prefix(b"basic_").unwrap_or(full);
    }
    full
}
