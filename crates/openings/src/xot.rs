//! XOT starts: the published list of 3,623 eight-move openings from the standard 8×8 start
//! that strong engines value nearly even (`assets/xot-small.txt`, with its source). A game
//! that begins with one of them is a fresh, balanced game rather than the same few lines.
//!
//! ```
//! use othello_openings::xot;
//!
//! assert_eq!(xot::count(), 3623);
//! let game = xot::game(0).expect("the first XOT opening");
//! assert_eq!(game.moves_played().len(), 8);
//! ```

use othello_core::{Game, Options, Square};
use std::sync::OnceLock;

/// The list: one opening a line (the eight moves without separators), `#` comments.
const LIST: &str = include_str!("../../../assets/xot-small.txt");

/// The openings of the list, in its order, and the line numbers of the lines that could not be
/// read or replayed from the standard start (none in the list shipped; the tests say so).
fn parsed() -> &'static (Vec<Vec<Square>>, Vec<usize>) {
    static PARSED: OnceLock<(Vec<Vec<Square>>, Vec<usize>)> = OnceLock::new();
    PARSED.get_or_init(|| {
        let mut openings = Vec::new();
        let mut bad = Vec::new();
        for (i, line) in LIST.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            match super::replayable_line(line) {
                Some(moves) if moves.len() == 8 => openings.push(moves),
                _ => bad.push(i + 1),
            }
        }
        (openings, bad)
    })
}

/// How many openings the list has.
pub fn count() -> usize {
    parsed().0.len()
}

/// The moves of the `index`-th opening (0-based), if there is one.
pub fn moves(index: usize) -> Option<&'static [Square]> {
    parsed().0.get(index).map(Vec::as_slice)
}

/// The standard 8×8 game after the `index`-th opening (0-based), if there is one.
pub fn game(index: usize) -> Option<Game> {
    game_with(index, Options::default())
}

/// The game of `options` after the `index`-th opening: `None` if there is no such opening or
/// the options are not a standard 8×8 start (the list is for that board only; either win rule
/// is fine, since the opening moves are the same).
pub fn game_with(index: usize, options: Options) -> Option<Game> {
    if !applies_to(&options) {
        return None;
    }
    Game::replay(options, moves(index)?).ok()
}

/// Whether the list's openings can start a game of `options`: 8×8, White on d4 and e5, Black
/// first, full rules.
pub fn applies_to(options: &Options) -> bool {
    let standard = Options::default();
    options.rows == 8
        && options.cols == 8
        && options.first == standard.first
        && options.top_left == standard.top_left
        && options.rules == standard.rules
}

/// Line numbers of the list that are not openings (for the tests: there are none).
pub fn bad_lines() -> &'static [usize] {
    &parsed().1
}
