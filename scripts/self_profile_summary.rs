//! Sums a rustc `-Zself-profile` trace by query label and by (label, argument), to see which
//! generated items the compiler spends its time on (`docs/BUILD-TIME.md`).
//!
//! Not part of the workspace. Build it on its own:
//!
//! ```text
//! cargo new --bin /tmp/profsum && cp scripts/self_profile_summary.rs /tmp/profsum/src/main.rs
//! (cd /tmp/profsum && cargo add analyzeme@12 && cargo build --release)
//! RUSTC_BOOTSTRAP=1 cargo rustc --release -p gcn-isa --lib -- \
//!     -Zself-profile=/tmp/sp -Zself-profile-events=default,args
//! /tmp/profsum/target/release/profsum /tmp/sp/gcn_isa-*.mm_profdata /tmp/sp/items.tsv
//! ```
//!
//! Prints the 25 most expensive labels; writes `duration_ns<TAB>label<TAB>argument` per
//! (label, argument) to the second path. Durations include nested queries (an item's
//! `optimized_mir` includes its inlined callees'), so sums over labels exceed the wall time.

use analyzeme::ProfilingData;
use std::collections::HashMap;

fn main() {
    let mut args = std::env::args().skip(1);
    let (Some(trace), Some(out)) = (args.next(), args.next()) else {
        eprintln!("usage: profsum TRACE.mm_profdata ITEMS.tsv");
        std::process::exit(2);
    };
    let data = match ProfilingData::new(std::path::Path::new(&trace)) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("profsum: cannot read {trace}: {e}");
            std::process::exit(1);
        }
    };
    let mut by_label: HashMap<String, u128> = HashMap::new();
    let mut by_item: HashMap<(String, String), u128> = HashMap::new();
    for event in data.iter_full() {
        let Some(duration) = event.duration() else { continue };
        let nanos = duration.as_nanos();
        let label = event.label.to_string();
        *by_label.entry(label.clone()).or_default() += nanos;
        if let Some(arg) = event.additional_data.first() {
            *by_item.entry((label, arg.to_string())).or_default() += nanos;
        }
    }
    let mut labels: Vec<_> = by_label.into_iter().collect();
    labels.sort_by(|a, b| b.1.cmp(&a.1));
    for (label, nanos) in labels.iter().take(25) {
        println!("{:10.3} ms  {label}", *nanos as f64 / 1e6);
    }
    let mut items = String::new();
    for ((label, arg), nanos) in by_item {
        items.push_str(&format!("{nanos}\t{label}\t{arg}\n"));
    }
    if let Err(e) = std::fs::write(&out, items) {
        eprintln!("profsum: cannot write {out}: {e}");
        std::process::exit(1);
    }
}
