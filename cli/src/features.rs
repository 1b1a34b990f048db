//! `--mattr`: LLVM's AMDGPU target features, taken as llvm-objdump 19 takes them.
//!
//! A name LLVM does not know is a warning (LLVM's own words) and is ignored. A name it knows
//! is accepted where it changes nothing in what llvm-objdump 19 prints for the object's
//! generation, and is an error otherwise: gcn-isa decodes each generation one way, so a
//! feature that would make LLVM decode or print differently (`+gfx90a-insts`, `-gds`,
//! `+unpacked-d16-vmem` on gfx9 …) cannot be honoured and is not silently ignored.
//!
//! Which features change nothing was measured with LLVM 19 itself, per generation and per
//! sign: `scripts/mattr_probe.py` disassembles every conformance vector (valid and invalid
//! words) with llvm-mc and the checked-in code objects with `llvm-objdump -D` (kernel
//! descriptors included) with and without each feature, and writes `features_table.rs`.
//! gfx6 and gfx7, which LLVM cannot disassemble, accept only what every later generation
//! accepts.

use gcn_isa::Generation;

include!("features_table.rs");

/// A feature as LLVM reads it from the list: lower-cased, `+` when it has no sign.
struct Feature {
    /// As LLVM shows it in its warning.
    shown: String,
    enable: bool,
}

impl Feature {
    fn parse(item: &str) -> Feature {
        let lower = item.to_ascii_lowercase();
        match lower.as_bytes().first() {
            Some(b'+') | Some(b'-') => Feature {
                enable: lower.starts_with('+'),
                shown: lower,
            },
            _ => Feature {
                shown: format!("+{lower}"),
                enable: true,
            },
        }
    }

    fn name(&self) -> &str {
        &self.shown[1..]
    }
}

/// Checks `features` (the `--mattr` items, in order, empty ones dropped) for an object of
/// `gen` about to be disassembled: the warnings llvm-objdump prints for the names LLVM does
/// not know, or an error naming the first feature that would change the disassembly.
pub fn check(features: &[String], gen: Generation) -> Result<Vec<String>, String> {
    let mut warnings = Vec::new();
    for item in features {
        let feature = Feature::parse(item);
        let Ok(at) = FEATURES.binary_search_by(|(name, ..)| (*name).cmp(feature.name())) else {
            warnings.push(format!(
                "'{}' is not a recognized feature for this target (ignoring feature)",
                feature.shown
            ));
            continue;
        };
        let (_, enabled, disabled) = FEATURES[at];
        let harmless = if feature.enable { enabled } else { disabled };
        if harmless & generation_bit(gen) == 0 {
            return Err(format!(
                "--mattr={}: LLVM 19 disassembles {} code differently with this feature, \
                 which gcn-isa does not do",
                feature.shown,
                gen.name()
            ));
        }
    }
    Ok(warnings)
}

/// `gen`'s bit in the table's masks (none for a generation the table was not made for: then
/// every known feature is refused).
fn generation_bit(gen: Generation) -> u16 {
    GENERATION_NAMES
        .iter()
        .position(|&name| name == gen.name())
        .map_or(0, |index| 1 << index)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn table_is_sorted_and_has_a_bit_per_generation() {
        assert!(FEATURES.windows(2).all(|w| w[0].0 < w[1].0));
        assert!(GENERATION_NAMES.len() <= 16);
        for gen in Generation::ALL {
            assert_ne!(
                generation_bit(gen),
                0,
                "the table has no bit for {}",
                gen.name()
            );
        }
    }

    #[test]
    fn unknown_names_warn_as_llvm_does() {
        let got = check(&items(&["+FOO", "bar", "-", "++xnack"]), Generation::Gfx9).unwrap();
        assert_eq!(
            got,
            [
                "'+foo' is not a recognized feature for this target (ignoring feature)",
                "'+bar' is not a recognized feature for this target (ignoring feature)",
                "'-' is not a recognized feature for this target (ignoring feature)",
                "'++xnack' is not a recognized feature for this target (ignoring feature)",
            ]
        );
    }

    #[test]
    fn features_that_change_nothing_are_accepted() {
        for gen in Generation::ALL {
            assert_eq!(
                check(&items(&["+xnack", "-SRAMECC", "cumode"]), gen),
                Ok(vec![])
            );
        }
    }

    #[test]
    fn features_that_change_the_disassembly_are_errors() {
        for gen in [Generation::Gfx9, Generation::Gfx906, Generation::Gfx908] {
            let err = check(&items(&["+xnack", "+gfx90a-insts"]), gen).unwrap_err();
            assert!(err.contains("--mattr=+gfx90a-insts"), "{err}");
        }
        assert!(check(&items(&["-gds"]), Generation::Gfx908).is_err());
        // gfx8 stores 16-bit data unpacked anyway; gfx9 packs it.
        assert!(check(&items(&["+unpacked-d16-vmem"]), Generation::Gfx8).is_ok());
        assert!(check(&items(&["+unpacked-d16-vmem"]), Generation::Gfx9).is_err());
        // gfx6/gfx7: only what every later generation accepts.
        assert!(check(&items(&["+unpacked-d16-vmem"]), Generation::Gfx7).is_err());
    }
}
