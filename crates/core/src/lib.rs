//! The rules of Othello (Reversi), with no I/O and no user interface.
//!
//! Everything the console and the GUI know about the game comes from here: [`Options`] are plain
//! data that may hold anything; [`Game::new`] checks them once, and from then on a [`Game`] answers
//! every question (whose turn, what is on a cell, the legal moves, the score, the outcome) and
//! refuses illegal moves with a [`MoveError`] that says why.
//!
//! ```
//! use othello_core::{Game, MoveError, Options, Player, RuleSet, Square, WinRule};
//!
//! // The ICS 32 example: 4×4, Black first, Black on the top-left centre cell.
//! let options = Options { rows: 4, cols: 4, first: Player::Black, top_left: Player::Black,
//!                         win_rule: WinRule::MostDiscs, rules: RuleSet::Full };
//! let mut game = Game::new(options)?;
//! let report = game.play(Square::new(1, 3))?; // row 2, column 4
//! assert_eq!(report.flipped.to_vec(), vec![Square::new(1, 2)]);
//! assert_eq!(game.turn(), Some(Player::White));
//! let a1 = Square::new(0, 0);
//! assert_eq!(game.play(a1), Err(MoveError::FlipsNothing(a1)));
//! assert_eq!(MoveError::FlipsNothing(a1).to_string(), "a1 flips nothing");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A game may also start from any position: a [`Setup`] (plain data: options, cells, side to
//! move) is checked once by [`Game::from_setup`]. A [`Record`] is a set-up, the plies played
//! with optional evaluations and times, the result and the players; [`Record::to_game`] replays
//! it and says which move is illegal and why. The [`notation`] module reads and writes records
//! and positions as transcripts (`f5d6c3…`), GGF and OBF, with [`notation::ParseError`]s that
//! give the line and column.
//!
//! Search code works one level down, on [`Position`]s relative to the side to move and a
//! [`Layout`] that knows the board's shifts and masks; [`with_layout!`](crate::with_layout)
//! picks the concrete layout of a game.
//!
//! The [`container`] module holds the binary container the engine's files share (a magic
//! number, a version, the body and a checksum), with its field reader and writer; [`wthor`]
//! reads and writes the French Othello Federation's game database (WTHOR), replaying every
//! game.
#![deny(missing_docs)]

pub mod bits;
pub mod container;
mod excerpt;
mod game;
pub mod layout;
pub mod notation;
mod options;
pub mod position;
mod record;
mod setup;
mod square;
pub mod symmetry;
pub mod wthor;

pub use bits::{Bits, U256};
pub use game::{AnyLayout, Game, Line, MoveError, MoveReport, Outcome, Ply, ReplayError};
pub use layout::{Geometry, InstructionSet, Layout, Standard8x8};
pub use options::{
    ByPlayer, MAX_SIZE, MIN_SIZE, Options, OptionsError, Player, RuleSet, WinRule, valid_size,
};
pub use position::{Position, perft, perft_level, perft_with};
pub use record::{Ending, GameResult, Record, RecordError, RecordPly};
pub use setup::{Setup, SetupError};
pub use square::{ParseSquareError, Square, SquareSet};
