//! Random balanced openings on any board: random moves, about an eighth of the board's cells
//! (8 on 8×8, as XOT), kept only when a shallow search values the position near even — what
//! XOT gives 8×8, for every size.
//!
//! ```
//! use othello_core::Options;
//! use othello_openings::random;
//!
//! let options = Options { rows: 6, cols: 10, ..Options::default() };
//! let game = random::balanced(options, 7).expect("an opening");
//! assert_eq!(game.moves_played().len() as u32, random::moves_for(&options));
//! ```

use othello_core::{Game, Options, Player, Square};
use std::collections::HashMap;
use std::ops::RangeInclusive;

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
    distinct(options, 1, range.clone(), seed, Some(MARGIN))
        .games
        .pop()
        .or_else(|| distinct(options, 1, range, seed, None).games.pop())
}

/// The depth of the search that judges whether an opening is balanced.
pub const BALANCE_DEPTH: u32 = 6;

/// The value of `game` for the side to move by a search of [`BALANCE_DEPTH`] plies, in discs.
pub fn balance(game: &Game) -> f64 {
    let limits = othello_engine::Limits {
        depth: BALANCE_DEPTH,
        exact_empties: 0,
        quick_single_move: false,
        hash_mib: 1,
        ..othello_engine::Limits::default()
    };
    let stop = std::sync::atomic::AtomicBool::new(false);
    othello_engine::Search::new(game)
        .limits(limits)
        .cancel(&stop)
        .run()
        .map_or(0.0, |r| f64::from(r.value()) / 100.0)
}

/// Draws up to `count` random openings of `moves` moves (passes not counted) on a board of
/// `options`, from `seed`: the same arguments always give the same openings. No two reach the
/// same position (cells and side to move) up to a symmetry of the board (see [`canonical`]).
/// With `max_discs`, only openings whose [`balance`] is within that many discs of even are kept:
/// balanced openings, so that a match measures the players rather than the openings.
///
/// Fewer than `count` come back when that many were not found in a generous number of tries
/// (a small board has few distinct openings of a given length), with the count of tries left
/// out for each reason; none if `options` is not a valid board.
pub fn distinct(
    options: Options,
    count: usize,
    moves: RangeInclusive<u32>,
    seed: u64,
    max_discs: Option<f64>,
) -> Draw {
    let (min, max) = (*moves.start(), *moves.end());
    let mut draw = Draw::default();
    let Ok(start) = Game::new(options) else {
        return draw;
    };
    let mut rng = SplitMix(seed);
    let mut seen = HashMap::new();
    let tries = count.saturating_mul(200).saturating_add(2000);
    for _ in 0..tries {
        if draw.games.len() == count {
            break;
        }
        let span = u64::from(max.saturating_sub(min)) + 1;
        let length = u64::from(min) + rng.below(span);
        let mut game = start.clone();
        let mut complete = true;
        for _ in 0..length {
            let legal = game.moves().to_vec();
            if legal.is_empty() {
                complete = false;
                break;
            }
            let pick = legal[rng.below(legal.len() as u64) as usize];
            if game.play(pick).is_err() {
                complete = false;
                break;
            }
        }
        if !complete || game.is_over() {
            draw.ended += 1;
            continue;
        }
        // Each position is judged once; a repeat counts for what left it out the first time.
        let key = canonical(&game);
        match seen.get(&key) {
            Some(true) => draw.repeated += 1,
            Some(false) => draw.unbalanced += 1,
            None => {
                let balanced = max_discs.is_none_or(|max| balance(&game).abs() <= max);
                seen.insert(key, balanced);
                if balanced {
                    draw.games.push(game);
                } else {
                    draw.unbalanced += 1;
                }
            }
        }
    }
    draw
}

/// What [`distinct`] drew, and how many of its tries were left out for each reason.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Draw {
    /// The openings, in the order drawn.
    pub games: Vec<Game>,
    /// Tries whose game ended before its last move (or right after it).
    pub ended: usize,
    /// Tries that reached a position already drawn, up to symmetry.
    pub repeated: usize,
    /// Tries farther from even than the balance allowed.
    pub unbalanced: usize,
}

/// The key of a position up to the board's symmetries: the smallest image of the position under
/// them (eight on a square board, four on another), as cells (0 empty, 1 black, 2 white) then
/// the side to move. Two games reach the same position up to symmetry exactly when their keys
/// are equal.
pub fn canonical(game: &Game) -> Vec<u8> {
    let (rows, cols) = (game.rows(), game.cols());
    let cells: Vec<u8> = (0..rows)
        .flat_map(|r| (0..cols).map(move |c| Square::new(r, c)))
        .map(|sq| match game.cell(sq) {
            None => 0,
            Some(Player::Black) => 1,
            Some(Player::White) => 2,
        })
        .collect();
    let mut key = othello_core::symmetry::canonical(rows, cols, &cells).0;
    key.push(game.turn().map_or(0, |p| p as u8 + 1));
    key
}

/// splitmix64: a small, fixed generator, so that a seed names the same openings in every
/// version.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A value in `0..n` (`n` > 0).
    fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next()) * u128::from(n)) >> 64) as u64
    }
}
