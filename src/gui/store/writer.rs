//! Saving off the window's thread.

use super::{GAME_FILE, SETTINGS_FILE, STATS_FILE, Store, TICTACTOE_FILE, to_ron};
use crate::gui::i18n::t;
use crate::gui::platform;
use crate::gui::session::{SavedGame, Session};
use crate::gui::settings::Settings;
use othello_core::Game;
use othello_core::notation::ggf;
use othello_engine::Background;
use serde::Serialize;
use std::sync::{Arc, Condvar, Mutex};

/// Saves files on a thread of its own, so that a save never holds up a frame: a request only
/// turns the value into text (or hands over bytes: the own book) and hands it over. Where
/// there are no threads (a browser tab, whose storage takes a text at once) each request is
/// written before it returns. The newest text of each file wins (a file asked for twice before
/// the thread gets to it is written once); every write is atomic and synced.
/// [`Writer::flush`] waits until everything asked for is on disk, as the window does before it
/// closes; a process killed outright loses at most the last request or so.
pub struct Writer {
    store: Store,
    shared: Arc<Shared>,
    /// The writing thread (dropped last, which waits for it: [`Writer`]'s drop first tells
    /// it to close); none where the platform has no threads.
    thread: Option<Background<()>>,
}

/// What the window's thread and the writing thread share.
#[derive(Default)]
struct Shared {
    state: Mutex<Pending>,
    changed: Condvar,
    /// Held by the writing thread while it writes (tests hold it to stop the writer).
    gate: Mutex<()>,
}

/// Where a text goes: a file of the store's directory, a file the person chose, or a file of
/// the program's own in its data folder (the own book).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Target {
    Named(String),
    Path(std::path::PathBuf),
    Data(std::path::PathBuf),
}

/// What is to be written to a file.
#[derive(Clone, Debug)]
enum Job {
    /// This text, in place of the file's.
    Whole(String),
    /// These bytes, in place of the file's.
    Bytes(Vec<u8>),
    /// One game put into a GGF archive that held `games` games when it was read, the rest of
    /// the file kept as it is on disk when the write comes (see [`ggf::splice`]).
    Splice {
        games: usize,
        place: ggf::Place,
        game: String,
    },
}

/// The files waiting to be written, and what became of the last writes.
#[derive(Default)]
struct Pending {
    texts: std::collections::BTreeMap<Target, Job>,
    writing: bool,
    closing: bool,
    failures: Vec<(Target, String)>,
}

impl Writer {
    /// A writer for `store`'s directory, with its thread started.
    pub fn new(store: Store) -> Self {
        let shared = Arc::new(Shared::default());
        let thread = platform::THREADS.then(|| {
            let (store, shared) = (store.clone(), shared.clone());
            Background::start(move |_, _| write_loop(&store, &shared), || {})
        });
        Writer {
            store,
            shared,
            thread,
        }
    }

    /// The store written to.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Asks for the settings to be saved.
    pub fn save_settings(&self, settings: &Settings) {
        self.submit(SETTINGS_FILE, settings);
    }

    /// Asks for the Othello game to be saved.
    pub fn save_game(&self, game: &Game) {
        self.submit(GAME_FILE, &SavedGame::of(game));
    }

    /// Asks for the Othello session (the game, its header, seats and clocks) to be saved.
    pub fn save_session(&self, session: &Session) {
        self.submit(GAME_FILE, &SavedGame::of_session(session));
    }

    /// Asks for a game's review to be kept in the reviews folder, where opening the game
    /// again finds it.
    pub fn save_review(&self, kept: &crate::gui::session::KeptReview) {
        let key = crate::gui::session::KeptReview::key(&kept.setup, &kept.review.line);
        self.submit(&super::review_file(&key), kept);
    }

    /// Asks for the tic-tac-toe game to be saved.
    pub fn save_tictactoe(&self, game: &tictactoe::Match) {
        self.submit(TICTACTOE_FILE, &game.record());
    }

    /// Asks for the record of results to be saved.
    pub fn save_stats(&self, stats: &crate::gui::stats::Stats) {
        self.submit(STATS_FILE, stats);
    }

    /// Asks for `text` to be written to `path` (a game file the person chose), atomically and
    /// through a symlink as the saved files are.
    pub fn save_file(&self, path: &std::path::Path, text: String) {
        self.queue(Target::Path(path.to_path_buf()), Job::Whole(text));
    }

    /// Asks for `bytes` to be written to `path`, a file of the program's own in its data
    /// folder (made if need be), atomically.
    pub fn save_data(&self, path: &std::path::Path, bytes: Vec<u8>) {
        self.queue(Target::Data(path.to_path_buf()), Job::Bytes(bytes));
    }

    /// Asks for the GGF game `game` to be put into the archive at `path` at `place` (in place
    /// of one of its games, or after them), keeping every other byte of the file. The archive
    /// is read again when the write comes: if it no longer holds the `games` games it held,
    /// nothing is written and the failure says why.
    pub fn save_into_archive(
        &self,
        path: &std::path::Path,
        games: usize,
        place: ggf::Place,
        game: String,
    ) {
        let job = Job::Splice { games, place, game };
        self.queue(Target::Path(path.to_path_buf()), job);
    }

    fn submit<T: Serialize>(&self, name: &str, value: &T) {
        match to_ron(value) {
            Ok(text) => self.queue(Target::Named(name.to_owned()), Job::Whole(text)),
            Err(e) => self.fail((Target::Named(name.to_owned()), e.to_string())),
        }
    }

    fn queue(&self, target: Target, job: Job) {
        if let Ok(mut pending) = self.shared.state.lock() {
            pending.texts.insert(target, job);
            self.shared.changed.notify_all();
        }
        if self.thread.is_none() {
            let texts = self
                .shared
                .state
                .lock()
                .map(|mut p| std::mem::take(&mut p.texts))
                .unwrap_or_default();
            write_all(&self.store, &self.shared, texts);
        }
    }

    fn fail(&self, why: (Target, String)) {
        if let Ok(mut pending) = self.shared.state.lock() {
            pending.failures.push(why);
        }
    }

    /// Waits until every file asked for has been written (or has failed).
    pub fn flush(&self) {
        let Ok(mut pending) = self.shared.state.lock() else {
            return;
        };
        while !pending.texts.is_empty() || pending.writing {
            match self.shared.changed.wait(pending) {
                Ok(guard) => pending = guard,
                Err(_) => return,
            }
        }
    }

    /// Holds the writing thread back until the guard is dropped (for tests).
    #[cfg(test)]
    pub(super) fn hold(&self) -> std::sync::MutexGuard<'_, ()> {
        self.shared.gate.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The writes that failed since the last call, in words (in the language of the thread
    /// that asks: the writing thread speaks none).
    pub fn failures(&self) -> Vec<String> {
        self.shared
            .state
            .lock()
            .map(|mut p| std::mem::take(&mut p.failures))
            .unwrap_or_default()
            .iter()
            .map(|(target, error)| save_failure(target, error))
            .collect()
    }
}

impl Drop for Writer {
    fn drop(&mut self) {
        self.flush();
        if let Ok(mut pending) = self.shared.state.lock() {
            pending.closing = true;
            self.shared.changed.notify_all();
        }
    }
}

/// A failed save in words: "The game could not be saved (game.ron: Not a directory)".
fn save_failure(target: &Target, error: &str) -> String {
    let name = match target {
        Target::Named(name) => name.as_str(),
        Target::Path(path) | Target::Data(path) => {
            return t!(
                "save-file-failed",
                path = path.display().to_string(),
                why = error
            );
        }
    };
    let what = match name {
        SETTINGS_FILE => t!("save-what-settings"),
        GAME_FILE => t!("save-what-game"),
        TICTACTOE_FILE => t!("save-what-tictactoe"),
        STATS_FILE => t!("save-what-stats"),
        _ => name.to_owned(),
    };
    t!("save-failed", what = what, name = name, why = error)
}

/// Carries out one write; the failure's cause in words.
fn write(store: &Store, target: &Target, job: &Job) -> Result<(), String> {
    use crate::gui::platform::files;
    // A whole text is a text file: it ends in a newline. A spliced archive keeps its own
    // bytes, its end included.
    let text = match (job, target) {
        (Job::Whole(text), _) => super::with_newline(text).into_owned(),
        (Job::Bytes(bytes), Target::Data(path)) => {
            let folder = path.parent().unwrap_or(std::path::Path::new(""));
            return files::create_dir_all(folder)
                .and_then(|()| files::write_atomically(path, bytes))
                .map_err(|e| e.to_string());
        }
        (Job::Splice { games, place, game }, Target::Path(path)) => {
            let old = super::read_text(path).map_err(|why| why.text())?;
            ggf::splice(&old, *games, *place, game).map_err(|e| e.to_string())?
        }
        // Only the own book's bytes go to a data file, and only a chosen file is an archive.
        (Job::Bytes(_) | Job::Splice { .. }, target) => {
            return Err(format!("{target:?} does not take this write"));
        }
    };
    match target {
        Target::Named(name) => store.write_text(name, &text),
        Target::Path(path) => files::save_chosen(path, text.as_bytes()),
        Target::Data(path) => files::write_atomically(path, text.as_bytes()),
    }
    .map_err(|e| e.to_string())
}

/// The writing thread: waits for texts, writes the newest of each, says when it is idle.
fn write_loop(store: &Store, shared: &Shared) {
    loop {
        let texts = {
            let Ok(mut pending) = shared.state.lock() else {
                return;
            };
            while pending.texts.is_empty() && !pending.closing {
                match shared.changed.wait(pending) {
                    Ok(guard) => pending = guard,
                    Err(_) => return,
                }
            }
            if pending.texts.is_empty() {
                return;
            }
            pending.writing = true;
            std::mem::take(&mut pending.texts)
        };
        if !write_all(store, shared, texts) {
            return;
        }
    }
}

/// Writes `texts`, then says the writer is idle and keeps the failures; false if the shared
/// state is lost (a panic while it was held).
fn write_all(
    store: &Store,
    shared: &Shared,
    texts: std::collections::BTreeMap<Target, Job>,
) -> bool {
    let failures: Vec<(Target, String)> = {
        let _gate = shared.gate.lock();
        texts
            .iter()
            .filter_map(|(target, text)| {
                write(store, target, text)
                    .err()
                    .map(|why| (target.clone(), why))
            })
            .collect()
    };
    let Ok(mut pending) = shared.state.lock() else {
        return false;
    };
    pending.writing = false;
    pending.failures.extend(failures);
    shared.changed.notify_all();
    true
}
