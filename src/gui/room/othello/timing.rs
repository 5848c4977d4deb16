//! Othello on the clock: the clock of the player to move runs (on egui's clock, so that tests
//! drive it frame by frame), a player whose time runs out loses, and the computer's time for a
//! move comes from its clock.
//!
//! The clocks run only while the game is played at the end of its line: taking moves back
//! (Undo, a click in the move list) stops them until the game is back at its last move or a new
//! move is played; so do a finished game, the computer paused for a look back and the position
//! editor. A game started from New game with a time control has clocks; Restart keeps the time
//! control; a game opened, pasted or set up by hand has none. The clocks are saved with the
//! game.

use super::{Mode, OthelloRoom};
use crate::gui::clock::Clock;
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::room::Ctx;
use crate::gui::status::Note;
use crate::gui::store::Writer;
use othello_core::Player;
use std::time::Duration;

/// How often a running clock is redrawn.
const CLOCK_REPAINT: Duration = Duration::from_millis(100);

impl OthelloRoom {
    /// The room with the game's clocks (as saved).
    pub fn with_clock(mut self, clock: Option<Clock>) -> Self {
        self.clock = clock;
        self
    }

    /// Puts the game on the clock (or off it) and saves it.
    pub fn set_clock(&mut self, clock: Option<Clock>, writer: &Writer) {
        self.clock = clock;
        self.view.clock_since = None;
        self.save_with(writer);
    }

    /// The game's clocks, if it is played on the clock.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The player whose time ran out, if one did.
    pub(super) fn flagged(&self) -> Option<Player> {
        self.clock.and_then(|c| c.flagged)
    }

    /// The player whose clock runs now, if any.
    pub(super) fn clock_running(&self) -> Option<Player> {
        let clock = self.clock.as_ref()?;
        if clock.flagged.is_some() || self.game.can_redo() || !matches!(self.mode, Mode::Playing) {
            return None;
        }
        self.game.turn()
    }

    /// Charges the time since the last frame to the player to move; a flag that falls ends the
    /// game.
    pub(super) fn run_clock(&mut self, ctx: &Ctx) {
        let Some(player) = self.clock_running() else {
            self.view.clock_since = None;
            return;
        };
        let now = ctx.now;
        let since = self.view.clock_since.unwrap_or(now);
        let ms = ((now - since).max(0.0) * 1000.0) as u64;
        // Only whole milliseconds are charged; the rest waits for the next frame.
        self.view.clock_since = Some(since + ms as f64 / 1000.0);
        if let Some(clock) = &mut self.clock
            && clock.charge(player, ms)
        {
            self.view.computer = None;
            self.view.hint = None;
            self.view.message = Some(Note::Info(t!(
                "note-out-of-time",
                player = i18n::player(player),
                other = i18n::player(player.opponent())
            )));
            self.save_with(ctx.writer);
        }
        ctx.egui.request_repaint_after(CLOCK_REPAINT);
    }

    /// How long the computer may think for `player` now: the level's time, or less when its
    /// clock is short.
    pub(super) fn time_for(
        &self,
        player: Player,
        level_time: Option<Duration>,
    ) -> Option<Duration> {
        let Some(clock) = &self.clock else {
            return level_time;
        };
        let cap = level_time.unwrap_or(Duration::from_secs(60));
        Some(clock.budget(player, self.game.empties(), cap))
    }

    /// Saves the game with its clocks.
    pub(super) fn save_with(&self, writer: &Writer) {
        writer.save_timed_game(&self.game, self.clock);
    }
}
