//! What is shown over the window beside the status bar: the notices about files in a strip
//! above the board, and the announcement over the board.

use crate::gui::command::Command;
use crate::gui::i18n::t;
use egui::{Color32, RichText, Stroke, Ui};

/// Problems with the saved and opened files, in a strip above the board: the newest first,
/// each with its own Dismiss, and Dismiss all above them when there are several. Each notice
/// wraps across the whole width and the strip scrolls in at most a quarter of the window, so
/// however many or long they are, every notice stays readable and the board stays on screen.
/// Returns [`Command::DismissNotice`] or [`Command::DismissNotices`].
pub fn notices(ui: &mut Ui, notices: &[String]) -> Option<Command> {
    let max_height = (ui.ctx().content_rect().height() * 0.25).max(40.0);
    let mut command = None;
    egui::ScrollArea::vertical()
        .max_height(max_height)
        // Once the notices need scrolling, the strip takes its whole share at once (the
        // panel otherwise keeps the small size it measured in its first frame).
        .min_scrolled_height(max_height)
        .auto_shrink([false, true])
        .show(ui, |ui| {
            if notices.len() > 1 && ui.button(t!("status-dismiss-all")).clicked() {
                command = Some(Command::DismissNotices);
            }
            for (index, notice) in notices.iter().enumerate().rev() {
                ui.horizontal_top(|ui| {
                    if ui.button(t!("status-dismiss")).clicked() {
                        command = Some(Command::DismissNotice(index));
                    }
                    let text = RichText::new(notice).color(ui.visuals().warn_fg_color);
                    ui.add(egui::Label::new(text).wrap());
                });
            }
        });
    command
}

/// Paints `text` in a band across the middle of `rect` (the board), at `opacity` (0 to 1).
pub fn banner(ui: &Ui, rect: egui::Rect, text: &str, opacity: f32) {
    let visuals = ui.visuals();
    let font = egui::FontId::proportional((rect.width() / 24.0).clamp(13.0, 24.0));
    let galley = ui.painter().layout(
        text.to_owned(),
        font,
        visuals.strong_text_color().gamma_multiply(opacity),
        rect.width() * 0.85,
    );
    let band = egui::Rect::from_center_size(
        rect.center(),
        egui::vec2(rect.width() * 0.92, galley.size().y + 24.0),
    );
    let painter = ui.painter();
    painter.rect(
        band,
        8.0,
        visuals.window_fill.gamma_multiply(0.92 * opacity),
        Stroke::new(2.0, visuals.selection.stroke.color.gamma_multiply(opacity)),
        egui::StrokeKind::Inside,
    );
    painter.galley(band.center() - galley.size() / 2.0, galley, Color32::WHITE);
}
