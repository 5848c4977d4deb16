//! One room per game. The shell ([`super::app`]) owns the window, the settings, the dialogs and
//! the files; each game the window can play lives in a room of its own behind [`Room`]: its
//! game (what is saved) and its view state (what is only on screen: animations, hints, the
//! computer thinking, its status message). The shell picks the room from the settings once per
//! frame and otherwise asks which game it is only to start a new game and to open a game file
//! (see [`super::app`]); a third game is one more room.
//!
//! - [`othello`] — Othello, with the computer opponent, hints, the move list and copy/paste.
//! - [`tictactoe`] — tic-tac-toe from the XO model, on paper.

pub mod othello;
pub mod tictactoe;

use super::board::{CellView, Orientation};
use super::command::{Command, GameCommand};
use super::settings::Settings;
use super::status::Note;
use super::store::Writer;
use super::theme::Theme;
use egui::{Rect, Ui};
use othello_core::Square;

/// What a room may use while it works: the settings, the file writer, the clock and egui.
pub struct Ctx<'a> {
    /// The preferences (seats, pace, animation, markers).
    pub settings: &'a Settings,
    /// Where the room saves its game.
    pub writer: &'a Writer,
    /// egui's clock, in seconds.
    pub now: f64,
    /// egui, for the clipboard and repaints.
    pub egui: &'a egui::Context,
    /// Where larger data lives (the imported game database), if anywhere.
    pub data_dir: Option<&'a std::path::Path>,
}

/// Where the pointer and the keyboard are on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pointer {
    /// The cell under the mouse.
    pub hovered: Option<Square>,
    /// The keyboard cursor.
    pub cursor: Option<Square>,
}

/// A game the window can play.
pub trait Room {
    /// The window title while this game is played.
    fn title(&self) -> &'static str;

    /// Rows and columns of the board.
    fn size(&self) -> (u8, u8);

    /// Every cell, as the board widget draws and labels it.
    fn cells(&self, ctx: &Ctx, pointer: Pointer) -> Vec<CellView>;

    /// How the board is turned on screen.
    fn orientation(&self, _settings: &Settings) -> Orientation {
        Orientation::UPRIGHT
    }

    /// The board's colours, from the window's.
    fn theme(&self, window: Theme) -> Theme {
        window
    }

    /// Where the keyboard cursor appears first: a legal move, if there is one.
    fn first_cursor(&self) -> Option<Square>;

    /// Carries out a command about the game. Commands the game has no use for (Othello's, in
    /// another game) are answered with a refusal in its message.
    fn apply(&mut self, command: GameCommand, ctx: &Ctx);

    /// Whether Undo and Redo have a person's move to take back or to play again.
    fn can_undo_redo(&self, settings: &Settings) -> (bool, bool);

    /// Whether the game keeps records: it can be reviewed move by move (Game → Analyze game),
    /// saved to and opened from game files, and copied as GGF or OBF.
    fn has_records(&self) -> bool {
        false
    }

    /// Whether a hint can be asked for now.
    fn can_hint(&self, _settings: &Settings) -> bool {
        false
    }

    /// Whether the side to move is played by the computer.
    fn computer_to_move(&self, settings: &Settings) -> bool;

    /// Whether clicks on the board are refused now because the computer plays the side to
    /// move; says why in the message if so.
    fn refuse_click(&mut self, settings: &Settings) -> bool;

    /// The status bar.
    fn status(&self, ui: &mut Ui, ctx: &Ctx, theme: &Theme) -> Option<Command>;

    /// A panel beside the board (the move list), if the game has one and wants it shown.
    fn side_panel(&mut self, _ui: &mut Ui, _ctx: &Ctx) -> Option<Command> {
        None
    }

    /// What the room folded away for lack of room in the window, in words (the menu bar says
    /// it): none by default.
    fn folded(&self) -> Option<String> {
        None
    }

    /// Whether [`Room::side_panel`] has something to show.
    fn has_side_panel(&self, _settings: &Settings) -> bool {
        false
    }

    /// Draws over the board (an announcement), given the board's rectangle.
    fn overlay(&mut self, _ui: &Ui, _board: Rect, _now: f64) {}

    /// Draws the room's own windows (Othello's game library, its Save question) and collects
    /// what finished off the window's thread; what was decided, as commands.
    fn windows(&mut self, _ctx: &Ctx) -> Vec<Command> {
        Vec::new()
    }

    /// Whether the room asks a question now (a modal window): the window's shortcuts and the
    /// board wait for the answer.
    fn is_asking(&self) -> bool {
        false
    }

    /// Runs once a frame after the commands: polls the computer and any hint, ends finished
    /// animations. Returns a move the computer has decided on, to be applied as a click is.
    /// `calm` is false while a dialog is open.
    fn tick(&mut self, ctx: &Ctx, calm: bool) -> Option<Command>;

    /// What the computer is doing, in words ("White is thinking… depth 7").
    fn thinking(&self) -> Option<String>;

    /// The status message: why the last click was refused, or what the last command did.
    fn message(&self) -> Option<&Note>;

    /// Replaces the status message.
    fn set_message(&mut self, note: Option<Note>);

    /// Stops every search at once.
    fn stop(&mut self);

    /// Saves the game.
    fn save(&self, writer: &Writer);
}
