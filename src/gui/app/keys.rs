//! The keyboard: shortcuts, and playing on the board with the arrow keys.

use super::{App, Command};
use crate::gui::command::{GameCommand, OthelloCommand, Step};
use crate::gui::platform;
use crate::gui::settings::GameKind;
use egui::{Key, KeyboardShortcut, Modifiers, Ui};
use othello_core::Square;

pub(super) const NEW_GAME: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::N);
pub(super) const QUIT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Q);
pub(super) const OPEN: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::O);
pub(super) const SAVE: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::S);
pub(super) const SAVE_AS: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::S);
pub(super) const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
pub(super) const REDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
pub(super) const REDO_SHIFT: KeyboardShortcut =
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);

/// The commands of the shortcuts pressed in this frame (the dialogs take their own keys);
/// `panel_keys` are the keys that show and hide a panel, with the panel's name.
pub(super) fn shortcuts(ui: &mut Ui, panel_keys: &[(Key, &'static str)]) -> Vec<Command> {
    let mut commands = Vec::new();
    // A letter typed into a text field (the database's filter, a name) is the field's: the
    // keys without a modifier are shortcuts only while no text field has the keyboard.
    let typing = ui.ctx().text_edit_focused();
    ui.input_mut(|i| {
        if i.consume_shortcut(&NEW_GAME) {
            commands.push(Command::OpenSetup);
        }
        if platform::OWN_WINDOW && i.consume_shortcut(&QUIT) {
            commands.push(Command::Quit);
        }
        if i.consume_shortcut(&OPEN) {
            commands.push(Command::OpenFileDialog);
        }
        // Ctrl+Shift+S first: Ctrl+S would also match it.
        if i.consume_shortcut(&SAVE_AS) {
            commands.push(Command::SaveGameAs);
        }
        if i.consume_shortcut(&SAVE) {
            commands.push(Command::SaveGame);
        }
        // Ctrl+Shift+Z first: Ctrl+Z would also match it.
        if i.consume_shortcut(&REDO_SHIFT) || i.consume_shortcut(&REDO) {
            commands.push(Command::Game(GameCommand::Redo));
        }
        if i.consume_shortcut(&UNDO) {
            commands.push(Command::Game(GameCommand::Undo));
        }
        if typing {
            return;
        }
        if i.consume_key(Modifiers::NONE, Key::H) {
            commands.push(Command::Game(GameCommand::Othello(OthelloCommand::Hint)));
        }
        for &(key, id) in panel_keys {
            if i.consume_key(Modifiers::NONE, key) {
                commands.push(Command::TogglePanel(id));
            }
        }
    });
    commands
}

/// Ctrl+C and Ctrl+V arrive as copy and paste events; they are the game's when no widget has
/// the keyboard focus (a text field would want them). A Ctrl+V that brought no text (the
/// clipboard held a picture, bytes that are no text, or nothing) says so. The window system
/// sends no paste event then, and no event for the V key's press either (egui takes a paste
/// command's press for itself), only the key's release, whose modifiers may already be gone:
/// a release of V whose press was not seen, with no paste event shortly before, is such a
/// Ctrl+V.
pub(super) fn clipboard(ui: &Ui, watch: &mut PasteWatch) -> Vec<Command> {
    if ui.memory(|m| m.focused().is_some()) {
        return Vec::new();
    }
    ui.input(|i| {
        let mut commands = Vec::new();
        for event in &i.events {
            let command = match event {
                egui::Event::Copy => OthelloCommand::CopyGame,
                egui::Event::Paste(text) => {
                    watch.pasted_at = Some(i.time);
                    OthelloCommand::PasteGame(text.clone())
                }
                egui::Event::PasteImage(_) => {
                    watch.pasted_at = Some(i.time);
                    OthelloCommand::NothingToPaste { picture: true }
                }
                egui::Event::Key {
                    key: egui::Key::V,
                    pressed: true,
                    ..
                } => {
                    watch.v_down = true;
                    continue;
                }
                egui::Event::Key {
                    key: egui::Key::V,
                    pressed: false,
                    ..
                } => {
                    let was_paste = !std::mem::take(&mut watch.v_down);
                    let answered = watch
                        .pasted_at
                        .take()
                        .is_some_and(|at| i.time - at <= PASTE_ANSWER_SECONDS);
                    if !was_paste || answered {
                        continue;
                    }
                    OthelloCommand::NothingToPaste { picture: false }
                }
                _ => continue,
            };
            commands.push(Command::Game(GameCommand::Othello(command)));
        }
        commands
    })
}

/// How long after a paste event the Ctrl+V key's release may come and still be its own.
const PASTE_ANSWER_SECONDS: f64 = 5.0;

/// When the last paste event came and whether the V key's press was seen, to tell a Ctrl+V
/// that brought nothing.
#[derive(Default)]
pub struct PasteWatch {
    pasted_at: Option<f64>,
    v_down: bool,
}

impl App {
    /// Home and End go to the start and the end of the game's line, and Left and Right step
    /// back and forward through it while no cursor is on the board, without taking moves back
    /// (Othello). Up and Down show the cursor on the first legal move; once it is shown, every
    /// arrow key moves it the way it points on screen, and Enter or Space plays where it is.
    /// Keys are left alone while a widget has focus, so they keep working in menus and
    /// buttons; a board cell with focus (after Tab) is the cursor itself, moved by egui's
    /// arrow-key focus and played by its Enter or Space.
    pub(super) fn keyboard_play(&mut self, ui: &mut Ui) -> Vec<Command> {
        if ui.memory(|m| m.focused().is_some()) {
            return Vec::new();
        }
        let (rows, cols) = self.room().size();
        let orientation = self.room().orientation(&self.settings);
        let none = Modifiers::NONE;
        let stepping = self.settings.game == GameKind::Othello;
        let cursor_shown = self.view.pointer.cursor.is_some();
        let popup_open = egui::Popup::is_any_open(ui.ctx());
        let (mut dr, mut dc, mut play, mut hide) = (0i32, 0i32, false, false);
        let mut steps = Vec::new();
        ui.input_mut(|i| {
            if stepping {
                for (key, step) in [
                    (Key::Home, Step::First),
                    (Key::End, Step::Last),
                    (Key::ArrowLeft, Step::Back),
                    (Key::ArrowRight, Step::Forward),
                ] {
                    let arrow = matches!(key, Key::ArrowLeft | Key::ArrowRight);
                    if arrow && cursor_shown {
                        continue;
                    }
                    while i.consume_key(none, key) {
                        steps.push(step);
                    }
                }
            }
            for (key, r, c) in [
                (Key::ArrowUp, -1, 0),
                (Key::ArrowDown, 1, 0),
                (Key::ArrowLeft, 0, -1),
                (Key::ArrowRight, 0, 1),
            ] {
                while i.consume_key(none, key) {
                    dr += r;
                    dc += c;
                }
            }
            play = i.consume_key(none, Key::Enter) | i.consume_key(none, Key::Space);
            if cursor_shown && !popup_open && i.consume_key(none, Key::Escape) {
                hide = true;
            }
        });
        if hide {
            self.view.pointer.cursor = None;
        }
        let mut commands: Vec<Command> = steps
            .into_iter()
            .map(|step| Command::Game(GameCommand::Othello(OthelloCommand::Step(step))))
            .collect();
        let moved = dr != 0 || dc != 0;
        let (dr, dc) = orientation.step_on_board(dr, dc);
        match self.view.pointer.cursor {
            None if moved => {
                let start = self.room().first_cursor();
                self.view.pointer.cursor =
                    Some(start.unwrap_or(Square::new(rows / 2 - 1, cols / 2 - 1)));
            }
            Some(at) if moved => {
                let clamp = |v: u8, d: i32, n: u8| (i32::from(v) + d).clamp(0, i32::from(n) - 1);
                self.view.pointer.cursor = Some(Square::new(
                    clamp(at.row, dr, rows) as u8,
                    clamp(at.col, dc, cols) as u8,
                ));
            }
            _ => {}
        }
        match self.view.pointer.cursor {
            Some(at) if play && at.row < rows && at.col < cols => {
                commands.extend(self.play_by_hand(at));
            }
            _ => {}
        }
        commands
    }
}
