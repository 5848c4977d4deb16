//! The clock of a timed search: when iterative deepening starts another iteration, and whether
//! a selective solve can be expected to end in the time a move has. (A move's share of a game
//! clock is decided before the search, in `clock.rs`.)

use crate::search::SELECTIVITY;
use std::time::Duration;
use web_time::Instant;

/// The nodes a selective solve at its most confident level takes on 8×8 positions from matches
/// between strong players, at 22, 24, 26 and 28 empty cells (medians of 20 to 30 positions
/// each); between and beyond them, the cost grows geometrically.
const SELECTIVE_NODES: [(u32, f64); 4] = [(22, 3.6e6), (24, 13e6), (26, 42e6), (28, 100e6)];
/// How many solver nodes are searched in the time of one midgame node: the solver's nodes, near
/// the leaves, cost far less than the midgame's evaluated ones (5.0 to 5.4 on 8×8 positions at
/// 24 empty cells, the midgame's first fifth of 3 s against the selective solve after it).
const SOLVER_PACE: f64 = 5.0;
/// The cost of each level of [`SELECTIVITY`] against the most confident one's (medians of 20
/// positions at 24 empty cells: 0.8 M, 5.1 M and 13.4 M nodes).
const LEVEL_COST: [f64; SELECTIVITY.len()] = [0.06, 0.38, 1.0];

/// The nodes a selective solve of a position with `empties` empty cells can be expected to
/// take (see [`SELECTIVE_NODES`]).
fn selective_nodes(empties: u32) -> f64 {
    let segment = SELECTIVE_NODES
        .windows(2)
        .find(|w| empties <= w[1].0)
        .unwrap_or(&SELECTIVE_NODES[SELECTIVE_NODES.len() - 2..]);
    let [(e0, n0), (e1, n1)] = [segment[0], segment[1]];
    let growth = (n1 / n0).powf(1.0 / f64::from(e1 - e0));
    n0 * growth.powi(empties as i32 - e0 as i32)
}

/// Whether a selective solve at the first level of [`SELECTIVITY`] of a position with `empties`
/// empty cells can be expected (at the median) to end within what is left of `time`, at the
/// pace the search has kept so far (`nodes` in `elapsed`, over all its threads): a solve cut
/// short leaves only the short midgame search before it, so one out of reach would throw most
/// of the move's time away. The pace measured makes the reach grow with the time, the threads
/// and the machine's speed.
pub(crate) fn selective_fits(empties: u32, nodes: u64, elapsed: Duration, time: Duration) -> bool {
    let Some(left) = time.checked_sub(elapsed) else {
        return false;
    };
    let pace = nodes as f64 / elapsed.as_secs_f64().max(1e-3);
    LEVEL_COST[0] * selective_nodes(empties) / (SOLVER_PACE * pace) <= left.as_secs_f64()
}

/// Whether the selective solve at `level` (from 1) can be expected to end within what is left
/// of `time`, the level before having taken `took` of the `elapsed`.
pub(crate) fn next_level_fits(
    level: usize,
    took: Duration,
    elapsed: Duration,
    time: Duration,
) -> bool {
    let growth = LEVEL_COST[level] / LEVEL_COST[level - 1];
    took.as_secs_f64() * growth <= time.saturating_sub(elapsed).as_secs_f64()
}

/// The clock of iterative deepening: when each iteration ended, and which move it chose.
pub(crate) struct Pace {
    start: Instant,
    /// The lengths of the last two iterations.
    last: [Duration; 2],
    ended: Instant,
    best: Option<u32>,
}

/// How much longer an iteration is taken to be than the one before when the two last
/// iterations were too short to measure, and the least and most it is taken to be.
const GROWTH: (f64, f64, f64) = (3.0, 1.5, 8.0);
/// The part of the next iteration (as estimated) that must fit in the time left for it to be
/// started. Its first root move (the previous best, searched with the whole window) takes from
/// a tenth to nearly all of an iteration, and an iteration cut short keeps what it scored, so
/// a small part is asked for; a smaller one when the last iteration changed its mind.
const FIRST_MOVE: (f64, f64) = (0.2, 0.12);

impl Pace {
    pub(crate) fn new(start: Instant) -> Pace {
        Pace {
            start,
            last: [Duration::ZERO; 2],
            ended: start,
            best: None,
        }
    }

    /// Records an iteration that ended now with `best`; returns whether the best move changed.
    pub(crate) fn iteration(&mut self, best: u32) -> bool {
        let now = Instant::now();
        self.last = [self.last[1], now - self.ended];
        self.ended = now;
        let changed = self.best.is_some_and(|b| b != best);
        self.best = Some(best);
        changed
    }

    /// Whether the next iteration is worth starting with `time` in all: whether the part of it
    /// that scores the first move fits in the time left (a smaller part is asked for when the
    /// best move just `changed`: a choice that wavers is worth a deeper look).
    pub(crate) fn next_fits(&self, time: Duration, changed: bool) -> bool {
        let [before, last] = self.last.map(|d| d.as_secs_f64());
        let growth = if before >= 0.001 {
            (last / before).clamp(GROWTH.1, GROWTH.2)
        } else {
            GROWTH.0
        };
        let share = if changed { FIRST_MOVE.1 } else { FIRST_MOVE.0 };
        let left = time.as_secs_f64() - self.start.elapsed().as_secs_f64();
        last * growth * share < left
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_selective_cost_follows_the_measured_medians_and_grows_between_them() {
        for (empties, nodes) in SELECTIVE_NODES {
            assert!(
                (selective_nodes(empties) / nodes - 1.0).abs() < 1e-9,
                "{empties}"
            );
        }
        for empties in 13..40 {
            assert!(
                selective_nodes(empties) < selective_nodes(empties + 1),
                "{empties}"
            );
        }
        // Beyond the table, the last measured growth: about 1.55 a cell.
        let growth = selective_nodes(30) / selective_nodes(29);
        assert!((1.5..1.6).contains(&growth), "{growth}");
    }

    #[test]
    fn a_selective_solve_is_tried_only_where_it_can_end_in_time() {
        let ms = Duration::from_millis;
        // The midgame's first fifth at 4 M nodes a second.
        let fits =
            |empties, time| selective_fits(empties, 4_000 * time / 5, ms(time / 5), ms(time));
        // A quarter of a second reaches 27 empty cells, not 28; three seconds 30.
        assert!(fits(27, 250) && !fits(28, 250));
        assert!(fits(30, 3000));
        // Twice the pace (two threads, a faster machine) reaches further.
        assert!(selective_fits(28, 2 * 4_000 * 50, ms(50), ms(250)));
        // Nothing fits once the time is spent.
        assert!(!selective_fits(14, 1_000_000, ms(300), ms(250)));
    }

    #[test]
    fn the_next_level_is_tried_where_the_last_ones_cost_says_it_can_end() {
        let ms = Duration::from_millis;
        // The second level costs about six times the first, the third under three times the
        // second.
        assert!(next_level_fits(1, ms(25), ms(80), ms(250)));
        assert!(!next_level_fits(1, ms(30), ms(80), ms(250)));
        assert!(next_level_fits(2, ms(30), ms(150), ms(250)));
        assert!(!next_level_fits(2, ms(60), ms(150), ms(250)));
        assert!(!next_level_fits(1, ms(1), ms(300), ms(250)));
    }
}
