//! The one way to ask for a search: a [`Search`] names what to search (a game's position, or a
//! bare position of a layout) and, where the defaults do not do, the limits, the threads, the
//! cancel flag, the progress to show and the tables kept from earlier searches. [`Search::run`]
//! searches (the opening book first where the limits ask for it), dispatched to the search
//! compiled for the board's layout; [`Search::evaluate`] gives the static evaluation alone.

use crate::book;
use crate::eval::Tables;
use crate::kept::{GameTables, SolveTable};
use crate::limits::{Evaluation, Limits, perfect_play_feasible};
use crate::result::{Progress, SearchResult};
use crate::search::{self, Shared};
use crate::think;
use crate::tt::Table;
use othello_core::{Bits, Game, Layout, Position, RuleSet, Square, WinRule};
use std::sync::atomic::{AtomicBool, Ordering};
use web_time::Instant;

/// A request for a search: what to search, and how, set step by step and then run.
///
/// Everything but the position has a default: [`Limits::default`] (no time limit, exact from
/// 20 empty cells, one thread), no cancel flag (only the limits stop the search), no progress
/// shown, hash tables of the search's own. `On` is what is searched: a [`Game`]'s position
/// ([`Search::new`]) or a [`BarePosition`] ([`Search::position`]).
///
/// ```no_run
/// use othello_core::{Game, Options};
/// use othello_engine::{Level, Search};
///
/// let game = Game::new(Options::default()).unwrap();
/// // The computer's move at a level.
/// let mine = Search::new(&game).limits(Level::Expert.limits()).run();
/// // The exact value of the position, on two threads.
/// let solved = Search::new(&game).exact().threads(2).run();
/// // The static evaluation, for the player to move.
/// let value = Search::new(&game).evaluate();
/// ```
#[must_use = "a search request does nothing until it is run"]
pub struct Search<'a, On> {
    on: On,
    limits: Limits,
    cancel: Option<&'a AtomicBool>,
    progress: Option<&'a Progress>,
    kept: Kept<'a>,
}

impl<On: std::fmt::Debug> std::fmt::Debug for Search<'_, On> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Search")
            .field("on", &self.on)
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

/// The hash tables a search is lent.
enum Kept<'a> {
    /// None: the search makes its own.
    Own,
    /// A game's midgame and solver tables, kept from its earlier searches.
    Game(&'a mut GameTables),
    /// A solver table kept from earlier solves.
    Solve(&'a SolveTable),
}

/// A bare position to search (see [`Search::position`]): relative to the side to move, on a
/// layout, under the given rules.
#[derive(Clone, Copy, Debug)]
pub struct BarePosition<'a, L: Layout> {
    layout: &'a L,
    rules: RuleSet,
    win_rule: WinRule,
    pos: Position<L::B>,
}

impl<'a, On> Search<'a, On> {
    fn on(on: On) -> Self {
        Search {
            on,
            limits: Limits::default(),
            cancel: None,
            progress: None,
            kept: Kept::Own,
        }
    }

    /// Searches within `limits`, in place of every limit set before ([`Search::threads`],
    /// [`Search::eval`], [`Search::exact`]): set them after it.
    pub fn limits(mut self, limits: Limits) -> Self {
        self.limits = limits;
        self
    }

    /// Shares the search among `threads` threads (see [`Limits::threads`]).
    pub fn threads(mut self, threads: usize) -> Self {
        self.limits.threads = threads;
        self
    }

    /// Scores the midgame's leaves with `eval` (see [`Limits::eval`]).
    pub fn eval(mut self, eval: Evaluation) -> Self {
        self.limits.eval = eval;
        self
    }

    /// Solves exactly, from any number of empty cells, and values a single legal move too: the
    /// result is `exact` unless the search was stopped first (with the default limits only the
    /// cancel flag stops it; a time or node limit set before still does).
    pub fn exact(mut self) -> Self {
        self.limits.exact_empties = u32::MAX;
        self.limits.quick_single_move = false;
        self
    }

    /// Stops the search as soon as `cancel` is set (within a couple of thousand nodes); the
    /// result is then the best found so far.
    pub fn cancel(mut self, cancel: &'a AtomicBool) -> Self {
        self.cancel = Some(cancel);
        self
    }

    /// Shows the depth reached in `progress` as the search goes, for another thread to read.
    pub fn progress(mut self, progress: &'a Progress) -> Self {
        self.progress = Some(progress);
        self
    }

    /// Solves in `table`, kept across solves of one board and one set of rules, so that what
    /// earlier solves learned of the positions they met is not searched again (an exact value
    /// is the same whatever table found it). The midgame's table, which orders the root moves
    /// before the solve, is the search's own, of [`Limits::hash_mib`].
    pub fn solve_table(mut self, table: &'a SolveTable) -> Self {
        self.kept = Kept::Solve(table);
        self
    }
}

impl<'a> Search<'a, &'a Game> {
    /// A search of `game`'s position for the player to move.
    pub fn new(game: &'a Game) -> Self {
        Search::on(game)
    }

    /// Searches in `tables`, kept from the earlier searches of the game (their size rules;
    /// [`Limits::hash_mib`] is not used). A search at a fixed depth can then come out with a
    /// different value than a fresh one: an entry of an earlier, deeper search answers for a
    /// shallower node.
    pub fn tables(mut self, tables: &'a mut GameTables) -> Self {
        self.kept = Kept::Game(tables);
        self
    }

    /// Searches. From the opening book where [`Limits::book`] asks for it and the book holds
    /// the position and its best move; otherwise deepens the midgame, then solves where the
    /// limits reach (see [`Level`](crate::Level)).
    ///
    /// Returns `None` only when the game is over. When stopped early (cancel, time, nodes) the
    /// best move of the last completed iteration is returned, or the first move in the move
    /// ordering if none completed.
    pub fn run(self) -> Option<SearchResult> {
        let game = self.on;
        let lent = match self.kept {
            Kept::Own => [None, None],
            Kept::Game(tables) => {
                tables.prepare(game, self.limits.eval);
                tables.lend()
            }
            Kept::Solve(table) => [None, Some(&table.0)],
        };
        let turn = game.turn()?;
        let limits = &self.limits;
        if let Some(result) = limits
            .book
            .and_then(|margin| from_book(game, margin, limits))
        {
            return Some(result);
        }
        let (cancel, progress) = (AtomicBool::new(false), Progress::default());
        let cancel = self.cancel.unwrap_or(&cancel);
        let progress = self.progress.unwrap_or(&progress);
        let options = game.options();
        othello_core::with_layout!(game.layout(), |l| search_bare(
            &BarePosition {
                layout: l,
                rules: options.rules,
                win_rule: options.win_rule,
                pos: game.position_for(turn),
            },
            limits,
            cancel,
            progress,
            lent,
        ))
    }

    /// The engine's static evaluation of the position for the player to move, in hundredths of
    /// a disc (positive is good for the mover), with the request's [`Search::eval`]; `None`
    /// when the game is over. This is the number the midgame search scores its leaves with; it
    /// is exposed for tests and tools.
    pub fn evaluate(self) -> Option<i32> {
        let game = self.on;
        let turn = game.turn()?;
        let options = game.options();
        othello_core::with_layout!(game.layout(), |l| {
            let tables = Tables::with_eval(*l, options.rules, options.win_rule, self.limits.eval);
            let pos = game.position_for(turn);
            Some(tables.evaluate(&pos, pos.moves(l, options.rules)))
        })
    }
}

impl<'a, L: Layout> Search<'a, BarePosition<'a, L>> {
    /// A search of a bare position (relative to the side to move) on `layout` under the given
    /// rules: for positions that did not come from a [`Game`], such as test suites. The opening
    /// book is not asked.
    pub fn position(layout: &'a L, rules: RuleSet, win_rule: WinRule, pos: Position<L::B>) -> Self {
        Search::on(BarePosition {
            layout,
            rules,
            win_rule,
            pos,
        })
    }

    /// Searches, as [`Search::run`] of a game does without the book. Returns `None` when the
    /// side to move has no legal move (it must pass, or the game is over).
    pub fn run(self) -> Option<SearchResult> {
        let (cancel, progress) = (AtomicBool::new(false), Progress::default());
        let lent = match self.kept {
            Kept::Solve(table) => [None, Some(&table.0)],
            Kept::Own | Kept::Game(_) => [None, None],
        };
        search_bare(
            &self.on,
            &self.limits,
            self.cancel.unwrap_or(&cancel),
            self.progress.unwrap_or(&progress),
            lent,
        )
    }
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
        ordered: 0,
        pv: vec![m.square],
        elapsed: start.elapsed(),
        book: true,
    })
}

/// Searches a bare position within `limits`, with the midgame and the solver's tables lent
/// where `[mid, end]` has them (the others are the search's own).
fn search_bare<L: Layout>(
    on: &BarePosition<'_, L>,
    limits: &Limits,
    cancel: &AtomicBool,
    progress: &Progress,
    lent: [Option<&Table>; 2],
) -> Option<SearchResult> {
    let start = Instant::now();
    let &BarePosition {
        layout,
        rules,
        win_rule,
        pos,
    } = on;
    if pos.moves(layout, rules).is_zero() {
        return None;
    }
    let tables = Tables::with_eval(*layout, rules, win_rule, limits.eval);
    let shared = Shared::lent(cancel, &progress.depth, limits, start, lent);
    progress.depth.store(0, Ordering::Relaxed);
    let cols = layout.cols();
    let square = |i: u32| Square::new((i / cols) as u8, (i % cols) as u8);
    let (choice, pv) = search::with_helpers(&tables, &shared, limits.threads, |s| {
        let choice = think::think(s, pos, limits, start)?;
        let pv = if choice.depth > 0 {
            s.pv(pos, choice.index, choice.solved, choice.depth as usize)
        } else {
            vec![choice.index]
        };
        Some((choice, pv))
    })?;
    Some(SearchResult {
        best: square(choice.index),
        score: choice.score,
        exact: choice.exact,
        depth: choice.depth,
        nodes: shared.nodes.load(Ordering::Relaxed),
        ordered: shared.ordered.load(Ordering::Relaxed),
        pv: pv.into_iter().map(square).collect(),
        elapsed: start.elapsed(),
        book: false,
    })
}

#[cfg(test)]
mod tests;
