//! The engine from set-up positions: the solver's exact score against plain minimax over the
//! rules, and a short search's move legal.

mod common;

use common::Rng;
use othello_core::{Game, Options, Player, Setup};
use othello_engine::{self as engine, Limits};
use std::sync::atomic::AtomicBool;

/// Plain minimax over the checked game: the final disc difference for the player to move,
/// empty cells to the winner, most discs wins.
fn brute_force(game: &Game) -> i32 {
    let player = game.turn().expect("not over");
    game.moves()
        .iter()
        .map(|square| {
            let mut next = game.clone();
            next.play(square).expect("legal");
            match next.turn() {
                None => {
                    let c = next.counts();
                    let diff = c[player] as i32 - c[player.opponent()] as i32;
                    diff + diff.signum() * next.empties() as i32
                }
                Some(p) if p == player => brute_force(&next),
                Some(_) => -brute_force(&next),
            }
        })
        .max()
        .expect("moves")
}

#[test]
fn the_engine_solves_setup_positions_exactly() {
    let cancel = AtomicBool::new(false);
    let mut rng = Rng::new(11);
    let mut checked = 0;
    while checked < 12 {
        let (rows, cols) = rng.pick(&[(4, 4), (4, 6), (6, 6), (8, 8)]);
        let options = Options {
            rows,
            cols,
            ..Options::default()
        };
        // Random discs on all but 6 to 8 cells.
        let mut setup = Setup::empty(options);
        let empties = 6 + rng.below(3);
        let n = setup.cells.len();
        for (i, cell) in setup.cells.iter_mut().enumerate() {
            *cell = Some(rng.pick(&Player::BOTH));
            if i >= n - empties {
                *cell = None;
            }
        }
        let cells = setup.cells.len();
        for i in 0..cells {
            setup.cells.swap(i, i + rng.below(cells - i));
        }
        setup.turn = rng.pick(&Player::BOTH);
        let game = Game::from_setup(&setup).expect("valid");
        if game.is_over() {
            continue;
        }
        let r = engine::Search::new(&game)
            .exact()
            .cancel(&cancel)
            .run()
            .expect("moves");
        assert!(r.exact);
        assert_eq!(r.score, brute_force(&game), "{setup:?}");
        assert!(game.is_legal(r.best));
        let limits = Limits {
            nodes: Some(2_000),
            hash_mib: 1,
            exact_empties: 0,
            ..Limits::default()
        };
        let quick = engine::Search::new(&game)
            .limits(limits)
            .cancel(&cancel)
            .run()
            .expect("moves");
        assert!(game.is_legal(quick.best));
        checked += 1;
    }
}
