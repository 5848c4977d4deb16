//! Counts perft leaves from the start position of any board the game allows.
//!
//! `cargo run --release --example perft -- ROWS COLS DEPTH [--first B|W] [--top-left B|W] [--rules full|simple] [--vector portable|avx2|avx512]`
//!
//! Prints one line per depth: the depth, the leaf count, the seconds taken and leaves per second.
//! A forced pass is a ply; a finished game reached early is one leaf. The total time over all
//! depths, and which copy of the code ran, go to standard error, so standard output keeps one line
//! per depth. The copy is the fastest this processor has unless `--vector` names one.

use clap::{Parser, ValueEnum};
use othello_core::{Game, InstructionSet, Options, Player, RuleSet, WinRule};
use std::process::ExitCode;
use std::time::Instant;

#[derive(Clone, Copy, ValueEnum)]
enum Side {
    B,
    W,
}

impl From<Side> for Player {
    fn from(s: Side) -> Player {
        match s {
            Side::B => Player::Black,
            Side::W => Player::White,
        }
    }
}

#[derive(Clone, Copy, ValueEnum)]
enum Rules {
    Full,
    Simple,
}

#[derive(Clone, Copy, ValueEnum)]
enum Vector {
    /// The portable copy (wide boards still use AVX2 when the processor has it, out of line).
    Portable,
    /// The copy compiled for AVX2.
    Avx2,
    /// The copy compiled for AVX-512.
    Avx512,
}

#[derive(Parser)]
#[command(about = "Perft: leaf counts of the Othello game tree")]
struct Args {
    /// Rows (even, 4 to 16).
    rows: u8,
    /// Columns (even, 4 to 16).
    cols: u8,
    /// Deepest depth to count.
    depth: u32,
    /// Who moves first.
    #[arg(long, value_enum, default_value = "b", ignore_case = true)]
    first: Side,
    /// Colour on the top-left centre cell.
    #[arg(long = "top-left", value_enum, default_value = "b", ignore_case = true)]
    top_left: Side,
    /// Rule set.
    #[arg(long, value_enum, default_value = "full", ignore_case = true)]
    rules: Rules,
    /// Copy of the code to run (default: the fastest this processor has).
    #[arg(long, value_enum, ignore_case = true)]
    vector: Option<Vector>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let options = Options {
        rows: args.rows,
        cols: args.cols,
        first: args.first.into(),
        top_left: args.top_left.into(),
        win_rule: WinRule::MostDiscs,
        rules: match args.rules {
            Rules::Full => RuleSet::Full,
            Rules::Simple => RuleSet::Simple,
        },
    };
    let game = match Game::new(options) {
        Ok(game) => game,
        Err(e) => {
            eprintln!("perft: {e}");
            return ExitCode::from(2);
        }
    };
    let level = match args.vector {
        None => game.perft_level(),
        Some(Vector::Portable) => InstructionSet::Detect,
        Some(Vector::Avx2) => InstructionSet::Avx2,
        Some(Vector::Avx512) => InstructionSet::Avx512,
    };
    let mut total = 0.0;
    for depth in 1..=args.depth {
        let start = Instant::now();
        let Some(leaves) = game.perft_with(level, depth) else {
            eprintln!("perft: this processor cannot run the {level} copy");
            return ExitCode::from(2);
        };
        let secs = start.elapsed().as_secs_f64();
        println!(
            "{depth:>2} {leaves:>16} {secs:>10.3} s {:>14.0} leaves/s",
            leaves as f64 / secs.max(1e-9)
        );
        total += secs;
    }
    eprintln!(
        "total {total:.3} s for depths 1 to {} ({level})",
        args.depth
    );
    ExitCode::SUCCESS
}
