//! What the room shows and holds, read from outside: by the shell's menus, and by the tests
//! and tools, which drive the window and look at its state (`App::othello`).

use super::OthelloRoom;
use super::panels::MenuEntry;
use crate::gui::command::OthelloCommand;
use crate::gui::room::Pointer;
use crate::gui::session::Session;
use crate::gui::settings::{Seat, Settings};
use othello_core::{Game, Player, Square};

impl OthelloRoom {
    /// The game on the board.
    pub fn game(&self) -> &Game {
        self.session.game()
    }

    /// The game's record: its header, where it came from, where Save writes it, who plays
    /// each side.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Who plays `player`'s side.
    pub fn seat(&self, player: Player) -> Seat {
        self.session.seat(player)
    }

    /// The panels the View menu lists: each one's name, its menu entry and whether it is shown.
    pub fn panels(&self, settings: &Settings) -> Vec<(&'static str, MenuEntry, bool)> {
        self.panels.entries(settings)
    }

    /// The panel that carries out `command` (an import: the database panel), to be shown.
    pub fn panel_taking(&self, command: &OthelloCommand) -> Option<&'static str> {
        self.panels.taker(command)
    }

    /// The move being previewed under the mouse or the keyboard cursor and the discs it would
    /// flip (see [`super::cells::preview`]).
    pub fn preview(&self, settings: &Settings, pointer: Pointer) -> Option<(Square, Vec<Square>)> {
        super::cells::preview(&self.session, settings, pointer)
    }

    /// Whether the board marks the legal moves now.
    pub fn shows_legal_markers(&self, settings: &Settings) -> bool {
        super::cells::shows_legal_markers(&self.session, settings)
    }

    /// Whether discs are still turning over after the last move.
    pub fn is_animating(&self) -> bool {
        self.view.is_animating()
    }

    /// Whether the computer is choosing a move.
    pub fn is_thinking(&self) -> bool {
        self.work.is_thinking()
    }

    /// The move a hint suggested, once found (until the position changes).
    pub fn hint(&self) -> Option<Square> {
        self.work.hint()
    }

    /// Whether a hint was asked for in this position (found or still searched).
    pub fn hint_asked(&self) -> bool {
        self.work.hint_asked()
    }

    /// The game's clocks, when it is played on the clock.
    pub fn clock(&self) -> Option<&crate::gui::clock::Clock> {
        self.session.clock()
    }

    /// The position being set up in Game → Edit position…, while the editor is open.
    pub fn edited(&self) -> Option<&othello_core::Setup> {
        self.mode.editor().map(|e| e.setup())
    }

    /// What Game → Analyze game has found so far, and whether it is still at work.
    pub fn review(&self) -> (Option<othello_engine::Review>, bool) {
        let game = self.session.game();
        let review = self.session.reviewed().map(|r| r.review(game));
        (review, self.work.is_reviewing())
    }

    /// The newest values of View → Analysis for the position on the board.
    pub fn analysis(&self) -> Option<othello_engine::Analysis> {
        self.work.analysis(self.session.game())
    }

    /// The announcement over the board (a forced pass), while it is shown.
    pub fn banner(&self) -> Option<&str> {
        self.view.banner()
    }

    /// Whether the computer waits for Resume after a look back in the move list.
    pub fn is_paused(&self) -> bool {
        matches!(self.mode, super::Mode::Reviewing)
    }
}
