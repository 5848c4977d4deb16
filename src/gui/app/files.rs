//! Game files in the shell: Open, Save and Save as through the file dialog, and files dropped
//! on the window. A file that cannot be opened becomes a notice naming it, the line and what
//! was wrong, and the game on the board stays; saves go through the writer thread.

use super::App;
use crate::gui::command::{ArchivePlace, Command};
use crate::gui::desktop_dialog::{Pending, Purpose, save_target};
use crate::gui::file_dialog::{Choice, FileDialog};
use crate::gui::files::{self, Format};
use crate::gui::i18n::{Message, t};
use crate::gui::library::Library;
use crate::gui::room::Room;
use crate::gui::session::{FileSlot, Header, SavePlan, Session};
use crate::gui::settings::GameKind;
use crate::gui::status::Note;
use crate::gui::store::Notice;
use egui::Ui;
use othello_core::notation::ggf;
use othello_engine::Background;
use std::path::{Path, PathBuf};

impl App {
    /// The folder a file dialog starts in: the last one used, else the home folder.
    fn start_folder(&self) -> PathBuf {
        if let Some(folder) = &self.view.last_folder {
            return folder.clone();
        }
        directories::UserDirs::new()
            .map(|dirs| dirs.home_dir().to_path_buf())
            .unwrap_or_else(|| PathBuf::from("."))
    }

    /// Game → Open…
    pub(super) fn show_open_dialog(&mut self) {
        if self.view.desktop_dialogs {
            if self.view.desktop_dialog.is_none() {
                self.view.desktop_dialog = Some(Pending::open(&self.start_folder()));
            }
            return;
        }
        self.view.file_dialog = Some(FileDialog::open(&self.start_folder()));
    }

    /// Game → Save (`as_new` false) and Save as…. Save writes the file the game came from or
    /// was saved to when that file holds this game alone; a game of a file of many games asks
    /// first (replace it there, add it, or save it as a new file); a game with no file yet
    /// asks for one.
    pub(super) fn save_game(&mut self, as_new: bool) {
        let plan = self.othello.parts().session.save_plan();
        let (name, format) = match plan {
            SavePlan::Write(path, format) if !as_new => {
                self.save_game_to(&path, format);
                return;
            }
            SavePlan::Archive(slot) if !as_new => {
                self.view.archive_choice = Some(slot);
                return;
            }
            SavePlan::Write(path, format) => (file_name(&path), format),
            SavePlan::Archive(slot) => (file_name(&slot.path), slot.format),
            SavePlan::Choose(name, format) => (name, format),
        };
        if self.view.desktop_dialogs {
            if self.view.desktop_dialog.is_none() {
                self.view.desktop_dialog = Some(Pending::save(&self.start_folder(), &name, format));
            }
            return;
        }
        self.view.file_dialog = Some(FileDialog::save(&self.start_folder(), &name, format));
    }

    /// Puts the game into the archive it came from, at `place` (in place of its game there, or
    /// after the others), keeping the rest of the file byte for byte; the write happens off
    /// the window's thread and refuses a file changed since it was read.
    pub(super) fn save_into_archive(&mut self, place: ArchivePlace) {
        let Some(slot) = self.view.archive_choice.take() else {
            return;
        };
        let text = ggf::write(&self.othello.record());
        let at = match place {
            ArchivePlace::Replace => ggf::Place::Replace(slot.index),
            ArchivePlace::Append => ggf::Place::Append,
        };
        self.writer
            .save_into_archive(&slot.path, slot.games, at, text);
        let name = file_name(&slot.path);
        let note = match place {
            ArchivePlace::Replace => t!(
                "file-saved-in-archive",
                name = name,
                number = slot.index + 1
            ),
            ArchivePlace::Append => {
                self.othello.session_mut().appended();
                t!(
                    "file-added-to-archive",
                    name = name,
                    number = slot.games + 1
                )
            }
        };
        self.othello.set_message(Some(Note::Info(note)));
        self.othello.save(&self.writer);
    }

    /// Opens the game file at `path` into the Othello room (switching to it) for study,
    /// keeping the game it replaces for "Swap with the previous game".
    pub(super) fn open_game_file(&mut self, path: &Path) {
        self.remember_folder(path);
        let options = *self.othello.parts().session.game().options();
        match files::open(path, options) {
            Ok(files::Opened { parsed, format }) => {
                if self.settings.game != GameKind::Othello {
                    self.settings.game = GameKind::Othello;
                    self.save_settings();
                }
                let (moves, games) = (parsed.game.moves_played().len(), parsed.games);
                let slot = FileSlot {
                    path: path.to_path_buf(),
                    format,
                    index: 0,
                    games,
                };
                let session = Session::opened(parsed.game, Header::of(&parsed.record), Some(slot));
                self.view.pointer.cursor = None;
                let name = file_name(path);
                if games > 1 {
                    self.load_library(path);
                }
                let text = if games > 1 {
                    t!(
                        "file-opened-first",
                        name = name,
                        games = games,
                        moves = moves
                    )
                } else {
                    t!("file-opened", name = name, moves = moves)
                };
                let note = text;
                self.othello
                    .open(session, Some(Note::Info(note)), &self.writer);
            }
            Err(why) => self.notice(Notice::plain(why)),
        }
    }

    /// Reads and replays every game of the file at `path` for the library, on a thread of its
    /// own (a file of a thousand games takes a while); [`App::poll_library`] shows it.
    fn load_library(&mut self, path: &Path) {
        let path = path.to_path_buf();
        self.view.loading_library = Some(Background::start(
            move |_, report| report(&files::library(&path).map(|read| Library::new(&path, read))),
            || {},
        ));
    }

    /// Shows the library once its games are read.
    pub(super) fn poll_library(&mut self, ctx: &egui::Context) {
        let Some(task) = &self.view.loading_library else {
            return;
        };
        match task.take() {
            None if !task.is_finished() => {
                ctx.request_repaint_after(std::time::Duration::from_millis(30));
            }
            None => self.view.loading_library = None,
            Some(result) => {
                self.view.loading_library = None;
                match result {
                    Ok(library) => self.view.library = Some(library),
                    Err(why) => self.notice(Notice::plain(why)),
                }
            }
        }
    }

    /// Opens the game numbered `number` of the library's file on the board, for study: Save
    /// then asks whether to replace that game in the file.
    pub(super) fn open_from_library(&mut self, number: usize) {
        let Some(library) = &self.view.library else {
            return;
        };
        let Some((game, header)) = library.game(number) else {
            return;
        };
        let slot = library.slot(number);
        let name = library.file_name();
        let moves = game.moves_played().len();
        let session = Session::opened(game.clone(), header.clone(), Some(slot));
        let note = t!(
            "library-opened",
            number = number,
            name = name,
            moves = moves
        );
        self.othello
            .open(session, Some(Note::Info(note)), &self.writer);
    }

    /// Writes the Othello game to `path` in `format` (on the writer thread; a failure comes
    /// back as a notice).
    pub(super) fn save_game_to(&mut self, path: &Path, format: Format) {
        self.remember_folder(path);
        match files::text(&self.othello.record(), format) {
            Ok(text) => {
                self.writer.save_file(path, text);
                self.othello
                    .session_mut()
                    .saved_to(path.to_path_buf(), format);
                self.othello.save(&self.writer);
                self.othello.set_message(Some(Note::Info(t!(
                    "file-saved",
                    name = file_name(path),
                    format = format.name()
                ))));
            }
            Err(why) => self.notice(Notice(
                Message::new("file-cannot-write")
                    .with("format", format.name())
                    .with("why", why),
            )),
        }
    }

    fn remember_folder(&mut self, path: &Path) {
        if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
            self.view.last_folder = Some(folder.to_path_buf());
        }
    }

    /// Draws the file dialog, if open; its decision as commands.
    pub(super) fn file_dialog(&mut self, ctx: &egui::Context) -> Vec<Command> {
        if let Some(pending) = &self.view.desktop_dialog {
            let Some(choice) = pending.poll() else {
                // The desktop's chooser is open: look again soon.
                ctx.request_repaint_after(std::time::Duration::from_millis(100));
                return Vec::new();
            };
            let purpose = pending.purpose;
            self.view.desktop_dialog = None;
            return match (choice, purpose) {
                (None, _) => Vec::new(),
                (Some(path), Purpose::Open) => vec![Command::OpenFile(path)],
                (Some(path), Purpose::Save(format)) => {
                    let (path, format) = save_target(path, format);
                    vec![Command::SaveGameTo(path, format)]
                }
            };
        }
        let Some(dialog) = &mut self.view.file_dialog else {
            return Vec::new();
        };
        match dialog.show(ctx) {
            None => Vec::new(),
            Some(Choice::Cancel) => vec![Command::CloseFileDialog],
            Some(Choice::Open(path)) => vec![Command::CloseFileDialog, Command::OpenFile(path)],
            Some(Choice::Save(path, format)) => {
                vec![Command::CloseFileDialog, Command::SaveGameTo(path, format)]
            }
            Some(Choice::Import(path)) => {
                vec![Command::CloseFileDialog, import(vec![path])]
            }
            Some(Choice::Picture(path, parts)) => {
                self.remember_folder(&path);
                vec![
                    Command::CloseFileDialog,
                    Command::ExportPicture(super::picture::with_extension(path), parts),
                ]
            }
        }
    }

    /// Game → Export picture…: the window's own dialog, naming a PNG or SVG file, with the
    /// choice of the move numbers on the discs.
    pub(super) fn show_picture_dialog(&mut self) {
        self.view.file_dialog = Some(FileDialog::picture(&self.start_folder(), "position.png"));
    }

    /// File → Import game database…: the window's own dialog (it picks folders as well as
    /// files, which the desktop's file chooser does one or the other).
    pub(super) fn show_import_dialog(&mut self) {
        self.view.file_dialog = Some(FileDialog::import(&self.start_folder()));
    }

    /// A file dropped on the window opens (the first, if several); while one is dragged over
    /// the window a note says what dropping it does.
    pub(super) fn dropped_files(ui: &Ui) -> Option<Command> {
        let hovering = ui.input(|i| !i.raw.hovered_files.is_empty());
        if hovering {
            let screen = ui.ctx().content_rect();
            let painter = ui.ctx().layer_painter(egui::LayerId::new(
                egui::Order::Foreground,
                egui::Id::unique("drop files"),
            ));
            painter.rect_filled(screen, 0.0, egui::Color32::from_black_alpha(160));
            painter.text(
                screen.center(),
                egui::Align2::CENTER_CENTER,
                t!("file-drop"),
                egui::FontId::proportional(24.0),
                egui::Color32::WHITE,
            );
        }
        ui.input(|i| {
            let path = i.raw.dropped_files.first()?.path().to_path_buf();
            // WTHOR files and folders of them go to the game database; anything else is
            // opened as a game.
            let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
            Some(
                if path.is_dir()
                    || ext.eq_ignore_ascii_case("wtb")
                    || ext.eq_ignore_ascii_case("zip")
                {
                    import(vec![path])
                } else {
                    Command::OpenFile(path)
                },
            )
        })
    }
}

/// The command that imports `paths` into the game database.
fn import(paths: Vec<PathBuf>) -> Command {
    Command::Game(crate::gui::command::GameCommand::Othello(
        crate::gui::command::OthelloCommand::ImportDatabase(paths),
    ))
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

impl App {
    /// Save's question for a game of a file of many games, while it is asked: replace the game
    /// there, add it at the end, save it as a new file, or cancel (Escape).
    pub(super) fn archive_choice(&mut self, ctx: &egui::Context) -> Vec<Command> {
        let Some(slot) = &self.view.archive_choice else {
            return Vec::new();
        };
        let name = file_name(&slot.path);
        let mut command = None;
        let modal = egui::Modal::new(egui::Id::unique("archive choice")).show(ctx, |ui| {
            ui.set_max_width(420.0);
            ui.heading(t!("archive-title"));
            ui.add_space(4.0);
            ui.label(t!(
                "archive-explain",
                name = name.as_str(),
                games = slot.games,
                number = slot.index + 1
            ));
            ui.add_space(8.0);
            let replace = t!("archive-replace", number = slot.index + 1);
            if ui.button(replace).clicked() {
                command = Some(Command::SaveIntoArchive(ArchivePlace::Replace));
            }
            let append = t!("archive-append", number = slot.games + 1);
            if ui.button(append).clicked() {
                command = Some(Command::SaveIntoArchive(ArchivePlace::Append));
            }
            if ui.button(t!("archive-save-as")).clicked() {
                command = Some(Command::SaveGameAs);
            }
            if ui.button(t!("cancel")).clicked() {
                command = Some(Command::CloseArchiveChoice);
            }
        });
        if command.is_none()
            && modal.is_top_modal
            && ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Escape))
        {
            command = Some(Command::CloseArchiveChoice);
        }
        if matches!(command, Some(Command::SaveGameAs)) {
            return vec![Command::CloseArchiveChoice, Command::SaveGameAs];
        }
        command.into_iter().collect()
    }
}
