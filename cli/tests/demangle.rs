//! `gcn-isa objdump` against llvm-objdump 19 on code objects whose symbols carry
//! mangled names other than the Itanium ones of `objects/mangled.gfx900.o`: Rust v0
//! names (`objects/rust/`) and Microsoft C++ names (`objects/msvc/`; see their READMEs).
//! With `-C` they must be demangled exactly as LLVM's demanglers print them.

use std::path::{Path, PathBuf};
use std::process::Command;

/// A checked-in object: its directory under `tests/objects` and its file name.
struct Object(&'static str, &'static str);

const RUST: Object = Object("rust", "rust_v0.gfx908.o");
const MSVC: Object = Object("msvc", "msvc.gfx900.o");

impl Object {
    fn dir(&self) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/objects")
            .join(self.0)
    }

    /// What llvm-objdump-19 printed: `NAME.TAG.txt`.
    fn expected(&self, tag: &str) -> String {
        std::fs::read_to_string(self.dir().join(format!("{}.{tag}.txt", self.1))).unwrap()
    }

    /// `gcn-isa objdump FLAGS NAME` against `NAME.TAG.txt`.
    fn check(&self, tag: &str, flags: &[&str]) {
        let out = Command::new(env!("CARGO_BIN_EXE_gcn-isa"))
            .arg("objdump")
            .args(flags)
            .arg(self.1)
            .current_dir(self.dir())
            .output()
            .expect("run gcn-isa");
        assert!(
            out.status.success(),
            "{} {tag}: {}",
            self.1,
            String::from_utf8_lossy(&out.stderr)
        );
        let expected = self.expected(tag);
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
            panic!(
                "{} {tag}: differs from llvm-objdump-19 at {line}:\n{got}",
                self.1
            );
        }
    }
}

#[test]
fn rust_disassembly_matches_llvm_objdump() {
    RUST.check("d", &["-d"]);
}

#[test]
fn rust_demangled_disassembly_matches_llvm_objdump() {
    RUST.check("d-demangle", &["-d", "-C"]);
}

#[test]
fn rust_demangled_symbol_table_matches_llvm_objdump() {
    RUST.check("syms-demangle", &["-t", "-C"]);
}

#[test]
fn rust_demangled_kernel_descriptors_match_llvm_objdump() {
    RUST.check("D-rodata-demangle", &["-D", "-C", "-j", ".rodata"]);
}

#[test]
fn msvc_disassembly_matches_llvm_objdump() {
    MSVC.check("d", &["-d"]);
}

#[test]
fn msvc_demangled_disassembly_matches_llvm_objdump() {
    MSVC.check("d-demangle", &["-d", "-C"]);
}

#[test]
fn msvc_demangled_symbol_table_matches_llvm_objdump() {
    MSVC.check("syms-demangle", &["-t", "-C"]);
}

#[test]
fn msvc_demangled_relocations_match_llvm_objdump() {
    MSVC.check("d-reloc-demangle", &["-d", "-r", "-C"]);
}

/// `-l -C`: function names demangled as LLVM's symbolizer demangles them (no access,
/// member type, return type or calling convention in Microsoft names).
#[test]
fn msvc_function_names_of_lines_match_llvm_objdump() {
    MSVC.check("d-lines-demangle", &["-d", "-l", "-C"]);
}

#[test]
fn rust_function_names_of_lines_match_llvm_objdump() {
    RUST.check("d-lines-demangle", &["-d", "-l", "-C"]);
}

/// The expectations hold demangled names (and the plain disassemblies none), so the
/// tests above cannot pass by printing names as stored.
#[test]
fn expectations_hold_demangled_names() {
    let rust = RUST.expected("d-demangle");
    for name in [
        "<kernels::größe::zeichen::<'\\u{df}', true>>:",
        "<<f32 as kernels::Arith>::mul_add>:",
        "<<kernels::Pair<u32>>::dot>:",
    ] {
        assert!(rust.contains(name), "{name} missing");
    }
    assert!(!rust.contains("<_R"));
    assert!(RUST
        .expected("d")
        .contains("<_RNvCs1rSj9lpybjo_7kernels5saxpy>:"));
    assert!(RUST
        .expected("D-rodata-demangle")
        .contains("<kernels::saxpy (.kd)>:"));

    let msvc = MSVC.expected("d-demangle");
    for name in [
        "<void __cdecl vector_add(float const *, float const *, float *, int)>:",
        "<public: float __cdecl blas::Axpy<float>::operator()(float, float) const>",
        "<void __cdecl `anonymous namespace'::scale(float *, float)>",
    ] {
        assert!(msvc.contains(name), "{name} missing");
    }
    assert!(!msvc.contains("<?"));
    assert!(MSVC
        .expected("d")
        .contains("<?vector_add@@YAXPEBM0PEAMH@Z>:"));
    let symbols = MSVC.expected("syms-demangle");
    for name in [
        "const Foo::`vftable'",
        "class Foo `RTTI Type Descriptor Name'",
        "\"hello\"",
        "int __cdecl ext(int)",
    ] {
        assert!(symbols.contains(name), "{name} missing");
    }
}
