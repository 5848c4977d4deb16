//! The computer playing a side of Othello, and hints.

use super::{HINT_TIME, Hint, OthelloRoom};
use crate::engine::{Level, Limits, Thinker};
use crate::gui::Command;
use crate::gui::computer::{Computer, POLL, Step};
use crate::gui::room::{Ctx, Room};
use crate::gui::settings::Settings;
use crate::gui::status::Note;

impl OthelloRoom {
    /// Looks for a move for the person to move: Expert's choice within a second.
    pub(super) fn start_hint(&mut self, settings: &Settings) {
        match self.game.turn() {
            None => {}
            Some(p) if settings.seat(p).is_computer() => {
                self.view.message = Some(Note::Refused(format!(
                    "{} is played by the computer: no hint needed",
                    p.name()
                )));
            }
            Some(_) => {
                let limits = Limits {
                    time: Some(HINT_TIME),
                    ..Level::Expert.limits()
                };
                self.view.hint = Some(Hint {
                    thinker: Some(Thinker::start(&self.game, limits)),
                    moves: self.game.moves_played(),
                    square: None,
                });
            }
        }
    }

    /// Collects a hint's answer, or forgets the hint if the position has changed.
    pub(super) fn poll_hint(&mut self, egui: &egui::Context) {
        let moves = self.game.moves_played();
        let Some(hint) = &mut self.view.hint else {
            return;
        };
        if hint.moves != moves {
            self.view.hint = None;
            return;
        }
        if let Some(thinker) = &mut hint.thinker {
            let finished = thinker.is_finished();
            if let Some(result) = thinker.try_result() {
                hint.square = Some(result.best);
                hint.thinker = None;
                if let Some(player) = self.game.turn() {
                    self.view.message = Some(Note::Info(format!(
                        "Hint: {} could play {}",
                        player.name(),
                        result.best
                    )));
                }
                egui.request_repaint();
            } else if finished {
                self.view.hint = None;
            } else {
                egui.request_repaint_after(POLL);
            }
        }
    }

    /// Starts or polls the search for a computer side to move; returns its move once it is
    /// found, the pace has allowed for it and the last move's discs have turned over.
    pub(super) fn computer_move(&mut self, ctx: &Ctx, calm: bool) -> Option<Command> {
        let settings = ctx.settings;
        let Some(player) = self
            .game
            .turn()
            .filter(|_| self.computer_to_move(settings) && !self.view.paused)
        else {
            self.view.computer = None;
            return None;
        };
        let key = (player, self.game.moves_played());
        if self.view.computer.as_ref().is_some_and(|c| !c.is_for(&key)) {
            self.view.computer = None;
        }
        let game = &self.game;
        let computer = self.view.computer.get_or_insert_with(|| {
            let level = settings.seat(player).level().unwrap_or_default();
            let limits = level.limits();
            Computer::new(key, Box::new(Thinker::start(game, limits)), ctx.now)
        });
        let calm = calm && self.view.flipping.is_none();
        match computer.step(ctx.now, settings.pace.seconds(), calm) {
            Step::Play(square) => {
                self.view.computer = None;
                Some(Command::Play(square))
            }
            Step::Restart => {
                // A search with no answer cannot happen while the game goes on; start afresh.
                self.view.computer = None;
                ctx.egui.request_repaint_after(POLL);
                None
            }
            Step::Wait => {
                ctx.egui.request_repaint_after(POLL);
                None
            }
        }
    }
}
