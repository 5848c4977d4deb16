//! The menu bar: the Game, View and Help menus and the Undo, Redo and Hint buttons.

use super::keys::{NEW_GAME, OPEN, QUIT, REDO, SAVE, SAVE_AS, UNDO};
use super::{App, Command, Preference};
use crate::gui::board::Orientation;
use crate::gui::command::{DocumentCommand, GameCommand, OthelloCommand};
use crate::gui::i18n::t;
use crate::gui::i18n::{self, Language};
use crate::gui::platform;
use crate::gui::settings::Seat;
use crate::gui::settings::{
    AnimationSpeed, Pace, ReviewLevel, SearchLevel, Study, ThemeChoice, Threads, hardware_threads,
};
use egui::{Key, KeyboardShortcut, Modifiers, Ui};
use othello_core::Player;
use othello_engine::Level;

impl App {
    /// Game → Black and White: who plays each side of the game on the board from here on, a
    /// person or the computer at a level (a record opened for study starts with people on
    /// both sides).
    fn seat_menus(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        for player in Player::BOTH {
            let seat = self.othello().seat(player);
            let name = t!(
                "menu-seat",
                player = i18n::player(player),
                seat = seat.describe()
            );
            ui.menu_button(name, |ui| {
                let choices = std::iter::once(Seat::HUMAN).chain(Level::ALL.map(Seat::computer));
                for choice in choices {
                    if ui.radio(seat == choice, choice.describe()).clicked() {
                        commands.push(Command::Game(GameCommand::Othello(
                            OthelloCommand::SetSeat(player, choice),
                        )));
                    }
                }
            });
        }
    }

    /// Game → Open, Save, Save as and Import database.
    fn file_menu_items(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let records = self.room().has_records();
        let open =
            egui::Button::new(t!("menu-open")).shortcut_text(ui.ctx().format_shortcut(&OPEN));
        if ui.add(open).clicked() {
            commands.push(Command::OpenFileDialog);
        }
        let save =
            egui::Button::new(t!("menu-save")).shortcut_text(ui.ctx().format_shortcut(&SAVE));
        if ui.add_enabled(records, save).clicked() {
            commands.push(Command::SaveGame);
        }
        let save_as =
            egui::Button::new(t!("menu-save-as")).shortcut_text(ui.ctx().format_shortcut(&SAVE_AS));
        if ui.add_enabled(records, save_as).clicked() {
            commands.push(Command::SaveGameAs);
        }
        if ui
            .button(t!("menu-import-database"))
            .on_hover_text(t!("menu-import-database-tip"))
            .clicked()
        {
            commands.push(Command::ImportDatabaseDialog);
        }
    }

    /// At the menu bar's right end, what the room folded away for lack of room: in full where
    /// it fits, else in a word with the full text on hover, else not at all (it never takes
    /// room from the board).
    pub(super) fn folded_note(&self, ui: &mut Ui) {
        let Some(full) = self.room().folded() else {
            return;
        };
        let tip = format!("{full}\n\n{}", t!("panels-folded-tip"));
        let width = |text: &str| {
            let font = egui::TextStyle::Small.resolve(ui.style());
            let color = ui.visuals().weak_text_color();
            ui.painter()
                .layout_no_wrap(text.to_owned(), font, color)
                .size()
                .x
        };
        let room = ui.available_size_before_wrap().x - 2.0 * ui.spacing().item_spacing.x;
        let short = t!("panels-folded-short");
        let text = if width(&full) <= room {
            full
        } else if width(&short) <= room {
            short
        } else {
            return;
        };
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let label = ui.add(egui::Label::new(egui::RichText::new(text).weak().small()).extend());
            // Below it and leftwards, into the window (at its right end, a tooltip opened
            // rightwards ran off the window).
            let mut tooltip = egui::containers::Tooltip::for_enabled(&label);
            tooltip.popup = tooltip
                .popup
                .align(egui::RectAlign::BOTTOM_END)
                .align_alternatives(&[egui::RectAlign::BOTTOM_START]);
            tooltip.show(|ui| ui.label(tip));
        });
    }

    pub(super) fn menus(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        ui.menu_button(t!("menu-game"), |ui| {
            let new = egui::Button::new(t!("menu-new-game"))
                .shortcut_text(ui.ctx().format_shortcut(&NEW_GAME));
            if ui.add(new).clicked() {
                commands.push(Command::OpenSetup);
            }
            if ui.button(t!("menu-restart")).clicked() {
                commands.push(Command::Game(GameCommand::Restart));
            }
            if self.room().has_records() {
                self.seat_menus(ui, commands);
            }
            ui.separator();
            let records = self.room().has_records();
            self.file_menu_items(ui, commands);
            if self.room().has_records() && ui.button(t!("menu-edit-position")).clicked() {
                commands.push(Command::Game(GameCommand::Othello(
                    OthelloCommand::EditPosition,
                )));
            }
            if self.room().has_records() {
                ui.menu_button(t!("menu-analyze-game"), |ui| {
                    let chosen = self.settings.study.review.checked();
                    for level in ReviewLevel::LEVELS {
                        let review = ReviewLevel { level, ..chosen };
                        let button = egui::Button::selectable(level == chosen.level, level.name());
                        if ui.add(button).clicked() {
                            commands.push(Command::Set(Preference::Study(Study {
                                review,
                                ..self.settings.study
                            })));
                            commands.push(Command::Game(GameCommand::Othello(
                                OthelloCommand::ReviewGame(review),
                            )));
                        }
                    }
                    ui.separator();
                    ui.menu_button(t!("menu-review-exact"), |ui| {
                        for empties in ReviewLevel::EXACT {
                            let name = match empties {
                                0 => t!("review-exact-never"),
                                e => t!("review-exact-from", empties = e),
                            };
                            let button =
                                egui::Button::selectable(empties == chosen.exact_empties, name);
                            if ui.add(button).clicked() {
                                let review = ReviewLevel {
                                    exact_empties: empties,
                                    ..chosen
                                };
                                commands.push(Command::Set(Preference::Study(Study {
                                    review,
                                    ..self.settings.study
                                })));
                            }
                        }
                    });
                });
            }
            ui.separator();
            let copy = egui::Button::new(t!("menu-copy-game")).shortcut_text(
                ui.ctx()
                    .format_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::C)),
            );
            if ui.add(copy).clicked() {
                commands.push(Command::Game(GameCommand::Othello(
                    OthelloCommand::CopyGame,
                )));
            }
            let paste = egui::Button::new(t!("menu-paste-game")).shortcut_text(
                ui.ctx()
                    .format_shortcut(&KeyboardShortcut::new(Modifiers::COMMAND, Key::V)),
            );
            if ui.add(paste).clicked() {
                commands.push(Command::Game(GameCommand::Othello(
                    OthelloCommand::RequestPaste,
                )));
            }
            if ui
                .add_enabled(records, egui::Button::new(t!("menu-copy-ggf")))
                .clicked()
            {
                commands.push(Command::Game(GameCommand::Othello(OthelloCommand::CopyGgf)));
            }
            if ui
                .add_enabled(records, egui::Button::new(t!("menu-copy-picture")))
                .on_hover_text(t!("menu-copy-picture-tip"))
                .clicked()
            {
                commands.push(DocumentCommand::CopyPicture.into());
            }
            // Where files are named by paths a dialog names the picture; in a browser it is a
            // download at once.
            let (export, tip) = if platform::FILE_PATHS {
                (t!("menu-export-picture"), t!("menu-export-picture-tip"))
            } else {
                (t!("menu-download-picture"), t!("menu-download-picture-tip"))
            };
            if ui
                .add_enabled(records, egui::Button::new(export))
                .on_hover_text(tip)
                .clicked()
            {
                commands.push(Command::ExportPictureDialog);
            }
            if ui
                .add_enabled(records, egui::Button::new(t!("menu-copy-obf")))
                .clicked()
            {
                commands.push(Command::Game(GameCommand::Othello(
                    OthelloCommand::CopyPosition,
                )));
            }
            ui.separator();
            if ui.button(t!("menu-statistics")).clicked() {
                commands.push(Command::ShowStats);
            }
            if platform::OWN_WINDOW {
                ui.separator();
                let quit = egui::Button::new(t!("menu-quit"))
                    .shortcut_text(ui.ctx().format_shortcut(&QUIT));
                if ui.add(quit).clicked() {
                    commands.push(Command::Quit);
                }
            }
        });
        ui.menu_button(t!("menu-view"), |ui| {
            let mut show = self.settings.show_legal;
            if ui.checkbox(&mut show, t!("menu-show-legal")).changed() {
                commands.push(Command::Set(Preference::ShowLegal(show)));
            }
            let mut mark = self.settings.mark_last_move;
            if ui.checkbox(&mut mark, t!("menu-mark-last")).changed() {
                commands.push(Command::Set(Preference::MarkLastMove(mark)));
            }
            let mut preview = self.settings.preview_flips;
            if ui
                .checkbox(&mut preview, t!("menu-preview-flips"))
                .changed()
            {
                commands.push(Command::Set(Preference::PreviewFlips(preview)));
            }
            for (id, entry, shown) in self.othello().panels(&self.settings) {
                let mut on = shown;
                let mut response = ui.checkbox(&mut on, i18n::format(entry.name, None));
                if let Some(tip) = entry.tip {
                    response = response.on_hover_text(i18n::format(tip, None));
                }
                if response.changed() {
                    commands.push(Command::Set(Preference::ShowPanel(id, on)));
                }
            }
            self.study_menus(ui, commands);
            ui.menu_button(t!("menu-flip-animation"), |ui| {
                for speed in AnimationSpeed::ALL {
                    if ui
                        .radio(self.settings.animation == speed, speed.name())
                        .clicked()
                    {
                        commands.push(Command::Set(Preference::Animation(speed)));
                    }
                }
            });
            ui.menu_button(t!("menu-theme"), |ui| {
                for choice in ThemeChoice::ALL {
                    if ui
                        .radio(self.settings.theme == choice, choice.name())
                        .clicked()
                    {
                        commands.push(Command::Set(Preference::Theme(choice)));
                    }
                }
            });
            ui.menu_button(t!("menu-computer-pace"), |ui| {
                for pace in Pace::ALL {
                    if ui.radio(self.settings.pace == pace, pace.name()).clicked() {
                        commands.push(Command::Set(Preference::Pace(pace)));
                    }
                }
            });
            ui.menu_button(t!("menu-threads"), |ui| {
                for threads in Threads::choices(hardware_threads()) {
                    if ui
                        .radio(self.settings.threads == threads, threads.name())
                        .clicked()
                    {
                        commands.push(Command::Set(Preference::Threads(threads)));
                    }
                }
            });
            ui.menu_button(t!("menu-language"), |ui| {
                let current = self.settings.language;
                let system = t!(
                    "menu-language-system",
                    language = self.view.system_language.native_name()
                );
                if ui.radio(current.is_none(), system).clicked() {
                    commands.push(Command::Set(Preference::Language(None)));
                }
                for language in Language::ALL {
                    if ui
                        .radio(current == Some(language), language.native_name())
                        .clicked()
                    {
                        commands.push(Command::Set(Preference::Language(Some(language))));
                    }
                }
            });
        });
        ui.menu_button(t!("menu-help"), |ui| {
            if ui.button(t!("menu-how-to-play")).clicked() {
                commands.push(Command::ShowHelp);
            }
            if ui.button(t!("menu-about")).clicked() {
                commands.push(Command::ShowAbout);
            }
        });
        ui.separator();
        let ctx = ui.ctx().clone();
        let (can_undo, can_redo) = self.can_undo_redo();
        let undo = ui
            .add_enabled(can_undo, egui::Button::new(t!("menu-undo")))
            .on_hover_text(t!("menu-undo-tip", key = ctx.format_shortcut(&UNDO)));
        if undo.clicked() {
            commands.push(Command::Game(GameCommand::Undo));
        }
        let redo = ui
            .add_enabled(can_redo, egui::Button::new(t!("menu-redo")))
            .on_hover_text(t!("menu-redo-tip", key = ctx.format_shortcut(&REDO)));
        if redo.clicked() {
            commands.push(Command::Game(GameCommand::Redo));
        }
        let can_hint = self.room().can_hint(&self.settings);
        let hint = ui
            .add_enabled(can_hint, egui::Button::new(t!("menu-hint")))
            .on_hover_text(t!("menu-hint-tip"));
        if hint.clicked() {
            commands.push(Command::Game(GameCommand::Othello(OthelloCommand::Hint)));
        }
    }
}

impl App {
    /// The study desk's entries of the View menu: the analysis's and the hint's level, and the
    /// board's turn.
    fn study_menus(&self, ui: &mut Ui, commands: &mut Vec<Command>) {
        let study = self.settings.study;
        let mut set = |study: Study| commands.push(Command::Set(Preference::Study(study)));
        ui.menu_button(t!("menu-analysis-level"), |ui| {
            for level in SearchLevel::offered(SearchLevel::ANALYSIS, study.analysis) {
                if ui.radio(study.analysis == level, level.name()).clicked() {
                    set(Study {
                        analysis: level,
                        ..study
                    });
                }
            }
        })
        .response
        .on_hover_text(t!("menu-analysis-level-tip"));
        ui.menu_button(t!("menu-hint-level"), |ui| {
            for level in SearchLevel::offered(SearchLevel::HINT, study.hint) {
                if ui.radio(study.hint == level, level.name()).clicked() {
                    set(Study {
                        hint: level,
                        ..study
                    });
                }
            }
        });
        ui.menu_button(t!("menu-turn-board"), |ui| {
            let turn = study.orientation;
            let mut entry = |ui: &mut Ui, name: String, orientation: Orientation| {
                if ui.button(name).clicked() {
                    set(Study {
                        orientation,
                        ..study
                    });
                }
            };
            entry(ui, t!("menu-turn-right"), turn.turned_right());
            entry(ui, t!("menu-turn-left"), turn.turned_left());
            entry(ui, t!("menu-turn-mirror"), turn.mirror());
            ui.separator();
            if ui
                .add_enabled(
                    !turn.is_upright(),
                    egui::Button::new(t!("menu-turn-upright")),
                )
                .clicked()
            {
                set(Study {
                    orientation: Orientation::UPRIGHT,
                    ..study
                });
            }
        });
    }
}
