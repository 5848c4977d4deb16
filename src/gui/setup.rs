//! The "New game" dialog. It edits a copy of the options and hands it back only on Start;
//! Cancel (or Escape) leaves everything as it was.

use super::command::Command;
use super::i18n;
use super::settings::{GameKind, NewGame, Seat, Start};
use super::theme::Theme;
use crate::gui::i18n::t;
use egui::{Key, Modal, Rect, Sense, Stroke, Ui, Vec2, pos2, vec2};
use othello_core::{MAX_SIZE, MIN_SIZE, Player, RuleSet, WinRule};
use othello_engine::{Level, perfect_play_feasible};
use tictactoe;

/// The dialog's width when the window allows it.
const DIALOG_WIDTH: f32 = 400.0;
/// The height the options take for Othello, the taller of the two games.
const BODY_HEIGHT: f32 = 521.2;
/// The height of everything but the options: the heading, the buttons, the margins.
const CHROME_HEIGHT: f32 = 150.0;
/// The options never get less than this, however small the window.
const MIN_BODY_HEIGHT: f32 = 60.0;

/// The dialog's state: a copy of the choices, edited until Start or Cancel.
#[derive(Clone, Debug, PartialEq)]
pub struct SetupDialog {
    /// The choices as edited so far.
    pub draft: NewGame,
    /// The height of the options as last drawn (view state), to know whether they fit.
    body: f32,
}

impl SetupDialog {
    /// A dialog starting from `draft`.
    pub fn new(draft: NewGame) -> Self {
        SetupDialog { draft, body: 0.0 }
    }

    /// Whether the options of the chosen game describe a game; the message if not.
    fn validate(&self) -> Result<(), String> {
        match self.draft.game {
            GameKind::Othello => {
                self.draft.options.validate().map_err(|e| e.to_string())?;
                if !self.draft.start.applies_to(&self.draft.options) {
                    return Err(t!("opening-xot-unavailable"));
                }
                Ok(())
            }
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
        // Enter in a field being typed in takes the value there; it starts the game only when
        // no field had the keyboard at the start of the frame.
        let typing = ui.ctx().egui_wants_keyboard_input();
        // Escape on an open list closes the list (egui does that); only with none open does it
        // cancel the dialog.
        let list_open = egui::Popup::is_any_open(ui.ctx());
        // Whatever the window's size, the heading and the buttons stay on screen and the
        // options between them scroll; the options take the same room for both games, so the
        // dialog does not jump when the game changes.
        let screen = ui.ctx().content_rect();
        let body_height = (screen.height() - CHROME_HEIGHT).max(MIN_BODY_HEIGHT);
        let modal = Modal::new(egui::Id::unique("setup dialog")).show(ui.ctx(), |ui| {
            let width = DIALOG_WIDTH.min(screen.width() - 40.0).max(160.0);
            ui.set_width(width);
            ui.heading(t!("setup-title"));
            ui.add_space(6.0);
            // At its full height from the first frame (left to itself, a scroll area grows
            // toward its content a little each frame, and the dialog came up cut short).
            let mut body = egui::ScrollArea::both()
                .min_scrolled_height(BODY_HEIGHT.min(body_height))
                .max_height(body_height)
                .max_width(width)
                .auto_shrink([false, true]);
            if self.body <= body_height && width >= DIALOG_WIDTH {
                // Everything fits (again, after the window grew): nothing to scroll to.
                body = body.scroll_offset(Vec2::ZERO);
            }
            let shown = body.show(ui, |ui| {
                ui.set_min_height(BODY_HEIGHT.min(body_height));
                self.options_grid(ui, theme);
            });
            self.body = shown.content_size.y;
            if let Err(e) = &valid {
                ui.colored_label(ui.visuals().error_fg_color, e.to_string());
            }
            ui.add_space(4.0);
            ui.separator();
            ui.horizontal_wrapped(|ui| {
                if ui
                    .add_enabled(valid.is_ok(), egui::Button::new(t!("setup-start")))
                    .clicked()
                {
                    command = Some(self.start());
                }
                if ui.button(t!("cancel")).clicked() {
                    command = Some(Command::CancelSetup);
                }
                ui.weak(t!("setup-keys"));
            });
        });
        if command.is_none() && modal.is_top_modal {
            if !list_open && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, Key::Escape)) {
                command = Some(Command::CancelSetup);
            } else if valid.is_ok()
                && !typing
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
                ui.label(t!("setup-game"));
                ui.horizontal(|ui| {
                    ui.radio_value(&mut self.draft.game, GameKind::Othello, t!("game-othello"));
                    ui.radio_value(
                        &mut self.draft.game,
                        GameKind::TicTacToe,
                        t!("game-tictactoe"),
                    );
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

                size_row(ui, &t!("setup-rows"), &mut self.draft.options.rows);
                size_row(ui, &t!("setup-columns"), &mut self.draft.options.cols);

                let perfect = perfect_play_feasible(&self.draft.options);
                seat_row(ui, Player::Black, &mut self.draft.black, perfect);
                seat_row(ui, Player::White, &mut self.draft.white, perfect);

                ui.label(t!("setup-first"));
                ui.horizontal(|ui| {
                    for p in Player::BOTH {
                        ui.radio_value(&mut self.draft.options.first, p, i18n::player(p));
                    }
                });
                ui.end_row();

                ui.label(t!("setup-centre"));
                ui.horizontal(|ui| {
                    centre_preview(ui, self.draft.options.top_left, theme);
                    ui.add_space(4.0);
                    // One above the other: side by side, the longer languages' choices ("Blanc
                    // en haut à gauche") do not fit the dialog's width.
                    ui.vertical(|ui| {
                        for p in Player::BOTH {
                            ui.radio_value(
                                &mut self.draft.options.top_left,
                                p,
                                t!("setup-top-left", player = i18n::player(p)),
                            );
                        }
                    });
                });
                ui.end_row();

                ui.label(t!("setup-winner"));
                ui.vertical(|ui| {
                    ui.radio_value(
                        &mut self.draft.options.win_rule,
                        WinRule::MostDiscs,
                        t!("setup-most-discs"),
                    );
                    ui.radio_value(
                        &mut self.draft.options.win_rule,
                        WinRule::FewestDiscs,
                        t!("setup-fewest-discs"),
                    );
                });
                ui.end_row();

                ui.label(t!("setup-rules"));
                ui.vertical(|ui| {
                    ui.radio_value(
                        &mut self.draft.options.rules,
                        RuleSet::Full,
                        t!("setup-full"),
                    )
                    .on_hover_text(t!("setup-full-tip"));
                    ui.radio_value(
                        &mut self.draft.options.rules,
                        RuleSet::Simple,
                        t!("setup-simple"),
                    )
                    .on_hover_text(t!("setup-simple-tip"));
                });
                ui.end_row();

                let label = ui.label(t!("setup-opening"));
                let options = self.draft.options;
                egui::ComboBox::from_id_salt("opening")
                    .selected_text(self.draft.start.name())
                    .width(190.0)
                    .show_ui(ui, |ui| {
                        for start in Start::ALL {
                            let fits = start.applies_to(&options);
                            let tip = if fits {
                                start.describe()
                            } else {
                                t!("opening-xot-unavailable")
                            };
                            ui.add_enabled_ui(fits, |ui| {
                                ui.selectable_value(&mut self.draft.start, start, start.name())
                                    .on_hover_text(&tip)
                                    .on_disabled_hover_text(tip);
                            });
                        }
                    })
                    .response
                    .labelled_by(label.id)
                    .on_hover_text(self.draft.start.describe());
                ui.end_row();

                ui.label(t!("setup-hints"));
                ui.checkbox(&mut self.draft.show_legal, t!("menu-show-legal"));
                ui.end_row();
                let label = ui.label(t!("setup-clock"));
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
    let label = ui.label(t!("setup-board-size"));
    ui.add(egui::Slider::new(
        &mut options.size,
        tictactoe::MIN_SIZE..=tictactoe::MAX_SIZE,
    ))
    .labelled_by(label.id);
    ui.end_row();
    options.k_in_a_row = options.k_in_a_row.clamp(tictactoe::MIN_K, options.size);
    let label = ui.label(t!("setup-in-a-row"));
    ui.add(egui::Slider::new(
        &mut options.k_in_a_row,
        tictactoe::MIN_K..=options.size,
    ))
    .labelled_by(label.id);
    ui.end_row();
    ui.label(t!("setup-first"));
    ui.horizontal(|ui| {
        for p in [tictactoe::Player::Cross, tictactoe::Player::Nought] {
            ui.radio_value(&mut options.first, p, p.symbol().to_string());
        }
    });
    ui.end_row();
    ui.label(t!("setup-computer"));
    ui.horizontal(|ui| {
        ui.radio_value(computer, None, t!("setup-neither"));
        for p in [tictactoe::Player::Cross, tictactoe::Player::Nought] {
            ui.radio_value(
                computer,
                Some(p),
                t!("setup-plays", symbol = p.symbol().to_string()),
            );
        }
    });
    ui.end_row();
}

/// Who plays one side: one menu with "Human" and the computer's levels. Expert on a board small
/// enough to solve from the start says that it plays perfectly.
fn seat_row(ui: &mut Ui, player: Player, seat: &mut Seat, perfect: bool) {
    let label = ui.label(i18n::player(player));
    ui.vertical(|ui| {
        let combo = egui::ComboBox::from_id_salt(("seat", player.name()))
            .selected_text(seat.describe())
            .width(190.0)
            .show_ui(ui, |ui| {
                ui.selectable_value(seat, Seat::Human, t!("seat-human"));
                for level in Level::ALL {
                    ui.selectable_value(
                        seat,
                        Seat::computer(level),
                        Seat::computer(level).describe(),
                    );
                }
            });
        combo.response.labelled_by(label.id);
        // What the choice means, under it, always there and two lines high, so that choosing
        // a level never moves the rows below (or Start) under the mouse.
        let note = match *seat {
            Seat::Computer(Level::Expert) if perfect => t!("setup-perfect"),
            Seat::Computer(level) => level_summary(level),
            Seat::Human => t!("setup-human-summary"),
        };
        let lines = 2.0 * ui.text_style_height(&egui::TextStyle::Small);
        ui.allocate_ui_with_layout(
            vec2(ui.available_width(), lines),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_min_height(lines);
                ui.add(egui::Label::new(egui::RichText::new(note).small()).wrap());
            },
        );
    });
    ui.end_row();
}

/// What a level means, in one line: how far it looks, how long it takes, how often it errs
/// (the figures of [`Level`]'s table).
pub fn level_summary(level: Level) -> String {
    match level {
        Level::Beginner => t!("level-beginner-summary"),
        Level::Novice => t!("level-novice-summary"),
        Level::Intermediate => t!("level-intermediate-summary"),
        Level::Advanced => t!("level-advanced-summary"),
        Level::Expert => t!("level-expert-summary"),
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
            t!("setup-centre-preview", player = i18n::player(top_left)),
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
