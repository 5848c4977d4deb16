//! Set-up positions: plain data for any arrangement of discs, checked once into a
//! [`Game`](crate::Game).

use super::options::{Options, OptionsError, Player};
use super::square::Square;
use thiserror::Error;

/// A position to start a game from: plain data that may hold anything.
///
/// `cells` lists the board row by row from the top-left cell (`a1`, `b1`, … then `a2`, …):
/// `rows × cols` entries, each a disc or `None` for an empty cell. `turn` is the side to move.
/// [`Game::from_setup`](crate::Game::from_setup) (or [`Setup::into_game`]) checks it once;
/// after that the [`Game`](crate::Game) is trusted.
///
/// In a `Setup`, `options.first` and `options.top_left` only describe the standard start of
/// those options (they are kept so that a game's options survive a round trip); the position is
/// `cells` and `turn`, whatever they say.
///
/// ```
/// use othello_core::{Game, Options, Player, Setup, Square};
///
/// let mut setup = Setup::standard(Options::default());
/// setup.set(Square::new(0, 0), Some(Player::Black))?; // an extra disc on a1
/// let game = setup.into_game()?;
/// assert_eq!(game.cell(Square::new(0, 0)), Some(Player::Black));
/// assert_eq!(game.counts().black, 3);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Setup {
    /// The board's size and rules.
    pub options: Options,
    /// Row by row from the top-left cell: the disc on each cell, if any.
    pub cells: Vec<Option<Player>>,
    /// The side to move.
    pub turn: Player,
}

impl Default for Setup {
    /// The standard start of the standard game.
    fn default() -> Self {
        Setup::standard(Options::default())
    }
}

impl Setup {
    /// The standard start of `options`: four discs in the centre, `options.first` to move.
    ///
    /// The sizes are not checked here; a board with too few cells for a centre gets what fits.
    pub fn standard(options: Options) -> Setup {
        let mut setup = Setup::empty(options);
        let (rows, cols) = (options.rows, options.cols);
        if rows >= 2 && cols >= 2 {
            let (r, c) = (rows / 2 - 1, cols / 2 - 1);
            let other = options.top_left.opponent();
            for (dr, dc, owner) in [
                (0, 0, options.top_left),
                (0, 1, other),
                (1, 0, other),
                (1, 1, options.top_left),
            ] {
                // In range by construction, so `set` cannot fail.
                let _ = setup.set(Square::new(r + dr, c + dc), Some(owner));
            }
        }
        setup
    }

    /// An empty board of `options`' size with `options.first` to move.
    pub fn empty(options: Options) -> Setup {
        Setup {
            options,
            cells: vec![None; usize::from(options.rows) * usize::from(options.cols)],
            turn: options.first,
        }
    }

    /// Number of rows.
    pub fn rows(&self) -> u8 {
        self.options.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> u8 {
        self.options.cols
    }

    /// The disc on `square`; `None` for an empty cell or one off the board.
    pub fn get(&self, square: Square) -> Option<Player> {
        self.slot(square)
            .and_then(|i| self.cells.get(i).copied().flatten())
    }

    /// Puts `disc` on `square` (or empties it with `None`).
    ///
    /// # Errors
    /// [`SetupError::OffBoard`] if `square` is outside the board or past the end of `cells`.
    pub fn set(&mut self, square: Square, disc: Option<Player>) -> Result<(), SetupError> {
        let cell = self
            .slot(square)
            .and_then(|i| self.cells.get_mut(i))
            .ok_or(SetupError::OffBoard {
                square,
                rows: self.options.rows,
                cols: self.options.cols,
            })?;
        *cell = disc;
        Ok(())
    }

    /// Whether this is the standard start of its options.
    pub fn is_standard(&self) -> bool {
        *self == Setup::standard(self.options)
    }

    /// Checks the options and the number of cells (what
    /// [`Game::from_setup`](crate::Game::from_setup) needs).
    ///
    /// # Errors
    /// [`SetupError::Options`] or [`SetupError::CellCount`].
    pub fn validate(&self) -> Result<(), SetupError> {
        self.options.validate()?;
        let expected = usize::from(self.rows()) * usize::from(self.cols());
        if self.cells.len() != expected {
            return Err(SetupError::CellCount {
                rows: self.rows(),
                cols: self.cols(),
                found: self.cells.len(),
            });
        }
        Ok(())
    }

    fn slot(&self, square: Square) -> Option<usize> {
        (square.row < self.rows() && square.col < self.cols())
            .then(|| usize::from(square.row) * usize::from(self.cols()) + usize::from(square.col))
    }
}

/// Why a [`Setup`] cannot start a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The options are invalid.
    #[error(transparent)]
    Options(#[from] OptionsError),
    /// `cells` does not hold one entry per cell.
    #[error("a {rows}×{cols} board has {} cells, not {found}", usize::from(*rows) * usize::from(*cols))]
    CellCount {
        /// Rows on the board.
        rows: u8,
        /// Columns on the board.
        cols: u8,
        /// Entries found in `cells`.
        found: usize,
    },
    /// A cell outside the board was named.
    #[error("{square} is off the {rows}×{cols} board")]
    OffBoard {
        /// The cell.
        square: Square,
        /// Rows on the board.
        rows: u8,
        /// Columns on the board.
        cols: u8,
    },
}
