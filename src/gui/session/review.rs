//! The review of the game as the session keeps it (Game → Analyze game): for each move of the
//! line reviewed, the move's value, the best move's and the value of every legal move of its
//! position, all from one search at the level the player chose. It is kept with the game: in
//! `game.ron` between launches, and by the game's moves in the configuration folder's
//! `reviews/` for a game saved to a file or opened from one (see the store), so that stepping
//! through a reviewed game shows every move's value at once, and its mistakes can be practised.
//!
//! The review belongs to the line it was made on: a move that leaves that line keeps what was
//! found up to it.

use crate::gui::settings::ReviewLevel;
use othello_core::{Game, Ply, Setup};
use othello_engine::{MoveReview, Review};
use serde::{Deserialize, Serialize};

/// A review of a game's line, or the part of it done so far.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reviewed {
    /// The level it was made at.
    pub level: ReviewLevel,
    /// The line it reviewed: the game's plies (passes included) when it started.
    pub line: Vec<Ply>,
    /// One entry per ply of `line`: the move's review once done, `None` for a pass or a move
    /// not reviewed.
    pub plies: Vec<Option<MoveReview>>,
    /// The moves reviewed so far.
    pub done: usize,
    /// The moves to review.
    pub total: usize,
}

impl Reviewed {
    /// What the engine's `review` of `line` at `level` has found so far.
    pub fn new(level: ReviewLevel, line: Vec<Ply>, review: &Review) -> Self {
        Reviewed {
            level,
            line,
            plies: review.plies.clone(),
            done: review.done,
            total: review.total,
        }
    }

    /// How many plies of `game`'s line are the reviewed line's.
    fn shared(&self, game: &Game) -> usize {
        game.line()
            .plies
            .iter()
            .zip(&self.line)
            .take_while(|(a, b)| a == b)
            .count()
    }

    /// The review, as the engine gives it, of the part of its line that `game` still has.
    pub fn review(&self, game: &Game) -> Review {
        let shared = self.shared(game);
        Review {
            plies: self.plies.iter().take(shared).cloned().collect(),
            done: self.done,
            total: self.total,
        }
    }

    /// The review of the move played (or to be played) from the position on `game`'s board,
    /// if that position is on the reviewed line and was reviewed: every legal move's value
    /// there.
    pub fn at(&self, game: &Game) -> Option<&MoveReview> {
        let line = game.line();
        let shared = self.shared(game);
        // A pass due from this position comes first in the line.
        let index = (line.current..shared).find(|&i| matches!(line.plies[i], Ply::Move { .. }))?;
        self.plies.get(index)?.as_ref()
    }

    /// Every move reviewed whose loss is at least `hundredths`, with its index in the line,
    /// in the order played.
    pub fn mistakes(&self, game: &Game, hundredths: i32) -> Vec<(usize, &MoveReview)> {
        let shared = self.shared(game);
        self.plies
            .iter()
            .take(shared)
            .enumerate()
            .filter_map(|(i, p)| p.as_ref().map(|m| (i, m)))
            .filter(|(_, m)| m.loss() >= hundredths.max(1))
            .collect()
    }

    /// This review (one that has not reached every move) over `before`, an earlier review of
    /// the same line: each move keeps the deeper of its two values, and a move this one has
    /// not reached keeps the earlier value. A review of another line is left as it is.
    pub fn over(mut self, before: &Reviewed) -> Reviewed {
        if before.line != self.line || before.plies.len() != self.plies.len() {
            return self;
        }
        for (now, then) in self.plies.iter_mut().zip(&before.plies) {
            match (now.as_ref(), then) {
                (Some(n), Some(t)) if t.depth > n.depth => *now = Some(t.clone()),
                (None, Some(t)) => *now = Some(t.clone()),
                _ => {}
            }
        }
        let reached = self.plies.iter().filter(|p| p.is_some()).count();
        self.done = self.done.max(before.done).max(reached).min(self.total);
        self
    }

    /// Whether every move of the line is reviewed.
    pub fn is_complete(&self) -> bool {
        self.total > 0 && self.done >= self.total
    }
}

/// A review kept in the data folder for a game saved to a file or opened from one: the game's
/// start and line say which game it is.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeptReview {
    /// The position the game starts from.
    pub setup: Setup,
    /// The review (its line names the game's moves).
    pub review: Reviewed,
}

impl KeptReview {
    /// The name the review of the game from `setup` along `line` is kept under: the same for
    /// the same game wherever it was read from, another for another game.
    pub fn key(setup: &Setup, line: &[Ply]) -> String {
        // FNV-1a over the start and the moves as text: stable across builds and platforms.
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let text = ron::to_string(&(setup, line)).unwrap_or_default();
        for byte in text.bytes() {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0100_0000_01b3);
        }
        format!("{hash:016x}")
    }

    /// The review kept for `game`'s line, if `self` is about this game: its start is `game`'s
    /// and its line is a part of `game`'s or `game`'s of it.
    pub fn fits(&self, game: &Game) -> bool {
        self.setup == game.setup() && {
            let line = game.line().plies;
            let n = line.len().min(self.review.line.len());
            line[..n] == self.review.line[..n]
        }
    }
}
