//! The "New game" dialog. It edits a copy of the options and hands it back only on Start;
//! Cancel (or Escape) leaves everything as it was.

use super::Command;
use super::settings::{GameKind, NewGame, Seat};
use super::theme::Theme;
use crate::core::{MAX_SIZE, MIN_SIZE, Player, RuleSet, WinRule};
use crate::engine::{Level, perfect_play_feasible};
use crate::tictactoe;
use egui::{Key, Modal, Rect, Sense, Stroke, Ui, Vec2, pos2, vec2};

/// The dialog's width when the window allows it.
const DIALOG_WIDTH: f32 = 400.0;
/// The height the options take for Othello, the taller of the two games.
const BODY_HEIGHT: f32 = 430.0;
/// The height of everything but the options: the heading, the buttons, the margins.
const CHROME_HEIGHT: f32 = 150.0;
/// The options never get less than this, however small the window.
const MIN_BODY_HEIGHT: f32 = 60.0;

/// The dialog's state: a copy of the choices, edited until Start or Cancel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupDialog {
    /// The choices as edited so far.
    pub draft: NewGame,
}

impl SetupDialog {
    /// A dialog starting from `draft`.
    pub fn new(draft: NewGame) -> Self {
        SetupDialog { draft }
    }

    /// Whether the options of the chosen game describe a game; the message if not.
    fn validate(&self) -> Result<(), String> {
        match self.draft.game {
            GameKind::Othello => self.draft.options.validate().map_err(|e| e.to_string()),
            GameKind::TicTacToe => self
                .draft
                .tictactoe
                .validate()
                .map(|_| ())
                .map_err(|e| e.to_string()),
        }
    }

    /// Shows the dialog; returns [`Command::StartGame`] or [`Command::CancelSetup`] when the
    /// user is done with it.
    pub fn show(&mut self, ui: &Ui, theme: &Theme) -> Option<Command> {
        let mut command = None;
        let valid = self.validate();
        // Whatever the window's size, the heading and the buttons stay on screen and the
        // options between them scroll; the options take the same room for both games, so the
        // dialog does not jump when the game changes.
        let screen = ui.ctx().content_rect();
        let body_height = (screen.height() - CHROME_HEIGHT).max(MIN_BODY_HEIGHT);
        let modal = Modal::new(egui::Id::unique("setup dialog")).show(ui.ctx(), |ui| {
            let width = DIALOG_WIDTH.min(screen.width() - 40.0).max(160.0);
            ui.set_width(width);
            ui.heading("New game");
            ui.add_space(6.0);
            egui::ScrollArea::both()
                .max_height(body_height)
                .max_width(width)
                .auto_shrink([false, true])
                .show(ui, |ui| {
                    ui.set_min_height(BODY_HEIGHT.min(body_height));
                    self.options_grid(ui, theme);
                });
            if let Err(e) = &valid {
                ui.colored_label(ui.visuals().error_fg_color, e.to_string());
            }
            ui.add_space(4.0);
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                if ui
                    .add_enabled(valid.is_ok(), egui::Button::new("Start"))
                    .clicked()
                {
                    command = Some(self.start());
                }
                if ui.button("Cancel").clicked() {
                    command = Some(Command::CancelSetup);
                }
                ui.weak("Enter starts, Escape cancels");
            });
        });
        if command.is_none() && modal.is_top_modal {
            if ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::Escape)) {
                command = Some(Command::CancelSetup);
            } else if valid.is_ok()
                && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::Enter))
            {
                command = Some(self.start());
            }
        }
        command
    }

    /// The options, two columns: a name and its choices.
    fn options_grid(&mut self, ui: &mut Ui, theme: &Theme) {
        egui::Grid::new("setup grid")
            .num_columns(2)
            .spacing([16.0, 14.0])
            .show(ui, |ui| {
                ui.label("Game");
                ui.horizontal(|ui| {
                    ui.radio_value(&mut self.draft.game, GameKind::Othello, "Othello");
                    ui.radio_value(&mut self.draft.game, GameKind::TicTacToe, "Tic-tac-toe");
                });
                ui.end_row();
                if self.draft.game == GameKind::TicTacToe {
                    tictactoe_rows(
                        ui,
                        &mut self.draft.tictactoe,
                        &mut self.draft.tictactoe_computer,
                    );
                    return;
                }

                size_row(ui, "Rows", &mut self.draft.options.rows);
                size_row(ui, "Columns", &mut self.draft.options.cols);

                let perfect = perfect_play_feasible(&self.draft.options);
                seat_row(ui, Player::Black, &mut self.draft.black, perfect);
                seat_row(ui, Player::White, &mut self.draft.white, perfect);

                ui.label("First player");
                ui.horizontal(|ui| {
                    for p in Player::BOTH {
                        ui.radio_value(&mut self.draft.options.first, p, p.name());
                    }
                });
                ui.end_row();

                ui.label("Centre");
                ui.horizontal(|ui| {
                    centre_preview(ui, self.draft.options.top_left, theme);
                    ui.add_space(4.0);
                    for p in Player::BOTH {
                        ui.radio_value(
                            &mut self.draft.options.top_left,
                            p,
                            format!("{} top-left", p.name()),
                        );
                    }
                });
                ui.end_row();

                ui.label("Winner");
                ui.vertical(|ui| {
                    ui.radio_value(
                        &mut self.draft.options.win_rule,
                        WinRule::MostDiscs,
                        "Most discs wins",
                    );
                    ui.radio_value(
                        &mut self.draft.options.win_rule,
                        WinRule::FewestDiscs,
                        "Fewest discs wins",
                    );
                });
                ui.end_row();

                ui.label("Rules");
                ui.vertical(|ui| {
                    ui.radio_value(&mut self.draft.options.rules, RuleSet::Full, "Full")
                        .on_hover_text("Standard Othello: a move must outflank a line.");
                    ui.radio_value(&mut self.draft.options.rules, RuleSet::Simple, "Simple")
                        .on_hover_text(
                            "Any empty cell next to an opponent disc; the neighbours flip.",
                        );
                });
                ui.end_row();

                ui.label("Hints");
                ui.checkbox(&mut self.draft.show_legal, "Show legal moves");
                ui.end_row();
                let label = ui.label("Clock");
                egui::ComboBox::from_id_salt("clock")
                    .selected_text(crate::gui::clock::name(self.draft.clock))
                    .width(190.0)
                    .show_ui(ui, |ui| {
                        for choice in crate::gui::clock::CHOICES {
                            ui.selectable_value(
                                &mut self.draft.clock,
                                choice,
                                crate::gui::clock::name(choice),
                            );
                        }
                    })
                    .response
                    .labelled_by(label.id);
                ui.end_row();
            });
    }

    fn start(&self) -> Command {
        Command::StartGame(self.draft)
    }
}

/// The tic-tac-toe options: board size, how many in a row win, who starts.
fn tictactoe_rows(
    ui: &mut Ui,
    options: &mut tictactoe::Options,
    computer: &mut Option<tictactoe::Player>,
) {
    let label = ui.label("Board size");
    ui.add(egui::Slider::new(
        &mut options.size,
        tictactoe::MIN_SIZE..=tictactoe::MAX_SIZE,
    ))
    .labelled_by(label.id);
    ui.end_row();
    options.k_in_a_row = options.k_in_a_row.clamp(tictactoe::MIN_K, options.size);
    let label = ui.label("In a row to win");
    ui.add(egui::Slider::new(
        &mut options.k_in_a_row,
        tictactoe::MIN_K..=options.size,
    ))
    .labelled_by(label.id);
    ui.end_row();
    ui.label("First player");
    ui.horizontal(|ui| {
        for p in [tictactoe::Player::Cross, tictactoe::Player::Nought] {
            ui.radio_value(&mut options.first, p, p.symbol().to_string());
        }
    });
    ui.end_row();
    ui.label("Computer");
    ui.horizontal(|ui| {
        ui.radio_value(computer, None, "Neither");
        for p in [tictactoe::Player::Cross, tictactoe::Player::Nought] {
            ui.radio_value(computer, Some(p), format!("Plays {}", p.symbol()));
        }
    });
    ui.end_row();
}

/// Who plays one side: one menu with "Human" and the computer's levels. Expert on a board small
/// enough to solve from the start says that it plays perfectly.
fn seat_row(ui: &mut Ui, player: Player, seat: &mut Seat, perfect: bool) {
    let label = ui.label(player.name());
    ui.horizontal(|ui| {
        let combo = egui::ComboBox::from_id_salt(("seat", player.name()))
            .selected_text(seat.describe())
            .width(190.0)
            .show_ui(ui, |ui| {
                ui.selectable_value(seat, Seat::Human, "Human");
                for level in Level::ALL {
                    ui.selectable_value(
                        seat,
                        Seat::computer(level),
                        format!("Computer ({})", level.name()),
                    );
                }
            });
        combo.response.labelled_by(label.id);
    });
    ui.end_row();
    if let Seat::Computer(level) = *seat {
        ui.label("");
        let note = if level == Level::Expert && perfect {
            "Plays perfectly on this board.".to_owned()
        } else {
            level_summary(level).to_owned()
        };
        ui.add(egui::Label::new(egui::RichText::new(note).weak().small()).wrap());
        ui.end_row();
    }
}

/// What a level means, in one line: how far it looks, how long it takes, how often it errs
/// (the figures of [`Level`]'s table).
pub fn level_summary(level: Level) -> &'static str {
    match level {
        Level::Beginner => "Looks one move ahead, often errs; 0.2 s a move.",
        Level::Novice => "Looks two moves ahead, errs now and then; 0.5 s a move.",
        Level::Intermediate => {
            "Looks four moves ahead, rarely errs; exact in the last 10 moves; 1 s a move."
        }
        Level::Advanced => "Looks six moves ahead; exact in the last 12 moves; 2 s a move.",
        Level::Expert => "As deep as 3 s a move allows; exact in the last 20 moves.",
    }
}

/// A slider that only stops on the allowed sizes.
fn size_row(ui: &mut Ui, name: &str, value: &mut u8) {
    let label = ui.label(name);
    ui.add(
        egui::Slider::new(value, MIN_SIZE..=MAX_SIZE)
            .step_by(2.0)
            .fixed_decimals(0),
    )
    .labelled_by(label.id);
    // The slider already steps by two from an even start; this keeps typed values legal too.
    *value = (*value - *value % 2).clamp(MIN_SIZE, MAX_SIZE);
    ui.end_row();
}

/// The four centre cells as they will be set up.
fn centre_preview(ui: &mut Ui, top_left: Player, theme: &Theme) {
    let side = 22.0;
    let (rect, response) = ui.allocate_exact_size(Vec2::splat(side * 2.0), Sense::hover());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Image,
            true,
            format!(
                "Centre preview: {} top-left and bottom-right",
                top_left.name()
            ),
        )
    });
    let painter = ui.painter_at(rect.expand(1.0));
    painter.rect_filled(rect, 2.0, theme.felt);
    for (dr, dc) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
        let cell = Rect::from_min_size(
            pos2(
                rect.left() + dc as f32 * side,
                rect.top() + dr as f32 * side,
            ),
            vec2(side, side),
        );
        let owner = if dr == dc {
            top_left
        } else {
            top_left.opponent()
        };
        painter.circle(
            cell.center(),
            side * 0.4,
            theme.disc(owner),
            Stroke::new(1.0, theme.disc_outline),
        );
    }
    painter.rect_stroke(
        rect,
        2.0,
        Stroke::new(1.0, theme.grid),
        egui::StrokeKind::Inside,
    );
}
