//! The analysis of the position on the board, for the panels that show it (the values on the
//! board, see the panels): an [`Analyst`] works on the position on a thread of
//! its own, deepening step by step, and is replaced the moment the position changes (a move,
//! undo, a click in the move list, a new game). It runs while a shown panel needs it.
//!
//! It runs while a person is to move, and while the computer waits (paused by a look back in
//! the move list). While the computer is thinking for its seat it does not run: the computer's
//! move keeps the processor, and its time, to itself; the values come back with the next
//! position a person has to play.

use super::Work;
use crate::gui::i18n::t;
use crate::gui::room::Ctx;
use crate::gui::room::othello::evaluations::Evaluation;
use crate::gui::room::othello::shown::speed_text;
use crate::gui::settings::SearchLevel;
use othello_core::Game;
use othello_core::Square;
use othello_engine::book::Progress;
use othello_engine::{Analysis, Analyst, Limits};

/// The limits of the window's analysis at `level` (two minutes a position by default), exact
/// from 18 empty cells (and from the start on boards small enough to solve at once), on
/// `threads`.
pub fn limits(level: SearchLevel, threads: usize) -> Limits {
    level.limits(Limits {
        threads,
        exact_empties: 18,
        perfect_play: true,
        // Each position's search takes its tables from the engine's pool: small ones keep the
        // analysis of a position a player passes through cheap to start.
        hash_mib: 8,
        ..Limits::default()
    })
}

/// The analysis of the position after `moves`, at `level`.
pub struct Values {
    analyst: Analyst,
    moves: Vec<Square>,
    level: SearchLevel,
    /// The analyst's report last kept for the graph (a frame with nothing new keeps nothing).
    kept: u64,
    /// When it started, on egui's clock (its time runs on between its reports).
    started: f64,
}

impl Values {
    /// Whether the analysis has ended (done, or stopped).
    pub fn is_finished(&self) -> bool {
        self.analyst.is_finished()
    }

    /// When it started, on egui's clock.
    pub fn started(&self) -> f64 {
        self.started
    }
}

impl Work {
    /// Starts, keeps or drops the analysis of `game`'s position: it runs while `wanted` (a
    /// shown panel needs it and a person is to move, or the computer waits).
    pub fn drive_analysis(&mut self, game: &Game, wanted: bool, ctx: &Ctx) {
        if !wanted || game.turn().is_none() {
            self.values = None;
            return;
        }
        let moves = game.moves_played();
        let settings = ctx.settings;
        let level = settings.study.analysis.checked();
        if self
            .values
            .as_ref()
            .is_some_and(|v| v.moves == moves && v.level == level)
        {
            return;
        }
        let egui = ctx.egui.clone();
        self.values = Some(Values {
            analyst: Analysis::request(game)
                .limits(limits(level, settings.threads.count()))
                .start(move || egui.request_repaint()),
            moves,
            level,
            kept: 0,
            started: ctx.now,
        });
    }

    /// Keeps the analysis's value of `game`'s position for the graph.
    pub fn keep_analysis_value(&mut self, game: &Game) {
        let Some(values) = self.values.as_mut() else {
            return;
        };
        let version = values.analyst.version();
        if version == values.kept {
            return;
        }
        values.kept = version;
        let (Some(analysis), Some(turn)) = (self.analysis(game), game.turn()) else {
            return;
        };
        let Some(best) = analysis.moves.first() else {
            return;
        };
        let value = Evaluation::for_mover(turn, best.value, best.exact, best.depth);
        let moves = game.moves_played();
        self.evaluations.record(game, moves.clone(), value);
        // Every move valued at one depth (an analysis of every move), so each move's loss.
        if analysis.moves.len() == game.moves().len() {
            let values: Vec<_> = analysis.moves.iter().map(|m| (m.square, m.value)).collect();
            let (exact, depth) = (analysis.exact, analysis.depth);
            self.evaluations
                .record_moves(game, moves, &values, exact, depth);
        }
    }

    /// The newest values of `game`'s position, if the analysis has found any.
    pub fn analysis(&self, game: &Game) -> Option<Analysis> {
        let values = self.values.as_ref()?;
        (values.moves == game.moves_played())
            .then(|| values.analyst.latest())
            .flatten()
    }

    /// What the analysis is doing, for the status bar.
    pub fn analysis_status(&self, game: &Game) -> Option<String> {
        let values = self.values.as_ref()?;
        let analysis = values.analyst.latest();
        let running = !values.analyst.is_finished();
        let Some(a) = analysis else {
            return Some(t!("analysis-starting"));
        };
        let speed = speed_text(a.nodes, a.elapsed);
        let speed = speed.as_str();
        let level = values.level.name();
        let level = level.as_str();
        let depth = if selective(game) {
            t!("analysis-depth-selective", depth = a.depth)
        } else {
            t!("analysis-depth", depth = a.depth)
        };
        let depth = depth.as_str();
        Some(match (a.exact, running) {
            (true, _) => t!("analysis-exact", speed = speed),
            (false, true) => t!(
                "analysis-running",
                depth = depth,
                speed = speed,
                level = level
            ),
            (false, false) => t!("analysis-done", depth = depth, speed = speed, level = level),
        })
    }
}

/// Where `game` stands with the opening book, in words, on boards that have one.
pub fn book_progress(game: &Game, data_dir: Option<&std::path::Path>) -> Option<String> {
    let book = crate::gui::own_book::book_for(data_dir, game.options())?;
    Some(match book.progress(game)? {
        Progress::In => t!("status-book-in"),
        Progress::LeftWith(number) => t!("status-book-left", number = number),
    })
}

/// Whether the midgame search of `game` is selective: Multi-ProbCut prunes where the engine
/// has its fitted parameters (the trained evaluation's boards, under the full rules).
pub fn selective(game: &Game) -> bool {
    let options = game.options();
    options.rules == othello_core::RuleSet::Full
        && othello_engine::learn::probcut::ProbCutSet::embedded()
            .ok()
            .and_then(|set| set.for_board(options.rows, options.cols, options.win_rule))
            .is_some()
}
