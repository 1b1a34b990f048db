//! DWARF expressions in call frame instructions, printed as LLVM 19's
//! `DWARFExpression::print` prints them (no register names, no unit): every operation
//! LLVM reads, reads past the end as its zeros, `<decoding error>` with the bytes left.

use super::Extractor;
use std::collections::HashMap;
use std::io::Write;

/// A DWARF expression's bytes, and the address size it was read with (the last version 4
/// CIE's, as LLVM's reader keeps it from one entry to the next).
#[derive(Clone, Default, PartialEq)]
pub(super) struct Expression {
    pub(super) bytes: Vec<u8>,
    pub(super) address_size: u8,
}

/// How LLVM reads each operand of a DWARF expression operation.
#[derive(Clone, Copy)]
enum Operand {
    Size1,
    SignedSize1,
    Size2,
    SignedSize2,
    Size4,
    SignedSize4,
    Size8,
    SignedSize8,
    SizeAddr,
    Leb,
    SignedLeb,
    BaseTypeRef,
    Block,
    WasmLocationArg,
    SubOp,
}

/// LLVM 19's name and operands of a DWARF expression operation it reads in call frame
/// instructions (`DW_OP_call_ref`, which needs the unit's format, it does not).
fn operation(opcode: u8) -> Option<(std::borrow::Cow<'static, str>, &'static [Operand])> {
    use std::borrow::Cow::{Borrowed, Owned};
    use Operand::*;
    let (name, operands): (&'static str, &'static [Operand]) = match opcode {
        0x03 => ("DW_OP_addr", &[SizeAddr]),
        0x06 => ("DW_OP_deref", &[]),
        0x08 => ("DW_OP_const1u", &[Size1]),
        0x09 => ("DW_OP_const1s", &[SignedSize1]),
        0x0a => ("DW_OP_const2u", &[Size2]),
        0x0b => ("DW_OP_const2s", &[SignedSize2]),
        0x0c => ("DW_OP_const4u", &[Size4]),
        0x0d => ("DW_OP_const4s", &[SignedSize4]),
        0x0e => ("DW_OP_const8u", &[Size8]),
        0x0f => ("DW_OP_const8s", &[SignedSize8]),
        0x10 => ("DW_OP_constu", &[Leb]),
        0x11 => ("DW_OP_consts", &[SignedLeb]),
        0x12 => ("DW_OP_dup", &[]),
        0x13 => ("DW_OP_drop", &[]),
        0x14 => ("DW_OP_over", &[]),
        0x15 => ("DW_OP_pick", &[Size1]),
        0x16 => ("DW_OP_swap", &[]),
        0x17 => ("DW_OP_rot", &[]),
        0x18 => ("DW_OP_xderef", &[]),
        0x19 => ("DW_OP_abs", &[]),
        0x1a => ("DW_OP_and", &[]),
        0x1b => ("DW_OP_div", &[]),
        0x1c => ("DW_OP_minus", &[]),
        0x1d => ("DW_OP_mod", &[]),
        0x1e => ("DW_OP_mul", &[]),
        0x1f => ("DW_OP_neg", &[]),
        0x20 => ("DW_OP_not", &[]),
        0x21 => ("DW_OP_or", &[]),
        0x22 => ("DW_OP_plus", &[]),
        0x23 => ("DW_OP_plus_uconst", &[Leb]),
        0x24 => ("DW_OP_shl", &[]),
        0x25 => ("DW_OP_shr", &[]),
        0x26 => ("DW_OP_shra", &[]),
        0x27 => ("DW_OP_xor", &[]),
        0x28 => ("DW_OP_bra", &[SignedSize2]),
        0x29 => ("DW_OP_eq", &[]),
        0x2a => ("DW_OP_ge", &[]),
        0x2b => ("DW_OP_gt", &[]),
        0x2c => ("DW_OP_le", &[]),
        0x2d => ("DW_OP_lt", &[]),
        0x2e => ("DW_OP_ne", &[]),
        0x2f => ("DW_OP_skip", &[SignedSize2]),
        0x30..=0x4f => return Some((Owned(format!("DW_OP_lit{}", opcode - 0x30)), &[])),
        0x50..=0x6f => return Some((Owned(format!("DW_OP_reg{}", opcode - 0x50)), &[])),
        0x70..=0x8f => return Some((Owned(format!("DW_OP_breg{}", opcode - 0x70)), &[SignedLeb])),
        0x90 => ("DW_OP_regx", &[Leb]),
        0x91 => ("DW_OP_fbreg", &[SignedLeb]),
        0x92 => ("DW_OP_bregx", &[Leb, SignedLeb]),
        0x93 => ("DW_OP_piece", &[Leb]),
        0x94 => ("DW_OP_deref_size", &[Size1]),
        0x95 => ("DW_OP_xderef_size", &[Size1]),
        0x96 => ("DW_OP_nop", &[]),
        0x97 => ("DW_OP_push_object_address", &[]),
        0x98 => ("DW_OP_call2", &[Size2]),
        0x99 => ("DW_OP_call4", &[Size4]),
        0x9b => ("DW_OP_form_tls_address", &[]),
        0x9c => ("DW_OP_call_frame_cfa", &[]),
        0x9d => ("DW_OP_bit_piece", &[Leb, Leb]),
        0x9e => ("DW_OP_implicit_value", &[Leb, Block]),
        0x9f => ("DW_OP_stack_value", &[]),
        0xa1 => ("DW_OP_addrx", &[Leb]),
        0xa2 => ("DW_OP_constx", &[Leb]),
        0xa3 => ("DW_OP_entry_value", &[Leb]),
        0xa5 => ("DW_OP_regval_type", &[Leb, BaseTypeRef]),
        0xa8 => ("DW_OP_convert", &[BaseTypeRef]),
        0xe0 => ("DW_OP_GNU_push_tls_address", &[]),
        0xe9 => ("DW_OP_LLVM_user", &[SubOp]),
        0xed => ("DW_OP_WASM_location", &[Leb, WasmLocationArg]),
        0xf3 => ("DW_OP_GNU_entry_value", &[Leb]),
        0xfb => ("DW_OP_GNU_addr_index", &[Leb]),
        0xfc => ("DW_OP_GNU_const_index", &[Leb]),
        _ => return None,
    };
    Some((Borrowed(name), operands))
}

/// The name LLVM 19's `dwarf::OperationEncodingString` gives `opcode`: that of every
/// operation it reads, and of the few its `Dwarf.def` names that it does not read here.
pub(in crate::objdump) fn operation_name(opcode: u8) -> Option<std::borrow::Cow<'static, str>> {
    if let Some((name, _)) = operation(opcode) {
        return Some(name);
    }
    let name = match opcode {
        0x9a => "DW_OP_call_ref",
        0xa0 => "DW_OP_implicit_pointer",
        0xa4 => "DW_OP_const_type",
        0xa6 => "DW_OP_deref_type",
        0xa7 => "DW_OP_xderef_type",
        0xa9 => "DW_OP_reinterpret",
        0xf0 => "DW_OP_GNU_uninit",
        0xf8 => "DW_OP_PGI_omp_thread_num",
        _ => return None,
    };
    Some(std::borrow::Cow::Borrowed(name))
}

/// One decoded operation: its name, operand values, and where it ends.
struct Operation {
    opcode: u8,
    name: std::borrow::Cow<'static, str>,
    kinds: &'static [Operand],
    values: Vec<u64>,
    end: u64,
}

/// LLVM's `Operation::extract` on `bytes` at `offset`: `Err(end)` when the operation cannot
/// be read, with where LLVM's failed operation ends (its start for an unknown opcode).
fn extract(expression: &Expression, offset: u64) -> Result<Operation, u64> {
    let empty = HashMap::new();
    let data = Extractor {
        bytes: &expression.bytes,
        relocs: &empty,
        address_size: expression.address_size,
    };
    let mut at = offset;
    let opcode = data.u8_or_zero(&mut at) as u8;
    let Some((name, kinds)) = operation(opcode) else {
        return Err(offset);
    };
    let mut values = Vec::with_capacity(kinds.len());
    for (i, kind) in kinds.iter().enumerate() {
        let fixed = |at: &mut u64, width| data.unsigned(at, width).unwrap_or(0);
        let value = match kind {
            Operand::Size1 => fixed(&mut at, 1),
            Operand::SignedSize1 => fixed(&mut at, 1) as u8 as i8 as u64,
            Operand::Size2 => fixed(&mut at, 2),
            Operand::SignedSize2 => fixed(&mut at, 2) as u16 as i16 as u64,
            Operand::Size4 => fixed(&mut at, 4),
            Operand::SignedSize4 => fixed(&mut at, 4) as u32 as i32 as u64,
            Operand::Size8 | Operand::SignedSize8 => fixed(&mut at, 8),
            Operand::SizeAddr => fixed(&mut at, u64::from(expression.address_size)),
            Operand::Leb | Operand::BaseTypeRef => data.uleb(&mut at).unwrap_or(0),
            Operand::SignedLeb => data.sleb(&mut at).unwrap_or(0) as u64,
            Operand::SubOp => {
                let sub = data.uleb(&mut at).unwrap_or(0);
                // LLVM 19 knows one: DW_OP_LLVM_nop.
                if sub != 1 {
                    return Err(offset);
                }
                sub
            }
            Operand::WasmLocationArg => match values.first() {
                Some(0..=2 | 4) => data.uleb(&mut at).unwrap_or(0),
                Some(3) => fixed(&mut at, 4),
                _ => return Err(offset),
            },
            Operand::Block => {
                if i == 0 {
                    return Err(offset);
                }
                // A block past the expression's end ends the expression (LLVM's offset runs
                // past it, or around: then LLVM reads the expression again, forever).
                let start = at;
                let size = expression.bytes.len() as u64;
                at = at
                    .checked_add(values[i - 1])
                    .filter(|&end| end <= size)
                    .unwrap_or(size + 1);
                start
            }
        };
        values.push(value);
    }
    Ok(Operation {
        opcode,
        name,
        kinds,
        values,
        end: at,
    })
}

/// The most zeros printed for the bytes a `DW_OP_implicit_value` block lacks
/// (docs/DEVIATIONS.md 24).
const MISSING_BLOCK_BYTES: u64 = 4096;

/// LLVM's `DWARFExpression::print` of `bytes`, with no register names and no unit.
pub(super) fn print_expression(text: &mut Vec<u8>, expression: &Expression) {
    let bytes = &expression.bytes[..];
    let size = bytes.len() as u64;
    if bytes.is_empty() {
        text.extend_from_slice(b"<empty>");
    }
    let byte_at = |at: u64| bytes.get(at as usize).copied().unwrap_or(0);
    let (mut entry_size, mut entry_start) = (0u32, 0u64);
    let mut offset = 0u64;
    // The end of the last operation read, which a failed read that reached past the end
    // leaves in place (LLVM's iterator keeps its operation).
    let mut last_end = 0u64;
    while offset != size {
        let op = match (offset < size).then(|| extract(expression, offset)) {
            Some(Ok(op)) => op,
            failed => {
                text.extend_from_slice(b"<decoding error>");
                let mut at = match failed {
                    Some(Err(end)) => end,
                    _ => last_end,
                };
                while at < size {
                    let _ = write!(text, " {:02x}", byte_at(at));
                    at += 1;
                }
                return;
            }
        };
        text.extend_from_slice(op.name.as_bytes());
        for (i, (kind, &value)) in op.kinds.iter().zip(&op.values).enumerate() {
            let _ = match kind {
                Operand::SubOp => write!(text, " DW_OP_LLVM_nop"),
                Operand::Block => {
                    // The bytes there are, then LLVM's zeros for the missing ones, at most
                    // MISSING_BLOCK_BYTES of them (LLVM prints up to 2^32 - 1, and loops
                    // forever on a longer length).
                    let length = op.values[i - 1];
                    let present = size.saturating_sub(value).min(length);
                    for at in value..value + present {
                        let _ = write!(text, " 0x{:02x}", byte_at(at));
                    }
                    for _ in 0..(length - present).min(MISSING_BLOCK_BYTES) {
                        text.extend_from_slice(b" 0x00");
                    }
                    Ok(())
                }
                Operand::SignedSize1
                | Operand::SignedSize2
                | Operand::SignedSize4
                | Operand::SignedSize8
                | Operand::SignedLeb => write!(text, " {:+}", value as i64),
                _ if matches!(op.opcode, 0xa3 | 0xf3) => Ok(()),
                _ => write!(text, " {value:#x}"),
            };
        }
        last_end = op.end;
        if matches!(op.opcode, 0xa3 | 0xf3) {
            text.push(b'(');
            entry_size = op.values[0] as u32;
            entry_start = op.end;
            offset = op.end;
            continue;
        }
        if entry_size != 0 {
            entry_size = entry_size.wrapping_sub(op.end.wrapping_sub(entry_start) as u32);
            if entry_size == 0 {
                text.push(b')');
            }
        }
        if op.end < size {
            text.extend_from_slice(b", ");
        }
        offset = op.end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn expression(bytes: &[u8]) -> String {
        let mut text = Vec::new();
        let expression = Expression {
            bytes: bytes.to_vec(),
            address_size: 8,
        };
        print_expression(&mut text, &expression);
        String::from_utf8(text).unwrap()
    }

    #[test]
    fn expressions_print_as_llvm_prints_them_short_reads_included() {
        assert_eq!(expression(&[]), "<empty>");
        assert_eq!(
            expression(&[0x70, 0x7c, 0x06, 0x9f]),
            "DW_OP_breg0 -4, DW_OP_deref, DW_OP_stack_value"
        );
        // Too few bytes for the operand: 0, read from where the operand was.
        assert_eq!(
            expression(&[0x06, 0x03, 0x04, 0x05]),
            "DW_OP_deref, DW_OP_addr 0x0, <decoding error> 04 05"
        );
        // An entry value's size counted from its end, as LLVM counts it.
        assert_eq!(
            expression(&[0xa3, 0x02, 0x30, 0x31, 0x32]),
            "DW_OP_entry_value(DW_OP_lit0, DW_OP_lit1, DW_OP_lit2"
        );
        assert_eq!(
            expression(&[0xa3, 0x03, 0x30, 0x31]),
            "DW_OP_entry_value(DW_OP_lit0, DW_OP_lit1)"
        );
        // A block past the end: zeros, then an error with nothing after it.
        assert_eq!(
            expression(&[0x9e, 0x02, 0xab]),
            "DW_OP_implicit_value 0x2 0xab 0x00<decoding error>"
        );
        // A block far past the end (LLVM prints zeros for 2^32 - 1 bytes, or forever), or
        // whose end wraps around: at most 4,096 zeros, and the expression ends.
        let huge = expression(&[0x9e, 0xff, 0xff, 0xff, 0xff, 0x0f, 0xab]);
        assert!(
            huge.starts_with("DW_OP_implicit_value 0xffffffff 0xab 0x00")
                && huge.ends_with(" 0x00<decoding error>")
                && huge.matches(" 0x00").count() == 4096,
            "{}",
            &huge[..80]
        );
        let mut wrapping = vec![0x9e];
        wrapping.extend([0xff; 9]);
        wrapping.push(0x01);
        let wrapped = expression(&wrapping);
        assert!(wrapped.ends_with("<decoding error>") && wrapped.len() < 4096 * 6);
        assert_eq!(
            expression(&[0xe9, 0x01, 0x30]),
            "DW_OP_LLVM_user DW_OP_LLVM_nop, DW_OP_lit0"
        );
        assert_eq!(expression(&[0xe9, 0x02]), "<decoding error> e9 02");
        assert_eq!(expression(&[0x9a, 0x01]), "<decoding error> 9a 01");
    }
}
