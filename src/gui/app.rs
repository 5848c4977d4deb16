//! The shell: owns the settings and the game, draws the panels, applies commands.
//!
//! Computer players and hints:
//! - A computer side: each frame, after the user's commands are applied, the shell polls the
//!   engine's background [`Thinker`] for the side to move and plays its choice as
//!   [`Command::Play`], the same command a click or the keyboard produces; undo, saving,
//!   animation and messages need nothing new. The move waits for the flip animation and the
//!   pace setting, so a person can follow it. Any change to the game drops the thinker, which
//!   cancels its search at once, and a thinker is only used for the exact position it started
//!   from, so no stray move can land in another game.
//! - A hint ([`Command::Hint`]) runs a thinker too and keeps its answer in the view state, drawn
//!   by the board as a ringed cell until the position changes.
//!
//! Two games: the shell holds an Othello [`Game`] and a tic-tac-toe [`Match`] side by side and
//! the settings say which is played. Tic-tac-toe describes its cells as [`CellView`]s with marks
//! (see [`xo`]) for the same [`Board`], and its clicks, undo, redo, restart and saving go through
//! the same commands; the shell only picks which game a command applies to. Computer players,
//! hints, the move list and copy/paste are Othello's.

use super::board::{Board, CellContent, CellView};
use super::settings::{GameKind, Notice, Settings, Store, ThemeChoice, WindowSize};
use super::setup::SetupDialog;
use super::status::Note;
use super::store::Writer;
use super::theme::Theme;
use super::{Command, Preference, help, moves, status, transcript, xo};

mod keys;
mod menus;
use crate::core::{Game, Options, Player, Ply, Square};
use crate::engine::{Level, Limits, Thinker};
use crate::tictactoe::Match;
use egui::Ui;
use std::time::Duration;

/// How often the window looks at a running search: often enough to feel immediate, rarely
/// enough to leave the processor to the search.
const POLL: Duration = Duration::from_millis(50);
/// The longest text taken as a pasted game: a 16×16 game is under 1 KiB.
const MAX_PASTE_BYTES: usize = 64 * 1024;
/// How long a hint may think.
const HINT_TIME: Duration = Duration::from_secs(1);

/// The application: what is saved (settings and game) apart from what is only on screen.
pub struct App {
    /// Saves files off the window's thread.
    writer: Writer,
    settings: Settings,
    game: Game,
    /// The tic-tac-toe game, played when the settings say so.
    xo: Match,
    view: View,
}

/// Transient state: nothing here is saved.
#[derive(Default)]
struct View {
    /// The New game dialog, while it is open.
    setup: Option<SetupDialog>,
    help_open: bool,
    about_open: bool,
    /// Why the last click was refused, or what the last command did.
    message: Option<Note>,
    /// Problems with the saved files.
    notices: Vec<String>,
    hovered: Option<Square>,
    /// The keyboard cursor, once an arrow key has been pressed.
    cursor: Option<Square>,
    /// Discs turning over after the last move.
    flipping: Option<Flipping>,
    /// The theme last handed to egui.
    applied_theme: Option<ThemeChoice>,
    /// The window title last asked for.
    applied_title: Option<&'static str>,
    /// The game that Restart, a new game or a paste replaced, until the next move: one click
    /// brings it back, so starting over by mistake loses nothing.
    previous: Option<Game>,
    /// The computer choosing its move.
    computer: Option<Computer>,
    /// The computer choosing its tic-tac-toe move.
    xo_computer: Option<xo::Thinker>,
    /// A hint being looked for, or shown.
    hint: Option<Hint>,
    /// An announcement over the board (a forced pass).
    banner: Option<Banner>,
    /// The computer waits: the person went back in the move list to a position where the
    /// computer is to move, to look at it. Resume, or any change to the game, ends it.
    paused: bool,
    quit_requested: bool,
}

/// The computer choosing a move for `player` in the position after `moves`.
struct Computer {
    thinker: Thinker,
    player: Player,
    moves: Vec<Square>,
    /// When it started (egui time, seconds): the move is played no sooner than the pace allows.
    started: f64,
    /// The move, once found.
    found: Option<Square>,
}

/// A hint for the position after `moves`: searching while `thinker` runs, then `square`.
struct Hint {
    thinker: Option<Thinker>,
    moves: Vec<Square>,
    square: Option<Square>,
}

/// How long an announcement stays over the board, in seconds; it fades during the last half
/// second.
const BANNER_SECONDS: f64 = 3.0;

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

impl App {
    /// Loads the settings and the saved game from `store`. The first launch (no settings file)
    /// opens the New game dialog; unusable files become notices.
    pub fn new(store: Store) -> Self {
        let first_launch = !store.has_settings();
        let (settings, settings_notice) = store.load_settings();
        let (saved, game_notice) = store.load_game();
        let (saved_xo, xo_notice) = store.load_tictactoe();
        let mut view = View::default();
        view.notices.extend(
            [settings_notice, game_notice, xo_notice]
                .into_iter()
                .flatten()
                .map(|n| n.0),
        );
        if store.dir().is_none() {
            view.notices.push(
                "There is no configuration directory: settings and games will not be saved."
                    .to_owned(),
            );
        }
        let game = saved.unwrap_or_else(|| new_game(settings.options));
        let xo = saved_xo.unwrap_or_else(|| xo::new_match(settings.tictactoe));
        if first_launch && view.notices.is_empty() {
            view.setup = Some(SetupDialog::new(settings.options, &settings));
        }
        App {
            writer: Writer::new(store),
            settings,
            game,
            xo,
            view,
        }
    }

    /// The game being played.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The tic-tac-toe game (shown when the settings choose tic-tac-toe).
    pub fn tictactoe(&self) -> &Match {
        &self.xo
    }

    /// Whether the window plays tic-tac-toe.
    pub fn is_tictactoe(&self) -> bool {
        self.settings.game == GameKind::TicTacToe
    }

    /// The current preferences.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Problems with the saved files, in words.
    pub fn notices(&self) -> &[String] {
        &self.view.notices
    }

    /// The status note: why the last move was refused, or what the last command did.
    pub fn message(&self) -> Option<&str> {
        self.view.message.as_ref().map(Note::text)
    }

    /// Whether the New game dialog is open.
    pub fn is_setup_open(&self) -> bool {
        self.view.setup.is_some()
    }

    /// The cell under the mouse in the last frame.
    pub fn hovered(&self) -> Option<Square> {
        self.view.hovered
    }

    /// The keyboard cursor, if the keyboard has been used on the board.
    pub fn cursor(&self) -> Option<Square> {
        self.view.cursor
    }

    /// The move being previewed (under the mouse, else under the keyboard cursor) and the
    /// discs it would flip, when previews are on and the move is legal.
    pub fn preview(&self) -> Option<(Square, Vec<Square>)> {
        if !self.settings.preview_flips {
            return None;
        }
        let square = self.view.hovered.or(self.view.cursor)?;
        let flips = self.game.flips(square).ok()?;
        Some((square, flips.to_vec()))
    }

    /// The announcement over the board (a forced pass), while it is shown.
    pub fn banner(&self) -> Option<&str> {
        self.view.banner.as_ref().map(|b| b.text.as_str())
    }

    /// Whether discs are still turning over after the last move.
    pub fn is_animating(&self) -> bool {
        self.view.flipping.is_some()
    }

    /// Whether the computer is choosing a move.
    pub fn is_thinking(&self) -> bool {
        self.view.computer.is_some() || self.view.xo_computer.is_some()
    }

    /// The move a hint suggested, once found (until the position changes).
    pub fn hint(&self) -> Option<Square> {
        self.view.hint.as_ref().and_then(|h| h.square)
    }

    /// The window title: the game being played.
    pub fn title(&self) -> &'static str {
        if self.is_tictactoe() {
            "Tic-tac-toe — Othello"
        } else {
            "Othello"
        }
    }

    /// Whether the board marks the legal moves now: when the setting is on and a person is to
    /// move (while the computer is to move the markers would only be noise).
    pub fn shows_legal_markers(&self) -> bool {
        self.settings.show_legal && !self.computer_to_move()
    }

    /// Whether the computer plays the side to move.
    pub fn computer_to_move(&self) -> bool {
        if self.is_tictactoe() {
            let computer = self.settings.tictactoe_computer;
            return self.xo.turn().is_some_and(|p| computer == Some(p));
        }
        self.game
            .turn()
            .is_some_and(|p| self.settings.seat(p).computer)
    }

    /// What the engine is doing, in words: "White is thinking… depth 7".
    pub fn thinking(&self) -> Option<String> {
        if let Some(computer) = &self.view.xo_computer {
            return Some(format!("{} is thinking…", xo::name(computer.player())));
        }
        if let Some(computer) = &self.view.computer {
            let depth = computer.thinker.depth();
            let name = computer.player.name();
            return Some(if depth > 0 {
                format!("{name} is thinking… depth {depth}")
            } else {
                format!("{name} is thinking…")
            });
        }
        match &self.view.hint {
            Some(Hint {
                thinker: Some(_), ..
            }) => Some("Looking for a good move…".to_owned()),
            _ => None,
        }
    }

    /// Whether Quit was chosen.
    pub fn quit_requested(&self) -> bool {
        self.view.quit_requested
    }

    /// Draws one frame, applies what the user asked for, then lets the computer move if it is
    /// its turn and its move is ready.
    pub fn ui(&mut self, ui: &mut Ui) {
        let commands = self.draw(ui);
        let ctx = ui.ctx().clone();
        self.note_window_size(&ctx);
        for command in commands {
            self.apply(command, &ctx);
        }
        if let Some(command) = self.computer_move(&ctx) {
            self.apply(command, &ctx);
            ctx.request_repaint();
        }
        self.poll_hint(&ctx);
        self.collect_save_failures();
    }

    /// Starts or polls the search for a computer side to move; returns its move once it is
    /// found, the pace has allowed for it and the last move's discs have turned over.
    fn computer_move(&mut self, ctx: &egui::Context) -> Option<Command> {
        if self.is_tictactoe() {
            self.view.computer = None;
            return self.xo_computer_move(ctx);
        }
        self.view.xo_computer = None;
        let Some(player) = self
            .game
            .turn()
            .filter(|_| self.computer_to_move() && !self.view.paused)
        else {
            self.view.computer = None;
            return None;
        };
        let moves = self.game.moves_played();
        if self
            .view
            .computer
            .as_ref()
            .is_some_and(|c| c.player != player || c.moves != moves)
        {
            self.view.computer = None;
        }
        let now = ctx.input(|i| i.time);
        let computer = self.view.computer.get_or_insert_with(|| Computer {
            thinker: Thinker::start(&self.game, self.settings.seat(player).level.limits()),
            player,
            moves,
            started: now,
            found: None,
        });
        if computer.found.is_none() {
            let finished = computer.thinker.is_finished();
            computer.found = computer.thinker.try_result().map(|r| r.best);
            if computer.found.is_none() && finished {
                // A search with no answer cannot happen while the game goes on; start afresh.
                self.view.computer = None;
                ctx.request_repaint_after(POLL);
                return None;
            }
        }
        let paced = now - computer.started >= self.settings.pace.seconds();
        let calm = self.view.flipping.is_none() && self.view.setup.is_none();
        match computer.found {
            Some(square) if paced && calm => {
                self.view.computer = None;
                Some(Command::Play(square))
            }
            _ => {
                ctx.request_repaint_after(POLL);
                None
            }
        }
    }

    /// The same for a tic-tac-toe computer side.
    fn xo_computer_move(&mut self, ctx: &egui::Context) -> Option<Command> {
        if !self.computer_to_move() {
            self.view.xo_computer = None;
            return None;
        }
        if self
            .view
            .xo_computer
            .as_ref()
            .is_some_and(|c| !c.is_for(&self.xo))
        {
            self.view.xo_computer = None;
        }
        let now = ctx.input(|i| i.time);
        let computer = self
            .view
            .xo_computer
            .get_or_insert_with(|| xo::Thinker::start(&self.xo, now));
        let paced = now - computer.started >= self.settings.pace.seconds();
        match computer.poll() {
            Some(pos) if paced && self.view.setup.is_none() => {
                self.view.xo_computer = None;
                Some(Command::Play(Square::new(pos.row - 1, pos.col - 1)))
            }
            _ => {
                ctx.request_repaint_after(POLL);
                None
            }
        }
    }

    /// Collects a hint's answer, or forgets the hint if the position has changed.
    fn poll_hint(&mut self, ctx: &egui::Context) {
        let moves = self.game.moves_played();
        let Some(hint) = &mut self.view.hint else {
            return;
        };
        if hint.moves != moves {
            self.view.hint = None;
            return;
        }
        if let Some(thinker) = &mut hint.thinker {
            let finished = thinker.is_finished();
            if let Some(result) = thinker.try_result() {
                hint.square = Some(result.best);
                hint.thinker = None;
                if let Some(player) = self.game.turn() {
                    self.view.message = Some(Note::Info(format!(
                        "Hint: {} could play {}",
                        player.name(),
                        result.best
                    )));
                }
                ctx.request_repaint();
            } else if finished {
                self.view.hint = None;
            } else {
                ctx.request_repaint_after(POLL);
            }
        }
    }

    /// Cancels any search at once (dropping a thinker stops and joins it) and forgets what
    /// belonged to the position being left: the hint, the pause, the announcement.
    fn stop_thinking(&mut self) {
        self.view.banner = None;
        self.view.computer = None;
        self.view.xo_computer = None;
        self.view.hint = None;
        self.view.paused = false;
    }

    /// Whether the computer waits for Resume (see [`View::paused`]).
    pub fn is_paused(&self) -> bool {
        self.view.paused
    }

    /// A move asked for by the person at the board: refused while the computer plays this side.
    fn play_by_hand(&mut self, square: Square) -> Option<Command> {
        if self.is_tictactoe() {
            if self.computer_to_move() {
                self.view.message = Some(Note::Refused(format!(
                    "{} is played by the computer: wait for its move",
                    xo::name(self.xo.next_player())
                )));
                return None;
            }
            return Some(Command::Play(square));
        }
        match self.game.turn() {
            Some(p) if self.settings.seat(p).computer => {
                let what = if self.view.paused {
                    "press Resume to let it move"
                } else {
                    "wait for its move"
                };
                self.view.message = Some(Note::Refused(format!(
                    "{} is played by the computer: {what}",
                    p.name()
                )));
                None
            }
            _ => Some(Command::Play(square)),
        }
    }

    /// Whether at least one side is played by a person.
    fn has_human(&self) -> bool {
        // In tic-tac-toe the computer plays one side at most.
        self.is_tictactoe()
            || Player::BOTH
                .iter()
                .any(|&p| !self.settings.seat(p).computer)
    }

    /// Whether the side to move is the computer's, in a game where a person plays too: undo
    /// and redo step over such positions so the person gets the turn back.
    fn step_over(&self) -> bool {
        self.has_human() && self.computer_to_move()
    }

    /// Carries out one command.
    pub fn apply(&mut self, command: Command, ctx: &egui::Context) {
        let (can_undo, can_redo) = self.can_undo_redo();
        if (command == Command::Undo && !can_undo) || (command == Command::Redo && !can_redo) {
            // Only a person's moves are taken back or played again (the shortcuts come here
            // even when the buttons are greyed).
            return;
        }
        // A refusal answers the action that caused it; the next action makes it stale.
        if matches!(self.view.message, Some(Note::Refused(_))) {
            self.view.message = None;
        }
        match command {
            // The game changes at once; the animation only draws it. A click during an
            // animation is a move like any other and simply starts the next animation.
            Command::Play(square) if self.is_tictactoe() => match xo::play(&mut self.xo, square) {
                Ok(()) => {
                    self.stop_thinking();
                    self.view.message = None;
                    self.save_game();
                }
                Err(note) => self.view.message = Some(note),
            },
            // As in Othello, Undo against the computer goes back to the person's turn.
            Command::Undo | Command::Redo if self.is_tictactoe() => {
                self.stop_thinking();
                let done = if command == Command::Undo {
                    let done = self.xo.undo().is_some();
                    while done && self.step_over() && self.xo.can_undo() {
                        self.xo.undo();
                    }
                    done
                } else {
                    let done = self.xo.redo().is_some();
                    while done && self.step_over() && self.xo.can_redo() {
                        self.xo.redo();
                    }
                    done
                };
                if done {
                    self.view.message = None;
                    self.save_game();
                }
            }
            Command::Restart if self.is_tictactoe() => {
                self.stop_thinking();
                self.xo = xo::new_match(self.xo.options());
                self.view.message = None;
                self.save_game();
            }
            Command::Hint | Command::CopyGame | Command::RequestPaste | Command::PasteGame(_)
                if self.is_tictactoe() =>
            {
                self.view.message = Some(Note::Refused(
                    "Hints and copying moves are for Othello games".to_owned(),
                ));
            }
            Command::Play(square) => {
                // A new move where moves were taken back replaces them: keep the whole game
                // so that "Swap with the previous game" can restore that line.
                let replaced_line = self
                    .game
                    .redo_moves()
                    .first()
                    .is_some_and(|&next| next != square);
                let before = replaced_line.then(|| self.game.clone());
                match self.game.play(square) {
                    Ok(report) => {
                        self.stop_thinking();
                        self.view.message = None;
                        self.view.previous = before;
                        self.view.banner =
                            (report.opponent_passed && report.next.is_some()).then(|| Banner {
                                text: format!(
                                    "{} has no legal move and passes: {} plays again",
                                    report.player.opponent().name(),
                                    report.player.name()
                                ),
                                started: ctx.input(|i| i.time),
                            });
                        self.view.flipping =
                            self.settings.animation.seconds().map(|seconds| Flipping {
                                squares: report.flipped.to_vec(),
                                from: report.player.opponent(),
                                started: ctx.input(|i| i.time),
                                seconds,
                            });
                        self.save_game();
                    }
                    Err(error) => self.view.message = Some(Note::Refused(error.to_string())),
                }
            }
            Command::Hint => self.start_hint(),
            Command::GoTo(target) => {
                self.stop_thinking();
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
                    self.view.banner = None;
                    self.save_game();
                }
                // Looking at a position where the computer is to move: it waits, and says so.
                if self.step_over() {
                    self.view.paused = true;
                    if let Some(player) = self.game.turn() {
                        self.view.message = Some(Note::Info(format!(
                            "{} (the computer) waits while you look: Resume lets it play",
                            player.name()
                        )));
                    }
                }
            }
            Command::Resume => {
                self.view.paused = false;
                self.view.message = None;
            }
            // Against the computer, Undo takes back the computer's reply too, back to the
            // person's last move (or to the start); Redo mirrors it.
            Command::Undo => {
                self.stop_thinking();
                self.view.flipping = None;
                if self.game.undo().is_some() {
                    while self.step_over() && self.game.can_undo() {
                        self.game.undo();
                    }
                    self.view.message = None;
                    self.save_game();
                }
            }
            Command::Redo => {
                self.stop_thinking();
                self.view.flipping = None;
                if self.game.redo().is_some() {
                    while self.step_over() && self.game.can_redo() {
                        self.game.redo();
                    }
                    self.view.message = None;
                    self.save_game();
                }
            }
            Command::CopyGame => {
                ctx.copy_text(transcript::to_text(&self.game));
                self.view.message = Some(Note::Info("The moves are on the clipboard".to_owned()));
            }
            Command::RequestPaste => ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste),
            Command::PasteGame(text) if text.len() > MAX_PASTE_BYTES => {
                self.view.message = Some(Note::Refused(format!(
                    "The pasted text ({} KiB) is far too long to be a game",
                    text.len() / 1024
                )));
            }
            Command::PasteGame(text) => {
                let pasted = transcript::parse_game(&text, *self.game.options()).and_then(
                    |(options, moves)| Game::replay(options, &moves).map_err(|e| e.to_string()),
                );
                match pasted {
                    Ok(game) => {
                        let n = game.moves_played().len();
                        self.replace_game(game);
                        let moves = if n == 1 { "move" } else { "moves" };
                        self.view.message =
                            Some(Note::Info(format!("Pasted a game of {n} {moves}")));
                    }
                    Err(why) => {
                        self.view.message = Some(Note::Refused(format!(
                            "The pasted text is not a game: {why}"
                        )));
                    }
                }
            }
            Command::OpenSetup => {
                self.view.setup = Some(SetupDialog::new(*self.game.options(), &self.settings));
            }
            Command::StartGame {
                game: GameKind::TicTacToe,
                tictactoe,
                tictactoe_computer,
                show_legal,
                black,
                white,
                ..
            } => match Match::new(tictactoe) {
                Ok(game) => {
                    self.stop_thinking();
                    self.xo = game;
                    self.settings.game = GameKind::TicTacToe;
                    self.settings.tictactoe = tictactoe;
                    self.settings.tictactoe_computer = tictactoe_computer;
                    self.settings.show_legal = show_legal;
                    self.settings.black = black;
                    self.settings.white = white;
                    self.view.setup = None;
                    self.view.message = None;
                    self.view.cursor = None;
                    self.save_game();
                    self.save_settings();
                }
                Err(error) => self.view.message = Some(Note::Refused(error.to_string())),
            },
            Command::StartGame {
                options,
                show_legal,
                black,
                white,
                tictactoe,
                tictactoe_computer,
                ..
            } => match Game::new(options) {
                Ok(game) => {
                    self.replace_game(game);
                    self.settings.options = options;
                    self.settings.show_legal = show_legal;
                    self.settings.black = black;
                    self.settings.white = white;
                    self.settings.game = GameKind::Othello;
                    self.settings.tictactoe = tictactoe;
                    self.settings.tictactoe_computer = tictactoe_computer;
                    self.view.setup = None;
                    self.save_settings();
                }
                // The dialog does not offer Start for invalid options; say so if it ever did.
                Err(error) => self.view.message = Some(Note::Refused(error.to_string())),
            },
            Command::CancelSetup => self.view.setup = None,
            Command::Restart => self.replace_game(new_game(*self.game.options())),
            Command::RestorePrevious => {
                if let Some(previous) = self.view.previous.take() {
                    self.stop_thinking();
                    let replaced = std::mem::replace(&mut self.game, previous);
                    self.view.previous = Some(replaced);
                    self.view.cursor = None;
                    self.view.flipping = None;
                    self.view.message = None;
                    self.save_game();
                }
            }
            Command::Set(preference) => {
                match preference {
                    Preference::ShowLegal(on) => self.settings.show_legal = on,
                    Preference::MarkLastMove(on) => self.settings.mark_last_move = on,
                    Preference::ShowMoveList(on) => self.settings.show_move_list = on,
                    Preference::PreviewFlips(on) => self.settings.preview_flips = on,
                    Preference::Animation(speed) => self.settings.animation = speed,
                    Preference::Theme(theme) => self.settings.theme = theme,
                    Preference::Pace(pace) => self.settings.pace = pace,
                }
                self.save_settings();
            }
            Command::ShowHelp => self.view.help_open = true,
            Command::ShowAbout => self.view.about_open = true,
            Command::DismissNotices => self.view.notices.clear(),
            Command::Quit => {
                self.stop_thinking();
                self.save_all();
                self.flush_saves();
                self.view.quit_requested = true;
                ctx.send_viewport_cmd(egui::ViewportCommand::Close);
            }
        }
    }

    /// Puts `game` in place of the current one, keeping the old one for "Swap with the previous game" if it
    /// had any moves.
    fn replace_game(&mut self, game: Game) {
        self.stop_thinking();
        let old = std::mem::replace(&mut self.game, game);
        let kept = !old.moves_played().is_empty() || old.can_redo();
        if kept {
            self.view.previous = Some(old);
        }
        self.view.cursor = None;
        self.view.flipping = None;
        // Say where the game left behind went, so that it is not thought lost.
        self.view.message =
            kept.then(|| Note::Info("The game you left is kept until your next move".to_owned()));
        self.save_game();
    }

    /// Looks for a move for the person to move: Expert's choice within a second.
    fn start_hint(&mut self) {
        match self.game.turn() {
            None => {}
            Some(p) if self.settings.seat(p).computer => {
                self.view.message = Some(Note::Refused(format!(
                    "{} is played by the computer: no hint needed",
                    p.name()
                )));
            }
            Some(_) => {
                let limits = Limits {
                    time: Some(HINT_TIME),
                    ..Level::Expert.limits()
                };
                self.view.hint = Some(Hint {
                    thinker: Some(Thinker::start(&self.game, limits)),
                    moves: self.game.moves_played(),
                    square: None,
                });
            }
        }
    }

    /// The window size to open at, from the settings.
    pub fn window_size(&self) -> WindowSize {
        self.settings.window
    }

    /// Keeps the window's size in the settings (saved with them, and on exit), unless it is
    /// maximized: then the size from before stays, to restore to.
    fn note_window_size(&mut self, ctx: &egui::Context) {
        // egui's area is the window's inner area, in egui's points: the window system's
        // logical points divided by the zoom factor (Ctrl+plus and Ctrl+minus change it).
        let (size, maximized) = ctx.input(|i| (i.viewport_rect().size(), i.viewport().maximized));
        let size = size * ctx.zoom_factor();
        let window = &mut self.settings.window;
        if let Some(maximized) = maximized {
            window.maximized = maximized;
        }
        if !window.maximized && size.x >= 1.0 && size.y >= 1.0 {
            window.width = size.x.round() as u32;
            window.height = size.y.round() as u32;
        }
    }

    /// Saves the settings and both games (on exit).
    pub fn save_all(&mut self) {
        self.save_settings();
        self.save_othello();
        self.save_tictactoe();
    }

    fn save_settings(&mut self) {
        self.writer.save_settings(&self.settings);
    }

    /// Saves the game being played.
    fn save_game(&mut self) {
        if self.is_tictactoe() {
            self.save_tictactoe();
        } else {
            self.save_othello();
        }
    }

    fn save_othello(&mut self) {
        self.writer.save_game(&self.game);
    }

    fn save_tictactoe(&mut self) {
        self.writer.save_tictactoe(&self.xo);
    }

    /// Waits until every save asked for is on disk (saves are written off the window's thread).
    pub fn flush_saves(&self) {
        self.writer.flush();
    }

    /// Turns saves that failed on the writing thread into notices.
    fn collect_save_failures(&mut self) {
        for failure in self.writer.failures() {
            self.notice(Notice(failure));
        }
    }

    fn notice(&mut self, notice: Notice) {
        if !self.view.notices.contains(&notice.0) {
            self.view.notices.push(notice.0);
        }
    }

    /// Draws everything and returns the commands the user gave.
    fn draw(&mut self, ui: &mut Ui) -> Vec<Command> {
        let mut commands = Vec::new();
        if self.view.applied_theme != Some(self.settings.theme) {
            apply_theme(ui.ctx(), self.settings.theme);
            self.view.applied_theme = Some(self.settings.theme);
        }
        let title = self.title();
        if self.view.applied_title != Some(title) {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::Title(title.to_owned()));
            self.view.applied_title = Some(title);
        }
        let theme = if self.settings.theme == ThemeChoice::HighContrast {
            Theme::high_contrast()
        } else {
            Theme::for_visuals(ui.visuals())
        };

        if self.view.setup.is_none() {
            commands.extend(keys::shortcuts(ui));
            commands.extend(self.keyboard_play(ui));
            // Ctrl+C and Ctrl+V arrive as copy and paste events (when no widget has focus).
            if ui.memory(|m| m.focused().is_none()) {
                ui.input(|i| {
                    for event in &i.events {
                        match event {
                            egui::Event::Copy => commands.push(Command::CopyGame),
                            egui::Event::Paste(text) => {
                                commands.push(Command::PasteGame(text.clone()));
                            }
                            _ => {}
                        }
                    }
                });
            }
        }

        egui::Panel::top("menu bar").show(ui, |ui| {
            egui::MenuBar::new().ui(ui, |ui| self.menus(ui, &mut commands));
        });

        if !self.view.notices.is_empty() {
            // Dismiss comes first and the notices wrap and scroll in a strip of at most a
            // quarter of the window, so however many or long they are, the board and the
            // button stay on screen.
            let max_height = (ui.available_height() * 0.25).max(40.0);
            egui::Panel::top("notices").show(ui, |ui| {
                ui.horizontal_top(|ui| {
                    if ui.button("Dismiss").clicked() {
                        commands.push(Command::DismissNotices);
                    }
                    egui::ScrollArea::vertical()
                        .max_height(max_height)
                        .show(ui, |ui| {
                            for notice in &self.view.notices {
                                ui.add(
                                    egui::Label::new(
                                        egui::RichText::new(notice)
                                            .color(ui.visuals().warn_fg_color),
                                    )
                                    .wrap(),
                                );
                            }
                        });
                });
            });
        }

        egui::Panel::bottom("status").show(ui, |ui| {
            if self.is_tictactoe() {
                commands.extend(xo::status(
                    ui,
                    &self.xo,
                    self.view.message.as_ref(),
                    self.thinking().as_deref(),
                ));
                return;
            }
            commands.extend(status::show(
                ui,
                &self.game,
                self.view.message.as_ref(),
                self.view.previous.is_some(),
                self.view.paused,
                self.thinking().as_deref(),
                &theme,
            ));
        });

        // In a narrow window the board needs the room more than the list does.
        if self.settings.show_move_list && !self.is_tictactoe() && ui.available_width() >= 560.0 {
            egui::Panel::right("move list")
                .resizable(false)
                .exact_size(170.0)
                .show(ui, |ui| commands.extend(moves::show(ui, &self.game)));
        }

        let now = ui.input(|i| i.time);
        if let Some(flipping) = &self.view.flipping {
            if flipping.progress(now) >= 1.0 {
                self.view.flipping = None;
            } else {
                // Only an animation asks for frames; otherwise the window sleeps until input.
                ui.ctx().request_repaint();
            }
        }

        egui::CentralPanel::default().show(ui, |ui| {
            let (rows, cols) = self.board_size();
            let cells = if self.is_tictactoe() {
                xo::cell_views(&self.xo)
            } else {
                self.cell_views(now)
            };
            // Tic-tac-toe is drawn on paper, in ink of two colours.
            let theme = if self.is_tictactoe() {
                theme.paper()
            } else {
                theme
            };
            let board = Board::new("board", rows, cols, &cells, &theme)
                .cursor(self.view.cursor)
                .show(ui);
            // The keyboard cursor gives way when the mouse moves onto another cell.
            if board.hovered.is_some() && board.hovered != self.view.hovered {
                self.view.cursor = board.focused;
            }
            if self.view.hovered != board.hovered {
                self.view.hovered = board.hovered;
                // The cells were described before the hover was known: draw again so the
                // preview follows the mouse.
                ui.ctx().request_repaint();
            }
            // The keyboard cursor follows the focus, and stays where the focus left the board.
            if board.focused.is_some() && board.focused != self.view.cursor {
                self.view.cursor = board.focused;
                ui.ctx().request_repaint();
            }
            if let Some(square) = board.clicked {
                commands.extend(self.play_by_hand(square));
            }
            if let Some(banner) = &self.view.banner {
                let left = BANNER_SECONDS - (now - banner.started);
                if left > 0.0 {
                    let opacity = (left / 0.5).min(1.0) as f32;
                    status::banner(ui, board.response.rect, &banner.text, opacity);
                    ui.ctx().request_repaint();
                } else {
                    self.view.banner = None;
                }
            }
        });

        if let Some(setup) = &mut self.view.setup {
            commands.extend(setup.show(ui, &theme));
        }
        help::show(ui.ctx(), &mut self.view.help_open);
        help::about(ui.ctx(), &mut self.view.about_open);
        commands
    }

    /// Rows and columns of the board being played.
    fn board_size(&self) -> (u8, u8) {
        if self.is_tictactoe() {
            let size = self.xo.options().size;
            (size, size)
        } else {
            (self.game.rows(), self.game.cols())
        }
    }

    /// Whether Undo and Redo have something to do in the game being played. Against the
    /// computer they step over its moves to the person's turn, so they are only offered when
    /// a person's move is among the moves they would take back or play again: undoing only
    /// the computer's opening move would just make it play again.
    pub fn can_undo_redo(&self) -> (bool, bool) {
        if self.is_tictactoe() {
            let computer = self.settings.tictactoe_computer;
            let person = |p: crate::tictactoe::Player| computer != Some(p);
            let played = self.xo.history();
            let undo = played.iter().any(|&(p, _)| person(p));
            // Tic-tac-toe players alternate: the moves to redo start with the one to move.
            let next = self.xo.next_player();
            let redo = self
                .xo
                .redo_moves()
                .iter()
                .enumerate()
                .any(|(i, _)| person(if i % 2 == 0 { next } else { next.opponent() }));
            return (undo, redo);
        }
        if !self.has_human() {
            return (self.game.can_undo(), self.game.can_redo());
        }
        let person = |p: Player| !self.settings.seat(p).computer;
        let undo = self
            .game
            .plies()
            .iter()
            .any(|ply| matches!(*ply, Ply::Move { player, .. } if person(player)));
        let redo = self.game.can_redo() && {
            let mut ahead = self.game.clone();
            let mut found = false;
            while let Some(player) = ahead.turn().filter(|_| ahead.can_redo()) {
                if person(player) {
                    found = true;
                    break;
                }
                ahead.redo();
            }
            found
        };
        (undo, redo)
    }

    /// What the board shows in every cell, asked of the game.
    fn cell_views(&self, now: f64) -> Vec<CellView> {
        let game = &self.game;
        let legal = game.moves();
        let show = self.shows_legal_markers();
        let last = game.moves_played().last().copied();
        let mark_last = self.settings.mark_last_move;
        let preview = self.preview();
        let mover = game.turn();
        let suggested = self.hint();
        let turning = |square: Square| {
            let flipping = self.view.flipping.as_ref()?;
            flipping
                .squares
                .contains(&square)
                .then(|| (CellContent::Disc(flipping.from), flipping.progress(now)))
        };
        let mut cells = Vec::with_capacity(usize::from(game.rows()) * usize::from(game.cols()));
        for row in 0..game.rows() {
            for col in 0..game.cols() {
                let square = Square::new(row, col);
                let is_legal = legal.contains(square);
                let is_last = last == Some(square);
                let (content, mut what) = match game.cell(square) {
                    Some(p) if is_last => (
                        CellContent::Disc(p),
                        format!("{}, last move", p.name().to_lowercase()),
                    ),
                    Some(p) => (CellContent::Disc(p), p.name().to_lowercase()),
                    None if is_legal => (CellContent::Empty, "empty, legal move".to_owned()),
                    None => (CellContent::Empty, "empty".to_owned()),
                };
                let is_suggested = suggested == Some(square);
                if is_suggested {
                    what.push_str(", hint");
                }
                cells.push(CellView {
                    content,
                    legal: is_legal,
                    hint: is_legal && show,
                    highlight: is_last && mark_last,
                    suggested: is_suggested,
                    last_move: false,
                    ghost: match (&preview, mover) {
                        (Some((at, flips)), Some(p))
                            if *at == square || flips.contains(&square) =>
                        {
                            Some(CellContent::Disc(p))
                        }
                        _ => None,
                    },
                    turning: turning(square),
                    label: format!("{square}, {what}"),
                });
            }
        }
        cells
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        App::ui(self, ui);
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.stop_thinking();
        self.save_all();
        self.flush_saves();
    }
}

/// Hands the chosen theme to egui. High contrast replaces the dark visuals; the other
/// choices restore egui's own.
fn apply_theme(ctx: &egui::Context, choice: ThemeChoice) {
    let dark = if choice == ThemeChoice::HighContrast {
        Theme::high_contrast_visuals()
    } else {
        egui::Visuals::dark()
    };
    ctx.set_visuals_of(egui::Theme::Dark, dark);
    ctx.set_theme(match choice {
        ThemeChoice::System => egui::ThemePreference::System,
        ThemeChoice::Light => egui::ThemePreference::Light,
        ThemeChoice::Dark | ThemeChoice::HighContrast => egui::ThemePreference::Dark,
    });
}

/// A game with `options`, or the standard game if they are somehow invalid (they were
/// validated when loaded or chosen).
fn new_game(options: Options) -> Game {
    Game::new(options)
        .unwrap_or_else(|_| Game::new(Options::default()).expect("the default options are valid"))
}
