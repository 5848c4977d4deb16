//! Othello's room: the game, and what is only on screen about it.
//!
//! Computer players and hints:
//! - A computer side: each frame ([`Room::tick`]) the room starts or polls a [`Computer`] for the
//!   side to move and hands its choice back as [`GameCommand::Play`], the command a click or the
//!   keyboard produces; undo, saving, animation and messages need nothing new. The move waits
//!   for the flip animation and the pace, so a person can follow it. Any change to the game
//!   drops the computer, which cancels its search at once, and a computer is only used for the
//!   exact position it started from, so no stray move can land in another game.
//! - A hint ([`OthelloCommand::Hint`]) runs a search too and keeps its answer until the position
//!   changes; the board rings the cell.
//!
//! What is shown about the game beside and on the board (the move list, the book, the review
//! and its graph, the values on the moves) are [`panels`], each with its own state; the room
//! hands them a [`panels::Scene`] each frame and tells them when the game changes. The room is
//! in one [`Mode`] at a time: playing, looking back with the computer waiting, or editing a
//! position.

use super::{Ctx, Pointer, Room};
use crate::gui::command::{GameCommand, OthelloCommand, Step};

mod actions;
mod analysis;
mod cells;
pub mod editor;
mod evaluations;
pub mod panels;
mod players;
mod record;
mod results;
pub mod review;
mod timing;
use crate::gui::board::CellView;
use crate::gui::command::Command;
use crate::gui::computer::Computer;
use crate::gui::i18n;
use crate::gui::i18n::t;
use crate::gui::settings::Settings;
use crate::gui::status::{self, Note};
use crate::gui::store::Writer;
use crate::gui::theme::Theme;
use egui::{Rect, Ui};
use othello_core::notation::{ggf, obf, transcript};
use othello_core::{Game, Options, Player, Ply, Square};
use othello_engine::{GameTables, Thinker};
use panels::{Panel, Place};
use std::sync::{Arc, Mutex};

/// How long an announcement stays over the board, in seconds; it fades during the last half
/// second.
const BANNER_SECONDS: f64 = 3.0;
/// The narrowest window that gives the side panel its full width (narrower, it gets less, or
/// goes under the board).
const SIDE_PANEL_MIN_WIDTH: f32 = 560.0;
/// The side panel's width.
const SIDE_PANEL_WIDTH: f32 = 190.0;

/// Othello in the window.
pub struct OthelloRoom {
    /// The game (saved).
    game: Game,
    /// Its clocks, when it is played on the clock (saved with it).
    clock: Option<crate::gui::clock::Clock>,
    /// What the room is doing with the game.
    mode: Mode,
    /// What is only on screen.
    view: View,
    /// What is shown about the game beside and on the board (see [`panels::all`]).
    panels: Vec<Box<dyn Panel>>,
    /// The game as the panels last saw it.
    seen: Option<panels::Seen>,
}

/// What the room is doing with its game.
pub(super) enum Mode {
    /// The game is played: moves, the computer, the clocks.
    Playing,
    /// A look back through the line at a position where the computer is to move: the computer
    /// and the clocks wait until Resume or any change to the game.
    Reviewing,
    /// The position editor is open (Game → Edit position…): nothing plays or thinks about the
    /// game until it closes.
    Editing(editor::Editor),
}

/// Transient state: nothing here is saved.
#[derive(Default)]
struct View {
    /// Why the last click was refused, or what the last command did.
    message: Option<Note>,
    /// The game that Restart, a new game or a paste replaced, until the next move: one click
    /// swaps it back, so starting over by mistake loses nothing.
    previous: Option<Game>,
    /// Discs turning over after the last move.
    flipping: Option<Flipping>,
    /// The computer choosing its move for the side to move after these moves.
    computer: Option<Computer<(Player, Vec<Square>)>>,
    /// The hash tables Expert keeps from one of its moves to the next (made at its first).
    tables: Option<Arc<Mutex<GameTables>>>,
    /// A hint being looked for, or shown.
    hint: Option<Hint>,
    /// An announcement over the board (a forced pass).
    banner: Option<Banner>,
    /// The engine's values on the moves (View → Analysis).
    values: Option<analysis::Values>,
    /// The review of the game's line (Game → Analyze game).
    review: Option<review::ReviewRun>,
    /// egui's time up to which the running clock has been charged.
    clock_since: Option<f64>,
    /// The line of the last finished game counted in the statistics.
    counted: Option<Vec<Square>>,
    /// What the engine has said of the game's positions (for the graph).
    evaluations: evaluations::Evaluations,
    /// The game's main line, kept whole while a different move from one of its positions is
    /// explored (a variation): Back to the main line returns to it, and a file saved meanwhile
    /// holds it.
    main_line: Option<Game>,
}

/// A hint for the position after `moves`: searching while `thinker` runs, then `square`.
struct Hint {
    thinker: Option<Thinker>,
    moves: Vec<Square>,
    square: Option<Square>,
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

impl OthelloRoom {
    /// Carries out what only Othello does (see [`OthelloCommand`]).
    fn apply_othello(&mut self, command: OthelloCommand, ctx: &Ctx) {
        match command {
            OthelloCommand::Edit(edit) => self.edit(edit, ctx),
            OthelloCommand::EditPosition => self.start_editing(),
            OthelloCommand::Hint => self.start_hint(ctx.settings),
            OthelloCommand::ReviewGame(depth) => self.start_review(depth, ctx),
            OthelloCommand::CancelReview => self.cancel_review(),
            OthelloCommand::GoTo(target) => self.go_to(target, ctx),
            OthelloCommand::PlayLine(moves) if self.playable(ctx.settings) => {
                for square in moves {
                    let before = self.game.moves_played().len();
                    self.play(square, ctx);
                    if self.game.moves_played().len() == before {
                        break;
                    }
                }
            }
            OthelloCommand::PlayLine(_) => {}
            OthelloCommand::MainLine => self.back_to_main_line(ctx),
            OthelloCommand::Step(step) => {
                // In moves, as GoTo counts them (passes are not steps).
                let played = self.game.moves_played().len();
                let ahead = self.game.redo_moves().len();
                let target = match step {
                    Step::First => 0,
                    Step::Back => played.saturating_sub(1),
                    Step::Forward => played + ahead.min(1),
                    Step::Last => played + ahead,
                };
                if target != played {
                    self.go_to(target, ctx);
                }
            }
            OthelloCommand::Resume => {
                self.resume();
                self.view.message = None;
            }
            OthelloCommand::CopyGame => {
                ctx.egui.copy_text(transcript::to_text(&self.game));
                self.view.message = Some(Note::Info(t!("note-copied-moves")));
            }
            OthelloCommand::CopyGgf => {
                ctx.egui.copy_text(ggf::write(&self.record(ctx.settings)));
                self.view.message = Some(Note::Info(t!("note-copied-ggf")));
            }
            OthelloCommand::CopyPosition => {
                let position = obf::ObfPosition {
                    setup: self.game.position(),
                    ..obf::ObfPosition::default()
                };
                ctx.egui.copy_text(obf::write(&position));
                self.view.message = Some(Note::Info(t!("note-copied-obf")));
            }
            OthelloCommand::RequestPaste => ctx
                .egui
                .send_viewport_cmd(egui::ViewportCommand::RequestPaste),
            OthelloCommand::PasteGame(text) => self.paste(&text, ctx),
            OthelloCommand::RestorePrevious => {
                if let Some(previous) = self.view.previous.take() {
                    self.stop();
                    let replaced = std::mem::replace(&mut self.game, previous);
                    self.mark_counted();
                    self.view.previous = Some(replaced);
                    self.view.flipping = None;
                    self.view.message = None;
                    self.save(ctx.writer);
                }
            }
            OthelloCommand::OpenGame(moves, at) => match Game::replay(Options::default(), &moves) {
                Ok(game) => {
                    self.replace(game, ctx.writer);
                    self.go_to(at, ctx);
                }
                Err(e) => self.view.message = Some(Note::Refused(e.to_string())),
            },
            command @ OthelloCommand::ImportDatabase(_) => {
                self.with_panels(ctx, |panels, scene| {
                    for panel in panels {
                        panel.command(&command, scene);
                    }
                });
            }
        }
    }

    /// The room for `game`.
    pub fn new(game: Game) -> Self {
        let mut room = OthelloRoom {
            game,
            clock: None,
            mode: Mode::Playing,
            view: View::default(),
            panels: panels::all(),
            seen: None,
        };
        room.mark_counted();
        room
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The move a hint suggested, once found (until the position changes).
    pub fn hint(&self) -> Option<Square> {
        self.view.hint.as_ref().and_then(|h| h.square)
    }

    /// Whether discs are still turning over after the last move.
    pub fn is_animating(&self) -> bool {
        self.view.flipping.is_some()
    }

    /// Whether the computer is choosing a move.
    pub fn is_thinking(&self) -> bool {
        self.view.computer.is_some()
    }

    /// The announcement over the board (a forced pass), while it is shown.
    pub fn banner(&self) -> Option<&str> {
        self.view.banner.as_ref().map(|b| b.text.as_str())
    }

    /// Whether the computer waits for Resume.
    pub fn is_paused(&self) -> bool {
        matches!(self.mode, Mode::Reviewing)
    }

    /// Back to playing after a look back (the computer and the clocks go on).
    fn resume(&mut self) {
        if self.is_paused() {
            self.mode = Mode::Playing;
        }
    }

    /// Whether the opening book plays a part in this game: a computer seat plays from it, or a
    /// shown panel shows it (the book panel, the values on the board with their ribbons). In a
    /// game between two people with neither, the status bar does not speak of it.
    fn book_in_use(&self, settings: &Settings) -> bool {
        Player::BOTH.iter().any(|&p| settings.seat(p).is_computer())
            || self
                .panels
                .iter()
                .any(|p| matches!(p.id(), "book" | "analysis" | "lines") && p.shown(settings))
    }

    /// The terms of the game that differ from two people playing "most discs wins" under the
    /// full rules, in words ("Fewest discs wins · White: Computer (Intermediate)").
    fn terms(&self, settings: &Settings) -> Option<String> {
        let options = self.game.options();
        let mut terms = Vec::new();
        if options.win_rule == othello_core::WinRule::FewestDiscs {
            terms.push(t!("setup-fewest-discs"));
        }
        if options.rules == othello_core::RuleSet::Simple {
            terms.push(t!("status-simple-rules"));
        }
        for p in Player::BOTH {
            let seat = settings.seat(p);
            if seat.is_computer() {
                terms.push(t!(
                    "status-seat",
                    player = i18n::player(p),
                    seat = seat.describe()
                ));
            }
        }
        (!terms.is_empty()).then(|| terms.join(" · "))
    }

    /// Whether a person may play a move now: not while the position is being edited, nor on
    /// the computer's turn, nor after a loss on time.
    fn playable(&self, settings: &Settings) -> bool {
        !self.is_editing() && !self.computer_to_move(settings) && self.flagged().is_none()
    }

    /// The move being previewed (under the mouse, else under the keyboard cursor) and the
    /// discs it would flip, when previews are on and the move is legal.
    pub fn preview(&self, settings: &Settings, pointer: Pointer) -> Option<(Square, Vec<Square>)> {
        if !settings.preview_flips || self.flagged().is_some() {
            return None;
        }
        let square = pointer.hovered.or(pointer.cursor)?;
        let flips = self.game.flips(square).ok()?;
        Some((square, flips.to_vec()))
    }

    /// Whether the board marks the legal moves now: when the setting is on and a person is to
    /// move (while the computer is to move the markers would only be noise).
    pub fn shows_legal_markers(&self, settings: &Settings) -> bool {
        settings.show_legal && !self.computer_to_move(settings)
    }

    /// Starts `game` in place of the current one (a new game from the dialog, Restart, a
    /// paste), keeping the old one for "Swap with the previous game" if it had any moves.
    pub fn replace(&mut self, game: Game, writer: &Writer) {
        self.stop();
        self.view.review = None;
        self.mode = Mode::Playing;
        // A game from a file, a paste or the editor is not on the clock (New game and Restart
        // set the clock again).
        self.clock = None;
        let old = std::mem::replace(&mut self.game, game);
        self.view.main_line = None;
        self.mark_counted();
        let kept = !old.moves_played().is_empty() || old.can_redo();
        if kept {
            self.view.previous = Some(old);
        }
        self.view.flipping = None;
        // Say where the game left behind went, so that it is not thought lost.
        self.view.message = kept.then(|| Note::Info(t!("note-game-kept")));
        self.save(writer);
    }
}

impl Room for OthelloRoom {
    fn title(&self) -> &'static str {
        "Othello"
    }

    fn size(&self) -> (u8, u8) {
        (self.game.rows(), self.game.cols())
    }

    fn orientation(&self, settings: &Settings) -> crate::gui::board::Orientation {
        settings.study.orientation
    }

    fn first_cursor(&self) -> Option<Square> {
        self.game.moves().iter().next()
    }

    fn apply(&mut self, command: GameCommand, ctx: &Ctx) {
        match command {
            GameCommand::Play(square) if self.is_editing() => self.paint(square),
            GameCommand::Othello(OthelloCommand::Edit(edit)) => self.edit(edit, ctx),
            GameCommand::Othello(OthelloCommand::EditPosition) => self.start_editing(),
            // The game waits while its position is being edited.
            _ if self.is_editing() => {}
            GameCommand::Play(_) if self.flagged().is_some() => {
                self.view.message = Some(Note::Refused(t!("note-ended-on-time")));
            }
            GameCommand::Play(square) => self.play(square, ctx),
            GameCommand::Undo => self.undo_redo(true, ctx),
            GameCommand::Redo => self.undo_redo(false, ctx),
            GameCommand::Restart => {
                let minutes = self.clock.map(|c| c.minutes);
                self.replace(new_game(*self.game.options()), ctx.writer);
                if let Some(minutes) = minutes {
                    self.set_clock(Some(crate::gui::clock::Clock::new(minutes)), ctx.writer);
                }
            }
            GameCommand::Othello(command) => self.apply_othello(command, ctx),
        }
    }

    fn can_undo_redo(&self, settings: &Settings) -> (bool, bool) {
        // The editor changes cells, not moves: Undo and Redo wait for the game it starts.
        if self.is_editing() {
            return (false, false);
        }
        if !Self::has_human(settings) {
            return (self.game.can_undo(), self.game.can_redo());
        }
        // The core's line names who made each ply, played and taken back alike.
        let person = |ply: &Ply| matches!(*ply, Ply::Move { player, .. } if !settings.seat(player).is_computer());
        let line = self.game.line();
        let (played, taken_back) = line.plies.split_at(line.current);
        let undo = played.iter().any(person);
        let redo = taken_back.iter().any(person);
        (undo, redo)
    }

    fn has_records(&self) -> bool {
        true
    }

    fn can_hint(&self, settings: &Settings) -> bool {
        // Not while a position is being edited (it is no game yet), nor after a loss on time.
        !self.is_editing()
            && self.flagged().is_none()
            && self.game.turn().is_some()
            && !self.computer_to_move(settings)
    }

    fn computer_to_move(&self, settings: &Settings) -> bool {
        self.game
            .turn()
            .is_some_and(|p| settings.seat(p).is_computer())
    }

    fn refuse_click(&mut self, settings: &Settings) -> bool {
        if self.is_editing() {
            return false;
        }
        match self.game.turn() {
            Some(p) if settings.seat(p).is_computer() => {
                let player = i18n::player(p);
                self.view.message = Some(Note::Refused(if self.is_paused() {
                    t!("note-computer-paused", player = player)
                } else {
                    t!("note-computer-wait", player = player)
                }));
                true
            }
            _ => false,
        }
    }

    fn status(&self, ui: &mut Ui, ctx: &Ctx, theme: &Theme) -> Option<Command> {
        if self.is_editing() {
            return self.editor_bar(ui);
        }
        let thinking = self.thinking();
        let bar = status::Bar {
            game: &self.game,
            message: self.view.message.as_ref(),
            can_restore: self.view.previous.is_some(),
            paused: self.is_paused(),
            thinking: thinking.as_deref(),
            clock: self.clock.as_ref().map(|c| (c, self.clock_running())),
            opening: othello_openings::name(&self.game),
            book: self
                .book_in_use(ctx.settings)
                .then(|| self.book_progress())
                .flatten(),
            terms: self.terms(ctx.settings),
        };
        status::show(ui, &bar, theme)
    }

    fn has_side_panel(&self, settings: &Settings) -> bool {
        self.panels
            .iter()
            .any(|p| matches!(p.place(), Place::Side | Place::Under) && p.shown(settings))
    }

    fn side_panel(&mut self, ui: &mut Ui, ctx: &Ctx) -> Option<Command> {
        let beside = self.side_panels(ui, ctx);
        let under = self.under_panels(ui, ctx);
        beside.or(under)
    }

    fn overlay(&mut self, ui: &Ui, board: Rect, now: f64) {
        let Some(banner) = &self.view.banner else {
            return;
        };
        let left = BANNER_SECONDS - (now - banner.started);
        if left > 0.0 {
            let opacity = (left / 0.5).min(1.0) as f32;
            status::banner(ui, board, &banner.text, opacity);
            ui.ctx().request_repaint();
        } else {
            self.view.banner = None;
        }
    }

    fn tick(&mut self, ctx: &Ctx, calm: bool) -> Option<Command> {
        // Tell the panels of a change to the game even while none is drawn.
        self.notice_game_change(ctx);
        if let Some(flipping) = &self.view.flipping {
            if flipping.progress(ctx.now) >= 1.0 {
                self.view.flipping = None;
            } else {
                // Only an animation asks for frames; otherwise the window sleeps until input.
                ctx.egui.request_repaint();
            }
        }
        if self.is_editing() {
            // Nothing plays or thinks about the game while its position is being edited.
            self.stop();
            return None;
        }
        self.run_clock(ctx);
        if let Some(finished) = self.finished_result(ctx.settings) {
            return Some(Command::RecordResult(finished));
        }
        let command = self.computer_move(ctx, calm);
        self.poll_hint(ctx.egui);
        self.drive_analysis(ctx);
        self.keep_analysis_value();
        command
    }

    fn thinking(&self) -> Option<String> {
        if let Some(computer) = &self.view.computer {
            let name = self
                .game
                .turn()
                .map_or_else(|| t!("the-computer"), i18n::player);
            let depth = computer.depth();
            return Some(if depth > 0 {
                t!("thinking-depth", player = name, depth = depth)
            } else {
                t!("thinking", player = name)
            });
        }
        match &self.view.hint {
            Some(Hint {
                thinker: Some(_), ..
            }) => Some(t!("hint-looking")),
            _ => self.analysis_status(),
        }
    }

    fn message(&self) -> Option<&Note> {
        self.view.message.as_ref()
    }

    fn set_message(&mut self, note: Option<Note>) {
        self.view.message = note;
    }

    /// Cancels any search at once (dropping a thinker stops and joins it) and forgets what
    /// belonged to the position being left: the hint, the pause, the announcement.
    fn stop(&mut self) {
        self.view.banner = None;
        self.view.computer = None;
        self.view.hint = None;
        self.resume();
        self.view.values = None;
    }

    fn save(&self, writer: &Writer) {
        self.save_with(writer);
    }

    fn cells(&self, ctx: &Ctx, pointer: Pointer) -> Vec<CellView> {
        if let Some(cells) = self.editor_cells() {
            return cells;
        }
        let mut cells = self.cell_views(ctx, pointer);
        let scene = self.scene(ctx);
        for panel in &self.panels {
            if panel.shown(ctx.settings) {
                panel.decorate(&mut cells, &scene);
            }
        }
        cells
    }
}

/// A game with `options`, or the standard game if they are somehow invalid (they were
/// validated when loaded or chosen).
pub fn new_game(options: Options) -> Game {
    Game::new(options)
        .unwrap_or_else(|_| Game::new(Options::default()).expect("the default options are valid"))
}
