//! The move list beside the board (View → Show the move list): the game's line with the
//! opening's name, the review's marks on its moves and each player's totals at its head (see
//! [`crate::gui::moves`] for the list itself).

use super::{MenuEntry, Panel, Place, Scene};
use crate::gui::command::{Command, GameCommand, OthelloCommand};
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::moves::{self, Annotation};
use crate::gui::session::Header;
use egui::{RichText, Ui};
use othello_core::Player;
use othello_engine::Review;

/// The move list.
pub struct Moves;

impl Panel for Moves {
    fn id(&self) -> &'static str {
        "moves"
    }

    fn place(&self) -> Place {
        Place::Side
    }

    fn menu(&self) -> Option<MenuEntry> {
        Some(MenuEntry {
            name: "menu-show-move-list",
            tip: None,
            key: None,
        })
    }

    fn shown_by_default(&self) -> bool {
        true
    }

    fn fills(&self) -> bool {
        true
    }

    fn show(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        let review = scene.work.review.as_ref();
        let notes = review.map(annotations).unwrap_or_default();
        let totals = review.map(totals).unwrap_or_default();
        let opening = othello_openings::name(scene.game);
        let mut command = None;
        for line in header_lines(scene.header) {
            ui.label(RichText::new(line).strong());
        }
        if let Some(shared) = scene.variation_from {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(t!("moves-variation", moves = shared + 1)).italics())
                    .on_hover_text(t!("moves-variation-tip"));
                if ui.button(t!("moves-main-line")).clicked() {
                    command = Some(Command::Game(GameCommand::Othello(
                        OthelloCommand::MainLine,
                    )));
                }
            });
        }
        moves::show(ui, scene.game, opening, &notes, &totals).or(command)
    }
}

/// The record's players and where and when it was played, for a game that names them (an
/// opened file, a game of the database): "Murakami Takeshi – Tastet Marc", "Paris Open, 2002".
fn header_lines(header: &Header) -> Vec<String> {
    let mut lines = Vec::new();
    let [black, white] = [Player::Black, Player::White].map(|p| header.players.get(p).clone());
    if black.is_some() || white.is_some() {
        let name = |n: Option<String>| n.unwrap_or_else(|| "?".to_owned());
        lines.push(t!(
            "moves-players",
            black = name(black),
            white = name(white)
        ));
    }
    let when_where: Vec<&str> = [header.place.as_deref(), header.date.as_deref()]
        .into_iter()
        .flatten()
        .filter(|s| !s.trim().is_empty())
        .collect();
    // A date alone is the day a game was started here: said only with a place or players.
    if (header.place.is_some() || !lines.is_empty()) && !when_where.is_empty() {
        lines.push(when_where.join(", "));
    }
    lines
}

/// Hundredths of a disc in discs (through `f32`, as the graph computes them, so that both
/// round alike).
fn discs(hundredths: i32) -> f64 {
    f64::from(hundredths as f32 / 100.0)
}

/// The move list's marks, one per ply of the line.
fn annotations(review: &Review) -> Vec<Option<Annotation>> {
    review
        .plies
        .iter()
        .map(|m| {
            let m = m.as_ref()?;
            let value = i18n::decimal(discs(m.value), true);
            let note = match (m.loss() == 0, m.exact) {
                (true, false) => t!("review-best", value = value),
                (true, true) => t!("review-best-exact", value = value),
                (false, exact) => {
                    let lost = i18n::decimal(discs(m.loss()), false);
                    let best = m.best.to_string();
                    let best_value = i18n::decimal(discs(m.best_value), true);
                    if exact {
                        t!(
                            "review-lost-exact",
                            lost = lost,
                            best = best,
                            best_value = best_value,
                            value = value
                        )
                    } else {
                        t!(
                            "review-lost",
                            lost = lost,
                            best = best,
                            best_value = best_value,
                            value = value
                        )
                    }
                }
            };
            Some(Annotation {
                mark: m.mark(),
                note,
            })
        })
        .collect()
}

/// Each player's mistakes, blunders and discs given away, for the head of the move list.
fn totals(review: &Review) -> Vec<String> {
    Player::BOTH
        .iter()
        .map(|&p| {
            let totals = review.totals(p);
            t!(
                "review-totals",
                player = i18n::player(p),
                mistakes = totals.mistakes,
                blunders = totals.blunders,
                lost = i18n::decimal(discs(totals.lost), false)
            )
        })
        .collect()
}
