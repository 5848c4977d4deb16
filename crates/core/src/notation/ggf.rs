//! GGF, the Generic Game Format of the GGS server, also read and written by NBoard and Edax.
//!
//! A game is `(;` then properties `NAME[value]` then `;)`:
//!
//! ```text
//! (;GM[Othello]PC[GGS/os]DT[2003.11.03_12:19:46.MET]PB[ant]PW[bee]RE[+12.000]TI[05:00//02:00]
//! TY[8]BO[8 ---------------------------O*------*O--------------------------- *]
//! B[F5]W[D6/-1.5/0.2]B[C3//3.1]W[PA];)
//! ```
//!
//! | property | meaning |
//! |---|---|
//! | `PB`, `PW` | the players' names (Black, White) |
//! | `PC`, `DT` | place and date, as written |
//! | `RE` | result: Black's disc margin (`+12.000`, `-4`), optionally `:r` (resigned), `:t` (time), `:s` (agreed) |
//! | `TY` | the game type; its first number is the board size when there is no `BO` |
//! | `BO` | the set-up: `n`, the `n × n` cells row by row from a1 (`*` black, `O` white, `-` empty), the side to move (`*` or `O`) |
//! | `B`, `W` | a move by Black or White: the cell, then optionally `/evaluation/seconds` (either may be empty); `PA` is a pass |
//! | `XO` | this crate's extension, see below |
//! | `GM` | the game: must be `Othello` (any case) when given |
//!
//! `TI` is the time control. Every other property (`KM`, `RT`, `RB`, `RW`, `EV`, …) is kept in
//! [`Record::extra`] as written and written back after `TI`. Property names are
//! capital letters: a name in lower case (`gm`, `b`) is refused rather than skipped, since it is
//! most likely a property meant to count. A second `BO` is refused too. Values may hold `\]`
//! and `\\`. Without `BO` the game starts from the standard centre.
//!
//! **The `XO` extension** carries what GGF cannot say, as `key=value` pairs separated by `;`:
//! `cols=N` (a board of `BO`'s `n` rows and `N` columns, with `n × N` cells in `BO`),
//! `win=fewest|most`, `rules=simple|full`, `first=black|white` and `topleft=black|white` (the
//! options' standard start; by default `first` is `BO`'s side to move and `topleft` is white).
//! It is written only when needed, with only the keys that differ from those defaults, so a
//! standard game has none: `XO[cols=10;win=fewest;rules=simple]`.
//!
//! Evaluations are from the mover's point of view; non-finite numbers are not written.
//!
//! ```
//! use othello_core::notation::ggf;
//! use othello_core::Player;
//!
//! let text = "(;GM[Othello]PB[ant]PW[bee]RE[+2]KM[0]TY[8]\
//!             BO[8 ---------------------------O*------*O--------------------------- *]\
//!             B[F5/0.5/1.2]W[d6];)";
//! let record = ggf::parse(text)?;
//! assert_eq!(record.players.black.as_deref(), Some("ant"));
//! assert_eq!(record.plies[0].eval, Some(0.5));
//! let game = record.to_game()?;
//! assert_eq!(game.turn(), Some(Player::Black));
//! assert_eq!(ggf::parse(&ggf::write(&record))?, record);
//!
//! let error = ggf::parse("(;GM[Othello]B[Z9];)").unwrap_err();
//! assert_eq!((error.line, error.column), (1, 16));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod read;

use super::{ParseError, skip_space, write_cells};
use crate::{Ending, Player, Record, RuleSet, WinRule};
use read::{Text, game_at};
use std::fmt::Write as _;
use std::ops::Range;
use thiserror::Error;

/// Reads one game (surrounding white space allowed).
///
/// # Errors
/// [`ParseError`] for text that is not one GGF game.
pub fn parse(text: &str) -> Result<Record, ParseError> {
    let start = skip_space(text, 0);
    if !text[start..].starts_with("(;") {
        return Err(ParseError::expected(text, start, "'(;' to start a game"));
    }
    let (record, end) = game_at(&Text::one(text), start)?;
    let rest = skip_space(text, end);
    if rest < text.len() {
        return Err(ParseError::expected(text, rest, "the end of the text"));
    }
    Ok(record)
}

/// Reads every game in `text`: each `(;` starts one, and text between games is skipped. After a
/// game with an error, reading goes on at the next `(;`.
pub fn parse_all(text: &str) -> Games<'_> {
    Games {
        text: Text::many(text),
        at: 0,
    }
}

/// The games of a text, from [`parse_all`].
#[derive(Clone)]
pub struct Games<'a> {
    text: Text<'a>,
    at: usize,
}

impl std::fmt::Debug for Games<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Games")
            .field("at", &self.at)
            .finish_non_exhaustive()
    }
}

impl Iterator for Games<'_> {
    type Item = Result<Record, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        let start = self.at + self.text.get(self.at..)?.find("(;")?;
        Some(match game_at(&self.text, start) {
            Ok((record, end)) => {
                self.at = end;
                Ok(record)
            }
            Err(e) => {
                self.at = start + 2;
                Err(e)
            }
        })
    }
}

/// Where each game of `text` stands, in the order and count of [`parse_all`]: the byte range
/// of a game that reads, from its `(;` to its `;)`, or why one does not read.
pub fn locate_all(text: &str) -> Vec<Result<Range<usize>, ParseError>> {
    let games = Text::many(text);
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(offset) = text.get(at..).and_then(|rest| rest.find("(;")) {
        let start = at + offset;
        match game_at(&games, start) {
            Ok((_, end)) => {
                found.push(Ok(start..end));
                at = end;
            }
            Err(e) => {
                found.push(Err(e));
                at = start + 2;
            }
        }
    }
    found
}

/// Why a game could not be put into an archive's text.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SpliceError {
    /// The archive no longer holds the games it held when it was read: it was changed since.
    #[error("the file now holds {found} games, not the {expected} it held when it was opened")]
    Changed {
        /// The games it held when read.
        expected: usize,
        /// The games it holds now.
        found: usize,
    },
    /// The game to replace does not read, so where it ends is not known.
    #[error("game {number} of the file cannot be read: {error}")]
    Unreadable {
        /// Its number, from 1.
        number: usize,
        /// Why it does not read.
        error: ParseError,
    },
    /// There is no game of that number.
    #[error("the file has no game {number}")]
    NoSuchGame {
        /// The number asked for, from 1.
        number: usize,
    },
}

/// Where [`splice`] puts a game into an archive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// In place of the game numbered so, from 0.
    Replace(usize),
    /// After the last game.
    Append,
}

/// `text`, a GGF archive that held `games` games when it was read, with `game` (one GGF game's
/// text) put at `place`. Everything else of the text, games that do not read and text between
/// games included, is kept byte for byte.
///
/// # Errors
/// [`SpliceError`] if the archive holds another number of games now, or the game to replace
/// does not read or does not exist: then nothing should be written.
pub fn splice(text: &str, games: usize, place: Place, game: &str) -> Result<String, SpliceError> {
    let found = locate_all(text);
    if found.len() != games {
        return Err(SpliceError::Changed {
            expected: games,
            found: found.len(),
        });
    }
    let (range, before, after) = match place {
        Place::Replace(index) => match found.into_iter().nth(index) {
            Some(Ok(range)) => (range, "", ""),
            Some(Err(error)) => {
                let number = index + 1;
                return Err(SpliceError::Unreadable { number, error });
            }
            None => return Err(SpliceError::NoSuchGame { number: index + 1 }),
        },
        Place::Append => {
            let end = text.trim_end().len();
            let gap = if end == 0 { "" } else { "\n" };
            (end..end, gap, if end == text.len() { "\n" } else { "" })
        }
    };
    let mut out = String::with_capacity(text.len() + game.len() + 2);
    out.push_str(&text[..range.start]);
    out.push_str(before);
    out.push_str(game.trim());
    out.push_str(after);
    out.push_str(&text[range.end..]);
    Ok(out)
}

/// The record as one GGF game.
pub fn write(record: &Record) -> String {
    let setup = &record.setup;
    let mut out = String::from("(;GM[Othello]");
    let mut string = |name: &str, value: &Option<String>| {
        if let Some(v) = value {
            out.push_str(name);
            out.push('[');
            for c in v.chars() {
                if matches!(c, ']' | '\\') {
                    out.push('\\');
                }
                out.push(c);
            }
            out.push(']');
        }
    };
    string("PC", &record.place);
    string("DT", &record.date);
    string("PB", &record.players.black);
    string("PW", &record.players.white);
    string("TI", &record.time);
    for (name, value) in &record.extra {
        // Only names the reader takes as property names; anything else is not written.
        if !name.is_empty() && name.bytes().all(|b| b.is_ascii_uppercase()) && !is_own(name) {
            string(name, &Some(value.clone()));
        }
    }
    if let Some(result) = record.result {
        let m = result.black_margin;
        let _ = if (m * 1000.0).round() / 1000.0 == m {
            write!(out, "RE[{m:+.3}")
        } else {
            write!(out, "RE[{m:+}")
        };
        out.push_str(match result.ending {
            Ending::Counted => "]",
            Ending::Resigned => ":r]",
            Ending::Timeout => ":t]",
            Ending::Agreed => ":s]",
        });
    }
    let (rows, cols) = (setup.options.rows, setup.options.cols);
    let _ = write!(
        out,
        "TY[{rows}]BO[{rows} {} {}]",
        write_cells(&setup.cells, '*', '-'),
        side_char(setup.turn)
    );
    let mut extension = Vec::new();
    if cols != rows {
        extension.push(format!("cols={cols}"));
    }
    if setup.options.win_rule == WinRule::FewestDiscs {
        extension.push("win=fewest".to_owned());
    }
    if setup.options.rules == RuleSet::Simple {
        extension.push("rules=simple".to_owned());
    }
    if setup.options.first != setup.turn {
        extension.push(format!("first={}", name(setup.options.first)));
    }
    if setup.options.top_left != Player::White {
        extension.push(format!("topleft={}", name(setup.options.top_left)));
    }
    if !extension.is_empty() {
        let _ = write!(out, "XO[{}]", extension.join(";"));
    }
    for p in &record.plies {
        out.push_str(match p.ply.player() {
            Player::Black => "B[",
            Player::White => "W[",
        });
        match p.ply.square() {
            Some(square) => out.push_str(&square.to_string().to_ascii_uppercase()),
            None => out.push_str("PA"),
        }
        let eval = p.eval.filter(|x| x.is_finite());
        let seconds = p.seconds.filter(|x| x.is_finite());
        if eval.is_some() || seconds.is_some() {
            out.push('/');
            if let Some(e) = eval {
                let _ = write!(out, "{e}");
            }
            if let Some(s) = seconds {
                let _ = write!(out, "/{s}");
            }
        }
        out.push(']');
    }
    out.push_str(";)");
    out
}

/// The properties the writer writes itself: an extra one of the same name is not written again.
fn is_own(name: &str) -> bool {
    matches!(
        name,
        "GM" | "PC" | "DT" | "PB" | "PW" | "TI" | "RE" | "TY" | "BO" | "XO" | "B" | "W"
    )
}

fn side_char(player: Player) -> char {
    match player {
        Player::Black => '*',
        Player::White => 'O',
    }
}

fn name(player: Player) -> &'static str {
    match player {
        Player::Black => "black",
        Player::White => "white",
    }
}
