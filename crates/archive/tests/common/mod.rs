//! Small game databases the tests write: random games played by the rules, with mirror images
//! and transpositions among them so that queries must find positions by any route.

use othello_archive::symmetry;
use othello_core::wthor::{self, Header, WthorGame};
use othello_core::{Game, Options, Square};
use std::path::Path;

/// A small deterministic generator (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 33) as usize % n
    }
}

/// The moves of a random game, to its end or to `limit` moves.
pub fn random_moves(rng: &mut Rng, limit: usize) -> Vec<Square> {
    let mut game = Game::new(Options::default()).unwrap();
    while game.turn().is_some() && game.moves_played().len() < limit {
        let moves: Vec<Square> = game.moves().iter().collect();
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    game.moves_played()
}

/// Whether `moves` replay from the start.
pub fn legal(moves: &[Square]) -> bool {
    Game::replay(Options::default(), moves).is_ok()
}

/// `count` games: random ones, and for some of them a turned copy (by a symmetry of the start)
/// or a copy with two of a player's moves swapped where that reaches the same position.
pub fn games(seed: u64, count: usize) -> Vec<Vec<Square>> {
    let mut rng = Rng(seed);
    let mut games: Vec<Vec<Square>> = Vec::new();
    while games.len() < count {
        let limit = if rng.below(4) == 0 { 20 } else { 60 };
        let moves = random_moves(&mut rng, limit);
        match rng.below(3) {
            0 => {
                // The start is the same under these symmetries: the turned game is legal.
                let s = [3, 4, 5][rng.below(3)];
                games.push(moves.iter().map(|&m| symmetry::map(s, m)).collect());
            }
            1 if moves.len() > 6 => {
                let i = rng.below(moves.len() - 3);
                let mut swapped = moves.clone();
                swapped.swap(i, i + 2);
                if legal(&swapped) {
                    games.push(swapped);
                }
            }
            _ => {}
        }
        games.push(moves);
    }
    games.truncate(count);
    games
}

/// The games as WTHOR records: player numbers from `players`, a score from the game's end.
pub fn records(games: &[Vec<Square>], players: u16) -> Vec<WthorGame> {
    games
        .iter()
        .enumerate()
        .map(|(i, moves)| {
            let game = Game::replay(Options::default(), moves).unwrap();
            WthorGame {
                tournament: (i % 3) as u16,
                black: (i as u16) % players,
                white: (i as u16 + 1) % players,
                black_discs: game.counts().black as u8,
                theoretical: 32,
                moves: moves.clone(),
            }
        })
        .collect()
}

/// Writes `games` as `DIR/NAME` for `year`.
pub fn write_games(dir: &Path, name: &str, year: u16, games: &[WthorGame]) {
    std::fs::write(
        dir.join(name),
        wthor::write_games(&Header::games(year, 22), games),
    )
    .unwrap();
}

/// Writes `players` and three tournaments as `DIR/STEM.JOU` and `DIR/STEM.TRN`.
pub fn write_names(dir: &Path, stem: &str, players: &[&str]) {
    let players: Vec<String> = players.iter().map(|s| s.to_string()).collect();
    let tournaments: Vec<String> = ["Open", "Cup", "League"].map(String::from).to_vec();
    std::fs::write(
        dir.join(format!("{stem}.JOU")),
        wthor::write_names(&players, wthor::PLAYER_NAME_BYTES),
    )
    .unwrap();
    std::fs::write(
        dir.join(format!("{stem}.TRN")),
        wthor::write_names(&tournaments, wthor::TOURNAMENT_NAME_BYTES),
    )
    .unwrap();
}
