//! The game as text, for the clipboard: a header line with the options, then the moves in
//! notation run together, the usual way Othello games are written:
//!
//! ```text
//! Othello 8x8, Black first, White top-left, most discs wins, full rules
//! f5d6c3d3c4
//! ```
//!
//! Passes are not written; the rules imply them. Reading is forgiving: the header is optional
//! (without it the moves are played on the current board), its parts may come in any order and
//! any case, and moves may be separated by spaces, commas, new lines or nothing at all, with move
//! numbers ignored. Whether the moves are legal is for the core to say when they are replayed.

use super::store::{EXCERPT_CHARS, excerpt};
use crate::core::{Game, Options, Player, RuleSet, Square, WinRule};

/// The word that starts a header line.
const HEADER: &str = "Othello";

/// The header line for `options`: "Othello 8x8, Black first, White top-left, most discs wins,
/// full rules".
pub fn header(options: &Options) -> String {
    let win = match options.win_rule {
        WinRule::MostDiscs => "most discs wins",
        WinRule::FewestDiscs => "fewest discs wins",
    };
    let rules = match options.rules {
        RuleSet::Full => "full rules",
        RuleSet::Simple => "simple rules",
    };
    format!(
        "{HEADER} {}x{}, {} first, {} top-left, {win}, {rules}",
        options.rows,
        options.cols,
        options.first.name(),
        options.top_left.name()
    )
}

/// The game as text: the header line, then the moves run together.
pub fn to_text(game: &Game) -> String {
    let moves: String = game.moves_played().iter().map(Square::to_string).collect();
    format!("{}\n{moves}", header(game.options()))
}

/// Reads a game: the options from its header line (parts it leaves out are taken from
/// `current`), or `current` when there is no header, and its moves.
///
/// # Errors
/// A message naming the first part of the header or the first move that cannot be read, or
/// saying that there is nothing to play (no header and no moves).
pub fn parse_game(text: &str, current: Options) -> Result<(Options, Vec<Square>), String> {
    let text = text.trim_start();
    let is_header = text
        .get(..HEADER.len())
        .is_some_and(|w| w.eq_ignore_ascii_case(HEADER));
    if !is_header {
        return parse(text, current.rows).map(|moves| (current, moves));
    }
    let (first_line, rest) = text.split_once('\n').unwrap_or((text, ""));
    let options = parse_header(&first_line[HEADER.len()..], current)?;
    let moves = if rest.trim().is_empty() {
        Vec::new()
    } else {
        parse(rest, options.rows)?
    };
    Ok((options, moves))
}

/// Reads the parts of a header after the word "Othello".
fn parse_header(parts: &str, current: Options) -> Result<Options, String> {
    let mut options = current;
    for part in parts.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let lower = part.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let quoted = excerpt(part, EXCERPT_CHARS);
        let unknown = || format!("'{quoted}' in the header is not an option");
        let player = |word: &str| match word {
            "black" => Ok(Player::Black),
            "white" => Ok(Player::White),
            _ => Err(unknown()),
        };
        match words.as_slice() {
            [size] if size.contains('x') => {
                let (r, c) = size.split_once('x').unwrap_or_default();
                let number = |n: &str| {
                    n.parse::<u8>()
                        .map_err(|_| format!("'{quoted}' is not a board size like 8x8"))
                };
                options.rows = number(r)?;
                options.cols = number(c)?;
            }
            [p, "first"] => options.first = player(p)?,
            [p, "top-left"] => options.top_left = player(p)?,
            ["most", "discs", "wins"] => options.win_rule = WinRule::MostDiscs,
            ["fewest", "discs", "wins"] => options.win_rule = WinRule::FewestDiscs,
            ["full", "rules"] => options.rules = RuleSet::Full,
            ["simple", "rules"] => options.rules = RuleSet::Simple,
            _ => return Err(unknown()),
        }
    }
    options.validate().map_err(|e| e.to_string())?;
    Ok(options)
}

/// Reads the moves in `text` for a board with `rows` rows.
///
/// # Errors
/// A message naming the first thing that is not a move, or saying there were no moves.
fn parse(text: &str, rows: u8) -> Result<Vec<Square>, String> {
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

/// The word starting at `start`, as a short excerpt.
fn word_at(chars: &[char], start: usize) -> String {
    let word: String = chars[start..]
        .iter()
        .take(EXCERPT_CHARS + 1)
        .take_while(|c| !c.is_whitespace())
        .collect();
    excerpt(&word, EXCERPT_CHARS)
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
        assert_eq!(
            text,
            "Othello 8x8, Black first, White top-left, most discs wins, full rules\nf5d6c3d3c4"
        );
        let (options, moves) = parse_game(&text, Options::default()).unwrap();
        assert_eq!(Game::replay(options, &moves).unwrap(), game);
    }

    #[test]
    fn the_header_sets_up_the_board_whatever_the_current_one() {
        let odd = Options {
            rows: 6,
            cols: 12,
            first: Player::White,
            top_left: Player::Black,
            win_rule: WinRule::FewestDiscs,
            rules: RuleSet::Simple,
        };
        let game = Game::new(odd).unwrap();
        let (options, moves) = parse_game(&to_text(&game), Options::default()).unwrap();
        assert_eq!(options, odd);
        assert!(moves.is_empty());
        // Parts may be missing (taken from the current options), reordered or in any case.
        let (options, _) =
            parse_game("othello SIMPLE RULES, 10x4\nc1", Options::default()).unwrap();
        assert_eq!(
            (options.rows, options.cols, options.rules),
            (10, 4, RuleSet::Simple)
        );
        assert_eq!(options.first, Options::default().first);
        // Without a header the moves go on the current board.
        assert_eq!(parse_game("f5 d6", odd).unwrap(), (odd, squares("f5 d6")));
    }

    #[test]
    fn a_bad_header_says_which_part() {
        let bad = |text: &str| parse_game(text, Options::default()).unwrap_err();
        assert_eq!(
            bad("Othello 7x8\nf5"),
            "rows must be an even number from 4 to 16, not 7"
        );
        assert_eq!(
            bad("Othello 8x8, purple first"),
            "'purple first' in the header is not an option"
        );
        assert_eq!(
            bad("Othello eightxeight"),
            "'eightxeight' is not a board size like 8x8"
        );
        assert_eq!(bad(""), "there are no moves in it");
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
