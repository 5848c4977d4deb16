//! Reading a database from files handed over by name with their bytes, as one folder: where
//! there are no paths to read (a browser hands over the files a person picks, and keeps the
//! imported ones in its own storage).

use super::{Database, Folder, ZipLimits, read_zip_from};
use crate::files::Kind;
use crate::problem::Problem;
use std::collections::BTreeMap;
use std::io::Cursor;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};

impl Database {
    /// Reads the files `files`, by name, as one folder: each game file (`.wtb`) with the names
    /// files beside it, each `.zip` file with its own; other files are passed over. Reports
    /// name a file by its name (an entry of a `.zip` file as `ZIP/ENTRY`). `progress(done,
    /// total)` is called before each game file; gives up, with `None`, once `stop` is set.
    pub fn read_named(
        files: &BTreeMap<String, Vec<u8>>,
        stop: &AtomicBool,
        mut progress: impl FnMut(usize, usize),
    ) -> Option<Database> {
        let games: Vec<(&String, Kind)> = files
            .keys()
            .filter_map(|name| {
                Kind::of(Path::new(name))
                    .filter(|k| k.holds_games())
                    .map(|k| (name, k))
            })
            .collect();
        let mut database = Database::default();
        let folder = Folder::Named(files);
        for (done, (name, kind)) in games.iter().enumerate() {
            if stop.load(Ordering::Relaxed) {
                return None;
            }
            progress(done, games.len());
            let path = Path::new(name.as_str());
            if *kind == Kind::Games {
                database.read_games(path, name, &folder);
                continue;
            }
            match read_zip_from(Cursor::new(&files[*name]), ZipLimits::default()) {
                Ok(entries) => database.add_zip_entries(path, entries),
                Err(why) => database.report(path, Problem::Unreadable(why)),
            }
        }
        Some(database)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::wthor;

    /// The bytes of the files of the archive crate's small test database, by name.
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

    /// A game file of `games` copies of one short game, and its names files.
    fn write_small_database(dir: &Path, stem: &str, year: u16, games: usize) {
        let record = wthor::WthorGame {
            tournament: 0,
            black: 0,
            white: 1,
            black_discs: 40,
            theoretical: 40,
            moves: ["f5", "d6", "c3"]
                .iter()
                .map(|m| m.parse().unwrap())
                .collect(),
        };
        let file = wthor::write_games(&wthor::Header::games(year, 0), &vec![record; games]);
        std::fs::write(dir.join(format!("{stem}_{year}.wtb")), file).unwrap();
        let players = vec!["Black Player".to_owned(), "White Player".to_owned()];
        std::fs::write(
            dir.join(format!("{stem}.JOU")),
            wthor::write_names(&players, wthor::PLAYER_NAME_BYTES),
        )
        .unwrap();
        std::fs::write(
            dir.join(format!("{stem}.TRN")),
            wthor::write_names(&["Open".to_owned()], wthor::TOURNAMENT_NAME_BYTES),
        )
        .unwrap();
    }

    #[test]
    fn files_by_name_read_as_the_same_files_in_a_folder() {
        let dir = tempfile::tempdir().unwrap();
        write_small_database(dir.path(), "WTH", 2001, 3);
        write_small_database(dir.path(), "PLAYOK", 2023, 2);
        std::fs::write(dir.path().join("notes.txt"), b"not games").unwrap();
        let files = named(dir.path());
        let from_memory = Database::read_named(&files, &AtomicBool::new(false), |_, _| {}).unwrap();
        let from_disk = Database::open(&[dir.path()]);
        assert_eq!(from_memory.games, from_disk.games);
        assert_eq!(from_memory.names, from_disk.names);
        assert_eq!(from_memory.games.len(), 5);
        assert_eq!(from_memory.black(&from_memory.games[4]), "Black Player");
        assert!(from_memory.reports.is_empty(), "{:?}", from_memory.reports);
    }

    #[test]
    fn a_zip_file_by_name_is_read_and_a_broken_one_named() {
        let dir = tempfile::tempdir().unwrap();
        write_small_database(dir.path(), "WTH", 1999, 4);
        let mut zip = zip::ZipWriter::new(Cursor::new(Vec::new()));
        for (name, bytes) in named(dir.path()) {
            zip.start_file(name, zip::write::SimpleFileOptions::default())
                .unwrap();
            std::io::Write::write_all(&mut zip, &bytes).unwrap();
        }
        let zipped = zip.finish().unwrap().into_inner();
        let mut files = BTreeMap::new();
        files.insert("wthor.zip".to_owned(), zipped.clone());
        files.insert("broken.zip".to_owned(), zipped[..zipped.len() / 2].to_vec());
        let database = Database::read_named(&files, &AtomicBool::new(false), |_, _| {}).unwrap();
        assert_eq!(database.games.len(), 4);
        assert_eq!(database.tournament(&database.games[0]), "Open");
        let skipped: Vec<_> = database.skipped().map(|r| r.file.clone()).collect();
        assert_eq!(skipped, [Path::new("broken.zip")]);
    }

    #[test]
    fn a_stop_gives_up_and_progress_counts_the_game_files() {
        let dir = tempfile::tempdir().unwrap();
        write_small_database(dir.path(), "WTH", 2001, 1);
        write_small_database(dir.path(), "WTH", 2002, 1);
        let files = named(dir.path());
        let mut seen = Vec::new();
        Database::read_named(&files, &AtomicBool::new(false), |d, t| seen.push((d, t))).unwrap();
        assert_eq!(seen, [(0, 2), (1, 2)]);
        assert!(Database::read_named(&files, &AtomicBool::new(true), |_, _| {}).is_none());
    }
}
