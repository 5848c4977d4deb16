//! Reading a database from files held by name with their bytes (what a browser hands over and
//! keeps): the same games as the same files in a folder, `.zip` files from their bytes, a
//! broken one named, progress and a stop.

mod common;

use common::{games, records, write_games, write_names};
use othello_archive::Database;
use std::collections::BTreeMap;
use std::io::{Cursor, Write};
use std::path::Path;
use std::sync::atomic::AtomicBool;

/// The files of `dir`, by name, with their bytes.
fn named(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .map(|p| {
            let name = p.file_name().unwrap().to_string_lossy().into_owned();
            (name, std::fs::read(&p).unwrap())
        })
        .collect()
}

fn read(files: &BTreeMap<String, Vec<u8>>) -> Database {
    Database::read_named(files, &AtomicBool::new(false), |_, _| {}).unwrap()
}

#[test]
fn files_by_name_read_as_the_same_files_in_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    let all = games(3, 5);
    write_names(dir.path(), "WTH", &["Ada Black", "Bo White"]);
    write_names(dir.path(), "PLAYOK", &["gerfix", "like2moveit"]);
    write_games(dir.path(), "WTH_2001.wtb", 2001, &records(&all[..3], 2));
    write_games(dir.path(), "PLAYOK_2023.wtb", 2023, &records(&all[3..], 2));
    std::fs::write(dir.path().join("notes.txt"), b"not games").unwrap();
    let from_memory = read(&named(dir.path()));
    let from_disk = Database::open(&[dir.path()]);
    assert_eq!(from_memory.games, from_disk.games);
    assert_eq!(from_memory.names, from_disk.names);
    assert_eq!(from_memory.games.len(), 5);
    assert!(from_memory.reports.is_empty(), "{:?}", from_memory.reports);
}

#[test]
fn a_zip_file_by_name_is_read_and_a_broken_one_named() {
    let dir = tempfile::tempdir().unwrap();
    write_names(dir.path(), "WTH", &["Ada Black", "Bo White"]);
    write_games(dir.path(), "WTH_1999.wtb", 1999, &records(&games(4, 4), 2));
    let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
    for (name, bytes) in named(dir.path()) {
        zip.start_file(name, zip::write::SimpleFileOptions::default())
            .unwrap();
        zip.write_all(&bytes).unwrap();
    }
    let zipped = zip.finish().unwrap().into_inner();
    let mut files = BTreeMap::new();
    files.insert("wthor.zip".to_owned(), zipped.clone());
    files.insert("broken.zip".to_owned(), zipped[..zipped.len() / 2].to_vec());
    let database = read(&files);
    assert_eq!(database.games.len(), 4);
    assert_eq!(database.black(&database.games[0]), "Ada Black");
    let skipped: Vec<_> = database.skipped().map(|r| r.file.clone()).collect();
    assert_eq!(skipped, [Path::new("broken.zip")]);
}

#[test]
fn a_stop_gives_up_and_progress_counts_the_game_files() {
    let dir = tempfile::tempdir().unwrap();
    write_names(dir.path(), "WTH", &["Ada Black", "Bo White"]);
    write_games(dir.path(), "WTH_2001.wtb", 2001, &records(&games(5, 1), 2));
    write_games(dir.path(), "WTH_2002.wtb", 2002, &records(&games(6, 1), 2));
    let files = named(dir.path());
    let mut seen = Vec::new();
    Database::read_named(&files, &AtomicBool::new(false), |d, t| seen.push((d, t))).unwrap();
    assert_eq!(seen, [(0, 2), (1, 2)]);
    assert!(Database::read_named(&files, &AtomicBool::new(true), |_, _| {}).is_none());
}
