//! Game → Edit position…: set up any position on the board and start a game from it.
//!
//! The editor works on a copy of the position on the board (a [`Setup`]); clicks paint cells
//! with the brush (or cycle empty → black → white), and the status bar holds the tools: the
//! brush, Clear, Standard start, who moves, and Start or Cancel. The core judges the result:
//! Start is offered only for a position the core accepts and in which someone can move, and the
//! status bar says why not otherwise. The game started is saved and restored like any other
//! and can be analysed; the computer and the analysis wait while the editor is open.

use crate::gui::board::{CellContent, CellView};
use crate::gui::command::GameCommand;
use crate::gui::command::{Brush, Command, Edit, OthelloCommand};
use crate::gui::i18n;
use crate::gui::i18n::{Message, t};
use egui::{RichText, Ui};
use othello_core::{Game, Player, Setup, Square};

impl Brush {
    const ALL: [Brush; 4] = [Brush::Cycle, Brush::Black, Brush::White, Brush::Empty];

    /// The tool's name on its radio button.
    fn name(self) -> String {
        match self {
            Brush::Cycle => t!("editor-cycle"),
            Brush::Black => t!("editor-black"),
            Brush::White => t!("editor-white"),
            Brush::Empty => t!("editor-empty"),
        }
    }
}

/// The position being set up.
pub struct Editor {
    setup: Setup,
    brush: Brush,
}

/// What one of the editor's tools asks of the room.
pub enum Outcome {
    /// Nothing: the editor stays open.
    Stay,
    /// Leave the editor; the game on the board stays.
    Cancel,
    /// Start this game from the position set up.
    Start(Box<Game>),
    /// Start was refused, for this reason.
    Refused(Message),
}

impl Editor {
    /// The editor on `setup` (the position on the board).
    pub fn new(setup: Setup) -> Self {
        Editor {
            setup,
            brush: Brush::Cycle,
        }
    }

    /// The position being set up.
    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    /// A click on `square`.
    pub fn paint(&mut self, square: Square) {
        let disc = match (self.brush, self.setup.get(square)) {
            (Brush::Cycle, None) => Some(Player::Black),
            (Brush::Cycle, Some(Player::Black)) => Some(Player::White),
            (Brush::Cycle, Some(Player::White)) => None,
            (Brush::Black, _) => Some(Player::Black),
            (Brush::White, _) => Some(Player::White),
            (Brush::Empty, _) => None,
        };
        // The board only offers its own cells.
        let _ = self.setup.set(square, disc);
    }

    /// Carries out one of the editor's tools.
    pub fn edit(&mut self, edit: Edit) -> Outcome {
        match edit {
            Edit::Brush(brush) => self.brush = brush,
            Edit::Clear => self.setup = Setup::empty(self.setup.options),
            Edit::Standard => {
                let turn = self.setup.turn;
                self.setup = Setup::standard(self.setup.options);
                self.setup.turn = turn;
            }
            Edit::Turn(player) => self.setup.turn = player,
            Edit::Cancel => return Outcome::Cancel,
            Edit::Start => {
                return match playable(&self.setup) {
                    Ok(game) => Outcome::Start(Box::new(game)),
                    Err(why) => Outcome::Refused(why),
                };
            }
        }
        Outcome::Stay
    }

    /// The board while editing: the discs of the position, every cell a target.
    pub fn cells(&self) -> Vec<CellView> {
        let setup = &self.setup;
        let mut cells = Vec::with_capacity(setup.cells.len());
        for row in 0..setup.rows() {
            for col in 0..setup.cols() {
                let square = Square::new(row, col);
                let (content, what) = match setup.get(square) {
                    Some(p) => (CellContent::Disc(p), i18n::cell_disc(p)),
                    None => (CellContent::Empty, t!("cell-empty")),
                };
                cells.push(CellView {
                    content,
                    legal: true,
                    hint: false,
                    highlight: false,
                    suggested: false,
                    last_move: false,
                    ghost: None,
                    turning: None,
                    line_move: None,
                    value: None,
                    tooltip: None,
                    label: format!("{square}, {what}, {}", t!("cell-editing")),
                });
            }
        }
        cells
    }

    /// The editor's tools, in place of the status bar.
    pub fn bar(&self, ui: &mut Ui) -> Option<Command> {
        let editor = self;
        let mut command = None;
        let mut pick = |edit| {
            command = Some(Command::Game(GameCommand::Othello(OthelloCommand::Edit(
                edit,
            ))))
        };
        ui.add_space(4.0);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(t!("editor-title")).strong());
            ui.separator();
            ui.label(t!("editor-click"));
            for brush in Brush::ALL {
                if ui.radio(editor.brush == brush, brush.name()).clicked() {
                    pick(Edit::Brush(brush));
                }
            }
            ui.separator();
            if ui.button(t!("editor-clear")).clicked() {
                pick(Edit::Clear);
            }
            if ui.button(t!("editor-standard")).clicked() {
                pick(Edit::Standard);
            }
            ui.separator();
            ui.label(t!("editor-to-move"));
            for player in Player::BOTH {
                if ui
                    .radio(editor.setup.turn == player, i18n::player(player))
                    .clicked()
                {
                    pick(Edit::Turn(player));
                }
            }
        });
        ui.horizontal_wrapped(|ui| {
            let verdict = playable(&editor.setup);
            let start = ui.add_enabled(verdict.is_ok(), egui::Button::new(t!("setup-start")));
            if start.clicked() {
                pick(Edit::Start);
            }
            if ui.button(t!("cancel")).clicked() {
                pick(Edit::Cancel);
            }
            match verdict {
                Ok(game) => {
                    let counts = game.counts();
                    let to_move = game.turn().map_or_else(String::new, i18n::player);
                    let (black, white) = (counts.black, counts.white);
                    ui.label(if game.turn() != Some(editor.setup.turn) {
                        let passer = i18n::player(editor.setup.turn);
                        t!(
                            "editor-counts-pass",
                            black = black,
                            white = white,
                            player = to_move,
                            passer = passer
                        )
                    } else {
                        t!(
                            "editor-counts",
                            black = black,
                            white = white,
                            player = to_move
                        )
                    });
                }
                Err(why) => {
                    ui.colored_label(ui.visuals().warn_fg_color, why.text());
                }
            }
        });
        command
    }
}

/// The game that starts from `setup`, or why none can: the core's error, or a position in
/// which neither side can move.
fn playable(setup: &Setup) -> Result<Game, Message> {
    let game = Game::from_setup(setup).map_err(|e| Message::plain(e.to_string()))?;
    if game.is_over() {
        return Err(Message::new("editor-no-moves"));
    }
    Ok(game)
}
