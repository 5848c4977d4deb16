//! The opening book: positions near the start of the game with the values of their moves from
//! deep searches, compiled in (`assets/book.bin`, see [`file`](mod@file)). This is the book as
//! the search reads it, and it uses no search: the engine grows books as one of its users, in
//! [`book_build`](crate::book_build).
//!
//! A position is stored once for all its images under the board's symmetries and for either
//! colour: its key is the least image of its cells seen from the side to move (1 the mover's
//! disc, 2 the opponent's), so the start with White first or with the other centre diagonal
//! reads the same entries. Each entry keeps every legal move's searched value, in the frame of
//! that least image, and the entry's value: the negamax of the moves, where a move into another
//! book position takes that position's value (a *book move*) and any other move its searched
//! value. A book position's value therefore says what the book knows, and a move that leaves the
//! book is worth what the search found for it (the "best move not in the book" of Edax's
//! books).
//!
//! Values are in hundredths of a disc for the side to move, as the search's; a book position
//! with at most [`Book::exact_empties`] empty cells has exact values.

pub mod file;

use crate::rng::XorShift;
use othello_core::{Game, Options, Player, RuleSet, Setup, Square, WinRule, symmetry};
use std::sync::OnceLock;

pub use file::BookError;

/// A position's key: its least image under the board's symmetries, the mover's discs 1 and the
/// opponent's 2, four cells a byte (the first cell in the low bits).
pub type Key = Vec<u8>;

/// The key of the game's position, with the symmetry that takes the game's cells to the key's
/// (`None` when the game is over).
pub fn key(game: &Game) -> Option<(Key, u8)> {
    let turn = game.turn()?;
    let (rows, cols) = (game.rows(), game.cols());
    let cells: Vec<u8> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| Square::new(r, c)))
        .map(|sq| match game.cell(sq) {
            None => 0,
            Some(p) if p == turn => 1,
            Some(_) => 2,
        })
        .collect();
    let (least, s) = symmetry::canonical(rows, cols, &cells);
    Some((pack(&least), s))
}

fn pack(cells: &[u8]) -> Key {
    cells
        .chunks(4)
        .map(|c| c.iter().rev().fold(0u8, |acc, &v| (acc << 2) | v))
        .collect()
}

/// The position a key stands for, with the mover as Black (the book's own frame), under
/// `options`' rules; `None` if the key does not fit the board or is not a position with a
/// move.
pub fn position(key: &[u8], options: Options) -> Option<Game> {
    let cells = usize::from(options.rows) * usize::from(options.cols);
    if key.len() != cells.div_ceil(4) {
        return None;
    }
    let cell = |k: usize| (key[k / 4] >> (2 * (k % 4))) & 3;
    let mut setup = Setup::standard(options);
    for (k, c) in setup.cells.iter_mut().enumerate() {
        *c = match cell(k) {
            0 => None,
            1 => Some(Player::Black),
            2 => Some(Player::White),
            _ => return None,
        };
    }
    setup.turn = Player::Black;
    let game = Game::from_setup(&setup).ok()?;
    (game.turn() == Some(Player::Black)).then_some(game)
}

/// One book position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The position, up to symmetry and colour (see [`Key`]).
    pub key: Key,
    /// The negamax value of the position (see the module docs).
    pub value: i16,
    /// Every legal move's searched value: the cell (`row × cols + col`, in the key's frame)
    /// and the value for the mover.
    pub moves: Vec<(u8, i16)>,
}

/// The book of one board and win rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Book {
    /// The board's rows.
    pub rows: u8,
    /// The board's columns.
    pub cols: u8,
    /// The game the book was built for: most or fewest discs wins.
    pub win_rule: WinRule,
    /// The midgame depth of the searches that valued the moves.
    pub depth: u8,
    /// Positions with at most this many empty cells were solved exactly.
    pub exact_empties: u8,
    /// Sorted by key.
    pub entries: Vec<Entry>,
}

/// A move of a book position and what the book says of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    /// The move, on the game's board.
    pub square: Square,
    /// For the mover, in hundredths of a disc.
    pub value: i32,
    /// Whether the move leads to another book position (its value is that position's), rather
    /// than out of the book (its value is the search's).
    pub in_book: bool,
    /// Whether the value is exact.
    pub exact: bool,
}

impl BookMove {
    /// Whether the book's value of the move is as sure as any search's: the move leads to
    /// another book position, or its value is exact.
    pub fn settled(&self) -> bool {
        self.in_book || self.exact
    }
}

impl Book {
    /// An empty book for a board.
    pub fn new(rows: u8, cols: u8, win_rule: WinRule, depth: u8, exact_empties: u8) -> Book {
        Book {
            rows,
            cols,
            win_rule,
            depth,
            exact_empties,
            entries: Vec::new(),
        }
    }

    /// Whether the book speaks of this game's positions: the same board and win rule, and the
    /// Full rules (either colour first, either centre diagonal).
    pub fn applies_to(&self, options: &Options) -> bool {
        options.rules == RuleSet::Full
            && (options.rows, options.cols, options.win_rule)
                == (self.rows, self.cols, self.win_rule)
    }

    /// The options of the book's own frame.
    pub fn options(&self) -> Options {
        Options {
            rows: self.rows,
            cols: self.cols,
            win_rule: self.win_rule,
            ..Options::default()
        }
    }

    /// The entry of a key.
    pub fn entry(&self, key: &[u8]) -> Option<&Entry> {
        self.entries
            .binary_search_by(|e| e.key.as_slice().cmp(key))
            .ok()
            .map(|i| &self.entries[i])
    }

    /// The game's position's entry, if the book applies to the game and holds it.
    pub fn lookup(&self, game: &Game) -> Option<&Entry> {
        if !self.applies_to(game.options()) {
            return None;
        }
        self.entry(&key(game)?.0)
    }

    /// Whether values at a position with `empties` empty cells are exact.
    pub fn is_exact(&self, empties: u32) -> bool {
        empties <= u32::from(self.exact_empties)
    }

    /// The value of each legal move of the game's position, best first (ties in cell order), if
    /// the position is in the book: a book move takes its position's value.
    pub fn moves(&self, game: &Game) -> Option<Vec<BookMove>> {
        if !self.applies_to(game.options()) {
            return None;
        }
        let (k, s) = key(game)?;
        let entry = self.entry(&k)?;
        let turn = game.turn()?;
        let back = symmetry::inverse(s);
        let cols = usize::from(self.cols);
        let mut out: Vec<BookMove> = entry
            .moves
            .iter()
            .map(|&(cell, searched)| {
                let local = Square::new(
                    (usize::from(cell) / cols) as u8,
                    (usize::from(cell) % cols) as u8,
                );
                let square = symmetry::map(back, self.rows, self.cols, local);
                let mut next = game.clone();
                let played = next.play(square).is_ok();
                let child = played.then(|| self.lookup(&next)).flatten();
                match child {
                    Some(c) => {
                        let sign = if next.turn() == Some(turn) { 1 } else { -1 };
                        BookMove {
                            square,
                            value: sign * i32::from(c.value),
                            in_book: true,
                            exact: self.is_exact(next.empties()),
                        }
                    }
                    None => BookMove {
                        square,
                        value: i32::from(searched),
                        in_book: false,
                        exact: self.is_exact(game.empties()),
                    },
                }
            })
            .collect();
        out.sort_by_key(|m| (-m.value, m.square.row, m.square.col));
        Some(out)
    }

    /// A book move to play: one of the book moves within `margin` (hundredths of a disc) of
    /// the position's best value, chosen by `seed` (each with the same chance); `None` when the
    /// position is not in the book or its best move leaves the book (a search knows better
    /// there). Where the book's values are exact, a move out of the book within the margin is
    /// as good a choice as one in it (its value is as sure), so a perfect-play book still
    /// lets the weaker levels vary.
    pub fn choose(&self, game: &Game, margin: i32, seed: u64) -> Option<BookMove> {
        let moves = self.moves(game)?;
        let best = moves.first()?;
        if !best.in_book {
            return None;
        }
        let near: Vec<&BookMove> = moves
            .iter()
            .filter(|m| m.settled() && m.value >= best.value - margin.max(0))
            .collect();
        let mut rng = XorShift::new(seed ^ 0x6a09_e667_f3bc_c908);
        Some(*near[rng.below(near.len() as u64) as usize])
    }
}

/// Where a game stands with the book.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// The position on the board is in the book.
    In,
    /// The game left the book with its move of this number (1 for the first move played).
    LeftWith(usize),
}

impl Book {
    /// Where `game` stands with the book: `None` when its first position is not in the book
    /// (another board or rules, an edited position), else whether it is still in and, if not,
    /// which move took it out.
    pub fn progress(&self, game: &Game) -> Option<Progress> {
        let mut replay = Game::from_setup(&game.setup()).ok()?;
        self.lookup(&replay)?;
        for (k, &square) in game.moves_played().iter().enumerate() {
            if replay.play(square).is_err() || self.lookup(&replay).is_none() {
                return Some(Progress::LeftWith(k + 1));
            }
        }
        Some(Progress::In)
    }
}

/// The books of every board that has one.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BookSet {
    /// One book per board and win rule.
    pub books: Vec<Book>,
}

impl BookSet {
    /// The books compiled into the program (`assets/book.bin`).
    ///
    /// # Errors
    /// Only if that file is damaged, which the tests rule out.
    pub fn embedded() -> Result<&'static BookSet, &'static BookError> {
        static SET: OnceLock<Result<BookSet, BookError>> = OnceLock::new();
        SET.get_or_init(|| BookSet::from_bytes(file::EMBEDDED))
            .as_ref()
    }

    /// The book for a game's options, if there is one.
    pub fn for_options(&self, options: &Options) -> Option<&Book> {
        self.books.iter().find(|b| b.applies_to(options))
    }
}

/// The compiled-in book for a game's options, if there is one.
pub fn for_options(options: &Options) -> Option<&'static Book> {
    BookSet::embedded().ok()?.for_options(options)
}
