//! The evaluation graph under the board (View → Show the evaluation graph): Black's value after
//! each move of the game's line as it becomes known (the analysis of each position looked at,
//! the computer's value of each move it played, Analyze game's review), each side's disc loss
//! by move and in total, a move-number axis; a click goes to the move under the mouse. Its
//! height is the player's to drag.

use super::{MenuEntry, Panel, Place, Scene};
use crate::gui::command::Command;
use crate::gui::graph::{Graph, Loss, Point};
use crate::gui::i18n::t;
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
    /// empty box. Where values are coming (the analysis, a review) it
    /// keeps its room from the start and says what will come, so that the board does not
    /// shift when the second value arrives.
    fn has_content(&self, scene: &Scene) -> bool {
        scene.values_coming || series(scene).points.len() >= 2
    }

    fn show(&mut self, ui: &mut Ui, scene: &Scene) -> Option<Command> {
        let series = series(scene);
        if series.points.len() < 2 {
            ui.centered_and_justified(|ui| {
                ui.label(egui::RichText::new(t!("graph-coming")).weak());
            });
            return None;
        }
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
    let mut values: Vec<Option<(f32, bool, bool)>> = vec![None; moves.len() + 1];
    let mut reviewed_loss: Vec<Option<i32>> = vec![None; moves.len() + 1];
    let known = scene.evaluations.along(game, &squares);
    let depths: Vec<Option<(u32, bool)>> = known
        .iter()
        .map(|e| e.map(|e| (e.depth, e.exact)))
        .collect();
    for ((value, known), shallow) in values.iter_mut().zip(&known).zip(shallow_marks(&depths)) {
        *value = known.map(|e| (discs(e.black), false, shallow));
    }
    if let Some(review) = &scene.work.review {
        if let Some(Some(first)) = review.plies.first() {
            let sign = if first.player == Player::Black { 1 } else { -1 };
            values[0] = Some((discs(sign * first.best_value), false, false));
        }
        for (i, m) in review.plies.iter().enumerate() {
            if let Some(m) = m {
                let k = counts[i];
                values[k] = Some((discs(m.for_black()), m.mark().is_some(), false));
                reviewed_loss[k] = Some(m.loss());
            }
        }
    }
    let points = values
        .iter()
        .enumerate()
        .filter_map(|(k, v)| {
            v.map(|(value, mistake, shallow)| Point {
                moves: k,
                value,
                mistake,
                shallow,
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

/// How many plies shallower than the values around it a searched value must be to be drawn
/// apart.
const SHALLOW_BY: u32 = 4;

/// Which of the values (each its search's depth and whether it is exact, where one is known)
/// a search much shallower than the others found: shallower by [`SHALLOW_BY`] than the median
/// depth of the searched values. Exact values are never shallow, nor are values when all were
/// searched about as deep.
fn shallow_marks(depths: &[Option<(u32, bool)>]) -> Vec<bool> {
    let mut searched: Vec<u32> = depths
        .iter()
        .flatten()
        .filter(|(_, exact)| !exact)
        .map(|&(depth, _)| depth)
        .collect();
    searched.sort_unstable();
    let typical = searched.get(searched.len() / 2).copied().unwrap_or(0);
    depths
        .iter()
        .map(|d| matches!(*d, Some((depth, false)) if depth + SHALLOW_BY < typical))
        .collect()
}

/// Hundredths of a disc in discs.
fn discs(hundredths: i32) -> f32 {
    hundredths as f32 / 100.0
}

#[cfg(test)]
mod tests {
    use super::shallow_marks;

    #[test]
    fn a_value_far_shallower_than_its_neighbours_is_drawn_apart() {
        let searched = |d| Some((d, false));
        // A position glanced at (depth 6) among positions searched to 20.
        let marks = shallow_marks(&[searched(20), searched(20), searched(6), None, searched(19)]);
        assert_eq!(marks, [false, false, true, false, false]);
        // An exact value is never shallow, whatever its depth.
        let marks = shallow_marks(&[searched(20), Some((3, true)), searched(20)]);
        assert_eq!(marks, [false, false, false]);
        // All about as deep (a computer at a low level): none is.
        let marks = shallow_marks(&[searched(4), searched(5), searched(3), searched(4)]);
        assert_eq!(marks, [false; 4]);
    }
}
