//! `engine::analyze`: every move valued, the best `count` with their true values, lines that
//! can be played, progress reported as it deepens, and a stop that is honoured.

use othello::core::{Game, Options, RuleSet, WinRule};
use othello::engine::{self, Analysis, Limits, XorShift};
use std::sync::atomic::AtomicBool;

fn random_game(
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

fn analyze(game: &Game, limits: &Limits, count: usize) -> (Analysis, Vec<Analysis>) {
    let mut reports = Vec::new();
    let last = engine::analyze(game, limits, count, &AtomicBool::new(false), &mut |a| {
        reports.push(a.clone())
    })
    .expect("a position with moves");
    (last, reports)
}

/// The exact value of `square` for the player to move in `game`, by the solver.
fn solved_value(game: &Game, square: othello::core::Square) -> i32 {
    let mover = game.turn().unwrap();
    let mut after = game.clone();
    after.play(square).unwrap();
    match after.turn() {
        Some(p) if p == mover => {
            engine::solve(&after, 1, &AtomicBool::new(false))
                .unwrap()
                .score
        }
        Some(_) => {
            -engine::solve(&after, 1, &AtomicBool::new(false))
                .unwrap()
                .score
        }
        None => {
            // The game ended: the solver's count, empty cells to the winner.
            let counts = after.counts();
            let (me, them) = (
                *counts.get(mover) as i32,
                *counts.get(mover.opponent()) as i32,
            );
            let empty = after.empties() as i32;
            let d = me - them;
            let d = d + d.signum() * empty;
            match game.options().win_rule {
                WinRule::MostDiscs => d,
                WinRule::FewestDiscs => -d,
            }
        }
    }
}

#[test]
fn exact_values_of_every_move_match_the_solver_under_every_rule() {
    let cases = [
        (6, 6, RuleSet::Full, WinRule::MostDiscs),
        (6, 8, RuleSet::Full, WinRule::FewestDiscs),
        (4, 8, RuleSet::Simple, WinRule::MostDiscs),
    ];
    for (i, &(rows, cols, rules, win_rule)) in cases.iter().enumerate() {
        let game = random_game(rows, cols, rules, win_rule, 9, 100 + i as u64);
        let limits = Limits {
            depth: 4,
            exact_empties: 9,
            ..Limits::default()
        };
        let (last, reports) = analyze(&game, &limits, usize::MAX);
        assert!(last.exact);
        assert_eq!(last.moves.len(), game.moves().len());
        // Midgame iterations were reported before the exact values.
        assert!(reports.len() >= 2 && !reports[0].exact);
        let mut previous = i32::MAX;
        for m in &last.moves {
            assert!(m.exact);
            assert_eq!(m.value % 100, 0);
            assert_eq!(
                m.value / 100,
                solved_value(&game, m.square),
                "{rows}x{cols} {m:?}"
            );
            assert!(m.value <= previous, "best first");
            previous = m.value;
        }
    }
}

#[test]
fn the_best_few_have_the_values_the_full_analysis_gives_them() {
    for seed in 1..=4 {
        let game = random_game(6, 6, RuleSet::Full, WinRule::MostDiscs, 10, seed);
        let limits = Limits {
            depth: 4,
            exact_empties: 10,
            ..Limits::default()
        };
        let (all, _) = analyze(&game, &limits, usize::MAX);
        let (two, _) = analyze(&game, &limits, 2);
        assert_eq!(two.moves.len(), 2);
        let values = |a: &Analysis| a.moves.iter().map(|m| m.value).collect::<Vec<_>>();
        assert_eq!(values(&two), values(&all)[..2].to_vec(), "seed {seed}");
    }
}

#[test]
fn principal_variations_are_legal_lines_starting_with_their_move() {
    let game = random_game(8, 8, RuleSet::Full, WinRule::MostDiscs, 40, 9);
    let limits = Limits {
        depth: 5,
        ..Limits::default()
    };
    let (last, reports) = analyze(&game, &limits, usize::MAX);
    assert_eq!(reports.len(), 5, "one report per iteration");
    assert_eq!(last.depth, 5);
    assert!(!last.exact);
    assert_eq!(last.moves.len(), game.moves().len());
    for m in &last.moves {
        assert_eq!(m.pv.first(), Some(&m.square));
        assert!(m.pv.len() >= 2, "{m:?}");
        let mut line = game.clone();
        for &square in &m.pv {
            line.play(square).unwrap_or_else(|e| panic!("{m:?}: {e}"));
        }
    }
}

#[test]
fn a_stopped_analysis_ends_within_a_few_thousand_nodes_and_a_finished_game_has_none() {
    // The flag is read every couple of thousand nodes, so the first shallow iterations may
    // finish; nothing deep does.
    let game = random_game(8, 8, RuleSet::Full, WinRule::MostDiscs, 40, 3);
    let stopped = engine::analyze(
        &game,
        &Limits::default(),
        3,
        &AtomicBool::new(true),
        &mut |_| {},
    );
    assert!(
        stopped
            .as_ref()
            .is_none_or(|a| a.nodes <= 4096 && a.depth < 8),
        "{stopped:?}"
    );
    let mut over = random_game(4, 4, RuleSet::Full, WinRule::MostDiscs, 4, 3);
    while let Some(&square) = over.moves().to_vec().first() {
        over.play(square).unwrap();
    }
    assert_eq!(
        engine::analyze(
            &over,
            &Limits::default(),
            3,
            &AtomicBool::new(false),
            &mut |_| {}
        ),
        None
    );
}
