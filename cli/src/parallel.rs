//! Streams of code printed on every core, with the output of a sequential pass (`objdump`'s
//! functions, `dis`'s raw files).
//!
//! The input is a list of *segments* (an objdump section's functions, each decoded from
//! its own start; a raw file is one segment), each printed after its header. The work is
//! cut into *items* of about `Split::chunk` dwords: several whole small segments, or a
//! piece of a large one. A worker decodes and prints each piece from its first dword.
//! For a piece that starts a segment that is where decoding starts anyway; for a piece
//! that continues one it is a guess, since an instruction of the piece before may run
//! over the cut (they are 1 to 3 dwords long). Decoding from a given dword always gives
//! the same steps, so as soon as the true decoding reaches a dword at which the guess also
//! started a step, the guess's steps from there on are the true ones. The thread writing
//! the output, in order, knows where the true decoding continues, finds that step, and
//! decodes the one or two instructions before it itself. The output is therefore byte for
//! byte the sequential pass's, whatever the split (the tests below check that on streams
//! that desynchronise at most cuts).

use std::io::{self, Write};
use std::ops::Range;
use std::sync::{Condvar, Mutex};

/// Decoding and printing one step: an instruction, a run of zeros, an undecodable dword…
pub trait Step: Sync {
    /// A message a step can give about what it printed (see [`Step::take_notes`]).
    type Note;

    /// Prints the step of segment `segment` that starts at dword `pos` onto `text`; returns
    /// how many dwords it covers (at least one).
    fn step(&self, segment: usize, pos: usize, text: &mut Vec<u8>) -> usize;

    /// Prints the steps of segment `segment` from dword `pos` on, as long as they start
    /// before `end`; returns the dword after the last step. The same as calling
    /// [`Step::step`] in a loop (the default); an implementation may keep what is the same
    /// for every step of a segment out of the loop.
    fn steps(&self, segment: usize, mut pos: usize, end: usize, text: &mut Vec<u8>) -> usize {
        while pos < end {
            pos += self.step(segment, pos, text).max(1);
        }
        pos
    }

    /// Prints what comes before segment `segment` onto `text` (nothing by default).
    fn header(&self, _segment: usize, _text: &mut Vec<u8>) {}

    /// The messages that arose since the last call, each with the offset in the text being
    /// printed onto where it goes: the output carries it between the bytes before that and
    /// the rest. Only a step that runs on one thread gives any (none by default).
    fn take_notes(&self) -> Vec<(usize, Self::Note)> {
        Vec::new()
    }

    /// How much of the text (`len` bytes, of which notes were taken) may be written out:
    /// no note yet to come goes before it (all of it by default).
    fn drainable(&self, len: usize) -> usize {
        len
    }

    /// The first `by` bytes of the text were written out and removed: offsets into it
    /// that the step keeps move down by that much.
    fn text_drained(&self, _by: usize) {}
}

/// How the work is split: on how many threads (1: the calling thread alone), in items of
/// how many dwords.
#[derive(Clone, Copy, Debug)]
pub struct Split {
    pub threads: usize,
    pub chunk: usize,
}

impl Default for Split {
    /// One thread per core, at most 8 (more gain nothing the output can take); items of a
    /// few thousand instructions, large enough that handing them between threads costs
    /// nothing measurable, small enough that every core gets several.
    fn default() -> Self {
        Split {
            threads: std::thread::available_parallelism().map_or(1, |n| n.get().min(8)),
            chunk: 1 << 14,
        }
    }
}

/// Buffers kept from one call to the next: their pages, faulted in and cleared, cost more
/// than refilling them.
#[derive(Default)]
pub struct Pool {
    free: Vec<Done>,
    fixup: Vec<u8>,
}

thread_local! {
    static SCRATCH_LINE: std::cell::RefCell<Vec<u8>> = std::cell::RefCell::new(Vec::with_capacity(256));
}

/// Runs `f` with this thread's scratch line, for a step that builds its line apart before
/// appending it (kept per thread: one allocation per thread, not one per line).
pub fn with_scratch_line<R>(f: impl FnOnce(&mut Vec<u8>) -> R) -> R {
    SCRATCH_LINE.with_borrow_mut(f)
}

/// A part of one segment, decoded by one worker.
struct Piece {
    segment: usize,
    dwords: Range<usize>,
    /// The segment's first piece: its header comes before it, and decoding starts at its
    /// first dword for certain.
    starts_segment: bool,
}

/// How many steps at the start of a piece that continues a segment are recorded (where
/// each starts and where its text ends) for the writer to resume from. Decoding from a
/// wrong dword falls back into step within a step or two on real code; if it has not
/// after these, the writer decodes the rest of the piece itself (slower, same output).
const RECORDED_STEPS: usize = 32;

/// Bytes of text reserved per dword of an item: more than an objdump line (about 90 bytes
/// for 1.3 dwords) needs.
const TEXT_PER_DWORD: usize = 96;

/// What a worker made of one item.
#[derive(Default)]
struct Done {
    /// The dword at which each recorded step started (ascending within a piece): the
    /// first [`RECORDED_STEPS`] of a piece that continues a segment.
    starts: Vec<usize>,
    /// Where each recorded step's text ends in `text`.
    ends: Vec<usize>,
    text: Vec<u8>,
    pieces: Vec<PieceDone>,
}

/// What a worker made of one piece.
struct PieceDone {
    /// Its recorded steps, as indices into `Done::starts` and `ends`.
    steps: Range<usize>,
    /// Its text in `Done::text`: the segment's header first if the piece starts it, then
    /// the steps' text from `steps_text`.
    text: Range<usize>,
    steps_text: usize,
    /// The dword after its last step (at or past the piece's end).
    next: usize,
}

impl Done {
    /// Decodes and prints the steps that start in each of `pieces`.
    fn fill(&mut self, step: &impl Step, pieces: &[Piece]) {
        self.starts.clear();
        self.ends.clear();
        self.text.clear();
        self.pieces.clear();
        // Room for the text at once: grown by doubling from empty, each buffer's text was
        // copied on every growth. Address space only; pages are touched as they are written.
        let dwords: usize = pieces.iter().map(|p| p.dwords.len()).sum();
        self.text.reserve(dwords.saturating_mul(TEXT_PER_DWORD));
        for piece in pieces {
            let (first, text_start) = (self.starts.len(), self.text.len());
            if piece.starts_segment {
                step.header(piece.segment, &mut self.text);
            }
            let steps_text = self.text.len();
            let (mut pos, end) = (piece.dwords.start, piece.dwords.end);
            // Where the true decoding continues into a piece is known only to the writer,
            // and it lies at most one step of the piece before past the cut (a few dwords,
            // or a run of zeros that the piece's own first step also covers): the first
            // steps are where the writer looks for it, and only those are recorded.
            if !piece.starts_segment {
                for _ in 0..RECORDED_STEPS {
                    if pos >= end {
                        break;
                    }
                    self.starts.push(pos);
                    pos += step.step(piece.segment, pos, &mut self.text).max(1);
                    self.ends.push(self.text.len());
                }
            }
            let pos = step.steps(piece.segment, pos, end, &mut self.text);
            self.pieces.push(PieceDone {
                steps: first..self.starts.len(),
                text: text_start..self.text.len(),
                steps_text,
                next: pos,
            });
        }
    }

    /// Where in `text` the steps of piece `p` from the one starting at `pos` on begin, if
    /// one does (they run to `p.text.end`).
    fn text_from(&self, p: &PieceDone, pos: usize) -> Option<usize> {
        let i = p.steps.start + self.starts[p.steps.clone()].binary_search(&pos).ok()?;
        Some(if i == p.steps.start {
            p.steps_text
        } else {
            self.ends[i - 1]
        })
    }
}

/// The items: runs of pieces of about `chunk` dwords (a segment of no dwords is one empty
/// piece, so that its header is still written).
fn plan(segments: &[Range<usize>], chunk: usize) -> (Vec<Piece>, Vec<Range<usize>>) {
    let (mut pieces, mut items) = (Vec::new(), Vec::new());
    let (mut item_start, mut size) = (0, 0);
    for (segment, dwords) in segments.iter().enumerate() {
        let mut start = dwords.start;
        loop {
            let end = (start + chunk - size).min(dwords.end.max(start));
            pieces.push(Piece {
                segment,
                dwords: start..end,
                starts_segment: start == dwords.start,
            });
            size += end - start;
            if size >= chunk {
                items.push(item_start..pieces.len());
                (item_start, size) = (pieces.len(), 0);
            }
            start = end;
            if start >= dwords.end {
                break;
            }
        }
    }
    if item_start < pieces.len() {
        items.push(item_start..pieces.len());
    }
    (pieces, items)
}

/// The state the workers and the writing thread share.
struct Shared {
    /// The next item a worker takes.
    claimed: usize,
    /// Items written so far: workers claim no item `window` or more past it (the memory
    /// held is bounded, however far the writer falls behind).
    written: usize,
    /// Finished items not yet written, at `index % window`.
    ready: Vec<Option<Done>>,
    free: Vec<Done>,
    /// The writer stopped (an output error) or a worker panicked: everyone stops.
    stop: bool,
}

/// Items decoded ahead of the output, per thread: the `window`.
const AHEAD_PER_THREAD: usize = 3;

/// Prints every segment onto `out`, in order, each after its header: the steps of the
/// sequential loop `pos += step.step(segment, pos)` from the segment's start, split as
/// `split` says. The steps' notes go to `note` where they arose in the text.
pub fn print<S: Step, O: Write + ?Sized>(
    step: &S,
    segments: &[Range<usize>],
    split: Split,
    pool: &mut Pool,
    out: &mut O,
    mut note: impl FnMut(&mut O, S::Note) -> io::Result<()>,
) -> io::Result<()> {
    let Split { threads, chunk } = split;
    let (pieces, items) = plan(segments, chunk.max(1));
    if threads <= 1 || items.len() < 2 {
        return print_sequential(step, segments, pool, out, note);
    }
    let window = AHEAD_PER_THREAD * threads;
    let shared = Mutex::new(Shared {
        claimed: 0,
        written: 0,
        ready: (0..window).map(|_| None).collect(),
        free: std::mem::take(&mut pool.free),
        stop: false,
    });
    let changed = Condvar::new();
    let lock = || shared.lock().unwrap_or_else(|e| e.into_inner());
    let result = std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                // A panicking worker stops the writer, which would otherwise wait for its
                // item forever; the scope then passes the panic on.
                let guard = StopOnPanic {
                    shared: &shared,
                    changed: &changed,
                };
                loop {
                    let (k, mut done) = {
                        let mut s = lock();
                        while !s.stop && s.claimed < items.len() && s.claimed >= s.written + window
                        {
                            s = changed.wait(s).unwrap_or_else(|e| e.into_inner());
                        }
                        if s.stop || s.claimed >= items.len() {
                            break;
                        }
                        s.claimed += 1;
                        (s.claimed - 1, s.free.pop().unwrap_or_default())
                    };
                    done.fill(step, &pieces[items[k].clone()]);
                    lock().ready[k % window] = Some(done);
                    changed.notify_all();
                }
                drop(guard);
            });
        }
        let mut write = || -> io::Result<()> {
            // The dword at which the true decoding of the current segment continues.
            let mut next = 0;
            for (k, item) in items.iter().enumerate() {
                let done = {
                    let mut s = lock();
                    loop {
                        if let Some(done) = s.ready[k % window].take() {
                            break done;
                        }
                        if s.stop {
                            return Ok(()); // a worker panicked; the scope reports it
                        }
                        s = changed.wait(s).unwrap_or_else(|e| e.into_inner());
                    }
                };
                // What to write, as one run of `done.text` while the pieces follow one
                // another there: one large write, which the output does not copy again.
                let mut run = 0..0;
                for (piece, piece_done) in pieces[item.clone()].iter().zip(&done.pieces) {
                    let from = if piece.starts_segment {
                        next = piece_done.next;
                        Some(piece_done.text.start)
                    } else if let Some(from) = done.text_from(piece_done, next) {
                        next = piece_done.next;
                        Some(from)
                    } else if next >= piece.dwords.end {
                        None // the piece before ran past this whole piece
                    } else {
                        out.write_all(&done.text[run.clone()])?;
                        run = 0..0;
                        let (resumed, after) =
                            resync(step, piece, next, &done, piece_done, &mut pool.fixup);
                        out.write_all(&pool.fixup)?;
                        next = after;
                        resumed
                    };
                    if let Some(from) = from {
                        if run.end != from {
                            out.write_all(&done.text[run])?;
                            run = from..from;
                        }
                        run.end = piece_done.text.end;
                    }
                }
                out.write_all(&done.text[run])?;
                let mut s = lock();
                s.written = k + 1;
                s.free.push(done);
                drop(s);
                changed.notify_all();
            }
            Ok(())
        };
        let result = write();
        lock().stop = true;
        changed.notify_all();
        result
    });
    pool.free = std::mem::take(&mut lock().free);
    result?;
    // Steps on several threads give none; any that did are not lost.
    step.take_notes()
        .into_iter()
        .try_for_each(|(_, n)| note(out, n))
}

/// Decodes `piece` from `pos` onto `text` until the decoding meets a step the worker
/// started: where the worker's text continues from there, if it does, and the dword after
/// the piece's last step.
fn resync(
    step: &impl Step,
    piece: &Piece,
    mut pos: usize,
    done: &Done,
    piece_done: &PieceDone,
    text: &mut Vec<u8>,
) -> (Option<usize>, usize) {
    text.clear();
    while pos < piece.dwords.end {
        if let Some(from) = done.text_from(piece_done, pos) {
            return (Some(from), piece_done.next);
        }
        pos += step.step(piece.segment, pos, text).max(1);
    }
    (None, pos)
}

/// [`print()`] for steps that give no notes.
pub fn print_plain<S: Step<Note = std::convert::Infallible>>(
    step: &S,
    segments: &[Range<usize>],
    split: Split,
    pool: &mut Pool,
    out: &mut dyn Write,
) -> io::Result<()> {
    print(step, segments, split, pool, out, |_, never| match never {})
}

/// The plain loop, for one thread or little work.
fn print_sequential<S: Step, O: Write + ?Sized>(
    step: &S,
    segments: &[Range<usize>],
    pool: &mut Pool,
    out: &mut O,
    mut note: impl FnMut(&mut O, S::Note) -> io::Result<()>,
) -> io::Result<()> {
    const FLUSH: usize = 1 << 16;
    // Steps run in batches of this many dwords between writes: text for about as many
    // bytes as FLUSH.
    const BATCH: usize = 1 << 10;
    let text = &mut pool.fixup;
    text.clear();
    // How much of `text` is written (up to a note).
    let mut written = 0;
    for (segment, dwords) in segments.iter().enumerate() {
        step.header(segment, text);
        let mut pos = dwords.start;
        while pos < dwords.end {
            let stop = dwords.end.min(pos.saturating_add(BATCH));
            pos = step.steps(segment, pos, stop, text);
            for (at, n) in step.take_notes() {
                let at = at.clamp(written, text.len());
                out.write_all(&text[written..at])?;
                written = at;
                note(out, n)?;
            }
            if text.len() >= FLUSH {
                // Out with all that no note yet to come goes before.
                let upto = step.drainable(text.len()).clamp(written, text.len());
                out.write_all(&text[written..upto])?;
                text.drain(..upto);
                written = 0;
                step.text_drained(upto);
            }
        }
    }
    out.write_all(&text[written..])
}

struct StopOnPanic<'a> {
    shared: &'a Mutex<Shared>,
    changed: &'a Condvar,
}

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.shared.lock().unwrap_or_else(|e| e.into_inner()).stop = true;
            self.changed.notify_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A stream of dwords whose low two bits say how many dwords a step covers (0 counts as
    /// 1): desynchronises at most cuts, like GCN's literals and 64-bit forms.
    struct Lengths(Vec<u32>);

    impl Step for Lengths {
        type Note = std::convert::Infallible;

        fn step(&self, segment: usize, pos: usize, text: &mut Vec<u8>) -> usize {
            let n = (self.0.get(pos).copied().unwrap_or(1) & 3).max(1) as usize;
            writeln!(text, "{segment}:{pos}+{n}").unwrap();
            n
        }

        fn header(&self, segment: usize, text: &mut Vec<u8>) {
            writeln!(text, "<{segment}>").unwrap();
        }
    }

    fn pseudo_random(n: usize, mut seed: u64) -> Vec<u32> {
        (0..n)
            .map(|_| {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                seed as u32
            })
            .collect()
    }

    fn run(
        step: &impl Step<Note = std::convert::Infallible>,
        segments: &[Range<usize>],
        chunk: usize,
        threads: usize,
    ) -> Vec<u8> {
        let mut out = Vec::new();
        let split = Split { threads, chunk };
        print_plain(step, segments, split, &mut Pool::default(), &mut out).unwrap();
        out
    }

    #[test]
    fn every_chunk_size_and_thread_count_prints_the_sequential_text() {
        for seed in 1..6 {
            let stream = Lengths(pseudo_random(3000, seed));
            let segments = std::slice::from_ref(&(7..2990));
            let expected = run(&stream, segments, 1, 1);
            assert!(expected.len() > 1000);
            for chunk in [1, 2, 3, 4, 5, 7, 16, 100, 1000, 5000] {
                for threads in [2, 3, 8] {
                    let got = run(&stream, segments, chunk, threads);
                    assert!(
                        got == expected,
                        "seed {seed}, chunk {chunk}, {threads} threads"
                    );
                }
            }
        }
    }

    #[test]
    fn many_segments_of_every_size_print_the_sequential_text() {
        // Segments that overlap as objdump's blocks may (an instruction runs past a
        // block's end; the next block still starts at its symbol), empty ones, and ones
        // longer than several items.
        let stream = Lengths(pseudo_random(6000, 77));
        let mut segments = Vec::new();
        let mut at = 0;
        for (i, w) in pseudo_random(400, 5).into_iter().enumerate() {
            let len = match i % 7 {
                0 => 0,
                1 => 1,
                2 => (w % 400) as usize,
                _ => (w % 12) as usize,
            };
            segments.push(at..(at + len).min(6000));
            at = (at + len).min(5990);
        }
        let expected = run(&stream, &segments, 1, 1);
        for chunk in [1, 2, 3, 8, 50, 333, 4096] {
            for threads in [2, 5] {
                let got = run(&stream, &segments, chunk, threads);
                assert!(got == expected, "chunk {chunk}, {threads} threads");
            }
        }
    }

    #[test]
    fn a_step_may_run_past_several_chunks_and_the_segment() {
        // Long steps (a run of zeros is one step) at the start of chunks.
        struct Runs;
        impl Step for Runs {
            type Note = std::convert::Infallible;

            fn step(&self, _: usize, pos: usize, text: &mut Vec<u8>) -> usize {
                let n = if pos.is_multiple_of(37) {
                    23
                } else {
                    1 + pos % 3
                };
                writeln!(text, "{pos}").unwrap();
                n
            }
        }
        let expected = run(&Runs, &[0..1000, 990..1100], 1, 1);
        for chunk in [1, 2, 5, 10, 22, 23, 24, 64] {
            let got = run(&Runs, &[0..1000, 990..1100], chunk, 2);
            assert!(got == expected, "chunk {chunk}");
        }
    }

    #[test]
    fn a_guess_that_never_falls_into_step_is_decoded_by_the_writer() {
        // Every step two dwords long: a piece cut at an odd dword is decoded from the wrong
        // dword all the way through, past the recorded steps; the writer must decode it.
        struct Pairs;
        impl Step for Pairs {
            type Note = std::convert::Infallible;

            fn step(&self, _: usize, pos: usize, text: &mut Vec<u8>) -> usize {
                writeln!(text, "{pos}").unwrap();
                2
            }
        }
        let segments = [0..5001, 5001..9000];
        let expected = run(&Pairs, &segments, 1, 1);
        for chunk in [3, 65, 1001, 4 * RECORDED_STEPS + 1] {
            let got = run(&Pairs, &segments, chunk, 2);
            assert!(got == expected, "chunk {chunk}");
        }
    }

    #[test]
    fn an_output_error_stops_every_thread() {
        struct Fails(usize);
        impl Write for Fails {
            fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
                if self.0 == 0 {
                    return Err(io::Error::other("full"));
                }
                self.0 -= 1;
                Ok(buf.len())
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let stream = Lengths(pseudo_random(100_000, 9));
        let mut out = Fails(3);
        let split = Split {
            threads: 2,
            chunk: 64,
        };
        let segments = std::slice::from_ref(&(0..100_000));
        let r = print_plain(&stream, segments, split, &mut Pool::default(), &mut out);
        assert_eq!(r.unwrap_err().to_string(), "full");
    }

    #[test]
    #[should_panic(expected = "a scoped thread panicked")]
    fn a_panicking_worker_does_not_hang_the_writer() {
        struct Panics;
        impl Step for Panics {
            type Note = std::convert::Infallible;

            fn step(&self, _: usize, pos: usize, text: &mut Vec<u8>) -> usize {
                assert!(pos != 5000, "broken step");
                text.push(b'.');
                1
            }
        }
        let _ = run(&Panics, std::slice::from_ref(&(0..10_000)), 100, 2);
    }

    /// A step that notes every 100th dword where it arose, or (`held`) where the line of
    /// the step before it ended, as objdump's `-S` warnings go after the last flushed line
    /// (and nothing after that line is written out before a note might come).
    struct Noting {
        held: bool,
        notes: Mutex<Vec<(usize, usize)>>,
        /// Where the last line ended in the text.
        line_end: std::sync::atomic::AtomicUsize,
    }

    impl Step for Noting {
        type Note = usize;

        fn step(&self, _segment: usize, pos: usize, text: &mut Vec<u8>) -> usize {
            if pos.is_multiple_of(100) {
                let at = match self.held {
                    true => self.line_end.load(Relaxed),
                    false => text.len(),
                };
                self.notes.lock().unwrap().push((at, pos));
            }
            // A label, the line, and what follows the line (where a held note is not
            // written out yet).
            writeln!(text, "label {pos}").unwrap();
            writeln!(text, "{pos:>120}").unwrap();
            self.line_end.store(text.len(), Relaxed);
            writeln!(text, "after {pos}").unwrap();
            1
        }

        fn take_notes(&self) -> Vec<(usize, usize)> {
            std::mem::take(&mut self.notes.lock().unwrap())
        }

        fn drainable(&self, len: usize) -> usize {
            match self.held {
                true => self.line_end.load(Relaxed).min(len),
                false => len,
            }
        }

        fn text_drained(&self, by: usize) {
            let end = self.line_end.load(Relaxed);
            self.line_end.store(end.saturating_sub(by), Relaxed);
        }
    }

    use std::sync::atomic::Ordering::Relaxed;

    #[test]
    fn notes_go_where_the_step_places_them_across_writes() {
        for held in [false, true] {
            let step = Noting {
                held,
                notes: Default::default(),
                line_end: Default::default(),
            };
            let mut out = Vec::new();
            // Enough text for several of the loop's writes (and drains) between notes.
            let segments = [0..3000, 3000..5000];
            let split = Split {
                threads: 1,
                chunk: 1 << 14,
            };
            print(
                &step,
                &segments,
                split,
                &mut Pool::default(),
                &mut out,
                |out, n| writeln!(out, "NOTE {n}"),
            )
            .unwrap();
            let text = String::from_utf8(out).unwrap();
            let lines: Vec<&str> = text.lines().collect();
            let mut notes = 0;
            for (i, line) in lines.iter().enumerate() {
                let Some(n) = line.strip_prefix("NOTE ") else {
                    continue;
                };
                notes += 1;
                // Before the step's label, or (held) before what followed the line of the
                // step before it.
                let expected = match (held, n) {
                    (true, "0") | (false, _) => format!("label {n}"),
                    (true, _) => format!("after {}", n.parse::<usize>().unwrap() - 1),
                };
                assert_eq!(lines[i + 1], expected, "held {held}, note {n}");
            }
            assert_eq!(notes, 50);
        }
    }
}
