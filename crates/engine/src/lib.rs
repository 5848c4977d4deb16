//! The computer opponent: a search engine for every board the game allows.
//!
//! The engine works on the core's bitboards ([`Position`] relative to the side to move, on the
//! game's concrete [`Layout`]), so 4×4, 6×10 and 16×16 boards all get the
//! same search, monomorphised per layout:
//!
//! - **midgame**: negamax alpha-beta with iterative deepening and principal-variation search,
//!   a shared lock-free transposition table, and move ordering by the table's move first, then by
//!   a one-ply evaluation (deep nodes) or the opponent's mobility (shallow nodes); with the
//!   trained evaluation on a board it was fitted for, Multi-ProbCut from 3 plies to go (a
//!   search about half as deep predicts the deep one by a fitted line; when the prediction is
//!   1.5 standard deviations beyond the window, the node is cut: [`learn::probcut`],
//!   [`Limits::probcut`]);
//! - **evaluation**: under the Full rules, pattern weights fitted to self-played games whose
//!   endings were solved exactly ([`learn`]: corner blocks, edges, lines near the edges,
//!   mobility, potential mobility, discs, parity, interpolated between phases;
//!   `assets/eval.weights`: "most discs wins" trained on 6×6, 8×8, 6×10 and 10×10, "fewest
//!   discs wins" on 6×6 and 8×8, the nearest trained board's weights on the others); under the
//!   Simple rules the hand-set evaluation of `engine/eval.rs` (mobility, potential mobility,
//!   corners and the cells next to them, edges, stable discs, parity, blended from opening to
//!   ending weights), which [`Evaluation::Classic`] also picks under the Full rules;
//! - **exact solver**: fastest-first ordering (opponent mobility, potential mobility, corners,
//!   parity), from 20 empty cells with a shallow midgame search of each child added, stability
//!   cut-offs, enhanced transposition cut-offs, aspiration windows at the root around the midgame
//!   estimate, and its own table (huge pages, buckets prefetched); in the last six plies no table
//!   and odd quadrants first, in the last three no move generation, on the last cell no move
//!   played. Its recursion has a second copy compiled for AVX2/BMI/POPCNT processors. It takes
//!   over when few cells are left (see [`Level`]), and [`solve`] runs it on any position;
//! - **limits**: a time budget, a node budget, a depth cap, and cancellation at any moment through
//!   an [`AtomicBool`], checked every couple of thousand nodes;
//! - **threads**: with [`Limits::threads`] > 1, the tree is shared among the threads at split
//!   points, young brothers wait (as in Edax): once a node's first child is searched and a
//!   thread is idle, the node's other moves are handed out one at a time to every thread that
//!   joins it, midgame (from 4 plies to go) and solver (from 12 empty cells) alike; a cut-off
//!   stops every thread below it. Every search gets it this way: the computer's move,
//!   [`analyze`], [`review`] and [`solve`]. Exact scores do not depend on the number of threads;
//!   helper threads are named [`HELPER_NAME`] and joined before the search returns.
//!
//! # Scores
//! A [`SearchResult`] with `exact == true` holds the final disc difference for the side to move
//! under perfect play, with empty cells counted for the winner (the standard Othello rule, as in
//! the published FFO scores). Under "fewest discs wins" that difference is negated, so a positive
//! score always means the side to move wins. Otherwise the score is an evaluation in hundredths of
//! a disc; a game end found by the search scores beyond ±[`WIN_SCORE`].
//!
//! # Use from a GUI
//! ```no_run
//! use othello_core::{Game, Options};
//! use othello_engine::{Level, Thinker};
//!
//! let mut game = Game::new(Options::default()).unwrap();
//! let mut thinker = Thinker::start(&game, Level::Intermediate.limits());
//! // ... each frame:
//! if let Some(result) = thinker.try_result() {
//!     game.play(result.best).unwrap();
//! }
//! ```

mod analysis;
mod background;
pub mod book;
mod bytes;
mod eval;
mod kept;
pub mod learn;
mod pace;
mod review;
mod rng;
mod search;
mod trained;
mod tt;

use eval::Tables;
use othello_core::{Bits, Game, Layout, Options, Position, RuleSet, Square, WinRule};
use pace::{Pace, next_level_fits, selective_fits};
use search::{Searcher, Shared, WIN, add_noise};
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub use analysis::{Analysis, Analyst, MoveValue, analyze};
pub use background::Background;
pub use kept::{GameTables, search_in};
pub use pace::clock_move_time;
pub use review::{BLUNDER_DISCS, MISTAKE_DISCS, MoveReview, Review, Reviewer, review};
pub use rng::XorShift;
pub use search::{END_CUT_EMPTIES, HELPER_NAME, SELECTIVITY};

/// The most threads a search is given anywhere a person or a program picks the number.
pub const MAX_THREADS: usize = 256;

/// Midgame scores of finished games lie beyond ± this value (see the module docs).
pub const WIN_SCORE: i32 = WIN;

/// Boards with at most this many empty cells at the start are solved from the first move
/// ("perfect play", within a second): 4×4, 4×6 and 4×8 (and their transposes) under the Full
/// rules. Larger boards become exact later in the game.
pub const PERFECT_PLAY_EMPTIES: u32 = 28;

/// [`PERFECT_PLAY_EMPTIES`] under the Simple rules, where nearly every empty cell next to a disc
/// is a move: 4×4 is solved from the start in 0.03 s, 4×6 takes 11 s and 4×8 far longer (one
/// thread), so only 4×4 qualifies.
pub const SIMPLE_PERFECT_PLAY_EMPTIES: u32 = 12;

/// The most empty cells a timed search (every level) solves exactly under the Simple rules,
/// whatever its "exact from": solving costs about ten times more for every two more empty cells (8×8 positions from
/// random games: 14 empties 0.04–0.09 s, 16 empties 0.5–1.3 s, one thread), so from 20, as
/// Expert does under the Full rules, the solver would run out of time and leave the move to a
/// short midgame search.
pub const SIMPLE_EXACT_EMPTIES: u32 = 14;

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
/// In a position of the opening book (see [`book`]) whose best move is a book move, a level
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
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
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
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
    /// four above [`END_CUT_EMPTIES`]; before the exact solve where it follows), after a short midgame
    /// search, where that search's pace says the solve can be expected to end in the time left
    /// (otherwise the midgame search goes on): the solver with Multi-ProbCut in its early part,
    /// whose score is likely rather than proven (an estimate, never `exact`) but costs a
    /// fraction of the exact one, so that the moves before the exact solve is in reach are
    /// chosen by the end of the game rather than by an evaluation (as Edax and Zebra do). It
    /// solves at each level of [`SELECTIVITY`] in turn, the least confident first, while the
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
    /// [`learn::probcut`]): a shallow search that predicts the deep one out of the window
    /// prunes the node. Off, the midgame search is full width.
    pub probcut: bool,
    /// Play from the opening book (see [`book`]) where it holds the position and its best
    /// move: one of the book moves within this many hundredths of a disc of the best, chosen
    /// by `seed`. `None`: always search.
    pub book: Option<i32>,
}

/// Which static evaluation the midgame search uses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Evaluation {
    /// The pattern weights fitted to self-played games (see [`learn`]) under the Full rules
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

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// The move to play.
    pub best: Square,
    /// Exact final disc difference if `exact`, else an evaluation in hundredths of a disc (both
    /// for the side to move; see the module docs).
    pub score: i32,
    /// Whether `score` is the proven result of perfect play.
    pub exact: bool,
    /// Depth of the last completed iteration (the number of empty cells when exact; 0 when the
    /// move was forced or the search was stopped before the first iteration finished).
    pub depth: u32,
    /// Nodes searched over all threads.
    pub nodes: u64,
    /// Expected line of play, starting with `best` (may be short).
    pub pv: Vec<Square>,
    /// Time spent.
    pub elapsed: Duration,
    /// Whether the move and its value come from the opening book (no search: `depth` is the
    /// book's search depth, `nodes` 0).
    pub book: bool,
}

impl SearchResult {
    /// The score in hundredths of a disc for the side to move, whatever its kind: an exact
    /// score × 100, an evaluation as it is, a finished game found by the midgame search counted
    /// in discs (without the offset that ranks it above every evaluation).
    pub fn value(&self) -> i32 {
        if self.exact {
            100 * self.score
        } else if self.score.abs() > WIN_SCORE / 2 {
            self.score - WIN_SCORE * self.score.signum()
        } else {
            self.score
        }
    }
}

/// Progress of a running search, readable from another thread.
#[derive(Debug, Default)]
pub struct Progress {
    depth: AtomicU32,
}

impl Progress {
    /// Depth of the search's latest value: its deepest whole iteration so far (at the end, one
    /// deeper if an iteration cut short scored a move, as the result says).
    pub fn depth(&self) -> u32 {
        self.depth.load(Ordering::Relaxed)
    }
}

/// Searches the position of `game` for the player to move within `limits`.
///
/// Returns `None` only when the game is over. When stopped early (cancel, time, nodes) the best
/// move of the last completed iteration is returned, or the first move in the move ordering if
/// none completed.
pub fn search(game: &Game, limits: &Limits, cancel: &AtomicBool) -> Option<SearchResult> {
    search_with_progress(game, limits, cancel, &Progress::default())
}

/// [`search`], reporting the depth reached in `progress` as it goes.
pub fn search_with_progress(
    game: &Game,
    limits: &Limits,
    cancel: &AtomicBool,
    progress: &Progress,
) -> Option<SearchResult> {
    search_game(game, limits, cancel, progress, [None, None])
}

/// [`search_with_progress`] with the midgame and the solver's tables lent where `lent` has
/// them.
fn search_game(
    game: &Game,
    limits: &Limits,
    cancel: &AtomicBool,
    progress: &Progress,
    lent: [Option<&tt::Table>; 2],
) -> Option<SearchResult> {
    let turn = game.turn()?;
    let options = game.options();
    if let Some(result) = limits
        .book
        .and_then(|margin| from_book(game, margin, limits))
    {
        return Some(result);
    }
    othello_core::with_layout!(game.layout(), |l| search_position_in(
        l,
        options.rules,
        options.win_rule,
        game.position_for(turn),
        limits,
        cancel,
        progress,
        lent
    ))
}

/// The compiled-in book's move for the game's position, if the book holds the position and its
/// best move (see [`book::Book::choose`]); where `limits` play perfectly, only an exact best
/// move.
fn from_book(game: &Game, margin: i32, limits: &Limits) -> Option<SearchResult> {
    let start = Instant::now();
    let book = book::for_options(game.options())?;
    let perfect = limits.perfect_play && perfect_play_feasible(game.options());
    let m = book.choose(game, if perfect { 0 } else { margin }, limits.seed)?;
    if perfect && !m.exact {
        return None;
    }
    Some(SearchResult {
        best: m.square,
        score: if m.exact { m.value / 100 } else { m.value },
        exact: m.exact,
        depth: if m.exact {
            game.empties()
        } else {
            u32::from(book.depth)
        },
        nodes: 0,
        pv: vec![m.square],
        elapsed: start.elapsed(),
        book: true,
    })
}

/// Solves the position exactly, with no time limit (only `cancel` stops it). The result has
/// `exact == true` unless it was cancelled.
pub fn solve(game: &Game, threads: usize, cancel: &AtomicBool) -> Option<SearchResult> {
    let limits = Limits {
        threads,
        exact_empties: u32::MAX,
        quick_single_move: false,
        ..Limits::default()
    };
    search(game, &limits, cancel)
}

/// A solver hash table kept from one solve to the next (see [`solve_in`]), for the positions
/// of one board and one set of rules (its entries are keyed by the discs alone).
pub struct SolveTable(tt::Table);

impl std::fmt::Debug for SolveTable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SolveTable")
    }
}

impl SolveTable {
    /// A table of about `mib` mebibytes.
    pub fn new(mib: usize) -> SolveTable {
        SolveTable(tt::Table::new(mib))
    }
}

/// [`solve`] with a table kept across solves, so that what earlier solves learned of the
/// positions they met is not searched again (an exact value is the same whatever table found
/// it).
pub fn solve_in(
    game: &Game,
    threads: usize,
    table: &SolveTable,
    cancel: &AtomicBool,
) -> Option<SearchResult> {
    let turn = game.turn()?;
    let options = game.options();
    let limits = Limits {
        threads,
        exact_empties: u32::MAX,
        quick_single_move: false,
        // For the short midgame search that orders the root moves.
        hash_mib: 4,
        ..Limits::default()
    };
    othello_core::with_layout!(game.layout(), |l| search_position_in(
        l,
        options.rules,
        options.win_rule,
        game.position_for(turn),
        &limits,
        cancel,
        &Progress::default(),
        [None, Some(&table.0)]
    ))
}

/// The engine's static evaluation of `game` for the player to move, in hundredths of a disc
/// (positive is good for the mover), or `None` when the game is over. This is the number the
/// midgame search scores its leaves with; it is exposed for tests and tools.
pub fn evaluate(game: &Game) -> Option<i32> {
    evaluate_with(game, Evaluation::Trained)
}

/// [`evaluate`] with the evaluation asked for.
pub fn evaluate_with(game: &Game, eval: Evaluation) -> Option<i32> {
    let turn = game.turn()?;
    let options = game.options();
    othello_core::with_layout!(game.layout(), |l| {
        let tables = Tables::with_eval(*l, options.rules, options.win_rule, eval);
        let pos = game.position_for(turn);
        Some(tables.evaluate(&pos, pos.moves(l, options.rules)))
    })
}

/// Whether a game with these options can be solved from its first move within a second or so.
pub fn perfect_play_feasible(options: &Options) -> bool {
    u32::from(options.rows) * u32::from(options.cols) - 4 <= perfect_play_empties(options.rules)
}

/// [`PERFECT_PLAY_EMPTIES`] or [`SIMPLE_PERFECT_PLAY_EMPTIES`].
fn perfect_play_empties(rules: RuleSet) -> u32 {
    match rules {
        RuleSet::Full => PERFECT_PLAY_EMPTIES,
        RuleSet::Simple => SIMPLE_PERFECT_PLAY_EMPTIES,
    }
}

/// Midgame iterations run before an untimed solve (they order the root moves).
const PRE_SOLVE_DEPTH: u32 = 4;

/// Searches a bare position (relative to the side to move) on `layout` under the given rules —
/// for positions that did not come from a [`Game`], such as test suites. Returns `None` when the
/// side to move has no legal move (it must pass, or the game is over).
pub fn search_position<L: Layout>(
    layout: &L,
    rules: RuleSet,
    win_rule: WinRule,
    pos: Position<L::B>,
    limits: &Limits,
    cancel: &AtomicBool,
    progress: &Progress,
) -> Option<SearchResult> {
    search_position_in(
        layout,
        rules,
        win_rule,
        pos,
        limits,
        cancel,
        progress,
        [None, None],
    )
}

/// [`search_position`] with the midgame and the solver's tables lent where `[mid, end]` has
/// them (the others are the search's own).
#[allow(clippy::too_many_arguments)]
fn search_position_in<L: Layout>(
    layout: &L,
    rules: RuleSet,
    win_rule: WinRule,
    pos: Position<L::B>,
    limits: &Limits,
    cancel: &AtomicBool,
    progress: &Progress,
    lent: [Option<&tt::Table>; 2],
) -> Option<SearchResult> {
    let start = Instant::now();
    if pos.moves(layout, rules).is_zero() {
        return None;
    }
    let tables = Tables::with_eval(*layout, rules, win_rule, limits.eval);
    let shared = Shared::lent(cancel, &progress.depth, limits, start, lent);
    progress.depth.store(0, Ordering::Relaxed);
    let cols = layout.cols();
    let square = |i: u32| Square::new((i / cols) as u8, (i % cols) as u8);
    let (best, score, exact, depth, pv) =
        search::with_helpers(&tables, &shared, limits.threads, |s| {
            let (best, score, exact, depth, solver) = think(s, pos, limits, start)?;
            let pv = if depth > 0 {
                s.pv(pos, best, solver, depth as usize)
            } else {
                vec![best]
            };
            Some((best, score, exact, depth, pv))
        })?;
    Some(SearchResult {
        best: square(best),
        score,
        exact,
        depth,
        nodes: shared.nodes.load(Ordering::Relaxed),
        pv: pv.into_iter().map(square).collect(),
        elapsed: start.elapsed(),
        book: false,
    })
}

/// Iterative deepening, then the solver when in reach, selective or exact. Returns (move, score,
/// exact, depth, whether the solver's table holds the line).
fn think<L: Layout>(
    s: &mut Searcher<'_, L>,
    pos: Position<L::B>,
    limits: &Limits,
    start: Instant,
) -> Option<(u32, i32, bool, u32, bool)> {
    let mut root = s.root_moves(&pos);
    let first = root.first()?.index;
    let empties = pos.empties(&s.t.layout);
    if root.len() == 1 && limits.quick_single_move {
        return Some((first, 0, false, 0, false));
    }
    if limits.noise != 0 {
        add_noise(&mut root, &mut XorShift::new(limits.seed), limits.noise);
    }
    let small_board = s.t.cell_count - 4 <= perfect_play_empties(s.t.rules);
    // A timed search under the Simple rules would run out of time solving (untimed ones, such
    // as [`solve`], do what they are asked).
    let exact_empties = match (s.t.rules, limits.time) {
        (RuleSet::Simple, Some(_)) => limits.exact_empties.min(SIMPLE_EXACT_EMPTIES),
        _ => limits.exact_empties,
    };
    let solving = empties <= exact_empties || (limits.perfect_play && small_board);
    // A selective solve first where an exact one may not finish in time (see
    // `Limits::selective_empties`), on the boards whose predictions were fitted, if it can be
    // expected to finish (decided once the midgame has shown its pace). Where the exact solve
    // follows, the selective one (about a third of its nodes at 20 empty cells) is its
    // fallback: a hard position's exact solve can take several times the median's.
    let mut selective = limits.time.is_some()
        && empties <= limits.selective_empties
        && empties > END_CUT_EMPTIES + SELECTIVE_ABOVE
        && s.t.cuts.is_some_and(|c| c.end_cut(empties).is_some());
    let max_depth = limits.depth.max(1).min(empties);
    let timed = limits.time.map(|time| (start, time));
    let mut best = (first, 0, false, 0);
    let mut pace = Pace::new(start);
    // Before a solve, the midgame has a fifth of the time and stops at its end even in the
    // middle of an iteration (the iterations near the end of the game grow unevenly: one
    // started just before the fifth could take all the solve's time).
    let mut stage = timed.filter(|_| solving || selective);
    s.set_stage_end(stage.map(|(_, time)| time / 5));
    let mut depth = 1;
    while depth <= max_depth {
        let searched = s.mid_root(pos, &mut root, depth);
        if let Some((m, score, _)) = searched {
            best = (m, score, false, depth);
            s.report_depth(depth);
        }
        if !matches!(searched, Some((_, _, true))) {
            // Stopped part of the way (the best move among those searched this deep is kept):
            // by the caller or the clock, or by the end of the midgame's fifth, then to solve.
            let Some((start, time)) = stage.take() else {
                break;
            };
            if !s.end_stage()
                || solving
                || selective_fits(empties, s.search_nodes(), start.elapsed(), time)
            {
                break;
            }
            // A selective solve not expected to finish gives way to the midgame: this depth
            // again (its table keeps what the cut iteration found), with the whole time.
            selective = false;
            continue;
        }
        let changed = pace.iteration(best.0);
        // A proven result needs no deeper search (the noise of weak levels never reaches WIN).
        if best.1.abs() > WIN / 2 {
            break;
        }
        // Before solving, a fifth of the time (or a few plies when untimed) buys a fallback move
        // in case the solver runs out of time; otherwise go deeper until the time is up, or
        // while the next iteration can be expected to score at least its first move in it.
        // A selective solve not expected to finish gives way to a deeper midgame search.
        let midgame = |time| !limits.whole_time && !pace.next_fits(time, changed);
        let stop = match (timed, solving || selective) {
            (Some((start, time)), true) if start.elapsed() * 5 > time => {
                if solving || selective_fits(empties, s.search_nodes(), start.elapsed(), time) {
                    true
                } else {
                    selective = false;
                    stage = None;
                    s.end_stage();
                    midgame(time)
                }
            }
            (Some(_), true) => false,
            (None, true) => depth >= PRE_SOLVE_DEPTH,
            (Some((_, time)), false) => midgame(time),
            (None, false) => false,
        };
        if stop {
            break;
        }
        depth += 1;
    }
    // The solve has the rest of the time.
    if stage.is_some() {
        s.end_stage();
    }
    let mut solver = false;
    let mut solve_root = root.clone();
    for m in &mut solve_root {
        m.noise = 0;
    }
    // The last iteration's score, in discs, centres the solver's first window.
    let guess = |best: (u32, i32, bool, u32)| {
        (best.3 > 0).then(|| {
            let score = best.1;
            if score.abs() > WIN / 2 {
                (score - WIN * score.signum()) / 100
            } else {
                score / 100
            }
        })
    };
    // The selective solve, from its least confident level up (see `SELECTIVITY`) while the time
    // lasts: a level cut short leaves the result of the one before.
    if let Some((start, time)) = timed.filter(|_| selective) {
        let mut last = None;
        for level in 0..SELECTIVITY.len() {
            let elapsed = start.elapsed();
            // With the whole time to spend, a level that may not end is tried all the same.
            let fits = match last {
                None => selective_fits(empties, s.search_nodes(), elapsed, time),
                Some(took) => limits.whole_time || next_level_fits(level, took, elapsed, time),
            };
            if !fits || s.aborted {
                break;
            }
            s.set_selectivity(Some(level));
            let found = s.solve_root(pos, &mut solve_root, guess(best));
            s.set_selectivity(None);
            let Some((m, score)) = found else {
                break;
            };
            // Likely, not proven: a value in hundredths of a disc, as the midgame's.
            best = (m, 100 * score, false, best.3);
            solver = true;
            last = Some(start.elapsed() - elapsed);
        }
    }
    // With time to spend whole, what the selective solve left goes to proving its result (its
    // table orders the exact solve's moves, its score centres its window); if that runs out of
    // time, the selective result stands.
    if (solving || (solver && limits.whole_time))
        && !s.aborted
        && let Some((m, score)) = s.solve_root(pos, &mut solve_root, guess(best))
    {
        best = (m, score, true, empties);
        solver = true;
        s.report_depth(empties);
    }
    Some((best.0, best.1, best.2, best.3, solver))
}

/// The selective solver is used only above this many empty cells more than
/// [`END_CUT_EMPTIES`]: nearer the end the exact solve costs little more.
const SELECTIVE_ABOVE: u32 = 4;

/// A search running on its own thread, for callers that must not block (the GUI): a
/// [`Background`] task whose one report is the search's result, with the search's progress
/// beside it.
///
/// Poll it with [`Thinker::try_result`]; [`Thinker::cancel`] or dropping it stops the search
/// within a few milliseconds (dropping it waits for the thread).
pub struct Thinker {
    task: Background<Option<SearchResult>>,
    progress: Arc<Progress>,
}

impl Thinker {
    /// Starts searching a copy of `game` within `limits`.
    pub fn start(game: &Game, limits: Limits) -> Thinker {
        Self::start_with(game, limits, None)
    }

    /// [`Thinker::start`] with the hash `tables` kept from the earlier searches of the game
    /// (see [`search_in`]); while another search holds them, with tables of its own.
    pub fn start_in(game: &Game, limits: Limits, tables: Arc<Mutex<GameTables>>) -> Thinker {
        Self::start_with(game, limits, Some(tables))
    }

    fn start_with(game: &Game, limits: Limits, tables: Option<Arc<Mutex<GameTables>>>) -> Thinker {
        let game = game.clone();
        let progress = Arc::new(Progress::default());
        let task = {
            let progress = progress.clone();
            Background::start(
                move |cancel, report| {
                    let kept = tables.as_ref().and_then(|t| match t.try_lock() {
                        Ok(t) => Some(t),
                        Err(std::sync::TryLockError::Poisoned(e)) => Some(e.into_inner()),
                        Err(std::sync::TryLockError::WouldBlock) => None,
                    });
                    let result = match kept {
                        Some(mut t) => search_in(&game, &limits, cancel, &progress, &mut t),
                        None => search_with_progress(&game, &limits, cancel, &progress),
                    };
                    report(&result)
                },
                || {},
            )
        };
        Thinker { task, progress }
    }

    /// The result, once the search has finished (then `None` again on later calls). A search of
    /// a finished game never yields a result; see [`Thinker::is_finished`].
    pub fn try_result(&mut self) -> Option<SearchResult> {
        self.task.take().flatten()
    }

    /// Whether the search thread has finished.
    pub fn is_finished(&self) -> bool {
        self.task.is_finished()
    }

    /// Depth of the search's latest value: its deepest whole iteration so far (at the end, one
    /// deeper if an iteration cut short scored a move, as the result says).
    pub fn depth(&self) -> u32 {
        self.progress.depth()
    }

    /// Asks the search to stop; [`Thinker::try_result`] soon yields the best move found so far.
    pub fn cancel(&self) {
        self.task.cancel();
    }
}
