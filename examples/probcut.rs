//! Fits Multi-ProbCut's parameters for every trained board and writes `assets/probcut.params`
//! (see `othello_engine::learn::probcut`).
//!
//! ```text
//! cargo run --release --no-default-features --example probcut -- [--positions N] [--max-depth D] [--seed S] [--out FILE]
//! ```
//!
//! For each board with weights: positions from games the engine plays itself (depth 2 with
//! noise, seeded; on boards of more than 64 cells proportionally fewer, and D two less), each
//! searched without ProbCut to every depth from 1 to D; for each phase
//! (four equal slices of the cells) and depth d from 3 to D, the least-squares line of the
//! depth-d values on the values at the shallow depth, and the residuals' standard deviation.
//! Two threads search positions side by side; every search is single-threaded and starts
//! afresh, so the same options write the same file.
//!
//! Then the selective solver's predictions: from other games of the same kind, the positions
//! at each number of empty cells `e` from the solver's first selective one to `--end-max` (two
//! less on boards of more than 64 cells, four less when the fewest discs win, at most half the
//! board and two more), each solved exactly (a game's positions from the most
//! empty cells down, in one hash table, since each is in the tree of the one before) and
//! searched to `end_shallow(e)` without ProbCut; for each `e`, the least-squares line of the
//! exact scores (× 100) on the shallow values.

use clap::Parser;
use othello_core::{Game, Options, WinRule};
use othello_engine::learn::model::{EMBEDDED, WeightSet};
use othello_engine::learn::probcut::{
    BoardCuts, Cut, ProbCutSet, end_shallow, shallow, weights_checksum,
};
use othello_engine::{END_CUT_EMPTIES, GameTables, Limits, Search, WIN_SCORE, XorShift};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

/// Fits Multi-ProbCut's parameters for every trained board.
#[derive(Parser)]
#[command(name = "probcut")]
struct Cli {
    /// Positions per board of 64 cells (larger boards get proportionally fewer).
    #[arg(long, default_value_t = 800)]
    positions: usize,
    /// The deepest search fitted on boards of up to 64 cells, two less on larger ones (deeper
    /// searches use the deepest's parameters).
    #[arg(long, default_value_t = 10)]
    max_depth: u32,
    /// Seed of the games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Where to write the parameters.
    #[arg(long, default_value = "assets/probcut.params")]
    out: String,
    /// Games whose endgame positions fit the selective solver, per board of 64 cells (larger
    /// boards get proportionally fewer).
    #[arg(long, default_value_t = 80)]
    end_games: usize,
    /// The most empty cells fitted for the selective solver on boards of up to 64 cells (more
    /// use its prediction).
    #[arg(long, default_value_t = 22)]
    end_max: u32,
}

const PHASES: u8 = 4;
const FIRST_DEPTH: u32 = 3;

/// Positions from the engine's own noisy games on this board, a few from each game.
fn positions(options: Options, count: usize, seed: u64) -> Vec<Game> {
    let mut rng = XorShift::new(seed);
    let cancel = AtomicBool::new(false);
    let cells = u32::from(options.rows) * u32::from(options.cols);
    let mut out = Vec::new();
    let mut game_seed = seed;
    while out.len() < count {
        let mut game = Game::new(options).expect("a trained board");
        while game.turn().is_some() {
            let empties = game.empties();
            if empties > 6 && empties < cells - 6 && rng.below(6) == 0 && out.len() < count {
                out.push(game.clone());
            }
            game_seed += 1;
            let limits = Limits {
                depth: 2,
                noise: 300,
                seed: game_seed,
                exact_empties: 0,
                probcut: false,
                ..Limits::default()
            };
            let r = Search::new(&game)
                .limits(limits)
                .cancel(&cancel)
                .run()
                .expect("a move");
            game.play(r.best).expect("a legal move");
        }
    }
    out
}

/// A noisy depth-2 move of the engine in `game`.
fn noisy_move(game: &mut Game, seed: u64) {
    let cancel = AtomicBool::new(false);
    let limits = Limits {
        depth: 2,
        noise: 300,
        seed,
        exact_empties: 0,
        probcut: false,
        ..Limits::default()
    };
    let r = Search::new(game)
        .limits(limits)
        .cancel(&cancel)
        .run()
        .expect("a move");
    game.play(r.best).expect("a legal move");
}

/// From `count` noisy games of the engine, the positions at each number of empty cells from
/// `last` down to `first` that the game reaches (the first one, after a pass).
fn endgame_positions(
    options: Options,
    count: usize,
    seed: u64,
    (first, last): (u32, u32),
) -> Vec<Vec<Game>> {
    let mut out = Vec::new();
    let mut move_seed = seed.wrapping_mul(0x9e37_79b9) ^ 0x5eed;
    for _ in 0..count {
        let mut game = Game::new(options).expect("a trained board");
        let mut kept: Vec<Game> = Vec::new();
        while game.turn().is_some() && game.empties() >= first {
            let e = game.empties();
            if e <= last && kept.last().is_none_or(|g| g.empties() != e) {
                kept.push(game.clone());
            }
            move_seed += 1;
            noisy_move(&mut game, move_seed);
        }
        out.push(kept);
    }
    out
}

/// One game's endgame positions: (empty cells, the value of a search to `end_shallow` of them,
/// the exact score × 100), solved from the most empty cells down in one hash table.
fn endgame_values(games: &[Game]) -> Vec<(u32, f64, f64)> {
    let cancel = AtomicBool::new(false);
    let mut tables = GameTables::new(16);
    let mut out = Vec::new();
    for game in games {
        let exact = Limits {
            exact_empties: u32::MAX,
            quick_single_move: false,
            ..Limits::default()
        };
        let r = Search::new(game)
            .limits(exact)
            .cancel(&cancel)
            .tables(&mut tables)
            .run()
            .expect("a move");
        assert!(r.exact);
        let e = game.empties();
        let shallow = Limits {
            depth: end_shallow(e),
            exact_empties: 0,
            quick_single_move: false,
            probcut: false,
            hash_mib: 1,
            ..Limits::default()
        };
        let v = Search::new(game)
            .limits(shallow)
            .cancel(&cancel)
            .run()
            .expect("a move");
        if v.score.abs() < WIN_SCORE / 2 {
            out.push((e, f64::from(v.score), f64::from(100 * r.score)));
        }
    }
    out
}

/// The value of `game` searched to each depth from 1 to `max` without ProbCut (`None` where
/// the search saw the end of the game).
fn values(game: &Game, max: u32) -> Vec<Option<f64>> {
    let cancel = AtomicBool::new(false);
    (1..=max)
        .map(|depth| {
            let limits = Limits {
                depth,
                exact_empties: 0,
                quick_single_move: false,
                probcut: false,
                hash_mib: 4,
                ..Limits::default()
            };
            let r = Search::new(game)
                .limits(limits)
                .cancel(&cancel)
                .run()
                .expect("a move");
            (r.score.abs() < WIN_SCORE / 2).then_some(f64::from(r.score))
        })
        .collect()
}

/// `f` of every item, two threads each taking every other item, in the items' order.
fn on_two_threads<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|w| {
                let f = &f;
                scope.spawn(move || {
                    items
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| i % 2 == w)
                        .map(|(i, item)| (i, f(item)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        let mut all: Vec<_> = workers
            .into_iter()
            .flat_map(|w| w.join().expect("a search thread"))
            .collect();
        all.sort_by_key(|r| r.0);
        all.into_iter().map(|(_, r)| r).collect()
    })
}

/// `y ≈ a x + b` by least squares, with the residuals' standard deviation.
fn fit(pairs: &[(f64, f64)]) -> Cut {
    let n = pairs.len() as f64;
    if pairs.len() < 10 {
        // Too few samples to trust: a prediction that never prunes.
        return Cut {
            a: 1.0,
            b: 0.0,
            sigma: 1e6,
        };
    }
    let (sx, sy) = pairs
        .iter()
        .fold((0.0, 0.0), |(sx, sy), (x, y)| (sx + x, sy + y));
    let (mx, my) = (sx / n, sy / n);
    let (mut sxx, mut sxy) = (0.0, 0.0);
    for (x, y) in pairs {
        sxx += (x - mx) * (x - mx);
        sxy += (x - mx) * (y - my);
    }
    let a = if sxx > 0.0 {
        (sxy / sxx).clamp(0.5, 2.0)
    } else {
        1.0
    };
    let b = my - a * mx;
    let var = pairs
        .iter()
        .map(|(x, y)| (y - a * x - b).powi(2))
        .sum::<f64>()
        / n;
    Cut {
        a: a as f32,
        b: b as f32,
        sigma: var.sqrt() as f32,
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let max = cli.max_depth.clamp(FIRST_DEPTH, 30);
    let weights = match WeightSet::embedded() {
        Ok(w) => w,
        Err(e) => {
            eprintln!("probcut: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut boards = Vec::new();
    for model in &weights.boards {
        let options = Options {
            rows: model.rows,
            cols: model.cols,
            win_rule: model.win_rule,
            ..Options::default()
        };
        let rule = match model.win_rule {
            WinRule::MostDiscs => "most",
            WinRule::FewestDiscs => "fewest",
        };
        let started = std::time::Instant::now();
        let cells = u32::from(model.rows) * u32::from(model.cols);
        // A search to the same depth costs far more on a large board.
        let (count, max) = if cells > 64 {
            (
                cli.positions * 64 / cells as usize,
                (max - 2).max(FIRST_DEPTH),
            )
        } else {
            (cli.positions, max)
        };
        let games = positions(options, count, cli.seed);
        // Two threads, each taking every other position.
        let mut samples: Vec<(u32, Vec<Option<f64>>)> =
            on_two_threads(&games, |g| (g.empties(), values(g, max)));
        samples.retain(|(_, v)| v.iter().any(Option::is_some));
        let mut cuts = Vec::new();
        for phase in 0..u32::from(PHASES) {
            for depth in FIRST_DEPTH..=max {
                let d = shallow(depth);
                let pairs: Vec<(f64, f64)> = samples
                    .iter()
                    .filter(|(e, _)| {
                        ((cells - e) * u32::from(PHASES) / (cells + 1)).min(u32::from(PHASES) - 1)
                            == phase
                    })
                    .filter_map(|(_, v)| {
                        let x = if d == 0 { None } else { v[d as usize - 1] }?;
                        Some((x, v[depth as usize - 1]?))
                    })
                    .collect();
                let cut = fit(&pairs);
                println!(
                    "{}x{} {rule}: phase {phase}, depth {depth} from {d}: a {:.3}, b {:+.1}, sigma {:.1} ({} positions)",
                    model.rows,
                    model.cols,
                    cut.a,
                    cut.b / 100.0,
                    cut.sigma / 100.0,
                    pairs.len()
                );
                cuts.push(cut);
            }
        }
        println!(
            "{}x{} {rule}: {} positions in {:.1} s",
            model.rows,
            model.cols,
            samples.len(),
            started.elapsed().as_secs_f64()
        );
        let started = std::time::Instant::now();
        let end_first = END_CUT_EMPTIES;
        // Small boards are solved from far earlier: a few fits are enough there. The solver
        // is several times slower when the fewest discs win (few stable discs to cut with):
        // four empty cells fewer.
        let fewest = if model.win_rule == WinRule::FewestDiscs {
            4
        } else {
            0
        };
        let end_last = if cells > 64 {
            cli.end_max - 2
        } else {
            cli.end_max
        }
        .saturating_sub(fewest)
        .min(cells / 2 + 2)
        .max(end_first);
        let end_count = (cli.end_games * 64 / cells.max(64) as usize).max(10);
        let games = endgame_positions(options, end_count, cli.seed, (end_first, end_last));
        let solved: Vec<(u32, f64, f64)> = on_two_threads(&games, |g| endgame_values(g))
            .into_iter()
            .flatten()
            .collect();
        let mut end_cuts = Vec::new();
        for e in end_first..=end_last {
            let pairs: Vec<(f64, f64)> = solved
                .iter()
                .filter(|s| s.0 == e)
                .map(|&(_, x, y)| (x, y))
                .collect();
            let cut = fit(&pairs);
            println!(
                "{}x{} {rule}: {e} empty cells, exact from depth {}: a {:.3}, b {:+.1}, sigma {:.1} ({} positions)",
                model.rows,
                model.cols,
                end_shallow(e),
                cut.a,
                cut.b / 100.0,
                cut.sigma / 100.0,
                pairs.len()
            );
            end_cuts.push(cut);
        }
        println!(
            "{}x{} {rule}: {} endgame positions solved in {:.1} s",
            model.rows,
            model.cols,
            solved.len(),
            started.elapsed().as_secs_f64()
        );
        boards.push(BoardCuts {
            rows: model.rows,
            cols: model.cols,
            win_rule: model.win_rule,
            phases: PHASES,
            first_depth: FIRST_DEPTH as u8,
            last_depth: max as u8,
            cuts,
            end_first: end_first as u8,
            end_last: end_last as u8,
            end_cuts,
        });
    }
    let set = ProbCutSet {
        weights: weights_checksum(EMBEDDED),
        boards,
    };
    if let Err(e) = std::fs::write(&cli.out, set.to_bytes()) {
        eprintln!("probcut: cannot write {}: {e}", cli.out);
        return ExitCode::FAILURE;
    }
    println!("wrote {}", cli.out);
    ExitCode::SUCCESS
}
