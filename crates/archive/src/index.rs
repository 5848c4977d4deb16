//! Every position of every game, keyed up to the board's symmetries, so that a query finds the
//! games that reached a position by any order of moves and in any orientation.
//!
//! The table holds one entry per position of each game (before each move, and the last): the
//! position's [`Key`] and, packed in 32 bits, the game's place in the database and the move it
//! played next in the key's orientation. Sorted by key, a query is a binary search. Twelve bytes
//! an entry: the 226,703 shared games make about 13.8 million entries, 166 MB.
//!
//! The table is saved in the project's binary container (`OTHINDEX`), with a fingerprint of the
//! files it was built from given by the caller, so that a cache on disk is used only for those
//! files and rebuilt when they change.

use crate::query::{Answer, Query};
use crate::source::Database;
use crate::symmetry::{self, Key};
use othello_core::Square;
use othello_core::container::{ContainerError, Format, Writer};
use othello_core::wthor;
use std::path::Path;

/// The index file's container.
static FORMAT: Format = Format {
    magic: *b"OTHINDEX",
    versions: 1..=1,
    name: "game database index",
    a_name: "a game database index file",
};

/// The packed move of a position a game ended at.
const NO_MOVE: u32 = 64;
/// The bits of an entry's packed word that hold the move.
const MOVE_BITS: u32 = 7;

/// The positions of a database's games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Index {
    keys: Vec<u64>,
    /// The game's place `<< 7 | ` the next move (0–63, [`NO_MOVE`]) in the key's orientation.
    games: Vec<u32>,
    /// The fingerprint of the files the index was built from.
    fingerprint: u64,
}

impl Index {
    /// Indexes every position of every game of `database`; `fingerprint` names the files it
    /// was read from (see [`Index::fingerprint`]).
    ///
    /// # Panics
    /// If the database holds more than 33 million games (the packed word's 25 bits).
    pub fn build(database: &Database, fingerprint: u64) -> Index {
        assert!(
            database.games.len() < 1 << (32 - MOVE_BITS),
            "too many games"
        );
        let total: usize = database
            .games
            .iter()
            .map(|g| g.record.moves.len() + 1)
            .sum();
        let mut entries: Vec<(u64, u32)> = Vec::with_capacity(total);
        for (g, game) in database.games.iter().enumerate() {
            let packed = (g as u32) << MOVE_BITS;
            let end = wthor::replay(&game.record.moves, |position, square| {
                let (key, s) = Key::of(position);
                let m = symmetry::map(s, square);
                entries.push((key.0, packed | u32::from(m.row * 8 + m.col)));
            });
            // The database holds only games that replay.
            if let Ok(end) = end {
                entries.push((Key::of(&end).0.0, packed | NO_MOVE));
            }
        }
        entries.sort_unstable();
        let (keys, games) = entries.into_iter().unzip();
        Index {
            keys,
            games,
            fingerprint,
        }
    }

    /// The index of `database` from the file `cache` when that was saved for the same files
    /// (`fingerprint`, see [`Files::fingerprint`](crate::Files::fingerprint)); else built, and
    /// saved there for the next time. The cache is written whole or not at all (through a
    /// temporary file beside it); a cache that cannot be read or written is only slower.
    pub fn cached(database: &Database, fingerprint: u64, cache: &Path) -> Index {
        let saved = std::fs::read(cache)
            .ok()
            .and_then(|bytes| Index::from_bytes(&bytes).ok())
            .filter(|index| index.fingerprint == fingerprint);
        if let Some(index) = saved {
            return index;
        }
        let index = Index::build(database, fingerprint);
        let mut temp = cache.as_os_str().to_owned();
        temp.push(".part");
        if std::fs::write(&temp, index.to_bytes()).is_ok() {
            let _ = std::fs::rename(&temp, cache);
        }
        index
    }

    /// The number of positions held (one per position of each game).
    pub fn len(&self) -> usize {
        self.keys.len()
    }

    /// Whether it holds no position.
    pub fn is_empty(&self) -> bool {
        self.keys.is_empty()
    }

    /// The fingerprint of the files it was built from.
    pub fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// The games that reached `query`'s position, each with its next move in the query's
    /// orientation (`None` where the game ended there), in the index's order.
    pub fn hits(&self, query: &Query) -> Vec<(u32, Option<Square>)> {
        let (key, s) = Key::of(&query.0);
        let back = symmetry::inverse(s);
        let start = self.keys.partition_point(|&k| k < key.0);
        let end = start + self.keys[start..].partition_point(|&k| k == key.0);
        self.games[start..end]
            .iter()
            .map(|&packed| unpack(packed, back))
            .collect()
    }

    /// Every position held, in increasing order of key, with its games and their next moves in
    /// the key's orientation.
    pub fn positions(&self) -> impl Iterator<Item = (u64, Vec<(u32, Option<Square>)>)> + '_ {
        let mut start = 0;
        std::iter::from_fn(move || {
            let key = *self.keys.get(start)?;
            let end = start + self.keys[start..].partition_point(|&k| k == key);
            let hits = self.games[start..end]
                .iter()
                .map(|&p| unpack(p, 0))
                .collect();
            start = end;
            Some((key, hits))
        })
    }

    /// What the database says of `query`'s position.
    pub fn answer(&self, database: &Database, query: &Query) -> Answer {
        Answer::from_hits(database, self.hits(query))
    }

    /// The index as a file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Writer::new(&FORMAT);
        out.u64(self.fingerprint);
        out.u64(self.keys.len() as u64);
        let mut body = Vec::with_capacity(self.keys.len() * 12);
        for (&key, &game) in self.keys.iter().zip(&self.games) {
            body.extend_from_slice(&key.to_le_bytes());
            body.extend_from_slice(&game.to_le_bytes());
        }
        out.bytes(&body);
        out.finish()
    }

    /// Reads an index file.
    ///
    /// # Errors
    /// Not an index file, another version, too short or damaged (the container's checks), or
    /// a count of entries that disagrees with its length.
    pub fn from_bytes(bytes: &[u8]) -> Result<Index, ContainerError> {
        let (_, mut reader) = FORMAT.open(bytes)?;
        let fingerprint = reader.u64()?;
        let count = reader.u64()? as usize;
        let body = reader.take(count.saturating_mul(12))?;
        let mut keys = Vec::with_capacity(count);
        let mut games = Vec::with_capacity(count);
        for entry in body.chunks_exact(12) {
            let (key, game) = entry.split_at(8);
            keys.push(u64::from_le_bytes(key.try_into().unwrap_or_default()));
            games.push(u32::from_le_bytes(game.try_into().unwrap_or_default()));
        }
        Ok(Index {
            keys,
            games,
            fingerprint,
        })
    }
}

/// An entry's game and next move, the move turned by `symmetry`.
fn unpack(packed: u32, symmetry: u8) -> (u32, Option<Square>) {
    let m = packed & ((1 << MOVE_BITS) - 1);
    let square =
        (m != NO_MOVE).then(|| symmetry::map(symmetry, Square::new((m / 8) as u8, (m % 8) as u8)));
    (packed >> MOVE_BITS, square)
}
