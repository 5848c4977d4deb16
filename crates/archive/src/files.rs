//! Which files of the paths a user names make a database, found in one place for every reader
//! (the `othello-archive` program, the window's database): the game files (`.wtb`, and the
//! `.zip` files the federation distributes) of folders and single paths, each with the folder
//! whose names files (`.JOU`, `.TRN`) it takes its names from; the files to copy when a
//! database is imported; and a fingerprint of them all, so that an index cached on disk
//! ([`Index::cached`](crate::Index::cached)) is used only while they stay the same.
//!
//! A path that cannot be listed or read, and a file in a folder that cannot be, is named with
//! why in the database's reports ([`Database::skipped`](crate::Database::skipped)); the other
//! files are still read.

use crate::problem::{Problem, Report};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What a file is to the database, by its extension (whatever its case).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A WTHOR game file, `.wtb`.
    Games,
    /// A `.zip` file of game and names files, as the federation distributes them.
    Zip,
    /// A names file: players (`.JOU`) or tournaments (`.TRN`).
    Names,
}

impl Kind {
    /// What the file `name` is, or `None` for a file the database does not read.
    pub fn of(name: &Path) -> Option<Kind> {
        match extension(name).as_str() {
            "wtb" => Some(Kind::Games),
            "zip" => Some(Kind::Zip),
            "jou" | "trn" => Some(Kind::Names),
            _ => None,
        }
    }

    /// Whether it holds games (a `.wtb` or a `.zip` file).
    pub fn holds_games(self) -> bool {
        matches!(self, Kind::Games | Kind::Zip)
    }
}

/// A file name's extension, in lower case.
pub(crate) fn extension(name: &Path) -> String {
    name.extension()
        .and_then(|e| e.to_str())
        .unwrap_or("")
        .to_lowercase()
}

/// The files of one folder (not its subfolders), by name.
pub(crate) type Listing = BTreeMap<String, PathBuf>;

/// One step of reading, in the order the paths were given.
#[derive(Clone, Debug)]
pub(crate) enum Entry {
    /// A game file, its name, and the listing of its folder (a place in [`Files::listings`]).
    Games(PathBuf, String, usize),
    /// A `.zip` file.
    Zip(PathBuf),
    /// A path that is not read, and why.
    Skipped(Report),
}

/// The game files of the paths a user named, found but not yet read.
#[derive(Clone, Debug, Default)]
pub struct Files {
    pub(crate) entries: Vec<Entry>,
    pub(crate) listings: Vec<Listing>,
}

impl Files {
    /// Finds the game files of `paths`: game files (`.wtb`), folders of them (not their
    /// subfolders) and `.zip` files. A folder's files that are not game files are passed over
    /// (its names files are read with its game files); a path named on its own that is not a
    /// game file, or that cannot be read, is reported when the files are read.
    pub fn find<P: AsRef<Path>>(paths: &[P]) -> Files {
        let mut files = Files::default();
        for path in paths {
            files.add(path.as_ref());
        }
        files
    }

    fn skip(&mut self, file: &Path, problem: Problem) {
        self.entries.push(Entry::Skipped(Report {
            file: file.to_owned(),
            problem,
        }));
    }

    fn add(&mut self, path: &Path) {
        if path.is_dir() {
            let listing = match list(path) {
                Ok(listing) => listing,
                Err(e) => return self.skip(path, Problem::Unreadable(e.to_string())),
            };
            let at = self.listings.len();
            for (name, file) in &listing {
                match Kind::of(Path::new(name)) {
                    Some(Kind::Games) => {
                        self.entries
                            .push(Entry::Games(file.clone(), name.clone(), at))
                    }
                    Some(Kind::Zip) => self.entries.push(Entry::Zip(file.clone())),
                    _ => {}
                }
            }
            self.listings.push(listing);
            return;
        }
        if !path.exists() {
            return self.skip(path, Problem::Unreadable("no such file or folder".into()));
        }
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
        match Kind::of(path) {
            Some(Kind::Games) => {
                // Its names are beside it: in its folder, which for a bare file name is the
                // current one.
                let listing = list(folder_of(path)).unwrap_or_default();
                self.entries.push(Entry::Games(
                    path.to_owned(),
                    name.unwrap_or_default(),
                    self.listings.len(),
                ));
                self.listings.push(listing);
            }
            Some(Kind::Zip) => self.entries.push(Entry::Zip(path.to_owned())),
            _ => self.skip(path, Problem::NotAGameFile),
        }
    }

    /// The game files found (`.wtb` and `.zip`), in the order they will be read.
    pub fn games(&self) -> impl Iterator<Item = &Path> {
        self.entries.iter().filter_map(|entry| match entry {
            Entry::Games(path, ..) | Entry::Zip(path) => Some(path.as_path()),
            Entry::Skipped(_) => None,
        })
    }

    /// How many game files were found.
    pub fn len(&self) -> usize {
        self.games().count()
    }

    /// Whether no game file was found.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// A fingerprint of the game files found and of the names files beside them (their names,
    /// sizes and times of change), so that an index saved for them is used only while they stay
    /// the same.
    pub fn fingerprint(&self) -> u64 {
        let mut files: Vec<&Path> = self.games().collect();
        for listing in &self.listings {
            files.extend(
                listing
                    .values()
                    .filter(|p| Kind::of(p) == Some(Kind::Names))
                    .map(PathBuf::as_path),
            );
        }
        files.sort();
        files.dedup();
        let mut text = String::new();
        for file in files {
            let meta = std::fs::metadata(file).ok();
            let size = meta.as_ref().map_or(0, |m| m.len());
            let changed = meta
                .and_then(|m| m.modified().ok())
                .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
                .map_or(0, |d| d.as_nanos());
            text.push_str(&format!("{}\t{size}\t{changed}\n", file.display()));
        }
        othello_core::container::fnv1a(text.as_bytes())
    }
}

/// The folder a file is in: for a bare file name (whose parent is the empty path), the current
/// folder.
pub(crate) fn folder_of(file: &Path) -> &Path {
    match file.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

/// The files of the folder `dir` (not its subfolders), by name. Every entry that is not a
/// folder is listed, so that a file that cannot be read (a broken link, a file without
/// permission) is named when it is read rather than passed over; a name that is not UTF-8 is
/// listed by its lossy spelling, its path kept whole.
pub(crate) fn list(dir: &Path) -> std::io::Result<Listing> {
    let mut listing = Listing::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            continue;
        }
        if let Some(name) = path.file_name() {
            listing.insert(name.to_string_lossy().into_owned(), path);
        }
    }
    Ok(listing)
}

/// The files to copy when `paths` are imported into a database's folder: the game and names
/// files of each folder (not its subfolders), each `.zip` file, and each `.wtb` file with the
/// names files beside it.
///
/// # Errors
/// A path that is neither a folder, a `.zip` file nor a `.wtb` file, a folder that cannot be
/// listed, or no game file at all, in words.
pub fn to_import<P: AsRef<Path>>(paths: &[P]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for path in paths {
        let path = path.as_ref();
        if path.is_dir() {
            let listing = list(path).map_err(|e| format!("{}: {e}", path.display()))?;
            files.extend(listing.into_values().filter(|p| Kind::of(p).is_some()));
        } else if path.is_file() && Kind::of(path).is_some_and(Kind::holds_games) {
            files.push(path.to_owned());
            if Kind::of(path) == Some(Kind::Games) {
                // A game file's names come with it.
                let beside = list(folder_of(path)).unwrap_or_default();
                files.extend(
                    beside
                        .into_values()
                        .filter(|p| Kind::of(p) == Some(Kind::Names)),
                );
            }
        } else {
            return Err(format!(
                "{}: not a folder, a .zip file or a .wtb file",
                path.display()
            ));
        }
    }
    if !files
        .iter()
        .any(|f| Kind::of(f).is_some_and(Kind::holds_games))
    {
        return Err("no .wtb or .zip game files there".to_owned());
    }
    Ok(files)
}

/// Which of the files a person handed over by name (a browser's picked files) to import:
/// the game files (`.wtb`, `.zip`) and the names files (`.JOU`, `.TRN`).
///
/// # Errors
/// A file of any other kind, or no game file at all, in words.
pub fn to_import_named<'a>(
    names: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<&'a str>, String> {
    let mut files = Vec::new();
    for name in names {
        if Kind::of(Path::new(name)).is_none() {
            return Err(format!(
                "{name}: not a .zip file, a .wtb file or a names file (.JOU, .TRN)"
            ));
        }
        files.push(name);
    }
    if !files
        .iter()
        .any(|f| Kind::of(Path::new(f)).is_some_and(Kind::holds_games))
    {
        return Err("no .wtb or .zip game files there".to_owned());
    }
    Ok(files)
}

/// A fingerprint of files held by name with their bytes (see [`Files::fingerprint`]): their
/// names and contents.
pub fn fingerprint_named(files: &BTreeMap<String, Vec<u8>>) -> u64 {
    let mut all = Vec::new();
    for (name, bytes) in files {
        all.extend_from_slice(name.as_bytes());
        all.push(0);
        all.extend_from_slice(&othello_core::container::fnv1a(bytes).to_le_bytes());
    }
    othello_core::container::fnv1a(&all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picked_files_are_taken_by_kind_and_one_of_another_kind_is_refused() {
        assert_eq!(
            to_import_named(["WTH_2001.wtb", "WTH.JOU", "wth.trn", "more.ZIP"]),
            Ok(vec!["WTH_2001.wtb", "WTH.JOU", "wth.trn", "more.ZIP"])
        );
        let refused = to_import_named(["WTH_2001.wtb", "notes.txt"]).unwrap_err();
        assert!(refused.starts_with("notes.txt: "), "{refused}");
        let no_games = to_import_named(["WTH.JOU"]).unwrap_err();
        assert!(no_games.contains("no .wtb"), "{no_games}");
    }

    #[test]
    fn a_fingerprint_of_named_files_changes_with_a_name_or_a_byte() {
        let files = |name: &str, byte: u8| BTreeMap::from([(name.to_owned(), vec![1, 2, byte])]);
        let first = fingerprint_named(&files("a.wtb", 3));
        assert_eq!(first, fingerprint_named(&files("a.wtb", 3)));
        assert_ne!(first, fingerprint_named(&files("b.wtb", 3)));
        assert_ne!(first, fingerprint_named(&files("a.wtb", 4)));
    }

    #[test]
    fn a_bare_file_name_is_in_the_current_folder() {
        assert_eq!(folder_of(Path::new("f.wtb")), Path::new("."));
        assert_eq!(folder_of(Path::new("./f.wtb")), Path::new("."));
        assert_eq!(folder_of(Path::new("a/b/f.wtb")), Path::new("a/b"));
        assert_eq!(folder_of(Path::new("/f.wtb")), Path::new("/"));
    }

    #[test]
    fn files_are_known_by_their_extension_whatever_its_case() {
        assert_eq!(Kind::of(Path::new("WTH_2001.WTB")), Some(Kind::Games));
        assert_eq!(Kind::of(Path::new("a/wthor.Zip")), Some(Kind::Zip));
        assert_eq!(Kind::of(Path::new("WTH.JOU")), Some(Kind::Names));
        assert_eq!(Kind::of(Path::new("wth.trn")), Some(Kind::Names));
        assert_eq!(Kind::of(Path::new("notes.txt")), None);
        assert_eq!(Kind::of(Path::new("wtb")), None);
    }
}
