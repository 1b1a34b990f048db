//! The syntax tree the parser builds and the printer walks.
//!
//! Nodes live in one arena (`Vec<Node>`) and refer to each other by index, so
//! substitutions (`S_`) and template-parameter references (`T_`) can share a
//! node without reference counting. The graph is usually a DAG, but a forward
//! template reference (from a conversion operator's type) is patched after the
//! fact and may point back at a node that contains it, so the printer guards
//! against cycles exactly where LLVM does.
//!
//! Text is kept as byte slices: either static spellings (`b"int"`) or slices
//! of the mangled input, which need not be valid UTF-8 on their own.

use alloc::vec::Vec;

pub(crate) type NodeId = u32;
pub(crate) type Text<'a> = &'a [u8];

/// Three-valued answer to "does this node print something after its name /
/// is it an array / is it a function". `Unknown` means "ask the children at
/// print time", which matters for parameter packs and forward references.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Cache {
    Yes,
    No,
    Unknown,
}

/// Expression precedence, loosest last; used to decide where parentheses go.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) enum Prec {
    Primary,
    Postfix,
    Unary,
    Cast,
    PtrMem,
    Multiplicative,
    Additive,
    Shift,
    Spaceship,
    Relational,
    Equality,
    And,
    Xor,
    Ior,
    AndIf,
    OrIf,
    Conditional,
    Assign,
    Comma,
    Default,
}

/// cv-qualifier bit set, as in `<CV-qualifiers> ::= [r] [V] [K]`.
pub(crate) const QUAL_CONST: u8 = 1;
pub(crate) const QUAL_VOLATILE: u8 = 2;
pub(crate) const QUAL_RESTRICT: u8 = 4;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum RefQual {
    None,
    LValue,
    RValue,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum SpecialSub {
    Allocator,
    BasicString,
    String,
    IStream,
    OStream,
    IOStream,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum TemplateParamKind {
    Type,
    NonType,
    Template,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FloatKind {
    Float,
    Double,
    LongDouble,
}

pub(crate) struct Node<'a> {
    pub kind: Kind<'a>,
    pub prec: Prec,
    pub rhs_cache: Cache,
    pub array_cache: Cache,
    pub function_cache: Cache,
}

/// One variant per LLVM node class that this demangler can produce.
pub(crate) enum Kind<'a> {
    /// A comma-separated list (the operand of `sizeof...(...)` over `sP`).
    List(Vec<NodeId>),
    /// `name (.suffix)` for clone suffixes such as `.cold` or `.kd`.
    DotSuffix {
        prefix: NodeId,
        suffix: Text<'a>,
    },
    VendorExtQual {
        ty: NodeId,
        ext: Text<'a>,
        args: Option<NodeId>,
    },
    Qual {
        child: NodeId,
        quals: u8,
    },
    ConversionOperatorType(NodeId),
    PostfixQualified {
        ty: NodeId,
        postfix: Text<'a>,
    },
    Name(Text<'a>),
    BitInt {
        size: NodeId,
        signed: bool,
    },
    Elaborated {
        keyword: Text<'a>,
        child: NodeId,
    },
    Transformed {
        transform: Text<'a>,
        base: NodeId,
    },
    AbiTag {
        base: NodeId,
        tag: Text<'a>,
    },
    EnableIf(Vec<NodeId>),
    ObjCProto {
        ty: NodeId,
        protocol: Text<'a>,
    },
    Pointer(NodeId),
    Reference {
        pointee: NodeId,
        rvalue: bool,
    },
    PointerToMember {
        class: NodeId,
        member: NodeId,
    },
    Array {
        base: NodeId,
        dimension: Option<NodeId>,
    },
    Function {
        ret: NodeId,
        params: Vec<NodeId>,
        cv: u8,
        ref_qual: RefQual,
        exception: Option<NodeId>,
    },
    NoexceptSpec(NodeId),
    DynamicExceptionSpec(Vec<NodeId>),
    ExplicitObjectParameter(NodeId),
    FunctionEncoding {
        ret: Option<NodeId>,
        name: NodeId,
        params: Vec<NodeId>,
        attrs: Option<NodeId>,
        requires: Option<NodeId>,
        cv: u8,
        ref_qual: RefQual,
    },
    LiteralOperator(NodeId),
    SpecialName {
        prefix: Text<'a>,
        child: NodeId,
    },
    CtorVtable {
        first: NodeId,
        second: NodeId,
    },
    Nested {
        qual: NodeId,
        name: NodeId,
    },
    MemberLikeFriend {
        qual: NodeId,
        name: NodeId,
    },
    Module {
        parent: Option<NodeId>,
        name: NodeId,
        partition: bool,
    },
    ModuleEntity {
        module: NodeId,
        name: NodeId,
    },
    Local {
        encoding: NodeId,
        entity: NodeId,
    },
    Qualified {
        qualifier: NodeId,
        name: NodeId,
    },
    Vector {
        base: NodeId,
        dimension: Option<NodeId>,
    },
    PixelVector(NodeId),
    BinaryFloat(NodeId),
    SyntheticTemplateParam {
        kind: TemplateParamKind,
        index: u32,
    },
    TemplateParamQualifiedArg {
        arg: NodeId,
    },
    TypeParamDecl(NodeId),
    ConstrainedTypeParamDecl {
        constraint: NodeId,
        name: NodeId,
    },
    NonTypeParamDecl {
        name: NodeId,
        ty: NodeId,
    },
    TemplateTemplateParamDecl {
        name: NodeId,
        params: Vec<NodeId>,
        requires: Option<NodeId>,
    },
    ParamPackDecl(NodeId),
    /// A template argument pack as seen through `T_`: prints one element at a
    /// time under an enclosing pack expansion.
    ParameterPack(Vec<NodeId>),
    TemplateArgumentPack(Vec<NodeId>),
    PackExpansion(NodeId),
    TemplateArgs {
        args: Vec<NodeId>,
    },
    /// `T_` inside a conversion operator's type, resolved once the enclosing
    /// template arguments are known.
    ForwardRef {
        index: usize,
        target: Option<NodeId>,
    },
    NameWithTemplateArgs {
        name: NodeId,
        args: NodeId,
    },
    GlobalQualified(NodeId),
    SpecialSubstitution {
        which: SpecialSub,
        expanded: bool,
    },
    CtorDtor {
        base: NodeId,
        is_dtor: bool,
    },
    Dtor(NodeId),
    UnnamedType(Text<'a>),
    Closure {
        template_params: Vec<NodeId>,
        requires1: Option<NodeId>,
        params: Vec<NodeId>,
        requires2: Option<NodeId>,
        count: Text<'a>,
    },
    StructuredBinding(Vec<NodeId>),
    Binary {
        lhs: NodeId,
        op: Text<'a>,
        rhs: NodeId,
    },
    Subscript {
        base: NodeId,
        index: NodeId,
    },
    Postfix {
        child: NodeId,
        op: Text<'a>,
    },
    Conditional {
        cond: NodeId,
        then: NodeId,
        otherwise: NodeId,
    },
    Member {
        lhs: NodeId,
        op: Text<'a>,
        rhs: NodeId,
    },
    Subobject {
        ty: NodeId,
        sub: NodeId,
        offset: Text<'a>,
    },
    Enclosing {
        prefix: Text<'a>,
        infix: NodeId,
    },
    Cast {
        cast: Text<'a>,
        to: NodeId,
        from: NodeId,
    },
    SizeofPack(NodeId),
    Call {
        callee: NodeId,
        args: Vec<NodeId>,
    },
    New {
        exprs: Vec<NodeId>,
        ty: NodeId,
        inits: Vec<NodeId>,
        global: bool,
        array: bool,
    },
    Delete {
        op: NodeId,
        global: bool,
        array: bool,
    },
    Prefix {
        op: Text<'a>,
        child: NodeId,
    },
    FunctionParam(Text<'a>),
    Conversion {
        ty: NodeId,
        exprs: Vec<NodeId>,
    },
    PointerToMemberConversion {
        ty: NodeId,
        sub: NodeId,
    },
    InitList {
        ty: Option<NodeId>,
        inits: Vec<NodeId>,
    },
    Fold {
        left: bool,
        op: Text<'a>,
        pack: NodeId,
        init: Option<NodeId>,
    },
    Throw(NodeId),
    Bool(bool),
    StringLiteral(NodeId),
    Lambda(NodeId),
    EnumLiteral {
        ty: NodeId,
        value: Text<'a>,
    },
    IntegerLiteral {
        ty: Text<'a>,
        value: Text<'a>,
    },
    FloatLiteral {
        kind: FloatKind,
        digits: Text<'a>,
    },
    Braced {
        elem: NodeId,
        init: NodeId,
        array: bool,
    },
    BracedRange {
        first: NodeId,
        last: NodeId,
        init: NodeId,
    },
    Requires {
        params: Vec<NodeId>,
        requirements: Vec<NodeId>,
    },
    ExprRequirement {
        expr: NodeId,
        noexcept: bool,
        constraint: Option<NodeId>,
    },
    TypeRequirement(NodeId),
    NestedRequirement(NodeId),
}

impl<'a> Node<'a> {
    /// A node with LLVM's default properties: primary precedence, nothing
    /// printed on the right, not an array, not a function.
    pub(crate) fn plain(kind: Kind<'a>) -> Self {
        Node {
            kind,
            prec: Prec::Primary,
            rhs_cache: Cache::No,
            array_cache: Cache::No,
            function_cache: Cache::No,
        }
    }
}
