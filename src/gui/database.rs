//! The game database in the window, off the window's thread: a worker on a [`Background`] owns
//! the games and their index and answers one question at a time, the newest only; the window
//! asks and polls, and never waits. Which files are read, what an import copies and the index's
//! cache are the archive's ([`othello_archive::files`], [`Index::cached`]).
//!
//! Out of the box the worker answers from the summary shipped with the program
//! (`assets/database-summary.bin`: the openings reached in at least 20 games, no games). Once
//! WTHOR files are imported (copied into `DATA/wthor/`), it reads them at its start, with the
//! index cached beside them (`DATA/wthor.index`, rebuilt when the files change), and answers
//! with the games themselves.

use othello_archive::{Answer, Database, Files, Index, Query, Summary, files};
use othello_core::Square;
use othello_engine::Background;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::Receiver;

/// The summary shipped with the program.
const SUMMARY: &[u8] = include_bytes!("../../assets/database-summary.bin");
/// The games listed at once.
pub const PAGE: usize = 50;

/// Which games count.
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, Default, PartialEq)]
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
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Imported {
    /// The game files copied in (`.wtb` and `.zip`).
    pub files: usize,
    /// Each game file that could not be read: its original path, and why.
    pub unreadable: Vec<(String, String)>,
}

enum Request {
    Ask(Query, Filter, usize),
    Import(Vec<PathBuf>),
}

/// What the worker knows, reported whole each time a part of it changes.
#[derive(Clone, Default)]
struct Snapshot {
    status: Status,
    /// Every player's name, once games are read.
    players: Option<Arc<Vec<String>>>,
    /// The newest answer.
    shown: Option<Arc<Shown>>,
}

/// The worker and what it last said.
pub struct Service {
    worker: Background<Snapshot, Request>,
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
    /// Starts the worker on the files imported into `data_dir` (none without one); `wake` is
    /// called each time it has something new.
    pub fn start(data_dir: Option<PathBuf>, wake: impl Fn() + Send + 'static) -> Service {
        let worker = Background::serve(
            move |inbox, stop, report| Worker::new(data_dir.clone(), stop, report).run(inbox),
            wake,
        );
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

    /// Copies `paths` (folders, `.zip` and `.wtb` files) into the database and reads it again.
    pub fn import(&mut self, paths: Vec<PathBuf>) {
        self.worker.send(Request::Import(paths));
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

/// The worker's side, on the thread of its [`Background`].
struct Worker<'a> {
    data_dir: Option<PathBuf>,
    /// Set when the window lets the worker go: a load in progress gives up.
    stop: &'a AtomicBool,
    report: &'a mut dyn FnMut(&Snapshot),
    snapshot: Snapshot,
    summary: Option<Summary>,
    games: Option<(Database, Index)>,
    /// The question last answered, answered again once new games are read.
    asked: Option<(Query, Filter, usize)>,
    /// The game files of the import being read: each copy and the file it was copied from.
    imported: Vec<(PathBuf, PathBuf)>,
}

impl<'a> Worker<'a> {
    fn new(
        data_dir: Option<PathBuf>,
        stop: &'a AtomicBool,
        report: &'a mut dyn FnMut(&Snapshot),
    ) -> Self {
        Worker {
            data_dir,
            stop,
            report,
            snapshot: Snapshot::default(),
            summary: Summary::from_bytes(SUMMARY).ok(),
            games: None,
            asked: None,
            imported: Vec::new(),
        }
    }

    fn say(&mut self, status: Status) {
        self.snapshot.status = status;
        (self.report)(&self.snapshot);
    }

    fn folder(&self) -> Option<PathBuf> {
        self.data_dir.as_ref().map(|d| d.join("wthor"))
    }

    fn run(mut self, inbox: Receiver<Request>) {
        self.load();
        while let Ok(mut request) = inbox.recv() {
            // Only the newest question matters: skip the ones it replaces.
            while let Ok(newer) = inbox.try_recv() {
                match (&request, &newer) {
                    (Request::Import(_), Request::Ask(..)) => {
                        self.handle(newer);
                    }
                    _ => request = newer,
                }
            }
            self.handle(request);
        }
    }

    fn handle(&mut self, request: Request) {
        match request {
            Request::Ask(query, filter, page) => {
                self.asked = Some((query, filter.clone(), page));
                self.snapshot.shown = Some(Arc::new(self.answer(query, filter, page)));
                (self.report)(&self.snapshot);
            }
            Request::Import(paths) => {
                self.say(Status::Importing);
                match self.copy_in(&paths) {
                    Ok(copied) => {
                        self.imported = copied;
                        self.load();
                    }
                    Err(why) => self.say(Status::Failed(why)),
                }
            }
        }
    }

    /// Reads the imported files and their index (from the cache when it is theirs), then
    /// answers the last question again from them.
    fn load(&mut self) {
        let Some(folder) = self.folder().filter(|f| f.is_dir()) else {
            self.say(Status::Summary);
            return;
        };
        let files = Files::find(&[&folder]);
        let stop = self.stop;
        let read = files.read_unless(stop, |done, total| self.say(Status::Reading(done, total)));
        // The window let the worker go while it read.
        let Some(database) = read else {
            return;
        };
        self.say(Status::Indexing);
        let index = Index::cached(
            &database,
            files.fingerprint(),
            &folder.with_extension("index"),
        );
        let mut players: Vec<String> = database
            .names
            .iter()
            .flat_map(|n| n.players.iter().cloned())
            .filter(|n| !n.is_empty() && n != "???")
            .collect();
        players.sort_by_key(|n| n.to_lowercase());
        players.dedup();
        self.snapshot.players = Some(Arc::new(players));
        let problems = database.reports.iter().map(|r| r.to_string()).collect();
        let games = database.games.len();
        let import = self.import_report(&database);
        self.games = Some((database, index));
        self.say(Status::Ready {
            games,
            problems,
            import,
        });
        if let Some((query, filter, page)) = self.asked.clone() {
            self.handle(Request::Ask(query, filter, page));
        }
    }

    /// What the import just read brought, by the names the files were chosen by (once).
    fn import_report(&mut self, database: &Database) -> Option<Imported> {
        let imported = std::mem::take(&mut self.imported);
        let games: Vec<&(PathBuf, PathBuf)> = imported
            .iter()
            .filter(|(copy, _)| files::Kind::of(copy).is_some_and(files::Kind::holds_games))
            .collect();
        if games.is_empty() {
            return None;
        }
        // A report names the copy (or an entry of a copied `.zip`, as `COPY/ENTRY`).
        let unreadable = database
            .skipped()
            .filter_map(|report| {
                let (copy, original) = games
                    .iter()
                    .find(|(copy, _)| report.file.starts_with(copy))?;
                let entry = report
                    .file
                    .strip_prefix(copy)
                    .ok()
                    .filter(|e| !e.as_os_str().is_empty());
                let name = match entry {
                    Some(entry) => original.join(entry),
                    None => original.clone(),
                };
                Some((name.display().to_string(), report.problem.to_string()))
            })
            .collect();
        Some(Imported {
            files: games.len(),
            unreadable,
        })
    }

    /// Copies the files of `paths` into the database's folder: each copy and its original.
    fn copy_in(&self, paths: &[PathBuf]) -> Result<Vec<(PathBuf, PathBuf)>, String> {
        let folder = self
            .folder()
            .ok_or_else(|| "there is no folder to keep the games in".to_owned())?;
        let files = files::to_import(paths)?;
        std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        let mut copied = Vec::new();
        for file in files {
            let Some(name) = file.file_name() else {
                continue;
            };
            let copy = folder.join(name);
            std::fs::copy(&file, &copy).map_err(|e| format!("{}: {e}", file.display()))?;
            copied.push((copy, file));
        }
        Ok(copied)
    }

    fn answer(&self, query: Query, filter: Filter, page: usize) -> Shown {
        let mut shown = Shown {
            query: Some(query),
            filter: filter.clone(),
            page,
            ..Shown::default()
        };
        let Some((database, index)) = &self.games else {
            let answer = self.summary.as_ref().and_then(|s| s.answer(&query));
            shown.summary = Some(answer.is_some());
            shown.answer = answer.unwrap_or_default();
            return shown;
        };
        let player = filter.player.trim().to_lowercase();
        let tournament = filter.tournament.trim().to_lowercase();
        let keep = |g: u32| {
            if filter.is_open() {
                return true;
            }
            let game = &database.games[g as usize];
            (filter.years.0..=filter.years.1).contains(&game.year)
                && (player.is_empty()
                    || database.black(game).to_lowercase().contains(&player)
                    || database.white(game).to_lowercase().contains(&player))
                && (tournament.is_empty()
                    || database
                        .tournament(game)
                        .to_lowercase()
                        .contains(&tournament))
        };
        let hits = index.hits(&query).into_iter().filter(|&(g, _)| keep(g));
        let answer = Answer::from_hits(database, hits);
        let at = ((query.0.black | query.0.white).count_ones() as usize).saturating_sub(4);
        shown.rows = answer
            .games
            .iter()
            .skip(page * PAGE)
            .take(PAGE)
            .map(|&g| {
                let game = &database.games[g as usize];
                Row {
                    year: game.year,
                    tournament: database.tournament(game),
                    black: database.black(game),
                    white: database.white(game),
                    black_discs: game.record.black_discs,
                    moves: game.record.moves.clone(),
                    at,
                }
            })
            .collect();
        shown.answer = answer;
        // The count is in the statistics; the games themselves go only a page at a time.
        shown.answer.games = Vec::new();
        shown
    }
}
