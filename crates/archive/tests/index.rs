//! The index against the plain scan of every game, on every query of a sample: positions of the
//! games (by any route and in any orientation), their images, and positions no game reached;
//! and each next move checked on the board.

mod common;

use common::{Rng, games, records, write_games, write_names};
use othello_archive::symmetry::{self, Key};
use othello_archive::{Database, Index, Query, scan};
use othello_core::wthor::{self, Snapshot};
use othello_core::{Game, Options, Player, Square};

fn database(dir: &std::path::Path) -> Database {
    let all = games(0x5eed, 400);
    let (old, new) = all.split_at(150);
    write_names(dir, "WTH", &["Ann", "Bob", "Cy", "Di", "Ed"]);
    write_games(dir, "WTH_2001.wtb", 2001, &records(old, 5));
    write_games(dir, "WTH_2002.wtb", 2002, &records(new, 5));
    let database = Database::open(&[dir]);
    assert_eq!(database.reports, vec![]);
    assert_eq!(database.games.len(), 400);
    database
}

/// The position after `ply` moves of `moves`.
fn position(moves: &[Square], ply: usize) -> Snapshot {
    wthor::replay(&moves[..ply], |_, _| {}).unwrap()
}

#[test]
fn the_symmetries_agree_on_cells_and_bitboards_and_undo_each_other() {
    for s in 0..8 {
        let back = symmetry::inverse(s);
        for index in 0..64u8 {
            let square = Square::new(index / 8, index % 8);
            let image = symmetry::map(s, square);
            assert_eq!(
                symmetry::apply(s, 1 << index),
                1 << (image.row * 8 + image.col),
                "symmetry {s} on {square}"
            );
            assert_eq!(symmetry::map(back, image), square, "symmetry {s} undone");
        }
    }
    // Eight different images of an asymmetric cell.
    let images: std::collections::BTreeSet<Square> = (0..8)
        .map(|s| symmetry::map(s, Square::new(0, 2)))
        .collect();
    assert_eq!(images.len(), 8);
}

/// Where several symmetries give a symmetric position's least image, the key's orientation is
/// the one the index and summary files (the shipped one too) were written with: their next
/// moves are stored in it. The symmetries are named here by what they do to two cells (b2 and
/// c1 tell all eight apart), so that the check holds whatever their numbers; the fingerprint
/// is of the orientations chosen for 3,200 positions, 400 of them symmetric by construction,
/// each in its eight images, as the archive chose them when those files were first written.
#[test]
fn a_symmetric_position_is_keyed_in_the_orientation_the_files_were_written_with() {
    let mut rng = Rng(0x0717);
    // The symmetries in the order of the archive's first numbering.
    let first = [0u8, 2, 1, 3, 4, 6, 7, 5];
    let mut text = String::new();
    for i in 0..400 {
        let x = (rng.below(1 << 30) as u64) << 34
            | (rng.below(1 << 30) as u64) << 4
            | rng.below(16) as u64;
        let y = (rng.below(1 << 30) as u64) << 32 | rng.below(1 << 30) as u64;
        let g = first[i % 8];
        let fold = |b: u64| b | symmetry::apply(g, b);
        let black = fold(x);
        let p = Snapshot {
            black,
            white: fold(y) & !black,
            turn: [Player::Black, Player::White][i % 2],
        };
        for t in first {
            let (_, s) = Key::of(&symmetry::apply_snapshot(t, &p));
            let b2 = symmetry::map(s, Square::new(1, 1));
            let c1 = symmetry::map(s, Square::new(0, 2));
            text.push_str(&format!("{c1}{b2} "));
        }
    }
    assert_eq!(
        othello_core::container::fnv1a(text.as_bytes()),
        0x0f5f_6a64_4c31_3ebd
    );
}

#[test]
fn the_symmetries_are_numbered_as_the_rules_core_numbers_them() {
    for s in 0..8 {
        for index in 0..64u8 {
            let square = Square::new(index / 8, index % 8);
            assert_eq!(
                symmetry::map(s, square),
                othello_core::symmetry::map(s, 8, 8, square)
            );
        }
        assert_eq!(symmetry::inverse(s), othello_core::symmetry::inverse(s));
    }
}

#[test]
fn a_key_is_the_same_for_every_image_and_tells_the_side_to_move() {
    let mut rng = Rng(42);
    for _ in 0..200 {
        let moves = common::random_moves(&mut rng, 40);
        let p = position(&moves, moves.len());
        let (key, _) = Key::of(&p);
        for s in 0..8 {
            assert_eq!(Key::of(&symmetry::apply_snapshot(s, &p)).0, key);
        }
        let other = Snapshot {
            turn: p.turn.opponent(),
            ..p
        };
        assert_ne!(Key::of(&other).0, key);
    }
}

#[test]
fn the_index_answers_every_query_as_the_scan_does() {
    let dir = tempfile::tempdir().unwrap();
    let database = database(dir.path());
    let index = Index::build(&database, 7);
    let total: usize = database
        .games
        .iter()
        .map(|g| g.record.moves.len() + 1)
        .sum();
    assert_eq!(index.len(), total);

    let mut rng = Rng(99);
    let mut queries: Vec<Snapshot> = vec![wthor::START];
    for _ in 0..300 {
        let game = &database.games[rng.below(database.games.len())].record.moves;
        let ply = rng.below(game.len() + 1);
        let p = position(game, ply);
        queries.push(symmetry::apply_snapshot(rng.below(8) as u8, &p));
    }
    // Positions no game reached: random games of their own.
    for _ in 0..50 {
        let moves = common::random_moves(&mut rng, 30);
        queries.push(position(&moves, moves.len()));
    }
    let mut found = 0;
    let mut transposed = 0;
    for q in &queries {
        let query = Query(*q);
        let scanned = scan(&database, &query);
        let indexed = index.answer(&database, &query);
        assert_eq!(indexed, scanned, "query {q:?}");
        found += usize::from(indexed.all.games > 0);
        // Each next move, played on the query's board, reaches an image of the game's own
        // next position.
        for &g in &indexed.games {
            let moves = &database.games[g as usize].record.moves;
            let discs = (q.black | q.white).count_ones() as usize;
            let routes: Vec<Snapshot> = (0..8)
                .map(|s| symmetry::apply_snapshot(s, &position(moves, discs - 4)))
                .collect();
            assert!(routes.contains(q), "game {g} does not reach the query");
            transposed += usize::from(!moves_equal_prefix(moves, q, discs - 4));
            let Some(&next) = moves.get(discs - 4) else {
                continue;
            };
            let hit = index
                .hits(&query)
                .into_iter()
                .find(|&(h, _)| h == g)
                .and_then(|(_, m)| m)
                .unwrap();
            let after = play(q, hit);
            let theirs = position(moves, discs - 3);
            assert!(
                (0..8).any(|s| symmetry::apply_snapshot(s, &theirs) == after),
                "game {g}: {next} maps to {hit}, which does not lead to an image of its position"
            );
        }
    }
    assert!(
        found > 300,
        "the sample's positions should be found: {found}"
    );
    assert!(
        transposed > 0,
        "some games should reach a query by another route"
    );
}

/// Whether the game's own position after `ply` moves is `q` itself (not an image of it).
fn moves_equal_prefix(moves: &[Square], q: &Snapshot, ply: usize) -> bool {
    position(moves, ply) == *q
}

/// The position after playing `square` from `q` (passes settled as the replay settles them).
fn play(q: &Snapshot, square: Square) -> Snapshot {
    let mut setup = othello_core::Setup::empty(Options::default());
    for index in 0..64u8 {
        let cell = Square::new(index / 8, index % 8);
        let disc = if q.black >> index & 1 == 1 {
            Some(Player::Black)
        } else if q.white >> index & 1 == 1 {
            Some(Player::White)
        } else {
            None
        };
        setup.set(cell, disc).unwrap();
    }
    setup.turn = q.turn;
    let mut game = Game::from_setup(&setup).unwrap();
    game.play(square).unwrap();
    Query::of(&game).0
}

#[test]
fn the_games_are_listed_newest_first_with_their_counts() {
    let dir = tempfile::tempdir().unwrap();
    let database = database(dir.path());
    let index = Index::build(&database, 0);
    let answer = index.answer(&database, &Query(wthor::START));
    assert_eq!(answer.all.games, 400);
    assert_eq!(answer.games.len(), 400);
    let years: Vec<u16> = answer
        .games
        .iter()
        .map(|&g| database.games[g as usize].year)
        .collect();
    assert!(years.windows(2).all(|w| w[0] >= w[1]));
    assert_eq!(years[0], 2002);
    let by_move: u32 = answer.moves.iter().map(|m| m.games).sum();
    assert_eq!(by_move, 400);
    assert!(answer.moves.windows(2).all(|w| w[0].games >= w[1].games));
    let all = answer.all;
    assert_eq!(all.black_wins + all.draws + all.white_wins, 400);
}

#[test]
fn the_index_is_saved_and_read_back_and_refuses_damage() {
    let dir = tempfile::tempdir().unwrap();
    let database = database(dir.path());
    let index = Index::build(&database, 0xfeed);
    let bytes = index.to_bytes();
    let read = Index::from_bytes(&bytes).unwrap();
    assert_eq!(read, index);
    assert_eq!(read.fingerprint(), 0xfeed);
    let mut damaged = bytes.clone();
    let middle = damaged.len() / 2;
    damaged[middle] ^= 1;
    let error = Index::from_bytes(&damaged).unwrap_err();
    assert!(error.to_string().contains("damaged"), "{error}");
    assert!(Index::from_bytes(&bytes[..bytes.len() - 9]).is_err());
    assert!(
        Index::from_bytes(b"not an index at all, not at all")
            .unwrap_err()
            .to_string()
            .contains("not a game database index file")
    );
}
