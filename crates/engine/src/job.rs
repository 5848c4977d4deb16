//! The engine's work described as data ([`Job`]) and what it reports as data ([`Report`]), so
//! that it can run where a closure cannot go: a browser's Web Worker, which shares no memory
//! with the page and is handed a job as text. On the desktop the same jobs run on a thread of
//! their own ([`Background::start_job`](crate::Background::start_job)); a browser registers
//! how it runs them with [`set_runner`].

use crate::analysis::{Analysis, AnalysisRequest, analyze};
use crate::background::Background;
use crate::limits::Limits;
use crate::request::Search;
use crate::result::SearchResult;
use crate::review::{Review, ReviewRequest, review};
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

impl AnalysisRequest<'_> {
    /// Analyses a copy of the game on a thread of its own, for callers that must not block (a
    /// window). `notify` runs on that thread after each new set of values and when the
    /// analysis ends (a window asks for a repaint there). A cancel flag or report set on the
    /// request is not used: the [`Analyst`] is stopped by [`Background::cancel`] or by
    /// dropping it, and gives its newest values with [`Background::latest`].
    ///
    /// ```
    /// use othello_core::{Game, Options};
    /// use othello_engine::{Analysis, Limits};
    ///
    /// let game = Game::new(Options { rows: 4, cols: 4, ..Options::default() }).unwrap();
    /// let analyst = Analysis::request(&game)
    ///     .limits(Limits { depth: 2, exact_empties: 0, ..Limits::default() })
    ///     .start(|| {});
    /// while !analyst.is_finished() {
    ///     std::thread::sleep(std::time::Duration::from_millis(1));
    /// }
    /// let values = analyst.latest().unwrap();
    /// assert_eq!((values.depth, values.moves.len()), (2, 4));
    /// ```
    pub fn start(self, notify: impl Fn() + Send + 'static) -> Analyst {
        let job = Job::Analysis {
            game: GameData::of(self.game),
            limits: self.limits,
            count: self.count,
        };
        Background::start_job(
            job,
            |report| match report {
                Report::Analysis(analysis) => Some(analysis),
                _ => None,
            },
            notify,
        )
    }
}

impl ReviewRequest<'_> {
    /// Reviews a copy of the game on a thread of its own; `notify` runs on that thread after
    /// each position and when the review ends. A cancel flag or report set on the request is
    /// not used: the [`Reviewer`] is stopped by [`Background::cancel`] or by dropping it, and
    /// gives what it has found with [`Background::latest`].
    ///
    /// ```
    /// use othello_core::{Game, Options};
    /// use othello_engine::{Limits, Review};
    ///
    /// let mut game = Game::new(Options { rows: 4, cols: 4, ..Options::default() }).unwrap();
    /// let first = game.moves().iter().next().unwrap();
    /// game.play(first).unwrap();
    /// let reviewer = Review::request(&game)
    ///     .limits(Limits { depth: 2, ..Limits::default() })
    ///     .start(|| {});
    /// while !reviewer.is_finished() {
    ///     std::thread::sleep(std::time::Duration::from_millis(1));
    /// }
    /// assert_eq!(reviewer.latest().unwrap().done, 1);
    /// ```
    pub fn start(self, notify: impl Fn() + Send + 'static) -> Reviewer {
        let job = Job::Review {
            game: GameData::of(self.game),
            limits: self.limits,
        };
        Background::start_job(
            job,
            |report| match report {
                Report::Review(review) => Some(review),
                _ => None,
            },
            notify,
        )
    }
}

/// An analysis running on its own thread, for callers that must not block (the window):
/// [`Background::latest`] gives the newest values (after each completed iteration), and
/// dropping it stops the search within a few milliseconds. Started by
/// [`AnalysisRequest::start`].
pub type Analyst = Background<Analysis>;

/// A review running on its own thread (see [`Background`]), started by
/// [`ReviewRequest::start`].
pub type Reviewer = Background<Review>;
