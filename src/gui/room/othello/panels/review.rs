//! The review beside the board (Game → Analyze game): its progress with a Cancel button while
//! it runs, and the evaluation graph of the game from the review and the analysis of the
//! position on the board. It sits above the move list, whose moves carry the review's marks,
//! and is shown with it.

use super::{Panel, Place, Scene};
use crate::gui::command::{Command, GameCommand, OthelloCommand};
use crate::gui::graph::{self, Point};
use crate::gui::i18n::t;
use crate::gui::settings::Settings;
use crate::gui::theme::Theme;
use egui::Ui;
use othello_core::{Player, Ply};

/// The height of the graph, in points.
const GRAPH_HEIGHT: f32 = 90.0;

/// The review's progress and the graph.
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
        scene.review_run.is_some_and(|r| r.running) || graph_points(scene).0.len() >= 2
    }

    fn separated(&self) -> bool {
        false
    }

    fn show(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        let mut command = None;
        if let Some(run) = scene.review_run.filter(|r| r.running) {
            ui.horizontal(|ui| {
                let bar = egui::ProgressBar::new(run.done as f32 / run.total.max(1) as f32)
                    .text(t!(
                        "review-progress",
                        depth = run.depth,
                        done = run.done,
                        total = run.total
                    ))
                    .desired_width(ui.available_width() - 60.0);
                ui.add(bar);
                if ui.button(t!("cancel")).clicked() {
                    command = Some(Command::Game(GameCommand::Othello(
                        OthelloCommand::CancelReview,
                    )));
                }
            });
        }
        let (points, passes) = graph_points(scene);
        // A graph is a line: with one value (the analysis of the position on the board, which
        // the board shows already) it would be an empty box.
        if points.len() >= 2 {
            let game = scene.game;
            let total = game.moves_played().len() + game.redo_moves().len();
            let current = game.moves_played().len();
            let theme = Theme::for_visuals(ui.visuals());
            if let Some(c) = graph::show(ui, &points, &passes, current, total, GRAPH_HEIGHT, &theme)
            {
                command = Some(c);
            }
            ui.add_space(4.0);
        }
        command
    }
}

fn discs(hundredths: i32) -> f32 {
    hundredths as f32 / 100.0
}

/// The graph's points: the reviewed moves, and the analysis of the position on the board; and
/// the move counts after which a pass came.
fn graph_points(scene: &Scene) -> (Vec<Point>, Vec<usize>) {
    let game = scene.game;
    let line = game.line().plies;
    let mut counts = Vec::with_capacity(line.len());
    let mut passes = Vec::new();
    let mut count = 0;
    for ply in &line {
        match ply {
            Ply::Move { .. } => count += 1,
            Ply::Pass(_) => passes.push(count),
        }
        counts.push(count);
    }
    let mut points: Vec<Point> = Vec::new();
    if let Some(review) = &scene.review {
        // The start's value: the first move's best, for Black.
        if let Some(Some(first)) = review.plies.first() {
            let sign = if first.player == Player::Black { 1 } else { -1 };
            points.push(Point {
                moves: 0,
                value: discs(sign * first.best_value),
                mistake: false,
            });
        }
        for (i, m) in review.plies.iter().enumerate() {
            if let Some(m) = m {
                points.push(Point {
                    moves: counts[i],
                    value: discs(m.for_black()),
                    mistake: m.mark().is_some(),
                });
            }
        }
    }
    let current = game.moves_played().len();
    if let (Some(analysis), Some(turn)) = (&scene.analysis, game.turn())
        && !points.iter().any(|p| p.moves == current)
        && let Some(best) = analysis.moves.first()
    {
        let sign = if turn == Player::Black { 1 } else { -1 };
        points.push(Point {
            moves: current,
            value: discs(sign * best.value),
            mistake: false,
        });
    }
    points.sort_by_key(|p| p.moves);
    (points, passes)
}
