//! Opening names: every line of the list replays and names its position, from every first
//! move, by any move order that reaches the same position, and only on the standard board.

use othello_core::{Game, Options, RuleSet, Square, WinRule};
use othello_openings::{self as openings, Opening};

fn play(moves: &[Square]) -> Option<Game> {
    let mut game = Game::new(Options::default()).ok()?;
    for &m in moves {
        game.play(m).ok()?;
    }
    Some(game)
}

fn line(text: &str) -> Vec<Square> {
    text.as_bytes()
        .chunks(2)
        .map(|p| std::str::from_utf8(p).unwrap().parse().unwrap())
        .collect()
}

/// The four symmetries of the start, on squares.
fn symmetries() -> [fn(Square) -> Square; 4] {
    [
        |s| s,
        |s| Square::new(7 - s.row, 7 - s.col),
        |s| Square::new(s.col, s.row),
        |s| Square::new(7 - s.col, 7 - s.row),
    ]
}

#[test]
fn every_line_of_the_list_replays() {
    let (list, bad) = openings::list();
    assert_eq!(bad, Vec::<usize>::new(), "lines that do not replay");
    assert_eq!(list.len(), 77, "the published list has 77 named openings");
}

#[test]
fn well_known_lines_get_their_names() {
    for (moves, name) in [
        ("f5d6c3d3c4", "Tiger"),
        ("c4e3f6e6f5", "Tiger"),
        ("e6f4c3c4d3", "Tiger"),
        ("d3c5d6e3f4c6f5c3c4b5", "Rose"),
        ("f5d6c4d3c5", "Cat"),
        ("f5f6e6f4c3", "Buffalo/Kenichi Variation"),
        ("f5f4", "Parallel Opening"),
        ("f5d6", "Perpendicular Opening"),
        ("f5f6", "Diagonal Opening"),
    ] {
        let Some(game) = play(&line(moves)) else {
            panic!("{moves} does not replay");
        };
        assert_eq!(openings::name(&game), Some(name), "{moves}");
    }
}

#[test]
fn every_opening_is_named_from_every_first_move() {
    let (list, _) = openings::list();
    for Opening { name, moves } in &list {
        let named = openings::name(&play(moves).unwrap());
        assert!(named.is_some(), "{name}");
        for f in symmetries() {
            let turned: Vec<Square> = moves.iter().map(|&s| f(s)).collect();
            let game = play(&turned).unwrap_or_else(|| panic!("{name} turned does not replay"));
            assert_eq!(openings::name(&game), named, "{name}, turned");
        }
    }
}

#[test]
fn another_move_order_to_the_same_position_gets_the_same_name() {
    let (list, _) = openings::list();
    let mut transpositions = 0;
    for Opening { moves, .. } in &list {
        let Some(target) = play(moves) else { continue };
        let named = openings::name(&target);
        // Swap two moves of the same player.
        for i in 0..moves.len() {
            for j in (i + 2..moves.len()).step_by(2) {
                let mut other = moves.clone();
                other.swap(i, j);
                let Some(game) = play(&other) else { continue };
                if (0..8).all(|r| {
                    (0..8).all(|c| game.cell(Square::new(r, c)) == target.cell(Square::new(r, c)))
                }) {
                    transpositions += 1;
                    assert_eq!(openings::name(&game), named, "{other:?}");
                }
            }
        }
    }
    assert!(
        transpositions >= 10,
        "only {transpositions} transpositions found"
    );
}

#[test]
fn leaving_the_book_keeps_the_last_name_and_other_boards_have_none() {
    // Some move after the Tiger leaves the book (others lead to named continuations).
    let tiger = play(&line("f5d6c3d3c4")).unwrap();
    let out_of_book = tiger
        .moves()
        .to_vec()
        .into_iter()
        .filter(|&m| {
            let mut game = tiger.clone();
            game.play(m).unwrap();
            openings::name(&game) == Some("Tiger")
        })
        .count();
    assert!(out_of_book > 0);
    assert_eq!(
        openings::name(&Game::new(Options::default()).unwrap()),
        None
    );
    for options in [
        Options {
            rows: 10,
            cols: 10,
            ..Options::default()
        },
        Options {
            rules: RuleSet::Simple,
            ..Options::default()
        },
    ] {
        let mut game = Game::new(options).unwrap();
        for _ in 0..5 {
            let m = game.moves().iter().next().unwrap();
            game.play(m).unwrap();
        }
        assert_eq!(openings::name(&game), None);
    }
    // The win rule does not change the moves' names.
    let mut fewest = Game::new(Options {
        win_rule: WinRule::FewestDiscs,
        ..Options::default()
    })
    .unwrap();
    for m in line("f5d6c3d3c4") {
        fewest.play(m).unwrap();
    }
    assert_eq!(openings::name(&fewest), Some("Tiger"));
}

#[test]
fn every_xot_opening_is_eight_legal_moves_from_the_standard_start_and_they_are_distinct() {
    use othello_openings::xot;
    assert_eq!(xot::bad_lines(), &[] as &[usize]);
    assert_eq!(xot::count(), 3623);
    let mut seen = std::collections::HashSet::new();
    for i in 0..xot::count() {
        let game = xot::game(i).expect("an XOT opening replays");
        assert_eq!(game.moves_played().len(), 8, "opening {i}");
        assert!(!game.is_over());
        assert!(
            seen.insert(xot::moves(i).unwrap().to_vec()),
            "opening {i} repeats"
        );
    }
    // The list's first line, as published.
    let first: Vec<String> = xot::moves(0)
        .unwrap()
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(first.concat(), "f5d6c4d3c2b3b4b5");
    assert!(xot::moves(xot::count()).is_none());
}

#[test]
fn xot_openings_only_start_a_standard_eight_by_eight_game() {
    use othello_core::{Player, RuleSet, WinRule};
    use othello_openings::xot;
    let standard = Options::default();
    assert!(xot::applies_to(&standard));
    // The win rule does not change the moves.
    let fewest = Options {
        win_rule: WinRule::FewestDiscs,
        ..standard
    };
    assert!(xot::game_with(5, fewest).is_some());
    for options in [
        Options {
            rows: 10,
            cols: 10,
            ..standard
        },
        Options {
            rows: 8,
            cols: 10,
            ..standard
        },
        Options {
            first: Player::White,
            ..standard
        },
        Options {
            top_left: Player::Black,
            ..standard
        },
        Options {
            rules: RuleSet::Simple,
            ..standard
        },
    ] {
        assert!(!xot::applies_to(&options), "{options:?}");
        assert!(xot::game_with(0, options).is_none(), "{options:?}");
    }
}

#[test]
fn random_openings_are_balanced_repeatable_and_sized_to_the_board() {
    use othello_openings::random;
    for (rows, cols, moves) in [(8, 8, 8), (6, 6, 4), (10, 6, 7), (4, 4, 2), (16, 16, 33)] {
        let options = Options {
            rows,
            cols,
            ..Options::default()
        };
        assert_eq!(random::moves_for(&options), moves, "{rows}x{cols}");
        if u32::from(rows) * u32::from(cols) > 100 {
            continue; // the search on 16×16 is for the release build
        }
        let game = random::balanced(options, 11).expect("an opening");
        assert_eq!(game.moves_played().len() as u32, moves, "{rows}x{cols}");
        assert_eq!(game.options(), &options);
        assert_eq!(
            random::balanced(options, 11).unwrap().moves_played(),
            game.moves_played(),
            "the same seed, the same opening"
        );
        if u32::from(rows) * u32::from(cols) >= 36 {
            // Random moves alone would often be further from even than this.
            for seed in 0..12 {
                let game = random::balanced(options, seed).expect("an opening");
                let value = random::balance(&game);
                assert!(
                    value.abs() <= random::MARGIN,
                    "{rows}x{cols}, seed {seed}: {value}"
                );
            }
        }
    }
    // Different seeds give different openings (all eight equal would be a broken generator).
    let options = Options::default();
    let openings: std::collections::HashSet<_> = (0..8)
        .map(|seed| {
            random::balanced(options, seed)
                .unwrap()
                .moves_played()
                .to_vec()
        })
        .collect();
    assert!(openings.len() >= 6, "{}", openings.len());
}
