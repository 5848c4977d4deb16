//! The clipboard's text in a browser: Ctrl+V reaches the page as a paste event, but Game →
//! Paste game has to ask the browser for it (the asynchronous Clipboard API, which may ask the
//! person for leave first); the text, once given, is handed to the next frame as a paste event.

use std::cell::RefCell;

thread_local! {
    /// The clipboard's text, given by the browser and not yet handed to a frame.
    static PASTED: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Asks the browser for the clipboard's text (Game → Paste game); it arrives as a paste event
/// in a frame soon after, or never if the browser refuses (the person said no).
pub fn request_paste(egui: &egui::Context) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let read = window.navigator().clipboard().read_text();
    let egui = egui.clone();
    wasm_bindgen_futures::spawn_local(async move {
        match wasm_bindgen_futures::JsFuture::from(read).await {
            Ok(text) => {
                PASTED.with(|p| *p.borrow_mut() = text.as_string());
                egui.request_repaint();
            }
            Err(why) => web_sys::console::warn_2(&"the clipboard was not read:".into(), &why),
        }
    });
}

/// The text [`request_paste`] was given, once.
pub fn pasted() -> Option<String> {
    PASTED.with(|p| p.borrow_mut().take())
}
