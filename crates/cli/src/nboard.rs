//! The engine's side of the NBoard protocol (versions 1 and 2), over any reader and writer.
//!
//! The protocol is the one the NBoard GUI, NTest and Edax speak: one command a line in, one
//! reply a line out, each reply flushed at once. Commands understood:
//!
//! | command | reply |
//! |---|---|
//! | `nboard V` | `set myname othello-rs` |
//! | `set depth N` | `set myname othello-rsN`; later searches go `N` plies deep (1 to 60) |
//! | `set game GGF` | none; the engine takes the game's final position |
//! | `set contempt N` | none; accepted and ignored (see below) |
//! | `set threads N` | none; later searches use `N` threads (1 to [`MAX_THREADS`]) |
//! | `move F5[/eval/time]`, or `F5` alone | none; plays the move (`PA` is a pass) |
//! | `go` | `status thinking`, `nodestats N T`, `=== F5/eval/time`, `status` (in that order) |
//! | `hint N` | `status thinking`, `search PV eval 0 depth` lines (`book move eval 0 depth` from the book), `nodestats N T`, `status` |
//! | `analyze` | `status analyzing`, `analysis K eval` for every position from the last back, `status` |
//! | `ping N` | `pong N`, after stopping any search |
//! | `learn` | `learned` |
//! | `quit` | ends the program |
//!
//! Every other command is ignored, as the protocol asks. A command the engine cannot carry out
//! (a GGF it cannot read, an illegal move, `go` in a finished game), a known command with words
//! it does not take (`move F5 extra`), a line holding a control character (a NUL) and a line
//! longer than [`MAX_LINE`] bytes get a `status` line saying what was wrong, and the engine's
//! state is unchanged. A byte-order mark at the start of a line is skipped.
//!
//! **Depth.** `set depth N` is the midgame depth. The engine then solves exactly from the
//! number of empty cells [`exact_empties`] gives for `N` — twice the depth up to depth 10, then
//! 21, then 24 from depth 19, which is where Edax's levels of the same number solve without
//! selectivity — whatever the board's size.
//!
//! **Time.** By default `go` searches to the set depth. [`Config::move_time`] gives each `go`
//! a fixed time instead; [`Config::game_time`] a game clock, shared over the engine's moves
//! of a game as [`othello_engine::clock_move_time`] says (never more than a quarter of what is
//! left on one move) and charged with what each `go` takes. Either way the hash tables are
//! kept from one `go` to the next.
//!
//! **Values** (`eval` above) are in discs from the point of view of the player to move, positive
//! when that player is better; under "fewest discs wins" too (a win is positive). An exact value
//! is the final disc difference under perfect play, and its `search` line has depth `100%`.
//! `analysis K eval` values the position after `K` plies (passes count as plies), for the player
//! to move there. `=== ` leaves the value out when the move was forced.
//!
//! **Passes.** The rules core passes for a player without a move as soon as the position
//! arises, while a GUI sends the pass as `move PA` (or writes it into the game). The engine
//! counts the passes the GUI has not yet sent: while one is pending, `go` answers `=== PA` and
//! `hint` answers `search PA …`; `move PA` sends it. A real move for the player who moved instead
//! is accepted as well.
//!
//! **Opening book.** Where the compiled-in opening book holds the position and its best move,
//! `go` plays the book's best move (its value and the book's depth, `nodestats 0`) and `hint N`
//! answers a `book move eval 0 depth` line for each of the (up to N) book moves, best first,
//! without searching; elsewhere they search. [`Config::book`] (`othello-engine --no-book`)
//! turns this off, for matches that compare searches.
//!
//! **Contempt** is accepted for compatibility and ignored: the search values a draw at zero.
//!
//! **Search threads.** Every search (`go`, `hint`, `analyze`) shares its tree among the threads
//! `set threads N` or the command line ([`Config::threads`]) asks for; one by default. Exact
//! values do not depend on the number of threads.
//!
//! **Threads of the protocol.** Input is read on a thread of its own; `go`, `hint` and `analyze` search on
//! another, so a `ping` (or `quit`) arriving during a search stops it at once. Other commands
//! that arrive during a search wait for it to finish. When the input ends, [`run`] carries out
//! what it has read and returns; [`run_with`] and [`AtEnd::Stop`] (what `othello-engine` does)
//! instead stop a search under way at once and answer it with its best so far (and so the
//! searches still waiting). A failure to write the output ends it too.
//!
//! ```
//! use othello_cli::nboard;
//!
//! let input = "nboard 2\nset depth 4\nset game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *]B[F5];)\nping 1\nmove d6\nmove PA\n";
//! let mut output = Vec::new();
//! nboard::run(std::io::Cursor::new(input.as_bytes().to_vec()), &mut output).unwrap();
//! let text = String::from_utf8(output).unwrap();
//! assert!(text.starts_with("set myname othello-rs\nset myname othello-rs4\npong 1\n"));
//! assert!(text.contains("status cannot pass: Black has a legal move"));
//! ```

mod clock;
mod commands;
mod jobs;

use crate::lines::{Line, Lines};
use clock::GameClock;
use commands::first_word;
use jobs::Job;
use othello_core::{Game, Options, Square};
use othello_engine::{Background, GameTables};
use std::collections::VecDeque;
use std::io::{self, Read, Write};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The name the engine gives itself.
pub const NAME: &str = "othello-rs";

/// The longest input line, in bytes: a longer one is dropped as it is read (never held) and
/// answered `status line longer than 1048576 bytes: ignored`. A GGF game of the largest board
/// fits many times over.
pub const MAX_LINE: usize = 1 << 20;

/// The midgame depth before any `set depth`.
pub const DEFAULT_DEPTH: u32 = 10;

/// The number of empty cells from which the engine solves exactly at midgame depth `depth`.
pub fn exact_empties(depth: u32) -> u32 {
    match depth {
        0..=10 => 2 * depth,
        11..=18 => 21,
        _ => 24,
    }
}

/// What the threads tell the protocol loop.
enum Msg {
    /// A line of input (without its line end), or word that one was too long and dropped.
    Input(Line),
    /// The input ended (or could not be read).
    End,
    /// A line for the output, from the search thread.
    Out(String),
    /// The search thread has finished.
    Done,
}

/// What the engine does when its input ends.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AtEnd {
    /// Carry out every command read, searches included, then return: for a whole session
    /// given at once (a file, a test).
    #[default]
    Finish,
    /// Stop the search under way at once and answer it with its best so far (and so every
    /// search still waiting), then return: for a controller on the other end of a pipe, whose
    /// going away means nobody waits for a long answer. The `othello-engine` program does this.
    Stop,
}

/// The most search threads `set threads` takes.
pub use othello_engine::MAX_THREADS;

/// How the engine runs, from its command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// A fixed time for each `go` instead of the depth (`set depth` then only changes the depth
    /// of `hint` and `analyze`).
    pub move_time: Option<Duration>,
    /// A game clock instead: the time for all the engine's moves in one game, shared over them
    /// (more where a solve can start, little after it, never more than a quarter of what is
    /// left on one move) and charged with the time each `go` takes. A `set game` that does not
    /// continue the game under way starts a new one. Takes the place of `move_time` when both
    /// are given.
    pub game_time: Option<Duration>,
    /// Search threads until a `set threads` (1 to [`MAX_THREADS`]).
    pub threads: usize,
    /// Answer `go` and `hint` from the opening book where it holds the position.
    pub book: bool,
    /// What to do when the input ends.
    pub at_end: AtEnd,
}

impl Default for Config {
    /// Searches to the set depth on one thread, from the book where it can; finishes every
    /// command read.
    fn default() -> Self {
        Config {
            move_time: None,
            game_time: None,
            threads: 1,
            book: true,
            at_end: AtEnd::Finish,
        }
    }
}

/// Runs the protocol until `quit` or the end of the input ([`AtEnd::Finish`]).
///
/// # Errors
/// Only a failure to write the output (the reader's errors end the input).
pub fn run<R: Read + Send + 'static, W: Write>(input: R, output: W) -> io::Result<()> {
    run_with(input, output, Config::default())
}

/// [`run`] as `config` says.
///
/// # Errors
/// Only a failure to write the output.
pub fn run_with<R: Read + Send + 'static, W: Write>(
    input: R,
    mut output: W,
    config: Config,
) -> io::Result<()> {
    let (tx, rx) = mpsc::channel();
    // The reader ends with its input; when the protocol ended on `quit` with the input still
    // open, it is left to end with the process (detached: nothing waits for it).
    let _reader = {
        let tx = tx.clone();
        Background::<()>::start(move |_, _| read_lines(input, &tx), || {}).detached()
    };
    let mut engine = Engine::new(tx);
    engine.move_time = config.move_time;
    engine.clock = config.game_time.map(GameClock::new);
    engine.threads = config.threads.clamp(1, MAX_THREADS);
    engine.book = config.book;
    engine.at_end = config.at_end;
    let result = engine.serve(&rx, &mut output);
    engine.stop_search();
    result
}

fn read_lines<R: Read>(input: R, tx: &Sender<Msg>) {
    for line in Lines::new(input, MAX_LINE) {
        if tx.send(Msg::Input(line)).is_err() {
            return;
        }
    }
    let _ = tx.send(Msg::End);
}

/// A search running on its own thread, as the engine runs all its work there: its lines go
/// to the protocol loop as they come (none is left out, so it reports nothing to keep);
/// cancelled through the task, joined when the task is dropped.
struct Search {
    task: Background<()>,
    /// When a `go` on the game clock started (its time is charged when it ends).
    clocked: Option<Instant>,
}

/// The protocol's state: the game, the depth, and the search under way.
struct Engine {
    tx: Sender<Msg>,
    game: Game,
    depth: u32,
    /// A fixed time for each `go`, if the command line gave one.
    move_time: Option<Duration>,
    /// The game clock, if the command line gave one.
    clock: Option<GameClock>,
    /// Search threads.
    threads: usize,
    /// Whether `go` and `hint` read the opening book.
    book: bool,
    /// Passes the rules have made that the GUI has not sent yet.
    pending_passes: usize,
    /// The hash tables timed `go`s keep from one move to the next (made at the first).
    tables: Option<Arc<Mutex<GameTables>>>,
    search: Option<Search>,
    /// Input that arrived during a search, handled when it ends.
    waiting: VecDeque<Line>,
    /// What to do when the input ends.
    at_end: AtEnd,
}

/// What a command asks of the loop.
enum Next {
    Continue,
    Quit,
}

impl Engine {
    fn new(tx: Sender<Msg>) -> Engine {
        Engine {
            tx,
            game: Game::new(Options::default()).expect("the default options are valid"),
            depth: DEFAULT_DEPTH,
            move_time: None,
            clock: None,
            threads: 1,
            book: true,
            pending_passes: 0,
            tables: None,
            search: None,
            waiting: VecDeque::new(),
            at_end: AtEnd::Finish,
        }
    }

    fn serve(&mut self, rx: &Receiver<Msg>, out: &mut impl Write) -> io::Result<()> {
        let mut ended = false;
        loop {
            if self.search.is_none() {
                while let Some(waiting) = self.waiting.pop_front() {
                    let line = match waiting {
                        Line::Text(line) => line,
                        Line::TooLong(limit) => {
                            send(
                                out,
                                &format!("status line longer than {limit} bytes: ignored"),
                            )?;
                            continue;
                        }
                    };
                    if let Next::Quit = self.command(&line, out)? {
                        return Ok(());
                    }
                    if self.search.is_some() {
                        if ended && self.at_end == AtEnd::Stop {
                            // The input has ended: nobody waits for a long answer.
                            self.cancel_search();
                        }
                        break;
                    }
                }
                if ended && self.search.is_none() && self.waiting.is_empty() {
                    return Ok(());
                }
            }
            let Ok(msg) = rx.recv() else {
                return Ok(());
            };
            match msg {
                Msg::Input(line) => {
                    if let Line::Text(text) = &line
                        && self.search.is_some()
                        && matches!(first_word(text).as_str(), "ping" | "quit")
                    {
                        self.cancel_search();
                    }
                    self.waiting.push_back(line);
                }
                Msg::End => {
                    ended = true;
                    if self.at_end == AtEnd::Stop {
                        // Whoever drove the engine has gone: stop the search under way (it
                        // still answers with its best so far), then carry out what is left.
                        self.cancel_search();
                    }
                }
                Msg::Out(line) => send(out, &line)?,
                Msg::Done => {
                    if let Some(search) = self.search.take() {
                        // Joins the search's thread.
                        drop(search.task);
                        if let (Some(clock), Some(started)) = (&mut self.clock, search.clocked) {
                            clock.charge(started.elapsed());
                        }
                    }
                }
            }
        }
    }

    fn cancel_search(&self) {
        if let Some(search) = &self.search {
            search.task.cancel();
        }
    }

    /// Stops the search under way and waits for its thread (dropping the task does both).
    fn stop_search(&mut self) {
        self.search = None;
    }

    /// Starts `job` on the search thread.
    fn start(&mut self, job: Job, out: &mut impl Write) -> io::Result<()> {
        if self.game.is_over() && !matches!(job, Job::Analyze) {
            return send(out, "status the game is over: nothing to search");
        }
        send(out, job.status())?;
        let started = Instant::now();
        let clocked = match &mut self.clock {
            Some(clock) if job == Job::Go => Some(clock.move_time(&self.game)),
            _ => None,
        };
        let move_time = clocked.or(self.move_time);
        // A fixed time per move is a game against the clock: what the last move's search found
        // is kept for the next. Searches to a fixed depth stay the same whatever came before.
        let tables = (job == Job::Go && move_time.is_some()).then(|| {
            self.tables
                .get_or_insert_with(|| Arc::new(Mutex::new(GameTables::new(jobs::HASH_MIB))))
                .clone()
        });
        let work = jobs::Work {
            game: self.game.clone(),
            depth: self.depth,
            move_time,
            threads: self.threads,
            book: self.book,
            pending_pass: self.pending_passes > 0,
            tables,
        };
        let tx = self.tx.clone();
        let task = Background::start(
            move |cancel, _| {
                job.run(&work, cancel, &mut |line| {
                    let _ = tx.send(Msg::Out(line));
                });
                let _ = tx.send(Msg::Done);
            },
            || {},
        );
        self.search = Some(Search {
            task,
            clocked: clocked.map(|_| started),
        });
        Ok(())
    }
}

fn send(out: &mut impl Write, line: &str) -> io::Result<()> {
    writeln!(out, "{line}")?;
    out.flush()
}

/// A square as NBoard writes it: `F5`.
pub fn square_name(square: Square) -> String {
    square.to_string().to_ascii_uppercase()
}
