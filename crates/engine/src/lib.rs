//! The computer opponent: a search engine for every board the game allows.
//!
//! The engine works on the core's bitboards ([`Position`](othello_core::Position) relative to
//! the side to move, on the game's concrete [`Layout`](othello_core::Layout)), so 4×4, 6×10 and
//! 16×16 boards all get the same search, monomorphised per layout:
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
//!   over when few cells are left (see [`Level`]), and [`Search::exact`] runs it on any
//!   position;
//! - **limits**: a time budget, a node budget, a depth cap, and cancellation at any moment through
//!   an [`AtomicBool`](std::sync::atomic::AtomicBool), checked every couple of thousand nodes;
//! - **threads**: with [`Limits::threads`] > 1, the tree is shared among the threads at split
//!   points, young brothers wait (as in Edax): once a node's first child is searched and a
//!   thread is idle, the node's other moves are handed out one at a time to every thread that
//!   joins it, midgame (from 4 plies to go) and solver (from 12 empty cells) alike; a cut-off
//!   stops every thread below it. Every search gets it this way: the computer's move,
//!   the analysis, the review and the exact solve. Exact scores do not depend on the number of
//!   threads; helper threads are named [`HELPER_NAME`] and joined before the search returns.
//!
//! # Scores
//! A [`SearchResult`] with `exact == true` holds the final disc difference for the side to move
//! under perfect play, with empty cells counted for the winner (the standard Othello rule, as in
//! the published FFO scores). Under "fewest discs wins" that difference is negated, so a positive
//! score always means the side to move wins. Otherwise the score is an evaluation in hundredths of
//! a disc; a game end found by the search scores beyond ±[`WIN_SCORE`].
//!
//! # Asking for a search
//! A [`Search`] names what to search, a [`Game`](othello_core::Game)'s position or a bare
//! position of a layout, and how: the limits, the threads, the cancel flag, the progress to
//! show, the tables kept from earlier searches; [`Search::run`] gives the [`SearchResult`].
//! ```no_run
//! use othello_core::{Game, Options};
//! use othello_engine::{GameTables, Level, Search};
//! use std::sync::atomic::AtomicBool;
//!
//! let game = Game::new(Options::default()).unwrap();
//! let stop = AtomicBool::new(false);
//! let mut tables = GameTables::new(16);
//! let result = Search::new(&game)
//!     .limits(Level::Expert.limits())
//!     .threads(2)
//!     .tables(&mut tables)
//!     .cancel(&stop)
//!     .run();
//! // The exact value of the position.
//! let exact = Search::new(&game).exact().run();
//! ```
//!
//! An [`Analysis`] (a value for each move) and a [`Review`] (every move of a game against the
//! best) are asked for the same way, with [`Analysis::request`] and [`Review::request`]; their
//! `start` runs them on a thread of their own.
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

#![deny(missing_docs)]

mod analysis;
mod background;
pub mod book;
pub mod book_build;
mod clock;
mod eval;
mod job;
mod kept;
pub mod learn;
mod limits;
mod pace;
mod request;
mod result;
mod review;
mod rng;
mod search;
mod started;
mod think;
mod thinker;
mod trained;
mod tt;

pub use analysis::{Analysis, AnalysisRequest, MoveValue};
pub use background::Background;
pub use clock::{MAX_CLOCK_SHARE, clock_move_time};
pub use job::{GameData, Job, Remote, Report, Runner, set_runner};
pub use kept::{GameTables, SolveTable};
pub use limits::{
    Evaluation, Level, Limits, MAX_THREADS, PERFECT_PLAY_EMPTIES, SELECTIVE_EMPTIES,
    SIMPLE_EXACT_EMPTIES, SIMPLE_PERFECT_PLAY_EMPTIES, perfect_play_feasible,
};
pub use request::{BarePosition, Search};
pub use result::{Progress, SearchResult, WIN_SCORE};
pub use review::{BLUNDER_DISCS, MISTAKE_DISCS, MoveReview, Review, ReviewRequest, ReviewTotals};
pub use rng::XorShift;
pub use search::{END_CUT_EMPTIES, HELPER_NAME, SELECTIVITY};
pub use started::{Analyst, Reviewer};
pub use think::MIN_SELECTIVE_EMPTIES;
pub use thinker::Thinker;
