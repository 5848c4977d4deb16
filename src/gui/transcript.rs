//! The game as text, for the clipboard: the moves in notation separated by spaces
//! (`"d3 c5 f6"`). Passes are not written; the rules imply them.
//!
//! Reading is forgiving about layout: moves may be separated by spaces, commas, new lines or
//! nothing at all (`"d3c5f6"`, the usual way Othello games are written), and move numbers are
//! ignored. Whether the moves are legal is for the core to say when they are replayed.

use crate::core::{Game, Square};

/// The moves of `game` as one line of notation.
pub fn to_text(game: &Game) -> String {
    game.moves_played()
        .iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Reads the moves in `text` for a board with `rows` rows.
///
/// # Errors
/// A message naming the first thing that is not a move, or saying there were no moves.
pub fn parse(text: &str, rows: u8) -> Result<Vec<Square>, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut moves = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c.is_ascii_alphabetic() {
            // A column letter and one or two digits; take the second digit only if the row
            // exists on this board, so "a1b2" and "a10" both read as intended.
            let mut end = i + 1;
            while end < chars.len() && end < i + 3 && chars[end].is_ascii_digit() {
                end += 1;
            }
            if end == i + 1 {
                return Err(format!("'{}' is not a move", word_at(&chars, i)));
            }
            if end == i + 3 {
                let two: String = chars[i + 1..end].iter().collect();
                if two.parse::<u8>().map_or(true, |r| r == 0 || r > rows) {
                    end -= 1;
                }
            }
            let token: String = chars[i..end].iter().collect();
            let square = token
                .to_ascii_lowercase()
                .parse::<Square>()
                .map_err(|e| e.to_string())?;
            moves.push(square);
            i = end;
        } else if c.is_ascii_digit() {
            // A move number such as "12." is skipped.
            while i < chars.len() && (chars[i].is_ascii_digit() || chars[i] == '.') {
                i += 1;
            }
        } else if c.is_whitespace() || matches!(c, ',' | ';' | '-') {
            i += 1;
        } else {
            return Err(format!("'{c}' is not part of a move"));
        }
    }
    if moves.is_empty() {
        return Err("there are no moves in it".to_owned());
    }
    Ok(moves)
}

fn word_at(chars: &[char], start: usize) -> String {
    chars[start..]
        .iter()
        .take_while(|c| !c.is_whitespace())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Options;

    fn squares(list: &str) -> Vec<Square> {
        list.split_whitespace()
            .map(|s| s.parse().unwrap())
            .collect()
    }

    #[test]
    fn text_round_trips_through_the_core() {
        let mut game = Game::new(Options::default()).unwrap();
        for m in squares("f5 d6 c3 d3 c4") {
            game.play(m).unwrap();
        }
        let text = to_text(&game);
        assert_eq!(text, "f5 d6 c3 d3 c4");
        let back = Game::replay(*game.options(), &parse(&text, 8).unwrap()).unwrap();
        assert_eq!(back, game);
    }

    #[test]
    fn layouts_people_use_are_read() {
        let want = squares("f5 d6 c3 d3");
        for text in [
            "f5d6c3d3",
            "F5 D6 C3 D3",
            "1. f5 d6 2. c3 d3",
            "f5, d6,\nc3; d3\n",
        ] {
            assert_eq!(parse(text, 8).unwrap(), want, "{text:?}");
        }
        // Two-digit rows on a big board, one digit when the row would not exist.
        assert_eq!(parse("a10b2", 16).unwrap(), squares("a10 b2"));
        assert_eq!(parse("a12b2", 8).unwrap(), squares("a1 b2"));
    }

    #[test]
    fn junk_is_refused_with_a_reason() {
        assert_eq!(parse("", 8).unwrap_err(), "there are no moves in it");
        assert_eq!(parse("hello", 8).unwrap_err(), "'hello' is not a move");
        assert!(parse("d3 ?", 8).unwrap_err().contains("'?'"));
        assert!(parse("z9", 8).unwrap_err().contains("z9"));
    }
}
