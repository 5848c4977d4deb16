//! Carrying out the commands a frame produced, after it is drawn: the shell's own here
//! (dialogs, preferences, files, quitting), a game's in its room; and starting a new game.

use super::App;
use crate::gui::command::{Command, GameCommand, OthelloCommand, Preference};
use crate::gui::i18n::Message;
use crate::gui::room::Room;
use crate::gui::session::{Session, today};
use crate::gui::settings::{GameKind, NewGame};
use crate::gui::setup::SetupDialog;
use crate::gui::status::Note;
use crate::gui::{clock, i18n};
use othello_core::{ByPlayer, Game, Square};
use tictactoe::Match;

impl App {
    /// Carries out one command: the shell's own here, the game's in its room.
    pub fn apply(&mut self, command: Command, egui: &egui::Context) {
        let offered = match command {
            Command::Game(GameCommand::Undo) => self.can_undo_redo().0,
            Command::Game(GameCommand::Redo) => self.can_undo_redo().1,
            _ => true,
        };
        if !offered {
            // Only a person's moves are taken back or played again (the shortcuts come here
            // even when the buttons are greyed).
            return;
        }
        match command {
            Command::OpenSetup => {
                // The dialog starts from the game played on the board, or from the choices
                // remembered when that is a record opened for study (a file, a paste, the
                // database): someone else's board is not the player's next game.
                let on_board = self.othello().session();
                let draft = if on_board.is_study() {
                    self.settings.new_game()
                } else {
                    NewGame {
                        options: *on_board.game().options(),
                        ..self.settings.new_game()
                    }
                };
                self.view.setup = Some(SetupDialog::new(draft));
            }
            Command::StartGame(draft) => self.start_game(&draft),
            Command::TogglePanel(id) => {
                let shown = self.panel_shown(id);
                self.apply(Command::Set(Preference::ShowPanel(id, !shown)), egui);
            }
            Command::CancelSetup => self.view.setup = None,
            Command::Set(preference) => {
                // A refusal stays through a switch of language, read in the new one.
                if !matches!(preference, Preference::Language(_)) {
                    self.clear_refusal();
                }
                match preference {
                    Preference::ShowLegal(on) => self.settings.show_legal = on,
                    Preference::MarkLastMove(on) => self.settings.mark_last_move = on,
                    Preference::ShowPanel(id, on) => self.settings.panels.set(id, on),
                    Preference::PreviewFlips(on) => self.settings.preview_flips = on,
                    Preference::Animation(speed) => self.settings.animation = speed,
                    Preference::Theme(theme) => self.settings.theme = theme,
                    Preference::Pace(pace) => self.settings.pace = pace,
                    Preference::Threads(threads) => self.settings.threads = threads,
                    Preference::Study(study) => self.settings.study = study,
                    Preference::Language(language) => {
                        self.settings.language = language;
                        i18n::set_language(self.language());
                    }
                }
                self.save_settings();
            }
            Command::OpenFileDialog => self.show_open_dialog(),
            Command::ImportDatabaseDialog => self.show_import_dialog(),
            Command::SaveGame => self.save_game(false, egui),
            Command::SaveGameAs => self.save_game(true, egui),
            Command::CloseFileDialog => self.view.file_dialog = None,
            Command::OpenFile(path) => self.open_game_file(&path, egui),
            Command::OpenFileBytes(name, bytes) => self.open_game_bytes(&name, bytes, egui),
            Command::SaveGameTo(path, format) => self.save_game_to(&path, format, egui),
            Command::ExportPictureDialog => {
                if let Some(export) = self.show_picture_dialog() {
                    self.apply(export, egui);
                }
            }
            Command::ShowHelp => self.view.help_open = true,
            Command::ShowAbout => self.view.about_open = true,
            Command::ShowStats => self.view.stats_open = true,
            Command::ResetStats => {
                self.stats = Default::default();
                self.writer.save_stats(&self.stats);
            }
            Command::RecordResult(finished) => {
                self.stats.record(finished);
                self.writer.save_stats(&self.stats);
            }
            Command::Notice(notice) => self.notice(notice),
            Command::DismissNotices => self.view.notices.clear(),
            Command::DismissNotice(index) => {
                if index < self.view.notices.len() {
                    self.view.notices.remove(index);
                }
            }
            Command::Quit => {
                self.stop_and_save();
                self.view.quit_requested = true;
                egui.send_viewport_cmd(egui::ViewportCommand::Close);
            }
            Command::Game(command) => {
                // A command a panel takes (an import) shows that panel, in Othello.
                let taker = match &command {
                    GameCommand::Othello(othello) => self.othello.panel_taking(othello),
                    _ => None,
                };
                if let Some(id) = taker {
                    self.settings.game = GameKind::Othello;
                    self.settings.panels.set(id, true);
                    self.save_settings();
                }
                self.clear_refusal();
                let restarts = matches!(
                    command,
                    GameCommand::Restart | GameCommand::Othello(OthelloCommand::RestorePrevious)
                );
                self.with_room(egui, |room, ctx| room.apply(command, ctx));
                if restarts {
                    self.view.pointer.cursor = None;
                }
            }
        }
    }

    /// A refusal answers the action that caused it; the next action makes it stale.
    pub(super) fn clear_refusal(&mut self) {
        let (room, _, _) = self.parts();
        if matches!(room.message(), Some(Note::Refused(_))) {
            room.set_message(None);
        }
    }

    /// Starts the game chosen in the New game dialog, in its room, and remembers the choices.
    pub(super) fn start_game(&mut self, draft: &NewGame) {
        let started = match draft.game {
            GameKind::Othello => match self.opening_game(draft) {
                Ok(Some((game, note))) => {
                    self.begin_othello(game, draft, note);
                    return;
                }
                // The opening is being chosen: the game starts when it is.
                Ok(None) => {
                    self.othello
                        .set_message(Some(Note::Info(crate::gui::i18n::msg!(
                            "note-choosing-opening"
                        ))));
                    Ok(())
                }
                Err(why) => Err(why),
            },
            GameKind::TicTacToe => Match::new(draft.tictactoe)
                .map(|g| self.tictactoe.replace(g, &self.writer))
                .map_err(|e| e.to_string()),
        };
        match started {
            Ok(()) => self.started(draft),
            // The dialog does not offer Start for invalid options; say so if it ever did.
            Err(why) => self
                .parts()
                .0
                .set_message(Some(Note::Refused(Message::plain(why)))),
        }
    }

    /// Puts the Othello game on the board with the seats and the clock `draft` asks for.
    pub(super) fn begin_othello(&mut self, game: Game, draft: &NewGame, note: Option<Note>) {
        let seats = ByPlayer {
            black: draft.black,
            white: draft.white,
        };
        let clock = draft.clock.map(clock::Clock::new);
        let session = Session::new(game, seats, clock, &today());
        self.othello.open(session, note, &self.writer);
        self.started(draft);
    }

    /// Remembers the choices of a game just started and closes the dialog.
    pub(super) fn started(&mut self, draft: &NewGame) {
        self.settings.remember(draft);
        self.view.setup = None;
        self.view.pointer.cursor = None;
        self.save_settings();
    }

    /// A click or Enter on the board: refused while the computer plays the side to move.
    pub(super) fn play_by_hand(&mut self, square: Square) -> Option<Command> {
        let (room, settings, _) = self.parts();
        (!room.refuse_click(settings)).then_some(Command::Game(GameCommand::Play(square)))
    }
}
