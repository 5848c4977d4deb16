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
