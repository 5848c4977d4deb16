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

/// [`add`] or [`sub`].
pub(super) type Change = fn(&mut Row, &Row);

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

/// `a += b`, lane by lane, wrapping.
#[inline(always)]
pub(super) fn add(a: &mut Row, b: &Row) {
    #[cfg(target_arch = "x86_64")]
    lanes(a, b, std::arch::x86_64::_mm_add_epi16);
    #[cfg(not(target_arch = "x86_64"))]
    for (x, y) in a.iter_mut().zip(b) {
        *x = x.wrapping_add(*y);
    }
}

/// `a -= b`, lane by lane, wrapping.
#[inline(always)]
pub(super) fn sub(a: &mut Row, b: &Row) {
    #[cfg(target_arch = "x86_64")]
    lanes(a, b, std::arch::x86_64::_mm_sub_epi16);
    #[cfg(not(target_arch = "x86_64"))]
    for (x, y) in a.iter_mut().zip(b) {
        *x = x.wrapping_sub(*y);
    }
}

/// `a = op(a, b)` eight lanes at a time with SSE2 (part of every x86-64), since the compiler
/// leaves the plain loop scalar inside the update.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn lanes(
    a: &mut Row,
    b: &Row,
    op: unsafe fn(
        std::arch::x86_64::__m128i,
        std::arch::x86_64::__m128i,
    ) -> std::arch::x86_64::__m128i,
) {
    use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_storeu_si128};
    for k in (0..MAX_PATTERNS).step_by(8) {
        // SAFETY: SSE2 is part of x86-64; both pointers address 8 lanes inside the rows.
        unsafe {
            let pa = a.as_mut_ptr().add(k).cast::<__m128i>();
            let pb = b.as_ptr().add(k).cast::<__m128i>();
            _mm_storeu_si128(pa, op(_mm_loadu_si128(pa), _mm_loadu_si128(pb)));
        }
    }
}
