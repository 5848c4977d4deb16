//! The trained evaluation's configurations: gathered, read cell by cell and updated move by
//! move, all alike.

use super::*;
use crate::rng::XorShift;
use othello_core::{Geometry, Standard8x8, U256};

/// The gathered configurations give the same value as the cell-by-cell ones, on random
/// discs of boards of every word size (the 8×8 weights serve every board here).
fn gathered_equals_cell_by_cell<L: Layout>(layout: L) {
    let weights = Expanded::for_board(8, 8, WinRule::MostDiscs).expect("8x8 weights");
    let fast = Trained::new(&layout, weights);
    if bmi2() {
        assert!(fast.gathers(), "{}x{}", layout.rows(), layout.cols());
    }
    let slow = fast.clone().without_gather();
    let cells = layout.cell_count();
    let mut rng = XorShift::new(u64::from(cells));
    for _ in 0..2000 {
        let words: [u64; 4] = std::array::from_fn(|_| rng.next_u64());
        let other: [u64; 4] = std::array::from_fn(|_| rng.next_u64());
        let board = (0..cells).fold(L::B::from_words([0; 4]), |b, i| b | L::B::bit(i));
        let me = L::B::from_words(words) & board;
        let opp = L::B::from_words(other) & board & !me;
        let empties = cells - (me | opp).count();
        let globals = [1, -2, 3, 0];
        assert_eq!(
            fast.evaluate(me, opp, empties, globals),
            slow.evaluate(me, opp, empties, globals),
            "{}x{}",
            layout.rows(),
            layout.cols()
        );
    }
}

/// Configurations updated move by move, from the position before (or, now and then, from
/// two moves before or from a random position), equal those read afresh after every move
/// and pass of random games, and evaluate the same; with and without BMI2's gathers.
fn updated_equal_read<L: Layout>(layout: L, games: u64) {
    use othello_core::{Position, RuleSet};
    let (rows, cols) = (layout.rows(), layout.cols());
    let weights = Expanded::for_board(rows as u8, cols as u8, WinRule::MostDiscs)
        .expect("weights for every board");
    for t in [
        Trained::new(&layout, weights.clone()),
        Trained::new(&layout, weights.clone()).without_gather(),
    ] {
        assert!(t.incremental(), "{rows}x{cols}");
        let at = |r: u32, c: u32| L::B::bit(r * cols + c);
        let (r, c) = (rows / 2 - 1, cols / 2 - 1);
        let mut rng = XorShift::new(u64::from(rows * 100 + cols));
        let mut checked = 0;
        for _ in 0..games {
            let mut pos = Position {
                me: at(r, c + 1) | at(r + 1, c),
                opp: at(r, c) | at(r + 1, c + 1),
            };
            let mut now = Configs::default();
            t.configs_into(None, pos.me, pos.opp, &mut now);
            let mut before = now;
            loop {
                let moves = pos.moves(&layout, RuleSet::Full);
                let next = if moves.is_zero() {
                    let passed = pos.pass();
                    if passed.moves(&layout, RuleSet::Full).is_zero() {
                        break;
                    }
                    passed
                } else {
                    let list: Vec<u32> = moves.iter().collect();
                    let i = list[rng.below(list.len() as u64) as usize];
                    pos.play(i, pos.flips(&layout, RuleSet::Full, i))
                };
                let from = match rng.below(8) {
                    0 => before,
                    1 => {
                        let mut other = Configs::default();
                        let me = L::B::from_words(std::array::from_fn(|_| rng.next_u64()))
                            & layout.cells();
                        let opp = L::B::from_words(std::array::from_fn(|_| rng.next_u64()))
                            & layout.cells()
                            & !me;
                        t.configs_into(None, me, opp, &mut other);
                        other
                    }
                    _ => now,
                };
                // The configurations updated from `from` to `(me, opp)` equal those read.
                let update = |from: &Configs<L::B>, me, opp, what: std::fmt::Arguments<'_>| {
                    let mut updated = Configs::default();
                    t.configs_into(Some(from), me, opp, &mut updated);
                    let mut read = Configs::default();
                    t.read_configs(me, opp, &mut read);
                    assert_eq!(updated.mine, read.mine, "{rows}x{cols} {what}");
                    assert_eq!(updated.theirs, read.theirs, "{rows}x{cols} {what}");
                    assert!(updated.holds(me, opp));
                    updated
                };
                let updated = update(&from, next.me, next.opp, format_args!("{next:?}"));
                let empties = layout.cell_count() - (next.me | next.opp).count();
                assert_eq!(
                    t.evaluate_configs(&updated, empties, [2, -1, 3, 1]),
                    t.evaluate(next.me, next.opp, empties, [2, -1, 3, 1]),
                    "{rows}x{cols} {next:?}"
                );
                // And back: the move taken back empties the cell it played (and, from two
                // plies on, cells of either side), as when the ply above holds a later position.
                update(&updated, pos.me, pos.opp, format_args!("back to {pos:?}"));
                update(
                    &updated,
                    before.me,
                    before.opp,
                    format_args!("back two plies"),
                );
                checked += 1;
                (before, now, pos) = (now, updated, next);
            }
        }
        // Most games fill most of the board.
        let cells = u64::from(layout.cell_count());
        assert!(
            checked > games * cells / 2,
            "{rows}x{cols}: {checked} positions"
        );
    }
}

#[test]
fn configurations_updated_move_by_move_equal_read_ones() {
    updated_equal_read(Standard8x8, 20);
    updated_equal_read(Geometry::<u64>::new(4, 4), 20);
    updated_equal_read(Geometry::<u64>::new(6, 6), 20);
    updated_equal_read(Geometry::<u64>::new(6, 10), 10);
    updated_equal_read(Geometry::<u128>::new(10, 10), 5);
    updated_equal_read(Geometry::<u128>::new(8, 16), 3);
    updated_equal_read(Geometry::<U256>::new(16, 16), 2);
}

/// No board has more patterns than the configurations kept per node can hold.
#[test]
fn every_board_keeps_its_configurations() {
    let weights = Expanded::for_board(8, 8, WinRule::MostDiscs).expect("8x8 weights");
    for rows in (4..=16).step_by(2) {
        for cols in (4..=16).step_by(2) {
            let n = instances(rows, cols).len();
            assert!(n <= MAX_PATTERNS, "{rows}x{cols}: {n} patterns");
        }
    }
    assert!(Trained::new(&Geometry::<U256>::new(16, 16), weights).incremental());
}

#[test]
fn gathered_configurations_equal_cell_by_cell_ones() {
    gathered_equals_cell_by_cell(Standard8x8);
    gathered_equals_cell_by_cell(Geometry::<u64>::new(4, 4));
    gathered_equals_cell_by_cell(Geometry::<u64>::new(6, 6));
    gathered_equals_cell_by_cell(Geometry::<u64>::new(6, 10));
    gathered_equals_cell_by_cell(Geometry::<u128>::new(10, 10));
    gathered_equals_cell_by_cell(Geometry::<u128>::new(8, 16));
    gathered_equals_cell_by_cell(Geometry::<U256>::new(12, 14));
    gathered_equals_cell_by_cell(Geometry::<U256>::new(16, 16));
}
