//! Othello (Reversi) for the desktop.
//!
//! - [`core`]: the rules, with no I/O: any even board from 4×4 to 16×16, either player first,
//!   either centre arrangement, most- or fewest-discs-wins, full or simple rules.
//! - [`console`]: the line protocol of the ICS 32 project, over any reader and writer.
//! - [`engine`]: the computer opponent.
//! - [`nboard`]: the engine's side of the NBoard protocol, over any reader and writer.
//! - [`arena`]: matches between engines that speak NBoard, refereed by the core.
//! - [`args`]: option values the command-line programs share.
//! - [`openings`]: the names of 8×8 openings.
//! - [`tictactoe`]: the second game, from the XO model.
//! - `gui` (feature `gui`, on by default): the egui window.
pub mod arena;
pub mod args;
pub mod console;
pub mod core;
pub mod engine;
#[cfg(feature = "gui")]
pub mod gui;
pub mod nboard;
pub mod openings;
pub mod tictactoe;
