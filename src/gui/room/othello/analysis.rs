//! The analysis of the position on the board, for the panels that show it (the values on the
//! board, see [`super::panels::values`]): an [`Analyst`] works on the position on a thread of
//! its own, deepening step by step, and is replaced the moment the position changes (a move,
//! undo, a click in the move list, a new game). It runs while a shown panel needs it.
//!
//! It runs while a person is to move, and while the computer waits (paused by a look back in
//! the move list). While the computer is thinking for its seat it does not run: the computer's
//! move keeps the processor, and its time, to itself; the values come back with the next
//! position a person has to play.

use super::evaluations::Evaluation;
use super::work::Work;
use crate::gui::board::CellValue;
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::room::Ctx;
use crate::gui::settings::SearchLevel;
use othello_core::Game;
use othello_core::Square;
use othello_engine::book::{BookMove, Progress};
use othello_engine::{Analysis, Analyst, Limits, MoveValue};
use std::time::Duration;

/// How many discs worse than the best move a value must be to take the full "bad" colour.
const FAR_WORSE_DISCS: f32 = 8.0;

/// The limits of the window's analysis at `level` (two minutes a position by default), exact
/// from 18 empty cells (and from the start on boards small enough to solve at once), on
/// `threads`.
pub fn limits(level: SearchLevel, threads: usize) -> Limits {
    level.limits(Limits {
        threads,
        exact_empties: 18,
        perfect_play: true,
        // Tables are allocated anew for each position: small ones keep a move cheap.
        hash_mib: 8,
        ..Limits::default()
    })
}

/// The analysis of the position after `moves`, at `level`.
pub(in crate::gui::room) struct Values {
    analyst: Analyst,
    moves: Vec<Square>,
    level: SearchLevel,
    /// The analyst's report last kept for the graph (a frame with nothing new keeps nothing).
    kept: u64,
}

/// A move's value as the board shows it.
pub struct ShownValue {
    pub square: Square,
    /// The value, its depth and its line (a book move's line is the analysis's, where it has
    /// the move).
    pub value: MoveValue,
    pub cell: CellValue,
    /// The expected line and the value in words, for the tooltip.
    pub line: String,
    exact: bool,
    book: bool,
    text: String,
}

impl ShownValue {
    /// The value as a screen reader says it.
    pub fn spoken(&self) -> String {
        match (self.book, self.exact) {
            (true, _) => t!("value-book", value = self.text.as_str()),
            (false, true) => t!("value-exact", value = self.text.as_str()),
            (false, false) => self.text.clone(),
        }
    }
}

/// A value in discs as the board writes it: whole discs when exact, one decimal otherwise.
pub fn value_text(value: &MoveValue) -> String {
    let discs = value.discs();
    if value.exact {
        match value.value / 100 {
            0 => "0".to_owned(),
            discs => format!("{discs:+}"),
        }
    } else if discs.abs() < 0.05 {
        i18n::decimal(0.0, false)
    } else {
        i18n::decimal(discs, true)
    }
}

impl Values {
    /// Whether the analysis has ended (done, or stopped).
    pub fn is_finished(&self) -> bool {
        self.analyst.is_finished()
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
pub fn book_progress(game: &Game) -> Option<String> {
    let book = othello_engine::book::for_options(game.options())?;
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

/// A search's speed in words: "3.1 M nodes/s" (or its thousands when slower).
pub fn speed_text(nodes: u64, elapsed: Duration) -> String {
    let per_second = nodes as f64 / elapsed.as_secs_f64().max(1e-3);
    if per_second >= 1e6 {
        t!(
            "speed-millions",
            speed = i18n::decimal(per_second / 1e6, false)
        )
    } else {
        t!("speed-thousands", speed = (per_second / 1e3).round() as u64)
    }
}

/// The values to write on the board, one per legal move that has one: a book move's from the
/// opening book (and every move's where the book's values are exact, as the 6×6 book's are),
/// the others' from the analysis.
pub fn shown_values(
    game: &Game,
    analysis: Option<&Analysis>,
    book: Option<&(Vec<BookMove>, u8)>,
) -> Vec<ShownValue> {
    let book_move = |square: Square| {
        book.and_then(|(moves, _)| moves.iter().find(|m| m.square == square && m.settled()))
    };
    // Each value with whether it is the book's.
    let mut shown: Vec<(MoveValue, bool)> = analysis
        .map(|a| a.moves.clone())
        .unwrap_or_default()
        .into_iter()
        .filter(|m| book_move(m.square).is_none())
        .map(|m| (m, false))
        .collect();
    let book_depth = book.map_or(0, |(_, depth)| u32::from(*depth));
    // A book move's line: the analysis's for the same move, where it has one.
    let line_of = |square: Square| {
        analysis
            .and_then(|a| a.moves.iter().find(|m| m.square == square))
            .map_or_else(|| vec![square], |m| m.pv.clone())
    };
    shown.extend(
        book.iter()
            .flat_map(|(moves, _)| moves.iter().filter(|m| m.settled()))
            .map(|m| {
                let value = MoveValue {
                    square: m.square,
                    value: m.value,
                    exact: m.exact,
                    depth: book_depth,
                    pv: line_of(m.square),
                };
                (value, true)
            }),
    );
    // Best first, as the Best lines panel lists them.
    shown.sort_by_key(|(m, _)| std::cmp::Reverse(m.value));
    let best = shown.iter().map(|(m, _)| m.value).max().unwrap_or(0);
    let mover = game.turn().map_or_else(String::new, i18n::player);
    shown
        .iter()
        .map(|&(ref m, book)| {
            let text = value_text(m);
            let line: Vec<String> = m.pv.iter().map(Square::to_string).collect();
            let line = line.join(" ");
            let tip = if book && m.exact {
                t!(
                    "value-line-book-exact",
                    value = text.as_str(),
                    player = mover.as_str()
                )
            } else if book {
                t!(
                    "value-line-book",
                    value = text.as_str(),
                    player = mover.as_str(),
                    depth = m.depth
                )
            } else if m.exact {
                t!(
                    "value-line-exact",
                    value = text.as_str(),
                    player = mover.as_str(),
                    line = line
                )
            } else {
                t!(
                    "value-line",
                    value = text.as_str(),
                    player = mover.as_str(),
                    depth = m.depth,
                    line = line
                )
            };
            ShownValue {
                square: m.square,
                value: m.clone(),
                cell: CellValue {
                    text: text.clone(),
                    exact: m.exact,
                    book,
                    worse: (best - m.value) as f32 / 100.0 / FAR_WORSE_DISCS,
                },
                line: tip,
                exact: m.exact,
                book,
                text,
            }
        })
        .collect()
}
