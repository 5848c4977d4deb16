//! What a search may spend and how it plays: the computer's levels and the limits they stand for.

use othello_core::{Options, RuleSet};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// How strongly the computer plays.
///
/// | level | depth | time per move | randomness (± discs) | exact from | book moves within |
/// |---|---|---|---|---|---|
/// | Beginner | 1 ply | 0.2 s | ± 6 | never | no book |
/// | Novice | 2 plies | 0.5 s | ± 1.5 | 6 empty cells | 6 discs of the best |
/// | Intermediate | 4 plies | 1 s | ± 0.3 | 10 empty cells | 4 discs |
/// | Advanced | 6 plies | 2 s | none | 12 empty cells | 2 discs |
/// | Expert | as deep as time allows | 3 s | none | 20 empty cells | 1 disc |
///
/// In a position of the opening book (see [`book`](crate::book)) whose best move is a book move, a level
/// plays one of the book moves within its margin of the best, at random, so that games vary.
/// The randomness is a fixed random offset added to each candidate move's score at the root, so a
/// weak level sometimes prefers a slightly worse move. "Exact from" is the number of empty cells
/// at which the level switches to the exact solver; when timed, a fifth of the time goes to a
/// midgame search first, whose move is played if the solver does not finish in time. A timed
/// midgame search goes one ply deeper while the next iteration can be expected to score its
/// first move (the best so far) in the time left, more readily when the best move has just
/// changed; an iteration the clock cuts short still counts for the moves it scored. On a board
/// whose start has at most [`PERFECT_PLAY_EMPTIES`] empty cells, Expert plays perfectly from the
/// first move. Under the Simple rules, whose positions are far harder to solve, no level solves
/// from more than [`SIMPLE_EXACT_EMPTIES`] empty cells, and perfect play needs a board of at
/// most [`SIMPLE_PERFECT_PLAY_EMPTIES`] empty cells at the start.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Level {
    /// For a first game: shallow and noisy.
    Beginner,
    /// A little deeper, still noisy.
    Novice,
    /// A club player's depth with a touch of randomness.
    #[default]
    Intermediate,
    /// Deeper midgame search, exact endgame from 12 empty cells.
    Advanced,
    /// Everything the engine has within its time budget.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Beginner,
        Level::Novice,
        Level::Intermediate,
        Level::Advanced,
        Level::Expert,
    ];

    /// The level's name for menus.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "Beginner",
            Level::Novice => "Novice",
            Level::Intermediate => "Intermediate",
            Level::Advanced => "Advanced",
            Level::Expert => "Expert",
        }
    }

    /// The search limits of this level (with a random seed taken from the clock).
    pub fn limits(self) -> Limits {
        let seed = web_time::SystemTime::now()
            .duration_since(web_time::UNIX_EPOCH)
            .map_or(1, |d| d.as_nanos() as u64);
        let base = Limits {
            seed,
            ..Limits::default()
        };
        let ms = Duration::from_millis;
        match self {
            Level::Beginner => Limits {
                depth: 1,
                time: Some(ms(200)),
                noise: 600,
                exact_empties: 0,
                book: None,
                ..base
            },
            Level::Novice => Limits {
                depth: 2,
                time: Some(ms(500)),
                noise: 150,
                exact_empties: 6,
                book: Some(600),
                ..base
            },
            Level::Intermediate => Limits {
                depth: 4,
                time: Some(ms(1000)),
                noise: 30,
                exact_empties: 10,
                book: Some(400),
                ..base
            },
            Level::Advanced => Limits {
                depth: 6,
                time: Some(ms(2000)),
                exact_empties: 12,
                book: Some(200),
                ..base
            },
            Level::Expert => Limits {
                time: Some(ms(3000)),
                exact_empties: 20,
                selective_empties: SELECTIVE_EMPTIES,
                perfect_play: true,
                book: Some(100),
                ..base
            },
        }
    }
}

/// The most empty cells at which a timed search solves selectively (see
/// [`Limits::selective_empties`]) when its pace says the solve's first level can end in time:
/// on 8×8, a quarter of a second a move reaches about 27 empty cells, three seconds all 30
/// (the more confident levels as far as the time then allows). Beyond the 28 whose cost was
/// measured, the cost is extrapolated.
pub const SELECTIVE_EMPTIES: u32 = 30;

impl std::fmt::Display for Level {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// What a search may spend and how it plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Limits {
    /// Wall-clock budget; `None` for no limit.
    pub time: Option<Duration>,
    /// Spend the whole `time`, as a fixed time per move asks: deepen until it is up (the
    /// iteration it cuts short keeps the moves it scored). Otherwise stop once the next
    /// iteration cannot be expected to score its first move in the time left, which leaves the
    /// rest of a budget carved out of a clock on the clock.
    pub whole_time: bool,
    /// Node budget over all threads; `None` for no limit.
    pub nodes: Option<u64>,
    /// Deepest midgame iteration, in plies.
    pub depth: u32,
    /// Search threads (1 = the calling thread only).
    pub threads: usize,
    /// Size of each of the two hash tables, in MiB.
    pub hash_mib: usize,
    /// Switch to the exact solver at or below this many empty cells (0 = never).
    pub exact_empties: u32,
    /// With a time limit, solve selectively at or below this many empty cells (and more than
    /// four above [`END_CUT_EMPTIES`](crate::END_CUT_EMPTIES); before the exact solve where it follows), after a short midgame
    /// search, where that search's pace says the solve can be expected to end in the time left
    /// (otherwise the midgame search goes on): the solver with Multi-ProbCut in its early part,
    /// whose score is likely rather than proven (an estimate, never `exact`) but costs a
    /// fraction of the exact one, so that the moves before the exact solve is in reach are
    /// chosen by the end of the game rather than by an evaluation (as Edax and Zebra do). It
    /// solves at each level of [`SELECTIVITY`](crate::SELECTIVITY) in turn, the least confident first, while the
    /// time lasts; the time they leave goes to solving exactly where [`Limits::exact_empties`]
    /// or [`Limits::whole_time`] asks, their result standing if that solve cannot end.
    /// 0: never; usually [`SELECTIVE_EMPTIES`].
    pub selective_empties: u32,
    /// Random offset range added to root move scores, in hundredths of a disc (0 = none).
    pub noise: i32,
    /// Seed of the random offsets.
    pub seed: u64,
    /// Answer at once when there is a single legal move (no score is computed then).
    pub quick_single_move: bool,
    /// Solve from any position on boards that [`perfect_play_feasible`] says are small enough.
    pub perfect_play: bool,
    /// The static evaluation the midgame search scores its leaves with.
    pub eval: Evaluation,
    /// Multi-ProbCut in the midgame search, on the boards it was fitted for (see
    /// [`learn::probcut`](crate::learn::probcut)): a shallow search that predicts the deep one out of the window
    /// prunes the node. Off, the midgame search is full width.
    pub probcut: bool,
    /// Play from the opening book (see [`book`](crate::book)) where it holds the position and its best
    /// move: one of the book moves within this many hundredths of a disc of the best, chosen
    /// by `seed`. `None`: always search.
    pub book: Option<i32>,
}

/// Which static evaluation the midgame search uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Evaluation {
    /// The pattern weights fitted to self-played games (see [`learn`](crate::learn)) under the Full rules
    /// (either win rule) on every board; the hand-set weights under the Simple rules.
    #[default]
    Trained,
    /// The hand-set weights (mobility, corners, edges, stability, parity: see `engine/eval.rs`)
    /// everywhere, as before the trained evaluation.
    Classic,
}

impl Default for Limits {
    /// Unlimited depth and time, one thread, 8 MiB tables, exact from 20 empty cells, no noise.
    fn default() -> Self {
        Limits {
            time: None,
            whole_time: false,
            nodes: None,
            depth: 64,
            threads: 1,
            hash_mib: 8,
            exact_empties: 20,
            selective_empties: 0,
            noise: 0,
            seed: 1,
            quick_single_move: true,
            perfect_play: false,
            eval: Evaluation::Trained,
            probcut: true,
            book: None,
        }
    }
}

impl Limits {
    /// Whether a search within these limits ends in the solver on a position with `empties`
    /// empty cells, on a board of `cells` cells under `rules`: within
    /// [`Limits::exact_empties`] (under the Simple rules, a timed search no further than
    /// [`SIMPLE_EXACT_EMPTIES`]: it would run out of time solving; an untimed one does what it
    /// is asked), or anywhere with [`Limits::perfect_play`] on a board small enough.
    pub(crate) fn solves(&self, rules: RuleSet, cells: u32, empties: u32) -> bool {
        let exact_empties = match (rules, self.time) {
            (RuleSet::Simple, Some(_)) => self.exact_empties.min(SIMPLE_EXACT_EMPTIES),
            _ => self.exact_empties,
        };
        let small_board = cells - 4 <= perfect_play_empties(rules);
        empties <= exact_empties || (self.perfect_play && small_board)
    }
}

/// The most threads a search is given anywhere a person or a program picks the number.
pub const MAX_THREADS: usize = 256;

/// Boards with at most this many empty cells at the start are solved from the first move
/// ("perfect play", within a second): 4×4, 4×6 and 4×8 (and their transposes) under the Full
/// rules. Larger boards become exact later in the game.
pub const PERFECT_PLAY_EMPTIES: u32 = 28;

/// [`PERFECT_PLAY_EMPTIES`] under the Simple rules, where nearly every empty cell next to a disc
/// is a move: 4×4 is solved from the start in 0.03 s, 4×6 takes 11 s and 4×8 far longer (one
/// thread), so only 4×4 qualifies.
pub const SIMPLE_PERFECT_PLAY_EMPTIES: u32 = 12;

/// The most empty cells a timed search (every level) solves exactly under the Simple rules,
/// whatever its "exact from": solving costs about ten times more for every two more empty cells
/// (8×8 positions from random games: 14 empties 0.04–0.09 s, 16 empties 0.5–1.3 s, one
/// thread), so from 20, as Expert does under the Full rules, the solver would run out of time
/// and leave the move to a short midgame search.
pub const SIMPLE_EXACT_EMPTIES: u32 = 14;

/// Whether a game with these options can be solved from its first move within a second or so.
pub fn perfect_play_feasible(options: &Options) -> bool {
    u32::from(options.rows) * u32::from(options.cols) - 4 <= perfect_play_empties(options.rules)
}

/// [`PERFECT_PLAY_EMPTIES`] or [`SIMPLE_PERFECT_PLAY_EMPTIES`].
pub(crate) fn perfect_play_empties(rules: RuleSet) -> u32 {
    match rules {
        RuleSet::Full => PERFECT_PLAY_EMPTIES,
        RuleSet::Simple => SIMPLE_PERFECT_PLAY_EMPTIES,
    }
}
