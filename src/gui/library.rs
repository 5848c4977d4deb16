//! The game library: a GGF file holding many games (a tournament, a match, an archive) listed
//! with their players, result, date, board and opening, sortable by any column and filtered by
//! player; a game that cannot be read is listed with why, and the others open. Double-click a
//! game, or select it and press Open, to play it through on the board.

use crate::gui::command::{Command, DocumentCommand};
use crate::gui::files::Format;
use crate::gui::i18n::{self, t};
use crate::gui::session::{FileSlot, Header};
use egui::{RichText, Ui};
use othello_core::{Game, Player, Record};
use std::path::{Path, PathBuf};

/// One game of the file.
#[derive(Clone, Debug)]
pub struct Entry {
    /// Its place in the file, from 1.
    pub number: usize,
    /// Black's and White's names.
    pub players: [String; 2],
    /// The result as written ("+12", "-3"), empty if none.
    pub result: String,
    /// The date, as written.
    pub date: String,
    /// The board, "8×8".
    pub board: String,
    /// The opening's name (standard 8×8 games).
    pub opening: String,
    /// Its moves.
    pub moves: usize,
    /// The game, or why it cannot be played.
    pub game: Result<Game, String>,
    /// What its record says besides the moves.
    pub header: Header,
}

impl Entry {
    /// The entry of a game read from the file (or of one that could not be read).
    pub fn new(number: usize, read: Result<Record, String>) -> Entry {
        let record = read.as_ref().ok();
        let name = |p: Player| {
            record
                .and_then(|r| r.players[p].clone())
                .unwrap_or_default()
        };
        let players = [name(Player::Black), name(Player::White)];
        let result = record
            .and_then(|r| r.result)
            .map(|r| format!("{:+}", r.black_margin))
            .unwrap_or_default();
        let date = record.and_then(|r| r.date.clone()).unwrap_or_default();
        let header = record.map(Header::of).unwrap_or_default();
        let game = read.and_then(|r| {
            r.to_game()
                .map_err(|e| crate::gui::i18n::errors::record_error(&e).text())
        });
        let ok = game.as_ref().ok();
        Entry {
            number,
            players,
            result,
            date,
            board: ok.map_or_else(String::new, |g| format!("{}×{}", g.rows(), g.cols())),
            opening: ok
                .and_then(othello_openings::name)
                .unwrap_or_default()
                .to_owned(),
            moves: ok.map_or(0, |g| g.moves_played().len()),
            game,
            header,
        }
    }
}

/// A column of the list, to sort by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Column {
    /// The order of the file.
    Number,
    /// Black's name.
    Black,
    /// White's name.
    White,
    /// Black's margin.
    Result,
    /// The date.
    Date,
    /// The board.
    Board,
    /// The opening.
    Opening,
    /// The number of moves.
    Moves,
}

/// The library window's state.
#[derive(Clone)]
pub struct Library {
    path: PathBuf,
    entries: Vec<Entry>,
    filter: String,
    sort: (Column, bool),
    selected: Option<usize>,
}

impl Library {
    /// The library of the file at `path` with its games `read`, in the file's order.
    pub fn new(path: &Path, read: Vec<Result<Record, String>>) -> Library {
        Library {
            path: path.to_path_buf(),
            entries: read
                .into_iter()
                .enumerate()
                .map(|(i, r)| Entry::new(i + 1, r))
                .collect(),
            filter: String::new(),
            sort: (Column::Number, false),
            selected: None,
        }
    }

    /// The games listed now: filtered by player, sorted.
    pub fn shown(&self) -> Vec<&Entry> {
        let filter = self.filter.trim().to_lowercase();
        let mut shown: Vec<&Entry> = self
            .entries
            .iter()
            .filter(|e| {
                filter.is_empty() || e.players.iter().any(|p| p.to_lowercase().contains(&filter))
            })
            .collect();
        let (column, descending) = self.sort;
        let margin = |e: &Entry| e.result.parse::<f64>().unwrap_or(f64::NEG_INFINITY);
        shown.sort_by(|a, b| {
            let order = match column {
                Column::Number => a.number.cmp(&b.number),
                Column::Black => a.players[0].cmp(&b.players[0]),
                Column::White => a.players[1].cmp(&b.players[1]),
                Column::Result => margin(a).total_cmp(&margin(b)),
                Column::Date => a.date.cmp(&b.date),
                Column::Board => a.board.cmp(&b.board),
                Column::Opening => a.opening.cmp(&b.opening),
                Column::Moves => a.moves.cmp(&b.moves),
            }
            .then(a.number.cmp(&b.number));
            if descending { order.reverse() } else { order }
        });
        shown
    }

    /// Sorts by `column`; the same column again reverses the order.
    pub fn sort_by(&mut self, column: Column) {
        self.sort = if self.sort.0 == column {
            (column, !self.sort.1)
        } else {
            (column, false)
        };
    }

    /// The game numbered `number` (from 1) and its header, if it can be played.
    pub fn game(&self, number: usize) -> Option<(&Game, &Header)> {
        let entry = self.entries.get(number.checked_sub(1)?)?;
        Some((entry.game.as_ref().ok()?, &entry.header))
    }

    /// Where the game numbered `number` (from 1) stands in the file, for Save.
    pub fn slot(&self, number: usize) -> FileSlot {
        FileSlot {
            path: self.path.clone(),
            format: Format::Ggf,
            index: number.saturating_sub(1),
            games: self.entries.len(),
        }
    }

    /// The file's name, for messages.
    pub fn file_name(&self) -> String {
        self.path
            .file_name()
            .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
    }

    /// Draws the window; the game to open or Close as commands.
    pub fn show(&mut self, ctx: &egui::Context) -> Option<Command> {
        let mut command = None;
        let mut open = true;
        let screen = ctx.content_rect();
        egui::Window::new(t!("library-title", name = self.file_name()))
            .id(egui::Id::unique("game library"))
            .open(&mut open)
            .default_width(720.0_f32.min(screen.width() - 20.0))
            .default_height(420.0_f32.min(screen.height() - 60.0))
            .collapsible(false)
            .show(ctx, |ui| command = self.contents(ui));
        if !open {
            command = Some(DocumentCommand::CloseLibrary.into());
        }
        command
    }

    fn contents(&mut self, ui: &mut Ui) -> Option<Command> {
        let mut command = None;
        let broken = self.entries.iter().filter(|e| e.game.is_err()).count();
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(t!("library-player"));
            ui.add(egui::TextEdit::singleline(&mut self.filter).desired_width(160.0))
                .labelled_by(label.id);
            let shown = self.shown().len();
            ui.label(
                RichText::new(t!(
                    "library-count",
                    shown = shown,
                    games = self.entries.len(),
                    broken = broken
                ))
                .weak(),
            );
        });
        ui.separator();
        let columns = [
            (Column::Number, t!("library-number")),
            (Column::Black, i18n::player(Player::Black)),
            (Column::White, i18n::player(Player::White)),
            (Column::Result, t!("library-result")),
            (Column::Date, t!("library-date")),
            (Column::Board, t!("library-board")),
            (Column::Opening, t!("library-opening")),
            (Column::Moves, t!("library-moves")),
        ];
        let mut sort = None;
        let mut opened = None;
        let mut picked = None;
        egui::ScrollArea::both()
            .max_height(ui.available_height() - 36.0)
            .show(ui, |ui| {
                egui::Grid::new("library games")
                    .striped(true)
                    .num_columns(columns.len())
                    .show(ui, |ui| {
                        for (column, name) in &columns {
                            let arrow = match self.sort {
                                (c, false) if c == *column => " ^",
                                (c, true) if c == *column => " v",
                                _ => "",
                            };
                            if ui.button(format!("{name}{arrow}")).clicked() {
                                sort = Some(*column);
                            }
                        }
                        ui.end_row();
                        for entry in self.shown() {
                            let selected = self.selected == Some(entry.number);
                            let row = ui.selectable_label(selected, entry.number.to_string());
                            let label = t!("library-game", number = entry.number);
                            row.widget_info(|| {
                                egui::WidgetInfo::selected(
                                    egui::Role::Button,
                                    true,
                                    selected,
                                    &label,
                                )
                            });
                            // Every cell of the row selects it (and opens it on a double
                            // click), not only its number.
                            let cell = |ui: &mut Ui, text: &str| {
                                ui.add(egui::Label::new(text).sense(egui::Sense::click()))
                            };
                            let mut cells = vec![row];
                            cells.push(cell(ui, &entry.players[0]));
                            cells.push(cell(ui, &entry.players[1]));
                            match &entry.game {
                                Ok(_) => {
                                    for text in [
                                        &entry.result,
                                        &entry.date,
                                        &entry.board,
                                        &entry.opening,
                                        &entry.moves.to_string(),
                                    ] {
                                        cells.push(cell(ui, text));
                                    }
                                }
                                Err(why) => {
                                    // Short in the list; why, on hover.
                                    let text = RichText::new(t!("library-broken"))
                                        .color(ui.visuals().warn_fg_color);
                                    let broken =
                                        ui.add(egui::Label::new(text).sense(egui::Sense::click()));
                                    cells.push(broken.on_hover_text(why.as_str()));
                                }
                            }
                            if cells.iter().any(egui::Response::clicked) {
                                picked = Some(entry.number);
                            }
                            if cells.iter().any(egui::Response::double_clicked) {
                                opened = Some(entry.number);
                            }
                            ui.end_row();
                        }
                    });
            });
        if let Some(column) = sort {
            self.sort_by(column);
        }
        if let Some(number) = picked {
            self.selected = Some(number);
        }
        ui.separator();
        ui.horizontal(|ui| {
            let playable = self.selected.is_some_and(|n| self.game(n).is_some());
            if ui
                .add_enabled(playable, egui::Button::new(t!("library-open")))
                .clicked()
            {
                opened = self.selected;
            }
            if ui.button(t!("library-close")).clicked() {
                command = Some(DocumentCommand::CloseLibrary.into());
            }
        });
        if let Some(number) = opened.filter(|&n| self.game(n).is_some()) {
            command = Some(DocumentCommand::OpenFromLibrary(number).into());
        }
        command
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::notation::ggf;

    fn library() -> Library {
        let text = "(;GM[Othello]PB[ant]PW[Bee]DT[2001]RE[+4]TY[8]\
            BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[d6];)\
            (;GM[Othello]PB[cat]PW[ant]DT[1999]RE[-10]TY[8]\
            BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[f4]B[e3];)\
            (;GM[Othello]PB[dog]PW[eel]TY[8]\
            BO[8 ---------------------------O*------*O--------------------------- *]B[a1];)";
        let read = ggf::parse_all(text)
            .map(|r| r.map_err(|e| e.to_string()))
            .collect();
        Library::new(Path::new("games.ggf"), read)
    }

    #[test]
    fn games_are_listed_filtered_and_sorted_and_a_broken_one_says_why() {
        let mut lib = library();
        let numbers = |lib: &Library| lib.shown().iter().map(|e| e.number).collect::<Vec<_>>();
        assert_eq!(numbers(&lib), [1, 2, 3]);
        assert_eq!(lib.entries[0].players, ["ant".to_owned(), "Bee".to_owned()]);
        assert_eq!((lib.entries[0].moves, lib.entries[1].moves), (2, 3));
        assert_eq!(lib.entries[0].board, "8×8");
        // a1 is not a legal first move: listed, not playable.
        assert!(lib.entries[2].game.is_err());
        assert!(lib.game(3).is_none() && lib.game(1).is_some());
        // A player on either side, any case.
        lib.filter = "ANT".into();
        assert_eq!(numbers(&lib), [1, 2]);
        lib.filter.clear();
        lib.sort_by(Column::Date);
        assert_eq!(numbers(&lib), [3, 2, 1]);
        lib.sort_by(Column::Date);
        assert_eq!(numbers(&lib), [1, 2, 3]);
        lib.sort_by(Column::Result);
        assert_eq!(numbers(&lib), [3, 2, 1]);
        lib.sort_by(Column::Moves);
        assert_eq!(numbers(&lib), [3, 1, 2]);
    }
}
