//! What the database says of a position: how many games reached it (up to the board's
//! symmetries), which move each played next (in the position's own orientation), and how those
//! games ended; and the games themselves, newest first.
//!
//! [`scan`] answers by replaying every game, the plain way; the [`Index`](crate::Index)
//! answers the same from its table of positions, and the tests hold the two to each other.

use crate::source::Database;
use crate::symmetry::{self, Key};
use othello_core::wthor::{self, Snapshot};
use othello_core::{Game, Player, Square};

/// A position asked about: the discs of each colour and the player to move (after the last
/// move of a finished game, the last mover's opponent, as the game files' replays leave it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Query(pub Snapshot);

impl Query {
    /// The position of an 8×8 `game` (any game whose cells fit in 64 bits: the standard board).
    pub fn of(game: &Game) -> Query {
        let bits = |p: Player| {
            game.discs(p)
                .iter()
                .fold(0u64, |b, s| b | 1 << (8 * s.row + s.col))
        };
        let turn = game.turn().unwrap_or_else(|| {
            let line = game.line();
            line.plies[..line.current]
                .iter()
                .rev()
                .find_map(|ply| match ply {
                    othello_core::Ply::Move { player, .. } => Some(player.opponent()),
                    othello_core::Ply::Pass(_) => None,
                })
                .unwrap_or(game.setup().turn)
        });
        Query(Snapshot {
            black: bits(Player::Black),
            white: bits(Player::White),
            turn,
        })
    }
}

/// How the games that played one move from the position ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MoveStats {
    /// The move, in the position's orientation.
    pub square: Option<Square>,
    /// The games that played it.
    pub games: u32,
    /// Those Black won (more than 32 discs at the end).
    pub black_wins: u32,
    /// Those drawn (32 discs each).
    pub draws: u32,
    /// Those White won.
    pub white_wins: u32,
    /// Black's discs at the end, added up over the games.
    pub black_discs: u64,
}

impl MoveStats {
    /// Black's mean discs at the end.
    pub fn black_score(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.black_discs as f64 / f64::from(self.games)
        }
    }

    /// Counts one more game that ended with Black on `black_discs` discs.
    pub(crate) fn count(&mut self, black_discs: u8) {
        self.games += 1;
        match black_discs.cmp(&32) {
            std::cmp::Ordering::Greater => self.black_wins += 1,
            std::cmp::Ordering::Equal => self.draws += 1,
            std::cmp::Ordering::Less => self.white_wins += 1,
        }
        self.black_discs += u64::from(black_discs);
    }
}

/// What the database says of a position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Answer {
    /// The games that reached the position, all moves together.
    pub all: MoveStats,
    /// The next moves, most played first (then by cell); a game that ended at the position
    /// is counted in [`Answer::all`] only.
    pub moves: Vec<MoveStats>,
    /// The games that reached it, by their place in [`Database::games`], newest first.
    pub games: Vec<u32>,
}

impl Answer {
    /// The answer for the games `hits`: each game's place and its next move in the position's
    /// orientation (`None` if it ended there).
    pub fn from_hits(
        database: &Database,
        hits: impl IntoIterator<Item = (u32, Option<Square>)>,
    ) -> Self {
        let mut answer = Answer::default();
        let mut by_move: Vec<MoveStats> = Vec::new();
        for (game, square) in hits {
            let discs = database.games[game as usize].record.black_discs;
            answer.all.count(discs);
            answer.games.push(game);
            if square.is_some() {
                match by_move.iter_mut().find(|m| m.square == square) {
                    Some(stats) => stats.count(discs),
                    None => {
                        let mut stats = MoveStats {
                            square,
                            ..MoveStats::default()
                        };
                        stats.count(discs);
                        by_move.push(stats);
                    }
                }
            }
        }
        by_move.sort_by(|a, b| b.games.cmp(&a.games).then(a.square.cmp(&b.square)));
        answer.moves = by_move;
        newest_first(database, &mut answer.games);
        answer
    }
}

/// Sorts games newest first: by year, then by file and place in it, later first.
pub fn newest_first(database: &Database, games: &mut [u32]) {
    games.sort_by_key(|&g| {
        let game = &database.games[g as usize];
        std::cmp::Reverse((game.year, game.file, g))
    });
}

/// Answers `query` by replaying every game of `database`.
pub fn scan(database: &Database, query: &Query) -> Answer {
    let images: Vec<Snapshot> = (0..8)
        .map(|s| symmetry::apply_snapshot(s, &query.0))
        .collect();
    // Where a position is symmetric, several symmetries take a game's position to the query's;
    // the one chosen is the one the index uses: through both positions' keys.
    let (_, to_key) = Key::of(&query.0);
    let back = symmetry::inverse(to_key);
    let discs = (query.0.black | query.0.white).count_ones() as usize;
    let mut hits = Vec::new();
    for (g, game) in database.games.iter().enumerate() {
        let moves = &game.record.moves;
        // A position with n discs comes after n - 4 moves, if the game gets that far.
        let Some(ply) = discs.checked_sub(4).filter(|&ply| ply <= moves.len()) else {
            continue;
        };
        let Ok(position) = wthor::replay(&moves[..ply], |_, _| {}) else {
            continue;
        };
        if images.contains(&position) {
            let (_, t) = Key::of(&position);
            let next = moves
                .get(ply)
                .map(|&m| symmetry::map(back, symmetry::map(t, m)));
            hits.push((g as u32, next));
        }
    }
    Answer::from_hits(database, hits)
}
