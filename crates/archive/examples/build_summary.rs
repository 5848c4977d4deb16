//! Builds the database summary the window ships with (`assets/database-summary.bin`): the
//! statistics of every position reached in at least 20 games of the given files, without the
//! games or the players' names.
//!
//!     cargo run --release -p othello-archive --example build_summary -- ../shared/wthor assets/database-summary.bin

use othello_archive::{Database, Index, Summary};
use std::path::PathBuf;

/// The fewest games a position is kept for.
const MIN_GAMES: u32 = 20;

fn main() {
    let args: Vec<PathBuf> = std::env::args().skip(1).map(PathBuf::from).collect();
    let Some((out, paths)) = args.split_last().filter(|(_, p)| !p.is_empty()) else {
        eprintln!("usage: build_summary PATH... OUT");
        std::process::exit(2);
    };
    let database = Database::open(paths);
    let mut failed = false;
    for report in &database.reports {
        eprintln!("{report}");
        failed |= !report.is_warning();
    }
    if failed {
        eprintln!("the summary is built from every file whole: fix or leave out the files named");
        std::process::exit(1);
    }
    let index = Index::build(&database, 0);
    let summary = Summary::build(&database, &index, MIN_GAMES);
    let bytes = summary.to_bytes();
    if let Err(e) = std::fs::write(out, &bytes) {
        eprintln!("{}: {e}", out.display());
        std::process::exit(1);
    }
    println!(
        "{}: {} positions reached in at least {MIN_GAMES} of {} games, {} bytes",
        out.display(),
        summary.len(),
        database.games.len(),
        bytes.len()
    );
}
