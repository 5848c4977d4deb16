//! Laying chosen positions into a book as one piece of work (a player's own book): its
//! progress, the grown book it hands back, a cancel, and the same work as a job sent as text
//! (as a browser's worker gets it).

use othello_core::{Game, Options, Square};
use othello_engine::book::{Book, BookSet};
use othello_engine::book_build::{Builder, Laying, Settings, Step, lay};
use othello_engine::{GameData, Job, Report};
use std::sync::atomic::AtomicBool;

fn six() -> Options {
    Options {
        rows: 6,
        cols: 6,
        ..Options::default()
    }
}

fn settings() -> Settings {
    Settings {
        depth: 2,
        batch: 4,
        threads: 1,
        ..Settings::default()
    }
}

/// A 6x6 book of its first `positions` positions.
fn base(positions: usize) -> Book {
    let cancel = AtomicBool::new(false);
    let mut b = Builder::new(six(), settings());
    while b.len() < positions {
        assert!(matches!(b.step(&cancel), Step::Added(_)));
    }
    b.book()
}

/// The positions after each of `length` moves of a line on the 6x6 board (each move the
/// last legal one but `skew`, so that the line soon leaves a small book).
fn line(length: usize, skew: usize) -> Vec<Game> {
    let mut game = Game::new(six()).unwrap();
    let mut out = Vec::new();
    for _ in 0..length {
        let moves: Vec<Square> = game.moves().iter().collect();
        let m = moves[moves.len() - 1 - skew.min(moves.len() - 1)];
        game.play(m).unwrap();
        out.push(game.clone());
    }
    out
}

/// Every report of laying `games` into `base`.
fn reports(base: &Book, games: &[Game], cancel: bool) -> Vec<Laying> {
    let mut out = Vec::new();
    lay(
        base,
        games,
        settings(),
        &AtomicBool::new(cancel),
        &mut |l| out.push(l.clone()),
    );
    out
}

fn book_of(bytes: &[u8]) -> Book {
    let mut set = BookSet::from_bytes(bytes).expect("a book file");
    assert_eq!(set.books.len(), 1);
    set.books.remove(0)
}

#[test]
fn laid_positions_are_counted_reported_and_handed_back_in_the_grown_book() {
    let base = base(6);
    let mut games = line(8, 1);
    // Held already, or twice, or of another board: not laid in, not counted.
    let held: Vec<Game> = games
        .iter()
        .filter(|g| base.lookup(g).is_some())
        .cloned()
        .collect();
    let new: usize = games.len() - held.len();
    assert!(new >= 4, "the line leaves the small book");
    games.push(games[5].clone());
    games.push(Game::new(Options::default()).unwrap());

    let all = reports(&base, &games, false);
    let first = all.first().unwrap();
    assert_eq!(
        (first.done, first.total, first.book.is_some()),
        (0, new, false)
    );
    for pair in all.windows(2) {
        assert!(pair[0].done < pair[1].done, "progress goes forward");
        assert_eq!(pair[0].total, new);
        assert!(
            pair[0].book.is_none(),
            "only the last report carries the book"
        );
    }
    let last = all.last().unwrap();
    assert_eq!(last.done, new);
    let grown = book_of(last.book.as_ref().expect("the grown book"));
    // The book as the builder grows it from the base with these positions.
    let mut builder = Builder::resume(&base, settings());
    builder.add_positions(&games, &AtomicBool::new(false));
    assert_eq!(grown, builder.book());
    assert_eq!(grown.entries.len(), base.entries.len() + new);
    for g in games.iter().filter(|g| g.rows() == 6) {
        assert!(
            grown.lookup(g).is_some(),
            "{:?} was laid in",
            g.moves_played()
        );
    }
    for e in &base.entries {
        assert!(
            grown.entries.iter().any(|x| x.key == e.key),
            "the base's positions stay"
        );
    }

    // Nothing new: one report, nothing to lay in, no book.
    let nothing = reports(&base, &held, false);
    assert_eq!(nothing, vec![Laying::default()]);
    // Cancelled: no book is handed back.
    let cancelled = reports(&base, &games, true);
    assert!(cancelled.iter().all(|l| l.book.is_none()), "{cancelled:?}");
}

#[test]
fn the_same_work_sent_as_a_job_in_text_hands_back_the_same_book() {
    let base = base(6);
    let games = line(5, 1);
    let job = Job::LayIntoBook {
        book: BookSet {
            books: vec![base.clone()],
        }
        .to_bytes(),
        positions: games.iter().map(GameData::of).collect(),
        settings: settings(),
    };
    // As the page hands it to its worker, and the worker's reports back.
    let text = ron::to_string(&job).unwrap();
    let job: Job = ron::from_str(&text).unwrap();
    let mut last = None;
    job.run(&AtomicBool::new(false), &mut |report| {
        let text = ron::to_string(&report).unwrap();
        last = Some(ron::from_str::<Report>(&text).unwrap());
    });
    let Some(Report::Laying(laying)) = last else {
        panic!("the job reported {last:?}");
    };
    let direct = reports(&base, &games, false);
    assert_eq!(Some(&laying), direct.last());
    assert!(laying.book.is_some());
    // A job whose book is not a book file reports nothing.
    let broken = Job::LayIntoBook {
        book: b"not a book".to_vec(),
        positions: games.iter().map(GameData::of).collect(),
        settings: settings(),
    };
    let mut any = false;
    broken.run(&AtomicBool::new(false), &mut |_| any = true);
    assert!(!any);
}
