//! How well a shallow search judges positions, with each evaluation: positions of self-played
//! games (not the training games) at 24 to 28 empty cells are solved exactly, then searched to a
//! fixed depth with the hand-set and the trained evaluation; the mean absolute difference
//! between the search's value and the exact score, in discs, is printed for each.
//!
//!     cargo run --release --no-default-features --example accuracy -- --positions 30
//!
//! With `--zebra DIR`, Zebra (built in DIR, its `coeffs2.bin` beside it) values the same
//! positions with its own evaluation and a search of the same nominal depth (`-evalone`, no
//! book, never solving), for a third line.

use clap::Parser;
use othello_core::{Game, Options};
use othello_engine::{self as engine, Evaluation, Limits, XorShift};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// Mean disc error of a fixed-depth search against exact scores.
#[derive(Parser)]
struct Cli {
    /// The board, ROWSxCOLS.
    #[arg(long, default_value = "8x8")]
    board: String,
    /// Positions to solve.
    #[arg(long, default_value_t = 30)]
    positions: usize,
    /// The fewest and the most empty cells of the positions.
    #[arg(long, default_value_t = 24)]
    min_empties: u32,
    #[arg(long, default_value_t = 28)]
    max_empties: u32,
    /// The search depth judged.
    #[arg(long, default_value_t = 4)]
    depth: u32,
    /// The seed of the games (the training's games come from other seeds).
    #[arg(long, default_value_t = 1_000_003)]
    seed: u64,
    /// A directory holding a built Zebra (`zebra` and `coeffs2.bin`) to judge as well (8x8
    /// only).
    #[arg(long)]
    zebra: Option<PathBuf>,
    /// A file of exact scores (`moves score` lines) read before solving and added to after, so
    /// that a second run (another build's evaluation) solves nothing again.
    #[arg(long)]
    exact_file: Option<PathBuf>,
}

/// The exact scores known from `--exact-file`, by the moves that reach the position.
fn known_scores(path: Option<&Path>) -> std::collections::HashMap<String, i32> {
    let Some(text) = path.and_then(|p| std::fs::read_to_string(p).ok()) else {
        return Default::default();
    };
    text.lines()
        .filter_map(|l| {
            let (moves, score) = l.split_once(' ')?;
            Some((moves.to_string(), score.trim().parse().ok()?))
        })
        .collect()
}

/// Zebra's value of the position after `moves`, for its side to move, from a search of
/// `depth` plies with its own evaluation (no book, no endgame solve).
fn zebra_value(dir: &Path, moves: &str, depth: u32) -> Result<f64, String> {
    let d = depth.to_string();
    let out = Command::new(dir.join("zebra"))
        .current_dir(dir)
        .args(["-quiet", "-l", &d, "0", "0", &d, "0", "0"])
        .args(["-b", "0", "-r", "0", "-evalone", "-seq", moves])
        .output()
        .map_err(|e| format!("cannot run zebra in {}: {e}", dir.display()))?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .filter_map(|l| l.strip_prefix("-->"))
        .filter_map(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
        .next_back()
        .ok_or_else(|| format!("zebra gave no value for {moves}: {}", text.trim()))
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let Some(options) = cli.board.split_once('x').and_then(|(r, c)| {
        let o = Options {
            rows: r.parse().ok()?,
            cols: c.parse().ok()?,
            ..Options::default()
        };
        o.validate().is_ok().then_some(o)
    }) else {
        eprintln!("accuracy: '{}' is not a board like 8x8", cli.board);
        return std::process::ExitCode::from(2);
    };
    if cli.zebra.is_some() && (options.rows, options.cols) != (8, 8) {
        eprintln!("accuracy: Zebra plays only on 8x8");
        return std::process::ExitCode::from(2);
    }
    let cancel = AtomicBool::new(false);
    let known = known_scores(cli.exact_file.as_deref());
    let mut rng = XorShift::new(cli.seed);
    let mut errors = [Vec::new(), Vec::new(), Vec::new()];
    let mut agree = [0, 0, 0];
    let evals = [Evaluation::Classic, Evaluation::Trained];
    let started = Instant::now();
    while errors[0].len() < cli.positions {
        // A game: a few random moves, then the hand-set evaluation at depth 2 with noise.
        let target =
            cli.min_empties + rng.below(u64::from(cli.max_empties - cli.min_empties + 1)) as u32;
        let mut game = Game::new(options).expect("valid");
        for k in 0.. {
            if game.is_over() || game.empties() <= target {
                break;
            }
            let moves = game.moves().to_vec();
            let m = if k < 4 {
                moves[rng.below(moves.len() as u64) as usize]
            } else {
                let limits = Limits {
                    depth: 2,
                    exact_empties: 0,
                    noise: 200,
                    seed: rng.next_u64(),
                    hash_mib: 1,
                    eval: Evaluation::Classic,
                    ..Limits::default()
                };
                engine::Search::new(&game)
                    .limits(limits)
                    .cancel(&cancel)
                    .run()
                    .expect("not over")
                    .best
            };
            game.play(m).expect("legal");
        }
        if game.is_over() {
            continue;
        }
        let t = Instant::now();
        let moves: String = game.moves_played().iter().map(|m| m.to_string()).collect();
        let score = match known.get(&moves) {
            Some(&score) => score,
            None => {
                let score = engine::Search::new(&game)
                    .exact()
                    .cancel(&cancel)
                    .run()
                    .expect("not over")
                    .score;
                if let Some(path) = &cli.exact_file {
                    let line = format!("{moves} {score}\n");
                    let written = std::fs::OpenOptions::new()
                        .create(true)
                        .append(true)
                        .open(path)
                        .and_then(|mut f| std::io::Write::write_all(&mut f, line.as_bytes()));
                    if let Err(e) = written {
                        eprintln!("accuracy: cannot write {}: {e}", path.display());
                    }
                }
                score
            }
        };
        let solve_s = t.elapsed().as_secs_f64();
        let mut line = format!(
            "{:3}: {} empties, exact {:+3} ({solve_s:.1} s)",
            errors[0].len() + 1,
            game.empties(),
            score
        );
        for (k, &eval) in evals.iter().enumerate() {
            let limits = Limits {
                depth: cli.depth,
                exact_empties: 0,
                quick_single_move: false,
                eval,
                ..Limits::default()
            };
            let r = engine::Search::new(&game)
                .limits(limits)
                .cancel(&cancel)
                .run()
                .expect("not over");
            let value = f64::from(r.value()) / 100.0;
            errors[k].push((value - f64::from(score)).abs());
            agree[k] += usize::from((value > 0.0) == (score > 0) || score == 0);
            line += &format!(", {eval:?} {value:+.1}");
        }
        if let Some(dir) = &cli.zebra {
            let value = match zebra_value(dir, &moves, cli.depth) {
                Ok(v) => v,
                Err(e) => {
                    eprintln!("accuracy: {e}");
                    return std::process::ExitCode::FAILURE;
                }
            };
            errors[2].push((value - f64::from(score)).abs());
            agree[2] += usize::from((value > 0.0) == (score > 0) || score == 0);
            line += &format!(", Zebra {value:+.1}");
        }
        println!("{line}");
    }
    let n = cli.positions as f64;
    println!(
        "{} positions at {}-{} empty cells on {}, depth-{} search against the exact score ({:.0} s):",
        cli.positions,
        cli.min_empties,
        cli.max_empties,
        cli.board,
        cli.depth,
        started.elapsed().as_secs_f64()
    );
    let names = ["Classic", "Trained", "Zebra"];
    for (k, name) in names.iter().enumerate() {
        let mut e = errors[k].clone();
        if e.is_empty() {
            continue;
        }
        e.sort_by(f64::total_cmp);
        println!(
            "  {name}: mean absolute error {:.2} discs, median {:.2}, winner right in {} of {}",
            e.iter().sum::<f64>() / n,
            e[e.len() / 2],
            agree[k],
            cli.positions
        );
    }
    std::process::ExitCode::SUCCESS
}
