//! Development aid: checks the vectors of the families named on the command line and
//! prints every failure (the test prints only the first ones).
//!
//! `cargo run --release -p gcn-isa-tests --example vector_failures -- vop1 vop3`

use gcn_isa_tests::{check_vector, load_family};

fn main() {
    for family in std::env::args().skip(1) {
        let vectors = load_family(&family);
        let failures: Vec<String> = vectors
            .iter()
            .filter_map(|v| check_vector(v).err())
            .collect();
        for f in &failures {
            println!("{f}");
        }
        eprintln!("{family}: {} of {} fail", failures.len(), vectors.len());
    }
}
