//! `gcn-isa objdump`: code objects, bundles, HIP host binaries and `ar` archives of them,
//! printed as `llvm-objdump -d` (LLVM 19) prints code objects and archives.

mod bb_addr_map;
mod container;
mod debug_vars;
mod elf;
mod embedded;
mod fault_map;
mod frames;
mod headers;
mod kd;
mod lines;
mod machine;
mod member_header;
#[cfg(test)]
mod mutations;
mod offloading;
mod private;
mod relocs;
mod scaled;
mod steps;
pub mod streams;
mod string_set;
mod symtab;

use crate::escape::escape_bytes;
use crate::input::{is_stdin, map_file, read_path, read_stdin, Mapped};
use gcn_isa::Generation;
use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};
use std::io::Write;
use std::path::Path;

pub use debug_vars::Style as DebugVarsStyle;

/// What `objdump` prints.
#[derive(Debug, Default)]
pub struct Options {
    /// `--mcpu`: overrides the processor the ELF header names.
    pub mcpu: Option<Generation>,
    /// `-D`: every section with contents, not only executable ones.
    pub disassemble_all: bool,
    /// `--symbolize-operands`.
    pub symbolize_operands: bool,
    /// `--pretty-pgo-analysis-map`: basic-block labels' PGO analysis as relative
    /// frequencies and percentages.
    pub pretty_pgo: bool,
    /// Print the address before a symbol's name (off with `--no-leading-addr`).
    pub leading_addr: bool,
    /// `-z`: runs of zero dwords decoded, not printed as `...`.
    pub disassemble_zeroes: bool,
    /// `-r`: relocations, after the instructions they patch (or, with `no_disassembly`,
    /// as tables).
    pub relocations: bool,
    /// `-t`: the symbol table, before the rest.
    pub symbol_table: bool,
    /// `-f`: the file header's architecture and start address, first.
    pub file_headers: bool,
    /// `-p`: the program headers and the dynamic section, after the file header.
    pub private_headers: bool,
    /// `-T`: the dynamic symbol table, after the symbol table.
    pub dynamic_symbol_table: bool,
    /// `-R`: the dynamic relocations, after the relocation tables.
    pub dynamic_relocations: bool,
    /// `-h`: the section table, before the symbol table.
    pub section_headers: bool,
    /// `--show-lma`: -h's load address column even when every load address is the address.
    pub show_lma: bool,
    /// `-s`: every section's bytes, before the disassembly.
    pub section_contents: bool,
    /// `-C`: symbol names demangled where they are printed (block headers, branch
    /// targets, `-t`, `-r`) and where `--disassemble-symbols` compares them.
    pub demangle: bool,
    /// Tables (`-f`, `-h`, `-p`, `-r`, `-R`, `-s`, `-t`, `-T`) without `-d`, `-D` or
    /// `--disassemble-symbols`: the tables only.
    pub no_disassembly: bool,
    /// `--disassemble-symbols=`: only these symbols (all when empty).
    pub symbols: Vec<Vec<u8>>,
    /// `--show-all-symbols`: a line for every symbol at a block's address, not only the
    /// one that names it.
    pub show_all_symbols: bool,
    /// `--format json`.
    pub json: bool,
    /// `-j`/`--section`: only these sections (all when empty).
    pub sections: Vec<Vec<u8>>,
    /// `--start-address`: no instruction before this address.
    pub start_address: Option<u64>,
    /// `--stop-address`: no instruction at or after this address.
    pub stop_address: Option<u64>,
    /// `--offload-arch`: only the bundle entries for these processors or target IDs (all
    /// when empty).
    pub offload_archs: Vec<String>,
    /// `--offloading`: list the offloading images of ELF files and offloading binaries.
    pub offloading: Offloading,
    /// `-l`: before instructions, the function and `FILE:LINE` they come from (DWARF).
    pub line_numbers: bool,
    /// `-S`: before instructions, the source line they come from.
    pub source: bool,
    /// `--prefix`: put before absolute source paths (`-l`, `-S`).
    pub prefix: Option<Vec<u8>>,
    /// `--prefix-strip`: directories dropped from those paths first.
    pub prefix_strip: u32,
    /// `--adjust-vma`: added to the addresses shown in allocated sections.
    pub adjust_vma: u64,
    /// `-a`: each archive member's header after its file line.
    pub archive_headers: bool,
    /// `-M`: disassembler options (AMDGPU has none: each is an error when disassembling).
    pub disassembler_options: Vec<String>,
    /// `--mattr`: LLVM target features, each accepted only where it changes nothing.
    pub target_features: Vec<String>,
    /// `-u`: `Unwind info:` after the rest (and an error message: ELF has none to show).
    pub unwind_info: bool,
    /// `--fault-map-section`: the `.llvm_faultmaps` table, after `-u`'s.
    pub fault_map: bool,
    /// `--dwarf=frames`: `.debug_frame` and `.eh_frame`, after the symbol tables.
    pub dwarf_frames: bool,
    /// `--debug-vars`: source variables' locations in columns beside the disassembly.
    pub debug_vars: Option<DebugVarsStyle>,
    /// Not `--no-show-raw-insn` (which moves `--debug-vars`' columns left: LLVM's AMDGPU
    /// lines show the words either way).
    pub raw_insn: bool,
    /// How a function's code is split across threads.
    pub split: crate::parallel::Split,
}

/// `--offloading`: whether the offloading images are listed, and whether that is all.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum Offloading {
    #[default]
    No,
    /// Listed, and the code objects printed as without it.
    Also,
    /// Listed, nothing else (as llvm-objdump, when no other option asks for more).
    Only,
}

impl Options {
    /// A symbol's name as printed: with `-C`, demangled where LLVM 19 demangles it (an
    /// Itanium C++ or Rust v0 name), else as stored.
    fn shown_name<'a>(&self, name: &'a [u8]) -> Cow<'a, [u8]> {
        let demangled = match self.demangle {
            true => std::str::from_utf8(name)
                .ok()
                .and_then(gcn_isa_demangle::demangle),
            false => None,
        };
        demangled.map_or(Cow::Borrowed(name), |d| Cow::Owned(d.into_bytes()))
    }

    /// Whether `--offload-arch` selects the bundle entry `id`: by its processor
    /// (`gfx908`) or its whole target ID (`gfx908:xnack-`).
    fn selects_entry(&self, id: &str) -> bool {
        self.offload_archs.is_empty()
            || container::target_id(id).is_some_and(|target| {
                let processor = target.split(':').next().unwrap_or(target);
                self.offload_archs
                    .iter()
                    .any(|arch| arch == target || arch == processor)
            })
    }

    fn selects(&self, name: &[u8]) -> bool {
        self.symbols.is_empty() || self.symbols.iter().any(|s| s == name)
    }

    /// The addresses whose instructions are printed (`--start-address`, `--stop-address`).
    pub fn window(&self) -> std::ops::Range<u64> {
        self.start_address.unwrap_or(0)..self.stop_address.unwrap_or(u64::MAX)
    }

    /// Whether the tables of `-r` and `-t` list an entry at `address`: as llvm-objdump has
    /// it, the stop address is included there.
    fn lists(&self, address: u64) -> bool {
        let window = self.window();
        (window.start..=window.end).contains(&address)
    }
}

/// Where `objdump` writes: its text, and its messages where llvm-objdump 19's come out when
/// both streams go to one place (`2>&1`). llvm-objdump writes its text through a buffered
/// standard output and its messages to an unbuffered standard error: its own messages flush
/// standard output first, those of LLVM's libraries (the DWARF reader, the subtarget) do
/// not, and a symbol's lines go through a stream with a buffer of its own (see
/// [`streams`]).
pub trait Output: Write {
    /// Writes `note` after all the text written so far (llvm-objdump's own warnings and
    /// errors).
    fn diagnose(&mut self, note: Diagnostic) -> std::io::Result<()>;
    /// Writes `note` after the text llvm-objdump's standard output buffer would have
    /// written out by now (the messages of LLVM's libraries).
    fn diagnose_unflushed(&mut self, note: Diagnostic) -> std::io::Result<()>;
    /// llvm-objdump flushes its standard output here (the stream of a symbol's lines ends).
    fn flushed(&mut self) -> std::io::Result<()>;
    /// The size of llvm-objdump's buffers for this output (0: none, a terminal).
    fn granule(&self) -> usize;
    /// Whether a [`Diagnostic::Fatal`] was written: nothing more is read.
    fn ended(&self) -> bool;
}

/// An [`Output`] kept in memory for tests: the text, and each message with the length the
/// text had when it came.
#[cfg(test)]
#[derive(Default)]
pub(crate) struct Captured {
    pub text: Vec<u8>,
    pub notes: Vec<(usize, Diagnostic)>,
}

#[cfg(test)]
impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.text.write(buf)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
impl Output for Captured {
    fn diagnose(&mut self, note: Diagnostic) -> std::io::Result<()> {
        self.notes.push((self.text.len(), note));
        Ok(())
    }

    fn diagnose_unflushed(&mut self, note: Diagnostic) -> std::io::Result<()> {
        self.diagnose(note)
    }

    fn flushed(&mut self) -> std::io::Result<()> {
        Ok(())
    }

    fn granule(&self) -> usize {
        0
    }

    fn ended(&self) -> bool {
        self.notes
            .iter()
            .any(|(_, n)| matches!(n, Diagnostic::Fatal(_)))
    }
}

/// A message about a file, for standard error.
#[derive(Debug, PartialEq, Eq)]
pub enum Diagnostic {
    /// A requested symbol is missing: the output is otherwise complete.
    Warning(String),
    /// Something could not be read or printed (the message names the file and where); the
    /// exit status is 1.
    Error(String),
    /// An error that ends the run (the files and members after it are not read), as
    /// llvm-objdump's does; the exit status is 1.
    Fatal(String),
    /// What llvm-objdump reports as an error without failing (an ill-formed archive member
    /// header under `-a`, `-u` on an ELF file): the exit status stays 0.
    Complaint(String),
}

/// Which of the `-j` sections any code object printed so far has (llvm-objdump warns about
/// the others once every file is printed, and only when none was found).
#[derive(Debug)]
pub struct SectionsSeen(Vec<bool>);

impl SectionsSeen {
    /// None of `opts.sections` seen yet.
    pub fn new(opts: &Options) -> Self {
        SectionsSeen(vec![false; opts.sections.len()])
    }

    /// Marks the requested sections named `name`.
    fn saw(&mut self, opts: &Options, name: &[u8]) {
        for (seen, wanted) in self.0.iter_mut().zip(&opts.sections) {
            *seen |= wanted == name;
        }
    }

    /// llvm-objdump's warnings at the end: when no requested section was in any code
    /// object, one per distinct nonempty name, in the order given; none otherwise.
    pub fn warnings(&self, opts: &Options) -> Vec<String> {
        if self.0.iter().any(|&seen| seen) {
            return Vec::new();
        }
        let mut names: Vec<&[u8]> = Vec::new();
        for name in &opts.sections {
            if !name.is_empty() && !names.contains(&name.as_slice()) {
                names.push(name);
            }
        }
        names
            .into_iter()
            .map(|n| {
                format!(
                    "section '{}' mentioned in a -j/--section option, but not found in any \
                     input file",
                    escape_bytes(n)
                )
            })
            .collect()
    }
}

/// Prints every code object in `path` (and, for an `ar` archive, in each of its members),
/// noting in `seen` the requested sections they have, with the warnings and errors where
/// they arise; errors name the file (as given, escaped), the archive member and the bundle
/// entry.
pub fn file(
    path: &Path,
    opts: &Options,
    seen: &mut SectionsSeen,
    out: &mut dyn Output,
) -> std::io::Result<()> {
    let name = crate::escape::escape_os(path.as_os_str());
    // `-` is standard input, as for llvm-objdump, which heads it `<stdin>:`; a pipe or
    // `/dev/stdin` is read to its end as well.
    let stdin = is_stdin(path);
    let read = match stdin {
        true => read_stdin(),
        false => read_path(path),
    };
    let map = match read {
        Ok(m) => m,
        Err(e) => return out.diagnose(Diagnostic::Error(format!("'{name}': cannot read: {e}"))),
    };
    // The header names the file exactly as llvm-objdump does: as given on the command line.
    let shown = match stdin {
        true => "<stdin>".into(),
        false => path.to_string_lossy(),
    };
    objects(&name, &shown, path, &map, opts, seen, out)
}

/// Prints the code objects in `data`, the bytes of the file `name` (escaped; `shown` is the
/// name as llvm-objdump prints it in headers, `path` where it is, for a thin archive's
/// members).
fn objects(
    name: &str,
    shown: &str,
    path: &Path,
    data: &[u8],
    opts: &Options,
    seen: &mut SectionsSeen,
    out: &mut dyn Output,
) -> std::io::Result<()> {
    if container::is_archive(data) {
        return archive(name, shown, path, data, opts, seen, out);
    }
    let unit = Unit {
        name,
        file: shown,
        member: None,
        member_header: None,
    };
    unit.print(data, opts, seen, out)
}

/// Prints the members of an `ar` archive, each as a file of its own would print (headed
/// `ARCHIVE(MEMBER)`, as llvm-objdump heads them). A member that cannot be read or printed
/// is an error, and the next one is still printed; a corrupt archive header ends the list.
fn archive(
    name: &str,
    shown: &str,
    path: &Path,
    data: &[u8],
    opts: &Options,
    seen: &mut SectionsSeen,
    out: &mut dyn Output,
) -> std::io::Result<()> {
    let archive = container::archive(data);
    for member in &archive.members {
        let who = format!("{name}({})", escape_bytes(member.name));
        let on_disk;
        let bytes: &[u8] = match member.bytes {
            Some(b) => b,
            None => match thin_member(path, member.name) {
                Ok(m) => {
                    on_disk = m;
                    &on_disk
                }
                Err(m) => {
                    out.diagnose(Diagnostic::Error(format!("'{who}': {m}")))?;
                    continue;
                }
            },
        };
        if container::is_archive(bytes) {
            // As llvm-objdump: an archive member is not read as an archive.
            out.diagnose(Diagnostic::Error(format!(
                "'{who}': an archive inside an archive is not read"
            )))?;
            continue;
        }
        let member_name = String::from_utf8_lossy(member.name);
        let unit = Unit {
            name: &who,
            file: shown,
            member: Some(&member_name),
            member_header: Some((member.header, member.header_offset)),
        };
        unit.print(bytes, opts, seen, out)?;
        if out.ended() {
            return Ok(());
        }
    }
    match archive.error {
        Some(e) => out.diagnose(Diagnostic::Error(format!("'{name}': {e}"))),
        None => Ok(()),
    }
}

/// The file a thin archive's member names: relative to the archive's directory unless
/// absolute, as llvm-objdump finds it. Only a regular file is read (not a FIFO or device).
fn thin_member(archive: &Path, name: &[u8]) -> Result<Mapped, String> {
    #[cfg(unix)]
    let member = Path::new(<std::ffi::OsStr as std::os::unix::ffi::OsStrExt>::from_bytes(name));
    #[cfg(not(unix))]
    let owned = String::from_utf8_lossy(name).into_owned();
    #[cfg(not(unix))]
    let member = Path::new(&owned);
    let file = archive.parent().unwrap_or(Path::new("")).join(member);
    let shown = crate::escape::escape_os(file.as_os_str());
    let cannot = |e: &dyn std::fmt::Display| {
        format!("cannot read the thin archive's member file '{shown}': {e}")
    };
    match std::fs::metadata(&file) {
        Ok(m) if m.is_file() => {}
        Ok(_) => return Err(cannot(&"not a regular file")),
        Err(e) => return Err(cannot(&e)),
    }
    std::fs::File::open(&file)
        .and_then(|f| map_file(&f))
        .map_err(|e| cannot(&e))
}

/// A file, or an archive member: what llvm-objdump prints under one `FILE:` or
/// `ARCHIVE(MEMBER):` header (several, for the entries of a bundle).
struct Unit<'a> {
    /// How messages name it (escaped): `'FILE'`, `'ARCHIVE(MEMBER)'`.
    name: &'a str,
    /// The file as headers name it.
    file: &'a str,
    /// The archive member, as headers name it.
    member: Option<&'a str>,
    /// The archive member's header and its offset in the archive, for `-a`.
    member_header: Option<(&'a [u8], usize)>,
}

impl Unit<'_> {
    /// Prints its code objects, and notes each of `opts.symbols` none of them has (as
    /// llvm-objdump does: a warning per file or archive member) after the last one's
    /// disassembly. A code object that cannot
    /// be printed is an error naming it, and the next one is still printed.
    ///
    /// A container's entries for processors gcn-isa does not cover (a HIP binary's gfx90a
    /// and gfx1030 code beside its gfx908 code) are skipped with one warning per unit, not
    /// an error each: they are there for other GPUs. An error only if nothing else was
    /// there to print, or if `--offload-arch` asked for them.
    fn print(
        &self,
        data: &[u8],
        opts: &Options,
        seen: &mut SectionsSeen,
        out: &mut dyn Output,
    ) -> std::io::Result<()> {
        let name = self.name;
        // As llvm-objdump: an AMDGPU code object's list follows its disassembly; a host
        // file's comes first, with the host file's header, before its images' code.
        let code_object = container::is_code_object(data);
        match opts.offloading {
            Offloading::No => {}
            Offloading::Also if code_object => {}
            Offloading::Also | Offloading::Only => {
                if let Err(e) = self.list_offloading(data, true, out)? {
                    return out.diagnose(e);
                }
                if opts.offloading == Offloading::Only {
                    return Ok(());
                }
            }
        }
        let objects = match container::code_objects(data) {
            Ok(o) => o,
            Err(e) => return out.diagnose(Diagnostic::Error(format!("'{name}': {e}"))),
        };
        // `-a`: the member's header line, printed after each of its code objects' file line.
        let archive_child = match (opts.archive_headers, self.member_header) {
            (true, Some((header, offset))) => {
                let name = self.member.unwrap_or_default().as_bytes();
                match member_header::line(header, offset, name) {
                    Ok(line) => Some(Ok(line)),
                    Err(member_header::Unprintable::IllFormedMode) => {
                        let note = Diagnostic::Complaint("ill-formed archive entry.".into());
                        out.diagnose_unflushed(note)?;
                        None
                    }
                    Err(member_header::Unprintable::Malformed { printed, message }) => {
                        Some(Err((printed, message)))
                    }
                }
            }
            _ => None,
        };
        let mut found = vec![false; opts.symbols.len()];
        let mut skipped = Skipped::default();
        // As llvm-objdump: the missing symbols are named at the end of the (last) object's
        // disassembly, before what follows it (-u, --fault-map-section).
        let mut named_missing = false;
        for (index, object) in objects.iter().enumerate() {
            let label = object.label.as_deref();
            if let Some(label) = label {
                if !opts.selects_entry(label) {
                    skipped.unselected.push((label, object.kind));
                    continue;
                }
            }
            if let Some(kind) = object.not_code {
                skipped.not_code.push((label.unwrap_or_default(), kind));
                continue;
            }
            // What each message about the object starts with.
            let prefix = match label {
                Some(l) => format!("'{name}' ({}): ", escape_bytes(l.as_bytes())),
                None => format!("'{name}': "),
            };
            let where_ = |m: &dyn std::fmt::Display| format!("{prefix}{m}");
            let gen = match machine::generation(&object.bytes, opts.mcpu) {
                Ok(g) => g,
                Err(elf::ObjectError::Unsupported(_))
                    if label.is_some() && opts.offload_archs.is_empty() =>
                {
                    skipped.unsupported(machine::processor(&object.bytes), object.kind);
                    continue;
                }
                Err(e) => {
                    out.diagnose(Diagnostic::Error(where_(&e)))?;
                    skipped.handled = true;
                    continue;
                }
            };
            let target = elf::Target {
                file: self.file,
                member: self.member,
                object: label,
                archive_child: archive_child.as_ref(),
            };
            let printed = elf::disassemble(
                &target,
                &object.bytes,
                gen,
                opts,
                &mut found,
                seen,
                &prefix,
                out,
            );
            if printed.is_ok() && index + 1 == objects.len() {
                self.name_missing(opts, &found, out)?;
                named_missing = true;
            }
            // After the rest, as llvm-objdump prints them: -u (it reads COFF and Mach-O
            // unwind tables only, and says so: an error message, not an exit status), then
            // --fault-map-section.
            let printed = printed.and_then(|()| {
                if opts.unwind_info {
                    out.write_all(b"Unwind info:\n\n")
                        .map_err(elf::ObjectError::Output)?;
                    // Written straight to standard error, as llvm-objdump writes it.
                    out.diagnose_unflushed(Diagnostic::Complaint(where_(
                        &"this operation is only currently supported for COFF and MachO \
                          object files",
                    )))
                    .map_err(elf::ObjectError::Output)?;
                }
                if opts.fault_map {
                    let table = fault_map::print(&object.bytes, opts)?;
                    out.write_all(table.as_bytes())
                        .map_err(elf::ObjectError::Output)?;
                }
                Ok(())
            });
            match printed {
                Ok(()) => skipped.handled = true,
                Err(elf::ObjectError::Output(e)) => return Err(e),
                Err(e @ elf::ObjectError::Fatal(_)) => {
                    return out.diagnose(Diagnostic::Fatal(where_(&e)));
                }
                Err(e) => {
                    out.diagnose(Diagnostic::Error(where_(&e)))?;
                    skipped.handled = true;
                }
            }
        }
        if code_object && opts.offloading == Offloading::Also {
            if let Err(e) = self.list_offloading(data, false, out)? {
                out.diagnose(e)?;
            }
        }
        for note in skipped.diagnostics(name, opts) {
            out.diagnose(note)?;
        }
        match named_missing {
            true => Ok(()),
            false => self.name_missing(opts, &found, out),
        }
    }

    /// A warning for each of `opts.symbols` no code object of the unit has (`found`).
    fn name_missing(
        &self,
        opts: &Options,
        found: &[bool],
        out: &mut dyn Output,
    ) -> std::io::Result<()> {
        // As llvm-objdump: the requested names form a set, the missing ones another built
        // by walking it, listed in the order of that set's hash table.
        let requested = string_set::llvm_order(opts.symbols.iter().map(Vec::as_slice));
        let missing = requested.into_iter().filter(|wanted| {
            let index = opts.symbols.iter().position(|s| s == wanted);
            index.is_some_and(|i| !found[i])
        });
        for wanted in string_set::llvm_order(missing) {
            out.diagnose(Diagnostic::Warning(format!(
                "'{}': failed to disassemble missing symbol {}",
                self.name,
                escape_bytes(wanted)
            )))?;
        }
        Ok(())
    }
}

impl Unit<'_> {
    /// `--offloading`, as llvm-objdump 19 prints it: for an ELF, COFF or PE file (of any
    /// machine) the `FILE: file format` line (with `header`) and each image of its
    /// offloading sections; for an offloading binary, its images. Anything else is an error.
    fn list_offloading(
        &self,
        data: &[u8],
        header: bool,
        out: &mut dyn Write,
    ) -> std::io::Result<Result<(), Diagnostic>> {
        let name = self.name;
        let object_file = container::HostFormat::of(data).is_some();
        let images = if object_file {
            container::offloading_images(data)
        } else if container::is_offloading_binary(data) {
            offloading::images(data, 0)
        } else {
            return Ok(Err(Diagnostic::Error(format!(
                "'{name}': --offloading lists the images of ELF, COFF and PE files and of \
                 offloading binaries; this is none of them"
            ))));
        };
        let mut text = String::new();
        if header && object_file {
            text.push('\n');
            text.push_str(self.file);
            if let Some(member) = self.member {
                text.push('(');
                text.push_str(member);
                text.push(')');
            }
            text.push_str(":\tfile format ");
            text.push_str(container::file_format(data));
            text.push('\n');
        }
        let listed = images.map(|images| {
            for image in &images {
                image.describe(&mut text);
            }
        });
        out.write_all(text.as_bytes())?;
        Ok(listed.map_err(|e| {
            Diagnostic::Error(format!("'{name}': while extracting offloading files: {e}"))
        }))
    }
}

/// The entries of one unit's containers that were not printed, and why.
#[derive(Default)]
struct Skipped<'a> {
    /// How many entries of each processor gcn-isa does not cover (by their ELF headers).
    processors: BTreeMap<&'static str, usize>,
    /// What kinds of entries those were.
    unsupported_kinds: BTreeSet<container::EntryKind>,
    /// Entries `--offload-arch` did not select, by id.
    unselected: Vec<(&'a str, container::EntryKind)>,
    /// Offloading images for AMD GPUs that hold no machine code: their labels, and what
    /// they hold (`llvm ir`).
    not_code: Vec<(&'a str, &'static str)>,
    /// Some entry was printed or reported as an error: the skipped ones were not all
    /// there was.
    handled: bool,
}

impl Skipped<'_> {
    fn unsupported(&mut self, processor: Option<&'static str>, kind: container::EntryKind) {
        self.unsupported_kinds.insert(kind);
        *self
            .processors
            .entry(processor.unwrap_or("unknown"))
            .or_default() += 1;
    }

    /// The warnings (or, when the skipped entries were all there was, the error) that say
    /// what was skipped.
    fn diagnostics(&self, name: &str, opts: &Options) -> Vec<Diagnostic> {
        // When nothing was printed, the first of these is an error; the rest are warnings.
        let mut notes = Vec::new();
        if !self.not_code.is_empty() {
            // An object compiled with `-c` by the new offload driver: the code is made when
            // the program is linked (LLVM IR for link-time optimisation).
            let count = self.not_code.len();
            let mut kinds: Vec<&str> = self
                .not_code
                .iter()
                .map(|(_, kind)| match *kind {
                    "llvm ir" => "LLVM IR",
                    other => other,
                })
                .collect();
            kinds.sort_unstable();
            kinds.dedup();
            let list = self
                .not_code
                .iter()
                .map(|(label, _)| escape_bytes(label.as_bytes()))
                .collect::<Vec<_>>()
                .join(", ");
            let images = plural(count, "offloading image", "offloading images");
            let hold = plural(count, "holds", "hold");
            let kinds = kinds.join(" or ");
            let advice = plural(
                count,
                "disassemble the program it is linked into",
                "disassemble the program they are linked into",
            );
            notes.push(match self.handled {
                true => Diagnostic::Warning(format!(
                    "'{name}': skipped {count} {images} for AMD GPUs that {hold} {kinds}, not \
                     machine code ({list}): {advice}"
                )),
                false => Diagnostic::Error(format!(
                    "'{name}': nothing to disassemble: its {count} {images} for AMD GPUs {hold} \
                     {kinds}, not machine code ({list}): {advice}"
                )),
            });
        }
        let handled = self.handled || !notes.is_empty();
        if !self.processors.is_empty() {
            let count: usize = self.processors.values().sum();
            let list = self
                .processors
                .iter()
                .map(|(p, n)| format!("{n} for {p}"))
                .collect::<Vec<_>>()
                .join(", ");
            notes.push(match handled {
                true => Diagnostic::Warning(format!(
                    "'{name}': skipped {count} {} for processors gcn-isa does not cover \
                     ({list}); it covers gfx6..gfx908",
                    kinds_noun(&self.unsupported_kinds, count)
                )),
                false => Diagnostic::Error(format!(
                    "'{name}': no {} for a processor gcn-isa covers (gfx6..gfx908): {list}",
                    kinds_noun(&self.unsupported_kinds, 1)
                )),
            });
        } else if !handled && !self.unselected.is_empty() {
            let mut targets: Vec<String> = self
                .unselected
                .iter()
                .map(|(id, _)| escape_bytes(container::target_id(id).unwrap_or(id).as_bytes()))
                .collect();
            targets.sort_unstable();
            targets.dedup();
            let kinds: BTreeSet<_> = self.unselected.iter().map(|&(_, kind)| kind).collect();
            let what = kinds_noun(&kinds, 1);
            notes.push(Diagnostic::Warning(format!(
                "'{name}': no {what} for --offload-arch {} (its entries are for {})",
                opts.offload_archs.join(","),
                targets.join(", ")
            )));
        }
        notes
    }
}

/// How messages name `n` entries of `kinds`: by their kind when they share one.
fn kinds_noun(kinds: &BTreeSet<container::EntryKind>, n: usize) -> &'static str {
    match (kinds.len(), kinds.first()) {
        (1, Some(kind)) => kind.noun(n),
        _ => plural(n, "code object", "code objects"),
    }
}

fn plural<'a>(n: usize, one: &'a str, many: &'a str) -> &'a str {
    match n {
        1 => one,
        _ => many,
    }
}
