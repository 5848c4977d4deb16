//! The opening book beside the board (View → Opening book): the book's moves of the position on
//! the board with their values, best first, each a button that plays it when a person is to
//! move; the book's best move out of the book; and, once the game has left the book, the move
//! that took it out.

use super::OthelloRoom;
use super::analysis::value_text;
use crate::gui::command::{Command, GameCommand};
use crate::gui::i18n::t;
use crate::gui::room::{Ctx, Room};
use egui::{RichText, Ui};
use othello_engine::MoveValue;
use othello_engine::book::{self, Progress};

impl OthelloRoom {
    /// Draws the book's section of the side panel; returns the move clicked.
    pub(super) fn book_panel(&self, ui: &mut Ui, ctx: &Ctx) -> Option<Command> {
        ui.heading(t!("book-heading"));
        let Some(book) = book::for_options(self.game.options()) else {
            ui.label(RichText::new(t!("book-none")).weak());
            return None;
        };
        let Some((moves, depth)) = self.book_moves() else {
            let text = match book.progress(&self.game) {
                Some(Progress::LeftWith(number)) => t!("status-book-left", number = number),
                _ => t!("book-not-here"),
            };
            ui.label(RichText::new(text).weak());
            return None;
        };
        let exact = moves.first().is_some_and(|m| m.exact);
        ui.label(
            RichText::new(if exact {
                t!("book-exact")
            } else {
                t!("book-depth", depth = depth)
            })
            .weak(),
        );
        let playable = !self.computer_to_move(ctx.settings) && self.flagged().is_none();
        let mut command = None;
        egui::Grid::new("book moves")
            .num_columns(2)
            .striped(true)
            .show(ui, |ui| {
                for m in moves.iter().filter(|m| m.in_book) {
                    let value = value_text(&MoveValue {
                        square: m.square,
                        value: m.value,
                        exact: m.exact,
                        depth: u32::from(depth),
                        pv: Vec::new(),
                    });
                    let button = ui
                        .add_enabled(playable, egui::Button::new(m.square.to_string()))
                        .on_hover_text(t!("book-play-tip", square = m.square.to_string()));
                    if button.clicked() {
                        command = Some(Command::Game(GameCommand::Play(m.square)));
                    }
                    ui.label(value);
                    ui.end_row();
                }
            });
        if let Some(out) = moves.iter().find(|m| !m.in_book) {
            let value = value_text(&MoveValue {
                square: out.square,
                value: out.value,
                exact: out.exact,
                depth: u32::from(depth),
                pv: Vec::new(),
            });
            ui.label(
                RichText::new(t!(
                    "book-best-out",
                    square = out.square.to_string(),
                    value = value
                ))
                .weak(),
            );
        }
        command
    }
}
