//! What a game file says about the game besides its moves, where the game came from, the file
//! Save writes, and the record a file or the clipboard gets.

use super::Session;
use crate::gui::format::Format;
use othello_core::{ByPlayer, Ending, Game, GameResult, Player, Ply, Record};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// The program's name as a game played here gives its place (GGF's `PC`).
const PLACE: &str = concat!("Othello ", env!("CARGO_PKG_VERSION"));

/// What a record says about its game besides the moves.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Header {
    /// The players' names.
    pub players: ByPlayer<Option<String>>,
    /// Where the game was played (a tournament, a server, this program).
    pub place: Option<String>,
    /// When it was played, as written (`2026.11.28`).
    pub date: Option<String>,
    /// The time control, as written (`05:00`).
    pub time: Option<String>,
    /// The result the record states.
    pub result: Option<GameResult>,
    /// The record's other properties (ratings, komi, an event…), kept to be written back.
    pub extra: Vec<(String, String)>,
}

impl Header {
    /// The header of `record`.
    pub fn of(record: &Record) -> Header {
        Header {
            players: record.players.clone(),
            place: record.place.clone(),
            date: record.date.clone(),
            time: record.time.clone(),
            result: record.result,
            extra: record.extra.clone(),
        }
    }
}

/// Where the game on the board came from: what decides the header its files get.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Source {
    /// Started in this window: New game, Restart, the position editor.
    Here,
    /// A record opened (a file, a game of an archive, the database, a pasted game), with the
    /// line it was opened with: its stated result holds for that line.
    Opened {
        /// The plies as opened.
        line: Vec<Ply>,
    },
}

/// The file Save writes: the game's place in it and how many games it held.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FileSlot {
    /// The file.
    pub path: PathBuf,
    /// Its format.
    pub format: Format,
    /// The game's place among the file's games, from 0.
    pub index: usize,
    /// How many games the file held when it was read or last written.
    pub games: usize,
}

impl FileSlot {
    /// A file that holds this one game.
    pub fn single(path: PathBuf, format: Format) -> FileSlot {
        FileSlot {
            path,
            format,
            index: 0,
            games: 1,
        }
    }
}

/// What Save does with the game on the board.
#[derive(Clone, Debug, PartialEq)]
pub enum SavePlan {
    /// Write it over this file, which holds this game alone.
    Write(PathBuf, Format),
    /// The game is one of a file's many: ask whether to replace it there, add it after the
    /// others or save it as a new file. The file is never rewritten with this game alone.
    Archive(FileSlot),
    /// No file yet: choose one (Save as), starting from this name and format.
    Choose(String, Format),
}

impl Session {
    /// What Save does now.
    pub fn save_plan(&self) -> SavePlan {
        match &self.file {
            Some(slot) if slot.games > 1 => SavePlan::Archive(slot.clone()),
            Some(slot) => SavePlan::Write(slot.path.clone(), slot.format),
            None => SavePlan::Choose("game.ggf".to_owned(), Format::Ggf),
        }
    }

    /// The game was written alone to `path` in `format`: Save writes there from now on.
    pub fn saved_to(&mut self, path: PathBuf, format: Format) {
        self.file = Some(FileSlot::single(path, format));
    }

    /// The game was added after the other games of its archive: Save replaces it there from
    /// now on.
    pub fn appended(&mut self) {
        if let Some(slot) = &mut self.file {
            slot.index = slot.games;
            slot.games += 1;
        }
    }

    /// The game as a file or the clipboard gets it: its whole line ([`Session::saved_line`])
    /// with its header. A record
    /// opened keeps the header it was opened with, its stated result while the line is the
    /// one opened (else the result the board shows once finished); a game played here names
    /// the seats, the date it started, the program, the time control and the result once
    /// finished (a loss on time as such). The engine's values are the caller's to add.
    pub fn record(&self) -> Record {
        let game = self.saved_line();
        let mut record = Record::from_game(&game);
        let header = &self.header;
        record.extra = header.extra.clone();
        record.date = header.date.clone();
        match &self.source {
            Source::Opened { line } => {
                record.players = header.players.clone();
                record.place = header.place.clone();
                record.time = header.time.clone();
                if game.plies() == *line && header.result.is_some() {
                    record.result = header.result;
                }
            }
            Source::Here => {
                for p in Player::BOTH {
                    record.players[p] = Some(self.seat(p).describe());
                }
                record.place = Some(PLACE.to_owned());
                if let Some(clock) = &self.clock {
                    record.time = Some(format!("{}:00", clock.minutes));
                    if let Some(loser) = clock.flagged {
                        record.result = Some(timeout(&game, loser));
                    }
                }
            }
        }
        record
    }

    /// The line a file keeps, whole: the main line while a variation is explored, else the
    /// game's line; either with the moves taken back played again (a look back at move 20 of
    /// a game of 60 moves saves all 60).
    pub fn saved_line(&self) -> Game {
        let mut game = self.main_line.as_ref().unwrap_or(&self.game).clone();
        while game.redo().is_some() {}
        game
    }
}

/// A loss on time: the loser loses every cell of the board, as GGS counts it.
fn timeout(game: &Game, loser: Player) -> GameResult {
    let cells = f64::from(game.rows()) * f64::from(game.cols());
    GameResult {
        black_margin: if loser == Player::Black {
            -cells
        } else {
            cells
        },
        ending: Ending::Timeout,
    }
}

/// Today's date (UTC) as GGF writes dates: `2026.11.27`.
pub fn today() -> String {
    let days = web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    let (y, m, d) = civil(days);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The calendar date `days` after 1970-01-01 (the proleptic Gregorian calendar).
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::civil;

    #[test]
    fn days_become_dates() {
        assert_eq!(civil(0), (1970, 1, 1));
        assert_eq!(civil(59), (1970, 3, 1));
        assert_eq!(civil(11_016), (2000, 2, 29));
        assert_eq!(civil(20_784), (2026, 11, 27));
    }
}
