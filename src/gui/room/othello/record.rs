//! The engine's values in a game's record: each move's value for its mover, as the review, the
//! analysis or the computer's search found it (the deeper where two did).

use super::evaluations::Evaluations;
use crate::gui::session::Reviewed;
use othello_core::{Game, Player, Ply, Record, Square};

/// Writes into `record` (of `game`'s line) the value of each move that the engine has found:
/// the value of the position it led to, for its mover, in discs; the review's where it is the
/// deeper (or only) search of that move.
pub fn annotate(
    record: &mut Record,
    game: &Game,
    evaluations: &Evaluations,
    reviewed: Option<&Reviewed>,
) {
    let moves: Vec<Square> = game.moves_played();
    let values = evaluations.along(game, &moves);
    let review = reviewed.map(|r| r.review(game));
    let mut count = 0;
    for (index, ply) in record.plies.iter_mut().enumerate() {
        let Ply::Move { player, .. } = ply.ply else {
            continue;
        };
        count += 1;
        let searched = values.get(count).copied().flatten();
        let from_review = review
            .as_ref()
            .and_then(|r| r.plies.get(index).cloned().flatten())
            .filter(|m| searched.is_none_or(|e| (m.exact, m.depth) >= (e.exact, e.depth)));
        let hundredths = match (from_review, searched) {
            (Some(m), _) => Some(m.value),
            (None, Some(e)) if player == Player::Black => Some(e.black),
            (None, Some(e)) => Some(-e.black),
            (None, None) => None,
        };
        if let Some(h) = hundredths {
            ply.eval = Some(f64::from(h) / 100.0);
        }
    }
}
