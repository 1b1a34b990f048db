//! The variables `--debug-vars` follows, read from the DWARF as llvm-objdump 19's
//! `LiveVariablePrinter` reads them (`addCompileUnit`, `addFunction`, `addVariable`), and
//! their locations as LLVM's `DWARFExpression::printCompact` prints them.

use super::super::frames::{self, decode_sleb, decode_uleb};
use super::super::lines;
use gimli::{AttributeValue, EndianSlice, LittleEndian};
use object::read::elf::ElfFile64;
use object::LittleEndian as LE;

type Reader<'a> = EndianSlice<'a, LittleEndian>;

/// One location of one variable: LLVM's `LiveVariable`.
pub(super) struct Variable {
    pub(super) name: Vec<u8>,
    /// Where the location holds; `None` where LLVM's range can never match an instruction
    /// (a function without a `DW_AT_low_pc`/`DW_AT_high_pc` pair).
    pub(super) range: Option<LiveRange>,
    /// The location as printed beside the variable's name.
    pub(super) location: Vec<u8>,
}

/// LLVM's `DWARFAddressRange`: `[low, high)` in section `section`, `None` for LLVM's
/// `UndefSection` (an address no relocation named a section for: a linked object's).
#[derive(Clone, Copy)]
pub(super) struct LiveRange {
    pub(super) low: u64,
    pub(super) high: u64,
    pub(super) section: Option<usize>,
}

impl LiveRange {
    /// LLVM's `LiveVariable::liveAtAddress` for the instruction at offset `offset` of
    /// section `section`.
    pub(super) fn covers(&self, offset: u64, section: usize) -> bool {
        self.section == Some(section) && self.low <= offset && self.high > offset
    }
}

/// LLVM's `SectionedAddress`.
#[derive(Clone, Copy)]
struct Sectioned {
    address: u64,
    section: Option<usize>,
}

/// An address as `lines::debug_sections` leaves it, with the section it was relocated
/// against.
fn sectioned(raw: u64) -> Sectioned {
    let (address, section) = lines::unmark(raw);
    Sectioned {
        address,
        section: section.map(|s| s as usize),
    }
}

/// Every variable location of `file`'s DWARF, in LLVM's order (units, then entries depth
/// first, then each location list's entries). DWARF that cannot be read gives none, as
/// LLVM gives none for a variable whose location it cannot read. `notes` gets the
/// warnings of the DWARF sections' relocations, which LLVM's reader gives each time it
/// reads them.
pub(super) fn variables(file: &ElfFile64<'_, LE>, notes: &mut frames::Notes) -> Vec<Variable> {
    let sections = lines::debug_sections(file, notes, lines::Marked::Everywhere);
    let section = |name: &str| sections.get(name).map_or(&[][..], |v| &v[..]);
    let Ok(dwarf) = gimli::Dwarf::load(|id| -> Result<Reader<'_>, gimli::Error> {
        Ok(EndianSlice::new(section(id.name()), LittleEndian))
    }) else {
        return Vec::new();
    };
    // Every unit first: a name may be found in another unit (`DW_FORM_ref_addr`).
    let mut units = Vec::new();
    let mut headers = dwarf.units();
    while let Ok(Some(header)) = headers.next() {
        if let Ok(unit) = dwarf.unit(header) {
            units.push(unit);
        }
    }
    let mut out = Vec::new();
    for unit in &units {
        let mut reader = UnitReader {
            dwarf: &dwarf,
            unit,
            units: &units,
            loc: section(".debug_loc"),
            loclists: section(".debug_loclists"),
            base: None,
        };
        let Ok(mut tree) = unit.entries_tree(None) else {
            continue;
        };
        let Ok(root) = tree.root() else {
            continue;
        };
        reader.base = [gimli::DW_AT_low_pc, gimli::DW_AT_entry_pc]
            .into_iter()
            .find_map(|attr| root.entry().attr_value(attr))
            .and_then(|value| reader.address(value));
        // `addCompileUnit`: a unit that is a subprogram is a function; otherwise each
        // child is looked into as one.
        if root.entry().tag() == gimli::DW_TAG_subprogram {
            reader.add_function(root, &mut out);
        } else {
            let mut children = root.children();
            while let Ok(Some(child)) = children.next() {
                reader.add_function(child, &mut out);
            }
        }
    }
    out
}

struct UnitReader<'d, 'a> {
    dwarf: &'d gimli::Dwarf<Reader<'a>>,
    unit: &'d gimli::Unit<Reader<'a>>,
    /// Every unit of `.debug_info`, for the entries a `DW_FORM_ref_addr` names.
    units: &'d [gimli::Unit<Reader<'a>>],
    loc: &'a [u8],
    loclists: &'a [u8],
    /// `DWARFUnit::getBaseAddress` (the unit's `DW_AT_low_pc`, else `DW_AT_entry_pc`):
    /// where a location list's offsets count from until it names another base.
    base: Option<Sectioned>,
}

type Node<'abbrev, 'tree, 'a> = gimli::EntriesTreeNode<'abbrev, 'tree, Reader<'a>>;

impl<'a> UnitReader<'_, 'a> {
    /// LLVM's `addFunction`: the variables and parameters among `node`'s children belong
    /// to it; every other child is looked into the same way.
    fn add_function(&self, node: Node<'_, '_, 'a>, out: &mut Vec<Variable>) {
        let function = self.low_and_high_pc(node.entry());
        let mut children = node.children();
        while let Ok(Some(child)) = children.next() {
            let tag = child.entry().tag();
            if tag == gimli::DW_TAG_variable || tag == gimli::DW_TAG_formal_parameter {
                self.add_variable(function, child.entry(), out);
            } else {
                self.add_function(child, out);
            }
        }
    }

    /// LLVM's `addVariable`: one entry per location; a location without a range holds
    /// over the whole of `function`. A variable whose locations cannot be read is left out.
    fn add_variable(
        &self,
        function: Option<LiveRange>,
        entry: &gimli::DebuggingInformationEntry<Reader<'a>>,
        out: &mut Vec<Variable>,
    ) {
        let Some(locations) = self.locations(entry) else {
            return;
        };
        let name = self.name(entry);
        for (range, expression) in locations {
            out.push(Variable {
                name: name.clone(),
                range: range.or(function),
                location: compact(&expression),
            });
        }
    }

    /// `DWARFDie::getName(ShortName)`: `DW_AT_name`, here or on the entries this one's
    /// `DW_AT_abstract_origin` or `DW_AT_specification` refers to, in its own unit or
    /// (`DW_FORM_ref_addr`) in another.
    fn name(&self, entry: &gimli::DebuggingInformationEntry<Reader<'a>>) -> Vec<u8> {
        let mut work = vec![(self.unit, entry.clone())];
        let mut seen = vec![(self.unit.header.offset(), entry.offset())];
        while let Some((unit, die)) = work.pop() {
            if let Some(value) = die.attr_value(gimli::DW_AT_name) {
                return self
                    .dwarf
                    .attr_string(unit, value)
                    .map(|s| s.slice().to_vec())
                    .unwrap_or_default();
            }
            for link in [gimli::DW_AT_abstract_origin, gimli::DW_AT_specification] {
                let target = match die.attr_value(link) {
                    Some(AttributeValue::UnitRef(offset)) => Some((unit, offset)),
                    Some(AttributeValue::DebugInfoRef(offset)) => self
                        .units
                        .iter()
                        .find_map(|other| Some((other, offset.to_unit_offset(&other.header)?))),
                    _ => None,
                };
                let Some((unit, offset)) = target else {
                    continue;
                };
                let key = (unit.header.offset(), offset);
                if !seen.contains(&key) {
                    if let Ok(target) = unit.entry(offset) {
                        seen.push(key);
                        work.push((unit, target));
                    }
                }
            }
        }
        Vec::new()
    }

    /// `DWARFDie::getLowAndHighPC`: `None` without both, or with the tombstone address.
    fn low_and_high_pc(
        &self,
        entry: &gimli::DebuggingInformationEntry<Reader<'a>>,
    ) -> Option<LiveRange> {
        let low = self.address(entry.attr_value(gimli::DW_AT_low_pc)?)?;
        if low.address == self.tombstone() {
            return None;
        }
        let high = entry.attr_value(gimli::DW_AT_high_pc)?;
        let high = match self.address(high) {
            Some(address) => address.address,
            None => low.address.wrapping_add(high.udata_value()?),
        };
        Some(LiveRange {
            low: low.address,
            high,
            section: low.section,
        })
    }

    /// The address of all ones: the tombstone, and in DWARF 4 lists a base selection.
    fn tombstone(&self) -> u64 {
        match self.unit.encoding().address_size {
            4 => u64::from(u32::MAX),
            _ => u64::MAX,
        }
    }

    /// An address attribute's value (`DW_FORM_addr`, or an index into `.debug_addr`).
    fn address(&self, value: AttributeValue<Reader<'a>>) -> Option<Sectioned> {
        match value {
            AttributeValue::Addr(raw) => Some(sectioned(raw)),
            AttributeValue::DebugAddrIndex(index) => self.indexed_address(index.0 as u64),
            _ => None,
        }
    }

    /// `DWARFUnit::getAddrOffsetSectionItem`.
    fn indexed_address(&self, index: u64) -> Option<Sectioned> {
        // LLVM takes the index as 32 bits.
        let index = gimli::DebugAddrIndex(index as u32 as usize);
        self.dwarf.address(self.unit, index).ok().map(sectioned)
    }

    /// `DWARFDie::getLocations(DW_AT_location)`: `None` when LLVM's is an error.
    fn locations(
        &self,
        entry: &gimli::DebuggingInformationEntry<Reader<'a>>,
    ) -> Option<Vec<(Option<LiveRange>, Vec<u8>)>> {
        match entry.attr_value(gimli::DW_AT_location)? {
            AttributeValue::Exprloc(expression) => {
                Some(vec![(None, expression.0.slice().to_vec())])
            }
            AttributeValue::LocationListsRef(offset) => self.location_list(offset.0),
            AttributeValue::DebugLocListsIndex(index) => {
                let offset = self.dwarf.locations_offset(self.unit, index).ok()?;
                self.location_list(offset.0)
            }
            _ => None,
        }
    }

    /// `DWARFUnit::findLoclistFromOffset`: the unit's location list at `offset`, in
    /// `.debug_loclists` (DWARF 5) or `.debug_loc`, its entries resolved as LLVM's
    /// `DWARFLocationInterpreter` resolves them.
    fn location_list(&self, offset: usize) -> Option<Vec<(Option<LiveRange>, Vec<u8>)>> {
        let mut base = self.base;
        let size = self.unit.encoding().address_size;
        let version = self.unit.encoding().version;
        let mut cur = Cursor {
            bytes: if version >= 5 {
                self.loclists
            } else {
                self.loc
            },
            at: offset,
        };
        let mut out = Vec::new();
        if version < 5 {
            let all_ones = self.tombstone();
            loop {
                // A base address selection's all-ones is no relocated address: read whole.
                let begin_raw = cur.fixed(size)?;
                let begin = sectioned(begin_raw);
                let end = sectioned(cur.fixed(size)?);
                if begin.address == 0 && end.address == 0 {
                    return Some(out);
                }
                if begin_raw == all_ones {
                    base = Some(end);
                    continue;
                }
                let length = cur.fixed(2)? as usize;
                let expression = cur.take(length)?.to_vec();
                let base = base?;
                out.push((
                    Some(LiveRange {
                        low: base.address.wrapping_add(begin.address),
                        high: base.address.wrapping_add(end.address),
                        section: base.section.or(end.section),
                    }),
                    expression,
                ));
            }
        }
        loop {
            let kind = cur.fixed(1)?;
            let range = match kind {
                0 => return Some(out),
                1 => {
                    let index = cur.uleb()?;
                    base = Some(self.indexed_address(index)?);
                    continue;
                }
                2 => {
                    let (low, high) = (cur.uleb()?, cur.uleb()?);
                    let (low, high) = (self.indexed_address(low)?, self.indexed_address(high)?);
                    Some(span(low, high.address))
                }
                3 => {
                    let (low, length) = (cur.uleb()?, cur.uleb()?);
                    let low = self.indexed_address(low)?;
                    Some(span(low, low.address.wrapping_add(length)))
                }
                4 => {
                    let (low, high) = (cur.uleb()?, cur.uleb()?);
                    let base = base?;
                    Some(LiveRange {
                        low: base.address.wrapping_add(low),
                        high: base.address.wrapping_add(high),
                        section: base.section,
                    })
                }
                5 => None,
                6 => {
                    base = Some(sectioned(cur.fixed(size)?));
                    continue;
                }
                7 => {
                    let low = sectioned(cur.fixed(size)?);
                    let high = sectioned(cur.fixed(size)?);
                    Some(span(low, high.address))
                }
                8 => {
                    let low = sectioned(cur.fixed(size)?);
                    let length = cur.uleb()?;
                    Some(span(low, low.address.wrapping_add(length)))
                }
                _ => return None,
            };
            let length = cur.uleb()? as usize;
            let expression = cur.take(length)?.to_vec();
            out.push((range, expression));
        }
    }
}

fn span(low: Sectioned, high: u64) -> LiveRange {
    LiveRange {
        low: low.address,
        high,
        section: low.section,
    }
}

/// A location list's bytes, read as LLVM's `DataExtractor` with a cursor: `None` past
/// the end or for a malformed ULEB128 (LLVM's parse error: the variable is left out).
struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let bytes = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(bytes)
    }

    fn fixed(&mut self, n: u8) -> Option<u64> {
        let bytes = self.take(usize::from(n))?;
        Some(bytes.iter().rev().fold(0, |v, &b| v << 8 | u64::from(b)))
    }

    fn uleb(&mut self) -> Option<u64> {
        let (value, used) = decode_uleb(self.bytes.get(self.at..)?).ok()?;
        self.at += used as usize;
        Some(value)
    }
}

/// The AMDGPU register LLVM 19 names for DWARF register `number` (its wave64 numbering;
/// the name is that of the first LLVM register mapped to the number, hence `_LO16`).
fn register_name(number: u64) -> Option<String> {
    let indexed = |prefix: &str, first: u64, index_base: u64| {
        format!("{prefix}{}_LO16", number - first + index_base)
    };
    Some(match number {
        1 => "EXEC_LO_LO16".into(),
        16 => "PC_REG".into(),
        17 => "EXEC".into(),
        32..=95 => indexed("SGPR", 32, 0),
        1088..=1129 => indexed("SGPR", 1088, 64),
        2560..=2815 => indexed("VGPR", 2560, 0),
        3072..=3327 => indexed("AGPR", 3072, 0),
        _ => return None,
    })
}

/// What one operation left on the printed stack: an address (printed in brackets, the
/// variable is in memory there) or a value.
struct Printed {
    value: bool,
    text: String,
}

/// `LiveVariable::print`: `bytes` as LLVM's `printCompact` prints a DWARF expression
/// (registers, register plus offset, `entry(...)`, stack values), or what it prints where
/// it gives up.
pub(super) fn compact(bytes: &[u8]) -> Vec<u8> {
    // What failed register lookups print comes first: LLVM writes it to the variable's
    // stream at once, even from inside an `entry(...)`, and the rest when it is done.
    let (mut out, mut failures) = (String::new(), String::new());
    compact_range(bytes, 0, bytes.len(), &mut out, &mut failures);
    failures.push_str(&out);
    failures.into_bytes()
}

/// LLVM's `printCompactDWARFExpr` over the operations from `at` to `end`, onto `out`;
/// `failures` gets what the register lookups print when they fail. Whether it printed the
/// expression.
fn compact_range(
    bytes: &[u8],
    mut at: usize,
    end: usize,
    out: &mut String,
    failures: &mut String,
) -> bool {
    let mut stack: Vec<Printed> = Vec::new();
    let register = |number: u64, failures: &mut String| match register_name(number) {
        Some(name) => Some(name),
        None => {
            failures.push_str(&format!("<unknown register {number}>"));
            None
        }
    };
    while at < end {
        let opcode = bytes.get(at).copied().unwrap_or(0);
        let rest = bytes.get(at + 1..).unwrap_or_default();
        // Where the next operation starts; LLVM moves one byte on from one it cannot read.
        let mut next = at + 1;
        let uleb = |from: &[u8]| decode_uleb(from).map_or((0, None), |(v, n)| (v, Some(n)));
        let sleb = |from: &[u8]| decode_sleb(from).map_or((0, None), |(v, n)| (v, Some(n)));
        match opcode {
            // DW_OP_reg0..31, DW_OP_regx: the value is in the register.
            0x50..=0x6f | 0x90 => {
                let number = match opcode {
                    0x90 => {
                        let (value, used) = uleb(rest);
                        next += used.unwrap_or(0) as usize;
                        value
                    }
                    _ => u64::from(opcode - 0x50),
                };
                let Some(name) = register(number, failures) else {
                    return false;
                };
                stack.push(Printed {
                    value: true,
                    text: name,
                });
            }
            // DW_OP_breg0..31, DW_OP_bregx: the variable is in memory at register + offset.
            0x70..=0x8f | 0x92 => {
                let (number, offset) = match opcode {
                    0x92 => {
                        let (number, used) = uleb(rest);
                        let after = rest.get(used.unwrap_or(0) as usize..).unwrap_or_default();
                        let (offset, used2) = sleb(after);
                        next += (used.unwrap_or(0) + used2.unwrap_or(0)) as usize;
                        // LLVM keeps the number in an `int`.
                        (number as u32 as i32 as i64 as u64, offset)
                    }
                    _ => {
                        let (offset, used) = sleb(rest);
                        next += used.unwrap_or(0) as usize;
                        (u64::from(opcode - 0x70), offset)
                    }
                };
                let Some(mut text) = register(number, failures) else {
                    return false;
                };
                if offset != 0 {
                    text.push_str(&format!("{offset:+}"));
                }
                stack.push(Printed { value: false, text });
            }
            // DW_OP_entry_value, DW_OP_GNU_entry_value: a sub-expression of its own.
            0xa3 | 0xf3 => {
                let (length, used) = uleb(rest);
                let start = at + 1 + used.unwrap_or(0) as usize;
                let sub_end = start.saturating_add(length as usize);
                let mut inner = String::new();
                compact_range(bytes, start, sub_end.min(bytes.len()), &mut inner, failures);
                stack.push(Printed {
                    value: false,
                    text: format!("entry({inner})"),
                });
                at = sub_end;
                continue;
            }
            // DW_OP_stack_value: the top of the stack is the value itself.
            0x9f => {
                if let Some(top) = stack.last_mut() {
                    top.value = true;
                }
            }
            // DW_OP_nop.
            0x96 => {}
            // DW_OP_LLVM_user (its DW_OP_LLVM_nop).
            0xe9 => {
                let (_, used) = uleb(rest);
                next += used.unwrap_or(0) as usize;
            }
            _ => {
                let name = frames::operation_name(opcode).unwrap_or_default();
                out.push_str(&format!("<unknown op {name} ({opcode})>"));
                return false;
            }
        }
        at = next;
    }
    if stack.len() != 1 {
        out.push_str(&format!("<stack of size {}, expected 1>", stack.len()));
        return false;
    }
    let top = &stack[0];
    match top.value {
        true => out.push_str(&top.text),
        false => {
            out.push('[');
            out.push_str(&top.text);
            out.push(']');
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shown(bytes: &[u8]) -> String {
        String::from_utf8(compact(bytes)).unwrap()
    }

    #[test]
    fn expressions_print_compactly_as_llvm_prints_them() {
        // DW_OP_regx VGPR0: the register's value.
        assert_eq!(shown(&[0x90, 0x80, 0x14]), "VGPR0_LO16");
        // DW_OP_bregx SGPR33 +8: memory at the register plus the offset.
        assert_eq!(shown(&[0x92, 0x41, 0x08]), "[SGPR33_LO16+8]");
        assert_eq!(shown(&[0x92, 0x41, 0x78]), "[SGPR33_LO16-8]");
        assert_eq!(shown(&[0x92, 0x41, 0x00, 0x9f]), "SGPR33_LO16");
        assert_eq!(shown(&[0x91, 0x10]), "<unknown op DW_OP_fbreg (145)>");
        assert_eq!(shown(&[0x90, 0x05]), "<unknown register 5>");
        assert_eq!(
            shown(&[0x90, 0x80, 0x14, 0x30, 0x16]),
            "<unknown op DW_OP_lit0 (48)>"
        );
        assert_eq!(
            shown(&[0x90, 0x80, 0x14, 0x90, 0x81, 0x14]),
            "<stack of size 2, expected 1>"
        );
        assert_eq!(shown(&[]), "<stack of size 0, expected 1>");
        assert_eq!(
            shown(&[0xa3, 0x03, 0x90, 0x80, 0x18, 0x9f]),
            "entry(AGPR0_LO16)"
        );
        assert_eq!(
            shown(&[0xa3, 0x03, 0x90, 0x80, 0x18]),
            "[entry(AGPR0_LO16)]"
        );
        assert_eq!(shown(&[0xff]), "<unknown op  (255)>");
        // A register LLVM cannot name inside an entry value is printed before the rest.
        assert_eq!(
            shown(&[0xa3, 0x02, 0x90, 0x12]),
            "<unknown register 18>[entry()]"
        );
    }
}
