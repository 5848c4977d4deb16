//! Multi-value search: a value and a principal variation for each of the best moves (or every
//! move) of a position, deepened step by step, exact once the solver reaches the end.
//!
//! A [`Search`](crate::Search) proves one move best and only bounds the others; analysis
//! gives each of the `count` best moves its own value with a full window, and the remaining
//! moves a null-window test against the `count`-th best (a move that passes it joins the best
//! and gets its full value). Values are in hundredths of a disc from the mover's point of view;
//! an exact value is the final disc difference under perfect play (× 100), with the same
//! conventions as [`SearchResult`](crate::SearchResult). Noise takes no part: the values are the
//! engine's honest opinion. With [`Limits::threads`] > 1 the helper threads share every search's tree (see
//! `search/parallel.rs`); the exact values do not depend on the number of threads.

use crate::eval::Tables;
use crate::limits::Limits;
use crate::search::{self, INF, RootMove, Searcher, Shared, WIN};
use crate::think::PRE_SOLVE_DEPTH;
use othello_core::{Game, Layout, Position, Square};
use std::sync::atomic::{AtomicBool, AtomicU32};
use std::time::Duration;
use web_time::Instant;

/// The value of one legal move.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveValue {
    /// The move.
    pub square: Square,
    /// Its value for the mover in hundredths of a disc: the final disc difference × 100 when
    /// `exact`, else the midgame search's estimate (a finished game found by the search counts
    /// its discs).
    pub value: i32,
    /// Whether `value` is proven by the exact solver.
    pub exact: bool,
    /// The depth the value comes from (the number of empty cells when exact).
    pub depth: u32,
    /// The expected line of play, starting with this move (may be short).
    pub pv: Vec<Square>,
}

impl MoveValue {
    /// The value in discs.
    pub fn discs(&self) -> f64 {
        f64::from(self.value) / 100.0
    }
}

/// What an analysis found so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Analysis {
    /// The valued moves, best first (at most the `count` asked for).
    pub moves: Vec<MoveValue>,
    /// The deepest completed midgame iteration (the number of empty cells once every move is
    /// exact).
    pub depth: u32,
    /// Whether every value in `moves` is exact.
    pub exact: bool,
    /// Nodes searched.
    pub nodes: u64,
    /// Time spent.
    pub elapsed: Duration,
}

/// A request for an analysis of a game's position: which moves to value and within what
/// limits, set step by step as for a [`Search`](crate::Search), then run here
/// ([`AnalysisRequest::run`]) or on a thread of its own ([`AnalysisRequest::start`]).
///
/// Everything but the game has a default: [`Limits::default`], every legal move valued, no
/// cancel flag (only the limits stop it), no report.
///
/// ```
/// use othello_core::{Game, Options};
/// use othello_engine::{Analysis, Limits};
///
/// let game = Game::new(Options { rows: 6, cols: 6, ..Options::default() }).unwrap();
/// let limits = Limits { depth: 3, ..Limits::default() };
/// let mut depths = Vec::new();
/// let analysis = Analysis::request(&game)
///     .limits(limits)
///     .moves(2)
///     .report(|a| depths.push(a.depth))
///     .run()
///     .unwrap();
/// assert_eq!(analysis.moves.len(), 2);
/// assert_eq!(depths, [1, 2, 3]);
/// ```
#[must_use = "an analysis request does nothing until it is run or started"]
pub struct AnalysisRequest<'a> {
    pub(crate) game: &'a Game,
    pub(crate) limits: Limits,
    pub(crate) count: usize,
    cancel: Option<&'a AtomicBool>,
    report: Box<dyn FnMut(&Analysis) + 'a>,
}

impl std::fmt::Debug for AnalysisRequest<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AnalysisRequest")
            .field("limits", &self.limits)
            .field("count", &self.count)
            .finish_non_exhaustive()
    }
}

impl Analysis {
    /// A request to analyse `game`'s position for the player to move (see
    /// [`AnalysisRequest`]).
    pub fn request(game: &Game) -> AnalysisRequest<'_> {
        AnalysisRequest {
            game,
            limits: Limits::default(),
            count: usize::MAX,
            cancel: None,
            report: Box::new(|_| {}),
        }
    }
}

impl<'a> AnalysisRequest<'a> {
    /// Analyses within `limits`: deepening until their depth or time, then solving exactly
    /// when the position has at most [`Limits::exact_empties`] empty cells (or the board is
    /// small enough for [`Limits::perfect_play`]).
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Values the `count` best moves (at least one) rather than every legal move; the others
    /// are only shown to be worse.
    pub fn moves(mut self, count: usize) -> Self {
        self.count = count;
        self
    }

    /// Stops the analysis as soon as `cancel` is set (within a couple of thousand nodes).
    pub fn cancel(mut self, cancel: &'a AtomicBool) -> Self {
        self.cancel = Some(cancel);
        self
    }

    /// Shows `report` the analysis after every completed iteration and after the exact solve.
    pub fn report(mut self, report: impl FnMut(&Analysis) + 'a) -> Self {
        self.report = Box::new(report);
        self
    }

    /// Analyses, here and now; the analysis returned is the last one reported.
    ///
    /// Returns `None` when the game is over, or when the analysis was stopped before its first
    /// iteration finished.
    pub fn run(self) -> Option<Analysis> {
        let stop = AtomicBool::new(false);
        let mut report = self.report;
        analyze(
            self.game,
            &self.limits,
            self.count,
            self.cancel.unwrap_or(&stop),
            &mut *report,
        )
    }
}

/// Values the `count` best moves of the game's position (`usize::MAX` for every move) within
/// `limits`, reporting to `report` (see [`AnalysisRequest`], the way to ask for it).
pub(crate) fn analyze(
    game: &Game,
    limits: &Limits,
    count: usize,
    cancel: &AtomicBool,
    report: &mut dyn FnMut(&Analysis),
) -> Option<Analysis> {
    let turn = game.turn()?;
    let options = game.options();
    othello_core::with_layout!(game.layout(), |l| {
        let tables = Tables::with_eval(*l, options.rules, options.win_rule, limits.eval);
        let depth = AtomicU32::new(0);
        let start = Instant::now();
        let shared = Shared::new(cancel, &depth, limits, start);
        search::with_helpers(&tables, &shared, limits.threads, |s| {
            let mut run = Run {
                s,
                pos: game.position_for(turn),
                count: count.max(1),
                start,
                cols: l.cols(),
                last: None,
            };
            run.deepen(limits, report);
            run.s.flush();
            run.last
        })
    })
}

/// One root move during an analysis: its value in hundredths (`None` until it has one at the
/// current stage), whether it is exact, and its depth.
#[derive(Clone, Copy)]
struct Valued<B> {
    root: RootMove<B>,
    value: Option<i32>,
    exact: bool,
    depth: u32,
}

struct Run<'s, 'a, L: Layout> {
    s: &'s mut Searcher<'a, L>,
    pos: Position<L::B>,
    count: usize,
    start: Instant,
    cols: u32,
    last: Option<Analysis>,
}

impl<L: Layout> Run<'_, '_, L> {
    fn deepen(&mut self, limits: &Limits, report: &mut dyn FnMut(&Analysis)) {
        let pos = self.pos;
        let t = self.s.t;
        let mut moves: Vec<Valued<L::B>> = self
            .s
            .root_moves(&pos)
            .into_iter()
            .map(|root| Valued {
                root,
                value: None,
                exact: false,
                depth: 0,
            })
            .collect();
        if moves.is_empty() {
            return;
        }
        let empties = pos.empties(&t.layout);
        let solving = limits.solves(t.rules, t.cell_count, empties);
        let max_depth = limits.depth.max(1).min(empties);
        for depth in 1..=max_depth {
            if !self.iterate(&mut moves, |s, next, next_moves, a, b| {
                s.mid(next, next_moves, depth - 1, a, b, 1)
            }) {
                return;
            }
            for m in &mut moves {
                m.depth = depth;
            }
            self.s.report_depth(depth);
            self.publish(&moves, depth, false, report);
            let elapsed = self.start.elapsed();
            let stop = match (limits.time, solving) {
                (Some(time), true) => elapsed * 5 > time,
                (None, true) => depth >= PRE_SOLVE_DEPTH,
                (Some(time), false) => elapsed * 2 > time,
                (None, false) => false,
            };
            if stop {
                break;
            }
        }
        if !solving {
            return;
        }
        // A stop part-way through the solve leaves the last midgame analysis standing.
        let mut solved = moves.clone();
        for m in &mut solved {
            m.value = None;
        }
        let done = self.iterate(&mut solved, |s, next, next_moves, a, b| {
            // The solver counts whole discs: the window's floor in discs is the same window.
            let (a, b) = (a.div_euclid(100), b.div_euclid(100));
            100 * s.solve(next, next_moves, a, b, empties - 1, 1)
        });
        if done {
            for m in &mut solved {
                m.exact = true;
                m.depth = empties;
            }
            self.s.report_depth(empties);
            self.publish(&solved, empties, true, report);
        }
    }

    /// Gives the first `count` moves (in their current order) a full-window value and tests the
    /// rest against the `count`-th best; sorts `moves` best first, valued ones before the
    /// others. Returns `false` if the search was stopped.
    fn iterate(
        &mut self,
        moves: &mut [Valued<L::B>],
        mut search: impl FnMut(&mut Searcher<'_, L>, Position<L::B>, L::B, i32, i32) -> i32,
    ) -> bool {
        let pos = self.pos;
        let mut best: Vec<i32> = Vec::new();
        for m in moves.iter_mut() {
            m.value = None;
            let next = pos.play(m.root.index, m.root.flips);
            let next_moves = self.s.moves(&next);
            let value = if best.len() < self.count {
                Some(-search(self.s, next, next_moves, -INF, INF))
            } else {
                // The count-th best so far: only a move above it needs its value.
                let bar = best[self.count - 1];
                let v = -search(self.s, next, next_moves, -bar - 1, -bar);
                if v > bar && !self.s.aborted {
                    Some(-search(self.s, next, next_moves, -INF, INF))
                } else {
                    None
                }
            };
            if self.s.aborted {
                return false;
            }
            if let Some(v) = value {
                m.value = Some(v);
                let at = best.partition_point(|&b| b >= v);
                best.insert(at, v);
            }
        }
        moves.sort_by_key(|m| std::cmp::Reverse(m.value.unwrap_or(-INF)));
        true
    }

    fn publish(
        &mut self,
        moves: &[Valued<L::B>],
        depth: u32,
        exact: bool,
        report: &mut dyn FnMut(&Analysis),
    ) {
        let square = |i: u32| Square::new((i / self.cols) as u8, (i % self.cols) as u8);
        // Midgame scores of finished games carry the WIN offset (so that they sort above any
        // estimate); the published value is the disc count alone.
        let valued = moves
            .iter()
            .filter_map(|m| {
                m.value.map(|v| {
                    (
                        m,
                        if v.abs() > WIN / 2 {
                            v - WIN * v.signum()
                        } else {
                            v
                        },
                    )
                })
            })
            .take(self.count);
        let analysis = Analysis {
            moves: valued
                .map(|(m, value)| MoveValue {
                    square: square(m.root.index),
                    value,
                    exact: m.exact,
                    depth: m.depth,
                    pv: self
                        .s
                        .pv(self.pos, m.root.index, m.exact, m.depth.max(1) as usize)
                        .into_iter()
                        .map(square)
                        .collect(),
                })
                .collect(),
            depth,
            exact,
            nodes: self.s.nodes,
            elapsed: self.start.elapsed(),
        };
        report(&analysis);
        self.last = Some(analysis);
    }
}

#[cfg(test)]
mod tests;
