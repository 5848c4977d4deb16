//! Othello's room, in three parts with types of their own:
//!
//! - **The session** ([`Session`]): the game's record — its line, main line and variation,
//!   header, origin, seats and clocks — and the rules of what a player's action does to it.
//!   Plain data, tested without a window.
//! - **The work** ([`Work`]): the computer's move, the hint, the analysis and the review, each on
//!   the engine's background type, and what the engine has said of the game's positions; the
//!   room takes one [`Snapshot`] of it a frame.
//! - **The panels** ([`PanelSet`]): what is shown about the game beside, under and on the
//!   board, each owning its state and saying what it needs; they read one [`Scene`] a frame,
//!   built from the session and the snapshot.
//!
//! Beside them the room keeps its [`View`] (the message, the animation, the announcement) and
//! its [`Mode`]: playing, looking back with the computer waiting, or editing a position.
//!
//! A computer side: each frame ([`Room::tick`]) the work starts or polls a search for the side
//! to move and hands its choice back as [`GameCommand::Play`], the command a click or the
//! keyboard produces. Any change to the game drops the searches of the position, and a search
//! is only used for the exact position it started from, so no stray move can land in another
//! game.

use super::{Ctx, Pointer, Room};
use crate::gui::board::CellView;
use crate::gui::command::{Command, GameCommand};
use crate::gui::i18n;
use crate::gui::i18n::{msg, t};
use crate::gui::session::{Session, today};
use crate::gui::settings::Settings;
use crate::gui::status::{self, Note};
use crate::gui::store::Writer;
use crate::gui::theme::Theme;
use egui::{Rect, Ui};
use othello_core::{Game, Options, Record, Square};
use std::cell::RefCell;

mod access;
mod actions;
pub mod cells;
pub mod document;
pub mod editor;
mod evaluations;
pub mod panels;
pub mod practice;
mod record;
pub mod shown;
mod timing;
mod view;
pub mod work;

use editor::Editor;
use panels::{PanelSet, Scene};
use practice::Practice;
pub use view::View;
pub use work::{Snapshot, Work};

/// Othello in the window.
pub struct OthelloRoom {
    /// The game's record (saved).
    session: Session,
    /// What the room is doing with the game.
    mode: Mode,
    /// What is only on screen.
    view: View,
    /// The searches on the game and what they found.
    work: Work,
    /// What is shown about the game beside and on the board.
    panels: PanelSet,
    /// The game's file: the library of a file of many games, Save's question, pictures.
    document: document::Document,
    /// What the work knows about the position on the board, taken once a frame (the first
    /// time a frame asks for the scene), and the egui pass it was taken in.
    snapshot: RefCell<(Option<u64>, Snapshot)>,
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
    Editing(Editor),
    /// Practice on the reviewed game's mistakes: a click tries a move at the mistake's
    /// position instead of playing it; nothing plays or runs the clocks.
    Practising(Practice),
}

impl Mode {
    /// The position editor, while it is open.
    fn editor(&self) -> Option<&Editor> {
        match self {
            Mode::Editing(editor) => Some(editor),
            _ => None,
        }
    }

    /// The practice, while it runs.
    fn practice(&self) -> Option<&Practice> {
        match self {
            Mode::Practising(practice) => Some(practice),
            _ => None,
        }
    }
}

impl OthelloRoom {
    /// The room for `session`.
    pub fn new(session: Session) -> Self {
        OthelloRoom {
            session,
            mode: Mode::Playing,
            view: View::default(),
            work: Work::default(),
            panels: PanelSet::default(),
            document: document::Document::default(),
            snapshot: RefCell::default(),
        }
    }

    /// What the panels may read this frame.
    pub fn scene<'a>(&'a self, ctx: &Ctx<'a>) -> Scene<'a> {
        let session = &self.session;
        let pass = ctx.egui.cumulative_pass_nr();
        if self.snapshot.borrow().0 != Some(pass) {
            let mut snapshot =
                self.work
                    .snapshot(session.game(), session.reviewed(), ctx.data_dir, ctx.now);
            if self.mode.practice().is_some_and(|p| !p.revealed) {
                // The values would give the answer away.
                snapshot.values.clear();
            }
            *self.snapshot.borrow_mut() = (Some(pass), snapshot);
        }
        Scene {
            game: session.game(),
            settings: ctx.settings,
            playable: self.mode.editor().is_none()
                && !session.computer_to_move()
                && session.flagged().is_none(),
            work: std::cell::Ref::map(self.snapshot.borrow(), |(_, snapshot)| snapshot),
            egui: ctx.egui,
            data_dir: ctx.data_dir,
            evaluations: self.work.evaluations(),
            variation_from: session.main_line().map(|_| session.shared_with_main_line()),
            header: session.header(),
            reviewed: session.reviewed(),
            practice: self.mode.practice(),
            // Not for a computer's seat: it plays the opening from its book, which values
            // nothing, and the room would stand empty for the first dozen moves.
            values_coming: self.panels.needs(ctx.settings).analysis || session.reviewed().is_some(),
        }
    }

    /// Puts `session` on the board in place of the game there (a new game, Restart, an opened
    /// record, a paste, the editor's game), keeping that one for "Swap with the previous
    /// game"; `note` says what happened (else where the old game went, if it was kept).
    pub fn open(&mut self, mut session: Session, note: Option<Note>, writer: &Writer) {
        self.stop();
        self.work.drop_review();
        // A record reviewed before (here, or saved after its review) comes with its review.
        if session.is_study() && session.reviewed().is_none() {
            let (kept, _) = writer.store().load_review(session.game());
            if let Some(review) = kept {
                session.keep_review(review);
            }
        }
        self.mode = Mode::Playing;
        self.view.jumped();
        self.view.clock_since = None;
        // A record opened after a game against the computer: say that people play it now.
        let handed_back = session.is_study()
            && othello_core::Player::BOTH
                .iter()
                .any(|&p| self.session.seat(p).is_computer());
        let kept = self.session.replace(session);
        // Say where the game left behind went, so that it is not thought lost.
        let note = note.or_else(|| kept.then(|| Note::Info(msg!("note-game-kept"))));
        self.view.message = match note {
            Some(Note::Info(said)) if handed_back => Some(Note::Info(msg!(
                "note-then-study",
                note = said,
                study = msg!("note-study")
            ))),
            None if handed_back => Some(Note::Info(msg!("note-study"))),
            note => note,
        };
        self.save(writer);
    }

    /// The game as a record for files and the clipboard: the session's, with the engine's
    /// value of each move where one is known.
    pub fn record(&self) -> Record {
        let mut record = self.session.record();
        record::annotate(
            &mut record,
            &self.session.saved_line(),
            self.work.evaluations(),
            self.session.reviewed(),
        );
        record
    }
}

impl Room for OthelloRoom {
    fn title(&self) -> &'static str {
        "Othello"
    }

    fn size(&self) -> (u8, u8) {
        let game = self.session.game();
        (game.rows(), game.cols())
    }

    fn orientation(&self, settings: &Settings) -> crate::gui::board::Orientation {
        settings.study.orientation
    }

    fn first_cursor(&self) -> Option<Square> {
        self.session.game().moves().iter().next()
    }

    fn apply(&mut self, command: GameCommand, ctx: &Ctx) {
        self.act(command, ctx);
    }

    fn can_undo_redo(&self, _settings: &Settings) -> (bool, bool) {
        // The editor changes cells, not moves: Undo and Redo wait for the game it starts.
        if self.mode.editor().is_some() {
            return (false, false);
        }
        self.session.can_undo_redo()
    }

    fn has_records(&self) -> bool {
        true
    }

    fn can_hint(&self, _settings: &Settings) -> bool {
        // Not while a position is being edited (it is no game yet), nor after a loss on time.
        self.mode.editor().is_none()
            && self.session.flagged().is_none()
            && self.session.game().turn().is_some()
            && !self.session.computer_to_move()
    }

    fn computer_to_move(&self, _settings: &Settings) -> bool {
        self.session.computer_to_move()
    }

    fn refuse_click(&mut self, _settings: &Settings) -> bool {
        if self.mode.editor().is_some() || !self.session.computer_to_move() {
            return false;
        }
        let Some(p) = self.session.game().turn() else {
            return false;
        };
        let player = i18n::player_message(p);
        self.view.message = Some(Note::Refused(if matches!(self.mode, Mode::Reviewing) {
            msg!("note-computer-paused", player = player)
        } else {
            msg!("note-computer-wait", player = player)
        }));
        true
    }

    fn status(&self, ui: &mut Ui, ctx: &Ctx, theme: &Theme) -> Option<Command> {
        if let Some(editor) = self.mode.editor() {
            return editor.bar(ui);
        }
        let thinking = self.thinking();
        let game = self.session.game();
        // While practising, the bar says what the board is for (a message said since comes first).
        let practising = self.mode.practice().map(|p| {
            Note::Info(msg!(
                "practice-status",
                player = i18n::player_message(p.item().reviewed.player)
            ))
        });
        let bar = status::Bar {
            game,
            message: self.view.message.as_ref().or(practising.as_ref()),
            can_restore: self.session.has_previous(),
            paused: matches!(self.mode, Mode::Reviewing),
            thinking: thinking.as_deref(),
            clock: self.session.clock().map(|c| {
                (
                    c,
                    self.session
                        .clock_running(matches!(self.mode, Mode::Playing)),
                )
            }),
            opening: othello_openings::name(game),
            // The book is spoken of while a computer seat plays from it or a shown panel shows it.
            book: (othello_core::Player::BOTH
                .iter()
                .any(|&p| self.session.seat(p).is_computer())
                || self.panels.needs(ctx.settings).book)
                .then(|| work::book_progress(game, ctx.data_dir))
                .flatten(),
            terms: terms(&self.session),
        };
        status::show(ui, &bar, theme)
    }

    fn folded(&self) -> Option<String> {
        self.panels.folded()
    }

    fn has_side_panel(&self, settings: &Settings) -> bool {
        self.panels.beside_the_board(settings)
    }

    fn side_panel(&mut self, ui: &mut Ui, ctx: &Ctx) -> Option<Command> {
        // The panels are taken out while they draw, so that the scene can borrow the rest of
        // the room.
        let mut panels = std::mem::take(&mut self.panels);
        let scene = self.scene(ctx);
        let beside = panels.side(ui, &scene);
        let under = panels.under(ui, &scene);
        panels.settle_folded(ui.ctx());
        drop(scene);
        self.panels = panels;
        beside.or(under)
    }

    fn overlay(&mut self, ui: &Ui, board: Rect, now: f64) {
        self.view.overlay(ui, board, now);
    }

    fn windows(&mut self, ctx: &Ctx) -> Vec<Command> {
        OthelloRoom::windows(self, ctx)
    }

    fn is_asking(&self) -> bool {
        OthelloRoom::is_asking(self)
    }

    fn tick(&mut self, ctx: &Ctx, calm: bool) -> Option<Command> {
        self.view.animate(ctx);
        let command = self.drive(ctx, calm);
        // Tell the panels of a change to the game even while none is drawn.
        let mut panels = std::mem::take(&mut self.panels);
        panels.notice(&self.scene(ctx));
        self.panels = panels;
        command
    }

    fn thinking(&self) -> Option<String> {
        let game = self.session.game();
        if let Some(depth) = self.work.computer_depth() {
            let name = game.turn().map_or_else(|| t!("the-computer"), i18n::player);
            return Some(if depth > 0 {
                t!("thinking-depth", player = name, depth = depth)
            } else {
                t!("thinking", player = name)
            });
        }
        if self.work.is_hinting() {
            return Some(t!("hint-looking"));
        }
        self.work.analysis_status(game)
    }

    fn message(&self) -> Option<&Note> {
        self.view.message.as_ref()
    }

    fn set_message(&mut self, note: Option<Note>) {
        self.view.message = note;
    }

    /// Cancels every search of the position at once (dropping a thinker stops and joins it)
    /// and forgets what belonged to the position being left: the hint, the pause, the
    /// announcement.
    fn stop(&mut self) {
        self.work.stop();
        self.view.jumped();
        if matches!(self.mode, Mode::Reviewing) {
            self.mode = Mode::Playing;
        }
    }

    fn save(&self, writer: &Writer) {
        writer.save_session(&self.session);
    }

    fn cells(&self, ctx: &Ctx, pointer: Pointer) -> Vec<CellView> {
        if let Some(editor) = self.mode.editor() {
            return editor.cells();
        }
        let mut cells = cells::cell_views(self, ctx, pointer);
        self.panels.decorate(&mut cells, &self.scene(ctx));
        if let Some(practice) = self.mode.practice() {
            cells::practice_marks(&mut cells, self.session.game(), practice);
        }
        cells
    }
}

/// The terms of the game that differ from two people playing "most discs wins" under the
/// full rules, in words ("Fewest discs wins · White: Computer (Intermediate)"), and
/// whether the game was opened for study.
fn terms(session: &Session) -> Option<String> {
    let options = session.game().options();
    let mut terms = Vec::new();
    if options.win_rule == othello_core::WinRule::FewestDiscs {
        terms.push(t!("setup-fewest-discs"));
    }
    if options.rules == othello_core::RuleSet::Simple {
        terms.push(t!("status-simple-rules"));
    }
    for p in othello_core::Player::BOTH {
        let seat = session.seat(p);
        if seat.is_computer() {
            terms.push(t!(
                "status-seat",
                player = i18n::player(p),
                seat = seat.describe()
            ));
        }
    }
    if session.is_study() {
        terms.push(t!("status-study"));
    }
    (!terms.is_empty()).then(|| terms.join(" · "))
}

/// A game with `options`, or the standard game if they are somehow invalid (they were
/// validated when loaded or chosen).
pub fn new_game(options: Options) -> Game {
    Game::new(options)
        .unwrap_or_else(|_| Game::new(Options::default()).expect("the default options are valid"))
}

/// A session for a game started here with the seats of `settings`, today.
pub fn started_here(
    game: Game,
    settings: &Settings,
    clock: Option<crate::gui::clock::Clock>,
) -> Session {
    let seats = othello_core::ByPlayer {
        black: settings.seat(othello_core::Player::Black),
        white: settings.seat(othello_core::Player::White),
    };
    Session::new(game, seats, clock, &today())
}
