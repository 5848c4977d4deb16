//! `othello-engine`: the engine over standard input and output, in the NBoard protocol (see
//! [`othello_cli::nboard`]), for the NBoard GUI, match tools and the arena.

use clap::Parser;
use othello_cli::nboard;
use std::io;
use std::process::ExitCode;
use std::time::Duration;

const AFTER_HELP: &str = "\
Protocol (NBoard, versions 1 and 2; one command a line, every reply flushed):
  nboard 2               answered: set myname othello-rs
  set depth N            midgame depth 1..60 (answered: set myname othello-rsN); exact
                         endgame from 2N empty cells up to depth 10, then 21, then 24 (depth 19+)
  set threads N          search threads 1..256 (default 1, or --threads)
  set game GGF           the position at the end of the game (any even size 4..16; rectangular
                         boards and other rules through GGF's XO[...] extension)
  move F5[/eval/time]    play a move (PA: pass); a bare F5 works too
  go                     answered: === F5/eval/time (the move is not played; a forced
                         move has no eval: === F5//time)
  hint N                 search lines for the N best moves: search PV eval 0 depth (100% = exact);
                         in the opening book, book lines for its moves: book F5 eval 0 depth
  analyze                analysis K eval for every position of the game, the last first
  ping N                 stops any search, answered: pong N
  learn                  answered: learned
  quit                   ends the program
Values are in discs for the player to move. Unknown commands are ignored; a command that
cannot be carried out gets a status line saying why, and so does an input line longer than
1048576 bytes. The program ends at quit or at the end of its input (a search under way is
stopped and answered with its best so far), with exit status 0; if its output cannot be
written, with exit status 1.";

/// Othello engine speaking the NBoard protocol on standard input and output.
#[derive(Parser)]
#[command(name = "othello-engine", version, after_help = AFTER_HELP)]
struct Cli {
    /// Spend this many seconds on each move ('go'), deepening as far as the time allows,
    /// solving selectively from where the time allows (up to 30 empty cells) and exactly from
    /// 20, instead of searching to the set depth.
    #[arg(long, value_name = "SECS", value_parser = othello_cli::args::seconds)]
    move_time: Option<Duration>,
    /// Spend this many seconds on all the engine's moves in a game (a game clock), instead of
    /// a fixed time on each: about the same share on each midgame move, three shares on each
    /// move where a solve can start (30 to 23 empty cells), a small one after it, never more
    /// than a quarter of what is left on one move; what a move leaves goes to the moves after.
    /// A 'set game' that does not continue the game under way starts the clock again.
    #[arg(long, value_name = "SECS", value_parser = othello_cli::args::seconds,
          conflicts_with = "move_time")]
    game_time: Option<Duration>,
    /// Search threads (1 to 256) until a 'set threads'.
    #[arg(long, value_name = "N", default_value_t = 1,
          value_parser = clap::value_parser!(u16).range(1..=nboard::MAX_THREADS as i64))]
    threads: u16,
    /// Never answer 'go' or 'hint' from the opening book (search every position: for matches
    /// that compare searches).
    #[arg(long)]
    no_book: bool,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let config = nboard::Config {
        move_time: cli.move_time,
        game_time: cli.game_time,
        threads: usize::from(cli.threads),
        book: !cli.no_book,
        at_end: nboard::AtEnd::Stop,
    };
    match nboard::run_with(io::stdin(), io::stdout().lock(), config) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("othello-engine: cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}
