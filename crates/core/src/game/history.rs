//! A game's history: taking moves back and playing them again, and the record of its plies
//! (moves and forced passes) with the line taken back after them.

use super::{Game, MoveReport, Step};
use crate::options::Player;
use crate::square::Square;

/// One entry of the game record: a move, or a forced pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Ply {
    /// `player` placed a disc on `square`.
    Move {
        /// Who moved.
        player: Player,
        /// Where.
        square: Square,
    },
    /// `player` had no legal move and passed.
    Pass(Player),
}

impl Ply {
    /// Who moved or passed.
    pub fn player(&self) -> Player {
        match *self {
            Ply::Move { player, .. } | Ply::Pass(player) => player,
        }
    }

    /// The cell played, or `None` for a pass.
    pub fn square(&self) -> Option<Square> {
        match *self {
            Ply::Move { square, .. } => Some(square),
            Ply::Pass(_) => None,
        }
    }
}

/// The whole line of a game: the plies played and, after them, the plies taken back that
/// [`Game::redo`] would play again (see [`Game::line`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Line {
    /// Every ply, forced passes included, in order.
    pub plies: Vec<Ply>,
    /// How many of `plies` lead to the current position: `plies[..current]` are played,
    /// `plies[current..]` are taken back.
    pub current: usize,
}

impl Game {
    /// Takes back the last move (and the pass it forced, if any). Returns the move taken back.
    pub fn undo(&mut self) -> Option<Square> {
        let step = self.history.pop()?;
        self.current = step.before;
        self.redo.push(step);
        Some(step.square)
    }

    /// Plays again the last move taken back by [`Game::undo`].
    pub fn redo(&mut self) -> Option<MoveReport> {
        let square = self.redo.last()?.square;
        let report = self.apply(square).ok()?;
        self.redo.pop();
        Some(report)
    }

    /// Whether there is a move to take back.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// Whether there is a taken-back move to play again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The moves played so far, in order (without passes).
    pub fn moves_played(&self) -> Vec<Square> {
        self.history.iter().map(|r| r.square).collect()
    }

    /// Moves taken back and available to [`Game::redo`], the next one first.
    pub fn redo_moves(&self) -> Vec<Square> {
        self.redo.iter().rev().map(|s| s.square).collect()
    }

    /// The full record: every move and every forced pass, in order. A game set up with a side
    /// to move that must pass starts with that pass (see [`Game::from_setup`]).
    pub fn plies(&self) -> Vec<Ply> {
        let mut plies = Vec::with_capacity(self.history.len() + 4);
        self.push_plies(&mut plies, self.history.iter());
        plies
    }

    /// The whole line: the plies played (as [`Game::plies`]), then the plies taken back that
    /// [`Game::redo`] would replay, passes included, with the index of the current position.
    /// Nothing is replayed: the redo list keeps its passes.
    pub fn line(&self) -> Line {
        let mut plies = Vec::with_capacity(self.history.len() + self.redo.len() + 4);
        self.push_plies(&mut plies, self.history.iter());
        let current = plies.len();
        for step in self.redo.iter().rev() {
            Self::push_step(&mut plies, step);
        }
        Line { plies, current }
    }

    fn push_plies<'a>(&self, plies: &mut Vec<Ply>, steps: impl Iterator<Item = &'a Step>) {
        if self.start.turn == Some(self.start_turn.opponent()) {
            plies.push(Ply::Pass(self.start_turn));
        }
        for step in steps {
            Self::push_step(plies, step);
        }
    }

    fn push_step(plies: &mut Vec<Ply>, step: &Step) {
        plies.push(Ply::Move {
            player: step.player,
            square: step.square,
        });
        if step.opponent_passed {
            plies.push(Ply::Pass(step.player.opponent()));
        }
    }
}
