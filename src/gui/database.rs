//! The game database in the window, off the window's thread: a worker owns the games and their
//! index and answers one question at a time, the newest only; the window asks and polls, and
//! never waits.
//!
//! Out of the box the worker answers from the summary shipped with the program
//! (`assets/database-summary.bin`: the openings reached in at least 20 games, no games). Once
//! WTHOR files are imported (copied into `DATA/wthor/`), it reads them at its start, with the
//! index cached beside them (`DATA/wthor.index`, rebuilt when the files change), and answers
//! with the games themselves.

use othello_archive::{Answer, Database, Index, Query, Summary, fingerprint};
use othello_core::Square;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};

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
    },
    /// The import failed, in words (the games before it stay).
    Failed(String),
}

enum Request {
    Ask(Query, Filter, usize),
    Import(Vec<PathBuf>),
}

enum Reply {
    Status(Status),
    Players(Vec<String>),
    Shown(Box<Shown>),
}

/// The worker and what it last said.
pub struct Service {
    requests: Sender<Request>,
    replies: Receiver<Reply>,
    /// What it is doing.
    pub status: Status,
    /// Every player's name, for completion (once games are read).
    pub players: Vec<String>,
    /// The newest answer.
    pub shown: Option<Shown>,
    /// The question last asked, so that it is asked again once the games are read.
    asked: Option<(Query, Filter, usize)>,
}

impl Service {
    /// Starts the worker on the files imported into `data_dir` (none without one); `wake` is
    /// called each time it has something new.
    pub fn start(data_dir: Option<PathBuf>, wake: impl Fn() + Send + 'static) -> Service {
        let (requests, inbox) = mpsc::channel();
        let (outbox, replies) = mpsc::channel();
        std::thread::Builder::new()
            .name("database".into())
            .spawn(move || Worker::new(data_dir, outbox, wake).run(inbox))
            .expect("a thread for the game database");
        Service {
            requests,
            replies,
            status: Status::Idle,
            players: Vec::new(),
            shown: None,
            asked: None,
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
        let _ = self
            .requests
            .send(Request::Ask(query, filter.clone(), page));
    }

    /// Copies `paths` (folders, `.zip` and `.wtb` files) into the database and reads it again.
    pub fn import(&mut self, paths: Vec<PathBuf>) {
        let _ = self.requests.send(Request::Import(paths));
    }

    /// Takes what the worker has said since the last poll; true if anything changed.
    pub fn poll(&mut self) -> bool {
        let mut changed = false;
        loop {
            match self.replies.try_recv() {
                Ok(Reply::Status(status)) => {
                    // Once the games are read, the last question is asked of them.
                    if matches!(status, Status::Ready { .. })
                        && let Some((query, filter, page)) = self.asked.clone()
                    {
                        let _ = self.requests.send(Request::Ask(query, filter, page));
                    }
                    self.status = status;
                }
                Ok(Reply::Players(players)) => self.players = players,
                Ok(Reply::Shown(shown)) => self.shown = Some(*shown),
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => return changed,
            }
            changed = true;
        }
    }
}

/// The worker's side.
struct Worker<W> {
    data_dir: Option<PathBuf>,
    outbox: Sender<Reply>,
    wake: W,
    summary: Option<Summary>,
    games: Option<(Database, Index)>,
}

impl<W: Fn()> Worker<W> {
    fn new(data_dir: Option<PathBuf>, outbox: Sender<Reply>, wake: W) -> Self {
        Worker {
            data_dir,
            outbox,
            wake,
            summary: Summary::from_bytes(SUMMARY).ok(),
            games: None,
        }
    }

    fn say(&self, reply: Reply) {
        let _ = self.outbox.send(reply);
        (self.wake)();
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
                let shown = self.answer(query, filter, page);
                self.say(Reply::Shown(Box::new(shown)));
            }
            Request::Import(paths) => {
                self.say(Reply::Status(Status::Importing));
                match self.copy_in(&paths) {
                    Ok(()) => self.load(),
                    Err(why) => self.say(Reply::Status(Status::Failed(why))),
                }
            }
        }
    }

    /// Reads the imported files and their index (from the cache when it is theirs).
    fn load(&mut self) {
        let Some(folder) = self.folder().filter(|f| f.is_dir()) else {
            self.say(Reply::Status(Status::Summary));
            return;
        };
        let mut paths: Vec<PathBuf> = std::fs::read_dir(&folder)
            .map(|d| d.flatten().map(|e| e.path()).collect())
            .unwrap_or_default();
        paths.retain(|p| {
            let ext = p.extension().and_then(|e| e.to_str()).unwrap_or("");
            ext.eq_ignore_ascii_case("wtb") || ext.eq_ignore_ascii_case("zip")
        });
        paths.sort();
        let mut database = Database::default();
        for (i, path) in paths.iter().enumerate() {
            self.say(Reply::Status(Status::Reading(i, paths.len())));
            database.add(path);
        }
        self.say(Reply::Status(Status::Indexing));
        let print = fingerprint(&[&folder]);
        let cache = folder.with_extension("index");
        let index = std::fs::read(&cache)
            .ok()
            .and_then(|bytes| Index::from_bytes(&bytes).ok())
            .filter(|index| index.fingerprint() == print)
            .unwrap_or_else(|| {
                let index = Index::build(&database, print);
                save_atomically(&cache, &index.to_bytes());
                index
            });
        let mut players: Vec<String> = database
            .names
            .iter()
            .flat_map(|n| n.players.iter().cloned())
            .filter(|n| !n.is_empty() && n != "???")
            .collect();
        players.sort_by_key(|n| n.to_lowercase());
        players.dedup();
        self.say(Reply::Players(players));
        let problems = database.reports.iter().map(|r| r.to_string()).collect();
        let games = database.games.len();
        self.games = Some((database, index));
        self.say(Reply::Status(Status::Ready { games, problems }));
    }

    /// Copies the files of `paths` into the database's folder.
    fn copy_in(&self, paths: &[PathBuf]) -> Result<(), String> {
        let folder = self
            .folder()
            .ok_or_else(|| "there is no folder to keep the games in".to_owned())?;
        std::fs::create_dir_all(&folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        let wanted = |p: &Path| {
            let ext = p.extension().and_then(|e| e.to_str()).unwrap_or("");
            ["wtb", "zip", "jou", "trn"]
                .iter()
                .any(|w| ext.eq_ignore_ascii_case(w))
        };
        let mut files = Vec::new();
        for path in paths {
            if path.is_dir() {
                let listed =
                    std::fs::read_dir(path).map_err(|e| format!("{}: {e}", path.display()))?;
                files.extend(listed.flatten().map(|e| e.path()).filter(|p| wanted(p)));
            } else if path.is_file() && wanted(path) {
                files.push(path.clone());
                // A game file's names come with it.
                if let Some(dir) = path.parent()
                    && let Ok(listed) = std::fs::read_dir(dir)
                {
                    files.extend(listed.flatten().map(|e| e.path()).filter(|p| {
                        let ext = p.extension().and_then(|e| e.to_str()).unwrap_or("");
                        ext.eq_ignore_ascii_case("jou") || ext.eq_ignore_ascii_case("trn")
                    }));
                }
            } else {
                return Err(format!(
                    "{}: not a folder, a .zip file or a .wtb file",
                    path.display()
                ));
            }
        }
        if !files.iter().any(|f| {
            let ext = f.extension().and_then(|e| e.to_str()).unwrap_or("");
            ext.eq_ignore_ascii_case("wtb") || ext.eq_ignore_ascii_case("zip")
        }) {
            return Err("no .wtb or .zip game files there".to_owned());
        }
        for file in files {
            let Some(name) = file.file_name() else {
                continue;
            };
            std::fs::copy(&file, folder.join(name))
                .map_err(|e| format!("{}: {e}", file.display()))?;
        }
        Ok(())
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

/// Writes `bytes` to `path` through a temporary file, so that a cache is whole or absent.
fn save_atomically(path: &Path, bytes: &[u8]) {
    let temp = path.with_extension("index.part");
    if std::fs::write(&temp, bytes).is_ok() {
        let _ = std::fs::rename(&temp, path);
    }
}
