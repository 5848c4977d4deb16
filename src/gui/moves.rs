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
    // Fixed column widths, so the header can stay put above the scrolling rows.
    let widths = [30.0, 50.0, 50.0];
    let row = |ui: &mut Ui, cells: [RichText; 3]| {
        ui.horizontal(|ui| {
            for (width, text) in widths.into_iter().zip(cells) {
                ui.add_sized([width, 18.0], egui::Label::new(text));
            }
        });
    };
    row(
        ui,
        [
            RichText::new(""),
            RichText::new(first.name()).strong(),
            RichText::new(first.opponent().name()).strong(),
        ],
    );
    ui.separator();
    let plies = ply_texts(game);
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (turn, pair) in plies.chunks(2).enumerate() {
                let text = |i: usize| pair.get(i).map_or_else(String::new, Clone::clone);
                row(
                    ui,
                    [
                        RichText::new(format!("{}.", turn + 1)).weak(),
                        RichText::new(text(0)).monospace(),
                        RichText::new(text(1)).monospace(),
                    ],
                );
            }
        });
}
