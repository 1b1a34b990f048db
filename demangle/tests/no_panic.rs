//! Robustness: random and mutated inputs must never panic, hang, overflow
//! the stack or produce unbounded output. Only those properties are checked.

use gcn_isa_demangle::{demangle, demangle_as_cxxfilt};

/// Largest output `demangle` may return (the crate's cap, plus the longest
/// prefix it adds: "import thunk for ").
const MAX_OUTPUT: usize = 256 * 1024 + 32;

/// xorshift64*: tiny, deterministic, good enough to drive a fuzzer.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// Valid manglings to mutate, covering most of the grammar.
const SEEDS: &[&str] = &[
    "_Z3foov",
    "_Z9vectorAddPKfS0_Pfi.kd",
    "_ZZ4mainENKUlvE_clEv",
    "_ZNSt6vectorIiSaIiEE9push_backERKi",
    "_Z11scan_kernelIiLj256EEvPKT_PS0_j",
    "_ZN5Outer5InnerIiE1fIdEEvT_",
    "_Z1fIJidcEEvDpT_",
    "_ZZ4mainENKUlTyTyT_T0_E_clIidEEDaS_S0_",
    "_Z1fIiEDTplfp_fp_ET_",
    "_ZNK3FoocvSt6vectorIT_SaIS1_EEIiEEv",
    "_ZTC3Foo0_3Bar",
    "_ZTcv0_n12_v0_n16_N3Foo5cloneEv",
    "_Z1fIXtl3FoodXLi0ELi2ELi1EEEEvv",
    "_Z1fIXrQPi_XdefL0p_ENREEEvv",
    "_Z6kernelILe4000c90fdaa22168c000EEvv",
    "_Z1fM3FooKFviRE",
    "_Z1fPU3AS1KiPU3AS3f",
    "___Z3foov_block_invoke_2",
    "__imp__Z3foov",
    "_ZNSt3mapIiSsSt4lessIiESaISt4pairIKiSsEEEixERS3_",
    "_Z1fIXfRplT_Li0EEEvv",
    "_ZW3ModW3Sub3foov",
    "_ZNH3Foo3barES_i",
    "_D3std5stdio12__ModuleInfoZ",
    "_D8demangle9__S2141644test1aQei",
    "_D1i8QcQcQcQcQc",
];

/// Fragments that are meaningful to the parser, for insertion.
const FRAGMENTS: &[&str] = &[
    "S_",
    "S0_",
    "S1_",
    "T_",
    "T0_",
    "TL0__",
    "I",
    "E",
    "N",
    "Z",
    "P",
    "R",
    "K",
    "F",
    "v",
    "i",
    "Dp",
    "DT",
    "X",
    "L",
    "J",
    "Ul",
    "Ty",
    "cv",
    "sr",
    "fp_",
    "Li1E",
    "Dv4_",
    "A5_",
    "M",
    "St",
    "Sa",
    "Ss",
    "B3abi",
    "U3AS1",
    "Q",
    "_",
    ".kd",
    "99999999999999999999",
    "1",
    "0",
    "C1",
    "D0",
    "_Z",
    "___Z",
];

/// Valid Rust v0 manglings to mutate, covering every production.
const RUST_SEEDS: &[&str] = &[
    "_RNvC3foo3bar",
    "_RNvMNtC3std3vecINtB2_3VecpE3new",
    "_RNvXs_C3fooINtB4_3FoolENtNtC3std5clone5Clone5clone",
    "_RNCNvC3foo4main0B3_",
    "_RNvYINtC3foo3VecpENtC3foo5Clone5clone",
    "_RINvC3foo3barKj5_KanEKc27_Kb1_Kpj1234567890abcdef12_EB2_",
    "_RINvC3foo3barFG0_UKCRL0_ReEuEB2_",
    "_RINvC3foo3barDG_INtC3foo2FnTRL0_hEEp6OutputuEL_EB2_",
    "_RINvC3foo3barTlEAhKj10_SlOPQL_zEB2_.llvm.42",
    "_RNvCu8gdel_5qa6Escher3foo",
    "_RNSNvC3foo3bar6vtable",
    "_RINvC1f1gFK11C_unwindvEzE",
];

/// Fragments meaningful to the Rust v0 parser, for insertion.
const RUST_FRAGMENTS: &[&str] = &[
    "B_",
    "B0_",
    "B2_",
    "Nv",
    "NC",
    "NS",
    "C3foo",
    "M",
    "X",
    "Y",
    "I",
    "E",
    "K",
    "L_",
    "L0_",
    "G_",
    "G0_",
    "F",
    "U",
    "KC",
    "D",
    "p",
    "T",
    "R",
    "Q",
    "A",
    "S",
    "P",
    "O",
    "u",
    "s_",
    "u3abc",
    "j5_",
    "cd800_",
    "n",
    "zzzzzzzzzzzz_",
    "99999999999999999999",
    ".",
];

fn mutate(rng: &mut Rng, input: &str) -> String {
    mutate_with(rng, input, FRAGMENTS)
}

fn mutate_with(rng: &mut Rng, input: &str, fragments: &[&str]) -> String {
    let mut bytes: Vec<u8> = input.as_bytes().to_vec();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(bytes.len() + 1);
        match rng.below(5) {
            0 if at < bytes.len() => {
                bytes.remove(at);
            }
            1 => {
                let fragment = rng.pick(fragments);
                bytes.splice(at..at, fragment.bytes());
            }
            2 if at < bytes.len() => {
                bytes[at] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_."
                    [rng.below(64)]
            }
            3 => {
                // Duplicate a slice: repeats substitutions and nesting.
                let from = rng.below(bytes.len() + 1);
                let to = (from + rng.below(16)).min(bytes.len());
                let copy = bytes[from..to].to_vec();
                bytes.splice(at..at, copy);
            }
            _ => bytes.truncate(at),
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

fn check(input: &str) {
    for text in [demangle(input), demangle_as_cxxfilt(input)]
        .into_iter()
        .flatten()
    {
        assert!(
            text.len() <= MAX_OUTPUT,
            "output of {} bytes for {input:?}",
            text.len()
        );
    }
}

#[test]
fn mutated_manglings_never_panic() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..200_000 {
        let seed = rng.pick(SEEDS);
        let input = mutate(&mut rng, seed);
        check(&input);
    }
}

#[test]
fn random_inputs_never_panic() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    let alphabet = b"_ZNESTIJXLPKRVOFDvidcfpsrntlqtUyg0123456789.$";
    for _ in 0..100_000 {
        let len = rng.below(40);
        let mut text = String::from("_Z");
        for _ in 0..len {
            text.push(alphabet[rng.below(alphabet.len())] as char);
        }
        check(&text);
        // Arbitrary (valid UTF-8) bytes, including NUL and multi-byte chars.
        let raw: Vec<u8> = (0..rng.below(24)).map(|_| rng.next() as u8).collect();
        check(&format!("_Z{}", String::from_utf8_lossy(&raw)));
    }
}

#[test]
fn mutated_rust_manglings_never_panic() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for _ in 0..150_000 {
        let seed = rng.pick(RUST_SEEDS);
        let input = mutate_with(&mut rng, seed, RUST_FRAGMENTS);
        check(&input);
    }
}

#[test]
fn random_rust_inputs_never_panic() {
    let mut rng = Rng(0x6A09_E667_F3BC_C908);
    let alphabet = b"CMXYNIBvCSAKLGFUDpTRQPOuEsn_0123456789abcfjz.";
    for _ in 0..100_000 {
        let len = rng.below(40);
        let mut text = String::from("_R");
        for _ in 0..len {
            text.push(alphabet[rng.below(alphabet.len())] as char);
        }
        check(&text);
    }
}

/// Runs `body` on a thread with a small stack: the depth limits must keep
/// even unoptimised builds well inside it.
fn with_small_stack(body: fn()) {
    std::thread::Builder::new()
        .stack_size(STACK_BUDGET)
        .spawn(body)
        .unwrap()
        .join()
        .unwrap();
}

const STACK_BUDGET: usize = 512 * 1024;

#[test]
fn deep_nesting_is_rejected_not_overflowed() {
    with_small_stack(deep_nesting);
}

fn deep_nesting() {
    for depth in [100, 1_000, 100_000] {
        check(&format!("_Z1f{}i", "P".repeat(depth)));
        check(&format!("_Z1f{}", "N1a".repeat(depth)));
        check(&format!("_Z1fI{}E", "1aI".repeat(depth)));
        check(&format!("_Z1f{}", "Z1g".repeat(depth)));
        check(&format!("_Z1fIiEv{}T_", "X".repeat(depth)));
        check(&format!("_Z1fIXplLi1E{}EEvv", "ngLi1E".repeat(depth)));
        check(&format!("_Z1f{}", "U3AS1".repeat(depth)));
        check(&format!("_Z1fI{}", "XadL_Z1gI".repeat(depth)));
        check(&format!("_Z1fIJ{}", "J".repeat(depth)));
        check(&format!("_Z1f{}", "PFv".repeat(depth)));
        check(&format!("_ZZ{}", "ZZ1fvE".repeat(depth)));
    }
}

#[test]
fn deep_rust_nesting_is_rejected_not_overflowed() {
    with_small_stack(deep_rust_nesting);
}

fn deep_rust_nesting() {
    // Around and far past LLVM's recursion limit of 500.
    for depth in [100, 499, 500, 501, 1_000, 100_000] {
        check(&format!(
            "_R{}C3foo{}",
            "Nv".repeat(depth),
            "3bar".repeat(depth)
        ));
        check(&format!("_RINvC1f1g{}uE", "R".repeat(depth)));
        check(&format!(
            "_RINvC1f1g{}u{}E",
            "T".repeat(depth),
            "E".repeat(depth)
        ));
        check(&format!("_RINvC1f1g{}E", "FE".repeat(depth)));
        check(&format!("_RINvC1f1g{}E", "DINvC1f1g".repeat(depth)));
        check(&format!("_R{}C1f", "I".repeat(depth)));
        check(&format!("_R{}C1f", "MC1f".repeat(depth)));
        check(&format!("_RINvC1f1gKj5_{}E", rust_const_chain(depth)));
    }
    // Backreferences to themselves: only the recursion limit stops them.
    for name in ["_RB_", "_RNvB_3foo", "_RINvC1f1gB8_E", "_RINvC1f1gKB9_E"] {
        check(name);
    }
}

/// `depth` consts, each a backreference to the one before.
fn rust_const_chain(depth: usize) -> String {
    let mut text = String::new();
    let mut previous = 9;
    for _ in 0..depth {
        let here = 12 + text.len() + 1;
        text.push_str(&format!("KB{}", base62(previous)));
        previous = here;
    }
    text
}

fn base62(value: usize) -> String {
    if value == 0 {
        return "_".into();
    }
    let digits = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    let mut n = value - 1;
    let mut text = Vec::new();
    loop {
        text.push(digits[n % 62]);
        n /= 62;
        if n == 0 {
            break;
        }
    }
    text.reverse();
    format!("{}_", String::from_utf8(text).unwrap())
}

#[test]
fn rust_backreference_doubling_is_capped() {
    with_small_stack(rust_doubling);
}

fn rust_doubling() {
    // Each tuple holds the previous one twice: 2^60 copies of `i32`.
    let mut text = String::from("INvC1f1gTlE");
    let mut previous = 9;
    for _ in 0..60 {
        let here = text.len();
        text.push_str(&format!("TB{}B{}E", base62(previous), base62(previous)));
        previous = here;
    }
    let name = format!("_R{text}E");
    check(&name);
    assert_eq!(
        demangle(&name),
        None,
        "2^60 copies cannot fit the output cap"
    );
    // A binder as large as LLVM allows, and a suffix past the output cap.
    check(&format!(
        "_RINvC1f1gFG{}_uEE{}",
        "z".repeat(10),
        "u".repeat(100)
    ));
    check(&format!("_RNvC3foo3bar.{}", "x".repeat(300_000)));
}

#[test]
fn exponential_substitutions_are_capped() {
    with_small_stack(exponential_substitutions);
}

fn exponential_substitutions() {
    // Each parameter doubles the previous one: output would be 2^60 bytes.
    let mut name = String::from("_Z1fPFviE");
    for i in 0..60 {
        name.push_str(&format!(
            "PF{}S{}_E",
            if i == 0 { "v".into() } else { String::new() },
            i
        ));
    }
    check(&name);
    let mut doubling = String::from("_Z1fIiEv");
    doubling.push_str("T_");
    for _ in 0..80 {
        doubling.push_str("PFvS_S_E");
    }
    check(&doubling);
    // A chain of substitutions 50,000 long (deep print recursion, no parse recursion).
    let mut chain = String::from("_Z1fPi");
    for i in 0..50_000 {
        chain.push_str(&format!("P{}", seq_id(i)));
    }
    check(&chain);
}

#[test]
fn huge_numbers_are_harmless() {
    for name in [
        "_Z18446744073709551615a",
        "_Z18446744073709551617ab",
        "_Z99999999999999999999999999999999999999999abc",
        "_Z1fS99999999999999999999999_",
        "_Z1fIiEvT99999999999999999999999_",
        "_Z1fIiEvTL99999999999999999999_0_",
        "_Z1fA99999999999999999999999999_i",
        "_ZZ4mainE1x__99999999999999999999999_",
        "_Z1fILi99999999999999999999999999999999999999999999EEvv",
    ] {
        check(name);
    }
}

fn seq_id(n: usize) -> String {
    if n == 0 {
        return "S_".into();
    }
    let mut n = n - 1;
    let mut digits = Vec::new();
    loop {
        digits.push(b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[n % 36]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.reverse();
    format!("S{}_", String::from_utf8(digits).unwrap())
}

/// Valid Microsoft manglings to mutate, covering most of the grammar.
const MS_SEEDS: &[&str] = &[
    "?vector_add@@YAXPEAM00H@Z",
    "?x@@3HA",
    "??0Base@@QEAA@XZ",
    "??1Base@@UEAA@XZ",
    "??_EBase@@G3AEPAXI@Z",
    "??$f@$0A@$1?x@@3HA$E?y@@3HA$H?g@@YAXXZA@$$CBH$$BY01H@@YAXXZ",
    "??0?$AutoNTTPClass@$MPEAH1?i@@3HA@@QEAA@XZ",
    "?f@?1??g@@YAXXZ@4HA",
    "?foo@?A0x12345678@bar@@YAXP6AXQEAH@Z1@Z",
    "??_7A@B@@6BC@D@@@",
    "??_9Base@@$B7AA",
    "??_B?1??getS@@YAAAUS@@XZ@51",
    "??_C@_0CA@BBHHKMJM@abcdefghijklmnopqrstuvwxyz?$AB?$AC?$AD?$AE?$AF@",
    "??_C@_1BA@KFOBIOMM@?$AAa?$AAb?$AAc?$AAd?$AAe?$AAf?$AAg?$AA?$AA@",
    "??_R0?AUBase@@@8",
    ".?AV?$vector@HV?$allocator@H@std@@@std@@",
    "??_R1A@?0A@EA@Base@@8",
    "??__E?i@C@@0HA@@YAXXZ",
    "??__FFoo@@YAXXZ",
    "??@8ba8d245c9eca390356129098dbe9f73@",
    "?f@@YAXPQA@@HPAY02$$CBN$$QAH@Z",
    "?f@S@@QEGBAXXZ",
    "?f@@$$J0YAX_N_J_K_W_S_U_Q$$T@Z",
    "??$?BH@S@@QEAAHXZ",
    "??__K_deg@@YAHO@Z",
    "?f@@YAXP8S@@EAAXXZ@Z",
    "?f@C@@$4PPPPPPPM@A@AEXXZ",
    "?f@C@@$R4BA@A@PPPPPPPM@7AEXXZ",
];

/// Fragments meaningful to the Microsoft parser, for insertion.
const MS_FRAGMENTS: &[&str] = &[
    "?",
    "??",
    "?$",
    "@",
    "@@",
    "$$",
    "$$Q",
    "$$C",
    "$$A6",
    "$$A8@@",
    "$1",
    "$E?",
    "$0",
    "$H",
    "$M",
    "$S",
    "P",
    "PEA",
    "Q",
    "A",
    "Y",
    "V",
    "U",
    "W4",
    "0",
    "1",
    "9",
    "?A0x1@",
    "?1?",
    "?_R4",
    "H",
    "X",
    "Z",
    "_E",
    "6",
    "8",
    "PPPPPPPPPPPPPPPPP@",
    ".",
];

#[test]
fn mutated_microsoft_manglings_never_panic() {
    let mut rng = Rng(0xBB67_AE85_84CA_A73B);
    for _ in 0..200_000 {
        let seed = rng.pick(MS_SEEDS);
        let input = mutate_with(&mut rng, seed, MS_FRAGMENTS);
        check(&input);
    }
}

#[test]
fn random_microsoft_inputs_never_panic() {
    let mut rng = Rng(0x3C6E_F372_FE94_F82B);
    let alphabet = b"?@$0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcxyz.";
    for _ in 0..100_000 {
        let len = rng.below(40);
        let mut text = String::from(["?", "??", ".", "??_C@_"][rng.below(4)]);
        for _ in 0..len {
            text.push(alphabet[rng.below(alphabet.len())] as char);
        }
        check(&text);
    }
}

#[test]
fn deep_microsoft_nesting_is_rejected_not_overflowed() {
    with_small_stack(deep_microsoft_nesting);
}

fn deep_microsoft_nesting() {
    for depth in [100, 255, 256, 257, 1_000, 100_000] {
        check(&format!("?f@@YAX{}H@Z", "PEA".repeat(depth)));
        check(&format!(
            "?f@@YAX{}X{}@Z",
            "P6AX".repeat(depth),
            "Z".repeat(depth)
        ));
        check(&format!(
            "?x@@3{}H{}A",
            "V?$A@".repeat(depth),
            "@@".repeat(depth)
        ));
        check(&format!(
            "?x@{}?f@@YAXXZ@{}3HA",
            "?1?".repeat(depth),
            "@".repeat(depth)
        ));
        check(&format!("??$f@{}H@@YAXXZ", "$$BY01".repeat(depth)));
        check(&format!("??$f@{}", "$1??$g@".repeat(depth)));
        check(&format!(".{}", "?A".repeat(depth)));
        check(&format!("?x@@3{}HA", "Y01".repeat(depth)));
        check(&format!("?x@@3{}HA", "PEQA@@".repeat(depth)));
    }
}

#[test]
fn microsoft_back_reference_doubling_is_capped() {
    with_small_stack(microsoft_doubling);
}

fn microsoft_doubling() {
    // Each template argument list holds the previous template name twice (through a
    // name back-reference): the memorized names double in length.
    let mut name = String::from("?x@@3V?$A@H@@");
    for _ in 0..40 {
        name = format!("?x@@3V?$B@V{}@V0@@@A", &name[5..name.len() - 1]);
    }
    check(&name);
    // Each function pointer parameter refers to the previous one twice.
    let mut params = String::from("PEAH");
    for i in 0..9 {
        params.push_str(&format!("P6AX{i}{i}@Z"));
    }
    check(&format!("?f@@YAX{params}@Z"));
}
