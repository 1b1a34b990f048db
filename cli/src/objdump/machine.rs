//! Which processor and generation an AMDGPU code object is for: the `EF_AMDGPU_MACH` field
//! of its ELF header's `e_flags`, named as LLVM 19 names it.

use super::elf::ObjectError;
use gcn_isa::Generation;
use object::read::elf::{ElfFile64, FileHeader as _};
use object::LittleEndian as LE;

/// The architecture LLVM 19 gives an AMDGPU object by its `EF_AMDGPU_MACH` (`e_flags &
/// 0xff`): `r600` or `amdgcn` for those ranges (reserved values in them included; gfx600
/// to gfx12-generic is 0x20 to 0x59), else `unknown`.
pub fn llvm_architecture(machine: u32) -> &'static str {
    match machine {
        0x001..=0x010 => "r600",
        0x020..=0x059 => "amdgcn",
        _ => "unknown",
    }
}

/// The processor names of the `EF_AMDGPU_MACH` values (`e_flags & 0xff`).
fn mach_name(mach: u32) -> Option<&'static str> {
    Some(match mach {
        0x001..=0x010 => "r600",
        0x020 => "gfx600",
        0x021 => "gfx601",
        0x022 => "gfx700",
        0x023 => "gfx701",
        0x024 => "gfx702",
        0x025 => "gfx703",
        0x026 => "gfx704",
        0x028 => "gfx801",
        0x029 => "gfx802",
        0x02a => "gfx803",
        0x02b => "gfx810",
        0x02c => "gfx900",
        0x02d => "gfx902",
        0x02e => "gfx904",
        0x02f => "gfx906",
        0x030 => "gfx908",
        0x031 => "gfx909",
        0x032 => "gfx90c",
        0x033 => "gfx1010",
        0x034 => "gfx1011",
        0x035 => "gfx1012",
        0x036 => "gfx1030",
        0x037 => "gfx1031",
        0x038 => "gfx1032",
        0x039 => "gfx1033",
        0x03a => "gfx602",
        0x03b => "gfx705",
        0x03c => "gfx805",
        0x03d => "gfx1035",
        0x03e => "gfx1034",
        0x03f => "gfx90a",
        0x040 => "gfx940",
        0x041 => "gfx1100",
        0x042 => "gfx1013",
        0x043 => "gfx1150",
        0x044 => "gfx1103",
        0x045 => "gfx1036",
        0x046 => "gfx1101",
        0x047 => "gfx1102",
        0x048 => "gfx1200",
        0x04a => "gfx1151",
        0x04b => "gfx941",
        0x04c => "gfx942",
        0x04e => "gfx1201",
        0x04f => "gfx950",
        0x051 => "gfx9-generic",
        0x052 => "gfx10-1-generic",
        0x053 => "gfx10-3-generic",
        0x054 => "gfx11-generic",
        0x055 => "gfx1152",
        0x059 => "gfx12-generic",
        _ => return None,
    })
}

/// The `EF_AMDGPU_MACH` field of an object's `e_flags`: which processor it is for.
pub fn machine(file: &ElfFile64<'_, LE>) -> u32 {
    file.elf_header().e_flags(LE).0 & 0xff
}

/// The processor a code object's ELF header names (`e_flags`), if it names one: `r600`
/// for the 32-bit R600 family.
pub fn processor(data: &[u8]) -> Option<&'static str> {
    match data.get(4) {
        Some(1) => Some("r600"),
        _ => mach_name(machine(&ElfFile64::<LE>::parse(data).ok()?)),
    }
}

/// The generation of a code object: `--mcpu` if given, else its `e_flags`.
pub fn generation(data: &[u8], mcpu: Option<Generation>) -> Result<Generation, ObjectError> {
    if data.get(4) == Some(&1) {
        return Err(ObjectError::Unsupported(
            "a 32-bit AMDGPU ELF (R600 family): not supported, gcn-isa covers gfx6..gfx908".into(),
        ));
    }
    let file = ElfFile64::<LE>::parse(data)
        .map_err(|e| ObjectError::Malformed(format!("malformed ELF: {e}")))?;
    if let Some(gen) = mcpu {
        return Ok(gen);
    }
    let mach = machine(&file);
    match mach_name(mach) {
        Some(name) => Generation::from_cpu(name).map_err(|_| {
            ObjectError::Unsupported(format!(
                "processor {name} (e_flags machine {mach:#x}) is not supported: gcn-isa covers \
                 gfx6..gfx908 (use --mcpu to override)"
            ))
        }),
        None => Err(ObjectError::Unsupported(format!(
            "unknown AMDGPU processor (e_flags machine {mach:#x}); use --mcpu to name one"
        ))),
    }
}
