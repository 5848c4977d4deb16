//! The opening book: its file, its values, its symmetries, the builder, and its use by the
//! computer.

mod common;

use othello_core::container::ContainerError;
use othello_core::{Game, Options, Player, RuleSet, Square, WinRule};
use othello_engine::book::{self, Book, BookError, BookSet, Progress};
use othello_engine::book_build::{self, Builder, Settings, Step};
use othello_engine::{Analysis, Level, Limits, Search};
use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

/// Exact entries with at most this many empty cells are analysed again by the sampling test.
const QUICK_SOLVE: u32 = 20;
/// Entries of the 6x6 book with at most this many empty cells are solved again.
const SIX_SOLVED: u32 = 22;

fn sq(name: &str) -> Square {
    name.parse().expect("a cell")
}

fn play(options: Options, moves: &[&str]) -> Game {
    let mut game = Game::new(options).expect("valid options");
    for m in moves {
        game.play(sq(m)).expect("a legal move");
    }
    game
}

fn standard_book() -> &'static Book {
    book::for_options(&Options::default()).expect("an 8x8 book is compiled in")
}

#[test]
fn every_compiled_in_book_reads_and_its_positions_are_legal() {
    let set = BookSet::embedded().expect("the compiled-in book reads");
    assert!(!set.books.is_empty());
    for b in &set.books {
        assert!(!b.entries.is_empty(), "{}x{} is empty", b.rows, b.cols);
        // Its start is in it.
        let start = Game::new(b.options()).expect("valid");
        assert!(
            b.lookup(&start).is_some(),
            "{}x{} lacks its start",
            b.rows,
            b.cols
        );
    }
}

/// The entry's value is the best of its moves, a book move worth its position's value.
#[test]
fn every_book_value_is_the_negamax_of_its_moves() {
    for b in &BookSet::embedded().expect("reads").books {
        for e in &b.entries {
            let game = book::position(&e.key, b.options()).expect("a position");
            let moves = b.moves(&game).expect("in the book");
            assert_eq!(moves.len(), e.moves.len());
            let best = moves.iter().map(|m| m.value).max().expect("a move");
            assert_eq!(best, i32::from(e.value), "{}x{} entry", b.rows, b.cols);
        }
    }
}

/// Sampled entries: a fresh analysis with the book's limits gives every move the value the
/// book keeps for it. (Exact entries with many empty cells take minutes to solve; the 6x6
/// book's are checked by the solver below.)
#[test]
fn book_values_equal_a_fresh_search_of_the_same_depth() {
    let cancel = AtomicBool::new(false);
    for b in &BookSet::embedded().expect("reads").books {
        let quick: Vec<Game> = b
            .entries
            .iter()
            .map(|e| book::position(&e.key, b.options()).expect("a position"))
            .filter(|g| g.empties() > u32::from(b.exact_empties) || g.empties() <= QUICK_SOLVE)
            .collect();
        let step = (quick.len() / 6).max(1);
        for game in quick.iter().step_by(step) {
            let e = b.lookup(game).expect("in the book");
            let limits =
                book_build::analysis_limits(u32::from(b.depth), u32::from(b.exact_empties));
            let analysis = Analysis::request(game)
                .limits(limits)
                .cancel(&cancel)
                .run()
                .expect("analysed");
            let cols = usize::from(b.cols);
            for &(cell, value) in &e.moves {
                let square = Square::new(
                    (usize::from(cell) / cols) as u8,
                    (usize::from(cell) % cols) as u8,
                );
                let fresh = analysis
                    .moves
                    .iter()
                    .find(|m| m.square == square)
                    .expect("every move valued");
                assert_eq!(
                    i32::from(value),
                    fresh.value,
                    "{square} on {}x{}",
                    b.rows,
                    b.cols
                );
            }
        }
    }
}

#[test]
fn symmetric_positions_and_either_colour_read_the_same_entry() {
    let b = standard_book();
    let f5 = play(Options::default(), &["f5"]);
    let entry = b.lookup(&f5).expect("f5 is in the book");
    for first in ["d3", "c4", "e6"] {
        let other = play(Options::default(), &[first]);
        assert_eq!(b.lookup(&other), Some(entry), "{first}");
        // The same values, on the cells the symmetry takes them to.
        let mut a: Vec<i32> = b.moves(&f5).unwrap().iter().map(|m| m.value).collect();
        let mut c: Vec<i32> = b.moves(&other).unwrap().iter().map(|m| m.value).collect();
        a.sort_unstable();
        c.sort_unstable();
        assert_eq!(a, c);
        assert!(
            b.moves(&other)
                .unwrap()
                .iter()
                .all(|m| other.is_legal(m.square)),
            "moves mapped onto the legal cells after {first}"
        );
    }
    // White first: the colours swapped; from the mover's side, an image of the standard start.
    let white_first = Options {
        first: Player::White,
        ..Options::default()
    };
    let start = Game::new(white_first).expect("valid");
    assert_eq!(
        b.lookup(&start),
        b.lookup(&Game::new(Options::default()).unwrap())
    );
}

#[test]
fn the_book_speaks_only_of_its_own_board_and_rules() {
    let b = standard_book();
    let simple = Options {
        rules: RuleSet::Simple,
        ..Options::default()
    };
    assert!(b.lookup(&Game::new(simple).unwrap()).is_none());
    assert!(book::for_options(&simple).is_none());
    let fewest = Options {
        win_rule: WinRule::FewestDiscs,
        ..Options::default()
    };
    assert!(b.lookup(&Game::new(fewest).unwrap()).is_none());
    let other = Options {
        rows: 8,
        cols: 12,
        ..Options::default()
    };
    assert!(book::for_options(&other).is_none());
}

#[test]
fn the_game_leaves_the_book_with_the_first_move_out_of_it() {
    let b = standard_book();
    let mut game = Game::new(Options::default()).unwrap();
    assert_eq!(b.progress(&game), Some(Progress::In));
    // Play book moves, then the worst move, until out.
    let mut played = 0;
    while let Some(moves) = b.moves(&game) {
        let worst = moves.last().expect("a move");
        game.play(worst.square).unwrap();
        played += 1;
        if !worst.in_book {
            break;
        }
    }
    assert!(played > 0);
    if b.lookup(&game).is_none() {
        assert_eq!(b.progress(&game), Some(Progress::LeftWith(played)));
    }
}

fn resealed(mut bytes: Vec<u8>) -> Vec<u8> {
    let n = bytes.len() - 8;
    bytes.truncate(n);
    let sum = bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    bytes.extend(sum.to_le_bytes());
    bytes
}

/// A small book, its file and where its first position's bytes start.
fn small_file() -> (BookSet, Vec<u8>) {
    let b = standard_book();
    let mut small = b.clone();
    small.entries.truncate(3);
    let set = BookSet { books: vec![small] };
    let bytes = set.to_bytes();
    (set, bytes)
}

#[test]
fn a_damaged_book_file_is_refused_with_the_reason() {
    let (set, bytes) = small_file();
    assert_eq!(BookSet::from_bytes(&bytes), Ok(set.clone()));
    // The first entry starts after the header (16 bytes) and the book's header (9 bytes).
    let first = 16 + 9;
    let key_len = 16;

    let mut flipped = bytes.clone();
    flipped[first + 3] ^= 0x40;
    assert!(matches!(
        BookSet::from_bytes(&flipped),
        Err(BookError::Container(ContainerError::Checksum { .. }))
    ));
    let not_a_book = BookSet::from_bytes(b"not a book").unwrap_err();
    assert!(matches!(
        not_a_book,
        BookError::Container(ContainerError::Magic { .. })
    ));
    assert_eq!(
        not_a_book.to_string(),
        "not an opening book file (no OTHBOOK header)"
    );
    let mut version = bytes.clone();
    version[8] = 9;
    assert!(matches!(
        BookSet::from_bytes(&version),
        Err(BookError::Container(ContainerError::Version {
            found: 9,
            ..
        }))
    ));
    let truncated = resealed(bytes[..bytes.len() - 20].to_vec());
    let err = BookSet::from_bytes(&truncated).unwrap_err();
    assert!(
        matches!(err, BookError::Container(ContainerError::Truncated { .. })),
        "{err}"
    );
    assert!(
        err.to_string()
            .starts_with("the opening book ends early (at byte ")
    );
    let mut trailing = bytes[..bytes.len() - 8].to_vec();
    trailing.extend([0, 0, 0]);
    trailing.extend([0; 8]);
    assert_eq!(
        BookSet::from_bytes(&resealed(trailing)),
        Err(BookError::Trailing(3))
    );
    // A key that is no position (a cell of value 3), resealed so only the content is wrong.
    let mut bad_key = bytes.clone();
    bad_key[first] = 0xff;
    let err = BookSet::from_bytes(&resealed(bad_key)).unwrap_err();
    assert!(matches!(err, BookError::Position { index: 0, .. }), "{err}");
    // A move cell that is not a legal move.
    let mut bad_move = bytes.clone();
    let first_move = first + key_len + 2 + 1;
    bad_move[first_move] = 0;
    let err = BookSet::from_bytes(&resealed(bad_move)).unwrap_err();
    assert!(
        err.to_string().contains("legal moves"),
        "{err}: a1 is no move"
    );
    // Two books for one board.
    let twice = BookSet {
        books: vec![set.books[0].clone(), set.books[0].clone()],
    };
    assert!(matches!(
        BookSet::from_bytes(&twice.to_bytes()),
        Err(BookError::Duplicate { .. })
    ));
}

#[test]
fn the_computer_plays_book_moves_and_varies_between_near_equal_ones() {
    let b = standard_book();
    let cancel = AtomicBool::new(false);
    let start = Game::new(Options::default()).unwrap();
    let mut chosen = HashSet::new();
    for seed in 1..=24 {
        let limits = Limits {
            seed,
            ..Level::Expert.limits()
        };
        let r = Search::new(&start)
            .limits(limits)
            .cancel(&cancel)
            .run()
            .expect("a move");
        assert!(r.book, "seed {seed}: from the book");
        assert_eq!(r.nodes, 0);
        let m = b
            .moves(&start)
            .unwrap()
            .into_iter()
            .find(|m| m.square == r.best)
            .expect("a book move");
        assert!(m.in_book);
        chosen.insert(r.best);
    }
    // The four first moves are worth the same: seeds pick different ones.
    assert!(chosen.len() >= 3, "{chosen:?}");
    // Without the book: a search.
    let limits = Limits {
        depth: 4,
        book: None,
        ..Limits::default()
    };
    let r = Search::new(&start)
        .limits(limits)
        .cancel(&cancel)
        .run()
        .expect("a move");
    assert!(!r.book && r.nodes > 0);
    // Out of the book, a level searches.
    let mut out = start.clone();
    while let Some(moves) = b.moves(&out) {
        out.play(moves.last().unwrap().square).unwrap();
    }
    if !out.is_over() {
        let limits = Limits {
            depth: 3,
            time: None,
            ..Level::Advanced.limits()
        };
        assert!(
            !Search::new(&out)
                .limits(limits)
                .cancel(&cancel)
                .run()
                .unwrap()
                .book
        );
    }
}

#[test]
fn a_book_move_is_within_the_margin_of_the_best() {
    let b = standard_book();
    for e in b.entries.iter().take(60) {
        let game = book::position(&e.key, b.options()).unwrap();
        let moves = b.moves(&game).unwrap();
        for seed in 0..8 {
            if let Some(m) = b.choose(&game, 150, seed) {
                assert!(m.in_book);
                assert!(m.value >= moves[0].value - 150);
            } else {
                assert!(!moves[0].in_book, "the best move is out of the book");
            }
        }
    }
}

fn grow(options: Options, settings: Settings, positions: usize) -> Book {
    let cancel = AtomicBool::new(false);
    let mut b = Builder::new(options, settings);
    while b.len() < positions {
        match b.step(&cancel) {
            Step::Added(_) => {}
            Step::Complete => break,
            Step::Cancelled => unreachable!("not cancelled"),
        }
    }
    b.book()
}

#[test]
fn a_book_grows_the_same_whatever_the_threads_and_interruptions() {
    let options = Options {
        rows: 6,
        cols: 6,
        ..Options::default()
    };
    let settings = Settings {
        depth: 3,
        batch: 4,
        threads: 1,
        ..Settings::default()
    };
    let one = grow(options, settings, 40);
    let two = grow(
        options,
        Settings {
            threads: 3,
            ..settings
        },
        40,
    );
    assert_eq!(one, two);
    // Grown to 20, written, read back, grown on to 40: the same book.
    let half = grow(options, settings, 20);
    let bytes = BookSet { books: vec![half] }.to_bytes();
    let back = BookSet::from_bytes(&bytes).unwrap();
    let mut resumed = Builder::resume(&back.books[0], settings);
    let cancel = AtomicBool::new(false);
    while resumed.len() < 40 {
        assert!(matches!(resumed.step(&cancel), Step::Added(_)));
    }
    assert_eq!(resumed.book(), one);
    // Every position of it is reached from the start through book moves.
    let start = Game::new(options).unwrap();
    let mut seen = HashSet::new();
    let mut todo = vec![start];
    while let Some(g) = todo.pop() {
        let Some(e) = one.lookup(&g) else { continue };
        if !seen.insert(e.key.clone()) {
            continue;
        }
        for m in one.moves(&g).unwrap().into_iter().filter(|m| m.in_book) {
            let mut next = g.clone();
            next.play(m.square).unwrap();
            todo.push(next);
        }
    }
    assert_eq!(seen.len(), one.entries.len());
}

#[test]
fn a_cancelled_step_keeps_nothing() {
    let cancel = AtomicBool::new(true);
    let mut b = Builder::new(Options::default(), Settings::default());
    assert_eq!(b.step(&cancel), Step::Cancelled);
    assert!(b.is_empty());
}

/// A book of only the best moves with exact values: every position of perfect play from the
/// start of 4x6 (small enough to solve at once), every move's value the solver's. Grown with a
/// floor of empty cells, it is the same book cut at the floor.
#[test]
fn an_exact_book_of_best_moves_agrees_with_the_solver() {
    let options = Options {
        rows: 4,
        cols: 6,
        ..Options::default()
    };
    let settings = Settings {
        depth: 4,
        exact_empties: 64,
        ply_cost: 0,
        max_cost: Some(0),
        min_empties: 0,
        batch: 4,
        threads: 2,
    };
    let b = grow(options, settings, 10_000);
    assert!(b.entries.len() > 3);
    assert_perfect_play(&b, 0);
    let cancel = AtomicBool::new(false);
    for e in &b.entries {
        let game = book::position(&e.key, options).unwrap();
        let exact = Search::new(&game).exact().cancel(&cancel).run().unwrap();
        assert!(exact.exact);
        assert_eq!(i32::from(e.value), 100 * exact.score);
        for m in b.moves(&game).unwrap() {
            assert!(m.exact);
            assert_eq!(
                m.value,
                solved_move(&game, m.square, &cancel),
                "{}",
                m.square
            );
        }
    }
    let floor = 14;
    let cut = grow(
        options,
        Settings {
            min_empties: floor,
            ..settings
        },
        10_000,
    );
    let at_least = |b: &Book| -> Vec<book::Key> {
        b.entries
            .iter()
            .filter(|e| book::position(&e.key, options).unwrap().empties() >= floor)
            .map(|e| e.key.clone())
            .collect()
    };
    assert!(cut.entries.len() < b.entries.len());
    assert_eq!(at_least(&cut).len(), cut.entries.len());
    assert_eq!(at_least(&cut), at_least(&b));
    assert_perfect_play(&cut, floor);
}

/// Every best move of every entry of `b` with more than `floor` empty cells leads to another
/// entry or ends the game.
fn assert_perfect_play(b: &Book, floor: u32) {
    for e in &b.entries {
        let game = book::position(&e.key, b.options()).expect("a position");
        if game.empties() <= floor {
            continue;
        }
        let moves = b.moves(&game).expect("in the book");
        for m in moves.iter().filter(|m| m.value == i32::from(e.value)) {
            let mut next = game.clone();
            next.play(m.square).unwrap();
            assert!(
                next.is_over() || b.lookup(&next).is_some(),
                "perfect play leaves the book after {} ({} empty cells)",
                m.square,
                game.empties()
            );
        }
    }
}

/// The value of `square` in `game` by a fresh exact solve, for the side to move in `game`.
fn solved_move(game: &Game, square: Square, cancel: &AtomicBool) -> i32 {
    let mut next = game.clone();
    let turn = game.turn();
    next.play(square).expect("legal");
    if next.is_over() {
        return 100 * common::final_for(&next, turn.expect("a mover"));
    }
    let r = Search::new(&next)
        .exact()
        .cancel(cancel)
        .run()
        .expect("solved");
    assert!(r.exact);
    if next.turn() == turn {
        r.value()
    } else {
        -r.value()
    }
}

/// The 6x6 book holds every position of perfect play from the start to the end of the game,
/// exactly valued: its start is worth what Feinstein found (White wins 20-16), every best move
/// of every entry leads to another entry or ends the game, and every move of every entry with
/// few enough empty cells to solve here has the solver's value (above that, the values are
/// the negamax of those).
#[test]
fn the_6x6_book_is_perfect_play_and_agrees_with_the_solver() {
    let options = Options {
        rows: 6,
        cols: 6,
        ..Options::default()
    };
    let b = book::for_options(&options).expect("a 6x6 book");
    assert!(u32::from(b.exact_empties) >= 32, "every entry exact");
    let start = Game::new(options).unwrap();
    assert_eq!(b.lookup(&start).expect("the start").value, -400);
    assert_perfect_play(b, 0);
    let cancel = AtomicBool::new(false);
    let mut solved = 0;
    for e in &b.entries {
        let game = book::position(&e.key, options).expect("a position");
        let moves = b.moves(&game).expect("in the book");
        assert!(moves.iter().all(|m| m.exact));
        if game.empties() <= SIX_SOLVED {
            for m in &moves {
                assert_eq!(
                    m.value,
                    solved_move(&game, m.square, &cancel),
                    "{}",
                    m.square
                );
                solved += 1;
            }
        }
    }
    assert!(solved > 40, "only {solved} moves solved");
    // Expert, which plays 6x6 perfectly, takes its moves from the book: exact, at once.
    let r = Search::new(&start)
        .limits(Level::Expert.limits())
        .cancel(&cancel)
        .run()
        .expect("a move");
    assert!(r.book && r.exact);
    assert_eq!(r.score, -4);
    // Novice (within 6 discs) varies by seed after the first move, out of the perfect line
    // too, never by more than its margin; Expert never leaves it.
    let mut after = start.clone();
    after.play(sq("c2")).unwrap();
    let best = b.lookup(&after).unwrap().value;
    let mut novice = HashSet::new();
    for seed in 1..=16 {
        for (level, margin) in [(Level::Novice, 600), (Level::Expert, 0)] {
            let limits = Limits {
                seed,
                ..level.limits()
            };
            let r = Search::new(&after)
                .limits(limits)
                .cancel(&cancel)
                .run()
                .expect("a move");
            assert!(r.book && r.exact);
            assert!(100 * r.score >= i32::from(best) - margin, "{level:?}");
            if level == Level::Novice {
                novice.insert(r.best);
            }
        }
    }
    assert!(novice.len() >= 2, "{novice:?}");
    assert!(novice.iter().any(|&m| {
        !b.moves(&after)
            .unwrap()
            .iter()
            .any(|x| x.square == m && x.in_book)
    }));
}

/// A line laid into the book (as the lines people play are) is held position by position,
/// valued as grown positions are, reached from the start through book moves, and laid in once.
#[test]
fn a_line_laid_into_the_book_is_held_and_counts_in_its_values() {
    let options = Options::default();
    let settings = Settings {
        depth: 2,
        batch: 4,
        threads: 1,
        ..Settings::default()
    };
    let cancel = AtomicBool::new(false);
    let mut builder = Builder::new(options, settings);
    // A line of play: f5 d6 c3 d3 c4 f4 f6 f3 e6 e7, each position after a move.
    let line: Vec<Square> = ["f5", "d6", "c3", "d3", "c4", "f4", "f6", "f3", "e6", "e7"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    let mut game = Game::new(options).unwrap();
    let mut positions = Vec::new();
    for &m in &line {
        game.play(m).unwrap();
        positions.push(game.clone());
    }
    // Another board's position is not this book's.
    let mut other = Game::new(Options {
        rows: 6,
        cols: 6,
        ..Options::default()
    })
    .unwrap();
    other.play("c2".parse().unwrap()).unwrap();
    positions.push(other.clone());
    assert_eq!(
        builder.add_positions(&positions, &cancel),
        Step::Added(line.len())
    );
    assert_eq!(builder.add_positions(&positions, &cancel), Step::Added(0));
    // The start, laid in by the first step after the line.
    assert_eq!(builder.step(&cancel), Step::Added(1));
    let book = builder.book();
    assert_eq!(book.entries.len(), line.len() + 1);
    // Down the line every move is a book move, and each position's value is the negamax of
    // its moves.
    let mut game = Game::new(options).unwrap();
    for &m in &line {
        let moves = book.moves(&game).expect("in the book");
        assert!(
            moves.iter().any(|b| b.square == m && b.in_book),
            "{m} is not a book move after {:?}",
            game.moves_played()
        );
        let best = moves.iter().map(|b| b.value).max().unwrap();
        assert_eq!(i32::from(book.lookup(&game).unwrap().value), best);
        game.play(m).unwrap();
    }
    assert!(book.lookup(&other).is_none());
}

/// The most played lines of the WTHOR tournament games (each move the one most played there
/// after the moves before it; `othello-archive stats`): the Rose, the Tiger and the Buffalo.
const MAIN_LINES: [&str; 3] = [
    "f5d6c3d3c4f4c5b3c2b4e3e6c6f6a5a4b5a6d7c7e7e8b6d8",
    "f5d6c3d3c4f4f6f3e6e7d7g6g5f7f8h6g8c5c6b4",
    "f5d6c5f4e3c6d3f6e6d7g3c4b4b3g5c3b5e2e7c7",
];

/// The 8×8 book a strong player can trust: it follows the most played lines to their 20th
/// move, calls the drawn start a draw within a disc whatever the first move, and along the
/// main lines says nothing that a search four plies deeper than its own contradicts by more
/// than 2 discs.
#[test]
fn the_8x8_book_follows_the_main_lines_and_a_deeper_search_agrees() {
    let b = standard_book();
    let start = Game::new(Options::default()).unwrap();
    // Every disagreement, so that a failure shows the whole picture.
    let mut wrong = Vec::new();
    for m in b.moves(&start).expect("the start is in the book") {
        if m.value.abs() > 100 {
            wrong.push(format!(
                "the first move {} is worth {} by the book",
                m.square, m.value
            ));
        }
    }
    let cancel = AtomicBool::new(false);
    let deeper = Limits {
        depth: u32::from(b.depth) + 4,
        book: None,
        threads: 1,
        ..Limits::default()
    };
    for line in MAIN_LINES {
        let moves: Vec<Square> = (0..line.len() / 2)
            .map(|i| line[2 * i..2 * i + 2].parse().unwrap())
            .collect();
        let mut game = start.clone();
        let mut in_book = 0;
        for (ply, &m) in moves.iter().enumerate() {
            let Some(entry) = b.lookup(&game) else { break };
            in_book = ply + 1;
            // Every sixth position of the line, searched four plies deeper than the book.
            if ply % 6 == 4 {
                let r = Search::new(&game)
                    .limits(deeper)
                    .cancel(&cancel)
                    .run()
                    .expect("a move");
                let book = i32::from(entry.value);
                if (r.value() - book).abs() > 200 {
                    wrong.push(format!(
                        "after {ply} moves of {line} the book says {book}, depth {} {}",
                        deeper.depth,
                        r.value()
                    ));
                }
            }
            game.play(m).unwrap();
        }
        if in_book < 20 {
            wrong.push(format!("the book leaves {line} after {in_book} moves"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
