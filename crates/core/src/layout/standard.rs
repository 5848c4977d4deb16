//! The standard 8×8 board: the same rules as [`Geometry`](super::Geometry) with every shift, mask
//! and ray a compile-time constant, and a move generator unrolled for one 64-bit word (two
//! positions at once with SSE2).

use super::vector::Vector;
use super::{Direction, Layout, Rays, STEPS, ray_flips};
#[cfg(target_arch = "x86_64")]
use crate::options::RuleSet;

/// The standard 8×8 board, with every shift, mask and ray a compile-time constant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Standard8x8;

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
/// Columns b to g: where a horizontal or diagonal run of flippable discs can lie.
const INNER: u64 = NOT_A & NOT_H;

const fn d8(shift: u32, mask: u64) -> Direction<u64> {
    Direction { shift, mask }
}

/// The rays of every cell of the 8×8 board (see [`build_rays`](super::build_rays), which computes the same table).
pub(super) const RAYS_8X8: [Rays<u64>; 64] = {
    let mut table = [[0; 8]; 64];
    let mut i = 0;
    while i < 64 {
        let mut d = 0;
        while d < 8 {
            let (dr, dc) = STEPS[d];
            let (mut r, mut c) = (i as i32 / 8 + dr, i as i32 % 8 + dc);
            while r >= 0 && r < 8 && c >= 0 && c < 8 {
                table[i][d] |= 1 << (r * 8 + c);
                r += dr;
                c += dc;
            }
            d += 1;
        }
        i += 1;
    }
    table
};

/// Moves of `me` along one line (shift `s` both ways) through `o`, the opponent's discs that may
/// lie inside a run on that line. A parallel prefix: runs of 1 and 2 by single steps, then two
/// double steps over pairs of discs reach runs of up to 6, the longest on 8 cells.
#[inline(always)]
fn line_moves_8x8(me: u64, o: u64, s: u32) -> u64 {
    let pairs_up = o & (o << s);
    let pairs_down = pairs_up >> s;
    let mut up = o & (me << s);
    let mut down = o & (me >> s);
    up |= o & (up << s);
    down |= o & (down >> s);
    up |= pairs_up & (up << (2 * s));
    down |= pairs_down & (down >> (2 * s));
    up |= pairs_up & (up << (2 * s));
    down |= pairs_down & (down >> (2 * s));
    (up << s) | (down >> s)
}

/// [`line_moves_8x8`] for two positions at once, one per 64-bit lane of an SSE2 register (which
/// every x86-64 processor has). `S2` is `2 * S`.
#[cfg(target_arch = "x86_64")]
mod sse2 {
    use std::arch::x86_64::{
        __m128i, _mm_and_si128, _mm_andnot_si128, _mm_cvtsi128_si64, _mm_or_si128, _mm_set_epi64x,
        _mm_set1_epi64x, _mm_slli_epi64, _mm_srli_epi64, _mm_unpackhi_epi64,
    };

    #[inline(always)]
    fn line<const S: i32, const S2: i32>(me: __m128i, o: __m128i) -> __m128i {
        // SAFETY: SSE2 is part of the x86-64 baseline, enabled on every x86_64 target; these
        // intrinsics only compute on registers.
        unsafe {
            let pairs_up = _mm_and_si128(o, _mm_slli_epi64::<S>(o));
            let pairs_down = _mm_srli_epi64::<S>(pairs_up);
            let mut up = _mm_and_si128(o, _mm_slli_epi64::<S>(me));
            let mut down = _mm_and_si128(o, _mm_srli_epi64::<S>(me));
            up = _mm_or_si128(up, _mm_and_si128(o, _mm_slli_epi64::<S>(up)));
            down = _mm_or_si128(down, _mm_and_si128(o, _mm_srli_epi64::<S>(down)));
            up = _mm_or_si128(up, _mm_and_si128(pairs_up, _mm_slli_epi64::<S2>(up)));
            down = _mm_or_si128(down, _mm_and_si128(pairs_down, _mm_srli_epi64::<S2>(down)));
            up = _mm_or_si128(up, _mm_and_si128(pairs_up, _mm_slli_epi64::<S2>(up)));
            down = _mm_or_si128(down, _mm_and_si128(pairs_down, _mm_srli_epi64::<S2>(down)));
            _mm_or_si128(_mm_slli_epi64::<S>(up), _mm_srli_epi64::<S>(down))
        }
    }

    /// The full-rules moves of two 8×8 positions.
    #[inline(always)]
    pub(super) fn moves(me: [u64; 2], opp: [u64; 2]) -> [u64; 2] {
        // SAFETY: as in `line`.
        unsafe {
            let lanes = |x: [u64; 2]| _mm_set_epi64x(x[1] as i64, x[0] as i64);
            let (m, o) = (lanes(me), lanes(opp));
            let inner = _mm_and_si128(o, _mm_set1_epi64x(super::INNER as i64));
            let all = _mm_or_si128(
                _mm_or_si128(line::<1, 2>(m, inner), line::<7, 14>(m, inner)),
                _mm_or_si128(line::<8, 16>(m, o), line::<9, 18>(m, inner)),
            );
            let moves = _mm_andnot_si128(_mm_or_si128(m, o), all);
            [
                _mm_cvtsi128_si64(moves) as u64,
                _mm_cvtsi128_si64(_mm_unpackhi_epi64(moves, moves)) as u64,
            ]
        }
    }
}

impl Layout for Standard8x8 {
    type B = u64;
    #[inline(always)]
    fn rows(&self) -> u32 {
        8
    }
    #[inline(always)]
    fn cols(&self) -> u32 {
        8
    }
    #[inline(always)]
    fn cells(&self) -> u64 {
        u64::MAX
    }
    #[inline(always)]
    fn up(&self) -> [Direction<u64>; 4] {
        [d8(1, NOT_A), d8(7, NOT_H), d8(8, u64::MAX), d8(9, NOT_A)]
    }
    #[inline(always)]
    fn down(&self) -> [Direction<u64>; 4] {
        [d8(1, NOT_H), d8(7, NOT_A), d8(8, u64::MAX), d8(9, NOT_H)]
    }
    #[inline(always)]
    fn full_moves(&self, me: u64, opp: u64) -> u64 {
        // Runs that are not vertical never include the edge columns, so masking `opp` there is
        // enough to stop every wrap-around.
        let inner = opp & INNER;
        let moves = line_moves_8x8(me, inner, 1)
            | line_moves_8x8(me, inner, 7)
            | line_moves_8x8(me, opp, 8)
            | line_moves_8x8(me, inner, 9);
        moves & !(me | opp)
    }
    #[cfg(target_arch = "x86_64")]
    #[inline(always)]
    fn moves_x2(&self, rules: RuleSet, me: [u64; 2], opp: [u64; 2]) -> [u64; 2] {
        match rules {
            RuleSet::Full => sse2::moves(me, opp),
            RuleSet::Simple => [
                self.moves(rules, me[0], opp[0]),
                self.moves(rules, me[1], opp[1]),
            ],
        }
    }
    #[inline(always)]
    fn full_flips(&self, me: u64, opp: u64, index: u32) -> u64 {
        ray_flips(&RAYS_8X8[index as usize & 63], me, opp)
    }
    type With<V: Vector> = Standard8x8;
    #[inline(always)]
    fn with<V: Vector>(&self, _: V) -> Standard8x8 {
        *self
    }
}
