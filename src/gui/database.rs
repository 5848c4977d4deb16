//! The game database in the window, off the window's thread: a worker owns the games and
//! their index and answers one question at a time; the window asks and polls, and never
//! waits. The worker ([`worker`]) is the same everywhere; where it runs is the platform's
//! ([`platform::database`]): a thread on the desktop, a Web Worker of its own in a browser.
//! Where the imported files are kept is its [`shelf`]: a folder beside the settings, or the
//! browser's private storage.
//!
//! Out of the box the worker answers from the summary shipped with the program
//! (`assets/database-summary.bin`: the openings reached in at least 20 games, no games). Once
//! WTHOR files are imported, it reads them at its start, with their index cached beside them
//! (rebuilt when the files change), and answers with the games themselves.

pub mod shelf;
pub mod worker;

use crate::gui::platform;
use othello_archive::{Answer, Query};
use othello_core::Square;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;
use std::sync::Arc;

/// The games listed at once.
pub const PAGE: usize = 50;

/// Which games count.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Filter {
    /// Part of Black's or White's name (any case).
    pub player: String,
    /// Part of the tournament's name (any case).
    pub tournament: String,
    /// The first and last year.
    pub years: (u16, u16),
}

impl Default for Filter {
    /// Every game.
    fn default() -> Self {
        Filter {
            player: String::new(),
            tournament: String::new(),
            years: (0, u16::MAX),
        }
    }
}

impl Filter {
    /// Whether every game counts.
    pub fn is_open(&self) -> bool {
        self.player.trim().is_empty()
            && self.tournament.trim().is_empty()
            && self.years.0 <= 1900
            && self.years.1 >= 9999
    }
}

/// One game of the list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    /// The year of the game.
    pub year: u16,
    /// The tournament's name.
    pub tournament: String,
    /// Black's name.
    pub black: String,
    /// White's name.
    pub white: String,
    /// Black's discs at the end.
    pub black_discs: u8,
    /// The moves of the game.
    pub moves: Vec<Square>,
    /// How many of them lead to the position asked about.
    pub at: usize,
}

/// What the database says of a position, as the panel shows it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Shown {
    /// The position asked about.
    pub query: Option<Query>,
    /// The filter it was asked with.
    pub filter: Filter,
    /// The statistics.
    pub answer: Answer,
    /// The page of games shown, from 0.
    pub page: usize,
    /// The games of that page, newest first.
    pub rows: Vec<Row>,
    /// Whether the answer comes from the summary (no games), and the summary knew the position.
    pub summary: Option<bool>,
}

/// What the worker is doing.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// Not started.
    #[default]
    Idle,
    /// Answering from the summary: no games imported.
    Summary,
    /// Reading the imported files: this many of so many.
    Reading(usize, usize),
    /// Indexing the games read.
    Indexing,
    /// Copying files in.
    Importing,
    /// The games are here.
    Ready {
        /// How many.
        games: usize,
        /// What went wrong with some files, in words.
        problems: Vec<String>,
        /// What the last import brought, said once, after it.
        import: Option<Imported>,
    },
    /// The import failed, in words (the games before it stay).
    Failed(String),
}

/// What an import brought: how many game files it copied in and which of them could not be
/// read, by the name the person chose them by, with why (the others are read).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Imported {
    /// The game files copied in (`.wtb` and `.zip`).
    pub files: usize,
    /// Each game file that could not be read: its original path, and why.
    pub unreadable: Vec<(String, String)>,
}

/// The files an import takes: paths of folders, `.zip` and `.wtb` files (the desktop), or the
/// files a browser's picker handed over, by name with their bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    /// Folders and files, copied in.
    Paths(Vec<PathBuf>),
    /// Files by name, with their bytes.
    Files(Vec<(String, Vec<u8>)>),
}

/// What the window asks the worker.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// What the games say of a position, with a filter, and which page of them.
    Ask(Query, Filter, usize),
    /// Import these files and read the database again.
    Import(Picked),
}

/// What the worker knows, reported whole each time a part of it changes.
#[derive(Clone, Default)]
pub struct Snapshot {
    /// What it is doing.
    pub status: Status,
    /// Every player's name, once games are read.
    pub players: Option<Arc<Vec<String>>>,
    /// The newest answer.
    pub shown: Option<Arc<Shown>>,
}

/// The window's end of the worker, wherever it runs.
pub trait Link {
    /// Hands the worker a request.
    fn send(&self, request: Request);
    /// Counts the worker's reports, so that new ones are told from old.
    fn version(&self) -> u64;
    /// What the worker last reported.
    fn latest(&self) -> Option<Snapshot>;
}

/// The worker and what it last said.
pub struct Service {
    worker: Box<dyn Link>,
    /// The version of the worker's report last taken.
    seen: u64,
    /// What it is doing.
    pub status: Status,
    /// Every player's name, for completion (once games are read).
    pub players: Vec<String>,
    /// The newest answer.
    pub shown: Option<Shown>,
    /// The question last asked, so that the same one is not asked twice in a row.
    asked: Option<(Query, Filter, usize)>,
    /// The players and the answer last taken, so that they are copied out only when new.
    taken: (Option<Arc<Vec<String>>>, Option<Arc<Shown>>),
}

impl Service {
    /// Starts the worker on the files imported into `data_dir` (none without one; a browser
    /// keeps them in its own storage); `wake` is called each time it has something new.
    pub fn start(data_dir: Option<PathBuf>, wake: impl Fn() + Send + 'static) -> Service {
        let worker = platform::database(data_dir, Box::new(wake));
        Service {
            worker,
            seen: 0,
            status: Status::Idle,
            players: Vec::new(),
            shown: None,
            asked: None,
            taken: (None, None),
        }
    }

    /// Asks about `query` with `filter`, the games of page `page`; the answer comes through
    /// [`Service::poll`].
    pub fn ask(&mut self, query: Query, filter: &Filter, page: usize) {
        let asked = (query, filter.clone(), page);
        if self.asked.as_ref() == Some(&asked) {
            return;
        }
        self.asked = Some(asked);
        self.worker.send(Request::Ask(query, filter.clone(), page));
    }

    /// Copies the files `picked` (folders, `.zip` and `.wtb` files) into the database and
    /// reads it again.
    pub fn import(&mut self, picked: Picked) {
        self.worker.send(Request::Import(picked));
    }

    /// Takes what the worker has said since the last poll; true if anything changed.
    pub fn poll(&mut self) -> bool {
        let version = self.worker.version();
        if version == self.seen {
            return false;
        }
        self.seen = version;
        let Some(snapshot) = self.worker.latest() else {
            return false;
        };
        self.status = snapshot.status;
        if let Some(players) = snapshot.players
            && !self
                .taken
                .0
                .as_ref()
                .is_some_and(|p| Arc::ptr_eq(p, &players))
        {
            self.players = players.as_ref().clone();
            self.taken.0 = Some(players);
        }
        if let Some(shown) = snapshot.shown
            && !self
                .taken
                .1
                .as_ref()
                .is_some_and(|s| Arc::ptr_eq(s, &shown))
        {
            self.shown = Some(shown.as_ref().clone());
            self.taken.1 = Some(shown);
        }
        true
    }
}

/// A worker on a thread of its own (see [`worker::Worker::run`]).
impl Link for othello_engine::Background<Snapshot, Request> {
    fn send(&self, request: Request) {
        othello_engine::Background::send(self, request);
    }

    fn version(&self) -> u64 {
        othello_engine::Background::version(self)
    }

    fn latest(&self) -> Option<Snapshot> {
        othello_engine::Background::latest(self)
    }
}

#[cfg(test)]
mod tests;
