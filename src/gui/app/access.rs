//! What the window shows and holds, read from outside: for the tests, which drive the window
//! through egui_kittest and look at its state, and for tools such as the frame-time example.
//! What only the Othello room knows is read from the room ([`App::othello`]).

use super::App;
use crate::gui::room::othello::OthelloRoom;
use crate::gui::settings::{GameKind, Settings};
use crate::gui::status::Note;
use othello_core::{Game, Square};
use tictactoe::Match;

impl App {
    /// The Othello room (played when the settings choose Othello), to read.
    pub fn othello(&self) -> &OthelloRoom {
        &self.othello
    }

    /// The Othello game (played when the settings choose Othello).
    pub fn game(&self) -> &Game {
        self.othello().game()
    }

    /// The tic-tac-toe game (played when the settings choose tic-tac-toe).
    pub fn tictactoe(&self) -> &Match {
        self.tictactoe.game()
    }

    /// Which game the window plays.
    pub fn game_kind(&self) -> GameKind {
        self.settings.game
    }

    /// The current preferences.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Whether the Othello panel named `id` is shown (see the View menu).
    pub fn panel_shown(&self, id: &str) -> bool {
        self.othello()
            .panels(&self.settings)
            .iter()
            .any(|&(panel, _, shown)| panel == id && shown)
    }

    /// Problems with the saved files, in words.
    pub fn notices(&self) -> Vec<String> {
        self.view.notices.iter().map(|n| n.text()).collect()
    }

    /// The status note of the game being played: why the last click was refused, or what the
    /// last command did.
    pub fn message(&self) -> Option<String> {
        self.room().message().map(Note::text)
    }

    /// Whether the New game dialog is open.
    pub fn is_setup_open(&self) -> bool {
        self.view.setup.is_some()
    }

    /// The cell under the mouse in the last frame.
    pub fn hovered(&self) -> Option<Square> {
        self.view.pointer.hovered
    }

    /// The keyboard cursor, if the keyboard has been used on the board.
    pub fn cursor(&self) -> Option<Square> {
        self.view.pointer.cursor
    }

    /// Othello's move being previewed and the discs it would flip.
    pub fn preview(&self) -> Option<(Square, Vec<Square>)> {
        self.othello().preview(&self.settings, self.view.pointer)
    }

    /// Whether the computer is choosing a move.
    pub fn is_thinking(&self) -> bool {
        self.othello().is_thinking() || self.tictactoe.is_thinking()
    }

    /// The results counted against the computer.
    pub fn stats(&self) -> &crate::gui::stats::Stats {
        &self.stats
    }

    /// The window title: the game being played.
    pub fn title(&self) -> &'static str {
        self.room().title()
    }

    /// Whether the board marks Othello's legal moves now.
    pub fn shows_legal_markers(&self) -> bool {
        self.othello().shows_legal_markers(&self.settings)
    }

    /// Whether the computer plays the side to move.
    pub fn computer_to_move(&self) -> bool {
        self.room().computer_to_move(&self.settings)
    }

    /// What the engine is doing, in words: "White is thinking… depth 7".
    pub fn thinking(&self) -> Option<String> {
        self.room().thinking()
    }

    /// Whether Undo and Redo have something to do in the game being played. Against the
    /// computer they step over its moves to the person's turn, so they are only offered when
    /// a person's move is among the moves they would take back or play again: undoing only
    /// the computer's opening move would just make it play again.
    pub fn can_undo_redo(&self) -> (bool, bool) {
        self.room().can_undo_redo(&self.settings)
    }

    /// Whether Quit was chosen.
    pub fn quit_requested(&self) -> bool {
        self.view.quit_requested
    }
}
