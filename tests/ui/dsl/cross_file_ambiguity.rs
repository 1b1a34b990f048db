// Two definition files whose encodings can match the same word on a generation they share:
// each file is valid on its own, so only the whole-ISA view sees it. The directory is
// found from trybuild's project directory (target/tests/trybuild/gcn-isa-tests).
gcn_isa_macros::generations!("../../../../tests/ui/whole/clash");

fn main() {}
