//! The analysis of the position on the board, for the panels that show it (the values on the
//! board, see [`super::panels::values`]): an [`Analyst`] works on the position on a thread of
//! its own, deepening step by step, and is replaced the moment the position changes (a move,
//! undo, a click in the move list, a new game). It runs while a shown panel needs it.
//!
//! It runs while a person is to move, and while the computer waits (paused by a look back in
//! the move list). While the computer is thinking for its seat it does not run: the computer's
//! move keeps the processor, and its time, to itself; the values come back with the next
//! position a person has to play.

use super::OthelloRoom;
use crate::gui::board::CellValue;
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::room::{Ctx, Room};
use othello_core::Game;
use othello_core::Square;
use othello_engine::book::{BookMove, Progress};
use othello_engine::{Analysis, Analyst, Limits, MoveValue};
use std::time::Duration;

/// How long the values of one position may keep deepening.
const ANALYSIS_TIME: Duration = Duration::from_secs(120);

/// How many discs worse than the best move a value must be to take the full "bad" colour.
const FAR_WORSE_DISCS: f32 = 8.0;

/// The limits of the window's analysis: deepening for up to two minutes a position, exact from
/// 18 empty cells (and from the start on boards small enough to solve at once), on `threads`.
pub fn limits(threads: usize) -> Limits {
    Limits {
        threads,
        time: Some(ANALYSIS_TIME),
        exact_empties: 18,
        perfect_play: true,
        // Tables are allocated anew for each position: small ones keep a move cheap.
        hash_mib: 8,
        ..Limits::default()
    }
}

/// The analysis of the position after `moves`.
pub(in crate::gui::room) struct Values {
    analyst: Analyst,
    moves: Vec<Square>,
}

/// A move's value as the board shows it.
pub struct ShownValue {
    pub square: Square,
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

impl OthelloRoom {
    /// Starts, keeps or drops the analysis for the position on the board: it runs while a
    /// shown panel needs it and a person is to move (or the computer waits).
    pub(super) fn drive_analysis(&mut self, ctx: &Ctx) {
        let settings = ctx.settings;
        let needed = self
            .panels
            .iter()
            .any(|p| p.needs_analysis() && p.shown(settings));
        let wanted = needed
            && self.game.turn().is_some()
            && (!self.computer_to_move(settings) || self.is_paused());
        if !wanted {
            self.view.values = None;
            return;
        }
        let moves = self.game.moves_played();
        if self.view.values.as_ref().is_some_and(|v| v.moves == moves) {
            return;
        }
        let egui = ctx.egui.clone();
        self.view.values = Some(Values {
            analyst: Analyst::analyze(
                &self.game,
                limits(settings.threads.count()),
                usize::MAX,
                move || egui.request_repaint(),
            ),
            moves,
        });
    }

    /// Whether the analysis of the position on the board is running.
    pub(super) fn is_analysing(&self) -> bool {
        self.view.values.is_some()
    }

    /// The newest values of the position on the board, if any have been found.
    pub fn analysis(&self) -> Option<Analysis> {
        let values = self.view.values.as_ref()?;
        (values.moves == self.game.moves_played())
            .then(|| values.analyst.latest())
            .flatten()
    }

    /// The opening book's moves of the position on the board, with the book's search depth,
    /// if the book holds the position.
    pub fn book_moves(&self) -> Option<(Vec<BookMove>, u8)> {
        let book = othello_engine::book::for_options(self.game.options())?;
        Some((book.moves(&self.game)?, book.depth))
    }

    /// Where the game stands with the opening book, in words, on boards that have one.
    pub(super) fn book_progress(&self) -> Option<String> {
        let book = othello_engine::book::for_options(self.game.options())?;
        Some(match book.progress(&self.game)? {
            Progress::In => t!("status-book-in"),
            Progress::LeftWith(number) => t!("status-book-left", number = number),
        })
    }

    /// What the analysis is doing, for the status bar.
    pub(super) fn analysis_status(&self) -> Option<String> {
        let values = self.view.values.as_ref()?;
        let analysis = values.analyst.latest();
        let running = !values.analyst.is_finished();
        Some(match (analysis, running) {
            (None, _) => t!("analysis-starting"),
            (Some(a), _) if a.exact => t!("analysis-exact"),
            (Some(a), true) => t!("analysis-running", depth = a.depth),
            (Some(a), false) => t!("analysis-done", depth = a.depth),
        })
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
    shown.extend(
        book.iter()
            .flat_map(|(moves, _)| moves.iter().filter(|m| m.settled()))
            .map(|m| {
                let value = MoveValue {
                    square: m.square,
                    value: m.value,
                    exact: m.exact,
                    depth: book_depth,
                    pv: vec![m.square],
                };
                (value, true)
            }),
    );
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
