//! What the person does to the game: a move, a look back in the move list, undo and redo, a
//! pasted game.

use super::{Banner, Flipping, Mode, OthelloRoom};
use crate::gui::files::{self, Format};
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::room::{Ctx, Room};
use crate::gui::settings::Settings;
use crate::gui::status::Note;
use othello_core::notation::{obf, transcript};
use othello_core::{Game, Options, Player, Square};

/// The longest text taken as a pasted game: a 16×16 game is under 1 KiB.
const MAX_PASTE_BYTES: usize = 64 * 1024;

impl OthelloRoom {
    /// Whether at least one side is played by a person.
    pub(super) fn has_human(settings: &Settings) -> bool {
        Player::BOTH
            .iter()
            .any(|&p| !settings.seat(p).is_computer())
    }

    /// Whether the side to move is the computer's, in a game where a person plays too: undo
    /// and redo step over such positions so the person gets the turn back.
    pub(super) fn step_over(&self, settings: &Settings) -> bool {
        Self::has_human(settings) && self.computer_to_move(settings)
    }

    pub(super) fn play(&mut self, square: Square, ctx: &Ctx) {
        // A new move where moves were taken back replaces them: keep the whole game so that
        // "Swap with the previous game" can restore that line.
        let replaced_line = self
            .game
            .redo_moves()
            .first()
            .is_some_and(|&next| next != square);
        let before = replaced_line.then(|| self.game.clone());
        match self.game.play(square) {
            Ok(report) => {
                self.stop();
                self.view.message = None;
                // The first move off the line makes it a variation: the line left is kept as
                // the main line (a variation of a variation keeps the first main line).
                if let Some(before) = &before
                    && self.view.main_line.is_none()
                {
                    self.view.main_line = Some(before.clone());
                }
                self.view.previous = before;
                self.view.banner =
                    (report.opponent_passed && report.next.is_some()).then(|| Banner {
                        text: t!(
                            "banner-pass",
                            player = i18n::player(report.player.opponent()),
                            other = i18n::player(report.player)
                        ),
                        started: ctx.now,
                    });
                // The game changes at once; the animation only draws it. A click during an
                // animation is a move like any other and simply starts the next animation.
                self.view.flipping = ctx.settings.animation.seconds().map(|seconds| Flipping {
                    squares: report.flipped.to_vec(),
                    from: report.player.opponent(),
                    started: ctx.now,
                    seconds,
                });
                self.save(ctx.writer);
            }
            Err(error) => {
                self.view.message = Some(Note::Refused(i18n::errors::move_error(&error)));
            }
        }
    }

    /// Leaves the variation for the main line, at the position where they part; the variation
    /// is kept for "Swap with the previous game".
    pub(super) fn back_to_main_line(&mut self, ctx: &Ctx) {
        let Some(main) = self.view.main_line.take() else {
            return;
        };
        self.stop();
        let parted = self.parted_at(&main);
        let variation = std::mem::replace(&mut self.game, main);
        self.view.previous = Some(variation);
        self.view.flipping = None;
        self.go_to(parted, ctx);
        self.view.message = Some(Note::Info(t!("note-main-line")));
        self.save(ctx.writer);
    }

    /// The moves the game on the board shares with `main` from the start.
    pub(super) fn parted_at(&self, main: &Game) -> usize {
        let line = |g: &Game| {
            let mut all = g.moves_played();
            all.extend(g.redo_moves());
            all
        };
        line(&self.game)
            .iter()
            .zip(line(main))
            .take_while(|(a, b)| **a == *b)
            .count()
    }

    /// The main line, while a variation of it is explored.
    pub fn main_line(&self) -> Option<&Game> {
        self.view.main_line.as_ref()
    }

    /// Shows the position after `target` moves of the line, by undoing or redoing.
    pub(super) fn go_to(&mut self, target: usize, ctx: &Ctx) {
        self.stop();
        self.view.flipping = None;
        let mut moved = false;
        while self.game.moves_played().len() > target && self.game.undo().is_some() {
            moved = true;
        }
        while self.game.moves_played().len() < target && self.game.redo().is_some() {
            moved = true;
        }
        if moved {
            self.view.message = None;
            self.save(ctx.writer);
        }
        // Looking at a position where the computer is to move: it waits, and says so.
        if self.step_over(ctx.settings) {
            self.mode = Mode::Reviewing;
            if let Some(player) = self.game.turn() {
                self.view.message = Some(Note::Info(t!(
                    "note-computer-waits",
                    player = i18n::player(player)
                )));
            }
        }
    }

    /// Against the computer, Undo takes back the computer's reply too, back to the person's
    /// last move (or to the start); Redo mirrors it.
    pub(super) fn undo_redo(&mut self, undo: bool, ctx: &Ctx) {
        self.stop();
        self.view.flipping = None;
        let step = |game: &mut Game| {
            if undo {
                game.undo().is_some()
            } else {
                game.redo().is_some()
            }
        };
        if step(&mut self.game) {
            while self.step_over(ctx.settings) && step(&mut self.game) {}
            self.view.message = None;
            self.save(ctx.writer);
        }
    }

    pub(super) fn paste(&mut self, text: &str, ctx: &Ctx) {
        if text.len() > MAX_PASTE_BYTES {
            self.view.message = Some(Note::Refused(t!(
                "note-paste-too-long",
                kib = text.len() / 1024
            )));
            return;
        }
        match pasted_game(text, *self.game.options()) {
            Ok((game, note)) => {
                self.replace(game, ctx.writer);
                self.view.message = Some(Note::Info(note));
            }
            Err(why) => {
                self.view.message = Some(Note::Refused(t!("note-paste-not-a-game", why = why)));
            }
        }
    }
}

/// The game in a pasted text, read by its content as whatever the window copies or saves: an
/// OBF position (Copy position), GGF (Copy as GGF, `.ggf` files; the first game of many), the
/// program's own record (`.ron` files) or a transcript (Copy, `.txt` files; a bare move list
/// too). Options a transcript leaves out come from `options`, the game on screen; a bare move
/// list that does not fit that board but fits the standard 8×8 start starts that game, and
/// the note says so. Returns the game and the note saying what was pasted.
///
/// # Errors
/// Why the text is not a game, in the window's language where the rules refuse it.
pub(super) fn pasted_game(text: &str, options: Options) -> Result<(Game, String), String> {
    let text = text.trim();
    if is_obf(text) {
        let cells = text.split_whitespace().next().map_or(0, str::len);
        let position = if cells == usize::from(options.rows) * usize::from(options.cols) {
            obf::parse(text, options)
        } else {
            obf::parse_inferred(text)
        }
        .map_err(|e| e.to_string())?;
        let game = Game::from_setup(&position.setup).map_err(|e| e.to_string())?;
        return Ok((game, t!("note-pasted-position")));
    }
    let format = Format::detect(text);
    let pasted = |options| {
        files::parse(text, format, options)
            .map(|(game, _)| game)
            .map(|game| {
                let moves = game.moves_played().len();
                (game, moves)
            })
    };
    match pasted(options) {
        Ok((game, moves)) => Ok((game, t!("note-pasted", moves = moves))),
        Err(why) => {
            // A bare move list is read on the board on screen; one from the standard game
            // (f5d6c3…) pasted during another board's game is taken as that game.
            let standard = Options::default();
            let bare = format == Format::Transcript
                && options != standard
                && transcript::parse(text, options).is_ok_and(|t| t.setup.options == options);
            match pasted(standard) {
                Ok((game, moves)) if bare => Ok((game, t!("note-pasted-standard", moves = moves))),
                _ => Err(why),
            }
        }
    }
}

/// Whether `text` is one OBF line: a square board's cells (`X`, `O`, `-`) and the side to move.
fn is_obf(text: &str) -> bool {
    let mut words = text.split_whitespace();
    let (Some(cells), Some(side)) = (words.next(), words.next()) else {
        return false;
    };
    !text.contains('\n')
        && cells.len() >= 16
        && cells
            .chars()
            .all(|c| matches!(c, 'X' | 'O' | '-' | 'x' | 'o' | '*'))
        && matches!(side.trim_end_matches(';'), "X" | "O" | "x" | "o")
}
