//! What the app remembers between launches: the preferences (`settings.ron`), the Othello game
//! in progress (`game.ron`) and the tic-tac-toe game in progress (`tictactoe.ron`), all
//! human-readable RON in one directory.
//!
//! Files are written atomically (a temporary file renamed over the old one). A file that cannot
//! be read, parsed or validated is never lost: it is renamed to `NAME.bad` beside the original,
//! the app falls back to defaults, and the caller gets a [`Notice`] that says what was wrong.

use crate::core::{Game, Options, Player, Square};
use crate::engine::Level;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The preferences file's name.
pub const SETTINGS_FILE: &str = "settings.ron";
/// The saved game's file name.
pub const GAME_FILE: &str = "game.ron";
/// The saved tic-tac-toe game's file name.
pub const TICTACTOE_FILE: &str = "tictactoe.ron";

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
    pub fn name(self) -> &'static str {
        match self {
            AnimationSpeed::Off => "Off",
            AnimationSpeed::Fast => "Fast",
            AnimationSpeed::Normal => "Normal",
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
    pub fn name(self) -> &'static str {
        match self {
            ThemeChoice::System => "Follow the system",
            ThemeChoice::Light => "Light",
            ThemeChoice::Dark => "Dark",
            ThemeChoice::HighContrast => "High contrast",
        }
    }
}

/// Who plays one side: a person at the board or the computer at a level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Seat {
    /// Whether the computer plays this side.
    pub computer: bool,
    /// How strongly it plays (kept while the side is human, so switching back restores it).
    pub level: Level,
}

impl Seat {
    /// A person.
    pub const HUMAN: Seat = Seat {
        computer: false,
        level: Level::Intermediate,
    };

    /// The computer at `level`.
    pub fn computer(level: Level) -> Self {
        Seat {
            computer: true,
            level,
        }
    }

    /// "Human" or "Computer (Novice)".
    pub fn describe(self) -> String {
        if self.computer {
            format!("Computer ({})", self.level.name())
        } else {
            "Human".to_owned()
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
    pub fn name(self) -> &'static str {
        match self {
            Pace::Instant => "No delay",
            Pace::Half => "Half a second",
            Pace::Second => "One second",
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
    /// Show the move list beside the board.
    pub show_move_list: bool,
    /// Preview the flips of the move under the mouse or keyboard cursor.
    pub preview_flips: bool,
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
    pub tictactoe: crate::tictactoe::Options,
    /// The tic-tac-toe side the computer plays, if any.
    pub tictactoe_computer: Option<crate::tictactoe::Player>,
    /// The window as it was when the program last closed.
    pub window: WindowSize,
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

impl Settings {
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
            show_move_list: true,
            preview_flips: true,
            animation: AnimationSpeed::Normal,
            theme: ThemeChoice::System,
            black: Seat::HUMAN,
            white: Seat::HUMAN,
            pace: Pace::Half,
            game: GameKind::Othello,
            tictactoe: crate::tictactoe::Options::default(),
            tictactoe_computer: None,
            window: WindowSize::default(),
        }
    }
}

/// The game in progress as it is stored: its options and the moves in notation. It becomes a
/// [`Game`] only through [`Game::replay`], so a hand-edited file cannot build an illegal board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedGame {
    /// How the game was set up.
    pub options: Options,
    /// The moves played, in notation (`"d3"`); passes are implied by the rules.
    pub moves: Vec<String>,
    /// Moves taken back with Undo that Redo can play again, the next one first.
    pub redo: Vec<String>,
}

impl SavedGame {
    /// The record of `game`.
    pub fn of(game: &Game) -> Self {
        SavedGame {
            options: *game.options(),
            moves: game.moves_played().iter().map(Square::to_string).collect(),
            redo: game.redo_moves().iter().map(Square::to_string).collect(),
        }
    }

    /// Rebuilds the game by replaying the moves.
    ///
    /// # Errors
    /// A message naming the first bad move (unreadable or illegal) or the bad option.
    pub fn to_game(&self) -> Result<Game, String> {
        // The moves and then the redo list are one line of play; replaying it all checks both,
        // and taking the redo part back leaves it ready for Redo.
        let moves = self
            .moves
            .iter()
            .chain(&self.redo)
            .enumerate()
            .map(|(i, text)| {
                text.parse::<Square>()
                    .map_err(|e| format!("move {}: {e}", i + 1))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let mut game = Game::replay(self.options, &moves).map_err(|e| e.to_string())?;
        for _ in &self.redo {
            game.undo();
        }
        Ok(game)
    }
}

/// A problem with a saved file that the user should hear about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice(pub String);

impl fmt::Display for Notice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The directory the files live in; `None` when the platform has no config directory, in which
/// case nothing is saved.
#[derive(Clone, Debug)]
pub struct Store {
    dir: Option<PathBuf>,
}

impl Store {
    /// A store in `dir` (created on the first write).
    pub fn new(dir: impl Into<PathBuf>) -> Self {
        Store {
            dir: Some(dir.into()),
        }
    }

    /// A store that remembers nothing.
    pub fn nowhere() -> Self {
        Store { dir: None }
    }

    /// The platform's config directory for the app: `$XDG_CONFIG_HOME/othello` on Linux.
    pub fn platform_default() -> Self {
        match directories::ProjectDirs::from("", "", "othello") {
            Some(dirs) => Store::new(dirs.config_dir()),
            None => Store::nowhere(),
        }
    }

    /// The directory, if there is one.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Whether `settings.ron` exists: a launch without it is the first one.
    pub fn has_settings(&self) -> bool {
        self.path(SETTINGS_FILE).is_some_and(|p| p.exists())
    }

    fn path(&self, name: &str) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(name))
    }

    /// Loads the settings: defaults if there is no file; defaults and a notice if the file is
    /// bad (it is kept as `settings.ron.bad`).
    pub fn load_settings(&self) -> (Settings, Option<Notice>) {
        match self.load::<Settings>(SETTINGS_FILE, |s| {
            s.options.validate().map_err(|e| e.to_string())?;
            s.tictactoe.validate().map_err(|e| e.to_string())?;
            Ok(())
        }) {
            Ok(settings) => (settings.unwrap_or_default(), None),
            Err(notice) => (Settings::default(), Some(notice)),
        }
    }

    /// Loads the saved game: `None` if there is none; `None` and a notice if the file is bad
    /// (it is kept as `game.ron.bad`).
    pub fn load_game(&self) -> (Option<Game>, Option<Notice>) {
        let mut game = None;
        let loaded = self.load::<SavedGame>(GAME_FILE, |saved| {
            game = Some(saved.to_game()?);
            Ok(())
        });
        match loaded {
            Ok(_) => (game, None),
            Err(notice) => (None, Some(notice)),
        }
    }

    /// Loads the saved tic-tac-toe game: `None` if there is none; `None` and a notice if the
    /// file is bad (it is kept as `tictactoe.ron.bad`). The moves are replayed through the rules.
    pub fn load_tictactoe(&self) -> (Option<crate::tictactoe::Match>, Option<Notice>) {
        let mut game = None;
        let loaded = self.load::<crate::tictactoe::Record>(TICTACTOE_FILE, |record| {
            game = Some(record.restore().map_err(|e| e.to_string())?);
            Ok(())
        });
        match loaded {
            Ok(_) => (game, None),
            Err(notice) => (None, Some(notice)),
        }
    }

    /// Saves the tic-tac-toe game in progress (its options and moves).
    ///
    /// # Errors
    /// The I/O error, if the directory or file could not be written.
    pub fn save_tictactoe(&self, game: &crate::tictactoe::Match) -> io::Result<()> {
        self.save(TICTACTOE_FILE, &game.record())
    }

    /// Reads `name`, parses it and checks it with `check`. `Ok(None)` if the file is absent.
    fn load<T: serde::de::DeserializeOwned>(
        &self,
        name: &str,
        check: impl FnOnce(&T) -> Result<(), String>,
    ) -> Result<Option<T>, Notice> {
        let Some(path) = self.path(name) else {
            return Ok(None);
        };
        let text = match fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(self.set_aside(name, &path, &e.to_string())),
        };
        let value: T = match ron::from_str(&text) {
            Ok(value) => value,
            Err(e) => return Err(self.set_aside(name, &path, &e.to_string())),
        };
        match check(&value) {
            Ok(()) => Ok(Some(value)),
            Err(why) => Err(self.set_aside(name, &path, &why)),
        }
    }

    /// Renames a bad file to `NAME.bad` and says so.
    fn set_aside(&self, name: &str, path: &Path, why: &str) -> Notice {
        let bad = path.with_file_name(format!("{name}.bad"));
        match fs::rename(path, &bad) {
            Ok(()) => Notice(format!(
                "{name} could not be used ({why}). Defaults are in use; the file was kept as {}.",
                bad.display()
            )),
            // Nothing there to keep (e.g. the directory is not a directory).
            Err(_) if !path.exists() => Notice(format!(
                "{name} could not be read ({why}). Defaults are in use."
            )),
            Err(e) => Notice(format!(
                "{name} could not be used ({why}). Defaults are in use; the file could not be \
                 renamed ({e}) and is still at {}.",
                path.display()
            )),
        }
    }

    /// Saves the settings.
    ///
    /// # Errors
    /// The I/O error, if the directory or file could not be written.
    pub fn save_settings(&self, settings: &Settings) -> io::Result<()> {
        self.save(SETTINGS_FILE, settings)
    }

    /// Saves the game in progress.
    ///
    /// # Errors
    /// The I/O error, if the directory or file could not be written.
    pub fn save_game(&self, game: &Game) -> io::Result<()> {
        self.save(GAME_FILE, &SavedGame::of(game))
    }

    fn save<T: Serialize>(&self, name: &str, value: &T) -> io::Result<()> {
        let Some(path) = self.path(name) else {
            return Ok(());
        };
        let text = ron::ser::to_string_pretty(value, ron::ser::PrettyConfig::default())
            .map_err(io::Error::other)?;
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)?;
        }
        write_atomically(&path, text.as_bytes())
    }
}

/// Writes `bytes` to a temporary file beside `path`, then renames it over `path`, so a crash
/// leaves either the old file or the new one, never half of one.
fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    {
        use std::io::Write;
        let mut file = fs::File::create(&tmp)?;
        file.write_all(bytes)?;
        file.write_all(b"\n")?;
        file.sync_all()?;
    }
    fs::rename(&tmp, path)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::{Player, WinRule};

    #[test]
    fn settings_round_trip_and_missing_fields_default() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        assert!(!store.has_settings());
        let settings = Settings {
            options: Options {
                rows: 6,
                cols: 12,
                win_rule: WinRule::FewestDiscs,
                ..Options::default()
            },
            show_legal: false,
            mark_last_move: false,
            show_move_list: false,
            preview_flips: false,
            animation: AnimationSpeed::Fast,
            theme: ThemeChoice::HighContrast,
            black: Seat::computer(crate::engine::Level::Beginner),
            white: Seat {
                computer: false,
                level: crate::engine::Level::Expert,
            },
            pace: Pace::Second,
            game: GameKind::TicTacToe,
            tictactoe: crate::tictactoe::Options {
                size: 5,
                k_in_a_row: 4,
                first: crate::tictactoe::Player::Nought,
            },
            tictactoe_computer: Some(crate::tictactoe::Player::Cross),
            window: WindowSize {
                width: 1234,
                height: 567,
                maximized: true,
            },
        };
        store.save_settings(&settings).unwrap();
        assert!(store.has_settings());
        assert_eq!(store.load_settings(), (settings, None));

        fs::write(dir.path().join(SETTINGS_FILE), "(show_legal: false)").unwrap();
        let (loaded, notice) = store.load_settings();
        assert_eq!(notice, None);
        assert_eq!(loaded.options, Options::default());
        assert!(!loaded.show_legal);
        assert_eq!((loaded.black, loaded.white), (Seat::HUMAN, Seat::HUMAN));
        assert_eq!(loaded.pace, Pace::Half);
        assert_eq!(loaded.window, WindowSize::default());
    }

    #[test]
    fn window_sizes_from_a_file_open_a_usable_window() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        let open_at = |text: &str| {
            fs::write(dir.path().join(SETTINGS_FILE), text).unwrap();
            let (loaded, notice) = store.load_settings();
            assert_eq!(notice, None, "{text}");
            loaded.window.inner_size()
        };
        assert_eq!(
            open_at("(window: (width: 700, height: 500))"),
            [700.0, 500.0]
        );
        // Too small, absurdly large, or half missing: clamped or defaulted, not refused.
        assert_eq!(open_at("(window: (width: 10, height: 0))"), [420.0, 400.0]);
        assert_eq!(
            open_at("(window: (width: 4000000000, height: 99999))"),
            [16384.0, 16384.0]
        );
        assert_eq!(open_at("(window: (height: 640))"), [900.0, 640.0]);
        assert_eq!(open_at("()"), [900.0, 760.0]);
    }

    #[test]
    fn invalid_options_are_set_aside() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        fs::write(dir.path().join(SETTINGS_FILE), "(options: (rows: 7))").unwrap();
        let (loaded, notice) = store.load_settings();
        assert_eq!(loaded, Settings::default());
        let notice = notice.unwrap().0;
        assert!(notice.contains("rows must be an even number"), "{notice}");
        assert!(dir.path().join("settings.ron.bad").exists());
        assert!(!dir.path().join(SETTINGS_FILE).exists());
    }

    #[test]
    fn saved_game_replays_and_illegal_lists_are_set_aside() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::new(dir.path());
        assert_eq!(store.load_game(), (None, None));
        let mut game = Game::new(Options::default()).unwrap();
        game.play("d3".parse().unwrap()).unwrap();
        store.save_game(&game).unwrap();
        let (loaded, notice) = store.load_game();
        assert_eq!(notice, None);
        let loaded = loaded.unwrap();
        assert_eq!(loaded.moves_played(), game.moves_played());
        assert_eq!(loaded.turn(), Some(Player::White));

        // Taken-back moves survive a restart, ready for Redo.
        game.play("c3".parse().unwrap()).unwrap();
        game.undo();
        store.save_game(&game).unwrap();
        let (loaded, _) = store.load_game();
        let loaded = loaded.unwrap();
        assert_eq!(loaded.moves_played(), game.moves_played());
        assert_eq!(loaded.redo_moves(), vec!["c3".parse().unwrap()]);

        fs::write(
            dir.path().join(GAME_FILE),
            r#"(options: (rows: 8, cols: 8), moves: ["d3", "a1"])"#,
        )
        .unwrap();
        let (loaded, notice) = store.load_game();
        assert!(loaded.is_none());
        let notice = notice.unwrap().0;
        assert!(notice.contains("move 2 (a1)"), "{notice}");
        assert!(dir.path().join("game.ron.bad").exists());
    }

    #[test]
    fn nowhere_saves_nothing() {
        let store = Store::nowhere();
        store.save_settings(&Settings::default()).unwrap();
        assert_eq!(store.load_settings(), (Settings::default(), None));
    }
}
