//! Game files in the shell: Open, Save and Save as through the file dialog, and files dropped
//! on the window. A file that cannot be opened becomes a notice naming it, the line and what
//! was wrong, and the game on the board stays; saves go through the writer thread.

use super::App;
use crate::gui::command::Command;
use crate::gui::desktop_dialog::{Pending, Purpose, save_target};
use crate::gui::file_dialog::{Choice, FileDialog};
use crate::gui::files::{self, Format};
use crate::gui::i18n::t;
use crate::gui::library::Library;
use crate::gui::room::Room;
use crate::gui::settings::GameKind;
use crate::gui::status::Note;
use crate::gui::store::Notice;
use egui::Ui;
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

    /// Game → Save (`as_new` false: to the file the game came from or was saved to, if any)
    /// and Save as….
    pub(super) fn save_game(&mut self, as_new: bool) {
        match (&self.view.current_file, as_new) {
            (Some((path, format)), false) => {
                let (path, format) = (path.clone(), *format);
                self.save_game_to(&path, format);
            }
            _ => {
                let (name, format) = match &self.view.current_file {
                    Some((path, format)) => (
                        path.file_name()
                            .map(|n| n.to_string_lossy().into_owned())
                            .unwrap_or_default(),
                        *format,
                    ),
                    None => ("game.ggf".to_owned(), Format::Ggf),
                };
                if self.view.desktop_dialogs {
                    if self.view.desktop_dialog.is_none() {
                        self.view.desktop_dialog =
                            Some(Pending::save(&self.start_folder(), &name, format));
                    }
                    return;
                }
                self.view.file_dialog = Some(FileDialog::save(&self.start_folder(), &name, format));
            }
        }
    }

    /// Opens the game file at `path` into the Othello room (switching to it), keeping the
    /// game it replaces for "Swap with the previous game".
    pub(super) fn open_game_file(&mut self, path: &Path) {
        self.remember_folder(path);
        match files::open(path, *self.othello.game().options()) {
            Ok(files::Opened {
                game,
                format,
                games,
            }) => {
                if self.settings.game != GameKind::Othello {
                    self.settings.game = GameKind::Othello;
                    self.save_settings();
                }
                let moves = game.moves_played().len();
                self.othello.replace(game, &self.writer);
                self.view.current_file = Some((path.to_path_buf(), format));
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
                self.othello.set_message(Some(Note::Info(text)));
            }
            Err(why) => self.notice(Notice(why)),
        }
    }

    /// Reads and replays every game of the file at `path` for the library, on a thread of its
    /// own (a file of a thousand games takes a while); [`App::poll_library`] shows it.
    fn load_library(&mut self, path: &Path) {
        let (send, receive) = std::sync::mpsc::channel();
        let path = path.to_path_buf();
        let spawned = std::thread::Builder::new()
            .name("library".into())
            .spawn(move || {
                let _ = send.send(files::library(&path).map(|read| Library::new(&path, read)));
            });
        match spawned {
            Ok(_) => self.view.loading_library = Some(receive),
            Err(e) => self.notice(Notice(e.to_string())),
        }
    }

    /// Shows the library once its games are read.
    pub(super) fn poll_library(&mut self, ctx: &egui::Context) {
        let Some(receive) = &self.view.loading_library else {
            return;
        };
        match receive.try_recv() {
            Err(std::sync::mpsc::TryRecvError::Empty) => {
                ctx.request_repaint_after(std::time::Duration::from_millis(30));
            }
            Err(std::sync::mpsc::TryRecvError::Disconnected) => self.view.loading_library = None,
            Ok(result) => {
                self.view.loading_library = None;
                match result {
                    Ok(library) => self.view.library = Some(library),
                    Err(why) => self.notice(Notice(why)),
                }
            }
        }
    }

    /// Plays the game numbered `number` of the library's file on the board.
    pub(super) fn open_from_library(&mut self, number: usize) {
        let Some(library) = &self.view.library else {
            return;
        };
        let Some(game) = library.game(number).cloned() else {
            return;
        };
        let name = library.file_name();
        let moves = game.moves_played().len();
        self.othello.replace(game, &self.writer);
        self.view.current_file = None;
        self.othello.set_message(Some(Note::Info(t!(
            "library-opened",
            number = number,
            name = name,
            moves = moves
        ))));
    }

    /// Writes the Othello game to `path` in `format` (on the writer thread; a failure comes
    /// back as a notice).
    pub(super) fn save_game_to(&mut self, path: &Path, format: Format) {
        self.remember_folder(path);
        match files::text(&self.othello.record(&self.settings), format) {
            Ok(text) => {
                self.writer.save_file(path, text);
                self.view.current_file = Some((path.to_path_buf(), format));
                self.othello.set_message(Some(Note::Info(t!(
                    "file-saved",
                    name = file_name(path),
                    format = format.name()
                ))));
            }
            Err(why) => self.notice(Notice(t!(
                "file-cannot-write",
                format = format.name(),
                why = why
            ))),
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
