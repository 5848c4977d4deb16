//! Makes the trained evaluation's weights (`assets/eval.weights`) from nothing: self-played
//! games, their endings solved exactly, and a least-squares fit of the pattern weights.
//!
//!     cargo run --release --example train
//!
//! regenerates the whole file (every board, seed 1); `--boards 6x6,8x8:fewest` only the boards
//! named (`:fewest` for "fewest discs wins"), keeping the others already in `--out`. For each
//! board:
//!
//! 1. **Games**: a random opening (uniformly chosen legal moves, up to a tenth of the board),
//!    then both sides played by the engine's hand-set evaluation at a fixed depth with a little
//!    noise (so that games differ), until `--solve` empty cells are left; from there every move is
//!    the exact solver's, so the game's result is what the position at that point is worth under
//!    perfect play.
//! 2. **Labels**: each position from that point on is labelled with its exact value; each one
//!    before it with the game's final disc difference for the side to move there.
//! 3. **Fit**: one game in ten is held out; the weights are fitted to the rest (see
//!    `othello_engine::learn::fit`) and the pass that predicts the held-out games best is kept.
//!
//! That is the first round, from nothing. Later rounds (`--label-depth D`) start from the
//! weights compiled into the engine (the file as it was when the example was built): the games
//! are played by the trained evaluation, and every position before the solved part is labelled
//! with a depth-D search of it (Multi-ProbCut on) instead of the game's result, a far less noisy
//! label; a game's label searches keep their hash tables from one position to the next, which
//! makes depth-10 labels about a third cheaper. Rebuild and run again to iterate. The held-out error of the weights before and after
//! is printed by stage of the game, on the same held-out positions.
//!
//! Everything is seeded and the games are searched to fixed depths on one thread each, so the
//! same command gives the same file on any machine and with any number of threads.
//!
//! The games and their labels are most of a run's time. `--samples FILE` keeps them (see
//! `othello_engine::learn::samples`): the first run writes them, a later one with the same board,
//! seed, games, labels and compiled-in weights reads them back and only fits, for example with
//! other `--phases`. `--from-compiled` starts the fit from the compiled-in weights of the board
//! and pulls toward them instead of toward zero, so a round with fewer games than the last keeps
//! what the last learnt about configurations its own games seldom show. `--also FILE` fits to an
//! earlier round's kept positions as well (labelled by the weights of their day), for more
//! positions than one round's games give. `--label-moves` plays most moves of the games with
//! the label searches' own choices, so that the positions are those of stronger play.
//! `--label-exact N` labels the positions with N or fewer empty cells by exact solves instead of
//! the depth-D search (by default four more than the solved part: 18 on 8×8); `--label-selective
//! M` those above N up to M by the selective solver (Multi-ProbCut in the solver's early part,
//! its most confident level last), a likely score at a fraction of an exact solve's cost.
//!
//! **Real games** (8×8 "most discs"): `--wthor PATH` learns from the positions people and
//! strong programs reach as well, from a WTHOR database (the federation's files, a folder of
//! them or its `.zip` files; read by `othello-archive`). `--wthor-games N` games are sampled by
//! the seed, every position of each one is taken (all phases) unless one of its images under
//! the board's eight symmetries was taken before, and each is labelled as the self-played
//! positions are (`--label-depth`, `--label-exact`, `--label-selective`). One sampled game in
//! ten is held out, and the held-out error is printed for the real and the self-played
//! positions apart, before and after; `--scale 0` plays no self-played games, and
//! `--wthor-held-out-only` leaves the real training positions out (a fit without them,
//! measured on the same held-out ones). `--wthor-samples FILE` keeps the labelled real
//! positions for later fits, outside the repository (they are large). The real and
//! self-played positions of the round in `docs/training-history.md` ("Positions of real
//! games") were made, with the fourteenth round's weights compiled in, by
//!
//!     cargo run --release --example train -- --boards 8x8 --scale 0.025 --label-depth 12 \
//!         --label-exact 20 --label-selective 22 --from-compiled --seed 17 \
//!         --wthor ../shared/wthor --wthor-games 4500 --wthor-samples wthor-8x8.samples \
//!         --samples selfplay-s17-8x8.samples --threads 1 --out eval.weights
//!
//! (a copy of `assets/eval.weights` as `--out`, so that the other boards are kept); the same
//! command, built with the same weights, remakes both files (with other weights compiled in it
//! labels the positions afresh), and run again reads them back and only fits.
//!
//! `--wthor-results N` labels the real positions by the games' own scores instead (see
//! `results.rs`): no search, so every game of a file can be used in seconds. A WTHOR game's
//! theoretical score is perfect play from its file's depth of empty cells; a file that computed
//! none gives its games' results, perfect play only where a program played the games out (the
//! Logistello book's games, not the online games of PlayOK), and is read only when named alone.

mod games;
mod results;
mod shards;
mod wthor;

use clap::Parser;
use games::{earlier_games, kept_games, play_games};
use othello_core::{Options, WinRule};
use othello_engine::learn::fit::{self, Dataset, Sample, Settings};
use othello_engine::learn::model::{BoardModel, WeightSet};
use othello_engine::learn::probcut::ProbCutSet;
use othello_engine::{self as engine};
use std::path::PathBuf;
use std::time::Instant;
use wthor::real_games;

/// Make the trained evaluation's weights.
#[derive(Parser)]
struct Cli {
    /// The boards to train (ROWSxCOLS, or ROWSxCOLS:fewest for "fewest discs wins";
    /// comma-separated).
    #[arg(long, value_delimiter = ',', default_values_t = ["8x8".to_string(), "6x10".to_string(), "10x10".to_string(), "6x6".to_string(), "8x8:fewest".to_string(), "6x6:fewest".to_string()])]
    boards: Vec<String>,
    /// The seed of everything random.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games per board, as a multiple of each board's default count.
    #[arg(long, default_value_t = 1.0)]
    scale: f64,
    /// Threads playing games.
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// The weights file to write (boards not trained now are kept from it).
    #[arg(long, default_value = "assets/eval.weights")]
    out: PathBuf,
    /// Label the positions before the solved part with a search this deep of the compiled-in
    /// trained evaluation, which also plays the games (0: the game's result, played by the
    /// hand-set evaluation: the first round).
    #[arg(long, default_value_t = 0)]
    label_depth: u32,
    /// Keep the games' labelled positions in this file: read from it when it holds the positions
    /// of the same board, seed, games, labels and compiled-in weights, written to it otherwise,
    /// so that a refit (other --phases, a changed fit) does not play the games again. One board
    /// at a time.
    #[arg(long, value_name = "FILE")]
    samples: Option<PathBuf>,
    /// Play and label only the games whose number is K modulo N (K from 0), keep them in
    /// `--samples` and stop before the fit: one machine's part of a round (see `shards.rs`).
    #[arg(long, value_name = "K/N")]
    shard: Option<shards::Shard>,
    /// Join the N shards' positions files (comma-separated, any order; the run's other
    /// arguments as each shard had them) into `--samples` as one run would have written it,
    /// then fit.
    #[arg(long, value_delimiter = ',', value_name = "FILE")]
    merge_shards: Vec<PathBuf>,
    /// Fit to these positions files of earlier rounds of the same board too (labelled by the
    /// weights of their day, kept with --samples; comma-separated): every position of them is
    /// for training, the held-out ones stay those of this round's games. More positions fit
    /// configurations that one round's games seldom show.
    #[arg(long, value_delimiter = ',', value_name = "FILE")]
    also: Vec<PathBuf>,
    /// Phases of the model (default: the board's, six on 8×8).
    #[arg(long, value_parser = clap::value_parser!(u8).range(2..=60))]
    phases: Option<u8>,
    /// Start the fit from the compiled-in weights of the board and pull the weights toward them
    /// instead of toward zero, so that configurations the new games seldom show keep what the
    /// earlier round learnt (the same phases only).
    #[arg(long)]
    from_compiled: bool,
    /// Play the label searches' moves (with `--label-depth`): after the random opening, three
    /// moves in four before the solved part are the best move of the position's label search,
    /// the fourth (at random) a noisy shallow one so that games keep differing. The positions
    /// are then those of stronger play, as in the matches the weights are for.
    #[arg(long)]
    label_moves: bool,
    /// Label exactly (with `--label-depth`) the positions with at most this many empty cells,
    /// instead of by the depth-D search (default: four more than the board's solved part, 18
    /// on 8×8). The evaluation's leaves in a deep midgame search lie about there, where a
    /// search's label still errs by discs.
    #[arg(long, value_name = "EMPTIES")]
    label_exact: Option<u32>,
    /// Label the positions above `--label-exact` up to this many empty cells by selective
    /// solves (with `--label-depth`; the board needs the selective solver's fitted predictions
    /// in `assets/probcut.params`): the solver with Multi-ProbCut in its early part, at each
    /// level of confidence in turn, as a timed search solves when the exact solve is out of
    /// reach. Its score is likely rather than proven, at a fraction of an exact solve's cost.
    #[arg(long, value_name = "EMPTIES")]
    label_selective: Option<u32>,
    /// Label each searched position by the mean of its depth D−1 and depth D searches (with
    /// `--label-depth`) instead of the depth-D one alone. A search's value leans toward the side
    /// that chooses last in its tree (at an even depth, the side that is not to move), and a
    /// evaluation fitted to such values learns the lean (on 8×8 the start's value swings by
    /// about three discs between odd and even depths): the two depths' leans cancel. The
    /// depth-D search passes through depth D−1 anyway, so the labels cost little more.
    #[arg(long)]
    label_pair: bool,
    /// Learn from the positions of real games too (8×8 "most discs", with `--label-depth`): a
    /// WTHOR database (a folder of `.wtb` files, one file, or the federation's `.zip` files),
    /// of which `--wthor-games` games are sampled by the seed; every position of them, each
    /// taken once up to the board's symmetries, is labelled as the self-played ones are. One
    /// game in ten is held out, and the error on them is printed apart from the self-played
    /// ones'.
    #[arg(long, value_name = "PATH")]
    wthor: Option<PathBuf>,
    /// How many real games to sample (with `--wthor`).
    #[arg(long, default_value_t = 2000, value_name = "GAMES")]
    wthor_games: usize,
    /// Keep the labelled real positions in this file (with `--wthor`): read from it when it
    /// holds those of the same sample, labels and compiled-in weights, written to it otherwise.
    #[arg(long, value_name = "FILE")]
    wthor_samples: Option<PathBuf>,
    /// Fit without the real positions (with `--wthor`): the held-out ones stay held out, the
    /// others are left out, so that a fit with them and one without are measured on the same
    /// positions people reach.
    #[arg(long)]
    wthor_held_out_only: bool,
    /// Label the real positions by the games' own scores instead of searches (with `--wthor`,
    /// no search needed): every position with at least this many empty cells of the games whose
    /// theoretical scores hold before it (perfect play from the file's depth of empty cells;
    /// a file that computed none, named alone, gives its games' results: for games a program
    /// played out, as the Logistello book's), each taken once up to the board's symmetries and
    /// labelled by the mean score of the games reaching it.
    #[arg(long, value_name = "EMPTIES")]
    wthor_results: Option<u32>,
}

/// How one board is trained.
#[derive(Clone, Copy, Debug)]
struct Plan {
    rows: u8,
    cols: u8,
    win_rule: WinRule,
    games: usize,
    /// Midgame depth of the self-play.
    depth: u32,
    /// Empty cells from which the game is solved.
    solve: u32,
    /// Empty cells from which a position is labelled exactly when labels come from searches.
    label_exact: u32,
    /// Empty cells from which a position is labelled by a selective solve (no more than
    /// `label_exact`: none).
    label_selective: u32,
    /// Whether search labels are the mean of two depths' (`--label-pair`).
    label_pair: bool,
    phases: u8,
}

impl Plan {
    /// What paired labels add to a positions file's key (files of single-depth labels keep
    /// the keys they had).
    fn pair_key(&self) -> &'static str {
        if self.label_pair {
            " paired depths"
        } else {
            ""
        }
    }
}

fn plan(rows: u8, cols: u8, win_rule: WinRule) -> Plan {
    let cells = u32::from(rows) * u32::from(cols);
    let (games, depth, solve, phases) = match cells {
        0..=36 => (30_000, 4, 14, 4),
        37..=60 => (25_000, 4, 14, 6),
        61..=64 => (40_000, 4, 14, 6),
        _ => (16_000, 3, 14, 6),
    };
    Plan {
        rows,
        cols,
        win_rule,
        games,
        depth,
        solve,
        label_exact: solve + 4,
        label_selective: 0,
        label_pair: false,
        phases,
    }
}

fn train(plan: &Plan, cli: &Cli) -> Option<BoardModel> {
    let started = Instant::now();
    // `--scale 0`: no self-played games (the real ones of `--wthor` alone).
    let games = if cli.scale > 0.0 {
        ((plan.games as f64) * cli.scale).round().max(10.0) as usize
    } else {
        0
    };
    let labels = if cli.label_depth == 0 {
        "labels: the games' results".to_string()
    } else {
        let selective = if plan.label_selective > plan.label_exact {
            format!(", selective solves from {}", plan.label_selective)
        } else {
            String::new()
        };
        let depths = if plan.label_pair {
            format!(
                "mean of depth-{} and depth-{}",
                cli.label_depth - 1,
                cli.label_depth
            )
        } else {
            format!("depth-{}", cli.label_depth)
        };
        format!(
            "labels: trained {depths} searches{selective}, exact from {} empty cells",
            plan.label_exact
        )
    };
    let moves = if cli.label_moves {
        format!(
            "the label search's move, one in four depth {} with noise",
            plan.depth
        )
    } else {
        format!("depth {} with noise", plan.depth)
    };
    println!(
        "{}x{} {:?}: {games} games (opening at random, then {moves}, exact from {} empty cells; {labels}), {} phases",
        plan.rows, plan.cols, plan.win_rule, plan.solve, plan.phases
    );
    // The earlier rounds' positions first, so that a wrong file stops the run before the games.
    let earlier: Vec<Vec<Vec<Sample>>> = cli
        .also
        .iter()
        .map(|path| {
            let games = earlier_games(plan, path);
            println!(
                "  {} positions of {} games from {} for training too",
                games.iter().map(Vec::len).sum::<usize>(),
                games.len(),
                path.display()
            );
            games
        })
        .collect();
    // The real games' positions, before the self-played ones: the longer part, kept first.
    let real = match &cli.wthor {
        // A shard labels its self-played games only; the joining run labels the real ones.
        Some(_) if cli.shard.is_some() => Vec::new(),
        Some(path) => match cli.wthor_results {
            Some(min) => results::result_games(cli, path, min),
            None => real_games(plan, cli, path, cli.wthor_games, started),
        },
        None => Vec::new(),
    };
    let results = match &cli.samples {
        Some(path) => kept_games(plan, cli, games, path, started),
        None => play_games(plan, cli, games, started),
    };
    if let (Some(shard), Some(path)) = (cli.shard, &cli.samples) {
        println!(
            "  shard {}/{}: {} games' positions kept in {}; join the {} files with --merge-shards",
            shard.index,
            shard.count,
            results.iter().filter(|g| !g.is_empty()).count(),
            path.display(),
            shard.count
        );
        return None;
    }
    let (mut train, mut valid) = (Vec::new(), Vec::new());
    for (k, samples) in results.into_iter().enumerate() {
        if k % 10 == 0 {
            valid.extend(samples);
        } else {
            train.extend(samples);
        }
    }
    let mut real_valid = Vec::new();
    for (k, samples) in real.into_iter().enumerate() {
        if k % 10 == 0 {
            real_valid.extend(samples);
        } else if !cli.wthor_held_out_only {
            train.extend(samples);
        }
    }
    for earlier in earlier {
        train.extend(earlier.into_iter().flatten());
    }
    println!(
        "  {} training positions, {} held out ({} self-played, {} real); fitting",
        train.len(),
        valid.len() + real_valid.len(),
        valid.len(),
        real_valid.len()
    );
    // The fit stops where both held-out sets together are predicted best; their errors are
    // printed apart below.
    let self_valid = valid.clone();
    valid.extend(real_valid.iter().cloned());
    let settings = Settings::default();
    let compiled = WeightSet::embedded()
        .ok()
        .and_then(|set| set.for_board(plan.rows, plan.cols, plan.win_rule))
        .filter(|m| (m.rows, m.cols, m.win_rule) == (plan.rows, plan.cols, plan.win_rule));
    let prior = compiled.filter(|m| cli.from_compiled && m.phases == plan.phases);
    if cli.from_compiled {
        match compiled {
            Some(m) if prior.is_none() => println!(
                "  the compiled-in weights have {} phases, not {}: fitting from zero",
                m.phases, plan.phases
            ),
            None => println!("  no compiled-in weights for this board: fitting from zero"),
            Some(_) => println!("  fitting from the compiled-in weights"),
        }
    }
    let (t, v) = (
        Dataset::new(&train, u32::from(plan.phases)),
        Dataset::new(&valid, u32::from(plan.phases)),
    );
    let model = fit::fit(
        &t,
        &v,
        (plan.rows, plan.cols, plan.phases),
        plan.win_rule,
        &settings,
        prior,
        &mut |p| {
            if p.epoch % 10 == 0 || p.epoch < 5 {
                println!(
                    "  pass {:3}: mean error {:.2} discs (training), {:.2} (held out)",
                    p.epoch, p.train_mae, p.valid_mae
                );
            }
        },
    );
    println!(
        "  {}x{} done in {:.0} s: held-out mean error {:.2} discs (the hand-set weights are not in discs)",
        plan.rows,
        plan.cols,
        started.elapsed().as_secs_f64(),
        fit::mean_absolute_error(&model, &valid)
    );
    let cells = u32::from(plan.rows) * u32::from(plan.cols);
    for (held_out, positions) in [("self-played", &self_valid), ("real", &real_valid)] {
        if positions.is_empty() {
            continue;
        }
        for (name, m) in [("before (compiled in)", compiled), ("after", Some(&model))] {
            let Some(m) = m else { continue };
            let stages = stage_errors(m, positions, cells);
            let text: Vec<String> = stages
                .iter()
                .map(|(range, mae, n)| format!("{range}: {mae:.2} ({n})"))
                .collect();
            println!(
                "  held-out mean error by empty cells, {held_out} positions, {name}: {}",
                text.join(", ")
            );
        }
    }
    Some(model)
}

/// The mean absolute error of `model` on `samples` in four stages of the game by empty cells:
/// each stage's range, error in discs and number of positions.
fn stage_errors(model: &BoardModel, samples: &[Sample], cells: u32) -> Vec<(String, f64, usize)> {
    let quarter = cells.div_ceil(4);
    (0..4)
        .rev()
        .map(|k| {
            let (lo, hi) = (k * quarter, ((k + 1) * quarter - 1).min(cells - 4));
            let stage: Vec<Sample> = samples
                .iter()
                .filter(|s| (lo..=hi).contains(&s.features.empties))
                .cloned()
                .collect();
            (
                format!("{hi}-{lo}"),
                fit::mean_absolute_error(model, &stage),
                stage.len(),
            )
        })
        .collect()
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    if cli.label_exact.is_some() && cli.label_depth == 0 {
        eprintln!("train: --label-exact sets how search labels are made: it needs --label-depth");
        return std::process::ExitCode::from(2);
    }
    if cli.label_selective.is_some() && cli.label_depth == 0 {
        eprintln!(
            "train: --label-selective sets how search labels are made: it needs --label-depth"
        );
        return std::process::ExitCode::from(2);
    }
    if cli.label_moves && cli.label_depth == 0 {
        eprintln!("train: --label-moves plays the label searches' moves: it needs --label-depth");
        return std::process::ExitCode::from(2);
    }
    if cli.label_pair && cli.label_depth < 2 {
        eprintln!(
            "train: --label-pair labels by two depths' searches: it needs --label-depth 2 or more"
        );
        return std::process::ExitCode::from(2);
    }
    if cli.wthor_results.is_some() && (cli.wthor.is_none() || cli.wthor_samples.is_some()) {
        eprintln!(
            "train: --wthor-results labels the games of --wthor by their scores, with no search \
             to keep in --wthor-samples"
        );
        return std::process::ExitCode::from(2);
    }
    if (cli.shard.is_some() || !cli.merge_shards.is_empty()) && cli.samples.is_none() {
        eprintln!("train: --shard and --merge-shards keep the positions in --samples: name a file");
        return std::process::ExitCode::from(2);
    }
    if cli.shard.is_some() && !cli.merge_shards.is_empty() {
        eprintln!(
            "train: --shard labels one part of the games, --merge-shards joins them: one or the other"
        );
        return std::process::ExitCode::from(2);
    }
    if cli.wthor.is_some() && cli.label_depth == 0 && cli.wthor_results.is_none() {
        eprintln!("train: --wthor labels real positions by searches: it needs --label-depth");
        return std::process::ExitCode::from(2);
    }
    let mut plans = Vec::new();
    for b in &cli.boards {
        let (size, win_rule) = match b.split_once(':') {
            None => (b.as_str(), WinRule::MostDiscs),
            Some((size, "fewest")) => (size, WinRule::FewestDiscs),
            Some((size, "most")) => (size, WinRule::MostDiscs),
            Some(_) => {
                eprintln!("train: '{b}': the win rule after ':' is 'most' or 'fewest'");
                return std::process::ExitCode::from(2);
            }
        };
        let parsed = size
            .split_once(['x', 'X'])
            .and_then(|(r, c)| Some((r.trim().parse::<u8>().ok()?, c.trim().parse::<u8>().ok()?)));
        let Some((rows, cols)) = parsed.filter(|&(r, c)| {
            Options {
                rows: r,
                cols: c,
                ..Options::default()
            }
            .validate()
            .is_ok()
        }) else {
            eprintln!("train: '{b}' is not a board like 8x8 (even sizes 4 to 16)");
            return std::process::ExitCode::from(2);
        };
        if cli.wthor.is_some() && (rows, cols, win_rule) != (8, 8, WinRule::MostDiscs) {
            eprintln!("train: --wthor: WTHOR games are 8x8 \"most discs wins\" games, not {b}'s");
            return std::process::ExitCode::from(2);
        }
        let base = plan(rows, cols, win_rule);
        let label_exact = cli.label_exact.unwrap_or(base.label_exact);
        if label_exact < base.solve {
            eprintln!(
                "train: --label-exact {label_exact}: the games are solved from {} empty cells, \
                 so their positions from there are labelled exactly already",
                base.solve
            );
            return std::process::ExitCode::from(2);
        }
        let label_selective = cli.label_selective.unwrap_or(0);
        if let Some(selective) = cli.label_selective {
            if selective <= label_exact {
                eprintln!(
                    "train: --label-selective {selective}: positions with {label_exact} or fewer \
                     empty cells are labelled exactly already; name more empty cells"
                );
                return std::process::ExitCode::from(2);
            }
            // The solver is selective only from this many empty cells: below, a "selective"
            // label would be the short midgame search's.
            let first = engine::MIN_SELECTIVE_EMPTIES;
            if label_exact + 1 < first {
                eprintln!(
                    "train: --label-selective: the selective solver starts at {first} empty \
                     cells, so --label-exact must be at least {}",
                    first - 1
                );
                return std::process::ExitCode::from(2);
            }
            let fitted = ProbCutSet::embedded()
                .ok()
                .and_then(|set| set.for_board(rows, cols, win_rule))
                .is_some_and(|cuts| cuts.end_cut(label_exact + 1).is_some());
            if !fitted {
                eprintln!(
                    "train: --label-selective: the selective solver has no fitted predictions \
                     for {size}{} (run the probcut example after its first round)",
                    if win_rule == WinRule::FewestDiscs {
                        " fewest"
                    } else {
                        ""
                    }
                );
                return std::process::ExitCode::from(2);
            }
        }
        plans.push(Plan {
            phases: cli.phases.unwrap_or(base.phases),
            label_exact,
            label_selective,
            label_pair: cli.label_pair,
            ..base
        });
    }
    if (cli.samples.is_some() || !cli.also.is_empty()) && plans.len() > 1 {
        eprintln!(
            "train: --samples and --also hold the positions of one board: name one with --boards"
        );
        return std::process::ExitCode::from(2);
    }
    let mut set = match std::fs::read(&cli.out) {
        Ok(bytes) => WeightSet::from_bytes(&bytes).unwrap_or_else(|e| {
            println!("{}: {e}; starting a new file", cli.out.display());
            WeightSet::default()
        }),
        Err(_) => WeightSet::default(),
    };
    for plan in &plans {
        let Some(model) = train(plan, &cli) else {
            continue;
        };
        let key = |m: &BoardModel| (m.win_rule == WinRule::FewestDiscs, m.rows, m.cols);
        set.boards.retain(|m| key(m) != key(&model));
        set.boards.push(model);
        set.boards.sort_by_key(key);
        let bytes = set.to_bytes();
        if let Err(e) = std::fs::write(&cli.out, &bytes) {
            eprintln!("train: cannot write {}: {e}", cli.out.display());
            return std::process::ExitCode::FAILURE;
        }
        println!("  wrote {} ({} bytes)", cli.out.display(), bytes.len());
    }
    std::process::ExitCode::SUCCESS
}
