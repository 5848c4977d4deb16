//! The root of a search, midgame or exact: the order of the root moves, the one principal-
//! variation loop over them (a window, optional noise), one midgame iteration, the exact solve
//! with aspiration windows around an estimate.

use super::{INF, RootMove, RootScore, Searcher};
use crate::tt::hash;
use othello_core::{Bits, Layout, Position};

/// Half the width, in discs, of the solver's first window at the root around the estimate.
const ASPIRATION: i32 = 2;

/// How a loop over the root moves ended.
enum Outcome {
    /// Every move searched (or a cut-off): the best score.
    Done(i32),
    /// Stopped after at least one move was scored: the best score among those.
    Partial(i32),
    /// Stopped before any move was scored.
    Stopped,
}

impl<L: Layout> Searcher<'_, L> {
    /// The legal moves of `pos` in the order to search them at the root.
    pub fn root_moves(&mut self, pos: &Position<L::B>) -> Vec<RootMove<L::B>> {
        let moves = self.moves(pos);
        self.keep_configs(pos, 0);
        let mut list: Vec<(i32, RootMove<L::B>)> = Vec::new();
        for index in moves.iter() {
            let flips = pos.flips(&self.t.layout, self.t.rules, index);
            let next = pos.play(index, flips);
            let key = self.mid_key(index, &next, self.moves(&next), 3, 0);
            let m = RootMove {
                index,
                flips,
                noise: 0,
            };
            list.push((key, m));
        }
        list.sort_by_key(|&(k, m)| (-k, m.index));
        list.into_iter().map(|(_, m)| m).collect()
    }

    /// The principal-variation loop at the root, for the midgame and the solver alike: every move
    /// of `root` is scored within the window (`lo`, `hi`), fail-soft: the first with the whole
    /// window, the others with a null window and, when one lands inside, a re-search above it.
    /// With `noisy`, every move gets the whole window and then its noise added (a weak level
    /// compares true scores). `search(self, child, its moves, alpha, beta)` scores a child for its
    /// side to move. The best move goes to the front of `root`, even when the loop was stopped
    /// part of the way through (then it is the best of the moves scored before the stop).
    fn root_loop(
        &mut self,
        pos: Position<L::B>,
        root: &mut [RootMove<L::B>],
        (lo, hi): (i32, i32),
        noisy: bool,
        mut search: impl FnMut(&mut Self, Position<L::B>, L::B, i32, i32) -> i32,
    ) -> Outcome {
        let mut alpha = lo;
        let mut best: Option<(usize, i32)> = None;
        for (i, m) in root.iter().enumerate() {
            let next = pos.play(m.index, m.flips);
            let next_moves = self.moves(&next);
            let v = if noisy {
                -search(self, next, next_moves, -hi, -lo) + m.noise
            } else if i == 0 {
                -search(self, next, next_moves, -hi, -alpha)
            } else {
                let v = -search(self, next, next_moves, -alpha - 1, -alpha);
                if v > alpha && v < hi && !self.aborted {
                    // At least v: search above it.
                    -search(self, next, next_moves, -hi, -v)
                } else {
                    v
                }
            };
            if self.aborted {
                break;
            }
            if best.is_none_or(|(_, b)| v > b) {
                best = Some((i, v));
                alpha = alpha.max(v);
                if alpha >= hi {
                    break;
                }
            }
        }
        let Some((i, score)) = best else {
            return Outcome::Stopped;
        };
        root[..=i].rotate_right(1);
        if self.aborted {
            Outcome::Partial(score)
        } else {
            Outcome::Done(score)
        }
    }

    /// One iteration at the root: returns the best move, its score (noise included) and whether
    /// every move was searched, or `None` if the search was stopped before the first move was
    /// scored. Stopped part of the way, the move is the best of those scored at this depth (the
    /// first move, the previous iteration's best, always among them: the whole window makes
    /// each of their scores exact), so an iteration cut short by the clock is not wasted.
    /// Reorders `root` best first.
    pub fn mid_root(
        &mut self,
        pos: Position<L::B>,
        root: &mut [RootMove<L::B>],
        depth: u32,
    ) -> Option<RootScore> {
        let noisy = root.iter().any(|m| m.noise != 0);
        let outcome = self.root_loop(
            pos,
            root,
            (-INF, INF),
            noisy,
            |s, next, next_moves, a, b| s.mid(next, next_moves, depth - 1, a, b, 1),
        );
        let score = match outcome {
            Outcome::Done(score) => score,
            Outcome::Partial(score) => {
                return Some(RootScore {
                    index: root[0].index,
                    score,
                    complete: false,
                });
            }
            Outcome::Stopped => return None,
        };
        if !noisy {
            self.sh
                .mid_tt
                .store_exact(hash(&pos), score, depth, root[0].index);
        }
        Some(RootScore {
            index: root[0].index,
            score,
            complete: true,
        })
    }

    /// Solves the root exactly (selectively when the search is: see [`Searcher::selectivity`]): the
    /// best move and its score in discs, or `None` if stopped.
    /// `guess`, an estimate of the score in discs (from a midgame search), centres the first
    /// window.
    pub fn solve_root(
        &mut self,
        pos: Position<L::B>,
        root: &mut [RootMove<L::B>],
        guess: Option<i32>,
    ) -> Option<RootScore> {
        let empties = pos.empties(&self.t.layout);
        if let Some(e) = self.sh.end_tt.probe(hash(&pos))
            && let Some(b) = e.best
            && let Some(i) = root.iter().position(|m| m.index == b)
        {
            root[..=i].rotate_right(1);
        }
        let mut solve = |s: &mut Self, lo, hi| s.solve_window(pos, root, (lo, hi));
        let score = match guess {
            Some(guess) => self.aspiration(guess, solve)?,
            None => solve(self, -INF, INF)?,
        };
        let depth = empties - self.selectivity(empties);
        self.sh
            .end_tt
            .store_exact(hash(&pos), score, depth, root[0].index);
        Some(RootScore {
            index: root[0].index,
            score,
            complete: true,
        })
    }

    /// Proves who wins from the root, exactly (no selectivity), with the null window around a
    /// draw: `Some(v)` with `v >= 1` when a move wins (it is then first in `root`), `v == 0` when
    /// the best move draws (first in `root`), `v <= -1` when every move loses; `None` if
    /// stopped. Far cheaper than the exact score (under half its time at 24 empty cells), and
    /// all that decides a game.
    pub fn prove_root(&mut self, pos: Position<L::B>, root: &mut [RootMove<L::B>]) -> Option<i32> {
        self.solve_window(pos, root, (-1, 1))
    }

    /// The solver's loop over the root moves within the window (`lo`, `hi`), fail-soft, the best
    /// move put first; `None` if stopped, since only a whole loop is exact (the scores of a
    /// stopped one are bounds of the window).
    fn solve_window(
        &mut self,
        pos: Position<L::B>,
        root: &mut [RootMove<L::B>],
        window: (i32, i32),
    ) -> Option<i32> {
        let empties = pos.empties(&self.t.layout);
        let child =
            |s: &mut Self, next, next_moves, a, b| s.solve(next, next_moves, a, b, empties - 1, 1);
        match self.root_loop(pos, root, window, false, child) {
            Outcome::Done(score) => Some(score),
            Outcome::Partial(_) | Outcome::Stopped => None,
        }
    }

    /// An exact score by aspiration: `search(self, lo, hi)` (fail-soft, `None` if stopped) with
    /// a narrow window around `guess` first, which costs far fewer nodes than the whole range
    /// when the guess is close (as a midgame search's usually is), then, on a fail, a window
    /// twice as wide on the side the true score was proven to lie, until the score falls inside.
    fn aspiration(
        &mut self,
        guess: i32,
        mut search: impl FnMut(&mut Self, i32, i32) -> Option<i32>,
    ) -> Option<i32> {
        let cells = self.t.cell_count as i32;
        let guess = guess.clamp(-cells, cells);
        let mut width = ASPIRATION;
        let (mut lo, mut hi) = (guess - width, guess + width);
        // What the fails have shown: the score lies in (at_least, at_most).
        let (mut at_least, mut at_most) = (-INF, INF);
        loop {
            // A bound beyond every score would only cost a re-search.
            if lo <= -cells {
                lo = -INF;
            }
            if hi >= cells {
                hi = INF;
            }
            let v = search(self, lo, hi)?;
            width *= 2;
            if v <= lo && lo > -INF {
                // At most v.
                at_most = at_most.min(v);
                (lo, hi) = (v - width, v + 1);
            } else if v >= hi && hi < INF {
                // At least v.
                at_least = at_least.max(v);
                (lo, hi) = (v - 1, v + width);
            } else {
                return Some(v);
            }
            // An exact search never contradicts itself; a selective one (Multi-ProbCut in the
            // solver) can fail low, then high, then low again forever: the whole window settles
            // it.
            if at_least >= at_most {
                (lo, hi) = (-INF, INF);
            }
        }
    }
}
