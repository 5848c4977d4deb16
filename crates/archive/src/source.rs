//! Reading the database from disk: `.wtb` game files, folders of them and the `.zip` files the
//! federation distributes, each game file with the players' and tournaments' names beside it.
//!
//! A game file `PREFIX_YEAR.wtb` takes its names from `PREFIX.JOU` and `PREFIX.TRN` in the same
//! folder or archive (`PLAYOK_2023.wtb` from `PLAYOK.JOU`), else from `WTH.JOU` and `WTH.TRN`
//! (the federation's files, which the Logistello book games also use). Names of files are
//! matched whatever their case. A file that cannot be read, a damaged game and a player or
//! tournament number beyond the names are reported with the file, the game's index and why;
//! the other files and games still load.

mod inflate;
mod named;

pub use inflate::{MAX_FILE_BYTES, MAX_ZIP_BYTES};

pub use crate::problem::{Problem, Report};

use crate::files::{self, Entry, Files, Kind, Listing};
use inflate::{ZipLimits, read_zip, read_zip_from, size};
use othello_core::wthor::{self, WthorGame};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

/// The players and tournaments a game file's numbers refer to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Names {
    /// Players, by number.
    pub players: Vec<String>,
    /// Tournaments, by number.
    pub tournaments: Vec<String>,
}

/// One game of the database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The game as its file holds it.
    pub record: WthorGame,
    /// The year of the games of its file.
    pub year: u16,
    /// The empty cells from which its file's theoretical scores are perfect play (0: the file
    /// computed none, and a game's theoretical score is its result).
    pub depth: u8,
    /// Which of the database's [`Names`] its numbers refer to.
    pub names: u16,
    /// Which of the database's files it comes from.
    pub file: u16,
}

/// The games of every file read, with their names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Database {
    /// The games, file after file in the order the files were read.
    pub games: Vec<Game>,
    /// The names the games refer to.
    pub names: Vec<Names>,
    /// The game files read, by number.
    pub files: Vec<PathBuf>,
    /// What went wrong.
    pub reports: Vec<Report>,
}

/// A name as the lists show it: without the empty brackets the WTHOR lists write after a
/// program whose author they do not name ("Tiny Othello ()"), nor spaces around it.
pub fn tidy_name(name: &str) -> &str {
    let mut name = name.trim();
    while let Some(rest) = name.strip_suffix("()") {
        name = rest.trim_end();
    }
    name
}

impl Database {
    /// Reads `paths`: game files, folders of them (not their subfolders) and `.zip` files (see
    /// [`Files`], which finds them and can report the progress of reading).
    pub fn open<P: AsRef<Path>>(paths: &[P]) -> Database {
        Files::find(paths).read(|_, _| {})
    }

    /// The paths left out whole, each with why: a file or folder that cannot be read, a path
    /// that is not a game file, a game file this program does not read (empty, damaged as a
    /// whole, another board). Every other file of their folders is read.
    pub fn skipped(&self) -> impl Iterator<Item = &Report> {
        self.reports.iter().filter(|r| r.is_skipped())
    }

    /// Black's name in game `game`, or its number when the names are missing.
    pub fn black(&self, game: &Game) -> String {
        self.player(game, game.record.black)
    }

    /// White's name in game `game`, or its number when the names are missing.
    pub fn white(&self, game: &Game) -> String {
        self.player(game, game.record.white)
    }

    /// The tournament's name of game `game`, or its number when the names are missing.
    pub fn tournament(&self, game: &Game) -> String {
        let names = &self.names[usize::from(game.names)].tournaments;
        let number = game.record.tournament;
        names
            .get(usize::from(number))
            .cloned()
            .unwrap_or_else(|| format!("tournament {number}"))
    }

    fn player(&self, game: &Game, number: u16) -> String {
        let names = &self.names[usize::from(game.names)].players;
        names
            .get(usize::from(number))
            .cloned()
            .unwrap_or_else(|| format!("player {number}"))
    }

    fn report(&mut self, file: impl Into<PathBuf>, problem: Problem) {
        self.reports.push(Report {
            file: file.into(),
            problem,
        });
    }

    /// Reads one more path (a game file, a folder or a `.zip` file) into the database.
    pub fn add(&mut self, path: &Path) {
        Files::find(&[path]).read_into(self, &mut |_, _| {}, &Default::default());
    }

    /// Reads the `.zip` file `path`: each of its game files with the names beside it.
    pub(crate) fn add_zip(&mut self, path: &Path) {
        let entries = match read_zip(path, ZipLimits::default()) {
            Ok(entries) => entries,
            Err(why) => return self.report(path, Problem::Unreadable(why)),
        };
        self.add_zip_entries(path, entries);
    }

    /// Reads the game files of a `.zip` file's `entries` (`path` names the `.zip` file), each
    /// with the names beside it.
    fn add_zip_entries(&mut self, path: &Path, entries: BTreeMap<String, Vec<u8>>) {
        let folder = Folder::Zip(entries);
        let Folder::Zip(entries) = &folder else {
            return;
        };
        let games: Vec<String> = entries
            .keys()
            .filter(|n| Kind::of(Path::new(n)) == Some(Kind::Games))
            .cloned()
            .collect();
        for name in games {
            self.read_games(&path.join(&name), &name, &folder);
        }
    }

    /// Reads the game file `path`, called `name` in the folder listed by `beside`.
    pub(crate) fn add_games(&mut self, path: &Path, name: &str, beside: &Listing) {
        self.read_games(path, name, &Folder::Disk(beside));
    }

    /// Reads the game file `name` of `folder` (`path` names it in reports).
    fn read_games(&mut self, path: &Path, name: &str, folder: &Folder) {
        let bytes = match folder.read(name) {
            Ok(bytes) => bytes,
            Err(why) => return self.report(path, Problem::Unreadable(why)),
        };
        let file = match wthor::read_games(&bytes) {
            Ok(file) => file,
            Err(error) => return self.report(path, Problem::File(error)),
        };
        if file.header.games == 0 {
            self.report(path, Problem::NoGames);
        }
        // The games' places in the file: the damaged ones are left out.
        let damaged: Vec<usize> = file.damaged.iter().map(|d| d.index).collect();
        let places = (0..).filter(|i| !damaged.contains(i));
        for damaged in file.damaged {
            self.report(
                path,
                Problem::Game {
                    index: damaged.index,
                    error: damaged.error,
                },
            );
        }
        let names = self.names_for(path, name, folder);
        let index = self.files.len() as u16;
        self.files.push(path.to_owned());
        let (players, tournaments) = {
            let n = &self.names[usize::from(names)];
            (n.players.len(), n.tournaments.len())
        };
        let known = players > 0 || tournaments > 0;
        for (i, record) in places.zip(file.games) {
            let beyond = [
                ("player", record.black, players),
                ("player", record.white, players),
                ("tournament", record.tournament, tournaments),
            ]
            .into_iter()
            .find(|&(_, number, count)| known && usize::from(number) >= count);
            if let Some((what, number, count)) = beyond {
                self.report(
                    path,
                    Problem::Name {
                        index: i,
                        what,
                        number,
                        count,
                    },
                );
                continue;
            }
            self.games.push(Game {
                record,
                year: file.header.year,
                depth: file.header.depth,
                names,
                file: index,
            });
        }
    }

    /// The number of the names for the game file `name` in `folder`, read once per folder.
    fn names_for(&mut self, path: &Path, name: &str, folder: &Folder) -> u16 {
        let prefix = name.split('_').next().unwrap_or("").to_uppercase();
        let stem = [prefix.as_str(), "WTH"]
            .into_iter()
            .find(|stem| folder.has(&format!("{stem}.JOU")))
            .unwrap_or("WTH");
        let mut names = Names::default();
        let dir = files::folder_of(path);
        for (ext, width, list) in [
            ("JOU", wthor::PLAYER_NAME_BYTES, &mut names.players),
            ("TRN", wthor::TOURNAMENT_NAME_BYTES, &mut names.tournaments),
        ] {
            let wanted = format!("{stem}.{ext}");
            if !folder.has(&wanted) {
                self.report(path, Problem::NoNames(wanted));
                continue;
            }
            match folder
                .read(&wanted)
                .map_err(Problem::NamesUnreadable)
                .and_then(|b| wthor::read_names(&b, width).map_err(Problem::Names))
            {
                Ok(read) => *list = read.iter().map(|n| tidy_name(n).to_owned()).collect(),
                Err(problem) => self.report(dir.join(&wanted), problem),
            }
        }
        if let Some(same) = self.names.iter().position(|n| *n == names) {
            return same as u16;
        }
        self.names.push(names);
        (self.names.len() - 1) as u16
    }
}

/// Where a game file's neighbours are: a folder on disk (its files by name), a `.zip`
/// file's entries read into memory, or files handed over by name with their bytes.
enum Folder<'a> {
    Disk(&'a Listing),
    Zip(BTreeMap<String, Vec<u8>>),
    Named(&'a BTreeMap<String, Vec<u8>>),
}

impl Folder<'_> {
    /// The file's name as the folder spells it, matched whatever the case.
    fn find(&self, name: &str) -> Option<&str> {
        let keys: Box<dyn Iterator<Item = &String>> = match self {
            Folder::Disk(files) => Box::new(files.keys()),
            Folder::Zip(entries) => Box::new(entries.keys()),
            Folder::Named(files) => Box::new(files.keys()),
        };
        keys.map(String::as_str)
            .find(|k| k.eq_ignore_ascii_case(name))
    }

    fn has(&self, name: &str) -> bool {
        self.find(name).is_some()
    }

    fn read(&self, name: &str) -> Result<Vec<u8>, String> {
        let found = self.find(name).ok_or_else(|| format!("no {name}"))?;
        match self {
            Folder::Disk(files) => {
                let path = &files[found];
                let length = std::fs::metadata(path).map_err(|e| e.to_string())?.len();
                if length > MAX_FILE_BYTES {
                    return Err(format!(
                        "{length} bytes, more than the {} a game or names file may hold",
                        size(MAX_FILE_BYTES)
                    ));
                }
                std::fs::read(path).map_err(|e| e.to_string())
            }
            Folder::Zip(entries) => Ok(entries[found].clone()),
            Folder::Named(files) => {
                let bytes = &files[found];
                if bytes.len() as u64 > MAX_FILE_BYTES {
                    return Err(format!(
                        "{} bytes, more than the {} a game or names file may hold",
                        bytes.len(),
                        size(MAX_FILE_BYTES)
                    ));
                }
                Ok(bytes.clone())
            }
        }
    }
}

impl Database {
    /// Writes the games `games` (places in [`Database::games`]) into `dir` as WTHOR files, as
    /// the federation lays them out: one `STEM_YEAR.wtb` per year, and the players and
    /// tournaments they name, numbered anew, in `STEM.JOU` and `STEM.TRN`. Returns the files
    /// written.
    ///
    /// # Errors
    /// The first file that could not be written, with why.
    pub fn export(&self, games: &[u32], dir: &Path, stem: &str) -> Result<Vec<PathBuf>, String> {
        let mut players: Vec<String> = Vec::new();
        let mut tournaments: Vec<String> = Vec::new();
        let number = |list: &mut Vec<String>, name: String| -> u16 {
            match list.iter().position(|n| *n == name) {
                Some(i) => i as u16,
                None => {
                    list.push(name);
                    (list.len() - 1) as u16
                }
            }
        };
        let mut years: BTreeMap<u16, Vec<WthorGame>> = BTreeMap::new();
        for &g in games {
            let game = &self.games[g as usize];
            let record = WthorGame {
                tournament: number(&mut tournaments, self.tournament(game)),
                black: number(&mut players, self.black(game)),
                white: number(&mut players, self.white(game)),
                ..game.record.clone()
            };
            years.entry(game.year).or_default().push(record);
        }
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let mut written = Vec::new();
        let mut write = |name: String, bytes: Vec<u8>| {
            let path = dir.join(name);
            std::fs::write(&path, bytes).map_err(|e| format!("{}: {e}", path.display()))?;
            written.push(path);
            Ok::<(), String>(())
        };
        for (year, records) in &years {
            let header = wthor::Header::games(*year, 0);
            write(
                format!("{stem}_{year}.wtb"),
                wthor::write_games(&header, records),
            )?;
        }
        write(
            format!("{stem}.JOU"),
            wthor::write_names(&players, wthor::PLAYER_NAME_BYTES),
        )?;
        write(
            format!("{stem}.TRN"),
            wthor::write_names(&tournaments, wthor::TOURNAMENT_NAME_BYTES),
        )?;
        Ok(written)
    }
}

/// Reading the files found into a database.
impl Files {
    /// Reads every file found into a database; `progress(done, total)` is called before each
    /// game file.
    pub fn read(&self, mut progress: impl FnMut(usize, usize)) -> Database {
        let mut database = Database::default();
        self.read_into(&mut database, &mut progress, &AtomicBool::new(false));
        database
    }

    /// As [`Files::read`], but gives up, with `None`, once `stop` is set (looked at before
    /// each game file): for a reader on a thread of its own that may be told to stop.
    pub fn read_unless(
        &self,
        stop: &AtomicBool,
        mut progress: impl FnMut(usize, usize),
    ) -> Option<Database> {
        let mut database = Database::default();
        self.read_into(&mut database, &mut progress, stop)
            .then_some(database)
    }

    /// Reads every file found into `database`, after what it holds; false if `stop` was set
    /// before the end.
    pub(crate) fn read_into(
        &self,
        database: &mut Database,
        progress: &mut dyn FnMut(usize, usize),
        stop: &AtomicBool,
    ) -> bool {
        let total = self.len();
        let mut done = 0;
        for entry in &self.entries {
            if matches!(entry, Entry::Games(..) | Entry::Zip(_)) {
                if stop.load(Ordering::Relaxed) {
                    return false;
                }
                progress(done, total);
                done += 1;
            }
            match entry {
                Entry::Games(path, name, at) => database.add_games(path, name, &self.listings[*at]),
                Entry::Zip(path) => database.add_zip(path),
                Entry::Skipped(report) => database.reports.push(report.clone()),
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::tidy_name;

    #[test]
    fn a_programs_empty_author_brackets_are_left_out() {
        assert_eq!(tidy_name("Tiny Othello ()"), "Tiny Othello");
        assert_eq!(tidy_name("Sethos ()  "), "Sethos");
        assert_eq!(tidy_name("Logistello (buro)"), "Logistello (buro)");
        assert_eq!(tidy_name("  Tastet Marc "), "Tastet Marc");
        assert_eq!(tidy_name("()"), "");
    }
}
