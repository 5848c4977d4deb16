//! The computer playing a side of Othello, and hints.

use super::evaluations::Evaluation;
use super::{Hint, OthelloRoom};
use crate::gui::command::Command;
use crate::gui::command::GameCommand;
use crate::gui::computer::{self, POLL, Search};
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::room::{Ctx, Room};
use crate::gui::settings::Settings;
use crate::gui::status::Note;
use othello_engine::{GameTables, Level, Limits, Thinker};
use std::sync::{Arc, Mutex};

impl OthelloRoom {
    /// Looks for a move for the person to move: Expert's choice at the hint's level (a second
    /// by default).
    pub(super) fn start_hint(&mut self, settings: &Settings) {
        match self.game.turn() {
            None => {}
            Some(p) if settings.seat(p).is_computer() => {
                self.view.message = Some(Note::Refused(t!(
                    "note-no-hint-needed",
                    player = i18n::player(p)
                )));
            }
            Some(_) => {
                let limits = settings.study.hint.limits(Limits {
                    threads: settings.threads.count(),
                    ..Level::Expert.limits()
                });
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
                    self.view.message = Some(Note::Info(t!(
                        "note-hint",
                        player = i18n::player(player),
                        square = result.best.to_string()
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
        let Some(player) = self.game.turn().filter(|_| {
            self.computer_to_move(settings) && !self.is_paused() && self.flagged().is_none()
        }) else {
            self.view.computer = None;
            return None;
        };
        let key = (player, self.game.moves_played());
        let game = &self.game;
        let level = settings.seat(player).level().unwrap_or_default();
        let limits = level.limits();
        let time = self.time_for(player, limits.time);
        let limits = Limits {
            time,
            threads: settings.threads.count(),
            ..limits
        };
        // Expert searches as deep as its time allows and keeps what it found for its next
        // move; the other levels search to their depth, afresh each time, to play as weakly as
        // they are meant to.
        let tables = (level == Level::Expert).then(|| {
            self.view
                .tables
                .get_or_insert_with(|| Arc::new(Mutex::new(GameTables::new(limits.hash_mib))))
                .clone()
        });
        let start = || -> Box<dyn Search> {
            Box::new(match &tables {
                Some(tables) => Thinker::start_in(game, limits, tables.clone()),
                None => Thinker::start(game, limits),
            })
        };
        // The move also waits for the last move's discs to turn over.
        let calm = calm && self.view.flipping.is_none();
        let pace = settings.pace.seconds();
        // The weak levels' values carry the noise that makes them err: not for the graph.
        let honest = limits.noise == 0;
        let found = computer::drive(
            &mut self.view.computer,
            key,
            start,
            ctx.now,
            pace,
            calm,
            ctx.egui,
        )?;
        if let Some(value) = found.value.filter(|_| honest) {
            let mover = Evaluation::for_mover(player, value.hundredths, value.exact, value.depth);
            let moves = self.game.moves_played();
            let evaluations = &mut self.view.evaluations;
            evaluations.record(&self.game, moves.clone(), mover);
            // By its own search the computer's move is the best: it gives nothing away.
            let played = [(found.square, value.hundredths)];
            evaluations.record_moves(&self.game, moves, &played, value.exact, value.depth);
        }
        Some(Command::Game(GameCommand::Play(found.square)))
    }
}
