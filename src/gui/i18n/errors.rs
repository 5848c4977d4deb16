//! The rules' refusals in the window's language: a move refused in play, a game file or pasted
//! text whose moves do not replay, a tic-tac-toe cell already taken. The rules core words its
//! typed errors in English for the console and the logs; the window words the ones a player
//! meets here. Errors about the text itself (a line and column that do not parse) stay in the
//! core's English.

use crate::gui::i18n::t;
use othello_core::{MoveError, RecordError};
use tictactoe::XoError;

/// Why a move was refused.
pub fn move_error(error: &MoveError) -> String {
    match *error {
        MoveError::OffBoard {
            row,
            col,
            rows,
            cols,
        } => t!(
            "move-off-board",
            row = row,
            col = col,
            rows = rows,
            cols = cols
        ),
        MoveError::Occupied(square) => t!("move-occupied", square = square.to_string()),
        MoveError::FlipsNothing(square) => t!("move-flips-nothing", square = square.to_string()),
        MoveError::NotAdjacent(square) => t!("move-not-adjacent", square = square.to_string()),
        MoveError::GameOver => t!("move-game-over"),
    }
}

/// Why a game's moves do not replay (a pasted or opened game).
pub fn record_error(error: &RecordError) -> String {
    match *error {
        RecordError::Illegal {
            number,
            square,
            error,
        } => t!(
            "record-illegal",
            number = number,
            square = square.to_string(),
            why = move_error(&error)
        ),
        RecordError::NotTheirTurn {
            number,
            found,
            expected,
        } => t!(
            "record-not-their-turn",
            number = number,
            expected = super::player(expected),
            found = super::player(found)
        ),
        RecordError::PassNotForced { number, player } => t!(
            "record-pass-not-forced",
            number = number,
            player = super::player(player)
        ),
        RecordError::PassAfterEnd { number } => t!("record-pass-after-end", number = number),
        RecordError::Setup(e) => e.to_string(),
    }
}

/// Why a tic-tac-toe move was refused: the cell named as the board names it (`b2`).
pub fn xo_error(error: &XoError, cell: &str) -> String {
    match error {
        XoError::Taken(_) => t!("move-occupied", square = cell),
        XoError::NoMovesLeft => t!("move-game-over"),
        other => other.to_string(),
    }
}
