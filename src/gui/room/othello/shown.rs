//! The engine's values as the window shows them: on the board's cells, in the panels' lists
//! and tooltips, and a search's speed in words. One place computes them (once a frame, in the
//! work's snapshot) so that every panel shows the same value for a move.

use crate::gui::board::CellValue;
use crate::gui::i18n;
use crate::gui::i18n::t;
use othello_core::{Game, Square};
use othello_engine::book::BookMove;
use othello_engine::{Analysis, MoveValue};
use std::time::Duration;

/// How many discs worse than the best move a value must be to take the full "bad" colour.
const FAR_WORSE_DISCS: f32 = 8.0;

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
