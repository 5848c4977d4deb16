//! Perft counts from `tests/data/perft.txt`: every row against the fast core, and the rows with
//! small trees against the plain reference implementation as well.
//!
//! The larger rows that only this core had counted (6×6 Full depth 8, 4×6 Full depths 9–10,
//! 4×4 Simple depths 6–10, 6×6 Simple depths 5–6 and 8×8 Simple depth 5: up to 36.5 million
//! leaves) take the reference too long for every `cargo test`: an ignored test recounts every
//! row that is not a published count, on as many threads as there are cores. CI runs it
//! optimised (22 to 32 s on 2 cores, nearly all of it the one 4×4 Simple depth-10 row):
//!
//! ```text
//! cargo test --release -p othello-core --test perft -- --ignored
//! ```

mod common;

use common::Reference;
use othello_core::{Game, Options, Player, RuleSet, WinRule};
use std::sync::Mutex;

struct Row {
    options: Options,
    depth: u32,
    leaves: u64,
    line: usize,
}

fn player(s: &str) -> Player {
    match s {
        "B" => Player::Black,
        "W" => Player::White,
        other => panic!("bad player {other}"),
    }
}

fn rows() -> Vec<Row> {
    let text = include_str!("data/perft.txt");
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(f.len(), 7, "line {}: {line}", i + 1);
        let options = Options {
            rows: f[0].parse().expect("rows"),
            cols: f[1].parse().expect("cols"),
            first: player(f[2]),
            top_left: player(f[3]),
            win_rule: WinRule::MostDiscs,
            rules: match f[4] {
                "full" => RuleSet::Full,
                "simple" => RuleSet::Simple,
                other => panic!("bad rules {other}"),
            },
        };
        rows.push(Row {
            options,
            depth: f[5].parse().expect("depth"),
            leaves: f[6].parse().expect("leaves"),
            line: i + 1,
        });
    }
    rows
}

#[test]
fn standard_board_matches_the_published_counts() {
    let published = [4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288];
    let game = Game::new(Options {
        top_left: Player::Black,
        ..Options::default()
    })
    .expect("valid");
    let standard = Game::new(Options::default()).expect("valid");
    for (depth, &leaves) in (1..).zip(&published) {
        assert_eq!(game.perft(depth), leaves, "depth {depth}");
        if depth <= 7 {
            assert_eq!(
                standard.perft(depth),
                leaves,
                "either centre arrangement gives the same counts"
            );
        }
    }
}

#[test]
fn data_file_counts_match_the_core() {
    let rows = rows();
    assert!(rows.len() > 100);
    for row in rows {
        let game = Game::new(row.options).expect("valid");
        assert_eq!(
            game.perft(row.depth),
            row.leaves,
            "perft.txt line {}",
            row.line
        );
    }
}

#[test]
fn data_file_counts_match_the_reference_where_small() {
    let mut checked = 0;
    for row in rows().into_iter().filter(|r| r.leaves <= 60_000) {
        let reference = Reference::new(row.options);
        assert_eq!(
            reference.perft(row.depth),
            row.leaves,
            "perft.txt line {}",
            row.line
        );
        checked += 1;
    }
    assert!(checked >= 60, "only {checked} rows were small enough");
}

/// The published counts: 8×8 under the Full rules, from any of the four starts (they are
/// mirror images or colour swaps of one another). Every other row is this core's own count.
fn published(row: &Row) -> bool {
    (row.options.rows, row.options.cols, row.options.rules) == (8, 8, RuleSet::Full)
}

#[test]
#[ignore = "minutes with the reference implementation; run with --release -- --ignored"]
fn every_unpublished_count_matches_the_reference() {
    let mut todo: Vec<Row> = rows().into_iter().filter(|r| !published(r)).collect();
    assert!(todo.len() > 100, "only {} rows", todo.len());
    // Largest first, shared out over the cores as they come free.
    todo.sort_by_key(|r| r.leaves);
    let todo = Mutex::new(todo);
    let wrong = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let Some(row) = todo.lock().expect("no panics under the lock").pop() else {
                        break;
                    };
                    let counted = Reference::new(row.options).perft(row.depth);
                    if counted != row.leaves {
                        wrong
                            .lock()
                            .expect("no panics under the lock")
                            .push(format!(
                                "perft.txt line {}: {} in the file, {counted} by the reference",
                                row.line, row.leaves
                            ));
                    }
                }
            });
        }
    });
    let wrong = wrong.into_inner().expect("no panics under the lock");
    assert!(wrong.is_empty(), "{wrong:#?}");
}
