//! The WTHOR format on small files these tests write: round trips, every kind of damage, and
//! the replay against the rules' own games (passes included).

use othello_core::wthor::{
    self, Damaged, GAME_BYTES, GameError, HEADER_BYTES, Header, PLAYER_NAME_BYTES, Snapshot,
    TOURNAMENT_NAME_BYTES, WthorError, WthorGame,
};
use othello_core::{Game, Options, Player, Square};

mod common;
use common::Rng;

/// A random game played by the rules to its end, or to `limit` moves.
fn random_game(rng: &mut Rng, limit: usize) -> Game {
    let mut game = Game::new(Options::default()).unwrap();
    while game.turn().is_some() && game.moves_played().len() < limit {
        let moves: Vec<Square> = game.moves().iter().collect();
        game.play(moves[rng.below(moves.len())]).unwrap();
    }
    game
}

fn wthor_game(game: &Game, tournament: u16) -> WthorGame {
    WthorGame {
        tournament,
        black: 2 * tournament,
        white: 2 * tournament + 1,
        black_discs: game.counts().black as u8,
        theoretical: 32,
        moves: game.moves_played(),
    }
}

fn bits(game: &Game, player: Player) -> u64 {
    game.discs(player)
        .iter()
        .fold(0, |b, s| b | 1 << (8 * s.row + s.col))
}

fn sq(text: &str) -> Square {
    text.parse().unwrap()
}

#[test]
fn games_round_trip_and_replay_as_the_rules_play_them() {
    let mut rng = Rng::new(0x9e37_79b9_7f4a_7c15);
    let games: Vec<Game> = (0..300)
        .map(|i| random_game(&mut rng, if i % 3 == 0 { 30 } else { 60 }))
        .collect();
    let records: Vec<WthorGame> = games
        .iter()
        .enumerate()
        .map(|(i, g)| wthor_game(g, i as u16))
        .collect();
    let header = Header::games(2025, 24);
    let bytes = wthor::write_games(&header, &records);
    assert_eq!(bytes.len(), HEADER_BYTES + records.len() * GAME_BYTES);
    let file = wthor::read_games(&bytes).unwrap();
    assert_eq!(file.damaged, vec![]);
    assert_eq!(file.games, records);
    assert_eq!(file.header.games, 300);
    assert_eq!((file.header.year, file.header.depth), (2025, 24));
    // The same bytes again from what was read.
    assert_eq!(wthor::write_games(&file.header, &file.games), bytes);

    let mut passes = 0;
    for (game, record) in games.iter().zip(&records) {
        // Each position handed out is the one the rules' game had before that move.
        let mut replayed = Game::new(Options::default()).unwrap();
        let end = wthor::replay(&record.moves, |seen, square| {
            let turn = replayed.turn().unwrap();
            let before = Snapshot {
                black: bits(&replayed, Player::Black),
                white: bits(&replayed, Player::White),
                turn,
            };
            assert_eq!(*seen, before);
            let report = replayed.play(square).unwrap();
            passes += usize::from(report.opponent_passed);
        })
        .unwrap();
        assert_eq!(end.black, bits(game, Player::Black));
        assert_eq!(end.white, bits(game, Player::White));
        // A finished game has no one to move; its turn is the last mover's opponent.
        if let Some(turn) = game.turn() {
            assert_eq!(end.turn, turn);
        }
    }
    assert!(passes > 0, "the sample should hold games with passes");
}

#[test]
fn a_damaged_game_is_reported_by_index_and_the_others_are_read() {
    let mut rng = Rng::new(7);
    let good: Vec<WthorGame> = (0..4)
        .map(|i| wthor_game(&random_game(&mut rng, 60), i))
        .collect();
    let mut bytes = wthor::write_games(&Header::games(2024, 22), &good);
    let record = |i: usize| HEADER_BYTES + i * GAME_BYTES;
    // Game 1: its second move is an illegal cell (a1 is never legal on move 2).
    bytes[record(1) + 8 + 1] = 11;
    // Game 2: a byte that names no cell.
    bytes[record(2) + 8 + 4] = 19;
    // Game 3: a move after the end of the moves.
    bytes[record(3) + 8 + 59] = 0;
    bytes[record(3) + 8 + 58] = 0;
    bytes[record(3) + 8 + 59] = 11;
    let file = wthor::read_games(&bytes).unwrap();
    assert_eq!(file.games, vec![good[0].clone()]);
    assert_eq!(
        file.damaged,
        vec![
            Damaged {
                index: 1,
                error: GameError::Illegal {
                    ply: 2,
                    square: sq("a1")
                }
            },
            Damaged {
                index: 2,
                error: GameError::NotACell { ply: 5, byte: 19 }
            },
            Damaged {
                index: 3,
                error: GameError::AfterEnd {
                    ply: 60,
                    what: "a1".into()
                }
            },
        ]
    );
    assert_eq!(
        file.damaged[0].error.to_string(),
        "move 2: a1 is not a legal move"
    );
}

#[test]
fn a_score_beyond_the_board_and_moves_after_the_games_end_are_refused() {
    let mut rng = Rng::new(11);
    let game = random_game(&mut rng, 60);
    let mut record = wthor_game(&game, 0);
    record.black_discs = 65;
    let file = wthor::read_games(&wthor::write_games(&Header::games(2000, 0), &[record])).unwrap();
    assert_eq!(file.damaged[0].error, GameError::Score(65));

    // A finished game with one more move written after it.
    let mut game = random_game(&mut rng, 60);
    while game.turn().is_some() {
        let m = game.moves().iter().next().unwrap();
        game.play(m).unwrap();
    }
    let mut moves = game.moves_played();
    if moves.len() < 60 {
        moves.push(sq("a1"));
        let error = wthor::replay(&moves, |_, _| {}).unwrap_err();
        assert_eq!(
            error,
            GameError::AfterEnd {
                ply: moves.len(),
                what: "a1".into()
            }
        );
    }
}

#[test]
fn a_file_whose_length_disagrees_with_its_header_is_refused() {
    let mut rng = Rng::new(3);
    let games: Vec<WthorGame> = (0..3)
        .map(|i| wthor_game(&random_game(&mut rng, 60), i))
        .collect();
    let bytes = wthor::write_games(&Header::games(1999, 0), &games);
    // Cut anywhere: no header, or fewer records than counted.
    for cut in 0..bytes.len() {
        let error = wthor::read_games(&bytes[..cut]).unwrap_err();
        if cut < HEADER_BYTES {
            assert_eq!(error, WthorError::NoHeader { length: cut });
        } else {
            assert_eq!(
                error,
                WthorError::Truncated {
                    declared: 3,
                    found: (cut - HEADER_BYTES) / GAME_BYTES,
                    size: GAME_BYTES
                },
                "cut at {cut}"
            );
        }
    }
    // More bytes than the records counted.
    let mut longer = bytes.clone();
    longer.extend_from_slice(&[0; 5]);
    assert_eq!(
        wthor::read_games(&longer).unwrap_err(),
        WthorError::TrailingBytes {
            declared: 3,
            extra: 5,
            size: GAME_BYTES
        }
    );
    // A count that says fewer games than the file holds.
    let mut fewer = bytes.clone();
    fewer[4] = 2;
    assert!(matches!(
        wthor::read_games(&fewer),
        Err(WthorError::TrailingBytes { extra: 68, .. })
    ));
    // Another board size.
    let mut ten = bytes;
    ten[12] = 10;
    assert_eq!(
        wthor::read_games(&ten).unwrap_err(),
        WthorError::BoardSize(10)
    );
    assert_eq!(
        WthorError::BoardSize(10).to_string(),
        "games on a board of size 10: only 8×8 games (0 or 8) are read"
    );
}

#[test]
fn the_header_reads_as_the_federation_writes_it() {
    // WTH_2024.wtb's header: made 23 February 2026, 2891 games of 2024, 8×8, depth 24.
    let bytes = [20, 26, 2, 23, 75, 11, 0, 0, 0, 0, 232, 7, 8, 0, 24, 0];
    let header = Header::read(&bytes).unwrap();
    assert_eq!(
        header,
        Header {
            created_year: 2026,
            created_month: 2,
            created_day: 23,
            games: 2891,
            names: 0,
            year: 2024,
            board: 8,
            kind: 0,
            depth: 24,
        }
    );
    assert_eq!(header.to_bytes(), bytes);
}

#[test]
fn names_round_trip_in_latin1_and_their_count_is_checked() {
    let names: Vec<String> = [
        "???",
        "Tastet Marc",
        "Lévy Sébastien",
        "an overlong name that is cut",
    ]
    .map(String::from)
    .to_vec();
    for width in [PLAYER_NAME_BYTES, TOURNAMENT_NAME_BYTES] {
        let bytes = wthor::write_names(&names, width);
        assert_eq!(bytes.len(), HEADER_BYTES + names.len() * width);
        let read = wthor::read_names(&bytes, width).unwrap();
        assert_eq!(read[..3], names[..3]);
        assert_eq!(read[3], names[3][..width - 1]);
        // "é" is one byte in Latin-1.
        assert_eq!(bytes[HEADER_BYTES + 2 * width + 1], 0xe9);
        let cut = &bytes[..bytes.len() - 1];
        assert_eq!(
            wthor::read_names(cut, width).unwrap_err(),
            WthorError::Truncated {
                declared: 4,
                found: 3,
                size: width
            }
        );
    }
    // A character outside Latin-1 is written as a question mark.
    let bytes = wthor::write_names(&["Ōta".to_owned()], PLAYER_NAME_BYTES);
    assert_eq!(
        wthor::read_names(&bytes, PLAYER_NAME_BYTES).unwrap(),
        ["?ta"]
    );
}
