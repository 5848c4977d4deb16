//! What a search gives back ([`SearchResult`]) and what it shows while it runs ([`Progress`]).

use crate::search::WIN;
use othello_core::Square;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;

/// Midgame scores of finished games lie beyond ± this value (see the crate's docs on scores).
pub const WIN_SCORE: i32 = WIN;

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SearchResult {
    /// The move to play.
    pub best: Square,
    /// Exact final disc difference if `exact`, else an evaluation in hundredths of a disc (both
    /// for the side to move; see the crate's docs on scores).
    pub score: i32,
    /// Whether `score` is the proven result of perfect play.
    pub exact: bool,
    /// Depth of the last completed iteration (the number of empty cells when exact; 0 when the
    /// move was forced or the search was stopped before the first iteration finished).
    pub depth: u32,
    /// Nodes searched over all threads.
    pub nodes: u64,
    /// Children evaluated to order their parents' moves in the midgame search, over all
    /// threads: positions made and evaluated that `nodes` does not count (Edax counts each such
    /// child among its nodes).
    pub ordered: u64,
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
    /// The depth of the search's latest value, as the search stores it.
    pub(crate) depth: AtomicU32,
}

impl Progress {
    /// Depth of the search's latest value: its deepest whole iteration so far (at the end, one
    /// deeper if an iteration cut short scored a move, as the result says).
    pub fn depth(&self) -> u32 {
        self.depth.load(Ordering::Relaxed)
    }
}
