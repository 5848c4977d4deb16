//! The database's worker: it reads the imported games from its [`Shelf`] and indexes them,
//! answers the window's questions from them (or from the summary shipped with the program
//! while none are imported), and takes imports in. The same on every platform; where it runs
//! is the platform's.

use super::shelf::{Read, Shelf};
use super::{Filter, Imported, PAGE, Request, Row, Shown, Snapshot, Status};
use othello_archive::{Answer, Database, Index, Query, Summary, files};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc::Receiver;

/// The summary shipped with the program.
const SUMMARY: &[u8] = include_bytes!("../../../assets/database-summary.bin");

/// The worker's state.
pub struct Worker<'a> {
    shelf: Box<dyn Shelf + 'a>,
    /// Set when the window lets the worker go: a load in progress gives up.
    stop: Arc<AtomicBool>,
    report: Box<dyn FnMut(&Snapshot) + 'a>,
    snapshot: Snapshot,
    summary: Option<Summary>,
    games: Option<(Database, Index)>,
    /// The question last answered, answered again once new games are read.
    asked: Option<(Query, Filter, usize)>,
    /// The game files of the import being read: each copy and the file it was copied from.
    imported: Vec<(PathBuf, PathBuf)>,
}

impl<'a> Worker<'a> {
    /// A worker on the files of `shelf`, giving up a load once `stop` is set, telling what it
    /// knows to `report`.
    pub fn new(
        shelf: Box<dyn Shelf + 'a>,
        stop: Arc<AtomicBool>,
        report: Box<dyn FnMut(&Snapshot) + 'a>,
    ) -> Self {
        Worker {
            shelf,
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

    /// Where there is a thread for it: reads the games, then answers what comes from `inbox`
    /// until it closes, the newest question only.
    pub fn run(mut self, inbox: Receiver<Request>) {
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

    /// Answers one request.
    pub fn handle(&mut self, request: Request) {
        match request {
            Request::Ask(query, filter, page) => {
                self.asked = Some((query, filter.clone(), page));
                self.snapshot.shown = Some(Arc::new(self.answer(query, filter, page)));
                (self.report)(&self.snapshot);
            }
            Request::Import(picked) => {
                self.say(Status::Importing);
                match self.shelf.import(picked) {
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
    pub fn load(&mut self) {
        let stop = Arc::clone(&self.stop);
        let report = &mut self.report;
        let snapshot = &mut self.snapshot;
        let read = self.shelf.read(&stop, &mut |done, total| {
            snapshot.status = Status::Reading(done, total);
            report(snapshot);
        });
        let (database, fingerprint) = match read {
            Read::Nothing => return self.say(Status::Summary),
            // The window let the worker go while it read.
            Read::Stopped => return,
            Read::Games(database, fingerprint) => (database, fingerprint),
        };
        self.say(Status::Indexing);
        let index = self.shelf.index(&database, fingerprint);
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
