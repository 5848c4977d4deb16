//! A node's list of moves, for the midgame and the solver alike: the order it is searched in
//! (the best first, the rest sorted only when needed) and the cut-off its children's table
//! entries may prove before any of them is searched.

use super::Move;
use crate::tt::{Bound, Table, hash};
use othello_core::{Bits, Position};

/// Lists of up to this many moves are sorted by insertion, which keeps equal keys in the order
/// of the list, in `sort_unstable` as in `sort`: the one order [`best_first`] and
/// [`sort_stably`] reproduce.
const SHORT_LIST: usize = 20;

/// Orders a node's `list` for [`Searcher::pvs`](super::Searcher::pvs), best key first, as
/// `sort_unstable_by_key(|m| -m.key)` does; returns whether only the first move was put in its
/// place (then `pvs` must be told to sort the rest). Most nodes cut off on their first move, so
/// the others of a short list are sorted only when they are needed: the first move is the
/// first of the highest key, the others keep their order until then, and sorting them stably
/// gives what sorting the whole list by insertion gave. Longer lists are sorted at once, as
/// before, since the standard sort does not keep the order of their equal keys.
#[inline(always)]
pub(super) fn best_first<B: Copy>(list: &mut [Move<B>]) -> bool {
    if list.len() > SHORT_LIST {
        list.sort_unstable_by_key(|m| -m.key);
        return false;
    }
    if list.len() < 2 {
        return false;
    }
    let mut top = 0;
    for (i, m) in list.iter().enumerate().skip(1) {
        if m.key > list[top].key {
            top = i;
        }
    }
    list[..=top].rotate_right(1);
    list.len() > 2
}

/// An enhanced transposition cut-off, for the midgame and the solver alike: the first child of
/// `pos` (a node whose moves are `list`) whose entry in `table`, searched to at least
/// `child_depth`, holds an upper bound (or the exact value) of at most `-beta`, which proves that
/// the node reaches `beta` through it, as `Some((score, move))`. The callers prefetched the
/// children's buckets while they ordered them.
#[inline(always)]
pub(super) fn transposition_cut<B: Bits>(
    table: &Table,
    pos: &Position<B>,
    list: &[Move<B>],
    child_depth: u32,
    beta: i32,
) -> Option<(i32, u32)> {
    list.iter().find_map(|m| {
        let e = table.probe(hash(&pos.play(m.index, m.flips)))?;
        let upper = matches!(e.bound, Bound::Upper | Bound::Exact);
        (upper && e.depth >= child_depth && -e.score >= beta).then_some((-e.score, m.index))
    })
}

/// Sorts a short list best key first, equal keys in the list's order.
#[inline(always)]
pub(super) fn sort_stably<B: Copy>(list: &mut [Move<B>]) {
    list.sort_by_key(|m| -m.key);
}
