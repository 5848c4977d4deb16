//! The status bar: the score, whose turn it is, and what just happened, in words.

use super::Command;
use super::theme::Theme;
use crate::core::{Game, Outcome, Player, Ply, WinRule};
use egui::{Color32, RichText, Sense, Stroke, Ui, Vec2};

/// The main line: whose turn it is, or the result.
pub fn headline(game: &Game) -> String {
    let counts = game.counts();
    match game.outcome() {
        Some(Outcome::Draw) => format!("Draw {}–{}", counts.black, counts.white),
        Some(Outcome::Win(winner)) => {
            let rule = match game.options().win_rule {
                WinRule::MostDiscs => "",
                WinRule::FewestDiscs => " (fewest discs wins)",
            };
            format!(
                "{} wins {}–{}{rule}",
                winner.name(),
                counts[winner],
                counts[winner.opponent()]
            )
        }
        None => match game.turn() {
            Some(p) => format!("{} to move", p.name()),
            None => String::new(),
        },
    }
}

/// A note about the last move: a forced pass, if there was one.
pub fn pass_note(game: &Game) -> Option<String> {
    if game.is_over() {
        return None;
    }
    match game.plies().last() {
        Some(Ply::Pass(p)) => Some(format!(
            "{} has no legal move — {} plays again",
            p.name(),
            p.opponent().name()
        )),
        _ => None,
    }
}

/// Draws the status bar. `message` is the latest complaint (an illegal click). Returns
/// [`Command::Restart`] when "Play again" is clicked.
pub fn show(ui: &mut Ui, game: &Game, message: Option<&str>, theme: &Theme) -> Option<Command> {
    let mut command = None;
    let counts = game.counts();
    let turn = game.turn();
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        for p in Player::BOTH {
            score(ui, p, counts[p], turn == Some(p), theme);
            ui.add_space(8.0);
        }
        ui.separator();
        let headline = headline(game);
        if game.is_over() {
            ui.label(RichText::new(headline).heading().strong());
            if ui
                .add(egui::Button::new(RichText::new("Play again").strong()))
                .clicked()
            {
                command = Some(Command::Restart);
            }
        } else {
            ui.label(RichText::new(headline).heading());
        }
    });
    let note = message.map(str::to_owned).or_else(|| pass_note(game));
    ui.horizontal(|ui| match note {
        Some(note) if message.is_some() => {
            ui.colored_label(ui.visuals().warn_fg_color, note);
        }
        Some(note) => {
            ui.label(note);
        }
        // Keep the bar's height steady.
        None => {
            ui.label(" ");
        }
    });
    ui.add_space(2.0);
    command
}

/// One side's disc count with a disc swatch; the side to move is framed.
fn score(ui: &mut Ui, player: Player, count: u32, to_move: bool, theme: &Theme) {
    let frame = if to_move {
        egui::Frame::new()
            .stroke(Stroke::new(2.0, ui.visuals().selection.stroke.color))
            .fill(ui.visuals().selection.bg_fill.gamma_multiply(0.35))
    } else {
        egui::Frame::new().stroke(Stroke::new(2.0, Color32::TRANSPARENT))
    };
    frame
        .corner_radius(6.0)
        .inner_margin(egui::Margin::symmetric(8, 4))
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(Vec2::splat(22.0), Sense::hover());
                ui.painter().circle(
                    rect.center(),
                    10.0,
                    theme.disc(player),
                    Stroke::new(1.5, theme.disc_outline),
                );
                let text = RichText::new(format!("{} {count}", player.name())).size(18.0);
                ui.label(if to_move { text.strong() } else { text });
            });
        });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Options, Square};

    #[test]
    fn headlines_say_turn_and_result_with_the_rule() {
        let mut options = Options {
            rows: 4,
            cols: 4,
            top_left: Player::Black,
            ..Options::default()
        };
        assert_eq!(headline(&Game::new(options).unwrap()), "Black to move");
        // a 4×4 game that ends 8-8 (the ICS 32 example)
        let moves: Vec<Square> = [
            "d2", "b1", "a1", "d1", "c1", "d3", "b4", "a2", "d4", "a4", "a3", "c4",
        ]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
        let game = Game::replay(options, &moves).unwrap();
        assert_eq!(headline(&game), "Draw 8–8");
        options.win_rule = WinRule::FewestDiscs;
        let game = Game::replay(options, &moves).unwrap();
        assert_eq!(headline(&game), "Draw 8–8");
    }
}
