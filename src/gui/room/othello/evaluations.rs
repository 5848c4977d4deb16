//! What the engine has said of the positions of the game so far, for the evaluation graph: the
//! analysis of each position a person looked at, the computer's value of each move it played,
//! the review's. Only on screen (not saved); forgotten when another game starts.

use othello_core::{Game, Player, Setup, Square};
use std::collections::HashMap;

/// One position's value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// For Black, in hundredths of a disc.
    pub black: i32,
    /// Proven by an exact solve.
    pub exact: bool,
    /// The search's depth (the empty cells when exact).
    pub depth: u32,
}

impl Evaluation {
    /// A value for `player` to move, as Black sees it.
    pub fn for_mover(player: Player, hundredths: i32, exact: bool, depth: u32) -> Self {
        let black = if player == Player::Black {
            hundredths
        } else {
            -hundredths
        };
        Evaluation {
            black,
            exact,
            depth,
        }
    }

    /// Whether it says more than `other`: exact beats searched, deeper beats shallower.
    fn better_than(&self, other: &Evaluation) -> bool {
        (self.exact, self.depth) > (other.exact, other.depth)
    }
}

/// What each move of a position gave away against its best, in hundredths of a disc, as one
/// search found it (so that the even and odd depths' leanings cancel out), with that search's
/// exactness and depth.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Losses {
    exact: bool,
    depth: u32,
    by_move: Vec<(Square, i32)>,
}

/// The values of the positions of one game, by the moves that reach them from its start.
#[derive(Default)]
pub struct Evaluations {
    setup: Option<Setup>,
    by_moves: HashMap<Vec<Square>, Evaluation>,
    losses: HashMap<Vec<Square>, Losses>,
}

impl Evaluations {
    /// Keeps `value` for the position after `moves` of `game`'s start, unless a better one is
    /// known; a game from another start forgets the last one's.
    pub fn record(&mut self, game: &Game, moves: Vec<Square>, value: Evaluation) {
        self.same_game(game);
        match self.by_moves.get(&moves) {
            Some(known) if !value.better_than(known) => {}
            _ => {
                self.by_moves.insert(moves, value);
            }
        }
    }

    /// Forgets what belonged to another game's start.
    fn same_game(&mut self, game: &Game) {
        let setup = game.setup();
        if self.setup.as_ref() != Some(&setup) {
            self.setup = Some(setup);
            self.by_moves.clear();
            self.losses.clear();
        }
    }

    /// Keeps what each move of the position after `moves` gives away, from one search's values
    /// of them (`values`: each move and its value for the mover, in hundredths), unless a
    /// deeper search's are known.
    pub fn record_moves(
        &mut self,
        game: &Game,
        moves: Vec<Square>,
        values: &[(Square, i32)],
        exact: bool,
        depth: u32,
    ) {
        self.same_game(game);
        let Some(best) = values.iter().map(|&(_, v)| v).max() else {
            return;
        };
        let losses = Losses {
            exact,
            depth,
            by_move: values.iter().map(|&(s, v)| (s, best - v)).collect(),
        };
        match self.losses.get(&moves) {
            Some(known) if (known.exact, known.depth) >= (exact, depth) => {}
            _ => {
                self.losses.insert(moves, losses);
            }
        }
    }

    /// What each move of `moves` gave away against the best move of its position, in
    /// hundredths, where a search valued both (the first move's first).
    pub fn losses_along(&self, game: &Game, moves: &[Square]) -> Vec<Option<i32>> {
        let known = self.setup.as_ref() == Some(&game.setup());
        (0..moves.len())
            .map(|k| {
                let losses = self.losses.get(&moves[..k]).filter(|_| known)?;
                losses
                    .by_move
                    .iter()
                    .find(|&&(s, _)| s == moves[k])
                    .map(|&(_, loss)| loss)
            })
            .collect()
    }

    /// The value of the position after each number of `moves` of `game`'s start (none, the
    /// first, the first two… all), where known.
    pub fn along(&self, game: &Game, moves: &[Square]) -> Vec<Option<Evaluation>> {
        let known = self.setup.as_ref() == Some(&game.setup());
        (0..=moves.len())
            .map(|k| {
                known
                    .then(|| self.by_moves.get(&moves[..k]).copied())
                    .flatten()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::Options;

    #[test]
    fn the_better_value_stays_and_another_game_forgets() {
        let game = Game::new(Options::default()).unwrap();
        let mut values = Evaluations::default();
        let f5: Square = "f5".parse().unwrap();
        let after_f5 = |values: &Evaluations, game: &Game| values.along(game, &[f5])[1];
        values.record(
            &game,
            vec![f5],
            Evaluation::for_mover(Player::White, 150, false, 10),
        );
        assert_eq!(after_f5(&values, &game).unwrap().black, -150);
        assert_eq!(values.along(&game, &[f5])[0], None);
        // Shallower: kept out; exact: taken.
        values.record(
            &game,
            vec![f5],
            Evaluation::for_mover(Player::White, 900, false, 4),
        );
        assert_eq!(after_f5(&values, &game).unwrap().black, -150);
        values.record(
            &game,
            vec![f5],
            Evaluation::for_mover(Player::White, 200, true, 50),
        );
        assert_eq!(after_f5(&values, &game).unwrap().black, -200);
        let other = Game::new(Options {
            rows: 6,
            cols: 6,
            ..Options::default()
        })
        .unwrap();
        assert_eq!(after_f5(&values, &other), None);
        values.record(
            &other,
            vec![],
            Evaluation::for_mover(Player::Black, 0, true, 32),
        );
        assert_eq!(after_f5(&values, &game), None);
    }

    #[test]
    fn a_move_loses_what_the_same_search_says_it_gives_away() {
        let game = Game::new(Options::default()).unwrap();
        let mut values = Evaluations::default();
        let [f5, d6, c3]: [Square; 3] = ["f5", "d6", "c3"].map(|s| s.parse().unwrap());
        let e6: Square = "e6".parse().unwrap();
        values.record_moves(&game, vec![], &[(f5, -150), (e6, -150)], false, 10);
        values.record_moves(&game, vec![f5], &[(d6, 120), (c3, -300)], false, 10);
        // f5 was a best move; c3 was not (d6 was 4.2 discs better); d6's own position is not
        // known.
        assert_eq!(
            values.losses_along(&game, &[f5, c3]),
            vec![Some(0), Some(420)]
        );
        assert_eq!(values.losses_along(&game, &[f5, d6, c3])[2], None);
        // A shallower search's say does not replace a deeper one's.
        values.record_moves(&game, vec![f5], &[(d6, 100), (c3, 100)], false, 4);
        assert_eq!(values.losses_along(&game, &[f5, c3])[1], Some(420));
    }
}
