//! The move list: every ply in notation, a forced pass written "pass", one row per turn pair.

use crate::core::{Game, Ply};
use egui::{RichText, Ui};

/// The plies of `game` as text, in order: "d3", "c5", "pass", …
pub fn ply_texts(game: &Game) -> Vec<String> {
    game.plies()
        .iter()
        .map(|ply| match ply {
            Ply::Move { square, .. } => square.to_string(),
            Ply::Pass(_) => "pass".to_owned(),
        })
        .collect()
}

/// Draws the list: a column per player, the first player on the left. Plies alternate
/// between the players (a forced pass counts as the passer's ply), so each row is one turn
/// of each.
pub fn show(ui: &mut Ui, game: &Game) {
    let first = game.options().first;
    ui.heading("Moves");
    let plies = ply_texts(game);
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("move list")
                .num_columns(3)
                .striped(true)
                .spacing([12.0, 4.0])
                .show(ui, |ui| {
                    ui.label("");
                    ui.label(RichText::new(first.name()).strong());
                    ui.label(RichText::new(first.opponent().name()).strong());
                    ui.end_row();
                    for (turn, pair) in plies.chunks(2).enumerate() {
                        ui.weak(format!("{}.", turn + 1));
                        for text in pair {
                            ui.monospace(text);
                        }
                        ui.end_row();
                    }
                });
        });
}
