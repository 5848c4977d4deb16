//! The evaluation graph under the board (View → Show the evaluation graph): Black's value after
//! each move of the game's line as it becomes known (the analysis of each position looked at,
//! the computer's value of each move it played, Analyze game's review), each side's disc loss
//! by move and in total, a move-number axis; a click goes to the move under the mouse. Its
//! height is the player's to drag.

use super::{MenuEntry, Panel, Place, Scene};
use crate::gui::command::Command;
use crate::gui::graph::{Graph, Loss, Point};
use crate::gui::theme::Theme;
use egui::Ui;
use othello_core::{Player, Ply, Square};

/// The name the panel is saved under.
pub const ID: &str = "graph";

/// The graph under the board.
pub struct GraphPanel;

impl Panel for GraphPanel {
    fn id(&self) -> &'static str {
        ID
    }

    fn place(&self) -> Place {
        Place::Under
    }

    fn menu(&self) -> Option<MenuEntry> {
        Some(MenuEntry {
            name: "menu-show-graph",
            tip: Some("menu-show-graph-tip"),
            key: None,
        })
    }

    fn shown_by_default(&self) -> bool {
        true
    }

    /// A graph is a line: with one value (the one the board shows already) it would be an
    /// empty box.
    fn has_content(&self, scene: &Scene) -> bool {
        series(scene).points.len() >= 2
    }

    fn show(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        let series = series(scene);
        let game = scene.game;
        let graph = Graph {
            points: &series.points,
            losses: &series.losses,
            passes: &series.passes,
            current: game.moves_played().len(),
            total: game.moves_played().len() + game.redo_moves().len(),
        };
        let theme = Theme::for_visuals(ui.visuals());
        let size = ui.available_size();
        graph.show(ui, size.x, size.y, &theme)
    }
}

/// What the graph draws of the game's line.
pub struct Series {
    /// Black's value after each move where it is known, in order.
    pub points: Vec<Point>,
    /// The loss of each move whose value is known before and after it.
    pub losses: Vec<Loss>,
    /// The move counts after which a pass came.
    pub passes: Vec<usize>,
}

/// The graph's values: the review's where it has them, else what the engine said of the
/// position while it was on the board (the analysis, the computer's search).
pub fn series(scene: &Scene) -> Series {
    let game = scene.game;
    let line = game.line().plies;
    let mut moves: Vec<(Square, Player)> = Vec::with_capacity(line.len());
    let mut passes = Vec::new();
    // The move count after each ply of the line, for the review's plies.
    let mut counts = Vec::with_capacity(line.len());
    for ply in &line {
        match *ply {
            Ply::Move { player, square } => moves.push((square, player)),
            Ply::Pass(_) => passes.push(moves.len()),
        }
        counts.push(moves.len());
    }
    let squares: Vec<Square> = moves.iter().map(|&(s, _)| s).collect();
    // Black's value after `k` moves, in discs, and whether the review marks the move to it.
    let mut values: Vec<Option<(f32, bool)>> = vec![None; moves.len() + 1];
    let mut reviewed_loss: Vec<Option<i32>> = vec![None; moves.len() + 1];
    for (value, known) in values
        .iter_mut()
        .zip(scene.evaluations.along(game, &squares))
    {
        *value = known.map(|e| (discs(e.black), false));
    }
    if let Some(review) = &scene.work.review {
        if let Some(Some(first)) = review.plies.first() {
            let sign = if first.player == Player::Black { 1 } else { -1 };
            values[0] = Some((discs(sign * first.best_value), false));
        }
        for (i, m) in review.plies.iter().enumerate() {
            if let Some(m) = m {
                let k = counts[i];
                values[k] = Some((discs(m.for_black()), m.mark().is_some()));
                reviewed_loss[k] = Some(m.loss());
            }
        }
    }
    let points = values
        .iter()
        .enumerate()
        .filter_map(|(k, v)| {
            v.map(|(value, mistake)| Point {
                moves: k,
                value,
                mistake,
            })
        })
        .collect();
    // Each move's loss against its position's best move by one search (the review's, or the
    // analysis's of the position): values of consecutive positions from searches ending on
    // different sides to move would lean one way and the other.
    let searched = scene.evaluations.losses_along(game, &squares);
    let losses = (1..=moves.len())
        .filter_map(|number| {
            let player = moves[number - 1].1;
            let hundredths = reviewed_loss[number].or(searched[number - 1])?;
            Some(Loss {
                number,
                player,
                hundredths,
            })
        })
        .collect();
    Series {
        points,
        losses,
        passes,
    }
}

/// Hundredths of a disc in discs.
fn discs(hundredths: i32) -> f32 {
    hundredths as f32 / 100.0
}
