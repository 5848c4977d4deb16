//! `othello-archive`: what the game database says of a position, for scripts and for checking:
//! the moves played from it with their results, or the games that reached it.

use clap::{Parser, Subcommand};
use othello_archive::{Database, report, scan};
use std::path::PathBuf;
use std::process::ExitCode;

const AFTER_HELP: &str = "\
The position is the one after the moves of --moves (a transcript such as f5d6c3, passes
settled by the rules; empty for the start) from the standard 8x8 start. A game counts once,
at the ply it reaches the position, under any of the board's 8 symmetries (transpositions
too); the next moves are given in the position's own orientation. A game's result is Black's
discs at the end against 32.

Each PATH is a WTHOR game file (.wtb), a folder of them, or a .zip file as the French Othello
Federation distributes them. A game file PREFIX_YEAR.wtb takes its names from PREFIX.JOU and
PREFIX.TRN beside it, else from WTH.JOU and WTH.TRN.

stats --json prints one object:
  {\"games\": N, \"moves\": [{\"move\": \"f4\", \"games\": n, \"black_wins\": w, \"draws\": d,
   \"white_wins\": l, \"black_score\": mean}, ...]}
games --export DIR writes every game that reached the position as WTHOR files, which this
program (and others that read WTHOR) reads back.
games --json prints {\"games\": N, \"listed\": [{\"year\", \"tournament\", \"black\", \"white\",
  \"black_discs\", \"moves\"}, ...]}, newest first.

Exit status:
  0  answered, every file read
  1  a path or file could not be read, or a game in it is damaged (named on standard error;
     the answer covers the rest), or the moves are not a game
  2  the command line was wrong";

/// What the WTHOR game database says of a position.
#[derive(Parser)]
#[command(name = "othello-archive", version, after_help = AFTER_HELP)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// The moves played from the position: how often, and how those games ended.
    Stats {
        /// Print one JSON object instead of a table.
        #[arg(long)]
        json: bool,
        /// The moves from the standard start (a transcript: f5d6c3…).
        #[arg(long, default_value = "")]
        moves: String,
        /// Game files, folders of them, or .zip files.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
    /// The games that reached the position, newest first.
    Games {
        /// Print JSON instead of a line per game.
        #[arg(long)]
        json: bool,
        /// The most games to list.
        #[arg(long, default_value_t = 20)]
        limit: usize,
        /// Also write every game that reached the position into this folder as WTHOR files
        /// (GAMES_YEAR.wtb per year, with GAMES.JOU and GAMES.TRN for the names).
        #[arg(long, value_name = "DIR")]
        export: Option<PathBuf>,
        /// The moves from the standard start (a transcript: f5d6c3…).
        #[arg(long, default_value = "")]
        moves: String,
        /// Game files, folders of them, or .zip files.
        #[arg(required = true)]
        paths: Vec<PathBuf>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let (moves, paths) = match &cli.command {
        Command::Stats { moves, paths, .. } | Command::Games { moves, paths, .. } => (moves, paths),
    };
    let query = match report::position(moves) {
        Ok(query) => query,
        Err(why) => {
            eprintln!("othello-archive: --moves: {why}");
            return ExitCode::from(1);
        }
    };
    let database = Database::open(paths);
    let mut failed = false;
    for problem in &database.reports {
        let kind = if problem.is_warning() {
            "warning"
        } else {
            "error"
        };
        eprintln!("othello-archive: {kind}: {problem}");
        failed |= !problem.is_warning();
    }
    let answer = scan(&database, &query);
    if let Command::Games {
        export: Some(dir), ..
    } = &cli.command
    {
        match database.export(&answer.games, dir, "GAMES") {
            Ok(files) => eprintln!(
                "othello-archive: wrote {} games into {} ({} files)",
                answer.games.len(),
                dir.display(),
                files.len()
            ),
            Err(why) => {
                eprintln!("othello-archive: error: {why}");
                failed = true;
            }
        }
    }
    let text = match cli.command {
        Command::Stats { json: true, .. } => report::stats_json(&answer),
        Command::Stats { json: false, .. } => report::stats_text(&answer),
        Command::Games {
            json: true, limit, ..
        } => report::games_json(&database, &answer, limit),
        Command::Games {
            json: false, limit, ..
        } => report::games_text(&database, &answer, limit),
    };
    println!("{}", text.trim_end());
    if failed {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
