//! The engine's speed on this machine as the browser's Web Workers get its work: the same
//! analysis jobs (`othello_engine::Job`) run here, natively, one thread each, timed by the
//! analysis's own report, with the nodes a second of each position and their median. With
//! `--jobs FILE` it also writes the jobs, one RON text a line, as the page hands them to a
//! worker, for `scripts/web_speed.py` to run in headless Chromium: the two medians side
//! by side are the page's speed against native.
//!
//! ```text
//! cargo run --release --example platform_speed -- [--positions N] [--depth D]
//!     [--midgame FILE] [--jobs FILE]
//! ```
//!
//! By default the first 12 positions of `benches/data/midgame-36.obf` (36 empty cells, from
//! games against Zebra), each analysed to depth 16 for its best move alone, with the trained
//! evaluation, no book and no exact solve.

use clap::Parser;
use othello_core::notation::obf;
use othello_core::{Game, Options};
use othello_engine::{GameData, Job, Limits, Report};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

/// The engine's analysis jobs, natively, one thread.
#[derive(Parser)]
#[command(name = "platform_speed")]
struct Cli {
    /// How many positions of the file.
    #[arg(long, default_value_t = 12)]
    positions: usize,
    /// The analysis's depth.
    #[arg(long, default_value_t = 16)]
    depth: u32,
    /// The positions, one OBF line each.
    #[arg(long, default_value = "benches/data/midgame-36.obf")]
    midgame: String,
    /// Writes the jobs here, one RON text a line.
    #[arg(long)]
    jobs: Option<String>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(why) => {
            eprintln!("platform_speed: {why}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: &Cli) -> Result<(), String> {
    let text =
        std::fs::read_to_string(&cli.midgame).map_err(|e| format!("{}: {e}", cli.midgame))?;
    let limits = Limits {
        depth: cli.depth,
        time: None,
        threads: 1,
        exact_empties: 0,
        selective_empties: 0,
        book: None,
        noise: 0,
        ..Limits::default()
    };
    let mut jobs = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        if jobs.len() == cli.positions {
            break;
        }
        let position = obf::parse(line, Options::default())
            .map_err(|e| format!("{}, line {}: {e}", cli.midgame, n + 1))?;
        let game = Game::from_setup(&position.setup)
            .map_err(|e| format!("{}, line {}: {e}", cli.midgame, n + 1))?;
        jobs.push(Job::Analysis {
            game: GameData::of(&game),
            limits,
            count: 1,
        });
    }
    if let Some(path) = &cli.jobs {
        let lines: Result<Vec<String>, _> = jobs.iter().map(ron::to_string).collect();
        let lines = lines.map_err(|e| e.to_string())?;
        std::fs::write(path, lines.join("\n") + "\n").map_err(|e| format!("{path}: {e}"))?;
    }
    let mut speeds = Vec::new();
    for (i, job) in jobs.iter().enumerate() {
        let mut last = None;
        job.run(&AtomicBool::new(false), &mut |report| {
            if let Report::Analysis(analysis) = report {
                last = Some(analysis);
            }
        });
        let analysis = last.ok_or_else(|| format!("position {} gave no analysis", i + 1))?;
        let speed = analysis.nodes as f64 / analysis.elapsed.as_secs_f64().max(1e-6);
        println!(
            "position {:>2}: depth {:>2}, {:>10} nodes in {:>7.3} s, {:>6.2} M nodes/s",
            i + 1,
            analysis.depth,
            analysis.nodes,
            analysis.elapsed.as_secs_f64(),
            speed / 1e6
        );
        speeds.push(speed);
    }
    speeds.sort_by(f64::total_cmp);
    let half = speeds.len() / 2;
    let median = match speeds.len() {
        0 => 0.0,
        n if n % 2 == 1 => speeds[half],
        _ => (speeds[half - 1] + speeds[half]) / 2.0,
    };
    println!(
        "native, one thread: median {:.2} M nodes/s over {} positions",
        median / 1e6,
        speeds.len()
    );
    Ok(())
}
