//! Multi-ProbCut: its parameters file (every trained board, refused when damaged or made for
//! other weights), its pruning (fewer nodes at the same depth), the solver's exactness with it
//! on, and the selective solver (cheaper, close to exact, and never mistaken for exact).

mod common;

use common::random_moves;
use othello_core::container::ContainerError;
use othello_core::{Game, Options, Player, RuleSet, Setup, WinRule};
use othello_engine::learn::model::{EMBEDDED, WeightSet};
use othello_engine::learn::probcut::{
    Cut, EMBEDDED_CUTS, ProbCutError, ProbCutSet, end_shallow, shallow, weights_checksum,
};
use othello_engine::{
    self as engine, END_CUT_EMPTIES, GameTables, Limits, Progress, WIN_SCORE, XorShift,
};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

fn embedded() -> &'static ProbCutSet {
    ProbCutSet::embedded().expect("the compiled-in parameters load")
}

#[test]
fn every_trained_board_has_parameters_for_these_weights() {
    let set = embedded();
    assert_eq!(set.weights, weights_checksum(EMBEDDED));
    let weights = WeightSet::embedded().expect("weights");
    for model in &weights.boards {
        let cuts = set
            .for_board(model.rows, model.cols, model.win_rule)
            .unwrap_or_else(|| panic!("no parameters for {}x{}", model.rows, model.cols));
        assert!(cuts.last_depth >= cuts.first_depth);
        // The middle of the game is fitted from enough positions to prune somewhere.
        let cells = u32::from(model.rows) * u32::from(model.cols);
        let cut = cuts.cut(8, cells / 2, cells).expect("depth 8 is fitted");
        assert!(cut.sigma > 0.0 && cut.sigma < 2000.0, "{cut:?}");
        // The selective solver's predictions, from its first selective node on.
        assert_eq!(u32::from(cuts.end_first), END_CUT_EMPTIES);
        assert!(cuts.end_cut(END_CUT_EMPTIES - 1).is_none());
        for e in END_CUT_EMPTIES..=30 {
            let (depth, cut) = cuts.end_cut(e).expect("fitted");
            assert_eq!(depth, end_shallow(e.min(u32::from(cuts.end_last))));
            assert!(cut.sigma > 0.0 && cut.sigma < 2000.0, "{e}: {cut:?}");
        }
    }
    // What the file holds is what writing the set gives back.
    assert_eq!(set.to_bytes(), EMBEDDED_CUTS);
}

#[test]
fn damaged_or_foreign_parameters_are_refused() {
    let bytes = EMBEDDED_CUTS;
    let weights = weights_checksum(EMBEDDED);
    let mut flipped = bytes.to_vec();
    flipped[30] ^= 1;
    assert!(matches!(
        ProbCutSet::from_bytes(&flipped, weights),
        Err(ProbCutError::Container(ContainerError::Checksum { .. }))
    ));
    assert!(matches!(
        ProbCutSet::from_bytes(bytes, weights ^ 1),
        Err(ProbCutError::Weights { .. })
    ));
    assert!(matches!(
        ProbCutSet::from_bytes(b"OTHEVAL\0", weights),
        Err(ProbCutError::Container(ContainerError::Magic { .. }))
    ));
    assert!(ProbCutSet::from_bytes(&bytes[..bytes.len() - 9], weights).is_err());
    let mut version = bytes.to_vec();
    version[8] = 9;
    let err = ProbCutSet::from_bytes(&version, weights).unwrap_err();
    assert!(matches!(
        err,
        ProbCutError::Container(ContainerError::Version { found: 9, .. })
    ));
    assert_eq!(
        err.to_string(),
        "ProbCut parameters file version 9, this program reads version 2"
    );
}

#[test]
fn an_endgame_prediction_that_makes_no_sense_is_refused() {
    let weights = weights_checksum(EMBEDDED);
    let mut set = embedded().clone();
    let good = set.to_bytes();
    assert_eq!(ProbCutSet::from_bytes(&good, weights).as_ref(), Ok(&set));
    let board = &mut set.boards[0];
    let (rows, cols) = (board.rows, board.cols);
    board.end_cuts[0] = Cut {
        a: -1.0,
        b: 0.0,
        sigma: 300.0,
    };
    assert_eq!(
        ProbCutSet::from_bytes(&set.to_bytes(), weights),
        Err(ProbCutError::Board { rows, cols })
    );
    let board = &mut set.boards[0];
    board.end_cuts[0].a = 1.0;
    board.end_last = board.end_first - 1;
    board.end_cuts.clear();
    assert_eq!(
        ProbCutSet::from_bytes(&set.to_bytes(), weights),
        Err(ProbCutError::Board { rows, cols })
    );
}

/// A search that solves selectively (timed, exact solving out of reach), its midgame short.
fn selective() -> Limits {
    Limits {
        time: Some(Duration::from_secs(600)),
        depth: 4,
        exact_empties: 0,
        selective_empties: 64,
        quick_single_move: false,
        ..Limits::default()
    }
}

fn exact() -> Limits {
    Limits {
        exact_empties: u32::MAX,
        quick_single_move: false,
        ..Limits::default()
    }
}

#[test]
fn the_selective_solver_is_close_to_exact_for_fewer_nodes() {
    let cancel = AtomicBool::new(false);
    let mut rng = XorShift::new(14);
    let (mut selective_nodes, mut exact_nodes, mut error) = (0, 0, 0);
    let count = 6;
    let mut tested = 0;
    while tested < count {
        let Some(game) = random_moves(Options::default(), 20, &mut rng) else {
            continue;
        };
        tested += 1;
        let s = engine::Search::new(&game)
            .limits(selective())
            .cancel(&cancel)
            .run()
            .expect("a move");
        let e = engine::Search::new(&game)
            .limits(exact())
            .cancel(&cancel)
            .run()
            .expect("a move");
        assert!(e.exact);
        // A selective score is an estimate in hundredths of a disc, never called exact.
        assert!(!s.exact, "{:?}", game.moves_played());
        assert_eq!(s.score % 100, 0, "{}", s.score);
        selective_nodes += s.nodes;
        exact_nodes += e.nodes;
        error += (s.score / 100 - e.score).abs();
    }
    assert!(
        selective_nodes * 2 < exact_nodes,
        "{selective_nodes} nodes selectively, {exact_nodes} exactly"
    );
    assert!(error <= 3 * count, "{error} discs off in {count} positions");
}

#[test]
fn a_selective_solve_leaves_no_false_facts_for_the_exact_one() {
    let cancel = AtomicBool::new(false);
    let mut rng = XorShift::new(15);
    let mut tested = 0;
    let mut differed = 0;
    while tested < 4 {
        let Some(game) = random_moves(Options::default(), 19, &mut rng) else {
            continue;
        };
        tested += 1;
        // The same tables: the selective solve first, then the exact one, of the position and
        // of each of its children.
        let mut tables = GameTables::new(4);
        let progress = Progress::default();
        let s = engine::Search::new(&game)
            .limits(selective())
            .cancel(&cancel)
            .progress(&progress)
            .tables(&mut tables)
            .run()
            .expect("a move");
        assert!(!s.exact);
        let mut positions = vec![game.clone()];
        for m in game.moves().iter() {
            let mut child = game.clone();
            child.play(m).expect("legal");
            if child.turn().is_some() {
                positions.push(child);
            }
        }
        for (i, p) in positions.iter().enumerate() {
            let kept = engine::Search::new(p)
                .limits(exact())
                .cancel(&cancel)
                .progress(&progress)
                .tables(&mut tables)
                .run()
                .expect("a move");
            let fresh = engine::Search::new(p)
                .limits(exact())
                .cancel(&cancel)
                .run()
                .expect("a move");
            assert!(kept.exact && fresh.exact);
            assert_eq!(kept.score, fresh.score, "{:?}", p.moves_played());
            if i == 0 {
                differed += usize::from(s.score / 100 != fresh.score);
            }
        }
    }
    // The selective solves were wrong somewhere, so their entries could have misled.
    assert!(differed > 0, "every selective score was exact");
}

#[test]
fn the_shallow_search_is_about_half_as_deep_with_the_same_parity() {
    for depth in 3..30 {
        let d = shallow(depth);
        assert!(d >= 1 && d < depth, "{depth} -> {d}");
        assert_eq!(d % 2, depth % 2, "{depth} -> {d}");
    }
}

fn limits(depth: u32, probcut: bool) -> Limits {
    Limits {
        depth,
        exact_empties: 0,
        quick_single_move: false,
        probcut,
        ..Limits::default()
    }
}

#[test]
fn probcut_prunes_the_midgame_search() {
    let cancel = AtomicBool::new(false);
    let mut rng = XorShift::new(11);
    let (mut with, mut without) = (0, 0);
    let mut tested = 0;
    while tested < 8 {
        let Some(game) = random_moves(Options::default(), 40, &mut rng) else {
            continue;
        };
        tested += 1;
        with += engine::Search::new(&game)
            .limits(limits(8, true))
            .cancel(&cancel)
            .run()
            .expect("a move")
            .nodes;
        without += engine::Search::new(&game)
            .limits(limits(8, false))
            .cancel(&cancel)
            .run()
            .expect("a move")
            .nodes;
    }
    assert!(
        with * 10 < without * 9,
        "depth 8 on 8 positions: {with} nodes with ProbCut, {without} without"
    );
}

#[test]
fn probcut_never_changes_an_exact_result() {
    let cancel = AtomicBool::new(false);
    let mut rng = XorShift::new(12);
    let exact = |probcut| Limits {
        exact_empties: u32::MAX,
        quick_single_move: false,
        probcut,
        ..Limits::default()
    };
    for (rows, cols, win_rule, empties) in [
        (8, 8, WinRule::MostDiscs, 20),
        (8, 8, WinRule::FewestDiscs, 18),
        (6, 10, WinRule::MostDiscs, 18),
        (10, 10, WinRule::MostDiscs, 16),
    ] {
        let options = common::board_options(rows, cols, RuleSet::Full, win_rule);
        let mut tested = 0;
        while tested < 3 {
            let Some(game) = random_moves(options, empties, &mut rng) else {
                continue;
            };
            tested += 1;
            let on = engine::Search::new(&game)
                .limits(exact(true))
                .cancel(&cancel)
                .run()
                .expect("a move");
            let off = engine::Search::new(&game)
                .limits(exact(false))
                .cancel(&cancel)
                .run()
                .expect("a move");
            assert!(on.exact && off.exact);
            assert_eq!(
                on.score,
                off.score,
                "{rows}x{cols}: {:?}",
                game.moves_played()
            );
        }
    }
}

/// A 10×10 position White dominates, White to move: its static value is near the clamp at
/// 100 discs, so the searches' windows reach past it.
const DOMINATED: [&str; 10] = [
    "OOOOOOXXX-",
    "OOOOOXXX--",
    "OOXXXXXXXX",
    "OOXXOOXOX-",
    "OOOXOXOXX-",
    "OOXXXXXX--",
    "OX-XXXX---",
    "OX--XX----",
    "OX--------",
    "----------",
];

#[test]
fn a_pruned_search_never_values_a_position_beyond_the_board() {
    let options = common::board_options(10, 10, RuleSet::Full, WinRule::MostDiscs);
    let mut setup = Setup::empty(options);
    for (cell, c) in setup.cells.iter_mut().zip(DOMINATED.concat().chars()) {
        *cell = match c {
            'X' => Some(Player::Black),
            'O' => Some(Player::White),
            _ => None,
        };
    }
    setup.turn = Player::White;
    let game = Game::from_setup(&setup).expect("a legal position");
    let cancel = AtomicBool::new(false);
    let cells = 100;
    let mut at_the_edge = 0;
    for depth in 1..=8 {
        let r = engine::Search::new(&game)
            .limits(limits(depth, true))
            .cancel(&cancel)
            .run()
            .expect("a move");
        // A Multi-ProbCut bound (the window's edge) returned for a window past the
        // evaluation's range used to come back as 100.01 to 100.04 discs.
        assert!(
            r.score.abs() <= 100 * cells || r.score.abs() > WIN_SCORE / 2,
            "depth {depth}: {}",
            r.score
        );
        assert!(
            r.value().abs() <= 100 * cells,
            "depth {depth}: {}",
            r.value()
        );
        at_the_edge += usize::from(r.score == 100 * cells);
    }
    // The position does probe the edge: most depths value it at the clamp.
    assert!(at_the_edge >= 4, "{at_the_edge} of 8 depths at 100 discs");
}
