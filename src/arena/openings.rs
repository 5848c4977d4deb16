//! The openings a match starts its games from: read from a text (one transcript a line), or
//! drawn at random and kept only if no earlier opening reaches the same position up to the
//! board's symmetries.

use crate::core::notation::{Excerpt, transcript};
use crate::core::{Game, Options, Square};
use std::collections::HashSet;
use std::ops::RangeInclusive;
use thiserror::Error;

/// A position to start two games from (one with each engine as Black).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The game after the opening's moves.
    pub game: Game,
}

impl Opening {
    /// The opening's moves run together (`f5d6c3`), or `start` for none.
    pub fn label(&self) -> String {
        let moves = self.game.moves_played();
        if moves.is_empty() {
            return "start".to_owned();
        }
        moves.iter().map(Square::to_string).collect()
    }
}

/// Why a set of openings cannot be used.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum OpeningsError {
    /// A line that cannot be read or replayed.
    #[error("line {line} ('{text}'): {reason}")]
    Line {
        /// 1-based line number.
        line: usize,
        /// The start of the line.
        text: Excerpt,
        /// What is wrong.
        reason: String,
    },
    /// No line holds an opening.
    #[error("there are no openings in it (one transcript such as f5d6c3 a line, # comments)")]
    Empty,
    /// Fewer distinct random openings than asked for were found.
    #[error(
        "only {found} distinct openings of {min} to {max} moves were found, {wanted} were asked \
         for: ask for fewer or allow longer openings"
    )]
    TooFew {
        /// Openings found.
        found: usize,
        /// Openings asked for.
        wanted: usize,
        /// The fewest moves asked for.
        min: u32,
        /// The most moves asked for.
        max: u32,
    },
}

/// Reads openings from `text`: one transcript a line (`f5d6c3d3`, `F5 D6`, …), text after `#`
/// ignored, blank lines skipped. Each is replayed on a board of `options`.
///
/// # Errors
/// [`OpeningsError::Line`] for the first line that cannot be read, is for another board, has an
/// illegal move or ends the game; [`OpeningsError::Empty`] if there is no opening.
pub fn parse(text: &str, options: Options) -> Result<Vec<Opening>, OpeningsError> {
    let mut openings = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let error = |reason: String| OpeningsError::Line {
            line: index + 1,
            text: Excerpt::new(line),
            reason,
        };
        let parsed = transcript::parse(line, options)
            .map_err(|e| error(format!("column {}: {}", e.column, e.kind)))?;
        if parsed.setup.options != options {
            return Err(error(format!(
                "its header is for another game than the match's {}x{} board",
                options.rows, options.cols
            )));
        }
        let game = parsed.to_game().map_err(|e| error(e.to_string()))?;
        if game.is_over() {
            return Err(error("the game is over after it".to_owned()));
        }
        openings.push(Opening { game });
    }
    if openings.is_empty() {
        return Err(OpeningsError::Empty);
    }
    Ok(openings)
}

/// Draws `count` random openings of `moves` moves (passes not counted) on a board of `options`,
/// from `seed`: the same arguments always give the same openings. No two reach the same
/// position (cells and side to move) up to a symmetry of the board.
///
/// # Errors
/// [`OpeningsError::TooFew`] if that many distinct openings were not found in a generous
/// number of tries.
pub fn random(
    options: Options,
    count: usize,
    moves: RangeInclusive<u32>,
    seed: u64,
) -> Result<Vec<Opening>, OpeningsError> {
    random_balanced(options, count, moves, seed, None)
}

/// The depth of the search that judges whether an opening is balanced.
pub const BALANCE_DEPTH: u32 = 6;

/// The value of `game` for the side to move by a search of [`BALANCE_DEPTH`] plies, in discs.
pub fn balance(game: &Game) -> f64 {
    let limits = crate::engine::Limits {
        depth: BALANCE_DEPTH,
        exact_empties: 0,
        quick_single_move: false,
        hash_mib: 1,
        ..crate::engine::Limits::default()
    };
    let stop = std::sync::atomic::AtomicBool::new(false);
    crate::engine::search(game, &limits, &stop).map_or(0.0, |r| f64::from(r.value()) / 100.0)
}

/// [`random`], keeping only openings whose [`balance`] is within `max_discs` of even when it is
/// given: balanced openings, so that a match measures the engines rather than the openings.
///
/// # Errors
/// [`OpeningsError::TooFew`] if that many were not found in a generous number of tries.
pub fn random_balanced(
    options: Options,
    count: usize,
    moves: RangeInclusive<u32>,
    seed: u64,
    max_discs: Option<f64>,
) -> Result<Vec<Opening>, OpeningsError> {
    let (min, max) = (*moves.start(), *moves.end());
    let too_few = |found| OpeningsError::TooFew {
        found,
        wanted: count,
        min,
        max,
    };
    let start = Game::new(options).map_err(|_| too_few(0))?;
    let mut rng = SplitMix(seed);
    let mut seen = HashSet::new();
    let mut openings = Vec::new();
    let tries = count.saturating_mul(200).saturating_add(2000);
    for _ in 0..tries {
        if openings.len() == count {
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
        if complete
            && !game.is_over()
            && seen.insert(canonical(&game))
            && max_discs.is_none_or(|max| balance(&game).abs() <= max)
        {
            openings.push(Opening { game });
        }
    }
    if openings.len() < count {
        return Err(too_few(openings.len()));
    }
    Ok(openings)
}

/// The smallest image of the position under the board's symmetries (eight on a square board,
/// four on another), as cells (0 empty, 1 black, 2 white) then the side to move.
fn canonical(game: &Game) -> Vec<u8> {
    let (rows, cols) = (game.rows(), game.cols());
    let cell = |r: u8, c: u8| match game.cell(Square::new(r, c)) {
        None => 0,
        Some(crate::core::Player::Black) => 1,
        Some(crate::core::Player::White) => 2,
    };
    let turn = game.turn().map_or(0, |p| p as u8 + 1);
    let (last_r, last_c) = (rows - 1, cols - 1);
    // Each symmetry maps a cell of the image (row i, column j) to a cell of the board: the
    // four that keep the sides, then on a square board the four that swap them.
    let map = |symmetry: u8, i: u8, j: u8| match symmetry {
        0 => (i, j),
        1 => (last_r - i, j),
        2 => (i, last_c - j),
        3 => (last_r - i, last_c - j),
        4 => (j, i),
        5 => (last_c - j, last_r - i),
        6 => (j, last_r - i),
        _ => (last_c - j, i),
    };
    let symmetries = if rows == cols { 8 } else { 4 };
    (0..symmetries)
        .map(|symmetry| {
            let mut image: Vec<u8> = (0..rows)
                .flat_map(|i| (0..cols).map(move |j| (i, j)))
                .map(|(i, j)| {
                    let (r, c) = map(symmetry, i, j);
                    cell(r, c)
                })
                .collect();
            image.push(turn);
            image
        })
        .min()
        .unwrap_or_default()
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

#[cfg(test)]
mod tests {
    use super::*;

    fn board(rows: u8, cols: u8) -> Options {
        Options {
            rows,
            cols,
            ..Options::default()
        }
    }

    #[test]
    fn file_lines_comments_and_errors() {
        let text = "# openings\nf5d6 # the perpendicular\n\n  F5 F6\n";
        let openings = parse(text, Options::default()).expect("valid openings");
        let labels: Vec<String> = openings.iter().map(Opening::label).collect();
        assert_eq!(labels, ["f5d6", "f5f6"]);

        let bad = parse("f5d6\nf5z9\n", Options::default()).unwrap_err();
        assert_eq!(
            bad.to_string(),
            "line 2 ('f5z9'): column 3: 'z9' is not a cell: write a column letter a-p and a row \
             number 1-16, like c4"
        );
        let illegal = parse("f5\na1\n", Options::default()).unwrap_err();
        assert!(
            matches!(illegal, OpeningsError::Line { line: 2, .. }),
            "{illegal}"
        );
        assert!(
            illegal.to_string().contains("a1 flips nothing"),
            "{illegal}"
        );
        let other = parse("Othello 6x6\n", Options::default()).unwrap_err();
        assert!(other.to_string().contains("another game"), "{other}");
        assert_eq!(
            parse("# none\n\n", Options::default()),
            Err(OpeningsError::Empty)
        );

        // A line that plays a whole game leaves nothing to play.
        let mut game = Game::new(board(4, 4)).expect("4x4");
        while let Some(&square) = game.moves().to_vec().first() {
            game.play(square).expect("a legal move");
        }
        let line: String = game.moves_played().iter().map(Square::to_string).collect();
        let over = parse(&line, board(4, 4)).unwrap_err();
        assert!(
            over.to_string().ends_with("the game is over after it"),
            "{over}"
        );
    }

    #[test]
    fn symmetric_positions_are_one() {
        // f5, d3, c4 and e6 are the four first moves of 8×8, all one position up to symmetry.
        let a = parse("f5", Options::default()).expect("f5")[0].game.clone();
        let b = parse("c4", Options::default()).expect("c4")[0].game.clone();
        assert_ne!(a, b);
        assert_eq!(canonical(&a), canonical(&b));
        let c = parse("f5d6", Options::default()).expect("f5d6")[0]
            .game
            .clone();
        let d = parse("f5f6", Options::default()).expect("f5f6")[0]
            .game
            .clone();
        assert_ne!(canonical(&c), canonical(&d));
    }

    #[test]
    fn random_openings_are_distinct_legal_and_repeatable() {
        for options in [board(8, 8), board(6, 10)] {
            let openings = random(options, 20, 3..=5, 7).expect("enough openings");
            assert_eq!(openings.len(), 20);
            let keys: HashSet<Vec<u8>> = openings.iter().map(|o| canonical(&o.game)).collect();
            assert_eq!(keys.len(), 20);
            for o in &openings {
                assert!((3..=5).contains(&o.game.moves_played().len()));
                // The key is an image of the board: the same discs.
                let key = canonical(&o.game);
                let count = |v| key[..key.len() - 1].iter().filter(|&&c| c == v).count();
                let counts = o.game.counts();
                assert_eq!(
                    (count(1), count(2)),
                    (counts.black as usize, counts.white as usize)
                );
                let replayed = Game::replay(options, &o.game.moves_played()).expect("legal");
                assert_eq!(replayed, o.game);
            }
            assert_eq!(random(options, 20, 3..=5, 7), Ok(openings.clone()));
            assert_ne!(random(options, 20, 3..=5, 8), Ok(openings));
        }
        // After one move of 8×8 there is only one position up to symmetry.
        assert_eq!(random(board(8, 8), 1, 1..=1, 1).map(|o| o.len()), Ok(1));
        assert!(matches!(
            random(board(8, 8), 2, 1..=1, 1),
            Err(OpeningsError::TooFew { found: 1, .. })
        ));
    }

    #[test]
    fn balanced_openings_are_within_their_margin_and_unbalanced_ones_are_left_out() {
        let options = board(6, 6);
        let all = random(options, 12, 4..=6, 3).expect("openings");
        let values: Vec<f64> = all.iter().map(|o| balance(&o.game)).collect();
        // The draw has openings of both kinds, so the filter has something to do.
        assert!(values.iter().any(|v| v.abs() > 1.0), "{values:?}");
        let balanced = random_balanced(options, 8, 4..=6, 3, Some(1.0)).expect("balanced");
        assert_eq!(balanced.len(), 8);
        for o in &balanced {
            assert!(balance(&o.game).abs() <= 1.0);
        }
        // With no limit it is the plain draw.
        assert_eq!(random_balanced(options, 12, 4..=6, 3, None).unwrap(), all);
    }
}
