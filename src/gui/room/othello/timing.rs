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

use super::view::View;
use crate::gui::i18n;
use crate::gui::i18n::msg;
use crate::gui::room::Ctx;
use crate::gui::session::Session;
use crate::gui::status::Note;
use std::time::Duration;

/// How often a running clock is redrawn.
const CLOCK_REPAINT: Duration = Duration::from_millis(100);

/// Charges the time since the last frame to the player to move while the game is `playing`;
/// when that makes a flag fall, the note that says so.
pub fn run_clock(session: &mut Session, view: &mut View, playing: bool, ctx: &Ctx) -> Option<Note> {
    let Some(player) = session.clock_running(playing) else {
        view.clock_since = None;
        return None;
    };
    let now = ctx.now;
    let since = view.clock_since.unwrap_or(now);
    let ms = ((now - since).max(0.0) * 1000.0) as u64;
    // Only whole milliseconds are charged; the rest waits for the next frame.
    view.clock_since = Some(since + ms as f64 / 1000.0);
    ctx.egui.request_repaint_after(CLOCK_REPAINT);
    session.charge(player, ms).then(|| {
        Note::Info(msg!(
            "note-out-of-time",
            player = i18n::player_message(player),
            other = i18n::player_message(player.opponent())
        ))
    })
}
