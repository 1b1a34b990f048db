//! The generations of the ISA and the LLVM processor names that map to them.

use core::fmt;

/// One generation of the GCN/CDNA instruction set.
///
/// Ordered oldest first, so `gen >= Generation::Gfx9` asks "has gfx9 features".
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Generation {
    /// GCN 1.0, Southern Islands.
    Gfx6,
    /// GCN 1.1, Sea Islands.
    Gfx7,
    /// GCN 1.2, Volcanic Islands.
    Gfx8,
    /// GCN 1.4, Vega.
    Gfx9,
    /// GCN 1.4.1, Vega 20.
    Gfx906,
    /// CDNA1, MI100.
    Gfx908,
}

/// A processor name that no supported generation answers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownCpu<'a>(pub &'a str);

impl fmt::Display for UnknownCpu<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown cpu `{}`: expected an LLVM AMDGPU processor name of gfx6..gfx908 \
             (e.g. tahiti, bonaire, fiji, gfx900, gfx906, gfx908) or one of gfx6, gfx7, gfx8, gfx9",
            self.0
        )
    }
}

impl Generation {
    /// Every generation, oldest first.
    pub const ALL: [Generation; 6] = [
        Generation::Gfx6,
        Generation::Gfx7,
        Generation::Gfx8,
        Generation::Gfx9,
        Generation::Gfx906,
        Generation::Gfx908,
    ];

    /// The generation's short name, which is also its module name.
    pub const fn name(self) -> &'static str {
        match self {
            Generation::Gfx6 => "gfx6",
            Generation::Gfx7 => "gfx7",
            Generation::Gfx8 => "gfx8",
            Generation::Gfx9 => "gfx9",
            Generation::Gfx906 => "gfx906",
            Generation::Gfx908 => "gfx908",
        }
    }

    /// The generation an LLVM `-mcpu` name (or a generation name) belongs to.
    pub fn from_cpu(name: &str) -> Result<Self, UnknownCpu<'_>> {
        let gen = match name {
            "gfx6" | "gfx600" | "tahiti" | "gfx601" | "pitcairn" | "verde" | "gfx602" | "oland"
            | "hainan" => Generation::Gfx6,
            "gfx7" | "gfx700" | "kaveri" | "gfx701" | "hawaii" | "gfx702" | "gfx703" | "kabini"
            | "mullins" | "gfx704" | "bonaire" | "gfx705" => Generation::Gfx7,
            "gfx8" | "gfx801" | "carrizo" | "gfx802" | "iceland" | "tonga" | "gfx803" | "fiji"
            | "polaris10" | "polaris11" | "gfx805" | "tongapro" | "gfx810" | "stoney" => {
                Generation::Gfx8
            }
            "gfx9" | "gfx900" | "gfx902" | "gfx904" | "gfx909" | "gfx90c" => Generation::Gfx9,
            "gfx906" => Generation::Gfx906,
            "gfx908" => Generation::Gfx908,
            _ => return Err(UnknownCpu(name)),
        };
        Ok(gen)
    }
}

impl fmt::Display for Generation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl core::error::Error for UnknownCpu<'_> {}
