//! The game database's figures, printed: reading the files, building the index (one thread),
//! its size in memory and on disk, saving and loading it, and the time of one query (median of
//! many, warm) by the index and by the plain scan.
//!
//!     cargo run --release -p othello-archive --example archive_figures -- ../shared/wthor [--extra-year]
//!
//! `--extra-year` adds a copy of the newest WTH year as one more year (in a temporary folder),
//! for the size the goals speak of: the shared files and a year more.

use othello_archive::{Database, Files, Index, Query, scan};
use othello_core::wthor;
use std::path::PathBuf;
use std::time::{Duration, Instant};

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let extra = args.iter().any(|a| a == "--extra-year");
    let mut paths: Vec<PathBuf> = args
        .iter()
        .filter(|a| !a.starts_with("--"))
        .map(PathBuf::from)
        .collect();
    if paths.is_empty() {
        eprintln!("usage: archive_figures PATH... [--extra-year]");
        std::process::exit(2);
    }
    let temp = std::env::temp_dir().join(format!("archive-figures-{}", std::process::id()));
    if extra {
        // The newest WTH file again as the year after it, with the names beside it.
        std::fs::create_dir_all(&temp).expect("a temporary folder");
        let source = paths[0].clone();
        let mut newest = None;
        for entry in std::fs::read_dir(&source).expect("a folder").flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with("WTH_") && name.ends_with(".wtb") && Some(&name) > newest.as_ref() {
                newest = Some(name);
            }
        }
        let newest = newest.expect("a WTH_YYYY.wtb file");
        let year: u16 = newest[4..8].parse().expect("a year");
        let bytes = std::fs::read(source.join(&newest)).expect("readable");
        let mut file = wthor::read_games(&bytes).expect("a game file");
        file.header.year = year + 1;
        let copy = wthor::write_games(&file.header, &file.games);
        std::fs::write(temp.join(format!("WTH_{}.wtb", year + 1)), copy).expect("written");
        for names in ["WTH.JOU", "WTH.TRN"] {
            std::fs::copy(source.join(names), temp.join(names)).expect("copied");
        }
        paths.push(temp.clone());
    }

    let start = Instant::now();
    let database = Database::open(&paths);
    let read = start.elapsed();
    for report in &database.reports {
        eprintln!("{report}");
    }
    println!(
        "read {} games from {} files in {:.2} s (every game replayed)",
        database.games.len(),
        database.files.len(),
        read.as_secs_f64()
    );

    let start = Instant::now();
    let index = Index::build(&database, Files::find(&paths).fingerprint());
    let built = start.elapsed();
    println!(
        "indexed {} positions in {:.2} s on one thread ({} bytes in memory)",
        index.len(),
        built.as_secs_f64(),
        index.len() * 12
    );

    let start = Instant::now();
    let bytes = index.to_bytes();
    let saved = start.elapsed();
    let start = Instant::now();
    let loaded = Index::from_bytes(&bytes).expect("the index reads back");
    let load = start.elapsed();
    assert_eq!(loaded.len(), index.len());
    println!(
        "index file {:.1} MB; written to memory in {:.2} s, read back (checksum checked) in {:.2} s",
        bytes.len() as f64 / 1e6,
        saved.as_secs_f64(),
        load.as_secs_f64()
    );

    // Queries: positions along games of the database, from the opening to the end.
    let mut queries = Vec::new();
    let step = (database.games.len() / 200).max(1);
    for (i, game) in database.games.iter().step_by(step).enumerate() {
        let moves = &game.record.moves;
        let ply = (i * 7) % (moves.len() + 1);
        let position = wthor::replay(&moves[..ply], |_, _| {}).expect("replays");
        queries.push(Query(position));
    }
    let mut by_index = Vec::new();
    let mut found = 0;
    for q in &queries {
        let start = Instant::now();
        let answer = index.answer(&database, q);
        by_index.push(start.elapsed());
        found += answer.all.games as usize;
    }
    let mut by_scan = Vec::new();
    for q in queries.iter().take(20) {
        let start = Instant::now();
        let answer = scan(&database, q);
        by_scan.push(start.elapsed());
        assert_eq!(
            answer,
            index.answer(&database, q),
            "the scan and the index agree"
        );
    }
    let start_query = Query(wthor::START);
    let start = Instant::now();
    let all = index.answer(&database, &start_query);
    let start_time = start.elapsed();
    println!(
        "one query by the index: median {:.3} ms over {} positions ({} games found in all); the start position ({} games) {:.1} ms",
        median(by_index).as_secs_f64() * 1e3,
        queries.len(),
        found,
        all.all.games,
        start_time.as_secs_f64() * 1e3
    );
    println!(
        "one query by the scan of every game: median {:.0} ms over 20 positions",
        median(by_scan).as_secs_f64() * 1e3
    );
    if extra {
        let _ = std::fs::remove_dir_all(&temp);
    }
}
