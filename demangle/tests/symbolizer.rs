//! `demangle_for_symbolizer` against what `llvm-objdump-19 -d -l -C` prints as the function
//! of an instruction at each name (an x86-64 object made by llvm-mc 19 with these names as
//! its labels; `scripts/diff_demangle*.py --symbolizer` compares many more).

use gcn_isa_demangle::demangle_for_symbolizer;

#[test]
fn names_as_llvm_symbolizer_prints_them() {
    let cases: [(&str, Option<&str>); 10] = [
        // Access, `static` and the variable's type stay as the type prints them.
        ("?x@Foo@@2HA", Some("int Foo::x")),
        // No access specifier, `virtual`, return type or calling convention.
        ("?f@Foo@@UEAAHXZ", Some("Foo::f(void)")),
        ("?h@Foo@@SAXXZ", Some("Foo::h(void)")),
        ("??0Foo@@QEAA@XZ", Some("Foo::Foo(void)")),
        // A function pointer parameter keeps its return type and calling convention.
        ("?g@@YAHP6AHH@Z@Z", Some("g(int (__cdecl *)(int))")),
        // A returned function pointer is a return type: none of it prints.
        ("?k@@YAP6AHH@ZXZ", Some("k(void)")),
        // Itanium as everywhere, but no extra leading `_` is stripped.
        ("_Z3foov", Some("foo()")),
        ("__Z3foov", None),
        // Only `?` names are Microsoft manglings here (not RTTI type names).
        (".?AVFoo@@", None),
        ("plain", None),
    ];
    for (name, want) in cases {
        assert_eq!(demangle_for_symbolizer(name).as_deref(), want, "{name}");
    }
}
