//! Tic-tac-toe's room: a [`Match`] from the XO model, drawn on paper (see [`crate::gui::xo`]
//! for how it looks), with an optional perfect-play computer side.

use super::{Ctx, Pointer, Room};
use crate::gui::board::CellView;
use crate::gui::command::Command;
use crate::gui::command::GameCommand;
use crate::gui::computer::{self, Computer, Search};
use crate::gui::i18n::{msg, t};
use crate::gui::settings::Settings;
use crate::gui::status::Note;
use crate::gui::store::Writer;
use crate::gui::theme::Theme;
use crate::gui::xo;
use egui::Ui;
use othello_core::Square;
use tictactoe::Match;

/// Tic-tac-toe in the window.
pub struct TicTacToeRoom {
    /// The game (saved).
    game: Match,
    /// Why the last click was refused, or what the last command did.
    message: Option<Note>,
    /// The computer choosing its move in the position after these moves.
    computer: Option<Computer<Vec<tictactoe::Pos>>>,
}

impl TicTacToeRoom {
    /// The room for `game`.
    pub fn new(game: Match) -> Self {
        TicTacToeRoom {
            game,
            message: None,
            computer: None,
        }
    }

    /// The game.
    pub fn game(&self) -> &Match {
        &self.game
    }

    /// Whether the computer is choosing a move.
    pub fn is_thinking(&self) -> bool {
        self.computer.is_some()
    }

    /// Starts `game` in place of the current one (from the New game dialog).
    pub fn replace(&mut self, game: Match, writer: &Writer) {
        self.stop();
        self.game = game;
        self.message = None;
        self.save(writer);
    }

    /// Whether the computer plays `player`.
    fn is_computer(settings: &Settings, player: tictactoe::Player) -> bool {
        settings.tictactoe_computer == Some(player)
    }

    /// Undo or Redo; against the computer they go back to (or on to) the person's turn.
    fn undo_redo(&mut self, undo: bool, ctx: &Ctx) {
        self.stop();
        let step = |game: &mut Match| {
            if undo {
                game.undo().is_some()
            } else {
                game.redo().is_some()
            }
        };
        if step(&mut self.game) {
            // In tic-tac-toe the computer plays one side at most: a person always plays.
            while self.computer_to_move(ctx.settings) && step(&mut self.game) {}
            self.message = None;
            self.save(ctx.writer);
        }
    }
}

impl Room for TicTacToeRoom {
    fn title(&self) -> &'static str {
        "Tic-tac-toe — Othello"
    }

    fn size(&self) -> (u8, u8) {
        let size = self.game.options().size;
        (size, size)
    }

    fn cells(&self, _ctx: &Ctx, _pointer: Pointer) -> Vec<CellView> {
        xo::cell_views(&self.game)
    }

    fn theme(&self, window: Theme) -> Theme {
        // Tic-tac-toe is drawn on paper, in ink of two colours.
        window.paper()
    }

    fn first_cursor(&self) -> Option<Square> {
        self.game
            .legal_moves()
            .first()
            .map(|p| Square::new(p.row - 1, p.col - 1))
    }

    fn apply(&mut self, command: GameCommand, ctx: &Ctx) {
        match command {
            GameCommand::Play(square) => match xo::play(&mut self.game, square) {
                Ok(()) => {
                    self.stop();
                    self.message = None;
                    self.save(ctx.writer);
                }
                Err(note) => self.message = Some(note),
            },
            GameCommand::Undo => self.undo_redo(true, ctx),
            GameCommand::Redo => self.undo_redo(false, ctx),
            GameCommand::Restart => {
                let fresh = xo::new_match(self.game.options());
                self.replace(fresh, ctx.writer);
            }
            // Hints, analysis, the move list, the editor, copy and paste: Othello's alone.
            GameCommand::Othello(_) => {
                self.message = Some(Note::Refused(msg!("note-othello-only")));
            }
        }
    }

    fn can_undo_redo(&self, settings: &Settings) -> (bool, bool) {
        let person = |p: tictactoe::Player| !Self::is_computer(settings, p);
        let undo = self.game.history().iter().any(|&(p, _)| person(p));
        // Players alternate: the moves to redo start with the one to move.
        let next = self.game.next_player();
        let redo = self
            .game
            .redo_moves()
            .iter()
            .enumerate()
            .any(|(i, _)| person(if i % 2 == 0 { next } else { next.opponent() }));
        (undo, redo)
    }

    fn computer_to_move(&self, settings: &Settings) -> bool {
        self.game
            .turn()
            .is_some_and(|p| Self::is_computer(settings, p))
    }

    fn refuse_click(&mut self, settings: &Settings) -> bool {
        let refused = self.computer_to_move(settings);
        if refused {
            self.message = Some(Note::Refused(msg!(
                "note-computer-wait",
                player = xo::name(self.game.next_player())
            )));
        }
        refused
    }

    fn status(&self, ui: &mut Ui, _ctx: &Ctx, _theme: &Theme) -> Option<Command> {
        xo::status(
            ui,
            &self.game,
            self.message.as_ref(),
            self.thinking().as_deref(),
        )
    }

    fn tick(&mut self, ctx: &Ctx, calm: bool) -> Option<Command> {
        if !self.computer_to_move(ctx.settings) {
            self.computer = None;
            return None;
        }
        let key = self.game.moves().to_vec();
        let game = &self.game;
        let start = || -> Box<dyn Search> { Box::new(xo::Thinker::start(game)) };
        let pace = ctx.settings.pace.seconds();
        computer::drive(
            &mut self.computer,
            key,
            start,
            ctx.now,
            pace,
            calm,
            ctx.egui,
        )
        .map(|found| Command::Game(GameCommand::Play(found.square)))
    }

    fn thinking(&self) -> Option<String> {
        self.computer
            .as_ref()
            .map(|_| t!("thinking", player = xo::name(self.game.next_player())))
    }

    fn message(&self) -> Option<&Note> {
        self.message.as_ref()
    }

    fn set_message(&mut self, note: Option<Note>) {
        self.message = note;
    }

    fn stop(&mut self) {
        self.computer = None;
    }

    fn save(&self, writer: &Writer) {
        writer.save_tictactoe(&self.game);
    }
}
