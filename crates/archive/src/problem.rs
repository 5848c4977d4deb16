//! What can be wrong with a file of the database or with one of its games, and the report that
//! names the file.

use othello_core::wthor::{GameError, WthorError};
use std::fmt;
use std::path::PathBuf;

/// What went wrong with a file or one of its games.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The path could not be read.
    Unreadable(String),
    /// A path that is neither a game file, a folder nor a `.zip` file.
    NotAGameFile,
    /// The file as a whole is not a game file this program reads.
    File(WthorError),
    /// One game does not replay; the file's others are read.
    Game {
        /// Its place in the file, from 0.
        index: usize,
        /// Why.
        error: GameError,
    },
    /// A game names a player or tournament its names file does not have.
    Name {
        /// Its place in the file, from 0.
        index: usize,
        /// "player" or "tournament".
        what: &'static str,
        /// The number.
        number: u16,
        /// How many names the file has.
        count: usize,
    },
    /// A names file that is not one (the games still load, without names).
    Names(WthorError),
    /// A names file that cannot be read (the games still load, without names).
    NamesUnreadable(String),
    /// A game file that holds no games (a header and nothing after it).
    NoGames,
    /// No names file beside a game file (the games still load, without names).
    NoNames(String),
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Problem::Unreadable(why) => write!(f, "cannot be read: {why}"),
            Problem::NotAGameFile => write!(f, "not a .wtb game file, a folder or a .zip file"),
            Problem::File(error) => write!(f, "{error}"),
            Problem::Game { index, error } => write!(f, "game {index}: {error}"),
            Problem::Name {
                index,
                what,
                number,
                count,
            } => write!(
                f,
                "game {index}: {what} number {number}, but the names file has {count} names"
            ),
            Problem::Names(error) => write!(f, "names file: {error}"),
            Problem::NamesUnreadable(why) => write!(f, "names file cannot be read: {why}"),
            Problem::NoGames => write!(f, "holds no games"),
            Problem::NoNames(wanted) => write!(f, "no {wanted} beside it: games without names"),
        }
    }
}

/// A problem and the file it is about (inside a `.zip` file: `ARCHIVE.zip/NAME`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The file.
    pub file: PathBuf,
    /// What is wrong.
    pub problem: Problem,
}

impl Report {
    /// Whether the report is about missing names only: the games are all there.
    pub fn is_warning(&self) -> bool {
        matches!(
            self.problem,
            Problem::NoNames(_) | Problem::Names(_) | Problem::NoGames
        )
    }

    /// Whether the report is about a path left out whole: one that cannot be read, is not a
    /// game file, or is not a game file this program reads.
    pub fn is_skipped(&self) -> bool {
        matches!(
            self.problem,
            Problem::Unreadable(_) | Problem::NotAGameFile | Problem::File(_)
        )
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.file.display(), self.problem)
    }
}
