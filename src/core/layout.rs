//! Board geometry as bitboard shifts and masks, and the move generator built on it.
//!
//! A cell `(row, col)` is bit `row * cols + col`. The eight directions are four shift amounts
//! (`1`, `cols - 1`, `cols`, `cols + 1`), each applied towards higher and towards lower indices.
//! A horizontal component would wrap from one row's edge into the next row, so every direction has a
//! mask of the cells a shift may land on: not the first column for eastward moves, not the last for
//! westward ones.
//!
//! Legal moves come from a fill per direction: from `me` through runs of `opp`, one step more onto an
//! empty cell. Flips come from rays: for every cell and direction a precomputed mask of the cells
//! from there to the edge; the first cell along the ray that is not an opponent's disc (the lowest
//! member for directions towards higher indices, the highest for the others) decides whether the
//! run before it flips.
//!
//! [`Layout`] is the interface the rest of the crate uses. [`Geometry`] works for any size the game
//! allows; [`Standard8x8`] is the same thing with the numbers fixed at compile time, so the common
//! board gets constant shifts, a constant ray table and a fully unrolled fill.

use std::any::{Any, TypeId};
use std::fmt;
use std::sync::{Mutex, PoisonError};

use super::bits::Bits;
use super::options::RuleSet;

/// One direction of travel: a shift amount and the cells a shift may land on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Direction<B> {
    /// Shift amount in bits.
    pub shift: u32,
    /// Cells a one-step move in this direction may land on (excludes the wrapped-around column).
    pub mask: B,
}

/// The geometry of a board: everything the move generator needs to know about its shape.
///
/// The provided methods are the fast, unchecked core: they take bitboards relative to the side to
/// move (`me`, `opp`), assume both lie within [`Layout::cells`] and do not overlap, and assume a
/// move index names an empty cell on the board. The checked interface is [`Game`](crate::core::Game).
pub trait Layout: Copy + Send + Sync + 'static {
    /// The bitboard type.
    type B: Bits;

    /// Number of rows.
    fn rows(&self) -> u32;
    /// Number of columns.
    fn cols(&self) -> u32;
    /// Every cell of the board.
    fn cells(&self) -> Self::B;
    /// Directions towards higher bit indices (east, south-west, south, south-east).
    fn up(&self) -> [Direction<Self::B>; 4];
    /// Directions towards lower bit indices (west, north-east, north, north-west).
    fn down(&self) -> [Direction<Self::B>; 4];
    /// Legal moves under the full rules: the empty cells from which a straight line of one or more
    /// of `opp`'s discs ends on one of `me`'s.
    fn full_moves(&self, me: Self::B, opp: Self::B) -> Self::B;
    /// The discs `me` playing on the empty cell `index` flips under the full rules (empty if the
    /// move is illegal).
    fn full_flips(&self, me: Self::B, opp: Self::B, index: u32) -> Self::B;

    /// Number of cells.
    #[inline]
    fn cell_count(&self) -> u32 {
        self.rows() * self.cols()
    }

    /// The cells next to any member of `x`, in any of the eight directions.
    #[inline]
    fn neighbours(&self, x: Self::B) -> Self::B {
        let mut n = Self::B::ZERO;
        for d in self.up() {
            n |= x.shl_small(d.shift) & d.mask;
        }
        for d in self.down() {
            n |= x.shr_small(d.shift) & d.mask;
        }
        n & self.cells()
    }

    /// The legal moves for `me` under `rules`.
    #[inline(always)]
    fn moves(&self, rules: RuleSet, me: Self::B, opp: Self::B) -> Self::B {
        match rules {
            RuleSet::Full => self.full_moves(me, opp),
            RuleSet::Simple => self.neighbours(opp) & !(me | opp),
        }
    }

    /// The legal moves of two positions at once: `[moves(me[0], opp[0]), moves(me[1], opp[1])]`.
    /// The two computations are independent and identical, which lets the compiler run them side
    /// by side in vector registers.
    #[inline(always)]
    fn moves_x2(&self, rules: RuleSet, me: [Self::B; 2], opp: [Self::B; 2]) -> [Self::B; 2] {
        [
            self.moves(rules, me[0], opp[0]),
            self.moves(rules, me[1], opp[1]),
        ]
    }

    /// The discs that `me` playing on cell `index` flips under `rules`.
    #[inline(always)]
    fn flips(&self, rules: RuleSet, me: Self::B, opp: Self::B, index: u32) -> Self::B {
        match rules {
            RuleSet::Full => self.full_flips(me, opp, index),
            RuleSet::Simple => self.neighbours(Self::B::bit(index)) & opp,
        }
    }
}

/// The eight rays from one cell, towards the edge: first the four towards higher indices (east,
/// south-west, south, south-east, members in increasing order along the ray), then the four
/// towards lower indices (west, north-east, north, north-west).
pub type Rays<B> = [B; 8];

/// The (row, column) steps of the eight directions, in [`Rays`] order.
const STEPS: [(i32, i32); 8] = [
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
fn ray_flips<B: Bits>(rays: &Rays<B>, me: B, opp: B) -> B {
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

/// Any board the game allows, with shifts, masks and rays computed at run time.
///
/// The ray table is built once per size and bit width and shared (and kept) for the rest of the
/// process, so a `Geometry` stays a small `Copy` value.
#[derive(Clone, Copy)]
pub struct Geometry<B: 'static> {
    rows: u32,
    cols: u32,
    cells: B,
    not_first: B,
    not_last: B,
    rays: &'static [Rays<B>],
}

impl<B> fmt::Debug for Geometry<B> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Geometry")
            .field("rows", &self.rows)
            .field("cols", &self.cols)
            .finish_non_exhaustive()
    }
}

impl<B> PartialEq for Geometry<B> {
    /// Everything else follows from the size.
    fn eq(&self, other: &Self) -> bool {
        (self.rows, self.cols) == (other.rows, other.cols)
    }
}

impl<B> Eq for Geometry<B> {}

/// The rays of every cell of a `rows` × `cols` board, in cell order.
fn build_rays<B: Bits>(rows: u32, cols: u32) -> Vec<Rays<B>> {
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

/// The ray table for a size and bit width: built on first use, then shared.
fn shared_rays<B: Bits>(rows: u32, cols: u32) -> &'static [Rays<B>] {
    /// The bit width and the size.
    type Key = (TypeId, u32, u32);
    type Table = &'static (dyn Any + Send + Sync);
    static TABLES: Mutex<Vec<(Key, Table)>> = Mutex::new(Vec::new());
    let key = (TypeId::of::<B>(), rows, cols);
    // The list is only ever appended to, so a panic elsewhere cannot leave it inconsistent.
    let mut tables = TABLES.lock().unwrap_or_else(PoisonError::into_inner);
    let found = tables
        .iter()
        .find(|(k, _)| *k == key)
        .and_then(|&(_, table)| table.downcast_ref::<Vec<Rays<B>>>());
    if let Some(table) = found {
        return table;
    }
    let table: &'static Vec<Rays<B>> = Box::leak(Box::new(build_rays(rows, cols)));
    tables.push((key, table));
    table
}

impl<B: Bits> Geometry<B> {
    /// The geometry of a `rows` × `cols` board.
    ///
    /// # Panics
    /// If a dimension is below 3, the board is wider than 62 columns (a one-step shift must stay
    /// below 64 bits) or does not fit in `B`; the game's options never produce such a board.
    pub fn new(rows: u32, cols: u32) -> Self {
        assert!(
            rows >= 3 && (3..=62).contains(&cols) && rows * cols <= B::CAPACITY,
            "{rows}x{cols} does not fit"
        );
        let mut cells = B::ZERO;
        let mut not_first = B::ZERO;
        let mut not_last = B::ZERO;
        for r in 0..rows {
            for c in 0..cols {
                let bit = B::bit(r * cols + c);
                cells |= bit;
                if c != 0 {
                    not_first |= bit;
                }
                if c != cols - 1 {
                    not_last |= bit;
                }
            }
        }
        Geometry {
            rows,
            cols,
            cells,
            not_first,
            not_last,
            rays: shared_rays(rows, cols),
        }
    }

    /// Full-rules moves, stepping all eight directions together until none has a run left.
    #[inline(always)]
    fn moves_all_directions(&self, me: B, opp: B) -> B {
        let c = self.cols;
        let empty = !(me | opp) & self.cells;
        // A step may not land on the column it would wrap into.
        let (o_nf, o_nl) = (opp & self.not_first, opp & self.not_last);
        let (e_nf, e_nl) = (empty & self.not_first, empty & self.not_last);
        let mut e = me.shl_small(1) & o_nf;
        let mut sw = me.shl_small(c - 1) & o_nl;
        let mut s = me.shl_small(c) & opp;
        let mut se = me.shl_small(c + 1) & o_nf;
        let mut w = me.shr_small(1) & o_nl;
        let mut ne = me.shr_small(c - 1) & o_nf;
        let mut n = me.shr_small(c) & opp;
        let mut nw = me.shr_small(c + 1) & o_nl;
        let mut moves = B::ZERO;
        loop {
            let mut live = B::ZERO;
            let mut step = |next: B, land: B, through: B| {
                moves |= next & land;
                let run = next & through;
                live |= run;
                run
            };
            e = step(e.shl_small(1), e_nf, o_nf);
            sw = step(sw.shl_small(c - 1), e_nl, o_nl);
            s = step(s.shl_small(c), empty, opp);
            se = step(se.shl_small(c + 1), e_nf, o_nf);
            w = step(w.shr_small(1), e_nl, o_nl);
            ne = step(ne.shr_small(c - 1), e_nf, o_nf);
            n = step(n.shr_small(c), empty, opp);
            nw = step(nw.shr_small(c + 1), e_nl, o_nl);
            if live.is_zero() {
                return moves;
            }
        }
    }

    /// Full-rules moves, one line at a time (both directions of one shift together), stepping until
    /// neither direction has a run left.
    #[inline(always)]
    fn moves_by_line(&self, me: B, opp: B) -> B {
        let c = self.cols;
        let empty = !(me | opp) & self.cells;
        // A step may not land on the column it would wrap into.
        let (o_nf, o_nl) = (opp & self.not_first, opp & self.not_last);
        let (e_nf, e_nl) = (empty & self.not_first, empty & self.not_last);
        let mut moves = B::ZERO;
        // (shift, then for the step towards higher indices and for the one towards lower indices:
        // the cells a run may continue through and the cells a move may land on).
        let lines = [
            (1, o_nf, e_nf, o_nl, e_nl),
            (c - 1, o_nl, e_nl, o_nf, e_nf),
            (c, opp, empty, opp, empty),
            (c + 1, o_nf, e_nf, o_nl, e_nl),
        ];
        for (s, through_up, land_up, through_down, land_down) in lines {
            let mut up = me.shl_small(s) & through_up;
            let mut down = me.shr_small(s) & through_down;
            while !(up | down).is_zero() {
                let (next_up, next_down) = (up.shl_small(s), down.shr_small(s));
                moves |= (next_up & land_up) | (next_down & land_down);
                up = next_up & through_up;
                down = next_down & through_down;
            }
        }
        moves
    }
}

impl<B: Bits> Layout for Geometry<B> {
    type B = B;
    #[inline(always)]
    fn rows(&self) -> u32 {
        self.rows
    }
    #[inline(always)]
    fn cols(&self) -> u32 {
        self.cols
    }
    #[inline(always)]
    fn cells(&self) -> B {
        self.cells
    }
    #[inline]
    fn up(&self) -> [Direction<B>; 4] {
        let (c, nf, nl) = (self.cols, self.not_first, self.not_last);
        let dir = |shift, mask| Direction { shift, mask };
        [
            dir(1, nf),
            dir(c - 1, nl),
            dir(c, self.cells),
            dir(c + 1, nf),
        ]
    }
    #[inline]
    fn down(&self) -> [Direction<B>; 4] {
        let (c, nf, nl) = (self.cols, self.not_first, self.not_last);
        let dir = |shift, mask| Direction { shift, mask };
        [
            dir(1, nl),
            dir(c - 1, nf),
            dir(c, self.cells),
            dir(c + 1, nl),
        ]
    }

    /// Two fills that step one cell at a time until no run is left (as many rounds as the longest
    /// run, which is short on most positions even on the largest boards): all eight directions in
    /// one loop for single words, where they fit in registers; one line at a time for wider
    /// types, which would not.
    ///
    /// Wider types go through one AVX2 register per set when the processor has it (128-bit sets
    /// too, zero-extended: faster than the two-word fill). Single words stay scalar, which is
    /// faster for them.
    #[inline(always)]
    fn full_moves(&self, me: B, opp: B) -> B {
        if B::CAPACITY <= 64 {
            return self.moves_all_directions(me, opp);
        }
        #[cfg(target_arch = "x86_64")]
        if avx2::available() {
            let sets = [me, opp, self.cells, self.not_first, self.not_last].map(B::to_words);
            // SAFETY: the processor has AVX2, checked just above.
            return B::from_words(unsafe { avx2::moves_all_directions(self.cols, sets) });
        }
        self.moves_by_line(me, opp)
    }

    /// Wider types take the four rays towards higher indices through AVX2 when the processor
    /// has it, where finding a ray's lowest cell is one subtraction (measured on 16×16 perft:
    /// 13% faster). An eight-direction fill from the move, as in [`Layout::full_moves`], was
    /// 45% slower than the rays.
    #[inline(always)]
    fn full_flips(&self, me: B, opp: B, index: u32) -> B {
        let rays = &self.rays[index as usize];
        #[cfg(target_arch = "x86_64")]
        if B::CAPACITY > 64 && avx2::available() {
            let mut down = B::ZERO;
            for &ray in &rays[4..] {
                let outflank = (ray & !opp).highest() & me;
                down |= ray & outflank.above();
            }
            let up_rays = [rays[0], rays[1], rays[2], rays[3]].map(B::to_words);
            // SAFETY: the processor has AVX2, checked just above.
            let up = unsafe { avx2::up_flips(&up_rays, me.to_words(), opp.to_words()) };
            return down | B::from_words(up);
        }
        ray_flips(rays, me, opp)
    }
}

/// Full-rules moves for sets of up to 256 bits, each in one AVX2 register.
#[cfg(target_arch = "x86_64")]
mod avx2 {
    use std::arch::x86_64::{
        __m128i, __m256i, _mm_cvtsi32_si128, _mm256_add_epi64, _mm256_and_si256,
        _mm256_andnot_si256, _mm256_blend_epi32, _mm256_castsi256_pd, _mm256_cmpeq_epi64,
        _mm256_movemask_pd, _mm256_or_si256, _mm256_permute4x64_epi64, _mm256_set1_epi64x,
        _mm256_setzero_si256, _mm256_sll_epi64, _mm256_srl_epi64, _mm256_testz_si256,
    };

    /// Whether the processor has AVX2 (the answer is cached by the standard library).
    #[inline(always)]
    pub(super) fn available() -> bool {
        std::is_x86_feature_detected!("avx2")
    }

    /// A shift by `s` (0 < s < 64) of the whole 256 bits: `s` as a shift count, and `64 - s`, the
    /// count that moves a word's top (or bottom) bits into the next word.
    #[derive(Clone, Copy)]
    struct Shift {
        s: __m128i,
        carry: __m128i,
    }

    impl Shift {
        #[inline]
        #[target_feature(enable = "avx2")]
        fn new(s: u32) -> Shift {
            Shift {
                s: _mm_cvtsi32_si128(s as i32),
                carry: _mm_cvtsi32_si128(64 - s as i32),
            }
        }

        /// `x << s`: each word shifted, or'ed with the word below it shifted the other way (the
        /// words move up one lane, and the lowest lane gets zero).
        #[inline]
        #[target_feature(enable = "avx2")]
        fn up(self, x: __m256i) -> __m256i {
            let below = _mm256_blend_epi32::<0b0000_0011>(
                _mm256_permute4x64_epi64::<0b10_01_00_00>(x),
                _mm256_setzero_si256(),
            );
            _mm256_or_si256(
                _mm256_sll_epi64(x, self.s),
                _mm256_srl_epi64(below, self.carry),
            )
        }

        /// `x >> s` (see [`Shift::up`]).
        #[inline]
        #[target_feature(enable = "avx2")]
        fn down(self, x: __m256i) -> __m256i {
            let above = _mm256_blend_epi32::<0b1100_0000>(
                _mm256_permute4x64_epi64::<0b11_11_10_01>(x),
                _mm256_setzero_si256(),
            );
            _mm256_or_si256(
                _mm256_srl_epi64(x, self.s),
                _mm256_sll_epi64(above, self.carry),
            )
        }
    }

    /// The full-rules moves of `me` on a board `cols` wide: all eight directions stepped
    /// together until none has a run left (one loop whose length is the longest run, rather
    /// than one per line, which costs more in mispredicted loop exits than the extra steps).
    /// `sets` holds the words of `me`, `opp`, the board's cells, and the cells outside its first
    /// and its last column.
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(super) fn moves_all_directions(cols: u32, sets: [[u64; 4]; 5]) -> [u64; 4] {
        const PEEL: u32 = 3;
        // SAFETY: `[u64; 4]` and `__m256i` have the same size, and every bit pattern is valid
        // for both.
        let [me, opp, cells, not_first, not_last] =
            sets.map(|w| unsafe { std::mem::transmute::<[u64; 4], __m256i>(w) });
        let (and, or) = (_mm256_and_si256, _mm256_or_si256);
        let empty = _mm256_andnot_si256(or(me, opp), cells);
        let (o_nf, o_nl) = (and(opp, not_first), and(opp, not_last));
        let (e_nf, e_nl) = (and(empty, not_first), and(empty, not_last));
        let shifts = [1, cols - 1, cols, cols + 1].map(|s| Shift::new(s));
        // Per shift: the cells a run may continue through and a move may land on, towards
        // higher indices and towards lower ones.
        let through_up = [o_nf, o_nl, opp, o_nf];
        let land_up = [e_nf, e_nl, empty, e_nf];
        let through_down = [o_nl, o_nf, opp, o_nl];
        let land_down = [e_nl, e_nf, empty, e_nl];
        let mut up = [0, 1, 2, 3].map(|d| and(shifts[d].up(me), through_up[d]));
        let mut down = [0, 1, 2, 3].map(|d| and(shifts[d].down(me), through_down[d]));
        let mut moves = _mm256_setzero_si256();
        // The first `PEEL` steps without a test: the longest run in a position is mostly that
        // short, and a loop exit after a fixed count is predictable where one after a varying
        // count is not (measured on 16×16 perft: 2 steps 2% faster than none, 3 steps 7%, 4
        // steps 2%).
        for round in 0.. {
            if round >= PEEL {
                let live = or(
                    or(or(up[0], up[1]), or(up[2], up[3])),
                    or(or(down[0], down[1]), or(down[2], down[3])),
                );
                if _mm256_testz_si256(live, live) != 0 {
                    break;
                }
            }
            for d in 0..4 {
                let (next_up, next_down) = (shifts[d].up(up[d]), shifts[d].down(down[d]));
                moves = or(
                    moves,
                    or(and(next_up, land_up[d]), and(next_down, land_down[d])),
                );
                up[d] = and(next_up, through_up[d]);
                down[d] = and(next_down, through_down[d]);
            }
        }
        // SAFETY: as above.
        unsafe { std::mem::transmute::<__m256i, [u64; 4]>(moves) }
    }

    /// For each set of empty words (bit `i` set when word `i` is empty): all ones in each word
    /// whose lower words are all empty, the words that subtracting one from the set borrows from.
    const BORROW: [[u64; 4]; 16] = {
        let mut table = [[0; 4]; 16];
        let mut empty = 0;
        while empty < 16 {
            let mut i = 0;
            while i < 4 {
                let below = (1 << i) - 1;
                if empty & below == below {
                    table[empty][i] = u64::MAX;
                }
                i += 1;
            }
            empty += 1;
        }
        table
    };

    /// The flips along the four rays towards higher indices: on each, the run of `opp` before the
    /// ray's lowest cell that is not `opp`'s, if that cell is `me`'s. The lowest cell and the run
    /// come from one subtraction of one across the words, whose borrows come from [`BORROW`].
    #[inline]
    #[target_feature(enable = "avx2")]
    pub(super) fn up_flips(rays: &[[u64; 4]; 4], me: [u64; 4], opp: [u64; 4]) -> [u64; 4] {
        // SAFETY: `[u64; 4]` and `__m256i` have the same size, and every bit pattern is valid
        // for both.
        let v = |w: [u64; 4]| unsafe { std::mem::transmute::<[u64; 4], __m256i>(w) };
        let (me, opp) = (v(me), v(opp));
        let (and, or, andnot) = (_mm256_and_si256, _mm256_or_si256, _mm256_andnot_si256);
        let zero = _mm256_setzero_si256();
        let mut flips = zero;
        for &ray in rays {
            let ray = v(ray);
            let x = andnot(opp, ray);
            let empty = _mm256_movemask_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(x, zero)));
            let minus_one = _mm256_add_epi64(x, v(BORROW[empty as usize & 15]));
            let outflank = and(andnot(minus_one, x), me);
            let found = _mm256_testz_si256(outflank, outflank) as i64 - 1;
            let run = and(andnot(x, minus_one), ray);
            flips = or(flips, and(run, _mm256_set1_epi64x(found)));
        }
        // SAFETY: as above.
        unsafe { std::mem::transmute::<__m256i, [u64; 4]>(flips) }
    }
}

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

/// The rays of every cell of the 8×8 board (see [`build_rays`], which computes the same table).
const RAYS_8X8: [Rays<u64>; 64] = {
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
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::bits::U256;
    use crate::core::position::Position;

    #[test]
    fn constant_8x8_matches_computed_geometry() {
        let g = Geometry::<u64>::new(8, 8);
        let s = Standard8x8;
        assert_eq!(g.cells(), s.cells());
        assert_eq!(g.up(), s.up());
        assert_eq!(g.down(), s.down());
        assert_eq!(g.rays, &RAYS_8X8[..]);
    }

    #[test]
    fn rays_run_to_the_edge() {
        let g = Geometry::<u128>::new(10, 12);
        // Cell (2, 3) = 27 on a 12-wide board.
        let rays = g.rays[27];
        let cells = |v: &[u32]| v.iter().fold(0u128, |acc, &i| acc | 1 << i);
        assert_eq!(rays[0], cells(&[28, 29, 30, 31, 32, 33, 34, 35])); // east
        assert_eq!(rays[1], cells(&[38, 49, 60])); // south-west, to column 0
        assert_eq!(rays[2], cells(&[39, 51, 63, 75, 87, 99, 111])); // south
        assert_eq!(rays[3], cells(&[40, 53, 66, 79, 92, 105, 118])); // south-east
        assert_eq!(rays[4], cells(&[26, 25, 24])); // west
        assert_eq!(rays[5], cells(&[16, 5])); // north-east
        assert_eq!(rays[6], cells(&[15, 3])); // north
        assert_eq!(rays[7], cells(&[14, 1])); // north-west
    }

    #[test]
    fn ray_tables_are_shared_per_size_and_width() {
        let a = Geometry::<U256>::new(12, 14);
        let b = Geometry::<U256>::new(12, 14);
        assert!(std::ptr::eq(a.rays, b.rays));
        let c = Geometry::<u128>::new(8, 10);
        let d = Geometry::<U256>::new(8, 10);
        assert!(!std::ptr::eq(
            c.rays.as_ptr().cast::<u8>(),
            d.rays.as_ptr().cast::<u8>()
        ));
        assert_eq!(c.rays.len(), d.rays.len());
        for (x, y) in c.rays.iter().zip(d.rays) {
            for (p, q) in x.iter().zip(y) {
                assert_eq!(p.to_words(), q.to_words());
            }
        }
    }

    /// A small deterministic generator (xorshift64*), so failures reproduce.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
        }
        fn below(&mut self, n: u64) -> u64 {
            self.next() % n
        }
    }

    /// The obvious rules on (row, column) coordinates, one cell at a time: the reference the
    /// bitboard code must agree with.
    struct Reference {
        rows: i32,
        cols: i32,
    }

    impl Reference {
        fn of<L: Layout>(layout: &L) -> Self {
            Reference {
                rows: layout.rows() as i32,
                cols: layout.cols() as i32,
            }
        }

        fn on_board(&self, r: i32, c: i32) -> bool {
            (0..self.rows).contains(&r) && (0..self.cols).contains(&c)
        }

        fn flips<B: Bits>(&self, rules: RuleSet, me: B, opp: B, index: u32) -> B {
            let (r, c) = ((index as i32) / self.cols, (index as i32) % self.cols);
            let at = |r: i32, c: i32| (r * self.cols + c) as u32;
            let mut flips = B::ZERO;
            for dr in -1..=1 {
                for dc in -1..=1 {
                    if (dr, dc) == (0, 0) {
                        continue;
                    }
                    let (mut rr, mut cc) = (r + dr, c + dc);
                    if rules == RuleSet::Simple {
                        if self.on_board(rr, cc) && opp.has(at(rr, cc)) {
                            flips |= B::bit(at(rr, cc));
                        }
                        continue;
                    }
                    let mut run = B::ZERO;
                    while self.on_board(rr, cc) && opp.has(at(rr, cc)) {
                        run |= B::bit(at(rr, cc));
                        rr += dr;
                        cc += dc;
                    }
                    if self.on_board(rr, cc) && me.has(at(rr, cc)) {
                        flips |= run;
                    }
                }
            }
            flips
        }

        fn moves<B: Bits>(&self, rules: RuleSet, me: B, opp: B) -> B {
            let mut moves = B::ZERO;
            for i in 0..(self.rows * self.cols) as u32 {
                if !me.has(i) && !opp.has(i) && !self.flips(rules, me, opp, i).is_zero() {
                    moves |= B::bit(i);
                }
            }
            moves
        }
    }

    /// Checks moves, flips (of every empty cell) and paired moves against the reference.
    fn check_position<L: Layout>(layout: &L, rules: RuleSet, me: L::B, opp: L::B) {
        let reference = Reference::of(layout);
        let moves = layout.moves(rules, me, opp);
        assert_eq!(
            moves,
            reference.moves(rules, me, opp),
            "{rules:?} moves on {}x{}: me {me:?} opp {opp:?}",
            layout.rows(),
            layout.cols()
        );
        assert_eq!(
            layout.moves_x2(rules, [me, opp], [opp, me]),
            [moves, layout.moves(rules, opp, me)]
        );
        for i in 0..layout.cell_count() {
            if me.has(i) || opp.has(i) {
                continue;
            }
            assert_eq!(
                layout.flips(rules, me, opp, i),
                reference.flips(rules, me, opp, i),
                "{rules:?} flips at {i} on {}x{}: me {me:?} opp {opp:?}",
                layout.rows(),
                layout.cols()
            );
        }
    }

    /// Random boards of every density (which make long runs and full lines), then random games
    /// from the start position, checked at every ply.
    fn check_layout<L: Layout>(layout: &L, seed: u64) {
        let mut rng = Rng(seed);
        let n = layout.cell_count();
        for rules in [RuleSet::Full, RuleSet::Simple] {
            for round in 0..120 {
                // Out of 8: how many in 8 cells are empty, and how many of the others are `me`'s.
                let (empty, mine) = (round % 7 + 1, rng.below(7) + 1);
                let (mut me, mut opp) = (L::B::ZERO, L::B::ZERO);
                for i in 0..n {
                    if rng.below(8) >= empty {
                        if rng.below(8) < mine {
                            me |= L::B::bit(i);
                        } else {
                            opp |= L::B::bit(i);
                        }
                    }
                }
                check_position(layout, rules, me, opp);
            }
            for _ in 0..6 {
                let (r, c) = (layout.rows() / 2 - 1, layout.cols() / 2 - 1);
                let at = |r: u32, c: u32| L::B::bit(r * layout.cols() + c);
                let mut pos = Position {
                    me: at(r, c + 1) | at(r + 1, c),
                    opp: at(r, c) | at(r + 1, c + 1),
                };
                loop {
                    check_position(layout, rules, pos.me, pos.opp);
                    let mut moves = pos.moves(layout, rules);
                    if moves.is_zero() {
                        pos = pos.pass();
                        moves = pos.moves(layout, rules);
                        if moves.is_zero() {
                            break;
                        }
                    }
                    let pick = rng.below(u64::from(moves.count())) as usize;
                    let index = moves.iter().nth(pick).unwrap_or_else(|| moves.first());
                    pos = pos.play(index, pos.flips(layout, rules, index));
                }
            }
        }
    }

    /// The portable fills against the one `full_moves` uses (which, on processors with AVX2, is
    /// the vector one for wide sets), on random boards of every density, so every version is
    /// checked on any machine.
    fn check_fills<B: Bits>(rows: u32, cols: u32, rng: &mut Rng) {
        let g = Geometry::<B>::new(rows, cols);
        for round in 0..300 {
            let (mut me, mut opp) = (B::ZERO, B::ZERO);
            for i in 0..rows * cols {
                match (rng.below(8), round % 7) {
                    (x, empty) if x <= empty => {}
                    (x, _) if x % 2 == 0 => me |= B::bit(i),
                    _ => opp |= B::bit(i),
                }
            }
            let moves = g.full_moves(me, opp);
            assert_eq!(
                g.moves_by_line(me, opp),
                moves,
                "{rows}x{cols}: {me:?} {opp:?}"
            );
            assert_eq!(g.moves_all_directions(me, opp), moves);
        }
    }

    #[test]
    fn every_fill_finds_the_same_moves() {
        let mut rng = Rng(7);
        for (r, c) in [(16, 16), (12, 14), (14, 16), (10, 10), (4, 16), (16, 4)] {
            check_fills::<U256>(r, c, &mut rng);
        }
        for (r, c) in [(10, 10), (8, 16), (16, 8), (10, 12), (4, 4)] {
            check_fills::<u128>(r, c, &mut rng);
        }
    }

    #[test]
    fn standard_8x8_agrees_with_the_reference() {
        check_layout(&Standard8x8, 1);
    }

    #[test]
    fn u64_geometries_agree_with_the_reference() {
        for (i, (r, c)) in [(4, 4), (4, 16), (16, 4), (6, 10), (8, 8), (3, 21), (5, 7)]
            .into_iter()
            .enumerate()
        {
            check_layout(&Geometry::<u64>::new(r, c), 10 + i as u64);
        }
    }

    #[test]
    fn u128_geometries_agree_with_the_reference() {
        for (i, (r, c)) in [(10, 10), (8, 16), (16, 8), (4, 4), (6, 10), (8, 8)]
            .into_iter()
            .enumerate()
        {
            check_layout(&Geometry::<u128>::new(r, c), 20 + i as u64);
        }
    }

    /// The AVX2 flips towards higher indices against the portable ray flips, on random positions
    /// (every cell as the move, empty or not: a cell's rays depend only on the discs around it).
    #[cfg(target_arch = "x86_64")]
    fn check_avx2_flips<B: Bits>(rows: u32, cols: u32, seed: u64) {
        let g = Geometry::<B>::new(rows, cols);
        let mut rng = Rng(seed);
        let n = g.cell_count();
        for round in 0..60 {
            let (empty, mine) = (round % 7 + 1, rng.below(7) + 1);
            let (mut me, mut opp) = (B::ZERO, B::ZERO);
            for i in 0..n {
                if rng.below(8) >= empty {
                    if rng.below(8) < mine {
                        me |= B::bit(i);
                    } else {
                        opp |= B::bit(i);
                    }
                }
            }
            for index in 0..n {
                let rays = &g.rays[index as usize];
                let up_rays = [rays[0], rays[1], rays[2], rays[3]];
                // The same rays with the four towards lower indices left empty.
                let [e, sw, s, se] = up_rays;
                let z = B::ZERO;
                let portable = ray_flips(&[e, sw, s, se, z, z, z, z], me, opp);
                // SAFETY: the processor has AVX2, checked by the caller.
                let fast = B::from_words(unsafe {
                    avx2::up_flips(&up_rays.map(B::to_words), me.to_words(), opp.to_words())
                });
                assert!(
                    fast == portable,
                    "{rows}x{cols} cell {index}: {:?} != {:?} for me {:?} opp {:?}",
                    fast.to_words(),
                    portable.to_words(),
                    me.to_words(),
                    opp.to_words()
                );
                assert!(g.full_flips(me, opp, index) == ray_flips(rays, me, opp));
            }
        }
    }

    #[test]
    #[cfg(target_arch = "x86_64")]
    fn avx2_flips_match_the_ray_flips() {
        if !avx2::available() {
            return;
        }
        for (i, (r, c)) in [(10, 10), (8, 16), (16, 4), (10, 12)]
            .into_iter()
            .enumerate()
        {
            check_avx2_flips::<u128>(r, c, 50 + i as u64);
        }
        for (i, (r, c)) in [(10, 10), (12, 14), (16, 16), (8, 16), (16, 4)]
            .into_iter()
            .enumerate()
        {
            check_avx2_flips::<U256>(r, c, 60 + i as u64);
        }
    }

    #[test]
    fn u256_geometries_agree_with_the_reference() {
        for (i, (r, c)) in [
            (12, 14),
            (16, 16),
            (14, 16),
            (4, 16),
            (16, 4),
            (10, 10),
            (8, 8),
        ]
        .into_iter()
        .enumerate()
        {
            check_layout(&Geometry::<U256>::new(r, c), 30 + i as u64);
        }
    }
}
