//! Tic-tac-toe, from the formal (VDM-SL) model "XO", and on bigger boards k in a row.
//!
//! The module has three layers:
//!
//! - **The model** ([`Game`], [`Moves`], [`PlayOrder`], [`play`]): the VDM definitions one for
//!   one, named after them in snake case — `hasWon` is [`Game::has_won`], `whoWon`
//!   [`Game::who_won`], `isWon` [`Game::is_won`], `isDraw` [`Game::is_draw`], `isUnfinished`
//!   [`Game::is_unfinished`], `movesSoFar` [`Game::moves_so_far`], `moveCountSoFar`
//!   [`Game::move_count_so_far`], `moveCountLeft` [`Game::move_count_left`], `movesForPlayer`
//!   [`Game::moves_for_player`], `winningLines` [`Rules::winning_lines`], the operation `move`
//!   [`Game::move_`] and `play` [`play`]. The implicit VDM checks are public functions:
//!   [`inv_game`], [`pre_move`], [`post_move`], [`post_play`]; `inv_Pos` is [`Rules::contains`],
//!   `inv_Moves` and `inv_PlayOrder` are the constructors [`Moves::new`] and [`PlayOrder::new`].
//!   Every broken invariant or condition is an [`XoError`] that names it; nothing panics.
//! - **A game in progress** ([`Match`]): turns, the outcome with the winning line, undo/redo, and
//!   saving as [`Options`] plus the move list ([`Record`]). This is what a user interface holds.
//! - **The computer opponent** ([`engine`]): [`best_move`], perfect on 3×3.
//!
//! Positions are 1-based like the model's `Pos` (`nat1`): `(1, 1)` is the top-left cell.
//! The model's board is `SIZE` = 3 with three in a row ([`Rules::XO`], the default [`Options`]);
//! [`Options`] also allow sizes [`MIN_SIZE`]`..=`[`MAX_SIZE`] won by `k` in a row
//! (`3 <= k <= size`), where the winning lines are every run of `k` cells in a row, column or
//! diagonal. With `k = SIZE` they are exactly the model's rows, columns and two diagonals.
//!
//! ```
//! use tictactoe::{play, Moves, PlayOrder, PlayResult, Player, Pos, Rules, XoError};
//!
//! let p = Pos::new;
//! let order = PlayOrder::new(&[Player::Cross, Player::Nought])?;
//! // Cross takes the main diagonal on its third move; the last move is never played.
//! let moves = Moves::new(Rules::XO, vec![p(1, 1), p(1, 2), p(2, 2), p(1, 3), p(3, 3), p(3, 1)])?;
//! let played = play(order, &moves)?;
//! assert_eq!(played.result, PlayResult::Won(Player::Cross));
//! assert_eq!(played.used, 5);
//!
//! assert_eq!(
//!     Moves::new(Rules::XO, vec![p(1, 1), p(4, 1)]).unwrap_err().to_string(),
//!     "position (4, 1) is off the 3×3 board"
//! );
//! assert_eq!(PlayOrder::new(&[Player::Cross, Player::Cross]), Err(XoError::BadPlayOrder));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![deny(missing_docs)]

mod board;
pub mod engine;
mod model;
mod session;

pub use board::{MAX_SIZE, MIN_K, MIN_SIZE, Mark, Options, OptionsError, Player, Pos, Rules};
pub use engine::{Analysis, Engine, Limits, Score, best_move};
pub use model::{
    Game, Moves, PlayOrder, PlayResult, Played, XoError, inv_game, play, post_move, post_play,
    pre_move,
};
pub use session::{Match, MoveReport, Outcome, Record, ReplayError};
