//! Invariants of the rules core, stated as property tests.

mod common;

use common::Rng;
use othello_core::{Game, Options, OptionsError, Player, RuleSet, Square, WinRule};
use proptest::prelude::*;

/// A game after `plies` random legal moves from random options.
fn random_game(seed: u64, plies: usize) -> Game {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(rng.options()).expect("valid options");
    for _ in 0..plies {
        let moves = game.moves().to_vec();
        if moves.is_empty() {
            break;
        }
        game.play(rng.pick(&moves)).expect("legal");
    }
    game
}

fn board(game: &Game) -> Vec<Option<Player>> {
    let mut cells = Vec::new();
    for row in 0..game.rows() {
        for col in 0..game.cols() {
            cells.push(game.cell(Square::new(row, col)));
        }
    }
    cells
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn a_move_adds_one_disc_and_changes_only_its_cell_and_flips(seed in any::<u64>(), plies in 0usize..120) {
        let mut game = random_game(seed, plies);
        let Some(player) = game.turn() else { return Ok(()) };
        let moves = game.moves().to_vec();
        let square = moves[(seed % moves.len() as u64) as usize];
        let before = board(&game);
        let counts = game.counts();
        let report = game.play(square).expect("legal");
        let flips = report.flipped.len() as u32;
        prop_assert!(flips >= 1);
        prop_assert_eq!(game.counts()[player], counts[player] + 1 + flips);
        prop_assert_eq!(game.counts()[player.opponent()], counts[player.opponent()] - flips);
        let after = board(&game);
        let cols = game.cols() as usize;
        for (i, (b, a)) in before.iter().zip(&after).enumerate() {
            let sq = Square::new((i / cols) as u8, (i % cols) as u8);
            if sq == square {
                prop_assert_eq!(*b, None);
                prop_assert_eq!(*a, Some(player));
            } else if report.flipped.contains(sq) {
                prop_assert_eq!(*b, Some(player.opponent()));
                prop_assert_eq!(*a, Some(player));
            } else {
                prop_assert_eq!(b, a, "{} changed", sq);
            }
        }
    }

    #[test]
    fn legal_moves_are_exactly_the_cells_play_accepts(seed in any::<u64>(), plies in 0usize..100) {
        let game = random_game(seed, plies);
        let legal = game.moves();
        for row in 0..game.rows() {
            for col in 0..game.cols() {
                let sq = Square::new(row, col);
                let mut copy = game.clone();
                let accepted = copy.play(sq).is_ok();
                prop_assert_eq!(accepted, legal.contains(sq), "{}", sq);
                prop_assert_eq!(game.is_legal(sq), accepted);
                if !accepted {
                    prop_assert_eq!(&copy, &game, "a refused move changed the game");
                }
            }
        }
    }

    #[test]
    fn undo_restores_the_previous_state_exactly_and_redo_replays(seed in any::<u64>(), plies in 1usize..150) {
        let mut rng = Rng::new(seed ^ 0xABCD);
        let mut game = Game::new(rng.options()).expect("valid");
        let mut states = vec![(board(&game), game.turn(), game.plies())];
        for _ in 0..plies {
            let moves = game.moves().to_vec();
            if moves.is_empty() { break; }
            game.play(rng.pick(&moves)).expect("legal");
            states.push((board(&game), game.turn(), game.plies()));
        }
        let finished = game.clone();
        // Back to the start, checking every intermediate state (passes and the end included).
        for expected in states.iter().rev().skip(1) {
            prop_assert!(game.undo().is_some());
            prop_assert_eq!(&(board(&game), game.turn(), game.plies()), expected);
        }
        prop_assert!(game.undo().is_none());
        prop_assert!(!game.can_undo());
        // And forward again to the identical final state.
        while game.redo().is_some() {}
        prop_assert_eq!(board(&game), board(&finished));
        prop_assert_eq!(game.turn(), finished.turn());
        prop_assert_eq!(game.plies(), finished.plies());
        prop_assert!(!game.can_redo());
    }

    #[test]
    fn replaying_the_move_list_gives_the_same_game(seed in any::<u64>(), plies in 0usize..200) {
        let game = random_game(seed, plies);
        let replayed = Game::replay(*game.options(), &game.moves_played()).expect("replays");
        prop_assert_eq!(replayed, game);
    }

    #[test]
    fn options_out_of_range_are_refused(rows in any::<u8>(), cols in any::<u8>()) {
        let options = Options { rows, cols, ..Options::default() };
        let rows_ok = (4..=16).contains(&rows) && rows % 2 == 0;
        let cols_ok = (4..=16).contains(&cols) && cols % 2 == 0;
        match Game::new(options) {
            Ok(game) => {
                prop_assert!(rows_ok && cols_ok);
                prop_assert_eq!((game.rows(), game.cols()), (rows, cols));
            }
            Err(OptionsError::Rows(r)) => { prop_assert!(!rows_ok); prop_assert_eq!(r, rows); }
            Err(OptionsError::Cols(c)) => { prop_assert!(rows_ok && !cols_ok); prop_assert_eq!(c, cols); }
        }
    }
}

#[test]
fn a_new_move_after_undo_clears_redo_but_the_same_move_keeps_it() {
    let mut game = Game::new(Options::default()).expect("valid");
    let d3: Square = "d3".parse().expect("notation");
    let c3: Square = "c3".parse().expect("notation");
    game.play(d3).expect("legal");
    game.play(c3).expect("legal");
    game.undo();
    game.undo();
    assert_eq!(game.redo_moves(), vec![d3, c3]);
    game.play(d3).expect("legal");
    assert_eq!(
        game.redo_moves(),
        vec![c3],
        "playing the redo move keeps the rest"
    );
    game.undo();
    game.play("c4".parse().expect("notation")).expect("legal");
    assert!(!game.can_redo(), "a different move clears redo");
}

#[test]
fn error_messages_say_why() {
    let options = Options {
        rows: 4,
        cols: 4,
        top_left: Player::Black,
        ..Options::default()
    };
    let mut game = Game::new(options).expect("valid");
    let msg = |game: &mut Game, row, col| {
        game.play(Square::new(row, col))
            .expect_err("refused")
            .to_string()
    };
    assert_eq!(msg(&mut game, 1, 1), "b2 is occupied");
    assert_eq!(msg(&mut game, 0, 3), "d1 flips nothing");
    assert_eq!(msg(&mut game, 4, 0), "row 5, column 1 is off the 4×4 board");
    let simple = Options {
        rules: RuleSet::Simple,
        ..options
    };
    let mut game = Game::new(simple).expect("valid");
    assert_eq!(msg(&mut game, 0, 0), "a1 is not next to an opponent disc");
    assert_eq!(
        Game::new(Options { rows: 5, ..options })
            .expect_err("odd")
            .to_string(),
        "rows must be an even number from 4 to 16, not 5"
    );
    assert_eq!(
        Game::new(Options {
            cols: 18,
            ..options
        })
        .expect_err("big")
        .to_string(),
        "columns must be an even number from 4 to 16, not 18"
    );
    assert_eq!(options.win_rule, WinRule::MostDiscs);
}
