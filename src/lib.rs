//! Othello (Reversi) for the desktop: the window (feature `gui`, on by default).
//!
//! The game itself lives in the workspace's member crates, each building on the ones before it:
//!
//! - [`othello_core`]: the rules, with no I/O: any even board from 4×4 to 16×16, either player
//!   first, either centre arrangement, most- or fewest-discs-wins, full or simple rules, records
//!   and notations;
//! - `tictactoe`: the second game, from the XO model;
//! - `othello_engine`: the computer opponent, its analysis and its game review;
//! - `othello_openings`: opening names, XOT, random balanced openings;
//! - [`othello_cli`]: the console protocol, the NBoard protocol and the match runner, which the
//!   programs in `src/bin` run.
//!
//! This crate adds the egui window ([`gui`]) on top of them. Its documentation is for the
//! people working on it: `cargo doc --document-private-items` shows the private modules its
//! overview links to.
#![allow(rustdoc::private_intra_doc_links)]
#[cfg(feature = "gui")]
pub mod gui;
