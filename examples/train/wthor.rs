//! Positions of real games: a seeded sample of the games of a WTHOR database (tournament games,
//! book games, online play), every position of each taken once up to the board's symmetries,
//! labelled by the engine's own searches as the self-played positions are, kept in a positions
//! file and read back from it.

use super::games::search_label;
use super::{Cli, Plan};
use othello_archive::Database;
use othello_archive::symmetry::Key;
use othello_core::wthor::Snapshot;
use othello_core::{Game, Options, Player, Square};
use othello_engine::learn::fit::Sample;
use othello_engine::learn::game_features;
use othello_engine::learn::model::EMBEDDED;
use othello_engine::learn::samples;
use othello_engine::{self as engine, GameTables, XorShift};
use std::collections::HashSet;
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

/// One sampled game: its moves, and after how many of them stand the positions it is the first
/// of the sample to reach (up to the symmetries).
struct Taken {
    moves: Vec<Square>,
    plies: Vec<usize>,
}

/// The position of `game` as the database keys it (bit `8 * row + column`).
pub(crate) fn snapshot(game: &Game, turn: Player) -> Snapshot {
    let bits = |player| {
        game.discs(player)
            .iter()
            .fold(0u64, |b, s| b | 1 << (8 * s.row + s.col))
    };
    Snapshot {
        black: bits(Player::Black),
        white: bits(Player::White),
        turn,
    }
}

/// Puts a seeded shuffle's first `count` of `items` (all of them if fewer) first, the same for
/// the same seed: the games a run samples. Returns how many were taken.
pub(crate) fn sample<T>(items: &mut [T], count: usize, seed: u64) -> usize {
    let mut rng = XorShift::new(seed ^ 0x5754_484f_5220_6761);
    let count = count.min(items.len());
    for k in 0..count {
        let j = k + rng.below((items.len() - k) as u64) as usize;
        items.swap(k, j);
    }
    count
}

/// The labelled positions of `count` games sampled (by `cli.seed`) from the database at `path`,
/// one list a game in the order sampled, each position the first of its class under the
/// symmetries; read from `cli.wthor_samples` when it holds those of the same sample, labels and
/// compiled-in weights, labelled (on `cli.threads` threads) and written there otherwise. The
/// program stops with a message when the database holds no game.
pub(crate) fn real_games(
    plan: &Plan,
    cli: &Cli,
    path: &Path,
    count: usize,
    started: Instant,
) -> Vec<Vec<Sample>> {
    let database = Database::open(&[path]);
    let damaged = database.reports.iter().filter(|r| !r.is_warning()).count();
    println!(
        "  {}: {} games in {} files ({damaged} problems reported)",
        path.display(),
        database.games.len(),
        database.files.len()
    );
    if database.games.is_empty() {
        eprintln!("train: {}: no game to learn from", path.display());
        std::process::exit(2);
    }
    let mut order: Vec<usize> = (0..database.games.len()).collect();
    let count = sample(&mut order, count, cli.seed);
    // Every position of each game in turn, unless one of its images came before.
    let mut seen = HashSet::new();
    let mut taken = Vec::with_capacity(count);
    for &g in &order[..count] {
        let moves = database.games[g].record.moves.clone();
        let mut game = Game::new(Options::default()).expect("the standard board");
        let mut plies = Vec::new();
        for ply in 0..=moves.len() {
            if let Some(turn) = game.turn()
                && seen.insert(Key::of(&snapshot(&game, turn)).0)
            {
                plies.push(ply);
            }
            if let Some(&m) = moves.get(ply) {
                game.play(m).expect("the database replays its games");
            }
        }
        taken.push(Taken { moves, plies });
    }
    let positions: usize = taken.iter().map(|t| t.plies.len()).sum();
    println!(
        "  {count} games sampled (seed {}): {positions} positions, each the first of its class under the board's symmetries",
        cli.seed
    );
    let weights = engine::learn::probcut::weights_checksum(EMBEDDED);
    let mut moves = Vec::new();
    for t in &taken {
        moves.extend(t.moves.iter().map(|s| 8 * s.row + s.col));
        moves.push(u8::MAX);
    }
    let key = samples::key(&format!(
        "wthor {}x{} games {count} moves {:016x} labels {} in discs exact {} selective {} weights {weights:016x}{}",
        plan.rows,
        plan.cols,
        othello_core::container::fnv1a(&moves),
        cli.label_depth,
        plan.label_exact,
        plan.label_selective,
        plan.pair_key()
    ));
    let file = cli.wthor_samples.as_deref();
    if let Some(file) = file {
        match std::fs::read(file) {
            Ok(bytes) => match samples::from_bytes(&bytes, key) {
                Ok(games) => {
                    println!("  the real positions read from {}", file.display());
                    return games;
                }
                Err(e) => println!("  {}: {e}; labelling the positions", file.display()),
            },
            Err(e) => println!("  {}: {e}; labelling the positions", file.display()),
        }
    }
    let labelled = label_games(plan, cli, &taken, positions, started);
    if let Some(file) = file {
        match std::fs::write(file, samples::to_bytes(key, &labelled)) {
            Ok(()) => println!("  the real positions kept in {}", file.display()),
            Err(e) => eprintln!("train: cannot write {}: {e}", file.display()),
        }
    }
    labelled
}

/// Labels the taken positions of every game (on `cli.threads` threads), game by game in order.
fn label_games(
    plan: &Plan,
    cli: &Cli,
    taken: &[Taken],
    positions: usize,
    started: Instant,
) -> Vec<Vec<Sample>> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let labelled = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Vec<Sample>>>> = Mutex::new(vec![None; taken.len()]);
    let cancel = AtomicBool::new(false);
    std::thread::scope(|scope| {
        for _ in 0..cli.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(t) = taken.get(k) else { break };
                    let mut game = Game::new(Options::default()).expect("the standard board");
                    // The searches keep their tables from one position of the game to the next.
                    let mut tables = GameTables::new(4);
                    let mut samples = Vec::with_capacity(t.plies.len());
                    for ply in 0..=t.moves.len() {
                        if t.plies.binary_search(&ply).is_ok() {
                            let features = game_features(&game).expect("not over");
                            let (label, _) = search_label(
                                plan,
                                &game,
                                cli.label_depth,
                                &mut tables,
                                &cancel,
                                k as u64,
                            );
                            samples.push(Sample { features, label });
                        }
                        if let Some(&m) = t.moves.get(ply) {
                            game.play(m).expect("the database replays its games");
                        }
                    }
                    let n = labelled.fetch_add(samples.len(), Ordering::Relaxed) + samples.len();
                    results.lock().unwrap()[k] = Some(samples);
                    let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if d.is_multiple_of((taken.len() / 50).max(1)) || d == taken.len() {
                        println!(
                            "  {d}/{} real games, {n}/{positions} positions labelled, {:.0} s",
                            taken.len(),
                            started.elapsed().as_secs_f64()
                        );
                    }
                }
            });
        }
    });
    results
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|samples| samples.expect("every game labelled"))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::wthor;

    /// The positions the sample keys are those the database keys (the same discs in the same
    /// bits, the same player to move), and a position's mirror image has its key.
    #[test]
    fn positions_are_keyed_as_the_database_keys_them() {
        let moves: Vec<Square> = ["f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7"]
            .iter()
            .map(|m| m.parse().expect("a cell"))
            .collect();
        let mut game = Game::new(Options::default()).expect("the standard board");
        let end = wthor::replay(&moves, |position, m| {
            let turn = game.turn().expect("not over");
            assert_eq!(snapshot(&game, turn), *position);
            game.play(m).expect("legal");
        })
        .expect("replays");
        assert_eq!(snapshot(&game, game.turn().expect("not over")), end);
        let mirrored = Snapshot {
            black: othello_archive::symmetry::apply(2, end.black),
            white: othello_archive::symmetry::apply(2, end.white),
            turn: end.turn,
        };
        assert_eq!(Key::of(&end).0, Key::of(&mirrored).0);
    }
}
