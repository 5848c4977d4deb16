//! A browser tab: the window drawn on the page's canvas, things kept in the browser's local
//! storage, no threads.

use super::APP_ID;
use crate::gui::{App, Store};
use wasm_bindgen::JsCast;

pub mod chooser;
pub mod clipboard;
mod database;
pub mod files;
mod worker;

pub use database::database;

/// A browser tab has no threads for work beside the window (the engine's jobs go to Web
/// Workers, see `worker`).
pub const THREADS: bool = false;

/// A browser hands over a picked file's bytes, never a path to write to.
pub const FILE_PATHS: bool = false;

/// The page belongs to the browser's tab, which the person closes: there is no Quit.
pub const OWN_WINDOW: bool = false;

/// The id of the page's canvas the window is drawn on.
pub const CANVAS_ID: &str = "othello";

/// The browser's local storage, under names that begin `othello/` (the settings are
/// `othello/settings.ron`); the own book and the imported database beside them under
/// `othello/data/`.
pub fn default_store() -> Store {
    Store::new(APP_ID).with_data_dir(format!("{APP_ID}/data"))
}

/// Starts the window on the page's canvas (`<canvas id="othello">`); a page that cannot
/// show it says why in place of the canvas. In a Web Worker started by the page, serves the
/// engine's jobs instead (see `worker`).
pub fn start() {
    if let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() {
        worker::serve(scope);
        return;
    }
    othello_engine::set_runner(worker::run);
    wasm_bindgen_futures::spawn_local(async {
        let document = web_sys::window().and_then(|w| w.document());
        let Some(document) = document else {
            return;
        };
        let canvas = document
            .get_element_by_id(CANVAS_ID)
            .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok());
        let Some(canvas) = canvas else {
            web_sys::console::error_1(
                &format!("no <canvas id=\"{CANVAS_ID}\"> on the page").into(),
            );
            return;
        };
        let app = App::new(default_store());
        let started = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(move |_cc| Ok(Box::new(app))),
            )
            .await;
        if let Err(e) = started {
            let why = e.as_string().unwrap_or_else(|| format!("{e:?}"));
            if let Some(body) = document.body() {
                body.set_text_content(Some(&format!(
                    "Othello could not start in this browser: {why}"
                )));
            }
        }
    });
}
