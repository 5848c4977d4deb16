//! The directory the window remembers things in, and how files there are read and written
//! (on the disk, or in a browser's storage: [`crate::gui::platform::files`]).
//!
//! What is trusted and what is not: every file here may have been edited by hand, replaced by
//! something that is not a file, or be huge. So:
//! - a file is only read if it is a regular file (through any symlinks) of at most
//!   [`MAX_FILE_BYTES`]; a FIFO, a directory or a device is reported and left alone, and nothing
//!   is ever written over it;
//! - a file that cannot be read, parsed or validated is never lost: it is renamed aside to
//!   `NAME.bad` (or `NAME.1.bad`, `NAME.2.bad`, … when earlier ones are there) and the notice
//!   says which name it got;
//! - notices quote at most a short excerpt of whatever was wrong;
//! - writes are atomic: a temporary file with a unique name beside the real one, synced,
//!   renamed over it, and the directory synced; a symlinked file is written through the link,
//!   beside its target, so the link stays a link.

use super::session::{KeptReview, Reviewed, SavedGame, Session};
use super::settings::{LegacyPanels, Seat, Settings};
use crate::gui::i18n::Message;
use crate::gui::platform::files::{self, Unreadable};
use othello_core::{ByPlayer, Game};
use serde::Serialize;
use std::collections::BTreeSet;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// The preferences file's name.
pub const SETTINGS_FILE: &str = "settings.ron";
/// The saved game's file name.
pub const GAME_FILE: &str = "game.ron";
/// The saved tic-tac-toe game's file name.
pub const TICTACTOE_FILE: &str = "tictactoe.ron";
/// The record of results against the computer.
pub const STATS_FILE: &str = "stats.ron";
/// The folder of the reviews kept with games saved to files or opened from them.
pub const REVIEWS_DIR: &str = "reviews";

/// The largest file read. Ours are a few kilobytes; anything past this is not ours, and reading
/// it whole would only stall the start.
pub const MAX_FILE_BYTES: u64 = 1 << 20;

/// The longest reason a notice gives; past it the reason is cut with an ellipsis.
const MAX_REASON_CHARS: usize = 240;

/// A problem with a saved file that the user should hear about, put in words in the language
/// the window speaks when it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice(pub Message);

impl Notice {
    /// A notice of words already put (an error of the system or of a format).
    pub fn plain(text: impl Into<String>) -> Notice {
        Notice(Message::plain(text))
    }
}

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.text())
    }
}

/// A reason in words (a format's or the system's), cut to a readable length.
fn plain_why(why: &str) -> Message {
    Message::plain(excerpt(why.trim(), MAX_REASON_CHARS))
}

/// `text` cut to at most `max` characters, with an ellipsis when something was cut.
pub fn excerpt(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        None => text.to_owned(),
        Some((end, _)) => format!("{}…", &text[..end]),
    }
}

/// The directory the files live in; `None` when the platform has no config directory, in which
/// case nothing is saved.
#[derive(Clone, Debug)]
pub struct Store {
    dir: Option<PathBuf>,
    /// Where larger data lives (the imported game database): the platform's data directory,
    /// or the same directory as the files when one is given.
    data: Option<PathBuf>,
    /// Files found to be something other than a regular file: never written.
    left_alone: Arc<Mutex<BTreeSet<String>>>,
}

impl Store {
    /// A store in `dir` (created on the first write).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        let dir = dir.into();
        Store {
            data: Some(dir.clone()),
            dir: Some(dir),
            left_alone: Arc::default(),
        }
    }

    /// A store that remembers nothing.
    pub fn nowhere() -> Self {
        Store {
            dir: None,
            data: None,
            left_alone: Arc::default(),
        }
    }

    /// The same store with larger data (the imported game database, the own book) in `dir`
    /// instead of beside the files.
    pub fn with_data_dir(self, dir: impl Into<PathBuf>) -> Self {
        Store {
            data: Some(dir.into()),
            ..self
        }
    }

    /// Where larger data lives (the imported game database), if anywhere: the platform's data
    /// directory (`$XDG_DATA_HOME/othello` on Linux), or the store's directory when it was given.
    pub fn data_dir(&self) -> Option<&Path> {
        self.data.as_deref()
    }

    /// The directory, if there is one.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Whether `settings.ron` exists (as anything): a launch without it is the first one.
    pub fn has_settings(&self) -> bool {
        self.path(SETTINGS_FILE).is_some_and(|p| files::exists(&p))
    }

    fn path(&self, name: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(name))
    }

    /// Loads the settings: defaults if there is no file; defaults and a notice if the file is
    /// bad (it is kept aside as `settings.ron.bad` or the next free name).
    pub fn load_settings(&self) -> (Settings, Option<Notice>) {
        match self.load::<Settings>(SETTINGS_FILE, |s| {
            s.options.validate().map_err(|e| e.to_string())?;
            s.tictactoe.validate().map_err(|e| e.to_string())?;
            Ok(())
        }) {
            Ok(Some(mut settings)) => {
                self.fold_legacy_panels(&mut settings);
                (settings, None)
            }
            Ok(None) => (Settings::default(), None),
            Err(notice) => (Settings::default(), Some(notice)),
        }
    }

    /// Reads the panels' visibility from a settings file written before the panels had names
    /// (its own fields for the move list, the book and the analysis); the next save writes it
    /// in the new form.
    fn fold_legacy_panels(&self, settings: &mut Settings) {
        let Some(path) = self.path(SETTINGS_FILE) else {
            return;
        };
        if let Ok(Some(text)) = files::read_checked(&path, MAX_FILE_BYTES)
            && let Ok(legacy) = ron::from_str::<LegacyPanels>(&text)
        {
            legacy.fold_into(&mut settings.panels);
        }
    }

    /// Loads the saved game: `None` if there is none; `None` and a notice if the file is bad
    /// (it is kept aside).
    pub fn load_game(&self) -> (Option<Game>, Option<Notice>) {
        let (saved, notice) = self.load_session(ByPlayer::default());
        (saved.map(|session| session.game().clone()), notice)
    }

    /// [`Store::load_game`], with everything the window knows of the game: its header, where
    /// it came from, its seats (`seats` for a file of an older version, which names none) and
    /// clocks.
    pub fn load_session(&self, seats: ByPlayer<Seat>) -> (Option<Session>, Option<Notice>) {
        let mut game = None;
        let loaded = self.load::<SavedGame>(GAME_FILE, |saved| {
            game = Some(saved.to_session(seats)?);
            Ok(())
        });
        match loaded {
            Ok(_) => (game, None),
            Err(notice) => (None, Some(notice)),
        }
    }

    /// Loads the review kept for `game` (see [`KeptReview`]): `None` if there is none; `None`
    /// and a notice if its file is bad (it is kept aside).
    pub fn load_review(&self, game: &Game) -> (Option<Reviewed>, Option<Notice>) {
        let name = review_file(&KeptReview::key(&game.setup(), &game.line().plies));
        let loaded = self.load::<KeptReview>(&name, |kept| {
            if kept.fits(game) {
                Ok(())
            } else {
                Err("the review is of another game".to_owned())
            }
        });
        match loaded {
            Ok(kept) => (kept.map(|k| k.review), None),
            Err(notice) => (None, Some(notice)),
        }
    }

    /// Loads the saved tic-tac-toe game: `None` if there is none; `None` and a notice if the
    /// file is bad (it is kept aside). The moves are replayed through the rules.
    pub fn load_tictactoe(&self) -> (Option<tictactoe::Match>, Option<Notice>) {
        let mut game = None;
        let loaded = self.load::<tictactoe::Record>(TICTACTOE_FILE, |record| {
            game = Some(record.restore().map_err(|e| e.to_string())?);
            Ok(())
        });
        match loaded {
            Ok(_) => (game, None),
            Err(notice) => (None, Some(notice)),
        }
    }

    /// Loads the record of results: empty if there is none; empty and a notice if the file is
    /// bad (it is kept aside).
    pub fn load_stats(&self) -> (crate::gui::stats::Stats, Option<Notice>) {
        match self.load::<crate::gui::stats::Stats>(STATS_FILE, |s| s.check()) {
            Ok(stats) => (stats.unwrap_or_default(), None),
            Err(notice) => (Default::default(), Some(notice)),
        }
    }

    /// Reads `name`, parses it and checks it with `check`. `Ok(None)` if the file is absent.
    fn load<T: serde::de::DeserializeOwned>(
        &self,
        name: &str,
        check: impl FnOnce(&T) -> Result<(), String>,
    ) -> Result<Option<T>, Notice> {
        let Some(path) = self.path(name) else {
            return Ok(None);
        };
        let text = match files::read_checked(&path, MAX_FILE_BYTES) {
            Ok(Some(text)) => text,
            Ok(None) => return Ok(None),
            Err(Unreadable::NotAFile(kind)) => {
                self.left_alone
                    .lock()
                    .map(|mut s| s.insert(name.to_owned()))
                    .ok();
                return Err(Notice(
                    Message::new("store-not-a-file")
                        .with("path", path.display().to_string())
                        .with("kind", kind_message(kind))
                        .with("name", name),
                ));
            }
            Err(Unreadable::TooLarge(bytes)) => {
                let why = Message::new("store-too-large")
                    .with("kib", bytes / 1024)
                    .with("name", name)
                    .with("max", MAX_FILE_BYTES / 1024);
                return Err(self.set_aside(name, &path, why));
            }
            Err(Unreadable::NotText) => {
                return Err(self.set_aside(name, &path, Message::new("file-not-text")));
            }
            Err(Unreadable::Io(e)) => {
                return Err(self.set_aside(name, &path, plain_why(&e.to_string())));
            }
        };
        let value: T = match ron::from_str(&text) {
            Ok(value) => value,
            Err(e) => return Err(self.set_aside(name, &path, plain_why(&e.to_string()))),
        };
        match check(&value) {
            Ok(()) => Ok(Some(value)),
            Err(why) => Err(self.set_aside(name, &path, plain_why(&why))),
        }
    }

    /// Renames a bad file aside to the first free name of `NAME.bad`, `NAME.1.bad`, … and says
    /// so.
    fn set_aside(&self, name: &str, path: &Path, why: Message) -> Notice {
        match keep_aside(path) {
            Ok(bad) => Notice(
                Message::new("store-kept-as")
                    .with("name", name)
                    .with("why", why)
                    .with("path", bad.display().to_string()),
            ),
            // Nothing there to keep (e.g. the directory is not a directory).
            Err(_) if !files::exists(path) => Notice(
                Message::new("store-unreadable")
                    .with("name", name)
                    .with("why", why),
            ),
            Err(e) => {
                // Writing over it would lose it: leave it alone.
                self.left_alone
                    .lock()
                    .map(|mut s| s.insert(name.to_owned()))
                    .ok();
                Notice(
                    Message::new("store-not-renamed")
                        .with("name", name)
                        .with("why", why)
                        .with("error", e.to_string())
                        .with("path", path.display().to_string()),
                )
            }
        }
    }

    /// Saves the settings.
    ///
    /// # Errors
    /// The I/O error, if the directory or file could not be written.
    pub fn save_settings(&self, settings: &Settings) -> io::Result<()> {
        self.save(SETTINGS_FILE, settings)
    }

    /// Saves the game in progress.
    ///
    /// # Errors
    /// The I/O error, if the directory or file could not be written.
    pub fn save_game(&self, game: &Game) -> io::Result<()> {
        self.save(GAME_FILE, &SavedGame::of(game))
    }

    /// Saves the tic-tac-toe game in progress (its options and moves).
    ///
    /// # Errors
    /// The I/O error, if the directory or file could not be written.
    pub fn save_tictactoe(&self, game: &tictactoe::Match) -> io::Result<()> {
        self.save(TICTACTOE_FILE, &game.record())
    }

    fn save<T: Serialize>(&self, name: &str, value: &T) -> io::Result<()> {
        self.write_text(name, &to_ron(value)?)
    }

    /// Writes `text` as the file `name`, atomically; nothing if there is no directory or the
    /// file was left alone.
    pub(super) fn write_text(&self, name: &str, text: &str) -> io::Result<()> {
        let Some(path) = self.path(name) else {
            return Ok(());
        };
        if self.left_alone.lock().is_ok_and(|s| s.contains(name)) {
            return Ok(());
        }
        if let Some(dir) = path.parent() {
            files::create_dir_all(dir)?;
        }
        write_atomically(&path, with_newline(text).as_bytes())
    }
}

/// The file, in the reviews folder, of the review kept under `key`.
pub fn review_file(key: &str) -> String {
    format!("{REVIEWS_DIR}/{key}.ron")
}

/// `value` as pretty RON.
pub(super) fn to_ron<T: Serialize>(value: &T) -> io::Result<String> {
    ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default()).map_err(io::Error::other)
}

/// Reads a file the person chose (to open a game): a regular file of at most
/// [`MAX_FILE_BYTES`], UTF-8 text. The error says why not, in words.
pub fn read_text(path: &Path) -> Result<String, Message> {
    match files::read_checked(path, MAX_FILE_BYTES) {
        Ok(Some(text)) => Ok(text),
        Ok(None) => Err(Message::new("store-no-such-file")),
        Err(Unreadable::NotAFile(kind)) => {
            Err(Message::new("store-is-not-a-file").with("kind", kind_message(kind)))
        }
        Err(Unreadable::TooLarge(bytes)) => Err(Message::new("store-file-too-large")
            .with("kib", bytes / 1024)
            .with("max", MAX_FILE_BYTES / 1024)),
        Err(Unreadable::NotText) => Err(Message::new("file-not-text")),
        Err(Unreadable::Io(e)) => Err(Message::plain(e.to_string())),
    }
}

/// What a file that is not a regular file is, as a message.
fn kind_message(key: &'static str) -> Message {
    Message::new(key)
}

/// Renames the file at `path` aside, beside it, to the first free name of `NAME.bad`,
/// `NAME.1.bad`, … (`NAME` its file name), so that a file the program cannot read is never
/// written over; the name it now has.
///
/// # Errors
/// When it cannot be renamed (then it must be left alone).
pub fn keep_aside(path: &Path) -> io::Result<PathBuf> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let bad = (0..1000)
        .map(|n| match n {
            0 => path.with_file_name(format!("{name}.bad")),
            n => path.with_file_name(format!("{name}.{n}.bad")),
        })
        .find(|p| !files::exists(p))
        .ok_or_else(|| io::Error::other("too many earlier bad files"))?;
    files::rename(path, &bad)?;
    Ok(bad)
}

mod writer;
pub use files::write_atomically;
pub use writer::Writer;

/// `text` ending in a newline, as a text file does.
pub fn with_newline(text: &str) -> std::borrow::Cow<'_, str> {
    if text.is_empty() || text.ends_with('\n') {
        std::borrow::Cow::Borrowed(text)
    } else {
        std::borrow::Cow::Owned(format!("{text}\n"))
    }
}

#[cfg(test)]
mod tests;
