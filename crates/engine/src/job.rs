//! The engine's work described as data ([`Job`]) and what it reports as data ([`Report`]), so
//! that it can run where a closure cannot go: a browser's Web Worker, which shares no memory
//! with the page and is handed a job as text. On the desktop the same jobs run on a thread of
//! their own ([`Background::start_job`](crate::Background::start_job)); a browser registers
//! how it runs them with [`set_runner`].

use crate::analysis::{Analysis, analyze};
use crate::book::BookSet;
use crate::book_build;
use crate::limits::Limits;
use crate::request::Search;
use crate::result::SearchResult;
use crate::review::{Review, review};
use othello_core::{Game, Setup, Square};
use serde::{Deserialize, Serialize};
use std::sync::OnceLock;
use std::sync::atomic::AtomicBool;

/// A game as data: the position it started from, the moves played, and the moves taken back
/// that can be played again (the next one first).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameData {
    setup: Setup,
    moves: Vec<Square>,
    redo: Vec<Square>,
}

impl GameData {
    /// `game` as data.
    pub fn of(game: &Game) -> GameData {
        GameData {
            setup: game.setup(),
            moves: game.moves_played(),
            redo: game.redo_moves(),
        }
    }

    /// The game again, as it was: `None` if the data does not replay (it came from elsewhere).
    pub fn game(&self) -> Option<Game> {
        let mut game = Game::from_setup(&self.setup).ok()?;
        for &square in self.moves.iter().chain(&self.redo) {
            game.play(square).ok()?;
        }
        for _ in &self.redo {
            game.undo()?;
        }
        Some(game)
    }
}

/// A piece of the engine's work.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Job {
    /// A search for the best move ([`Search`]); reports [`Report::Searched`] once.
    Search {
        /// The game.
        game: GameData,
        /// Its limits.
        limits: Limits,
    },
    /// An analysis of the position ([`Analysis::request`]); reports [`Report::Analysis`]
    /// after each iteration.
    Analysis {
        /// The game.
        game: GameData,
        /// Its limits.
        limits: Limits,
        /// How many of the best moves to value.
        count: usize,
    },
    /// A review of the game's line ([`Review::request`]); reports [`Report::Review`] after
    /// each position.
    Review {
        /// The game.
        game: GameData,
        /// Its limits.
        limits: Limits,
    },
    /// Positions laid into a book ([`book_build::lay`]); reports [`Report::Laying`] after each
    /// batch, the grown book in the last.
    LayIntoBook {
        /// The book, as a book file holding it alone ([`BookSet::to_bytes`]).
        book: Vec<u8>,
        /// The positions.
        positions: Vec<GameData>,
        /// How the book grows.
        settings: book_build::Settings,
    },
}

/// What a [`Job`] reports.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Report {
    /// A search's result (none when the game is over).
    Searched(Option<SearchResult>),
    /// An analysis so far.
    Analysis(Analysis),
    /// A review so far.
    Review(Review),
    /// How far laying positions into a book has got.
    Laying(book_build::Laying),
}

impl Job {
    /// Does the job here, giving each report to `report`, until it ends or `cancel` is set. A
    /// job whose game does not replay reports nothing.
    pub fn run(&self, cancel: &AtomicBool, report: &mut dyn FnMut(Report)) {
        match self {
            Job::Search { game, limits } => {
                let Some(game) = game.game() else { return };
                let result = Search::new(&game).limits(*limits).cancel(cancel).run();
                report(Report::Searched(result));
            }
            Job::Analysis {
                game,
                limits,
                count,
            } => {
                let Some(game) = game.game() else { return };
                analyze(&game, limits, *count, cancel, &mut |a| {
                    report(Report::Analysis(a.clone()))
                });
            }
            Job::Review { game, limits } => {
                let Some(game) = game.game() else { return };
                review(&game, limits, cancel, &mut |r| {
                    report(Report::Review(r.clone()))
                });
            }
            Job::LayIntoBook {
                book,
                positions,
                settings,
            } => {
                let Some(base) = BookSet::from_bytes(book)
                    .ok()
                    .and_then(|set| set.books.into_iter().next())
                else {
                    return;
                };
                let games: Vec<Game> = positions.iter().filter_map(GameData::game).collect();
                book_build::lay(&base, &games, *settings, cancel, &mut |l| {
                    report(Report::Laying(l.clone()))
                });
            }
        }
    }
}

/// A job running elsewhere, as a [`Runner`] started it. It is `Send` so that what holds it
/// may be (a runner keeps what cannot be sent on its own side, under a name).
pub trait Remote: Send {
    /// Stops it: no report comes after this.
    fn cancel(&self);
}

/// Starts `job` elsewhere: each report goes to `report`, and `ended` runs once when the job
/// has ended (done, failed, or cancelled).
pub type Runner =
    fn(job: Job, report: Box<dyn FnMut(Report)>, ended: Box<dyn FnOnce()>) -> Box<dyn Remote>;

static RUNNER: OnceLock<Runner> = OnceLock::new();

/// Where there are no threads (a browser tab), how jobs run elsewhere (the page's Web
/// Workers); set once, at the start. Without one, a job runs to its end where it is started.
pub fn set_runner(runner: Runner) {
    let _ = RUNNER.set(runner);
}

/// The runner set, if any.
pub(crate) fn runner() -> Option<Runner> {
    RUNNER.get().copied()
}
