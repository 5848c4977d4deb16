//! The midgame: negamax principal-variation search to a fixed depth over the static evaluation,
//! with the midgame hash table, ordered by the table's move, then by a one-ply evaluation (deep
//! nodes) or the opponent's mobility (shallow nodes).

use super::moves::{best_first, transposition_cut};
use super::{Best, INF, Move, Searcher, WIN};
use crate::learn::probcut::{Cut, shallow};
use crate::trained::{Configs, Trained};
use crate::tt::hash;
use othello_core::{Bits, Layout, Position, RuleSet, WinRule};

/// The shallowest midgame search Multi-ProbCut prunes.
const PROBCUT_DEPTH: u32 = 3;
/// The shallowest null-window node that looks its children up in the table before searching
/// them (an enhanced transposition cut-off; Edax's start at depth 6, which cut fewer nodes here).
pub(super) const ETC_DEPTH: u32 = 4;
/// How many standard deviations of the prediction's error a shallow value must clear.
pub(super) const PROBCUT_T: f32 = 1.5;
/// How far, in margins of the prediction (`PROBCUT_T` standard deviations), the node's static
/// value may fall short of the shallow value that would cut for a probe to be made (see
/// [`Searcher::predicted_cut`]).
pub(super) const PROBCUT_GATE: f32 = 1.0;

impl<L: Layout> Searcher<'_, L> {
    /// The static evaluation of `pos`, a node at `ply`. The trained evaluation's configurations
    /// are kept per ply, each node's updated from its parent's (see [`Searcher::keep_configs`]).
    #[inline(always)]
    fn evaluate(&mut self, pos: &Position<L::B>, moves: L::B, ply: usize) -> i32 {
        let t = self.t;
        match t.incremental() {
            Some(trained) => {
                self.update_configs(trained, pos, ply);
                t.evaluate_configs(trained, pos, moves, &self.configs[ply])
            }
            None => t.evaluate(pos, moves),
        }
    }

    /// The legal moves of both sides of `pos`, the side to move's first, computed side by side
    /// (two positions at once in vector registers, where the layout can): a child's replies
    /// and the opponent's moves its evaluation counts for mobility, for little more than one.
    #[inline(always)]
    fn both_moves(&self, pos: &Position<L::B>) -> [L::B; 2] {
        let t = self.t;
        t.layout
            .moves_x2(t.rules, [pos.me, pos.opp], [pos.opp, pos.me])
    }

    /// [`Searcher::evaluate`] with both sides' moves known (see [`Searcher::both_moves`]).
    #[inline(always)]
    fn evaluate_of_moves(&mut self, pos: &Position<L::B>, moves: [L::B; 2], ply: usize) -> i32 {
        let t = self.t;
        match t.incremental() {
            // The trained evaluation counts the moves of the Full rules, which these are.
            Some(trained) if t.rules == RuleSet::Full => {
                self.update_configs(trained, pos, ply);
                t.evaluate_configs_of_moves(trained, pos, moves, &self.configs[ply])
            }
            _ => self.evaluate(pos, moves[0], ply),
        }
    }

    /// Makes the configurations kept at `ply` those of `pos` (a node there), where the trained
    /// evaluation keeps them, so that its children's follow from them.
    #[inline(always)]
    pub(super) fn keep_configs(&mut self, pos: &Position<L::B>, ply: usize) {
        let t = self.t;
        if let Some(trained) = t.incremental() {
            self.update_configs(trained, pos, ply);
        }
    }

    /// The configurations at `ply` made those of `pos`: left as they are if they are, else
    /// updated from those of the ply above (its parent's as a rule; whatever they hold, the
    /// update is right, and when too many cells differ the discs are read afresh).
    #[inline(always)]
    fn update_configs(&mut self, trained: &Trained<L::B>, pos: &Position<L::B>, ply: usize) {
        if self.configs.len() <= ply {
            self.configs.resize(ply + 1, Configs::default());
        }
        if !self.configs[ply].holds(pos.me, pos.opp) {
            let (above, here) = self.configs.split_at_mut(ply);
            trained.configs_into(above.last(), pos.me, pos.opp, &mut here[0]);
        }
    }

    /// Midgame ordering key of a move leading to `next` (seen from the opponent), a move of
    /// the node at `ply`.
    #[inline(always)]
    pub(super) fn mid_key(
        &mut self,
        index: u32,
        next: &Position<L::B>,
        next_moves: L::B,
        depth: u32,
        ply: usize,
    ) -> i32 {
        if depth >= 3 {
            -self.evaluate(next, next_moves, ply + 1)
        } else if self.t.rules == RuleSet::Simple && self.t.win_rule == WinRule::MostDiscs {
            // Under the Simple rules a move's worth is mostly its capture: the biggest first
            // (the discs the mover now owns are `next.opp`). For fewest discs wins, the
            // ordering below searches fewer nodes than either way of sorting by capture.
            100 * (next.opp.count() as i32 - next.me.count() as i32)
        } else {
            let corner = if self.t.corners.has(index) { 300 } else { 0 };
            corner - 50 * next_moves.count() as i32
        }
    }

    /// Negamax principal-variation search to `depth` plies over the static evaluation.
    pub fn mid(
        &mut self,
        pos: Position<L::B>,
        moves: L::B,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if let Some(_avx2) = self.fast {
            // SAFETY: only `Avx2::detect` makes an `Avx2`, and only on a processor with AVX2,
            // BMI1, BMI2, POPCNT and LZCNT: every feature `mid_fast` is compiled for.
            return unsafe { self.mid_fast(pos, moves, depth, alpha, beta, ply) };
        }
        self.mid_plain(pos, moves, depth, alpha, beta, ply)
    }

    /// Multi-ProbCut's prediction (see `predicted_cut_plain`), in the copy of the midgame this
    /// processor runs.
    pub(super) fn predicted_cut(
        &mut self,
        pos: Position<L::B>,
        moves: L::B,
        prediction: (u32, Cut, f32, Option<(i32, f32)>),
        window: (i32, i32),
        unit: i32,
        ply: usize,
    ) -> Option<i32> {
        #[cfg(target_arch = "x86_64")]
        if let Some(_avx2) = self.fast {
            // SAFETY: as in `mid`.
            return unsafe { self.predicted_cut_fast(pos, moves, prediction, window, unit, ply) };
        }
        self.predicted_cut_plain(pos, moves, prediction, window, unit, ply)
    }
}

/// The midgame's recursion, written once and compiled once per instruction set, as the solver's
/// is (see `endgame!`): the copy for processors with AVX2, BMI and POPCNT counts bits in single
/// instructions where the portable copy needs a dozen, in the move ordering, the evaluation's
/// mobility and the updates of its configurations. [`Searcher::mid`] picks the copy; the tree is
/// the same in both.
macro_rules! midgame {
    ($mid:ident, $mid1:ident, $leaf:ident, $probcut:ident, $predicted_cut:ident, $probe:ident $(, #[$features:meta])*) => {
        impl<L: Layout> Searcher<'_, L> {
            /// A node at depth 0 reached from a node at depth 1 (the `mid1` of its copy), which knows both
            /// sides' moves: as [`Searcher::mid`] at depth 0, without generating them again.
            $(#[$features])*
            #[inline]
            fn $leaf(
                &mut self,
                pos: Position<L::B>,
                moves: [L::B; 2],
                alpha: i32,
                beta: i32,
                ply: usize,
            ) -> i32 {
                if moves[0].is_zero() {
                    return self.$mid(pos, moves[0], 0, alpha, beta, ply);
                }
                if self.tick() {
                    return 0;
                }
                self.evaluate_of_moves(&pos, moves, ply)
            }

            /// Multi-ProbCut: whether a search to the shallow depth predicts, with the confidence
            /// [`PROBCUT_T`] standard deviations give, that the search to `depth` would fail high
            /// (then `Some(beta)`) or low (`Some(alpha)`). Only the sides the node's static value
            /// makes likely are probed ([`PROBCUT_GATE`]).
            $(#[$features])*
            fn $probcut(
                &mut self,
                pos: Position<L::B>,
                moves: L::B,
                depth: u32,
                window: (i32, i32),
                cut: Cut,
                ply: usize,
            ) -> Option<i32> {
                let gate = (self.evaluate(&pos, moves, ply), PROBCUT_GATE);
                let prediction = (shallow(depth), cut, PROBCUT_T, Some(gate));
                self.$predicted_cut(pos, moves, prediction, window, 1, ply)
            }

            /// Multi-ProbCut's prediction, for the midgame and the selective solver alike: whether a
            /// midgame search to the shallow depth `d` predicts, with the confidence `t` standard
            /// deviations of `cut` give, that the deep value (`cut`'s regression: deep ≈ a × shallow +
            /// b, both in midgame units) is at least `beta` (then `Some(beta)`) or at most `alpha`
            /// (`Some(alpha)`). The window is in units of `unit` midgame units (100 for the solver's
            /// discs).
            ///
            /// With a `gate` (the node's static value and a number of margins `g`), a side is probed
            /// only if the static value lies within `g` margins of the shallow value that would cut
            /// there, as Edax gates its probes: a probe that does not cut costs a whole null-window
            /// search (every move of its first node, for a cut above the window), and one far from
            /// its threshold seldom cuts.
            $(#[$features])*
            fn $predicted_cut(
                &mut self,
                pos: Position<L::B>,
                moves: L::B,
                (d, cut, t, gate): (u32, Cut, f32, Option<(i32, f32)>),
                (alpha, beta): (i32, i32),
                unit: i32,
                ply: usize,
            ) -> Option<i32> {
                let margin = t * cut.sigma;
                // No evaluation lies beyond the board's cells: a window edge past them can only be
                // crossed by a finished game, which a shallow evaluation cannot predict, and the bound
                // returned would pass for a value larger than the board.
                let limit = 100 * self.t.cell_count as i32;
                let (alpha, beta) = (alpha * unit, beta * unit);
                // The shallow value beyond which the deep one is beyond the window with that confidence.
                let high = ((beta as f32 + margin - cut.b) / cut.a).ceil() as i32;
                let low = ((alpha as f32 - margin - cut.b) / cut.a).floor() as i32;
                let mut high = (beta <= limit && high < WIN / 2).then_some(high);
                let mut low = (alpha >= -limit && low > -WIN / 2).then_some(low);
                if let Some((value, g)) = gate {
                    let slack = (g * margin) as i32;
                    high = high.filter(|&high| value >= high - slack);
                    low = low.filter(|&low| value <= low + slack);
                }
                match self.$probe(pos, moves, d, (low, high), ply) {
                    _ if self.aborted => Some(0),
                    Some(true) => Some(beta / unit),
                    Some(false) => Some(alpha / unit),
                    None => None,
                }
            }

            /// Multi-ProbCut's two probes of `pos`, searched to the shallow depth `d` with null windows
            /// (midgame units): `Some(true)` if the value reaches `high`, else `Some(false)` if it stays
            /// at or below `low` (each probed only where given), else `None` (also when stopped: then
            /// `self.aborted`).
            $(#[$features])*
            fn $probe(
                &mut self,
                pos: Position<L::B>,
                moves: L::B,
                d: u32,
                (low, high): (Option<i32>, Option<i32>),
                ply: usize,
            ) -> Option<bool> {
                if let Some(high) = high {
                    let v = self.$mid(pos, moves, d, high - 1, high, ply);
                    if self.aborted {
                        return None;
                    }
                    if v >= high {
                        return Some(true);
                    }
                }
                if let Some(low) = low {
                    let v = self.$mid(pos, moves, d, low, low + 1, ply);
                    if self.aborted {
                        return None;
                    }
                    if v <= low {
                        return Some(false);
                    }
                }
                None
            }

            /// A node one ply above the leaves, as Edax searches it: each child is evaluated as it
            /// comes, corners first, until one reaches `beta`. Ordering the children would cost the
            /// evaluations it hopes to save, and a hash table entry would cost more than the node, but
            /// for the few nodes of a window wider than null, which keep their best move for the
            /// principal variation.
            $(#[$features])*
            fn $mid1(&mut self, pos: Position<L::B>, moves: L::B, alpha: i32, beta: i32, ply: usize) -> i32 {
                self.keep_configs(&pos, ply);
                let (mut best, mut best_move) = (-INF, None);
                let mut a = alpha;
                let corners = self.t.corners;
                for index in (moves & corners).iter().chain((moves & !corners).iter()) {
                    let flips = pos.flips(&self.t.layout, self.t.rules, index);
                    let next = pos.play(index, flips);
                    let v = -self.$leaf(next, self.both_moves(&next), -beta, -a, ply + 1);
                    if self.aborted {
                        return 0;
                    }
                    if v > best {
                        (best, best_move) = (v, Some(index));
                        if v >= beta {
                            break;
                        }
                        a = a.max(v);
                    }
                }
                if beta - alpha > 1 {
                    self.sh
                        .mid_tt
                        .store_result(hash(&pos), 1, alpha, beta, best, best_move);
                }
                best
            }

            /// Negamax principal-variation search to `depth` plies over the static evaluation.
            $(#[$features])*
            pub(super) fn $mid(
                &mut self,
                pos: Position<L::B>,
                moves: L::B,
                depth: u32,
                alpha: i32,
                beta: i32,
                ply: usize,
            ) -> i32 {
                if self.tick() {
                    return 0;
                }
                if moves.is_zero() {
                    let passed = pos.pass();
                    let theirs = self.moves(&passed);
                    if theirs.is_zero() {
                        return self.terminal(&pos);
                    }
                    return -self.$mid(passed, theirs, depth, -beta, -alpha, ply + 1);
                }
                if depth == 0 {
                    return self.evaluate(&pos, moves, ply);
                }
                if depth == 1 {
                    return self.$mid1(pos, moves, alpha, beta, ply);
                }
                let key = hash(&pos);
                let tt_move = match self.sh.mid_tt.lookup(key, moves, depth, alpha, beta) {
                    Ok(tt_move) => tt_move,
                    Err(score) => return score,
                };
                // A search that sees to the end of the game is exact without it: its deep value is
                // the final score, which the midgame regression does not predict (it missed by ten
                // discs near the end, a lone spike in the evaluation graph).
                let empties = pos.empties(&self.t.layout);
                if depth >= PROBCUT_DEPTH
                    && depth < empties
                    && self.sh.probcut
                    && let Some(cuts) = self.t.cuts
                    && let Some(cut) = cuts.cut(depth, empties, self.t.cell_count)
                    && let Some(score) = self.$probcut(pos, moves, depth, (alpha, beta), cut, ply)
                {
                    return score;
                }
                // Only now, past the table's and ProbCut's answers: the children's evaluations update
                // from here.
                self.keep_configs(&pos, ply);
                let mut list = self.take_buffer(ply);
                for index in moves.iter() {
                    let flips = pos.flips(&self.t.layout, self.t.rules, index);
                    let next = pos.play(index, flips);
                    let (next_moves, k);
                    if depth > 2 {
                        // The child will look itself up in the table: its bucket comes into the cache
                        // while the other children are generated and evaluated.
                        self.sh.mid_tt.prefetch(hash(&next));
                        // Ordered by its evaluation (see `mid_key`), which counts both sides' moves.
                        let both = self.both_moves(&next);
                        next_moves = both[0];
                        k = if Some(index) == tt_move {
                            INF
                        } else {
                            self.ordered += 1;
                            -self.evaluate_of_moves(&next, both, ply + 1)
                        };
                    } else {
                        next_moves = self.moves(&next);
                        k = if Some(index) == tt_move {
                            INF
                        } else {
                            self.mid_key(index, &next, next_moves, depth, ply)
                        };
                    }
                    list.push(Move {
                        index,
                        flips,
                        key: k,
                        replies: next_moves,
                    });
                }
                if depth >= ETC_DEPTH
                    && beta - alpha == 1
                    && let Some((score, index)) =
                        transposition_cut(&self.sh.mid_tt, &pos, &list, depth - 1, beta)
                {
                    self.buffers[ply] = list;
                    self.sh
                        .mid_tt
                        .store_result(key, depth, alpha, beta, score, Some(index));
                    return score;
                }
                let sort_rest = best_first(&mut list);
                let split = Self::mid_split(depth, ply);
                let Best {
                    score: best,
                    index: best_move,
                } = self.pvs(
                    pos,
                    &mut list,
                    sort_rest,
                    (alpha, beta),
                    split,
                    |s, next, next_moves, a, b| s.$mid(next, next_moves, depth - 1, a, b, ply + 1),
                );
                self.buffers[ply] = list;
                if self.aborted {
                    return 0;
                }
                self.sh
                    .mid_tt
                    .store_result(key, depth, alpha, beta, best, best_move);
                best
            }
        }
    };
}

midgame!(
    mid_plain,
    mid1_plain,
    leaf_plain,
    probcut_plain,
    predicted_cut_plain,
    probe_plain
);
#[cfg(target_arch = "x86_64")]
midgame!(
    mid_fast,
    mid1_fast,
    leaf_fast,
    probcut_fast,
    predicted_cut_fast,
    probe_fast,
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
);
