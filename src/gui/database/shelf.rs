//! Where the imported games are kept, for the database's worker: a [`Shelf`]. On the desktop,
//! a folder beside the settings (the platform's); here [`Memory`], files held by name with
//! their bytes, which a browser keeps in its own storage (the shelf hands each file and index
//! it takes to a keeper).

use super::Picked;
use othello_archive::{Database, Index, files};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

/// What reading the imported games gave.
pub enum Read {
    /// No games are imported.
    Nothing,
    /// The worker was let go while it read.
    Stopped,
    /// The games, and a fingerprint of the files they were read from.
    Games(Database, u64),
}

/// Where the imported games are kept.
pub trait Shelf {
    /// Reads every game kept; `progress(done, total)` before each game file; gives up once
    /// `stop` is set.
    fn read(&mut self, stop: &AtomicBool, progress: &mut dyn FnMut(usize, usize)) -> Read;
    /// The index of `database`, read from files whose fingerprint is `fingerprint`: the one
    /// kept, if it is theirs, else built (and kept).
    fn index(&mut self, database: &Database, fingerprint: u64) -> Index;
    /// Takes the files `picked` in: each file as the database's reports will name it, and
    /// the name it was picked by.
    ///
    /// # Errors
    /// No game file among them, a file of another kind, or one that cannot be kept, in words.
    fn import(&mut self, picked: Picked) -> Result<Vec<(PathBuf, PathBuf)>, String>;
}

/// The name of a picked file, without any folder a name might carry.
fn file_name(name: &str) -> Result<&Path, String> {
    Path::new(name)
        .file_name()
        .map(Path::new)
        .ok_or_else(|| format!("{name}: not a file's name"))
}

/// Where a [`Memory`] shelf's keeper keeps an imported file `NAME`: `wthor/NAME`.
pub const FOLDER: &str = "wthor";
/// Where it keeps their index.
pub const INDEX: &str = "wthor.index";

/// What keeps a [`Memory`] shelf's files: called with where a file goes and its bytes.
pub type Keeper<'a> = Box<dyn FnMut(&str, &[u8]) + 'a>;

/// Files held by name with their bytes, and their index's bytes; each file and index taken
/// in is handed to `keep` with where it goes (`wthor/NAME`, [`INDEX`]), which keeps it where the
/// files will be found again (a browser's
/// storage; nowhere, for a window that keeps nothing, whose imports last while it is open).
pub struct Memory<'a> {
    files: BTreeMap<String, Vec<u8>>,
    /// The index's bytes as kept, until they are read.
    index: Option<Vec<u8>>,
    keep: Keeper<'a>,
}

impl<'a> Memory<'a> {
    /// A shelf holding `files` and their `index` as they were kept.
    pub fn new(files: BTreeMap<String, Vec<u8>>, index: Option<Vec<u8>>, keep: Keeper<'a>) -> Self {
        Memory { files, index, keep }
    }
}

impl Shelf for Memory<'_> {
    fn read(&mut self, stop: &AtomicBool, progress: &mut dyn FnMut(usize, usize)) -> Read {
        let games = self
            .files
            .keys()
            .any(|n| files::Kind::of(Path::new(n)).is_some_and(files::Kind::holds_games));
        if !games {
            return Read::Nothing;
        }
        match Database::read_named(&self.files, stop, progress) {
            Some(database) => Read::Games(database, files::fingerprint_named(&self.files)),
            None => Read::Stopped,
        }
    }

    fn index(&mut self, database: &Database, fingerprint: u64) -> Index {
        // The bytes are not held once read (an index of every WTHOR game is about 100 MB):
        // the index is read once, at the start, and any import after changes the files.
        let kept = self.index.take().and_then(|b| Index::from_bytes(&b).ok());
        if let Some(index) = kept.filter(|i| i.fingerprint() == fingerprint) {
            return index;
        }
        let index = Index::build(database, fingerprint);
        (self.keep)(INDEX, &index.to_bytes());
        index
    }

    fn import(&mut self, picked: Picked) -> Result<Vec<(PathBuf, PathBuf)>, String> {
        let Picked::Files(picked) = picked else {
            return Err("files are taken by name and bytes here, not by path".to_owned());
        };
        let names = files::to_import_named(picked.iter().map(|(n, _)| n.as_str()))?;
        let names: Vec<String> = names.into_iter().map(str::to_owned).collect();
        let mut copied = Vec::new();
        for (name, bytes) in picked {
            if !names.contains(&name) {
                continue;
            }
            let name = file_name(&name)?.to_string_lossy().into_owned();
            (self.keep)(&format!("{FOLDER}/{name}"), &bytes);
            copied.push((PathBuf::from(&name), PathBuf::from(&name)));
            self.files.insert(name, bytes);
        }
        Ok(copied)
    }
}
