//! The mistakes of the reviewed game (View → Mistakes), and the practice on them: each side's
//! moves that gave away discs, with what they gave away, the best move and its value, each a
//! click away from its position; "Practise" starts the drill ([`crate::gui::room::othello::practice`]),
//! which this panel then shows: the mistake to put right, what the last try gave away, the line
//! that answers it, the score.

use super::{MenuEntry, Panel, Place, Scene};
use crate::gui::command::{Command, GameCommand, OthelloCommand, PracticeStep};
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::room::othello::practice::{GOOD_ENOUGH, Practice};
use egui::{RichText, Ui};
use othello_engine::{BLUNDER_DISCS, MISTAKE_DISCS, MoveReview};

/// The least losses the list offers to show, in discs.
const THRESHOLDS: [i32; 3] = [1, MISTAKE_DISCS, BLUNDER_DISCS];

/// A least loss's name: "Mistakes (3 discs or more)".
fn threshold_name(discs: i32) -> String {
    match discs {
        1 => t!("mistakes-all", discs = discs),
        d if d >= BLUNDER_DISCS => t!("mistakes-blunders", discs = d),
        d => t!("mistakes-mistakes", discs = d),
    }
}

/// The list of mistakes and the practice.
pub struct Mistakes {
    /// The least loss listed, in discs.
    threshold: i32,
}

impl Default for Mistakes {
    fn default() -> Self {
        Mistakes {
            threshold: MISTAKE_DISCS,
        }
    }
}

fn game_command(command: OthelloCommand) -> Command {
    Command::Game(GameCommand::Othello(command))
}

/// Hundredths of a disc as signed discs in the window's language: "+2.0".
fn discs(hundredths: i32) -> String {
    i18n::decimal(f64::from(hundredths) / 100.0, true)
}

/// Hundredths of a disc given away, in the window's language: "6.0".
fn lost(hundredths: i32) -> String {
    i18n::decimal(f64::from(hundredths) / 100.0, false)
}

impl Panel for Mistakes {
    fn id(&self) -> &'static str {
        "mistakes"
    }

    fn place(&self) -> Place {
        Place::Side
    }

    fn menu(&self) -> Option<MenuEntry> {
        Some(MenuEntry {
            name: "menu-show-mistakes",
            tip: Some("menu-show-mistakes-tip"),
            key: None,
        })
    }

    fn shown_by_default(&self) -> bool {
        true
    }

    /// Shown once the game has a review with a move in it, or while practising.
    fn has_content(&self, scene: &Scene) -> bool {
        scene.practice.is_some()
            || scene
                .reviewed
                .is_some_and(|r| r.plies.iter().any(Option::is_some))
    }

    fn show(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        if let Some(practice) = scene.practice {
            return show_practice(ui, practice);
        }
        let reviewed = scene.reviewed?;
        let mistakes = reviewed.mistakes(scene.game, 100 * self.threshold);
        let mut command = None;
        ui.horizontal_wrapped(|ui| {
            let heading =
                ui.label(RichText::new(t!("mistakes-heading", count = mistakes.len())).strong());
            egui::ComboBox::from_id_salt("mistakes threshold")
                .selected_text(threshold_name(self.threshold))
                .show_ui(ui, |ui| {
                    for discs in THRESHOLDS {
                        ui.selectable_value(&mut self.threshold, discs, threshold_name(discs));
                    }
                })
                .response
                .labelled_by(heading.id);
        });
        if mistakes.is_empty() {
            ui.label(t!("mistakes-none"));
            return None;
        }
        let played = scene.game.moves_played().len();
        let line = scene.game.line().plies;
        egui::ScrollArea::vertical()
            .id_salt("mistakes list")
            .max_height(160.0)
            .show(ui, |ui| {
                for (index, m) in &mistakes {
                    let before = line[..*index]
                        .iter()
                        .filter(|p| p.square().is_some())
                        .count();
                    // Each row's id is its move's, whatever is drawn before it.
                    let row = ui
                        .push_id(index, |ui| {
                            ui.selectable_label(before == played, row_text(before + 1, m))
                        })
                        .inner
                        .on_hover_text(t!("mistakes-row-tip"));
                    if row.clicked() {
                        command = Some(game_command(OthelloCommand::GoTo(before)));
                    }
                }
            });
        if ui
            .button(t!("mistakes-practise"))
            .on_hover_text(t!("mistakes-practise-tip"))
            .clicked()
        {
            command = Some(game_command(OthelloCommand::Practice(PracticeStep::Start(
                100 * self.threshold,
            ))));
        }
        command
    }
}

/// A mistake's row: "23. White e3: gave away 6.0 (c4 +2.0)".
fn row_text(number: usize, m: &MoveReview) -> String {
    t!(
        "mistakes-row",
        number = number,
        player = i18n::player(m.player),
        played = m.played.to_string(),
        lost = lost(m.loss()),
        best = m.best.to_string(),
        value = discs(m.best_value)
    )
}

/// The practice: the mistake to put right, the last try and the buttons.
fn show_practice(ui: &mut Ui, practice: &Practice) -> Option<Command> {
    let mut command = None;
    let item = practice.item();
    let m = &item.reviewed;
    ui.label(
        RichText::new(t!(
            "practice-heading",
            number = practice.current + 1,
            count = practice.items.len()
        ))
        .strong(),
    );
    ui.label(t!(
        "practice-task",
        player = i18n::player(m.player),
        played = m.played.to_string(),
        lost = lost(m.loss())
    ));
    if let Some(attempt) = &practice.attempt {
        let text = if attempt.loss <= GOOD_ENOUGH {
            t!(
                "practice-good",
                square = attempt.square.to_string(),
                value = discs(attempt.value)
            )
        } else if attempt.loss < m.loss() {
            t!(
                "practice-better",
                square = attempt.square.to_string(),
                lost = lost(attempt.loss)
            )
        } else {
            t!(
                "practice-worse",
                square = attempt.square.to_string(),
                lost = lost(attempt.loss)
            )
        };
        ui.label(text);
        let answer = attempt.answer();
        if !answer.is_empty() {
            let moves: Vec<String> = answer.iter().map(ToString::to_string).collect();
            ui.label(t!("practice-answer", line = moves.join(" ")))
                .on_hover_text(t!("practice-answer-tip"));
        }
    }
    if practice.revealed {
        ui.label(t!(
            "practice-best",
            best = m.best.to_string(),
            value = discs(m.best_value)
        ));
    }
    ui.horizontal_wrapped(|ui| {
        if practice.attempt.is_some() && ui.button(t!("practice-retry")).clicked() {
            command = Some(PracticeStep::Retry);
        }
        if !practice.revealed && ui.button(t!("practice-reveal")).clicked() {
            command = Some(PracticeStep::Reveal);
        }
        let last = practice.current + 1 >= practice.items.len();
        if !last && ui.button(t!("practice-next")).clicked() {
            command = Some(PracticeStep::Next);
        }
        if ui.button(t!("practice-stop")).clicked() {
            command = Some(PracticeStep::Stop);
        }
    });
    let (found, tried) = practice.score();
    ui.label(t!("practice-score", found = found, tried = tried));
    command.map(|step| game_command(OthelloCommand::Practice(step)))
}
