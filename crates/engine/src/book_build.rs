//! Growing an opening book by drop-out expansion (Lincke's method, as Logistello's book grew):
//! every line of play from the start has a cost, the sum over its moves of how much worse each
//! move is than the best move of its position (in hundredths of a disc), plus a fixed cost a
//! ply, so that near the start the book grows wide and along the best lines deep. Each step
//! takes the cheapest lines that leave the book, through each position's best move not yet in
//! the book, and adds the positions they reach, every legal move of each valued by a search of
//! the settings' depth (exactly from the settings' empty cells). Values are then the negamax of
//! the book (see the [book's docs](crate::book)).
//!
//! A step analyses a fixed number of positions, each on one thread with tables of its own, so
//! the book is the same whatever the number of threads, and a book read back from its file
//! grows on exactly as it would have. Positions within the exact range are solved instead, one
//! after the other on every thread, each move by one solve of the position it leads to (moves
//! leading to symmetric images share it), with one solver table kept from solve to solve: an
//! exact value is the same whatever threads and tables found it. With a ply cost and a cost
//! limit of 0 and every position exact, the book is every position of perfect play; it grows
//! level by level (among equal costs the shallower first) down to the floor of empty cells.
//!
//! Building a book uses the engine as any caller does, through its analysis and its search
//! request; the book it makes ([`Book`]) is what the search reads, and knows nothing of how it
//! was grown.

mod lay;

pub use lay::{Laying, lay};

use crate::analysis::Analysis;
use crate::book::{Book, Entry, Key, key, position};
use crate::kept::SolveTable;
use crate::limits::Limits;
use crate::request::Search;
use othello_core::{Game, Options, Square};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// The limits that value a book position's moves (every move, see [`Analysis::request`]): to
/// `depth`, exactly from `exact_empties` empty cells, one thread, tables of their own, so that
/// the same position always gets the same values.
pub fn analysis_limits(depth: u32, exact_empties: u32) -> Limits {
    Limits {
        depth: depth.min(255),
        exact_empties: exact_empties.min(255),
        hash_mib: 16,
        quick_single_move: false,
        ..Limits::default()
    }
}

/// How a book grows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Midgame depth of each position's analysis.
    pub depth: u32,
    /// Positions with at most this many empty cells are solved exactly.
    pub exact_empties: u32,
    /// The cost of a ply, in hundredths of a disc: the higher, the wider and shallower.
    pub ply_cost: i32,
    /// Lines costing more than this are never expanded (`None`: no limit). With a ply cost of
    /// 0, a limit of 0 grows only the best moves: a book of perfect play when exact.
    pub max_cost: Option<i32>,
    /// Positions with fewer empty cells than this are never added (where the solver answers
    /// at once anyway); 0: no floor.
    pub min_empties: u32,
    /// Positions analysed in each step.
    pub batch: usize,
    /// Threads analysing them (one position each).
    pub threads: usize,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            depth: 10,
            exact_empties: 0,
            ply_cost: 100,
            max_cost: None,
            min_empties: 0,
            batch: 8,
            threads: 1,
        }
    }
}

/// One move of a book position: its cell in the position's (the key's) frame, its searched
/// value, and the key of the position it leads to (`None` when the game ends there), with
/// whether the same side moves there (the opponent passes).
#[derive(Clone, Debug)]
struct Move {
    cell: u8,
    value: i32,
    child: Option<(Key, bool)>,
}

#[derive(Clone, Debug)]
struct Node {
    empties: u32,
    moves: Vec<Move>,
}

/// A book being grown.
#[derive(Debug)]
pub struct Builder {
    options: Options,
    settings: Settings,
    root: Key,
    nodes: HashMap<Key, Node>,
    /// The solver's table, kept from one exact position to the next (made at the first).
    table: Option<SolveTable>,
}

/// What a step did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// This many positions were added.
    Added(usize),
    /// No line within the cost limit leaves the book: it is complete.
    Complete,
    /// The step was cancelled; nothing of it was kept.
    Cancelled,
}

impl Builder {
    /// A book of the start position of `options` alone (nothing analysed yet: the first
    /// step analyses the start).
    ///
    /// # Panics
    /// If the options are not a valid board.
    pub fn new(options: Options, settings: Settings) -> Builder {
        let start = Game::new(options).expect("valid options");
        Builder {
            options,
            settings,
            root: key(&start).expect("the start has a move").0,
            nodes: HashMap::new(),
            table: None,
        }
    }

    /// Grows on from `book` (its positions and values are kept as they are).
    pub fn resume(book: &Book, settings: Settings) -> Builder {
        let mut b = Builder::new(book.options(), settings);
        for e in &book.entries {
            if let Some(game) = position(&e.key, b.options) {
                let values: Vec<(u8, i32)> =
                    e.moves.iter().map(|&(c, v)| (c, i32::from(v))).collect();
                b.nodes.insert(e.key.clone(), node(&game, &values));
            }
        }
        b
    }

    /// The number of positions in the book.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the book is empty.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// Analyses the next positions (the start first) and adds them. `cancel` stops the step
    /// (nothing of it is kept).
    pub fn step(&mut self, cancel: &AtomicBool) -> Step {
        // The start first, also where lines were laid in before it.
        let keys: Vec<Key> = if !self.nodes.contains_key(&self.root) {
            vec![self.root.clone()]
        } else {
            self.candidates()
        };
        if keys.is_empty() {
            return Step::Complete;
        }
        self.add(keys, cancel)
    }

    /// Analyses and adds the positions of `games` that the book does not hold yet (the same
    /// position up to the board's symmetries is held once), whatever their cost: the lines
    /// people play, laid into the book before it grows by cost. Positions not reachable from
    /// the start through the book count in its values only once their line is in it, so add
    /// each line's positions from its start on. A batch at a time is best for progress; the
    /// book is the same however the positions are split into calls.
    pub fn add_positions(&mut self, games: &[Game], cancel: &AtomicBool) -> Step {
        let mut keys: Vec<Key> = Vec::new();
        for game in games {
            if *game.options() != self.options {
                continue;
            }
            if let Some((k, _)) = key(game)
                && !self.nodes.contains_key(&k)
                && !keys.contains(&k)
            {
                keys.push(k);
            }
        }
        if keys.is_empty() {
            return Step::Added(0);
        }
        self.add(keys, cancel)
    }

    /// Analyses the positions of `keys` and adds them.
    fn add(&mut self, keys: Vec<Key>, cancel: &AtomicBool) -> Step {
        let games: Vec<Option<Game>> = keys.iter().map(|k| position(k, self.options)).collect();
        let exact = |game: &Option<Game>| {
            game.as_ref()
                .is_some_and(|g| g.empties() <= self.settings.exact_empties)
        };
        let results: Mutex<Vec<Option<Node>>> = Mutex::new(vec![None; keys.len()]);
        // Searched positions one to a thread, as their values depend on the tables.
        let next = AtomicUsize::new(0);
        let work = || {
            loop {
                let k = next.fetch_add(1, Ordering::Relaxed);
                if k >= keys.len() || cancel.load(Ordering::Relaxed) {
                    break;
                }
                if exact(&games[k]) {
                    continue;
                }
                let n = games[k].as_ref().and_then(|g| self.analyse(g, cancel));
                results.lock().unwrap_or_else(|e| e.into_inner())[k] = n;
            }
        };
        match self.settings.threads.clamp(1, keys.len()) {
            // On the caller's thread: where there are no others (a browser's worker).
            1 => work(),
            threads => std::thread::scope(|scope| {
                for _ in 0..threads {
                    scope.spawn(work);
                }
            }),
        }
        // Solved positions one after the other on every thread: exact values are the same
        // whatever the threads and tables.
        let threads = self.settings.threads;
        for (k, game) in games.iter().enumerate() {
            if exact(game) && !cancel.load(Ordering::Relaxed) {
                let table = self.table.get_or_insert_with(|| {
                    let empties = game.as_ref().map_or(0, Game::empties);
                    SolveTable::new(match empties {
                        28.. => 512,
                        22.. => 64,
                        _ => 8,
                    })
                });
                let n = game.as_ref().and_then(|g| solve(g, table, threads, cancel));
                results.lock().unwrap_or_else(|e| e.into_inner())[k] = n;
            }
        }
        if cancel.load(Ordering::Relaxed) {
            return Step::Cancelled;
        }
        let results = results.into_inner().unwrap_or_else(|e| e.into_inner());
        let mut added = 0;
        for (k, n) in keys.into_iter().zip(results) {
            if let Some(n) = n {
                self.nodes.insert(k, n);
                added += 1;
            }
        }
        Step::Added(added)
    }

    /// Every legal move of `game` valued by the settings' search, or `None` if cancelled.
    fn analyse(&self, game: &Game, cancel: &AtomicBool) -> Option<Node> {
        let limits = analysis_limits(self.settings.depth, self.settings.exact_empties);
        let analysis = Analysis::request(game)
            .limits(limits)
            .cancel(cancel)
            .run()?;
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let cols = game.cols();
        let values: Vec<(u8, i32)> = analysis
            .moves
            .iter()
            .map(|m| ((m.square.row * cols + m.square.col), m.value))
            .collect();
        Some(node(game, &values))
    }

    /// The negamax value of every book position.
    fn values(&self) -> HashMap<&Key, i32> {
        let mut order: Vec<(&Key, &Node)> = self.nodes.iter().collect();
        order.sort_by_key(|(k, n)| (n.empties, *k));
        let mut values: HashMap<&Key, i32> = HashMap::with_capacity(order.len());
        for (k, n) in order {
            let v = n
                .moves
                .iter()
                .map(|m| move_value(m, &values))
                .max()
                .unwrap_or(0);
            values.insert(k, v);
        }
        values
    }

    /// The next positions to add: the children, through each book position's best move out of
    /// the book, of the cheapest lines (ties: the shallower first, then by key), at most a batch
    /// of them.
    fn candidates(&self) -> Vec<Key> {
        let values = self.values();
        // The cheapest line to each position, from the start down.
        let mut order: Vec<(&Key, &Node)> = self.nodes.iter().collect();
        order.sort_by_key(|(k, n)| (std::cmp::Reverse(n.empties), *k));
        let mut cost: HashMap<&Key, i64> = HashMap::new();
        cost.insert(&self.root, 0);
        let ply = i64::from(self.settings.ply_cost);
        // (cost, shallowness, key): among equal costs the parent with more empty cells first, so
        // that a book of perfect play (every cost 0) grows level by level.
        let mut out: Vec<(i64, u32, &Key)> = Vec::new();
        for (k, n) in order {
            let Some(&c) = cost.get(k) else { continue };
            let v = i64::from(values[k]);
            let mut best_out: Option<&Move> = None;
            for m in &n.moves {
                let Some((child, _)) = &m.child else { continue };
                if self.nodes.contains_key(child) {
                    let through = c + v - i64::from(move_value(m, &values)) + ply;
                    let e = cost.entry(child).or_insert(through);
                    *e = (*e).min(through);
                } else if best_out.is_none_or(|b| m.value > b.value) {
                    best_out = Some(m);
                }
            }
            let above_floor = n.empties > self.settings.min_empties;
            if let Some(m) = best_out.filter(|_| above_floor) {
                let through = c + v - i64::from(m.value) + ply;
                if self
                    .settings
                    .max_cost
                    .is_none_or(|max| through <= i64::from(max))
                {
                    let shallow = u32::MAX - n.empties;
                    out.push((through, shallow, &m.child.as_ref().expect("a child").0));
                }
            }
        }
        out.sort();
        let mut keys: Vec<Key> = Vec::new();
        for (_, _, k) in out {
            if !keys.contains(k) {
                keys.push(k.clone());
                if keys.len() == self.settings.batch.max(1) {
                    break;
                }
            }
        }
        keys
    }

    /// The book as it stands.
    pub fn book(&self) -> Book {
        let values = self.values();
        let mut book = Book::new(
            self.options.rows,
            self.options.cols,
            self.options.win_rule,
            self.settings.depth.min(255) as u8,
            self.settings.exact_empties.min(255) as u8,
        );
        let clamp = |v: i32| v.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16;
        book.entries = self
            .nodes
            .iter()
            .map(|(k, n)| Entry {
                key: k.clone(),
                value: clamp(values[k]),
                moves: n.moves.iter().map(|m| (m.cell, clamp(m.value))).collect(),
            })
            .collect();
        book.entries.sort_by(|a, b| a.key.cmp(&b.key));
        book
    }
}

/// A move's value in the book: its child's value (negated when the opponent moves there) when
/// the child is valued, else its searched value.
fn move_value(m: &Move, values: &HashMap<&Key, i32>) -> i32 {
    match &m.child {
        Some((child, same)) => match values.get(child) {
            Some(&v) if *same => v,
            Some(&v) => -v,
            None => m.value,
        },
        None => m.value,
    }
}

/// Every legal move of `game` valued exactly, by one solve (on every thread) of each
/// distinct position the moves lead to (symmetric images share one), or `None` if
/// cancelled.
fn solve(game: &Game, table: &SolveTable, threads: usize, cancel: &AtomicBool) -> Option<Node> {
    let turn = game.turn()?;
    let cols = game.cols();
    let mut solved: HashMap<(Key, bool), i32> = HashMap::new();
    let mut values: Vec<(u8, i32)> = Vec::new();
    for square in game.moves().iter() {
        let mut next = game.clone();
        next.play(square).ok()?;
        let value = match key(&next) {
            None => crate::review::final_value(&next, turn),
            Some((child, _)) => {
                let same = next.turn() == Some(turn);
                match solved.get(&(child.clone(), same)) {
                    Some(&v) => v,
                    None => {
                        // A small midgame table, for the short search that orders the root
                        // moves; the solver's is kept from solve to solve.
                        let limits = Limits {
                            hash_mib: 4,
                            ..Limits::default()
                        };
                        let r = Search::new(&next)
                            .limits(limits)
                            .exact()
                            .threads(threads.max(1))
                            .solve_table(table)
                            .cancel(cancel)
                            .run()?;
                        if !r.exact {
                            return None;
                        }
                        let v = if same { r.value() } else { -r.value() };
                        solved.insert((child, same), v);
                        v
                    }
                }
            }
        };
        values.push(((square.row * cols + square.col), value));
    }
    Some(node(game, &values))
}

/// A book node of `game` (in the key's frame) with its moves' searched values, sorted by cell.
fn node(game: &Game, values: &[(u8, i32)]) -> Node {
    let cols = game.cols();
    let turn = game.turn();
    let mut moves: Vec<Move> = values
        .iter()
        .map(|&(cell, value)| {
            let square = Square::new(cell / cols, cell % cols);
            let mut next = game.clone();
            let child = next
                .play(square)
                .ok()
                .and_then(|_| key(&next))
                .map(|(k, _)| (k, next.turn() == turn));
            Move { cell, value, child }
        })
        .collect();
    moves.sort_by_key(|m| m.cell);
    Node {
        empties: game.empties(),
        moves,
    }
}
