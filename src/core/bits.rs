//! Fixed-width bit sets used as bitboards: `u64`, `u128` and [`U256`].
//!
//! A board with `rows * cols` cells uses the smallest type that holds it, so the standard 8×8 board
//! runs on plain `u64` arithmetic while 16×16 boards get 256 bits.

use std::fmt;
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

    /// Whether `index` is a member.
    #[inline]
    fn has(self, index: u32) -> bool {
        !(self & Self::bit(index)).is_zero()
    }

    /// Iterates over the members in increasing order.
    #[inline]
    fn iter(self) -> BitIter<Self> {
        BitIter(self)
    }
}

/// Iterator over the indices of the members of a [`Bits`] set.
#[derive(Clone, Copy, Debug)]
pub struct BitIter<B>(B);

impl<B: Bits> Iterator for BitIter<B> {
    type Item = u32;
    #[inline]
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

impl Bits for u64 {
    const ZERO: Self = 0;
    const CAPACITY: u32 = 64;
    #[inline]
    fn bit(index: u32) -> Self {
        1 << index
    }
    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn is_zero(self) -> bool {
        self == 0
    }
    #[inline]
    fn first(self) -> u32 {
        self.trailing_zeros()
    }
    #[inline]
    fn without_first(self) -> Self {
        self & self.wrapping_sub(1)
    }
    fn to_words(self) -> [u64; 4] {
        [self, 0, 0, 0]
    }
    fn from_words(words: [u64; 4]) -> Self {
        words[0]
    }
}

impl Bits for u128 {
    const ZERO: Self = 0;
    const CAPACITY: u32 = 128;
    #[inline]
    fn bit(index: u32) -> Self {
        1 << index
    }
    #[inline]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn is_zero(self) -> bool {
        self == 0
    }
    #[inline]
    fn first(self) -> u32 {
        self.trailing_zeros()
    }
    #[inline]
    fn without_first(self) -> Self {
        self & self.wrapping_sub(1)
    }
    fn to_words(self) -> [u64; 4] {
        [self as u64, (self >> 64) as u64, 0, 0]
    }
    fn from_words(words: [u64; 4]) -> Self {
        words[0] as u128 | (words[1] as u128) << 64
    }
}

/// A 256-bit set, as two 128-bit halves (`lo` holds indices 0..128).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct U256 {
    lo: u128,
    hi: u128,
}

impl fmt::Debug for U256 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "U256({:#034x}_{:032x})", self.hi, self.lo)
    }
}

macro_rules! u256_bitop {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, $op:tt) => {
        impl $trait for U256 {
            type Output = U256;
            #[inline]
            fn $method(self, rhs: U256) -> U256 {
                U256 { lo: self.lo $op rhs.lo, hi: self.hi $op rhs.hi }
            }
        }
        impl $assign for U256 {
            #[inline]
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
    #[inline]
    fn not(self) -> U256 {
        U256 {
            lo: !self.lo,
            hi: !self.hi,
        }
    }
}

impl Shl<u32> for U256 {
    type Output = U256;
    #[inline]
    fn shl(self, n: u32) -> U256 {
        if n == 0 {
            self
        } else if n < 128 {
            U256 {
                lo: self.lo << n,
                hi: (self.hi << n) | (self.lo >> (128 - n)),
            }
        } else if n < 256 {
            U256 {
                lo: 0,
                hi: self.lo << (n - 128),
            }
        } else {
            U256::ZERO
        }
    }
}

impl Shr<u32> for U256 {
    type Output = U256;
    #[inline]
    fn shr(self, n: u32) -> U256 {
        if n == 0 {
            self
        } else if n < 128 {
            U256 {
                lo: (self.lo >> n) | (self.hi << (128 - n)),
                hi: self.hi >> n,
            }
        } else if n < 256 {
            U256 {
                lo: self.hi >> (n - 128),
                hi: 0,
            }
        } else {
            U256::ZERO
        }
    }
}

impl Bits for U256 {
    const ZERO: Self = U256 { lo: 0, hi: 0 };
    const CAPACITY: u32 = 256;
    #[inline]
    fn bit(index: u32) -> Self {
        if index < 128 {
            U256 {
                lo: 1 << index,
                hi: 0,
            }
        } else {
            U256 {
                lo: 0,
                hi: 1 << (index - 128),
            }
        }
    }
    #[inline]
    fn count(self) -> u32 {
        self.lo.count_ones() + self.hi.count_ones()
    }
    #[inline]
    fn is_zero(self) -> bool {
        (self.lo | self.hi) == 0
    }
    #[inline]
    fn first(self) -> u32 {
        if self.lo != 0 {
            self.lo.trailing_zeros()
        } else {
            128 + self.hi.trailing_zeros()
        }
    }
    #[inline]
    fn without_first(self) -> Self {
        if self.lo != 0 {
            U256 {
                lo: self.lo & (self.lo - 1),
                hi: self.hi,
            }
        } else {
            U256 {
                lo: 0,
                hi: self.hi & self.hi.wrapping_sub(1),
            }
        }
    }
    fn to_words(self) -> [u64; 4] {
        [
            self.lo as u64,
            (self.lo >> 64) as u64,
            self.hi as u64,
            (self.hi >> 64) as u64,
        ]
    }
    fn from_words(words: [u64; 4]) -> Self {
        U256 {
            lo: u128::from_words([words[0], words[1], 0, 0]),
            hi: u128::from_words([words[2], words[3], 0, 0]),
        }
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
