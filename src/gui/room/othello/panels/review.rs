//! The review beside the board (Game → Analyze game): its progress with a Cancel button while
//! it runs. It sits above the move list, whose moves carry the review's marks, and is shown
//! with it; what the review finds goes into the evaluation graph under the board
//! ([`super::graph`]).

use super::{Panel, Place, Scene};
use crate::gui::command::{Command, GameCommand, OthelloCommand};
use crate::gui::i18n::t;
use crate::gui::settings::Settings;
use egui::{RichText, Ui};

/// The review's progress.
pub struct ReviewPanel;

impl Panel for ReviewPanel {
    fn id(&self) -> &'static str {
        "review"
    }

    fn place(&self) -> Place {
        Place::Side
    }

    fn menu(&self) -> Option<super::MenuEntry> {
        None
    }

    fn shown_by_default(&self) -> bool {
        true
    }

    /// Shown with the move list, whose marks it explains.
    fn shown(&self, settings: &Settings) -> bool {
        super::moves::Moves.shown(settings)
    }

    fn has_content(&self, scene: &Scene) -> bool {
        scene.work.review_run.is_some_and(|r| r.running)
    }

    fn separated(&self) -> bool {
        false
    }

    fn show(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        let mut command = None;
        if let Some(run) = scene.work.review_run.filter(|r| r.running) {
            ui.label(RichText::new(t!("review-progress", level = run.level.name())).small());
            ui.horizontal(|ui| {
                let bar = egui::ProgressBar::new(run.done as f32 / run.total.max(1) as f32)
                    .text(format!("{}/{}", run.done, run.total))
                    .desired_width(ui.available_width() - 60.0);
                ui.add(bar);
                if ui.button(t!("cancel")).clicked() {
                    command = Some(Command::Game(GameCommand::Othello(
                        OthelloCommand::CancelReview,
                    )));
                }
            });
        }
        command
    }
}
