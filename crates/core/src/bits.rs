//! Fixed-width bit sets used as bitboards: `u64`, `u128` and [`U256`].
//!
//! A board with `rows * cols` cells uses the smallest type that holds it, so the standard 8×8 board
//! runs on plain `u64` arithmetic while 16×16 boards get 256 bits.

use std::fmt;
use std::hint::select_unpredictable;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Shl, Shr};

/// The operations the move generator needs from a bitboard word.
///
/// Bit `i` stands for cell `i` in row-major order (`row * cols + col`); shifts move bits towards
/// higher (`<<`) or lower (`>>`) indices and drop whatever falls off either end.
pub trait Bits:
    Copy
    + Eq
    + Default
    + fmt::Debug
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
{
    /// The empty set.
    const ZERO: Self;
    /// How many cells the type can hold.
    const CAPACITY: u32;
    /// The set holding only `index` (which must be below [`Bits::CAPACITY`]).
    fn bit(index: u32) -> Self;
    /// Number of members.
    fn count(self) -> u32;
    /// Whether the set is empty.
    fn is_zero(self) -> bool;
    /// Index of the lowest member; meaningless on the empty set.
    fn first(self) -> u32;
    /// The set without its lowest member.
    fn without_first(self) -> Self;
    /// The set as four little-endian 64-bit words (for conversion between widths).
    fn to_words(self) -> [u64; 4];
    /// The inverse of [`Bits::to_words`]; words beyond the capacity are ignored.
    fn from_words(words: [u64; 4]) -> Self;

    /// `self << n` for `0 < n < 64`: the move generator's one-step shifts, which wide types do
    /// with a short carry chain instead of the general shift.
    fn shl_small(self, n: u32) -> Self;
    /// `self >> n` for `0 < n < 64` (see [`Bits::shl_small`]).
    fn shr_small(self, n: u32) -> Self;
    /// The set holding only the lowest member (empty if `self` is).
    fn lowest(self) -> Self;
    /// The set holding only the highest member (empty if `self` is).
    fn highest(self) -> Self;
    /// For a single member, every index below it; for the empty set, the empty set.
    fn below(self) -> Self;
    /// For a single member, every index above it; for the empty set, the empty set.
    fn above(self) -> Self;

    /// Whether `index` is a member.
    #[inline(always)]
    fn has(self, index: u32) -> bool {
        !(self & Self::bit(index)).is_zero()
    }

    /// Iterates over the members in increasing order.
    #[inline(always)]
    fn iter(self) -> BitIter<Self> {
        BitIter(self)
    }
}

/// Iterator over the indices of the members of a [`Bits`] set.
#[derive(Clone, Copy, Debug)]
pub struct BitIter<B>(B);

impl<B: Bits> Iterator for BitIter<B> {
    type Item = u32;
    #[inline(always)]
    fn next(&mut self) -> Option<u32> {
        if self.0.is_zero() {
            None
        } else {
            let i = self.0.first();
            self.0 = self.0.without_first();
            Some(i)
        }
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }
}

impl<B: Bits> ExactSizeIterator for BitIter<B> {}

/// `Bits` for a primitive unsigned integer of 64 or 128 bits.
macro_rules! primitive_bits {
    ($t:ty) => {
        impl Bits for $t {
            const ZERO: Self = 0;
            const CAPACITY: u32 = <$t>::BITS;
            #[inline(always)]
            fn bit(index: u32) -> Self {
                1 << index
            }
            #[inline(always)]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline(always)]
            fn is_zero(self) -> bool {
                self == 0
            }
            #[inline(always)]
            fn first(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline(always)]
            fn without_first(self) -> Self {
                self & self.wrapping_sub(1)
            }
            #[inline(always)]
            fn to_words(self) -> [u64; 4] {
                let mut words = [0; 4];
                for (i, word) in words
                    .iter_mut()
                    .enumerate()
                    .take(Self::CAPACITY as usize / 64)
                {
                    *word = (self >> (64 * i)) as u64;
                }
                words
            }
            #[inline(always)]
            fn from_words(words: [u64; 4]) -> Self {
                let mut x: Self = 0;
                for (i, &word) in words.iter().enumerate().take(Self::CAPACITY as usize / 64) {
                    x |= Self::from(word) << (64 * i);
                }
                x
            }
            #[inline(always)]
            fn shl_small(self, n: u32) -> Self {
                // Masking tells the compiler the amount is below 64: for u128 a double-word
                // shift with no branches.
                self << (n & 63)
            }
            #[inline(always)]
            fn shr_small(self, n: u32) -> Self {
                self >> (n & 63)
            }
            #[inline(always)]
            fn lowest(self) -> Self {
                self & self.wrapping_neg()
            }
            #[inline(always)]
            fn highest(self) -> Self {
                // `self | 1` is never empty, so the scan needs no zero check; the final `&`
                // empties the result again when `self` was empty.
                (1 << (<$t>::BITS - 1 - (self | 1).leading_zeros())) & self
            }
            #[inline(always)]
            fn below(self) -> Self {
                self.wrapping_sub(Self::from(self != 0))
            }
            #[inline(always)]
            fn above(self) -> Self {
                self.wrapping_neg() ^ self
            }
        }
    };
}
primitive_bits!(u64);
primitive_bits!(u128);

/// A 256-bit set, as four little-endian 64-bit words (`w[0]` holds indices 0..64).
///
/// Four words rather than two `u128` halves: the one-step shifts of the move generator become a
/// chain of double-word shifts, and carries and borrows run through plain add/sub-with-carry.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct U256 {
    w: [u64; 4],
}

impl fmt::Debug for U256 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d] = self.w;
        write!(f, "U256({d:#018x}_{c:016x}_{b:016x}_{a:016x})")
    }
}

macro_rules! u256_bitop {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:tt) => {
        impl $trait for U256 {
            type Output = U256;
            #[inline(always)]
            fn $method(self, rhs: U256) -> U256 {
                let (a, b) = (self.w, rhs.w);
                U256 { w: [a[0] $op b[0], a[1] $op b[1], a[2] $op b[2], a[3] $op b[3]] }
            }
        }
        impl $assign for U256 {
            #[inline(always)]
            fn $assign_method(&mut self, rhs: U256) {
                *self = *self $op rhs;
            }
        }
    };
}
u256_bitop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
u256_bitop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
u256_bitop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for U256 {
    type Output = U256;
    #[inline(always)]
    fn not(self) -> U256 {
        let a = self.w;
        U256 {
            w: [!a[0], !a[1], !a[2], !a[3]],
        }
    }
}

impl Shl<u32> for U256 {
    type Output = U256;
    /// Any amount; 256 or more gives the empty set.
    #[inline]
    fn shl(self, n: u32) -> U256 {
        if n >= 256 {
            return U256::ZERO;
        }
        let (words, bits) = ((n / 64) as usize, n % 64);
        let mut w = [0; 4];
        for (i, out) in w.iter_mut().enumerate().skip(words) {
            let from = i - words;
            *out = self.w[from] << bits;
            if bits != 0 && from > 0 {
                *out |= self.w[from - 1] >> (64 - bits);
            }
        }
        U256 { w }
    }
}

impl Shr<u32> for U256 {
    type Output = U256;
    /// Any amount; 256 or more gives the empty set.
    #[inline]
    fn shr(self, n: u32) -> U256 {
        if n >= 256 {
            return U256::ZERO;
        }
        let (words, bits) = ((n / 64) as usize, n % 64);
        let mut w = [0; 4];
        for (i, out) in w.iter_mut().enumerate().take(4 - words) {
            let from = i + words;
            *out = self.w[from] >> bits;
            if bits != 0 && from < 3 {
                *out |= self.w[from + 1] << (64 - bits);
            }
        }
        U256 { w }
    }
}

impl U256 {
    /// `self - x` (x is 0 or 1), wrapping, with the borrow carried through the words.
    #[inline(always)]
    fn minus(self, x: u64) -> U256 {
        let a = self.w;
        let (b0, c) = a[0].overflowing_sub(x);
        let (b1, c) = a[1].overflowing_sub(u64::from(c));
        let (b2, c) = a[2].overflowing_sub(u64::from(c));
        let b3 = a[3].wrapping_sub(u64::from(c));
        U256 {
            w: [b0, b1, b2, b3],
        }
    }

    /// `-self`, wrapping: `!self + 1` with the carry through the words.
    #[inline(always)]
    fn negated(self) -> U256 {
        let a = self.w;
        let (n0, c) = (!a[0]).overflowing_add(1);
        let (n1, c) = (!a[1]).overflowing_add(u64::from(c));
        let (n2, c) = (!a[2]).overflowing_add(u64::from(c));
        let n3 = (!a[3]).wrapping_add(u64::from(c));
        U256 {
            w: [n0, n1, n2, n3],
        }
    }
}

impl Bits for U256 {
    const ZERO: Self = U256 { w: [0; 4] };
    const CAPACITY: u32 = 256;
    #[inline(always)]
    fn bit(index: u32) -> Self {
        let mut w = [0; 4];
        w[(index / 64) as usize & 3] = 1 << (index % 64);
        U256 { w }
    }
    #[inline(always)]
    fn count(self) -> u32 {
        let a = self.w;
        a[0].count_ones() + a[1].count_ones() + a[2].count_ones() + a[3].count_ones()
    }
    #[inline(always)]
    fn is_zero(self) -> bool {
        let a = self.w;
        (a[0] | a[1] | a[2] | a[3]) == 0
    }
    #[inline(always)]
    fn first(self) -> u32 {
        // Which word holds the lowest member changes from one call to the next as often as not,
        // so the choice is made with selects rather than branches.
        let a = self.w;
        let low =
            select_unpredictable(a[0] != 0, a[0].trailing_zeros(), 64 + a[1].trailing_zeros());
        let high = select_unpredictable(
            a[2] != 0,
            128 + a[2].trailing_zeros(),
            192 + a[3].trailing_zeros(),
        );
        select_unpredictable(a[0] | a[1] != 0, low, high)
    }
    #[inline(always)]
    fn without_first(self) -> Self {
        self & self.minus(1)
    }
    #[inline(always)]
    fn to_words(self) -> [u64; 4] {
        self.w
    }
    #[inline(always)]
    fn from_words(words: [u64; 4]) -> Self {
        U256 { w: words }
    }
    #[inline(always)]
    fn shl_small(self, n: u32) -> Self {
        let (a, n) = (self.w, n & 63);
        // `x >> 1 >> (63 - n)` is `x >> (64 - n)` without an out-of-range amount.
        let carry = |x: u64| x >> 1 >> (63 - n);
        U256 {
            w: [
                a[0] << n,
                a[1] << n | carry(a[0]),
                a[2] << n | carry(a[1]),
                a[3] << n | carry(a[2]),
            ],
        }
    }
    #[inline(always)]
    fn shr_small(self, n: u32) -> Self {
        let (a, n) = (self.w, n & 63);
        let carry = |x: u64| x << 1 << (63 - n);
        U256 {
            w: [
                a[0] >> n | carry(a[1]),
                a[1] >> n | carry(a[2]),
                a[2] >> n | carry(a[3]),
                a[3] >> n,
            ],
        }
    }
    #[inline(always)]
    fn lowest(self) -> Self {
        self & self.negated()
    }
    #[inline(always)]
    fn highest(self) -> Self {
        let a = self.w;
        let mut w = [0; 4];
        if a[3] != 0 {
            w[3] = a[3].highest();
        } else if a[2] != 0 {
            w[2] = a[2].highest();
        } else if a[1] != 0 {
            w[1] = a[1].highest();
        } else {
            w[0] = a[0].highest();
        }
        U256 { w }
    }
    #[inline(always)]
    fn below(self) -> Self {
        self.minus(u64::from(!self.is_zero()))
    }
    #[inline(always)]
    fn above(self) -> Self {
        self.negated() ^ self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn u256_shifts_cross_the_halves() {
        let x = U256::bit(120);
        assert_eq!(x << 10, U256::bit(130));
        assert_eq!((x << 10) >> 10, x);
        assert_eq!(U256::bit(3) << 200, U256::bit(203));
        assert_eq!(U256::bit(203) >> 200, U256::bit(3));
        assert_eq!(U256::bit(255) << 1, U256::ZERO);
        assert_eq!(U256::bit(0) >> 1, U256::ZERO);
        assert_eq!(U256::bit(5) << 0, U256::bit(5));
    }

    /// The word-level helpers against their definitions, on sets that cross word boundaries.
    fn check_helpers<B: Bits>() {
        let samples: Vec<u32> = [
            0, 1, 5, 62, 63, 64, 65, 100, 127, 128, 129, 191, 192, 200, 255,
        ]
        .into_iter()
        .filter(|&i| i < B::CAPACITY)
        .collect();
        let all = samples.iter().fold(B::ZERO, |acc, &i| acc | B::bit(i));
        let up_to = |i: u32| (0..i).fold(B::ZERO, |acc, j| acc | B::bit(j));
        let beyond = |i: u32| (i + 1..B::CAPACITY).fold(B::ZERO, |acc, j| acc | B::bit(j));
        assert_eq!(B::ZERO.lowest(), B::ZERO);
        assert_eq!(B::ZERO.highest(), B::ZERO);
        assert_eq!(B::ZERO.below(), B::ZERO);
        assert_eq!(B::ZERO.above(), B::ZERO);
        for (k, &i) in samples.iter().enumerate() {
            let x = B::bit(i);
            assert_eq!(x.below(), up_to(i), "below {i}");
            assert_eq!(x.above(), beyond(i), "above {i}");
            let tail = samples[k..].iter().fold(B::ZERO, |acc, &j| acc | B::bit(j));
            assert_eq!(tail.lowest(), x, "lowest of the members from {i}");
            assert_eq!(tail.first(), i);
            let head = samples[..=k]
                .iter()
                .fold(B::ZERO, |acc, &j| acc | B::bit(j));
            assert_eq!(head.highest(), x, "highest of the members up to {i}");
            for n in 1..64 {
                let shifted = |f: &dyn Fn(u32) -> Option<u32>| {
                    samples
                        .iter()
                        .filter_map(|&j| f(j).filter(|&t| t < B::CAPACITY))
                        .fold(B::ZERO, |acc, t| acc | B::bit(t))
                };
                assert_eq!(all.shl_small(n), shifted(&|j| Some(j + n)), "<< {n}");
                assert_eq!(all.shr_small(n), shifted(&|j| j.checked_sub(n)), ">> {n}");
                assert_eq!(all.shl_small(n), all << n);
                assert_eq!(all.shr_small(n), all >> n);
            }
        }
        assert_eq!(all.without_first().count(), all.count() - 1);
    }

    #[test]
    fn helpers_agree_with_their_definitions_for_every_width() {
        check_helpers::<u64>();
        check_helpers::<u128>();
        check_helpers::<U256>();
    }

    #[test]
    fn u256_general_shifts_move_whole_words() {
        let x = U256::bit(7) | U256::bit(70) | U256::bit(140);
        assert_eq!(x << 128, U256::bit(135) | U256::bit(198));
        assert_eq!(x >> 64, U256::bit(6) | U256::bit(76));
        assert_eq!(x << 64, U256::bit(71) | U256::bit(134) | U256::bit(204));
        assert_eq!(x >> 256, U256::ZERO);
        assert_eq!(x << 300, U256::ZERO);
    }

    #[test]
    fn iteration_and_words_round_trip() {
        let x = U256::bit(0) | U256::bit(127) | U256::bit(128) | U256::bit(255);
        assert_eq!(x.iter().collect::<Vec<_>>(), vec![0, 127, 128, 255]);
        assert_eq!(U256::from_words(x.to_words()), x);
        assert_eq!(x.count(), 4);
        let y: u128 = (1 << 100) | 1;
        assert_eq!(u128::from_words(y.to_words()), y);
        assert_eq!(y.iter().collect::<Vec<_>>(), vec![0, 100]);
    }
}
