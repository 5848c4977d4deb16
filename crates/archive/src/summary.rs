//! The database's statistics of its most played positions, without the games: for each
//! position reached in at least a given number of games, how many reached it and the moves
//! they played next with their results. Small enough to ship with the program, so that the
//! openings have answers before any database is imported.
//!
//! The file is the project's binary container (`OTHSUMRY`): the least number of games, the
//! number of positions, then per position (in increasing order of key) the key (`u64`), the
//! results of the games that ended there (see below), the number of next moves (`u8`), and per
//! move its cell in the key's orientation (`u8`) and its results. Results are the games, Black's
//! wins, the draws and Black's discs added up (`u32` each; White's wins are the rest).

use crate::index::Index;
use crate::query::{Answer, MoveStats, Query};
use crate::source::Database;
use crate::symmetry::{self, Key};
use othello_core::Square;
use othello_core::container::{ContainerError, Format, Reader, Writer};
use std::collections::BTreeMap;

/// The summary file's container.
static FORMAT: Format = Format {
    magic: *b"OTHSUMRY",
    versions: 1..=1,
    name: "database summary",
    a_name: "a database summary file",
};

/// One position's statistics: the games that ended there, and each next move's (in the key's
/// orientation).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Entry {
    ended: MoveStats,
    moves: Vec<MoveStats>,
}

/// The statistics of the positions reached in at least [`Summary::min_games`] games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    min_games: u32,
    positions: BTreeMap<u64, Entry>,
}

impl Summary {
    /// The positions of `database` (through its `index`) reached in at least `min_games` games.
    pub fn build(database: &Database, index: &Index, min_games: u32) -> Summary {
        let mut positions = BTreeMap::new();
        for (key, hits) in index.positions() {
            if hits.len() < min_games as usize {
                continue;
            }
            let mut entry = Entry::default();
            for (game, square) in hits {
                let discs = database.games[game as usize].record.black_discs;
                let stats = match square {
                    None => &mut entry.ended,
                    Some(square) => {
                        let at = entry.moves.iter().position(|m| m.square == Some(square));
                        let at = at.unwrap_or_else(|| {
                            entry.moves.push(MoveStats {
                                square: Some(square),
                                ..MoveStats::default()
                            });
                            entry.moves.len() - 1
                        });
                        &mut entry.moves[at]
                    }
                };
                stats.count(discs);
            }
            entry.moves.sort_by_key(|m| m.square);
            positions.insert(key, entry);
        }
        Summary {
            min_games,
            positions,
        }
    }

    /// The least number of games a position held here was reached in.
    pub fn min_games(&self) -> u32 {
        self.min_games
    }

    /// The number of positions held.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Whether it holds no position.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// What the summary says of `query`'s position (no games listed), if it holds it.
    pub fn answer(&self, query: &Query) -> Option<Answer> {
        let (key, s) = Key::of(&query.0);
        let entry = self.positions.get(&key.0)?;
        let back = symmetry::inverse(s);
        let mut all = entry.ended;
        all.square = None;
        let mut moves: Vec<MoveStats> = entry
            .moves
            .iter()
            .map(|m| MoveStats {
                square: m.square.map(|sq| symmetry::map(back, sq)),
                ..*m
            })
            .collect();
        // A file's counts are not trusted to add up without overflowing.
        for m in &moves {
            all.games = all.games.saturating_add(m.games);
            all.black_wins = all.black_wins.saturating_add(m.black_wins);
            all.draws = all.draws.saturating_add(m.draws);
            all.white_wins = all.white_wins.saturating_add(m.white_wins);
            all.black_discs = all.black_discs.saturating_add(m.black_discs);
        }
        moves.sort_by(|a, b| b.games.cmp(&a.games).then(a.square.cmp(&b.square)));
        Some(Answer {
            all,
            moves,
            games: Vec::new(),
        })
    }

    /// The summary as a file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Writer::new(&FORMAT);
        out.u32(self.min_games);
        out.u32(self.positions.len() as u32);
        let results = |out: &mut Writer, m: &MoveStats| {
            out.u32(m.games);
            out.u32(m.black_wins);
            out.u32(m.draws);
            out.u32(m.black_discs as u32);
        };
        for (&key, entry) in &self.positions {
            out.u64(key);
            results(&mut out, &entry.ended);
            out.u8(entry.moves.len() as u8);
            for m in &entry.moves {
                let square = m.square.unwrap_or(Square::new(0, 0));
                out.u8(square.row * 8 + square.col);
                results(&mut out, m);
            }
        }
        out.finish()
    }

    /// Reads a summary file.
    ///
    /// # Errors
    /// Not a summary file, another version, too short or damaged (the container's checks).
    pub fn from_bytes(bytes: &[u8]) -> Result<Summary, ContainerError> {
        let (_, mut reader) = FORMAT.open(bytes)?;
        let min_games = reader.u32()?;
        let count = reader.u32()?;
        let results = |reader: &mut Reader, square| -> Result<MoveStats, ContainerError> {
            let games = reader.u32()?;
            let black_wins = reader.u32()?;
            let draws = reader.u32()?;
            let black_discs = u64::from(reader.u32()?);
            Ok(MoveStats {
                square,
                games,
                black_wins,
                draws,
                white_wins: games.saturating_sub(black_wins.saturating_add(draws)),
                black_discs,
            })
        };
        let mut positions = BTreeMap::new();
        for _ in 0..count {
            let key = reader.u64()?;
            let ended = results(&mut reader, None)?;
            let moves = (0..reader.u8()?)
                .map(|_| {
                    let cell = reader.u8()? % 64;
                    results(&mut reader, Some(Square::new(cell / 8, cell % 8)))
                })
                .collect::<Result<Vec<_>, _>>()?;
            positions.insert(key, Entry { ended, moves });
        }
        Ok(Summary {
            min_games,
            positions,
        })
    }
}
