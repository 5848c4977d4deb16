//! Positions relative to the side to move, and perft.

use super::bits::Bits;
#[cfg(target_arch = "x86_64")]
use super::layout::{Avx2, Avx512};
use super::layout::{InstructionSet, Layout};
use super::options::RuleSet;

/// A position seen from the side to move: `me` are its discs, `opp` the other side's.
///
/// This is the fast, unchecked representation used by search (as in Edax): a pass is a swap,
/// and a move is undone by keeping the previous value. Callers keep both sets on the board and
/// disjoint, and only play moves taken from [`Position::moves`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Position<B> {
    /// The discs of the side to move.
    pub me: B,
    /// The discs of the other side.
    pub opp: B,
}

impl<B: Bits> Position<B> {
    /// The legal moves of the side to move.
    #[inline(always)]
    pub fn moves<L: Layout<B = B>>(&self, layout: &L, rules: RuleSet) -> B {
        layout.moves(rules, self.me, self.opp)
    }

    /// The discs that playing on cell `index` would flip.
    #[inline(always)]
    pub fn flips<L: Layout<B = B>>(&self, layout: &L, rules: RuleSet, index: u32) -> B {
        layout.flips(rules, self.me, self.opp, index)
    }

    /// The position after the side to move plays on `index`, flipping `flips`; the other side is
    /// then to move. Unchecked: `index` must be a legal move and `flips` its flips.
    #[inline(always)]
    #[must_use]
    pub fn play(&self, index: u32, flips: B) -> Position<B> {
        Position {
            me: self.opp ^ flips,
            opp: self.me ^ flips ^ B::bit(index),
        }
    }

    /// The same discs with the other side to move.
    #[inline(always)]
    #[must_use]
    pub fn pass(&self) -> Position<B> {
        Position {
            me: self.opp,
            opp: self.me,
        }
    }

    /// Number of empty cells on a board of `layout`.
    #[inline(always)]
    pub fn empties<L: Layout<B = B>>(&self, layout: &L) -> u32 {
        layout.cell_count() - (self.me | self.opp).count()
    }
}

/// Counts the leaf nodes of the game tree `depth` plies below `pos`.
///
/// Conventions (Aart Bik's): a forced pass is a ply; a position where neither side can move,
/// reached before `depth` plies, is one leaf. The last ply is counted with a popcount instead of
/// being played, and the ply before it without recursion.
///
/// On x86-64 processors with AVX2 (and the bit-manipulation instructions that come with it) the
/// count runs in a copy of the code compiled for them: hardware popcount and bit scans, and
/// 256-bit boards in one vector register, with the vector code inlined (see
/// [`vector`](super::layout::vector)). Processors with AVX-512 get a third copy, whose shifts
/// across words are single instructions; boards of one word have no such shifts and stay in the
/// AVX2 copy (8×8 perft is 2% slower in the AVX-512 one). [`perft_with`] picks the copy.
pub fn perft<L: Layout>(layout: &L, rules: RuleSet, pos: Position<L::B>, depth: u32) -> u64 {
    perft_with(perft_level::<L>(), layout, rules, pos, depth)
        .unwrap_or_else(|| plain::perft(layout, rules, pos, depth))
}

/// The copy of the code [`perft`] runs for boards of `L` on this processor.
pub fn perft_level<L: Layout>() -> InstructionSet {
    match InstructionSet::best() {
        InstructionSet::Avx512 if L::B::CAPACITY <= 64 => InstructionSet::Avx2,
        best => best,
    }
}

/// [`perft`] through the copy compiled for the instruction set `level` ([`InstructionSet::Detect`]:
/// the portable one), or `None` if this processor lacks its instructions. For measuring one copy
/// against another.
pub fn perft_with<L: Layout>(
    level: InstructionSet,
    layout: &L,
    rules: RuleSet,
    pos: Position<L::B>,
    depth: u32,
) -> Option<u64> {
    match level {
        InstructionSet::Detect => Some(plain::perft(layout, rules, pos, depth)),
        // SAFETY (both): the token proves the processor has every feature the copy is compiled
        // for.
        #[cfg(target_arch = "x86_64")]
        InstructionSet::Avx2 => {
            Avx2::detect().map(|v| unsafe { avx2::perft(&layout.with(v), rules, pos, depth) })
        }
        #[cfg(target_arch = "x86_64")]
        InstructionSet::Avx512 => {
            Avx512::detect().map(|v| unsafe { avx512::perft(&layout.with(v), rules, pos, depth) })
        }
        #[cfg(not(target_arch = "x86_64"))]
        InstructionSet::Avx2 | InstructionSet::Avx512 => None,
    }
}

/// The perft recursion, written once and compiled once per instruction set.
macro_rules! perft_recursion {
    ($(#[$features:meta])*) => {
        use super::{Bits, Layout, Position, RuleSet};

        $(#[$features])*
        pub(super) fn perft<L: Layout>(
            layout: &L,
            rules: RuleSet,
            pos: Position<L::B>,
            depth: u32,
        ) -> u64 {
            if depth == 0 {
                return 1;
            }
            let moves = pos.moves(layout, rules);
            if !moves.is_zero() {
                return perft_moves(layout, rules, pos, moves, depth);
            }
            if depth == 1 {
                // Passing or not, one leaf.
                return 1;
            }
            let passed = pos.pass();
            let moves = passed.moves(layout, rules);
            if moves.is_zero() {
                return 1;
            }
            perft_moves(layout, rules, passed, moves, depth - 1)
        }

        /// [`perft`] once the moves of `pos` are known and not empty.
        $(#[$features])*
        fn perft_moves<L: Layout>(
            layout: &L,
            rules: RuleSet,
            pos: Position<L::B>,
            moves: L::B,
            depth: u32,
        ) -> u64 {
            match depth {
                1 => u64::from(moves.count()),
                2 => {
                    // A child with no moves is one leaf one ply down, whether it passes or the
                    // game ends. Children go in pairs, whose move generation can share vector
                    // registers.
                    let leaves = |moves: L::B| u64::from(moves.count().max(1));
                    let mut total = 0;
                    let mut rest = moves;
                    loop {
                        let a = rest.first();
                        let ca = pos.play(a, pos.flips(layout, rules, a));
                        rest = rest.without_first();
                        if rest.is_zero() {
                            return total + leaves(ca.moves(layout, rules));
                        }
                        let b = rest.first();
                        let cb = pos.play(b, pos.flips(layout, rules, b));
                        rest = rest.without_first();
                        let [ma, mb] = layout.moves_x2(rules, [ca.me, cb.me], [ca.opp, cb.opp]);
                        total += leaves(ma) + leaves(mb);
                        if rest.is_zero() {
                            return total;
                        }
                    }
                }
                _ => {
                    let mut total = 0;
                    for index in moves.iter() {
                        let child = pos.play(index, pos.flips(layout, rules, index));
                        total += perft(layout, rules, child, depth - 1);
                    }
                    total
                }
            }
        }
    };
}

/// For any processor.
mod plain {
    perft_recursion!();
}

/// For the processors an [`Avx2`] token stands for (the same features).
#[cfg(target_arch = "x86_64")]
mod avx2 {
    perft_recursion!(#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]);
}

/// For the processors an [`Avx512`] token stands for (the same features).
#[cfg(target_arch = "x86_64")]
mod avx512 {
    perft_recursion!(#[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt,avx512f,avx512vl,avx512bw,avx512dq,avx512cd,avx512vbmi2")]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bits::U256;
    use crate::layout::{Geometry, Standard8x8};
    use crate::{Game, Options, Player};

    /// The start position of a `rows` × `cols` board (standard centre, Black to move).
    fn start<B: Bits>(rows: u8, cols: u8, rules: RuleSet) -> Position<B> {
        let options = Options {
            rows,
            cols,
            rules,
            ..Options::default()
        };
        match Game::new(options) {
            Ok(game) => game.position_for(Player::Black),
            Err(e) => panic!("{rows}x{cols}: {e}"),
        }
    }

    /// Perft through every copy of the recursion this processor can run, which must agree.
    fn every_copy<L: Layout>(layout: &L, rules: RuleSet, pos: Position<L::B>, depth: u32) -> u64 {
        let count = plain::perft(layout, rules, pos, depth);
        for level in [
            InstructionSet::Detect,
            InstructionSet::Avx2,
            InstructionSet::Avx512,
        ] {
            let copy = perft_with(level, layout, rules, pos, depth);
            assert_eq!(copy.is_some(), level.available());
            if let Some(copy) = copy {
                assert_eq!(copy, count, "{level} copy, depth {depth}");
            }
        }
        assert_eq!(perft(layout, rules, pos, depth), count);
        count
    }

    fn counts<L: Layout>(layout: &L, rules: RuleSet, depths: u32) -> Vec<u64> {
        let (rows, cols) = (layout.rows() as u8, layout.cols() as u8);
        let pos = start(rows, cols, rules);
        (1..=depths)
            .map(|d| every_copy(layout, rules, pos, d))
            .collect()
    }

    const STANDARD: [u64; 9] = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];

    #[test]
    fn one_word_boards_stay_out_of_the_avx512_copy() {
        assert_ne!(perft_level::<Standard8x8>(), InstructionSet::Avx512);
        assert_ne!(perft_level::<Geometry<u64>>(), InstructionSet::Avx512);
        assert_eq!(perft_level::<Geometry<u128>>(), InstructionSet::best());
        assert_eq!(perft_level::<Geometry<U256>>(), InstructionSet::best());
        assert!(perft_level::<Standard8x8>().available());
    }

    #[test]
    fn perft_8x8_matches_the_published_counts() {
        assert_eq!(counts(&Standard8x8, RuleSet::Full, 9), STANDARD);
        assert_eq!(
            counts(&Geometry::<u64>::new(8, 8), RuleSet::Full, 7),
            STANDARD[..7]
        );
        assert_eq!(
            counts(&Geometry::<u128>::new(8, 8), RuleSet::Full, 6),
            STANDARD[..6]
        );
        assert_eq!(
            counts(&Geometry::<U256>::new(8, 8), RuleSet::Full, 6),
            STANDARD[..6]
        );
    }

    /// Counts recorded from the previous move generator (a Kogge-Stone fill and a cell-by-cell
    /// walk for the flips), for boards of every bit width.
    #[test]
    fn perft_other_boards_match_the_recorded_counts() {
        let full = RuleSet::Full;
        // The whole game tree of 4×4: every game ends by ply 12.
        let four: Vec<u64> = vec![4, 12, 44, 128, 424, 1256, 3624, 9116, 20044, 36540, 50704];
        assert_eq!(counts(&Geometry::<u64>::new(4, 4), full, 11), four);
        assert_eq!(
            perft(&Geometry::<u64>::new(4, 4), full, start(4, 4, full), 16),
            60060
        );
        let long = [4, 12, 50, 180, 808, 3472, 16854, 81132];
        assert_eq!(counts(&Geometry::<u64>::new(4, 16), full, 8), long);
        assert_eq!(counts(&Geometry::<u64>::new(16, 4), full, 8), long);
        assert_eq!(counts(&Geometry::<U256>::new(4, 16), full, 6), long[..6]);
        let six_ten = [4, 12, 56, 244, 1380, 7892, 51264, 347552];
        assert_eq!(counts(&Geometry::<u64>::new(6, 10), full, 8), six_ten);
        assert_eq!(counts(&Geometry::<u128>::new(6, 10), full, 6), six_ten[..6]);
        let six = [4, 12, 56, 244, 1364, 7604, 47740, 308716];
        assert_eq!(counts(&Geometry::<u64>::new(6, 6), full, 8), six);
        let wide = [4, 12, 56, 244, 1396, 8200, 55180];
        assert_eq!(counts(&Geometry::<u128>::new(10, 10), full, 7), wide);
        assert_eq!(
            perft(&Geometry::<u128>::new(10, 10), full, start(10, 10, full), 8),
            392268
        );
        assert_eq!(counts(&Geometry::<u128>::new(8, 16), full, 7)[6], 55136);
        assert_eq!(counts(&Geometry::<U256>::new(12, 14), full, 7), wide);
        assert_eq!(counts(&Geometry::<U256>::new(16, 16), full, 7), wide);
    }

    #[test]
    fn perft_simple_rules_match_the_recorded_counts() {
        let simple = RuleSet::Simple;
        let four = [10, 100, 748, 5856, 35940, 211804];
        assert_eq!(counts(&Geometry::<u64>::new(4, 4), simple, 6), four);
        assert_eq!(
            counts(&Standard8x8, simple, 5),
            [10, 134, 1640, 24930, 358500]
        );
        assert_eq!(
            counts(&Geometry::<u64>::new(6, 10), simple, 5),
            [10, 134, 1586, 23206, 315564]
        );
        let big = [10, 134, 1640, 25252];
        assert_eq!(counts(&Geometry::<u128>::new(10, 10), simple, 4), big);
        assert_eq!(counts(&Geometry::<U256>::new(16, 16), simple, 4), big);
        assert_eq!(counts(&Geometry::<U256>::new(12, 14), simple, 4), big);
    }

    #[test]
    fn a_finished_game_is_one_leaf_and_a_pass_is_a_ply() {
        let layout = Geometry::<u64>::new(4, 4);
        let full = RuleSet::Full;
        // One side owns the whole board: nobody can move, at any depth.
        let over = Position {
            me: layout.cells(),
            opp: 0,
        };
        for depth in 0..4 {
            assert_eq!(perft(&layout, full, over, depth), 1);
        }
        // Rows 1 and 2 read "B W W ." with White to move: White has no move, Black then has
        // three (the two row ends and the diagonal from a1).
        let white = Position {
            me: 0b0110_0110,
            opp: 0b0001_0001,
        };
        assert!(white.moves(&layout, full).is_zero());
        let black = white.pass();
        assert_eq!(black.moves(&layout, full), 1 << 3 | 1 << 7 | 1 << 10);
        assert_eq!(
            perft(&layout, full, white, 1),
            1,
            "the pass is the only ply"
        );
        assert_eq!(
            perft(&layout, full, white, 2),
            3,
            "a pass, then three moves"
        );
        let by_hand: u64 = black
            .moves(&layout, full)
            .iter()
            .map(|i| {
                perft(
                    &layout,
                    full,
                    black.play(i, black.flips(&layout, full, i)),
                    2,
                )
            })
            .sum();
        assert_eq!(perft(&layout, full, white, 4), by_hand);
    }
}
