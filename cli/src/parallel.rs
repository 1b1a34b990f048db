//! A stream of code printed on every core, with the output of a sequential pass (`objdump`'s
//! functions, `dis`'s raw files).
//!
//! Where an instruction starts depends on the instructions before it (they are 1 to 3
//! dwords long), so a block cannot simply be cut in pieces. Each piece (a *chunk* of
//! dwords) is decoded and printed by a worker from the chunk's first dword, as a guess.
//! The guess is right when the chunk before it ends exactly there; when an instruction of
//! the chunk before runs into this one, the true decoding restarts a dword or two later.
//! Decoding from a given dword always gives the same steps, so as soon as the true
//! decoding reaches a dword at which the worker's guess also started a step, the guess's
//! steps from there on are the true ones. The thread writing the output checks that point
//! for each chunk in order and decodes the few steps before it itself. The output is
//! therefore byte for byte the sequential pass's, whatever the chunk size or number of
//! threads (the tests below check that on streams that desynchronise often).

use std::io::{self, Write};
use std::ops::Range;
use std::sync::{Condvar, Mutex};

/// Decoding and printing one step of a block: an instruction, a run of zeros, an
/// undecodable dword…
pub trait Step: Sync {
    /// Prints the step that starts at dword `pos` onto `text`; returns how many dwords it
    /// covers (at least one).
    fn step(&self, pos: usize, text: &mut Vec<u8>) -> usize;
}

/// How a stream is split: on how many threads (1: the calling thread alone), in chunks of
/// how many dwords.
#[derive(Clone, Copy, Debug)]
pub struct Split {
    pub threads: usize,
    pub chunk: usize,
}

impl Default for Split {
    /// One thread per core, at most 8 (more gain nothing the output can take); chunks of a
    /// few thousand instructions, large enough that handing them between threads costs
    /// nothing measurable, small enough that every core gets several.
    fn default() -> Self {
        Split {
            threads: std::thread::available_parallelism().map_or(1, |n| n.get().min(8)),
            chunk: 1 << 14,
        }
    }
}

/// Buffers kept from one block to the next: their pages, faulted in and cleared, cost more
/// than refilling them.
#[derive(Default)]
pub struct Pool {
    free: Vec<Chunk>,
    fixup: Vec<u8>,
}

/// What a worker made of one chunk.
#[derive(Default)]
struct Chunk {
    /// The dword at which each step started, ascending.
    starts: Vec<usize>,
    /// Where each step's text ends in `text`.
    ends: Vec<usize>,
    text: Vec<u8>,
    /// The dword after the chunk's last step (at or past the chunk's end).
    next: usize,
}

impl Chunk {
    /// Decodes and prints the steps that start in `dwords`.
    fn fill(&mut self, step: &impl Step, dwords: Range<usize>) {
        self.starts.clear();
        self.ends.clear();
        self.text.clear();
        let mut pos = dwords.start;
        while pos < dwords.end {
            self.starts.push(pos);
            pos += step.step(pos, &mut self.text).max(1);
            self.ends.push(self.text.len());
        }
        self.next = pos;
    }

    /// The text of the steps from the one starting at `pos` on, if one does.
    fn text_from(&self, pos: usize) -> Option<&[u8]> {
        let i = self.starts.binary_search(&pos).ok()?;
        let from = if i == 0 { 0 } else { self.ends[i - 1] };
        Some(&self.text[from..])
    }
}

/// The state the workers and the writing thread share.
struct Shared {
    /// The next chunk a worker takes.
    claimed: usize,
    /// Chunks written so far: workers claim no chunk `window` or more past it (the memory
    /// held is bounded, however far the writer falls behind).
    written: usize,
    /// Finished chunks not yet written, at `index % window`.
    ready: Vec<Option<Chunk>>,
    free: Vec<Chunk>,
    /// The writer stopped (an output error) or a worker panicked: everyone stops.
    stop: bool,
}

/// Chunks decoded ahead of the output, per thread: the `window`.
const AHEAD_PER_THREAD: usize = 3;

/// Prints the steps of `dwords` onto `out`, in order, as the sequential loop `pos +=
/// step(pos)` from `dwords.start` would, split as `split` says.
pub fn print(
    step: &impl Step,
    dwords: Range<usize>,
    split: Split,
    pool: &mut Pool,
    out: &mut dyn Write,
) -> io::Result<()> {
    let Split { threads, chunk } = split;
    let chunk = chunk.max(1);
    let chunks = dwords.len().div_ceil(chunk);
    if threads <= 1 || chunks < 2 {
        return print_sequential(step, dwords, pool, out);
    }
    let bounds = |k: usize| {
        let start = dwords.start + k * chunk;
        start..(start + chunk).min(dwords.end)
    };
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
                // chunk forever; the scope then passes the panic on.
                let guard = StopOnPanic {
                    shared: &shared,
                    changed: &changed,
                };
                loop {
                    let (k, mut buffer) = {
                        let mut s = lock();
                        while !s.stop && s.claimed < chunks && s.claimed >= s.written + window {
                            s = changed.wait(s).unwrap_or_else(|e| e.into_inner());
                        }
                        if s.stop || s.claimed >= chunks {
                            break;
                        }
                        s.claimed += 1;
                        (s.claimed - 1, s.free.pop().unwrap_or_default())
                    };
                    buffer.fill(step, bounds(k));
                    lock().ready[k % window] = Some(buffer);
                    changed.notify_all();
                }
                drop(guard);
            });
        }
        let mut write = || -> io::Result<()> {
            // The dword at which the true decoding continues.
            let mut next = dwords.start;
            for k in 0..chunks {
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
                let range = bounds(k);
                next = if let Some(text) = done.text_from(next) {
                    out.write_all(text)?;
                    done.next
                } else if next >= range.end {
                    next // the chunk before ran past this whole chunk
                } else {
                    resync(step, next, &done, range.end, &mut pool.fixup, out)?
                };
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
    result
}

/// Decodes from `pos` (inside `done`'s chunk, which ends at `end`) until the decoding meets
/// a step the worker started, then writes those steps and the worker's from there on.
/// Returns the dword after the chunk's last step.
fn resync(
    step: &impl Step,
    mut pos: usize,
    done: &Chunk,
    end: usize,
    text: &mut Vec<u8>,
    out: &mut dyn Write,
) -> io::Result<usize> {
    text.clear();
    while pos < end {
        if let Some(rest) = done.text_from(pos) {
            out.write_all(text)?;
            out.write_all(rest)?;
            return Ok(done.next);
        }
        pos += step.step(pos, text).max(1);
    }
    out.write_all(text)?;
    Ok(pos)
}

/// The plain loop, for one thread or a short block.
fn print_sequential(
    step: &impl Step,
    dwords: Range<usize>,
    pool: &mut Pool,
    out: &mut dyn Write,
) -> io::Result<()> {
    const FLUSH: usize = 1 << 16;
    let text = &mut pool.fixup;
    text.clear();
    let mut pos = dwords.start;
    while pos < dwords.end {
        pos += step.step(pos, text).max(1);
        if text.len() >= FLUSH {
            out.write_all(text)?;
            text.clear();
        }
    }
    out.write_all(text)
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
    /// 1): desynchronises at most chunk boundaries, like GCN's literals and 64-bit forms.
    struct Lengths(Vec<u32>);

    impl Step for Lengths {
        fn step(&self, pos: usize, text: &mut Vec<u8>) -> usize {
            let n = (self.0.get(pos).copied().unwrap_or(1) & 3).max(1) as usize;
            writeln!(text, "{pos}+{n}").unwrap();
            n
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

    fn run(step: &impl Step, dwords: Range<usize>, chunk: usize, threads: usize) -> Vec<u8> {
        let mut out = Vec::new();
        let split = Split { threads, chunk };
        print(step, dwords, split, &mut Pool::default(), &mut out).unwrap();
        out
    }

    #[test]
    fn every_chunk_size_and_thread_count_prints_the_sequential_text() {
        for seed in 1..6 {
            let stream = Lengths(pseudo_random(3000, seed));
            let dwords = 7..2990;
            let expected = run(&stream, dwords.clone(), 1, 1);
            assert!(expected.len() > 1000);
            for chunk in [1, 2, 3, 4, 5, 7, 16, 100, 1000, 5000] {
                for threads in [2, 3, 8] {
                    let got = run(&stream, dwords.clone(), chunk, threads);
                    assert!(
                        got == expected,
                        "seed {seed}, chunk {chunk}, {threads} threads"
                    );
                }
            }
        }
    }

    #[test]
    fn a_step_may_run_past_several_chunks_and_the_block() {
        // Long steps (a run of zeros is one step) at the start of chunks.
        struct Runs;
        impl Step for Runs {
            fn step(&self, pos: usize, text: &mut Vec<u8>) -> usize {
                let n = if pos.is_multiple_of(37) {
                    23
                } else {
                    1 + pos % 3
                };
                writeln!(text, "{pos}").unwrap();
                n
            }
        }
        let expected = run(&Runs, 0..1000, 1, 1);
        for chunk in [1, 2, 5, 10, 22, 23, 24, 64] {
            assert!(run(&Runs, 0..1000, chunk, 2) == expected, "chunk {chunk}");
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
        let r = print(&stream, 0..100_000, split, &mut Pool::default(), &mut out);
        assert_eq!(r.unwrap_err().to_string(), "full");
    }

    #[test]
    #[should_panic(expected = "a scoped thread panicked")]
    fn a_panicking_worker_does_not_hang_the_writer() {
        struct Panics;
        impl Step for Panics {
            fn step(&self, pos: usize, text: &mut Vec<u8>) -> usize {
                assert!(pos != 5000, "broken step");
                text.push(b'.');
                1
            }
        }
        let _ = run(&Panics, 0..10_000, 100, 2);
    }
}
