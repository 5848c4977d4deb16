//! What the person does to the game, carried out by the room's parts: a move, a step through
//! the line, undo and redo, the main line, a pasted game, the hint, the review, the editor,
//! copying; and each frame's work for the game (the clocks, the computer, the hint, the
//! analysis).

use super::editor::{Editor, Outcome};
use super::practice::Practice;
use super::{Mode, OthelloRoom};
use crate::gui::command::Command;
use crate::gui::command::{GameCommand, OthelloCommand, PracticeStep, Step};
use crate::gui::files::{self, Format};
use crate::gui::i18n;
use crate::gui::i18n::{Message, msg};
use crate::gui::room::{Ctx, Room};
use crate::gui::session::{Header, KeptReview, Session};
use crate::gui::status::Note;
use crate::gui::store::Writer;
use othello_core::notation::{ggf, obf, transcript};
use othello_core::{Game, Options};

/// The longest text taken as a pasted game: a 16×16 game is under 1 KiB.
const MAX_PASTE_BYTES: usize = 64 * 1024;

impl OthelloRoom {
    /// Carries out a command about the game.
    pub(super) fn act(&mut self, command: GameCommand, ctx: &Ctx) {
        let editing = matches!(self.mode, Mode::Editing(_));
        let command = match command {
            // The file, the library and pictures are the document's, whatever the mode.
            GameCommand::Othello(OthelloCommand::Document(command)) => {
                self.document_command(command, ctx);
                return;
            }
            GameCommand::Play(square) if editing => {
                if let Mode::Editing(editor) = &mut self.mode {
                    editor.paint(square);
                }
                return;
            }
            GameCommand::Play(square) if matches!(self.mode, Mode::Practising(_)) => {
                let game = self.session.game();
                let threads = ctx.settings.threads.count();
                let egui = ctx.egui.clone();
                if let Mode::Practising(practice) = &mut self.mode
                    && !practice.try_move(game, square, threads, move || egui.request_repaint())
                {
                    self.view.message = Some(Note::Refused(msg!("practice-not-legal")));
                }
                return;
            }
            GameCommand::Othello(OthelloCommand::Practice(step)) => {
                self.practice(step);
                return;
            }
            GameCommand::Othello(OthelloCommand::Edit(edit)) => {
                let Mode::Editing(editor) = &mut self.mode else {
                    return;
                };
                match editor.edit(edit) {
                    Outcome::Stay => {}
                    Outcome::Cancel => self.mode = Mode::Playing,
                    Outcome::Refused(why) => self.view.message = Some(Note::Refused(why)),
                    Outcome::Start(game) => {
                        // A position set up by hand is played by the same seats.
                        let seats = self.session.seats();
                        let started =
                            Session::new(*game, seats, None, &crate::gui::session::today());
                        self.open(started, None, ctx.writer);
                    }
                }
                return;
            }
            GameCommand::Othello(OthelloCommand::EditPosition) => {
                self.stop();
                self.mode = Mode::Editing(Editor::new(self.session.game().position()));
                self.view.message = None;
                return;
            }
            // The game waits while its position is being edited.
            _ if editing => return,
            command => command,
        };
        let moved = match command {
            GameCommand::Play(_) if self.session.flagged().is_some() => {
                self.view.message = Some(Note::Refused(msg!("note-ended-on-time")));
                return;
            }
            GameCommand::Play(square) => {
                match self.session.play(square) {
                    Ok(report) => {
                        self.stop();
                        self.view.moved(&report, ctx);
                        self.save(ctx.writer);
                    }
                    Err(error) => {
                        let why = i18n::errors::move_error(&error);
                        self.view.message = Some(Note::Refused(why));
                    }
                }
                return;
            }
            GameCommand::Undo => self.session.undo_redo(true),
            GameCommand::Redo => self.session.undo_redo(false),
            GameCommand::Restart => {
                let game = super::new_game(*self.session.game().options());
                let clock = self
                    .session
                    .clock()
                    .map(|c| crate::gui::clock::Clock::new(c.minutes));
                let seats = self.session.seats();
                let started = Session::new(game, seats, clock, &crate::gui::session::today());
                self.open(started, None, ctx.writer);
                return;
            }
            GameCommand::Othello(command) => match self.apply_othello(command, ctx) {
                Some(moved) => moved,
                None => return,
            },
        };
        self.stop();
        if moved {
            self.view.message = None;
            self.save(ctx.writer);
        }
        // Looking at a position where the computer is to move: it waits, and says so.
        if self.session.step_over() {
            self.mode = Mode::Reviewing;
            if let Some(player) = self.session.game().turn() {
                self.view.message = Some(Note::Info(msg!(
                    "note-computer-waits",
                    player = i18n::player_message(player)
                )));
            }
        }
    }

    /// Carries out what only Othello does. Returns whether a step through the line moved the
    /// position (`None` for a command that is no step).
    fn apply_othello(&mut self, command: OthelloCommand, ctx: &Ctx) -> Option<bool> {
        let game = self.session.game();
        match command {
            OthelloCommand::Edit(_)
            | OthelloCommand::EditPosition
            | OthelloCommand::Practice(_) => {}
            OthelloCommand::Hint => {
                if let Some(refusal) = self.work.start_hint(&self.session, ctx) {
                    self.view.message = Some(refusal);
                }
            }
            OthelloCommand::ReviewGame(level) => {
                let before = self.session.reviewed().cloned();
                self.work.start_review(game, level, before, ctx);
            }
            OthelloCommand::CancelReview => self.work.cancel_review(),
            OthelloCommand::GrowBook(grow) => {
                let started = ctx.data_dir.is_some_and(|dir| {
                    self.work
                        .start_growth(grow, game, dir, ctx.settings.threads.count(), ctx.egui)
                });
                if !started {
                    self.view.message = Some(Note::Refused(msg!("own-book-refused")));
                }
            }
            OthelloCommand::CancelGrowBook => self.work.cancel_growth(),
            OthelloCommand::GoTo(target) => return Some(self.session.go_to(target)),
            OthelloCommand::Step(step) => {
                // In moves, as GoTo counts them (passes are not steps).
                let played = game.moves_played().len();
                let ahead = game.redo_moves().len();
                let target = match step {
                    Step::First => 0,
                    Step::Back => played.saturating_sub(1),
                    Step::Forward => played + ahead.min(1),
                    Step::Last => played + ahead,
                };
                return Some(self.session.go_to(target));
            }
            OthelloCommand::PlayLine(moves) => {
                for square in moves {
                    let before = self.session.game().moves_played().len();
                    let playable =
                        !self.session.computer_to_move() && self.session.flagged().is_none();
                    if playable {
                        self.act(GameCommand::Play(square), ctx);
                    }
                    if self.session.game().moves_played().len() == before {
                        break;
                    }
                }
            }
            OthelloCommand::MainLine => {
                let parted = self.session.back_to_main_line()?;
                self.session.go_to(parted);
                self.stop();
                self.view.message = Some(Note::Info(msg!("note-main-line")));
                self.save(ctx.writer);
            }
            OthelloCommand::Resume => {
                self.mode = Mode::Playing;
                self.view.message = None;
            }
            OthelloCommand::CopyGame => {
                ctx.egui.copy_text(transcript::to_text(game));
                self.view.message = Some(Note::Info(msg!("note-copied-moves")));
            }
            OthelloCommand::CopyGgf => {
                ctx.egui.copy_text(ggf::write(&self.record()));
                self.view.message = Some(Note::Info(msg!("note-copied-ggf")));
            }
            OthelloCommand::CopyPosition => {
                let position = obf::ObfPosition {
                    setup: game.position(),
                    ..obf::ObfPosition::default()
                };
                ctx.egui.copy_text(obf::write(&position));
                self.view.message = Some(Note::Info(msg!("note-copied-obf")));
            }
            OthelloCommand::RequestPaste => {
                crate::gui::platform::clipboard::request_paste(ctx.egui)
            }
            OthelloCommand::NothingToPaste { picture } => {
                let key = if picture {
                    "note-paste-picture"
                } else {
                    "note-paste-no-text"
                };
                self.view.message = Some(Note::Refused(Message::new(key)));
            }
            OthelloCommand::PasteGame(text) => match pasted(&text, *game.options()) {
                Ok((session, note)) => self.open(session, Some(Note::Info(note)), ctx.writer),
                Err(why) => self.view.message = Some(Note::Refused(why)),
            },
            OthelloCommand::RestorePrevious => {
                if self.session.has_previous() {
                    self.stop();
                    self.work.drop_review();
                    self.session.restore_previous();
                    self.view.message = None;
                    self.save(ctx.writer);
                }
            }
            OthelloCommand::SetSeat(player, seat) => {
                self.session.set_seat(player, seat);
                self.mode = Mode::Playing;
                self.view.message = Some(Note::Info(msg!(
                    "note-seat",
                    player = i18n::player_message(player),
                    seat = seat.describe()
                )));
                self.save(ctx.writer);
            }
            OthelloCommand::OpenGame(opened) => {
                match Game::replay(Options::default(), &opened.moves) {
                    Ok(game) => {
                        let header = opened.header();
                        let session = Session::opened(game, header, None);
                        let note = Note::Info(msg!(
                            "note-opened-study",
                            black = opened.black.as_str(),
                            white = opened.white.as_str()
                        ));
                        self.open(session, Some(note), ctx.writer);
                        self.session.go_to(opened.at);
                    }
                    Err(e) => {
                        self.view.message = Some(Note::Refused(Message::plain(e.to_string())))
                    }
                }
            }
            // Carried out in `act`, before the mode is looked at.
            OthelloCommand::Document(_) => {}
            command @ OthelloCommand::ImportDatabase(_) => {
                let mut panels = std::mem::take(&mut self.panels);
                panels.command(&command, &self.scene(ctx));
                self.panels = panels;
            }
        }
        None
    }

    /// Each frame's work for the game: the clocks, a finished result, the computer's move,
    /// the hint and the analysis. Returns what the shell is to do.
    pub(super) fn drive(&mut self, ctx: &Ctx, calm: bool) -> Option<Command> {
        if matches!(self.mode, Mode::Editing(_)) {
            // Nothing plays or thinks about the game while its position is being edited.
            self.stop();
            return None;
        }
        let playing = matches!(self.mode, Mode::Playing);
        if let Some(note) =
            super::timing::run_clock(&mut self.session, &mut self.view, playing, ctx)
        {
            self.work.stop();
            self.view.message = Some(note);
            self.save(ctx.writer);
        }
        if let Some(finished) = self.session.finished_result() {
            return Some(Command::RecordResult(finished));
        }
        let may_move = playing && self.session.flagged().is_none();
        // The move also waits for the last move's discs to turn over.
        let calm = calm && !self.view.is_animating();
        let found = self.work.computer_move(&self.session, may_move, calm, ctx);
        let game = self.session.game();
        if let Some(note) = self.work.poll_hint(game, ctx.egui) {
            self.view.message = Some(note);
        }
        // A step off the practised position (the move list, a new game) ends the practice.
        if let Mode::Practising(practice) = &self.mode
            && game.moves_played().len() != practice.item().moves_before
        {
            self.mode = Mode::Playing;
        }
        let practising = self.mode.practice();
        let needed = self.panels.needs(ctx.settings).analysis;
        let wanted = needed
            && (!self.session.computer_to_move() || !playing)
            && practising.is_none_or(|p| p.revealed);
        self.work.drive_analysis(game, wanted, ctx);
        self.work.keep_analysis_value(game);
        self.keep_review(ctx.writer);
        self.work.poll_growth(ctx.writer);
        found.map(|square| Command::Game(GameCommand::Play(square)))
    }
}

impl OthelloRoom {
    /// A step of the practice on the review's mistakes.
    fn practice(&mut self, step: PracticeStep) {
        match step {
            PracticeStep::Start(hundredths) => {
                let game = self.session.game();
                let Some(practice) = self
                    .session
                    .reviewed()
                    .and_then(|r| Practice::new(r, game, hundredths))
                else {
                    self.view.message = Some(Note::Refused(msg!("practice-none")));
                    return;
                };
                self.stop();
                let target = practice.item().moves_before;
                self.mode = Mode::Practising(practice);
                self.session.go_to(target);
                self.view.jumped();
                self.view.message = None;
            }
            PracticeStep::Stop => {
                if matches!(self.mode, Mode::Practising(_)) {
                    self.mode = Mode::Playing;
                }
            }
            step => {
                let Mode::Practising(practice) = &mut self.mode else {
                    return;
                };
                match step {
                    PracticeStep::Retry => practice.retry(),
                    PracticeStep::Reveal => practice.reveal(),
                    _ => {
                        if practice.next() {
                            let target = practice.item().moves_before;
                            self.session.go_to(target);
                            self.view.jumped();
                        }
                    }
                }
            }
        }
    }

    /// Hands the review's progress to the session; once the review has stopped (done or
    /// cancelled), saves it with the game and keeps it in the reviews folder for the game's
    /// file.
    fn keep_review(&mut self, writer: &Writer) {
        let Some((review, stopped)) = self.work.review_update() else {
            return;
        };
        if stopped {
            writer.save_review(&KeptReview {
                setup: self.session.game().setup(),
                review: review.clone(),
            });
        }
        self.session.keep_review(review);
        if stopped {
            self.save(writer);
        }
    }
}

/// The game in a pasted text as a session opened for study, with the note saying what was
/// pasted (see [`pasted_game`]).
fn pasted(text: &str, options: Options) -> Result<(Session, Message), Message> {
    if text.len() > MAX_PASTE_BYTES {
        return Err(msg!("note-paste-too-long", kib = text.len() / 1024));
    }
    let (game, header, note) =
        pasted_game(text, options).map_err(|why| msg!("note-paste-not-a-game", why = why))?;
    Ok((Session::opened(game, header, None), note))
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
pub(super) fn pasted_game(
    text: &str,
    options: Options,
) -> Result<(Game, Header, Message), Message> {
    let text = text.trim();
    if is_obf(text) {
        let cells = text.split_whitespace().next().map_or(0, str::len);
        let position = if cells == usize::from(options.rows) * usize::from(options.cols) {
            obf::parse(text, options)
        } else {
            obf::parse_inferred(text)
        }
        .map_err(|e| Message::plain(e.to_string()))?;
        let game = Game::from_setup(&position.setup).map_err(|e| Message::plain(e.to_string()))?;
        return Ok((game, Header::default(), msg!("note-pasted-position")));
    }
    let format = Format::detect(text);
    let pasted = |options| {
        files::parse(text, format, options).map(|parsed| {
            let moves = parsed.game.moves_played().len();
            (parsed.game, Header::of(&parsed.record), moves)
        })
    };
    match pasted(options) {
        Ok((game, header, moves)) => Ok((game, header, msg!("note-pasted", moves = moves))),
        Err(why) => {
            // A bare move list is read on the board on screen; one from the standard game
            // (f5d6c3…) pasted during another board's game is taken as that game.
            let standard = Options::default();
            let bare = format == Format::Transcript
                && options != standard
                && transcript::parse(text, options).is_ok_and(|t| t.setup.options == options);
            match pasted(standard) {
                Ok((game, header, moves)) if bare => {
                    Ok((game, header, msg!("note-pasted-standard", moves = moves)))
                }
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
