//! Random balanced openings on any board: random moves, about an eighth of the board's cells
//! (8 on 8×8, as XOT), kept only when a shallow search values the position near even — what
//! XOT gives 8×8, for every size.
//!
//! ```
//! use othello::core::Options;
//! use othello::openings::random;
//!
//! let options = Options { rows: 6, cols: 10, ..Options::default() };
//! let game = random::balanced(options, 7).expect("an opening");
//! assert_eq!(game.moves_played().len() as u32, random::moves_for(&options));
//! ```

use crate::arena::openings::random_balanced;
use crate::core::{Game, Options};

pub use crate::arena::openings::{BALANCE_DEPTH, balance};

/// How far from even (in discs, by a [`BALANCE_DEPTH`]-ply search) a balanced opening may be.
pub const MARGIN: f64 = 2.0;

/// How many moves a random opening has on a board of `options`: about an eighth of the cells
/// (8 on 8×8), at least 2.
pub fn moves_for(options: &Options) -> u32 {
    let cells = u32::from(options.rows) * u32::from(options.cols);
    (cells.saturating_sub(4) * 2 / 15).max(2)
}

/// A random opening on a board of `options` from `seed` (the same seed gives the same opening)
/// whose [`balance`] is within [`MARGIN`]; if none is found, any random opening of that length
/// (the smallest boards have few); `None` if the board has no opening of that length at all.
pub fn balanced(options: Options, seed: u64) -> Option<Game> {
    let moves = moves_for(&options);
    let range = moves..=moves;
    random_balanced(options, 1, range.clone(), seed, Some(MARGIN))
        .or_else(|_| random_balanced(options, 1, range, seed, None))
        .ok()
        .and_then(|mut found| found.pop())
        .map(|o| o.game)
}
