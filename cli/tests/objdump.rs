//! `gcn-isa objdump` against llvm-objdump 19.1.7's output for the code objects and `ar`
//! archives in `cli/tests/objects/` (made by `scripts/gen_code_objects.py`; see its README),
//! and on bundles, host executables and corrupt files. The checked-in expectations need no LLVM.
//! When `llc-19`/`llvm-objdump-19` are installed (as `.ci/run` does), `generated_objects`
//! also compiles the kernels in `objects/src/` for every generation and compares fresh.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn objects() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/objects")
}

/// Runs `gcn-isa objdump ARGS` in `dir`; checks it did not panic.
fn objdump(dir: &Path, args: &[&str]) -> Output {
    // -a prints archive members' dates in the local time zone; the expected outputs
    // were made in UTC.
    let out = Command::new(env!("CARGO_BIN_EXE_gcn-isa"))
        .arg("objdump")
        .args(args)
        .current_dir(dir)
        .env("TZ", "UTC")
        .output()
        .expect("run gcn-isa");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "gcn-isa panicked: {err}");
    out
}

/// Runs `gcn-isa objdump ARGS` in `dir` with standard output and standard error in one
/// file (`2>&1`): what it wrote there.
fn objdump_merged(dir: &Path, args: &[&str]) -> String {
    let path = std::env::temp_dir().join(format!(
        "gcn-isa-merged-{}-{}",
        std::process::id(),
        args.len()
    ));
    let file = std::fs::File::create(&path).unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_gcn-isa"))
        .arg("objdump")
        .args(args)
        .current_dir(dir)
        .stdout(file.try_clone().unwrap())
        .stderr(file)
        .status()
        .expect("run gcn-isa");
    assert!(status.code().is_some_and(|c| c < 2), "{status}");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::remove_file(&path).ok();
    text
}

/// The value of `"key": "…"` (or `null`) in one JSON line of the manifest.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    let at = line.find(&format!("\"{key}\": "))? + key.len() + 4;
    let rest = &line[at..];
    let rest = rest.strip_prefix('"')?;
    Some(&rest[..rest.find('"')?])
}

fn flags(line: &str) -> Vec<String> {
    let at = line.find("\"flags\": [").expect("flags") + 10;
    let rest = &line[at..];
    rest[..rest.find(']').unwrap()]
        .split(", ")
        .map(|f| f.trim_matches('"').to_owned())
        .collect()
}

/// The first differing line, for a readable failure.
fn first_difference(expected: &str, got: &str) -> String {
    for (n, (e, g)) in expected.lines().zip(got.lines()).enumerate() {
        if e != g {
            return format!("line {}:\n  llvm: {e:?}\n  ours: {g:?}", n + 1);
        }
    }
    format!(
        "line counts differ: llvm {}, ours {}",
        expected.lines().count(),
        got.lines().count()
    )
}

/// Instructions of encodings gcn-isa does not define yet print as `.long` (llvm-objdump
/// prints them). Everything else must be byte-identical, so an expected line is replaced by ours only where ours
/// is `.long` words at the same address.
fn comparable(expected: &str, got: &str) -> (String, usize) {
    // Addresses repeat across sections of a relocatable object: compare section by section.
    const SECTION: &str = "\nDisassembly of section ";
    let theirs: Vec<&str> = expected.split(SECTION).collect();
    let ours: Vec<&str> = got.split(SECTION).collect();
    let mut out = Vec::new();
    let mut replaced = 0;
    for (k, part) in theirs.iter().enumerate() {
        let (text, n) = comparable_section(part, ours.get(k).copied().unwrap_or(""));
        out.push(text);
        replaced += n;
    }
    let mut joined = out.join(SECTION);
    if !expected.ends_with('\n') {
        joined.pop();
    }
    (joined, replaced)
}

fn comparable_section(expected: &str, got: &str) -> (String, usize) {
    let mut ours: std::collections::HashMap<&str, Vec<&str>> = Default::default();
    for l in got.lines() {
        if let Some(addr) = address_of(l) {
            ours.entry(addr).or_default().push(l);
        }
    }
    let mut out = String::new();
    let mut replaced = 0;
    for l in expected.lines() {
        match (address_of(l), l.starts_with("\t.long ")) {
            (Some(addr), false) => match ours.get(addr) {
                Some(lines) if lines[0].starts_with("\t.long ") => {
                    // Ours: one `.long` per dword of the pending encoding.
                    out.push_str(lines[0]);
                    out.push('\n');
                    let words = l.rsplit(": ").next().unwrap().split(' ').count();
                    let next = u64::from_str_radix(addr, 16).unwrap();
                    for k in 1..words {
                        let a = format!("{:012X}", next + 4 * k as u64);
                        if let Some(more) = ours.get(a.as_str()) {
                            out.push_str(more[0]);
                            out.push('\n');
                        }
                    }
                    replaced += 1;
                }
                _ => {
                    out.push_str(l);
                    out.push('\n');
                }
            },
            _ => {
                out.push_str(l);
                out.push('\n');
            }
        }
    }
    // `lines()` drops the split point's own newline structure: keep the part as it was.
    if !expected.ends_with('\n') {
        out.pop();
    }
    (out, replaced)
}

fn address_of(line: &str) -> Option<&str> {
    let at = line.find("// ")? + 3;
    let rest = &line[at..];
    let end = rest.find(':')?;
    Some(&rest[..end])
}

#[test]
fn checked_in_objects_match_llvm_objdump() {
    let manifest = std::fs::read_to_string(objects().join("manifest.jsonl")).unwrap();
    let mut compared = 0;
    for line in manifest.lines() {
        let Some(expected) = field(line, "expected") else {
            continue; // gfx6/gfx7: llvm-objdump aborts (checked by gfx6_gfx7_reassemble)
        };
        let object = field(line, "object").unwrap();
        let dir = objects().join(Path::new(object).parent().unwrap());
        let name = Path::new(object).file_name().unwrap().to_str().unwrap();
        // As run, and with functions cut into pieces of a few dwords on three threads
        // (the output must not depend on how the work is split).
        for split in [&[][..], &["--threads", "3", "--chunk-dwords", "7"][..]] {
            let mut args: Vec<String> = flags(line);
            args.extend(split.iter().map(|s| s.to_string()));
            args.push(name.to_owned());
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            let out = objdump(&dir, &args);
            assert_eq!(
                out.status.code(),
                Some(0),
                "{line}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            let got = String::from_utf8(out.stdout).unwrap();
            let want = std::fs::read_to_string(objects().join(expected)).unwrap();
            let (want, _) = comparable(&want, &got);
            assert!(
                want == got,
                "{object} {args:?}: {}",
                first_difference(&want, &got)
            );
            compared += 1;
        }
    }
    assert!(compared >= 30, "only {compared} manifest entries compared");
}

#[test]
fn gfx6_and_gfx7_objects_disassemble() {
    for name in ["saxpy.tahiti.o", "reduce.bonaire.o"] {
        let out = objdump(&objects(), &["-d", name]);
        assert_eq!(out.status.code(), Some(0));
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.starts_with(&format!("\n{name}:\tfile format elf64-amdgpu\n")));
        assert!(text.contains("s_endpgm"), "{text}");
    }
}

#[test]
fn bundles_print_every_amdgcn_entry() {
    let plain = objdump(&objects().join("bundles"), &["-d", "hip.bundle"]);
    assert_eq!(
        plain.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&plain.stderr)
    );
    let plain = String::from_utf8(plain.stdout).unwrap();
    for target in ["gfx900", "gfx906", "gfx908"] {
        let header =
            format!("\nhip.bundle(hipv4-amdgcn-amd-amdhsa--{target}):\tfile format elf64-amdgpu\n");
        assert!(plain.contains(&header), "{header:?} missing");
    }
    assert!(!plain.contains("host-x86_64"));
    // The compressed bundles hold the same code objects.
    for file in [
        "hip.ccob-v1-zlib.bundle",
        "hip.ccob-v2-zlib.bundle",
        "hip.ccob-v2-zstd.bundle",
        "hip.ccob-v3-zlib.bundle",
    ] {
        let out = objdump(&objects().join("bundles"), &["-d", file]);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let text = String::from_utf8(out.stdout).unwrap();
        assert_eq!(text.replace(file, "hip.bundle"), plain, "{file}");
    }
}

/// A clang offload bundle (`__CLANG_OFFLOAD_BUNDLE__`) of `entries` (id, bytes).
fn offload_bundle(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let header: usize = 32 + entries.iter().map(|(id, _)| 24 + id.len()).sum::<usize>();
    let mut out = b"__CLANG_OFFLOAD_BUNDLE__".to_vec();
    out.extend_from_slice(&(entries.len() as u64).to_le_bytes());
    let mut offset = header;
    for (id, bytes) in entries {
        for n in [offset, bytes.len(), id.len()] {
            out.extend_from_slice(&(n as u64).to_le_bytes());
        }
        out.extend_from_slice(id.as_bytes());
        offset += bytes.len();
    }
    for (_, bytes) in entries {
        out.extend_from_slice(bytes);
    }
    out
}

/// A HIP binary's bundles carry code for other GPUs too (gfx90a, gfx1030): those entries
/// are skipped with one warning, the rest printed; `--offload-arch` picks entries.
#[test]
fn bundle_entries_for_other_processors() {
    let gfx900 = std::fs::read(objects().join("reduce.gfx900.o")).unwrap();
    let gfx1030 = std::fs::read(objects().join("corrupt/saxpy.gfx1030.o")).unwrap();
    let broken = b"\x7fELF\x02\x01\x01 not really an ELF header".to_vec();
    let tmp = std::env::temp_dir().join(format!("gcn-isa-fat-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let write = |name: &str, entries: &[(&str, &[u8])]| {
        std::fs::write(tmp.join(name), offload_bundle(entries)).unwrap();
    };
    write(
        "fat.bundle",
        &[
            ("host-x86_64-unknown-linux-gnu-", b""),
            ("hipv4-amdgcn-amd-amdhsa--gfx1030", &gfx1030),
            ("hipv4-amdgcn-amd-amdhsa--gfx900:xnack-", &gfx900),
            ("hipv4-amdgcn-amd-amdhsa--gfx1030", &gfx1030),
        ],
    );
    write(
        "other.bundle",
        &[("hipv4-amdgcn-amd-amdhsa--gfx1030", &gfx1030)],
    );
    write(
        "broken.bundle",
        &[
            ("hipv4-amdgcn-amd-amdhsa--gfx906", &broken),
            ("hipv4-amdgcn-amd-amdhsa--gfx900", &gfx900),
        ],
    );
    let single = String::from_utf8(objdump(&objects(), &["-d", "reduce.gfx900.o"]).stdout).unwrap();
    let entry =
        |file: &str, id: &str| single.replacen("reduce.gfx900.o", &format!("{file}({id})"), 1);
    let text = |o: &Output| String::from_utf8(o.stdout.clone()).unwrap();
    let err = |o: &Output| String::from_utf8(o.stderr.clone()).unwrap();

    let out = objdump(&tmp, &["-d", "fat.bundle"]);
    assert_eq!(out.status.code(), Some(0), "{}", err(&out));
    assert_eq!(
        text(&out),
        entry("fat.bundle", "hipv4-amdgcn-amd-amdhsa--gfx900:xnack-")
    );
    assert_eq!(
        err(&out),
        "gcn-isa: warning: 'fat.bundle': skipped 2 bundle entries for processors gcn-isa does \
         not cover (2 for gfx1030); it covers gfx6..gfx908\n"
    );

    // Nothing it covers: an error.
    let out = objdump(&tmp, &["-d", "other.bundle"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out), "");
    assert_eq!(
        err(&out),
        "gcn-isa: error: 'other.bundle': no bundle entry for a processor gcn-isa covers \
         (gfx6..gfx908): 1 for gfx1030\n"
    );

    // --offload-arch: by processor or whole target ID; an entry it asks for that gcn-isa
    // cannot print is an error, one it matches none of a warning.
    for arch in ["gfx900", "gfx900:xnack-", "gfx801,gfx900"] {
        let out = objdump(&tmp, &["-d", "--offload-arch", arch, "fat.bundle"]);
        assert_eq!(out.status.code(), Some(0), "{arch}: {}", err(&out));
        assert_eq!(
            text(&out),
            entry("fat.bundle", "hipv4-amdgcn-amd-amdhsa--gfx900:xnack-")
        );
        assert_eq!(err(&out), "", "{arch}");
    }
    let out = objdump(&tmp, &["-d", "--offload-arch=gfx1030", "fat.bundle"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        err(&out).matches("processor gfx1030").count(),
        2,
        "{}",
        err(&out)
    );
    let out = objdump(&tmp, &["-d", "--offload-arch", "gfx906", "fat.bundle"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out), "");
    assert_eq!(
        err(&out),
        "gcn-isa: warning: 'fat.bundle': no bundle entry for --offload-arch gfx906 (its \
         entries are for gfx1030, gfx900:xnack-)\n"
    );
    let out = objdump(&tmp, &["-d", "--offload-arch", "sm_80", "fat.bundle"]);
    assert_eq!(out.status.code(), Some(2));

    // A broken entry is an error naming it; the entries after it are still printed.
    let out = objdump(&tmp, &["-d", "broken.bundle"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out),
        entry("broken.bundle", "hipv4-amdgcn-amd-amdhsa--gfx900")
    );
    let e = err(&out);
    assert!(
        e.starts_with("gcn-isa: error: 'broken.bundle' (hipv4-amdgcn-amd-amdhsa--gfx906): ")
            && e.lines().count() == 1,
        "{e}"
    );
    std::fs::remove_dir_all(&tmp).ok();
}

#[test]
fn host_executable_fat_binary() {
    let out = objdump(&objects().join("host"), &["-d", "host_hip.stripped.exe"]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    // Two bundles (one plain, one compressed), each with amdgcn entries.
    let headers = text
        .matches("host_hip.stripped.exe(hipv4-amdgcn-amd-amdhsa--")
        .count();
    assert!(headers >= 2, "{headers} code objects found:\n{text}");
    assert!(text.contains("s_endpgm"));
}

/// `--mattr`: features that leave LLVM 19's disassembly unchanged are accepted (the listing
/// is llvm-objdump's without them), unknown names are LLVM's warning, and a feature that
/// would change the disassembly is an error before anything of the object is disassembled.
#[test]
fn target_features_are_taken_as_llvm_objdump_takes_them() {
    let dir = objects();
    let expected = std::fs::read_to_string(dir.join("saxpy.gfx908.o.d.txt")).unwrap();
    let out = objdump(
        &dir,
        &[
            "-d",
            "--mattr=+xnack,-SRAMECC",
            "--mattr",
            "cumode,+frob",
            "saxpy.gfx908.o",
        ],
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
    assert_eq!(
        err.trim_end(),
        "gcn-isa: warning: 'saxpy.gfx908.o': '+frob' is not a recognized feature for this \
         target (ignoring feature)"
    );
    // Not read at all where nothing is disassembled, as in llvm-objdump.
    let out = objdump(
        &dir,
        &["-t", "--mattr=+gfx90a-insts,+frob", "saxpy.gfx908.o"],
    );
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stderr.is_empty());
    for (features, object) in [
        ("+gfx90a-insts", "saxpy.gfx908.o"),
        ("-gds", "saxpy.gfx908.o"),
        ("+unpacked-d16-vmem", "reduce.gfx900.o"),
        ("+wavefrontsize32", "reduce.gfx900.o"),
    ] {
        let out = objdump(
            &dir,
            &["-d", &format!("--mattr={features}"), object, "saxpy.fiji.o"],
        );
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{features}: {err}");
        assert!(err.contains(&format!("--mattr={features}")), "{err}");
        // The file line only: the run ends there, the second file is not read.
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            format!("{object}:\tfile format elf64-amdgpu")
        );
    }
}

#[test]
fn corrupt_and_unsupported_files_are_clear_errors() {
    let dir = objects().join("corrupt");
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_owned();
        if name.ends_with(".txt") || name.ends_with(".json") || name.starts_with("kd-") {
            continue;
        }
        let out = objdump(&dir, &["-d", &name]);
        let err = String::from_utf8_lossy(&out.stderr);
        if name == "ccob-wrong-total.bundle" || name == "small.bundle" {
            continue; // readable despite the odd header (LLVM reads them too); no panic
        }
        assert_eq!(out.status.code(), Some(1), "{name}: {err}");
        // `'FILE': …`, or `'ARCHIVE(MEMBER)': …` for an archive's member.
        assert!(
            err.contains(&format!("'{name}'")) || err.contains(&format!("'{name}(")),
            "{name}: error does not name the file: {err}"
        );
        assert!(err.lines().count() == 1, "{name}: {err}");
    }
    let out = objdump(&dir, &["-d", "saxpy.gfx1030.o"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("gfx1030"));
    let out = objdump(&dir, &["-d", "r600.cypress.o"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("R600"));
}

/// `-` is standard input (headed `<stdin>:`, as llvm-objdump heads it), and a pipe or
/// `/dev/stdin` is read to its end: the same listing as from the file (a pipe's length is
/// not known in advance, and once was taken for an empty file).
#[test]
fn standard_input_and_pipes_read_as_files() {
    use std::io::Write as _;
    use std::process::Stdio;
    let dir = objects();
    let bytes = std::fs::read(dir.join("edge.gfx900.o")).unwrap();
    let expected = std::fs::read_to_string(dir.join("edge.gfx900.o.d.txt")).unwrap();
    for name in ["-", "/dev/stdin"] {
        if name != "-" && !Path::new(name).exists() {
            continue;
        }
        let mut child = Command::new(env!("CARGO_BIN_EXE_gcn-isa"))
            .args(["objdump", "-d", name])
            .current_dir(&dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("run gcn-isa");
        let mut input = child.stdin.take().unwrap();
        let feed = bytes.clone();
        let writer = std::thread::spawn(move || input.write_all(&feed));
        let out = child.wait_with_output().unwrap();
        writer.join().unwrap().unwrap();
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let header = match name {
            "-" => "<stdin>:",
            other => &format!("{other}:"),
        };
        let want = expected.replacen("edge.gfx900.o:", header, 1);
        let got = String::from_utf8_lossy(&out.stdout);
        assert!(got == want, "{name}: {}", first_difference(&want, &got));
    }
}

/// A GNU `ar` archive of `members` (names longer than 15 bytes go to the `//` table), as
/// `llvm-ar rc` writes it without a symbol table.
fn ar_archive(members: &[(&str, &[u8])]) -> Vec<u8> {
    fn header(name: &str, size: usize) -> String {
        format!("{name:<16}{:<12}{:<6}{:<6}{:<8}{size:<10}`\n", 0, 0, 0, 644)
    }
    let mut table = String::new();
    let mut names = Vec::new();
    for (name, _) in members {
        if name.len() > 15 {
            names.push(format!("/{}", table.len()));
            table.push_str(&format!("{name}/\n"));
        } else {
            names.push(format!("{name}/"));
        }
    }
    let mut out = b"!<arch>\n".to_vec();
    if !table.is_empty() {
        out.extend(header("//", table.len()).bytes());
        out.extend(table.bytes());
        if table.len() % 2 == 1 {
            out.push(b'\n');
        }
    }
    for ((_, data), name) in members.iter().zip(&names) {
        out.extend(header(name, data.len()).bytes());
        out.extend(*data);
        if data.len() % 2 == 1 {
            out.push(b'\n');
        }
    }
    out
}

/// Archive members are read as files named on the command line would be: code objects
/// headed `ARCHIVE(MEMBER)` as llvm-objdump heads them, a host executable's or a bundle's
/// entries headed `ARCHIVE(MEMBER)(ENTRY)`; a member that is neither is an error naming it,
/// and the members after it are still printed.
#[test]
fn archive_members_are_read_as_files() {
    let read = |p: &str| std::fs::read(objects().join(p)).unwrap();
    let (object, host, bundle, text) = (
        read("reduce.gfx900.o"),
        read("host/host_hip.stripped.exe"),
        read("bundles/hip.bundle"),
        read("corrupt/not-elf.o"),
    );
    let inner = ar_archive(&[("reduce.gfx900.o", &object)]);
    let archive = ar_archive(&[
        ("reduce.gfx900.o", &object),
        ("notes.txt", &text),
        ("host_hip.stripped.exe", &host),
        ("inner.a", &inner),
        ("hip.bundle", &bundle),
    ]);
    let tmp = std::env::temp_dir().join(format!("gcn-isa-archive-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    std::fs::write(tmp.join("mixed.a"), &archive).unwrap();
    let out = objdump(&tmp, &["-d", "mixed.a"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err,
        "gcn-isa: error: 'mixed.a(notes.txt)': not an ELF file, a COFF object, a PE image, a \
         clang offload bundle (__CLANG_OFFLOAD_BUNDLE__), a compressed bundle (CCOB) or an \
         offloading binary (10 FF 10 AD)\n\
         gcn-isa: error: 'mixed.a(inner.a)': an archive inside an archive is not read\n"
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let headers: Vec<&str> = text
        .lines()
        .filter(|l| l.ends_with(":\tfile format elf64-amdgpu"))
        .collect();
    let id = |cpu: &str| format!("(hipv4-amdgcn-amd-amdhsa--{cpu}):\tfile format elf64-amdgpu");
    assert_eq!(
        headers,
        [
            "mixed.a(reduce.gfx900.o):\tfile format elf64-amdgpu".to_owned(),
            format!("mixed.a(host_hip.stripped.exe){}", id("gfx900")),
            format!("mixed.a(host_hip.stripped.exe){}", id("gfx906")),
            format!("mixed.a(host_hip.stripped.exe){}", id("gfx908")),
            format!("mixed.a(hip.bundle){}", id("gfx900")),
            format!("mixed.a(hip.bundle){}", id("gfx906")),
            format!("mixed.a(hip.bundle){}", id("gfx908")),
        ]
    );
    // The first member prints as the file itself does.
    let alone = std::fs::read_to_string(objects().join("reduce.gfx900.o.d.txt")).unwrap();
    let alone = alone.replacen("\nreduce.gfx900.o:", "\nmixed.a(reduce.gfx900.o):", 1);
    assert!(
        text.starts_with(&alone),
        "{}",
        first_difference(&alone, &text)
    );
    // JSON names the member, and the bundle entry in it.
    let out = objdump(&tmp, &["--format", "json", "mixed.a"]);
    let json = String::from_utf8(out.stdout).unwrap();
    assert!(json
        .starts_with("{\"file\":\"mixed.a\",\"member\":\"reduce.gfx900.o\",\"section\":\".text\""));
    assert!(json.contains(
        "{\"file\":\"mixed.a\",\"member\":\"hip.bundle\",\
         \"object\":\"hipv4-amdgcn-amd-amdhsa--gfx908\",\"section\":\".text\""
    ));
    // An empty archive prints nothing, as llvm-objdump.
    std::fs::write(tmp.join("empty.a"), b"!<arch>\n").unwrap();
    let out = objdump(&tmp, &["-d", "empty.a"]);
    assert_eq!(
        (out.status.code(), &out.stdout[..], &out.stderr[..]),
        (Some(0), &b""[..], &b""[..])
    );
    let _ = std::fs::remove_dir_all(&tmp);
}

/// A thin archive's members are files relative to the archive's directory, whatever the
/// current directory (as llvm-objdump finds them); one that is missing is an error.
#[test]
fn thin_archive_members_are_read_from_disk() {
    let out = objdump(&objects(), &["-d", "archives/kernels.thin.a"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let expected =
        std::fs::read_to_string(objects().join("archives/kernels.thin.a.d.txt")).unwrap();
    let expected = expected.replace("\nkernels.thin.a(", "\narchives/kernels.thin.a(");
    assert!(text == expected, "{}", first_difference(&expected, &text));
    // Copied elsewhere, its members are not there.
    let tmp = std::env::temp_dir().join(format!("gcn-isa-thin-{}", std::process::id()));
    std::fs::create_dir_all(tmp.join("sub")).unwrap();
    std::fs::copy(
        objects().join("archives/kernels.thin.a"),
        tmp.join("sub/thin.a"),
    )
    .unwrap();
    std::fs::copy(objects().join("edge.gfx900.o"), tmp.join("edge.gfx900.o")).unwrap();
    let out = objdump(&tmp, &["-d", "sub/thin.a"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with(
            "gcn-isa: error: 'sub/thin.a(../reduce.gfx900.o)': cannot read the thin archive's \
             member file 'sub/../reduce.gfx900.o': "
        ),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("\nsub/thin.a(../edge.gfx900.o):\tfile format elf64-amdgpu\n"));
    let _ = std::fs::remove_dir_all(&tmp);
}

/// A corrupt archive: the members before the corruption print as llvm-objdump prints them,
/// then an error names the archive and the offset.
#[test]
fn corrupt_archives_print_the_members_before() {
    let dir = objects().join("corrupt");
    let out = objdump(&dir, &["-d", "archive-truncated-header.a"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "gcn-isa: error: 'archive-truncated-header.a': archive member header at offset 0xc3c \
         is truncated: 30 bytes, 60 needed\n"
    );
    let whole = std::fs::read_to_string(objects().join("archives/kernels.a.d.txt")).unwrap();
    let first = &whole[..whole.find("\nkernels.a(reduce.gfx900.o)").unwrap()];
    let first = first.replace("\nkernels.a(", "\narchive-truncated-header.a(");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text == first, "{}", first_difference(&first, &text));
    for (name, message) in [
        (
            "archive-member-past-eof.a",
            "archive member header at offset 0x120: its 10804 bytes of data at offset 0x15c run \
             past the end of the archive (0x2a34)",
        ),
        (
            "archive-bad-terminator.a",
            "archive member header at offset 0x120: its terminator is \"xx\", not \"`\\n\"",
        ),
    ] {
        let out = objdump(&dir, &["-d", name]);
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(
            String::from_utf8(out.stderr).unwrap(),
            format!("gcn-isa: error: '{name}': {message}\n")
        );
        assert!(out.stdout.is_empty());
    }
    // A member whose ELF magic is broken (llvm-objdump skips it): an error, then the
    // other members, as llvm-objdump prints them.
    let out = objdump(&dir, &["-d", "archive-bad-member-magic.a"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("gcn-isa: error: 'archive-bad-member-magic.a(saxpy.gfx900.o)': not an ELF"),
        "{err}"
    );
    let rest = &whole[whole.find("\nkernels.a(reduce.gfx900.o)").unwrap()..];
    let rest = rest.replace("\nkernels.a(", "\narchive-bad-member-magic.a(");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text == rest, "{}", first_difference(&rest, &text));
}

#[test]
fn json_lines_carry_roles_and_text() {
    let out = objdump(&objects(), &["--format", "json", "saxpy.gfx908.o"]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let expected = std::fs::read_to_string(objects().join("saxpy.gfx908.o.d.txt")).unwrap();
    let instructions = expected.lines().filter(|l| l.starts_with('\t')).count();
    assert!(text.lines().count() >= instructions);
    let first = text.lines().next().unwrap();
    assert!(
        first.starts_with("{\"file\":\"saxpy.gfx908.o\",\"section\":\".text\""),
        "{first}"
    );
    assert!(first.contains("\"role\":\"write\""), "{first}");
    assert!(text.contains("\"text\":\"s_endpgm\""));
    // Each operand with what it printed: s_load_dwordx2 s[0:1], s[4:5], 0x0 and the like.
    let load = text
        .lines()
        .find(|l| l.contains("\"mnemonic\":\"s_load_dwordx2\""))
        .expect("a scalar load");
    assert!(
        load.contains("{\"name\":\"sbase\",\"role\":\"read\",\"text\":\"s["),
        "{load}"
    );
    assert!(
        load.contains("{\"name\":\"glc\",\"role\":\"read\"}"),
        "{load}"
    );
}

/// `--format json` prints JSON lines only, with `-D` too: no kernel descriptor directives,
/// data bytes or partial-dword `.byte` lines in between.
#[test]
fn json_with_every_section_is_json_lines_only() {
    for name in ["saxpy.gfx908.o", "reduce.gfx900.so", "math.gfx906.o"] {
        let out = objdump(&objects(), &["-D", "--format", "json", name]);
        assert_eq!(out.status.code(), Some(0), "{name}");
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(text.lines().count() > 10, "{name}");
        for line in text.lines() {
            assert!(
                line.starts_with("{\"file\":") && line.ends_with('}'),
                "{name}: {line}"
            );
        }
    }
}

/// With LLVM 19 installed: every source kernel for every generation, fresh. gfx8+ must
/// match llvm-objdump; gfx6/gfx7 (which llvm-objdump cannot disassemble) must print texts
/// that llvm-mc assembles back to the same words.
#[test]
fn generated_objects() {
    let llc = Path::new("/usr/lib/llvm-19/bin/llc");
    if !llc.exists()
        || Command::new("llvm-objdump-19")
            .arg("--version")
            .output()
            .is_err()
    {
        eprintln!(
            "generated_objects: LLVM 19 not installed, skipped (checked-in objects still compared)"
        );
        return;
    }
    // Every generation on the HSA triple, and two kinds of object llvm-objdump treats
    // apart: Mesa's code object v2 kernels (an `amd_kernel_code_t` before the code, shown
    // as bytes) and code object v6's generic gfx9 target.
    // Two at -O0 too, whose code differs (spills to scratch, exports with registers in
    // their disabled sources' fields, other selections). Graphics shaders (PAL's triple)
    // only for the sources written for it (`; triple:`).
    const TARGETS: [(&str, &[&str]); 17] = [
        ("tahiti", &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=tahiti"]),
        ("bonaire", &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=bonaire"]),
        ("fiji", &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=fiji"]),
        ("gfx900", &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900"]),
        ("gfx906", &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx906"]),
        ("gfx908", &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx908"]),
        (
            "fiji-O0",
            &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=fiji", "-O0"],
        ),
        (
            "gfx908-O0",
            &["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx908", "-O0"],
        ),
        (
            "mesa.tahiti",
            &["-mtriple=amdgcn-mesa-mesa3d", "-mcpu=tahiti"],
        ),
        (
            "mesa.bonaire",
            &["-mtriple=amdgcn-mesa-mesa3d", "-mcpu=bonaire"],
        ),
        ("mesa.fiji", &["-mtriple=amdgcn-mesa-mesa3d", "-mcpu=fiji"]),
        (
            "mesa.gfx900",
            &["-mtriple=amdgcn-mesa-mesa3d", "-mcpu=gfx900"],
        ),
        (
            "gfx9-generic",
            &[
                "-mtriple=amdgcn-amd-amdhsa",
                "-mcpu=gfx9-generic",
                "--amdhsa-code-object-version=6",
            ],
        ),
        (
            "pal.tahiti",
            &["-mtriple=amdgcn-amd-amdpal", "-mcpu=tahiti"],
        ),
        (
            "pal.bonaire",
            &["-mtriple=amdgcn-amd-amdpal", "-mcpu=bonaire"],
        ),
        ("pal.fiji", &["-mtriple=amdgcn-amd-amdpal", "-mcpu=fiji"]),
        (
            "pal.gfx900",
            &["-mtriple=amdgcn-amd-amdpal", "-mcpu=gfx900"],
        ),
    ];
    let option = |options: &[&'static str], name: &str| {
        options.iter().find_map(|o| o.strip_prefix(name)).unwrap()
    };
    let tmp = std::env::temp_dir().join(format!("gcn-isa-objdump-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let mut compared = 0;
    let linker = Command::new("ld.lld-19").arg("--version").output().is_ok();
    let mut linked_compared = 0;
    let mut pal_objects = 0;
    for source in std::fs::read_dir(objects().join("src")).unwrap() {
        let source = source.unwrap().path();
        if source.extension().and_then(|e| e.to_str()) != Some("ll") {
            continue;
        }
        let stem = source.file_stem().unwrap().to_str().unwrap().to_owned();
        let cpus = source_cpus(&source);
        let triple = source_header(&source, "triple:");
        for (tag, options) in TARGETS {
            let cpu = option(options, "-mcpu=");
            if cpus
                .as_ref()
                .is_some_and(|cpus| !cpus.iter().any(|c| c == cpu))
            {
                continue;
            }
            let target_triple = option(options, "-mtriple=");
            let source_triple = triple.as_ref().map_or("amdgcn-amd-amdhsa", |t| &t[0]);
            let default_source_on_pal = triple.is_none() && target_triple == "amdgcn-amd-amdpal";
            if default_source_on_pal || triple.is_some() && target_triple != source_triple {
                continue;
            }
            let old_generation = cpu == "tahiti" || cpu == "bonaire";
            pal_objects += usize::from(target_triple == "amdgcn-amd-amdpal");
            let name = format!("{stem}.{tag}.o");
            let built = Command::new(llc)
                .args(options)
                .args(["-filetype=obj", "-o"])
                .arg(tmp.join(&name))
                .arg(&source)
                .status()
                .unwrap();
            assert!(built.success(), "llc {name}");
            let window = ["-d", "--start-address=0x13", "--stop-address=0x1a2"];
            for flags in [
                &["-d"][..],
                &["-d", "--symbolize-operands"],
                &["-D"],
                &window,
                &["-d", "-r"],
            ] {
                let mut args = flags.to_vec();
                args.push(&name);
                let ours = objdump(&tmp, &args);
                assert_eq!(ours.status.code(), Some(0), "{name}");
                let ours = String::from_utf8(ours.stdout).unwrap();
                if old_generation {
                    // Only the code: labels are not numbers llvm-mc can assemble on their
                    // own, and `-D` adds data read as instructions.
                    if flags == ["-d"] {
                        reassembles(&ours, cpu, &name);
                    }
                    continue;
                }
                same_as_llvm_objdump(&tmp, &args, &ours);
                compared += 1;
            }
            // Linked as HIP's code objects are (ld.lld 19): branch targets are then named
            // from every section, and the linker adds sections of its own.
            if linker && target_triple == "amdgcn-amd-amdhsa" && !old_generation {
                let so = format!("{stem}.{tag}.so");
                let linked = Command::new("ld.lld-19")
                    .args(["-shared", &name, "-o", &so])
                    .current_dir(&tmp)
                    .status()
                    .unwrap();
                assert!(linked.success(), "ld.lld {so}");
                for flag in ["-d", "-D"] {
                    let ours = objdump(&tmp, &[flag, &so]);
                    assert_eq!(ours.status.code(), Some(0), "{so}");
                    let ours = String::from_utf8(ours.stdout).unwrap();
                    same_as_llvm_objdump(&tmp, &[flag, &so], &ours);
                    linked_compared += 1;
                }
            }
        }
    }
    // Each gfx8+ target's objects in an archive (GNU, with the symbol and long-name
    // tables llvm-ar writes): llvm-objdump prints them member by member.
    let mut archives = 0;
    if Command::new("llvm-ar-19").arg("--version").output().is_ok() {
        let archived = TARGETS.iter().filter(|(tag, options)| {
            let cpu = option(options, "-mcpu=");
            cpu != "tahiti" && cpu != "bonaire" && !tag.starts_with("pal.")
        });
        for (tag, _) in archived {
            let mut members: Vec<String> = std::fs::read_dir(&tmp)
                .unwrap()
                .filter_map(|e| e.ok()?.file_name().into_string().ok())
                .filter(|n| {
                    // `saxpy.fiji.o`, not `saxpy.mesa.fiji.o`.
                    n.strip_suffix(&format!(".{tag}.o"))
                        .is_some_and(|stem| !stem.contains('.'))
                })
                .collect();
            members.sort();
            let name = format!("{tag}.a");
            let built = Command::new("llvm-ar-19")
                .args(["rcD", "--format=gnu", &name])
                .args(&members)
                .current_dir(&tmp)
                .status()
                .unwrap();
            assert!(built.success(), "llvm-ar {name}");
            for flag in ["-d", "-D"] {
                let ours = objdump(&tmp, &[flag, &name]);
                assert_eq!(ours.status.code(), Some(0), "{name}");
                let ours = String::from_utf8(ours.stdout).unwrap();
                let llvm = same_as_llvm_objdump(&tmp, &[flag, &name], &ours);
                assert_eq!(
                    llvm.matches(&format!("\n{name}(")).count(),
                    members.len(),
                    "{name}: llvm-objdump reads every member"
                );
                archives += 1;
            }
        }
    }
    let _ = std::fs::remove_dir_all(&tmp);
    // At least five sources for all nine gfx8+ targets, three flag sets each; the archives
    // with two.
    assert!(compared >= 135, "{compared}");
    // `shaders.ll` and `shader_stages.ll` for the four PAL targets.
    assert!(pal_objects >= 8, "{pal_objects}");
    // Five sources at least, seven HSA gfx8+ targets, two flags.
    assert!(!linker || linked_compared >= 70, "{linked_compared}");
    assert!(archives == 0 || archives == 18, "{archives}");
}

/// The cpus a source is restricted to by a `; cpus: a b c` comment in its first lines (as
/// `scripts/gen_code_objects.py` reads it), or `None`: every target.
fn source_cpus(source: &Path) -> Option<Vec<String>> {
    source_header(source, "cpus:")
}

/// The words of a `; KEY ...` comment in a source's first five lines, if it has one
/// (`cpus:`, or `triple:` for a source written for another triple than amdhsa).
fn source_header(source: &Path, key: &str) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(source).unwrap();
    text.lines().take(5).find_map(|line| {
        let rest = line.trim_start_matches([';', '#', '/', ' ']);
        let words = rest.strip_prefix(key)?;
        Some(words.split_whitespace().map(str::to_owned).collect())
    })
}

/// `llvm-objdump-19 ARGS` in `dir` prints `ours` (but for what `comparable` sets aside);
/// returns what it printed.
fn same_as_llvm_objdump(dir: &Path, args: &[&str], ours: &str) -> String {
    let llvm = Command::new("llvm-objdump-19")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    let llvm = String::from_utf8(llvm.stdout).unwrap();
    let (want, _) = comparable(&llvm, ours);
    assert!(want == ours, "{args:?}: {}", first_difference(&want, ours));
    llvm
}

/// Every instruction line's text assembles (llvm-mc 19, `cpu`) to the words shown.
fn reassembles(listing: &str, cpu: &str, name: &str) {
    let lines: Vec<&str> = listing
        .lines()
        .filter(|l| {
            // Not data: words that do not decode, a code object v2 header's bytes (Mesa).
            l.starts_with('\t')
                && !l.starts_with("\t.long")
                && !l.starts_with("\t.byte")
                && !l.starts_with("\t\t")
        })
        .collect();
    let source: String = lines
        .iter()
        .map(|l| format!("{}\n", l.split("//").next().unwrap().trim()))
        .collect();
    let mut child = Command::new("llvm-mc-19")
        .args(["-arch=amdgcn", &format!("-mcpu={cpu}"), "-show-encoding"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write as _;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(source.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(
        out.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let encodings: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .filter_map(|l| l.split("encoding: [").nth(1))
        .map(|e| {
            let bytes: Vec<u8> = e
                .trim_end_matches(']')
                .split(',')
                .map(|b| u8::from_str_radix(b.trim_start_matches("0x"), 16).unwrap())
                .collect();
            bytes
                .chunks(4)
                .map(|c| format!("{:08X}", u32::from_le_bytes([c[0], c[1], c[2], c[3]])))
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    assert_eq!(encodings.len(), lines.len(), "{name}");
    for (line, enc) in lines.iter().zip(&encodings) {
        let words = line.rsplit(": ").next().unwrap();
        let words = words.split(" <").next().unwrap();
        // A relocation's placeholder: a literal dword of 0, which prints as `0` (as LLVM
        // prints it on gfx8+) and so assembles to the inline constant instead.
        if words.ends_with(" 00000000") && !enc.contains(' ') {
            continue;
        }
        assert_eq!(words, enc, "{name}: {line}");
    }
}

#[test]
fn missing_requested_symbols_are_warnings() {
    let out = objdump(
        &objects(),
        &["-d", "--disassemble-symbols=nosuch,saxpy", "saxpy.gfx908.o"],
    );
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err,
        "gcn-isa: warning: 'saxpy.gfx908.o': failed to disassemble missing symbol nosuch\n"
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("<saxpy>:\n"), "{text}");
}

/// On a terminal (a pseudo-terminal made by util-linux's `script`), `warning:` and `error:`
/// are coloured as llvm-objdump 19 colours them, where `TERM` names a terminal LLVM takes to
/// have colours; redirected, or under `TERM=dumb`, they are not. With llvm-objdump-19
/// installed, its bytes on the same terminal are compared too.
#[test]
fn messages_coloured_on_a_terminal_as_llvm_objdump_colours_them() {
    let on_terminal = |program: &str, term: &str| -> Option<Vec<u8>> {
        let command = format!(
            "{program} -d --disassemble-symbols=nosuch saxpy.gfx908.o >/dev/null; \
             {program} -d nosuch.o >/dev/null"
        );
        let out = Command::new("script")
            .args(["-qec", &command, "/dev/null"])
            .current_dir(objects())
            .env("TERM", term)
            .output()
            .ok()?;
        Some(out.stdout)
    };
    let ours = &format!("'{}' objdump", env!("CARGO_BIN_EXE_gcn-isa"));
    let Some(coloured) = on_terminal(ours, "xterm-256color") else {
        eprintln!("skipped: no `script` to make a terminal with");
        return;
    };
    let expected = "gcn-isa: \x1b[0;1;35mwarning: \x1b[0m'saxpy.gfx908.o': failed to disassemble \
                    missing symbol nosuch\r\ngcn-isa: \x1b[0;1;31merror: \x1b[0m'nosuch.o': ";
    let coloured = String::from_utf8(coloured).unwrap();
    assert!(coloured.starts_with(expected), "{coloured:?}");
    let plain = String::from_utf8(on_terminal(ours, "dumb").unwrap()).unwrap();
    assert!(
        plain.starts_with("gcn-isa: warning: 'saxpy.gfx908.o'") && !plain.contains('\x1b'),
        "{plain:?}"
    );
    let redirected = objdump(&objects(), &["-d", "nosuch.o"]);
    assert!(!redirected.stderr.contains(&0x1b), "{redirected:?}");
    if Command::new("llvm-objdump-19")
        .arg("--version")
        .output()
        .is_ok()
    {
        let llvm = on_terminal("llvm-objdump-19", "xterm-256color").unwrap();
        let llvm = String::from_utf8(llvm).unwrap();
        let llvm = llvm.replace("llvm-objdump-19:", "gcn-isa:");
        assert!(llvm.starts_with(expected), "{llvm:?}");
    }
}

/// `--start-address`/`--stop-address` as llvm-objdump 19 applies them (the printed windows
/// are in the manifest): a requested symbol that starts at or after the stop address is
/// missing, one that ends before the start address was found (and prints nothing); a start
/// not below the stop is a usage error, the defaults (0, the last address) included.
#[test]
fn address_windows_find_symbols_and_refuse_empty_ranges() {
    let run = |args: &[&str]| objdump(&objects(), args);
    let missing = run(&[
        "-d",
        "--disassemble-symbols=apply_activation",
        "--stop-address=0x10",
        "math.gfx906.o",
    ]);
    assert_eq!(missing.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&missing.stderr),
        "gcn-isa: warning: 'math.gfx906.o': failed to disassemble missing symbol \
         apply_activation\n"
    );
    let before = run(&[
        "-d",
        "--disassemble-symbols=activation",
        "--start-address=0x2000",
        "math.gfx906.o",
    ]);
    assert_eq!(before.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&before.stderr), "");
    assert_eq!(
        String::from_utf8_lossy(&before.stdout),
        "\nmath.gfx906.o:\tfile format elf64-amdgpu\n"
    );
    for window in [
        &["--start-address=0x10", "--stop-address=0x10"][..],
        &["--start-address=0x20", "--stop-address=0x10"],
        &["--stop-address=0"],
        &["--start-address=0xffffffffffffffff"],
    ] {
        let mut args = vec!["-d"];
        args.extend_from_slice(window);
        args.push("math.gfx906.o");
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{window:?}");
        assert!(out.stdout.is_empty(), "{window:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "gcn-isa: error: start address should be less than stop address\n"
        );
    }
}

/// `-t` alone reads no section that `-j` names: as llvm-objdump 19, it prints the whole
/// table and warns about every name, even one the object has.
#[test]
fn symbol_table_alone_ignores_and_warns_about_sections() {
    let out = objdump(&objects(), &["-t", "-j", ".text", "math.gfx906.o"]);
    assert_eq!(out.status.code(), Some(0));
    let want = std::fs::read(objects().join("math.gfx906.o.syms.txt")).unwrap();
    assert_eq!(out.stdout, want);
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "gcn-isa: warning: section '.text' mentioned in a -j/--section option, but not found \
         in any input file\n"
    );
    let with_code = objdump(&objects(), &["-t", "-d", "-j", ".text", "math.gfx906.o"]);
    assert_eq!(String::from_utf8_lossy(&with_code.stderr), "");
}

/// `-r` alone and `-t` print tables, which `--format json` has no form for: a usage
/// error; with `-d` the JSON lines are the instructions (no relocation lines).
#[test]
fn relocation_tables_have_no_json_form() {
    let run = |args: &[&str]| objdump(&objects(), args);
    for tables in [&["-r"][..], &["-t"], &["-t", "-d"]] {
        let mut args = tables.to_vec();
        args.extend(["--format", "json", "math.gfx906.o"]);
        let out = run(&args);
        assert_eq!(out.status.code(), Some(2), "{tables:?}");
        assert!(out.stdout.is_empty(), "{tables:?}");
    }
    let lines = run(&["-d", "-r", "--format", "json", "math.gfx906.o"]);
    let plain = run(&["-d", "--format", "json", "math.gfx906.o"]);
    assert_eq!(lines.status.code(), Some(0));
    assert!(!lines.stdout.is_empty());
    assert_eq!(lines.stdout, plain.stdout);
}

/// As llvm-objdump 19: `-j` names that no printed object has are warned about once every
/// file is printed, each once and in order, and only when none of the names was found (a
/// section of any kind counts); the exit status stays 0.
#[test]
fn requested_sections_found_nowhere_are_warnings() {
    let warning = |name: &str| {
        format!(
            "gcn-isa: warning: section '{name}' mentioned in a -j/--section option, but not \
             found in any input file\n"
        )
    };
    let files = ["saxpy.fiji.o", "saxpy.gfx908.o"];
    let cases: [(&[&str], String); 4] = [
        (
            &["-j", ".a", "-j", ".b", "-j", ".a"],
            warning(".a") + &warning(".b"),
        ),
        (&["-j", ".a", "-j", ".text"], String::new()),
        // Not executable, so not printed with -d, but found.
        (&["-j", ".note", "-j", ".a"], String::new()),
        (&["-j", ""], String::new()),
    ];
    for (sections, expected) in cases {
        let mut args = vec!["-d"];
        args.extend_from_slice(sections);
        args.extend_from_slice(&files);
        let out = objdump(&objects(), &args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), expected, "{args:?}");
    }
}

/// `SHT_NOBITS` sections (`-D`, or named with `-j`), `-j` on sections that are not code, and
/// branch targets in other sections of a linked object, against the outputs of
/// llvm-objdump 19 checked in beside the objects.
#[test]
fn sections_without_contents_and_named_data_sections() {
    let dir = objects().join("nobits");
    let runs: [(&str, &[&str]); 6] = [
        ("d", &["-d"]),
        ("D", &["-D"]),
        ("D-symbolize-operands", &["-D", "--symbolize-operands"]),
        // A label below `.text` (a branch back out of it) comes first among its symbols,
        // so llvm-objdump adds the section's own symbol at its start, which shows.
        (
            "d-all-symbols-symbolize-operands",
            &["-d", "--show-all-symbols", "--symbolize-operands"],
        ),
        ("d-j-bss-text", &["-d", "-j", ".bss", "-j", ".text"]),
        ("d-j-rodata", &["-d", "-j", ".rodata"]),
    ];
    for object in ["nobits.gfx900.o", "nobits.gfx900.so"] {
        for (tag, flags) in runs {
            let mut args = flags.to_vec();
            args.push(object);
            let out = objdump(&dir, &args);
            assert_eq!(out.status.code(), Some(0), "{object} {flags:?}");
            let got = String::from_utf8(out.stdout).unwrap();
            let want = std::fs::read_to_string(dir.join(format!("{object}.{tag}.txt"))).unwrap();
            assert!(
                want == got,
                "{object} {flags:?}: {}",
                first_difference(&want, &got)
            );
        }
    }
}

/// `--disassemble-symbols` lists split as llvm-objdump 19 splits them: empty names dropped,
/// so `--disassemble-symbols=` alone selects every symbol, and no warning names "".
#[test]
fn empty_names_in_disassemble_symbols_are_dropped() {
    let run = |args: &[&str]| {
        let out = objdump(&objects(), args);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr), "", "{args:?}");
        String::from_utf8(out.stdout).unwrap()
    };
    let object = "saxpy.fiji.o";
    assert_eq!(
        run(&["-d", "--disassemble-symbols=", object]),
        run(&["-d", object])
    );
    let only = run(&["-d", "--disassemble-symbols=saxpy", object]);
    assert!(only.contains("<saxpy>:"), "{only}");
    assert_eq!(run(&["-d", "--disassemble-symbols=,saxpy,", object]), only);
}

/// OpenMP offload programs and clang's new offload driver: code objects in `.llvm.offloading`
/// sections and offloading binary files (`objects/offloading`, made by
/// `scripts/offload_programs.py --fixtures` with clang 19; the expected `-d` output is
/// llvm-objdump 19's for each image extracted, `--offloading` llvm-objdump's own).
#[test]
fn offloading_images() {
    let dir = objects().join("offloading");
    let expected = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    let text = |o: &Output| String::from_utf8(o.stdout.clone()).unwrap();
    let err = |o: &Output| String::from_utf8(o.stderr.clone()).unwrap();
    let disassembly = expected("saxpy.exe.d.txt");
    assert_eq!(
        disassembly.matches("(openmp-amdgcn-amd-amdhsa-gfx").count(),
        3
    );

    let out = objdump(&dir, &["-d", "saxpy.exe"]);
    assert_eq!((out.status.code(), err(&out).as_str()), (Some(0), ""));
    assert_eq!(text(&out), disassembly);
    // The section's bytes as a file of their own: the same images.
    let out = objdump(&dir, &["-d", "saxpy.offload"]);
    assert_eq!(out.status.code(), Some(0), "{}", err(&out));
    assert_eq!(
        text(&out),
        disassembly.replace("saxpy.exe(", "saxpy.offload(")
    );
    for name in [
        "saxpy.exe",
        "saxpy.o",
        "saxpy.offload",
        "mixed.o",
        "offloading.a",
    ] {
        let out = objdump(&dir, &["--offloading", name]);
        assert_eq!(out.status.code(), Some(0), "{name}: {}", err(&out));
        assert_eq!(
            text(&out),
            expected(&format!("{name}.offloading.txt")),
            "{name}"
        );
    }
    // With -d, a host file's list comes first, then its images' code.
    let out = objdump(&dir, &["-d", "--offloading", "saxpy.exe"]);
    assert_eq!(
        text(&out),
        expected("saxpy.exe.offloading.txt") + &disassembly
    );
    let out = objdump(&dir, &["--offloading", "--format", "json", "saxpy.exe"]);
    assert_eq!(out.status.code(), Some(2));

    // An object of `clang -c`: LLVM IR only.
    let out = objdump(&dir, &["-d", "saxpy.o"]);
    assert_eq!((out.status.code(), text(&out).as_str()), (Some(1), ""));
    assert_eq!(
        err(&out),
        "gcn-isa: error: 'saxpy.o': nothing to disassemble: its 3 offloading images for AMD \
         GPUs hold LLVM IR, not machine code (openmp-amdgcn-amd-amdhsa-gfx803, \
         openmp-amdgcn-amd-amdhsa-gfx906, openmp-amdgcn-amd-amdhsa-gfx908): disassemble the \
         program they are linked into\n"
    );

    // Two sections: a HIP gfx906 code object (printed), CUDA IR (another vendor's: not
    // mentioned), a gfx1030 code object and gfx908 IR (each named in a warning).
    let gfx906 = disassembly
        .split("\nsaxpy.exe(")
        .find(|part| part.starts_with("openmp-amdgcn-amd-amdhsa-gfx906)"))
        .unwrap()
        .replacen("openmp-amdgcn-amd-amdhsa-gfx906)", "", 1);
    let out = objdump(&dir, &["-d", "mixed.o"]);
    assert_eq!(out.status.code(), Some(0), "{}", err(&out));
    assert_eq!(
        text(&out),
        format!("\nmixed.o(hip-amdgcn-amd-amdhsa-gfx906){gfx906}")
    );
    assert_eq!(
        err(&out),
        "gcn-isa: warning: 'mixed.o': skipped 1 offloading image for AMD GPUs that holds LLVM \
         IR, not machine code (openmp-amdgcn-amd-amdhsa-gfx908:xnack-): disassemble the \
         program it is linked into\n\
         gcn-isa: warning: 'mixed.o': skipped 1 offloading image for processors gcn-isa does \
         not cover (1 for gfx1030); it covers gfx6..gfx908\n"
    );
    let out = objdump(&dir, &["-d", "--offload-arch", "gfx906", "mixed.o"]);
    assert_eq!((out.status.code(), err(&out).as_str()), (Some(0), ""));
    let out = objdump(&dir, &["-d", "--offload-arch", "gfx801", "mixed.o"]);
    assert_eq!((out.status.code(), text(&out).as_str()), (Some(0), ""));
    assert!(
        err(&out).contains("no offloading image for --offload-arch gfx801"),
        "{}",
        err(&out)
    );
    // An archive of both: each member as a file of its own.
    let out = objdump(&dir, &["-d", "offloading.a"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(
        text(&out),
        format!("\noffloading.a(mixed.o)(hip-amdgcn-amd-amdhsa-gfx906){gfx906}")
    );
    assert!(err(&out).contains("'offloading.a(saxpy.o)': nothing to disassemble"));

    // Truncated or corrupt: an error naming the section and the offset, never a panic.
    let tmp = std::env::temp_dir().join(format!("gcn-isa-offload-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    let blob = std::fs::read(dir.join("saxpy.offload")).unwrap();
    // Where each of its binaries starts (each gives its size at offset 8).
    let mut starts = vec![0];
    while let Some(size) = blob
        .get(starts[starts.len() - 1] + 8..)
        .map(|b| b[..8].to_vec())
    {
        let next = starts[starts.len() - 1] + u64::from_le_bytes(size.try_into().unwrap()) as usize;
        if next >= blob.len() {
            break;
        }
        starts.push(next);
    }
    assert_eq!(starts.len(), 3);
    let first = starts[1];
    for cut in [4, 40, 100, first - 1, first + 8, blob.len() - 1] {
        std::fs::write(tmp.join("cut.offload"), &blob[..cut]).unwrap();
        for flags in [&["-d"][..], &["--offloading"]] {
            let out = objdump(&tmp, &[flags, &["cut.offload"]].concat());
            assert_eq!(out.status.code(), Some(1), "{cut} {flags:?}");
            let e = err(&out);
            assert!(e.starts_with("gcn-isa: error: 'cut.offload': "), "{e}");
            let at = starts.iter().rev().find(|&&s| s < cut).unwrap();
            assert!(e.contains(&format!("offset {at:#x}: ")), "{cut}: {e}");
        }
    }
    std::fs::remove_dir_all(&tmp).ok();
}

/// With both streams in one file, each message where llvm-objdump 19's comes: its own after
/// everything printed before them, those of LLVM's libraries (the subtarget's warning about
/// a feature) after only what its buffered standard output had written out.
#[test]
fn messages_where_llvm_objdump_writes_them() {
    let dir = objects().join("debug");
    let object = "kernels_cl.gfx900.o";
    let text = |args: &[&str]| String::from_utf8(objdump(&dir, args).stdout).unwrap();
    let merged = objdump_merged(&dir, &["--mattr=+frob", "-d", object]);
    let warning = "gcn-isa: warning: 'kernels_cl.gfx900.o': '+frob' is not a recognized feature \
                   for this target (ignoring feature)\n";
    assert_eq!(merged, format!("{warning}{}", text(&["-d", object])));

    let args = ["-d", "--disassemble-symbols=saxpy,absent", "-u", object];
    let printed = text(&args);
    let unwind = "Unwind info:\n\n";
    let disassembly = printed.strip_suffix(unwind).expect("-u's heading last");
    assert_eq!(
        objdump_merged(&dir, &args),
        format!(
            "{disassembly}gcn-isa: warning: 'kernels_cl.gfx900.o': failed to disassemble \
             missing symbol absent\ngcn-isa: error: 'kernels_cl.gfx900.o': this operation is \
             only currently supported for COFF and MachO object files\n{unwind}"
        )
    );
}

/// `-l` and `-S`: source lines from DWARF (`objects/debug`, made by
/// `scripts/debug_lines.py --fixtures` with clang 19 and `-fdebug-compilation-dir=.`, so
/// that the sources beside the objects are found; the outputs are llvm-objdump 19's).
#[test]
fn source_lines() {
    let dir = objects().join("debug");
    let expected = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    let text = |o: &Output| String::from_utf8(o.stdout.clone()).unwrap();
    let err = |o: &Output| String::from_utf8(o.stderr.clone()).unwrap();
    for (flags, file, name) in [
        (
            &["-l"][..],
            "kernels_cl.gfx900.o",
            "kernels_cl.gfx900.o.l.txt",
        ),
        (
            &["-l", "-S"],
            "kernels_cl.gfx900.o",
            "kernels_cl.gfx900.o.lS.txt",
        ),
        (
            &["-l", "-S", "-C"],
            "kernels_hip.gfx906.so",
            "kernels_hip.gfx906.so.lSC.txt",
        ),
        // Its allocated sections given addresses (`sh_addr`), which LLVM adds to the
        // symbols the line table is relocated against.
        (
            &["-l"],
            "kernels_cl.moved.gfx900.o",
            "kernels_cl.moved.gfx900.o.l.txt",
        ),
        // No DWARF: the functions, from the symbol table.
        (&["-l"], "../reduce.gfx900.o", "reduce.gfx900.o.l.txt"),
        // --debug-vars: variable locations in columns (those of -O2 code live in location
        // lists; at -O0 every variable is in memory), named after the source lines.
        (
            &["-l", "--debug-vars"],
            "kernels_cl.gfx900.o",
            "kernels_cl.gfx900.o.lV.txt",
        ),
        (
            &["-d", "-l", "--debug-vars"],
            "kernels_cl.O0.gfx900.o",
            "kernels_cl.O0.gfx900.o.dlV.txt",
        ),
        (
            &["-S", "-r", "--debug-vars=ascii"],
            "kernels_cl.O0.gfx900.o",
            "kernels_cl.O0.gfx900.o.SrVascii.txt",
        ),
    ] {
        let out = objdump(&dir, &[flags, &[file]].concat());
        assert_eq!(
            (out.status.code(), err(&out).as_str()),
            (Some(0), ""),
            "{name}"
        );
        let want = expected(name);
        assert_eq!(
            text(&out),
            want,
            "{name}: {}",
            first_difference(&want, &text(&out))
        );
        assert!(want.contains("\n; "), "{name} has source lines");
    }
    // -S alone: the text lines of -l -S without the FILE:LINE ones.
    let out = objdump(&dir, &["-S", "kernels_cl.gfx900.o"]);
    let without: String = expected("kernels_cl.gfx900.o.lS.txt")
        .lines()
        .filter(|l| !(l.starts_with("; ./") || l.ends_with("():")))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(text(&out), without);
    // One thread or many: the same (source lines carry state from one line to the next).
    let out = objdump(&dir, &["-l", "-S", "--threads", "2", "kernels_cl.gfx900.o"]);
    assert_eq!(text(&out), expected("kernels_cl.gfx900.o.lS.txt"));

    // The sources missing: one warning per file, the rest printed, exit 0.
    let tmp = std::env::temp_dir().join(format!("gcn-isa-lines-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).unwrap();
    std::fs::copy(
        dir.join("kernels_cl.gfx900.o"),
        tmp.join("kernels_cl.gfx900.o"),
    )
    .unwrap();
    let out = objdump(&tmp, &["-l", "-S", "kernels_cl.gfx900.o"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out), expected("kernels_cl.gfx900.o.l.txt"));
    let warning = "gcn-isa: warning: 'kernels_cl.gfx900.o': failed to find source ./kernels.cl\n";
    assert_eq!(err(&out), warning);
    // Both streams in one file: the warning where llvm-objdump's comes, before the first
    // instruction's lines (which its stream of the block's lines still held).
    let block = "<saxpy>:\n";
    assert_eq!(
        objdump_merged(&tmp, &["-l", "-S", "kernels_cl.gfx900.o"]),
        expected("kernels_cl.gfx900.o.l.txt").replacen(block, &format!("{block}{warning}"), 1)
    );
    // A source shorter than the DWARF says: a warning per line past its end.
    std::fs::write(tmp.join("kernels.cl"), "// one line only\n").unwrap();
    let out = objdump(&tmp, &["-S", "kernels_cl.gfx900.o"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(err(&out).starts_with(
        "gcn-isa: warning: 'kernels_cl.gfx900.o': debug info line number 5 exceeds the number \
         of lines in ./kernels.cl\n"
    ));
    let out = objdump(&tmp, &["-S", "--format", "json", "kernels_cl.gfx900.o"]);
    assert_eq!(out.status.code(), Some(2));
    std::fs::remove_dir_all(&tmp).ok();

    // --format json -l: each instruction's function, file and line, as -l printed them
    // before it (the text prints them where they change).
    for (file, expected_text) in [
        ("kernels_cl.gfx900.o", "kernels_cl.gfx900.o.l.txt"),
        ("kernels_hip.gfx906.so", "kernels_hip.gfx906.so.lSC.txt"),
    ] {
        let demangle: &[&str] = if file.ends_with(".so") { &["-C"] } else { &[] };
        let out = objdump(
            &dir,
            &[&["-l", "--format", "json"], demangle, &[file]].concat(),
        );
        assert_eq!(out.status.code(), Some(0), "{}", err(&out));
        let (mut function, mut place) = (String::new(), String::new());
        let mut from_text = std::collections::HashMap::new();
        for line in expected(expected_text).lines() {
            if let Some(name) = line.strip_prefix("; ").and_then(|l| l.strip_suffix("():")) {
                function = name.to_owned();
            } else if let Some(p) = line.strip_prefix("; ./") {
                place = format!("./{p}");
            } else if let Some((_, comment)) =
                line.split_once("// ").filter(|_| line.starts_with('\t'))
            {
                let address = u64::from_str_radix(&comment[..12], 16).unwrap();
                from_text.insert(address, (function.clone(), place.clone()));
            }
        }
        let json = text(&out);
        let mut compared = 0;
        for line in json.lines() {
            // JSON decodes the zero runs the text shows as `...`: those are not compared.
            let at = line.find("\"address\":").unwrap() + 10;
            let digits: String = line[at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            let Some((function, place)) = from_text.get(&digits.parse::<u64>().unwrap()) else {
                continue;
            };
            compared += 1;
            // (Where the DWARF and the symbols name no function, the text names none anew.)
            assert!(
                !line.contains("\"function\":")
                    || line.contains(&format!("\"source\":{{\"function\":\"{function}\"")),
                "{file}: {function} in {line}"
            );
            if let Some((path, number)) = place.rsplit_once(':') {
                if line.contains("\"file\":\"./") {
                    assert!(
                        line.contains(&format!("\"file\":\"{path}\",\"line\":{number}}}")),
                        "{file}: {place} in {line}"
                    );
                }
            }
        }
        assert_eq!(compared, from_text.len(), "{file}");
    }
}

/// `--start-address`/`--stop-address` outside every allocated section of a linked object:
/// llvm-objdump 19's warnings (none for a relocatable object, whose sections start at 0).
#[test]
fn address_window_outside_every_section() {
    let err = |args: &[&str]| String::from_utf8(objdump(&objects(), args).stderr).unwrap();
    assert_eq!(
        err(&[
            "-d",
            "--start-address=0x20",
            "--stop-address=0x90",
            "reduce.gfx900.so"
        ]),
        "gcn-isa: warning: 'reduce.gfx900.so': no section overlaps the range [0x20,0x90) \
         specified by --start-address/--stop-address\n"
    );
    assert_eq!(
        err(&["-d", "--start-address=0x100000", "reduce.gfx900.so"]),
        "gcn-isa: warning: 'reduce.gfx900.so': no section has address greater than or equal \
         to 0x100000 specified by --start-address\n"
    );
    assert_eq!(
        err(&["-t", "--stop-address=0x10", "reduce.gfx900.so"]),
        "gcn-isa: warning: 'reduce.gfx900.so': no section has address less than 0x10 \
         specified by --stop-address\n"
    );
    assert_eq!(
        err(&["-d", "--start-address=0x100000", "reduce.gfx900.o"]),
        ""
    );
}

/// HIP for Windows (`scripts/offload_programs.py --fixtures`): a DLL (a PE image, its bundle
/// in `.hip_fat`, the name cut to 8 bytes), the COFF object it comes from (`.hip_fatbin`, a
/// long section name), an llvm-lib archive of that object (its member's long name ends with
/// a NUL) and a `-fgpu-rdc` object (`.llvm.offloading` images of LLVM IR). The expected
/// texts are llvm-objdump 19's on each extracted bundle entry.
#[test]
fn windows_host_binaries() {
    let dir = objects().join("offloading");
    let expected = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    let run = |args: &[&str]| {
        let out = objdump(&dir, args);
        let text = String::from_utf8(out.stdout).unwrap();
        (
            out.status.code(),
            text,
            String::from_utf8(out.stderr).unwrap(),
        )
    };
    let dll = expected("hip.dll.d.txt");
    assert_eq!(dll.matches("(hipv4-amdgcn-amd-amdhsa--gfx9").count(), 2);
    assert_eq!(
        run(&["-d", "hip.dll"]),
        (Some(0), dll.clone(), String::new())
    );
    let obj = expected("hip.obj.d.txt");
    assert_eq!(
        run(&["-d", "hip.obj"]),
        (Some(0), obj.clone(), String::new())
    );
    let member = obj.replace("\nhip.obj(", "\nhip.lib(hip_kernels_for_windows.obj)(");
    assert_eq!(run(&["-d", "hip.lib"]), (Some(0), member, String::new()));
    // --offload-arch picks entries of a PE image as of any container.
    let (code, text, _) = run(&["-d", "--offload-arch=gfx908", "hip.dll"]);
    assert_eq!(code, Some(0));
    assert!(text.contains("hip.dll(hipv4-amdgcn-amd-amdhsa--gfx908)") && !text.contains("gfx906)"));

    // --offloading names COFF files as llvm-objdump does, images or none.
    assert_eq!(
        run(&["--offloading", "hip-rdc.obj"]),
        (
            Some(0),
            expected("hip-rdc.obj.offloading.txt"),
            String::new()
        )
    );
    assert_eq!(
        run(&["--offloading", "hip.dll"]),
        (
            Some(0),
            "\nhip.dll:\tfile format coff-x86-64\n".into(),
            String::new()
        )
    );
    assert_eq!(
        run(&["--offloading", "hip.lib"]),
        (
            Some(0),
            "\nhip.lib(hip_kernels_for_windows.obj):\tfile format coff-x86-64\n".into(),
            String::new()
        )
    );
    let (code, text, err) = run(&["-d", "hip-rdc.obj"]);
    assert_eq!((code, text.as_str()), (Some(1), ""));
    assert_eq!(
        err,
        "gcn-isa: error: 'hip-rdc.obj': nothing to disassemble: its 1 offloading image for AMD \
         GPUs holds LLVM IR, not machine code (hip-amdgcn-amd-amdhsa-gfx908): disassemble the \
         program it is linked into\n"
    );
}

/// Code objects kept as plain data in a host binary (as ROCr keeps its blit kernels): found
/// by their headers when nothing else names GPU code, headed `FILE(embedded-OFFSET-CPU)`.
/// (`objects/offloading/embedded.o`: `.rodata` holds reduce.gfx900.o and a gfx1030 object.)
#[test]
fn code_objects_embedded_as_data() {
    let single = String::from_utf8(objdump(&objects(), &["-d", "reduce.gfx900.o"]).stdout).unwrap();
    let out = objdump(&objects().join("offloading"), &["-d", "embedded.o"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        single.replacen("reduce.gfx900.o", "embedded.o(embedded-0x60-gfx900)", 1)
    );
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "gcn-isa: warning: 'embedded.o': skipped 1 embedded code object for processors \
         gcn-isa does not cover (1 for gfx1030); it covers gfx6..gfx908\n"
    );
    // A host file with no GPU code at all: the error says what was looked for.
    let out = objdump(&objects().join("offloading"), &["-d", "saxpy.o"]);
    assert_eq!(out.status.code(), Some(1));
}

/// `--dwarf=frames` (its standard output is checked against llvm-objdump's with the
/// manifest's): LLVM's messages on standard error and exit status 0; a section LLVM cannot
/// read prints its header alone.
#[test]
fn dwarf_frames_messages_and_unreadable_sections() {
    let out = objdump(&objects(), &["--dwarf=frames", "frames.gfx900.o"]);
    assert_eq!(out.status.code(), Some(0));
    let err = String::from_utf8(out.stderr).unwrap();
    // The PC-relative pointers of .eh_frame (LLVM applies only the absolute relocations),
    // and `bad`'s rows in each section.
    assert_eq!(
        err.matches("failed to compute relocation: R_AMDGPU_REL32")
            .count(),
        2,
        "{err}"
    );
    assert_eq!(
        err.matches("DW_CFA_restore_state without a matching previous DW_CFA_remember_state")
            .count(),
        2,
        "{err}"
    );
    // `rules`' first instruction (DW_CFA_def_cfa reg32 +0, advance, def_cfa_register) in
    // both sections made an opcode LLVM does not read (0x2f).
    let mut bytes = std::fs::read(objects().join("frames.gfx900.o")).unwrap();
    let pattern = [0x0c, 0x20, 0x00, 0x41, 0x0d, 0x21];
    let starts: Vec<usize> = (0..bytes.len() - pattern.len())
        .filter(|&i| bytes[i..i + pattern.len()] == pattern)
        .collect();
    assert_eq!(starts.len(), 2);
    for i in starts {
        bytes[i] = 0x2f;
    }
    let dir = std::env::temp_dir().join(format!("gcn-isa-frames-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("broken.o"), &bytes).unwrap();
    let out = objdump(&dir, &["--dwarf=frames", "broken.o"]);
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "\nbroken.o:\tfile format elf64-amdgpu\n\n.debug_frame contents:\n\n.eh_frame contents:\n"
    );
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err.matches("invalid extended CFI opcode 0x2f").count(),
        2,
        "{err}"
    );
}

/// llvm-objdump's options for other formats and targets (Mach-O, XCOFF, x86) and the
/// `--print-imm-hex=false` spelling: accepted, and nothing in an AMDGPU ELF file's output
/// changes; a value LLVM does not define is a usage error.
#[test]
fn options_of_other_formats_change_nothing() {
    let dir = objects();
    let plain = objdump(&dir, &["-d", "-t", "-r", "bbmap.gfx900.o"]);
    assert_eq!(plain.status.code(), Some(0));
    assert!(!plain.stdout.is_empty());
    for flag in [
        "--no-leading-headers",
        "--full-leading-addr",
        "--no-symbolic-operands",
        "--non-verbose",
        "--symbol-description",
        "--traceback-table",
        "--x86-asm-syntax=att",
        "--x86-asm-syntax=intel",
        "--print-imm-hex=false",
    ] {
        let out = objdump(&dir, &["-d", "-t", "-r", flag, "bbmap.gfx900.o"]);
        assert_eq!(out.status.code(), Some(0), "{flag}");
        assert_eq!(out.stdout, plain.stdout, "{flag}");
        assert!(out.stderr.is_empty(), "{flag}");
    }
    for flag in ["--x86-asm-syntax=foo", "--print-imm-hex=true"] {
        let out = objdump(&dir, &["-d", flag, "bbmap.gfx900.o"]);
        assert_eq!(out.status.code(), Some(2), "{flag}");
    }
}
