//! Solves 8×8 positions exactly and prints one line per position:
//! `INDEX BEST_MOVE SCORE NODES SECONDS`, where SCORE is the final disc difference for the side to
//! move under perfect play (empty cells go to the winner).
//!
//! ```text
//! cargo run --release --no-default-features --example solve -- FILE [--threads N] [--hash MIB] [--first K] [--count N] [--check] [--selective]
//! cargo run --release --no-default-features --example solve -- --start ROWSxCOLS [--threads N] [--hash MIB]
//! ```
//!
//! `--start` solves the start position of a board (standard set-up, Black first), which is
//! "perfect play" from the first move. `--selective` solves selectively instead (Multi-ProbCut
//! in the solver's early part, after a depth-4 midgame search, as a timed search does before the
//! exact solve is in reach): SCORE is then likely, not proven, and `--check` also prints how far
//! it is from the published one.
//!
//! Each line of FILE is an OBF position (see `othello_core::notation::obf`): 64 characters
//! (`X`, `O`, `-`), row by row from a1, a space and the side to move (`X` or `O`), then
//! optionally `;` and published `MOVE:SCORE` pairs; `--check` compares the score with the first
//! pair (as in the FFO files) and reports whether the best move is among the published moves
//! with that score.

use othello_core::notation::obf;
use othello_core::{Game, Options, Position, RuleSet, Square, Standard8x8, WinRule};
use othello_engine::{Limits, Search};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

const USAGE: &str = "\
usage: solve FILE [--threads N] [--hash MIB] [--first K] [--count N] [--check] [--selective]
       solve --start ROWSxCOLS [--threads N] [--hash MIB]
Solves 8x8 positions (64 characters X, O, - from a1 row by row, a space, the side to move X or O)
and prints INDEX BEST_MOVE SCORE NODES SECONDS per position; --start solves a board's start.
  --threads N   search threads (default 1)
  --hash MIB    size of each hash table (default 64; 6x6 from the start wants 256)
  --first K     start at the K-th position of FILE (1-based)
  --count N     solve at most N positions
  --check       compare with the published MOVE:SCORE pairs after the side to move
  --selective   solve selectively (likely scores, not proven), as a timed search does";

/// A position of the file, read by the core's OBF parser on the 8×8 board.
struct Problem {
    /// The position with the side to move as given (`None` if that side has no move).
    pos: Option<Position<u64>>,
    /// Published (move, score) pairs, best first.
    published: Vec<(Square, i32)>,
}

fn parse(line: &str, number: usize) -> Result<Problem, String> {
    let problem = obf::parse(line, Options::default()).map_err(|e| {
        // Report the line of the file, not of the single line parsed.
        format!("line {number}, column {}: {}", e.column, e.kind)
    })?;
    let turn = problem.setup.turn;
    let game = Game::from_setup(&problem.setup).map_err(|e| format!("line {number}: {e}"))?;
    // A side to move without a move is reported as a pass, as the search would.
    let pos = (game.turn() == Some(turn)).then(|| game.position_for(turn));
    Ok(Problem {
        pos,
        published: problem.scores,
    })
}

/// The value of option `name` anywhere on the command line (`default` if absent or bad).
fn number_from(args: &[String], name: &str, default: usize) -> usize {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn solve_start(size: &str, threads: usize, hash_mib: usize) -> ExitCode {
    let parsed = size
        .split_once('x')
        .and_then(|(r, c)| Some((r.parse().ok()?, c.parse().ok()?)));
    let Some((rows, cols)) = parsed else {
        eprintln!("solve: write the board as ROWSxCOLS, not '{size}'");
        return ExitCode::FAILURE;
    };
    let options = Options {
        rows,
        cols,
        ..Options::default()
    };
    let game = match Game::new(options) {
        Ok(g) => g,
        Err(e) => {
            eprintln!("solve: {e}");
            return ExitCode::FAILURE;
        }
    };
    // An exact solve, with a table of the size asked for.
    let limits = Limits {
        hash_mib,
        ..Limits::default()
    };
    let Some(r) = Search::new(&game)
        .limits(limits)
        .exact()
        .threads(threads)
        .run()
    else {
        eprintln!("solve: no move in the start position");
        return ExitCode::FAILURE;
    };
    let pv: Vec<String> = r.pv.iter().map(ToString::to_string).collect();
    println!(
        "{rows}x{cols}: Black plays {} and the game ends {:+} for Black under perfect play ({} nodes, {:.2} s)\nline: {}",
        r.best,
        r.score,
        r.nodes,
        r.elapsed.as_secs_f64(),
        pv.join(" ")
    );
    ExitCode::SUCCESS
}

/// Reads the evaluation's weights and takes the hash tables once, untimed: the first search
/// of a process does both (about half a second in all, most of it the kernel's zeroing of the
/// tables' pages), which would otherwise count as the first position's time; the searches
/// after it take the tables from the pool, as a program's searches do once it runs.
fn warm_up(hash_mib: usize) {
    let start = Game::new(Options::default()).expect("the standard board");
    let _ = Search::new(&start)
        .limits(Limits {
            depth: 1,
            hash_mib,
            ..Limits::default()
        })
        .run();
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let mut file = None;
    let mut threads = 1;
    let mut hash_mib = 64;
    let mut first = 1;
    let mut count = usize::MAX;
    let mut check = false;
    let mut selective = false;
    let mut i = 0;
    while i < args.len() {
        let value = |i: usize| -> Result<usize, String> {
            args.get(i + 1)
                .and_then(|v| v.parse().ok())
                .ok_or(format!("{} needs a number", args[i]))
        };
        let step = match args[i].as_str() {
            "--threads" => value(i).map(|v| threads = v.max(1)),
            "--hash" => value(i).map(|v| hash_mib = v.max(1)),
            "--first" => value(i).map(|v| first = v.max(1)),
            "--count" => value(i).map(|v| count = v),
            "--start" => match args.get(i + 1) {
                Some(size) => {
                    let threads = number_from(&args, "--threads", 1).max(1);
                    return solve_start(size, threads, number_from(&args, "--hash", 64).max(1));
                }
                None => Err("--start needs ROWSxCOLS".to_string()),
            },
            "--check" => {
                check = true;
                i -= 1;
                Ok(())
            }
            "--selective" => {
                selective = true;
                i -= 1;
                Ok(())
            }
            f if file.is_none() && !f.starts_with("--") => {
                file = Some(f.to_string());
                i -= 1;
                Ok(())
            }
            other => Err(format!("unknown argument '{other}'")),
        };
        if let Err(e) = step {
            eprintln!("solve: {e}");
            return ExitCode::FAILURE;
        }
        i += 2;
    }
    let Some(file) = file else {
        eprintln!("{USAGE}");
        return ExitCode::FAILURE;
    };
    let text = match std::fs::read_to_string(&file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("solve: cannot read {file}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let limits = if selective {
        // The selective solve is what a timed search does when the exact one is out of reach.
        Limits {
            threads,
            time: Some(std::time::Duration::from_secs(86_400)),
            depth: 4,
            exact_empties: 0,
            selective_empties: 64,
            quick_single_move: false,
            hash_mib,
            ..Limits::default()
        }
    } else {
        Limits {
            threads,
            exact_empties: u32::MAX,
            quick_single_move: false,
            hash_mib,
            ..Limits::default()
        }
    };
    let cancel = AtomicBool::new(false);
    warm_up(hash_mib);
    let (mut total_nodes, mut total_time, mut agree, mut checked) = (0u64, 0f64, 0, 0);
    let mut off = 0;
    let lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'));
    for (n, line) in lines.skip(first - 1).take(count) {
        let problem = match parse(line, n + 1) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("solve: {e}");
                return ExitCode::FAILURE;
            }
        };
        let Some(r) = problem.pos.and_then(|pos| {
            Search::position(&Standard8x8, RuleSet::Full, WinRule::MostDiscs, pos)
                .limits(limits)
                .cancel(&cancel)
                .run()
        }) else {
            println!("{} pass", n + 1);
            continue;
        };
        // A selective score is a value in hundredths of a disc.
        let score = if r.exact { r.score } else { r.score / 100 };
        let secs = r.elapsed.as_secs_f64();
        total_nodes += r.nodes;
        total_time += secs;
        let mut verdict = String::new();
        if check && let Some(&(_, best_score)) = problem.published.first() {
            checked += 1;
            let move_ok = problem
                .published
                .iter()
                .any(|&(m, s)| m == r.best && s == best_score);
            let ok = score == best_score && move_ok;
            agree += usize::from(ok);
            off += (score - best_score).abs();
            verdict = format!(
                "  published {best_score:+} {}",
                match (ok, selective) {
                    (true, _) => "ok",
                    (false, false) => "MISMATCH",
                    (false, true) if move_ok => "best move, other score",
                    (false, true) => "other move",
                }
            );
        }
        println!(
            "{} {} {:+} {} {:.2}{verdict}",
            n + 1,
            r.best,
            score,
            r.nodes,
            secs
        );
    }
    println!(
        "total: {total_nodes} nodes, {total_time:.2} s, {:.1} Mn/s",
        total_nodes as f64 / total_time.max(1e-9) / 1e6
    );
    if check {
        println!("agreement with the published scores: {agree}/{checked}");
        if selective {
            println!(
                "mean distance from the published scores: {:.2} discs",
                off as f64 / checked.max(1) as f64
            );
        }
    }
    ExitCode::SUCCESS
}
