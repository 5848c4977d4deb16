//! The WTHOR database format of the French Othello Federation: game files (`.wtb`), and the
//! names of players (`.JOU`) and tournaments (`.TRN`) they refer to by number.
//!
//! Every file starts with a 16-byte header (all numbers little-endian): the century, year, month
//! and day it was made (one byte each), the number of game records (`u32`), the number of names
//! (`u16`), the year of the games (`u16`), the board's size (0 or 8 for 8×8), the file's type,
//! the depth from which the theoretical scores are perfect play, and a reserved byte. A game
//! file then holds its records of 68 bytes: the tournament's number, Black's and White's player
//! numbers (`u16` each), Black's discs at the end, Black's theoretical score, and 60 move bytes
//! `10 * row + column` counted from 1 (11 is a1, 88 is h8; 0 ends the moves). A names file
//! holds its names, numbered from 0: 20 bytes each for players and 26 for tournaments, in
//! Latin-1, padded with zeros.
//!
//! Every game starts from the standard 8×8 position with Black to move (the files are
//! normalised so that the first move is f5); passes are not written, and are settled by the
//! rules. Reading a game file replays each game: a damaged record is reported with its index and
//! why, and the others are read. No I/O here: the caller reads the bytes and names the file.
//!
//! ```
//! use othello_core::wthor::{self, Header, WthorGame};
//! use othello_core::Square;
//!
//! let f5 = Square::new(4, 5);
//! let game = WthorGame { tournament: 0, black: 1, white: 2, black_discs: 33, theoretical: 33,
//!                        moves: vec![f5] };
//! let bytes = wthor::write_games(&Header::games(2024, 1), &[game.clone()]);
//! let file = wthor::read_games(&bytes)?;
//! assert_eq!(file.games, vec![game]);
//! assert!(file.damaged.is_empty());
//! # Ok::<(), wthor::WthorError>(())
//! ```

use crate::bits::Bits;
use crate::layout::Standard8x8;
use crate::options::{Player, RuleSet};
use crate::position::Position;
use crate::square::Square;
use thiserror::Error;

/// The bytes of a file's header.
pub const HEADER_BYTES: usize = 16;
/// The bytes of one game record.
pub const GAME_BYTES: usize = 68;
/// The move bytes of a game record.
pub const MOVE_BYTES: usize = 60;
/// The bytes of a player's name in a `.JOU` file.
pub const PLAYER_NAME_BYTES: usize = 20;
/// The bytes of a tournament's name in a `.TRN` file.
pub const TOURNAMENT_NAME_BYTES: usize = 26;

/// A file's header.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// The year the file was made (century and year of the century).
    pub created_year: u16,
    /// The month it was made (1 to 12).
    pub created_month: u8,
    /// The day it was made.
    pub created_day: u8,
    /// The number of game records (game files).
    pub games: u32,
    /// The number of names (names files).
    pub names: u16,
    /// The year of the games (game files).
    pub year: u16,
    /// The board's size: 0 or 8 for 8×8.
    pub board: u8,
    /// The file's type (0 in the federation's game files).
    pub kind: u8,
    /// The number of empty cells from which the theoretical scores are perfect play.
    pub depth: u8,
}

impl Header {
    /// A game file's header for games of `year`, made on 1 January of `year`, with
    /// theoretical scores perfect from `depth` empty cells (the count of games is written by
    /// [`write_games`]).
    pub fn games(year: u16, depth: u8) -> Self {
        Header {
            created_year: year,
            created_month: 1,
            created_day: 1,
            year,
            board: 8,
            depth,
            ..Header::default()
        }
    }

    /// Reads a header from the first 16 bytes of `bytes`.
    ///
    /// # Errors
    /// [`WthorError::NoHeader`] if there are fewer than 16 bytes.
    pub fn read(bytes: &[u8]) -> Result<Header, WthorError> {
        let b: &[u8; HEADER_BYTES] = bytes
            .get(..HEADER_BYTES)
            .and_then(|h| h.try_into().ok())
            .ok_or(WthorError::NoHeader {
                length: bytes.len(),
            })?;
        let u16_at = |i: usize| u16::from_le_bytes([b[i], b[i + 1]]);
        Ok(Header {
            created_year: u16::from(b[0]) * 100 + u16::from(b[1]),
            created_month: b[2],
            created_day: b[3],
            games: u32::from_le_bytes([b[4], b[5], b[6], b[7]]),
            names: u16_at(8),
            year: u16_at(10),
            board: b[12],
            kind: b[13],
            depth: b[14],
        })
    }

    /// The header's 16 bytes.
    pub fn to_bytes(&self) -> [u8; HEADER_BYTES] {
        let mut b = [0; HEADER_BYTES];
        b[0] = (self.created_year / 100) as u8;
        b[1] = (self.created_year % 100) as u8;
        b[2] = self.created_month;
        b[3] = self.created_day;
        b[4..8].copy_from_slice(&self.games.to_le_bytes());
        b[8..10].copy_from_slice(&self.names.to_le_bytes());
        b[10..12].copy_from_slice(&self.year.to_le_bytes());
        b[12] = self.board;
        b[13] = self.kind;
        b[14] = self.depth;
        b
    }
}

/// One game of a game file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WthorGame {
    /// The tournament's number in the `.TRN` file.
    pub tournament: u16,
    /// Black's number in the `.JOU` file.
    pub black: u16,
    /// White's number in the `.JOU` file.
    pub white: u16,
    /// Black's discs at the end (in recent files the empty cells go to the winner).
    pub black_discs: u8,
    /// Black's discs with perfect play from the header's depth on.
    pub theoretical: u8,
    /// The moves, passes left out.
    pub moves: Vec<Square>,
}

/// Why a file cannot be read at all.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum WthorError {
    /// Shorter than a header.
    #[error("not a WTHOR file: {length} bytes, shorter than the 16-byte header")]
    NoHeader {
        /// The file's length.
        length: usize,
    },
    /// The header counts more records than the file holds.
    #[error("the header counts {declared} records of {size} bytes, the file holds {found}")]
    Truncated {
        /// The records the header counts.
        declared: usize,
        /// The records the bytes after the header hold.
        found: usize,
        /// The bytes of one record.
        size: usize,
    },
    /// Bytes are left after the records the header counts.
    #[error("the header counts {declared} records of {size} bytes, but {extra} bytes follow them")]
    TrailingBytes {
        /// The records the header counts.
        declared: usize,
        /// The bytes left over.
        extra: usize,
        /// The bytes of one record.
        size: usize,
    },
    /// A board this program does not read.
    #[error("games on a board of size {0}: only 8×8 games (0 or 8) are read")]
    BoardSize(u8),
}

/// Why one game of a file cannot be replayed.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GameError {
    /// A move byte that names no cell.
    #[error("move {ply}: byte {byte} names no cell")]
    NotACell {
        /// The move's number, from 1.
        ply: usize,
        /// The byte.
        byte: u8,
    },
    /// A move the rules refuse.
    #[error("move {ply}: {square} is not a legal move")]
    Illegal {
        /// The move's number, from 1.
        ply: usize,
        /// The cell.
        square: Square,
    },
    /// A move after the end of the moves (a 0 byte) or of the game.
    #[error("move {ply}: {what} after the game's end")]
    AfterEnd {
        /// The move's number, from 1.
        ply: usize,
        /// The move byte, as written.
        what: String,
    },
    /// Black's score is more discs than the board has.
    #[error("Black's score {0} is more than the board's 64 cells")]
    Score(u8),
}

/// A game of a file that could not be read, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damaged {
    /// Its place in the file, from 0.
    pub index: usize,
    /// Why.
    pub error: GameError,
}

/// A game file, read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameFile {
    /// Its header.
    pub header: Header,
    /// The games that replay, in the file's order.
    pub games: Vec<WthorGame>,
    /// The games that do not, with why.
    pub damaged: Vec<Damaged>,
}

/// A position of a game: the discs of each colour, and who is to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Snapshot {
    /// Black's discs (bit `8 * row + column`, a1 the lowest).
    pub black: u64,
    /// White's discs.
    pub white: u64,
    /// The player to move.
    pub turn: Player,
}

/// The standard 8×8 start, Black to move.
pub const START: Snapshot = Snapshot {
    black: (1 << 28) | (1 << 35),
    white: (1 << 27) | (1 << 36),
    turn: Player::Black,
};

/// Reads a game file, replaying every game.
///
/// # Errors
/// Why the file as a whole cannot be read (no header, fewer or more records than the header
/// counts, another board size); a damaged game is listed in [`GameFile::damaged`] instead.
pub fn read_games(bytes: &[u8]) -> Result<GameFile, WthorError> {
    let header = Header::read(bytes)?;
    if header.board != 0 && header.board != 8 {
        return Err(WthorError::BoardSize(header.board));
    }
    let records = records(bytes, header.games as usize, GAME_BYTES)?;
    let mut file = GameFile {
        header,
        ..GameFile::default()
    };
    for (index, record) in records.chunks_exact(GAME_BYTES).enumerate() {
        match read_game(record) {
            Ok(game) => file.games.push(game),
            Err(error) => file.damaged.push(Damaged { index, error }),
        }
    }
    Ok(file)
}

/// The bytes of the `declared` records of `size` bytes after the header, checked against the
/// file's length.
fn records(bytes: &[u8], declared: usize, size: usize) -> Result<&[u8], WthorError> {
    let body = &bytes[HEADER_BYTES..];
    let found = body.len() / size;
    if found < declared {
        return Err(WthorError::Truncated {
            declared,
            found,
            size,
        });
    }
    let extra = body.len() - declared * size;
    if extra > 0 {
        return Err(WthorError::TrailingBytes {
            declared,
            extra,
            size,
        });
    }
    Ok(body)
}

/// One record, replayed.
fn read_game(record: &[u8]) -> Result<WthorGame, GameError> {
    let u16_at = |i: usize| u16::from_le_bytes([record[i], record[i + 1]]);
    let mut moves = Vec::with_capacity(MOVE_BYTES);
    let mut ended = false;
    for (i, &byte) in record[8..].iter().enumerate() {
        let ply = i + 1;
        if byte == 0 {
            ended = true;
            continue;
        }
        let square = cell(byte).ok_or(GameError::NotACell { ply, byte })?;
        if ended {
            return Err(GameError::AfterEnd {
                ply,
                what: square.to_string(),
            });
        }
        moves.push(square);
    }
    let black_discs = record[6];
    if black_discs > 64 {
        return Err(GameError::Score(black_discs));
    }
    replay(&moves, |_, _| {})?;
    Ok(WthorGame {
        tournament: u16_at(0),
        black: u16_at(2),
        white: u16_at(4),
        black_discs,
        theoretical: record[7],
        moves,
    })
}

/// The cell a move byte names: `10 * row + column`, both from 1 to 8.
fn cell(byte: u8) -> Option<Square> {
    let (row, col) = (byte / 10, byte % 10);
    ((1..=8).contains(&row) && (1..=8).contains(&col)).then(|| Square::new(row - 1, col - 1))
}

/// The move byte of `square` (on the 8×8 board).
fn byte(square: Square) -> u8 {
    10 * (square.row + 1) + square.col + 1
}

/// Replays `moves` from the standard start, settling passes as the rules do, and hands `seen`
/// each position before its move with the move played from it. Returns the last position.
///
/// # Errors
/// The first move the rules refuse, or a move after the game's end.
pub fn replay(
    moves: &[Square],
    mut seen: impl FnMut(&Snapshot, Square),
) -> Result<Snapshot, GameError> {
    let layout = Standard8x8;
    let rules = RuleSet::Full;
    let mut position = Position::<u64> {
        me: START.black,
        opp: START.white,
    };
    let mut turn = Player::Black;
    for (i, &square) in moves.iter().enumerate() {
        let ply = i + 1;
        let mut legal = position.moves(&layout, rules);
        if legal == 0 {
            position = position.pass();
            turn = turn.opponent();
            legal = position.moves(&layout, rules);
            if legal == 0 {
                return Err(GameError::AfterEnd {
                    ply,
                    what: square.to_string(),
                });
            }
        }
        let index = u32::from(square.row) * 8 + u32::from(square.col);
        if legal & u64::bit(index) == 0 {
            return Err(GameError::Illegal { ply, square });
        }
        seen(&snapshot(position, turn), square);
        let flips = position.flips(&layout, rules, index);
        position = position.play(index, flips);
        turn = turn.opponent();
    }
    if position.moves(&layout, rules) == 0 && position.pass().moves(&layout, rules) != 0 {
        position = position.pass();
        turn = turn.opponent();
    }
    Ok(snapshot(position, turn))
}

fn snapshot(position: Position<u64>, turn: Player) -> Snapshot {
    let (black, white) = match turn {
        Player::Black => (position.me, position.opp),
        Player::White => (position.opp, position.me),
    };
    Snapshot { black, white, turn }
}

/// The bytes of a game file holding `games`, with `header` (its count of games set to theirs).
pub fn write_games(header: &Header, games: &[WthorGame]) -> Vec<u8> {
    let header = Header {
        games: games.len() as u32,
        ..*header
    };
    let mut out = Vec::with_capacity(HEADER_BYTES + games.len() * GAME_BYTES);
    out.extend_from_slice(&header.to_bytes());
    for game in games {
        out.extend_from_slice(&game.tournament.to_le_bytes());
        out.extend_from_slice(&game.black.to_le_bytes());
        out.extend_from_slice(&game.white.to_le_bytes());
        out.push(game.black_discs);
        out.push(game.theoretical);
        let mut moves = [0; MOVE_BYTES];
        for (slot, &square) in moves.iter_mut().zip(&game.moves) {
            *slot = byte(square);
        }
        out.extend_from_slice(&moves);
    }
    out
}

/// Reads a names file whose names are `width` bytes each ([`PLAYER_NAME_BYTES`] or
/// [`TOURNAMENT_NAME_BYTES`]), from Latin-1.
///
/// # Errors
/// No header, or fewer or more names than the header counts.
pub fn read_names(bytes: &[u8], width: usize) -> Result<Vec<String>, WthorError> {
    let header = Header::read(bytes)?;
    let body = records(bytes, usize::from(header.names), width)?;
    Ok(body
        .chunks_exact(width)
        .map(|name| {
            let end = name.iter().position(|&b| b == 0).unwrap_or(name.len());
            name[..end].iter().map(|&b| char::from(b)).collect()
        })
        .collect())
}

/// The bytes of a names file of `names`, `width` bytes each, in Latin-1: a character outside
/// Latin-1 is written `?`, and a name too long is cut to the width (always ending with a zero).
pub fn write_names(names: &[String], width: usize) -> Vec<u8> {
    let header = Header {
        names: names.len() as u16,
        ..Header::default()
    };
    let mut out = header.to_bytes().to_vec();
    for name in names {
        let mut field = vec![0; width];
        let latin1 = name
            .chars()
            .map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?'));
        for (slot, b) in field.iter_mut().take(width - 1).zip(latin1) {
            *slot = b;
        }
        out.extend_from_slice(&field);
    }
    out
}
