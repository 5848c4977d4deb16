//! What the user (or a computer player) asks for. Widgets only report commands; the shell
//! ([`App::apply`](super::App::apply)) carries them out after the frame is drawn.
//!
//! Commands come in three kinds, so that the compiler checks where each goes:
//!
//! - [`Command`]: the window's own (dialogs, files, preferences, statistics, quitting), carried
//!   out by the shell, and [`Command::Game`] for the game on the board;
//! - [`GameCommand`]: what every game's room carries out (a move, undo and redo, restart), and
//!   [`GameCommand::Othello`] for the rest;
//! - [`OthelloCommand`]: what only Othello does (hints, analysis and review, the move list, the
//!   position editor, copy and paste); another game's room refuses them, saying so.

use super::files;
use super::i18n;
use super::session::Header;
use super::settings::{AnimationSpeed, NewGame, Pace, Seat, Study, ThemeChoice, Threads};
use super::stats;
use othello_core::{Player, Square};
use std::path::PathBuf;

/// Something the user asked of the window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A command for the game on the board, carried out by its room.
    Game(GameCommand),
    /// Show or hide one of Othello's panels, by its name (the A key: the values on the moves).
    TogglePanel(&'static str),
    /// Open the Open dialog.
    OpenFileDialog,
    /// Save the game to the file it came from (or was last saved to); else as Save as.
    SaveGame,
    /// Open the Save dialog.
    SaveGameAs,
    /// Close the Open or Save dialog.
    CloseFileDialog,
    /// Open this game file.
    OpenFile(PathBuf),
    /// Open a game file a browser's picker handed over: its name and bytes.
    OpenFileBytes(String, Vec<u8>),
    /// Open the dialog that chooses WTHOR files to import into the game database.
    ImportDatabaseDialog,
    /// Save the game to this file in this format.
    SaveGameTo(PathBuf, files::Format),
    /// Open the dialog that names a picture file of the board.
    ExportPictureDialog,
    /// Open the New game dialog.
    OpenSetup,
    /// Start a new game with these choices (from the dialog).
    StartGame(NewGame),
    /// Close the New game dialog without changing anything.
    CancelSetup,
    /// Change one display preference.
    Set(Preference),
    /// Open the rules.
    ShowHelp,
    /// Open the About box.
    ShowAbout,
    /// Open the Statistics window.
    ShowStats,
    /// Forget every result counted (confirmed in the Statistics window).
    ResetStats,
    /// Count a game finished against the computer.
    RecordResult(stats::Finished),
    /// Show a notice (something that went wrong off the window's thread).
    Notice(super::store::Notice),
    /// Hide every notice about the files.
    DismissNotices,
    /// Hide one notice about the files (its place in the list, oldest first).
    DismissNotice(usize),
    /// Save and close the window.
    Quit,
}

/// Where Save puts a game that came from a file of many games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArchivePlace {
    /// In place of the game it was opened from.
    Replace,
    /// After the file's other games, as a new one.
    Append,
}

/// What every game's room carries out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameCommand {
    /// Play on this cell for the side to move: from a click, the keyboard or a computer player.
    Play(Square),
    /// Take back the last move.
    Undo,
    /// Play again the last move taken back.
    Redo,
    /// Start again with the current game's options.
    Restart,
    /// What only Othello does.
    Othello(OthelloCommand),
}

/// What only Othello does; another game's room refuses it, saying so.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OthelloCommand {
    /// Ask the engine which move it would play for the side to move, and mark it.
    Hint,
    /// Show the position after this many moves of the game's line (the moves played and the
    /// ones taken back), by undoing or redoing.
    GoTo(usize),
    /// Leave the variation being explored for the game's main line.
    MainLine,
    /// Play these moves one after the other from the position on the board (a line of the
    /// Best lines panel, up to the move clicked).
    PlayLine(Vec<Square>),
    /// Step through the game's line (Home, End, Left, Right, the wheel over the move list),
    /// as [`OthelloCommand::GoTo`] does.
    Step(Step),
    /// Let the computer play again after [`OthelloCommand::GoTo`] paused it.
    Resume,
    /// Open the position editor on the position on the board.
    EditPosition,
    /// One of the position editor's tools.
    Edit(Edit),
    /// Review every move of the game at this level, marking mistakes and valuing every move.
    ReviewGame(crate::gui::settings::ReviewLevel),
    /// Stop the review of the game, keeping what it found.
    CancelReview,
    /// A step of the practice on the reviewed game's mistakes.
    Practice(PracticeStep),
    /// Lay positions of the game into the player's own opening book.
    GrowBook(crate::gui::own_book::Grow),
    /// Stop growing the own book.
    CancelGrowBook,
    /// Put the moves on the clipboard as text.
    CopyGame,
    /// Put the game on the clipboard as GGF.
    CopyGgf,
    /// Put the position on the board on the clipboard as an OBF line.
    CopyPosition,
    /// Ask the system for the clipboard's text (it arrives as a paste event).
    RequestPaste,
    /// Replace the game by the moves in this text, on the current board.
    PasteGame(String),
    /// Ctrl+V found nothing to paste as text: a picture (`picture`), or bytes that are no
    /// text at all, or nothing.
    NothingToPaste {
        /// Whether the clipboard held a picture.
        picture: bool,
    },
    /// Swap back the game that the last Restart, new game or paste replaced.
    RestorePrevious,
    /// Open this game of the standard board (from the game database) for study at the
    /// position after [`DatabaseGame::at`] of its moves; the rest can be played again with
    /// Redo.
    OpenGame(Box<DatabaseGame>),
    /// Hand a side of the game on the board to a person or to the computer at a level.
    SetSeat(Player, Seat),
    /// Copy these WTHOR files (folders, `.zip` and `.wtb` files, or a browser's picked files)
    /// into the game database.
    ImportDatabase(crate::gui::database::Picked),
    /// About the game's file: the library, Save's question, pictures.
    Document(DocumentCommand),
}

/// What the Othello room does with its document (see `room::othello::document`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DocumentCommand {
    /// Save the game into the file of many games it came from (Save's question answered).
    SaveIntoArchive(ArchivePlace),
    /// Close Save's question about a file of many games without saving.
    CloseArchiveChoice,
    /// Play the game numbered so (from 1) of the game library's file.
    OpenFromLibrary(usize),
    /// Close the game library.
    CloseLibrary,
    /// Draw the board as a picture into this file (PNG, or SVG by its extension; in a browser,
    /// a download of that name), with the move numbers on the discs if asked.
    ExportPicture(PathBuf, super::picture::Parts),
    /// Put the board as a picture on the clipboard (with the move numbers).
    CopyPicture,
}

/// What the player does in the practice on a reviewed game's mistakes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PracticeStep {
    /// Start on the mistakes that gave away at least this many hundredths of a disc.
    Start(i32),
    /// Forget the last try.
    Retry,
    /// Show the best move.
    Reveal,
    /// Go to the next mistake.
    Next,
    /// Stop practising.
    Stop,
}

/// A game of the game database, as the window opens it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DatabaseGame {
    /// Its moves.
    pub moves: Vec<Square>,
    /// How many of them lead to the position it was found from.
    pub at: usize,
    /// Black's name.
    pub black: String,
    /// White's name.
    pub white: String,
    /// The tournament's name.
    pub tournament: String,
    /// The year it was played.
    pub year: u16,
    /// Black's discs at the end.
    pub black_discs: u8,
}

impl DatabaseGame {
    /// What the game's record says besides its moves: the players, the tournament as its
    /// place, the year as its date and the result its discs give (on the 64 cells of the
    /// database's board).
    pub fn header(&self) -> Header {
        let named = |name: &str| (!name.trim().is_empty()).then(|| name.trim().to_owned());
        Header {
            players: othello_core::ByPlayer {
                black: named(&self.black),
                white: named(&self.white),
            },
            place: named(&self.tournament),
            date: (self.year > 0).then(|| self.year.to_string()),
            result: Some(othello_core::GameResult {
                black_margin: 2.0 * f64::from(self.black_discs) - 64.0,
                ending: othello_core::Ending::Counted,
            }),
            ..Header::default()
        }
    }
}

impl From<GameCommand> for Command {
    fn from(command: GameCommand) -> Command {
        Command::Game(command)
    }
}

impl From<OthelloCommand> for GameCommand {
    fn from(command: OthelloCommand) -> GameCommand {
        GameCommand::Othello(command)
    }
}

impl From<DocumentCommand> for Command {
    fn from(command: DocumentCommand) -> Command {
        Command::Game(GameCommand::Othello(OthelloCommand::Document(command)))
    }
}

impl From<OthelloCommand> for Command {
    fn from(command: OthelloCommand) -> Command {
        Command::Game(GameCommand::Othello(command))
    }
}

/// What the editor's tools ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Choose what a click does.
    Brush(Brush),
    /// Empty every cell.
    Clear,
    /// The standard start of the board's options.
    Standard,
    /// Who moves first from the position.
    Turn(Player),
    /// Start a game from the position.
    Start,
    /// Leave the editor; the game on the board stays.
    Cancel,
}

/// What a click on a cell does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Brush {
    /// Empty → black → white → empty.
    #[default]
    Cycle,
    /// Put a black disc.
    Black,
    /// Put a white disc.
    White,
    /// Take the disc away.
    Empty,
}

/// A step through the game's line, from the position on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// To the start.
    First,
    /// One move back.
    Back,
    /// One move forward, along the line.
    Forward,
    /// To the end of the line.
    Last,
}

/// A display preference, as changed from the View menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preference {
    /// Mark the legal moves of the side to move.
    ShowLegal(bool),
    /// Mark the cell of the last move.
    MarkLastMove(bool),
    /// Show or hide one of Othello's panels (by its name: see
    /// [`Panel::id`](crate::gui::room::othello::panels::Panel::id)).
    ShowPanel(&'static str, bool),
    /// Preview a move under the mouse or cursor: the new disc and the discs it would flip.
    PreviewFlips(bool),
    /// How discs turn over.
    Animation(AnimationSpeed),
    /// The colours.
    Theme(ThemeChoice),
    /// The shortest time a computer move takes.
    Pace(Pace),
    /// The engine's threads.
    Threads(Threads),
    /// The window's language (`None`: the system's).
    Language(Option<i18n::Language>),
    /// The study desk's preferences (the analysis's and the hint's level, the best lines, the
    /// board's turn).
    Study(Study),
}
