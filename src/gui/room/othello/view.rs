//! What is only on screen about the game: the status message, the discs turning over, the
//! announcement over the board and the clock's last charge. Nothing here is saved.

use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::room::Ctx;
use crate::gui::status::{self, Note};
use egui::{Rect, Ui};
use othello_core::{MoveReport, Player, Square};

/// How long an announcement stays over the board, in seconds; it fades during the last half
/// second.
const BANNER_SECONDS: f64 = 3.0;

/// Transient state of the room.
#[derive(Default)]
pub struct View {
    /// Why the last click was refused, or what the last command did.
    pub message: Option<Note>,
    /// Discs turning over after the last move.
    flipping: Option<Flipping>,
    /// An announcement over the board (a forced pass).
    banner: Option<Banner>,
    /// egui's time up to which the running clock has been charged.
    pub clock_since: Option<f64>,
}

/// An announcement over the board and when it appeared (egui time, seconds).
struct Banner {
    text: String,
    started: f64,
}

/// Discs turning over: which, from what colour, and when it started (egui time, seconds).
struct Flipping {
    squares: Vec<Square>,
    from: Player,
    started: f64,
    seconds: f64,
}

impl Flipping {
    fn progress(&self, now: f64) -> f32 {
        (((now - self.started) / self.seconds) as f32).clamp(0.0, 1.0)
    }
}

impl View {
    /// A move was played: its discs turn over (if animations are on), a forced pass is
    /// announced, and the message is cleared. The game changes at once; the animation only
    /// draws it, so a click during an animation is simply the next move.
    pub fn moved(&mut self, report: &MoveReport, ctx: &Ctx) {
        self.message = None;
        self.banner = (report.opponent_passed && report.next.is_some()).then(|| Banner {
            text: t!(
                "banner-pass",
                player = i18n::player(report.player.opponent()),
                other = i18n::player(report.player)
            ),
            started: ctx.now,
        });
        self.flipping = ctx.settings.animation.seconds().map(|seconds| Flipping {
            squares: report.flipped.to_vec(),
            from: report.player.opponent(),
            started: ctx.now,
            seconds,
        });
    }

    /// The position changed otherwise (a step through the line, a new game): nothing turns
    /// over and nothing is announced.
    pub fn jumped(&mut self) {
        self.flipping = None;
        self.banner = None;
    }

    /// Whether discs are still turning over after the last move.
    pub fn is_animating(&self) -> bool {
        self.flipping.is_some()
    }

    /// The announcement over the board, while it is shown.
    pub fn banner(&self) -> Option<&str> {
        self.banner.as_ref().map(|b| b.text.as_str())
    }

    /// How far `square` has turned over at `now`, from which colour, if it is turning.
    pub fn turning(&self, square: Square, now: f64) -> Option<(Player, f32)> {
        let flipping = self.flipping.as_ref()?;
        flipping
            .squares
            .contains(&square)
            .then(|| (flipping.from, flipping.progress(now)))
    }

    /// Ends a finished animation; while one runs, asks for the next frame (otherwise the
    /// window sleeps until input).
    pub fn animate(&mut self, ctx: &Ctx) {
        if let Some(flipping) = &self.flipping {
            if flipping.progress(ctx.now) >= 1.0 {
                self.flipping = None;
            } else {
                ctx.egui.request_repaint();
            }
        }
    }

    /// Draws the announcement over the board (fading out), or drops it once its time is up.
    pub fn overlay(&mut self, ui: &Ui, board: Rect, now: f64) {
        let Some(banner) = &self.banner else {
            return;
        };
        let left = BANNER_SECONDS - (now - banner.started);
        if left > 0.0 {
            let opacity = (left / 0.5).min(1.0) as f32;
            status::banner(ui, board, &banner.text, opacity);
            ui.ctx().request_repaint();
        } else {
            self.banner = None;
        }
    }
}
