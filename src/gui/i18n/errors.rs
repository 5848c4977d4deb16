//! The rules' refusals in the window's language: a move refused in play, a game file or pasted
//! text whose moves do not replay, a tic-tac-toe cell already taken. The rules core words its
//! typed errors in English for the console and the logs; the window words the ones a player
//! meets here. Errors about the text itself (a line and column that do not parse) stay in the
//! core's English.

use crate::gui::i18n::{Message, msg};
use othello_core::{MoveError, RecordError};
use tictactoe::XoError;

/// Why a move was refused.
pub fn move_error(error: &MoveError) -> Message {
    match *error {
        MoveError::OffBoard {
            row,
            col,
            rows,
            cols,
        } => msg!(
            "move-off-board",
            row = row,
            col = col,
            rows = rows,
            cols = cols
        ),
        MoveError::Occupied(square) => msg!("move-occupied", square = square.to_string()),
        MoveError::FlipsNothing(square) => msg!("move-flips-nothing", square = square.to_string()),
        MoveError::NotAdjacent(square) => msg!("move-not-adjacent", square = square.to_string()),
        MoveError::GameOver => msg!("move-game-over"),
    }
}

/// Why a game's moves do not replay (a pasted or opened game).
pub fn record_error(error: &RecordError) -> Message {
    match *error {
        RecordError::Illegal {
            number,
            square,
            error,
        } => msg!(
            "record-illegal",
            number = number,
            square = square.to_string(),
            why = move_error(&error)
        ),
        RecordError::NotTheirTurn {
            number,
            found,
            expected,
        } => msg!(
            "record-not-their-turn",
            number = number,
            expected = super::player(expected),
            found = super::player(found)
        ),
        RecordError::PassNotForced { number, player } => msg!(
            "record-pass-not-forced",
            number = number,
            player = super::player(player)
        ),
        RecordError::PassAfterEnd { number } => msg!("record-pass-after-end", number = number),
        RecordError::Setup(e) => Message::plain(e.to_string()),
    }
}

/// Why a tic-tac-toe move was refused: the cell named as the board names it (`b2`).
pub fn xo_error(error: &XoError, cell: &str) -> Message {
    match error {
        XoError::Taken(_) => msg!("move-occupied", square = cell),
        XoError::NoMovesLeft => msg!("move-game-over"),
        other => Message::plain(other.to_string()),
    }
}
