//! Helpers shared by the engine's integration tests: a tiny seeded PRNG (the core tests', without
//! their random options), random positions and games, and the solver's value of a move. The
//! application's tests use the last three too (`tests/common/mod.rs` includes this file).
#![allow(dead_code)]

use othello_core::{Game, Options, Player, RuleSet, WinRule};
use othello_engine::{self as engine, XorShift};

/// xorshift64*: reproducible random numbers without extra dependencies.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }
}

/// The options of a `rows` × `cols` board under these rules (the standard start otherwise).
pub fn board_options(rows: u8, cols: u8, rules: RuleSet, win_rule: WinRule) -> Options {
    Options {
        rows,
        cols,
        rules,
        win_rule,
        ..Options::default()
    }
}

/// The final score for `player` of a finished game: disc difference, empty cells to the winner,
/// negated when the fewest discs win.
pub fn final_for(game: &Game, player: Player) -> i32 {
    let counts = game.counts();
    let (me, opp) = (counts[player] as i32, counts[player.opponent()] as i32);
    let empties = game.empties() as i32;
    let diff = if me > opp {
        me - opp + empties
    } else if me < opp {
        me - opp - empties
    } else {
        0
    };
    match game.options().win_rule {
        WinRule::MostDiscs => diff,
        WinRule::FewestDiscs => -diff,
    }
}

/// A game of random moves from the start, stopped at `empties` empty cells; `None` if the game
/// ends first.
pub fn random_moves(options: Options, empties: u32, rng: &mut XorShift) -> Option<Game> {
    let mut game = Game::new(options).expect("valid options");
    while game.empties() > empties {
        let moves = game.moves().to_vec();
        if moves.is_empty() {
            return None;
        }
        game.play(moves[rng.below(moves.len() as u64) as usize])
            .expect("a legal move");
    }
    (!game.is_over()).then_some(game)
}

/// A random game on `rows` × `cols` under these rules, stopped with `empties` empty cells, a
/// player to move and at least three moves to choose from.
pub fn random_game(
    rows: u8,
    cols: u8,
    rules: RuleSet,
    win_rule: WinRule,
    empties: u32,
    seed: u64,
) -> Game {
    let mut rng = XorShift::new(seed);
    loop {
        let mut game = Game::new(Options {
            rows,
            cols,
            rules,
            win_rule,
            ..Options::default()
        })
        .unwrap();
        while game.turn().is_some() && game.empties() > empties {
            let moves = game.moves().to_vec();
            game.play(moves[rng.below(moves.len() as u64) as usize])
                .unwrap();
        }
        if game.turn().is_some() && game.empties() == empties && game.moves().len() >= 3 {
            return game;
        }
    }
}

/// The exact value of `square` for the player to move in `game`, by the solver.
pub fn solved_value(game: &Game, square: othello_core::Square) -> i32 {
    let mover = game.turn().unwrap();
    let mut after = game.clone();
    after.play(square).unwrap();
    match after.turn() {
        Some(p) if p == mover => engine::Search::new(&after).exact().run().unwrap().score,
        Some(_) => -engine::Search::new(&after).exact().run().unwrap().score,
        // The game ended: the solver's count, empty cells to the winner.
        None => after.final_score(mover),
    }
}

/// A 6×6 game played to the end from a random position with 10 empty cells, the solver's best
/// move every time except once, where the mover plays its worst move.
pub fn game_with_one_blunder(seed: u64) -> Option<(othello_core::Game, usize, i32)> {
    let mut game = random_game(6, 6, RuleSet::Full, WinRule::MostDiscs, 10, seed);
    let start = game.plies().len();
    let mut blunder = None;
    while game.turn().is_some() {
        let mut values: Vec<(i32, othello_core::Square)> = game
            .moves()
            .iter()
            .map(|m| (solved_value(&game, m), m))
            .collect();
        values.sort();
        let (best, best_move) = *values.last().unwrap();
        let (worst, worst_move) = values[0];
        if blunder.is_none() && best - worst >= 8 {
            blunder = Some((game.plies().len(), best - worst));
            game.play(worst_move).unwrap();
        } else {
            game.play(best_move).unwrap();
        }
    }
    let (ply, loss) = blunder?;
    assert!(ply >= start);
    Some((game, ply, loss))
}
