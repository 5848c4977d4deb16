//! Game clocks: each player's time left, as plain data saved with the game.
//!
//! The room charges the time that passes (from egui's clock, so that tests drive it frame by
//! frame) to the player to move; a player whose time runs out loses the game. The computer's
//! time for a move comes from its clock too ([`Clock::budget`]).

use crate::gui::i18n::t;
use othello_core::{ByPlayer, Player};
use serde::{Deserialize, Serialize};
use std::time::Duration;

/// The time controls offered in the New game dialog, in minutes per player (`None`: no clock).
pub const CHOICES: [Option<u32>; 6] = [None, Some(1), Some(5), Some(10), Some(15), Some(30)];

/// Each player's time left in a game played on the clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// The minutes each player had at the start.
    pub minutes: u32,
    /// Milliseconds left, per player.
    pub left_ms: ByPlayer<u64>,
    /// The player whose time ran out, if one did: that player lost.
    pub flagged: Option<Player>,
}

impl Clock {
    /// `minutes` for each player (at least one).
    pub fn new(minutes: u32) -> Clock {
        let ms = u64::from(minutes.max(1)) * 60_000;
        Clock {
            minutes: minutes.max(1),
            left_ms: ByPlayer {
                black: ms,
                white: ms,
            },
            flagged: None,
        }
    }

    /// `player`'s time left.
    pub fn left(&self, player: Player) -> Duration {
        Duration::from_millis(*self.left_ms.get(player))
    }

    /// Takes `ms` from `player`'s time; returns whether that made the time run out (the flag
    /// falls once).
    pub fn charge(&mut self, player: Player, ms: u64) -> bool {
        if self.flagged.is_some() {
            return false;
        }
        let left = self.left_ms.get_mut(player);
        *left = left.saturating_sub(ms);
        if *left == 0 {
            self.flagged = Some(player);
            return true;
        }
        false
    }

    /// How long the computer playing `player` may think about one move: its time left shared
    /// over the moves it still expects to make as the engine shares every game clock (more
    /// where a solve can start, little after it, never more than a quarter of what is left:
    /// [`othello_engine::clock_move_time`]), nor more than `cap`.
    pub fn budget(&self, player: Player, empties: u32, cap: Duration) -> Duration {
        othello_engine::clock_move_time(self.left(player), empties, Some(cap))
    }
}

/// Under this much time left a running clock shows in the warning colour, as chess clocks do.
pub const LOW: Duration = Duration::from_secs(10);

/// Whether `left` is low enough to warn about ([`LOW`]), with time still on the clock.
pub fn is_low(left: Duration) -> bool {
    left < LOW
}

/// A time as a clock shows it: `4:05`, and tenths under twenty seconds (`0:09.3`).
pub fn text(left: Duration) -> String {
    let ms = left.as_millis();
    let (minutes, seconds) = (ms / 60_000, (ms / 1000) % 60);
    if ms < 20_000 {
        format!("{minutes}:{seconds:02}.{}", (ms / 100) % 10)
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// A time control's name: "5 minutes each", "No clock".
pub fn name(choice: Option<u32>) -> String {
    match choice {
        None => t!("clock-none"),
        Some(m) => t!("clock-minutes", minutes = m),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clock_warns_under_ten_seconds() {
        assert!(!is_low(Duration::from_secs(10)));
        assert!(is_low(Duration::from_millis(9_999)));
        assert!(is_low(Duration::ZERO));
    }

    #[test]
    fn charging_counts_down_and_the_flag_falls_once() {
        let mut clock = Clock::new(1);
        assert!(!clock.charge(Player::Black, 59_000));
        assert_eq!(clock.left(Player::Black), Duration::from_secs(1));
        assert_eq!(clock.left(Player::White), Duration::from_secs(60));
        assert!(clock.charge(Player::Black, 5_000));
        assert_eq!(clock.flagged, Some(Player::Black));
        assert_eq!(clock.left(Player::Black), Duration::ZERO);
        // After the flag nothing more is charged to anyone.
        assert!(!clock.charge(Player::White, 1_000));
        assert_eq!(clock.left(Player::White), Duration::from_secs(60));
    }

    #[test]
    fn the_computer_shares_its_time_over_its_moves() {
        let clock = Clock::new(5);
        let cap = Duration::from_secs(3);
        // 300 s from the start: about 10 s a midgame move, capped at 3 s.
        assert_eq!(clock.budget(Player::White, 60, cap), cap);
        let mut short = clock;
        short.charge(Player::White, 270_000);
        // 30 s left at 30 empty cells, where a solve can start: three shares of that move and
        // the next three, 0.3 of one for each of the two after, 0.05 for each of the last nine
        // (30 × 3 / 13.05 s), under the level's cap; with a lower cap, the cap.
        let minute = Duration::from_secs(60);
        let at_30 = short.budget(Player::White, 30, minute).as_secs_f64();
        assert!((6.85..6.95).contains(&at_30), "{at_30}");
        assert_eq!(short.budget(Player::White, 30, cap), cap);
        // At 28 empty cells three shares would be 9 s: a quarter of what is left, 7.5 s.
        assert_eq!(
            short.budget(Player::White, 28, minute),
            Duration::from_millis(7_500)
        );
        // 20 s left at 10 empty cells: a fifth for each of the last five moves.
        short.charge(Player::White, 10_000);
        assert_eq!(
            short.budget(Player::White, 10, minute),
            Duration::from_secs(4)
        );
        // Never more than a quarter of what is left: 20 s at the last move.
        assert_eq!(
            short.budget(Player::White, 1, minute),
            Duration::from_secs(5)
        );
    }

    #[test]
    fn clocks_read_as_clocks_do() {
        assert_eq!(text(Duration::from_secs(245)), "4:05");
        assert_eq!(text(Duration::from_millis(9_340)), "0:09.3");
        assert_eq!(text(Duration::ZERO), "0:00.0");
        assert_eq!(name(Some(5)), "5 minutes each");
        assert_eq!(name(None), "No clock");
    }
}
