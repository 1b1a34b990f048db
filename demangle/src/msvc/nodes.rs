//! The syntax tree of a Microsoft mangled name, in an arena (`Vec<Node>`, indexed by
//! `Id`), shaped like LLVM's `MicrosoftDemangleNodes.h`: names are shared between the
//! places that reference them (name and parameter back-references point at the same
//! node), and some nodes are filled in after they are created, as LLVM does.

use alloc::boxed::Box;
use alloc::vec::Vec;

pub(super) type Id = usize;

/// Type qualifiers (LLVM's `Qualifiers`).
pub(super) const Q_CONST: u8 = 1;
pub(super) const Q_VOLATILE: u8 = 2;
pub(super) const Q_UNALIGNED: u8 = 1 << 4;
pub(super) const Q_RESTRICT: u8 = 1 << 5;
pub(super) const Q_POINTER64: u8 = 1 << 6;

/// Function classes (LLVM's `FuncClass`).
pub(super) const FC_PUBLIC: u16 = 1;
pub(super) const FC_PROTECTED: u16 = 1 << 1;
pub(super) const FC_PRIVATE: u16 = 1 << 2;
pub(super) const FC_GLOBAL: u16 = 1 << 3;
pub(super) const FC_STATIC: u16 = 1 << 4;
pub(super) const FC_VIRTUAL: u16 = 1 << 5;
pub(super) const FC_FAR: u16 = 1 << 6;
pub(super) const FC_EXTERN_C: u16 = 1 << 7;
pub(super) const FC_NO_PARAMETER_LIST: u16 = 1 << 8;
pub(super) const FC_VIRTUAL_THIS_ADJUST: u16 = 1 << 9;
pub(super) const FC_VIRTUAL_THIS_ADJUST_EX: u16 = 1 << 10;
pub(super) const FC_STATIC_THIS_ADJUST: u16 = 1 << 11;

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Affinity {
    None,
    Pointer,
    Reference,
    RValueReference,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum RefQualifier {
    None,
    Reference,
    RValueReference,
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum StorageClass {
    None,
    PrivateStatic,
    ProtectedStatic,
    PublicStatic,
    Global,
    FunctionLocalStatic,
}

/// The `this` adjustment of a thunk.
#[derive(Clone, Copy, Default)]
pub(super) struct ThisAdjust {
    pub static_offset: u32,
    pub vbptr_offset: i32,
    pub vboffset_offset: i32,
    pub vtordisp_offset: i32,
}

#[derive(Clone)]
pub(super) struct FuncSig {
    /// The calling convention's text (empty for none).
    pub call_conv: &'static str,
    pub class: u16,
    pub ref_qualifier: RefQualifier,
    pub return_type: Option<Id>,
    pub variadic: bool,
    /// `None` is an empty (`void`) list.
    pub params: Option<Vec<Id>>,
    pub noexcept: bool,
    /// Set for thunks (LLVM's `ThunkSignatureNode`).
    pub thunk: Option<ThisAdjust>,
}

impl Default for FuncSig {
    fn default() -> Self {
        FuncSig {
            call_conv: "",
            class: FC_GLOBAL,
            ref_qualifier: RefQualifier::None,
            return_type: None,
            variadic: false,
            params: None,
            noexcept: false,
            thunk: None,
        }
    }
}

pub(super) enum TypeKind {
    Primitive(&'static str),
    Function(Box<FuncSig>),
    Pointer {
        affinity: Affinity,
        class_parent: Option<Id>,
        pointee: Option<Id>,
    },
    Tag {
        keyword: &'static str,
        name: Option<Id>,
    },
    Array {
        dimensions: Vec<u64>,
        element: Option<Id>,
    },
    Custom {
        identifier: Option<Id>,
    },
}

pub(super) enum IdentKind {
    Named(Vec<u8>),
    VcallThunk(u64),
    LocalStaticGuard {
        thread: bool,
        scope_index: u32,
    },
    /// An operator or special member function; `None` prints nothing.
    Intrinsic(Option<&'static str>),
    Conversion {
        target: Option<Id>,
    },
    DynamicStructor {
        variable: Option<Id>,
        name: Option<Id>,
        destructor: bool,
    },
    Structor {
        class: Option<Id>,
        destructor: bool,
    },
    LiteralOperator(Vec<u8>),
    RttiBaseClassDescriptor {
        nv_offset: u32,
        vbptr_offset: i32,
        vbtable_offset: u32,
        flags: u32,
    },
}

pub(super) enum SymbolKind {
    /// Prints its name only (MD5 names, local static guards).
    NameOnly,
    StringLiteral {
        prefix: &'static str,
        text: Vec<u8>,
        truncated: bool,
    },
    Variable {
        storage: StorageClass,
        ty: Option<Id>,
    },
    Function {
        signature: Option<Id>,
    },
    SpecialTable {
        target: Option<Id>,
        quals: u8,
    },
}

pub(super) enum Node {
    Type {
        quals: u8,
        kind: TypeKind,
    },
    Ident {
        template_params: Option<Vec<Id>>,
        kind: IdentKind,
    },
    QualifiedName(Vec<Id>),
    TemplateParamRef {
        symbol: Option<Id>,
        offsets: Vec<i64>,
        affinity: Affinity,
    },
    Integer {
        value: u64,
        negative: bool,
    },
    Symbol {
        name: Option<Id>,
        kind: SymbolKind,
    },
}
