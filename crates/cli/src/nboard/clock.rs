//! The engine's game clock (`othello-engine --game-time`): the time for all its moves in one
//! game, shared over them by [`othello_engine::clock_move_time`], as the window shares its
//! clocks.

use othello_core::{Game, Setup, Square};
use std::time::Duration;

/// The time left for the engine's moves in the game under way, and which game that is.
#[derive(Debug)]
pub struct GameClock {
    /// The time for a whole game.
    total: Duration,
    /// What is left of it in the game under way.
    left: Duration,
    /// The start and the moves of the game the clock was last asked about.
    game: Option<(Setup, Vec<Square>)>,
}

impl GameClock {
    /// A clock of `total` for each game.
    pub fn new(total: Duration) -> GameClock {
        GameClock {
            total,
            left: total,
            game: None,
        }
    }

    /// The time to think about the move to play in `game`. A game that does not continue the
    /// one asked about before (another start, or moves taken back) is a new game, with the
    /// whole clock.
    pub fn move_time(&mut self, game: &Game) -> Duration {
        let setup = game.setup();
        let moves = game.moves_played();
        let continues = self
            .game
            .as_ref()
            .is_some_and(|(start, before)| *start == setup && moves.starts_with(before));
        if !continues {
            self.left = self.total;
        }
        self.game = Some((setup, moves));
        othello_engine::clock_move_time(self.left, game.empties(), None)
    }

    /// Takes the time a move took from the clock.
    pub fn charge(&mut self, spent: Duration) {
        self.left = self.left.saturating_sub(spent);
    }

    /// The time left in the game under way.
    #[cfg(test)]
    pub fn left(&self) -> Duration {
        self.left
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::Options;

    fn game(moves: &[&str]) -> Game {
        let squares: Vec<Square> = moves.iter().map(|m| m.parse().unwrap()).collect();
        Game::replay(Options::default(), &squares).unwrap()
    }

    #[test]
    fn the_clock_runs_down_through_a_game_and_starts_again_with_the_next() {
        let s = Duration::from_secs;
        let mut clock = GameClock::new(s(30));
        let first = clock.move_time(&game(&["f5"]));
        assert_eq!(first, othello_engine::clock_move_time(s(30), 59, None));
        clock.charge(s(10));
        assert_eq!(clock.left(), s(20));
        // The same game two moves on: what is left is shared.
        let later = clock.move_time(&game(&["f5", "d6", "c3"]));
        assert_eq!(later, othello_engine::clock_move_time(s(20), 57, None));
        clock.charge(s(25));
        assert_eq!(clock.left(), Duration::ZERO);
        // Another game (the same opening, another move): a full clock.
        clock.move_time(&game(&["f5", "f6"]));
        assert_eq!(clock.left(), s(30));
        clock.charge(s(5));
        // Moves taken back: a new game too.
        clock.move_time(&game(&["f5"]));
        assert_eq!(clock.left(), s(30));
        // The same position asked about again continues the game.
        clock.charge(s(5));
        clock.move_time(&game(&["f5"]));
        assert_eq!(clock.left(), s(25));
        // Another start with no moves yet (the other centre) is another game.
        let other = Options {
            top_left: othello_core::Player::Black,
            ..Options::default()
        };
        clock.move_time(&Game::new(Options::default()).unwrap());
        clock.charge(s(5));
        clock.move_time(&Game::new(other).unwrap());
        assert_eq!(clock.left(), s(30));
    }
}
