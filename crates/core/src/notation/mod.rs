//! Games and positions as text: reading and writing three formats.
//!
//! - [`transcript`]: the moves run together, `f5d6c3d3`, with an optional header line for the
//!   options, as people paste them;
//! - [`ggf`]: the Generic Game Format of GGS, NBoard and Edax, with players, result and
//!   per-move evaluations and times;
//! - [`obf`]: one position per line with its side to move and scored moves, as in the FFO
//!   endgame test suites.
//!
//! Reading checks only the text (its syntax, sizes and options) and reports a [`ParseError`]
//! with a 1-based line and column and a [`ParseErrorKind`] saying what was expected and what was
//! found. A parsed set-up is always valid. Whether the moves are legal is the rules' concern:
//! replaying a [`Record`](super::Record) gives a [`RecordError`](super::RecordError).
//!
//! Messages never quote more than a short [`Excerpt`] of the input.

pub mod ggf;
pub mod obf;
pub mod transcript;

use super::options::{OptionsError, Player};
use super::square::ParseSquareError;

pub use super::excerpt::Excerpt;

use thiserror::Error;

/// What is wrong at the place a [`ParseError`] points to.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ParseErrorKind {
    /// The text holds nothing to read.
    #[error("there is nothing to read: no {0}")]
    Empty(&'static str),
    /// Something else was expected here.
    #[error("expected {expected}, found '{found}'")]
    Expected {
        /// What the format allows here.
        expected: &'static str,
        /// The start of what is there instead.
        found: Excerpt,
    },
    /// The text ended early.
    #[error("expected {expected}, found the end of the text")]
    EndOfText {
        /// What the format needs here.
        expected: &'static str,
    },
    /// A word that is neither a move nor a pass.
    #[error("'{0}' is not a move")]
    NotAMove(Excerpt),
    /// A cell name that cannot be read.
    #[error(transparent)]
    Square(#[from] ParseSquareError),
    /// A part of a transcript header that names no option.
    #[error("'{0}' in the header is not an option")]
    UnknownHeaderPart(Excerpt),
    /// A board size that cannot be read.
    #[error("'{0}' is not a board size like 8x8")]
    BadSize(Excerpt),
    /// The options given are invalid.
    #[error(transparent)]
    Options(#[from] OptionsError),
    /// A board with the wrong number of cells for its size.
    #[error("the board has {found} cells, expected {expected}")]
    CellCount {
        /// Rows × columns.
        expected: usize,
        /// Cells written.
        found: usize,
    },
    /// A board whose size is not given and whose cell count is not that of a square board.
    #[error("{0} cells is not a square board with an even side from 4 to 16")]
    NotSquare(usize),
    /// A GGF property name that is not in capital letters (GGF's names are), so would be
    /// ignored as unknown.
    #[error("'{0}' is not a GGF property: property names are capital letters (GM, BO, B, W)")]
    PropertyCase(Excerpt),
    /// A GGF game of something other than Othello (`GM[Go]`).
    #[error("the game is '{0}', not Othello")]
    NotOthello(Excerpt),
    /// A GGF property that a game has once, given again (a second `BO`).
    #[error("a second {0} property: a game has only one")]
    Repeated(&'static str),
}

/// Text that cannot be read, with where (1-based line and column, in characters) and what.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct ParseError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

impl ParseError {
    /// The error `kind` at byte offset `at` of `text` (clamped to the text).
    pub(crate) fn at(text: &str, at: usize, kind: ParseErrorKind) -> ParseError {
        Places::new(text).error(at, kind)
    }

    /// [`ParseErrorKind::Expected`] at byte `at`, quoting the word (up to white space) there.
    pub(crate) fn expected(text: &str, at: usize, expected: &'static str) -> ParseError {
        Places::new(text).expected(at, expected)
    }

    /// [`ParseErrorKind::Expected`] at byte `at`, quoting `found` (or as
    /// [`ParseError::expected`] if `found` is empty).
    pub(crate) fn found(text: &str, at: usize, expected: &'static str, found: &str) -> ParseError {
        Places::new(text).found(at, expected, found)
    }
}

impl std::ops::Deref for Places<'_> {
    type Target = str;

    fn deref(&self) -> &str {
        self.text
    }
}

/// A byte of a text with its 1-based line and column.
#[derive(Clone, Copy, Debug)]
struct Place {
    at: usize,
    line: usize,
    column: usize,
}

/// Errors placed in one text by line and column, each counted on from the nearest place found
/// before it rather than from the start: the errors of a text of thousands of bad games (a
/// GGF archive, read game after game) are placed in time in proportion to its length. Two
/// places are kept, since such errors alternate between the game's own place and the end of
/// the text.
#[derive(Clone, Debug)]
pub(crate) struct Places<'a> {
    text: &'a str,
    known: std::cell::Cell<[Place; 2]>,
}

impl<'a> Places<'a> {
    /// The places of `text`, none found yet.
    pub(crate) fn new(text: &'a str) -> Self {
        let start = Place {
            at: 0,
            line: 1,
            column: 1,
        };
        Places {
            text,
            known: std::cell::Cell::new([start; 2]),
        }
    }

    /// The place of byte `at` (clamped to the text, moved back to a character's start).
    fn place(&self, at: usize) -> Place {
        let text = self.text;
        let mut at = at.min(text.len());
        while !text.is_char_boundary(at) {
            at -= 1;
        }
        let mut known = self.known.get();
        // The nearest place before, which then moves on to this one; with none before (only
        // after), the further one gives way, counted from the start.
        let (slot, from) = match (0..2)
            .filter(|&i| known[i].at <= at)
            .max_by_key(|&i| known[i].at)
        {
            Some(i) => (i, known[i]),
            None => (
                usize::from(known[1].at > known[0].at),
                Place {
                    at: 0,
                    line: 1,
                    column: 1,
                },
            ),
        };
        let between = &text[from.at..at];
        let place = match between.rfind('\n') {
            Some(last) => Place {
                at,
                line: from.line + between.matches('\n').count(),
                column: between[last + 1..].chars().count() + 1,
            },
            None => Place {
                at,
                line: from.line,
                column: from.column + between.chars().count(),
            },
        };
        known[slot] = place;
        self.known.set(known);
        place
    }

    /// The error `kind` at byte offset `at` (clamped to the text).
    pub(crate) fn error(&self, at: usize, kind: ParseErrorKind) -> ParseError {
        let Place { line, column, .. } = self.place(at);
        ParseError { line, column, kind }
    }

    /// [`ParseErrorKind::Expected`] at byte `at`, quoting the word (up to white space) there.
    pub(crate) fn expected(&self, at: usize, expected: &'static str) -> ParseError {
        let rest = self.text.get(at..).unwrap_or("");
        let kind = if rest.is_empty() {
            ParseErrorKind::EndOfText { expected }
        } else {
            ParseErrorKind::Expected {
                expected,
                found: Excerpt::new(word(rest)),
            }
        };
        self.error(at, kind)
    }

    /// [`ParseErrorKind::Expected`] at byte `at`, quoting `found` (or as
    /// [`Places::expected`] if `found` is empty).
    pub(crate) fn found(&self, at: usize, expected: &'static str, found: &str) -> ParseError {
        if found.is_empty() {
            return self.expected(at, expected);
        }
        let found = Excerpt::new(found);
        self.error(at, ParseErrorKind::Expected { expected, found })
    }
}

/// The byte offset of the first character at or after `at` that is not white space.
pub(crate) fn skip_space(text: &str, at: usize) -> usize {
    at + text[at..].len() - text[at..].trim_start().len()
}

/// The first word of `text`: up to white space, or its first character if that is white space.
pub(crate) fn word(text: &str) -> &str {
    // No more than an excerpt shows (and one character more, for its ellipsis) is looked at,
    // so that quoting is quick however long the text runs without a space.
    let shown = text
        .char_indices()
        .nth(Excerpt::MAX_CHARS + 1)
        .map_or(text.len(), |(i, _)| i);
    let text = &text[..shown];
    match text.find(char::is_whitespace) {
        Some(0) => text
            .get(..text.chars().next().map_or(0, char::len_utf8))
            .unwrap_or(""),
        Some(end) => &text[..end],
        None => text,
    }
}

/// A disc or an empty cell as a board character: `X` (or `*`) black, `O` white, `-` (or `.`)
/// empty, in either case. `None` for anything else.
pub(crate) fn cell_from_char(c: char) -> Option<Option<Player>> {
    match c {
        'X' | 'x' | '*' => Some(Some(Player::Black)),
        'O' | 'o' => Some(Some(Player::White)),
        '-' | '.' => Some(None),
        _ => None,
    }
}

/// Reads a row-by-row board: returns the cells or the byte offset (in `board`) and error of the
/// first character that is not a cell.
pub(crate) fn read_cells(board: &str) -> Result<Vec<Option<Player>>, (usize, ParseErrorKind)> {
    board
        .char_indices()
        .map(|(i, c)| {
            cell_from_char(c).ok_or_else(|| {
                let found = Excerpt::new(&board[i..i + c.len_utf8()]);
                let expected = "a cell: X or * (black), O (white), - or . (empty)";
                (i, ParseErrorKind::Expected { expected, found })
            })
        })
        .collect()
}

/// The cells as board characters: `X`, `O` and `empty`.
pub(crate) fn write_cells(cells: &[Option<Player>], black: char, empty: char) -> String {
    cells
        .iter()
        .map(|c| match c {
            Some(Player::Black) => black,
            Some(Player::White) => 'O',
            None => empty,
        })
        .collect()
}
