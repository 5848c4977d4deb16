//! The protocol's searches, run on a thread of their own: `go`, `hint` and `analyze`.

use super::{exact_empties, square_name};
use othello_core::{Game, Ply};
use othello_engine::{self as engine, GameTables, Limits};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A search the protocol asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Job {
    /// `go`: the move to play.
    Go,
    /// `hint N`: values for the N best moves.
    Hint(usize),
    /// `analyze`: a value for every position of the game.
    Analyze,
}

/// What a job searches.
pub struct Work {
    /// The game, at the position to search.
    pub game: Game,
    /// The midgame depth.
    pub depth: u32,
    /// A fixed time for each `go` (the engine's `--move-time`): the search deepens until it is
    /// spent, instead of stopping at `depth`.
    pub move_time: Option<Duration>,
    /// Search threads.
    pub threads: usize,
    /// Answer from the opening book where it holds the position.
    pub book: bool,
    /// The player the GUI sees to move must pass first.
    pub pending_pass: bool,
    /// Hash tables kept from the earlier `go`s of the game, if it keeps them.
    pub tables: Option<Arc<Mutex<GameTables>>>,
}

/// The size of each hash table of a search, in MiB.
pub const HASH_MIB: usize = 16;

impl Job {
    /// The status line sent when the job starts.
    pub fn status(self) -> &'static str {
        match self {
            Job::Go | Job::Hint(_) => "status thinking",
            Job::Analyze => "status analyzing",
        }
    }

    /// Runs the job, handing each line of its answer to `emit`, stopping as soon as `cancel` is
    /// set (with the best found so far). The search's `nodestats` come last, before the final
    /// `status`, except for `go`, whose move is its last word (as Edax answers, so that a match
    /// tool reads the statistics of the move it is given).
    pub fn run(self, work: &Work, cancel: &AtomicBool, emit: &mut dyn FnMut(String)) {
        let started = Instant::now();
        let stats = |nodes: u64| {
            let seconds = started.elapsed().as_secs_f64();
            format!("nodestats {nodes} {seconds:.2}")
        };
        match self {
            Job::Go => go(work, cancel, &stats, emit),
            Job::Hint(n) => {
                let nodes = hint(work, n, cancel, emit);
                emit(stats(nodes));
            }
            Job::Analyze => {
                let nodes = analyze(work, cancel, emit);
                emit(stats(nodes));
            }
        }
        emit("status".to_string());
    }
}

/// The search limits for `depth` on `threads`.
pub fn limits(depth: u32, threads: usize) -> Limits {
    Limits {
        depth,
        threads,
        exact_empties: exact_empties(depth),
        hash_mib: HASH_MIB,
        ..Limits::default()
    }
}

/// A value in hundredths of a disc as the protocol writes it: whole discs when exact.
fn value_text(hundredths: i32, exact: bool) -> String {
    if exact {
        format!("{}", hundredths / 100)
    } else {
        format!("{:.2}", f64::from(hundredths) / 100.0)
    }
}

/// The limits of `go`: `depth`, or the fixed time per move.
fn go_limits(work: &Work) -> Limits {
    let limits = match work.move_time {
        Some(time) => Limits {
            time: Some(time),
            whole_time: true,
            exact_empties: engine::Level::Expert.limits().exact_empties,
            selective_empties: engine::SELECTIVE_EMPTIES,
            threads: work.threads,
            hash_mib: HASH_MIB,
            ..Limits::default()
        },
        None => limits(work.depth, work.threads),
    };
    // The book's best move (ties by the fixed seed), so that the same game gets the same move.
    Limits {
        book: (work.book && !work.pending_pass).then_some(0),
        ..limits
    }
}

fn go(
    work: &Work,
    cancel: &AtomicBool,
    stats: &dyn Fn(u64) -> String,
    emit: &mut dyn FnMut(String),
) {
    let started = Instant::now();
    let limits = go_limits(work);
    let result = match &work.tables {
        Some(tables) => {
            let mut tables = tables.lock().unwrap_or_else(|e| e.into_inner());
            let progress = engine::Progress::default();
            engine::Search::new(&work.game)
                .limits(limits)
                .cancel(cancel)
                .progress(&progress)
                .tables(&mut tables)
                .run()
        }
        None => engine::Search::new(&work.game)
            .limits(limits)
            .cancel(cancel)
            .run(),
    };
    let Some(r) = result else {
        emit("status the game is over: nothing to search".to_string());
        return;
    };
    let seconds = started.elapsed().as_secs_f64();
    // A forced move (or a search stopped before its first iteration) has no value.
    let value = if r.depth == 0 && !r.exact {
        String::new()
    } else {
        value_text(r.value(), r.exact)
    };
    emit(stats(r.nodes));
    emit(format!("=== {}/{value}/{seconds:.2}", square_name(r.best)));
}

/// The book's lines for `hint`, if the book holds the position and its best move.
fn book_hint(work: &Work, count: usize) -> Option<Vec<String>> {
    if !work.book || work.pending_pass {
        return None;
    }
    let book = engine::book::for_options(work.game.options())?;
    let moves = book.moves(&work.game)?;
    if !moves.first()?.in_book {
        return None;
    }
    let lines = moves
        .iter()
        .filter(|m| m.in_book)
        .take(count)
        .map(|m| {
            let depth = depth_text(m.exact, u32::from(book.depth));
            let value = value_text(m.value, m.exact);
            format!("book {} {value} 0 {depth}", square_name(m.square))
        })
        .collect();
    Some(lines)
}

fn hint(work: &Work, count: usize, cancel: &AtomicBool, emit: &mut dyn FnMut(String)) -> u64 {
    if let Some(lines) = book_hint(work, count) {
        lines.into_iter().for_each(emit);
        return 0;
    }
    let limits = limits(work.depth, work.threads);
    let report = |a: &engine::Analysis| {
        if work.pending_pass {
            // The game (with the pass made) is valued for the opponent: the pass is worth the
            // opposite.
            if let Some(best) = a.moves.first() {
                let depth = depth_text(best.exact, best.depth);
                let value = value_text(-best.value, best.exact);
                emit(format!("search PA {value} 0 {depth}"));
            }
            return;
        }
        for m in &a.moves {
            let pv: Vec<String> = m.pv.iter().map(|&s| square_name(s)).collect();
            let value = value_text(m.value, m.exact);
            let depth = depth_text(m.exact, m.depth);
            emit(format!("search {} {value} 0 {depth}", pv.join("-")));
        }
    };
    let count = if work.pending_pass { 1 } else { count };
    engine::Analysis::request(&work.game)
        .limits(limits)
        .moves(count)
        .cancel(cancel)
        .report(report)
        .run()
        .map_or(0, |a| a.nodes)
}

fn depth_text(exact: bool, depth: u32) -> String {
    if exact {
        "100%".to_string()
    } else {
        depth.to_string()
    }
}

/// Values every position of the game from the last back: the position after `k` plies for the
/// player to move there. A player who must pass is to move in the position before the pass,
/// which is worth the opposite of the position after it.
fn analyze(work: &Work, cancel: &AtomicBool, emit: &mut dyn FnMut(String)) -> u64 {
    let plies = work.game.plies();
    let Ok(mut game) = Game::from_setup(&work.game.setup()) else {
        return 0;
    };
    // The game after each number of plies (a pass changes nothing the core keeps).
    let mut positions = Vec::with_capacity(plies.len() + 1);
    positions.push(game.clone());
    for ply in &plies {
        if let Ply::Move { square, .. } = ply
            && game.play(*square).is_err()
        {
            return 0;
        }
        positions.push(game.clone());
    }
    // Every position needs its value, forced moves too.
    let limits = Limits {
        quick_single_move: false,
        ..limits(work.depth, work.threads)
    };
    let mut nodes = 0;
    let mut after_pass: Option<(i32, bool)> = None;
    for k in (0..positions.len()).rev() {
        if cancel.load(Ordering::Relaxed) {
            break;
        }
        let passes = matches!(plies.get(k), Some(Ply::Pass(_)));
        let value = if passes {
            // The same board as after the pass, with the passer to move.
            after_pass.map(|(v, exact)| (-v, exact))
        } else {
            engine::Search::new(&positions[k])
                .limits(limits)
                .cancel(cancel)
                .run()
                .map(|r| {
                    nodes += r.nodes;
                    (r.value(), r.exact)
                })
        };
        after_pass = value;
        if let Some((v, exact)) = value
            && !cancel.load(Ordering::Relaxed)
        {
            emit(format!("analysis {k} {}", value_text(v, exact)));
        }
    }
    nodes
}
