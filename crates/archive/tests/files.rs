//! Finding a database's files: every game file of a folder read and every one that cannot be
//! named with why, the files an import copies, the fingerprint that keeps a cached index to
//! the files it was built from.

mod common;

use common::{Rng, games, records, write_games, write_names};
use othello_archive::files::{self, Kind};
use othello_archive::{Database, Files, Index, Problem};
use othello_core::wthor::{self, WthorError};
use std::path::{Path, PathBuf};

/// Random bytes, as a damaged download would hold.
fn garbage(seed: u64, length: usize) -> Vec<u8> {
    let mut rng = Rng(seed);
    (0..length).map(|_| rng.below(256) as u8).collect()
}

#[test]
fn every_unreadable_game_file_of_a_folder_is_named_and_every_good_one_read() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path();
    let all = games(11, 12);
    write_names(folder, "WTH", &["Ann", "Bob", "Cy"]);
    write_games(folder, "WTH_2000.wtb", 2000, &records(&all[..6], 3));
    std::fs::write(folder.join("garbage.wtb"), garbage(5, 700)).unwrap();
    std::fs::write(folder.join("EMPTY_2001.wtb"), b"").unwrap();
    // A header and no games.
    write_games(folder, "HEADER_2002.wtb", 2002, &[]);
    // A link to a file that is gone.
    std::os::unix::fs::symlink(folder.join("gone.wtb"), folder.join("LINK_2003.wtb")).unwrap();
    // A good file whose name is not UTF-8.
    let odd = {
        use std::os::unix::ffi::OsStrExt;
        folder.join(std::ffi::OsStr::from_bytes(b"WTH_caf\xe9_2004.wtb"))
    };
    std::fs::write(
        &odd,
        wthor::write_games(&wthor::Header::games(2004, 22), &records(&all[6..], 3)),
    )
    .unwrap();

    let database = Database::open(&[folder]);
    // Both good files are read, with their names.
    assert_eq!(database.games.len(), 12);
    assert!(database.games.iter().any(|g| g.year == 2004));
    assert!(database.files.contains(&odd));
    assert_eq!(database.black(&database.games[0]), "Ann");

    let skipped: Vec<(PathBuf, &Problem)> = database
        .skipped()
        .map(|r| (r.file.clone(), &r.problem))
        .collect();
    assert_eq!(skipped.len(), 3, "{:?}", database.reports);
    let why = |name: &str| {
        skipped
            .iter()
            .find(|(file, _)| *file == folder.join(name))
            .map(|(_, problem)| (*problem).clone())
            .unwrap_or_else(|| panic!("{name} is not named: {:?}", database.reports))
    };
    assert!(matches!(
        why("garbage.wtb"),
        Problem::File(WthorError::BoardSize(_) | WthorError::Truncated { .. })
    ));
    assert!(matches!(
        why("EMPTY_2001.wtb"),
        Problem::File(WthorError::NoHeader { length: 0 })
    ));
    assert!(matches!(why("LINK_2003.wtb"), Problem::Unreadable(_)));
    // The file with a header and no games is read, and said to hold none.
    let header = database
        .reports
        .iter()
        .find(|r| r.file == folder.join("HEADER_2002.wtb"))
        .expect("the empty game file is named");
    assert_eq!(header.problem, Problem::NoGames);
    assert!(header.is_warning() && !header.is_skipped());
    assert!(
        header
            .to_string()
            .ends_with("HEADER_2002.wtb: holds no games")
    );
}

#[test]
fn files_are_found_in_the_order_of_the_paths_and_a_folder_in_the_order_of_names() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path();
    let all = games(12, 3);
    write_games(folder, "WTH_2001.wtb", 2001, &records(&all[..1], 1));
    write_games(folder, "WTH_2000.WTB", 2000, &records(&all[1..], 1));
    std::fs::write(folder.join("notes.txt"), "not a game file").unwrap();
    write_names(folder, "WTH", &["Ann"]);
    std::fs::create_dir(folder.join("inner.wtb")).unwrap();
    let missing = folder.join("missing.wtb");
    let files = Files::find(&[missing.as_path(), folder]);
    let found: Vec<&Path> = files.games().collect();
    assert_eq!(
        found,
        vec![folder.join("WTH_2000.WTB"), folder.join("WTH_2001.wtb")]
    );
    assert_eq!(files.len(), 2);
    let mut calls = Vec::new();
    let database = files.read(|done, total| calls.push((done, total)));
    assert_eq!(calls, vec![(0, 2), (1, 2)]);
    assert_eq!(database.games.len(), 3);
    // The path that is not there comes first, as it was named first.
    assert_eq!(database.reports[0].file, missing);
    assert!(Files::find(&[folder.join("notes.txt")]).is_empty());
    // A reader told to stop gives up before the next file.
    let stop = std::sync::atomic::AtomicBool::new(false);
    let mut seen = 0;
    let read = files.read_unless(&stop, |_, _| {
        seen += 1;
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
    });
    assert_eq!((read, seen), (None, 1));
    stop.store(false, std::sync::atomic::Ordering::Relaxed);
    assert_eq!(files.read_unless(&stop, |_, _| {}), Some(database));
}

#[test]
fn an_import_takes_the_game_files_and_the_names_beside_them() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("wthor");
    std::fs::create_dir(&folder).unwrap();
    write_names(&folder, "WTH", &["Ann"]);
    write_games(&folder, "WTH_2000.wtb", 2000, &records(&games(13, 2), 1));
    std::fs::write(folder.join("readme.txt"), "about").unwrap();
    let names = |mut files: Vec<PathBuf>| {
        files.sort();
        files
            .iter()
            .map(|f| f.file_name().unwrap().to_string_lossy().into_owned())
            .collect::<Vec<_>>()
    };
    let all = ["WTH.JOU", "WTH.TRN", "WTH_2000.wtb"];
    assert_eq!(names(files::to_import(&[&folder]).unwrap()), all);
    assert_eq!(
        names(files::to_import(&[folder.join("WTH_2000.wtb")]).unwrap()),
        all
    );
    let only_names = files::to_import(&[folder.join("WTH.JOU")]).unwrap_err();
    assert!(only_names.contains("not a folder, a .zip file or a .wtb file"));
    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    assert_eq!(
        files::to_import(&[&empty]).unwrap_err(),
        "no .wtb or .zip game files there"
    );
    assert!(Kind::Zip.holds_games() && !Kind::Names.holds_games());
}

#[test]
fn a_cached_index_is_used_only_for_the_files_it_was_built_from() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("wthor");
    std::fs::create_dir(&folder).unwrap();
    write_names(&folder, "WTH", &["Ann", "Bob"]);
    write_games(&folder, "WTH_2000.wtb", 2000, &records(&games(14, 5), 2));
    let cache = dir.path().join("wthor.index");

    let files = Files::find(&[&folder]);
    let print = files.fingerprint();
    assert_eq!(print, Files::find(&[&folder]).fingerprint());
    let database = files.read(|_, _| {});
    let built = Index::cached(&database, print, &cache);
    assert_eq!(built, Index::build(&database, print));
    assert!(cache.is_file());

    // Read back rather than built: a cache of the same fingerprint is taken as it is.
    let empty = Index::build(&Database::default(), print);
    std::fs::write(&cache, empty.to_bytes()).unwrap();
    assert_eq!(Index::cached(&database, print, &cache), empty);
    // Another fingerprint builds it again, and saves it.
    assert_eq!(
        Index::cached(&database, print ^ 1, &cache),
        Index::build(&database, print ^ 1)
    );
    assert_eq!(
        Index::from_bytes(&std::fs::read(&cache).unwrap())
            .unwrap()
            .fingerprint(),
        print ^ 1
    );

    // A names file that changes changes the fingerprint; a file the database does not read
    // does not.
    std::fs::write(folder.join("notes.txt"), "more").unwrap();
    assert_eq!(Files::find(&[&folder]).fingerprint(), print);
    write_names(&folder, "WTH", &["Ann", "Bob", "Cy"]);
    assert_ne!(Files::find(&[&folder]).fingerprint(), print);
}
