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
pub use settings::{
    AnimationSpeed, GameKind, NewGame, Pace, Panels, SearchLevel, Seat, Settings, Start, Study,
    ThemeChoice, Threads, WindowSize,
};
pub use store::Store;

use std::path::PathBuf;
use std::sync::Arc;

/// The window icon (a PNG rendering of `assets/othello.svg`).
const ICON_PNG: &[u8] = include_bytes!("../assets/othello.png");

/// Opens the window and runs until it is closed. `config_dir` overrides where settings and the
/// saved game live (the platform's config directory otherwise).
///
/// # Errors
/// eframe's error if no window or graphics context could be created.
pub fn run(config_dir: Option<PathBuf>) -> eframe::Result {
    let store = match config_dir {
        Some(dir) => Store::new(dir),
        None => Store::platform_default(),
    };
    let app = App::new(store);
    let window = app.window_size();
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Othello")
        .with_app_id("othello")
        .with_inner_size(window.inner_size())
        .with_maximized(window.maximized)
        .with_min_inner_size(WindowSize::MIN.map(|v| v as f32));
    // A broken icon is not worth refusing to start over.
    if let Ok(icon) = eframe::icon_data::from_png_bytes(ICON_PNG) {
        viewport = viewport.with_icon(Arc::new(icon));
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    eframe::run_native("othello", options, Box::new(move |_cc| Ok(Box::new(app))))
}
