//! The search shared among threads by splitting the tree (young brothers wait, as in Edax):
//! once a node's first child is searched and some thread is idle, the node becomes a
//! [`SplitPoint`] whose remaining moves every thread working there takes one at a time (a
//! null-window test against the best score so far, a full search when it is better). The
//! thread that made it searches moves too, then helps only below it until the others are done.
//! A cut-off at a split point stops every thread below it; a split point's result is used
//! only when none of its moves was stopped. Idle threads take work from a list of open split
//! points ([`Pool`]); a search's helper threads live as long as the search ([`with_helpers`]).
//!
//! Any caller of the midgame search or the solver gets the threads this way: the computer's
//! move, the analysis, the review and the solver alike.

use super::{Best, Move, Searcher, Shared};
use crate::eval::Tables;
use othello_core::{Layout, Position};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// The shallowest midgame node (in plies to go) that may split: below, a move costs less than
/// sharing it.
pub(super) const MID_SPLIT: u32 = 4;
/// The fewest empty cells at which a solver node may split.
pub(super) const END_SPLIT: u32 = 12;

/// What the search of a split point's children is.
#[derive(Clone, Copy, Debug)]
pub(super) enum Kind {
    /// A midgame node with this many plies to go.
    Mid { depth: u32 },
    /// A solver node with this many empty cells.
    End { empties: u32 },
}

/// A node whose remaining moves several threads search at once.
pub struct SplitPoint<B> {
    pos: Position<B>,
    moves: Vec<Move<B>>,
    kind: Kind,
    ply: usize,
    beta: i32,
    /// The next move of `moves` to hand out.
    next: AtomicUsize,
    /// Threads working here (the owner included); the owner waits until only it is left.
    workers: AtomicUsize,
    /// The lower bound of the window, raised by every better move.
    alpha: AtomicI32,
    best: Mutex<Best>,
    /// Moves searched to the end and recorded.
    done: AtomicUsize,
    /// Set by a cut-off: the node's score is known, its other moves are not needed.
    cutoff: AtomicBool,
    /// The split point the owner was working under, stopped with it.
    parent: Option<Arc<SplitPoint<B>>>,
}

impl<B> SplitPoint<B> {
    /// Whether this split point or one it lies under has been cut off.
    pub fn stopped(&self) -> bool {
        let mut at = Some(self);
        while let Some(sp) = at {
            if sp.cutoff.load(Ordering::Relaxed) {
                return true;
            }
            at = sp.parent.as_deref();
        }
        false
    }

    /// Whether this split point lies under `ancestor` (or is it).
    fn is_under(&self, ancestor: &SplitPoint<B>) -> bool {
        let mut at = Some(self);
        while let Some(sp) = at {
            if std::ptr::eq(sp, ancestor) {
                return true;
            }
            at = sp.parent.as_deref();
        }
        false
    }

    /// Whether moves are left to hand out.
    fn has_work(&self) -> bool {
        self.next.load(Ordering::Relaxed) < self.moves.len() && !self.stopped()
    }

    /// Records the score `v` of the move `index`; a score at or above beta cuts the node off.
    fn record(&self, index: u32, v: i32) {
        let Ok(mut best) = self.best.lock() else {
            return;
        };
        self.done.fetch_add(1, Ordering::SeqCst);
        if v > best.score {
            best.score = v;
            best.index = Some(index);
            if v > self.alpha.load(Ordering::SeqCst) {
                self.alpha.store(v, Ordering::SeqCst);
                if v >= self.beta {
                    self.cutoff.store(true, Ordering::SeqCst);
                }
            }
        }
    }
}

/// The open split points of a search and the threads waiting for work.
pub struct Pool<B> {
    points: Mutex<Vec<Arc<SplitPoint<B>>>>,
    /// Threads looking for work (never any in a search without helpers: only helpers, and the
    /// owners of split points they joined, wait for work).
    idle: AtomicUsize,
}

impl<B> Default for Pool<B> {
    fn default() -> Self {
        Pool {
            points: Mutex::new(Vec::new()),
            idle: AtomicUsize::new(0),
        }
    }
}

impl<B> Pool<B> {
    /// Whether a node splitting now would find a thread to help it.
    #[inline]
    pub(super) fn wanted(&self) -> bool {
        self.idle.load(Ordering::Relaxed) > 0
    }

    /// Joins an open split point that `accept` takes and that has moves left: counts the
    /// caller among its workers before anyone can see it finished.
    fn join(&self, accept: impl Fn(&SplitPoint<B>) -> bool) -> Option<Arc<SplitPoint<B>>> {
        let points = self.points.lock().ok()?;
        let sp = points.iter().find(|sp| sp.has_work() && accept(sp))?;
        sp.workers.fetch_add(1, Ordering::SeqCst);
        Some(sp.clone())
    }

    fn open(&self, sp: &Arc<SplitPoint<B>>) {
        if let Ok(mut points) = self.points.lock() {
            points.push(sp.clone());
        }
    }

    fn close(&self, sp: &Arc<SplitPoint<B>>) {
        if let Ok(mut points) = self.points.lock() {
            points.retain(|p| !Arc::ptr_eq(p, sp));
        }
    }
}

/// Waits a little, spinning at first, then giving the processor away.
fn pause(rounds: &mut u32) {
    *rounds += 1;
    if *rounds < 64 {
        std::hint::spin_loop();
    } else if *rounds < 1024 {
        std::thread::yield_now();
    } else {
        std::thread::sleep(std::time::Duration::from_micros(50));
    }
}

/// The name of the helper threads (as `top -H` and debuggers show them).
pub const HELPER_NAME: &str = "othello-search";

/// Runs `main` on the calling thread with `threads - 1` helper threads serving its split
/// points; they stop and are joined before this returns. A helper that cannot be started is
/// done without: the search is the same, with fewer threads.
pub fn with_helpers<'a, L: Layout, R>(
    tables: &'a Tables<L>,
    shared: &'a Shared<'a, L::B>,
    threads: usize,
    main: impl FnOnce(&mut Searcher<'a, L>) -> R,
) -> R {
    std::thread::scope(|scope| {
        let mut helpers = Vec::new();
        for _ in 1..threads.max(1) {
            let spawned = std::thread::Builder::new()
                .name(HELPER_NAME.to_owned())
                .spawn_scoped(scope, move || {
                    let mut s = Searcher::new(tables, shared, false);
                    s.serve();
                    s.flush();
                });
            match spawned {
                Ok(helper) => helpers.push(helper),
                Err(_) => break,
            }
        }
        let mut s = Searcher::new(tables, shared, true);
        let result = main(&mut s);
        shared.stop.store(true, Ordering::SeqCst);
        s.flush();
        for helper in helpers {
            // A helper that panicked has nothing to give back; the search's result stands.
            let _ = helper.join();
        }
        result
    })
}

impl<L: Layout> Searcher<'_, L> {
    /// A helper thread's life: take moves from open split points until the search ends.
    fn serve(&mut self) {
        let sh = self.sh;
        self.help_while(
            || !sh.stop.load(Ordering::Relaxed) && !sh.cancel.load(Ordering::Relaxed),
            |_| true,
        );
    }

    /// Counted among the idle threads, works at the open split points that `accept` takes for
    /// as long as `waiting()` says.
    fn help_while(
        &mut self,
        waiting: impl Fn() -> bool,
        accept: impl Fn(&SplitPoint<L::B>) -> bool,
    ) {
        let pool = &self.sh.pool;
        let mut rounds = 0;
        pool.idle.fetch_add(1, Ordering::SeqCst);
        while waiting() {
            match pool.join(&accept) {
                Some(sp) => {
                    pool.idle.fetch_sub(1, Ordering::SeqCst);
                    self.help(&sp);
                    pool.idle.fetch_add(1, Ordering::SeqCst);
                    rounds = 0;
                }
                None => pause(&mut rounds),
            }
        }
        pool.idle.fetch_sub(1, Ordering::SeqCst);
    }

    /// Works at a split point another thread made (having been counted among its workers).
    fn help(&mut self, sp: &Arc<SplitPoint<L::B>>) {
        let saved = self.under.replace(sp.clone());
        self.refresh();
        let (kind, ply) = (sp.kind, sp.ply);
        self.work(sp, |s, next, next_moves, a, b| match kind {
            Kind::Mid { depth } => s.mid(next, next_moves, depth - 1, a, b, ply + 1),
            Kind::End { empties } => s.solve(next, next_moves, a, b, empties - 1, ply + 1),
        });
        sp.workers.fetch_sub(1, Ordering::SeqCst);
        self.under = saved;
        self.refresh();
    }

    /// Recomputes whether this thread must stop, after leaving or entering a split point: the
    /// search's own limits, and the split points it works under.
    fn refresh(&mut self) {
        self.aborted = false;
        self.check();
    }

    /// Takes moves from `sp` and searches them with `search` until none is left, the split
    /// point is cut off or this thread must stop.
    fn work(
        &mut self,
        sp: &SplitPoint<L::B>,
        mut search: impl FnMut(&mut Self, Position<L::B>, L::B, i32, i32) -> i32,
    ) {
        loop {
            if self.aborted || sp.stopped() {
                return;
            }
            let i = sp.next.fetch_add(1, Ordering::SeqCst);
            let Some(&Move {
                index,
                flips,
                replies: next_moves,
                ..
            }) = sp.moves.get(i)
            else {
                return;
            };
            let next = sp.pos.play(index, flips);
            let a = sp.alpha.load(Ordering::SeqCst);
            let mut v = -search(self, next, next_moves, -a - 1, -a);
            if v > a && v < sp.beta && !self.aborted {
                // Better than the best when tested: search it above the best as it is now.
                let a = sp.alpha.load(Ordering::SeqCst);
                if a < sp.beta {
                    v = -search(self, next, next_moves, -sp.beta, -a);
                }
            }
            if self.aborted {
                return;
            }
            sp.record(index, v);
        }
    }

    /// Splits the node `pos` (at `ply`, window (`alpha`, `beta`), best so far `best` from its
    /// first child): every thread that joins searches `rest` with this one. Returns the node's
    /// best score and move, meaningless if this thread must stop (see [`Searcher::aborted`]).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn split(
        &mut self,
        pos: Position<L::B>,
        rest: &[Move<L::B>],
        (alpha, beta): (i32, i32),
        best: Best,
        kind: Kind,
        ply: usize,
        search: impl FnMut(&mut Self, Position<L::B>, L::B, i32, i32) -> i32,
    ) -> Best {
        let sp = Arc::new(SplitPoint {
            pos,
            moves: rest.to_vec(),
            kind,
            ply,
            beta,
            next: AtomicUsize::new(0),
            workers: AtomicUsize::new(1),
            alpha: AtomicI32::new(alpha),
            best: Mutex::new(best),
            done: AtomicUsize::new(0),
            cutoff: AtomicBool::new(false),
            parent: self.under.clone(),
        });
        let pool = &self.sh.pool;
        pool.open(&sp);
        let saved = self.under.replace(sp.clone());
        self.work(&sp, search);
        pool.close(&sp);
        // Help below this split point (nowhere else: this thread must be back as soon as the
        // others are done) until they are.
        self.help_while(
            || sp.workers.load(Ordering::SeqCst) > 1,
            |other| other.is_under(&sp),
        );
        self.under = saved;
        self.refresh();
        // The result holds if every move was searched to the end or the split point was cut off
        // (its best is then at least beta: a valid fail-high).
        let complete = sp.done.load(Ordering::SeqCst) == sp.moves.len();
        if !complete && !sp.cutoff.load(Ordering::SeqCst) {
            self.aborted = true;
        }
        sp.best.lock().map_or(best, |b| *b)
    }
}
