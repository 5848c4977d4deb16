//! The status bar: the score, whose turn it is, and what just happened, in words.

use super::clock::{self, Clock};
use super::command::Command;
use super::i18n::{self, player};
use super::theme::Theme;
use crate::gui::command::{GameCommand, OthelloCommand};
use crate::gui::i18n::{Message, t};
use egui::{Color32, RichText, Sense, Stroke, Ui, Vec2};
use othello_core::{Game, Outcome, Player, Ply, WinRule};

mod overlays;
pub use overlays::{banner, notices};

/// The main line: whose turn it is, or the result.
pub fn headline(game: &Game) -> String {
    let counts = game.counts();
    match game.outcome() {
        Some(Outcome::Draw) => t!("status-draw", black = counts.black, white = counts.white),
        Some(Outcome::Win(winner)) => {
            let (mine, theirs) = (counts[winner], counts[winner.opponent()]);
            match game.options().win_rule {
                WinRule::MostDiscs => {
                    let cells = u32::from(game.rows()) * u32::from(game.cols());
                    let empty = cells - mine - theirs;
                    if empty == 0 {
                        t!(
                            "status-wins",
                            player = player(winner),
                            mine = mine,
                            theirs = theirs
                        )
                    } else {
                        // Ended with empty squares: tournaments give them to the winner.
                        t!(
                            "status-wins-empties",
                            player = player(winner),
                            mine = mine,
                            theirs = theirs,
                            empty = empty,
                            all = mine + empty
                        )
                    }
                }
                WinRule::FewestDiscs => {
                    t!(
                        "status-wins-fewest",
                        player = player(winner),
                        mine = mine,
                        theirs = theirs
                    )
                }
            }
        }
        None => match game.turn() {
            Some(p) => t!("status-to-move", player = player(p)),
            None => String::new(),
        },
    }
}

/// Whether no clock has fallen (a game lost on time has no moves left to count).
fn flagged_none(clock: Option<(&Clock, Option<Player>)>) -> bool {
    clock.is_none_or(|(c, _)| c.flagged.is_none())
}

/// The cells of the board.
fn most_cells(game: &Game) -> u32 {
    u32::from(game.rows()) * u32::from(game.cols())
}

/// A note about the last move: a forced pass, if there was one.
pub fn pass_note(game: &Game) -> Option<String> {
    if game.is_over() {
        return None;
    }
    match game.plies().last() {
        Some(Ply::Pass(p)) => Some(t!(
            "status-pass",
            player = player(*p),
            other = player(p.opponent())
        )),
        _ => None,
    }
}

/// A line under the score about the last thing the user did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// Why a move or command was refused (shown in the warning colour).
    Refused(Message),
    /// What a command did.
    Info(Message),
}

impl Note {
    /// The words, in the window's language now.
    pub fn text(&self) -> String {
        match self {
            Note::Refused(message) | Note::Info(message) => message.text(),
        }
    }
}

/// What the status bar shows about an Othello game.
pub struct Bar<'a> {
    /// The game.
    pub game: &'a Game,
    /// About the last thing the user did.
    pub message: Option<&'a Note>,
    /// Offer to bring back the game that was just replaced.
    pub can_restore: bool,
    /// The computer waits for Resume.
    pub paused: bool,
    /// What the computer is doing ("White is thinking… depth 7"), beside whose turn it is.
    pub thinking: Option<&'a str>,
    /// The clocks, when the game is played on the clock, and whose is running.
    pub clock: Option<(&'a Clock, Option<Player>)>,
    /// The name of the opening played, on the standard 8×8 board.
    pub opening: Option<&'static str>,
    /// Whether the game is still in the opening book, or which move left it (on boards with a
    /// book, where a player or a panel uses it).
    pub book: Option<String>,
    /// The terms of the game that differ from the usual two people playing most-discs-wins
    /// under the full rules: the win rule, the rules, the computer's seats.
    pub terms: Option<String>,
}

/// Draws the status bar. Returns [`GameCommand::Restart`] when "Play again" is clicked, and the
/// commands of its other buttons.
pub fn show(ui: &mut Ui, bar: &Bar, theme: &Theme) -> Option<Command> {
    let Bar {
        game,
        message,
        can_restore,
        paused,
        thinking,
        clock,
        opening,
        ref book,
        ref terms,
    } = *bar;
    let mut command = None;
    let counts = game.counts();
    let turn = game.turn();
    let bar_top = ui.max_rect().top();
    ui.add_space(if is_compact(ui) { 1.0 } else { 4.0 });
    // Wraps onto a second line when the window is narrow, so nothing is cut off.
    ui.horizontal_wrapped(|ui| {
        let winner = match game.outcome() {
            Some(Outcome::Win(p)) => Some(p),
            _ => None,
        };
        let most = most_cells(game);
        let flagged = clock.and_then(|(c, _)| c.flagged);
        for p in Player::BOTH {
            // While playing the side to move is framed; at the end, the winner (on time too).
            let framed = match flagged {
                Some(loser) => p == loser.opponent(),
                None => turn == Some(p) || winner == Some(p),
            };
            score(ui, p, counts[p], most, framed, theme);
            if let Some((clock, running)) = clock {
                clock_face(ui, clock, p, running == Some(p));
            }
            ui.add_space(if is_compact(ui) { 2.0 } else { 8.0 });
        }
        ui.separator();
        // A game lost on time is over whatever the board says.
        let (text, over) = match clock.and_then(|(c, _)| c.flagged) {
            Some(loser) => (
                t!("status-wins-on-time", player = player(loser.opponent())),
                true,
            ),
            None => (headline(game), game.is_over()),
        };
        if let Some(c) = headline_row(ui, &text, over, thinking) {
            command = Some(c);
        }
    });
    let compact = is_compact(ui);
    let dots = crate::gui::board::values_as_dots(ui.ctx());
    let second_row = !compact
        || dots
        || message.is_some()
        || pass_note(game).is_some()
        || can_restore
        || paused
        || opening.is_some()
        || book.is_some()
        || terms.is_some();
    if second_row {
        // The second row wraps; the first (scores, clocks, the result and Play again) must
        // not, so the opening's name, which may be long, is here.
        ui.horizontal_wrapped(|ui| {
            if !compact && turn.is_some() && flagged_none(clock) {
                let empty = most_cells(game) - counts[Player::Black] - counts[Player::White];
                ui.label(
                    RichText::new(t!(
                        "status-counts",
                        moves = game.moves().len(),
                        empty = empty
                    ))
                    .weak(),
                );
                ui.separator();
            }
            if dots {
                let label = ui.label(RichText::new(t!("status-values-dots")).weak());
                tip_above(&label, bar_top, &t!("status-values-dots-tip"));
                ui.separator();
            }
            if let Some(terms) = terms {
                let label = ui.label(RichText::new(terms).strong());
                tip_above(&label, bar_top, &t!("status-terms-tip"));
                ui.separator();
            }
            if let Some(name) = opening {
                let label = ui.label(RichText::new(name).italics());
                tip_above(&label, bar_top, &t!("status-opening-tip"));
                ui.separator();
            }
            if let Some(book) = book {
                let label = ui.label(book);
                tip_above(&label, bar_top, &t!("status-book-tip"));
                ui.separator();
            }
            match (message, pass_note(game)) {
                (Some(Note::Refused(message)), _) => {
                    ui.colored_label(ui.visuals().warn_fg_color, message.text());
                }
                (Some(Note::Info(message)), _) => {
                    ui.label(message.text());
                }
                // In hot-seat play a pass changes who sits at the board: make it stand out.
                (None, Some(pass)) => {
                    ui.label(
                        RichText::new(pass)
                            .strong()
                            .color(ui.visuals().selection.stroke.color),
                    );
                }
                // Keep the bar's height steady, unless the board needs the room.
                (None, None) => {
                    if !compact {
                        ui.label(" ");
                    }
                }
            }
            if paused && ui.button(t!("status-resume")).clicked() {
                command = Some(Command::Game(GameCommand::Othello(OthelloCommand::Resume)));
            }
            if can_restore
                && ui
                    .small_button(t!("status-swap"))
                    .on_hover_text(t!("status-swap-tip"))
                    .clicked()
            {
                command = Some(Command::Game(GameCommand::Othello(
                    OthelloCommand::RestorePrevious,
                )));
            }
        });
    }
    ui.add_space(2.0);
    command
}

/// Shows `text` as `response`'s tooltip above the whole status bar (whose top is `bar_top`),
/// so that it never covers the scores and clocks of the bar's first row.
fn tip_above(response: &egui::Response, bar_top: f32, text: &str) {
    let r = response.rect;
    let anchor = egui::Rect::from_min_max(
        egui::pos2(r.left(), bar_top),
        egui::pos2(r.right(), bar_top),
    );
    let mut tooltip = egui::containers::Tooltip::for_enabled(response);
    tooltip.popup = tooltip
        .popup
        .anchor(anchor)
        .align(egui::RectAlign::TOP_START)
        .align_alternatives(&[egui::RectAlign::TOP_END]);
    tooltip.show(|ui| ui.label(text));
}

/// Whether the window is short enough that the status bar should give its room to the board.
pub(super) fn is_compact(ui: &Ui) -> bool {
    ui.ctx().content_rect().height() < COMPACT_BELOW
}

/// The least room on the scores' row for what the engine is doing ("Analysing… d…"); with
/// less it is left out there (the search output panel and the live values say it).
const MIN_THINKING_WIDTH: f32 = 60.0;

/// Window heights under which the status bar uses smaller type.
const COMPACT_BELOW: f32 = 600.0;

/// A player's time left: strong while it runs, in the warning colour once under
/// [`clock::LOW`] and once it has run out.
fn clock_face(ui: &mut Ui, clock: &Clock, player: Player, running: bool) {
    let left = clock.left(player);
    let mut text = RichText::new(clock::text(left)).monospace();
    if clock.flagged == Some(player) || (running && clock::is_low(left)) {
        text = text.color(ui.visuals().warn_fg_color).strong();
    } else if running {
        text = text.strong();
    } else {
        text = text.weak();
    }
    ui.label(text)
        .on_hover_text(t!("status-time-left", player = i18n::player(player)));
}

/// One side's disc count with a disc swatch; the side to move is framed. The swatch sits on a
/// small square of the board's felt, as on the board, so both colours show in every theme, and
/// the chip is as wide as its widest count, so the chips do not shift as scores grow.
fn score(ui: &mut Ui, player: Player, count: u32, most: u32, to_move: bool, theme: &Theme) {
    let compact = is_compact(ui);
    let (swatch, size) = if compact { (16.0, 14.0) } else { (22.0, 18.0) };
    let frame = if to_move {
        egui::Frame::new()
            .stroke(Stroke::new(2.0, ui.visuals().selection.stroke.color))
            .fill(ui.visuals().selection.bg_fill.gamma_multiply(0.35))
    } else {
        egui::Frame::new().stroke(Stroke::new(2.0, Color32::TRANSPARENT))
    };
    let font = egui::FontId::proportional(size);
    let name = i18n::player(player);
    let widest = format!("{name} {}", "8".repeat(most.to_string().len()));
    let text_width = ui
        .painter()
        .layout_no_wrap(widest, font.clone(), Color32::WHITE)
        .size()
        .x;
    frame
        .corner_radius(6.0)
        .inner_margin(egui::Margin::symmetric(if compact { 4 } else { 8 }, 2))
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                let (rect, _) = ui.allocate_exact_size(Vec2::splat(swatch), Sense::hover());
                let painter = ui.painter();
                painter.rect_filled(rect, 3.0, theme.felt);
                painter.circle(
                    rect.center(),
                    swatch * 0.4,
                    theme.disc(player),
                    Stroke::new(1.0, theme.disc_outline),
                );
                let text = RichText::new(format!("{name} {count}")).font(font);
                let label = egui::Label::new(if to_move { text.strong() } else { text });
                ui.add_sized([text_width + 2.0, swatch], label);
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
    let scale = if is_compact(ui) { 0.75 } else { 1.0 };
    if over {
        // The result and Play again share the scores' row: a long result (a long language,
        // "fewest discs wins", the clocks beside it) drops its "Game over:" and then gets
        // smaller type rather than pushing Play again onto a line of its own.
        let again_text = t!("status-play-again");
        let width = |text: &str, size: f32| {
            let font = egui::FontId::proportional(size);
            ui.painter()
                .layout_no_wrap(text.to_owned(), font, accent)
                .size()
                .x
        };
        let again_size = 18.0 * scale;
        let again_width = width(&again_text, again_size)
            + 2.0 * ui.spacing().button_padding.x
            + 2.0 * ui.spacing().item_spacing.x;
        // What is left of this row (in a wrapping row, the available width is a whole row's).
        let room = ui.available_size_before_wrap().x - again_width;
        let full = 22.0 * scale;
        let long = t!("status-game-over", result = headline);
        let result = if width(&long, full) <= room {
            long
        } else {
            headline.to_owned()
        };
        let needed = width(&result, full);
        let size = if needed > room {
            (full * room / needed).max(crate::gui::theme::SMALL_TEXT)
        } else {
            full
        };
        ui.label(RichText::new(result).size(size).strong().color(accent));
        let again = egui::Button::new(RichText::new(again_text).size(again_size).strong())
            .fill(ui.visuals().selection.bg_fill);
        return ui
            .add(again)
            .clicked()
            .then_some(Command::Game(GameCommand::Restart));
    }
    let text = RichText::new(headline);
    ui.label(if scale < 1.0 {
        text.size(15.0)
    } else {
        text.heading()
    });
    if let Some(thinking) = thinking {
        // One line, cut with an ellipsis where the row ends (the whole of it on hover): a text
        // that changes every frame (depth, speed) must not make the bar wrap and unwrap, and
        // jump. Nor may it take a row of its own: it comes and goes as the analysis restarts
        // with each move, and the board moved with it when it did.
        let room = ui.available_size_before_wrap();
        if room.x < MIN_THINKING_WIDTH {
            return None;
        }
        let text = RichText::new(thinking)
            .size(18.0 * scale)
            .italics()
            .color(accent);
        // Cut to what is left of the row (a label cut to the whole row's width would go to a
        // row of its own); the whole line, and what its words mean, on hover.
        let height = ui
            .text_style_height(&egui::TextStyle::Body)
            .max(18.0 * scale);
        ui.allocate_ui(egui::vec2(room.x, height), |ui| {
            ui.add(egui::Label::new(text).truncate())
                .on_hover_text(format!("{thinking}\n\n{}", t!("status-search-tip")));
        });
    }
    None
}

#[cfg(test)]
mod tests;
