//! Playing a move: the checks that say why a move is refused, the discs it flips, and who moves
//! after it (the mover again when the opponent must pass, nobody when the game ends).

use super::{Game, Step};
use crate::bits::{Bits, U256};
use crate::options::{Player, RuleSet};
use crate::square::{Square, SquareSet};
use thiserror::Error;

/// Why a move was refused. The game is unchanged after any of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The cell is outside the board.
    #[error("row {row}, column {col} is off the {rows}×{cols} board")]
    OffBoard {
        /// 1-based row asked for.
        row: u32,
        /// 1-based column asked for.
        col: u32,
        /// Rows on the board.
        rows: u8,
        /// Columns on the board.
        cols: u8,
    },
    /// The cell already holds a disc.
    #[error("{0} is occupied")]
    Occupied(Square),
    /// Full rules: a disc there would outflank no opponent disc.
    #[error("{0} flips nothing")]
    FlipsNothing(Square),
    /// Simple rules: the cell has no opponent disc next to it.
    #[error("{0} is not next to an opponent disc")]
    NotAdjacent(Square),
    /// Nobody may move: the game has ended.
    #[error("the game is over")]
    GameOver,
}

/// What a successful move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// Who moved.
    pub player: Player,
    /// Where.
    pub square: Square,
    /// The discs that changed colour.
    pub flipped: SquareSet,
    /// Whose turn it is now; `None` when the move ended the game.
    pub next: Option<Player>,
    /// The opponent had no legal move, so the mover moves again.
    pub opponent_passed: bool,
}

impl Game {
    /// Plays `square` for the player to move. Then, if the opponent has no legal move, the
    /// mover moves again; if neither can move, the game ends. A new move clears the redo list.
    ///
    /// # Errors
    /// [`MoveError`] says why the move is not allowed; the game is unchanged.
    pub fn play(&mut self, square: Square) -> Result<MoveReport, MoveError> {
        let report = self.apply(square)?;
        if self.redo.last().map(|s| s.square) == Some(square) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        Ok(report)
    }

    /// Whether the player to move may play on `square`.
    pub fn is_legal(&self, square: Square) -> bool {
        self.check(square).is_ok()
    }

    /// The discs that the player to move would flip by playing on `square`.
    ///
    /// # Errors
    /// The same as [`Game::play`]; nothing changes.
    pub fn flips(&self, square: Square) -> Result<SquareSet, MoveError> {
        self.check(square)
    }

    /// Checks a move for the player to move and returns its flips.
    fn check(&self, square: Square) -> Result<SquareSet, MoveError> {
        let Some(turn) = self.turn() else {
            return Err(MoveError::GameOver);
        };
        if !self.contains(square) {
            return Err(MoveError::OffBoard {
                row: u32::from(square.row) + 1,
                col: u32::from(square.col) + 1,
                rows: self.rows(),
                cols: self.cols(),
            });
        }
        if self.cell(square).is_some() {
            return Err(MoveError::Occupied(square));
        }
        if !self.legal_moves(turn).contains(square) {
            return Err(match self.options.rules {
                RuleSet::Full => MoveError::FlipsNothing(square),
                RuleSet::Simple => MoveError::NotAdjacent(square),
            });
        }
        let rules = self.options.rules;
        let index = square.index(self.cols());
        let flips = crate::with_layout!(&self.layout, |l| {
            let pos = self.position_for(turn);
            pos.flips(l, rules, index).to_words()
        });
        Ok(SquareSet::from_bits(U256::from_words(flips), self.cols()))
    }

    /// Plays `square` for the player to move, leaving the redo list to the caller ([`Game::play`]
    /// and redo).
    pub(super) fn apply(&mut self, square: Square) -> Result<MoveReport, MoveError> {
        let flipped = self.check(square)?;
        let player = self.turn().ok_or(MoveError::GameOver)?;
        let before = self.current;
        let flips: U256 = flipped.bits();
        let placed = U256::bit(square.index(self.cols()));
        let mine = U256::from_words(self.current.discs[player]) | flips | placed;
        let theirs = U256::from_words(self.current.discs[player.opponent()]) ^ flips;
        self.current.discs[player] = mine.to_words();
        self.current.discs[player.opponent()] = theirs.to_words();
        let (next, opponent_passed) = self.settle(player.opponent());
        self.current.turn = next;
        self.history.push(Step {
            player,
            square,
            opponent_passed,
            before,
        });
        Ok(MoveReport {
            player,
            square,
            flipped,
            next,
            opponent_passed,
        })
    }

    /// Who moves when it is nominally `player`'s turn: `player` if they can, else their opponent
    /// (a pass, reported as `true`), else nobody (the game is over).
    pub(super) fn settle(&self, player: Player) -> (Option<Player>, bool) {
        if self.has_moves(player) {
            (Some(player), false)
        } else if self.has_moves(player.opponent()) {
            (Some(player.opponent()), true)
        } else {
            (None, false)
        }
    }
}
