//! The book file (`assets/book.bin`, compiled in), in the program's binary container
//! ([`othello_core::container`]). All numbers little-endian:
//!
//! | bytes | what |
//! |---|---|
//! | 8 | `OTHBOOK` and a zero byte |
//! | 4 | format version (1) |
//! | 4 | number of books |
//! | per book | rows, columns, win rule (0: most discs, 1: fewest), search depth, exact from empty cells (one byte each), the number of positions (4), then the positions |
//! | per position | its key (a byte per four cells), its value (`i16`), its number of moves (1), then each legal move's cell (1, in increasing order) and searched value (`i16`) |
//! | 8 | FNV-1a 64-bit checksum of everything before it |
//!
//! Positions are in increasing order of their keys, each key once; values are in hundredths of
//! a disc for the side to move. A file is read whole or refused with the reason.

use super::{Book, BookSet, Entry, position};
use othello_core::WinRule;
use othello_core::container::{ContainerError, Format, Reader, Writer};
use thiserror::Error;

/// The file format's version.
pub const VERSION: u32 = 1;

static FORMAT: Format = Format {
    magic: *b"OTHBOOK\0",
    versions: VERSION..=VERSION,
    name: "opening book",
    a_name: "an opening book file",
};

/// The compiled-in book file.
pub const EMBEDDED: &[u8] = include_bytes!("../../../../assets/book.bin");

/// Why a book file was refused.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum BookError {
    /// Not a book file, another version, bytes missing, or damaged.
    #[error(transparent)]
    Container(#[from] ContainerError),
    /// A book's board or win rule is not one the game allows.
    #[error("the opening book's board {rows}x{cols} with win rule {rule} is not valid")]
    Board {
        /// The rows it gives.
        rows: u8,
        /// The columns it gives.
        cols: u8,
        /// The win rule's byte it gives.
        rule: u8,
    },
    /// A book position out of order, not a position with a move, or listed with other moves
    /// than its legal ones.
    #[error("the {rows}x{cols} opening book's position {index} is not valid: {reason}")]
    Position {
        /// The book's rows.
        rows: u8,
        /// The book's columns.
        cols: u8,
        /// The position's place in the book, from 0.
        index: usize,
        /// What is wrong with it.
        reason: &'static str,
    },
    /// Two books for the same board and win rule.
    #[error("the opening book has two books for {rows}x{cols} and the same win rule")]
    Duplicate {
        /// The board's rows.
        rows: u8,
        /// The board's columns.
        cols: u8,
    },
    /// This many bytes after the last book.
    #[error("the opening book has {0} bytes after its last book")]
    Trailing(usize),
}

fn rule_byte(rule: WinRule) -> u8 {
    match rule {
        WinRule::MostDiscs => 0,
        WinRule::FewestDiscs => 1,
    }
}

impl BookSet {
    /// The file's bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Writer::new(&FORMAT);
        out.u32(self.books.len() as u32);
        for b in &self.books {
            out.bytes(&[
                b.rows,
                b.cols,
                rule_byte(b.win_rule),
                b.depth,
                b.exact_empties,
            ]);
            out.u32(b.entries.len() as u32);
            for e in &b.entries {
                out.bytes(&e.key);
                out.i16(e.value);
                out.u8(e.moves.len() as u8);
                for &(cell, value) in &e.moves {
                    out.u8(cell);
                    out.i16(value);
                }
            }
        }
        out.finish()
    }

    /// Reads and checks a book file.
    ///
    /// # Errors
    /// A [`BookError`] saying what is wrong: a wrong header, version or checksum, a board or a
    /// position that makes no sense (a key that is not a position with a move, a move that is
    /// not legal there, keys out of order), bytes missing or left over.
    pub fn from_bytes(bytes: &[u8]) -> Result<BookSet, BookError> {
        let (_, mut r) = FORMAT.open(bytes)?;
        let count = r.u32()?;
        let mut books: Vec<Book> = Vec::new();
        for _ in 0..count {
            let book = read_book(&mut r)?;
            if books
                .iter()
                .any(|b| (b.rows, b.cols, b.win_rule) == (book.rows, book.cols, book.win_rule))
            {
                return Err(BookError::Duplicate {
                    rows: book.rows,
                    cols: book.cols,
                });
            }
            books.push(book);
        }
        if r.remaining() != 0 {
            return Err(BookError::Trailing(r.remaining()));
        }
        Ok(BookSet { books })
    }
}

fn read_book(r: &mut Reader<'_>) -> Result<Book, BookError> {
    let (rows, cols, rule, depth, exact_empties) = (r.u8()?, r.u8()?, r.u8()?, r.u8()?, r.u8()?);
    let valid = |n: u8| (4..=16).contains(&n) && n.is_multiple_of(2);
    let win_rule = match rule {
        0 => Some(WinRule::MostDiscs),
        1 => Some(WinRule::FewestDiscs),
        _ => None,
    };
    let Some(win_rule) = win_rule.filter(|_| valid(rows) && valid(cols)) else {
        return Err(BookError::Board { rows, cols, rule });
    };
    let mut book = Book::new(rows, cols, win_rule, depth, exact_empties);
    let options = book.options();
    let cells = usize::from(rows) * usize::from(cols);
    let n = r.u32()? as usize;
    let bad = |index: usize, reason: &'static str| BookError::Position {
        rows,
        cols,
        index,
        reason,
    };
    for index in 0..n {
        let key = r.take(cells.div_ceil(4))?.to_vec();
        let value = r.i16()?;
        let count = r.u8()?;
        let mut moves = Vec::with_capacity(usize::from(count));
        for _ in 0..count {
            moves.push((r.u8()?, r.i16()?));
        }
        if book.entries.last().is_some_and(|e| e.key >= key) {
            return Err(bad(index, "the positions are not in order"));
        }
        let game = position(&key, options).ok_or(bad(index, "not a position with a move"))?;
        let legal = game.moves();
        let all_legal = moves.len() == legal.len()
            && moves.windows(2).all(|w| w[0].0 < w[1].0)
            && moves.iter().all(|&(cell, _)| {
                let cell = usize::from(cell);
                cell < cells
                    && legal.contains(othello_core::Square::new(
                        (cell / usize::from(cols)) as u8,
                        (cell % usize::from(cols)) as u8,
                    ))
            });
        if !all_legal {
            return Err(bad(index, "its moves are not the position's legal moves"));
        }
        book.entries.push(Entry { key, value, moves });
    }
    Ok(book)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The compiled-in book reads and writes back to the very same bytes: the format is stable.
    #[test]
    fn the_embedded_book_writes_back_byte_for_byte() {
        let set = BookSet::from_bytes(EMBEDDED).expect("the compiled-in book reads");
        assert!(set.to_bytes() == EMBEDDED, "the book's bytes changed");
    }
}
