//! The bitboard core against the plain reference implementation, move by move, on random games
//! of every geometry, both rule sets, both win rules, either first player and centre.

mod common;

use common::{Reference, Rng, square};
use othello_core::{Game, Outcome, Player};

fn squares(set: impl IntoIterator<Item = othello_core::Square>) -> Vec<(i32, i32)> {
    let mut v: Vec<_> = set
        .into_iter()
        .map(|s| (i32::from(s.row), i32::from(s.col)))
        .collect();
    v.sort();
    v
}

/// Plays one random game through both implementations and checks they agree at every step.
fn check_random_game(seed: u64) {
    let mut rng = Rng::new(seed);
    let options = rng.options();
    let mut game = Game::new(options).expect("random options are valid");
    let mut reference = Reference::new(options);
    let context = format!("seed {seed}, {options:?}");
    loop {
        for p in Player::BOTH {
            assert_eq!(
                squares(game.legal_moves(p).iter()),
                reference.legal_moves(p),
                "legal moves of {p}, {context}"
            );
            assert_eq!(game.counts()[p], reference.count(p), "{context}");
        }
        for row in 0..reference.rows {
            for col in 0..reference.cols {
                assert_eq!(
                    game.cell(square(row, col)),
                    reference.get(row, col),
                    "{context}"
                );
            }
        }
        assert_eq!(game.turn(), reference.turn, "turn, {context}");
        let Some(player) = game.turn() else { break };
        let moves = reference.legal_moves(player);
        // Sometimes try an illegal cell first: it must be refused without changing anything.
        if rng.below(4) == 0 {
            let (r, c) = (
                rng.below(reference.rows as usize) as i32,
                rng.below(reference.cols as usize) as i32,
            );
            if !moves.contains(&(r, c)) {
                let before = game.clone();
                assert!(game.play(square(r, c)).is_err(), "{context}");
                assert_eq!(game, before, "a refused move changed the game, {context}");
            }
        }
        let (r, c) = rng.pick(&moves);
        let expected_flips = reference.flips(player, r, c);
        assert_eq!(
            squares(game.flips(square(r, c)).expect("legal").iter()),
            expected_flips,
            "{context}"
        );
        let report = game.play(square(r, c)).expect("legal move refused");
        reference.play(r, c);
        assert_eq!(squares(report.flipped.iter()), expected_flips, "{context}");
        assert_eq!(report.player, player);
        assert_eq!(report.next, reference.turn, "{context}");
        assert_eq!(
            report.opponent_passed,
            reference.turn == Some(player),
            "{context}"
        );
    }
    assert!(game.is_over());
    let expected = reference.winner().map_or(Outcome::Draw, Outcome::Win);
    assert_eq!(game.outcome(), Some(expected), "{context}");
    assert_eq!(game.leader(), reference.winner());
}

#[test]
fn random_games_agree_with_the_reference() {
    for seed in 0..300 {
        check_random_game(seed);
    }
}

#[test]
fn perft_agrees_with_the_reference_on_small_trees() {
    let mut rng = Rng::new(7);
    for _ in 0..40 {
        let options = rng.options();
        let game = Game::new(options).expect("valid");
        let reference = Reference::new(options);
        let depth = if options.rows as u32 * options.cols as u32 <= 64 {
            4
        } else {
            3
        };
        for d in 1..=depth {
            assert_eq!(game.perft(d), reference.perft(d), "depth {d}, {options:?}");
        }
    }
}
