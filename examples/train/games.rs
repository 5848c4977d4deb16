//! The games a round learns from: self-played games of one board, each position labelled (the
//! game's result, a search of it, a selective or an exact solve), played on several threads,
//! kept in a positions file and read back from it, and the positions of earlier rounds.

use super::shards::merge;
use super::{Cli, Plan};
use othello_core::{Game, Options, Player, Square, WinRule};
use othello_engine::learn::fit::Sample;
use othello_engine::learn::model::EMBEDDED;
use othello_engine::learn::samples;
use othello_engine::learn::{Features, game_features};
use othello_engine::{self as engine, Evaluation, GameTables, Limits, XorShift};
use std::path::Path;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Instant;

/// One self-played game's positions, labelled.
fn play_game(plan: &Plan, seed: u64, label_depth: u32, label_moves: bool) -> Vec<Sample> {
    let options = Options {
        rows: plan.rows,
        cols: plan.cols,
        win_rule: plan.win_rule,
        ..Options::default()
    };
    let mut game = Game::new(options).expect("valid board");
    let mut rng = XorShift::new(seed);
    let cancel = AtomicBool::new(false);
    let cells = u32::from(plan.rows) * u32::from(plan.cols);
    // The first round plays with the hand-set evaluation; later ones with the trained one.
    let eval = if label_depth == 0 {
        Evaluation::Classic
    } else {
        Evaluation::Trained
    };
    let opening = 2 + rng.below(u64::from((cells - 4) / 10).max(1)) as usize;
    for _ in 0..opening {
        let moves: Vec<_> = game.moves().iter().collect();
        if moves.is_empty() {
            break;
        }
        let m = moves[rng.below(moves.len() as u64) as usize];
        game.play(m).expect("a legal move");
    }
    // Positions before the solved part: features, the side to move, and the label of a deep
    // search when there is one.
    let mut early: Vec<(Features, Player, Option<f32>)> = Vec::new();
    let mut samples = Vec::new();
    // The final result for Black, once known.
    let mut result: Option<i32> = None;
    // The labels' searches keep their tables from one position of the game to the next: the
    // search of the position before holds most of this one's tree.
    let mut tables = GameTables::new(4);
    while let Some(turn) = game.turn() {
        let features = game_features(&game).expect("not over");
        if game.empties() <= plan.solve {
            let limits = Limits {
                exact_empties: plan.solve,
                hash_mib: 4,
                quick_single_move: false,
                eval,
                ..Limits::default()
            };
            let r = engine::Search::new(&game)
                .limits(limits)
                .cancel(&cancel)
                .run()
                .expect("not over");
            assert!(r.exact);
            samples.push(Sample {
                features,
                label: r.score as f32,
            });
            if result.is_none() {
                result = Some(if turn == Player::Black {
                    r.score
                } else {
                    -r.score
                });
            }
            game.play(r.best).expect("the engine's move");
        } else {
            let label = (label_depth > 0)
                .then(|| search_label(plan, &game, label_depth, &mut tables, &cancel, seed));
            early.push((features, turn, label.map(|l| l.0)));
            if let Some((_, best)) = label
                && label_moves
                && rng.below(4) != 0
            {
                game.play(best).expect("the label search's move");
                continue;
            }
            let limits = Limits {
                depth: plan.depth,
                exact_empties: 0,
                noise: 100,
                seed: rng.next_u64(),
                hash_mib: 1,
                eval,
                ..Limits::default()
            };
            let r = engine::Search::new(&game)
                .limits(limits)
                .cancel(&cancel)
                .run()
                .expect("not over");
            game.play(r.best).expect("the engine's move");
        }
    }
    // A game that ended before the solved part: its counted result (negated when the fewest
    // discs win, as the solver counts).
    let black = result.unwrap_or_else(|| {
        let c = game.counts();
        let (b, w) = (c[Player::Black] as i32, c[Player::White] as i32);
        let empty = game.empties() as i32;
        let diff = match b.cmp(&w) {
            std::cmp::Ordering::Greater => b - w + empty,
            std::cmp::Ordering::Less => b - w - empty,
            std::cmp::Ordering::Equal => 0,
        };
        match plan.win_rule {
            WinRule::MostDiscs => diff,
            WinRule::FewestDiscs => -diff,
        }
    });
    let mut all: Vec<Sample> = early
        .into_iter()
        .map(|(features, turn, label)| Sample {
            features,
            label: label.unwrap_or(if turn == Player::Black { black } else { -black } as f32),
        })
        .collect();
    all.append(&mut samples);
    all
}

/// The label of the position of `game` (not over) from the compiled-in trained evaluation: a
/// depth-`label_depth` search, exact at or below `plan.label_exact` empty cells, selective in
/// between up to `plan.label_selective`; in discs for the side to move, with the search's best
/// move. `tables` carries the searches' hash tables from one position of a game to the next;
/// `seed` names the game in the message of a label larger than the board.
pub(crate) fn search_label(
    plan: &Plan,
    game: &Game,
    label_depth: u32,
    tables: &mut GameTables,
    cancel: &AtomicBool,
    seed: u64,
) -> (f32, Square) {
    let cells = u32::from(plan.rows) * u32::from(plan.cols);
    let base = Limits {
        hash_mib: 4,
        quick_single_move: false,
        eval: Evaluation::Trained,
        ..Limits::default()
    };
    // Between the exact labels and `label_selective`: what a timed search does when the exact
    // solve is out of reach, a short midgame search, then the selective solve at each level of
    // confidence. The time is only there to make the search a timed one: a day never runs out,
    // so the label is the same on any machine.
    let selective = (plan.label_exact + 1..=plan.label_selective).contains(&game.empties());
    let limits = if selective {
        Limits {
            time: Some(std::time::Duration::from_secs(86_400)),
            depth: 4,
            exact_empties: 0,
            selective_empties: plan.label_selective,
            ..base
        }
    } else {
        Limits {
            depth: label_depth,
            exact_empties: plan.label_exact,
            ..base
        }
    };
    let search = |limits: Limits, tables: &mut GameTables| {
        engine::Search::new(game)
            .limits(limits)
            .cancel(cancel)
            .tables(tables)
            .run()
            .expect("not over")
    };
    // With `--label-pair`, the depth D−1 search first: its table entries start the depth-D one.
    let shallower =
        (plan.label_pair && !selective && game.empties() > plan.label_exact).then(|| {
            search(
                Limits {
                    depth: label_depth - 1,
                    ..limits
                },
                tables,
            )
        });
    let r = search(limits, tables);
    // In discs: a finished game found by the search counts its disc difference, not the offset
    // that ranks it above every evaluation (a thousand discs as a label).
    let value = match shallower {
        Some(s) if !r.exact => (s.value() + r.value()) as f32 / 200.0,
        _ => r.value() as f32 / 100.0,
    };
    assert!(
        value.abs() <= cells as f32,
        "a label of {value} discs (game seed {seed}, {} empty cells)",
        game.empties()
    );
    (value, r.best)
}

/// Plays the board's `games` self-played games (on `cli.threads` threads), each one's labelled
/// positions in the order of their seeds.
pub(crate) fn play_games(
    plan: &Plan,
    cli: &Cli,
    games: usize,
    started: Instant,
) -> Vec<Vec<Sample>> {
    let next = AtomicUsize::new(0);
    let done = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Vec<Sample>>>> = Mutex::new(vec![None; games]);
    let board_seed = cli.seed
        ^ (u64::from(plan.win_rule == WinRule::FewestDiscs) << 32)
        ^ (u64::from(plan.rows) << 40)
        ^ (u64::from(plan.cols) << 48)
        ^ 0x9e37_79b9_7f4a_7c15;
    std::thread::scope(|scope| {
        for _ in 0..cli.threads.max(1) {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    if k >= games {
                        break;
                    }
                    // Another shard's game: left empty here, played on another machine.
                    if cli.shard.is_some_and(|shard| !shard.owns(k)) {
                        results.lock().unwrap()[k] = Some(Vec::new());
                        continue;
                    }
                    let mut seeder = XorShift::new(board_seed.wrapping_add(k as u64 * 0x2545_f491));
                    let samples =
                        play_game(plan, seeder.next_u64(), cli.label_depth, cli.label_moves);
                    results.lock().unwrap()[k] = Some(samples);
                    let d = done.fetch_add(1, Ordering::Relaxed) + 1;
                    if d.is_multiple_of((games / 20).max(1)) {
                        println!(
                            "  {d}/{games} games, {:.0} s",
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
        .map(|samples| samples.expect("every game played"))
        .collect()
}

/// What a positions file's key is made from: the board, seed, games, labels and compiled-in
/// weights of the run (a shard's adds the shard).
pub(crate) fn description(plan: &Plan, cli: &Cli, games: usize) -> String {
    let weights = engine::learn::probcut::weights_checksum(EMBEDDED);
    let moves = if cli.label_moves { " label moves" } else { "" };
    // Keys of files written before selective labels existed stay as they were; those of files
    // whose positions at or below `label_exact` were labelled selectively too are refused.
    let selective = if plan.label_selective > plan.label_exact {
        format!(" selective {} above exact", plan.label_selective)
    } else {
        String::new()
    };
    let pair = plan.pair_key();
    format!(
        "{}x{} {:?} seed {} games {games} depth {} solve {} labels {} in discs exact {} weights {weights:016x}{moves}{selective}{pair}",
        plan.rows,
        plan.cols,
        plan.win_rule,
        cli.seed,
        plan.depth,
        plan.solve,
        cli.label_depth,
        plan.label_exact
    )
}

/// The games' labelled positions from the file at `path` if it holds those of this board, seed,
/// games, labels and compiled-in weights; otherwise played and written there.
pub(crate) fn kept_games(
    plan: &Plan,
    cli: &Cli,
    games: usize,
    path: &Path,
    started: Instant,
) -> Vec<Vec<Sample>> {
    let description = description(plan, cli, games);
    if !cli.merge_shards.is_empty() {
        let merged = merge(&cli.merge_shards, &description, games).unwrap_or_else(|why| {
            eprintln!("train: --merge-shards: {why}");
            std::process::exit(2)
        });
        match std::fs::write(path, samples::to_bytes(samples::key(&description), &merged)) {
            Ok(()) => println!(
                "  the {} shards' positions joined in {}",
                cli.merge_shards.len(),
                path.display()
            ),
            Err(e) => eprintln!("train: cannot write {}: {e}", path.display()),
        }
        return merged;
    }
    let key = samples::key(&match cli.shard {
        Some(shard) => format!("{description}{}", shard.key_suffix()),
        None => description,
    });
    match std::fs::read(path) {
        Ok(bytes) => match samples::from_bytes(&bytes, key) {
            Ok(games) => {
                println!("  the games' positions read from {}", path.display());
                return games;
            }
            Err(e) => println!("  {}: {e}; playing the games", path.display()),
        },
        Err(e) => println!("  {}: {e}; playing the games", path.display()),
    }
    let played = play_games(plan, cli, games, started);
    match std::fs::write(path, samples::to_bytes(key, &played)) {
        Ok(()) => println!("  the games' positions kept in {}", path.display()),
        Err(e) => eprintln!("train: cannot write {}: {e}", path.display()),
    }
    played
}

/// The labelled positions of an earlier round's positions file; the program stops with a
/// message if it cannot be read or holds another board's positions.
pub(crate) fn earlier_games(plan: &Plan, path: &Path) -> Vec<Vec<Sample>> {
    let stop = |why: String| -> ! {
        eprintln!("train: {}: {why}", path.display());
        std::process::exit(2)
    };
    let bytes = std::fs::read(path).unwrap_or_else(|e| stop(e.to_string()));
    let (_, games) = samples::read(&bytes).unwrap_or_else(|e| stop(e.to_string()));
    let cells = u32::from(plan.rows) * u32::from(plan.cols);
    if let Some(s) = games.iter().flatten().find(|s| s.features.cells != cells) {
        stop(format!(
            "holds positions of {} cells, not {}x{}'s {cells}",
            s.features.cells, plan.rows, plan.cols
        ));
    }
    games
}

#[cfg(test)]
mod tests {
    use super::*;
    use othello_core::{Options, WinRule};

    /// A paired label is the mean of the depth D−1 and depth D searches' values.
    #[test]
    fn a_paired_label_is_the_mean_of_two_depths() {
        let mut game = Game::new(Options::default()).expect("the standard board");
        for m in ["f5", "d6", "c3", "d3", "c4", "f4"] {
            game.play(m.parse().expect("a cell")).expect("legal");
        }
        let single = crate::plan(8, 8, WinRule::MostDiscs);
        let paired = crate::Plan {
            label_pair: true,
            ..single
        };
        let cancel = AtomicBool::new(false);
        let label = |plan: &crate::Plan, depth| {
            search_label(plan, &game, depth, &mut GameTables::new(1), &cancel, 1).0
        };
        let (shallow, deep) = (label(&single, 5), label(&single, 6));
        assert_ne!(shallow, deep, "the test needs two depths that differ");
        let mean = label(&paired, 6);
        assert!(
            (mean - (shallow + deep) / 2.0).abs() < 0.011,
            "{mean} is not the mean of {shallow} and {deep}"
        );
    }
}
