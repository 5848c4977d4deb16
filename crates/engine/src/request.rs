//! The entry points of a search: a game's position (the opening book first where the limits
//! ask for it), a bare position of a layout, the solver's exact value, the static evaluation;
//! each dispatched to the search compiled for the board's layout.

use crate::book;
use crate::eval::Tables;
use crate::kept::SolveTable;
use crate::limits::{Evaluation, Limits, perfect_play_feasible};
use crate::result::{Progress, SearchResult};
use crate::search::{self, Shared};
use crate::think;
use crate::tt;
use othello_core::{Bits, Game, Layout, Position, RuleSet, Square, WinRule};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Searches the position of `game` for the player to move within `limits`.
///
/// Returns `None` only when the game is over. When stopped early (cancel, time, nodes) the best
/// move of the last completed iteration is returned, or the first move in the move ordering if
/// none completed.
pub fn search(game: &Game, limits: &Limits, cancel: &AtomicBool) -> Option<SearchResult> {
    search_with_progress(game, limits, cancel, &Progress::default())
}

/// [`search()`], reporting the depth reached in `progress` as it goes.
pub fn search_with_progress(
    game: &Game,
    limits: &Limits,
    cancel: &AtomicBool,
    progress: &Progress,
) -> Option<SearchResult> {
    search_game(game, limits, cancel, progress, [None, None])
}

/// [`search_with_progress`] with the midgame and the solver's tables lent where `lent` has
/// them.
pub(crate) fn search_game(
    game: &Game,
    limits: &Limits,
    cancel: &AtomicBool,
    progress: &Progress,
    lent: [Option<&tt::Table>; 2],
) -> Option<SearchResult> {
    let turn = game.turn()?;
    let options = game.options();
    if let Some(result) = limits
        .book
        .and_then(|margin| from_book(game, margin, limits))
    {
        return Some(result);
    }
    othello_core::with_layout!(game.layout(), |l| search_position_in(
        l,
        options.rules,
        options.win_rule,
        game.position_for(turn),
        limits,
        cancel,
        progress,
        lent
    ))
}

/// The compiled-in book's move for the game's position, if the book holds the position and its
/// best move (see [`book::Book::choose`]); where `limits` play perfectly, only an exact best
/// move.
fn from_book(game: &Game, margin: i32, limits: &Limits) -> Option<SearchResult> {
    let start = Instant::now();
    let book = book::for_options(game.options())?;
    let perfect = limits.perfect_play && perfect_play_feasible(game.options());
    let m = book.choose(game, if perfect { 0 } else { margin }, limits.seed)?;
    if perfect && !m.exact {
        return None;
    }
    Some(SearchResult {
        best: m.square,
        score: if m.exact { m.value / 100 } else { m.value },
        exact: m.exact,
        depth: if m.exact {
            game.empties()
        } else {
            u32::from(book.depth)
        },
        nodes: 0,
        pv: vec![m.square],
        elapsed: start.elapsed(),
        book: true,
    })
}

/// Solves the position exactly, with no time limit (only `cancel` stops it). The result has
/// `exact == true` unless it was cancelled.
pub fn solve(game: &Game, threads: usize, cancel: &AtomicBool) -> Option<SearchResult> {
    let limits = Limits {
        threads,
        exact_empties: u32::MAX,
        quick_single_move: false,
        ..Limits::default()
    };
    search(game, &limits, cancel)
}

/// [`solve`] with a table kept across solves, so that what earlier solves learned of the
/// positions they met is not searched again (an exact value is the same whatever table found
/// it).
pub fn solve_in(
    game: &Game,
    threads: usize,
    table: &SolveTable,
    cancel: &AtomicBool,
) -> Option<SearchResult> {
    let turn = game.turn()?;
    let options = game.options();
    let limits = Limits {
        threads,
        exact_empties: u32::MAX,
        quick_single_move: false,
        // For the short midgame search that orders the root moves.
        hash_mib: 4,
        ..Limits::default()
    };
    othello_core::with_layout!(game.layout(), |l| search_position_in(
        l,
        options.rules,
        options.win_rule,
        game.position_for(turn),
        &limits,
        cancel,
        &Progress::default(),
        [None, Some(&table.0)]
    ))
}

/// The engine's static evaluation of `game` for the player to move, in hundredths of a disc
/// (positive is good for the mover), or `None` when the game is over. This is the number the
/// midgame search scores its leaves with; it is exposed for tests and tools.
pub fn evaluate(game: &Game) -> Option<i32> {
    evaluate_with(game, Evaluation::Trained)
}

/// [`evaluate`] with the evaluation asked for.
pub fn evaluate_with(game: &Game, eval: Evaluation) -> Option<i32> {
    let turn = game.turn()?;
    let options = game.options();
    othello_core::with_layout!(game.layout(), |l| {
        let tables = Tables::with_eval(*l, options.rules, options.win_rule, eval);
        let pos = game.position_for(turn);
        Some(tables.evaluate(&pos, pos.moves(l, options.rules)))
    })
}

/// Searches a bare position (relative to the side to move) on `layout` under the given rules —
/// for positions that did not come from a [`Game`], such as test suites. Returns `None` when the
/// side to move has no legal move (it must pass, or the game is over).
pub fn search_position<L: Layout>(
    layout: &L,
    rules: RuleSet,
    win_rule: WinRule,
    pos: Position<L::B>,
    limits: &Limits,
    cancel: &AtomicBool,
    progress: &Progress,
) -> Option<SearchResult> {
    search_position_in(
        layout,
        rules,
        win_rule,
        pos,
        limits,
        cancel,
        progress,
        [None, None],
    )
}

/// [`search_position`] with the midgame and the solver's tables lent where `[mid, end]` has
/// them (the others are the search's own).
#[allow(clippy::too_many_arguments)]
fn search_position_in<L: Layout>(
    layout: &L,
    rules: RuleSet,
    win_rule: WinRule,
    pos: Position<L::B>,
    limits: &Limits,
    cancel: &AtomicBool,
    progress: &Progress,
    lent: [Option<&tt::Table>; 2],
) -> Option<SearchResult> {
    let start = Instant::now();
    if pos.moves(layout, rules).is_zero() {
        return None;
    }
    let tables = Tables::with_eval(*layout, rules, win_rule, limits.eval);
    let shared = Shared::lent(cancel, &progress.depth, limits, start, lent);
    progress.depth.store(0, Ordering::Relaxed);
    let cols = layout.cols();
    let square = |i: u32| Square::new((i / cols) as u8, (i % cols) as u8);
    let (best, score, exact, depth, pv) =
        search::with_helpers(&tables, &shared, limits.threads, |s| {
            let (best, score, exact, depth, solver) = think::think(s, pos, limits, start)?;
            let pv = if depth > 0 {
                s.pv(pos, best, solver, depth as usize)
            } else {
                vec![best]
            };
            Some((best, score, exact, depth, pv))
        })?;
    Some(SearchResult {
        best: square(best),
        score,
        exact,
        depth,
        nodes: shared.nodes.load(Ordering::Relaxed),
        pv: pv.into_iter().map(square).collect(),
        elapsed: start.elapsed(),
        book: false,
    })
}
