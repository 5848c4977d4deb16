//! The opening book beside the board (View → Opening book): the book's moves of the position on
//! the board with their values, best first, each a button that plays it when a person is to
//! move; the book's best move out of the book; and, once the game has left the book, the move
//! that took it out. The book is the player's own where there is one (see
//! [`crate::gui::own_book`]), grown from here: "Add this line to my book", "Deepen my book
//! here", with their progress. The book is looked up once per position, when the game changes
//! (and again when the own book has grown).

use super::{MenuEntry, Needs, Panel, Place, Scene};
use crate::gui::board::CellValue;
use crate::gui::command::{Command, GameCommand, OthelloCommand};
use crate::gui::i18n::t;
use crate::gui::own_book::{self, Grow};
use crate::gui::room::othello::shown::value_text;
use egui::{RichText, Ui};
use othello_core::Square;
use othello_engine::MoveValue;
use othello_engine::book::{BookMove, Progress};

/// The book's section of the side panel, and what the book says of the position on the board.
#[derive(Default)]
pub struct Book {
    found: Found,
    /// Whether the book looked up is the player's own.
    own: bool,
    /// The own book's version the lookup was made with.
    version: u64,
}

/// What the book says of the position.
#[derive(Default)]
enum Found {
    /// The board has no book.
    #[default]
    NoBook,
    /// The book does not hold the position; the move that left it, if the game did.
    NotHere(Option<usize>),
    /// The book's moves of the position, and its search depth.
    Moves(Vec<BookMove>, u8),
}

impl Panel for Book {
    fn id(&self) -> &'static str {
        "book"
    }

    fn place(&self) -> Place {
        Place::Side
    }

    fn menu(&self) -> Option<MenuEntry> {
        Some(MenuEntry {
            name: "menu-show-book",
            tip: Some("menu-show-book-tip"),
            key: None,
        })
    }

    fn shown_by_default(&self) -> bool {
        false
    }

    fn needs(&self) -> Needs {
        Needs {
            book: true,
            ..Needs::NONE
        }
    }

    fn game_changed(&mut self, scene: &Scene) {
        self.look_up(scene);
    }

    fn show(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        // A growth that ended changed the own book: look again.
        if self.version != own_book::version() {
            self.look_up(scene);
        }
        self.show_found(ui, scene)
    }
}

impl Book {
    /// Looks the position on the board up in the book for its board.
    fn look_up(&mut self, scene: &Scene) {
        let game = scene.game;
        let found = own_book::book_for(scene.data_dir, game.options());
        self.own = found.as_ref().is_some_and(own_book::BookRef::is_own);
        self.version = own_book::version();
        self.found = match found {
            None => Found::NoBook,
            Some(book) => match book.moves(game) {
                Some(moves) => Found::Moves(moves, book.depth),
                None => Found::NotHere(match book.progress(game) {
                    Some(Progress::LeftWith(number)) => Some(number),
                    _ => None,
                }),
            },
        };
    }

    /// The book's moves of the position, the own book's controls and their report.
    fn show_found(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        ui.heading(t!("book-heading"));
        if self.own {
            ui.label(RichText::new(t!("own-book-in-use")).weak().small())
                .on_hover_text(t!("own-book-in-use-tip"));
        }
        let (moves, depth) = match &self.found {
            Found::NoBook => {
                ui.label(RichText::new(t!("book-none")).weak());
                return None;
            }
            Found::NotHere(left) => {
                let text = match left {
                    Some(number) => t!("status-book-left", number = *number),
                    None => t!("book-not-here"),
                };
                ui.label(RichText::new(text).weak());
                return grow_controls(ui, scene, &self.found);
            }
            Found::Moves(moves, depth) => (moves, *depth),
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
        let value = |m: &BookMove| {
            value_text(&MoveValue {
                square: m.square,
                value: m.value,
                exact: m.exact,
                depth: u32::from(depth),
                pv: Vec::new(),
            })
        };
        let mut command = None;
        egui::Grid::new("book moves")
            .num_columns(2)
            .striped(true)
            .show(ui, |ui| {
                for m in moves.iter().filter(|m| m.in_book) {
                    let button = ui
                        .add_enabled(scene.playable, egui::Button::new(m.square.to_string()))
                        .on_hover_text(t!("book-play-tip", square = m.square.to_string()));
                    if button.clicked() {
                        command = Some(Command::Game(GameCommand::Play(m.square)));
                    }
                    ui.label(value(m));
                    ui.end_row();
                }
            });
        let shown = scene.values().iter().map(|v| (v.square, &v.cell));
        if let Some((square, value)) = best_out_of_book(moves, shown) {
            // The board's best move that is not in the book, with the value the board shows.
            let text = t!(
                "book-best-out",
                square = square.to_string(),
                value = value.as_str()
            );
            ui.label(RichText::new(text).weak());
        } else if let Some(out) = moves.iter().find(|m| !m.in_book) {
            // Before the analysis has valued them: the book's own search's best, said so.
            let text = t!(
                "book-best-out-searched",
                square = out.square.to_string(),
                value = value(out),
                depth = depth
            );
            ui.label(RichText::new(text).weak());
        }
        let grow = grow_controls(ui, scene, &self.found);
        command.or(grow)
    }
}

/// The own book's buttons, or its progress while it grows, and how the last growth ended
/// while the board shows the position it started from (the report is about that one).
fn grow_controls(ui: &mut Ui, scene: &Scene, found: &Found) -> Option<Command> {
    if matches!(found, Found::NoBook) || scene.data_dir.is_none() {
        return None;
    }
    let command = |c: OthelloCommand| Some(Command::Game(GameCommand::Othello(c)));
    let mut asked = None;
    match &scene.work.growth {
        Some(g) if !g.finished => {
            // The words above the bar, where a narrow panel cannot cut them.
            ui.label(
                RichText::new(t!("own-book-progress", done = g.done, total = g.total)).small(),
            );
            ui.horizontal(|ui| {
                let bar = egui::ProgressBar::new(g.done as f32 / g.total.max(1) as f32)
                    .desired_width((ui.available_width() - 70.0).max(40.0));
                ui.add(bar);
                if ui.button(t!("cancel")).clicked() {
                    asked = command(OthelloCommand::CancelGrowBook);
                }
            });
            return asked;
        }
        Some(g) if g.from == scene.game.moves_played() => {
            let text = match (&g.error, g.total, g.done) {
                (Some(why), _, _) => t!("own-book-failed", why = why.as_str()),
                (None, 0, _) => t!("own-book-nothing"),
                (None, total, done) if done < total => t!("own-book-cancelled"),
                (None, total, _) => t!("own-book-done", total = total),
            };
            ui.label(RichText::new(text).weak().small());
        }
        _ => {}
    }
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(t!("own-book-add-line"))
            .on_hover_text(t!("own-book-add-line-tip"))
            .clicked()
        {
            asked = command(OthelloCommand::GrowBook(Grow::Line));
        }
        if ui
            .button(t!("own-book-deepen"))
            .on_hover_text(t!("own-book-deepen-tip"))
            .clicked()
        {
            asked = command(OthelloCommand::GrowBook(Grow::Here));
        }
    });
    asked
}

/// The best of the moves the board values that the book does not hold, with the value the
/// board writes on it: `values` are the board's, best first (a book move's value, marked as the
/// book's, is never the answer, nor is a move the book holds).
fn best_out_of_book<'a>(
    moves: &[BookMove],
    values: impl IntoIterator<Item = (Square, &'a CellValue)>,
) -> Option<(Square, String)> {
    let in_book = |square: Square| moves.iter().any(|m| m.in_book && m.square == square);
    values
        .into_iter()
        .find(|(square, cell)| !cell.book && !in_book(*square))
        .map(|(square, cell)| (square, cell.text.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn book_move(square: &str, value: i32, in_book: bool) -> BookMove {
        BookMove {
            square: square.parse().unwrap(),
            value,
            in_book,
            exact: false,
        }
    }

    fn cell(text: &str, book: bool) -> CellValue {
        CellValue {
            text: text.to_owned(),
            exact: false,
            book,
            worse: 0.0,
        }
    }

    #[test]
    fn the_best_move_out_of_the_book_is_the_boards() {
        // The book's own search put d2 first of the moves it does not hold; the board, deeper,
        // values e3 above it: the panel names e3 with the board's value.
        let moves = [
            book_move("c4", 0, true),
            book_move("d2", -450, false),
            book_move("e3", -600, false),
        ];
        let values = [
            ("c4".parse().unwrap(), cell("0.0", true)),
            ("e3".parse().unwrap(), cell("-4.0", false)),
            ("d2".parse().unwrap(), cell("-4.5", false)),
        ];
        let shown = values.iter().map(|(s, c)| (*s, c));
        assert_eq!(
            best_out_of_book(&moves, shown),
            Some(("e3".parse().unwrap(), "-4.0".to_owned()))
        );
        // Without the board's values there is none to name.
        assert_eq!(best_out_of_book(&moves, std::iter::empty()), None);
    }
}
