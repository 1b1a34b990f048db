//! Compile-fail suites: every `isa!` definition error the macro must report (with its span
//! and help), and misuses of the typed API that must not compile. Each case's expected
//! compiler output is checked in next to it as a `.stderr` file.

/// One case per DSL error `gcn_isa_macros::isa!` reports.
#[test]
fn dsl() {
    trybuild::TestCases::new().compile_fail("ui/dsl/*.rs");
}

/// API misuse that must not compile, and one case that uses the same API correctly.
#[test]
fn api() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/api/fail_*.rs");
    t.pass("ui/api/pass_*.rs");
}
