//! The game database's worker on the desktop: on a thread of its own, its games in a folder
//! beside the settings (`DATA/wthor/`, the index cached as `DATA/wthor.index`, rebuilt when
//! the files change).

use crate::gui::database::shelf::{Memory, Read, Shelf};
use crate::gui::database::worker::Worker;
use crate::gui::database::{Link, Picked, Snapshot};
use othello_archive::{Database, Files, Index, files};
use othello_engine::Background;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The game database's worker on a thread of its own, on the files imported into `data_dir`
/// (without one, the imports are held while the window is open); `wake` is called each time
/// it reports.
pub fn database(data_dir: Option<PathBuf>, wake: Box<dyn Fn() + Send>) -> Box<dyn Link> {
    Box::new(Background::serve(
        move |inbox, stop, report| {
            let shelf: Box<dyn Shelf> = match &data_dir {
                Some(dir) => Box::new(Disk::new(dir)),
                None => Box::new(Memory::new(Default::default(), None, Box::new(|_, _| {}))),
            };
            let report = Box::new(|snapshot: &Snapshot| report(snapshot));
            Worker::new(shelf, Arc::clone(stop), report).run(inbox)
        },
        wake,
    ))
}

/// A folder beside the settings: `DATA/wthor/`.
struct Disk {
    folder: PathBuf,
}

impl Disk {
    /// The games imported into `data_dir`.
    fn new(data_dir: &Path) -> Self {
        Disk {
            folder: data_dir.join("wthor"),
        }
    }
}

impl Shelf for Disk {
    fn read(&mut self, stop: &AtomicBool, progress: &mut dyn FnMut(usize, usize)) -> Read {
        if !self.folder.is_dir() {
            return Read::Nothing;
        }
        let files = Files::find(&[&self.folder]);
        match files.read_unless(stop, progress) {
            Some(database) => Read::Games(database, files.fingerprint()),
            None => Read::Stopped,
        }
    }

    fn index(&mut self, database: &Database, fingerprint: u64) -> Index {
        Index::cached(database, fingerprint, &self.folder.with_extension("index"))
    }

    /// Copies the files of the folders and files named (the desktop picks by path).
    fn import(&mut self, picked: Picked) -> Result<Vec<(PathBuf, PathBuf)>, String> {
        let Picked::Paths(paths) = picked else {
            return Err("files are taken by path here, not by name and bytes".to_owned());
        };
        let folder = &self.folder;
        std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        let mut copied = Vec::new();
        for file in files::to_import(&paths)? {
            let Some(name) = file.file_name() else {
                continue;
            };
            let copy = folder.join(name);
            std::fs::copy(&file, &copy).map_err(|e| format!("{}: {e}", file.display()))?;
            copied.push((copy, file));
        }
        Ok(copied)
    }
}
