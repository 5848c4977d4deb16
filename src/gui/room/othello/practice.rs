//! Practice on the game's mistakes: from the position before each mistake the review found,
//! the player looks for a better move. Each try is told what it gives away against the best
//! move (from the review's values of every move there) and is shown on the board with the
//! line that answers it, found by a search on a thread of its own; the drill counts the
//! mistakes put right at the first try.
//!
//! The board stays on the game's line: practice only moves along it, never plays on it.

use crate::gui::session::Reviewed;
use crate::gui::settings::ReviewLevel;
use othello_core::{Game, Ply, Square};
use othello_engine::{Analysis, Analyst, Limits, MoveReview};

/// A try within this many hundredths of a disc of the best move puts the mistake right.
pub const GOOD_ENOUGH: i32 = 100;

/// One mistake to practise.
#[derive(Clone, Debug)]
pub struct Item {
    /// The moves played before it (the position to practise is after them).
    pub moves_before: usize,
    /// The game's move and what the review found of its position.
    pub reviewed: MoveReview,
    /// What the first try gave away, once tried.
    pub first_try: Option<i32>,
}

/// A move tried, and the line that answers it.
pub struct Attempt {
    /// The move tried.
    pub square: Square,
    /// Its value for the mover, in hundredths, from the review.
    pub value: i32,
    /// What it gives away against the best move, in hundredths.
    pub loss: i32,
    /// The search for the answer to it (the opponent's best line after it).
    answer: Option<Analyst>,
}

impl Attempt {
    /// The line after the move tried, as far as the search has found it.
    pub fn answer(&self) -> Vec<Square> {
        self.answer
            .as_ref()
            .and_then(Analyst::latest)
            .and_then(|a| a.moves.first().map(|m| m.pv.clone()))
            .unwrap_or_default()
    }
}

/// The drill over a reviewed game's mistakes.
pub struct Practice {
    /// The mistakes, in the order played.
    pub items: Vec<Item>,
    /// The one practised now.
    pub current: usize,
    /// The last move tried at it.
    pub attempt: Option<Attempt>,
    /// The best move is shown (given up, or put right).
    pub revealed: bool,
    /// The review's level, for the answers' searches.
    level: ReviewLevel,
}

impl Practice {
    /// A drill over the mistakes of `reviewed` along `game`'s line that gave away at least
    /// `hundredths`; `None` when there are none.
    pub fn new(reviewed: &Reviewed, game: &Game, hundredths: i32) -> Option<Self> {
        let line = game.line().plies;
        let items: Vec<Item> = reviewed
            .mistakes(game, hundredths)
            .into_iter()
            .map(|(index, m)| Item {
                moves_before: line[..index]
                    .iter()
                    .filter(|p| matches!(p, Ply::Move { .. }))
                    .count(),
                reviewed: m.clone(),
                first_try: None,
            })
            .collect();
        (!items.is_empty()).then_some(Practice {
            items,
            current: 0,
            attempt: None,
            revealed: false,
            level: reviewed.level,
        })
    }

    /// The mistake practised now.
    pub fn item(&self) -> &Item {
        &self.items[self.current]
    }

    /// Tries `square` in the mistake's position (`game`, on the board there) and starts the
    /// search for its answer; `false` if the move is not legal there.
    pub fn try_move(
        &mut self,
        game: &Game,
        square: Square,
        threads: usize,
        notify: impl Fn() + Send + 'static,
    ) -> bool {
        let item = &mut self.items[self.current];
        let Some(value) = item.reviewed.value_of(square) else {
            return false;
        };
        let mut after = game.clone();
        if after.play(square).is_err() {
            return false;
        }
        let loss = (item.reviewed.best_value - value).max(0);
        if item.first_try.is_none() && !self.revealed {
            item.first_try = Some(loss);
        }
        if loss <= GOOD_ENOUGH {
            self.revealed = true;
        }
        let answer = after.turn().map(|_| {
            let limits = answer_limits(self.level, threads);
            Analysis::request(&after)
                .limits(limits)
                .moves(1)
                .start(notify)
        });
        self.attempt = Some(Attempt {
            square,
            value,
            loss,
            answer,
        });
        true
    }

    /// Forgets the try (Try again).
    pub fn retry(&mut self) {
        self.attempt = None;
    }

    /// Shows the best move.
    pub fn reveal(&mut self) {
        self.revealed = true;
        if self.item().first_try.is_none() {
            // Given up without a try: counted as not found.
            let loss = self.item().reviewed.loss();
            self.items[self.current].first_try = Some(loss);
        }
    }

    /// Goes to the next mistake (or the first after the last); `false` at the end.
    pub fn next(&mut self) -> bool {
        if self.current + 1 >= self.items.len() {
            return false;
        }
        self.current += 1;
        self.attempt = None;
        self.revealed = false;
        true
    }

    /// The mistakes put right at the first try, and those tried.
    pub fn score(&self) -> (usize, usize) {
        let tried: Vec<i32> = self.items.iter().filter_map(|i| i.first_try).collect();
        let found = tried.iter().filter(|&&l| l <= GOOD_ENOUGH).count();
        (found, tried.len())
    }
}

/// The limits of the search for the answer to a try: the review's level, no deeper than a
/// quick look (the player waits for it).
fn answer_limits(level: ReviewLevel, threads: usize) -> Limits {
    let limits = level.limits(threads);
    Limits {
        depth: limits.depth.clamp(1, 12),
        time: limits
            .time
            .map(|t| t.min(std::time::Duration::from_secs(2))),
        ..limits
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::{Options, Player};

    /// A review of a 3-move line where the second move gave away 6 discs.
    fn reviewed(game: &Game) -> Reviewed {
        let line = game.line().plies;
        let squares: Vec<Square> = game.moves_played();
        let m = |i: usize, player, best: Square, moves: Vec<(Square, i32)>| MoveReview {
            player,
            played: squares[i],
            value: moves.iter().find(|(s, _)| *s == squares[i]).unwrap().1,
            best,
            best_value: moves[0].1,
            exact: false,
            depth: 8,
            moves,
        };
        let mut probe = Game::new(*game.options()).unwrap();
        let first: Vec<Square> = probe.moves().iter().collect();
        probe.play(squares[0]).unwrap();
        let second: Vec<Square> = probe.moves().iter().collect();
        let other = *second.iter().find(|&&s| s != squares[1]).unwrap();
        Reviewed {
            level: ReviewLevel::default(),
            plies: vec![
                Some(m(
                    0,
                    Player::Black,
                    squares[0],
                    vec![(squares[0], 0), (first[1], 0)],
                )),
                Some(m(
                    1,
                    Player::White,
                    other,
                    vec![(other, 200), (squares[1], -400)],
                )),
                None,
            ],
            line,
            done: 2,
            total: 3,
        }
    }

    fn game() -> Game {
        let mut game = Game::new(Options::default()).unwrap();
        for _ in 0..3 {
            let first = game.moves().iter().next().unwrap();
            game.play(first).unwrap();
        }
        game
    }

    #[test]
    fn a_try_is_told_its_loss_and_the_first_try_scores() {
        let game = game();
        let review = reviewed(&game);
        let mut practice = Practice::new(&review, &game, 300).expect("one mistake");
        assert_eq!(practice.items.len(), 1);
        let item = practice.item().clone();
        assert_eq!(item.moves_before, 1);
        let mut at = Game::new(*game.options()).unwrap();
        at.play(game.moves_played()[0]).unwrap();
        // The game's own move again: 6 discs given away, not put right.
        assert!(practice.try_move(&at, item.reviewed.played, 1, || {}));
        let attempt = practice.attempt.as_ref().unwrap();
        assert_eq!(attempt.loss, 600);
        assert!(!practice.revealed);
        // The best move on the second try: put right, but the first try counts.
        assert!(practice.try_move(&at, item.reviewed.best, 1, || {}));
        assert_eq!(practice.attempt.as_ref().unwrap().loss, 0);
        assert!(practice.revealed);
        assert_eq!(practice.score(), (0, 1));
        // A move not legal there is refused.
        assert!(!practice.try_move(&at, "a1".parse().unwrap(), 1, || {}));
        assert!(!practice.next());
    }

    #[test]
    fn no_mistake_no_drill() {
        let game = game();
        assert!(Practice::new(&reviewed(&game), &game, 700).is_none());
    }
}
