//! The window in the tests: the same `App::ui` the eframe window calls, driven by egui_kittest
//! with no display, on a config directory of the test's own and in English whatever the
//! machine's language.

use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, HarnessBuilder};
use othello::gui::i18n::Language;
use othello::gui::{App, Settings, Store};
use std::path::Path;

/// The window's size in the tests unless one says otherwise: the program's default window.
pub const SIZE: egui::Vec2 = egui::vec2(900.0, 760.0);

/// A harness builder at [`SIZE`]; a test that needs another size, a smaller frame step or more
/// steps per run sets it on this.
pub fn builder() -> HarnessBuilder<App> {
    Harness::builder().with_size(SIZE)
}

/// The window on the config directory `dir`, as the program opens it there; no frame drawn yet.
pub fn open(dir: &Path, builder: HarnessBuilder<App>) -> Harness<'static, App> {
    builder.build_ui_state(
        |ui, app: &mut App| app.ui(ui),
        App::new_in(Store::new(dir), Language::English),
    )
}

/// [`open`] after saving `settings` in `dir`, as an earlier launch would have (so the New game
/// dialog does not open unless they ask for it).
pub fn open_with(
    dir: &Path,
    settings: &Settings,
    builder: HarnessBuilder<App>,
) -> Harness<'static, App> {
    Store::new(dir).save_settings(settings).unwrap();
    open(dir, builder)
}

/// The accessibility label of `square`'s cell on the board ("f5, empty, legal move, …").
pub fn cell_label(harness: &Harness<'_, App>, square: othello_core::Square) -> String {
    let prefix = format!("{square}, ");
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with(&prefix)))
        .accesskit_node()
        .label()
        .unwrap_or_default()
}

/// Steps the window (a frame, then a short sleep for the threads behind it) until `done`, or
/// panics naming `what` after a few seconds.
pub fn step_until(harness: &mut Harness<'_, App>, what: &str, done: impl Fn(&App) -> bool) {
    for _ in 0..3000 {
        if done(harness.state()) {
            return;
        }
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    panic!("gave up waiting until {what}");
}

/// Steps the window until a widget labelled `label` is there (the window's threads answer
/// between frames), or panics naming it after a few seconds.
pub fn wait_for_label(harness: &mut Harness<'_, App>, label: &str) {
    for _ in 0..3000 {
        if harness.query_by_label(label).is_some() {
            return;
        }
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    panic!("gave up waiting for {label:?}");
}

/// Steps the window until a widget whose label contains `part` is there, or panics naming it
/// after a few seconds.
pub fn wait_for_label_containing(harness: &mut Harness<'_, App>, part: &str) {
    for _ in 0..3000 {
        if harness.query_by_label_contains(part).is_some() {
            return;
        }
        harness.step();
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    panic!("gave up waiting for a label with {part:?}");
}

/// Types `path` into the file dialog's name field and presses the dialog's `button`.
pub fn choose_file(harness: &mut Harness<'_, App>, path: &Path, button: &str) {
    let field = harness.get_by_label("File name:");
    field.click();
    harness.run_ok();
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness
        .get_by_label("File name:")
        .type_text(&path.display().to_string());
    harness.run_ok();
    harness.get_by_label(button).click();
    harness.run_ok();
}

/// The text the last frame put on the clipboard, if any.
pub fn copied_text(harness: &Harness<'_, App>) -> Option<String> {
    harness
        .output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            egui::OutputCommand::CopyText(text) => Some(text.clone()),
            _ => None,
        })
}

/// Clicks `square`'s cell on the board (by its accessibility label) and lets the frame settle.
pub fn click_cell(harness: &mut Harness<'_, App>, square: &str) {
    let prefix = format!("{square}, ");
    harness
        .get_by(|node| node.label().is_some_and(|l| l.starts_with(&prefix)))
        .click();
    harness.run_ok();
}

/// A file dropped on the window, by its path (as the desktop hands it over).
#[derive(Debug)]
pub struct Dropped(pub std::path::PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}
