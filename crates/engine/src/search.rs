//! The searchers, generic over the board layout, one file per phase as in Edax:
//!
//! - here: what every phase shares: the state of one thread ([`Searcher`]) and of all the
//!   threads of a search ([`Shared`]), the node count and the checks of the clock and the cancel
//!   flags, the principal-variation loop over a node's children, the principal variation;
//! - [`midgame`]: negamax principal-variation search over the static evaluation;
//! - [`endgame`]: the exact solver, compiled once per instruction set;
//! - [`moves`]: a node's list of moves: its order, and the cut-off its children's table
//!   entries may prove before any is searched;
//! - [`root`]: the root of both: move ordering, the one root loop, aspiration windows;
//! - [`parallel`]: the tree shared among threads at split points.
//!
//! Scores are relative to the side to move. The midgame search counts in hundredths of a disc and
//! scores a finished game as `100 × final score ± WIN`, so any proven win beats any evaluation.
//! The solver counts in discs (see [`Tables::final_score`]).

mod endgame;
mod midgame;
mod moves;
mod parallel;
mod root;
#[cfg(test)]
mod tests;

use super::rng::XorShift;
use super::trained::Configs;
use super::tt::{Pooled, Table, hash};
use crate::eval::Tables;
use crate::limits::Limits;
pub use endgame::{END_CUT_EMPTIES, SELECTIVITY};
use moves::sort_stably;
use othello_core::layout::Avx2;
use othello_core::{Bits, Layout, Position};
use parallel::{END_SPLIT, Kind, MID_SPLIT, Pool, SplitPoint};
pub use parallel::{HELPER_NAME, with_helpers};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::Duration;
use web_time::Instant;

/// Larger than any score.
pub const INF: i32 = 1_000_000;
/// Offset added to the midgame score of a finished game.
pub const WIN: i32 = 100_000;
/// Nodes between two checks of the clock and the cancel flags.
const CHECK_EVERY: u64 = 2048;

/// What all the threads of one search share.
pub struct Shared<'a, B> {
    /// Set by the caller to stop at once.
    pub cancel: &'a AtomicBool,
    /// Set by the main thread when its search is over, to stop the helpers.
    pub stop: AtomicBool,
    /// Nodes searched by all threads (published in batches).
    pub nodes: AtomicU64,
    /// Children evaluated by all threads to order their parents' moves, which `nodes` does not
    /// count (published with the nodes).
    pub ordered: AtomicU64,
    /// Depth of the main thread's latest value (progress for the caller): its deepest whole
    /// iteration, or one deeper once an iteration cut short has scored a move.
    pub depth: &'a AtomicU32,
    /// Midgame hash table (the search's own, or one kept from earlier searches).
    pub mid_tt: Tt<'a>,
    /// Solver hash table (the search's own, or one kept from earlier solves).
    pub end_tt: Tt<'a>,
    /// Wall-clock limit.
    pub deadline: Option<Instant>,
    /// When the search started.
    start: Instant,
    /// The end of the search's current stage (the midgame's part before a solve), in
    /// nanoseconds after `start`; `u64::MAX` for none. Like the deadline, it stops every thread;
    /// unlike it, the search goes on once the stage is over (see [`Searcher::end_stage`]).
    stage_end: AtomicU64,
    /// Node limit over all threads.
    pub node_limit: u64,
    /// The split points open to the threads.
    pub pool: Pool<B>,
    /// Whether the midgame search prunes by Multi-ProbCut where it can.
    pub probcut: bool,
    /// How selective the solver is: 0 for exact; from 1, an index into
    /// [`endgame::SELECTIVITY`] plus one: the solver prunes by Multi-ProbCut from
    /// [`endgame::END_CUT_EMPTIES`] empty cells with that confidence, so that its scores are
    /// likely, not proven.
    pub selectivity: AtomicU32,
}

impl<'a, B> Shared<'a, B> {
    /// The shared state of a search that started at `start` within `limits`, with hash tables
    /// of its own.
    pub fn new(
        cancel: &'a AtomicBool,
        depth: &'a AtomicU32,
        limits: &Limits,
        start: Instant,
    ) -> Self {
        Self::lent(cancel, depth, limits, start, [None, None])
    }

    /// [`Shared::new`] with the midgame and the solver's tables lent where `[mid, end]` has
    /// them (the others are the search's own).
    pub fn lent(
        cancel: &'a AtomicBool,
        depth: &'a AtomicU32,
        limits: &Limits,
        start: Instant,
        [mid, end]: [Option<&'a Table>; 2],
    ) -> Self {
        let table = |lent: Option<&'a Table>| match lent {
            Some(t) => Tt::Lent(t),
            None => Tt::Own(Table::take(limits.hash_mib)),
        };
        Shared {
            cancel,
            stop: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            ordered: AtomicU64::new(0),
            depth,
            mid_tt: table(mid),
            end_tt: table(end),
            deadline: limits.time.map(|t| start + t),
            start,
            stage_end: AtomicU64::new(u64::MAX),
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            pool: Pool::default(),
            probcut: limits.probcut,
            selectivity: AtomicU32::new(0),
        }
    }
}

/// A hash table owned by one search (taken from the pool of tables, see [`Table::take`]), or
/// lent to it. The solver's entries are exact facts about positions, true whatever searched
/// them, so a table can serve solve after solve.
pub enum Tt<'a> {
    Own(Pooled),
    Lent(&'a Table),
}

impl std::ops::Deref for Tt<'_> {
    type Target = Table;

    fn deref(&self) -> &Table {
        match self {
            Tt::Own(t) => t,
            Tt::Lent(t) => t,
        }
    }
}

/// One move at the root, with what the previous iteration learned about it.
#[derive(Clone, Copy, Debug)]
pub struct RootMove<B> {
    pub index: u32,
    pub flips: B,
    /// Random offset added to the move's score (weak levels).
    pub noise: i32,
}

/// A move in a node's list, with what ordering it found out.
#[derive(Clone, Copy, Debug)]
pub struct Move<B> {
    /// The cell.
    pub index: u32,
    /// The discs it flips.
    pub flips: B,
    /// Its ordering key: the higher, the earlier it is searched.
    pub key: i32,
    /// The opponent's legal moves after it.
    pub replies: B,
}

/// The best score of a node's moves searched so far, and its move.
#[derive(Clone, Copy, Debug)]
pub struct Best {
    /// The score (-[`INF`] before any move was scored).
    pub score: i32,
    /// The move that scored it (`None` before any move was scored).
    pub index: Option<u32>,
}

/// A root move's score from one loop over the root moves.
#[derive(Clone, Copy, Debug)]
pub struct RootScore {
    /// The best move (a cell index).
    pub index: u32,
    /// Its score: the midgame's in hundredths of a disc (noise included), the solver's in discs.
    pub score: i32,
    /// Whether every root move was searched; if not, the move is the best of those scored
    /// before the search was stopped.
    pub complete: bool,
}

/// One thread's search state.
pub struct Searcher<'a, L: Layout> {
    pub t: &'a Tables<L>,
    sh: &'a Shared<'a, L::B>,
    /// Nodes searched by this thread.
    pub nodes: u64,
    unpublished: u64,
    /// Children this thread evaluated to order their parents' moves, not yet published.
    ordered: u64,
    /// Set once the search (or the split point this thread works under) must stop; every
    /// result computed after that is meaningless.
    pub aborted: bool,
    main: bool,
    /// The split point this thread is working under, if any.
    under: Option<Arc<SplitPoint<L::B>>>,
    buffers: Vec<Vec<Move<L::B>>>,
    /// The trained evaluation's configurations of the latest node searched at each ply.
    configs: Vec<Configs<L::B>>,
    /// The proof that this processor has the features of the solver's copy compiled for AVX2,
    /// BMI, POPCNT and LZCNT (see `endgame!`), which the solver then runs; `None` without them.
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    fast: Option<Avx2>,
}

impl<'a, L: Layout> Searcher<'a, L> {
    pub fn new(t: &'a Tables<L>, sh: &'a Shared<'a, L::B>, main: bool) -> Self {
        Searcher {
            t,
            sh,
            nodes: 0,
            unpublished: 0,
            ordered: 0,
            aborted: false,
            main,
            under: None,
            buffers: Vec::new(),
            configs: Vec::new(),
            fast: Avx2::detect(),
        }
    }

    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        self.unpublished += 1;
        if self.unpublished >= CHECK_EVERY {
            self.check();
        } else if let Some(sp) = &self.under
            && sp.stopped()
        {
            self.aborted = true;
        }
        self.aborted
    }

    #[cold]
    fn check(&mut self) {
        let total = self.sh.nodes.fetch_add(self.unpublished, Ordering::Relaxed) + self.unpublished;
        self.unpublished = 0;
        if self.sh.cancel.load(Ordering::Relaxed)
            || (!self.main && self.sh.stop.load(Ordering::Relaxed))
            || total >= self.sh.node_limit
            || self.sh.deadline.is_some_and(|d| Instant::now() >= d)
            || self.stage_over()
            || self.under.as_ref().is_some_and(|sp| sp.stopped())
        {
            self.aborted = true;
        }
    }

    /// Whether the current stage of the search is over (see [`Shared::stage_end`]).
    fn stage_over(&self) -> bool {
        let end = self.sh.stage_end.load(Ordering::Relaxed);
        end != u64::MAX && self.sh.start.elapsed().as_nanos() >= u128::from(end)
    }

    /// Makes every thread of the search stop `after` its start (and its current search return,
    /// as at the deadline) until [`Searcher::end_stage`]; `None`: no such stage.
    pub fn set_stage_end(&self, after: Option<Duration>) {
        let end = after.map_or(u64::MAX, |d| {
            d.as_nanos().min(u128::from(u64::MAX - 1)) as u64
        });
        self.sh.stage_end.store(end, Ordering::Relaxed);
    }

    /// Ends the stage set by [`Searcher::set_stage_end`]: a search stopped only by it may go on.
    /// Returns whether it may (not if the deadline, a node limit or the caller stopped it).
    pub fn end_stage(&mut self) -> bool {
        self.set_stage_end(None);
        self.aborted = false;
        self.check();
        !self.aborted
    }

    /// Makes the solver selective at `level` (an index into [`endgame::SELECTIVITY`]; see
    /// [`Shared::selectivity`]), or exact again with `None`, for every thread of the search.
    pub fn set_selectivity(&self, level: Option<usize>) {
        let level = level.map_or(0, |l| l.min(endgame::SELECTIVITY.len() - 1) as u32 + 1);
        self.sh.selectivity.store(level, Ordering::Relaxed);
    }

    /// Reports the depth of the latest value to the caller's progress.
    pub fn report_depth(&self, depth: u32) {
        self.sh.depth.store(depth, Ordering::Relaxed);
    }

    /// The nodes searched so far by every thread of the search (the others' last published
    /// counts).
    pub fn search_nodes(&self) -> u64 {
        self.sh.nodes.load(Ordering::Relaxed) + self.unpublished
    }

    /// Publishes this thread's remaining node count.
    pub fn flush(&mut self) {
        self.sh.nodes.fetch_add(self.unpublished, Ordering::Relaxed);
        self.unpublished = 0;
        self.sh.ordered.fetch_add(self.ordered, Ordering::Relaxed);
        self.ordered = 0;
    }

    fn take_buffer(&mut self, ply: usize) -> Vec<Move<L::B>> {
        if self.buffers.len() <= ply {
            self.buffers.resize_with(ply + 1, Vec::new);
        }
        let mut list = std::mem::take(&mut self.buffers[ply]);
        list.clear();
        list
    }

    /// The midgame score of a finished game.
    fn terminal(&self, pos: &Position<L::B>) -> i32 {
        let s = self.t.final_score(pos);
        100 * s + WIN * s.signum()
    }

    /// The legal moves of `pos` (always inline: the solver's copies compiled for other
    /// instruction sets must get their own).
    #[inline(always)]
    pub fn moves(&self, pos: &Position<L::B>) -> L::B {
        pos.moves(&self.t.layout, self.t.rules)
    }

    /// The principal-variation loop over a node's `list`, best candidate first: the first child
    /// gets the whole window, the others a null window and a full re-search when they land
    /// inside it. `search(self, child, its moves, alpha, beta)` scores a child for its side to
    /// move. Returns the best score and its move (meaningless if the search was aborted);
    /// stops at the first cut-off. With `split`, once the first child is searched and a thread
    /// is idle, the node's other moves are shared with it (see [`parallel`]). With `sort_rest`,
    /// only the first move is in its place (see [`best_first`](moves::best_first)): the others
    /// are sorted once the first has not cut off.
    #[inline(always)]
    fn pvs(
        &mut self,
        pos: Position<L::B>,
        list: &mut [Move<L::B>],
        sort_rest: bool,
        (mut alpha, beta): (i32, i32),
        split: Option<(Kind, usize)>,
        mut search: impl FnMut(&mut Self, Position<L::B>, L::B, i32, i32) -> i32,
    ) -> Best {
        let mut best = -INF;
        let mut best_move = None;
        for i in 0..list.len() {
            let m = list[i];
            let (index, flips, next_moves) = (m.index, m.flips, m.replies);
            let next = pos.play(index, flips);
            let mut v;
            if i == 0 {
                v = -search(self, next, next_moves, -beta, -alpha);
            } else {
                v = -search(self, next, next_moves, -alpha - 1, -alpha);
                if v > alpha && v < beta && !self.aborted {
                    v = -search(self, next, next_moves, -beta, -alpha);
                }
            }
            if self.aborted {
                break;
            }
            if v > best {
                best = v;
                best_move = Some(index);
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
            if i == 0 && sort_rest {
                sort_stably(&mut list[1..]);
            }
            if i == 0
                && list.len() > 1
                && let Some((kind, ply)) = split
                && self.sh.pool.wanted()
            {
                let window = (alpha, beta);
                return self.split(
                    pos,
                    &list[1..],
                    window,
                    Best {
                        score: best,
                        index: best_move,
                    },
                    kind,
                    ply,
                    search,
                );
            }
        }
        Best {
            score: best,
            index: best_move,
        }
    }

    /// What a midgame node at `depth` may split as.
    #[inline(always)]
    fn mid_split(depth: u32, ply: usize) -> Option<(Kind, usize)> {
        (depth >= MID_SPLIT).then_some((Kind::Mid { depth }, ply))
    }

    /// What a solver node with `empties` empty cells may split as.
    #[inline(always)]
    fn end_split(empties: u32, ply: usize) -> Option<(Kind, usize)> {
        (empties >= END_SPLIT).then_some((Kind::End { empties }, ply))
    }

    /// The principal variation from `pos` as stored in a hash table, starting with `first`.
    pub fn pv(&self, pos: Position<L::B>, first: u32, exact: bool, max: usize) -> Vec<u32> {
        let table = if exact {
            &self.sh.end_tt
        } else {
            &self.sh.mid_tt
        };
        let mut line = vec![first];
        let flips = pos.flips(&self.t.layout, self.t.rules, first);
        let mut pos = pos.play(first, flips);
        while line.len() < max {
            let mut moves = self.moves(&pos);
            if moves.is_zero() {
                pos = pos.pass();
                moves = self.moves(&pos);
                if moves.is_zero() {
                    break;
                }
            }
            let Some(next) = table
                .probe(hash(&pos))
                .and_then(|e| e.best)
                .filter(|&b| b < L::B::CAPACITY && moves.has(b))
            else {
                break;
            };
            line.push(next);
            let flips = pos.flips(&self.t.layout, self.t.rules, next);
            pos = pos.play(next, flips);
        }
        line
    }
}

/// Draws the root noise of a weak level.
pub fn add_noise<B>(root: &mut [RootMove<B>], rng: &mut XorShift, amplitude: i32) {
    for m in root {
        m.noise = rng.symmetric(amplitude);
    }
}
