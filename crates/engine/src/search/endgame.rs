//! The exact endgame solver: fastest-first ordering (from [`DEEP_SORT`] empty cells with a
//! shallow midgame search of each child added), stability cut-offs, enhanced transposition
//! cut-offs and its own hash table; in the last few plies no table and odd quadrants first, then
//! no move generation, and on the last cell no move played.

use super::moves::transposition_cut;
use super::{Best, INF, Move, Searcher};
use crate::tt::hash;
use othello_core::{Bits, Layout, Position, RuleSet, WinRule};
use std::sync::atomic::Ordering;

/// At or below this many empty cells the solver stops using the hash table and move ordering.
const SHALLOW: u32 = 6;
/// At or below this many empty cells the solver tries each empty cell instead of generating moves.
const TINY: u32 = 3;
/// From this many empty cells the solver orders its moves by a midgame search of each child,
/// one ply deep at first, one more for every three more empty cells (up to six). With the
/// trained evaluation, from 16 rather than 20 FFO #40-#49 take a third less time (15 and 17
/// are slower, as are 14 and 12); the start of 6×6 (32) needs it.
const DEEP_SORT: u32 = 16;
/// From this many empty cells the solver looks up the children in the hash table first.
const ETC_EMPTIES: u32 = 12;
/// From this many empty cells the selective solver prunes by Multi-ProbCut; below, even it is
/// exact.
pub const END_CUT_EMPTIES: u32 = 12;
/// The confidence levels of the selective solver, lowest first: how many standard deviations
/// of the prediction's error it asks for before it cuts. A timed search solves at each in turn
/// while its time lasts, as Edax does, each level's table entries ordering the next: on 20
/// positions of 8×8 matches at 24 empty cells, the median solve costs 0.8 M, 5.1 M and 13.4 M
/// nodes and finds the exact solve's best move in 12, 16 and 18 of them.
pub const SELECTIVITY: [f32; 3] = [0.6, 1.0, 1.5];

impl<L: Layout> Searcher<'_, L> {
    /// The exact score (in discs) of `pos`, which has `empties` empty cells and the legal moves
    /// `moves`, searched with the window `(alpha, beta)` (fail-soft).
    pub fn solve(
        &mut self,
        pos: Position<L::B>,
        moves: L::B,
        alpha: i32,
        beta: i32,
        empties: u32,
        ply: usize,
    ) -> i32 {
        #[cfg(target_arch = "x86_64")]
        if let Some(_avx2) = self.fast {
            // SAFETY: only `Avx2::detect` makes an `Avx2`, and only on a processor with AVX2,
            // BMI1, BMI2, POPCNT and LZCNT: every feature `solve_fast` is compiled for.
            return unsafe { self.solve_fast(pos, moves, alpha, beta, empties, ply) };
        }
        self.solve_plain(pos, moves, alpha, beta, empties, ply)
    }

    /// How many empty cells short of its own a solver node with `empties` empty cells stores its
    /// hash table entry: 0 when it is exact, and when it is selective (its score likely but not
    /// proven) one for the most confident level of [`SELECTIVITY`], one more for each level
    /// below. A search takes the entries stored at least as confidently as it searches, so an
    /// exact one never takes a selective entry for a fact.
    #[inline]
    pub(super) fn selectivity(&self, empties: u32) -> u32 {
        match self.sh.selectivity.load(Ordering::Relaxed) {
            _ if empties < END_CUT_EMPTIES => 0,
            0 => 0,
            level => SELECTIVITY.len() as u32 + 1 - level,
        }
    }

    /// An upper bound on the final score from the discs that can never change colour, if it is
    /// at most `alpha` (so the node fails low without a search).
    #[inline]
    fn stability_bound(&self, pos: &Position<L::B>, alpha: i32) -> Option<i32> {
        if self.t.rules != RuleSet::Full {
            return None;
        }
        let cells = self.t.cell_count as i32;
        // Most discs: the opponent keeps its stable discs, so the score is at most
        // cells - 2 × stable(opp). Fewest discs: the side to move keeps its own.
        let (keeper, other) = match self.t.win_rule {
            WinRule::MostDiscs => (pos.opp, pos.me),
            WinRule::FewestDiscs => (pos.me, pos.opp),
        };
        if cells - 2 * (keeper.count() as i32) > alpha {
            return None;
        }
        let upper = cells - 2 * self.t.stable(keeper, other).count() as i32;
        (upper <= alpha).then_some(upper)
    }
}

/// The exact solver's recursion, written once and compiled once per instruction set (as
/// perft is): the copy for processors with AVX2, BMI and POPCNT counts and scans bits in single
/// instructions, where the portable copy needs a dozen each. [`Searcher::solve`] picks the copy.
macro_rules! endgame {
    ($solve:ident, $shallow:ident, $tiny:ident, $last:ident $(, #[$features:meta])*) => {
        impl<L: Layout> Searcher<'_, L> {
            /// The exact score (in discs) of `pos`, which has `empties` empty cells and the legal moves
            /// `moves`, searched with the window `(alpha, beta)` (fail-soft).
            $(#[$features])*
            fn $solve(
                &mut self,
                pos: Position<L::B>,
                moves: L::B,
                alpha: i32,
                beta: i32,
                empties: u32,
                ply: usize,
            ) -> i32 {
                if empties <= SHALLOW {
                    let empty = self.t.cells & !(pos.me | pos.opp);
                    return self.$shallow(pos, moves, alpha, beta, empty, empties);
                }
                if self.tick() {
                    return 0;
                }
                if moves.is_zero() {
                    let passed = pos.pass();
                    let theirs = self.moves(&passed);
                    if theirs.is_zero() {
                        return self.t.final_score(&pos);
                    }
                    return -self.$solve(passed, theirs, -beta, -alpha, empties, ply + 1);
                }
                // The probe below is likely a cache miss: start it before the stability test.
                let key = hash(&pos);
                self.sh.end_tt.prefetch(key);
                if let Some(upper) = self.stability_bound(&pos, alpha) {
                    return upper;
                }
                // An entry for this position has this many empties, or fewer when it is
                // selective (see `selectivity`).
                let short = self.selectivity(empties);
                let depth = empties - short;
                let tt_move = match self.sh.end_tt.lookup(key, moves, depth, alpha, beta) {
                    Ok(tt_move) => tt_move,
                    Err(score) => return score,
                };
                if short > 0
                    && let Some((d, cut)) = self.t.cuts.and_then(|c| c.end_cut(empties))
                    && let t = SELECTIVITY[SELECTIVITY.len() - short as usize]
                    && let Some(score) =
                        self.predicted_cut(pos, moves, (d, cut, t, None), (alpha, beta), 100, ply)
                {
                    return score;
                }
                let mut list = self.take_buffer(ply);
                let odd = self.t.odd_quadrants(self.t.cells & !(pos.me | pos.opp));
                if empties >= DEEP_SORT {
                    // The children's shallow searches below update their evaluation from here.
                    self.keep_configs(&pos, ply);
                }
                for index in moves.iter() {
                    let flips = pos.flips(&self.t.layout, self.t.rules, index);
                    let next = pos.play(index, flips);
                    let next_moves = self.moves(&next);
                    if empties - 1 > SHALLOW {
                        // The child will probe the table (and the cut-off below too): start
                        // loading its bucket now, so that the misses of all the children
                        // overlap.
                        self.sh.end_tt.prefetch(hash(&next));
                    }
                    let k = if Some(index) == tt_move {
                        INF
                    } else {
                        let corner = if self.t.corners.has(index) { 12 } else { 0 };
                        let parity = if odd.has(index) { 4 } else { 0 };
                        let mobility = next_moves.count() + (next_moves & self.t.corners).count();
                        let empty = self.t.cells & !(next.me | next.opp);
                        let potential = (empty & self.t.layout.neighbours(next.opp)).count();
                        let fast = corner + parity - 32 * mobility as i32 - 8 * potential as i32;
                        if empties >= DEEP_SORT {
                            // Far from the end, fastest-first alone orders badly: a shallow
                            // midgame search of the child, deeper the more cells are empty,
                            // orders the moves (its table keeps its best moves for the next).
                            let depth = ((empties - DEEP_SORT) / 3 + 1).min(6);
                            fast - self.mid(next, next_moves, depth, -INF, INF, ply + 1)
                        } else {
                            fast
                        }
                    };
                    list.push(Move {
                        index,
                        flips,
                        key: k,
                        replies: next_moves,
                    });
                }
                // Enhanced transposition cut-off: a child already known to fail low for the
                // opponent makes this node fail high without a search.
                if empties >= ETC_EMPTIES
                    && let Some((score, index)) = transposition_cut(
                        &self.sh.end_tt,
                        &pos,
                        &list,
                        (empties - 1).saturating_sub(short),
                        beta,
                    )
                {
                    self.buffers[ply] = list;
                    self.sh
                        .end_tt
                        .store_result(key, depth, alpha, beta, score, Some(index));
                    return score;
                }
                if list.len() > 1 {
                    list.sort_unstable_by_key(|m| -m.key);
                }
                let split = Self::end_split(empties, ply);
                let Best { score: best, index: best_move } = self.pvs(pos, &mut list, false, (alpha, beta), split, |s, next, next_moves, a, b| {
                    s.$solve(next, next_moves, a, b, empties - 1, ply + 1)
                });
                self.buffers[ply] = list;
                if self.aborted {
                    return 0;
                }
                self.sh
                    .end_tt
                    .store_result(key, depth, alpha, beta, best, best_move);
                best
            }

            /// The solver near the end: no hash table, moves in odd-parity quadrants first.
            $(#[$features])*
            fn $shallow(
                &mut self,
                pos: Position<L::B>,
                moves: L::B,
                mut alpha: i32,
                beta: i32,
                empty: L::B,
                empties: u32,
            ) -> i32 {
                self.nodes += 1;
                self.unpublished += 1;
                if empties == 1 {
                    return self.$last(&pos, empty);
                }
                if moves.is_zero() {
                    let passed = pos.pass();
                    let theirs = self.moves(&passed);
                    if theirs.is_zero() {
                        return self.t.final_score(&pos);
                    }
                    return -self.$shallow(passed, theirs, -beta, -alpha, empty, empties);
                }
                let odd = self.t.odd_quadrants(empty);
                let mut best = -INF;
                for set in [moves & odd, moves & !odd] {
                    for index in set.iter() {
                        let flips = pos.flips(&self.t.layout, self.t.rules, index);
                        let next = pos.play(index, flips);
                        let rest = empty ^ L::B::bit(index);
                        let v = if empties - 1 <= TINY {
                            -self.$tiny(next, -beta, -alpha, rest, empties - 1, false)
                        } else {
                            -self.$shallow(next, self.moves(&next), -beta, -alpha, rest, empties - 1)
                        };
                        if v > best {
                            best = v;
                            if v > alpha {
                                alpha = v;
                                if alpha >= beta {
                                    return best;
                                }
                            }
                        }
                    }
                }
                best
            }

            /// The last few empty cells: no move generation, each empty cell is tried for flips (a move
            /// is legal exactly when it flips something, under either rule set).
            $(#[$features])*
            fn $tiny(
                &mut self,
                pos: Position<L::B>,
                mut alpha: i32,
                beta: i32,
                empty: L::B,
                empties: u32,
                passed: bool,
            ) -> i32 {
                self.nodes += 1;
                self.unpublished += 1;
                if empties == 1 {
                    return self.$last(&pos, empty);
                }
                let mut best = -INF;
                for index in empty.iter() {
                    if (self.t.around[index as usize] & pos.opp).is_zero() {
                        continue;
                    }
                    let flips = pos.flips(&self.t.layout, self.t.rules, index);
                    if flips.is_zero() {
                        continue;
                    }
                    let v = -self.$tiny(
                        pos.play(index, flips),
                        -beta,
                        -alpha,
                        empty ^ L::B::bit(index),
                        empties - 1,
                        false,
                    );
                    if v > best {
                        best = v;
                        if v > alpha {
                            alpha = v;
                            if alpha >= beta {
                                return best;
                            }
                        }
                    }
                }
                if best == -INF {
                    if passed {
                        return self.t.final_score(&pos);
                    }
                    return -self.$tiny(pos.pass(), -beta, -alpha, empty, empties, true);
                }
                best
            }

            /// The exact score with one empty cell left.
            $(#[$features])*
            #[inline]
            fn $last(&mut self, pos: &Position<L::B>, empty: L::B) -> i32 {
                let index = empty.first();
                let t = self.t;
                let around = t.around[index as usize];
                // Whoever plays fills the board: the score is the disc difference, counted
                // from the side to move's discs and the flips, without playing the move.
                let cells = t.cell_count as i32;
                let me = pos.me.count() as i32;
                let sign = match t.win_rule {
                    WinRule::MostDiscs => 1,
                    WinRule::FewestDiscs => -1,
                };
                if !(around & pos.opp).is_zero() {
                    let flips = pos.flips(&t.layout, t.rules, index).count() as i32;
                    if flips > 0 {
                        return sign * (2 * (me + flips + 1) - cells);
                    }
                }
                if !(around & pos.me).is_zero() {
                    let flips = t.layout.flips(t.rules, pos.opp, pos.me, index).count() as i32;
                    if flips > 0 {
                        return sign * (2 * (me - flips) - cells);
                    }
                }
                t.final_score(pos)
            }
        }
    };
}

endgame!(solve_plain, shallow_plain, tiny_plain, last_plain);
#[cfg(target_arch = "x86_64")]
endgame!(
    solve_fast,
    shallow_fast,
    tiny_fast,
    last_fast,
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
);
