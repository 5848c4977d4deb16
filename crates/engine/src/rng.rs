//! A small seedable pseudo-random generator (xorshift64*), so that the weak levels can vary their
//! play and tests can repeat a game exactly.

/// xorshift64* generator. Never yields the same stream for two different non-zero seeds.
#[derive(Clone, Debug)]
pub struct XorShift {
    state: u64,
}

impl XorShift {
    /// A generator started from `seed` (zero is replaced by a fixed non-zero constant).
    pub fn new(seed: u64) -> Self {
        let mixed = seed ^ 0x9e37_79b9_7f4a_7c15;
        XorShift {
            state: if mixed == 0 {
                0x2545_f491_4f6c_dd1d
            } else {
                mixed
            },
        }
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.state;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.state = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A value in `0..n` (`n` must be non-zero).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }

    /// A value in `-amplitude..=amplitude`.
    pub fn symmetric(&mut self, amplitude: i32) -> i32 {
        if amplitude <= 0 {
            return 0;
        }
        let span = 2 * u64::from(amplitude.unsigned_abs()) + 1;
        self.below(span) as i32 - amplitude
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_values_in_range() {
        let mut a = XorShift::new(7);
        let mut b = XorShift::new(7);
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
            let v = a.symmetric(5);
            assert!((-5..=5).contains(&v));
            b.symmetric(5);
            assert!(a.below(3) < 3);
            b.below(3);
        }
        assert_ne!(XorShift::new(1).next_u64(), XorShift::new(2).next_u64());
    }
}
