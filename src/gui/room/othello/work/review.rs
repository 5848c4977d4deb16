//! Game → Analyze game: a review of every move of the game's line on a thread of its own; the
//! move list marks the mistakes it finds, the review panel shows its progress and the graph
//! panel its values as it goes (see the room's panels).
//!
//! The review belongs to the line it was started on: moving about in the move list keeps it;
//! a new move that replaces the rest of the line keeps its marks up to that move; a new game
//! drops it.

use super::{ReviewRun as RunState, Work};
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::room::Ctx;
use othello_core::{Game, Ply};
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
pub struct Run {
    reviewer: Reviewer,
    line: Vec<Ply>,
    depth: u32,
}

impl Work {
    /// Starts reviewing `game`'s whole line at `depth`, replacing any review.
    pub fn start_review(&mut self, game: &Game, depth: u32, ctx: &Ctx) {
        let egui = ctx.egui.clone();
        self.review = Some(Run {
            reviewer: Review::request(game)
                .limits(limits(depth, ctx.settings.threads.count()))
                .start(move || egui.request_repaint()),
            line: game.line().plies,
            depth,
        });
    }

    /// Stops the review, keeping what it has found.
    pub fn cancel_review(&mut self) {
        if let Some(run) = &self.review {
            run.reviewer.cancel();
        }
    }

    /// Forgets the review (another game is on the board).
    pub fn drop_review(&mut self) {
        self.review = None;
    }

    /// Whether a review is running.
    pub fn is_reviewing(&self) -> bool {
        self.review
            .as_ref()
            .is_some_and(|r| !r.reviewer.is_finished())
    }

    /// What the review has found, for the part of its line `game` still has.
    pub fn review(&self, game: &Game) -> Option<Review> {
        let run = self.review.as_ref()?;
        let mut review = run.reviewer.latest()?;
        let line = game.line().plies;
        let common = line
            .iter()
            .zip(&run.line)
            .take_while(|(a, b)| a == b)
            .count();
        review.plies.truncate(common);
        Some(review)
    }

    /// How far the review has got, if one was started.
    pub fn review_state(&self) -> Option<RunState> {
        let run = self.review.as_ref()?;
        let review = run.reviewer.latest().unwrap_or_default();
        Some(RunState {
            depth: run.depth,
            running: !run.reviewer.is_finished(),
            done: review.done,
            total: review.total,
        })
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
