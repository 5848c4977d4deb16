//! The egui window: a setup dialog, a resizable board canvas, hot-seat play and remembered
//! settings.
//!
//! - [`app`] — the shell: owns the settings, the dialogs and the files, applies [`Command`]s.
//! - [`room`] — one room per game (Othello, tic-tac-toe) behind one trait.
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

pub mod app;
pub mod board;
pub mod clock;
pub mod computer;
pub mod file_dialog;
pub mod files;
pub mod fonts;
pub mod graph;
pub mod help;
pub mod i18n;
pub mod moves;
pub mod room;
pub mod settings;
pub mod setup;
pub mod stats;
pub mod status;
pub mod store;
pub mod theme;
pub mod xo;

pub use app::App;
pub use settings::{
    AnimationSpeed, GameKind, NewGame, Pace, Seat, Settings, Start, Store, ThemeChoice, WindowSize,
};

use othello_core::Square;
use std::path::PathBuf;
use std::sync::Arc;

/// Something the user (or, later, a computer player) asked for. Widgets only report commands;
/// [`App::apply`] carries them out after the frame is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Place a disc for the side to move: from a click, the keyboard or a computer player.
    Play(Square),
    /// Ask the engine which move it would play for the side to move, and mark it.
    Hint,
    /// Turn the values on the moves on or off (the A key).
    ToggleAnalysis,
    /// Open the position editor on the position on the board.
    EditPosition,
    /// One of the position editor's tools.
    Edit(room::othello::editor::Edit),
    /// Review every move of the game at this depth, marking mistakes.
    ReviewGame(u32),
    /// Stop the review of the game, keeping what it found.
    CancelReview,
    /// Take back the last move.
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Show the position after this many moves of the game's line (the moves played and the
    /// ones taken back), by undoing or redoing.
    GoTo(usize),
    /// Let the computer play again after [`Command::GoTo`] paused it.
    Resume,
    /// Put the moves on the clipboard as text.
    CopyGame,
    /// Put the game on the clipboard as GGF.
    CopyGgf,
    /// Put the position on the board on the clipboard as an OBF line.
    CopyPosition,
    /// Open the Open dialog.
    OpenFileDialog,
    /// Save the game to the file it came from (or was last saved to); else as Save as.
    SaveGame,
    /// Open the Save dialog.
    SaveGameAs,
    /// Close the Open or Save dialog.
    CloseFileDialog,
    /// Open this game file.
    OpenFile(PathBuf),
    /// Save the game to this file in this format.
    SaveGameTo(PathBuf, files::Format),
    /// Ask the system for the clipboard's text (it arrives as a paste event).
    RequestPaste,
    /// Replace the game by the moves in this text, on the current board.
    PasteGame(String),
    /// Open the New game dialog.
    OpenSetup,
    /// Start a new game with these choices (from the dialog).
    StartGame(NewGame),
    /// Close the New game dialog without changing anything.
    CancelSetup,
    /// Start again with the current game's options.
    Restart,
    /// Swap back the game that the last Restart, new game or paste replaced.
    RestorePrevious,
    /// Change one display preference.
    Set(Preference),
    /// Open the rules.
    ShowHelp,
    /// Open the About box.
    ShowAbout,
    /// Open the Statistics window.
    ShowStats,
    /// Forget every result counted (confirmed in the Statistics window).
    ResetStats,
    /// Count a game finished against the computer.
    RecordResult(stats::Finished),
    /// Hide the notices about saved files.
    DismissNotices,
    /// Save and close the window.
    Quit,
}

/// A display preference, as changed from the View menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preference {
    /// Mark the legal moves of the side to move.
    ShowLegal(bool),
    /// Mark the cell of the last move.
    MarkLastMove(bool),
    /// Show the move list beside the board.
    ShowMoveList(bool),
    /// Preview a move under the mouse or cursor: the new disc and the discs it would flip.
    PreviewFlips(bool),
    /// Show the engine's value on every legal move.
    ShowAnalysis(bool),
    /// How discs turn over.
    Animation(AnimationSpeed),
    /// The colours.
    Theme(ThemeChoice),
    /// The shortest time a computer move takes.
    Pace(Pace),
    /// The window's language (`None`: the system's).
    Language(Option<i18n::Language>),
}

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
