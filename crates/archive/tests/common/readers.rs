//! The archive's readers as the mutation harness tries them: a `.zip` file as the federation
//! distributes them (deflated and stored) and a folder of a game file with its names, each
//! mutated and read from disk; the index and the summary files, mutated and resealed (their
//! checksum made right) so that their fields are read. Included by `tests/hostile.rs` and by `examples/mutate.rs`; it
//! needs `crate::mutate` beside it.
#![allow(dead_code)]

use crate::mutate::{Limits, Reader, Rng};
use othello_archive::{Database, Index, Query, Summary};
use othello_core::container::fnv1a;
use othello_core::wthor::{self, Header, WthorGame};
use othello_core::{Game, Options};
use std::io::Write;
use std::path::Path;
use std::sync::Arc;

/// A game file of `count` random games, and its names files.
pub fn wthor_files(count: u16) -> [(&'static str, Vec<u8>); 3] {
    let mut rng = Rng::new(2024);
    let games: Vec<WthorGame> = (0..count)
        .map(|i| {
            let mut game = Game::new(Options::default()).expect("valid");
            while game.turn().is_some() {
                let moves = game.moves().to_vec();
                game.play(rng.pick(&moves)).expect("legal");
            }
            WthorGame {
                tournament: i % 2,
                black: i % 3,
                white: (i + 1) % 3,
                black_discs: game.counts().black as u8,
                theoretical: 32,
                moves: game.moves_played(),
            }
        })
        .collect();
    let players = ["Ann", "Bob", "Céline"].map(String::from).to_vec();
    let tournaments = ["Open", "Coupe"].map(String::from).to_vec();
    [
        (
            "WTH_2024.wtb",
            wthor::write_games(&Header::games(2024, 22), &games),
        ),
        (
            "WTH.JOU",
            wthor::write_names(&players, wthor::PLAYER_NAME_BYTES),
        ),
        (
            "WTH.TRN",
            wthor::write_names(&tournaments, wthor::TOURNAMENT_NAME_BYTES),
        ),
    ]
}

/// The bytes of a `.zip` file of the WTHOR files, compressed with `method`.
pub fn zip_bytes(method: zip::CompressionMethod) -> Vec<u8> {
    let mut zip = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
    let options = zip::write::SimpleFileOptions::default().compression_method(method);
    for (name, bytes) in wthor_files(5) {
        zip.start_file(format!("wthor/{name}"), options)
            .expect("zip");
        zip.write_all(&bytes).expect("zip");
    }
    zip.finish().expect("zip").into_inner()
}

/// `bytes` with the container's checksum (its last 8 bytes) made right for the rest.
fn resealed(bytes: &[u8]) -> Vec<u8> {
    let mut fixed = bytes.to_vec();
    if fixed.len() >= 20 {
        let end = fixed.len() - 8;
        let sum = fnv1a(&fixed[..end]);
        fixed[end..].copy_from_slice(&sum.to_le_bytes());
    }
    fixed
}

/// The index and the summary (of positions reached by at least one game) of the WTHOR files.
pub fn index_and_summary() -> (Vec<u8>, Vec<u8>) {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (name, bytes) in wthor_files(3) {
        std::fs::write(dir.path().join(name), bytes).expect("written");
    }
    let database = Database::open(&[dir.path()]);
    let index = Index::build(&database, 7);
    let summary = Summary::build(&database, &index, 1);
    (index.to_bytes(), summary.to_bytes())
}

/// Every report names a file under `dir`, and no more games are read than were written.
fn judge(database: &Database, dir: &Path, most: usize) -> Result<(), String> {
    for report in &database.reports {
        if !report.file.starts_with(dir) || report.to_string().is_empty() {
            return Err(format!("a report that does not name its file: {report}"));
        }
    }
    if database.games.len() > most {
        return Err(format!("{} games from {most}", database.games.len()));
    }
    Ok(())
}

/// The archive's readers, with their inputs and their promises.
pub fn readers() -> Vec<Reader> {
    let (index, summary) = index_and_summary();
    let start = Query::of(&Game::new(Options::default()).expect("valid"));
    vec![
        Reader {
            name: "archive::index",
            originals: vec![index],
            limits: Limits::default(),
            check: Arc::new(|bytes| {
                for bytes in [bytes.to_vec(), resealed(bytes)] {
                    match Index::from_bytes(&bytes) {
                        Ok(index) => {
                            let _ = index.positions().count();
                        }
                        Err(e) if e.to_string().contains("index") => {}
                        Err(e) => return Err(format!("the error does not name the index: {e}")),
                    }
                }
                Ok(())
            }),
        },
        Reader {
            name: "archive::summary",
            originals: vec![summary],
            limits: Limits::default(),
            check: Arc::new(move |bytes| {
                for bytes in [bytes.to_vec(), resealed(bytes)] {
                    match Summary::from_bytes(&bytes) {
                        Ok(summary) => {
                            let _ = summary.answer(&start);
                        }
                        Err(e) => {
                            let _ = e.to_string();
                        }
                    }
                }
                Ok(())
            }),
        },
        Reader {
            name: "archive::zip",
            originals: vec![
                zip_bytes(zip::CompressionMethod::Deflated),
                zip_bytes(zip::CompressionMethod::Stored),
            ],
            limits: Limits::default(),
            check: Arc::new(|bytes| {
                let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
                let path = dir.path().join("WTH_2024.zip");
                std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
                let database = Database::open(&[&path]);
                judge(&database, &path, 5)
            }),
        },
        Reader {
            name: "archive::folder",
            originals: vec![wthor_files(5)[0].1.clone()],
            limits: Limits::default(),
            check: Arc::new(|bytes| {
                let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
                for (name, good) in wthor_files(5) {
                    std::fs::write(dir.path().join(name), good).map_err(|e| e.to_string())?;
                }
                // The good file beside a mutated one: it is still read whole.
                std::fs::write(dir.path().join("WTH_2025.wtb"), bytes)
                    .map_err(|e| e.to_string())?;
                let database = Database::open(&[dir.path()]);
                judge(&database, dir.path(), 10)?;
                let good = database.games.iter().filter(|g| g.file == 0).count();
                if good != 5 {
                    return Err(format!("{good} of the good file's 5 games read"));
                }
                Ok(())
            }),
        },
    ]
}
