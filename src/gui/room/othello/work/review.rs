//! Game → Analyze game: a review of every move of the game's line on a thread of its own, at
//! the level the player chose; its progress goes into the session ([`Reviewed`]), where the
//! move list's marks, the graph, the values on the board and the mistakes panel read it (see
//! the room's panels).
//!
//! The review belongs to the line it was started on: moving about in the move list keeps it;
//! a new move that replaces the rest of the line keeps its marks up to that move; a new game
//! drops it.

use super::{ReviewRun as RunState, Work};
use crate::gui::room::Ctx;
use crate::gui::session::Reviewed;
use crate::gui::settings::ReviewLevel;
use othello_core::{Game, Ply};
use othello_engine::{Review, Reviewer};

/// A review under way (or done) of `line`.
pub struct Run {
    reviewer: Reviewer,
    line: Vec<Ply>,
    level: ReviewLevel,
    /// The reviewer's report last handed to the session.
    kept: u64,
    /// Whether the session has been told that the review ended.
    ended: bool,
    /// The review the game had when this one started: kept where this one does not reach
    /// (or is shallower) until this one has reviewed every move.
    before: Option<Reviewed>,
}

impl Work {
    /// Starts reviewing `game`'s whole line at `level`, replacing the review `before` (the
    /// game's review until now, if any) once it has reviewed every move; stopped sooner, it
    /// keeps `before`'s values where they are deeper or its own are missing.
    pub fn start_review(
        &mut self,
        game: &Game,
        level: ReviewLevel,
        before: Option<Reviewed>,
        ctx: &Ctx,
    ) {
        let egui = ctx.egui.clone();
        self.review = Some(Run {
            reviewer: Review::request(game)
                .limits(level.limits(ctx.settings.threads.count()))
                .start(move || egui.request_repaint()),
            line: game.line().plies,
            level: level.checked(),
            kept: 0,
            ended: false,
            before,
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

    /// What the review has found since it was last asked, for the session to keep, and
    /// whether the review has ended (done or cancelled: said once, with its last report).
    pub fn review_update(&mut self) -> Option<(Reviewed, bool)> {
        let run = self.review.as_mut()?;
        let version = run.reviewer.version();
        // Read before the report: a review that ends after this still reports once more.
        let finished = run.reviewer.is_finished();
        if version == run.kept && (run.ended || !finished) {
            return None;
        }
        run.kept = version;
        run.ended = finished;
        let review = run.reviewer.latest()?;
        let mut reviewed = Reviewed::new(run.level, run.line.clone(), &review);
        if let Some(before) = run.before.as_ref().filter(|_| review.done < review.total) {
            reviewed = reviewed.over(before);
        }
        Some((reviewed, finished))
    }

    /// How far the review has got, if one was started.
    pub fn review_state(&self) -> Option<RunState> {
        let run = self.review.as_ref()?;
        let review = run.reviewer.latest().unwrap_or_default();
        Some(RunState {
            level: run.level,
            running: !run.reviewer.is_finished(),
            done: review.done,
            total: review.total,
        })
    }
}
