//! The openings a match starts its games from: read from a text (one transcript a line), or
//! drawn at random and kept only if no earlier opening reaches the same position up to the
//! board's symmetries.

use othello_core::notation::{Excerpt, transcript};
use othello_core::{Game, Options, Square};

use othello_openings::random;
pub use othello_openings::random::{BALANCE_DEPTH, balance};
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
         for: {shortage}"
    )]
    TooFew {
        /// What left most tries out, and so what to change.
        shortage: Shortage,
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

/// Why random openings ran short, and what to ask for instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum Shortage {
    /// Games on the board end before that many moves.
    #[error("on this board games often end before that many moves: ask for shorter openings")]
    GamesEnd,
    /// Few positions that far into the game are distinct.
    #[error("few positions that early are distinct: ask for fewer or allow longer openings")]
    Repeated,
    /// Few openings are balanced that closely.
    #[error("few openings are that close to even: allow a larger imbalance, or fewer openings")]
    Unbalanced,
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

/// [`random()`], keeping only openings whose [`balance`] is within `max_discs` of even when it is
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
    let draw = random::distinct(options, count, moves, seed, max_discs);
    if draw.games.len() < count {
        let shortage = if draw.ended >= draw.repeated.max(draw.unbalanced) {
            Shortage::GamesEnd
        } else if draw.unbalanced > draw.repeated {
            Shortage::Unbalanced
        } else {
            Shortage::Repeated
        };
        return Err(OpeningsError::TooFew {
            shortage,
            found: draw.games.len(),
            wanted: count,
            min,
            max,
        });
    }
    Ok(draw
        .games
        .into_iter()
        .map(|game| Opening { game })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_openings::random::canonical;
    use std::collections::HashSet;

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
            Err(OpeningsError::TooFew {
                found: 1,
                shortage: Shortage::Repeated,
                ..
            })
        ));
        // A 4×4 game never lasts 99 moves: the advice is shorter openings, not longer ones.
        let long = random(board(4, 4), 5, 99..=99, 1).unwrap_err();
        assert!(
            matches!(
                long,
                OpeningsError::TooFew {
                    found: 0,
                    shortage: Shortage::GamesEnd,
                    ..
                }
            ),
            "{long}"
        );
        assert!(
            long.to_string().ends_with("ask for shorter openings"),
            "{long}"
        );
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
        // No opening is exactly even at every depth: the advice is to loosen the balance.
        let strict = random_balanced(options, 12, 4..=6, 3, Some(0.0)).unwrap_err();
        assert!(
            matches!(
                strict,
                OpeningsError::TooFew {
                    shortage: Shortage::Unbalanced,
                    ..
                }
            ),
            "{strict}"
        );
        assert!(
            strict.to_string().contains("allow a larger imbalance"),
            "{strict}"
        );
        // With no limit it is the plain draw.
        assert_eq!(random_balanced(options, 12, 4..=6, 3, None).unwrap(), all);
    }
}
