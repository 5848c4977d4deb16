//! Hash tables kept from one search to the next along a game (`GameTables`, what a timed
//! `othello-engine` keeps between its moves): every exact value they give is a fresh solve's,
//! and they never answer for another board, win rule or evaluation.

mod common;

use common::board_options as options;
use othello_core::{Game, RuleSet, WinRule};
use othello_engine::{self as engine, GameTables, Limits, Progress, XorShift};
use std::sync::atomic::AtomicBool;

/// Solves `game` with the kept `tables`.
fn solve_kept(game: &Game, tables: &mut GameTables, cancel: &AtomicBool) -> i32 {
    let limits = Limits {
        exact_empties: 64,
        quick_single_move: false,
        ..Limits::default()
    };
    let r = engine::search_in(game, &limits, cancel, &Progress::default(), tables)
        .expect("a position to search");
    assert!(r.exact, "{r:?}");
    r.score
}

fn solve_fresh(game: &Game, cancel: &AtomicBool) -> i32 {
    engine::solve(game, 1, cancel).expect("a position").score
}

/// Along random games, midgame searches and solves share the tables move after move (as a
/// timed game does); every solve gives the fresh solve's score.
#[test]
fn solves_with_kept_tables_equal_fresh_ones_along_a_game() {
    let cancel = AtomicBool::new(false);
    let mut rng = XorShift::new(5);
    for (rows, cols, solve_from) in [(8, 8, 16), (6, 6, 20), (6, 10, 14)] {
        let mut tables = GameTables::new(4);
        for _ in 0..3 {
            let start = u32::from(rows) * u32::from(cols) - 4 - 8;
            let Some(mut game) = common::random_moves(
                options(rows, cols, RuleSet::Full, WinRule::MostDiscs),
                start,
                &mut rng,
            ) else {
                continue;
            };
            while !game.is_over() {
                if game.empties() <= solve_from {
                    assert_eq!(
                        solve_kept(&game, &mut tables, &cancel),
                        solve_fresh(&game, &cancel),
                        "{rows}x{cols}, {} empty cells",
                        game.empties()
                    );
                } else {
                    let limits = Limits {
                        depth: 6,
                        exact_empties: 0,
                        ..Limits::default()
                    };
                    let r = engine::search_in(
                        &game,
                        &limits,
                        &cancel,
                        &Progress::default(),
                        &mut tables,
                    )
                    .expect("a position");
                    assert!(game.moves().contains(r.best), "{r:?}");
                }
                // Not always the engine's move: the game goes where the tables have not been.
                let moves = game.moves().to_vec();
                game.play(moves[rng.below(moves.len() as u64) as usize])
                    .expect("a legal move");
            }
        }
    }
}

/// The same discs under the other win rule are another position: the tables answer for it only
/// after forgetting the first rule's entries.
#[test]
fn kept_tables_never_answer_for_another_rule_or_board() {
    let cancel = AtomicBool::new(false);
    let mut rng = XorShift::new(9);
    let mut tables = GameTables::new(4);
    let mut checked = 0;
    while checked < 6 {
        let Some(most) = common::random_moves(
            options(6, 6, RuleSet::Full, WinRule::MostDiscs),
            14,
            &mut rng,
        ) else {
            continue;
        };
        let fewest = Game::replay(
            options(6, 6, RuleSet::Full, WinRule::FewestDiscs),
            &most.moves_played(),
        )
        .expect("the same moves under the other rule");
        let (a, b) = (solve_fresh(&most, &cancel), solve_fresh(&fewest, &cancel));
        if a == b {
            continue;
        }
        checked += 1;
        assert_eq!(solve_kept(&most, &mut tables, &cancel), a);
        assert_eq!(solve_kept(&fewest, &mut tables, &cancel), b);
        assert_eq!(solve_kept(&most, &mut tables, &cancel), a);
    }
}
