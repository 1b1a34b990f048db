//! The LLVM processor names that map to each generation (the `Generation` enum itself is
//! generated from the list of generations in `gcn-isa-macros`).

use crate::Generation;
use core::fmt;

/// A processor name that no supported generation answers to. It owns (the first 32 bytes
/// of) the name, so it outlives the string it came from and works with `?` anywhere.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct UnknownCpu {
    name: [u8; UnknownCpu::KEPT],
    len: u8,
    truncated: bool,
}

impl UnknownCpu {
    /// How many bytes of the name are kept.
    const KEPT: usize = 32;

    /// The error for `name`.
    pub fn new(name: &str) -> Self {
        // Cut at a character boundary so that what is kept is still a `str`.
        let mut len = name.len().min(Self::KEPT);
        while !name.is_char_boundary(len) {
            len -= 1;
        }
        let mut kept = [0; Self::KEPT];
        kept[..len].copy_from_slice(&name.as_bytes()[..len]);
        UnknownCpu {
            name: kept,
            len: len as u8,
            truncated: len < name.len(),
        }
    }

    /// The name asked for (its first 32 bytes if it was longer).
    pub fn name(&self) -> &str {
        core::str::from_utf8(&self.name[..self.len as usize]).unwrap_or("")
    }
}

impl fmt::Debug for UnknownCpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("UnknownCpu").field(&self.name()).finish()
    }
}

impl fmt::Display for UnknownCpu {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ellipsis = if self.truncated { "…" } else { "" };
        write!(
            f,
            "unknown cpu `{}{ellipsis}`: expected an LLVM AMDGPU processor name of gfx6..gfx908 \
             (e.g. tahiti, bonaire, fiji, gfx900, gfx906, gfx908) or one of gfx6, gfx7, gfx8, gfx9",
            self.name()
        )
    }
}

impl Generation {
    /// Whether `self` is `other` or a later generation (`>=`, usable in `const fn`). The
    /// order is the instruction sets': gfx810 after gfx8, gfx904 after gfx9.
    pub const fn at_least(self, other: Generation) -> bool {
        self as u8 >= other as u8
    }

    /// The generation an LLVM `-mcpu` name (or a generation name) belongs to.
    ///
    /// `gfx9-generic` (code object v6's target for every gfx9 chip) is gfx900's instruction
    /// set without `v_mad_mix*`, which its compiler never emits: LLVM's disassembler for it
    /// rejects those words, [`Generation::Gfx9`] reads them as gfx900 does.
    pub fn from_cpu(name: &str) -> Result<Self, UnknownCpu> {
        let gen = match name {
            "gfx6" | "gfx600" | "tahiti" | "gfx601" | "pitcairn" | "verde" | "gfx602" | "oland"
            | "hainan" => Generation::Gfx6,
            "gfx7" | "gfx700" | "kaveri" | "gfx701" | "hawaii" | "gfx702" | "gfx703" | "kabini"
            | "mullins" | "gfx704" | "bonaire" | "gfx705" => Generation::Gfx7,
            "gfx8" | "gfx801" | "carrizo" | "gfx802" | "iceland" | "tonga" | "gfx803" | "fiji"
            | "polaris10" | "polaris11" | "gfx805" | "tongapro" => Generation::Gfx8,
            "gfx810" | "stoney" => Generation::Gfx810,
            "gfx9" | "gfx900" | "gfx902" | "gfx909" | "gfx90c" | "gfx9-generic" => Generation::Gfx9,
            "gfx904" => Generation::Gfx904,
            "gfx906" => Generation::Gfx906,
            "gfx908" => Generation::Gfx908,
            _ => return Err(UnknownCpu::new(name)),
        };
        Ok(gen)
    }
}

impl fmt::Display for Generation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl core::error::Error for UnknownCpu {}

impl core::str::FromStr for Generation {
    type Err = UnknownCpu;

    /// The same as [`Generation::from_cpu`].
    fn from_str(name: &str) -> Result<Self, UnknownCpu> {
        Generation::from_cpu(name)
    }
}
