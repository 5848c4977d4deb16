//! The game database: the French Othello Federation's WTHOR files (every tournament game since
//! 1977, and the same format from other sources), read from folders, `.wtb` files and the
//! `.zip` files the federation distributes, with the players' and tournaments' names; and for
//! any position, the games that reached it (up to the board's symmetries), the moves they
//! played next and how they ended.
//!
//! ```no_run
//! use othello_archive::{Database, Index, Query};
//! use othello_core::{Game, Options};
//!
//! let database = Database::open(&["wthor/"]);
//! let index = Index::build(&database, 0);
//! let mut game = Game::new(Options::default()).unwrap();
//! game.play("f5".parse().unwrap()).unwrap();
//! let answer = index.answer(&database, &Query::of(&game));
//! for m in &answer.moves {
//!     println!("{:?}: {} games, Black scores {:.1}", m.square, m.games, m.black_score());
//! }
//! ```
//!
//! The format itself (records, names, replaying a game) is the rules core's:
//! [`othello_core::wthor`]. Here: [`files`] finds which files of a folder or a `.zip` file
//! hold games, and fingerprints them for a cached index; [`source`] reads the files, [`symmetry`] keys positions up
//! to the board's symmetries, [`query`] answers by replaying every game, [`index`] answers
//! from a table of every position, and [`summary`] keeps the statistics of the most played
//! positions without the games, small enough to ship.
#![deny(missing_docs)]

pub mod files;
pub mod index;
mod problem;
pub mod query;
pub mod report;
pub mod source;
pub mod summary;
pub mod symmetry;

pub use files::Files;
pub use index::Index;
pub use query::{Answer, MoveStats, Query, scan};
pub use source::{Database, Problem, Report};
pub use summary::Summary;
