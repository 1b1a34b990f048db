//! `--debug-vars`: where each source variable lives, drawn beside the disassembly as
//! llvm-objdump 19's `LiveVariablePrinter` draws it. Each variable location live at an
//! instruction gets a column to the right of the line (`┃` while live, `╈` where it
//! starts, `┻` where it ends); with `-l` or `-S`, a variable's name and location are
//! printed after the source line before the instruction where its column starts.
//! Columns sit at fixed character positions, so where they go depends on how many
//! characters each line holds, counted as LLVM's `formatted_raw_ostream` counts them.

mod locations;
mod widths;

use locations::Variable;
use object::read::elf::ElfFile64;
use object::LittleEndian as LE;
use std::collections::HashMap;

/// How to draw the columns, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    /// `--debug-vars=ascii`: `|`, `^`, `v`, `/`, `-` instead of box-drawing characters.
    pub ascii: bool,
    /// `--debug-vars-indent`.
    pub indent: i32,
}

/// LLVM's `LiveVariablePrinter`: the object's variable locations and the columns that
/// follow them from one instruction to the next.
pub(super) struct LiveVariables {
    variables: Vec<Variable>,
    /// Per section index, its variable locations, ordered by where they start.
    by_section: HashMap<usize, Vec<usize>>,
    sweep: Sweep,
    columns: Vec<Column>,
    /// `getIndentLevel`: the first column's character position, as LLVM's unsigned
    /// arithmetic makes it.
    indent: u32,
    ascii: bool,
    /// `update`'s scratch, kept so that an instruction's update allocates nothing: the
    /// variables that had a column (marked by index, and listed for clearing the marks),
    /// and the locations that start.
    had_column: Vec<bool>,
    checked: Vec<usize>,
    starting: Vec<(usize, bool, bool)>,
}

/// Where `update` is in a section's locations (ordered by start), so that an instruction
/// looks only at the locations that may be live there, not at every location of the
/// section as LLVM does (the same columns, in linear instead of quadratic time): the
/// instruction it was last at, how many locations start at or before it, and which of
/// those have not ended before it.
#[derive(Default)]
struct Sweep {
    section: Option<usize>,
    at: u64,
    started: usize,
    open: Vec<usize>,
}

/// LLVM's `LiveVariablePrinter::Column`.
#[derive(Clone, Copy, Default)]
struct Column {
    /// The variable location drawn here; `None`: the column is free.
    variable: Option<usize>,
    live_in: bool,
    live_out: bool,
    must_draw_label: bool,
}

/// The characters LLVM draws with (`LineChar`).
#[derive(Clone, Copy)]
enum Mark {
    RangeStart,
    RangeMid,
    RangeEnd,
    LabelVert,
    LabelCornerNew,
    LabelCornerActive,
    LabelHoriz,
}

impl LiveVariables {
    /// The printer for `file`: every variable location of its DWARF. `raw_insn`: the lines
    /// show their words (not `--no-show-raw-insn`), which moves the columns right. `notes`
    /// gets what reading the DWARF makes LLVM say of its relocations.
    pub(super) fn new(
        file: &ElfFile64<'_, LE>,
        style: Style,
        raw_insn: bool,
        notes: &mut super::frames::Notes,
    ) -> Self {
        let variables = locations::variables(file, notes);
        let mut by_section: HashMap<usize, Vec<usize>> = HashMap::new();
        for (index, variable) in variables.iter().enumerate() {
            if let Some(section) = variable.range.and_then(|r| r.section) {
                by_section.entry(section).or_default().push(index);
            }
        }
        // `DbgIndent + getInstStartColumn(STI)`, an unsigned sum in LLVM.
        let start_column: u32 = if raw_insn { 24 } else { 16 };
        let indent = (style.indent as u32).wrapping_add(start_column);
        Self::of(variables, by_section, indent, style.ascii)
    }

    fn of(
        variables: Vec<Variable>,
        mut by_section: HashMap<usize, Vec<usize>>,
        indent: u32,
        ascii: bool,
    ) -> Self {
        for locations in by_section.values_mut() {
            locations.sort_by_key(|&v| variables[v].range.map_or(0, |r| r.low));
        }
        LiveVariables {
            sweep: Sweep::default(),
            had_column: vec![false; variables.len()],
            variables,
            by_section,
            columns: Vec::new(),
            indent,
            ascii,
            checked: Vec::new(),
            starting: Vec::new(),
        }
    }

    fn live_at(&self, variable: usize, offset: u64, section: usize) -> bool {
        self.variables[variable]
            .range
            .is_some_and(|r| r.covers(offset, section))
    }

    /// LLVM's `update` for the instruction at `this..next` (offsets in section `section`):
    /// which columns' locations are live into and out of it, and columns for the locations
    /// that become live there (not for those starting at `next` when `next` ends the block
    /// of code: `include_next` false).
    pub(super) fn update(&mut self, this: u64, next: u64, section: usize, include_next: bool) {
        for index in 0..self.columns.len() {
            let Some(variable) = self.columns[index].variable else {
                continue;
            };
            self.had_column[variable] = true;
            self.checked.push(variable);
            let live_in = self.live_at(variable, this, section);
            let live_out = self.live_at(variable, next, section);
            let column = &mut self.columns[index];
            column.live_in = live_in;
            column.live_out = live_out;
            if !live_in && !live_out {
                column.variable = None;
            }
        }
        let mut starting = std::mem::take(&mut self.starting);
        starting.clear();
        if let (true, Some(by_start)) = (include_next, self.by_section.get(&section)) {
            let (first, last) = (this.min(next), this.max(next));
            let sweep = &mut self.sweep;
            if sweep.section != Some(section) || first < sweep.at {
                sweep.section = Some(section);
                sweep.started = 0;
                sweep.open.clear();
            }
            sweep.at = first;
            let range = |v: usize| self.variables[v].range;
            while let Some(&variable) = by_start.get(sweep.started) {
                if range(variable).is_some_and(|r| r.low > last) {
                    break;
                }
                sweep.open.push(variable);
                sweep.started += 1;
            }
            sweep
                .open
                .retain(|&v| range(v).is_some_and(|r| r.high > first));
            for &variable in &sweep.open {
                if self.had_column[variable] {
                    continue;
                }
                let live = |at| range(variable).is_some_and(|r| r.covers(at, section));
                let (live_in, live_out) = (live(this), live(next));
                if live_in || live_out {
                    starting.push((variable, live_in, live_out));
                }
            }
            // LLVM's order: the locations' own.
            starting.sort_unstable_by_key(|&(variable, ..)| variable);
        }
        for variable in self.checked.drain(..) {
            self.had_column[variable] = false;
        }
        for &(variable, live_in, live_out) in &starting {
            let index = self.free_column();
            self.columns[index] = Column {
                variable: Some(variable),
                live_in,
                live_out,
                must_draw_label: true,
            };
        }
        self.starting = starting;
    }

    /// LLVM's `findFreeColumn`: the first free column, else a new one at the end, the
    /// columns growing as LLVM's `IndexedMap::grow(max(2 * size, 1))` grows them.
    fn free_column(&mut self) -> usize {
        if let Some(free) = self.columns.iter().position(|c| c.variable.is_none()) {
            return free;
        }
        let old = self.columns.len();
        self.columns.resize((2 * old).max(1) + 1, Column::default());
        old
    }

    /// LLVM's `printAfterInst`: the columns to the right of an instruction's line (or of
    /// each of its comment lines), before its newline.
    pub(super) fn after_instruction(&self, text: &mut Vec<u8>) {
        if self.columns.is_empty() {
            return;
        }
        let first = self.move_to_first_column(text);
        for column in self.columns.iter().skip(first) {
            match column {
                Column { variable: None, .. } => text.extend_from_slice(b"  "),
                Column {
                    live_in: true,
                    live_out: true,
                    ..
                } => self.mark(text, Mark::RangeMid),
                Column { live_out: true, .. } => self.mark(text, Mark::RangeStart),
                _ => self.mark(text, Mark::RangeEnd),
            }
        }
    }

    /// LLVM's `printAfterOtherLine`: the columns to the right of a line that is not an
    /// instruction's (a relocation's, `after_instruction`; a source line's), and the
    /// line's newline.
    pub(super) fn after_other_line(&self, text: &mut Vec<u8>, after_instruction: bool) {
        if !self.columns.is_empty() {
            let first = self.move_to_first_column(text);
            for column in self.columns.iter().skip(first) {
                if column.variable.is_some() {
                    if (after_instruction && column.live_out)
                        || (!after_instruction && column.live_in)
                    {
                        self.push_mark(text, Mark::RangeMid);
                    } else if !after_instruction && column.live_out {
                        self.push_mark(text, Mark::LabelVert);
                    } else {
                        text.push(b' ');
                    }
                }
                text.push(b' ');
            }
        }
        text.push(b'\n');
    }

    /// LLVM's `printBetweenInsts` after a source line (`-l`, `-S`), which it ends: a line
    /// naming each variable location whose column starts at the next instruction, joined
    /// to its column; or, with none, the columns of the live ones.
    pub(super) fn after_source_line(&mut self, text: &mut Vec<u8>) {
        let mut printed = false;
        for index in 0..self.columns.len() {
            let column = self.columns[index];
            let Some(variable) = column.variable.filter(|_| column.must_draw_label) else {
                continue;
            };
            self.pad_to_column(text, self.indent);
            for left in &self.columns[..index] {
                match left.variable {
                    Some(_) if left.must_draw_label && !left.live_in => {
                        self.mark(text, Mark::LabelVert)
                    }
                    Some(_) => self.mark(text, Mark::RangeMid),
                    None => text.extend_from_slice(b"  "),
                }
            }
            self.push_mark(
                text,
                match column.live_in {
                    true => Mark::LabelCornerActive,
                    false => Mark::LabelCornerNew,
                },
            );
            self.push_mark(text, Mark::LabelHoriz);
            text.push(b' ');
            let shown = &self.variables[variable];
            text.extend_from_slice(&shown.name);
            text.extend_from_slice(b" = ");
            text.extend_from_slice(&shown.location);
            let first = self.move_to_first_column(text);
            for right in self.columns.iter().skip(first) {
                match right.variable.is_some() && right.live_in {
                    true => self.mark(text, Mark::RangeMid),
                    false => text.extend_from_slice(b"  "),
                }
            }
            text.push(b'\n');
            printed = true;
        }
        for column in &mut self.columns {
            if column.variable.is_some() {
                column.must_draw_label = false;
            }
        }
        if !printed {
            self.after_other_line(text, false);
        }
    }

    /// LLVM's `moveToFirstVarColumn`: pads the line to the first column right of its
    /// text, and returns that column's index.
    fn move_to_first_column(&self, text: &mut Vec<u8>) -> usize {
        let at = line_column(text);
        let logical = ((at.wrapping_sub(self.indent).wrapping_add(1) as i32) / 2).max(0) as u32;
        let physical = self.indent.wrapping_add(logical.wrapping_mul(2));
        if physical > at {
            pad_from(text, at, physical);
        }
        logical as usize
    }

    /// `formatted_raw_ostream::PadToColumn`: spaces up to `column`, at least one.
    fn pad_to_column(&self, text: &mut Vec<u8>, column: u32) {
        pad_from(text, line_column(text), column);
    }

    /// A mark and the space after it.
    fn mark(&self, text: &mut Vec<u8>, mark: Mark) {
        self.push_mark(text, mark);
        text.push(b' ');
    }

    fn push_mark(&self, text: &mut Vec<u8>, mark: Mark) {
        let (ascii, unicode) = match mark {
            Mark::RangeStart => ("^", "\u{2548}"),
            Mark::RangeMid => ("|", "\u{2503}"),
            Mark::RangeEnd => ("v", "\u{253b}"),
            Mark::LabelVert => ("|", "\u{2502}"),
            Mark::LabelCornerNew => ("/", "\u{250c}"),
            Mark::LabelCornerActive => ("|", "\u{2520}"),
            Mark::LabelHoriz => ("-", "\u{2500}"),
        };
        let shown = if self.ascii { ascii } else { unicode };
        text.extend_from_slice(shown.as_bytes());
    }
}

/// Spaces from column `at` (where `text` ends) up to `column`, at least one.
fn pad_from(text: &mut Vec<u8>, at: u32, column: u32) {
    let spaces = (column.wrapping_sub(at) as i32).max(1);
    text.resize(text.len() + spaces as usize, b' ');
}

/// The character column at the end of `text` (after its last newline), as LLVM's
/// `formatted_raw_ostream` counts it, one UTF-8 sequence at a time: a character adds the
/// width LLVM 19's `sys::unicode::columnWidthUTF8` gives it ([`char_width`]), a tab moves
/// to the next multiple of 8 (none at a multiple of 8), a carriage return to column 0; a
/// sequence that is not UTF-8 takes two columns back (LLVM adds its `ErrorInvalidUTF8`,
/// -2), and a lone continuation byte, which LLVM reads as a one-byte character that is
/// not printable ASCII, nothing.
fn line_column(text: &[u8]) -> u32 {
    let start = text.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
    let line = &text[start..];
    let mut column = 0u32;
    let mut at = 0;
    while at < line.len() {
        let first = line[at];
        // Most of a listing: printable ASCII and tabs.
        if (0x20..0x7f).contains(&first) {
            column = column.wrapping_add(1);
            at += 1;
            continue;
        }
        let length = match first {
            0x00..=0xbf => 1,
            0xc0..=0xdf => 2,
            0xe0..=0xef => 3,
            0xf0..=0xf7 => 4,
            0xf8..=0xfb => 5,
            _ => 6,
        };
        let Some(unit) = line.get(at..at + length) else {
            break; // LLVM keeps a partial character for later
        };
        at += length;
        if length == 1 {
            match first {
                b'\t' => column = column.wrapping_add((8 - (column & 7)) & 7),
                b'\r' => column = 0,
                0x20..=0x7e => column = column.wrapping_add(1),
                _ => {}
            }
            continue;
        }
        match std::str::from_utf8(unit)
            .ok()
            .and_then(|s| s.chars().next())
        {
            Some(c) => column = column.wrapping_add(char_width(c)),
            None => column = column.wrapping_sub(2),
        }
    }
    column
}

/// LLVM 19's `charWidth`, with a character that is not printable counting nothing (as
/// `formatted_raw_ostream` skips LLVM's `ErrorNonPrintableCharacter`).
fn char_width(c: char) -> u32 {
    let within = |ranges: &[(u32, u32)]| {
        let code = u32::from(c);
        let after = ranges.partition_point(|&(first, _)| first <= code);
        after > 0 && code <= ranges[after - 1].1
    };
    let printable = c == '\u{ad}' || within(widths::PRINTABLE);
    if !printable || within(widths::COMBINING) {
        0
    } else if within(widths::DOUBLE_WIDTH) {
        2
    } else {
        1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_count_as_llvm_counts_them() {
        assert_eq!(line_column(b"ab\n\tx"), 1); // a tab at column 0 moves nothing
        assert_eq!(line_column(b"abc\tx"), 9);
        assert_eq!(line_column("\u{2503} ".as_bytes()), 2);
        assert_eq!(line_column(b"ab\xc0\x80"), 0); // overlong: not UTF-8
        assert_eq!(line_column(b"ab\x80"), 2); // a lone continuation byte
    }

    #[test]
    fn characters_take_llvm_19s_widths() {
        assert_eq!(char_width('a'), 1);
        assert_eq!(char_width('\u{e9}'), 1); // é
        assert_eq!(char_width('\u{ad}'), 1); // soft hyphen, printable to LLVM
        assert_eq!(char_width('\u{301}'), 0); // combining acute accent
        assert_eq!(char_width('\u{6f22}'), 2); // 漢
        assert_eq!(char_width('\u{ff21}'), 2); // full-width A
        assert_eq!(char_width('\u{1f600}'), 2); // 😀
        assert_eq!(char_width('\u{200b}'), 0); // zero-width space: a format character
        assert_eq!(char_width('\u{378}'), 0); // unassigned
        assert_eq!(char_width('\u{e000}'), 0); // private use
        assert_eq!(char_width('\u{85}'), 0); // a C1 control
        assert_eq!(line_column("e\u{301}\u{6f22}".as_bytes()), 3);
    }

    fn printer(ranges: &[(u64, u64)]) -> LiveVariables {
        let variables: Vec<Variable> = ranges
            .iter()
            .enumerate()
            .map(|(i, &(low, high))| Variable {
                name: format!("v{i}").into_bytes(),
                range: Some(locations::LiveRange {
                    low,
                    high,
                    section: Some(1),
                }),
                location: b"VGPR0_LO16".to_vec(),
            })
            .collect();
        let by_section = HashMap::from([(1, (0..variables.len()).collect())]);
        LiveVariables::of(variables, by_section, 10, true)
    }

    #[test]
    fn columns_do_not_depend_on_the_order_instructions_come_in() {
        // Out of start order, overlapping, one inside an instruction, one never live.
        let ranges = [
            (8, 20),
            (0, 4),
            (2, 3),
            (4, 16),
            (0, 40),
            (30, 30),
            (12, 13),
        ];
        let columns = |lvp: &LiveVariables| -> Vec<(Option<usize>, bool, bool)> {
            let c = lvp.columns.iter();
            c.map(|c| (c.variable, c.live_in, c.live_out)).collect()
        };
        let mut swept = printer(&ranges);
        for (this, next) in [(0, 4), (4, 8), (8, 12), (12, 16), (16, 24), (4, 8), (0, 40)] {
            swept.update(this, next, 1, true);
            // A printer that starts here sees what the sweep sees, less the columns
            // the sweep kept from before.
            let mut fresh = printer(&ranges);
            fresh.update(this, next, 1, true);
            let kept: Vec<_> = columns(&swept).into_iter().flat_map(|c| c.0).collect();
            let started: Vec<_> = columns(&fresh).into_iter().flat_map(|c| c.0).collect();
            let mut live: Vec<_> = (0..ranges.len())
                .filter(|&v| swept.live_at(v, this, 1) || swept.live_at(v, next, 1))
                .collect();
            let mut kept_sorted = kept.clone();
            kept_sorted.sort_unstable();
            live.sort_unstable();
            assert_eq!(kept_sorted, live, "at {this}..{next}");
            assert_eq!(started, live, "a fresh printer at {this}..{next}");
        }
    }

    #[test]
    fn ranges_start_continue_and_end_in_their_columns() {
        let mut lvp = printer(&[(4, 12), (8, 12)]);
        let mut text = Vec::new();
        let line = |lvp: &mut LiveVariables, at: u64, text: &mut Vec<u8>| {
            lvp.update(at, at + 4, 1, true);
            text.extend_from_slice(b"insn");
            lvp.after_instruction(text);
            text.push(b'\n');
        };
        for at in [0, 4, 8, 12] {
            line(&mut lvp, at, &mut text);
        }
        assert_eq!(
            String::from_utf8(text).unwrap(),
            "insn      ^   \ninsn      | ^ \ninsn      v v \ninsn          \n"
        );
    }

    #[test]
    fn a_source_line_names_the_locations_that_start() {
        let mut lvp = printer(&[(0, 8), (4, 8)]);
        let mut text = b"; a.cl:1".to_vec();
        lvp.update(0, 4, 1, true);
        lvp.after_source_line(&mut text);
        assert_eq!(
            String::from_utf8(text).unwrap(),
            "; a.cl:1  |- v0 = VGPR0_LO16\n          | /- v1 = VGPR0_LO16\n"
        );
    }
}
