//! Static evaluation for any board geometry, and the stability analysis shared with the solver.
//!
//! Under the Full rules the trained pattern evaluation (`engine/learn.rs`, `engine/trained.rs`)
//! answers [`Tables::evaluate`], with weights of its own for each win rule (the fewest-discs
//! midgame is not the negated game: mobility is worth having in both); the hand-set weights
//! below serve the Simple rules, where nearly every empty cell next to a disc is a move, and
//! [`Evaluation::Classic`].
//!
//! Every feature is measured from the side to move's point of view and in the board's own
//! coordinates, so nothing assumes 8×8:
//!
//! - **mobility**: legal moves of the side to move minus the opponent's;
//! - **potential mobility**: empty cells next to opponent discs minus empty cells next to own discs
//!   (few frontier discs keep the opponent short of moves);
//! - **corners**, and the squares next to each corner while that corner is still empty: the
//!   diagonal neighbour ("X-square") and the two edge neighbours ("C-squares");
//! - **edges**: the other border cells;
//! - **stability**: discs that can never be flipped (anchored on the edges, with full lines);
//! - **parity**: who is due to play last;
//! - **discs**: the raw disc difference, and (most discs wins) a penalty for having so few discs
//!   that a wipe-out is near.
//!
//! The weights depend on the rules and are blended between an opening set (board empty) and an
//! ending set (board full). Under "fewest discs wins" the disc-owning features change sign —
//! corners, edges and stable discs are discs one can never get rid of — while mobility keeps its
//! sign: in either game the side with more choices is better off. Under the Simple rules a disc
//! can be flipped by any neighbouring move, so only discs with no empty neighbour are stable and
//! the corner pattern does not apply.
//!
//! Scores are in hundredths of a disc.

use super::learn::probcut::{BoardCuts, ProbCutSet};
use super::trained::{Configs, Expanded, Trained};
use crate::limits::Evaluation;
use othello_core::{Bits, Layout, Position, RuleSet, WinRule};

/// One of the four axes of the board: its two directions, and the cells with no neighbour on the
/// board in each direction.
#[derive(Clone, Copy, Debug)]
struct Axis<B> {
    up_shift: u32,
    up_mask: B,
    down_shift: u32,
    down_mask: B,
    /// Cells whose neighbour towards higher indices is off the board.
    edge_up: B,
    /// Cells whose neighbour towards lower indices is off the board.
    edge_down: B,
}

impl<B: Bits> Axis<B> {
    /// Cells whose higher-index neighbour along this axis is in `s`.
    #[inline]
    fn next_in(&self, s: B) -> B {
        (s & self.up_mask) >> self.up_shift
    }
    /// Cells whose lower-index neighbour along this axis is in `s`.
    #[inline]
    fn prev_in(&self, s: B) -> B {
        (s & self.down_mask) << self.down_shift
    }
}

/// A corner with the cells whose value depends on it.
#[derive(Clone, Copy, Debug)]
struct Corner<B> {
    corner: B,
    x: B,
    c: B,
}

/// Feature weights, in hundredths of a disc per unit of the feature.
#[derive(Clone, Copy, Debug, Default)]
struct Weights {
    mobility: i32,
    potential: i32,
    corner: i32,
    x_square: i32,
    c_square: i32,
    edge: i32,
    stable: i32,
    parity: i32,
    discs: i32,
}

impl Weights {
    fn blend(open: Weights, end: Weights, empties: i32, cells: i32) -> Weights {
        let mix = |a: i32, b: i32| (a * empties + b * (cells - empties)) / cells;
        Weights {
            mobility: mix(open.mobility, end.mobility),
            potential: mix(open.potential, end.potential),
            corner: mix(open.corner, end.corner),
            x_square: mix(open.x_square, end.x_square),
            c_square: mix(open.c_square, end.c_square),
            edge: mix(open.edge, end.edge),
            stable: mix(open.stable, end.stable),
            parity: mix(open.parity, end.parity),
            discs: mix(open.discs, end.discs),
        }
    }

    /// (opening, ending) weights for a rule combination.
    fn for_rules(rules: RuleSet, win_rule: WinRule) -> (Weights, Weights) {
        let w = |mobility, potential, corner, x_square, c_square, edge, stable, parity, discs| {
            Weights {
                mobility,
                potential,
                corner,
                x_square,
                c_square,
                edge,
                stable,
                parity,
                discs,
            }
        };
        match (rules, win_rule) {
            (RuleSet::Full, WinRule::MostDiscs) => (
                w(60, 20, 500, -250, -80, 15, 60, 0, -5),
                w(25, 5, 200, -60, -20, 10, 120, 150, 30),
            ),
            (RuleSet::Full, WinRule::FewestDiscs) => (
                w(60, 20, -150, 60, 20, -15, -60, 0, -15),
                w(30, 10, -100, 20, 10, -10, -120, 0, -40),
            ),
            // Simple rules: every empty cell next to an opponent disc is a move, so mobility says
            // little; what lasts is discs with no empty neighbour.
            (RuleSet::Simple, WinRule::MostDiscs) => (
                w(0, 0, 20, 0, 0, 0, 100, 0, 20),
                w(0, 0, 0, 0, 0, 0, 100, 100, 50),
            ),
            (RuleSet::Simple, WinRule::FewestDiscs) => (
                w(0, 0, -20, 0, 0, 0, -100, 0, -20),
                w(0, 0, 0, 0, 0, 0, -100, 0, -50),
            ),
        }
    }
}

/// Everything the evaluation and the solver precompute for one board and rule combination.
#[derive(Clone, Debug)]
pub struct Tables<L: Layout> {
    pub layout: L,
    pub rules: RuleSet,
    pub win_rule: WinRule,
    pub cells: L::B,
    pub cell_count: u32,
    pub corners: L::B,
    /// The four quadrants, for parity.
    pub quadrants: [L::B; 4],
    /// The neighbours of each cell (a move must have an opponent disc among them).
    pub around: Vec<L::B>,
    corner_zones: [Corner<L::B>; 4],
    edges: L::B,
    axes: [Axis<L::B>; 4],
    /// Kogge-Stone steps that cover a whole line.
    line_steps: u32,
    /// Weights indexed by the number of empty cells.
    weights: Vec<Weights>,
    /// The trained evaluation, used instead of the hand-set weights when there is one for the
    /// rules (see [`Evaluation`]).
    trained: Option<Trained<L::B>>,
    /// Multi-ProbCut's parameters for the trained evaluation on this very board, if fitted.
    pub cuts: Option<&'static BoardCuts>,
}

impl<L: Layout> Tables<L> {
    /// Precomputes the masks of `layout`, with the trained evaluation where it applies.
    #[cfg(test)]
    pub fn new(layout: L, rules: RuleSet, win_rule: WinRule) -> Self {
        Self::with_eval(layout, rules, win_rule, Evaluation::Trained)
    }

    /// Precomputes the masks of `layout`, with the evaluation asked for. The trained weights
    /// are for the Full rules; under the Simple rules, or when `Classic` is asked for, the
    /// hand-set weights evaluate.
    pub fn with_eval(layout: L, rules: RuleSet, win_rule: WinRule, eval: Evaluation) -> Self {
        let (rows, cols) = (layout.rows(), layout.cols());
        let cells = layout.cells();
        let at = |r: u32, c: u32| L::B::bit(r * cols + c);
        let mut corner_zones = [Corner {
            corner: L::B::ZERO,
            x: L::B::ZERO,
            c: L::B::ZERO,
        }; 4];
        let mut corners = L::B::ZERO;
        for (k, (r, c, dr, dc)) in [
            (0, 0, 1i32, 1i32),
            (0, cols - 1, 1, -1),
            (rows - 1, 0, -1, 1),
            (rows - 1, cols - 1, -1, -1),
        ]
        .into_iter()
        .enumerate()
        {
            let step = |v: u32, d: i32| v.wrapping_add_signed(d);
            corners |= at(r, c);
            corner_zones[k] = Corner {
                corner: at(r, c),
                x: at(step(r, dr), step(c, dc)),
                c: at(step(r, dr), c) | at(r, step(c, dc)),
            };
        }
        let mut border = L::B::ZERO;
        let mut quadrants = [L::B::ZERO; 4];
        for r in 0..rows {
            for c in 0..cols {
                if r == 0 || c == 0 || r == rows - 1 || c == cols - 1 {
                    border |= at(r, c);
                }
                let q = usize::from(r >= rows / 2) * 2 + usize::from(c >= cols / 2);
                quadrants[q] |= at(r, c);
            }
        }
        let mut near_corners = corners;
        for z in &corner_zones {
            near_corners |= z.x | z.c;
        }
        let up = layout.up();
        let down = layout.down();
        let axes = std::array::from_fn(|i| {
            let (u, d) = (up[i], down[i]);
            Axis {
                up_shift: u.shift,
                up_mask: u.mask,
                down_shift: d.shift,
                down_mask: d.mask,
                edge_up: cells & !((cells & u.mask) >> u.shift),
                edge_down: cells & !(((cells & d.mask) << d.shift) & cells),
            }
        });
        let mut line_steps = 1;
        while (1u32 << line_steps) < rows.max(cols) {
            line_steps += 1;
        }
        let cell_count = layout.cell_count();
        let (open, end) = Weights::for_rules(rules, win_rule);
        let weights = (0..=cell_count as i32)
            .map(|e| Weights::blend(open, end, e, cell_count as i32))
            .collect();
        let around = (0..cell_count)
            .map(|i| layout.neighbours(L::B::bit(i)))
            .collect();
        let mut tables = Tables {
            layout,
            rules,
            win_rule,
            cells,
            cell_count,
            corners,
            quadrants,
            around,
            corner_zones,
            edges: border & !near_corners,
            axes,
            line_steps,
            weights,
            trained: None,
            cuts: None,
        };
        if eval == Evaluation::Trained && rules == RuleSet::Full {
            tables.trained = Expanded::for_board(rows as u8, cols as u8, win_rule)
                .map(|weights| Trained::new(&tables.layout, weights));
            tables.cuts = ProbCutSet::embedded()
                .ok()
                .and_then(|set| set.for_board(rows as u8, cols as u8, win_rule));
        }
        tables
    }

    /// The final score of a finished game for the side to move, in discs: the disc difference with
    /// the empty cells counted for the winner (the standard Othello scoring), negated under
    /// "fewest discs wins" so that a positive score is always a win.
    #[inline]
    pub fn final_score(&self, pos: &Position<L::B>) -> i32 {
        let me = pos.me.count() as i32;
        let opp = pos.opp.count() as i32;
        let empties = self.cell_count as i32 - me - opp;
        let diff = me - opp;
        let diff = match diff.cmp(&0) {
            std::cmp::Ordering::Greater => diff + empties,
            std::cmp::Ordering::Less => diff - empties,
            std::cmp::Ordering::Equal => 0,
        };
        match self.win_rule {
            WinRule::MostDiscs => diff,
            WinRule::FewestDiscs => -diff,
        }
    }

    /// The cells on a line (along `axis`) with no empty cell: such discs cannot be flipped along it.
    #[inline]
    fn full_lines(&self, axis: &Axis<L::B>, empty: L::B) -> L::B {
        let occupied = self.cells & !empty;
        let mut reach = empty;
        let mut pro_up = occupied & axis.up_mask;
        let mut pro_down = occupied & axis.down_mask;
        let (mut su, mut sd) = (axis.up_shift, axis.down_shift);
        for k in 0..self.line_steps {
            // A jump as wide as the word reaches nothing (and would overflow the shift).
            if su >= L::B::CAPACITY || sd >= L::B::CAPACITY {
                break;
            }
            reach |= pro_up & (reach << su);
            reach |= pro_down & (reach >> sd);
            if k + 1 < self.line_steps {
                pro_up &= pro_up << su;
                pro_down &= pro_down >> sd;
                su *= 2;
                sd *= 2;
            }
        }
        occupied & !reach
    }

    /// Discs of `me` that can never be flipped.
    ///
    /// Full rules: the classic fixed point — a disc is stable when, along each of the four axes,
    /// its line is full or one of its two neighbours is off the board or a stable disc of the same
    /// colour. Simple rules: discs with no empty neighbour (only a move next to a disc flips it).
    pub fn stable(&self, me: L::B, opp: L::B) -> L::B {
        let empty = self.cells & !(me | opp);
        if self.rules == RuleSet::Simple {
            return me & !self.layout.neighbours(empty);
        }
        let mut safe = [L::B::ZERO; 4];
        for (s, axis) in safe.iter_mut().zip(&self.axes) {
            *s = axis.edge_up | axis.edge_down | self.full_lines(axis, empty);
        }
        // Seed with discs that are safe on all axes already (corners, full lines).
        let mut stable = me & safe[0] & safe[1] & safe[2] & safe[3];
        if stable.is_zero() {
            return stable;
        }
        loop {
            let mut next = me;
            for (s, axis) in safe.iter().zip(&self.axes) {
                next &= *s | axis.next_in(stable) | axis.prev_in(stable);
            }
            if next == stable {
                return stable;
            }
            stable = next;
        }
    }

    /// Quadrants holding an odd number of empty cells.
    #[inline]
    pub fn odd_quadrants(&self, empty: L::B) -> L::B {
        let mut odd = L::B::ZERO;
        for q in self.quadrants {
            if (empty & q).count() & 1 == 1 {
                odd |= q;
            }
        }
        odd
    }

    /// The trained evaluation, if it evaluates here and the search can keep its configurations
    /// from node to node (see [`Tables::evaluate_configs`]).
    #[inline]
    pub fn incremental(&self) -> Option<&Trained<L::B>> {
        self.trained.as_ref().filter(|t| t.incremental())
    }

    /// [`Tables::evaluate`] by `trained` (the one [`Tables::incremental`] gives) with the
    /// position's configurations `c` already known.
    #[inline(always)]
    pub fn evaluate_configs(
        &self,
        trained: &Trained<L::B>,
        pos: &Position<L::B>,
        my_moves: L::B,
        c: &Configs<L::B>,
    ) -> i32 {
        let (globals, empties) =
            super::learn::globals_and_empties(&self.layout, pos.me, pos.opp, my_moves);
        trained.evaluate_configs(c, empties, globals)
    }

    /// [`Tables::evaluate_configs`] with the opponent's legal moves known too (`moves`: the
    /// side to move's and the opponent's, under the Full rules, which the trained evaluation is
    /// for).
    #[inline(always)]
    pub fn evaluate_configs_of_moves(
        &self,
        trained: &Trained<L::B>,
        pos: &Position<L::B>,
        moves: [L::B; 2],
        c: &Configs<L::B>,
    ) -> i32 {
        let (globals, empties) =
            super::learn::globals_of_moves(&self.layout, pos.me, pos.opp, moves);
        trained.evaluate_configs(c, empties, globals)
    }

    /// Static evaluation of `pos` for the side to move, in hundredths of a disc. `my_moves` are
    /// the side to move's legal moves (the caller usually has them).
    pub fn evaluate(&self, pos: &Position<L::B>, my_moves: L::B) -> i32 {
        let (me, opp) = (pos.me, pos.opp);
        let empty = self.cells & !(me | opp);
        let empties = empty.count();
        if let Some(trained) = &self.trained {
            let globals = super::learn::globals(&self.layout, me, opp, my_moves);
            return trained.evaluate(me, opp, empties, globals);
        }
        let w = &self.weights[empties as usize];
        let count = |x: L::B| x.count() as i32;
        // The Simple rules give mobility no weight: skip the opponent's move generation.
        let mobility = if w.mobility == 0 {
            0
        } else {
            count(my_moves) - count(self.layout.moves(self.rules, opp, me))
        };
        let potential =
            count(empty & self.layout.neighbours(opp)) - count(empty & self.layout.neighbours(me));
        let mut score = w.mobility * mobility + w.potential * potential;
        score += w.corner * (count(me & self.corners) - count(opp & self.corners));
        score += w.edge * (count(me & self.edges) - count(opp & self.edges));
        if w.x_square != 0 || w.c_square != 0 {
            for z in &self.corner_zones {
                if !(z.corner & empty).is_zero() {
                    score += w.x_square * (count(me & z.x) - count(opp & z.x));
                    score += w.c_square * (count(me & z.c) - count(opp & z.c));
                }
            }
        }
        if (w.stable != 0 && (me | opp) & self.corners != L::B::ZERO)
            || self.rules == RuleSet::Simple
        {
            score += w.stable * (count(self.stable(me, opp)) - count(self.stable(opp, me)));
        }
        if empties & 1 == 1 {
            score += w.parity;
        } else {
            score -= w.parity;
        }
        score += w.discs * (count(me) - count(opp));
        if self.win_rule == WinRule::MostDiscs {
            // A side with only a handful of discs can be wiped out, which loses outright; the
            // larger the board, the more discs count as a handful.
            let few = (self.cell_count as i32 / 16).max(8);
            let danger = |n: i32| {
                if n < few {
                    (few - n) * (few - n) * 40
                } else {
                    0
                }
            };
            score += danger(count(opp)) - danger(count(me));
        }
        score
    }
}
