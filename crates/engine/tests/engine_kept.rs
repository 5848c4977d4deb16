//! Hash tables kept from one search to the next along a game (`GameTables`, what a timed
//! `othello-engine` keeps between its moves): every exact value they give is a fresh solve's,
//! and they never answer for another board, win rule or evaluation.

mod common;

use common::board_options as options;
use othello_core::{Game, RuleSet, WinRule};
use othello_engine::{self as engine, GameTables, Limits, Thinker, XorShift};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Solves `game` with the kept `tables`.
fn solve_kept(game: &Game, tables: &mut GameTables, cancel: &AtomicBool) -> i32 {
    let limits = Limits {
        exact_empties: 64,
        quick_single_move: false,
        ..Limits::default()
    };
    let r = engine::Search::new(game)
        .limits(limits)
        .cancel(cancel)
        .tables(tables)
        .run()
        .expect("a position to search");
    assert!(r.exact, "{r:?}");
    r.score
}

fn solve_fresh(game: &Game, cancel: &AtomicBool) -> i32 {
    engine::Search::new(game)
        .exact()
        .cancel(cancel)
        .run()
        .expect("a position")
        .score
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
                    let r = engine::Search::new(&game)
                        .limits(limits)
                        .cancel(&cancel)
                        .tables(&mut tables)
                        .run()
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

/// The result of `thinker`, waited for at most a minute; the thinker back if it has none by
/// then (dropping it waits for its thread, which the caller may first have to free).
fn result_of(mut thinker: Thinker) -> Result<engine::SearchResult, Thinker> {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        if let Some(r) = thinker.try_result() {
            return Ok(r);
        }
        assert!(!thinker.is_finished(), "the search ended without a result");
        if Instant::now() >= deadline {
            return Err(thinker);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// The window's Expert searches on a thread of its own with the tables it keeps: a second
/// search of a solved position finds it in them, and while another search holds them a
/// search goes on with tables of its own instead of waiting.
#[test]
fn a_thinker_searches_with_the_kept_tables_unless_they_are_held() {
    let cancel = AtomicBool::new(false);
    let mut rng = XorShift::new(3);
    let game = loop {
        if let Some(g) = common::random_moves(
            options(8, 8, RuleSet::Full, WinRule::MostDiscs),
            16,
            &mut rng,
        ) {
            break g;
        }
    };
    let exact = solve_fresh(&game, &cancel);
    let limits = Limits {
        exact_empties: 64,
        quick_single_move: false,
        ..Limits::default()
    };
    let tables = Arc::new(Mutex::new(GameTables::new(4)));
    let search = || result_of(Thinker::start_in(&game, limits, tables.clone()));
    let first = search().unwrap_or_else(|_| panic!("no result within a minute"));
    let again = search().unwrap_or_else(|_| panic!("no result within a minute"));
    let held = tables.lock().expect("not poisoned");
    let beside = search();
    drop(held);
    let beside = beside.unwrap_or_else(|_| panic!("the search waited for the tables in use"));
    for r in [&first, &again, &beside] {
        assert_eq!((r.score, r.exact), (exact, true), "{r:?}");
    }
    assert!(
        again.nodes * 10 < first.nodes,
        "{} after {}",
        again.nodes,
        first.nodes
    );
    assert!(
        beside.nodes > 10 * again.nodes,
        "{} beside {}",
        beside.nodes,
        again.nodes
    );
}
