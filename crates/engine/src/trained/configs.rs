//! Every pattern's configuration in one position, kept by the search from a node to its
//! children, and the lane-by-lane arithmetic that updates them.

use othello_core::Bits;

/// The most patterns a board has: 4 corner blocks, 8 edge blocks, 4 edges with their
/// X-squares, 4 each of the second, third and fourth lines and of the diagonals of each length
/// from 4 to 8.
pub const MAX_PATTERNS: usize = 48;

/// Cells changed between two positions beyond which reading the configurations afresh costs
/// less than updating them.
pub(super) const MAX_CHANGES: u32 = 16;

/// One number per pattern.
pub(super) type Row = [u16; MAX_PATTERNS];

/// Every pattern's configuration in one position, as each side sees it, kept by the search from
/// a node to its children (see [`Trained::configs_into`](super::Trained::configs_into)).
#[derive(Clone, Copy, Debug)]
pub struct Configs<B> {
    pub(super) me: B,
    pub(super) opp: B,
    /// As the side to move sees them (its discs 1, the opponent's 2).
    pub(super) mine: Row,
    /// As the opponent sees them (its discs 1, the side to move's 2): the child's own after a
    /// move, but for the cells the move changed.
    pub(super) theirs: Row,
}

impl<B: Bits> Default for Configs<B> {
    /// The configurations of the empty board: all 0.
    fn default() -> Self {
        Configs {
            me: B::ZERO,
            opp: B::ZERO,
            mine: [0; MAX_PATTERNS],
            theirs: [0; MAX_PATTERNS],
        }
    }
}

impl<B: Bits> Configs<B> {
    /// Whether these are the configurations of `me` to move against `opp`.
    #[inline]
    pub fn holds(&self, me: B, opp: B) -> bool {
        self.me == me && self.opp == opp
    }
}

/// A row of configurations held lane by lane (eight to an SSE2 register on x86-64) while a
/// position's changes are added to it: loaded once, changed in registers, stored once.
#[derive(Clone, Copy)]
pub(super) struct Lanes(Vector);

#[cfg(target_arch = "x86_64")]
type Vector = [std::arch::x86_64::__m128i; MAX_PATTERNS / 8];

#[cfg(not(target_arch = "x86_64"))]
type Vector = Row;

impl Lanes {
    /// The lanes of `row`.
    #[inline(always)]
    pub(super) fn load(row: &Row) -> Lanes {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{__m128i, _mm_loadu_si128};
            // SAFETY: SSE2 is part of x86-64; each pointer addresses 8 lanes inside the row.
            Lanes(std::array::from_fn(|k| unsafe {
                _mm_loadu_si128(row.as_ptr().add(8 * k).cast::<__m128i>())
            }))
        }
        #[cfg(not(target_arch = "x86_64"))]
        Lanes(*row)
    }

    /// Writes the lanes to `row`.
    #[inline(always)]
    pub(super) fn store(self, row: &mut Row) {
        #[cfg(target_arch = "x86_64")]
        for (k, v) in self.0.into_iter().enumerate() {
            use std::arch::x86_64::{__m128i, _mm_storeu_si128};
            // SAFETY: as in `load`.
            unsafe { _mm_storeu_si128(row.as_mut_ptr().add(8 * k).cast::<__m128i>(), v) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        {
            *row = self.0;
        }
    }

    /// Adds `row`, lane by lane, wrapping.
    #[inline(always)]
    pub(super) fn add(&mut self, row: &Row) {
        self.change::<false>(row);
    }

    /// Subtracts `row`, lane by lane, wrapping.
    #[inline(always)]
    pub(super) fn sub(&mut self, row: &Row) {
        self.change::<true>(row);
    }

    /// Adds `row` (or subtracts it, if `SUB`), lane by lane, wrapping.
    #[inline(always)]
    fn change<const SUB: bool>(&mut self, row: &Row) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_mm_add_epi16, _mm_sub_epi16};
            let b = Lanes::load(row).0;
            for (a, b) in self.0.iter_mut().zip(b) {
                // SAFETY: SSE2 is part of x86-64.
                *a = unsafe {
                    if SUB {
                        _mm_sub_epi16(*a, b)
                    } else {
                        _mm_add_epi16(*a, b)
                    }
                };
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        for (a, b) in self.0.iter_mut().zip(row) {
            *a = if SUB {
                a.wrapping_sub(*b)
            } else {
                a.wrapping_add(*b)
            };
        }
    }
}
