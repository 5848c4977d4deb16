//! The Statistics window: the results counted against the computer (see
//! [`crate::gui::stats`]), and resetting them after a confirmation.

use crate::gui::command::Command;
use crate::gui::i18n::t;
use crate::gui::stats::Stats;

/// What the Statistics window is showing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Window {
    /// Asking whether to reset.
    pub confirming: bool,
}

/// Draws the Statistics window while `open`; returns [`Command::ResetStats`] once confirmed.
pub fn show(
    ctx: &egui::Context,
    open: &mut bool,
    window: &mut Window,
    stats: &Stats,
) -> Option<Command> {
    let mut command = None;
    egui::Window::new(t!("stats-title"))
        .id(egui::Id::unique("statistics window"))
        .open(open)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            if stats.rows.is_empty() {
                ui.label(t!("stats-none"));
            } else {
                egui::Grid::new("statistics")
                    .striped(true)
                    .spacing([14.0, 4.0])
                    .show(ui, |ui| {
                        for head in [
                            t!("stats-board"),
                            t!("stats-level"),
                            t!("stats-won"),
                            t!("stats-drawn"),
                            t!("stats-lost"),
                            t!("stats-best"),
                        ] {
                            ui.strong(head);
                        }
                        ui.end_row();
                        for row in &stats.rows {
                            let size = format!("{}×{}", row.rows, row.cols);
                            ui.label(match row.win_rule {
                                othello_core::WinRule::MostDiscs => size,
                                othello_core::WinRule::FewestDiscs => {
                                    t!("stats-board-fewest", size = size)
                                }
                            });
                            ui.label(crate::gui::i18n::level(row.level));
                            ui.label(row.won.to_string());
                            ui.label(row.drawn.to_string());
                            ui.label(row.lost.to_string());
                            ui.label(row.best_margin.map_or("–".to_owned(), |m| format!("+{m}")));
                            ui.end_row();
                        }
                    });
            }
            ui.separator();
            if window.confirming {
                ui.label(t!("stats-confirm"));
                ui.horizontal(|ui| {
                    if ui.button(t!("stats-yes-reset")).clicked() {
                        command = Some(Command::ResetStats);
                        window.confirming = false;
                    }
                    if ui.button(t!("no")).clicked() {
                        window.confirming = false;
                    }
                });
            } else if ui
                .add_enabled(!stats.rows.is_empty(), egui::Button::new(t!("stats-reset")))
                .clicked()
            {
                window.confirming = true;
            }
        });
    command
}
