//! The shell: owns the settings, the platform's side of files (the choosers, a file's text),
//! the dialogs and one room per game; draws the panels, then applies the commands the frame
//! produced. Each room owns its game and its document: the Othello room opens and saves its
//! files, asks Save's question for a file of many games, lists a file's games and draws
//! pictures of its board.
//!
//! Each game lives in a [`Room`] (see [`super::room`]): the shell asks the room being played
//! for its board, its status bar and its side panel, routes game commands to it, and lets it
//! move for a computer side once a frame. The shell asks which game is played in three places
//! only: picking the room ([`App::room`], from the settings), starting a new game (the New game
//! dialog names the game and its room gets it) and opening a game file (`app/files.rs`: game
//! files hold Othello games, so opening one switches to Othello). Everything else goes through
//! [`Room`], so a third game is one more room and one more arm in those three places.
//!
//! - `app/apply.rs` — the commands a frame produced, carried out after it is drawn.
//! - `app/menus.rs` — the menu bar.
//! - `app/keys.rs` — shortcuts and playing with the keyboard.
//! - `app/statistics.rs` — the Statistics window.
//! - `app/files.rs` — the file choosers and a file's text or bytes, handed to the Othello
//!   room, which owns its document (opening, saving, the library, pictures).

use super::board::Board;
use super::command::{Command, Preference};
use super::room::othello::{OthelloRoom, new_game, started_here};
use super::room::tictactoe::TicTacToeRoom;
use super::room::{Ctx, Pointer, Room};
use super::settings::{GameKind, Settings, ThemeChoice, WindowSize};
use super::setup::SetupDialog;
use super::store::Writer;
use super::store::{Notice, Store};
use super::theme::{self, Theme};
use super::{help, i18n, status, xo};
use egui::Ui;
use othello_core::ByPlayer;
use std::path::{Path, PathBuf};

mod access;
mod apply;
mod files;
mod input;
mod keys;
mod menus;
mod openings;
mod statistics;

/// The application: the settings and the games (saved) apart from what is only on screen.
pub struct App {
    /// Saves files off the window's thread.
    writer: Writer,
    settings: Settings,
    othello: OthelloRoom,
    tictactoe: TicTacToeRoom,
    /// Results against the computer (saved).
    stats: super::stats::Stats,
    view: View,
}

/// Transient state of the shell: nothing here is saved.
#[derive(Default)]
struct View {
    /// The New game dialog, while it is open.
    setup: Option<SetupDialog>,
    help_open: bool,
    about_open: bool,
    stats_open: bool,
    stats_window: statistics::Window,
    /// Problems with the saved files, put in words when shown (in the language of the moment).
    notices: Vec<crate::gui::i18n::Message>,
    /// Where the mouse and the keyboard cursor are on the board.
    pointer: Pointer,
    /// The theme last handed to egui.
    applied_theme: Option<ThemeChoice>,
    /// The window title last asked for.
    applied_title: Option<&'static str>,
    /// The Open or Save dialog, while it is open.
    file_dialog: Option<super::file_dialog::FileDialog>,
    /// The desktop's file chooser, while it is open.
    desktop_dialog: Option<super::desktop_dialog::Pending>,
    /// Whether Open and Save use the desktop's file chooser (see `desktop_dialog`).
    desktop_dialogs: bool,
    /// The folder of the last file opened or saved (where the dialogs start).
    last_folder: Option<std::path::PathBuf>,
    /// The folder the last import was taken from (where the import dialog starts).
    last_import_folder: Option<std::path::PathBuf>,
    quit_requested: bool,
    /// The fonts for the languages egui's own fonts do not cover were handed to egui.
    fonts_installed: bool,
    /// The language the window speaks when the settings choose none.
    system_language: i18n::Language,
    /// A random opening being chosen for the game about to start.
    pending_opening: Option<openings::PendingOpening>,
    /// Where larger data lives (the imported game database), if anywhere.
    data_dir: Option<PathBuf>,
    /// A click's release held back from the frame of its press.
    deferred: input::Deferred,
    /// The last paste event, to tell a Ctrl+V that brought nothing.
    paste_watch: keys::PasteWatch,
}

impl App {
    /// Loads the settings and the saved games from `store`. The first launch (no settings
    /// file) opens the New game dialog; unusable files become notices.
    pub fn new(store: Store) -> Self {
        let mut app = Self::new_in(store, i18n::Language::system());
        // The tests, which build the app with `new_in`, always get the window's own dialog.
        app.view.desktop_dialogs = super::desktop_dialog::available();
        app
    }

    /// [`App::new`] with `system` taken as the system's language (the tests speak English
    /// whatever the machine's language).
    pub fn new_in(store: Store, system: i18n::Language) -> Self {
        let first_launch = !store.has_settings();
        // A notice about the settings file is in the system's language; the rest in the one
        // the settings choose.
        i18n::set_language(system);
        let (settings, settings_notice) = store.load_settings();
        i18n::set_language(settings.language.unwrap_or(system));
        // A game saved by an older version names no seats: it was played by the settings'.
        let seats = ByPlayer {
            black: settings.black,
            white: settings.white,
        };
        let (saved, game_notice) = store.load_session(seats);
        let (saved_xo, xo_notice) = store.load_tictactoe();
        let (stats, stats_notice) = store.load_stats();
        let mut view = View {
            system_language: system,
            data_dir: store.data_dir().map(Path::to_path_buf),
            deferred: input::Deferred::default(),
            ..View::default()
        };
        view.notices.extend(
            [settings_notice, game_notice, xo_notice, stats_notice]
                .into_iter()
                .flatten()
                .map(|n| n.0),
        );
        // The player's own opening book, if one was grown.
        if let Some(dir) = store.data_dir()
            && let Err(why) = crate::gui::own_book::load(dir)
        {
            view.notices
                .push(crate::gui::i18n::Message::new("own-book-unreadable").with("why", why));
        }
        if store.dir().is_none() {
            view.notices
                .push(crate::gui::i18n::Message::new("notice-no-config-dir"));
        }
        let session =
            saved.unwrap_or_else(|| started_here(new_game(settings.options), &settings, None));
        let xo = saved_xo.unwrap_or_else(|| xo::new_match(settings.tictactoe));
        if first_launch && view.notices.is_empty() {
            view.setup = Some(SetupDialog::new(settings.new_game()));
        }
        App {
            writer: Writer::new(store),
            settings,
            othello: OthelloRoom::new(session),
            tictactoe: TicTacToeRoom::new(xo),
            stats,
            view,
        }
    }

    /// The room of the game being played.
    fn room(&self) -> &dyn Room {
        match self.settings.game {
            GameKind::Othello => &self.othello,
            GameKind::TicTacToe => &self.tictactoe,
        }
    }

    /// The room being played, beside the settings and the writer it works with.
    fn parts(&mut self) -> (&mut dyn Room, &Settings, &Writer) {
        let room: &mut dyn Room = match self.settings.game {
            GameKind::Othello => &mut self.othello,
            GameKind::TicTacToe => &mut self.tictactoe,
        };
        (room, &self.settings, &self.writer)
    }

    /// Runs `f` on the room being played, with what a room may use.
    fn with_room<R>(
        &mut self,
        egui: &egui::Context,
        f: impl FnOnce(&mut dyn Room, &Ctx) -> R,
    ) -> R {
        let room: &mut dyn Room = match self.settings.game {
            GameKind::Othello => &mut self.othello,
            GameKind::TicTacToe => &mut self.tictactoe,
        };
        let ctx = room_ctx(&self.settings, &self.writer, &self.view, egui);
        f(room, &ctx)
    }

    /// Runs `f` on the Othello room, played or not: game files hold Othello games.
    fn with_othello<R>(
        &mut self,
        egui: &egui::Context,
        f: impl FnOnce(&mut OthelloRoom, &Ctx) -> R,
    ) -> R {
        let ctx = room_ctx(&self.settings, &self.writer, &self.view, egui);
        f(&mut self.othello, &ctx)
    }

    /// Both rooms, to stop or save them all, beside the writer.
    fn rooms(&mut self) -> ([&mut dyn Room; 2], &Writer) {
        ([&mut self.othello, &mut self.tictactoe], &self.writer)
    }

    /// Draws one frame, applies what the user asked for, then lets the computer move if it is
    /// its turn and its move is ready.
    pub fn ui(&mut self, ui: &mut Ui) {
        i18n::set_language(self.language());
        if !self.view.fonts_installed {
            self.view.fonts_installed = true;
            super::fonts::install(ui.ctx());
        }
        let commands = self.draw(ui);
        let egui = ui.ctx().clone();
        self.note_window_size(&egui);
        // The frame was drawn before its commands changed what it shows: draw again.
        if !commands.is_empty() {
            egui.request_repaint();
        }
        for command in commands {
            self.apply(command, &egui);
        }
        self.poll_opening(&egui);
        let calm = self.view.setup.is_none() && self.view.pending_opening.is_none();
        if let Some(command) = self.with_room(&egui, |room, ctx| room.tick(ctx, calm)) {
            self.apply(command, &egui);
            egui.request_repaint();
        }
        self.collect_save_failures();
    }

    /// The language the window speaks: the one chosen in the View menu, else the system's.
    pub fn language(&self) -> i18n::Language {
        self.settings.language.unwrap_or(self.view.system_language)
    }

    /// The window size to open at, from the settings.
    pub fn window_size(&self) -> WindowSize {
        self.settings.window
    }

    /// Keeps the window's size in the settings (saved with them, and on exit), unless it is
    /// maximized: then the size from before stays, to restore to.
    fn note_window_size(&mut self, egui: &egui::Context) {
        // egui's area is the window's inner area, in egui's points: the window system's
        // logical points divided by the zoom factor (Ctrl+plus and Ctrl+minus change it).
        let (size, maximized) = egui.input(|i| (i.viewport_rect().size(), i.viewport().maximized));
        let size = size * egui.zoom_factor();
        let window = &mut self.settings.window;
        if let Some(maximized) = maximized {
            window.maximized = maximized;
        }
        if !window.maximized && size.x >= 1.0 && size.y >= 1.0 {
            window.width = size.x.round() as u32;
            window.height = size.y.round() as u32;
        }
    }

    /// Saves the settings and both games (on exit).
    pub fn save_all(&mut self) {
        self.save_settings();
        let (rooms, writer) = self.rooms();
        for room in rooms {
            room.save(writer);
        }
    }

    /// Stops every search of both rooms, saves everything and waits until it is written (on
    /// Quit and when the window closes).
    fn stop_and_save(&mut self) {
        for room in self.rooms().0 {
            room.stop();
        }
        self.save_all();
        self.flush_saves();
    }

    fn save_settings(&mut self) {
        self.writer.save_settings(&self.settings);
    }

    /// Waits until every save asked for is on disk (saves are written off the window's thread).
    pub fn flush_saves(&self) {
        self.writer.flush();
    }

    /// Turns saves that failed on the writing thread into notices.
    fn collect_save_failures(&mut self) {
        for failure in self.writer.failures() {
            self.notice(Notice::plain(failure));
        }
    }

    fn notice(&mut self, notice: Notice) {
        if !self.view.notices.contains(&notice.0) {
            self.view.notices.push(notice.0);
        }
    }

    /// Draws everything and returns the commands the user gave.
    fn draw(&mut self, ui: &mut Ui) -> Vec<Command> {
        let mut commands = Vec::new();
        if self.view.applied_theme != Some(self.settings.theme) {
            let choice = self.settings.theme;
            let preference = match choice {
                ThemeChoice::System => egui::ThemePreference::System,
                ThemeChoice::Light => egui::ThemePreference::Light,
                ThemeChoice::Dark | ThemeChoice::HighContrast => egui::ThemePreference::Dark,
            };
            theme::apply(ui.ctx(), preference, choice == ThemeChoice::HighContrast);
            self.view.applied_theme = Some(self.settings.theme);
        }
        let title = self.title();
        if self.view.applied_title != Some(title) {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::Title(title.to_owned()));
            self.view.applied_title = Some(title);
        }
        let theme = if self.settings.theme == ThemeChoice::HighContrast {
            Theme::high_contrast()
        } else {
            Theme::for_visuals(ui.visuals())
        };

        commands.extend(self.dropped_files(ui));
        if self.view.setup.is_none() && self.view.file_dialog.is_none() && !self.room().is_asking()
        {
            let panel_keys: Vec<_> = self
                .othello()
                .panels(&self.settings)
                .iter()
                .filter_map(|&(id, entry, _)| Some((entry.key?, id)))
                .collect();
            commands.extend(keys::shortcuts(ui, &panel_keys));
            commands.extend(self.keyboard_play(ui));
            commands.extend(keys::clipboard(ui, &mut self.view.paste_watch));
        } else {
            // Behind a modal dialog nothing answers the mouse, Tab or a tooltip: egui keeps a
            // tooltip open while the mouse stays on its widget, so the one under the mouse when
            // a key opened the dialog would stay on top of it. Faded a little, as well as
            // dimmed by the dialog's backdrop, the window says it is waiting.
            ui.style_mut().visuals.disabled_alpha = 0.7;
            ui.disable();
        }

        egui::Panel::top("menu bar").show(ui, |ui| {
            egui::MenuBar::new().ui(ui, |ui| {
                self.menus(ui, &mut commands);
                self.folded_note(ui);
            });
        });
        if !self.view.notices.is_empty() {
            egui::Panel::top("notices").show(ui, |ui| {
                let texts: Vec<String> = self.view.notices.iter().map(|n| n.text()).collect();
                commands.extend(status::notices(ui, &texts));
            });
        }

        let egui = ui.ctx().clone();
        let pointer = self.view.pointer;
        let show_side_panel = self.room().has_side_panel(&self.settings);
        let board = self.with_room(&egui, |room, ctx| {
            egui::Panel::bottom("status").show(ui, |ui| {
                commands.extend(room.status(ui, ctx, &theme));
            });
            if show_side_panel {
                commands.extend(room.side_panel(ui, ctx));
            }
            let (rows, cols) = room.size();
            let cells = room.cells(ctx, pointer);
            let theme = room.theme(theme);
            let orientation = room.orientation(ctx.settings);
            egui::CentralPanel::default()
                .show(ui, |ui| {
                    let board = Board::new("board", rows, cols, &cells, &theme)
                        .orientation(orientation)
                        .cursor(pointer.cursor)
                        .show(ui);
                    room.overlay(ui, board.response.rect, ctx.now);
                    board
                })
                .inner
        });
        // The keyboard cursor gives way when the mouse moves onto another cell, and follows
        // the focus (a cell reached with Tab), staying where the focus left the board.
        let pointer = &mut self.view.pointer;
        if board.hovered.is_some() && board.hovered != pointer.hovered {
            pointer.cursor = board.focused;
        }
        if pointer.hovered != board.hovered {
            pointer.hovered = board.hovered;
            // The cells were described before the hover was known: draw again so the
            // preview follows the mouse.
            ui.ctx().request_repaint();
        }
        if board.focused.is_some() && board.focused != pointer.cursor {
            pointer.cursor = board.focused;
            ui.ctx().request_repaint();
        }
        if let Some(square) = board.clicked {
            commands.extend(self.play_by_hand(square));
        }

        if let Some(setup) = &mut self.view.setup {
            commands.extend(setup.show(ui, &theme));
        }
        commands.extend(self.file_dialog(ui.ctx()));
        commands.extend(self.with_room(&egui, |room, ctx| room.windows(ctx)));
        help::show(ui.ctx(), &mut self.view.help_open);
        help::about(ui.ctx(), &mut self.view.about_open);
        commands.extend(statistics::show(
            ui.ctx(),
            &mut self.view.stats_open,
            &mut self.view.stats_window,
            &self.stats,
        ));
        commands
    }
}

/// What a room may use this frame: the settings, the writer, egui's clock and egui, and where
/// larger data lives.
fn room_ctx<'a>(
    settings: &'a Settings,
    writer: &'a Writer,
    view: &'a View,
    egui: &'a egui::Context,
) -> Ctx<'a> {
    Ctx {
        settings,
        writer,
        now: egui.input(|i| i.time),
        egui,
        data_dir: view.data_dir.as_deref(),
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        App::ui(self, ui);
    }

    fn raw_input_hook(&mut self, ctx: &egui::Context, raw_input: &mut egui::RawInput) {
        self.prepare_input(ctx, raw_input);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.stop_and_save();
    }
}
