//! `othello-arena`: a match between two engines that speak the NBoard protocol (see
//! [`othello_cli::arena`]).

use clap::Parser;
use othello_cli::arena::{self, BySide, Config, EngineSpec, openings};
use othello_core::{Game, Options, WinRule};
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

const AFTER_HELP: &str = "\
Each engine is a command line run through sh -c, so 'cd /opt/edax && ./edax -nboard -n 1'
works. The arena announces 'nboard V' (Edax accepts only --protocol-X 1), sends 'set depth N'
if a depth is given, then before each move the whole game as 'set game <GGF>', 'ping K' and
'go', and reads until 'pong K' and '=== MOVE[/eval/time]' (or Edax's '=== f5 1.00 0.3').
Every move is checked: an unreadable or illegal move, no answer within --timeout, or an
engine whose process ends loses that game. An engine that timed out or ended is started
again for the next game.

Openings: --openings FILE has one move transcript a line (f5d6c3d3; text after # is a
comment); --random-openings N draws N openings of --plies moves from --seed (with
--balanced DISCS, only those a 6-ply search values within that many discs of even), no two the same
position up to the board's symmetries. Without either, the games start from the start
position. Each opening is played twice, each engine taking Black once.

Output: a line per game, then A's wins, draws and losses, the mean disc difference, A's
score, the Elo difference with its 95% interval, and each engine's nodes (from 'nodestats')
and wall time per move.

The engines run in process groups of their own; the arena ends them whenever it ends: at the
end of the match, on Ctrl-C, SIGTERM or SIGHUP (exit status 130), and on an internal error.
--depth must be one an engine accepts (othello-engine and Edax: 1 to 60): an engine that
answers 'set depth' with a status line about the depth (as othello-engine does when it
refuses one) does not start, so no match runs at a depth other than the one printed.

Exit status:
  0    the match was played
  1    an engine did not start, or writing the output or the --ggf file failed
  2    the command line or the openings file was bad
  130  interrupted (Ctrl-C, SIGTERM, SIGHUP)";

/// Play a match between two engines that speak the NBoard protocol.
#[derive(Parser)]
#[command(name = "othello-arena", version, after_help = AFTER_HELP)]
struct Cli {
    /// Engine A's command line (run through sh -c).
    #[arg(short = 'a', long, value_name = "CMD", value_parser = command)]
    engine_a: String,
    /// Engine B's command line (run through sh -c).
    #[arg(short = 'b', long, value_name = "CMD", value_parser = command)]
    engine_b: String,
    /// The NBoard protocol version announced to engine A.
    #[arg(long, value_name = "1|2", default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=2))]
    protocol_a: u8,
    /// The NBoard protocol version announced to engine B.
    #[arg(long, value_name = "1|2", default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=2))]
    protocol_b: u8,
    /// Search depth for both engines (sent as 'set depth N'; none: the engines' own).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=60))]
    depth: Option<u32>,
    /// Search depth for engine A, instead of --depth.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=60))]
    depth_a: Option<u32>,
    /// Search depth for engine B, instead of --depth.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=60))]
    depth_b: Option<u32>,
    /// The board, rows x columns: each even, from 4 to 16.
    #[arg(long, value_name = "ROWSxCOLS", default_value = "8x8", value_parser = board)]
    board: Options,
    /// Who wins: most discs (the standard game) or fewest discs (sent to the engines in the
    /// GGF's XO[...] extension).
    #[arg(long, value_name = "most|fewest", default_value = "most", value_parser = win_rule)]
    win_rule: WinRule,
    /// A file of openings, one move transcript a line.
    #[arg(long, value_name = "FILE", conflicts_with = "random_openings")]
    openings: Option<PathBuf>,
    /// Draw this many random openings.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..=100_000))]
    random_openings: Option<u32>,
    /// The number of moves of the random openings: MIN-MAX, or N.
    #[arg(long, value_name = "MIN-MAX", default_value = "4-6", value_parser = plies, requires = "random_openings")]
    plies: (u32, u32),
    /// Keep only random openings within this many discs of even (a 6-ply search of the engine).
    #[arg(long, value_name = "DISCS", requires = "random_openings", value_parser = discs)]
    balanced: Option<f64>,
    /// The seed of the random openings.
    #[arg(
        long,
        value_name = "S",
        default_value_t = 1,
        requires = "random_openings"
    )]
    seed: u64,
    /// Seconds an engine has for each move (and to start).
    #[arg(long, value_name = "SECS", default_value = "60", value_parser = othello_cli::args::seconds)]
    timeout: Duration,
    /// Write every game to this file, as GGF (one game a line).
    #[arg(long, value_name = "FILE")]
    ggf: Option<PathBuf>,
}

fn command(text: &str) -> Result<String, String> {
    if text.trim().is_empty() {
        return Err("the command is empty".to_owned());
    }
    Ok(text.to_owned())
}

fn board(text: &str) -> Result<Options, String> {
    let bad = || format!("'{text}' is not a board size like 8x8 or 6x10");
    let (rows, cols) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let options = Options {
        rows: rows.trim().parse().map_err(|_| bad())?,
        cols: cols.trim().parse().map_err(|_| bad())?,
        ..Options::default()
    };
    options.validate().map_err(|e| e.to_string())?;
    Ok(options)
}

fn win_rule(text: &str) -> Result<WinRule, String> {
    match text.trim() {
        "most" => Ok(WinRule::MostDiscs),
        "fewest" => Ok(WinRule::FewestDiscs),
        _ => Err(format!("'{text}' is not a win rule: most or fewest")),
    }
}

fn discs(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Ok(v),
        _ => Err(format!("'{text}' is not a number of discs (0 or more)")),
    }
}

fn plies(text: &str) -> Result<(u32, u32), String> {
    let bad = || format!("'{text}' is not a number of moves like 4-6 or 5");
    let (min, max) = text.split_once('-').unwrap_or((text, text));
    let min: u32 = min.trim().parse().map_err(|_| bad())?;
    let max: u32 = max.trim().parse().map_err(|_| bad())?;
    if min > max || max > 250 {
        return Err(format!("{} (MIN <= MAX <= 250)", bad()));
    }
    Ok((min, max))
}

/// The openings the command line asks for.
fn openings(cli: &Cli) -> Result<Vec<openings::Opening>, String> {
    let options = Options {
        win_rule: cli.win_rule,
        ..cli.board
    };
    if let Some(path) = &cli.openings {
        let text = std::fs::read_to_string(path).map_err(|e| at(path, &e))?;
        return openings::parse(&text, options).map_err(|e| at(path, &e));
    }
    if let Some(count) = cli.random_openings {
        let (min, max) = cli.plies;
        return openings::random_balanced(
            options,
            count as usize,
            min..=max,
            cli.seed,
            cli.balanced,
        )
        .map_err(|e| e.to_string());
    }
    let game = Game::new(options).map_err(|e| e.to_string())?;
    Ok(vec![openings::Opening { game }])
}

fn at(path: &Path, error: &dyn std::fmt::Display) -> String {
    format!("{}: {error}", path.display())
}

/// The exit status of a match ended by a signal.
const INTERRUPTED: i32 = 130;

/// Set as a signal's handling begins: the handler ends the program (status 130).
static INTERRUPTED_BY_SIGNAL: AtomicBool = AtomicBool::new(false);

fn main() -> ExitCode {
    let code = run();
    // The engines a signal stops end the match early: the main thread may get here while the
    // handler is still stopping them, and must leave the exit to it.
    if INTERRUPTED_BY_SIGNAL.load(Ordering::SeqCst) {
        loop {
            std::thread::park();
        }
    }
    code
}

fn run() -> ExitCode {
    let cli = Cli::parse();
    // However the arena ends, its engines end with it: a signal, or a panic (which aborts
    // without running destructors in the release build).
    if let Err(e) = ctrlc::set_handler(|| {
        INTERRUPTED_BY_SIGNAL.store(true, Ordering::SeqCst);
        arena::stop_all();
        eprintln!("othello-arena: interrupted; the engines were stopped");
        std::process::exit(INTERRUPTED);
    }) {
        eprintln!("othello-arena: cannot handle interrupts ({e}); the engines may outlive one");
    }
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        arena::stop_all();
        default_hook(info);
    }));
    let usage = |message: String| {
        eprintln!("othello-arena: {message}");
        ExitCode::from(2)
    };
    let openings = match openings(&cli) {
        Ok(openings) => openings,
        Err(message) => return usage(message),
    };
    let mut ggf = match &cli.ggf {
        Some(path) => match File::create(path) {
            Ok(file) => Some(BufWriter::new(file)),
            Err(e) => {
                eprintln!("othello-arena: cannot write the games: {}", at(path, &e));
                return ExitCode::from(1);
            }
        },
        None => None,
    };
    let spec = |command: &str, protocol, depth: Option<u32>| EngineSpec {
        command: command.to_owned(),
        protocol,
        depth: depth.or(cli.depth),
    };
    let config = Config {
        engines: BySide {
            a: spec(&cli.engine_a, cli.protocol_a, cli.depth_a),
            b: spec(&cli.engine_b, cli.protocol_b, cli.depth_b),
        },
        openings,
        timeout: cli.timeout,
    };
    let mut out = io::stdout().lock();
    let games = ggf.as_mut().map(|w| w as &mut dyn Write);
    match arena::run(&config, &mut out, games) {
        Ok(summary) => match write!(out, "{summary}").and_then(|()| out.flush()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("othello-arena: writing failed: {e}");
                ExitCode::from(1)
            }
        },
        Err(error) => {
            eprintln!("othello-arena: {error}");
            ExitCode::from(1)
        }
    }
}
