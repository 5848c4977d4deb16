//! The best lines beside the board (View → Best lines): the best moves of the position on the
//! board, best first, each with its value, where the value comes from (the search's depth, an
//! exact solve, the opening book) and the line the engine expects, deepening live with the
//! analysis. The values are the ones written on the board (one source: [`Scene::values`]).
//!
//! Resting the mouse on a line shows it on the board as numbered discs; clicking a move of a
//! line plays the line up to it. The number of lines and the analysis's level are chosen here
//! and in the View menu, and remembered.

use super::{MenuEntry, Needs, Panel, Place, Scene};
use crate::gui::board::CellView;
use crate::gui::command::{Command, GameCommand, OthelloCommand, Preference};
use crate::gui::i18n::t;
use crate::gui::room::othello::shown::ShownValue;
use crate::gui::settings::{SearchLevel, Study};
use egui::{RichText, Ui};
use othello_core::Square;

/// The name the panel is saved under.
pub const ID: &str = "lines";

/// The panel's width: a line of ten moves fits.
const WIDTH: f32 = 290.0;

/// The height the list takes before it scrolls.
const LIST_HEIGHT: f32 = 300.0;

/// The Best lines panel, and the line under the mouse.
#[derive(Default)]
pub struct Lines {
    /// The line under the mouse (its first move), shown on the board.
    hovered: Option<Square>,
}

impl Panel for Lines {
    fn id(&self) -> &'static str {
        ID
    }

    fn place(&self) -> Place {
        Place::Side
    }

    fn menu(&self) -> Option<MenuEntry> {
        Some(MenuEntry {
            name: "menu-show-lines",
            tip: Some("menu-show-lines-tip"),
            key: None,
        })
    }

    fn shown_by_default(&self) -> bool {
        false
    }

    fn needs(&self) -> Needs {
        Needs {
            analysis: true,
            book: true,
        }
    }

    fn width(&self) -> f32 {
        WIDTH
    }

    fn game_changed(&mut self, _scene: &Scene) {
        self.hovered = None;
    }

    fn show(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        ui.heading(t!("lines-heading"));
        let mut command = controls(ui, scene.settings.study);
        let values = scene.values();
        let count = match scene.settings.study.lines {
            0 => values.len(),
            n => usize::from(n).min(values.len()),
        };
        if scene.game.turn().is_none() {
            ui.label(RichText::new(t!("lines-game-over")).weak());
            return command;
        }
        if values.is_empty() {
            let text = if scene.work.analysing {
                t!("analysis-starting")
            } else {
                t!("lines-waiting")
            };
            ui.label(RichText::new(text).weak());
            self.hovered = None;
            return command;
        }
        let mut hovered = None;
        egui::ScrollArea::vertical()
            .id_salt("best lines")
            .max_height(LIST_HEIGHT)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                for (rank, value) in values.iter().take(count).enumerate() {
                    let row = ui.vertical(|ui| {
                        if let Some(asked) = line_row(ui, rank, value, scene) {
                            command = Some(asked);
                        }
                    });
                    if ui.rect_contains_pointer(row.response.rect) {
                        hovered = Some(value.square);
                    }
                    ui.add_space(2.0);
                }
            });
        self.hovered = hovered;
        command
    }

    fn decorate(&self, cells: &mut [CellView], scene: &Scene) {
        let Some(first) = self.hovered else {
            return;
        };
        let Some(value) = scene.values().iter().find(|v| v.square == first) else {
            return;
        };
        crate::gui::room::othello::cells::mark_line(cells, scene.game, &value.value.pv);
    }
}

/// The number of lines and the analysis's level, as two lists.
fn controls(ui: &mut Ui, study: Study) -> Option<Command> {
    let mut command = None;
    ui.horizontal_wrapped(|ui| {
        let name = |n: u8| {
            if n == 0 {
                t!("lines-all")
            } else {
                n.to_string()
            }
        };
        let label = ui.label(t!("lines-count"));
        egui::ComboBox::from_id_salt("lines count")
            .selected_text(name(study.lines))
            .width(48.0)
            .show_ui(ui, |ui| {
                for n in [1, 2, 3, 4, 6, 8, Study::MAX_LINES, 0] {
                    if ui.selectable_label(study.lines == n, name(n)).clicked() {
                        let study = Study { lines: n, ..study };
                        command = Some(Command::Set(Preference::Study(study)));
                    }
                }
            })
            .response
            .labelled_by(label.id);
        let label = ui.label(t!("lines-level"));
        if let Some(level) = level_list(
            ui,
            "analysis level",
            label.id,
            study.analysis,
            SearchLevel::ANALYSIS,
        ) {
            let study = Study {
                analysis: level,
                ..study
            };
            command = Some(Command::Set(Preference::Study(study)));
        }
    });
    command
}

/// A list of search levels, `current` chosen; the level picked, if one was.
pub fn level_list(
    ui: &mut Ui,
    id: &str,
    label: egui::Id,
    current: SearchLevel,
    default: SearchLevel,
) -> Option<SearchLevel> {
    let mut picked = None;
    egui::ComboBox::from_id_salt(id)
        .selected_text(current.name())
        .show_ui(ui, |ui| {
            for level in SearchLevel::offered(default, current) {
                if ui
                    .selectable_label(current == level, level.name())
                    .clicked()
                {
                    picked = Some(level);
                }
            }
        })
        .response
        .labelled_by(label);
    picked
}

/// One line: its rank, its first move (a button that plays it), its value and where the value
/// comes from; then the line, each move a button that plays the line up to it.
fn line_row(ui: &mut Ui, rank: usize, value: &ShownValue, scene: &Scene) -> Option<Command> {
    let mut command = None;
    let play_up_to = |upto: usize| {
        let moves = value.value.pv[..=upto].to_vec();
        Command::Game(GameCommand::Othello(OthelloCommand::PlayLine(moves)))
    };
    let source = if value.value.exact && value.cell.book {
        t!("lines-book-exact")
    } else if value.cell.book {
        t!("lines-book", depth = value.value.depth)
    } else if value.value.exact {
        t!("lines-exact")
    } else {
        t!("lines-depth", depth = value.value.depth)
    };
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(format!("{}.", rank + 1)).weak());
        let first = ui
            .add_enabled(
                scene.playable,
                egui::Button::new(RichText::new(value.square.to_string()).strong()),
            )
            .on_hover_text(t!("book-play-tip", square = value.square.to_string()));
        let label = t!(
            "lines-line-label",
            line = rank + 1,
            square = value.square.to_string()
        );
        first.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, scene.playable, &label));
        if first.clicked() {
            command = Some(play_up_to(0));
        }
        let colour =
            crate::gui::theme::Theme::for_visuals(ui.visuals()).value_colour(value.cell.worse);
        ui.label(
            RichText::new(value.cell.text.as_str())
                .strong()
                .color(colour),
        )
        .on_hover_text(value.line.as_str());
        ui.label(RichText::new(source).weak());
    });
    if value.value.pv.len() > 1 {
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 3.0;
            ui.add_space(14.0);
            for (i, square) in value.value.pv.iter().enumerate().skip(1) {
                let button = ui
                    .add_enabled(
                        scene.playable,
                        egui::Button::new(RichText::new(square.to_string()).monospace())
                            .frame(false)
                            .small(),
                    )
                    .on_hover_text(t!("lines-play-up-to", square = square.to_string()));
                let label = t!(
                    "lines-move-label",
                    line = rank + 1,
                    number = i + 1,
                    square = square.to_string()
                );
                button.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, scene.playable, &label)
                });
                if button.clicked() {
                    command = Some(play_up_to(i));
                }
            }
        });
    }
    command
}
