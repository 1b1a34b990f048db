//! Placeholder while the kernel descriptor printer is written (not committed).
use gcn_isa::Generation;
use std::io::{self, Write};
pub fn print(_gen: Generation, name: &[u8], _bytes: &[u8], out: &mut dyn Write) -> io::Result<()> {
    out.write_all(b".amdhsa_kernel ")?;
    out.write_all(name)?;
    out.write_all(b"\n.end_amdhsa_kernel\n")
}
