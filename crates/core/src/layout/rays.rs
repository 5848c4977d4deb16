//! The ray tables the flips are found with: for every cell and direction, the cells from there
//! to the edge; built once per board size and shared for the rest of the process, and kept too
//! in the form the vector flips of wide boards take.

use std::any::{Any, TypeId};
use std::sync::{Mutex, PoisonError};

use crate::bits::Bits;

/// The eight rays from one cell, towards the edge: first the four towards higher indices (east,
/// south-west, south, south-east, members in increasing order along the ray), then the four
/// towards lower indices (west, north-east, north, north-west).
pub type Rays<B> = [B; 8];

/// The (row, column) steps of the eight directions, in [`Rays`] order.
pub(super) const STEPS: [(i32, i32); 8] = [
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
    (0, -1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
];

/// Flips from the rays of the move's cell.
///
/// Along a ray the first cell that is not `opp`'s ends the run: if it is `me`'s (the outflanking
/// disc), the run before it flips. Rays towards higher indices find that cell as the lowest member,
/// the others as the highest; "the run before it" is then the ray below, or above, that cell.
#[inline(always)]
pub(super) fn ray_flips<B: Bits>(rays: &Rays<B>, me: B, opp: B) -> B {
    // No branches: which runs flip is as good as random, and `below`/`above` of an empty set are
    // empty, so a run that does not end on `me` contributes nothing.
    let mut flips = B::ZERO;
    for &ray in &rays[..4] {
        let outflank = (ray & !opp).lowest() & me;
        flips |= ray & outflank.below();
    }
    for &ray in &rays[4..] {
        let outflank = (ray & !opp).highest() & me;
        flips |= ray & outflank.above();
    }
    flips
}

/// The rays of every cell of a `rows` × `cols` board, in cell order.
pub(super) fn build_rays<B: Bits>(rows: u32, cols: u32) -> Vec<Rays<B>> {
    let (rows, cols) = (rows as i32, cols as i32);
    let mut table = Vec::with_capacity((rows * cols) as usize);
    for r in 0..rows {
        for c in 0..cols {
            table.push(STEPS.map(|(dr, dc)| {
                let mut ray = B::ZERO;
                let (mut rr, mut cc) = (r + dr, c + dc);
                while (0..rows).contains(&rr) && (0..cols).contains(&cc) {
                    ray |= B::bit((rr * cols + cc) as u32);
                    rr += dr;
                    cc += dc;
                }
                ray
            }));
        }
    }
    table
}

/// A table for a board size, built on first use, then shared for the rest of the process (one
/// per element type and size).
pub(super) fn shared_table<T: Send + Sync + 'static>(
    rows: u32,
    cols: u32,
    build: impl FnOnce() -> Vec<T>,
) -> &'static [T] {
    /// The element type and the size.
    type Key = (TypeId, u32, u32);
    type Table = &'static (dyn Any + Send + Sync);
    static TABLES: Mutex<Vec<(Key, Table)>> = Mutex::new(Vec::new());
    let key = (TypeId::of::<T>(), rows, cols);
    // The list is only ever appended to, so a panic elsewhere cannot leave it inconsistent.
    let mut tables = TABLES.lock().unwrap_or_else(PoisonError::into_inner);
    let found = tables
        .iter()
        .find(|(k, _)| *k == key)
        .and_then(|&(_, table)| table.downcast_ref::<Vec<T>>());
    if let Some(table) = found {
        return table;
    }
    let table: &'static Vec<T> = Box::leak(Box::new(build()));
    tables.push((key, table));
    table
}

/// The rays of one cell as 256-bit words, for the vector flips: the four towards higher indices
/// as they are, the four towards lower indices bit-reversed (cell `i` at bit `255 - i`), which
/// makes them point towards higher indices too.
pub(super) type VectorRays = [[u64; 4]; 8];

/// [`VectorRays`] for every cell of a ray table.
pub(super) fn build_vector_rays<B: Bits>(rays: &[Rays<B>]) -> Vec<VectorRays> {
    let reverse = |w: [u64; 4]| [w[3], w[2], w[1], w[0]].map(u64::reverse_bits);
    rays.iter()
        .map(|cell| {
            let mut words = cell.map(B::to_words);
            for w in &mut words[4..] {
                *w = reverse(*w);
            }
            words
        })
        .collect()
}
