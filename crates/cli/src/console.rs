//! The console front end: the ICS 32 line protocol, over any reader and writer.
//!
//! The protocol is a testing interface, so it prints no prompts and every byte matters:
//!
//! 1. The program prints `FULL` or `SIMPLE` (the rule set it plays).
//! 2. It reads five option lines: rows, columns (each an even number from 4 to 16), the first
//!    player (`B` or `W`), the colour of the top-left centre disc (`B` or `W`) and the win rule
//!    (`>`: most discs wins, `<`: fewest discs wins).
//! 3. Before each turn it prints the score `B: n  W: m` (two spaces before `W`), the board (one
//!    line per row, cells `B`, `W` or `.` separated by one space) and `TURN: B` or `TURN: W`.
//! 4. It reads a move `ROW COL` (1-based) and answers `VALID` (and plays it) or `INVALID` (and
//!    reads another move for the same player).
//! 5. When neither player can move it prints the score, the board and `WINNER: B`, `W` or
//!    `NONE`, and stops reading.
//!
//! Passes need no input: when the opponent cannot move, the next `TURN:` names the same player.
//! Every rule (legal moves, flips, passes, the end, the winner) is decided by the
//! [`core`](othello_core); this module only parses lines and prints the game.
//!
//! Input is read leniently, as a person would type it: spaces and tabs around and between the
//! values and CRLF line ends are ignored, and the player letters may be lower case. A move line
//! that is not two numbers naming an empty cell where the player may move gets `INVALID`, and the
//! program waits for another; bad option lines end the program with a [`ConsoleError`] that names
//! the line and the values allowed. Output is flushed before each line is read, so the program
//! can be driven one line at a time through a pipe.
//!
//! ```
//! use othello_cli::console;
//! use othello_core::{Outcome, RuleSet};
//!
//! let input = "4\n4\nB\nB\n>\n2 4\n";
//! let mut output = Vec::new();
//! let error = console::run(RuleSet::Full, input.as_bytes(), &mut output).unwrap_err();
//! let printed = String::from_utf8(output).unwrap();
//! assert!(printed.starts_with("FULL\nB: 2  W: 2\n. . . .\n. B W .\n"));
//! assert!(printed.ends_with("VALID\nB: 4  W: 1\n. . . .\n. B B B\n. W B .\n. . . .\nTURN: W\n"));
//! assert_eq!(error.to_string(), "input ended before the game was over (White to move)");
//! assert_eq!(error.exit_code(), 1);
//! ```

use othello_core::{
    Game, MAX_SIZE, MIN_SIZE, Options, OptionsError, Outcome, Player, RuleSet, Square, WinRule,
};
use std::fmt;
use std::io::{self, BufRead, Write};
use thiserror::Error;

/// Lines whose text (leading and trailing spaces not counted) is longer than this many bytes
/// are not kept whole; as a move they are `INVALID`.
const MAX_LINE: usize = 1024;

/// How much of a bad option line an error message quotes.
const MAX_QUOTE: usize = 40;

/// One of the five option lines read at the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OptionLine {
    /// Line 1: the number of rows.
    Rows,
    /// Line 2: the number of columns.
    Cols,
    /// Line 3: who moves first.
    First,
    /// Line 4: the colour of the top-left centre disc.
    TopLeft,
    /// Line 5: most or fewest discs wins.
    WinRule,
}

impl OptionLine {
    /// The option lines in the order they are read.
    pub const ALL: [OptionLine; 5] = [
        OptionLine::Rows,
        OptionLine::Cols,
        OptionLine::First,
        OptionLine::TopLeft,
        OptionLine::WinRule,
    ];

    /// The 1-based line number of the option in the input.
    pub const fn number(self) -> usize {
        match self {
            OptionLine::Rows => 1,
            OptionLine::Cols => 2,
            OptionLine::First => 3,
            OptionLine::TopLeft => 4,
            OptionLine::WinRule => 5,
        }
    }

    /// What the option is called in messages.
    pub const fn name(self) -> &'static str {
        match self {
            OptionLine::Rows => "rows",
            OptionLine::Cols => "columns",
            OptionLine::First => "first player",
            OptionLine::TopLeft => "top-left centre disc",
            OptionLine::WinRule => "win rule",
        }
    }

    /// The values the line accepts, in words.
    pub fn expected(self) -> String {
        match self {
            OptionLine::Rows | OptionLine::Cols => {
                format!("an even number from {MIN_SIZE} to {MAX_SIZE}")
            }
            OptionLine::First | OptionLine::TopLeft => "B or W".to_string(),
            OptionLine::WinRule => "> (most discs wins) or < (fewest discs wins)".to_string(),
        }
    }
}

impl fmt::Display for OptionLine {
    /// `line 2 (columns)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {} ({})", self.number(), self.name())
    }
}

/// Why a console session stopped before the game was over.
#[derive(Debug, Error)]
pub enum ConsoleError {
    /// An option line is not one of the values allowed (for sizes: not a number at all).
    #[error("{line}: expected {}, got {value:?}", .line.expected())]
    BadOption {
        /// The line.
        line: OptionLine,
        /// What it held (trimmed, and shortened if long).
        value: String,
    },
    /// A size is a number the rules do not allow; the message is the core's.
    #[error("{line}: {error}")]
    BadSize {
        /// The line.
        line: OptionLine,
        /// The rules' reason.
        error: OptionsError,
    },
    /// The input ended before this option line.
    #[error("{line}: the input ended; expected {}", .line.expected())]
    MissingOption {
        /// The first line that is missing.
        line: OptionLine,
    },
    /// The input ended while the game was still being played.
    #[error("input ended before the game was over ({turn} to move)")]
    Unfinished {
        /// The player whose move was awaited.
        turn: Player,
    },
    /// Reading the input failed.
    #[error("cannot read input: {0}")]
    Read(#[source] io::Error),
    /// Writing the output failed.
    #[error("cannot write output: {0}")]
    Write(#[source] io::Error),
}

impl ConsoleError {
    /// The exit status a program should end with: 2 for bad or missing options (a usage error),
    /// 1 for an unfinished game or an I/O failure.
    pub fn exit_code(&self) -> u8 {
        match self {
            ConsoleError::BadOption { .. }
            | ConsoleError::BadSize { .. }
            | ConsoleError::MissingOption { .. } => 2,
            ConsoleError::Unfinished { .. } | ConsoleError::Read(_) | ConsoleError::Write(_) => 1,
        }
    }
}

/// The first line of output: which rules are played.
pub fn header(rules: RuleSet) -> &'static str {
    match rules {
        RuleSet::Full => "FULL",
        RuleSet::Simple => "SIMPLE",
    }
}

/// Plays one game by the protocol: prints the header, reads the options and then moves from
/// `input` until the game is over, writing everything to `output`. Returns the finished game.
///
/// Lines after the end of the game are not read.
///
/// # Errors
/// [`ConsoleError`] for bad or missing options (nothing is printed after the header), for input
/// that ends before the game does (everything up to the last answer has been printed and
/// flushed), and for read or write failures.
pub fn run(rules: RuleSet, input: impl BufRead, output: impl Write) -> Result<Game, ConsoleError> {
    let mut session = Session { input, output };
    session.write(&format!("{}\n", header(rules)))?;
    let options = session.read_options(rules)?;
    let mut game = Game::new(options).map_err(|error| ConsoleError::BadSize {
        line: match error {
            OptionsError::Rows(_) => OptionLine::Rows,
            OptionsError::Cols(_) => OptionLine::Cols,
        },
        error,
    })?;
    loop {
        let mut text = board_text(&game);
        let Some(turn) = game.turn() else {
            // No turn means the game is over, so there is an outcome.
            let winner = match game.outcome() {
                Some(Outcome::Win(player)) => player.letter().to_string(),
                Some(Outcome::Draw) | None => "NONE".to_string(),
            };
            text.push_str(&format!("WINNER: {winner}\n"));
            session.write(&text)?;
            session.flush()?;
            return Ok(game);
        };
        text.push_str(&format!("TURN: {}\n", turn.letter()));
        session.write(&text)?;
        loop {
            let line = session
                .read_line()?
                .ok_or(ConsoleError::Unfinished { turn })?;
            let played = line
                .text()
                .and_then(parse_move)
                .is_some_and(|square| game.play(square).is_ok());
            if played {
                session.write("VALID\n")?;
                break;
            }
            session.write("INVALID\n")?;
        }
    }
}

/// The score line and the board, as printed before each turn and at the end.
fn board_text(game: &Game) -> String {
    let counts = game.counts();
    let mut text = format!("B: {}  W: {}\n", counts.black, counts.white);
    for row in 0..game.rows() {
        let cells: Vec<&str> = (0..game.cols())
            .map(|col| match game.cell(Square::new(row, col)) {
                Some(Player::Black) => "B",
                Some(Player::White) => "W",
                None => ".",
            })
            .collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

/// Parses a move line: two decimal numbers, row then column, 1-based. `None` for anything
/// else, including numbers too large for any board; whether the cell is on this board is the
/// game's to decide.
fn parse_move(text: &str) -> Option<Square> {
    let mut parts = text.split_whitespace();
    let row = parse_coordinate(parts.next()?)?;
    let col = parse_coordinate(parts.next()?)?;
    if parts.next().is_some() {
        return None;
    }
    Some(Square::new(row, col))
}

/// A 1-based coordinate as a 0-based index, if it is from 1 to 256.
fn parse_coordinate(text: &str) -> Option<u8> {
    u8::try_from(parse_number(text)?.checked_sub(1)?).ok()
}

/// Plain decimal digits (no sign), if they fit a `u32`.
fn parse_number(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// A player letter, either case.
fn parse_player(text: &str) -> Option<Player> {
    match text {
        "B" | "b" => Some(Player::Black),
        "W" | "w" => Some(Player::White),
        _ => None,
    }
}

fn parse_win_rule(text: &str) -> Option<WinRule> {
    match text {
        ">" => Some(WinRule::MostDiscs),
        "<" => Some(WinRule::FewestDiscs),
        _ => None,
    }
}

/// One line of input, without its line end; kept as bytes, since it may not be UTF-8.
struct Line {
    bytes: Vec<u8>,
    /// The line was longer than [`MAX_LINE`] and only its start was kept.
    overlong: bool,
}

impl Line {
    /// The line, trimmed of whitespace (which includes a CR before the line end); `None` when
    /// it is not UTF-8 or too long to be anything the protocol expects.
    fn text(&self) -> Option<&str> {
        if self.overlong {
            return None;
        }
        std::str::from_utf8(&self.bytes).ok().map(str::trim)
    }

    /// The line as an error message quotes it: trimmed, lossily decoded and shortened.
    fn quote(&self) -> String {
        let text = String::from_utf8_lossy(&self.bytes);
        let text = text.trim();
        let mut quoted: String = text.chars().take(MAX_QUOTE).collect();
        if self.overlong || quoted.len() < text.len() {
            quoted.push('…');
        }
        quoted
    }
}

struct Session<R, W> {
    input: R,
    output: W,
}

impl<R: BufRead, W: Write> Session<R, W> {
    fn write(&mut self, text: &str) -> Result<(), ConsoleError> {
        self.output
            .write_all(text.as_bytes())
            .map_err(ConsoleError::Write)
    }

    fn flush(&mut self) -> Result<(), ConsoleError> {
        self.output.flush().map_err(ConsoleError::Write)
    }

    /// Flushes the output (so whoever drives the program sees every answer before it has to
    /// send the next line), then reads one line; `None` at the end of the input.
    fn read_line(&mut self) -> Result<Option<Line>, ConsoleError> {
        self.flush()?;
        let mut line = Line {
            bytes: Vec::new(),
            overlong: false,
        };
        let mut read_any = false;
        loop {
            let buffer = match self.input.fill_buf() {
                Ok(buffer) => buffer,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(ConsoleError::Read(error)),
            };
            if buffer.is_empty() {
                return Ok(read_any.then_some(line));
            }
            read_any = true;
            let (chunk_len, used, ended) = match buffer.iter().position(|&b| b == b'\n') {
                Some(i) => (i, i + 1, true),
                None => (buffer.len(), buffer.len(), false),
            };
            let mut chunk = &buffer[..chunk_len];
            if line.bytes.is_empty() {
                // Leading spaces are no part of the text: they do not count towards the limit.
                let spaces = chunk.iter().take_while(|b| b.is_ascii_whitespace()).count();
                chunk = &chunk[spaces..];
            }
            let room = MAX_LINE - line.bytes.len();
            let (kept, rest) = chunk.split_at(chunk.len().min(room));
            line.bytes.extend_from_slice(kept);
            // Past the limit, only trailing spaces may follow.
            if !rest.iter().all(u8::is_ascii_whitespace) {
                line.overlong = true;
            }
            self.input.consume(used);
            if ended {
                return Ok(Some(line));
            }
        }
    }

    fn read_options(&mut self, rules: RuleSet) -> Result<Options, ConsoleError> {
        let mut options = Options {
            rules,
            ..Options::default()
        };
        for line in OptionLine::ALL {
            let read = self
                .read_line()?
                .ok_or(ConsoleError::MissingOption { line })?;
            let bad = || ConsoleError::BadOption {
                line,
                value: read.quote(),
            };
            let text = read.text().ok_or_else(bad)?;
            match line {
                OptionLine::Rows | OptionLine::Cols => {
                    let size = parse_number(text)
                        .and_then(|n| u8::try_from(n).ok())
                        .ok_or_else(bad)?;
                    // The rules decide which sizes are allowed; check this one alone so a bad
                    // size is reported before the next line is read.
                    let mut probe = Options::default();
                    if line == OptionLine::Rows {
                        options.rows = size;
                        probe.rows = size;
                    } else {
                        options.cols = size;
                        probe.cols = size;
                    }
                    probe
                        .validate()
                        .map_err(|error| ConsoleError::BadSize { line, error })?;
                }
                OptionLine::First => options.first = parse_player(text).ok_or_else(bad)?,
                OptionLine::TopLeft => options.top_left = parse_player(text).ok_or_else(bad)?,
                OptionLine::WinRule => options.win_rule = parse_win_rule(text).ok_or_else(bad)?,
            }
        }
        Ok(options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_two_plain_numbers() {
        assert_eq!(parse_move("3 4"), Some(Square::new(2, 3)));
        assert_eq!(parse_move(" \t16\t 16 "), Some(Square::new(15, 15)));
        assert_eq!(parse_move("03 004"), Some(Square::new(2, 3)));
        assert_eq!(parse_move("256 1"), Some(Square::new(255, 0)));
        for bad in [
            "",
            "3",
            "3 4 5",
            "x y",
            "0 5",
            "5 0",
            "-1 2",
            "+1 2",
            "257 1",
            "99999999999999999999 1",
            "3,4",
            "c4",
        ] {
            assert_eq!(parse_move(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn long_lines_are_cut_and_flagged() {
        let mut input = vec![b'7'; MAX_LINE + 10];
        input.extend_from_slice(b"\n4\n");
        let mut session = Session {
            input: &input[..],
            output: Vec::new(),
        };
        let first = session.read_line().unwrap().unwrap();
        assert!(first.overlong);
        assert_eq!(first.bytes.len(), MAX_LINE);
        assert_eq!(first.text(), None);
        assert_eq!(first.quote().chars().count(), MAX_QUOTE + 1);
        let second = session.read_line().unwrap().unwrap();
        assert_eq!(second.text(), Some("4"));
        assert!(session.read_line().unwrap().is_none());
    }

    #[test]
    fn spaces_around_a_move_do_not_count_towards_the_limit() {
        let pad = " ".repeat(MAX_LINE * 3);
        let input = format!("{pad}2 4{pad}\n\t{pad}2{pad}4\n");
        let mut session = Session {
            input: input.as_bytes(),
            output: Vec::new(),
        };
        let padded = session.read_line().unwrap().unwrap();
        assert!(!padded.overlong);
        assert_eq!(padded.text().and_then(parse_move), Some(Square::new(1, 3)));
        // Spaces inside the text count: this one is too long.
        let inside = session.read_line().unwrap().unwrap();
        assert!(inside.overlong);
        assert_eq!(inside.text(), None);
    }
}
