//! The move list: every ply in notation, a forced pass written "pass", one row per turn pair.
//! The moves taken back (which Redo would play) follow, dimmed; clicking any move shows the
//! position after it. A reviewed game's moves carry their marks (`?`, `??`) and, on hover, what
//! they gave away; each player's totals head the list.

use super::command::Command;
use crate::gui::command::{GameCommand, OthelloCommand, Step};
use crate::gui::i18n;
use crate::gui::i18n::t;
use egui::{RichText, Ui};
use othello_core::{Game, Player, Ply};

/// The plies of `game` as text, in order: "d3", "c5", "pass", …
pub fn ply_texts(game: &Game) -> Vec<String> {
    game.plies()
        .iter()
        .map(|ply| match ply {
            Ply::Move { square, .. } => square.to_string(),
            Ply::Pass(_) => t!("moves-pass"),
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

/// The players of the list's two columns, left first: whoever was to move when the game began,
/// which a set-up position may give to either player whoever the options say moves first.
pub fn columns(game: &Game) -> [Player; 2] {
    let first = game.setup().turn;
    [first, first.opponent()]
}

/// What a review says about one move of the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Annotation {
    /// `?` or `??`, for a mistake or a blunder.
    pub mark: Option<&'static str>,
    /// What the move gave away, in words (shown on hover).
    pub note: String,
}

/// Draws the list: a column per player, the first player on the left. Plies alternate
/// between the players (a forced pass counts as the passer's ply), so each row is one turn
/// of each, numbered by its moves (the discs played: "21–22."). `opening` names the opening played; `notes` has an entry per ply of the line (see
/// [`Game::line`]); `totals` are a review's lines, shown above the moves. Returns
/// [`OthelloCommand::GoTo`] when a move is clicked.
pub fn show(
    ui: &mut Ui,
    game: &Game,
    opening: Option<&str>,
    notes: &[Option<Annotation>],
    totals: &[String],
) -> Option<Command> {
    let [first, second] = columns(game);
    ui.heading(t!("moves-title"));
    if let Some(name) = opening {
        ui.label(RichText::new(t!("moves-opening", name = name)).italics());
    }
    for line in totals {
        ui.label(RichText::new(line).small());
    }
    // Fixed column widths, so the header can stay put above the scrolling rows.
    let widths = [46.0, 50.0, 50.0];
    ui.horizontal(|ui| {
        for (width, text) in widths.into_iter().zip([
            RichText::new(""),
            RichText::new(i18n::player(first)).strong(),
            RichText::new(i18n::player(second)).strong(),
        ]) {
            ui.add_sized([width, 18.0], egui::Label::new(text));
        }
    });
    ui.separator();
    let played = game.moves_played().len();
    let plies = line(game);
    let mut command = None;
    // The wheel over the list steps through the game (up: back, down: forward); the list
    // follows the position shown, and its scroll bar still scrolls it.
    // One step a notch of a mouse wheel; a trackpad's glide is gathered until it has moved as
    // far as a notch would (its momentum after the fingers lift is left out).
    let wheel = wheel_steps(ui);
    // A new position shown (a click in a panel or the graph, the keyboard, a game opened part
    // way): the list brings its move into view, once, and leaves the scroll bar alone after.
    let followed = egui::Id::unique("move list position");
    let moved = ui.ctx().data_mut(|d| {
        let last = d.get_temp_mut_or_insert_with(followed, || usize::MAX);
        let moved = *last != played;
        *last = played;
        moved
    });
    let area = egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .scroll_source(egui::scroll_area::ScrollSource::SCROLL_BAR)
        .show(ui, |ui| {
            for (turn, pair) in plies.chunks(2).enumerate() {
                ui.horizontal(|ui| {
                    // The row's moves by their numbers ("21–22."), as the mistakes, the graph
                    // and the book count them: one numbering everywhere, a pass not counted.
                    let numbers: Vec<String> = pair
                        .iter()
                        .filter(|(ply, _)| matches!(ply, Ply::Move { .. }))
                        .map(|(_, count)| count.to_string())
                        .collect();
                    let number = RichText::new(format!("{}.", numbers.join("–"))).weak();
                    ui.add_sized([widths[0], 18.0], egui::Label::new(number));
                    for (j, (width, &(ply, count))) in widths[1..].iter().zip(pair).enumerate() {
                        let note = notes.get(2 * turn + j).and_then(Option::as_ref);
                        let Ply::Move { square, .. } = ply else {
                            // A pass changes who moves next: it should catch the eye.
                            let pass = RichText::new(t!("moves-pass"))
                                .italics()
                                .strong()
                                .color(ui.visuals().warn_fg_color);
                            ui.add_sized([*width, 18.0], egui::Label::new(pass));
                            continue;
                        };
                        let mark = note.and_then(|n| n.mark).unwrap_or("");
                        let mut text = RichText::new(format!("{square}{mark}")).monospace();
                        if count > played {
                            text = text.weak();
                        } else if count == played {
                            text = text.strong().underline();
                        }
                        if !mark.is_empty() {
                            text = text.color(ui.visuals().error_fg_color);
                        }
                        let button = egui::Button::new(text).frame(false);
                        let hover = match note {
                            Some(n) => t!("moves-note-tip", note = n.note.as_str()),
                            None => t!("moves-tip"),
                        };
                        let response = ui.add_sized([*width, 18.0], button).on_hover_text(hover);
                        if count == played && (wheel != 0.0 || moved) {
                            response.scroll_to_me(None);
                        }
                        if response.clicked() {
                            command = Some(Command::Game(GameCommand::Othello(
                                OthelloCommand::GoTo(count),
                            )));
                        }
                    }
                });
            }
        });
    if wheel != 0.0 && ui.rect_contains_pointer(area.inner_rect) && command.is_none() {
        let step = if wheel > 0.0 {
            Step::Back
        } else {
            Step::Forward
        };
        command = Some(Command::Game(GameCommand::Othello(OthelloCommand::Step(
            step,
        ))));
    }
    command
}

/// The distance a trackpad moves for one step, in points.
const TRACKPAD_STEP: f32 = 40.0;

/// The steps the wheel asks for this frame: positive back (the wheel up), negative forward.
fn wheel_steps(ui: &Ui) -> f32 {
    let id = egui::Id::unique("move list wheel");
    let mut glide: f32 = ui.data(|d| d.get_temp(id)).unwrap_or(0.0);
    let mut steps = 0.0;
    ui.input(|i| {
        for event in &i.raw.events {
            if let egui::Event::MouseWheel {
                delta,
                unit,
                source,
                ..
            } = event
            {
                match (source, unit) {
                    (egui::MouseWheelSource::Momentum, _) => {}
                    (egui::MouseWheelSource::Trackpad, _) | (_, egui::MouseWheelUnit::Point) => {
                        glide += delta.y;
                        while glide.abs() >= TRACKPAD_STEP {
                            steps += glide.signum();
                            glide -= TRACKPAD_STEP * glide.signum();
                        }
                    }
                    _ => steps += delta.y.signum(),
                }
            }
        }
    });
    ui.data_mut(|d| d.insert_temp(id, glide));
    steps
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::{Options, Setup};

    #[test]
    fn the_columns_follow_who_moved_first() {
        let standard = Game::new(Options::default()).unwrap();
        assert_eq!(columns(&standard), [Player::Black, Player::White]);
        let white_first = Options {
            first: Player::White,
            ..Options::default()
        };
        assert_eq!(
            columns(&Game::new(white_first).unwrap()),
            [Player::White, Player::Black]
        );
        // A set-up position with White to move, whatever the options say moves first.
        let mut setup = Setup::standard(Options::default());
        setup.turn = Player::White;
        let mut game = Game::from_setup(&setup).unwrap();
        assert_eq!(game.options().first, Player::Black);
        for m in ["d6", "c4", "f3"] {
            game.play(m.parse().unwrap()).unwrap();
        }
        assert_eq!(columns(&game), [Player::White, Player::Black]);
        // The plies alternate from there: White's d6 is the first ply, in the left column.
        assert!(matches!(
            game.plies()[0],
            Ply::Move {
                player: Player::White,
                ..
            }
        ));
    }
}
