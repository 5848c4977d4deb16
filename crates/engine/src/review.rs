//! The review of a whole game: for every move, the value of the move played against the value of
//! the engine's best move there, so that mistakes can be marked and the game's story drawn.
//!
//! Each position of the game's line (the moves played and the ones taken back) is analysed to
//! the same limits, every legal move valued by one [`Analysis`] (so the move played, the best
//! move and every other come from the same search, and a window can show them all when the
//! player steps back to the position). Where the position is within the solver's reach the
//! values are exact. Positions are reviewed from the last back, and every position done is
//! reported at once, so a window can fill in its marks and its graph as the review goes.

use crate::analysis::Analysis;
use crate::limits::Limits;
use othello_core::{Game, Player, Ply, Square};
use serde::{Deserialize, Serialize};
use std::sync::atomic::AtomicBool;

/// A move that gives away at least this many discs (against the best move) is a mistake (`?`).
pub const MISTAKE_DISCS: i32 = 3;
/// A move that gives away at least this many discs is a blunder (`??`).
pub const BLUNDER_DISCS: i32 = 8;

/// How good one move of the game was.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveReview {
    /// Who played it.
    pub player: Player,
    /// The move played.
    pub played: Square,
    /// Its value for the mover, in hundredths of a disc (see [`MoveValue`](super::MoveValue)).
    pub value: i32,
    /// The engine's best move in that position.
    pub best: Square,
    /// The best move's value for the mover, in hundredths of a disc.
    pub best_value: i32,
    /// Whether both values are exact.
    pub exact: bool,
    /// The search's depth (the empty cells when exact).
    pub depth: u32,
    /// Every legal move of the position with its value for the mover, in hundredths of a
    /// disc, best first, all from the same search.
    pub moves: Vec<(Square, i32)>,
}

impl MoveReview {
    /// The discs the move gave away against the best move, in hundredths (never negative).
    pub fn loss(&self) -> i32 {
        (self.best_value - self.value).max(0)
    }

    /// `??` for a blunder, `?` for a mistake, nothing for a good move (see [`MISTAKE_DISCS`]
    /// and [`BLUNDER_DISCS`]).
    pub fn mark(&self) -> Option<&'static str> {
        let loss = self.loss();
        if loss >= 100 * BLUNDER_DISCS {
            Some("??")
        } else if loss >= 100 * MISTAKE_DISCS {
            Some("?")
        } else {
            None
        }
    }

    /// The value of `square` in the move's position, for the mover, if the review valued it.
    pub fn value_of(&self, square: Square) -> Option<i32> {
        self.moves
            .iter()
            .find(|&&(s, _)| s == square)
            .map(|&(_, v)| v)
    }

    /// The value after the move for Black, in hundredths of a disc.
    pub fn for_black(&self) -> i32 {
        match self.player {
            Player::Black => self.value,
            Player::White => -self.value,
        }
    }
}

/// What a review has found so far.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    /// One entry per ply of the game's line (the moves played, then the ones taken back, passes
    /// included, as [`Game::line`] lists them): the move's review once done, `None` for a pass
    /// or a move not reviewed yet.
    pub plies: Vec<Option<MoveReview>>,
    /// The positions reviewed so far.
    pub done: usize,
    /// The positions to review (the moves of the line).
    pub total: usize,
}

/// What one player's reviewed moves add up to (see [`Review::totals`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReviewTotals {
    /// Moves that gave away at least [`MISTAKE_DISCS`] discs and fewer than [`BLUNDER_DISCS`].
    pub mistakes: usize,
    /// Moves that gave away at least [`BLUNDER_DISCS`] discs.
    pub blunders: usize,
    /// The discs given away by all the moves, in hundredths.
    pub lost: i32,
}

impl Review {
    /// Mistakes, blunders and discs given away by `player`'s reviewed moves.
    pub fn totals(&self, player: Player) -> ReviewTotals {
        let mut totals = ReviewTotals::default();
        for m in self.plies.iter().flatten().filter(|m| m.player == player) {
            match m.mark() {
                Some("??") => totals.blunders += 1,
                Some(_) => totals.mistakes += 1,
                None => {}
            }
            totals.lost += m.loss();
        }
        totals
    }
}

/// The game's final score for `player` ([`Game::final_score`]) in hundredths, the unit of the
/// review's values.
pub(crate) fn final_value(game: &Game, player: Player) -> i32 {
    100 * game.final_score(player)
}

/// A request for the review of a game's whole line: within what limits, set step by step as
/// for a [`Search`](crate::Search), then run here ([`ReviewRequest::run`]) or on a thread of its own
/// ([`ReviewRequest::start`]).
///
/// Everything but the game has a default: [`Limits::default`] for each search, no cancel flag
/// (only the limits stop it), no report.
///
/// ```
/// use othello_core::{Game, Options};
/// use othello_engine::{Limits, Review};
///
/// let mut game = Game::new(Options { rows: 4, cols: 4, ..Options::default() }).unwrap();
/// for _ in 0..3 {
///     let first = game.moves().iter().next().unwrap();
///     game.play(first).unwrap();
/// }
/// let mut done = Vec::new();
/// let review = Review::request(&game)
///     .limits(Limits { depth: 2, ..Limits::default() })
///     .report(|r| done.push(r.done))
///     .run();
/// assert_eq!((review.done, review.total), (3, 3));
/// assert_eq!(done, [1, 2, 3]);
/// ```
#[must_use = "a review request does nothing until it is run or started"]
pub struct ReviewRequest<'a> {
    pub(crate) game: &'a Game,
    pub(crate) limits: Limits,
    cancel: Option<&'a AtomicBool>,
    report: Box<dyn FnMut(&Review) + 'a>,
}

impl std::fmt::Debug for ReviewRequest<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReviewRequest")
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

impl Review {
    /// A request to review every move of `game`'s line (see [`ReviewRequest`]).
    pub fn request(game: &Game) -> ReviewRequest<'_> {
        ReviewRequest {
            game,
            limits: Limits::default(),
            cancel: None,
            report: Box::new(|_| {}),
        }
    }
}

impl<'a> ReviewRequest<'a> {
    /// Searches each position within `limits` (without noise, and searching a single legal
    /// move too).
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Stops the review as soon as `cancel` is set, with what it has.
    pub fn cancel(mut self, cancel: &'a AtomicBool) -> Self {
        self.cancel = Some(cancel);
        self
    }

    /// Shows `report` the review after each position.
    pub fn report(mut self, report: impl FnMut(&Review) + 'a) -> Self {
        self.report = Box::new(report);
        self
    }

    /// Reviews, here and now, from the last move back; the review returned is the last one
    /// reported.
    pub fn run(self) -> Review {
        let stop = AtomicBool::new(false);
        let mut report = self.report;
        review(
            self.game,
            &self.limits,
            self.cancel.unwrap_or(&stop),
            &mut *report,
        )
    }
}

/// Reviews every move of `game`'s line within `limits` (per search), reporting after each
/// position, stopping early with what it has when `cancel` is set (see [`ReviewRequest`], the
/// way to ask for it).
pub(crate) fn review(
    game: &Game,
    limits: &Limits,
    cancel: &AtomicBool,
    report: &mut dyn FnMut(&Review),
) -> Review {
    let limits = Limits {
        quick_single_move: false,
        noise: 0,
        ..*limits
    };
    let plies = game.line().plies;
    // The position before each ply.
    let mut before = Vec::with_capacity(plies.len());
    let Ok(mut position) = Game::from_setup(&game.setup()) else {
        return Review::default();
    };
    for ply in &plies {
        before.push(position.clone());
        if let Ply::Move { square, .. } = ply
            && position.play(*square).is_err()
        {
            break;
        }
    }
    let mut review = Review {
        plies: vec![None; plies.len()],
        done: 0,
        total: plies.iter().filter(|p| p.square().is_some()).count(),
    };
    for (i, ply) in plies.iter().enumerate().rev() {
        let (Ply::Move { player, square }, Some(position)) = (*ply, before.get(i)) else {
            continue;
        };
        if cancel.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        let analysis = Analysis::request(position)
            .limits(limits)
            .cancel(cancel)
            .run();
        if cancel.load(std::sync::atomic::Ordering::Relaxed) {
            break;
        }
        if let Some(reviewed) = analysis.and_then(|a| reviewed(&a, player, square)) {
            review.plies[i] = Some(reviewed);
        }
        review.done += 1;
        report(&review);
    }
    review
}

/// What `analysis` (of every legal move of a position) says of `player`'s move `played` there;
/// `None` when it did not value that move.
fn reviewed(analysis: &Analysis, player: Player, played: Square) -> Option<MoveReview> {
    let best = analysis.moves.first()?;
    let value = analysis.moves.iter().find(|m| m.square == played)?;
    Some(MoveReview {
        player,
        played,
        value: value.value,
        best: best.square,
        best_value: best.value,
        exact: value.exact && best.exact,
        depth: analysis.depth,
        moves: analysis.moves.iter().map(|m| (m.square, m.value)).collect(),
    })
}

#[cfg(test)]
mod tests;
