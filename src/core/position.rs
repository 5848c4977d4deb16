//! Positions relative to the side to move, and perft.

use super::bits::Bits;
use super::layout::Layout;
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
    #[inline]
    pub fn moves<L: Layout<B = B>>(&self, layout: &L, rules: RuleSet) -> B {
        layout.moves(rules, self.me, self.opp)
    }

    /// The discs that playing on cell `index` would flip.
    #[inline]
    pub fn flips<L: Layout<B = B>>(&self, layout: &L, rules: RuleSet, index: u32) -> B {
        layout.flips(rules, self.me, self.opp, index)
    }

    /// The position after the side to move plays on `index`, flipping `flips`; the other side is
    /// then to move. Unchecked: `index` must be a legal move and `flips` its flips.
    #[inline]
    #[must_use]
    pub fn play(&self, index: u32, flips: B) -> Position<B> {
        Position {
            me: self.opp ^ flips,
            opp: self.me ^ flips ^ B::bit(index),
        }
    }

    /// The same discs with the other side to move.
    #[inline]
    #[must_use]
    pub fn pass(&self) -> Position<B> {
        Position {
            me: self.opp,
            opp: self.me,
        }
    }

    /// Number of empty cells on a board of `layout`.
    #[inline]
    pub fn empties<L: Layout<B = B>>(&self, layout: &L) -> u32 {
        layout.cell_count() - (self.me | self.opp).count()
    }
}

/// Counts the leaf nodes of the game tree `depth` plies below `pos`.
///
/// Conventions (Aart Bik's): a forced pass is a ply; a position where neither side can move,
/// reached before `depth` plies, is one leaf. The last ply is counted with a popcount instead of
/// being played.
pub fn perft<L: Layout>(layout: &L, rules: RuleSet, pos: Position<L::B>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.moves(layout, rules);
    if moves.is_zero() {
        let passed = pos.pass();
        if passed.moves(layout, rules).is_zero() {
            return 1;
        }
        return perft(layout, rules, passed, depth - 1);
    }
    if depth == 1 {
        return u64::from(moves.count());
    }
    let mut total = 0;
    for index in moves.iter() {
        let flips = pos.flips(layout, rules, index);
        total += perft(layout, rules, pos.play(index, flips), depth - 1);
    }
    total
}
