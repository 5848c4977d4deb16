//! Reading the database from disk: folders, single files and `.zip` files, names found beside
//! each game file, and every kind of damage reported with the file and the game while the rest
//! loads.

mod common;

use common::{games, records, write_games, write_names};
use othello_archive::{Database, Problem};
use othello_core::wthor::{self, GAME_BYTES, GameError, HEADER_BYTES, WthorError};
use std::io::Write;
use std::path::Path;

#[test]
fn a_folder_reads_every_game_file_with_the_names_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let all = games(1, 30);
    write_names(dir.path(), "WTH", &["Tastet Marc", "Lévy Sébastien", "Ann"]);
    write_names(dir.path(), "PLAYOK", &["gerfix", "like2moveit"]);
    write_games(dir.path(), "WTH_1990.wtb", 1990, &records(&all[..10], 3));
    write_games(
        dir.path(),
        "PLAYOK_2023.wtb",
        2023,
        &records(&all[10..20], 2),
    );
    // Another prefix with no names of its own uses the federation's.
    write_games(
        dir.path(),
        "Logistello_book_1999.wtb",
        1999,
        &records(&all[20..], 3),
    );
    std::fs::write(dir.path().join("notes.txt"), "not a game file").unwrap();

    let database = Database::open(&[dir.path()]);
    assert_eq!(database.reports, vec![]);
    assert_eq!(database.games.len(), 30);
    assert_eq!(database.files.len(), 3);
    let by_year = |year| {
        database
            .games
            .iter()
            .find(|g| g.year == year)
            .expect("a game of that year")
    };
    assert_eq!(database.black(by_year(1990)), "Tastet Marc");
    assert_eq!(database.white(by_year(1990)), "Lévy Sébastien");
    assert_eq!(database.black(by_year(2023)), "gerfix");
    assert_eq!(database.black(by_year(1999)), "Tastet Marc");
    assert_eq!(database.tournament(by_year(1990)), "Open");
    // The same names are held once.
    assert_eq!(database.names.len(), 2);

    // One file on its own finds its names in its folder too.
    let single = Database::open(&[dir.path().join("PLAYOK_2023.wtb")]);
    assert_eq!(single.reports, vec![]);
    assert_eq!(single.black(&single.games[0]), "gerfix");
}

#[test]
fn a_zip_file_as_the_federation_distributes_them_reads_like_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    let all = games(2, 12);
    let mut zip =
        zip::ZipWriter::new(std::fs::File::create(dir.path().join("WTH_2024.zip")).unwrap());
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated);
    let header = wthor::Header::games(2024, 24);
    let names: Vec<String> = ["Ann", "Bob"].map(String::from).to_vec();
    let trn = vec!["Open".to_owned()];
    for (name, bytes) in [
        (
            "WTH_2024.wtb",
            wthor::write_games(&header, &records(&all, 2)),
        ),
        (
            "wth.jou",
            wthor::write_names(&names, wthor::PLAYER_NAME_BYTES),
        ),
        (
            "WTH.TRN",
            wthor::write_names(&trn, wthor::TOURNAMENT_NAME_BYTES),
        ),
    ] {
        zip.start_file(format!("wthor/{name}"), options).unwrap();
        zip.write_all(&bytes).unwrap();
    }
    zip.finish().unwrap();
    let reports = |d: &Database| d.reports.clone();
    let database = Database::open(&[dir.path()]);
    // Tournament numbers 1 and 2 are beyond the one name given.
    assert!(reports(&database).iter().all(|r| matches!(
        r.problem,
        Problem::Name {
            what: "tournament",
            ..
        }
    )));
    assert!(!database.games.is_empty());
    assert_eq!(database.games[0].year, 2024);
    assert_eq!(database.black(&database.games[0]), "Ann");
    assert!(database.files[0].ends_with("WTH_2024.zip/WTH_2024.wtb"));
}

#[test]
fn damage_is_reported_with_the_file_and_the_game_and_the_rest_loads() {
    let dir = tempfile::tempdir().unwrap();
    let all = games(3, 20);
    write_names(dir.path(), "WTH", &["Ann", "Bob", "Cy"]);
    write_games(dir.path(), "WTH_2000.wtb", 2000, &records(&all[..5], 3));
    // An illegal move in game 2 and a player beyond the names in game 3.
    let mut recs = records(&all[5..10], 3);
    recs[3].white = 7;
    write_games(dir.path(), "WTH_2001.wtb", 2001, &recs);
    let path = dir.path().join("WTH_2001.wtb");
    let mut bytes = std::fs::read(&path).unwrap();
    bytes[HEADER_BYTES + 2 * GAME_BYTES + 8 + 1] = 11;
    std::fs::write(&path, bytes).unwrap();
    // A file cut short, and one whose count says more games than it has.
    write_games(dir.path(), "WTH_2002.wtb", 2002, &records(&all[10..15], 3));
    let cut = dir.path().join("WTH_2002.wtb");
    let bytes = std::fs::read(&cut).unwrap();
    std::fs::write(&cut, &bytes[..bytes.len() - 10]).unwrap();
    write_games(dir.path(), "WTH_2003.wtb", 2003, &records(&all[15..], 3));
    let counted = dir.path().join("WTH_2003.wtb");
    let mut bytes = std::fs::read(&counted).unwrap();
    bytes[4] = 9;
    std::fs::write(&counted, bytes).unwrap();

    let missing = dir.path().join("WTH_1900.wtb");
    let other = dir.path().join("WTH.JOU");
    let database = Database::open(&[dir.path(), missing.as_path(), other.as_path()]);
    // Games 0, 1 and 4 of 2001 and all of 2000 load.
    assert_eq!(database.games.len(), 5 + 3);
    let text: Vec<String> = database.reports.iter().map(|r| r.to_string()).collect();
    let file = |name: &str| dir.path().join(name).display().to_string();
    assert_eq!(
        text,
        vec![
            format!(
                "{}: game 2: move 2: a1 is not a legal move",
                file("WTH_2001.wtb")
            ),
            format!(
                "{}: game 3: player number 7, but the names file has 3 names",
                file("WTH_2001.wtb")
            ),
            format!(
                "{}: the header counts 5 records of 68 bytes, the file holds 4",
                file("WTH_2002.wtb")
            ),
            format!(
                "{}: the header counts 9 records of 68 bytes, the file holds 5",
                file("WTH_2003.wtb")
            ),
            format!(
                "{}: cannot be read: no such file or folder",
                missing.display()
            ),
            format!(
                "{}: not a .wtb game file, a folder or a .zip file",
                other.display()
            ),
        ]
    );
    assert!(matches!(
        database.reports[0].problem,
        Problem::Game {
            index: 2,
            error: GameError::Illegal { ply: 2, .. }
        }
    ));
    assert!(matches!(
        database.reports[2].problem,
        Problem::File(WthorError::Truncated { .. })
    ));
    assert!(database.reports.iter().all(|r| !r.is_warning()));
}

#[test]
fn games_without_names_load_and_say_so() {
    let dir = tempfile::tempdir().unwrap();
    write_games(dir.path(), "WTH_2010.wtb", 2010, &records(&games(4, 3), 3));
    let database = Database::open(&[dir.path()]);
    assert_eq!(database.games.len(), 3);
    assert!(database.reports.iter().all(|r| r.is_warning()));
    assert!(
        database.reports[0]
            .to_string()
            .ends_with("no WTH.JOU beside it: games without names")
    );
    assert_eq!(database.black(&database.games[0]), "player 0");
    assert!(Path::new(&database.files[0]).ends_with("WTH_2010.wtb"));
}

#[test]
fn games_exported_as_wthor_files_read_back_the_same() {
    let dir = tempfile::tempdir().unwrap();
    let all = games(6, 40);
    write_names(dir.path(), "WTH", &["Tastet Marc", "Lévy Sébastien", "Ann"]);
    write_names(dir.path(), "PLAYOK", &["gerfix", "like2moveit"]);
    write_games(dir.path(), "WTH_1990.wtb", 1990, &records(&all[..15], 3));
    write_games(dir.path(), "WTH_1991.wtb", 1991, &records(&all[15..25], 3));
    write_games(dir.path(), "PLAYOK_2023.wtb", 2023, &records(&all[25..], 2));
    let database = Database::open(&[dir.path()]);
    assert_eq!(database.reports, vec![]);
    // Every other game, from both sources and three years.
    let chosen: Vec<u32> = (0..database.games.len() as u32).step_by(2).collect();
    let out = dir.path().join("export");
    let written = database.export(&chosen, &out, "MINE").unwrap();
    assert_eq!(written.len(), 3 + 2);
    let read = Database::open(&[&out]);
    assert_eq!(read.reports, vec![]);
    assert_eq!(read.games.len(), chosen.len());
    let describe = |d: &Database, g: &othello_archive::source::Game| {
        (
            g.year,
            d.black(g),
            d.white(g),
            d.tournament(g),
            g.record.moves.clone(),
            g.record.black_discs,
        )
    };
    let mut expected: Vec<_> = chosen
        .iter()
        .map(|&g| describe(&database, &database.games[g as usize]))
        .collect();
    let mut found: Vec<_> = read.games.iter().map(|g| describe(&read, g)).collect();
    expected.sort();
    found.sort();
    assert_eq!(found, expected);
}
