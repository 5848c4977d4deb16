//! Cells of the board and sets of them.

use super::bits::Bits;
use super::excerpt::Excerpt;
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// A cell, by 0-based row (top to bottom) and column (left to right).
///
/// In notation a cell is its column letter and 1-based row number: `a1` is the top-left cell,
/// `p16` the bottom-right of a 16×16 board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Square {
    /// 0-based row, counted from the top.
    pub row: u8,
    /// 0-based column, counted from the left.
    pub col: u8,
}

impl Square {
    /// The cell at 0-based `row` and `col`.
    pub const fn new(row: u8, col: u8) -> Self {
        Square { row, col }
    }

    /// Bit index of the cell on a board with `cols` columns.
    pub(crate) fn index(self, cols: u8) -> u32 {
        u32::from(self.row) * u32::from(cols) + u32::from(self.col)
    }

    /// The cell with bit index `index` on a board with `cols` columns.
    pub(crate) fn from_index(index: u32, cols: u8) -> Self {
        let cols = u32::from(cols);
        Square {
            row: (index / cols) as u8,
            col: (index % cols) as u8,
        }
    }
}

impl fmt::Display for Square {
    /// Writes the notation, e.g. `c4`; a column past `z` (never on a legal board) is written `?`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let letter = if self.col < 26 {
            char::from(b'a' + self.col)
        } else {
            '?'
        };
        write!(f, "{letter}{}", u32::from(self.row) + 1)
    }
}

/// Why text is not a cell in notation. It keeps only a short [`Excerpt`] of the text, so a
/// long input gives a short message.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("'{0}' is not a cell: write a column letter a-p and a row number 1-16, like c4")]
pub struct ParseSquareError(Excerpt);

impl ParseSquareError {
    /// The error for `text`.
    pub fn new(text: &str) -> Self {
        ParseSquareError(Excerpt::new(text))
    }

    /// The start of the text that is not a cell.
    pub fn excerpt(&self) -> &Excerpt {
        &self.0
    }
}

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Parses notation such as `c4` or `P16` (case-insensitive). Only the form is checked here;
    /// whether the cell is on a given board is the game's concern.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseSquareError::new(s);
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(err)?.to_ascii_lowercase();
        if !('a'..='p').contains(&letter) {
            return Err(err());
        }
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
            || digits.starts_with('0')
        {
            return Err(err());
        }
        let row: u8 = digits.parse().map_err(|_| err())?;
        if !(1..=16).contains(&row) {
            return Err(err());
        }
        Ok(Square::new(row - 1, letter as u8 - b'a'))
    }
}

/// A set of cells of one board (for example the legal moves, or the discs a move flips).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SquareSet {
    words: [u64; 4],
    cols: u8,
}

impl SquareSet {
    pub(crate) fn from_bits<B: Bits>(bits: B, cols: u8) -> Self {
        SquareSet {
            words: bits.to_words(),
            cols,
        }
    }

    pub(crate) fn bits<B: Bits>(&self) -> B {
        B::from_words(self.words)
    }

    /// The empty set for a board with `cols` columns.
    pub(crate) fn empty(cols: u8) -> Self {
        SquareSet {
            words: [0; 4],
            cols,
        }
    }

    /// Number of cells in the set.
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.words == [0; 4]
    }

    /// Whether `square` is in the set.
    pub fn contains(&self, square: Square) -> bool {
        if square.col >= self.cols {
            return false;
        }
        let i = square.index(self.cols) as usize;
        i < 256 && self.words[i / 64] >> (i % 64) & 1 == 1
    }

    /// The cells in row-major order (top row first, left to right).
    pub fn iter(&self) -> impl Iterator<Item = Square> + '_ {
        let cols = self.cols;
        self.words.iter().enumerate().flat_map(move |(w, &word)| {
            word.iter()
                .map(move |b| Square::from_index(w as u32 * 64 + b, cols))
        })
    }

    /// The cells as a vector, in row-major order.
    pub fn to_vec(&self) -> Vec<Square> {
        self.iter().collect()
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(|s| s.to_string()))
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for row in 0..16 {
            for col in 0..16 {
                let sq = Square::new(row, col);
                assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
            }
        }
        assert_eq!("C4".parse::<Square>(), Ok(Square::new(3, 2)));
        for bad in ["", "c", "c0", "c17", "q1", "4c", "c04", "c4x", "é1"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_long_bad_cell_gives_a_short_message() {
        let long = "x".repeat(10_000);
        let message = long.parse::<Square>().unwrap_err().to_string();
        assert!(message.len() < 120, "{message}");
        assert!(
            message.starts_with(&format!("'{}…'", "x".repeat(24))),
            "{message}"
        );
    }
}
