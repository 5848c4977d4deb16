//! Open and Save dialogs drawn with egui itself, so the window needs no toolkit or portal from
//! the desktop: a folder's game files (and its folders) to pick from, the folder above, a file
//! name to type, and for saving the format.
//!
//! The dialog edits its own state and returns what was chosen; the shell acts on it. It reads
//! a folder only when it is entered, never each frame.

use super::files::Format;
use crate::gui::i18n::t;
use egui::{Key, RichText, ScrollArea};
use std::path::{Path, PathBuf};

/// What the dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Pick a game file to open.
    Open,
    /// Name a file to save the game to.
    Save,
    /// Pick WTHOR files to import into the game database: a `.zip` or `.wtb` file, or the
    /// folder shown.
    Import,
    /// Name a picture file of the board (`.png` or `.svg`).
    Picture,
}

/// What the person decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Open this file.
    Open(PathBuf),
    /// Save to this file in this format.
    Save(PathBuf, Format),
    /// Import this file or folder into the game database.
    Import(PathBuf),
    /// Draw the board into this picture file, with what was asked besides.
    Picture(PathBuf, crate::gui::picture::Parts),
    /// Close the dialog.
    Cancel,
}

/// One line of the listing.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    name: String,
    folder: bool,
}

/// The Open or Save dialog.
pub struct FileDialog {
    mode: Mode,
    folder: PathBuf,
    entries: Vec<Entry>,
    /// Why the folder could not be listed, if it could not.
    problem: Option<String>,
    name: String,
    format: Format,
    /// For a picture: the move numbers on the discs, and the graph.
    parts: crate::gui::picture::Parts,
    /// A file that Save would write over, once the person has been told: saving to it again
    /// replaces it.
    replacing: Option<PathBuf>,
}

impl FileDialog {
    /// An Open dialog showing `folder`.
    pub fn open(folder: &Path) -> Self {
        Self::new(Mode::Open, folder, String::new(), Format::Ggf)
    }

    /// A Save dialog showing `folder`, with `name` and `format` proposed.
    pub fn save(folder: &Path, name: &str, format: Format) -> Self {
        Self::new(Mode::Save, folder, name.to_owned(), format)
    }

    fn new(mode: Mode, folder: &Path, name: String, format: Format) -> Self {
        let mut dialog = FileDialog {
            mode,
            folder: PathBuf::new(),
            entries: Vec::new(),
            problem: None,
            replacing: None,
            name,
            format,
            parts: crate::gui::picture::Parts {
                numbers: true,
                graph: true,
            },
        };
        dialog.enter(folder.to_path_buf());
        dialog
    }

    /// A picture's Save dialog showing `folder`, with `name` proposed.
    pub fn picture(folder: &Path, name: &str) -> Self {
        Self::new(Mode::Picture, folder, name.to_owned(), Format::Ggf)
    }

    /// An Import dialog showing `folder`.
    pub fn import(folder: &Path) -> Self {
        Self::new(Mode::Import, folder, String::new(), Format::Ggf)
    }

    /// Whether the dialog lists `name`: game files to open or save, WTHOR files to import.
    fn lists(&self, name: &str) -> bool {
        match self.mode {
            Mode::Open | Mode::Save => Format::for_path(Path::new(name)).is_some(),
            Mode::Picture => crate::gui::picture::is_picture(Path::new(name)),
            Mode::Import => {
                let ext = Path::new(name)
                    .extension()
                    .and_then(|e| e.to_str())
                    .unwrap_or("");
                ext.eq_ignore_ascii_case("zip") || ext.eq_ignore_ascii_case("wtb")
            }
        }
    }

    /// Lists `folder`: its folders, then its game files (by extension), each sorted by name;
    /// hidden entries are left out.
    fn enter(&mut self, folder: PathBuf) {
        self.entries.clear();
        self.problem = None;
        match std::fs::read_dir(&folder) {
            Ok(list) => {
                for entry in list.flatten() {
                    let name = entry.file_name().to_string_lossy().into_owned();
                    if name.starts_with('.') {
                        continue;
                    }
                    // Follow links: a link to a folder is a folder.
                    let folder = entry.path().is_dir();
                    if folder || self.lists(&name) {
                        self.entries.push(Entry { name, folder });
                    }
                }
                self.entries
                    .sort_by(|a, b| (!a.folder, &a.name).cmp(&(!b.folder, &b.name)));
            }
            Err(e) => self.problem = Some(t!("dialog-folder-unreadable", why = e.to_string())),
        }
        self.folder = folder;
    }

    /// The file the name field names, with the format's extension added when saving.
    fn chosen(&self) -> Option<PathBuf> {
        let name = self.name.trim();
        if name.is_empty() {
            return None;
        }
        let mut path = self.folder.join(name);
        if self.mode == Mode::Save && Format::for_path(&path) != Some(self.format) {
            let mut with = path.into_os_string();
            with.push(".");
            with.push(self.format.extension());
            path = PathBuf::from(with);
        }
        Some(path)
    }

    /// Draws the dialog; returns the person's decision once made.
    pub fn show(&mut self, ctx: &egui::Context) -> Option<Choice> {
        let title = match self.mode {
            Mode::Open => t!("dialog-open-title"),
            Mode::Save => t!("dialog-save-title"),
            Mode::Import => t!("dialog-import-title"),
            Mode::Picture => t!("dialog-picture-title"),
        };
        let mut choice = None;
        let mut enter = None;
        let screen = ctx.content_rect();
        let width = 480.0_f32.min(screen.width() - 40.0).max(200.0);
        let list_height = (screen.height() - 260.0).clamp(80.0, 320.0);
        // Modal: the board and the menus wait until the dialog is closed.
        egui::Modal::new(egui::Id::unique("file dialog")).show(ctx, |ui| {
            ui.set_width(width);
            ui.heading(title);
            ui.add_space(4.0);
            ui.horizontal(|ui| {
                if ui
                    .button(t!("dialog-up"))
                    .on_hover_text(t!("dialog-up-tip"))
                    .clicked()
                    && let Some(parent) = self.folder.parent()
                {
                    enter = Some(parent.to_path_buf());
                }
                ui.label(RichText::new(self.folder.display().to_string()).monospace());
            });
            ui.separator();
            ScrollArea::vertical()
                .max_height(list_height)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if let Some(problem) = &self.problem {
                        ui.colored_label(ui.visuals().warn_fg_color, problem);
                    }
                    if self.entries.is_empty() && self.problem.is_none() {
                        ui.weak(match self.mode {
                            Mode::Import => t!("dialog-empty-import"),
                            Mode::Open | Mode::Save => t!("dialog-empty"),
                            Mode::Picture => t!("dialog-empty-picture"),
                        });
                    }
                    let mut opened = None;
                    for entry in &self.entries {
                        let text = if entry.folder {
                            format!("{}/", entry.name)
                        } else {
                            entry.name.clone()
                        };
                        let selected = entry.name == self.name;
                        let response = ui.selectable_label(selected, text);
                        // One click selects; a double click, or Enter on a row, opens: a
                        // folder is entered, a file opened (only when opening a game: to save
                        // or import, the button says what happens).
                        let enter_key =
                            response.clicked() && ui.input(|i| i.key_pressed(Key::Enter));
                        if response.clicked() {
                            self.name = entry.name.clone();
                        }
                        if response.double_clicked() || enter_key {
                            opened = Some(entry.clone());
                        }
                    }
                    if let Some(entry) = opened {
                        if entry.folder {
                            enter = Some(self.folder.join(&entry.name));
                            self.name.clear();
                        } else if self.mode == Mode::Open {
                            self.name = entry.name;
                            choice = self.decide();
                        }
                    }
                });
            ui.separator();
            ui.horizontal(|ui| {
                let label = ui.label(t!("dialog-file-name"));
                let field = ui
                    .add(egui::TextEdit::singleline(&mut self.name).desired_width(width - 90.0))
                    .labelled_by(label.id);
                if field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)) {
                    choice = self.decide();
                }
            });
            if self.mode == Mode::Picture {
                ui.label(RichText::new(t!("dialog-picture-formats")).weak());
                ui.checkbox(&mut self.parts.numbers, t!("dialog-picture-numbers"));
                ui.checkbox(&mut self.parts.graph, t!("dialog-picture-graph"));
            }
            if self.mode == Mode::Save {
                ui.horizontal(|ui| {
                    ui.label(t!("dialog-format"));
                    for format in Format::ALL {
                        ui.radio_value(&mut self.format, format, format.name());
                    }
                });
            }
            if let Some(path) = self
                .replacing
                .as_ref()
                .filter(|p| Some(*p) == self.chosen().as_ref())
            {
                let name = path
                    .file_name()
                    .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                ui.colored_label(ui.visuals().warn_fg_color, t!("dialog-exists", name = name));
            }
            ui.horizontal(|ui| {
                let replacing = self.replacing.is_some() && self.replacing == self.chosen();
                let action = match self.mode {
                    _ if replacing => t!("dialog-replace"),
                    Mode::Open => t!("dialog-open"),
                    Mode::Save => t!("menu-save"),
                    Mode::Import => t!("dialog-import"),
                    Mode::Picture => t!("menu-save"),
                };
                if ui
                    .add_enabled(self.chosen().is_some(), egui::Button::new(action))
                    .clicked()
                {
                    choice = match self.named_folder() {
                        // The button imports the folder named (selected or typed).
                        Some(folder) if self.mode == Mode::Import => Some(Choice::Import(folder)),
                        _ => self.decide(),
                    };
                }
                // The folder named in the field (typed, or selected), else the one shown.
                let named = self.named_folder();
                let text = match &named {
                    Some(folder) => t!(
                        "dialog-import-named",
                        name = folder
                            .file_name()
                            .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
                    ),
                    None => t!("dialog-import-folder"),
                };
                if self.mode == Mode::Import
                    && ui
                        .button(text)
                        .on_hover_text(t!("dialog-import-folder-tip"))
                        .clicked()
                {
                    choice = Some(Choice::Import(named.unwrap_or_else(|| self.folder.clone())));
                }
                if ui.button(t!("cancel")).clicked() || ui.input(|i| i.key_pressed(Key::Escape)) {
                    choice = Some(Choice::Cancel);
                }
            });
        });
        if let Some(folder) = enter {
            self.enter(folder);
        }
        choice
    }

    /// The folder the name field names (selected in the list, or typed: a path of its own or a
    /// name in the folder shown), if it names one.
    fn named_folder(&self) -> Option<PathBuf> {
        let name = self.name.trim();
        let path = self.folder.join(name);
        (!name.is_empty() && path.is_dir()).then_some(path)
    }

    /// What the name field and the mode decide: a folder typed in is entered instead.
    fn decide(&mut self) -> Option<Choice> {
        let path = self.chosen()?;
        if let Some(folder) = self.named_folder() {
            self.enter(folder);
            self.name.clear();
            return None;
        }
        // Saving over a file asks first (it may hold what this game is not: other games).
        let writes = matches!(self.mode, Mode::Save | Mode::Picture);
        if writes && path.exists() && self.replacing.as_ref() != Some(&path) {
            self.replacing = Some(path);
            return None;
        }
        Some(match self.mode {
            Mode::Open => Choice::Open(path),
            Mode::Save => Choice::Save(path, self.format),
            Mode::Import => Choice::Import(path),
            Mode::Picture => Choice::Picture(path, self.parts),
        })
    }
}
