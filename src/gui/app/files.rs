//! Game files in the shell: what only the platform has — the file choosers, a file's text by
//! its path or a browser's picked bytes, files dropped on the window — handed to the Othello
//! room, whose document opens and saves them ([`crate::gui::room::othello::document`]). A file
//! that cannot be opened becomes a notice naming it, the line and what was wrong, and the game
//! on the board stays.

use super::App;
use crate::gui::command::{Command, DocumentCommand};
use crate::gui::database::Picked;
use crate::gui::desktop_dialog::{self, Chosen, Dropped, Pending, Purpose, save_target};
use crate::gui::file_dialog::{Choice, FileDialog};
use crate::gui::files::{self, Format};
use crate::gui::i18n::t;
use crate::gui::picture::Parts;
use crate::gui::platform;
use crate::gui::room::othello::document::{Choose, picture};
use crate::gui::settings::GameKind;
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

    /// Game → Save (`as_new` false) and Save as…: the room saves to the file the game came
    /// from, or asks its own question; else the person chooses the file.
    pub(super) fn save_game(&mut self, as_new: bool, egui: &egui::Context) {
        let Choose { name, format } =
            match self.with_othello(egui, |room, ctx| room.save_file(as_new, ctx)) {
                Ok(Some(choose)) => choose,
                Ok(None) => return,
                Err(notice) => return self.notice(notice),
            };
        if self.view.desktop_dialogs {
            if self.view.desktop_dialog.is_none() {
                self.view.desktop_dialog = Some(Pending::save(&self.start_folder(), &name, format));
            }
            return;
        }
        self.view.file_dialog = Some(FileDialog::save(&self.start_folder(), &name, format));
    }

    /// Opens the game file at `path` into the Othello room (switching to it).
    pub(super) fn open_game_file(&mut self, path: &Path, egui: &egui::Context) {
        self.remember_folder(path);
        match files::read(path) {
            Ok(text) => self.open_game_text(path, text, egui),
            Err(why) => self.notice(Notice(why)),
        }
    }

    /// Opens a game file a browser's picker handed over as `bytes`.
    pub(super) fn open_game_bytes(&mut self, name: &str, bytes: Vec<u8>, egui: &egui::Context) {
        match files::text_of(name, bytes) {
            Ok(text) => self.open_game_text(Path::new(name), text, egui),
            Err(why) => self.notice(Notice(why)),
        }
    }

    /// Opens `text`, the game file at `path`, in the Othello room for study (switching to it).
    fn open_game_text(&mut self, path: &Path, text: String, egui: &egui::Context) {
        match self.with_othello(egui, |room, ctx| room.open_file(path, text, ctx)) {
            Ok(()) => {
                if self.settings.game != GameKind::Othello {
                    self.settings.game = GameKind::Othello;
                    self.save_settings();
                }
                self.view.pointer.cursor = None;
            }
            Err(why) => self.notice(Notice(why)),
        }
    }

    /// Writes the Othello game to `path` in `format` (in a browser, a download of that name).
    pub(super) fn save_game_to(&mut self, path: &Path, format: Format, egui: &egui::Context) {
        self.remember_folder(path);
        if let Err(notice) =
            self.with_othello(egui, |room, ctx| room.save_file_to(path, format, ctx))
        {
            self.notice(notice);
        }
    }

    fn remember_folder(&mut self, path: &Path) {
        if let Some(folder) = folder_of(path) {
            self.view.last_folder = Some(folder);
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
            return chosen(choice, purpose);
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
                if let Some(folder) = folder_of(&path) {
                    self.view.last_import_folder = Some(folder);
                }
                vec![Command::CloseFileDialog, import(Picked::Paths(vec![path]))]
            }
            Some(Choice::Picture(path, parts)) => {
                self.remember_folder(&path);
                vec![
                    Command::CloseFileDialog,
                    DocumentCommand::ExportPicture(picture::with_extension(path), parts).into(),
                ]
            }
        }
    }

    /// Game → Export picture…: the window's own dialog, naming a PNG or SVG file, with the
    /// choice of the move numbers on the discs. A browser has no folders to name a file in:
    /// there the picture, with the move numbers and the graph, is a download.
    pub(super) fn show_picture_dialog(&mut self) -> Option<Command> {
        const NAME: &str = "position.png";
        if !platform::FILE_PATHS {
            let parts = Parts {
                numbers: true,
                graph: true,
            };
            return Some(DocumentCommand::ExportPicture(NAME.into(), parts).into());
        }
        self.view.file_dialog = Some(FileDialog::picture(&self.start_folder(), NAME));
        None
    }

    /// File → Import game database…: the window's own dialog (it picks folders as well as
    /// files, which the desktop's file chooser does one or the other), starting where the last
    /// import was taken from (WTHOR downloads are seldom beside the game files). A browser's
    /// picker hands over the files picked, several at once.
    pub(super) fn show_import_dialog(&mut self) {
        let folder = match &self.view.last_import_folder {
            Some(folder) => folder.clone(),
            None => self.start_folder(),
        };
        if !platform::FILE_PATHS {
            if self.view.desktop_dialog.is_none() {
                self.view.desktop_dialog = Some(Pending::import(&folder));
            }
            return;
        }
        self.view.file_dialog = Some(FileDialog::import(&folder));
    }

    /// A file dropped on the window opens (the first, if several), and WTHOR files (`.wtb`,
    /// `.zip`, a folder of them; in a browser with their names files) go to the game database,
    /// as the first dropped file says; while one is dragged over the window a note says what
    /// dropping it does. On the desktop the dropped file's path is taken at once; in a browser,
    /// where a dropped file has only a name and its bytes are read asynchronously, the files
    /// are handed over like a picker's answer once read.
    pub(super) fn dropped_files(&mut self, ui: &Ui) -> Vec<Command> {
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
        let dropped = ui.input(|i| i.raw.dropped_files.clone());
        let Some(first) = dropped.first() else {
            return Vec::new();
        };
        let purpose = if for_database(first.path()) {
            Purpose::Import
        } else {
            Purpose::Open
        };
        match desktop_dialog::dropped(dropped, purpose) {
            Dropped::Now(choice) => chosen(choice, purpose),
            Dropped::Later(pending) => {
                if self.view.desktop_dialog.is_none() {
                    self.view.desktop_dialog = Some(pending);
                }
                Vec::new()
            }
        }
    }
}

/// What a chooser's answer (or files dropped on the window) asks for, as commands.
fn chosen(choice: Option<Chosen>, purpose: Purpose) -> Vec<Command> {
    match (choice, purpose) {
        (None, _) => Vec::new(),
        (Some(Chosen::Path(path)), Purpose::Open) => vec![Command::OpenFile(path)],
        (Some(Chosen::File { name, bytes }), Purpose::Open) => {
            vec![Command::OpenFileBytes(name, bytes)]
        }
        (Some(Chosen::Path(path)), Purpose::Save(format)) => {
            let (path, format) = save_target(path, format);
            vec![Command::SaveGameTo(path, format)]
        }
        (Some(Chosen::Path(path)), Purpose::Import) => vec![import(Picked::Paths(vec![path]))],
        (Some(Chosen::Files(files)), Purpose::Import) => vec![import(Picked::Files(files))],
        // A chooser answers only what it was asked.
        (Some(_), _) => Vec::new(),
    }
}

/// Whether a dropped file goes to the game database rather than being opened as a game: a
/// folder, or a WTHOR file (games, a `.zip` of them, or the players' and tournaments' names).
fn for_database(path: &Path) -> bool {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    path.is_dir()
        || ["wtb", "zip", "jou", "trn"]
            .iter()
            .any(|wthor| ext.eq_ignore_ascii_case(wthor))
}

/// The folder `path` is in, if it names one (a bare file name does not).
fn folder_of(path: &Path) -> Option<PathBuf> {
    path.parent()
        .filter(|f| !f.as_os_str().is_empty())
        .map(Path::to_path_buf)
}

/// The command that imports the files `picked` into the game database.
fn import(picked: Picked) -> Command {
    Command::Game(crate::gui::command::GameCommand::Othello(
        crate::gui::command::OthelloCommand::ImportDatabase(picked),
    ))
}
