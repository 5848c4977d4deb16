//! The results counted in the statistics: a game finished against the computer (a person on
//! one side, the computer on the other), won, drawn, lost or lost on time, once per line.

use super::OthelloRoom;
use crate::gui::settings::{Seat, Settings};
use crate::gui::stats::Finished;
use othello_core::{Outcome, Player, WinRule};
use std::cmp::Ordering;

impl OthelloRoom {
    /// The result of a game that has just finished against the computer (a person on one side,
    /// the computer on the other), once per line of play: a game taken back and finished the
    /// same way again is not counted twice, nor is a finished game opened or restored.
    pub(super) fn finished_result(&mut self, settings: &Settings) -> Option<Finished> {
        let (person, level) = match (settings.seat(Player::Black), settings.seat(Player::White)) {
            (Seat::Human, Seat::Computer(level)) => (Player::Black, level),
            (Seat::Computer(level), Seat::Human) => (Player::White, level),
            _ => return None,
        };
        let flagged = self.flagged();
        if !self.game.is_over() && flagged.is_none() {
            return None;
        }
        let line = self.game.moves_played();
        if self.view.counted.as_ref() == Some(&line) {
            return None;
        }
        self.view.counted = Some(line);
        let cells = i32::from(self.game.rows()) * i32::from(self.game.cols());
        let (margin, outcome) = match flagged {
            Some(loser) if loser == person => (-cells, Ordering::Less),
            Some(_) => (cells, Ordering::Greater),
            None => {
                let counts = self.game.counts();
                let diff = *counts.get(person) as i32 - *counts.get(person.opponent()) as i32;
                let margin = match self.game.options().win_rule {
                    WinRule::MostDiscs => diff,
                    WinRule::FewestDiscs => -diff,
                };
                let outcome = match self.game.outcome() {
                    Some(Outcome::Win(p)) if p == person => Ordering::Greater,
                    Some(Outcome::Win(_)) => Ordering::Less,
                    _ => Ordering::Equal,
                };
                (margin, outcome)
            }
        };
        Some(Finished {
            size: (self.game.rows(), self.game.cols()),
            win_rule: self.game.options().win_rule,
            level,
            margin,
            outcome,
        })
    }

    /// Marks the game on the board as counted already if it is finished (a game restored,
    /// opened or pasted is not a new result).
    pub(super) fn mark_counted(&mut self) {
        self.view.counted = self.game.is_over().then(|| self.game.moves_played());
    }
}
