//! `gcn-isa objdump` against llvm-objdump 19 on a Rust code object whose symbols
//! carry Rust v0 names (`objects/rust/`, see its README): with `-C` they must be
//! demangled exactly as LLVM's Rust demangler prints them.

use std::path::{Path, PathBuf};
use std::process::Command;

const OBJECT: &str = "rust_v0.gfx908.o";

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/objects/rust")
}

/// `gcn-isa objdump FLAGS rust_v0.gfx908.o` against `rust_v0.gfx908.o.TAG.txt`.
fn check(tag: &str, flags: &[&str]) {
    let out = Command::new(env!("CARGO_BIN_EXE_gcn-isa"))
        .arg("objdump")
        .args(flags)
        .arg(OBJECT)
        .current_dir(dir())
        .output()
        .expect("run gcn-isa");
    assert!(
        out.status.success(),
        "{tag}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = std::fs::read_to_string(dir().join(format!("{OBJECT}.{tag}.txt"))).unwrap();
    let got = String::from_utf8(out.stdout).expect("UTF-8 output");
    if got != expected {
        let line = expected
            .lines()
            .zip(got.lines())
            .position(|(e, g)| e != g)
            .map_or_else(
                || "line counts differ".to_owned(),
                |n| format!("line {}", n + 1),
            );
        panic!("{tag}: differs from llvm-objdump-19 at {line}:\n{got}");
    }
}

#[test]
fn disassembly_matches_llvm_objdump() {
    check("d", &["-d"]);
}

#[test]
fn demangled_disassembly_matches_llvm_objdump() {
    check("d-demangle", &["-d", "-C"]);
}

#[test]
fn demangled_symbol_table_matches_llvm_objdump() {
    check("syms-demangle", &["-t", "-C"]);
}

#[test]
fn demangled_kernel_descriptors_match_llvm_objdump() {
    check("D-rodata-demangle", &["-D", "-C", "-j", ".rodata"]);
}

/// The expectations hold demangled Rust names (and the plain disassembly none), so
/// the tests above cannot pass by printing names as stored.
#[test]
fn expectations_hold_demangled_rust_names() {
    let read =
        |tag: &str| std::fs::read_to_string(dir().join(format!("{OBJECT}.{tag}.txt"))).unwrap();
    let demangled = read("d-demangle");
    for name in [
        "<kernels::größe::zeichen::<'\\u{df}', true>>:",
        "<<f32 as kernels::Arith>::mul_add>:",
        "<<kernels::Pair<u32>>::dot>:",
    ] {
        assert!(demangled.contains(name), "{name} missing");
    }
    assert!(!demangled.contains("<_R"));
    assert!(read("d").contains("<_RNvCs1rSj9lpybjo_7kernels5saxpy>:"));
    assert!(read("D-rodata-demangle").contains("<kernels::saxpy (.kd)>:"));
}
