//! Basic-block address maps (`.llvm_bb_addr_map`, `SHT_LLVM_BB_ADDR_MAP`, as `llc
//! -basic-block-address-map` and `-pgo-analysis-map` write them), read as llvm-objdump 19
//! reads them for `--symbolize-operands`: in the block of code that starts at a function's
//! address (or at one of its ranges' bases), a `<BBn>:` line before the instruction at each
//! of its basic blocks' addresses, with the block's PGO analysis in raw numbers when the map
//! has one. A map LLVM cannot read is LLVM's warning, and no labels.

use super::frames::decode_uleb;
use super::scaled;
use object::elf;
use object::read::elf::{ElfFile64, FileHeader as _, SectionHeader as _};
use object::LittleEndian as LE;
use std::collections::{BTreeMap, HashMap};

/// The section types: the first version's (without a version byte) and today's.
const SHT_LLVM_BB_ADDR_MAP_V0: u32 = 0x6fff_4c08;
const SHT_LLVM_BB_ADDR_MAP: u32 = 0x6fff_4c0a;

/// The maps of one object (a linked one) or of the maps linked to one section (a
/// relocatable one), by function address.
#[derive(Default)]
pub(super) struct BbAddrMaps {
    functions: HashMap<u64, Function>,
    /// The base address of each range but a function's first, to its function's address.
    ranges: HashMap<u64, u64>,
}

struct Function {
    ranges: Vec<Range>,
    features: Features,
    entry_count: u64,
    /// Per block, in the order of the ranges' blocks: its frequency and successors.
    blocks: Vec<PgoBlock>,
}

struct Range {
    base: u64,
    /// (ID, offset from the range's base) of each block.
    blocks: Vec<(u32, u64)>,
}

#[derive(Clone, Copy, Default)]
struct Features {
    entry_count: bool,
    frequency: bool,
    probability: bool,
    multiple_ranges: bool,
}

impl Features {
    fn decode(byte: u8) -> Result<Features, String> {
        if byte >> 4 != 0 {
            return Err(format!(
                "invalid encoding for BBAddrMap::Features: {byte:#x}"
            ));
        }
        Ok(Features {
            entry_count: byte & 1 != 0,
            frequency: byte & 2 != 0,
            probability: byte & 4 != 0,
            multiple_ranges: byte & 8 != 0,
        })
    }

    fn pgo(self) -> bool {
        self.entry_count || self.frequency || self.probability
    }

    fn pgo_blocks(self) -> bool {
        self.frequency || self.probability
    }
}

struct PgoBlock {
    frequency: u64,
    /// (block ID, branch probability numerator) of each successor.
    successors: Vec<(u32, u32)>,
}

impl BbAddrMaps {
    /// The maps of `file`: every map section when `text` is `None`, else those whose
    /// `sh_link` is section `text` (with their relocations, which a relocatable object's
    /// maps need). LLVM's error, as it words it, when one cannot be read.
    pub(super) fn read(file: &ElfFile64<'_, LE>, text: Option<usize>) -> Result<Self, String> {
        let data = file.data();
        let table = file.elf_section_table();
        let relocatable = file.elf_header().e_type(LE) == elf::ET_REL;
        let headers: Vec<&elf::SectionHeader64<LE>> = table.iter().collect();
        let count = headers.len();
        let describe = |index: usize| {
            let kind = headers.get(index).map_or(0, |h| h.sh_type(LE).0);
            format!("{} section with index {index}", type_name(kind))
        };
        let is_map = |index: usize| -> Result<bool, String> {
            let header = headers[index];
            let kind = header.sh_type(LE).0;
            if kind != SHT_LLVM_BB_ADDR_MAP && kind != SHT_LLVM_BB_ADDR_MAP_V0 {
                return Ok(false);
            }
            let Some(text) = text else {
                return Ok(true);
            };
            let link = header.sh_link(LE) as usize;
            if link >= count {
                return Err(format!(
                    "unable to get the linked-to section for {}: invalid section index: {link}",
                    describe(index)
                ));
            }
            Ok(link == text)
        };
        // LLVM's `getSectionAndRelocations`: the maps in section order, each with the last
        // relocation section that patches it; every error met on the way, joined.
        let mut maps: Vec<(usize, Option<usize>)> = Vec::new();
        let mut errors: Vec<String> = Vec::new();
        for (index, header) in headers.iter().enumerate() {
            match is_map(index) {
                Err(e) => {
                    errors.push(e);
                    continue;
                }
                Ok(true) => {
                    if !maps.iter().any(|&(m, _)| m == index) {
                        maps.push((index, None));
                        continue;
                    }
                }
                Ok(false) => {}
            }
            let kind = header.sh_type(LE);
            if kind != elf::SHT_RELA && kind != elf::SHT_REL {
                continue;
            }
            let target = header.sh_info(LE) as usize;
            if target >= count {
                errors.push(format!(
                    "{}: failed to get a relocated section: invalid section index: {target}",
                    describe(index)
                ));
                continue;
            }
            match is_map(target) {
                Err(e) => errors.push(e),
                Ok(true) => match maps.iter_mut().find(|(m, _)| *m == target) {
                    Some(entry) => entry.1 = Some(index),
                    None => maps.push((target, Some(index))),
                },
                Ok(false) => {}
            }
        }
        if !errors.is_empty() {
            return Err(errors.join("\n"));
        }
        let mut out = BbAddrMaps::default();
        for (index, relocations) in maps {
            if relocatable && relocations.is_none() {
                return Err(format!(
                    "unable to get relocation section for {}",
                    describe(index)
                ));
            }
            let header = headers[index];
            let read = |e: String| format!("unable to read {}: {e}", describe(index));
            let translations = match (relocatable, relocations) {
                (true, Some(r)) => Some(rela_addends(headers[r], r, data).map_err(|e| {
                    read(format!(
                        "unable to read relocations for section {}: {e}",
                        describe(index)
                    ))
                })?),
                _ => None,
            };
            let bytes = contents(header, index, data, 1).map_err(read)?;
            let functions = decode(
                bytes,
                header.sh_type(LE).0 == SHT_LLVM_BB_ADDR_MAP,
                translations.as_ref(),
                &describe(index),
            )
            .map_err(read)?;
            for function in functions {
                out.add(function);
            }
        }
        Ok(out)
    }

    /// LLVM's `BBAddrMapInfo::AddFunctionEntry`: the first function at an address stays.
    fn add(&mut self, function: Function) {
        let address = function.ranges.first().map_or(0, |r| r.base);
        for range in function.ranges.iter().skip(1) {
            self.ranges.entry(range.base).or_insert(address);
        }
        self.functions.entry(address).or_insert(function);
    }

    pub(super) fn is_empty(&self) -> bool {
        self.functions.is_empty()
    }

    /// LLVM's `collectBBAddrMapLabels` for the block of code from `start` to `end`
    /// (addresses): the labels to print before the instruction at each address. None
    /// unless a function, or one of its ranges, starts at `start`.
    pub(super) fn labels(&self, start: u64, end: u64, pretty: bool) -> BlockLabels {
        let mut labels = BlockLabels::new();
        let function_address = self.ranges.get(&start).copied().unwrap_or(start);
        let Some(function) = self.functions.get(&function_address) else {
            return labels;
        };
        let Some(range_index) = function.ranges.iter().position(|r| r.base == start) else {
            return labels;
        };
        let before: usize = function.ranges[..range_index]
            .iter()
            .map(|r| r.blocks.len())
            .sum();
        let range = &function.ranges[range_index];
        for (i, &(id, offset)) in range.blocks.iter().enumerate() {
            let address = offset.wrapping_add(range.base);
            if address >= end {
                continue;
            }
            labels.entry(address).or_default().push(BlockLabel {
                name: format!("BB{id}"),
                pgo: function.pgo_text(before + i, pretty),
            });
        }
        labels
    }
}

/// The basic-block labels of a block of code, by address; several blocks (empty ones) may
/// share one.
pub(super) type BlockLabels = BTreeMap<u64, Vec<BlockLabel>>;

pub(super) struct BlockLabel {
    /// `BBn`: what names the block, on its own line and as a branch target.
    pub(super) name: String,
    /// The block's PGO analysis (` (…)`), empty without one.
    pub(super) pgo: String,
}

impl BlockLabel {
    /// The line before the block's first instruction: `<BBn> (…):`.
    pub(super) fn push_line(&self, text: &mut Vec<u8>) {
        text.push(b'<');
        text.extend_from_slice(self.name.as_bytes());
        text.push(b'>');
        text.extend_from_slice(self.pgo.as_bytes());
        text.extend_from_slice(b":\n");
    }
}

impl Function {
    /// LLVM's `constructPGOLabelString`: raw numbers, or with `--pretty-pgo-analysis-map`
    /// frequencies relative to the entry block's and probabilities as percentages.
    fn pgo_text(&self, block: usize, pretty: bool) -> String {
        let f = self.features;
        if !f.pgo() {
            return String::new();
        }
        let mut text = String::from(" (");
        if f.entry_count && block == 0 {
            text.push_str(&format!("Entry count: {}", self.entry_count));
            if f.pgo_blocks() {
                text.push_str(", ");
            }
        }
        if f.pgo_blocks() {
            // LLVM asserts that the analysis has an entry per block; the decoder reads one
            // per block or fails.
            let (frequency, successors) = match self.blocks.get(block) {
                Some(b) => (b.frequency, &b.successors[..]),
                None => (0, &[][..]),
            };
            if f.frequency {
                text.push_str("Frequency: ");
                match pretty {
                    true => {
                        let entry = self.blocks.first().map_or(0, |b| b.frequency);
                        text.push_str(&scaled::relative_frequency(entry, frequency));
                    }
                    false => text.push_str(&frequency.to_string()),
                }
                if f.probability && !successors.is_empty() {
                    text.push_str(", ");
                }
            }
            if f.probability && !successors.is_empty() {
                text.push_str("Successors: ");
                for (k, (id, probability)) in successors.iter().enumerate() {
                    if k > 0 {
                        text.push_str(", ");
                    }
                    match pretty {
                        true => text
                            .push_str(&format!("BB{id}:[{}]", scaled::probability(*probability))),
                        false => text.push_str(&format!("BB{id}:{probability:x}")),
                    }
                }
            }
        }
        text.push(')');
        text
    }
}

/// `getELFSectionTypeName` of the types a description here can name.
fn type_name(kind: u32) -> &'static str {
    match kind {
        SHT_LLVM_BB_ADDR_MAP => "SHT_LLVM_BB_ADDR_MAP",
        SHT_LLVM_BB_ADDR_MAP_V0 => "SHT_LLVM_BB_ADDR_MAP_V0",
        4 => "SHT_RELA",
        9 => "SHT_REL",
        _ => "Unknown",
    }
}

/// A section's contents as LLVM's `getSectionContentsAsArray` checks them (`align`: the
/// alignment of the entries it reads).
fn contents<'d>(
    header: &elf::SectionHeader64<LE>,
    index: usize,
    data: &'d [u8],
    align: u64,
) -> Result<&'d [u8], String> {
    let (offset, size) = (header.sh_offset(LE), header.sh_size(LE));
    let Some(end) = offset.checked_add(size) else {
        return Err(format!(
            "section [index {index}] has a sh_offset ({offset:#x}) + sh_size ({size:#x}) that \
             cannot be represented"
        ));
    };
    if end > data.len() as u64 {
        return Err(format!(
            "section [index {index}] has a sh_offset ({offset:#x}) + sh_size ({size:#x}) that \
             is greater than the file size ({:#x})",
            data.len()
        ));
    }
    if offset % align != 0 {
        return Err("unaligned data".into());
    }
    Ok(&data[offset as usize..end as usize])
}

/// A relocatable object's map relocations: the addend of each relocated offset (the last
/// one there), as LLVM reads `Elf_Rela` entries.
fn rela_addends(
    header: &elf::SectionHeader64<LE>,
    index: usize,
    data: &[u8],
) -> Result<HashMap<u64, u64>, String> {
    const ENTRY: u64 = 24;
    let entsize = header.sh_entsize(LE);
    if entsize != ENTRY {
        return Err(format!(
            "section [index {index}] has invalid sh_entsize: expected {ENTRY}, but got {entsize}"
        ));
    }
    let size = header.sh_size(LE);
    if !size.is_multiple_of(ENTRY) {
        return Err(format!(
            "section [index {index}] has an invalid sh_size ({size}) which is not a multiple \
             of its sh_entsize ({entsize})"
        ));
    }
    let bytes = contents(header, index, data, 8)?;
    // `Elf64_Rela`: r_offset, r_info, r_addend, as three little-endian 8-byte words.
    let (words, _) = bytes.as_chunks::<8>();
    let (entries, _) = words.as_chunks::<3>();
    Ok(entries
        .iter()
        .map(|[offset, _info, addend]| (u64::from_le_bytes(*offset), u64::from_le_bytes(*addend)))
        .collect())
}

/// LLVM's `DataExtractor` with a `Cursor`: reads past the end or malformed LEB128 set the
/// cursor's error (the first one stays), after which every read gives 0 and moves nothing.
struct Cursor<'a> {
    bytes: &'a [u8],
    at: u64,
    error: Option<String>,
}

impl Cursor<'_> {
    fn take(&mut self, width: u64) -> u64 {
        if self.error.is_some() {
            return 0;
        }
        let len = self.bytes.len() as u64;
        match self.at.checked_add(width).filter(|&end| end <= len) {
            Some(end) => {
                let value = self.bytes[self.at as usize..end as usize]
                    .iter()
                    .rev()
                    .fold(0u64, |v, &b| v << 8 | u64::from(b));
                self.at = end;
                value
            }
            None => {
                self.error = Some(if self.at <= len {
                    format!(
                        "unexpected end of data at offset {len:#x} while reading [{:#x}, {:#x})",
                        self.at,
                        self.at + width
                    )
                } else {
                    format!(
                        "offset {:#x} is beyond the end of data at {len:#x}",
                        self.at
                    )
                });
                0
            }
        }
    }

    fn uleb(&mut self) -> u64 {
        if self.error.is_some() {
            return 0;
        }
        match decode_uleb(&self.bytes[(self.at as usize).min(self.bytes.len())..]) {
            Ok((value, size)) => {
                self.at += size;
                value
            }
            Err(why) => {
                self.error = Some(format!(
                    "unable to decode LEB128 at offset {:#010x}: {why}",
                    self.at
                ));
                0
            }
        }
    }
}

/// LLVM's `readULEB128As`: a ULEB128 that must fit `bits`, else the error it keeps (once
/// one is kept, nothing more is read).
fn uleb_as(cur: &mut Cursor<'_>, bits: u32, size_error: &mut Option<String>) -> u64 {
    if size_error.is_some() {
        return 0;
    }
    let at = cur.at;
    let value = cur.uleb();
    let max = if bits == 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    };
    if value > max {
        *size_error = Some(format!(
            "ULEB128 value at offset {at:#x} exceeds UINT{bits}_MAX ({value:#x})"
        ));
        return 0;
    }
    value
}

/// LLVM 19's `decodeBBAddrMapImpl`, PGO analyses included (llvm-objdump asks for them).
fn decode(
    bytes: &[u8],
    versioned: bool,
    translations: Option<&HashMap<u64, u64>>,
    described: &str,
) -> Result<Vec<Function>, String> {
    let mut cur = Cursor {
        bytes,
        at: 0,
        error: None,
    };
    let mut size_error: Option<String> = None;
    let mut metadata_error: Option<String> = None;
    let mut out = Vec::new();
    let (mut version, mut features) = (0u8, Features::default());
    // The (possibly relocated) address at the cursor.
    let address = |cur: &mut Cursor<'_>| -> Result<u64, String> {
        let at = cur.at;
        let value = cur.take(8);
        if let Some(e) = cur.error.take() {
            return Err(e);
        }
        match translations {
            None => Ok(value),
            // LLVM returns the addend as an `unsigned`.
            Some(t) => t.get(&at).map(|&a| a as u32 as u64).ok_or_else(|| {
                format!("failed to get relocation data for offset: {at:x} in section {described}")
            }),
        }
    };
    while size_error.is_none()
        && metadata_error.is_none()
        && cur.error.is_none()
        && cur.at < bytes.len() as u64
    {
        if versioned {
            version = cur.take(1) as u8;
            if cur.error.is_some() {
                break;
            }
            if version > 2 {
                return Err(format!(
                    "unsupported SHT_LLVM_BB_ADDR_MAP version: {version}"
                ));
            }
            let feature = cur.take(1) as u8;
            if cur.error.is_some() {
                break;
            }
            features = Features::decode(feature)?;
            if feature != 0 && version < 2 {
                return Err(format!(
                    "version should be >= 2 for SHT_LLVM_BB_ADDR_MAP when PGO features are \
                     enabled: version = {version} feature = {feature}"
                ));
            }
        }
        let (mut count, mut range_count, mut base) = (0u64, 1u64, 0u64);
        if features.multiple_ranges {
            range_count = uleb_as(&mut cur, 32, &mut size_error);
            if cur.error.is_some() || size_error.is_some() {
                break;
            }
            if range_count == 0 {
                return Err(format!(
                    "invalid zero number of BB ranges at offset {:x} in {described}",
                    cur.at
                ));
            }
        } else {
            base = address(&mut cur)?;
            count = uleb_as(&mut cur, 32, &mut size_error);
        }
        let mut ranges = Vec::new();
        let mut total = 0u64;
        for _ in 0..range_count {
            let mut previous_end = 0u32;
            if features.multiple_ranges {
                base = address(&mut cur)?;
                count = uleb_as(&mut cur, 32, &mut size_error);
            }
            let mut blocks = Vec::new();
            let mut index = 0u64;
            while metadata_error.is_none()
                && size_error.is_none()
                && cur.error.is_none()
                && index < count
            {
                let id = match version >= 2 {
                    true => uleb_as(&mut cur, 32, &mut size_error) as u32,
                    false => index as u32,
                };
                let mut offset = uleb_as(&mut cur, 32, &mut size_error) as u32;
                let size = uleb_as(&mut cur, 32, &mut size_error) as u32;
                let metadata = uleb_as(&mut cur, 32, &mut size_error) as u32;
                if version >= 1 {
                    // Offsets count from the end of the block before.
                    offset = offset.wrapping_add(previous_end);
                    previous_end = offset.wrapping_add(size);
                }
                if metadata >> 5 != 0 {
                    metadata_error = Some(format!(
                        "invalid encoding for BBEntry::Metadata: {metadata:#x}"
                    ));
                    break;
                }
                blocks.push((id, u64::from(offset)));
                index += 1;
            }
            total += blocks.len() as u64;
            ranges.push(Range { base, blocks });
        }
        let entry_count = match features.entry_count {
            true => uleb_as(&mut cur, 64, &mut size_error),
            false => 0,
        };
        let mut pgo_blocks = Vec::new();
        let mut index = 0u64;
        while features.pgo_blocks()
            && metadata_error.is_none()
            && size_error.is_none()
            && cur.error.is_none()
            && index < total
        {
            let frequency = match features.frequency {
                true => uleb_as(&mut cur, 64, &mut size_error),
                false => 0,
            };
            let mut successors = Vec::new();
            if features.probability {
                let n = uleb_as(&mut cur, 64, &mut size_error);
                for _ in 0..n {
                    let id = uleb_as(&mut cur, 32, &mut size_error) as u32;
                    let probability = uleb_as(&mut cur, 32, &mut size_error) as u32;
                    successors.push((id, probability));
                    // Past an error every read gives 0: what is left of a huge count
                    // changes nothing.
                    if size_error.is_some() || cur.error.is_some() {
                        break;
                    }
                }
            }
            pgo_blocks.push(PgoBlock {
                frequency,
                successors,
            });
            index += 1;
        }
        out.push(Function {
            ranges,
            features,
            entry_count,
            blocks: pgo_blocks,
        });
    }
    let errors: Vec<String> = [cur.error, size_error, metadata_error]
        .into_iter()
        .flatten()
        .collect();
    if !errors.is_empty() {
        return Err(errors.join("\n"));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A version 2 map of one function at `address` with `features`, then `rest`.
    fn map(features: u8, address: u64, rest: &[u8]) -> Vec<u8> {
        let mut bytes = vec![2, features];
        bytes.extend_from_slice(&address.to_le_bytes());
        bytes.extend_from_slice(rest);
        bytes
    }

    fn labels_of(bytes: &[u8], start: u64, end: u64, pretty: bool) -> Vec<String> {
        let mut maps = BbAddrMaps::default();
        for f in decode(bytes, true, None, "the map").unwrap() {
            maps.add(f);
        }
        maps.labels(start, end, pretty)
            .into_iter()
            .map(|(address, labels)| {
                let mut line = Vec::new();
                for label in &labels {
                    label.push_line(&mut line);
                }
                format!("{address:#x} {}", String::from_utf8(line).unwrap())
            })
            .collect()
    }

    #[test]
    fn blocks_are_labelled_from_their_function_start_as_offsets_from_the_block_before() {
        // Three blocks: IDs 0, 3, 7; sizes 8, 4, 4; the second 4 bytes after the first ends.
        let bytes = map(0, 0x100, &[3, 0, 0, 8, 0, 3, 4, 4, 8, 7, 0, 4, 1]);
        assert_eq!(
            labels_of(&bytes, 0x100, 0x200, false),
            ["0x100 <BB0>:\n", "0x10c <BB3>:\n", "0x110 <BB7>:\n"]
        );
        // Only in the block of code that starts at the function, and below its end.
        assert!(labels_of(&bytes, 0x104, 0x200, false).is_empty());
        assert_eq!(labels_of(&bytes, 0x100, 0x10c, false), ["0x100 <BB0>:\n"]);
    }

    #[test]
    fn pgo_analysis_prints_raw_or_pretty() {
        // Entry count 5; block frequencies 8 and 2; the first block's successor BB1 at 50 %.
        let bytes = map(
            7,
            0,
            &[
                2, 0, 0, 4, 0, 1, 0, 4, 1, 5, 8, 1, 1, 0x80, 0x80, 0x80, 0x80, 4, 2, 0,
            ],
        );
        assert_eq!(
            labels_of(&bytes, 0, 0x100, false),
            [
                "0x0 <BB0> (Entry count: 5, Frequency: 8, Successors: BB1:40000000):\n",
                "0x4 <BB1> (Frequency: 2):\n"
            ]
        );
        assert_eq!(
            labels_of(&bytes, 0, 0x100, true),
            [
                "0x0 <BB0> (Entry count: 5, Frequency: 1.0, Successors: \
                 BB1:[0x40000000 / 0x80000000 = 50.00%]):\n",
                "0x4 <BB1> (Frequency: 0.25):\n"
            ]
        );
    }

    #[test]
    fn what_llvm_cannot_read_is_its_error() {
        let err = |bytes: &[u8]| decode(bytes, true, None, "S").err().unwrap();
        assert_eq!(err(&[3, 0]), "unsupported SHT_LLVM_BB_ADDR_MAP version: 3");
        assert_eq!(
            err(&[2, 0x10]),
            "invalid encoding for BBAddrMap::Features: 0x10"
        );
        assert_eq!(
            err(&[1, 1]),
            "version should be >= 2 for SHT_LLVM_BB_ADDR_MAP when PGO features are enabled: \
             version = 1 feature = 1"
        );
        assert_eq!(
            err(&[2, 0, 0, 0]),
            "unexpected end of data at offset 0x4 while reading [0x2, 0xa)"
        );
        assert_eq!(
            err(&map(0, 0, &[1, 0, 0, 4, 0x20])),
            "invalid encoding for BBEntry::Metadata: 0x20"
        );
        assert_eq!(
            err(&map(0, 0, &[0x80, 0x80, 0x80, 0x80, 0x10])),
            "ULEB128 value at offset 0xa exceeds UINT32_MAX (0x100000000)"
        );
        assert_eq!(
            err(&map(0, 0, &[1, 0x80])),
            "unable to decode LEB128 at offset 0x0000000b: malformed uleb128, extends past end"
        );
        assert_eq!(
            err(&[2, 8, 0]),
            "invalid zero number of BB ranges at offset 3 in S"
        );
    }
}
