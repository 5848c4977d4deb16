//! The searchers: midgame negamax (principal-variation search over the static evaluation) and the
//! exact endgame solver, both generic over the board layout.
//!
//! Scores are relative to the side to move. The midgame search counts in hundredths of a disc and
//! scores a finished game as `100 × final score ± WIN`, so any proven win beats any evaluation.
//! The solver counts in discs (see [`Tables::final_score`]).

use super::eval::Tables;
use super::rng::XorShift;
use super::tt::{Bound, Entry, Table, hash};
use othello_core::{Bits, Layout, Level, Position, RuleSet, WinRule};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU32, AtomicU64, AtomicUsize, Ordering};
use std::time::Instant;

/// Larger than any score.
pub const INF: i32 = 1_000_000;
/// Offset added to the midgame score of a finished game.
pub const WIN: i32 = 100_000;
/// At or below this many empty cells the solver stops using the hash table and move ordering.
const SHALLOW: u32 = 6;
/// At or below this many empty cells the solver tries each empty cell instead of generating moves.
const TINY: u32 = 3;
/// Half the width, in discs, of the solver's first window at the root around the estimate.
const ASPIRATION: i32 = 2;
/// From this many empty cells the solver orders its moves by a midgame search of each child,
/// one ply deep at first, one more for every three more empty cells (up to six). FFO #41-#44
/// (22-23 empty cells) take the same time with it or without; the start of 6×6 (32) needs it.
const DEEP_SORT: u32 = 20;
/// From this many empty cells the solver looks up the children in the hash table first.
const ETC_EMPTIES: u32 = 12;
/// Nodes between two checks of the clock and the cancel flags.
const CHECK_EVERY: u64 = 2048;

/// What all the threads of one search share.
pub struct Shared<'a> {
    /// Set by the caller to stop at once.
    pub cancel: &'a AtomicBool,
    /// Set by the main thread to stop the helpers.
    pub stop: AtomicBool,
    /// Nodes searched by all threads (published in batches).
    pub nodes: AtomicU64,
    /// Deepest completed iteration of the main thread (progress for the caller).
    pub depth: &'a AtomicU32,
    /// Midgame hash table.
    pub mid_tt: Table,
    /// Solver hash table.
    pub end_tt: Table,
    /// Wall-clock limit.
    pub deadline: Option<Instant>,
    /// Node limit over all threads.
    pub node_limit: u64,
    /// Whether helper threads take part in the solver's root split.
    pub parallel: bool,
    /// The solver's root moves shared out among the threads.
    pub split: Split,
}

/// The root of an exact solve, shared among the threads: once the first move is solved, every
/// thread takes the next unsearched move, tests it against the best score so far with a null
/// window, and solves it fully only if it is better.
#[derive(Default)]
pub struct Split {
    moves: Mutex<Vec<u32>>,
    open: AtomicBool,
    next: AtomicUsize,
    pending: AtomicUsize,
    alpha: AtomicI32,
    best: Mutex<Option<(u32, i32)>>,
    failed: AtomicBool,
}

impl<'a> Shared<'a> {
    /// The shared state of a search that started at `start` within `limits`.
    pub fn new(
        cancel: &'a AtomicBool,
        depth: &'a AtomicU32,
        limits: &super::Limits,
        start: Instant,
    ) -> Self {
        Shared {
            cancel,
            stop: AtomicBool::new(false),
            nodes: AtomicU64::new(0),
            depth,
            mid_tt: Table::new(limits.hash_mib),
            end_tt: Table::new(limits.hash_mib),
            deadline: limits.time.map(|t| start + t),
            node_limit: limits.nodes.unwrap_or(u64::MAX),
            parallel: limits.threads > 1,
            split: Split::default(),
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

/// A move in a node's list: cell, flips, ordering key, and the opponent's replies.
type Move<B> = (u32, B, i32, B);

/// One thread's search state.
pub struct Searcher<'a, L: Layout> {
    pub t: &'a Tables<L>,
    sh: &'a Shared<'a>,
    /// Nodes searched by this thread.
    pub nodes: u64,
    unpublished: u64,
    /// Set once the search must stop; every result computed after that is meaningless.
    pub aborted: bool,
    main: bool,
    buffers: Vec<Vec<Move<L::B>>>,
    /// Whether the solver runs its copy compiled for AVX2, BMI and POPCNT (see `endgame!`).
    #[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
    fast: bool,
}

impl<'a, L: Layout> Searcher<'a, L> {
    pub fn new(t: &'a Tables<L>, sh: &'a Shared<'a>, main: bool) -> Self {
        Searcher {
            t,
            sh,
            nodes: 0,
            unpublished: 0,
            aborted: false,
            main,
            buffers: Vec::new(),
            fast: Level::Avx2.available(),
        }
    }

    #[inline]
    fn tick(&mut self) -> bool {
        self.nodes += 1;
        self.unpublished += 1;
        if self.unpublished >= CHECK_EVERY {
            self.check();
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
        {
            self.aborted = true;
        }
    }

    /// Reports a completed iteration to the caller's progress.
    pub fn report_depth(&self, depth: u32) {
        self.sh.depth.store(depth, Ordering::Relaxed);
    }

    /// Publishes this thread's remaining node count.
    pub fn flush(&mut self) {
        self.sh.nodes.fetch_add(self.unpublished, Ordering::Relaxed);
        self.unpublished = 0;
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

    /// Midgame ordering key of a move leading to `next` (seen from the opponent).
    fn mid_key(&self, index: u32, next: &Position<L::B>, next_moves: L::B, depth: u32) -> i32 {
        if depth >= 3 {
            -self.t.evaluate(next, next_moves)
        } else if self.t.rules == RuleSet::Simple && self.t.win_rule == WinRule::MostDiscs {
            // Under the Simple rules a move's worth is mostly its capture: the biggest first
            // (the discs the mover now owns are `next.opp`). For fewest discs wins, the
            // ordering below searches fewer nodes than either way of sorting by capture.
            100 * (next.opp.count() as i32 - next.me.count() as i32)
        } else {
            let corner = if self.t.corners.has(index) { 300 } else { 0 };
            corner - 50 * next_moves.count() as i32
        }
    }

    /// The legal moves of `pos` in the order to search them at the root.
    pub fn root_moves(&mut self, pos: &Position<L::B>) -> Vec<RootMove<L::B>> {
        let moves = self.moves(pos);
        let mut list: Vec<(i32, RootMove<L::B>)> = moves
            .iter()
            .map(|index| {
                let flips = pos.flips(&self.t.layout, self.t.rules, index);
                let next = pos.play(index, flips);
                let key = self.mid_key(index, &next, self.moves(&next), 3);
                (
                    key,
                    RootMove {
                        index,
                        flips,
                        noise: 0,
                    },
                )
            })
            .collect();
        list.sort_by_key(|&(k, m)| (-k, m.index));
        list.into_iter().map(|(_, m)| m).collect()
    }

    /// Negamax principal-variation search to `depth` plies over the static evaluation.
    pub fn mid(
        &mut self,
        pos: Position<L::B>,
        moves: L::B,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if self.tick() {
            return 0;
        }
        if moves.is_zero() {
            let passed = pos.pass();
            let theirs = self.moves(&passed);
            if theirs.is_zero() {
                return self.terminal(&pos);
            }
            return -self.mid(passed, theirs, depth, -beta, -alpha, ply + 1);
        }
        if depth == 0 {
            return self.t.evaluate(&pos, moves);
        }
        let key = hash(&pos);
        let tt_move = match self.sh.mid_tt.lookup(key, moves, depth, alpha, beta) {
            Ok(tt_move) => tt_move,
            Err(score) => return score,
        };
        let mut list = self.take_buffer(ply);
        for index in moves.iter() {
            let flips = pos.flips(&self.t.layout, self.t.rules, index);
            let next = pos.play(index, flips);
            let next_moves = self.moves(&next);
            let k = if Some(index) == tt_move {
                INF
            } else {
                self.mid_key(index, &next, next_moves, depth)
            };
            list.push((index, flips, k, next_moves));
        }
        list.sort_unstable_by_key(|m| -m.2);
        let (best, best_move) = self.pvs(pos, &list, alpha, beta, |s, next, next_moves, a, b| {
            s.mid(next, next_moves, depth - 1, a, b, ply + 1)
        });
        self.buffers[ply] = list;
        if self.aborted {
            return 0;
        }
        self.sh
            .mid_tt
            .store_result(key, depth, alpha, beta, best, best_move);
        best
    }

    /// The principal-variation loop over a node's `list`, best candidate first: the first child
    /// gets the whole window, the others a null window and a full re-search when they land
    /// inside it. `search(self, child, its moves, alpha, beta)` scores a child for its side to
    /// move. Returns the best score and its move (meaningless if the search was aborted);
    /// stops at the first cut-off.
    #[inline(always)]
    fn pvs(
        &mut self,
        pos: Position<L::B>,
        list: &[Move<L::B>],
        mut alpha: i32,
        beta: i32,
        mut search: impl FnMut(&mut Self, Position<L::B>, L::B, i32, i32) -> i32,
    ) -> (i32, Option<u32>) {
        let mut best = -INF;
        let mut best_move = None;
        for (i, &(index, flips, _, next_moves)) in list.iter().enumerate() {
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
        }
        (best, best_move)
    }

    /// The principal-variation loop at the root: every move is searched (all with the whole
    /// window when `noisy`, and then each score gets its move's noise added), and the best is
    /// moved to the front of `root`. Returns its score, or `None` if the search was stopped.
    fn root_pvs(
        &mut self,
        pos: Position<L::B>,
        root: &mut [RootMove<L::B>],
        noisy: bool,
        mut search: impl FnMut(&mut Self, Position<L::B>, L::B, i32, i32) -> i32,
    ) -> Option<i32> {
        let mut alpha = -INF;
        let mut best: Option<(usize, i32)> = None;
        for (i, m) in root.iter().enumerate() {
            let next = pos.play(m.index, m.flips);
            let next_moves = self.moves(&next);
            let v = if noisy {
                -search(self, next, next_moves, -INF, INF) + m.noise
            } else if i == 0 {
                -search(self, next, next_moves, -INF, INF)
            } else {
                let v = -search(self, next, next_moves, -alpha - 1, -alpha);
                if v > alpha && !self.aborted {
                    -search(self, next, next_moves, -INF, -alpha)
                } else {
                    v
                }
            };
            if self.aborted {
                return None;
            }
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((i, v));
                alpha = alpha.max(v);
            }
        }
        let (i, score) = best?;
        root[..=i].rotate_right(1);
        Some(score)
    }

    /// One iteration at the root: returns the best move and its score (noise included), or
    /// `None` if the search was stopped. Reorders `root` best first.
    pub fn mid_root(
        &mut self,
        pos: Position<L::B>,
        root: &mut [RootMove<L::B>],
        depth: u32,
    ) -> Option<(u32, i32)> {
        let noisy = root.iter().any(|m| m.noise != 0);
        let score = self.root_pvs(pos, root, noisy, |s, next, next_moves, a, b| {
            s.mid(next, next_moves, depth - 1, a, b, 1)
        })?;
        if !noisy {
            self.sh.mid_tt.store(
                hash(&pos),
                Entry {
                    score,
                    depth,
                    bound: Bound::Exact,
                    best: Some(root[0].index),
                },
            );
        }
        Some((root[0].index, score))
    }

    /// The exact score (in discs) of `pos`, which has `empties` empty cells and the legal moves
    /// `moves`, searched with the window `(alpha, beta)` (fail-soft).
    pub fn solve(
        &mut self,
        pos: Position<L::B>,
        moves: L::B,
        alpha: i32,
        beta: i32,
        empties: u32,
        ply: usize,
    ) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if self.fast {
            // SAFETY: `fast` is set only on processors with the copy's features.
            return unsafe { self.solve_fast(pos, moves, alpha, beta, empties, ply) };
        }
        self.solve_plain(pos, moves, alpha, beta, empties, ply)
    }

    /// An upper bound on the final score from the discs that can never change colour, if it is
    /// at most `alpha` (so the node fails low without a search).
    #[inline]
    fn stability_bound(&self, pos: &Position<L::B>, alpha: i32) -> Option<i32> {
        if self.t.rules != RuleSet::Full {
            return None;
        }
        let cells = self.t.cell_count as i32;
        // Most discs: the opponent keeps its stable discs, so the score is at most
        // cells - 2 × stable(opp). Fewest discs: the side to move keeps its own.
        let (keeper, other) = match self.t.win_rule {
            WinRule::MostDiscs => (pos.opp, pos.me),
            WinRule::FewestDiscs => (pos.me, pos.opp),
        };
        if cells - 2 * (keeper.count() as i32) > alpha {
            return None;
        }
        let upper = cells - 2 * self.t.stable(keeper, other).count() as i32;
        (upper <= alpha).then_some(upper)
    }

    /// Solves the root exactly: the best move and its score in discs, or `None` if stopped.
    /// Helpers pass a `rotate` > 0 to search the moves in a different order. `guess`, an
    /// estimate of the score in discs (from a midgame search), centres the first window.
    pub fn solve_root(
        &mut self,
        pos: Position<L::B>,
        root: &mut [RootMove<L::B>],
        rotate: usize,
        guess: Option<i32>,
    ) -> Option<(u32, i32)> {
        let empties = pos.empties(&self.t.layout);
        if let Some(e) = self.sh.end_tt.probe(hash(&pos))
            && let Some(b) = e.best
            && let Some(i) = root.iter().position(|m| m.index == b)
        {
            root[..=i].rotate_right(1);
        }
        if !root.is_empty() {
            let r = rotate % root.len();
            root.rotate_left(r);
        }
        if self.main && self.sh.parallel && root.len() > 1 {
            return self.solve_root_split(pos, root, empties, guess);
        }
        let score = match guess {
            Some(guess) => self.aspiration(guess, |s, lo, hi| {
                s.solve_root_window(pos, root, lo, hi, empties)
            })?,
            None => self.root_pvs(pos, root, false, |s, next, next_moves, a, b| {
                s.solve(next, next_moves, a, b, empties - 1, 1)
            })?,
        };
        self.sh.end_tt.store(
            hash(&pos),
            Entry {
                score,
                depth: empties,
                bound: Bound::Exact,
                best: Some(root[0].index),
            },
        );
        Some((root[0].index, score))
    }

    /// An exact score by aspiration: `search(self, lo, hi)` (fail-soft, `None` if stopped) with
    /// a narrow window around `guess` first, which costs far fewer nodes than the whole range
    /// when the guess is close (as a midgame search's usually is), then, on a fail, a window
    /// twice as wide on the side the true score was proven to lie, until the score falls inside.
    fn aspiration(
        &mut self,
        guess: i32,
        mut search: impl FnMut(&mut Self, i32, i32) -> Option<i32>,
    ) -> Option<i32> {
        let cells = self.t.cell_count as i32;
        let guess = guess.clamp(-cells, cells);
        let mut width = ASPIRATION;
        let (mut lo, mut hi) = (guess - width, guess + width);
        loop {
            // A bound beyond every score would only cost a re-search.
            if lo <= -cells {
                lo = -INF;
            }
            if hi >= cells {
                hi = INF;
            }
            let v = search(self, lo, hi)?;
            width *= 2;
            if v <= lo {
                // At most v.
                (lo, hi) = (v - width, v + 1);
            } else if v >= hi {
                // At least v.
                (lo, hi) = (v - 1, v + width);
            } else {
                return Some(v);
            }
        }
    }

    /// The root searched with the window (`lo`, `hi`), fail-soft; the best move goes first.
    fn solve_root_window(
        &mut self,
        pos: Position<L::B>,
        root: &mut [RootMove<L::B>],
        lo: i32,
        hi: i32,
        empties: u32,
    ) -> Option<i32> {
        let mut alpha = lo;
        let mut best: Option<(usize, i32)> = None;
        for (i, m) in root.iter().enumerate() {
            let next = pos.play(m.index, m.flips);
            let next_moves = self.moves(&next);
            let v = if i == 0 {
                -self.solve(next, next_moves, -hi, -alpha, empties - 1, 1)
            } else {
                let v = -self.solve(next, next_moves, -alpha - 1, -alpha, empties - 1, 1);
                if v > alpha && v < hi && !self.aborted {
                    -self.solve(next, next_moves, -hi, -v.max(alpha), empties - 1, 1)
                } else {
                    v
                }
            };
            if self.aborted {
                return None;
            }
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((i, v));
                alpha = alpha.max(v);
                if alpha >= hi {
                    break;
                }
            }
        }
        let (i, score) = best?;
        root[..=i].rotate_right(1);
        Some(score)
    }

    /// The main thread's side of the root split: solves the first move, opens the split, works
    /// on it and waits for the helpers.
    fn solve_root_split(
        &mut self,
        pos: Position<L::B>,
        root: &mut [RootMove<L::B>],
        empties: u32,
        guess: Option<i32>,
    ) -> Option<(u32, i32)> {
        let split = &self.sh.split;
        let first = root[0];
        let next = pos.play(first.index, first.flips);
        let next_moves = self.moves(&next);
        let first_move = |s: &mut Self, lo: i32, hi: i32| {
            let v = -s.solve(next, next_moves, -hi, -lo, empties - 1, 1);
            (!s.aborted).then_some(v)
        };
        let v = match guess {
            Some(guess) => self.aspiration(guess, first_move)?,
            None => first_move(self, -INF, INF)?,
        };
        if let Ok(mut moves) = split.moves.lock() {
            *moves = root[1..].iter().map(|m| m.index).collect();
        }
        if let Ok(mut best) = split.best.lock() {
            *best = Some((first.index, v));
        }
        split.alpha.store(v, Ordering::SeqCst);
        split.open.store(true, Ordering::SeqCst);
        self.split_work(pos, empties);
        while split.pending.load(Ordering::SeqCst) > 0 {
            if self.sh.cancel.load(Ordering::Relaxed) {
                return None;
            }
            std::thread::sleep(std::time::Duration::from_micros(100));
        }
        if self.aborted || split.failed.load(Ordering::SeqCst) {
            return None;
        }
        let (index, score) = (*split.best.lock().ok()?)?;
        let i = root.iter().position(|m| m.index == index)?;
        root[..=i].rotate_right(1);
        self.sh.end_tt.store(
            hash(&pos),
            Entry {
                score,
                depth: empties,
                bound: Bound::Exact,
                best: Some(index),
            },
        );
        Some((index, score))
    }

    /// A helper's side of the root split: waits for it to open, then works on it.
    pub fn join_split(&mut self, pos: Position<L::B>) {
        let split = &self.sh.split;
        while !split.open.load(Ordering::SeqCst) {
            if self.sh.stop.load(Ordering::Relaxed) || self.sh.cancel.load(Ordering::Relaxed) {
                return;
            }
            std::thread::sleep(std::time::Duration::from_micros(200));
        }
        self.split_work(pos, pos.empties(&self.t.layout));
    }

    /// Takes root moves from the split until none is left.
    fn split_work(&mut self, pos: Position<L::B>, empties: u32) {
        let split = &self.sh.split;
        let moves = split.moves.lock().map(|m| m.clone()).unwrap_or_default();
        loop {
            split.pending.fetch_add(1, Ordering::SeqCst);
            let i = split.next.fetch_add(1, Ordering::SeqCst);
            if i >= moves.len() || self.aborted {
                split.pending.fetch_sub(1, Ordering::SeqCst);
                return;
            }
            let index = moves[i];
            let next = pos.play(index, pos.flips(&self.t.layout, self.t.rules, index));
            let next_moves = self.moves(&next);
            let a = split.alpha.load(Ordering::SeqCst);
            let mut v = -self.solve(next, next_moves, -a - 1, -a, empties - 1, 1);
            if v > a && !self.aborted {
                // Better than the best so far when tested: solve it above the current best.
                let a = split.alpha.load(Ordering::SeqCst);
                v = -self.solve(next, next_moves, -INF, -a, empties - 1, 1);
            }
            if self.aborted {
                split.failed.store(true, Ordering::SeqCst);
                split.pending.fetch_sub(1, Ordering::SeqCst);
                return;
            }
            // Only exact scores can beat the best (a bound from a failed test is at most the
            // best score, which is updated before alpha).
            if let Ok(mut best) = split.best.lock()
                && best.is_none_or(|(_, b)| v > b)
            {
                *best = Some((index, v));
            }
            split.alpha.fetch_max(v, Ordering::SeqCst);
            split.pending.fetch_sub(1, Ordering::SeqCst);
        }
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

/// The exact solver's recursion, written once and compiled once per instruction set (as
/// perft is): the copy for processors with AVX2, BMI and POPCNT counts and scans bits in single
/// instructions, where the portable copy needs a dozen each. [`Searcher::solve`] picks the copy.
macro_rules! endgame {
    ($solve:ident, $shallow:ident, $tiny:ident, $last:ident $(, #[$features:meta])*) => {
        impl<L: Layout> Searcher<'_, L> {
            /// The exact score (in discs) of `pos`, which has `empties` empty cells and the legal moves
            /// `moves`, searched with the window `(alpha, beta)` (fail-soft).
            $(#[$features])*
            fn $solve(
                &mut self,
                pos: Position<L::B>,
                moves: L::B,
                alpha: i32,
                beta: i32,
                empties: u32,
                ply: usize,
            ) -> i32 {
                if empties <= SHALLOW {
                    let empty = self.t.cells & !(pos.me | pos.opp);
                    return self.$shallow(pos, moves, alpha, beta, empty, empties);
                }
                if self.tick() {
                    return 0;
                }
                if moves.is_zero() {
                    let passed = pos.pass();
                    let theirs = self.moves(&passed);
                    if theirs.is_zero() {
                        return self.t.final_score(&pos);
                    }
                    return -self.$solve(passed, theirs, -beta, -alpha, empties, ply + 1);
                }
                // The probe below is likely a cache miss: start it before the stability test.
                let key = hash(&pos);
                self.sh.end_tt.prefetch(key);
                if let Some(upper) = self.stability_bound(&pos, alpha) {
                    return upper;
                }
                // An entry for this position has this many empties: the depth always matches.
                let tt_move = match self.sh.end_tt.lookup(key, moves, empties, alpha, beta) {
                    Ok(tt_move) => tt_move,
                    Err(score) => return score,
                };
                let mut list = self.take_buffer(ply);
                let odd = self.t.odd_quadrants(self.t.cells & !(pos.me | pos.opp));
                for index in moves.iter() {
                    let flips = pos.flips(&self.t.layout, self.t.rules, index);
                    let next = pos.play(index, flips);
                    let next_moves = self.moves(&next);
                    if empties - 1 > SHALLOW {
                        // The child will probe the table (and the cut-off below too): start
                        // loading its bucket now, so that the misses of all the children
                        // overlap.
                        self.sh.end_tt.prefetch(hash(&next));
                    }
                    let k = if Some(index) == tt_move {
                        INF
                    } else {
                        let corner = if self.t.corners.has(index) { 12 } else { 0 };
                        let parity = if odd.has(index) { 4 } else { 0 };
                        let mobility = next_moves.count() + (next_moves & self.t.corners).count();
                        let empty = self.t.cells & !(next.me | next.opp);
                        let potential = (empty & self.t.layout.neighbours(next.opp)).count();
                        let fast = corner + parity - 32 * mobility as i32 - 8 * potential as i32;
                        if empties >= DEEP_SORT {
                            // Far from the end, fastest-first alone orders badly: a shallow
                            // midgame search of the child, deeper the more cells are empty,
                            // orders the moves (its table keeps its best moves for the next).
                            let depth = ((empties - DEEP_SORT) / 3 + 1).min(6);
                            fast - self.mid(next, next_moves, depth, -INF, INF, ply + 1)
                        } else {
                            fast
                        }
                    };
                    list.push((index, flips, k, next_moves));
                }
                // Enhanced transposition cut-off: a child already known to fail low for the
                // opponent makes this node fail high without a search.
                if empties >= ETC_EMPTIES {
                    for &(index, flips, _, _) in &list {
                        if let Some(e) = self.sh.end_tt.probe(hash(&pos.play(index, flips)))
                            && e.depth == empties - 1
                            && matches!(e.bound, Bound::Upper | Bound::Exact)
                            && -e.score >= beta
                        {
                            self.buffers[ply] = list;
                            self.sh.end_tt.store(
                                key,
                                Entry {
                                    score: -e.score,
                                    depth: empties,
                                    bound: Bound::Lower,
                                    best: Some(index),
                                },
                            );
                            return -e.score;
                        }
                    }
                }
                if list.len() > 1 {
                    list.sort_unstable_by_key(|m| -m.2);
                }
                let (best, best_move) = self.pvs(pos, &list, alpha, beta, |s, next, next_moves, a, b| {
                    s.$solve(next, next_moves, a, b, empties - 1, ply + 1)
                });
                self.buffers[ply] = list;
                if self.aborted {
                    return 0;
                }
                self.sh
                    .end_tt
                    .store_result(key, empties, alpha, beta, best, best_move);
                best
            }

            /// The solver near the end: no hash table, moves in odd-parity quadrants first.
            $(#[$features])*
            fn $shallow(
                &mut self,
                pos: Position<L::B>,
                moves: L::B,
                mut alpha: i32,
                beta: i32,
                empty: L::B,
                empties: u32,
            ) -> i32 {
                self.nodes += 1;
                self.unpublished += 1;
                if empties == 1 {
                    return self.$last(&pos, empty);
                }
                if moves.is_zero() {
                    let passed = pos.pass();
                    let theirs = self.moves(&passed);
                    if theirs.is_zero() {
                        return self.t.final_score(&pos);
                    }
                    return -self.$shallow(passed, theirs, -beta, -alpha, empty, empties);
                }
                let odd = self.t.odd_quadrants(empty);
                let mut best = -INF;
                for set in [moves & odd, moves & !odd] {
                    for index in set.iter() {
                        let flips = pos.flips(&self.t.layout, self.t.rules, index);
                        let next = pos.play(index, flips);
                        let rest = empty ^ L::B::bit(index);
                        let v = if empties - 1 <= TINY {
                            -self.$tiny(next, -beta, -alpha, rest, empties - 1, false)
                        } else {
                            -self.$shallow(next, self.moves(&next), -beta, -alpha, rest, empties - 1)
                        };
                        if v > best {
                            best = v;
                            if v > alpha {
                                alpha = v;
                                if alpha >= beta {
                                    return best;
                                }
                            }
                        }
                    }
                }
                best
            }

            /// The last few empty cells: no move generation, each empty cell is tried for flips (a move
            /// is legal exactly when it flips something, under either rule set).
            $(#[$features])*
            fn $tiny(
                &mut self,
                pos: Position<L::B>,
                mut alpha: i32,
                beta: i32,
                empty: L::B,
                empties: u32,
                passed: bool,
            ) -> i32 {
                self.nodes += 1;
                self.unpublished += 1;
                if empties == 1 {
                    return self.$last(&pos, empty);
                }
                let mut best = -INF;
                for index in empty.iter() {
                    if (self.t.around[index as usize] & pos.opp).is_zero() {
                        continue;
                    }
                    let flips = pos.flips(&self.t.layout, self.t.rules, index);
                    if flips.is_zero() {
                        continue;
                    }
                    let v = -self.$tiny(
                        pos.play(index, flips),
                        -beta,
                        -alpha,
                        empty ^ L::B::bit(index),
                        empties - 1,
                        false,
                    );
                    if v > best {
                        best = v;
                        if v > alpha {
                            alpha = v;
                            if alpha >= beta {
                                return best;
                            }
                        }
                    }
                }
                if best == -INF {
                    if passed {
                        return self.t.final_score(&pos);
                    }
                    return -self.$tiny(pos.pass(), -beta, -alpha, empty, empties, true);
                }
                best
            }

            /// The exact score with one empty cell left.
            $(#[$features])*
            #[inline]
            fn $last(&mut self, pos: &Position<L::B>, empty: L::B) -> i32 {
                let index = empty.first();
                let t = self.t;
                let around = t.around[index as usize];
                // Whoever plays fills the board: the score is the disc difference, counted
                // from the side to move's discs and the flips, without playing the move.
                let cells = t.cell_count as i32;
                let me = pos.me.count() as i32;
                let sign = match t.win_rule {
                    WinRule::MostDiscs => 1,
                    WinRule::FewestDiscs => -1,
                };
                if !(around & pos.opp).is_zero() {
                    let flips = pos.flips(&t.layout, t.rules, index).count() as i32;
                    if flips > 0 {
                        return sign * (2 * (me + flips + 1) - cells);
                    }
                }
                if !(around & pos.me).is_zero() {
                    let flips = t.layout.flips(t.rules, pos.opp, pos.me, index).count() as i32;
                    if flips > 0 {
                        return sign * (2 * (me - flips) - cells);
                    }
                }
                t.final_score(pos)
            }
        }
    };
}

endgame!(solve_plain, shallow_plain, tiny_plain, last_plain);
#[cfg(target_arch = "x86_64")]
endgame!(
    solve_fast,
    shallow_fast,
    tiny_fast,
    last_fast,
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Limits;
    use othello_core::{Geometry, Standard8x8};

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
                        for fast in [false, true] {
                            if fast && !Level::Avx2.available() {
                                continue;
                            }
                            // A fresh table each time: the copies must not lean on each other.
                            let shared = Shared::new(&cancel, &depth, &limits, Instant::now());
                            let mut s = Searcher::new(&t, &shared, true);
                            s.fast = fast;
                            let v = s.solve(pos, s.moves(&pos), a, b, empties, 0);
                            let ok = if v <= a {
                                exact <= v
                            } else if v >= b {
                                exact >= v
                            } else {
                                exact == v
                            };
                            assert!(
                                ok,
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
}
