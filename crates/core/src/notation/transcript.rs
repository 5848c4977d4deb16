//! Transcripts: the moves in notation run together, the usual way Othello games are written,
//! after an optional header line with the options and an optional position line.
//!
//! ```text
//! Othello 8x8, Black first, White top-left, most discs wins, full rules
//! f5d6c3d3c4
//! ```
//!
//! A game that does not start from the standard centre has a second line, `Position:`, then the
//! board row by row from a1 (`rows × cols` characters: `X` black, `O` white, `-` empty) and the
//! side to move (`X` or `O`):
//!
//! ```text
//! Othello 4x4, Black first, White top-left, most discs wins, full rules
//! Position: -----OX--XXX---- O
//! ```
//!
//! **Writing** gives the header line, the position line if the set-up is not the standard start
//! of the options, then the moves run together. Passes are never written: a pass is never a
//! choice, so the moves and the set-up imply every one of them (and a set-up whose side to move
//! cannot move is written as it is; replaying it applies the pass).
//!
//! **Reading** is forgiving. The header is optional (without it the options are the caller's
//! default), its parts may come in any order and any case, and parts left out keep the
//! default's value. The position line is optional too (`*` and `.` are accepted for `X` and
//! `-`). Moves may be written `f5`, `F5` or `F5-D6`, separated by spaces, commas, semicolons, new
//! lines or nothing at all; move numbers such as `12.` are skipped; `pass`, `PA` or `--` stand
//! for a pass, which must then be forced. On boards with more than nine rows a second digit
//! belongs to the row only if that row exists, so `a12b2` on 8 rows is `a1 b2`. Whether the
//! moves are legal is checked when the [`Transcript`] is replayed.
//!
//! ```
//! use othello_core::notation::transcript;
//! use othello_core::{Game, Options};
//!
//! let text = "Othello 6x6, White first, fewest discs wins\n1. c4 2. B3, pass?";
//! let error = transcript::parse(text, Options::default()).unwrap_err();
//! assert_eq!(error.to_string(), "line 2, column 18: expected a move, a pass or a move number, found '?'");
//!
//! let parsed = transcript::parse("Othello 6x6, White first\nE3 c2", Options::default())?;
//! let game = parsed.to_game()?;
//! assert_eq!((game.rows(), game.moves_played().len()), (6, 2));
//! assert_eq!(transcript::to_text(&game),
//!            "Othello 6x6, White first, White top-left, most discs wins, full rules\ne3c2");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use super::{ParseError, ParseErrorKind, read_cells, skip_space, write_cells};
use crate::{Game, Options, Player, Record, RecordError, RuleSet, Setup, Square, WinRule, record};

/// The word that starts a header line.
pub const HEADER: &str = "Othello";

/// The word that starts a position line.
pub const POSITION: &str = "Position:";

/// A transcript as read: where the game starts and the moves, `None` for a written pass.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Transcript {
    /// The set-up: the standard start of the header's options, or the position line.
    pub setup: Setup,
    /// The moves in order; `None` is a pass written out.
    pub moves: Vec<Option<Square>>,
}

impl Transcript {
    /// Replays the moves from the set-up.
    ///
    /// # Errors
    /// [`RecordError`] with the number (1-based, written passes counted) and reason of the first
    /// move that cannot be played.
    pub fn to_game(&self) -> Result<Game, RecordError> {
        record::replay(&self.setup, self.moves.iter().map(|&m| (None, m)))
    }

    /// The record of the replayed game, forced passes written out.
    ///
    /// # Errors
    /// As [`Transcript::to_game`].
    pub fn to_record(&self) -> Result<Record, RecordError> {
        self.to_game().map(|game| Record::from_game(&game))
    }
}

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

/// The position line of `setup`: "Position: " then the cells and the side to move.
pub fn position_line(setup: &Setup) -> String {
    let side = match setup.turn {
        Player::Black => 'X',
        Player::White => 'O',
    };
    format!("{POSITION} {} {side}", write_cells(&setup.cells, 'X', '-'))
}

/// The record as a transcript: header, position line when the set-up is not the standard
/// start, and the moves run together without passes. Names, results and annotations are not
/// part of a transcript and are left out.
pub fn write(record: &Record) -> String {
    let mut text = header(&record.setup.options);
    if !record.setup.is_standard() {
        text.push('\n');
        text.push_str(&position_line(&record.setup));
    }
    text.push('\n');
    for square in record.plies.iter().filter_map(|p| p.ply.square()) {
        text.push_str(&square.to_string());
    }
    text
}

/// The game's transcript (the moves played; moves taken back are left out).
pub fn to_text(game: &Game) -> String {
    write(&Record::from_game(game))
}

/// Reads a transcript. Options the header leaves out, or all of them without a header, come
/// from `default`.
///
/// # Errors
/// [`ParseError`] for a header part, position line or move that cannot be read, or
/// [`ParseErrorKind::Empty`] for text with no header, no position and no moves.
pub fn parse(text: &str, default: Options) -> Result<Transcript, ParseError> {
    let mut at = skip_space(text, 0);
    let mut options = default;
    let mut had_header = false;
    if starts_with_word(&text[at..], HEADER) {
        let end = line_end(text, at);
        options = parse_header(text, at + HEADER.len(), end, default)?;
        had_header = true;
        at = skip_space(text, end);
    } else {
        options
            .validate()
            .map_err(|e| ParseError::at(text, 0, e.into()))?;
    }
    let mut setup = Setup::standard(options);
    if starts_with_word(&text[at..], POSITION) {
        let end = line_end(text, at);
        setup = parse_position(text, at + POSITION.len(), end, options)?;
        had_header = true;
        at = end;
    }
    let moves = parse_moves(text, at, options.rows)?;
    if moves.is_empty() && !had_header {
        return Err(ParseError::at(text, 0, ParseErrorKind::Empty("moves")));
    }
    Ok(Transcript { setup, moves })
}

fn starts_with_word(text: &str, word: &str) -> bool {
    text.get(..word.len())
        .is_some_and(|w| w.eq_ignore_ascii_case(word))
}

fn line_end(text: &str, at: usize) -> usize {
    text[at..].find('\n').map_or(text.len(), |i| at + i)
}

/// Reads the comma-separated parts of a header, in `text[start..end]`.
fn parse_header(
    text: &str,
    start: usize,
    end: usize,
    default: Options,
) -> Result<Options, ParseError> {
    let mut options = default;
    let mut size_at = start;
    let mut part_start = start;
    for raw in text[start..end].split(',') {
        let at = skip_space(text, part_start).min(part_start + raw.len());
        part_start += raw.len() + 1;
        let part = raw.trim();
        if part.is_empty() {
            continue;
        }
        let lower = part.to_ascii_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let error = |kind| ParseError::at(text, at, kind);
        let unknown = || error(ParseErrorKind::UnknownHeaderPart(super::Excerpt::new(part)));
        let player = |word: &str| match word {
            "black" => Ok(Player::Black),
            "white" => Ok(Player::White),
            _ => Err(unknown()),
        };
        match words.as_slice() {
            [size] if size.contains('x') => {
                let bad = || error(ParseErrorKind::BadSize(super::Excerpt::new(part)));
                let (r, c) = size.split_once('x').ok_or_else(bad)?;
                options.rows = r.parse().map_err(|_| bad())?;
                options.cols = c.parse().map_err(|_| bad())?;
                size_at = at;
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
    options
        .validate()
        .map_err(|e| ParseError::at(text, size_at, e.into()))?;
    Ok(options)
}

/// Reads the cells and side to move of a position line, in `text[start..end]`.
fn parse_position(
    text: &str,
    start: usize,
    end: usize,
    options: Options,
) -> Result<Setup, ParseError> {
    let board_at = skip_space(text, start).min(end);
    let board_end = text[board_at..end]
        .find(char::is_whitespace)
        .map_or(end, |i| board_at + i);
    if board_at == board_end {
        return Err(ParseError::expected(
            text,
            board_at,
            "the board, row by row",
        ));
    }
    let cells = read_cells(&text[board_at..board_end])
        .map_err(|(i, kind)| ParseError::at(text, board_at + i, kind))?;
    let expected = usize::from(options.rows) * usize::from(options.cols);
    if cells.len() != expected {
        let found = cells.len();
        return Err(ParseError::at(
            text,
            board_at,
            ParseErrorKind::CellCount { expected, found },
        ));
    }
    let side_at = skip_space(text, board_end).min(end);
    let side = text[side_at..end].trim_end();
    let turn = match side {
        "X" | "x" | "*" => Player::Black,
        "O" | "o" => Player::White,
        _ => {
            let expected = "the side to move, X or O";
            return Err(ParseError::found(text, side_at, expected, side));
        }
    };
    Ok(Setup {
        options,
        cells,
        turn,
    })
}

/// Reads the moves from byte `start` of `text` on a board with `rows` rows.
fn parse_moves(text: &str, start: usize, rows: u8) -> Result<Vec<Option<Square>>, ParseError> {
    let bytes = text.as_bytes();
    let mut moves = Vec::new();
    let mut i = start;
    while i < bytes.len() {
        let c = bytes[i];
        let rest = &text[i..];
        let letter_after = |n: usize| bytes.get(i + n).is_some_and(u8::is_ascii_alphabetic);
        let pass_len = if starts_with_word(rest, "pass") && !letter_after(4) {
            4
        } else if (starts_with_word(rest, "pa") && !letter_after(2)) || rest.starts_with("--") {
            2
        } else {
            0
        };
        if pass_len > 0 {
            moves.push(None);
            i += pass_len;
        } else if c.is_ascii_alphabetic() {
            // A column letter and one or two digits; the second digit only if the row exists.
            let mut end = i + 1;
            while end < bytes.len() && end < i + 3 && bytes[end].is_ascii_digit() {
                end += 1;
            }
            if end == i + 1 {
                let word = rest
                    .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';'))
                    .next()
                    .unwrap_or(rest);
                let kind = ParseErrorKind::NotAMove(super::Excerpt::new(word));
                return Err(ParseError::at(text, i, kind));
            }
            if end == i + 3
                && text[i + 1..end]
                    .parse::<u8>()
                    .map_or(true, |r| r == 0 || r > rows)
            {
                end -= 1;
            }
            let square = text[i..end]
                .parse::<Square>()
                .map_err(|e| ParseError::at(text, i, e.into()))?;
            moves.push(Some(square));
            i = end;
        } else if c.is_ascii_digit() {
            // A move number such as "12." is skipped.
            while i < bytes.len() && (bytes[i].is_ascii_digit() || bytes[i] == b'.') {
                i += 1;
            }
        } else if c.is_ascii_whitespace() || matches!(c, b',' | b';' | b'-') {
            i += 1;
        } else {
            return Err(ParseError::expected(
                text,
                i,
                "a move, a pass or a move number",
            ));
        }
    }
    Ok(moves)
}
