// A printed name longer than the 32 bytes every generation stores each name in (padded, so
// that printing copies it with moves of one size): only the whole-ISA view sees the names
// derived forms get, so it is the one that reports it.
gcn_isa_macros::generations!("../../../../tests/ui/whole/long_name");

fn main() {}
