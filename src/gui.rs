//! The egui window: a setup dialog, a resizable board canvas, hot-seat play and remembered
//! settings.
//!
//! - [`app`] — the shell: owns the settings, the dialogs and the files, applies [`Command`]s.
//! - [`command`] — what the user asks for: the window's commands, every game's, Othello's.
//! - [`room`] — one room per game (Othello, tic-tac-toe) behind one trait.
//! - [`session`] — the Othello game's record: line, variations, header, origin, seats, clocks.
//! - [`computer`] — how a computer player of any game searches and hands over its move.
//! - [`board`] — the game-agnostic board widget.
//! - [`moves`] — the move list; [`graph`] — the evaluation graph; [`clock`] — game clocks.
//! - [`setup`] — the New game dialog.
//! - [`files`] — game files (transcript, GGF, our record); [`file_dialog`] — Open and Save.
//! - [`stats`] — the record of results against the computer and its window.
//! - [`status`] — the score, the messages, the notices and announcements.
//! - [`help`] — How to play and About.
//! - [`settings`] — what is saved, as plain data; [`store`] — how files are read and written.
//! - [`theme`] — colours.
//! - [`platform`] — what differs between the desktop and a browser tab: the entry, where
//!   things are kept, threads.
//! - [`xo`] — tic-tac-toe's look on the shared board.
//!
//! Each frame draws first and collects what the user asked for as [`Command`]s, then applies
//! them. Nothing is decided here that the rules core can decide: legal moves, flips, turns,
//! passes and the result all come from [`othello_core::Game`].

mod app;
mod board;
mod clock;
pub mod command;
mod computer;
mod database;
mod desktop_dialog;
mod file_dialog;
pub mod files;
pub mod fonts;
mod format;
mod graph;
pub mod help;
pub mod i18n;
mod library;
pub mod moves;
pub mod own_book;
pub mod picture;
pub mod platform;
mod room;
pub mod session;
pub mod settings;
pub mod setup;
mod stats;
mod status;
pub mod store;
mod theme;
mod xo;

pub use app::App;
pub use board::Orientation;
pub use command::{Command, GameCommand, OthelloCommand, Preference};
pub use database::Picked;
pub use settings::{
    AnimationSpeed, GameKind, NewGame, Pace, Panels, SearchLevel, Seat, Settings, Start, Study,
    ThemeChoice, Threads, WindowSize,
};
pub use store::Store;
