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
//!   1.5 standard deviations beyond the window, the node is cut; a side is probed only where
//!   the node's static value makes a cut there likely: [`learn::probcut`],
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
//!   [`analyze`], [`review()`] and [`solve`]. Exact scores do not depend on the number of threads;
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
mod eval;
mod kept;
pub mod learn;
mod limits;
mod pace;
mod review;
mod rng;
mod search;
mod think;
mod thinker;
mod trained;
mod tt;

use eval::Tables;
use othello_core::{Bits, Game, Layout, Options, Position, RuleSet, Square, WinRule};
use search::{Shared, WIN};
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::{Duration, Instant};

pub use analysis::{Analysis, Analyst, MoveValue, analyze};
pub use background::Background;
pub use kept::{GameTables, search_in};
pub use limits::{Evaluation, Level, Limits, SELECTIVE_EMPTIES};
pub use pace::clock_move_time;
pub use review::{BLUNDER_DISCS, MISTAKE_DISCS, MoveReview, Review, Reviewer, review};
pub use rng::XorShift;
pub use search::{END_CUT_EMPTIES, HELPER_NAME, SELECTIVITY};
pub use think::MIN_SELECTIVE_EMPTIES;
pub use thinker::Thinker;

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

/// [`search()`], reporting the depth reached in `progress` as it goes.
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
            let (best, score, exact, depth, solver) = think::think(s, pos, limits, start)?;
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
