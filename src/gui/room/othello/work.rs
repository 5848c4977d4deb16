//! The work done on the game off the window's thread: the computer's move, the hint, the
//! analysis of the position on the board and the review of the game, each on the engine's
//! [`Background`](othello_engine::Background) (through [`othello_engine::Thinker`],
//! [`othello_engine::Analyst`] and [`othello_engine::Reviewer`]), and what the engine has said of
//! the game's positions. Each frame the room takes one [`Snapshot`] of what the work knows
//! about the position on the board; the panels read it through the scene.
//!
//! - `work/players.rs` — the computer's move and the hint.
//! - `work/analysis.rs` — the analysis of the position on the board.
//! - `work/review.rs` — Game → Analyze game.

mod analysis;
mod players;
pub mod review;

pub use analysis::{book_progress, selective};

use super::evaluations::Evaluations;
use super::shown::{self, ShownValue};
use crate::gui::computer::Computer;
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::own_book::{self, Growing, Growth};
use crate::gui::session::Reviewed;
use analysis::Values;
use othello_core::{Game, Player, Square};
use othello_engine::book::BookMove;
use othello_engine::{Analysis, GameTables, MoveReview, MoveValue, Review};
use players::Hint;
use review::Run;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The searches running for the game, and what they have found.
#[derive(Default)]
pub struct Work {
    /// The computer choosing its move for the side to move after these moves.
    pub(super) computer: Option<Computer<(Player, Vec<Square>)>>,
    /// The hash tables Expert keeps from one of its moves to the next (made at its first).
    pub(super) tables: Option<Arc<Mutex<GameTables>>>,
    /// A hint being looked for, or shown.
    pub(super) hint: Option<Hint>,
    /// The engine's values on the moves (the panels that need the analysis).
    pub(super) values: Option<Values>,
    /// The review of the game's line (Game → Analyze game).
    pub(super) review: Option<Run>,
    /// What the engine has said of the game's positions (for the graph and the files).
    pub(super) evaluations: Evaluations,
    /// The player's own book growing (the book panel's Add this line, Deepen here).
    pub(super) growth: Option<Growing>,
}

/// A search as the live output shows it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Live {
    /// What is searching, in words ("White is thinking", "Analysis").
    pub who: String,
    /// Whether it is still at work.
    pub running: bool,
    /// Its depth (the empty cells when exact).
    pub depth: u32,
    /// Whether its value is proven (an exact solve).
    pub exact: bool,
    /// Whether its midgame search is selective (Multi-ProbCut).
    pub selective: bool,
    /// Nodes searched, when the search says.
    pub nodes: Option<u64>,
    /// Time spent: it runs on between the search's reports.
    pub elapsed: Duration,
    /// The time its last report was made at, which its node count is for (its speed).
    pub reported: Duration,
    /// Its best move's value for the side to move, in hundredths of a disc, when known.
    pub value: Option<i32>,
    /// The expected line, from its best move.
    pub pv: Vec<Square>,
}

/// How far a review has got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReviewRun {
    /// Its level.
    pub level: crate::gui::settings::ReviewLevel,
    /// Whether it is still working.
    pub running: bool,
    /// Plies reviewed.
    pub done: usize,
    /// Plies to review.
    pub total: usize,
}

/// What the work knows about the position on the board, taken once a frame.
#[derive(Default)]
pub struct Snapshot {
    /// Whether the analysis of the position runs.
    pub analysing: bool,
    /// The values the board shows on the legal moves (the book's, then the analysis's).
    pub values: Vec<ShownValue>,
    /// What the review has found, for the part of its line the game still has.
    pub review: Option<Review>,
    /// How far the review has got.
    pub review_run: Option<ReviewRun>,
    /// How far growing the player's own book has got, while it runs or since it ended.
    pub growth: Option<Growth>,
    /// The search running now (the computer's, the hint's or the analysis), or the last one.
    pub live: Option<Live>,
}

impl Work {
    /// Starts laying `grow`'s positions of `game` into the player's own book in `data_dir`;
    /// `false` when the board has no book or the game another start.
    pub fn start_growth(
        &mut self,
        grow: own_book::Grow,
        game: &Game,
        data_dir: &std::path::Path,
        threads: usize,
        egui: &egui::Context,
    ) -> bool {
        let egui = egui.clone();
        self.growth = own_book::start(grow, game, data_dir, threads, move || {
            egui.request_repaint()
        });
        self.growth.is_some()
    }

    /// Stops growing the own book (nothing of the positions under way is kept).
    pub fn cancel_growth(&mut self) {
        if let Some(growth) = &mut self.growth {
            growth.cancel();
        }
    }

    /// Takes how far growing the own book has got; once grown, the book is kept and written.
    pub fn poll_growth(&mut self, writer: &crate::gui::store::Writer) {
        if let Some(growth) = &mut self.growth {
            growth.poll(writer);
        }
    }

    /// Stops the searches that belong to the position on the board (the computer's move, the
    /// hint, the analysis); the review, which belongs to the line, goes on.
    pub fn stop(&mut self) {
        self.computer = None;
        self.hint = None;
        self.values = None;
    }

    /// The move a hint suggested, once found (until the position changes).
    pub fn hint(&self) -> Option<Square> {
        self.hint.as_ref().and_then(|h| h.square)
    }

    /// Whether a hint was asked for in this position (found or still searched).
    pub fn hint_asked(&self) -> bool {
        self.hint.is_some()
    }

    /// Whether the computer is choosing a move.
    pub fn is_thinking(&self) -> bool {
        self.computer.is_some()
    }

    /// The depth the computer's search has reached, while it is choosing a move.
    pub fn computer_depth(&self) -> Option<u32> {
        self.computer.as_ref().map(|c| c.depth())
    }

    /// Whether a hint is being looked for.
    pub fn is_hinting(&self) -> bool {
        self.hint.as_ref().is_some_and(|h| h.thinker.is_some())
    }

    /// What the engine has said of the game's positions.
    pub fn evaluations(&self) -> &Evaluations {
        &self.evaluations
    }

    /// What the work knows about `game`'s position now, with the values on its moves; the
    /// values of the game's review (`reviewed`) stand on the board until the analysis of the
    /// position looks deeper.
    pub fn snapshot(
        &self,
        game: &Game,
        reviewed: Option<&Reviewed>,
        data_dir: Option<&std::path::Path>,
        now: f64,
    ) -> Snapshot {
        let analysis = self.analysis(game);
        let live = self.live(game, analysis.as_ref(), now);
        let analysing = self.values.is_some();
        let here = reviewed.and_then(|r| r.at(game)).cloned();
        let analysis = match (analysis, &here) {
            (Some(a), Some(r)) if (a.exact, a.depth) > (r.exact, r.depth) => Some(a),
            (_, Some(r)) => Some(reviewed_analysis(r)),
            (analysis, None) => analysis,
        };
        let book = analysing.then(|| book_moves(game, data_dir)).flatten();
        let values = if analysing {
            shown::shown_values(game, analysis.as_ref(), book.as_ref())
        } else {
            Vec::new()
        };
        Snapshot {
            live,
            analysing,
            values,
            review: reviewed.map(|r| r.review(game)),
            review_run: self.review_state(),
            growth: self.growth.as_ref().map(Growing::growth),
        }
    }

    /// The search to show in the live output: the computer's, else the hint's, else the
    /// analysis.
    fn live(&self, game: &Game, analysis: Option<&Analysis>, now: f64) -> Option<Live> {
        let selective = selective(game);
        let mover = game.turn().map_or_else(|| t!("the-computer"), i18n::player);
        if let Some(computer) = &self.computer {
            return Some(Live {
                who: t!("live-computer", player = mover),
                running: true,
                depth: computer.depth(),
                selective,
                elapsed: Duration::from_secs_f64((now - computer.started()).max(0.0)),
                ..Live::default()
            });
        }
        if let Some(Hint {
            thinker: Some(thinker),
            ..
        }) = &self.hint
        {
            return Some(Live {
                who: t!("live-hint"),
                running: true,
                depth: thinker.depth(),
                selective,
                ..Live::default()
            });
        }
        let values = self.values.as_ref()?;
        let a = analysis?;
        let best = a.moves.first();
        let running = !values.is_finished();
        let elapsed = search_time(running, now - values.started(), a.elapsed);
        Some(Live {
            who: t!("live-analysis"),
            running,
            depth: a.depth,
            exact: a.exact,
            selective: selective && !a.exact,
            nodes: Some(a.nodes),
            elapsed,
            reported: a.elapsed,
            value: best.map(|m| m.value),
            pv: best.map(|m| m.pv.clone()).unwrap_or_default(),
        })
    }
}

/// A search's time as the live output shows it: while it runs, the time since it started
/// (`since`, in seconds), which runs on while the next depth is searched; once it is done, the
/// time of its last report (`reported`).
fn search_time(running: bool, since: f64, reported: Duration) -> Duration {
    if running {
        Duration::from_secs_f64(since.max(0.0)).max(reported)
    } else {
        reported
    }
}

/// The review's values of a position's moves as an analysis of it.
fn reviewed_analysis(reviewed: &MoveReview) -> Analysis {
    Analysis {
        moves: reviewed
            .moves
            .iter()
            .map(|&(square, value)| MoveValue {
                square,
                value,
                exact: reviewed.exact,
                depth: reviewed.depth,
                pv: vec![square],
            })
            .collect(),
        depth: reviewed.depth,
        exact: reviewed.exact,
        ..Analysis::default()
    }
}

/// The opening book's moves of `game`'s position (the player's own book in `data_dir`, else
/// the shipped one), with the book's search depth, if the book holds the position.
pub fn book_moves(game: &Game, data_dir: Option<&std::path::Path>) -> Option<(Vec<BookMove>, u8)> {
    let book = own_book::book_for(data_dir, game.options())?;
    Some((book.moves(game)?, book.depth))
}

#[cfg(test)]
mod time_tests {
    use super::search_time;
    use std::time::Duration;

    #[test]
    fn the_time_runs_on_between_reports_and_stops_when_done() {
        let reported = Duration::from_secs(30);
        // A minute in, the last report half a minute old: a minute.
        assert_eq!(search_time(true, 60.0, reported), Duration::from_secs(60));
        // Never behind the report (the clocks differ a little).
        assert_eq!(search_time(true, 29.5, reported), reported);
        // Done: the report's own time.
        assert_eq!(search_time(false, 60.0, reported), reported);
    }
}
