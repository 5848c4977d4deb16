//! What the app remembers between launches, as plain data: the preferences (`settings.ron`;
//! the Othello game in progress, `game.ron`, is [`super::session::SavedGame`]). Every field has
//! a default, so files written by older versions still load.
//! How the files are read and written is [`super::store`]'s business.

use crate::gui::i18n::t;
use othello_core::{Options, Player};
use othello_engine::Level;
use serde::{Deserialize, Serialize};

mod panels;
mod study;
mod threads;
pub use panels::{Legacy as LegacyPanels, Panels};
pub use study::{ReviewLevel, SearchLevel, Study};
pub use threads::{Threads, hardware_threads};

/// Which game the window plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameKind {
    /// Othello.
    #[default]
    Othello,
    /// Tic-tac-toe (k in a row on a square board).
    TicTacToe,
}

/// How long discs take to turn over after a move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnimationSpeed {
    /// Discs change colour at once.
    Off,
    /// A quick turn.
    Fast,
    /// An easy-to-follow turn.
    #[default]
    Normal,
}

impl AnimationSpeed {
    /// Every speed, for menus.
    pub const ALL: [AnimationSpeed; 3] = [
        AnimationSpeed::Off,
        AnimationSpeed::Fast,
        AnimationSpeed::Normal,
    ];

    /// How long a flip takes, or `None` for no animation.
    pub fn seconds(self) -> Option<f64> {
        match self {
            AnimationSpeed::Off => None,
            AnimationSpeed::Fast => Some(0.15),
            AnimationSpeed::Normal => Some(0.35),
        }
    }

    /// The name shown in the menu.
    pub fn name(self) -> String {
        match self {
            AnimationSpeed::Off => t!("animation-off"),
            AnimationSpeed::Fast => t!("animation-fast"),
            AnimationSpeed::Normal => t!("animation-normal"),
        }
    }
}

/// The colours of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ThemeChoice {
    /// Light or dark, as the system says.
    #[default]
    System,
    /// Dark text on light backgrounds.
    Light,
    /// Light text on dark backgrounds.
    Dark,
    /// Dark, with the strongest contrasts: white text, bright markers, thick outlines.
    HighContrast,
}

impl ThemeChoice {
    /// Every theme, for menus.
    pub const ALL: [ThemeChoice; 4] = [
        ThemeChoice::System,
        ThemeChoice::Light,
        ThemeChoice::Dark,
        ThemeChoice::HighContrast,
    ];

    /// The name shown in the menu.
    pub fn name(self) -> String {
        match self {
            ThemeChoice::System => t!("theme-system"),
            ThemeChoice::Light => t!("theme-light"),
            ThemeChoice::Dark => t!("theme-dark"),
            ThemeChoice::HighContrast => t!("theme-high-contrast"),
        }
    }
}

/// Who plays one side: a person at the board or the computer at a level. A later kind of
/// player (an engine over a protocol, a remote person) is one more variant.
///
/// Saved as `(computer: true, level: Expert)`, the form older versions wrote, so settings files
/// stay readable both ways.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SeatRecord", into = "SeatRecord")]
pub enum Seat {
    /// A person at the board.
    #[default]
    Human,
    /// The computer, at this level.
    Computer(Level),
}

impl Seat {
    /// A person.
    pub const HUMAN: Seat = Seat::Human;

    /// The computer at `level`.
    pub fn computer(level: Level) -> Self {
        Seat::Computer(level)
    }

    /// Whether the computer plays this side.
    pub fn is_computer(self) -> bool {
        matches!(self, Seat::Computer(_))
    }

    /// The computer's level, if the computer plays this side.
    pub fn level(self) -> Option<Level> {
        match self {
            Seat::Computer(level) => Some(level),
            Seat::Human => None,
        }
    }

    /// "Human" or "Computer (Novice)".
    pub fn describe(self) -> String {
        match self {
            Seat::Computer(level) => t!("seat-computer", level = crate::gui::i18n::level(level)),
            Seat::Human => t!("seat-human"),
        }
    }
}

/// A [`Seat`] as the settings file holds it.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
struct SeatRecord {
    computer: bool,
    level: Level,
}

impl From<SeatRecord> for Seat {
    fn from(record: SeatRecord) -> Self {
        if record.computer {
            Seat::Computer(record.level)
        } else {
            Seat::Human
        }
    }
}

impl From<Seat> for SeatRecord {
    fn from(seat: Seat) -> Self {
        SeatRecord {
            computer: seat.is_computer(),
            level: seat.level().unwrap_or_default(),
        }
    }
}

/// The shortest time a computer move takes, so a person can follow the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pace {
    /// Play as soon as the move is found.
    Instant,
    /// At least half a second per move.
    #[default]
    Half,
    /// At least a second per move.
    Second,
}

impl Pace {
    /// Every pace, for menus.
    pub const ALL: [Pace; 3] = [Pace::Instant, Pace::Half, Pace::Second];

    /// The minimum time per computer move, in seconds.
    pub fn seconds(self) -> f64 {
        match self {
            Pace::Instant => 0.0,
            Pace::Half => 0.5,
            Pace::Second => 1.0,
        }
    }

    /// The name shown in the menu.
    pub fn name(self) -> String {
        match self {
            Pace::Instant => t!("pace-instant"),
            Pace::Half => t!("pace-half"),
            Pace::Second => t!("pace-second"),
        }
    }
}

/// Preferences that outlive a game. Every field has a default, so files written by older
/// versions (with fewer fields) still load.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The options of the last game started from the setup dialog.
    pub options: Options,
    /// Mark the legal moves of the side to move on the board.
    pub show_legal: bool,
    /// Mark the cell of the last move.
    pub mark_last_move: bool,
    /// Preview the flips of the move under the mouse or keyboard cursor.
    pub preview_flips: bool,
    /// Which of Othello's panels are shown (the move list, the opening book, the values on
    /// the board…), by name.
    pub panels: Panels,
    /// How discs turn over.
    pub animation: AnimationSpeed,
    /// The colours.
    pub theme: ThemeChoice,
    /// Who plays Black.
    pub black: Seat,
    /// Who plays White.
    pub white: Seat,
    /// The shortest time a computer move takes.
    pub pace: Pace,
    /// Which game is played.
    pub game: GameKind,
    /// The options of the last tic-tac-toe game started.
    pub tictactoe: tictactoe::Options,
    /// The tic-tac-toe side the computer plays, if any.
    pub tictactoe_computer: Option<tictactoe::Player>,
    /// The window as it was when the program last closed.
    pub window: WindowSize,
    /// The time control of the last Othello game started: minutes each, or no clock.
    pub clock: Option<u32>,
    /// The window's language, or `None` for the system's.
    pub language: Option<crate::gui::i18n::Language>,
    /// How the last Othello game started: the standard start, an XOT or a random opening.
    pub start: Start,
    /// The engine's threads (the computer's moves, hints, analysis, review).
    pub threads: Threads,
    /// The study desk: the analysis's and the hint's level, the best lines, the board's turn.
    pub study: Study,
}

/// How an Othello game starts: from the four centre discs, or with an opening played out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Start {
    /// The four centre discs.
    #[default]
    Standard,
    /// One of the published XOT openings, at random (8×8 standard start only).
    Xot,
    /// Random moves kept only when a shallow search values the result near even.
    RandomBalanced,
}

impl Start {
    /// Every start, in the order of the New game dialog.
    pub const ALL: [Start; 3] = [Start::Standard, Start::Xot, Start::RandomBalanced];

    /// The name on the dialog's radio button.
    pub fn name(self) -> String {
        match self {
            Start::Standard => t!("opening-standard"),
            Start::Xot => t!("opening-xot"),
            Start::RandomBalanced => t!("opening-random"),
        }
    }

    /// What the start means, for the tooltip.
    pub fn describe(self) -> String {
        match self {
            Start::Standard => t!("opening-standard-tip"),
            Start::Xot => t!("opening-xot-tip"),
            Start::RandomBalanced => t!("opening-random-tip"),
        }
    }

    /// Whether games of `options` can start this way (XOT needs the standard 8×8 start).
    pub fn applies_to(self, options: &Options) -> bool {
        self != Start::Xot || othello_openings::xot::applies_to(options)
    }
}

/// The window's inner size in logical points, and whether it was maximized.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct WindowSize {
    /// Width, without the frame.
    pub width: u32,
    /// Height, without the frame and title bar.
    pub height: u32,
    /// Maximized (the size is then the one to restore to).
    pub maximized: bool,
}

impl WindowSize {
    /// The smallest window the layout works in.
    pub const MIN: [u32; 2] = [420, 400];
    /// The largest size taken from a file; anything beyond is a hand edit or a broken file.
    pub const MAX: u32 = 16_384;

    /// The size to open the window at, in points: within [`WindowSize::MIN`] and
    /// [`WindowSize::MAX`], so that an edited file cannot open an unusable window.
    pub fn inner_size(self) -> [f32; 2] {
        let clamp = |v: u32, min: u32| v.clamp(min, Self::MAX) as f32;
        [
            clamp(self.width, Self::MIN[0]),
            clamp(self.height, Self::MIN[1]),
        ]
    }
}

impl Default for WindowSize {
    fn default() -> Self {
        WindowSize {
            width: 900,
            height: 760,
            maximized: false,
        }
    }
}

/// What the New game dialog chooses: one draft that the dialog edits, the
/// [`Command::StartGame`](super::Command::StartGame) command carries and the settings remember.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NewGame {
    /// Which game.
    pub game: GameKind,
    /// The Othello options.
    pub options: Options,
    /// Who plays Black.
    pub black: Seat,
    /// Who plays White.
    pub white: Seat,
    /// The tic-tac-toe options.
    pub tictactoe: tictactoe::Options,
    /// The tic-tac-toe side the computer plays, if any.
    pub tictactoe_computer: Option<tictactoe::Player>,
    /// Show legal moves.
    pub show_legal: bool,
    /// Minutes on each player's clock (Othello), or no clock.
    pub clock: Option<u32>,
    /// How the Othello game starts.
    pub start: Start,
}

impl Settings {
    /// The choices of the last game started, for the New game dialog.
    pub fn new_game(&self) -> NewGame {
        NewGame {
            game: self.game,
            options: self.options,
            black: self.black,
            white: self.white,
            tictactoe: self.tictactoe,
            tictactoe_computer: self.tictactoe_computer,
            show_legal: self.show_legal,
            clock: self.clock,
            start: self.start,
        }
    }

    /// Remembers the choices of a game just started.
    pub fn remember(&mut self, draft: &NewGame) {
        self.game = draft.game;
        if draft.game == GameKind::Othello {
            self.options = draft.options;
        }
        self.black = draft.black;
        self.white = draft.white;
        self.tictactoe = draft.tictactoe;
        self.tictactoe_computer = draft.tictactoe_computer;
        self.show_legal = draft.show_legal;
        self.clock = draft.clock;
        if draft.game == GameKind::Othello {
            self.start = draft.start;
        }
    }

    /// Who plays `player`.
    pub fn seat(&self, player: Player) -> Seat {
        match player {
            Player::Black => self.black,
            Player::White => self.white,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            options: Options::default(),
            show_legal: true,
            mark_last_move: true,
            preview_flips: true,
            panels: Panels::default(),
            animation: AnimationSpeed::Normal,
            theme: ThemeChoice::System,
            black: Seat::HUMAN,
            white: Seat::HUMAN,
            pace: Pace::Half,
            game: GameKind::Othello,
            tictactoe: tictactoe::Options::default(),
            tictactoe_computer: None,
            window: WindowSize::default(),
            clock: None,
            language: None,
            start: Start::Standard,
            threads: Threads::Automatic,
            study: Study::default(),
        }
    }
}
