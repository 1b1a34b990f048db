//! Parser for the Itanium C++ ABI mangling grammar: names, encodings, types,
//! substitutions and template parameters. Expressions, literals and template
//! arguments are in `parse_expr.rs`; types in `parse_type.rs`.
//!
//! The structure follows LLVM's `ItaniumDemangle.h` production by production,
//! because matching `llvm-cxxfilt` byte for byte means accepting and rejecting
//! exactly the same inputs, including LLVM's extensions and quirks (which are
//! pointed out where they are not obvious). Every function returns `None` on
//! failure, and a failure anywhere fails the whole demangling, as in LLVM:
//! there is no backtracking, so parser state after a failure never matters.

use alloc::vec::Vec;

use crate::ast::*;

/// Deepest recursion the parser allows before giving up on the input. Each
/// nesting level of a real name costs a handful of these (type -> name ->
/// template args -> template arg -> type). All 91,000 C++ symbols exported by
/// libLLVM/libclang-cpp/libstdc++ demangle with a limit of 64; this leaves a
/// 4x margin and keeps even debug builds within 512 KiB of stack.
const MAX_PARSE_DEPTH: u32 = 256;

/// One level of the template-parameter scope stack (`T_` is level 0,
/// `TL0__` level 1, ...).
#[derive(Clone, Copy)]
enum ParamList {
    /// The arguments of the outermost template name of the encoding being
    /// parsed (`Parser::outer_params`).
    Outer,
    /// Parameters declared by a generic lambda or a template template
    /// parameter (`Parser::scoped_lists[i]`).
    Scoped(usize),
    /// Placeholder level pushed while parsing a lambda's `auto` parameters.
    Missing,
}

/// What the name of an encoding told us about the function that follows.
pub(crate) struct NameState {
    pub ctor_dtor_conversion: bool,
    pub ends_with_template_args: bool,
    pub cv: u8,
    pub ref_qual: RefQual,
    pub forward_refs_begin: usize,
    pub explicit_object_param: bool,
}

pub(crate) struct Parser<'a> {
    input: &'a [u8],
    pub(crate) pos: usize,
    pub(crate) nodes: Vec<Node<'a>>,
    /// Substitution candidates, in the order `S_`, `S0_`, ... refer to them.
    subs: Vec<NodeId>,
    template_params: Vec<ParamList>,
    outer_params: Vec<NodeId>,
    scoped_lists: Vec<Vec<NodeId>>,
    forward_refs: Vec<NodeId>,
    pub(crate) try_template_args: bool,
    permit_forward_refs: bool,
    pub(crate) in_constraint_expr: bool,
    /// Template-parameter level at which a lambda's parameters are being
    /// parsed (`usize::MAX` when none): unknown `T_` there print as `auto`.
    lambda_params_level: usize,
    synthetic_param_counts: [u32; 3],
    depth: u32,
}

impl<'a> Parser<'a> {
    pub(crate) fn new(input: &'a [u8]) -> Self {
        Parser {
            input,
            pos: 0,
            nodes: Vec::new(),
            subs: Vec::new(),
            template_params: Vec::new(),
            outer_params: Vec::new(),
            scoped_lists: Vec::new(),
            forward_refs: Vec::new(),
            try_template_args: true,
            permit_forward_refs: false,
            in_constraint_expr: false,
            lambda_params_level: usize::MAX,
            synthetic_param_counts: [0; 3],
            depth: 0,
        }
    }

    // ----- low-level input helpers -------------------------------------------------

    pub(crate) fn look_at(&self, ahead: usize) -> u8 {
        self.input
            .get(self.pos.wrapping_add(ahead))
            .copied()
            .unwrap_or(0)
    }

    pub(crate) fn look(&self) -> u8 {
        self.look_at(0)
    }

    pub(crate) fn num_left(&self) -> usize {
        self.input.len() - self.pos
    }

    pub(crate) fn at_end(&self) -> bool {
        self.pos >= self.input.len()
    }

    pub(crate) fn rest(&self) -> &'a [u8] {
        &self.input[self.pos..]
    }

    pub(crate) fn consume_if(&mut self, prefix: &[u8]) -> bool {
        if self.rest().starts_with(prefix) {
            self.pos += prefix.len();
            true
        } else {
            false
        }
    }

    pub(crate) fn consume_char(&mut self, c: u8) -> bool {
        if self.look() == c && !self.at_end() {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub(crate) fn slice(&self, start: usize, end: usize) -> &'a [u8] {
        &self.input[start..end]
    }

    /// `[n] <digits>`; returns the text (empty when there are no digits).
    /// Like LLVM, a lone `n` stays consumed even when no digits follow.
    pub(crate) fn parse_number(&mut self, allow_negative: bool) -> &'a [u8] {
        let start = self.pos;
        if allow_negative {
            self.consume_char(b'n');
        }
        if !self.look().is_ascii_digit() || self.at_end() {
            return &[];
        }
        while self.look().is_ascii_digit() && !self.at_end() {
            self.pos += 1;
        }
        self.slice(start, self.pos)
    }

    /// A decimal number. LLVM accumulates in a `size_t` and wraps silently
    /// on overflow; wrapping here keeps the accepted language identical.
    pub(crate) fn parse_positive_integer(&mut self) -> Option<usize> {
        if !self.look().is_ascii_digit() {
            return None;
        }
        let mut value: usize = 0;
        while self.look().is_ascii_digit() {
            value = value
                .wrapping_mul(10)
                .wrapping_add(usize::from(self.look() - b'0'));
            self.pos += 1;
        }
        Some(value)
    }

    /// `<length> <bytes>`, possibly empty (callers reject the empty case).
    pub(crate) fn parse_bare_source_name(&mut self) -> Option<&'a [u8]> {
        let length = self.parse_positive_integer()?;
        if self.num_left() < length {
            return None;
        }
        let name = self.slice(self.pos, self.pos + length);
        self.pos += length;
        Some(name)
    }

    pub(crate) fn parse_cv_qualifiers(&mut self) -> u8 {
        let mut quals = 0;
        if self.consume_char(b'r') {
            quals |= QUAL_RESTRICT;
        }
        if self.consume_char(b'V') {
            quals |= QUAL_VOLATILE;
        }
        if self.consume_char(b'K') {
            quals |= QUAL_CONST;
        }
        quals
    }

    /// Base-36 `<seq-id>` (digits and upper-case letters), wrapping like LLVM.
    fn parse_seq_id(&mut self) -> Option<usize> {
        let c = self.look();
        if !c.is_ascii_digit() && !c.is_ascii_uppercase() {
            return None;
        }
        let mut id: usize = 0;
        loop {
            let c = self.look();
            let digit = if c.is_ascii_digit() {
                c - b'0'
            } else if c.is_ascii_uppercase() {
                c - b'A' + 10
            } else {
                return Some(id);
            };
            id = id.wrapping_mul(36).wrapping_add(usize::from(digit));
            self.pos += 1;
        }
    }

    // ----- node construction -------------------------------------------------------

    pub(crate) fn make(&mut self, node: Node<'a>) -> Option<NodeId> {
        let id = NodeId::try_from(self.nodes.len()).ok()?;
        self.nodes.push(node);
        Some(id)
    }

    pub(crate) fn make_plain(&mut self, kind: Kind<'a>) -> Option<NodeId> {
        self.make(Node::plain(kind))
    }

    pub(crate) fn make_name(&mut self, text: &'a [u8]) -> Option<NodeId> {
        self.make_plain(Kind::Name(text))
    }

    pub(crate) fn make_expr(&mut self, kind: Kind<'a>, prec: Prec) -> Option<NodeId> {
        let mut node = Node::plain(kind);
        node.prec = prec;
        self.make(node)
    }

    /// Adds a substitution candidate (for productions outside this module).
    pub(crate) fn push_sub(&mut self, id: NodeId) {
        self.subs.push(id);
    }

    pub(crate) fn node(&self, id: NodeId) -> &Node<'a> {
        &self.nodes[id as usize]
    }

    fn caches_of(&self, id: NodeId) -> (Cache, Cache, Cache) {
        let n = self.node(id);
        (n.rhs_cache, n.array_cache, n.function_cache)
    }

    /// A node that prints like `child` plus decoration, and inherits all three
    /// of its child's layout properties (`QualType`, `AbiTagAttr`).
    pub(crate) fn make_inheriting(&mut self, kind: Kind<'a>, child: NodeId) -> Option<NodeId> {
        let (rhs, array, function) = self.caches_of(child);
        self.make(Node {
            kind,
            prec: Prec::Primary,
            rhs_cache: rhs,
            array_cache: array,
            function_cache: function,
        })
    }

    /// A node that only inherits whether its child prints on the right
    /// (pointers, references, pointers to members).
    pub(crate) fn make_inheriting_rhs(&mut self, kind: Kind<'a>, child: NodeId) -> Option<NodeId> {
        let rhs = self.node(child).rhs_cache;
        let mut node = Node::plain(kind);
        node.rhs_cache = rhs;
        self.make(node)
    }

    /// Nodes that always print something after the name (declarators).
    pub(crate) fn make_with_rhs(&mut self, kind: Kind<'a>) -> Option<NodeId> {
        let mut node = Node::plain(kind);
        node.rhs_cache = Cache::Yes;
        self.make(node)
    }

    pub(crate) fn make_function_like(&mut self, kind: Kind<'a>) -> Option<NodeId> {
        let mut node = Node::plain(kind);
        node.rhs_cache = Cache::Yes;
        node.function_cache = Cache::Yes;
        self.make(node)
    }

    pub(crate) fn make_parameter_pack(&mut self, elements: Vec<NodeId>) -> Option<NodeId> {
        let all_no =
            |f: fn(&Node<'a>) -> Cache| elements.iter().all(|&e| f(self.node(e)) == Cache::No);
        let pick = |no: bool| if no { Cache::No } else { Cache::Unknown };
        let rhs = pick(all_no(|n| n.rhs_cache));
        let array = pick(all_no(|n| n.array_cache));
        let function = pick(all_no(|n| n.function_cache));
        self.make(Node {
            kind: Kind::ParameterPack(elements),
            prec: Prec::Primary,
            rhs_cache: rhs,
            array_cache: array,
            function_cache: function,
        })
    }

    /// Guards recursion: every recursive production calls this on entry and
    /// `leave` on exit, so hostile nesting fails instead of overflowing.
    pub(crate) fn enter(&mut self) -> Option<()> {
        if self.depth >= MAX_PARSE_DEPTH {
            return None;
        }
        self.depth += 1;
        Some(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    // ----- top level ---------------------------------------------------------------

    /// `<mangled-name>` with LLVM's extensions: `_Z`/`__Z` encodings with an
    /// optional `.suffix`, `___Z`/`____Z` block invocations, or a bare type.
    pub(crate) fn parse_mangled_name(&mut self) -> Option<NodeId> {
        if self.consume_if(b"_Z") || self.consume_if(b"__Z") {
            let mut encoding = self.parse_encoding()?;
            if self.look() == b'.' {
                let suffix = self.rest();
                encoding = self.make_plain(Kind::DotSuffix {
                    prefix: encoding,
                    suffix,
                })?;
                self.pos = self.input.len();
            }
            return if self.at_end() { Some(encoding) } else { None };
        }
        if self.consume_if(b"___Z") || self.consume_if(b"____Z") {
            let encoding = self.parse_encoding()?;
            if !self.consume_if(b"_block_invoke") {
                return None;
            }
            let require_number = self.consume_char(b'_');
            if self.parse_number(false).is_empty() && require_number {
                return None;
            }
            if self.look() == b'.' {
                self.pos = self.input.len();
            }
            if !self.at_end() {
                return None;
            }
            return self.make_plain(Kind::SpecialName {
                prefix: b"invocation function for block in ",
                child: encoding,
            });
        }
        let ty = self.parse_type()?;
        if self.at_end() {
            Some(ty)
        } else {
            None
        }
    }

    // ----- encodings ---------------------------------------------------------------

    /// Runs `body` with fresh template-parameter scopes, restoring the outer
    /// ones afterwards (LLVM's `SaveTemplateParams`).
    fn with_saved_template_params<T>(
        &mut self,
        body: impl FnOnce(&mut Self) -> Option<T>,
    ) -> Option<T> {
        let saved_levels = core::mem::take(&mut self.template_params);
        let saved_outer = core::mem::take(&mut self.outer_params);
        let result = body(self);
        self.template_params = saved_levels;
        self.outer_params = saved_outer;
        result
    }

    pub(crate) fn parse_encoding(&mut self) -> Option<NodeId> {
        self.enter()?;
        let result = self.with_saved_template_params(Self::parse_encoding_body);
        self.leave();
        result
    }

    fn parse_encoding_body(&mut self) -> Option<NodeId> {
        if self.look() == b'G' || self.look() == b'T' {
            return self.parse_special_name();
        }
        let mut state = self.new_name_state();
        let name = self.parse_name(Some(&mut state))?;
        if !self.resolve_forward_refs(&state) {
            return None;
        }
        if self.is_end_of_encoding() {
            return Some(name);
        }

        let mut attrs = None;
        if self.consume_if(b"Ua9enable_ifI") {
            let mut args = Vec::new();
            while !self.consume_char(b'E') {
                args.push(self.parse_template_arg()?);
            }
            attrs = Some(self.make_plain(Kind::EnableIf(args))?);
        }

        let mut ret = None;
        if !state.ctor_dtor_conversion && state.ends_with_template_args {
            ret = Some(self.parse_type()?);
        }

        let mut params = Vec::new();
        if !self.consume_char(b'v') {
            loop {
                let mut ty = self.parse_type()?;
                if state.explicit_object_param && params.is_empty() {
                    ty = self.make_plain(Kind::ExplicitObjectParameter(ty))?;
                }
                params.push(ty);
                if self.is_end_of_encoding() || self.look() == b'Q' {
                    break;
                }
            }
        }

        let mut requires = None;
        if self.consume_char(b'Q') {
            requires = Some(self.parse_constraint_expr()?);
        }

        self.make_function_like(Kind::FunctionEncoding {
            ret,
            name,
            params,
            attrs,
            requires,
            cv: state.cv,
            ref_qual: state.ref_qual,
        })
    }

    fn is_end_of_encoding(&self) -> bool {
        self.at_end() || matches!(self.look(), b'E' | b'.' | b'_')
    }

    fn new_name_state(&self) -> NameState {
        NameState {
            ctor_dtor_conversion: false,
            ends_with_template_args: false,
            cv: 0,
            ref_qual: RefQual::None,
            forward_refs_begin: self.forward_refs.len(),
            explicit_object_param: false,
        }
    }

    /// Points the forward references created while parsing a name at the
    /// template arguments that turned up later. Returns false when one of
    /// them refers past the end of those arguments.
    fn resolve_forward_refs(&mut self, state: &NameState) -> bool {
        for i in state.forward_refs_begin..self.forward_refs.len() {
            let ref_id = self.forward_refs[i];
            let index = match self.nodes[ref_id as usize].kind {
                Kind::ForwardRef { index, .. } => index,
                _ => return false,
            };
            let target = match self.template_params.first() {
                Some(&level) => self
                    .param_list(level)
                    .and_then(|list| list.get(index).copied()),
                None => None,
            };
            let Some(target) = target else { return false };
            if let Kind::ForwardRef { target: slot, .. } = &mut self.nodes[ref_id as usize].kind {
                *slot = Some(target);
            }
        }
        self.forward_refs.truncate(state.forward_refs_begin);
        true
    }

    fn param_list(&self, level: ParamList) -> Option<&Vec<NodeId>> {
        match level {
            ParamList::Outer => Some(&self.outer_params),
            ParamList::Scoped(i) => self.scoped_lists.get(i),
            ParamList::Missing => None,
        }
    }

    fn parse_call_offset(&mut self) -> Option<()> {
        if self.consume_char(b'h') {
            if self.parse_number(true).is_empty() || !self.consume_char(b'_') {
                return None;
            }
            return Some(());
        }
        if self.consume_char(b'v') {
            if self.parse_number(true).is_empty()
                || !self.consume_char(b'_')
                || self.parse_number(true).is_empty()
                || !self.consume_char(b'_')
            {
                return None;
            }
            return Some(());
        }
        None
    }

    fn special(&mut self, prefix: &'static [u8], child: NodeId) -> Option<NodeId> {
        self.make_plain(Kind::SpecialName { prefix, child })
    }

    fn parse_special_name(&mut self) -> Option<NodeId> {
        match (self.look(), self.look_at(1)) {
            (b'T', second) => {
                let simple_type_prefix: Option<&'static [u8]> = match second {
                    b'V' => Some(b"vtable for "),
                    b'T' => Some(b"VTT for "),
                    b'I' => Some(b"typeinfo for "),
                    b'S' => Some(b"typeinfo name for "),
                    _ => None,
                };
                if let Some(prefix) = simple_type_prefix {
                    self.pos += 2;
                    let ty = self.parse_type()?;
                    return self.special(prefix, ty);
                }
                match second {
                    b'A' => {
                        self.pos += 2;
                        let arg = self.parse_template_arg()?;
                        self.special(b"template parameter object for ", arg)
                    }
                    b'c' => {
                        self.pos += 2;
                        self.parse_call_offset()?;
                        self.parse_call_offset()?;
                        let encoding = self.parse_encoding()?;
                        self.special(b"covariant return thunk to ", encoding)
                    }
                    b'C' => {
                        self.pos += 2;
                        let first = self.parse_type()?;
                        if self.parse_number(true).is_empty() || !self.consume_char(b'_') {
                            return None;
                        }
                        let second = self.parse_type()?;
                        self.make_plain(Kind::CtorVtable {
                            first: second,
                            second: first,
                        })
                    }
                    b'W' => {
                        self.pos += 2;
                        let name = self.parse_name(None)?;
                        self.special(b"thread-local wrapper routine for ", name)
                    }
                    b'H' => {
                        self.pos += 2;
                        let name = self.parse_name(None)?;
                        self.special(b"thread-local initialization routine for ", name)
                    }
                    _ => {
                        self.pos += 1;
                        let is_virtual = self.look() == b'v';
                        self.parse_call_offset()?;
                        let base = self.parse_encoding()?;
                        if is_virtual {
                            self.special(b"virtual thunk to ", base)
                        } else {
                            self.special(b"non-virtual thunk to ", base)
                        }
                    }
                }
            }
            (b'G', b'V') => {
                self.pos += 2;
                let name = self.parse_name(None)?;
                self.special(b"guard variable for ", name)
            }
            (b'G', b'R') => {
                self.pos += 2;
                let name = self.parse_name(None)?;
                let parsed_seq_id = self.parse_seq_id().is_some();
                if !self.consume_char(b'_') && parsed_seq_id {
                    return None;
                }
                self.special(b"reference temporary for ", name)
            }
            (b'G', b'I') => {
                self.pos += 2;
                let module = self.parse_module_name_opt(None)?;
                let module = module?;
                self.special(b"initializer for module ", module)
            }
            _ => None,
        }
    }

    // ----- names -------------------------------------------------------------------

    pub(crate) fn parse_name(&mut self, state: Option<&mut NameState>) -> Option<NodeId> {
        self.enter()?;
        let result = self.parse_name_body(state);
        self.leave();
        result
    }

    fn parse_name_body(&mut self, mut state: Option<&mut NameState>) -> Option<NodeId> {
        match self.look() {
            b'N' => return self.parse_nested_name(state),
            b'Z' => return self.parse_local_name(state),
            _ => {}
        }
        let (result, is_subst) = self.parse_unscoped_name(state.as_deref_mut(), true)?;
        if self.look() == b'I' {
            if !is_subst {
                self.subs.push(result);
            }
            let args = self.parse_template_args(state.is_some())?;
            if let Some(state) = state {
                state.ends_with_template_args = true;
            }
            return self.make_plain(Kind::NameWithTemplateArgs { name: result, args });
        }
        if is_subst {
            return None;
        }
        Some(result)
    }

    fn parse_local_name(&mut self, state: Option<&mut NameState>) -> Option<NodeId> {
        if !self.consume_char(b'Z') {
            return None;
        }
        let encoding = self.parse_encoding()?;
        if !self.consume_char(b'E') {
            return None;
        }
        if self.consume_char(b's') {
            self.skip_discriminator();
            let entity = self.make_name(b"string literal")?;
            return self.make_plain(Kind::Local { encoding, entity });
        }
        self.with_saved_template_params(|p| {
            if p.consume_char(b'd') {
                p.parse_number(true);
                if !p.consume_char(b'_') {
                    return None;
                }
                let entity = p.parse_name(state)?;
                return p.make_plain(Kind::Local { encoding, entity });
            }
            let entity = p.parse_name(state)?;
            p.skip_discriminator();
            p.make_plain(Kind::Local { encoding, entity })
        })
    }

    /// `<discriminator> ::= _ <digit> | __ <number> _`, plus LLVM's extension
    /// of bare trailing digits at the very end of the input. Ignored, and
    /// left unconsumed when malformed.
    fn skip_discriminator(&mut self) {
        let len = self.input.len();
        if self.at_end() {
            return;
        }
        if self.look() == b'_' {
            let mut t = self.pos + 1;
            if t == len {
                return;
            }
            if self.input[t].is_ascii_digit() {
                self.pos = t + 1;
            } else if self.input[t] == b'_' {
                t += 1;
                while t < len && self.input[t].is_ascii_digit() {
                    t += 1;
                }
                if t < len && self.input[t] == b'_' {
                    self.pos = t + 1;
                }
            }
        } else if self.look().is_ascii_digit() {
            let mut t = self.pos + 1;
            while t < len && self.input[t].is_ascii_digit() {
                t += 1;
            }
            if t == len {
                self.pos = len;
            }
        }
    }

    /// `<unscoped-name>`, or a substitution standing for one. Returns the
    /// name and whether it was a substitution (`allow_subst` mirrors LLVM's
    /// non-null `IsSubst` pointer, which every caller here passes).
    pub(crate) fn parse_unscoped_name(
        &mut self,
        state: Option<&mut NameState>,
        allow_subst: bool,
    ) -> Option<(NodeId, bool)> {
        let mut std_scope = None;
        if self.consume_if(b"St") {
            std_scope = Some(self.make_name(b"std")?);
        }
        let mut result = None;
        let mut is_subst = false;
        let mut module = None;
        if self.look() == b'S' {
            let sub = self.parse_substitution()?;
            if matches!(self.node(sub).kind, Kind::Module { .. }) {
                module = Some(sub);
            } else if allow_subst && std_scope.is_none() {
                result = Some(sub);
                is_subst = true;
            } else {
                return None;
            }
        }
        if result.is_none() || std_scope.is_some() {
            result = Some(self.parse_unqualified_name(state, std_scope, module)?);
        }
        result.map(|r| (r, is_subst))
    }

    fn parse_unqualified_name(
        &mut self,
        mut state: Option<&mut NameState>,
        scope: Option<NodeId>,
        module: Option<NodeId>,
    ) -> Option<NodeId> {
        let module = self.parse_module_name_opt(module)?;
        let is_member_like_friend = scope.is_some() && self.consume_char(b'F');
        self.consume_char(b'L');

        let mut scope = scope;
        let c = self.look();
        let mut result = if (b'1'..=b'9').contains(&c) {
            self.parse_source_name()?
        } else if c == b'U' {
            self.parse_unnamed_type_name(state.as_deref_mut())?
        } else if self.consume_if(b"DC") {
            let mut bindings = Vec::new();
            loop {
                bindings.push(self.parse_source_name()?);
                if self.consume_char(b'E') {
                    break;
                }
            }
            self.make_plain(Kind::StructuredBinding(bindings))?
        } else if c == b'C' || c == b'D' {
            let scope_node = match scope {
                Some(s) if module.is_none() => s,
                _ => return None,
            };
            let (name, new_scope) = self.parse_ctor_dtor_name(scope_node, state.as_deref_mut())?;
            scope = Some(new_scope);
            name
        } else {
            self.parse_operator_name(state)?
        };

        if let Some(module) = module {
            result = self.make_plain(Kind::ModuleEntity {
                module,
                name: result,
            })?;
        }
        result = self.parse_abi_tags(result)?;
        match scope {
            Some(qual) if is_member_like_friend => {
                self.make_plain(Kind::MemberLikeFriend { qual, name: result })
            }
            Some(qual) => self.make_plain(Kind::Nested { qual, name: result }),
            None => Some(result),
        }
    }

    /// `W <source-name>` / `WP <source-name>` module prefixes, each of which
    /// becomes a substitution candidate. Returns the innermost module.
    fn parse_module_name_opt(&mut self, mut module: Option<NodeId>) -> Option<Option<NodeId>> {
        while self.consume_char(b'W') {
            let partition = self.consume_char(b'P');
            let name = self.parse_source_name()?;
            let node = self.make_plain(Kind::Module {
                parent: module,
                name,
                partition,
            })?;
            self.subs.push(node);
            module = Some(node);
        }
        Some(module)
    }

    pub(crate) fn parse_source_name(&mut self) -> Option<NodeId> {
        let length = self.parse_positive_integer()?;
        if self.num_left() < length || length == 0 {
            return None;
        }
        let name = self.slice(self.pos, self.pos + length);
        self.pos += length;
        if name.starts_with(b"_GLOBAL__N") {
            return self.make_name(b"(anonymous namespace)");
        }
        self.make_name(name)
    }

    pub(crate) fn parse_unnamed_type_name(
        &mut self,
        state: Option<&mut NameState>,
    ) -> Option<NodeId> {
        if state.is_some() {
            self.template_params.clear();
        }
        if self.consume_if(b"Ut") {
            let count = self.parse_number(false);
            if !self.consume_char(b'_') {
                return None;
            }
            return self.make_plain(Kind::UnnamedType(count));
        }
        if self.consume_if(b"Ul") {
            return self.parse_closure_type();
        }
        if self.consume_if(b"Ub") {
            self.parse_number(false);
            if !self.consume_char(b'_') {
                return None;
            }
            return self.make_name(b"'block-literal'");
        }
        None
    }

    /// The rest of `Ul <lambda-sig> E [<number>] _`.
    fn parse_closure_type(&mut self) -> Option<NodeId> {
        let saved_lambda_level = self.lambda_params_level;
        let saved_levels = self.template_params.len();
        self.lambda_params_level = saved_levels;
        let list = self.push_scoped_list();
        let result = self.parse_closure_type_in_scope(list);
        self.pop_scoped_list(saved_levels);
        self.lambda_params_level = saved_lambda_level;
        result
    }

    fn parse_closure_type_in_scope(&mut self, list: usize) -> Option<NodeId> {
        let mut template_params = Vec::new();
        while self.is_template_param_decl() {
            template_params.push(self.parse_template_param_decl(Some(list))?);
        }
        if template_params.is_empty() {
            self.template_params.pop();
        }
        let mut requires1 = None;
        if self.consume_char(b'Q') {
            requires1 = Some(self.parse_constraint_expr()?);
        }
        let mut params = Vec::new();
        if !self.consume_char(b'v') {
            loop {
                params.push(self.parse_type()?);
                if self.look() == b'E' || self.look() == b'Q' {
                    break;
                }
            }
        }
        let mut requires2 = None;
        if self.consume_char(b'Q') {
            requires2 = Some(self.parse_constraint_expr()?);
        }
        if !self.consume_char(b'E') {
            return None;
        }
        let count = self.parse_number(false);
        if !self.consume_char(b'_') {
            return None;
        }
        self.make_plain(Kind::Closure {
            template_params,
            requires1,
            params,
            requires2,
            count,
        })
    }

    /// Opens a new level of template parameters (LLVM's
    /// `ScopedTemplateParamList`) and returns its list index.
    fn push_scoped_list(&mut self) -> usize {
        let index = self.scoped_lists.len();
        self.scoped_lists.push(Vec::new());
        self.template_params.push(ParamList::Scoped(index));
        index
    }

    fn pop_scoped_list(&mut self, levels_before: usize) {
        self.scoped_lists.pop();
        self.template_params.truncate(levels_before);
    }

    pub(crate) fn is_template_param_decl(&self) -> bool {
        self.look() == b'T' && matches!(self.look_at(1), b'y' | b'p' | b't' | b'n' | b'k')
    }

    /// A template parameter declaration (`Ty`, `Tk`, `Tn`, `Tt`, `Tp`). The
    /// invented name (`$T`, `$N0`, ...) is appended to `list` when given, so
    /// that later `T_` references find it.
    pub(crate) fn parse_template_param_decl(&mut self, list: Option<usize>) -> Option<NodeId> {
        self.enter()?;
        let result = self.parse_template_param_decl_body(list);
        self.leave();
        result
    }

    fn invent_template_param_name(
        &mut self,
        kind: TemplateParamKind,
        list: Option<usize>,
    ) -> Option<NodeId> {
        let counter = &mut self.synthetic_param_counts[kind as usize];
        let index = *counter;
        *counter = counter.wrapping_add(1);
        let name = self.make_plain(Kind::SyntheticTemplateParam { kind, index })?;
        if let Some(list) = list {
            self.scoped_lists.get_mut(list)?.push(name);
        }
        Some(name)
    }

    fn parse_template_param_decl_body(&mut self, list: Option<usize>) -> Option<NodeId> {
        if self.consume_if(b"Ty") {
            let name = self.invent_template_param_name(TemplateParamKind::Type, list)?;
            return self.make_with_rhs(Kind::TypeParamDecl(name));
        }
        if self.consume_if(b"Tk") {
            let constraint = self.parse_name(None)?;
            let name = self.invent_template_param_name(TemplateParamKind::Type, list)?;
            return self.make_with_rhs(Kind::ConstrainedTypeParamDecl { constraint, name });
        }
        if self.consume_if(b"Tn") {
            let name = self.invent_template_param_name(TemplateParamKind::NonType, list)?;
            let ty = self.parse_type()?;
            return self.make_with_rhs(Kind::NonTypeParamDecl { name, ty });
        }
        if self.consume_if(b"Tt") {
            let name = self.invent_template_param_name(TemplateParamKind::Template, list)?;
            let levels_before = self.template_params.len();
            let inner_list = self.push_scoped_list();
            let result = self.parse_template_template_params(name, inner_list);
            self.pop_scoped_list(levels_before);
            return result;
        }
        if self.consume_if(b"Tp") {
            let param = self.parse_template_param_decl(list)?;
            return self.make_with_rhs(Kind::ParamPackDecl(param));
        }
        None
    }

    fn parse_template_template_params(
        &mut self,
        name: NodeId,
        inner_list: usize,
    ) -> Option<NodeId> {
        let mut params = Vec::new();
        let mut requires = None;
        while !self.consume_char(b'E') {
            params.push(self.parse_template_param_decl(Some(inner_list))?);
            if self.consume_char(b'Q') {
                requires = Some(self.parse_constraint_expr()?);
                if !self.consume_char(b'E') {
                    return None;
                }
                break;
            }
        }
        self.make_with_rhs(Kind::TemplateTemplateParamDecl {
            name,
            params,
            requires,
        })
    }

    fn parse_ctor_dtor_name(
        &mut self,
        scope: NodeId,
        state: Option<&mut NameState>,
    ) -> Option<(NodeId, NodeId)> {
        let mut scope = scope;
        if let Kind::SpecialSubstitution {
            which,
            expanded: false,
        } = self.node(scope).kind
        {
            scope = self.make_plain(Kind::SpecialSubstitution {
                which,
                expanded: true,
            })?;
        }
        if self.consume_char(b'C') {
            let inherited = self.consume_char(b'I');
            if !matches!(self.look(), b'1'..=b'5') {
                return None;
            }
            self.pos += 1;
            let mut state = state;
            if let Some(state) = state.as_deref_mut() {
                state.ctor_dtor_conversion = true;
            }
            if inherited {
                self.parse_name(state)?;
            }
            let name = self.make_plain(Kind::CtorDtor {
                base: scope,
                is_dtor: false,
            })?;
            return Some((name, scope));
        }
        if self.look() == b'D' && matches!(self.look_at(1), b'0' | b'1' | b'2' | b'4' | b'5') {
            self.pos += 2;
            if let Some(state) = state {
                state.ctor_dtor_conversion = true;
            }
            let name = self.make_plain(Kind::CtorDtor {
                base: scope,
                is_dtor: true,
            })?;
            return Some((name, scope));
        }
        None
    }

    fn parse_nested_name(&mut self, mut state: Option<&mut NameState>) -> Option<NodeId> {
        if !self.consume_char(b'N') {
            return None;
        }
        if !self.consume_char(b'H') {
            let cv = self.parse_cv_qualifiers();
            let ref_qual = if self.consume_char(b'O') {
                RefQual::RValue
            } else if self.consume_char(b'R') {
                RefQual::LValue
            } else {
                RefQual::None
            };
            if let Some(state) = state.as_deref_mut() {
                state.cv = cv;
                state.ref_qual = ref_qual;
            }
        } else if let Some(state) = state.as_deref_mut() {
            state.explicit_object_param = true;
        }

        let mut so_far: Option<NodeId> = None;
        while !self.consume_char(b'E') {
            if let Some(state) = state.as_deref_mut() {
                state.ends_with_template_args = false;
            }
            let c = self.look();
            if c == b'T' {
                if so_far.is_some() {
                    return None;
                }
                so_far = Some(self.parse_template_param()?);
            } else if c == b'I' {
                let prefix = so_far?;
                let args = self.parse_template_args(state.is_some())?;
                if matches!(self.node(prefix).kind, Kind::NameWithTemplateArgs { .. }) {
                    return None;
                }
                if let Some(state) = state.as_deref_mut() {
                    state.ends_with_template_args = true;
                }
                so_far = Some(self.make_plain(Kind::NameWithTemplateArgs { name: prefix, args })?);
            } else if c == b'D' && matches!(self.look_at(1), b't' | b'T') {
                if so_far.is_some() {
                    return None;
                }
                so_far = Some(self.parse_decltype()?);
            } else {
                let mut module = None;
                if c == b'S' {
                    let sub = if self.look_at(1) == b't' {
                        self.pos += 2;
                        self.make_name(b"std")?
                    } else {
                        self.parse_substitution()?
                    };
                    if matches!(self.node(sub).kind, Kind::Module { .. }) {
                        module = Some(sub);
                    } else if so_far.is_some() {
                        return None;
                    } else {
                        // A substitution is already a candidate: do not add it again.
                        so_far = Some(sub);
                        continue;
                    }
                }
                so_far = Some(self.parse_unqualified_name(state.as_deref_mut(), so_far, module)?);
            }
            self.subs.push(so_far?);
            self.consume_char(b'M');
        }
        let result = so_far?;
        // The complete nested name is not a candidate by itself: the caller
        // decides (a function name never is, a type is pushed by parse_type).
        self.subs.pop()?;
        Some(result)
    }

    pub(crate) fn parse_abi_tags(&mut self, node: NodeId) -> Option<NodeId> {
        let mut node = node;
        while self.consume_char(b'B') {
            let tag = self.parse_bare_source_name()?;
            if tag.is_empty() {
                return None;
            }
            node = self.make_inheriting(Kind::AbiTag { base: node, tag }, node)?;
        }
        Some(node)
    }

    pub(crate) fn parse_substitution(&mut self) -> Option<NodeId> {
        if !self.consume_char(b'S') {
            return None;
        }
        let c = self.look();
        if c.is_ascii_lowercase() {
            let which = match c {
                b'a' => SpecialSub::Allocator,
                b'b' => SpecialSub::BasicString,
                b'd' => SpecialSub::IOStream,
                b'i' => SpecialSub::IStream,
                b'o' => SpecialSub::OStream,
                b's' => SpecialSub::String,
                _ => return None,
            };
            self.pos += 1;
            let special = self.make_plain(Kind::SpecialSubstitution {
                which,
                expanded: false,
            })?;
            let with_tags = self.parse_abi_tags(special)?;
            if with_tags != special {
                self.subs.push(with_tags);
            }
            return Some(with_tags);
        }
        if self.consume_char(b'_') {
            return self.subs.first().copied();
        }
        let index = self.parse_seq_id()?.wrapping_add(1);
        if !self.consume_char(b'_') || index >= self.subs.len() {
            return None;
        }
        Some(self.subs[index])
    }

    /// `T_`, `T<n>_`, `TL<level>__`, `TL<level>_<n>_`.
    pub(crate) fn parse_template_param(&mut self) -> Option<NodeId> {
        let begin = self.pos;
        if !self.consume_char(b'T') {
            return None;
        }
        let mut level = 0usize;
        if self.consume_char(b'L') {
            level = self.parse_positive_integer()?.wrapping_add(1);
            if !self.consume_char(b'_') {
                return None;
            }
        }
        let mut index = 0usize;
        if !self.consume_char(b'_') {
            index = self.parse_positive_integer()?.wrapping_add(1);
            if !self.consume_char(b'_') {
                return None;
            }
        }

        if self.in_constraint_expr {
            // Inside a requires-clause LLVM prints the parameter's mangling.
            let text = self.slice(begin, self.pos - 1);
            return self.make_name(text);
        }

        if self.permit_forward_refs && level == 0 {
            let mut node = Node::plain(Kind::ForwardRef {
                index,
                target: None,
            });
            node.rhs_cache = Cache::Unknown;
            node.array_cache = Cache::Unknown;
            node.function_cache = Cache::Unknown;
            let id = self.make(node)?;
            self.forward_refs.push(id);
            return Some(id);
        }

        let found = self
            .template_params
            .get(level)
            .and_then(|&list| self.param_list(list))
            .and_then(|list| list.get(index).copied());
        if let Some(found) = found {
            return Some(found);
        }
        if self.lambda_params_level == level && level <= self.template_params.len() {
            if level == self.template_params.len() {
                self.template_params.push(ParamList::Missing);
            }
            return self.make_name(b"auto");
        }
        None
    }

    /// `I <template-arg>+ E`. With `tag_templates` (the template arguments of
    /// an encoding's name) the arguments also become what `T_` refers to.
    pub(crate) fn parse_template_args(&mut self, tag_templates: bool) -> Option<NodeId> {
        self.enter()?;
        let result = self.parse_template_args_body(tag_templates);
        self.leave();
        result
    }

    fn parse_template_args_body(&mut self, tag_templates: bool) -> Option<NodeId> {
        if !self.consume_char(b'I') {
            return None;
        }
        if tag_templates {
            self.template_params.clear();
            self.template_params.push(ParamList::Outer);
            self.outer_params.clear();
        }
        let mut args = Vec::new();
        while !self.consume_char(b'E') {
            let arg = self.parse_template_arg()?;
            args.push(arg);
            if tag_templates {
                let entry = match &self.node(arg).kind {
                    Kind::TemplateParamQualifiedArg { arg } => *arg,
                    _ => arg,
                };
                let entry = match &self.node(arg).kind {
                    Kind::TemplateArgumentPack(elements) => {
                        let elements = elements.clone();
                        self.make_parameter_pack(elements)?
                    }
                    _ => entry,
                };
                self.outer_params.push(entry);
            }
            if self.consume_char(b'Q') {
                // The requires-clause is parsed (so it is validated) but, as
                // in LLVM 19, not printed.
                self.parse_constraint_expr()?;
                if !self.consume_char(b'E') {
                    return None;
                }
                break;
            }
        }
        self.make_plain(Kind::TemplateArgs { args })
    }

    /// Allows forward template references while parsing a conversion
    /// operator's type (`cv <type>`), without template arguments on it.
    pub(crate) fn parse_conversion_operator_type(&mut self, has_state: bool) -> Option<NodeId> {
        let saved_try = self.try_template_args;
        let saved_permit = self.permit_forward_refs;
        self.try_template_args = false;
        self.permit_forward_refs = saved_permit || has_state;
        let ty = self.parse_type();
        self.try_template_args = saved_try;
        self.permit_forward_refs = saved_permit;
        ty
    }
}
