//! One search's course: iterative deepening of the midgame, then the solver when it is in
//! reach, selective or exact, within the time the limits give.

use crate::limits::Limits;
use crate::pace::{Pace, next_level_fits, selective_fits};
use crate::rng::XorShift;
use crate::search::{END_CUT_EMPTIES, SELECTIVITY, Searcher, WIN, add_noise};
use othello_core::{Layout, Position};
use web_time::Instant;

/// What a search's course chose.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Choice {
    /// The move (a cell index).
    pub index: u32,
    /// Its score: exact in discs, or an estimate in hundredths of a disc.
    pub score: i32,
    /// Whether `score` is proven.
    pub exact: bool,
    /// The depth the score comes from (0: none; the number of empty cells when exact).
    pub depth: u32,
    /// Whether the solver's table holds the move's line (else the midgame's does).
    pub solved: bool,
}

impl Choice {
    /// A midgame search's choice at `depth` (0 before any).
    fn midgame(index: u32, score: i32, depth: u32) -> Choice {
        Choice {
            index,
            score,
            exact: false,
            depth,
            solved: false,
        }
    }

    /// The last iteration's score, in discs: it centres the solver's first window.
    fn guess(&self) -> Option<i32> {
        (self.depth > 0).then(|| {
            let score = self.score;
            if score.abs() > WIN / 2 {
                (score - WIN * score.signum()) / 100
            } else {
                score / 100
            }
        })
    }
}

/// Iterative deepening, then the solver when in reach, selective or exact; `None` when the side
/// to move has no legal move.
pub(crate) fn think<L: Layout>(
    s: &mut Searcher<'_, L>,
    pos: Position<L::B>,
    limits: &Limits,
    start: Instant,
) -> Option<Choice> {
    let mut root = s.root_moves(&pos);
    let first = root.first()?.index;
    let empties = pos.empties(&s.t.layout);
    if root.len() == 1 && limits.quick_single_move {
        return Some(Choice::midgame(first, 0, 0));
    }
    if limits.noise != 0 {
        add_noise(&mut root, &mut XorShift::new(limits.seed), limits.noise);
    }
    let solving = limits.solves(s.t.rules, s.t.cell_count, empties);
    // A selective solve first where an exact one may not finish in time (see
    // `Limits::selective_empties`), on the boards whose predictions were fitted, if it can be
    // expected to finish (decided once the midgame has shown its pace). Where the exact solve
    // follows, the selective one (about a third of its nodes at 20 empty cells) is its
    // fallback: a hard position's exact solve can take several times the median's.
    let mut selective = limits.time.is_some()
        && empties <= limits.selective_empties
        && empties >= MIN_SELECTIVE_EMPTIES
        && s.t.cuts.is_some_and(|c| c.end_cut(empties).is_some());
    let max_depth = limits.depth.max(1).min(empties);
    let timed = limits.time.map(|time| (start, time));
    let mut best = Choice::midgame(first, 0, 0);
    let mut pace = Pace::new(start);
    // Before a solve, the midgame has a fifth of the time and stops at its end even in the
    // middle of an iteration (the iterations near the end of the game grow unevenly: one
    // started just before the fifth could take all the solve's time).
    let mut stage = timed.filter(|_| solving || selective);
    s.set_stage_end(stage.map(|(_, time)| time / 5));
    let mut depth = 1;
    while depth <= max_depth {
        let searched = s.mid_root(pos, &mut root, depth);
        if let Some(r) = searched {
            best = Choice::midgame(r.index, r.score, depth);
            s.report_depth(depth);
        }
        if !searched.is_some_and(|r| r.complete) {
            // Stopped part of the way (the best move among those searched this deep is kept):
            // by the caller or the clock, or by the end of the midgame's fifth, then to solve.
            let Some((start, time)) = stage.take() else {
                break;
            };
            if !s.end_stage()
                || solving
                || selective_fits(empties, s.search_nodes(), start.elapsed(), time)
            {
                break;
            }
            // A selective solve not expected to finish gives way to the midgame: this depth
            // again (its table keeps what the cut iteration found), with the whole time.
            selective = false;
            continue;
        }
        let changed = pace.iteration(best.index);
        // A proven result needs no deeper search (the noise of weak levels never reaches WIN).
        if best.score.abs() > WIN / 2 {
            break;
        }
        // Before solving, a fifth of the time (or a few plies when untimed) buys a fallback move
        // in case the solver runs out of time; otherwise go deeper until the time is up, or
        // while the next iteration can be expected to score at least its first move in it.
        // A selective solve not expected to finish gives way to a deeper midgame search.
        let midgame = |time| !limits.whole_time && !pace.next_fits(time, changed);
        let stop = match (timed, solving || selective) {
            (Some((start, time)), true) if start.elapsed() * 5 > time => {
                if solving || selective_fits(empties, s.search_nodes(), start.elapsed(), time) {
                    true
                } else {
                    selective = false;
                    stage = None;
                    s.end_stage();
                    midgame(time)
                }
            }
            (Some(_), true) => false,
            (None, true) => depth >= PRE_SOLVE_DEPTH,
            (Some((_, time)), false) => midgame(time),
            (None, false) => false,
        };
        if stop {
            break;
        }
        depth += 1;
    }
    // The solve has the rest of the time.
    if stage.is_some() {
        s.end_stage();
    }
    let mut solve_root = root.clone();
    for m in &mut solve_root {
        m.noise = 0;
    }
    // The selective solve, from its least confident level up (see `SELECTIVITY`) while the time
    // lasts: a level cut short leaves the result of the one before.
    if let Some((start, time)) = timed.filter(|_| selective) {
        let mut last = None;
        for level in 0..SELECTIVITY.len() {
            let elapsed = start.elapsed();
            // With the whole time to spend, a level that may not end is tried all the same.
            let fits = match last {
                None => selective_fits(empties, s.search_nodes(), elapsed, time),
                Some(took) => limits.whole_time || next_level_fits(level, took, elapsed, time),
            };
            if !fits || s.aborted {
                break;
            }
            s.set_selectivity(Some(level));
            let found = s.solve_root(pos, &mut solve_root, best.guess());
            s.set_selectivity(None);
            let Some(r) = found else {
                break;
            };
            // Likely, not proven: a value in hundredths of a disc, as the midgame's.
            best = Choice {
                index: r.index,
                score: 100 * r.score,
                exact: false,
                depth: best.depth,
                solved: true,
            };
            last = Some(start.elapsed() - elapsed);
        }
    }
    // With time to spend whole, what the selective solve left goes first to proving who wins
    // (the exact solver with a null window around a draw: under half the exact score's time at
    // 24 empty cells, and all that decides the game): the move it proves to win, or to draw
    // where none wins, replaces the selective one; where every move loses, the selective
    // choice stands.
    if !solving
        && best.solved
        && limits.whole_time
        && !s.aborted
        && let Some(v) = s.prove_root(pos, &mut solve_root)
    {
        if v >= 0 {
            best.index = solve_root[0].index;
        }
        // A likely score that the proof contradicts becomes the proof's bound.
        best.score = match v.signum() {
            1 => best.score.max(100),
            0 => 0,
            _ => best.score.min(-100),
        };
    }
    // With time to spend whole, what the selective solve left goes to proving its result (its
    // table orders the exact solve's moves, its score centres its window); if that runs out of
    // time, the selective result stands.
    if (solving || (best.solved && limits.whole_time))
        && !s.aborted
        && let Some(r) = s.solve_root(pos, &mut solve_root, best.guess())
    {
        best = Choice {
            index: r.index,
            score: r.score,
            exact: true,
            depth: empties,
            solved: true,
        };
        s.report_depth(empties);
    }
    Some(best)
}

/// Midgame iterations run before an untimed solve (they order the root moves).
pub(crate) const PRE_SOLVE_DEPTH: u32 = 4;

/// The selective solver is used only above this many empty cells more than
/// [`END_CUT_EMPTIES`]: nearer the end the exact solve costs little more.
const SELECTIVE_ABOVE: u32 = 4;

/// The fewest empty cells at which a search solves selectively (see
/// [`Limits::selective_empties`](crate::Limits::selective_empties)); below, only exactly.
pub const MIN_SELECTIVE_EMPTIES: u32 = END_CUT_EMPTIES + SELECTIVE_ABOVE + 1;
