//! The database panel's filters: a player (with completion), a tournament, the years; folded
//! away, their header still says what they keep.

use super::DatabasePanel;
use crate::gui::database::Filter;
use crate::gui::i18n::t;
use egui::Ui;

/// The most player names offered as completions.
const COMPLETIONS: usize = 6;

impl DatabasePanel {
    /// The filters: a player (with completion), a tournament, the years.
    pub(super) fn filters(&mut self, ui: &mut Ui) {
        let mut filter = self.filter.clone();
        // Folded away, the header still says what the filter keeps.
        let heading = if filter.is_open() {
            t!("database-filter")
        } else {
            t!("database-filter-active", what = filter_words(&filter))
        };
        egui::CollapsingHeader::new(heading)
            .id_salt("database filter")
            .default_open(!filter.is_open())
            .show(ui, |ui| {
                let players = self
                    .service
                    .as_ref()
                    .map(|s| s.players.as_slice())
                    .unwrap_or_default();
                ui.horizontal(|ui| {
                    let label = ui.label(t!("database-player"));
                    ui.add(egui::TextEdit::singleline(&mut filter.player).desired_width(150.0))
                        .labelled_by(label.id);
                });
                let typed = filter.player.trim().to_lowercase();
                if typed.len() >= 2 {
                    let matches: Vec<&String> = players
                        .iter()
                        .filter(|p| p.to_lowercase().contains(&typed) && p.to_lowercase() != typed)
                        .take(COMPLETIONS)
                        .collect();
                    for name in matches {
                        if ui.small_button(name).clicked() {
                            filter.player = name.clone();
                        }
                    }
                }
                ui.horizontal(|ui| {
                    let label = ui.label(t!("database-tournament"));
                    ui.add(egui::TextEdit::singleline(&mut filter.tournament).desired_width(150.0))
                        .labelled_by(label.id);
                });
                ui.horizontal(|ui| {
                    ui.label(t!("database-years"));
                    let from = ui.label(t!("database-from"));
                    ui.add(egui::DragValue::new(&mut self.years.0).range(1977..=2100))
                        .labelled_by(from.id);
                    let to = ui.label(t!("database-to"));
                    ui.add(egui::DragValue::new(&mut self.years.1).range(1977..=2100))
                        .labelled_by(to.id);
                });
                filter.years = if self.years == (1977, 2100) {
                    Filter::default().years
                } else {
                    (
                        self.years.0.min(self.years.1),
                        self.years.0.max(self.years.1),
                    )
                };
            });
        if filter != self.filter {
            self.filter = filter;
            self.page = 0;
        }
    }
}

/// What `filter` keeps, in short: `"Tastet", Paris, 1990–2000`.
fn filter_words(filter: &Filter) -> String {
    let mut words = Vec::new();
    for text in [&filter.player, &filter.tournament] {
        if !text.trim().is_empty() {
            words.push(format!("“{}”", text.trim()));
        }
    }
    let (from, to) = filter.years;
    if from > 1900 || to < 9999 {
        words.push(format!("{from}–{to}"));
    }
    words.join(", ")
}
