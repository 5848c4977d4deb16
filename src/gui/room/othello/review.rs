//! Game → Analyze game: a review of every move of the game's line on a thread of its own,
//! marking mistakes in the move list and drawing the evaluation graph as it goes.
//!
//! The review belongs to the line it was started on: moving about in the move list keeps it;
//! a new move that replaces the rest of the line keeps its marks up to that move; a new game
//! drops it.

use super::OthelloRoom;
use crate::gui::command::Command;
use crate::gui::command::{GameCommand, OthelloCommand};
use crate::gui::graph::{self, Point};
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::moves::Annotation;
use crate::gui::room::Ctx;
use crate::gui::theme::Theme;
use egui::Ui;
use othello_core::{Player, Ply};
use othello_engine::{Limits, Review, Reviewer};

/// The depths offered in the Game menu, with the keys of their names.
pub const DEPTHS: [(&str, u32); 3] = [
    ("review-quick", 6),
    ("review-normal", 10),
    ("review-deep", 14),
];

/// The limits of a review at `depth`: the endgame exact from twice the depth in empty cells,
/// at most 18, on `threads`.
pub fn limits(depth: u32, threads: usize) -> Limits {
    Limits {
        threads,
        depth,
        exact_empties: (2 * depth).min(18),
        hash_mib: 32,
        ..Limits::default()
    }
}

/// A review under way (or done) of `line`.
pub(in crate::gui::room) struct ReviewRun {
    reviewer: Reviewer,
    line: Vec<Ply>,
    depth: u32,
}

fn discs(hundredths: i32) -> f32 {
    hundredths as f32 / 100.0
}

impl OthelloRoom {
    /// Starts reviewing the game's whole line at `depth`, replacing any review.
    pub(super) fn start_review(&mut self, depth: u32, ctx: &Ctx) {
        let egui = ctx.egui.clone();
        self.view.review = Some(ReviewRun {
            reviewer: Reviewer::review(
                &self.game,
                limits(depth, ctx.settings.threads.count()),
                move || egui.request_repaint(),
            ),
            line: self.game.line().plies,
            depth,
        });
    }

    /// Stops the review, keeping what it has found.
    pub(super) fn cancel_review(&mut self) {
        if let Some(run) = &self.view.review {
            run.reviewer.cancel();
        }
    }

    /// Whether a review is running.
    pub fn is_reviewing(&self) -> bool {
        self.view
            .review
            .as_ref()
            .is_some_and(|r| !r.reviewer.is_finished())
    }

    /// What the review has found, for the part of its line the game still has.
    pub fn review(&self) -> Option<Review> {
        let run = self.view.review.as_ref()?;
        let mut review = run.reviewer.latest()?;
        let line = self.game.line().plies;
        let common = line
            .iter()
            .zip(&run.line)
            .take_while(|(a, b)| a == b)
            .count();
        review.plies.truncate(common);
        Some(review)
    }

    /// The move list's marks, one per ply of the line.
    pub(super) fn annotations(&self) -> Vec<Option<Annotation>> {
        let Some(review) = self.review() else {
            return Vec::new();
        };
        review
            .plies
            .iter()
            .map(|m| {
                let m = m.as_ref()?;
                let value = i18n::decimal(f64::from(discs(m.value)), true);
                let note = match (m.loss() == 0, m.exact) {
                    (true, false) => t!("review-best", value = value),
                    (true, true) => t!("review-best-exact", value = value),
                    (false, exact) => {
                        let lost = i18n::decimal(f64::from(discs(m.loss())), false);
                        let best = m.best.to_string();
                        let best_value = i18n::decimal(f64::from(discs(m.best_value)), true);
                        if exact {
                            t!(
                                "review-lost-exact",
                                lost = lost,
                                best = best,
                                best_value = best_value,
                                value = value
                            )
                        } else {
                            t!(
                                "review-lost",
                                lost = lost,
                                best = best,
                                best_value = best_value,
                                value = value
                            )
                        }
                    }
                };
                Some(Annotation {
                    mark: m.mark(),
                    note,
                })
            })
            .collect()
    }

    /// Each player's mistakes, blunders and discs given away, for the head of the move list.
    pub(super) fn totals(&self) -> Vec<String> {
        let Some(review) = self.review() else {
            return Vec::new();
        };
        Player::BOTH
            .iter()
            .map(|&p| {
                let (mistakes, blunders, lost) = review.totals(p);
                t!(
                    "review-totals",
                    player = i18n::player(p),
                    mistakes = mistakes,
                    blunders = blunders,
                    lost = i18n::decimal(f64::from(discs(lost)), false)
                )
            })
            .collect()
    }

    /// The graph's points: the reviewed moves, and the analysis of the position on the board.
    fn graph_points(&self) -> (Vec<Point>, Vec<usize>) {
        let line = self.game.line().plies;
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
        if let Some(review) = self.review() {
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
        let current = self.game.moves_played().len();
        if let (Some(analysis), Some(turn)) = (self.analysis(), self.game.turn())
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

    /// The review's progress and the graph, above the move list.
    pub(super) fn review_panel(&self, ui: &mut Ui, theme: &Theme) -> Option<Command> {
        let mut command = None;
        if let Some(run) = &self.view.review {
            let review = run.reviewer.latest().unwrap_or_default();
            let total = review.total.max(1);
            if !run.reviewer.is_finished() {
                ui.horizontal(|ui| {
                    let bar = egui::ProgressBar::new(review.done as f32 / total as f32)
                        .text(t!(
                            "review-progress",
                            depth = run.depth,
                            done = review.done,
                            total = review.total
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
        }
        let (points, passes) = self.graph_points();
        // A graph is a line: with one value (the analysis of the position on the board, which
        // the board shows already) it would be an empty box.
        if points.len() >= 2 {
            let total = self.game.moves_played().len() + self.game.redo_moves().len();
            let current = self.game.moves_played().len();
            if let Some(c) = graph::show(ui, &points, &passes, current, total, 90.0, theme) {
                command = Some(c);
            }
            ui.add_space(4.0);
        }
        command
    }
}

/// The names of the review depths, for menus: "Quick (depth 6)".
pub fn depth_label(key: &str, depth: u32) -> String {
    t!(
        "review-depth",
        name = i18n::format(key, None),
        depth = depth
    )
}
