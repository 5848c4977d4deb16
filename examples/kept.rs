//! What keeping the hash tables from one move to the next buys a timed engine: self-play games
//! in which each side searches with tables of its own kept along the game (as a timed
//! `othello-engine` does), and at every position, beside it, a search with fresh tables and the
//! same time. Prints, per stretch of the game, the mean depth each reached and how often they
//! chose the same move.
//!
//!     cargo run --release --no-default-features --example kept -- [--games 4] [--time 0.25]
//!         [--board 8x8] [--seed 1]
//!
//! The fresh search runs first at each position, so the kept tables never see its work.

use clap::Parser;
use othello_core::Options;
use othello_engine::{self as engine, GameTables, Level, Limits};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Kept against fresh hash tables along self-play games.
#[derive(Parser)]
struct Cli {
    /// Games to play.
    #[arg(long, default_value_t = 4)]
    games: u64,
    /// Seconds per move for each search.
    #[arg(long, default_value_t = 0.25)]
    time: f64,
    /// The board, ROWSxCOLS.
    #[arg(long, default_value = "8x8")]
    board: String,
    /// Seed of the random balanced openings.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Depth sums and counts of one stretch of the game: (fresh, kept, same move, positions).
type Stretch = (u64, u64, u64, u64);

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let (rows, cols) = cli
        .board
        .split_once('x')
        .and_then(|(r, c)| Some((r.parse().ok()?, c.parse().ok()?)))
        .ok_or("--board takes ROWSxCOLS, e.g. 8x8")?;
    let options = Options {
        rows,
        cols,
        ..Options::default()
    };
    let limits = Limits {
        time: Some(Duration::from_secs_f64(cli.time)),
        whole_time: true,
        exact_empties: Level::Expert.limits().exact_empties,
        hash_mib: 16,
        ..Limits::default()
    };
    let cancel = AtomicBool::new(false);
    // Stretches of a sixth of the game each, by empty cells.
    let cells = u32::from(rows) * u32::from(cols) - 4;
    let mut stretches: Vec<Stretch> = vec![(0, 0, 0, 0); 6];
    for g in 0..cli.games {
        let mut game = othello_openings::random::balanced(options, cli.seed + g)
            .ok_or("no balanced opening for this board")?;
        let mut tables = [GameTables::new(16), GameTables::new(16)];
        let mut side = 0;
        while !game.is_over() {
            let empties = game.empties();
            let fresh = engine::Search::new(&game)
                .limits(limits)
                .cancel(&cancel)
                .run()
                .ok_or("a position")?;
            let kept = engine::Search::new(&game)
                .limits(limits)
                .cancel(&cancel)
                .tables(&mut tables[side])
                .run()
                .ok_or("a position")?;
            // Midgame searches only: a solved position's depth is its empty cells.
            if !fresh.exact && !kept.exact && fresh.depth > 0 {
                let s = &mut stretches[((cells - empties) * 6 / cells).min(5) as usize];
                s.0 += u64::from(fresh.depth);
                s.1 += u64::from(kept.depth);
                s.2 += u64::from(fresh.best == kept.best);
                s.3 += 1;
            }
            game.play(kept.best)?;
            side = 1 - side;
        }
        eprintln!("game {} of {} played", g + 1, cli.games);
    }
    println!(
        "{}x{}, {} games, {} s a move, mean depth of the midgame searches:",
        rows, cols, cli.games, cli.time
    );
    println!("| empty cells | positions | fresh tables | kept tables | same move |");
    println!("|---|---|---|---|---|");
    for (k, &(fresh, kept, same, n)) in stretches.iter().enumerate() {
        if n == 0 {
            continue;
        }
        let hi = cells - (k as u32) * cells / 6;
        let lo = cells - ((k as u32 + 1) * cells / 6).min(cells) + 1;
        println!(
            "| {hi}–{lo} | {n} | {:.2} | {:.2} | {:.0} % |",
            fresh as f64 / n as f64,
            kept as f64 / n as f64,
            100.0 * same as f64 / n as f64
        );
    }
    Ok(())
}
