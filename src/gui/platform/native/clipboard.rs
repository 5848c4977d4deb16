//! The clipboard's text on the desktop: eframe asks the window system for it, and it arrives
//! as a paste event like Ctrl+V's.

/// Asks for the clipboard's text (Game → Paste game); it arrives as a paste event.
pub fn request_paste(egui: &egui::Context) {
    egui.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
}

/// Text asked for by [`request_paste`] and not handed over yet: never on the desktop, where it
/// comes as a paste event.
pub fn pasted() -> Option<String> {
    None
}
