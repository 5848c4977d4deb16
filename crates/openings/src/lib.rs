//! The names of 8×8 openings, as Othello players know them: the Tiger, the Rose, the Buffalo…
//!
//! The list (`assets/openings.txt`, with its source) gives each name with one move sequence
//! from the standard start. A game is named by the position it reached, not by its move
//! order: every named sequence is replayed through the rules, and its final position is
//! stored under the four symmetries of the start (the two diagonals and the half turn map the
//! start onto itself), so a game that reaches the Tiger by another order, or from another first
//! move, is still the Tiger. The name of a game is that of the last named position it went
//! through.
//!
//! ```
//! use othello_core::{Game, Options, Square};
//! use othello_openings as openings;
//!
//! let mut game = Game::new(Options::default())?;
//! for m in ["f5", "d6", "c3", "d3", "c4"] {
//!     game.play(m.parse::<Square>()?)?;
//! }
//! assert_eq!(openings::name(&game), Some("Tiger"));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod random;
pub mod xot;

use othello_core::{Game, Options, Player, RuleSet, Setup, Square};
use std::collections::HashMap;
use std::sync::OnceLock;

/// The list of named openings: `moves<TAB>name` a line, `#` comments.
const LIST: &str = include_str!("../../../assets/openings.txt");

/// One named opening of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// Its name (several forms separated by "/").
    pub name: &'static str,
    /// Its moves from the standard start.
    pub moves: Vec<Square>,
}

/// Every opening of the list, in its order, with the line number of any line that could not be
/// read or replayed (there are none in the list shipped; the tests say so).
pub fn list() -> (Vec<Opening>, Vec<usize>) {
    let mut openings = Vec::new();
    let mut bad = Vec::new();
    for (i, line) in LIST.lines().enumerate() {
        let line = line.trim_end();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((moves, name)) = line.split_once('\t') else {
            bad.push(i + 1);
            continue;
        };
        match replayable_line(moves) {
            Some(moves) => openings.push(Opening { name, moves }),
            None => bad.push(i + 1),
        }
    }
    (openings, bad)
}

/// The moves of a line written without separators (`f5d6c3`), if every one is a cell and they
/// replay from the standard start.
fn replayable_line(text: &str) -> Option<Vec<Square>> {
    let moves: Vec<Square> = text
        .as_bytes()
        .chunks(2)
        .map(|pair| std::str::from_utf8(pair).ok()?.parse().ok())
        .collect::<Option<_>>()?;
    Game::replay(Options::default(), &moves)
        .is_ok()
        .then_some(moves)
}

/// A position as the book keys it: the discs of each colour as 64-bit boards (a1 = bit 0), and
/// whether Black is to move.
type Key = (u64, u64, bool);

/// A map of the board's cells, as (row, column) → (row, column).
type Symmetry = fn(u8, u8) -> (u8, u8);

/// The four symmetries of the 8×8 board that map the standard start onto itself.
const SYMMETRIES: [Symmetry; 4] = [
    |r, c| (r, c),
    |r, c| (7 - r, 7 - c),
    |r, c| (c, r),
    |r, c| (7 - c, 7 - r),
];

/// The smallest of the position's keys under the symmetries.
fn key(game: &Game) -> Key {
    let bits = |player: Player, f: Symmetry| {
        game.discs(player).iter().fold(0u64, |acc, s| {
            let (r, c) = f(s.row, s.col);
            acc | 1 << (u32::from(r) * 8 + u32::from(c))
        })
    };
    SYMMETRIES
        .iter()
        .map(|&f| {
            let black_to_move = game.turn() == Some(Player::Black);
            (
                bits(Player::Black, f),
                bits(Player::White, f),
                black_to_move,
            )
        })
        .min()
        .unwrap_or((0, 0, false))
}

fn book() -> &'static HashMap<Key, &'static str> {
    static BOOK: OnceLock<HashMap<Key, &'static str>> = OnceLock::new();
    BOOK.get_or_init(|| {
        let mut book = HashMap::new();
        for opening in list().0 {
            if let Ok(game) = Game::replay(Options::default(), &opening.moves) {
                // The first sequence listed for a position names it.
                book.entry(key(&game)).or_insert(opening.name);
            }
        }
        book
    })
}

/// Whether `game` is played where the names apply: 8×8, the Full rules, the standard start
/// with Black first.
fn named_board(game: &Game) -> bool {
    let options = game.options();
    let (setup, standard) = (game.setup(), Setup::standard(Options::default()));
    (options.rows, options.cols, options.rules) == (8, 8, RuleSet::Full)
        && setup.cells == standard.cells
        && setup.turn == standard.turn
}

/// The name of the opening `game` has played: that of the last named position among the
/// positions after each of its moves so far; `None` if it went through none, or is not played
/// from the standard 8×8 start.
pub fn name(game: &Game) -> Option<&'static str> {
    if !named_board(game) {
        return None;
    }
    let book = book();
    let mut replayed = Game::new(Options::default()).ok()?;
    let mut named = None;
    for square in game.moves_played() {
        replayed.play(square).ok()?;
        if let Some(name) = book.get(&key(&replayed)) {
            named = Some(*name);
        }
    }
    named
}
