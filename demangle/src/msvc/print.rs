//! Printing the tree as LLVM's `MicrosoftDemangleNodes.cpp` does with no output flags:
//! types in two parts (before and after the declarator name), LLVM's spacing rule (a
//! space after a letter, digit or `>`), and qualifiers in its order.

use super::nodes::*;
use alloc::vec::Vec;

/// Deepest nesting printed (parsing is bounded too, but shared back-referenced
/// parameters can stack a little deeper).
const MAX_PRINT_DEPTH: u32 = 512;

/// LLVM's `OutputFlags` (`MicrosoftDemangle.h`): parts of the text left out. llvm-objdump
/// `-C` and llvm-undname print with none; its symbolizer (`-l` function names) with all
/// four.
pub(crate) const NO_CALLING_CONVENTION: u8 = 1;
pub(crate) const NO_ACCESS_SPECIFIER: u8 = 2;
pub(crate) const NO_MEMBER_TYPE: u8 = 4;
pub(crate) const NO_RETURN_TYPE: u8 = 8;

/// The text of `root` printed with `flags`, or `None` past `limit` bytes or
/// `MAX_PRINT_DEPTH`.
pub(super) fn render(nodes: &[Node], root: Id, limit: usize, flags: u8) -> Option<Vec<u8>> {
    let mut printer = Printer {
        nodes,
        out: Vec::new(),
        limit,
        depth: 0,
        failed: false,
        flags,
    };
    printer.node(Some(root));
    (!printer.failed).then_some(printer.out)
}

struct Printer<'n> {
    nodes: &'n [Node],
    out: Vec<u8>,
    limit: usize,
    depth: u32,
    failed: bool,
    /// The output flags in force. LLVM 19 replaces them by `OF_NoCallingConvention` alone
    /// (for everything below) when it prints the first part of a function pointer's
    /// pointee: function types there print no calling convention (pointers still print
    /// theirs).
    flags: u8,
}

impl<'n> Printer<'n> {
    fn push(&mut self, text: &[u8]) {
        if self.failed || self.out.len() + text.len() > self.limit {
            self.failed = true;
            return;
        }
        self.out.extend_from_slice(text);
    }

    fn str(&mut self, text: &str) {
        self.push(text.as_bytes());
    }

    fn unsigned(&mut self, value: u64) {
        let mut digits = [0u8; 20];
        let digits = crate::decimal(value, &mut digits);
        self.push(digits);
    }

    fn signed(&mut self, value: i64) {
        if value < 0 {
            self.str("-");
        }
        self.unsigned(value.unsigned_abs());
    }

    fn space_if_necessary(&mut self) {
        if let Some(&last) = self.out.last() {
            if last.is_ascii_alphanumeric() || last == b'>' {
                self.str(" ");
            }
        }
    }

    /// const, volatile and __restrict (LLVM prints no other qualifier here).
    fn qualifiers(&mut self, quals: u8, mut space_before: bool, space_after: bool) {
        let start = self.out.len();
        for (mask, text) in [
            (Q_CONST, "const"),
            (Q_VOLATILE, "volatile"),
            (Q_RESTRICT, "__restrict"),
        ] {
            if quals & mask != 0 {
                if space_before {
                    self.str(" ");
                }
                self.str(text);
                space_before = true;
            }
        }
        if space_after && self.out.len() > start {
            self.str(" ");
        }
    }

    fn calling_convention(&mut self, call_conv: &str) {
        self.space_if_necessary();
        self.str(call_conv);
    }

    fn enter(&mut self) -> bool {
        self.depth += 1;
        if self.depth > MAX_PRINT_DEPTH || self.failed {
            self.failed = true;
            return false;
        }
        true
    }

    /// LLVM's `Node::output`.
    fn node(&mut self, id: Option<Id>) {
        let Some(id) = id else { return };
        if !self.enter() {
            return;
        }
        match &self.nodes[id] {
            Node::Type { .. } => {
                self.type_pre(id);
                self.type_post(id);
            }
            Node::Ident {
                template_params,
                kind,
            } => self.identifier(kind, template_params.as_deref()),
            Node::QualifiedName(components) => self.list(components, "::"),
            Node::TemplateParamRef {
                symbol,
                offsets,
                affinity,
            } => {
                if !offsets.is_empty() {
                    self.str("{");
                } else if *affinity == Affinity::Pointer {
                    self.str("&");
                }
                if symbol.is_some() {
                    self.node(*symbol);
                    if !offsets.is_empty() {
                        self.str(", ");
                    }
                }
                for (i, &offset) in offsets.iter().enumerate() {
                    if i > 0 {
                        self.str(", ");
                    }
                    self.signed(offset);
                }
                if !offsets.is_empty() {
                    self.str("}");
                }
            }
            Node::Integer { value, negative } => {
                if *negative {
                    self.str("-");
                }
                self.unsigned(*value);
            }
            Node::Symbol { name, kind } => self.symbol(*name, kind),
        }
        self.depth -= 1;
    }

    fn list(&mut self, items: &[Id], separator: &str) {
        for (i, &item) in items.iter().enumerate() {
            if i > 0 {
                self.str(separator);
            }
            self.node(Some(item));
        }
    }

    fn template_params(&mut self, params: Option<&[Id]>) {
        if let Some(params) = params {
            self.str("<");
            self.list(params, ", ");
            self.str(">");
        }
    }

    fn identifier(&mut self, kind: &IdentKind, params: Option<&[Id]>) {
        match kind {
            IdentKind::Named(name) => {
                self.push(name);
                self.template_params(params);
            }
            IdentKind::VcallThunk(offset) => {
                self.str("`vcall'{");
                self.unsigned(*offset);
                self.str(", {flat}}");
            }
            IdentKind::LocalStaticGuard {
                thread,
                scope_index,
            } => {
                self.str(if *thread {
                    "`local static thread guard'"
                } else {
                    "`local static guard'"
                });
                if *scope_index > 0 {
                    self.str("{");
                    self.unsigned(u64::from(*scope_index));
                    self.str("}");
                }
            }
            IdentKind::Intrinsic(name) => {
                self.str(name.unwrap_or(""));
                self.template_params(params);
            }
            IdentKind::Conversion { target } => {
                self.str("operator");
                self.template_params(params);
                self.str(" ");
                self.node(*target);
            }
            IdentKind::DynamicStructor {
                variable,
                name,
                destructor,
            } => {
                self.str(if *destructor {
                    "`dynamic atexit destructor for "
                } else {
                    "`dynamic initializer for "
                });
                if variable.is_some() {
                    self.str("`");
                    self.node(*variable);
                } else {
                    self.str("'");
                    self.node(*name);
                }
                self.str("''");
            }
            IdentKind::Structor { class, destructor } => {
                if *destructor {
                    self.str("~");
                }
                self.node(*class);
                self.template_params(params);
            }
            IdentKind::LiteralOperator(name) => {
                self.str("operator \"\"");
                self.push(name);
                self.template_params(params);
            }
            IdentKind::RttiBaseClassDescriptor {
                nv_offset,
                vbptr_offset,
                vbtable_offset,
                flags,
            } => {
                self.str("`RTTI Base Class Descriptor at (");
                self.unsigned(u64::from(*nv_offset));
                self.str(", ");
                self.signed(i64::from(*vbptr_offset));
                self.str(", ");
                self.unsigned(u64::from(*vbtable_offset));
                self.str(", ");
                self.unsigned(u64::from(*flags));
                self.str(")'");
            }
        }
    }

    fn symbol(&mut self, name: Option<Id>, kind: &SymbolKind) {
        match kind {
            SymbolKind::NameOnly => self.node(name),
            SymbolKind::StringLiteral {
                prefix,
                text,
                truncated,
            } => {
                self.str(prefix);
                self.push(text);
                self.str("\"");
                if *truncated {
                    self.str("...");
                }
            }
            SymbolKind::Variable { storage, ty } => {
                let access = match storage {
                    StorageClass::PrivateStatic => Some("private: "),
                    StorageClass::PublicStatic => Some("public: "),
                    StorageClass::ProtectedStatic => Some("protected: "),
                    _ => None,
                };
                if let Some(access) = access {
                    if self.flags & NO_ACCESS_SPECIFIER == 0 {
                        self.str(access);
                    }
                    if self.flags & NO_MEMBER_TYPE == 0 {
                        self.str("static ");
                    }
                }
                if let Some(ty) = *ty {
                    self.type_pre(ty);
                }
                self.space_if_necessary();
                self.node(name);
                if let Some(ty) = *ty {
                    self.type_post(ty);
                }
            }
            SymbolKind::Function { signature } => {
                if let Some(signature) = *signature {
                    self.type_pre(signature);
                }
                self.space_if_necessary();
                self.node(name);
                if let Some(signature) = *signature {
                    self.type_post(signature);
                }
            }
            SymbolKind::SpecialTable { target, quals } => {
                self.qualifiers(*quals, false, true);
                self.node(name);
                if target.is_some() {
                    self.str("{for `");
                    self.node(*target);
                    self.str("'}");
                }
            }
        }
    }

    fn type_parts(&self, id: Id) -> Option<(u8, &'n TypeKind)> {
        let nodes: &'n [Node] = self.nodes;
        match &nodes[id] {
            Node::Type { quals, kind } => Some((*quals, kind)),
            _ => None,
        }
    }

    fn function_sig(&self, id: Option<Id>) -> Option<(u8, &'n FuncSig)> {
        match self.type_parts(id?)? {
            (quals, TypeKind::Function(sig)) => Some((quals, sig)),
            _ => None,
        }
    }

    /// The part of a type before the declarator name.
    fn type_pre(&mut self, id: Id) {
        let nodes = self.nodes;
        let Node::Type { quals, kind } = &nodes[id] else {
            self.node(Some(id));
            return;
        };
        if !self.enter() {
            return;
        }
        let quals = *quals;
        match kind {
            TypeKind::Primitive(name) => {
                self.str(name);
                self.qualifiers(quals, true, false);
            }
            TypeKind::Function(sig) => {
                if sig.thunk.is_some() {
                    self.str("[thunk]: ");
                }
                self.pre_signature(sig);
                if self.flags & NO_CALLING_CONVENTION == 0 {
                    self.calling_convention(sig.call_conv);
                }
            }
            TypeKind::Pointer {
                affinity,
                class_parent,
                pointee,
            } => {
                let function = self.function_sig(*pointee);
                let array = matches!(
                    pointee.and_then(|p| self.type_parts(p)),
                    Some((_, TypeKind::Array { .. }))
                );
                match (function, *pointee) {
                    (Some((_, sig)), _) => {
                        let saved = self.flags;
                        self.flags = NO_CALLING_CONVENTION;
                        self.pre_signature(sig);
                        self.flags = saved;
                    }
                    (None, Some(pointee)) => self.type_pre(pointee),
                    (None, None) => {}
                }
                self.space_if_necessary();
                if quals & Q_UNALIGNED != 0 {
                    self.str("__unaligned ");
                }
                if array {
                    self.str("(");
                } else if let Some((_, sig)) = function {
                    self.str("(");
                    self.calling_convention(sig.call_conv);
                    self.str(" ");
                }
                if class_parent.is_some() {
                    self.node(*class_parent);
                    self.str("::");
                }
                self.str(match affinity {
                    Affinity::Pointer => "*",
                    Affinity::Reference => "&",
                    Affinity::RValueReference => "&&",
                    Affinity::None => "",
                });
                self.qualifiers(quals, false, false);
            }
            TypeKind::Tag { keyword, name } => {
                self.str(keyword);
                self.str(" ");
                self.node(*name);
                self.qualifiers(quals, true, false);
            }
            TypeKind::Array { element, .. } => {
                if let Some(element) = *element {
                    self.type_pre(element);
                }
                self.qualifiers(quals, true, false);
            }
            TypeKind::Custom { identifier } => self.node(*identifier),
        }
        self.depth -= 1;
    }

    /// The part of a type after the declarator name.
    fn type_post(&mut self, id: Id) {
        let nodes = self.nodes;
        let Node::Type { quals, kind } = &nodes[id] else {
            return;
        };
        if !self.enter() {
            return;
        }
        match kind {
            TypeKind::Function(sig) => {
                if let Some(adjust) = sig.thunk {
                    self.this_adjustment(sig.class, adjust);
                }
                self.post_signature(*quals, sig);
            }
            TypeKind::Pointer { pointee, .. } => {
                if let Some(pointee) = *pointee {
                    if matches!(
                        self.type_parts(pointee),
                        Some((_, TypeKind::Array { .. } | TypeKind::Function(_)))
                    ) {
                        self.str(")");
                    }
                    self.type_post(pointee);
                }
            }
            TypeKind::Array {
                dimensions,
                element,
            } => {
                self.str("[");
                for (i, &dimension) in dimensions.iter().enumerate() {
                    if i > 0 {
                        self.str("][");
                    }
                    if dimension != 0 {
                        self.unsigned(dimension);
                    }
                }
                self.str("]");
                if let Some(element) = *element {
                    self.type_post(element);
                }
            }
            TypeKind::Primitive(_) | TypeKind::Tag { .. } | TypeKind::Custom { .. } => {}
        }
        self.depth -= 1;
    }

    /// Access, `static`, `virtual`, `extern "C"` and the return type's first part.
    fn pre_signature(&mut self, sig: &FuncSig) {
        let class = sig.class;
        if self.flags & NO_ACCESS_SPECIFIER == 0 {
            if class & FC_PUBLIC != 0 {
                self.str("public: ");
            }
            if class & FC_PROTECTED != 0 {
                self.str("protected: ");
            }
            if class & FC_PRIVATE != 0 {
                self.str("private: ");
            }
        }
        if self.flags & NO_MEMBER_TYPE == 0 {
            if class & FC_GLOBAL == 0 && class & FC_STATIC != 0 {
                self.str("static ");
            }
            if class & FC_VIRTUAL != 0 {
                self.str("virtual ");
            }
            if class & FC_EXTERN_C != 0 {
                self.str("extern \"C\" ");
            }
        }
        if self.flags & NO_RETURN_TYPE == 0 {
            if let Some(return_type) = sig.return_type {
                self.type_pre(return_type);
                self.str(" ");
            }
        }
    }

    fn post_signature(&mut self, quals: u8, sig: &FuncSig) {
        if sig.class & FC_NO_PARAMETER_LIST == 0 {
            self.str("(");
            match &sig.params {
                Some(params) => self.list(params, ", "),
                None => self.str("void"),
            }
            if sig.variadic {
                if self.out.last() != Some(&b'(') {
                    self.str(", ");
                }
                self.str("...");
            }
            self.str(")");
        }
        for (mask, text) in [
            (Q_CONST, " const"),
            (Q_VOLATILE, " volatile"),
            (Q_RESTRICT, " __restrict"),
            (Q_UNALIGNED, " __unaligned"),
        ] {
            if quals & mask != 0 {
                self.str(text);
            }
        }
        if sig.noexcept {
            self.str(" noexcept");
        }
        match sig.ref_qualifier {
            RefQualifier::Reference => self.str(" &"),
            RefQualifier::RValueReference => self.str(" &&"),
            RefQualifier::None => {}
        }
        if self.flags & NO_RETURN_TYPE == 0 {
            if let Some(return_type) = sig.return_type {
                self.type_post(return_type);
            }
        }
    }

    fn this_adjustment(&mut self, class: u16, adjust: ThisAdjust) {
        if class & FC_STATIC_THIS_ADJUST != 0 {
            self.str("`adjustor{");
            self.unsigned(u64::from(adjust.static_offset));
            self.str("}'");
        } else if class & FC_VIRTUAL_THIS_ADJUST != 0 {
            if class & FC_VIRTUAL_THIS_ADJUST_EX != 0 {
                self.str("`vtordispex{");
                self.signed(i64::from(adjust.vbptr_offset));
                self.str(", ");
                self.signed(i64::from(adjust.vboffset_offset));
                self.str(", ");
            } else {
                self.str("`vtordisp{");
            }
            self.signed(i64::from(adjust.vtordisp_offset));
            self.str(", ");
            self.unsigned(u64::from(adjust.static_offset));
            self.str("}'");
        }
    }
}
