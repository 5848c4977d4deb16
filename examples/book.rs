//! Grows the opening books (`assets/book.bin`) with the engine's own searches.
//!
//!     cargo run --release --no-default-features --example book -- --boards 8x8 --positions 4000
//!
//! For each board named (ROWSxCOLS, `:fewest` for "fewest discs wins"), the book in `--out` is
//! grown on (or started from the start position) by drop-out expansion (see
//! `othello_engine::book_build`): every legal move of each new position is valued by a search
//! of `--depth` plies (exactly from `--exact` empty cells), and the book grows where its lines
//! stay closest to the best play, wider near the start by `--ply-cost`. Progress is printed
//! after every step; the file is written every `--save-every` positions, at the end, and on
//! Ctrl-C (the step under way is dropped). The same options give the same book, whether it was
//! grown in one run or several, and with any number of threads. The other boards' books in the
//! file are kept.
//!
//! The 6×6 book is perfect play, exact from the first move, down to a floor of empty cells:
//!
//!     cargo run --release --no-default-features --example book -- --boards 6x6 --exact 32 \
//!         --ply-cost 0 --max-cost 0 --min-empties 24 --positions 100000
//!
//! `--wthor PATH` first lays into the 8×8 book the positions people reach in the WTHOR games
//! (the first `--wthor-plies` moves, positions reached by `--wthor-min-games` games or more),
//! then it grows by cost as above:
//!
//!     cargo run --release --no-default-features --example book -- --boards 8x8 --depth 16 \
//!         --fresh --wthor ../shared/wthor --wthor-plies 20 --wthor-min-games 200 --positions 3000
//!
//! `--stats N` grows nothing: it plays N games through each book as Expert chooses, and with
//! `--time-saved M` times Expert's first M moves of the first game with the book and without.

use clap::Parser;
use othello_core::{Game, Options, WinRule};
use othello_engine::book::{Book, BookSet};
use othello_engine::book_build::{Builder, Settings, Step};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// Grow the opening books.
#[derive(Parser)]
struct Cli {
    /// The boards (ROWSxCOLS, or ROWSxCOLS:fewest; comma-separated).
    #[arg(long, value_delimiter = ',', default_value = "8x8")]
    boards: Vec<String>,
    /// Grow each book to this many positions.
    #[arg(long, default_value_t = 2000)]
    positions: usize,
    /// Midgame depth of each position's analysis.
    #[arg(long, default_value_t = 10)]
    depth: u32,
    /// Solve exactly from this many empty cells.
    #[arg(long, default_value_t = 0)]
    exact: u32,
    /// What a ply costs a line, in discs (higher: wider, shallower).
    #[arg(long, default_value_t = 1.0)]
    ply_cost: f64,
    /// Expand no line costing more than this, in discs (with --ply-cost 0 and --max-cost 0:
    /// only the best moves).
    #[arg(long)]
    max_cost: Option<f64>,
    /// Add no position with fewer empty cells than this (0: none).
    #[arg(long, default_value_t = 0)]
    min_empties: u32,
    /// Positions analysed in each step (part of what the book is: keep it to grow a book on).
    #[arg(long, default_value_t = 8)]
    batch: usize,
    /// Threads analysing positions (the book does not depend on it).
    #[arg(long, default_value_t = std::thread::available_parallelism().map_or(1, |n| n.get()))]
    threads: usize,
    /// Write the file after every this many new positions.
    #[arg(long, default_value_t = 200)]
    save_every: usize,
    /// Start each book afresh instead of growing the one in the file.
    #[arg(long)]
    fresh: bool,
    /// The book file.
    #[arg(long, default_value = "assets/book.bin")]
    out: PathBuf,
    /// Grow nothing: for each board, play this many games from the start with both sides
    /// choosing as Expert does in the book (seeds 1, 2, …) and print how far they stay in it
    /// and how many distinct lines they play.
    #[arg(long)]
    stats: Option<u64>,
    /// With --stats: time Expert on the first this many book moves of the first game, with the
    /// book and without it (one thread).
    #[arg(long, default_value_t = 0)]
    time_saved: usize,
    /// Before growing by cost, lay into the 8×8 book the lines people play: every position
    /// of the first `--wthor-plies` moves of the games of this WTHOR database (a folder of
    /// `.wtb` files, one file, or the federation's `.zip` files) that at least
    /// `--wthor-min-games` of them reach (up to the board's symmetries), shallowest first.
    #[arg(long, value_name = "PATH")]
    wthor: Option<PathBuf>,
    /// How deep into the games to take positions (with --wthor).
    #[arg(long, default_value_t = 20)]
    wthor_plies: usize,
    /// How many games must reach a position for it to be taken (with --wthor).
    #[arg(long, default_value_t = 100)]
    wthor_min_games: usize,
}

/// The positions of the first `plies` moves of the games in the WTHOR database at `path`
/// reached by at least `min_games` of them (the same position up to symmetry counted once per
/// game), shallowest first and, at one depth, the most played first.
fn played_positions(path: &Path, plies: usize, min_games: usize) -> Result<Vec<Game>, String> {
    let database = othello_archive::Database::open(&[path]);
    if database.games.is_empty() {
        return Err(format!("{}: no games", path.display()));
    }
    // Per position: the games reaching it, the ply and a game standing at it.
    let mut seen: HashMap<Vec<u8>, (usize, usize, Game)> = HashMap::new();
    for record in &database.games {
        let mut game = Game::new(Options::default()).expect("the standard board");
        let mut this_game = std::collections::HashSet::new();
        for (ply, &m) in record.record.moves.iter().take(plies).enumerate() {
            if game.play(m).is_err() {
                break;
            }
            let Some((key, _)) = othello_engine::book::key(&game) else {
                continue;
            };
            if this_game.insert(key.clone()) {
                seen.entry(key)
                    .or_insert_with(|| (0, ply + 1, game.clone()))
                    .0 += 1;
            }
        }
    }
    let mut taken: Vec<(usize, usize, Game)> = seen
        .into_values()
        .filter(|(games, _, _)| *games >= min_games)
        .collect();
    taken.sort_by_key(|(games, ply, _)| (*ply, std::cmp::Reverse(*games)));
    let deepest = taken.iter().map(|t| t.1).max().unwrap_or(0);
    println!(
        "  {}: {} games; {} positions of their first {plies} moves reached by {min_games} or more (to ply {deepest})",
        path.display(),
        database.games.len(),
        taken.len()
    );
    Ok(taken.into_iter().map(|(_, _, g)| g).collect())
}

/// Expert's book move (within a disc of the best) at `ply` of stats game number `game_seed`.
fn expert_choice(
    book: &Book,
    game: &othello_core::Game,
    game_seed: u64,
    ply: usize,
) -> Option<othello_engine::book::BookMove> {
    book.choose(game, 100, game_seed.wrapping_mul(0x9e37_79b9) + ply as u64)
}

/// Expert's time on the first `plies` moves of the first stats game (seed 1), with the book
/// and without it, one thread.
fn time_saved(book: &Book, plies: usize) {
    use othello_engine::{Level, Limits, Search};
    let cancel = AtomicBool::new(false);
    let mut game = othello_core::Game::new(book.options()).expect("valid");
    let mut with = Vec::new();
    let mut without = Vec::new();
    for ply in 0..plies {
        let Some(m) = expert_choice(book, &game, 1, ply) else {
            break;
        };
        let expert = Limits {
            seed: 1,
            threads: 1,
            ..Level::Expert.limits()
        };
        let time = |limits: &Limits| {
            let r = Search::new(&game)
                .limits(*limits)
                .cancel(&cancel)
                .run()
                .expect("a move");
            (r.elapsed.as_secs_f64(), r.book, r.exact)
        };
        let (t, from_book, _) = time(&expert);
        with.push(t);
        let (slow, _, exact) = time(&Limits {
            book: None,
            ..expert
        });
        without.push(slow);
        println!(
            "  move {}: {:.4} s with the book{}, {:.2} s without{}",
            ply + 1,
            t,
            if from_book { "" } else { " (searched)" },
            slow,
            if exact { " (solved)" } else { "" }
        );
        game.play(m.square).expect("a book move is legal");
    }
    let sum = |v: &[f64]| v.iter().sum::<f64>();
    println!(
        "{}x{} {:?}: Expert's first {} moves took {:.3} s with the book, {:.1} s without",
        book.rows,
        book.cols,
        book.win_rule,
        with.len(),
        sum(&with),
        sum(&without)
    );
}

/// `games` games from the start of `book`'s board, both sides taking a book move within
/// Expert's margin (1 disc) while there is one: the moves played from the book in each, and the
/// number of distinct lines.
fn stats(book: &Book, games: u64) {
    let mut lines = std::collections::HashSet::new();
    let mut plies = Vec::new();
    for seed in 1..=games {
        let mut game = othello_core::Game::new(book.options()).expect("valid");
        let mut line = Vec::new();
        while let Some(m) = expert_choice(book, &game, seed, line.len()) {
            game.play(m.square).expect("a book move is legal");
            line.push(m.square);
        }
        plies.push(line.len());
        lines.insert(line);
    }
    plies.sort_unstable();
    println!(
        "{}x{} {:?}: {} positions (depth {}, exact from {}); {games} games choosing as Expert: {} distinct book lines, moves from the book per game: median {}, fewest {}, most {}",
        book.rows,
        book.cols,
        book.win_rule,
        book.entries.len(),
        book.depth,
        book.exact_empties,
        lines.len(),
        plies[plies.len() / 2],
        plies[0],
        plies[plies.len() - 1]
    );
}

fn parse_board(text: &str) -> Option<Options> {
    let (size, win_rule) = match text.split_once(':') {
        None => (text, WinRule::MostDiscs),
        Some((size, "fewest")) => (size, WinRule::FewestDiscs),
        Some((size, "most")) => (size, WinRule::MostDiscs),
        Some(_) => return None,
    };
    let (r, c) = size.split_once(['x', 'X'])?;
    let options = Options {
        rows: r.trim().parse().ok()?,
        cols: c.trim().parse().ok()?,
        win_rule,
        ..Options::default()
    };
    options.validate().is_ok().then_some(options)
}

fn save(set: &mut BookSet, book: Book, path: &Path) -> Result<usize, String> {
    let same = |b: &Book| (b.rows, b.cols, b.win_rule) == (book.rows, book.cols, book.win_rule);
    set.books.retain(|b| !same(b));
    set.books.push(book);
    set.books
        .sort_by_key(|b| (b.win_rule == WinRule::FewestDiscs, b.rows, b.cols));
    let bytes = set.to_bytes();
    std::fs::write(path, &bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(bytes.len())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut boards = Vec::new();
    for b in &cli.boards {
        let Some(options) = parse_board(b) else {
            eprintln!("book: '{b}' is not a board like 8x8 or 8x8:fewest (even sizes 4 to 16)");
            return ExitCode::from(2);
        };
        boards.push(options);
    }
    let mut set = match std::fs::read(&cli.out) {
        Ok(bytes) => match BookSet::from_bytes(&bytes) {
            Ok(set) => set,
            Err(e) => {
                eprintln!(
                    "book: {}: {e}; move it away to start a new file",
                    cli.out.display()
                );
                return ExitCode::FAILURE;
            }
        },
        Err(_) => BookSet::default(),
    };
    if let Some(games) = cli.stats {
        for options in boards {
            match set.for_options(&options) {
                Some(book) => {
                    stats(book, games.max(1));
                    if cli.time_saved > 0 {
                        time_saved(book, cli.time_saved);
                    }
                }
                None => println!("{}x{}: no book", options.rows, options.cols),
            }
        }
        return ExitCode::SUCCESS;
    }
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = cancel.clone();
    if let Err(e) = ctrlc::set_handler(move || flag.store(true, Ordering::Relaxed)) {
        eprintln!("book: cannot catch Ctrl-C ({e}); it will stop without saving");
    }
    let discs = |d: f64| (d * 100.0).round() as i32;
    let settings = Settings {
        depth: cli.depth,
        exact_empties: cli.exact,
        ply_cost: discs(cli.ply_cost),
        max_cost: cli.max_cost.map(discs),
        min_empties: cli.min_empties,
        batch: cli.batch,
        threads: cli.threads,
    };
    for options in boards {
        let existing = set.for_options(&options).filter(|_| !cli.fresh);
        if let Some(b) = existing
            && (u32::from(b.depth), u32::from(b.exact_empties)) != (cli.depth, cli.exact)
        {
            eprintln!(
                "book: the {}x{} book in {} was searched to depth {} exact from {}; grow it with those or --fresh",
                b.rows,
                b.cols,
                cli.out.display(),
                b.depth,
                b.exact_empties
            );
            return ExitCode::from(2);
        }
        let mut builder = match existing {
            Some(b) => Builder::resume(b, settings),
            None => Builder::new(options, settings),
        };
        println!(
            "{}x{} {:?}: {} positions in the book, growing to {} (depth {}, exact from {}, ply cost {} discs{})",
            options.rows,
            options.cols,
            options.win_rule,
            builder.len(),
            cli.positions,
            cli.depth,
            cli.exact,
            cli.ply_cost,
            cli.max_cost
                .map_or(String::new(), |m| format!(", lines up to {m} discs"))
        );
        let started = Instant::now();
        let mut saved = builder.len();
        let mut complete = false;
        if let Some(path) = &cli.wthor {
            if (options.rows, options.cols, options.win_rule) != (8, 8, WinRule::MostDiscs) {
                eprintln!("book: --wthor: WTHOR games are 8x8 \"most discs wins\" games");
                return ExitCode::from(2);
            }
            let played = match played_positions(path, cli.wthor_plies, cli.wthor_min_games) {
                Ok(played) => played,
                Err(e) => {
                    eprintln!("book: --wthor {e}");
                    return ExitCode::from(2);
                }
            };
            for chunk in played.chunks(cli.batch.max(1)) {
                match builder.add_positions(chunk, &cancel) {
                    Step::Added(0) => continue,
                    Step::Added(n) => println!(
                        "  {} positions (+{n} played), {:.0} s",
                        builder.len(),
                        started.elapsed().as_secs_f64()
                    ),
                    Step::Complete | Step::Cancelled => break,
                }
                if builder.len() >= saved + cli.save_every {
                    if let Err(e) = save(&mut set, builder.book(), &cli.out) {
                        eprintln!("book: {e}");
                        return ExitCode::FAILURE;
                    }
                    saved = builder.len();
                }
            }
        }
        while builder.len() < cli.positions && !cancel.load(Ordering::Relaxed) {
            match builder.step(&cancel) {
                Step::Added(n) => println!(
                    "  {} positions (+{n}), {:.0} s",
                    builder.len(),
                    started.elapsed().as_secs_f64()
                ),
                Step::Complete => {
                    complete = true;
                    break;
                }
                Step::Cancelled => break,
            }
            if builder.len() >= saved + cli.save_every {
                if let Err(e) = save(&mut set, builder.book(), &cli.out) {
                    eprintln!("book: {e}");
                    return ExitCode::FAILURE;
                }
                saved = builder.len();
            }
        }
        match save(&mut set, builder.book(), &cli.out) {
            Ok(bytes) => println!(
                "  {} positions{} in {:.0} s; wrote {} ({bytes} bytes)",
                builder.len(),
                if complete { " (complete)" } else { "" },
                started.elapsed().as_secs_f64(),
                cli.out.display()
            ),
            Err(e) => {
                eprintln!("book: {e}");
                return ExitCode::FAILURE;
            }
        }
        if cancel.load(Ordering::Relaxed) {
            println!("stopped; run the same command again to grow on");
            return ExitCode::from(130);
        }
    }
    ExitCode::SUCCESS
}
