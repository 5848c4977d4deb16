//! The computer opponent: negamax with alpha-beta pruning and a transposition table.
//!
//! Positions are two bitboards relative to the side to move (`me`, `opp`). A finished line scores
//! `±(WIN + empty cells left)`, so among wins the fastest scores highest and among losses the
//! slowest scores least badly; a full board without a line scores 0. Because the score depends
//! only on the position (not on the path), table entries can be shared between transpositions.
//!
//! The search deepens one ply at a time. When a depth reaches the number of empty cells every
//! leaf is the end of a game and the answer is exact; on the 3×3 board that takes a few thousand
//! nodes, so [`best_move`] always plays perfectly there. On bigger boards the search stops at
//! the node or time bound of [`Limits`] and keeps the best move of the last finished depth; its
//! leaves are scored by a simple heuristic: for every winning line that only one player has
//! marks in, that player gets `4^marks` (a line with three of one's marks is worth four lines
//! with two). A proven win or loss also ends the deepening early.

use super::board::{Player, Pos, Rules};
use super::session::Match;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use web_time::Instant;

/// The score of a finished line, before adding the empty cells left.
const WIN: i32 = 1_000_000;
/// Heuristic scores stay strictly inside this bound, far from any win.
const HEURISTIC_BOUND: i32 = WIN / 2;
/// Above any score.
const INFINITY: i32 = 2 * WIN;
/// Entries kept before the table is cleared.
const TABLE_LIMIT: usize = 1 << 22;

/// How much the search may spend on one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Stop after about this many nodes (the first depth always completes).
    pub max_nodes: u64,
    /// Stop after about this long (`None`: no clock, which makes the search deterministic).
    pub max_time: Option<Duration>,
}

impl Default for Limits {
    /// Two million nodes or half a second, whichever comes first.
    fn default() -> Self {
        Limits {
            max_nodes: 2_000_000,
            max_time: Some(Duration::from_millis(500)),
        }
    }
}

/// The value of a position for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// The side to move wins; the game ends after `plies` more moves (its own and the other's).
    Win {
        /// Moves until the winning move, counting it.
        plies: u32,
    },
    /// The side to move loses after `plies` more moves.
    Loss {
        /// Moves until the losing move, counting it.
        plies: u32,
    },
    /// A draw with best play (exact searches only).
    Draw,
    /// A depth-limited estimate: positive favours the side to move.
    Estimate(i32),
}

/// The result of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The move to play; `None` when the game is over.
    pub best: Option<Pos>,
    /// The value of the position for the side to move.
    pub score: Score,
    /// The deepest completed search, in plies.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
    /// Whether `score` is proven (the search reached every game end, or found a forced result).
    pub exact: bool,
}

#[derive(Clone, Copy)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    depth: u8,
    score: i32,
    bound: Bound,
    best: u8,
}

/// A reusable searcher: keeps its transposition table between moves of the same board.
pub struct Engine {
    limits: Limits,
    table: HashMap<(u64, u64), Entry, BuildHasherDefault<PairHasher>>,
    rules: Option<Rules>,
    /// Cell indices, those on the most winning lines first.
    order: Vec<u8>,
    nodes: u64,
    deadline: Option<Instant>,
    may_stop: bool,
    stopped: bool,
    /// Set by another thread when the answer is no longer wanted.
    cancel: Option<Arc<AtomicBool>>,
}

/// The move a perfect player would make (within the default [`Limits`] on boards bigger than
/// 3×3): the fastest win, else a draw, else the slowest loss. `None` when the game is over.
///
/// It searches on the calling thread for up to [`Limits::default`] (half a second on the bigger
/// boards; well under a millisecond on 3×3). A user interface that must stay responsive can
/// run it on another thread: [`Match`] is `Clone + Send`.
pub fn best_move(game: &Match) -> Option<Pos> {
    Engine::new(Limits::default()).analyse(game).best
}

impl Engine {
    /// An engine with an empty table.
    pub fn new(limits: Limits) -> Engine {
        Engine {
            limits,
            table: HashMap::default(),
            rules: None,
            order: Vec::new(),
            nodes: 0,
            deadline: None,
            may_stop: false,
            stopped: false,
            cancel: None,
        }
    }

    /// This engine, stopping its searches as soon as `cancel` is set (checked before each depth
    /// and every 1024 nodes, even in the first depth). A cancelled search still names a legal
    /// move: the best of the deepest depth it completed, or the first empty cell.
    #[must_use]
    pub fn with_cancel(mut self, cancel: Arc<AtomicBool>) -> Engine {
        self.cancel = Some(cancel);
        self
    }

    /// The limits in force.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Searches the position for the side to move.
    pub fn analyse(&mut self, game: &Match) -> Analysis {
        let rules = game.rules();
        self.prepare(rules);
        let [noughts, crosses] = game.game().marks();
        let Some(player) = game.turn() else {
            // The last mover won, or the board is full.
            let score = if game.game().is_won() {
                Score::Loss { plies: 0 }
            } else {
                Score::Draw
            };
            return Analysis {
                best: None,
                score,
                depth: 0,
                nodes: 0,
                exact: true,
            };
        };
        let (me, opp) = match player {
            Player::Nought => (noughts, crosses),
            Player::Cross => (crosses, noughts),
        };
        let empty = rules.full() & !(me | opp);
        let empties = empty.count_ones();
        self.nodes = 0;
        self.stopped = false;
        self.may_stop = false;
        self.deadline = self.limits.max_time.map(|t| Instant::now() + t);

        // Until a depth completes: the first empty cell, in case the search is cancelled.
        let first = self.order.iter().find(|&&i| empty & (1 << i) != 0);
        let mut result = (first.copied().unwrap_or(self.order[0]), 0, 0u32);
        for depth in 1..=empties {
            if self.cancelled() {
                break;
            }
            let Some((best, score)) = self.root(me, opp, depth) else {
                break;
            };
            result = (best, score, depth);
            self.may_stop = true;
            if score.abs() >= WIN {
                break;
            }
        }
        let (best, score, depth) = result;
        let exact = depth == empties || score.abs() >= WIN;
        let score = if score >= WIN {
            Score::Win {
                plies: empties - (score - WIN) as u32,
            }
        } else if score <= -WIN {
            Score::Loss {
                plies: empties - (-score - WIN) as u32,
            }
        } else if exact {
            Score::Draw
        } else {
            Score::Estimate(score)
        };
        Analysis {
            best: Some(rules.pos_of(u32::from(best))),
            score,
            depth,
            nodes: self.nodes,
            exact,
        }
    }

    fn prepare(&mut self, rules: Rules) {
        if self.rules != Some(rules) || self.table.len() > TABLE_LIMIT {
            self.table.clear();
        }
        if self.rules != Some(rules) {
            let through = &rules.table().through;
            let mut order: Vec<u8> = (0..through.len() as u8).collect();
            order.sort_by_key(|&i| std::cmp::Reverse(through[usize::from(i)].len()));
            self.order = order;
            self.rules = Some(rules);
        }
    }

    /// One full-width search of the root to `depth`; `None` if stopped by the limits.
    fn root(&mut self, me: u64, opp: u64, depth: u32) -> Option<(u8, i32)> {
        let score = self.negamax(me, opp, depth, -INFINITY, INFINITY);
        if self.stopped {
            return None;
        }
        let best = self.table.get(&(me, opp)).map(|e| e.best)?;
        Some((best, score))
    }

    fn cancelled(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
    }

    fn out_of_budget(&mut self) -> bool {
        if self.nodes.is_multiple_of(1024) {
            let time_up = self.deadline.is_some_and(|d| Instant::now() >= d);
            let spent = time_up || self.nodes >= self.limits.max_nodes;
            if self.cancelled() || (self.may_stop && spent) {
                self.stopped = true;
            }
        }
        self.stopped
    }

    fn negamax(&mut self, me: u64, opp: u64, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        self.nodes += 1;
        if self.out_of_budget() {
            return 0;
        }
        let Some(rules) = self.rules else { return 0 };
        let empty = rules.full() & !(me | opp);
        if empty == 0 {
            return 0;
        }
        let left = empty.count_ones() as i32;
        // A move that completes a line wins now: nothing is faster.
        let table = rules.table();
        for i in 0..self.order.len() {
            let idx = self.order[i];
            if empty >> idx & 1 == 1 && completes(&table.through[usize::from(idx)], me | 1 << idx) {
                self.store(me, opp, depth, WIN + left - 1, Bound::Exact, idx);
                return WIN + left - 1;
            }
        }
        if depth == 0 {
            return heuristic(&table.all, me, opp);
        }

        let original_alpha = alpha;
        let mut beta = beta;
        let mut first = None;
        if let Some(entry) = self.table.get(&(me, opp)).copied() {
            if u32::from(entry.depth) >= depth {
                match entry.bound {
                    Bound::Exact => return entry.score,
                    Bound::Lower => alpha = alpha.max(entry.score),
                    Bound::Upper => beta = beta.min(entry.score),
                }
                if alpha >= beta {
                    return entry.score;
                }
            }
            first = Some(entry.best);
        }

        let mut best_score = -INFINITY;
        let mut best_idx = first.unwrap_or(self.order[0]);
        // The table's best move first, then the fixed order.
        for slot in 0..=self.order.len() {
            let idx = match (slot, first) {
                (0, Some(idx)) => idx,
                (0, None) => continue,
                (_, _) if Some(self.order[slot - 1]) == first => continue,
                (_, _) => self.order[slot - 1],
            };
            if empty >> idx & 1 == 0 {
                continue;
            }
            let score = -self.negamax(opp, me | 1 << idx, depth - 1, -beta, -alpha);
            if self.stopped {
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_idx = idx;
            }
            alpha = alpha.max(score);
            if alpha >= beta {
                break;
            }
        }
        let bound = if best_score <= original_alpha {
            Bound::Upper
        } else if best_score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        self.store(me, opp, depth, best_score, bound, best_idx);
        best_score
    }

    fn store(&mut self, me: u64, opp: u64, depth: u32, score: i32, bound: Bound, best: u8) {
        // A proven score holds at any depth.
        let depth = if score.abs() >= WIN && matches!(bound, Bound::Exact) {
            u8::MAX
        } else {
            depth.min(u32::from(u8::MAX - 1)) as u8
        };
        self.table.insert(
            (me, opp),
            Entry {
                depth,
                score,
                bound,
                best,
            },
        );
    }
}

/// A fast hash for the table's keys (two bitboards): multiply-and-rotate per word, folded at
/// the end so the low bits that pick a bucket depend on every input bit.
#[derive(Default)]
struct PairHasher(u64);

impl Hasher for PairHasher {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(23) ^ n).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }

    fn finish(&self) -> u64 {
        self.0 ^ (self.0 >> 29)
    }
}

/// Does `marks` fill one of `lines`?
fn completes(lines: &[u64], marks: u64) -> bool {
    lines.iter().any(|&l| l & !marks == 0)
}

/// Open lines weighted by `4^marks`, for the side to move minus the other side.
fn heuristic(lines: &[u64], me: u64, opp: u64) -> i32 {
    let mut score: i64 = 0;
    for &line in lines {
        let (mine, theirs) = ((line & me).count_ones(), (line & opp).count_ones());
        if theirs == 0 && mine > 0 {
            score += 1 << (2 * mine);
        } else if mine == 0 && theirs > 0 {
            score -= 1 << (2 * theirs);
        }
    }
    let bound = i64::from(HEURISTIC_BOUND - 1);
    score.clamp(-bound, bound) as i32
}
