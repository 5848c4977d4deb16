//! A move's share of a game clock: one policy for every front end that plays on a clock (the
//! window's clocks, the NBoard engine's `--game-time`).
//!
//! The time left is shared over the player's moves still to come, each by its weight: most
//! where a solve can start, which decides close games, little after it, when the solve's table
//! answers at once. Two caps keep a move from spending the clock: never more than
//! [`MAX_CLOCK_SHARE`] of what is left (a search overruns its time a little, and a share on top
//! of a long solve must not leave the rest of the game without time), and never more than the
//! caller's own cap, if it has one (the window's level time). The moves still to come are
//! counted from the empty cells alone, one every other cell, whatever the board: a board's
//! size shows in how many cells are empty, and the weights follow the solver's reach, which
//! the empty cells set. No front end gives an increment, so none is counted.

use crate::limits::SELECTIVE_EMPTIES;
use std::time::Duration;

/// The most of the time left one move may take: a quarter, so that three quarters always stay
/// on the clock.
pub const MAX_CLOCK_SHARE: f64 = 0.25;

/// The time to think about a move with `left` on the player's game clock and `empties` empty
/// cells on the board: the clock shared over the player's moves still to come (one every
/// other empty cell, whatever the board), each by its weight (a midgame move one share, a move
/// where a solve can start, from [`SELECTIVE_EMPTIES`] empty cells down to 23, three, the two
/// after it 0.3, and from 18 empty cells down 0.05), never more than [`MAX_CLOCK_SHARE`] of
/// `left` nor more than `cap`. Time a move does not use goes to the moves after it.
pub fn clock_move_time(left: Duration, empties: u32, cap: Option<Duration>) -> Duration {
    let time = clock_share(left, empties).min(left.mul_f64(MAX_CLOCK_SHARE));
    cap.map_or(time, |cap| time.min(cap))
}

/// The clock shared over the player's moves still to come (one every other empty cell), each
/// by its weight (see [`clock_weight`]): this move's part, uncapped (the last move's is all of
/// `left`).
fn clock_share(left: Duration, empties: u32) -> Duration {
    let units: f64 = (1..=empties.max(1))
        .rev()
        .step_by(2)
        .map(clock_weight)
        .sum();
    left.mul_f64(clock_weight(empties.max(1)) / units)
}

/// A move's weight in sharing a game clock, by the empty cells before it: the moves where a
/// solve can start ([`SELECTIVE_EMPTIES`] down to [`CLOCK_SOLVED`]) decide close games and get
/// [`CLOCK_SOLVE_WEIGHT`] times a midgame move's share; after them a solve has usually ended
/// and its table answers at once, so a move gets a small share, and from [`CLOCK_DONE`] down
/// almost none: time left to moves that answer at once is never spent.
fn clock_weight(empties: u32) -> f64 {
    if empties > SELECTIVE_EMPTIES {
        1.0
    } else if empties > CLOCK_SOLVED {
        CLOCK_SOLVE_WEIGHT
    } else if empties > CLOCK_DONE {
        CLOCK_LATE_WEIGHT
    } else {
        CLOCK_DONE_WEIGHT
    }
}

/// Below this many empty cells a solve started earlier has usually ended (see
/// [`clock_weight`]).
const CLOCK_SOLVED: u32 = 22;
/// From this many empty cells down a move is nearly always answered at once: at a second a
/// move on 8×8, ours took 0.07 s on average at 18 empty cells and less after.
const CLOCK_DONE: u32 = 18;
/// The weight of a move where a solve can start, against a midgame move's 1.
const CLOCK_SOLVE_WEIGHT: f64 = 3.0;
/// The weight of a move just after the solve.
const CLOCK_LATE_WEIGHT: f64 = 0.3;
/// The weight of a move from [`CLOCK_DONE`] empty cells down.
const CLOCK_DONE_WEIGHT: f64 = 0.05;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shares_are_spent_most_where_a_solve_can_start() {
        let s = Duration::from_secs;
        // 30 seconds for a game on 8×8: about a second for a midgame move, three for a move
        // where a solve can start, a few tenths just after it and hundredths at the end.
        let first = clock_share(s(30), 60).as_secs_f64();
        assert!((0.9..1.1).contains(&first), "{first}");
        let mut left = s(30);
        let mut spent = Vec::new();
        for empties in (1..=60).rev().step_by(2) {
            let time = clock_share(left, empties);
            spent.push((empties, time.as_secs_f64()));
            left -= time;
        }
        let at = |e: u32| spent.iter().find(|&&(x, _)| x == e).unwrap().1;
        assert!((0.9..1.1).contains(&at(32)), "{spent:?}");
        assert!(
            (2.7..3.3).contains(&at(30)) && (2.7..3.3).contains(&at(24)),
            "{spent:?}"
        );
        assert!(
            (0.25..0.4).contains(&at(22)) && (0.25..0.4).contains(&at(20)),
            "{spent:?}"
        );
        assert!(
            (0.04..0.07).contains(&at(18)) && (0.04..0.07).contains(&at(2)),
            "{spent:?}"
        );
        // Spending every share to the end uses the whole clock and never more.
        assert!(left < Duration::from_millis(1), "{left:?}");
        // Time not spent goes to the moves after: with twice the clock left, twice the share.
        let ratio = clock_share(s(20), 40).as_secs_f64() / clock_share(s(10), 40).as_secs_f64();
        assert!((ratio - 2.0).abs() < 1e-6, "{ratio}");
        // The last move may have the rest; a move with no empty cells asked about gets it too.
        assert_eq!(clock_share(s(2), 1), s(2));
        assert_eq!(clock_share(s(2), 0), s(2));
    }

    #[test]
    fn a_move_never_takes_more_than_a_quarter_of_what_is_left_nor_more_than_the_cap() {
        let s = Duration::from_secs;
        for left in [s(0), Duration::from_millis(7), s(1), s(30), s(300), s(3600)] {
            for empties in 0..=252 {
                let time = clock_move_time(left, empties, None);
                assert!(time <= left.mul_f64(MAX_CLOCK_SHARE), "{left:?} {empties}");
                // What stays on the clock: at least three quarters of it.
                assert!(left - time >= left.mul_f64(1.0 - MAX_CLOCK_SHARE));
                let cap = Duration::from_millis(1500);
                let capped = clock_move_time(left, empties, Some(cap));
                assert_eq!(capped, time.min(cap), "{left:?} {empties}");
            }
        }
        // Where the share is above a quarter (few moves left, or a solve about to start with
        // little after it), the quarter; where below, the share.
        assert_eq!(clock_move_time(s(20), 1, None), s(5));
        assert_eq!(clock_move_time(s(20), 24, None), s(5));
        assert_eq!(clock_move_time(s(30), 60, None), clock_share(s(30), 60));
        // No time left, none to spend.
        assert_eq!(clock_move_time(s(0), 30, Some(s(1))), s(0));
    }

    #[test]
    fn more_time_left_more_time_for_the_move() {
        let ms = Duration::from_millis;
        for empties in [1, 10, 20, 24, 30, 40, 60, 120] {
            let mut before = Duration::ZERO;
            for left in (0..=60).map(|k| ms(500 * k)) {
                let time = clock_move_time(left, empties, None);
                assert!(time >= before, "{empties} empty cells, {left:?} left");
                before = time;
            }
        }
    }

    #[test]
    fn a_move_where_a_solve_can_start_gets_more_than_a_midgame_move() {
        let s = Duration::from_secs;
        // With the same time left, three shares against one, and fewer moves to share with.
        let midgame = clock_move_time(s(60), 50, None);
        let solve = clock_move_time(s(60), 30, None);
        assert!(solve > 3 * midgame, "{midgame:?} {solve:?}");
    }

    #[test]
    fn a_whole_game_on_the_clock_never_runs_out_of_time() {
        let s = Duration::from_secs;
        // Every move spends all its time: the clock keeps some for each move to the last.
        for total in [s(1), s(30), s(300)] {
            let mut left = total;
            for empties in (1..=60).rev().step_by(2) {
                let time = clock_move_time(left, empties, None);
                assert!(time > Duration::ZERO && time < left, "{total:?} {empties}");
                left -= time;
            }
        }
    }
}
