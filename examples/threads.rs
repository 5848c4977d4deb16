//! How the search scales with threads: for each thread count asked for, the exact solve of FFO
//! positions and a fixed-depth midgame search of positions from random games, timed and
//! counted, with the speed-up and the extra nodes against the first count. The counts run one
//! after the other on each position (so a noisy machine disturbs them alike), and the exact
//! scores must agree between them.
//!
//! ```text
//! cargo run --release --no-default-features --example threads -- [--threads 1,2,4,8] [--ffo FILE]
//!     [--first K] [--count N] [--depth D] [--positions N] [--midgame FILE] [--hash MIB]
//!     [--seed S] [--classic]
//! ```
//!
//! By default: every power of two up to the processor's hardware threads and that number;
//! `benches/data/ffo-40-59.obf` positions #40 to #49; 20 midgame positions after 20 to 29
//! random moves from the 8×8 start (seed 1), searched to depth 14. `--midgame FILE` takes the
//! midgame positions from an OBF file instead (the first `--positions` of it), e.g. positions of
//! games between strong players, whose trees differ from those of random positions.
//!
//! Each midgame position's line shows, for each count, the best move, its score, the time and
//! the nodes: a change meant to make the search faster without changing it keeps the moves,
//! the scores and the nodes of one thread.
//!
//! The tables count the nodes, and beside them the children evaluated to order their parents'
//! moves, which the nodes leave out: each is a position made and evaluated, as a leaf is, and
//! Edax counts such children among its nodes (its `movelist_evaluate`), so the nodes and
//! those children together are what compares with Edax's count.

use clap::Parser;
use othello_core::notation::obf;
use othello_core::{Game, Options};
use othello_engine::{Evaluation, Limits, Search, SearchResult, XorShift};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

/// How the engine's search scales with threads.
#[derive(Parser)]
#[command(name = "threads")]
struct Cli {
    /// Thread counts to compare, the first being the reference (default: 1, 2, 4… and the
    /// processor's hardware threads).
    #[arg(long, value_delimiter = ',')]
    threads: Vec<usize>,
    /// OBF positions to solve exactly (8×8).
    #[arg(long, default_value = "benches/data/ffo-40-59.obf")]
    ffo: String,
    /// The first position of the file to solve (1-based).
    #[arg(long, default_value_t = 1)]
    first: usize,
    /// How many positions of the file to solve (0: none).
    #[arg(long, default_value_t = 10)]
    count: usize,
    /// Depth of the midgame searches.
    #[arg(long, default_value_t = 14)]
    depth: u32,
    /// How many midgame positions (0: none).
    #[arg(long, default_value_t = 20)]
    positions: usize,
    /// Size of each hash table, in MiB.
    #[arg(long, default_value_t = 64)]
    hash: usize,
    /// Read the midgame positions from this OBF file (8×8, one a line) instead of playing
    /// random games.
    #[arg(long)]
    midgame: Option<String>,
    /// Seed of the random games of the midgame positions.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Search with the hand-set evaluation instead of the trained one (for its cost per node).
    #[arg(long)]
    classic: bool,
    /// Write the midgame positions to this file, one OBF line each (for another engine, e.g.
    /// `edax -solve FILE -l 12`), and search nothing.
    #[arg(long)]
    write_obf: Option<std::path::PathBuf>,
}

/// Time and nodes of one thread count over a set of positions.
#[derive(Clone, Copy, Default)]
struct Total {
    seconds: f64,
    nodes: u64,
    /// Children evaluated to order their parents' moves, which `nodes` leaves out.
    ordered: u64,
}

impl Total {
    fn add(&mut self, r: &SearchResult) {
        self.seconds += r.elapsed.as_secs_f64();
        self.nodes += r.nodes;
        self.ordered += r.ordered;
    }
}

fn default_counts() -> Vec<usize> {
    let hardware = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut counts = vec![];
    let mut n = 1;
    while n < hardware {
        counts.push(n);
        n *= 2;
    }
    counts.push(hardware);
    counts
}

/// A midgame position: the start after 20 to 29 random moves (passes included), with a move.
fn midgame_positions(count: usize, seed: u64) -> Vec<Game> {
    let mut rng = XorShift::new(seed);
    let mut games = Vec::new();
    while games.len() < count {
        let mut game = Game::new(Options::default()).expect("the standard board");
        let plies = 20 + rng.below(10);
        for _ in 0..plies {
            let moves: Vec<_> = game.moves().iter().collect();
            if moves.is_empty() {
                break;
            }
            let square = moves[rng.below(moves.len() as u64) as usize];
            game.play(square).expect("a legal move");
        }
        if game.turn().is_some() {
            games.push(game);
        }
    }
    games
}

/// Every position of an OBF file (8×8), in order, one per line that is neither blank nor a
/// `#` comment; an unreadable file or line is an error naming it.
fn file_positions(path: &str) -> Result<Vec<Game>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(n, line)| {
            let setup = obf::parse(line, Options::default())
                .map_err(|e| format!("{path}, line {}: {}", n + 1, e.kind))?
                .setup;
            Game::from_setup(&setup).map_err(|e| format!("{path}, line {}: {e}", n + 1))
        })
        .collect()
}

fn table(title: &str, counts: &[usize], totals: &[Total]) {
    println!("{title}");
    println!(
        "| threads | time | nodes | nodes per second | children evaluated for ordering | both per second | speed-up | nodes against {} thread(s) |",
        counts[0]
    );
    println!("|---|---|---|---|---|---|---|---|");
    for (t, total) in counts.iter().zip(totals) {
        println!(
            "| {t} | {:.2} s | {:.3} M | {:.2} M | {:.3} M | {:.2} M | {:.2}× | {:+.1}% |",
            total.seconds,
            total.nodes as f64 / 1e6,
            total.nodes as f64 / total.seconds / 1e6,
            total.ordered as f64 / 1e6,
            (total.nodes + total.ordered) as f64 / total.seconds / 1e6,
            totals[0].seconds / total.seconds,
            100.0 * (total.nodes as f64 / totals[0].nodes as f64 - 1.0)
        );
    }
    println!();
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some(path) = &cli.write_obf {
        let text: String = midgame_positions(cli.positions, cli.seed)
            .iter()
            .map(|game| {
                let position = obf::ObfPosition {
                    setup: game.position(),
                    scores: Vec::new(),
                };
                obf::write(&position) + "\n"
            })
            .collect();
        return match std::fs::write(path, text) {
            Ok(()) => {
                println!("wrote {} positions to {}", cli.positions, path.display());
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("threads: cannot write {}: {e}", path.display());
                ExitCode::FAILURE
            }
        };
    }
    let counts = if cli.threads.is_empty() {
        default_counts()
    } else {
        cli.threads.iter().map(|&t| t.max(1)).collect()
    };
    let cancel = AtomicBool::new(false);
    let mut failed = false;
    let eval = if cli.classic {
        Evaluation::Classic
    } else {
        Evaluation::Trained
    };
    // The evaluation's weights are read and expanded once in the process, by its first search:
    // a static evaluation now, so that no timed search counts that time as its own.
    let start = Game::new(Options::default()).expect("the standard board");
    let _ = Search::new(&start).eval(eval).evaluate();
    // Likewise the hash tables: the first search of a process allocates them, and the kernel's
    // zeroing of their pages (a quarter of a second for two of 64 MiB) would count as the first
    // position's; the searches after it take them from the pool, as a program's searches do
    // once it runs. A search to depth 1 takes them and gives them back.
    let _ = Search::new(&start)
        .limits(Limits {
            depth: 1,
            hash_mib: cli.hash,
            eval,
            ..Limits::default()
        })
        .run();

    if cli.count > 0 {
        let games = match file_positions(&cli.ffo) {
            Ok(games) => games,
            Err(e) => {
                eprintln!("threads: {e}");
                return ExitCode::FAILURE;
            }
        };
        let mut totals = vec![Total::default(); counts.len()];
        for (n, game) in games.iter().enumerate().skip(cli.first - 1).take(cli.count) {
            if game.turn().is_none() {
                continue;
            }
            let mut scores = Vec::new();
            for (k, &threads) in counts.iter().enumerate() {
                let limits = Limits {
                    threads,
                    hash_mib: cli.hash,
                    exact_empties: u32::MAX,
                    quick_single_move: false,
                    eval,
                    ..Limits::default()
                };
                let r = Search::new(game)
                    .limits(limits)
                    .cancel(&cancel)
                    .run()
                    .expect("a position with a move");
                totals[k].add(&r);
                scores.push(r.score);
                print!(
                    " {}t {:+} {:.2}s",
                    threads,
                    r.score,
                    r.elapsed.as_secs_f64()
                );
            }
            println!("  <- position {}", n + 1);
            if scores.iter().any(|&s| s != scores[0]) {
                eprintln!(
                    "threads: position {}: the exact scores differ: {scores:?}",
                    n + 1
                );
                failed = true;
            }
        }
        println!();
        table(
            &format!(
                "Exact solve, {} positions of {} from #{} (8x8):",
                cli.count, cli.ffo, cli.first
            ),
            &counts,
            &totals,
        );
    }

    if cli.positions > 0 {
        let (games, source) = match &cli.midgame {
            Some(path) => match file_positions(path) {
                Ok(games) => {
                    let playable = games.into_iter().filter(|g| g.turn().is_some());
                    (playable.take(cli.positions).collect(), path.clone())
                }
                Err(e) => {
                    eprintln!("threads: {e}");
                    return ExitCode::FAILURE;
                }
            },
            None => (
                midgame_positions(cli.positions, cli.seed),
                format!("random games of seed {}", cli.seed),
            ),
        };
        let mut totals = vec![Total::default(); counts.len()];
        let mut differ = 0;
        for (n, game) in games.iter().enumerate() {
            let mut best = Vec::new();
            for (k, &threads) in counts.iter().enumerate() {
                let limits = Limits {
                    threads,
                    hash_mib: cli.hash,
                    depth: cli.depth,
                    exact_empties: 0,
                    quick_single_move: false,
                    eval,
                    ..Limits::default()
                };
                let r = Search::new(game)
                    .limits(limits)
                    .cancel(&cancel)
                    .run()
                    .expect("a position with a move");
                totals[k].add(&r);
                best.push(r.best);
                print!(
                    " {}t {} {:+} {:.2}s {}n",
                    threads,
                    r.best,
                    r.score,
                    r.elapsed.as_secs_f64(),
                    r.nodes
                );
            }
            println!("  <- midgame position {}", n + 1);
            differ += usize::from(best.iter().any(|&b| b != best[0]));
        }
        println!();
        table(
            &format!(
                "Midgame depth {}, {} positions (8x8, {source}; {differ} with a best move differing between counts):",
                cli.depth,
                games.len()
            ),
            &counts,
            &totals,
        );
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
