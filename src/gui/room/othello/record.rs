//! The engine's values in a game's record: each move's value for its mover, as the analysis or
//! the computer's search found it.

use super::evaluations::Evaluations;
use othello_core::{Game, Player, Ply, Record, Square};

/// Writes into `record` (of `game`'s line) the value of each move that the engine has found:
/// the value of the position it led to, for its mover, in discs.
pub fn annotate(record: &mut Record, game: &Game, evaluations: &Evaluations) {
    let moves: Vec<Square> = game.moves_played();
    let values = evaluations.along(game, &moves);
    let mut count = 0;
    for ply in &mut record.plies {
        if let Ply::Move { player, .. } = ply.ply {
            count += 1;
            if let Some(value) = values.get(count).copied().flatten() {
                let black = f64::from(value.black) / 100.0;
                ply.eval = Some(if player == Player::Black {
                    black
                } else {
                    -black
                });
            }
        }
    }
}
