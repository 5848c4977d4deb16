//! The solver against plain negamax, for every compiled copy, on several boards.

use super::moves::best_first;
use super::*;
use crate::limits::Limits;
use othello_core::{Geometry, RuleSet, Standard8x8, WinRule};

/// The final score under perfect play by plain negamax: no window, no table, no ordering.
fn minimax<L: Layout>(t: &Tables<L>, pos: Position<L::B>, passed: bool) -> i32 {
    let moves = pos.moves(&t.layout, t.rules);
    if moves.is_zero() {
        return if passed {
            t.final_score(&pos)
        } else {
            -minimax(t, pos.pass(), true)
        };
    }
    moves
        .iter()
        .map(|i| -minimax(t, pos.play(i, pos.flips(&t.layout, t.rules, i)), false))
        .max()
        .unwrap_or(-INF)
}

/// Whether `v`, searched with the window (`a`, `b`), agrees with the `exact` value as a
/// fail-soft search must: exact inside the window, a bound on the right side at or beyond an
/// edge.
fn fail_soft_agrees(v: i32, (a, b): (i32, i32), exact: i32) -> bool {
    if v <= a {
        exact <= v
    } else if v >= b {
        exact >= v
    } else {
        exact == v
    }
}

/// A position `empties` cells from the end reached by random moves from the centre start, or
/// `None` if that game ended first.
fn random_position<L: Layout>(
    t: &Tables<L>,
    rng: &mut XorShift,
    empties: u32,
) -> Option<Position<L::B>> {
    let (rows, cols) = (t.layout.rows(), t.layout.cols());
    let at = |r: u32, c: u32| L::B::bit(r * cols + c);
    let (r, c) = (rows / 2 - 1, cols / 2 - 1);
    let mut pos = Position {
        me: at(r, c + 1) | at(r + 1, c),
        opp: at(r, c) | at(r + 1, c + 1),
    };
    while pos.empties(&t.layout) > empties {
        let mut moves = pos.moves(&t.layout, t.rules);
        if moves.is_zero() {
            pos = pos.pass();
            moves = pos.moves(&t.layout, t.rules);
            if moves.is_zero() {
                return None;
            }
        }
        let list: Vec<u32> = moves.iter().collect();
        let index = list[rng.below(list.len() as u64) as usize];
        pos = pos.play(index, pos.flips(&t.layout, t.rules, index));
    }
    Some(pos)
}

/// Every copy of the solver this processor runs, on random positions near the end, with
/// random windows: a score inside the window is exact, one at or beyond an edge a bound on
/// the right side (fail-soft), as plain negamax says.
fn copies_agree_with_minimax<L: Layout>(layout: L, max_empties: u32, positions: usize) {
    let limits = Limits::default();
    let cancel = AtomicBool::new(false);
    let depth = AtomicU32::new(0);
    for rules in [RuleSet::Full, RuleSet::Simple] {
        for win_rule in [WinRule::MostDiscs, WinRule::FewestDiscs] {
            let t = Tables::new(layout, rules, win_rule);
            let mut rng = XorShift::new(7);
            let mut tested = 0;
            while tested < positions {
                let empties = 1 + rng.below(u64::from(max_empties)) as u32;
                let Some(pos) = random_position(&t, &mut rng, empties) else {
                    continue;
                };
                tested += 1;
                let exact = minimax(&t, pos, false);
                let cells = t.cell_count as i32;
                let alpha = rng.symmetric(cells / 2) - 1;
                let beta = alpha + 1 + rng.below(cells as u64 / 4) as i32;
                for (window, (a, b)) in [(-INF, INF), (alpha, beta)].into_iter().enumerate() {
                    // The portable copy, then the fast one where this processor proves it can
                    // run it.
                    for proof in [None].into_iter().chain(Avx2::detect().map(Some)) {
                        let fast = proof.is_some();
                        // A fresh table each time: the copies must not lean on each other.
                        let shared = Shared::new(&cancel, &depth, &limits, Instant::now());
                        let mut s = Searcher::new(&t, &shared, true);
                        s.fast = proof;
                        let v = s.solve(pos, s.moves(&pos), a, b, empties, 0);
                        assert!(
                            fail_soft_agrees(v, (a, b), exact),
                            "{rules:?} {win_rule:?}, {empties} empties, window {window} \
                             ({a}, {b}), fast copy {fast}: {v}, negamax {exact}, {pos:?}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn solver_matches_negamax_on_8x8() {
    copies_agree_with_minimax(Standard8x8, 9, 40);
}

#[test]
fn solver_matches_negamax_on_other_boards() {
    copies_agree_with_minimax(Geometry::<u64>::new(6, 6), 9, 30);
    copies_agree_with_minimax(Geometry::<u64>::new(4, 6), 9, 30);
    copies_agree_with_minimax(Geometry::<u128>::new(8, 10), 8, 15);
}

/// The midgame value to `depth` plies by plain negamax over the static evaluation: no window,
/// no table, no ordering, no pruning. A pass costs no ply, as in the search.
fn negamax_to_depth<L: Layout>(t: &Tables<L>, pos: Position<L::B>, depth: u32) -> i32 {
    let moves = pos.moves(&t.layout, t.rules);
    if moves.is_zero() {
        let passed = pos.pass();
        if passed.moves(&t.layout, t.rules).is_zero() {
            let s = t.final_score(&pos);
            return 100 * s + WIN * s.signum();
        }
        return -negamax_to_depth(t, passed, depth);
    }
    if depth == 0 {
        return t.evaluate(&pos, moves);
    }
    moves
        .iter()
        .map(|i| -negamax_to_depth(t, pos.play(i, pos.flips(&t.layout, t.rules, i)), depth - 1))
        .max()
        .unwrap_or(-INF)
}

/// The midgame search without Multi-ProbCut, at every depth from 1 (the nodes above the leaves
/// have a loop of their own) to 4, with the whole window and random ones: a score inside the
/// window is plain negamax's, one at or beyond an edge a bound on the right side.
fn midgame_agrees_with_negamax<L: Layout>(layout: L, positions: usize) {
    let limits = Limits {
        probcut: false,
        ..Limits::default()
    };
    let cancel = AtomicBool::new(false);
    let progress = AtomicU32::new(0);
    for (rules, win_rule) in [
        (RuleSet::Full, WinRule::MostDiscs),
        (RuleSet::Full, WinRule::FewestDiscs),
        (RuleSet::Simple, WinRule::MostDiscs),
    ] {
        let t = Tables::new(layout, rules, win_rule);
        let mut rng = XorShift::new(11);
        let cells = t.layout.cell_count();
        let mut tested = 0;
        while tested < positions {
            let empties = 3 + rng.below(u64::from(cells - 8)) as u32;
            let Some(pos) = random_position(&t, &mut rng, empties) else {
                continue;
            };
            let moves = pos.moves(&t.layout, t.rules);
            tested += 1;
            for depth in 1..=4 {
                let exact = negamax_to_depth(&t, pos, depth);
                let alpha = exact + rng.symmetric(400) - 1;
                let beta = alpha + 1 + rng.below(300) as i32;
                for (a, b) in [(-INF, INF), (alpha, beta)] {
                    let shared = Shared::new(&cancel, &progress, &limits, Instant::now());
                    let mut s = Searcher::new(&t, &shared, true);
                    let v = s.mid(pos, moves, depth, a, b, 0);
                    assert!(
                        fail_soft_agrees(v, (a, b), exact),
                        "{}x{} {rules:?} {win_rule:?}, {empties} empties, depth {depth}, \
                         window ({a}, {b}): {v}, negamax {exact}, {pos:?}",
                        t.layout.rows(),
                        t.layout.cols()
                    );
                }
            }
        }
    }
}

/// Both compiled copies of the midgame (where this processor runs the fast one) search the
/// same tree: the same value and the same node count, with Multi-ProbCut, from random positions
/// at depths 1 to 5.
fn midgame_copies_agree<L: Layout>(layout: L, positions: usize) {
    let limits = Limits::default();
    let cancel = AtomicBool::new(false);
    let progress = AtomicU32::new(0);
    let t = Tables::new(layout, RuleSet::Full, WinRule::MostDiscs);
    let mut rng = XorShift::new(5);
    let cells = t.layout.cell_count();
    let mut tested = 0;
    while tested < positions {
        let empties = 8 + rng.below(u64::from(cells - 12)) as u32;
        let Some(pos) = random_position(&t, &mut rng, empties) else {
            continue;
        };
        let moves = pos.moves(&t.layout, t.rules);
        tested += 1;
        for depth in 1..=5 {
            let run = |fast: bool| {
                let shared = Shared::new(&cancel, &progress, &limits, Instant::now());
                let mut s = Searcher::new(&t, &shared, true);
                #[cfg(target_arch = "x86_64")]
                if fast && s.fast.is_some() {
                    // SAFETY: `s.fast` proves the features `mid_fast` is compiled for.
                    let v = unsafe { s.mid_fast(pos, moves, depth, -INF, INF, 0) };
                    return Some((v, s.nodes));
                }
                (!fast).then(|| (s.mid_plain(pos, moves, depth, -INF, INF, 0), s.nodes))
            };
            if let Some(fast) = run(true) {
                assert_eq!(run(false), Some(fast), "depth {depth}, {pos:?}");
            }
        }
    }
}

#[test]
fn the_midgame_copies_search_the_same_tree() {
    midgame_copies_agree(Standard8x8, 30);
    midgame_copies_agree(Geometry::<u64>::new(6, 10), 10);
}

#[test]
fn best_first_then_the_rest_sorted_is_the_standard_sort() {
    let mut rng = XorShift::new(3);
    for _ in 0..5000 {
        let len = rng.below(24) as usize;
        // Few distinct keys, so that ties are common.
        let list: Vec<Move<u64>> = (0..len)
            .map(|i| Move {
                index: i as u32,
                flips: 0,
                key: rng.symmetric(3),
                replies: 0,
            })
            .collect();
        let mut expected = list.clone();
        expected.sort_unstable_by_key(|m| -m.key);
        let mut ours = list;
        if best_first(&mut ours) {
            sort_stably(&mut ours[1..]);
        }
        let order = |l: &[Move<u64>]| l.iter().map(|m| m.index).collect::<Vec<_>>();
        assert_eq!(order(&ours), order(&expected));
    }
}

#[test]
fn midgame_matches_negamax_over_the_evaluation() {
    midgame_agrees_with_negamax(Standard8x8, 40);
    midgame_agrees_with_negamax(Geometry::<u64>::new(6, 10), 20);
    midgame_agrees_with_negamax(Geometry::<u128>::new(10, 10), 10);
}

#[test]
fn a_solver_takes_only_entries_stored_at_least_as_confidently_as_it_searches() {
    let t = Tables::new(Standard8x8, RuleSet::Full, WinRule::MostDiscs);
    let (cancel, depth) = (AtomicBool::new(false), AtomicU32::new(0));
    let shared = Shared::new(&cancel, &depth, &Limits::default(), Instant::now());
    let s = Searcher::new(&t, &shared, true);
    // Exact first, then each level of selectivity, the least confident first.
    let levels: Vec<Option<usize>> = [None]
        .into_iter()
        .chain((0..SELECTIVITY.len()).map(Some))
        .collect();
    let confidence = |level: Option<usize>| level.map_or(SELECTIVITY.len(), |l| l);
    let empties = 24;
    for (key, &stored_by) in levels.iter().enumerate() {
        s.set_selectivity(stored_by);
        // Below the selective solver's reach, every node is exact.
        assert_eq!(s.selectivity(END_CUT_EMPTIES - 1), 0);
        let key = (key as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15) + 1;
        let stored = empties - s.selectivity(empties);
        shared.end_tt.store_exact(key, 7, stored, 0);
        for &searched_by in &levels {
            s.set_selectivity(searched_by);
            let wanted = empties - s.selectivity(empties);
            let taken = shared.end_tt.lookup(key, 1u64, wanted, -64, 64) == Err(7);
            assert_eq!(
                taken,
                confidence(stored_by) >= confidence(searched_by),
                "stored by {stored_by:?}, searched by {searched_by:?}"
            );
        }
    }
}

#[test]
fn the_end_of_a_stage_stops_every_thread_and_the_search_goes_on_after_it() {
    let t = Tables::new(Standard8x8, RuleSet::Full, WinRule::MostDiscs);
    let (cancel, depth) = (AtomicBool::new(false), AtomicU32::new(0));
    let shared = Shared::new(&cancel, &depth, &Limits::default(), Instant::now());
    let pos = random_position(&t, &mut XorShift::new(5), 40).expect("a game 20 moves long");
    // What each step showed, checked once the helpers are back (a failed check inside would
    // leave them waiting for the search to end).
    let seen = with_helpers(&t, &shared, 2, |s| {
        let mut root = s.root_moves(&pos);
        let whole = |r: Option<RootScore>| r.is_some_and(|r| r.complete);
        // A stage already over stops the search at its first check.
        s.set_stage_end(Some(Duration::ZERO));
        let cut = whole(s.mid_root(pos, &mut root, 9));
        let cut = (cut, s.aborted, s.search_nodes());
        // Without a deadline or a cancel, the search goes on after the stage.
        let after = (
            s.end_stage(),
            s.aborted,
            whole(s.mid_root(pos, &mut root, 5)),
        );
        // A stage not yet over stops nothing.
        s.set_stage_end(Some(Duration::from_secs(3600)));
        let not_over = whole(s.mid_root(pos, &mut root, 6));
        // After a cancel it does not go on.
        s.set_stage_end(Some(Duration::ZERO));
        cancel.store(true, Ordering::Relaxed);
        let cancelled = (s.end_stage(), s.aborted);
        (cut, after, not_over, cancelled)
    });
    let ((cut_whole, cut_aborted, nodes), after, not_over, cancelled) = seen;
    assert!(!cut_whole && cut_aborted, "{seen:?}");
    assert!(nodes < 64 * CHECK_EVERY, "{seen:?}");
    assert_eq!(after, (true, false, true), "{seen:?}");
    assert!(not_over, "{seen:?}");
    assert_eq!(cancelled, (false, true), "{seen:?}");
}

/// Multi-ProbCut's gate skips only the probes unlikely to cut: on random 8×8 positions, with
/// windows about their value, the gated prediction searches less in all, keeps most of the
/// cuts, and where it cuts, cuts to the same bound.
#[test]
fn the_probcut_gate_saves_probes_and_keeps_the_cuts() {
    use super::midgame::{PROBCUT_GATE, PROBCUT_T};
    use crate::learn::probcut::shallow;
    let t = Tables::new(Standard8x8, RuleSet::Full, WinRule::MostDiscs);
    let cuts = t.cuts.expect("8x8 has fitted ProbCut parameters");
    let limits = Limits::default();
    let (cancel, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    let mut rng = XorShift::new(29);
    let depth = 8;
    let (mut tested, mut nodes, mut cut) = (0, [0; 2], [0; 2]);
    while tested < 60 {
        let empties = 24 + rng.below(24) as u32;
        let Some(pos) = random_position(&t, &mut rng, empties) else {
            continue;
        };
        let moves = pos.moves(&t.layout, t.rules);
        let Some(c) = cuts
            .cut(depth, empties, t.cell_count)
            .filter(|_| !moves.is_zero())
        else {
            continue;
        };
        tested += 1;
        let value = t.evaluate(&pos, moves);
        // A null window beside the static value, at up to three margins from it.
        let margin = (PROBCUT_T * c.sigma) as i32;
        let alpha = value + rng.symmetric(3 * margin);
        let predict = |gate| {
            let shared = Shared::new(&cancel, &progress, &limits, Instant::now());
            let mut s = Searcher::new(&t, &shared, true);
            let prediction = (shallow(depth), c, PROBCUT_T, gate);
            let r = s.predicted_cut(pos, moves, prediction, (alpha, alpha + 1), 1, 0);
            (r, s.search_nodes())
        };
        let (ungated, ungated_nodes) = predict(None);
        let (gated, gated_nodes) = predict(Some((value, PROBCUT_GATE)));
        if gated.is_some() {
            assert_eq!(gated, ungated, "{pos:?}, window {alpha}");
        }
        nodes[0] += ungated_nodes;
        nodes[1] += gated_nodes;
        cut[0] += usize::from(ungated.is_some());
        cut[1] += usize::from(gated.is_some());
    }
    assert!(
        nodes[1] * 10 < nodes[0] * 9,
        "nodes ungated and gated: {nodes:?}"
    );
    assert!(cut[1] * 5 >= cut[0] * 4, "cuts ungated and gated: {cut:?}");
}

#[test]
fn a_null_window_node_cuts_on_a_childs_table_entry_only_when_it_proves_the_cut() {
    use crate::tt::{Bound, Entry};
    let t = Tables::new(Standard8x8, RuleSet::Full, WinRule::MostDiscs);
    let limits = Limits {
        probcut: false,
        ..Limits::default()
    };
    let (cancel, progress) = (AtomicBool::new(false), AtomicU32::new(0));
    let mut rng = XorShift::new(23);
    let mut tested = 0;
    while tested < 6 {
        let empties = 24 + rng.below(10) as u32;
        let Some(pos) = random_position(&t, &mut rng, empties) else {
            continue;
        };
        let moves = pos.moves(&t.layout, t.rules);
        if moves.count() < 3 {
            continue;
        }
        tested += 1;
        let depth = super::midgame::ETC_DEPTH;
        let exact = negamax_to_depth(&t, pos, depth);
        // The best move's child, and its value to one ply less: at most `-exact` is true.
        let (best, child) = moves
            .iter()
            .map(|i| (i, pos.play(i, pos.flips(&t.layout, t.rules, i))))
            .find(|&(_, c)| -negamax_to_depth(&t, c, depth - 1) == exact)
            .expect("a move scores the node's value");
        let (alpha, beta) = (exact - 1, exact);
        // (the child's entry, whether it proves the node reaches `beta`)
        let entries = [
            (Bound::Upper, depth - 1, true),
            (Bound::Exact, depth, true),
            (Bound::Lower, depth - 1, false),
            (Bound::Upper, depth - 2, false),
        ];
        for (bound, stored, proves) in entries {
            let shared = Shared::new(&cancel, &progress, &limits, Instant::now());
            shared.mid_tt.store(
                hash(&child),
                Entry {
                    score: -exact,
                    depth: stored,
                    bound,
                    best: None,
                },
            );
            let mut s = Searcher::new(&t, &shared, true);
            let v = s.mid(pos, moves, depth, alpha, beta, 0);
            let what = format!("{bound:?} at depth {stored} for {best}, {pos:?}");
            assert!(fail_soft_agrees(v, (alpha, beta), exact), "{what}: {v}");
            // Cut at once: the node's own tick and no child searched.
            assert_eq!(s.nodes == 1, proves, "{what}: {} nodes", s.nodes);
            if proves {
                assert_eq!(v, exact, "{what}");
            }
        }
    }
}

/// The root's proof of who wins, on random 8×8 positions near the end: its outcome is the sign
/// of the exact value (plain negamax), and where a side to move wins or draws, the move it puts
/// first does as well.
#[test]
fn the_root_proof_names_the_winner_and_a_move_that_gets_there() {
    let t = Tables::new(Standard8x8, RuleSet::Full, WinRule::MostDiscs);
    let limits = Limits::default();
    let cancel = AtomicBool::new(false);
    let depth = AtomicU32::new(0);
    let mut rng = XorShift::new(11);
    // Wins, draws and losses for the side to move.
    let mut seen = [0; 3];
    while seen.iter().sum::<i32>() < 80 {
        let empties = 4 + rng.below(7) as u32;
        let Some(pos) = random_position(&t, &mut rng, empties) else {
            continue;
        };
        let shared = Shared::new(&cancel, &depth, &limits, Instant::now());
        let mut s = Searcher::new(&t, &shared, true);
        let mut root = s.root_moves(&pos);
        if root.is_empty() {
            continue;
        }
        let exact = minimax(&t, pos, false);
        let v = s.prove_root(pos, &mut root).expect("nothing stops it");
        assert_eq!(
            v.signum(),
            exact.signum(),
            "proof {v}, negamax {exact}, {pos:?}"
        );
        if exact >= 0 {
            let first = root[0];
            let after = -minimax(&t, pos.play(first.index, first.flips), false);
            assert_eq!(after.signum(), exact.signum(), "{first:?} in {pos:?}");
        }
        seen[(exact.signum() + 1) as usize] += 1;
    }
    assert!(seen.iter().all(|&n| n > 0), "losses, draws, wins: {seen:?}");
}
