//! The move list: every ply in notation, a forced pass written "pass", one row per turn pair.
//! The moves taken back (which Redo would play) follow, dimmed; clicking any move shows the
//! position after it.

use super::Command;
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

/// The whole line of `game` (the plies played, then the ones taken back, passes included, as
/// the core keeps it). Each ply comes with the number of moves up to and including it.
fn line(game: &Game) -> Vec<(Ply, usize)> {
    let mut count = 0;
    game.line()
        .plies
        .into_iter()
        .map(|ply| {
            if matches!(ply, Ply::Move { .. }) {
                count += 1;
            }
            (ply, count)
        })
        .collect()
}

/// Draws the list: a column per player, the first player on the left. Plies alternate
/// between the players (a forced pass counts as the passer's ply), so each row is one turn
/// of each. Returns [`Command::GoTo`] when a move is clicked.
pub fn show(ui: &mut Ui, game: &Game) -> Option<Command> {
    let first = game.options().first;
    ui.heading("Moves");
    // Fixed column widths, so the header can stay put above the scrolling rows.
    let widths = [30.0, 50.0, 50.0];
    ui.horizontal(|ui| {
        for (width, text) in widths.into_iter().zip([
            RichText::new(""),
            RichText::new(first.name()).strong(),
            RichText::new(first.opponent().name()).strong(),
        ]) {
            ui.add_sized([width, 18.0], egui::Label::new(text));
        }
    });
    ui.separator();
    let played = game.moves_played().len();
    let plies = line(game);
    let mut command = None;
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (turn, pair) in plies.chunks(2).enumerate() {
                ui.horizontal(|ui| {
                    let number = RichText::new(format!("{}.", turn + 1)).weak();
                    ui.add_sized([widths[0], 18.0], egui::Label::new(number));
                    for (width, &(ply, count)) in widths[1..].iter().zip(pair) {
                        let Ply::Move { square, .. } = ply else {
                            // A pass changes who moves next: it should catch the eye.
                            let pass = RichText::new("pass")
                                .italics()
                                .strong()
                                .color(ui.visuals().warn_fg_color);
                            ui.add_sized([*width, 18.0], egui::Label::new(pass));
                            continue;
                        };
                        let mut text = RichText::new(square.to_string()).monospace();
                        if count > played {
                            text = text.weak();
                        } else if count == played {
                            text = text.strong().underline();
                        }
                        let button = egui::Button::new(text).frame(false);
                        let response = ui
                            .add_sized([*width, 18.0], button)
                            .on_hover_text("Show the position after this move");
                        if response.clicked() {
                            command = Some(Command::GoTo(count));
                        }
                    }
                });
            }
        });
    command
}
