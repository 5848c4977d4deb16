//! How well a shallow search judges positions, with each evaluation: positions of self-played
//! games (not the training games) at 24 to 28 empty cells are solved exactly, then searched to a
//! fixed depth with the hand-set and the trained evaluation; the mean absolute difference
//! between the search's value and the exact score, in discs, is printed for each.
//!
//!     cargo run --release --no-default-features --example accuracy -- --positions 30

use clap::Parser;
use othello_core::{Game, Options};
use othello_engine::{self as engine, Evaluation, Limits, XorShift};
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
    let cancel = AtomicBool::new(false);
    let mut rng = XorShift::new(cli.seed);
    let mut errors = [Vec::new(), Vec::new()];
    let mut agree = [0, 0];
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
                engine::search(&game, &limits, &cancel)
                    .expect("not over")
                    .best
            };
            game.play(m).expect("legal");
        }
        if game.is_over() {
            continue;
        }
        let t = Instant::now();
        let exact = engine::solve(&game, 1, &cancel).expect("not over");
        let solve_s = t.elapsed().as_secs_f64();
        let mut line = format!(
            "{:3}: {} empties, exact {:+3} ({solve_s:.1} s)",
            errors[0].len() + 1,
            game.empties(),
            exact.score
        );
        for (k, &eval) in evals.iter().enumerate() {
            let limits = Limits {
                depth: cli.depth,
                exact_empties: 0,
                quick_single_move: false,
                eval,
                ..Limits::default()
            };
            let r = engine::search(&game, &limits, &cancel).expect("not over");
            let value = f64::from(r.value()) / 100.0;
            errors[k].push((value - f64::from(exact.score)).abs());
            agree[k] += usize::from((value > 0.0) == (exact.score > 0) || exact.score == 0);
            line += &format!(", {eval:?} {value:+.1}");
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
    for (k, eval) in evals.iter().enumerate() {
        let mut e = errors[k].clone();
        e.sort_by(f64::total_cmp);
        println!(
            "  {eval:?}: mean absolute error {:.2} discs, median {:.2}, winner right in {} of {}",
            e.iter().sum::<f64>() / n,
            e[e.len() / 2],
            agree[k],
            cli.positions
        );
    }
    std::process::ExitCode::SUCCESS
}
