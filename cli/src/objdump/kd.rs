//! Kernel descriptors (the 64-byte `NAME.kd` objects of code object v3 and later), printed
//! as llvm-objdump 19 prints them: as the `.amdhsa_kernel` block that assembles back to the
//! descriptor or, when LLVM rejects it, as an error comment and `.byte` lines.
//!
//! What LLVM 19 does (`AMDGPUDisassembler::onSymbolStart` and `decodeKernelDescriptor`),
//! checked against llvm-objdump-19 on descriptors from llc, llvm-mc and random bytes:
//! * The fields are decoded in address order. The first problem met rejects the whole
//!   descriptor, and nothing of its block is printed.
//! * The register counts print as (granulated count + 1) × granule, the granule being 4
//!   VGPRs and 8 SGPRs on every generation here. `.amdhsa_reserve_vcc`,
//!   `.amdhsa_reserve_flat_scratch` and `.amdhsa_reserve_xnack_mask` always print 0: the
//!   granulated SGPR count does not tell them apart.
//! * `.amdhsa_uses_dynamic_stack` is printed unless the ELF's `EI_ABIVERSION` is 2 (code
//!   object v4): LLVM takes any other value for v5 or later.
//! * From gfx9, RSRC1 bit 26 is `.amdhsa_fp16_overflow` and the wave32 bit of the kernel
//!   code properties is reserved; before gfx9, bit 26 is reserved and the wave32 bit is
//!   ignored. RSRC3 must be zero (only gfx90a and gfx10+ have one).
//! * gfx6 and gfx7: llvm-objdump 19 aborts ("Disassembly not yet supported for subtarget").
//!   They are printed by the rules LLVM applies to gfx8, which are those of every target
//!   before gfx9.
//! * A rejected descriptor prints `; error decoding NAME.kd: MESSAGE`, `; decoding failed
//!   region as bytes` and 64 `.byte` lines. By an LLVM 19 slip, those show the first 64
//!   bytes of the *section*, not of the descriptor, and read on past the section's end
//!   (into whatever follows it in the file) when the section is shorter.

use gcn_isa::Generation;
use std::io::{self, Write};

/// The size of a kernel descriptor. llvm-objdump moves this far past a `.kd` symbol whether
/// the descriptor decodes or not, and disassembles what is left up to the next symbol (or
/// the section's end) as code.
pub const SIZE: usize = 64;

/// The `EI_ABIVERSION` of code object v4 (`ELFABIVERSION_AMDGPU_HSA_V4`).
const ABI_VERSION_V4: u8 = 2;

/// LLVM's `getVGPREncodingGranule`: 4 for wave64 before gfx90a, so on every generation here.
const VGPR_GRANULE: u32 = 4;

/// LLVM's `getSGPREncodingGranule`: 8 on every generation.
const SGPR_GRANULE: u32 = 8;

/// The directives of the kernel code properties' user SGPR bits 0..7, in bit order.
const USER_SGPRS: [&str; 7] = [
    ".amdhsa_user_sgpr_private_segment_buffer",
    ".amdhsa_user_sgpr_dispatch_ptr",
    ".amdhsa_user_sgpr_queue_ptr",
    ".amdhsa_user_sgpr_kernarg_segment_ptr",
    ".amdhsa_user_sgpr_dispatch_id",
    ".amdhsa_user_sgpr_flat_scratch_init",
    ".amdhsa_user_sgpr_private_segment_size",
];

/// The directives of RSRC2's exception bits 24..31, in bit order.
const EXCEPTIONS: [&str; 7] = [
    ".amdhsa_exception_fp_ieee_invalid_op",
    ".amdhsa_exception_fp_denorm_src",
    ".amdhsa_exception_fp_ieee_div_zero",
    ".amdhsa_exception_fp_ieee_overflow",
    ".amdhsa_exception_fp_ieee_underflow",
    ".amdhsa_exception_fp_ieee_inexact",
    ".amdhsa_exception_int_div_zero",
];

/// Prints the kernel descriptor of kernel `name` (the symbol's name without `.kd`) the way
/// llvm-objdump 19 does: the lines that follow the symbol's `<NAME.kd>:` line, each ending
/// in '\n', none blank. A decoded descriptor runs from `.amdhsa_kernel NAME` to
/// `.end_amdhsa_kernel`; a rejected one is an error comment naming the symbol as `shown`
/// (demangled with -C, as its `<…>:` line shows it) and 64 `.byte` lines.
///
/// * `abi_version`: the ELF header's `EI_ABIVERSION` byte.
/// * `bytes`: the symbol's bytes as llvm-objdump hands them over, from its address to the
///   next symbol's or the section's end. Anything but exactly 64 bytes is rejected.
/// * `address`: the symbol's address. A descriptor that is not 64-byte aligned is rejected.
/// * `section`: the file's bytes from the start of the symbol's section on (running past the
///   section's end where the file does), which a rejected descriptor prints. Bytes beyond
///   it print as 0 (LLVM reads memory that is not the file's there).
#[allow(clippy::too_many_arguments)]
pub fn print(
    gen: Generation,
    abi_version: u8,
    name: &[u8],
    shown: &[u8],
    bytes: &[u8],
    address: u64,
    section: &[u8],
    out: &mut dyn Write,
) -> io::Result<()> {
    let decoded = match <&[u8; SIZE]>::try_from(bytes) {
        Ok(kd) if address.is_multiple_of(SIZE as u64) => decode(gen, abi_version, kd),
        _ => Err("kernel descriptor must be 64-byte aligned".to_owned()),
    };
    match decoded {
        Ok(directives) => {
            out.write_all(b".amdhsa_kernel ")?;
            out.write_all(name)?;
            out.write_all(b"\n")?;
            out.write_all(directives.as_bytes())?;
            out.write_all(b".end_amdhsa_kernel\n")
        }
        Err(message) => print_failed_region(shown, &message, section, SIZE, out),
    }
}

/// llvm-objdump's lines for a symbol whose start its target could not decode: the error,
/// then `size` bytes as `.byte` lines. LLVM 19 takes those bytes from the start of the
/// symbol's section, whatever the symbol's address (`section`: the file from there on),
/// and past the file's end it reads memory that is not the file's: those print as 0.
pub fn print_failed_region(
    symbol: &[u8],
    message: &str,
    section: &[u8],
    size: usize,
    out: &mut dyn Write,
) -> io::Result<()> {
    out.write_all(b"; error decoding ")?;
    out.write_all(symbol)?;
    writeln!(out, ": {message}")?;
    out.write_all(b"; decoding failed region as bytes\n")?;
    let padded = section.iter().copied().chain(std::iter::repeat(0));
    for byte in padded.take(size) {
        writeln!(out, "\t.byte\t 0x{byte:X}")?;
    }
    Ok(())
}

/// The directive lines of a descriptor (between `.amdhsa_kernel` and `.end_amdhsa_kernel`),
/// or LLVM's reason to reject it.
fn decode(gen: Generation, abi_version: u8, kd: &[u8; SIZE]) -> Result<String, String> {
    let gfx9 = gen >= Generation::Gfx9;
    let mut d = Directives::default();
    d.put(".amdhsa_group_segment_fixed_size", dword(kd, 0));
    d.put(".amdhsa_private_segment_fixed_size", dword(kd, 4));
    d.put(".amdhsa_kernarg_size", dword(kd, 8));
    reserved_bytes(kd, 12, 4)?;
    // Bytes 16..24, kernel_code_entry_byte_offset, have no directive.
    reserved_bytes(kd, 24, 20)?;
    if dword(kd, 44) != 0 {
        return Err("kernel descriptor COMPUTE_PGM_RSRC3 must be all zero before gfx9".to_owned());
    }
    rsrc1(&mut d, gfx9, dword(kd, 48))?;
    rsrc2(&mut d, dword(kd, 52))?;
    properties(&mut d, gfx9, abi_version != ABI_VERSION_V4, word(kd, 56))?;
    kernarg_preload(&mut d, word(kd, 58));
    reserved_bytes(kd, 60, 4)?;
    Ok(d.0)
}

/// COMPUTE_PGM_RSRC1 (bytes 48..52).
fn rsrc1(d: &mut Directives, gfx9: bool, r: u32) -> Result<(), String> {
    let vgprs = (field(r, 0, 6) + 1) * VGPR_GRANULE;
    let sgprs = (field(r, 6, 4) + 1) * SGPR_GRANULE;
    d.put(".amdhsa_next_free_vgpr", vgprs);
    d.put(".amdhsa_reserve_vcc", 0);
    d.put(".amdhsa_reserve_flat_scratch", 0);
    d.put(".amdhsa_reserve_xnack_mask", 0);
    d.put(".amdhsa_next_free_sgpr", sgprs);
    reserved(r, 10, 2, "COMPUTE_PGM_RSRC1_PRIORITY", "")?;
    d.put(".amdhsa_float_round_mode_32", field(r, 12, 2));
    d.put(".amdhsa_float_round_mode_16_64", field(r, 14, 2));
    d.put(".amdhsa_float_denorm_mode_32", field(r, 16, 2));
    d.put(".amdhsa_float_denorm_mode_16_64", field(r, 18, 2));
    reserved(r, 20, 1, "COMPUTE_PGM_RSRC1_PRIV", "")?;
    d.put(".amdhsa_dx10_clamp", field(r, 21, 1));
    reserved(r, 22, 1, "COMPUTE_PGM_RSRC1_DEBUG_MODE", "")?;
    d.put(".amdhsa_ieee_mode", field(r, 23, 1));
    reserved(r, 24, 1, "COMPUTE_PGM_RSRC1_BULKY", "")?;
    reserved(r, 25, 1, "COMPUTE_PGM_RSRC1_CDBG_USER", "")?;
    if gfx9 {
        d.put(".amdhsa_fp16_overflow", field(r, 26, 1));
    } else {
        reserved(r, 26, 1, "COMPUTE_PGM_RSRC1", ", must be zero pre-gfx9")?;
    }
    reserved(r, 27, 2, "COMPUTE_PGM_RSRC1", "")?;
    reserved(r, 29, 3, "COMPUTE_PGM_RSRC1", ", must be zero pre-gfx10")
}

/// COMPUTE_PGM_RSRC2 (bytes 52..56). Bits 1..7 (the user SGPR count and the trap handler)
/// have no directive and are not checked.
fn rsrc2(d: &mut Directives, r: u32) -> Result<(), String> {
    d.put(
        ".amdhsa_system_sgpr_private_segment_wavefront_offset",
        field(r, 0, 1),
    );
    d.put(".amdhsa_system_sgpr_workgroup_id_x", field(r, 7, 1));
    d.put(".amdhsa_system_sgpr_workgroup_id_y", field(r, 8, 1));
    d.put(".amdhsa_system_sgpr_workgroup_id_z", field(r, 9, 1));
    d.put(".amdhsa_system_sgpr_workgroup_info", field(r, 10, 1));
    d.put(".amdhsa_system_vgpr_workitem_id", field(r, 11, 2));
    reserved(
        r,
        13,
        1,
        "COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_ADDRESS_WATCH",
        "",
    )?;
    reserved(r, 14, 1, "COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_MEMORY", "")?;
    reserved(r, 15, 9, "COMPUTE_PGM_RSRC2_GRANULATED_LDS_SIZE", "")?;
    for (bit, directive) in (24..).zip(EXCEPTIONS) {
        d.put(directive, field(r, bit, 1));
    }
    reserved(r, 31, 1, "COMPUTE_PGM_RSRC2", "")
}

/// The kernel code properties (bytes 56..58). LLVM numbers their reserved bits from the
/// descriptor's start, byte 56 being bit 448.
fn properties(d: &mut Directives, gfx9: bool, dynamic_stack: bool, p: u16) -> Result<(), String> {
    let p = u32::from(p);
    for (bit, directive) in (0..).zip(USER_SGPRS) {
        d.put(directive, field(p, bit, 1));
    }
    let reserved_bits = |low: u32, width: u32, note: &str| match field(p, low, width) {
        0 => Ok(()),
        _ => Err(format!(
            "kernel descriptor reserved {} set{note}",
            bit_range(448 + low, width)
        )),
    };
    reserved_bits(7, 3, "")?;
    if gfx9 {
        // ENABLE_WAVEFRONT_SIZE32: ignored before gfx9.
        reserved_bits(10, 1, ", must be zero on gfx9")?;
    }
    if dynamic_stack {
        d.put(".amdhsa_uses_dynamic_stack", field(p, 11, 1));
    }
    reserved_bits(12, 4, "")
}

/// The kernarg preload specification (bytes 58..60): each part only when it is not zero.
fn kernarg_preload(d: &mut Directives, p: u16) {
    let p = u32::from(p);
    let (length, offset) = (field(p, 0, 7), field(p, 7, 9));
    if length != 0 {
        d.put(".amdhsa_user_sgpr_kernarg_preload_length", length);
    }
    if offset != 0 {
        d.put(".amdhsa_user_sgpr_kernarg_preload_offset", offset);
    }
}

/// The lines of a `.amdhsa_kernel` block.
#[derive(Default)]
struct Directives(String);

impl Directives {
    /// Adds `\t<directive> <value>\n`.
    fn put(&mut self, directive: &str, value: u32) {
        self.0.push('\t');
        self.0.push_str(directive);
        self.0.push(' ');
        self.0.push_str(&value.to_string());
        self.0.push('\n');
    }
}

/// The little-endian dword at `offset`.
fn dword(kd: &[u8; SIZE], offset: usize) -> u32 {
    let mut b = [0; 4];
    b.copy_from_slice(&kd[offset..offset + 4]);
    u32::from_le_bytes(b)
}

/// The little-endian word at `offset`.
fn word(kd: &[u8; SIZE], offset: usize) -> u16 {
    u16::from_le_bytes([kd[offset], kd[offset + 1]])
}

/// Bits `low..low + width` of `value`, shifted down.
fn field(value: u32, low: u32, width: u32) -> u32 {
    (value >> low) & ((1 << width) - 1)
}

/// How LLVM names bits `low..low + width`: `bit (N)` or `bits in range (HIGH:LOW)`.
fn bit_range(low: u32, width: u32) -> String {
    if width == 1 {
        format!("bit ({low})")
    } else {
        format!("bits in range ({}:{low})", low + width - 1)
    }
}

/// Rejects a register whose bits `low..low + width` (reserved on these generations) are
/// set: LLVM's message names the register or field `what` and adds `note`.
fn reserved(r: u32, low: u32, width: u32, what: &str, note: &str) -> Result<(), String> {
    match field(r, low, width) {
        0 => Ok(()),
        _ => Err(format!(
            "kernel descriptor {what} reserved {} set{note}",
            bit_range(low, width)
        )),
    }
}

/// Rejects reserved bytes `offset..offset + len` that are not all zero.
fn reserved_bytes(kd: &[u8; SIZE], offset: usize, len: usize) -> Result<(), String> {
    if kd[offset..offset + len].iter().all(|&b| b == 0) {
        return Ok(());
    }
    Err(format!(
        "kernel descriptor reserved bits in range ({}:{}) set",
        (offset + len) * 8 - 1,
        offset * 8
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A descriptor and what llvm-objdump-19 prints for it: the lines after `<NAME.kd>:`.
    ///
    /// The bytes come from objects made with llc 19 and llvm-mc 19 (some then patched). gfx6
    /// and gfx7 (which llvm-objdump-19 aborts on) expect what it prints for the same bytes
    /// once the ELF header names gfx803.
    struct Case {
        gen: Generation,
        abi_version: u8,
        name: &'static str,
        address: u64,
        /// Hex: from the symbol to the next symbol or the section's end.
        bytes: &'static str,
        /// Hex: the file from the section's start (read only for a rejected descriptor).
        section: &'static str,
        expected: &'static str,
    }

    fn unhex(hex: &str) -> Vec<u8> {
        (0..hex.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(&hex[i..i + 2], 16).expect("hex"))
            .collect()
    }

    fn printed(
        gen: Generation,
        abi_version: u8,
        bytes: &[u8],
        address: u64,
        section: &[u8],
    ) -> String {
        let mut out = Vec::new();
        print(
            gen,
            abi_version,
            b"add",
            b"add.kd",
            bytes,
            address,
            section,
            &mut out,
        )
        .expect("print");
        String::from_utf8(out).expect("UTF-8")
    }

    fn check(case: &Case) {
        let (bytes, section) = (unhex(case.bytes), unhex(case.section));
        let mut out = Vec::new();
        let (gen, abi, address) = (case.gen, case.abi_version, case.address);
        print(
            gen,
            abi,
            case.name.as_bytes(),
            format!("{}.kd", case.name).as_bytes(),
            &bytes,
            address,
            &section,
            &mut out,
        )
        .expect("print");
        assert_eq!(String::from_utf8(out).expect("UTF-8"), case.expected);
    }

    /// The gfx900 add kernel of llc 19 (valid on every generation).
    const ADD: &str = "0000000000000000100100000000000000000000000000000000000000000000\
                       000000000000000000000000000000004000af00941300001b00000000000000";

    /// ADD with `bits` or-ed into its dword at `offset`.
    fn add_with(offset: usize, bits: u32) -> Vec<u8> {
        let mut kd = unhex(ADD);
        let mut dword = [0; 4];
        dword.copy_from_slice(&kd[offset..offset + 4]);
        let dword = u32::from_le_bytes(dword) | bits;
        kd[offset..offset + 4].copy_from_slice(&dword.to_le_bytes());
        kd
    }

    /// Every check's message, each met with one bit set: the generation, the offset of the
    /// dword, the bit in it and the message after `kernel descriptor `, as llvm-objdump-19
    /// prints them for fiji, gfx900 and gfx908 objects.
    const MESSAGES: &str = "\
gfx9 12 31 reserved bits in range (127:96) set
gfx9 40 0 reserved bits in range (351:192) set
gfx9 44 0 COMPUTE_PGM_RSRC3 must be all zero before gfx9
gfx8 44 31 COMPUTE_PGM_RSRC3 must be all zero before gfx9
gfx9 48 11 COMPUTE_PGM_RSRC1_PRIORITY reserved bits in range (11:10) set
gfx9 48 20 COMPUTE_PGM_RSRC1_PRIV reserved bit (20) set
gfx9 48 22 COMPUTE_PGM_RSRC1_DEBUG_MODE reserved bit (22) set
gfx9 48 24 COMPUTE_PGM_RSRC1_BULKY reserved bit (24) set
gfx9 48 25 COMPUTE_PGM_RSRC1_CDBG_USER reserved bit (25) set
gfx8 48 26 COMPUTE_PGM_RSRC1 reserved bit (26) set, must be zero pre-gfx9
gfx9 48 27 COMPUTE_PGM_RSRC1 reserved bits in range (28:27) set
gfx8 48 31 COMPUTE_PGM_RSRC1 reserved bits in range (31:29) set, must be zero pre-gfx10
gfx9 52 13 COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_ADDRESS_WATCH reserved bit (13) set
gfx9 52 14 COMPUTE_PGM_RSRC2_ENABLE_EXCEPTION_MEMORY reserved bit (14) set
gfx8 52 15 COMPUTE_PGM_RSRC2_GRANULATED_LDS_SIZE reserved bits in range (23:15) set
gfx9 52 31 COMPUTE_PGM_RSRC2 reserved bit (31) set
gfx8 56 9 reserved bits in range (457:455) set
gfx9 56 10 reserved bit (458) set, must be zero on gfx9
gfx9 56 12 reserved bits in range (463:460) set
gfx9 60 24 reserved bits in range (511:480) set
";

    #[test]
    fn reserved_bits_are_named() {
        for row in MESSAGES.lines() {
            let mut parts = row.splitn(4, ' ');
            let mut next = || parts.next().expect("four columns");
            let gen = if next() == "gfx8" {
                Generation::Gfx8
            } else {
                Generation::Gfx9
            };
            let offset: usize = next().parse().expect("offset");
            let bit: u32 = next().parse().expect("bit");
            let message = next();
            let text = printed(gen, 3, &add_with(offset, 1 << bit), 0, &[]);
            let first = text.lines().next().unwrap_or_default();
            assert_eq!(
                first,
                format!("; error decoding add.kd: kernel descriptor {message}")
            );
            assert_eq!(text.lines().count(), 66, "{row}");
        }
    }

    /// Bits one generation reserves and another decodes or ignores.
    #[test]
    fn generation_dependent_bits() {
        let fp16_overflow = printed(Generation::Gfx906, 3, &add_with(48, 1 << 26), 0, &[]);
        assert!(fp16_overflow.contains("\n\t.amdhsa_fp16_overflow 1\n"));
        // The wave32 bit: reserved on gfx9, ignored before.
        let wave32 = printed(Generation::Gfx7, 3, &add_with(56, 1 << 10), 0, &[]);
        assert_eq!(wave32, printed(Generation::Gfx7, 3, &unhex(ADD), 0, &[]));
    }

    /// `.amdhsa_uses_dynamic_stack` for every `EI_ABIVERSION` but 2 (code object v4).
    #[test]
    fn dynamic_stack_follows_the_abi_version() {
        let kd = add_with(56, 1 << 11);
        for abi_version in 0..=u8::MAX {
            let text = printed(Generation::Gfx8, abi_version, &kd, 0, &[]);
            let line = text.contains("\n\t.amdhsa_uses_dynamic_stack 1\n");
            assert_eq!(line, abi_version != 2, "EI_ABIVERSION {abi_version}");
        }
    }

    /// Any bytes, of any length up to 64 and beyond, print without panicking.
    #[test]
    fn any_bytes_print() {
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut junk = [0; 80];
        for round in 0..2000 {
            for b in &mut junk {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                *b = seed as u8;
            }
            let len = round % junk.len();
            for gen in Generation::ALL {
                let text = printed(gen, 3, &junk[..len], 0, &junk[..round % 70]);
                assert!(text.ends_with('\n'));
                assert!(!text.contains("\n\n"));
            }
        }
    }

    /// gfx6 (tahiti, llc, v5): a kernel with scratch.
    #[test]
    fn gfx6_llc_scratch_v5() {
        check(&Case {
            gen: Generation::Gfx6,
            abi_version: 3,
            name: "scratch",
            address: 0x40,
            bytes: "0000000004010000100100000000000000000000000000000000000000000000\
                    000000000000000000000000000000004000af00911300001900000000000000",
            section: "",
            expected: "\
.amdhsa_kernel scratch
\t.amdhsa_group_segment_fixed_size 0
\t.amdhsa_private_segment_fixed_size 260
\t.amdhsa_kernarg_size 272
\t.amdhsa_next_free_vgpr 4
\t.amdhsa_reserve_vcc 0
\t.amdhsa_reserve_flat_scratch 0
\t.amdhsa_reserve_xnack_mask 0
\t.amdhsa_next_free_sgpr 16
\t.amdhsa_float_round_mode_32 0
\t.amdhsa_float_round_mode_16_64 0
\t.amdhsa_float_denorm_mode_32 3
\t.amdhsa_float_denorm_mode_16_64 3
\t.amdhsa_dx10_clamp 1
\t.amdhsa_ieee_mode 1
\t.amdhsa_system_sgpr_private_segment_wavefront_offset 1
\t.amdhsa_system_sgpr_workgroup_id_x 1
\t.amdhsa_system_sgpr_workgroup_id_y 1
\t.amdhsa_system_sgpr_workgroup_id_z 1
\t.amdhsa_system_sgpr_workgroup_info 0
\t.amdhsa_system_vgpr_workitem_id 2
\t.amdhsa_exception_fp_ieee_invalid_op 0
\t.amdhsa_exception_fp_denorm_src 0
\t.amdhsa_exception_fp_ieee_div_zero 0
\t.amdhsa_exception_fp_ieee_overflow 0
\t.amdhsa_exception_fp_ieee_underflow 0
\t.amdhsa_exception_fp_ieee_inexact 0
\t.amdhsa_exception_int_div_zero 0
\t.amdhsa_user_sgpr_private_segment_buffer 1
\t.amdhsa_user_sgpr_dispatch_ptr 0
\t.amdhsa_user_sgpr_queue_ptr 0
\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t.amdhsa_user_sgpr_dispatch_id 1
\t.amdhsa_user_sgpr_flat_scratch_init 0
\t.amdhsa_user_sgpr_private_segment_size 0
\t.amdhsa_uses_dynamic_stack 0
.end_amdhsa_kernel
",
        });
    }

    /// gfx7 (bonaire, llc, v4): flushed denormals, IEEE mode off.
    #[test]
    fn gfx7_llc_fpmode_v4() {
        check(&Case {
            gen: Generation::Gfx7,
            abi_version: 2,
            name: "fpmode",
            address: 0x100,
            bytes: "0000000000000000500000000000000000000000000000000000000000000000\
                    0000000000000000000000000000000042002000981300001f00000000000000",
            section: "",
            expected: "\
.amdhsa_kernel fpmode
\t.amdhsa_group_segment_fixed_size 0
\t.amdhsa_private_segment_fixed_size 0
\t.amdhsa_kernarg_size 80
\t.amdhsa_next_free_vgpr 12
\t.amdhsa_reserve_vcc 0
\t.amdhsa_reserve_flat_scratch 0
\t.amdhsa_reserve_xnack_mask 0
\t.amdhsa_next_free_sgpr 16
\t.amdhsa_float_round_mode_32 0
\t.amdhsa_float_round_mode_16_64 0
\t.amdhsa_float_denorm_mode_32 0
\t.amdhsa_float_denorm_mode_16_64 0
\t.amdhsa_dx10_clamp 1
\t.amdhsa_ieee_mode 0
\t.amdhsa_system_sgpr_private_segment_wavefront_offset 0
\t.amdhsa_system_sgpr_workgroup_id_x 1
\t.amdhsa_system_sgpr_workgroup_id_y 1
\t.amdhsa_system_sgpr_workgroup_id_z 1
\t.amdhsa_system_sgpr_workgroup_info 0
\t.amdhsa_system_vgpr_workitem_id 2
\t.amdhsa_exception_fp_ieee_invalid_op 0
\t.amdhsa_exception_fp_denorm_src 0
\t.amdhsa_exception_fp_ieee_div_zero 0
\t.amdhsa_exception_fp_ieee_overflow 0
\t.amdhsa_exception_fp_ieee_underflow 0
\t.amdhsa_exception_fp_ieee_inexact 0
\t.amdhsa_exception_int_div_zero 0
\t.amdhsa_user_sgpr_private_segment_buffer 1
\t.amdhsa_user_sgpr_dispatch_ptr 1
\t.amdhsa_user_sgpr_queue_ptr 1
\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t.amdhsa_user_sgpr_dispatch_id 1
\t.amdhsa_user_sgpr_flat_scratch_init 0
\t.amdhsa_user_sgpr_private_segment_size 0
.end_amdhsa_kernel
",
        });
    }

    /// gfx8 (fiji, llc, v5): the add kernel.
    #[test]
    fn gfx8_llc_add_v5() {
        check(&Case {
            gen: Generation::Gfx8,
            abi_version: 3,
            name: "add",
            address: 0x0,
            bytes: "0000000000000000100100000000000000000000000000000000000000000000\
                    000000000000000000000000000000000000af00941300001b00000000000000",
            section: "",
            expected: "\
.amdhsa_kernel add
\t.amdhsa_group_segment_fixed_size 0
\t.amdhsa_private_segment_fixed_size 0
\t.amdhsa_kernarg_size 272
\t.amdhsa_next_free_vgpr 4
\t.amdhsa_reserve_vcc 0
\t.amdhsa_reserve_flat_scratch 0
\t.amdhsa_reserve_xnack_mask 0
\t.amdhsa_next_free_sgpr 8
\t.amdhsa_float_round_mode_32 0
\t.amdhsa_float_round_mode_16_64 0
\t.amdhsa_float_denorm_mode_32 3
\t.amdhsa_float_denorm_mode_16_64 3
\t.amdhsa_dx10_clamp 1
\t.amdhsa_ieee_mode 1
\t.amdhsa_system_sgpr_private_segment_wavefront_offset 0
\t.amdhsa_system_sgpr_workgroup_id_x 1
\t.amdhsa_system_sgpr_workgroup_id_y 1
\t.amdhsa_system_sgpr_workgroup_id_z 1
\t.amdhsa_system_sgpr_workgroup_info 0
\t.amdhsa_system_vgpr_workitem_id 2
\t.amdhsa_exception_fp_ieee_invalid_op 0
\t.amdhsa_exception_fp_denorm_src 0
\t.amdhsa_exception_fp_ieee_div_zero 0
\t.amdhsa_exception_fp_ieee_overflow 0
\t.amdhsa_exception_fp_ieee_underflow 0
\t.amdhsa_exception_fp_ieee_inexact 0
\t.amdhsa_exception_int_div_zero 0
\t.amdhsa_user_sgpr_private_segment_buffer 1
\t.amdhsa_user_sgpr_dispatch_ptr 1
\t.amdhsa_user_sgpr_queue_ptr 0
\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t.amdhsa_user_sgpr_dispatch_id 1
\t.amdhsa_user_sgpr_flat_scratch_init 0
\t.amdhsa_user_sgpr_private_segment_size 0
\t.amdhsa_uses_dynamic_stack 0
.end_amdhsa_kernel
",
        });
    }

    /// gfx8 (gfx803, llvm-mc, v4): round modes, denorm modes, exceptions, every user SGPR.
    #[test]
    fn gfx8_mc_unusual_v4() {
        check(&Case {
            gen: Generation::Gfx8,
            abi_version: 2,
            name: "weird",
            address: 0x0,
            bytes: "00100000d2040000380000000000000000000000000000000000000000000000\
                    00000000000000000000000000000000bf9204001f1f007f7f00000000000000",
            section: "",
            expected: "\
.amdhsa_kernel weird
\t.amdhsa_group_segment_fixed_size 4096
\t.amdhsa_private_segment_fixed_size 1234
\t.amdhsa_kernarg_size 56
\t.amdhsa_next_free_vgpr 256
\t.amdhsa_reserve_vcc 0
\t.amdhsa_reserve_flat_scratch 0
\t.amdhsa_reserve_xnack_mask 0
\t.amdhsa_next_free_sgpr 88
\t.amdhsa_float_round_mode_32 1
\t.amdhsa_float_round_mode_16_64 2
\t.amdhsa_float_denorm_mode_32 0
\t.amdhsa_float_denorm_mode_16_64 1
\t.amdhsa_dx10_clamp 0
\t.amdhsa_ieee_mode 0
\t.amdhsa_system_sgpr_private_segment_wavefront_offset 1
\t.amdhsa_system_sgpr_workgroup_id_x 0
\t.amdhsa_system_sgpr_workgroup_id_y 1
\t.amdhsa_system_sgpr_workgroup_id_z 1
\t.amdhsa_system_sgpr_workgroup_info 1
\t.amdhsa_system_vgpr_workitem_id 3
\t.amdhsa_exception_fp_ieee_invalid_op 1
\t.amdhsa_exception_fp_denorm_src 1
\t.amdhsa_exception_fp_ieee_div_zero 1
\t.amdhsa_exception_fp_ieee_overflow 1
\t.amdhsa_exception_fp_ieee_underflow 1
\t.amdhsa_exception_fp_ieee_inexact 1
\t.amdhsa_exception_int_div_zero 1
\t.amdhsa_user_sgpr_private_segment_buffer 1
\t.amdhsa_user_sgpr_dispatch_ptr 1
\t.amdhsa_user_sgpr_queue_ptr 1
\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t.amdhsa_user_sgpr_dispatch_id 1
\t.amdhsa_user_sgpr_flat_scratch_init 1
\t.amdhsa_user_sgpr_private_segment_size 1
.end_amdhsa_kernel
",
        });
    }

    /// gfx9 (gfx900, llc, v4): workgroup ids y/z, dispatch and queue pointers, dispatch id.
    #[test]
    fn gfx9_llc_ids_v4() {
        check(&Case {
            gen: Generation::Gfx9,
            abi_version: 2,
            name: "ids",
            address: 0x0,
            bytes: "0000000000000000400000000000000000000000000000000000000000000000\
                    000000000000000000000000000000008000af00981300001f00000000000000",
            section: "",
            expected: "\
.amdhsa_kernel ids
\t.amdhsa_group_segment_fixed_size 0
\t.amdhsa_private_segment_fixed_size 0
\t.amdhsa_kernarg_size 64
\t.amdhsa_next_free_vgpr 4
\t.amdhsa_reserve_vcc 0
\t.amdhsa_reserve_flat_scratch 0
\t.amdhsa_reserve_xnack_mask 0
\t.amdhsa_next_free_sgpr 24
\t.amdhsa_float_round_mode_32 0
\t.amdhsa_float_round_mode_16_64 0
\t.amdhsa_float_denorm_mode_32 3
\t.amdhsa_float_denorm_mode_16_64 3
\t.amdhsa_dx10_clamp 1
\t.amdhsa_ieee_mode 1
\t.amdhsa_fp16_overflow 0
\t.amdhsa_system_sgpr_private_segment_wavefront_offset 0
\t.amdhsa_system_sgpr_workgroup_id_x 1
\t.amdhsa_system_sgpr_workgroup_id_y 1
\t.amdhsa_system_sgpr_workgroup_id_z 1
\t.amdhsa_system_sgpr_workgroup_info 0
\t.amdhsa_system_vgpr_workitem_id 2
\t.amdhsa_exception_fp_ieee_invalid_op 0
\t.amdhsa_exception_fp_denorm_src 0
\t.amdhsa_exception_fp_ieee_div_zero 0
\t.amdhsa_exception_fp_ieee_overflow 0
\t.amdhsa_exception_fp_ieee_underflow 0
\t.amdhsa_exception_fp_ieee_inexact 0
\t.amdhsa_exception_int_div_zero 0
\t.amdhsa_user_sgpr_private_segment_buffer 1
\t.amdhsa_user_sgpr_dispatch_ptr 1
\t.amdhsa_user_sgpr_queue_ptr 1
\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t.amdhsa_user_sgpr_dispatch_id 1
\t.amdhsa_user_sgpr_flat_scratch_init 0
\t.amdhsa_user_sgpr_private_segment_size 0
.end_amdhsa_kernel
",
        });
    }

    /// gfx9 (gfx900, v5): kernarg preload length 2, offset 5.
    #[test]
    fn gfx9_kernarg_preload() {
        check(&Case {
            gen: Generation::Gfx9,
            abi_version: 3,
            name: "add",
            address: 0x0,
            bytes: "0000000000000000100100000000000000000000000000000000000000000000\
                    000000000000000000000000000000004000af00941300001b00820200000000",
            section: "",
            expected: "\
.amdhsa_kernel add
\t.amdhsa_group_segment_fixed_size 0
\t.amdhsa_private_segment_fixed_size 0
\t.amdhsa_kernarg_size 272
\t.amdhsa_next_free_vgpr 4
\t.amdhsa_reserve_vcc 0
\t.amdhsa_reserve_flat_scratch 0
\t.amdhsa_reserve_xnack_mask 0
\t.amdhsa_next_free_sgpr 16
\t.amdhsa_float_round_mode_32 0
\t.amdhsa_float_round_mode_16_64 0
\t.amdhsa_float_denorm_mode_32 3
\t.amdhsa_float_denorm_mode_16_64 3
\t.amdhsa_dx10_clamp 1
\t.amdhsa_ieee_mode 1
\t.amdhsa_fp16_overflow 0
\t.amdhsa_system_sgpr_private_segment_wavefront_offset 0
\t.amdhsa_system_sgpr_workgroup_id_x 1
\t.amdhsa_system_sgpr_workgroup_id_y 1
\t.amdhsa_system_sgpr_workgroup_id_z 1
\t.amdhsa_system_sgpr_workgroup_info 0
\t.amdhsa_system_vgpr_workitem_id 2
\t.amdhsa_exception_fp_ieee_invalid_op 0
\t.amdhsa_exception_fp_denorm_src 0
\t.amdhsa_exception_fp_ieee_div_zero 0
\t.amdhsa_exception_fp_ieee_overflow 0
\t.amdhsa_exception_fp_ieee_underflow 0
\t.amdhsa_exception_fp_ieee_inexact 0
\t.amdhsa_exception_int_div_zero 0
\t.amdhsa_user_sgpr_private_segment_buffer 1
\t.amdhsa_user_sgpr_dispatch_ptr 1
\t.amdhsa_user_sgpr_queue_ptr 0
\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t.amdhsa_user_sgpr_dispatch_id 1
\t.amdhsa_user_sgpr_flat_scratch_init 0
\t.amdhsa_user_sgpr_private_segment_size 0
\t.amdhsa_uses_dynamic_stack 0
\t.amdhsa_user_sgpr_kernarg_preload_length 2
\t.amdhsa_user_sgpr_kernarg_preload_offset 5
.end_amdhsa_kernel
",
        });
    }

    /// gfx9 (gfx900, v4): the dynamic stack bit set, but v4 has no directive for it.
    #[test]
    fn gfx9_dynamic_stack_bit_ignored_v4() {
        check(&Case {
            gen: Generation::Gfx9,
            abi_version: 2,
            name: "ids",
            address: 0x0,
            bytes: "0000000000000000400000000000000000000000000000000000000000000000\
                    000000000000000000000000000000008000af00981300001f08000000000000",
            section: "",
            expected: "\
.amdhsa_kernel ids
\t.amdhsa_group_segment_fixed_size 0
\t.amdhsa_private_segment_fixed_size 0
\t.amdhsa_kernarg_size 64
\t.amdhsa_next_free_vgpr 4
\t.amdhsa_reserve_vcc 0
\t.amdhsa_reserve_flat_scratch 0
\t.amdhsa_reserve_xnack_mask 0
\t.amdhsa_next_free_sgpr 24
\t.amdhsa_float_round_mode_32 0
\t.amdhsa_float_round_mode_16_64 0
\t.amdhsa_float_denorm_mode_32 3
\t.amdhsa_float_denorm_mode_16_64 3
\t.amdhsa_dx10_clamp 1
\t.amdhsa_ieee_mode 1
\t.amdhsa_fp16_overflow 0
\t.amdhsa_system_sgpr_private_segment_wavefront_offset 0
\t.amdhsa_system_sgpr_workgroup_id_x 1
\t.amdhsa_system_sgpr_workgroup_id_y 1
\t.amdhsa_system_sgpr_workgroup_id_z 1
\t.amdhsa_system_sgpr_workgroup_info 0
\t.amdhsa_system_vgpr_workitem_id 2
\t.amdhsa_exception_fp_ieee_invalid_op 0
\t.amdhsa_exception_fp_denorm_src 0
\t.amdhsa_exception_fp_ieee_div_zero 0
\t.amdhsa_exception_fp_ieee_overflow 0
\t.amdhsa_exception_fp_ieee_underflow 0
\t.amdhsa_exception_fp_ieee_inexact 0
\t.amdhsa_exception_int_div_zero 0
\t.amdhsa_user_sgpr_private_segment_buffer 1
\t.amdhsa_user_sgpr_dispatch_ptr 1
\t.amdhsa_user_sgpr_queue_ptr 1
\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t.amdhsa_user_sgpr_dispatch_id 1
\t.amdhsa_user_sgpr_flat_scratch_init 0
\t.amdhsa_user_sgpr_private_segment_size 0
.end_amdhsa_kernel
",
        });
    }

    /// gfx906 (llc, v5): recursion, so a dynamic stack.
    #[test]
    fn gfx906_llc_recursion_v5() {
        check(&Case {
            gen: Generation::Gfx906,
            abi_version: 3,
            name: "dyn",
            address: 0x80,
            bytes: "0000000010000000100100000000000000000000000000000000000000000000\
                    000000000000000000000000000000004a01af00991300003b08000000000000",
            section: "",
            expected: "\
.amdhsa_kernel dyn
\t.amdhsa_group_segment_fixed_size 0
\t.amdhsa_private_segment_fixed_size 16
\t.amdhsa_kernarg_size 272
\t.amdhsa_next_free_vgpr 44
\t.amdhsa_reserve_vcc 0
\t.amdhsa_reserve_flat_scratch 0
\t.amdhsa_reserve_xnack_mask 0
\t.amdhsa_next_free_sgpr 48
\t.amdhsa_float_round_mode_32 0
\t.amdhsa_float_round_mode_16_64 0
\t.amdhsa_float_denorm_mode_32 3
\t.amdhsa_float_denorm_mode_16_64 3
\t.amdhsa_dx10_clamp 1
\t.amdhsa_ieee_mode 1
\t.amdhsa_fp16_overflow 0
\t.amdhsa_system_sgpr_private_segment_wavefront_offset 1
\t.amdhsa_system_sgpr_workgroup_id_x 1
\t.amdhsa_system_sgpr_workgroup_id_y 1
\t.amdhsa_system_sgpr_workgroup_id_z 1
\t.amdhsa_system_sgpr_workgroup_info 0
\t.amdhsa_system_vgpr_workitem_id 2
\t.amdhsa_exception_fp_ieee_invalid_op 0
\t.amdhsa_exception_fp_denorm_src 0
\t.amdhsa_exception_fp_ieee_div_zero 0
\t.amdhsa_exception_fp_ieee_overflow 0
\t.amdhsa_exception_fp_ieee_underflow 0
\t.amdhsa_exception_fp_ieee_inexact 0
\t.amdhsa_exception_int_div_zero 0
\t.amdhsa_user_sgpr_private_segment_buffer 1
\t.amdhsa_user_sgpr_dispatch_ptr 1
\t.amdhsa_user_sgpr_queue_ptr 0
\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t.amdhsa_user_sgpr_dispatch_id 1
\t.amdhsa_user_sgpr_flat_scratch_init 1
\t.amdhsa_user_sgpr_private_segment_size 0
\t.amdhsa_uses_dynamic_stack 1
.end_amdhsa_kernel
",
        });
    }

    /// gfx908 (llc, v5): many VGPRs, LDS.
    #[test]
    fn gfx908_llc_many_vgprs_v5() {
        check(&Case {
            gen: Generation::Gfx908,
            abi_version: 3,
            name: "manyregs",
            address: 0xc0,
            bytes: "0010000000000000100100000000000000000000000000000000000000000000\
                    000000000000000000000000000000004f00af00941300001b00000000000000",
            section: "",
            expected: "\
.amdhsa_kernel manyregs
\t.amdhsa_group_segment_fixed_size 4096
\t.amdhsa_private_segment_fixed_size 0
\t.amdhsa_kernarg_size 272
\t.amdhsa_next_free_vgpr 64
\t.amdhsa_reserve_vcc 0
\t.amdhsa_reserve_flat_scratch 0
\t.amdhsa_reserve_xnack_mask 0
\t.amdhsa_next_free_sgpr 16
\t.amdhsa_float_round_mode_32 0
\t.amdhsa_float_round_mode_16_64 0
\t.amdhsa_float_denorm_mode_32 3
\t.amdhsa_float_denorm_mode_16_64 3
\t.amdhsa_dx10_clamp 1
\t.amdhsa_ieee_mode 1
\t.amdhsa_fp16_overflow 0
\t.amdhsa_system_sgpr_private_segment_wavefront_offset 0
\t.amdhsa_system_sgpr_workgroup_id_x 1
\t.amdhsa_system_sgpr_workgroup_id_y 1
\t.amdhsa_system_sgpr_workgroup_id_z 1
\t.amdhsa_system_sgpr_workgroup_info 0
\t.amdhsa_system_vgpr_workitem_id 2
\t.amdhsa_exception_fp_ieee_invalid_op 0
\t.amdhsa_exception_fp_denorm_src 0
\t.amdhsa_exception_fp_ieee_div_zero 0
\t.amdhsa_exception_fp_ieee_overflow 0
\t.amdhsa_exception_fp_ieee_underflow 0
\t.amdhsa_exception_fp_ieee_inexact 0
\t.amdhsa_exception_int_div_zero 0
\t.amdhsa_user_sgpr_private_segment_buffer 1
\t.amdhsa_user_sgpr_dispatch_ptr 1
\t.amdhsa_user_sgpr_queue_ptr 0
\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t.amdhsa_user_sgpr_dispatch_id 1
\t.amdhsa_user_sgpr_flat_scratch_init 0
\t.amdhsa_user_sgpr_private_segment_size 0
\t.amdhsa_uses_dynamic_stack 0
.end_amdhsa_kernel
",
        });
    }

    /// gfx908 (llvm-mc, v6): 256 VGPRs, fp16 overflow, exceptions, dynamic stack.
    #[test]
    fn gfx908_mc_unusual_v6() {
        check(&Case {
            gen: Generation::Gfx908,
            abi_version: 4,
            name: "weird",
            address: 0x0,
            bytes: "00100000d2040000380000000000000000000000000000000000000000000000\
                    00000000000000000000000000000000bf9204041f1f007f7f08000000000000",
            section: "",
            expected: "\
.amdhsa_kernel weird
\t.amdhsa_group_segment_fixed_size 4096
\t.amdhsa_private_segment_fixed_size 1234
\t.amdhsa_kernarg_size 56
\t.amdhsa_next_free_vgpr 256
\t.amdhsa_reserve_vcc 0
\t.amdhsa_reserve_flat_scratch 0
\t.amdhsa_reserve_xnack_mask 0
\t.amdhsa_next_free_sgpr 88
\t.amdhsa_float_round_mode_32 1
\t.amdhsa_float_round_mode_16_64 2
\t.amdhsa_float_denorm_mode_32 0
\t.amdhsa_float_denorm_mode_16_64 1
\t.amdhsa_dx10_clamp 0
\t.amdhsa_ieee_mode 0
\t.amdhsa_fp16_overflow 1
\t.amdhsa_system_sgpr_private_segment_wavefront_offset 1
\t.amdhsa_system_sgpr_workgroup_id_x 0
\t.amdhsa_system_sgpr_workgroup_id_y 1
\t.amdhsa_system_sgpr_workgroup_id_z 1
\t.amdhsa_system_sgpr_workgroup_info 1
\t.amdhsa_system_vgpr_workitem_id 3
\t.amdhsa_exception_fp_ieee_invalid_op 1
\t.amdhsa_exception_fp_denorm_src 1
\t.amdhsa_exception_fp_ieee_div_zero 1
\t.amdhsa_exception_fp_ieee_overflow 1
\t.amdhsa_exception_fp_ieee_underflow 1
\t.amdhsa_exception_fp_ieee_inexact 1
\t.amdhsa_exception_int_div_zero 1
\t.amdhsa_user_sgpr_private_segment_buffer 1
\t.amdhsa_user_sgpr_dispatch_ptr 1
\t.amdhsa_user_sgpr_queue_ptr 1
\t.amdhsa_user_sgpr_kernarg_segment_ptr 1
\t.amdhsa_user_sgpr_dispatch_id 1
\t.amdhsa_user_sgpr_flat_scratch_init 1
\t.amdhsa_user_sgpr_private_segment_size 1
\t.amdhsa_uses_dynamic_stack 1
.end_amdhsa_kernel
",
        });
    }

    /// gfx8 (fiji): RSRC1 bit 26 (fp16 overflow from gfx9) set.
    #[test]
    fn gfx8_fp16_overflow_bit_is_reserved() {
        check(&Case {
            gen: Generation::Gfx8,
            abi_version: 3,
            name: "add",
            address: 0x0,
            bytes: "0000000000000000100100000000000000000000000000000000000000000000\
                    000000000000000000000000000000000000af04941300001b00000000000000",
            section: "0000000000000000100100000000000000000000000000000000000000000000\
                      000000000000000000000000000000000000af04941300001b00000000000000",
            expected: "\
; error decoding add.kd: kernel descriptor COMPUTE_PGM_RSRC1 reserved bit (26) set, must be zero pre-gfx9
; decoding failed region as bytes
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x10
\t.byte\t 0x1
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0xAF
\t.byte\t 0x4
\t.byte\t 0x94
\t.byte\t 0x13
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x1B
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
",
        });
    }

    /// gfx908: the wavefront-size-32 bit set.
    #[test]
    fn gfx908_wave32_bit_is_reserved() {
        check(&Case {
            gen: Generation::Gfx908,
            abi_version: 3,
            name: "scratch",
            address: 0x40,
            bytes: "0000000004010000100100000000000000000000000000000000000000000000\
                    000000000000000000000000000000008000af00951300003904000000000000",
            section: "0000000000000000080100000000000000000000000000000000000000000000\
                      000000000000000000000000000000008000af00941300001b00000000000000",
            expected: "\
; error decoding scratch.kd: kernel descriptor reserved bit (458) set, must be zero on gfx9
; decoding failed region as bytes
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x8
\t.byte\t 0x1
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x80
\t.byte\t 0x0
\t.byte\t 0xAF
\t.byte\t 0x0
\t.byte\t 0x94
\t.byte\t 0x13
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x1B
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
",
        });
    }

    /// gfx906: RSRC3 set (only gfx90a and gfx10+ have it); the bytes shown are the section's first 64, another descriptor's.
    #[test]
    fn gfx906_rsrc3_must_be_zero() {
        check(&Case {
            gen: Generation::Gfx906,
            abi_version: 3,
            name: "dyn",
            address: 0x80,
            bytes: "0000000010000000100100000000000000000000000000000000000000000000\
                    000000000000000000000000120000004a01af00991300003b08000000000000",
            section: "0000000000000000080100000000000000000000000000000000000000000000\
                      000000000000000000000000000000008000af00941300001b00000000000000",
            expected: "\
; error decoding dyn.kd: kernel descriptor COMPUTE_PGM_RSRC3 must be all zero before gfx9
; decoding failed region as bytes
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x8
\t.byte\t 0x1
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x80
\t.byte\t 0x0
\t.byte\t 0xAF
\t.byte\t 0x0
\t.byte\t 0x94
\t.byte\t 0x13
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x1B
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
",
        });
    }

    /// gfx900: a descriptor at address 4; the bytes shown are the section's first 64.
    #[test]
    fn unaligned_descriptor() {
        check(&Case {
            gen: Generation::Gfx9,
            abi_version: 3,
            name: "k",
            address: 0x4,
            bytes: "0000000000000000100100007856341200000000000000000000000000000000\
                    00000000000000000000000000000000000000004000af00941300001b000000",
            section: "aabbccdd00000000000000001001000078563412000000000000000000000000\
                      0000000000000000000000000000000000000000000000004000af0094130000",
            expected: "\
; error decoding k.kd: kernel descriptor must be 64-byte aligned
; decoding failed region as bytes
\t.byte\t 0xAA
\t.byte\t 0xBB
\t.byte\t 0xCC
\t.byte\t 0xDD
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x10
\t.byte\t 0x1
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x78
\t.byte\t 0x56
\t.byte\t 0x34
\t.byte\t 0x12
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x40
\t.byte\t 0x0
\t.byte\t 0xAF
\t.byte\t 0x0
\t.byte\t 0x94
\t.byte\t 0x13
\t.byte\t 0x0
\t.byte\t 0x0
",
        });
    }

    /// gfx900: an 8-byte descriptor at the end of an 8-byte section; the bytes shown run past it.
    #[test]
    fn short_descriptor() {
        check(&Case {
            gen: Generation::Gfx9,
            abi_version: 3,
            name: "j",
            address: 0x0,
            bytes: "1100000022000000",
            section: "1100000022000000000000000000000000000000000000000000000000000000\
                      070000000100030000000000000000000000000000000000002e74657874006a",
            expected: "\
; error decoding j.kd: kernel descriptor must be 64-byte aligned
; decoding failed region as bytes
\t.byte\t 0x11
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x22
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x7
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x1
\t.byte\t 0x0
\t.byte\t 0x3
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x2E
\t.byte\t 0x74
\t.byte\t 0x65
\t.byte\t 0x78
\t.byte\t 0x74
\t.byte\t 0x0
\t.byte\t 0x6A
",
        });
    }

    /// gfx900: 80 bytes to the next symbol.
    #[test]
    fn long_descriptor() {
        check(&Case {
            gen: Generation::Gfx9,
            abi_version: 3,
            name: "k",
            address: 0x0,
            bytes: "1100000022000000100100000000000000000000000000000000000000000000\
                    00000000000000000000000000000000000000004000af00941300001b000000\
                    78563412000000007f000000000081bf",
            section: "1100000022000000100100000000000000000000000000000000000000000000\
                      00000000000000000000000000000000000000004000af00941300001b000000",
            expected: "\
; error decoding k.kd: kernel descriptor must be 64-byte aligned
; decoding failed region as bytes
\t.byte\t 0x11
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x22
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x10
\t.byte\t 0x1
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x40
\t.byte\t 0x0
\t.byte\t 0xAF
\t.byte\t 0x0
\t.byte\t 0x94
\t.byte\t 0x13
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x1B
\t.byte\t 0x0
\t.byte\t 0x0
\t.byte\t 0x0
",
        });
    }
}
