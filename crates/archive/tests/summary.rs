//! The summary of the most played positions agrees with the index wherever it answers, answers
//! exactly where enough games reached the position, and survives its file.

mod common;

use common::{Rng, games, records, write_games, write_names};
use othello_archive::symmetry;
use othello_archive::{Database, Index, Query, Summary};
use othello_core::wthor;

#[test]
fn the_summary_answers_as_the_index_where_enough_games_reached_the_position() {
    let dir = tempfile::tempdir().unwrap();
    write_names(dir.path(), "WTH", &["Ann", "Bob"]);
    write_games(
        dir.path(),
        "WTH_2020.wtb",
        2020,
        &records(&games(77, 500), 2),
    );
    let database = Database::open(&[dir.path()]);
    let index = Index::build(&database, 0);
    let summary = Summary::build(&database, &index, 4);
    assert!(summary.len() > 20, "{} positions", summary.len());

    let mut rng = Rng(5);
    let mut answered = 0;
    for _ in 0..400 {
        let moves = &database.games[rng.below(database.games.len())].record.moves;
        let ply = rng.below(12.min(moves.len() + 1));
        let position = wthor::replay(&moves[..ply], |_, _| {}).unwrap();
        let query = Query(symmetry::apply_snapshot(rng.below(8) as u8, &position));
        let full = index.answer(&database, &query);
        match summary.answer(&query) {
            Some(short) => {
                answered += 1;
                assert!(full.all.games >= 4);
                assert_eq!(short.all, full.all);
                assert_eq!(short.moves, full.moves);
                assert!(short.games.is_empty());
            }
            None => assert!(full.all.games < 4, "{} games", full.all.games),
        }
    }
    assert!(answered > 100, "{answered}");

    let bytes = summary.to_bytes();
    let read = Summary::from_bytes(&bytes).unwrap();
    assert_eq!(read, summary);
    assert_eq!(read.min_games(), 4);
    let mut damaged = bytes;
    damaged[20] ^= 4;
    assert!(Summary::from_bytes(&damaged).is_err());
}

/// What the mutation harness found: a summary file whose counts add up beyond `u32` panicked
/// (an overflow) when read and when its position was asked about. Its counts are now added
/// without overflowing.
#[test]
fn a_summary_whose_counts_overflow_reads_and_answers() {
    static SUMMARY: othello_core::container::Format = othello_core::container::Format {
        magic: *b"OTHSUMRY",
        versions: 1..=1,
        name: "database summary",
        a_name: "a database summary file",
    };
    let start = Query::of(&othello_core::Game::new(Default::default()).unwrap());
    let (key, _) = symmetry::Key::of(&start.0);
    let mut w = othello_core::container::Writer::new(&SUMMARY);
    w.u32(1);
    w.u32(1);
    w.u64(key.0);
    let huge = |w: &mut othello_core::container::Writer| (0..4).for_each(|_| w.u32(u32::MAX));
    huge(&mut w);
    w.u8(2);
    for cell in [37, 44] {
        w.u8(cell);
        huge(&mut w);
    }
    let summary = Summary::from_bytes(&w.finish()).expect("a summary");
    let answer = summary.answer(&start).expect("the start is there");
    assert_eq!(answer.all.games, u32::MAX);
    assert_eq!(answer.moves[0].white_wins, 0);
}
