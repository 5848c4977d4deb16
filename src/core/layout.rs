//! Board geometry as bitboard shifts and masks, and the move generator built on it.
//!
//! A cell `(row, col)` is bit `row * cols + col`. The eight directions are four shift amounts
//! (`1`, `cols - 1`, `cols`, `cols + 1`), each applied towards higher and towards lower indices.
//! A horizontal component would wrap from one row's edge into the next row, so every direction has a
//! mask of the cells a shift may land on: not the first column for eastward moves, not the last for
//! westward ones.
//!
//! [`Layout`] is the interface the rest of the crate uses. [`Geometry`] works for any size the game
//! allows; [`Standard8x8`] is the same thing with the numbers fixed at compile time, so the common
//! board gets constant shifts and fully unrolled loops.

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
    /// Number of doubling steps that cover the longest run of opponent discs
    /// (`2^steps - 1 >= max(rows, cols) - 2`).
    fn fill_steps(&self) -> u32;

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
            n |= (x << d.shift) & d.mask;
        }
        for d in self.down() {
            n |= (x >> d.shift) & d.mask;
        }
        n & self.cells()
    }

    /// The legal moves for `me` under `rules`.
    #[inline]
    fn moves(&self, rules: RuleSet, me: Self::B, opp: Self::B) -> Self::B {
        match rules {
            RuleSet::Full => self.full_moves(me, opp),
            RuleSet::Simple => self.neighbours(opp) & !(me | opp),
        }
    }

    /// The discs that `me` playing on cell `index` flips under `rules`.
    #[inline]
    fn flips(&self, rules: RuleSet, me: Self::B, opp: Self::B, index: u32) -> Self::B {
        match rules {
            RuleSet::Full => self.full_flips(me, opp, index),
            RuleSet::Simple => self.neighbours(Self::B::bit(index)) & opp,
        }
    }

    /// Legal moves under the full rules: an occluded (Kogge-Stone) fill from `me` through `opp`
    /// in each direction, then one more step onto an empty cell.
    #[inline]
    fn full_moves(&self, me: Self::B, opp: Self::B) -> Self::B {
        let empty = !(me | opp) & self.cells();
        let steps = self.fill_steps();
        let mut moves = Self::B::ZERO;
        for d in self.up() {
            let mut reach = me;
            let mut pro = opp & d.mask;
            let mut s = d.shift;
            for k in 0..steps {
                // A jump as wide as the word reaches nothing (and would be an overflowing shift).
                if s >= Self::B::CAPACITY {
                    break;
                }
                reach |= pro & (reach << s);
                if k + 1 < steps {
                    pro &= pro << s;
                    s *= 2;
                }
            }
            moves |= ((reach & !me) << d.shift) & empty & d.mask;
        }
        for d in self.down() {
            let mut reach = me;
            let mut pro = opp & d.mask;
            let mut s = d.shift;
            for k in 0..steps {
                if s >= Self::B::CAPACITY {
                    break;
                }
                reach |= pro & (reach >> s);
                if k + 1 < steps {
                    pro &= pro >> s;
                    s *= 2;
                }
            }
            moves |= ((reach & !me) >> d.shift) & empty & d.mask;
        }
        moves
    }

    /// Flips under the full rules: walk each direction from the move while the cells hold
    /// opponent discs; keep the run if it ends on one of `me`'s discs.
    #[inline]
    fn full_flips(&self, me: Self::B, opp: Self::B, index: u32) -> Self::B {
        let m = Self::B::bit(index);
        let mut flips = Self::B::ZERO;
        for d in self.up() {
            let pro = opp & d.mask;
            let mut run = Self::B::ZERO;
            let mut x = (m << d.shift) & d.mask;
            while !(x & pro).is_zero() {
                run |= x;
                x = (x << d.shift) & d.mask;
            }
            if !(x & me).is_zero() {
                flips |= run;
            }
        }
        for d in self.down() {
            let pro = opp & d.mask;
            let mut run = Self::B::ZERO;
            let mut x = (m >> d.shift) & d.mask;
            while !(x & pro).is_zero() {
                run |= x;
                x = (x >> d.shift) & d.mask;
            }
            if !(x & me).is_zero() {
                flips |= run;
            }
        }
        flips
    }
}

/// Any board the game allows, with shifts and masks computed at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry<B> {
    rows: u32,
    cols: u32,
    cells: B,
    up: [Direction<B>; 4],
    down: [Direction<B>; 4],
    steps: u32,
}

impl<B: Bits> Geometry<B> {
    /// The geometry of a `rows` × `cols` board.
    ///
    /// # Panics
    /// If a dimension is below 3 or the board does not fit in `B`; the game's options never
    /// produce such a board.
    pub fn new(rows: u32, cols: u32) -> Self {
        assert!(
            rows >= 3 && cols >= 3 && rows * cols <= B::CAPACITY,
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
        let dir = |shift, mask| Direction { shift, mask };
        let up = [
            dir(1, not_first),
            dir(cols - 1, not_last),
            dir(cols, cells),
            dir(cols + 1, not_first),
        ];
        let down = [
            dir(1, not_last),
            dir(cols - 1, not_first),
            dir(cols, cells),
            dir(cols + 1, not_last),
        ];
        let longest_run = rows.max(cols) - 2;
        let mut steps = 1;
        while (1u32 << steps) - 1 < longest_run {
            steps += 1;
        }
        Geometry {
            rows,
            cols,
            cells,
            up,
            down,
            steps,
        }
    }
}

impl<B: Bits> Layout for Geometry<B> {
    type B = B;
    #[inline]
    fn rows(&self) -> u32 {
        self.rows
    }
    #[inline]
    fn cols(&self) -> u32 {
        self.cols
    }
    #[inline]
    fn cells(&self) -> B {
        self.cells
    }
    #[inline]
    fn up(&self) -> [Direction<B>; 4] {
        self.up
    }
    #[inline]
    fn down(&self) -> [Direction<B>; 4] {
        self.down
    }
    #[inline]
    fn fill_steps(&self) -> u32 {
        self.steps
    }
}

/// The standard 8×8 board, with every shift and mask a compile-time constant.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Standard8x8;

const NOT_A: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const fn d8(shift: u32, mask: u64) -> Direction<u64> {
    Direction { shift, mask }
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
    fn fill_steps(&self) -> u32 {
        3
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constant_8x8_matches_computed_geometry() {
        let g = Geometry::<u64>::new(8, 8);
        let s = Standard8x8;
        assert_eq!(g.cells(), s.cells());
        assert_eq!(g.up(), s.up());
        assert_eq!(g.down(), s.down());
        assert_eq!(g.fill_steps(), s.fill_steps());
    }

    #[test]
    fn fill_steps_cover_the_longest_run() {
        assert_eq!(Geometry::<u64>::new(4, 4).fill_steps(), 2);
        assert_eq!(Geometry::<u64>::new(4, 6).fill_steps(), 3);
        assert_eq!(Geometry::<u64>::new(8, 8).fill_steps(), 3);
        assert_eq!(Geometry::<u128>::new(8, 10).fill_steps(), 4);
        assert_eq!(Geometry::<u128>::new(10, 10).fill_steps(), 4);
        assert_eq!(
            Geometry::<crate::core::bits::U256>::new(16, 16).fill_steps(),
            4
        );
    }
}
