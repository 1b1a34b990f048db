//! The order in which LLVM 19 lists the names of a `StringSet` (a `StringMap`): the order of
//! its hash table's buckets. llvm-objdump reports the `--disassemble-symbols` it did not
//! find by walking such a set, so this is the order of those warnings.
//!
//! The table (llvm/lib/Support/StringMap.cpp): a name's hash is the low 32 bits of
//! `xxh3_64bits`; the table starts with 16 buckets, a name goes to bucket `hash & (size -
//! 1)` or, if taken, on by 1, 2, 3… buckets (quadratic probing); once more than three
//! quarters are full the table doubles, its names moved in bucket order to their buckets
//! in the new one. A name already there is not added again.

/// `names` as a `StringSet` built by inserting them in this order lists them.
pub fn llvm_order<'a>(names: impl IntoIterator<Item = &'a [u8]>) -> Vec<&'a [u8]> {
    let mut table: Vec<Option<(&[u8], u32)>> = vec![None; 16];
    let mut count = 0;
    for name in names {
        let hash = twox_hash::XxHash3_64::oneshot(name) as u32;
        if !place(&mut table, name, hash) {
            continue;
        }
        count += 1;
        if count * 4 > table.len() * 3 {
            let mut grown = vec![None; table.len() * 2];
            for &(name, hash) in table.iter().flatten() {
                place(&mut grown, name, hash);
            }
            table = grown;
        }
    }
    table.into_iter().flatten().map(|(name, _)| name).collect()
}

/// Puts `name` in the first free bucket of its probe sequence; false if it is there already.
fn place<'a>(table: &mut [Option<(&'a [u8], u32)>], name: &'a [u8], hash: u32) -> bool {
    let mask = table.len() - 1;
    let (mut bucket, mut step) = (hash as usize & mask, 1);
    while let Some((there, _)) = table[bucket] {
        if there == name {
            return false;
        }
        bucket = (bucket + step) & mask;
        step += 1;
    }
    table[bucket] = Some((name, hash));
    true
}

#[cfg(test)]
mod tests {
    use super::llvm_order;

    fn order(names: &[&'static str]) -> Vec<&'static str> {
        llvm_order(names.iter().map(|n| n.as_bytes()))
            .into_iter()
            .map(|n| std::str::from_utf8(n).unwrap())
            .collect()
    }

    /// The order of llvm-objdump 19's `failed to disassemble missing symbol` warnings for
    /// these `--disassemble-symbols` (run on `cli/tests/objects/math.gfx906.o`, none of
    /// them there): the missing set is built by walking the requested set, then walked.
    #[test]
    fn missing_symbol_warnings_in_llvm_objdump_order() {
        let cases: [(&[&str], &[&str]); 3] = [
            (&["math", "math.kd"], &["math", "math.kd"]),
            (&["saxpy", "saxpy.kd"], &["saxpy.kd", "saxpy"]),
            (
                &[
                    "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n",
                ],
                LLVM_14,
            ),
        ];
        for (given, llvm) in cases {
            assert_eq!(order(&order(given)), llvm, "{given:?}");
        }
    }

    /// llvm-objdump 19's order for `--disassemble-symbols=a,b,…,n` (14 names: the table
    /// grows from 16 to 32 buckets on the 13th).
    const LLVM_14: &[&str] = &[
        "b", "h", "d", "n", "i", "j", "g", "e", "l", "f", "m", "k", "c", "a",
    ];

    #[test]
    fn a_name_given_twice_is_listed_once() {
        assert_eq!(order(&["x", "y", "x"]).len(), 2);
    }
}
