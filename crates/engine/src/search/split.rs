//! The exact solver's root shared out among threads: once the first move is solved, every
//! thread takes the next unsearched root move, tests it against the best score so far with a
//! null window, and solves it fully only if it is better.

use super::{INF, RootMove, Searcher};
use crate::tt::hash;
use othello_core::{Layout, Position};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicUsize, Ordering};

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

impl<L: Layout> Searcher<'_, L> {
    /// The main thread's side of the root split: solves the first move, opens the split, works
    /// on it and waits for the helpers.
    pub(super) fn solve_root_split(
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
        self.sh
            .end_tt
            .store_exact(hash(&pos), score, empties, index);
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
}
