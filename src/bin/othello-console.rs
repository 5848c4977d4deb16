//! `othello-console`: one game of Othello over standard input and output, in the ICS 32 line
//! protocol (see [`othello_cli::console`]).

use clap::{Parser, ValueEnum};
use othello_cli::console;
use othello_core::RuleSet;
use std::io::{self, BufWriter};
use std::process::ExitCode;

const AFTER_HELP: &str = "\
Protocol (no prompts; every line matters):
  The program prints FULL or SIMPLE, then reads five lines:
    1. rows                    an even number from 4 to 16
    2. columns                 an even number from 4 to 16
    3. first player            B or W
    4. top-left centre disc    B or W
    5. win rule                > (most discs wins) or < (fewest discs wins)
  Before each turn it prints the score (B: n  W: m), the board (B, W or . per cell) and
  TURN: B or TURN: W, then reads a move as ROW COL (1-based, top-left is 1 1) and answers
  VALID or INVALID (then reads another move). A player who cannot move is passed over.
  At the end it prints the score, the board and WINNER: B, W or NONE.

Input is read leniently: spaces and tabs around values and CRLF line ends are ignored, and
b and w are accepted as well as B and W. A move that is not two numbers naming a legal cell
is INVALID, and so is a line whose text (spaces around it not counted) is over 1024 bytes.

Exit status:
  0  the game was played to the end
  1  the input ended before the game did (or reading or writing failed)
  2  an option line was bad or missing, or the command line was wrong";

/// Play one game of Othello on standard input and output, in the ICS 32 line protocol.
#[derive(Parser)]
#[command(name = "othello-console", version, after_help = AFTER_HELP)]
struct Cli {
    /// Which rules to play: full Othello, or the simplified rules (a move is legal next to
    /// any opponent disc, and flips the adjacent opponent discs).
    #[arg(long, value_enum, default_value_t = Rules::Full)]
    rules: Rules,
}

#[derive(Clone, Copy, ValueEnum)]
enum Rules {
    Full,
    Simple,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let rules = match cli.rules {
        Rules::Full => RuleSet::Full,
        Rules::Simple => RuleSet::Simple,
    };
    let output = BufWriter::new(io::stdout().lock());
    match console::run(rules, io::stdin().lock(), output) {
        Ok(_) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("othello-console: {error}");
            ExitCode::from(error.exit_code())
        }
    }
}
