//! Reading a pattern's configuration with BMI2's `pext`: each colour's cells of the pattern
//! gathered into a few bits, and two small tables that turn those bits into their share of the
//! base-3 number.

use othello_core::Bits;

/// How one pattern's configuration is read with BMI2: its cells in each 64-bit word of the
/// board, and what the gathered bits are worth (bits in the order `pext` packs them: by cell,
/// word after word), in two halves of five bits.
#[derive(Clone, Copy, Debug)]
#[cfg_attr(not(target_arch = "x86_64"), allow(dead_code))]
pub(super) struct Gather {
    pub(super) masks: [u64; 4],
    pub(super) low: [u16; 32],
    pub(super) high: [u16; 32],
}

impl Gather {
    /// The gather of a pattern whose cells (with their powers of 3) are `cells`, or `None` if
    /// it has more than ten distinct cells.
    pub(super) fn new<B: Bits>(cells: &[(B, u32)]) -> Option<Gather> {
        let mut masks = [0u64; 4];
        for &(bit, _) in cells {
            let words = bit.to_words();
            for (m, w) in masks.iter_mut().zip(words) {
                *m |= w;
            }
        }
        // The worth of each gathered bit, in pext's order; a cell met twice counts twice.
        let mut worth = Vec::new();
        for (w, &mask) in masks.iter().enumerate() {
            let mut m = mask;
            while m != 0 {
                let b = m.trailing_zeros();
                m &= m - 1;
                let power: u32 = cells
                    .iter()
                    .filter(|(bit, _)| bit.to_words()[w] == 1 << b)
                    .map(|&(_, p)| p)
                    .sum();
                worth.push(power);
            }
        }
        if worth.len() > 10 {
            return None;
        }
        let table = |from: usize| -> [u16; 32] {
            std::array::from_fn(|c| {
                let sum: u32 = (0..5)
                    .filter(|j| c >> j & 1 == 1)
                    .filter_map(|j| worth.get(from + j))
                    .sum();
                sum as u16
            })
        };
        Some(Gather {
            masks,
            low: table(0),
            high: table(5),
        })
    }
}

/// Whether this processor can gather with BMI2.
pub(super) fn bmi2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("bmi2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}
