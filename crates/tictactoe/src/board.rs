//! Players, positions, options and the winning lines of a board.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::OnceLock;
use thiserror::Error;

/// The smallest board side: the model's `SIZE` = 3.
pub const MIN_SIZE: u8 = 3;
/// The largest board side; 7×7 = 49 cells still fit one `u64` per player.
pub const MAX_SIZE: u8 = 7;
/// The shortest winning run.
pub const MIN_K: u8 = 3;

/// A player: the model's `Player = <NOUGHT> | <CROSS>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Player {
    /// `<NOUGHT>`, the O marks.
    Nought,
    /// `<CROSS>`, the X marks.
    Cross,
}

/// The mark on a cell is the player who put it there.
pub type Mark = Player;

impl Player {
    /// The model's `PLAYERS`: every player, in declaration order.
    pub const PLAYERS: [Player; 2] = [Player::Nought, Player::Cross];

    /// The other player.
    #[must_use]
    pub const fn opponent(self) -> Player {
        match self {
            Player::Nought => Player::Cross,
            Player::Cross => Player::Nought,
        }
    }

    /// The player's name in words: "Nought" or "Cross".
    pub const fn name(self) -> &'static str {
        match self {
            Player::Nought => "Nought",
            Player::Cross => "Cross",
        }
    }

    /// The name in the model: "NOUGHT" or "CROSS" (used in error messages).
    pub const fn model_name(self) -> &'static str {
        match self {
            Player::Nought => "NOUGHT",
            Player::Cross => "CROSS",
        }
    }

    /// The mark drawn on the board: 'O' or 'X'.
    pub const fn symbol(self) -> char {
        match self {
            Player::Nought => 'O',
            Player::Cross => 'X',
        }
    }

    /// 0 for Nought, 1 for Cross: the index of the player's bitboard.
    pub(crate) const fn index(self) -> usize {
        match self {
            Player::Nought => 0,
            Player::Cross => 1,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A position for a move: the model's `Pos :: row : nat1, col : nat1`, 1-based.
///
/// This is plain data and may hold anything; the model's invariant `inv_Pos` (row and column in
/// `1..=SIZE`) is checked by every operation that takes a position, against that game's board
/// (see [`Rules::contains`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    /// 1-based row, counted from the top.
    pub row: u8,
    /// 1-based column, counted from the left.
    pub col: u8,
}

impl Pos {
    /// The model's `mk_Pos(row, col)`, 1-based.
    pub const fn new(row: u8, col: u8) -> Pos {
        Pos { row, col }
    }
}

impl fmt::Display for Pos {
    /// Writes `(row, col)`, e.g. `(2, 3)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

/// The settings of a game, as plain serializable data that may hold anything.
///
/// [`Options::validate`] (called by every constructor of a game) turns them into [`Rules`].
/// The default is the model: 3×3, three in a row, Cross first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// The side of the square board, `MIN_SIZE..=MAX_SIZE` (the model's `SIZE`).
    pub size: u8,
    /// How many marks in a row, column or diagonal win: `MIN_K..=size`.
    pub k_in_a_row: u8,
    /// Who moves first: the head of the model's `PlayOrder`.
    pub first: Player,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            size: 3,
            k_in_a_row: 3,
            first: Player::Cross,
        }
    }
}

/// Why [`Options`] do not describe a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum OptionsError {
    /// The board side is outside `MIN_SIZE..=MAX_SIZE`.
    #[error("board size {0} is not allowed: choose {MIN_SIZE} to {MAX_SIZE}")]
    Size(u8),
    /// The run length is outside `MIN_K..=size`.
    #[error("{k} in a row is not allowed on a {size}×{size} board: choose {MIN_K} to {size}")]
    KInARow {
        /// The run length asked for.
        k: u8,
        /// The board side.
        size: u8,
    },
}

impl Options {
    /// Checks the options and returns the rules they describe.
    ///
    /// # Errors
    /// [`OptionsError::Size`] or [`OptionsError::KInARow`], naming the bad option.
    pub fn validate(&self) -> Result<Rules, OptionsError> {
        Rules::new(self.size, self.k_in_a_row)
    }
}

/// A validated board: its side (the model's `SIZE`) and the length of a winning run.
///
/// With `k == size` the winning lines are exactly the model's `winningLines` (every row, every
/// column, both diagonals); with a shorter `k` they are every run of `k` cells in a row, column
/// or diagonal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    size: u8,
    k: u8,
}

/// Every winning line of one board, as bit masks (bit = `(row − 1) * size + (col − 1)`).
pub(crate) struct LineTable {
    /// All lines, rows first, then columns, then both diagonal directions.
    pub(crate) all: Vec<u64>,
    /// For each cell, the lines that pass through it.
    pub(crate) through: Vec<Vec<u64>>,
}

impl Rules {
    /// The model's board: 3×3, three in a row.
    pub const XO: Rules = Rules { size: 3, k: 3 };

    /// The rules for a `size`×`size` board won by `k` in a row.
    ///
    /// # Errors
    /// [`OptionsError`] if `size` is outside `MIN_SIZE..=MAX_SIZE` or `k` outside `MIN_K..=size`.
    pub fn new(size: u8, k: u8) -> Result<Rules, OptionsError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(OptionsError::Size(size));
        }
        if !(MIN_K..=size).contains(&k) {
            return Err(OptionsError::KInARow { k, size });
        }
        Ok(Rules { size, k })
    }

    /// The side of the board: the model's `SIZE`.
    pub const fn size(self) -> u8 {
        self.size
    }

    /// How many in a row win.
    pub const fn k(self) -> u8 {
        self.k
    }

    /// The number of cells: the model's `MAX` = `SIZE * SIZE`.
    pub const fn max_moves(self) -> u32 {
        self.size as u32 * self.size as u32
    }

    /// The model's minimum length of a `Moves` sequence is one more than this:
    /// `card PLAYERS * (SIZE - 1)`, generalised to `card PLAYERS * (k - 1)`.
    pub const fn min_moves_exclusive(self) -> u32 {
        2 * (self.k as u32 - 1)
    }

    /// The model's `inv_Pos`: is `pos` on this board (row and column in `1..=SIZE`)?
    pub const fn contains(self, pos: Pos) -> bool {
        pos.row >= 1 && pos.row <= self.size && pos.col >= 1 && pos.col <= self.size
    }

    /// Every position on the board, row by row.
    pub fn positions(self) -> impl Iterator<Item = Pos> {
        let size = self.size;
        (1..=size).flat_map(move |row| (1..=size).map(move |col| Pos { row, col }))
    }

    /// The model's `winningLines`: each line as the set of its positions.
    #[doc(alias = "winningLines")]
    pub fn winning_lines(self) -> Vec<Vec<Pos>> {
        self.table()
            .all
            .iter()
            .map(|&line| self.positions_of(line))
            .collect()
    }

    /// The bit of an on-board position.
    pub(crate) fn bit(self, pos: Pos) -> u64 {
        1 << self.index(pos)
    }

    /// The bit index of an on-board position.
    pub(crate) fn index(self, pos: Pos) -> usize {
        usize::from(pos.row - 1) * usize::from(self.size) + usize::from(pos.col - 1)
    }

    /// The position with bit index `index`.
    pub(crate) fn pos_of(self, index: u32) -> Pos {
        let size = u32::from(self.size);
        Pos {
            row: (index / size) as u8 + 1,
            col: (index % size) as u8 + 1,
        }
    }

    /// The positions in a mask, row by row.
    pub(crate) fn positions_of(self, mut mask: u64) -> Vec<Pos> {
        let mut out = Vec::with_capacity(mask.count_ones() as usize);
        while mask != 0 {
            out.push(self.pos_of(mask.trailing_zeros()));
            mask &= mask - 1;
        }
        out
    }

    /// The mask of every cell.
    pub(crate) fn full(self) -> u64 {
        let n = self.max_moves();
        if n == 64 { u64::MAX } else { (1 << n) - 1 }
    }

    /// The winning lines of this board, built once per board.
    pub(crate) fn table(self) -> &'static LineTable {
        static TABLES: OnceLock<Vec<LineTable>> = OnceLock::new();
        let tables = TABLES.get_or_init(|| {
            let mut tables = Vec::new();
            for size in MIN_SIZE..=MAX_SIZE {
                for k in MIN_K..=MAX_SIZE {
                    tables.push(LineTable::build(size, k.min(size)));
                }
            }
            tables
        });
        let per_size = usize::from(MAX_SIZE - MIN_K + 1);
        &tables[usize::from(self.size - MIN_SIZE) * per_size + usize::from(self.k - MIN_K)]
    }
}

impl LineTable {
    fn build(size: u8, k: u8) -> LineTable {
        let (n, k) = (i32::from(size), i32::from(k));
        let bit = |r: i32, c: i32| 1u64 << (r * n + c);
        let mut all = Vec::new();
        // Rows, columns, diagonals (down-right), anti-diagonals (down-left): each start cell whose
        // run of k stays on the board.
        for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for r in 0..n {
                for c in 0..n {
                    let (er, ec) = (r + dr * (k - 1), c + dc * (k - 1));
                    if (0..n).contains(&er) && (0..n).contains(&ec) {
                        all.push((0..k).fold(0, |m, i| m | bit(r + dr * i, c + dc * i)));
                    }
                }
            }
        }
        let through = (0..n * n)
            .map(|i| all.iter().copied().filter(|l| l >> i & 1 == 1).collect())
            .collect();
        LineTable { all, through }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn model_board_has_the_eight_lines_of_the_model() {
        let lines = Rules::XO.winning_lines();
        let p = Pos::new;
        let expected = [
            [p(1, 1), p(1, 2), p(1, 3)],
            [p(2, 1), p(2, 2), p(2, 3)],
            [p(3, 1), p(3, 2), p(3, 3)],
            [p(1, 1), p(2, 1), p(3, 1)],
            [p(1, 2), p(2, 2), p(3, 2)],
            [p(1, 3), p(2, 3), p(3, 3)],
            [p(1, 1), p(2, 2), p(3, 3)],
            [p(1, 3), p(2, 2), p(3, 1)],
        ];
        assert_eq!(lines.len(), 8);
        for line in expected {
            let mut line = line.to_vec();
            line.sort();
            assert!(lines.contains(&line), "{line:?} missing");
        }
    }

    #[test]
    fn line_counts_generalise() {
        // Runs of k on n×n: 2n(n-k+1) straight plus 2(n-k+1)^2 diagonal.
        for size in MIN_SIZE..=MAX_SIZE {
            for k in MIN_K..=size {
                let rules = Rules::new(size, k).unwrap();
                let m = usize::from(size - k + 1);
                let n = usize::from(size);
                assert_eq!(rules.table().all.len(), 2 * n * m + 2 * m * m, "{size} {k}");
            }
        }
    }

    #[test]
    fn options_errors_name_the_bad_option() {
        let bad = Options {
            size: 8,
            ..Options::default()
        };
        assert_eq!(bad.validate(), Err(OptionsError::Size(8)));
        assert_eq!(
            OptionsError::Size(8).to_string(),
            "board size 8 is not allowed: choose 3 to 7"
        );
        let bad = Options {
            size: 4,
            k_in_a_row: 5,
            first: Player::Nought,
        };
        assert_eq!(bad.validate(), Err(OptionsError::KInARow { k: 5, size: 4 }));
        assert_eq!(
            bad.validate().unwrap_err().to_string(),
            "5 in a row is not allowed on a 4×4 board: choose 3 to 4"
        );
        let bad = Options {
            size: 5,
            k_in_a_row: 2,
            first: Player::Nought,
        };
        assert!(matches!(
            bad.validate(),
            Err(OptionsError::KInARow { k: 2, .. })
        ));
        assert_eq!(
            Options {
                size: 2,
                ..Options::default()
            }
            .validate(),
            Err(OptionsError::Size(2))
        );
        assert_eq!(Options::default().validate(), Ok(Rules::XO));
    }
}
