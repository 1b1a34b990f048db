//! Special names: RTTI descriptors, vftables and vbtables, vcall thunks, local static
//! guards, dynamic initializers and atexit destructors, string literals (in
//! `literal`), MD5 names and RTTI type descriptor names.

use super::nodes::*;
use super::{Demangler, QualMode};

/// Special names after `??_`/`??__`.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Special {
    Vftable,
    Vbtable,
    VcallThunk,
    Typeof,
    LocalStaticGuard,
    StringLiteral,
    UdtReturning,
    RttiTypeDescriptor,
    RttiBaseClassDescriptor,
    RttiBaseClassArray,
    RttiClassHierarchyDescriptor,
    RttiCompleteObjLocator,
    LocalVftable,
    DynamicInitializer,
    DynamicAtexitDestructor,
    LocalStaticThreadGuard,
}

const SPECIALS: &[(&[u8], Special)] = &[
    (b"?_7", Special::Vftable),
    (b"?_8", Special::Vbtable),
    (b"?_9", Special::VcallThunk),
    (b"?_A", Special::Typeof),
    (b"?_B", Special::LocalStaticGuard),
    (b"?_C", Special::StringLiteral),
    (b"?_P", Special::UdtReturning),
    (b"?_R0", Special::RttiTypeDescriptor),
    (b"?_R1", Special::RttiBaseClassDescriptor),
    (b"?_R2", Special::RttiBaseClassArray),
    (b"?_R3", Special::RttiClassHierarchyDescriptor),
    (b"?_R4", Special::RttiCompleteObjLocator),
    (b"?_S", Special::LocalVftable),
    (b"?__E", Special::DynamicInitializer),
    (b"?__F", Special::DynamicAtexitDestructor),
    (b"?__J", Special::LocalStaticThreadGuard),
];

impl Demangler<'_> {
    pub(super) fn typeinfo_name(&mut self) -> Option<Id> {
        self.eat(b'.');
        let ty = self.demangle_type(QualMode::Result);
        if self.error || !self.rest.is_empty() {
            return self.fail();
        }
        Some(self.synthesized_variable(ty, b"`RTTI Type Descriptor Name'"))
    }

    pub(super) fn synthesized_variable(&mut self, ty: Option<Id>, description: &[u8]) -> Id {
        let name = self.named(description);
        let qualified = self.qualified(alloc::vec![name]);
        self.add(Node::Symbol {
            name: Some(qualified),
            kind: SymbolKind::Variable {
                storage: StorageClass::None,
                ty,
            },
        })
    }

    /// `??@<32 hex digits>@[??_R4@]`: printed as it is.
    pub(super) fn md5_name(&mut self) -> Option<Id> {
        let start = self.rest;
        let Some(at) = self.rest[3..].iter().position(|&c| c == b'@') else {
            return self.fail();
        };
        self.rest = &self.rest[3 + at + 1..];
        self.eat_str(b"??_R4@");
        let consumed = &start[..start.len() - self.rest.len()];
        let name = self.named(consumed);
        let qualified = self.qualified(alloc::vec![name]);
        Some(self.add(Node::Symbol {
            name: Some(qualified),
            kind: SymbolKind::NameOnly,
        }))
    }

    pub(super) fn special_intrinsic(&mut self) -> Option<Id> {
        let kind = SPECIALS
            .iter()
            .find(|(prefix, _)| self.starts_with(prefix))
            .map(|&(prefix, kind)| {
                self.rest = &self.rest[prefix.len()..];
                kind
            })?;
        match kind {
            Special::StringLiteral => self.string_literal(),
            Special::Vftable => self.special_table(b"`vftable'"),
            Special::Vbtable => self.special_table(b"`vbtable'"),
            Special::LocalVftable => self.special_table(b"`local vftable'"),
            Special::RttiCompleteObjLocator => {
                self.special_table(b"`RTTI Complete Object Locator'")
            }
            Special::VcallThunk => self.vcall_thunk(),
            Special::LocalStaticGuard => self.local_static_guard(false),
            Special::LocalStaticThreadGuard => self.local_static_guard(true),
            Special::RttiTypeDescriptor => {
                let ty = self.demangle_type(QualMode::Result);
                if self.error || !self.eat_str(b"@8") || !self.rest.is_empty() {
                    return self.fail();
                }
                Some(self.synthesized_variable(ty, b"`RTTI Type Descriptor'"))
            }
            Special::RttiBaseClassArray => self.untyped_variable(b"`RTTI Base Class Array'"),
            Special::RttiClassHierarchyDescriptor => {
                self.untyped_variable(b"`RTTI Class Hierarchy Descriptor'")
            }
            Special::RttiBaseClassDescriptor => self.rtti_base_class_descriptor(),
            Special::DynamicInitializer => self.init_fini_stub(false),
            Special::DynamicAtexitDestructor => self.init_fini_stub(true),
            Special::Typeof | Special::UdtReturning => self.fail(),
        }
    }

    pub(super) fn special_table(&mut self, description: &[u8]) -> Option<Id> {
        let name = self.named(description);
        let qualified = self.name_scope_chain(name);
        let symbol = self.add(Node::Symbol {
            name: qualified,
            kind: SymbolKind::SpecialTable {
                target: None,
                quals: 0,
            },
        });
        match self.next() {
            Some(b'6' | b'7') => {}
            _ => return self.fail(),
        }
        let (quals, _) = self.qualifiers();
        let target = if self.eat(b'@') {
            None
        } else {
            self.fully_qualified_type_name()
        };
        if let Node::Symbol {
            kind:
                SymbolKind::SpecialTable {
                    target: t,
                    quals: q,
                },
            ..
        } = &mut self.nodes[symbol]
        {
            *t = target;
            *q = quals;
        }
        Some(symbol)
    }

    pub(super) fn local_static_guard(&mut self, thread: bool) -> Option<Id> {
        let guard = self.ident(IdentKind::LocalStaticGuard {
            thread,
            scope_index: 0,
        });
        let qualified = self.name_scope_chain(guard);
        let symbol = self.add(Node::Symbol {
            name: qualified,
            kind: SymbolKind::NameOnly,
        });
        if !self.eat_str(b"4IA") && !self.eat(b'5') {
            return self.fail();
        }
        if !self.rest.is_empty() {
            let index = self.unsigned() as u32;
            if let Some(IdentKind::LocalStaticGuard { scope_index, .. }) =
                self.ident_kind_mut(guard)
            {
                *scope_index = index;
            }
        }
        Some(symbol)
    }

    pub(super) fn untyped_variable(&mut self, description: &[u8]) -> Option<Id> {
        let name = self.named(description);
        let qualified = self.name_scope_chain(name);
        let symbol = self.add(Node::Symbol {
            name: qualified,
            kind: SymbolKind::Variable {
                storage: StorageClass::None,
                ty: None,
            },
        });
        if self.eat(b'8') {
            Some(symbol)
        } else {
            self.fail()
        }
    }

    pub(super) fn rtti_base_class_descriptor(&mut self) -> Option<Id> {
        let nv_offset = self.unsigned() as u32;
        let vbptr_offset = self.signed() as i32;
        let vbtable_offset = self.unsigned() as u32;
        let flags = self.unsigned() as u32;
        if self.error {
            return None;
        }
        let descriptor = self.ident(IdentKind::RttiBaseClassDescriptor {
            nv_offset,
            vbptr_offset,
            vbtable_offset,
            flags,
        });
        let qualified = self.name_scope_chain(descriptor);
        self.eat(b'8');
        Some(self.add(Node::Symbol {
            name: qualified,
            kind: SymbolKind::Variable {
                storage: StorageClass::None,
                ty: None,
            },
        }))
    }

    /// `??__E`/`??__F`: a dynamic initializer or atexit destructor, for a variable
    /// (`?name@@<variable encoding>@@` or, as older Clang wrote it,
    /// `name@@<variable encoding>@`) or a function.
    pub(super) fn init_fini_stub(&mut self, destructor: bool) -> Option<Id> {
        let stub = self.ident(IdentKind::DynamicStructor {
            variable: None,
            name: None,
            destructor,
        });
        let known_static_member = self.eat(b'?');
        let symbol = self.declarator();
        let symbol = self.unless_failed(symbol)?;
        let is_variable = matches!(
            self.nodes[symbol],
            Node::Symbol {
                kind: SymbolKind::Variable { .. },
                ..
            }
        );
        let function = if is_variable {
            if let Some(IdentKind::DynamicStructor { variable, .. }) = self.ident_kind_mut(stub) {
                *variable = Some(symbol);
            }
            for _ in 0..if known_static_member { 2 } else { 1 } {
                if !self.eat(b'@') {
                    return self.fail();
                }
            }
            self.function_encoding()?
        } else {
            if known_static_member {
                return self.fail();
            }
            let name = self.symbol_name(symbol);
            if let Some(IdentKind::DynamicStructor { name: n, .. }) = self.ident_kind_mut(stub) {
                *n = name;
            }
            symbol
        };
        let qualified = self.qualified(alloc::vec![stub]);
        self.set_symbol_name(function, qualified);
        Some(function)
    }

    pub(super) fn vcall_thunk(&mut self) -> Option<Id> {
        let thunk = self.ident(IdentKind::VcallThunk(0));
        let name = self.name_scope_chain(thunk);
        if !self.error {
            self.error = !self.eat_str(b"$B");
        }
        if !self.error {
            let offset = self.unsigned();
            if let Some(IdentKind::VcallThunk(o)) = self.ident_kind_mut(thunk) {
                *o = offset;
            }
        }
        if !self.error {
            self.error = !self.eat(b'A');
        }
        let mut signature = FuncSig {
            class: FC_NO_PARAMETER_LIST,
            thunk: Some(ThisAdjust::default()),
            ..FuncSig::default()
        };
        if !self.error {
            signature.call_conv = self.calling_convention();
        }
        if self.error {
            return None;
        }
        let signature = self.add(Node::Type {
            quals: 0,
            kind: TypeKind::Function(alloc::boxed::Box::new(signature)),
        });
        Some(self.add(Node::Symbol {
            name,
            kind: SymbolKind::Function {
                signature: Some(signature),
            },
        }))
    }
}
