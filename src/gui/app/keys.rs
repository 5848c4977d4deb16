//! The keyboard: shortcuts, and playing on the board with the arrow keys.

use super::{App, Command};
use crate::gui::command::{GameCommand, OthelloCommand};
use crate::gui::room::othello::panels::values;
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

/// The commands of the shortcuts pressed in this frame (the dialogs take their own keys).
pub(super) fn shortcuts(ui: &mut Ui) -> Vec<Command> {
    let mut commands = Vec::new();
    ui.input_mut(|i| {
        if i.consume_shortcut(&NEW_GAME) {
            commands.push(Command::OpenSetup);
        }
        if i.consume_shortcut(&QUIT) {
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
        if i.consume_key(Modifiers::NONE, Key::H) {
            commands.push(Command::Game(GameCommand::Othello(OthelloCommand::Hint)));
        }
        if i.consume_key(Modifiers::NONE, Key::A) {
            commands.push(Command::TogglePanel(values::ID));
        }
    });
    commands
}

/// Ctrl+C and Ctrl+V arrive as copy and paste events; they are the game's when no widget has
/// the keyboard focus (a text field would want them).
pub(super) fn clipboard(ui: &Ui) -> Vec<Command> {
    if ui.memory(|m| m.focused().is_some()) {
        return Vec::new();
    }
    ui.input(|i| {
        i.events
            .iter()
            .filter_map(|event| match event {
                egui::Event::Copy => Some(Command::Game(GameCommand::Othello(
                    OthelloCommand::CopyGame,
                ))),
                egui::Event::Paste(text) => Some(Command::Game(GameCommand::Othello(
                    OthelloCommand::PasteGame(text.clone()),
                ))),
                _ => None,
            })
            .collect()
    })
}

impl App {
    /// Arrow keys move the cursor (the first press shows it on the first legal move);
    /// Enter or Space plays where it is. Keys are left alone while a widget has focus, so
    /// they keep working in menus and buttons; a board cell with focus (after Tab) is the
    /// cursor itself, moved by egui's arrow-key focus and played by its Enter or Space.
    pub(super) fn keyboard_play(&mut self, ui: &mut Ui) -> Option<Command> {
        if ui.memory(|m| m.focused().is_some()) {
            return None;
        }
        let (rows, cols) = self.room().size();
        let none = Modifiers::NONE;
        let (mut dr, mut dc, mut play) = (0i32, 0i32, false);
        ui.input_mut(|i| {
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
        });
        let moved = dr != 0 || dc != 0;
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
            Some(at) if play && at.row < rows && at.col < cols => self.play_by_hand(at),
            _ => None,
        }
    }
}
