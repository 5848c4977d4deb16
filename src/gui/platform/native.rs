//! The desktop (Linux and Windows): a native window, files in the platform's folders, threads.

use super::APP_ID;
use crate::gui::settings::WindowSize;
use crate::gui::{App, Store};
use std::path::PathBuf;
use std::sync::Arc;

pub mod chooser;
pub mod clipboard;
mod database;
pub mod files;

pub use database::database;

/// Work can run on threads beside the window.
pub const THREADS: bool = true;

/// Files are named by paths that the person picks and that can be written to.
pub const FILE_PATHS: bool = true;

/// The program owns its window, which Game → Quit closes.
pub const OWN_WINDOW: bool = true;

/// The window icon (a PNG rendering of `assets/othello.svg`).
const ICON_PNG: &[u8] = include_bytes!("../../../assets/othello.png");

/// The platform's folders for the app: settings and games in its config folder
/// (`$XDG_CONFIG_HOME/othello` on Linux, `%APPDATA%\othello\config` on Windows), the imported
/// game database and the own book in its data folder; a store that keeps nothing when the
/// platform names no such folders.
pub fn default_store() -> Store {
    match directories::ProjectDirs::from("", "", APP_ID) {
        Some(dirs) => Store::new(dirs.config_dir()).with_data_dir(dirs.data_dir()),
        None => Store::nowhere(),
    }
}

/// Opens the window and runs until it is closed. `config_dir` overrides where settings and the
/// saved game live (the platform's config folder otherwise).
///
/// # Errors
/// eframe's error if no window or graphics context could be created.
pub fn run(config_dir: Option<PathBuf>) -> eframe::Result {
    let store = match config_dir {
        Some(dir) => Store::new(dir),
        None => default_store(),
    };
    let app = App::new(store);
    let window = app.window_size();
    let mut viewport = egui::ViewportBuilder::default()
        .with_title("Othello")
        .with_app_id(APP_ID)
        .with_inner_size(window.inner_size())
        .with_maximized(window.maximized)
        .with_min_inner_size(WindowSize::MIN.map(|v| v as f32));
    // A broken icon is not worth refusing to start over.
    if let Ok(icon) = eframe::icon_data::from_png_bytes(ICON_PNG) {
        viewport = viewport.with_icon(Arc::new(icon));
    }
    let options = eframe::NativeOptions {
        viewport,
        ..Default::default()
    };
    eframe::run_native(APP_ID, options, Box::new(move |_cc| Ok(Box::new(app))))
}
