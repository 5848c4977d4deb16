//! Analyses and reviews started in the background: a request's `start` makes its [`Job`] and
//! hands it to [`Background::start_job`], which runs it on a thread (or, in a browser, where
//! the page's runner sends it).

use crate::analysis::{Analysis, AnalysisRequest};
use crate::background::Background;
use crate::job::{GameData, Job, Report};
use crate::review::{Review, ReviewRequest};

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
