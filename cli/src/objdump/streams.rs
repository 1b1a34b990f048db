//! `objdump`'s standard output and standard error, in the order llvm-objdump 19 writes them.
//!
//! llvm-objdump writes its text to a buffered standard output (a buffer of the output's
//! preferred block size, `st_blksize`; none on a terminal) and its messages to an
//! unbuffered standard error, and the two are not tied. Its own warnings and errors flush
//! standard output first (`reportWarning`); those of LLVM's libraries (the DWARF reader,
//! the subtarget's feature list) do not, and come after only what the buffer has written
//! out: whole buffers since standard output was last flushed. A symbol's lines go through
//! a `formatted_raw_ostream` of their own, which flushes standard output when it starts and
//! ends and holds the lines in a buffer of the same size: a message that arises among them
//! comes after whole buffers of them only (`parallel`'s granule). With both streams in one
//! file (`2>&1`), each message sits where llvm-objdump's would; on a terminal, where it
//! arose.

use super::{Diagnostic, Output};
use std::io::{self, Write};

/// Text held before it is written: large writes, few calls.
const HOLD: usize = 1 << 16;

/// Standard output and standard error as llvm-objdump's.
pub struct Streams<W: Write> {
    out: W,
    /// Text given and not written to `out` yet.
    held: Vec<u8>,
    /// Bytes of text given so far.
    given: u64,
    /// How many of them llvm-objdump had written out when it last flushed.
    flushed_at: u64,
    /// llvm-objdump's buffer size for this output (0: unbuffered).
    granule: u64,
    /// An error was written: the exit status is 1.
    pub failed: bool,
    /// A fatal error was written: nothing more is read.
    pub ended: bool,
}

impl<W: Write> Streams<W> {
    /// `out`, where llvm-objdump's buffers would hold `granule` bytes ([`llvm_buffer_size`]).
    pub fn new(out: W, granule: usize) -> Self {
        Streams {
            out,
            held: Vec::with_capacity(HOLD),
            given: 0,
            flushed_at: 0,
            granule: granule as u64,
            failed: false,
            ended: false,
        }
    }

    /// How much of the text llvm-objdump's standard output has written out by now: whole
    /// buffers since it was last flushed.
    fn written_by_llvm(&self) -> u64 {
        match self.granule {
            0 => self.given,
            g => self.flushed_at + (self.given - self.flushed_at) / g * g,
        }
    }

    /// Writes the held text out up to `upto` (a count of all the text given).
    fn release(&mut self, upto: u64) -> io::Result<()> {
        let start = self.given - self.held.len() as u64;
        let n = (upto.saturating_sub(start) as usize).min(self.held.len());
        self.out.write_all(&self.held[..n])?;
        self.held.drain(..n);
        Ok(())
    }

    fn message(&mut self, note: Diagnostic) -> io::Result<()> {
        self.out.flush()?;
        match note {
            Diagnostic::Warning(message) => crate::diag::warning!("{message}"),
            Diagnostic::Error(message) => {
                crate::diag::error!("{message}");
                self.failed = true;
            }
            Diagnostic::Fatal(message) => {
                crate::diag::error!("{message}");
                (self.failed, self.ended) = (true, true);
            }
            Diagnostic::Complaint(message) => crate::diag::error!("{message}"),
        }
        Ok(())
    }
}

impl<W: Write> Write for Streams<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf).map(|()| buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.given += buf.len() as u64;
        if self.held.len() + buf.len() <= HOLD {
            self.held.extend_from_slice(buf);
            return Ok(());
        }
        // Out with all but what llvm-objdump's buffer would still hold (less than one
        // buffer): a message of LLVM's libraries may yet come before it.
        let keep = (self.given - self.written_by_llvm()) as usize;
        if keep <= buf.len() {
            self.out.write_all(&self.held)?;
            self.held.clear();
            let (now, later) = buf.split_at(buf.len() - keep);
            self.out.write_all(now)?;
            self.held.extend_from_slice(later);
            Ok(())
        } else {
            self.held.extend_from_slice(buf);
            self.release(self.given - keep as u64)
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        self.release(self.given)?;
        self.flushed_at = self.given;
        self.out.flush()
    }
}

impl<W: Write> Output for Streams<W> {
    fn diagnose(&mut self, note: Diagnostic) -> io::Result<()> {
        self.flush()?;
        self.message(note)
    }

    fn diagnose_unflushed(&mut self, note: Diagnostic) -> io::Result<()> {
        self.release(self.written_by_llvm())?;
        self.message(note)
    }

    fn flushed(&mut self) -> io::Result<()> {
        self.release(self.given)?;
        self.flushed_at = self.given;
        Ok(())
    }

    fn granule(&self) -> usize {
        self.granule as usize
    }

    fn ended(&self) -> bool {
        self.ended
    }
}

/// The size of the buffer llvm-objdump 19 gives standard output (`raw_fd_ostream`'s
/// `preferred_buffer_size`): none on a terminal, else the output's preferred block size
/// (none if it cannot be had).
pub fn llvm_buffer_size() -> usize {
    use std::io::IsTerminal;
    if io::stdout().is_terminal() {
        return 0;
    }
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        use std::os::unix::fs::MetadataExt;
        io::stdout()
            .as_fd()
            .try_clone_to_owned()
            .map(std::fs::File::from)
            .and_then(|f| f.metadata())
            .map_or(0, |m| m.blksize() as usize)
    }
    #[cfg(not(unix))]
    0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a run wrote, with `[W]`, `[E]` where each message went.
    fn run(granule: usize, steps: &[(&str, &[u8])]) -> String {
        let mut s = Streams::new(Vec::new(), granule);
        for (kind, text) in steps {
            let note = || Diagnostic::Complaint(String::new());
            match *kind {
                "text" => s.write_all(text).unwrap(),
                "ours" => {
                    s.diagnose(note()).unwrap();
                    s.out.extend_from_slice(b"[E]");
                }
                "lib" => {
                    s.diagnose_unflushed(note()).unwrap();
                    s.out.extend_from_slice(b"[W]");
                }
                "flushed" => s.flushed().unwrap(),
                _ => unreachable!(),
            }
        }
        s.flush().unwrap();
        String::from_utf8(s.out).unwrap()
    }

    #[test]
    fn messages_go_where_llvm_objdump_writes_them() {
        // A terminal: where they arose.
        let steps: &[(&str, &[u8])] = &[("text", b"abcdef"), ("lib", b""), ("text", b"gh")];
        assert_eq!(run(0, steps), "abcdef[W]gh");
        // Buffers of 4: a library's message after whole buffers only, llvm-objdump's own
        // after everything.
        assert_eq!(run(4, steps), "abcd[W]efgh");
        let steps: &[(&str, &[u8])] = &[("text", b"abcdef"), ("ours", b""), ("text", b"gh")];
        assert_eq!(run(4, steps), "abcdef[E]gh");
        // Whole buffers count from the last flush.
        let steps: &[(&str, &[u8])] = &[
            ("text", b"abc"),
            ("flushed", b""),
            ("text", b"defgh"),
            ("lib", b""),
        ];
        assert_eq!(run(4, steps), "abcdefg[W]h");
    }

    #[test]
    fn large_texts_keep_what_a_message_may_precede() {
        let big = vec![b'x'; HOLD + 10];
        let mut s = Streams::new(Vec::new(), 4096);
        s.write_all(b"ab").unwrap();
        s.write_all(&big).unwrap();
        // Written out: whole buffers of the text so far; held: the rest.
        let given = HOLD + 12;
        assert_eq!(s.out.len(), given / 4096 * 4096);
        assert_eq!(s.held.len(), given % 4096);
        s.diagnose_unflushed(Diagnostic::Warning(String::new()))
            .unwrap();
        assert_eq!(s.out.len(), given / 4096 * 4096);
        s.flush().unwrap();
        assert_eq!(s.out.len(), given);
    }
}
