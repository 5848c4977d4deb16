//! The trained evaluation: its patterns, its weights file and how the weights are fitted.
//!
//! A position's value for the side to move is, in hundredths of a disc,
//!
//! `Σ over the board's patterns  w(shape, configuration) + Σ over the global features  w(g) · g`,
//!
//! with the weights of the two phases around the position's (how full the board is)
//! interpolated. The weights are fitted by least squares to the final disc differences of
//! self-played games whose endings are played perfectly (`examples/train`): the model that
//! predicts the result best. See [`patterns`] for the patterns, [`model`] for the file and
//! `fit` (behind the `train` feature) for the fitting.

#[cfg(feature = "train")]
pub mod fit;
pub mod model;
pub mod patterns;
pub mod probcut;
#[cfg(feature = "train")]
pub mod samples;

use othello_core::{Bits, Game, Layout, Position};
use patterns::{Instance, configuration, instances, shape_offsets};

/// What the evaluation sees of a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    /// For each pattern on the board, the number of its weight (counting from the first
    /// pattern weight of a phase) and the sign it is taken with; patterns whose configuration
    /// has no weight are left out.
    pub patterns: Vec<(u32, i8)>,
    /// The global features (see [`patterns::GLOBALS`]).
    pub globals: [i32; 4],
    /// Empty cells.
    pub empties: u32,
    /// Cells of the board.
    pub cells: u32,
}

/// The features of `pos` (relative to the side to move) on `layout` under the Full rules, with
/// the board's `instances`.
pub fn features_of<L: Layout>(layout: &L, pos: &Position<L::B>, patterns: &[Instance]) -> Features {
    let offsets = shape_offsets();
    let (me, opp) = (pos.me, pos.opp);
    let mut list = Vec::with_capacity(patterns.len());
    for instance in patterns {
        let idx = configuration(instance, |i| me.has(i), |i| opp.has(i));
        let compact = instance.shape.compact();
        let sign = compact.sign[idx];
        if sign != 0 {
            let k = usize::from(instance.shape.id());
            list.push((offsets[k] + compact.id[idx], sign));
        }
    }
    let my_moves = pos.moves(layout, othello_core::RuleSet::Full);
    Features {
        patterns: list,
        globals: globals(layout, me, opp, my_moves),
        empties: (layout.cells() & !(me | opp)).count(),
        cells: layout.cell_count(),
    }
}

/// The global features (see [`patterns::GLOBALS`]) of the side to move `me` against `opp` under
/// the Full rules, given the side to move's legal moves.
#[inline]
pub fn globals<L: Layout>(layout: &L, me: L::B, opp: L::B, my_moves: L::B) -> [i32; 4] {
    globals_and_empties(layout, me, opp, my_moves).0
}

/// [`globals`], with the number of empty cells, which follows from the same counts of discs.
#[inline(always)]
pub fn globals_and_empties<L: Layout>(
    layout: &L,
    me: L::B,
    opp: L::B,
    my_moves: L::B,
) -> ([i32; 4], u32) {
    let opp_moves = layout.moves(othello_core::RuleSet::Full, opp, me);
    globals_of_moves(layout, me, opp, [my_moves, opp_moves])
}

/// [`globals_and_empties`] with both sides' legal moves known (under the Full rules).
#[inline(always)]
pub fn globals_of_moves<L: Layout>(
    layout: &L,
    me: L::B,
    opp: L::B,
    [my_moves, opp_moves]: [L::B; 2],
) -> ([i32; 4], u32) {
    let empty = layout.cells() & !(me | opp);
    let count = |x: L::B| x.count() as i32;
    let mobility = count(my_moves) - count(opp_moves);
    let potential = count(empty & layout.neighbours(opp)) - count(empty & layout.neighbours(me));
    let (mine, theirs) = (count(me), count(opp));
    // The discs lie on the board's cells, none on another's: the rest are empty.
    let empties = layout.cell_count() - (mine + theirs) as u32;
    let parity = if empties % 2 == 1 { 1 } else { -1 };
    ([mobility, potential, mine - theirs, parity], empties)
}

/// The features of the position of `game` for the player to move (`None` when it is over).
pub fn game_features(game: &Game) -> Option<Features> {
    let turn = game.turn()?;
    let options = game.options();
    let set = instances(u32::from(options.rows), u32::from(options.cols));
    Some(othello_core::with_layout!(game.layout(), |l| {
        features_of(l, &game.position_for(turn), &set)
    }))
}

/// The value a model gives `features`, in hundredths of a disc, computed from the compact
/// weights (the engine's own evaluation, from its expanded tables, must agree): never more than
/// the board's cells in discs.
pub fn predict(model: &model::BoardModel, f: &Features) -> i32 {
    let (p0, alpha) = phase_weight(f.cells, f.empties, u32::from(model.phases));
    let sum = |p: usize| {
        let w = model.phase(p);
        let n = patterns::pattern_weights() as usize;
        let mut s: i32 = f
            .patterns
            .iter()
            .map(|&(id, sign)| i32::from(sign) * i32::from(w[id as usize]))
            .sum();
        for (g, &x) in f.globals.iter().enumerate() {
            s += x * i32::from(w[n + g]);
        }
        s
    };
    let limit = 100 * f.cells as i32;
    mix(sum(p0), sum(p0 + 1), alpha).clamp(-limit, limit)
}

/// The phases around a position and the second one's weight in 256ths.
pub fn phase_weight(cells: u32, empties: u32, phases: u32) -> (usize, i32) {
    let (p0, a) = patterns::phase(cells, empties, phases);
    (p0, (a * 256.0).round() as i32)
}

/// Interpolates between the two phases' sums.
#[inline]
pub fn mix(a: i32, b: i32, alpha: i32) -> i32 {
    (a * (256 - alpha) + b * alpha).div_euclid(256)
}
