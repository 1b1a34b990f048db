//! The two-letter operator codes of `<operator-name>` and `<expression>`.

use crate::ast::Prec;

/// How an operator appears in an expression, which decides how its operands
/// are parsed and printed.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(crate) enum OpKind {
    Prefix,
    Postfix,
    Binary,
    /// `a[b]`
    Array,
    /// `a.b`, `a->b`, `a.*b`, `a->*b`
    Member,
    New,
    Delete,
    Call,
    /// `(type)expr`; as a name it is a conversion operator.
    CCast,
    Conditional,
    /// Only valid as a name (`operator co_await`).
    NameOnly,
    /// `static_cast<T>(e)` and friends; cannot be named as operators.
    NamedCast,
    /// `sizeof`, `alignof`, `typeid`; cannot be named as operators.
    OfIdOp,
}

pub(crate) struct OperatorInfo {
    pub code: [u8; 2],
    pub kind: OpKind,
    /// Kind-specific: array form for new/delete, type operand for `OfIdOp`,
    /// nameable for `Member`.
    pub flag: bool,
    pub prec: Prec,
    pub name: &'static [u8],
}

impl OperatorInfo {
    /// The spelling used in expressions: the name without `operator` and
    /// the space that may follow it.
    pub(crate) fn symbol(&self) -> &'static [u8] {
        if self.kind >= OpKind::NamedCast {
            return self.name;
        }
        let rest = self.name.strip_prefix(b"operator").unwrap_or(self.name);
        rest.strip_prefix(b" ").unwrap_or(rest)
    }
}

const fn op(
    code: &[u8; 2],
    kind: OpKind,
    flag: bool,
    prec: Prec,
    name: &'static [u8],
) -> OperatorInfo {
    OperatorInfo {
        code: *code,
        kind,
        flag,
        prec,
        name,
    }
}

use OpKind::*;

static OPERATORS: [OperatorInfo; 62] = [
    op(b"aN", Binary, false, Prec::Assign, b"operator&="),
    op(b"aS", Binary, false, Prec::Assign, b"operator="),
    op(b"aa", Binary, false, Prec::AndIf, b"operator&&"),
    op(b"ad", Prefix, false, Prec::Unary, b"operator&"),
    op(b"an", Binary, false, Prec::And, b"operator&"),
    op(b"at", OfIdOp, true, Prec::Unary, b"alignof "),
    op(b"aw", NameOnly, false, Prec::Primary, b"operator co_await"),
    op(b"az", OfIdOp, false, Prec::Unary, b"alignof "),
    op(b"cc", NamedCast, false, Prec::Postfix, b"const_cast"),
    op(b"cl", Call, false, Prec::Postfix, b"operator()"),
    op(b"cm", Binary, false, Prec::Comma, b"operator,"),
    op(b"co", Prefix, false, Prec::Unary, b"operator~"),
    op(b"cv", CCast, false, Prec::Cast, b"operator"),
    op(b"dV", Binary, false, Prec::Assign, b"operator/="),
    op(b"da", Delete, true, Prec::Unary, b"operator delete[]"),
    op(b"dc", NamedCast, false, Prec::Postfix, b"dynamic_cast"),
    op(b"de", Prefix, false, Prec::Unary, b"operator*"),
    op(b"dl", Delete, false, Prec::Unary, b"operator delete"),
    op(b"ds", Member, false, Prec::PtrMem, b"operator.*"),
    op(b"dt", Member, false, Prec::Postfix, b"operator."),
    op(b"dv", Binary, false, Prec::Assign, b"operator/"),
    op(b"eO", Binary, false, Prec::Assign, b"operator^="),
    op(b"eo", Binary, false, Prec::Xor, b"operator^"),
    op(b"eq", Binary, false, Prec::Equality, b"operator=="),
    op(b"ge", Binary, false, Prec::Relational, b"operator>="),
    op(b"gt", Binary, false, Prec::Relational, b"operator>"),
    op(b"ix", Array, false, Prec::Postfix, b"operator[]"),
    op(b"lS", Binary, false, Prec::Assign, b"operator<<="),
    op(b"le", Binary, false, Prec::Relational, b"operator<="),
    op(b"ls", Binary, false, Prec::Shift, b"operator<<"),
    op(b"lt", Binary, false, Prec::Relational, b"operator<"),
    op(b"mI", Binary, false, Prec::Assign, b"operator-="),
    op(b"mL", Binary, false, Prec::Assign, b"operator*="),
    op(b"mi", Binary, false, Prec::Additive, b"operator-"),
    op(b"ml", Binary, false, Prec::Multiplicative, b"operator*"),
    op(b"mm", Postfix, false, Prec::Postfix, b"operator--"),
    op(b"na", New, true, Prec::Unary, b"operator new[]"),
    op(b"ne", Binary, false, Prec::Equality, b"operator!="),
    op(b"ng", Prefix, false, Prec::Unary, b"operator-"),
    op(b"nt", Prefix, false, Prec::Unary, b"operator!"),
    op(b"nw", New, false, Prec::Unary, b"operator new"),
    op(b"oR", Binary, false, Prec::Assign, b"operator|="),
    op(b"oo", Binary, false, Prec::OrIf, b"operator||"),
    op(b"or", Binary, false, Prec::Ior, b"operator|"),
    op(b"pL", Binary, false, Prec::Assign, b"operator+="),
    op(b"pl", Binary, false, Prec::Additive, b"operator+"),
    op(b"pm", Member, false, Prec::PtrMem, b"operator->*"),
    op(b"pp", Postfix, false, Prec::Postfix, b"operator++"),
    op(b"ps", Prefix, false, Prec::Unary, b"operator+"),
    op(b"pt", Member, true, Prec::Postfix, b"operator->"),
    op(b"qu", Conditional, false, Prec::Conditional, b"operator?"),
    op(b"rM", Binary, false, Prec::Assign, b"operator%="),
    op(b"rS", Binary, false, Prec::Assign, b"operator>>="),
    op(b"rc", NamedCast, false, Prec::Postfix, b"reinterpret_cast"),
    op(b"rm", Binary, false, Prec::Multiplicative, b"operator%"),
    op(b"rs", Binary, false, Prec::Shift, b"operator>>"),
    op(b"sc", NamedCast, false, Prec::Postfix, b"static_cast"),
    op(b"ss", Binary, false, Prec::Spaceship, b"operator<=>"),
    op(b"st", OfIdOp, true, Prec::Unary, b"sizeof "),
    op(b"sz", OfIdOp, false, Prec::Unary, b"sizeof "),
    op(b"te", OfIdOp, false, Prec::Postfix, b"typeid "),
    op(b"ti", OfIdOp, true, Prec::Postfix, b"typeid "),
];

/// Looks up the operator whose code starts `input`.
pub(crate) fn lookup(input: &[u8]) -> Option<&'static OperatorInfo> {
    let code = input.get(..2)?;
    OPERATORS.iter().find(|info| info.code == code)
}
