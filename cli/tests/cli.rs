//! End-to-end tests of the `gcn-isa` binary. Every expected line below was printed by
//! llvm-mc 19.1.7 (`-arch=amdgcn -disassemble -show-encoding`, or the assembler for gfx6)
//! or llvm-objdump 19.1.7 (`-d --mcpu=gfx900` on an object holding the same bytes), so the
//! tests need no LLVM at run time.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_gcn-isa"))
}

fn samples() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../samples")
}

/// Runs the binary with `args` and `stdin`, and checks it did not panic.
fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = bin()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn gcn-isa");
    {
        let mut input = child.stdin.take().unwrap();
        // The binary may exit before reading (usage errors): ignore a broken pipe.
        let _ = input.write_all(stdin);
    }
    let out = child.wait_with_output().expect("wait for gcn-isa");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "gcn-isa panicked: {err}");
    assert!(!err.contains("RUST_BACKTRACE"), "gcn-isa panicked: {err}");
    out
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn lines(o: &Output) -> Vec<String> {
    let s = stdout(o);
    assert!(
        s.is_empty() || s.ends_with('\n'),
        "output ends with a newline: {s:?}"
    );
    s.lines().map(str::to_owned).collect()
}

fn hex(cpu: &str, show_encoding: bool, input: &str) -> Output {
    let mut args = vec!["dis", "--mcpu", cpu, "--hex"];
    if show_encoding {
        args.push("--show-encoding");
    }
    run(&args, input.as_bytes())
}

#[track_caller]
fn assert_lines(o: &Output, expected: &[&str]) {
    let got = lines(o);
    assert_eq!(got, expected, "stderr: {}", stderr(o));
}

// llvm-mc 19 output for samples/gfx9-smem-mtbuf.hex (its leading `\t.text` line dropped).
const SAMPLE_MC_SHOW_ENCODING: &[&str] = &[
    "\ts_load_dwordx2 s[0:1], s[4:5], 0x0      ; encoding: [0x02,0x00,0x06,0xc0,0x00,0x00,0x00,0x00]",
    "\ts_load_dwordx4 s[8:11], s[4:5], 0x10    ; encoding: [0x02,0x02,0x0a,0xc0,0x10,0x00,0x00,0x00]",
    "\ts_buffer_load_dword s12, s[8:11], 0x4   ; encoding: [0x04,0x03,0x22,0xc0,0x04,0x00,0x00,0x00]",
    "\ts_buffer_load_dwordx2 s[14:15], s[8:11], s13 ; encoding: [0x84,0x03,0x24,0xc0,0x0d,0x00,0x00,0x00]",
    "\ttbuffer_load_format_x v1, v0, s[8:11], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] idxen ; encoding: [0x00,0x20,0xa0,0xeb,0x00,0x01,0x02,0x80]",
    "\ttbuffer_load_format_xyzw v[2:5], v0, s[8:11], s12 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] idxen offset:16 ; encoding: [0x10,0xa0,0xf1,0xeb,0x00,0x02,0x02,0x0c]",
    "\ttbuffer_store_format_xy v[2:3], v6, s[8:11], 0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_FLOAT] offen glc ; encoding: [0x00,0xd0,0xda,0xeb,0x06,0x02,0x02,0x80]",
    "\ts_store_dword s12, s[0:1], 0x8 glc      ; encoding: [0x00,0x03,0x43,0xc0,0x08,0x00,0x00,0x00]",
    "\ts_atomic_add s12, s[0:1], 0x0 glc       ; encoding: [0x00,0x03,0x0b,0xc2,0x00,0x00,0x00,0x00]",
    "\ts_dcache_wb                             ; encoding: [0x00,0x00,0x84,0xc0,0x00,0x00,0x00,0x00]",
    "\ts_memtime s[16:17]                      ; encoding: [0x00,0x04,0x90,0xc0,0x00,0x00,0x00,0x00]",
    "\ts_load_dwordx2 s[60:61], s[62:63], s34 offset:0xb87a4 ; encoding: [0x1f,0x4f,0x06,0xc0,0xa4,0x87,0x0b,0x44]",
    "\ts_buffer_load_dwordx4 ttmp[4:7], ttmp[12:15], 0x4 ; encoding: [0x3c,0x1c,0x2a,0xc0,0x04,0x00,0x00,0x00]",
    "\ttbuffer_load_format_xy v[70:71], v[29:30], s[56:59], s23 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_SSCALED] idxen offen offset:2560 slc ; encoding: [0x00,0xba,0xe0,0xe9,0x1d,0x46,0x4e,0x17]",
    "\ttbuffer_load_format_x v14, v44, s[72:75], 50 offen slc ; encoding: [0x00,0x10,0x08,0xe8,0x2c,0x0e,0x52,0xb2]",
];

// llvm-objdump 19 output for samples/gfx9-smem-mtbuf.bin (headers dropped).
const SAMPLE_OBJDUMP: &[&str] = &[
    "\ts_load_dwordx2 s[0:1], s[4:5], 0x0                         // 000000000000: C0060002 00000000",
    "\ts_load_dwordx4 s[8:11], s[4:5], 0x10                       // 000000000008: C00A0202 00000010",
    "\ts_buffer_load_dword s12, s[8:11], 0x4                      // 000000000010: C0220304 00000004",
    "\ts_buffer_load_dwordx2 s[14:15], s[8:11], s13               // 000000000018: C0240384 0000000D",
    "\ttbuffer_load_format_x v1, v0, s[8:11], 0 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] idxen// 000000000020: EBA02000 80020100",
    "\ttbuffer_load_format_xyzw v[2:5], v0, s[8:11], s12 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] idxen offset:16// 000000000028: EBF1A010 0C020200",
    "\ttbuffer_store_format_xy v[2:3], v6, s[8:11], 0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_FLOAT] offen glc// 000000000030: EBDAD000 80020206",
    "\ts_store_dword s12, s[0:1], 0x8 glc                         // 000000000038: C0430300 00000008",
    "\ts_atomic_add s12, s[0:1], 0x0 glc                          // 000000000040: C20B0300 00000000",
    "\ts_dcache_wb                                                // 000000000048: C0840000 00000000",
    "\ts_memtime s[16:17]                                         // 000000000050: C0900400 00000000",
    "\ts_load_dwordx2 s[60:61], s[62:63], s34 offset:0xb87a4      // 000000000058: C0064F1F 440B87A4",
    "\ts_buffer_load_dwordx4 ttmp[4:7], ttmp[12:15], 0x4          // 000000000060: C02A1C3C 00000004",
    "\ttbuffer_load_format_xy v[70:71], v[29:30], s[56:59], s23 format:[BUF_DATA_FORMAT_16_16_16_16,BUF_NUM_FORMAT_SSCALED] idxen offen offset:2560 slc// 000000000068: E9E0BA00 174E461D",
    "\ttbuffer_load_format_x v14, v44, s[72:75], 50 offen slc     // 000000000070: E8081000 B2520E2C",
];

// ---- the bundled sample -------------------------------------------------------------

#[test]
fn sample_hex_show_encoding_matches_llvm_mc() {
    let path = samples().join("gfx9-smem-mtbuf.hex");
    let o = run(
        &[
            "dis",
            "--mcpu",
            "gfx900",
            "--hex",
            "--show-encoding",
            path.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    assert_lines(&o, SAMPLE_MC_SHOW_ENCODING);
    assert_eq!(stderr(&o), "");
}

#[test]
fn sample_hex_without_encoding_is_tab_and_text() {
    let path = samples().join("gfx9-smem-mtbuf.hex");
    let o = run(
        &["dis", "--mcpu=gfx900", "--hex", path.to_str().unwrap()],
        b"",
    );
    assert_eq!(o.status.code(), Some(0));
    let expected: Vec<String> = SAMPLE_MC_SHOW_ENCODING
        .iter()
        .map(|l| {
            l.split(" ; encoding:")
                .next()
                .unwrap()
                .trim_end()
                .to_owned()
        })
        .collect();
    assert_eq!(lines(&o), expected);
}

#[test]
fn sample_bin_matches_llvm_objdump() {
    let path = samples().join("gfx9-smem-mtbuf.bin");
    let o = run(&["dis", "--mcpu", "gfx900", path.to_str().unwrap()], b"");
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    assert_lines(&o, SAMPLE_OBJDUMP);
    assert_eq!(stderr(&o), "");
}

#[test]
fn sample_bin_show_encoding_uses_llvm_mc_layout() {
    let path = samples().join("gfx9-smem-mtbuf.bin");
    let o = run(
        &[
            "dis",
            "--mcpu",
            "gfx900",
            "--show-encoding",
            path.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(o.status.code(), Some(0));
    assert_lines(&o, SAMPLE_MC_SHOW_ENCODING);
}

#[test]
fn sample_bin_is_the_hex_listing() {
    let text = std::fs::read_to_string(samples().join("gfx9-smem-mtbuf.hex")).unwrap();
    let mut bytes = Vec::new();
    for line in text.lines() {
        let code = line.split('#').next().unwrap();
        for tok in code.split(|c: char| c == ',' || c.is_whitespace()) {
            if let Some(h) = tok.strip_prefix("0x") {
                bytes.push(u8::from_str_radix(h, 16).unwrap());
            }
        }
    }
    let bin = std::fs::read(samples().join("gfx9-smem-mtbuf.bin")).unwrap();
    assert_eq!(bin, bytes);
}

// ---- the kernel sample (the README's first command) ---------------------------------------

// llvm-mc 19 output for samples/gfx9-kernel.hex (`-arch=amdgcn -mcpu=gfx900 -disassemble
// -show-encoding`, its leading `\t.text` line dropped).
const KERNEL_MC_SHOW_ENCODING: &[&str] = &[
    "\ts_load_dwordx2 s[0:1], s[4:5], 0x0      ; encoding: [0x02,0x00,0x06,0xc0,0x00,0x00,0x00,0x00]",
    "\ts_load_dwordx4 s[8:11], s[4:5], 0x10    ; encoding: [0x02,0x02,0x0a,0xc0,0x10,0x00,0x00,0x00]",
    "\ts_load_dword s12, s[4:5], 0x20          ; encoding: [0x02,0x03,0x02,0xc0,0x20,0x00,0x00,0x00]",
    "\ts_mov_b32 m0, -1                        ; encoding: [0xc1,0x00,0xfc,0xbe]",
    "\ts_mov_b64 s[14:15], exec                ; encoding: [0x7e,0x01,0x8e,0xbe]",
    "\ts_waitcnt lgkmcnt(0)                    ; encoding: [0x7f,0xc0,0x8c,0xbf]",
    "\ts_lshl_b32 s2, s6, 6                    ; encoding: [0x06,0x86,0x02,0x8e]",
    "\ts_add_u32 s2, s2, s12                   ; encoding: [0x02,0x0c,0x02,0x80]",
    "\ts_cmp_lt_u32 s2, 0x10000                ; encoding: [0x02,0xff,0x0a,0xbf,0x00,0x00,0x01,0x00]",
    "\ts_cbranch_scc0 8                        ; encoding: [0x08,0x00,0x84,0xbf]",
    "\ttbuffer_load_format_xyzw v[0:3], v4, s[8:11], s2 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] offen ; encoding: [0x00,0x90,0xf1,0xeb,0x04,0x00,0x02,0x02]",
    "\ttbuffer_load_format_d16_xy v5, v4, s[8:11], s2 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16 ; encoding: [0x10,0x90,0xac,0xeb,0x04,0x05,0x02,0x02]",
    "\ts_waitcnt vmcnt(0)                      ; encoding: [0x70,0x0f,0x8c,0xbf]",
    "\ttbuffer_store_format_xyzw v[0:3], v4, s[8:11], s2 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] offen offset:64 glc ; encoding: [0x40,0xd0,0xf3,0xeb,0x04,0x00,0x02,0x02]",
    "\ts_atomic_add s12, s[0:1], 0x8 glc       ; encoding: [0x00,0x03,0x0b,0xc2,0x08,0x00,0x00,0x00]",
    "\ts_getreg_b32 s3, hwreg(HW_REG_HW_ID)    ; encoding: [0x04,0xf8,0x83,0xb8]",
    "\ts_and_b64 exec, exec, s[14:15]          ; encoding: [0x7e,0x0e,0xfe,0x86]",
    "\ts_memrealtime s[16:17]                  ; encoding: [0x00,0x04,0x94,0xc0,0x00,0x00,0x00,0x00]",
    "\ts_store_dwordx2 s[16:17], s[0:1], 0x30  ; encoding: [0x00,0x04,0x46,0xc0,0x30,0x00,0x00,0x00]",
    "\ts_dcache_wb                             ; encoding: [0x00,0x00,0x84,0xc0,0x00,0x00,0x00,0x00]",
    "\ts_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP) ; encoding: [0x03,0x00,0x90,0xbf]",
    "\ts_endpgm                                ; encoding: [0x00,0x00,0x81,0xbf]",
];

// llvm-objdump 19 output (`-d --mcpu=gfx900`, headers dropped) for the object llvm-mc 19
// assembles from samples/gfx9-kernel.s, whose .text is samples/gfx9-kernel.bin. llvm-objdump
// also prints the branch target ` <.text+0x58>` after `s_cbranch_scc0 8`'s word; gcn-isa
// does not (see `gcn-isa dis --help`, "Differences from LLVM 19").
const KERNEL_OBJDUMP: &[&str] = &[
    "\ts_load_dwordx2 s[0:1], s[4:5], 0x0                         // 000000000000: C0060002 00000000",
    "\ts_load_dwordx4 s[8:11], s[4:5], 0x10                       // 000000000008: C00A0202 00000010",
    "\ts_load_dword s12, s[4:5], 0x20                             // 000000000010: C0020302 00000020",
    "\ts_mov_b32 m0, -1                                           // 000000000018: BEFC00C1",
    "\ts_mov_b64 s[14:15], exec                                   // 00000000001C: BE8E017E",
    "\ts_waitcnt lgkmcnt(0)                                       // 000000000020: BF8CC07F",
    "\ts_lshl_b32 s2, s6, 6                                       // 000000000024: 8E028606",
    "\ts_add_u32 s2, s2, s12                                      // 000000000028: 80020C02",
    "\ts_cmp_lt_u32 s2, 0x10000                                   // 00000000002C: BF0AFF02 00010000",
    "\ts_cbranch_scc0 8                                           // 000000000034: BF840008",
    "\ttbuffer_load_format_xyzw v[0:3], v4, s[8:11], s2 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] offen// 000000000038: EBF19000 02020004",
    "\ttbuffer_load_format_d16_xy v5, v4, s[8:11], s2 format:[BUF_DATA_FORMAT_16_16,BUF_NUM_FORMAT_FLOAT] offen offset:16// 000000000040: EBAC9010 02020504",
    "\ts_waitcnt vmcnt(0)                                         // 000000000048: BF8C0F70",
    "\ttbuffer_store_format_xyzw v[0:3], v4, s[8:11], s2 format:[BUF_DATA_FORMAT_32_32_32_32,BUF_NUM_FORMAT_FLOAT] offen offset:64 glc// 00000000004C: EBF3D040 02020004",
    "\ts_atomic_add s12, s[0:1], 0x8 glc                          // 000000000054: C20B0300 00000008",
    "\ts_getreg_b32 s3, hwreg(HW_REG_HW_ID)                       // 00000000005C: B883F804",
    "\ts_and_b64 exec, exec, s[14:15]                             // 000000000060: 86FE0E7E",
    "\ts_memrealtime s[16:17]                                     // 000000000064: C0940400 00000000",
    "\ts_store_dwordx2 s[16:17], s[0:1], 0x30                     // 00000000006C: C0460400 00000030",
    "\ts_dcache_wb                                                // 000000000074: C0840000 00000000",
    "\ts_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)                  // 00000000007C: BF900003",
    "\ts_endpgm                                                   // 000000000080: BF810000",
];

#[test]
fn kernel_sample_hex_matches_llvm_mc() {
    let path = samples().join("gfx9-kernel.hex");
    let o = run(
        &[
            "dis",
            "--mcpu",
            "gfx900",
            "--hex",
            "--show-encoding",
            path.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    assert_lines(&o, KERNEL_MC_SHOW_ENCODING);
    assert_eq!(stderr(&o), "");
}

#[test]
fn kernel_sample_bin_matches_llvm_objdump() {
    let path = samples().join("gfx9-kernel.bin");
    let o = run(&["dis", "--mcpu", "gfx900", path.to_str().unwrap()], b"");
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    assert_lines(&o, KERNEL_OBJDUMP);
}

#[test]
fn kernel_sample_source_is_the_disassembly() {
    // gfx9-kernel.s (minus its `//` comment lines) is what the .hex disassembles to.
    let source = std::fs::read_to_string(samples().join("gfx9-kernel.s")).unwrap();
    let source: Vec<&str> = source.lines().filter(|l| !l.starts_with("//")).collect();
    let text: Vec<String> = KERNEL_MC_SHOW_ENCODING
        .iter()
        .map(|l| l.split(" ; encoding:").next().unwrap().trim().to_owned())
        .collect();
    assert_eq!(source, text);
}

#[test]
fn kernel_sample_bin_is_the_hex_listing() {
    let text = std::fs::read_to_string(samples().join("gfx9-kernel.hex")).unwrap();
    let mut bytes = Vec::new();
    for line in text.lines() {
        let code = line.split('#').next().unwrap();
        for tok in code.split(|c: char| c == ',' || c.is_whitespace()) {
            if let Some(h) = tok.strip_prefix("0x") {
                bytes.push(u8::from_str_radix(h, 16).unwrap());
            }
        }
    }
    let bin = std::fs::read(samples().join("gfx9-kernel.bin")).unwrap();
    assert_eq!(bin, bytes);
}

// ---- hex mode ---------------------------------------------------------------------------

const S_LOAD_DWORD: &str =
    "\ts_load_dword s12, s[2:3], 0x5           ; encoding: [0x01,0x03,0x02,0xc0,0x05,0x00,0x00,0x00]";

#[test]
fn stdin_hex_with_encoding() {
    let o = hex("gfx900", true, "0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00\n");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), format!("{S_LOAD_DWORD}\n"));
    // `-` is stdin too, and a missing final newline is fine.
    let o = run(
        &["dis", "--mcpu", "gfx900", "--hex", "--show-encoding", "-"],
        b"0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00",
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), format!("{S_LOAD_DWORD}\n"));
}

#[test]
fn stdin_hex_without_encoding() {
    let o = hex("gfx900", false, "0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00\n");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "\ts_load_dword s12, s[2:3], 0x5\n");
}

#[test]
fn token_syntax_llvm_mc_accepts() {
    // Commas, brackets, decimal, octal, binary, uppercase, `#` comments, CRLF: llvm-mc 19
    // reads all of these as s_load_dword s12, s[2:3], 0x5.
    let input = "[0x01,0x03,0x02,0xc0,0x05,0x00,0x00,0x00]\n\
                 1 3 2 192 5 0 0 0\n\
                 0o1 0b11 02 0XC0, 0x05,,0,0,0 # trailing comment\n\
                 0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00\r\n";
    let o = hex("gfx900", true, input);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    assert_lines(&o, &[S_LOAD_DWORD; 4]);
}

#[test]
fn one_output_line_per_input_line() {
    let input = "# header comment\n\
                 \n\
                 0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00\n\
                 0xZZ 0x03 0x02 0xc0 0x05 0x00 0x00 0x00\n\
                 ; another comment\n\
                 0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00 ; note\n\
                 0x01 0x03 0x02 0xc0\n\
                 0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00\n";
    let o = hex("gfx900", true, input);
    let got = lines(&o);
    assert_eq!(got.len(), 5, "{got:#?}");
    assert_eq!(got[0], S_LOAD_DWORD);
    assert!(
        got[1].starts_with("error: invalid input token `0xZZ`"),
        "{}",
        got[1]
    );
    assert_eq!(got[2], S_LOAD_DWORD);
    assert!(
        got[3].starts_with("error: ") && got[3].contains("truncated"),
        "{}",
        got[3]
    );
    assert_eq!(got[4], S_LOAD_DWORD);
    // Errors make the exit status non-zero and are counted on stderr.
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("2 line(s) could not be disassembled (first: line 4)"),
        "{err}"
    );
}

#[test]
fn bad_tokens() {
    for (input, needle) in [
        (
            "0xZZ 0x00 0x80 0xbf",
            "invalid input token `0xZZ` at column 1",
        ),
        (
            "0x00 0x100 0x80 0xbf",
            "invalid input token `0x100` at column 6",
        ),
        (
            "0x00,256,0x80,0xbf",
            "invalid input token `256` at column 6",
        ),
        ("00 00 80 bf", "invalid input token `bf` at column 10"),
        ("0x00 -1 0x80 0xbf", "invalid input token `-1`"),
        ("0x00 08 0x80 0xbf", "invalid input token `08`"),
    ] {
        let o = hex("gfx900", false, input);
        let got = lines(&o);
        assert_eq!(got.len(), 1, "{input}: {got:?}");
        assert!(got[0].starts_with("error: "), "{input}: {}", got[0]);
        assert!(got[0].contains(needle), "{input}: {}", got[0]);
        assert_eq!(o.status.code(), Some(1), "{input}");
    }
}

#[test]
fn byte_count_not_a_multiple_of_four() {
    let o = hex("gfx900", true, "0x01 0x03 0x02\n0x01 0x03 0x02 0xc0 0x05\n");
    let got = lines(&o);
    assert_eq!(got.len(), 2, "{got:?}");
    assert_eq!(
        got[0],
        "error: 3 byte(s) on this line, not a whole number of 4-byte dwords"
    );
    assert_eq!(
        got[1],
        "error: 5 byte(s) on this line, not a whole number of 4-byte dwords"
    );
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn truncated_64_bit_instruction() {
    // SMEM (gfx9) and MTBUF are 64 bits: their first dword alone is cut short.
    for input in ["0x01 0x03 0x02 0xc0", "0x00 0x00 0x08 0xe8"] {
        let o = hex("gfx900", true, input);
        let got = lines(&o);
        assert_eq!(got.len(), 1, "{got:?}");
        assert!(got[0].starts_with("error: "), "{}", got[0]);
        assert!(got[0].contains("truncated"), "{}", got[0]);
        assert!(
            got[0].contains("needs 2 dword(s), 1 available"),
            "{}",
            got[0]
        );
        assert_eq!(o.status.code(), Some(1));
    }
}

#[test]
fn undecodable_word_is_an_error_line() {
    // llvm-mc 19: "invalid instruction encoding" for this word on gfx900.
    let o = hex("gfx900", true, "0xff 0xff 0xff 0xff\n");
    let got = lines(&o);
    assert_eq!(got.len(), 1);
    assert!(got[0].starts_with("error: "), "{}", got[0]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn leftover_bytes_are_the_line_error() {
    // Bytes left after the line's instruction are that line's error: the output stays
    // zipped with the input, and the next line decodes normally.
    let o = hex(
        "gfx900",
        true,
        "0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00 0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00\n\
         0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00\n",
    );
    let got = lines(&o);
    assert_eq!(got.len(), 2, "{got:?}");
    assert!(
        got[0].starts_with("error: ") && got[0].contains("s_load_dword s12, s[2:3], 0x5"),
        "{}",
        got[0]
    );
    assert!(got[0].contains("2 dword(s) left"), "{}", got[0]);
    assert_eq!(got[1], S_LOAD_DWORD);
    assert_eq!(o.status.code(), Some(1));
    // An instruction cut short after a whole one: still one error line.
    let o = hex(
        "gfx900",
        true,
        "0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00 0x01 0x03 0x02 0xc0\n",
    );
    let got = lines(&o);
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(got[0].starts_with("error: "), "{}", got[0]);
    assert_eq!(o.status.code(), Some(1));
    // A word that does not decode: one error line, whatever follows it on the line.
    let o = hex(
        "gfx900",
        true,
        "0xff 0xff 0xff 0xff 0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00\n",
    );
    let got = lines(&o);
    assert_eq!(got.len(), 1, "{got:?}");
    assert!(got[0].starts_with("error: "), "{}", got[0]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn text_of_forty_characters_or_more_gets_one_space() {
    let o = hex("fiji", true, "0x00,0x00,0x66,0xc0,0x00,0x00,0x00,0x00");
    assert_eq!(o.status.code(), Some(0));
    assert_lines(
        &o,
        &["\ts_buffer_store_dwordx2 s[0:1], s[0:3], 0x0 ; encoding: \
           [0x00,0x00,0x66,0xc0,0x00,0x00,0x00,0x00]"],
    );
}

#[test]
fn other_generations_and_cpu_names() {
    // gfx6 SMRD, 32 bits: llvm-mc -mcpu=tahiti assembles this text to these bytes.
    let smrd = "\ts_load_dwordx2 s[0:1], s[0:1], s0       ; encoding: [0x00,0x00,0x40,0xc0]";
    for cpu in ["tahiti", "gfx600", "gfx6", "hainan"] {
        let o = hex(cpu, true, "0x00 0x00 0x40 0xc0");
        assert_eq!(o.status.code(), Some(0), "{cpu}: {}", stderr(&o));
        assert_lines(&o, &[smrd]);
    }
    // gfx9 SMEM decoded with every gfx9-family name.
    for cpu in [
        "gfx900",
        "gfx902",
        "gfx904",
        "gfx909",
        "gfx90c",
        "gfx9",
        "gfx906",
        "gfx908",
        "gfx9-generic",
    ] {
        let o = hex(cpu, true, "0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00");
        assert_eq!(o.status.code(), Some(0), "{cpu}: {}", stderr(&o));
        assert_lines(&o, &[S_LOAD_DWORD]);
    }
}

// ---- raw mode ---------------------------------------------------------------------------

#[test]
fn raw_stdin_invalid_and_truncated_words_print_long() {
    // s_load_dwordx2 s[0:1], s[4:5], 0x0; an invalid word; s_load_dword s12, s[2:3], 0x5;
    // and a first SMEM dword with nothing after it. llvm-objdump 19 prints exactly this.
    let mut input = Vec::new();
    for w in [0xC0060002u32, 0, 0xFFFFFFFF, 0xC0020301, 5, 0xC0020301] {
        input.extend_from_slice(&w.to_le_bytes());
    }
    let o = run(&["dis", "--mcpu", "gfx900"], &input);
    assert_eq!(o.status.code(), Some(0), "stderr: {}", stderr(&o));
    assert_lines(
        &o,
        &[
            "\ts_load_dwordx2 s[0:1], s[4:5], 0x0                         // 000000000000: C0060002 00000000",
            "\t.long 0xffffffff                                           // 000000000008: FFFFFFFF",
            "\ts_load_dword s12, s[2:3], 0x5                              // 00000000000C: C0020301 00000005",
            "\t.long 0xc0020301                                           // 000000000014: C0020301",
        ],
    );
}

#[test]
fn raw_show_encoding_invalid_word() {
    let mut input = Vec::new();
    for w in [0xFFFFFFFFu32, 0xC0020301, 5] {
        input.extend_from_slice(&w.to_le_bytes());
    }
    let o = run(&["dis", "--mcpu", "gfx900", "--show-encoding"], &input);
    assert_eq!(o.status.code(), Some(0));
    let got = lines(&o);
    assert_eq!(got.len(), 2, "{got:?}");
    assert!(
        got[0].starts_with("\t.long 0xffffffff                        ; error: "),
        "{:?}",
        got[0]
    );
    assert_eq!(got[1], S_LOAD_DWORD);
}

#[test]
fn raw_odd_byte_count_is_refused() {
    let o = run(
        &["dis", "--mcpu", "gfx900"],
        &[0x00, 0x00, 0x80, 0xbf, 0x01],
    );
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o), "", "nothing is printed");
    let err = stderr(&o);
    assert!(
        err.contains("5 byte(s), not a whole number of 4-byte dwords"),
        "{err}"
    );
}

#[test]
fn raw_empty_input() {
    let o = run(&["dis", "--mcpu", "gfx900"], b"");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o), "");
}

// ---- usage and errors ---------------------------------------------------------------

#[test]
fn unknown_cpu() {
    let o = run(
        &["dis", "--mcpu", "gfx1100", "--hex"],
        b"0x00 0x00 0x80 0xbf",
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(stdout(&o), "");
    let err = stderr(&o);
    assert!(err.contains("unknown cpu `gfx1100`"), "{err}");
    assert!(err.contains("--help"), "{err}");
}

#[test]
fn missing_mcpu() {
    let o = run(&["dis", "--hex"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--mcpu <CPU>"), "{}", stderr(&o));
    assert!(stderr(&o).contains("not provided"), "{}", stderr(&o));
    let o = run(&["dis", "--mcpu"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("a value is required"), "{}", stderr(&o));
}

#[test]
fn unknown_flag_and_subcommand() {
    let o = run(&["dis", "--mcpu", "gfx900", "--bogus"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unexpected argument '--bogus'"),
        "{}",
        stderr(&o)
    );
    let o = run(&["frobnicate"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("'frobnicate'"), "{}", stderr(&o));
    let o = run(&[], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("Usage:"), "{}", stderr(&o));
}

#[test]
fn unreadable_file() {
    let o = run(
        &["dis", "--mcpu", "gfx900", "/nonexistent/gcn-isa-test.bin"],
        b"",
    );
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains("cannot read `/nonexistent/gcn-isa-test.bin`"),
        "{err}"
    );
}

#[test]
fn help_and_version() {
    let o = run(&["--help"], b"");
    assert_eq!(o.status.code(), Some(0));
    let help = stdout(&o);
    for needle in ["dis", "objdump", "Examples:", "Exit status:"] {
        assert!(help.contains(needle), "--help lacks {needle}");
    }

    let o = run(&["dis", "--help"], b"");
    assert_eq!(o.status.code(), Some(0));
    let help = stdout(&o);
    for needle in [
        "--mcpu <CPU>",
        "--hex",
        "--show-encoding",
        "Exit status",
        ".long",
        "error:",
    ] {
        assert!(help.contains(needle), "dis --help lacks {needle}");
    }

    let o = run(&["objdump", "--help"], b"");
    assert_eq!(o.status.code(), Some(0));
    let help = stdout(&o);
    for needle in [
        "--symbolize-operands",
        "--disassemble-symbols",
        "--mcpu <CPU>",
        "--format",
        ".hip_fatbin",
        "`ar` archive",
        "ARCHIVE(MEMBER)",
        "--section-headers",
        "--full-contents",
        "--demangle",
        "--offload-arch <ARCH>",
        "Exit status",
    ] {
        assert!(help.contains(needle), "objdump --help lacks {needle}");
    }

    let o = run(&["--version"], b"");
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(
        stdout(&o),
        format!("gcn-isa {}\n", env!("CARGO_PKG_VERSION"))
    );
    // Each subcommand answers --version too, as `llvm-objdump --version` does.
    for sub in ["dis", "objdump", "explain"] {
        let o = run(&[sub, "--version"], b"");
        assert_eq!(o.status.code(), Some(0), "{sub}: {}", stderr(&o));
        assert!(
            stdout(&o).ends_with(&format!(" {}\n", env!("CARGO_PKG_VERSION"))),
            "{sub}: {}",
            stdout(&o)
        );
    }
}

#[test]
fn binary_garbage_in_hex_mode_does_not_panic() {
    let input: Vec<u8> = (0..=255u8).chain(0..=255u8).collect();
    let o = run(
        &["dis", "--mcpu", "gfx900", "--hex", "--show-encoding"],
        &input,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(lines(&o).iter().all(|l| l.starts_with("error: ")));
}

#[test]
fn raw_mode_never_aborts_on_any_words() {
    // Every possible top byte, with assorted low bits: decoding may fail, printing must not.
    let mut input = Vec::new();
    for top in 0..=255u32 {
        for low in [0u32, 0x00ff_ffff, 0x0055_aa55] {
            input.extend_from_slice(&((top << 24) | low).to_le_bytes());
        }
    }
    let o = run(&["dis", "--mcpu", "gfx908"], &input);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(!lines(&o).is_empty());
}

// ---- terminal safety: input is never echoed raw -------------------------------------------

/// Checks that `bytes` is UTF-8 without control characters other than the newline ending
/// each line and the tab starting an instruction line, and without bidirectional or other
/// invisible format characters: safe to print on a terminal.
#[track_caller]
fn assert_terminal_safe(bytes: &[u8], what: &str) {
    let text = std::str::from_utf8(bytes)
        .unwrap_or_else(|e| panic!("{what} is not UTF-8 ({e}): {bytes:?}"));
    for (n, line) in text.split('\n').enumerate() {
        let body = line.strip_prefix('\t').unwrap_or(line);
        if let Some(c) = body.chars().find(|&c| {
            c.is_control()
                || matches!(c, '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}')
        }) {
            panic!("{what}, line {}: raw {c:?} in {line:?}", n + 1);
        }
    }
}

/// A small deterministic generator of junk bytes (xorshift).
fn junk(seed: &mut u64) -> u8 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    (*seed >> 24) as u8
}

/// Binary junk as `--hex` input: `lines` lines, each starting with a byte that is neither a
/// separator, a comment nor a digit (so each line has a bad first token and must give exactly
/// one `error:` line), then ESC sequences, invalid UTF-8, C1 and bidi controls, then random
/// bytes.
fn binary_junk(lines: usize) -> Vec<u8> {
    let firsts: Vec<u8> = (0..=255u8)
        .filter(|b| !b" \t\r\n,[]#;0123456789".contains(b))
        .collect();
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut input = Vec::new();
    for i in 0..lines {
        input.push(firsts[i % firsts.len()]);
        match i % 4 {
            0 => input.extend_from_slice(b"\x1b[2J\x1b]0;title\x07\x1bc"),
            1 => input.extend_from_slice("\u{9b}31m\u{202e}\u{2066}\u{200b}".as_bytes()),
            2 => input.extend_from_slice(b"\xff\xfe\xc3\x28\xe2\x82\r\x00\x7f"),
            _ => {}
        }
        let len = usize::from(junk(&mut seed) % 64);
        for _ in 0..len {
            let b = junk(&mut seed);
            if b != b'\n' {
                input.push(b);
            }
        }
        input.push(b'\n');
    }
    input
}

#[test]
fn binary_junk_in_hex_mode_is_escaped_one_line_per_line() {
    const LINES: usize = 300;
    let input = binary_junk(LINES);
    for show_encoding in [false, true] {
        let mut args = vec!["dis", "--mcpu", "gfx900", "--hex"];
        if show_encoding {
            args.push("--show-encoding");
        }
        let o = run(&args, &input);
        assert_eq!(o.status.code(), Some(1));
        assert_terminal_safe(&o.stdout, "stdout");
        assert_terminal_safe(&o.stderr, "stderr");
        let got = lines(&o);
        assert_eq!(got.len(), LINES, "one output line per input line");
        for l in &got {
            assert!(l.starts_with("error: invalid input token `"), "{l}");
        }
        assert!(
            stderr(&o).contains(&format!(
                "{LINES} line(s) could not be disassembled (first: line 1)"
            )),
            "{}",
            stderr(&o)
        );
        // The escapes say which bytes were there.
        let out = stdout(&o);
        for needle in [
            "\\x1b",
            "\\x07",
            "\\xff\\xfe",
            "\\u{9b}",
            "\\u{202e}",
            "\\x00",
        ] {
            assert!(out.contains(needle), "no {needle} in the output");
        }
    }
}

#[test]
fn every_byte_value_in_a_token_is_shown_escaped() {
    // Line `Z<b>` for every byte b but the newline: one error line each, naming the token
    // with b escaped (b a separator or comment: the token is `Z` alone).
    let mut input = Vec::new();
    let mut expected = Vec::new();
    for b in (0..=255u8).filter(|&b| b != b'\n') {
        input.extend_from_slice(&[b'Z', b, b'\n']);
        let token = match b {
            b' ' | b'\t' | b'\r' | b',' | b'[' | b']' | b'#' | b';' => "Z".to_owned(),
            b'\\' => "Z\\\\".to_owned(),
            0x21..=0x7e => format!("Z{}", b as char),
            _ => format!("Z\\x{b:02x}"),
        };
        expected.push(format!(
            "error: invalid input token `{token}` at column 1: "
        ));
    }
    let o = run(&["dis", "--mcpu", "gfx900", "--hex"], &input);
    assert_eq!(o.status.code(), Some(1));
    assert_terminal_safe(&o.stdout, "stdout");
    let got = lines(&o);
    assert_eq!(got.len(), expected.len());
    for (g, e) in got.iter().zip(&expected) {
        assert!(g.starts_with(e), "{g:?} does not start with {e:?}");
    }
}

#[test]
fn binary_file_passed_without_hex_flag_or_with_it() {
    // A binary file given to --hex by mistake: the error lines escape what they quote, and
    // the same file in raw mode prints only generated text.
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join("junk-\u{1b}[31m-\u{7}.bin");
    // Newlines pad the junk to whole dwords for raw mode: lines without bytes print nothing.
    let mut data = binary_junk(40);
    while !data.len().is_multiple_of(4) {
        data.push(b'\n');
    }
    std::fs::write(&path, &data).unwrap();
    let p = path.to_str().unwrap();

    let o = run(&["dis", "--mcpu", "gfx908", "--hex", p], b"");
    assert_eq!(o.status.code(), Some(1));
    assert_terminal_safe(&o.stdout, "stdout");
    assert_terminal_safe(&o.stderr, "stderr");
    assert_eq!(lines(&o).len(), 40);
    // The file name is escaped in the summary too.
    assert!(
        stderr(&o).contains("junk-\\x1b[31m-\\x07.bin"),
        "{}",
        stderr(&o)
    );

    for extra in [None, Some("--show-encoding")] {
        let mut args = vec!["dis", "--mcpu", "gfx908"];
        args.extend(extra);
        args.push(p);
        let o = run(&args, b"");
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert_terminal_safe(&o.stdout, "stdout");
        assert!(!lines(&o).is_empty());
    }
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn echoed_arguments_and_file_names_are_escaped() {
    for args in [
        &["dis", "--mcpu", "gfx900", "/nonexistent/\u{1b}[2J\u{7}.bin"][..],
        &["dis", "--mcpu", "\u{1b}]0;title\u{7}"],
        &["dis", "--mcpu", "gfx900", "--\u{1b}c"],
        &["\u{1b}c"],
        &["help", "\u{202e}dis"],
    ] {
        let o = run(args, b"");
        assert_ne!(o.status.code(), Some(0), "{args:?}");
        assert_terminal_safe(&o.stderr, "stderr");
        assert!(
            stderr(&o).contains("\\x1b") || stderr(&o).contains("\\u{202e}"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn top_level_help_lists_exactly_the_subcommands_that_exist() {
    let o = run(&["--help"], b"");
    assert_eq!(o.status.code(), Some(0));
    let help = stdout(&o);
    // The `Subcommands:` section: indented lines up to the next blank line.
    let listed: Vec<&str> = help
        .split("\nCommands:\n")
        .nth(1)
        .expect("a Commands: section")
        .lines()
        .take_while(|l| !l.trim().is_empty())
        // A wrapped description continues on a line indented past the names.
        .filter(|l| l.starts_with("  ") && !l[2..].starts_with(' '))
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(listed, ["dis", "objdump", "explain", "help"]);
    // Every `gcn-isa WORD` in the usage lines is `dis` or an option.
    for l in help.lines().filter(|l| l.starts_with("  gcn-isa ")) {
        let word = l.split_whitespace().nth(1).unwrap();
        assert!(
            listed.contains(&word) || word.starts_with('-') || word.starts_with('['),
            "{l}"
        );
    }
    // The one-line summary promises only disassembly.
    let title = help.lines().next().unwrap();
    assert!(title.to_lowercase().contains("disassemble"), "{title}");
    assert!(!title.contains("encode"), "{title}");
    // Each listed subcommand exists; other plausible names do not.
    for sub in listed.iter().filter(|s| **s != "help") {
        let o = run(&[*sub, "--help"], b"");
        assert_eq!(o.status.code(), Some(0), "{sub}");
        let o = run(&["help", *sub], b"");
        assert_eq!(o.status.code(), Some(0), "help {sub}");
    }
    for sub in ["asm", "as", "enc", "encode", "dec", "decode", "print"] {
        let o = run(&[sub, "--help"], b"");
        assert_eq!(o.status.code(), Some(2), "{sub}");
        assert!(
            stderr(&o).contains("unrecognized subcommand"),
            "{sub}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn explain_names_every_field() {
    let o = run(
        &["explain", "--mcpu", "gfx900", "C0020003", "0x00000010"],
        b"",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.starts_with("s_load_dword s0, s[6:7], 0x10\n"),
        "{text}"
    );
    for needle in [
        "[25:18]   OP",
        "opcode: s_load_dword",
        "[12:6]    SDATA",
        "writes: s0",
    ] {
        assert!(text.contains(needle), "{needle}: {text}");
    }
    let o = run(&["explain", "--mcpu", "gfx900", "C0020003"], b"");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("truncated"), "{}", stderr(&o));
    let o = run(&["explain", "--mcpu", "gfx900", "zz"], b"");
    assert_eq!(o.status.code(), Some(2));
}

/// Raw input split into pieces on several threads prints exactly what one thread prints:
/// words of every kind (literals, 64-bit forms, undecodable ones) make most pieces start in
/// the middle of an instruction.
#[test]
fn raw_output_does_not_depend_on_threads() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut bytes = Vec::new();
    for _ in 0..20_000 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        bytes.extend_from_slice(&(seed as u32).to_le_bytes());
    }
    let sample = std::fs::read(samples().join("gfx9-kernel.bin")).unwrap();
    for _ in 0..20 {
        bytes.extend_from_slice(&sample);
    }
    for cpu in ["tahiti", "gfx900"] {
        for extra in [&[][..], &["--show-encoding"][..], &["--format", "json"][..]] {
            let args = |threads: &'static [&'static str]| {
                let mut a = vec!["dis", "--mcpu", cpu];
                a.extend_from_slice(extra);
                a.extend_from_slice(threads);
                a
            };
            let one = run(&args(&["--threads", "1"]), &bytes);
            assert!(one.status.success(), "{}", stderr(&one));
            assert!(one.stdout.len() > 100_000);
            for split in [
                &["--threads", "2"][..],
                &["--threads", "3", "--chunk-dwords", "5"][..],
                &["--threads", "8", "--chunk-dwords", "1"][..],
            ] {
                let many = run(&args(split), &bytes);
                assert!(
                    many.stdout == one.stdout,
                    "{cpu} {extra:?} {split:?} differs from one thread"
                );
            }
        }
    }
}

/// Lines printed from the cache of instruction texts (`cli/src/text_cache.rs`: the same
/// dwords seen before on the thread) say what decoding them again says: each text of the
/// plain output against the JSON output's (which never comes from the cache), for input
/// whose instructions come back many times, next to words that share a first dword with
/// them and words that do not decode.
#[test]
fn cached_texts_are_the_decoded_texts() {
    let sample = std::fs::read(samples().join("gfx9-kernel.bin")).unwrap();
    let mut bytes = Vec::new();
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    for round in 0..30u32 {
        bytes.extend_from_slice(&sample);
        // The sample's words with one changed: a second dword (a literal, an offset, a
        // VOP3 source) differs under the same first one, or the first differs.
        for (i, chunk) in sample.chunks_exact(4).enumerate().take(64) {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mut w = u32::from_le_bytes(chunk.try_into().unwrap());
            if i as u32 % 3 == round % 3 {
                w ^= 1 << (seed % 32);
            }
            bytes.extend_from_slice(&w.to_le_bytes());
        }
    }
    let unescape = |s: &str| s.replace("\\\"", "\"").replace("\\\\", "\\");
    for cpu in ["tahiti", "bonaire", "tonga", "gfx900", "gfx906", "gfx908"] {
        let json = run(&["dis", "--mcpu", cpu, "--format", "json"], &bytes);
        assert!(json.status.success(), "{}", stderr(&json));
        let mut decoded = std::collections::HashMap::new();
        for line in String::from_utf8(json.stdout).unwrap().lines() {
            let address = line
                .strip_prefix("{\"address\":")
                .and_then(|rest| rest.split(',').next())
                .and_then(|a| a.parse::<u64>().ok());
            let text = line
                .rfind(",\"text\":\"")
                .and_then(|at| line[at + 9..].strip_suffix("\"}"));
            if let (Some(address), Some(text)) = (address, text) {
                decoded.insert(address, unescape(text));
            }
        }
        let plain = run(&["dis", "--mcpu", cpu, "--threads", "1"], &bytes);
        assert!(plain.status.success(), "{}", stderr(&plain));
        let mut compared = 0;
        for line in String::from_utf8(plain.stdout).unwrap().lines() {
            let Some((text, comment)) = line.split_once("// ") else {
                continue;
            };
            let address = u64::from_str_radix(comment.split(':').next().unwrap(), 16).unwrap();
            let text = text.trim_start_matches('\t').trim_end();
            if text.starts_with(".long") {
                continue;
            }
            assert_eq!(
                Some(text),
                decoded.get(&address).map(String::as_str),
                "{cpu} at {address:#x}"
            );
            compared += 1;
        }
        assert!(
            compared > 30 * sample.len() / 8,
            "{cpu}: {compared} lines compared"
        );
    }
}

/// `dis --hex --format json`: one JSON line per input line that holds bytes, in order, with
/// the input line, the offset of its bytes among the lines of whole dwords, and the error
/// of a line that gives no instruction; the exit status is text mode's.
#[test]
fn hex_json_lines_follow_the_input_lines() {
    let input = "0x01 0x03 0x02 0xc0 0x05 0x00 0x00 0x00\n0x00\n\n0xff,0xff,0xff,0xff\n\
                 0x00,0x00,0x82,0xbf\n";
    let out = run(
        &["dis", "--mcpu", "gfx900", "--hex", "--format", "json"],
        input.as_bytes(),
    );
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let got = lines(&out);
    assert_eq!(got.len(), 4, "{got:#?}");
    assert!(
        got[0].starts_with(
            r#"{"line":1,"address":0,"words":["C0020301","00000005"],"mnemonic":"s_load_dword","#
        ),
        "{}",
        got[0]
    );
    assert!(
        got[0].ends_with(r#""text":"s_load_dword s12, s[2:3], 0x5"}"#),
        "{}",
        got[0]
    );
    assert_eq!(
        got[1],
        r#"{"line":2,"words":[],"error":"1 byte(s) on this line, not a whole number of 4-byte dwords"}"#
    );
    assert!(
        got[2].starts_with(r#"{"line":4,"words":["FFFFFFFF"],"error":""#),
        "{}",
        got[2]
    );
    assert!(
        got[3].starts_with(r#"{"line":5,"address":12,"words":["BF820000"],"mnemonic":"s_branch""#),
        "{}",
        got[3]
    );
    assert!(got[3].contains(r#""target":16,"#), "{}", got[3]);

    // On the sample, each line's text is what text mode prints for that line.
    let path = samples().join("gfx9-kernel.hex");
    let path = path.to_str().unwrap();
    let text = run(&["dis", "--mcpu", "gfx900", "--hex", path], b"");
    let json = run(
        &["dis", "--mcpu", "gfx900", "--hex", "--format", "json", path],
        b"",
    );
    assert!(
        text.status.success() && json.status.success(),
        "{}",
        stderr(&json)
    );
    let (text, json) = (lines(&text), lines(&json));
    assert_eq!(text.len(), json.len());
    let mut address = 0;
    for (t, j) in text.iter().zip(&json) {
        let words = j
            .split(r#""words":["#)
            .nth(1)
            .unwrap()
            .split(']')
            .next()
            .unwrap();
        assert!(j.contains(&format!(r#","address":{address},"#)), "{j}");
        address += 4 * words.split(',').count();
        assert!(
            j.ends_with(&format!(r#""text":"{}"}}"#, t.trim_start())),
            "{t}\n{j}"
        );
    }

    let both = run(
        &[
            "dis",
            "--mcpu",
            "gfx900",
            "--hex",
            "--format",
            "json",
            "--show-encoding",
            path,
        ],
        b"",
    );
    assert_eq!(both.status.code(), Some(2));
    assert!(stderr(&both).contains("choose one"), "{}", stderr(&both));
}

/// A regular file is memory-mapped, anything else read to its end: the same listing from
/// the file, from standard input and from a pipe named as the file (`/dev/stdin`).
#[test]
fn dis_reads_files_pipes_and_stdin_alike() {
    let path = samples().join("gfx9-kernel.bin");
    let bytes = std::fs::read(&path).unwrap();
    let from_file = run(&["dis", "--mcpu", "gfx900", path.to_str().unwrap()], b"");
    assert!(from_file.status.success(), "{}", stderr(&from_file));
    assert!(!from_file.stdout.is_empty());
    for name in ["-", "/dev/stdin"] {
        if name != "-" && !Path::new(name).exists() {
            continue;
        }
        let piped = run(&["dis", "--mcpu", "gfx900", name], &bytes);
        assert!(piped.status.success(), "{name}: {}", stderr(&piped));
        assert!(piped.stdout == from_file.stdout, "{name}: another listing");
    }
    let dir = run(
        &["dis", "--mcpu", "gfx900", env!("CARGO_MANIFEST_DIR")],
        b"",
    );
    assert_eq!(dir.status.code(), Some(1));
    assert!(stderr(&dir).contains("cannot read"), "{}", stderr(&dir));
}

/// `dis --mattr`, as llvm-mc takes `-mattr`: a feature that changes nothing is accepted, an
/// unknown name is a warning, one that changes LLVM's disassembly is a usage error.
#[test]
fn dis_takes_target_features_as_llvm_mc_does() {
    // ds_add_u32 v0, v0 gds: LLVM 19 prints it without `gds` under -mattr=-gds.
    let input = b"0x00,0x00,0x01,0xd8,0x00,0x00,0x00,0x00\n";
    let plain = run(&["dis", "--mcpu", "gfx908", "--hex"], input);
    assert_eq!(stdout(&plain), "\tds_add_u32 v0, v0 gds\n");
    let accepted = run(
        &["dis", "--mcpu", "gfx908", "--hex", "--mattr=+xnack,Frob"],
        input,
    );
    assert_eq!(accepted.status.code(), Some(0));
    assert_eq!(stdout(&accepted), stdout(&plain));
    assert_eq!(
        String::from_utf8_lossy(&accepted.stderr).trim_end(),
        "gcn-isa: warning: '+frob' is not a recognized feature for this target (ignoring feature)"
    );
    let refused = run(&["dis", "--mcpu", "gfx908", "--hex", "--mattr=-gds"], input);
    assert_eq!(refused.status.code(), Some(2));
    assert!(refused.stdout.is_empty());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("--mattr=-gds"));
}
