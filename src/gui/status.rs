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

/// A line under the score about the last thing the user did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// Why a move or command was refused (shown in the warning colour).
    Refused(String),
    /// What a command did.
    Info(String),
}

impl Note {
    /// The words.
    pub fn text(&self) -> &str {
        match self {
            Note::Refused(text) | Note::Info(text) => text,
        }
    }
}

/// Draws the status bar. `message` is about the last thing the user did. Returns
/// [`Command::Restart`] when "Play again" is clicked.
/// `can_restore` offers to bring back the game that was just replaced. `thinking` is what the
/// computer is doing ("White is thinking… depth 7"), shown beside whose turn it is.
pub fn show(
    ui: &mut Ui,
    game: &Game,
    message: Option<&Note>,
    can_restore: bool,
    thinking: Option<&str>,
    theme: &Theme,
) -> Option<Command> {
    let mut command = None;
    let counts = game.counts();
    let turn = game.turn();
    ui.add_space(4.0);
    // Wraps onto a second line when the window is narrow, so nothing is cut off.
    ui.horizontal_wrapped(|ui| {
        let winner = match game.outcome() {
            Some(Outcome::Win(p)) => Some(p),
            _ => None,
        };
        for p in Player::BOTH {
            // While playing the side to move is framed; at the end, the winner.
            let framed = turn == Some(p) || winner == Some(p);
            score(ui, p, counts[p], framed, theme);
            ui.add_space(8.0);
        }
        ui.separator();
        if let Some(c) = headline_row(ui, &headline(game), game.is_over(), thinking) {
            command = Some(c);
        }
    });
    ui.horizontal_wrapped(|ui| {
        match (message, pass_note(game)) {
            (Some(Note::Refused(text)), _) => {
                ui.colored_label(ui.visuals().warn_fg_color, text);
            }
            (Some(Note::Info(text)), _) => {
                ui.label(text);
            }
            // In hot-seat play a pass changes who sits at the board: make it stand out.
            (None, Some(pass)) => {
                ui.label(
                    RichText::new(pass)
                        .strong()
                        .color(ui.visuals().selection.stroke.color),
                );
            }
            // Keep the bar's height steady.
            (None, None) => {
                ui.label(" ");
            }
        }
        if can_restore && ui.small_button("Bring back the previous game").clicked() {
            command = Some(Command::RestorePrevious);
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
                    // The text colour keeps both swatches visible on any panel colour.
                    Stroke::new(1.5, ui.visuals().text_color()),
                );
                let text = RichText::new(format!("{} {count}", player.name())).size(18.0);
                ui.label(if to_move { text.strong() } else { text });
            });
        });
}

/// The headline of either game's status bar: while playing, whose turn it is and what the
/// computer is doing; at the end, "Game over: …" large, with "Play again".
pub(super) fn headline_row(
    ui: &mut Ui,
    headline: &str,
    over: bool,
    thinking: Option<&str>,
) -> Option<Command> {
    let accent = ui.visuals().selection.stroke.color;
    if over {
        ui.label(
            RichText::new(format!("Game over: {headline}"))
                .size(22.0)
                .strong()
                .color(accent),
        );
        let again = egui::Button::new(RichText::new("Play again").size(18.0).strong())
            .fill(ui.visuals().selection.bg_fill);
        return ui.add(again).clicked().then_some(Command::Restart);
    }
    ui.label(RichText::new(headline).heading());
    if let Some(thinking) = thinking {
        ui.label(RichText::new(thinking).size(18.0).italics().color(accent));
    }
    None
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

    #[test]
    fn a_win_names_the_winner_first_and_states_the_reverse_rule() {
        let moves: Vec<Square> = "f5 f4 d3 c4 b3 c6 f3 d2 e6 g4 c3 a3 b7 f2 g3 b4 h4 a8 a4 f6 \
             a2 e3 c2 a5 e1 b5 d6 h5 a6 e7 f8 f1 c1 c7 b6 b1 h6 e2 d7 g2 a7 g5 h3 d8 d1 f7 \
             e8 g6 h1 g1 g7 g8 h2 b8 b2 c8 h7 c5 a1 h8"
            .split_whitespace()
            .map(|s| s.parse().unwrap())
            .collect();
        let mut options = Options::default();
        let game = Game::replay(options, &moves).unwrap();
        assert_eq!(headline(&game), "Black wins 40–24");
        options.win_rule = WinRule::FewestDiscs;
        let game = Game::replay(options, &moves).unwrap();
        assert_eq!(headline(&game), "White wins 24–40 (fewest discs wins)");
        assert_eq!(pass_note(&game), None);
    }

    #[test]
    fn a_forced_pass_is_reported_until_the_next_move() {
        // Walk the 4×4 game tree until some positions after a forced pass turn up, and check
        // the note agrees with the core's record.
        let options = Options {
            rows: 4,
            cols: 4,
            top_left: Player::Black,
            ..Options::default()
        };
        let mut stack = vec![Game::new(options).unwrap()];
        let mut seen = 0;
        while let Some(game) = stack.pop() {
            if let Some(Ply::Pass(p)) = game.plies().last().copied().filter(|_| !game.is_over()) {
                seen += 1;
                assert_eq!(
                    pass_note(&game).unwrap(),
                    format!("{p} has no legal move — {} plays again", p.opponent())
                );
                assert_eq!(game.turn(), Some(p.opponent()));
            } else {
                assert_eq!(pass_note(&game), None);
            }
            if seen > 20 {
                break;
            }
            for square in game.moves().iter() {
                let mut next = game.clone();
                next.play(square).unwrap();
                stack.push(next);
            }
        }
        assert!(seen > 0, "some 4×4 game has a pass");
    }
}
