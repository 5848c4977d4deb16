//! OBF: one position per line, as in the FFO endgame test suites and Edax's problem files.
//!
//! A line holds the board row by row from a1 (`X` or `*` black, `O` white, `-` or `.` empty,
//! either case), a space, the side to move (`X` or `O`), and optionally `;` followed by scored
//! moves `MOVE:SCORE` separated by `;` (the score is the final disc difference for the side to
//! move after that move under perfect play):
//!
//! ```text
//! O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36;
//! ```
//!
//! The line does not say the board's size: [`parse`] takes it from the caller's options (any
//! geometry), [`parse_inferred`] infers a square board from the number of cells (64 cells is
//! 8×8; only even sides from 4 to 16). [`parse_all`] reads a file, skipping blank lines and
//! lines starting with `#` or `%`. Writing gives `X`, `O`, `-`, the side, `;`, and each scored
//! move as ` F5:+2;`.
//!
//! ```
//! use othello_core::notation::obf;
//! use othello_core::{Options, Player};
//!
//! let line = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36;";
//! let problem = obf::parse_inferred(line)?;
//! assert_eq!((problem.setup.rows(), problem.setup.turn), (8, Player::Black));
//! assert_eq!(problem.scores[0], ("a2".parse()?, 38));
//! assert_eq!(obf::write(&problem), line);
//! assert_eq!(obf::parse(line, Options::default())?, problem);
//!
//! let error = obf::parse("X--O X", Options::default()).unwrap_err();
//! assert_eq!(error.to_string(), "line 1, column 1: the board has 4 cells, expected 64");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::{Excerpt, ParseError, ParseErrorKind, read_cells, skip_space, write_cells};
use crate::{Options, Player, Setup, Square, valid_size};
use std::fmt::Write as _;

/// A position with its side to move and the scored moves written after it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ObfPosition {
    /// The position; its options are the caller's (or the inferred size).
    pub setup: Setup,
    /// The scored moves, in the order written (best first in the FFO files).
    pub scores: Vec<(Square, i32)>,
}

/// Reads one line on a board of `options`' size (the options are kept in the set-up).
///
/// # Errors
/// [`ParseError`] for invalid options, a wrong number of cells, a bad cell, side or score.
pub fn parse(line: &str, options: Options) -> Result<ObfPosition, ParseError> {
    parse_at(line, 0, line.len(), Some(options))
}

/// Reads one line on a square board whose size is inferred from the number of cells; the other
/// options are the defaults.
///
/// # Errors
/// As [`parse`], and [`ParseErrorKind::NotSquare`] for a cell count that is no such board.
pub fn parse_inferred(line: &str) -> Result<ObfPosition, ParseError> {
    parse_at(line, 0, line.len(), None)
}

/// Reads every position of `text`, one per line, skipping blank lines and lines starting with
/// `#` or `%`; with `options` as in [`parse`], without as in [`parse_inferred`]. Errors carry
/// the line number in `text`.
pub fn parse_all(
    text: &str,
    options: Option<Options>,
) -> impl Iterator<Item = Result<ObfPosition, ParseError>> + '_ {
    let mut start = 0;
    text.split('\n').filter_map(move |line| {
        let at = start;
        start += line.len() + 1;
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with('%') {
            return None;
        }
        Some(parse_at(text, at, at + line.len(), options))
    })
}

/// The position as one line.
pub fn write(position: &ObfPosition) -> String {
    let setup = &position.setup;
    let side = match setup.turn {
        Player::Black => 'X',
        Player::White => 'O',
    };
    let mut out = format!("{} {side};", write_cells(&setup.cells, 'X', '-'));
    for (square, score) in &position.scores {
        let _ = write!(
            out,
            " {}:{score:+};",
            square.to_string().to_ascii_uppercase()
        );
    }
    out
}

/// Reads the line `text[start..end]`; `options` gives the size, or `None` infers it.
fn parse_at(
    text: &str,
    start: usize,
    end: usize,
    options: Option<Options>,
) -> Result<ObfPosition, ParseError> {
    let line = &text[start..end];
    let board_at = start + line.len() - line.trim_start().len();
    let board = text[board_at..end]
        .split(char::is_whitespace)
        .next()
        .unwrap_or("");
    if board.is_empty() {
        return Err(ParseError::expected(
            text,
            board_at,
            "the board, row by row",
        ));
    }
    let cells = read_cells(board).map_err(|(i, kind)| ParseError::at(text, board_at + i, kind))?;
    let found = cells.len();
    let options = match options {
        Some(options) => {
            options
                .validate()
                .map_err(|e| ParseError::at(text, board_at, e.into()))?;
            let expected = usize::from(options.rows) * usize::from(options.cols);
            if found != expected {
                let kind = ParseErrorKind::CellCount { expected, found };
                return Err(ParseError::at(text, board_at, kind));
            }
            options
        }
        None => {
            let side = (4..=16u8)
                .find(|&n| valid_size(n) && usize::from(n) * usize::from(n) == found)
                .ok_or_else(|| ParseError::at(text, board_at, ParseErrorKind::NotSquare(found)))?;
            Options {
                rows: side,
                cols: side,
                ..Options::default()
            }
        }
    };
    let side_at = skip_space(text, board_at + board.len()).min(end);
    let side_word = text[side_at..end]
        .split(|c: char| c.is_whitespace() || c == ';')
        .next()
        .unwrap_or("");
    let turn = match side_word {
        "X" | "x" | "*" => Player::Black,
        "O" | "o" => Player::White,
        _ => {
            let expected = "the side to move, X or O";
            return Err(ParseError::found(text, side_at, expected, side_word));
        }
    };
    let mut at = side_at + side_word.len();
    let mut scores = Vec::new();
    let rest = &text[at..end];
    if !rest.trim().is_empty() {
        if !rest.trim_start().starts_with(';') {
            let where_ = skip_space(text, at);
            return Err(ParseError::expected(
                text,
                where_,
                "';' before the scored moves",
            ));
        }
        at = skip_space(text, at) + 1;
        for pair in text[at..end].split(';') {
            let pair_at = skip_space(text, at).min(at + pair.len());
            at += pair.len() + 1;
            if pair.trim().is_empty() {
                continue;
            }
            scores.push(score(text, pair_at, pair.trim())?);
        }
    }
    let setup = Setup {
        options,
        cells,
        turn,
    };
    Ok(ObfPosition { setup, scores })
}

/// Reads `MOVE:SCORE` at byte `at`.
fn score(text: &str, at: usize, pair: &str) -> Result<(Square, i32), ParseError> {
    let Some((cell, value)) = pair.split_once(':') else {
        return Err(ParseError::expected(
            text,
            at,
            "a scored move such as G8:+18",
        ));
    };
    let square = cell
        .trim()
        .parse::<Square>()
        .map_err(|e| ParseError::at(text, at, e.into()))?;
    let value_at = at + cell.len() + 1;
    let score = value.trim().parse::<i32>().map_err(|_| {
        let found = Excerpt::new(value.trim());
        let kind = ParseErrorKind::Expected {
            expected: "a score such as +18",
            found,
        };
        ParseError::at(text, value_at, kind)
    })?;
    Ok((square, score))
}
