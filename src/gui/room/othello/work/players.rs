//! The computer playing a side of Othello, and hints.

use super::Work;
use crate::gui::computer::{self, POLL, Search};
use crate::gui::i18n;
use crate::gui::i18n::msg;
use crate::gui::room::Ctx;
use crate::gui::room::othello::evaluations::Evaluation;
use crate::gui::session::Session;
use crate::gui::status::Note;
use othello_core::{Game, Square};
use othello_engine::{GameTables, Level, Limits, Thinker};
use std::sync::{Arc, Mutex};

/// A hint for the position after `moves`: searching while `thinker` runs, then `square`.
pub struct Hint {
    pub(in crate::gui::room::othello) thinker: Option<Thinker>,
    moves: Vec<Square>,
    pub(in crate::gui::room::othello) square: Option<Square>,
}

impl Work {
    /// Looks for a move for the person to move: Expert's choice at the hint's level (a second
    /// by default). Refused, saying why, when the computer plays the side to move.
    pub fn start_hint(&mut self, session: &Session, ctx: &Ctx) -> Option<Note> {
        let game = session.game();
        let player = game.turn()?;
        if session.seat(player).is_computer() {
            return Some(Note::Refused(msg!(
                "note-no-hint-needed",
                player = i18n::player_message(player)
            )));
        }
        let settings = ctx.settings;
        let limits = settings.study.hint.limits(Limits {
            threads: settings.threads.count(),
            ..Level::Expert.limits()
        });
        self.hint = Some(Hint {
            thinker: Some(Thinker::start(game, limits)),
            moves: game.moves_played(),
            square: None,
        });
        None
    }

    /// Collects a hint's answer (the note that names it), or forgets the hint if the
    /// position has changed.
    pub fn poll_hint(&mut self, game: &Game, egui: &egui::Context) -> Option<Note> {
        let hint = self.hint.as_mut()?;
        if hint.moves != game.moves_played() {
            self.hint = None;
            return None;
        }
        let thinker = hint.thinker.as_mut()?;
        let finished = thinker.is_finished();
        if let Some(result) = thinker.try_result() {
            hint.square = Some(result.best);
            hint.thinker = None;
            egui.request_repaint();
            return game.turn().map(|player| {
                Note::Info(msg!(
                    "note-hint",
                    player = i18n::player_message(player),
                    square = result.best.to_string()
                ))
            });
        } else if finished {
            self.hint = None;
        } else {
            egui.request_repaint_after(POLL);
        }
        None
    }

    /// Starts or polls the search for a computer side to move (`None` when no computer may
    /// move now); returns its move once it is found, the pace has allowed for it and the board
    /// is `calm` (no animation, no dialog).
    pub fn computer_move(
        &mut self,
        session: &Session,
        may_move: bool,
        calm: bool,
        ctx: &Ctx,
    ) -> Option<Square> {
        let game = session.game();
        let Some(player) = game
            .turn()
            .filter(|_| may_move && session.computer_to_move())
        else {
            self.computer = None;
            return None;
        };
        let settings = ctx.settings;
        let key = (player, game.moves_played());
        let level = session.seat(player).level().unwrap_or_default();
        let limits = level.limits();
        let time = match session.clock() {
            Some(clock) => {
                let cap = limits.time.unwrap_or(std::time::Duration::from_secs(60));
                Some(clock.budget(player, game.empties(), cap))
            }
            None => limits.time,
        };
        let limits = Limits {
            time,
            threads: settings.threads.count(),
            ..limits
        };
        // Expert searches as deep as its time allows and keeps what it found for its next
        // move; the other levels search to their depth, afresh each time, to play as weakly as
        // they are meant to.
        let tables = (level == Level::Expert).then(|| {
            self.tables
                .get_or_insert_with(|| Arc::new(Mutex::new(GameTables::new(limits.hash_mib))))
                .clone()
        });
        let start = || -> Box<dyn Search> {
            Box::new(match &tables {
                Some(tables) => Thinker::start_in(game, limits, tables.clone()),
                None => Thinker::start(game, limits),
            })
        };
        let pace = settings.pace.seconds();
        // The weak levels' values carry the noise that makes them err: not for the graph.
        let honest = limits.noise == 0;
        let found = computer::drive(
            &mut self.computer,
            key,
            start,
            ctx.now,
            pace,
            calm,
            ctx.egui,
        )?;
        if let Some(value) = found.value.filter(|_| honest) {
            let mover = Evaluation::for_mover(player, value.hundredths, value.exact, value.depth);
            let moves = game.moves_played();
            self.evaluations.record(game, moves.clone(), mover);
            // By its own search the computer's move is the best: it gives nothing away.
            let played = [(found.square, value.hundredths)];
            self.evaluations
                .record_moves(game, moves, &played, value.exact, value.depth);
        }
        Some(found.square)
    }
}
